// easypoker: the single-file submission for src/bin/easypoker.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

fn main() {
	crate::input::run(crate::easypoker::solve);
}

pub mod easypoker {
	use crate::input::{InputError, Scanner, Warning, line_tokens};
	const ROLES: [(usize, usize, &str); 4] = [
		(1, 1, "FULL HOUSE"),
		(1, 0, "THREE CARD"),
		(0, 2, "TWO PAIR"),
		(0, 1, "ONE PAIR"),
	];
	const NO_HAND: &str = "NO HAND";
	const NUMBERS: std::ops::RangeInclusive<u8> = 1..=13;
	pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
		let mut sc = Scanner::new(text);
		let what = "five numbers from 1 to 13";
		let (line, text) = sc.line_of(what)?;
		let mut held = [0usize; 14];
		let mut count = 0;
		for token in line_tokens(line, text) {
			count += 1;
			if count > 5 {
				return Err(token.error(format_args!("expected {what}, found more")));
			}
			let number: u8 = token.parse("a number from 1 to 13")?;
			if !NUMBERS.contains(&number) {
				return Err(token.error("a number must be 1 to 13"));
			}
			held[usize::from(number)] += 1;
		}
		if count < 5 {
			let found = crate::input::Token {
				text: text.trim(),
				line,
			};
			return Err(found.error(format_args!("expected {what}, found {count}")));
		}
		let times = |k: usize| held.iter().filter(|&&h| h == k).count();
		let role = ROLES
			.iter()
			.find(|(threes, twos, _)| times(3) == *threes && times(2) == *twos)
			.map_or(NO_HAND, |role| role.2);
		out.extend_from_slice(role.as_bytes());
		out.push(b'\n');
		Ok(sc.finish("the hand"))
	}
}

pub mod input {
	use std::fmt;
	use std::io::{self, Read, Write};
	use std::str::FromStr;
	#[derive(Clone, Debug, PartialEq, Eq)]
	pub struct InputError {
		line: usize,
		case: Option<(&'static str, usize)>,
		message: String,
	}
	impl InputError {
		pub fn at(line: usize, message: impl Into<String>) -> Self {
			InputError {
				line,
				case: None,
				message: message.into(),
			}
		}
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
	#[derive(Clone, Debug, PartialEq, Eq)]
	pub struct Warning {
		line: usize,
		message: String,
		token: Option<(String, (usize, usize))>,
	}
	impl Warning {
		pub fn at(line: usize, message: impl Into<String>) -> Self {
			Warning {
				line,
				message: message.into(),
				token: None,
			}
		}
		pub fn line(&self) -> usize {
			self.line
		}
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
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub struct Token<'a> {
		pub text: &'a str,
		pub line: usize,
	}
	impl Token<'_> {
		pub fn error(&self, message: impl fmt::Display) -> InputError {
			InputError::at(
				self.line,
				format!("{message}: `{}`", quote(self.text.as_bytes())),
			)
		}
		pub fn parse<T: FromStr>(
			&self,
			what: impl fmt::Display,
		) -> Result<T, InputError> {
			let digits = self.text.strip_prefix('+').unwrap_or(self.text);
			let signed_twice = digits.len() < self.text.len()
				&& digits.starts_with(['+', '-']);
			let parsed = match signed_twice {
				true => None,
				false => digits.parse().ok(),
			};
			parsed.ok_or_else(|| self.error(format_args!("expected {what}")))
		}
	}
	#[derive(Clone, Debug)]
	pub struct Scanner<'a> {
		rest: &'a str,
		line: usize,
		len: usize,
	}
	impl<'a> Scanner<'a> {
		pub fn new(text: &'a str) -> Self {
			Scanner {
				rest: text,
				line: 1,
				len: text.len(),
			}
		}
		pub fn line(&self) -> usize {
			self.line
		}
		pub fn next_token(&mut self) -> Option<Token<'a>> {
			self.skip_whitespace();
			if self.rest.is_empty() {
				return None;
			}
			let bytes = self.rest.as_bytes();
			let end = bytes
				.iter()
				.position(u8::is_ascii_whitespace)
				.unwrap_or(bytes.len());
			let (text, rest) = self.rest.split_at(end);
			self.rest = rest;
			Some(Token { text, line: self.line })
		}
		pub fn token(&mut self, what: &str) -> Result<Token<'a>, InputError> {
			self.next_token().ok_or_else(|| self.end_error(what))
		}
		pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, InputError> {
			self.token(what)?.parse(what)
		}
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
		pub fn line_of(&mut self, what: &str) -> Result<(usize, &'a str), InputError> {
			self.next_line().ok_or_else(|| self.end_error(what))
		}
		pub fn end_error(&self, what: &str) -> InputError {
			InputError::at(self.line, format!("input ends early: expected {what}"))
		}
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
	pub fn line_tokens(line: usize, text: &str) -> impl Iterator<Item = Token<'_>> {
		text.split_ascii_whitespace().map(move |text| Token { text, line })
	}
	pub type Solver = fn(&str, &mut Vec<u8>) -> Result<Option<Warning>, InputError>;
	#[derive(Clone, Debug, PartialEq, Eq)]
	pub struct Printed {
		pub stdout: Vec<u8>,
		pub stderr: String,
		pub code: i32,
	}
	pub fn printed(solve: Solver, input: &[u8]) -> Printed {
		match solve_bytes(solve, input) {
			Ok((stdout, warning)) => {
				Printed {
					stdout,
					stderr: warning
						.map_or_else(String::new, |w| format!("warning: {w}\n")),
					code: 0,
				}
			}
			Err(err) => {
				Printed {
					stdout: Vec::new(),
					stderr: format!("error: {err}\n"),
					code: 2,
				}
			}
		}
	}
	pub fn run(solve: Solver) {
		let mut bytes = Vec::new();
		if let Err(err) = io::stdin().lock().read_to_end(&mut bytes) {
			fail(&format!("cannot read stdin: {err}"));
		}
		let printed = printed(solve, &bytes);
		let _ = io::stderr().lock().write_all(printed.stderr.as_bytes());
		if printed.code != 0 {
			std::process::exit(printed.code);
		}
		let mut stdout = io::stdout().lock();
		match stdout.write_all(&printed.stdout).and_then(|()| stdout.flush()) {
			Err(err) if err.kind() != io::ErrorKind::BrokenPipe => {
				eprintln!("error: cannot write the output: {err}");
				std::process::exit(1);
			}
			_ => {}
		}
	}
	const SUBSTITUTE: u8 = 0x1a;
	fn solve_bytes(
		solve: Solver,
		input: &[u8],
	) -> Result<(Vec<u8>, Option<Warning>), InputError> {
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
					.unwrap_or_else(|| Warning::at(
						not_utf8.line,
						"ignored input that is not UTF-8",
					));
				Ok((out, Some(warning.requote(input))))
			}
			Err(err) if err.line < not_utf8.line => Err(err),
			Err(_) => Err(not_utf8),
		}
	}
	fn not_utf8(bytes: &[u8], err: &std::str::Utf8Error) -> InputError {
		let (good, rest) = bytes.split_at(err.valid_up_to());
		let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
		let bad = &rest[..err.error_len().unwrap_or(rest.len())];
		let shown: String = bad.iter().map(|b| format!("\\x{b:02x}")).collect();
		InputError::at(line, format!("the input is not UTF-8 text: `{shown}`"))
	}
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
}
