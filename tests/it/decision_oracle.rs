//! Oracle test for `decision`: the library's answer on random deals, through
//! the text parser and `solve`, against a plain recursion over all 720 pick
//! orders whose leaves are scored by the reference evaluator.

use showdown::Card;
use showdown::decision::{self, Outcome};
use showdown::input::answer;
use showdown::poker::reference::best_strength;
use showdown::problems;
use showdown::rng::SplitMix64;
use std::cmp::Ordering;

/// `n` distinct cards drawn from `deck`, which loses them.
fn draw(rng: &mut SplitMix64, deck: &mut Vec<Card>, n: usize) -> Vec<Card> {
    (0..n)
        .map(|_| deck.swap_remove(rng.below(deck.len())))
        .collect()
}

/// Ten distinct cards: Alice's 2, Bob's 2, then the 6 on the board.
type Cards = Vec<Card>;

fn uniform_deal(rng: &mut SplitMix64) -> Cards {
    let mut deck: Vec<Card> = Card::all().collect();
    draw(rng, &mut deck, 10)
}

/// `n` cards of the rank of each of `cards`, in other suits, taken from `deck`.
fn twins(rng: &mut SplitMix64, deck: &mut Vec<Card>, cards: &[Card], n: usize) -> Cards {
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

/// Bob's private cards have the ranks of Alice's, and the board is three
/// pairs: Bob can copy each of Alice's picks by rank, so draws abound.
fn mirrored_deal(rng: &mut SplitMix64) -> Cards {
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
    [alice, bob, board].concat()
}

/// Alice's preference: win 1, draw 0, loss -1.
fn showdown_value(alice: &[Card], bob: &[Card]) -> i8 {
    match best_strength(alice).cmp(&best_strength(bob)) {
        Ordering::Greater => 1,
        Ordering::Equal => 0,
        Ordering::Less => -1,
    }
}

/// Every pick order, no memo: Alice maximises, Bob minimises.
fn brute_force(alice: &mut Vec<Card>, bob: &mut Vec<Card>, open: &[Card]) -> i8 {
    if open.is_empty() {
        return showdown_value(alice, bob);
    }
    let alice_moves = open.len().is_multiple_of(2);
    let mut best = if alice_moves { -1 } else { 1 };
    for i in 0..open.len() {
        let rest: Vec<Card> = open
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|p| *p.1)
            .collect();
        let mover = if alice_moves { &mut *alice } else { &mut *bob };
        mover.push(open[i]);
        let value = brute_force(alice, bob, &rest);
        if alice_moves { &mut *alice } else { &mut *bob }.pop();
        best = if alice_moves {
            best.max(value)
        } else {
            best.min(value)
        };
    }
    best
}

fn oracle(cards: &[Card]) -> &'static str {
    match brute_force(
        &mut cards[..2].to_vec(),
        &mut cards[2..4].to_vec(),
        &cards[4..],
    ) {
        1 => Outcome::Alice.name(),
        0 => Outcome::Draw.name(),
        _ => Outcome::Bob.name(),
    }
}

/// The input text, with cards in upper-case rank-then-suit form such as `JC`.
fn input_text(deals: &[Cards]) -> String {
    let mut text = format!("{}\n", deals.len());
    for cards in deals {
        problems::card_lines(&mut text, cards, &[2, 2, 6], problems::rank_suit);
    }
    text
}

#[test]
fn optimal_play_matches_brute_force_over_all_pick_orders() {
    let mut rng = SplitMix64::new(0x00de_c151_0a11_ce00);
    let mut deals: Vec<Cards> = (0..2_000).map(|_| uniform_deal(&mut rng)).collect();
    deals.extend((0..600).map(|_| mirrored_deal(&mut rng)));

    let out =
        answer(decision::solve, input_text(&deals).as_bytes()).expect("generated input is valid");
    let answers: Vec<&str> = out.lines().collect();
    assert_eq!(answers.len(), deals.len());

    let mut counts = [0usize; 3];
    for (k, (cards, &answer)) in deals.iter().zip(&answers).enumerate() {
        let expected = oracle(cards);
        assert_eq!(answer, expected, "deal {k}: {cards:?}");
        counts[["Alice", "Draw", "Bob"]
            .iter()
            .position(|&o| o == expected)
            .unwrap()] += 1;
    }
    // Every outcome must occur often, or the comparison would prove little.
    assert!(
        counts.iter().all(|&n| n >= 200),
        "Alice, Draw, Bob counts: {counts:?}"
    );
    println!("Alice, Draw, Bob counts: {counts:?}");
}
