//! Hands ranked the way the statements write the rules, for the brute forces and the
//! proofs: nothing here uses `showdown::poker`'s evaluators, its `Strength` or its
//! tables, so a wrong rule there cannot hide in both.
//!
//! A statement's ranking is read off its text as follows. Ranks count 2 to 14, the
//! ace 14. A straight is five distinct ranks in a row; where the statement lets the
//! ace play low (the ladder's `ace` is not [`Ace::High`]), A 2 3 4 5 is one too, the
//! lowest, with 5 as its top. A flush is five cards of one suit, and a statement
//! without suits (a ladder that does not list [`Kind::Flush`]) has none. The
//! [`Ladder`] is asked only those two questions: how they change the ranking is
//! written again here, for the standard categories. The categories, lowest first: high card,
//! one pair, two pairs, three of a kind, straight, flush, full house, four of a kind,
//! straight flush. Within a category, hands compare by their ranks grouped by how
//! often they occur, larger groups first and higher ranks first within a size (a
//! straight by its top alone), the first difference deciding.

pub mod ladder;

use itertools::Itertools;
use showdown::poker::{Ace, Card, Kind, Ladder};

/// The categories, lowest first, as the statements name them.
pub const CATEGORIES: [&str; 9] = [
    "high card",
    "one pair",
    "two pairs",
    "three of a kind",
    "straight",
    "flush",
    "full house",
    "four of a kind",
    "straight flush",
];

/// A five-card hand's place: the category's index in [`CATEGORIES`], then the ranks
/// that break ties (2 to 14), most significant first. Compared as a tuple.
pub type PlainKey = (usize, Vec<u8>);

/// The key of exactly five cards under the standard categories, the wheel and the
/// flushes as `ladder` answers the two questions.
///
/// # Panics
/// If `cards` are not five distinct cards.
pub fn five(cards: &[Card], ladder: Ladder) -> PlainKey {
    let wheel = ladder.ace != Ace::High;
    let suits = ladder.kinds.contains(&Kind::Flush);
    let distinct = (0..cards.len()).all(|i| !cards[i + 1..].contains(&cards[i]));
    assert!(cards.len() == 5 && distinct, "{cards:?}");
    // How many cards of each rank, 2 to 14.
    let mut count = [0usize; 15];
    for card in cards {
        count[card.rank().index() + 2] += 1;
    }
    // (count, rank) for each rank present, larger groups first, then higher ranks.
    let groups: Vec<(usize, u8)> = (2..=14u8)
        .filter(|&r| count[r as usize] > 0)
        .map(|r| (count[r as usize], r))
        .sorted()
        .rev()
        .collect();
    let shape: Vec<usize> = groups.iter().map(|g| g.0).collect();
    let ranks: Vec<u8> = groups.iter().map(|g| g.1).collect();
    let flush = suits && cards.iter().map(|c| c.suit()).all_equal();
    let straight_top = if ranks.len() < 5 {
        None
    } else if ranks[0] - ranks[4] == 4 {
        Some(ranks[0])
    } else if wheel && ranks == [14, 5, 4, 3, 2] {
        Some(5)
    } else {
        None
    };
    let category = match (straight_top, flush, &shape[..]) {
        (Some(_), true, _) => 8,
        (_, _, [4, 1]) => 7,
        (_, _, [3, 2]) => 6,
        (None, true, _) => 5,
        (Some(_), false, _) => 4,
        (_, _, [3, 1, 1]) => 3,
        (_, _, [2, 2, 1]) => 2,
        (_, _, [2, 1, 1, 1]) => 1,
        _ => 0,
    };
    match straight_top {
        Some(top) if category == 8 || category == 4 => (category, vec![top]),
        _ => (category, ranks),
    }
}

/// The key of the best five of `cards` (at least five): every five-card subset tried.
///
/// # Panics
/// If there are fewer than five cards, or a card repeats.
pub fn best(cards: &[Card], ladder: Ladder) -> PlainKey {
    cards
        .iter()
        .copied()
        .combinations(5)
        .map(|hand| five(&hand, ladder))
        .max()
        .expect("at least five cards")
}

/// The key of the best hand of exactly `k` of `pocket` and `5 - k` of `board`: every
/// such choice tried.
///
/// # Panics
/// If `k > 5`, either side has too few cards, or a card repeats.
pub fn best_with_pocket(pocket: &[Card], board: &[Card], k: usize, ladder: Ladder) -> PlainKey {
    let mut best = None;
    for mine in pocket.iter().copied().combinations(k) {
        for theirs in board.iter().copied().combinations(5 - k) {
            let hand: Vec<Card> = mine.iter().chain(&theirs).copied().collect();
            best = best.max(Some(five(&hand, ladder)));
        }
    }
    best.expect("enough cards on both sides")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(hand: &str, ladder: Ladder) -> PlainKey {
        five(&Card::parse_list(hand).unwrap(), ladder)
    }

    #[test]
    fn the_rules_text_on_known_hands() {
        let std = Ladder::STANDARD;
        assert_eq!(key("Ah 2c 3d 4s 5h", std), (4, vec![5]));
        assert_eq!(
            key("Ah 2c 3d 4s 5h", Ladder::ACE_HIGH),
            (0, vec![14, 5, 4, 3, 2])
        );
        assert_eq!(
            key("Ah 2h 3h 4h 5h", Ladder::ACE_HIGH),
            (5, vec![14, 5, 4, 3, 2])
        );
        assert_eq!(key("Ah Kh Qh Jh Th", std), (8, vec![14]));
        assert_eq!(key("Ah Kh Qh Jh Th", Ladder::RANKS_ONLY), (4, vec![14]));
        assert_eq!(key("Qh Kh Ah 2h 3h", std), (5, vec![14, 13, 12, 3, 2]));
        assert_eq!(key("3c 3d 3h 2s 2c", std), (6, vec![3, 2]));
        assert_eq!(key("2c 2d 9h 9s Kc", std), (2, vec![9, 2, 13]));
        assert!(key("2c 2d 6h Ts Ac", std) > key("2c 2d Th Qs Kc", std));
        assert!(key("3c 4d 7h 8s Ac", std) > key("8c Td Jh Qs Kc", std));
    }

    #[test]
    fn best_of_more_cards_and_exactly_two_from_the_pocket() {
        let cards = Card::parse_list("Ah Kh Qh Jh 9c 2d 2s").unwrap();
        assert_eq!(best(&cards, Ladder::STANDARD), (1, vec![2, 14, 13, 12]));
        // Omaha: four hearts in the pocket make no flush with one heart on the board.
        let pocket = Card::parse_list("Ah Kh Qh Jh").unwrap();
        let board = Card::parse_list("Th 2c 2d 7s 9c").unwrap();
        assert_eq!(
            best(&[&pocket[..], &board[..]].concat(), Ladder::STANDARD).0,
            8
        );
        let omaha = best_with_pocket(&pocket, &board, 2, Ladder::STANDARD);
        assert_eq!(omaha, (1, vec![2, 14, 13, 10]));
    }
}
