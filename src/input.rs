//! Line-aware tokenizer for judge input, the card reader on top of it, and the
//! shared `main` wrapper that turns a bad input into one line on stderr and exit code 2.
//!
//! proconio's `input!` panics on malformed input and loses line numbers, so the
//! binaries read through this scanner instead.

mod cards;

pub use cards::CardReader;

use std::fmt;
use std::io::{self, Read, Write};
use std::str::FromStr;

/// A bad input: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    line: usize,
    case: Option<usize>,
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
    pub fn in_case(mut self, case: usize) -> Self {
        self.case = Some(case);
        self
    }

    /// The 1-based line.
    pub fn line(&self) -> usize {
        self.line
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "test case {case}, ")?;
        }
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for InputError {}

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
        InputError::at(self.line, format!("{message}: `{}`", quote(self.text)))
    }

    /// Parses the token, naming `what` it should be on failure.
    ///
    /// # Errors
    /// `expected <what>` quoting the token, when it does not parse as `T` or
    /// starts with `+`.
    pub fn parse<T: FromStr>(&self, what: impl fmt::Display) -> Result<T, InputError> {
        // Rust's number parsers take a leading `+`; a judge's numbers never have one.
        let parsed = match self.text.starts_with('+') {
            true => None,
            false => self.text.parse().ok(),
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
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Scanner {
            rest: text,
            line: 1,
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

    /// The error for input that ended before `what`.
    pub fn end_error(&self, what: &str) -> InputError {
        InputError::at(self.line, format!("input ends early: expected {what}"))
    }

    /// Checks that nothing but whitespace is left.
    ///
    /// # Errors
    /// `unexpected extra input` quoting the next token, if there is one.
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(token) => Err(token.error("unexpected extra input")),
        }
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

/// The token as an error shows it: invisible characters escaped, so the quote
/// shows what is really there, and at most 40 characters, so the error stays short.
fn quote(text: &str) -> String {
    const LONGEST: usize = 40;
    let mut shown: String = text
        .chars()
        .take(LONGEST)
        .flat_map(char::escape_debug)
        .collect();
    if text.chars().nth(LONGEST).is_some() {
        shown.push_str("...");
    }
    shown
}

/// Splits a line into tokens that carry its line number.
pub fn line_tokens(line: usize, text: &str) -> impl Iterator<Item = Token<'_>> {
    text.split_ascii_whitespace()
        .map(move |text| Token { text, line })
}

/// A problem's solver: reads a whole input text and appends the whole answer to
/// `out` as ASCII, or returns the first bad input's error. Every problem's `solve`
/// has this type.
pub type Solver = fn(&str, &mut Vec<u8>) -> Result<(), InputError>;

/// Runs a solver on an input as the binaries do (a leading byte-order mark dropped,
/// UTF-8 checked) and returns its whole answer as text.
///
/// ```
/// use showdown::input::answer;
///
/// // Project Euler 54's first two deals: a pair of eights beats fives (player 2),
/// // then ace high beats queen high (player 1).
/// let deals = b"5H 5C 6S 7S KD 2C 3S 8S 8D TD\n5D 8C 9S JS AC 2C 5C 7D 8S QH\n";
/// assert_eq!(answer(showdown::euler54::solve, deals).unwrap(), "1\n");
/// let err = answer(showdown::euler54::solve, b"5H 5C\n").unwrap_err();
/// assert_eq!(err.to_string(), "line 1: expected 10 cards, found 2 cards: `5H 5C`");
/// ```
///
/// # Errors
/// The [`InputError`] of input that is not UTF-8, or the solver's own.
///
/// # Panics
/// If the solver writes bytes that are not UTF-8; every solver writes ASCII.
pub fn answer(solve: Solver, input: &[u8]) -> Result<String, InputError> {
    let out = solve_bytes(solve, input)?;
    Ok(String::from_utf8(out).expect("a solver writes ASCII"))
}

/// [`answer`] on a text, an error shown as its message: what the unit tests compare.
#[cfg(test)]
pub(crate) fn answer_text(solve: Solver, text: &str) -> Result<String, String> {
    answer(solve, text.as_bytes()).map_err(|err| err.to_string())
}

/// Runs a solver on all of stdin and prints its whole output, or exits 2 with a one-line error.
///
/// Nothing reaches stdout unless the whole input is valid, so a bad input never
/// leaves a partial answer behind.
pub fn run(solve: Solver) {
    let mut bytes = Vec::new();
    if let Err(err) = io::stdin().lock().read_to_end(&mut bytes) {
        fail(&format!("cannot read stdin: {err}"));
    }
    let out = solve_bytes(solve, &bytes).unwrap_or_else(|err| fail(&err.to_string()));
    let mut stdout = io::stdout().lock();
    match stdout.write_all(&out).and_then(|()| stdout.flush()) {
        // A closed pipe (say `| head`) is the reader's choice, not an error worth a message.
        Err(err) if err.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("error: cannot write the output: {err}");
            std::process::exit(1);
        }
        _ => {}
    }
}

/// The solver's answer to an input, as bytes.
fn solve_bytes(solve: Solver, input: &[u8]) -> Result<Vec<u8>, InputError> {
    let text = decode(input)?;
    let mut out = Vec::new();
    solve(text, &mut out)?;
    Ok(out)
}

/// The input as text: UTF-8, with a leading byte-order mark dropped (some
/// editors write one, and it would otherwise stick to the first token).
fn decode(bytes: &[u8]) -> Result<&str, InputError> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|err| {
        let (good, rest) = bytes.split_at(err.valid_up_to());
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        // The bytes at fault: the invalid sequence, or the cut-off one at the end.
        let bad = &rest[..err.error_len().unwrap_or(rest.len())];
        let shown: String = bad.iter().map(|b| format!("\\x{b:02x}")).collect();
        InputError::at(line, format!("the input is not UTF-8 text: `{shown}`"))
    })
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

    #[test]
    fn bad_bytes_name_their_line_and_a_bom_is_dropped() {
        let err = decode(b"1\n2\n3 \xff\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3: the input is not UTF-8 text: `\\xff`"
        );
        assert_eq!(decode(b"\xef\xbb\xbf1 2\n").unwrap(), "1 2\n");
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
    fn numbers_are_digits_without_a_sign() {
        let mut sc = Scanner::new("+1 -1 01");
        let plus = sc.parse::<u32>("a count").unwrap_err();
        assert_eq!(plus.to_string(), "line 1: expected a count: `+1`");
        assert!(sc.parse::<u32>("a count").is_err());
        assert_eq!(sc.parse::<u32>("a count"), Ok(1));
    }
}
