//! __NAME__ inputs: lines of two values up to the line `0 0`; and the brute force
//! the stress tester (`cargo xtask stress __NAME__`) holds the solution to.

use crate::problems::Oracle;
use crate::rng::SplitMix64;
use std::fmt::Write;

/// Test cases in [`max`]: the statement's bound.
pub const MAX_TESTS: usize = 100_000;

/// The largest value the statement allows.
const MAX_VALUE: u128 = 1_000_000_000_000_000_000;

/// `tests` lines of two values in `0..=bound`, not both 0, then `0 0`.
pub fn input(rng: &mut SplitMix64, tests: usize, bound: u64) -> String {
    let mut text = String::new();
    for _ in 0..tests {
        let [a, b] = [0; 2].map(|_| rng.next_u64() % (bound + 1));
        let a = if a == 0 && b == 0 { 1 } else { a };
        writeln!(text, "{a} {b}").expect("writing to a String");
    }
    text.push_str("0 0\n");
    text
}

/// One to `size` test cases (at most 100) of values below 10^size (at most 10^18):
/// size 1 is one case of one-digit values.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let size = size.max(1);
    let tests = 1 + rng.below(size.min(100));
    let digits = rng.below(size.min(18)) + 1;
    let text = input(rng, tests, 10u64.pow(digits as u32));
    crate::problems::maybe_crlf(rng, text, 16)
}

/// [`MAX_TESTS`] test cases.
pub fn max() -> String {
    input(
        &mut SplitMix64::new(0x5eed_0000),
        MAX_TESTS,
        MAX_VALUE as u64,
    )
}

/// The brute force: the input read again, line by line, with nothing of the
/// solution's reader, and summed in `u128`.
pub const ORACLE: Oracle = Oracle {
    brute,
    split,
    join,
    shrink: Some(shrink),
};

/// The input's test cases as `[a, b]` pairs, read strictly: lines of two values of
/// digits at most 10^18, not both 0, then the line `0 0`, and nothing else but
/// blank lines.
fn pairs(text: &str) -> Result<Vec<[u128; 2]>, String> {
    let value = |word: &str| -> Result<u128, String> {
        // Digits only: Rust's parser would take a `+` that the solution refuses.
        if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("not a number: `{word}`"));
        }
        word.parse::<u128>()
            .ok()
            .filter(|v| *v <= MAX_VALUE)
            .ok_or_else(|| format!("out of range: `{word}`"))
    };
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let mut pairs = Vec::new();
    for line in lines.by_ref() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [a, b] = words[..] else {
            return Err(format!("not two values: `{line}`"));
        };
        let pair = [value(a)?, value(b)?];
        if pair == [0, 0] {
            return match lines.next() {
                Some(more) => Err(format!("text after `0 0`: `{more}`")),
                None => Ok(pairs),
            };
        }
        pairs.push(pair);
    }
    Err("no line `0 0`".into())
}

/// The input of these test cases.
fn text_of(pairs: &[[u128; 2]]) -> String {
    let mut text = String::new();
    for [a, b] in pairs {
        writeln!(text, "{a} {b}").expect("writing to a String");
    }
    text.push_str("0 0\n");
    text
}

/// Each sum, one a line.
fn brute(text: &str) -> Result<String, String> {
    let mut out = String::new();
    for [a, b] in pairs(text)? {
        writeln!(out, "{}", a + b).expect("writing to a String");
    }
    Ok(out)
}

/// One input per test case.
fn split(text: &str) -> Option<Vec<String>> {
    let pairs = pairs(text).ok()?;
    Some(pairs.iter().map(|p| text_of(std::slice::from_ref(p))).collect())
}

/// The test cases of all the inputs, in order (an input that does not read adds none).
fn join(inputs: &[String]) -> String {
    let all: Vec<[u128; 2]> = inputs
        .iter()
        .flat_map(|t| pairs(t).unwrap_or_default())
        .collect();
    text_of(&all)
}

/// Fewer test cases (when there are two or more), then each value made smaller:
/// 0 first, then ever closer to the value (v - v/2, v - v/4, ..., v - 1), so that
/// repeating the shrink finds the smallest failing value in about log² v runs.
fn shrink(text: &str) -> Vec<String> {
    let Ok(pairs) = pairs(text) else {
        return Vec::new();
    };
    let mut candidates = Vec::new();
    if pairs.len() >= 2 {
        for skip in 0..pairs.len() {
            let mut fewer = pairs.clone();
            fewer.remove(skip);
            candidates.push(text_of(&fewer));
        }
    }
    for case in 0..pairs.len() {
        for side in 0..2 {
            let value = pairs[case][side];
            let mut step = value;
            while step > 0 {
                let mut smaller = pairs.clone();
                smaller[case][side] = value - step;
                // `0 0` would end the input there.
                if smaller[case] != [0, 0] {
                    candidates.push(text_of(&smaller));
                }
                step /= 2;
            }
        }
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_brute_force_sums_reads_strictly_and_splits() {
        assert_eq!(brute("1 2\r\n\n5 0\n0 0\n"), Ok("3\n5\n".into()));
        for bad in ["", "1 2\n", "1 +2\n0 0\n", "1 2 3\n0 0\n", "0 0\n1 2\n"] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
        let cases = split("1 2\n5 0\n0 0\n").unwrap();
        assert_eq!(cases, ["1 2\n0 0\n", "5 0\n0 0\n"]);
        assert_eq!(join(&cases), "1 2\n5 0\n0 0\n");
        assert_eq!(shrink("4 1\n0 0\n")[0], "0 1\n0 0\n");
    }

    #[test]
    fn random_inputs_grow_and_are_valid() {
        let mut rng = SplitMix64::new(1);
        assert!(split(&random(&mut rng, 1)).is_some_and(|c| c.len() == 1));
        crate::problems::cases::check_solve(crate::solutions::__NAME__::solve, brute, random);
    }
}
