//! Runs the fixture cases of `fixtures/<name>/` through any executable: the cargo
//! binary in `cargo test -p xtask --test problems`, the compiled bundle there too (the
//! `bundle::<name>::<case>` tests) and in `cargo xtask judge`. All three report a
//! failure with the same message, made by [`verdict`].
//!
//! # The files of a case
//!
//! - `<case>.in` with `<case>.out`: the run exits 0, prints exactly that on stdout
//!   (or, when the folder has a `TOLERANCE` file, the same tokens with numbers within
//!   that absolute tolerance), and prints nothing on stderr;
//! - `<case>.in` with `<case>.out` and `<case>.warn`: the same, except that stderr
//!   must be exactly the `.warn` file's one line (newline included), the warning of
//!   a binary that answered an input with content that cannot change the answer,
//!   such as trailing content after the last case;
//! - `<case>.in` with `<case>.err`: the run exits 2, prints nothing on stdout, and
//!   prints on stderr exactly the file's one line,
//!   ``error: [test case K, ]line L: what is wrong: `token` ``.
//!
//! A `.warn` or `.err` file holds exactly one newline-terminated line. [`cases`]
//! refuses a folder where an `.in` has neither `.out` nor `.err`, or both, where a
//! `.warn` has no `.out` beside it, or where an `.out`, `.err` or `.warn` has no
//! `.in`: each is a fixture that would silently check less than it seems to.
//!
//! # A failure
//!
//! The message names what differs: the exit code, stderr (cut to its first
//! [`SHOWN_LINES`] lines), and stdout as a short line diff from the first line
//! where the outputs differ, with a few equal lines of context before it; the rest
//! of both outputs is cut, and the message says how many lines were. Under a
//! tolerance, lines count as equal when their numbers are within it, so the diff
//! shows only the lines that really differ. The head of the input follows.
//!
//! # Blessing
//!
//! With `SHOWDOWN_BLESS=1`, `cargo test -p xtask --test problems` rewrites the `.out` of a
//! case whose run through the cargo binary exits 0 but prints something else
//! ([`bless`]). It never writes a `.err` or a `.warn` file, which state a contract
//! rather than record an output, nor the `.out` of a `stress-*` case, whose answer
//! comes from the brute force (`cargo xtask stress --save`), not from the program
//! under test.

use crate::layout::Files;
use similar::{Algorithm, DiffOp};
use std::collections::BTreeMap;
use std::fs;
use std::hash::{Hash, Hasher};
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

impl Case {
    /// The case's name, its file name without `.in`: `sample1`.
    pub fn name(&self) -> String {
        stem(&self.input)
    }

    /// Whether the case was saved by `cargo xtask stress`, its answer the brute force's.
    pub fn is_stress(&self) -> bool {
        self.name().starts_with("stress-")
    }
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
        /// The one line stderr must hold (newline included), from the `.warn` file;
        /// without one, stderr must be empty.
        warning: Option<String>,
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

/// The extensions that make up a case; any other file in the folder is left alone.
const PARTS: [&str; 4] = ["in", "out", "err", "warn"];

/// The cases of `fixtures/<name>/`, sorted by file name.
///
/// # Errors
/// An unreadable folder or file, a `TOLERANCE` file that is not a number, a `.warn`
/// or `.err` file that is not one newline-terminated line, or a set of files that
/// is not a case (see the module docs).
pub fn cases(root: &Path, name: &str) -> Result<Vec<Case>, String> {
    let dir = root.join(Files { name }.fixtures());
    let entries = fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let tolerance = tolerance(root, name)?;
    // Each case's stem with the parts found for it.
    let mut stems: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if let Some(part) = PARTS.iter().find(|p| **p == ext)
            && path.is_file()
        {
            stems.entry(stem(&path)).or_default().push(part);
        }
    }
    let folder = Files { name }.fixtures();
    let shown = |stem: &str, ext: &str| format!("{folder}/{stem}.{ext}");
    stems
        .into_iter()
        .map(|(stem, parts)| {
            let has = |ext: &str| parts.contains(&ext);
            let input = dir.join(format!("{stem}.in"));
            let read = |ext: &str| {
                fs::read_to_string(input.with_extension(ext))
                    .map_err(|e| format!("{}: {e}", shown(&stem, ext)))
            };
            let one_line = |ext: &str| {
                let line = read(ext)?;
                if line.lines().count() != 1 || !line.ends_with('\n') {
                    return Err(format!(
                        "{} must hold one newline-terminated line, not {line:?}",
                        shown(&stem, ext)
                    ));
                }
                Ok(line)
            };
            if !has("in") {
                return Err(format!("{} has no .in beside it", shown(&stem, parts[0])));
            }
            let expected = match (has("out"), has("err"), has("warn")) {
                (true, false, warn) => Expected::Output {
                    text: read("out")?,
                    tolerance,
                    warning: if warn { Some(one_line("warn")?) } else { None },
                },
                (false, true, false) => Expected::Error(one_line("err")?),
                (false, false, _) => {
                    return Err(format!("{}: no .out or .err beside it", shown(&stem, "in")));
                }
                (true, true, _) => {
                    return Err(format!(
                        "{}: both a .out and a .err beside it",
                        shown(&stem, "in")
                    ));
                }
                (false, true, true) => {
                    return Err(format!(
                        "{}: a .warn goes with a .out, not with a .err",
                        shown(&stem, "in")
                    ));
                }
            };
            Ok(Case { input, expected })
        })
        .collect()
}

