//! Exact equity: every way the unknown community cards can fall, each equally
//! likely, and who wins each board.
//!
//! A [`Deal`] holds each player's private cards, the known community cards and
//! how many community cards there will be. [`Deal::enumerate`] visits every
//! completion of the board from the undealt cards and tallies each player's
//! results under a [`TieRule`]. The same call answers pokerstars (five private
//! cards, two table cards, the lowest index takes a shared board), holdem (two
//! hole cards, a known flop, a tie is not a win) and any preflop question.

use crate::poker::{Card, CardSet, Hand};
use std::fmt;

mod low;
mod omaha;
mod search;
mod symmetry;

pub use omaha::{HiLoTally, OmahaDeal};

/// The most players a deal may have.
pub const MAX_PLAYERS: usize = 10;
const _: () = assert!(
    MAX_PLAYERS == 10,
    "Deal::best_sets has one search per player count"
);
/// The most community cards a deal may have.
pub const MAX_BOARD: usize = 5;

/// How a board on which several players share the best hand is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieRule {
    /// The sharing player with the lowest index wins the board; the others lose it.
    LowestIndexWins,
    /// Each sharing player gets a tie; only a sole best hand is a win.
    Separate,
}

/// One player's results over all boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Boards on which the player wins.
    pub wins: u64,
    /// Boards on which the player shares the best hand without winning it.
    pub ties: u64,
    /// Boards on which the player loses.
    pub losses: u64,
}

/// Why a deal cannot be played out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealError {
    /// The number of players is not in `1..=MAX_PLAYERS`.
    PlayerCount(usize),
    /// The board would hold more than `MAX_BOARD` cards, or fewer than are known.
    BoardSize {
        /// The community cards there will be.
        size: usize,
        /// The community cards already known.
        known: usize,
    },
    /// A player's private cards plus the board are not 5 to 7 cards.
    HandSize {
        /// The 0-based player.
        player: usize,
        /// The player's private cards plus the board size.
        cards: usize,
    },
    /// An Omaha player's pocket is not 2 to 7 cards.
    PocketSize {
        /// The 0-based player.
        player: usize,
        /// The player's pocket cards.
        cards: usize,
    },
    /// A card appears twice.
    DuplicateCard(Card),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DealError::PlayerCount(n) => {
                write!(f, "a deal needs 1 to {MAX_PLAYERS} players, not {n}")
            }
            DealError::BoardSize { size, known } => write!(
                f,
                "a board of {size} cards with {known} known does not fit \
                 (at most {MAX_BOARD}, and no fewer than the known ones)"
            ),
            DealError::HandSize { player, cards } => write!(
                f,
                "player {} would hold {cards} cards; the evaluator takes 5 to 7",
                player + 1
            ),
            DealError::PocketSize { player, cards } => write!(
                f,
                "player {} holds {cards} pocket cards; Omaha takes 2 to 7",
                player + 1
            ),
            DealError::DuplicateCard(card) => write!(f, "card {card} is dealt twice"),
        }
    }
}

impl std::error::Error for DealError {}

/// The known cards of one deal, checked to be playable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    players: Vec<Hand>,
    board: Hand,
    board_size: usize,
}

