//! __NAME__'s oracle: the brute force, the statement read again with nothing of the
//! solution's reader, and random and largest inputs; `cargo xtask stress __NAME__`
//! holds the solution to them. Shrinking, and splitting the input into its test
//! cases, are the generic ones (a case a line).

use oracle::{Oracle, SplitMix64};

/// The statement's bounds: test cases, and each value.
const MAX_TESTS: usize = 100_000;
const MAX_VALUE: u128 = 1_000_000_000_000_000_000;

/// Each case's sum, a line each; `Err` says why the input breaks the statement.
fn brute(input: &str) -> Result<String, String> {
    let mut answer = String::new();
    for line in input.lines().filter(|l| !l.trim().is_empty()) {
        let values: Vec<u128> = line.split_whitespace().map(value).collect::<Result<_, _>>()?;
        let [a, b] = values[..] else {
            return Err(format!("not two values: `{line}`"));
        };
        answer += &format!("{}\n", a + b);
    }
    match answer.is_empty() {
        true => Err("no case".into()),
        false => Ok(answer),
    }
}

/// A value as the statement writes it: digits only, at most [`MAX_VALUE`].
fn value(word: &str) -> Result<u128, String> {
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    let value = word.parse().ok().filter(|v| digits && *v <= MAX_VALUE);
    value.ok_or_else(|| format!("not a value from 0 to 10^18: `{word}`"))
}

/// 1 to `size` cases (at most 100) of values of 1 to `size` digits (at most 18).
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let tests = 1 + rng.below(size.min(100));
    let bound = 10u64.pow(1 + rng.below(size.min(18)) as u32);
    let mut value = || rng.next_u64() % bound;
    let pairs: String = (0..tests).map(|_| format!("{} {}\n", value(), value())).collect();
    pairs
}

/// [`MAX_TESTS`] cases of the largest values.
fn max() -> String {
    format!("{MAX_VALUE} {MAX_VALUE}\n").repeat(MAX_TESTS)
}

const ORACLE: Oracle = Oracle {
    max: Some(max),
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The oracle's own inputs are valid to its brute force, and the rest of its
    /// parts hold together (`oracle::check`); add the brute force's own cases here.
    #[test]
    fn the_oracle_checks_itself() {
        oracle::check(&ORACLE).unwrap();
    }
}
