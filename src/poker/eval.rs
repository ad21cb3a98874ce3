//! The fast evaluator of a three- or five-card ladder: an additive hand word and perfect
//! hashes into tables of each class's place in the ladder's order, all built at run
//! time on first use.
//!
//! A [`Hand`] is two 64-bit words (drawn on [`Hand`]). One adds up suit
//! counters, a card count and a 32-bit rank key, the sum of a hashed key per
//! card's rank; the other is the set of cards. Adding a card is one add and one
//! or, so partial hands are built once and extended cheaply.
//!
//! A hand with five cards of one suit is ranked by that suit's 13-bit rank mask,
//! which indexes the flushes directly. Any other hand is ranked by its rank key,
//! which tells apart all 73,775 multisets of 5 to 7 ranks, through one of two
//! perfect hashes: one for the 55,380 multisets of five or seven ranks, one for
//! the 18,395 of six, so that the common hands, five cards or seven, touch only
//! the first hash's 144 KiB. In each, the key's top bits name a bucket and the
//! slot is `key + displacements[bucket]` modulo the number of slots, the
//! displacement chosen per bucket so that no two keys share a slot (hash and
//! displace, as in CHD or PTHash). One test of the word picks the hash or the
//! flushes; a lookup is then a shift, two loads, an add and a mask.
//!
//! The tables are 232 KiB: 106,496 two-byte strengths (65,536 slots for five or
//! seven ranks, 32,768 for six, 8,192 flushes) and 12,289 two-byte
//! displacements. Building them takes about 3 ms: each bucket, most keys first,
//! takes the least displacement that fits, found by testing 64 at a time
//! against a bitmap of the used slots; and only the five-card classes (7,462
//! under the standard ladder) are ranked from scratch, by the ladder's plain key,
//! a bigger multiset or flush taking the best of its sub-multisets with one card
//! fewer, already in the table.
//!
//! A strength is a class's place in the ladder's order, 1 for the weakest, so the
//! tables hold any ladder's order alike, and the evaluator gives each place's
//! [`LadderKey`] back. A holding with five of a suit takes its flush alone where
//! every flush beats whatever else such a holding can make (the standard ladder,
//! short deck); under other ladders, the better of its flush and its ranks alone,
//! or, where a flush can rank below the same cards' ranks (deuce-to-seven), the
//! look-ups of [`suited`].

use crate::poker::{Card, CardSet, Kind, Ladder, LadderKey, Strength, Subsets};
use std::sync::OnceLock;

mod board_rows;
mod omaha;
mod packed_hand;
mod suited;
mod three_cards;
mod walk;

pub use omaha::Omaha;
pub use packed_hand::PackedHand;

/// Per-rank keys, found by a greedy search: each is the least value that keeps
/// the sums of all multisets of 5 to 7 ranks distinct. The largest key is
/// 2,967,844, the largest sum (four aces and three kings) 15,783,829.
const RANK_KEYS: [u32; 13] = [
    1, 4, 16, 67, 295, 1334, 5734, 23800, 60883, 208450, 509982, 1304151, 2967844,
];

/// The odd multiplier that scatters the sums: any will do that gives each hash's
/// keys distinct (bucket, home) pairs; the build checks that, and the tests
/// build the tables. This one, the golden ratio in 32 bits, does.
const HASH_MUL: u32 = 0x9e37_79b9;
pub(in crate::poker) const COUNT_SHIFT: u32 = 35;
/// The low bit of the card count plus one: set exactly when the count is even.
pub(in crate::poker) const EVEN_BIT: u64 = 1 << COUNT_SHIFT;
const FLUSH_BITS: u64 = 0x8888 << 48;
/// The top bit of each suit's count in a [`PackedHand`], bit 15 of the suit's 16.
/// Here, not in `packed_hand`, so that a bundle that names no [`PackedHand`] can drop
/// that module.
const COUNT_TOPS: u64 = 0x8000_8000_8000_8000;
const START: u64 = 0x3333 << 48 | 1 << COUNT_SHIFT;

/// The ranks' hashed keys: multiplying each key, not the sum, spares the lookup a multiply.
pub(in crate::poker) const HASHED_KEYS: [u32; 13] = {
    let mut keys = RANK_KEYS;
    let mut r = 0;
    while r < 13 {
        keys[r] = keys[r].wrapping_mul(HASH_MUL);
        r += 1;
    }
    keys
};

/// Unordered pairs of ranks, two of one rank included.
pub(in crate::poker) const RANK_PAIRS: usize = 91;

/// The number of the pair of ranks `a` and `b` (indices, deuce 0), in either order:
/// by the higher rank, then the lower, from two deuces at 0 to two aces at 90. Omaha's
/// rows and a low ladder's `five_and_two` hold an entry per pair in this order.
pub(in crate::poker) const fn rank_pair(a: usize, b: usize) -> usize {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    hi * (hi + 1) / 2 + lo
}

/// What adding each card (by its bit) adds to the word. Indexed by the whole byte, so
/// that a card needs neither a mask nor a bounds check; only the first 64 entries are
/// ever read.
const CARD_WORDS: [u64; 256] = {
    let mut words = [0u64; 256];
    let mut bit = 0;
    while bit < 64 {
        let (suit, rank) = (bit / 16, bit % 16);
        if rank < 13 {
            words[bit] = HASHED_KEYS[rank] as u64 | 1 << COUNT_SHIFT | 1 << (60 - 4 * suit);
        }
        bit += 1;
    }
    words
};

