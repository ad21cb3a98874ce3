//! Benchmarks of exact board enumeration: pokerstars tests with 1, 2 and 10
//! players, one holdem dataset, and the four preflop match-ups of the peer
//! comparison: aces against kings (with suit symmetry), AhKd against QsJc
//! (without), AhKh against 7c7d and 2c3d against 4h5s.
//!
//! Run with `cargo bench --bench boards`.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use showdown::Card;
use showdown::equity::{Deal, TieRule};
use std::hint::black_box;

fn deal(players: &[&str], board: &str, size: usize) -> Deal {
    let cards = |s| Card::parse_list(s).unwrap();
    let hands: Vec<Vec<Card>> = players.iter().map(|p| cards(p)).collect();
    let refs: Vec<&[Card]> = hands.iter().map(|h| &h[..]).collect();
    Deal::new(&refs, &cards(board), size).unwrap()
}

fn bench(c: &mut Criterion, name: &str, d: &Deal, rule: TieRule) {
    c.bench_function(&format!("{name} ({} boards)", d.boards()), |b| {
        b.iter(|| black_box(d).enumerate(rule))
    });
}

fn boards(c: &mut Criterion) {
    let ps1 = deal(&["2c 7d 9h Js Kc"], "", 2);
    bench(c, "pokerstars n=1", &ps1, TieRule::LowestIndexWins);
    let ps2 = deal(&["2c 7d 9h Js Kc", "3d 3h 8c Tc Qs"], "", 2);
    bench(c, "pokerstars n=2", &ps2, TieRule::LowestIndexWins);
    let ten = [
        "2c 3c 4c 5c 6c",
        "7c 8c 9c Tc Jc",
        "Qc Kc Ac 2d 3d",
        "4d 5d 6d 7d 8d",
        "9d Td Jd Qd Kd",
        "Ad 2h 3h 4h 5h",
        "6h 7h 8h 9h Th",
        "Jh Qh Kh Ah 2s",
        "3s 4s 5s 6s 7s",
        "8s 9s Ts Js Qs",
    ];
    bench(
        c,
        "pokerstars n=10",
        &deal(&ten, "", 2),
        TieRule::LowestIndexWins,
    );
    let holdem = deal(&["Ah 9d", "6h 9c"], "3h 4h 5h", 5);
    bench(c, "holdem dataset", &holdem, TieRule::Separate);
    let preflop = deal(&["Ah As", "Kd Kc"], "", 5);
    bench(c, "AhAs vs KdKc preflop", &preflop, TieRule::Separate);
    // No suit permutation fixes both hands here, so no symmetry helps.
    let asymmetric = deal(&["Ah Kd", "Qs Jc"], "", 5);
    bench(c, "AhKd vs QsJc preflop", &asymmetric, TieRule::Separate);
    let suited = deal(&["Ah Kh", "7c 7d"], "", 5);
    bench(c, "AhKh vs 7c7d preflop", &suited, TieRule::Separate);
    let low = deal(&["2c 3d", "4h 5s"], "", 5);
    bench(c, "2c3d vs 4h5s preflop", &low, TieRule::Separate);
}

criterion_group!(benches, boards);
criterion_main!(benches);
