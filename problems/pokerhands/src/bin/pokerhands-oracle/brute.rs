//! pokerhands' brute force: the deals read strictly, each hand keyed by
//! `oracle::plain` with the ace only high, and the keys compared as the statement
//! compares hands.

use oracle::cases::card_line_cases;
use oracle::plain::{five, PlainKey};
use showdown::poker::Card;
use showdown::poker::Ladder;
use std::cmp::Ordering;

/// One deal: Black's five cards, then White's.
pub type Deal = [Card; 10];

/// The deals of a valid input.
///
/// # Errors
/// Why the input breaks the statement: a line that is not ten `TS` cards separated
/// by single spaces, a repeated card on a line, or no deal at all.
pub fn parse(text: &str) -> Result<Vec<Deal>, String> {
    card_line_cases(text)
}

/// What the statement compares in a hand: the category, then, for three of a kind,
/// a full house and four of a kind, the value of the three or four alone (a deal from
/// one deck never holds two such hands of one value, so the cut never decides), and
/// the plain tie-breaking ranks otherwise.
fn key(hand: &[Card]) -> PlainKey {
    let (category, mut ranks) = five(hand, Ladder::ACE_HIGH);
    if matches!(category, 3 | 6 | 7) {
        ranks.truncate(1);
    }
    (category, ranks)
}

/// The verdict of one deal, as the statement prints it.
pub fn verdict(deal: &Deal) -> &'static str {
    match key(&deal[..5]).cmp(&key(&deal[5..])) {
        Ordering::Greater => "Black wins.",
        Ordering::Less => "White wins.",
        Ordering::Equal => "Tie.",
    }
}

/// One verdict a line, a line per deal.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let deals = parse(text)?;
    Ok(deals.iter().map(|d| format!("{}\n", verdict(d))).collect())
}
