// swiss: the single-file submission for problems/swiss/src/main.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

#![allow(dead_code, unused_imports)]

mod fraction {
	use std::fmt;
	#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
	pub struct Fraction {
		num: u128,
		den: u128,
	}
	impl Fraction {
		pub fn new(num: u128, den: u128) -> Self {
			assert!(den != 0, "fraction {num}/0 has a zero denominator");
			if let (Ok(num), Ok(den)) = (u64::try_from(num), u64::try_from(den)) {
				let divisor = gcd_u64(num, den);
				return Fraction {
					num: u128::from(num / divisor),
					den: u128::from(den / divisor),
				};
			}
			let divisor = gcd(num, den);
			Fraction {
				num: num / divisor,
				den: den / divisor,
			}
		}
		pub fn num(self) -> u128 {
			self.num
		}
		pub fn den(self) -> u128 {
			self.den
		}
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
		pub fn token(&mut self, what: &str) -> Result<Token<'a>, InputError> {
			self.next_token().ok_or_else(|| self.end_error(what))
		}
		pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, InputError> {
			self.token(what)?.parse(what)
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
	use crate::fraction::Fraction;
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
	pub fn push_fraction(out: &mut Vec<u8>, fraction: Fraction) {
		push_u128(out, fraction.num());
		out.push(b'/');
		push_u128(out, fraction.den());
	}
}

mod game {
	use std::fmt;
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub struct Match {
		pub players: [u64; 2],
		pub wins: [u64; 2],
		pub draws: u64,
	}
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub enum MatchError {
		OutOfRange { seat: usize, players: usize },
		PlaysTwice { seat: usize },
		AgainstThemself,
		GameCount(u128),
	}
	impl fmt::Display for MatchError {
		fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
			match self {
				MatchError::OutOfRange { players, .. } => {
					write!(f, "player id out of range 1..={players}")
				}
				MatchError::PlaysTwice { .. } => {
					write!(f, "player listed twice in one round")
				}
				MatchError::AgainstThemself => write!(f, "player paired with themself"),
				MatchError::GameCount(games) => {
					write!(f, "a match has 2 or 3 games, but w1 + w2 + d = {games}")
				}
			}
		}
	}
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub struct TooWide {
		pub round: u64,
	}
}

