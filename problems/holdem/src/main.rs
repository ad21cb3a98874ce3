//! holdem: the exact chance that your two hole cards beat the opponent's after
//! the flop, a tie counting as a loss (JAG 2012 "Texas Hold 'em").
//!
//! Datasets of three lines (yours, the opponent's, the flop; cards spelled suit
//! then rank, e.g. `SA`) run until a line holding only `#`; each answer is
//! wins / 990 as an exact decimal with 20 digits after the point.

use showdown::equity::{Deal, TieRule};
use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::output::push_quotient;
use showdown::poker::{Card, Spelling};

/// Community cards in a finished board.
const BOARD: usize = 5;
/// Digits printed after the point; the judge needs an error below 1e-6.
const DIGITS: usize = 20;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. Anything after the `#`
/// line is ignored, and the input may end in its place after a dataset; the
/// returned [`Warning`] names either.
///
/// # Errors
/// The first bad input, as an [`InputError`] naming its dataset and line: an
/// unknown or repeated card, a line with the wrong number of cards, or an end
/// inside a dataset. `out` may then hold the answers before it, which
/// [`showdown::input::run`] never prints.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    for case in 1.. {
        if sc.at_end() {
            // The answers of the datasets read are defined all the same.
            let missing = "input ends without the closing `#` line";
            return Ok(Some(Warning::at(sc.line(), missing)));
        }
        let (line, first) = sc.line_of("a dataset or the closing `#` line")?;
        if first.trim() == "#" {
            break;
        }
        let deal = read_dataset(&mut sc, line, first).map_err(|e| e.in_case(case))?;
        let [you, _] = deal.enumerate_of::<2>(TieRule::Separate);
        push_quotient(out, you.wins, deal.boards(), DIGITS);
        out.push(b'\n');
    }
    Ok(sc.finish("the closing `#` line"))
}

/// Reads one dataset whose first line has been read already.
fn read_dataset(sc: &mut Scanner, line: usize, first: &str) -> Result<Deal, InputError> {
    let mut reader = CardReader::new(&Spelling::SUIT_RANK);
    let you: [Card; 2] = reader.read_line((line, first), "your two cards")?;
    let what = "the opponent's two cards";
    let them: [Card; 2] = reader.read_line(sc.line_of(what)?, what)?;
    let what = "the three flop cards";
    let flop: [Card; 3] = reader.read_line(sc.line_of(what)?, what)?;
    let deal = Deal::new(&[&you, &them], &flop, BOARD);
    Ok(deal.expect("two hands of two cards and a flop, all distinct: a valid deal"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn answers_each_dataset_until_the_hash_line() {
        let sample = "SA SK\nDA CA\nSQ SJ ST\nSA HA\nD2 C3\nH4 S5 DA\n#\n";
        assert_eq!(
            answer_text(solve, sample).unwrap(),
            "1.00000000000000000000\n0.34444444444444444444\n"
        );
        let warned = |text: &str| {
            let (out, warning) = answer_with_warning(solve, text.as_bytes()).unwrap();
            (out, warning.unwrap().to_string())
        };
        let no_hash = warned("SA SK\nDA CA\nSQ SJ ST\n\n");
        assert_eq!(no_hash.0, "1.00000000000000000000\n");
        assert_eq!(no_hash.1, "line 5: input ends without the closing `#` line");
        let after = (
            "".into(),
            "line 2: ignored input after the closing `#` line: `SA`".into(),
        );
        assert_eq!(warned("#\nSA"), after);
        assert_eq!(
            answer_text(solve, "SA SK\nDA CA\n").unwrap_err(),
            "test case 1, line 3: input ends early: expected the three flop cards"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
