//! rhino: CTU Open 2012 "Rhinoceros Beetle" (Baekjoon 6610): who wins each Texas
//! Hold'em showdown, each player's best five of his two cards and the five on the
//! table.
//!
//! Instances run to the end of the input: a line with N (1 to 10), a line with the
//! five community cards, then N lines of two cards, player 1's first. Cards are a
//! rank, the ten as `X`, then a lower-case suit (`Xh`). The answer for each is the
//! numbers of the players with the strongest hand, ascending.

use showdown::input::{line_tokens, CardReader, InputError, Scanner, Warning};
use showdown::output::push_u64;
use showdown::poker::{Card, Evaluator, Order, Spelling, Strength};

/// The statement's spelling: `X` for the ten, lower-case suits; letters of the other
/// case are read too.
const SPELLING: Spelling = Spelling::new(
    "2 3 4 5 6 7 8 9 X J Q K A",
    "c d h s",
    Order::RankFirst,
    true,
);
/// The most players an instance may have.
const MAX_PLAYERS: usize = 10;
/// What the statement calls one case of the input.
const UNIT: &str = "instance";

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. NUL and Ctrl-Z bytes (or
/// bytes that are not UTF-8) after the last instance are ignored, and named by the
/// returned [`Warning`].
///
/// # Errors
/// An [`InputError`] naming the instance, line and token of the
/// first bad input: N not a number from 1 to 10, an unknown or repeated card, a line
/// with the wrong number of cards, an instance cut short, or no instance at all.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let eval = Evaluator::get();
    let mut instances = 0;
    while !sc.at_end() {
        instances += 1;
        let strengths = read_instance(&mut sc, eval).map_err(|e| e.in_unit(UNIT, instances))?;
        let best = strengths.iter().max().copied();
        let winners = (1..).zip(&strengths).filter(|&(_, s)| Some(*s) == best);
        for (i, (player, _)) in winners.enumerate() {
            if i > 0 {
                out.push(b' ');
            }
            push_u64(out, player);
        }
        out.push(b'\n');
    }
    if instances == 0 {
        return Err(sc.end_error("the number of players N"));
    }
    Ok(sc.finish("the last instance"))
}

/// Reads one instance and gives each player's best hand, player 1's first.
fn read_instance(sc: &mut Scanner, eval: Evaluator) -> Result<Vec<Strength>, InputError> {
    let what = "the number of players N";
    let (line, text) = sc.line_of(what)?;
    let mut tokens = line_tokens(line, text);
    let count = tokens.next().ok_or_else(|| sc.end_error(what))?;
    let players: usize = count.parse(what)?;
    if !(1..=MAX_PLAYERS).contains(&players) {
        return Err(count.error(format_args!("N must be 1 to {MAX_PLAYERS}")));
    }
    if let Some(extra) = tokens.next() {
        return Err(extra.error("expected only N on its line"));
    }
    let mut reader = CardReader::new(&SPELLING);
    let what = "the five community cards";
    let board: [Card; 5] = reader.read_line(sc.line_of(what)?, what)?;
    let what = "a player's two cards";
    (0..players)
        .map(|_| {
            let hole: [Card; 2] = reader.read_line(sc.line_of(what)?, what)?;
            let seven = [
                board[0], board[1], board[2], board[3], board[4], hole[0], hole[1],
            ];
            Ok(eval.best_of(&seven))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn ties_list_every_winner() {
        // The board's straight plays for everybody: a three-way tie.
        let tie = "3\n5c 6d 7h 8s 9c\n2c 2d\nAs Kd\n3h 4c\n";
        assert_eq!(answer_text(solve, tie).unwrap(), "1 2 3\n");
        assert_eq!(
            answer_text(solve, "1\n2s 9c Th Ac 4d\nAh Kd\n").unwrap_err(),
            "instance 1, line 2: unknown card, expected a rank (2 3 4 5 6 7 8 9 X J Q K A) \
             then a suit (c d h s): `Th`"
        );
        assert_eq!(
            answer_text(solve, "11\n").unwrap_err(),
            "instance 1, line 1: N must be 1 to 10: `11`"
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        let two_players = "2\n2s 9c Xh Ac 4d\nAh Kd\nAs Ad\n";
        assert_eq!(answer(crate::solve, two_players.as_bytes()).unwrap(), "2\n");
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
