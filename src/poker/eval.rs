//! The fast evaluator: an additive hand word, a perfect hash into a rank table,
//! and a 13-bit flush table, all built at run time on first use.
//!
//! A [`Hand`] is one 64-bit word plus a card mask. The low 16 bits of the word
//! hold one 4-bit counter per suit, started at 3, so a counter reaches 8 exactly
//! when its suit has five cards. The high 32 bits hold the sum of per-rank keys,
//! chosen so that every multiset of 5 to 7 ranks (at most four of each) has its
//! own sum, times an odd constant, modulo 2^32: the multiplication is folded
//! into each card's key, so the word already holds the hashed rank key and the
//! lookup needs no multiply. Adding a card is one add and one or, so partial
//! hands are built once and extended cheaply.

use crate::poker::{Card, CardSet, Category, HandRank, Rank};
use std::sync::OnceLock;

/// Per-rank keys, found by a greedy search: each is the least value that keeps
/// the sums of all multisets of 5 to 7 ranks distinct (the largest is 15,783,829).
const RANK_KEYS: [u32; 13] = [
    1, 4, 16, 67, 295, 1334, 5734, 23800, 60883, 208450, 509982, 1304151, 2967844,
];

/// Any odd multiplier that gives the 73,775 sums distinct (bucket, home) pairs,
/// and lets every bucket find a displacement, will do; the tests build the
/// tables, so a bad one cannot pass. This one, the golden ratio in 32 bits, does.
const HASH_MUL: u32 = 0x9e37_79b9;
const KEY_SHIFT: u32 = 32;
const SUIT_START: u64 = 0x3333;
const FLUSH_BITS: u64 = 0x8888;
const BUCKET_BITS: u32 = 13;
const SLOT_BITS: u32 = 17;
const SLOT_MASK: u32 = (1 << SLOT_BITS) - 1;

