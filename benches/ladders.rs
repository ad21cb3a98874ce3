//! Ladder throughput on 1,000,000 random seven-card holdings: the standard
//! evaluator for contrast, then each five-card ladder's fast path
//! (`Evaluator::with`), and the plain ladder's best of 21 subsets on a slice.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::poker::{Evaluator, Hand, Ladder};
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
    group.throughput(Throughput::Elements(1));
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
