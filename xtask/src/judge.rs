//! The check before submitting: each problem's bundle compiled as its judge compiles
//! it, its fixtures, and its largest input timed against the judge's limits.
//!
//! For each problem: the committed `submit/<name>.rs` must be what the sources make
//! now and fit the size limit; it is compiled with `rustc --edition 2021 -O` by its
//! judge's own Rust when rustup has it (AtCoder's 1.70, Baekjoon's 1.73, and
//! Codeforces' 1.89 for the rest, where the judge's is unknown and where there is no
//! judge: [`crate::rustc::problem_version`]), cached by its text, through rustc's
//! incremental cache ([`Rustc::compile_quick`]) unless `--exact` asks for the
//! judge's own build, unchanged (the dated runs' figures); every fixture runs
//! through it; the largest input the statement allows (the oracle's `max`) runs
//! through it [`RUNS`] times, keeping the best wall-clock time and the highest peak
//! memory, and once through the cargo binary (Cargo's profile `loop`, which `cargo
//! xtask test` builds too, so that judging one problem builds nothing else), whose
//! output must be byte-identical: the bundle is what is judged, and the binary's one
//! run checks it and shows its time beside. A run is killed at three
//! times the time limit. A problem with no judge (euler54) runs its known data file
//! and shows the answer.

use crate::bundle::{self, LIMIT, thousands};
use crate::cargo::{self, LOOP_PROFILE, Programs};
use crate::failure::Failure;
use crate::fixtures;
use crate::layout::Files;
use crate::measure::{self, Run};
use crate::oracle::Oracle;
use crate::problems::{Grading, Judge, Problem};
use crate::rustc::{Rustc, problem_version};
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
    /// The problems to judge; every problem when none is named.
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// Build each bundle exactly as the judge does (`rustc --edition 2021 -O`, no
    /// incremental cache): slower to build after an edit, for the figures of a run.
    #[arg(long)]
    pub exact: bool,
}

