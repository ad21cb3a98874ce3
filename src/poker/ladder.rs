//! A statement's whole ranking as a value: which kinds of hand it counts and in what
//! order, how many cards a hand has, where the ace plays, which ranks the deck has,
//! whether counts are read exactly, whether suits break the last tie, whether the
//! low hand wins, and the judge's names for the kinds.
//!
//! A [`Ladder`] ranks any hand of its size by the plain rule every statement uses:
//! the hand is of the highest listed kind it fits, and within a kind the ranks,
//! grouped by how often they occur (larger groups first, higher ranks first), break
//! the tie, a straight by its top card alone. A kind the ladder does not list is no
//! kind at all: a straight under a ladder without straights is whatever else it
//! fits, and a royal flush under a ladder that does not list [`Kind::RoyalFlush`] is
//! its top straight flush. With [`Ladder::exact`], a group counts only at its exact
//! size (yukicoder 227: four of a number make no three of a kind and no pair).
//! Numbers may repeat past four when a hand is given as ranks alone
//! ([`Ladder::key_of_ranks`]), so five of a kind is a kind a ladder may list.
//!
//! Where the ladder orders the suits ([`Ladder::with_suits`]), they break the last
//! tie card by card in the order the hand is read: its groups, larger first, each
//! from its highest rank down, and a straight from its top, so that a wheel is read
//! 5 4 3 2 A and a three-card A 2 3 is read 3 2 A (the ace played low comes last).
//! [`Ladder::ranks`] and [`Ladder::best_hand_of`] give a hand back in that order.
//!
//! A low ladder (razz, deuce-to-seven) ranks the same way and then turns the order
//! over, so that a larger [`LadderKey`] is always the better hand; an eight-or-better
//! qualifier makes every hand above it [`LadderKey::NONE`], worse than any other.
//!
//! This is the plain evaluator of every ladder: it looks at each hand and, for the
//! best of N, at each five-card subset ([`Subsets`]). A three- or five-card ladder without
//! suit ties also has the fast path, [`crate::poker::Evaluator::with`], whose
//! tables are filled in this order.
//!
//! The key's layout, high bits first (a low ladder stores `!key` in the 59 bits):
//!
//! ```text
//!  58    55 54               40 39              20 19              0
//! +--------+-------------------+------------------+-----------------+
//! |  rung  | 5 group sizes, 3b | 5 group ranks, 4b| 5 card suits, 4b|
//! +--------+-------------------+------------------+-----------------+
//! ```
//!
//! The rung is the kind's place in the ladder, 1 for the weakest listed kind
//! (0 is left for [`LadderKey::NONE`]). Within a kind, hands compare by the sizes
//! of their groups of equal ranks, largest first (a kind that holds several shapes,
//! such as a pair that two pairs were merged into, puts the larger groups above),
//! then by the groups' ranks in that order, each its value plus one (the ace 0
//! where it plays low, a straight by its top alone), then by the suits of the cards
//! in the order the hand is read, each its strength in the tie-break order (zero
//! without one).

use crate::poker::{Card, Rank, Subsets, Suit};

/// A kind of hand a ladder may count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// None of the others.
    HighCard,
    /// Two cards of one rank.
    OnePair,
    /// Two cards of one rank and two of another.
    TwoPair,
    /// Three cards of one rank.
    ThreeOfAKind,
    /// Every card in sequence (five, or a three-card ladder's three).
    Straight,
    /// Every card of one suit.
    Flush,
    /// Three cards of one rank and two of another.
    FullHouse,
    /// Four cards of one rank.
    FourOfAKind,
    /// A straight of one suit (the royal flush too, where the ladder does not list
    /// it apart).
    StraightFlush,
    /// The ace-high straight flush, A K Q J 10 of one suit, where a ladder names it
    /// apart from the other straight flushes.
    RoyalFlush,
    /// Five cards of one rank: only where ranks repeat past four.
    FiveOfAKind,
}

impl Kind {
    /// The standard English name, lower case: `"high card"`, `"one pair"`, `"two
    /// pair"`, `"three of a kind"`, `"straight"`, `"flush"`, `"full house"`, `"four of
    /// a kind"`, `"straight flush"`, `"royal flush"`, `"five of a kind"`. A judge's
    /// own words are the ladder's ([`Ladder::with_names`]), never an edit of these.
    pub fn name(self) -> &'static str {
        [
            "high card",
            "one pair",
            "two pair",
            "three of a kind",
            "straight",
            "flush",
            "full house",
            "four of a kind",
            "straight flush",
            "royal flush",
            "five of a kind",
        ][self as usize]
    }
}

/// Where the ace plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ace {
    /// Above the king only.
    High,
    /// Below the deck's lowest rank only.
    Low,
    /// Above the king, and below the lowest rank in a straight (the wheel).
    Both,
}

