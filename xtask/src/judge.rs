//! The check before submitting: each problem's bundle compiled as its judge compiles
//! it, its fixtures, and its largest input timed against the judge's limits.
//!
//! For each problem: the committed `submit/<name>.rs` must be what the sources make
//! now and fit the size limit; it is compiled with `rustc --edition 2021 -O` (the
//! judges' 1.89 when rustup has it); every fixture runs through it; the largest input
//! the statement allows ([`showdown::judge::Problem::max`]) runs through it and
//! through the cargo release binary, best of [`RUNS`] wall-clock times and the
//! highest peak memory of each, and the two outputs must be byte-identical.
//! A problem with no judge (euler54) runs its known data file and shows the answer.

use crate::bundle::{self, LIMIT, thousands};
use crate::fixtures;
use crate::measure::{self, Run};
use crate::rustc::Rustc;
use showdown::judge::{Limits, Problem};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Timed runs of each program on each largest input; the best time counts.
pub const RUNS: usize = 3;

/// Problems a judge does not run, checked on a known data file instead.
const DATA: &[(&str, &str, &str)] = &[("euler54", "../shared/data/p054_poker.txt", "376")];

/// One problem's line of the table.
#[derive(Clone, Debug, Default)]
pub struct Row {
    /// The problem.
    pub name: String,
    /// The bundle's size in bytes, when there is a bundle.
    pub bytes: Option<usize>,
    /// Fixtures passed through the bundle, and fixtures in all.
    pub fixtures: (usize, usize),
    /// What the timed input is.
    pub input: String,
    /// The bundle's run on it.
    pub bundle: Option<Run>,
    /// The cargo release binary's run on it.
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
/// When the cargo binaries cannot be built or no rustc runs: nothing can be judged.
pub fn judge(
    root: &Path,
    names: &[String],
    progress: &mut dyn FnMut(&str),
) -> Result<(Rustc, Vec<Row>), String> {
    let rustc = Rustc::judge()?;
    progress("building the cargo release binaries (cargo build --release --bins)");
    let status =
        std::process::Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .current_dir(root)
            .args([
                "build",
                "--quiet",
                "--release",
                "--bins",
                "--package",
                "showdown",
            ])
            .status()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("cargo build --release failed".into());
    }
    let scratch = root.join("target/xtask");
    std::fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;

    let mut rows: Vec<Row> = names
        .iter()
        .map(|n| Row {
            name: n.clone(),
            ..Row::default()
        })
        .collect();
    let mut exes: Vec<Option<PathBuf>> = vec![None; rows.len()];
    progress(&format!(
        "compiling {} bundles with {} --edition 2021 -O",
        rows.len(),
        rustc.version
    ));
    std::thread::scope(|s| {
        let jobs: Vec<_> = rows
            .iter_mut()
            .zip(&mut exes)
            .map(|(row, exe)| {
                let (rustc, root, scratch) = (&rustc, root, &scratch);
                s.spawn(move || *exe = prepare(rustc, root, scratch, row))
            })
            .collect();
        jobs.into_iter()
            .for_each(|j| j.join().expect("a compile thread ends"));
    });
    for (row, exe) in rows.iter_mut().zip(&exes) {
        let Some(exe) = exe else { continue };
        progress(&format!("{}: fixtures through the bundle", row.name));
        check_fixtures(root, exe, row);
        let cargo = root.join("target/release").join(&row.name);
        match showdown::judge::problem(&row.name) {
            Some(problem) => time_largest(root, problem, exe, &cargo, row, progress),
            None => row
                .failures
                .push("no entry in showdown::judge::PROBLEMS".into()),
        }
    }
    Ok((rustc, rows))
}

/// Checks that the committed bundle is fresh and small enough, and compiles it;
/// returns the executable when it compiled.
fn prepare(rustc: &Rustc, root: &Path, scratch: &Path, row: &mut Row) -> Option<PathBuf> {
    let source = root.join("submit").join(format!("{}.rs", row.name));
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
    match bundle::bundle(root, &row.name) {
        Ok(made) if made.text == committed => {}
        Ok(_) => row.failures.push("stale: run `cargo xtask bundle`".into()),
        Err(e) => row.failures.push(e.to_string()),
    }
    let exe = scratch.join(&row.name);
    match rustc.compile(&source, &exe, "2021", true) {
        Ok(()) => Some(exe),
        Err(e) => {
            row.failures.push(format!("does not compile: {e}"));
            None
        }
    }
}