/// A partial or complete hand, built card by card.
///
/// It is two 64-bit words. `mask` is the set of cards, bit `16 * suit + rank`
/// as in a [`CardSet`]. `word` is a sum, one term per card:
///
/// ```text
///  63   60 59   56 55   52 51   48 47      40 39      35 34  32 31            0
/// +-------+-------+-------+-------+----------+----------+------+---------------+
/// | clubs | diam. | hearts| spades|  unused  |  count   | carry|   rank key    |
/// |  + 3  |  + 3  |  + 3  |  + 3  |          |   + 1    |      |               |
/// +-------+-------+-------+-------+----------+----------+------+---------------+
///  suit counters: bit 3 of one is set       bit 35 is set       the cards' hashed
///  when its suit has five cards             for an even count   rank keys, summed
///                                                               modulo 2^32
/// ```
///
/// A suit counter starts at 3, so its top bit is set exactly when its suit has
/// five cards (or more); the count starts at 1, so its low bit is set exactly
/// when the number of cards is even. The rank key wraps modulo 2^32, and its
/// carries (at most six) land in bits 32 to 34.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Evaluator, Hand, Kind};
///
/// let hand = |s: &str| {
///     s.split(' ')
///         .map(|c| c.parse::<Card>().unwrap())
///         .fold(Hand::EMPTY, Hand::add)
/// };
/// let kind = |s: &str| Evaluator::get().kind(hand(s).strength());
/// assert_eq!(kind("Ah 2c 3d 4s 5h Kd Kc"), Some(Kind::Straight));
/// assert_eq!(kind("Ah 2c 3d 9s 7h Kd Kc"), Some(Kind::OnePair));
/// assert!(hand("Ah 2c 3d 4s 5h Kd Kc").strength() > hand("Ah 2c 3d 9s 7h Kd Kc").strength());
/// assert_eq!(kind("9h 8h 7h 6h 5h"), Some(Kind::StraightFlush));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hand {
    pub(in crate::poker) word: u64,
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
        word: START,
        mask: 0,
    };

    /// This hand with `card` added. The card must not already be in it.
    // Named for adding a card to a hand; `Hand + Card` as an operator would read worse.
    #[allow(clippy::should_implement_trait)]
    #[inline]
    pub fn add(self, card: Card) -> Hand {
        Hand {
            word: self.word.wrapping_add(CARD_WORDS[card.bit() as usize]),
            mask: self.mask | 1 << card.bit(),
        }
    }

    /// The hand holding the cards of both; they must not share a card.
    #[inline]
    pub fn combine(self, other: Hand) -> Hand {
        Hand {
            word: self.word.wrapping_add(other.word).wrapping_sub(START),
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

    /// The strength of the best five cards under the standard ladder, through the
    /// shared tables.
    ///
    /// Meaningful for 5 to 7 cards. With fewer or more the result is some
    /// [`Strength`] with no meaning, not a panic: every index is masked into
    /// the tables.
    ///
    /// # Complexity
    /// The first call in the process builds the tables (see [`Evaluator::get`]).
    #[inline]
    pub fn strength(self) -> Strength {
        Evaluator::get().strength(self)
    }

    /// The slot of the flush of a hand with five cards of one suit, whose
    /// flush bits are `flush` (the word and [`FLUSH_BITS`]).
    #[inline]
    pub(in crate::poker) fn flush_slot(self, flush: u64) -> usize {
        // The flush bit of suit s is bit 63 - 4s, so its leading zeros are 4s.
        flush_slot(self.mask >> (4 * flush.leading_zeros()))
    }
}

/// Calls `visit` once on each of the 133,784,560 seven-card hands, building
/// every shared prefix once, as exhaustive checks and benchmarks want.
///
/// # Complexity
/// One [`Hand::combine`] per visited hand, plus the prefixes.
// Public only for `benches/evaluator.rs` (workload a), which is another crate.
#[doc(hidden)]
#[inline]
pub fn for_each_seven_card_hand(mut visit: impl FnMut(Hand)) {
    let hands: Vec<Hand> = Card::all().map(|c| Hand::EMPTY.add(c)).collect();
    for_each_five_card_prefix(&hands, 52, |he, e| {
        for f in e + 1..52 {
            let hf = he.combine(hands[f]);
            for hg in &hands[f + 1..] {
                visit(hf.combine(*hg));
            }
        }
    });
}

/// Calls `visit(hand, e)` on each five-card hand of `hands` (the 52 one-card hands
/// in deck order) whose last card's index `e` is below `end`, in deck order, each
/// shared prefix built once: the outer loops of the seven-card walks.
#[inline]
fn for_each_five_card_prefix(hands: &[Hand], end: usize, mut visit: impl FnMut(Hand, usize)) {
    for a in 0..52 {
        for b in a + 1..52 {
            let hb = hands[a].combine(hands[b]);
            for c in b + 1..52 {
                let hc = hb.combine(hands[c]);
                for d in c + 1..52 {
                    let hd = hc.combine(hands[d]);
                    for (e, &he) in hands.iter().enumerate().take(end).skip(d + 1) {
                        visit(hd.combine(he), e);
                    }
                }
            }
        }
    }
}

/// One perfect hash: where its slots and displacements sit in [`Tables`], and
/// how many there are (powers of two).
#[derive(Clone, Copy)]
pub(in crate::poker) struct Part {
    slots_at: usize,
    slot_bits: u32,
    buckets_at: usize,
    bucket_bits: u32,
}

/// Five or seven ranks: 55,380 keys in 65,536 slots, 8,192 buckets.
pub(in crate::poker) const ODD: Part = Part {
    slots_at: 0,
    slot_bits: 16,
    buckets_at: 0,
    bucket_bits: 13,
};
/// Six ranks: 18,395 keys in 32,768 slots, 4,096 buckets.
pub(in crate::poker) const SIX: Part = Part {
    slots_at: 1 << 16,
    slot_bits: 15,
    buckets_at: 1 << 13,
    bucket_bits: 12,
};
const FLUSHES_AT: usize = (1 << 16) + (1 << 15);
const TABLE_LEN: usize = FLUSHES_AT + (1 << 13);
const DISPLACEMENTS_LEN: usize = (1 << 13) + (1 << 12) + 1;

/// The tables, in one block so that a lookup needs one base pointer. Every
/// index is in range by its type or a mask, so lookups have no bounds checks.
pub(in crate::poker) struct Tables {
    /// Rank values: the slots of [`ODD`], then of [`SIX`], then the 8,192
    /// flushes by rank mask.
    pub(in crate::poker) strengths: [u16; TABLE_LEN],
    /// The buckets' displacements, [`ODD`]'s then [`SIX`]'s, then padding.
    displacements: [u16; DISPLACEMENTS_LEN],
    /// The masks the lookup tests, flush or an even count, then flush, then a
    /// [`PackedHand`]'s flush: read from here, each test stays one instruction
    /// where registers run short, not a 10-byte constant rebuilt on every hand.
    /// Ladders without flushes clear the flush bits, so the lookup never reaches
    /// the flushes, at no cost.
    pub(in crate::poker) flags: [u64; 3],
    /// Whether a holding with five of a suit is its best flush, nothing else: the
    /// ladder has no flushes, or every flush ranks above every hand of at most three
    /// of a rank without one, which is all that such a holding's other fives can
    /// make (see [`build`]). Else a holding with five of a suit takes the
    /// tables' `fallback`, [`suited::best`]; a three-card ladder's tables have it
    /// false, so that every hand takes theirs, [`three_cards::place`].
    pub(in crate::poker) flush_wins: bool,
    /// Whether five cards of a suit rank at least as high as their flush as by
    /// their ranks alone, so that Omaha's and the walk's rows, read by ranks
    /// alone, with the flushes apart, give the best hand; not so under a low
    /// ladder that counts flushes against the hand (deuce-to-seven), nor for a
    /// three-card ladder, which has no such rows.
    flush_first: bool,
    /// How [`Evaluator::strength`] places what its look-ups do not, where
    /// `flush_wins` is false: a holding with five of a suit whose flush need not
    /// be its best hand ([`suited::best`]), or a three-card ladder's hand
    /// ([`three_cards::place`]). Only [`Evaluator::with`] names those two, so that
    /// a bundle whose problem takes the standard ladder alone ([`Evaluator::get`])
    /// carries neither.
    fallback: fn(&Tables, Hand) -> u16,
    /// The ladder.
    ladder: Ladder,
    /// The key of each place, [`LadderKey::NONE`] first.
    keys: Vec<LadderKey>,
}

impl Tables {
    /// The slot of a rank key in one of the hashes.
    #[inline(always)]
    pub(in crate::poker) fn slot(&self, part: Part, rank_key: u32) -> usize {
        // One 32-bit load reads the bucket's displacement and, above it, the
        // next entry, whose term starts at bit 16 and so cannot reach the slot's
        // 15 or 16 bits: the add takes its operand straight from memory.
        let b = part.buckets_at + (rank_key >> (32 - part.bucket_bits)) as usize;
        let pair = u32::from(self.displacements[b]) | u32::from(self.displacements[b + 1]) << 16;
        part.slots_at + (rank_key.wrapping_add(pair) & ((1 << part.slot_bits) - 1)) as usize
    }
}

/// The slot of a flush, by the rank mask of its suit (higher bits ignored).
pub(in crate::poker) fn flush_slot(suit_ranks: u64) -> usize {
    FLUSHES_AT + (suit_ranks as usize & 0x1fff)
}

/// The fast evaluator of a three- or five-card ladder without suit ties: a handle on its
/// tables, which [`Evaluator::with`] builds on the ladder's first use; copy it into
/// hot loops.
///
/// A holding of 5 to 7 cards is one or two lookups, whatever the ladder (a
/// three-card ladder's hand of three, one after a flush test): the
/// tables hold each class's place in the ladder's order, its [`Strength`], and
/// [`Evaluator::key`] gives back the ladder's key of a strength, with its kind, its
/// name and its ranks.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Evaluator, Kind, Ladder};
///
/// let short = Evaluator::with(Ladder::SHORT_DECK);
/// let cards = Card::parse_list("6h 8h 9h Th Ah 6s 6d").unwrap();
/// let best = short.best_of(&cards);
/// assert_eq!(short.kind(best), Some(Kind::Flush));
/// assert_eq!(short.key(best), Ladder::SHORT_DECK.best_of(&cards));
/// ```
#[derive(Clone, Copy)]
pub struct Evaluator {
    tables: &'static Tables,
    /// The tables' `flush_wins`, here so that a hot loop tests it in a register
    /// (and the compiler can take the test out of the loop), not in memory.
    flush_wins: bool,
}

impl std::fmt::Debug for Evaluator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Evaluator")
    }
}

