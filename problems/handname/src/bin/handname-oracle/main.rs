//! handname inputs: the number of test cases T, then T lines of five cards.

mod brute;

pub use brute::{brute, name, parse, Hand, MAX_TESTS};

use oracle::cases::{
    counted_card_line_oracle, counted_card_line_text, telling_hand, TELLING_SHAPES,
};
use oracle::maybe_crlf;
use oracle::{Cut, Oracle};
use showdown::poker::Card;
use showdown::rng::SplitMix64;

/// The input of these hands, with their count first.
pub fn write(hands: &[Hand]) -> String {
    counted_card_line_text(hands)
}

/// A [`telling_hand`] of shape `shape`, from a full deck.
fn hand(rng: &mut SplitMix64, shape: usize) -> Hand {
    let mut deck: Vec<Card> = Card::all().collect();
    telling_hand(rng, &mut deck, shape)
        .try_into()
        .expect("five cards")
}

/// 1 to `size` hands (at most [`MAX_TESTS`]), each a [`telling_hand`] of a random
/// shape: uniform hands are nearly all high cards and pairs, and almost never a
/// royal flush or a wheel.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let tests = 1 + rng.below(size.clamp(1, MAX_TESTS));
    let hands: Vec<Hand> = (0..tests)
        .map(|_| {
            let shape = rng.below(TELLING_SHAPES);
            hand(rng, shape)
        })
        .collect();
    maybe_crlf(rng, write(&hands), 8)
}

/// [`MAX_TESTS`] hands, the telling shapes in turn: the statement's largest T, with
/// every kind it names and the straights that turn on the ace, so that no branch of
/// a solution's naming is left out of the timing.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_0007);
    let hands: Vec<Hand> = (0..MAX_TESTS).map(|i| hand(&mut rng, i)).collect();
    write(&hands)
}

/// The brute force: each hand named from its `problems::plain` key.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    beyond: &[
        ("lower", Cut::Upper),
        ("extra", Cut::Lines(2)),
        ("plus", Cut::NoPlus),
    ],
    ..counted_card_line_oracle::<5, MAX_TESTS>(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oracle::cases::answer_lines;

    #[test]
    fn split_join_and_shrink_keep_inputs_valid() {
        oracle::check(&ORACLE).unwrap();
        let sample = "3\nAH KH QH TH JH\nKH 5S 3C 5C 7D\nQH QD 2S QC 2C\n";
        let names = "royal flush\npair\nfull house\n";
        assert_eq!(brute(sample).as_deref(), Ok(names));
        assert_eq!(
            (ORACLE.cases.unwrap().split)(sample).map(|s| s.len()),
            Some(3)
        );
        assert!(brute(&max()).is_ok_and(|a| a.lines().count() == MAX_TESTS));
    }

    #[test]
    fn the_generator_makes_every_kind() {
        let seen = answer_lines(brute, random, (0x4a2f, 100, 20));
        assert_eq!(seen.len(), 10, "{seen:?}");
        assert!(seen.values().all(|&n| n >= 20), "{seen:?}");
    }

    #[test]
    fn invalid_inputs_are_refused() {
        for bad in [
            "",
            "0\n",
            "21\n",
            "+1\nAH KH QH TH JH\n",
            "2\nAH KH QH TH JH\n",
            "1\nAH KH QH TH\n",
            "1\nAH KH QH AH JH\n",
            "1\nAH KH QH 10H JH\n",
            "1\nAH KH QH\nTH JH\n",
            "1\nAH KH QH TH JH\nKH 5S 3C 5C 7D\n",
            "1\n\nAH KH QH TH JH\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
