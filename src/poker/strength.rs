//! Hand strength: the category and a totally ordered key, packed in 16 bits.

use crate::poker::Rank;
use std::fmt;

/// The ten categories of the rules, as nine values: a royal flush is the
/// ace-high straight flush (see [`Strength::is_royal_flush`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    /// No pair, no straight, no flush.
    HighCard,
    /// One pair.
    OnePair,
    /// Two pairs.
    TwoPair,
    /// Three of a kind.
    ThreeOfAKind,
    /// Five consecutive ranks, not all one suit.
    Straight,
    /// Five of one suit, not consecutive.
    Flush,
    /// Three of one rank and two of another.
    FullHouse,
    /// Four of a kind.
    FourOfAKind,
    /// Five consecutive ranks of one suit, the royal flush included.
    StraightFlush,
}

impl Category {
    /// All categories from the weakest up.
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// The standard English name, lower case: `"high card"`, `"one pair"`, `"two
    /// pair"`, `"three of a kind"`, `"straight"`, `"flush"`, `"full house"`, `"four
    /// of a kind"`, `"straight flush"`. A judge's own words are the problem's table,
    /// indexed by [`Strength::rung`], never an edit of these.
    pub fn standard_name(self) -> &'static str {
        Strength::NAMES[self as usize]
    }

    /// How many tie-break ranks the category's key carries.
    pub fn key_len(self) -> usize {
        match self {
            Category::HighCard | Category::Flush => 5,
            Category::OnePair => 4,
            Category::TwoPair | Category::ThreeOfAKind => 3,
            Category::FullHouse | Category::FourOfAKind => 2,
            Category::Straight | Category::StraightFlush => 1,
        }
    }
}

/// The strength of a best five-card hand: a larger value is a stronger hand and
/// equal values are a true tie.
///
/// The top four bits hold the [`Category`]; the low twelve an order-preserving
/// number for the tie-break ranks (not dense: 7,462 of the values occur).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Strength(u16);

const fn binomial(n: u32, k: u32) -> u16 {
    if k > n {
        return 0;
    }
    let mut r: u32 = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r as u16
}

/// The colex number of distinct ranks given from the highest down: a higher
/// top rank wins, then the next, exactly like the rules' kicker comparison.
fn colex(desc: &[Rank]) -> u16 {
    let m = desc.len() as u32;
    desc.iter()
        .enumerate()
        .map(|(j, r)| binomial(r.index() as u32, m - j as u32))
        .sum()
}

impl Strength {
    /// The standard names of the ten rungs of the ladder, weakest first: the nine
    /// categories, then the royal flush apart (see [`Strength::rung`]).
    pub const NAMES: [&'static str; 10] = [
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
    ];

    /// Packs a category and its tie-break ranks, in the order the rules compare them.
    ///
    /// # Panics
    /// If `ranks` does not have [`Category::key_len`] entries, or if ranks the
    /// rules require to be distinct and descending are not.
    pub fn new(category: Category, ranks: &[Rank]) -> Strength {
        assert_eq!(
            ranks.len(),
            category.key_len(),
            "wrong key length for {category:?}"
        );
        let r = |i: usize| ranks[i].index() as u16;
        let strictly_desc = |s: &[Rank]| {
            assert!(
                s.windows(2).all(|w| w[0] > w[1]),
                "{category:?} needs distinct descending ranks, not {ranks:?}"
            );
        };
        let low = match category {
            Category::HighCard | Category::Flush => {
                strictly_desc(ranks);
                colex(ranks)
            }
            Category::OnePair => {
                strictly_desc(&ranks[1..]);
                r(0) * 286 + colex(&ranks[1..])
            }
            Category::TwoPair => {
                strictly_desc(&ranks[..2]);
                colex(&ranks[..2]) * 13 + r(2)
            }
            Category::ThreeOfAKind => {
                strictly_desc(&ranks[1..]);
                r(0) * 78 + colex(&ranks[1..])
            }
            Category::FullHouse | Category::FourOfAKind => r(0) * 13 + r(1),
            Category::Straight | Category::StraightFlush => {
                assert!(r(0) >= 3, "a straight is at least five-high");
                r(0)
            }
        };
        Strength((category as u16) << 12 | low)
    }

