// videopoker: the single-file submission for problems/videopoker/src/main.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

#![allow(dead_code, unused_imports)]

mod fraction {
	use std::fmt;
	#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
	pub struct Fraction {
		num: u128,
		den: u128,
	}
	impl fmt::Display for Fraction {
		fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
			write!(f, "{}/{}", self.num, self.den)
		}
	}
	pub fn gcd(mut a: u128, mut b: u128) -> u128 {
		loop {
			if let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) {
				return u128::from(gcd_u64(x, y));
			}
			if b == 0 {
				return a;
			}
			(a, b) = (b, a % b);
		}
	}
	pub fn gcd_u64(a: u64, b: u64) -> u64 {
		if a == 0 || b == 0 {
			return a | b;
		}
		let shift = (a | b).trailing_zeros();
		let (mut a, mut b) = (a >> a.trailing_zeros(), b >> b.trailing_zeros());
		while a != b {
			let difference = a.abs_diff(b);
			a = a.min(b);
			b = difference >> difference.trailing_zeros();
		}
		a << shift
	}
	pub fn checked_lcm(a: u128, b: u128) -> Option<u128> {
		assert!(a != 0 && b != 0, "lcm({a}, {b}) of a zero");
		(a / gcd(a, b)).checked_mul(b)
	}
}

