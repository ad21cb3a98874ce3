//! Exact Omaha equity: every player makes the best hand of exactly two of their
//! pocket cards (2 to 7 of them: 4 in Omaha, 5 and 6 in its big variants) and
//! exactly three of the five community cards, on every completion of the board.
//!
//! Each board is one row of [`Omaha`]'s tables, found once and shared by every
//! player: a player's best hand without flushes is the best of its pairs' entries
//! in that row (6 for four cards), their pairs' places found once per deal. Only on
//! a board with three cards of a suit, for a player with two of that suit, is a
//! flush looked up. Boards are built each from the one before by changing its last
//! cards, and the cards to come are sorted by rank, so that the boards whose last
//! card differs only in suit share their row and every player's value without
//! flushes; no other grouping by ranks or suits is needed: at 11 to 20 nanoseconds
//! a board, the 1,086,008 boards of a heads-up preflop deal take 12 to 22
//! milliseconds on a 2-core EPYC VM (`benches/omaha.rs`, `bench/peers`; the
//! double-suited match-ups, with the most flushes, are the slowest).

use crate::equity::low::{LowPocket, low_ranks};
use crate::equity::{DealError, MAX_PLAYERS, Tally, TieRule};
use crate::poker::{Card, CardSet, Hand, Ladder, Omaha};

/// The fewest and most pocket cards a player may hold.
const POCKET_SIZES: std::ops::RangeInclusive<usize> = 2..=7;

/// The known cards of one Omaha deal, checked to be playable.
///
/// # Examples
///
/// ```
/// use showdown::Card;
/// use showdown::equity::{OmahaDeal, Tally, TieRule};
/// use showdown::poker::Ladder;
///
/// // 8d 4s 3d 4c against Qh Kh 3h 7c on a flop of 9c Js 9d: 820 turns and rivers.
/// let cards = |s| Card::parse_list(s).unwrap();
/// let (fours, hearts) = (cards("8d 4s 3d 4c"), cards("Qh Kh 3h 7c"));
/// let deal = OmahaDeal::new(&[&fours, &hearts], &cards("9c Js 9d"), Ladder::STANDARD).unwrap();
/// assert_eq!(deal.boards(), 820);
/// let tallies = deal.enumerate(TieRule::Separate);
/// assert_eq!(tallies[0], Tally { wins: 464, ties: 0, losses: 356 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmahaDeal {
    players: Vec<Vec<Card>>,
    board: Vec<Card>,
    ladder: Ladder,
}

impl OmahaDeal {
    /// A deal of the given pocket cards per player and known community cards (0
    /// to 5), ranked under `ladder`.
    ///
    /// # Errors
    /// A [`DealError`] when there are not 1 to [`MAX_PLAYERS`] players, more than
    /// five community cards, a pocket of other than 2 to 7 cards, or a card dealt
    /// twice, the first of those in that order.
    pub fn new(
        players: &[&[Card]],
        board: &[Card],
        ladder: Ladder,
    ) -> Result<OmahaDeal, DealError> {
        if !(1..=MAX_PLAYERS).contains(&players.len()) {
            return Err(DealError::PlayerCount(players.len()));
        }
        if board.len() > 5 {
            return Err(DealError::BoardSize {
                size: 5,
                known: board.len(),
            });
        }
        if let Some(player) = players
            .iter()
            .position(|p| !POCKET_SIZES.contains(&p.len()))
        {
            return Err(DealError::PocketSize {
                player,
                cards: players[player].len(),
            });
        }
        let mut seen = CardSet::EMPTY;
        for &card in board.iter().chain(players.iter().flat_map(|p| p.iter())) {
            if !seen.insert(card) {
                return Err(DealError::DuplicateCard(card));
            }
        }
        Ok(OmahaDeal {
            players: players.iter().map(|p| p.to_vec()).collect(),
            board: board.to_vec(),
            ladder,
        })
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.players.len()
    }

    /// The cards nobody holds and the board does not show.
    pub fn undealt(&self) -> CardSet {
        let dealt = self.players.iter().flatten().chain(&self.board);
        dealt.copied().collect::<CardSet>().undealt()
    }

