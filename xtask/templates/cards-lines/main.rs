//! __NAME__: the card problem `cargo xtask new --template cards-lines` starts from.
//! Test cases up to the end of the input, each a line of ten cards, rank then suit
//! (`TS`): Black's five, then White's; the answer for each is `Black`, `White` or
//! `Tie`, whose hand is the stronger. Replace the reading and the answer with the
//! problem's own, keeping the shape: `solve` reads the whole input through the
//! scanner and the card reader, checks it, and appends the whole answer to `out`; a
//! bad input is an `InputError` naming its case and line.

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
/// What the statement calls one case of the input.
const UNIT: &str = "test case";

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. NUL and Ctrl-Z bytes (or
/// bytes that are not UTF-8) after the last case are ignored, with one warning.
///
/// # Errors
/// An [`InputError`] naming the case, line and token of the first bad input: an
/// unknown or repeated card, a line without exactly ten cards, or no case at all.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let mut cases = 0;
    while !sc.at_end() {
        cases += 1;
        let line = sc.line_of("a line of ten cards")?;
        let cards: [Card; 10] = CardReader::new(&SPELLING)
            .read_line(line, "ten cards")
            .map_err(|e| e.in_unit(UNIT, cases))?;
        let winner = match LADDER.key(&cards[..5]).cmp(&LADDER.key(&cards[5..])) {
            Ordering::Greater => "Black\n",
            Ordering::Less => "White\n",
            Ordering::Equal => "Tie\n",
        };
        out.extend_from_slice(winner.as_bytes());
    }
    if cases == 0 {
        return Err(sc.end_error("a line of ten cards"));
    }
    Ok(sc.finish("the last test case"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn the_stronger_hand_wins_and_bad_input_is_named() {
        // The wheel is a straight; the same ranks tie; a pair beats no pair.
        let deals = "AH 2D 3S 4C 5D 2C 2H 7S 8C 9H\n\n2H 3D 5S 9C KD 2D 3H 5C 9S KH\n\
                     2C 3D 5S 7H 9C AH AD KS QS JS\n";
        assert_eq!(answer_text(solve, deals).unwrap(), "Black\nTie\nWhite\n");
        assert_eq!(
            answer_text(solve, "").unwrap_err(),
            "line 1: input ends early: expected a line of ten cards"
        );
        assert_eq!(
            answer_text(solve, "2H 3D 5S 9C KD 2D 3H 5C 9S KH\nAH 2D 3S 4C 5D 2C 2H 7S 8C AH\n")
                .unwrap_err(),
            "test case 2, line 2: duplicate card: `AH`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
