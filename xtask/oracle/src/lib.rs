//! What every problem's oracle shares: the command line `cargo xtask` runs it
//! through, strict readers of the statements' spellings, hands ranked the plain way,
//! and random cards.
//!
//! A problem's oracle is the second binary of its package, `NAME-oracle`
//! (`problems/NAME/src/bin/NAME-oracle/main.rs`): its brute force, an answer computed
//! from the statement's text alone, and a generator of random valid inputs, handed
//! to [`main`] as an [`Oracle`]. Nothing else is required:
//!
//! ```no_run
//! use oracle::{Oracle, SplitMix64};
//!
//! /// The sum of each line's two numbers.
//! fn brute(input: &str) -> Result<String, String> {
//!     let mut answer = String::new();
//!     for line in input.lines() {
//!         let numbers: Vec<u64> = line
//!             .split(' ')
//!             .map(|w| w.parse().map_err(|_| format!("not a number: `{w}`")))
//!             .collect::<Result<_, _>>()?;
//!         let [a, b] = numbers[..] else {
//!             return Err(format!("two numbers a line: `{line}`"));
//!         };
//!         answer += &format!("{}\n", a + b);
//!     }
//!     Ok(answer)
//! }
//!
//! /// 1 to `size` lines of two numbers below 1000.
//! fn random(rng: &mut SplitMix64, size: usize) -> String {
//!     let lines = 1 + rng.below(size);
//!     (0..lines)
//!         .map(|_| format!("{} {}\n", rng.below(1000), rng.below(1000)))
//!         .collect()
//! }
//!
//! fn main() -> std::process::ExitCode {
//!     oracle::main(Oracle::new(brute, random))
//! }
//! ```
//!
//! The tooling runs it as a program, never links it (`cargo xtask stress`, `test`,
//! `judge`, `gen`), so that checking one problem builds that problem alone; the
//! modes are [`main`]'s. The rest is optional: the largest input
//! ([`Oracle::max`]), the problem's own split into test cases ([`Oracle::cases`])
//! and shrinker ([`Oracle::shrink`]), where the generic ones (a count line, lines,
//! tokens) would do worse, and how a fixture that holds more than the statement
//! allows is cut back to it ([`Oracle::beyond`]).
//!
//! - [`cases`]: a strict line reader, the statements' card spellings read strictly,
//!   lines of cards read and written, joining inputs, telling hands, plainer cards;
//! - [`plain`]: hands ranked the way the statements write the rules, with nothing
//!   of the library's evaluators;
//! - [`proconio`]: cards read by proconio's `input!`, for quick brute forces;
//! - [`no_panic`]: the check each problem's unit tests run on its own `solve`: no
//!   input makes it panic, and every error or warning keeps the one-line rule.
//!
//! Nothing here is bundled: no judge binary reaches this crate.

pub mod cases;
mod cli;
mod generic;
pub mod no_panic;
pub mod plain;
pub mod proconio;
pub mod protocol;

pub use cli::{check, main};
pub use showdown::rng::SplitMix64;

use showdown::poker::{Card, Rank, Suit};

/// A brute force: an input's answer exactly as the binary prints it, or why the
/// input breaks the statement.
pub type Brute = fn(&str) -> Result<String, String>;

/// A problem's oracle: its brute force, its random inputs and what helps them.
#[derive(Clone, Copy, Debug)]
pub struct Oracle {
    /// The answer computed the plain way, independent of the solution; `Err` says
    /// why the input is not valid.
    pub brute: Brute,
    /// A random valid input of about `size` (1 is the smallest: one test case of the
    /// fewest players, rounds or cards; each step up allows a little more).
    pub random: fn(&mut SplitMix64, usize) -> String,
    /// The largest input the statement allows, which `cargo xtask judge` times;
    /// `None` where no judge runs the problem.
    pub max: Option<fn() -> String>,
    /// How an input splits into test cases and joins back; `None`: a first line
    /// holding only a count T, then T cases of as many lines each, else a case a
    /// line.
    pub cases: Option<Cases>,
    /// Smaller or plainer variants of a one-case input, most promising first (fewer
    /// players, rounds or cards; lower cards); `None`: one line, then one token,
    /// left out.
    pub shrink: Option<fn(&str) -> Vec<String>>,
    /// The fixtures that hold what the binary accepts beyond the statement, by the
    /// start of their names, and how each is cut back to the statement's part, which
    /// the brute force answers.
    pub beyond: &'static [(&'static str, Cut)],
}

