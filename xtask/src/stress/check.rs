//! One input judged: the brute force's answer from the problem's oracle, the
//! program's from its own run, compared as the fixtures compare, and a disagreement
//! named as judges name it.

use crate::fixtures;
use crate::oracle::{Answer, Oracle};
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

/// Everything needed to judge an input: the oracle, the program and its limit.
#[derive(Clone, Debug)]
pub struct Referee {
    /// The problem's oracle, with its brute force.
    pub oracle: Oracle,
    /// The program under test.
    pub exe: PathBuf,
    /// Past this the program is killed: TLE.
    pub limit: Duration,
    /// The fixtures' tolerance for numbers, from `fixtures/NAME/TOLERANCE`.
    pub tolerance: Option<f64>,
}

impl Referee {
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

    /// The brute force's answer, then [`Referee::run`]: an input it refuses, or one
    /// it fails on (a panic: a bug of the harness, whatever the input), is
    /// [`Check::Invalid`].
    ///
    /// # Errors
    /// When the program cannot be started.
    pub fn check(&self, input: &str) -> Result<Check, String> {
        match self.oracle.brute(input) {
            Ok(Answer::Valid(expected)) => self.run(input, &expected),
            Ok(Answer::Refused(why)) | Err(why) => Ok(Check::Invalid(why)),
            Ok(Answer::NotAnswered) => Ok(Check::Invalid("not answered".into())),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_read_as_written() {
        assert_eq!(seconds(Duration::from_millis(500)), "0.5");
    }
}
