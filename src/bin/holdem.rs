//! holdem: the exact chance that your two hole cards beat the opponent's after
//! the flop, a tie counting as a loss (JAG 2012 "Texas Hold 'em").
//!
//! Reads datasets of three lines (yours, the opponent's, the flop; cards spelled
//! suit then rank, e.g. `SA`) until a line holding only `#`, and prints
//! wins / 990 per dataset as an exact decimal with 20 digits after the point.

use showdown::equity::{Deal, TieRule};
use showdown::fraction;
use showdown::input::{self, InputError, Scanner};
use showdown::poker::{Card, Dealt};

/// Community cards in a finished board.
const BOARD: usize = 5;
/// Digits printed after the point; the judge needs an error below 1e-6.
const DIGITS: usize = 20;

fn main() {
    input::run(solve);
}

fn solve(text: &str, out: &mut String) -> Result<(), InputError> {
    let mut sc = Scanner::new(text);
    for case in 1.. {
        let (line, first) = sc.line_of("a dataset or the closing `#` line")?;
        if first.trim() == "#" {
            break;
        }
        let deal = read_dataset(&mut sc, line, first).map_err(|e| e.in_case(case))?;
        let you = deal.enumerate(TieRule::Separate)[0];
        fraction::write_decimal(out, you.wins, deal.boards(), DIGITS);
        out.push('\n');
    }
    sc.expect_end()
}

/// Reads one dataset whose first line has been read already.
fn read_dataset(sc: &mut Scanner, line: usize, first: &str) -> Result<Deal, InputError> {
    let mut dealt = Dealt::new();
    let you: [Card; 2] = dealt.take_line((line, first), "your two cards", Card::parse_suit_rank)?;
    let what = "the opponent's two cards";
    let them: [Card; 2] = dealt.take_line(sc.line_of(what)?, what, Card::parse_suit_rank)?;
    let what = "the three flop cards";
    let (line, text) = sc.line_of(what)?;
    let flop: [Card; 3] = dealt.take_line((line, text), what, Card::parse_suit_rank)?;
    Deal::new(&[&you, &them], &flop, BOARD).map_err(|e| InputError::at(line, e.to_string()))
}
