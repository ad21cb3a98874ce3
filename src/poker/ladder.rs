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
//! best of N, at each five-card subset ([`Subsets`]). A five-card ladder without
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
/// hand, [`crate::poker::Evaluator::with`] builds the fast tables of a five-card
/// ladder without suit ties.
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
        self.read(cards).0
    }

    /// The key of a hand given as ranks alone, which may repeat past four; it is
    /// never a flush, and suits break no tie.
    ///
    /// # Panics
    /// If there are not [`Ladder::size`] ranks, or that size is over five.
    pub fn key_of_ranks(&self, ranks: &[Rank]) -> LadderKey {
        assert_eq!(ranks.len(), self.size, "a hand of this ladder's size");
        assert!(self.size <= 5, "a ladder's hands have at most five cards");
        self.key_of(ranks, None, false).0
    }

    /// The best key of any [`Ladder::size`] of `cards`.
    ///
    /// # Panics
    /// If there are fewer cards than that.
    ///
    /// # Complexity
    /// One key per subset of the ladder's size: C(n, 5), 21 for seven cards.
    pub fn best_of(&self, cards: &[Card]) -> LadderKey {
        self.best_hand_of(cards).0
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
        assert!(cards.len() >= self.size, "at least a hand's cards");
        let mut best = None;
        let mut hand = [cards[0]; 5];
        for picked in Subsets::new(cards.len(), self.size) {
            for (slot, &i) in hand.iter_mut().zip(picked.iter()) {
                *slot = cards[i];
            }
            let key = self.key(&hand[..self.size]);
            if best.map_or(true, |(b, _)| key > b) {
                best = Some((key, picked));
            }
        }
        let (key, picked) = best.expect("at least one subset");
        let hand: Vec<Card> = picked.iter().map(|&i| cards[i]).collect();
        (key, self.in_reading_order(&hand))
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
    /// let (key, hand) = low.best_hand_with_pocket(&cards("Ac 2d Kh Ks"), &cards("3c 6d 8h Qc Jd"), 2);
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
        let mut best = (LadderKey::NONE, Vec::new());
        for mine in Subsets::new(pocket.len(), k) {
            for shared in Subsets::new(board.len(), self.size - k) {
                let picked = mine.iter().map(|&i| pocket[i]);
                let hand: Vec<Card> = picked.chain(shared.iter().map(|&i| board[i])).collect();
                let key = self.key(&hand);
                if key > best.0 {
                    best = (key, hand);
                }
            }
        }
        let hand = self.in_reading_order(&best.1);
        (best.0, hand)
    }

    /// The kind of a key of this ladder; `None` for [`LadderKey::NONE`].
    pub fn kind(&self, key: LadderKey) -> Option<Kind> {
        self.rung(key).map(|r| self.kinds[r])
    }

    /// The place of a key's kind in [`Ladder::kinds`], 0 for the weakest; `None`
    /// for [`LadderKey::NONE`].
    pub fn rung(&self, key: LadderKey) -> Option<usize> {
        if key == LadderKey::NONE {
            return None;
        }
        Some((self.raw(key) >> RUNG_SHIFT) as usize - 1)
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
    /// assert_eq!(Ladder::STANDARD.ranks(key("3c Ad 5h 2s 4d")), [five, four, three, deuce, ace]);
    /// assert_eq!(Ladder::STANDARD.ranks(key("3c 3d 5h 5s 3h")), [three, three, three, five, five]);
    /// ```
    pub fn ranks(&self, key: LadderKey) -> Vec<Rank> {
        let Some(kind) = self.kind(key) else {
            return Vec::new();
        };
        let raw = self.raw(key);
        let value = |slot: u32| (raw >> (36 - 4 * slot) & 15) as usize;
        // A value below the deck's lowest rank's (0 where the ace only plays low,
        // or one below a wheel's bottom card) is the ace played low.
        let rank = |v: usize| {
            if v <= self.lowest.index() {
                Rank::ACE
            } else {
                Rank::from_index(v - 1)
            }
        };
        if matches!(kind, Straight | StraightFlush | RoyalFlush) {
            let top = value(0);
            return (0..self.size).map(|i| rank(top - i)).collect();
        }
        let mut ranks = Vec::with_capacity(self.size);
        for slot in 0..5 {
            let size = (raw >> (52 - 3 * slot) & 7) as usize;
            ranks.extend(std::iter::repeat(rank(value(slot))).take(size));
        }
        ranks
    }

    /// The key as a high ladder's: a low ladder's turned back.
    fn raw(&self, key: LadderKey) -> u64 {
        if self.low { !key.0 & MASK } else { key.0 }
    }

    /// The key of a hand of cards, and the positions of its cards in the order the
    /// hand is read.
    ///
    /// # Panics
    /// If there are not [`Ladder::size`] cards.
    fn read(&self, cards: &[Card]) -> (LadderKey, [usize; 5]) {
        assert_eq!(cards.len(), self.size, "a hand of this ladder's size");
        let mut ranks = [Rank::ACE; 5];
        let mut suits = [Suit::CLUBS; 5];
        for (i, card) in cards.iter().enumerate() {
            ranks[i] = card.rank();
            suits[i] = card.suit();
        }
        let flush = suits[..self.size].iter().all(|&s| s == suits[0]);
        self.key_of(&ranks[..self.size], Some(&suits[..self.size]), flush)
    }

    /// `hand` (of the ladder's size, or none) in the order it is read.
    fn in_reading_order(&self, hand: &[Card]) -> Vec<Card> {
        if hand.is_empty() {
            return Vec::new();
        }
        let order = self.read(hand).1;
        order[..self.size].iter().map(|&i| hand[i]).collect()
    }

    /// The value of a rank for comparing: the ace lowest where it plays low.
    fn value(&self, rank: Rank) -> u64 {
        match (self.ace, rank == Rank::ACE) {
            (Ace::Low, true) => 0,
            _ => rank.index() as u64 + 1,
        }
    }

    fn key_of(
        &self,
        ranks: &[Rank],
        suits: Option<&[Suit]>,
        flush: bool,
    ) -> (LadderKey, [usize; 5]) {
        let n = ranks.len();
        // The cards, by their group's size and then their value, largest first.
        let mut counts = [0usize; 13];
        for r in ranks {
            counts[r.index()] += 1;
        }
        // At most five cards (`Ladder::size`): the work stays on the stack.
        let mut order = [0, 1, 2, 3, 4];
        let value = |i: usize| self.value(ranks[i]);
        let rank_of_suit = |i: usize| match (self.suits, suits) {
            (Some(strongest), Some(s)) => {
                4 - strongest.iter().position(|&x| x == s[i]).unwrap_or(3) as u64
            }
            _ => 0,
        };
        order[..n].sort_by_key(|&i| {
            std::cmp::Reverse((counts[ranks[i].index()], value(i), rank_of_suit(i)))
        });
        let mut groups = [0usize; 5];
        let mut distinct = 0;
        for &c in counts.iter().filter(|&&c| c > 0) {
            groups[distinct] = c;
            distinct += 1;
        }
        let groups = &mut groups[..distinct];
        groups.sort_unstable_by(|a, b| b.cmp(a));
        let groups = &*groups;
        // A straight: n distinct ranks in a row, the ace above the king or below
        // the lowest rank as the ladder lets it play; its top card then breaks ties.
        let straight = self.straight_top(ranks, groups);
        if let Some(limit) = self.qualifier {
            let too_high = ranks.iter().any(|&r| self.value(r) > self.value(limit));
            if groups.len() < n || too_high {
                return (LadderKey::NONE, order);
            }
        }
        let has = |size: usize| {
            groups
                .iter()
                .any(|&g| if self.exact { g == size } else { g >= size })
        };
        let pairs = groups
            .iter()
            .filter(|&&g| if self.exact { g == 2 } else { g >= 2 })
            .count();
        let top = straight.map(|(top, _)| top);
        let fits = |kind: Kind| match kind {
            HighCard => true,
            OnePair => has(2),
            TwoPair => pairs >= 2,
            ThreeOfAKind => has(3),
            Straight => top.is_some(),
            Flush => flush,
            FullHouse => {
                if self.exact {
                    has(3) && groups.contains(&2)
                } else {
                    groups.len() >= 2 && groups[0] >= 3 && groups[1] >= 2
                }
            }
            FourOfAKind => has(4),
            StraightFlush => flush && top.is_some(),
            RoyalFlush => flush && top == Some(self.value(Rank::ACE)),
            FiveOfAKind => has(5),
        };
        let rung = (0..self.kinds.len())
            .rev()
            .find(|&r| fits(self.kinds[r]))
            .expect("a ladder lists the high card");
        let straight_kind = matches!(self.kinds[rung], Straight | StraightFlush | RoyalFlush);
        if let (true, Some((_, true))) = (straight_kind, straight) {
            // A wheel is read from its top: the ace, played low, comes last.
            order[..n].rotate_left(1);
        }
        // Within a kind: the groups' sizes, then their ranks, then the suits of the
        // cards in the order the hand is read.
        let mut shape = 0u64;
        for slot in 0..5 {
            shape = shape << 3 | groups.get(slot).map_or(0, |&g| g as u64);
        }
        let mut tie = 0u64;
        let mut last_group = None;
        let mut slot = 0;
        for &i in &order[..n] {
            let group = (counts[ranks[i].index()], value(i));
            if last_group != Some(group) {
                tie = tie << 4 | value(i);
                slot += 1;
                last_group = Some(group);
            }
        }
        tie <<= 4 * (5 - slot);
        if straight_kind {
            // A straight's top card alone; the suits still follow the cards.
            tie = top.expect("a straight has a top") << 16;
        }
        let mut suit_bits = 0u64;
        for slot in 0..5 {
            suit_bits = suit_bits << 4 | order[..n].get(slot).map_or(0, |&i| rank_of_suit(i));
        }
        let raw = (rung as u64 + 1) << RUNG_SHIFT | shape << 40 | tie << 20 | suit_bits;
        (LadderKey(if self.low { !raw & MASK } else { raw }), order)
    }

    /// The value of a straight's top card, when the ranks are one, and whether the
    /// ace plays low in it (sorted first by value, it is then read last).
    fn straight_top(&self, ranks: &[Rank], groups: &[usize]) -> Option<(u64, bool)> {
        let n = ranks.len();
        if groups.len() < n {
            return None;
        }
        // Positions on the deck's line: the lowest rank 1, the ace above the king.
        let low = self.lowest.index() as u64;
        let place = |r: Rank| r.index() as u64 - low.min(r.index() as u64) + 1;
        let mut places = [0u64; 5];
        for (p, &r) in places.iter_mut().zip(ranks) {
            *p = place(r);
        }
        let places = &mut places[..n];
        places.sort_unstable();
        let places = &*places;
        let ace_place = place(Rank::ACE);
        let run = |p: &[u64]| p.windows(2).all(|w| w[1] == w[0] + 1);
        let high = self.ace != Ace::Low || !ranks.contains(&Rank::ACE);
        if high && run(places) {
            let top = ranks.iter().max().expect("cards");
            return Some((self.value(*top), false));
        }
        // The ace below the lowest rank: A 2 3 4 5, or A 6 7 8 9 on a short deck.
        if self.ace != Ace::High && places.last() == Some(&ace_place) {
            // The places below the ace's, after a 0 for the ace played low.
            let mut wheel = [0u64; 5];
            wheel[1..n].copy_from_slice(&places[..n - 1]);
            if run(&wheel[..n]) {
                let top = Rank::from_index(self.lowest.index() + n - 2);
                return Some((self.value(top), self.ace == Ace::Both));
            }
        }
        None
    }
}

/// A hand's place under a ladder: a larger key is a better hand; see the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LadderKey(u64);

impl LadderKey {
    /// No hand: an eight-or-better low that does not qualify; worse than any hand.
    pub const NONE: LadderKey = LadderKey(0);
}

const RUNG_SHIFT: u32 = 55;
const MASK: u64 = (1 << 59) - 1;