mod input {
	mod cards {
		use crate::input::{InputError, Token, line_tokens};
		use crate::poker::{Card, CardSet, Spelling, Suit};
		#[derive(Clone, Copy, Debug)]
		pub struct CardReader {
			cards: CardSet,
			spelling: &'static Spelling,
		}
		impl CardReader {
			pub fn new(spelling: &'static Spelling) -> Self {
				CardReader {
					cards: CardSet::EMPTY,
					spelling,
				}
			}
			pub fn read_token(&mut self, token: Token<'_>) -> Result<Card, InputError> {
				let mut parsed = self.spelling.parse(token.text).ok();
				if !self.spelling.has_suits() {
					let free = |c: Card| {
						Suit::all()
							.map(|s| Card::new(c.rank(), s))
							.find(|&c| !self.cards.contains(c))
					};
					if let Some(card) = parsed {
						parsed = Some(
							free(card)
								.ok_or_else(|| {
									let kind = if token.text.bytes().all(|b| b.is_ascii_digit())
									{
										"number"
									} else {
										"rank"
									};
									token.error(format_args!("a fifth card of one {kind}"))
								})?,
						);
					}
				}
				self.record(parsed, |message| token.error(message))
			}
			pub fn read_line<const N: usize>(
				&mut self,
				(line, text): (usize, &str),
				what: &str,
			) -> Result<[Card; N], InputError> {
				let tokens = line_tokens(line, text);
				self.read_exactly(tokens, Token { text: text.trim(), line }, what)
			}
			fn read_exactly<'a, const N: usize>(
				&mut self,
				mut tokens: impl Iterator<Item = Token<'a>>,
				whole_line: Token<'_>,
				what: &str,
			) -> Result<[Card; N], InputError> {
				let mut cards = [Card::from_index(0); N];
				for (i, slot) in cards.iter_mut().enumerate() {
					let token = tokens
						.next()
						.ok_or_else(|| wrong_count(what, i, whole_line))?;
					*slot = self.read_token(token)?;
				}
				match tokens.next() {
					None => Ok(cards),
					Some(extra) => Err(wrong_count(what, N + 1 + tokens.count(), extra)),
				}
			}
			pub fn cards(&self) -> CardSet {
				self.cards
			}
			fn record(
				&mut self,
				parsed: Option<Card>,
				error: impl FnOnce(&str) -> InputError,
			) -> Result<Card, InputError> {
				let Some(card) = parsed else {
					return Err(
						error(
							&format!(
								"unknown card, expected {}", self.spelling.expected()
							),
						),
					);
				};
				if !self.cards.insert(card) {
					return Err(error("duplicate card"));
				}
				Ok(card)
			}
		}
		fn wrong_count(what: &str, found: usize, at_fault: Token<'_>) -> InputError {
			let plural = if found == 1 { "" } else { "s" };
			at_fault.error(format_args!("expected {what}, found {found} card{plural}"))
		}
	}
	pub use cards::CardReader;
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
		pub fn in_case(self, case: usize) -> Self {
			self.in_unit("test case", case)
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
		pub fn alone<T: FromStr>(&mut self, what: &str) -> Result<T, InputError> {
			let (line, text) = self.line_of(what)?;
			let mut tokens = line_tokens(line, text);
			let first = tokens.next().ok_or_else(|| self.end_error(what))?;
			let value = first.parse(what)?;
			match tokens.next() {
				Some(extra) => {
					Err(extra.error(format_args!("expected only {what} on its line")))
				}
				None => Ok(value),
			}
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
	pub fn push_quotient(out: &mut Vec<u8>, num: u64, den: u64, digits: usize) {
		assert!(den > 0, "division by zero");
		push_u64(out, num / den);
		out.push(b'.');
		let (den, mut rest) = (u128::from(den), u128::from(num % den));
		for _ in 0..digits {
			rest *= 10;
			out.push(b'0' + (rest / den) as u8);
			rest %= den;
		}
	}
}

mod poker {
	mod card {
		use crate::poker::Spelling;
		use std::fmt;
		use std::str::FromStr;
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct Rank(u8);
		impl Rank {
			pub const fn from_index(i: usize) -> Rank {
				assert!(i < 13, "a rank index is below 13");
				Rank(i as u8)
			}
			pub const fn index(self) -> usize {
				self.0 as usize
			}
			pub fn symbol(self) -> char {
				b"23456789TJQKA"[self.0 as usize] as char
			}
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct Suit(u8);
		impl Suit {
			pub fn all() -> impl Iterator<Item = Suit> {
				(0..4).map(Suit)
			}
			pub const fn from_index(i: usize) -> Suit {
				assert!(i < 4, "a suit index is below 4");
				Suit(i as u8)
			}
			pub const fn index(self) -> usize {
				self.0 as usize
			}
			pub fn symbol(self) -> char {
				b"cdhs"[self.0 as usize] as char
			}
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct Card(u8);
		impl Card {
			pub const fn new(rank: Rank, suit: Suit) -> Card {
				Card(suit.0 * 16 + rank.0)
			}
			pub const fn from_index(i: usize) -> Card {
				assert!(i < 52, "a card index is below 52");
				Card::new(Rank((i % 13) as u8), Suit((i / 13) as u8))
			}
			pub fn index(self) -> usize {
				self.suit().index() * 13 + self.rank().index()
			}
			pub fn bit(self) -> u32 {
				self.0 as u32
			}
			pub(crate) fn from_bit(bit: u32) -> Card {
				Card(bit as u8)
			}
			pub const fn rank(self) -> Rank {
				Rank(self.0 & 15)
			}
			pub const fn suit(self) -> Suit {
				Suit(self.0 >> 4)
			}
		}
		impl FromStr for Card {
			type Err = ParseCardError;
			fn from_str(text: &str) -> Result<Card, ParseCardError> {
				Spelling::RANK_SUIT.parse(text)
			}
		}
		impl fmt::Display for Card {
			fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
				write!(f, "{}{}", self.rank().symbol(), self.suit().symbol())
			}
		}
		#[derive(Clone, Debug, PartialEq, Eq)]
		pub struct ParseCardError {
			text: String,
		}
		impl ParseCardError {
			pub(crate) fn new(text: &str) -> Self {
				ParseCardError {
					text: text.to_string(),
				}
			}
		}
		impl fmt::Display for ParseCardError {
			fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
				write!(f, "unknown card `{}`", self.text)
			}
		}
		impl std::error::Error for ParseCardError {}
	}
	mod cardset {
		use crate::poker::Card;
		use std::fmt;
		#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
		pub struct CardSet(u64);
		impl CardSet {
			pub const EMPTY: CardSet = CardSet(0);
			pub fn contains(self, card: Card) -> bool {
				self.0 >> card.bit() & 1 == 1
			}
			pub fn insert(&mut self, card: Card) -> bool {
				let fresh = !self.contains(card);
				self.0 |= 1 << card.bit();
				fresh
			}
			pub fn iter(self) -> Iter {
				Iter(self.0)
			}
		}
		impl FromIterator<Card> for CardSet {
			fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
				let mut set = CardSet::EMPTY;
				for card in iter {
					set.insert(card);
				}
				set
			}
		}
		impl IntoIterator for CardSet {
			type Item = Card;
			type IntoIter = Iter;
			fn into_iter(self) -> Iter {
				self.iter()
			}
		}
		#[derive(Clone, Debug)]
		pub struct Iter(u64);
		impl Iterator for Iter {
			type Item = Card;
			fn next(&mut self) -> Option<Card> {
				if self.0 == 0 {
					return None;
				}
				let bit = self.0.trailing_zeros();
				self.0 &= self.0 - 1;
				Some(Card::from_bit(bit))
			}
			fn size_hint(&self) -> (usize, Option<usize>) {
				let n = self.0.count_ones() as usize;
				(n, Some(n))
			}
		}
		impl ExactSizeIterator for Iter {}
		impl fmt::Debug for CardSet {
			fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
				f.debug_set().entries(self.iter().map(|c| c.to_string())).finish()
			}
		}
	}
	mod spelling {
		use crate::poker::{Card, ParseCardError, Rank, Suit};
		#[derive(Clone, Copy, Debug, PartialEq, Eq)]
		pub enum Order {
			RankFirst,
			SuitFirst,
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq)]
		pub struct Spelling {
			ranks: &'static str,
			suits: &'static str,
			order: Order,
			any_case: bool,
			table: [u8; 256],
		}
		impl Spelling {
			pub const RANK_SUIT: Spelling = Spelling::new(
				RANK_LETTERS,
				"C D H S",
				Order::RankFirst,
				true,
			);
			pub const fn new(
				ranks: &'static str,
				suits: &'static str,
				order: Order,
				any_case: bool,
			) -> Spelling {
				let table = mark(
					mark([0; 256], ranks, 1, any_case),
					suits,
					16,
					any_case,
				);
				Spelling {
					ranks,
					suits,
					order,
					any_case,
					table,
				}
			}
			pub fn has_suits(&self) -> bool {
				!self.suits.is_empty()
			}
			pub fn parse(&self, text: &str) -> Result<Card, ParseCardError> {
				self.card_of(text).ok_or_else(|| ParseCardError::new(text))
			}
			fn card_of(&self, text: &str) -> Option<Card> {
				if self.suits.is_empty() {
					return Some(Card::new(self.rank_of(text)?, Suit::from_index(0)));
				}
				let bytes = text.as_bytes();
				let (rank, suit) = match self.order {
					Order::RankFirst => {
						(text.get(..bytes.len().checked_sub(1)?)?, *bytes.last()?)
					}
					Order::SuitFirst => (text.get(1..)?, *bytes.first()?),
				};
				let suit = (self.table[suit as usize] >> 4).checked_sub(1)?;
				Some(Card::new(self.rank_of(rank)?, Suit::from_index(suit as usize)))
			}
			pub fn rank_of(&self, text: &str) -> Option<Rank> {
				let index = match *text.as_bytes() {
					[b] => (self.table[b as usize] & 15) as usize,
					_ => self.index_in(self.ranks, text)? + 1,
				};
				index.checked_sub(1).map(Rank::from_index)
			}
			fn index_in(&self, list: &str, text: &str) -> Option<usize> {
				let mut symbols = list.as_bytes().split(|&b| b == b' ');
				symbols.position(|symbol| self.same(text, symbol))
			}
			fn same(&self, text: &str, symbol: &[u8]) -> bool {
				text.as_bytes() == symbol
					|| self.any_case && text.as_bytes().eq_ignore_ascii_case(symbol)
			}
			pub fn expected(&self) -> String {
				let (ranks, suits) = (self.ranks, self.suits);
				match (suits.is_empty(), self.order) {
					(true, _) => format!("a rank ({ranks})"),
					(false, Order::RankFirst) => {
						format!("a rank ({ranks}) then a suit ({suits})")
					}
					(false, Order::SuitFirst) => {
						format!("a suit ({suits}) then a rank ({ranks})")
					}
				}
			}
		}
		const RANK_LETTERS: &str = "2 3 4 5 6 7 8 9 T J Q K A";
		const fn mark(
			mut table: [u8; 256],
			list: &str,
			unit: u8,
			any_case: bool,
		) -> [u8; 256] {
			let (bytes, mut index, mut start, mut i) = (list.as_bytes(), 1, 0, 0);
			while i <= bytes.len() {
				if i == bytes.len() || bytes[i] == b' ' {
					if i == start + 1 {
						let b = bytes[start];
						table[b as usize] |= unit * index;
						if any_case {
							table[b.to_ascii_lowercase() as usize] |= unit * index;
							table[b.to_ascii_uppercase() as usize] |= unit * index;
						}
					}
					index += 1;
					start = i + 1;
				}
				i += 1;
			}
			assert!(index == if unit == 1 { 14 } else { 5 }, "13 ranks and 4 suits");
			table
		}
	}
	pub use card::{Card, ParseCardError, Rank, Suit};
	pub use cardset::CardSet;
	pub use spelling::Spelling;
}

