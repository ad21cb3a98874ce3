//! `cargo xtask test NAME [--watch]`: from an edit to a verdict in seconds, every
//! check of the problem, so that no step of a contest needs `cargo test`.
//!
//! One run formats the problem's files, then works on the two threads a laptop or
//! CI core pair gives:
//! - the problem's own package, `cargo build --profile loop -p NAME --bins --tests`:
//!   the cargo binary, the oracle and their unit tests in one Cargo run, with
//!   release's optimisations, built incrementally over the library's build, so that
//!   an edit rebuilds the problem's crate alone; then every fixture through the
//!   binary, then through the brute force (the oracle's `brute --fixture`, which must
//!   give each `.out` and refuse each `.err` input), then the unit tests;
//! - the bundle, made from the sources now and compiled by the problem's judge's
//!   Rust with `-O` (when rustup has it, [`crate::rustc::judge_version`]), through
//!   rustc's incremental cache ([`Rustc::compile_quick`], which `cargo xtask judge`
//!   shares) and cached by its text; `submit/NAME.rs` is rewritten only when it
//!   changed and compiled; then every fixture through it.
//!
//! So the binary's verdicts come while the bundle still compiles, and the bundle's
//! after them. Each run is timed with its peak memory by the measuring helper
//! ([`crate::measure`]) and gets one line: the verdict, the time and the memory. A
//! failure's lines follow it, with the first lines where the output differs
//! ([`crate::fixtures::verdict`]). The exit code is 1 when any verdict is not AC. The
//! binary's times may share the machine with rustc: the judge's time is the
//! bundle's, and `cargo xtask judge` times both alone.
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
use crate::cargo::{self, LOOP_PROFILE};
use crate::failure::Failure;
use crate::fixtures::{self, Case};
use crate::layout::Files;
use crate::measure;
use crate::oracle::Oracle;
use crate::rustc::Rustc;
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
        println!(
            "watching src/, problems/{name}/ and fixtures/{name}/: save to run again, \
             Ctrl-C to stop"
        );
        while snapshot(root, &name) == seen {
            std::thread::sleep(POLL);
        }
        // An editor may write a file in several steps: let it finish.
        std::thread::sleep(POLL);
        println!();
    }
}

/// The files whose change makes `--watch` run again, with their times: the
/// library's sources and manifest, the problem's package, and its fixtures (not its
/// bundle, which a run writes).
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
    walk(&root.join(Files { name }.package()), &mut seen);
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
        let judged = in_parallel(&self.cases, |k, case| {
            judge_case(&self.xtask, &self.scratch, program, k, case, self.bounds)
        });
        for (case, judged) in self.cases.iter().zip(judged) {
            outcome.runs += 1;
            let (verdict, line, detail) = judged?;
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

    /// Runs every fixture through the brute force, judged by
    /// [`crate::oracle::verdict`].
    fn through_brute(&self, oracle: &Oracle) -> Result<Outcome, Failure> {
        let mut outcome = Outcome {
            programs: 1,
            ..Outcome::default()
        };
        let answers = in_parallel(&self.cases, |_, case| {
            oracle.brute_fixture(&case.name(), &fixtures::read_input(case))
        });
        for (case, answer) in self.cases.iter().zip(answers) {
            outcome.runs += 1;
            let answer = answer.map_err(Failure::one)?;
            let failure = crate::oracle::verdict(case, answer);
            let label = format!("{:<w$}  brute   ", case.name(), w = self.width);
            match failure {
                Ok(line) => {
                    outcome.passed += 1;
                    println!("{label}{line}");
                }
                Err(detail) => {
                    let mut text = format!("{label}WA\n");
                    for l in detail.lines() {
                        text.push_str(&format!("    {l}\n"));
                    }
                    print!("{text}");
                    outcome.failures.push(format!(
                        "{}/{}.in: the brute force disagrees",
                        Files { name: self.name }.fixtures(),
                        case.name()
                    ));
                }
            }
        }
        Ok(outcome)
    }
}

