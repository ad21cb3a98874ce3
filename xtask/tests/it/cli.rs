//! The `cargo xtask` command line: help on every command (stdout, exit 0), a usage
//! error with the usage (stderr, exit 2), and `gen`'s inputs. Read-only commands
//! only: this runs the package's own xtask binary on the repository itself.

use showdown::problems::{self, Kind};
use showdown::rng::SplitMix64;
use std::process::{Command, Output};

/// Every command the help lists.
const COMMANDS: &[&str] = &["bundle", "judge", "new", "listen", "gen", "stress"];

fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
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
fn gen_prints_the_registrys_largest_or_seeded_random_inputs() {
    let holdem = problems::problem("holdem").unwrap();
    let random = generated(&["holdem", "--size", "20", "--seed", "5"]);
    assert_eq!(random, (holdem.random)(&mut SplitMix64::new(5), 20));
    assert!(
        (holdem.oracle.unwrap().brute)(&random).is_ok(),
        "not valid:\n{random}"
    );
    assert_ne!(
        random,
        generated(&["holdem", "--size", "20", "--seed", "6"])
    );
    let Kind::Judged { max, .. } = problems::problem("pokerstars").unwrap().kind else {
        panic!("pokerstars has a judge");
    };
    assert_eq!(generated(&["pokerstars", "--max"]), max());
    let Kind::Unjudged(data) = problems::problem("euler54").unwrap().kind else {
        panic!("euler54 has no judge");
    };
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap();
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
