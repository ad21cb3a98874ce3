//! The fast path of a five-card ladder: [`LadderEvaluator`], the standard
//! evaluator's perfect hashes and tables filled with the ladder's own order.

use crate::poker::eval::{
    COUNT_SHIFT, EVEN_BIT, HASHED_KEYS, ODD, RANK_PAIRS, SIX, Tables, build_tables_ranking,
    flush_slot, rank_pair,
};
use crate::poker::{Card, Hand, Kind, Ladder, LadderKey, Rank, Suit};

/// The fast evaluator of a five-card [`Ladder`]: the same perfect hashes and
/// tables as [`crate::poker::Evaluator`], filled with each class's place in the
/// ladder's order, so that a holding of 5 to 7 cards is ranked in one or two
/// lookups.
///
/// A holding with five of a suit is looked up in both the flushes and the rank
/// multisets, the better taken: under a ladder a flush need not beat every other
/// hand the cards make. Under a low ladder with flushes it takes two or three
/// lookups, and a holding of six cards six, in tables of the ladder's own.
pub struct LadderEvaluator {
    tables: Box<Tables>,
    /// Whether five cards of a suit rank at least as high as a flush as they would
    /// without their suit, so that a holding with a flush takes the better of the
    /// two lookups; not so under a low ladder with flushes (deuce-to-seven), where
    /// such a holding takes the better of its flush and the best of its five-card
    /// subsets that make no flush ([`LadderEvaluator::best_subset`]).
    flush_first: bool,
    /// Where not `flush_first`, for the seven-card holdings with five or six of a
    /// suit: each 13-bit mask of five suited ranks' row in `five_and_two` (low 16
    /// bits) and the five's place as ranks alone (high 16 bits), and of six its row
    /// in `six_and_one`.
    suited_rows: Vec<u32>,
    /// A row per five suited ranks (1,287), an entry per pair of the other two
    /// cards' ranks (by `rank_pair`, 91): the holding's place, the better of its
    /// flush and its best five with a card of another suit. 229 KiB, so that
    /// such a holding is one lookup.
    five_and_two: Vec<u16>,
    /// As `five_and_two` for six suited ranks (1,716 rows) and the other card's rank
    /// (13 entries), 44 KiB; their rows are in `suited_rows` too.
    six_and_one: Vec<u16>,
    /// The key of each place, 0 (no hand) first.
    keys: Vec<LadderKey>,
}

impl std::fmt::Debug for LadderEvaluator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LadderEvaluator({} classes)", self.keys.len() - 1)
    }
}

