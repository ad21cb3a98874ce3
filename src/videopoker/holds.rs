//! [`Game`]: a ranking's count tables with a pay table, and the exact value of
//! each of the 32 holds of one deal.
//!
//! # From the tables to a hold
//!
//! Keep H of the dealt hand D and draw the rest from the cards not dealt: the final
//! hands are the five-card hands F with F ∩ D = H exactly. By inclusion–exclusion
//! over the dealt cards that F must miss, their number by category is
//!
//! ```text
//! final(H) = Σ over S with H ⊆ S ⊆ D of (-1)^|S \ H| · N(S)
//! ```
//!
//! where N(D) is D's own category, once. All 32 at once are the superset Möbius
//! transform of the 32 N(S): five passes, each subtracting N(S + {d}) from N(S) for
//! one card d, 80 subtractions. A hold's payout sum is linear in its counts, so
//! the analysis of a whole game runs the same transform on one number per set,
//! N(S) weighted by the pay table, and computes the counts of the chosen hold alone.
//!
//! # Exact comparison
//!
//! Keeping k cards gives C(m, 5 - k) equally likely draws (m the undealt cards), so
//! a hold's value is its payout sum over that. Every such count divides
//! L = lcm over j of C(m, j) (7,669,695 = 5 · C(47, 5) for 52 cards), so the sums
//! are compared as sum · L / C(m, 5 - k). That is the expected payout times L,
//! below 2^32 · 8,561,520 < 2^56 for any `u32` table (L is largest for 53 cards),
//! which leaves a `u64` 8 bits for the tie rule below the value. The rows are
//! counts below 2^22 and payouts below 2^32, so every sum and every term of the
//! transform stays below 2^63 as well.

use super::category::{CATEGORIES, Category};
use super::count_tables::{CountTables, OFFSETS, STEP, binomial};
use super::deck::{CLASSES, DeckCard, WILD};
use super::pay_table::PayTable;
use crate::fraction::{Fraction, checked_lcm};

/// Which hold to take when several share the largest expected payout.
///
/// Where tied holds keep the same number of cards, or the rule is
/// [`TieRule::LowestCards`], the hold with the lower cards is taken: the cards
/// are ordered by rank, a wild card above the ace and then by suit (clubs,
/// diamonds, hearts, spades), and of two holds the one that throws away the
/// highest card on which they differ wins. The choice matters for the final hands
/// only: tied holds pay the same on average but can end in different categories.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieRule {
    /// The one keeping the fewest cards (Baekjoon 8380's rule).
    FewestKept,
    /// The one keeping the most cards.
    MostKept,
    /// The one with the lower cards, whatever their number. This is the rule that
    /// reproduces the Wizard of Odds' eleven counts of full-pay Deuces Wild
    /// exactly; fewest or most kept, or the least variance, do not.
    LowestCards,
}

/// One hold of a deal and every final hand it can end in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HoldValue {
    /// The cards kept: bit i for the deal's i-th card.
    pub kept: u8,
    /// The payout summed over the draws.
    pub payout_sum: u64,
    /// The number of equally likely draws, C(m, 5 - k) for k cards kept and m undealt.
    pub draws: u64,
    /// The final hands over the draws, by [`Category::index`]; they add up to `draws`.
    pub final_hands: [u32; CATEGORIES],
}

impl HoldValue {
    /// The number of cards kept.
    pub fn kept_count(&self) -> usize {
        self.kept.count_ones() as usize
    }

    /// The expected payout, `payout_sum / draws` in lowest terms.
    pub fn expected(&self) -> Fraction {
        Fraction::new(u128::from(self.payout_sum), u128::from(self.draws))
    }
}

/// A ranking's [`CountTables`] with a [`PayTable`]: a video poker game.
///
/// ```
/// use showdown::Card;
/// use showdown::fraction::Fraction;
/// use showdown::videopoker::{CountTables, DeckCard, Game, PayTable, Ranking, TieRule};
///
/// let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
/// let game = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6);
/// let cards: Vec<DeckCard> = Card::parse_list("Ks Qs Js Ts 2h").unwrap().into_iter().map(DeckCard::from).collect();
/// let best = game.best_hold(&cards.try_into().unwrap(), TieRule::FewestKept);
/// // Keep the four to the royal: of the 47 draws, one royal, one straight flush,
/// // 7 flushes, 6 straights and 9 high pairs (a ten pairs low).
/// assert_eq!(best.kept, 0b01111);
/// assert_eq!(best.expected(), Fraction::new(800 + 50 + 7 * 6 + 6 * 4 + 9, 47));
/// ```
#[derive(Clone, Debug)]
pub struct Game<'t> {
    tables: &'t CountTables,
    pay: PayTable,
    /// Each row's counts weighted by the payouts: the payout sum over the hands
    /// that contain a set of that shape.
    weighted: Vec<i64>,
    /// `draws[k]` = C(m, 5 - k): the draws of a hold that keeps k cards, m the
    /// cards left in the deck.
    draws: [u64; 6],
    /// `scale[k]` = L / C(m, 5 - k), the factor that puts k cards kept over L, the
    /// least common multiple of the draws.
    pub(crate) scale: [u64; 6],
    /// `scale` of each mask's number of cards.
    mask_scale: [u64; 32],
}

