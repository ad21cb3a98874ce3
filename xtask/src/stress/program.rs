//! The program under test, a process: the cargo binary, built first, or the
//! committed bundle compiled as the judge compiles it.

use crate::rustc::Rustc;
use showdown::problems::Files;
use std::path::{Path, PathBuf};

/// An executable to stress, and how to name it in the output.
#[derive(Clone, Debug)]
pub struct Program {
    /// The executable.
    pub exe: PathBuf,
    /// What it is, for the header: `the cargo binary` or the bundle and its compiler.
    pub what: String,
}

/// Builds `cargo build --profile loop --bin NAME` (release's optimisations, built
/// incrementally) and returns its executable, found where cargo says it put it (the
/// target directory may be anywhere).
///
/// # Errors
/// When cargo does not run, the build fails, or it reports no such binary.
pub fn cargo_binary(root: &Path, name: &str) -> Result<Program, String> {
    let exe = crate::judge::build_binary(root, name, crate::judge::LOOP_PROFILE)?;
    Ok(Program {
        exe,
        what: "the cargo binary".into(),
    })
}

/// Compiles the committed `submit/NAME.rs` as the judge does (`rustc --edition
/// 2021 -O`, its judge's Rust when rustup has it: [`Rustc::for_problem`]), cached under
/// `target/xtask/stress/`.
/// Returns the executable and, when the bundle is older than the sources, a note.
///
/// # Errors
/// When there is no bundle, no rustc, or it does not compile.
pub fn bundle(root: &Path, name: &str) -> Result<(Program, Option<String>), String> {
    let source = root.join(Files { name }.submission());
    std::fs::metadata(&source)
        .map_err(|e| format!("submit/{name}.rs: {e}; run `cargo xtask bundle {name}`"))?;
    let stale = crate::bundle::fresh(root, name)
        .err()
        .map(|why| format!("{why}; testing submit/{name}.rs as it is"));
    let rustc = Rustc::for_problem(name)?;
    let exe = rustc
        .compile_bundle(root, name, &root.join("target/xtask/stress"), "2021", true)
        .map_err(|e| format!("submit/{name}.rs does not compile: {e}"))?;
    let what = format!(
        "submit/{name}.rs, compiled with {} --edition 2021 -O",
        rustc.version
    );
    Ok((Program { exe, what }, stale))
}