mod videopoker {
	mod category {
		use super::deck::{CLASSES, Deck, DeckCard, WILD};
		pub const CATEGORIES: usize = 16;
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub enum Category {
			Nothing,
			LowPair,
			HighPair,
			TwoPair,
			ThreeOfAKind,
			Straight,
			Flush,
			FullHouse,
			QuadsTwosToFours,
			QuadsFivesToKings,
			QuadsAces,
			StraightFlush,
			FiveOfAKind,
			WildRoyal,
			FourDeuces,
			NaturalRoyal,
		}
		impl Category {
			pub fn index(self) -> usize {
				self as usize
			}
		}
		const STRAIGHTS: [u16; 10] = [
			0x100f, 0x1f, 0x3e, 0x7c, 0xf8, 0x1f0, 0x3e0, 0x7c0, 0xf80, 0x1f00,
		];
		const ROYAL: u16 = 0x1f00;
		#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
		pub struct Ranking {
			deck: Deck,
			lowest_high_pair: u8,
		}
		impl Ranking {
			pub const ANY_PAIR: Ranking = Ranking {
				deck: Deck::Standard,
				lowest_high_pair: 0,
			};
			pub fn deck(self) -> Deck {
				self.deck
			}
			pub fn category(self, cards: &[DeckCard; 5]) -> Category {
				let mut counts = [0u8; CLASSES];
				let mut suits = 0u8;
				let mut seen = 0u64;
				for &card in cards {
					assert!(
						self.deck.contains(card), "{card:?} is not in {:?}", self.deck
					);
					assert!(seen >> card.index() & 1 == 0, "{card:?} repeats");
					seen |= 1 << card.index();
					let class = self.deck.class(card);
					counts[class] += 1;
					if class != WILD {
						suits |= 1 << card.suit_index();
					}
				}
				self.category_of_shape(&counts, suits.count_ones() <= 1)
			}
			pub(crate) fn category_of_shape(
				self,
				counts: &[u8; CLASSES],
				suited: bool,
			) -> Category {
				let wild = counts[WILD];
				if wild == 4 && self.deck == Deck::DeucesWild {
					return Category::FourDeuces;
				}
				let (mut ranks, mut most, mut pairs) = (0u16, 0, 0);
				for (rank, &count) in counts[..13].iter().enumerate() {
					ranks |= u16::from(count > 0) << rank;
					most = most.max(count);
					pairs += u8::from(count >= 2);
				}
				let top_with = |n: u8| {
					(0..13).rev().find(|&r| counts[r] > 0 && counts[r] + wild >= n)
				};
				let straight = ranks.count_ones() as u8 + wild == 5
					&& STRAIGHTS.iter().any(|&run| ranks & !run == 0);
				if straight && suited {
					return match (ranks & !ROYAL == 0, wild) {
						(false, _) => Category::StraightFlush,
						(true, 0) => Category::NaturalRoyal,
						(true, _) => Category::WildRoyal,
					};
				}
				if most + wild >= 5 {
					return Category::FiveOfAKind;
				}
				if most + wild >= 4 {
					return match top_with(4) {
						Some(12) => Category::QuadsAces,
						Some(3..=11) => Category::QuadsFivesToKings,
						_ => Category::QuadsTwosToFours,
					};
				}
				if pairs == 2 && most + wild == 3 {
					return Category::FullHouse;
				}
				if suited {
					return Category::Flush;
				}
				if straight {
					return Category::Straight;
				}
				if most + wild >= 3 {
					return Category::ThreeOfAKind;
				}
				if pairs == 2 {
					return Category::TwoPair;
				}
				if most + wild < 2 {
					return Category::Nothing;
				}
				match top_with(2) {
					Some(rank) if rank >= self.lowest_high_pair as usize => {
						Category::HighPair
					}
					_ => Category::LowPair,
				}
			}
		}
	}
	mod count_tables {
		use super::category::{CATEGORIES, Ranking};
		use super::deck::{CLASSES, WILD};
		pub(crate) const OFFSETS: [usize; 6] = [0, 1, 15, 120, 680, 3060];
		pub(crate) const STEP: [[u16; CLASSES]; 6] = steps();
		const fn steps() -> [[u16; CLASSES]; 6] {
			let mut table = [[0; CLASSES]; 6];
			let mut k = 1;
			while k < 6 {
				let mut class = 0;
				while class < CLASSES {
					table[k][class] = binomial(class + k - 1, k) as u16;
					class += 1;
				}
				k += 1;
			}
			table
		}
		pub(crate) const fn binomial(n: usize, k: usize) -> u64 {
			if k > n {
				return 0;
			}
			let mut value = 1;
			let mut i = 0;
			while i < k {
				value = value * (n - i) as u64 / (i as u64 + 1);
				i += 1;
			}
			value
		}
		#[derive(Clone, Debug)]
		pub struct CountTables {
			ranking: Ranking,
			rows: Vec<[u32; CATEGORIES]>,
			pub(crate) classes: std::sync::OnceLock<Vec<super::holds::DealRows>>,
		}
		impl CountTables {
			pub fn new(ranking: Ranking) -> CountTables {
				let sizes = ranking.deck().class_sizes();
				let mut rows = vec![[0; CATEGORIES]; 2 * OFFSETS[5]];
				for size in (0..5).rev() {
					for_each_multiset(
						size,
						&mut |counts, index| {
							for suited in [false, true] {
								if let Some(row) = fill(
									ranking,
									&rows,
									&sizes,
									counts,
									suited,
								) {
									rows[2 * (OFFSETS[size] + index) + usize::from(suited)] = row;
								}
							}
						},
					);
				}
				CountTables {
					ranking,
					rows,
					classes: std::sync::OnceLock::new(),
				}
			}
			pub fn ranking(&self) -> Ranking {
				self.ranking
			}
			pub(crate) fn row(&self, number: usize) -> &[u32; CATEGORIES] {
				&self.rows[number]
			}
			pub(crate) fn rows(&self) -> &[[u32; CATEGORIES]] {
				&self.rows
			}
		}
		fn fill(
			ranking: Ranking,
			rows: &[[u32; CATEGORIES]],
			sizes: &[u8; CLASSES],
			counts: &[u8; CLASSES],
			suited: bool,
		) -> Option<[u32; CATEGORIES]> {
			let size: u8 = counts.iter().sum();
			let naturals = size - counts[WILD];
			let repeated = counts[..WILD].iter().any(|&n| n >= 2);
			let impossible = counts.iter().zip(sizes).any(|(n, size)| n > size)
				|| (naturals <= 1 && !suited) || (suited && repeated);
			if impossible {
				return None;
			}
			let mut sum = [0u64; CATEGORIES];
			let mut next = *counts;
			for class in 0..CLASSES {
				let left = u64::from(sizes[class] - counts[class]);
				if left == 0 {
					continue;
				}
				let keeping = match (suited, class == WILD || naturals == 0) {
					(false, _) => 0,
					(true, true) => left,
					(true, false) => u64::from(counts[class] == 0),
				};
				next[class] += 1;
				for (ways, suited) in [(keeping, true), (left - keeping, false)] {
					if ways == 0 {
						continue;
					}
					if size == 4 {
						sum[ranking.category_of_shape(&next, suited).index()] += ways;
					} else {
						let row = &rows[2
							* (OFFSETS[size as usize + 1] + multiset_index(&next))
							+ usize::from(suited)];
						for (total, &n) in sum.iter_mut().zip(row) {
							*total += ways * u64::from(n);
						}
					}
				}
				next[class] -= 1;
			}
			let mut row = [0; CATEGORIES];
			for (count, total) in row.iter_mut().zip(sum) {
				debug_assert_eq!(total % u64::from(5 - size), 0);
				*count = (total / u64::from(5 - size)) as u32;
			}
			Some(row)
		}
		pub(crate) fn multiset_index(counts: &[u8; CLASSES]) -> usize {
			let mut index = 0;
			let mut k = 0;
			for (class, &count) in counts.iter().enumerate() {
				for _ in 0..count {
					k += 1;
					index += usize::from(STEP[k][class]);
				}
			}
			index
		}
		fn for_each_multiset(
			size: usize,
			visit: &mut impl FnMut(&[u8; CLASSES], usize),
		) {
			fn place(
				counts: &mut [u8; CLASSES],
				from: usize,
				placed: usize,
				size: usize,
				index: usize,
				visit: &mut impl FnMut(&[u8; CLASSES], usize),
			) {
				if placed == size {
					return visit(counts, index);
				}
				for class in from..CLASSES {
					counts[class] += 1;
					let step = usize::from(STEP[placed + 1][class]);
					place(counts, class, placed + 1, size, index + step, visit);
					counts[class] -= 1;
				}
			}
			place(&mut [0; CLASSES], 0, 0, size, 0, visit);
		}
	}
	mod deck {
		use crate::poker::Card;
		pub(crate) const CLASSES: usize = 14;
		pub(crate) const WILD: usize = 13;
		#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
		pub enum Deck {
			Standard,
			DeucesWild,
			OneJoker,
			TwoJokers,
		}
		impl Deck {
			pub fn size(self) -> usize {
				52 + self.jokers()
			}
			pub fn jokers(self) -> usize {
				match self {
					Deck::Standard | Deck::DeucesWild => 0,
					Deck::OneJoker => 1,
					Deck::TwoJokers => 2,
				}
			}
			pub fn wild_cards(self) -> usize {
				match self {
					Deck::DeucesWild => 4,
					deck => deck.jokers(),
				}
			}
			pub fn cards(self) -> impl Iterator<Item = DeckCard> {
				(0..self.size() as u8).map(DeckCard)
			}
			pub fn contains(self, card: DeckCard) -> bool {
				card.index() < self.size()
			}
			pub(crate) fn class(self, card: DeckCard) -> usize {
				match card.card() {
					None => WILD,
					Some(
						card,
					) if self == Deck::DeucesWild && card.rank().index() == 0 => WILD,
					Some(card) => card.rank().index(),
				}
			}
			pub(crate) fn class_sizes(self) -> [u8; CLASSES] {
				let mut sizes = [4; CLASSES];
				sizes[WILD] = self.wild_cards() as u8;
				if self == Deck::DeucesWild {
					sizes[0] = 0;
				}
				sizes
			}
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
		pub struct DeckCard(u8);
		impl DeckCard {
			pub fn index(self) -> usize {
				self.0 as usize
			}
			pub fn card(self) -> Option<Card> {
				(self.0 < 52).then(|| Card::from_index(self.0 as usize))
			}
			pub(crate) fn suit_index(self) -> usize {
				(self.0 / 13) as usize
			}
		}
		impl From<Card> for DeckCard {
			fn from(card: Card) -> DeckCard {
				DeckCard(card.index() as u8)
			}
		}
	}
	mod holds {
		use super::category::{CATEGORIES, Category};
		use super::count_tables::{CountTables, OFFSETS, STEP, binomial};
		use super::deck::{CLASSES, DeckCard, WILD};
		use super::pay_table::PayTable;
		use crate::fraction::checked_lcm;
		#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
		pub enum TieRule {
			FewestKept,
			MostKept,
			LowestCards,
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq)]
		pub struct HoldValue {
			pub kept: u8,
			pub payout_sum: u64,
			pub draws: u64,
			pub final_hands: [u32; CATEGORIES],
		}
		#[derive(Clone, Debug)]
		pub struct Game<'t> {
			tables: &'t CountTables,
			pay: PayTable,
			weighted: Vec<i64>,
			draws: [u64; 6],
			pub(crate) scale: [u64; 6],
			mask_scale: [u64; 32],
		}
		#[derive(Clone, Copy, Debug)]
		pub(crate) struct DealRows {
			pub(crate) rows: [u16; 31],
			pub(crate) dealt: Category,
			pub(crate) weight: u8,
		}
		const _: () = assert!(std::mem::size_of::< DealRows > () == 64);
		impl<'t> Game<'t> {
			pub fn new(tables: &'t CountTables, pay: PayTable) -> Game<'t> {
				let pays = pay.pays();
				let weighted = tables
					.rows()
					.iter()
					.map(|row| {
						row.iter()
							.zip(pays)
							.map(|(&n, p)| i64::from(n) * i64::from(p))
							.sum()
					})
					.collect();
				let undealt = tables.ranking().deck().size() - 5;
				let draws: [u64; 6] = std::array::from_fn(|kept| binomial(
					undealt,
					5 - kept,
				));
				let common = draws
					.iter()
					.fold(
						1,
						|l, &d| {
							checked_lcm(l, u128::from(d))
								.expect("the draws' common multiple fits")
						},
					);
				let common = u64::try_from(common)
					.expect("the draws' common multiple fits");
				let scale: [u64; 6] = draws.map(|d| common / d);
				let mask_scale = std::array::from_fn(|mask| {
					scale[usize::from(SIZE[mask])]
				});
				Game {
					tables,
					pay,
					weighted,
					draws,
					scale,
					mask_scale,
				}
			}
			pub fn tables(&self) -> &'t CountTables {
				self.tables
			}
			pub fn holds(&self, deal: &[DeckCard; 5]) -> [HoldValue; 32] {
				let (deal_rows, order) = self.tables.deal_rows(deal);
				let mut counts = [[0i64; CATEGORIES]; 32];
				for (mask, count) in counts.iter_mut().enumerate().take(31) {
					for (n, &row) in count
						.iter_mut()
						.zip(self.tables.row(deal_rows.rows[mask].into()))
					{
						*n = i64::from(row);
					}
				}
				counts[31][deal_rows.dealt.index()] = 1;
				for bit in [16, 8, 4, 2, 1] {
					for block in counts.chunks_exact_mut(2 * bit) {
						let (without, with) = block.split_at_mut(bit);
						for (counts, upper) in without.iter_mut().zip(with) {
							for (n, u) in counts.iter_mut().zip(upper) {
								*n -= *u;
							}
						}
					}
				}
				let pays = self.pay.pays();
				let mut holds = [HoldValue {
					kept: 0,
					payout_sum: 0,
					draws: 0,
					final_hands: [0; CATEGORIES],
				}; 32];
				for (mask, count) in counts.iter().enumerate() {
					let kept = in_deal_order(mask, &order);
					let hold = &mut holds[usize::from(kept)];
					hold.kept = kept;
					hold.draws = self.draws[usize::from(SIZE[mask])];
					for (c, &n) in count.iter().enumerate() {
						hold.final_hands[c] = u32::try_from(n)
							.expect("inclusion-exclusion counts");
						hold.payout_sum += n as u64 * u64::from(pays[c]);
					}
				}
				holds
			}
			pub fn best_hold(&self, deal: &[DeckCard; 5], rule: TieRule) -> HoldValue {
				let (deal_rows, order) = self.tables.deal_rows(deal);
				let sums = self.payout_sums(&deal_rows);
				let best = self.choose(&sums, rule);
				let counts = self.final_hands(&deal_rows, best);
				HoldValue {
					kept: in_deal_order(best, &order),
					payout_sum: sums[best] as u64,
					draws: self.draws[usize::from(SIZE[best])],
					final_hands: counts.map(|n| n as u32),
				}
			}
			pub(crate) fn payout_sums(&self, deal: &DealRows) -> [i64; 32] {
				let mut sums = [0i64; 32];
				for (sum, &row) in sums.iter_mut().zip(&deal.rows) {
					*sum = self.weighted[usize::from(row)];
				}
				sums[31] = i64::from(self.pay.pay(deal.dealt));
				without_supersets::<16>(&mut sums);
				without_supersets::<8>(&mut sums);
				without_supersets::<4>(&mut sums);
				without_supersets::<2>(&mut sums);
				without_supersets::<1>(&mut sums);
				sums
			}
			pub(crate) fn choose(&self, sums: &[i64; 32], rule: TieRule) -> usize {
				let preference = &PREFERENCES[rule as usize];
				let mut best = 0;
				for mask in 0..32 {
					let value = sums[mask] as u64 * self.mask_scale[mask];
					best = best.max(value << 8 | preference[mask]);
				}
				31 - (best & 31) as usize
			}
			pub(crate) fn final_hands(
				&self,
				deal: &DealRows,
				mask: usize,
			) -> [i64; CATEGORIES] {
				let mut counts = [0i64; CATEGORIES];
				supersets(
					mask,
					|set, adds| {
						let sign = if adds { 1 } else { -1 };
						if set == 31 {
							counts[deal.dealt.index()] += sign;
						} else {
							for (n, &row) in counts
								.iter_mut()
								.zip(self.tables.row(deal.rows[set].into()))
							{
								*n += sign * i64::from(row);
							}
						}
					},
				);
				counts
			}
		}
		pub(crate) fn supersets(mask: usize, mut visit: impl FnMut(usize, bool)) {
			let free = 31 & !mask;
			let mut extra = free;
			loop {
				visit(mask | extra, SIZE[extra] % 2 == 0);
				if extra == 0 {
					break;
				}
				extra = (extra - 1) & free;
			}
		}
		impl CountTables {
			pub(crate) fn deal_rows(&self, deal: &[DeckCard; 5]) -> (DealRows, [u8; 5]) {
				let deck = self.ranking().deck();
				let mut seen = 0u64;
				let mut keyed = [(0usize, 0u8, 0u8); 5];
				let mut counts = [0u8; CLASSES];
				for (at, &card) in deal.iter().enumerate() {
					assert!(deck.contains(card), "{card:?} is not in {deck:?}");
					assert!(seen >> card.index() & 1 == 0, "{card:?} repeats");
					seen |= 1 << card.index();
					let class = deck.class(card);
					let suit = if class == WILD { 0 } else { 1 << card.suit_index() };
					keyed[at] = (class, suit, at as u8);
					counts[class] += 1;
				}
				keyed.sort_unstable();
				let step = |k: usize, at: usize| STEP[k][keyed[at].0];
				let low = [0, step(1, 0), step(1, 1), step(1, 0) + step(2, 1)];
				let high: [[u16; 8]; 3] = std::array::from_fn(|before| {
					let s = |k: usize, at: usize| step(before + k, at);
					[
						0,
						s(1, 2),
						s(1, 3),
						s(1, 2) + s(2, 3),
						s(1, 4),
						s(1, 2) + s(2, 4),
						s(1, 3) + s(2, 4),
						s(1, 2) + s(2, 3) + s(3, 4),
					]
				});
				let bit = |at: usize| keyed[at].1;
				let low_suits = [0, bit(0), bit(1), bit(0) | bit(1)];
				let (b2, b3, b4) = (bit(2), bit(3), bit(4));
				let high_suits = [
					0,
					b2,
					b3,
					b2 | b3,
					b4,
					b2 | b4,
					b3 | b4,
					b2 | b3 | b4,
				];
				let suited = |suits: u8| suits & suits.wrapping_sub(1) == 0;
				let mut rows = [0u16; 32];
				for l in 0..4 {
					let high = &high[usize::from(SIZE[l])];
					for h in 0..8 {
						let index = usize::from(low[l] + high[h]);
						let suits = low_suits[l] | high_suits[h];
						let k = usize::from(SIZE[l] + SIZE[h]);
						rows[l | h << 2] = (2 * (OFFSETS[k] + index)
							+ usize::from(suited(suits))) as u16;
					}
				}
				let dealt = self
					.ranking()
					.category_of_shape(&counts, suited(low_suits[3] | high_suits[7]));
				let mut subsets = [0; 31];
				subsets.copy_from_slice(&rows[..31]);
				let deal = DealRows {
					rows: subsets,
					dealt,
					weight: 1,
				};
				(deal, keyed.map(|(_, _, at)| at))
			}
		}
		fn in_deal_order(mask: usize, order: &[u8; 5]) -> u8 {
			(0..5).filter(|i| mask >> i & 1 == 1).map(|i| 1 << order[i]).sum()
		}
		fn without_supersets<const BIT: usize>(values: &mut [i64; 32]) {
			let mut base = 0;
			while base < 32 {
				for mask in base..base + BIT {
					values[mask] -= values[mask + BIT];
				}
				base += 2 * BIT;
			}
		}
		const PREFERENCES: [[u64; 32]; 3] = [
			preferences(TieRule::FewestKept),
			preferences(TieRule::MostKept),
			preferences(TieRule::LowestCards),
		];
		const fn preferences(rule: TieRule) -> [u64; 32] {
			let mut preference = [0; 32];
			let mut mask = 0;
			while mask < 32 {
				let size = SIZE[mask] as u64;
				let by_size = match rule {
					TieRule::FewestKept => 5 - size,
					TieRule::MostKept => size,
					TieRule::LowestCards => 0,
				};
				preference[mask] = by_size << 5 | (31 - mask as u64);
				mask += 1;
			}
			preference
		}
		pub(crate) const SIZE: [u8; 32] = sizes();
		const fn sizes() -> [u8; 32] {
			let mut sizes = [0; 32];
			let mut mask = 1;
			while mask < 32 {
				sizes[mask] = sizes[mask >> 1] + (mask & 1) as u8;
				mask += 1;
			}
			sizes
		}
	}
	mod pay_table {
		use super::category::{CATEGORIES, Category};
		#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
		pub struct PayTable {
			pays: [u32; CATEGORIES],
		}
		impl PayTable {
			pub const fn new(pays: [u32; CATEGORIES]) -> PayTable {
				PayTable { pays }
			}
			pub const fn from_nine(nine: [u32; 9]) -> PayTable {
				let [pair, two_pair, three, straight, flush, full_house, four,
				straight_flush, royal] = nine;
				PayTable::new([
					0,
					0,
					pair,
					two_pair,
					three,
					straight,
					flush,
					full_house,
					four,
					four,
					four,
					straight_flush,
					0,
					0,
					0,
					royal,
				])
			}
			pub const fn with(self, category: Category, pay: u32) -> PayTable {
				let mut pays = self.pays;
				pays[category as usize] = pay;
				PayTable { pays }
			}
			pub fn pay(self, category: Category) -> u32 {
				self.pays[category.index()]
			}
			pub fn pays(self) -> [u32; CATEGORIES] {
				self.pays
			}
		}
	}
	pub use category::{CATEGORIES, Category, Ranking};
	pub use count_tables::CountTables;
	pub use deck::{Deck, DeckCard};
	pub use holds::{Game, TieRule};
	pub use pay_table::PayTable;
}