/// A deal in the tables' terms: the row of each subset of its cards, sorted by
/// class then suit, its own category, and how many deals it stands for (1, or a
/// class's weight when the whole game plays it for its class of deals up to
/// suits). 64 bytes, one per class of deals in the whole game.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DealRows {
    /// The row number of the subset of each mask over the sorted cards, all but
    /// the full set's.
    pub(crate) rows: [u16; 31],
    /// The deal's own category, N of the full set.
    pub(crate) dealt: Category,
    /// The number of deals it stands for, at most 48.
    pub(crate) weight: u8,
}

const _: () = assert!(std::mem::size_of::<DealRows>() == 64);

impl<'t> Game<'t> {
    /// The game of `tables`' ranking paid by `pay`.
    ///
    /// # Panics
    /// Never for the decks of [`super::Deck`]: the draws' least common multiple,
    /// C(m, 0) to C(m, 5) for at most 49 cards left, fits in a `u64`.
    ///
    /// # Complexity
    /// One pass over the tables' 6,120 rows.
    pub fn new(tables: &'t CountTables, pay: PayTable) -> Game<'t> {
        let pays = pay.pays();
        let weighted = tables
            .rows()
            .iter()
            .map(|row| {
                row.iter()
                    .zip(pays)
                    .map(|(&n, p)| i64::from(n) * i64::from(p))
                    .sum()
            })
            .collect();
        let undealt = tables.ranking().deck().size() - 5;
        let draws: [u64; 6] = std::array::from_fn(|kept| binomial(undealt, 5 - kept));
        let common = draws.iter().fold(1, |l, &d| {
            checked_lcm(l, u128::from(d)).expect("the draws' common multiple fits")
        });
        let common = u64::try_from(common).expect("the draws' common multiple fits");
        let scale: [u64; 6] = draws.map(|d| common / d);
        let mask_scale = std::array::from_fn(|mask| scale[usize::from(SIZE[mask])]);
        Game {
            tables,
            pay,
            weighted,
            draws,
            scale,
            mask_scale,
        }
    }

    /// The count tables.
    pub fn tables(&self) -> &'t CountTables {
        self.tables
    }

    /// The pay table.
    pub fn pay_table(&self) -> PayTable {
        self.pay
    }

    /// Every hold of `deal`, indexed by its `kept` mask, with its exact value and
    /// its final hands by category.
    ///
    /// # Panics
    /// If a card repeats or is not in the deck.
    ///
    /// # Complexity
    /// 32 rows and 80 subtractions of 16 counts.
    pub fn holds(&self, deal: &[DeckCard; 5]) -> [HoldValue; 32] {
        let (deal_rows, order) = self.tables.deal_rows(deal);
        let mut counts = [[0i64; CATEGORIES]; 32];
        for (mask, count) in counts.iter_mut().enumerate().take(31) {
            for (n, &row) in count
                .iter_mut()
                .zip(self.tables.row(deal_rows.rows[mask].into()))
            {
                *n = i64::from(row);
            }
        }
        counts[31][deal_rows.dealt.index()] = 1;
        for bit in [16, 8, 4, 2, 1] {
            for block in counts.chunks_exact_mut(2 * bit) {
                let (without, with) = block.split_at_mut(bit);
                for (counts, upper) in without.iter_mut().zip(with) {
                    for (n, u) in counts.iter_mut().zip(upper) {
                        *n -= *u;
                    }
                }
            }
        }
        let pays = self.pay.pays();
        let mut holds = [HoldValue {
            kept: 0,
            payout_sum: 0,
            draws: 0,
            final_hands: [0; CATEGORIES],
        }; 32];
        for (mask, count) in counts.iter().enumerate() {
            let kept = in_deal_order(mask, &order);
            let hold = &mut holds[usize::from(kept)];
            hold.kept = kept;
            hold.draws = self.draws[usize::from(SIZE[mask])];
            for (c, &n) in count.iter().enumerate() {
                hold.final_hands[c] = u32::try_from(n).expect("inclusion-exclusion counts");
                hold.payout_sum += n as u64 * u64::from(pays[c]);
            }
        }
        holds
    }

