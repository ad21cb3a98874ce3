//! euler54's brute force: the deals read strictly, each hand ranked by the
//! reference evaluator.

use crate::poker::reference::best_strength;
use crate::poker::{Card, Rules};
use crate::problems::cases::{distinct, rank_suit};

/// One deal: player 1's five cards, then player 2's.
pub type Deal = [Card; 10];

/// The deals of a valid input.
///
/// # Errors
/// Why the input breaks the statement: a line that is not ten `TS` cards separated
/// by single spaces, a repeated card in a deal, or no deal at all.
pub fn parse(text: &str) -> Result<Vec<Deal>, String> {
    let mut deals = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue; // the statement ignores blank lines
        }
        let cards: Vec<Card> = line
            .split(' ')
            .map(rank_suit)
            .collect::<Result<_, _>>()
            .map_err(|e| format!("line {}: {e}", i + 1))?;
        distinct(&cards).map_err(|e| format!("line {}: {e}", i + 1))?;
        let deal = cards
            .try_into()
            .map_err(|c: Vec<Card>| format!("line {}: {} cards, not 10", i + 1, c.len()))?;
        deals.push(deal);
    }
    if deals.is_empty() {
        return Err("no deal".into());
    }
    Ok(deals)
}

/// The number of deals player 1 wins outright, on its own line.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let deals = parse(text)?;
    let wins = deals
        .iter()
        .filter(|d| {
            best_strength(&d[..5], Rules::STANDARD) > best_strength(&d[5..], Rules::STANDARD)
        })
        .count();
    Ok(format!("{wins}\n"))
}
