//! Cards and their spellings, card sets, hand strengths, and the evaluators.

mod card;
mod cardset;
mod eval;
pub mod reference;
mod strength;

pub use card::{Card, ParseCardError, Rank, Suit};
pub use cardset::{CardSet, Iter};
pub use eval::{Evaluator, Hand, for_each_seven_card_hand};
pub use strength::{Category, Strength};
