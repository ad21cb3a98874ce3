//! Omaha in a few lookups: the best hand of exactly two pocket cards and three of a
//! five-card board, from one row of a table per board.
//!
//! Five cards are either all of one suit or not, and five cards of one suit rank
//! higher as a flush (or straight flush) than their ranks do without it. So the
//! best Omaha hand is the better of two parts:
//!
//! - the best hand by ranks alone, over every pair of pocket ranks and triple of
//!   board ranks, flushes ignored. That depends only on the board's multiset of
//!   ranks and the pair's two ranks, so it is one entry of a table: a row per
//!   board multiset (6,175 rows), an entry per unordered pair of ranks (91);
//! - the best flush, only where the board has three cards of a suit and the
//!   pocket two: each pair of the pocket's cards of that suit with each triple of
//!   the board's, through the evaluator's flush table.
//!
//! A pocket of four cards then costs the board's row (its rank key through a
//! perfect hash straight to the row) and six entries of it; a board with three
//! cards of a suit, for a pocket with two of them, a few flush lookups more.
//!
//! ```text
//!   rank key of the board (the cards' hashed rank keys, summed, as in `Hand`)
//!     │  top 11 bits: bucket ──► displacements[bucket] = d
//!     └─ (key + d) mod 8,192 ──► slot: the board's row, 96 two-byte entries
//!
//!   one row, 192 bytes (three cache lines), entry pair(a, b) = b * (b + 1) / 2 + a
//!   for ranks a <= b (deuce 0 .. ace 12):
//!   +--------+--------+--------+--------+-----+----------+-----+----------+-----------+
//!   | (2, 2) | (2, 3) | (3, 3) | (2, 4) | ... | (a, b)   | ... | (A, A)   | 0 0 0 0 0 |
//!   +--------+--------+--------+--------+-----+----------+-----+----------+-----------+
//!     0        1        2        3              pair(a, b)       90         91 .. 95
//! ```
//!
//! The padding entries are 0, so a pocket's list of entries is padded with 91 to
//! groups of three. The tables are 1,576,960 bytes: 8,192 rows of 192 bytes (6,175
//! of them boards', the others never read) and 2,048 two-byte displacements. They
//! are built from the evaluator's own five-card strengths, in about a millisecond:
//! each of the 455 multisets of three ranks gets a row of its best five with each
//! pair, and a board's row is the greatest, entry by entry, of its ten triples'
//! rows; the displacements are chosen as the evaluator's are.

use super::{Evaluator, HASHED_KEYS, ODD, RANK_PAIRS, rank_pair};
use crate::poker::{Card, Rules, Strength};
use std::sync::OnceLock;

/// Multisets of five ranks, at most four of each: the rows.
const BOARDS: usize = 6_175;
/// Multisets of three ranks: the rows the boards' rows are made of.
const TRIPLES: usize = 455;

/// The entry of the pair of ranks `a` and `b`, in either order, at `a << 4 | b`:
/// a byte index, so that no lookup needs a bounds check.
const PAIR_ENTRY: [u8; 256] = {
    let mut entries = [0u8; 256];
    let mut a = 0;
    while a < 13 {
        let mut b = 0;
        while b < 13 {
            entries[a << 4 | b] = rank_pair(a, b) as u8;
            b += 1;
        }
        a += 1;
    }
    entries
};

/// The entry of the pair of `a` and `b`: the low four bits of a card's bit are its rank.
#[inline(always)]
fn pair_entry(a: Card, b: Card) -> usize {
    usize::from(PAIR_ENTRY[((a.bit() & 15) << 4 | (b.bit() & 15)) as usize])
}

/// Suit counters plus this are at least 8 exactly where the suit has three cards
/// of a five-card board (see [`super::Hand`]: each counter starts at 3).
const THREE_OF_A_SUIT: u64 = 0x2222 << 48;
const SUIT_TOPS: u64 = 0x8888 << 48;

