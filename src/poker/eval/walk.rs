//! Every seven-card hand's strength in deck order, the last two cards of each hand
//! read from a row per five-card prefix.
//!
//! Looking each of the 133,784,560 hands up ([`super::for_each_seven_card_hand`]
//! and [`Evaluator::strength`]) takes ten or so instructions a hand. Here, for each
//! five-card prefix, the row of its rank multiset ([`super::board_rows`]) holds the best
//! five of the seven ranks for every pair of ranks the last two cards can add, so
//! a hand that cannot be a flush is one entry of it.
//!
//! A hand can be a flush only when its prefix holds three or more cards of one
//! suit (five cards hold at most one such suit) and the last two bring that suit
//! to five. Those hands take the better of the row's entry and the flush of the
//! suit's cards from the evaluator's flush table. That is their best five: five
//! cards of one suit rank at least as high as a flush as their ranks do alone (the
//! evaluator walks hand by hand under a ladder where they may not), so the best
//! of every five read by ranks alone and of every flush is the best hand.
//!
//! The pairs of last cards, in deck order, are one list of 1,326 row entries, and
//! the pairs after a prefix's last card are the list's end: one loop reads them.

use super::board_rows::{Row, Rows, pair_entry, suit_of_three};
use super::{Evaluator, HASHED_KEYS, Hand, ODD, flush_slot, for_each_five_card_prefix, rank_pair};
use crate::poker::{Card, Strength};

/// Pairs of two of the 52 cards.
const PAIRS: usize = 1_326;

/// The place of the pair of cards `f < g` (deck indices) in deck order.
fn pair_index(f: usize, g: usize) -> usize {
    // The pairs whose first card is `f` or later number C(52 - f, 2).
    PAIRS - (52 - f) * (51 - f) / 2 + (g - f - 1)
}

