//! __NAME__: the card problem `cargo xtask new --template cards` starts from. T test
//! cases, each a line of ten cards, rank then suit (`TS`): Black's five, then
//! White's; the answer for each is `Black`, `White` or `Tie`, whose hand is the
//! stronger. Replace the reading and the answer with the problem's own, keeping the
//! shape: `solve` reads the whole input through the scanner and the card reader,
//! checks it, and appends the whole answer to `out`; a bad input is an `InputError`
//! naming its test case and line.

use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::poker::{Card, Ladder, Spelling};
use std::cmp::Ordering;

// Change these to the statement's: how it writes a card, and how it ranks hands.
/// Rank then suit, the ten as `T`, in either case: `TS`, `2c`.
const SPELLING: Spelling = Spelling::RANK_SUIT;
/// The ace high or low in a straight, flushes counted. Two hands a line take its plain
/// key, `LADDER.key(&hand)`: no tables to build, and suits may break ties
/// (`with_suits`); `Evaluator::with(LADDER)` is for the best of more cards.
const LADDER: Ladder = Ladder::STANDARD;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the T-th
/// test case is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the test case, line and token of the first bad input:
/// a bad T, an unknown or repeated card, a line without exactly ten cards, or fewer
/// test cases than T.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let tests: usize = sc.alone("the number of test cases T")?;
    for case in 1..=tests {
        let cards = read_deal(&mut sc).map_err(|e| e.in_case(case))?;
        let black = LADDER.key(&cards[..5]);
        let winner = match black.cmp(&LADDER.key(&cards[5..])) {
            Ordering::Greater => "Black\n",
            Ordering::Less => "White\n",
            Ordering::Equal => "Tie\n",
        };
        out.extend_from_slice(winner.as_bytes());
    }
    Ok(sc.finish("the last test case"))
}

/// Reads one test case: a line of ten cards, none of them twice.
fn read_deal(sc: &mut Scanner) -> Result<[Card; 10], InputError> {
    let line = sc.line_of("a line of ten cards")?;
    CardReader::new(&SPELLING).read_line(line, "ten cards")
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn the_stronger_hand_wins_and_bad_input_is_named() {
        // The wheel is a straight; the same ranks tie; a pair beats no pair.
        let deals = "3\nAH 2D 3S 4C 5D 2C 2H 7S 8C 9H\n2H 3D 5S 9C KD 2D 3H 5C 9S KH\n\
                     2C 3D 5S 7H 9C AH AD KS QS JS\n";
        assert_eq!(answer_text(solve, deals).unwrap(), "Black\nTie\nWhite\n");
        assert_eq!(answer_text(solve, "0\n").unwrap(), "");
        assert_eq!(
            answer_text(solve, "2\nAH 2D 3S 4C 5D 2C 2H 7S 8C 9H\n").unwrap_err(),
            "test case 2, line 3: input ends early: expected a line of ten cards"
        );
        assert_eq!(
            answer_text(solve, "1 AH\n2D 3S 4C 5D 2C 2H 7S 8C 9H TH\n").unwrap_err(),
            "line 1: expected only the number of test cases T on its line: `AH`"
        );
        assert_eq!(
            answer_text(solve, "1\nAH 2D 3S 4C 5D 2C 2H 7S 8C AH\n").unwrap_err(),
            "test case 1, line 2: duplicate card: `AH`"
        );
    }

    #[test]
    fn ignores_what_follows_the_last_test_case_with_a_warning() {
        let input = b"1\n2H 3D 5S 9C KD 2D 3H 5C 9S KH\nmore\n";
        let (text, warning) = answer_with_warning(solve, input).unwrap();
        assert_eq!(text, "Tie\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 3: ignored input after the last test case: `more`".into())
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
