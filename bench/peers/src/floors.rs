//! Workload (b)'s floors: where showdown's and pokers' time over 10,000,000
//! random precomputed holdings goes, in one run.
//!
//! - the evaluation as in (b), each library over its own hands;
//! - the same 160 MB read and nothing else: a sum of one byte of each 16-byte
//!   record, the memory floor of any 16-byte hand;
//! - the same number of evaluations with the hands in cache: 2,441 windows of
//!   4,096 holdings (64 KiB), each starting 8 holdings after the last, so that
//!   the loop cannot be hoisted and nearly every hand is in cache: the compute
//!   floor.
//!
//! Both libraries' hands are two 64-bit words, and both look a holding up in the
//! same way (a flush test, a displacement, a strength), so (b) is level unless a
//! hand gets smaller or a lookup cheaper. `cargo run --release -p showdown-peers
//! -- floors`.

use crate::{Job, Pokers, SevenCard, Showdown, best_of, precompute, random_holdings, sum_ranks};
use showdown::poker::Evaluator;
use std::hint::black_box;

/// Holdings in each cache-resident window, and how many windows are read.
const WINDOW: usize = 4_096;
const PASSES: usize = 2_441;

/// The evaluator's sum over `PASSES` windows of `WINDOW` of `hands`, each 8 after
/// the last.
#[inline(never)]
fn in_cache<E: SevenCard>(e: &E, hands: &[E::Hand]) -> u64 {
    (0..PASSES)
        .map(|i| sum_ranks(e, &hands[i * 8..i * 8 + WINDOW]))
        .sum()
}

/// The sum of a byte of each record: the hands read, nothing evaluated.
#[inline(never)]
fn stream(records: &[[u64; 2]]) -> u64 {
    records.iter().map(|r| r[0] & 0xff).sum()
}

/// Prints each floor, best of 10 interleaved repetitions.
pub fn run() {
    let showdown = Showdown(Evaluator::get());
    let holdings = random_holdings(crate::RANDOM_HOLDINGS);
    let hands_s = precompute(&showdown, &holdings);
    let hands_p = precompute(&Pokers, &holdings);
    // Records of the same size as either library's hand, with the same bytes.
    let records: Vec<[u64; 2]> = hands_p
        .iter()
        .map(|h| [h.get_key(), h.get_mask()])
        .collect();
    drop(holdings);
    let mut jobs: [Job; 5] = [
        Box::new(|| sum_ranks(&showdown, black_box(&hands_s))),
        Box::new(|| sum_ranks(&Pokers, black_box(&hands_p))),
        Box::new(|| stream(black_box(&records))),
        Box::new(|| in_cache(&showdown, black_box(&hands_s))),
        Box::new(|| in_cache(&Pokers, black_box(&hands_p))),
    ];
    let best = best_of(10, &mut jobs);
    let names = [
        "showdown, as (b)",
        "pokers 0.10.0, as (b)",
        "16-byte records read, nothing evaluated",
        "showdown, hands in cache",
        "pokers 0.10.0, hands in cache",
    ];
    let evaluations = [crate::RANDOM_HOLDINGS; 3]
        .into_iter()
        .chain([PASSES * WINDOW; 2]);
    println!("(b)'s floors, best of 10 interleaved, ns per holding:");
    for ((name, t), n) in names.iter().zip(&best).zip(evaluations) {
        println!("  {name:<42} {:>6.3}", t.as_secs_f64() * 1e9 / n as f64);
    }
}
