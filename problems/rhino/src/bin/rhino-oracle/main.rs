//! rhino inputs: instances up to the end of the input, each a line with N (1 to 10),
//! a line of the five community cards, then N lines of a player's two cards, every
//! card spelled rank then lower-case suit with `X` for the ten (`Xh`).

mod brute;

pub use brute::{brute, parse, winners, Deal};

use oracle::card_lines;
use oracle::cases::{fewer_or_plainer_inputs, join_with, split_with};
use oracle::{Cases, Cut, Oracle};
use showdown::poker::{Card, Rank, Suit};
use showdown::rng::SplitMix64;
use std::fmt::Write;

/// Instances in [`max`]: the statement's bound.
pub const MAX_INSTANCES: usize = 1_000;

/// Players in each instance of [`max`]: the statement's bound.
pub const MAX_PLAYERS: usize = 10;

/// rhino's spelling of a card: rank then lower-case suit, `X` for the ten.
pub fn spelling(card: Card) -> String {
    card.to_string().replace('T', "X")
}

/// The input of these instances.
pub fn write(deals: &[Deal]) -> String {
    let mut text = String::new();
    for cards in deals {
        let players = (cards.len() - 5) / 2;
        writeln!(text, "{players}").expect("writing to a String");
        let sizes = [&[5][..], &vec![2; players]].concat();
        card_lines(&mut text, cards, &sizes, spelling);
    }
    text
}

/// A random card of `left` that `fits`, taken out of it; `None` when none fits.
fn draw(rng: &mut SplitMix64, left: &mut Vec<Card>, fits: impl Fn(Card) -> bool) -> Option<Card> {
    let fitting: Vec<usize> = (0..left.len()).filter(|&i| fits(left[i])).collect();
    (!fitting.is_empty()).then(|| left.swap_remove(fitting[rng.below(fitting.len())]))
}

/// A board the statement's rules hinge on, one time in three a uniform one: A 2 3 4
/// and a fifth card (a 5 in hand makes the wheel, a 5 and a 6 the 6-high straight
/// that beats it), Q K A 2 3 (no straight: it does not wrap), four of a rank and a
/// fifth card (the kickers decide, or everybody ties), or X J Q K of one suit and a
/// fifth card (the ace or the 9 of that suit in hand makes a straight flush).
fn board(rng: &mut SplitMix64, left: &mut Vec<Card>) -> Vec<Card> {
    let rank = |symbol: u8| {
        Rank::from_index(
            b"23456789TJQKA"
                .iter()
                .position(|&r| r == symbol)
                .expect("a rank"),
        )
    };
    let mut cards = Vec::with_capacity(5);
    let mut of_rank = |rng: &mut SplitMix64, left: &mut Vec<Card>, r: Rank| {
        cards.extend(draw(rng, left, |c| c.rank() == r));
    };
    match rng.below(6) {
        0 => b"A234".iter().for_each(|&r| of_rank(rng, left, rank(r))),
        1 => b"QKA23".iter().for_each(|&r| of_rank(rng, left, rank(r))),
        2 => {
            let r = Rank::from_index(rng.below(13));
            (0..4).for_each(|_| of_rank(rng, left, r));
        }
        3 => {
            let suit = Suit::from_index(rng.below(4));
            for r in b"TJQK".iter().map(|&r| rank(r)) {
                cards.extend(draw(rng, left, |c| c == Card::new(r, suit)));
            }
        }
        _ => {}
    }
    while cards.len() < 5 {
        cards.extend(draw(rng, left, |_| true));
    }
    cards
}

/// One instance of `players` players on a [`board`]; one player in three after the
/// first holds the ranks of the player before him in other suits where they are
/// left, so that ties, rare in uniform deals, come often.
fn instance(rng: &mut SplitMix64, players: usize) -> Deal {
    let mut left: Vec<Card> = Card::all().collect();
    let mut cards = board(rng, &mut left);
    for p in 0..players {
        let mirrored = p > 0 && rng.below(3) == 0;
        for _ in 0..2 {
            // Two back is the card of the player before in the same place.
            let twin = mirrored.then(|| cards[cards.len() - 2].rank());
            let card = twin.and_then(|r| draw(rng, &mut left, |c| c.rank() == r));
            let card = card.or_else(|| draw(rng, &mut left, |_| true));
            cards.push(card.expect("52 cards are enough for 10 players"));
        }
    }
    cards
}

/// 1 to `size` instances (at most [`MAX_INSTANCES`]) of 1 to `size` players (at most
/// [`MAX_PLAYERS`]): size 1 is one instance of one player.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    let size = size.max(1);
    let deals: Vec<Deal> = (0..1 + rng.below(size.min(MAX_INSTANCES)))
        .map(|_| {
            let players = 1 + rng.below(size.min(MAX_PLAYERS));
            instance(rng, players)
        })
        .collect();
    oracle::maybe_crlf(rng, write(&deals), 8)
}