impl LadderEvaluator {
    /// Builds the tables of `ladder`.
    ///
    /// # Panics
    /// If the ladder's hands are not five cards, or suits break its ties (a key
    /// that depends on more than the ranks and a flush has no place in the tables).
    ///
    /// # Complexity
    /// A few milliseconds, about as long as the standard evaluator's first use, and
    /// 232 KiB of tables; a ladder whose flushes can rank below their ranks alone
    /// (deuce-to-seven) builds 304 KiB more for its holdings with five or six of a
    /// suit.
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::poker::{Hand, Kind, Ladder, LadderEvaluator};
    ///
    /// let short = Ladder::SHORT_DECK;
    /// let eval = LadderEvaluator::new(short);
    /// let cards = Card::parse_list("6h 8h 9h Th Ah 6s 6d").unwrap();
    /// let key = eval.key(cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c)));
    /// assert_eq!((key, short.kind(key)), (short.best_of(&cards), Some(Kind::Flush)));
    /// ```
    pub fn new(ladder: Ladder) -> LadderEvaluator {
        assert!(
            ladder.size == 5 && ladder.suits.is_none(),
            "a five-card ladder without suit ties"
        );
        let key_of = |counts: &[u8; 13], flush: bool| -> LadderKey {
            let ranks: Vec<Rank> = (0..13)
                .flat_map(|r| std::iter::repeat(Rank::from_index(r)).take(counts[r] as usize))
                .collect();
            if flush {
                let suit = Suit::from_index(0);
                let cards: Vec<Card> = ranks.iter().map(|&r| Card::new(r, suit)).collect();
                ladder.key(&cards)
            } else {
                ladder.key_of_ranks(&ranks)
            }
        };
        // Every five-card class's key, then its place in the ladder's order.
        let mut keys = vec![LadderKey::NONE];
        // Five ranks in increasing order, each multiset once; five of a rank is no
        // hand of one deck. (Loops, not recursion: the bundler keeps a function
        // that names itself.)
        for a in 0..13 {
            for b in a..13 {
                for c in b..13 {
                    for d in c..13 {
                        for e in (d..13).filter(|&e| e != a) {
                            let mut counts = [0u8; 13];
                            [a, b, c, d, e].iter().for_each(|&r| counts[r] += 1);
                            keys.push(key_of(&counts, false));
                        }
                    }
                }
            }
        }
        let suits = ladder
            .kinds
            .iter()
            .any(|k| matches!(k, Kind::Flush | Kind::StraightFlush));
        let mut flush_first = true;
        for mask in (0..1u16 << 13).filter(|m| suits && m.count_ones() == 5) {
            let counts: [u8; 13] = std::array::from_fn(|r| (mask >> r & 1) as u8);
            let flush = key_of(&counts, true);
            flush_first &= flush >= key_of(&counts, false);
            keys.push(flush);
        }
        keys.sort_unstable();
        keys.dedup();
        let place =
            |key: LadderKey| keys.binary_search(&key).expect("every key was collected") as u16;
        let tables = build_tables_ranking(suits, &|counts: &[u8; 13], flush: bool| {
            place(key_of(counts, flush))
        });
        // Seven cards with five or six of a suit: each suited five with each pair of
        // other ranks, each suited six with each other rank.
        let mut suited_rows = vec![0; if flush_first { 0 } else { 1 << 13 }];
        let (mut five_and_two, mut six_and_one) = (Vec::new(), Vec::new());
        let rank_keys = |ranks: &[usize]| {
            ranks
                .iter()
                .fold(0u32, |k, &r| k.wrapping_add(HASHED_KEYS[r]))
        };
        for suited in (0..1u16 << 13).filter(|_| !flush_first) {
            let ranks = ranks_of(suited);
            let flush = tables.strengths[flush_slot(u64::from(suited))];
            if suited.count_ones() == 5 {
                let (row, key) = (five_and_two.len(), rank_keys(&ranks[..5]));
                let ranks_place = tables.strengths[tables.slot(ODD, key)];
                suited_rows[usize::from(suited)] =
                    (row / RANK_PAIRS) as u32 | u32::from(ranks_place) << 16;
                five_and_two.resize(row + RANK_PAIRS, 0);
                for a in 0..13 {
                    for b in a..13 {
                        // Less one suited card: six cards, no flush.
                        let seven = key.wrapping_add(rank_keys(&[a, b]));
                        let less = ranks[..5].iter().map(|&r| {
                            let six = seven.wrapping_sub(HASHED_KEYS[r]);
                            tables.strengths[tables.slot(SIX, six)]
                        });
                        five_and_two[row + rank_pair(a, b)] = less.fold(flush, u16::max);
                    }
                }
            } else if suited.count_ones() == 6 {
                suited_rows[usize::from(suited)] = (six_and_one.len() / 13) as u32;
                for &other in &HASHED_KEYS {
                    // Less two suited cards: five cards, no flush.
                    let seven = rank_keys(&ranks).wrapping_add(other);
                    let less = PAIRS_OF_SIX.iter().map(|&(i, j)| {
                        let five = seven.wrapping_sub(rank_keys(&[ranks[i], ranks[j]]));
                        tables.strengths[tables.slot(ODD, five)]
                    });
                    six_and_one.push(less.fold(flush, u16::max));
                }
            }
        }
        LadderEvaluator {
            tables,
            flush_first,
            suited_rows,
            five_and_two,
            six_and_one,
            keys,
        }
    }

    /// The key of the best five cards of a holding of 5 to 7 cards.
    #[inline]
    pub fn key(&self, hand: Hand) -> LadderKey {
        self.key_of_rank(self.rank(hand))
    }

    /// The place of the best five cards of a holding of 5 to 7 cards in the
    /// ladder's order, 0 for no hand: the hot path, one number as the standard
    /// evaluator's strength is, comparable between holdings of this ladder.
    #[inline]
    pub fn rank(&self, hand: Hand) -> u16 {
        let tables = &*self.tables;
        let (word, key) = (hand.word, hand.word as u32);
        // The standard evaluator's two tests, then the flushes.
        if word & tables.flags[0] == 0 {
            tables.strengths[tables.slot(ODD, key)]
        } else if word & tables.flags[1] == 0 {
            tables.strengths[tables.slot(SIX, key)]
        } else if self.flush_first {
            self.place(hand)
        } else {
            self.best_subset(hand)
        }
    }