/// The absolute tolerance within which numbers of `fixtures/<name>/`'s outputs
/// compare, from its `TOLERANCE` file; `None` when there is none (exact outputs).
///
/// # Errors
/// A `TOLERANCE` file that is not a number.
pub fn tolerance(root: &Path, name: &str) -> Result<Option<f64>, String> {
    let path = root.join(Files { name }.fixtures()).join("TOLERANCE");
    match fs::read_to_string(&path) {
        Ok(text) => text
            .trim()
            .parse()
            .map(Some)
            .map_err(|e| format!("{}: {e}", path.display())),
        Err(_) => Ok(None),
    }
}

/// How long one run on a fixture or a test input may take before it is killed.
pub const DEADLINE: Duration = Duration::from_secs(20);

/// Runs `exe` with `input` on stdin and collects its output, killing it after
/// [`DEADLINE`].
///
/// # Errors
/// When `exe` cannot be started, or runs past the deadline.
pub fn run(exe: &Path, input: &[u8]) -> Result<Output, String> {
    let timed = run_within(exe, input, DEADLINE)?;
    if timed.killed {
        return Err(format!(
            "{} ran past {} s and was killed",
            exe.display(),
            DEADLINE.as_secs()
        ));
    }
    Ok(timed.output)
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
    run_within_args(exe, &[], input, deadline)
}

