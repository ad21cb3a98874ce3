//! decision inputs: T tests of Alice's 2 cards, Bob's 2 and the 6 community cards.

mod brute;

pub use brute::{brute, parse, winner, Deal};

use oracle::cases::{join_counted, plainer_inputs, split_with};
use oracle::{card_lines, deal, rank_suit};
use oracle::{Cases, Cut, Oracle};
use showdown::poker::Card;
use showdown::rng::SplitMix64;

/// The statement's bound on T.
pub const MAX_TESTS: usize = 100_000;

/// `tests` random tests.
pub fn input(rng: &mut SplitMix64, tests: usize) -> String {
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        card_lines(&mut text, &deal(rng, 10), &[2, 2, 6], rank_suit);
    }
    text
}

/// The input of these deals.
pub fn write(deals: &[Deal]) -> String {
    let mut text = format!("{}\n", deals.len());
    for cards in deals {
        card_lines(&mut text, cards, &[2, 2, 6], rank_suit);
    }
    text
}

/// 1 to `size` tests; one in four is [`mirrored`], where draws abound.
///
/// # Panics
/// Never: a deal is ten cards.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let deals: Vec<Deal> = (0..1 + rng.below(size.max(1)))
        .map(|_| match rng.below(4) {
            0 => mirrored(rng),
            _ => deal(rng, 10).try_into().expect("ten cards"),
        })
        .collect();
    oracle::maybe_crlf(rng, write(&deals), 8)
}

/// `n` distinct cards drawn from `deck`, which loses them.
fn draw(rng: &mut SplitMix64, deck: &mut Vec<Card>, n: usize) -> Vec<Card> {
    (0..n)
        .map(|_| deck.swap_remove(rng.below(deck.len())))
        .collect()
}

/// `n` cards of the rank of each of `cards`, in other suits, taken from `deck`.
fn twins(rng: &mut SplitMix64, deck: &mut Vec<Card>, cards: &[Card], n: usize) -> Vec<Card> {
    let mut out = Vec::new();
    for card in cards {
        for _ in 0..n {
            let same: Vec<usize> = (0..deck.len())
                .filter(|&i| deck[i].rank() == card.rank())
                .collect();
            out.push(deck.swap_remove(same[rng.below(same.len())]));
        }
    }
    out
}

/// Bob's private cards have the ranks of Alice's, and the board is three pairs:
/// Bob can copy each of Alice's picks by rank, so draws abound, and a solution
/// that gets a draw's value wrong shows it here.
///
/// # Panics
/// Never: the three board ranks are picked among those with two cards left.
pub fn mirrored(rng: &mut SplitMix64) -> Deal {
    let mut deck: Vec<Card> = Card::all().collect();
    let alice = draw(rng, &mut deck, 2);
    let bob = twins(rng, &mut deck, &alice, 1);
    let available = |r| deck.iter().filter(|c: &&Card| c.rank() == r).count() >= 2;
    let half_board = loop {
        let picks = draw(rng, &mut deck.clone(), 3);
        let distinct = (0..3).all(|i| picks[..i].iter().all(|b| b.rank() != picks[i].rank()));
        if distinct && picks.iter().all(|c| available(c.rank())) {
            break picks;
        }
    };
    let board = twins(rng, &mut deck, &half_board, 2);
    [alice, bob, board].concat().try_into().expect("ten cards")
}

/// [`MAX_TESTS`] tests.
pub fn max() -> String {
    input(&mut SplitMix64::new(0x5eed_0003), MAX_TESTS)
}

/// Each test as an input of its own.
fn split(text: &str) -> Option<Vec<String>> {
    split_with(text, parse, write)
}

/// A one-test input with one card made lower or clubs.
fn shrink(text: &str) -> Vec<String> {
    plainer_inputs(text, parse, write)
}

/// The brute force: every pick order, scored by the plain keys of `oracle::plain`.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split,
        join: join_counted,
    }),
    shrink: Some(shrink),
    beyond: &[("plus_t", Cut::NoPlus)],
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_join_and_shrink_keep_inputs_valid() {
        oracle::check(&ORACLE).unwrap();
        let sample = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/decision/sample.in"
        ))
        .unwrap();
        let expected = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/decision/sample.out"
        ))
        .unwrap();
        assert_eq!(brute(&sample), Ok(expected));
        assert_eq!(split(&sample).map(|s| s.len()), Some(9));
    }

    #[test]
    fn the_generator_makes_every_outcome_often() {
        // The oracle tests and stress compare only what the generator makes: a
        // generator that never made a draw would leave draws untested.
        let mut rng = SplitMix64::new(0xd1a3);
        let mut seen = std::collections::HashMap::new();
        for _ in 0..400 {
            let answer = brute(&random(&mut rng, 12)).expect("a valid input");
            for outcome in answer.lines() {
                *seen.entry(outcome.to_string()).or_insert(0) += 1;
            }
        }
        for outcome in ["Alice", "Bob", "Draw"] {
            let count = seen.get(outcome).copied().unwrap_or(0);
            assert!(count >= 200, "{outcome}: {count} of {seen:?}");
        }
    }

    #[test]
    fn invalid_inputs_are_refused() {
        let good = "1\nAS KS\nQS JS\nTS 9S 8S 7S 6S 5S\n";
        assert_eq!(brute(good).as_deref(), Ok("Alice\n"));
        for bad in [
            "0\n",
            "1\nAS KS\nQS JS\nTS 9S 8S 7S 6S\n",
            "1\nAS KS\nQS JS\nTS 9S 8S 7S 6S AS\n",
            "1\nAs KS\nQS JS\nTS 9S 8S 7S 6S 5S\n",
            "1\nAS KS QS\nJS\nTS 9S 8S 7S 6S 5S\n",
            "1\nAS KS\n\nQS JS\nTS 9S 8S 7S 6S 5S\n",
            "2\nAS KS\nQS JS\nTS 9S 8S 7S 6S 5S\n",
            "1\nAS KS\nQS JS\nTS 9S 8S 7S 6S 5S\nx\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
