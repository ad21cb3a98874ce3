//! aojpoker: AOJ 0038 "Poker Hand": the role of each hand of five numbers, the ace
//! as 1, with no suits (so no flushes) and the judge's own names for the roles.
//!
//! Datasets run to the end of the input, one line each: five numbers from 1 to 13
//! separated by commas with no spaces, `1,2,3,4,1`. The answer for each is its
//! strongest role, one a line.

use crate::input::{CardReader, InputError, Scanner, Warning};
use crate::poker::{Card, Category, Evaluator, Rules, Spelling};

/// The statement's card: its number alone, 1 for the ace, 11 to 13 for the faces.
const SPELLING: Spelling = Spelling::NUMBERS;
/// The statement's ranking: no suits, and the ace high or low in a straight (A 2 3 4
/// 5 and 10 J Q K A), never in the middle of one (J Q K A 2 is no straight).
const RULES: Rules = Rules::RANKS_ONLY;
/// What the statement calls one case of the input.
const UNIT: &str = "dataset";

/// The judge's name of a role. Without suits no hand is a flush, so those two
/// categories share the names of the roles they would otherwise be.
fn role(category: Category) -> &'static str {
    match category {
        Category::HighCard | Category::Flush => "null",
        Category::OnePair => "one pair",
        Category::TwoPair => "two pair",
        Category::ThreeOfAKind => "three card",
        Category::Straight | Category::StraightFlush => "straight",
        Category::FullHouse => "full house",
        Category::FourOfAKind => "four card",
    }
}

/// Solves a whole input, appending the answer to `out`. NUL and Ctrl-Z bytes (or
/// bytes that are not UTF-8) after the last dataset are ignored, and named by the
/// returned [`Warning`].
///
/// # Errors
/// An [`InputError`] naming the dataset, line and token of the first bad input: a
/// line without exactly five numbers separated by commas, a number that is not 1 to
/// 13, a fifth card of one number, or no dataset at all.
///
/// # Examples
///
/// ```
/// use showdown::input::answer;
///
/// let text = "1,2,3,4,1\n11,12,10,1,13\n";
/// let roles = answer(showdown::solutions::aojpoker::solve, text.as_bytes());
/// assert_eq!(roles.unwrap(), "one pair\nstraight\n");
/// ```
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let eval = Evaluator::with(RULES);
    let what = "five numbers separated by commas";
    let mut datasets = 0;
    while !sc.at_end() {
        datasets += 1;
        let line = sc.line_of(what)?;
        let hand: [Card; 5] = CardReader::new(&SPELLING)
            .read_separated(line, ',', what)
            .map_err(|e| e.in_unit(UNIT, datasets))?;
        out.extend_from_slice(role(eval.best_of(&hand).category()).as_bytes());
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
    use crate::input::answer_text;

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
}
