//! Swiss-system standings (Codeforces Gym 102394C): MP, OMW, GW and OGW of every player
//! after every round, as exact irreducible fractions.
//!
//! [`solve`] reads the judge input and writes the judge output; [`Tournament`] is the
//! state it updates round by round. The overflow bound is argued in `standings`.

mod game;
mod standings;

pub use game::{Match, MatchError, TooWide};
pub use standings::{Standing, Tournament};

use showdown::input::{InputError, Scanner, Token, Warning};
use showdown::output::{push_fraction, push_u64};

/// The most output lines (Σ (n + 1)·m over the test cases) one input may ask for: five
/// times what the judge's Σ n·m ≤ 300,000 allows (at most 600,000 with n ≥ 1), so only
/// absurd sizes are refused, before memory runs out.
pub const MAX_OUTPUT_LINES: usize = 3_000_000;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole judge input: `T`, then each test case; appends every round's standings.
/// Anything after the T-th test case is ignored, and named by the returned [`Warning`].
///
/// # Errors
/// The first bad input, as an [`InputError`] naming its test case, line and token:
/// a token that is not a count, a match [`Tournament::play`] refuses, an output
/// past [`MAX_OUTPUT_LINES`], or an early end. `out` may then hold the
/// standings before it, which [`showdown::input::run`] never prints.
///
/// # Complexity
/// O(Σ n·m·min(n, m)): each round, every player sums over its distinct opponents.
pub fn solve(input: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut scanner = Scanner::new(input);
    let cases: usize = scanner.parse("the number of test cases T")?;
    let mut budget = MAX_OUTPUT_LINES;
    let mut tournament = Tournament::default();
    for case in 1..=cases {
        solve_case(&mut scanner, &mut budget, &mut tournament, out)
            .map_err(|err| err.in_case(case))?;
    }
    Ok(scanner.finish("the last test case"))
}

/// Reads one test case and appends its standings to `out`, spending its
/// `(n + 1)·m` output lines from `budget`.
fn solve_case(
    scanner: &mut Scanner<'_>,
    budget: &mut usize,
    tournament: &mut Tournament,
    out: &mut Vec<u8>,
) -> Result<(), InputError> {
    let players_token = scanner.token("the number of players n")?;
    let players: usize = players_token.parse("the number of players n")?;
    let rounds_token = scanner.token("the number of rounds m")?;
    let rounds: usize = rounds_token.parse("the number of rounds m")?;
    *budget = (players.saturating_add(1))
        .checked_mul(rounds)
        .and_then(|lines| budget.checked_sub(lines))
        .ok_or_else(|| {
            // The quote names the larger of n and m, the one that made the lines too many.
            let larger = if rounds > players { rounds_token } else { players_token };
            larger.error(format_args!(
                "n = {players}, m = {rounds}: the output passes the limit of {MAX_OUTPUT_LINES} lines"
            ))
        })?;
    // Typed: left to inference, the counts were `i32`, and a negative one read as
    // an empty round.
    let mut matches: Vec<usize> = Vec::with_capacity(rounds);
    for round in 1..=rounds {
        let count = scanner.token("the number of matches a_i")?;
        matches.push(count.parse(format_args!("the number of matches in round {round}"))?);
    }
    if rounds == 0 {
        return Ok(()); // nothing to print, however many players: allocate nothing
    }
    tournament.reset(players, rounds);
    for (round, &count) in (1..).zip(&matches) {
        for _ in 0..count {
            let (game, tokens) = read_match(scanner)?;
            tournament
                .play(game)
                .map_err(|err| match_error(err, &tokens))?;
        }
        tournament.finish_round().map_err(|err| {
            InputError::at(
                scanner.line(),
                format!("round {}: exact OGW needs more than 128 bits", err.round),
            )
        })?;
        push_round(tournament, round, out);
    }
    Ok(())
}

