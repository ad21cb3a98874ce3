//! Workload (b)'s floors: where showdown's and pokers' time over 10,000,000
//! random precomputed holdings goes, in one run.
//!
//! - the evaluation as in (b), each library over its own hands;
//! - the same 160 MB read and nothing else: a sum of one byte of each 16-byte
//!   record, the memory floor of any 16-byte hand;
//! - the same read with one load per record from a table, at a hash of the
//!   record: from 8 KiB, which stays in the 32 KiB level-1 cache, and from 128 KiB
//!   (the size of showdown's strengths), which does not. Then two dependent
//!   loads, a displacement from 16 KiB and an entry of 128 KiB at the hash plus
//!   it: the shape of showdown's lookup, with no flush test (pokers' has the same
//!   shape, from 32 KiB of displacements and 169 KiB of strengths);
//! - the evaluation as in (b) with the caller prefetching the hands 1 KiB ahead
//!   (x86-64 only): how much of (b) waits on the read, which any evaluator of
//!   16-byte hands pays alike;
//! - the same number of evaluations with the hands in cache: 2,441 windows of
//!   4,096 holdings (64 KiB), each starting 8 holdings after the last, so that
//!   the loop cannot be hoisted and nearly every hand is in cache: the compute
//!   floor.
//!
//! Both libraries' hands are two 64-bit words, and both look a holding up in the
//! same way (a flush test, a displacement, a strength), so (b) is level unless a
//! hand gets smaller or a lookup cheaper. `cargo run --release -p showdown-peers
//! -- floors`.

use crate::{
    Job, Pokers, RANDOM_HOLDINGS, SevenCard, Showdown, precompute, random_holdings, sum_ranks,
    timings,
};
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

/// The hash the probes index their tables by: the low 32 bits of a record's
/// first word (pokers' rank key) times an odd constant, as a multiplicative hash.
fn record_hash(record: &[u64; 2]) -> u32 {
    (record[0] as u32).wrapping_mul(0x9e37_79b9)
}

/// The sum of one entry of `table` per record, at the top bits of its hash: the
/// read plus one load that depends on it, as a lookup's.
#[inline(never)]
fn one_load<const N: usize>(records: &[[u64; 2]], table: &[u16; N]) -> u64 {
    const { assert!(N.is_power_of_two() && N > 1) };
    let bits = N.trailing_zeros();
    records
        .iter()
        .map(|r| u64::from(table[(record_hash(r) >> (32 - bits)) as usize]))
        .sum()
}

/// As [`one_load`] from 65,536 entries, but at the hash plus a displacement read
/// from 8,192 entries at the hash's top bits: a perfect hash's two loads, of the
/// sizes of showdown's (a displacement, then a strength).
#[inline(never)]
fn two_loads(records: &[[u64; 2]], displacements: &[u16; 8_192], table: &[u16; 65_536]) -> u64 {
    records
        .iter()
        .map(|r| {
            let hashed = record_hash(r);
            let d = u32::from(displacements[(hashed >> 19) as usize]);
            u64::from(table[(hashed.wrapping_add(d) & 0xffff) as usize])
        })
        .sum()
}

/// (b)'s sum with a prefetch of the hands 1 KiB ahead, once per 64-byte line.
#[cfg(target_arch = "x86_64")]
#[inline(never)]
fn prefetching<E: SevenCard>(e: &E, hands: &[E::Hand]) -> u64 {
    use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
    const { assert!(64 % size_of::<E::Hand>() == 0) };
    let per_line = 64 / size_of::<E::Hand>();
    let ahead = 1024 / size_of::<E::Hand>();
    let mut sum = 0;
    for (i, &hand) in hands.iter().enumerate() {
        if i % per_line == 0 {
            // Up to 1 KiB past the end near the end: `wrapping_add` makes that
            // address without undefined behaviour.
            let at = hands.as_ptr().wrapping_add(i + ahead);
            // SAFETY: a prefetch is only a hint: it reads nothing the program
            // sees and never faults, whatever the address.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(at.cast()) };
        }
        sum += e.score(hand);
    }
    sum
}

