//! Every problem of the workspace, found from its metadata so that a new one is
//! covered from the start, checked as its judge and its contestant would: one test
//! each (libtest-mimic, `harness = false`), named so that `cargo test -p xtask --test
//! problems rhino` runs rhino's and a failure names its case.
//!
//! - `NAME::CASE`: the fixture through the cargo binary, with the expectations of
//!   `xtask::fixtures` (`.out`, `.err`, `.warn`);
//! - `bundle::NAME::CASE`: the same through the committed `submit/NAME.rs`, compiled
//!   exactly as its judge compiles it, `rustc --edition 2021 -O` with the judge's own
//!   Rust (`xtask::rustc::problem_version`: AtCoder's 1.70, Baekjoon's 1.73, 1.89 for
//!   the rest; outside CI a missing version gives way to 1.89, with a note);
//! - `brute::NAME::CASE`: the fixture through the brute force (the oracle's `brute
//!   --fixture`): a case with an answer must get it, a case the binary refuses must
//!   be refused; a case with a warning that it refuses, or one its oracle says it
//!   does not answer, passes;
//! - `NAME::bundle_is_fresh`: the committed bundle is what `cargo xtask bundle`
//!   makes now (checked first by every bundle case too, so that a stale bundle fails
//!   with the command that remakes it, whatever the filter);
//! - `NAME::bundle_type_checks`: without a single warning, on the judges' newest
//!   Rust in editions 2021 and 2024 and on the oldest (1.70) in 2021;
//! - `NAME::random_inputs`: up to [`RANDOM_INPUTS`] seeded random inputs through the
//!   cargo binary and the bundle against the brute force;
//! - `NAME::data`: a problem that no judge runs gives its data file's answer;
//! - `readme_table_is_the_manifests`: the README's table of the problems.
//!
//! The problems' programs are built first, by one nested `cargo build --profile loop
//! --bins` of every problem's package, as `cargo xtask test` and `stress` build them:
//! the binaries checked are the contest loop's, and after the README's test command
//! the loop finds them built. With `SHOWDOWN_BLESS=1`, a case whose cargo binary exits 0 with another
//! stdout has its `.out` rewritten (`fixtures::bless`: never a `stress-*` case, a
//! `.err` or a `.warn`).

use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use xtask::cargo::Programs;
use xtask::fixtures::{self, Case};
use xtask::oracle::Oracle;
use xtask::problems::{Grading, Problem};
use xtask::rustc::{self, OLDEST_VERSION, Rustc};

/// Random inputs per problem, sizes cycling through 1 to 20: as many as
/// [`RANDOM_BUDGET`] allows, at least [`RANDOM_LEAST`].
const RANDOM_INPUTS: usize = 60;
/// See [`RANDOM_INPUTS`]: the time after which no new random input starts, as a
/// slow brute force (vpstrategy's plays every deal, a few seconds an input) would
/// otherwise hold CI for minutes.
const RANDOM_BUDGET: std::time::Duration = std::time::Duration::from_secs(10);
/// See [`RANDOM_INPUTS`].
const RANDOM_LEAST: usize = 3;

/// The repository root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the repository")
}

/// A judge's Rust, which builds the bundles of that judge's problems, found when a
/// case first needs it.
struct Toolchain {
    /// Its rustup version, `1.73.0`.
    version: &'static str,
    rustc: OnceLock<Result<Rustc, String>>,
}

impl Toolchain {
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

/// One problem's programs: its cargo binary and oracle (built once for all
/// problems), and its bundle, checked fresh and compiled when a case first needs it.
struct Subject {
    problem: Problem,
    programs: Arc<OnceLock<Result<BTreeMap<String, Programs>, String>>>,
    toolchain: Arc<Toolchain>,
    fresh: OnceLock<Result<(), String>>,
    bundle: OnceLock<Result<PathBuf, String>>,
}

impl Subject {
    fn name(&self) -> &str {
        &self.problem.name
    }

