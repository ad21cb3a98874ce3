//! showdown: exact solutions to card-game and tournament judge problems.
//!
//! - [`poker`]: cards, card sets, hand strengths and the evaluators;
//! - [`input`]: the line-aware scanner and error reporting the binaries share;
//! - [`fraction`]: exact irreducible fractions, binary gcd and fast decimal output;
//! - [`swiss`]: Swiss-system tournament standings (MP, OMW, GW, OGW) after every round.

pub mod fraction;
pub mod input;
pub mod poker;
pub mod swiss;

pub use poker::{Card, CardSet, Category, Evaluator, Hand, HandRank};
