// kingspoker: the single-file submission for problems/kingspoker/src/main.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

#![allow(dead_code, unused_imports)]

mod input {
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

mod output {
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
}

mod poker {
	mod card {
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct Rank(u8);
		impl Rank {
			pub const DEUCE: Rank = Rank(0);
			pub const fn from_index(i: usize) -> Rank {
				assert!(i < 13, "a rank index is below 13");
				Rank(i as u8)
			}
			pub const fn index(self) -> usize {
				self.0 as usize
			}
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct Suit(u8);
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct Card(u8);
		#[derive(Clone, Debug, PartialEq, Eq)]
		pub struct ParseCardError {
			text: String,
		}
	}
	mod ladder {
		use crate::poker::{Rank, Suit};
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub enum Kind {
			HighCard,
			OnePair,
			TwoPair,
			ThreeOfAKind,
			Straight,
			Flush,
			FullHouse,
			FourOfAKind,
			StraightFlush,
			RoyalFlush,
			FiveOfAKind,
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq)]
		pub enum Ace {
			High,
			Low,
			Both,
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq)]
		pub struct Ladder {
			pub kinds: &'static [Kind],
			pub size: usize,
			pub ace: Ace,
			pub lowest: Rank,
			pub exact: bool,
			pub suits: Option<[Suit; 4]>,
			pub low: bool,
			pub qualifier: Option<Rank>,
			pub names: Option<&'static [&'static str]>,
		}
		use Kind::{
			FiveOfAKind, Flush, FourOfAKind, FullHouse, HighCard, OnePair, RoyalFlush,
			Straight, StraightFlush, ThreeOfAKind, TwoPair,
		};
		const STANDARD_KINDS: &[Kind] = &[
			HighCard,
			OnePair,
			TwoPair,
			ThreeOfAKind,
			Straight,
			Flush,
			FullHouse,
			FourOfAKind,
			StraightFlush,
		];
		impl Ladder {
			pub const STANDARD: Ladder = Ladder {
				kinds: STANDARD_KINDS,
				size: 5,
				ace: Ace::Both,
				lowest: Rank::DEUCE,
				exact: false,
				suits: None,
				low: false,
				qualifier: None,
				names: None,
			};
			pub const KINGS_POKER: Ladder = Ladder {
				kinds: &[HighCard, OnePair, ThreeOfAKind],
				size: 3,
				ace: Ace::Low,
				..Ladder::STANDARD
			};
			pub fn key_of_ranks(&self, ranks: &[Rank]) -> LadderKey {
				assert_eq!(ranks.len(), self.size, "a hand of this ladder's size");
				assert!(self.size <= 5, "a ladder's hands have at most five cards");
				let mut counts = [0u8; 13];
				for rank in ranks {
					counts[rank.index()] += 1;
				}
				self.key_of_counts(&counts, false)
			}
			pub fn kind(&self, key: LadderKey) -> Option<Kind> {
				self.rung(key).map(|r| self.kinds[r])
			}
			pub fn rung(&self, key: LadderKey) -> Option<usize> {
				(self.raw(key) >> RUNG_SHIFT).checked_sub(1).map(|r| r as usize)
			}
			fn raw(&self, key: LadderKey) -> u64 {
				if self.low && key != LadderKey::NONE { !key.0 & MASK } else { key.0 }
			}
			fn value(&self, rank: usize) -> u64 {
				match (self.ace, rank) {
					(Ace::Low, 12) => 0,
					_ => rank as u64 + 1,
				}
			}
			pub(crate) fn key_of_counts(
				&self,
				counts: &[u8; 13],
				flush: bool,
			) -> LadderKey {
				let (mut order, mut mask) = (0u128, 0u32);
				for (r, &count) in counts.iter().enumerate() {
					if count > 0 {
						order
							|= 1 << (16 * (u32::from(count) - 1) + self.value(r) as u32);
						mask |= 1 << r;
					}
				}
				let (mut groups, mut sizes, mut tie) = (0, 0u64, 0u64);
				while order != 0 {
					let top = 127 - order.leading_zeros();
					sizes = sizes << 3 | u64::from(top / 16 + 1);
					tie = tie << 4 | u64::from(top % 16);
					order &= !(1 << top);
					groups += 1;
				}
				self.key_of_groups(mask, groups, sizes, tie, flush)
			}
			fn key_of_groups(
				&self,
				mask: u32,
				groups: u32,
				sizes: u64,
				tie: u64,
				flush: bool,
			) -> LadderKey {
				let n = self.size as u32;
				let (sizes, tie) = (
					sizes << (3 * (5 - groups)),
					tie << (4 * (5 - groups)),
				);
				let distinct = groups == n;
				if let Some(limit) = self.qualifier {
					if !distinct || tie >> 16 > self.value(limit.index()) {
						return LadderKey::NONE;
					}
				}
				let (lowest, run) = (self.lowest.index() as u32, (1u32 << n) - 1);
				let has_ace = mask >> 12 & 1 == 1;
				let top = if !distinct {
					None
				} else if (self.ace != Ace::Low || !has_ace)
					&& mask >> mask.trailing_zeros() == run
					&& mask.trailing_zeros() >= lowest
				{
					Some(self.value(31 - mask.leading_zeros() as usize))
				} else if self.ace != Ace::High && has_ace
					&& mask & !(1 << 12) == run >> 1 << lowest
				{
					Some(self.value((lowest + n - 2) as usize))
				} else {
					None
				};
				let size = |slot: u32| sizes >> (12 - 3 * slot) & 7;
				let mut exactly = [0usize; 8];
				for slot in 0..groups {
					exactly[size(slot) as usize] += 1;
				}
				let groups_of = |k: u64| match self.exact {
					true => exactly[k as usize],
					false => exactly[k as usize..].iter().sum(),
				};
				let fits = |kind: Kind| match kind {
					HighCard => true,
					OnePair => groups_of(2) > 0,
					TwoPair => groups_of(2) >= 2,
					ThreeOfAKind => groups_of(3) > 0,
					Straight => top.is_some(),
					Flush => flush,
					FullHouse if self.exact => groups_of(3) > 0 && groups_of(2) > 0,
					FullHouse => size(0) >= 3 && size(1) >= 2,
					FourOfAKind => groups_of(4) > 0,
					StraightFlush => flush && top.is_some(),
					RoyalFlush => flush && top == Some(13),
					FiveOfAKind => groups_of(5) > 0,
				};
				let rung = (0..self.kinds.len())
					.rev()
					.find(|&r| fits(self.kinds[r]))
					.expect("a ladder lists the high card");
				let tie = match (self.kinds[rung], top) {
					(Straight | StraightFlush | RoyalFlush, Some(top)) => top << 16,
					_ => tie,
				};
				let raw = (rung as u64 + 1) << RUNG_SHIFT | sizes << 40 | tie << 20;
				LadderKey(if self.low { !raw & MASK } else { raw })
			}
		}
		#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct LadderKey(u64);
		impl LadderKey {
			pub const NONE: LadderKey = LadderKey(0);
		}
		const RUNG_SHIFT: u32 = 55;
		const MASK: u64 = (1 << 59) - 1;
	}
	pub use card::{Rank, Suit};
	pub use ladder::{Kind, Ladder, LadderKey};
}

