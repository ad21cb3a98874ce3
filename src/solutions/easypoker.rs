//! easypoker: yukicoder No.227 "Easy Poker": the role of one hand of five numbers,
//! where any number may repeat, five times too (no deck deals them).
//!
//! The input is one line of five integers from 1 to 13; the answer is the first
//! role of the statement's list that the hand makes, read as "exactly": four or
//! five of a number make no three of a kind and no pair.

use crate::input::{InputError, Scanner, Warning, line_tokens};

/// The statement's roles, the first that applies wins: how many numbers must be
/// held exactly three times and exactly twice, and the role's name.
const ROLES: [(usize, usize, &str); 4] = [
    (1, 1, "FULL HOUSE"),
    (1, 0, "THREE CARD"),
    (0, 2, "TWO PAIR"),
    (0, 1, "ONE PAIR"),
];
/// The answer when no role applies.
const NO_HAND: &str = "NO HAND";
/// The numbers a card may have.
const NUMBERS: std::ops::RangeInclusive<u8> = 1..=13;

/// Solves a whole input, appending the answer to `out`; anything after the hand is
/// ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the line and token of the first bad input: a line
/// without exactly five numbers, a number that is not 1 to 13, or no hand at all.
///
/// # Examples
///
/// ```
/// use showdown::input::answer;
///
/// let full = answer(showdown::solutions::easypoker::solve, b"5 6 5 6 5\n");
/// assert_eq!(full.unwrap(), "FULL HOUSE\n");
/// let five = answer(showdown::solutions::easypoker::solve, b"5 5 5 5 5\n");
/// assert_eq!(five.unwrap(), "NO HAND\n");
/// ```
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let what = "five numbers from 1 to 13";
    let (line, text) = sc.line_of(what)?;
    let mut held = [0usize; 14];
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
        held[usize::from(number)] += 1;
    }
    if count < 5 {
        let found = crate::input::Token {
            text: text.trim(),
            line,
        };
        return Err(found.error(format_args!("expected {what}, found {count}")));
    }
    let times = |k: usize| held.iter().filter(|&&h| h == k).count();
    let role = ROLES
        .iter()
        .find(|(threes, twos, _)| times(3) == *threes && times(2) == *twos)
        .map_or(NO_HAND, |role| role.2);
    out.extend_from_slice(role.as_bytes());
    out.push(b'\n');
    Ok(sc.finish("the hand"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{answer_text, answer_with_warning};

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
}
