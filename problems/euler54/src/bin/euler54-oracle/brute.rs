//! euler54's brute force: the deals read strictly, each hand ranked by the
//! plain keys of `oracle::plain`, written from the rules' text.

use oracle::cases::card_line_cases;
use oracle::plain::best;
use showdown::poker::{Card, Ladder};

/// One deal: player 1's five cards, then player 2's.
pub type Deal = [Card; 10];

/// The deals of a valid input.
///
/// # Errors
/// Why the input breaks the statement: a line that is not ten `TS` cards separated
/// by single spaces, a repeated card in a deal, or no deal at all.
pub fn parse(text: &str) -> Result<Vec<Deal>, String> {
    card_line_cases(text) // the statement ignores blank lines
}

/// The number of deals player 1 wins outright, on its own line.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let deals = parse(text)?;
    let wins = deals
        .iter()
        .filter(|d| best(&d[..5], Ladder::STANDARD) > best(&d[5..], Ladder::STANDARD))
        .count();
    Ok(format!("{wins}\n"))
}
