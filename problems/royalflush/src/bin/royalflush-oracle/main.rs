//! royalflush inputs: one line, a deck of distinct cards glued together (`S10SJH3`)
//! that holds a royal flush; and the brute force the stress tester holds the
//! solution to.

mod brute;

pub use brute::{brute, completion, parse, Card};

use oracle::cases::{join_single, split_single};
use oracle::{Cases, Oracle};
use showdown::rng::SplitMix64;

/// The cards of a full deck, as the statement spells them.
fn deck() -> Vec<Card> {
    let numbers = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    "SHDC"
        .chars()
        .flat_map(|s| numbers.iter().map(move |n| format!("{s}{n}")))
        .collect()
}

/// The input of this deck.
pub fn write(cards: &[Card]) -> String {
    cards.concat() + "\n"
}

/// A deck of `size + 5` cards at most (52): one suit's royal flush, one time in two
/// a second suit's royal cards, and other cards, shuffled.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let mut all = deck();
    rng.choose_front(&mut all, 52);
    let suit = ["S", "H", "D", "C"][rng.below(4)];
    let royal = |c: &Card| c.starts_with(suit) && ["10", "J", "Q", "K", "A"].contains(&&c[1..]);
    let mut cards: Vec<Card> = all.iter().filter(|c| royal(c)).cloned().collect();
    let others: Vec<Card> = all.into_iter().filter(|c| !royal(c)).collect();
    let extra = rng.below(size.min(47) + 1);
    cards.extend(others.into_iter().take(extra));
    let len = cards.len();
    rng.choose_front(&mut cards, len);
    write(&cards)
}

/// All 52 cards, the first royal flush completing as late as it can: a shuffled
/// deck whose four suits' royal cards are dealt round by round at the end, the
/// last round completing the first flush on card 49 (of 52).
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_2012);
    let all = deck();
    let is_royal = |c: &Card| ["10", "J", "Q", "K", "A"].contains(&&c[1..]);
    let mut cards: Vec<Card> = all.iter().filter(|c| !is_royal(c)).cloned().collect();
    let len = cards.len();
    rng.choose_front(&mut cards, len);
    for number in ["10", "J", "Q", "K", "A"] {
        cards.extend("SHDC".chars().map(|s| format!("{s}{number}")));
    }
    write(&cards)
}

/// The brute force: every prefix of the deck tried until one holds a royal flush.
/// An input is one case, so it splits into itself and joins as its first.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split: |text| split_single(text, parse(text).is_ok()),
        join: join_single,
    }),
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_deck_is_late() {
        let cards = parse(&max()).unwrap();
        assert_eq!(
            (cards.len(), completion(&cards).map(|c| c.0)),
            (52, Some(49))
        );
    }
}
