//! `cargo xtask new NAME [--time SECONDS] [--memory MB]`: the command line around
//! [`crate::scaffold::new`], then the new problem's first bundle.

use crate::bundle;
use crate::failure::Failure;
use crate::flag::ranged;
use crate::scaffold::{self, Limits};
use std::path::Path;

/// Runs `cargo xtask new` with the arguments after `new`.
///
/// # Errors
/// A usage error (exit 2) for bad arguments or a refused name; a failed bundle (exit 1).
pub fn command(root: &Path, args: &[String]) -> Result<(), Failure> {
    let usage = || Failure::usage("usage: cargo xtask new NAME [--time SECONDS] [--memory MB]");
    let (name, mut rest) = match args.split_first() {
        Some((name, rest)) if !name.starts_with('-') => (name, rest),
        _ => return Err(usage()),
    };
    let mut limits = Limits::default();
    while let [flag, value, tail @ ..] = rest {
        match flag.as_str() {
            "--time" => {
                limits.seconds =
                    ranged(flag, value, 0.001..=3600.0, "seconds").map_err(Failure::usage)?
            }
            "--memory" => {
                limits.megabytes =
                    ranged(flag, value, 1..=1_000_000, "megabytes").map_err(Failure::usage)?
            }
            _ => return Err(usage()),
        }
        rest = tail;
    }
    if !rest.is_empty() {
        return Err(usage());
    }
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
