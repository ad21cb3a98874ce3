//! Omaha in a few lookups: the best hand of exactly two pocket cards and three of a
//! five-card board, from one row of a table per board.
//!
//! Five cards are either all of one suit or not, and under a ladder whose flushes
//! rank at least as high as the same cards' ranks do without them (every ladder
//! but the low ones that count flushes against the hand, which take
//! [`Evaluator::best_with_pocket`]'s subsets), the best Omaha hand is the better of
//! two parts:
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
//! The row, its entries and the hash that finds it are drawn in [`super::board_rows`]. A
//! pocket's list of entries is padded with 91, a padding entry (0), to groups of
//! three. The tables are 1.6 MB, built from the evaluator's own five-card strengths
//! in a few milliseconds: each of the 455 multisets of three ranks gets a row of
//! its best five with each pair, and a board's row is the greatest, entry by entry,
//! of its ten triples' rows.

use super::board_rows::{Entry, Row, Rows, pair_entries, pair_entry, suit_of_three, suits_of_two};
use super::{Evaluator, HASHED_KEYS, ODD, RANK_PAIRS};
use crate::poker::{Card, Ladder, Strength};
use std::sync::OnceLock;

/// Multisets of three ranks: the rows the boards' rows are made of.
const TRIPLES: usize = 455;

/// The evaluator of Omaha and its relatives: the best hand of exactly two of 2 to 7
/// pocket cards and three of five board cards, under one ladder.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Evaluator, Kind, Ladder, Omaha};
///
/// let cards = |s| Card::parse_list(s).unwrap();
/// let (omaha, eval) = (Omaha::with(Ladder::STANDARD), Evaluator::get());
/// // Four hearts in the pocket and one on the board: no flush, only a pair of deuces.
/// let best = omaha.best(&cards("Ah Kh Qh Jh"), &cards("Th 2c 2d 7s 9c"));
/// assert_eq!(eval.kind(best), Some(Kind::OnePair));
/// // Two hearts from the pocket with three on the board: the royal flush.
/// let best = omaha.best(&cards("Ah Kh 3c 4d"), &cards("Qh Jh Th 2c 2d"));
/// assert_eq!(eval.kind(best), Some(Kind::StraightFlush));
/// ```
#[derive(Clone, Copy)]
pub struct Omaha {
    // One reference, so that an `Omaha` passes in a register.
    tables: &'static OmahaTables,
}

/// The tables of one ladder: the five-card evaluator and the boards' rows.
struct OmahaTables {
    eval: Evaluator,
    rows: Rows,
}

impl std::fmt::Debug for Omaha {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Omaha")
    }
}

