//! Line-aware tokenizer for judge input, the card reader on top of it, and the
//! shared `main` wrapper that turns a bad input into one line on stderr and exit code 2,
//! and ignored input into one warning line beside the answer.
//!
//! proconio's `input!` panics on malformed input and loses line numbers, so the
//! binaries read through this scanner instead.

mod cards;

pub use cards::{CardReader, read_deals};

use std::fmt;
use std::io::{self, Read, Write};
use std::str::FromStr;

/// A bad input: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    line: usize,
    /// What the statement calls a case, and which case it is.
    case: Option<(&'static str, usize)>,
    message: String,
}

impl InputError {
    /// An error at a 1-based input line.
    pub fn at(line: usize, message: impl Into<String>) -> Self {
        InputError {
            line,
            case: None,
            message: message.into(),
        }
    }

    /// Adds the 1-based test case the error belongs to.
    pub fn in_case(self, case: usize) -> Self {
        self.in_unit("test case", case)
    }

    /// Adds the 1-based case the error belongs to, named as the statement names a
    /// case: `dataset 3`, `instance 2`.
    pub fn in_unit(mut self, unit: &'static str, case: usize) -> Self {
        self.case = Some((unit, case));
        self
    }

    /// The 1-based line.
    pub fn line(&self) -> usize {
        self.line
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((unit, case)) = self.case {
            write!(f, "{unit} {case}, ")?;
        }
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for InputError {}

/// Input that cannot change the answer and is ignored: after the last test case,
/// or the end of the input in place of a closing line. A solver returns at most one,
/// and [`run`] prints it as one `warning:` line beside the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    line: usize,
    message: String,
    /// The ignored token as quoted, and where its bytes are in the text (start
    /// and end), so that [`run`] can quote the input's own bytes where it stood
    /// in for bytes that are not UTF-8.
    token: Option<(String, (usize, usize))>,
}

impl Warning {
    /// A warning at a 1-based input line that quotes nothing.
    pub fn at(line: usize, message: impl Into<String>) -> Self {
        Warning {
            line,
            message: message.into(),
            token: None,
        }
    }

    /// The 1-based line.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The same warning quoting the bytes of `input` at its token, where `input`
    /// is what the solver's text stood for (same length, bytes that are not UTF-8
    /// replaced).
    fn requote(mut self, input: &[u8]) -> Self {
        if let Some((shown, (start, end))) = &mut self.token {
            *shown = quote(&input[*start..*end]);
        }
        self
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)?;
        match &self.token {
            Some((shown, _)) => write!(f, ": `{shown}`"),
            None => Ok(()),
        }
    }
}

/// One whitespace-separated token and the line it sits on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's text.
    pub text: &'a str,
    /// The 1-based line of the token.
    pub line: usize,
}

impl Token<'_> {
    /// An error about this token, quoting it.
    pub fn error(&self, message: impl fmt::Display) -> InputError {
        InputError::at(
            self.line,
            format!("{message}: `{}`", quote(self.text.as_bytes())),
        )
    }

    /// Parses the token, naming `what` it should be on failure.
    ///
    /// One leading `+` is allowed, as C++'s `cin >>` allows it: `+7` is 7.
    ///
    /// # Errors
    /// `expected <what>` quoting the token, when it does not parse as `T`, or
    /// has a second sign after its `+`.
    pub fn parse<T: FromStr>(&self, what: impl fmt::Display) -> Result<T, InputError> {
        let digits = self.text.strip_prefix('+').unwrap_or(self.text);
        // Rust's parsers take a sign of their own, so `++7` and `+-7` are refused here.
        let signed_twice = digits.len() < self.text.len() && digits.starts_with(['+', '-']);
        let parsed = match signed_twice {
            true => None,
            false => digits.parse().ok(),
        };
        parsed.ok_or_else(|| self.error(format_args!("expected {what}")))
    }
}

