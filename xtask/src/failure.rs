//! How a command fails: the lines it prints and the exit code, in one place.

use std::process::ExitCode;

/// Why a command failed: one line per problem, and the exit code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// What went wrong, one problem a line, each printed after `error: `.
    pub lines: Vec<String>,
    /// The exit code: 2 for a usage error, 1 for a check that did not pass.
    pub code: u8,
}

impl Failure {
    /// A request that names nothing sensible: exit 2.
    pub fn usage(line: impl Into<String>) -> Failure {
        Failure {
            lines: vec![line.into()],
            code: 2,
        }
    }

    /// A check that did not pass, or an error along the way: exit 1.
    pub fn failed(lines: Vec<String>) -> Failure {
        Failure { lines, code: 1 }
    }

    /// [`Failure::failed`] with one line.
    pub fn one(line: impl std::fmt::Display) -> Failure {
        Failure::failed(vec![line.to_string()])
    }
}

/// A command's outcome as the process's exit code, its failure's lines on stderr.
pub fn exit(result: Result<(), Failure>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            for line in &failure.lines {
                eprintln!("error: {line}");
            }
            ExitCode::from(failure.code)
        }
    }
}
