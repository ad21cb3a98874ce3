//! The check before submitting: each problem's bundle compiled as its judge compiles
//! it, its fixtures, and its largest input timed against the judge's limits.
//!
//! For each problem: the committed `submit/<name>.rs` must be what the sources make
//! now and fit the size limit; it is compiled with `rustc --edition 2021 -O` by its
//! judge's own Rust when rustup has it (AtCoder's 1.70, Baekjoon's 1.73, and
//! Codeforces' 1.89 for the rest, where the judge's is unknown and where there is no
//! judge: [`crate::rustc::problem_version`]); every fixture runs through it; the largest input
//! the statement allows (`max` of [`showdown::problems::Kind::Judged`]) runs through
//! it and through the cargo release binary, [`RUNS`] times each, interleaved, keeping the
//! best wall-clock time and the highest peak memory; the two outputs must be
//! byte-identical. A run is killed at three times the time limit. A problem with no
//! judge (euler54) runs its known data file and shows the answer.

use crate::bundle::{self, LIMIT, thousands};
use crate::failure::Failure;
use crate::fixtures;
use crate::measure::{self, Run};
use crate::rustc::{Rustc, problem_version};
use showdown::problems::Files;
use showdown::problems::{Kind, Limits, Problem};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Timed runs of each program on each largest input; the best time counts.
pub const RUNS: usize = 3;

/// How long a run of a problem with no judge may take.
const NO_JUDGE_DEADLINE: Duration = Duration::from_secs(30);

/// The arguments of `cargo xtask judge`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The problems to judge; every binary when none is named.
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
}

/// Runs `cargo xtask judge` for the binaries `names`, or for all when there are
/// none; prints the table.
///
/// # Errors
/// An unknown binary (exit 2); a step that cannot run, or any failed verdict (exit 1).
pub fn command(root: &Path, names: &[String]) -> Result<(), Failure> {
    let names = bundle::chosen(root, names)?;
    let start = std::time::Instant::now();
    let mut progress = |step: &str| {
        println!("[{:5.1} s] {step} ...", start.elapsed().as_secs_f64());
    };
    let rows = judge(root, &names, &mut progress).map_err(Failure::one)?;
    println!();
    for row in &rows {
        let wanted = problem_version(&row.name);
        if let Some(used) = row.rustc.as_deref().filter(|&used| used != wanted) {
            println!(
                "note: {} compiled with {used}, not its judge's {wanted}: `{}` fixes that",
                row.name,
                crate::rustc::install_hint(wanted)
            );
        }
    }
    println!(
        "bundles compiled --edition 2021 -O by the rustc column's Rust, the judge's own \
         where known; times are wall clock, best of {RUNS}"
    );
    println!();
    print!("{}", table(&rows));
    let failed: Vec<String> = rows
        .iter()
        .filter(|r| !r.passed())
        .map(|r| format!("{}: {}", r.name, r.failures.join("; ")))
        .collect();
    if failed.is_empty() {
        Ok(())
    } else {
        Err(Failure::failed(failed))
    }
}

/// One problem's line of the table.
#[derive(Clone, Debug, Default)]
pub struct Row {
    /// The problem.
    pub name: String,
    /// The bundle's size in bytes, when there is a bundle.
    pub bytes: Option<usize>,
    /// The version of the Rust that compiled the bundle (`1.70.0`), when it compiled.
    pub rustc: Option<String>,
    /// Fixtures passed through the bundle, and fixtures in all.
    pub fixtures: (usize, usize),
    /// What the timed input is.
    pub input: String,
    /// The bundle's runs on it, the best time and the highest peak.
    pub bundle: Option<Run>,
    /// The cargo release binary's runs on it, likewise.
    pub cargo: Option<Run>,
    /// The judge's limits.
    pub limits: Option<Limits>,
    /// Everything that fails; empty for a pass.
    pub failures: Vec<String>,
}

