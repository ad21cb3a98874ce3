//! Benchmarks for `decision`: one test case (the 20 splits' evaluations and
//! the game search over the 3^6 ownership states), and the largest input
//! (100,000 tests, `problems::decision::max`) solved end to end, parsing and output
//! included.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use showdown::problems;
use showdown::rng::SplitMix64;
use showdown::solutions::decision::{self, Position, Splits};
use showdown::{Card, Evaluator};
use std::hint::black_box;

/// `n` uniformly random positions of ten distinct cards.
fn random_positions(n: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(0x5eed_dec1_5105_0001);
    (0..n)
        .map(|_| {
            let mut deck: Vec<Card> = Card::all().collect();
            let mut take = || deck.swap_remove(rng.below(deck.len()));
            Position {
                alice: [take(), take()],
                bob: [take(), take()],
                board: [(); 6].map(|_| take()),
            }
        })
        .collect()
}

fn one_test(c: &mut Criterion) {
    let positions = random_positions(1_000);
    let eval = Evaluator::get();
    let splits: Vec<Splits> = positions
        .iter()
        .map(|d| Splits::evaluate(d, eval))
        .collect();
    let mut group = c.benchmark_group("decision/1000 tests");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("evaluate 20 splits", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|d| Splits::evaluate(black_box(d), eval))
                .fold(0, |n, s| n ^ s.play() as u8)
        })
    });
    group.bench_function("game search", |b| {
        b.iter(|| {
            splits
                .iter()
                .map(|s| black_box(*s).play() as u8)
                .fold(0, |n, o| n ^ o)
        })
    });
    group.bench_function("decide", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|d| decision::decide(black_box(d), eval) as u8)
                .fold(0, |n, o| n ^ o)
        })
    });
    group.finish();
}

fn whole_input(c: &mut Criterion) {
    // The largest input the statement allows, as `cargo xtask judge` times it.
    let text = problems::decision::max();
    let mut group = c.benchmark_group("decision/100000-test input");
    group.sample_size(10);
    group.bench_function("parse", |b| {
        b.iter(|| decision::parse(black_box(&text)).unwrap().len())
    });
    group.bench_function("solve", |b| {
        b.iter_batched_ref(
            Vec::new,
            |out| decision::solve(black_box(&text), out).unwrap(),
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, one_test, whole_input);
criterion_main!(benches);