use crate::input::{line_tokens, InputError, Scanner, Token, Warning};

use crate::output::push_u64;

use crate::poker::{Kind, Ladder, LadderKey, Rank};

const LADDER: Ladder = Ladder::KINGS_POKER;

const KING: u8 = 13;

const UNIT: &str = "test case";

const END: &str = "the line `0 0 0`";

fn rank(number: u8) -> Rank {
	Rank::from_index((usize::from(number) + 11) % 13)
}

fn sets_and_pairs() -> Vec<(LadderKey, [u8; 3])> {
	let mut hands = Vec::new();
	for a in 1..=KING {
		for b in a..=KING {
			for c in b..=KING {
				let key = LADDER.key_of_ranks(&[rank(a), rank(b), rank(c)]);
				if LADDER.kind(key) != Some(Kind::HighCard) {
					hands.push((key, [a, b, c]));
				}
			}
		}
	}
	hands.sort_unstable();
	hands
}

fn main() {
	crate::input::run(solve);
}

fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
	let mut sc = Scanner::new(text);
	let ladder = sets_and_pairs();
	let mut cases = 0;
	loop {
		if sc.at_end() {
			let missing = "input ends without the closing `0 0 0` line";
			return Ok(Some(Warning::at(sc.line(), missing)));
		}
		let line = sc.line_of(END)?;
		let Some(ranks) = read_hand(line).map_err(|e| e.in_unit(UNIT, cases + 1))? else {
			break;
		};
		cases += 1;
		let key = LADDER.key_of_ranks(&ranks.map(rank));
		let above = ladder.iter().find(|(other, _)| *other > key);
		match above {
			Some((_, numbers)) => {
				for (i, &number) in numbers.iter().enumerate() {
					if i > 0 {
						out.push(b' ');
					}
					push_u64(out, u64::from(number));
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
