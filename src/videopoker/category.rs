//! The categories a final hand is paid by, and the [`Ranking`] that puts five cards
//! in one, wild cards included.
//!
//! A hand is in the single strongest category it can make, by the order of
//! [`Category`]; a pay table only says what each category pays. A wild card plays
//! as whichever card of the 52 makes the hand strongest, so the ranking below asks,
//! category by category from the top, whether the wild cards can complete it:
//!
//! - a straight flush needs the natural cards of distinct ranks, in one suit,
//!   within five consecutive ranks (the ace high or low); a royal within ten to
//!   ace, natural when no wild card is in the hand;
//! - n of a kind needs some rank's natural count plus the wild cards to reach n;
//! - a full house with wild cards is only ever best as two natural pairs and one
//!   wild card (with more wild cards, four of a kind is possible too);
//! - a flush needs the natural cards in one suit, a straight the straight flush's
//!   test without the suit;
//! - two pairs only without wild cards (a pair and a wild card are three of a kind).
//!
//! Two categories could overlap with wild cards, and the order settles them: four
//! wild deuces and any fifth card are both five of a kind and a wild royal's
//! makings, and Deuces Wild pays them as four deuces, the stronger; where three
//! wild deuces could make four of either of two ranks, the higher rank is taken.
//! Five of a kind and a wild royal never overlap otherwise, so their relative order
//! (Deuces Wild pays the royal more, Joker Poker five of a kind) never matters.

use super::deck::{CLASSES, Deck, DeckCard, WILD};
use crate::poker::Rank;

/// The number of categories, the length of every vector of counts by category.
pub const CATEGORIES: usize = 16;

/// The category of a five-card hand, weakest first.
///
/// One list serves every game: a natural deck never makes the wild categories,
/// and a pay table pays 0 for what its game does not name (Deuces Wild's pairs,
/// say). Four of a kind comes in three categories by its rank, for the bonus
/// tables; a table that pays all fours the same pays the three the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    /// No pair, straight or flush.
    Nothing,
    /// One pair below the ranking's lowest high pair.
    LowPair,
    /// One pair at or above the ranking's lowest high pair (jacks or better, say).
    HighPair,
    /// Two pairs.
    TwoPair,
    /// Three of a kind.
    ThreeOfAKind,
    /// Five ranks in a row, the ace high or low but not both (no wrap-around).
    Straight,
    /// Five of one suit.
    Flush,
    /// Three of a kind and a pair.
    FullHouse,
    /// Four deuces, threes or fours (not Deuces Wild's four wild deuces).
    QuadsTwosToFours,
    /// Four fives to four kings.
    QuadsFivesToKings,
    /// Four aces.
    QuadsAces,
    /// A straight flush other than a royal.
    StraightFlush,
    /// Five of a rank, with wild cards.
    FiveOfAKind,
    /// Ten to ace of one suit with a wild card.
    WildRoyal,
    /// Deuces Wild's four deuces, whatever the fifth card.
    FourDeuces,
    /// Ten to ace of one suit without a wild card: the royal flush of a natural deck.
    NaturalRoyal,
}

impl Category {
    /// Every category, weakest first; `ALL[c.index()] == c`.
    pub const ALL: [Category; CATEGORIES] = [
        Category::Nothing,
        Category::LowPair,
        Category::HighPair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::QuadsTwosToFours,
        Category::QuadsFivesToKings,
        Category::QuadsAces,
        Category::StraightFlush,
        Category::FiveOfAKind,
        Category::WildRoyal,
        Category::FourDeuces,
        Category::NaturalRoyal,
    ];

    /// The position in [`Category::ALL`], 0 for [`Category::Nothing`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The ten sets of five ranks in a row as rank masks (bit 0 the deuce): the wheel
/// A-2-3-4-5, then six-high up to ace-high.
const STRAIGHTS: [u16; 10] = [
    0x100f, 0x1f, 0x3e, 0x7c, 0xf8, 0x1f0, 0x3e0, 0x7c0, 0xf80, 0x1f00,
];
/// Ten to ace.
const ROYAL: u16 = 0x1f00;

/// How five cards are ranked: the deck with its wild cards, and the lowest pair
/// that is a [`Category::HighPair`].
///
/// ```
/// use showdown::Card;
/// use showdown::videopoker::{Category, DeckCard, Ranking};
///
/// let hand = |text: &str| -> [DeckCard; 5] {
///     let cards: Vec<DeckCard> = Card::parse_list(text).unwrap().into_iter().map(DeckCard::from).collect();
///     cards.try_into().unwrap()
/// };
/// let jacks = Ranking::JACKS_OR_BETTER;
/// assert_eq!(jacks.category(&hand("Ah 2c 3d 4s 5h")), Category::Straight);
/// assert_eq!(jacks.category(&hand("Th Tc 3d 4s 5h")), Category::LowPair);
/// let deuces = Ranking::DEUCES_WILD;
/// assert_eq!(deuces.category(&hand("2h 2c 7d 7s 7h")), Category::FiveOfAKind);
/// assert_eq!(deuces.category(&hand("2h Jh Qh Kh Ah")), Category::WildRoyal);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ranking {
    deck: Deck,
    lowest_high_pair: u8,
}

