//! `cargo xtask test NAME [--watch]`: from an edit to a verdict in seconds.
//!
//! One run formats the problem's files, then builds two programs side by side, on
//! the two threads a laptop or CI core pair gives:
//! - the cargo binary, `cargo build --profile loop --bin NAME`: release's
//!   optimisations, built incrementally in many codegen units, so that only what the
//!   edit touched is rebuilt, in about a second;
//! - the bundle, made from the sources now and compiled as the problem's judge
//!   compiles it (`rustc --edition 2021 -O`, the judge's Rust when rustup has it,
//!   [`crate::rustc::judge_version`]), cached by its text; `submit/NAME.rs` is
//!   rewritten only when it changed and compiled.
//!
//! Every fixture runs through each program as soon as it is built, so the binary's
//! verdicts come while the bundle still compiles (2 to 13 s with `-O`), and the
//! bundle's after them. Each run is timed with its peak memory by the measuring
//! helper ([`crate::measure`]) and gets one line: the verdict, the time and the
//! memory. A failure's lines follow it, with the first lines where the output
//! differs ([`crate::fixtures::verdict`]). The exit code is 1 when any verdict is
//! not AC. The binary's times may share the machine with rustc: the judge's time is
//! the bundle's, and `cargo xtask judge` times both alone.
//!
//! The verdicts, as a judge gives them: TLE past the time limit (a run is killed at
//! three times it), MLE past the memory limit, RE for a crash (a signal, or an exit
//! code that is neither 0 nor the error contract's 2), WA for any other difference
//! from the fixture, AC. A problem with no judge has no limits: only RE, WA and AC.
//!
//! `--watch` polls the files every [`POLL`] and runs again after each save. Polling
//! is enough here: the tree holds a few hundred files, a scan costs well under a
//! millisecond, it works the same on every file system (containers and network
//! mounts included, where change notifications may never come), and it adds no
//! dependency to the tool this command exists to keep fast.

use crate::bundle;
use crate::failure::Failure;
use crate::fixtures::{self, Case};
use crate::judge;
use crate::measure;
use crate::rustc::Rustc;
use showdown::problems::{Files, Kind, problem};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

/// How often `--watch` looks for changes.
pub const POLL: Duration = Duration::from_millis(250);

/// The arguments of `cargo xtask test`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The problem to test.
    #[arg(value_name = "NAME")]
    pub name: String,
    /// Run again on every save of the sources or the problem's fixtures, until
    /// Ctrl-C.
    #[arg(long)]
    pub watch: bool,
}

/// Runs `cargo xtask test`.
///
/// # Errors
/// An unknown problem (exit 2); a build that fails or a verdict other than AC
/// (exit 1). Under `--watch` it returns only when the files cannot be read.
pub fn command(root: &Path, args: &Args) -> Result<(), Failure> {
    let name = bundle::chosen(root, std::slice::from_ref(&args.name))?.remove(0);
    if !args.watch {
        return once(root, &name);
    }
    loop {
        if let Err(failure) = once(root, &name) {
            for line in &failure.lines {
                eprintln!("error: {line}");
            }
        }
        let seen = snapshot(root, &name);
        println!("watching src/ and fixtures/{name}/: save to run again, Ctrl-C to stop");
        while snapshot(root, &name) == seen {
            std::thread::sleep(POLL);
        }
        // An editor may write a file in several steps: let it finish.
        std::thread::sleep(POLL);
        println!();
    }
}

/// The files whose change makes `--watch` run again, with their times: the
/// package's sources and manifest, and the problem's fixtures (not its bundle,
/// which a run writes).
fn snapshot(root: &Path, name: &str) -> BTreeMap<PathBuf, Option<SystemTime>> {
    fn walk(dir: &Path, into: &mut BTreeMap<PathBuf, Option<SystemTime>>) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            match entry.metadata() {
                Ok(m) if m.is_dir() => walk(&path, into),
                Ok(m) => {
                    into.insert(path, m.modified().ok());
                }
                Err(_) => {}
            }
        }
    }
    let mut seen = BTreeMap::new();
    walk(&root.join("src"), &mut seen);
    walk(&root.join(Files { name }.fixtures()), &mut seen);
    let manifest = root.join("Cargo.toml");
    let modified = fs::metadata(&manifest).and_then(|m| m.modified()).ok();
    seen.insert(manifest, modified);
    seen
}

/// A program that ran the fixtures.
struct Program {
    /// `binary` or `bundle`, for the table.
    label: &'static str,
    exe: PathBuf,
}

