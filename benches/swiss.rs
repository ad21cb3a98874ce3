//! Criterion bench of `swiss::solve` end to end (parse, standings, output) on the
//! largest input the spec allows: n = 18,750 players, m = 16 rounds (Σ n·m = 300,000),
//! everyone paired every round, random results.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::rng::SplitMix64;
use std::fmt::Write;

/// Every (w1, w2, d) with w1 + w2 + d equal to 2 or 3.
const RESULTS: [(u8, u8, u8); 16] = [
    (2, 0, 0),
    (0, 2, 0),
    (1, 1, 0),
    (1, 0, 1),
    (0, 1, 1),
    (0, 0, 2),
    (3, 0, 0),
    (0, 3, 0),
    (2, 1, 0),
    (1, 2, 0),
    (2, 0, 1),
    (0, 2, 1),
    (1, 1, 1),
    (1, 0, 2),
    (0, 1, 2),
    (0, 0, 3),
];

/// The maximum judge input: one test case, every player paired in every round.
fn max_input(players: usize, rounds: usize) -> String {
    let mut rng = SplitMix64::new(0x5EED_0006);
    let mut text = format!("1\n{players} {rounds}\n");
    let counts = vec![(players / 2).to_string(); rounds];
    writeln!(text, "{}", counts.join(" ")).unwrap();
    let mut order: Vec<usize> = (1..=players).collect();
    for _ in 0..rounds {
        rng.shuffle(&mut order);
        for pair in order.chunks_exact(2) {
            let (w1, w2, d) = RESULTS[rng.below(RESULTS.len())];
            writeln!(text, "{} {} {w1} {w2} {d}", pair[0], pair[1]).unwrap();
        }
    }
    text
}

fn bench(c: &mut Criterion) {
    let input = max_input(18_750, 16);
    let mut group = c.benchmark_group("swiss");
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.bench_function("max_input_n18750_m16", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            showdown::swiss::solve(&input, &mut out).unwrap();
            out
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
