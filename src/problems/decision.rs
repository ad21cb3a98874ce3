//! decision inputs: T tests of Alice's 2 cards, Bob's 2 and the 6 community cards.

use crate::problems::Oracle;
use crate::problems::{card_lines, deal, rank_suit};
use crate::rng::SplitMix64;

/// The statement's bound on T.
pub const MAX_TESTS: usize = 100_000;

/// `tests` random tests.
pub fn input(rng: &mut SplitMix64, tests: usize) -> String {
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        card_lines(&mut text, &deal(rng, 10), &[2, 2, 6], rank_suit);
    }
    text
}

/// One to four tests.
pub fn random(rng: &mut SplitMix64, _size: usize) -> String {
    let tests = 1 + rng.below(4);
    let text = input(rng, tests);
    crate::problems::maybe_crlf(rng, text, 8)
}

/// [`MAX_TESTS`] tests.
pub fn max() -> String {
    input(&mut SplitMix64::new(0x5eed_0003), MAX_TESTS)
}

/// The brute force (still in `tests/`, see [`crate::problems::Oracle`]).
pub const ORACLE: Oracle = crate::problems::pending::ORACLE;
