//! The best five of N cards and the best hand with exactly k pocket cards, held to
//! plain enumeration of every five-card subset with the ladder's plain key
//! ([`Ladder::best_of`], and the subsets below for the pocket, both through
//! [`ReferenceFive`], the plain keys worked out once): on 1,000,000 random deals of
//! each kind spread over the proven ladders, and on every deal of small decks.

use crate::support::{PROVEN, ReferenceFive};
use showdown::poker::{Card, Evaluator, Ladder, LadderKey, Rank, Strength, Suit};
use showdown::rng::SplitMix64;
use std::thread;

/// Every `k`-card subset of `cards`, in order.
fn subsets(cards: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..cards.len() {
        for mut rest in subsets(&cards[i + 1..], k - 1) {
            rest.insert(0, cards[i]);
            out.push(rest);
        }
    }
    out
}

/// The plain best hand of `k` of `pocket` and `5 - k` of `board`.
fn plain_with_pocket(pocket: &[Card], board: &[Card], k: usize, ladder: Ladder) -> LadderKey {
    let table = ReferenceFive::of(ladder);
    let from_board = subsets(board, 5 - k);
    let mut best = None;
    for mine in subsets(pocket, k) {
        for theirs in &from_board {
            let five = std::array::from_fn(|i| if i < k { mine[i] } else { theirs[i - k] });
            best = best.max(Some(table.five(five)));
        }
    }
    best.expect("at least one choice")
}

/// Runs `deals` seeded cases over two threads; each case gets its own generator.
fn on_two_threads(deals: u64, seed: u64, case: impl Fn(&mut SplitMix64, u64) + Sync) {
    thread::scope(|s| {
        for t in 0..2 {
            let case = &case;
            s.spawn(move || {
                for i in (t..deals).step_by(2) {
                    case(
                        &mut SplitMix64::new(seed ^ i.wrapping_mul(0x9e37_79b9_7f4a_7c15)),
                        i,
                    );
                }
            });
        }
    });
}

/// The shared table gives what the plain key computes, for single hands and the
/// best of up to nine cards, on random holdings under every proven ladder.
#[test]
fn the_reference_table_is_the_plain_key() {
    let deck: Vec<Card> = Card::all().collect();
    on_two_threads(40_000, 0x7ab1e, |rng, i| {
        let ladder = PROVEN[i as usize % PROVEN.len()];
        let n = 5 + rng.below(5);
        let cards = draw(rng, &deck, n);
        let table = ReferenceFive::of(ladder);
        let five: [Card; 5] = cards[..5].try_into().unwrap();
        assert_eq!(table.five(five), ladder.key(&five), "{ladder:?} {five:?}");
        assert_eq!(
            table.best_of(&cards),
            ladder.best_of(&cards),
            "{ladder:?} {cards:?}"
        );
    });
}

/// The fast evaluator's key of its strength.
fn fast_key(eval: Evaluator, strength: Strength) -> LadderKey {
    eval.key(strength)
}

/// `k` distinct random cards, drawn from `deck`.
fn draw(rng: &mut SplitMix64, deck: &[Card], k: usize) -> Vec<Card> {
    let mut deck = deck.to_vec();
    rng.choose_front(&mut deck, k);
    deck.truncate(k);
    deck
}

#[test]
fn best_of_5_to_13_cards_on_a_million_random_deals() {
    let deck: Vec<Card> = Card::all().collect();
    on_two_threads(1_000_000, 0xbe57, |rng, i| {
        let ladder = PROVEN[i as usize % PROVEN.len()];
        // Small hands mostly, as the reference's cost grows as C(n, 5): every size
        // from 5 to 13 still comes up tens of thousands of times.
        let n = match rng.below(16) {
            0 => 13 - rng.below(3),
            1..=3 => 8 + rng.below(3),
            _ => 5 + rng.below(3),
        };
        let cards = draw(rng, &deck, n);
        let eval = Evaluator::with(ladder);
        assert_eq!(
            fast_key(eval, eval.best_of(&cards)),
            ReferenceFive::of(ladder).best_of(&cards),
            "{ladder:?} {cards:?}"
        );
    });
}

#[test]
fn exactly_k_from_the_pocket_on_a_million_random_deals() {
    let deck: Vec<Card> = Card::all().collect();
    on_two_threads(1_000_000, 0x0a4a, |rng, i| {
        let ladder = PROVEN[i as usize % PROVEN.len()];
        // Any shape: Omaha's (two of four to seven with three of five) has its own
        // proof, on every deal of a small deck and ten million random ones, in
        // `omaha.rs`.
        let k = rng.below(6);
        let (pocket, board) = (k + rng.below(3), 5 - k + rng.below(3));
        let cards = draw(rng, &deck, pocket + board);
        let (mine, theirs) = cards.split_at(pocket);
        let eval = Evaluator::with(ladder);
        let fast = fast_key(eval, eval.best_with_pocket(mine, theirs, k));
        let plain = plain_with_pocket(mine, theirs, k, ladder);
        assert_eq!(fast, plain, "{ladder:?} {mine:?} {theirs:?} k = {k}");
    });
}

/// A small deck where the wheel, broadway, flushes and full houses all occur: the
/// ranks A 2 3 4 5 and T J Q K, in two suits.
fn small_deck() -> Vec<Card> {
    let ranks = [12, 0, 1, 2, 3, 8, 9, 10, 11].map(Rank::from_index);
    let suits = [0, 2].map(Suit::from_index);
    suits
        .iter()
        .flat_map(|&s| ranks.iter().map(move |&r| Card::new(r, s)))
        .collect()
}

#[test]
fn best_of_every_eight_and_nine_card_holding_of_a_small_deck() {
    let deck = small_deck();
    for ladder in PROVEN {
        let (eval, table) = (Evaluator::with(ladder), ReferenceFive::of(ladder));
        for n in [8, 9] {
            for cards in subsets(&deck, n) {
                assert_eq!(
                    fast_key(eval, eval.best_of(&cards)),
                    table.best_of(&cards),
                    "{ladder:?} {cards:?}"
                );
            }
        }
    }
}

#[test]
fn omaha_on_every_deal_of_a_small_deck() {
    // Twelve cards: A 2 3 4 5 of clubs, T J Q K A of hearts and two nines, so that
    // wheels, broadways, flushes, pairs and full houses all occur, and four to a
    // flush or a straight in the pocket make nothing without two of them.
    let deck = Card::parse_list("Ac 2c 3c 4c 5c Th Jh Qh Kh Ah 9c 9h").unwrap();
    for ladder in PROVEN {
        let eval = Evaluator::with(ladder);
        for pocket in subsets(&deck, 4) {
            let rest: Vec<Card> = deck
                .iter()
                .filter(|c| !pocket.contains(c))
                .copied()
                .collect();
            for board in subsets(&rest, 5) {
                let fast = fast_key(eval, eval.best_with_pocket(&pocket, &board, 2));
                assert_eq!(
                    fast,
                    plain_with_pocket(&pocket, &board, 2, ladder),
                    "{ladder:?} {pocket:?} {board:?}"
                );
            }
        }
    }
}