/// A pocket made ready for many boards: the entries of its pairs, padded with
/// [`Entry::PADDING`] (0 in every row) to whole groups of three, and its cards.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pocket {
    pairs: [Entry; 21],
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
    /// The Omaha evaluator of `ladder`, building its tables on the first call for it.
    ///
    /// # Panics
    /// As [`Evaluator::with`], under a three-card ladder, and under a ladder whose
    /// flushes can rank below the same cards' ranks alone (deuce-to-seven), which
    /// [`Evaluator::best_with_pocket`] takes by its subsets.
    ///
    /// # Complexity
    /// The first call builds 1.6 MB of tables (and the five-card evaluator's, if
    /// not yet built), in a few milliseconds (`benches/omaha.rs`, `e_table_build`).
    pub fn with(ladder: Ladder) -> Omaha {
        Omaha::of(Evaluator::with(ladder))
    }

    /// The Omaha evaluator of `eval`'s ladder.
    ///
    /// # Panics
    /// As [`Omaha::with`].
    // Inlined, as `Evaluator::best_with_pocket` calls it for every hand.
    #[inline]
    pub(super) fn of(eval: Evaluator) -> Omaha {
        assert!(
            eval.tables.flush_first,
            "Omaha's tables are a five-card ladder's whose flushes rank at least as high as their ranks"
        );
        let built = || OmahaTables {
            eval,
            rows: build(eval),
        };
        // The standard ladder's tables one check away, as its evaluator's are.
        static STANDARD: OnceLock<OmahaTables> = OnceLock::new();
        if eval.is_standard() {
            return Omaha {
                tables: STANDARD.get_or_init(built),
            };
        }
        static BUILT: std::sync::Mutex<Vec<&'static OmahaTables>> =
            std::sync::Mutex::new(Vec::new());
        let mut all = BUILT.lock().unwrap_or_else(|e| e.into_inner());
        let found = all
            .iter()
            .find(|t| std::ptr::eq(t.eval.tables, eval.tables));
        let tables = match found {
            Some(&tables) => tables,
            None => {
                let tables: &'static OmahaTables = Box::leak(Box::new(built()));
                all.push(tables);
                tables
            }
        };
        Omaha { tables }
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
    // Inlined, so that a caller's fixed sizes choose the copy below at compile time.
    // The copies are not: inlined into a caller's loop, their last maxima became
    // branches (in `showdown-peers -- lookups`), and a mispredicted maximum costs
    // more than the call.
    #[inline]
    pub fn best(self, pocket: &[Card], board: &[Card]) -> Strength {
        let (Ok(board), 2..=7) = (board.try_into(), pocket.len()) else {
            panic!(
                "Omaha takes five board cards and 2 to 7 pocket cards, not {} and {}",
                board.len(),
                pocket.len()
            );
        };
        // One copy per common size, with the pairs unrolled.
        let best = if let Ok(pocket) = pocket.try_into() {
            self.best_of_size::<4>(pocket, board)
        } else if let Ok(pocket) = pocket.try_into() {
            self.best_of_size::<5>(pocket, board)
        } else if let Ok(pocket) = pocket.try_into() {
            self.best_of_size::<6>(pocket, board)
        } else {
            self.best_any(pocket, board)
        };
        Strength::from_value(best)
    }

    /// [`Omaha::best`]'s value for a pocket of `N` cards.
    #[inline(never)]
    fn best_of_size<const N: usize>(self, pocket: &[Card; N], board: &[Card; 5]) -> u16 {
        // Only the hand's word is read (its rank key and suit counters), so the
        // compiler drops its card set, which only the rare case below needs.
        let hand = hand_of(board);
        // The flush test comes first, so that neither path keeps the pocket's cards
        // for it past the pairs.
        if self.may_flush(hand, pocket) {
            return self.pairs_and_flush::<N>(pocket, board);
        }
        self.pairs::<N>(pocket, hand)
    }

    /// [`Omaha::best_of_size`]'s rare case, out of line: the pairs and the flush.
    #[inline(never)]
    fn pairs_and_flush<const N: usize>(self, pocket: &[Card; N], board: &[Card; 5]) -> u16 {
        // The board's hand again, card set and all: passed in, the common path
        // would build the card set for nothing.
        let hand = hand_of(board);
        self.pairs::<N>(pocket, hand)
            .max(self.best_flush(pocket, hand))
    }

    /// The best of the row's entries for the pairs of `pocket` (`N` cards), on the
    /// board whose hand is `board`: the loops unroll, and the maxima run in four
    /// chains side by side.
    #[inline(always)]
    fn pairs<const N: usize>(self, pocket: &[Card; N], board: super::Hand) -> u16 {
        let row = self.row(board);
        let (mut best, mut k) = ([0; 4], 0);
        // Each card's line of pair entries and its rank, found once, not once per pair.
        let (lines, ranks): ([&[Entry; 16]; N], [usize; N]) = (
            std::array::from_fn(|i| pair_entries(pocket[i])),
            std::array::from_fn(|i| pocket[i].bit() as usize & 15),
        );
        for i in 0..N {
            for j in i + 1..N {
                best[k % 4] = best[k % 4].max(row[lines[i][ranks[j]].index()]);
                k += 1;
            }
        }
        best[0].max(best[1]).max(best[2]).max(best[3])
    }

    /// [`Omaha::best`]'s value for any pocket: the best pair with each card, then the
    /// best of those, so that the maxima run side by side, not in one chain.
    fn best_any(self, pocket: &[Card], board: &[Card; 5]) -> u16 {
        let hand = hand_of(board);
        let row = self.row(hand);
        let mut best = [0; 7];
        for (i, &a) in pocket.iter().enumerate() {
            best[i] = pocket[i + 1..]
                .iter()
                .map(|&b| row[pair_entry(a, b).index()])
                .max()
                .unwrap_or(0);
        }
        let best = best.into_iter().max().unwrap_or(0);
        if self.may_flush(hand, pocket) {
            return best.max(self.best_flush(pocket, hand));
        }
        best
    }

    /// Whether `pocket` may make a flush on the board whose hand is `board`: whether
    /// the board's suit of three is also a suit of two in the pocket.
    #[inline(always)]
    fn may_flush(self, board: super::Hand, pocket: &[Card]) -> bool {
        // One branch on this, taken by 7% of random deals with four pocket cards,
        // 14% with six and 17% with seven: a branch on the board's alone (37% of
        // boards) would be mispredicted often enough to double the cost of a
        // lookup. Only the pocket's hand's word is read, its suit counters.
        let tops = suit_of_three(board.word, self.tables.eval.tables.flags[1]);
        tops & suits_of_two(hand_of(pocket).word) != 0
    }

    /// The best flush of exactly two of `pocket` and three of the board whose hand
    /// is `board`, or 0.
    #[inline(always)]
    fn best_flush(self, pocket: &[Card], board: super::Hand) -> u16 {
        let mine = pocket.iter().fold(0, |set, c| set | 1 << c.bit());
        self.flush_suit(board)
            .map_or(0, |suit| self.flush_in_set(mine, suit))
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
            pairs: [Entry::PADDING; 21],
            groups: 0,
            cards: 0,
        };
        let mut len = 0;
        for (i, &a) in pocket.iter().enumerate() {
            ready.cards |= 1 << a.bit();
            for &b in &pocket[i + 1..] {
                ready.pairs[len] = pair_entry(a, b);
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
        let tops = suit_of_three(board.word, self.tables.eval.tables.flags[1]);
        // The top bit of suit s is bit 63 - 4s: its leading zeros are 4s.
        let shift = 4 * tops.leading_zeros();
        (tops != 0).then(|| FlushSuit {
            shift,
            board: (board.mask >> shift) as u16 & 0x1fff,
        })
    }

    /// The best flush of two of the pocket's cards and three of the board's in `suit`,
    /// or 0.
    #[inline(always)]
    pub(crate) fn flush_in(self, pocket: &Pocket, suit: FlushSuit) -> u16 {
        self.flush_in_set(pocket.cards, suit)
    }

    /// [`Omaha::flush_in`] for the pocket's card set `cards`.
    #[inline(always)]
    fn flush_in_set(self, cards: u64, suit: FlushSuit) -> u16 {
        let mine = (cards >> suit.shift) as u16 & 0x1fff;
        if less_lowest(mine) == 0 {
            return 0;
        }
        self.flush_two_of(mine, suit.board)
    }

    /// The best flush of two ranks of `mine` (two or more) and three of `board`
    /// (three to five), both masks of one suit.
    #[inline(always)]
    fn flush_two_of(self, mine: u16, board: u16) -> u16 {
        // Two in the pocket and three on the board, the common case: one flush.
        // (Clearing the lowest card of each twice leaves none of the pocket's and
        // one of the board's.)
        if less_lowest(less_lowest(mine)) == 0 && less_lowest(less_lowest(less_lowest(board))) == 0
        {
            return self.flush(mine | board);
        }
        self.flush_of(mine, board)
    }

    /// The value of the flush of the ranks `five` (five to seven of them).
    #[inline]
    fn flush(self, five: u16) -> u16 {
        self.tables.eval.tables.strengths[super::flush_slot(u64::from(five))]
    }

    /// The row of a board of five cards.
    #[inline]
    pub(crate) fn row(self, board: super::Hand) -> &'static [u16; 96] {
        self.tables.rows.row(board.word as u32)
    }

    /// [`Omaha::flush_two_of`] for the rest: every pair of `mine` with every triple
    /// of `board`. Kept out of line: inlined, it would crowd the common path's
    /// registers.
    #[inline(never)]
    fn flush_of(self, mine: u16, board: u16) -> u16 {
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
                    best = best.max(self.flush(x | y | triple));
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
                *m = (*m).max(row[p.index()]);
            }
        }
        best[0].max(best[1]).max(best[2])
    }
}

