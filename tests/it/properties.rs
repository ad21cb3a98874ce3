//! Properties of hand strength, checked on random hands with proptest.

use proptest::prelude::*;
use proptest::sample::subsequence;
use showdown::poker::{Card, Evaluator, Hand, Ladder, Strength, Suit};

const STD: Ladder = Ladder::STANDARD;

fn fast(cards: &[Card]) -> Strength {
    cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c)).strength()
}

/// Between `lo` and `hi` distinct cards, in a random order.
fn hand(lo: usize, hi: usize) -> impl Strategy<Value = Vec<Card>> {
    (lo..=hi)
        .prop_flat_map(|k| subsequence(Card::all().collect::<Vec<_>>(), k))
        .prop_shuffle()
}

fn suit_permutation() -> impl Strategy<Value = Vec<usize>> {
    Just(vec![0usize, 1, 2, 3]).prop_shuffle()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn suits_can_be_renamed(cards in hand(5, 7), perm in suit_permutation()) {
        let renamed: Vec<Card> = cards
            .iter()
            .map(|c| Card::new(c.rank(), Suit::from_index(perm[c.suit().index()])))
            .collect();
        prop_assert_eq!(STD.best_of(&renamed), STD.best_of(&cards));
        prop_assert_eq!(fast(&renamed), fast(&cards));
    }

    #[test]
    fn another_card_never_hurts(cards in hand(6, 7)) {
        let fewer = &cards[..cards.len() - 1];
        prop_assert!(STD.best_of(&cards) >= STD.best_of(fewer));
        prop_assert!(fast(&cards) >= fast(fewer));
    }

    #[test]
    fn comparison_is_kind_first(a in hand(5, 7), b in hand(5, 7)) {
        let (ka, kb) = (STD.best_of(&a), STD.best_of(&b));
        if STD.kind(ka) != STD.kind(kb) {
            prop_assert_eq!(ka.cmp(&kb), STD.kind(ka).cmp(&STD.kind(kb)));
        }
        prop_assert_eq!(fast(&a).cmp(&fast(&b)), ka.cmp(&kb));
        let eval = Evaluator::get();
        prop_assert_eq!(eval.key(fast(&a)), ka);
    }
}

#[test]
fn full_houses_compare_the_triple_then_the_pair() {
    let cards = |s| Card::parse_list(s).unwrap();
    let threes_over_aces = STD.best_of(&cards("3c 3d 3h As Ac"));
    let threes_over_kings = STD.best_of(&cards("3s 3d 3h Ks Kc 2d Qh"));
    let fours_over_deuces = STD.best_of(&cards("4c 4d 4h 2s 2c"));
    assert!(threes_over_kings < threes_over_aces && threes_over_aces < fours_over_deuces);
    let eval = Evaluator::get();
    assert_eq!(
        threes_over_kings,
        eval.key(fast(&cards("3s 3d 3h Ks Kc 2d Qh")))
    );
}