/// The standard ladder's tables, once built ([`Evaluator::get`]).
static STANDARD: OnceLock<&'static Tables> = OnceLock::new();

impl Evaluator {
    /// The evaluator of the standard ladder, building its tables on the first call.
    ///
    /// # Complexity
    /// The first call builds the 232 KiB of tables, in about 3 ms (the
    /// `d_table_build` benchmark).
    #[inline]
    pub fn get() -> Evaluator {
        // Every standard flush beats whatever else its holding makes, so the
        // fallback is never called: the flush alone.
        let tables = STANDARD.get_or_init(|| Box::leak(build(Ladder::STANDARD, flush_alone)));
        Evaluator::of(tables)
    }

    /// Whether these are the standard ladder's tables, without building them.
    fn is_standard(self) -> bool {
        STANDARD
            .get()
            .is_some_and(|&t| std::ptr::eq(t, self.tables))
    }

    /// The evaluator of `ladder`, building its tables on the first call for it.
    ///
    /// A three-card ladder's evaluator (King's Poker, Zha Jin Hua) ranks a hand of
    /// exactly three cards ([`Evaluator::strength`]) and the best three of more
    /// ([`Evaluator::best_of`], [`Evaluator::best_with_pocket`]); Omaha, the walk
    /// and the board rows are a five-card ladder's.
    ///
    /// # Panics
    /// If the ladder's hands are not three or five cards, or suits break its ties
    /// (a key that depends on more than the ranks and a flush has no place in the
    /// tables).
    ///
    /// # Complexity
    /// As [`Evaluator::get`], once per ladder (the standard one's is shared with
    /// it; a three-card ladder's 741 classes at most take well under a
    /// millisecond, in a block of the same 232 KiB, mostly empty). Each later call
    /// finds the ladder's tables among those built, under a lock: call it once, not
    /// per hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::poker::{Card, Evaluator, Hand, Kind, Ladder};
    ///
    /// let zha = Evaluator::with(Ladder::ZHA_JIN_HUA);
    /// let hand = |t: &str| Card::parse_list(t).unwrap().into_iter().fold(Hand::EMPTY, Hand::add);
    /// let (trips, straight_flush) = (zha.strength(hand("2c 2d 2h")), zha.strength(hand("Qs Ks As")));
    /// assert!(trips > straight_flush);
    /// assert_eq!(zha.kind(straight_flush), Some(Kind::StraightFlush));
    /// assert_eq!(zha.classes(), 741);
    /// ```
    pub fn with(ladder: Ladder) -> Evaluator {
        if ladder == Ladder::STANDARD {
            return Evaluator::get();
        }
        static BUILT: std::sync::Mutex<Vec<&'static Tables>> = std::sync::Mutex::new(Vec::new());
        let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
        let tables = match built.iter().find(|t| t.ladder == ladder) {
            Some(&tables) => tables,
            None => {
                let tables: &'static Tables = Box::leak(build_any(ladder));
                built.push(tables);
                tables
            }
        };
        Evaluator::of(tables)
    }

