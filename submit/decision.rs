// decision: the single-file submission for problems/decision/src/main.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

#![allow(dead_code, unused_imports)]

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
	mod eval {
		use crate::poker::{Card, Kind, Ladder, LadderKey, Strength};
		use std::sync::OnceLock;
		mod suited {}
		const RANK_KEYS: [u32; 13] = [
			1, 4, 16, 67, 295, 1334, 5734, 23800, 60883, 208450, 509982, 1304151, 2967844,
		];
		const HASH_MUL: u32 = 0x9e37_79b9;
		pub(in crate::poker) const COUNT_SHIFT: u32 = 35;
		pub(in crate::poker) const EVEN_BIT: u64 = 1 << COUNT_SHIFT;
		const FLUSH_BITS: u64 = 0x8888 << 48;
		const COUNT_TOPS: u64 = 0x8000_8000_8000_8000;
		const START: u64 = 0x3333 << 48 | 1 << COUNT_SHIFT;
		pub(in crate::poker) const HASHED_KEYS: [u32; 13] = {
			let mut keys = RANK_KEYS;
			let mut r = 0;
			while r < 13 {
				keys[r] = keys[r].wrapping_mul(HASH_MUL);
				r += 1;
			}
			keys
		};
		const CARD_WORDS: [u64; 256] = {
			let mut words = [0u64; 256];
			let mut bit = 0;
			while bit < 64 {
				let (suit, rank) = (bit / 16, bit % 16);
				if rank < 13 {
					words[bit] = HASHED_KEYS[rank] as u64 | 1 << COUNT_SHIFT
						| 1 << (60 - 4 * suit);
				}
				bit += 1;
			}
			words
		};
		#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
		pub struct Hand {
			pub(in crate::poker) word: u64,
			mask: u64,
		}
		impl Default for Hand {
			fn default() -> Self {
				Hand::EMPTY
			}
		}
		impl Hand {
			pub const EMPTY: Hand = Hand { word: START, mask: 0 };
			#[allow(clippy::should_implement_trait)]
			#[inline]
			pub fn add(self, card: Card) -> Hand {
				Hand {
					word: self.word.wrapping_add(CARD_WORDS[card.bit() as usize]),
					mask: self.mask | 1 << card.bit(),
				}
			}
			#[inline]
			pub fn combine(self, other: Hand) -> Hand {
				Hand {
					word: self.word.wrapping_add(other.word).wrapping_sub(START),
					mask: self.mask | other.mask,
				}
			}
			#[inline]
			pub(in crate::poker) fn flush_slot(self, flush: u64) -> usize {
				flush_slot(self.mask >> (4 * flush.leading_zeros()))
			}
		}
		#[derive(Clone, Copy)]
		pub(in crate::poker) struct Part {
			slots_at: usize,
			slot_bits: u32,
			buckets_at: usize,
			bucket_bits: u32,
		}
		pub(in crate::poker) const ODD: Part = Part {
			slots_at: 0,
			slot_bits: 16,
			buckets_at: 0,
			bucket_bits: 13,
		};
		pub(in crate::poker) const SIX: Part = Part {
			slots_at: 1 << 16,
			slot_bits: 15,
			buckets_at: 1 << 13,
			bucket_bits: 12,
		};
		const FLUSHES_AT: usize = (1 << 16) + (1 << 15);
		const TABLE_LEN: usize = FLUSHES_AT + (1 << 13);
		const DISPLACEMENTS_LEN: usize = (1 << 13) + (1 << 12) + 1;
		pub(in crate::poker) struct Tables {
			pub(in crate::poker) strengths: [u16; TABLE_LEN],
			displacements: [u16; DISPLACEMENTS_LEN],
			pub(in crate::poker) flags: [u64; 3],
			pub(in crate::poker) flush_wins: bool,
			flush_first: bool,
			fallback: fn(&Tables, Hand) -> u16,
			ladder: Ladder,
			keys: Vec<LadderKey>,
		}
		impl Tables {
			#[inline(always)]
			pub(in crate::poker) fn slot(&self, part: Part, rank_key: u32) -> usize {
				let b = part.buckets_at + (rank_key >> (32 - part.bucket_bits)) as usize;
				let pair = u32::from(self.displacements[b])
					| u32::from(self.displacements[b + 1]) << 16;
				part.slots_at
					+ (rank_key.wrapping_add(pair) & ((1 << part.slot_bits) - 1))
						as usize
			}
		}
		pub(in crate::poker) fn flush_slot(suit_ranks: u64) -> usize {
			FLUSHES_AT + (suit_ranks as usize & 0x1fff)
		}
		#[derive(Clone, Copy)]
		pub struct Evaluator {
			tables: &'static Tables,
			flush_wins: bool,
		}
		impl std::fmt::Debug for Evaluator {
			fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
				f.write_str("Evaluator")
			}
		}
		static STANDARD: OnceLock<&'static Tables> = OnceLock::new();
		impl Evaluator {
			#[inline]
			pub fn get() -> Evaluator {
				let tables = STANDARD
					.get_or_init(|| Box::leak(build(Ladder::STANDARD, flush_alone)));
				Evaluator::of(tables)
			}
			#[inline]
			fn of(tables: &'static Tables) -> Evaluator {
				Evaluator {
					tables,
					flush_wins: tables.flush_wins,
				}
			}
			#[inline]
			pub fn strength(self, hand: Hand) -> Strength {
				let tables = self.tables;
				let rank_key = hand.word as u32;
				let slot = if hand.word & tables.flags[0] == 0 {
					tables.slot(ODD, rank_key)
				} else if hand.word & tables.flags[1] == 0 {
					tables.slot(SIX, rank_key)
				} else if self.flush_wins {
					hand.flush_slot(hand.word & tables.flags[1])
				} else {
					return Strength::from_value(fall_back(tables, hand));
				};
				Strength::from_value(tables.strengths[slot])
			}
		}
		#[derive(Clone, Copy, Default)]
		pub(in crate::poker) struct RankSet {
			rank_key: u32,
			room: u16,
			strength: u16,
		}
		#[cold]
		#[inline(never)]
		fn fall_back(tables: &Tables, hand: Hand) -> u16 {
			(tables.fallback)(tables, hand)
		}
		fn flush_alone(tables: &Tables, hand: Hand) -> u16 {
			tables.strengths[hand.flush_slot(hand.word & tables.flags[1])]
		}
		impl Tables {
			fn empty(
				ladder: Ladder,
				flags: [u64; 3],
				fallback: fn(&Tables, Hand) -> u16,
			) -> Box<Tables> {
				Box::new(Tables {
					strengths: [0; TABLE_LEN],
					displacements: [0; DISPLACEMENTS_LEN],
					flags,
					flush_wins: false,
					flush_first: false,
					fallback,
					ladder,
					keys: vec![LadderKey::NONE],
				})
			}
			fn number(&mut self, keys: impl Iterator<Item = LadderKey>) {
				self.keys.extend(keys);
				self.keys.sort_unstable();
				self.keys.dedup();
			}
			fn place(&self, key: LadderKey) -> u16 {
				self.keys.binary_search(&key).unwrap_or(0) as u16
			}
		}
		fn build(ladder: Ladder, suited: fn(&Tables, Hand) -> u16) -> Box<Tables> {
			let suits = ladder
				.kinds
				.iter()
				.any(|k| {
					matches!(k, Kind::Flush | Kind::StraightFlush | Kind::RoyalFlush)
				});
			let flush_bits = if suits { FLUSH_BITS } else { 0 };
			let flags = [
				flush_bits | EVEN_BIT,
				flush_bits,
				if suits { COUNT_TOPS } else { 0 },
			];
			let mut tables = Tables::empty(ladder, flags, suited);
			let mut sets = [6_175, 18_395, 49_205].map(Vec::with_capacity);
			let empty = RankSet {
				room: 0x1fff,
				..RankSet::default()
			};
			let mut fives = Vec::with_capacity(6_175);
			rank_multisets(0, empty, &mut [0; 13], 0, &ladder, &mut sets, &mut fives);
			let mut flushes = vec![LadderKey::NONE; 1 << 13];
			for mask in (0..1u16 << 13).filter(|m| suits && m.count_ones() == 5) {
				let counts = std::array::from_fn(|r| (mask >> r & 1) as u8);
				flushes[usize::from(mask)] = ladder.key_of_counts(&counts, true);
			}
			tables.flush_first = !(ladder.low && suits);
			let weak = fives.iter().filter(|f| f.1);
			let best_without_flush = weak.map(|f| f.0).max().unwrap_or(LadderKey::NONE);
			tables.flush_wins = !suits
				|| flushes
					.iter()
					.all(|&f| f == LadderKey::NONE || f > best_without_flush);
			tables.number(fives.iter().map(|f| f.0).chain(flushes.iter().copied()));
			for (set, five) in sets[0].iter_mut().zip(&fives) {
				set.strength = tables.place(five.0);
			}
			place_sets(sets[0].iter().chain(&sets[2]), ODD, &mut tables);
			place_sets(sets[1].iter(), SIX, &mut tables);
			for (smaller, part, bigger) in [(&sets[0], ODD, SIX), (&sets[1], SIX, ODD)] {
				for set in smaller {
					let strength = tables.strengths[tables.slot(part, set.rank_key)];
					for r in (0..13).filter(|r| set.room >> r & 1 != 0) {
						let slot = tables
							.slot(bigger, set.rank_key.wrapping_add(HASHED_KEYS[r]));
						tables.strengths[slot] = tables.strengths[slot].max(strength);
					}
				}
			}
			for mask in (0..1u16 << 13).filter(|_| suits) {
				let best = match mask.count_ones() {
					0..=4 => 0,
					5 => tables.place(flushes[usize::from(mask)]),
					_ => {
						(0..13)
							.map(|r| {
								tables.strengths[flush_slot((mask & !(1 << r)) as u64)]
							})
							.max()
							.unwrap_or_default()
					}
				};
				tables.strengths[flush_slot(mask as u64)] = best;
			}
			tables
		}
		fn rank_multisets(
			low: usize,
			set: RankSet,
			counts: &mut [u8; 13],
			size: usize,
			ladder: &Ladder,
			out: &mut [Vec<RankSet>; 3],
			fives: &mut Vec<(LadderKey, bool)>,
		) {
			if size >= 5 {
				out[size - 5].push(set);
			}
			if size == 5 {
				let three_ranks = counts.iter().filter(|&&c| c > 0).count() >= 3;
				fives.push((ladder.key_of_counts(counts, false), three_ranks));
			}
			if size == 7 {
				return;
			}
			for r in (low..13).filter(|r| set.room >> r & 1 != 0) {
				counts[r] += 1;
				let next = RankSet {
					rank_key: set.rank_key.wrapping_add(HASHED_KEYS[r]),
					room: set.room & !(u16::from(counts[r] == 4) << r),
					..RankSet::default()
				};
				rank_multisets(r, next, counts, size + 1, ladder, out, fives);
				counts[r] -= 1;
			}
		}
		fn place_sets<'a>(
			sets: impl Iterator<Item = &'a RankSet> + Clone,
			part: Part,
			tables: &mut Tables,
		) {
			let buckets = 1 << part.bucket_bits;
			let bucket = |set: &RankSet| {
				(set.rank_key >> (32 - part.bucket_bits)) as usize
			};
			let mut start = vec![0; buckets + 1];
			for set in sets.clone() {
				start[bucket(set) + 1] += 1;
			}
			for b in 0..buckets {
				start[b + 1] += start[b];
			}
			let mut next = start.clone();
			let mut members = vec![RankSet::default(); start[buckets]];
			for set in sets {
				members[next[bucket(set)]] = *set;
				next[bucket(set)] += 1;
			}
			let mut order: Vec<usize> = (0..buckets).collect();
			order.sort_by_key(|&b| std::cmp::Reverse(start[b + 1] - start[b]));
			let slots = 1u32 << part.slot_bits;
			let mut used = vec![0u64; slots as usize / 64];
			let window = |used: &[u64], at: u32| {
				let (w, next) = ((at % slots) / 64, (at / 64 + 1) % (slots / 64));
				let pair = (used[next as usize] as u128) << 64
					| used[w as usize] as u128;
				(pair >> (at % 64)) as u64
			};
			for b in order {
				let keys = &members[start[b]..start[b + 1]];
				let displacement = (0..slots)
					.step_by(64)
					.find_map(|d| {
						let free = keys
							.iter()
							.try_fold(
								!0,
								|free, s| {
									Some(free & !window(&used, s.rank_key.wrapping_add(d)))
										.filter(|&f| f != 0)
								},
							)?;
						Some(d + free.trailing_zeros())
					})
					.expect("a displacement for every bucket");
				tables.displacements[part.buckets_at + b] = displacement as u16;
				for set in keys {
					let slot = tables.slot(part, set.rank_key);
					let i = slot - part.slots_at;
					assert!(used[i / 64] >> (i % 64) & 1 == 0, "two keys share a slot");
					used[i / 64] |= 1 << (i % 64);
					tables.strengths[slot] = set.strength;
				}
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
	mod strength {
		#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
		pub struct Strength(u16);
		impl Strength {
			pub(crate) fn from_value(value: u16) -> Strength {
				Strength(value)
			}
		}
	}
	pub use card::{Card, ParseCardError, Rank, Suit};
	pub use cardset::CardSet;
	pub use eval::{Evaluator, Hand};
	pub use ladder::{Kind, Ladder, LadderKey};
	pub use spelling::Spelling;
	pub use strength::Strength;
}

mod game {
	use crate::poker::{Card, Evaluator, Hand};
	#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
	pub enum Outcome {
		Alice,
		Draw,
		Bob,
	}
	impl Outcome {
		pub fn name(self) -> &'static str {
			match self {
				Outcome::Alice => "Alice",
				Outcome::Draw => "Draw",
				Outcome::Bob => "Bob",
			}
		}
	}
	#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
	pub struct Position {
		pub alice: [Card; 2],
		pub bob: [Card; 2],
		pub board: [Card; 6],
	}
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub struct Splits {
		wins: u64,
		scores: u64,
	}
	impl Splits {
		pub const MASKS: [u8; 20] = {
			let mut masks = [0u8; 20];
			let (mut mask, mut n) = (0u8, 0);
			while mask < 64 {
				if mask.count_ones() == 3 {
					masks[n] = mask;
					n += 1;
				}
				mask += 1;
			}
			assert!(n == 20, "C(6, 3) = 20 splits fill the array");
			masks
		};
		#[inline]
		pub fn from_fn(mut outcome: impl FnMut(usize) -> Outcome) -> Splits {
			let (mut wins, mut scores) = (0, 0);
			for (n, mask) in Splits::MASKS.into_iter().enumerate() {
				let result = outcome(n);
				wins |= u64::from(result == Outcome::Alice) << mask;
				scores |= u64::from(result != Outcome::Bob) << mask;
			}
			Splits { wins, scores }
		}
		#[inline]
		pub fn evaluate(position: &Position, eval: Evaluator) -> Splits {
			let pair = |[a, b]: [Card; 2]| Hand::EMPTY.add(a).add(b);
			let (alice, bob) = (pair(position.alice), pair(position.bob));
			let single = position.board.map(|card| Hand::EMPTY.add(card));
			let triples = SPLIT_CARDS
				.map(|[i, j, k]| single[i].combine(single[j]).combine(single[k]));
			Splits::from_fn(|n| {
				let a = eval.strength(alice.combine(triples[n]));
				let b = eval.strength(bob.combine(triples[19 - n]));
				match a.cmp(&b) {
					std::cmp::Ordering::Greater => Outcome::Alice,
					std::cmp::Ordering::Equal => Outcome::Draw,
					std::cmp::Ordering::Less => Outcome::Bob,
				}
			})
		}
		#[inline]
		pub fn play(self) -> Outcome {
			if alice_can_force(self.wins) {
				Outcome::Alice
			} else if self.scores != self.wins && alice_can_force(self.scores) {
				Outcome::Draw
			} else {
				Outcome::Bob
			}
		}
	}
	const SPLIT_CARDS: [[usize; 3]; 20] = {
		let mut cards = [[0; 3]; 20];
		let mut n = 0;
		while n < 20 {
			let mut mask = Splits::MASKS[n];
			let mut i = 0;
			while i < 3 {
				cards[n][i] = mask.trailing_zeros() as usize;
				mask &= mask - 1;
				i += 1;
			}
			n += 1;
		}
		cards
	};
	type OpenSet<const K: usize> = (usize, [(usize, u32); K]);
	const fn open_sets<const COUNT: usize, const K: usize>() -> [OpenSet<K>; COUNT] {
		let mut sets = [(0, [(0, 0); K]); COUNT];
		let (mut open, mut n) = (0usize, 0);
		while open < 64 {
			if open.count_ones() as usize == K {
				let (mut cards, mut i) = (open, 0);
				while cards != 0 {
					let c = cards.trailing_zeros();
					cards &= cards - 1;
					sets[n].1[i] = (open ^ 1 << c, c);
					i += 1;
				}
				sets[n].0 = open;
				n += 1;
			}
			open += 1;
		}
		assert!(n == COUNT, "COUNT is the number of K-card sets, C(6, K)");
		sets
	}
	const OPEN_1: [OpenSet<1>; 6] = open_sets();
	const OPEN_2: [OpenSet<2>; 15] = open_sets();
	const OPEN_3: [OpenSet<3>; 20] = open_sets();
	const OPEN_4: [OpenSet<4>; 15] = open_sets();
	const OPEN_5: [OpenSet<5>; 6] = open_sets();
	const OPEN_6: [OpenSet<6>; 1] = open_sets();
	#[inline]
	fn alice_can_force(good: u64) -> bool {
		let mut forcing = [0u64; 64];
		forcing[0] = good;
		bob_moves(&mut forcing, &OPEN_1);
		alice_moves(&mut forcing, &OPEN_2);
		bob_moves(&mut forcing, &OPEN_3);
		alice_moves(&mut forcing, &OPEN_4);
		bob_moves(&mut forcing, &OPEN_5);
		alice_moves(&mut forcing, &OPEN_6);
		forcing[63] & 1 == 1
	}
	#[inline(always)]
	fn alice_moves<const K: usize>(forcing: &mut [u64; 64], sets: &[OpenSet<K>]) {
		for &(open, children) in sets {
			forcing[open] = children
				.iter()
				.fold(0, |any, &(child, c)| any | forcing[child] >> (1 << c));
		}
	}
	#[inline(always)]
	fn bob_moves<const K: usize>(forcing: &mut [u64; 64], sets: &[OpenSet<K>]) {
		for &(open, children) in sets {
			forcing[open] = children
				.iter()
				.fold(!0, |all, &(child, _)| all & forcing[child]);
		}
	}
	pub fn decide(position: &Position, eval: Evaluator) -> Outcome {
		Splits::evaluate(position, eval).play()
	}
}