impl Row {
    /// Whether everything passed.
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Checks the named problems; `progress` hears each step before it starts.
///
/// # Errors
/// When the cargo binaries cannot be built: nothing can be judged. A problem whose
/// judge's Rust cannot be found ([`Rustc::for_problem`]) fails in its row.
pub fn judge(
    root: &Path,
    names: &[String],
    progress: &mut dyn FnMut(&str),
) -> Result<Vec<Row>, String> {
    progress("building the cargo release binaries (cargo build --release --bins)");
    let cargo_bins = build_binaries(root, None, "release")?;
    let scratch = root.join("target/xtask");
    std::fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let xtask =
        std::env::current_exe().map_err(|e| format!("cannot find the xtask binary: {e}"))?;

    let mut rows: Vec<Row> = names
        .iter()
        .map(|name| Row {
            name: name.clone(),
            limits: showdown::problems::problem(name).and_then(|p| p.kind.limits()),
            ..Row::default()
        })
        .collect();
    // One probe per version of Rust, not per problem.
    let mut compilers: BTreeMap<&str, Result<Rustc, String>> = BTreeMap::new();
    for row in &rows {
        let version = problem_version(&row.name);
        compilers
            .entry(version)
            .or_insert_with(|| Rustc::pinned_or_judge(version));
    }
    let found: std::collections::BTreeSet<&str> =
        compilers.values().flatten().map(Rustc::release).collect();
    progress(&format!(
        "compiling {} --edition 2021 -O, with {}",
        fixtures::count(rows.len(), "bundle"),
        if found.is_empty() {
            "no rustc found".to_string()
        } else {
            found.into_iter().collect::<Vec<_>>().join(", ")
        }
    ));
    let mut exes: Vec<Option<PathBuf>> = vec![None; rows.len()];
    std::thread::scope(|s| {
        let jobs: Vec<_> = rows
            .iter_mut()
            .zip(&mut exes)
            .map(|(row, exe)| {
                let (rustc, scratch) = (&compilers[problem_version(&row.name)], &scratch);
                s.spawn(move || match rustc {
                    Ok(rustc) => *exe = prepare(rustc, root, scratch, row),
                    Err(e) => row.failures.push(e.clone()),
                })
            })
            .collect();
        jobs.into_iter()
            .for_each(|j| j.join().expect("a compile thread ends"));
    });
    for (row, exe) in rows.iter_mut().zip(&exes) {
        let Some(exe) = exe else { continue };
        progress(&format!("{}: fixtures through the bundle", row.name));
        check_fixtures(root, exe, row, progress);
        let Some(problem) = showdown::problems::problem(&row.name) else {
            row.failures
                .push("no entry in showdown::problems::PROBLEMS".into());
            continue;
        };
        let Some(cargo) = cargo_bins.get(&row.name) else {
            row.failures
                .push("cargo built no binary of that name".into());
            continue;
        };
        time_largest(root, &xtask, problem, exe, cargo, row, progress);
    }
    Ok(rows)
}

/// The Cargo profile of the binaries that `cargo xtask test` and `stress` build:
/// release's optimisations, built incrementally (`[profile.loop]` in `Cargo.toml`).
pub const LOOP_PROFILE: &str = "loop";

/// Builds the binaries with the Cargo profile `profile` (`release`, or
/// [`LOOP_PROFILE`]); returns each one's path, as cargo reports it (the target
/// directory may be anywhere: `CARGO_TARGET_DIR`, `build.target-dir`).
///
/// `only` names one binary to build; `None` builds them all.
///
/// # Errors
/// When cargo does not run or the build fails.
pub fn build_binaries(
    root: &Path,
    only: Option<&str>,
    profile: &str,
) -> Result<BTreeMap<String, PathBuf>, String> {
    let which = match only {
        Some(name) => vec!["--bin", name],
        None => vec!["--bins"],
    };
    let output =
        std::process::Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .current_dir(root)
            .args(["build", "--profile", profile, "--package", "showdown"])
            .args(&which)
            .args(["--message-format", "json-render-diagnostics"])
            .stderr(std::process::Stdio::inherit())
            .output()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "cargo build --profile {profile} {} failed",
            which.join(" ")
        ));
    }
    let mut bins = BTreeMap::new();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let name = message["target"]["name"].as_str();
        let is_bin = message["target"]["kind"]
            .as_array()
            .is_some_and(|k| k.iter().any(|k| k == "bin"));
        if let (Some(name), true, Some(exe)) = (name, is_bin, message["executable"].as_str()) {
            bins.insert(name.to_string(), PathBuf::from(exe));
        }
    }
    Ok(bins)
}

