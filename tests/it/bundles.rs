//! The single-file submissions are the tested programs.
//!
//! - Every committed `submit/<name>.rs` is exactly what `cargo xtask bundle` makes
//!   from the sources now (`xtask::bundle::fresh`, once per run): every test here
//!   that runs the bundles checks it first, so that a stale bundle fails with the
//!   command that remakes it instead of as some other program.
//! - Each compiles with bare `rustc` and no `--extern` on its judge's own Rust
//!   (`Rustc::for_problem`: AtCoder's 1.70, Baekjoon's 1.73, 1.89 for the rest;
//!   required in CI, else `Rustc::judge`, 1.89 or the PATH's `rustc`, with a note),
//!   in edition 2021 with `-O`. Every bundle also type-checks on the judges' newest
//!   Rust in editions 2021 and 2024 and on the oldest, AtCoder's 1.70 (edition 2021
//!   only: 1.70 knows no 2024), each type check without a single warning (`-D
//!   warnings`), so that a judge's compile log is clean. A type check
//!   (`--emit=metadata`) is enough for those: what another edition or an older
//!   compiler refuses, or warns about, is syntax, names, library API and lints,
//!   which it finds before code generation.
//!   Without rustup's 1.70.0 that test is skipped outside CI and fails in CI
//!   (`xtask::rustc::in_ci`).
//! - 200 random valid inputs per problem, from a fixed seed, give byte-identical
//!   output from the bundle and from the cargo-built binary, joined into as few
//!   runs as the statement's bounds allow.
//!
//! Every fixture's run through the bundles is a test of its own, in
//! `tests/fixtures.rs` (`bundle::<problem>::<case>`).

use showdown::problems;
use showdown::rng::SplitMix64;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::OnceLock;
use std::thread;
use xtask::bundle;
use xtask::fixtures;
use xtask::rustc::{self, OLDEST_VERSION, Rustc};

const RANDOM_INPUTS: usize = 200;

use crate::support::{binary as cargo_binary, root};

fn binaries() -> Vec<String> {
    let names = bundle::binaries(root()).unwrap();
    assert!(names.len() >= 5, "binaries: {names:?}");
    names
}

/// Fails, naming each stale bundle and the command that remakes it, unless every
/// committed bundle is what the sources make now; checked once per run, first
/// thing in every test that runs the bundles.
fn assert_fresh() {
    static STALE: OnceLock<Vec<String>> = OnceLock::new();
    let stale = STALE.get_or_init(|| {
        let names = binaries();
        names
            .iter()
            .filter_map(|name| bundle::fresh(root(), name).err())
            .collect()
    });
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

#[test]
fn committed_bundles_are_fresh() {
    assert_fresh();
}

/// Compiles every committed bundle in edition 2021 with `-O` at once, each with its
/// judge's Rust ([`Rustc::for_problem`]) and only when its text changed since the
/// last run ([`Rustc::compile_bundle`]; the fixtures harness shares these builds);
/// returns each problem's executable.
fn compile_all(names: &[String]) -> Vec<(String, PathBuf)> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundles");
    thread::scope(|s| {
        let jobs: Vec<_> = names
            .iter()
            .map(|name| {
                let dir = &dir;
                s.spawn(move || {
                    let rustc = Rustc::for_problem(name).unwrap_or_else(|e| panic!("{e}"));
                    let wanted = rustc::problem_version(name);
                    if let Some(note) = rustc::fallback_note(wanted, &rustc) {
                        eprintln!("note: submit/{name}.rs: {note}");
                    }
                    let exe = rustc
                        .compile_bundle(root(), name, dir, "2021", true)
                        .unwrap_or_else(|e| panic!("submit/{name}.rs: {e}"));
                    (name.clone(), exe)
                })
            })
            .collect();
        jobs.into_iter().map(|job| job.join().unwrap()).collect()
    })
}

