//! rhino's brute force: the instances read strictly, then every player's best five
//! of his seven cards ranked by `problems::plain` as the statement writes the rules.

use oracle::cases::{distinct, number, rank_suit_x, Lines};
use oracle::plain::{best, PlainKey};
use showdown::poker::Card;
use showdown::poker::Ladder;

/// One instance: the five community cards, then two cards for each player, player 1
/// first.
pub type Deal = Vec<Card>;

/// The statement's ranking: the ace plays high or low in a straight (A 2 3 4 5 is the
/// weakest), a straight never wraps (Q K A 2 3 is none), and flushes count.
const RULES: Ladder = Ladder::STANDARD;

/// The instances of a valid input.
///
/// # Errors
/// Why the input breaks the statement: N not one number from 1 to 10, a community
/// line without exactly five cards or a player's line without exactly two, a card
/// not spelled `Xh`, a card repeated within an instance, or no instance at all.
/// Blank lines where an instance would start are no instance and are passed over.
pub fn parse(text: &str) -> Result<Vec<Deal>, String> {
    let mut lines = Lines::new(text);
    let mut deals = Vec::new();
    while !lines.is_done() {
        let first = lines.words("an instance")?;
        if first.is_empty() {
            continue;
        }
        let case = deals.len() + 1;
        let in_case = |e: String| format!("instance {case}: {e}");
        let [n] = first[..] else {
            return Err(in_case("the first line must be N alone".into()));
        };
        let players = number(n, 1..=10, "the number of players N").map_err(in_case)?;
        let mut words = lines.exactly(5, "the community cards").map_err(in_case)?;
        for _ in 0..players {
            words.extend(lines.exactly(2, "a player's cards").map_err(in_case)?);
        }
        let cards: Deal = words
            .into_iter()
            .map(rank_suit_x)
            .collect::<Result<_, _>>()
            .map_err(in_case)?;
        distinct(&cards).map_err(in_case)?;
        deals.push(cards);
    }
    if deals.is_empty() {
        return Err("no instance".into());
    }
    Ok(deals)
}

/// The players, numbered from 1, whose best five of seven is the strongest.
///
/// # Panics
/// If `deal` is not five community cards and two cards for each of at least one
/// player, all distinct.
pub fn winners(deal: &[Card]) -> Vec<usize> {
    let (board, pockets) = deal.split_at(5);
    let keys: Vec<PlainKey> = pockets
        .chunks(2)
        .map(|pocket| best(&[board, pocket].concat(), RULES))
        .collect();
    let top = keys.iter().max().expect("at least one player");
    (1..)
        .zip(&keys)
        .filter(|(_, k)| *k == top)
        .map(|(p, _)| p)
        .collect()
}

/// One line per instance: its winners, ascending, separated by single spaces.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let line = |deal: &Deal| {
        let numbers: Vec<String> = winners(deal).iter().map(usize::to_string).collect();
        numbers.join(" ") + "\n"
    };
    Ok(parse(text)?.iter().map(line).collect())
}