/// Reads tokens and lines from a text, tracking line numbers, so that every
/// error names the line it is about.
///
/// ```
/// use showdown::input::Scanner;
///
/// let mut sc = Scanner::new("2\n\n  7 x\n");
/// assert_eq!(sc.parse::<u32>("the count"), Ok(2));
/// let seven = sc.token("a number").unwrap();
/// assert_eq!((seven.text, seven.line), ("7", 3));
/// let bad = sc.parse::<u32>("a number").unwrap_err();
/// assert_eq!(bad.to_string(), "line 3: expected a number: `x`");
/// let end = sc.token("more").unwrap_err();
/// assert_eq!(end.to_string(), "line 4: input ends early: expected more");
/// ```
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    rest: &'a str,
    line: usize,
    /// The length of the whole text, so that `len - rest.len()` is where `rest` starts.
    len: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Scanner {
            rest: text,
            line: 1,
            len: text.len(),
        }
    }

    /// The 1-based line the scanner stands on.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        if self.rest.is_empty() {
            return None;
        }
        // Bytes, not chars: no byte of a multi-byte character is ASCII whitespace.
        let bytes = self.rest.as_bytes();
        let end = bytes
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(bytes.len());
        let (text, rest) = self.rest.split_at(end);
        self.rest = rest;
        Some(Token {
            text,
            line: self.line,
        })
    }

    /// The next token.
    ///
    /// # Errors
    /// `input ends early: expected <what>` at the end of the input.
    pub fn token(&mut self, what: &str) -> Result<Token<'a>, InputError> {
        self.next_token().ok_or_else(|| self.end_error(what))
    }

    /// Parses the next token as `T`.
    ///
    /// # Errors
    /// Those of [`Scanner::token`] and [`Token::parse`].
    pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, InputError> {
        self.token(what)?.parse(what)
    }

    /// The rest of the next line holding a non-blank character, or `None` at the end.
    pub fn next_line(&mut self) -> Option<(usize, &'a str)> {
        loop {
            if self.rest.is_empty() {
                return None;
            }
            let end = self.rest.find('\n').unwrap_or(self.rest.len());
            let text = &self.rest[..end];
            let line = self.line;
            self.rest = &self.rest[end..];
            if !self.rest.is_empty() {
                self.rest = &self.rest[1..];
                self.line += 1;
            }
            if text.bytes().any(|b| !b.is_ascii_whitespace()) {
                return Some((line, text));
            }
        }
    }

    /// The next non-blank line.
    ///
    /// # Errors
    /// `input ends early: expected <what>` at the end of the input.
    pub fn line_of(&mut self, what: &str) -> Result<(usize, &'a str), InputError> {
        self.next_line().ok_or_else(|| self.end_error(what))
    }

    /// Parses the next non-blank line as one `T` standing alone on it, as a count
    /// does where the statement gives it a line of its own.
    ///
    /// # Errors
    /// `input ends early` at the end of the input, those of [`Token::parse`], and
    /// `expected only <what> on its line` quoting the first token after it.
    pub fn alone<T: FromStr>(&mut self, what: &str) -> Result<T, InputError> {
        let (line, text) = self.line_of(what)?;
        let mut tokens = line_tokens(line, text);
        let first = tokens.next().ok_or_else(|| self.end_error(what))?;
        let value = first.parse(what)?;
        match tokens.next() {
            Some(extra) => Err(extra.error(format_args!("expected only {what} on its line"))),
            None => Ok(value),
        }
    }

    /// The error for input that ended before `what`.
    pub fn end_error(&self, what: &str) -> InputError {
        InputError::at(self.line, format!("input ends early: expected {what}"))
    }

    /// Whether the input is over: nothing is left but whitespace and the bytes a
    /// file may end with, NUL and Ctrl-Z (0x1A, which [`run`] also puts in place of
    /// bytes that are not UTF-8). For readers that run to the end of the input;
    /// [`Scanner::finish`] then names what was left.
    pub fn at_end(&mut self) -> bool {
        self.skip_whitespace();
        self.rest
            .bytes()
            .all(|b| b.is_ascii_whitespace() || b == 0 || b == SUBSTITUTE)
    }

    /// The end of the reading: everything left is ignored, and named by the one
    /// warning, quoting its first token, if anything but whitespace is left.
    /// `after` says what it comes after, as in `the last test case`. Every problem
    /// ends its reading here.
    ///
    /// ```
    /// use showdown::input::Scanner;
    ///
    /// let mut sc = Scanner::new("1\n7\n\nmore input");
    /// assert_eq!(sc.parse::<u32>("T"), Ok(1));
    /// assert_eq!(sc.parse::<u32>("a number"), Ok(7));
    /// let ignored = sc.finish("the last test case").unwrap();
    /// assert_eq!(
    ///     ignored.to_string(),
    ///     "line 4: ignored input after the last test case: `more`"
    /// );
    /// assert_eq!(sc.finish("the last test case"), None);
    /// ```
    pub fn finish(&mut self, after: &str) -> Option<Warning> {
        self.skip_whitespace();
        let start = self.len - self.rest.len();
        let token = self.next_token()?;
        self.rest = "";
        let span = (start, start + token.text.len());
        Some(Warning {
            token: Some((quote(token.text.as_bytes()), span)),
            ..Warning::at(token.line, format!("ignored input after {after}"))
        })
    }

    fn skip_whitespace(&mut self) {
        let bytes = self.rest.as_bytes();
        let skipped = bytes
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(bytes.len());
        self.line += bytes[..skipped].iter().filter(|&&b| b == b'\n').count();
        self.rest = &self.rest[skipped..];
    }
}

