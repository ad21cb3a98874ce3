//! A five- or seven-card hand in 12 bytes, for hands stored by the million.
//!
//! Evaluating hands read from memory costs their reading as much as their lookups:
//! a 16-byte [`Hand`] per holding makes ten million random holdings a 160 MB read.
//! A [`PackedHand`] keeps a hand's 32-bit rank key and its cards, with each suit's
//! card count in the three bits above the suit's thirteen, and looks up in the very
//! tables a [`Hand`] does, from three quarters of the bytes. What it drops is the
//! count of all the cards, whose parity sends a [`Hand`] of six cards to a hash of
//! its own, so it ranks five or seven cards, not six.

use super::{CARD_WORDS, Evaluator, Hand, ODD, flush_slot};
use crate::poker::{Card, CardSet, Strength};

/// The rank bits of the four suits, without the counts above them.
const RANK_BITS: u64 = 0x1fff_1fff_1fff_1fff;
/// The top bit of each suit's count, bit 15 of its 16.
pub(in crate::poker) const COUNT_TOPS: u64 = 0x8000_8000_8000_8000;

/// A hand of five or seven cards in 12 bytes, built card by card as a [`Hand`] is.
///
/// `key` is the rank key of a [`Hand`] (the low 32 bits of its word). `cards` holds
/// one 64-bit word as eight little-endian bytes, so that the hand is aligned to four
/// bytes and takes 12 of them, and the word is still one load:
///
/// ```text
///  63  61 60          48 47  45 44          32 31  29 28          16 15  13 12           0
/// +------+--------------+------+--------------+------+--------------+------+--------------+
/// |count |    spades    |count |    hearts    |count |   diamonds   |count |    clubs     |
/// +------+--------------+------+--------------+------+--------------+------+--------------+
///  each suit's 13 rank bits, as in a CardSet, and above them its number of cards, 0 to 7
/// ```
///
/// A count is five or more exactly when its top bit and one of its other two are
/// set (101, 110 and 111), so one shift-and-mask test finds a flush.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Category, Evaluator, Hand, PackedHand};
///
/// let cards = Card::parse_list("Ah Kh 9h 4h 2h Ks Kd").unwrap();
/// let packed = cards.iter().fold(PackedHand::EMPTY, |h, &c| h.add(c));
/// let hand = cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
/// assert_eq!(std::mem::size_of::<PackedHand>(), 12);
/// assert_eq!(packed.strength().category(), Category::Flush);
/// assert_eq!(packed.strength(), hand.strength());
/// assert_eq!(PackedHand::from(hand), packed);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PackedHand {
    key: u32,
    cards: [u8; 8],
}

impl PackedHand {
    /// The hand with no card.
    pub const EMPTY: PackedHand = PackedHand {
        key: 0,
        cards: [0; 8],
    };

    fn from_parts(key: u32, cards: u64) -> PackedHand {
        PackedHand {
            key,
            cards: cards.to_le_bytes(),
        }
    }

    /// The 64-bit word of cards and counts.
    #[inline]
    fn word(self) -> u64 {
        u64::from_le_bytes(self.cards)
    }

    /// This hand with `card` added. The card must not already be in it.
    // Named for adding a card to a hand, as `Hand::add` is.
    #[allow(clippy::should_implement_trait)]
    #[inline]
    pub fn add(self, card: Card) -> PackedHand {
        let bit = card.bit();
        // The card's bit, and one more card in its suit: 16 * suit + 13.
        let term = 1u64 << bit | 1 << (bit & !15 | 13);
        // Wrapping: eight cards of the last suit would carry out of the word.
        PackedHand::from_parts(
            self.key.wrapping_add(CARD_WORDS[bit as usize] as u32),
            self.word().wrapping_add(term),
        )
    }

    /// The hand holding the cards of both; they must not share a card.
    #[inline]
    pub fn combine(self, other: PackedHand) -> PackedHand {
        PackedHand::from_parts(
            self.key.wrapping_add(other.key),
            self.word().wrapping_add(other.word()),
        )
    }

    /// The cards of the hand.
    pub fn cards(self) -> CardSet {
        CardSet::from_bits(self.word() & RANK_BITS)
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.cards().len()
    }

    /// Whether the hand has no card.
    pub fn is_empty(self) -> bool {
        self.word() & RANK_BITS == 0
    }

