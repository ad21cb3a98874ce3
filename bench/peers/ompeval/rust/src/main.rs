//! showdown side of the OMPEval-vs-showdown peer benchmark (see ../README.md).
//! ../driver.cpp is the OMPEval side; both take the same arguments and print
//! the same lines, which run.sh compares and times:
//!
//! ```text
//! ompeval-peer [check] [a] [b] [c]
//! ```
//!
//! - (a) all 133,784,560 seven-card holdings, each prefix hand built once per
//!   loop level (`Hand::combine` of one-card hands), `rank(..).value()` summed,
//!   exactly as showdown's bench/peers does; and the same holdings through
//!   `Evaluator::for_each_seven_card_strength`, the walk by five-card rows, timed
//!   as `a-rows` (same sum);
//! - (b) 10,000,000 random seven-card holdings from bench/peers' seed and
//!   generator (`showdown::rng::deals`, seed 0x5eed0b0b), precomputed
//!   as `Hand`s; only the summing of their values is timed; and the same holdings
//!   as 12-byte `PackedHand`s, built card by card as the `Hand`s are, timed as
//!   `b-packed` (same sum);
//! - (c) exact heads-up equity: `Deal::new(..)?.enumerate(TieRule::Separate)`.
//!
//! Each process times each requested workload once, after an untimed pass of
//! (b) and (c); run.sh interleaves processes and keeps the best time. `check`
//! adds the untimed agreement data (see driver.cpp for the list).

use showdown::equity::{Deal, TieRule};
use showdown::poker::{Card, Evaluator, Hand, PackedHand};
use showdown::rng;
use std::hint::black_box;
use std::time::Instant;

const RANDOM_HOLDINGS: usize = 10_000_000;
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x100_0000_01b3;

const MATCHUPS: [(&str, &str, &str, &str); 5] = [
    ("AhAs-KdKc", "AhAs", "KdKc", ""),
    ("AhKd-QsJc", "AhKd", "QsJc", ""),
    ("AhKh-7c7d", "AhKh", "7c7d", ""),
    ("2c3d-4h5s", "2c3d", "4h5s", ""),
    ("AhAs-KdKc/2c7d9h", "AhAs", "KdKc", "2c7d9h"),
];

fn fnv(h: u64, x: u64) -> u64 {
    (h ^ x).wrapping_mul(FNV_PRIME)
}