/// The token as an error or a warning shows it: invisible characters escaped and
/// each byte that is not UTF-8 as `\xNN`, so the quote shows what is really there,
/// and at most 40 characters, so the line stays short.
fn quote(bytes: &[u8]) -> String {
    const LONGEST: usize = 40;
    let mut shown = String::new();
    let mut count = 0;
    let mut rest = bytes;
    while !rest.is_empty() {
        let (good, bad) = match std::str::from_utf8(rest) {
            Ok(text) => (text, 0),
            Err(err) => {
                let (good, after) = rest.split_at(err.valid_up_to());
                let good = std::str::from_utf8(good).expect("valid up to here");
                (good, err.error_len().unwrap_or(after.len()))
            }
        };
        let bad_bytes = rest[good.len()..good.len() + bad].iter();
        let pieces = good
            .chars()
            .map(|c| c.escape_debug().to_string())
            .chain(bad_bytes.map(|b| format!("\\x{b:02x}")));
        for piece in pieces {
            if count == LONGEST {
                shown.push_str("...");
                return shown;
            }
            shown.push_str(&piece);
            count += 1;
        }
        rest = &rest[good.len() + bad..];
    }
    shown
}

/// Splits a line into tokens that carry its line number.
pub fn line_tokens(line: usize, text: &str) -> impl Iterator<Item = Token<'_>> {
    text.split_ascii_whitespace()
        .map(move |text| Token { text, line })
}

/// A problem's solver: reads a whole input text and appends the whole answer to
/// `out` as ASCII, with at most one [`Warning`] about input it ignored, or returns
/// the first bad input's error. Every problem's `solve` has this type.
pub type Solver = fn(&str, &mut Vec<u8>) -> Result<Option<Warning>, InputError>;

/// Runs a solver on an input as the binaries do (a leading byte-order mark dropped,
/// UTF-8 checked) and returns its whole answer as text, dropping its warning.
///
/// ```
/// use showdown::input::{InputError, Scanner, Warning, answer};
///
/// /// Each number of the input, doubled, a line each.
/// fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
///     let mut sc = Scanner::new(text);
///     while !sc.at_end() {
///         let n: u64 = sc.parse("a number")?;
///         out.extend_from_slice(format!("{}\n", 2 * n).as_bytes());
///     }
///     Ok(sc.finish("the last number"))
/// }
///
/// assert_eq!(answer(solve, b"1 20\n").unwrap(), "2\n40\n");
/// let err = answer(solve, b"1\nx\n").unwrap_err();
/// assert_eq!(err.to_string(), "line 2: expected a number: `x`");
/// ```
///
/// # Errors
/// The solver's [`InputError`], or that of input that is not UTF-8 where it matters.
///
/// # Panics
/// If the solver writes bytes that are not UTF-8; every solver writes ASCII.
pub fn answer(solve: Solver, input: &[u8]) -> Result<String, InputError> {
    answer_with_warning(solve, input).map(|(text, _)| text)
}