/// Slots of the boards' hash: a power of two, for 6,175 boards.
const SLOT_BITS: u32 = 13;
/// Buckets of the boards' hash, named by the rank key's top bits.
const BUCKET_BITS: u32 = 11;

/// One board's row: an entry per pair of ranks (by [`rank_pair`]), padded to three
/// whole cache lines.
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
struct Row([u16; 96]);

/// The Omaha tables of one rules value: a perfect hash of the boards' rank keys
/// straight to their rows (hash and displace, as the evaluator's own hashes).
struct Rows {
    /// Each bucket's displacement.
    displacements: Box<[u16; 1 << BUCKET_BITS]>,
    /// The rows by slot; slots no board lands on stay empty and are never read.
    /// Both are arrays, so that a masked index needs no bounds check.
    rows: Box<[Row; 1 << SLOT_BITS]>,
}

/// The evaluator of Omaha and its relatives: the best hand of exactly two of any
/// number of pocket cards and three of five board cards, under one [`Rules`] value.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Category, Omaha, Rules};
///
/// let cards = |s| Card::parse_list(s).unwrap();
/// let omaha = Omaha::with(Rules::STANDARD);
/// // Four hearts in the pocket and one on the board: no flush, only a pair of deuces.
/// let best = omaha.best(&cards("Ah Kh Qh Jh"), &cards("Th 2c 2d 7s 9c"));
/// assert_eq!(best.category(), Category::OnePair);
/// // Two hearts from the pocket with three on the board: the royal flush.
/// let best = omaha.best(&cards("Ah Kh 3c 4d"), &cards("Qh Jh Th 2c 2d"));
/// assert_eq!(best.category(), Category::StraightFlush);
/// ```
#[derive(Clone, Copy)]
pub struct Omaha {
    eval: Evaluator,
    rows: &'static Rows,
}

impl std::fmt::Debug for Omaha {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Omaha")
    }
}

/// A pocket made ready for many boards: the entries of its pairs, padded with
/// [`RANK_PAIRS`] (a padding entry of every row, 0) to whole groups of three, and its cards.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pocket {
    pairs: [u8; 21],
    groups: usize,
    cards: u64,
}

/// The suit of a board's three (or more) cards of one suit, as the shift of its
/// cards in a card set, and the board's ranks in it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FlushSuit {
    shift: u32,
    board: u16,
}

impl Omaha {
    /// The Omaha evaluator of `rules`, building its tables on the first call for them.
    ///
    /// # Complexity
    /// The first call builds 1.6 MB of tables (and the five-card evaluator's, if
    /// not yet built), in about a millisecond (`benches/omaha.rs`, `e_table_build`).
    pub fn with(rules: Rules) -> Omaha {
        // Written out: `[const { OnceLock::new() }; 4]` needs Rust 1.79.
        static ROWS: [OnceLock<Rows>; 4] = [
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
        ];
        let eval = Evaluator::with(rules);
        Omaha {
            eval,
            rows: ROWS[rules.index()].get_or_init(|| build(eval)),
        }
    }

    /// The best hand of exactly two of `pocket` and three of `board`.
    ///
    /// # Panics
    /// If `board` does not hold five cards, or `pocket` holds fewer than two or more
    /// than seven. The cards must be distinct.
    ///
    /// # Complexity
    /// C(pocket, 2) table entries (6 for Omaha's four cards), plus, when the board
    /// has three cards of a suit and the pocket two, one flush lookup per pair of
    /// the pocket's and triple of the board's cards of that suit.
    pub fn best(self, pocket: &[Card], board: &[Card]) -> Strength {
        assert!(
            board.len() == 5 && (2..=7).contains(&pocket.len()),
            "Omaha takes five board cards and 2 to 7 pocket cards, not {} and {}",
            board.len(),
            pocket.len()
        );
        let board = board.iter().fold(super::Hand::EMPTY, |h, &c| h.add(c));
        // One copy per common size, with the pairs unrolled.
        let best = match *pocket {
            [a, b, c, d] => self.best_fixed(&[a, b, c, d], board),
            [a, b, c, d, e] => self.best_fixed(&[a, b, c, d, e], board),
            [a, b, c, d, e, f] => self.best_fixed(&[a, b, c, d, e, f], board),
            _ => self.best_any(pocket, board),
        };
        Strength::from_value(best)
    }

