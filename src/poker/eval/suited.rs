//! A holding with five or more of a suit under a ladder where that flush need not be
//! its best hand (deuce-to-seven, where flushes count against the hand): the better
//! of its best flush and the best of its five-card subsets that hold a card of
//! another suit.
//!
//! Such a subset holds at most four of the suited cards, so it lies in the holding
//! less one suited card (of five suited) or less two (of six), which makes no
//! flush: its place is that smaller holding's by ranks alone, one look-up each.
//! With no card of another suit every subset is a flush.

use super::{HASHED_KEYS, Hand, ODD, SIX, Tables};

/// The place of a holding of 5 to 7 cards with five or more of a suit.
///
/// A seven-card holding with five of a suit mostly needs two look-ups: the best
/// five by ranks alone holds another suit's card unless it is the suited five's
/// ranks, and even then when another card has a suited card's rank and stands in
/// for it. Only the rest look up the holding less each suited card.
#[inline]
fn best(tables: &Tables, hand: Hand) -> u16 {
    let flush_bits = hand.word & tables.flags[1];
    // The flush bit of suit s is bit 63 - 4s.
    let suit = flush_bits.leading_zeros() / 4;
    let (cards, rank_key) = (hand.cards().bits(), hand.word as u32);
    let suited = (cards >> (16 * suit)) as u16 & 0x1fff;
    let flush = tables.strengths[hand.flush_slot(flush_bits)];
    let others = cards & !(0x1fff << (16 * suit));
    let look = |part, rank_key| tables.strengths[tables.slot(part, rank_key)];
    let (len, drop) = (hand.len() as u32, suited.count_ones() - 4);
    if (len, drop) == (7, 1) {
        let by_ranks = look(ODD, rank_key);
        let lanes = (others | others >> 16 | others >> 32 | others >> 48) as u16;
        if by_ranks != look(ODD, key_of(suited)) || lanes & suited != 0 {
            return by_ranks.max(flush);
        }
    }
    // Each choice of the suited ranks to leave out, one per suited card past four.
    let mut best = flush;
    let mut left_out = suited;
    while others != 0 && left_out != 0 {
        if left_out.count_ones() == drop {
            let part = if len - drop == 6 { SIX } else { ODD };
            best = best.max(look(part, rank_key.wrapping_sub(key_of(left_out))));
        }
        left_out = (left_out - 1) & suited;
    }
    best
}

/// The place of any holding of 5 to 7 cards under a ladder whose flushes need not
/// be its holdings' best hands: [`best`] for those with five of a suit, the usual
/// lookup for the rest. Out of line, so that the evaluator's hot path for every
/// other ladder is the usual lookup and one test of a flag it holds.
#[cold]
pub(super) fn other(tables: &Tables, hand: Hand) -> u16 {
    let rank_key = hand.word as u32;
    if hand.word & tables.flags[0] == 0 {
        tables.strengths[tables.slot(ODD, rank_key)]
    } else if hand.word & tables.flags[1] == 0 {
        tables.strengths[tables.slot(SIX, rank_key)]
    } else {
        best(tables, hand)
    }
}

/// The rank key of the ranks of a 13-bit mask.
fn key_of(mask: u16) -> u32 {
    (0..13)
        .filter(|r| mask >> r & 1 == 1)
        .fold(0, |k: u32, r| k.wrapping_add(HASHED_KEYS[r]))
}
