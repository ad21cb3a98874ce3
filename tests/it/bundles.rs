//! The single-file submissions are the tested programs.
//!
//! - Every committed `submit/<name>.rs` is exactly what `cargo xtask bundle` makes
//!   from the sources now.
//! - Each compiles with bare `rustc` (the judges' 1.89 when rustup has it), with no
//!   `--extern`, in edition 2021 with `-O` and in edition 2024.
//! - Every fixture gives through the compiled bundle what it must give through the
//!   cargo binary.
//! - 200 random valid inputs per problem, from a fixed seed, give byte-identical
//!   output from the bundle and from the cargo-built binary.

use showdown::problems;
use showdown::rng::SplitMix64;
use std::path::{Path, PathBuf};
use std::thread;
use xtask::bundle;
use xtask::fixtures;
use xtask::rustc::{EDITIONS, Rustc};

const RANDOM_INPUTS: usize = 200;

use crate::support::{binary as cargo_binary, root};

fn binaries() -> Vec<String> {
    let names = bundle::binaries(root()).unwrap();
    assert!(names.len() >= 5, "binaries: {names:?}");
    names
}

#[test]
fn committed_bundles_are_fresh() {
    let mut stale = Vec::new();
    for name in binaries() {
        let path = root().join("submit").join(format!("{name}.rs"));
        let made = bundle::bundle(root(), &name).unwrap_or_else(|e| panic!("{e}"));
        match std::fs::read_to_string(&path) {
            Ok(committed) if committed == made.text => {}
            Ok(_) => stale.push(format!(
                "submit/{name}.rs differs from what the sources make"
            )),
            Err(e) => stale.push(format!("submit/{name}.rs: {e}")),
        }
    }
    assert!(
        stale.is_empty(),
        "{}\nrun `cargo xtask bundle` and commit the result",
        stale.join("\n")
    );
}

/// Compiles every committed bundle in both editions at once, each only when its
/// text changed since the last run ([`Rustc::compile_cached`]); returns each
/// problem's edition 2021 `-O` executable.
fn compile_all(rustc: &Rustc, names: &[String]) -> Vec<(String, PathBuf)> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundles");
    std::fs::create_dir_all(&dir).unwrap();
    thread::scope(|s| {
        let jobs: Vec<_> = names
            .iter()
            .flat_map(|name| EDITIONS.map(|edition| (name.clone(), edition)))
            .map(|(name, edition)| {
                let source = root().join("submit").join(format!("{name}.rs"));
                let exe = dir.join(format!("{name}-{edition}"));
                s.spawn(move || {
                    rustc
                        .compile_cached(&source, &exe, edition, edition == "2021")
                        .unwrap_or_else(|e| {
                            panic!(
                                "submit/{name}.rs, {} --edition {edition}: {e}",
                                rustc.version
                            )
                        });
                    (name, edition, exe)
                })
            })
            .collect();
        jobs.into_iter()
            .map(|job| job.join().unwrap())
            .filter(|(_, edition, _)| *edition == "2021")
            .map(|(name, _, exe)| (name, exe))
            .collect()
    })
}

#[test]
fn bundles_behave_as_the_cargo_binaries() {
    let rustc = Rustc::judge().unwrap();
    println!(
        "compiling with {} (judges' version: {})",
        rustc.version,
        rustc.is_judges()
    );
    let names = binaries();
    let compiled = compile_all(&rustc, &names);
    let failures: Vec<String> = thread::scope(|s| {
        let jobs: Vec<_> = compiled
            .iter()
            .map(|(name, exe)| s.spawn(move || compare(name, exe)))
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Runs the fixtures and the random inputs of `name` through its bundle `exe`.
fn compare(name: &str, exe: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    let cases = fixtures::cases(root(), name).unwrap();
    assert!(!cases.is_empty(), "fixtures/{name} has no cases");
    for case in &cases {
        if let Err(why) = fixtures::check(exe, case) {
            failures.push(format!(
                "submit/{name}.rs on {}: {why}",
                case.input.display()
            ));
        }
    }
    let problem = problems::problem(name)
        .unwrap_or_else(|| panic!("{name} has no entry in showdown::problems::PROBLEMS"));
    let mut rng = SplitMix64::new(0x5eed_b0d1e);
    let cargo = cargo_binary(name);
    for k in 0..RANDOM_INPUTS {
        let input = (problem.random)(&mut rng, 1 + k % 8);
        let (by_cargo, by_bundle) = (
            fixtures::run(&cargo, input.as_bytes()).unwrap_or_else(|e| panic!("{e}")),
            fixtures::run(exe, input.as_bytes()).unwrap_or_else(|e| panic!("{e}")),
        );
        assert!(
            by_cargo.status.success(),
            "{name}: the cargo binary refuses random input {k}:\n{input}"
        );
        if by_cargo != by_bundle {
            failures.push(format!(
                "submit/{name}.rs differs from the cargo binary on random input {k}:\n{input}"
            ));
        }
    }
    failures
}