    /// The handle on `tables`.
    #[inline]
    fn of(tables: &'static Tables) -> Evaluator {
        Evaluator {
            tables,
            flush_wins: tables.flush_wins,
        }
    }

    /// The strength of the best five cards of a hand of 5 to 7 cards, or under a
    /// three-card ladder of a hand of exactly three (meaningless, but no panic, for
    /// other sizes: see [`Hand::strength`]).
    #[inline]
    pub fn strength(self, hand: Hand) -> Strength {
        let tables = self.tables;
        let rank_key = hand.word as u32;
        let slot = if hand.word & tables.flags[0] == 0 {
            tables.slot(ODD, rank_key)
        } else if hand.word & tables.flags[1] == 0 {
            tables.slot(SIX, rank_key)
        } else if self.flush_wins {
            hand.flush_slot(hand.word & tables.flags[1])
        } else {
            return Strength::from_value(fall_back(tables, hand));
        };
        Strength::from_value(tables.strengths[slot])
    }

    /// The ladder's key of a strength of this evaluator, [`LadderKey::NONE`] for
    /// none.
    ///
    /// # Panics
    /// If the strength is not one of this ladder's classes.
    pub fn key(self, strength: Strength) -> LadderKey {
        self.tables.keys[usize::from(strength.value())]
    }