/// Type-checks every committed bundle with `rustc` in each edition it knows, a
/// warning failing it, each only when its text changed since the last run
/// ([`rustc::check_all`]).
fn type_check_all(rustc: &Rustc) {
    assert_fresh();
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundles-check");
    std::fs::create_dir_all(&scratch).unwrap();
    let bundles: Vec<(String, PathBuf)> = binaries()
        .into_iter()
        .map(|name| {
            let path = root().join("submit").join(format!("{name}.rs"));
            (name, path)
        })
        .collect();
    let refused = rustc::check_all(rustc, &bundles, &scratch, true);
    let refused: Vec<String> = refused
        .into_iter()
        .map(|(name, why)| format!("submit/{name}.rs {why}"))
        .collect();
    assert!(refused.is_empty(), "{}", refused.join("\n"));
}

#[test]
fn bundles_compile_on_the_oldest_judges_rust() {
    let found = Rustc::pinned_for_tests(OLDEST_VERSION).unwrap_or_else(|e| panic!("{e}"));
    let Some(rustc) = found else {
        eprintln!("{}", rustc::skip_note(OLDEST_VERSION));
        return;
    };
    assert_eq!(rustc.editions(), ["2021"], "{}", rustc.version);
    type_check_all(&rustc);
}

/// The bundles whose judge runs 1.89 are also compiled in edition 2021 and run
/// below; the type check here is the one that denies warnings.
#[test]
fn bundles_type_check_in_every_edition_of_the_judges_rust() {
    let rustc = Rustc::judge().unwrap_or_else(|e| panic!("{e}"));
    assert!(rustc.editions().contains(&"2024"), "{}", rustc.version);
    type_check_all(&rustc);
}

#[test]
fn bundles_behave_as_the_cargo_binaries() {
    assert_fresh();
    let names = binaries();
    let compiled = compile_all(&names);
    let failures: Vec<String> = thread::scope(|s| {
        let jobs: Vec<_> = compiled
            .iter()
            .map(|(name, exe)| s.spawn(move || compare(name, exe)))
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Runs the random inputs of `name` through its bundle `exe` and its cargo binary,
/// joined into runs of up to 25 ([`crate::support::joined`]).
fn compare(name: &str, exe: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    let problem = problems::problem(name)
        .unwrap_or_else(|| panic!("{name} has no entry in showdown::problems::PROBLEMS"));
    let mut rng = SplitMix64::new(0x5eed_b0d1e);
    let inputs: Vec<String> = (0..RANDOM_INPUTS)
        .map(|k| (problem.random)(&mut rng, 1 + k % 8))
        .collect();
    let cargo = cargo_binary(name);
    for (k, (input, _)) in crate::support::joined(problem, &inputs, 25)
        .iter()
        .enumerate()
    {
        let (by_cargo, by_bundle) = (
            fixtures::run(&cargo, input.as_bytes()).unwrap_or_else(|e| panic!("{e}")),
            fixtures::run(exe, input.as_bytes()).unwrap_or_else(|e| panic!("{e}")),
        );
        assert!(
            by_cargo.status.success(),
            "{name}: the cargo binary refuses joined random input {k}:\n{input}"
        );
        if by_cargo != by_bundle {
            failures.push(differs(name, k, input, &by_cargo, &by_bundle));
        }
    }
    failures
}

/// What differs between the cargo binary's run and the bundle's, said as the
/// fixture runner says it, with the head of the input.
fn differs(name: &str, k: usize, input: &str, cargo: &Output, bundle: &Output) -> String {
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    let mut why = vec![format!(
        "submit/{name}.rs differs from the cargo binary (expected) on joined random input {k}:"
    )];
    if cargo.status != bundle.status {
        why.push(format!("{} against {}", cargo.status, bundle.status));
    }
    if let Some(diff) = fixtures::diff(&text(&cargo.stdout), &text(&bundle.stdout), None) {
        why.push(format!("stdout differs{diff}"));
    }
    if cargo.stderr != bundle.stderr {
        why.push(fixtures::excerpt(
            "the cargo binary's stderr",
            &text(&cargo.stderr),
        ));
        why.push(fixtures::excerpt(
            "the bundle's stderr",
            &text(&bundle.stderr),
        ));
    }
    why.push(fixtures::excerpt("the input", input));
    why.join("\n")
}
