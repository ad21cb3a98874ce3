//! `cargo xtask stress NAME`: random inputs through the program and through the
//! problem's brute force until they disagree; then the disagreement shrunk to a
//! smallest input, shown, and with `--save` kept as a fixture.
//!
//! The program is a process: the cargo binary (built first, profile `loop`), or with
//! `--bundle` the committed `submit/NAME.rs` compiled as the judge compiles it. The
//! brute force, the generator and the splitting of inputs into test cases are the
//! problem's oracle's, a process too ([`crate::oracle`]), built with the binary.
//!
//! Attempt `k` (0-based inside, shown counting from 1, so that "attempt 7" has six
//! passing attempts before it) is the oracle's `random` at a size that grows from 1 with `k`
//! (about `1 + sqrt(k / 4)`, up to `--max-size`), from a generator seeded by the
//! seed and `k` alone: the same seed gives the same inputs, whatever `--jobs`, and
//! the first failing attempt is the one of lowest `k` (every attempt before it is
//! run to the end). A run is judged as the fixtures are (exact, or within
//! `fixtures/NAME/TOLERANCE`), and a failure named as judges name it: WA (another
//! answer), RE (a crash, a non-zero exit, or a stderr line starting `error:`) or
//! TLE (killed at the problem's time limit; 10 s with no judge).
//!
//! Exit codes:
//! - 0: no disagreement within the budget: `--seconds` (10 s by default), or
//!   `--attempts` alone (no time limit), or both, whichever ends first (the `ok` line
//!   then says when the time ran out first);
//! - 1: a counterexample, shown shrunk (and saved with `--save`);
//! - 2: nothing was tested: a usage error (an unknown problem, a bad option value),
//!   or a program that does not build;
//! - 3: the harness itself failed, not the program: the oracle panicked, made an
//!   input its own brute force refuses, or could not be started, or the program
//!   could not be started. Nothing is saved then.

mod check;
mod options;
mod program;
mod save;
mod show;
mod shrink;

use crate::bundle::thousands;
use crate::cargo::{self, LOOP_PROFILE};
use crate::fixtures;
use crate::oracle::Oracle;
use crate::problems::Problem;
use check::{Check, Failure, Referee};
pub use options::Args;
use options::Options;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// No disagreement within the budget.
pub const CLEAN: u8 = 0;
/// A counterexample was found.
pub const FOUND: u8 = 1;
/// Nothing was tested: a usage error, or no program.
pub const USAGE: u8 = 2;
/// The harness failed: the generator or the brute force, not the program.
pub const HARNESS: u8 = 3;

/// How long a program with no judge may run on one input.
const NO_JUDGE_LIMIT: Duration = Duration::from_secs(10);

/// Shrinking runs at most this many candidates, for at most this long.
const SHRINK_RUNS: usize = 5_000;
/// See [`SHRINK_RUNS`].
const SHRINK_TIME: Duration = Duration::from_secs(60);

/// Runs `cargo xtask stress` with `args`, for the repository at `root`; prints as it
/// goes and returns the exit code of the module docs.
pub fn main(root: &Path, args: Args) -> ExitCode {
    match stress(root, args) {
        Ok(code) => ExitCode::from(code),
        Err((code, why)) => {
            eprintln!("error: {why}");
            ExitCode::from(code)
        }
    }
}

/// What the search ended on.
enum Finding {
    /// Attempt `index` failed.
    Fails {
        index: usize,
        size: usize,
        input: String,
        failure: Failure,
    },
    /// The harness failed on attempt `index`.
    Harness {
        index: usize,
        size: usize,
        input: Option<String>,
        why: String,
    },
}

impl Finding {
    fn index(&self) -> usize {
        match self {
            Finding::Fails { index, .. } | Finding::Harness { index, .. } => *index,
        }
    }
}

