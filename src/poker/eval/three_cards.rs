//! A three-card ladder's tables (King's Poker, Zha Jin Hua): each of the 455
//! multisets of three ranks behind the perfect hash of five or seven ranks' slots
//! ([`ODD`]; the rank keys of three ranks are distinct, as those of five are), and
//! each of the 286 flushes at its rank mask, as a five-card ladder's flushes.
//!
//! A three-card hand fails both of [`Evaluator::strength`]'s first tests (each
//! tests a bit that every three-card hand sets: see [`build`]), and its tables
//! have `flush_wins` false, so every hand comes to [`place`]: a flush test, then
//! one look-up.
//!
//! [`Evaluator::strength`]: super::Evaluator::strength

use super::{HASHED_KEYS, Hand, ODD, RankSet, Tables, flush_slot, place_sets};
use crate::poker::Ladder;

/// Bit 2 of each suit's counter in a [`Hand`]'s word. A counter starts at 3, so a
/// suit with one card or more sets it; three cards always hold a suit.
const ANY_SUIT: u64 = 0x4444 << 48;

/// Builds the tables of a three-card ladder without suit ties (as
/// [`super::build_any`] checks): each class's key, the ladder's own, numbered in
/// order, at its multiset's slot or its flush's.
pub(super) fn build(ladder: Ladder) -> Box<Tables> {
    let mut tables = Tables::empty(ladder, [ANY_SUIT, ANY_SUIT, 0], place);
    // Each multiset of three ranks a <= b <= c, with its key; those of three
    // different ranks also as a flush (a ladder without flushes gives it its ranks' key).
    let (mut sets, mut flushes) = (Vec::with_capacity(455), Vec::with_capacity(286));
    for a in 0..13 {
        for b in a..13 {
            for c in b..13 {
                let mut counts = [0u8; 13];
                for r in [a, b, c] {
                    counts[r] += 1;
                }
                let rank_key = [a, b, c]
                    .iter()
                    .fold(0u32, |key, &r| key.wrapping_add(HASHED_KEYS[r]));
                sets.push((rank_key, ladder.key_of_counts(&counts, false)));
                if a < b && b < c {
                    let mask = 1u64 << a | 1 << b | 1 << c;
                    flushes.push((mask, ladder.key_of_counts(&counts, true)));
                }
            }
        }
    }
    tables.number(sets.iter().map(|s| s.1).chain(flushes.iter().map(|f| f.1)));
    let placed: Vec<RankSet> = sets
        .iter()
        .map(|&(rank_key, key)| RankSet {
            rank_key,
            room: 0,
            strength: tables.place(key),
        })
        .collect();
    place_sets(placed.iter(), ODD, &mut tables);
    for (mask, key) in flushes {
        tables.strengths[flush_slot(mask)] = tables.place(key);
    }
    tables
}

/// The place of a hand of exactly three cards (of any other number, some place
/// with no meaning, not a panic: every index is masked into the tables).
pub(super) fn place(tables: &Tables, hand: Hand) -> u16 {
    // A suit's counter, from 3, reaches 6 with all three cards: bits 1 and 2 both
    // set, as in no counter of a hand of three suits or two (3, 4 or 5).
    let counters = hand.word >> 48;
    let slot = if counters & counters >> 1 & 0x2222 != 0 {
        // The flush's ranks: its suit's, the other suits' being empty.
        let cards = hand.cards().bits();
        flush_slot(cards | cards >> 16 | cards >> 32 | cards >> 48)
    } else {
        tables.slot(ODD, hand.word as u32)
    };
    tables.strengths[slot]
}