/// [`run_within`] with arguments on the command line.
///
/// # Errors
/// When `exe` cannot be started or waited for.
pub fn run_within_args(
    exe: &Path,
    args: &[&str],
    input: &[u8],
    deadline: Duration,
) -> Result<Timed, String> {
    let start = std::time::Instant::now();
    let mut child = Command::new(exe)
        .args(args)
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

/// Runs one case through `exe` and judges the run with [`verdict`].
///
/// # Errors
/// A message saying what differs, or why the run failed.
///
/// # Panics
/// If the input cannot be read.
pub fn check(exe: &Path, case: &Case) -> Result<(), String> {
    let input = read_input(case);
    let output = run(exe, &input)?;
    verdict(case, &output)
}

/// The case's input.
///
/// # Panics
/// If it cannot be read.
pub fn read_input(case: &Case) -> Vec<u8> {
    fs::read(&case.input).unwrap_or_else(|e| panic!("cannot read {}: {e}", case.input.display()))
}

/// Whether `output` is what `case` expects.
///
/// # Errors
/// A message naming everything that differs, one paragraph each (the exit code,
/// stdout as a line diff, stderr), then the head of the input; long outputs and
/// inputs are cut, saying how many lines were.
pub fn verdict(case: &Case, output: &Output) -> Result<(), String> {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let code = output.status.code();
    let mut wrong = Vec::new();
    let mut exit = |want: i32| {
        if code != Some(want) {
            wrong.push(format!("expected exit code {want}, got {}", output.status));
        }
    };
    match &case.expected {
        Expected::Output {
            text,
            tolerance,
            warning,
        } => {
            exit(0);
            let out = case.input.with_extension("out");
            if let Some(diff) = diff(text, &stdout, *tolerance) {
                wrong.push(format!("stdout differs from {}{diff}", shown(&out)));
            }
            match warning {
                Some(line) if stderr != *line => wrong.push(format!(
                    "stderr should be the one line of {}, {}\n{}",
                    shown(&case.input.with_extension("warn")),
                    quote(line),
                    excerpt("but stderr", &stderr)
                )),
                None if !stderr.is_empty() => {
                    wrong.push(format!(
                        "stderr should be empty (no .warn file)\n{}",
                        excerpt("but stderr", &stderr)
                    ));
                }
                _ => {}
            }
        }
        Expected::Error(line) => {
            exit(2);
            if !stdout.is_empty() {
                wrong.push(format!(
                    "stdout should be empty\n{}",
                    excerpt("but stdout", &stdout)
                ));
            }
            if stderr != *line {
                wrong.push(format!(
                    "stderr should be the one line of {}, {}\n{}",
                    shown(&case.input.with_extension("err")),
                    quote(line),
                    excerpt("but stderr", &stderr)
                ));
            }
        }
    }
    if wrong.is_empty() {
        return Ok(());
    }
    let input = fs::read(&case.input).unwrap_or_default();
    wrong.push(excerpt(
        &format!("the input, {},", shown(&case.input)),
        &String::from_utf8_lossy(&input),
    ));
    Err(wrong.join("\n"))
}

/// The `.out` of a case is rewritten from a run only when blessing is on: when
/// `SHOWDOWN_BLESS` is `1`.
pub fn blessing() -> bool {
    std::env::var_os("SHOWDOWN_BLESS").is_some_and(|v| v == "1")
}

/// Rewrites the `.out` of `case` with the stdout of `output`, and `case` with it,
/// when the case expects an output, is not a stress case, the run exited 0, and its
/// stdout differs from the `.out` (under the tolerance, if any); never a `.err` or
/// a `.warn` file. Returns whether it wrote.
///
/// # Errors
/// When the `.out` cannot be written, or the stdout is not UTF-8.
pub fn bless(case: &mut Case, output: &Output) -> Result<bool, String> {
    if case.is_stress() || !output.status.success() {
        return Ok(false);
    }
    let Expected::Output {
        text, tolerance, ..
    } = &mut case.expected
    else {
        return Ok(false);
    };
    let stdout = std::str::from_utf8(&output.stdout)
        .map_err(|e| format!("{}: stdout is not UTF-8: {e}", shown(&case.input)))?;
    if diff(text, stdout, *tolerance).is_none() {
        return Ok(false);
    }
    let out = case.input.with_extension("out");
    fs::write(&out, stdout).map_err(|e| format!("{}: {e}", out.display()))?;
    *text = stdout.to_string();
    Ok(true)
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

/// Equal lines shown before the first line that differs.
pub const CONTEXT: usize = 2;

/// Lines of each output diffed from the first line that differs on.
pub const WINDOW: usize = 6;

/// Lines of a stderr, a stdout that should be empty, or an input, shown before the
/// rest is cut.
pub const SHOWN_LINES: usize = 6;

/// Characters of one line shown before the rest of it is cut.
pub const SHOWN_CHARS: usize = 100;

/// `None` when `actual` is `expected` (under the tolerance, if any); else, from the
/// first line that differs, a short line diff, `-` for expected and `+` for got,
/// each line with its number, after a header naming that line and ending with how
/// many lines were cut.
pub fn diff(expected: &str, actual: &str, tolerance: Option<f64>) -> Option<String> {
    let same = match tolerance {
        Some(t) => same_within(expected, actual, t),
        None => expected == actual,
    };
    if same {
        return None;
    }
    let (old, new) = (lines(expected, tolerance), lines(actual, tolerance));
    // Under a tolerance the lines can all agree while the texts do not (tokens moved
    // from line to line): the first line that differs is then the first that
    // differs as text.
    let first = (0..old.len().max(new.len()))
        .find(|&i| old.get(i) != new.get(i))
        .or_else(|| {
            (0..old.len().max(new.len()))
                .find(|&i| old.get(i).map(|l| l.text) != new.get(i).map(|l| l.text))
        })
        .unwrap_or(0);
    let (old_end, new_end) = (old.len().min(first + WINDOW), new.len().min(first + WINDOW));
    let start = first.saturating_sub(CONTEXT);
    let width = (old_end.max(new_end) + 1).to_string().len();
    let row = |sign: char, number: usize, line: &Line<'_>| {
        format!("\n  {sign} {number:>width$} | {}", show(line.text))
    };
    let mut text = format!(
        " at line {} (expected {}, got {}{}); - expected, + got:",
        first + 1,
        count(old.len(), "line"),
        count(new.len(), "line"),
        tolerance.map_or(String::new(), |t| format!(
            "; lines equal when their numbers are within {t}"
        )),
    );
    if start > 0 {
        text.push_str(&format!("\n    ({} equal before)", count(start, "line")));
    }
    for (i, line) in old.iter().enumerate().take(first).skip(start) {
        text.push_str(&row(' ', i + 1, line));
    }
    let ops =
        similar::capture_diff_slices(Algorithm::Myers, &old[first..old_end], &new[first..new_end]);
    for op in ops {
        let (_, old_range, new_range) = op.as_tag_tuple();
        if let DiffOp::Equal { .. } = op {
            for i in old_range {
                text.push_str(&row(' ', first + i + 1, &old[first + i]));
            }
            continue;
        }
        for i in old_range {
            text.push_str(&row('-', first + i + 1, &old[first + i]));
        }
        for i in new_range {
            text.push_str(&row('+', first + i + 1, &new[first + i]));
        }
    }
    let (old_cut, new_cut) = (old.len() - old_end, new.len() - new_end);
    if old_cut + new_cut > 0 {
        text.push_str(&format!(
            "\n    ({} of the expected and {} of the output cut)",
            count(old_cut, "line"),
            count(new_cut, "line")
        ));
    }
    Some(text)
}

/// The lines of `text`, each with its newline, for the diff.
fn lines(text: &str, tolerance: Option<f64>) -> Vec<Line<'_>> {
    text.split_inclusive('\n')
        .map(|text| Line { text, tolerance })
        .collect()
}