impl Ranking {
    /// Jacks or Better: the standard deck, pairs of jacks and up are high.
    pub const JACKS_OR_BETTER: Ranking = Ranking {
        deck: Deck::Standard,
        lowest_high_pair: 9,
    };
    /// The standard deck with every pair high, as HDU 2775 pays them.
    pub const ANY_PAIR: Ranking = Ranking {
        deck: Deck::Standard,
        lowest_high_pair: 0,
    };
    /// Deuces Wild: the four deuces wild (its tables pay no pair; jacks are the
    /// lowest high pair, which no table of it uses).
    pub const DEUCES_WILD: Ranking = Ranking {
        deck: Deck::DeucesWild,
        lowest_high_pair: 9,
    };
    /// Joker Poker, kings or better: one joker, pairs of kings and aces are high.
    pub const JOKER_KINGS_OR_BETTER: Ranking = Ranking {
        deck: Deck::OneJoker,
        lowest_high_pair: 11,
    };

    /// The ranking of `deck` whose high pairs are `lowest_high_pair` and up.
    pub fn new(deck: Deck, lowest_high_pair: Rank) -> Ranking {
        Ranking {
            deck,
            lowest_high_pair: lowest_high_pair.index() as u8,
        }
    }

    /// The deck.
    pub fn deck(self) -> Deck {
        self.deck
    }

    /// The lowest pair that is a [`Category::HighPair`].
    pub fn lowest_high_pair(self) -> Rank {
        Rank::from_index(self.lowest_high_pair as usize)
    }

    /// The category of five cards of the deck.
    ///
    /// # Panics
    /// If a card repeats or is not in the deck (a joker of a deck without it).
    pub fn category(self, cards: &[DeckCard; 5]) -> Category {
        let mut counts = [0u8; CLASSES];
        let mut suits = 0u8;
        let mut seen = 0u64;
        for &card in cards {
            assert!(
                self.deck.contains(card),
                "{card:?} is not in {:?}",
                self.deck
            );
            assert!(seen >> card.index() & 1 == 0, "{card:?} repeats");
            seen |= 1 << card.index();
            let class = self.deck.class(card);
            counts[class] += 1;
            if class != WILD {
                suits |= 1 << card.suit_index();
            }
        }
        self.category_of_shape(&counts, suits.count_ones() <= 1)
    }

    /// The category of five cards given by how many of each rank class they hold
    /// and whether their natural cards share one suit.
    pub(crate) fn category_of_shape(self, counts: &[u8; CLASSES], suited: bool) -> Category {
        let wild = counts[WILD];
        if wild == 4 && self.deck == Deck::DeucesWild {
            return Category::FourDeuces;
        }
        let (mut ranks, mut most, mut pairs) = (0u16, 0, 0);
        for (rank, &count) in counts[..13].iter().enumerate() {
            ranks |= u16::from(count > 0) << rank;
            most = most.max(count);
            pairs += u8::from(count >= 2);
        }
        // The highest rank that n of a kind can be made of, with the wild cards.
        let top_with = |n: u8| {
            (0..13)
                .rev()
                .find(|&r| counts[r] > 0 && counts[r] + wild >= n)
        };
        let straight =
            ranks.count_ones() as u8 + wild == 5 && STRAIGHTS.iter().any(|&run| ranks & !run == 0);
        if straight && suited {
            return match (ranks & !ROYAL == 0, wild) {
                (false, _) => Category::StraightFlush,
                (true, 0) => Category::NaturalRoyal,
                (true, _) => Category::WildRoyal,
            };
        }
        if most + wild >= 5 {
            return Category::FiveOfAKind;
        }
        if most + wild >= 4 {
            return match top_with(4) {
                Some(12) => Category::QuadsAces,
                Some(3..=11) => Category::QuadsFivesToKings,
                _ => Category::QuadsTwosToFours,
            };
        }
        if pairs == 2 && most + wild == 3 {
            return Category::FullHouse;
        }
        if suited {
            return Category::Flush;
        }
        if straight {
            return Category::Straight;
        }
        if most + wild >= 3 {
            return Category::ThreeOfAKind;
        }
        if pairs == 2 {
            return Category::TwoPair;
        }
        if most + wild < 2 {
            return Category::Nothing;
        }
        match top_with(2) {
            Some(rank) if rank >= self.lowest_high_pair as usize => Category::HighPair,
            _ => Category::LowPair,
        }
    }
}
