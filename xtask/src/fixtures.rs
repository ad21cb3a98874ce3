//! Runs the fixture cases of `fixtures/<name>/` through any executable: the cargo
//! binary in `cargo test`, the compiled bundle in the bundle tests and in `judge`.
//!
//! - `<case>.in` with `<case>.out`: the run exits 0 and prints exactly that (or,
//!   when the folder has a `TOLERANCE` file, the same tokens with numbers within
//!   that absolute tolerance);
//! - `<case>.in` with `<case>.err`: the run exits 2, prints nothing on stdout, and
//!   prints on stderr exactly the file's one line,
//!   ``error: [test case K, ]line L: what is wrong: `token` ``.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// One fixture: an input and what a run on it must give.
#[derive(Clone, Debug)]
pub struct Case {
    /// The `.in` file.
    pub input: PathBuf,
    /// What the run must give.
    pub expected: Expected,
}

/// What a run must give.
#[derive(Clone, Debug)]
pub enum Expected {
    /// Exit 0 and this stdout, numbers compared within the tolerance if there is one.
    Output {
        /// The expected stdout.
        text: String,
        /// The absolute tolerance for numbers, from the folder's `TOLERANCE` file.
        tolerance: Option<f64>,
    },
    /// Exit 2, an empty stdout, and exactly this one line (newline included) on stderr.
    Error(String),
}

/// The problems that have fixtures: the folders under `fixtures/`, sorted.
///
/// # Errors
/// When `fixtures/` cannot be read.
pub fn problems(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("fixtures");
    let entries = fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .filter_map(|p| Some(p.file_name()?.to_str()?.to_string()))
        .collect();
    names.sort();
    Ok(names)
}

/// The cases of `fixtures/<name>/`, sorted by file name.
///
/// # Errors
/// An unreadable folder, a `TOLERANCE` file that is not a number, or an `.in` file
/// with neither an `.out` nor an `.err` beside it.
pub fn cases(root: &Path, name: &str) -> Result<Vec<Case>, String> {
    let dir = root.join("fixtures").join(name);
    let entries = fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let tolerance = match fs::read_to_string(dir.join("TOLERANCE")) {
        Ok(text) => Some(
            text.trim()
                .parse::<f64>()
                .map_err(|e| format!("{}/TOLERANCE: {e}", dir.display()))?,
        ),
        Err(_) => None,
    };
    let mut inputs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
        .into_iter()
        .map(|input| {
            let expected = if let Ok(text) = fs::read_to_string(input.with_extension("out")) {
                Expected::Output { text, tolerance }
            } else if let Ok(line) = fs::read_to_string(input.with_extension("err")) {
                if line.lines().count() != 1 || !line.ends_with('\n') {
                    return Err(format!(
                        "{}.err must hold one line, not {line:?}",
                        input.display()
                    ));
                }
                Expected::Error(line)
            } else {
                return Err(format!("{}: no .out or .err beside it", input.display()));
            };
            Ok(Case { input, expected })
        })
        .collect()
}

/// How long one run on a fixture or a test input may take before it is killed.
pub const DEADLINE: Duration = Duration::from_secs(20);

/// Runs `exe` with `input` on stdin and collects its output, killing it after
/// [`DEADLINE`].
///
/// # Errors
/// When `exe` cannot be started, or runs past the deadline.
pub fn run(exe: &Path, input: &[u8]) -> Result<Output, String> {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
    let pid = libc::pid_t::try_from(child.id()).map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // Feed stdin and drain stdout and stderr from threads, so that no pipe fills up
    // and blocks either side; wait in another, so that this one can keep the time.
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        // A program may exit without reading everything: not our error.
        let _ = stdin.write_all(&input);
    });
    let (done, finished) = mpsc::channel();
    let waiter = std::thread::spawn(move || {
        let output = child.wait_with_output();
        let _ = done.send(());
        output
    });
    // The child is not reaped until the waiter's `wait_with_output` returns.
    let timed_out = crate::measure::kill_at(DEADLINE, pid, &finished);
    let output = waiter
        .join()
        .expect("the waiting thread ends")
        .map_err(|e| e.to_string())?;
    feeder.join().expect("the feeding thread ends");
    if timed_out {
        return Err(format!(
            "{} ran past {} s and was killed",
            exe.display(),
            DEADLINE.as_secs()
        ));
    }
    Ok(output)
}