/// [`answer`] with the warning the binary would print beside it.
///
/// ```
/// use showdown::input::{InputError, Scanner, Warning, answer_with_warning};
///
/// fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
///     let mut sc = Scanner::new(text);
///     let n: u64 = sc.parse("a number")?;
///     out.extend_from_slice(format!("{}\n", 2 * n).as_bytes());
///     Ok(sc.finish("the number"))
/// }
///
/// let (text, warning) = answer_with_warning(solve, b"21\n").unwrap();
/// assert_eq!((text.as_str(), warning), ("42\n", None));
/// let (text, warning) = answer_with_warning(solve, b"21\n\x1a").unwrap();
/// assert_eq!(text, "42\n");
/// assert_eq!(
///     warning.unwrap().to_string(),
///     "line 2: ignored input after the number: `\\u{1a}`"
/// );
/// ```
///
/// # Errors
/// Those of [`answer`].
///
/// # Panics
/// Those of [`answer`].
pub fn answer_with_warning(
    solve: Solver,
    input: &[u8],
) -> Result<(String, Option<Warning>), InputError> {
    let (out, warning) = solve_bytes(solve, input)?;
    Ok((
        String::from_utf8(out).expect("a solver writes ASCII"),
        warning,
    ))
}

/// [`answer`] on a text, an error shown as its message: what the problems' unit
/// tests compare.
///
/// # Errors
/// The error's message.
///
/// # Panics
/// Those of [`answer`].
pub fn answer_text(solve: Solver, text: &str) -> Result<String, String> {
    answer(solve, text.as_bytes()).map_err(|err| err.to_string())
}

/// What a binary prints for an input, and its exit code: the answer with an empty
/// stderr or one `warning:` line (code 0), or nothing on stdout and one `error:`
/// line (code 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The answer.
    pub stdout: Vec<u8>,
    /// Empty, or one line ending in a newline.
    pub stderr: String,
    /// 0 or 2.
    pub code: i32,
}

/// What the binary of `solve` prints for `input`, short of writing it.
pub fn printed(solve: Solver, input: &[u8]) -> Printed {
    match solve_bytes(solve, input) {
        Ok((stdout, warning)) => Printed {
            stdout,
            stderr: warning.map_or_else(String::new, |w| format!("warning: {w}\n")),
            code: 0,
        },
        Err(err) => Printed {
            stdout: Vec::new(),
            stderr: format!("error: {err}\n"),
            code: 2,
        },
    }
}

/// Runs a solver on all of stdin and prints its whole output with at most one
/// warning line on stderr, or exits 2 with a one-line error.
///
/// Nothing reaches stdout unless the input has an answer, so a bad input never
/// leaves a partial answer behind.
pub fn run(solve: Solver) {
    let mut bytes = Vec::new();
    if let Err(err) = io::stdin().lock().read_to_end(&mut bytes) {
        fail(&format!("cannot read stdin: {err}"));
    }
    let printed = printed(solve, &bytes);
    // Written whole: one line, never mixed with another process's stderr.
    let _ = io::stderr().lock().write_all(printed.stderr.as_bytes());
    if printed.code != 0 {
        std::process::exit(printed.code);
    }
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(&printed.stdout)
        .and_then(|()| stdout.flush())
    {
        // A closed pipe (say `| head`) is the reader's choice, not an error worth a message.
        Err(err) if err.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("error: cannot write the output: {err}");
            std::process::exit(1);
        }
        _ => {}
    }
}

/// What [`run`] puts for each byte of the input that is not UTF-8: 0x1A, Ctrl-Z,
/// ASCII's substitute character, which no reader takes as part of a case.
const SUBSTITUTE: u8 = 0x1a;

