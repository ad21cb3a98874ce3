//! The library's integration tests, one crate: the evaluator's proof, every ladder's
//! proof, Omaha's proof, the best of N cards, the equity enumeration against plain
//! loops, properties, and the docs' links. Helpers every module shares are in
//! [`support`]. The problems' own checks (fixtures, brute forces, bundles) are
//! `xtask`'s tests, `xtask/tests/problems.rs`.

mod support;

mod best_of;
mod docs;
mod equity_oracle;
mod exhaustive;
mod ladders;
mod omaha;
mod pins;
mod properties;
mod videopoker;