/// [`Evaluator::for_each_seven_card_strength`]: calls `visit` with the strength under
/// `eval` of each seven-card hand, in deck order.
pub(super) fn by_rows(eval: Evaluator, mut visit: impl FnMut(Strength)) {
    // Each ladder's rows, found by its tables, built on its first walk.
    static ROWS: std::sync::Mutex<Vec<(usize, &'static Rows)>> = std::sync::Mutex::new(Vec::new());
    let id = eval.tables as *const _ as usize;
    let rows = {
        let mut all = ROWS.lock().unwrap_or_else(|e| e.into_inner());
        match all.iter().find(|(t, _)| *t == id) {
            Some(&(_, rows)) => rows,
            None => {
                let rows: &'static Rows = Box::leak(Box::new(build(eval)));
                all.push((id, rows));
                rows
            }
        }
    };
    let cards: Vec<Card> = Card::all().collect();
    let hands: Vec<Hand> = cards.iter().map(|&c| Hand::EMPTY.add(c)).collect();
    let rank: Vec<usize> = cards.iter().map(|&c| c.rank().index()).collect();
    // Each pair of cards in deck order, as its row entry.
    let mut pairs = Vec::with_capacity(PAIRS);
    for (f, &a) in cards.iter().enumerate() {
        for &b in &cards[f + 1..] {
            pairs.push(pair_entry(a, b));
        }
    }
    let flush = |mask: usize| eval.tables.strengths[flush_slot(mask as u64)];
    // A prefix's values, kept to be raised by its flushes before they are visited.
    let mut values = [0u16; PAIRS];
    // The last two cards need room: the fifth stops at the deck's 50th card.
    for_each_five_card_prefix(&hands, 50, |he, e| {
        let row = rows.row(he.word as u32);
        let start = pair_index(e + 1, e + 2);
        let flushes = Flushes::of(he, e, eval.tables.flags[1]);
        if !flushes.possible() {
            for &p in &pairs[start..] {
                visit(Strength::from_value(row[p.index()]));
            }
            return;
        }
        for (v, &p) in values[start..].iter_mut().zip(&pairs[start..]) {
            *v = row[p.index()];
        }
        flushes.each(&rank, |f, g, mask| {
            let v = &mut values[pair_index(f, g)];
            *v = (*v).max(flush(mask));
        });
        for &v in &values[start..] {
            visit(Strength::from_value(v));
        }
    });
}

/// The flushes the last two cards can make with a five-card prefix: the prefix's
/// cards of its suit with three or more of them, and that suit's cards after it.
struct Flushes {
    /// How many cards of the suit the prefix holds: 0 when no suit has three.
    held: usize,
    /// Their ranks.
    ranks: usize,
    /// The suit's cards after the prefix, deck indices `lo..hi`. Cards are in
    /// suit order and the prefix's are all before it, so every other card after
    /// the prefix comes after these.
    lo: usize,
    hi: usize,
}

impl Flushes {
    /// The flushes of the five-card `prefix`, whose last card is at `e`, under
    /// a ladder whose flush bits are `flush_bits` (none for a ladder without flushes).
    fn of(prefix: Hand, e: usize, flush_bits: u64) -> Flushes {
        let tops = suit_of_three(prefix.word, flush_bits);
        if tops == 0 {
            return Flushes {
                held: 0,
                ranks: 0,
                lo: 0,
                hi: 0,
            };
        }
        // The suit's top bit is bit 63 - 4s: its leading zeros are 4s.
        let s = tops.leading_zeros() as usize / 4;
        Flushes {
            held: ((prefix.word >> (60 - 4 * s)) & 15) as usize - 3,
            ranks: (prefix.mask >> (16 * s)) as usize & 0x1fff,
            lo: e + 1,
            hi: (13 * s + 13).max(e + 1),
        }
    }

    /// Whether two more cards can make five of the suit.
    fn possible(&self) -> bool {
        self.held + 2.min(self.hi - self.lo) >= 5
    }

    /// Calls `raise(f, g, ranks)` for each pair of last cards `f < g` that makes a
    /// flush, `ranks` its suit's ranks among the seven.
    fn each(&self, rank: &[usize], mut raise: impl FnMut(usize, usize, usize)) {
        let (lo, hi) = (self.lo, self.hi);
        let bit = |c: usize| if c < hi { 1 << rank[c] } else { 0 };
        // With three, both last cards of the suit; with four, the first of them
        // (then the second may be any); with five, any two.
        let firsts = if self.held >= 5 { lo..52 } else { lo..hi };
        for f in firsts {
            let seconds = if self.held == 3 { f + 1..hi } else { f + 1..52 };
            for g in seconds {
                raise(f, g, self.ranks | bit(f) | bit(g));
            }
        }
    }
}

/// The rows of `eval`: for five ranks and a pair, the best five of the seven ranks
/// (0 where the seven hold five of a rank, which no deal has).
fn build(eval: Evaluator) -> Rows {
    let tables = eval.tables;
    Rows::build(|r, rank_key| {
        let mut counts = [0; 13];
        for &x in r {
            counts[x] += 1;
        }
        let mut row = [0; 96];
        for hi in 0..13 {
            for lo in 0..=hi {
                let fits = if lo == hi {
                    counts[hi] <= 2
                } else {
                    counts[hi] <= 3 && counts[lo] <= 3
                };
                if fits {
                    let seven = rank_key
                        .wrapping_add(HASHED_KEYS[lo])
                        .wrapping_add(HASHED_KEYS[hi]);
                    row[rank_pair(lo, hi)] = tables.strengths[tables.slot(ODD, seven)];
                }
            }
        }
        Row(row)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_in_deck_order_are_numbered_in_turn() {
        let mut next = 0;
        for f in 0..52 {
            for g in f + 1..52 {
                assert_eq!(pair_index(f, g), next);
                next += 1;
            }
        }
        assert_eq!(next, PAIRS);
    }
}