/// A statement's ranking of hands, and its names for them; see the module docs.
///
/// Every evaluator takes one: [`Ladder::key`] and [`Ladder::best_of`] look at each
/// hand, [`crate::poker::Evaluator::with`] builds the fast tables of a three- or
/// five-card ladder without suit ties.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Kind, Ladder, Suit};
///
/// // 2012 ACU P1: the royal flush named apart, and suits breaking the last tie,
/// // spades over hearts over diamonds over clubs.
/// const ACU: Ladder = Ladder::WITH_ROYAL_FLUSH.with_suits([
///     Suit::SPADES,
///     Suit::HEARTS,
///     Suit::DIAMONDS,
///     Suit::CLUBS,
/// ]);
/// let key = |t: &str| ACU.key(&Card::parse_list(t).unwrap());
/// assert_eq!(ACU.name(key("Ts Js Qs Ks As")), Some("royal flush"));
/// // Two wheels: the fives decide, read first, not the aces, played low.
/// assert!(key("Ac 2d 3d 4d 5d") > key("Ad 2c 3c 4c 5c"));
/// assert_eq!(ACU.kind(key("Ac 2d 3d 4d 5d")), Some(Kind::Straight));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ladder {
    /// The kinds counted, weakest first; [`Kind::HighCard`] must be among them.
    pub kinds: &'static [Kind],
    /// The number of cards in a hand: 3 or 5.
    pub size: usize,
    /// Where the ace plays.
    pub ace: Ace,
    /// The deck's lowest rank other than the ace (2; 6 for short deck).
    pub lowest: Rank,
    /// Whether a group counts only at its exact size.
    pub exact: bool,
    /// The suits from the strongest down, breaking the last tie; `None`: suits
    /// never break a tie.
    pub suits: Option<[Suit; 4]>,
    /// Whether the lower hand wins (the key is turned over).
    pub low: bool,
    /// For a low ladder, the highest card a hand may hold to count at all (the
    /// eight of eight-or-better); a hand above it is [`LadderKey::NONE`].
    pub qualifier: Option<Rank>,
    /// The judge's word for each kind of [`Ladder::kinds`], in that order; `None`:
    /// the standard names, [`Kind::name`].
    pub names: Option<&'static [&'static str]>,
}

use Kind::{
    FiveOfAKind, Flush, FourOfAKind, FullHouse, HighCard, OnePair, RoyalFlush, Straight,
    StraightFlush, ThreeOfAKind, TwoPair,
};

/// The standard kinds, weakest first.
const STANDARD_KINDS: &[Kind] = &[
    HighCard,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
];

/// The kinds without suits or straights: the ace-to-five low's.
const PAIRS_ONLY: &[Kind] = &[
    HighCard,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    FullHouse,
    FourOfAKind,
];

impl Ladder {
    /// The standard ladder: nine kinds, the ace high or low in a straight.
    pub const STANDARD: Ladder = Ladder {
        kinds: STANDARD_KINDS,
        size: 5,
        ace: Ace::Both,
        lowest: Rank::DEUCE,
        exact: false,
        suits: None,
        low: false,
        qualifier: None,
        names: None,
    };

    /// The standard ladder with the royal flush a kind of its own, above the other
    /// straight flushes (SPOJ POKER's names, 2012 ACU P1): the same order, one more
    /// name.
    pub const WITH_ROYAL_FLUSH: Ladder = Ladder {
        kinds: &[
            HighCard,
            OnePair,
            TwoPair,
            ThreeOfAKind,
            Straight,
            Flush,
            FullHouse,
            FourOfAKind,
            StraightFlush,
            RoyalFlush,
        ],
        ..Ladder::STANDARD
    };

    /// The standard ladder with the ace only high: A 2 3 4 5 is no straight.
    pub const ACE_HIGH: Ladder = Ladder {
        ace: Ace::High,
        ..Ladder::STANDARD
    };

    /// Ranks alone, as AOJ 0038 counts them: no flushes.
    pub const RANKS_ONLY: Ladder = Ladder {
        kinds: &[
            HighCard,
            OnePair,
            TwoPair,
            ThreeOfAKind,
            Straight,
            FullHouse,
            FourOfAKind,
        ],
        ..Ladder::STANDARD
    };

    /// Short deck (6+), as pokerkit and aya_poker rank it: 36 cards from the six up,
    /// a flush above a full house, a straight above three of a kind, and A 6 7 8 9
    /// the lowest straight.
    pub const SHORT_DECK: Ladder = Ladder {
        kinds: &[
            HighCard,
            OnePair,
            TwoPair,
            ThreeOfAKind,
            Straight,
            FullHouse,
            Flush,
            FourOfAKind,
            StraightFlush,
        ],
        lowest: Rank::SIX,
        ..Ladder::STANDARD
    };

