//! handname's brute force: the hands read strictly, each named from its key by
//! `problems::plain` with the ace high or low.

use oracle::cases::counted_card_line_cases;
use oracle::plain::{five, CATEGORIES};
use showdown::poker::Card;
use showdown::poker::Ladder;

/// One test case: the five cards of a hand.
pub type Hand = [Card; 5];

/// The statement's bound on the number of test cases.
pub const MAX_TESTS: usize = 20;

/// The test cases of a valid input.
///
/// # Errors
/// Why the input breaks the statement: a first line that is not a number of test
/// cases from 1 to [`MAX_TESTS`], a line that is not five distinct `TS` cards
/// separated by single spaces, too few lines, or any line after the last case.
pub fn parse(text: &str) -> Result<Vec<Hand>, String> {
    counted_card_line_cases::<5, MAX_TESTS>(text)
}

/// The kind of a hand, as the statement spells it.
pub fn name(hand: &Hand) -> &'static str {
    // The statement names `problems::plain`'s categories so, but for one pair, and
    // names the straight flush to the ace apart.
    match five(hand, Ladder::STANDARD) {
        (8, top) if top == [14] => "royal flush",
        (category, _) => match CATEGORIES[category] {
            "one pair" => "pair",
            name => name,
        },
    }
}

/// One name a line, a line per test case.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let hands = parse(text)?;
    Ok(hands.iter().map(|h| format!("{}\n", name(h))).collect())
}
