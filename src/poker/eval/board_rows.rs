//! Tables with a row per multiset of five ranks, the ranks of a five-card board or
//! prefix, and an entry per pair of ranks: Omaha's best hands ([`super::Omaha`]) and
//! the seven-card walk's ([`super::Evaluator::for_each_seven_card_strength`]).
//!
//! A row is found from the five cards' rank key (the sum of their hashed rank keys,
//! as in [`super::Hand`]) through a perfect hash, hash and displace as the
//! evaluator's own hashes, and read at the pair's entry:
//!
//! ```text
//!   rank key of the five cards
//!     │  top 11 bits: bucket ──► displacements[bucket] = d
//!     └─ (key + d) mod 8,192 ──► slot: the row, 96 two-byte entries
//!
//!   one row, 192 bytes (three cache lines), entry pair(a, b) = b * (b + 1) / 2 + a
//!   for ranks a <= b (deuce 0 .. ace 12):
//!   +--------+--------+--------+--------+-----+----------+-----+----------+-----------+
//!   | (2, 2) | (2, 3) | (3, 3) | (2, 4) | ... | (a, b)   | ... | (A, A)   | 0 0 0 0 0 |
//!   +--------+--------+--------+--------+-----+----------+-----+----------+-----------+
//!     0        1        2        3              pair(a, b)       90         91 .. 95
//! ```
//!
//! A table is 1,576,960 bytes: 8,192 rows of 192 bytes (6,175 of them boards', the
//! others never read) and 2,048 two-byte displacements.

use super::{HASHED_KEYS, rank_pair};
use crate::poker::Card;

/// Multisets of five ranks, at most four of each: the rows.
pub(super) const BOARDS: usize = 6_175;

/// Suit counters plus this are at least 8 exactly where the suit has three or more
/// cards of five (see [`super::Hand`]: each counter starts at 3).
const THREE_OF_A_SUIT: u64 = 0x2222 << 48;
/// Suit counters plus this are at least 8 exactly where the suit has two or more
/// cards, up to nine of it.
const TWO_OF_A_SUIT: u64 = 0x3333 << 48;
/// The top bit of each suit counter.
const SUIT_TOPS: u64 = 0x8888 << 48;

/// The top bit of the suit counter of the suit with three or more of the five cards
/// of the hand word `word`, or 0, under rules whose flush bits are `flush_bits` (none
/// for rules without suits): the suit in which two more cards could make a flush.
/// Five cards hold at most one such suit.
#[inline(always)]
pub(super) fn suit_of_three(word: u64, flush_bits: u64) -> u64 {
    word.wrapping_add(THREE_OF_A_SUIT) & SUIT_TOPS & flush_bits
}

/// The top bit of the suit counter of each suit with two or more cards in the hand
/// word `word`: the suits in which a pocket could add two cards to a flush.
#[inline(always)]
pub(super) fn suits_of_two(word: u64) -> u64 {
    word.wrapping_add(TWO_OF_A_SUIT) & SUIT_TOPS
}

/// Slots of the boards' hash: a power of two, for 6,175 boards.
const SLOT_BITS: u32 = 13;
/// Buckets of the boards' hash, named by the rank key's top bits.
const BUCKET_BITS: u32 = 11;

/// The place of a pair of ranks in a row, 0 to 90 by [`rank_pair`], or 91, the
/// padding place, whose value is 0 in every row. An enum, not a byte, so that the
/// compiler knows it is below a row's 96 and reads the row there without a bounds
/// check, wherever the place comes from a variable rather than straight from a small
/// constant table: each card's line of places in Omaha, equity's prepared pockets
/// and the walk's list of pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
#[rustfmt::skip]
pub(super) enum Entry {
    E0, E1, E2, E3, E4, E5, E6, E7, E8, E9, E10, E11, E12, E13, E14, E15, E16, E17,
    E18, E19, E20, E21, E22, E23, E24, E25, E26, E27, E28, E29, E30, E31, E32, E33,
    E34, E35, E36, E37, E38, E39, E40, E41, E42, E43, E44, E45, E46, E47, E48, E49,
    E50, E51, E52, E53, E54, E55, E56, E57, E58, E59, E60, E61, E62, E63, E64, E65,
    E66, E67, E68, E69, E70, E71, E72, E73, E74, E75, E76, E77, E78, E79, E80, E81,
    E82, E83, E84, E85, E86, E87, E88, E89, E90, E91,
}

