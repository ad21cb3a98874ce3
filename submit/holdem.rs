// holdem: the single-file submission for problems/holdem/src/main.rs, made by `cargo xtask bundle`.
// Generated: edit the sources, not this file.

#![allow(dead_code, unused_imports)]

mod equity {
	use crate::poker::{Card, CardSet, Hand};
	use std::fmt;
	mod search {
		use crate::equity::symmetry::Perms;
		use crate::poker::{Card, CardSet, Evaluator, Hand, Rank, Strength, Suit};
		const FLUSH: usize = 5;
		const SUITS_IN: [usize; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
		const BINOMIAL: [[u64; 5]; 5] = [
			[1, 0, 0, 0, 0],
			[1, 1, 0, 0, 0],
			[1, 2, 1, 0, 0],
			[1, 3, 3, 1, 0],
			[1, 4, 6, 4, 1],
		];
		pub(super) fn best_sets<const N: usize>(
			players: [Hand; N],
			board: Hand,
			missing: usize,
			undealt: CardSet,
		) -> Vec<u64> {
			let fixed: Vec<CardSet> = players
				.iter()
				.chain([&board])
				.map(|h| h.cards())
				.collect();
			let eval = Evaluator::get();
			let best_flush = [Rank::ACE, Rank::KING, Rank::QUEEN, Rank::JACK, Rank::NINE]
				.map(|r| Card::new(r, Suit::HEARTS))
				.into_iter()
				.fold(Hand::EMPTY, Hand::add);
			let mut search = Search {
				eval,
				best_flush: eval.strength(best_flush),
				players,
				ranks: Ranks::new(undealt),
				sets: vec![0; 1 << N],
			};
			if missing == 0 {
				search.leaf(board, 1);
			} else if !by_ranks(&players, board, missing) {
				let suited = most_held(&players, board.cards());
				search.node(0, missing, board, suited, 1, Perms::fixing(&fixed));
			} else {
				let known = Known::new(&players, board, undealt, Perms::fixing(&fixed));
				search.multisets(&known, 0, missing, 0, 0, 1);
			}
			search.sets
		}
		fn by_ranks<const N: usize>(
			players: &[Hand; N],
			board: Hand,
			missing: usize,
		) -> bool {
			if missing < 4 {
				return false;
			}
			let lack = most_held(players, board.cards())
				.map(|n| FLUSH.saturating_sub(n as usize));
			(0..4).all(|a| (0..a).all(|b| lack[a] + lack[b] > missing))
		}
		fn most_held<const N: usize>(players: &[Hand; N], board: CardSet) -> [u8; 4] {
			std::array::from_fn(|suit| {
				let of_suit = |set: CardSet| set.suit_ranks(suit).count_ones() as u8;
				let most = players.iter().map(|p| of_suit(p.cards())).max().unwrap_or(0);
				most + of_suit(board)
			})
		}
		struct Ranks {
			cards: [[Hand; 4]; 13],
			suits: [u8; 13],
			from: [usize; 14],
		}
		impl Ranks {
			fn new(undealt: CardSet) -> Ranks {
				let mut ranks = Ranks {
					cards: [[Hand::EMPTY; 4]; 13],
					suits: [0; 13],
					from: [0; 14],
				};
				for card in undealt {
					let (rank, suit) = (card.rank().index(), card.suit().index());
					ranks.cards[rank][suit] = Hand::EMPTY.add(card);
					ranks.suits[rank] |= 1 << suit;
				}
				for rank in (0..13).rev() {
					ranks.from[rank] = ranks.from[rank + 1]
						+ SUITS_IN[ranks.suits[rank] as usize];
				}
				ranks
			}
			fn add(&self, hand: Hand, rank: usize, mask: u8) -> Hand {
				suits_of(mask).fold(hand, |h, suit| h.combine(self.cards[rank][suit]))
			}
		}
		fn suits_of(mask: u8) -> impl Iterator<Item = usize> {
			(0..4).filter(move |s| mask >> s & 1 == 1)
		}
		fn submasks(mask: u8) -> impl Iterator<Item = u8> {
			let mut next = Some(mask);
			std::iter::from_fn(move || {
				let current = next?;
				next = (current != 0).then(|| (current - 1) & mask);
				Some(current)
			})
		}
		fn live_suits(suited: [u8; 4], missing: usize) -> u8 {
			(0..4)
				.fold(
					0,
					|mask, s| {
						let most = suited[s] as usize + missing;
						mask | ((most >= FLUSH) as u8) << s
					},
				)
		}
		fn lowest_suits(mask: u8, k: usize) -> u8 {
			let rest = (0..k).fold(mask, |rest, _| rest & (rest - 1));
			mask ^ rest
		}
		struct Search<const N: usize> {
			eval: Evaluator,
			best_flush: Strength,
			players: [Hand; N],
			ranks: Ranks,
			sets: Vec<u64>,
		}
		impl<const N: usize> Search<N> {
			fn node(
				&mut self,
				low: usize,
				missing: usize,
				board: Hand,
				suited: [u8; 4],
				weight: u64,
				symmetry: Perms,
			) {
				let live = live_suits(suited, missing);
				if missing == 1 {
					return self.last_card(low, board, live, weight, symmetry);
				}
				for rank in low..13 {
					if self.ranks.from[rank] < missing {
						break;
					}
					let live_cards = self.ranks.suits[rank] & live;
					let dead_cards = self.ranks.suits[rank] & !live;
					let dead = SUITS_IN[dead_cards as usize];
					for subset in submasks(live_cards) {
						let Some(room) = missing.checked_sub(SUITS_IN[subset as usize])
						else {
							continue;
						};
						let Some((orbit, fixing)) = symmetry.orbit(subset) else {
							continue;
						};
						for (d, ways) in BINOMIAL[dead]
							.into_iter()
							.enumerate()
							.take(dead.min(room) + 1)
						{
							let chosen = subset | lowest_suits(dead_cards, d);
							if chosen == 0 {
								continue;
							}
							let hand = self.ranks.add(board, rank, chosen);
							let weight = weight * orbit * ways;
							if d == room {
								self.leaf(hand, weight);
							} else {
								let mut suited = suited;
								suits_of(chosen).for_each(|s| suited[s] += 1);
								self.node(rank + 1, room - d, hand, suited, weight, fixing);
							}
						}
					}
				}
			}
			fn leaf(&mut self, board: Hand, weight: u64) {
				let set = best_players(self.eval, &self.players, board);
				self.sets[set as usize] += weight;
			}
			#[inline(always)]
			fn last_card(
				&mut self,
				low: usize,
				board: Hand,
				live: u8,
				weight: u64,
				symmetry: Perms,
			) {
				let mut hands = self.players;
				hands.iter_mut().for_each(|h| *h = h.combine(board));
				let mut tally = LoopTally::<N>::new(weight);
				for rank in low..13 {
					let (suits, cards) = (
						self.ranks.suits[rank],
						&self.ranks.cards[rank],
					);
					let mut live_cards = suits & live;
					while live_cards != 0 {
						let suit = live_cards.trailing_zeros() as usize;
						live_cards &= live_cards - 1;
						if let Some((orbit, _)) = symmetry.orbit(1 << suit) {
							let set = best_players(self.eval, &hands, cards[suit]);
							tally.add(set, orbit, &mut self.sets);
						}
					}
					let dead_cards = suits & !live;
					if dead_cards != 0 {
						let card = cards[dead_cards.trailing_zeros() as usize];
						let same = SUITS_IN[dead_cards as usize] as u64;
						tally
							.add(
								best_players(self.eval, &hands, card),
								same,
								&mut self.sets,
							);
					}
				}
				tally.finish(&mut self.sets);
			}
		}
		type Counts = u64;
		struct Known<const N: usize> {
			held: [Counts; N],
			suited: [[Hand; 4]; N],
			flushers: [[usize; 6]; 4],
			orbit: [u64; 4],
			undealt: CardSet,
		}
		impl<const N: usize> Known<N> {
			fn new(
				players: &[Hand; N],
				board: Hand,
				undealt: CardSet,
				symmetry: Perms,
			) -> Self {
				let own = players.map(|p| p.cards().union(board.cards()));
				let of_suit = |i: usize, s| {
					own[i].iter().filter(move |c| c.suit().index() == s)
				};
				let flushers = |s, j| {
					(0..N).filter(move |&i| of_suit(i, s).count() + j >= FLUSH)
				};
				Known {
					held: own
						.map(|set| {
							set.iter().map(|c| 1 << (4 * c.rank().index())).sum()
						}),
					suited: std::array::from_fn(|i| {
						std::array::from_fn(|s| Hand::from_set(of_suit(i, s).collect()))
					}),
					flushers: std::array::from_fn(|s| {
						std::array::from_fn(|j| {
							flushers(s, j).fold(0, |set, i| set | 1 << i)
						})
					}),
					orbit: std::array::from_fn(|s| {
						symmetry.orbit(1 << s).map_or(0, |(size, _)| size)
					}),
					undealt,
				}
			}
			fn plain(&self, eval: Evaluator, i: usize, missing: Counts) -> Strength {
				let (mut hand, mut rest, mut suit) = (
					Hand::EMPTY,
					self.held[i] + missing,
					0,
				);
				while rest != 0 {
					let rank = rest.trailing_zeros() / 4;
					hand = hand
						.add(
							Card::new(
								Rank::from_index(rank as usize),
								Suit::from_index(suit % 4),
							),
						);
					(rest, suit) = (rest - (1 << (4 * rank)), suit + 1);
				}
				eval.strength(hand)
			}
		}
		fn ranks_of(mut mask: u16) -> impl Iterator<Item = usize> {
			std::iter::from_fn(move || {
				let rank = (mask != 0).then(|| mask.trailing_zeros() as usize);
				mask &= mask.wrapping_sub(1);
				rank
			})
		}
		impl<const N: usize> Search<N> {
			fn multisets(
				&mut self,
				known: &Known<N>,
				low: usize,
				missing: usize,
				counts: Counts,
				ranks: u16,
				weight: u64,
			) {
				if missing == 0 {
					return self.multiset(known, counts, ranks, weight);
				}
				for rank in low..13 {
					if self.ranks.from[rank] < missing {
						break;
					}
					let cards = SUITS_IN[self.ranks.suits[rank] as usize];
					let picks = BINOMIAL[cards].into_iter().enumerate();
					for (n, ways) in picks.take(cards.min(missing) + 1).skip(1) {
						let (counts, ranks) = (
							counts + ((n as u64) << (4 * rank)),
							ranks | 1 << rank,
						);
						self.multisets(
							known,
							rank + 1,
							missing - n,
							counts,
							ranks,
							weight * ways,
						);
					}
				}
			}
			fn multiset(
				&mut self,
				known: &Known<N>,
				counts: Counts,
				ranks: u16,
				weight: u64,
			) {
				let plain: [Strength; N] = std::array::from_fn(|i| {
					known.plain(self.eval, i, counts)
				});
				let winners = best(plain.into_iter()) as usize;
				self.sets[winners] += weight;
				let full = (0..N).filter(|&i| plain[i] > self.best_flush);
				let full = full.fold(0, |set, i| set | 1 << i);
				for suit in (0..4).filter(|&s| known.orbit[s] > 0) {
					let in_suit = ranks & known.undealt.suit_ranks(suit);
					let flushers = known.flushers[suit];
					if flushers[in_suit.count_ones() as usize] == 0 {
						continue;
					}
					let ways = |rank: usize, inside: bool| {
						let n = (counts >> (4 * rank) & 15) as usize - inside as usize;
						BINOMIAL[SUITS_IN[(self.ranks.suits[rank] & !(1 << suit))
							as usize]][n]
					};
					let product = || {
						let mut by_count = [known.orbit[suit], 0, 0, 0, 0, 0];
						for rank in ranks_of(ranks) {
							let outside = ways(rank, false);
							let inside = if in_suit >> rank & 1 == 1 {
								ways(rank, true)
							} else {
								0
							};
							for j in (1..6).rev() {
								by_count[j] = by_count[j] * outside
									+ by_count[j - 1] * inside;
							}
							by_count[0] *= outside;
						}
						by_count
					};
					let k = in_suit.count_ones() as usize;
					let by_count = if k >= 2 && flushers[k - 2] == 0 {
						let (mut all_in, mut one_out) = (known.orbit[suit], 0);
						for rank in ranks_of(ranks) {
							let outside = ways(rank, false);
							if in_suit >> rank & 1 == 1 {
								let inside = ways(rank, true);
								one_out = one_out * inside + all_in * outside;
								all_in *= inside;
							} else {
								(all_in, one_out) = (all_in * outside, one_out * outside);
							}
						}
						let mut top = [0; 6];
						(top[k], top[k - 1]) = (all_in, one_out);
						debug_assert_eq!(
							top[k - 1..], product() [k - 1..], "the top counts"
						);
						top
					} else {
						product()
					};
					let mut each = 0;
					for (j, &boards) in by_count
						.iter()
						.enumerate()
						.filter(|&(_, &b)| b > 0)
					{
						let flushers = flushers[j];
						if flushers != 0 && flushers & (flushers - 1) == 0
							&& full & !flushers == 0
						{
							self.sets[flushers] += boards;
							self.sets[winners] -= boards;
						} else if flushers != 0 {
							each |= 1 << j;
						}
					}
					let mut flush = in_suit;
					while each != 0 {
						let cards = flush.count_ones() as usize;
						if each >> cards & 1 == 1 {
							let ways = ranks_of(ranks)
								.map(|r| ways(r, flush >> r & 1 == 1));
							let boards = known.orbit[suit] * ways.product::<u64>();
							let cards_of = |h: Hand, r: usize| {
								h.combine(self.ranks.cards[r][suit])
							};
							let hand = ranks_of(flush).fold(Hand::EMPTY, cards_of);
							let strengths = (0..N)
								.map(|i| match flushers[cards] >> i & 1 {
									1 => {
										plain[i]
											.max(
												self.eval.strength(known.suited[i][suit].combine(hand)),
											)
									}
									_ => plain[i],
								});
							self.sets[best(strengths) as usize] += boards;
							self.sets[winners] -= boards;
						}
						each &= (1 << k) - 1;
						if flush == 0 {
							break;
						}
						flush = (flush - 1) & in_suit;
					}
				}
			}
		}
		const PACKED_PLAYERS: usize = 3;
		struct LoopTally<const N: usize> {
			packed: u64,
			weight: u64,
		}
		impl<const N: usize> LoopTally<N> {
			#[inline(always)]
			fn new(weight: u64) -> Self {
				LoopTally { packed: 0, weight }
			}
			#[inline(always)]
			fn add(&mut self, set: u32, boards: u64, sets: &mut [u64]) {
				if N <= PACKED_PLAYERS {
					self.packed += boards << (8 * set);
				} else {
					sets[set as usize] += boards * self.weight;
				}
			}
			#[inline(always)]
			fn finish(self, sets: &mut [u64]) {
				if N <= PACKED_PLAYERS {
					for (set, count) in sets.iter_mut().enumerate() {
						*count += (self.packed >> (8 * set) & 0xff) * self.weight;
					}
				}
			}
		}
		#[inline(always)]
		fn best_players<const N: usize>(
			eval: Evaluator,
			hands: &[Hand; N],
			extra: Hand,
		) -> u32 {
			best(hands.iter().map(|h| eval.strength(h.combine(extra))))
		}
		#[inline(always)]
		fn best(mut strengths: impl Iterator<Item = Strength>) -> u32 {
			let Some(mut best) = strengths.next() else {
				return 0;
			};
			let mut set = 1;
			for (i, s) in (1..).zip(strengths) {
				set = if s > best { 1 << i } else { set | ((s == best) as u32) << i };
				best = best.max(s);
			}
			set
		}
	}
	mod symmetry {
		use crate::poker::CardSet;
		const PERMS: [[u8; 4]; 24] = permutations();
		const IMAGES: [[u8; 16]; 24] = images();
		const fn permutations() -> [[u8; 4]; 24] {
			let mut perms = [[0; 4]; 24];
			let mut n = 0;
			let mut code = 0;
			while code < 256 {
				let p = [code >> 6 & 3, code >> 4 & 3, code >> 2 & 3, code & 3];
				let seen = 1 << p[0] | 1 << p[1] | 1 << p[2] | 1 << p[3];
				if seen == 15 {
					perms[n] = [p[0] as u8, p[1] as u8, p[2] as u8, p[3] as u8];
					n += 1;
				}
				code += 1;
			}
			perms
		}
		const fn images() -> [[u8; 16]; 24] {
			let mut images = [[0; 16]; 24];
			let mut p = 0;
			while p < 24 {
				let mut mask = 0;
				while mask < 16 {
					let mut s = 0;
					while s < 4 {
						if mask >> s & 1 == 1 {
							images[p][mask] |= 1 << PERMS[p][s];
						}
						s += 1;
					}
					mask += 1;
				}
				p += 1;
			}
			images
		}
		#[derive(Clone, Copy, Debug, PartialEq, Eq)]
		pub(super) struct Perms(u32);
		impl Perms {
			pub(super) fn fixing(sets: &[CardSet]) -> Perms {
				let fixes = |p: usize| {
					sets.iter().all(|&set| permute(p, set) == set.bits())
				};
				Perms((0..24).filter(|&p| fixes(p)).fold(0, |perms, p| perms | 1 << p))
			}
			#[inline(always)]
			pub(super) fn orbit(self, mask: u8) -> Option<(u64, Perms)> {
				if self.0 == 1 {
					return Some((1, self));
				}
				let mut fixing = 0;
				let mut rest = self.0;
				while rest != 0 {
					let p = rest.trailing_zeros() as usize;
					rest &= rest - 1;
					let image = IMAGES[p][mask as usize];
					if image < mask {
						return None;
					}
					fixing |= ((image == mask) as u32) << p;
				}
				let size = self.0.count_ones() / fixing.count_ones();
				Some((size as u64, Perms(fixing)))
			}
		}
		fn permute(p: usize, set: CardSet) -> u64 {
			(0..4)
				.fold(
					0,
					|bits, s| {
						let lane = (set.bits() >> (16 * s)) & 0x1fff;
						bits | lane << (16 * PERMS[p][s] as u32)
					},
				)
		}
	}
	pub const MAX_PLAYERS: usize = 10;
	const _: () = assert!(
		MAX_PLAYERS == 10, "Deal::best_sets has one search per player count"
	);
	pub const MAX_BOARD: usize = 5;
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub enum TieRule {
		LowestIndexWins,
		Separate,
	}
	#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
	pub struct Tally {
		pub wins: u64,
		pub ties: u64,
		pub losses: u64,
	}
	#[derive(Clone, Copy, Debug, PartialEq, Eq)]
	pub enum DealError {
		PlayerCount(usize),
		BoardSize { size: usize, known: usize },
		HandSize { player: usize, cards: usize },
		PocketSize { player: usize, cards: usize },
		DuplicateCard(Card),
	}
	impl fmt::Display for DealError {
		fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
			match *self {
				DealError::PlayerCount(n) => {
					write!(f, "a deal needs 1 to {MAX_PLAYERS} players, not {n}")
				}
				DealError::BoardSize { size, known } => {
					write!(
						f,
						"a board of {size} cards with {known} known does not fit \
                 (at most {MAX_BOARD}, and no fewer than the known ones)"
					)
				}
				DealError::HandSize { player, cards } => {
					write!(
						f,
						"player {} would hold {cards} cards; the evaluator takes 5 to 7",
						player + 1
					)
				}
				DealError::PocketSize { player, cards } => {
					write!(
						f, "player {} holds {cards} pocket cards; Omaha takes 2 to 7",
						player + 1
					)
				}
				DealError::DuplicateCard(card) => write!(f, "card {card} is dealt twice"),
			}
		}
	}
	impl std::error::Error for DealError {}
	#[derive(Clone, Debug, PartialEq, Eq)]
	pub struct Deal {
		players: Vec<Hand>,
		board: Hand,
		board_size: usize,
	}
	impl Deal {
		pub fn new(
			players: &[&[Card]],
			board: &[Card],
			board_size: usize,
		) -> Result<Deal, DealError> {
			if !(1..=MAX_PLAYERS).contains(&players.len()) {
				return Err(DealError::PlayerCount(players.len()));
			}
			if board.len() > board_size || board_size > MAX_BOARD {
				return Err(DealError::BoardSize {
					size: board_size,
					known: board.len(),
				});
			}
			let mut seen = CardSet::EMPTY;
			let mut distinct = |cards: &[Card]| -> Result<Hand, DealError> {
				for &card in cards {
					if !seen.insert(card) {
						return Err(DealError::DuplicateCard(card));
					}
				}
				Ok(Hand::from_set(cards.iter().copied().collect()))
			};
			let board = distinct(board)?;
			let mut hands = Vec::with_capacity(players.len());
			for (player, cards) in players.iter().enumerate() {
				let total = cards.len() + board_size;
				if !(5..=7).contains(&total) {
					return Err(DealError::HandSize {
						player,
						cards: total,
					});
				}
				hands.push(distinct(cards)?);
			}
			Ok(Deal {
				players: hands,
				board,
				board_size,
			})
		}
		pub fn undealt(&self) -> CardSet {
			let dealt = self
				.players
				.iter()
				.fold(self.board.cards(), |set, h| set.union(h.cards()));
			dealt.undealt()
		}
		pub fn missing(&self) -> usize {
			self.board_size - self.board.len()
		}
		pub fn boards(&self) -> u64 {
			let (n, k) = (self.undealt().len() as u64, self.missing() as u64);
			(0..k).fold(1, |c, i| if i >= n { 0 } else { c * (n - i) / (i + 1) })
		}
		pub fn enumerate_of<const N: usize>(&self, rule: TieRule) -> [Tally; N] {
			assert_eq!(self.players.len(), N, "enumerate_of::<N> takes N players");
			let tallies = tallies(&self.best_sets_of::<N>(), N, rule);
			tallies.try_into().expect("one tally per player")
		}
		fn best_sets_of<const N: usize>(&self) -> Vec<u64> {
			let players: [Hand; N] = self
				.players[..]
				.try_into()
				.expect("N is the player count");
			search::best_sets(players, self.board, self.missing(), self.undealt())
		}
	}
	fn tallies(sets: &[u64], players: usize, rule: TieRule) -> Vec<Tally> {
		let mut tallies = vec![Tally::default(); players];
		for (set, &boards) in sets.iter().enumerate().filter(|&(_, &b)| b > 0) {
			let sole = set & (set - 1) == 0;
			for (i, t) in tallies.iter_mut().enumerate() {
				let holds = set >> i & 1 == 1;
				match rule {
					TieRule::LowestIndexWins if set.trailing_zeros() as usize == i => {
						t.wins += boards;
					}
					TieRule::Separate if holds && sole => t.wins += boards,
					TieRule::Separate if holds => t.ties += boards,
					_ => t.losses += boards,
				}
			}
		}
		tallies
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
			pub const DEUCE: Rank = Rank(0);
			pub const NINE: Rank = Rank(7);
			pub const JACK: Rank = Rank(9);
			pub const QUEEN: Rank = Rank(10);
			pub const KING: Rank = Rank(11);
			pub const ACE: Rank = Rank(12);
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
			pub const HEARTS: Suit = Suit(2);
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
		const FULL: u64 = 0x1fff_1fff_1fff_1fff;
		impl CardSet {
			pub const EMPTY: CardSet = CardSet(0);
			pub(crate) fn from_bits(bits: u64) -> CardSet {
				CardSet(bits & FULL)
			}
			pub fn bits(self) -> u64 {
				self.0
			}
			pub fn suit_ranks(self, suit: usize) -> u16 {
				(self.0 >> (16 * suit)) as u16 & 0x1fff
			}
			pub fn len(self) -> usize {
				self.0.count_ones() as usize
			}
			pub fn contains(self, card: Card) -> bool {
				self.0 >> card.bit() & 1 == 1
			}
			pub fn insert(&mut self, card: Card) -> bool {
				let fresh = !self.contains(card);
				self.0 |= 1 << card.bit();
				fresh
			}
			pub fn union(self, other: CardSet) -> CardSet {
				CardSet(self.0 | other.0)
			}
			pub fn undealt(self) -> CardSet {
				CardSet(FULL & !self.0)
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
		use crate::poker::{Card, CardSet, Kind, Ladder, LadderKey, Strength};
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
			pub fn from_set(set: CardSet) -> Hand {
				set.iter().fold(Hand::EMPTY, Hand::add)
			}
			pub fn cards(self) -> CardSet {
				CardSet::from_bits(self.mask)
			}
			pub fn len(self) -> usize {
				self.mask.count_ones() as usize
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
			pub const SUIT_RANK: Spelling = Spelling::new(
				RANK_LETTERS,
				"C D H S",
				Order::SuitFirst,
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

use crate::equity::{Deal, TieRule};

use crate::input::{CardReader, InputError, Scanner, Warning};

use crate::output::push_quotient;

use crate::poker::{Card, Spelling};

const BOARD: usize = 5;

const DIGITS: usize = 20;

fn main() {
	crate::input::run(solve);
}

fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
	let mut sc = Scanner::new(text);
	for case in 1.. {
		if sc.at_end() {
			let missing = "input ends without the closing `#` line";
			return Ok(Some(Warning::at(sc.line(), missing)));
		}
		let (line, first) = sc.line_of("a dataset or the closing `#` line")?;
		if first.trim() == "#" {
			break;
		}
		let deal = read_dataset(&mut sc, line, first).map_err(|e| e.in_case(case))?;
		let [you, _] = deal.enumerate_of::<2>(TieRule::Separate);
		push_quotient(out, you.wins, deal.boards(), DIGITS);
		out.push(b'\n');
	}
	Ok(sc.finish("the closing `#` line"))
}

fn read_dataset(sc: &mut Scanner, line: usize, first: &str) -> Result<Deal, InputError> {
	let mut reader = CardReader::new(&Spelling::SUIT_RANK);
	let you: [Card; 2] = reader.read_line((line, first), "your two cards")?;
	let what = "the opponent's two cards";
	let them: [Card; 2] = reader.read_line(sc.line_of(what)?, what)?;
	let what = "the three flop cards";
	let flop: [Card; 3] = reader.read_line(sc.line_of(what)?, what)?;
	let deal = Deal::new(&[&you, &them], &flop, BOARD);
	Ok(deal.expect("two hands of two cards and a flop, all distinct: a valid deal"))
}