/// [`build_binaries`] for the one binary `name`; its executable.
///
/// # Errors
/// As [`build_binaries`], and when cargo reports no such binary.
pub fn build_binary(root: &Path, name: &str, profile: &str) -> Result<PathBuf, String> {
    build_binaries(root, Some(name), profile)?
        .remove(name)
        .ok_or_else(|| format!("cargo built no binary called {name}"))
}

/// Checks that the committed bundle is fresh and small enough, and compiles it;
/// returns the executable when it compiled.
fn prepare(rustc: &Rustc, root: &Path, scratch: &Path, row: &mut Row) -> Option<PathBuf> {
    let source = root.join(Files { name: &row.name }.submission());
    let committed = match std::fs::read_to_string(&source) {
        Ok(text) => text,
        Err(e) => {
            row.failures.push(format!(
                "submit/{}.rs: {e}; run `cargo xtask bundle`",
                row.name
            ));
            return None;
        }
    };
    row.bytes = Some(committed.len());
    if committed.len() > LIMIT {
        row.failures.push(format!(
            "{} bytes, over {}",
            thousands(committed.len()),
            thousands(LIMIT)
        ));
    }
    if let Err(why) = bundle::fresh(root, &row.name) {
        row.failures.push(why);
    }
    let exe = scratch.join(&row.name);
    match rustc.compile(&source, &exe, "2021", true) {
        Ok(()) => {
            row.rustc = Some(rustc.release().to_string());
            Some(exe)
        }
        Err(e) => {
            row.failures.push(format!("does not compile: {e}"));
            None
        }
    }
}

/// Runs the fixtures through the bundle; names the cases that fail in the row, and
/// tells `progress` why each failed, in the words of the cargo tests.
fn check_fixtures(root: &Path, exe: &Path, row: &mut Row, progress: &mut dyn FnMut(&str)) {
    match fixtures::cases(root, &row.name) {
        Ok(cases) => {
            let mut failed = Vec::new();
            for case in &cases {
                if let Err(why) = fixtures::check(exe, case) {
                    progress(&format!("{}::{} fails:\n{why}\n", row.name, case.name()));
                    failed.push(case.name());
                }
            }
            row.fixtures = (cases.len() - failed.len(), cases.len());
            if !failed.is_empty() {
                row.failures
                    .push(format!("fixtures fail: {}", failed.join(", ")));
            }
        }
        Err(e) => row.failures.push(e),
    }
}

/// Times the bundle and the cargo binary on the largest input, or on the known data file.
fn time_largest(
    root: &Path,
    xtask: &Path,
    problem: &Problem,
    exe: &Path,
    cargo: &Path,
    row: &mut Row,
    progress: &mut dyn FnMut(&str),
) {
    let scratch = root.join("target/xtask");
    let name = row.name.clone();
    let (input, answer) = match problem.kind {
        Kind::Judged { max, .. } => {
            progress(&format!("{name}: generating the largest input"));
            let text = max();
            let path = scratch.join(format!("{name}.max.in"));
            if let Err(e) = std::fs::write(&path, &text) {
                row.failures.push(format!("{}: {e}", path.display()));
                return;
            }
            row.input = format!("largest, {} MB", mb(text.len() as u64));
            (path, None)
        }
        Kind::Unjudged(data) => {
            let (file, answer) = (data.path, data.answer);
            let path = root.join(file);
            if !path.exists() {
                row.input = format!("{file} is missing");
                row.failures
                    .push(format!("{file} is missing: nothing to run"));
                return;
            }
            row.input = Path::new(file)
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            (path, Some(answer))
        }
    };
    let deadline = row
        .limits
        .map_or(NO_JUDGE_DEADLINE, |l| Duration::from_millis(3 * l.time_ms));
    progress(&format!(
        "{name}: timing the bundle and the cargo binary, {RUNS} runs each, interleaved"
    ));
    let outputs = [
        scratch.join(format!("{name}.bundle.out")),
        scratch.join(format!("{name}.cargo.out")),
    ];
    let mut best: [Option<Run>; 2] = [None, None];
    for _ in 0..RUNS {
        for ((program, output), best) in [exe, cargo].into_iter().zip(&outputs).zip(&mut best) {
            let run = match measure::run(xtask, program, &input, output, None, deadline) {
                Ok(run) => run,
                Err(e) => {
                    row.failures.push(e);
                    return;
                }
            };
            if run.killed {
                row.failures.push(format!(
                    "{} killed after {} s",
                    program.display(),
                    seconds(deadline)
                ));
                return;
            }
            if run.code != Some(0) {
                row.failures
                    .push(format!("{} exits with {:?}", program.display(), run.code));
                return;
            }
            *best = Some(match best.take() {
                None => run,
                Some(b) => Run {
                    wall: b.wall.min(run.wall),
                    peak_bytes: b.peak_bytes.max(run.peak_bytes),
                    ..run
                },
            });
        }
    }
    let [bundle_run, cargo_run] = best;
    row.bundle = bundle_run;
    row.cargo = cargo_run;
    let read = |path: &PathBuf| std::fs::read(path).unwrap_or_default();
    let (ours, theirs) = (read(&outputs[0]), read(&outputs[1]));
    if ours != theirs {
        row.failures
            .push("the bundle's output differs from the cargo binary's".into());
    }
    if let Some(answer) = answer {
        let got = String::from_utf8_lossy(&ours).trim().to_string();
        row.input = format!("{}: prints {got}", row.input);
        if got != answer {
            row.failures.push(format!("prints {got}, not {answer}"));
        }
    }
    if let (Some(limits), Some(run)) = (row.limits, &row.bundle) {
        if run.wall > Duration::from_millis(limits.time_ms) {
            row.failures.push("over the time limit".into());
        }
        if run.peak_bytes > limits.memory_bytes {
            row.failures.push("over the memory limit".into());
        }
    }
}

