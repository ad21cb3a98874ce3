//! holdem: the exact chance that your two hole cards beat the opponent's after
//! the flop, a tie counting as a loss (JAG 2012 "Texas Hold 'em").
//!
//! Datasets of three lines (yours, the opponent's, the flop; cards spelled suit
//! then rank, e.g. `SA`) run until a line holding only `#`; each answer is
//! wins / 990 as an exact decimal with 20 digits after the point.

use crate::equity::{Deal, TieRule};
use crate::input::{CardReader, InputError, Scanner};
use crate::output::push_quotient;
use crate::poker::Card;

/// Community cards in a finished board.
const BOARD: usize = 5;
/// Digits printed after the point; the judge needs an error below 1e-6.
const DIGITS: usize = 20;

/// Solves a whole input, appending the answer to `out`.
///
/// # Errors
/// The first bad input, as an [`InputError`] naming its dataset and line: an
/// unknown or repeated card, a line with the wrong number of cards, a missing
/// `#` line or anything after it. `out` may then hold the answers before it,
/// which [`crate::input::run`] never prints.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<(), InputError> {
    let mut sc = Scanner::new(text);
    for case in 1.. {
        let (line, first) = sc.line_of("a dataset or the closing `#` line")?;
        if first.trim() == "#" {
            break;
        }
        let deal = read_dataset(&mut sc, line, first).map_err(|e| e.in_case(case))?;
        let you = deal.enumerate(TieRule::Separate)[0];
        push_quotient(out, you.wins, deal.boards(), DIGITS);
        out.push(b'\n');
    }
    sc.expect_end()
}

/// Reads one dataset whose first line has been read already.
fn read_dataset(sc: &mut Scanner, line: usize, first: &str) -> Result<Deal, InputError> {
    let mut reader = CardReader::new();
    let you: [Card; 2] = reader.line((line, first), "your two cards", Card::parse_suit_rank)?;
    let what = "the opponent's two cards";
    let them: [Card; 2] = reader.line(sc.line_of(what)?, what, Card::parse_suit_rank)?;
    let what = "the three flop cards";
    let flop: [Card; 3] = reader.line(sc.line_of(what)?, what, Card::parse_suit_rank)?;
    let deal = Deal::new(&[&you, &them], &flop, BOARD);
    Ok(deal.expect("two hands of two cards and a flop, all distinct: a valid deal"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::answer_text;

    #[test]
    fn answers_each_dataset_until_the_hash_line() {
        let sample = "SA SK\nDA CA\nSQ SJ ST\nSA HA\nD2 C3\nH4 S5 DA\n#\n";
        assert_eq!(
            answer_text(solve, sample).unwrap(),
            "1.00000000000000000000\n0.34444444444444444444\n"
        );
        assert_eq!(
            answer_text(solve, "SA SK\nDA CA\nSQ SJ ST\n").unwrap_err(),
            "line 4: input ends early: expected a dataset or the closing `#` line"
        );
        assert_eq!(
            answer_text(solve, "#\nSA").unwrap_err(),
            "line 2: unexpected extra input: `SA`"
        );
    }
}
