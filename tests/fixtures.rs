//! Runs every `fixtures/<bin>/<case>.in` through the built binary `<bin>`, with
//! the expectations of `xtask::fixtures`: `.out` is the exact stdout, `.err` the
//! one stderr line (exit 2, nothing on stdout). A new problem needs no code here.

use std::path::{Path, PathBuf};
use xtask::fixtures;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The cargo-built binary `name`: every binary of the package is built beside this one.
fn binary(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_BIN_EXE_euler54")).parent().unwrap();
    dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

#[test]
fn every_fixture_matches() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for name in fixtures::problems(root()).unwrap() {
        let bin = binary(&name);
        assert!(
            bin.exists(),
            "fixtures/{name} has no binary {}",
            bin.display()
        );
        for case in fixtures::cases(root(), &name).unwrap() {
            checked += 1;
            if let Err(why) = fixtures::check(&bin, &case) {
                failures.push(format!("{}: {why}", case.input.display()));
            }
        }
    }
    assert!(checked > 0, "no fixtures found");
    assert!(
        failures.is_empty(),
        "{} of {checked} fixtures failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    println!("{checked} fixtures passed");
}
