//! pokerstars' brute force: the tests read strictly, then every pair of the cards
//! nobody holds as the table, every player's seven cards ranked by the plain keys
//! of `oracle::plain`, and the wins written modulo the prime by plain square-and-multiply.

use oracle::cases::{distinct, words, Lines};
use oracle::plain::best;
use showdown::poker::{Card, Ladder};

/// The prime modulus of the answers, written here apart from the solution's.
const M: u128 = 100_055_128_505_716_009;

/// The tests of a valid input, each the players' cards, five per player.
///
/// # Errors
/// Why the input breaks the statement: n outside 1 to 10, a line that is not one
/// `<rank> <suit>` card, a repeated card, or anything after the last test.
pub fn parse(text: &str) -> Result<Vec<Vec<Card>>, String> {
    let mut lines = Lines::new(text);
    let tests = lines.number(0..=usize::MAX, "the number of tests T")?;
    let mut deals = Vec::new();
    for case in 1..=tests {
        let in_case = |e: String| format!("test {case}: {e}");
        let n = lines
            .number(1..=10, "the number of players n")
            .map_err(in_case)?;
        let mut cards = Vec::with_capacity(5 * n);
        for _ in 0..5 * n {
            let card = lines.exactly(2, "a card").map_err(in_case)?;
            cards.push(words(card[0], card[1]).map_err(in_case)?);
        }
        distinct(&cards).map_err(in_case)?;
        deals.push(cards);
    }
    lines.end()?;
    Ok(deals)
}

/// Each player's wins over every table, a shared best hand going to the first of them.
///
/// # Panics
/// If `cards` is empty, not five per player, or repeats a card.
pub fn wins(cards: &[Card]) -> Vec<u64> {
    let hands: Vec<&[Card]> = cards.chunks(5).collect();
    let rest: Vec<Card> = Card::all().filter(|c| !cards.contains(c)).collect();
    let mut wins = vec![0; hands.len()];
    for i in 0..rest.len() {
        for j in i + 1..rest.len() {
            let strengths = hands
                .iter()
                .map(|h| best(&[h, &[rest[i], rest[j]][..]].concat(), Ladder::STANDARD));
            // `max_by_key` keeps the last of equal maxima, so compare on the
            // reversed index too: the first player of the best hand wins.
            let (winner, _) = strengths
                .enumerate()
                .max_by_key(|(p, s)| (s.clone(), std::cmp::Reverse(*p)))
                .expect("a player");
            wins[winner] += 1;
        }
    }
    wins
}

/// `base^exp mod M`.
fn power(base: u128, mut exp: u128) -> u128 {
    let (mut result, mut base) = (1, base % M);
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % M;
        }
        base = base * base % M;
        exp >>= 1;
    }
    result
}

/// One line per test: wins_i / C(R, 2) modulo M for each player, by Fermat's inverse.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let mut out = String::new();
    for cards in parse(text)? {
        let rest = 52 - cards.len() as u128;
        let inverse = power(rest * (rest - 1) / 2, M - 2);
        let values: Vec<String> = (wins(&cards).iter())
            .map(|&w| (u128::from(w) * inverse % M).to_string())
            .collect();
        out.push_str(&values.join(" "));
        out.push('\n');
    }
    Ok(out)
}
