//! holdem inputs: datasets of your two cards, the opponent's two and the flop, then `#`.

use crate::judge::{deal, spell, suit_rank};
use crate::rng::SplitMix64;

/// Datasets in [`max`]. The statement does not bound them; 50,000 is fifty times
/// what the 8 s limit lets a naive solution (990 boards, every five-card subset of
/// both hands: about 1 ms a dataset) finish.
pub const MAX_DATASETS: usize = 50_000;

/// `datasets` random datasets and the closing `#` line.
pub fn input(rng: &mut SplitMix64, datasets: usize) -> String {
    let mut text = String::new();
    for _ in 0..datasets {
        let cards = deal(rng, 7);
        for line in [&cards[..2], &cards[2..4], &cards[4..]] {
            text.push_str(&spell(line, suit_rank));
            text.push('\n');
        }
    }
    text.push_str("#\n");
    text
}

/// One to four datasets.
pub fn random(rng: &mut SplitMix64) -> String {
    let datasets = 1 + rng.below(4);
    let text = input(rng, datasets);
    crate::judge::maybe_crlf(rng, text, 8)
}

/// [`MAX_DATASETS`] datasets.
pub fn max() -> String {
    input(&mut SplitMix64::new(0x5eed_0002), MAX_DATASETS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_valid() {
        let mut rng = SplitMix64::new(2);
        for _ in 0..50 {
            crate::input::answer(crate::holdem::solve, random(&mut rng).as_bytes()).unwrap();
        }
        let out = crate::input::answer(crate::holdem::solve, max().as_bytes()).unwrap();
        assert_eq!(out.lines().count(), MAX_DATASETS);
    }
}
