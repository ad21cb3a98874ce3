//! Every [`Ladder`] ranked again the way its text reads, for the proofs: nothing here
//! uses `showdown::poker`'s ladder code, only the ladder's fields as the answers to the
//! statement's questions (which kinds, in what order, how many cards, where the
//! ace plays, which ranks the deck has, exact counts or not, suits or not, low or
//! high).
//!
//! The text, written once more: a rank's value is 2 to 14, the ace 14, or 1 where
//! the ace plays only low. A straight is one of the runs listed by [`runs`]: the
//! deck's ranks in their natural order, every window of the hand's size, and where
//! the ace may play low, the ace followed by the deck's lowest ranks (its top the
//! last of them). The hand's kind is the last listed kind whose definition it meets;
//! with exact counts "three of a rank" means exactly three; a royal flush is a
//! straight flush whose top is the ace played high. Within a kind, hands compare by
//! the sizes of their groups of equal ranks, largest first, then by the groups'
//! ranks (a straight by its top), then by the suits of the cards in the order the
//! hand is read, by the statement's order of suits: the groups, larger first, each
//! from its highest rank down, and a straight down its run from the top, so that
//! the wheel is read 5 4 3 2 A. A low ladder reverses the order; an eight-or-better
//! hand with a pair or a card above the eight is no hand.

use itertools::Itertools;
use showdown::poker::{Ace, Card, Kind, Ladder, Rank, Suit};
use std::cmp::Reverse;

/// A hand's place under a high ladder: the kind's place among the ladder's kinds,
/// the group sizes, the group ranks, the suits.
pub type High = (usize, Vec<usize>, Vec<u8>, Vec<u8>);

/// A hand's place: the larger is the better hand (one ladder's keys are all `High`
/// or all `Low`, with `NoHand` below both).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum PlainLadderKey {
    /// An eight-or-better hand that does not qualify.
    NoHand,
    /// A high ladder's hand.
    High(High),
    /// A low ladder's hand: its high key, the order turned over.
    Low(Reverse<High>),
}

impl PlainLadderKey {
    /// The kind's place among the ladder's kinds; `None` for no hand.
    pub fn place(&self) -> Option<usize> {
        match self {
            PlainLadderKey::NoHand => None,
            PlainLadderKey::High(h) | PlainLadderKey::Low(Reverse(h)) => Some(h.0),
        }
    }
}

/// The value of a rank: 2 to 14, or 1 for an ace that plays only low.
fn value(rank: Rank, ladder: &Ladder) -> u8 {
    let natural = rank.index() as u8 + 2;
    if rank == Rank::ACE && ladder.ace == Ace::Low {
        1
    } else {
        natural
    }
}

/// The straights of `ladder`: each run of ranks (as natural values, 2 to 14) with
/// the value of its top card.
pub fn runs(ladder: &Ladder) -> Vec<(Vec<u8>, u8)> {
    let lowest = ladder.lowest.index() as u8 + 2;
    let n = ladder.size as u8;
    // In the natural order the ace (14) is above the king; an ace that plays only
    // low has no place there.
    let top = if ladder.ace == Ace::Low { 13 } else { 14 };
    let mut runs: Vec<(Vec<u8>, u8)> = (lowest..=top + 1 - n)
        .map(|start| ((start..start + n).collect(), start + n - 1))
        .collect();
    if ladder.ace != Ace::High {
        let mut wheel = vec![14];
        wheel.extend(lowest..lowest + n - 1);
        runs.push((wheel, lowest + n - 2));
    }
    runs
}