/// The hand of `cards`.
#[inline(always)]
fn hand_of(cards: &[Card]) -> super::Hand {
    cards.iter().fold(super::Hand::EMPTY, |h, &c| h.add(c))
}

/// `mask` without its lowest bit.
#[inline(always)]
fn less_lowest(mask: u16) -> u16 {
    mask & mask.wrapping_sub(1)
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
    let five = |rank_key: u32| tables.strengths[tables.slot(ODD, rank_key)];
    // Each multiset of three ranks, by its ranks a <= b <= c: its number, and its
    // row of best fives with each pair (five of a rank left 0: no deal has it).
    let mut triple_of = vec![0u16; 13 * 13 * 13];
    let mut triples = Vec::with_capacity(TRIPLES * RANK_PAIRS);
    for c in 0..13 {
        for b in 0..=c {
            for a in 0..=b {
                triple_of[169 * a + 13 * b + c] = (triples.len() / RANK_PAIRS) as u16;
                let rank_key = HASHED_KEYS[a]
                    .wrapping_add(HASHED_KEYS[b])
                    .wrapping_add(HASHED_KEYS[c]);
                // In the order of the row's entries: by the higher rank, then the lower.
                for (hi, &high) in HASHED_KEYS.iter().enumerate() {
                    for (lo, &low) in HASHED_KEYS[..=hi].iter().enumerate() {
                        let five_of_a_rank = a == c && lo == a && hi == a;
                        triples.push(if five_of_a_rank {
                            0
                        } else {
                            five(rank_key.wrapping_add(low).wrapping_add(high))
                        });
                    }
                }
            }
        }
    }
    Rows::build(|r, _| {
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
        Row(row)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_fit_the_budget() {
        let omaha = Omaha::with(Ladder::STANDARD);
        let bytes = omaha.tables.rows.bytes();
        assert!(bytes <= 2_000_000, "{bytes} bytes");
    }

    #[test]
    fn bits_one_by_one() {
        let mut each = vec![];
        for_each_bit(0b1_0000_0001_0110, |x| each.push(x));
        assert_eq!(each, [0b10, 0b100, 0b1_0000, 0b1_0000_0000_0000]);
    }
}
