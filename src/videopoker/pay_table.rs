//! [`PayTable`]: what each category of final hand pays, and the published tables.

use super::category::{CATEGORIES, Category};

/// What a game pays per unit bet for a final hand of each [`Category`].
///
/// Payouts are `u32`, so that every sum over the draws of a hold fits 64 bits.
///
/// ```
/// use showdown::videopoker::{Category, PayTable};
///
/// let table = PayTable::from_nine([1, 2, 3, 4, 6, 9, 25, 50, 800]);
/// assert_eq!(table, PayTable::JACKS_OR_BETTER_9_6);
/// assert_eq!(table.pay(Category::QuadsAces), 25);
/// assert_eq!(table.pay(Category::LowPair), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PayTable {
    pays: [u32; CATEGORIES],
}

impl PayTable {
    /// Full-pay Jacks or Better, "9/6": pair of jacks or better 1, two pair 2,
    /// three of a kind 3, straight 4, flush 6, full house 9, four of a kind 25,
    /// straight flush 50, royal flush 800.
    pub const JACKS_OR_BETTER_9_6: PayTable = PayTable::from_nine([1, 2, 3, 4, 6, 9, 25, 50, 800]);

    /// Bonus Poker "8/5", four of a kind paid by rank: Jacks or Better's table with
    /// full house 8, flush 5, four aces 80, four 2s to 4s 40, four 5s to kings 25.
    pub const BONUS_POKER_8_5: PayTable = PayTable::from_nine([1, 2, 3, 4, 5, 8, 25, 50, 800])
        .with(Category::QuadsTwosToFours, 40)
        .with(Category::QuadsAces, 80);

    /// Full-pay Deuces Wild: three of a kind 1, straight 2, flush 2, full house 3,
    /// four of a kind 5, straight flush 9, five of a kind 15, wild royal 25, four
    /// deuces 200, natural royal 800.
    pub const DEUCES_WILD_FULL_PAY: PayTable =
        PayTable::new([0, 0, 0, 0, 1, 2, 2, 3, 5, 5, 5, 9, 15, 25, 200, 800]);

    /// Full-pay Joker Poker, kings or better: pair of kings or aces 1, two pair 1,
    /// three of a kind 2, straight 3, flush 5, full house 7, four of a kind 20,
    /// straight flush 50, wild royal 100, five of a kind 200, natural royal 800.
    pub const JOKER_POKER_KINGS_FULL_PAY: PayTable =
        PayTable::new([0, 0, 1, 1, 2, 3, 5, 7, 20, 20, 20, 50, 200, 100, 0, 800]);

    /// The table paying `pays[c.index()]` for each category c.
    pub const fn new(pays: [u32; CATEGORIES]) -> PayTable {
        PayTable { pays }
    }

    /// The table of the nine payouts both judge problems read, in their order: a
    /// (high) pair, two pair, three of a kind, straight, flush, full house, four of
    /// a kind (of any rank), straight flush, royal flush. Low pairs and the wild
    /// categories pay 0.
    pub const fn from_nine(nine: [u32; 9]) -> PayTable {
        let [
            pair,
            two_pair,
            three,
            straight,
            flush,
            full_house,
            four,
            straight_flush,
            royal,
        ] = nine;
        PayTable::new([
            0,
            0,
            pair,
            two_pair,
            three,
            straight,
            flush,
            full_house,
            four,
            four,
            four,
            straight_flush,
            0,
            0,
            0,
            royal,
        ])
    }

    /// This table with `category` paying `pay`.
    pub const fn with(self, category: Category, pay: u32) -> PayTable {
        let mut pays = self.pays;
        pays[category as usize] = pay;
        PayTable { pays }
    }

    /// What `category` pays.
    pub fn pay(self, category: Category) -> u32 {
        self.pays[category.index()]
    }

    /// Every category's payout, by [`Category::index`].
    pub fn pays(self) -> [u32; CATEGORIES] {
        self.pays
    }
}
