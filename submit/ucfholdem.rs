// ucfholdem: the single-file submission for problems/ucfholdem/src/main.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

#![allow(dead_code, unused_imports)]

mod input {
	mod cards {
		use crate::input::{InputError, Token};
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
			pub fn read_glued_line<const N: usize>(
				&mut self,
				(line, text): (usize, &str),
				what: &str,
			) -> Result<[Card; N], InputError> {
				let whole_line = Token { text: text.trim(), line };
				if whole_line.text.contains(|c: char| c.is_ascii_whitespace()) {
					return Err(
						whole_line.error(format_args!("expected {what} in one word")),
					);
				}
				let (mut cards, mut count, mut extra) = (
					[Card::from_index(0); N],
					0,
					None,
				);
				self.each_glued(
					whole_line,
					|card, piece| {
						match cards.get_mut(count) {
							Some(slot) => *slot = card,
							None => extra = extra.or(Some(piece)),
						}
						count += 1;
					},
				)?;
				if count != N {
					return Err(wrong_count(what, count, extra.unwrap_or(whole_line)));
				}
				Ok(cards)
			}
			fn each_glued<'a>(
				&mut self,
				token: Token<'a>,
				mut visit: impl FnMut(Card, Token<'a>),
			) -> Result<(), InputError> {
				let mut rest = token.text;
				let longest = self.spelling.longest();
				while !rest.is_empty() {
					let at = Token {
						text: rest,
						line: token.line,
					};
					let Some((_, len)) = self.spelling.card_within(rest, longest) else {
						let end = rest
							.char_indices()
							.nth(self.spelling.shortest_card())
							.map_or(rest.len(), |(i, _)| i);
						let at = Token { text: &rest[..end], ..at };
						return Err(
							at
								.error(
									format_args!(
										"unknown card, expected {}", self.spelling.expected()
									),
								),
						);
					};
					let (text, tail) = rest.split_at(len);
					let piece = Token { text, line: token.line };
					visit(self.read_token(piece)?, piece);
					rest = tail;
				}
				Ok(())
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
}

mod poker {
	mod card {
		use crate::poker::Spelling;
		use std::fmt;
		use std::str::FromStr;
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
		impl Kind {
			pub fn name(self) -> &'static str {
				[
					"high card",
					"one pair",
					"two pair",
					"three of a kind",
					"straight",
					"flush",
					"full house",
					"four of a kind",
					"straight flush",
					"royal flush",
					"five of a kind",
				][self as usize]
			}
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
			pub const fn with_names(self, names: &'static [&'static str]) -> Ladder {
				assert!(names.len() == self.kinds.len(), "one name per kind");
				Ladder {
					names: Some(names),
					..self
				}
			}
			pub fn best_of_ranks(&self, ranks: &[Rank]) -> LadderKey {
				let n = self.size;
				assert!(n == 3 || n == 5, "a ladder's hands have three or five cards");
				assert!(
					(n..= 255).contains(& ranks.len()),
					"from a hand's ranks to 255, each rank's count a byte"
				);
				let mut counts = [0u8; 13];
				for rank in ranks {
					counts[rank.index()] += 1;
				}
				if self.low || self.qualifier.is_some() {
					return self.best_of_counts(&counts, 0, n as u8, &mut [0; 13]);
				}
				let mut at_least = [0u32; 6];
				for (r, &c) in counts.iter().enumerate() {
					for ranks in &mut at_least[1..=usize::from(c.min(5))] {
						*ranks |= 1 << self.value(r);
					}
				}
				let rank_of = |v: u32| match (self.ace, v) {
					(Ace::Low, 0) => 12,
					_ => v as usize - 1,
				};
				let mut best = LadderKey::NONE;
				let groupings = if n == 5 { &GROUPINGS[..7] } else { &GROUPINGS[7..] };
				for grouping in groupings {
					let (mut used, mut mask, mut sizes, mut tie) = (
						0u32,
						0u32,
						0u64,
						0u64,
					);
					let mut whole = true;
					for &size in grouping.iter().filter(|&&s| s > 0) {
						let free = at_least[usize::from(size)] & !used;
						if free == 0 {
							whole = false;
							break;
						}
						let value = 31 - free.leading_zeros();
						used |= 1 << value;
						mask |= 1 << rank_of(value);
						sizes = sizes << 3 | u64::from(size);
						tie = tie << 4 | u64::from(value);
					}
					if whole {
						let groups = grouping.iter().filter(|&&s| s > 0).count() as u32;
						best = best
							.max(self.key_of_groups(mask, groups, sizes, tie, false));
					}
				}
				if self.kinds.contains(&Straight) {
					let present = (0..13)
						.filter(|&r| counts[r] > 0)
						.fold(0u16, |m, r| m | 1 << r);
					if let Some(straight) = self.straights().find(|&s| present & s == s)
					{
						let hand = std::array::from_fn(|r| u8::from(
							straight >> r & 1 == 1,
						));
						best = best.max(self.key_of_counts(&hand, false));
					}
				}
				best
			}
			fn best_of_counts(
				&self,
				counts: &[u8; 13],
				rank: usize,
				left: u8,
				hand: &mut [u8; 13],
			) -> LadderKey {
				if left == 0 {
					return self.key_of_counts(hand, false);
				}
				if rank == 13 {
					return LadderKey::NONE;
				}
				let mut best = LadderKey::NONE;
				for take in 0..=counts[rank].min(left) {
					hand[rank] = take;
					best = best
						.max(self.best_of_counts(counts, rank + 1, left - take, hand));
				}
				hand[rank] = 0;
				best
			}
			fn straights(&self) -> impl Iterator<Item = u16> + '_ {
				let (n, lowest) = (self.size, self.lowest.index());
				let run = (1u16 << n) - 1;
				let runs = (lowest + n - 1..13)
					.rev()
					.filter(move |&top| self.ace != Ace::Low || top < 12)
					.map(move |top| run << (top + 1 - n));
				let wheel = (self.ace != Ace::High)
					.then(|| 1 << 12 | run >> 1 << lowest);
				runs.chain(wheel)
			}
			pub fn rung(&self, key: LadderKey) -> Option<usize> {
				(self.raw(key) >> RUNG_SHIFT).checked_sub(1).map(|r| r as usize)
			}
			pub fn name(&self, key: LadderKey) -> Option<&'static str> {
				let rung = self.rung(key)?;
				Some(
					self
						.names
						.map_or_else(|| self.kinds[rung].name(), |names| names[rung]),
				)
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
		const GROUPINGS: [[u8; 5]; 10] = [
			[5, 0, 0, 0, 0],
			[4, 1, 0, 0, 0],
			[3, 2, 0, 0, 0],
			[3, 1, 1, 0, 0],
			[2, 2, 1, 0, 0],
			[2, 1, 1, 1, 0],
			[1, 1, 1, 1, 1],
			[3, 0, 0, 0, 0],
			[2, 1, 0, 0, 0],
			[1, 1, 1, 0, 0],
		];
		const RUNG_SHIFT: u32 = 55;
		const MASK: u64 = (1 << 59) - 1;
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
			pub const fn ranks_alone(ranks: &'static str, any_case: bool) -> Spelling {
				Spelling {
					ranks,
					suits: "",
					order: Order::RankFirst,
					any_case,
					table: mark([0; 256], ranks, 1, any_case),
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
			pub(crate) fn card_within(
				&self,
				text: &str,
				longest: usize,
			) -> Option<(Card, usize)> {
				(1..=longest.min(text.len()))
					.rev()
					.find_map(|n| Some((self.card_of(text.get(..n)?)?, n)))
			}
			pub(crate) fn longest(&self) -> usize {
				longest_symbol(self.ranks) + longest_symbol(self.suits)
			}
			pub fn shortest_card(&self) -> usize {
				let symbol = |list: &str| {
					list.split(' ').map(|s| s.chars().count()).min().unwrap_or(0)
				};
				symbol(self.ranks) + symbol(self.suits)
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
		fn longest_symbol(list: &str) -> usize {
			let (mut longest, mut run) = (0, 0);
			for &b in list.as_bytes() {
				run = if b == b' ' { 0 } else { run + 1 };
				longest = longest.max(run);
			}
			longest
		}
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
	pub use ladder::{Kind, Ladder};
	pub use spelling::Spelling;
}

use crate::input::{CardReader, InputError, Scanner, Warning};

use crate::output::push_u64;

use crate::poker::{Kind, Ladder, Rank, Spelling};

const UNIT: &str = "dataset";

const VALUES: Spelling = Spelling::ranks_alone("2 3 4 5 6 7 8 9 T J Q K A", false);

const LADDER: Ladder = Ladder {
	kinds: &[
		Kind::HighCard,
		Kind::OnePair,
		Kind::ThreeOfAKind,
		Kind::FullHouse,
		Kind::FourOfAKind,
	],
	..Ladder::STANDARD
}
	.with_names(
		&["BUST", "TWO OF A KIND", "THREE OF A KIND", "FULL HOUSE", "FOUR OF A KIND"],
	);

fn main() {
	crate::input::run(solve);
}

fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
	let mut sc = Scanner::new(text);
	let tests: usize = sc.alone("the number of data sets n")?;
	for case in 1..=tests {
		let ranks = read_hand(&mut sc).map_err(|e| e.in_unit(UNIT, case))?;
		let best = LADDER.best_of_ranks(&ranks);
		let name = LADDER.name(best).expect("a high ladder names every hand");
		out.extend_from_slice(b"UCF Hold'em #");
		push_u64(out, case as u64);
		out.extend_from_slice(b": ");
		out.extend_from_slice(name.as_bytes());
		out.extend_from_slice(b"\n\n");
	}
	Ok(sc.finish("the last data set"))
}

fn read_hand(sc: &mut Scanner) -> Result<[Rank; 7], InputError> {
	let line = sc.line_of("a line of seven values")?;
	let cards: [_; 7] = CardReader::new(&VALUES).read_glued_line(line, "seven values")?;
	Ok(cards.map(|card| card.rank()))
}
