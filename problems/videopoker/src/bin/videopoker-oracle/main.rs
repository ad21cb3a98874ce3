//! videopoker's oracle: the brute force, every draw of every one of the 32 holds of
//! each hand, each final hand's category read off the statement's text, with nothing
//! of the library's video poker or evaluators; about a tenth of a second a hand.

use oracle::cases::{distinct, number, rank_suit, Lines};
use oracle::{deal, Cut, Oracle, SplitMix64};
use showdown::poker::Card;

/// One test case: the nine payouts, pair to royal flush, and the hands.
type Case = ([u64; 9], Vec<[Card; 5]>);

/// The test cases of a valid input: T, then each case's line of nine payouts from 0
/// to 1000, its line with n from 1 to 10, and n lines of five distinct cards spelled
/// rank then lower-case suit.
fn parse(input: &str) -> Result<Vec<Case>, String> {
    let mut lines = Lines::new(input);
    let tests = lines.number(1..=100, "T")?;
    let mut cases = Vec::new();
    for _ in 0..tests {
        let words = lines.exactly(9, "the payouts")?;
        let mut payouts = [0; 9];
        for (payout, word) in payouts.iter_mut().zip(words) {
            *payout = number(word, 0..=1000, "a payout")? as u64;
        }
        let n = lines.number(1..=10, "n")?;
        let mut hands = Vec::new();
        for _ in 0..n {
            let words = lines.exactly(5, "a hand")?;
            let mut hand = [Card::from_index(0); 5];
            for (card, word) in hand.iter_mut().zip(words) {
                // Rank then suit, the suit in lower case (`Ah`, `Tc`).
                let upper = word.to_ascii_uppercase();
                let lower_suit = word.len() == 2 && word.as_bytes()[1].is_ascii_lowercase();
                *card = rank_suit(&upper)
                    .ok()
                    .filter(|_| lower_suit)
                    .ok_or_else(|| format!("not a card: `{word}`"))?;
            }
            distinct(&hand)?;
            hands.push(hand);
        }
        cases.push((payouts, hands));
    }
    lines.end()?;
    Ok(cases)
}

/// What a final hand pays: its strongest category, read off the statement (a
/// straight takes the ace high or low, never both; the royal flush is T J Q K A of
/// one suit; any pair pays).
fn payout(hand: &[Card; 5], payouts: &[u64; 9]) -> u64 {
    let mut counts = [0usize; 13];
    for card in hand {
        counts[card.rank().index()] += 1;
    }
    let flush = hand.iter().all(|c| c.suit() == hand[0].suit());
    let mut sizes = counts;
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    // The ranks present, the deuce bit 0: five in a row, or A 2 3 4 5.
    let ranks: u32 = (0..13).filter(|&r| counts[r] > 0).map(|r| 1 << r).sum();
    let lowest = ranks.trailing_zeros();
    let straight = ranks >> lowest == 0b11111 || ranks == 0b1_0000_0000_1111;
    let ten_to_ace = ranks == 0b1_1111_0000_0000;
    let [pair, two, three, straight_pay, flush_pay, full, four, straight_flush, royal] = *payouts;
    match () {
        _ if flush && ten_to_ace => royal,
        _ if flush && straight => straight_flush,
        _ if sizes[0] == 4 => four,
        _ if sizes[..2] == [3, 2] => full,
        _ if flush => flush_pay,
        _ if straight => straight_pay,
        _ if sizes[0] == 3 => three,
        _ if sizes[..2] == [2, 2] => two,
        _ if sizes[0] == 2 => pair,
        _ => 0,
    }
}

/// The largest expected payout of `hand` over its 32 holds: each hold's payouts over
/// every draw of the 47 cards not dealt, summed, over their number; as a fraction.
fn best(hand: &[Card; 5], payouts: &[u64; 9]) -> (u64, u64) {
    let deck: Vec<Card> = Card::all().filter(|c| !hand.contains(c)).collect();
    let mut best = (0, 1);
    for kept in 0..32u32 {
        let held: Vec<Card> = (0..5)
            .filter(|i| kept >> i & 1 == 1)
            .map(|i| hand[i])
            .collect();
        let (mut sum, mut draws) = (0, 0);
        let mut final_hand = [hand[0]; 5];
        final_hand[..held.len()].copy_from_slice(&held);
        each_draw(
            &deck,
            5 - held.len(),
            0,
            &mut final_hand,
            held.len(),
            &mut |f| {
                sum += payout(f, payouts);
                draws += 1;
            },
        );
        if u128::from(sum) * u128::from(best.1) > u128::from(best.0) * u128::from(draws) {
            best = (sum, draws);
        }
    }
    best
}

