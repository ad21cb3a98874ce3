//! What the test modules share: the repository root and the cargo-built binaries.

use std::path::{Path, PathBuf};

/// The repository root, where `fixtures/`, `src/` and `submit/` are.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The cargo-built binary `name`: every binary of the package is built beside this one.
pub fn binary(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_BIN_EXE_euler54"))
        .parent()
        .expect("binaries sit in a folder");
    dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// The stdout of the cargo-built binary `name` on `input`, which must succeed.
///
/// # Panics
/// When the binary cannot run, runs past the fixture runner's deadline, or fails.
pub fn run(name: &str, input: &str) -> String {
    let output =
        xtask::fixtures::run(&binary(name), input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        output.status.success(),
        "{name} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("the answer is UTF-8")
}