    /// [`Omaha::best`]'s value for a pocket of `N` cards: the loops unroll, and the
    /// pairs' maxima run in four chains side by side.
    #[inline(always)]
    fn best_fixed<const N: usize>(self, pocket: &[Card; N], board: super::Hand) -> u16 {
        let row = self.row(board);
        let (mut best, mut cards, mut k) = ([0; 4], 0, 0);
        for i in 0..N {
            cards |= 1 << pocket[i].bit();
            for j in i + 1..N {
                best[k % 4] = best[k % 4].max(row[pair_entry(pocket[i], pocket[j])]);
                k += 1;
            }
        }
        let best = best[0].max(best[1]).max(best[2]).max(best[3]);
        best.max(self.best_flush(cards, board))
    }

    /// [`Omaha::best`]'s value for any pocket: the best pair with each card, then the
    /// best of those, so that the maxima run side by side, not in one chain.
    fn best_any(self, pocket: &[Card], board: super::Hand) -> u16 {
        let row = self.row(board);
        let (mut best, mut cards) = ([0; 7], 0);
        for (i, &a) in pocket.iter().enumerate() {
            cards |= 1 << a.bit();
            best[i] = pocket[i + 1..]
                .iter()
                .map(|&b| row[pair_entry(a, b)])
                .max()
                .unwrap_or(0);
        }
        let best = best.into_iter().max().unwrap_or(0);
        best.max(self.best_flush(cards, board))
    }

    /// Builds a fresh copy of the standard tables and drops it; only the build-time
    /// benchmark needs this, as [`Omaha::with`] builds once.
    // Public only for `benches/omaha.rs`, another crate.
    #[doc(hidden)]
    pub fn build_uncached() {
        std::hint::black_box(build(Evaluator::get()));
    }

    /// `pocket` (at most seven cards) made ready for many boards.
    pub(crate) fn pocket(self, pocket: &[Card]) -> Pocket {
        let mut ready = Pocket {
            pairs: [RANK_PAIRS as u8; 21],
            groups: 0,
            cards: 0,
        };
        let mut len = 0;
        for (i, &a) in pocket.iter().enumerate() {
            ready.cards |= 1 << a.bit();
            for &b in &pocket[i + 1..] {
                ready.pairs[len] = pair_entry(a, b) as u8;
                len += 1;
            }
        }
        ready.groups = (len + 2) / 3;
        ready
    }

    /// The value of the best hand of a prepared pocket with a board of five cards.
    #[inline]
    pub(crate) fn value(self, pocket: &Pocket, board: super::Hand) -> u16 {
        let flush = self
            .flush_suit(board)
            .map_or(0, |suit| self.flush_in(pocket, suit));
        pocket.best_in(self.row(board)).max(flush)
    }

    /// The suit in which a board of five cards could make a flush, if any.
    #[inline]
    pub(crate) fn flush_suit(self, board: super::Hand) -> Option<FlushSuit> {
        let tops = board.word.wrapping_add(THREE_OF_A_SUIT) & SUIT_TOPS & self.eval.tables.flags[1];
        // The top bit of suit s is bit 63 - 4s: its leading zeros are 4s.
        let shift = 4 * tops.leading_zeros();
        (tops != 0).then(|| FlushSuit {
            shift,
            board: (board.mask >> shift) as u16 & 0x1fff,
        })
    }

    /// The best flush of two of the pocket's cards and three of the board's in `suit`,
    /// or 0.
    #[inline]
    pub(crate) fn flush_in(self, pocket: &Pocket, suit: FlushSuit) -> u16 {
        let mine = (pocket.cards >> suit.shift) as u16 & 0x1fff;
        if mine & mine.wrapping_sub(1) == 0 {
            return 0;
        }
        self.flush_of(mine, suit.board)
    }