/// A line of an output, compared under the tolerance if there is one, for the diff.
#[derive(Clone, Copy, Debug)]
struct Line<'a> {
    /// The line, with its newline if it has one.
    text: &'a str,
    tolerance: Option<f64>,
}

impl PartialEq for Line<'_> {
    fn eq(&self, other: &Self) -> bool {
        match self.tolerance {
            Some(t) => same_within(self.text, other.text, t),
            None => self.text == other.text,
        }
    }
}

impl Eq for Line<'_> {}

impl Hash for Line<'_> {
    // The diff wants `Hash` to agree with `==`: under a tolerance every number
    // hashes alike, so lines whose numbers are close hash alike.
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self.tolerance {
            Some(_) => {
                for token in self.text.split_whitespace() {
                    match token.parse::<f64>() {
                        Ok(_) => 0u8.hash(state),
                        Err(_) => (1u8, token).hash(state),
                    }
                }
            }
            None => self.text.hash(state),
        }
    }
}

/// `label` then the first [`SHOWN_LINES`] lines of `text`, indented, and how many
/// lines were cut: `the input holds 3 lines:` and the lines, or `stderr is empty`.
pub fn excerpt(label: &str, text: &str) -> String {
    if text.is_empty() {
        return format!("{label} is empty");
    }
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out = format!("{label} holds {}:", count(lines.len(), "line"));
    for line in lines.iter().take(SHOWN_LINES) {
        out.push_str(&format!("\n    | {}", show(line)));
    }
    if lines.len() > SHOWN_LINES {
        out.push_str(&format!(
            "\n    ({} cut)",
            count(lines.len() - SHOWN_LINES, "more line")
        ));
    }
    out
}

/// One line of a file, quoted: `` `error: line 1: ...` ``.
fn quote(line: &str) -> String {
    format!("`{}`", show(line))
}

