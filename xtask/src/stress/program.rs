//! The program under test, a process: the cargo binary, built first with the
//! problem's oracle, or the committed bundle compiled as the judge compiles it.

use crate::layout::Files;
use crate::problems::Problem;
use crate::rustc::Rustc;
use std::path::{Path, PathBuf};

/// An executable to stress, and how to name it in the output.
#[derive(Clone, Debug)]
pub struct Program {
    /// The executable.
    pub exe: PathBuf,
    /// What it is, for the header: `the cargo binary` or the bundle and its compiler.
    pub what: String,
}

/// Compiles the committed `submit/NAME.rs` with its judge's Rust when rustup has
/// it ([`Rustc::for_problem`]), `--edition 2021 -O` through rustc's incremental
/// cache ([`Rustc::compile_quick`]), shared with `cargo xtask test` and `judge`.
/// Returns the executable and, when the bundle is older than the sources, a note.
///
/// # Errors
/// When there is no bundle, no rustc, or it does not compile.
pub fn bundle(root: &Path, problem: &Problem) -> Result<(Program, Option<String>), String> {
    let name = problem.name.as_str();
    let source = root.join(Files { name }.submission());
    std::fs::metadata(&source)
        .map_err(|e| format!("submit/{name}.rs: {e}; run `cargo xtask bundle {name}`"))?;
    let stale = crate::bundle::fresh(root, name)
        .err()
        .map(|why| format!("{why}; testing submit/{name}.rs as it is"));
    let rustc = Rustc::for_problem(problem)?;
    let exe = rustc.quick_exe(root, name);
    std::fs::read_to_string(&source)
        .map_err(|e| format!("submit/{name}.rs: {e}"))
        .and_then(|text| rustc.compile_quick(&text, &exe))
        .map_err(|e| format!("submit/{name}.rs does not compile: {e}"))?;
    let what = format!(
        "submit/{name}.rs, compiled with {} --edition 2021 -O",
        rustc.version
    );
    Ok((Program { exe, what }, stale))
}
