//! The problem registry: what the tests, the benches and the tooling know of each
//! problem beyond its solution.
//!
//! [`PROBLEMS`] lists every problem with its solver, how it is graded ([`Kind`]: an
//! online judge with its limits and the largest input its statement allows, or a
//! data file with its known answer), a generator of random valid inputs that grow
//! with a size, and its brute force ([`Oracle`]): an answer computed independently
//! of the fast path, how its input splits into test cases, and how a failing case
//! shrinks. Where each problem's files are is [`Files`].
//!
//! This module exists only with the `problems` feature, which the package's own
//! tests and benches and the tooling turn on: binaries never reach it, so nothing
//! here is bundled, and it may use the newer Rust of the package's `rust-version`.

pub mod aojpoker;
pub mod cases;
pub mod decision;
pub mod easypoker;
pub mod euler54;
pub mod files;
pub mod handname;
pub mod handrank;
pub mod holdem;
pub mod kingspoker;
pub mod plain;
pub mod pokerhands;
pub mod pokerstars;
pub mod rhino;
pub mod royalflush;
pub mod swiss;

pub use files::Files;

use crate::input::Solver;
use crate::poker::{Card, Rank, Suit};
use crate::rng::SplitMix64;

/// One problem: its binary's name and solver, how it is graded, its input
/// generator and its brute force.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The binary's name, `src/bin/<name>.rs`.
    pub name: &'static str,
    /// What the binary runs: `input::run(solve)`.
    pub solve: Solver,
    /// Whether a judge runs it, or a data file with a known answer stands in.
    pub kind: Kind,
    /// A random valid input of about `size` (1 is the smallest: one test case of
    /// the fewest players, rounds or cards; each step up allows a little more).
    pub random: fn(&mut SplitMix64, usize) -> String,
    /// The brute force and what stress testing needs to shrink a failure; `None`
    /// while it is not written yet (`cargo xtask stress` then refuses the problem).
    pub oracle: Option<Oracle>,
}

/// How a problem is graded.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// An online judge runs it: its limits, and the largest input its statement
    /// allows (the same on every call), which `cargo xtask judge` times.
    Judged {
        /// The judge and its limits.
        limits: Limits,
        /// The largest input the statement allows.
        max: fn() -> String,
    },
    /// No judge runs it: a real input whose answer is known stands in.
    Unjudged(Data),
}

impl Kind {
    /// The judge's limits, for a judged problem.
    pub fn limits(&self) -> Option<Limits> {
        match self {
            Kind::Judged { limits, .. } => Some(*limits),
            Kind::Unjudged(_) => None,
        }
    }
}

/// A problem's brute force, and how its inputs split into test cases and shrink.
///
/// Every function takes and returns whole input texts. An input is valid when
/// [`Oracle::brute`] answers it.
#[derive(Clone, Copy, Debug)]
pub struct Oracle {
    /// The answer computed the plain way, independent of the fast path, exactly
    /// as the binary prints it; `Err` says why the input is not valid.
    pub brute: fn(&str) -> Result<String, String>,
    /// The input's test cases, each as an input of its own; `None` when the
    /// input does not split (it is not valid).
    pub split: fn(&str) -> Option<Vec<String>>,
    /// One input holding the test cases of all these inputs, in order.
    pub join: fn(&[String]) -> String,
    /// Smaller or plainer variants of a one-case input, most promising first
    /// (fewer players, rounds or cards; lower cards). `None`: the generic
    /// shrinker removes lines, then tokens.
    pub shrink: Option<fn(&str) -> Vec<String>>,
}