/// The judge's limits, when there is a judge.
#[derive(Clone, Copy)]
struct Bounds {
    time: Duration,
    memory_bytes: u64,
}

/// The fixtures of one run and what running them needs.
struct Runs<'a> {
    name: &'a str,
    cases: Vec<Case>,
    bounds: Option<Bounds>,
    /// This tool, whose `measure` helper times each run.
    xtask: PathBuf,
    /// Where the runs' outputs go, a pair of files per program.
    scratch: PathBuf,
    /// The widest case name, for the table.
    width: usize,
}

/// What one program's runs gave.
#[derive(Default)]
struct Outcome {
    /// The programs that ran the fixtures: 1 for one that built, else 0.
    programs: usize,
    passed: usize,
    runs: usize,
    /// One line per run (or build) that failed, for the error.
    failures: Vec<String>,
}

impl Outcome {
    /// Adds `other`'s counts and failures to these.
    fn absorb(&mut self, other: Outcome) {
        self.programs += other.programs;
        self.passed += other.passed;
        self.runs += other.runs;
        self.failures.extend(other.failures);
    }
}

impl Runs<'_> {
    /// Runs every fixture through `program`, printing a line for each as it ends
    /// (and a failure's details under it).
    fn through(&self, program: &Program) -> Result<Outcome, Failure> {
        let mut outcome = Outcome {
            programs: 1,
            ..Outcome::default()
        };
        for case in &self.cases {
            outcome.runs += 1;
            let (verdict, line, detail) =
                judge_case(&self.xtask, &self.scratch, program, case, self.bounds)?;
            // One print per case, so that the two programs' lines never mix.
            let mut text = format!(
                "{:<w$}  {:<6}  {line}\n",
                case.name(),
                program.label,
                w = self.width
            );
            if verdict == "AC" {
                outcome.passed += 1;
            } else {
                for l in detail.lines() {
                    text.push_str(&format!("    {l}\n"));
                }
                outcome.failures.push(format!(
                    "{}/{}.in: {verdict} ({})",
                    Files { name: self.name }.fixtures(),
                    case.name(),
                    program.label
                ));
            }
            print!("{text}");
        }
        Ok(outcome)
    }
}

/// One run: format, build both programs side by side, and run every fixture through
/// each as soon as it is built (see the module's docs).
fn once(root: &Path, name: &str) -> Result<(), Failure> {
    let start = Instant::now();
    let entry = problem(name);
    let bounds = entry.and_then(|p| match p.kind {
        Kind::Judged { limits, .. } => Some(Bounds {
            time: Duration::from_millis(limits.time_ms),
            memory_bytes: limits.memory_bytes,
        }),
        Kind::Unjudged(_) => None,
    });
    crate::tidy::format_problem(root, name);
    let rustc = Rustc::for_problem(name).map_err(Failure::one)?;
    let cases = fixtures::cases(root, name).map_err(Failure::one)?;
    let scratch = root.join("target/xtask/test").join(name);
    fs::create_dir_all(&scratch)
        .map_err(|e| Failure::one(format!("{}: {e}", scratch.display())))?;
    let xtask =
        std::env::current_exe().map_err(|e| Failure::one(format!("no xtask binary: {e}")))?;
    let runs = Runs {
        name,
        width: cases.iter().map(|c| c.name().len()).max().unwrap_or(0),
        cases,
        bounds,
        xtask,
        scratch,
    };
    // The binary builds and runs on a spawned thread; the bundle is made on this
    // one, which `--watch` keeps: the bundler's parsed files are kept per thread, so
    // a run after an edit parses only the files it changed.
    let (binary, binary_done, bundled) = std::thread::scope(|s| {
        let binary = s.spawn(|| {
            let (built, time) = timed(|| judge::build_binary(root, name, judge::LOOP_PROFILE));
            let outcome = match built {
                Ok(exe) => {
                    println!("the binary built in {:.1} s", time.as_secs_f64());
                    runs.through(&Program {
                        label: "binary",
                        exe,
                    })?
                }
                Err(e) => Outcome {
                    failures: vec![e],
                    ..Outcome::default()
                },
            };
            Ok::<_, Failure>((outcome, start.elapsed()))
        });
        let bundled = timed(|| build_bundle(root, name, &rustc));
        let (binary, binary_done) = binary.join().expect("the binary's thread ends")?;
        Ok::<_, Failure>((binary, binary_done, bundled))
    })?;
    let (bundled, bundle_time) = bundled;
    let mut outcome = binary;
    match bundled {
        Ok((exe, note)) => {
            println!(
                "the bundle built in {:.1} s: {note}",
                bundle_time.as_secs_f64()
            );
            outcome.absorb(runs.through(&Program {
                label: "bundle",
                exe,
            })?);
        }
        Err(e) => outcome.failures.push(e),
    }
    println!(
        "{name}: {} of {} runs AC ({} fixtures, {} programs) in {:.1} s, \
         the binary's in {:.1} s",
        outcome.passed,
        outcome.runs,
        runs.cases.len(),
        outcome.programs,
        start.elapsed().as_secs_f64(),
        binary_done.as_secs_f64()
    );
    if outcome.failures.is_empty() {
        Ok(())
    } else {
        Err(Failure::failed(outcome.failures))
    }
}

