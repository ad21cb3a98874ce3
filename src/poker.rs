//! Cards and their spellings, card sets, rules, hand strengths, the evaluators, the
//! class index, and every ranking the statements use as a value (`Ladder`).

mod card;
mod cardset;
mod classes;
mod eval;
mod ladder;
pub mod reference;
mod rules;
mod spelling;
mod strength;

pub use card::{Card, ParseCardError, Rank, Suit};
pub use cardset::{CardSet, Iter};
pub use classes::Classes;
pub use eval::{Evaluator, Hand, PackedHand, for_each_seven_card_hand};
pub use ladder::LadderEvaluator;
// Its own line, so that a bundle that does not use Omaha's tables leaves them out.
pub use eval::Omaha;
pub use ladder::{Ace, Kind, Ladder, LadderKey};
pub use rules::Rules;
pub use spelling::{Order, Spelling};
pub use strength::{Category, Strength};
