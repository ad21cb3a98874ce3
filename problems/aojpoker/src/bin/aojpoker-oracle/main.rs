//! aojpoker inputs: datasets to the end of the input, each a line of five numbers
//! from 1 to 13 separated by commas; and the brute force the stress tester holds the
//! solution to.

mod brute;

pub use brute::{brute, parse, role, MAX_DATASETS};

use oracle::cases::{join_with, split_with};
use oracle::{Cases, Oracle};
use showdown::rng::SplitMix64;

/// The input of these hands.
pub fn write(hands: &[[u32; 5]]) -> String {
    let line = |h: &[u32; 5]| {
        let words: Vec<String> = h.iter().map(u32::to_string).collect();
        words.join(",") + "\n"
    };
    hands.iter().map(line).collect()
}

/// A hand the roles hinge on, one time in two: a run through the ace (A 2 3 4 5 and
/// 10 J Q K A are straights, J Q K A 2 and its neighbours are not) or a hand of few
/// numbers (four of one, full houses, two pairs); else five numbers at random. No
/// number is held five times, and the order is shuffled.
fn hand(rng: &mut SplitMix64) -> [u32; 5] {
    const RUNS: [[u32; 5]; 5] = [
        [1, 2, 3, 4, 5],
        [10, 11, 12, 13, 1],
        [11, 12, 13, 1, 2],
        [12, 13, 1, 2, 3],
        [13, 1, 2, 3, 4],
    ];
    let mut hand = match rng.below(4) {
        0 => RUNS[rng.below(RUNS.len())],
        1 => {
            let pool = [1 + rng.below(13) as u32, 1 + rng.below(13) as u32];
            [0; 5].map(|_| pool[rng.below(2)])
        }
        _ => [0; 5].map(|_| 1 + rng.below(13) as u32),
    };
    if hand.iter().all(|&n| n == hand[0]) {
        hand[4] = hand[0] % 13 + 1;
    }
    rng.choose_front(&mut hand, 5);
    hand
}

/// One to `size` datasets: size 1 is one hand.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let hands: Vec<[u32; 5]> = (0..1 + rng.below(size.max(1))).map(|_| hand(rng)).collect();
    oracle::maybe_crlf(rng, write(&hands), 8)
}

/// [`MAX_DATASETS`] hands, the statement's bound; every hand costs the same.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_0038);
    let hands: Vec<[u32; 5]> = (0..MAX_DATASETS).map(|_| hand(&mut rng)).collect();
    write(&hands)
}

/// The brute force: each hand's role read off the statement's list; an input splits
/// into its datasets, and one dataset shrinks by the generic shrinker.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split: |text| split_with(text, parse, write),
        join: |inputs| join_with(inputs, parse, write),
    }),
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
        let mut rng = SplitMix64::new(38);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..200 {
            for line in brute(&random(&mut rng, 10)).unwrap().lines() {
                seen.insert(line.to_string());
            }
        }
        assert_eq!(seen.len(), 7, "{seen:?}");
        let cases = split_with("1,2,3,4,5\n\n2,2,3,3,4\n", parse, write).unwrap();
        assert_eq!(cases, ["1,2,3,4,5\n", "2,2,3,3,4\n"]);
        assert_eq!(
            (ORACLE.cases.unwrap().join)(&cases),
            "1,2,3,4,5\n2,2,3,3,4\n"
        );
        assert_eq!(brute(&max()).unwrap().lines().count(), MAX_DATASETS);
    }
}
