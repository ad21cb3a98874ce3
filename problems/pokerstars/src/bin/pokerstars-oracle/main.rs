//! pokerstars inputs: T tests of n players, five `<rank> <suit-word>` cards each.

mod brute;

pub use brute::{brute, parse, wins};

use oracle::cases::{fewer_or_plainer_inputs, join_counted, split_with};
use oracle::{deal, of_suit, suits};
use oracle::{Cases, Cut, Oracle};
use showdown::poker::Card;
use showdown::rng::SplitMix64;
use std::fmt::Write;

/// Tests in [`max`]. The statement bounds neither T nor the input size; 20,000
/// tests is twenty times what the 10 s limit lets a naive solution (every board,
/// every five-card subset: about 1 ms a test) finish.
pub const MAX_TESTS: usize = 20_000;

/// Players in each test of [`max`]: the count whose tests are slowest (see [`slowest`]).
pub const MAX_PLAYERS: usize = 4;

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

/// 1 to 1 + `size` / 8 tests (the brute force takes up to 5 ms a test) of 1 to
/// (`size` + 1) / 2 players, at most 10.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let most = ((size + 1) / 2).clamp(1, 10);
    let players: Vec<usize> = (0..1 + rng.below(1 + size / 8))
        .map(|_| 1 + rng.below(most))
        .collect();
    let text = input(rng, &players);
    oracle::maybe_crlf(rng, text, 8)
}

/// [`MAX_TESTS`] tests of [`MAX_PLAYERS`] players dealt as [`slowest`] deals them.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_0001);
    let tests: Vec<Vec<Card>> = (0..MAX_TESTS)
        .map(|_| slowest(&mut rng, MAX_PLAYERS))
        .collect();
    write(&tests)
}

/// The slowest deal known for `players` (at most 4) players: each holds four cards
/// of a suit of his own and one other card, ranks at random.
///
/// Slow because the board search saves work through suits (`showdown::equity`'s
/// search): a suit no one can still make a flush in is dead, and its cards are
/// counted by rank with a weight instead of one by one, and suits that swap without
/// changing any hand let one board stand for several. Here one more card of his
/// suit gives a player a flush, so every suit a player owns stays live on every
/// board, and no suit permutation fixes the hands. With 4 players (496 boards, four
/// live suits) a test takes about 2.5 times as long as a random test of 1 to 10
/// players; 3 players are about 20% faster than 4, and 5 or more leave few boards.
///
/// # Panics
/// If `players` is 0 or more than 4.
pub fn slowest(rng: &mut SplitMix64, players: usize) -> Vec<Card> {
    let mut hands: Vec<Vec<Card>> = suits(rng, players)
        .into_iter()
        .map(|suit| of_suit(rng, suit, 4))
        .collect();
    let mut rest: Vec<Card> = Card::all()
        .filter(|c| !hands.iter().flatten().any(|h| h == c))
        .collect();
    rng.choose_front(&mut rest, players);
    for (hand, &fifth) in hands.iter_mut().zip(&rest) {
        hand.push(fifth);
        rng.shuffle(hand);
    }
    hands.concat()
}

/// The input of these tests, each the players' cards, five per player.
pub fn write(tests: &[Vec<Card>]) -> String {
    let mut text = format!("{}\n", tests.len());
    for cards in tests {
        writeln!(text, "{}", cards.len() / 5).expect("writing to a String");
        for &card in cards {
            writeln!(text, "{}", words(card)).expect("writing to a String");
        }
    }
    text
}

/// Each test as an input of its own.
fn split(text: &str) -> Option<Vec<String>> {
    split_with(text, parse, write)
}

/// A one-test input without one of its players, or with one card made lower or clubs.
fn shrink(text: &str) -> Vec<String> {
    fewer_or_plainer_inputs(text, parse, write, 0, 5)
}

/// The brute force: every table, the plain keys of `oracle::plain` on every player's hand.
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
            "/../../fixtures/pokerstars/sample1.in"
        ))
        .unwrap();
        assert_eq!(brute(&sample).as_deref(), Ok("1 0 0 0\n"));
        let slow = write(&[slowest(&mut SplitMix64::new(4), MAX_PLAYERS)]);
        assert!(brute(&slow).is_ok(), "{slow}");
        let three = input(&mut SplitMix64::new(3), &[3]);
        let fewer = shrink(&three);
        assert!(fewer[..3].iter().all(|t| parse(t).unwrap()[0].len() == 10));
    }

    #[test]
    fn invalid_inputs_are_refused() {
        let one = "1\n1\n2 clubs\n3 clubs\n4 clubs\n5 clubs\n10 clubs\n";
        assert_eq!(brute(one).as_deref(), Ok("1\n"));
        let eleven = input(&mut SplitMix64::new(1), &[10]).replacen("\n10\n", "\n11\n", 1);
        for bad in [
            "1\n0\n".to_string(),
            one.replace("10 clubs", "T clubs"),
            one.replace("10 clubs", "10 Clubs"),
            one.replace("10 clubs", "2 clubs"),
            one.replace("10 clubs\n", ""),
            one.replace("10 clubs", "10\nclubs"),
            one.replacen("1\n", "2\n", 1),
            format!("{one}x\n"),
            eleven,
        ] {
            assert!(brute(&bad).is_err(), "{bad:?}");
        }
    }
}
