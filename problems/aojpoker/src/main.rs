//! aojpoker: AOJ 0038 "Poker Hand": the role of each hand of five numbers, the ace
//! as 1, with no suits (so no flushes) and the judge's own names for the roles.
//!
//! Datasets run to the end of the input, one line each: five numbers from 1 to 13
//! separated by commas with no spaces, `1,2,3,4,1`. The answer for each is its
//! strongest role, one a line.

use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::poker::{Card, Ladder, Spelling};

/// The statement's card: its number alone, 1 for the ace, 11 to 13 for the faces.
const SPELLING: Spelling = Spelling::NUMBERS;
/// The statement's ranking: no suits, so no flushes, and the ace high or low in a
/// straight (A 2 3 4 5 and 10 J Q K A), never in the middle of one (J Q K A 2);
/// named in the judge's words.
const LADDER: Ladder = Ladder::RANKS_ONLY.with_names(&ROLES);
/// The judge's name of each kind of [`Ladder::RANKS_ONLY`], weakest first.
const ROLES: [&str; 7] = [
    "null",
    "one pair",
    "two pair",
    "three card",
    "straight",
    "full house",
    "four card",
];
/// What the statement calls one case of the input.
const UNIT: &str = "dataset";

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. NUL and Ctrl-Z bytes (or
/// bytes that are not UTF-8) after the last dataset are ignored, and named by the
/// returned [`Warning`].
///
/// # Errors
/// An [`InputError`] naming the dataset, line and token of the first bad input: a
/// line without exactly five numbers separated by commas, a number that is not 1 to
/// 13, a fifth card of one number, or no dataset at all.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let what = "five numbers separated by commas";
    let mut datasets = 0;
    while !sc.at_end() {
        datasets += 1;
        let line = sc.line_of(what)?;
        let hand: [Card; 5] = CardReader::new(&SPELLING)
            .read_separated(line, ',', what)
            .map_err(|e| e.in_unit(UNIT, datasets))?;
        // A high ladder with no qualifier names every hand.
        let role = LADDER.name(LADDER.key(&hand)).unwrap_or_default();
        out.extend_from_slice(role.as_bytes());
        out.push(b'\n');
    }
    if datasets == 0 {
        return Err(sc.end_error(what));
    }
    Ok(sc.finish("the last dataset"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn roles_by_the_judges_names_and_errors_by_dataset() {
        let text = "1,2,3,4,5\n11,12,13,1,2\n3,3,2,3,3\n";
        assert_eq!(
            answer_text(solve, text).unwrap(),
            "straight\nnull\nfour card\n"
        );
        assert_eq!(
            answer_text(solve, "1,2,3,4,5\n1,1,1,1,1\n").unwrap_err(),
            "dataset 2, line 2: a fifth card of one number: `1`"
        );
        assert_eq!(
            answer_text(solve, "1,2,3,4\n").unwrap_err(),
            "dataset 1, line 1: expected five numbers separated by commas, found 4 cards: `1,2,3,4`"
        );
        assert_eq!(
            answer_text(solve, "1,2,3,4,14\n").unwrap_err(),
            "dataset 1, line 1: unknown card, expected a rank (2 3 4 5 6 7 8 9 10 11 12 13 1): `14`"
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        let text = "1,2,3,4,1\n11,12,10,1,13\n";
        let roles = answer(crate::solve, text.as_bytes());
        assert_eq!(roles.unwrap(), "one pair\nstraight\n");
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
