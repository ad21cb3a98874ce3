//! No input makes a solver panic, and every error or warning is one line that names its place.
//!
//! For every problem of `showdown::problems::PROBLEMS` (so a new one is covered from
//! the start), through its `solve` as the binary runs it (`input::printed`):
//! arbitrary bytes, and valid inputs (its seeded random inputs and its fixtures with
//! a `.out`) with random bytes flipped, inserted or deleted. A rejected input must
//! get exactly one `error:` line in the promised shape (see [`follows_the_format`])
//! and nothing on stdout; an accepted one, an empty stderr or exactly one `warning:`
//! line in its shape (see [`warning_follows_the_format`]).

use proptest::prelude::*;
use proptest::sample::{Index, select};
use showdown::input::{Solver, printed};
use showdown::problems::{PROBLEMS, Problem};
use showdown::rng::SplitMix64;
use std::collections::HashMap;
use std::sync::OnceLock;
use xtask::fixtures::{self, Expected};

/// Cases per problem of each property.
const CASES: u32 = 1500;

/// Bytes the judge inputs are made of, so that random text gets past the first token.
const ALPHABET: &[u8] = b"0123456789 \n\r\t-#/AKQJTakqjtSHDCshdc clubs hearts";

/// A byte: arbitrary half the time, from [`ALPHABET`] otherwise.
fn byte() -> impl Strategy<Value = u8> {
    prop_oneof![any::<u8>(), select(ALPHABET)]
}

/// One change to an input; positions are taken modulo its length.
#[derive(Clone, Debug)]
enum Edit {
    /// Xor the byte at a position with a nonzero mask.
    Flip(Index, u8),
    /// Insert a byte before a position (or at the end).
    Insert(Index, u8),
    /// Delete the byte at a position.
    Delete(Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<Index>(), 1..=u8::MAX).prop_map(|(at, mask)| Edit::Flip(at, mask)),
        (any::<Index>(), byte()).prop_map(|(at, b)| Edit::Insert(at, b)),
        any::<Index>().prop_map(Edit::Delete),
    ]
}

fn apply(input: &mut Vec<u8>, edit: &Edit) {
    let len = input.len();
    match *edit {
        Edit::Flip(at, mask) if len > 0 => input[at.index(len)] ^= mask,
        Edit::Insert(at, b) => input.insert(at.index(len + 1), b),
        Edit::Delete(at) if len > 0 => {
            input.remove(at.index(len));
        }
        _ => {}
    }
}

/// The valid fixture inputs (those with a `.out`) of every problem, read once.
fn fixtures(problem: &str) -> &'static [Vec<u8>] {
    static INPUTS: OnceLock<HashMap<String, Vec<Vec<u8>>>> = OnceLock::new();
    let all = INPUTS.get_or_init(|| {
        let root = crate::support::root();
        let problems = fixtures::problems(root).expect("the fixtures folder");
        let valid = |name: &str| -> Vec<Vec<u8>> {
            let cases = fixtures::cases(root, name).expect("readable fixtures");
            cases
                .into_iter()
                .filter(|c| matches!(c.expected, Expected::Output { .. }))
                .map(|c| std::fs::read(&c.input).expect("a readable fixture"))
                .collect()
        };
        problems
            .into_iter()
            .map(|p| (p.clone(), valid(&p)))
            .collect()
    });
    all.get(problem).map_or(&[], Vec::as_slice)
}

/// A valid input of `problem`: one of its valid fixtures, or a seeded random input.
fn valid_input(problem: Problem, pick: Index, seed: u64) -> Vec<u8> {
    let fixtures = fixtures(problem.name);
    if seed.is_multiple_of(2) && !fixtures.is_empty() {
        pick.get(fixtures).clone()
    } else {
        (problem.random)(&mut SplitMix64::new(seed), 1 + (seed % 8) as usize).into_bytes()
    }
}

fn problem() -> impl Strategy<Value = Problem> {
    select(PROBLEMS)
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

/// What the statements call a case, each followed by its number.
const UNITS: [&str; 3] = ["test case ", "dataset ", "instance "];

/// Whether `what` ends with a quote, ``what is wrong: `token` ``.
fn quotes(what: &str) -> bool {
    what.strip_suffix('`')
        .and_then(|w| w.rsplit_once(": `"))
        .is_some_and(|(wrong, _)| !wrong.is_empty())
}

/// Whether an error reads `[test case K, ]line L: what is wrong: `token``, or
/// is one of the two with no token to quote (`docs/architecture.md` lists them): input that
/// ends before something it needs, and swiss's OGW past 128 bits.
fn follows_the_format(shown: &str) -> bool {
    let Some(what) = place(shown) else {
        return false;
    };
    let ogw = what
        .strip_prefix("round ")
        .and_then(|r| number(r, "", ": exact OGW needs more than 128 bits"))
        .is_some_and(str::is_empty);
    quotes(what) || ogw || what.starts_with("input ends early: ")
}

/// Whether a warning reads `[test case K, ]line L: what is ignored: `token``, or is
/// holdem's and kingspoker's with no token to quote: input that ends without its closing line.
fn warning_follows_the_format(shown: &str) -> bool {
    place(shown).is_some_and(|what| {
        quotes(what) && what.starts_with("ignored ")
            || what == "input ends without the closing `#` line"
            || what == "input ends without the closing `0 0 0` line"
    })
}

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
    ] {
        assert!(!warning_follows_the_format(bad), "{bad}");
    }
}

/// Runs `solve` on `input` as its binary would; a panic fails the test by itself.
fn check(solve: Solver, input: &[u8]) -> Result<(), TestCaseError> {
    let printed = printed(solve, input);
    let stderr = printed.stderr.as_str();
    let line = stderr.strip_suffix('\n').unwrap_or(stderr);
    prop_assert!(
        !line.contains('\n') && (stderr.is_empty() || stderr.ends_with('\n')),
        "not one line: {stderr:?}"
    );
    match printed.code {
        0 => prop_assert!(
            stderr.is_empty()
                || line
                    .strip_prefix("warning: ")
                    .is_some_and(warning_follows_the_format),
            "not the promised warning: {stderr:?}"
        ),
        2 => {
            prop_assert!(
                printed.stdout.is_empty(),
                "an error and an output: {stderr:?}"
            );
            prop_assert!(
                line.strip_prefix("error: ").is_some_and(follows_the_format),
                "not the promised format: {stderr:?}"
            );
        }
        code => prop_assert!(false, "exit code {code}: {stderr:?}"),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES * PROBLEMS.len() as u32))]

    #[test]
    fn on_arbitrary_bytes(problem in problem(), input in prop::collection::vec(byte(), 0..300)) {
        check(problem.solve, &input)?;
    }

    #[test]
    fn on_edited_valid_inputs(
        problem in problem(),
        pick in any::<Index>(),
        seed in any::<u64>(),
        edits in prop::collection::vec(edit(), 1..8),
    ) {
        let mut input = valid_input(problem, pick, seed);
        for edit in &edits {
            apply(&mut input, edit);
        }
        check(problem.solve, &input)?;
    }
}

#[test]
fn every_binary_is_a_problem_here() {
    let bins = crate::support::root().join("src/bin");
    for entry in std::fs::read_dir(bins).expect("src/bin") {
        let path = entry.expect("a binary").path();
        let name = path.file_stem().expect("a file name").to_string_lossy();
        assert!(
            PROBLEMS.iter().any(|p| p.name == name),
            "src/bin/{name}.rs has no entry in showdown::problems::PROBLEMS"
        );
    }
}