impl Oracle {
    /// The oracle of a brute force and a generator, and nothing else.
    pub const fn new(brute: Brute, random: fn(&mut SplitMix64, usize) -> String) -> Oracle {
        Oracle {
            brute,
            random,
            max: None,
            cases: None,
            shrink: None,
            beyond: &[],
        }
    }
}

/// How a problem's inputs split into test cases, each an input of its own, and
/// join back into one.
#[derive(Clone, Copy, Debug)]
pub struct Cases {
    /// The input's test cases; `None` when it does not split (it is not valid).
    pub split: fn(&str) -> Option<Vec<String>>,
    /// One input holding the test cases of all these inputs, in order.
    pub join: fn(&[String]) -> String,
}

/// How a fixture beyond the statement is cut back to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The text in upper case: lower-case cards.
    Upper,
    /// The first lines, each ended by `\n`: what follows is ignored input.
    Lines(usize),
    /// The text without the `+` that starts a number: counts and scores written as
    /// `cin >>` reads them.
    NoPlus,
    /// The text without its blank lines, which the binaries skip anywhere.
    NoBlank,
    /// Nothing the brute force reads: the fixture passes the statement's bounds on
    /// purpose, and its README says how its answer was worked out otherwise.
    NotAnswered,
}

impl Cut {
    /// `text` cut back to the statement's part; `None` for [`Cut::NotAnswered`].
    pub fn apply(self, text: &str) -> Option<String> {
        let lines = |keep: &dyn Fn(&str) -> bool| -> String {
            text.lines()
                .filter(|l| keep(l))
                .map(|l| format!("{l}\n"))
                .collect()
        };
        Some(match self {
            Cut::Upper => text.to_ascii_uppercase(),
            Cut::Lines(n) => text.lines().take(n).map(|l| format!("{l}\n")).collect(),
            Cut::NoPlus => {
                let mut out = String::with_capacity(text.len());
                let mut previous = ' ';
                let mut chars = text.chars().peekable();
                while let Some(c) = chars.next() {
                    let starts_number = c == '+'
                        && previous.is_whitespace()
                        && chars.peek().is_some_and(char::is_ascii_digit);
                    if !starts_number {
                        out.push(c);
                    }
                    previous = c;
                }
                out
            }
            Cut::NoBlank => lines(&|l| !l.trim().is_empty()),
            Cut::NotAnswered => return None,
        })
    }
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
    fn spellings_are_the_readers() {
        let ten: Card = "Ts".parse().unwrap();
        assert_eq!((rank_suit(ten), suit_rank(ten)), ("TS".into(), "ST".into()));
        assert_eq!(
            showdown::poker::Spelling::SUIT_RANK.parse(&suit_rank(ten)),
            Ok(ten)
        );
        assert_eq!(cases::rank_suit(&rank_suit(ten)), Ok(ten));
        assert_eq!(cases::suit_rank(&suit_rank(ten)), Ok(ten));
    }

    #[test]
    fn cuts_keep_the_statements_part() {
        let cut = |cut: Cut, text: &str| cut.apply(text).unwrap();
        assert_eq!(cut(Cut::Upper, "ah 2c\n"), "AH 2C\n");
        assert_eq!(cut(Cut::Lines(1), "1\r\n\x1a"), "1\n");
        assert_eq!(cut(Cut::NoPlus, "+2\n+3 a+4 +b\n"), "2\n3 a+4 +b\n");
        assert_eq!(cut(Cut::NoBlank, "1\n\n2\n"), "1\n2\n");
        assert_eq!(Cut::NotAnswered.apply("1\n"), None);
    }
}
