//! swiss inputs: tournaments of n players and m rounds, with byes and repeated pairings.

mod brute;

pub use brute::{brute, parse, standings, Game, Reach, Tournament};

use oracle::cases::{in_line_ends_of, join_counted, split_with};
use oracle::{Cases, Cut, Oracle};
use showdown::rng::SplitMix64;
use std::fmt::Write;

/// The statement's bounds: players, rounds, and Σ n·m over all test cases.
pub const MAX_PLAYERS: usize = 10_000;
/// See [`MAX_PLAYERS`].
pub const MAX_ROUNDS: usize = 16;
/// See [`MAX_PLAYERS`].
pub const MAX_WORK: usize = 300_000;

/// One test case: `n m`, the match counts, then the matches; in each round the
/// first `pairs[r]` pairs of a fresh random order of the players meet.
fn case(rng: &mut SplitMix64, text: &mut String, players: usize, pairs: &[usize]) {
    writeln!(text, "{players} {}", pairs.len()).expect("writing to a String");
    let counts: Vec<String> = pairs.iter().map(|p| p.to_string()).collect();
    writeln!(text, "{}", counts.join(" ")).expect("writing to a String");
    let mut order: Vec<usize> = (1..=players).collect();
    for &count in pairs {
        rng.shuffle(&mut order);
        for pair in order.chunks_exact(2).take(count) {
            let games = 2 + rng.below(2);
            let w1 = rng.below(games + 1);
            let w2 = rng.below(games - w1 + 1);
            let d = games - w1 - w2;
            writeln!(text, "{} {} {w1} {w2} {d}", pair[0], pair[1]).expect("writing to a String");
        }
    }
}

/// 1 to 1 + `size` / 6 tournaments. Most have 1 to 1 + `size` / 2 players (at most
/// 12) and 1 to `size` rounds (at most 16) with some byes; from size 16 on, one in
/// five is a [`spread`] tournament of 16 rounds.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let size = size.max(1);
    let tournaments: Vec<Tournament> = (0..1 + rng.below(1 + size / 6))
        .map(|_| {
            if size >= MAX_ROUNDS && rng.below(5) == 0 {
                spread(rng, MAX_ROUNDS)
            } else {
                let players = 1 + rng.below((1 + size / 2).min(12));
                let rounds = 1 + rng.below(size.min(MAX_ROUNDS));
                small(rng, players, rounds)
            }
        })
        .collect();
    oracle::maybe_crlf(rng, write(&tournaments), 8)
}

/// A random match between `a` and `b` of `games` games, every result equally likely.
fn random_game(rng: &mut SplitMix64, a: usize, b: usize, games: i128) -> Game {
    let results: Vec<[i128; 3]> = (0..=games)
        .flat_map(|w1| (0..=games - w1).map(move |w2| [w1, w2, games - w1 - w2]))
        .collect();
    let [w1, w2, d] = results[rng.below(results.len())];
    Game {
        players: [a, b],
        wins: [w1, w2],
        draws: d,
    }
}

/// A tournament of `players` and `rounds` where each round pairs some of a fresh
/// random order of the players, the rest having byes.
fn small(rng: &mut SplitMix64, players: usize, rounds: usize) -> Tournament {
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

/// A tournament built to spread games counts and so OGW denominators: player p ≥ 2
/// plays 3-game matches with probability about (p - 2)/(n - 2), against neighbours
/// in that order, so after round r the counts cover most of [2r, 3r]; player 1 meets
/// a random player each round, all different while they last, collecting GWs of
/// many denominators, and others meet the same neighbours again and again.
pub fn spread(rng: &mut SplitMix64, rounds: usize) -> Tournament {
    let players = 20 + 2 * rng.below(8);
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
            let games = 2 + i128::from(three_games(rng, hub_opponent));
            let mut round = vec![random_game(rng, 1, hub_opponent, games)];
            for pair in rest.chunks_exact(2) {
                let games = 2 + i128::from(three_games(rng, pair[0].min(pair[1])));
                round.push(random_game(rng, pair[0], pair[1], games));
            }
            round
        })
        .collect();
    Tournament { players, rounds }
}

