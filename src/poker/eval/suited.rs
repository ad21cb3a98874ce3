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
#[cold]
pub(super) fn best(tables: &Tables, hand: Hand) -> u16 {
    let flush_bits = hand.word & tables.flags[1];
    let flush = tables.strengths[hand.flush_slot(flush_bits)];
    // The flush bit of suit s is bit 63 - 4s.
    let suit = flush_bits.leading_zeros() / 4;
    let cards = hand.cards().bits();
    let others = cards & !(0x1fff << (16 * suit));
    if others == 0 {
        return flush;
    }
    let suited = (cards >> (16 * suit)) as u16 & 0x1fff;
    // The suited cards' hashed rank keys, and their sum.
    let (mut keys, mut n, mut rest) = ([0u32; 7], 0, suited);
    while rest != 0 {
        keys[n] = HASHED_KEYS[rest.trailing_zeros() as usize];
        (n, rest) = (n + 1, rest & (rest - 1));
    }
    let rank_key = hand.word as u32;
    let look = |part, rank_key| tables.strengths[tables.slot(part, rank_key)];
    let less = |i: usize| rank_key.wrapping_sub(keys[i]);
    match (hand.len(), n) {
        (6, 5) => (0..5).fold(flush, |best, i| best.max(look(ODD, less(i)))),
        (7, 5) => {
            let by_ranks = look(ODD, rank_key);
            let lanes = (others | others >> 16 | others >> 32 | others >> 48) as u16;
            let five = || keys[..5].iter().fold(0u32, |k, &x| k.wrapping_add(x));
            if lanes & suited != 0 || by_ranks != look(ODD, five()) {
                return by_ranks.max(flush);
            }
            (0..5).fold(flush, |best, i| best.max(look(SIX, less(i))))
        }
        _ => {
            // Six suited of seven: less two of them, five cards.
            let mut best = flush;
            for i in 0..n {
                for &other in &keys[i + 1..n] {
                    best = best.max(look(ODD, less(i).wrapping_sub(other)));
                }
            }
            best
        }
    }
}
