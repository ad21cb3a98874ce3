//! `cargo xtask`: the project's tooling. Run `cargo xtask help` for the commands.
//!
//! This file only dispatches: each command's work, its arguments included (a clap
//! `Args` struct in its module), is in its module, and [`xtask::failure`] turns a
//! failure into lines and an exit code. clap prints `--help` on stdout with exit
//! code 0, and a usage error with the usage on stderr with exit code 2.

use clap::{CommandFactory, Parser, Subcommand};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use xtask::{bundle, failure, generate, judge, listen, measure, new, readme, stress, test};

/// The project's tooling: bundle, judge, scaffold, receive, generate and stress-test
/// the judge problems.
#[derive(Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Write submit/NAME.rs, the single-file submission of each problem (every
    /// problem when none is named), once it type-checks with bare rustc in
    /// editions 2021 and 2024.
    Bundle(bundle::Args),
    /// The check before submitting: compile each bundle as its judge does, run
    /// its fixtures, time its largest input (and the cargo binary's) against the
    /// judge's limits; one table, exit 1 when any verdict fails.
    Judge(judge::Args),
    /// Scaffold a new problem that works end to end, from a template or from a
    /// Competitive Companion JSON file (--from).
    New(new::Args),
    /// Receive problems from the Competitive Companion browser extension on
    /// 127.0.0.1 and scaffold each one as `new --from` does.
    Listen(listen::Args),
    /// Print one input of a problem from its oracle: its largest, or a random one
    /// of a size.
    Gen(generate::Args),
    /// Write the README's table of the problems anew, from their manifests.
    Readme,
    /// Random inputs of growing size through the program and the brute force;
    /// a disagreement is shrunk to a smallest input and shown with the command
    /// that replays it.
    Stress(stress::Args),
    /// From an edit to a verdict: rebuild the problem's package and its bundle (as
    /// its judge compiles it) side by side; every fixture through the binary, the
    /// brute force and the bundle as soon as each is built, one line each with the
    /// verdict, time and memory; then the unit tests; --watch runs again on each save.
    Test(test::Args),
    /// Times a program for `judge` (internal).
    #[command(name = measure::MEASURE, hide = true)]
    Measure(measure::Args),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return refused(&e),
    };
    let root = root();
    let result = match cli.command {
        Some(Command::Bundle(args)) => bundle::command(&root, &args.names),
        Some(Command::Judge(args)) => judge::command(&root, &args),
        Some(Command::New(args)) => new::command(&root, args),
        Some(Command::Listen(args)) => listen::command(&root, &args),
        Some(Command::Gen(args)) => generate::command(&root, &args),
        Some(Command::Readme) => readme::command(&root),
        Some(Command::Stress(args)) => return stress::main(&root, args),
        Some(Command::Test(args)) => test::command(&root, &args),
        Some(Command::Measure(args)) => measure::command(&args.args),
        None => Cli::command()
            .print_help()
            .map_err(|e| failure::Failure::one(format!("cannot print the help: {e}"))),
    };
    failure::exit(result)
}

/// The exit of a command line clap refused: `--help` (stdout, exit 0), or a usage
/// error (stderr, exit 2) followed by the usage of its command when clap's message
/// lacks it, as it does for a bad value.
fn refused(e: &clap::Error) -> ExitCode {
    let _ = e.print();
    if !e.use_stderr() {
        return ExitCode::SUCCESS;
    }
    let mut cli = Cli::command();
    cli.build();
    let command = std::env::args().nth(1).unwrap_or_default();
    let usage = match cli.find_subcommand_mut(&command) {
        Some(sub) => sub.render_usage(),
        None => cli.render_usage(),
    };
    if !e.to_string().contains("Usage:") {
        eprintln!("\n{usage}");
    }
    ExitCode::from(2)
}

/// The repository root: the parent of this package.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits inside the repository")
        .to_path_buf()
}
