//! easypoker inputs: one line of five numbers from 1 to 13, any of them repeated;
//! and the brute force the stress tester holds the solution to.

mod brute;

pub use brute::{brute, parse, role};

use oracle::cases::{join_single, split_single};
use oracle::{Cases, Cut, Oracle};
use showdown::rng::SplitMix64;

/// The input of this hand.
pub fn write(hand: &[u32; 5]) -> String {
    let words: Vec<String> = hand.iter().map(u32::to_string).collect();
    words.join(" ") + "\n"
}

/// One hand of numbers drawn from a pool of 1 to `size + 1` of them (at most 13),
/// so that small sizes repeat numbers often: five of a kind, four, full houses.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let pool: Vec<u32> = {
        let mut all: Vec<u32> = (1..=13).collect();
        let k = (size + 1).min(13);
        rng.choose_front(&mut all, k);
        all.truncate(k);
        all
    };
    let hand = [0; 5].map(|_| pool[rng.below(pool.len())]);
    oracle::maybe_crlf(rng, write(&hand), 8)
}

/// The input is one hand, so every input is the largest: two-digit numbers.
pub fn max() -> String {
    write(&[13, 12, 13, 12, 13])
}

/// The brute force: the role read off the statement's list, "exactly" as it says.
/// An input is one case, so it splits into itself and joins as its first.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split: |text| split_single(text, parse(text).is_ok()),
        join: join_single,
    }),
    beyond: &[("trailing_", Cut::Lines(1))],
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_inputs_make_every_role() {
        let mut rng = SplitMix64::new(227);
        let mut seen = std::collections::BTreeSet::new();
        for size in 0..400 {
            seen.insert(brute(&random(&mut rng, size % 13)).unwrap());
        }
        assert_eq!(seen.len(), 5, "{seen:?}");
        assert_eq!(brute(&max()).as_deref(), Ok("FULL HOUSE\n"));
    }
}