fn mb(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / 1e6)
}

/// A duration in seconds, as short as it stays exact to the millisecond: `2.5`, `10`.
pub fn seconds(d: Duration) -> String {
    let text = format!("{:.3}", d.as_secs_f64());
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The rows as a Markdown table, ready for the README.
pub fn table(rows: &[Row]) -> String {
    let mut out = String::from(
        "| problem | bundle bytes | rustc | fixtures | timed input | time: bundle, cargo (limit) \
         | peak memory: bundle, cargo (limit) | verdict |\n|---|---|---|---|---|---|---|---|\n",
    );
    for row in rows {
        let bytes = row
            .bytes
            .map(|b| format!("{} / {}", thousands(b), thousands(LIMIT)))
            .unwrap_or_else(|| "-".into());
        let runs = |f: &dyn Fn(&Run) -> String| match (&row.bundle, &row.cargo) {
            (Some(b), Some(c)) => format!("{}, {}", f(b), f(c)),
            _ => "-".into(),
        };
        let (time_limit, memory_limit) = match row.limits {
            Some(l) => (
                format!(" ({} s)", seconds(Duration::from_millis(l.time_ms))),
                format!(" ({})", l.memory),
            ),
            None => (" (no judge)".into(), " (no judge)".into()),
        };
        let verdict = if row.passed() {
            "ok".to_string()
        } else {
            format!("FAIL: {}", row.failures.join("; "))
        };
        out.push_str(&format!(
            "| {} | {bytes} | {} | {}/{} | {} | {}{time_limit} | {}{memory_limit} | {verdict} |\n",
            row.name,
            row.rustc.as_deref().unwrap_or("-"),
            row.fixtures.0,
            row.fixtures.1,
            if row.input.is_empty() {
                "-"
            } else {
                &row.input
            },
            runs(&|r| format!("{:.3} s", r.wall.as_secs_f64())),
            runs(&|r| format!("{} MB", mb(r.peak_bytes))),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_read_as_written() {
        assert_eq!(seconds(Duration::from_millis(2_500)), "2.5");
        assert_eq!(seconds(Duration::from_millis(10_000)), "10");
        assert_eq!(seconds(Duration::from_millis(1)), "0.001");
        let row = Row {
            name: "x".into(),
            limits: Some(Limits {
                judge: "j",
                time_ms: 2_500,
                memory_bytes: 1,
                memory: "64 MB",
            }),
            failures: vec!["fixtures fail: a, b".into()],
            ..Row::default()
        };
        let table = table(&[row]);
        assert!(
            table.ends_with(
                "| x | - | - | 0/0 | - | - (2.5 s) | - (64 MB) | FAIL: fixtures fail: a, b |\n"
            ),
            "{table}"
        );
    }
}
