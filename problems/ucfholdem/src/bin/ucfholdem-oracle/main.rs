//! ucfholdem inputs: n, then n lines of seven card values glued together; and the
//! brute force from the statement's text that the stress tester (`cargo xtask stress
//! ucfholdem`) holds the solution to.

use oracle::cases::{counted_lines, counted_text, few_values, value_line, value_line_text};
use oracle::{maybe_crlf, Cut, Oracle, SplitMix64};

/// The statement's hands, weakest first.
const NAMES: [&str; 5] = [
    "BUST",
    "TWO OF A KIND",
    "THREE OF A KIND",
    "FULL HOUSE",
    "FOUR OF A KIND",
];
/// How a line separates its values: none, glued together.
const SEPARATOR: Option<char> = None;
/// Our bound on the data sets (the statement has none), and the data sets of the
/// largest input, `max`.
const MAX_TESTS: usize = 100_000;

/// The hand of five values, by the statement's definitions: the sizes of its groups
/// of equal values, largest first, say which.
fn hand(five: &[usize]) -> usize {
    let mut sizes: Vec<usize> = (0..13)
        .map(|v| five.iter().filter(|&&x| x == v).count())
        .collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    match (sizes[0], sizes[1]) {
        (4, _) => 4,
        (3, 2) => 3,
        (3, _) => 2,
        (2, _) => 1,
        _ => 0,
    }
}

/// Each data set's best hand of every five of its seven values, as the statement
/// prints it.
///
/// # Errors
/// Why the input breaks the statement: n not from 1 to [`MAX_TESTS`], a line that is
/// not seven values from one deck in one word, too few lines, or any line after the
/// last.
fn brute(text: &str) -> Result<String, String> {
    let answers = counted_lines(text, MAX_TESTS, |h, line| {
        let values: Vec<usize> = value_line(line, SEPARATOR, 7)?
            .iter()
            .map(|r| r.index())
            .collect();
        // Every choice of five of the seven: the two left out.
        let best = (0..7 * 7)
            .filter(|&out| out / 7 < out % 7)
            .map(|out| {
                let five: Vec<usize> = (0..7)
                    .filter(|&i| i != out / 7 && i != out % 7)
                    .map(|i| values[i])
                    .collect();
                hand(&five)
            })
            .max()
            .expect("21 choices");
        Ok(format!("UCF Hold'em #{h}: {}\n\n", NAMES[best]))
    })?;
    Ok(answers.concat())
}

/// 1 to `size` data sets (at most [`MAX_TESTS`]), each seven of a few values, so
/// that pairs, threes and fours come often.
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let tests = 1 + rng.below(size.clamp(1, MAX_TESTS));
    let text = hands(rng, tests);
    maybe_crlf(rng, text, 8)
}

/// An input of `tests` data sets, each seven of a few values.
fn hands(rng: &mut SplitMix64, tests: usize) -> String {
    counted_text(tests, || value_line_text(&few_values(rng, 7), SEPARATOR))
}

/// The brute force and the generator; the largest input is [`MAX_TESTS`] random
/// data sets. Data sets split, join and shrink by the count line on their own; the
/// fixture with a line after the last data set is cut back to its first two lines.
const ORACLE: Oracle = Oracle {
    max: Some(|| hands(&mut SplitMix64::new(0x5eed_7a1e), MAX_TESTS)),
    beyond: &[("trailing_line", Cut::Lines(2))],
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

    #[test]
    fn the_brute_force_reads_the_statement() {
        let answer = brute("3\n2233445\nAAAKKQJ\n23456TJ\n").unwrap();
        assert_eq!(
            answer,
            "UCF Hold'em #1: TWO OF A KIND\n\nUCF Hold'em #2: FULL HOUSE\n\n\
             UCF Hold'em #3: BUST\n\n"
        );
        // Two threes make a full house; four and three, four of a kind.
        assert!(brute("1\n2223334\n").unwrap().ends_with("FULL HOUSE\n\n"));
        assert!(brute("1\n2222333\n")
            .unwrap()
            .ends_with("FOUR OF A KIND\n\n"));
        assert!(brute("1\n22222AK\n").is_err());
        assert!(brute("1\n2233 445\n").is_err());
        assert!(brute("1\n223344\n").is_err());
    }
}
