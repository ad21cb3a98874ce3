//! Each five-card ladder's speed on seven-card holdings as a ratio to the standard
//! evaluator's, measured in turns: the standard evaluator, then each ladder, over
//! the same million random holdings, 41 rounds, and the median of each round's
//! ratio with its quartiles. Criterion times one function after another, so a
//! machine whose speed drifts between them skews the ratio (it gave the standard
//! ladder 0.79 to 0.83x where this gives 0.93 to 0.95x); the ratio of each round
//! holds. `cargo bench --bench ladder_ratios`.

#![allow(missing_docs)]

use showdown::poker::{Evaluator, Hand, Ladder};
use showdown::rng;
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let hands: Vec<Hand> = rng::deals::<7>(0x5eed_1add, 1_000_000)
        .iter()
        .map(|d| d.iter().fold(Hand::EMPTY, |h, &c| h.add(c)))
        .collect();
    let eval = Evaluator::get();
    let ladders = [
        ("standard", Ladder::STANDARD),
        ("ranks_only", Ladder::RANKS_ONLY),
        ("short_deck", Ladder::SHORT_DECK),
        ("ace_to_five_low", Ladder::ACE_TO_FIVE_LOW),
        ("eight_or_better", Ladder::EIGHT_OR_BETTER),
        ("deuce_to_seven_low", Ladder::DEUCE_TO_SEVEN_LOW),
    ];
    let fast: Vec<Evaluator> = ladders.iter().map(|&(_, l)| Evaluator::with(l)).collect();
    let mut ratios = vec![Vec::new(); ladders.len()];
    for _ in 0..41 {
        let start = Instant::now();
        black_box(
            hands
                .iter()
                .map(|&h| u64::from(eval.strength(h).value()))
                .sum::<u64>(),
        );
        let base = start.elapsed().as_secs_f64();
        for (ratio, ladder) in ratios.iter_mut().zip(&fast) {
            let start = Instant::now();
            black_box(
                hands
                    .iter()
                    .map(|&h| u64::from(ladder.strength(h).value()))
                    .sum::<u64>(),
            );
            ratio.push(base / start.elapsed().as_secs_f64());
        }
    }
    println!("ladder: speed against the standard evaluator, median (quartiles) of 41 rounds");
    for ((name, _), ratio) in ladders.iter().zip(&mut ratios) {
        ratio.sort_by(f64::total_cmp);
        println!(
            "{name}: {:.3}x ({:.3} to {:.3})",
            ratio[20], ratio[10], ratio[30]
        );
    }
}
