//! holdem inputs: datasets of your two cards, the opponent's two and the flop, then `#`.

use crate::problems::Oracle;
use crate::problems::{card_lines, deal, suit_rank};
use crate::rng::SplitMix64;

/// Datasets in [`max`]. The statement does not bound them; 50,000 is fifty times
/// what the 8 s limit lets a naive solution (990 boards, every five-card subset of
/// both hands: about 1 ms a dataset) finish.
pub const MAX_DATASETS: usize = 50_000;

/// `datasets` random datasets and the closing `#` line.
pub fn input(rng: &mut SplitMix64, datasets: usize) -> String {
    let mut text = String::new();
    for _ in 0..datasets {
        card_lines(&mut text, &deal(rng, 7), &[2, 2, 3], suit_rank);
    }
    text.push_str("#\n");
    text
}

/// One to four datasets.
pub fn random(rng: &mut SplitMix64, _size: usize) -> String {
    let datasets = 1 + rng.below(4);
    let text = input(rng, datasets);
    crate::problems::maybe_crlf(rng, text, 8)
}

/// [`MAX_DATASETS`] datasets.
pub fn max() -> String {
    input(&mut SplitMix64::new(0x5eed_0002), MAX_DATASETS)
}

/// The brute force (still in `tests/`, see [`crate::problems::Oracle`]).
pub const ORACLE: Oracle = crate::problems::pending::ORACLE;
