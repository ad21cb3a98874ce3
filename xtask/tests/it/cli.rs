//! The `cargo xtask` command line: help on every command (stdout, exit 0), a usage
//! error with the usage (stderr, exit 2), and `gen`'s inputs. Read-only commands
//! only: this runs the package's own xtask binary on the repository itself.

use std::path::Path;
use std::process::{Command, Output};
use xtask::cargo::{self, LOOP_PROFILE};
use xtask::oracle::{Answer, Oracle};
use xtask::problems::{self, Grading};

/// Every command the help lists.
const COMMANDS: &[&str] = &[
    "bundle", "judge", "new", "listen", "gen", "readme", "stress", "test",
];

/// The tool as `cargo xtask` builds and runs it: a nested `cargo build --package
/// xtask` (the `dev` profile, xtask's own features), once, so that these tests run
/// the very binary a contestant runs, and the README's test command leaves it
/// built (the first `cargo xtask` after it starts at once).
fn xtask_binary() -> &'static Path {
    static BUILT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let output = Command::new(env!("CARGO"))
            .current_dir(repo)
            .args(["build", "--package", "xtask", "--bin", "xtask"])
            .args(["--message-format", "json-render-diagnostics"])
            .output()
            .expect("cargo runs");
        assert!(output.status.success(), "cargo build --package xtask fails");
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .find_map(|m| Some(std::path::PathBuf::from(m["executable"].as_str()?)))
            .expect("cargo reports the xtask binary")
    })
}

fn xtask(args: &[&str]) -> Output {
    Command::new(xtask_binary())
        .args(args)
        .output()
        .expect("the xtask binary runs")
}

fn shown(args: &[&str], output: &Output) -> String {
    format!(
        "{args:?}: exit {:?}\nstdout:\n{}\nstderr:\n{}",
        output.status.code(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn help_is_on_stdout_with_exit_0_for_xtask_and_every_command() {
    for args in [&[][..], &["help"], &["--help"], &["-h"]] {
        let output = xtask(args);
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{}", shown(args, &output));
        assert!(output.stderr.is_empty(), "{}", shown(args, &output));
        for command in COMMANDS {
            assert!(
                stdout.contains(&format!("\n  {command} ")),
                "{command} missing: {}",
                shown(args, &output)
            );
        }
    }
    for command in COMMANDS {
        for help in [
            &[*command, "--help"][..],
            &[command, "-h"],
            &["help", command],
        ] {
            let output = xtask(help);
            let stdout = String::from_utf8_lossy(&output.stdout);
            assert_eq!(output.status.code(), Some(0), "{}", shown(help, &output));
            assert!(output.stderr.is_empty(), "{}", shown(help, &output));
            assert!(
                stdout.contains(&format!("Usage: cargo xtask {command}")),
                "{}",
                shown(help, &output)
            );
        }
    }
}

#[test]
fn a_wrong_flag_is_a_usage_error_on_stderr_with_exit_2() {
    for command in COMMANDS {
        let args = [*command, "--no-such-flag"];
        let output = xtask(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{}", shown(&args, &output));
        assert!(output.stdout.is_empty(), "{}", shown(&args, &output));
        assert!(
            stderr.contains("unexpected argument '--no-such-flag'")
                && stderr.contains(&format!("Usage: cargo xtask {command}")),
            "{}",
            shown(&args, &output)
        );
    }
    for args in [&["no-such-command"][..], &["new", "x", "--time", "0"]] {
        let output = xtask(args);
        assert_eq!(output.status.code(), Some(2), "{}", shown(args, &output));
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("Usage: cargo xtask"),
            "{}",
            shown(args, &output)
        );
    }
}

/// `gen ARGS` on stdout, which must succeed.
fn generated(args: &[&str]) -> String {
    let mut all = vec!["gen"];
    all.extend_from_slice(args);
    let output = xtask(&all);
    assert_eq!(output.status.code(), Some(0), "{}", shown(&all, &output));
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn gen_prints_the_oracles_largest_or_seeded_random_inputs() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let random = generated(&["holdem", "--size", "20", "--seed", "5"]);
    // `gen` built the oracles; the same build, again, is Cargo's no-op.
    let built = cargo::build(repo, &["holdem", "pokerstars"], LOOP_PROFILE).unwrap();
    let holdem = Oracle::new(&built["holdem"].oracle);
    assert_eq!(random, holdem.random(20, 5).unwrap());
    assert!(
        matches!(holdem.brute(&random), Ok(Answer::Valid(_))),
        "not valid:\n{random}"
    );
    assert_ne!(
        random,
        generated(&["holdem", "--size", "20", "--seed", "6"])
    );
    let pokerstars = Oracle::new(&built["pokerstars"].oracle);
    assert_eq!(
        Some(generated(&["pokerstars", "--max"])),
        pokerstars.max().unwrap()
    );
    let Grading::Unjudged(data) = problems::find(repo, "euler54").unwrap().grading else {
        panic!("euler54 has no judge");
    };
    assert_eq!(
        generated(&["euler54", "--max"]),
        std::fs::read_to_string(repo.join(data.path)).unwrap()
    );
    for (args, says) in [
        (&["gen", "nosuch"][..], "unknown problem `nosuch`"),
        (
            &["gen", "holdem", "--max", "--seed", "1"],
            "cannot be used with",
        ),
        (
            &["gen", "holdem", "--size", "0"],
            "invalid value '0' for '--size <S>'",
        ),
    ] {
        let output = xtask(args);
        assert_eq!(output.status.code(), Some(2), "{}", shown(args, &output));
        assert!(output.stdout.is_empty(), "{}", shown(args, &output));
        assert!(
            String::from_utf8_lossy(&output.stderr).contains(says),
            "{}",
            shown(args, &output)
        );
    }
}
