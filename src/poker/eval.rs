//! The fast evaluator: an additive hand word, a perfect hash into a rank table,
//! and a 13-bit flush table, all built at run time on first use.
//!
//! A [`Hand`] is one 64-bit word plus a card mask. The low 32 bits of the word
//! are the sum of per-rank keys, chosen so that every multiset of 5 to 7 ranks
//! (at most four of each) has its own sum; the high 32 bits hold one 4-bit
//! counter per suit, started at 3, so a counter reaches 8 exactly when its suit
//! has five cards. Adding a card is one add and one or, so partial hands are
//! built once and extended cheaply.

use crate::poker::{Card, CardSet, Category, HandRank, Rank};
use std::sync::OnceLock;

/// Per-rank keys, found by a greedy search: each is the least value that keeps
/// the sums of all multisets of 5 to 7 ranks distinct. The largest sum is
/// 15,783,829, under 2^24, so the rank sum never carries into the suit counters.
const RANK_KEYS: [u32; 13] =
    [1, 4, 16, 67, 295, 1334, 5734, 23800, 60883, 208450, 509982, 1304151, 2967844];

const SUIT_SHIFT: u32 = 32;
const SUIT_START: u64 = 0x3333 << SUIT_SHIFT;
const FLUSH_BITS: u32 = 0x8888;
/// Any odd multiplier that gives the 73,775 keys distinct (bucket, home) pairs
/// will do; this one, the golden ratio in 64 bits, does.
const HASH_MUL: u64 = 0x9e37_79b9_7f4a_7c15;
const BUCKET_BITS: u32 = 13;
const SLOT_BITS: u32 = 17;
const SLOT_MASK: u32 = (1 << SLOT_BITS) - 1;

/// A partial or complete hand, built card by card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hand {
    word: u64,
    mask: u64,
}

impl Default for Hand {
    fn default() -> Self {
        Hand::EMPTY
    }
}

impl Hand {
    /// The hand with no card.
    pub const EMPTY: Hand = Hand { word: SUIT_START, mask: 0 };

    /// This hand with `card` added. The card must not already be in it.
    #[inline]
    pub fn add(self, card: Card) -> Hand {
        let word = RANK_KEYS[card.rank().index() as usize] as u64
            + (1 << (SUIT_SHIFT + 4 * card.suit().index() as u32));
        Hand { word: self.word + word, mask: self.mask | 1 << card.bit() }
    }

    /// The hand holding the cards of both; they must not share a card.
    #[inline]
    pub fn combine(self, other: Hand) -> Hand {
        Hand { word: self.word + other.word - SUIT_START, mask: self.mask | other.mask }
    }

    /// The hand holding the cards of `set`.
    pub fn from_set(set: CardSet) -> Hand {
        set.iter().fold(Hand::EMPTY, Hand::add)
    }

    /// The cards of the hand.
    pub fn cards(self) -> CardSet {
        CardSet::from_bits(self.mask)
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether the hand has no card.
    pub fn is_empty(self) -> bool {
        self.mask == 0
    }

    /// The strength of the best five cards, through the shared tables.
    ///
    /// # Panics
    /// May panic, or give a meaningless value, unless the hand has 5 to 7 cards.
    #[inline]
    pub fn rank(self) -> HandRank {
        Evaluator::get().rank(self)
    }
}


/// A handle on the lookup tables; copy it into hot loops to skip the
/// first-use check of [`Hand::rank`].
#[derive(Clone, Copy, Debug)]
pub struct Evaluator {
    tables: &'static Tables,
}

#[derive(Debug)]
struct Tables {
    displacements: Vec<u16>,
    ranks: Vec<HandRank>,
    flushes: Vec<HandRank>,
}

impl Evaluator {
    /// The evaluator, building its tables on the first call.
    ///
    /// # Complexity
    /// The first call builds about 190 KiB of tables in a few milliseconds.
    pub fn get() -> Evaluator {
        static TABLES: OnceLock<Tables> = OnceLock::new();
        Evaluator { tables: TABLES.get_or_init(Tables::build) }
    }

