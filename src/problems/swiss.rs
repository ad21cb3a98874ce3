//! swiss inputs: tournaments of n players and m rounds, with byes and repeated pairings.

use crate::problems::Oracle;
use crate::rng::SplitMix64;
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

/// One to three small tournaments: 1 to 12 players, 1 to 8 rounds, some byes.
pub fn random(rng: &mut SplitMix64, _size: usize) -> String {
    let cases = 1 + rng.below(3);
    let mut text = format!("{cases}\n");
    for _ in 0..cases {
        let players = 1 + rng.below(12);
        let pairs: Vec<usize> = (0..1 + rng.below(8))
            .map(|_| rng.below(players / 2 + 1))
            .collect();
        case(rng, &mut text, players, &pairs);
    }
    crate::problems::maybe_crlf(rng, text, 8)
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

/// The brute force (still in `tests/`, see [`crate::problems::Oracle`]).
pub const ORACLE: Oracle = crate::problems::pending::ORACLE;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_input_is_the_statements_bound() {
        let out = crate::input::answer(crate::swiss::solve, max().as_bytes()).unwrap();
        let rounds = out.lines().filter(|l| l.starts_with("Round")).count();
        assert_eq!(rounds * MAX_PLAYERS, MAX_WORK);
    }
}