    /// Number of equally likely boards: C(undealt, 5 - known).
    pub fn boards(&self) -> u64 {
        let (n, k) = (self.undealt().len() as u64, 5 - self.board.len() as u64);
        (0..k).fold(1, |c, i| if i >= n { 0 } else { c * (n - i) / (i + 1) })
    }

    /// Every player's results over every completion of the board, as
    /// [`crate::equity::Deal::enumerate`] counts them.
    ///
    /// # Complexity
    /// One row lookup per board, C(pocket, 2) row entries per player and board, and
    /// a few flush lookups for a player with two cards of a suit that has three
    /// on the board: 11 to 20 ns a board heads-up with four cards each (the module's
    /// docs give the measurements).
    pub fn enumerate(&self, rule: TieRule) -> Vec<Tally> {
        // One copy of the loop per player count, so that the pockets live in
        // registers or one small array.
        let sets = match self.players.len() {
            1 => self.best_sets::<1>(),
            2 => self.best_sets::<2>(),
            3 => self.best_sets::<3>(),
            4 => self.best_sets::<4>(),
            5 => self.best_sets::<5>(),
            6 => self.best_sets::<6>(),
            7 => self.best_sets::<7>(),
            8 => self.best_sets::<8>(),
            9 => self.best_sets::<9>(),
            _ => self.best_sets::<10>(),
        };
        crate::equity::tallies(&sets, self.players.len(), rule)
    }

    /// For each set of the `N` players, as a bit mask, the number of boards on
    /// which exactly they hold the best hand.
    fn best_sets<const N: usize>(&self) -> Vec<u64> {
        let mut sets = vec![0u64; 1 << N];
        self.outcomes::<N, false>(|high, _, boards| sets[holders(high)] += boards);
        sets
    }

    /// Every player's results in Omaha hi-lo: half of each pot to the best high
    /// hand, half to the best ace-to-five low with the eight-or-better qualifier
    /// (exactly two pocket cards and three board cards for each), the whole pot
    /// to the best high hand when nobody has a low, each half shared equally
    /// among those who tie for it.
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::equity::{HiLoTally, OmahaDeal};
    /// use showdown::poker::Ladder;
    ///
    /// // Four sixes against a rainbow 5 4 3 2, preflop: the sixes' share of the
    /// // pots is 54.04%, as Steve Badger's "Omaha Poker Hand Equity" gives it.
    /// let cards = |s| Card::parse_list(s).unwrap();
    /// let (sixes, wheel) = (cards("6c 6d 6h 6s"), cards("5c 4d 3h 2s"));
    /// let deal = OmahaDeal::new(&[&sixes, &wheel], &[], Ladder::STANDARD).unwrap();
    /// let tallies = deal.enumerate_hi_lo();
    /// assert_eq!(format!("{:.2}", 100.0 * tallies[0].equity()), "54.04");
    /// ```
    ///
    /// # Complexity
    /// As [`OmahaDeal::enumerate`], and one more table entry per low pair of each
    /// player's pocket for each board's set of ranks.
    pub fn enumerate_hi_lo(&self) -> Vec<HiLoTally> {
        match self.players.len() {
            1 => self.hi_lo::<1>(),
            2 => self.hi_lo::<2>(),
            3 => self.hi_lo::<3>(),
            4 => self.hi_lo::<4>(),
            5 => self.hi_lo::<5>(),
            6 => self.hi_lo::<6>(),
            7 => self.hi_lo::<7>(),
            8 => self.hi_lo::<8>(),
            9 => self.hi_lo::<9>(),
            _ => self.hi_lo::<10>(),
        }
    }