/// The solver's answer to an input, as bytes, and its warning.
///
/// Input that is not UTF-8 is read with each bad byte replaced by [`SUBSTITUTE`],
/// which keeps every byte's place and line. Where the solver then fails at or after
/// the first bad byte's line, the error is that the input is not UTF-8, naming the
/// bytes; where it succeeds, the bad bytes were in input it ignored.
fn solve_bytes(solve: Solver, input: &[u8]) -> Result<(Vec<u8>, Option<Warning>), InputError> {
    // Some editors write a byte-order mark, and it would otherwise stick to the first token.
    let input = input.strip_prefix(b"\xef\xbb\xbf").unwrap_or(input);
    let mut out = Vec::new();
    let not_utf8 = match std::str::from_utf8(input) {
        Ok(text) => {
            let warning = solve(text, &mut out)?;
            return Ok((out, warning));
        }
        Err(err) => not_utf8(input, &err),
    };
    let text = substitute(input);
    match solve(&text, &mut out) {
        Ok(warning) => {
            let warning = warning
                .unwrap_or_else(|| Warning::at(not_utf8.line, "ignored input that is not UTF-8"));
            Ok((out, Some(warning.requote(input))))
        }
        Err(err) if err.line < not_utf8.line => Err(err),
        Err(_) => Err(not_utf8),
    }
}

/// The error for input whose first bad bytes `err` found.
fn not_utf8(bytes: &[u8], err: &std::str::Utf8Error) -> InputError {
    let (good, rest) = bytes.split_at(err.valid_up_to());
    let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
    // The bytes at fault: the invalid sequence, or the cut-off one at the end.
    let bad = &rest[..err.error_len().unwrap_or(rest.len())];
    let shown: String = bad.iter().map(|b| format!("\\x{b:02x}")).collect();
    InputError::at(line, format!("the input is not UTF-8 text: `{shown}`"))
}

