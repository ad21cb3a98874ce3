//! __NAME__ inputs: lines of ten cards up to the end of the input, Black's five then
//! White's; and the brute force the stress tester (`cargo xtask stress __NAME__`)
//! holds the solution to.

use showdown::poker::{Card, Ladder};
use oracle::Oracle;
use oracle::cases::{
    card_line_cases, card_line_oracle, card_line_text, mirrored, two_hands,
};
use oracle::maybe_crlf;
use oracle::plain::five;
use oracle::SplitMix64;
use std::cmp::Ordering;

// Change this to the statement's, read off its text again rather than taken from
// the solution, `problems/__NAME__/src/main.rs`: the brute force must not share its mistakes.
/// The ace high or low in a straight, flushes counted.
const LADDER: Ladder = Ladder::STANDARD;

/// The statement's bound on the test cases, and the test cases in [`max`].
const MAX_TESTS: usize = 100_000;

/// One test case: Black's five cards, then White's.
type Deal = [Card; 10];

/// 1 to `size` deals (at most [`MAX_TESTS`]), each [`two_hands`]: ties, the wheel,
/// the royal flush and hands that only their kickers tell apart come often, as
/// uniform deals almost never make them.
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let tests = 1 + rng.below(size.clamp(1, MAX_TESTS));
    let deals: Vec<Deal> = (0..tests).map(|_| ten(two_hands(rng))).collect();
    maybe_crlf(rng, card_line_text(&deals), 8)
}

/// [`MAX_TESTS`] [`mirrored`] deals: ties, and hands that differ only in their last
/// cards, make a comparison go through every tie-breaking rank before it answers.
fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_ca4d);
    let deals: Vec<Deal> = (0..MAX_TESTS).map(|_| ten(mirrored(&mut rng))).collect();
    card_line_text(&deals)
}

/// A deal of the generators' ten cards.
///
/// # Panics
/// Never: the generators deal ten cards.
fn ten(cards: Vec<Card>) -> Deal {
    cards.try_into().expect("ten cards")
}

/// The brute force: both hands of every deal keyed by `oracle::plain`, with
/// nothing of the library's evaluators; split, join and shrink as the cases of
/// lines of cards.
const ORACLE: Oracle = Oracle {
    max: Some(max),
    ..card_line_oracle::<10>(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

/// The winner of each deal, one a line, as the statement words it: the key of each
/// hand compared, the category first, then its tie-breaking ranks.
///
/// # Errors
/// Why the input breaks the statement: a line that is not ten distinct `TS` cards
/// separated by single spaces, or no line at all.
fn brute(text: &str) -> Result<String, String> {
    let mut out = String::new();
    for deal in card_line_cases::<10>(text)? {
        out.push_str(match five(&deal[..5], LADDER).cmp(&five(&deal[5..], LADDER)) {
            Ordering::Greater => "Black\n",
            Ordering::Less => "White\n",
            Ordering::Equal => "Tie\n",
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The oracle's own inputs are valid to its brute force, and the rest of its
    /// parts hold together (`oracle::check`); add the brute force's own cases here.
    #[test]
    fn the_oracle_checks_itself() {
        oracle::check(&ORACLE).unwrap();
    }
}
