//! Runs every `fixtures/<bin>/<case>.in` through the built binary `<bin>`.
//!
//! - `<case>.out`: the run must exit 0 and print exactly this (or, when the
//!   folder has a `TOLERANCE` file, the same tokens with numbers within that
//!   absolute tolerance).
//! - `<case>.err`: the run must exit 2, print nothing on stdout, and print on
//!   stderr exactly this file's text: one line, `error: [test case K, ]line L: ...`.
//!
//! A new problem needs no code here: add `src/bin/<bin>.rs` and its folder.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn bin_dir() -> PathBuf {
    // Every binary of the package is built next to this one before the tests run.
    Path::new(env!("CARGO_BIN_EXE_euler54"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn run(bin: &Path, input: &[u8]) -> std::process::Output {
    let mut child = Command::new(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()));
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn same_within(expected: &str, actual: &str, tolerance: f64) -> bool {
    let (e, a): (Vec<&str>, Vec<&str>) = (
        expected.split_whitespace().collect(),
        actual.split_whitespace().collect(),
    );
    e.len() == a.len()
        && e.iter()
            .zip(&a)
            .all(|(x, y)| match (x.parse::<f64>(), y.parse::<f64>()) {
                (Ok(x), Ok(y)) => (x - y).abs() <= tolerance,
                _ => x == y,
            })
}

fn check_case(bin: &Path, input: &Path, tolerance: Option<f64>) -> Result<(), String> {
    let output = run(bin, &fs::read(input).unwrap());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let code = output.status.code();
    if let Ok(expected) = fs::read_to_string(input.with_extension("out")) {
        let same = match tolerance {
            Some(t) => same_within(&expected, &stdout, t),
            None => expected == stdout,
        };
        if code != Some(0) || !same {
            return Err(format!(
                "exit {code:?}\nexpected:\n{expected}\ngot:\n{stdout}\nstderr:\n{stderr}"
            ));
        }
    } else if let Ok(expected) = fs::read_to_string(input.with_extension("err")) {
        if expected.lines().count() != 1 || !expected.ends_with('\n') {
            return Err(format!(
                "the .err file must hold one line, not {expected:?}"
            ));
        }
        if code != Some(2) || !stdout.is_empty() || stderr != expected {
            return Err(format!(
                "exit {code:?}, stdout {stdout:?}\nexpected stderr {expected:?}, got {stderr:?}"
            ));
        }
    } else {
        return Err("no .out or .err file beside it".to_string());
    }
    Ok(())
}

#[test]
fn every_fixture_matches() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut failures = Vec::new();
    let mut checked = 0;
    for dir in fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let bin = bin_dir().join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
        assert!(
            bin.exists(),
            "fixtures/{name} has no binary {}",
            bin.display()
        );
        let tolerance = fs::read_to_string(dir.join("TOLERANCE"))
            .ok()
            .map(|t| t.trim().parse().unwrap());
        let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            checked += 1;
            if let Err(why) = check_case(&bin, &input, tolerance) {
                failures.push(format!("{}: {why}", input.display()));
            }
        }
    }
    assert!(checked > 0, "no fixtures found under {}", root.display());
    assert!(
        failures.is_empty(),
        "{} of {checked} fixtures failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    println!("{checked} fixtures passed");
}

#[test]
fn tolerance_compares_numbers_only() {
    assert!(same_within("0.5 x", "0.5000001 x", 1e-6));
    assert!(!same_within("0.5 x", "0.50001 x", 1e-6));
    assert!(!same_within("0.5 x", "0.5 y", 1e-6));
    assert!(!same_within("0.5", "0.5 0.5", 1e-6));
}
