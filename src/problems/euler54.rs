//! euler54 inputs: deals of ten cards, one per line, blank lines allowed.

mod brute;

pub use brute::{Deal, brute, parse};

use crate::poker::{Card, Suit};
use crate::problems::Oracle;
use crate::problems::cases::{plainer_inputs, split_with};
use crate::problems::{card_lines, deal, rank_suit};
use crate::rng::SplitMix64;

/// 1 to `size` deals, one in four [`mirrored`], with a blank line now and then.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let mut text = String::new();
    for _ in 0..1 + rng.below(size.max(1)) {
        if rng.below(8) == 0 {
            text.push('\n');
        }
        let cards = if rng.below(4) == 0 {
            mirrored(rng)
        } else {
            deal(rng, 10)
        };
        card_lines(&mut text, &cards, &[10], rank_suit);
    }
    crate::problems::maybe_crlf(rng, text, 8)
}

/// Player 2 holds player 1's ranks in other suits, so most such deals tie: random
/// deals almost never do, and a tie must not count as a win.
pub fn mirrored(rng: &mut SplitMix64) -> Vec<Card> {
    loop {
        let mut cards = deal(rng, 5);
        for i in 0..5 {
            let rank = cards[i].rank();
            let twins: Vec<Card> = (Suit::all().map(|s| Card::new(rank, s)))
                .filter(|t| !cards.contains(t))
                .collect();
            if twins.is_empty() {
                break; // three of a rank leave no twin for the third: deal again
            }
            cards.push(twins[rng.below(twins.len())]);
        }
        if cards.len() == 10 {
            return cards;
        }
    }
}

/// The input of these deals, one per line.
pub fn write(deals: &[Deal]) -> String {
    let mut text = String::new();
    for cards in deals {
        card_lines(&mut text, cards, &[10], rank_suit);
    }
    text
}

/// Each deal as an input of its own.
fn split(text: &str) -> Option<Vec<String>> {
    split_with(text, parse, write)
}

/// The lines of all the inputs, in order.
fn join(inputs: &[String]) -> String {
    inputs
        .iter()
        .flat_map(|i| i.lines())
        .map(|l| format!("{l}\n"))
        .collect()
}

/// A one-deal input with one card made lower or clubs.
fn shrink(text: &str) -> Vec<String> {
    plainer_inputs(text, parse, write)
}

/// The brute force: the reference evaluator on both hands of every deal.
pub const ORACLE: Oracle = Oracle {
    brute,
    split,
    join,
    shrink: Some(shrink),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_join_and_shrink_keep_inputs_valid() {
        crate::problems::cases::check_oracle(&ORACLE, random, 0xe54);
        let sample = std::fs::read_to_string("fixtures/euler54/sample.in").unwrap();
        assert_eq!(brute(&sample).as_deref(), Ok("3\n"));
        let deals = split(&sample).unwrap();
        let won: Vec<String> = deals.iter().map(|d| brute(d).unwrap()).collect();
        assert_eq!(won, ["0\n", "1\n", "0\n", "1\n", "1\n"]);
    }

    #[test]
    fn invalid_inputs_are_refused() {
        let good = "5H 5C 6S 7S KD 2C 3S 8S 8D TD\n\n";
        assert_eq!(brute(good).as_deref(), Ok("0\n"));
        for bad in [
            "",
            "\n\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D TD 9D\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D 5H\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D  TD\n",
            "5h 5C 6S 7S KD 2C 3S 8S 8D TD\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
