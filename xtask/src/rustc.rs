//! Compiling a bundle as the judges do: bare `rustc`, no Cargo, no `--extern`.
//!
//! The judges run Rust 1.89 (`../shared/specs/judges.md`). When rustup has that
//! toolchain (`rustup toolchain install 1.89.0 --profile minimal`), it is used;
//! otherwise the `rustc` on the PATH, and [`Rustc::is_judges`] says so.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The judges' Rust version.
pub const JUDGE_VERSION: &str = "1.89.0";

/// A `rustc` to compile bundles with.
#[derive(Clone, Debug)]
pub struct Rustc {
    /// The command and the arguments that come before rustc's own.
    command: Vec<String>,
    /// What `rustc --version` printed, e.g. `rustc 1.89.0 (29483883e 2025-08-04)`.
    pub version: String,
}

impl Rustc {
    /// The judges' toolchain when rustup has it, else the `rustc` on the PATH.
    ///
    /// # Errors
    /// When no `rustc` runs at all.
    pub fn judge() -> Result<Rustc, String> {
        let pinned = Rustc::probe(vec![
            "rustup".into(),
            "run".into(),
            JUDGE_VERSION.into(),
            "rustc".into(),
        ]);
        pinned
            .or_else(|_| Rustc::probe(vec!["rustc".into()]))
            .map_err(|e| format!("no rustc runs: {e}"))
    }

    fn probe(command: Vec<String>) -> Result<Rustc, String> {
        let output = Command::new(&command[0])
            .args(&command[1..])
            .arg("--version")
            // A toolchain named by cargo for its own run must not override ours.
            .env_remove("RUSTUP_TOOLCHAIN")
            .output()
            .map_err(|e| e.to_string())?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).trim().to_string());
        }
        let version = String::from_utf8_lossy(&output.stdout).trim().to_string();
        Ok(Rustc { command, version })
    }

    /// Whether this is the judges' Rust version.
    pub fn is_judges(&self) -> bool {
        self.version.starts_with(&format!("rustc {JUDGE_VERSION} "))
    }

    /// Compiles `source` to the executable `out`: `rustc --edition <edition> [-O]`.
    ///
    /// # Errors
    /// The compiler's first error, with its location, on one line.
    pub fn compile(
        &self,
        source: &Path,
        out: &Path,
        edition: &str,
        optimize: bool,
    ) -> Result<(), String> {
        self.run(source, out, edition, if optimize { &["-O"] } else { &[] })
    }

    /// [`Rustc::compile`], skipped when `out` was already made by this compiler,
    /// with these flags, from the same source text: a stamp beside `out`
    /// (`out` with the extension `stamp`) holds all three, and is written only
    /// after a successful build of a copy of that text (`out` with the extension
    /// `rs`). The bundle tests recompile only what changed.
    ///
    /// # Errors
    /// When `source` cannot be read, the copy or the stamp cannot be written, or as
    /// [`Rustc::compile`].
    pub fn compile_cached(
        &self,
        source: &Path,
        out: &Path,
        edition: &str,
        optimize: bool,
    ) -> Result<(), String> {
        let text = std::fs::read_to_string(source)
            .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
        // The whole source, not a hash of it: a stamp can then never match by accident.
        let stamp = format!(
            "{} | {} | --edition {edition}{}\n{text}",
            self.command.join(" "),
            self.version,
            if optimize { " -O" } else { "" }
        );
        let stamp_path = out.with_extension("stamp");
        if out.is_file() && std::fs::read_to_string(&stamp_path).is_ok_and(|s| s == stamp) {
            return Ok(());
        }
        // A failed build must not leave an old stamp vouching for a new `out`.
        let _ = std::fs::remove_file(&stamp_path);
        // Build from a copy of the very text stamped, so that `source` changing
        // meanwhile cannot pair this stamp with another text's build.
        let copy = out.with_extension("rs");
        std::fs::write(&copy, &text)
            .map_err(|e| format!("cannot write {}: {e}", copy.display()))?;
        self.compile(&copy, out, edition, optimize)?;
        std::fs::write(&stamp_path, stamp)
            .map_err(|e| format!("cannot write {}: {e}", stamp_path.display()))
    }

    /// Type-checks `source` without generating code (`--emit=metadata`): every error
    /// a full build would report but for those of code generation, in a second.
    ///
    /// # Errors
    /// The compiler's first error, with its location, on one line.
    pub fn check(&self, source: &Path, scratch: &Path, edition: &str) -> Result<(), String> {
        self.run(source, scratch, edition, &["--emit=metadata"])
    }

    fn run(&self, source: &Path, out: &Path, edition: &str, flags: &[&str]) -> Result<(), String> {
        let mut command = Command::new(&self.command[0]);
        command
            .args(&self.command[1..])
            .env_remove("RUSTUP_TOOLCHAIN")
            .args(["--edition", edition])
            .args(flags)
            .arg(source)
            .arg("-o")
            .arg(out);
        let output = command
            .output()
            .map_err(|e| format!("cannot run rustc: {e}"))?;
        if output.status.success() {
            return Ok(());
        }
        let stderr = String::from_utf8_lossy(&output.stderr);
        let mut lines = stderr.lines();
        let error = lines
            .by_ref()
            .find(|l| l.starts_with("error"))
            .unwrap_or("rustc failed without an error line");
        let place = lines
            .find_map(|l| l.trim_start().strip_prefix("--> "))
            .map(|p| format!(" (at {p})"))
            .unwrap_or_default();
        Err(format!("{error}{place}"))
    }
}

