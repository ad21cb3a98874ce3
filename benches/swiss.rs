//! Criterion bench of `swiss::solve` end to end (parse, standings, output) on the
//! largest input the statement allows (`problems::swiss::max`): Σ n·m = 300,000 in two
//! cases of n = 10,000 players (16 and 14 rounds), everyone paired every round.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::problems;

fn bench(c: &mut Criterion) {
    let input = problems::swiss::max();
    let mut group = c.benchmark_group("swiss");
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.bench_function("largest_input_n10000_m16_and_m14", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            showdown::solutions::swiss::solve(&input, &mut out).unwrap();
            out
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
