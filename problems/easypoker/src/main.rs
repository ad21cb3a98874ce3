//! easypoker: yukicoder No.227 "Easy Poker": the role of one hand of five numbers,
//! where any number may repeat, five times too (no deck deals them).
//!
//! The input is one line of five integers from 1 to 13; the answer is the first
//! role of the statement's list that the hand makes, read as "exactly": four or
//! five of a number make no three of a kind and no pair.

use showdown::input::{line_tokens, InputError, Scanner, Warning};
use showdown::poker::{Ladder, Rank};

/// The statement's roles, read as "exactly": full house, three, two pair and one
/// pair, so four or five of a number make no role; named in the judge's words.
const LADDER: Ladder = Ladder::EXACT_PAIRS.with_names(&ROLES);
/// The judge's name of each kind of [`Ladder::EXACT_PAIRS`], weakest first.
const ROLES: [&str; 5] = [
    "NO HAND",
    "ONE PAIR",
    "TWO PAIR",
    "THREE CARD",
    "FULL HOUSE",
];
/// The numbers a card may have.
const NUMBERS: std::ops::RangeInclusive<u8> = 1..=13;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the hand is
/// ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the line and token of the first bad input: a line
/// without exactly five numbers, a number that is not 1 to 13, or no hand at all.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let what = "five numbers from 1 to 13";
    let (line, text) = sc.line_of(what)?;
    let mut hand = Vec::with_capacity(5);
    let mut count = 0;
    for token in line_tokens(line, text) {
        count += 1;
        if count > 5 {
            return Err(token.error(format_args!("expected {what}, found more")));
        }
        let number: u8 = token.parse("a number from 1 to 13")?;
        if !NUMBERS.contains(&number) {
            return Err(token.error("a number must be 1 to 13"));
        }
        // 1 is the ace; the ace's place does not matter without straights.
        hand.push(Rank::from_index((usize::from(number) + 11) % 13));
    }
    if count < 5 {
        let found = showdown::input::Token {
            text: text.trim(),
            line,
        };
        return Err(found.error(format_args!("expected {what}, found {count}")));
    }
    // A high ladder with no qualifier names every hand.
    let role = LADDER.name(LADDER.key_of_ranks(&hand)).unwrap_or_default();
    out.extend_from_slice(role.as_bytes());
    out.push(b'\n');
    Ok(sc.finish("the hand"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn exactly_three_and_exactly_two() {
        let role = |text: &str| answer_text(solve, text).unwrap();
        assert_eq!(role("5 6 5 7 5\n"), "THREE CARD\n");
        assert_eq!(role("5 6 5 6 7\n"), "TWO PAIR\n");
        assert_eq!(role("5 5 5 5 6\n"), "NO HAND\n");
        assert_eq!(role("1 2 3 4 5\n"), "NO HAND\n");
        assert_eq!(
            answer_text(solve, "5 6 5 6\n").unwrap_err(),
            "line 1: expected five numbers from 1 to 13, found 4: `5 6 5 6`"
        );
        assert_eq!(
            answer_text(solve, "5 6 5 6 14\n").unwrap_err(),
            "line 1: a number must be 1 to 13: `14`"
        );
        let (text, warning) = answer_with_warning(solve, b"1 1 2 2 3\nmore\n").unwrap();
        assert_eq!(text, "TWO PAIR\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 2: ignored input after the hand: `more`".into())
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        let full = answer(crate::solve, b"5 6 5 6 5\n");
        assert_eq!(full.unwrap(), "FULL HOUSE\n");
        let five = answer(crate::solve, b"5 5 5 5 5\n");
        assert_eq!(five.unwrap(), "NO HAND\n");
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
