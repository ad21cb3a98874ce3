//! The integration tests, one crate: the evaluator's proof, every ladder's proof, Omaha's proof, the best of N cards,
//! properties, the brute-force oracles, the docs' links, the no-panic and error-shape checks, the
//! Project Euler data, and the single-file submissions. Helpers every module shares are in
//! [`support`]. The fixtures have their own harness, `tests/fixtures.rs`, and the
//! `proconio` feature's test is `tests/proconio.rs`.

mod support;

mod best_of;
mod bundles;
mod docs;
mod equity_oracle;
mod euler54_data;
mod exhaustive;
mod ladders;
mod no_panic;
mod omaha;
mod oracles;
mod properties;
mod videopoker;
