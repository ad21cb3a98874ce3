//! A five- or seven-card hand in 12 bytes, for hands stored by the million.
//!
//! Ten million random seven-card holdings stored as 16-byte [`Hand`]s are a 160 MB
//! read, and evaluating them from memory costs more than twice what it costs with
//! the hands in cache (`bench/runs/2026-12-03-epyc-2core-b-floors.md`). A
//! [`PackedHand`] keeps a hand's 32-bit rank key and its cards, with each suit's
//! card count in the three bits above the suit's thirteen, and looks up in the very
//! tables a [`Hand`] does, from three quarters of the bytes. What it drops is the
//! count of all the cards, whose parity sends a [`Hand`] of six cards to a hash of
//! its own, so it ranks five or seven cards, not six.

use super::{CARD_WORDS, Evaluator, Hand, ODD, flush_slot};
use crate::poker::{Card, CardSet, Strength};

/// A hand of five or seven cards in 12 bytes, built card by card as a [`Hand`] is.
///
/// It holds the rank key of a [`Hand`] (the low 32 bits of the hand's word) and one
/// 64-bit word of cards and counts, kept as eight little-endian bytes so that the
/// hand is aligned to four bytes and takes 12 of them, and the word is still one
/// (unaligned) load:
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
/// set (101, 110 and 111), so a flush is found by one test of two shifts and
/// masks. A suit holds at most seven cards: an eighth would carry into the next
/// suit's lane (or, for spades, out of the word).
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Evaluator, Hand, Kind, PackedHand};
///
/// let cards = Card::parse_list("Ah Kh 9h 4h 2h Ks Kd").unwrap();
/// let packed = cards.iter().fold(PackedHand::EMPTY, |h, &c| h.add(c));
/// let hand = cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
/// assert_eq!(std::mem::size_of::<PackedHand>(), 12);
/// assert_eq!(Evaluator::get().kind(packed.strength()), Some(Kind::Flush));
/// assert_eq!(packed.strength(), hand.strength());
/// assert_eq!(PackedHand::from(hand), packed);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PackedHand {
    rank_key: u32,
    cards: [u8; 8],
}

impl PackedHand {
    /// The hand with no card.
    pub const EMPTY: PackedHand = PackedHand {
        rank_key: 0,
        cards: [0; 8],
    };

    fn from_parts(rank_key: u32, cards: u64) -> PackedHand {
        PackedHand {
            rank_key,
            cards: cards.to_le_bytes(),
        }
    }

    /// The 64-bit word of cards and counts.
    #[inline]
    fn word(self) -> u64 {
        u64::from_le_bytes(self.cards)
    }

    /// This hand with `card` added. The card must not already be in it, and its
    /// suit must hold fewer than seven cards: the cards are added, not or-ed.
    // Named for adding a card to a hand; `PackedHand + Card` as an operator would
    // read worse.
    #[allow(clippy::should_implement_trait)]
    #[inline]
    pub fn add(self, card: Card) -> PackedHand {
        let bit = card.bit();
        // The card's bit, and one more card in its suit: 16 * suit + 13.
        let term = 1u64 << bit | 1 << (bit & !15 | 13);
        // Wrapping: an eighth card of spades would carry out of the word.
        PackedHand::from_parts(
            self.rank_key.wrapping_add(CARD_WORDS[bit as usize] as u32),
            self.word().wrapping_add(term),
        )
    }

    /// The hand holding the cards of both; they must not share a card, and
    /// together hold at most seven of a suit.
    #[inline]
    pub fn combine(self, other: PackedHand) -> PackedHand {
        PackedHand::from_parts(
            self.rank_key.wrapping_add(other.rank_key),
            self.word().wrapping_add(other.word()),
        )
    }

    /// The cards of the hand (with at most seven of a suit).
    pub fn cards(self) -> CardSet {
        // `from_bits` keeps the rank bits and drops the counts above them.
        CardSet::from_bits(self.word())
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.cards().len()
    }

    /// Whether the hand has no card.
    pub fn is_empty(self) -> bool {
        self.cards().is_empty()
    }

    /// The strength of the best five cards under the standard ladder, through the
    /// shared tables.
    ///
    /// Meaningful for five or seven cards. With any other number the result is
    /// some [`Strength`] with no meaning, not a panic; a six-card hand needs a
    /// [`Hand`].
    ///
    /// # Complexity
    /// The first call in the process builds the tables (see [`Evaluator::get`]).
    #[inline]
    pub fn strength(self) -> Strength {
        self.lookup(Evaluator::get())
    }

    /// Bit 15 of each suit's 16 bits whose count is five or more, among the
    /// suits of `tops` (the counts' top bits, or none for a ladder without flushes).
    #[inline]
    fn five_of_a_suit(self, tops: u64) -> u64 {
        let word = self.word();
        word & (word << 1 | word << 2) & tops
    }

    /// [`Evaluator::packed_strength`]. Both entry points call this, not each other,
    /// so that a bundle that names neither can drop the module.
    #[inline]
    fn lookup(self, eval: Evaluator) -> Strength {
        let word = self.word();
        // A ladder without flushes reads a zero mask and never reaches them.
        let flush = self.five_of_a_suit(eval.tables.flags[2]);
        if !eval.flush_wins {
            // A flush need not be its holding's best hand: the hand's own path.
            return eval.strength(Hand::from_set(self.cards()));
        }
        let slot = if flush == 0 {
            eval.tables.slot(ODD, self.rank_key)
        } else {
            // The flush bit of suit s is bit 16s + 15.
            flush_slot(word >> (flush.trailing_zeros() & !15))
        };
        Strength::from_value(eval.tables.strengths[slot])
    }
}

impl From<Hand> for PackedHand {
    /// The same cards, packed: the rank key as it is, each suit's count moved
    /// above its ranks. Meaningful for at most seven cards of a suit; more give
    /// some hand with no meaning, not a panic.
    fn from(hand: Hand) -> PackedHand {
        let counts = (0..4u32).fold(0, |counts, suit| {
            // A Hand counts suit s in bits 60 - 4s to 63 - 4s, from 3 (wrapping
            // past 15, so no subtraction here can overflow).
            let count = (hand.word >> (60 - 4 * suit) & 15).wrapping_sub(3) & 7;
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
        hand.lookup(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::poker::eval::COUNT_TOPS;
    use crate::poker::{Ladder, Rank, Suit};

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
                let (word, flush) = (hand.word(), hand.five_of_a_suit(COUNT_TOPS));
                let expected = if r >= 4 { 1 << (16 * suit + 15) } else { 0 };
                assert_eq!(flush, expected, "suit {suit}, {} cards", r + 1);
                assert_eq!(word >> (16 * suit + 13) & 7, r as u64 + 1);
            }
        }
    }

    #[test]
    fn known_hands_match_the_plain_ladder_under_several_ladders() {
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
            for ladder in [
                Ladder::STANDARD,
                Ladder::ACE_HIGH,
                Ladder::RANKS_ONLY,
                Ladder::DEUCE_TO_SEVEN_LOW,
            ] {
                let eval = Evaluator::with(ladder);
                let key = eval.key(eval.packed_strength(packed));
                assert_eq!(key, ladder.best_of(&cards), "{ladder:?} {s}");
            }
        }
    }

    #[test]
    fn a_whole_suit_converts_without_a_panic() {
        let clubs = Hand::from_set(
            (0..13)
                .map(|r| Card::new(Rank::from_index(r), Suit::from_index(0)))
                .collect(),
        );
        let _ = PackedHand::from(clubs).strength();
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