    /// The kind of a strength of this evaluator ([`Ladder::kind`] of its key).
    ///
    /// # Panics
    /// As [`Evaluator::key`].
    pub fn kind(self, strength: Strength) -> Option<Kind> {
        self.tables.ladder.kind(self.key(strength))
    }

    /// The name of a strength of this evaluator ([`Ladder::name`] of its key): the
    /// ladder's word for its kind.
    ///
    /// # Panics
    /// As [`Evaluator::key`].
    pub fn name(self, strength: Strength) -> Option<&'static str> {
        self.tables.ladder.name(self.key(strength))
    }

    /// How many classes of hands the ladder has: its strengths are 1 to this, 7,462
    /// under the standard ladder, 741 under [`Ladder::ZHA_JIN_HUA`].
    pub fn classes(self) -> usize {
        self.tables.keys.len() - 1
    }

    /// The strength of the best five of `cards` (at least five, all distinct), or
    /// under a three-card ladder the best three (at least three).
    ///
    /// # Panics
    /// If there are fewer cards than a hand of the ladder's.
    ///
    /// # Complexity
    /// One lookup for 5 to 7 cards; for more, one per seven-card subset, C(n, 7):
    /// 1,716 for 13 cards. (With more than seven cards a flush no longer beats every
    /// other hand the cards make, so no shortcut through the flush table is taken.)
    /// Under a three-card ladder, one lookup per three cards, C(n, 3).
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::poker::{Card, Evaluator, Kind};
    ///
    /// let cards = Card::parse_list("Ah Kh Qh Jh 9h 9c 9d 9s 2c").unwrap();
    /// let eval = Evaluator::get();
    /// assert_eq!(eval.kind(eval.best_of(&cards)), Some(Kind::FourOfAKind));
    /// ```
    pub fn best_of(self, cards: &[Card]) -> Strength {
        let size = self.tables.ladder.size;
        assert!(
            cards.len() >= size,
            "a hand needs {size} cards, not {}",
            cards.len()
        );
        // Five cards' tables place 5 to 7 cards, three cards' only three.
        let k = if size == 5 { cards.len().min(7) } else { size };
        let mut best = Strength::default();
        for_each_choice(cards, k, Hand::EMPTY, &mut |hand| {
            best = best.max(self.strength(hand));
        });
        best
    }

    /// The strength of the best hand of exactly `k` of `pocket` and `5 - k` of
    /// `board` (Omaha: `k` = 2, with four in the pocket and five on the board);
    /// under a three-card ladder, `3 - k` of `board`.
    ///
    /// # Panics
    /// If `k` exceeds a hand's cards, or `pocket` has fewer than `k` cards or `board`
    /// fewer than the rest.
    ///
    /// # Complexity
    /// With exactly two of 2 to 7 pocket cards and five board cards (Omaha), one row
    /// of [`Omaha`]'s tables, built on first use, and C(pocket, 2) entries of it: 6
    /// for four pocket cards. Otherwise, or under a ladder whose flushes can rank
    /// below their ranks alone, C(pocket, k) * C(board, 5 - k) lookups (3 - k under
    /// a three-card ladder).
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::poker::{Card, Evaluator, Kind};
    ///
    /// let pocket = Card::parse_list("Ah Kh Qh Jh").unwrap();
    /// let board = Card::parse_list("Th 2c 2d 7s 9c").unwrap();
    /// let eval = Evaluator::get();
    /// let omaha = eval.best_with_pocket(&pocket, &board, 2);
    /// assert_eq!(eval.kind(omaha), Some(Kind::OnePair)); // two hearts are no flush
    /// ```
    // Inlined, so that a caller's fixed sizes choose Omaha's copy at compile time.
    #[inline]
    pub fn best_with_pocket(self, pocket: &[Card], board: &[Card], k: usize) -> Strength {
        let omaha = k == 2 && board.len() == 5 && (2..=7).contains(&pocket.len());
        if omaha && self.tables.flush_first {
            return Omaha::of(self).best(pocket, board);
        }
        self.best_with_pocket_by_subsets(pocket, board, k)
    }

    /// [`Evaluator::best_with_pocket`] for every other shape: each choice of `k`
    /// pocket cards with each of the rest of a hand from the board.
    fn best_with_pocket_by_subsets(self, pocket: &[Card], board: &[Card], k: usize) -> Strength {
        let size = self.tables.ladder.size;
        assert!(
            k <= size && pocket.len() >= k && board.len() + k >= size,
            "{k} of {} pocket cards with {} of {} board cards",
            pocket.len(),
            size - k.min(size),
            board.len()
        );
        let mut best = Strength::default();
        for_each_choice(pocket, k, Hand::EMPTY, &mut |mine| {
            for_each_choice(board, size - k, mine, &mut |hand| {
                best = best.max(self.strength(hand));
            });
        });
        best
    }

    /// Calls `visit` with the strength of each of the 133,784,560 seven-card hands,
    /// in the order of [`for_each_seven_card_hand`]: by their cards' deck indices,
    /// lexicographically. About 1.5 times as fast as that walk with
    /// [`Evaluator::strength`], as the last two cards of each hand are read from a row
    /// per five-card prefix, which holds the best five of the prefix's ranks with each
    /// pair of ranks (a hand that can be a flush then takes its flush where better).
    /// Under a ladder whose flushes can rank below their ranks alone, it is that walk.
    ///
    /// # Panics
    /// Under a three-card ladder.
    ///
    /// # Complexity
    /// The first call for a ladder builds 1.6 MB of rows, in 3 to 9 ms. Then
    /// one table read per hand, and one more for a hand that can be a flush.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use showdown::poker::{Evaluator, Kind};
    ///
    /// let eval = Evaluator::get();
    /// let mut straight_flushes = 0u64;
    /// eval.for_each_seven_card_strength(|s| {
    ///     straight_flushes += u64::from(eval.kind(s) == Some(Kind::StraightFlush));
    /// });
    /// assert_eq!(straight_flushes, 41_584);
    /// ```
    pub fn for_each_seven_card_strength(self, mut visit: impl FnMut(Strength)) {
        assert!(
            self.tables.ladder.size == 5,
            "seven cards under a five-card ladder"
        );
        if !self.tables.flush_first {
            return for_each_seven_card_hand(|hand| visit(self.strength(hand)));
        }
        walk::by_rows(self, visit);
    }

    /// Builds a fresh copy of the tables of `ladder` and drops it; only the
    /// build-time benchmarks need this, as [`Evaluator::with`] builds once.
    // Public only for `benches/evaluator.rs` (workload d), `benches/ladders.rs` and
    // `bench/peers`, which time the build from other crates.
    #[doc(hidden)]
    pub fn build_uncached(ladder: Ladder) {
        std::hint::black_box(build_any(ladder));
    }

    /// Bytes held by the tables: 237,600. Only the table budget test asks.
    #[cfg(test)]
    fn table_bytes(self) -> usize {
        std::mem::size_of_val(&self.tables.strengths)
            + std::mem::size_of_val(&self.tables.displacements)
    }
}

