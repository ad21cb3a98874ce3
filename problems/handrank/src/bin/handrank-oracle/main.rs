//! handrank inputs: one line of five cards, the hand whose value is asked.

mod brute;

pub use brute::{brute, classes, parse, value, Hand};

use oracle::cases::{card_line_text, join_lines, plainer_inputs, telling_hand, TELLING_SHAPES};
use oracle::maybe_crlf;
use oracle::{Cases, Cut, Oracle};
use showdown::poker::Card;
use showdown::rng::SplitMix64;

/// The brute force: the hand's value among every class of hands, ranked by
/// `problems::plain`. An input is one hand, so only a single input joins into a
/// valid one: its line, ended by `\n`.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split: |text| parse(text).ok().map(|_| vec![text.to_string()]),
        join: join_lines,
    }),
    shrink: Some(|text| plainer_inputs(text, parse, card_line_text)),
    beyond: &[("lower", Cut::Upper), ("second", Cut::Lines(1))],
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

/// One hand, whatever the size (the input is one hand): a [`telling_hand`] of a
/// random shape, where the values the wheel and the categories' edges move lie.
///
/// # Panics
/// Never: a telling hand is five cards.
pub fn random(rng: &mut SplitMix64, _size: usize) -> String {
    let mut deck: Vec<Card> = Card::all().collect();
    let shape = rng.below(TELLING_SHAPES);
    let hand: Hand = telling_hand(rng, &mut deck, shape)
        .try_into()
        .expect("five cards");
    maybe_crlf(rng, card_line_text(&[hand]), 8)
}

/// The royal flush, out of order: the input is always one hand, and this one has the
/// highest value, which a solution that counts or walks the classes below a hand
/// reaches last.
pub fn max() -> String {
    "QS AS TS KS JS\n".into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_category_takes_the_values_it_should() {
        // The class counts of the nine categories, lowest first, as published.
        let counts = [1277, 2860, 858, 858, 10, 1277, 156, 156, 10];
        let mut per = [0; 9];
        for class in classes() {
            per[class.0] += 1;
        }
        assert_eq!(per, counts);
    }

    #[test]
    fn split_join_and_shrink_keep_inputs_valid() {
        oracle::check(&ORACLE).unwrap();
        assert_eq!(brute("3S 7S 2C 4S 5H\n").as_deref(), Ok("1\n"));
        assert_eq!(brute("JH AH TH KH QH").as_deref(), Ok("7462\n"));
        assert_eq!(classes().len(), 7462);
        assert_eq!(brute(&max()).as_deref(), Ok("7462\n"));
    }

    #[test]
    fn invalid_inputs_are_refused() {
        for bad in [
            "",
            "3S 7S 2C 4S\n",
            "3S 7S 2C 4S 5H 6H\n",
            "3S 7S 2C 3S 5H\n",
            "3S 7S 2C 4S 10H\n",
            "3S 7S 2C\n4S 5H\n",
            "3S 7S 2C 4S 5H\n\n",
            "3s 7S 2C 4S 5H\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
