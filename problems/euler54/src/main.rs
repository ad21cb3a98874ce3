//! Project Euler 54: how many deals does player 1 win?
//!
//! Each non-blank line is a deal of ten cards, rank then suit: five for player 1,
//! then five for player 2. The answer is the number of deals player 1 wins outright.

use showdown::input::{read_deals, InputError, Scanner, Warning};
use showdown::output::push_u64;
use showdown::poker::{Card, Ladder, Spelling};

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. Every line holding text
/// is a deal; NUL and Ctrl-Z bytes (or bytes that are not UTF-8) after the last
/// deal's line are ignored, and named by the returned [`Warning`].
///
/// # Errors
/// The first bad line, as an [`InputError`] naming it: an unknown or repeated
/// card, a line without exactly ten cards, or no deal at all. Nothing is
/// written to `out` before the whole input is read.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut scanner = Scanner::new(text);
    let mut wins = 0u64;
    let names = ["a line of ten cards", "10 cards"];
    read_deals(
        &mut scanner,
        &Spelling::RANK_SUIT,
        names,
        |cards: [Card; 10]| {
            // Two hands a line: the plain key, one look at each hand, needs no tables.
            let key = |hand: &[Card]| Ladder::STANDARD.key(hand);
            wins += u64::from(key(&cards[..5]) > key(&cards[5..]));
        },
    )?;
    push_u64(out, wins);
    out.push(b'\n');
    Ok(scanner.finish("the last deal"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn counts_outright_wins_only() {
        let win = "AS AD 2C 3H 4D KS KD 2S 3C 4H";
        let tie = "AS AD 2C 3H 4D AC AH 2S 3C 4H";
        assert_eq!(
            answer_text(solve, &format!("{win}\n\n{tie}\n")).unwrap(),
            "1\n"
        );
        let empty = "input ends early: expected a line of ten cards";
        assert_eq!(
            answer_text(solve, "").unwrap_err(),
            format!("line 1: {empty}")
        );
        assert_eq!(
            answer_text(solve, "\n \n").unwrap_err(),
            format!("line 3: {empty}")
        );
        assert_eq!(
            answer_text(solve, &format!("{win}\nAS")).unwrap_err(),
            "line 2: expected 10 cards, found 1 card: `AS`"
        );
        // Only NUL and Ctrl-Z may follow the last deal, and only on lines of their own.
        let (out, warning) = answer_with_warning(solve, format!("{win}\n\0\n").as_bytes()).unwrap();
        assert_eq!(out, "1\n");
        assert_eq!(
            warning.unwrap().to_string(),
            "line 2: ignored input after the last deal: `\\0`"
        );
        assert_eq!(
            answer_text(solve, &format!("{win} \u{1a}\n")).unwrap_err(),
            "line 1: expected 10 cards, found 11 cards: `\\u{1a}`"
        );
        assert_eq!(
            answer_text(solve, &format!("\u{1a}\n{win}\n")).unwrap_err(),
            "line 1: unknown card, expected a rank (2 3 4 5 6 7 8 9 T J Q K A) then a suit (C D H S): `\\u{1a}`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
