//! Exhaustive checks of both evaluators against the published counts, and of the
//! fast evaluator against the reference. Run in release mode: `cargo test --release`;
//! a debug build ignores them, as they would take hours there.

use itertools::Itertools;
use showdown::poker::{
    Card, Category, Evaluator, Hand, HandRank, for_each_seven_card_hand, reference,
};
use showdown::rng::SplitMix64;
use std::collections::{BTreeMap, HashSet};
use std::thread;

fn deck() -> Vec<Card> {
    Card::all().collect()
}

/// The published counts by category, weakest first, straight flushes (royals included) last.
const FIVE_CARD_COUNTS: [u64; 9] = [
    1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
];
const SEVEN_CARD_COUNTS: [u64; 9] = [
    23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

fn category_counts(ranks: impl IntoIterator<Item = HandRank>) -> ([u64; 9], HashSet<HandRank>) {
    let mut counts = [0u64; 9];
    let mut distinct = HashSet::new();
    for rank in ranks {
        counts[rank.category() as usize] += 1;
        distinct.insert(rank);
    }
    (counts, distinct)
}

/// Runs `check` on every `k`-card combination, the work split over two threads
/// by the first card; returns what each thread folded.
fn for_each_combination<T: Send>(k: usize, init: fn() -> T, check: fn(&mut T, &[Card])) -> Vec<T> {
    let cards = deck();
    thread::scope(|s| {
        let workers: Vec<_> = (0..2)
            .map(|w| {
                let cards = &cards;
                s.spawn(move || {
                    let mut acc = init();
                    let mut hand = Vec::with_capacity(k);
                    for first in (w..52).step_by(2) {
                        for rest in cards[first + 1..].iter().copied().combinations(k - 1) {
                            hand.clear();
                            hand.push(cards[first]);
                            hand.extend(rest);
                            check(&mut acc, &hand);
                        }
                    }
                    acc
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    })
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run `cargo test --release`")]
fn five_card_hands_match_the_published_counts_and_the_tuple_order() {
    let mut keys: BTreeMap<reference::HandKey, HandRank> = BTreeMap::new();
    let mut ranks = Vec::with_capacity(2_598_960);
    for five in deck().into_iter().combinations(5) {
        let key = reference::five_card_key([five[0], five[1], five[2], five[3], five[4]]);
        let rank = key.rank();
        assert_eq!(
            Hand::from_set(five.iter().copied().collect()).rank(),
            rank,
            "{five:?}"
        );
        ranks.push(rank);
        keys.entry(key).or_insert(rank);
    }
    assert_eq!(ranks.len(), 2_598_960);
    let (counts, distinct) = category_counts(ranks);
    assert_eq!(counts, FIVE_CARD_COUNTS);
    assert_eq!(distinct.len(), 7_462);
    assert_eq!(keys.len(), 7_462);
    // The packed rank must order hands exactly as the plain tuple key does.
    let packed: Vec<HandRank> = keys.values().copied().collect();
    assert!(
        packed.windows(2).all(|w| w[0] < w[1]),
        "packing breaks the tuple order"
    );
    let royals = keys.values().filter(|r| r.is_royal_flush()).count();
    assert_eq!(royals, 1);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run `cargo test --release`")]
fn six_card_holdings_agree_with_the_reference() {
    let per_thread = for_each_combination(
        6,
        || (0u64, HashSet::new()),
        |(n, distinct), six| {
            let fast = six.iter().fold(Hand::EMPTY, |h, &c| h.add(c)).rank();
            assert_eq!(fast, reference::best_rank(six), "{six:?}");
            *n += 1;
            distinct.insert(fast);
        },
    );
    let total: u64 = per_thread.iter().map(|t| t.0).sum();
    let distinct: HashSet<HandRank> = per_thread.into_iter().flat_map(|t| t.1).collect();
    assert_eq!(total, 20_358_520);
    assert_eq!(distinct.len(), 6_075);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run `cargo test --release`")]
fn seven_card_holdings_match_the_published_counts() {
    let eval = Evaluator::get();
    let mut counts = [0u64; 9];
    let mut seen = vec![false; 1 << 16];
    for_each_seven_card_hand(|hand| {
        let rank = eval.rank(hand);
        counts[rank.category() as usize] += 1;
        seen[rank.value() as usize] = true;
    });
    assert_eq!(counts, SEVEN_CARD_COUNTS);
    assert_eq!(counts.iter().sum::<u64>(), 133_784_560);
    assert_eq!(seen.iter().filter(|&&s| s).count(), 4_824);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run `cargo test --release`")]
fn seven_card_holdings_by_the_reference_match_the_counts_and_the_fast_evaluator() {
    let per_thread = for_each_combination(
        7,
        || ([0u64; 9], vec![false; 1 << 16]),
        |(counts, seen), seven| {
            let rank = reference::best_rank(seven);
            let fast = seven.iter().fold(Hand::EMPTY, |h, &c| h.add(c)).rank();
            assert_eq!(fast, rank, "{seven:?}");
            counts[rank.category() as usize] += 1;
            seen[rank.value() as usize] = true;
        },
    );
    let mut counts = [0u64; 9];
    let mut seen = vec![false; 1 << 16];
    for (c, s) in per_thread {
        counts.iter_mut().zip(c).for_each(|(total, n)| *total += n);
        seen.iter_mut().zip(s).for_each(|(any, one)| *any |= one);
    }
    assert_eq!(counts, SEVEN_CARD_COUNTS);
    assert_eq!(seen.iter().filter(|&&s| s).count(), 4_824);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run `cargo test --release`")]
fn random_seven_card_holdings_agree_with_the_reference() {
    let mut rng = SplitMix64::new(0x5eed_0007);
    let mut deck = deck();
    let mut by_category = [0u64; 9];
    for _ in 0..1_000_000 {
        rng.choose_front(&mut deck, 7);
        let seven = &deck[..7];
        let fast = seven.iter().fold(Hand::EMPTY, |h, &c| h.add(c)).rank();
        assert_eq!(fast, reference::best_rank(seven), "{seven:?}");
        by_category[fast.category() as usize] += 1;
    }
    // A million draws reach every category, straight flushes included (about 311 expected).
    assert!(by_category.iter().all(|&n| n > 100), "{by_category:?}");
    assert!(
        by_category[Category::StraightFlush as usize] < by_category[Category::FourOfAKind as usize]
    );
}