/// One run: format, build the problem's programs and its bundle side by side, and
/// run every check as soon as what it needs is built (see the module's docs).
fn once(root: &Path, name: &str) -> Result<(), Failure> {
    let start = Instant::now();
    let problem = crate::problems::find(root, name).map_err(Failure::usage)?;
    let bounds = problem.judge().map(|j| Bounds {
        time: j.time,
        memory_bytes: j.memory_bytes,
    });
    // The judge's Rust asked for its version while rustfmt runs: two processes
    // that each take a few hundredths of a second, before anything can build.
    let rustc = std::thread::scope(|s| {
        let probe = s.spawn(|| Rustc::for_problem(&problem));
        crate::tidy::format_problem(root, name);
        probe.join().expect("the probe's thread ends")
    })
    .map_err(Failure::one)?;
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
    // The package builds and runs on a spawned thread; the bundle is made on this
    // one, which `--watch` keeps: the bundler's parsed files are kept per thread, so
    // a run after an edit parses only the files it changed.
    let (package, package_done, bundled) = std::thread::scope(|s| {
        let package = s.spawn(|| {
            let outcome = package_checks(root, &runs)?;
            Ok::<_, Failure>((outcome, start.elapsed()))
        });
        let bundled = timed(|| build_bundle(root, name, &rustc));
        let (package, package_done) = package.join().expect("the package's thread ends")?;
        Ok::<_, Failure>((package, package_done, bundled))
    })?;
    let (bundled, bundle_time) = bundled;
    let mut outcome = package;
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
        "{name}: {} of {} checks pass ({} fixtures through the binary, the brute force \
         and the bundle; the unit tests) in {:.1} s, the package's in {:.1} s",
        outcome.passed,
        outcome.runs,
        runs.cases.len(),
        start.elapsed().as_secs_f64(),
        package_done.as_secs_f64()
    );
    if outcome.failures.is_empty() {
        Ok(())
    } else {
        Err(Failure::failed(outcome.failures))
    }
}

/// The package's side of a run: its binary and oracle built, every fixture
/// through the binary and the brute force, then its unit tests built and run.
fn package_checks(root: &Path, runs: &Runs) -> Result<Outcome, Failure> {
    let name = runs.name;
    let (built, time) = timed(|| cargo::build_with_tests(root, name, LOOP_PROFILE));
    let (programs, tests) = match built {
        Ok(built) => built,
        Err(e) => {
            return Ok(Outcome {
                runs: 1,
                failures: vec![e],
                ..Outcome::default()
            });
        }
    };
    println!(
        "the binary, the oracle and their unit tests built in {:.1} s",
        time.as_secs_f64()
    );
    let mut outcome = runs.through(&Program {
        label: "binary",
        exe: programs.binary,
    })?;
    let kept = root.join("target/xtask/brute").join(name);
    outcome.absorb(runs.through_brute(&Oracle::new(&programs.oracle).caching(&kept))?);
    let (tests, time) = timed(|| unit_tests(root, name, &tests));
    match tests {
        Ok(line) => {
            println!("unit tests: {line} in {:.1} s", time.as_secs_f64());
            outcome.runs += 1;
            outcome.passed += 1;
        }
        Err(e) => {
            println!("unit tests: FAILED in {:.1} s\n{e}", time.as_secs_f64());
            outcome.runs += 1;
            outcome.failures.push(format!(
                "the unit tests of {name} fail (`cargo test -p {name}`)"
            ));
        }
    }
    Ok(outcome)
}