impl Entry {
    /// The padding place.
    pub(super) const PADDING: Entry = Entry::E91;

    /// Each place by its number.
    #[rustfmt::skip]
    const ALL: [Entry; 92] = {
        use Entry::*;
        [
            E0, E1, E2, E3, E4, E5, E6, E7, E8, E9, E10, E11, E12, E13, E14, E15, E16,
            E17, E18, E19, E20, E21, E22, E23, E24, E25, E26, E27, E28, E29, E30, E31,
            E32, E33, E34, E35, E36, E37, E38, E39, E40, E41, E42, E43, E44, E45, E46,
            E47, E48, E49, E50, E51, E52, E53, E54, E55, E56, E57, E58, E59, E60, E61,
            E62, E63, E64, E65, E66, E67, E68, E69, E70, E71, E72, E73, E74, E75, E76,
            E77, E78, E79, E80, E81, E82, E83, E84, E85, E86, E87, E88, E89, E90, E91,
        ]
    };

    /// The index of the place in a row.
    #[inline(always)]
    pub(super) fn index(self) -> usize {
        self as usize
    }
}

/// The entry of the pair of ranks `a` and `b`, in either order, at `[a][b]`, so
/// that a rank's line is one address and a pair's entry one load from it.
const PAIR_ENTRIES: [[Entry; 16]; 16] = {
    let mut entries = [[Entry::PADDING; 16]; 16];
    let mut a = 0;
    while a < 13 {
        let mut b = 0;
        while b < 13 {
            entries[a][b] = Entry::ALL[rank_pair(a, b)];
            b += 1;
        }
        a += 1;
    }
    entries
};

/// The entries of the pairs of the rank of `a` with each rank: the low four bits of
/// a card's bit are its rank.
#[inline(always)]
pub(super) fn pair_entries(a: Card) -> &'static [Entry; 16] {
    &PAIR_ENTRIES[a.bit() as usize & 15]
}

/// The entry of the pair of `a` and `b`.
#[inline(always)]
pub(super) fn pair_entry(a: Card, b: Card) -> Entry {
    pair_entries(a)[b.bit() as usize & 15]
}

/// One row: an entry per pair of ranks (by [`rank_pair`]), padded to three whole
/// cache lines.
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
pub(super) struct Row(pub(super) [u16; 96]);

/// A table of rows by five-rank multiset, for one use and one rules value.
pub(super) struct Rows {
    /// Each bucket's displacement.
    displacements: Box<[u16; 1 << BUCKET_BITS]>,
    /// The rows by slot; slots no board lands on stay empty and are never read.
    /// Both are arrays, so that a masked index needs no bounds check.
    rows: Box<[Row; 1 << SLOT_BITS]>,
}

impl Rows {
    /// The table whose row for the ranks `r[0] <= ... <= r[4]` (at most four of
    /// each), with rank key `rank_key`, is `row(r, rank_key)`.
    ///
    /// # Panics
    /// If two boards of a bucket share their home slot, or a bucket finds no
    /// displacement; neither happens with these keys (the tests build the tables).
    pub(super) fn build(mut row: impl FnMut(&[usize; 5], u32) -> Row) -> Rows {
        let mut boards: Vec<(u32, Row)> = Vec::with_capacity(BOARDS);
        // Each multiset in order, r[0] <= ... <= r[4], five of a rank left out.
        let mut r = [0usize; 5];
        loop {
            if r[0] != r[4] {
                let rank_key = r.iter().fold(0u32, |k, &x| k.wrapping_add(HASHED_KEYS[x]));
                boards.push((rank_key, row(&r, rank_key)));
            }
            // The next multiset: bump the last rank that can grow, and set the
            // ranks after it equal to it.
            let Some(i) = (0..5).rev().find(|&i| r[i] < 12) else {
                break;
            };
            r[i] += 1;
            for j in i + 1..5 {
                r[j] = r[i];
            }
        }
        debug_assert_eq!(boards.len(), BOARDS);
        displace(&boards)
    }

