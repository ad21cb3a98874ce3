//! SplitMix64: a tiny seeded generator, so the random tests, benchmarks and
//! input generators replay exactly, with no dependency.

use crate::poker::Card;

/// A SplitMix64 generator; the same seed always gives the same sequence.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started at `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n`; the modulo bias is below 2^-50 for the small `n` used here.
    ///
    /// # Panics
    /// If `n == 0`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Puts `items` in a uniformly random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    /// Moves a uniformly random choice of `k` items to the front (a partial Fisher-Yates).
    ///
    /// # Panics
    /// If `k > items.len()`.
    pub fn choose_front<T>(&mut self, items: &mut [T], k: usize) {
        for i in 0..k {
            let j = i + self.below(items.len() - i);
            items.swap(i, j);
        }
    }
}

/// `n` random deals of `K` distinct cards each, from `seed`: each deal a uniform
/// choice of `K` of the 52 cards, in the order drawn. The evaluator's, the ladders'
/// and Omaha's benches and the peer packages draw their holdings and deals here, so
/// that a seed names the same workload in each.
///
/// # Panics
/// If `K > 52`.
pub fn deals<const K: usize>(seed: u64, n: usize) -> Vec<[Card; K]> {
    let mut rng = SplitMix64::new(seed);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..n)
        .map(|_| {
            rng.choose_front(&mut deck, K);
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_replay_from_their_seed_with_distinct_cards() {
        let seven = deals::<7>(0x5eed, 1_000);
        assert_eq!(seven, deals::<7>(0x5eed, 1_000));
        assert_ne!(seven, deals::<7>(0x5eee, 1_000));
        for deal in &seven {
            let set = deal.iter().fold(0u64, |set, c| set | 1 << c.bit());
            assert_eq!(set.count_ones(), 7, "{deal:?}");
        }
    }

    #[test]
    fn known_first_output() {
        // The reference SplitMix64 from seed 0 starts with 0xe220a8397b1dcdaf.
        assert_eq!(SplitMix64::new(0).next_u64(), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn shuffles_are_permutations() {
        let mut rng = SplitMix64::new(7);
        let mut items: Vec<u32> = (0..52).collect();
        rng.shuffle(&mut items);
        assert_ne!(items, (0..52).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..52).collect::<Vec<_>>());
        let mut counts = [0u32; 6];
        for _ in 0..6000 {
            counts[rng.below(6)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (850..1150).contains(&c)),
            "{counts:?}"
        );
    }
}
