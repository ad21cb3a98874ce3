//! Benchmarks for `decision`: one test case (the 20 splits' evaluations and
//! the game search over the 3^6 ownership states), and a 100,000-test input
//! solved end to end, parsing and output included.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{BatchSize, Criterion, Throughput, black_box, criterion_group, criterion_main};
use showdown::decision::{self, Position, Splits};
use showdown::rng::SplitMix64;
use showdown::{Card, Evaluator};

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

/// The positions as judge input, cards spelled like `JC`.
fn input_text(positions: &[Position]) -> String {
    let spell = |cards: &[Card]| {
        cards
            .iter()
            .map(|c| c.to_string().to_uppercase())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut text = format!("{}\n", positions.len());
    for d in positions {
        text += &format!(
            "{}\n{}\n{}\n",
            spell(&d.alice),
            spell(&d.bob),
            spell(&d.board)
        );
    }
    text
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
    let text = input_text(&random_positions(100_000));
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
