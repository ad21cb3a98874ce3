//! Every problem of `showdown::problems::PROBLEMS` against its own brute force
//! ([`showdown::problems::Oracle::brute`]): seeded random inputs of growing size
//! through the problem's `solve` in-process, then joined batches of them through
//! the cargo-built binary. Answers must be identical, or for a problem whose
//! fixtures have a `TOLERANCE`, numbers within it. The counts keep the brute forces
//! (up to about 5 ms a holdem dataset or pokerstars test) to a few seconds.

use showdown::input::answer;
use showdown::problems::{Oracle, PROBLEMS, Problem};
use showdown::rng::SplitMix64;

/// The fixtures' tolerance of a problem, if it has one.
fn tolerance(problem: &Problem) -> Option<f64> {
    xtask::fixtures::tolerance(crate::support::root(), problem.name)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Panics unless `actual` is `expected`, within the problem's tolerance if any.
fn assert_same(problem: &Problem, input: &str, expected: &str, actual: &str) {
    let same = match tolerance(problem) {
        Some(t) => xtask::fixtures::same_within(expected, actual, t),
        None => expected == actual,
    };
    assert!(
        same,
        "{}: input\n{input}\nbrute force\n{expected}\ngot\n{actual}",
        problem.name
    );
}

/// Every problem with a brute force, and that brute force; the five of the
/// repository have one each.
fn with_oracles() -> impl Iterator<Item = (&'static Problem, Oracle)> {
    let all: Vec<_> = PROBLEMS
        .iter()
        .filter_map(|p| Some((p, p.oracle?)))
        .collect();
    assert!(all.len() >= 5, "brute forces: {}", all.len());
    all.into_iter()
}

/// `count` seeded random inputs, sizes cycling through 1 to 30.
fn random_inputs(problem: &Problem, seed: u64, count: usize) -> Vec<String> {
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|k| (problem.random)(&mut rng, 1 + k % 30))
        .collect()
}

/// `count` random inputs ([`random_inputs`]) and their brute answers.
fn inputs(problem: &Problem, oracle: &Oracle, seed: u64, count: usize) -> Vec<(String, String)> {
    random_inputs(problem, seed, count)
        .into_iter()
        .map(|input| {
            let expected = (oracle.brute)(&input)
                .unwrap_or_else(|e| panic!("{}: invalid random input: {e}\n{input}", problem.name));
            (input, expected)
        })
        .collect()
}

#[test]
fn solve_matches_every_brute_force() {
    for (problem, oracle) in with_oracles() {
        for (input, expected) in inputs(problem, &oracle, 0x0_7ac1e, 60) {
            let actual = answer(problem.solve, input.as_bytes())
                .unwrap_or_else(|e| panic!("{}: {e}\n{input}", problem.name));
            assert_same(problem, &input, &expected, &actual);
        }
    }
}

#[test]
fn binaries_match_every_brute_force() {
    for (problem, _) in with_oracles() {
        let all = random_inputs(problem, 0xb1_7a2e, 120);
        for (input, expected) in crate::support::joined(problem, &all, 15) {
            let actual = crate::support::run(problem.name, &input);
            assert_same(problem, &input, &expected, &actual);
        }
    }
}
