//! No input makes a solution panic, and every error or warning is one line that
//! names its place: the check each problem's unit tests run on its own `solve`,
//! in-process, as its binary runs it (`showdown::input::printed`).
//!
//! The inputs: arbitrary bytes, half of them from the judges' alphabet so that they
//! get past the first token; and the problem's valid fixtures (those with a `.out`)
//! with random bytes flipped, inserted or deleted. A rejected input must get exactly
//! one `error:` line in the promised shape ([`follows_the_format`]) and nothing on
//! stdout; an accepted one, an empty stderr or exactly one `warning:` line in its
//! shape ([`warning_follows_the_format`]). The seed is fixed: a failure names the
//! input, and the same run finds it again.

use crate::SplitMix64;
use showdown::input::{Solver, printed};
use std::path::Path;

/// Inputs of each kind, arbitrary and edited.
pub const CASES: usize = 1_000;

/// Bytes the judge inputs are made of, so that random text gets past the first token.
const ALPHABET: &[u8] = b"0123456789 \n\r\t-#/,AKQJTXakqjtxSHDCshdc clubs hearts";

/// What the statements call a case, each followed by its number.
const UNITS: [&str; 3] = ["test case ", "dataset ", "instance "];

/// Checks `solve`, the solution of the problem whose package is at `package` (its
/// `CARGO_MANIFEST_DIR`; its fixtures are `fixtures/NAME/` two folders up), on
/// [`CASES`] inputs of each kind.
///
/// # Panics
/// On the first input that breaks the contract, showing it; or when the solution
/// panics, by itself.
pub fn check(solve: Solver, package: &str) {
    check_cases(solve, package, CASES);
}

/// [`check`] on `cases` inputs of each kind: fewer for a solution whose every
/// valid input costs a whole computation (vpstrategy plays 2,598,960 deals).
///
/// # Panics
/// As [`check`].
pub fn check_cases(solve: Solver, package: &str, cases: usize) {
    let package = Path::new(package);
    let name = package.file_name().expect("a package folder");
    let dir = package.join("../../fixtures").join(name);
    let mut valid = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the problem's fixtures") {
        let path = entry.expect("a fixture").path();
        if path.extension().is_some_and(|e| e == "in") && path.with_extension("out").exists() {
            valid.push(std::fs::read(&path).expect("a readable fixture"));
        }
    }
    valid.sort();
    let mut rng = SplitMix64::new(0x0_9a21c);
    let byte = |rng: &mut SplitMix64| match rng.below(2) {
        0 => rng.next_u64() as u8,
        _ => ALPHABET[rng.below(ALPHABET.len())],
    };
    for _ in 0..cases {
        let input: Vec<u8> = (0..rng.below(300)).map(|_| byte(&mut rng)).collect();
        one(solve, &input);
    }
    for _ in 0..cases * usize::from(!valid.is_empty()) {
        let mut input = valid[rng.below(valid.len())].clone();
        for _ in 0..1 + rng.below(7) {
            let len = input.len();
            match rng.below(3) {
                0 if len > 0 => input[rng.below(len)] ^= 1 + rng.below(255) as u8,
                1 => input.insert(rng.below(len + 1), byte(&mut rng)),
                2 if len > 0 => {
                    input.remove(rng.below(len));
                }
                _ => {}
            }
        }
        one(solve, &input);
    }
}

/// Runs `solve` on `input` as its binary would, and checks what it prints.
fn one(solve: Solver, input: &[u8]) {
    let printed = printed(solve, input);
    let stderr = printed.stderr.as_str();
    let line = stderr.strip_suffix('\n').unwrap_or(stderr);
    let shown = || {
        format!(
            "input {:?}\nstderr {stderr:?}",
            String::from_utf8_lossy(input)
        )
    };
    assert!(
        !line.contains('\n') && (stderr.is_empty() || stderr.ends_with('\n')),
        "not one line: {}",
        shown()
    );
    match printed.code {
        0 => assert!(
            stderr.is_empty()
                || line
                    .strip_prefix("warning: ")
                    .is_some_and(warning_follows_the_format),
            "not the promised warning: {}",
            shown()
        ),
        2 => {
            assert!(
                printed.stdout.is_empty(),
                "an error and an output: {}",
                shown()
            );
            assert!(
                line.strip_prefix("error: ").is_some_and(follows_the_format),
                "not the promised format: {}",
                shown()
            );
        }
        code => panic!("exit code {code}: {}", shown()),
    }
}

