//! __NAME__'s oracle: the brute force, the statement read again with nothing of the
//! solution's reader, and random and largest inputs; `cargo xtask stress __NAME__`
//! holds the solution to them. Shrinking, and splitting the input into its test
//! cases, are the generic ones (a case a line; a candidate without its `0 0` line is
//! refused, so never kept).

use oracle::{Oracle, SplitMix64};

/// The statement's bounds: test cases, and each value.
const MAX_TESTS: usize = 100_000;
const MAX_VALUE: u128 = 1_000_000_000_000_000_000;

/// Each case's sum, a line each, up to the line `0 0`; `Err` says why the input
/// breaks the statement.
fn brute(input: &str) -> Result<String, String> {
    let mut answer = String::new();
    let mut lines = input.lines().filter(|l| !l.trim().is_empty());
    for line in lines.by_ref() {
        let values: Vec<u128> = line.split_whitespace().map(value).collect::<Result<_, _>>()?;
        match values[..] {
            [0, 0] => {
                return match lines.next() {
                    Some(more) => Err(format!("text after `0 0`: `{more}`")),
                    None => Ok(answer),
                };
            }
            [a, b] => answer += &format!("{}\n", a + b),
            _ => return Err(format!("not two values: `{line}`")),
        }
    }
    Err("no line `0 0`".into())
}

/// A value as the statement writes it: digits only, at most [`MAX_VALUE`].
fn value(word: &str) -> Result<u128, String> {
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    let value = word.parse().ok().filter(|v| digits && *v <= MAX_VALUE);
    value.ok_or_else(|| format!("not a value from 0 to 10^18: `{word}`"))
}

/// 1 to `size` cases (at most 100) of values of 1 to `size` digits (at most 18). never
/// both 0, then `0 0`.
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let tests = 1 + rng.below(size.min(100));
    let bound = 10u64.pow(1 + rng.below(size.min(18)) as u32);
    let mut value = || rng.next_u64() % bound;
    let pair = |(a, b): (u64, u64)| format!("{a} {}\n", if a == 0 && b == 0 { 1 } else { b });
    let pairs: String = (0..tests).map(|_| pair((value(), value()))).collect();
    format!("{pairs}0 0\n")
}

/// [`MAX_TESTS`] cases of the largest values, then `0 0`.
fn max() -> String {
    format!("{}0 0\n", format!("{MAX_VALUE} {MAX_VALUE}\n").repeat(MAX_TESTS))
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