    /// The strength of the best five cards of a hand of 5 to 7 cards.
    #[inline]
    pub fn rank(self, hand: Hand) -> HandRank {
        let flush = (hand.word >> SUIT_SHIFT) as u32 & FLUSH_BITS;
        if flush != 0 {
            let suit = flush.trailing_zeros() / 4;
            return self.tables.flushes[(hand.mask >> (16 * suit)) as usize & 0x1fff];
        }
        let (bucket, home) = split_hash(hand.word as u32);
        let slot = home ^ self.tables.displacements[bucket] as u32;
        self.tables.ranks[slot as usize]
    }

    /// Bytes held by the tables.
    pub fn table_bytes(self) -> usize {
        let t = self.tables;
        t.displacements.len() * 2 + (t.ranks.len() + t.flushes.len()) * std::mem::size_of::<HandRank>()
    }
}

impl Tables {
    fn build() -> Tables {
        let mut entries = Vec::with_capacity(80_000);
        let mut counts = [0u8; 13];
        rank_multisets(0, 0, 0, &mut counts, &mut entries);
        let (displacements, ranks) = perfect_hash(&entries);
        let flushes = (0..1u32 << 13).map(|m| flush_rank(m as u16)).collect();
        Tables { displacements, ranks, flushes }
    }
}

/// Collects (key, best non-flush rank) for every multiset of 5 to 7 ranks.
fn rank_multisets(rank: usize, size: u32, key: u32, counts: &mut [u8; 13], out: &mut Vec<(u32, HandRank)>) {
    if rank == 13 {
        if size >= 5 {
            out.push((key, best_of_counts(counts)));
        }
        return;
    }
    for n in 0..=4u8.min(7 - size as u8) {
        counts[rank] = n;
        rank_multisets(rank + 1, size + n as u32, key + n as u32 * RANK_KEYS[rank], counts, out);
    }
    counts[rank] = 0;
}

/// Places every key in its own slot, hash-and-displace style: the product
/// `key * HASH_MUL` names a bucket (top 13 bits) and a 17-bit home slot; each
/// bucket gets the least 16-bit value `d` such that `home ^ d` is free for all
/// of its keys. Buckets are placed largest first, while the table is emptiest.
fn perfect_hash(entries: &[(u32, HandRank)]) -> (Vec<u16>, Vec<HandRank>) {
    let mut buckets: Vec<Vec<(u32, HandRank)>> = vec![Vec::new(); 1 << BUCKET_BITS];
    for &(key, rank) in entries {
        let (bucket, home) = split_hash(key);
        buckets[bucket].push((home, rank));
    }
    let mut order: Vec<usize> = (0..buckets.len()).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
    let mut ranks = vec![HandRank::default(); 1 << SLOT_BITS];
    let mut used = vec![false; 1 << SLOT_BITS];
    let mut displacements = vec![0u16; buckets.len()];
    for b in order {
        let homes = &buckets[b];
        let d = (0..=u16::MAX)
            .find(|&d| homes.iter().all(|&(h, _)| !used[(h ^ d as u32) as usize]))
            .expect("every bucket finds a displacement (checked by the tests)");
        for &(h, rank) in homes {
            let slot = (h ^ d as u32) as usize;
            used[slot] = true;
            ranks[slot] = rank;
        }
        displacements[b] = d;
    }
    (displacements, ranks)
}

/// The bucket and home slot of a rank key.
#[inline]
fn split_hash(key: u32) -> (usize, u32) {
    let h = (key as u64).wrapping_mul(HASH_MUL);
    ((h >> (64 - BUCKET_BITS)) as usize, (h >> (64 - BUCKET_BITS - SLOT_BITS)) as u32 & SLOT_MASK)
}

/// The highest straight in a 13-bit rank mask, as its top rank.
fn straight_top(mask: u16) -> Option<Rank> {
    // Put the ace below the deuce too, so the wheel is the run ending at bit 4.
    let wide = (mask as u32) << 1 | (mask as u32 >> 12 & 1);
    let runs = wide & wide >> 1 & wide >> 2 & wide >> 3 & wide >> 4;
    (runs != 0).then(|| Rank::new((31 - runs.leading_zeros()) as u8 + 3))
}

/// The `n` highest ranks of a mask, from the top.
fn top_ranks(mask: u16, n: usize) -> Vec<Rank> {
    (0..13u8).rev().filter(|&r| mask >> r & 1 == 1).take(n).map(Rank::new).collect()
}

/// The best hand of five or more cards of one suit, given their rank mask.
fn flush_rank(mask: u16) -> HandRank {
    if mask.count_ones() < 5 {
        return HandRank::default();
    }
    match straight_top(mask) {
        Some(top) => HandRank::new(Category::StraightFlush, &[top]),
        None => HandRank::new(Category::Flush, &top_ranks(mask, 5)),
    }
}

/// The best non-flush hand from how many cards of each rank there are.
fn best_of_counts(counts: &[u8; 13]) -> HandRank {
    let with = |n: u8| (0..13).filter(|&r| counts[r] >= n).fold(0u16, |m, r| m | 1 << r);
    let (any, pairs, trips, quads) = (with(1), with(2), with(3), with(4));
    let top = |mask: u16| top_ranks(mask, 1)[0];
    let but = |mask: u16, r: Rank| mask & !(1 << r.index());
    if quads != 0 {
        let q = top(quads);
        return HandRank::new(Category::FourOfAKind, &[q, top(but(any, q))]);
    }
    if trips != 0 && but(pairs, top(trips)) != 0 {
        let t = top(trips);
        return HandRank::new(Category::FullHouse, &[t, top(but(pairs, t))]);
    }
    if let Some(high) = straight_top(any) {
        return HandRank::new(Category::Straight, &[high]);
    }
    if trips != 0 {
        let t = top(trips);
        return HandRank::new(Category::ThreeOfAKind, &[&[t][..], &top_ranks(but(any, t), 2)].concat());
    }
    if pairs.count_ones() >= 2 {
        let two = top_ranks(pairs, 2);
        let kicker = top(but(but(any, two[0]), two[1]));
        return HandRank::new(Category::TwoPair, &[two[0], two[1], kicker]);
    }
    if pairs != 0 {
        let p = top(pairs);
        return HandRank::new(Category::OnePair, &[&[p][..], &top_ranks(but(any, p), 3)].concat());
    }
    HandRank::new(Category::HighCard, &top_ranks(any, 5))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::poker::reference;

    fn cards(s: &str) -> Vec<Card> {
        s.split(' ').map(|c| c.parse().unwrap()).collect()
    }

    #[test]
    fn tables_fit_the_budget() {
        let bytes = Evaluator::get().table_bytes();
        assert!(bytes <= 300 * 1024, "{bytes} bytes");
    }

    #[test]
    fn known_hands_match_the_reference() {
        for s in [
            "Ah Kh Qh Jh Th 2c 3d",
            "5d 4d 3d 2d Ad Kd 6c",
            "9c 9d 9h 9s 2c 2d 2h",
            "3c 3d 3h 2s 2c 4h 4d",
            "Ah 9h 7h 4h 2h 8h",
            "5c 4d 3h 2s Ac",
            "Qc Qd 3h 3s 4c 4d 2h",
            "Kc Ad 3h 5s 4c 9d Th",
        ] {
            let c = cards(s);
            let fast = c.iter().fold(Hand::EMPTY, |h, &card| h.add(card)).rank();
            assert_eq!(fast, reference::best_rank(&c), "{s}");
        }
    }

    #[test]
    fn combine_equals_adding() {
        let c = cards("Ah Kh 2c 2d 2s Ac 7d");
        let left = Hand::from_set(c[..4].iter().copied().collect());
        let right = Hand::from_set(c[4..].iter().copied().collect());
        assert_eq!(left.combine(right), Hand::from_set(c.iter().copied().collect()));
        assert_eq!(left.combine(right).cards().len(), 7);
    }

    #[test]
    fn straights_in_masks() {
        assert_eq!(straight_top(0b1_0000_0000_1111), Some(Rank::new(3)));
        assert_eq!(straight_top(0b1_1111_0000_0000), Some(Rank::ACE));
        assert_eq!(straight_top(0b1_1000_0000_0111), None);
    }
}
#[cfg(test)]
mod probe {
    #[test]
    fn stats() {
        let t = super::Evaluator::get().tables;
        eprintln!("bytes {}", super::Evaluator::get().table_bytes());
        let t0 = std::time::Instant::now();
        let _ = super::Tables::build();
        eprintln!("build {:?}", t0.elapsed());
    }
}
