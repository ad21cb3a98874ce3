//! [`CountTables`]: for every set S of at most four cards, N(S), the number of
//! five-card hands of the deck that contain S, by category.
//!
//! # Why a few thousand rows serve every set
//!
//! N(S) depends on S only through its shape: how many cards of each rank class
//! (13 natural ranks and "wild") it holds, and whether its natural cards share a
//! suit. For a set whose natural cards span two suits no completion is a flush, so
//! only the completions' rank classes matter, and how many cards of each class
//! are left depends on the shape alone. For a set whose natural cards share suit s
//! (they then have distinct ranks), a completion is flush-capable when its natural
//! cards are all of suit s too, and the card of suit s of rank r is left exactly
//! when r is not among the set's ranks: the shape again. A set with no natural card
//! takes any one suit. So there is one row per multiset of at most four of the 14
//! classes (1 + 14 + 105 + 560 + 2,380 = 3,060 of them) and per suited flag: 6,120
//! rows of 16 counts, 392 KB, against some 300,000 rows for the sets themselves.
//!
//! # How the rows are filled
//!
//! From the largest sets down: every five-card hand that contains S contains 5 - |S|
//! sets S + {x}, so (5 - |S|) N(S) is the sum over the cards x not in S of
//! N(S + {x}). The cards x fall into a few groups by class and suit, each group
//! going to one shape, so a row costs at most 28 scaled additions of rows, and N of
//! five cards is one count in its category. The whole build takes about 1.5 ms,
//! independent of any pay table.
//!
//! # Index
//!
//! A multiset of k classes, sorted as c_0 <= c_1 <= ... <= c_(k-1), has index
//! sum over i of C(c_i + i, i + 1) (the combinatorial number system of the set
//! {c_i + i}), in `0..C(13 + k, k)`; the row of a shape is
//! `2 * (OFFSETS[k] + index) + suited`, below 6,120, a `u16`:
//!
//! ```text
//!  15                           1   0
//! +------------------------------+------+
//! | OFFSETS[k] + index: the      | 1 if |
//! | multisets of fewer cards,    | one  |
//! | then this one among its size | suit |
//! +------------------------------+------+
//! ```

use super::category::{CATEGORIES, Ranking};
use super::deck::{CLASSES, DeckCard, WILD};

/// The first row number of each size's multisets, halved: C(13 + k, k) of each size.
pub(crate) const OFFSETS: [usize; 6] = [0, 1, 15, 120, 680, 3060];

/// `STEP[k][c]` = C(c + k - 1, k): the index added by the k-th smallest class c
/// (up to the fifth, whose sets have no row but whose steps keep loops simple).
pub(crate) const STEP: [[u16; CLASSES]; 6] = steps();

const fn steps() -> [[u16; CLASSES]; 6] {
    let mut table = [[0; CLASSES]; 6];
    let mut k = 1;
    while k < 6 {
        let mut class = 0;
        while class < CLASSES {
            table[k][class] = binomial(class + k - 1, k) as u16;
            class += 1;
        }
        k += 1;
    }
    table
}

/// C(n, k), 0 when k > n.
pub(crate) const fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    let mut value = 1;
    let mut i = 0;
    while i < k {
        // Exact at each step: the product of i + 1 consecutive numbers over (i + 1)!.
        value = value * (n - i) as u64 / (i as u64 + 1);
        i += 1;
    }
    value
}

/// The count tables of one ranking: N(S) by category for every shape of at most
/// four cards, built once and shared by every pay table; after the first
/// [`super::Game::analyze`], also the deals up to suits in the tables' terms.
///
/// # Complexity
/// 6,120 rows of 16 `u32` (392 KB), built in about 1.5 ms; the deal classes add
/// 8.6 MB for 52 cards.
///
/// ```
/// use showdown::videopoker::{Category, CountTables, Ranking};
///
/// let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
/// // Every five-card hand contains the empty set.
/// let all = tables.hands_containing(&[]);
/// assert_eq!(all[Category::NaturalRoyal.index()], 4);
/// assert_eq!(all.iter().map(|&n| u64::from(n)).sum::<u64>(), 2_598_960);
/// ```
#[derive(Clone, Debug)]
pub struct CountTables {
    ranking: Ranking,
    rows: Vec<[u32; CATEGORIES]>,
    /// The deals up to suits in the tables' terms, for [`super::Game::analyze`],
    /// made on its first call and kept for the next pay table.
    pub(crate) classes: std::sync::OnceLock<Vec<super::holds::DealRows>>,
}

impl CountTables {
    /// Builds the tables of `ranking`.
    ///
    /// # Complexity
    /// For 52 cards, about 40,000 categorisations of five-card shapes and 16,000
    /// scaled additions of rows.
    pub fn new(ranking: Ranking) -> CountTables {
        let sizes = ranking.deck().class_sizes();
        let mut rows = vec![[0; CATEGORIES]; 2 * OFFSETS[5]];
        for size in (0..5).rev() {
            for_each_multiset(size, &mut |counts, index| {
                for suited in [false, true] {
                    if let Some(row) = fill(ranking, &rows, &sizes, counts, suited) {
                        rows[2 * (OFFSETS[size] + index) + usize::from(suited)] = row;
                    }
                }
            });
        }
        CountTables {
            ranking,
            rows,
            classes: std::sync::OnceLock::new(),
        }
    }