/// Prints each floor, best of 10 interleaved repetitions.
pub fn run() {
    let showdown = Showdown::new();
    let holdings = random_holdings(RANDOM_HOLDINGS);
    let hands_s = precompute(&showdown, &holdings);
    let hands_p = precompute(&Pokers, &holdings);
    // Records of the same size as either library's hand, with the same bytes.
    let records: Vec<[u64; 2]> = hands_p
        .iter()
        .map(|h| [h.get_key(), h.get_mask()])
        .collect();
    drop(holdings);
    // Tables of 8 KiB, 16 KiB and 128 KiB, the displacements spread over the
    // whole of the last, as a perfect hash's are.
    let in_level_one = Box::new(std::array::from_fn::<u16, 4_096, _>(|i| i as u16));
    let displacements = Box::new(std::array::from_fn::<u16, 8_192, _>(|i| {
        (i as u16).wrapping_mul(40_503)
    }));
    let strengths = Box::new(std::array::from_fn::<u16, 65_536, _>(|i| i as u16));
    #[cfg(target_arch = "x86_64")]
    {
        // Untimed: the prefetching loops sum what (b)'s do.
        assert_eq!(
            prefetching(&showdown, &hands_s),
            sum_ranks(&showdown, &hands_s)
        );
        assert_eq!(prefetching(&Pokers, &hands_p), sum_ranks(&Pokers, &hands_p));
    }
    let mut rows: Vec<(&str, usize, Job)> = vec![
        (
            "showdown, as (b)",
            RANDOM_HOLDINGS,
            Box::new(|| sum_ranks(&showdown, black_box(&hands_s))),
        ),
        (
            "pokers 0.10.0, as (b)",
            RANDOM_HOLDINGS,
            Box::new(|| sum_ranks(&Pokers, black_box(&hands_p))),
        ),
        (
            "16-byte records read, nothing evaluated",
            RANDOM_HOLDINGS,
            Box::new(|| stream(black_box(&records))),
        ),
        (
            "records read, a load from 8 KiB",
            RANDOM_HOLDINGS,
            Box::new(|| one_load(black_box(&records), &in_level_one)),
        ),
        (
            "records read, a load from 128 KiB",
            RANDOM_HOLDINGS,
            Box::new(|| one_load(black_box(&records), &strengths)),
        ),
        (
            "records read, loads from 16 then 128 KiB",
            RANDOM_HOLDINGS,
            Box::new(|| two_loads(black_box(&records), &displacements, &strengths)),
        ),
    ];
    #[cfg(target_arch = "x86_64")]
    rows.extend([
        (
            "showdown, the caller prefetching",
            RANDOM_HOLDINGS,
            Box::new(|| prefetching(&showdown, black_box(&hands_s))) as Job,
        ),
        (
            "pokers 0.10.0, the caller prefetching",
            RANDOM_HOLDINGS,
            Box::new(|| prefetching(&Pokers, black_box(&hands_p))),
        ),
    ]);
    rows.extend([
        (
            "showdown, hands in cache",
            PASSES * WINDOW,
            Box::new(|| in_cache(&showdown, black_box(&hands_s))) as Job,
        ),
        (
            "pokers 0.10.0, hands in cache",
            PASSES * WINDOW,
            Box::new(|| in_cache(&Pokers, black_box(&hands_p))),
        ),
    ]);
    let (labels, mut jobs): (Vec<_>, Vec<Job>) = rows
        .into_iter()
        .map(|(name, evaluations, job)| ((name, evaluations), job))
        .unzip();
    let times = timings(10, &mut jobs);
    println!("(b)'s floors, best of 10 interleaved, ns per holding:");
    for ((name, n), t) in labels.iter().zip(&times) {
        println!(
            "  {name:<42} {:>6.3}",
            t.best.as_secs_f64() * 1e9 / *n as f64
        );
    }
}
