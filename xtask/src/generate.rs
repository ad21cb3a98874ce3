//! `cargo xtask gen NAME [--max | --size S] [--seed N]`: one input of a problem from
//! its oracle on stdout, to time or read by hand.

use crate::cargo::{self, LOOP_PROFILE};
use crate::failure::Failure;
use crate::flag::{WHOLE, ranged};
use crate::oracle::Oracle;
use crate::problems::Grading;
use std::io::Write;
use std::path::Path;

/// The size when neither `--max` nor `--size` is given.
pub const DEFAULT_SIZE: usize = 8;

/// The arguments of `cargo xtask gen`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The problem.
    pub name: String,
    /// The largest input the statement allows, the one `cargo xtask judge` times
    /// (for a problem with no judge, its data file).
    #[arg(long, conflicts_with_all = ["size", "seed"])]
    pub max: bool,
    /// A random valid input of this size (1 is the smallest).
    #[arg(long, value_name = "S", default_value_t = DEFAULT_SIZE,
          value_parser = ranged(1..=1_000_000_usize, WHOLE))]
    pub size: usize,
    /// The random input's seed; the same seed and size give the same input.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub seed: u64,
}

/// Runs `cargo xtask gen` with `args`: prints the input on stdout.
///
/// # Errors
/// An unknown problem (exit 2); an oracle that does not build or fails, a data
/// file that cannot be read, or stdout closed by anything but its reader (exit 1).
pub fn command(root: &Path, args: &Args) -> Result<(), Failure> {
    let text = input(root, args)?;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        // `| head` closing the pipe is the reader's choice, not an error.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Failure::one(format!("cannot write the input: {e}")))
        }
        _ => Ok(()),
    }
}

/// The input `args` asks for.
///
/// # Errors
/// As [`command`].
pub fn input(root: &Path, args: &Args) -> Result<String, Failure> {
    let problem = crate::problems::find(root, &args.name).map_err(Failure::usage)?;
    if let (true, Grading::Unjudged(data)) = (args.max, &problem.grading) {
        return std::fs::read_to_string(root.join(&data.path))
            .map_err(|e| Failure::one(format!("{}: {e}", data.path)));
    }
    let built = cargo::build_one(root, &problem.name, LOOP_PROFILE).map_err(Failure::one)?;
    let oracle = Oracle::new(&built.oracle);
    if args.max {
        oracle
            .max()
            .map_err(Failure::one)?
            .ok_or_else(|| Failure::one(format!("{}'s oracle has no largest input", args.name)))
    } else {
        oracle.random(args.size, args.seed).map_err(Failure::one)
    }
}