    /// The ranking the tables count by.
    pub fn ranking(&self) -> Ranking {
        self.ranking
    }

    /// N(S): how many five-card hands of the deck contain `cards`, by category.
    ///
    /// # Panics
    /// If there are more than four cards, or a card repeats or is not in the deck.
    pub fn hands_containing(&self, cards: &[DeckCard]) -> [u32; CATEGORIES] {
        assert!(
            cards.len() <= 4,
            "{} cards: the tables stop at four",
            cards.len()
        );
        let deck = self.ranking.deck();
        let mut counts = [0u8; CLASSES];
        let (mut suits, mut seen) = (0u8, 0u64);
        for &card in cards {
            assert!(deck.contains(card), "{card:?} is not in {deck:?}");
            assert!(seen >> card.index() & 1 == 0, "{card:?} repeats");
            seen |= 1 << card.index();
            let class = deck.class(card);
            counts[class] += 1;
            if class != WILD {
                suits |= 1 << card.suit_index();
            }
        }
        let index = multiset_index(&counts);
        self.rows[2 * (OFFSETS[cards.len()] + index) + usize::from(suits.count_ones() <= 1)]
    }

    /// The row of a shape's number, as [`super::holds`] computes it.
    pub(crate) fn row(&self, number: usize) -> &[u32; CATEGORIES] {
        &self.rows[number]
    }

    /// Every row, in row-number order.
    pub(crate) fn rows(&self) -> &[[u32; CATEGORIES]] {
        &self.rows
    }
}

/// The row of the shape (`counts`, `suited`) from the rows of the shapes one card
/// larger, or `None` for a shape no set of cards has.
fn fill(
    ranking: Ranking,
    rows: &[[u32; CATEGORIES]],
    sizes: &[u8; CLASSES],
    counts: &[u8; CLASSES],
    suited: bool,
) -> Option<[u32; CATEGORIES]> {
    let size: u8 = counts.iter().sum();
    let naturals = size - counts[WILD];
    let repeated = counts[..WILD].iter().any(|&n| n >= 2);
    let impossible = counts.iter().zip(sizes).any(|(n, size)| n > size)
        || (naturals <= 1 && !suited)
        || (suited && repeated);
    if impossible {
        return None;
    }
    let mut sum = [0u64; CATEGORIES];
    let mut next = *counts;
    for class in 0..CLASSES {
        let left = u64::from(sizes[class] - counts[class]);
        if left == 0 {
            continue;
        }
        // How many of the `left` cards keep the natural cards in one suit: all of
        // them for a wild card or a first natural card, else the one card of the
        // set's suit, which is left unless the set holds its rank.
        let keeping = match (suited, class == WILD || naturals == 0) {
            (false, _) => 0,
            (true, true) => left,
            (true, false) => u64::from(counts[class] == 0),
        };
        next[class] += 1;
        for (ways, suited) in [(keeping, true), (left - keeping, false)] {
            if ways == 0 {
                continue;
            }
            if size == 4 {
                sum[ranking.category_of_shape(&next, suited).index()] += ways;
            } else {
                let row = &rows[2 * (OFFSETS[size as usize + 1] + multiset_index(&next))
                    + usize::from(suited)];
                for (total, &n) in sum.iter_mut().zip(row) {
                    *total += ways * u64::from(n);
                }
            }
        }
        next[class] -= 1;
    }
    let mut row = [0; CATEGORIES];
    for (count, total) in row.iter_mut().zip(sum) {
        // Each hand was counted once for each of its 5 - size cards outside the set.
        debug_assert_eq!(total % u64::from(5 - size), 0);
        *count = (total / u64::from(5 - size)) as u32;
    }
    Some(row)
}

/// The index of the multiset that holds `counts[c]` of each class c.
pub(crate) fn multiset_index(counts: &[u8; CLASSES]) -> usize {
    let mut index = 0;
    let mut k = 0;
    for (class, &count) in counts.iter().enumerate() {
        for _ in 0..count {
            k += 1;
            index += usize::from(STEP[k][class]);
        }
    }
    index
}

/// Calls `visit(counts, index)` for every multiset of `size` classes.
fn for_each_multiset(size: usize, visit: &mut impl FnMut(&[u8; CLASSES], usize)) {
    fn place(
        counts: &mut [u8; CLASSES],
        from: usize,
        placed: usize,
        size: usize,
        index: usize,
        visit: &mut impl FnMut(&[u8; CLASSES], usize),
    ) {
        if placed == size {
            return visit(counts, index);
        }
        for class in from..CLASSES {
            counts[class] += 1;
            let step = usize::from(STEP[placed + 1][class]);
            place(counts, class, placed + 1, size, index + step, visit);
            counts[class] -= 1;
        }
    }
    place(&mut [0; CLASSES], 0, 0, size, 0, visit);
}
