//! Evaluator throughput: (a) all 133,784,560 seven-card holdings built
//! incrementally, and the same through the walk by five-card rows
//! (`Evaluator::for_each_seven_card_strength`), (b) 10,000,000 random precomputed holdings, as
//! `Hand`s and as 12-byte `PackedHand`s, (c) the plain ladder
//! evaluator on a slice of the same holdings, for contrast, (d) building the tables,
//! and (e, f) workloads (a) and (b) under the ace-high rule (`Ladder::ACE_HIGH`), with
//! its own tables; (g) the best of 13 cards and (h) Omaha's two of four with three of
//! five, on 100,000 random deals each.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::poker::{Card, Evaluator, Hand, Ladder, PackedHand, for_each_seven_card_hand};
use showdown::rng;
use std::hint::black_box;
use std::time::Duration;

/// Sums the ranks of every seven-card holding, each prefix built once.
fn enumerate_all(eval: Evaluator) -> u64 {
    let mut sum = 0u64;
    for_each_seven_card_hand(|hand| sum += eval.strength(hand).value() as u64);
    sum
}

/// `n` random seven-card holdings from a fixed seed.
fn random_holdings(n: usize) -> Vec<[Card; 7]> {
    rng::deals(0x5eed_0b0b, n)
}

fn benches(c: &mut Criterion) {
    let eval = Evaluator::get();
    let mut group = c.benchmark_group("evaluator");
    group.sample_size(10).warm_up_time(Duration::from_secs(1));

    group.throughput(Throughput::Elements(133_784_560));
    group.bench_function("a_all_7_card_holdings", |b| {
        b.iter(|| enumerate_all(black_box(eval)))
    });
    group.bench_function("a_all_7_card_holdings_walk_by_rows", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            black_box(eval).for_each_seven_card_strength(|s| sum += s.value() as u64);
            sum
        })
    });

    let holdings = random_holdings(10_000_000);
    let hands: Vec<Hand> = holdings
        .iter()
        .map(|h| h.iter().fold(Hand::EMPTY, |acc, &c| acc.add(c)))
        .collect();
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("b_10M_random_7_card", |b| {
        b.iter(|| {
            black_box(&hands)
                .iter()
                .map(|&h| eval.strength(h).value() as u64)
                .sum::<u64>()
        })
    });
    // Built card by card, as the hands are, and checked once against them.
    let packed: Vec<PackedHand> = holdings
        .iter()
        .map(|h| h.iter().fold(PackedHand::EMPTY, |acc, &c| acc.add(c)))
        .collect();
    let sum_of_hands: u64 = hands.iter().map(|&h| eval.strength(h).value() as u64).sum();
    let sum_of_packed: u64 = packed
        .iter()
        .map(|&h| eval.packed_strength(h).value() as u64)
        .sum();
    assert_eq!(sum_of_packed, sum_of_hands, "packed hands rank as hands do");
    group.bench_function("b_10M_random_7_card_packed", |b| {
        b.iter(|| {
            black_box(&packed)
                .iter()
                .map(|&h| eval.packed_strength(h).value() as u64)
                .sum::<u64>()
        })
    });
    drop(packed);

    let slice = &holdings[..100_000];
    group.throughput(Throughput::Elements(slice.len() as u64));
    group.bench_function("c_reference_100k_random_7_card", |b| {
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
    group.bench_function("d_table_build", |b| {
        b.iter(|| Evaluator::build_uncached(Ladder::STANDARD))
    });

    let ace_high = Evaluator::with(Ladder::ACE_HIGH);
    group.throughput(Throughput::Elements(133_784_560));
    group.bench_function("e_all_7_card_holdings_ace_high", |b| {
        b.iter(|| enumerate_all(black_box(ace_high)))
    });
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("f_10M_random_7_card_ace_high", |b| {
        b.iter(|| {
            black_box(&hands)
                .iter()
                .map(|&h| ace_high.strength(h).value() as u64)
                .sum::<u64>()
        })
    });

    let deals = rng::deals::<13>(0x0a4a_1313, 100_000);
    group.throughput(Throughput::Elements(deals.len() as u64));
    group.bench_function("g_best_of_13_cards_100k", |b| {
        b.iter(|| {
            black_box(&deals)
                .iter()
                .map(|d| eval.best_of(d).value() as u64)
                .sum::<u64>()
        })
    });
    group.bench_function("h_omaha_100k", |b| {
        b.iter(|| {
            black_box(&deals)
                .iter()
                .map(|d| eval.best_with_pocket(&d[..4], &d[4..9], 2).value() as u64)
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(evaluator, benches);
criterion_main!(evaluator);