/// A line as shown in a message: without its newline (marked when it has none),
/// quoted as a Rust string when it would not show as itself (empty, a control
/// character, trailing blanks), and cut after [`SHOWN_CHARS`] characters.
fn show(line: &str) -> String {
    let (body, newline) = match line.strip_suffix('\n') {
        Some(body) => (body, true),
        None => (line, false),
    };
    let chars = body.chars().count();
    let kept: String = body.chars().take(SHOWN_CHARS).collect();
    let hidden =
        body.is_empty() || body.chars().any(char::is_control) || body.ends_with([' ', '\t']);
    let mut out = if hidden { format!("{kept:?}") } else { kept };
    if chars > SHOWN_CHARS {
        out.push_str(&format!(
            " ... ({} cut)",
            count(chars - SHOWN_CHARS, "more character")
        ));
    }
    if !newline {
        out.push_str("  (no newline at the end)");
    }
    out
}

/// `n` and `what`, plural unless `n` is 1: `3 lines`, `1 line`.
pub fn count(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// A path's file name without its extension.
fn stem(path: &Path) -> String {
    path.file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// A fixture file as the repository names it: `fixtures/holdem/sample1.out`.
fn shown(path: &Path) -> String {
    let mut parts: Vec<String> = path
        .components()
        .rev()
        .take(3)
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts.reverse();
    parts.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    fn output(code: i32, stdout: &str, stderr: &str) -> Output {
        Output {
            status: ExitStatus::from_raw(code << 8),
            stdout: stdout.into(),
            stderr: stderr.into(),
        }
    }

    /// A fresh `fixtures/p/` holding `files`, under a root of its own.
    fn folder(test: &str, files: &[(&str, &str)]) -> PathBuf {
        let root =
            std::env::temp_dir().join(format!("xtask-fixtures-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let dir = root.join("fixtures/p");
        fs::create_dir_all(&dir).unwrap();
        for (name, text) in files {
            fs::write(dir.join(name), text).unwrap();
        }
        root
    }

    #[test]
    fn tolerance_compares_numbers_only() {
        assert!(same_within("0.5 x", "0.5000001 x", 1e-6));
        assert!(!same_within("0.5 x", "0.50001 x", 1e-6));
        assert!(!same_within("0.5 x", "0.5 y", 1e-6));
        assert!(!same_within("0.5", "0.5 0.5", 1e-6));
    }

    #[test]
    fn the_diff_starts_at_the_first_line_that_differs_and_cuts_the_rest() {
        let expected: String = (1..=20).map(|i| format!("{i}\n")).collect();
        let actual = expected.replace("\n9\n", "\nnine\n");
        let diff = diff(&expected, &actual, None).unwrap();
        assert_eq!(
            diff,
            " at line 9 (expected 20 lines, got 20 lines); - expected, + got:\n    \
             (6 lines equal before)\n     7 | 7\n     8 | 8\n  -  9 | 9\n  +  9 | nine\n    \
             10 | 10\n    11 | 11\n    12 | 12\n    13 | 13\n    14 | 14\n    \
             (6 lines of the expected and 6 lines of the output cut)"
        );
        assert_eq!(super::diff(&expected, &expected, None), None);
    }

    #[test]
    fn the_diff_shows_what_does_not_show_as_itself() {
        let diff = diff("a\nb\n", "a\nb \n", None).unwrap();
        assert!(diff.ends_with("\n  - 2 | b\n  + 2 | \"b \""), "{diff}");
        let diff = super::diff("a\n", "a", None).unwrap();
        assert!(
            diff.ends_with("\n  + 1 | a  (no newline at the end)"),
            "{diff}"
        );
        let long = "x".repeat(SHOWN_CHARS + 5);
        let diff = super::diff("", &long, None).unwrap();
        assert!(
            diff.ends_with(" ... (5 more characters cut)  (no newline at the end)"),
            "{diff}"
        );
    }

    #[test]
    fn under_a_tolerance_only_lines_that_really_differ_are_changes() {
        let expected = "0.1000000001\n0.2000000001\n0.3\n";
        let actual = "0.1\n0.25\n0.3\n";
        assert_eq!(
            diff(expected, actual, Some(1e-6)).unwrap(),
            " at line 2 (expected 3 lines, got 3 lines; lines equal when their numbers \
             are within 0.000001); - expected, + got:\n    1 | 0.1000000001\n  - 2 | \
             0.2000000001\n  + 2 | 0.25\n    3 | 0.3"
        );
        assert_eq!(diff(expected, "0.1 0.2\n0.3\n", Some(1e-6)), None);
    }

    #[test]
    fn a_warn_file_is_the_one_stderr_line_and_its_absence_means_none() {
        let root = folder(
            "warn",
            &[
                ("a.in", "1\n"),
                ("a.out", "one\n"),
                ("a.warn", "warning: line 2: ignored: `x`\n"),
                ("b.in", "1\n"),
                ("b.out", "one\n"),
            ],
        );
        let cases = cases(&root, "p").unwrap();
        let (a, b) = (&cases[0], &cases[1]);
        let warning = "warning: line 2: ignored: `x`\n";
        assert!(verdict(a, &output(0, "one\n", warning)).is_ok());
        let why = verdict(a, &output(0, "one\n", "")).unwrap_err();
        assert!(
            why.starts_with(
                "stderr should be the one line of fixtures/p/a.warn, \
                 `warning: line 2: ignored: `x``\nbut stderr is empty\n"
            ),
            "{why}"
        );
        assert!(verdict(a, &output(2, "one\n", warning)).is_err());
        assert!(verdict(b, &output(0, "one\n", "")).is_ok());
        let why = verdict(b, &output(0, "one\n", warning)).unwrap_err();
        assert!(
            why.starts_with("stderr should be empty (no .warn file)\nbut stderr holds 1 line:"),
            "{why}"
        );
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn files_that_make_no_case_are_refused() {
        let refused = |files: &[(&str, &str)], why: &str| {
            let root = folder("refused", files);
            let error = cases(&root, "p").unwrap_err();
            assert!(error.contains(why), "{files:?}: {error}");
            fs::remove_dir_all(&root).unwrap();
        };
        refused(&[("a.in", "")], "no .out or .err");
        refused(&[("a.in", ""), ("a.out", ""), ("a.err", "e\n")], "both");
        refused(
            &[("a.in", ""), ("a.err", "e\n"), ("a.warn", "w\n")],
            "a .warn goes",
        );
        refused(&[("a.in", ""), ("a.warn", "w\n")], "no .out or .err");
        refused(&[("a.out", "")], "fixtures/p/a.out has no .in");
        refused(
            &[("a.in", ""), ("a.out", ""), ("a.warn", "w")],
            "one newline-terminated line",
        );
        refused(
            &[("a.in", ""), ("a.out", ""), ("a.warn", "w\nv\n")],
            "one newline",
        );
        refused(
            &[("a.in", ""), ("a.err", "")],
            "one newline-terminated line",
        );
    }

    #[test]
    fn blessing_rewrites_only_the_programs_own_outputs() {
        let files = [
            ("mine.in", "1\n"),
            ("mine.out", "old\n"),
            ("stress-7.in", "1\n"),
            ("stress-7.out", "old\n"),
            ("warned.in", "1\n"),
            ("warned.out", "old\n"),
            ("warned.warn", "warning: w\n"),
            ("refused.in", "1\n"),
            ("refused.err", "error: e\n"),
        ];
        let root = folder("bless", &files);
        let new = output(0, "new\n", "warning: other\n");
        let mut blessed = Vec::new();
        for mut case in cases(&root, "p").unwrap() {
            if bless(&mut case, &new).unwrap() {
                blessed.push(case.name());
            }
            // A failed run blesses nothing.
            assert!(!bless(&mut case, &output(1, "new\n", "")).unwrap());
        }
        assert_eq!(blessed, ["mine", "warned"]);
        let dir = root.join("fixtures/p");
        for (name, before) in files {
            let now = fs::read_to_string(dir.join(name)).unwrap();
            let wanted = if name == "mine.out" || name == "warned.out" {
                "new\n"
            } else {
                before
            };
            assert_eq!(now, wanted, "{name}");
        }
        fs::remove_dir_all(&root).unwrap();
    }
}