impl Deal {
    /// A deal of the given private cards per player, known community cards, and
    /// final number of community cards.
    ///
    /// Every card must be distinct, there must be 1 to 10 players, the board
    /// size must lie between the known cards and 5, and every player must end
    /// with 5 to 7 cards. No more than 52 cards can then be in play.
    ///
    /// # Errors
    /// A [`DealError`] naming the first of those rules the deal breaks.
    pub fn new(players: &[&[Card]], board: &[Card], board_size: usize) -> Result<Deal, DealError> {
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

    /// Number of players.
    pub fn players(&self) -> usize {
        self.players.len()
    }

    /// The cards nobody holds and the board does not show.
    pub fn undealt(&self) -> CardSet {
        let dealt = self
            .players
            .iter()
            .fold(self.board.cards(), |set, h| set.union(h.cards()));
        dealt.undealt()
    }

    /// Community cards still to come.
    pub fn missing(&self) -> usize {
        self.board_size - self.board.len()
    }

    /// Number of equally likely boards: C(undealt, missing).
    pub fn boards(&self) -> u64 {
        let (n, k) = (self.undealt().len() as u64, self.missing() as u64);
        // Each partial product is itself a binomial coefficient, so it divides exactly.
        (0..k).fold(1, |c, i| if i >= n { 0 } else { c * (n - i) / (i + 1) })
    }

    /// Every player's results over every completion of the board.
    ///
    /// The tallies of each player add up to [`Deal::boards`]. Under
    /// [`TieRule::LowestIndexWins`] the wins of all players add up to it too.
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::equity::{Deal, Tally, TieRule};
    ///
    /// // Ac Ad against 7h 8h on Kh 9h 2c 3s, the river to come from 44 cards.
    /// // The nine hearts left give 7h 8h a flush; no other card gives them a
    /// // straight or two pairs, so the aces win the other 35.
    /// let cards = |s| Card::parse_list(s).unwrap();
    /// let (aces, hearts) = (cards("Ac Ad"), cards("7h 8h"));
    /// let deal = Deal::new(&[&aces, &hearts], &cards("Kh 9h 2c 3s"), 5).unwrap();
    /// assert_eq!(deal.boards(), 44);
    /// let tallies = deal.enumerate(TieRule::Separate);
    /// assert_eq!(tallies[0], Tally { wins: 35, ties: 0, losses: 9 });
    /// assert_eq!(tallies[1], Tally { wins: 9, ties: 0, losses: 35 });
    /// ```
    ///
    /// # Complexity
    /// At most `boards() * players()` evaluations of 5 to 7 cards, each a few
    /// table look-ups, and usually far fewer: boards are built rank by rank,
    /// cards of suits that can no longer make a flush are counted rather than
    /// enumerated, and boards that a suit permutation maps to each other are
    /// evaluated once (see `equity/search.rs`).
    pub fn enumerate(&self, rule: TieRule) -> Vec<Tally> {
        tallies(&self.best_sets(), self.players.len(), rule)
    }

    /// [`Deal::enumerate`] for a deal of exactly `N` players, a number the program
    /// knows when it is written.
    ///
    /// The answer is the same. A program that calls only this carries one copy of
    /// the search, where [`Deal::enumerate`] carries one per player count from 1 to
    /// 10: holdem's bundle builds in about a third of the time.
    ///
    /// # Panics
    /// If the deal does not have exactly `N` players.
    ///
    /// ```
    /// use showdown::Card;
    /// use showdown::equity::{Deal, TieRule};
    ///
    /// let cards = |s| Card::parse_list(s).unwrap();
    /// let deal = Deal::new(&[&cards("Ac Ad"), &cards("7h 8h")], &cards("Kh 9h 2c 3s"), 5).unwrap();
    /// let [aces, hearts] = deal.enumerate_of::<2>(TieRule::Separate);
    /// assert_eq!((aces.wins, hearts.wins), (35, 9));
    /// ```
    pub fn enumerate_of<const N: usize>(&self, rule: TieRule) -> [Tally; N] {
        assert_eq!(self.players.len(), N, "enumerate_of::<N> takes N players");
        let tallies = tallies(&self.best_sets_of::<N>(), N, rule);
        tallies.try_into().expect("one tally per player")
    }

    /// For each set of players, as a bit mask, the number of boards on which
    /// exactly they hold the best hand.
    fn best_sets(&self) -> Vec<u64> {
        // One copy of the search per player count, so that the players' partial
        // hands live in registers.
        match self.players.len() {
            1 => self.best_sets_of::<1>(),
            2 => self.best_sets_of::<2>(),
            3 => self.best_sets_of::<3>(),
            4 => self.best_sets_of::<4>(),
            5 => self.best_sets_of::<5>(),
            6 => self.best_sets_of::<6>(),
            7 => self.best_sets_of::<7>(),
            8 => self.best_sets_of::<8>(),
            9 => self.best_sets_of::<9>(),
            _ => self.best_sets_of::<10>(),
        }
    }

    /// [`Deal::best_sets`] for exactly `N` players.
    fn best_sets_of<const N: usize>(&self) -> Vec<u64> {
        let players: [Hand; N] = self.players[..].try_into().expect("N is the player count");
        search::best_sets(players, self.board, self.missing(), self.undealt())
    }
}

/// Each of `players` players' results, from the number of boards on which exactly
/// each set of them (a bit mask) holds the best hand.
fn tallies(sets: &[u64], players: usize, rule: TieRule) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); players];
    for (set, &boards) in sets.iter().enumerate().filter(|&(_, &b)| b > 0) {
        let sole = set & (set - 1) == 0;
        for (i, t) in tallies.iter_mut().enumerate() {
            let holds = set >> i & 1 == 1;
            match rule {
                TieRule::LowestIndexWins if set.trailing_zeros() as usize == i => t.wins += boards,
                TieRule::Separate if holds && sole => t.wins += boards,
                TieRule::Separate if holds => t.ties += boards,
                _ => t.losses += boards,
            }
        }
    }
    tallies
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(players: &[&str], board: &str, size: usize) -> Result<Deal, DealError> {
        let cards = |s| Card::parse_list(s).unwrap();
        let hands: Vec<Vec<Card>> = players.iter().map(|p| cards(p)).collect();
        let refs: Vec<&[Card]> = hands.iter().map(|h| &h[..]).collect();
        Deal::new(&refs, &cards(board), size)
    }

    #[test]
    fn aces_against_kings_preflop_match_the_published_counts() {
        let d = deal(&["Ah As", "Kd Kc"], "", 5).unwrap();
        assert_eq!(d.boards(), 1_712_304);
        let t = d.enumerate(TieRule::Separate);
        assert_eq!(
            t[0],
            Tally {
                wins: 1_388_072,
                ties: 6_538,
                losses: 317_694
            }
        );
        assert_eq!(
            t[1],
            Tally {
                wins: 317_694,
                ties: 6_538,
                losses: 1_388_072
            }
        );
    }

    #[test]
    fn lowest_index_takes_a_shared_board() {
        // The board is a royal flush: everyone plays it, so every board is shared.
        let d = deal(&["2c 3d", "4c 5d", "7h 8h"], "As Ks Qs Js Ts", 5).unwrap();
        assert_eq!(d.boards(), 1);
        let lowest: Vec<u64> = d
            .enumerate(TieRule::LowestIndexWins)
            .iter()
            .map(|t| t.wins)
            .collect();
        assert_eq!(lowest, [1, 0, 0]);
        let separate = d.enumerate(TieRule::Separate);
        assert!(separate.iter().all(|t| *t
            == Tally {
                wins: 0,
                ties: 1,
                losses: 0
            }));
    }

    #[test]
    fn one_player_wins_every_board() {
        let d = deal(&["2c 3d 4h 5s 7c"], "", 2).unwrap();
        assert_eq!(d.boards(), 1081);
        assert_eq!(d.enumerate(TieRule::LowestIndexWins)[0].wins, 1081);
    }

    #[test]
    fn a_turn_card_to_come_is_counted_by_hand() {
        // Ac Ad against 7h 8h on Kh 9h 2c 3s, 44 river cards left. Any of the
        // nine hearts left (Ah 2h 3h 4h 5h 6h Th Jh Qh) gives 7h 8h a flush,
        // which beats even trip aces; no single card makes them a straight
        // (each needs two of 5, 6, T, J) or more than one pair, so the aces
        // win the other 35 and nothing ties.
        let d = deal(&["Ac Ad", "7h 8h"], "Kh 9h 2c 3s", 5).unwrap();
        let t = d.enumerate(TieRule::Separate);
        assert_eq!(
            t[0],
            Tally {
                wins: 35,
                ties: 0,
                losses: 9
            }
        );
    }

    /// `enumerate_of::<N>` against `enumerate` on random deals of `N` players,
    /// each with two cards, and boards of 0 to 4 of 5 cards known.
    fn enumerate_of_agrees<const N: usize>(rng: &mut crate::rng::SplitMix64) {
        for known in 0..5 {
            let mut deck: Vec<Card> = Card::all().collect();
            rng.choose_front(&mut deck, 2 * N + known);
            let hands: Vec<&[Card]> = deck[..2 * N].chunks(2).collect();
            let d = Deal::new(&hands, &deck[2 * N..2 * N + known], 5).unwrap();
            for rule in [TieRule::Separate, TieRule::LowestIndexWins] {
                assert_eq!(d.enumerate_of::<N>(rule)[..], d.enumerate(rule)[..]);
            }
        }
    }

    #[test]
    fn enumerate_of_a_known_player_count_is_enumerate() {
        let mut rng = crate::rng::SplitMix64::new(20_261_203);
        enumerate_of_agrees::<1>(&mut rng);
        enumerate_of_agrees::<2>(&mut rng);
        enumerate_of_agrees::<3>(&mut rng);
        enumerate_of_agrees::<10>(&mut rng);
    }

    #[test]
    #[should_panic(expected = "enumerate_of::<N> takes N players")]
    fn enumerate_of_refuses_another_player_count() {
        let d = deal(&["Ah As", "Kd Kc"], "2c 3c 4c", 5).unwrap();
        d.enumerate_of::<3>(TieRule::Separate);
    }

    #[test]
    fn bad_deals_are_refused() {
        assert_eq!(deal(&[], "", 5), Err(DealError::PlayerCount(0)));
        let eleven = vec!["2c 2d"; 11];
        assert_eq!(deal(&eleven, "", 5), Err(DealError::PlayerCount(11)));
        assert_eq!(
            deal(&["Ah As"], "2c 3c 4c", 2),
            Err(DealError::BoardSize { size: 2, known: 3 })
        );
        assert_eq!(
            deal(&["Ah As"], "", 6),
            Err(DealError::BoardSize { size: 6, known: 0 })
        );
        assert_eq!(
            deal(&["Ah"], "", 2),
            Err(DealError::HandSize {
                player: 0,
                cards: 3
            })
        );
        let dup = deal(&["Ah As", "Kd Ah"], "", 5).unwrap_err();
        assert_eq!(dup, DealError::DuplicateCard("Ah".parse().unwrap()));
        assert_eq!(dup.to_string(), "card Ah is dealt twice");
    }
}
