//! What the test modules share: the repository root, two workers for the
//! exhaustive walks, the ladders the exhaustive proofs walk, and the plain key of
//! every five-card hand.

use showdown::poker::{Ace, Card, Ladder, LadderKey};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::{panic, thread};

/// The repository root, where `src/`, `docs/` and `fixtures/` are.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `job` on every one of `jobs`, in that order, over two threads that each take
/// the next job when free and fold into an accumulator of their own (from `init`);
/// returns the two accumulators. The exhaustive walks hand out their largest jobs
/// first, so that neither thread is left alone with a long one at the end.
///
/// # Panics
/// When a job panics: the caller fails with the worker's own message.
pub fn on_two_workers<T: Send>(
    jobs: &[usize],
    init: impl Fn() -> T + Sync,
    job: impl Fn(&mut T, usize) + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let work = || {
        let mut acc = init();
        while let Some(&j) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
            job(&mut acc, j);
        }
        acc
    };
    thread::scope(|s| {
        let workers: Vec<_> = (0..2).map(|_| s.spawn(work)).collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|e| panic::resume_unwind(e)))
            .collect()
    })
}

/// The ladders the exhaustive proofs walk on every holding of 5, 6 and 7 cards:
/// the standard one, the ace only high, ranks alone with and without the wheel,
/// and deuce-to-seven, whose flushes rank below their ranks (the evaluator's own
/// path for holdings with five of a suit). The other named ladders are proven on
/// five cards and random holdings (`ladders.rs`).
pub const PROVEN: [Ladder; 5] = [
    Ladder::STANDARD,
    Ladder::ACE_HIGH,
    Ladder::RANKS_ONLY,
    Ladder {
        ace: Ace::High,
        ..Ladder::RANKS_ONLY
    },
    Ladder::DEUCE_TO_SEVEN_LOW,
];

/// The plain key of every five-card hand under one ladder, by the hand's colex
/// index: [`Ladder::key`] of each of the 2,598,960 hands, worked out once per process
/// and ladder.
///
/// The random and small-deck checks take the best five of thousands of holdings:
/// computing the key afresh for each of their subsets was about a quarter of this
/// crate's CPU time, the same 2.6 M keys over and over. The best of several hands
/// is the max of their keys, [`Ladder::best_of`]'s answer.
pub struct ReferenceFive {
    by_index: Vec<LadderKey>,
}

/// `BINOMIAL[n][k]` = C(n, k), for the combinatorial indices of up to six of the
/// 52 cards.
pub const BINOMIAL: [[u32; 7]; 53] = {
    let mut table = [[0u32; 7]; 53];
    let mut n = 0;
    while n < 53 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 7 && k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
};

impl ReferenceFive {
    /// The table of `ladder`, built on first use over two threads.
    pub fn of(ladder: Ladder) -> &'static ReferenceFive {
        static TABLES: Mutex<Vec<(Ladder, &'static ReferenceFive)>> = Mutex::new(Vec::new());
        let mut tables = TABLES.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&(_, table)) = tables.iter().find(|(l, _)| *l == ladder) {
            return table;
        }
        let table: &'static ReferenceFive = Box::leak(Box::new(ReferenceFive::build(ladder)));
        tables.push((ladder, table));
        table
    }

    fn build(ladder: Ladder) -> ReferenceFive {
        let deck: Vec<Card> = Card::all().collect();
        assert_eq!(deck.len(), 52);
        // The hands whose highest card is deck[top] have the colex indices
        // C(top, 5) .. C(top + 1, 5); the two workers take the tops in turn, the
        // largest shares of the work first.
        let tops: Vec<usize> = (4..52).rev().collect();
        let parts = on_two_workers(&tops, Vec::new, |done, top| {
            let mut strengths = Vec::new();
            for d in 3..top {
                for c in 2..d {
                    for b in 1..c {
                        for a in 0..b {
                            let five = [a, b, c, d, top].map(|i| deck[i]);
                            strengths.push(ladder.key(&five));
                        }
                    }
                }
            }
            done.push((top, strengths));
        });
        let mut by_index = vec![None; BINOMIAL[52][5] as usize];
        for (top, strengths) in parts.into_iter().flatten() {
            let from = BINOMIAL[top][5] as usize;
            assert_eq!(strengths.len(), BINOMIAL[top][4] as usize);
            for (i, strength) in strengths.into_iter().enumerate() {
                by_index[from + i] = Some(strength);
            }
        }
        let by_index = by_index
            .into_iter()
            .map(|s| s.expect("every five-card hand is worked out"))
            .collect();
        ReferenceFive { by_index }
    }

    /// The plain key of five distinct cards, in any order.
    ///
    /// # Panics
    /// When a card repeats.
    pub fn five(&self, cards: [Card; 5]) -> LadderKey {
        let mut at = cards.map(Card::index);
        at.sort_unstable();
        assert!(
            at.windows(2).all(|w| w[0] < w[1]),
            "a card repeats: {cards:?}"
        );
        let index: u32 = (0..5).map(|k| BINOMIAL[at[k]][k + 1]).sum();
        self.by_index[index as usize]
    }

    /// The plain key of the best five of `cards` (at least five, distinct):
    /// [`Ladder::best_of`], through every five-card subset.
    ///
    /// # Panics
    /// With fewer than five cards, or when a card repeats.
    pub fn best_of(&self, cards: &[Card]) -> LadderKey {
        assert!(
            (5..=52).contains(&cards.len()),
            "{} cards are not a hand of distinct cards",
            cards.len()
        );
        // On the stack: the million-deal checks call this once a deal.
        let mut positions = [0usize; 52];
        let at = &mut positions[..cards.len()];
        for (p, c) in at.iter_mut().zip(cards) {
            *p = c.index();
        }
        at.sort_unstable();
        assert!(
            at.windows(2).all(|w| w[0] < w[1]),
            "a card repeats: {cards:?}"
        );
        // The colex index is a sum of one term per position, so each loop adds
        // its own term to its prefix's.
        let term = |k: usize, i: usize| BINOMIAL[at[i]][k + 1] as usize;
        let n = at.len();
        let mut best = LadderKey::NONE;
        for a in 0..n {
            let ia = term(0, a);
            for b in a + 1..n {
                let ib = ia + term(1, b);
                for c in b + 1..n {
                    let ic = ib + term(2, c);
                    for d in c + 1..n {
                        let id = ic + term(3, d);
                        for e in d + 1..n {
                            best = best.max(self.by_index[id + term(4, e)]);
                        }
                    }
                }
            }
        }
        best
    }
}
