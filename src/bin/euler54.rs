//! Project Euler 54: how many deals does player 1 win?
//!
//! Each non-blank line is a deal of ten cards, rank then suit: five for player 1,
//! then five for player 2. Prints the number of deals player 1 wins outright.

use showdown::input::{self, InputError, Scanner};
use showdown::poker::{Card, Dealt, Hand};
use std::fmt::Write;
use std::str::FromStr;

fn solve(text: &str, out: &mut String) -> Result<(), InputError> {
    let mut scanner = Scanner::new(text);
    let (mut deals, mut wins) = (0u64, 0u64);
    while let Some((line, row)) = scanner.next_line() {
        let cards: [Card; 10] = Dealt::new().take_line((line, row), "10 cards", Card::from_str)?;
        let hands =
            [&cards[..5], &cards[5..]].map(|five| five.iter().fold(Hand::EMPTY, |h, &c| h.add(c)));
        deals += 1;
        wins += u64::from(hands[0].rank() > hands[1].rank());
    }
    if deals == 0 {
        return Err(InputError::whole(
            "empty input: expected lines of ten cards",
        ));
    }
    writeln!(out, "{wins}").expect("writing to a String cannot fail");
    Ok(())
}

fn main() {
    input::run(solve);
}
