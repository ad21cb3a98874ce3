//! Evaluator throughput: (a) all 133,784,560 seven-card holdings built
//! incrementally, (b) 10,000,000 random precomputed holdings, (c) the reference
//! evaluator on a slice of the same holdings, for contrast, and (d) building the tables.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::poker::{Card, Evaluator, Hand, Rules, for_each_seven_card_hand, reference};
use showdown::rng::SplitMix64;
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
    let mut rng = SplitMix64::new(0x5eed_0b0b);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..n)
        .map(|_| {
            rng.choose_front(&mut deck, 7);
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let eval = Evaluator::get();
    let mut group = c.benchmark_group("evaluator");
    group.sample_size(10).warm_up_time(Duration::from_secs(1));

    group.throughput(Throughput::Elements(133_784_560));
    group.bench_function("a_all_7_card_holdings", |b| {
        b.iter(|| enumerate_all(black_box(eval)))
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

    let slice = &holdings[..100_000];
    group.throughput(Throughput::Elements(slice.len() as u64));
    group.bench_function("c_reference_100k_random_7_card", |b| {
        b.iter(|| {
            black_box(slice)
                .iter()
                .map(|h| reference::best_strength(h, Rules::STANDARD).value() as u64)
                .sum::<u64>()
        })
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("d_table_build", |b| b.iter(Evaluator::build_uncached));
    group.finish();
}

criterion_group!(evaluator, benches);
criterion_main!(evaluator);
