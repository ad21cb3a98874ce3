//! Workload (c): exact heads-up equity over every board, showdown's
//! [`Deal::enumerate`] against `pokers::exact_equity`.
//!
//! Four preflop match-ups (1,712,304 boards each) and one on a flop (990
//! boards). pokers runs on one worker thread (`n_threads = 1`; the calling
//! thread only waits) with each hand given as one exact combo, so it enumerates
//! the boards of that one deal, as showdown does.
//!
//! pokers counts each board with the product of the two combos' weights, 100
//! each by default, in `wins_by_mask` (bit `i` for player `i` holding the best
//! hand); its `ties` field is a share of equity, not a count. Before timing, an
//! untimed pass checks that `wins_by_mask / 10,000` gives exactly showdown's
//! wins and ties for both players, and that no board is left out.
//!
//! Both libraries' full calls are timed, interleaved, best of several
//! repetitions; pokers' time includes its per-combo statistics, spawning its
//! worker thread (tens of microseconds, most of its time on the flop) and, on
//! a flop, the hand categories and draws it reports alongside the equities.

use pokers::{HandRange, SimulationResults, exact_equity, get_card_mask};
use showdown::Card;
use showdown::equity::{Deal, Tally, TieRule};
use std::hint::black_box;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The match-ups: two hands, then the known board.
const MATCHUPS: [([&str; 2], &str); 5] = [
    (["Ah As", "Kd Kc"], ""),
    (["Ah Kd", "Qs Jc"], ""),
    (["Ah Kh", "7c 7d"], ""),
    (["2c 3d", "4h 5s"], ""),
    (["Ah As", "Kd Kc"], "2c 7d 9h"),
];

/// Interleaved repetitions per match-up; the best time of each library counts.
const REPS: usize = 30;

/// pokers' default weight of one combo; a board counts as the product of both.
const BOARD_WEIGHT: u64 = 100 * 100;

fn cards(s: &str) -> Vec<Card> {
    Card::parse_list(s).expect("the match-ups are spelled right")
}

fn showdown_deal(hands: [&str; 2], board: &str) -> Deal {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let refs: Vec<&[Card]> = hands.iter().map(|h| &h[..]).collect();
    Deal::new(&refs, &cards(board), 5).expect("a valid deal")
}

/// pokers' exact equity of the two exact hands on `board`, on one thread.
fn pokers_equity(ranges: &[HandRange], board: u64) -> SimulationResults {
    let cancel = Arc::new(AtomicBool::new(false));
    exact_equity(ranges, board, 0, 1, cancel, |_| {}).expect("pokers accepts the deal")
}

/// Untimed check: pokers' board counts are showdown's tallies.
fn check(name: &str, tallies: &[Tally], boards: u64, pokers: &SimulationResults) {
    let by_mask = &pokers.wins_by_mask;
    assert!(
        by_mask.iter().all(|&w| w % BOARD_WEIGHT == 0),
        "{name}: pokers' counts are not whole boards"
    );
    let count = |mask: usize| by_mask[mask] / BOARD_WEIGHT;
    assert_eq!(count(0), 0, "{name}: pokers has boards nobody wins");
    assert_eq!(
        count(1) + count(2) + count(3),
        boards,
        "{name}: board total"
    );
    assert_eq!(count(1), tallies[0].wins, "{name}: first player's wins");
    assert_eq!(count(2), tallies[1].wins, "{name}: second player's wins");
    assert_eq!(count(3), tallies[0].ties, "{name}: ties");
    assert_eq!(count(3), tallies[1].ties, "{name}: ties");
    assert_eq!(pokers.wins[0], by_mask[1], "{name}: pokers' own win total");
}

/// The best of `REPS` interleaved timings of the two calls.
fn time_both(deal: &Deal, ranges: &[HandRange], board: u64) -> (Duration, Duration) {
    let (mut ours, mut theirs) = (Duration::MAX, Duration::MAX);
    for _ in 0..REPS {
        let start = Instant::now();
        black_box(black_box(deal).enumerate(TieRule::Separate));
        ours = ours.min(start.elapsed());
        let start = Instant::now();
        black_box(pokers_equity(black_box(ranges), board));
        theirs = theirs.min(start.elapsed());
    }
    (ours, theirs)
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_string())
}

/// Checks and times every match-up, then prints the table.
pub fn run() {
    println!();
    println!(
        "(c) exact heads-up equity over every board: showdown Deal::enumerate against \
         pokers::exact_equity on one thread; load average {}",
        load_average()
    );
    let mut rows = Vec::new();
    for (hands, board) in MATCHUPS {
        let name = match board {
            "" => format!("{} vs {} preflop", hands[0], hands[1]),
            _ => format!("{} vs {} on {}", hands[0], hands[1], board),
        };
        print!("  {name}: checking ... ");
        std::io::stdout().flush().unwrap();
        let deal = showdown_deal(hands, board);
        let spell = |s: &str| s.replace(' ', "");
        let ranges = HandRange::from_strings(hands.iter().map(|h| spell(h)).collect());
        let board_mask = get_card_mask(&spell(board));
        let tallies = deal.enumerate(TieRule::Separate);
        let pokers = pokers_equity(&ranges, board_mask);
        check(&name, &tallies, deal.boards(), &pokers);
        print!("same wins and ties; timing, best of {REPS} ... ");
        std::io::stdout().flush().unwrap();
        let (ours, theirs) = time_both(&deal, &ranges, board_mask);
        println!("done");
        rows.push((
            name,
            deal.boards(),
            tallies[0],
            pokers.eval_count,
            ours,
            theirs,
        ));
    }
    println!();
    println!(
        "{:<28} {:>9} {:>9} {:>9} {:>9} {:>13} {:>12} {:>16}",
        "match-up",
        "boards",
        "wins",
        "ties",
        "losses",
        "showdown ms",
        "pokers ms",
        "showdown/pokers"
    );
    for (name, boards, t, _, ours, theirs) in &rows {
        println!(
            "{:<28} {:>9} {:>9} {:>9} {:>9} {:>13.3} {:>12.3} {:>16.2}",
            name,
            boards,
            t.wins,
            t.ties,
            t.losses,
            ours.as_secs_f64() * 1e3,
            theirs.as_secs_f64() * 1e3,
            ours.as_secs_f64() / theirs.as_secs_f64()
        );
    }
    println!();
    println!(
        "showdown/pokers: showdown's time over pokers' (below 1: showdown is faster); \
         wins, ties and losses are the first player's; pokers evaluated {} boards",
        rows.iter()
            .map(|r| r.3.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!("load average {} at end of (c)", load_average());
}