fn stress(root: &Path, args: Args) -> Result<u8, (u8, String)> {
    let clock = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    // Six digits: short enough to type, and stress runs need no more variety.
    let options = Options::new(args, (clock % 1_000_000) as u64);
    let problem = crate::problems::find(root, &options.name).map_err(|e| (USAGE, e))?;
    let tolerance = fixtures::tolerance(root, &problem.name).map_err(|e| (USAGE, e))?;
    let built = cargo::build_one(root, &problem.name, LOOP_PROFILE).map_err(|e| (USAGE, e))?;
    let (program, note) = if options.bundle {
        program::bundle(root, &problem).map_err(|e| (USAGE, e))?
    } else {
        let program = program::Program {
            exe: built.binary.clone(),
            what: "the cargo binary".into(),
        };
        (program, None)
    };
    let limit = problem.judge().map_or(NO_JUDGE_LIMIT, |j| j.time);
    let referee = Referee {
        oracle: Oracle::new(&built.oracle),
        exe: program.exe.clone(),
        limit,
        tolerance,
    };
    let replay = replay(&options);
    let budget = match (options.budget == options::NO_TIME_LIMIT, options.attempts) {
        (true, attempts) => format!("{} attempts", thousands(attempts)),
        (false, usize::MAX) => format!("{} s", check::seconds(options.budget)),
        (false, attempts) => format!(
            "{} s or {} attempts",
            check::seconds(options.budget),
            thousands(attempts)
        ),
    };
    println!(
        "stress {}: seed {}, {budget}, sizes up to {}, {} job{}; time limit {} s",
        problem.name,
        options.seed,
        options.max_size,
        options.jobs,
        if options.jobs == 1 { "" } else { "s" },
        check::seconds(limit)
    );
    println!("program: {} ({})", program.what, program.exe.display());
    if let Some(note) = note {
        println!("note: {note}");
    }
    println!("replay: {replay}");

    let start = Instant::now();
    let search = search(&referee, &options);
    match search.finding {
        None => {
            let secs = start.elapsed().as_secs_f64().max(1e-9);
            println!(
                "ok: no disagreement in {:.1} s: {} inputs ({} inputs/s), sizes 1 to {}{}",
                secs,
                thousands(search.inputs),
                rate(search.inputs, secs),
                search.size,
                if options.attempts != usize::MAX && search.inputs < options.attempts {
                    format!(
                        "; the time ran out before {} attempts",
                        thousands(options.attempts)
                    )
                } else {
                    String::new()
                }
            );
            Ok(CLEAN)
        }
        Some(Finding::Harness {
            index,
            size,
            input,
            why,
        }) => {
            println!(
                "attempt {} (size {size}): the harness failed, not the program",
                index + 1
            );
            if let Some(input) = input {
                show_input("the input", &input);
            }
            println!("replay: {replay}");
            Err((HARNESS, format!("the harness failed: {why}")))
        }
        Some(Finding::Fails {
            index,
            size,
            input,
            failure,
        }) => {
            println!(
                "attempt {} (size {size}) fails: {} ({}); the {} before it passed, in {:.1} s",
                index + 1,
                failure.verdict,
                failure.what,
                thousands(index),
                start.elapsed().as_secs_f64()
            );
            report(
                root, &problem, &referee, &options, &replay, index, input, failure,
            )?;
            Ok(FOUND)
        }
    }
}

/// `inputs` over `secs` as a rate, whole above 10 a second (`1,250`), with a tenth
/// below (`0.3`): a slow brute force (vpstrategy's plays every deal) runs few.
fn rate(inputs: usize, secs: f64) -> String {
    let rate = inputs as f64 / secs;
    match rate < 10.0 {
        true => format!("{rate:.1}"),
        false => thousands(rate as usize),
    }
}

/// The command that replays this run: everything that chooses the inputs.
fn replay(options: &Options) -> String {
    let mut command = format!(
        "cargo xtask stress {} --seed {}",
        options.name, options.seed
    );
    let default_budget = if options.attempts == usize::MAX {
        Duration::from_secs_f64(options::DEFAULT_SECONDS)
    } else {
        options::NO_TIME_LIMIT
    };
    if options.budget != default_budget {
        command.push_str(&format!(" --seconds {}", check::seconds(options.budget)));
    }
    if options.attempts != usize::MAX {
        command.push_str(&format!(" --attempts {}", options.attempts));
    }
    if options.max_size != options::DEFAULT_MAX_SIZE {
        command.push_str(&format!(" --max-size {}", options.max_size));
    }
    if options.bundle {
        command.push_str(" --bundle");
    }
    command
}