    /// [`OmahaDeal::enumerate_hi_lo`] for exactly `N` players.
    fn hi_lo<const N: usize>(&self) -> Vec<HiLoTally> {
        let mut tallies = vec![HiLoTally::default(); N];
        let half = HiLoTally::POT / 2;
        self.outcomes::<N, true>(|high, low, boards| {
            let (highs, lows) = (holders(high), holders(low));
            let has_low = low.iter().any(|&l| l != 0);
            let (h, l) = (u64::from(highs.count_ones()), u64::from(lows.count_ones()));
            for (i, t) in tallies.iter_mut().enumerate() {
                let (in_high, in_low) = (highs >> i & 1 == 1, has_low && lows >> i & 1 == 1);
                count(&mut t.high, in_high, h == 1, boards);
                count(&mut t.low, in_low, l == 1, boards);
                if !has_low {
                    t.share += if in_high {
                        boards * HiLoTally::POT / h
                    } else {
                        0
                    };
                    t.scoops += if in_high && h == 1 { boards } else { 0 };
                } else {
                    t.share += if in_high { boards * half / h } else { 0 };
                    t.share += if in_low { boards * half / l } else { 0 };
                    t.scoops += if in_high && in_low && h == 1 && l == 1 {
                        boards
                    } else {
                        0
                    };
                }
            }
        });
        tallies
    }

    /// Calls `visit` with every player's high value and, when `LOW`, low value (0
    /// for none; else larger is better), and the number of boards that give them,
    /// each board counted once in all.
    fn outcomes<const N: usize, const LOW: bool>(
        &self,
        mut visit: impl FnMut(&[u16; N], &[u8; N], u64),
    ) {
        let omaha = Omaha::with(self.ladder);
        let pockets: [_; N] = std::array::from_fn(|i| omaha.pocket(&self.players[i]));
        let low_pockets: [_; N] = std::array::from_fn(|i| LowPocket::new(&self.players[i]));
        let lows = |board: Hand| {
            let ranks = low_ranks(board.cards().bits());
            low_pockets.map(|p| if LOW { p.best(ranks) } else { 0 })
        };
        let known = self.board.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
        let Some(missing) = (5 - self.board.len()).checked_sub(1) else {
            return visit(&pockets.map(|p| omaha.value(&p, known)), &lows(known), 1);
        };
        // The cards to come by rank, so that the cards of a rank that may end a
        // board stand together.
        let mut undealt: Vec<Card> = self.undealt().iter().collect();
        undealt.sort_by_key(|c| c.rank());
        for_each_board(&undealt, missing, known, |prefix, next| {
            // The last card: the boards it ends that differ only in its suit share
            // a row, and so every player's best hand without flushes, and their lows.
            let mut rest = &undealt[next..];
            while let Some(&first) = rest.first() {
                let same = rest.iter().take_while(|c| c.rank() == first.rank()).count();
                let (group, after) = rest.split_at(same);
                rest = after;
                let row = omaha.row(prefix.add(first));
                let plain = pockets.map(|p| p.best_in(row));
                let low = lows(prefix.add(first));
                let mut without_flush = 0;
                for &card in group {
                    let board = prefix.add(card);
                    match omaha.flush_suit(board) {
                        None => without_flush += 1,
                        Some(suit) => {
                            let mut values = plain;
                            for (value, pocket) in values.iter_mut().zip(&pockets) {
                                *value = (*value).max(omaha.flush_in(pocket, suit));
                            }
                            visit(&values, &low, 1);
                        }
                    }
                }
                visit(&plain, &low, without_flush);
            }
        });
    }
}

/// The players holding the largest of `values`, as a bit mask, found without a
/// branch on who leads.
fn holders<T: Copy + Ord + Default, const N: usize>(values: &[T; N]) -> usize {
    let best = values.iter().max().copied().unwrap_or_default();
    (0..N).fold(0, |set, i| set | usize::from(values[i] == best) << i)
}

/// One player's results over all boards of an Omaha hi-lo deal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiLoTally {
    /// The high half: boards on which the player holds the best high hand alone
    /// (wins), with others (ties), or not (losses).
    pub high: Tally,
    /// The low half likewise; a board on which the player has no qualifying low,
    /// or nobody has, is a loss.
    pub low: Tally,
    /// Boards on which the player takes the whole pot alone.
    pub scoops: u64,
    /// The player's share of all the pots, in units of 1 / [`HiLoTally::POT`] of
    /// one pot, exactly.
    pub share: u64,
}