/// Calls `visit` on `hand` plus each choice of `k` of `cards` (at most seven), each
/// choice once.
fn for_each_choice(cards: &[Card], k: usize, hand: Hand, visit: &mut impl FnMut(Hand)) {
    for chosen in Subsets::new(cards.len(), k) {
        visit(chosen.iter().fold(hand, |h, &i| h.add(cards[i])));
    }
}

/// A multiset of ranks: its rank key, the ranks it holds fewer than four of,
/// and, for five ranks, its place.
#[derive(Clone, Copy, Default)]
pub(in crate::poker) struct RankSet {
    rank_key: u32,
    room: u16,
    strength: u16,
}

/// [`Tables::fallback`] of `hand`: a call of its own, marked cold, so that the hot
/// loops around [`Evaluator::strength`] keep the five-card look-ups' code together
/// (a direct call to a cold function did the same before the fallback was a
/// pointer; without it, deuce-to-seven lost 4% on seven cards).
#[cold]
#[inline(never)]
fn fall_back(tables: &Tables, hand: Hand) -> u16 {
    (tables.fallback)(tables, hand)
}

/// A holding with five of a suit: its best flush. The fallback of ladders whose
/// flushes beat whatever else such a holding makes, where it is never called.
fn flush_alone(tables: &Tables, hand: Hand) -> u16 {
    tables.strengths[hand.flush_slot(hand.word & tables.flags[1])]
}

impl Tables {
    /// Empty tables of `ladder`, testing `flags`, with `fallback` for what the
    /// look-ups do not place.
    fn empty(ladder: Ladder, flags: [u64; 3], fallback: fn(&Tables, Hand) -> u16) -> Box<Tables> {
        Box::new(Tables {
            strengths: [0; TABLE_LEN],
            displacements: [0; DISPLACEMENTS_LEN],
            flags,
            flush_wins: false,
            flush_first: false,
            fallback,
            ladder,
            keys: vec![LadderKey::NONE],
        })
    }

    /// Numbers the classes of `keys` (any order, repeats allowed) in the ladder's
    /// order, from 1, [`LadderKey::NONE`] 0.
    fn number(&mut self, keys: impl Iterator<Item = LadderKey>) {
        self.keys.extend(keys);
        self.keys.sort_unstable();
        self.keys.dedup();
    }

    /// The place of a class's key among [`Tables::number`]'s.
    fn place(&self, key: LadderKey) -> u16 {
        self.keys.binary_search(&key).unwrap_or(0) as u16
    }
}

/// Builds the tables of any ladder [`Evaluator::with`] takes.
///
/// # Panics
/// If the ladder's hands are not three or five cards, or suits break its ties.
fn build_any(ladder: Ladder) -> Box<Tables> {
    assert!(
        (ladder.size == 3 || ladder.size == 5) && ladder.suits.is_none(),
        "a ladder of three or five cards without suit ties"
    );
    match ladder.size {
        3 => three_cards::build(ladder),
        _ => build(ladder, suited::best),
    }
}

