//! Omaha's evaluator against a random seven-card lookup, interleaved in one
//! process: the measure of issue 25's bar for Omaha (at most 10 times the
//! lookup).
//!
//! - the unit: workload (b), 10,000,000 random precomputed seven-card holdings;
//! - PLO4, PLO5 and PLO6: [`Omaha::best`] on 10,000,000 random deals of 4, 5 and 6
//!   pocket cards and five board cards each, from their cards, drawn as
//!   `benches/omaha.rs` draws them;
//! - the same deals through [`Evaluator::best_with_pocket`] with `k` = 2, the
//!   entry point the issue names, which finds Omaha's tables on every call.
//!
//! Criterion's bench times each workload in a block of its own, a few seconds
//! apart, so on a machine whose speed drifts by a fifth within minutes its ratios
//! move with the drift. Here each round times every workload once, in turn, and
//! each round's ratios are taken within the round. `cargo run --release -p
//! showdown-peers -- lookups`.

use crate::{Showdown, precompute, random_holdings, sum_ranks};
use showdown::poker::{Card, Evaluator, Ladder, Omaha};
use showdown::rng;
use std::hint::black_box;
use std::time::Instant;

/// Rounds, and deals per pocket size.
const ROUNDS: usize = 15;
const DEALS: usize = 10_000_000;

/// `n` random deals of `K` distinct cards each, as `benches/omaha.rs` draws them.
fn deals<const K: usize>(n: usize) -> Vec<[Card; K]> {
    rng::deals(0x0a4a_0000 + K as u64, n)
}

/// The sum of Omaha's values over `deals`, the first `P` cards of each the pocket.
#[inline(never)]
fn sum_omaha<const P: usize, const K: usize>(omaha: Omaha, deals: &[[Card; K]]) -> u64 {
    deals
        .iter()
        .map(|d| u64::from(omaha.best(&d[..P], &d[P..]).value()))
        .sum()
}

/// The sum of `best_with_pocket`'s values (exactly two of the first `P` cards)
/// over `deals`.
#[inline(never)]
fn sum_with_pocket<const P: usize, const K: usize>(eval: Evaluator, deals: &[[Card; K]]) -> u64 {
    deals
        .iter()
        .map(|d| u64::from(eval.best_with_pocket(&d[..P], &d[P..], 2).value()))
        .sum()
}

/// Prints each workload's ns per hand, best and median of `ROUNDS` rounds, and its
/// ratio to the seven-card lookup: of the bests, and the median of the rounds'.
pub fn run() {
    let showdown = Showdown::new();
    let hands = precompute(&showdown, &random_holdings(crate::RANDOM_HOLDINGS));
    let (omaha, eval) = (
        Omaha::with(Ladder::STANDARD),
        Evaluator::with(Ladder::STANDARD),
    );
    let (d4, d5, d6) = (deals::<9>(DEALS), deals::<10>(DEALS), deals::<11>(DEALS));
    type Job<'a> = (&'a str, usize, Box<dyn Fn() -> u64 + 'a>);
    let jobs: [Job; 7] = [
        (
            "seven-card lookup, as (b)",
            crate::RANDOM_HOLDINGS,
            Box::new(|| sum_ranks(&showdown, black_box(&hands))),
        ),
        (
            "PLO4, from the cards",
            DEALS,
            Box::new(|| sum_omaha::<4, 9>(omaha, black_box(&d4))),
        ),
        (
            "PLO5, from the cards",
            DEALS,
            Box::new(|| sum_omaha::<5, 10>(omaha, black_box(&d5))),
        ),
        (
            "PLO6, from the cards",
            DEALS,
            Box::new(|| sum_omaha::<6, 11>(omaha, black_box(&d6))),
        ),
        (
            "PLO4, best_with_pocket",
            DEALS,
            Box::new(|| sum_with_pocket::<4, 9>(eval, black_box(&d4))),
        ),
        (
            "PLO5, best_with_pocket",
            DEALS,
            Box::new(|| sum_with_pocket::<5, 10>(eval, black_box(&d5))),
        ),
        (
            "PLO6, best_with_pocket",
            DEALS,
            Box::new(|| sum_with_pocket::<6, 11>(eval, black_box(&d6))),
        ),
    ];
    // ns per hand, by round and job; each job's sum, the same every round.
    let mut ns = vec![[0.0; 7]; ROUNDS];
    let mut sums = [None; 7];
    for round in &mut ns {
        for (i, (_, n, job)) in jobs.iter().enumerate() {
            let start = Instant::now();
            let sum = black_box(job());
            round[i] = start.elapsed().as_secs_f64() * 1e9 / *n as f64;
            assert_eq!(*sums[i].get_or_insert(sum), sum, "job {i} changed its sum");
        }
    }
    // Both entry points gave the same total over the same deals: a guard against a
    // wrong value, not a proof of the path `best_with_pocket` took.
    for job in 1..4 {
        assert_eq!(sums[job], sums[job + 3], "Omaha::best and best_with_pocket");
    }
    let best = |i: usize| ns.iter().map(|r| r[i]).fold(f64::INFINITY, f64::min);
    println!(
        "Omaha against the seven-card lookup, {ROUNDS} interleaved rounds, load average {}:",
        crate::load_average()
    );
    println!(
        "  {:<28} {:>9} {:>9} {:>13} {:>15}",
        "workload", "best ns", "median ns", "best / best", "median ratio"
    );
    for (i, (name, _, _)) in jobs.iter().enumerate() {
        let ratios: Vec<f64> = ns.iter().map(|r| r[i] / r[0]).collect();
        println!(
            "  {name:<28} {:>9.2} {:>9.2} {:>12.2}x {:>14.2}x",
            best(i),
            crate::median(ns.iter().map(|r| r[i]).collect()),
            best(i) / best(0),
            crate::median(ratios)
        );
    }
}