/// `text` without its leading `<label><number><end>`, if it starts so.
fn number<'a>(text: &'a str, label: &str, end: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(label)?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    (digits > 0 && !rest.starts_with('0')).then_some(())?;
    rest[digits..].strip_prefix(end)
}

/// `text` without its leading `[test case K, ]line L: `, if it starts so.
fn place(text: &str) -> Option<&str> {
    // The case as its statement names it (`InputError::in_unit`).
    let case = UNITS.iter().find_map(|unit| number(text, unit, ", "));
    number(case.unwrap_or(text), "line ", ": ")
}

/// Whether `what` ends with a quote, ``what is wrong: `token` ``.
fn quotes(what: &str) -> bool {
    what.strip_suffix('`')
        .and_then(|w| w.rsplit_once(": `"))
        .is_some_and(|(wrong, _)| !wrong.is_empty())
}

/// Whether an error reads ``[test case K, ]line L: what is wrong: `token` ``, or is
/// one of the two with no token to quote (`docs/architecture.md` lists them): input
/// that ends before something it needs, and swiss's OGW past 128 bits.
pub fn follows_the_format(shown: &str) -> bool {
    let Some(what) = place(shown) else {
        return false;
    };
    let ogw = what
        .strip_prefix("round ")
        .and_then(|r| number(r, "", ": exact OGW needs more than 128 bits"))
        .is_some_and(str::is_empty);
    quotes(what) || ogw || what.starts_with("input ends early: ")
}

/// Whether a warning reads ``[test case K, ]line L: what is ignored: `token` ``, or
/// is the one with no token to quote (holdem's, kingspoker's, the terminated
/// templates'): input that ends without its closing line, ``input ends without the
/// closing `#` line``.
pub fn warning_follows_the_format(shown: &str) -> bool {
    place(shown).is_some_and(|what| {
        let closing = what
            .strip_prefix("input ends without the closing `")
            .and_then(|rest| rest.strip_suffix("` line"))
            .is_some_and(|line| !line.is_empty() && !line.contains('`'));
        quotes(what) && what.starts_with("ignored ") || closing
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_check_accepts_only_the_promised_lines() {
        for good in [
            "line 1: unknown card: `4X`",
            "test case 12, line 40: expected 10 cards, found 9 cards: `5H 5C`",
            "line 3: input ends early: expected the 6 community cards",
            "test case 1, line 1753: round 35: exact OGW needs more than 128 bits",
            "dataset 2, line 2: a fifth card of one number: `1`",
        ] {
            assert!(follows_the_format(good), "{good}");
        }
        for bad in [
            "unknown card: `4X`",
            "line 0: unknown card: `4X`",
            "line x: unknown card: `4X`",
            "test case 1: unknown card: `4X`",
            "line 2: a match has 2 or 3 games, but w1 + w2 + d = 4",
            "line 2: `4X`",
            "line 2: round 35: exact OGW needs more than 128 bits, or so",
        ] {
            assert!(!follows_the_format(bad), "{bad}");
        }
        for good in [
            "line 5: ignored input after the last test case: `garbage`",
            "line 4: input ends without the closing `#` line",
            "line 3: input ends without the closing `0 0 0` line",
            "line 2: ignored input after the last deal: `\\xff\\xfe`",
        ] {
            assert!(warning_follows_the_format(good), "{good}");
        }
        for bad in [
            "ignored input after the last test case: `garbage`",
            "line 0: ignored input after the last test case: `garbage`",
            "line 5: ignored input after the last test case",
            "line 5: unknown card: `4X`",
            "line 4: input ends without the closing `#` line, or so",
            "line 4: input ends without the closing `` line",
        ] {
            assert!(!warning_follows_the_format(bad), "{bad}");
        }
    }
}
