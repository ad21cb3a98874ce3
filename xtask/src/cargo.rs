//! The problems' programs built by Cargo: each problem's package has two binaries,
//! its solution `NAME` and its oracle `NAME-oracle`, and its unit tests.

use crate::layout::Files;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The Cargo profile of the programs that `cargo xtask test`, `stress` and `judge`
/// build: release's optimisations, built incrementally (`[profile.loop]` in
/// `Cargo.toml`), so that an edit to one problem rebuilds that problem's crate alone,
/// in well under a second.
pub const LOOP_PROFILE: &str = "loop";

/// A problem's two programs.
#[derive(Clone, Debug)]
pub struct Programs {
    /// The solution, what the judge runs (the cargo binary).
    pub binary: PathBuf,
    /// The brute force and the random inputs ([`crate::oracle::Oracle`]).
    pub oracle: PathBuf,
}

/// The command that runs Cargo: the one running this tool when Cargo started it.
fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// The executables Cargo reports, each with its target's name: the binaries, and
/// the test harnesses.
type Executables = (Vec<(String, PathBuf)>, Vec<(String, PathBuf)>);

/// Runs `cargo <args> --message-format json-render-diagnostics` in `root`, its
/// diagnostics on this process's stderr; returns the executables Cargo reports.
fn executables(root: &Path, args: &[&str]) -> Result<Executables, String> {
    let output = cargo()
        .current_dir(root)
        .args(args)
        .args(["--message-format", "json-render-diagnostics"])
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !output.status.success() {
        return Err(format!("cargo {} failed", args.join(" ")));
    }
    let (mut bins, mut tests) = (Vec::new(), Vec::new());
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let is_bin = message["target"]["kind"]
            .as_array()
            .is_some_and(|k| k.iter().any(|k| k == "bin"));
        let is_test = message["profile"]["test"].as_bool() == Some(true);
        let name = message["target"]["name"].as_str();
        if let (Some(name), Some(exe)) = (name, message["executable"].as_str()) {
            let found = (name.to_string(), PathBuf::from(exe));
            match (is_test, is_bin) {
                (true, _) => tests.push(found),
                (false, true) => bins.push(found),
                (false, false) => {}
            }
        }
    }
    Ok((bins, tests))
}

/// Builds the binaries of the problems `names` with the Cargo profile `profile`
/// (`release`, or [`LOOP_PROFILE`]), in one Cargo run; returns each problem's
/// programs, found where Cargo says it put them (the target directory may be
/// anywhere: `CARGO_TARGET_DIR`, `build.target-dir`).
///
/// # Errors
/// When cargo does not run, the build fails, or a program is missing.
pub fn build(
    root: &Path,
    names: &[&str],
    profile: &str,
) -> Result<BTreeMap<String, Programs>, String> {
    let mut args = vec!["build", "--profile", profile, "--bins"];
    for name in names {
        args.extend(["--package", name]);
    }
    let built: BTreeMap<String, PathBuf> = executables(root, &args)?.0.into_iter().collect();
    let mut programs = BTreeMap::new();
    for &name in names {
        let get = |bin: &str| {
            built
                .get(bin)
                .cloned()
                .ok_or_else(|| format!("cargo built no binary called {bin}"))
        };
        let programs_of = Programs {
            binary: get(name)?,
            oracle: get(&Files { name }.oracle_binary())?,
        };
        programs.insert(name.to_string(), programs_of);
    }
    Ok(programs)
}

/// [`build`] for one problem.
///
/// # Errors
/// As [`build`].
pub fn build_one(root: &Path, name: &str, profile: &str) -> Result<Programs, String> {
    build(root, &[name], profile)?
        .remove(name)
        .ok_or_else(|| format!("cargo built nothing for {name}"))
}

/// [`build_one`] and the problem's unit tests (its solution's and its oracle's)
/// in the same Cargo run, so that Cargo builds the four side by side; returns the
/// programs and the unit tests' executables.
///
/// # Errors
/// As [`build`].
pub fn build_with_tests(
    root: &Path,
    name: &str,
    profile: &str,
) -> Result<(Programs, Vec<PathBuf>), String> {
    let args = [
        "build",
        "--profile",
        profile,
        "--package",
        name,
        "--bins",
        "--tests",
    ];
    let (bins, tests) = executables(root, &args)?;
    let get = |bin: &str| {
        bins.iter()
            .find(|(n, _)| n == bin)
            .map(|(_, exe)| exe.clone())
            .ok_or_else(|| format!("cargo built no binary called {bin}"))
    };
    let programs = Programs {
        binary: get(name)?,
        oracle: get(&Files { name }.oracle_binary())?,
    };
    Ok((programs, tests.into_iter().map(|(_, exe)| exe).collect()))
}
