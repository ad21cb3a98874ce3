//! Omaha's evaluator against a seven-card lookup in the same process: (a)
//! 10,000,000 random precomputed seven-card holdings, the unit (the evaluator's
//! workload b), and for contrast the same holdings built from their cards in the
//! loop; (b, c, d) the best hand of exactly two of four, five and six pocket cards
//! with three of five board cards, on 10,000,000 random deals each, from the cards;
//! (e) building Omaha's tables; (f) exact heads-up preflop PLO4 equity over all
//! 1,086,008 boards, three match-ups, and (g) the same in hi-lo.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::equity::{OmahaDeal, TieRule};
use showdown::poker::{Card, Evaluator, Hand, Ladder, Omaha};
use showdown::rng;
use std::hint::black_box;
use std::time::Duration;

/// `n` random deals of `K` distinct cards each, from a fixed seed, in one block.
fn deals<const K: usize>(n: usize) -> Vec<[Card; K]> {
    rng::deals(0x0a4a_0000 + K as u64, n)
}

/// Times Omaha on `n` random deals of `P` pocket cards (`K` = `P` + 5).
fn omaha_deals<const P: usize, const K: usize>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    n: usize,
    ladder: Ladder,
) {
    let omaha = Omaha::with(ladder);
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
    group.sample_size(10).warm_up_time(Duration::from_secs(1));
    const N: usize = 10_000_000;
    group.throughput(Throughput::Elements(N as u64));

    let sevens = deals::<7>(N);
    let hands: Vec<Hand> = sevens
        .iter()
        .map(|d| d.iter().fold(Hand::EMPTY, |h, &c| h.add(c)))
        .collect();
    group.bench_function("a_10M_random_7_card", |b| {
        b.iter(|| {
            black_box(&hands)
                .iter()
                .map(|&h| eval.strength(h).value() as u64)
                .sum::<u64>()
        })
    });
    // For contrast only, not the unit: the same holdings from their cards, as Omaha
    // takes its deals, each hand built inside the timed loop.
    group.bench_function("a_10M_random_7_card_from_cards", |b| {
        b.iter(|| {
            black_box(&sevens)
                .iter()
                .map(|d| {
                    let hand = d.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
                    eval.strength(hand).value() as u64
                })
                .sum::<u64>()
        })
    });
    omaha_deals::<4, 9>(&mut group, "b_10M_plo4", N, Ladder::STANDARD);
    omaha_deals::<5, 10>(&mut group, "c_10M_plo5", N, Ladder::STANDARD);
    omaha_deals::<6, 11>(&mut group, "d_10M_plo6", N, Ladder::STANDARD);
    group.throughput(Throughput::Elements(1));
    group.bench_function("e_table_build", |b| b.iter(Omaha::build_uncached));

    let cards = |s| Card::parse_list(s).unwrap();
    for (name, a, b) in [
        (
            "f_plo4_preflop_9h7s6d3d_TsQcTd6c",
            "9h 7s 6d 3d",
            "Ts Qc Td 6c",
        ),
        (
            "f_plo4_preflop_AsAhKsKh_QdQcJdJc",
            "As Ah Ks Kh",
            "Qd Qc Jd Jc",
        ),
        (
            "f_plo4_preflop_AhKhJd6c_QhTc6s6h",
            "Ah Kh Jd 6c",
            "Qh Tc 6s 6h",
        ),
    ] {
        let (a, b) = (cards(a), cards(b));
        let deal = OmahaDeal::new(&[&a, &b], &[], Ladder::STANDARD).unwrap();
        group.bench_function(name, |b| {
            b.iter(|| black_box(&deal).enumerate(TieRule::Separate))
        });
    }
    let (sixes, wheel) = (cards("6c 6d 6h 6s"), cards("5c 4d 3h 2s"));
    let deal = OmahaDeal::new(&[&sixes, &wheel], &[], Ladder::STANDARD).unwrap();
    group.bench_function("g_plo8_preflop_6c6d6h6s_5c4d3h2s", |b| {
        b.iter(|| black_box(&deal).enumerate_hi_lo())
    });
    group.finish();
}

criterion_group!(omaha, benches);
criterion_main!(omaha);