/// Type-checks every bundle in editions 2021 and 2024 at once, one thread per job.
/// Returns, per failure, the bundle's name and one line naming the edition and the
/// first error.
pub fn check_all(
    rustc: &Rustc,
    bundles: &[(String, PathBuf)],
    scratch: &Path,
) -> Vec<(String, String)> {
    std::thread::scope(|s| {
        let jobs: Vec<_> = bundles
            .iter()
            .flat_map(|(name, path)| EDITIONS.map(|edition| (name, path, edition)))
            .map(|(name, path, edition)| {
                let out = scratch.join(format!("{name}-{edition}.rmeta"));
                s.spawn(move || {
                    rustc.check(path, &out, edition).map_err(|e| {
                        let why = format!(
                            "does not compile with {} --edition {edition}: {e}",
                            rustc.version
                        );
                        (name.clone(), why)
                    })
                })
            })
            .collect();
        jobs.into_iter()
            .filter_map(|job| job.join().expect("a compile thread ends").err())
            .collect()
    })
}

/// The editions the judges offer.
pub const EDITIONS: [&str; 2] = ["2021", "2024"];

#[cfg(test)]
mod tests {
    use super::*;

    fn output(exe: &Path) -> String {
        let out = Command::new(exe).output().unwrap();
        String::from_utf8(out.stdout).unwrap()
    }

    #[test]
    fn compile_cached_rebuilds_exactly_when_something_changed() {
        let rustc = Rustc::judge().unwrap();
        let dir = std::env::temp_dir().join(format!("xtask-rustc-cache-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (source, exe) = (dir.join("main.rs"), dir.join("program"));
        let program = |n: u32| format!("fn main() {{ println!(\"{n}\"); }}\n");

        std::fs::write(&source, program(1)).unwrap();
        rustc.compile_cached(&source, &exe, "2021", false).unwrap();
        assert_eq!(output(&exe), "1\n");

        // Same text, compiler and flags: the build is skipped, so an executable
        // spoiled behind the cache's back stays spoiled.
        let spoiled = b"not a program".as_slice();
        std::fs::write(&exe, spoiled).unwrap();
        rustc.compile_cached(&source, &exe, "2021", false).unwrap();
        assert_eq!(
            std::fs::read(&exe).unwrap(),
            spoiled,
            "an unchanged source was rebuilt"
        );

        // A changed source is rebuilt.
        std::fs::write(&source, program(2)).unwrap();
        rustc.compile_cached(&source, &exe, "2021", false).unwrap();
        assert_eq!(output(&exe), "2\n");

        // Other flags are rebuilt too, and a failed build leaves no stamp behind.
        std::fs::write(&exe, spoiled).unwrap();
        rustc.compile_cached(&source, &exe, "2021", true).unwrap();
        assert_eq!(
            output(&exe),
            "2\n",
            "a build with -O reused the one without"
        );
        std::fs::write(&source, "fn main() { nope }").unwrap();
        assert!(rustc.compile_cached(&source, &exe, "2021", true).is_err());
        assert!(!exe.with_extension("stamp").exists());

        std::fs::remove_dir_all(&dir).unwrap();
    }
}