/// What `f` gives, and how long it took.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    (f(), start.elapsed())
}

/// The bundle made from the sources now, compiled as the judge compiles it; once it
/// compiles, written to `submit/NAME.rs` if it changed. Returns the executable and a
/// line that says what happened.
fn build_bundle(root: &Path, name: &str, rustc: &Rustc) -> Result<(PathBuf, String), String> {
    let made = bundle::bundle(root, name).map_err(|e| e.to_string())?;
    let dir = root.join("target/xtask/test");
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let source = dir.join(format!("{name}.rs"));
    fs::write(&source, &made.text).map_err(|e| format!("{}: {e}", source.display()))?;
    let exe = dir.join(format!("{name}-{}", rustc.release().replace('.', "_")));
    rustc
        .compile_cached(&source, &exe, "2021", true)
        .map_err(|e| format!("the bundle does not compile with {}: {e}", rustc.version))?;
    let submission = Files { name }.submission();
    let path = root.join(&submission);
    let unchanged = fs::read_to_string(&path).is_ok_and(|old| old == made.text);
    if !unchanged {
        fs::write(&path, &made.text).map_err(|e| format!("{submission}: {e}"))?;
    }
    Ok((
        exe,
        format!(
            "{submission}: {} bytes{}, compiled with {} --edition 2021 -O",
            bundle::thousands(made.text.len()),
            if unchanged { "" } else { ", written" },
            rustc.version
        ),
    ))
}

/// Runs one case through one program: the verdict, its line of the table (verdict,
/// time, memory) and, for a failure, what differs.
fn judge_case(
    xtask: &Path,
    scratch: &Path,
    program: &Program,
    case: &Case,
    bounds: Option<Bounds>,
) -> Result<(&'static str, String, String), Failure> {
    let (out, err) = (
        scratch.join(format!("{}.stdout", program.label)),
        scratch.join(format!("{}.stderr", program.label)),
    );
    let deadline = bounds.map_or(fixtures::DEADLINE, |b| 3 * b.time);
    let run = measure::run(xtask, &program.exe, &case.input, &out, Some(&err), deadline)
        .map_err(Failure::one)?;
    let read = |path: &Path| fs::read(path).unwrap_or_default();
    let output = std::process::Output {
        status: exit_status(run.code),
        stdout: read(&out),
        stderr: read(&err),
    };
    let judged = fixtures::verdict(case, &output);
    let over_time = run.killed || bounds.is_some_and(|b| run.wall > b.time);
    let over_memory = bounds.is_some_and(|b| run.peak_bytes > b.memory_bytes);
    let crashed = !matches!(run.code, Some(0 | 2));
    let verdict = if over_time {
        "TLE"
    } else if over_memory {
        "MLE"
    } else if crashed {
        "RE"
    } else if judged.is_err() {
        "WA"
    } else {
        "AC"
    };
    let line = format!(
        "{verdict:<3}  {:>7.1} ms  {:>6.1} MB",
        run.wall.as_secs_f64() * 1e3,
        run.peak_bytes as f64 / 1e6
    );
    let mut detail = judged.err().unwrap_or_default();
    if over_time {
        detail = format!(
            "ran {:.2} s, over the limit\n{detail}",
            run.wall.as_secs_f64()
        );
    } else if over_memory {
        detail = format!(
            "peaked at {} bytes, over the limit\n{detail}",
            run.peak_bytes
        );
    }
    Ok((verdict, line, detail))
}

/// An exit status with this code, or a kill by a signal when there is none.
fn exit_status(code: Option<i32>) -> std::process::ExitStatus {
    use std::os::unix::process::ExitStatusExt;
    // A wait status: the code in the second byte, or signal 9 in the first.
    std::process::ExitStatus::from_raw(code.map_or(9, |c| (c & 0xff) << 8))
}