    /// The cargo binary and the oracle: the first caller builds every problem's.
    fn programs(&self) -> Result<&Programs, String> {
        let all = self.programs.get_or_init(|| {
            let all = xtask::problems::all(root())?;
            let names: Vec<&str> = all.iter().map(|p| p.name.as_str()).collect();
            xtask::cargo::build(root(), &names, xtask::cargo::LOOP_PROFILE)
        });
        let all = all.as_ref().map_err(Clone::clone)?;
        all.get(self.name())
            .ok_or_else(|| format!("{}: not built", self.name()))
    }

    fn oracle(&self) -> Result<Oracle, String> {
        Ok(Oracle::new(&self.programs()?.oracle))
    }

    fn fresh(&self) -> Result<(), String> {
        self.fresh
            .get_or_init(|| xtask::bundle::fresh(root(), self.name()))
            .clone()
    }

    /// The committed bundle compiled exactly as the judge compiles it, once.
    fn bundle(&self) -> Result<&Path, String> {
        self.fresh()?;
        let built = self.bundle.get_or_init(|| {
            let rustc = self.toolchain.get()?;
            let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundles");
            rustc
                .compile_bundle(root(), self.name(), &dir, "2021", true)
                .map_err(|e| format!("submit/{}.rs cannot be run: {e}", self.name()))
        });
        built.as_deref().map_err(Clone::clone)
    }
}

/// A case through the cargo binary, blessed first when `SHOWDOWN_BLESS=1`.
fn through_cargo(subject: &Subject, mut case: Case) -> Result<(), Failed> {
    let output = fixtures::run(&subject.programs()?.binary, &fixtures::read_input(&case))?;
    if fixtures::blessing() && fixtures::bless(&mut case, &output)? {
        eprintln!("blessed {}", case.input.with_extension("out").display());
    }
    Ok(fixtures::verdict(&case, &output)?)
}

/// A case through the brute force ([`xtask::oracle::verdict`]).
fn through_brute(subject: &Subject, case: &Case) -> Result<(), Failed> {
    let answer = subject
        .oracle()?
        .brute_fixture(&case.name(), &fixtures::read_input(case))?;
    xtask::oracle::verdict(case, answer)?;
    Ok(())
}

/// Type-checks the committed bundle on the judges' newest Rust in every edition it
/// knows and on the oldest in 2021, a warning failing it.
fn type_checks(subject: &Subject) -> Result<(), Failed> {
    subject.fresh()?;
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundles-check");
    std::fs::create_dir_all(&scratch)?;
    let source = root().join(subject.problem.files().submission());
    let bundles = [(subject.name().to_string(), source)];
    let mut compilers = vec![Rustc::judge()?];
    match Rustc::pinned_for_tests(OLDEST_VERSION)? {
        Some(oldest) => compilers.push(oldest),
        None => eprintln!("{}", rustc::skip_note(OLDEST_VERSION)),
    }
    let refused: Vec<String> = compilers
        .iter()
        .flat_map(|rustc| rustc::check_all(rustc, &bundles, &scratch, true))
        .map(|(name, why)| format!("submit/{name}.rs {why}"))
        .collect();
    match refused.is_empty() {
        true => Ok(()),
        false => Err(refused.join("\n").into()),
    }
}

/// Up to [`RANDOM_INPUTS`] inputs of the oracle's, each through the cargo binary and
/// the bundle, against the brute force's answer.
fn random_inputs(subject: &Subject) -> Result<(), Failed> {
    let oracle = subject.oracle()?;
    let (binary, bundle) = (subject.programs()?.binary.clone(), subject.bundle()?);
    let tolerance = fixtures::tolerance(root(), subject.name())?;
    let start = std::time::Instant::now();
    for k in 0..RANDOM_INPUTS {
        if k >= RANDOM_LEAST && start.elapsed() > RANDOM_BUDGET {
            break;
        }
        let (input, expected) = oracle.case(1 + k % 20, 0x5eed_0000 + k as u64)?;
        for (label, exe) in [
            ("the cargo binary", binary.as_path()),
            ("the bundle", bundle),
        ] {
            let output = fixtures::run(exe, input.as_bytes())?;
            let got = String::from_utf8_lossy(&output.stdout);
            let same = match tolerance {
                Some(t) => fixtures::same_within(&expected, &got, t),
                None => expected == got,
            };
            if !output.status.success() || !same {
                return Err(format!(
                    "{label} disagrees with the brute force on random input {k} ({}){}\n{}",
                    output.status,
                    fixtures::diff(&expected, &got, tolerance).unwrap_or_default(),
                    fixtures::excerpt("the input", &input)
                )
                .into());
            }
        }
    }
    Ok(())
}

/// A problem that no judge runs: its data file gives its answer.
fn data(subject: &Subject) -> Result<(), Failed> {
    let Grading::Unjudged(data) = &subject.problem.grading else {
        return Ok(());
    };
    let input = std::fs::read(root().join(&data.path))?;
    let output = fixtures::run(&subject.programs()?.binary, &input)?;
    let got = String::from_utf8_lossy(&output.stdout);
    match got.trim_end() == data.answer {
        true => Ok(()),
        false => Err(format!("{}: prints {got:?}, not {}", data.path, data.answer).into()),
    }
}

fn main() {
    let args = Arguments::from_args();
    let problems = xtask::problems::all(root()).expect("the workspace's metadata");
    assert!(problems.len() >= 13, "{problems:?}");
    let programs = Arc::new(OnceLock::new());
    // One per judge's Rust, shared by its problems.
    let mut toolchains: BTreeMap<&str, Arc<Toolchain>> = BTreeMap::new();
    let mut trials = Vec::new();
    trials.push(Trial::test("readme_table_is_the_manifests", || {
        let readme = std::fs::read_to_string(root().join("README.md"))?;
        match xtask::readme::made(root(), &readme)? == readme {
            true => Ok(()),
            false => {
                Err("README.md's table is not the manifests': run `cargo xtask readme`".into())
            }
        }
    }));
    for problem in problems {
        let version = rustc::problem_version(&problem);
        let toolchain = toolchains.entry(version).or_insert_with(|| {
            Arc::new(Toolchain {
                version,
                rustc: OnceLock::new(),
            })
        });
        let name = problem.name.clone();
        let subject = Arc::new(Subject {
            problem,
            programs: Arc::clone(&programs),
            toolchain: Arc::clone(toolchain),
            fresh: OnceLock::new(),
            bundle: OnceLock::new(),
        });
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
        type Check = fn(&Subject) -> Result<(), Failed>;
        // The oracle's check of itself is each oracle's unit test (`oracle::check`),
        // which `cargo xtask test` runs too.
        let checks: [(&str, Check); 4] = [
            ("bundle_is_fresh", |s| Ok(s.fresh()?)),
            ("bundle_type_checks", type_checks),
            ("random_inputs", random_inputs),
            ("data", data),
        ];
        for (check, run) in checks {
            let subject = Arc::clone(&subject);
            trials.push(Trial::test(format!("{name}::{check}"), move || {
                run(&subject)
            }));
        }
        for case in &cases {
            let (s, c) = (Arc::clone(&subject), case.clone());
            trials.push(Trial::test(format!("{name}::{}", case.name()), move || {
                through_cargo(&s, c)
            }));
            let (s, c) = (Arc::clone(&subject), case.clone());
            trials.push(Trial::test(
                format!("brute::{name}::{}", case.name()),
                move || through_brute(&s, &c),
            ));
            let (s, c) = (Arc::clone(&subject), case.clone());
            trials.push(Trial::test(
                format!("bundle::{name}::{}", case.name()),
                move || Ok(fixtures::check(s.bundle()?, &c)?),
            ));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
