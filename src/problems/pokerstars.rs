//! pokerstars inputs: T tests of n players, five `<rank> <suit-word>` cards each.

use crate::poker::Card;
use crate::problems::Oracle;
use crate::problems::deal;
use crate::rng::SplitMix64;
use std::fmt::Write;

/// Tests in [`max`]. The statement bounds neither T nor the input size; 20,000
/// tests is twenty times what the 10 s limit lets a naive solution (every board,
/// every five-card subset: about 1 ms a test) finish.
pub const MAX_TESTS: usize = 20_000;

/// The two-word spelling: `10 hearts`, `A spades`.
pub fn words(card: Card) -> String {
    let rank = match card.rank().symbol() {
        'T' => "10".to_string(),
        r => r.to_string(),
    };
    format!("{rank} {}", card.suit().word())
}

/// The input of the given player counts, each test dealt from a fresh deck.
pub fn input(rng: &mut SplitMix64, players: &[usize]) -> String {
    let mut text = format!("{}\n", players.len());
    for &n in players {
        writeln!(text, "{n}").expect("writing to a String");
        for card in deal(rng, 5 * n) {
            writeln!(text, "{}", words(card)).expect("writing to a String");
        }
    }
    text
}

/// One to four tests of 1 to 10 players.
pub fn random(rng: &mut SplitMix64, _size: usize) -> String {
    let players: Vec<usize> = (0..1 + rng.below(4)).map(|_| 1 + rng.below(10)).collect();
    let text = input(rng, &players);
    crate::problems::maybe_crlf(rng, text, 8)
}

/// [`MAX_TESTS`] tests, the player count cycling through 1 to 10.
pub fn max() -> String {
    let players: Vec<usize> = (0..MAX_TESTS).map(|t| 1 + t % 10).collect();
    input(&mut SplitMix64::new(0x5eed_0001), &players)
}

/// The brute force (still in `tests/`, see [`crate::problems::Oracle`]).
pub const ORACLE: Oracle = crate::problems::pending::ORACLE;
