//! showdown side of the video poker peer benchmark (see ../README.md).
//! ../driver.cpp is the videopoker-solver side; run.sh runs both in turns and
//! compares what they print.
//!
//! ```text
//! videopoker-peer <threads>
//! ```
//!
//! Plays one whole game of full-pay 9/6 Jacks or Better from nothing: the count
//! tables built (`CountTables::new`), then every deal played with its best hold
//! (`Game::analyze`, which also lists the deal classes on its first call), on
//! `<threads>` threads. Prints:
//!
//! ```text
//! return <num>/<den> <its first 20 decimals, truncated>
//! check drawn <deals whose best hold draws 0 1 2 3 4 5 cards>
//! check final <final hands by category, each deal weighing draw_weight>
//! time tables <s>   (CountTables::new alone)
//! time game <s>     (tables and analyze: the whole game from nothing)
//! info peak-kb <KB>  (the process's peak resident memory, VmHWM, on Linux)
//! ```

use showdown::videopoker::{CountTables, Game, PayTable, Ranking, TieRule};
use std::hint::black_box;
use std::time::Instant;

/// `num / den` in decimal, its first `places` decimals truncated (num < den).
fn decimals(num: u128, den: u128, places: usize) -> String {
    let mut out = String::from("0.");
    let mut rest = num % den;
    for _ in 0..places {
        // rest < den < 2^64 here, so 10 * rest cannot overflow.
        rest *= 10;
        out.push(char::from(b'0' + (rest / den) as u8));
        rest %= den;
    }
    out
}

/// The process's peak resident memory in KB (`VmHWM` in /proc/self/status), if known.
fn peak_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let threads = match std::env::args().skip(1).collect::<Vec<_>>().as_slice() {
        [n] => n.parse::<usize>().ok().filter(|&n| n > 0),
        _ => None,
    };
    let Some(threads) = threads else {
        eprintln!("usage: videopoker-peer <threads>");
        std::process::exit(2);
    };

    let start = Instant::now();
    let tables = CountTables::new(black_box(Ranking::JACKS_OR_BETTER));
    let tables_done = start.elapsed();
    let game = Game::new(&tables, black_box(PayTable::JACKS_OR_BETTER_9_6));
    let analysis = black_box(game.analyze(TieRule::FewestKept, threads));
    let game_done = start.elapsed();

    let (num, den) = (analysis.return_fraction.num(), analysis.return_fraction.den());
    assert!(num < den && den < 1 << 64, "a return below 1, its denominator in 64 bits");
    let list = |xs: &[u64]| xs.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    println!("return {num}/{den} {}", decimals(num, den, 20));
    println!("check drawn {}", list(&analysis.deals_by_cards_drawn));
    println!("check final {}", list(&analysis.final_hands));
    println!("time tables {:.6}", tables_done.as_secs_f64());
    println!("time game {:.6}", game_done.as_secs_f64());
    if let Some(kb) = peak_kb() {
        println!("info peak-kb {kb}");
    }
}
