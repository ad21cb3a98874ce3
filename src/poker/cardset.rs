//! Sets of cards as a 64-bit mask: one 16-bit lane per suit, bit `rank` in it.

use crate::poker::Card;
use std::fmt;

/// A set of cards; bit `16 * suit + rank` is set when the card is in it.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

const FULL: u64 = 0x1fff_1fff_1fff_1fff;

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const DECK: CardSet = CardSet(FULL);

    /// The set holding just `card`.
    pub fn single(card: Card) -> CardSet {
        CardSet(1 << card.bit())
    }

    pub(crate) fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & FULL)
    }

    /// The raw mask.
    pub fn bits(self) -> u64 {
        self.0
    }

    /// The ranks held in the suit of index `suit` (as [`crate::poker::Suit::index`]), as a 13-bit mask.
    pub fn suit_ranks(self, suit: usize) -> u16 {
        (self.0 >> (16 * suit)) as u16 & 0x1fff
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no card.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 >> card.bit() & 1 == 1
    }

    /// Adds `card`; returns false when it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let fresh = !self.contains(card);
        self.0 |= 1 << card.bit();
        fresh
    }

    /// The cards in either set.
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Whether the two sets share no card.
    pub fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// The cards of the deck not in this set: the ones not yet dealt.
    pub fn undealt(self) -> CardSet {
        CardSet(FULL & !self.0)
    }

    /// The cards in increasing bit order.
    pub fn iter(self) -> Iter {
        Iter(self.0)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

/// Iterator over the cards of a [`CardSet`].
#[derive(Clone, Debug)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card::from_bit(bit))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|c| c.to_string()))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_and_undealt() {
        assert_eq!(CardSet::DECK.iter().collect::<CardSet>(), CardSet::DECK);
        let hand: CardSet = Card::parse_list("As Kd 2c").unwrap().into_iter().collect();
        let rest = hand.undealt();
        assert_eq!(rest.len(), 49);
        assert!(rest.is_disjoint(hand));
        assert_eq!(rest.union(hand), CardSet::DECK);
        assert!(hand.contains("Kd".parse().unwrap()) && !rest.contains("Kd".parse().unwrap()));
    }

    #[test]
    fn insert_reports_duplicates() {
        let mut set = CardSet::EMPTY;
        let card: Card = "7h".parse().unwrap();
        assert!(set.insert(card));
        assert!(!set.insert(card));
        assert_eq!(set.len(), 1);
        assert_eq!(set.suit_ranks(2), 1 << 5);
    }

    #[test]
    fn iteration_visits_each_card_once() {
        let cards: Vec<Card> = CardSet::DECK.iter().collect();
        assert_eq!(cards.len(), 52);
        let mut indices: Vec<usize> = cards.iter().map(|c| c.index()).collect();
        indices.sort_unstable();
        assert_eq!(indices, (0..52).collect::<Vec<_>>());
    }
}
