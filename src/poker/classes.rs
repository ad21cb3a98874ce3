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
    /// Builds the evaluator of `rules` if needed, then marks its 106,496 table
    /// entries among the 65,536 values and reads the marks in order: every entry is
    /// the best five of some holding, so a class, and every class is the entry of
    /// its own five cards. Marking, not sorting, keeps this to a tenth of a
    /// millisecond, which a program that ranks one hand pays once per run.
    pub fn new(rules: Rules) -> Classes {
        let mut seen = vec![false; 1 << 16];
        for &value in Evaluator::with(rules).table_strengths() {
            seen[usize::from(value)] = true;
        }
        // Value 0 is an empty slot of the tables, no class.
        let strengths = (1..=u16::MAX)
            .filter(|&v| seen[usize::from(v)])
            .map(Strength::from_value)
            .collect();
        Classes { strengths }
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
