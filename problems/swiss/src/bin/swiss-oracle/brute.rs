//! swiss' brute force: the tournaments read strictly, then every statistic of every
//! round recomputed from the match list in `Ratio<i128>`, with no state carried
//! from round to round, no scaling and no gcd tricks.

use super::{MAX_PLAYERS, MAX_ROUNDS, MAX_WORK};
use num_rational::Ratio;
use oracle::cases::{number, Lines};
use std::fmt::Write;

/// A match as read: 1-based players, their game wins, the draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    /// The two players, 1-based.
    pub players: [usize; 2],
    /// The games each won.
    pub wins: [i128; 2],
    /// The games drawn.
    pub draws: i128,
}

/// One test case: n players and each round's matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    /// n, the players' ids being 1 to n.
    pub players: usize,
    /// Each round's matches; a player in none of them has a bye.
    pub rounds: Vec<Vec<Game>>,
}

/// The tournaments of a valid input.
///
/// # Errors
/// Why the input breaks the statement: n outside 1 to 10,000, m outside 1 to 16,
/// Σ n·m over 300,000, a line with the wrong number of values, a player id out of
/// range, paired with themself or twice in a round, a match of other than 2 or 3
/// games, or anything after the last test.
pub fn parse(text: &str) -> Result<Vec<Tournament>, String> {
    let mut lines = Lines::new(text);
    let tests = lines.number(0..=usize::MAX, "the number of tests T")?;
    let (mut tournaments, mut work) = (Vec::new(), 0);
    for case in 1..=tests {
        let t = tournament(&mut lines).map_err(|e| format!("test {case}: {e}"))?;
        work += t.players * t.rounds.len();
        if work > MAX_WORK {
            return Err(format!("test {case}: Σ n·m passes {MAX_WORK}"));
        }
        tournaments.push(t);
    }
    lines.end()?;
    Ok(tournaments)
}

/// Reads one test case.
fn tournament(lines: &mut Lines) -> Result<Tournament, String> {
    let nm = lines.exactly(2, "`n m`")?;
    let players = number(nm[0], 1..=MAX_PLAYERS, "n")?;
    let rounds = number(nm[1], 1..=MAX_ROUNDS, "m")?;
    let counts = lines.exactly(rounds, "the match counts")?;
    let counts: Vec<usize> = (counts.iter())
        .map(|a| number(a, 0..=players / 2, "a match count"))
        .collect::<Result<_, _>>()?;
    let mut t = Tournament {
        players,
        rounds: Vec::new(),
    };
    for count in counts {
        let mut round: Vec<Game> = Vec::new();
        for _ in 0..count {
            let v = lines.exactly(5, "a match `p1 p2 w1 w2 d`")?;
            let p = [0, 1].map(|i| number(v[i], 1..=players, "a player id"));
            let g = [2, 3, 4].map(|i| number(v[i], 0..=3, "a game count"));
            let ([Ok(p1), Ok(p2)], [Ok(w1), Ok(w2), Ok(d)]) = (p.clone(), g.clone()) else {
                return Err(p
                    .into_iter()
                    .chain(g)
                    .find_map(Result::err)
                    .expect("an error"));
            };
            if p1 == p2
                || round
                    .iter()
                    .any(|g| g.players.iter().any(|&q| q == p1 || q == p2))
            {
                return Err(format!("player {p1} or {p2} plays twice in a round"));
            }
            if !(2..=3).contains(&(w1 + w2 + d)) {
                return Err(format!("a match of {} games", w1 + w2 + d));
            }
            let games = [w1, w2, d].map(|x| x as i128);
            round.push(Game {
                players: [p1, p2],
                wins: [games[0], games[1]],
                draws: games[2],
            });
        }
        t.rounds.push(round);
    }
    Ok(t)
}

/// What player `p` got from a round: (match points, game points, games, opponent).
fn round_result(round: &[Game], p: usize) -> (i128, i128, i128, Option<usize>) {
    for g in round {
        if let Some(seat) = g.players.iter().position(|&q| q == p) {
            let (own, other) = (g.wins[seat], g.wins[1 - seat]);
            let mp = match own.cmp(&other) {
                std::cmp::Ordering::Greater => 3,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 0,
            };
            let games = g.wins[0] + g.wins[1] + g.draws;
            return (mp, 3 * own + g.draws, games, Some(g.players[1 - seat]));
        }
    }
    (3, 6, 2, None) // a bye: a 2-0 win
}

