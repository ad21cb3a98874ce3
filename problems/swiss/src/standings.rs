//! The tournament state, updated round by round, and each player's exact standing.
//!
//! # Why the sums cannot overflow
//! Every player plays a 2- or 3-game match or has a 2-game bye each round, so after
//! round r each games count g lies in [2r, 3r] and each GW is `max(g, gp)/(3g)`.
//! OGW sums those GWs over a common denominator L, the lcm of the `3g` present
//! (so L divides `3·lcm(2r..3r)`), as integers `GW·L ≤ L`; a player with k ≤ r
//! matches gets `sum/(k·L)` with `sum ≤ k·L ≤ r·3·lcm(2r..3r)`. For r ≤ 16 that is
//! at most 16·3·lcm(32..48) ≈ 1.58·10^18 < 2^63 (see `spec_bound_fits_64_bits`), so
//! within the spec every sum and its gcd stay in 64 bits; the `u128` types and
//! the checked lcm only matter for longer tournaments than the spec allows.
//! OMW needs no common denominator: every MW after round r is `max(r, MP)/(3r)`.

use crate::{Match, MatchError, TooWide};
use showdown::fraction::{checked_lcm, Fraction};

/// One player's statistics after a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Match points: 3 per win or bye, 1 per draw.
    pub match_points: u64,
    /// Opponents' match-win percentage.
    pub omw: Fraction,
    /// Game-win percentage.
    pub gw: Fraction,
    /// Opponents' game-win percentage.
    pub ogw: Fraction,
}

/// An opponent of a player, and how many matches they played.
#[derive(Clone, Copy, Debug, Default)]
struct Opponent {
    id: u32,
    matches: u32,
}

/// The state of a tournament of n players and at most m rounds.
///
/// ```
/// use showdown::fraction::Fraction;
/// use crate::{Match, Tournament};
///
/// // The first case of the problem's sample: two players, a round of byes,
/// // then player 1 beats player 2 with two wins and a draw.
/// let mut t = Tournament::new(2, 3);
/// t.finish_round().unwrap();
/// t.play(Match { players: [1, 2], wins: [2, 0], draws: 1 }).unwrap();
/// t.finish_round().unwrap();
/// let first = t.standing(0);
/// assert_eq!(first.match_points, 6);
/// assert_eq!((first.omw, first.gw, first.ogw), (
///     Fraction::new(1, 2),
///     Fraction::new(13, 15),
///     Fraction::new(7, 15),
/// ));
/// ```
#[derive(Clone, Debug, Default)]
pub struct Tournament {
    max_rounds: usize,
    round: u64,
    match_points: Vec<u64>,
    game_points: Vec<u64>,
    games: Vec<u64>,
    /// Player i's distinct opponents, each with its number of matches against i, at
    /// `i·max_rounds..` (`distinct[i]` of them). Merging repeats keeps a round's work
    /// within n·min(n, r) even when few players meet many times.
    opponents: Vec<Opponent>,
    distinct: Vec<u32>,
    played: Vec<u32>,
    max_played: u32,
    /// The round in which the player last had a match.
    last_paired: Vec<u64>,
    /// `max(r, MP)`: the MW numerator over 3r.
    mw_numerator: Vec<u64>,
    /// `GW · ogw_denominator`, for players who have played a match.
    gw_scaled: Vec<u128>,
    ogw_denominator: u128,
    /// Per games offset `g - 2r`: the round it was last seen in, and `L / (3g)`.
    games_seen: Vec<u64>,
    games_factor: Vec<u128>,
}

impl Tournament {
    /// A tournament before round 1, for `players` players and at most `max_rounds` rounds.
    ///
    /// # Panics
    /// If `players` passes `u32::MAX` (opponents are stored as `u32`).
    pub fn new(players: usize, max_rounds: usize) -> Self {
        let mut tournament = Tournament::default();
        tournament.reset(players, max_rounds);
        tournament
    }