mod standings {
	use crate::{Match, MatchError, TooWide};
	use crate::fraction::{checked_lcm, Fraction};
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub struct Standing {
		pub match_points: u64,
		pub omw: Fraction,
		pub gw: Fraction,
		pub ogw: Fraction,
	}
	#[derive(Clone, Copy, Debug, Default)]
	struct Opponent {
		id: u32,
		matches: u32,
	}
	#[derive(Clone, Debug, Default)]
	pub struct Tournament {
		max_rounds: usize,
		round: u64,
		match_points: Vec<u64>,
		game_points: Vec<u64>,
		games: Vec<u64>,
		opponents: Vec<Opponent>,
		distinct: Vec<u32>,
		played: Vec<u32>,
		max_played: u32,
		last_paired: Vec<u64>,
		mw_numerator: Vec<u64>,
		gw_scaled: Vec<u128>,
		ogw_denominator: u128,
		games_seen: Vec<u64>,
		games_factor: Vec<u128>,
	}
	impl Tournament {
		pub fn reset(&mut self, players: usize, max_rounds: usize) {
			assert!(
				u32::try_from(players).is_ok(), "{players} players do not fit u32 ids"
			);
			fn refill<T: Clone>(v: &mut Vec<T>, len: usize, value: T) {
				v.clear();
				v.resize(len, value);
			}
			self.max_rounds = max_rounds;
			self.round = 0;
			self.max_played = 0;
			self.ogw_denominator = 1;
			refill(&mut self.match_points, players, 0);
			refill(&mut self.game_points, players, 0);
			refill(&mut self.games, players, 0);
			refill(&mut self.opponents, players * max_rounds, Opponent::default());
			refill(&mut self.distinct, players, 0);
			refill(&mut self.played, players, 0);
			refill(&mut self.last_paired, players, 0);
			refill(&mut self.mw_numerator, players, 0);
			refill(&mut self.gw_scaled, players, 0);
			refill(&mut self.games_seen, max_rounds + 1, 0);
			refill(&mut self.games_factor, max_rounds + 1, 0);
		}
		pub fn players(&self) -> usize {
			self.played.len()
		}
		pub fn play(&mut self, game: Match) -> Result<(), MatchError> {
			assert!((self.round as usize) < self.max_rounds, "all rounds are finished");
			let now = self.round + 1;
			let mut ids = [0usize; 2];
			for (seat, &id) in game.players.iter().enumerate() {
				let players = self.players();
				ids[seat] = match usize::try_from(id) {
					Ok(id @ 1..) if id <= players => id - 1,
					_ => {
						return Err(MatchError::OutOfRange {
							seat,
							players,
						});
					}
				};
			}
			if ids[0] == ids[1] {
				return Err(MatchError::AgainstThemself);
			}
			if let Some(seat) = ids.iter().position(|&i| self.last_paired[i] == now) {
				return Err(MatchError::PlaysTwice { seat });
			}
			let total = u128::from(game.wins[0]) + u128::from(game.wins[1])
				+ u128::from(game.draws);
			if !(2..=3).contains(&total) {
				return Err(MatchError::GameCount(total));
			}
			let total = total as u64;
			let [a, b] = ids;
			let points = |own: u64, other: u64| match own.cmp(&other) {
				std::cmp::Ordering::Greater => 3,
				std::cmp::Ordering::Equal => 1,
				std::cmp::Ordering::Less => 0,
			};
			for (seat, (me, them)) in [(a, b), (b, a)].into_iter().enumerate() {
				let (own, other) = (game.wins[seat], game.wins[1 - seat]);
				self.match_points[me] += points(own, other);
				self.game_points[me] += 3 * own + game.draws;
				self.games[me] += total;
				self.last_paired[me] = now;
				self.add_opponent(me, them as u32);
				self.played[me] += 1;
				self.max_played = self.max_played.max(self.played[me]);
			}
			Ok(())
		}
		fn add_opponent(&mut self, me: usize, them: u32) {
			let start = me * self.max_rounds;
			let end = start + self.distinct[me] as usize;
			match self.opponents[start..end].iter_mut().find(|o| o.id == them) {
				Some(known) => known.matches += 1,
				None => {
					self.opponents[end] = Opponent { id: them, matches: 1 };
					self.distinct[me] += 1;
				}
			}
		}
		pub fn finish_round(&mut self) -> Result<(), TooWide> {
			assert!((self.round as usize) < self.max_rounds, "all rounds are finished");
			self.round += 1;
			let now = self.round;
			for i in 0..self.players() {
				if self.last_paired[i] != now {
					self.match_points[i] += 3;
					self.game_points[i] += 6;
					self.games[i] += 2;
				}
				self.mw_numerator[i] = self.match_points[i].max(now);
			}
			self.scale_game_wins().ok_or(TooWide { round: now })
		}
		fn scale_game_wins(&mut self) -> Option<()> {
			let now = self.round;
			let mut lcm = 1u128;
			let mut offsets = Vec::new();
			for i in 0..self.players() {
				let offset = (self.games[i] - 2 * now) as usize;
				if self.played[i] > 0 && self.games_seen[offset] != now {
					self.games_seen[offset] = now;
					offsets.push(offset);
					lcm = checked_lcm(lcm, 3 * u128::from(self.games[i]))?;
				}
			}
			lcm.checked_mul(u128::from(self.max_played))?;
			for &offset in &offsets {
				self.games_factor[offset] = lcm
					/ (3 * u128::from(2 * now + offset as u64));
			}
			for i in 0..self.players() {
				if self.played[i] > 0 {
					let offset = (self.games[i] - 2 * now) as usize;
					let floored = self.game_points[i].max(self.games[i]);
					self.gw_scaled[i] = u128::from(floored) * self.games_factor[offset];
				}
			}
			self.ogw_denominator = lcm;
			Some(())
		}
		pub fn standing(&self, i: usize) -> Standing {
			assert!(self.round > 0, "no round is finished");
			let third = Fraction::new(1, 3);
			let games = u128::from(self.games[i]);
			let gw = Fraction::new(
				u128::from(self.game_points[i]).max(games),
				3 * games,
			);
			let played = self.played[i] as usize;
			let (omw, ogw) = if played == 0 {
				(third, third)
			} else {
				let start = i * self.max_rounds;
				let (mut mw_sum, mut gw_sum) = (0u64, 0u128);
				for o in &self.opponents[start..start + self.distinct[i] as usize] {
					mw_sum += u64::from(o.matches) * self.mw_numerator[o.id as usize];
					gw_sum += u128::from(o.matches) * self.gw_scaled[o.id as usize];
				}
				let k = played as u128;
				(
					Fraction::new(u128::from(mw_sum), 3 * u128::from(self.round) * k),
					Fraction::new(gw_sum, self.ogw_denominator * k),
				)
			};
			Standing {
				match_points: self.match_points[i],
				omw,
				gw,
				ogw,
			}
		}
	}
}