fn check_fixtures(root: &Path, exe: &Path, row: &mut Row) {
    match fixtures::cases(root, &row.name) {
        Ok(cases) => {
            let passed = cases
                .iter()
                .filter(|c| fixtures::check(exe, c).is_ok())
                .count();
            row.fixtures = (passed, cases.len());
            if passed < cases.len() {
                row.failures.push(format!(
                    "{} of {} fixtures fail",
                    cases.len() - passed,
                    cases.len()
                ));
            }
        }
        Err(e) => row.failures.push(e),
    }
}

/// Times the bundle and the cargo binary on the largest input, or on the known data file.
fn time_largest(
    root: &Path,
    problem: &Problem,
    exe: &Path,
    cargo: &Path,
    row: &mut Row,
    progress: &mut dyn FnMut(&str),
) {
    let scratch = root.join("target/xtask");
    row.limits = problem.limits;
    let name = &row.name;
    let (input, expected) = if let Some(max) = problem.max {
        progress(&format!("{name}: generating the largest input"));
        let text = max();
        let path = scratch.join(format!("{name}.max.in"));
        if let Err(e) = std::fs::write(&path, &text) {
            row.failures.push(format!("{}: {e}", path.display()));
            return;
        }
        row.input = format!("largest, {} MB", mb(text.len() as u64));
        (path, None)
    } else if let Some((_, file, answer)) = DATA.iter().find(|d| d.0 == name) {
        let path = root.join(file);
        if !path.exists() {
            row.input = format!("{file} is missing");
            row.failures
                .push(format!("{file} is missing: nothing to run"));
            return;
        }
        row.input = format!(
            "{}",
            Path::new(file)
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
        );
        (path, Some(*answer))
    } else {
        row.failures
            .push("no largest input and no data file".into());
        return;
    };
    progress(&format!(
        "{name}: timing the bundle and the cargo binary, best of {RUNS} each"
    ));
    let xtask = match std::env::current_exe() {
        Ok(path) => path,
        Err(e) => {
            row.failures
                .push(format!("cannot find the xtask binary: {e}"));
            return;
        }
    };
    let (out_bundle, out_cargo) = (
        scratch.join(format!("{name}.bundle.out")),
        scratch.join(format!("{name}.cargo.out")),
    );
    match (
        measure::best_of(RUNS, &xtask, exe, &input, &out_bundle),
        measure::best_of(RUNS, &xtask, cargo, &input, &out_cargo),
    ) {
        (Ok(b), Ok(c)) => {
            row.bundle = Some(b);
            row.cargo = Some(c);
        }
        (Err(e), _) | (_, Err(e)) => {
            row.failures.push(e);
            return;
        }
    }
    let (a, b) = (
        std::fs::read(&out_bundle).unwrap_or_default(),
        std::fs::read(&out_cargo).unwrap_or_default(),
    );
    if a != b {
        row.failures
            .push("the bundle's output differs from the cargo binary's".into());
    }
    if let Some(answer) = expected {
        let got = String::from_utf8_lossy(&a).trim().to_string();
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

fn seconds(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}

/// The rows as a Markdown table, ready for the README.
pub fn table(rows: &[Row]) -> String {
    let mut out = String::from(
        "| problem | bundle bytes | fixtures | timed input | time: bundle, cargo (limit) \
         | peak memory: bundle, cargo (limit) | verdict |\n|---|---|---|---|---|---|---|\n",
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
                format!(" ({} s)", l.time_ms / 1000),
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
            "| {} | {bytes} | {}/{} | {} | {}{time_limit} | {}{memory_limit} | {verdict} |\n",
            row.name,
            row.fixtures.0,
            row.fixtures.1,
            if row.input.is_empty() {
                "-"
            } else {
                &row.input
            },
            runs(&|r| seconds(r.wall)),
            runs(&|r| format!("{} MB", mb(r.peak_bytes))),
        ));
    }
    out
}