    /// The row of a board of five cards.
    #[inline]
    pub(crate) fn row(self, board: super::Hand) -> &'static [u16; 96] {
        let key = board.word as u32;
        let d = self.rows.displacements[(key >> (32 - BUCKET_BITS)) as usize];
        &self.rows.rows[(key.wrapping_add(u32::from(d)) & ((1 << SLOT_BITS) - 1)) as usize].0
    }

    /// The best flush of exactly two of the pocket's cards and three of the board's
    /// five, or 0 when there is none.
    #[inline]
    pub(crate) fn best_flush(self, pocket: u64, board: super::Hand) -> u16 {
        // Without branches until the rare case of a flush: over random boards, a
        // branch on three of a suit alone (37% of boards) would be mispredicted
        // often enough to double the cost of a lookup.
        let tops = board.word.wrapping_add(THREE_OF_A_SUIT) & SUIT_TOPS & self.eval.tables.flags[1];
        // The top bit of suit s is bit 63 - 4s: its leading zeros are 4s (and
        // with no such suit, 64: the shift is then 0 and `mine` cleared below).
        let shift = (4 * tops.leading_zeros()) & 63;
        let mine = (pocket >> shift) as u16 & 0x1fff & 0u16.wrapping_sub(u16::from(tops != 0));
        if mine & mine.wrapping_sub(1) == 0 {
            return 0;
        }
        self.flush_of(mine, (board.mask >> shift) as u16 & 0x1fff)
    }

    /// The best flush of two ranks of `mine` and three of `board`, both masks of one
    /// suit, `board` with three to five ranks. Kept out of line: inlined, it would
    /// crowd the common path's registers.
    #[inline(never)]
    fn flush_of(self, mine: u16, board: u16) -> u16 {
        let flush = |five: u16| self.eval.tables.strengths[super::flush_slot(u64::from(five))];
        // The board's triples: itself, or itself less one or two of its cards.
        let (mut triples, mut n) = ([0; 10], 0);
        match board.count_ones() {
            3 => (triples[0], n) = (board, 1),
            4 => {
                for_each_bit(board, |x| {
                    triples[n] = board ^ x;
                    n += 1;
                });
            }
            _ => {
                for_each_bit(board, |x| {
                    for_each_bit(board & !(x | (x - 1)), |y| {
                        triples[n] = board ^ x ^ y;
                        n += 1;
                    });
                });
            }
        }
        let mut best = 0;
        for_each_bit(mine, |x| {
            for_each_bit(mine & !(x | (x - 1)), |y| {
                for &triple in &triples[..n] {
                    best = best.max(flush(x | y | triple));
                }
            });
        });
        best
    }
}

impl Pocket {
    /// The best of the pocket's pairs in a board's row: its best hand without
    /// flushes. Three maxima run side by side, not one chain through every pair.
    #[inline]
    pub(crate) fn best_in(&self, row: &[u16; 96]) -> u16 {
        let mut best = [0; 3];
        for group in self.pairs.chunks_exact(3).take(self.groups) {
            for (m, &p) in best.iter_mut().zip(group) {
                *m = (*m).max(row[usize::from(p)]);
            }
        }
        best[0].max(best[1]).max(best[2])
    }
}

/// Calls `visit` on each bit of `mask`, lowest first, as a mask of its own.
#[inline(always)]
fn for_each_bit(mut mask: u16, mut visit: impl FnMut(u16)) {
    while mask != 0 {
        visit(mask & mask.wrapping_neg());
        mask &= mask - 1;
    }
}

