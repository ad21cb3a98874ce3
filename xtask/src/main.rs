//! `cargo xtask`: the project's tooling. Run `cargo xtask help` for the commands.
//!
//! This file only dispatches: each command's work, its arguments included, is in
//! its module, and [`xtask::failure`] turns a failure into lines and an exit code.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use xtask::failure::{self, Failure};
use xtask::{bundle, judge, measure, new};

const HELP: &str = "\
cargo xtask <command>

  bundle [NAME ...]   write submit/<NAME>.rs, the single-file submission of each
                      binary (every binary when none is named), and check that it
                      compiles with bare rustc in editions 2021 and 2024
  judge [NAME ...]    the check before submitting: compile each bundle as its
                      judge does, run its fixtures, time its largest input (and
                      the cargo binary's) against the judge's limits; one table,
                      exit 1 when any verdict fails
  new NAME [--time SECONDS] [--memory MB]
                      scaffold a new problem: src/NAME.rs with its solve,
                      src/bin/NAME.rs, src/problems/NAME.rs (its input generators,
                      brute force and judge limits, default 1 s and 256 MB),
                      fixtures/NAME/ with one example; registered in src/lib.rs and
                      src/problems.rs
  stress NAME [--seconds S] [--seed N] [--bundle] [--save] [--max-size N] [--jobs N]
                      random inputs of growing size through the program (the cargo
                      release binary, or with --bundle submit/NAME.rs compiled as
                      the judge does) and the brute force, for S seconds (10); a
                      disagreement (WA, RE, TLE) is shrunk to a smallest input and
                      shown with the command that replays it; --save keeps it as
                      fixtures/NAME/stress-<id>.in with the brute force's answer.
                      The seed defaults to the clock; --jobs to the cores.
                      Exit 0: no disagreement; 1: a counterexample; 2: nothing
                      tested (usage, no brute force, no program); 3: the harness
                      failed (generator or brute force), not the program
  help                print this text
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((command, rest)) => (Some(command.as_str()), rest),
        None => (None, &[][..]),
    };
    let root = root();
    let result = match command {
        Some("bundle") => bundle::command(&root, rest),
        Some("judge") => judge::command(&root, rest),
        Some("new") => new::command(&root, rest),
        Some(measure::MEASURE) => measure::command(rest),
        Some("stress") => return xtask::stress::main(&root, rest),
        Some("help" | "--help" | "-h") | None => {
            print!("{HELP}");
            Ok(())
        }
        Some(other) => Err(Failure::usage(format!(
            "unknown command `{other}`; run `cargo xtask help`"
        ))),
    };
    failure::exit(result)
}

/// The repository root: the parent of this package.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits inside the repository")
        .to_path_buf()
}
