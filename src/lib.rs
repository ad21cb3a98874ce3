//! showdown: exact solutions to card-game and tournament judge problems.
//!
//! - [`poker`]: cards, card sets, hand strengths and the evaluators;
//! - [`input`]: the line-aware scanner and error reporting the binaries share;
//! - [`equity`]: exact enumeration of the unknown community cards, with per-player tallies;
//! - [`modular`]: arithmetic modulo the prime M = 100,055,128,505,716,009.

pub mod equity;
pub mod input;
pub mod modular;
pub mod poker;

pub use poker::{Card, CardSet, Category, Evaluator, Hand, HandRank};