/// Builds the Omaha tables from the five-card strengths of `eval`.
fn build(eval: Evaluator) -> Rows {
    let tables = eval.tables;
    let five = |key: u32| tables.strengths[tables.slot(ODD, key)];
    // Each multiset of three ranks, by its ranks a <= b <= c: its number, and its
    // row of best fives with each pair (five of a rank left 0: no deal has it).
    let mut triple_of = vec![0u16; 13 * 13 * 13];
    let mut triples = Vec::with_capacity(TRIPLES * RANK_PAIRS);
    for c in 0..13 {
        for b in 0..=c {
            for a in 0..=b {
                triple_of[169 * a + 13 * b + c] = (triples.len() / RANK_PAIRS) as u16;
                let key = HASHED_KEYS[a]
                    .wrapping_add(HASHED_KEYS[b])
                    .wrapping_add(HASHED_KEYS[c]);
                // In the order of the row's entries: by the higher rank, then the lower.
                for (hi, &high) in HASHED_KEYS.iter().enumerate() {
                    for (lo, &low) in HASHED_KEYS[..=hi].iter().enumerate() {
                        let five_of_a_rank = a == c && lo == a && hi == a;
                        triples.push(if five_of_a_rank {
                            0
                        } else {
                            five(key.wrapping_add(low).wrapping_add(high))
                        });
                    }
                }
            }
        }
    }
    let mut boards: Vec<(u32, Row)> = Vec::with_capacity(BOARDS);
    // Each board multiset r[0] <= ... <= r[4], at most four of a rank.
    let mut r = [0usize; 5];
    loop {
        if r[0] != r[4] {
            let key = r.iter().fold(0u32, |k, &x| k.wrapping_add(HASHED_KEYS[x]));
            let mut row = [0; 96];
            for i in 0..5 {
                for j in i + 1..5 {
                    for k in j + 1..5 {
                        let t = usize::from(triple_of[169 * r[i] + 13 * r[j] + r[k]]) * RANK_PAIRS;
                        for (best, &v) in row.iter_mut().zip(&triples[t..t + RANK_PAIRS]) {
                            *best = (*best).max(v);
                        }
                    }
                }
            }
            boards.push((key, Row(row)));
        }
        // The next multiset in order: bump the last rank that can grow, and set
        // the ranks after it equal to it.
        let Some(i) = (0..5).rev().find(|&i| r[i] < 12) else {
            break;
        };
        r[i] += 1;
        for j in i + 1..5 {
            r[j] = r[i];
        }
    }
    debug_assert_eq!(boards.len(), BOARDS);
    place(&boards)
}

/// Chooses each bucket's displacement, buckets with the most boards first, each
/// the least that puts all its boards on free slots, and puts the rows there.
///
/// # Panics
/// If two boards of a bucket share their home slot, or a bucket finds no
/// displacement; neither happens with these keys (the tests build the tables).
fn place(boards: &[(u32, Row)]) -> Rows {
    let (slots, buckets) = (1usize << SLOT_BITS, 1usize << BUCKET_BITS);
    let bucket = |key: u32| (key >> (32 - BUCKET_BITS)) as usize;
    let mut members = vec![Vec::new(); buckets];
    for (i, &(key, _)) in boards.iter().enumerate() {
        members[bucket(key)].push(i);
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
    let slot = |key: u32, d: usize| key.wrapping_add(d as u32) as usize & (slots - 1);
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
    fn tables_fit_the_budget() {
        let omaha = Omaha::with(Rules::STANDARD);
        let bytes =
            std::mem::size_of_val(&omaha.rows.rows[..]) + 2 * omaha.rows.displacements.len();
        assert!(bytes <= 2_000_000, "{bytes} bytes");
    }

    #[test]
    fn pair_entries_cover_every_pair_once() {
        let mut seen = [0; RANK_PAIRS];
        for a in 0..13 {
            for b in a..13 {
                assert_eq!(PAIR_ENTRY[a << 4 | b], PAIR_ENTRY[b << 4 | a]);
                seen[usize::from(PAIR_ENTRY[a << 4 | b])] += 1;
            }
        }
        assert_eq!(seen, [1; RANK_PAIRS]);
    }

    #[test]
    fn bits_one_by_one() {
        let mut each = vec![];
        for_each_bit(0b1_0000_0001_0110, |x| each.push(x));
        assert_eq!(each, [0b10, 0b100, 0b1_0000, 0b1_0000_0000_0000]);
    }
}
