//! A hand's strength under a fast evaluator: its class's place in the ladder's
//! order, one number as the tables hold it.

/// The strength of a best hand (five cards, or three) under one [`crate::poker::Evaluator`]: its
/// class's place among the ladder's classes, 1 for the weakest, so a larger value
/// is a stronger hand and equal values are a true tie (0, the default, is no hand).
///
/// It is the ladder's class index, as statements that ask for "the value of a
/// hand" define it (1 to 7,462 under the standard ladder), and the evaluator gives
/// back the ladder's key of it, with its kind, name and ranks
/// ([`crate::poker::Evaluator::key`]). Strengths of two evaluators do not compare.
///
/// # Examples
///
/// ```
/// use showdown::poker::{Card, Evaluator};
///
/// let eval = Evaluator::get();
/// let value = |s: &str| eval.best_of(&Card::parse_list(s).unwrap()).value();
/// assert_eq!(value("3s 7s 2c 4s 5h"), 1);
/// assert_eq!(value("Jh Ah Th Kh Qh"), 7_462);
/// assert_eq!(eval.classes(), 7_462);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Strength(u16);

impl Strength {
    pub(crate) fn from_value(value: u16) -> Strength {
        Strength(value)
    }

    /// The class's place, 1 for the weakest class of the ladder, 0 for no hand.
    pub fn value(self) -> u16 {
        self.0
    }
}
