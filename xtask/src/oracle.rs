//! A problem's oracle, the program `NAME-oracle`, run one mode at a time: its brute
//! force, its random and largest inputs, its split and join of test cases and its
//! shrinker. The tooling never links a problem's code: it runs this program, as
//! Polygon runs a generator, so that checking one problem builds that one alone.
//!
//! The modes are the oracle's command line (`xtask/oracle/src/cli.rs`); the exit
//! codes that answer and the frames that carry lists are its [`protocol`], the same
//! file the oracle uses.

#[path = "../oracle/src/protocol.rs"]
pub mod protocol;

use crate::fixtures::{self, Case, Expected};
use std::path::{Path, PathBuf};
use std::time::Duration;

use protocol::{NOT_ANSWERED, REFUSED};

/// How long one run of the oracle may take: brute forces are slow by design, but
/// one that runs past this is a harness fault.
pub const DEADLINE: Duration = Duration::from_secs(120);

/// A problem's built oracle program.
#[derive(Clone, Debug)]
pub struct Oracle {
    /// The executable.
    pub exe: PathBuf,
    /// Where [`Oracle::brute_fixture`] keeps its answers, when it keeps them.
    pub cache: Option<PathBuf>,
}

/// What the brute force makes of an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The answer, exactly as the binary must print it.
    Valid(String),
    /// The input is not valid, and why.
    Refused(String),
    /// A fixture the brute force does not answer (beyond what it reads).
    NotAnswered,
}

impl Oracle {
    /// The oracle at `exe`.
    pub fn new(exe: &Path) -> Oracle {
        Oracle {
            exe: exe.to_path_buf(),
            cache: None,
        }
    }

    /// This oracle with its answers to fixtures kept in the folder `dir`, each under
    /// a hash of the executable's size and time, the case's name and its input: a
    /// brute force is slow by design (vpstrategy's takes seconds a fixture), and a
    /// fixture's answer changes only with the oracle or the fixture.
    pub fn caching(self, dir: &Path) -> Oracle {
        Oracle {
            cache: Some(dir.to_path_buf()),
            ..self
        }
    }

    /// Runs one mode with `input` on stdin: stdout, or with a refusal (exit 3 or 4)
    /// its code and message.
    ///
    /// # Errors
    /// A harness fault: the program does not start, panics, runs past [`DEADLINE`],
    /// or exits otherwise; the message names the mode and quotes its stderr.
    fn run(&self, args: &[&str], input: &[u8]) -> Result<Result<Vec<u8>, (i32, String)>, String> {
        let timed = fixtures::run_within_args(&self.exe, args, input, DEADLINE)?;
        let mode = args.join(" ");
        if timed.killed {
            return Err(format!(
                "the oracle ran past {} s on `{mode}`",
                DEADLINE.as_secs()
            ));
        }
        let stderr = String::from_utf8_lossy(&timed.output.stderr)
            .trim()
            .to_string();
        match timed.output.status.code() {
            Some(0) => Ok(Ok(timed.output.stdout)),
            Some(code) if code == i32::from(REFUSED) || code == i32::from(NOT_ANSWERED) => {
                Ok(Err((code, stderr)))
            }
            code => Err(format!(
                "the oracle failed on `{mode}` ({}): {stderr}",
                code.map_or("killed by a signal".to_string(), |c| format!(
                    "exit code {c}"
                ))
            )),
        }
    }

    /// The brute force's answer to `input`.
    ///
    /// # Errors
    /// A harness fault: the program does not start, panics, runs past [`DEADLINE`],
    /// or exits otherwise.
    pub fn brute(&self, input: &str) -> Result<Answer, String> {
        Ok(match self.run(&["brute"], input.as_bytes())? {
            Ok(out) => Answer::Valid(text(out)),
            Err((_, why)) => Answer::Refused(why),
        })
    }

    /// The brute force's answer to the fixture `case` (its input `input`), cut back
    /// to the statement's part where the oracle says the fixture is beyond it.
    ///
    /// # Errors
    /// A harness fault.
    pub fn brute_fixture(&self, case: &str, input: &[u8]) -> Result<Answer, String> {
        let kept = self.cache.as_ref().and_then(|dir| {
            let stamp = std::fs::metadata(&self.exe).ok()?;
            let mut hash = Fnv::default();
            hash.write(&stamp.len().to_le_bytes());
            let time = stamp
                .modified()
                .ok()?
                .duration_since(std::time::UNIX_EPOCH)
                .ok()?;
            hash.write(&time.as_nanos().to_le_bytes());
            hash.write(case.as_bytes());
            hash.write(&[0]);
            hash.write(input);
            Some(dir.join(format!("{:016x}", hash.0)))
        });
        if let Some(answer) = kept.as_ref().and_then(|path| read_kept(path)) {
            return Ok(answer);
        }
        let answer = match self.run(&["brute", "--fixture", case], input)? {
            Ok(out) => Answer::Valid(text(out)),
            Err((code, _)) if code == i32::from(NOT_ANSWERED) => Answer::NotAnswered,
            Err((_, why)) => Answer::Refused(why),
        };
        if let Some(path) = kept {
            // A cache that cannot be written is no cache: the answer stands.
            let _ = write_kept(&path, &answer);
        }
        Ok(answer)
    }