    /// Starts over before round 1 with `players` players and at most `max_rounds`
    /// rounds, keeping the allocations: inputs may hold many tiny test cases.
    ///
    /// # Panics
    /// If `players` passes `u32::MAX` (opponents are stored as `u32`).
    pub fn reset(&mut self, players: usize, max_rounds: usize) {
        assert!(
            u32::try_from(players).is_ok(),
            "{players} players do not fit u32 ids"
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
        refill(
            &mut self.opponents,
            players * max_rounds,
            Opponent::default(),
        );
        refill(&mut self.distinct, players, 0);
        refill(&mut self.played, players, 0);
        refill(&mut self.last_paired, players, 0);
        refill(&mut self.mw_numerator, players, 0);
        refill(&mut self.gw_scaled, players, 0);
        refill(&mut self.games_seen, max_rounds + 1, 0);
        refill(&mut self.games_factor, max_rounds + 1, 0);
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.played.len()
    }

    /// The number of finished rounds.
    pub fn round(&self) -> u64 {
        self.round
    }

    /// Records a match of the round in progress (round `self.round() + 1`).
    ///
    /// # Errors
    /// A [`MatchError`] for an id outside 1..=n, a player who already played this
    /// round or meets themself, or a game count other than 2 or 3; the state is then
    /// unchanged.
    ///
    /// # Panics
    /// If all `max_rounds` rounds are finished.
    ///
    /// # Complexity
    /// O(distinct opponents of the two players).
    pub fn play(&mut self, game: Match) -> Result<(), MatchError> {
        assert!(
            (self.round as usize) < self.max_rounds,
            "all rounds are finished"
        );
        let now = self.round + 1;
        let mut ids = [0usize; 2];
        for (seat, &id) in game.players.iter().enumerate() {
            let players = self.players();
            ids[seat] = match usize::try_from(id) {
                Ok(id @ 1..) if id <= players => id - 1,
                _ => return Err(MatchError::OutOfRange { seat, players }),
            };
        }
        if ids[0] == ids[1] {
            return Err(MatchError::AgainstThemself);
        }
        if let Some(seat) = ids.iter().position(|&i| self.last_paired[i] == now) {
            return Err(MatchError::PlaysTwice { seat });
        }
        let total = u128::from(game.wins[0]) + u128::from(game.wins[1]) + u128::from(game.draws);
        if !(2..=3).contains(&total) {
            return Err(MatchError::GameCount(total));
        }
        let total = total as u64; // 2 or 3
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

    /// Counts one more match of `me` against `them`.
    fn add_opponent(&mut self, me: usize, them: u32) {
        let start = me * self.max_rounds;
        let end = start + self.distinct[me] as usize;
        match self.opponents[start..end].iter_mut().find(|o| o.id == them) {
            Some(known) => known.matches += 1,
            None => {
                self.opponents[end] = Opponent {
                    id: them,
                    matches: 1,
                };
                self.distinct[me] += 1;
            }
        }
    }

    /// Ends the round in progress: unpaired players get a bye (a 2-0 win), and the
    /// percentages the standings share are recomputed.
    ///
    /// # Errors
    /// [`TooWide`] when exact OGW would need more than 128 bits, which the bound in the
    /// module doc rules out for rounds up to 34 (the spec has at most 16).
    ///
    /// # Panics
    /// If all `max_rounds` rounds are finished.
    ///
    /// # Complexity
    /// O(n) plus one u128 lcm per distinct games count among players with a match.
    pub fn finish_round(&mut self) -> Result<(), TooWide> {
        assert!(
            (self.round as usize) < self.max_rounds,
            "all rounds are finished"
        );
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

    /// Sets `gw_scaled` over L, the lcm of `3g` for the games counts g of players with a
    /// match; `None` when L or `max_played · L` passes `u128::MAX`.
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
            self.games_factor[offset] = lcm / (3 * u128::from(2 * now + offset as u64));
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

    /// Player `i`'s (0-based) standing after the last finished round.
    ///
    /// # Panics
    /// If no round is finished, or `i` is not below the number of players.
    ///
    /// # Complexity
    /// O(distinct opponents of `i`).
    pub fn standing(&self, i: usize) -> Standing {
        assert!(self.round > 0, "no round is finished");
        let third = Fraction::new(1, 3);
        let games = u128::from(self.games[i]);
        let gw = Fraction::new(u128::from(self.game_points[i]).max(games), 3 * games);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn lcm_range(from: u128, to: u128) -> Option<u128> {
        (from..=to).try_fold(1, checked_lcm)
    }

    /// The worst case of the module doc's bound: `r · 3·lcm(2r..3r)` for every r ≤ 16.
    #[test]
    fn spec_bound_fits_64_bits() {
        let worst = (1..=16u128)
            .map(|r| r * 3 * lcm_range(2 * r, 3 * r).unwrap())
            .max();
        assert_eq!(worst, Some(16 * 98_491_800_548_100_960));
        assert!(
            worst.unwrap() < 1 << 63,
            "the OGW sums of m ≤ 16 rounds need 64 bits"
        );
        // The same bound passes 128 bits only at round 35, far past the spec's m ≤ 16.
        let wide = |r: u128| lcm_range(2 * r, 3 * r).and_then(|l| l.checked_mul(3 * r));
        assert!((1..=34).all(|r| wide(r).is_some()));
        assert_eq!(wide(35), None);
    }

    fn play(t: &mut Tournament, players: [u64; 2], wins: [u64; 2], draws: u64) {
        t.play(Match {
            players,
            wins,
            draws,
        })
        .unwrap();
    }

    #[test]
    fn sample_first_case() {
        let mut t = Tournament::new(2, 3);
        t.finish_round().unwrap();
        play(&mut t, [1, 2], [2, 0], 1);
        t.finish_round().unwrap();
        let s = t.standing(0);
        assert_eq!(s.match_points, 6);
        assert_eq!(
            (s.omw, s.gw, s.ogw),
            (
                Fraction::new(1, 2),
                Fraction::new(13, 15),
                Fraction::new(7, 15)
            )
        );
    }

    #[test]
    fn bad_matches_are_refused_without_effect() {
        let mut t = Tournament::new(3, 1);
        let bad = |players, wins, draws| Match {
            players,
            wins,
            draws,
        };
        assert_eq!(
            t.play(bad([1, 4], [2, 0], 0)),
            Err(MatchError::OutOfRange {
                seat: 1,
                players: 3
            })
        );
        assert_eq!(
            t.play(bad([0, 1], [2, 0], 0)),
            Err(MatchError::OutOfRange {
                seat: 0,
                players: 3
            })
        );
        assert_eq!(
            t.play(bad([2, 2], [2, 0], 0)),
            Err(MatchError::AgainstThemself)
        );
        assert_eq!(
            t.play(bad([1, 2], [1, 0], 0)),
            Err(MatchError::GameCount(1))
        );
        assert_eq!(
            t.play(bad([1, 2], [u64::MAX, 1], 0)),
            Err(MatchError::GameCount(u128::from(u64::MAX) + 1))
        );
        play(&mut t, [1, 2], [0, 0], 3);
        assert_eq!(
            t.play(bad([3, 2], [1, 1], 0)),
            Err(MatchError::PlaysTwice { seat: 1 })
        );
        t.finish_round().unwrap();
        assert_eq!(t.standing(2).match_points, 3);
        assert_eq!(t.standing(0).match_points, 1);
    }

    #[test]
    fn too_wide_sums_are_reported() {
        // 80 players, 35 rounds: players 2j and 2j+1 meet every round; pair j plays
        // 3-game matches in the first j rounds, so at round 35 games counts 70..=105
        // are all present and 35 · lcm(3g) passes 128 bits.
        let (pairs, rounds) = (40u64, 35);
        let mut t = Tournament::new(2 * pairs as usize, rounds);
        for r in 1..=rounds as u64 {
            for j in 0..pairs {
                let draws = if r <= j { 1 } else { 0 };
                play(&mut t, [2 * j + 1, 2 * j + 2], [1, 1], draws);
            }
            let result = t.finish_round();
            assert_eq!(result.is_err(), r == 35, "round {r}");
        }
    }
}