/// Builds the tables of a five-card ladder: each class's key, the ladder's own
/// ([`Ladder::key_of_counts`]), numbered in order; the tables of those places, a
/// bigger multiset or flush taking the best of its sub-multisets with one card
/// fewer; and how a holding with five of a suit is ranked, by `suited` where its
/// flush need not be its best hand. The ladder is one [`build_any`] takes, of five
/// cards.
fn build(ladder: Ladder, suited: fn(&Tables, Hand) -> u16) -> Box<Tables> {
    let suits = ladder
        .kinds
        .iter()
        .any(|k| matches!(k, Kind::Flush | Kind::StraightFlush | Kind::RoyalFlush));
    let flush_bits = if suits { FLUSH_BITS } else { 0 };
    let flags = [
        flush_bits | EVEN_BIT,
        flush_bits,
        if suits { COUNT_TOPS } else { 0 },
    ];
    let mut tables = Tables::empty(ladder, flags, suited);
    // The multisets of five, six and seven ranks, those of five with their keys.
    let mut sets = [6_175, 18_395, 49_205].map(Vec::with_capacity);
    let empty = RankSet {
        room: 0x1fff,
        ..RankSet::default()
    };
    // Beside the multisets of five, in their order: each one's key, and whether it
    // holds three ranks or more.
    let mut fives = Vec::with_capacity(6_175);
    rank_multisets(0, empty, &mut [0; 13], 0, &ladder, &mut sets, &mut fives);
    let mut flushes = vec![LadderKey::NONE; 1 << 13];
    for mask in (0..1u16 << 13).filter(|m| suits && m.count_ones() == 5) {
        let counts = std::array::from_fn(|r| (mask >> r & 1) as u8);
        flushes[usize::from(mask)] = ladder.key_of_counts(&counts, true);
    }
    // Five cards of a suit fit every kind their ranks fit and maybe more, so they
    // rank at least as high as their flush as by their ranks alone, but under a
    // low ladder, which turns the order over.
    tables.flush_first = !(ladder.low && suits);
    // The best five of three ranks or more (no full house, no four of a kind): all
    // that a holding of at most seven cards with five of a suit makes with a card
    // of another suit.
    let weak = fives.iter().filter(|f| f.1);
    let best_without_flush = weak.map(|f| f.0).max().unwrap_or(LadderKey::NONE);
    tables.flush_wins = !suits
        || flushes
            .iter()
            .all(|&f| f == LadderKey::NONE || f > best_without_flush);
    // Each class's place: its key's among them all, sorted.
    tables.number(fives.iter().map(|f| f.0).chain(flushes.iter().copied()));
    for (set, five) in sets[0].iter_mut().zip(&fives) {
        set.strength = tables.place(five.0);
    }
    place_sets(sets[0].iter().chain(&sets[2]), ODD, &mut tables);
    place_sets(sets[1].iter(), SIX, &mut tables);
    // The best five of six or seven ranks are the best five of one of the
    // sub-multisets with one rank fewer: each multiset of five, then of six,
    // offers its strength to those with one rank more.
    for (smaller, part, bigger) in [(&sets[0], ODD, SIX), (&sets[1], SIX, ODD)] {
        for set in smaller {
            let strength = tables.strengths[tables.slot(part, set.rank_key)];
            for r in (0..13).filter(|r| set.room >> r & 1 != 0) {
                let slot = tables.slot(bigger, set.rank_key.wrapping_add(HASHED_KEYS[r]));
                tables.strengths[slot] = tables.strengths[slot].max(strength);
            }
        }
    }
    // Flushes likewise, by increasing mask; masks of more than seven ranks get
    // their best five too, and masks of fewer than five stay 0. Without flushes the
    // lookup never reaches them, and they stay 0.
    for mask in (0..1u16 << 13).filter(|_| suits) {
        let best = match mask.count_ones() {
            0..=4 => 0,
            5 => tables.place(flushes[usize::from(mask)]),
            // Clearing a bit the mask lacks leaves the mask, not ranked yet: 0.
            _ => (0..13)
                .map(|r| tables.strengths[flush_slot((mask & !(1 << r)) as u64)])
                .max()
                .unwrap_or_default(),
        };
        tables.strengths[flush_slot(mask as u64)] = best;
    }
    tables
}

/// Collects, by size, the multisets of 5 to 7 ranks (at most four of each)
/// that extend `set` (of `size` ranks, counted in `counts`) by ranks from
/// `low` up, keying those of five by `ladder`.
fn rank_multisets(
    low: usize,
    set: RankSet,
    counts: &mut [u8; 13],
    size: usize,
    ladder: &Ladder,
    out: &mut [Vec<RankSet>; 3],
    fives: &mut Vec<(LadderKey, bool)>,
) {
    if size >= 5 {
        out[size - 5].push(set);
    }
    if size == 5 {
        let three_ranks = counts.iter().filter(|&&c| c > 0).count() >= 3;
        fives.push((ladder.key_of_counts(counts, false), three_ranks));
    }
    if size == 7 {
        return;
    }
    for r in (low..13).filter(|r| set.room >> r & 1 != 0) {
        counts[r] += 1;
        let next = RankSet {
            rank_key: set.rank_key.wrapping_add(HASHED_KEYS[r]),
            room: set.room & !(u16::from(counts[r] == 4) << r),
            ..RankSet::default()
        };
        rank_multisets(r, next, counts, size + 1, ladder, out, fives);
        counts[r] -= 1;
    }
}