use crate::input::{line_tokens, CardReader, InputError, Scanner, Token, Warning};

use crate::output::push_quotient;

use crate::poker::Spelling;

use crate::videopoker::{CountTables, DeckCard, Game, PayTable, Ranking, TieRule};

const PAYOUTS: usize = 9;

const MAX_PAYOUT: u32 = 1000;

const MAX_HANDS: usize = 10;

const DIGITS: usize = 7;

fn main() {
	crate::input::run(solve);
}

fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
	let mut sc = Scanner::new(text);
	let tests: usize = sc.alone("the number of test cases T")?;
	let tables = CountTables::new(Ranking::ANY_PAIR);
	for case in 1..=tests {
		read_case(&mut sc, &tables, out).map_err(|e| e.in_case(case))?;
	}
	Ok(sc.finish("the last test case"))
}

fn read_case(
	sc: &mut Scanner,
	tables: &CountTables,
	out: &mut Vec<u8>,
) -> Result<(), InputError> {
	let (line, text) = sc.line_of("the nine payouts")?;
	let whole_line = Token { text: text.trim(), line };
	let mut tokens = line_tokens(line, text);
	let mut payouts = [0; PAYOUTS];
	for payout in &mut payouts {
		let token = tokens
			.next()
			.ok_or_else(|| whole_line.error("expected nine payouts on the line"))?;
		*payout = token.parse("a payout")?;
		if *payout > MAX_PAYOUT {
			return Err(
				token.error(format_args!("a payout must be at most {MAX_PAYOUT}")),
			);
		}
	}
	if let Some(extra) = tokens.next() {
		return Err(extra.error("expected only nine payouts on the line"));
	}
	let game = Game::new(tables, PayTable::from_nine(payouts));
	let what = "the number of hands n";
	let (line, text) = sc.line_of(what)?;
	let mut tokens = line_tokens(line, text);
	let count = tokens.next().ok_or_else(|| sc.end_error(what))?;
	let hands: usize = count.parse(what)?;
	if !(1..=MAX_HANDS).contains(&hands) {
		return Err(count.error(format_args!("n must be 1 to {MAX_HANDS}")));
	}
	if let Some(extra) = tokens.next() {
		return Err(extra.error("expected only n on its line"));
	}
	for _ in 0..hands {
		let cards = CardReader::new(&Spelling::RANK_SUIT)
			.read_line::<5>(sc.line_of("a hand of five cards")?, "five cards")?;
		let deal = cards.map(DeckCard::from);
		let best = game.best_hold(&deal, TieRule::FewestKept);
		push_quotient(out, best.payout_sum, best.draws, DIGITS);
		out.push(b'\n');
	}
	Ok(())
}