/// Runs `cargo xtask judge` for the problems `names`, or for all when there are
/// none; prints the table.
///
/// # Errors
/// An unknown problem (exit 2); a step that cannot run, or any failed verdict (exit 1).
pub fn command(root: &Path, args: &Args) -> Result<(), Failure> {
    let names = bundle::chosen(root, &args.names)?;
    let all = crate::problems::all(root).map_err(Failure::one)?;
    let problems: Vec<Problem> = names
        .iter()
        .filter_map(|n| all.iter().find(|p| p.name == *n).cloned())
        .collect();
    let start = std::time::Instant::now();
    let mut progress = |step: &str| {
        println!("[{:5.1} s] {step} ...", start.elapsed().as_secs_f64());
    };
    let rows = judge(root, &problems, args.exact, &mut progress).map_err(Failure::one)?;
    println!();
    for (row, problem) in rows.iter().zip(&problems) {
        let wanted = problem_version(problem);
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
         where known{}; times are wall clock, the bundle's best of {RUNS}, the cargo \
         binary's one run",
        if args.exact {
            ", as the judge builds them"
        } else {
            ", through rustc's incremental cache (--exact: as the judge builds them)"
        }
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
    /// The cargo binary's runs on it (profile `loop`), likewise.
    pub cargo: Option<Run>,
    /// The judge and its limits.
    pub limits: Option<Judge>,
    /// Everything that fails; empty for a pass.
    pub failures: Vec<String>,
}

impl Row {
    /// Whether everything passed.
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Checks the problems, their bundles built exactly as the judge builds them when
/// `exact`, else through rustc's incremental cache; `progress` hears each step
/// before it starts.
///
/// # Errors
/// When the problems' programs cannot be built: nothing can be judged. A problem
/// whose judge's Rust cannot be found ([`Rustc::for_problem`]) fails in its row.
pub fn judge(
    root: &Path,
    problems: &[Problem],
    exact: bool,
    progress: &mut dyn FnMut(&str),
) -> Result<Vec<Row>, String> {
    let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
    progress(&format!(
        "building the cargo binaries and oracles (cargo build --profile {LOOP_PROFILE})"
    ));
    let programs = cargo::build(root, &names, LOOP_PROFILE)?;
    let scratch = root.join("target/xtask");
    std::fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let xtask =
        std::env::current_exe().map_err(|e| format!("cannot find the xtask binary: {e}"))?;

    let mut rows: Vec<Row> = problems
        .iter()
        .map(|problem| Row {
            name: problem.name.clone(),
            limits: problem.judge().cloned(),
            ..Row::default()
        })
        .collect();
    // One probe per version of Rust, not per problem.
    let mut compilers: BTreeMap<&str, Result<Rustc, String>> = BTreeMap::new();
    for problem in problems {
        let version = problem_version(problem);
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
            .zip(problems)
            .map(|((row, exe), problem)| {
                let (rustc, scratch) = (&compilers[problem_version(problem)], &scratch);
                s.spawn(move || match rustc {
                    Ok(rustc) => *exe = prepare(rustc, root, scratch, exact, row),
                    Err(e) => row.failures.push(e.clone()),
                })
            })
            .collect();
        jobs.into_iter()
            .for_each(|j| j.join().expect("a compile thread ends"));
    });
    for ((row, exe), problem) in rows.iter_mut().zip(&exes).zip(problems) {
        let Some(exe) = exe else { continue };
        progress(&format!("{}: fixtures through the bundle", row.name));
        check_fixtures(root, exe, row, progress);
        let built = &programs[&problem.name];
        time_largest(root, &xtask, problem, exe, built, row, progress);
    }
    Ok(rows)
}

/// Checks that the committed bundle is fresh and small enough, and compiles it, as
/// the judge does when `exact`; returns the executable when it compiled.
fn prepare(
    rustc: &Rustc,
    root: &Path,
    scratch: &Path,
    exact: bool,
    row: &mut Row,
) -> Option<PathBuf> {
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
    let built = if exact {
        rustc.compile_bundle(root, &row.name, &scratch.join("judge"), "2021", true)
    } else {
        let exe = rustc.quick_exe(root, &row.name);
        std::fs::read_to_string(&source)
            .map_err(|e| format!("{}: {e}", source.display()))
            .and_then(|text| rustc.compile_quick(&text, &exe))
            .map(|_| exe)
    };
    match built {
        Ok(exe) => {
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
    built: &Programs,
    row: &mut Row,
    progress: &mut dyn FnMut(&str),
) {
    let scratch = root.join("target/xtask");
    let name = row.name.clone();
    let cargo = built.binary.as_path();
    let (input, answer) = match &problem.grading {
        Grading::Judged(_) => {
            progress(&format!(
                "{name}: generating the largest input (its oracle's `max`)"
            ));
            let text = match Oracle::new(&built.oracle).max() {
                Ok(Some(text)) => text,
                Ok(None) => {
                    row.failures
                        .push("the oracle has no largest input (`max`)".into());
                    return;
                }
                Err(e) => {
                    row.failures.push(e);
                    return;
                }
            };
            let path = scratch.join(format!("{name}.max.in"));
            if let Err(e) = std::fs::write(&path, &text) {
                row.failures.push(format!("{}: {e}", path.display()));
                return;
            }
            row.input = format!("largest, {} MB", mb(text.len() as u64));
            (path, None)
        }
        Grading::Unjudged(data) => {
            let (file, answer) = (data.path.as_str(), data.answer.as_str());
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
        .as_ref()
        .map_or(NO_JUDGE_DEADLINE, |l| 3 * l.time);
    progress(&format!(
        "{name}: timing the bundle ({RUNS} runs) and the cargo binary (one run)"
    ));
    let outputs = [
        scratch.join(format!("{name}.bundle.out")),
        scratch.join(format!("{name}.cargo.out")),
    ];
    let mut best: [Option<Run>; 2] = [None, None];
    for round in 0..RUNS {
        // The cargo binary runs in the first round only.
        let programs = [exe, cargo]
            .into_iter()
            .take(if round == 0 { 2 } else { 1 });
        for ((program, output), best) in programs.zip(&outputs).zip(&mut best) {
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
    if let (Some(limits), Some(run)) = (&row.limits, &row.bundle) {
        if run.wall > limits.time {
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
        let (time_limit, memory_limit) = match &row.limits {
            Some(l) => (
                format!(" ({} s)", seconds(l.time)),
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
            limits: Some(Judge {
                name: "j".into(),
                time: Duration::from_millis(2_500),
                memory_bytes: 1,
                memory: "64 MB".into(),
                note: None,
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
