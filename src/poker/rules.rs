//! How hands rank: the ways the field's statements bend the standard rules, as a value
//! that both evaluators take.

/// A statement's hand ranking: whether the ace may play low in a straight, and
/// whether suits count.
///
/// The categories, their order and the kickers are the same under every value: only
/// which five cards make a straight or a flush changes. See `docs/poker-rules.md`.
///
/// ```
/// use showdown::poker::{Card, Category, Evaluator, Rules};
///
/// let wheel: Vec<Card> = Card::parse_list("Ah 2c 3d 4s 5h").unwrap();
/// let best = |rules| Evaluator::with(rules).best_of(&wheel).category();
/// assert_eq!(best(Rules::STANDARD), Category::Straight);
/// assert_eq!(best(Rules::ACE_HIGH), Category::HighCard);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Whether A 2 3 4 5 is a straight, the lowest, with the five as its top; when
    /// not, the ace is only high.
    pub wheel: bool,
    /// Whether five cards of one suit make a flush; statements whose cards have ranks
    /// only have no flushes and no straight flushes.
    pub suits: bool,
}

impl Rules {
    /// The usual rules, and the seed problems': the wheel is a straight, flushes count.
    pub const STANDARD: Rules = Rules {
        wheel: true,
        suits: true,
    };
    /// The ace only high: A 2 3 4 5 is no straight (UVa 10315, Baekjoon 4429).
    pub const ACE_HIGH: Rules = Rules {
        wheel: false,
        suits: true,
    };
    /// Ranks only: no flushes, the wheel a straight.
    pub const RANKS_ONLY: Rules = Rules {
        wheel: true,
        suits: false,
    };
    /// Every value, [`Rules::STANDARD`] first, in the order of [`Rules::index`].
    pub const EVERY: [Rules; 4] = [
        Rules::STANDARD,
        Rules::ACE_HIGH,
        Rules::RANKS_ONLY,
        Rules {
            wheel: false,
            suits: false,
        },
    ];

    /// The value's place in [`Rules::EVERY`], for tables kept per value.
    pub fn index(self) -> usize {
        usize::from(!self.wheel) | usize::from(!self.suits) << 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_follow_the_list() {
        for (i, rules) in Rules::EVERY.into_iter().enumerate() {
            assert_eq!(rules.index(), i);
        }
    }
}