impl HiLoTally {
    /// The units of one pot: every share of a half among up to ten players is a
    /// whole number of them (twice the least common multiple of 1 to 10).
    pub const POT: u64 = 5_040;

    /// The player's share of all the pots, as a fraction of them.
    pub fn equity(&self) -> f64 {
        let boards = self.high.wins + self.high.ties + self.high.losses;
        self.share as f64 / (Self::POT * boards) as f64
    }
}

/// Counts `boards` boards in `tally` as a win (`holds` and `alone`), a tie
/// (`holds`), or a loss. (A free function: an impl of `Tally` here would keep this
/// module in every bundle that uses `Tally`.)
fn count(tally: &mut Tally, holds: bool, alone: bool, boards: u64) {
    match (holds, alone) {
        (true, true) => tally.wins += boards,
        (true, false) => tally.ties += boards,
        (false, _) => tally.losses += boards,
    }
}

/// Calls `visit` on `known` plus each choice of `missing` of `cards`, each choice
/// once, with the position after the last card chosen; each board is the one
/// before with its last cards changed.
fn for_each_board(cards: &[Card], missing: usize, known: Hand, mut visit: impl FnMut(Hand, usize)) {
    let n = cards.len();
    if missing > n {
        return;
    }
    // The chosen positions, increasing, and the board up to each of them.
    let mut at = [0, 1, 2, 3, 4];
    let mut upto = [known; 6];
    for i in 0..missing {
        upto[i + 1] = upto[i].add(cards[at[i]]);
    }
    loop {
        visit(
            upto[missing],
            if missing == 0 { 0 } else { at[missing - 1] + 1 },
        );
        // Bump the last position that can move, and set the ones after it.
        let Some(i) = (0..missing).rev().find(|&i| at[i] < n - missing + i) else {
            return;
        };
        at[i] += 1;
        upto[i + 1] = upto[i].add(cards[at[i]]);
        for j in i + 1..missing {
            at[j] = at[j - 1] + 1;
            upto[j + 1] = upto[j].add(cards[at[j]]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(players: &[&str], board: &str) -> Result<OmahaDeal, DealError> {
        let cards = |s| Card::parse_list(s).unwrap();
        let hands: Vec<Vec<Card>> = players.iter().map(|p| cards(p)).collect();
        let refs: Vec<&[Card]> = hands.iter().map(|h| &h[..]).collect();
        OmahaDeal::new(&refs, &cards(board), Ladder::STANDARD)
    }

    #[test]
    fn boards_are_counted_and_visited_once() {
        for (board, want) in [("", 1_086_008), ("2c 3c 4c", 820), ("2c 3c 4c 5c 6c", 1)] {
            let d = deal(&["Ah As Kh Ks", "Qd Qc Jd Jc"], board).unwrap();
            assert_eq!(d.boards(), want);
            let mut seen = 0;
            let undealt: Vec<Card> = d.undealt().iter().collect();
            for_each_board(&undealt, 5 - d.board.len(), Hand::EMPTY, |_, _| seen += 1);
            assert_eq!(seen, want);
            let t = d.enumerate(TieRule::Separate);
            assert_eq!(t[0].wins + t[0].ties + t[0].losses, want);
        }
    }

    #[test]
    fn bad_deals_are_refused() {
        assert_eq!(deal(&[], ""), Err(DealError::PlayerCount(0)));
        assert_eq!(
            deal(&["Ah As Kh Ks"], "2c 3c 4c 5c 6c 7c"),
            Err(DealError::BoardSize { size: 5, known: 6 })
        );
        let short = deal(&["Ah As Kh Ks", "Qd"], "").unwrap_err();
        assert_eq!(
            short,
            DealError::PocketSize {
                player: 1,
                cards: 1
            }
        );
        assert_eq!(
            short.to_string(),
            "player 2 holds 1 pocket cards; Omaha takes 2 to 7"
        );
        let dup = deal(&["Ah As Kh Ks", "Qd Qc Jd Ah"], "").unwrap_err();
        assert_eq!(dup, DealError::DuplicateCard("Ah".parse().unwrap()));
    }
}