/// Reads `p1 p2 w1 w2 d`, keeping the tokens for error messages.
fn read_match<'a>(scanner: &mut Scanner<'a>) -> Result<(Match, [Token<'a>; 5]), InputError> {
    const WHAT: [&str; 5] = [
        "player id p1",
        "player id p2",
        "game count w1",
        "game count w2",
        "draw count d",
    ];
    let mut tokens = [Token { text: "", line: 0 }; 5];
    let mut values = [0u64; 5];
    for ((token, value), what) in tokens.iter_mut().zip(&mut values).zip(WHAT) {
        *token = scanner.token(what)?;
        *value = token.parse(what)?;
    }
    let [p1, p2, w1, w2, d] = values;
    Ok((
        Match {
            players: [p1, p2],
            wins: [w1, w2],
            draws: d,
        },
        tokens,
    ))
}

/// The input error for a refused match, quoting the token at fault.
fn match_error(err: MatchError, tokens: &[Token<'_>; 5]) -> InputError {
    match err {
        MatchError::OutOfRange { seat, .. } | MatchError::PlaysTwice { seat } => {
            tokens[seat].error(err)
        }
        MatchError::AgainstThemself => tokens[1].error(err),
        MatchError::GameCount(_) => {
            let [w1, w2, d] = [&tokens[2], &tokens[3], &tokens[4]];
            // The three counts together are at fault: quote them as one token.
            let counts = [w1.text, w2.text, d.text].join(" ");
            Token {
                text: &counts,
                line: w1.line,
            }
            .error(err)
        }
    }
}

/// Appends `Round r` and one `MP OMW GW OGW` line per player.
fn push_round(tournament: &Tournament, round: u64, out: &mut Vec<u8>) {
    out.extend_from_slice(b"Round ");
    push_u64(out, round);
    out.push(b'\n');
    for i in 0..tournament.players() {
        let standing = tournament.standing(i);
        push_u64(out, standing.match_points);
        for fraction in [standing.omw, standing.gw, standing.ogw] {
            out.push(b' ');
            push_fraction(out, fraction);
        }
        out.push(b'\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn sample() {
        let input = "2\n2 3\n0 1 1\n1 2 2 0 1\n1 2 1 1 1\n3 2\n1 1\n1 2 0 2 0\n2 3 2 0 0\n";
        let expected = "Round 1\n3 1/3 1/1 1/3\n3 1/3 1/1 1/3\nRound 2\n6 1/2 13/15 7/15\n\
            3 1/1 7/15 13/15\nRound 3\n7 4/9 17/24 11/24\n4 7/9 11/24 17/24\nRound 1\n\
            0 1/1 1/3 1/1\n3 1/3 1/1 1/3\n3 1/3 1/1 1/3\nRound 2\n3 1/1 1/2 1/1\n\
            6 1/2 1/1 1/2\n3 1/1 1/2 1/1\n";
        assert_eq!(answer_text(solve, input).unwrap(), expected);
    }

    #[test]
    fn errors_name_case_line_and_token() {
        let cases = [
            (
                "1\n2 1\n1\n1 3 2 0 0\n",
                "test case 1, line 4: player id out of range 1..=2: `3`",
            ),
            (
                "1\n3 1\n2\n1 2 2 0 0\n3 1 2 0 0",
                "test case 1, line 5: player listed twice in one round: `1`",
            ),
            (
                "1\n2 1\n++1\n1 2 2 0 0\n",
                "test case 1, line 3: expected the number of matches in round 1: `++1`",
            ),
            (
                "1\n2 2\n-1 1\n1 2 2 0 0\n",
                "test case 1, line 3: expected the number of matches in round 1: `-1`",
            ),
            (
                "1\n2 1\n1\n2 2 2 0 0\n",
                "test case 1, line 4: player paired with themself: `2`",
            ),
            (
                "1\n2 1\n1\n1 2 2 2 0\n",
                "test case 1, line 4: a match has 2 or 3 games, but w1 + w2 + d = 4: `2 2 0`",
            ),
            (
                "1\n2 2\n1 1\n1 2 2 0 0\n",
                "test case 1, line 5: input ends early: expected player id p1",
            ),
            (
                "1\n2 1\n1\n1 2 -1 2 0\n",
                "test case 1, line 4: expected game count w1: `-1`",
            ),
            (
                "1\n5000000 3\n0 0 0\n",
                "test case 1, line 2: n = 5000000, m = 3: \
                 the output passes the limit of 3000000 lines: `5000000`",
            ),
            (
                "1\n2\n18446744073709551615 0\n",
                "test case 1, line 3: n = 2, m = 18446744073709551615: \
                 the output passes the limit of 3000000 lines: `18446744073709551615`",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(answer_text(solve, input).unwrap_err(), message, "{input:?}");
        }
    }

    #[test]
    fn empty_and_unplayed_cases_print_only_what_exists() {
        assert_eq!(
            answer_text(solve, "2\n1 2\n0 0\n4 0\n\n").unwrap(),
            "Round 1\n3 1/3 1/1 1/3\nRound 2\n6 1/3 1/1 1/3\n"
        );
        assert_eq!(answer_text(solve, "0").unwrap(), "");
        assert_eq!(answer_text(solve, "1\n99999999999 0\n").unwrap(), "");
    }

    #[test]
    fn input_after_the_last_case_is_ignored_with_a_warning() {
        let (out, warning) = answer_with_warning(solve, b"+1\n+1 1\n0\n7 8").unwrap();
        assert_eq!(out, "Round 1\n3 1/3 1/1 1/3\n");
        assert_eq!(
            warning.unwrap().to_string(),
            "line 4: ignored input after the last test case: `7`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