    /// A random input of `size` from `seed`.
    ///
    /// # Errors
    /// A harness fault.
    pub fn random(&self, size: usize, seed: u64) -> Result<String, String> {
        let (size, seed) = (size.to_string(), seed.to_string());
        self.run(&["random", &size, &seed], b"")?
            .map(text)
            .map_err(|(_, why)| why)
    }

    /// A random input of `size` from `seed` and the brute force's answer to it.
    ///
    /// # Errors
    /// A harness fault, or the brute force refusing its own generator's input.
    pub fn case(&self, size: usize, seed: u64) -> Result<(String, String), String> {
        let (size, seed) = (size.to_string(), seed.to_string());
        let out = self
            .run(&["case", &size, &seed], b"")?
            .map_err(|(_, why)| why)?;
        match <[String; 2]>::try_from(protocol::read_frames(&out)?) {
            Ok([input, answer]) => Ok((input, answer)),
            Err(_) => Err("the oracle's `case` gave no input and answer".into()),
        }
    }

    /// The largest input the statement allows; `None` when the oracle has none.
    ///
    /// # Errors
    /// A harness fault.
    pub fn max(&self) -> Result<Option<String>, String> {
        Ok(self.run(&["max"], b"")?.ok().map(text))
    }

    /// The test cases of `input`; `None` when it does not split.
    ///
    /// # Errors
    /// A harness fault.
    pub fn split(&self, input: &str) -> Result<Option<Vec<String>>, String> {
        match self.run(&["split"], input.as_bytes())? {
            Ok(out) => protocol::read_frames(&out).map(Some),
            Err(_) => Ok(None),
        }
    }

    /// One input of these test cases.
    ///
    /// # Errors
    /// A harness fault.
    pub fn join(&self, cases: &[String]) -> Result<String, String> {
        self.run(&["join"], &protocol::frames(cases))?
            .map(text)
            .map_err(|(_, why)| why)
    }

    /// Smaller variants of the one-case input `input`, most promising first.
    ///
    /// # Errors
    /// A harness fault.
    pub fn shrink(&self, input: &str) -> Result<Vec<String>, String> {
        let out = self
            .run(&["shrink"], input.as_bytes())?
            .map_err(|(_, why)| why)?;
        protocol::read_frames(&out)
    }
}

/// Whether the brute force's `answer` to the fixture `case` is what the case
/// expects: a case with an answer must get exactly it (within the folder's
/// tolerance), a case the binary must refuse must be refused. A case with a warning
/// (content beyond the statement) that the brute force refuses, and a case the
/// oracle says it does not answer, pass, saying so.
///
/// # Errors
/// What differs.
pub fn verdict(case: &Case, answer: Answer) -> Result<&'static str, String> {
    match (&case.expected, answer) {
        (_, Answer::NotAnswered) => Ok("--   not answered: beyond what it reads"),
        (
            Expected::Output {
                text, tolerance, ..
            },
            Answer::Valid(got),
        ) => {
            let same = match tolerance {
                Some(t) => fixtures::same_within(text, &got, *t),
                None => *text == got,
            };
            match same {
                true => Ok("AC"),
                false => Err(format!(
                    "the brute force's answer differs{}",
                    fixtures::diff(text, &got, *tolerance).unwrap_or_default()
                )),
            }
        }
        (
            Expected::Output {
                warning: Some(_), ..
            },
            Answer::Refused(_),
        ) => Ok("--   refused: content beyond the statement"),
        (Expected::Output { .. }, Answer::Refused(why)) => Err(format!(
            "the brute force refuses a case with an answer: {why}"
        )),
        (Expected::Error(_), Answer::Refused(_)) => Ok("AC (refused)"),
        (Expected::Error(_), Answer::Valid(got)) => Err(format!(
            "the brute force answers a case the binary must refuse:\n{}",
            fixtures::excerpt("its answer", &got)
        )),
    }
}

/// The 64-bit FNV-1a hash, for the cache's file names (std's hasher may change
/// between Rust versions, and a cache must not).
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// A kept answer: its kind's letter (`V`alid, `R`efused, `N`ot answered), then its text.
fn read_kept(path: &Path) -> Option<Answer> {
    let kept = std::fs::read_to_string(path).ok()?;
    let (kind, rest) = kept.split_at_checked(1)?;
    match kind {
        "V" => Some(Answer::Valid(rest.to_string())),
        "R" => Some(Answer::Refused(rest.to_string())),
        "N" => Some(Answer::NotAnswered),
        _ => None,
    }
}

/// Keeps an answer, written whole or not at all (a temporary file renamed).
fn write_kept(path: &Path, answer: &Answer) -> std::io::Result<()> {
    let text = match answer {
        Answer::Valid(out) => format!("V{out}"),
        Answer::Refused(why) => format!("R{why}"),
        Answer::NotAnswered => "N".to_string(),
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let temporary = path.with_extension(format!("{}.tmp", std::process::id()));
    std::fs::write(&temporary, text)?;
    std::fs::rename(&temporary, path)
}

/// Program output as text (the oracle writes UTF-8; a stray byte is shown, not lost).
fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}
