// kingspoker: the single-file submission for src/bin/kingspoker.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

fn main() {
	crate::input::run(crate::kingspoker::solve);
}

pub mod kingspoker {
	use crate::input::{InputError, Scanner, Token, Warning, line_tokens};
	use crate::output::push_u64;
	const KING: u8 = 13;
	const UNIT: &str = "test case";
	const END: &str = "the line `0 0 0`";
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	enum Kind {
		NoPair,
		Pair { matched: u8, unmatched: u8 },
		Set(u8),
	}
	impl Kind {
		fn of(mut ranks: [u8; 3]) -> Kind {
			ranks.sort_unstable();
			match ranks {
				[a, _, c] if a == c => Kind::Set(a),
				[a, b, c] if a == b => {
					Kind::Pair {
						matched: a,
						unmatched: c,
					}
				}
				[a, b, c] if b == c => {
					Kind::Pair {
						matched: b,
						unmatched: a,
					}
				}
				_ => Kind::NoPair,
			}
		}
		fn next_above(self) -> Option<Kind> {
			match self {
				Kind::NoPair => {
					Some(Kind::Pair {
						matched: 1,
						unmatched: 2,
					})
				}
				Kind::Pair { matched, unmatched } => {
					let kicker = (unmatched + 1..=KING).find(|&k| k != matched);
					Some(
						match (kicker, matched < KING) {
							(Some(k), _) => {
								Kind::Pair {
									matched,
									unmatched: k,
								}
							}
							(None, true) => {
								Kind::Pair {
									matched: matched + 1,
									unmatched: 1,
								}
							}
							(None, false) => Kind::Set(1),
						},
					)
				}
				Kind::Set(rank) => (rank < KING).then(|| Kind::Set(rank + 1)),
			}
		}
		fn ranks(self) -> [u8; 3] {
			match self {
				Kind::NoPair => unreachable!("no answer is a no-pair"),
				Kind::Pair { matched, unmatched } if unmatched < matched => {
					[unmatched, matched, matched]
				}
				Kind::Pair { matched, unmatched } => [matched, matched, unmatched],
				Kind::Set(rank) => [rank; 3],
			}
		}
	}
	pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
		let mut sc = Scanner::new(text);
		let mut cases = 0;
		loop {
			if sc.at_end() {
				let missing = "input ends without the closing `0 0 0` line";
				return Ok(Some(Warning::at(sc.line(), missing)));
			}
			let line = sc.line_of(END)?;
			let Some(ranks) = read_hand(line).map_err(|e| e.in_unit(UNIT, cases + 1))?
			else {
				break;
			};
			cases += 1;
			match Kind::of(ranks).next_above() {
				Some(kind) => {
					for (i, rank) in kind.ranks().into_iter().enumerate() {
						if i > 0 {
							out.push(b' ');
						}
						push_u64(out, u64::from(rank));
					}
				}
				None => out.push(b'*'),
			}
			out.push(b'\n');
		}
		Ok(sc.finish(END))
	}
	fn read_hand((line, text): (usize, &str)) -> Result<Option<[u8; 3]>, InputError> {
		let what = "three numbers from 1 to 13, or `0 0 0`";
		let mut tokens = line_tokens(line, text);
		let mut ranks = [0; 3];
		for (i, rank) in ranks.iter_mut().enumerate() {
			let whole = Token { text: text.trim(), line };
			let token = tokens
				.next()
				.ok_or_else(|| whole.error(format_args!("expected {what}, found {i}")))?;
			*rank = token.parse(what)?;
			if *rank > KING {
				return Err(token.error("a rank must be 1 to 13"));
			}
		}
		if let Some(extra) = tokens.next() {
			return Err(extra.error(format_args!("expected {what}, found more")));
		}
		match ranks {
			[0, 0, 0] => Ok(None),
			_ if ranks.contains(&0) => {
				Err(
					Token { text: text.trim(), line }
						.error("a rank must be 1 to 13, or the line `0 0 0`"),
				)
			}
			_ => Ok(Some(ranks)),
		}
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
		pub fn in_unit(mut self, unit: &'static str, case: usize) -> Self {
			self.case = Some((unit, case));
			self
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
		pub fn at_end(&mut self) -> bool {
			self.skip_whitespace();
			self.rest
				.bytes()
				.all(|b| b.is_ascii_whitespace() || b == 0 || b == SUBSTITUTE)
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

pub mod output {
	const DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";
	#[inline]
	pub fn push_u64(out: &mut Vec<u8>, mut value: u64) {
		let mut buf = [0u8; 20];
		let mut start = buf.len();
		while value >= 100 {
			let pair = (value % 100) as usize * 2;
			value /= 100;
			start -= 2;
			buf[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
		}
		if value >= 10 {
			let pair = value as usize * 2;
			start -= 2;
			buf[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
		} else {
			start -= 1;
			buf[start] = b'0' + value as u8;
		}
		out.extend_from_slice(&buf[start..]);
	}
	#[inline]
	pub fn push_u128(out: &mut Vec<u8>, value: u128) {
		match u64::try_from(value) {
			Ok(small) => push_u64(out, small),
			Err(_) => push_wide(out, value),
		}
	}
	#[cold]
	fn push_wide(out: &mut Vec<u8>, value: u128) {
		const BASE: u128 = 10_000_000_000_000_000_000;
		push_u128(out, value / BASE);
		let mut low = (value % BASE) as u64;
		let mut digits = [b'0'; 19];
		for digit in digits.iter_mut().rev() {
			*digit = b'0' + (low % 10) as u8;
			low /= 10;
		}
		out.extend_from_slice(&digits);
	}
}