    /// The strength of the best five cards, through the shared tables.
    ///
    /// Meaningful for five or seven cards. With any other number the result is
    /// some [`Strength`] with no meaning, not a panic; a six-card hand needs a
    /// [`Hand`].
    ///
    /// # Complexity
    /// The first call in the process builds the tables (see [`Evaluator::get`]).
    #[inline]
    pub fn strength(self) -> Strength {
        Evaluator::get().packed_strength(self)
    }
}

impl From<Hand> for PackedHand {
    /// The same cards, packed: the rank key as it is, each suit's count moved
    /// above its ranks.
    fn from(hand: Hand) -> PackedHand {
        let counts = (0..4u32).fold(0, |counts, suit| {
            // A Hand counts suit s in bits 60 - 4s to 63 - 4s, from 3.
            let count = (hand.word >> (60 - 4 * suit) & 15) - 3;
            counts | count << (16 * suit + 13)
        });
        PackedHand::from_parts(hand.word as u32, hand.mask | counts)
    }
}

impl Evaluator {
    /// The strength of the best five cards of a [`PackedHand`] of five or seven
    /// cards (meaningless, but no panic, for other sizes: see
    /// [`PackedHand::strength`]).
    ///
    /// # Complexity
    /// One flush test, then two loads as for a [`Hand`] of five or seven cards.
    #[inline]
    pub fn packed_strength(self, hand: PackedHand) -> Strength {
        let word = hand.word();
        // Bit 15 of a suit's 16 where its count is five or more; rules without
        // suits read a zero mask and never reach the flushes.
        let flush = word & (word << 1 | word << 2) & self.tables.flags[2];
        let slot = if flush == 0 {
            self.tables.slot(ODD, hand.key)
        } else {
            // The flush bit of suit s is bit 16s + 15.
            flush_slot(word >> (flush.trailing_zeros() & !15))
        };
        Strength::from_value(self.tables.strengths[slot])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::poker::{Rank, Rules, Suit, reference};

    fn both(s: &str) -> (PackedHand, Hand) {
        let cards = Card::parse_list(s).unwrap();
        (
            cards.iter().fold(PackedHand::EMPTY, |h, &c| h.add(c)),
            cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c)),
        )
    }

    #[test]
    fn twelve_bytes() {
        assert_eq!(std::mem::size_of::<PackedHand>(), 12);
        assert_eq!(std::mem::align_of::<PackedHand>(), 4);
    }

    #[test]
    fn counts_flag_five_of_a_suit_and_no_fewer() {
        for suit in 0..4 {
            let mut hand = PackedHand::EMPTY;
            for r in 0..7 {
                let card = Card::new(Rank::from_index(2 * r % 13), Suit::from_index(suit));
                hand = hand.add(card);
                let word = hand.word();
                let flush = word & (word << 1 | word << 2) & COUNT_TOPS;
                let expected = if r >= 4 { 1 << (16 * suit + 15) } else { 0 };
                assert_eq!(flush, expected, "suit {suit}, {} cards", r + 1);
                assert_eq!(word >> (16 * suit + 13) & 7, r as u64 + 1);
            }
        }
    }

    #[test]
    fn known_hands_match_the_reference_under_every_rule() {
        for s in [
            "Ah Kh Qh Jh Th 2c 3d",
            "5d 4d 3d 2d Ad Kd 6c",
            "9c 9d 9h 9s 2c 2d 2h",
            "3c 3d 3h 2s 2c 4h 4d",
            "5c 4d 3h 2s Ac",
            "2s 3s 4s 5s 7s 9c Tc",
            "As Ks Qs Js 9s 8c 8d",
            "Kc Qc 9c 7c 5c 3c 2c",
            "Ts 9s 8s 7s 6s",
        ] {
            let cards = Card::parse_list(s).unwrap();
            let (packed, hand) = both(s);
            assert_eq!(PackedHand::from(hand), packed, "{s}");
            assert_eq!(packed.cards(), hand.cards(), "{s}");
            assert_eq!(packed.len(), cards.len(), "{s}");
            for rules in Rules::EVERY {
                let eval = Evaluator::with(rules);
                let expected = reference::best_strength(&cards, rules);
                assert_eq!(eval.packed_strength(packed), expected, "{rules:?} {s}");
            }
        }
    }

    #[test]
    fn combine_equals_adding() {
        let (left, _) = both("Ah Kh 2c 2d");
        let (right, _) = both("2s Ac 7d");
        let (all, _) = both("Ah Kh 2c 2d 2s Ac 7d");
        assert_eq!(left.combine(right), all);
        assert!(PackedHand::EMPTY.is_empty() && !all.is_empty());
    }
}