    /// The row of the five cards with rank key `rank_key`.
    #[inline]
    pub(super) fn row(&self, rank_key: u32) -> &[u16; 96] {
        let d = self.displacements[(rank_key >> (32 - BUCKET_BITS)) as usize];
        &self.rows[(rank_key.wrapping_add(u32::from(d)) & ((1 << SLOT_BITS) - 1)) as usize].0
    }

    /// Bytes held: the rows and the displacements.
    #[cfg(test)]
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of_val(&self.rows[..]) + 2 * self.displacements.len()
    }
}

/// Chooses each bucket's displacement, buckets with the most boards first, each
/// the least that puts all its boards on free slots, and puts the rows there.
fn displace(boards: &[(u32, Row)]) -> Rows {
    let (slots, buckets) = (1usize << SLOT_BITS, 1usize << BUCKET_BITS);
    let bucket = |rank_key: u32| (rank_key >> (32 - BUCKET_BITS)) as usize;
    let mut members = vec![Vec::new(); buckets];
    for (i, &(rank_key, _)) in boards.iter().enumerate() {
        members[bucket(rank_key)].push(i);
    }
    let mut order: Vec<usize> = (0..buckets).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(members[b].len()));
    // Built on the heap: the rows are too big for the stack.
    let mut rows = Rows {
        displacements: vec![0; buckets].try_into().expect("the buckets' number"),
        rows: vec![Row([0; 96]); slots]
            .try_into()
            .expect("the slots' number"),
    };
    let mut used = vec![false; slots];
    let slot = |rank_key: u32, d: usize| rank_key.wrapping_add(d as u32) as usize & (slots - 1);
    for b in order {
        let d = (0..slots)
            .find(|&d| {
                let mut taken = members[b].iter().map(|&i| slot(boards[i].0, d));
                !taken.clone().any(|s| used[s])
                    && taken.all(|s| {
                        members[b]
                            .iter()
                            .filter(|&&i| slot(boards[i].0, d) == s)
                            .count()
                            == 1
                    })
            })
            .expect("a displacement for every bucket");
        rows.displacements[b] = d as u16;
        for &i in &members[b] {
            used[slot(boards[i].0, d)] = true;
            rows.rows[slot(boards[i].0, d)] = boards[i].1;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_entries_cover_every_pair_once() {
        let mut seen = [0; super::super::RANK_PAIRS];
        for a in 0..13 {
            for b in a..13 {
                assert_eq!(PAIR_ENTRIES[a][b], PAIR_ENTRIES[b][a]);
                seen[PAIR_ENTRIES[a][b].index()] += 1;
            }
        }
        assert_eq!(seen, [1; super::super::RANK_PAIRS]);
    }

    #[test]
    fn each_entry_is_its_number_and_the_padding_follows_the_pairs() {
        for (i, entry) in Entry::ALL.iter().enumerate() {
            assert_eq!(entry.index(), i);
        }
        assert_eq!(Entry::PADDING.index(), super::super::RANK_PAIRS);
    }

    #[test]
    fn every_board_has_a_row_of_its_own() {
        // Each row holds its board's number, so a shared slot would show.
        let mut keys = Vec::new();
        let rows = Rows::build(|_, rank_key| {
            keys.push(rank_key);
            Row([keys.len() as u16; 96])
        });
        assert_eq!(keys.len(), BOARDS);
        for (i, &rank_key) in keys.iter().enumerate() {
            assert_eq!(rows.row(rank_key)[0], i as u16 + 1);
        }
        assert!(rows.bytes() <= 2_000_000, "{} bytes", rows.bytes());
    }
}
