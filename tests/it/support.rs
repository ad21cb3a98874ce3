//! What the test modules share: the repository root and the cargo-built binaries.

use showdown::problems::Problem;
use std::path::{Path, PathBuf};

/// The repository root, where `fixtures/`, `src/` and `submit/` are.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The cargo-built binary `name`: every binary of the package is built beside this one.
pub fn binary(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_BIN_EXE_euler54"))
        .parent()
        .expect("binaries sit in a folder");
    dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// The stdout of the cargo-built binary `name` on `input`, which must succeed.
///
/// # Panics
/// When the binary cannot run, runs past the fixture runner's deadline, or fails.
pub fn run(name: &str, input: &str) -> String {
    let output =
        xtask::fixtures::run(&binary(name), input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        output.status.success(),
        "{name} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("the answer is UTF-8")
}

/// `inputs` joined into runs of up to `most` inputs each, in order, each with its
/// brute-force answer: as many inputs a run as the brute force accepts in one
/// input (the statement's bounds: swiss' Σ n·m, handname's 20 hands; handrank's
/// input is one hand). Each run costs a process start, about 2 to 17 ms here, so
/// joining is what keeps the tests that run the programs on hundreds of inputs to
/// seconds. The whole prefix is tried first, then a binary search finds the
/// longest accepted one: the brute force solves what it reads, so asking it of
/// every prefix in turn took two thirds of a test's time.
///
/// # Panics
/// When the problem has no brute force, or it refuses one of `inputs` alone.
pub fn joined(problem: &Problem, inputs: &[String], most: usize) -> Vec<(String, String)> {
    let oracle = problem
        .oracle
        .unwrap_or_else(|| panic!("{} has no brute force to join with", problem.name));
    let brute_joined = |batch: &[String]| {
        let cases: Vec<String> = batch
            .iter()
            .flat_map(|input| (oracle.split)(input).expect("a valid input splits"))
            .collect();
        let input = (oracle.join)(&cases);
        (oracle.brute)(&input).map(|answer| (input, answer))
    };
    let mut runs = Vec::new();
    let mut rest = inputs;
    while !rest.is_empty() {
        let all = rest.len().min(most);
        let (take, run) = match brute_joined(&rest[..all]) {
            Ok(run) => (all, run),
            Err(_) => {
                let one = brute_joined(&rest[..1]).unwrap_or_else(|e| {
                    panic!("{}: invalid random input: {e}\n{}", problem.name, rest[0])
                });
                // The first `lo` inputs join into an accepted input, the first `hi`
                // into a refused one.
                let (mut lo, mut hi, mut best) = (1, all, one);
                while hi - lo > 1 {
                    let mid = (lo + hi) / 2;
                    match brute_joined(&rest[..mid]) {
                        Ok(run) => (lo, best) = (mid, run),
                        Err(_) => hi = mid,
                    }
                }
                (lo, best)
            }
        };
        runs.push(run);
        rest = &rest[take..];
    }
    runs
}
