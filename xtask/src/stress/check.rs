//! One input judged: the brute force's answer in this process, the program's in its
//! own, compared as the fixtures compare, and a disagreement named as judges name it.

use crate::fixtures;
use showdown::problems::Oracle;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// How a program fails on a valid input, as judges say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Wrong answer: exit 0, another output.
    WrongAnswer,
    /// Runtime error: a crash, a non-zero exit, or an `error:` line on stderr.
    RuntimeError,
    /// Time limit exceeded: killed at the limit.
    TimeLimit,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimit => "TLE",
        })
    }
}

/// A program's failure on one valid input.
#[derive(Clone, Debug)]
pub struct Failure {
    /// How it failed.
    pub verdict: Verdict,
    /// The brute force's answer.
    pub expected: String,
    /// The program's stdout.
    pub got: String,
    /// The program's stderr.
    pub stderr: String,
    /// One line on what the program did: its exit, or the kill.
    pub what: String,
}

/// What one input gives.
#[derive(Clone, Debug)]
pub enum Check {
    /// The brute force refuses it: not an input at all.
    Invalid(String),
    /// The program agrees with the brute force.
    Pass,
    /// The program fails on it.
    Fail(Failure),
}

/// Why the brute force gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoAnswer {
    /// It says the input is not valid.
    Refused(String),
    /// It panicked (a bug of the harness, whatever the input).
    Panicked(String),
}

/// Everything needed to judge an input: the oracle, the program and its limit.
#[derive(Clone, Debug)]
pub struct Referee {
    /// The problem's brute force.
    pub oracle: Oracle,
    /// The program under test.
    pub exe: PathBuf,
    /// Past this the program is killed: TLE.
    pub limit: Duration,
    /// The fixtures' tolerance for numbers, from `fixtures/NAME/TOLERANCE`.
    pub tolerance: Option<f64>,
}

impl Referee {
    /// The brute force's answer, a panic caught.
    ///
    /// # Errors
    /// Its refusal, or its panic's message.
    pub fn brute(&self, input: &str) -> Result<String, NoAnswer> {
        match guarded(|| (self.oracle.brute)(input)) {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(why)) => Err(NoAnswer::Refused(why)),
            Err(panic) => Err(NoAnswer::Panicked(panic)),
        }
    }

    /// Runs the program on `input` whose brute-force answer is `expected`.
    ///
    /// # Errors
    /// When the program cannot be started.
    pub fn run(&self, input: &str, expected: &str) -> Result<Check, String> {
        let run = fixtures::run_within(&self.exe, input.as_bytes(), self.limit)?;
        let got = String::from_utf8_lossy(&run.output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&run.output.stderr).into_owned();
        let code = run.output.status.code();
        let error_line = stderr.lines().find(|l| l.starts_with("error:"));
        let (verdict, what) = if run.killed {
            let what = format!("killed at the time limit, {} s", seconds(self.limit));
            (Verdict::TimeLimit, what)
        } else if code != Some(0) {
            let what = match (code, error_line) {
                (Some(c), Some(line)) => format!("exit code {c}: {line}"),
                (Some(c), None) => format!("exit code {c}"),
                (None, _) => signal(&run.output.status),
            };
            (Verdict::RuntimeError, what)
        } else if let Some(line) = error_line {
            (Verdict::RuntimeError, format!("exit code 0 but {line}"))
        } else {
            let same = match self.tolerance {
                Some(t) => fixtures::same_within(expected, &got, t),
                None => expected == got,
            };
            if same {
                return Ok(Check::Pass);
            }
            // No time in it: the same failure replayed must read the same.
            (Verdict::WrongAnswer, "exit code 0, another answer".into())
        };
        Ok(Check::Fail(Failure {
            verdict,
            expected: expected.to_string(),
            got,
            stderr,
            what,
        }))
    }

    /// [`Referee::brute`], then [`Referee::run`]: a refused or panicking input is [`Check::Invalid`].
    ///
    /// # Errors
    /// When the program cannot be started.
    pub fn check(&self, input: &str) -> Result<Check, String> {
        match self.brute(input) {
            Ok(expected) => self.run(input, &expected),
            Err(NoAnswer::Refused(why) | NoAnswer::Panicked(why)) => Ok(Check::Invalid(why)),
        }
    }
}

/// A duration as `judge` writes it.
pub use crate::judge::seconds;

fn signal(status: &std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match status.signal() {
        Some(libc::SIGSEGV) => {
            "killed by signal 11 (SIGSEGV: a stack overflow or a bad access)".into()
        }
        Some(libc::SIGABRT) => "killed by signal 6 (SIGABRT: an abort)".into(),
        Some(s) => format!("killed by signal {s}"),
        None => "ended without an exit code".into(),
    }
}

thread_local! {
    /// Whether this thread is inside [`guarded`], whose panics are reported, not printed.
    static GUARDED: Cell<bool> = const { Cell::new(false) };
    /// The last guarded panic's message and place.
    static PANIC: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Runs `f`, turning a panic into its message (with its place) instead of a crash;
/// the default hook still prints every other thread's panics.
///
/// # Errors
/// The panic's message.
pub fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if GUARDED.get() {
                PANIC.set(info.to_string().replace('\n', " "));
            } else {
                previous(info);
            }
        }));
    });
    let was = GUARDED.replace(true);
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    GUARDED.set(was);
    result.map_err(|_| PANIC.take())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guarded_panic_is_its_message() {
        assert_eq!(guarded(|| 2 + 2), Ok(4));
        let err = guarded(|| -> u8 { panic!("no {}", "way") }).unwrap_err();
        assert!(err.contains("no way") && err.contains("check.rs"), "{err}");
        assert_eq!(seconds(Duration::from_millis(500)), "0.5");
    }
}
