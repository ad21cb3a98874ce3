//! One test per fixture (libtest-mimic, `harness = false`), so that
//! `cargo test --test fixtures holdem` runs holdem's and a failure names its case.
//! Every `fixtures/<problem>/<case>.in` runs, with the expectations of
//! `xtask::fixtures` (`.out`, `.err`, `.warn`), through:
//!
//! - `<problem>::<case>`: the cargo-built binary `<problem>`;
//! - `bundle::<problem>::<case>`: the committed `submit/<problem>.rs` compiled as its
//!   judge compiles it, `rustc --edition 2021 -O` with the judge's own Rust
//!   (`xtask::rustc::problem_version`: AtCoder's 1.70 for royalflush, Baekjoon's 1.73
//!   for handrank, holdem, pokerhands and rhino, 1.89 for the rest), as `cargo xtask
//!   test`, `stress --bundle` and `judge` build it. Outside CI, a version that rustup
//!   lacks gives way to `Rustc::judge` (1.89, else the PATH's `rustc`), with a note
//!   naming the command that installs it; in CI it fails.
//!
//! A bundle case first checks that the committed bundle is what `cargo xtask bundle`
//! makes now (`xtask::bundle::fresh`, once per problem and run): a stale one fails
//! every bundle case of its problem with ``NAME: submit/NAME.rs is stale: run `cargo
//! xtask bundle NAME` ``, so that `cargo test NAME` says so whatever its filter.
//! A bundle is compiled once per run, when its first case runs, and only when its
//! text or the compiler changed since the last run (`Rustc::compile_cached`); the
//! bundle tests of `tests/it/bundles.rs` share these builds.
//! A new problem needs no code here. With `SHOWDOWN_BLESS=1`, a case whose cargo
//! binary exits 0 with another stdout has its `.out` rewritten (`fixtures::bless`:
//! never a `stress-*` case, a `.err` or a `.warn`); the bundle's cases of that run
//! read the old file, so they pass from the next run on.

use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use xtask::fixtures::{self, Case};
use xtask::rustc::{self, Rustc};

// The integration tests' helpers: the repository root and the cargo-built binaries.
#[path = "it/support.rs"]
#[allow(dead_code)]
mod support;

use support::{binary, root};

/// A judge's Rust, which builds the bundles of that judge's problems, found when a
/// case first needs it.
struct Toolchain {
    /// Its rustup version, `1.73.0`.
    version: &'static str,
    rustc: OnceLock<Result<Rustc, String>>,
}

impl Toolchain {
    fn new(version: &'static str) -> Arc<Toolchain> {
        Arc::new(Toolchain {
            version,
            rustc: OnceLock::new(),
        })
    }

    /// The compiler: the version itself, or outside CI `Rustc::judge` when rustup
    /// lacks it, said once per run.
    fn get(&self) -> Result<&Rustc, String> {
        let found = self.rustc.get_or_init(|| {
            let rustc = Rustc::pinned_or_judge(self.version)?;
            if let Some(note) = rustc::fallback_note(self.version, &rustc) {
                eprintln!("note: {note}");
            }
            Ok(rustc)
        });
        found.as_ref().map_err(Clone::clone)
    }
}

/// One problem's bundle, built with its judge's Rust when a case first needs it.
struct Bundle {
    name: String,
    toolchain: Arc<Toolchain>,
    /// Whether the committed bundle is fresh, found when a case first needs it.
    fresh: OnceLock<Result<(), String>>,
    exe: OnceLock<Result<PathBuf, String>>,
}

impl Bundle {
    fn new(name: &str, toolchain: &Arc<Toolchain>) -> Arc<Bundle> {
        Arc::new(Bundle {
            name: name.to_string(),
            toolchain: Arc::clone(toolchain),
            fresh: OnceLock::new(),
            exe: OnceLock::new(),
        })
    }

    /// The executable. The cases running in parallel wait for the one freshness
    /// check and the one compile.
    fn exe(&self) -> Result<&Path, String> {
        let fresh = self
            .fresh
            .get_or_init(|| xtask::bundle::fresh(root(), &self.name));
        fresh.clone()?;
        let built = self.exe.get_or_init(|| {
            let rustc = self.toolchain.get()?;
            let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundles");
            rustc
                .compile_bundle(root(), &self.name, &dir, "2021", true)
                .map_err(|e| format!("submit/{}.rs cannot be run: {e}", self.name))
        });
        built.as_deref().map_err(Clone::clone)
    }
}

/// A case through the cargo binary, blessed first when `SHOWDOWN_BLESS=1`.
fn through_cargo(name: &str, mut case: Case) -> Result<(), Failed> {
    let exe = binary(name);
    if !exe.exists() {
        return Err(format!("fixtures/{name} has no binary {}", exe.display()).into());
    }
    let output = fixtures::run(&exe, &fixtures::read_input(&case))?;
    if fixtures::blessing() && fixtures::bless(&mut case, &output)? {
        eprintln!("blessed {}", case.input.with_extension("out").display());
    }
    Ok(fixtures::verdict(&case, &output)?)
}

/// A case through a compiled bundle.
fn through_bundle(bundle: &Bundle, case: &Case) -> Result<(), Failed> {
    Ok(fixtures::check(bundle.exe()?, case)?)
}

fn main() {
    let args = Arguments::from_args();
    // One per judge's Rust, shared by its problems.
    let mut toolchains = BTreeMap::new();
    let mut trials = Vec::new();
    let problems = fixtures::problems(root()).expect("the fixtures folder");
    assert!(!problems.is_empty(), "no folder in fixtures/");
    for name in problems {
        let cases = match fixtures::cases(root(), &name) {
            Ok(cases) if !cases.is_empty() => cases,
            found => {
                let why = found.err().unwrap_or_else(|| "no cases".into());
                trials.push(Trial::test(format!("{name}::cases"), move || {
                    Err(why.into())
                }));
                continue;
            }
        };
        let version = rustc::problem_version(&name);
        let toolchain = toolchains
            .entry(version)
            .or_insert_with(|| Toolchain::new(version));
        let bundle = Bundle::new(&name, toolchain);
        for case in &cases {
            let (problem, case) = (name.clone(), case.clone());
            trials.push(Trial::test(format!("{name}::{}", case.name()), move || {
                through_cargo(&problem, case)
            }));
        }
        for case in &cases {
            let (bundle, case) = (Arc::clone(&bundle), case.clone());
            trials.push(Trial::test(
                format!("bundle::{name}::{}", case.name()),
                move || through_bundle(&bundle, &case),
            ));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
