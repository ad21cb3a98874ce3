//! [`Game::analyze`]: every deal played with its best hold, the game's exact
//! return, its final hands by category and its deals by cards drawn.
//!
//! Each class of deals up to suits (`suit_classes.rs`) is played once: its 32 payout
//! sums from one number per subset (`holds.rs`), the best hold, and the class's
//! weight added to the counts. The chosen hold's final hands are the alternating
//! sum of the rows of its supersets, so rather than add up 16 counts for each of
//! them, each class adds its weight to one coefficient per superset, and the
//! coefficients meet the rows once at the end: up to 32 additions a class instead
//! of 512. The classes' subset rows are worked out on the first call, on as many
//! threads, and kept in the tables (64 bytes a class), so that a second pay table
//! only transforms, compares and adds: about 8 ms for 9/6 on one core, against
//! 25 ms for the first from nothing.
//!
//! A deal's final hands are counted over its draws, C(m, 5 - k) of them for k cards
//! kept; scaled by L / C(m, 5 - k), every deal weighs L (the least common multiple
//! of the C(m, j)), and the totals are integers: the Wizard of Odds' tables count
//! final hands this way, adding up to C(52, 5) · 5 · C(47, 5) = 19,933,230,517,200.

use super::category::CATEGORIES;
use super::count_tables::binomial;
use super::holds::{DealRows, Game, SIZE, TieRule, supersets};
use super::suit_classes::for_each_deal_class;
use crate::fraction::Fraction;

/// The whole game under optimal play: every deal with its best hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The expected payout per unit bet, in lowest terms.
    pub return_fraction: Fraction,
    /// The final hands by [`super::Category::index`], each deal weighing
    /// `draw_weight`: they add up to `deals * draw_weight`.
    pub final_hands: [u64; CATEGORIES],
    /// L, the least common multiple of the numbers of draws: what each deal weighs
    /// in `final_hands` (7,669,695 = 5 · C(47, 5) for 52 cards).
    pub draw_weight: u64,
    /// The number of deals, C(n, 5) for n cards.
    pub deals: u64,
    /// The deals whose best hold draws 0, 1, 2, 3, 4 and 5 cards.
    pub deals_by_cards_drawn: [u64; 6],
}

/// One thread's sums over its share of the classes.
struct Tally {
    /// The weight of each row in the final hands: the sum over the deals of their
    /// weight, signed, for each of their chosen hold's supersets of that shape.
    coefficients: Vec<i64>,
    /// The same for the dealt hands themselves, by category.
    dealt: [i64; CATEGORIES],
    /// The payout sums of the chosen holds, each deal weighing L.
    payout: u128,
    deals_by_cards_drawn: [u64; 6],
}

impl Game<'_> {
    /// Plays every deal of the deck with its best hold under `rule`, on `threads`
    /// threads (0 counts as 1).
    ///
    /// The first call on a ranking's tables also lists the deals up to suits in
    /// the tables' terms, 134,459 classes of 64 bytes for 52 cards (8.6 MB), kept
    /// in the tables for the next pay table.
    ///
    /// # Panics
    /// If a thread panics, which would be a bug.
    ///
    /// # Complexity
    /// One best hold per class of deals, each about 150 additions and 32
    /// multiplications; then 6,120 rows of 16 multiplications.
    ///
    /// ```
    /// use showdown::videopoker::{CountTables, Game, PayTable, Ranking, TieRule};
    ///
    /// let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    /// let game = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6);
    /// let analysis = game.analyze(TieRule::FewestKept, 1);
    /// let (num, den) = (analysis.return_fraction.num(), analysis.return_fraction.den());
    /// assert_eq!(num * 1_000_000_000_000 / den, 995_439_043_695);
    /// assert_eq!(analysis.deals_by_cards_drawn.iter().sum::<u64>(), 2_598_960);
    /// ```
    pub fn analyze(&self, rule: TieRule, threads: usize) -> Analysis {
        let tables = self.tables();
        let deck = tables.ranking().deck();
        let threads = threads.max(1);
        let classes = tables.classes.get_or_init(|| {
            let mut deals = Vec::with_capacity(160_000);
            for_each_deal_class(deck, &mut |cards, weight| {
                deals.push((*cards, weight as u8))
            });
            let mut shares = in_shares(&deals, threads, |part| {
                part.iter()
                    .map(|(cards, weight)| DealRows {
                        weight: *weight,
                        ..tables.deal_rows(cards).0
                    })
                    .collect::<Vec<_>>()
            });
            // One share is the list; more are copied into one.
            match shares.len() {
                1 => shares.swap_remove(0),
                _ => shares.concat(),
            }
        });
        let tallies = in_shares(classes, threads, |part| self.play(part, rule));
        let mut total = Tally::new(self.tables().rows().len());
        for tally in &tallies {
            for (sum, n) in total.coefficients.iter_mut().zip(&tally.coefficients) {
                *sum += n;
            }
            for c in 0..CATEGORIES {
                total.dealt[c] += tally.dealt[c];
            }
            total.payout += tally.payout;
            for drawn in 0..6 {
                total.deals_by_cards_drawn[drawn] += tally.deals_by_cards_drawn[drawn];
            }
        }
        let mut final_hands = total.dealt.map(i128::from);
        for (&coefficient, row) in total.coefficients.iter().zip(self.tables().rows()) {
            for (n, &count) in final_hands.iter_mut().zip(row) {
                *n += i128::from(coefficient) * i128::from(count);
            }
        }
        let deals = binomial(deck.size(), 5);
        let draw_weight = self.scale[5];
        Analysis {
            return_fraction: Fraction::new(total.payout, u128::from(deals * draw_weight)),
            final_hands: final_hands.map(|n| u64::try_from(n).expect("final hands")),
            draw_weight,
            deals,
            deals_by_cards_drawn: total.deals_by_cards_drawn,
        }
    }

    /// Plays `classes` and sums what they add.
    fn play(&self, classes: &[DealRows], rule: TieRule) -> Tally {
        let mut tally = Tally::new(self.tables().rows().len());
        for deal in classes {
            let sums = self.payout_sums(deal);
            let best = self.choose(&sums, rule);
            let kept = usize::from(SIZE[best]);
            let weight = u64::from(deal.weight);
            tally.deals_by_cards_drawn[5 - kept] += weight;
            let scaled = (weight * self.scale[kept]) as i64;
            tally.payout += u128::from(sums[best] as u64) * scaled as u128;
            supersets(best, |set, adds| {
                let signed = if adds { scaled } else { -scaled };
                if set == 31 {
                    tally.dealt[deal.dealt.index()] += signed;
                } else {
                    tally.coefficients[usize::from(deal.rows[set])] += signed;
                }
            });
        }
        tally
    }
}

/// `work` done on `threads` shares of `items` at once, the results in order.
///
/// # Panics
/// If `work` panics.
fn in_shares<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    if threads <= 1 {
        return vec![work(items)];
    }
    let share = ((items.len() + threads - 1) / threads).max(1);
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(share)
            .map(|part| scope.spawn(move || work(part)))
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().expect("an analysis thread panicked"))
            .collect()
    })
}

impl Tally {
    fn new(rows: usize) -> Tally {
        Tally {
            coefficients: vec![0; rows],
            dealt: [0; CATEGORIES],
            payout: 0,
            deals_by_cards_drawn: [0; 6],
        }
    }
}