/// Player `p`'s match points, MW, GW and opponents (one per match) after `r` rounds.
fn totals(t: &Tournament, r: usize, p: usize) -> (i128, Ratio<i128>, Ratio<i128>, Vec<usize>) {
    let (mut mp, mut gp, mut games, mut opponents) = (0, 0, 0, Vec::new());
    for round in &t.rounds[..r] {
        let (m, g, n, o) = round_result(round, p);
        mp += m;
        gp += g;
        games += n;
        opponents.extend(o);
    }
    let third = Ratio::new(1, 3);
    let mw = Ratio::new(mp, 3 * r as i128).max(third);
    let gw = Ratio::new(gp, 3 * games).max(third);
    (mp, mw, gw, opponents)
}

/// How far the exact arithmetic of some standings reached.
#[derive(Clone, Copy, Debug, Default)]
pub struct Reach {
    /// The largest intermediate of a textbook OGW sum, `(a·d + c·b) / (b·d)`
    /// reduced after every step: past 2^63, 64-bit textbook code overflows.
    pub textbook: i128,
    /// The largest lcm, over a round, of the GW denominators of players with a
    /// match: the solution's common OGW denominator is a multiple of it.
    pub round_lcm: i128,
}

/// The average of `values`, or 1/3 when there are none, and the largest
/// intermediate of the same sum done the textbook way.
fn average(values: impl Iterator<Item = Ratio<i128>>) -> (Ratio<i128>, i128) {
    let (mut sum, mut count, mut textbook) = (Ratio::from_integer(0), 0, 0);
    for v in values {
        let (a, b, c, d) = (*sum.numer(), *sum.denom(), *v.numer(), *v.denom());
        // At most 20 rounds: b ≤ 3·lcm(40..=60) < 2^74 and d ≤ 180, far inside i128.
        textbook = textbook.max(a * d + c * b).max(b * d);
        sum = add_exact(sum, v);
        count += 1;
    }
    let average = if count == 0 {
        Ratio::new(1, 3)
    } else {
        sum / count
    };
    (average, textbook)
}

/// `a + b` over the least common denominator, refusing to wrap: an oracle that
/// overflowed would prove nothing.
fn add_exact(a: Ratio<i128>, b: Ratio<i128>) -> Ratio<i128> {
    let den = lcm_exact(*a.denom(), *b.denom());
    let num = (a.numer().checked_mul(den / a.denom()))
        .and_then(|x| (b.numer().checked_mul(den / b.denom())).and_then(|y| x.checked_add(y)))
        .expect("the oracle's i128 sums overflowed");
    Ratio::new(num, den)
}

fn lcm_exact(a: i128, b: i128) -> i128 {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    (a / x)
        .checked_mul(b)
        .expect("the oracle's i128 lcm overflowed")
}

/// Appends a tournament's standings after every round to `out`, widening `reach`.
///
/// # Panics
/// If the exact sums pass i128, which takes far more rounds than the statement's 16.
pub fn standings(t: &Tournament, out: &mut String, reach: &mut Reach) {
    let show = |r: Ratio<i128>| format!("{}/{}", r.numer(), r.denom());
    for r in 1..=t.rounds.len() {
        writeln!(out, "Round {r}").expect("writing to a String");
        let all: Vec<_> = (1..=t.players).map(|p| totals(t, r, p)).collect();
        let mut round_lcm = 1;
        for (mp, _, gw, opponents) in &all {
            let (omw, _) = average(opponents.iter().map(|&o| all[o - 1].1));
            let (ogw, textbook) = average(opponents.iter().map(|&o| all[o - 1].2));
            if !opponents.is_empty() {
                round_lcm = lcm_exact(round_lcm, *gw.denom());
            }
            reach.textbook = reach.textbook.max(textbook);
            let line = format!("{mp} {} {} {}", show(omw), show(*gw), show(ogw));
            writeln!(out, "{line}").expect("writing to a String");
        }
        reach.round_lcm = reach.round_lcm.max(round_lcm);
    }
}

/// Every round's standings of every test case.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let mut out = String::new();
    for t in parse(text)? {
        standings(&t, &mut out, &mut Reach::default());
    }
    Ok(out)
}