/// Chooses the displacement of every bucket of `part` for the keys of `sets`,
/// buckets with the most keys first, while the slots are emptiest: each takes
/// the least displacement that puts all its keys on free slots, found 64 at a
/// time: bit `j` of the and of the keys' free-slot windows says whether
/// displacement `d + j` fits. Writes the strengths of the five-rank multisets.
///
/// # Panics
/// If two keys of a bucket share their home slot, or a bucket finds no
/// displacement; neither happens with these keys (the tests build the tables).
fn place_sets<'a>(
    sets: impl Iterator<Item = &'a RankSet> + Clone,
    part: Part,
    tables: &mut Tables,
) {
    let buckets = 1 << part.bucket_bits;
    let bucket = |set: &RankSet| (set.rank_key >> (32 - part.bucket_bits)) as usize;
    // A counting sort by bucket: bucket b is members[start[b]..start[b + 1]].
    let mut start = vec![0; buckets + 1];
    for set in sets.clone() {
        start[bucket(set) + 1] += 1;
    }
    for b in 0..buckets {
        start[b + 1] += start[b];
    }
    let mut next = start.clone();
    let mut members = vec![RankSet::default(); start[buckets]];
    for set in sets {
        members[next[bucket(set)]] = *set;
        next[bucket(set)] += 1;
    }
    let mut order: Vec<usize> = (0..buckets).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(start[b + 1] - start[b]));
    // Used slots, one bit each; slots wrap around.
    let slots = 1u32 << part.slot_bits;
    let mut used = vec![0u64; slots as usize / 64];
    let window = |used: &[u64], at: u32| {
        let (w, next) = ((at % slots) / 64, (at / 64 + 1) % (slots / 64));
        let pair = (used[next as usize] as u128) << 64 | used[w as usize] as u128;
        (pair >> (at % 64)) as u64
    };
    for b in order {
        let keys = &members[start[b]..start[b + 1]];
        let displacement = (0..slots)
            .step_by(64)
            .find_map(|d| {
                let free = keys.iter().try_fold(!0, |free, s| {
                    Some(free & !window(&used, s.rank_key.wrapping_add(d))).filter(|&f| f != 0)
                })?;
                Some(d + free.trailing_zeros())
            })
            .expect("a displacement for every bucket");
        tables.displacements[part.buckets_at + b] = displacement as u16;
        for set in keys {
            let slot = tables.slot(part, set.rank_key);
            let i = slot - part.slots_at;
            assert!(used[i / 64] >> (i % 64) & 1 == 0, "two keys share a slot");
            used[i / 64] |= 1 << (i % 64);
            tables.strengths[slot] = set.strength;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_fit_the_budget() {
        let bytes = Evaluator::get().table_bytes();
        assert!(bytes <= 300 * 1024, "{bytes} bytes");
    }

    #[test]
    fn known_hands_match_the_plain_ladder() {
        for s in [
            "Ah Kh Qh Jh Th 2c 3d",
            "5d 4d 3d 2d Ad Kd 6c",
            "9c 9d 9h 9s 2c 2d 2h",
            "3c 3d 3h 2s 2c 4h 4d",
            "Ah 9h 7h 4h 2h 8h",
            "5c 4d 3h 2s Ac",
            "Qc Qd 3h 3s 4c 4d 2h",
            "Kc Ad 3h 5s 4c 9d Th",
            "2s 3s 4s 5s 7s 9c Tc",
            "As Ks Qs Js 9s 8c 8d",
        ] {
            let c = Card::parse_list(s).unwrap();
            let fast = c
                .iter()
                .fold(Hand::EMPTY, |h, &card| h.add(card))
                .strength();
            let eval = Evaluator::get();
            assert_eq!(eval.key(fast), Ladder::STANDARD.best_of(&c), "{s}");
        }
    }

    #[test]
    fn combine_equals_adding() {
        let c = Card::parse_list("Ah Kh 2c 2d 2s Ac 7d").unwrap();
        let left = Hand::from_set(c[..4].iter().copied().collect());
        let right = Hand::from_set(c[4..].iter().copied().collect());
        assert_eq!(
            left.combine(right),
            Hand::from_set(c.iter().copied().collect())
        );
        assert_eq!(left.combine(right).cards().len(), 7);
    }

    #[test]
    fn suit_counters_flag_five_of_a_suit() {
        for suit in 0..4 {
            let suited: Vec<Card> = (0..7)
                .map(|r| {
                    Card::new(
                        crate::poker::Rank::from_index(2 * r % 13),
                        crate::poker::Suit::from_index(suit),
                    )
                })
                .collect();
            let four = suited[..4].iter().fold(Hand::EMPTY, |h, &c| h.add(c));
            let five = four.add(suited[4]);
            assert_eq!(four.word & FLUSH_BITS, 0);
            assert_eq!(five.word & FLUSH_BITS, 8 << (60 - 4 * suit));
        }
    }

    #[test]
    fn count_flags_even_counts() {
        let c = Card::parse_list("2c 3d 4h 5s 7c 8d 9h 9s").unwrap();
        let mut hand = Hand::EMPTY;
        for (n, &card) in c.iter().enumerate() {
            assert_eq!(hand.word & EVEN_BIT != 0, n % 2 == 0, "{n} cards");
            hand = hand.add(card);
        }
    }
}
