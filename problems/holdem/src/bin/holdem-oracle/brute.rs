//! holdem's brute force: the datasets read strictly, then every pair of the 45
//! cards left as the turn and the river, both seven-card hands ranked by the
//! plain keys of `oracle::plain`, written from the rules' text.

use oracle::cases::{distinct, suit_rank, Lines};
use oracle::plain::best;
use showdown::poker::{Card, Ladder};

/// One dataset: your two cards, the opponent's two, then the flop.
pub type Deal = [Card; 7];

/// The datasets of a valid input.
///
/// # Errors
/// Why the input breaks the statement: a line without the right number of cards, a
/// card not spelled `ST`, a repeated card, no `#` line, or anything after it.
///
/// # Panics
/// Never: the seven cards of a dataset are read by count.
pub fn parse(text: &str) -> Result<Vec<Deal>, String> {
    let mut lines = Lines::new(text);
    let mut deals = Vec::new();
    loop {
        let first = lines.words("a dataset or the `#` line")?;
        if first == ["#"] {
            lines.end()?;
            return Ok(deals);
        }
        let case = deals.len() + 1;
        let mut words = first;
        if words.len() != 2 {
            return Err(format!("dataset {case}: your cards must be 2 words"));
        }
        words.extend(lines.exactly(2, "the opponent's cards")?);
        words.extend(lines.exactly(3, "the flop")?);
        let cards: Vec<Card> = words
            .into_iter()
            .map(suit_rank)
            .collect::<Result<_, _>>()
            .map_err(|e| format!("dataset {case}: {e}"))?;
        distinct(&cards).map_err(|e| format!("dataset {case}: {e}"))?;
        deals.push(cards.try_into().expect("2 + 2 + 3 cards"));
    }
}

/// Your wins out of the 990 boards.
pub fn wins(deal: &Deal) -> u64 {
    let rest: Vec<Card> = Card::all().filter(|c| !deal.contains(c)).collect();
    let mut wins = 0;
    for i in 0..rest.len() {
        for j in i + 1..rest.len() {
            let board = [deal[4], deal[5], deal[6], rest[i], rest[j]];
            let you = best(&[&deal[..2], &board[..]].concat(), Ladder::STANDARD);
            let them = best(&[&deal[2..4], &board[..]].concat(), Ladder::STANDARD);
            wins += u64::from(you > them);
        }
    }
    wins
}

/// One line per dataset: wins / 990 as the binary prints it, the exact decimal
/// expansion cut after 20 digits.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let deals = parse(text)?;
    let line = |wins: u64| {
        let scaled = u128::from(wins) * 10u128.pow(20) / 990;
        format!(
            "{}.{:020}\n",
            scaled / 10u128.pow(20),
            scaled % 10u128.pow(20)
        )
    };
    Ok(deals.iter().map(|d| line(wins(d))).collect())
}