    /// Short deck as Triton and most live games play it: [`Ladder::SHORT_DECK`]
    /// with three of a kind above a straight.
    pub const SHORT_DECK_TRIPS: Ladder = Ladder {
        kinds: &[
            HighCard,
            OnePair,
            TwoPair,
            Straight,
            ThreeOfAKind,
            FullHouse,
            Flush,
            FourOfAKind,
            StraightFlush,
        ],
        ..Ladder::SHORT_DECK
    };

    /// yukicoder 227: full house, three, two pair and one pair, each counted at
    /// its exact size, so four or five of a number make no hand.
    pub const EXACT_PAIRS: Ladder = Ladder {
        kinds: &[HighCard, OnePair, TwoPair, ThreeOfAKind, FullHouse],
        exact: true,
        ..Ladder::STANDARD
    };

    /// Five of a kind above the straight flush, for hands of numbers that repeat.
    pub const FIVE_OF_A_KIND: Ladder = Ladder {
        kinds: &[
            HighCard,
            OnePair,
            TwoPair,
            ThreeOfAKind,
            Straight,
            Flush,
            FullHouse,
            FourOfAKind,
            StraightFlush,
            FiveOfAKind,
        ],
        ..Ladder::STANDARD
    };

    /// King's Poker (ICPC Latin America 2011): three cards, no-pair, pair, set, the
    /// ace the lowest rank.
    pub const KINGS_POKER: Ladder = Ladder {
        kinds: &[HighCard, OnePair, ThreeOfAKind],
        size: 3,
        ace: Ace::Low,
        ..Ladder::STANDARD
    };

    /// Zha Jin Hua: three cards, high card, pair, straight, flush, straight flush,
    /// then three of a kind on top; A 2 3 the lowest straight.
    pub const ZHA_JIN_HUA: Ladder = Ladder {
        kinds: &[
            HighCard,
            OnePair,
            Straight,
            Flush,
            StraightFlush,
            ThreeOfAKind,
        ],
        size: 3,
        ..Ladder::STANDARD
    };

    /// Ace-to-five low (razz): the ace low, straights and flushes ignored, the
    /// lowest hand wins.
    pub const ACE_TO_FIVE_LOW: Ladder = Ladder {
        kinds: PAIRS_ONLY,
        ace: Ace::Low,
        low: true,
        ..Ladder::STANDARD
    };

    /// Ace-to-five low with the eight-or-better qualifier (the low half of Omaha
    /// hi-lo): five different ranks, the highest at most an eight.
    pub const EIGHT_OR_BETTER: Ladder = Ladder {
        qualifier: Some(Rank::EIGHT),
        ..Ladder::ACE_TO_FIVE_LOW
    };

    /// Deuce-to-seven low: the ace only high, straights and flushes count against
    /// the hand, the lowest hand wins.
    pub const DEUCE_TO_SEVEN_LOW: Ladder = Ladder {
        ace: Ace::High,
        low: true,
        ..Ladder::STANDARD
    };

    /// Every ladder named here, for the proofs.
    pub const EVERY: [Ladder; 13] = [
        Ladder::STANDARD,
        Ladder::WITH_ROYAL_FLUSH,
        Ladder::ACE_HIGH,
        Ladder::RANKS_ONLY,
        Ladder::SHORT_DECK,
        Ladder::SHORT_DECK_TRIPS,
        Ladder::EXACT_PAIRS,
        Ladder::FIVE_OF_A_KIND,
        Ladder::KINGS_POKER,
        Ladder::ZHA_JIN_HUA,
        Ladder::ACE_TO_FIVE_LOW,
        Ladder::EIGHT_OR_BETTER,
        Ladder::DEUCE_TO_SEVEN_LOW,
    ];

    /// This ladder with the suits breaking the last tie, strongest first.
    pub const fn with_suits(self, order: [Suit; 4]) -> Ladder {
        Ladder {
            suits: Some(order),
            ..self
        }
    }