/// The key of a hand of exactly the ladder's size, given as ranks and, where it has
/// them, suits.
///
/// # Panics
/// If the hand has another size, or suits for some cards and not others.
pub fn key(ranks: &[Rank], suits: Option<&[Suit]>, ladder: &Ladder) -> PlainLadderKey {
    assert_eq!(ranks.len(), ladder.size);
    let naturals: Vec<u8> = ranks.iter().map(|r| r.index() as u8 + 2).collect();
    // How many cards of each rank.
    let mut counts = [0usize; 13];
    for r in ranks {
        counts[r.index()] += 1;
    }
    let sizes: Vec<usize> = counts
        .iter()
        .copied()
        .filter(|&n| n > 0)
        .sorted()
        .rev()
        .collect();
    if let Some(limit) = ladder.qualifier {
        let above = ranks
            .iter()
            .any(|&r| value(r, ladder) > value(limit, ladder));
        if sizes.len() < ranks.len() || above {
            return PlainLadderKey::NoHand;
        }
    }
    let at = |k: usize| {
        if ladder.exact {
            sizes.iter().filter(|&&s| s == k).count()
        } else {
            sizes.iter().filter(|&&s| s >= k).count()
        }
    };
    let flush = suits.is_some_and(|s| s.iter().all_equal());
    let run = runs(ladder)
        .into_iter()
        .find(|(run, _)| run.iter().sorted().eq(naturals.iter().sorted()));
    let straight = run.as_ref().map(|(_, top)| *top);
    let meets = |kind: Kind| match kind {
        Kind::HighCard => true,
        Kind::OnePair => at(2) >= 1,
        Kind::TwoPair => at(2) >= 2,
        Kind::ThreeOfAKind => at(3) >= 1,
        Kind::Straight => straight.is_some(),
        Kind::Flush => flush,
        Kind::FullHouse if ladder.exact => sizes.contains(&3) && sizes.contains(&2),
        // Three of one rank and two of another: the two largest groups.
        Kind::FullHouse => sizes.len() >= 2 && sizes[0] >= 3 && sizes[1] >= 2,
        Kind::FourOfAKind => at(4) >= 1,
        Kind::StraightFlush => flush && straight.is_some(),
        Kind::RoyalFlush => flush && straight == Some(14),
        Kind::FiveOfAKind => at(5) >= 1,
    };
    let place = ladder
        .kinds
        .iter()
        .rposition(|&k| meets(k))
        .expect("every ladder lists the high card");
    // The cards by group size, then value, then suit, strongest first.
    let strength = |i: usize| match (ladder.suits, suits) {
        (Some(order), Some(s)) => 4 - order.iter().position(|&o| o == s[i]).expect("a suit") as u8,
        _ => 0,
    };
    let straight_kind = matches!(
        ladder.kinds[place],
        Kind::Straight | Kind::StraightFlush | Kind::RoyalFlush
    );
    let by_group: Vec<usize> = match &run {
        // A straight is read down its run, from the top card.
        Some((run, _)) if straight_kind => run
            .iter()
            .rev()
            .map(|&r| {
                (0..ranks.len())
                    .find(|&i| naturals[i] == r)
                    .expect("in the run")
            })
            .collect(),
        _ => (0..ranks.len())
            .sorted_by_key(|&i| {
                Reverse((
                    counts[ranks[i].index()],
                    value(ranks[i], ladder),
                    strength(i),
                ))
            })
            .collect(),
    };
    let group_ranks: Vec<u8> = match (straight_kind, straight) {
        (true, Some(top)) => vec![top],
        _ => by_group
            .iter()
            .map(|&i| value(ranks[i], ladder))
            .dedup()
            .collect(),
    };
    let suit_order: Vec<u8> = by_group.iter().map(|&i| strength(i)).collect();
    let high = (place, sizes, group_ranks, suit_order);
    // A low ladder: the better hand is the lower, so the order is turned over.
    if ladder.low {
        PlainLadderKey::Low(Reverse(high))
    } else {
        PlainLadderKey::High(high)
    }
}

/// The key of a hand of cards.
pub fn key_of_cards(cards: &[Card], ladder: &Ladder) -> PlainLadderKey {
    let ranks: Vec<Rank> = cards.iter().map(|c| c.rank()).collect();
    let suits: Vec<Suit> = cards.iter().map(|c| c.suit()).collect();
    key(&ranks, Some(&suits), ladder)
}

/// The key of the best hand of the ladder's size among `cards` (at least that
/// many): every subset tried.
///
/// # Panics
/// If there are fewer cards than the ladder's size.
pub fn best_of_cards(cards: &[Card], ladder: &Ladder) -> PlainLadderKey {
    best_by(cards, ladder, |hand| key_of_cards(hand, ladder))
}

/// The key of the best hand of the ladder's size among `ranks`, a hand without suits
/// (never a flush): every subset tried.
///
/// # Panics
/// If there are fewer ranks than the ladder's size.
pub fn best_of_ranks(ranks: &[Rank], ladder: &Ladder) -> PlainLadderKey {
    best_by(ranks, ladder, |hand| key(hand, None, ladder))
}

/// The best `key` of any `ladder.size` of `items`.
fn best_by<T: Copy>(
    items: &[T],
    ladder: &Ladder,
    key: impl Fn(&[T]) -> PlainLadderKey,
) -> PlainLadderKey {
    items
        .iter()
        .copied()
        .combinations(ladder.size)
        .map(|hand| key(&hand))
        .max()
        .expect("at least a hand's cards")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_of_n_tries_every_hand_of_the_ladders_size() {
        let cards = |t: &str| Card::parse_list(t).unwrap();
        // Seven cards: a flush in hearts beside a pair of nines; the flush wins
        // where flushes count, the pair where they do not.
        let seven = cards("2H 5H 9H JH KH 9S 3D");
        let place = |ladder: &Ladder| best_of_cards(&seven, ladder).place();
        assert_eq!(place(&Ladder::STANDARD), Some(5));
        assert_eq!(place(&Ladder::RANKS_ONLY), Some(1));
        // The same hand read as ranks alone: never a flush.
        let ranks: Vec<Rank> = seven.iter().map(|c| c.rank()).collect();
        assert_eq!(best_of_ranks(&ranks, &Ladder::STANDARD).place(), Some(1));
        // A three-card ladder takes the best three: the pair of nines and the king.
        let three = best_of_cards(&seven, &Ladder::KINGS_POKER);
        assert_eq!(
            three,
            key_of_cards(&cards("9H 9S KH"), &Ladder::KINGS_POKER)
        );
        // Ranks that repeat past four, five of a kind where the ladder has it.
        let nines = [Rank::NINE; 6];
        assert_eq!(
            best_of_ranks(&nines, &Ladder::FIVE_OF_A_KIND).place(),
            Some(9)
        );
    }
}
