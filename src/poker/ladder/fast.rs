//! The fast path of a five-card ladder: [`LadderEvaluator`], the standard
//! evaluator's perfect hashes and tables filled with the ladder's own order.

use crate::poker::eval::{
    COUNT_SHIFT, EVEN_BIT, HASHED_KEYS, ODD, SIX, Tables, build_tables_ranking,
};
use crate::poker::{Card, Hand, Kind, Ladder, LadderKey, Rank, Suit};

/// The fast evaluator of a five-card [`Ladder`]: the same perfect hashes and
/// tables as [`crate::poker::Evaluator`], filled with each class's place in the
/// ladder's order, so that a holding of 5 to 7 cards is ranked in one or two
/// lookups.
///
/// A holding with five of a suit is looked up in both the flushes and the rank
/// multisets, the better taken: under a ladder a flush need not beat every other
/// hand the cards make.
pub struct LadderEvaluator {
    tables: Box<Tables>,
    /// Whether five cards of a suit rank at least as high as a flush as they would
    /// without their suit, so that a holding with a flush takes the better of the
    /// two lookups; not so under a low ladder with flushes (deuce-to-seven), where
    /// such a holding takes the best of its five-card subsets one by one.
    flush_first: bool,
    /// Where not `flush_first`: for each 13-bit mask of five ranks, their place as
    /// five cards of no one suit.
    ranks_of_flush: Vec<u16>,
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
    /// 232 KiB of tables.
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
        // Five suited ranks' place without their suit, for `best_subset`.
        let ranks_of_flush = (0..1u16 << 13)
            .filter(|_| !flush_first)
            .map(|mask| {
                let key = (0..13)
                    .filter(|r| mask >> r & 1 == 1)
                    .fold(0u32, |k, r| k.wrapping_add(HASHED_KEYS[r]));
                match mask.count_ones() {
                    5 => tables.strengths[tables.slot(ODD, key)],
                    _ => 0,
                }
            })
            .collect();
        LadderEvaluator {
            tables,
            flush_first,
            ranks_of_flush,
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
    #[cold]
    fn best_subset(&self, hand: Hand) -> u16 {
        let tables = &*self.tables;
        let flush = hand.word & tables.flags[1];
        let mut best = tables.strengths[hand.flush_slot(flush)];
        let set = hand.cards();
        // The top bit of suit s's counter is bit 63 - 4s; the counter is 3 plus the
        // suit's cards, and the count field 1 plus the holding's (see `Hand`).
        let suit = (flush.leading_zeros() / 4) as usize;
        let mut suited = set.suit_ranks(suit);
        let suited_count = (hand.word >> (60 - 4 * suit) & 15) - 3;
        let len = (hand.word >> COUNT_SHIFT & 31) - 1;
        if suited_count == 5 && len > 5 {
            // The usual lookup is the best five by ranks alone. When it beats the
            // suited five's ranks, a five with another suit's card makes it, and
            // the suited five count only as their flush, already in `best`.
            let part = if len == 7 { ODD } else { SIX };
            let by_ranks = tables.strengths[tables.slot(part, hand.word as u32)];
            if by_ranks > self.ranks_of_flush[usize::from(suited)] {
                return best.max(by_ranks);
            }
            // Leaving out one suited card leaves no flush, and every subset with
            // another suit's card lies in one of those holdings: of six cards from
            // seven (the even table), of five from six (the odd one).
            let part = if hand.len() == 7 { SIX } else { ODD };
            while suited != 0 {
                let card = Card::from_bit(16 * suit as u32 + suited.trailing_zeros());
                suited &= suited - 1;
                let key = hand.remove(card).word as u32;
                best = best.max(tables.strengths[tables.slot(part, key)]);
            }
            return best;
        }
        // Six or seven of a suit: each five-card subset on its own.
        let mut cards = [Card::from_index(0); 7];
        let mut n = 0;
        for card in set.iter().take(7) {
            cards[n] = card;
            n += 1;
        }
        for_each_five(&cards[..n], &mut |five| best = best.max(self.place(five)));
        best
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

/// Calls `visit` with each five-card subset of `cards`, as a hand.
fn for_each_five(cards: &[Card], visit: &mut impl FnMut(Hand)) {
    let n = cards.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let five = [a, b, c, d, e]
                            .iter()
                            .fold(Hand::EMPTY, |h, &i| h.add(cards[i]));
                        visit(five);
                    }
                }
            }
        }
    }
}
