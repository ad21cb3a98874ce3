//! euler54 inputs: deals of ten cards, one per line, blank lines allowed.

use crate::problems::Oracle;
use crate::problems::{card_lines, deal, rank_suit};
use crate::rng::SplitMix64;

/// One to twenty deals, with a blank line now and then.
pub fn random(rng: &mut SplitMix64, _size: usize) -> String {
    let mut text = String::new();
    for _ in 0..1 + rng.below(20) {
        if rng.below(8) == 0 {
            text.push('\n');
        }
        card_lines(&mut text, &deal(rng, 10), &[10], rank_suit);
    }
    crate::problems::maybe_crlf(rng, text, 8)
}

/// The brute force (still in `tests/`, see [`crate::problems::Oracle`]).
pub const ORACLE: Oracle = crate::problems::pending::ORACLE;