/// A real input file and the answer it must give.
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
        solve: crate::solutions::decision::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "Codeforces Gym 103914D",
                time_ms: 8_000,
                memory_bytes: 256 * MIB,
                memory: "256 MiB",
            },
            max: decision::max,
        },
        random: decision::random,
        oracle: Some(decision::ORACLE),
    },
    Problem {
        name: "euler54",
        solve: crate::solutions::euler54::solve,
        // Project Euler's own file (its source and licence are beside it); 376 is
        // the answer Project Euler accepts.
        kind: Kind::Unjudged(Data {
            path: "fixtures/euler54/data/p054_poker.txt",
            answer: "376",
        }),
        random: euler54::random,
        oracle: Some(euler54::ORACLE),
    },
    Problem {
        name: "holdem",
        solve: crate::solutions::holdem::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "Baekjoon 10660",
                time_ms: 8_000,
                memory_bytes: 256 * MB,
                memory: "256 MB",
            },
            max: holdem::max,
        },
        random: holdem::random,
        oracle: Some(holdem::ORACLE),
    },
    Problem {
        name: "pokerstars",
        solve: crate::solutions::pokerstars::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "Codeforces Gym 102566G",
                time_ms: 10_000,
                memory_bytes: 256 * MB,
                memory: "256 MB",
            },
            max: pokerstars::max,
        },
        random: pokerstars::random,
        oracle: Some(pokerstars::ORACLE),
    },
    Problem {
        name: "swiss",
        solve: crate::solutions::swiss::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "Codeforces Gym 102394C",
                time_ms: 2_000,
                memory_bytes: 512 * MB,
                memory: "512 MB",
            },
            max: swiss::max,
        },
        random: swiss::random,
        oracle: Some(swiss::ORACLE),
    },
    Problem {
        name: "pokerhands",
        solve: crate::solutions::pokerhands::solve,
        kind: Kind::Judged {
            limits: Limits {
                // Baekjoon's own limits are unconfirmed: these are ECNU 1140's.
                judge: "Baekjoon 4429",
                time_ms: 2_000,
                memory_bytes: 256 * MB,
                memory: "256 MB",
            },
            max: pokerhands::max,
        },
        random: pokerhands::random,
        oracle: Some(pokerhands::ORACLE),
    },
    Problem {
        name: "rhino",
        solve: crate::solutions::rhino::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "Baekjoon 6610",
                time_ms: 2_000,
                memory_bytes: 128 * MB,
                memory: "128 MB",
            },
            max: rhino::max,
        },
        random: rhino::random,
        oracle: Some(rhino::ORACLE),
    },
    Problem {
        name: "handrank",
        solve: crate::solutions::handrank::solve,
        kind: Kind::Judged {
            limits: Limits {
                // Baekjoon's, from a copy of its page: tighter than NEERC 2010's own
                // 3 s and 256 MB (`docs/judges.md`).
                judge: "Baekjoon 3525",
                time_ms: 1_000,
                memory_bytes: 128 * MB,
                memory: "128 MB",
            },
            max: handrank::max,
        },
        random: handrank::random,
        oracle: Some(handrank::ORACLE),
    },
    Problem {
        name: "handname",
        solve: crate::solutions::handname::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "SPOJ POKER",
                time_ms: 7_000,
                memory_bytes: 1536 * MB,
                memory: "1536 MB",
            },
            max: handname::max,
        },
        random: handname::random,
        oracle: Some(handname::ORACLE),
    },
    Problem {
        name: "aojpoker",
        solve: crate::solutions::aojpoker::solve,
        kind: Kind::Judged {
            limits: Limits {
                // Unconfirmed: AOJ's page was not found; Volume 0's usual limits.
                judge: "Aizu Online Judge 0038",
                time_ms: 1000,
                memory_bytes: 128 * MB,
                memory: "128 MB",
            },
            max: aojpoker::max,
        },
        random: aojpoker::random,
        oracle: Some(aojpoker::ORACLE),
    },
    Problem {
        name: "easypoker",
        solve: crate::solutions::easypoker::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "yukicoder 227",
                time_ms: 5000,
                memory_bytes: 512 * MB,
                memory: "512 MB",
            },
            max: easypoker::max,
        },
        random: easypoker::random,
        oracle: Some(easypoker::ORACLE),
    },
    Problem {
        name: "kingspoker",
        solve: crate::solutions::kingspoker::solve,
        kind: Kind::Judged {
            limits: Limits {
                // No judge takes Rust (UVa offers none) and no limits were found:
                // these are a budget of our own, for `cargo xtask judge`.
                judge: "UVa 12366",
                time_ms: 1000,
                memory_bytes: 256 * MB,
                memory: "256 MB",
            },
            max: kingspoker::max,
        },
        random: kingspoker::random,
        oracle: Some(kingspoker::ORACLE),
    },
    Problem {
        name: "royalflush",
        solve: crate::solutions::royalflush::solve,
        kind: Kind::Judged {
            limits: Limits {
                judge: "AtCoder tenka1_2012_10",
                time_ms: 2000,
                memory_bytes: 64 * MB,
                memory: "64 MB",
            },
            max: royalflush::max,
        },
        random: royalflush::random,
        oracle: Some(royalflush::ORACLE),
    },
];

impl Problem {
    /// Where the problem's files are.
    pub fn files(&self) -> Files<'static> {
        Files { name: self.name }
    }
}

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

/// `k` cards of `suit`, of distinct ranks chosen uniformly at random.
///
/// # Panics
/// If `k > 13`.
pub fn of_suit(rng: &mut SplitMix64, suit: Suit, k: usize) -> Vec<Card> {
    let mut ranks: Vec<Rank> = Rank::all().collect();
    rng.choose_front(&mut ranks, k);
    ranks[..k]
        .iter()
        .map(|&rank| Card::new(rank, suit))
        .collect()
}

/// `k` distinct suits, chosen uniformly at random, in random order.
///
/// # Panics
/// If `k > 4`.
pub fn suits(rng: &mut SplitMix64, k: usize) -> Vec<Suit> {
    let mut suits: Vec<Suit> = Suit::all().collect();
    rng.choose_front(&mut suits, k);
    suits.truncate(k);
    suits
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
                let text = (problem.random)(&mut rng, 1 + k % 8);
                let answer = crate::input::answer(problem.solve, text.as_bytes());
                assert!(
                    answer.is_ok(),
                    "{} random input {k}: {answer:?}\n{text}",
                    problem.name
                );
            }
            if let Kind::Judged { max, .. } = problem.kind {
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
        assert_eq!(
            crate::poker::Spelling::SUIT_RANK.parse(&suit_rank(ten)),
            Ok(ten)
        );
        assert_eq!(problem("swiss").map(|p| p.name), Some("swiss"));
        assert!(problem("nosuch").is_none());
    }
}