/// Calls `visit` on every seven-card holding, each prefix hand built once
/// (bench/peers' `for_all_seven` for showdown).
#[inline(always)]
fn for_all_seven(mut visit: impl FnMut(Hand)) {
    let cards: Vec<Hand> = Card::all().map(|c| Hand::EMPTY.add(c)).collect();
    for a in 0..52 {
        let ha = Hand::EMPTY.combine(cards[a]);
        for b in a + 1..52 {
            let hb = ha.combine(cards[b]);
            for c in b + 1..52 {
                let hc = hb.combine(cards[c]);
                for d in c + 1..52 {
                    let hd = hc.combine(cards[d]);
                    for f in d + 1..52 {
                        let hf = hd.combine(cards[f]);
                        for g in f + 1..52 {
                            let hg = hf.combine(cards[g]);
                            for &last in &cards[g + 1..] {
                                visit(hg.combine(last));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Workload (a).
#[inline(never)]
fn enumerate_all(e: &Evaluator) -> u64 {
    let mut sum = 0u64;
    for_all_seven(|h| sum += e.strength(h).value() as u64);
    sum
}

/// Workload (a) through the walk by five-card rows.
#[inline(never)]
fn walk_by_rows(e: &Evaluator) -> u64 {
    let mut sum = 0u64;
    e.for_each_seven_card_strength(|s| sum += s.value() as u64);
    sum
}

/// Workload (b).
#[inline(never)]
fn sum_ranks(e: &Evaluator, hands: &[Hand]) -> u64 {
    hands.iter().map(|&h| e.strength(h).value() as u64).sum()
}

/// Workload (b) through packed hands.
#[inline(never)]
fn sum_packed(e: &Evaluator, hands: &[PackedHand]) -> u64 {
    hands.iter().map(|&h| e.packed_strength(h).value() as u64).sum()
}

fn cards(s: &str) -> Vec<Card> {
    (0..s.len() / 2)
        .map(|i| s[2 * i..2 * i + 2].parse::<Card>().expect("card"))
        .collect()
}

fn main() {
    let (mut check, mut want_a, mut want_b, mut want_c) = (false, false, false, false);
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "check" => check = true,
            "a" => want_a = true,
            "b" => want_b = true,
            "c" => want_c = true,
            _ => {
                eprintln!("usage: ompeval-peer [check] [a] [b] [c]");
                std::process::exit(2);
            }
        }
    }
    let features: Vec<&str> = [
        ("sse4.1", cfg!(target_feature = "sse4.1")),
        ("popcnt", cfg!(target_feature = "popcnt")),
        ("avx2", cfg!(target_feature = "avx2")),
        ("bmi2", cfg!(target_feature = "bmi2")),
    ]
    .into_iter()
    .filter_map(|(name, on)| on.then_some(name))
    .collect();
    match features.is_empty() {
        true => println!("info features baseline"),
        false => println!("info features {}", features.join(" ")),
    }

    let eval = Evaluator::get();

    // Dense class index of each 16-bit value, from the histogram over (a).
    let mut dense = vec![0u32; 1 << 16];
    if check {
        let (mut hist, mut seen) = (vec![0u64; 1 << 16], vec![None; 1 << 16]);
        for_all_seven(|h| {
            let strength = eval.strength(h);
            hist[strength.value() as usize] += 1;
            seen[strength.value() as usize] = Some(strength);
        });
        let (mut cats, mut catsum, mut classsum, mut classes) = ([0u64; 9], 0u64, 0u64, 0u64);
        for (v, &n) in hist.iter().enumerate() {
            dense[v] = classes as u32;
            if n == 0 {
                continue;
            }
            // showdown: 0 = high card .. 8 = straight flush
            let cat = eval.kind(seen[v].expect("seen")).expect("a hand") as usize;
            cats[cat] += n;
            catsum += cat as u64 * n;
            classsum += classes * n;
            classes += 1;
        }
        println!("check a classes {classes}");
        let cats: Vec<String> = cats.iter().map(|c| c.to_string()).collect();
        println!("check a categories {}", cats.join(" "));
        println!("check a category-sum {catsum}");
        println!("check a class-sum {classsum}");
    }

    if want_a {
        let start = Instant::now();
        let sum = black_box(enumerate_all(black_box(&eval)));
        let t = start.elapsed().as_secs_f64();
        println!("time a {t:.9} {sum}");
        let start = Instant::now();
        let sum = black_box(walk_by_rows(black_box(&eval)));
        let t = start.elapsed().as_secs_f64();
        println!("time a-rows {t:.9} {sum}");
    }

    if want_b || check {
        let mut holdings = FNV_OFFSET;
        let hands: Vec<Hand> = rng::deals::<7>(0x5eed_0b0b, RANDOM_HOLDINGS)
            .iter()
            .map(|deal| {
                deal.iter().fold(Hand::EMPTY, |acc, &c| {
                    holdings = fnv(holdings, c.index() as u64);
                    acc.combine(Hand::EMPTY.add(c))
                })
            })
            .collect();
        if check {
            let classes = hands.iter().fold(FNV_OFFSET, |acc, &h| {
                fnv(acc, dense[eval.strength(h).value() as usize] as u64)
            });
            println!("check b holdings {holdings:016x}");
            println!("check b classes {classes:016x}");
        }
        if want_b {
            let warm = sum_ranks(&eval, black_box(&hands)); // untimed
            let start = Instant::now();
            let sum = black_box(sum_ranks(black_box(&eval), black_box(&hands)));
            let t = start.elapsed().as_secs_f64();
            assert_eq!(sum, warm, "(b) sum changed");
            println!("time b {t:.9} {sum}");
            drop(hands);
            let packed: Vec<PackedHand> = rng::deals::<7>(0x5eed_0b0b, RANDOM_HOLDINGS)
                .iter()
                .map(|deal| {
                    deal.iter().fold(PackedHand::EMPTY, |acc, &c| {
                        acc.combine(PackedHand::EMPTY.add(c))
                    })
                })
                .collect();
            let warm = sum_packed(&eval, black_box(&packed)); // untimed
            let start = Instant::now();
            let sum = black_box(sum_packed(black_box(&eval), black_box(&packed)));
            let t = start.elapsed().as_secs_f64();
            assert_eq!(sum, warm, "(b) packed sum changed");
            println!("time b-packed {t:.9} {sum}");
        }
    }

    if want_c || check {
        for (name, a, b, board) in MATCHUPS {
            let (a, b, board) = (cards(a), cards(b), cards(board));
            let run = || {
                let start = Instant::now();
                let deal = Deal::new(&[&a[..], &b[..]], &board[..], 5).expect("deal");
                let tallies = black_box(deal.enumerate(TieRule::Separate));
                (start.elapsed().as_secs_f64(), tallies)
            };
            let (_, t) = run(); // untimed: warms up, and gives the counts
            if check {
                let boards = t[0].wins + t[0].ties + t[0].losses;
                let eq = |p: usize| (t[p].wins as f64 + t[p].ties as f64 / 2.0) / boards as f64;
                println!(
                    "check c {name} {} {} {} {boards} {:.17e} {:.17e}",
                    t[0].wins,
                    t[1].wins,
                    t[0].ties,
                    eq(0),
                    eq(1)
                );
            }
            if want_c {
                let (secs, _) = run();
                println!("time c {name} {secs:.9}");
            }
        }
    }
}
