//! One reported match, and the reasons a tournament refuses one.

use std::fmt;

/// One reported match: 1-based player ids as read, each side's game wins, and the draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Match {
    /// The two players' ids, 1-based.
    pub players: [u64; 2],
    /// The games each player won.
    pub wins: [u64; 2],
    /// The drawn games.
    pub draws: u64,
}

/// Why a reported match cannot be played; a `seat` is 0 or 1, the player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// The player id is not in 1..=n.
    OutOfRange {
        /// The side whose id is bad.
        seat: usize,
        /// n, the number of players.
        players: usize,
    },
    /// The player already has a match this round.
    PlaysTwice {
        /// The side that is listed twice.
        seat: usize,
    },
    /// Both sides are the same player.
    AgainstThemself,
    /// `w1 + w2 + d` is not 2 or 3; the sum, exact (three `u64` cannot overflow it).
    GameCount(u128),
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::OutOfRange { players, .. } => {
                write!(f, "player id out of range 1..={players}")
            }
            MatchError::PlaysTwice { .. } => write!(f, "player listed twice in one round"),
            MatchError::AgainstThemself => write!(f, "player paired with themself"),
            MatchError::GameCount(games) => {
                write!(f, "a match has 2 or 3 games, but w1 + w2 + d = {games}")
            }
        }
    }
}

/// Exact OGW after this round would need integers wider than 128 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooWide {
    /// The 1-based round.
    pub round: u64,
}
