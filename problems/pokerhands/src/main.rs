//! pokerhands: UVa 10315 "Poker Hands" (Baekjoon 4429): who wins each deal of two
//! five-card hands, Black's and White's, when the ace is only high.
//!
//! Each non-blank line is a deal of ten cards, rank then suit (`TS`): Black's five,
//! then White's. A 2 3 4 5 is no straight ([`Ladder::ACE_HIGH`]); the answer is one
//! line per deal, `Black wins.`, `White wins.` or `Tie.`.

use showdown::input::{read_deals, InputError, Scanner, Warning};
use showdown::poker::{Card, Ladder, Spelling};
use std::cmp::Ordering;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. Every line holding text is
/// a deal; NUL and Ctrl-Z bytes (or bytes that are not UTF-8) after the last deal's
/// line are ignored, and named by the returned [`Warning`].
///
/// # Errors
/// The first bad line, as an [`InputError`] naming it: an unknown or repeated card,
/// a line without exactly ten cards, or no deal at all. Nothing is written to `out`
/// before the whole input is read.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    // Two hands a line: the plain key, one look at each hand, needs no tables.
    let key = |hand: &[Card]| Ladder::ACE_HIGH.key(hand);
    let names = ["a line of ten cards", "10 cards"];
    read_deals(&mut sc, &Spelling::RANK_SUIT, names, |cards: [Card; 10]| {
        let verdict = match key(&cards[..5]).cmp(&key(&cards[5..])) {
            Ordering::Greater => "Black wins.\n",
            Ordering::Less => "White wins.\n",
            Ordering::Equal => "Tie.\n",
        };
        out.extend_from_slice(verdict.as_bytes());
    })?;
    Ok(sc.finish("the last deal"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn the_ace_is_only_high() {
        // Black's wheel is ace high, which loses to White's pair of deuces.
        let deals = "AH 2D 3S 4C 5D 2C 2H 7S 8C 9H\nAH 2H 3H 4H 5H 6C 7D 8S 9C TD\n";
        assert_eq!(
            answer_text(solve, deals).unwrap(),
            "White wins.\nBlack wins.\n"
        );
        let tie = "2H 3D 5S 9C KD 2D 3H 5C 9S KH\n";
        assert_eq!(answer_text(solve, tie).unwrap(), "Tie.\n");
        assert_eq!(
            answer_text(solve, "\n").unwrap_err(),
            "line 2: input ends early: expected a line of ten cards"
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        let wheel_and_pair = "AH 2D 3S 4C 5D 2C 2H 7S 8C 9H\n";
        assert_eq!(
            answer(crate::solve, wheel_and_pair.as_bytes()).unwrap(),
            "White wins.\n"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
