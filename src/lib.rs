//! showdown: exact solutions to card-game and tournament judge problems.
//!
//! - [`poker`]: cards, card sets, hand strengths and the evaluators;
//! - [`input`]: the line-aware scanner and error reporting the binaries share.
//! - [`decision`]: optimal play when two players take turns picking six open community cards.

pub mod decision;
pub mod input;
pub mod poker;

pub use poker::{Card, CardSet, Category, Evaluator, Hand, HandRank};