    pub(crate) fn from_value(value: u16) -> Strength {
        Strength(value)
    }

    /// The raw 16-bit value.
    pub fn value(self) -> u16 {
        self.0
    }

    /// The category.
    pub fn category(self) -> Category {
        Category::ALL[(self.0 >> 12) as usize]
    }

    /// Whether this is the ace-high straight flush.
    pub fn is_royal_flush(self) -> bool {
        self == Strength::new(Category::StraightFlush, &[Rank::ACE])
    }

    /// The hand's rung on the ten-name ladder: the category's place (0 for a high
    /// card up to 8 for a straight flush), or 9 for the royal flush. It indexes
    /// [`Strength::NAMES`], and a problem's table of its judge's words.
    pub fn rung(self) -> usize {
        if self.is_royal_flush() {
            9
        } else {
            self.category() as usize
        }
    }

    /// The standard English name of the hand's rung, the royal flush apart from
    /// other straight flushes: `"royal flush"`, `"straight flush"`, `"one pair"`.
    pub fn standard_name(self) -> &'static str {
        Strength::NAMES[self.rung()]
    }
}

impl fmt::Debug for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Strength({:?}, {})", self.category(), self.0 & 0xfff)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranks(s: &str) -> Vec<Rank> {
        s.bytes()
            .map(|b| Rank::from_index(b"23456789TJQKA".iter().position(|&c| c == b).unwrap()))
            .collect()
    }

    #[test]
    fn categories_dominate_kickers() {
        let best_pair = Strength::new(Category::OnePair, &ranks("AKQJ"));
        let worst_two_pair = Strength::new(Category::TwoPair, &ranks("322"));
        assert!(best_pair < worst_two_pair);
        assert_eq!(best_pair.category(), Category::OnePair);
    }

    #[test]
    fn kickers_compare_from_the_top() {
        let a = Strength::new(Category::HighCard, &ranks("K5432"));
        let b = Strength::new(Category::HighCard, &ranks("QJT98"));
        assert!(a > b);
        let pair_low_kickers = Strength::new(Category::OnePair, &ranks("9432"));
        let pair_high_kickers = Strength::new(Category::OnePair, &ranks("8AKQ"));
        assert!(pair_low_kickers > pair_high_kickers);
    }

    #[test]
    fn royal_is_the_top_straight_flush() {
        let royal = Strength::new(Category::StraightFlush, &[Rank::ACE]);
        let king_high = Strength::new(Category::StraightFlush, &ranks("K"));
        assert!(royal.is_royal_flush() && !king_high.is_royal_flush());
        assert!(royal > king_high);
    }

    #[test]
    fn names_tell_the_royal_flush_apart() {
        let royal = Strength::new(Category::StraightFlush, &[Rank::ACE]);
        let king_high = Strength::new(Category::StraightFlush, &ranks("K"));
        assert_eq!((royal.standard_name(), royal.rung()), ("royal flush", 9));
        assert_eq!(
            (king_high.standard_name(), king_high.rung()),
            ("straight flush", 8)
        );
        assert_eq!(Category::StraightFlush.standard_name(), "straight flush");
        for category in Category::ALL {
            assert_eq!(category.standard_name(), Strength::NAMES[category as usize]);
        }
        let pair = Strength::new(Category::OnePair, &ranks("AKQJ"));
        assert_eq!((pair.standard_name(), pair.rung()), ("one pair", 1));
    }

    #[test]
    #[should_panic(expected = "Flush needs distinct descending ranks")]
    fn unsorted_kickers_are_rejected() {
        Strength::new(Category::Flush, &ranks("2AKQJ"));
    }
}
