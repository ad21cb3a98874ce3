//! decision inputs: T tests of Alice's 2 cards, Bob's 2 and the 6 community cards.

use crate::judge::{deal, rank_suit, spell};
use crate::rng::SplitMix64;

/// The statement's bound on T.
pub const MAX_TESTS: usize = 100_000;

/// `tests` random tests.
pub fn input(rng: &mut SplitMix64, tests: usize) -> String {
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let cards = deal(rng, 10);
        for line in [&cards[..2], &cards[2..4], &cards[4..]] {
            text.push_str(&spell(line, rank_suit));
            text.push('\n');
        }
    }
    text
}

/// One to four tests.
pub fn random(rng: &mut SplitMix64) -> String {
    let tests = 1 + rng.below(4);
    let text = input(rng, tests);
    crate::judge::maybe_crlf(rng, text, 8)
}

/// [`MAX_TESTS`] tests.
pub fn max() -> String {
    input(&mut SplitMix64::new(0x5eed_0003), MAX_TESTS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_valid() {
        let mut rng = SplitMix64::new(3);
        for _ in 0..50 {
            crate::input::answer(crate::decision::solve, random(&mut rng).as_bytes()).unwrap();
        }
        let out = crate::input::answer(crate::decision::solve, max().as_bytes()).unwrap();
        assert_eq!(out.lines().count(), MAX_TESTS);
    }
}
