//! One test per fixture (libtest-mimic, `harness = false`), so that
//! `cargo test --test fixtures holdem` runs holdem's and a failure names its case.
//! Every `fixtures/<problem>/<case>.in` runs, with the expectations of
//! `xtask::fixtures` (`.out`, `.err`, `.warn`), through:
//!
//! - `<problem>::<case>`: the cargo-built binary `<problem>`;
//! - `bundle::<problem>::<case>`: the committed `submit/<problem>.rs` compiled as the
//!   judges compile it, `rustc --edition 2021 -O` with their 1.89
//!   (`xtask::rustc::Rustc::judge`);
//! - `bundle-1.73::<problem>::<case>`, for the problems Baekjoon judges (handrank,
//!   holdem, pokerhands, rhino): the same bundle built with Baekjoon's Rust 1.73.0.
//!   Outside CI, without that toolchain, these are ignored with a note naming the
//!   command that installs it.
//!
//! A bundle case first checks that the committed bundle is what `cargo xtask bundle`
//! makes now (`xtask::bundle::fresh`, once per problem and run): a stale one fails
//! every bundle case of its problem with ``NAME: submit/NAME.rs is stale: run `cargo
//! xtask bundle NAME` ``, so that `cargo test NAME` says so whatever its filter.
//! A bundle is compiled once per run, when its first case runs, and only when its
//! text or the compiler changed since the last run (`Rustc::compile_cached`).
//! A new problem needs no code here. With `SHOWDOWN_BLESS=1`, a case whose cargo
//! binary exits 0 with another stdout has its `.out` rewritten (`fixtures::bless`:
//! never a `stress-*` case, a `.err` or a `.warn`); the bundle's cases of that run
//! read the old file, so they pass from the next run on.

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use xtask::fixtures::{self, Case};
use xtask::rustc::{self, BAEKJOON_VERSION, Rustc};

// The integration tests' helpers: the repository root and the cargo-built binaries.
#[path = "it/support.rs"]
#[allow(dead_code)]
mod support;

use support::{binary, root};

/// A compiler the bundles are built with, found when a case first needs it.
struct Toolchain {
    /// `None` for the judges' (`Rustc::judge`), else a rustup version.
    pinned: Option<&'static str>,
    rustc: OnceLock<Result<Option<Rustc>, String>>,
}

impl Toolchain {
    fn new(pinned: Option<&'static str>) -> Arc<Toolchain> {
        Arc::new(Toolchain {
            pinned,
            rustc: OnceLock::new(),
        })
    }

    /// The compiler; `None` when it is a pinned one that is missing outside CI.
    fn get(&self) -> Result<Option<&Rustc>, String> {
        let found = self.rustc.get_or_init(|| match self.pinned {
            None => Rustc::judge().map(Some),
            Some(version) => Rustc::pinned_for_tests(version),
        });
        found.as_ref().map(Option::as_ref).map_err(Clone::clone)
    }
}

/// Whether a problem's committed bundle is fresh, found when a case first needs it
/// and shared by its builds with every toolchain.
type Freshness = Arc<OnceLock<Result<(), String>>>;

/// One problem's bundle built with one toolchain, compiled when a case first needs it.
struct Bundle {
    name: String,
    toolchain: Arc<Toolchain>,
    fresh: Freshness,
    exe: OnceLock<Result<Option<PathBuf>, String>>,
}

impl Bundle {
    fn new(name: &str, toolchain: &Arc<Toolchain>, fresh: &Freshness) -> Arc<Bundle> {
        Arc::new(Bundle {
            name: name.to_string(),
            toolchain: Arc::clone(toolchain),
            fresh: Arc::clone(fresh),
            exe: OnceLock::new(),
        })
    }

    /// The executable; `None` when its toolchain is missing outside CI. The cases
    /// running in parallel wait for the one freshness check and the one compile.
    fn exe(&self) -> Result<Option<&Path>, String> {
        let fresh = self
            .fresh
            .get_or_init(|| xtask::bundle::fresh(root(), &self.name));
        fresh.clone()?;
        let built = self.exe.get_or_init(|| {
            let Some(rustc) = self.toolchain.get()? else {
                return Ok(None);
            };
            let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundles");
            rustc
                .compile_bundle(root(), &self.name, &dir, "2021", true)
                .map(Some)
                .map_err(|e| format!("submit/{}.rs cannot be run: {e}", self.name))
        });
        built
            .as_ref()
            .map(|exe| exe.as_deref())
            .map_err(Clone::clone)
    }

    /// The note of a case skipped for want of the toolchain.
    fn skipped(&self) -> Completion {
        Completion::ignored_with(rustc::skip_note(
            self.toolchain.pinned.unwrap_or(rustc::JUDGE_VERSION),
        ))
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
fn through_bundle(bundle: &Bundle, case: &Case) -> Result<Completion, Failed> {
    let exe = bundle.exe()?;
    let Some(exe) = exe else {
        return Ok(bundle.skipped());
    };
    fixtures::check(exe, case)?;
    Ok(Completion::Completed)
}

/// Whether Baekjoon judges `name`, so that its cases also run through the 1.73 build.
fn on_baekjoon(name: &str) -> bool {
    rustc::problem_version(name) == BAEKJOON_VERSION
}

fn main() {
    let args = Arguments::from_args();
    let judges = Toolchain::new(None);
    let baekjoon = Toolchain::new(Some(BAEKJOON_VERSION));
    let short = BAEKJOON_VERSION.trim_end_matches(".0");
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
        let fresh = Freshness::default();
        let mut bundles = vec![("bundle".to_string(), Bundle::new(&name, &judges, &fresh))];
        if on_baekjoon(&name) {
            let bundle = Bundle::new(&name, &baekjoon, &fresh);
            bundles.push((format!("bundle-{short}"), bundle));
        }
        for case in &cases {
            let (problem, case) = (name.clone(), case.clone());
            trials.push(Trial::test(format!("{name}::{}", case.name()), move || {
                through_cargo(&problem, case)
            }));
        }
        for (prefix, bundle) in &bundles {
            for case in &cases {
                let (bundle, case) = (Arc::clone(bundle), case.clone());
                trials.push(Trial::ignorable_test(
                    format!("{prefix}::{name}::{}", case.name()),
                    move || through_bundle(&bundle, &case),
                ));
            }
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
