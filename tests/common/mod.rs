//! Helpers shared by the integration tests: a seeded PRNG and deck enumeration.

#![allow(dead_code)] // each test crate uses its own subset

use showdown::poker::Card;

/// SplitMix64: a tiny seeded generator, so random tests replay exactly.
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform value in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// `k` distinct cards drawn uniformly.
    pub fn cards(&mut self, k: usize) -> Vec<Card> {
        let mut deck: Vec<Card> = Card::all().collect();
        for i in 0..k {
            let j = i + self.below(52 - i);
            deck.swap(i, j);
        }
        deck.truncate(k);
        deck
    }
}

/// All 52 cards in index order.
pub fn deck() -> Vec<Card> {
    Card::all().collect()
}