    /// The hold of `deal` with the largest expected payout, ties settled by `rule`.
    ///
    /// # Panics
    /// If a card repeats or is not in the deck.
    ///
    /// # Complexity
    /// 32 rows' payout sums and 80 subtractions, and the counts of the chosen hold.
    pub fn best_hold(&self, deal: &[DeckCard; 5], rule: TieRule) -> HoldValue {
        let (deal_rows, order) = self.tables.deal_rows(deal);
        let sums = self.payout_sums(&deal_rows);
        let best = self.choose(&sums, rule);
        let counts = self.final_hands(&deal_rows, best);
        HoldValue {
            kept: in_deal_order(best, &order),
            payout_sum: sums[best] as u64,
            draws: self.draws[usize::from(SIZE[best])],
            final_hands: counts.map(|n| n as u32),
        }
    }

    /// Each hold's payout sum over its draws, by mask over the sorted cards.
    pub(crate) fn payout_sums(&self, deal: &DealRows) -> [i64; 32] {
        let mut sums = [0i64; 32];
        for (sum, &row) in sums.iter_mut().zip(&deal.rows) {
            *sum = self.weighted[usize::from(row)];
        }
        sums[31] = i64::from(self.pay.pay(deal.dealt));
        without_supersets::<16>(&mut sums);
        without_supersets::<8>(&mut sums);
        without_supersets::<4>(&mut sums);
        without_supersets::<2>(&mut sums);
        without_supersets::<1>(&mut sums);
        sums
    }

    /// The best hold's mask over the sorted cards under `rule`.
    pub(crate) fn choose(&self, sums: &[i64; 32], rule: TieRule) -> usize {
        // One key per hold, the largest winning: its value over L (below 2^56, see
        // the module docs), then the rule's preference for its number of cards
        // (0 to 5), then the lower cards (a mask over the cards sorted by class and
        // suit is smaller exactly when it has the lower cards). A maximum of keys
        // takes no branch that depends on the values, which a comparison of values
        // then of sizes took and mispredicted.
        //
        //  63                    8 7       5 4         0
        // +-----------------------+---------+-----------+
        // | payout sum · L / C(m, | cards   | 31 - mask |
        // | 5 - k), below 2^56    | kept,   | (lower    |
        // |                       | by rule | cards)    |
        // +-----------------------+---------+-----------+
        let preference = &PREFERENCES[rule as usize];
        let mut best = 0;
        for mask in 0..32 {
            let value = sums[mask] as u64 * self.mask_scale[mask];
            best = best.max(value << 8 | preference[mask]);
        }
        31 - (best & 31) as usize
    }

    /// The final hands of one hold by category, from the rows of its supersets.
    pub(crate) fn final_hands(&self, deal: &DealRows, mask: usize) -> [i64; CATEGORIES] {
        let mut counts = [0i64; CATEGORIES];
        supersets(mask, |set, adds| {
            let sign = if adds { 1 } else { -1 };
            if set == 31 {
                counts[deal.dealt.index()] += sign;
            } else {
                for (n, &row) in counts
                    .iter_mut()
                    .zip(self.tables.row(deal.rows[set].into()))
                {
                    *n += sign * i64::from(row);
                }
            }
        });
        counts
    }
}

/// Each superset of the hold `mask` among the five dealt cards (`mask` itself
/// first, all five last), and whether it adds (an even number of cards past the
/// hold) or takes away: the terms of the inclusion–exclusion over the discards by
/// which a hold's final hands are counted.
pub(crate) fn supersets(mask: usize, mut visit: impl FnMut(usize, bool)) {
    let free = 31 & !mask;
    let mut extra = free;
    loop {
        visit(mask | extra, SIZE[extra] % 2 == 0);
        if extra == 0 {
            break;
        }
        extra = (extra - 1) & free;
    }
}