/// What adding each card (by its bit) adds to the word.
const CARD_WORDS: [u64; 64] = {
    let mut words = [0u64; 64];
    let mut bit = 0;
    while bit < 64 {
        let (suit, rank) = (bit / 16, bit % 16);
        if rank < 13 {
            let key = RANK_KEYS[rank].wrapping_mul(HASH_MUL) as u64;
            words[bit] = key << KEY_SHIFT | 1 << (4 * suit);
        }
        bit += 1;
    }
    words
};

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
    pub const EMPTY: Hand = Hand {
        word: SUIT_START,
        mask: 0,
    };

    /// This hand with `card` added. The card must not already be in it.
    // Named for adding a card to a hand; `Hand + Card` as an operator would read worse.
    #[allow(clippy::should_implement_trait)]
    #[inline]
    pub fn add(self, card: Card) -> Hand {
        // The key half wraps modulo 2^64 by design; the suit half never carries.
        Hand {
            word: self.word.wrapping_add(CARD_WORDS[card.bit() as usize]),
            mask: self.mask | 1 << card.bit(),
        }
    }

    /// The hand holding the cards of both; they must not share a card.
    #[inline]
    pub fn combine(self, other: Hand) -> Hand {
        Hand {
            word: self.word.wrapping_add(other.word).wrapping_sub(SUIT_START),
            mask: self.mask | other.mask,
        }
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

/// Calls `visit` once on each of the 133,784,560 seven-card hands, building
/// every shared prefix once, as exhaustive checks and benchmarks want.
///
/// # Complexity
/// One [`Hand::combine`] per visited hand, plus the prefixes.
#[inline]
pub fn for_each_seven_card_hand(mut visit: impl FnMut(Hand)) {
    let hands: Vec<Hand> = Card::all().map(|c| Hand::EMPTY.add(c)).collect();
    for a in 0..52 {
        for b in a + 1..52 {
            let hb = hands[a].combine(hands[b]);
            for c in b + 1..52 {
                let hc = hb.combine(hands[c]);
                for d in c + 1..52 {
                    let hd = hc.combine(hands[d]);
                    for e in d + 1..52 {
                        let he = hd.combine(hands[e]);
                        for f in e + 1..52 {
                            let hf = he.combine(hands[f]);
                            for hg in &hands[f + 1..] {
                                visit(hf.combine(*hg));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A handle on the lookup tables; copy it into hot loops to skip the
/// first-use check of [`Hand::rank`].
#[derive(Clone, Copy, Debug)]
pub struct Evaluator {
    tables: &'static Tables,
}

// One fixed-size block: every index is masked into range, so the hot path has no
// bounds checks, and all three parts sit at constant offsets from one pointer.
const RANKS_AT: usize = 0;
const DISPLACEMENTS_AT: usize = 1 << SLOT_BITS;
const FLUSHES_AT: usize = DISPLACEMENTS_AT + (1 << BUCKET_BITS);
const TABLE_LEN: usize = FLUSHES_AT + (1 << 13);

type Tables = [u16; TABLE_LEN];

impl Evaluator {
    /// The evaluator, building its tables on the first call.
    ///
    /// # Complexity
    /// The first call builds the 288 KiB of tables, in about 15 ms.
    pub fn get() -> Evaluator {
        static TABLES: OnceLock<Box<Tables>> = OnceLock::new();
        Evaluator {
            tables: TABLES.get_or_init(build_tables),
        }
    }

    /// The strength of the best five cards of a hand of 5 to 7 cards.
    #[inline]
    pub fn rank(self, hand: Hand) -> HandRank {
        let flush = hand.word & FLUSH_BITS;
        let at = if flush != 0 {
            let suit = flush.trailing_zeros() / 4;
            FLUSHES_AT + ((hand.mask >> (16 * suit)) as usize & 0x1fff)
        } else {
            let (bucket, home) = split_hash((hand.word >> KEY_SHIFT) as u32);
            let slot = home ^ self.tables[DISPLACEMENTS_AT + bucket] as u32;
            RANKS_AT + (slot & SLOT_MASK) as usize
        };
        HandRank::from_value(self.tables[at])
    }

    /// Builds a fresh copy of the tables and drops it; only the build-time
    /// benchmark needs this, as [`Evaluator::get`] builds once.
    pub fn build_uncached() {
        std::hint::black_box(build_tables());
    }

    /// Bytes held by the tables.
    pub fn table_bytes(self) -> usize {
        std::mem::size_of::<Tables>()
    }
}

fn build_tables() -> Box<Tables> {
    let mut tables: Box<Tables> = vec![0u16; TABLE_LEN]
        .into_boxed_slice()
        .try_into()
        .expect("TABLE_LEN entries");
    let mut entries = Vec::with_capacity(80_000);
    let mut counts = [0u8; 13];
    rank_multisets(0, 0, 0, &mut counts, &mut entries);
    let (ranks, rest) = tables.split_at_mut(DISPLACEMENTS_AT);
    let (displacements, flushes) = rest.split_at_mut(FLUSHES_AT - DISPLACEMENTS_AT);
    perfect_hash(&entries, displacements, ranks);
    for (mask, rank) in flushes.iter_mut().enumerate() {
        *rank = flush_rank(mask as u16).value();
    }
    tables
}

/// Collects (key, best non-flush rank) for every multiset of 5 to 7 ranks.
fn rank_multisets(
    rank: usize,
    size: u32,
    key: u32,
    counts: &mut [u8; 13],
    out: &mut Vec<(u32, HandRank)>,
) {
    if rank == 13 {
        if size >= 5 {
            out.push((key, best_of_counts(counts)));
        }
        return;
    }
    for n in 0..=4u8.min(7 - size as u8) {
        counts[rank] = n;
        rank_multisets(
            rank + 1,
            size + n as u32,
            key + n as u32 * RANK_KEYS[rank],
            counts,
            out,
        );
    }
    counts[rank] = 0;
}

/// Places every key in its own slot, hash-and-displace style: the product
/// `key * HASH_MUL` names a bucket (top 13 bits) and a 17-bit home slot; each
/// bucket gets the least 16-bit value `d` such that `home ^ d` is free for all
/// of its keys. Buckets are placed largest first, while the table is emptiest.
fn perfect_hash(entries: &[(u32, HandRank)], displacements: &mut [u16], ranks: &mut [u16]) {
    let mut buckets: Vec<Vec<(u32, HandRank)>> = vec![Vec::new(); 1 << BUCKET_BITS];
    for &(key, rank) in entries {
        let (bucket, home) = split_hash(key.wrapping_mul(HASH_MUL));
        buckets[bucket].push((home, rank));
    }
    let mut order: Vec<usize> = (0..buckets.len()).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
    let mut used = vec![false; 1 << SLOT_BITS];
    for b in order {
        let homes = &buckets[b];
        let d = (0..=u16::MAX)
            .find(|&d| homes.iter().all(|&(h, _)| !used[(h ^ d as u32) as usize]))
            .expect("every bucket finds a displacement (checked by the tests)");
        for &(h, rank) in homes {
            let slot = (h ^ d as u32) as usize;
            used[slot] = true;
            ranks[slot] = rank.value();
        }
        displacements[b] = d;
    }
}

/// The bucket (top 13 bits) and home slot (the next 17) of a hashed rank key.
#[inline]
fn split_hash(hashed: u32) -> (usize, u32) {
    (
        (hashed >> (32 - BUCKET_BITS)) as usize,
        hashed >> (32 - BUCKET_BITS - SLOT_BITS) & SLOT_MASK,
    )
}

/// The highest straight in a 13-bit rank mask, as its top rank.
fn straight_top(mask: u16) -> Option<Rank> {
    // Put the ace below the deuce too, so the wheel is the run ending at bit 4.
    let wide = (mask as u32) << 1 | (mask as u32 >> 12 & 1);
    let runs = wide & wide >> 1 & wide >> 2 & wide >> 3 & wide >> 4;
    (runs != 0).then(|| Rank::new((31 - runs.leading_zeros()) as u8 + 3))
}

/// The `N` highest ranks of a mask holding at least `N`, from the top.
fn top_ranks<const N: usize>(mut mask: u16) -> [Rank; N] {
    std::array::from_fn(|_| {
        let r = 15 - mask.leading_zeros() as u8;
        mask &= !(1 << r);
        Rank::new(r)
    })
}

/// The best hand of five or more cards of one suit, given their rank mask.
fn flush_rank(mask: u16) -> HandRank {
    if mask.count_ones() < 5 {
        return HandRank::default();
    }
    match straight_top(mask) {
        Some(top) => HandRank::new(Category::StraightFlush, &[top]),
        None => HandRank::new(Category::Flush, &top_ranks::<5>(mask)),
    }
}

/// The best non-flush hand from how many cards of each rank there are.
fn best_of_counts(counts: &[u8; 13]) -> HandRank {
    let with = |n: u8| {
        (0..13)
            .filter(|&r| counts[r] >= n)
            .fold(0u16, |m, r| m | 1 << r)
    };
    let (any, pairs, trips, quads) = (with(1), with(2), with(3), with(4));
    let top = |mask: u16| top_ranks::<1>(mask)[0];
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
        let k = top_ranks::<2>(but(any, t));
        return HandRank::new(Category::ThreeOfAKind, &[t, k[0], k[1]]);
    }
    if pairs.count_ones() >= 2 {
        let two = top_ranks::<2>(pairs);
        let kicker = top(but(but(any, two[0]), two[1]));
        return HandRank::new(Category::TwoPair, &[two[0], two[1], kicker]);
    }
    if pairs != 0 {
        let p = top(pairs);
        let k = top_ranks::<3>(but(any, p));
        return HandRank::new(Category::OnePair, &[p, k[0], k[1], k[2]]);
    }
    HandRank::new(Category::HighCard, &top_ranks::<5>(any))
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
        assert_eq!(
            left.combine(right),
            Hand::from_set(c.iter().copied().collect())
        );
        assert_eq!(left.combine(right).cards().len(), 7);
    }

    #[test]
    fn straights_in_masks() {
        assert_eq!(straight_top(0b1_0000_0000_1111), Some(Rank::new(3)));
        assert_eq!(straight_top(0b1_1111_0000_0000), Some(Rank::ACE));
        assert_eq!(straight_top(0b1_1000_0000_0111), None);
    }
}
