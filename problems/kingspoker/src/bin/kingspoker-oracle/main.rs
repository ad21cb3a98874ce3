//! kingspoker inputs: lines of three ranks from 1 to 13 up to the line `0 0 0`; and
//! the brute force the stress tester holds the solution to.

mod brute;

pub use brute::{brute, lowest_above, parse, Hand};

use oracle::cases::{join_with, split_with};
use oracle::{Cases, Cut, Oracle};
use showdown::rng::SplitMix64;

/// Test cases in [`max`]: the statement gives no bound, so a hundred thousand
/// lines, about a megabyte.
pub const MAX_TESTS: usize = 100_000;

/// The input of these hands, then `0 0 0`.
pub fn write(hands: &[Hand]) -> String {
    let mut text: String = hands
        .iter()
        .map(|[a, b, c]| format!("{a} {b} {c}\n"))
        .collect();
    text.push_str("0 0 0\n");
    text
}

/// A hand, one time in two a set or a pair (the kings' set, pairs beside a set,
/// the kicker next to the matched rank), in a random order of its cards.
fn hand(rng: &mut SplitMix64) -> Hand {
    let rank = |rng: &mut SplitMix64| 1 + rng.below(13) as u32;
    let mut hand = match rng.below(4) {
        0 => [rank(rng); 3],
        1 => {
            let (m, u) = (rank(rng), rank(rng));
            [m, m, u]
        }
        _ => [rank(rng), rank(rng), rank(rng)],
    };
    rng.choose_front(&mut hand, 3);
    hand
}

/// One to `size` test cases.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let hands: Vec<Hand> = (0..1 + rng.below(size.max(1))).map(|_| hand(rng)).collect();
    oracle::maybe_crlf(rng, write(&hands), 8)
}

/// [`MAX_TESTS`] hands.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_2011);
    let hands: Vec<Hand> = (0..MAX_TESTS).map(|_| hand(&mut rng)).collect();
    write(&hands)
}

/// The brute force: every set and pair a deck deals tried against the statement's
/// rules; an input splits into its test cases.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split: |text| split_with(text, parse, write),
        join: |inputs| join_with(inputs, parse, write),
    }),
    beyond: &[("trailing_", Cut::Lines(2))],
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_split_and_join_back() {
        let cases = split_with("1 1 1\n2 2 2\n0 0 0\n", parse, write).unwrap();
        assert_eq!(cases, ["1 1 1\n0 0 0\n", "2 2 2\n0 0 0\n"]);
        assert_eq!(
            (ORACLE.cases.unwrap().join)(&cases),
            "1 1 1\n2 2 2\n0 0 0\n"
        );
    }
}