/// Attempt `index`'s generator seed: its own stream, not an offset into another's
/// (SplitMix64's output function on the seed and the index).
fn attempt_seed(seed: u64, index: usize) -> u64 {
    let mut z = (seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Attempt `index`'s size: one, then growing like a square root, so that most
/// attempts stay small and the first failure usually is.
fn size_of(index: usize, max_size: usize) -> usize {
    (1 + (index / 4).isqrt()).min(max_size)
}

/// What the search saw.
struct Search {
    finding: Option<Finding>,
    inputs: usize,
    size: usize,
}

/// Runs attempts on `options.jobs` threads until the time or the attempts run out, or one
/// fails; prints progress about once a second.
fn search(referee: &Referee, options: &Options) -> Search {
    let start = Instant::now();
    let end = start + options.budget;
    let next = AtomicUsize::new(0);
    // The lowest attempt found failing so far; attempts above it need not run.
    let lowest = AtomicUsize::new(usize::MAX);
    let inputs = AtomicUsize::new(0);
    let running = AtomicUsize::new(options.jobs);
    let findings: Mutex<Vec<Finding>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..options.jobs {
            s.spawn(|| {
                // The deadline is checked before an attempt is taken, never after:
                // every attempt taken runs, so none below a failure is skipped.
                while Instant::now() < end {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= options.attempts || index > lowest.load(Ordering::SeqCst) {
                        break;
                    }
                    match attempt(referee, options, index) {
                        Ok(()) => {
                            inputs.fetch_add(1, Ordering::Relaxed);
                        }
                        Err(finding) => {
                            lowest.fetch_min(index, Ordering::SeqCst);
                            findings.lock().expect("no worker panics").push(*finding);
                        }
                    }
                }
                running.fetch_sub(1, Ordering::SeqCst);
            });
        }
        let mut shown = 1;
        while running.load(Ordering::SeqCst) > 0 {
            std::thread::sleep(Duration::from_millis(20));
            let elapsed = start.elapsed().as_secs_f64();
            if elapsed >= shown as f64 && running.load(Ordering::SeqCst) > 0 {
                shown += 1;
                let done = inputs.load(Ordering::Relaxed);
                println!(
                    "[{elapsed:5.1} s] {} inputs, {} inputs/s, size {}",
                    thousands(done),
                    rate(done, elapsed),
                    size_of(next.load(Ordering::Relaxed), options.max_size)
                );
            }
        }
    });
    let finding = findings
        .into_inner()
        .expect("no worker panics")
        .into_iter()
        .min_by_key(Finding::index);
    let taken = next.load(Ordering::SeqCst).min(options.attempts);
    Search {
        finding,
        inputs: inputs.load(Ordering::SeqCst),
        size: size_of(taken.saturating_sub(1), options.max_size),
    }
}

/// One attempt: nothing when the program agrees, else what went wrong.
fn attempt(referee: &Referee, options: &Options, index: usize) -> Result<(), Box<Finding>> {
    let size = size_of(index, options.max_size);
    let harness = |input: Option<&String>, why: String| {
        Box::new(Finding::Harness {
            index,
            size,
            input: input.cloned(),
            why,
        })
    };
    let seed = attempt_seed(options.seed, index);
    let (input, expected) = referee
        .oracle
        .case(size, seed)
        .map_err(|why| harness(None, format!("at size {size}: {why}")))?;
    match referee.run(&input, &expected) {
        Ok(Check::Pass) => Ok(()),
        Ok(Check::Fail(failure)) => Err(Box::new(Finding::Fails {
            index,
            size,
            input,
            failure,
        })),
        Ok(Check::Invalid(why)) => Err(harness(Some(&input), why)),
        Err(e) => Err(harness(Some(&input), e)),
    }
}

