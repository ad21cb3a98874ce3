//! handrank's brute force: the hand read strictly, and its value counted among every
//! class of equal hands, each class keyed by `problems::plain` with the wheel.

use itertools::Itertools;
use oracle::cases::Lines;
use oracle::plain::{five, PlainKey};
use showdown::poker::Ladder;
use showdown::poker::{Card, Rank, Suit};
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The one hand of an input.
pub type Hand = [Card; 5];

/// The hand of a valid input, as a list of one.
///
/// # Errors
/// Why the input breaks the statement: a first line that is not five distinct `TS`
/// cards separated by single spaces, or any line after it.
pub fn parse(text: &str) -> Result<Vec<Hand>, String> {
    let mut lines = Lines::new(text);
    let hands = lines.card_lines::<5>(1, "the hand")?;
    lines.end()?;
    Ok(hands)
}

/// The key of every class of equal hands, lowest first. A hand's key depends only on
/// its ranks and on whether it is a flush, which needs five distinct ranks; so one
/// hand per multiset of ranks (at most four of a rank), and one more, of one suit, per
/// set of five distinct ranks, meet every class.
pub fn classes() -> &'static [PlainKey] {
    static CLASSES: OnceLock<Vec<PlainKey>> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let mut keys = BTreeSet::new();
        for ranks in (0..13).combinations_with_replacement(5) {
            if ranks.iter().counts().values().any(|&n| n > 4) {
                continue;
            }
            // The k-th card of a rank is in the k-th suit: distinct cards, all of one
            // suit only when no rank repeats.
            let mut copies = [0; 13];
            let mut cards: Vec<Card> = ranks
                .iter()
                .map(|&r| {
                    copies[r] += 1;
                    Card::new(Rank::from_index(r), Suit::from_index(copies[r] - 1))
                })
                .collect();
            keys.insert(five(&cards, Ladder::STANDARD));
            if ranks.iter().all_unique() {
                cards[4] = Card::new(cards[4].rank(), Suit::from_index(1));
                keys.insert(five(&cards, Ladder::STANDARD));
            }
        }
        keys.into_iter().collect()
    })
}

/// v of a hand: one more than the number of classes of hands it beats.
pub fn value(hand: &Hand) -> usize {
    let key = five(hand, Ladder::STANDARD);
    1 + classes().partition_point(|class| *class < key)
}

/// The value of the input's hand, on its own line.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    Ok(parse(text)?
        .iter()
        .map(|h| format!("{}\n", value(h)))
        .collect())
}
