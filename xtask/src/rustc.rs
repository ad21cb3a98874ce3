//! Compiling a bundle as the judges do: bare `rustc`, no Cargo, no `--extern`.
//!
//! The judges run Rust 1.70 to 1.89 (`docs/judges.md`): AtCoder's 2023 image 1.70
//! ([`OLDEST_VERSION`]), Baekjoon 1.73 ([`BAEKJOON_VERSION`]), Codeforces 1.89
//! ([`JUDGE_VERSION`]). [`Rustc::pinned`] is one of rustup's toolchains by its exact
//! version; [`Rustc::judge`] is 1.89 when rustup has it, otherwise the `rustc` on the
//! PATH ([`Rustc::is_judges`] says which), except in CI ([`in_ci`]), where it must be
//! 1.89.
//!
//! A missing pinned toolchain is an error in CI, where `.ci/run` installs them all.
//! Elsewhere a build falls back to [`Rustc::judge`] ([`Rustc::pinned_or_judge`],
//! [`fallback_note`]) and the 1.70 type check is skipped
//! ([`Rustc::pinned_for_tests`], [`skip_note`]), each with a note naming the command
//! that installs it: a developer without rustup's old toolchains can still run
//! `cargo test`, and CI cannot pass without having compiled on every one of them.

use crate::layout::Files;
use crate::problems::Problem;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The judges' Rust version, Codeforces' and the newest.
pub const JUDGE_VERSION: &str = "1.89.0";

/// Baekjoon's Rust version (the judge of handrank, holdem, pokerhands, rhino, videopoker
/// and vpstrategy), as of 2025.
pub const BAEKJOON_VERSION: &str = "1.73.0";

/// The oldest Rust a judge runs, AtCoder's 2023 image: every bundle must compile on it.
pub const OLDEST_VERSION: &str = "1.70.0";

/// Every version CI compiles bundles with, each a rustup toolchain `.ci/run` installs.
pub const PINNED: [&str; 3] = [OLDEST_VERSION, BAEKJOON_VERSION, JUDGE_VERSION];

/// The Rust that the judge `judge` runs, by its name as a problem's manifest writes
/// it (`[package.metadata.judge]`'s `name`): AtCoder's 1.70, Baekjoon's 1.73, and
/// Codeforces' 1.89 for every other judge, the newest that any of them runs.
pub fn judge_version(judge: &str) -> &'static str {
    let judge = judge.to_ascii_lowercase();
    if judge.starts_with("atcoder") {
        OLDEST_VERSION
    } else if judge.starts_with("baekjoon") {
        BAEKJOON_VERSION
    } else {
        JUDGE_VERSION
    }
}

/// The Rust that the judge of `problem` runs ([`judge_version`]): Codeforces' 1.89
/// for a problem with no judge.
pub fn problem_version(problem: &Problem) -> &'static str {
    judge_version(problem.judge().map_or("", |j| &j.name))
}

/// Whether this runs in CI: `CI` is set to anything but empty, `0` or `false`, as
/// `.ci/run` and the usual CI services set it. Then a missing pinned toolchain fails.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !matches!(v.trim(), "" | "0" | "false"))
}

/// The command that installs rustup's toolchain `version`, as the messages name it.
pub fn install_hint(version: &str) -> String {
    format!("rustup toolchain install {version} --profile minimal")
}

/// What an error for want of a toolchain adds in CI.
const CI_FAILS: &str = " (CI is set: a missing toolchain fails)";

/// What a test says that builds with `used` for want of rustup's toolchain
/// `version` ([`Rustc::pinned_or_judge`] outside CI), or `None` when `used` is it.
pub fn fallback_note(version: &str, used: &Rustc) -> Option<String> {
    (used.release() != version).then(|| {
        format!(
            "Rust {version} is not installed, so {} stands in for it (CI would fail); \
             install it with `{}`",
            used.version,
            install_hint(version)
        )
    })
}

/// What a test that skips for want of rustup's toolchain `version` says.
pub fn skip_note(version: &str) -> String {
    format!(
        "skipped: Rust {version} is not installed (CI would fail); install it with `{}`",
        install_hint(version)
    )
}

