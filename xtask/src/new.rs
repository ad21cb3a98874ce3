//! `cargo xtask new NAME [--time SECONDS] [--memory MB]`: the command line around
//! [`crate::scaffold::new`], then the new problem's first bundle.

use crate::bundle;
use crate::failure::Failure;
use crate::flag::ranged;
use crate::scaffold::{self, Limits};
use std::path::Path;

/// The arguments of `cargo xtask new`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The new problem's name: a lower-case identifier, also its binary's.
    pub name: String,
    /// The judge's time limit, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = Limits::default().seconds,
          value_parser = ranged(0.001..=3600.0, "seconds"))]
    pub time: f64,
    /// The judge's memory limit, in megabytes.
    #[arg(long, value_name = "MB", default_value_t = Limits::default().megabytes,
          value_parser = ranged(1..=1_000_000_u64, "megabytes"))]
    pub memory: u64,
}

/// Runs `cargo xtask new` with `args`.
///
/// # Errors
/// A usage error (exit 2) for a refused name; a failed bundle (exit 1).
pub fn command(root: &Path, args: Args) -> Result<(), Failure> {
    let name = &args.name;
    let limits = Limits {
        seconds: args.time,
        megabytes: args.memory,
    };
    let written = scaffold::new(root, name, &limits).map_err(Failure::usage)?;
    for path in &written {
        println!(
            "wrote {}",
            path.strip_prefix(root).unwrap_or(path).display()
        );
    }
    // The bundle too, so that `cargo test` and `cargo xtask judge` pass at once.
    bundle::command(root, std::slice::from_ref(name))?;
    println!(
        "\n{name} is an example problem (sum each pair) with limits {} s and {} MB. Next:\n\
         - write its reader and answer in src/{name}.rs, and its inputs, brute force and judge\n\
           in src/problems/{name}.rs,\n\
         - put the statement's samples and your own cases in fixtures/{name}/,\n\
         - cargo test {name}, then cargo xtask stress {name}, then cargo xtask judge {name},\n\
         - cargo xtask bundle {name}, and paste submit/{name}.rs into the judge.",
        limits.seconds, limits.megabytes
    );
    Ok(())
}