/// Runs the problem's unit tests (its solution's and its oracle's, built with its
/// binary, in its profile), the test executables side by side; the count that
/// passed. An executable that passed before, unchanged and with the fixtures it may
/// read unchanged, is not run again: the tests are seeded, so it would pass again
/// (an edit to the solution leaves the oracle's tests as they were, and vpstrategy's
/// and videopoker's take seconds).
///
/// # Errors
/// The failing tests' output.
fn unit_tests(root: &Path, name: &str, exes: &[PathBuf]) -> Result<String, String> {
    let package = root.join(Files { name }.package());
    let fixtures = root.join(Files { name }.fixtures());
    let stamps = root.join("target/xtask/test").join(name).join("passed");
    let results: Vec<Result<usize, String>> = std::thread::scope(|s| {
        let jobs: Vec<_> = exes
            .iter()
            .map(|exe| {
                let (package, stamps) = (&package, &stamps);
                let stamp = stamps.join(pass_stamp(exe, &fixtures));
                s.spawn(move || {
                    if let Ok(kept) = fs::read_to_string(&stamp) {
                        return Ok(kept.trim().parse().unwrap_or(0));
                    }
                    let output = std::process::Command::new(exe)
                        .arg("-q")
                        .current_dir(package)
                        .output()
                        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
                    let text = String::from_utf8_lossy(&output.stdout);
                    if !output.status.success() {
                        return Err(format!("{text}{}", String::from_utf8_lossy(&output.stderr)));
                    }
                    let passed = text
                        .lines()
                        .filter_map(|l| l.strip_prefix("test result: ok. "))
                        .filter_map(|l| l.split(' ').next()?.parse::<usize>().ok())
                        .sum::<usize>();
                    // A stamp that cannot be written only means running it again.
                    let _ = fs::create_dir_all(stamps)
                        .and_then(|()| fs::write(&stamp, passed.to_string()));
                    Ok(passed)
                })
            })
            .collect();
        jobs.into_iter()
            .map(|j| j.join().expect("a test runner ends"))
            .collect()
    });
    let mut passed = 0;
    for result in results {
        passed += result?;
    }
    Ok(format!("{passed} passed"))
}

/// The name of the stamp that says a test executable passed: a hash of its size and
/// time and of every fixture file's name, size and time.
fn pass_stamp(exe: &Path, fixtures: &Path) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let mut files: Vec<PathBuf> = fs::read_dir(fixtures)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    for path in std::iter::once(exe.to_path_buf()).chain(files) {
        let meta = fs::metadata(&path).ok();
        std::hash::Hash::hash(&path, &mut hasher);
        std::hash::Hash::hash(&meta.as_ref().map(fs::Metadata::len), &mut hasher);
        std::hash::Hash::hash(&meta.and_then(|m| m.modified().ok()), &mut hasher);
    }
    format!("{:016x}", std::hash::Hasher::finish(&hasher))
}

/// `f` of each case (with its index), run on a few threads at once: each run is
/// mostly a process starting, so more runs than cores overlap well; the results
/// in the cases' order.
fn in_parallel<T: Send>(cases: &[Case], f: impl Fn(usize, &Case) -> T + Sync) -> Vec<T> {
    const JOBS: usize = 4;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<T>>> =
        cases.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..JOBS.min(cases.len()) {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(case) = cases.get(k) else { break };
                    let result = f(k, case);
                    *results[k].lock().expect("no run panics") = Some(result);
                }
            });
        }
    });
    results
        .into_iter()
        .map(|r| {
            r.into_inner()
                .expect("no run panics")
                .expect("every case ran")
        })
        .collect()
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
    let exe = rustc.quick_exe(root, name);
    // The bundler's last check of the bundle is this build, so that a bundle whose
    // dead code is the last run's costs one rustc run, not two.
    let build = |text: &str| rustc.compile_quick(text, &exe).ok();
    let made = bundle::bundle_with(root, name, &build).map_err(|e| e.to_string())?;
    rustc
        .compile_quick(&made.text, &exe)
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
    index: usize,
    case: &Case,
    bounds: Option<Bounds>,
) -> Result<(&'static str, String, String), Failure> {
    let (out, err) = (
        scratch.join(format!("{}-{index}.stdout", program.label)),
        scratch.join(format!("{}-{index}.stderr", program.label)),
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