/// A `rustc` to compile bundles with.
#[derive(Clone, Debug)]
pub struct Rustc {
    /// The command and the arguments that come before rustc's own.
    command: Vec<String>,
    /// What `rustc --version` printed, e.g. `rustc 1.89.0 (29483883e 2025-08-04)`.
    pub version: String,
}

impl Rustc {
    /// The judges' toolchain when rustup has it, else the `rustc` on the PATH; in
    /// CI, the judges' toolchain or an error.
    ///
    /// # Errors
    /// When no `rustc` runs at all, or in CI when rustup lacks the judges' version.
    pub fn judge() -> Result<Rustc, String> {
        match Rustc::pinned(JUDGE_VERSION) {
            Ok(rustc) => Ok(rustc),
            Err(e) if in_ci() => Err(e),
            Err(_) => Rustc::probe(vec!["rustc".into()]).map_err(|e| format!("no rustc runs: {e}")),
        }
    }

    /// The Rust of the judge of `problem` ([`problem_version`]) when rustup has it,
    /// else as [`Rustc::judge`].
    ///
    /// # Errors
    /// As [`Rustc::judge`], and in CI when rustup lacks that version.
    pub fn for_problem(problem: &Problem) -> Result<Rustc, String> {
        Rustc::pinned_or_judge(problem_version(problem))
    }

    /// rustup's toolchain `version` when it has it, else as [`Rustc::judge`].
    ///
    /// # Errors
    /// As [`Rustc::judge`], and in CI when rustup lacks that version.
    pub fn pinned_or_judge(version: &str) -> Result<Rustc, String> {
        match Rustc::pinned(version) {
            Ok(rustc) => Ok(rustc),
            Err(e) if in_ci() => Err(format!("{e}{CI_FAILS}")),
            Err(_) => Rustc::judge(),
        }
    }

    /// rustup's toolchain `version` (`1.70.0`), run as `rustup run <version> rustc`.
    ///
    /// # Errors
    /// When rustup or that toolchain is missing, or it is another version: the
    /// message names the command that installs it.
    pub fn pinned(version: &str) -> Result<Rustc, String> {
        let command = ["rustup", "run", version, "rustc"]
            .map(String::from)
            .to_vec();
        let missing = |why: &str| {
            format!(
                "Rust {version} is needed ({why}): install it with `{}`",
                install_hint(version)
            )
        };
        let rustc = Rustc::probe(command)
            .map_err(|e| missing(e.lines().next().unwrap_or("rustup cannot run it")))?;
        if rustc.release() != version {
            return Err(missing(&format!(
                "`rustup run {version}` runs {}",
                rustc.version
            )));
        }
        Ok(rustc)
    }

    /// [`Rustc::pinned`] for a test, which fails on `Err` and skips on `Ok(None)`,
    /// saying [`skip_note`]: a missing toolchain fails only in CI ([`in_ci`]).
    ///
    /// # Errors
    /// In CI, when the toolchain is missing.
    pub fn pinned_for_tests(version: &str) -> Result<Option<Rustc>, String> {
        match Rustc::pinned(version) {
            Ok(rustc) => Ok(Some(rustc)),
            Err(e) if in_ci() => Err(format!("{e}{CI_FAILS}")),
            Err(_) => Ok(None),
        }
    }

    /// The version number alone, `1.89.0`, from [`Rustc::version`].
    pub fn release(&self) -> &str {
        self.version.split_whitespace().nth(1).unwrap_or("")
    }

