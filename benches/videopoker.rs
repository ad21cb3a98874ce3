//! Benchmarks for `videopoker` (issue 45's bar: a whole game in at most 0.5 s on
//! one core, faster on two, a second pay table faster than the first):
//!
//! - the count tables of Jacks or Better alone;
//! - a whole game from nothing, 9/6 Jacks or Better: the tables, the deal classes
//!   in the tables' terms and every deal played, on one thread and on two;
//! - a second pay table (9/5) over tables that already hold the deal classes, on
//!   one thread and on two;
//! - full-pay Deuces Wild from nothing, on one thread;
//! - one deal's 32 holds with their final hands, and its best hold alone, over
//!   1,000 random deals.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use showdown::rng::SplitMix64;
use showdown::videopoker::{
    Analysis, CountTables, Deck, DeckCard, Game, PayTable, Ranking, TieRule,
};
use std::hint::black_box;
use std::time::Duration;

/// A whole game from nothing: the tables, then every deal.
fn from_nothing(ranking: Ranking, pay: PayTable, rule: TieRule, threads: usize) -> Analysis {
    let tables = CountTables::new(ranking);
    Game::new(&tables, pay).analyze(rule, threads)
}

fn whole_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("videopoker/whole game");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    group.bench_function("count tables, Jacks or Better", |b| {
        b.iter(|| CountTables::new(black_box(Ranking::JACKS_OR_BETTER)))
    });
    for threads in [1, 2] {
        group.bench_function(
            format!("9/6 Jacks or Better from nothing, {threads} thread(s)"),
            |b| {
                b.iter(|| {
                    from_nothing(
                        Ranking::JACKS_OR_BETTER,
                        black_box(PayTable::JACKS_OR_BETTER_9_6),
                        TieRule::FewestKept,
                        threads,
                    )
                })
            },
        );
    }
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    // The first pay table lists the deal classes in the tables.
    let first = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6).analyze(TieRule::FewestKept, 1);
    let nine_five = PayTable::from_nine([1, 2, 3, 4, 5, 9, 25, 50, 800]);
    for threads in [1, 2] {
        group.bench_function(format!("9/5 after 9/6, {threads} thread(s)"), |b| {
            b.iter(|| {
                Game::new(&tables, black_box(nine_five)).analyze(TieRule::FewestKept, threads)
            })
        });
    }
    assert_ne!(
        first,
        Game::new(&tables, nine_five).analyze(TieRule::FewestKept, 1)
    );
    group.bench_function("Deuces Wild from nothing, 1 thread", |b| {
        b.iter(|| {
            from_nothing(
                Ranking::DEUCES_WILD,
                black_box(PayTable::DEUCES_WILD_FULL_PAY),
                TieRule::LowestCards,
                1,
            )
        })
    });
    group.finish();
}

fn one_deal(c: &mut Criterion) {
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let game = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6);
    let mut rng = SplitMix64::new(0x5eed_0045);
    let mut deck: Vec<DeckCard> = Deck::Standard.cards().collect();
    let deals: Vec<[DeckCard; 5]> = (0..1_000)
        .map(|_| {
            rng.choose_front(&mut deck, 5);
            deck[..5].try_into().unwrap()
        })
        .collect();
    let mut group = c.benchmark_group("videopoker/1000 deals");
    group.sample_size(20).warm_up_time(Duration::from_secs(1));
    group.throughput(Throughput::Elements(deals.len() as u64));
    group.bench_function("32 holds with final hands", |b| {
        b.iter(|| {
            deals
                .iter()
                .map(|deal| game.holds(black_box(deal))[0].payout_sum)
                .sum::<u64>()
        })
    });
    group.bench_function("best hold", |b| {
        b.iter(|| {
            deals
                .iter()
                .map(|deal| {
                    game.best_hold(black_box(deal), TieRule::FewestKept)
                        .payout_sum
                })
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, whole_games, one_deal);
criterion_main!(benches);