impl CountTables {
    /// `deal` in the tables' terms, and the deal's position of each sorted card.
    ///
    /// # Panics
    /// If a card repeats or is not in the deck.
    pub(crate) fn deal_rows(&self, deal: &[DeckCard; 5]) -> (DealRows, [u8; 5]) {
        let deck = self.ranking().deck();
        let mut seen = 0u64;
        let mut keyed = [(0usize, 0u8, 0u8); 5];
        let mut counts = [0u8; CLASSES];
        for (at, &card) in deal.iter().enumerate() {
            assert!(deck.contains(card), "{card:?} is not in {deck:?}");
            assert!(seen >> card.index() & 1 == 0, "{card:?} repeats");
            seen |= 1 << card.index();
            let class = deck.class(card);
            // A wild card's suit never matters: it adds no bit.
            let suit = if class == WILD {
                0
            } else {
                1 << card.suit_index()
            };
            keyed[at] = (class, suit, at as u8);
            counts[class] += 1;
        }
        keyed.sort_unstable();
        // A subset's index adds the steps of its two lowest cards (positions 0 and
        // 1) and of its three highest (2 to 4), which depend on how many of the two
        // lowest come first: all sums written out, so that no subset waits on
        // another's.
        let step = |k: usize, at: usize| STEP[k][keyed[at].0];
        let low = [0, step(1, 0), step(1, 1), step(1, 0) + step(2, 1)];
        let high: [[u16; 8]; 3] = std::array::from_fn(|before| {
            let s = |k: usize, at: usize| step(before + k, at);
            [
                0,
                s(1, 2),
                s(1, 3),
                s(1, 2) + s(2, 3),
                s(1, 4),
                s(1, 2) + s(2, 4),
                s(1, 3) + s(2, 4),
                s(1, 2) + s(2, 3) + s(3, 4),
            ]
        });
        let bit = |at: usize| keyed[at].1;
        let low_suits = [0, bit(0), bit(1), bit(0) | bit(1)];
        let (b2, b3, b4) = (bit(2), bit(3), bit(4));
        let high_suits = [0, b2, b3, b2 | b3, b4, b2 | b4, b3 | b4, b2 | b3 | b4];
        // At most one suit bit: one suit, or none (only wild cards).
        let suited = |suits: u8| suits & suits.wrapping_sub(1) == 0;
        let mut rows = [0u16; 32];
        for l in 0..4 {
            let high = &high[usize::from(SIZE[l])];
            // A constant count, so that the sizes below are constants too.
            for h in 0..8 {
                let index = usize::from(low[l] + high[h]);
                let suits = low_suits[l] | high_suits[h];
                let k = usize::from(SIZE[l] + SIZE[h]);
                rows[l | h << 2] = (2 * (OFFSETS[k] + index) + usize::from(suited(suits))) as u16;
            }
        }
        let dealt = self
            .ranking()
            .category_of_shape(&counts, suited(low_suits[3] | high_suits[7]));
        let mut subsets = [0; 31];
        subsets.copy_from_slice(&rows[..31]);
        let deal = DealRows {
            rows: subsets,
            dealt,
            weight: 1,
        };
        (deal, keyed.map(|(_, _, at)| at))
    }
}

/// A mask over the sorted cards as a mask over the deal's own positions.
fn in_deal_order(mask: usize, order: &[u8; 5]) -> u8 {
    (0..5)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| 1 << order[i])
        .sum()
}

/// One pass of the superset Möbius transform: from each mask without `BIT`, the
/// value of the mask with it. `BIT` is a constant so that the compiler writes the
/// 16 subtractions out, without bounds checks.
fn without_supersets<const BIT: usize>(values: &mut [i64; 32]) {
    let mut base = 0;
    while base < 32 {
        for mask in base..base + BIT {
            values[mask] -= values[mask + BIT];
        }
        base += 2 * BIT;
    }
}

/// Each rule's preference among holds of equal value, by mask, the largest
/// winning: the rule's order of numbers of cards kept (fewest first, most first, or
/// none), then the lower cards; a distinct mask in the low 5 bits.
const PREFERENCES: [[u64; 32]; 3] = [
    preferences(TieRule::FewestKept),
    preferences(TieRule::MostKept),
    preferences(TieRule::LowestCards),
];

const fn preferences(rule: TieRule) -> [u64; 32] {
    let mut preference = [0; 32];
    let mut mask = 0;
    while mask < 32 {
        let size = SIZE[mask] as u64;
        let by_size = match rule {
            TieRule::FewestKept => 5 - size,
            TieRule::MostKept => size,
            TieRule::LowestCards => 0,
        };
        preference[mask] = by_size << 5 | (31 - mask as u64);
        mask += 1;
    }
    preference
}

/// The number of cards in each mask of five. Tables, not `count_ones`: without
/// `popcnt`, which the judges' baseline x86-64 lacks, that is a dozen instructions.
pub(crate) const SIZE: [u8; 32] = sizes();

const fn sizes() -> [u8; 32] {
    let mut sizes = [0; 32];
    let mut mask = 1;
    while mask < 32 {
        sizes[mask] = sizes[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    sizes
}
