//! holdem inputs: datasets of your two cards, the opponent's two and the flop, then `#`.

mod brute;

pub use brute::{brute, parse, wins, Deal};

use oracle::cases::{plainer_inputs, split_with};
use oracle::{card_lines, deal, of_suit, suit_rank, suits};
use oracle::{Cases, Oracle};
use showdown::rng::SplitMix64;

/// Datasets in [`max`]. The statement does not bound them; 50,000 is fifty times
/// what the 8 s limit lets a naive solution (990 boards, every five-card subset of
/// both hands: about 1 ms a dataset) finish.
pub const MAX_DATASETS: usize = 50_000;

/// `datasets` random datasets and the closing `#` line.
pub fn input(rng: &mut SplitMix64, datasets: usize) -> String {
    let mut text = String::new();
    for _ in 0..datasets {
        card_lines(&mut text, &deal(rng, 7), &[2, 2, 3], suit_rank);
    }
    text.push_str("#\n");
    text
}

/// 1 to 1 + `size` / 8 datasets: the brute force takes about a millisecond each.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let datasets = 1 + rng.below(1 + size / 8);
    let text = input(rng, datasets);
    oracle::maybe_crlf(rng, text, 8)
}

/// [`MAX_DATASETS`] datasets, each dealt as [`slowest`] deals them.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_0002);
    let deals: Vec<Deal> = (0..MAX_DATASETS).map(|_| slowest(&mut rng)).collect();
    write(&deals)
}

/// The slowest dataset known: each player's two cards of a suit of his own, and
/// the flop two cards of your suit and one of the opponent's, ranks at random.
///
/// Slow because the board search saves work through suits (`showdown::equity`'s
/// search): a suit no one can still make a flush in is dead, its cards counted by
/// rank with a weight, and suits that swap without changing any hand let one board
/// stand for several. Here you hold four to a flush and the opponent three, so both
/// suits stay live through the turn and the river and no suit permutation fixes the
/// deal: about 2.4 times as long as a random dataset (two of the opponent's suit on
/// the flop instead is about 10% faster).
pub fn slowest(rng: &mut SplitMix64) -> Deal {
    let [yours, theirs] = suits(rng, 2)[..] else {
        unreachable!("two suits")
    };
    let (yours, theirs) = (of_suit(rng, yours, 4), of_suit(rng, theirs, 3));
    let mut flop = [yours[2], yours[3], theirs[2]];
    rng.shuffle(&mut flop);
    [
        yours[0], yours[1], theirs[0], theirs[1], flop[0], flop[1], flop[2],
    ]
}

/// The input of these datasets and the `#` line.
pub fn write(deals: &[Deal]) -> String {
    let mut text = String::new();
    for cards in deals {
        card_lines(&mut text, cards, &[2, 2, 3], suit_rank);
    }
    text.push_str("#\n");
    text
}

/// Each dataset as an input of its own.
fn split(text: &str) -> Option<Vec<String>> {
    split_with(text, parse, write)
}

/// The datasets of all the inputs, in order, and one `#` line.
fn join(inputs: &[String]) -> String {
    let lines = inputs
        .iter()
        .flat_map(|i| i.lines().take_while(|l| l.trim() != "#"));
    lines
        .map(|l| format!("{l}\n"))
        .chain(["#\n".into()])
        .collect()
}

/// A one-dataset input with one card made lower or clubs.
fn shrink(text: &str) -> Vec<String> {
    plainer_inputs(text, parse, write)
}

/// The brute force: every turn and river, the plain keys of `oracle::plain` on both hands.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases { split, join }),
    shrink: Some(shrink),
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
            "/../../fixtures/holdem/sample1.in"
        ))
        .unwrap();
        let wins: Vec<u64> = parse(&sample).unwrap().iter().map(wins).collect();
        assert_eq!(wins, [990, 341, 624]);
        assert_eq!(split(&sample).map(|s| s.len()), Some(3));
        let slow = write(&[slowest(&mut SplitMix64::new(5))]);
        assert_eq!(split(&slow).map(|s| s.len()), Some(1), "{slow}");
        let one = brute("SA SK\nDA CA\nSQ SJ ST\n#\n").unwrap();
        assert_eq!(one, "1.00000000000000000000\n");
    }

    #[test]
    fn invalid_inputs_are_refused() {
        assert_eq!(brute("#\n").as_deref(), Ok(""));
        for bad in [
            "",
            "SA SK\nDA CA\nSQ SJ ST\n",
            "SA SK\nDA CA\nSQ SJ ST\n#\nSA\n",
            "SA SK\nDA CA\nSQ SJ\n#\n",
            "SA SK DA\nCA\nSQ SJ ST\n#\n",
            "SA SK\nDA SA\nSQ SJ ST\n#\n",
            "AS SK\nDA CA\nSQ SJ ST\n#\n",
            "Sa SK\nDA CA\nSQ SJ ST\n#\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
