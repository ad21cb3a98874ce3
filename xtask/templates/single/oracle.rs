//! __NAME__'s oracle: the brute force, the statement read again with nothing of the
//! solution's reader, and random and largest inputs; `cargo xtask stress __NAME__`
//! holds the solution to them. Shrinking, and splitting the input into its test
//! cases, are the generic ones.

use oracle::{Oracle, SplitMix64};

/// The statement's bound on each value.
const MAX_VALUE: u128 = 1_000_000_000_000_000_000;

/// The sum; `Err` says why the input breaks the statement.
fn brute(input: &str) -> Result<String, String> {
    let lines: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
    let [line] = lines[..] else {
        return Err(format!("{} lines, not one", lines.len()));
    };
    let values: Vec<u128> = line.split_whitespace().map(value).collect::<Result<_, _>>()?;
    let [a, b] = values[..] else {
        return Err(format!("not two values: `{line}`"));
    };
    Ok(format!("{}\n", a + b))
}

/// A value as the statement writes it: digits only, at most [`MAX_VALUE`].
fn value(word: &str) -> Result<u128, String> {
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    let value = word.parse().ok().filter(|v| digits && *v <= MAX_VALUE);
    value.ok_or_else(|| format!("not a value from 0 to 10^18: `{word}`"))
}

/// Values of 1 to `size` digits (at most 18).
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let bound = 10u64.pow(1 + rng.below(size.min(18)) as u32);
    format!("{} {}\n", rng.next_u64() % bound, rng.next_u64() % bound)
}

/// The largest values.
fn max() -> String {
    format!("{MAX_VALUE} {MAX_VALUE}\n")
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
