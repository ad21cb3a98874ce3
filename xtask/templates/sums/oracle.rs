//! __NAME__ inputs: T lines of two values; and the brute force the stress tester
//! (`cargo xtask stress __NAME__`) holds the solution to.

use crate::problems::Oracle;
use crate::rng::SplitMix64;
use std::fmt::Write;

/// Test cases in [`max`]: the statement's bound.
pub const MAX_TESTS: usize = 100_000;

/// The largest value the statement allows.
const MAX_VALUE: u128 = 1_000_000_000_000_000_000;

/// `tests` lines of two values in `0..=bound`.
pub fn input(rng: &mut SplitMix64, tests: usize, bound: u64) -> String {
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let [a, b] = [0; 2].map(|_| rng.next_u64() % (bound + 1));
        writeln!(text, "{a} {b}").expect("writing to a String");
    }
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

/// The input's test cases as `[a, b]` pairs, read strictly: a line with T, then T
/// lines of two values of digits at most 10^18, and nothing else but blank lines.
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
    let count = value(lines.next().ok_or("no T")?.trim())?;
    let mut pairs = Vec::new();
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [a, b] = words[..] else {
            return Err(format!("not two values: `{line}`"));
        };
        pairs.push([value(a)?, value(b)?]);
    }
    if pairs.len() as u128 != count {
        return Err(format!("T is {count} but {} cases follow", pairs.len()));
    }
    Ok(pairs)
}

/// The input of these test cases.
fn text_of(pairs: &[[u128; 2]]) -> String {
    let mut text = format!("{}\n", pairs.len());
    for [a, b] in pairs {
        writeln!(text, "{a} {b}").expect("writing to a String");
    }
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
                candidates.push(text_of(&smaller));
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
        assert_eq!(brute("2\r\n1 2\r\n\n5 0\n"), Ok("3\n5\n".into()));
        for bad in ["", "2\n1 2\n", "1\n1 +2\n", "1\n1 2 3\n", "1\n1 1000000000000000001\n"] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
        let cases = split("2\n1 2\n5 0\n").unwrap();
        assert_eq!(cases, ["1\n1 2\n", "1\n5 0\n"]);
        assert_eq!(join(&cases), "2\n1 2\n5 0\n");
        assert_eq!(shrink("1\n4 0\n"), ["1\n0 0\n", "1\n2 0\n", "1\n3 0\n"]);
    }

    #[test]
    fn random_inputs_grow_and_are_valid() {
        let mut rng = SplitMix64::new(1);
        assert!(split(&random(&mut rng, 1)).is_some_and(|c| c.len() == 1));
        crate::problems::cases::check_solve(crate::solutions::__NAME__::solve, brute, random);
    }
}
