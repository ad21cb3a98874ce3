//! decision's brute force: the input read strictly, then every one of the 720 pick
//! orders played out with no memo, each final split scored by the plain keys of `oracle::plain`.

use oracle::cases::{distinct, rank_suit, Lines};
use oracle::plain::best;
use showdown::poker::{Card, Ladder};
use std::cmp::Ordering;

/// One test case: Alice's 2 cards, Bob's 2, then the 6 community cards.
pub type Deal = [Card; 10];

/// The test cases of a valid input.
///
/// # Errors
/// Why the input breaks the statement: T outside 1 to [`super::MAX_TESTS`], a line
/// without the right number of cards, a card not spelled `TS`, a repeated card, or
/// anything after the last test.
///
/// # Panics
/// Never: the ten cards of a test are read by count.
pub fn parse(text: &str) -> Result<Vec<Deal>, String> {
    let mut lines = Lines::new(text);
    let tests = lines.number(1..=super::MAX_TESTS, "the number of tests T")?;
    let mut deals = Vec::new();
    for case in 1..=tests {
        let mut cards = Vec::with_capacity(10);
        for (count, what) in [(2, "Alice's cards"), (2, "Bob's cards"), (6, "the board")] {
            for word in lines.exactly(count, what)? {
                cards.push(rank_suit(word).map_err(|e| format!("test {case}: {e}"))?);
            }
        }
        distinct(&cards).map_err(|e| format!("test {case}: {e}"))?;
        deals.push(cards.try_into().expect("2 + 2 + 6 cards"));
    }
    lines.end()?;
    Ok(deals)
}

/// The answer to a whole input, one line per test.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let deals = parse(text)?;
    Ok(deals.iter().map(|d| format!("{}\n", winner(d))).collect())
}

/// The result of optimal play.
///
/// # Panics
/// If two of the ten cards are the same.
pub fn winner(deal: &Deal) -> &'static str {
    let mut hands = [[deal[0]; 5], [deal[2]; 5]];
    hands[0][1] = deal[1];
    hands[1][1] = deal[3];
    let board: [Card; 6] = deal[4..].try_into().expect("six board cards");
    match play(&mut hands, &board, 0) {
        1 => "Alice",
        0 => "Draw",
        _ => "Bob",
    }
}

/// Alice's value (win 1, draw 0, loss -1) of the game once the board cards in the
/// bit set `taken` are picked: Alice, who moves when an even number is taken,
/// maximises it over every free card, and Bob minimises it.
fn play(hands: &mut [[Card; 5]; 2], board: &[Card; 6], taken: u8) -> i8 {
    let picks = taken.count_ones() as usize;
    if picks == 6 {
        return match best(&hands[0], Ladder::STANDARD).cmp(&best(&hands[1], Ladder::STANDARD)) {
            Ordering::Greater => 1,
            Ordering::Equal => 0,
            Ordering::Less => -1,
        };
    }
    let mover = picks % 2;
    let mut values = (0..6).filter(|i| taken & 1 << i == 0).map(|i| {
        // The mover's third, fourth or fifth card: two picks make one round.
        hands[mover][2 + picks / 2] = board[i];
        play(hands, board, taken | 1 << i)
    });
    let first = values.next().expect("a card is left");
    values.fold(
        first,
        |best, v| if mover == 0 { best.max(v) } else { best.min(v) },
    )
}