/// Shrinks the counterexample, shows it, and saves it when asked.
#[allow(clippy::too_many_arguments)]
fn report(
    root: &Path,
    problem: &Problem,
    referee: &Referee,
    options: &Options,
    replay: &str,
    index: usize,
    input: String,
    failure: Failure,
) -> Result<(), (u8, String)> {
    let verdict = failure.verdict;
    let oracle = &referee.oracle;
    // A harness fault while shrinking (the oracle failing on a candidate) leaves that
    // candidate out, as an input that does not split or shrink.
    let split = |text: &str| oracle.split(text).ok().flatten();
    let join = |cases: &[String]| oracle.join(cases).unwrap_or_default();
    let variants = |text: &str| oracle.shrink(text).unwrap_or_default();
    let plan = shrink::Plan {
        split: &split,
        join: &join,
        shrink: &variants,
        jobs: options.jobs,
        max_runs: SHRINK_RUNS,
        max_time: SHRINK_TIME,
    };
    println!(
        "shrinking (test cases, then within a case the problem's own shrinker, lines, tokens \
         and numbers) ..."
    );
    // Valid, and failing the same way; a panic of the brute force on a candidate
    // makes it invalid (check::Referee::check).
    let test = |text: &str| match referee.check(text) {
        Ok(Check::Fail(f)) if f.verdict == verdict => Some(f),
        _ => None,
    };
    let shrunk = shrink::shrink(&input, failure, &plan, &test);
    println!("shrunk: {}", shrunk.log());
    if shrunk.together {
        println!(
            "the failure needs these {} test cases together: none fails alone (state leaking \
             from one case to the next?)",
            shrunk.cases.1
        );
    }
    let failure = &shrunk.failure;
    show_input("minimal input", &shrunk.input);
    println!("{}: {}", failure.verdict, failure.what);
    match failure.verdict {
        check::Verdict::WrongAnswer => {
            let diff = fixtures::diff(&failure.expected, &failure.got, referee.tolerance)
                .unwrap_or_default();
            println!("the answer differs from the brute force's{diff}");
        }
        _ => {
            print!(
                "expected (the brute force):\n{}",
                show::head(&failure.expected, 8)
            );
            if !failure.got.is_empty() {
                print!("the program's stdout:\n{}", show::head(&failure.got, 8));
            }
            if !failure.stderr.is_empty() {
                print!("the program's stderr:\n{}", show::head(&failure.stderr, 8));
            }
        }
    }
    println!("replay: {replay}");
    if options.save {
        let table = save::ends_with_table(root, &problem.name);
        let row = |stem: &str| {
            let found = format!(
                "found by `{replay}` ({verdict} at attempt {}), shrunk",
                index + 1
            );
            let answer = format!("the brute force (`{}-oracle`)", problem.name);
            if table {
                format!("| `{stem}` | {found} | {answer} |")
            } else {
                format!("- `{stem}`: {found}; its answer comes from {answer}.")
            }
        };
        match save::save(root, &problem.name, &shrunk.input, &failure.expected, &row) {
            Ok(save::Saved::Written(path)) => println!(
                "saved {} (with its .out, the brute force's answer) and a line in fixtures/{}/README.md",
                path.strip_prefix(root).unwrap_or(&path).display(),
                problem.name
            ),
            Ok(save::Saved::Exists(path)) => println!(
                "not saved: {} has this input already",
                path.strip_prefix(root).unwrap_or(&path).display()
            ),
            Err(e) => return Err((FOUND, format!("--save failed: {e}"))),
        }
    }
    Ok(())
}

/// An input as a quoted one-liner (every byte shown) and, when short, line by line.
fn show_input(what: &str, input: &str) {
    println!(
        "{what} ({}, {}): {}",
        fixtures::count(input.len(), "byte"),
        fixtures::count(input.lines().count(), "line"),
        show::cut(&format!("{input:?}"))
    );
    print!("{}", show::head(input, 20));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_start_at_one_and_grow_slowly() {
        let sizes: Vec<usize> = [0, 3, 4, 15, 16, 399, 400]
            .map(|i| size_of(i, 100))
            .to_vec();
        assert_eq!(sizes, [1, 1, 2, 2, 3, 10, 11]);
        assert_eq!(size_of(1_000_000, 30), 30);
        assert_ne!(attempt_seed(1, 0), attempt_seed(1, 1));
        assert_ne!(attempt_seed(1, 0), attempt_seed(2, 0));
    }
}
