//! Ladder throughput on 1,000,000 random seven-card holdings: the standard
//! evaluator for contrast, then each five-card ladder's fast path
//! (`Evaluator::with`), the plain ladder's best of 21 subsets on a slice, and the
//! best of seven values without suits from their counts (`Ladder::best_of_ranks`);
//! and a three-card ladder's tables against its plain key.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::poker::{Card, Evaluator, Hand, Kind, Ladder, Rank};
use showdown::rng;
use std::hint::black_box;
use std::time::Duration;

fn benches(c: &mut Criterion) {
    let holdings = rng::deals::<7>(0x5eed_1add, 1_000_000);
    let hands: Vec<Hand> = holdings
        .iter()
        .map(|h| h.iter().fold(Hand::EMPTY, |acc, &c| acc.add(c)))
        .collect();
    let mut group = c.benchmark_group("ladders");
    group.sample_size(10).warm_up_time(Duration::from_secs(1));
    group.throughput(Throughput::Elements(hands.len() as u64));
    let eval = Evaluator::get();
    group.bench_function("standard_evaluator_1M_random_7_card", |b| {
        b.iter(|| {
            black_box(&hands)
                .iter()
                .map(|&h| eval.strength(h).value() as u64)
                .sum::<u64>()
        })
    });
    let ladders = [
        ("standard", Ladder::STANDARD),
        ("ranks_only", Ladder::RANKS_ONLY),
        ("short_deck", Ladder::SHORT_DECK),
        ("ace_to_five_low", Ladder::ACE_TO_FIVE_LOW),
        ("eight_or_better", Ladder::EIGHT_OR_BETTER),
        ("deuce_to_seven_low", Ladder::DEUCE_TO_SEVEN_LOW),
    ];
    for (name, ladder) in ladders {
        let fast = Evaluator::with(ladder);
        group.bench_function(format!("ladder_{name}_1M_random_7_card"), |b| {
            b.iter(|| {
                black_box(&hands)
                    .iter()
                    .map(|&h| fast.strength(h).value() as u64)
                    .sum::<u64>()
            })
        });
    }
    let slice = &holdings[..10_000];
    group.throughput(Throughput::Elements(slice.len() as u64));
    group.bench_function("plain_ladder_standard_10k_random_7_card", |b| {
        b.iter(|| {
            black_box(slice)
                .iter()
                .map(|h| {
                    Ladder::STANDARD
                        .rung(Ladder::STANDARD.best_of(h))
                        .unwrap_or(0) as u64
                })
                .sum::<u64>()
        })
    });
    // Ranks alone, from their counts (`best_of_ranks`): UCF Hold'em's five kinds, as
    // ucfholdem ranks its seven values, and the standard ladder's.
    let ranks: Vec<[Rank; 7]> = holdings.iter().map(|h| h.map(|c| c.rank())).collect();
    let ucf = Ladder {
        kinds: &[
            Kind::HighCard,
            Kind::OnePair,
            Kind::ThreeOfAKind,
            Kind::FullHouse,
            Kind::FourOfAKind,
        ],
        ..Ladder::STANDARD
    };
    group.throughput(Throughput::Elements(ranks.len() as u64));
    for (name, ladder) in [("ucf_holdem", ucf), ("standard", Ladder::STANDARD)] {
        group.bench_function(format!("best_of_ranks_{name}_1M_random_7_value"), |b| {
            b.iter(|| {
                black_box(&ranks)
                    .iter()
                    .map(|r| ladder.rung(ladder.best_of_ranks(r)).unwrap_or(0) as u64)
                    .sum::<u64>()
            })
        });
    }
    // Three cards, Zha Jin Hua's ladder, on the first three of each holding: its
    // tables from a hand, from the cards, and the plain key.
    let threes: Vec<[Card; 3]> = holdings.iter().map(|h| [h[0], h[1], h[2]]).collect();
    let three_hands: Vec<Hand> = threes
        .iter()
        .map(|h| h.iter().fold(Hand::EMPTY, |acc, &c| acc.add(c)))
        .collect();
    let zha = Evaluator::with(Ladder::ZHA_JIN_HUA);
    group.throughput(Throughput::Elements(threes.len() as u64));
    group.bench_function("three_card_tables_zha_jin_hua_1M_random_hand", |b| {
        b.iter(|| {
            black_box(&three_hands)
                .iter()
                .map(|&h| zha.strength(h).value() as u64)
                .sum::<u64>()
        })
    });
    group.bench_function("three_card_tables_zha_jin_hua_1M_random_best_of", |b| {
        b.iter(|| {
            black_box(&threes)
                .iter()
                .map(|h| zha.best_of(h).value() as u64)
                .sum::<u64>()
        })
    });
    group.bench_function("three_card_plain_key_zha_jin_hua_1M_random", |b| {
        let ladder = Ladder::ZHA_JIN_HUA;
        b.iter(|| {
            black_box(&threes)
                .iter()
                .map(|h| ladder.rung(ladder.key(h)).unwrap_or(0) as u64)
                .sum::<u64>()
        })
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("ladder_table_build_zha_jin_hua", |b| {
        b.iter(|| Evaluator::build_uncached(black_box(Ladder::ZHA_JIN_HUA)))
    });
    group.bench_function("ladder_table_build_short_deck", |b| {
        b.iter(|| Evaluator::build_uncached(black_box(Ladder::SHORT_DECK)))
    });
    // With its tables for holdings with five or six of a suit.
    group.bench_function("ladder_table_build_deuce_to_seven_low", |b| {
        b.iter(|| Evaluator::build_uncached(black_box(Ladder::DEUCE_TO_SEVEN_LOW)))
    });
    group.finish();
}

criterion_group!(ladders, benches);
criterion_main!(ladders);
