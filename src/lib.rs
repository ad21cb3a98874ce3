//! showdown: exact solutions to card-game and tournament judge problems.
//!
//! - [`poker`]: cards, card sets, hand strengths and the evaluators;
//! - [`decision`]: optimal play when two players take turns picking six open community cards;
//! - [`swiss`]: Swiss-system tournament standings (MP, OMW, GW, OGW) after every round;
//! - [`fraction`]: exact irreducible fractions, binary gcd and fast decimal output;
//! - [`input`]: the line-aware scanner and error reporting the binaries share.

pub mod decision;
pub mod fraction;
pub mod input;
pub mod poker;
pub mod swiss;

pub use poker::{Card, CardSet, Category, Evaluator, Hand, HandRank};