/// `bytes` as text, each byte of a sequence that is not UTF-8 replaced by [`SUBSTITUTE`].
fn substitute(mut bytes: &[u8]) -> String {
    let mut text = Vec::with_capacity(bytes.len());
    while let Err(err) = std::str::from_utf8(bytes) {
        let (good, rest) = bytes.split_at(err.valid_up_to());
        let bad = err.error_len().unwrap_or(rest.len());
        text.extend_from_slice(good);
        text.resize(text.len() + bad, SUBSTITUTE);
        bytes = &rest[bad..];
    }
    text.extend_from_slice(bytes);
    String::from_utf8(text).expect("every bad byte replaced")
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(2);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_their_lines() {
        let mut sc = Scanner::new("a b\n\n  c\n");
        assert_eq!(sc.token("x").unwrap(), Token { text: "a", line: 1 });
        assert_eq!(sc.token("x").unwrap(), Token { text: "b", line: 1 });
        assert_eq!(sc.token("x").unwrap(), Token { text: "c", line: 3 });
        let err = sc.token("a card").unwrap_err();
        assert_eq!(err.to_string(), "line 4: input ends early: expected a card");
    }

    #[test]
    fn lines_skip_blanks() {
        let mut sc = Scanner::new("x y\n \nz\r\n");
        assert_eq!(sc.next_line(), Some((1, "x y")));
        assert_eq!(sc.next_line(), Some((3, "z\r")));
        assert_eq!(sc.next_line(), None);
    }

    /// Reads T numbers and ends: the shape of every problem, for the tests below.
    fn numbers(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
        let mut sc = Scanner::new(text);
        let tests: u32 = sc.parse("T")?;
        for _ in 0..tests {
            let n: u32 = sc.parse("a number")?;
            out.extend_from_slice(format!("{n}\n").as_bytes());
        }
        Ok(sc.finish("the last test case"))
    }

    fn shown(input: &[u8]) -> (String, String) {
        let printed = printed(numbers as Solver, input);
        let stdout = String::from_utf8(printed.stdout).unwrap();
        assert_eq!(printed.code, if stdout.is_empty() { 2 } else { 0 });
        (stdout, printed.stderr)
    }

    #[test]
    fn bad_bytes_name_their_line_and_a_bom_is_dropped() {
        let (out, err) = shown(b"4\n1\n2\n3 \xff\n");
        assert_eq!(
            (out.as_str(), err.as_str()),
            ("", "error: line 4: the input is not UTF-8 text: `\\xff`\n")
        );
        // Inside a token of a test case, even where the token is not at fault.
        let (_, err) = shown(b"2\n1\n2\xff\n");
        assert_eq!(err, "error: line 3: the input is not UTF-8 text: `\\xff`\n");
        // An error before the bad byte's line is the error.
        let (_, err) = shown(b"2\nx\n\xff\n");
        assert_eq!(err, "error: line 2: expected a number: `x`\n");
        assert_eq!(shown(b"\xef\xbb\xbf1 2\n"), ("2\n".into(), String::new()));
    }

    #[test]
    fn bad_bytes_after_the_last_case_are_ignored_with_a_warning() {
        let (out, err) = shown(b"1\n5\n\xff\xfe and more\n\xc3");
        assert_eq!(out, "5\n");
        assert_eq!(
            err,
            "warning: line 3: ignored input after the last test case: `\\xff\\xfe`\n"
        );
        let (out, err) = shown(b"1 5 x\xe9y\n");
        assert_eq!(out, "5\n");
        assert_eq!(
            err,
            "warning: line 1: ignored input after the last test case: `x\\xe9y`\n"
        );
        let (_, err) = shown(b"1 5\n\x1a");
        assert_eq!(
            err,
            "warning: line 2: ignored input after the last test case: `\\u{1a}`\n"
        );
        assert_eq!(shown(b"1 5\n\n"), ("5\n".into(), String::new()));
    }

    #[test]
    fn the_end_is_whitespace_nul_and_ctrl_z() {
        for (text, end) in [("", true), (" \n\0\u{1a}\r\n", true), ("\n\0x", false)] {
            assert_eq!(Scanner::new(text).at_end(), end, "{text:?}");
        }
        let mut sc = Scanner::new("a\n\n\0");
        let warning = sc.finish("the start").unwrap();
        assert_eq!(warning.token, Some(("a".into(), (0, 1))));
        assert_eq!(
            warning.to_string(),
            "line 1: ignored input after the start: `a`"
        );
        assert!(sc.at_end());
        assert_eq!(sc.finish("a"), None);
    }

    #[test]
    fn quotes_show_invisible_characters_and_stay_short() {
        let tab = Token {
            text: "a\u{b}",
            line: 2,
        };
        assert_eq!(tab.error("bad").to_string(), "line 2: bad: `a\\u{b}`");
        let long = "x".repeat(100);
        let shown = Token {
            text: &long,
            line: 1,
        }
        .error("bad")
        .to_string();
        assert_eq!(shown, format!("line 1: bad: `{}...`", "x".repeat(40)));
    }

    #[test]
    fn errors_name_case_line_and_token() {
        let mut sc = Scanner::new("\n 12x");
        let err = sc.parse::<u32>("a count").unwrap_err().in_case(4);
        assert_eq!(
            err.to_string(),
            "test case 4, line 2: expected a count: `12x`"
        );
    }

    #[test]
    fn numbers_may_have_one_plus() {
        let mut sc = Scanner::new("+1 -1 01 ++1 +-1 + 7");
        assert_eq!(sc.parse::<u32>("a count"), Ok(1));
        assert!(sc.parse::<u32>("a count").is_err());
        assert_eq!(sc.parse::<u32>("a count"), Ok(1));
        let twice = sc.parse::<u32>("a count").unwrap_err();
        assert_eq!(twice.to_string(), "line 1: expected a count: `++1`");
        assert!(sc.parse::<i32>("a count").is_err());
        assert!(sc.parse::<u32>("a count").is_err());
        assert_eq!(sc.parse::<i32>("a count"), Ok(7));
    }

    #[test]
    fn quotes_of_bytes_show_bad_bytes_and_stay_short() {
        assert_eq!(quote(b"a\xffb\xe2\x82"), "a\\xffb\\xe2\\x82");
        let long = [b'\xff'; 50];
        assert_eq!(quote(&long), format!("{}...", "\\xff".repeat(40)));
        assert_eq!(quote(&[b'x'; 40]), "x".repeat(40));
    }
}
