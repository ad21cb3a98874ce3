//! A problem's own Rust files formatted by `rustfmt`, as `cargo fmt` would: `new`,
//! `bundle` and `test` leave them so, and `cargo fmt --check` never fails on them.

use crate::layout::Files;
use std::path::Path;
use std::process::{Command, Stdio};

/// Formats the solution and the oracle of `name` (rustfmt follows their `mod`
/// items into their parts) in the package's edition, with the repository's
/// `rustfmt.toml`. Returns whether rustfmt ran and succeeded.
///
/// Code that does not parse is left as it is, and rustfmt's complaint is not
/// shown: the build that follows names the same error, once.
pub fn format_problem(root: &Path, name: &str) -> bool {
    let files = Files { name };
    let paths: Vec<_> = [files.solution(), files.oracle()]
        .into_iter()
        .map(|p| root.join(p))
        .filter(|p| p.is_file())
        .collect();
    if paths.is_empty() {
        return true;
    }
    Command::new("rustfmt")
        .current_dir(root)
        .args(["--edition", "2021"])
        .args(&paths)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
