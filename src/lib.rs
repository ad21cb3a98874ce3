//! showdown: exact solutions to card-game and tournament judge problems.
//!
//! - [`poker`]: cards, card sets, hand strengths and the evaluators;
//! - [`decision`]: optimal play when two players take turns picking six open community cards;
//! - [`input`]: the line-aware scanner and error reporting the binaries share.

pub mod decision;
pub mod input;
pub mod poker;

pub use poker::{Card, CardSet, Category, Evaluator, Hand, HandRank};