    /// This ladder with the judge's word for each of its kinds, weakest first.
    ///
    /// # Panics
    /// If there is not one name per kind (at compile time in a `const`).
    pub const fn with_names(self, names: &'static [&'static str]) -> Ladder {
        assert!(names.len() == self.kinds.len(), "one name per kind");
        Ladder {
            names: Some(names),
            ..self
        }
    }

    /// Whether `card` is in this ladder's deck (short deck has no 2 to 5).
    pub fn in_deck(&self, card: Card) -> bool {
        card.rank() == Rank::ACE || card.rank() >= self.lowest
    }

    /// The key of exactly [`Ladder::size`] cards.
    ///
    /// # Panics
    /// If there are not that many cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::poker::{Kind, Ladder};
    ///
    /// let cards = |t: &str| Card::parse_list(t).unwrap();
    /// let short = Ladder::SHORT_DECK;
    /// let flush = short.key(&cards("6h 8h 9h Th Ah"));
    /// let full = short.key(&cards("6s 6d 6c Ks Kd"));
    /// assert!(flush > full && short.kind(flush) == Some(Kind::Flush));
    /// ```
    pub fn key(&self, cards: &[Card]) -> LadderKey {
        assert_eq!(cards.len(), self.size, "a hand of this ladder's size");
        let mut counts = [0u8; 13];
        for card in cards {
            counts[card.rank().index()] += 1;
        }
        let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
        let key = self.key_of_counts(&counts, flush);
        let Some(order) = self.suits.filter(|_| key != LadderKey::NONE) else {
            return key;
        };
        // The suits, each its strength, in the order the hand is read.
        let mut suits = 0;
        for &i in &self.reading_order(cards, key)[..self.size] {
            let strength = 4 - order
                .iter()
                .position(|&s| s == cards[i].suit())
                .unwrap_or(3);
            suits = suits << 4 | strength as u64;
        }
        let suits = suits << (4 * (5 - self.size));
        LadderKey(if self.low {
            key.0 & !suits
        } else {
            key.0 | suits
        })
    }

    /// The key of a hand given as ranks alone, which may repeat past four; it is
    /// never a flush, and suits break no tie.
    ///
    /// # Panics
    /// If there are not [`Ladder::size`] ranks, or that size is over five.
    pub fn key_of_ranks(&self, ranks: &[Rank]) -> LadderKey {
        assert_eq!(ranks.len(), self.size, "a hand of this ladder's size");
        assert!(self.size <= 5, "a ladder's hands have at most five cards");
        let mut counts = [0u8; 13];
        for rank in ranks {
            counts[rank.index()] += 1;
        }
        self.key_of_counts(&counts, false)
    }

    /// The best key of any [`Ladder::size`] of `ranks`, a hand given as ranks alone
    /// (which may repeat past four): never a flush, and suits break no tie. UCF
    /// Hold'em's best five of seven values.
    ///
    /// # Panics
    /// If there are fewer ranks than [`Ladder::size`] or more than 255, or that
    /// size is neither three nor five.
    ///
    /// # Complexity
    /// From the ranks' counts, no tables: for a high ladder, one key per way to
    /// group a hand of its size (seven for five cards: five of a kind, four and one,
    /// three and two, ..., five singles), each hand its best of that grouping, and
    /// the best straight; 0.12 µs for seven ranks on UCF Hold'em's ladder, 0.13 µs on
    /// the standard one (`cargo bench --bench ladders -- best_of_ranks`). A low
    /// ladder looks at each subset instead, as [`Ladder::best_of`] does.
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::poker::{Kind, Ladder, Rank};
    ///
    /// // UCF Hold'em: pairs, trips, full houses and quads only, best five of seven.
    /// const UCF: Ladder = Ladder {
    ///     kinds: &[Kind::HighCard, Kind::OnePair, Kind::ThreeOfAKind, Kind::FullHouse, Kind::FourOfAKind],
    ///     ..Ladder::STANDARD
    /// }
    /// .with_names(&["BUST", "TWO OF A KIND", "THREE OF A KIND", "FULL HOUSE", "FOUR OF A KIND"]);
    /// let rank = |c: char| Rank::from_index("23456789TJQKA".find(c).unwrap());
    /// let ranks = |t: &str| t.chars().map(rank).collect::<Vec<_>>();
    /// assert_eq!(UCF.name(UCF.best_of_ranks(&ranks("AAAKKQJ"))), Some("FULL HOUSE"));
    /// assert_eq!(UCF.name(UCF.best_of_ranks(&ranks("23456TJ"))), Some("BUST"));
    /// ```
    pub fn best_of_ranks(&self, ranks: &[Rank]) -> LadderKey {
        let n = self.size;
        // `GROUPINGS` has the ways to group three or five cards.
        assert!(
            n == 3 || n == 5,
            "a ladder's hands have three or five cards"
        );
        assert!(
            (n..=255).contains(&ranks.len()),
            "from a hand's ranks to 255, each rank's count a byte"
        );
        let mut counts = [0u8; 13];
        for rank in ranks {
            counts[rank.index()] += 1;
        }
        if self.low || self.qualifier.is_some() {
            // The greedy hands below are the highest of each grouping; a low
            // ladder wants the lowest that is not a straight, which is not always
            // the lowest: every hand these counts hold, then (a few dozen for
            // seven ranks, not a subset iterator's code in every bundle).
            return self.best_of_counts(&counts, 0, n as u8, &mut [0; 13]);
        }
        // at_least[k]: the ranks with at least k cards, each as the bit of its value
        // (`Ladder::value`), so that the highest is the top bit.
        let mut at_least = [0u32; 6];
        for (r, &c) in counts.iter().enumerate() {
            for ranks in &mut at_least[1..=usize::from(c.min(5))] {
                *ranks |= 1 << self.value(r);
            }
        }
        // The rank whose value is `v`.
        let rank_of = |v: u32| match (self.ace, v) {
            (Ace::Low, 0) => 12,
            _ => v as usize - 1,
        };
        let mut best = LadderKey::NONE;
        // Each way to group n cards, larger groups first: within a grouping, every
        // hand that is no straight has the same kind (a kind is read from the group
        // sizes), so the best is the one whose groups take the highest ranks in
        // turn.
        let groupings = if n == 5 {
            &GROUPINGS[..7]
        } else {
            &GROUPINGS[7..]
        };
        for grouping in groupings {
            let (mut used, mut mask, mut sizes, mut tie) = (0u32, 0u32, 0u64, 0u64);
            let mut whole = true;
            for &size in grouping.iter().filter(|&&s| s > 0) {
                let free = at_least[usize::from(size)] & !used;
                if free == 0 {
                    whole = false;
                    break;
                }
                let value = 31 - free.leading_zeros();
                used |= 1 << value;
                mask |= 1 << rank_of(value);
                sizes = sizes << 3 | u64::from(size);
                tie = tie << 4 | u64::from(value);
            }
            if whole {
                let groups = grouping.iter().filter(|&&s| s > 0).count() as u32;
                best = best.max(self.key_of_groups(mask, groups, sizes, tie, false));
            }
        }
        // A straight of these ranks may rank above the highest singles: the
        // highest one, read by the plain key.
        if self.kinds.contains(&Straight) {
            let present = (0..13)
                .filter(|&r| counts[r] > 0)
                .fold(0u16, |m, r| m | 1 << r);
            if let Some(straight) = self.straights().find(|&s| present & s == s) {
                let hand = std::array::from_fn(|r| u8::from(straight >> r & 1 == 1));
                best = best.max(self.key_of_counts(&hand, false));
            }
        }
        best
    }

    /// The best key of a hand of `left` more cards whose counts of the ranks from
    /// `rank` up are at most `counts`', beside those already in `hand`; `hand`
    /// comes back as it came.
    fn best_of_counts(
        &self,
        counts: &[u8; 13],
        rank: usize,
        left: u8,
        hand: &mut [u8; 13],
    ) -> LadderKey {
        if left == 0 {
            return self.key_of_counts(hand, false);
        }
        if rank == 13 {
            return LadderKey::NONE;
        }
        let mut best = LadderKey::NONE;
        for take in 0..=counts[rank].min(left) {
            hand[rank] = take;
            best = best.max(self.best_of_counts(counts, rank + 1, left - take, hand));
        }
        hand[rank] = 0;
        best
    }

    /// The ranks of each straight of this ladder's deck and size, a bit per rank
    /// index, the highest first: the ace above the king unless it plays low only,
    /// and the wheel last (the ace below the lowest rank) unless it plays high only.
    fn straights(&self) -> impl Iterator<Item = u16> + '_ {
        let (n, lowest) = (self.size, self.lowest.index());
        let run = (1u16 << n) - 1;
        let runs = (lowest + n - 1..13)
            .rev()
            .filter(move |&top| self.ace != Ace::Low || top < 12)
            .map(move |top| run << (top + 1 - n));
        let wheel = (self.ace != Ace::High).then(|| 1 << 12 | run >> 1 << lowest);
        runs.chain(wheel)
    }

    /// The best key of any [`Ladder::size`] of `cards`.
    ///
    /// # Panics
    /// If there are fewer cards than that.
    ///
    /// # Complexity
    /// One key per subset of the ladder's size: C(n, 5), 21 for seven cards.
    pub fn best_of(&self, cards: &[Card]) -> LadderKey {
        assert!(cards.len() >= self.size, "at least a hand's cards");
        // One hand on the stack, refilled for each subset.
        let mut hand = [Card::from_index(0); 5];
        let keys = Subsets::new(cards.len(), self.size).map(|picked| {
            for (slot, &i) in hand.iter_mut().zip(picked.iter()) {
                *slot = cards[i];
            }
            self.key(&hand[..self.size])
        });
        keys.max().expect("at least one subset")
    }

    /// The best key of any [`Ladder::size`] of `cards`, with those cards in the
    /// order the hand is read (see the module docs): what a problem prints.
    ///
    /// # Panics
    /// If there are fewer cards than that.
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::poker::Ladder;
    ///
    /// let cards = Card::parse_list("Kd 2c 5h 9s 3d Ac 4s").unwrap();
    /// let (_, wheel) = Ladder::STANDARD.best_hand_of(&cards);
    /// assert_eq!(wheel, Card::parse_list("5h 4s 3d 2c Ac").unwrap());
    /// ```
    pub fn best_hand_of(&self, cards: &[Card]) -> (LadderKey, Vec<Card>) {
        self.best_hand_with_pocket(cards, &[], self.size)
    }

    /// The best key using exactly `k` of `pocket` and the rest from `board`
    /// (Omaha's two of four, and its low half under [`Ladder::EIGHT_OR_BETTER`]).
    ///
    /// # Panics
    /// If `k` exceeds the pocket or the board cannot supply the rest.
    ///
    /// # Complexity
    /// C(pocket, k) * C(board, size - k) keys: 60 for Omaha.
    pub fn best_with_pocket(&self, pocket: &[Card], board: &[Card], k: usize) -> LadderKey {
        self.best_hand_with_pocket(pocket, board, k).0
    }

    /// [`Ladder::best_with_pocket`] with the cards chosen, in the order the hand is
    /// read; no cards with [`LadderKey::NONE`] (no hand qualifies).
    ///
    /// # Panics
    /// If `k` exceeds the pocket or the board cannot supply the rest.
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::poker::{Ladder, Rank};
    ///
    /// let cards = |t: &str| Card::parse_list(t).unwrap();
    /// let low = Ladder::EIGHT_OR_BETTER;
    /// let (pocket, board) = (cards("Ac 2d Kh Ks"), cards("3c 6d 8h Qc Jd"));
    /// let (key, hand) = low.best_hand_with_pocket(&pocket, &board, 2);
    /// assert_eq!(hand, cards("8h 6d 3c 2d Ac"));
    /// let eight = [Rank::EIGHT, Rank::SIX, Rank::THREE, Rank::DEUCE, Rank::ACE];
    /// assert_eq!(low.ranks(key), eight);
    /// ```
    pub fn best_hand_with_pocket(
        &self,
        pocket: &[Card],
        board: &[Card],
        k: usize,
    ) -> (LadderKey, Vec<Card>) {
        assert!(
            k <= pocket.len() && self.size - k <= board.len(),
            "a hand can be made"
        );
        let n = self.size;
        // Hands on the stack, refilled for each choice; the best one copied.
        let (mut hand, mut best) = ([Card::from_index(0); 5], LadderKey::NONE);
        let mut best_hand = hand;
        for mine in Subsets::new(pocket.len(), k) {
            for shared in Subsets::new(board.len(), n - k) {
                let picked = mine.iter().map(|&i| pocket[i]);
                for (slot, card) in hand
                    .iter_mut()
                    .zip(picked.chain(shared.iter().map(|&i| board[i])))
                {
                    *slot = card;
                }
                let key = self.key(&hand[..n]);
                if key > best {
                    (best, best_hand) = (key, hand);
                }
            }
        }
        if best == LadderKey::NONE {
            return (best, Vec::new());
        }
        let order = self.reading_order(&best_hand[..n], best);
        (best, order[..n].iter().map(|&i| best_hand[i]).collect())
    }

    /// The kind of a key of this ladder; `None` for [`LadderKey::NONE`].
    pub fn kind(&self, key: LadderKey) -> Option<Kind> {
        self.rung(key).map(|r| self.kinds[r])
    }

    /// The place of a key's kind in [`Ladder::kinds`], 0 for the weakest; `None`
    /// for [`LadderKey::NONE`].
    pub fn rung(&self, key: LadderKey) -> Option<usize> {
        (self.raw(key) >> RUNG_SHIFT)
            .checked_sub(1)
            .map(|r| r as usize)
    }

    /// The name of a key's kind: the ladder's word for it ([`Ladder::with_names`]),
    /// or the standard one; `None` for [`LadderKey::NONE`].
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::poker::Ladder;
    ///
    /// const NAMES: [&str; 10] = [
    ///     "high card", "pair", "two pairs", "three of a kind", "straight", "flush",
    ///     "full house", "four of a kind", "straight flush", "royal flush",
    /// ];
    /// const SPOJ: Ladder = Ladder::WITH_ROYAL_FLUSH.with_names(&NAMES);
    /// let name = |t: &str| SPOJ.name(SPOJ.key(&Card::parse_list(t).unwrap()));
    /// assert_eq!(name("Ah Kh Qh Jh Th"), Some("royal flush"));
    /// assert_eq!(name("Kh Qh Jh Th 9h"), Some("straight flush"));
    /// assert_eq!(name("2c 2d 5h 9s Kd"), Some("pair"));
    /// ```
    pub fn name(&self, key: LadderKey) -> Option<&'static str> {
        let rung = self.rung(key)?;
        Some(
            self.names
                .map_or_else(|| self.kinds[rung].name(), |names| names[rung]),
        )
    }

    /// The ranks a key holds, one per card, in the order the hand is read: its
    /// groups, larger first, each from its highest rank down (the ace last where
    /// it plays low), a straight from its top; none for [`LadderKey::NONE`].
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::poker::{Ladder, Rank};
    ///
    /// let key = |t: &str| Ladder::STANDARD.key(&Card::parse_list(t).unwrap());
    /// let (five, four, three, deuce, ace) =
    ///     (Rank::FIVE, Rank::FOUR, Rank::THREE, Rank::DEUCE, Rank::ACE);
    /// let wheel = Ladder::STANDARD.ranks(key("3c Ad 5h 2s 4d"));
    /// assert_eq!(wheel, [five, four, three, deuce, ace]);
    /// let full = Ladder::STANDARD.ranks(key("3c 3d 5h 5s 3h"));
    /// assert_eq!(full, [three, three, three, five, five]);
    /// ```
    pub fn ranks(&self, key: LadderKey) -> Vec<Rank> {
        let raw = self.raw(key);
        // A value at most the deck's lowest rank's index (0 where the ace only
        // plays low, or one below a wheel's bottom card) is the ace played low.
        let rank = |v: u64| match v as usize {
            v if v <= self.lowest.index() => Rank::ACE,
            v => Rank::from_index(v - 1),
        };
        let value = |slot: usize| raw >> (36 - 4 * slot) & 15;
        if let Some(Straight | StraightFlush | RoyalFlush) = self.kind(key) {
            return (0..self.size as u64).map(|i| rank(value(0) - i)).collect();
        }
        let mut ranks = Vec::new();
        for slot in 0..5 {
            let size = raw >> (52 - 3 * slot) & 7;
            ranks.extend((0..size).map(|_| rank(value(slot))));
        }
        ranks
    }

    /// The key as a high ladder's: a low ladder's turned back.
    fn raw(&self, key: LadderKey) -> u64 {
        if self.low && key != LadderKey::NONE {
            !key.0 & MASK
        } else {
            key.0
        }
    }

    /// The value of a rank for comparing: the ace lowest where it plays low.
    fn value(&self, rank: usize) -> u64 {
        match (self.ace, rank) {
            (Ace::Low, 12) => 0,
            _ => rank as u64 + 1,
        }
    }

    /// The positions of the cards of a hand whose key is `key`, in the order the
    /// hand is read: by the size of their rank's group, then by value, then by
    /// suit, strongest first; a wheel's ace, played low, last.
    fn reading_order(&self, cards: &[Card], key: LadderKey) -> [usize; 5] {
        let rank = |i: usize| cards[i].rank();
        let suit = |i: usize| match self.suits {
            Some(order) => {
                4 - order
                    .iter()
                    .position(|&s| s == cards[i].suit())
                    .unwrap_or(3)
            }
            None => 0,
        };
        let group = |i: usize| cards.iter().filter(|c| c.rank() == rank(i)).count();
        let mut order = [0, 1, 2, 3, 4];
        order[..self.size]
            .sort_by_key(|&i| std::cmp::Reverse((group(i), self.value(rank(i).index()), suit(i))));
        // An ace first that is not the key's first rank is a wheel's, played low.
        // (The key's first value, its highest group or a straight's top, is 13 for an
        // ace played high.)
        if self.ace == Ace::Both
            && rank(order[0]) == Rank::ACE
            && self.raw(key) >> 36 & 15 != self.value(12)
        {
            order[..self.size].rotate_left(1);
        }
        order
    }

    /// The key of a hand with `counts[r]` cards of each rank, all of one suit or
    /// not, suits breaking no tie: what the fast evaluator's tables hold.
    pub(crate) fn key_of_counts(&self, counts: &[u8; 13], flush: bool) -> LadderKey {
        // Each rank held, as one bit at 16 * (count - 1) + value: the bits from the
        // top are the groups in the order the hand is read, larger groups first,
        // then higher values (the ace 0 where it plays low), with no sort.
        let (mut order, mut mask) = (0u128, 0u32);
        for (r, &count) in counts.iter().enumerate() {
            if count > 0 {
                order |= 1 << (16 * (u32::from(count) - 1) + self.value(r) as u32);
                mask |= 1 << r;
            }
        }
        let (mut groups, mut sizes, mut tie) = (0, 0u64, 0u64);
        while order != 0 {
            let top = 127 - order.leading_zeros();
            sizes = sizes << 3 | u64::from(top / 16 + 1);
            tie = tie << 4 | u64::from(top % 16);
            order &= !(1 << top);
            groups += 1;
        }
        self.key_of_groups(mask, groups, sizes, tie, flush)
    }

    /// The key of a hand of `groups` groups of equal ranks, whose ranks are the bits
    /// of `mask`: `sizes` holds each group's size in 3 bits and `tie` its rank's
    /// value in 4, the first group highest, groups in the order the hand is read.
    fn key_of_groups(
        &self,
        mask: u32,
        groups: u32,
        sizes: u64,
        tie: u64,
        flush: bool,
    ) -> LadderKey {
        let n = self.size as u32;
        let (sizes, tie) = (sizes << (3 * (5 - groups)), tie << (4 * (5 - groups)));
        let distinct = groups == n;
        // Eight-or-better: n different ranks, the highest (the first) at most the
        // qualifier.
        if let Some(limit) = self.qualifier {
            if !distinct || tie >> 16 > self.value(limit.index()) {
                return LadderKey::NONE;
            }
        }
        // A straight: n ranks in a row on the deck's line, the ace above the king
        // where it plays high, or below the lowest rank where it plays low (A 2 3 4
        // 5, A 6 7 8 9 on a short deck, A 2 3 of three cards).
        let (lowest, run) = (self.lowest.index() as u32, (1u32 << n) - 1);
        let has_ace = mask >> 12 & 1 == 1;
        let top = if !distinct {
            None
        } else if (self.ace != Ace::Low || !has_ace)
            && mask >> mask.trailing_zeros() == run
            && mask.trailing_zeros() >= lowest
        {
            Some(self.value(31 - mask.leading_zeros() as usize))
        } else if self.ace != Ace::High && has_ace && mask & !(1 << 12) == run >> 1 << lowest {
            Some(self.value((lowest + n - 2) as usize))
        } else {
            None
        };
        // The groups' sizes, largest first: each group is one rank's count. How many
        // groups have k cards (exactly k, where counts are exact).
        let size = |slot: u32| sizes >> (12 - 3 * slot) & 7;
        // How many groups have exactly k cards, counted once for every kind's test.
        let mut exactly = [0usize; 8];
        for slot in 0..groups {
            exactly[size(slot) as usize] += 1;
        }
        let groups_of = |k: u64| match self.exact {
            true => exactly[k as usize],
            false => exactly[k as usize..].iter().sum(),
        };
        let fits = |kind: Kind| match kind {
            HighCard => true,
            OnePair => groups_of(2) > 0,
            TwoPair => groups_of(2) >= 2,
            ThreeOfAKind => groups_of(3) > 0,
            Straight => top.is_some(),
            Flush => flush,
            FullHouse if self.exact => groups_of(3) > 0 && groups_of(2) > 0,
            // The two largest groups: three and two, or more.
            FullHouse => size(0) >= 3 && size(1) >= 2,
            FourOfAKind => groups_of(4) > 0,
            StraightFlush => flush && top.is_some(),
            RoyalFlush => flush && top == Some(13),
            FiveOfAKind => groups_of(5) > 0,
        };
        let rung = (0..self.kinds.len())
            .rev()
            .find(|&r| fits(self.kinds[r]))
            .expect("a ladder lists the high card");
        let tie = match (self.kinds[rung], top) {
            (Straight | StraightFlush | RoyalFlush, Some(top)) => top << 16,
            _ => tie,
        };
        let raw = (rung as u64 + 1) << RUNG_SHIFT | sizes << 40 | tie << 20;
        LadderKey(if self.low { !raw & MASK } else { raw })
    }
}

/// A hand's place under a ladder: a larger key is a better hand; see the module
/// docs. The default is [`LadderKey::NONE`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LadderKey(u64);

impl LadderKey {
    /// No hand: an eight-or-better low that does not qualify; worse than any hand.
    pub const NONE: LadderKey = LadderKey(0);
}

/// The ways to group a hand of up to five cards by equal ranks, larger groups first
/// (zeros pad): those of five, then of three ([`Ladder::best_of_ranks`]).
const GROUPINGS: [[u8; 5]; 10] = [
    [5, 0, 0, 0, 0],
    [4, 1, 0, 0, 0],
    [3, 2, 0, 0, 0],
    [3, 1, 1, 0, 0],
    [2, 2, 1, 0, 0],
    [2, 1, 1, 1, 0],
    [1, 1, 1, 1, 1],
    [3, 0, 0, 0, 0],
    [2, 1, 0, 0, 0],
    [1, 1, 1, 0, 0],
];

const RUNG_SHIFT: u32 = 55;
const MASK: u64 = (1 << 59) - 1;