use game::{Match, MatchError, TooWide};

use standings::Tournament;

use crate::input::{InputError, Scanner, Token, Warning};

use crate::output::{push_fraction, push_u64};

const MAX_OUTPUT_LINES: usize = 3_000_000;

fn main() {
	crate::input::run(solve);
}

fn solve(input: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
	let mut scanner = Scanner::new(input);
	let cases: usize = scanner.parse("the number of test cases T")?;
	let mut budget = MAX_OUTPUT_LINES;
	let mut tournament = Tournament::default();
	for case in 1..=cases {
		solve_case(&mut scanner, &mut budget, &mut tournament, out)
			.map_err(|err| err.in_case(case))?;
	}
	Ok(scanner.finish("the last test case"))
}

fn solve_case(
	scanner: &mut Scanner<'_>,
	budget: &mut usize,
	tournament: &mut Tournament,
	out: &mut Vec<u8>,
) -> Result<(), InputError> {
	let players_token = scanner.token("the number of players n")?;
	let players: usize = players_token.parse("the number of players n")?;
	let rounds_token = scanner.token("the number of rounds m")?;
	let rounds: usize = rounds_token.parse("the number of rounds m")?;
	*budget = (players.saturating_add(1))
		.checked_mul(rounds)
		.and_then(|lines| budget.checked_sub(lines))
		.ok_or_else(|| {
			let larger = if rounds > players { rounds_token } else { players_token };
			larger
				.error(
					format_args!(
						"n = {players}, m = {rounds}: the output passes the limit of {MAX_OUTPUT_LINES} lines"
					),
				)
		})?;
	let mut matches: Vec<usize> = Vec::with_capacity(rounds);
	for round in 1..=rounds {
		let count = scanner.token("the number of matches a_i")?;
		matches
			.push(count.parse(format_args!("the number of matches in round {round}"))?);
	}
	if rounds == 0 {
		return Ok(());
	}
	tournament.reset(players, rounds);
	for (round, &count) in (1..).zip(&matches) {
		for _ in 0..count {
			let (game, tokens) = read_match(scanner)?;
			tournament.play(game).map_err(|err| match_error(err, &tokens))?;
		}
		tournament
			.finish_round()
			.map_err(|err| {
				InputError::at(
					scanner.line(),
					format!("round {}: exact OGW needs more than 128 bits", err.round),
				)
			})?;
		push_round(tournament, round, out);
	}
	Ok(())
}

fn read_match<'a>(
	scanner: &mut Scanner<'a>,
) -> Result<(Match, [Token<'a>; 5]), InputError> {
	const WHAT: [&str; 5] = [
		"player id p1",
		"player id p2",
		"game count w1",
		"game count w2",
		"draw count d",
	];
	let mut tokens = [Token { text: "", line: 0 }; 5];
	let mut values = [0u64; 5];
	for ((token, value), what) in tokens.iter_mut().zip(&mut values).zip(WHAT) {
		*token = scanner.token(what)?;
		*value = token.parse(what)?;
	}
	let [p1, p2, w1, w2, d] = values;
	Ok((
		Match {
			players: [p1, p2],
			wins: [w1, w2],
			draws: d,
		},
		tokens,
	))
}

fn match_error(err: MatchError, tokens: &[Token<'_>; 5]) -> InputError {
	match err {
		MatchError::OutOfRange { seat, .. } | MatchError::PlaysTwice { seat } => {
			tokens[seat].error(err)
		}
		MatchError::AgainstThemself => tokens[1].error(err),
		MatchError::GameCount(_) => {
			let [w1, w2, d] = [&tokens[2], &tokens[3], &tokens[4]];
			let counts = [w1.text, w2.text, d.text].join(" ");
			Token {
				text: &counts,
				line: w1.line,
			}
				.error(err)
		}
	}
}

fn push_round(tournament: &Tournament, round: u64, out: &mut Vec<u8>) {
	out.extend_from_slice(b"Round ");
	push_u64(out, round);
	out.push(b'\n');
	for i in 0..tournament.players() {
		let standing = tournament.standing(i);
		push_u64(out, standing.match_points);
		for fraction in [standing.omw, standing.gw, standing.ogw] {
			out.push(b' ');
			push_fraction(out, fraction);
		}
		out.push(b'\n');
	}
}
