//! __NAME__: the card problem `cargo xtask new --template cards-terminated` starts
//! from. Test cases one a line, each ten cards, rank then suit (`TS`): Black's five,
//! then White's, up to the line `#`, which ends the input and is no case; the answer
//! for each is `Black`, `White` or `Tie`, whose hand is the stronger. Replace the
//! reading and the answer with the problem's own, keeping the shape: `solve` reads
//! the whole input through the scanner and the card reader, checks it, and appends
//! the whole answer to `out`; a bad input is an `InputError` naming its case and
//! line.

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
/// The line that ends the input.
const END: &str = "the line `#`";

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. Anything after the line `#`
/// is ignored, with one warning; so is an input that ends without it.
///
/// # Errors
/// An [`InputError`] naming the case, line and token of the first bad input: an
/// unknown or repeated card, or a line without exactly ten cards.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let mut cases = 0;
    loop {
        if sc.at_end() {
            let missing = "input ends without the closing `#` line";
            return Ok(Some(Warning::at(sc.line(), missing)));
        }
        let line = sc.line_of(END)?;
        if line.1.trim() == "#" {
            break;
        }
        cases += 1;
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
    Ok(sc.finish(END))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn the_stronger_hand_wins_up_to_the_end_line() {
        // The wheel is a straight; the same ranks tie; a pair beats no pair.
        let deals = "AH 2D 3S 4C 5D 2C 2H 7S 8C 9H\n2H 3D 5S 9C KD 2D 3H 5C 9S KH\n\
                     2C 3D 5S 7H 9C AH AD KS QS JS\n#\n";
        assert_eq!(answer_text(solve, deals).unwrap(), "Black\nTie\nWhite\n");
        assert_eq!(answer_text(solve, "#\n").unwrap(), "");
        let (text, warning) = answer_with_warning(solve, b"AH 2D 3S 4C 5D 2C 2H 7S 8C 9H\n").unwrap();
        assert_eq!(text, "Black\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 2: input ends without the closing `#` line".into())
        );
        assert_eq!(
            answer_text(solve, "2H 3D 5S 9C KD 2D 3H 5C 9S KH\nAH 2D 3S 4C 5D 2C 2H 7S 8C AH\n#\n")
                .unwrap_err(),
            "test case 2, line 2: duplicate card: `AH`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
