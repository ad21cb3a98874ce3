//! What the test modules share: the repository root, two workers for the
//! exhaustive walks, and the reference's strength of every five-card hand.

use showdown::poker::{Card, Rules, Strength, reference};
use std::path::Path;
use std::sync::OnceLock;
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

/// The reference's strength of every five-card hand under one rules value, by the
/// hand's colex index: `reference::five_card_key(f, rules).strength()` for each of
/// the 2,598,960 hands `f`, worked out once per process and rules value.
///
/// The random and small-deck checks take the best five of thousands of holdings:
/// computing the reference's key afresh for each of their subsets was about a
/// quarter of this crate's CPU time, the same 2.6 M keys over and over. The best of
/// several hands is the max of their strengths: `HandKey::strength` is strictly
/// increasing, which `exhaustive::five_card_hands_match_the_reference_and_the_rules_text_under_every_rule`
/// proves on every five-card hand, so this is [`reference::best_strength`]'s answer.
pub struct ReferenceFive {
    by_index: Vec<Strength>,
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
    /// The table of `rules`, built on first use over two threads (about 1.3 s of CPU).
    pub fn of(rules: Rules) -> &'static ReferenceFive {
        static TABLES: [OnceLock<ReferenceFive>; 4] = [
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
        ];
        TABLES[rules.index()].get_or_init(|| ReferenceFive::build(rules))
    }

    fn build(rules: Rules) -> ReferenceFive {
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
                            strengths.push(reference::five_card_key(five, rules).strength());
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

    /// The reference's strength of five distinct cards, in any order.
    ///
    /// # Panics
    /// When a card repeats, as the reference does.
    pub fn five(&self, cards: [Card; 5]) -> Strength {
        let mut at = cards.map(Card::index);
        at.sort_unstable();
        assert!(
            at.windows(2).all(|w| w[0] < w[1]),
            "a card repeats: {cards:?}"
        );
        let index: u32 = (0..5).map(|k| BINOMIAL[at[k]][k + 1]).sum();
        self.by_index[index as usize]
    }

    /// The reference's strength of the best five of `cards` (at least five,
    /// distinct): [`reference::best_strength`], through every five-card subset.
    ///
    /// # Panics
    /// With fewer than five cards, or when a card repeats.
    pub fn best_of(&self, cards: &[Card]) -> Strength {
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
        let mut best = Strength::default();
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
