//! __NAME__: the card problem `cargo xtask new --template cards-single` starts from.
//! One test case: a line of ten cards, rank then suit (`TS`): Black's five, then
//! White's; the answer is `Black`, `White` or `Tie`, whose hand is the stronger.
//! Replace the reading and the answer with the problem's own, keeping the shape:
//! `solve` reads the whole input through the scanner and the card reader, checks
//! it, and appends the whole answer to `out`; a bad input is an `InputError` naming
//! its line.

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

/// Solves a whole input, appending the answer to `out`; anything after the case is
/// ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the line and token of the first bad input: an unknown
/// or repeated card, or a line without exactly ten cards.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let line = sc.line_of("a line of ten cards")?;
    let cards: [Card; 10] = CardReader::new(&SPELLING).read_line(line, "ten cards")?;
    let winner = match LADDER.key(&cards[..5]).cmp(&LADDER.key(&cards[5..])) {
        Ordering::Greater => "Black\n",
        Ordering::Less => "White\n",
        Ordering::Equal => "Tie\n",
    };
    out.extend_from_slice(winner.as_bytes());
    Ok(sc.finish("the test case"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn the_stronger_hand_wins_and_what_follows_is_ignored() {
        let deal = "2C 3D 5S 7H 9C AH AD KS QS JS\n";
        assert_eq!(answer_text(solve, deal).unwrap(), "White\n");
        let (text, warning) = answer_with_warning(solve, b"AH 2D 3S 4C 5D 2C 2H 7S 8C 9H\nmore\n")
            .unwrap();
        assert_eq!(text, "Black\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 2: ignored input after the test case: `more`".into())
        );
        assert_eq!(
            answer_text(solve, "AH 2D 3S 4C 5D 2C 2H 7S 8C\n").unwrap_err(),
            "line 1: expected ten cards, found 9 cards: `AH 2D 3S 4C 5D 2C 2H 7S 8C`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