/// The input of these tournaments.
pub fn write(tournaments: &[Tournament]) -> String {
    let mut text = format!("{}\n", tournaments.len());
    for t in tournaments {
        writeln!(text, "{} {}", t.players, t.rounds.len()).expect("writing to a String");
        let counts: Vec<String> = t.rounds.iter().map(|r| r.len().to_string()).collect();
        writeln!(text, "{}", counts.join(" ")).expect("writing to a String");
        for g in t.rounds.iter().flatten() {
            let [p1, p2] = g.players;
            let [w1, w2] = g.wins;
            writeln!(text, "{p1} {p2} {w1} {w2} {}", g.draws).expect("writing to a String");
        }
    }
    text
}

/// Each tournament as an input of its own.
fn split(text: &str) -> Option<Vec<String>> {
    split_with(text, parse, write)
}

/// A one-tournament input with a round less, a player less (the others renumbered,
/// the player's matches gone), a match less (two byes), or a 3-game match cut to 2.
fn shrink(text: &str) -> Vec<String> {
    let tournaments = parse(text).unwrap_or_default();
    let [t] = &tournaments[..] else {
        return Vec::new();
    };
    let mut out: Vec<Tournament> = Vec::new();
    let rounds = t.rounds.len();
    for r in (0..rounds).rev().filter(|_| rounds > 1) {
        let mut fewer = t.clone();
        fewer.rounds.remove(r);
        out.push(fewer);
    }
    for p in (1..=t.players).filter(|_| t.players > 1) {
        let renumber = |q: usize| if q > p { q - 1 } else { q };
        let rounds = (t.rounds.iter()).map(|round| {
            let kept = round.iter().filter(|g| !g.players.contains(&p));
            let renumbered = kept.map(|g| Game {
                players: g.players.map(renumber),
                ..*g
            });
            renumbered.collect()
        });
        out.push(Tournament {
            players: t.players - 1,
            rounds: rounds.collect(),
        });
    }
    let matches = t.rounds.iter().enumerate();
    let matches: Vec<(usize, usize)> = matches
        .flat_map(|(r, round)| (0..round.len()).map(move |k| (r, k)))
        .collect();
    for &(r, k) in &matches {
        let mut fewer = t.clone();
        fewer.rounds[r].remove(k);
        out.push(fewer);
    }
    for &(r, k) in &matches {
        let g = t.rounds[r][k];
        if g.wins[0] + g.wins[1] + g.draws == 3 {
            let [w1, w2, d] = [g.wins[0], g.wins[1], g.draws];
            for [w1, w2, d] in [[w1 - 1, w2, d], [w1, w2 - 1, d], [w1, w2, d - 1]] {
                if w1.min(w2).min(d) >= 0 {
                    let mut plainer = t.clone();
                    plainer.rounds[r][k] = Game {
                        wins: [w1, w2],
                        draws: d,
                        ..g
                    };
                    out.push(plainer);
                }
            }
        }
    }
    out.into_iter()
        .map(|t| in_line_ends_of(write(&[t]), text))
        .collect()
}

/// Σ n·m = [`MAX_WORK`] in two cases of [`MAX_PLAYERS`] players (16 and 14 rounds),
/// everyone paired in every round: the most output and the most OGW work.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_0005);
    let mut text = String::from("2\n");
    let rest = MAX_WORK / MAX_PLAYERS - MAX_ROUNDS;
    for rounds in [MAX_ROUNDS, rest] {
        case(
            &mut rng,
            &mut text,
            MAX_PLAYERS,
            &vec![MAX_PLAYERS / 2; rounds],
        );
    }
    text
}

