//! __NAME__ inputs: T, then T lines of seven card values separated by spaces; and the
//! brute force the stress tester (`cargo xtask stress __NAME__`) holds the solution
//! to.

use oracle::cases::{counted_lines, counted_text, few_values, value_line, value_line_text};
use oracle::plain::ladder::best_of_ranks;
use oracle::{maybe_crlf, Oracle, SplitMix64};
use showdown::poker::Ladder;

// Change these to the statement's, read off its text again rather than taken from
// the solution, `problems/__NAME__/src/main.rs`: the brute force must not share its
// mistakes.
/// No flushes; A 2 3 4 5 is the lowest straight.
const LADDER: Ladder = Ladder::RANKS_ONLY;
/// The statement's word for each of [`LADDER`]'s kinds, weakest first.
const NAMES: [&str; 7] = [
    "HIGH CARD",
    "ONE PAIR",
    "TWO PAIRS",
    "THREE OF A KIND",
    "STRAIGHT",
    "FULL HOUSE",
    "FOUR OF A KIND",
];
/// How a line separates its values: single spaces.
const SEPARATOR: Option<char> = Some(' ');
/// The statement's bound on T, and the test cases of the largest input, `max`.
const MAX_TESTS: usize = 100_000;

/// The best five of each line's seven values, every five tried, named in the
/// statement's words.
///
/// # Errors
/// Why the input breaks the statement: T not from 1 to [`MAX_TESTS`], a line that is
/// not seven values from one deck, too few lines, or any line after the last.
fn brute(text: &str) -> Result<String, String> {
    let names = counted_lines(text, MAX_TESTS, |_, line| {
        let ranks = value_line(line, SEPARATOR, 7)?;
        Ok(NAMES[best_of_ranks(&ranks, &LADDER)
            .place()
            .expect("a high ladder")])
    })?;
    Ok(names.iter().map(|name| format!("{name}\n")).collect())
}

/// 1 to `size` test cases (at most [`MAX_TESTS`]), each seven of a few values, so
/// that pairs, threes and fours come often.
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let tests = 1 + rng.below(size.clamp(1, MAX_TESTS));
    let text = hands(rng, tests);
    maybe_crlf(rng, text, 8)
}

/// An input of `tests` test cases, each seven of a few values.
fn hands(rng: &mut SplitMix64, tests: usize) -> String {
    counted_text(tests, || value_line_text(&few_values(rng, 7), SEPARATOR))
}

/// The brute force and the generator; the largest input is [`MAX_TESTS`] random
/// test cases. Test cases split, join and shrink by the count line on their own.
const ORACLE: Oracle = Oracle {
    max: Some(|| hands(&mut SplitMix64::new(0x5eed_7a1e), MAX_TESTS)),
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
