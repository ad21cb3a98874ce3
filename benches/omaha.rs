//! Omaha's evaluator against a seven-card lookup in the same process: (a) 1,000,000
//! random precomputed seven-card holdings, the unit; (b, c, d) the best hand of
//! exactly two of four, five and six pocket cards with three of five board cards,
//! on 1,000,000 random deals each, from the cards; (e) building Omaha's tables.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::poker::{Card, Evaluator, Hand, Omaha, Rules};
use showdown::rng::SplitMix64;
use std::hint::black_box;
use std::time::Duration;

/// `n` random deals of `K` distinct cards each, from a fixed seed, in one block.
fn deals<const K: usize>(n: usize) -> Vec<[Card; K]> {
    let mut rng = SplitMix64::new(0x0a4a_0000 + K as u64);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..n)
        .map(|_| {
            rng.choose_front(&mut deck, K);
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

/// Times Omaha on `n` random deals of `P` pocket cards (`K` = `P` + 5).
fn omaha_deals<const P: usize, const K: usize>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    n: usize,
    rules: Rules,
) {
    let omaha = Omaha::with(rules);
    let deals = deals::<K>(n);
    group.bench_function(name, |b| {
        b.iter(|| {
            black_box(&deals)
                .iter()
                .map(|d| omaha.best(&d[..P], &d[P..]).value() as u64)
                .sum::<u64>()
        })
    });
}

fn benches(c: &mut Criterion) {
    let eval = Evaluator::get();
    let mut group = c.benchmark_group("omaha");
    group.sample_size(20).warm_up_time(Duration::from_secs(1));
    const N: usize = 1_000_000;
    group.throughput(Throughput::Elements(N as u64));

    let hands: Vec<Hand> = deals::<7>(N)
        .iter()
        .map(|d| d.iter().fold(Hand::EMPTY, |h, &c| h.add(c)))
        .collect();
    group.bench_function("a_1M_random_7_card", |b| {
        b.iter(|| {
            black_box(&hands)
                .iter()
                .map(|&h| eval.strength(h).value() as u64)
                .sum::<u64>()
        })
    });
    omaha_deals::<4, 9>(&mut group, "b_1M_plo4", N, Rules::STANDARD);
    omaha_deals::<5, 10>(&mut group, "c_1M_plo5", N, Rules::STANDARD);
    omaha_deals::<6, 11>(&mut group, "d_1M_plo6", N, Rules::STANDARD);
    omaha_deals::<4, 9>(&mut group, "x_1M_plo4_ranks_only", N, Rules::RANKS_ONLY);
    omaha_deals::<6, 11>(&mut group, "y_1M_plo6_ranks_only", N, Rules::RANKS_ONLY);
    group.throughput(Throughput::Elements(1));
    group.bench_function("e_table_build", |b| b.iter(Omaha::build_uncached));
    group.finish();
}

criterion_group!(omaha, benches);
criterion_main!(omaha);