/// A run of [`run_within`]: what the program printed, how long it ran, and whether
/// it was killed at the deadline.
#[derive(Debug)]
pub struct Timed {
    /// Exit status, stdout and stderr (of a killed run: what it wrote before).
    pub output: Output,
    /// From start to exit or to the kill.
    pub elapsed: Duration,
    /// Whether it ran past the deadline and was killed.
    pub killed: bool,
}

/// [`run`] with a deadline of the caller's and the time it took; running past the
/// deadline is a result ([`Timed::killed`]), not an error: the stress tester's TLE.
///
/// # Errors
/// When `exe` cannot be started or waited for.
pub fn run_within(exe: &Path, input: &[u8], deadline: Duration) -> Result<Timed, String> {
    let start = std::time::Instant::now();
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
    let pid = libc::pid_t::try_from(child.id()).map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // As in `run`: feed and drain from threads, keep the time here.
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let (done, finished) = mpsc::channel();
    let waiter = std::thread::spawn(move || {
        let output = child.wait_with_output();
        let _ = done.send(());
        output
    });
    let killed = crate::measure::kill_at(deadline, pid, &finished);
    let output = waiter
        .join()
        .expect("the waiting thread ends")
        .map_err(|e| e.to_string())?;
    let elapsed = start.elapsed();
    feeder.join().expect("the feeding thread ends");
    Ok(Timed {
        output,
        elapsed,
        killed,
    })
}

/// Runs one case through `exe`.
///
/// # Errors
/// A message saying what differs, or why the run failed.
///
/// # Panics
/// If the input cannot be read.
pub fn check(exe: &Path, case: &Case) -> Result<(), String> {
    let input = fs::read(&case.input)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", case.input.display()));
    let output = run(exe, &input)?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let code = output.status.code();
    match &case.expected {
        Expected::Output { text, tolerance } => {
            let same = match tolerance {
                Some(t) => same_within(text, &stdout, *t),
                None => *text == stdout,
            };
            if code != Some(0) || !same {
                return Err(format!(
                    "exit {code:?}\nexpected:\n{text}\ngot:\n{stdout}\nstderr:\n{stderr}"
                ));
            }
        }
        Expected::Error(line) => {
            if code != Some(2) || !stdout.is_empty() || stderr != *line {
                return Err(format!(
                    "exit {code:?}, stdout {stdout:?}\nexpected exit 2 and stderr {line:?}\n\
                     got stderr {stderr:?}"
                ));
            }
        }
    }
    Ok(())
}

/// Whether two outputs have the same tokens, numbers within `tolerance` of each other.
pub fn same_within(expected: &str, actual: &str, tolerance: f64) -> bool {
    let (e, a): (Vec<&str>, Vec<&str>) = (
        expected.split_whitespace().collect(),
        actual.split_whitespace().collect(),
    );
    e.len() == a.len()
        && e.iter()
            .zip(&a)
            .all(|(x, y)| match (x.parse::<f64>(), y.parse::<f64>()) {
                (Ok(x), Ok(y)) => (x - y).abs() <= tolerance,
                _ => x == y,
            })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tolerance_compares_numbers_only() {
        assert!(same_within("0.5 x", "0.5000001 x", 1e-6));
        assert!(!same_within("0.5 x", "0.50001 x", 1e-6));
        assert!(!same_within("0.5 x", "0.5 y", 1e-6));
        assert!(!same_within("0.5", "0.5 0.5", 1e-6));
    }
}