/// [`MAX_INSTANCES`] instances of [`MAX_PLAYERS`] players, the statement's bounds,
/// each board four of a rank and the highest card left, so that all ten players tie.
///
/// A best five of seven costs the same whatever the cards (every one of the 21
/// subsets, or one table look-up of the seven), so no hand is slower to rank than
/// another, and the work is fixed by the bounds: 10,000 seven-card hands. What
/// the cards can still make largest is the answer: a ten-way tie is the longest
/// line, `1 2 3 4 5 6 7 8 9 10`, and makes every player one the solution must keep.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_0006);
    let deals: Vec<Deal> = (0..MAX_INSTANCES)
        .map(|_| {
            let mut left: Vec<Card> = Card::all().collect();
            let quads = Rank::from_index(rng.below(13));
            let top = if quads == Rank::ACE {
                Rank::from_index(11)
            } else {
                Rank::ACE
            };
            let mut cards: Deal = Suit::all().map(|s| Card::new(quads, s)).collect();
            left.retain(|c| c.rank() != quads);
            cards.extend(draw(&mut rng, &mut left, |c| c.rank() == top));
            for _ in 0..2 * MAX_PLAYERS {
                cards.extend(draw(&mut rng, &mut left, |_| true));
            }
            cards
        })
        .collect();
    write(&deals)
}

/// The brute force: every player's best five of seven, ranked the plain way; an
/// input splits into its instances, and one instance shrinks to one player fewer
/// (when it has two or more) or one card plainer.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    cases: Some(Cases {
        split: |text| split_with(text, parse, write),
        join: |inputs| join_with(inputs, parse, write),
    }),
    shrink: Some(|text| fewer_or_plainer_inputs(text, parse, write, 5, 2)),
    beyond: &[("trailing_", Cut::Lines(3)), ("blank_inside", Cut::NoBlank)],
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
        let one = "2\nAh 2c 3d 4s Kc\n5h 9d\n5c 6h\n";
        assert_eq!(brute(one).as_deref(), Ok("2\n"));
        let fewer = (ORACLE.shrink.expect("a shrinker"))(one);
        assert_eq!(
            fewer[..2],
            ["1\nAh 2c 3d 4s Kc\n5c 6h\n", "1\nAh 2c 3d 4s Kc\n5h 9d\n"]
        );
        assert_eq!(spelling("Td".parse().unwrap()), "Xd");
    }

    #[test]
    fn random_inputs_grow_from_one_instance_of_one_player() {
        let mut rng = SplitMix64::new(3);
        let smallest = parse(&random(&mut rng, 1)).unwrap();
        assert!(smallest.len() == 1 && smallest[0].len() == 7);
        let mut ties = 0;
        for _ in 0..200 {
            for deal in parse(&random(&mut rng, 10)).unwrap() {
                assert!(deal.len() <= 5 + 2 * MAX_PLAYERS);
                ties += usize::from(winners(&deal).len() > 1);
            }
        }
        assert!(ties > 50, "only {ties} ties");
    }

    #[test]
    fn the_largest_input_is_the_bounds_and_all_ten_tie() {
        let text = max();
        let deals = parse(&text).unwrap();
        assert_eq!(deals.len(), MAX_INSTANCES);
        assert!(deals.iter().all(|d| d.len() == 5 + 2 * MAX_PLAYERS));
        let answer = brute(&text).unwrap();
        assert!(answer.lines().all(|l| l == "1 2 3 4 5 6 7 8 9 10"));
        assert_eq!(answer.lines().count(), MAX_INSTANCES);
    }

    #[test]
    fn invalid_inputs_are_refused() {
        let one = "1\n2s 9c Xh Ac 4d\nKd Kh\n";
        let answer = |text: &str| brute(text).ok();
        assert_eq!(answer(one).as_deref(), Some("1\n"));
        assert_eq!(
            answer(&format!("\n{one}\n{one}\n")).as_deref(),
            Some("1\n1\n")
        );
        let edits = [
            ("1\n", "0\n"),
            ("1\n", "11\n"),
            ("1\n", "+1\n"),
            ("1\n", "1 1\n"),
            ("Xh", "Th"),
            ("Xh", "XH"),
            ("Kh", "9c"),
            ("Kd Kh", "Kd"),
            ("Kd Kh", "Kd Kh Qs"),
            ("Ac 4d", "Ac"),
            ("\nKd", "\n\nKd"),
            ("Kh\n", "Kh\n2\n"),
            ("Kh\n", "Kh\nx\n"),
        ];
        let refused = |(from, to): (&str, &str)| answer(&one.replacen(from, to, 1)).is_none();
        assert!(edits.into_iter().all(refused));
        assert!(answer("").is_none() && answer("\n\n").is_none());
    }
}
