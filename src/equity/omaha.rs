//! Exact Omaha equity: every player makes the best hand of exactly two of their
//! pocket cards (2 to 7 of them: 4 in Omaha, 5 and 6 in its big variants) and
//! exactly three of the five community cards, on every completion of the board.
//!
//! Each board is one row of [`Omaha`]'s tables, found once and shared by every
//! player: a player's best hand without flushes is the best of its pairs' entries
//! in that row (6 for four cards), their pairs' places found once per deal. Only on
//! a board with three cards of a suit, for a player with two of that suit, is a
//! flush looked up. Boards are visited one by one, each built from the one before
//! by changing its last cards, with no grouping by ranks or suits: at a few
//! nanoseconds a board, the 1,086,008 boards of a heads-up preflop deal take some
//! tens of milliseconds.

use crate::equity::{DealError, MAX_PLAYERS, Tally, TieRule};
use crate::poker::{Card, CardSet, Hand, Omaha, Rules};

/// The fewest and most pocket cards a player may hold.
const POCKET_SIZES: std::ops::RangeInclusive<usize> = 2..=7;

/// The known cards of one Omaha deal, checked to be playable.
///
/// # Examples
///
/// ```
/// use showdown::Card;
/// use showdown::equity::{OmahaDeal, Tally, TieRule};
/// use showdown::poker::Rules;
///
/// // 8d 4s 3d 4c against Qh Kh 3h 7c on a flop of 9c Js 9d: 820 turns and rivers.
/// let cards = |s| Card::parse_list(s).unwrap();
/// let (fours, hearts) = (cards("8d 4s 3d 4c"), cards("Qh Kh 3h 7c"));
/// let deal = OmahaDeal::new(&[&fours, &hearts], &cards("9c Js 9d"), Rules::STANDARD).unwrap();
/// assert_eq!(deal.boards(), 820);
/// let tallies = deal.enumerate(TieRule::Separate);
/// assert_eq!(tallies[0], Tally { wins: 464, ties: 0, losses: 356 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmahaDeal {
    players: Vec<Vec<Card>>,
    board: Vec<Card>,
    rules: Rules,
}

impl OmahaDeal {
    /// A deal of the given pocket cards per player and known community cards (0
    /// to 5), ranked under `rules`.
    ///
    /// # Errors
    /// A [`DealError`] when there are not 1 to [`MAX_PLAYERS`] players, more than
    /// five community cards, a pocket of other than 2 to 7 cards, or a card dealt
    /// twice, the first of those in that order.
    pub fn new(players: &[&[Card]], board: &[Card], rules: Rules) -> Result<OmahaDeal, DealError> {
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
            rules,
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
    /// on the board: about 15 ns a board heads-up with four cards each.
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
        let omaha = Omaha::with(self.rules);
        let pockets: [_; N] = std::array::from_fn(|i| omaha.pocket(&self.players[i]));
        let mut sets = vec![0u64; 1 << N];
        // Who holds the best hand, without a branch on who leads.
        let holders = |values: &[u16; N]| {
            let best = values.iter().max().copied().unwrap_or(0);
            (0..N).fold(0, |set, i| set | usize::from(values[i] == best) << i)
        };
        let known = self.board.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
        let Some(missing) = (5 - self.board.len()).checked_sub(1) else {
            sets[holders(&pockets.map(|p| omaha.value(&p, known)))] += 1;
            return sets;
        };
        // The cards to come by rank, so that the cards of a rank that may end a
        // board stand together.
        let mut undealt: Vec<Card> = self.undealt().iter().collect();
        undealt.sort_by_key(|c| c.rank());
        for_each_board(&undealt, missing, known, |prefix, next| {
            // The last card: the boards it ends that differ only in its suit share
            // a row, and so every player's best hand without flushes.
            let mut rest = &undealt[next..];
            while let Some(&first) = rest.first() {
                let same = rest.iter().take_while(|c| c.rank() == first.rank()).count();
                let (group, after) = rest.split_at(same);
                rest = after;
                let row = omaha.row(prefix.add(first));
                let plain = pockets.map(|p| p.best_in(row));
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
                            sets[holders(&values)] += 1;
                        }
                    }
                }
                sets[holders(&plain)] += without_flush;
            }
        });
        sets
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
        OmahaDeal::new(&refs, &cards(board), Rules::STANDARD)
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
