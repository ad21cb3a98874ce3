//! Workload (e): exact heads-up preflop Omaha equity over all 1,086,008 boards,
//! showdown's [`OmahaDeal`] against plain enumeration.
//!
//! No crate among the peers computes Omaha equity, so the row beside showdown's
//! time is the plain way: every board, and for each player the best of the 60
//! choices of two pocket cards and three board cards, each a five-card lookup of
//! showdown's evaluator. The plain count runs once per match-up (about a second);
//! showdown's, best of several. Both tallies must agree exactly, high only and
//! hi-lo; the first match-up is also the one exact preflop Omaha figure published
//! (siavashg87/poker-odds-calc, src/test/omaha.ts, 'EXHAUSTIVE': 35.15% wins,
//! 64.71% losses, 0.14% ties), which the row's counts must round to.

use showdown::Card;
use showdown::equity::{HiLoTally, OmahaDeal, Tally, TieRule};
use showdown::poker::{Evaluator, Hand, Ladder, LadderKey, Strength};
use std::hint::black_box;
use std::io::Write;
use std::time::{Duration, Instant};

/// The match-ups, four cards each, preflop.
const MATCHUPS: [[&str; 2]; 4] = [
    ["9h 7s 6d 3d", "Ts Qc Td 6c"],
    ["As Ah Ks Kh", "Qd Qc Jd Jc"],
    ["Ah Kh Jd 6c", "Qh Tc 6s 6h"],
    ["6c 6d 6h 6s", "5c 4d 3h 2s"],
];

/// Repetitions of showdown's count; the best time counts.
const REPS: usize = 10;

fn cards(s: &str) -> Vec<Card> {
    Card::parse_list(s).expect("the match-ups are spelled right")
}

/// The plain count: high-only tallies and hi-lo tallies of the two players, by
/// enumerating every board and every choice of two and three.
fn plain(players: &[Vec<Card>; 2]) -> ([Tally; 2], [HiLoTally; 2]) {
    let eval = Evaluator::get();
    let undealt: Vec<Card> = Card::all()
        .filter(|c| !players.iter().flatten().any(|p| p == c))
        .collect();
    let best = |pocket: &[Card], board: &[Card; 5]| {
        let mut best = Strength::default();
        for i in 0..pocket.len() {
            for j in i + 1..pocket.len() {
                let pair = Hand::EMPTY.add(pocket[i]).add(pocket[j]);
                for a in 0..5 {
                    for b in a + 1..5 {
                        for c in b + 1..5 {
                            let five = pair.add(board[a]).add(board[b]).add(board[c]);
                            best = best.max(eval.strength(five));
                        }
                    }
                }
            }
        }
        best
    };
    let (mut high, mut hi_lo) = ([Tally::default(); 2], [HiLoTally::default(); 2]);
    let n = undealt.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let board = [a, b, c, d, e].map(|i| undealt[i]);
                        let h = [0, 1].map(|p| best(&players[p], &board));
                        let l = [0, 1].map(|p| {
                            Ladder::EIGHT_OR_BETTER.best_with_pocket(&players[p], &board, 2)
                        });
                        let low = l[0].max(l[1]) != LadderKey::NONE;
                        for p in 0..2 {
                            let (hw, hl) = (h[p] > h[1 - p], h[p] < h[1 - p]);
                            let (lw, ll) =
                                (l[p] > l[1 - p], l[p] < l[1 - p] || l[p] == LadderKey::NONE);
                            for (t, win, loss) in
                                [(&mut high[p], hw, hl), (&mut hi_lo[p].high, hw, hl)]
                            {
                                match (win, loss) {
                                    (true, _) => t.wins += 1,
                                    (_, true) => t.losses += 1,
                                    _ => t.ties += 1,
                                }
                            }
                            let t = &mut hi_lo[p];
                            match (lw && low, ll || !low) {
                                (true, _) => t.low.wins += 1,
                                (_, true) => t.low.losses += 1,
                                _ => t.low.ties += 1,
                            }
                            let pot = HiLoTally::POT;
                            let high_share = if hw {
                                pot
                            } else if hl {
                                0
                            } else {
                                pot / 2
                            };
                            let low_share = if lw {
                                pot
                            } else if ll {
                                0
                            } else {
                                pot / 2
                            };
                            t.share += if low {
                                (high_share + low_share) / 2
                            } else {
                                high_share
                            };
                            t.scoops += u64::from(hw && (lw || !low));
                        }
                    }
                }
            }
        }
    }
    (high, hi_lo)
}

/// Checks and times every match-up, then prints the table.
pub fn run() {
    println!();
    println!(
        "(e) exact heads-up preflop Omaha equity over every board: showdown OmahaDeal \
         against plain enumeration (60 five-card lookups per player and board)"
    );
    let mut rows = Vec::new();
    for hands in MATCHUPS {
        let name = format!("{} vs {}", hands[0], hands[1]);
        print!("  {name}: plain count ... ");
        std::io::stdout().flush().unwrap();
        let players = hands.map(cards);
        let start = Instant::now();
        let (high, hi_lo) = plain(&players);
        let plain_time = start.elapsed();
        let deal = OmahaDeal::new(&[&players[0], &players[1]], &[], Ladder::STANDARD)
            .expect("a valid deal");
        let ours = deal.enumerate(TieRule::Separate);
        let ours_hi_lo = deal.enumerate_hi_lo();
        assert_eq!(ours, high, "{name}: high-only tallies differ");
        assert_eq!(ours_hi_lo, hi_lo, "{name}: hi-lo tallies differ");
        print!("same tallies, high and hi-lo; timing, best of {REPS} ... ");
        std::io::stdout().flush().unwrap();
        let (mut time, mut time_hi_lo) = (Duration::MAX, Duration::MAX);
        for _ in 0..REPS {
            let start = Instant::now();
            black_box(black_box(&deal).enumerate(TieRule::Separate));
            time = time.min(start.elapsed());
            let start = Instant::now();
            black_box(black_box(&deal).enumerate_hi_lo());
            time_hi_lo = time_hi_lo.min(start.elapsed());
        }
        println!("done");
        rows.push((
            name,
            deal.boards(),
            high[0],
            hi_lo[0].equity(),
            time,
            time_hi_lo,
            plain_time,
        ));
    }
    let t = rows[0].2;
    let percent = |n: u64| format!("{:.2}", n as f64 * 100.0 / rows[0].1 as f64);
    assert_eq!(
        [percent(t.wins), percent(t.losses), percent(t.ties)],
        ["35.15", "64.71", "0.14"],
        "the published figure"
    );
    println!();
    println!(
        "{:<26} {:>9} {:>8} {:>6} {:>8} {:>10} {:>8} {:>10} {:>9}",
        "match-up",
        "boards",
        "wins",
        "ties",
        "losses",
        "hi-lo eq.",
        "high ms",
        "hi-lo ms",
        "plain ms"
    );
    for (name, boards, t, eq, time, time_hi_lo, plain_time) in &rows {
        println!(
            "{:<26} {:>9} {:>8} {:>6} {:>8} {:>9.4}% {:>8.2} {:>10.2} {:>9.0}",
            name,
            boards,
            t.wins,
            t.ties,
            t.losses,
            eq * 100.0,
            time.as_secs_f64() * 1e3,
            time_hi_lo.as_secs_f64() * 1e3,
            plain_time.as_secs_f64() * 1e3
        );
    }
    println!();
    println!(
        "wins, ties, losses and hi-lo equity are the first player's; the first match-up's \
         counts round to the published 35.15% / 64.71% / 0.14%"
    );
}
