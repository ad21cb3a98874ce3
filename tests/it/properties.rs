//! Properties of hand strength, checked on random hands with proptest.

use proptest::prelude::*;
use proptest::sample::subsequence;
use showdown::poker::{Card, Hand, Rules, Strength, Suit, reference};

const STD: Rules = Rules::STANDARD;

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
        prop_assert_eq!(reference::best_strength(&renamed, STD), reference::best_strength(&cards, STD));
        prop_assert_eq!(fast(&renamed), fast(&cards));
    }

    #[test]
    fn another_card_never_hurts(cards in hand(6, 7)) {
        let fewer = &cards[..cards.len() - 1];
        prop_assert!(reference::best_strength(&cards, STD) >= reference::best_strength(fewer, STD));
        prop_assert!(fast(&cards) >= fast(fewer));
    }

    #[test]
    fn comparison_is_category_first(a in hand(5, 7), b in hand(5, 7)) {
        let (ka, kb) = (reference::best_key(&a, STD), reference::best_key(&b, STD));
        let (ra, rb) = (ka.strength(), kb.strength());
        prop_assert_eq!(ra.cmp(&rb), ka.cmp(&kb));
        if ra.category() != rb.category() {
            prop_assert_eq!(ra.cmp(&rb), ra.category().cmp(&rb.category()));
        }
        prop_assert_eq!(fast(&a).cmp(&fast(&b)), ra.cmp(&rb));
    }
}

#[test]
fn full_houses_compare_the_triple_then_the_pair() {
    let cards = |s| Card::parse_list(s).unwrap();
    let threes_over_aces = reference::best_strength(&cards("3c 3d 3h As Ac"), STD);
    let threes_over_kings = reference::best_strength(&cards("3s 3d 3h Ks Kc 2d Qh"), STD);
    let fours_over_deuces = reference::best_strength(&cards("4c 4d 4h 2s 2c"), STD);
    assert!(threes_over_kings < threes_over_aces && threes_over_aces < fours_over_deuces);
    assert_eq!(threes_over_kings, fast(&cards("3s 3d 3h Ks Kc 2d Qh")));
}
