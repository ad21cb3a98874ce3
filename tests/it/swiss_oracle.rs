//! Oracle test for `swiss::solve`: random tournaments from a fixed seed, compared
//! with a plain implementation that recomputes every statistic from the match list
//! each round in `Ratio<i128>`, with no shared state, scaling or gcd tricks.

use num_rational::Ratio;
use showdown::input::answer;
use showdown::rng::SplitMix64;
use showdown::swiss::solve;
use std::fmt::Write;

/// A match as read: 1-based players, their game wins, the draws.
#[derive(Clone, Copy)]
struct Game {
    players: [usize; 2],
    wins: [i128; 2],
    draws: i128,
}

struct Tournament {
    players: usize,
    rounds: Vec<Vec<Game>>,
}

/// Every (w1, w2, d) with w1 + w2 + d equal to `games`.
fn results(games: i128) -> Vec<[i128; 3]> {
    let mut all = Vec::new();
    for w1 in 0..=games {
        for w2 in 0..=games - w1 {
            all.push([w1, w2, games - w1 - w2]);
        }
    }
    all
}

/// A random match between `a` and `b` of `games` games.
fn random_game(rng: &mut SplitMix64, a: usize, b: usize, games: i128) -> Game {
    let results = results(games);
    let [w1, w2, d] = results[rng.below(results.len())];
    Game {
        players: [a, b],
        wins: [w1, w2],
        draws: d,
    }
}

/// A small random tournament: up to 12 players, up to 16 rounds, some byes.
fn random_tournament(rng: &mut SplitMix64) -> Tournament {
    let (players, rounds) = (1 + rng.below(12), rng.below(17));
    let mut order: Vec<usize> = (1..=players).collect();
    let rounds = (0..rounds)
        .map(|_| {
            rng.shuffle(&mut order);
            (0..rng.below(players / 2 + 1))
                .map(|k| {
                    let games = 2 + rng.below(2) as i128;
                    random_game(rng, order[2 * k], order[2 * k + 1], games)
                })
                .collect()
        })
        .collect();
    Tournament { players, rounds }
}

/// A tournament built to spread games counts: player p ≥ 2 plays 3-game matches with
/// probability about (p - 2)/(n - 2), against neighbours in that order, so after
/// round r the counts cover most of [2r, 3r]; player 1 meets a random player each
/// round, all different while they last, collecting GWs of many denominators.
fn spread_tournament(rng: &mut SplitMix64) -> Tournament {
    let (players, rounds) = (20 + 2 * rng.below(8), 16 + rng.below(5));
    let three_games = |rng: &mut SplitMix64, p: usize| rng.below(players - 2) < p - 2;
    let mut others: Vec<usize> = (2..=players).collect();
    rng.shuffle(&mut others);
    let rounds = (0..rounds)
        .map(|r| {
            let hub_opponent = others[r % others.len()];
            let mut rest: Vec<usize> = (2..=players).filter(|&p| p != hub_opponent).collect();
            for i in (1..rest.len()).step_by(2) {
                if rng.below(2) == 0 {
                    rest.swap(i - 1, i);
                }
            }
            let mut round = vec![];
            let games = 2 + i128::from(three_games(rng, hub_opponent));
            round.push(random_game(rng, 1, hub_opponent, games));
            for pair in rest.chunks_exact(2) {
                let games = 2 + i128::from(three_games(rng, pair[0].min(pair[1])));
                round.push(random_game(rng, pair[0], pair[1], games));
            }
            round
        })
        .collect();
    Tournament { players, rounds }
}

fn input_text(tournaments: &[Tournament]) -> String {
    let mut text = format!("{}\n", tournaments.len());
    for t in tournaments {
        writeln!(text, "{} {}", t.players, t.rounds.len()).unwrap();
        let counts: Vec<String> = t.rounds.iter().map(|r| r.len().to_string()).collect();
        writeln!(text, "{}", counts.join(" ")).unwrap();
        for g in t.rounds.iter().flatten() {
            let [p1, p2] = g.players;
            writeln!(text, "{p1} {p2} {} {} {}", g.wins[0], g.wins[1], g.draws).unwrap();
        }
    }
    text
}

