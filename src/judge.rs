//! What the judges give: each problem's limits, and inputs like theirs from a seed.
//!
//! [`PROBLEMS`] lists every problem with its judge's limits (from
//! `../shared/specs/<name>.md`), a generator of small random valid inputs (the bundle
//! tests run hundreds of them through both the cargo binary and the single-file
//! submission) and a generator of the largest input the statement allows (timed by
//! `cargo xtask judge`), or, where no judge runs, a real input whose answer is known.
//! Binaries never reach this module.

pub mod decision;
pub mod euler54;
pub mod holdem;
pub mod pokerstars;
pub mod swiss;

use crate::input::Solver;
use crate::poker::Card;
use crate::rng::SplitMix64;

/// One problem: its binary's name and solver, its judge, and its input generators.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The binary's name, `src/bin/<name>.rs`.
    pub name: &'static str,
    /// What the binary runs: `input::run(solve)`.
    pub solve: Solver,
    /// The judge and its limits; `None` for a problem no judge runs.
    pub limits: Option<Limits>,
    /// A small random valid input.
    pub random: fn(&mut SplitMix64) -> String,
    /// The largest input the statement allows, the same on every call.
    pub max: Option<fn() -> String>,
    /// For a problem no judge runs: a real input whose answer is known.
    pub data: Option<Data>,
}

/// A real input file, outside the repository, and the answer it must give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Data {
    /// The file, relative to the repository root.
    pub path: &'static str,
    /// The whole answer, without its line end.
    pub answer: &'static str,
}

/// A judge's limits for one problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The judge and the problem's id there.
    pub judge: &'static str,
    /// The time limit, in milliseconds.
    pub time_ms: u64,
    /// The memory limit, in bytes.
    pub memory_bytes: u64,
    /// The memory limit as the statement writes it.
    pub memory: &'static str,
}

const MB: u64 = 1_000_000;
const MIB: u64 = 1 << 20;

/// Every problem, by name.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "decision",
        solve: crate::decision::solve,
        limits: Some(Limits {
            judge: "Codeforces Gym 103914D",
            time_ms: 8_000,
            memory_bytes: 256 * MIB,
            memory: "256 MiB",
        }),
        random: decision::random,
        max: Some(decision::max),
        data: None,
    },
    Problem {
        name: "euler54",
        solve: crate::euler54::solve,
        limits: None,
        random: euler54::random,
        max: None,
        // Project Euler's own file; its answer, 376, is the one Project Euler accepts.
        data: Some(Data {
            path: "../shared/data/p054_poker.txt",
            answer: "376",
        }),
    },
    Problem {
        name: "holdem",
        solve: crate::holdem::solve,
        limits: Some(Limits {
            judge: "Baekjoon 10660",
            time_ms: 8_000,
            memory_bytes: 256 * MB,
            memory: "256 MB",
        }),
        random: holdem::random,
        max: Some(holdem::max),
        data: None,
    },
    Problem {
        name: "pokerstars",
        solve: crate::pokerstars::solve,
        limits: Some(Limits {
            judge: "Codeforces Gym 102566G",
            time_ms: 10_000,
            memory_bytes: 256 * MB,
            memory: "256 MB",
        }),
        random: pokerstars::random,
        max: Some(pokerstars::max),
        data: None,
    },
    Problem {
        name: "swiss",
        solve: crate::swiss::solve,
        limits: Some(Limits {
            judge: "Codeforces Gym 102394C",
            time_ms: 2_000,
            memory_bytes: 512 * MB,
            memory: "512 MB",
        }),
        random: swiss::random,
        max: Some(swiss::max),
        data: None,
    },
];

/// The problem called `name`.
pub fn problem(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.name == name)
}

/// `k` distinct cards, uniformly at random.
pub fn deal(rng: &mut SplitMix64, k: usize) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all().collect();
    rng.choose_front(&mut deck, k);
    deck.truncate(k);
    deck
}

/// The upper-case rank-then-suit spelling of decision and euler54: `TS`, `2C`.
pub fn rank_suit(card: Card) -> String {
    card.to_string().to_ascii_uppercase()
}

/// The upper-case suit-then-rank spelling of holdem: `ST`, `C2`.
pub fn suit_rank(card: Card) -> String {
    rank_suit(card).chars().rev().collect()
}

/// Cards in a spelling, separated by single spaces.
pub fn spell(cards: &[Card], spelling: fn(Card) -> String) -> String {
    let words: Vec<String> = cards.iter().map(|&c| spelling(c)).collect();
    words.join(" ")
}

/// Appends `cards` as lines of `sizes` cards each, in a spelling.
///
/// # Panics
/// If the sizes add up to more cards than there are.
pub fn card_lines(
    text: &mut String,
    cards: &[Card],
    sizes: &[usize],
    spelling: fn(Card) -> String,
) {
    let mut rest = cards;
    for &size in sizes {
        let (line, tail) = rest.split_at(size);
        text.push_str(&spell(line, spelling));
        text.push('\n');
        rest = tail;
    }
}

/// The same text with Windows line ends one time in `one_in`: every binary must
/// read both the same way.
pub fn maybe_crlf(rng: &mut SplitMix64, text: String, one_in: usize) -> String {
    if rng.below(one_in) == 0 {
        text.replace('\n', "\r\n")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problems_inputs_are_valid() {
        let mut rng = SplitMix64::new(6);
        for problem in PROBLEMS {
            for k in 0..50 {
                let text = (problem.random)(&mut rng);
                let answer = crate::input::answer(problem.solve, text.as_bytes());
                assert!(
                    answer.is_ok(),
                    "{} random input {k}: {answer:?}\n{text}",
                    problem.name
                );
            }
            if let Some(max) = problem.max {
                let answer = crate::input::answer(problem.solve, max().as_bytes());
                assert!(
                    answer.is_ok_and(|a| !a.is_empty()),
                    "{}: the largest input",
                    problem.name
                );
            }
        }
    }

    #[test]
    fn every_problem_is_listed_once_and_spells_cards_as_its_reader_does() {
        let mut names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), PROBLEMS.len());
        let ten: Card = "Ts".parse().unwrap();
        assert_eq!((rank_suit(ten), suit_rank(ten)), ("TS".into(), "ST".into()));
        assert_eq!(Card::parse_suit_rank(&suit_rank(ten)), Ok(ten));
        assert_eq!(problem("swiss").map(|p| p.name), Some("swiss"));
        assert!(problem("nosuch").is_none());
    }
}
