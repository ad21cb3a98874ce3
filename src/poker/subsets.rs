//! Every way to choose `k` of `n` things, as `k` increasing indices: the best-of-N
//! searches' loop, public for a problem that counts or lists hands itself (Big Two's
//! five-card combinations of thirteen cards).

use std::ops::Deref;

/// The most indices a [`Subset`] holds: seven, the most cards any search here
/// chooses at once (the best of N cards looks at each seven).
const MOST: usize = 7;

/// One choice of `k` indices, increasing; it derefs to the slice of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Subset {
    at: [usize; MOST],
    k: usize,
}

impl Deref for Subset {
    type Target = [usize];

    fn deref(&self) -> &[usize] {
        &self.at[..self.k]
    }
}

/// Each `k`-subset of `0..n` once, in lexicographic order: `[0, 1, 2]`, `[0, 1, 3]`,
/// ..., `[n - 3, n - 2, n - 1]`.
///
/// Not recursive, and nothing allocated: the next choice bumps the last index that
/// can move and puts the ones after it just above it.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Kind, Ladder, Subsets};
///
/// // Six cards hold six hands of five: the five clubs, a straight flush, and five
/// // with the nine of diamonds in place of a club, each no more than a high card.
/// let cards = Card::parse_list("2c 3c 4c 5c 6c 9d").unwrap();
/// let kinds: Vec<Option<Kind>> = Subsets::new(cards.len(), 5)
///     .map(|five| five.iter().map(|&i| cards[i]).collect::<Vec<_>>())
///     .map(|hand| Ladder::STANDARD.kind(Ladder::STANDARD.key(&hand)))
///     .collect();
/// assert_eq!(kinds.len(), 6);
/// assert_eq!(kinds.iter().filter(|&&k| k == Some(Kind::StraightFlush)).count(), 1);
/// assert_eq!(kinds.iter().filter(|&&k| k == Some(Kind::HighCard)).count(), 5);
/// ```
#[derive(Clone, Debug)]
pub struct Subsets {
    next: Option<Subset>,
    n: usize,
}

impl Subsets {
    /// The `k`-subsets of `0..n`; none when `k > n`, one (empty) when `k` is 0.
    ///
    /// # Panics
    /// If `k` is above seven.
    pub fn new(n: usize, k: usize) -> Subsets {
        assert!(k <= MOST, "at most seven at once");
        Subsets {
            next: (k <= n).then_some(Subset {
                at: [0, 1, 2, 3, 4, 5, 6],
                k,
            }),
            n,
        }
    }
}

impl Iterator for Subsets {
    type Item = Subset;

    fn next(&mut self) -> Option<Subset> {
        let current = self.next?;
        let (n, k) = (self.n, current.k);
        let mut after = current;
        self.next = (0..k).rev().find(|&i| after.at[i] < n - k + i).map(|i| {
            after.at[i] += 1;
            for j in i + 1..k {
                after.at[j] = after.at[j - 1] + 1;
            }
            after
        });
        Some(current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_order() {
        let all: Vec<Vec<usize>> = Subsets::new(4, 2).map(|s| s.to_vec()).collect();
        assert_eq!(all, [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
        assert_eq!(Subsets::new(52, 5).count(), 2_598_960);
        assert_eq!(Subsets::new(3, 0).count(), 1);
        assert_eq!(Subsets::new(3, 4).count(), 0);
        assert_eq!(Subsets::new(7, 7).count(), 1);
    }
}
