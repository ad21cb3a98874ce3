//! The judge problems, one module each: its input reader and `solve`, with its own
//! parts in `solutions/<name>/`. Each binary `src/bin/<name>.rs` runs one `solve`,
//! and its bundle holds that module at its root, beside the library modules it
//! reaches (the bundler lifts it out of `solutions`).
//!
//! - [`pokerstars`], [`holdem`]: exact win chances with community cards to come;
//! - [`euler54`], [`pokerhands`], [`rhino`]: who wins each showdown;
//! - [`handrank`], [`handname`]: a hand's class index, a hand's name;
//! - [`aojpoker`], [`easypoker`]: the role of five numbers, by a ladder without suits;
//! - [`kingspoker`]: the lowest three-card set or pair that beats a hand;
//! - [`royalflush`]: the cards thrown away before a deck's first royal flush;
//! - [`decision`]: optimal play when two players take turns picking six open cards;
//! - [`swiss`]: Swiss-system tournament standings after every round.
//!
//! The statements are in `docs/problems/<name>.md`; the brute forces, generators and
//! limits in the registry, `showdown::problems` (feature `problems`).

pub mod aojpoker;
pub mod decision;
pub mod easypoker;
pub mod euler54;
pub mod handname;
pub mod handrank;
pub mod holdem;
pub mod kingspoker;
pub mod pokerhands;
pub mod pokerstars;
pub mod rhino;
pub mod royalflush;
pub mod swiss;
