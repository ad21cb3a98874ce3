//! Poker Game: Decision (Gym 103914D): Alice and Bob alternately take the six
//! open community cards, Alice first; the answer is the outcome of optimal play.
//!
//! [`solve`] reads the judge input (T, then three lines per test case: Alice's 2
//! cards, Bob's 2, the 6 community cards; rank then suit) and writes one outcome
//! per test case; `game` holds the splits and the game search it answers with.

mod game;

pub use game::{decide, Outcome, Position, Splits};

use showdown::input::{line_tokens, CardReader, InputError, Scanner, Warning};
use showdown::poker::{Evaluator, Spelling};

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input: one line `Alice`, `Bob` or `Draw` per test case.
/// Anything after the T-th test case is ignored, and named by the returned [`Warning`].
///
/// # Errors
/// Those of [`parse`], found before anything is written to `out`.
///
/// # Complexity
/// Linear in the input: parsing, then one [`decide`] per test case.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let (positions, warning) = read(text)?;
    let eval = Evaluator::get();
    out.reserve(positions.len() * 6);
    for position in &positions {
        out.extend_from_slice(decide(position, eval).name().as_bytes());
        out.push(b'\n');
    }
    Ok(warning)
}

/// Parses the input: T, then per test case a line with Alice's 2 cards, one
/// with Bob's 2 and one with the 6 community cards (rank then suit, e.g. `JC`).
///
/// Blank lines are skipped, and anything after the T-th test case is ignored.
///
/// # Errors
/// The first bad input, as an [`InputError`] naming its test case, line and
/// token: a bad T, an unknown card, a line with the wrong number of cards, a
/// card repeated within a test case, or fewer test cases than T.
// Public only for `benches/decision.rs`, which times the reading on its own.
#[doc(hidden)]
pub fn parse(text: &str) -> Result<Vec<Position>, InputError> {
    read(text).map(|(positions, _)| positions)
}

/// [`parse`], with the warning that names what it ignored.
fn read(text: &str) -> Result<(Vec<Position>, Option<Warning>), InputError> {
    let mut sc = Scanner::new(text);
    let tests = read_count(&mut sc)?;
    let mut positions = Vec::with_capacity(tests.min(text.len()));
    for case in 1..=tests {
        let Some(first) = sc.next_line() else {
            let message = format!(
                "input ends early: T is {tests} but only {} test cases follow",
                case - 1
            );
            return Err(InputError::at(sc.line(), message));
        };
        positions.push(read_position(first, &mut sc).map_err(|e| e.in_case(case))?);
    }
    Ok((positions, sc.finish("the last test case")))
}

/// Reads T, alone on the first non-blank line.
fn read_count(sc: &mut Scanner) -> Result<usize, InputError> {
    const WHAT: &str = "the number of test cases";
    let (line, text) = sc.line_of(WHAT)?;
    let mut tokens = line_tokens(line, text);
    let count = tokens.next().expect("a non-blank line has a token");
    let tests = count.parse(WHAT)?;
    match tokens.next() {
        Some(extra) => Err(extra.error("unexpected input after the number of test cases")),
        None => Ok(tests),
    }
}

const ALICE_LINE: &str = "Alice's 2 cards";
const BOB_LINE: &str = "Bob's 2 cards";
const BOARD_LINE: &str = "the 6 community cards";

/// Reads one test case: its first non-blank line, already read, and the next two.
fn read_position(first: (usize, &str), sc: &mut Scanner) -> Result<Position, InputError> {
    let mut reader = CardReader::new(&Spelling::RANK_SUIT);
    let alice = reader.read_line(first, ALICE_LINE)?;
    let bob = reader.read_line(sc.line_of(BOB_LINE)?, BOB_LINE)?;
    let board = reader.read_line(sc.line_of(BOARD_LINE)?, BOARD_LINE)?;
    Ok(Position { alice, bob, board })
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::poker::Card;

    const SAMPLE_TEST: &str = "JC 4H\nTS 5D\nJS JH JD 4S 4C 4D\n";

    #[test]
    fn parses_and_solves_a_test() {
        let positions = parse(&format!("1\n{SAMPLE_TEST}")).unwrap();
        let card = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(positions[0].alice, [card("JC"), card("4H")]);
        assert_eq!(positions[0].board[5], card("4D"));
        let text = format!("2\n{SAMPLE_TEST}\n\n{SAMPLE_TEST}");
        let out = showdown::input::answer_text(solve, &text);
        assert_eq!(out.unwrap(), "Alice\nAlice\n");
    }

    #[test]
    fn bad_inputs_name_the_place() {
        let one_test = "1\nJC 4H\nTS 5D\nJS JH JD 4S 4C 4D\n";
        let cases = [
            (
                "",
                "line 1: input ends early: expected the number of test cases",
            ),
            ("x\n", "line 1: expected the number of test cases: `x`"),
            (
                "1 2\n",
                "line 1: unexpected input after the number of test cases: `2`",
            ),
            (
                "1\nJC 4X\n",
                "test case 1, line 2: unknown card, expected a rank (2 3 4 5 6 7 8 9 T J Q K A) then a suit (C D H S): `4X`",
            ),
            (
                "1\nJC 4H 5S\n",
                "test case 1, line 2: expected Alice's 2 cards, found 3 cards: `5S`",
            ),
            (
                "1\nJC\n",
                "test case 1, line 2: expected Alice's 2 cards, found 1 card: `JC`",
            ),
            (
                "1\nJC 4H\nTS 4H\n",
                "test case 1, line 3: duplicate card: `4H`",
            ),
            (
                "1\nJC 4H\nTS 5D\n",
                "test case 1, line 4: input ends early: expected the 6 community cards",
            ),
            (
                "1\nJC 4H\nTS 5D\nJS JH JD 4S 4C\n",
                "test case 1, line 4: expected the 6 community cards, found 5 cards: `JS JH JD 4S 4C`",
            ),
            (
                &one_test.replacen('1', "2", 1),
                "line 5: input ends early: T is 2 but only 1 test cases follow",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(
                parse(input).unwrap_err().to_string(),
                expected,
                "input {input:?}"
            );
        }
        let (out, warning) = showdown::input::answer_with_warning(
            solve,
            format!("+1{}\nAS", &one_test[1..]).as_bytes(),
        )
        .unwrap();
        assert_eq!(out, "Alice\n");
        assert_eq!(
            warning.unwrap().to_string(),
            "line 6: ignored input after the last test case: `AS`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