    /// The editions of [`EDITIONS`] this compiler knows: 2024 arrived with Rust 1.85.
    pub fn editions(&self) -> Vec<&'static str> {
        let mut numbers = self
            .release()
            .split('.')
            .map(|n| n.parse::<u32>().unwrap_or(0));
        let (major, minor) = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
        EDITIONS
            .into_iter()
            .filter(|e| *e != "2024" || (major, minor) >= (1, 85))
            .collect()
    }

    fn probe(command: Vec<String>) -> Result<Rustc, String> {
        let output = Command::new(&command[0])
            .args(&command[1..])
            .arg("--version")
            // A toolchain named by cargo for its own run must not override ours.
            .env_remove("RUSTUP_TOOLCHAIN")
            // Nor may a probe download a missing toolchain behind the caller's back.
            .env("RUSTUP_AUTO_INSTALL", "0")
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
        self.release() == JUDGE_VERSION
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
        self.cached(source, out, edition, if optimize { &["-O"] } else { &[] })
    }

    /// Builds the bundle `text` as the judge does (`-O`, edition 2021) into `out`,
    /// through rustc's incremental cache beside it (`out` with the extension
    /// `incremental`), and returns rustc's diagnostics, one JSON object a line, with
    /// `dead_code` and `unused_imports` forced on: the bundler's last check
    /// ([`crate::bundle::bundle_with`]) is this build, which then costs nothing more.
    ///
    /// The judge's compiler and optimisation level, in a third of the time after an
    /// edit to the problem (0.40 s against 1.28 s for rhino's bundle with Rust 1.73 on
    /// a 2-core EPYC), since the library's part of the bundle is compiled once. It is
    /// the same program; its code may be split into more units than in the judge's
    /// build (the same speed on holdem's largest input), which `cargo xtask judge
    /// --exact` and the bundle tests rule out by building as the judge does.
    ///
    /// Skipped when `out` was built from the same text by this compiler: the text
    /// and its diagnostics are kept beside `out` (extension `check`).
    ///
    /// # Errors
    /// A bundle that does not compile (its first error, and where), or a file that
    /// cannot be written.
    pub fn compile_quick(&self, text: &str, out: &Path) -> Result<String, String> {
        self.diagnosed(text, out, true)
    }

    /// [`Rustc::compile_quick`]'s check alone (`--emit=metadata`), into `out`: what
    /// the bundler asks of a bundle it may still prune.
    ///
    /// # Errors
    /// As [`Rustc::compile_quick`].
    pub fn check_quick(&self, text: &str, out: &Path) -> Result<String, String> {
        self.diagnosed(text, out, false)
    }

    /// The flags that link with the LLVM linker the toolchain ships
    /// (`lib/rustlib/<host>/bin/gcc-ld/ld.lld`) instead of the system's `ld`: a
    /// twentieth of a second less for each build of the loop (0.34 s to 0.29 s for
    /// rhino's bundle after an edit, with Rust 1.73), and the same program. None off
    /// Linux, when this is no rustup toolchain of this machine's architecture, or it
    /// has no such linker; a build that fails with them is tried again without
    /// ([`Rustc::compile_quick`]), and the judge's own build (`--exact`) never takes
    /// them.
    fn faster_linker(&self) -> Vec<String> {
        if !cfg!(target_os = "linux") {
            return Vec::new();
        }
        let ["rustup", "run", version, "rustc"] =
            self.command.iter().map(String::as_str).collect::<Vec<_>>()[..]
        else {
            return Vec::new();
        };
        let home = std::env::var_os("RUSTUP_HOME")
            .map(std::path::PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".rustup")));
        let toolchains = home.map(|h| h.join("toolchains"));
        let Some(toolchain) = toolchains
            .and_then(|t| std::fs::read_dir(t).ok())
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .find(|p| {
                // `1.73.0-x86_64-unknown-linux-gnu`: this machine's, not a
                // cross toolchain's.
                p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                    n.starts_with(&format!("{version}-{}-", std::env::consts::ARCH))
                        && n.contains("-linux-")
                })
            })
        else {
            return Vec::new();
        };
        let hosts = std::fs::read_dir(toolchain.join("lib/rustlib"))
            .into_iter()
            .flatten()
            .flatten();
        for host in hosts {
            let gcc_ld = host.path().join("bin/gcc-ld");
            if gcc_ld.join("ld.lld").is_file() {
                return vec![
                    "-C".into(),
                    "link-arg=-fuse-ld=lld".into(),
                    "-C".into(),
                    format!("link-arg=-B{}", gcc_ld.display()),
                ];
            }
        }
        Vec::new()
    }

    fn diagnosed(&self, text: &str, out: &Path, optimize: bool) -> Result<String, String> {
        if let Some(dir) = out.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let flags: &[&str] = &[
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--error-format=json",
            "--force-warn",
            "dead_code",
            "--force-warn",
            "unused_imports",
            if optimize { "-O" } else { "--emit=metadata" },
        ];
        // The text and its diagnostics in one file, renamed into place whole, written
        // only once `out` is built: it never vouches for another text's build.
        let stamp = format!(
            "{} | {} | {}\n{text}\0",
            self.command.join(" "),
            self.version,
            flags.join(" ")
        );
        let kept = out.with_extension("check");
        // One run at a time builds `out`: the same source file each time, so that
        // rustc's incremental session reuses its work (a new file name redoes it all:
        // 0.26 s against 0.11 s for a check after an edit to rhino).
        let _lock = Lock::take(&out.with_extension("lock"))?;
        let diagnostics = |kept: &str| kept.strip_prefix(stamp.as_str()).map(str::to_string);
        if let Some(json) = std::fs::read_to_string(&kept)
            .ok()
            .as_deref()
            .and_then(diagnostics)
            .filter(|_| out.is_file())
        {
            return first_error(&json).map_or(Ok(json), Err);
        }
        let _ = std::fs::remove_file(&kept);
        let source = out.with_extension("rs");
        std::fs::write(&source, text).map_err(|e| format!("{}: {e}", source.display()))?;
        let run = |linker: &[String]| {
            Command::new(&self.command[0])
                .args(&self.command[1..])
                .env_remove("RUSTUP_TOOLCHAIN")
                .args(flags)
                .arg("-C")
                .arg(format!(
                    "incremental={}",
                    out.with_extension("incremental").display()
                ))
                .args(linker)
                .arg(&source)
                .arg("-o")
                .arg(out)
                .output()
                .map_err(|e| format!("cannot run rustc: {e}"))
        };
        let linker = if optimize {
            self.faster_linker()
        } else {
            Vec::new()
        };
        let mut output = run(&linker)?;
        let refused = |o: &std::process::Output| {
            !o.status.success() && String::from_utf8_lossy(&o.stderr).contains("linking with")
        };
        if !linker.is_empty() && refused(&output) {
            // The toolchain's linker refused (an old `cc` that knows no
            // `-fuse-ld=lld`): the system's, as without it.
            output = run(&[])?;
        }
        let json = String::from_utf8_lossy(&output.stderr).into_owned();
        if !output.status.success() {
            return Err(
                first_error(&json).unwrap_or_else(|| "rustc failed without an error".into())
            );
        }
        let part = out.with_extension("part");
        std::fs::write(&part, format!("{stamp}{json}"))
            .and_then(|()| std::fs::rename(&part, &kept))
            .map_err(|e| format!("{}: {e}", kept.display()))?;
        Ok(json)
    }

    /// Where this compiler's quick build ([`Rustc::compile_quick`]) of the problem
    /// `name`'s bundle goes, in edition 2021: `cargo xtask test`, `judge` and `stress
    /// --bundle` share it, so that a bundle built by one is not built again by the
    /// next.
    pub fn quick_exe(&self, root: &Path, name: &str) -> PathBuf {
        let release = self.release().replace('.', "_");
        root.join("target/xtask/quick")
            .join(format!("{name}-{release}"))
    }

    /// [`Rustc::check`], skipped as [`Rustc::compile_cached`] skips a build: the
    /// stamp beside `out` holds the compiler, the edition, the flags and the source
    /// text. With `deny_warnings`, a warning fails the check as an error would
    /// (`-D warnings`).
    ///
    /// # Errors
    /// As [`Rustc::compile_cached`].
    pub fn check_cached(
        &self,
        source: &Path,
        out: &Path,
        edition: &str,
        deny_warnings: bool,
    ) -> Result<(), String> {
        let flags: &[&str] = if deny_warnings {
            &["--emit=metadata", "-D", "warnings"]
        } else {
            &["--emit=metadata"]
        };
        self.cached(source, out, edition, flags)
    }

    fn cached(
        &self,
        source: &Path,
        out: &Path,
        edition: &str,
        flags: &[&str],
    ) -> Result<(), String> {
        let text = std::fs::read_to_string(source)
            .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
        // The whole source, not a hash of it: a stamp can then never match by accident.
        let stamp = format!(
            "{} | {} | --edition {edition}{}\n{text}",
            self.command.join(" "),
            self.version,
            flags.iter().map(|f| format!(" {f}")).collect::<String>()
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
        self.run(&copy, out, edition, flags)?;
        // Another process may have written its own text to the copy meanwhile (two
        // runs sharing a folder): then this build is of that text, and vouches for
        // nothing.
        if std::fs::read_to_string(&copy).ok().as_deref() != Some(text.as_str()) {
            return Err(format!(
                "{} changed during the build: another build shares the folder; run again",
                copy.display()
            ));
        }
        std::fs::write(&stamp_path, stamp)
            .map_err(|e| format!("cannot write {}: {e}", stamp_path.display()))
    }

    /// Compiles the committed bundle `submit/<name>.rs` under `root` into `dir`, as
    /// [`Rustc::compile_cached`] does; returns the executable,
    /// `<dir>/<name>-<version>-<edition>` (`holdem-1_73_0-2021`) with `-O` appended
    /// for an optimised build, so that builds with other compilers or flags keep
    /// their own caches.
    ///
    /// # Errors
    /// When `dir` cannot be made, or as [`Rustc::compile_cached`].
    pub fn compile_bundle(
        &self,
        root: &Path,
        name: &str,
        dir: &Path,
        edition: &str,
        optimize: bool,
    ) -> Result<PathBuf, String> {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let source = root.join(Files { name }.submission());
        // No dots: the stamp and the source copy beside `out` replace its extension,
        // and rustc takes the crate name from the copy's file name.
        let exe = dir.join(format!(
            "{name}-{}-{edition}{}",
            self.release().replace('.', "_"),
            if optimize { "-O" } else { "" }
        ));
        self.compile_cached(&source, &exe, edition, optimize)
            .map_err(|e| format!("{} --edition {edition}: {e}", self.version))?;
        Ok(exe)
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

/// The first error among rustc's JSON diagnostics, and where: ``error[E0425]:
/// cannot find value `x` in this scope (at bundle.rs:3:5)``.
fn first_error(json: &str) -> Option<String> {
    json.lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .find(|m| m["level"] == "error" && !m["spans"].as_array().is_none_or(Vec::is_empty))
        .or_else(|| {
            json.lines()
                .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
                .find(|m| m["level"] == "error")
        })
        .map(|m| {
            let code = m["code"]["code"]
                .as_str()
                .map(|c| format!("[{c}]"))
                .unwrap_or_default();
            let at = &m["spans"][0];
            let place = match (at["line_start"].as_u64(), at["column_start"].as_u64()) {
                (Some(line), Some(column)) => {
                    format!(
                        " (at {}:{line}:{column})",
                        at["file_name"].as_str().unwrap_or("")
                    )
                }
                _ => String::new(),
            };
            format!(
                "error{code}: {}{place}",
                m["message"].as_str().unwrap_or("")
            )
        })
}

/// A lock file, held while it lives: taken by creating the file, waiting while
/// another run holds it, and broken when older than two minutes (a killed run's).
struct Lock(PathBuf);

impl Lock {
    fn take(path: &Path) -> Result<Lock, String> {
        let start = std::time::Instant::now();
        loop {
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
            {
                Ok(_) => return Ok(Lock(path.to_path_buf())),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let stale = std::fs::metadata(path)
                        .and_then(|m| m.modified())
                        .is_ok_and(|t| t.elapsed().is_ok_and(|age| age.as_secs() > 120));
                    if stale || start.elapsed().as_secs() > 600 {
                        let _ = std::fs::remove_file(path);
                    }
                    std::thread::sleep(std::time::Duration::from_millis(20));
                }
                Err(e) => return Err(format!("{}: {e}", path.display())),
            }
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Type-checks every bundle in each edition `rustc` knows ([`Rustc::editions`])
/// at once, one thread per job, skipping those whose text was already
/// checked ([`Rustc::check_cached`]); with `deny_warnings`, a warning is a failure.
/// Returns, per failure, the bundle's name and one line naming the edition and the
/// first error.
pub fn check_all(
    rustc: &Rustc,
    bundles: &[(String, PathBuf)],
    scratch: &Path,
    deny_warnings: bool,
) -> Vec<(String, String)> {
    std::thread::scope(|s| {
        let jobs: Vec<_> = bundles
            .iter()
            .flat_map(|(name, path)| {
                let editions = rustc.editions();
                editions
                    .into_iter()
                    .map(move |edition| (name, path, edition))
            })
            .map(|(name, path, edition)| {
                // No dots before the extension: the cache's stamp and source copy
                // replace it, and rustc takes the crate name from the copy's name.
                let release = rustc.release().replace('.', "_");
                let out = scratch.join(format!("{name}-{edition}-{release}.rmeta"));
                let denied = if deny_warnings {
                    " (warnings denied)"
                } else {
                    ""
                };
                s.spawn(move || {
                    rustc
                        .check_cached(path, &out, edition, deny_warnings)
                        .map_err(|e| {
                            let why = format!(
                                "does not compile with {} --edition {edition}{denied}: {e}",
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

    #[test]
    fn editions_follow_the_version() {
        let rustc = |version: &str| Rustc {
            command: vec!["rustc".into()],
            version: version.into(),
        };
        let old = rustc("rustc 1.70.0 (90c541806 2023-05-31)");
        assert_eq!((old.release(), old.editions()), ("1.70.0", vec!["2021"]));
        assert!(!old.is_judges());
        let new = rustc("rustc 1.89.0 (29483883e 2025-08-04)");
        assert_eq!(new.editions(), EDITIONS);
        assert!(new.is_judges());
        assert_eq!(
            rustc("rustc 1.85.0 (4d91de4e4 2025-02-17)").editions(),
            EDITIONS
        );
    }

    #[test]
    fn a_missing_toolchain_names_its_install_command() {
        // No rustup has a Rust 1.0.1 toolchain, and none is downloaded for this.
        let why = Rustc::pinned("1.0.1").unwrap_err();
        assert!(
            why.starts_with("Rust 1.0.1 is needed (")
                && why.ends_with(
                    "install it with `rustup toolchain install 1.0.1 --profile minimal`"
                ),
            "{why}"
        );
    }

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

    #[test]
    fn check_cached_checks_a_text_once_and_a_refused_one_every_time() {
        let rustc = Rustc::judge().unwrap();
        let dir = std::env::temp_dir().join(format!("xtask-rustc-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (source, meta) = (dir.join("main.rs"), dir.join("main-2021.rmeta"));
        std::fs::write(&source, "fn main() {}\n").unwrap();
        rustc.check_cached(&source, &meta, "2021", false).unwrap();
        // The same text again is not checked again: a spoiled result stays.
        std::fs::write(&meta, "spoiled").unwrap();
        rustc.check_cached(&source, &meta, "2021", false).unwrap();
        assert_eq!(std::fs::read_to_string(&meta).unwrap(), "spoiled");
        // Another edition is checked, and a text the compiler refuses is refused
        // every time, with no stamp left to vouch for it.
        rustc.check_cached(&source, &meta, "2024", false).unwrap();
        assert_ne!(
            std::fs::read_to_string(&meta).ok().as_deref(),
            Some("spoiled")
        );
        std::fs::write(&source, "fn main() { nope }").unwrap();
        for _ in 0..2 {
            let err = rustc
                .check_cached(&source, &meta, "2021", false)
                .unwrap_err();
            assert!(err.contains("cannot find value `nope`"), "{err}");
        }
        assert!(!meta.with_extension("stamp").exists());
        // A warning passes, unless warnings are denied: then it is the error named.
        std::fs::write(&source, "fn main() { let unused = 1; }\n").unwrap();
        rustc.check_cached(&source, &meta, "2021", false).unwrap();
        let err = rustc
            .check_cached(&source, &meta, "2021", true)
            .unwrap_err();
        assert!(err.contains("unused variable: `unused`"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