use game::{decide, Position};

use crate::input::{line_tokens, CardReader, InputError, Scanner, Warning};

use crate::poker::{Evaluator, Spelling};

fn main() {
	crate::input::run(solve);
}

fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
	let (positions, warning) = read(text)?;
	let eval = Evaluator::get();
	out.reserve(positions.len() * 6);
	for position in &positions {
		out.extend_from_slice(decide(position, eval).name().as_bytes());
		out.push(b'\n');
	}
	Ok(warning)
}

fn read(text: &str) -> Result<(Vec<Position>, Option<Warning>), InputError> {
	let mut sc = Scanner::new(text);
	let tests = read_count(&mut sc)?;
	let mut positions = Vec::with_capacity(tests.min(text.len()));
	for case in 1..=tests {
		let Some(first) = sc.next_line() else {
			let message = format!(
				"input ends early: T is {tests} but only {} test cases follow", case - 1
			);
			return Err(InputError::at(sc.line(), message));
		};
		positions.push(read_position(first, &mut sc).map_err(|e| e.in_case(case))?);
	}
	Ok((positions, sc.finish("the last test case")))
}

fn read_count(sc: &mut Scanner) -> Result<usize, InputError> {
	const WHAT: &str = "the number of test cases";
	let (line, text) = sc.line_of(WHAT)?;
	let mut tokens = line_tokens(line, text);
	let count = tokens.next().expect("a non-blank line has a token");
	let tests = count.parse(WHAT)?;
	match tokens.next() {
		Some(extra) => {
			Err(extra.error("unexpected input after the number of test cases"))
		}
		None => Ok(tests),
	}
}

const ALICE_LINE: &str = "Alice's 2 cards";

const BOB_LINE: &str = "Bob's 2 cards";

const BOARD_LINE: &str = "the 6 community cards";

fn read_position(
	first: (usize, &str),
	sc: &mut Scanner,
) -> Result<Position, InputError> {
	let mut reader = CardReader::new(&Spelling::RANK_SUIT);
	let alice = reader.read_line(first, ALICE_LINE)?;
	let bob = reader.read_line(sc.line_of(BOB_LINE)?, BOB_LINE)?;
	let board = reader.read_line(sc.line_of(BOARD_LINE)?, BOARD_LINE)?;
	Ok(Position { alice, bob, board })
}