    /// The best place of a holding with five of a suit under a ladder where five
    /// suited cards may rank lower as their flush than as their ranks alone: its
    /// best flush, or the best of its five-card subsets that hold a card of another
    /// suit.
    ///
    /// Such a subset holds at most four of the suited cards, so it lies in the
    /// holding less one suited card (of five suited) or less two (of six), which
    /// makes no flush: its place is that smaller holding's by ranks alone. Seven
    /// cards take that from `five_and_two` or `six_and_one`, built so; six look
    /// each smaller holding up. With no card of another suit every subset is a
    /// flush.
    ///
    /// Most seven-card holdings with five of a suit need no such table: the usual
    /// lookup, the best five by ranks alone, is some five with another suit's card
    /// unless it is the suited five's ranks, and even then when another card has a
    /// suited card's rank and stands in for it. Only the rest read `five_and_two`,
    /// 229 KiB that a stream of holdings keeps out of the cache.
    #[inline]
    fn best_subset(&self, hand: Hand) -> u16 {
        let tables = &*self.tables;
        let flush = hand.word & tables.flags[1];
        // The top bit of suit s's counter is bit 63 - 4s; the counter is 3 plus the
        // suit's cards, and the count field 1 plus the holding's (see `Hand`).
        let suit = (flush.leading_zeros() / 4) as usize;
        let set = hand.cards();
        let suited = set.suit_ranks(suit);
        let suited_count = (hand.word >> (60 - 4 * suit) & 15) - 3;
        let len = (hand.word >> COUNT_SHIFT & 31) - 1;
        let info = self.suited_rows[usize::from(suited)];
        let row = (info & 0xffff) as usize;
        // The other cards: the holding's less the suit's.
        let others = set.bits() & !(0x1fff << (16 * suit));
        let a = others.trailing_zeros() as usize & 15;
        match (len, suited_count) {
            (7, 5) => {
                let b = (others & others.wrapping_sub(1)).trailing_zeros() as usize & 15;
                // The usual lookup's five is another than the suited five when its
                // place differs from theirs; when it is theirs, another card of one of
                // their ranks can stand in for that suited card. Else the table.
                let by_ranks = tables.strengths[tables.slot(ODD, hand.word as u32)];
                let pairs_suited = (suited >> a | suited >> b) & 1 != 0;
                if by_ranks != (info >> 16) as u16 || pairs_suited {
                    return by_ranks.max(tables.strengths[hand.flush_slot(flush)]);
                }
                self.five_and_two[row * RANK_PAIRS + rank_pair(a, b)]
            }
            (7, 6) => self.six_and_one[row * 13 + a],
            _ => self.other_flush_holdings(hand, suited),
        }
    }

    /// [`LadderEvaluator::best_subset`] for the holdings its tables leave out: five or
    /// six cards, or seven of one suit.
    #[cold]
    fn other_flush_holdings(&self, hand: Hand, suited: u16) -> u16 {
        let tables = &*self.tables;
        let best = tables.strengths[hand.flush_slot(hand.word & tables.flags[1])];
        if hand.len() != 6 || suited.count_ones() != 5 {
            return best;
        }
        // Less one suited card: five cards, the other suit's among them.
        let (key, ranks) = (hand.word as u32, ranks_of(suited));
        let less = ranks[..5]
            .iter()
            .map(|&r| tables.strengths[tables.slot(ODD, key.wrapping_sub(HASHED_KEYS[r]))]);
        less.fold(best, u16::max)
    }

    /// The key of a place of [`LadderEvaluator::rank`].
    ///
    /// # Panics
    /// If the place is not one of this ladder's.
    pub fn key_of_rank(&self, rank: u16) -> LadderKey {
        self.keys[rank as usize]
    }

    /// The place of a holding: its rank multiset's, or with five of a suit the
    /// better of that and its flush's.
    #[inline]
    fn place(&self, hand: Hand) -> u16 {
        let (word, flush_bits) = (hand.word, self.tables.flags[1]);
        let part = if word & EVEN_BIT == 0 { ODD } else { SIX };
        let ranks = || self.tables.strengths[self.tables.slot(part, word as u32)];
        if word & flush_bits == 0 {
            return ranks();
        }
        let flush = self.tables.strengths[hand.flush_slot(word & flush_bits)];
        // Five cards of one suit are that flush, nothing else.
        if hand.len() == 5 {
            flush
        } else {
            ranks().max(flush)
        }
    }
}

/// The fifteen pairs of six places, for a holding less two of its six suited cards.
const PAIRS_OF_SIX: [(usize, usize); 15] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (0, 5),
    (1, 2),
    (1, 3),
    (1, 4),
    (1, 5),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 4),
    (3, 5),
    (4, 5),
];

/// The ranks of a mask of one suit's ranks, lowest first: the first six of them,
/// the rest 0.
#[inline(always)]
fn ranks_of(mut mask: u16) -> [usize; 6] {
    let mut ranks = [0; 6];
    for rank in ranks.iter_mut() {
        *rank = mask.trailing_zeros() as usize & 15;
        mask &= mask.wrapping_sub(1);
    }
    ranks
}
