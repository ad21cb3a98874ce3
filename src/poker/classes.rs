//! The class index: each five-card hand class's dense rank under a rules value, 1
//! for the weakest, as statements that ask for "the value of a hand" define it.

use crate::poker::{Evaluator, Rules, Strength};

/// The classes of five-card hands under one [`Rules`] value, weakest first: hands
/// are in one class exactly when they tie.
///
/// There are 7,462 under the standard rules, the top one the royal flush, and as
/// many under [`Rules::ACE_HIGH`] (A 2 3 4 5 leaves the straights and the straight
/// flushes, nine each, for the high cards and the flushes, 1,278 each); 6,175, the
/// multisets of five ranks, without suits. `docs/poker-rules.md` has the table.
///
/// ```
/// use showdown::poker::{Card, Classes, Evaluator, Rules};
///
/// let classes = Classes::new(Rules::STANDARD);
/// let value = |s: &str| classes.index(Evaluator::get().best_of(&Card::parse_list(s).unwrap()));
/// assert_eq!(value("3s 7s 2c 4s 5h"), 1);
/// assert_eq!(value("Jh Ah Th Kh Qh"), 7462);
/// assert_eq!(classes.count(), 7462);
/// ```
#[derive(Clone, Debug)]
pub struct Classes {
    /// Every class's strength, increasing.
    strengths: Vec<Strength>,
}

impl Classes {
    /// The classes of `rules`.
    ///
    /// # Complexity
    /// Builds the evaluator of `rules` if needed, then sorts its 106,496 table entries:
    /// every entry is the best five of some holding, so a class, and every class is
    /// the entry of its own five cards.
    pub fn new(rules: Rules) -> Classes {
        let mut values: Vec<u16> = Evaluator::with(rules)
            .table_strengths()
            .iter()
            .copied()
            .filter(|&v| v != 0)
            .collect();
        values.sort_unstable();
        values.dedup();
        Classes {
            strengths: values.into_iter().map(Strength::from_value).collect(),
        }
    }

    /// How many classes there are.
    pub fn count(&self) -> usize {
        self.strengths.len()
    }

    /// The dense rank of `strength` among the classes, 1 for the weakest: a hand
    /// beats another exactly when its index is higher. 0 when `strength` is no class
    /// of these rules (it came from other rules, or from no hand).
    ///
    /// # Complexity
    /// A binary search: 13 steps.
    pub fn index(&self, strength: Strength) -> usize {
        self.strengths.binary_search(&strength).map_or(0, |i| i + 1)
    }
}
