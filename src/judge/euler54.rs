//! euler54 inputs: deals of ten cards, one per line, blank lines allowed.

use crate::judge::{deal, rank_suit, spell};
use crate::rng::SplitMix64;

/// One to twenty deals, with a blank line now and then.
pub fn random(rng: &mut SplitMix64) -> String {
    let mut text = String::new();
    for _ in 0..1 + rng.below(20) {
        if rng.below(8) == 0 {
            text.push('\n');
        }
        text.push_str(&spell(&deal(rng, 10), rank_suit));
        text.push('\n');
    }
    crate::judge::maybe_crlf(rng, text, 8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_valid() {
        let mut rng = SplitMix64::new(4);
        for _ in 0..50 {
            crate::input::answer(crate::euler54::solve, random(&mut rng).as_bytes()).unwrap();
        }
    }
}
