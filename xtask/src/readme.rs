//! `cargo xtask readme`: the README's table of the problems made anew from their
//! manifests ([`crate::problems::readme_table`]), so that no one edits it by hand and
//! it cannot drift from the packages; `cargo xtask new` runs it, and a test fails
//! while the committed README differs.

use crate::failure::Failure;
use crate::problems::{self, TABLE_START};
use std::path::Path;

/// Writes the README's table anew when it differs; returns whether it did.
///
/// # Errors
/// The README unreadable or unwritable, or without its [`TABLE_START`] line, or the
/// workspace's metadata unreadable.
pub fn write(root: &Path) -> Result<bool, String> {
    let path = root.join("README.md");
    let readme = std::fs::read_to_string(&path).map_err(|e| format!("README.md: {e}"))?;
    let made = made(root, &readme)?;
    if made == readme {
        return Ok(false);
    }
    std::fs::write(&path, made).map_err(|e| format!("README.md: {e}"))?;
    Ok(true)
}

/// `readme` with its table made from the problems' manifests.
///
/// # Errors
/// As [`write()`].
pub fn made(root: &Path, readme: &str) -> Result<String, String> {
    let all = problems::all(root)?;
    problems::with_table(readme, &all).ok_or_else(|| {
        format!(
            "README.md has no line `{}` above the problems' table",
            TABLE_START.trim_end()
        )
    })
}

/// Runs `cargo xtask readme`.
///
/// # Errors
/// As [`write()`] (exit 1).
pub fn command(root: &Path) -> Result<(), Failure> {
    match write(root).map_err(Failure::one)? {
        true => println!("README.md: the problems' table written"),
        false => println!("README.md: the problems' table is up to date"),
    }
    Ok(())
}