/// What player `p` got from round `round`: (match points, game points, games, opponent).
fn round_result(round: &[Game], p: usize) -> (i128, i128, i128, Option<usize>) {
    for g in round {
        if let Some(seat) = g.players.iter().position(|&q| q == p) {
            let (own, other) = (g.wins[seat], g.wins[1 - seat]);
            let mp = if own > other {
                3
            } else if own == other {
                1
            } else {
                0
            };
            let games = g.wins[0] + g.wins[1] + g.draws;
            return (mp, 3 * own + g.draws, games, Some(g.players[1 - seat]));
        }
    }
    (3, 6, 2, None)
}

/// Player `p`'s MW, GW and opponents (one per match) after the first `r` rounds.
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

/// The average of `values`, or 1/3 when there are none; also the largest intermediate
/// of the textbook sum `a/b + c/d = (ad + cb)/bd`, reduced after every step.
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
        .and_then(|x| {
            b.numer()
                .checked_mul(den / b.denom())
                .and_then(|y| x.checked_add(y))
        })
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

fn show(r: Ratio<i128>) -> String {
    format!("{}/{}", r.numer(), r.denom())
}

/// How far a run pushed the arithmetic.
#[derive(Default)]
struct Reach {
    /// The largest intermediate of a textbook OGW sum.
    textbook: i128,
    /// The largest lcm, over a round, of the GW denominators of players with a match;
    /// the library's common OGW denominator is a multiple of it.
    round_lcm: i128,
}

/// The expected output, and how far its arithmetic reached.
fn oracle(tournaments: &[Tournament]) -> (String, Reach) {
    let (mut out, mut reach) = (String::new(), Reach::default());
    for t in tournaments {
        for r in 1..=t.rounds.len() {
            writeln!(out, "Round {r}").unwrap();
            let all: Vec<_> = (1..=t.players).map(|p| totals(t, r, p)).collect();
            let mut round_lcm = 1;
            for (mp, _, gw, opponents) in &all {
                let (omw, _) = average(opponents.iter().map(|&o| all[o - 1].1));
                let (ogw, textbook) = average(opponents.iter().map(|&o| all[o - 1].2));
                if !opponents.is_empty() {
                    round_lcm = lcm_exact(round_lcm, *gw.denom());
                }
                reach.textbook = reach.textbook.max(textbook);
                writeln!(out, "{mp} {} {} {}", show(omw), show(*gw), show(ogw)).unwrap();
            }
            reach.round_lcm = reach.round_lcm.max(round_lcm);
        }
    }
    (out, reach)
}

#[test]
fn solve_matches_the_recomputing_oracle() {
    let mut rng = SplitMix64::new(0x5_1155_0006);
    let (mut tournaments_checked, mut reach) = (0, Reach::default());
    for input_index in 0..250 {
        let spread = input_index % 5 == 0;
        let tournaments: Vec<Tournament> = (0..1 + rng.below(4))
            .map(|_| {
                if spread {
                    spread_tournament(&mut rng)
                } else {
                    random_tournament(&mut rng)
                }
            })
            .collect();
        let input = input_text(&tournaments);
        let (expected, run_reach) = oracle(&tournaments);
        let actual =
            answer(solve, input.as_bytes()).unwrap_or_else(|e| panic!("{e} on input\n{input}"));
        assert!(
            actual == expected,
            "input\n{input}\nexpected\n{expected}\ngot\n{actual}"
        );
        tournaments_checked += tournaments.len();
        reach.textbook = reach.textbook.max(run_reach.textbook);
        reach.round_lcm = reach.round_lcm.max(run_reach.round_lcm);
    }
    assert!(
        tournaments_checked >= 500,
        "only {tournaments_checked} tournaments"
    );
    // The inputs must include the traps: OGW sums that overflow 64 bits the textbook
    // way, and rounds whose common OGW denominator needs the library's 128-bit path.
    assert!(
        reach.textbook > i128::from(i64::MAX),
        "textbook sums reached {}",
        reach.textbook
    );
    assert!(
        reach.round_lcm > i128::from(u64::MAX),
        "round lcm reached {}",
        reach.round_lcm
    );
}
