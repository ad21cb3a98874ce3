//! showdown: exact solutions to card-game and tournament judge problems.
//!
//! - [`poker`]: cards, card sets, hand strengths and the evaluators;
//! - [`equity`]: exact enumeration of the unknown community cards, with per-player tallies;
//! - [`fraction`]: exact irreducible fractions and the binary gcd;
//! - [`modular`]: arithmetic modulo a prime below 2^64;
//! - [`input`]: the line-aware scanner and error reporting the binaries share;
//! - [`output`]: the number, fraction and decimal printing every answer goes through;
//! - [`rng`]: a seeded generator for reproducible random tests, benches and inputs;
//! - [`videopoker`]: five-card draw against a pay table, exactly: the best hold of a
//!   deal and the whole game under optimal play, wild cards included.
//!
//! The judge problems are packages of their own (`problems/NAME/`), each a binary
//! over this library; their brute forces and generators are their second binaries,
//! over `xtask/oracle`.
//!
//! Code a binary reaches is bundled into single-file submissions, and judges run
//! older compilers: those modules carry `#[clippy::msrv = "1.70"]`, so clippy's
//! `incompatible_msrv` refuses a standard-library API newer than Rust 1.70 there
//! (the oldest Rust every bundle compiles on; `OnceLock` needs it). The package's
//! `rust-version` (1.89, the judges') covers the rest: tests, generators, tooling.
//!
//! The attribute sits on each module, not once on the crate: stable Rust refuses
//! `#![clippy::msrv]` as an inner attribute (E0658, `custom_inner_attributes`), and
//! `msrv` in a `clippy.toml` would hold the tests and the tooling to 1.70 as well,
//! with a warning on every target that it differs from `Cargo.toml`'s.

#[clippy::msrv = "1.70"]
pub mod equity;
#[clippy::msrv = "1.70"]
pub mod fraction;
#[clippy::msrv = "1.70"]
pub mod input;
#[clippy::msrv = "1.70"]
pub mod modular;
#[clippy::msrv = "1.70"]
pub mod output;
#[clippy::msrv = "1.70"]
pub mod poker;
#[clippy::msrv = "1.70"]
pub mod videopoker;
// No binary reaches `rng` (no `submit/*.rs` has it): the tests, the benches and the
// oracles' generators use it, so it has no `clippy::msrv` of its own and takes the
// package's `rust-version`.
pub mod rng;

pub use poker::{Card, CardSet, Evaluator, Hand, Kind, Ladder, Strength};

// The Rust examples of `docs/poker-rules.md` and `docs/new-problem.md`, compiled and
// run as doctests, so that the docs show only code that builds.
#[cfg(doctest)]
#[doc = include_str!("../docs/poker-rules.md")]
mod poker_rules_examples {}
#[cfg(doctest)]
#[doc = include_str!("../docs/new-problem.md")]
mod new_problem_examples {}