/// Calls `f` with `hand` completed by every set of `k` cards of `deck[from..]`.
fn each_draw(
    deck: &[Card],
    k: usize,
    from: usize,
    hand: &mut [Card; 5],
    at: usize,
    f: &mut dyn FnMut(&[Card; 5]),
) {
    if k == 0 {
        f(hand);
        return;
    }
    for i in from..deck.len() {
        hand[at] = deck[i];
        each_draw(deck, k - 1, i + 1, hand, at + 1, f);
    }
}

/// Each hand's best expected payout, a line each, seven digits after the point.
fn brute(input: &str) -> Result<String, String> {
    let mut answer = String::new();
    for (payouts, hands) in parse(input)? {
        for hand in &hands {
            let (sum, draws) = best(hand, &payouts);
            answer += &format!("{:.7}\n", sum as f64 / draws as f64);
        }
    }
    Ok(answer)
}

/// A hand, one time in two of a shape the holds hinge on: a pair, two pairs, four to
/// a flush or to a straight (an open one, or the wheel's), or three to a royal.
fn hand(rng: &mut SplitMix64) -> String {
    let mut cards = deal(rng, 5);
    let shape = rng.below(10);
    if shape < 5 {
        let picks: &[&str] = &[
            "2d 2c 7h 9s Kd",
            "5h 5s Jc Jd 3c",
            "Ah 7h 4h 2h Kc",
            "2d 4h 5d 3c 9c",
            "Ts Js Qs 4c 8d",
        ];
        cards = Card::parse_list(picks[shape]).expect("cards");
    }
    let words: Vec<String> = cards.iter().map(Card::to_string).collect();
    words.join(" ")
}

/// 1 to `size` test cases (at most 2) of 1 to `size` hands (at most 2): payouts
/// increasing from 0 to 1000, equal neighbours and zeros included.
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let tests = 1 + rng.below(size.min(2));
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let mut payouts: Vec<usize> = (0..9).map(|_| rng.below(1001)).collect();
        payouts.sort_unstable();
        let words: Vec<String> = payouts.iter().map(usize::to_string).collect();
        let hands = 1 + rng.below(size.min(2));
        text += &format!("{}\n{hands}\n", words.join(" "));
        for _ in 0..hands {
            text += &hand(rng);
            text.push('\n');
        }
    }
    text
}

/// The statement's bounds: 100 test cases of 10 hands each.
fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_2775);
    let mut text = String::from("100\n");
    for _ in 0..100 {
        let mut payouts: Vec<usize> = (0..9).map(|_| rng.below(1001)).collect();
        payouts.sort_unstable();
        let words: Vec<String> = payouts.iter().map(usize::to_string).collect();
        text += &format!("{}\n10\n", words.join(" "));
        for _ in 0..10 {
            text += &hand(&mut rng);
            text.push('\n');
        }
    }
    text
}

const ORACLE: Oracle = Oracle {
    max: Some(max),
    beyond: &[("plus_", Cut::NoPlus), ("trailing_", Cut::Lines(4))],
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_a_strict_reader() {
        oracle::check(&ORACLE).unwrap();
        let sample = "1\n1 2 3 4 5 10 25 100 250\n2\nKs Qs Js Ts 2h\n2d 4h 5d 3c 9c\n";
        assert_eq!(brute(sample).unwrap(), "8.9574468\n0.9361702\n");
        for bad in [
            "1\n1 2 3 4 5 10 25 100\n1\nKs Qs Js Ts 2h\n",
            "1\n1 2 3 4 5 10 25 100 1001\n1\nKs Qs Js Ts 2h\n",
            "1\n1 2 3 4 5 10 25 100 250\n1\nKS Qs Js Ts 2h\n",
            "1\n1 2 3 4 5 10 25 100 250\n1\nKs Ks Js Ts 2h\n",
            "1\n1 2 3 4 5 10 25 100 250\n0\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