/// The brute force: every statistic of every round recomputed in `Ratio<i128>`.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split,
        join: join_counted,
    }),
    shrink: Some(shrink),
    beyond: &[("plus_t", Cut::NoPlus), ("spread_", Cut::NotAnswered)],
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_input_is_the_statements_bound() {
        // The statement's reader takes it (`parse` refuses Σ n·m past the bound), and
        // it reaches the bound.
        let tournaments = parse(&max()).unwrap();
        let work: usize = tournaments.iter().map(|t| t.players * t.rounds.len()).sum();
        assert!(tournaments.iter().all(|t| t.players == MAX_PLAYERS));
        assert_eq!(work, MAX_WORK);
    }

    #[test]
    fn split_join_and_shrink_keep_inputs_valid() {
        oracle::check(&ORACLE).unwrap();
        let sample = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/swiss/sample.in"
        ))
        .unwrap();
        let expected = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/swiss/sample.out"
        ))
        .unwrap();
        assert_eq!(brute(&sample), Ok(expected));
        let one = &split(&sample).unwrap()[0];
        let smaller = shrink(one);
        let shapes: Vec<(usize, usize)> = (smaller.iter())
            .map(|s| parse(s).unwrap()[0].clone())
            .map(|t| (t.players, t.rounds.len()))
            .collect();
        assert_eq!(shapes[..4], [(2, 2), (2, 2), (2, 2), (1, 3)]);
    }

    #[test]
    fn invalid_inputs_are_refused() {
        let good = "1\n3 2\n1 1\n1 2 2 0 0\n3 2 1 1 1\n";
        assert!(brute(good).is_ok());
        for bad in [
            "1\n3 2\n1 1\n1 2 2 0 0\n",
            "1\n3 2\n1 1\n1 2 2 0 0\n3 2 1 1 1\n1 2 2 0 0\n",
            "1\n3 2\n1 1\n1 2 2 0 0\n3 3 1 1 1\n",
            "1\n3 2\n1 1\n1 2 2 0 0\n3 4 1 1 1\n",
            "1\n3 2\n1 1\n1 2 2 0 0\n3 2 1 1 2\n",
            "1\n3 2\n1 1\n1 2 1 0 0\n3 2 1 1 1\n",
            "1\n3 2\n2 0\n1 2 2 0 0\n3 1 1 1 1\n",
            "1\n3 2\n1 1 1 2 2 0 0\n3 2 1 1 1\n",
            "1\n3 0\n\n",
            "1\n3 17\n0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
            "1\n10001 1\n0\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
        let many = format!("31\n{}", "10000 1\n0\n".repeat(31));
        assert!(brute(&many).is_err(), "Σ n·m past 300,000");
    }

    /// Spread tournaments past the statement's 16 rounds, which the binary allows,
    /// must reach the traps: OGW sums that pass 2^63 the textbook way, and rounds whose
    /// common OGW denominator passes 2^64, where only 128 bits are exact. (Random
    /// spread tournaments of 16 rounds stay below 2^52 both ways; only crafted ones
    /// such as `fixtures/swiss/ogw_overflow.py`'s reach further.) Those of the 30 that
    /// pass either bound are the fixture `spread_tournaments`, with their standings
    /// worked out here as its answer, so that the binary is held to them.
    #[test]
    fn spread_tournaments_reach_the_wide_sums() {
        let mut rng = SplitMix64::new(0x5_1155_0006);
        let mut all = Reach::default();
        let (mut tournaments, mut expected) = (Vec::new(), String::new());
        for k in 0..60 {
            let rounds = if k % 2 == 0 { MAX_ROUNDS } else { 17 + k % 4 };
            let t = spread(&mut rng, rounds);
            let (mut answer, mut reach) = (String::new(), Reach::default());
            standings(&t, &mut answer, &mut reach);
            if k % 2 == 0 {
                continue;
            }
            all.textbook = all.textbook.max(reach.textbook);
            all.round_lcm = all.round_lcm.max(reach.round_lcm);
            if reach.textbook > i128::from(i64::MAX) || reach.round_lcm > i128::from(u64::MAX) {
                tournaments.push(t);
                expected += &answer;
            }
        }
        assert!(all.textbook > i128::from(i64::MAX), "{all:?}");
        assert!(all.round_lcm > i128::from(u64::MAX), "{all:?}");
        // `SHOWDOWN_BLESS=1` writes the fixture.
        let fixture = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/swiss/spread_tournaments"
        );
        let input = write(&tournaments);
        if std::env::var_os("SHOWDOWN_BLESS").is_some_and(|v| v == "1") {
            std::fs::write(format!("{fixture}.in"), &input).unwrap();
            std::fs::write(format!("{fixture}.out"), &expected).unwrap();
        }
        let read = |ext: &str| std::fs::read_to_string(format!("{fixture}.{ext}")).unwrap();
        assert!(
            read("in") == input && read("out") == expected,
            "{fixture} is stale"
        );
    }
}
