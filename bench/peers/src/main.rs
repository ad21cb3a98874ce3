//! Peer comparison, in one run: showdown's evaluator against the crates.io
//! evaluators `pokers` 0.10 and `rs_poker` 5.0.0, on the two workloads of
//! `benches/evaluator.rs`, measured in the same process one after the other.
//!
//! - (a) all 133,784,560 seven-card holdings, each prefix hand built once per
//!   loop level with the evaluator's own incremental hand type, the ranks summed
//!   (for rs_poker, whose raw value is private, its public sub-rank);
//! - (b) 10,000,000 random seven-card holdings from the same fixed seed and
//!   generator as the bench (SplitMix64 + partial shuffle), converted into each
//!   evaluator's own hand type before timing; only the evaluation is timed.
//!
//! Each evaluator uses its fastest public path: showdown's [`Hand::combine`] and
//! [`Evaluator::strength`]; pokers' `Hand` (`Hand + CARDS[i]`, `Hand::evaluate`);
//! rs_poker's `SevenCardAccum` (`acc + card`, `SevenCardAccum::rank`). Three more
//! rows time showdown's walk by five-card rows
//! ([`Evaluator::for_each_seven_card_strength`]) for (a), the same holdings in the
//! same order with the last two cards read from a row per five-card prefix;
//! showdown's 12-byte [`PackedHand`] for (b), built card by card as its `Hand` is
//! ([`PackedHand::combine`], [`Evaluator::packed_strength`]), the same strengths from
//! three quarters of the bytes; and rs_poker's general `Rankable::rank` on a
//! `CardBitSet` for (b).
//!
//! The packed row reads 12 bytes a holding where the other rows of (b) read each
//! evaluator's own hand type: 16 bytes for showdown's `Hand`, pokers' hand and
//! `SevenCardAccum`, 8 for `CardBitSet`. Against pokers it measures a smaller stored
//! hand, not a faster lookup: pokers' hand, a key and a mask, could pack the same
//! way, but pokers offers no such type.
//!
//! Repetitions are interleaved across evaluators (so a burst of load hits them
//! all alike), and the table is printed twice: from each job's best time, then from
//! its median time, as issue 25 asks both stated. Before timing, untimed passes
//! check that every evaluator gives the published 7-card category counts over
//! (a) and orders the 10,000,000 holdings of (b) exactly as showdown does, and
//! that showdown's packed hands give each of those holdings its `Hand`'s strength.
//!
//! (d) times the build of showdown's tables, which are made at run time (best
//! of 20 fresh builds); the peers' tables are compiled into their crates.
//!
//! This package is a member of the workspace but not a default one, so plain
//! `cargo build` and `cargo test` leave it alone. From the repository root:
//!
//! ```sh
//! cargo run --release -p showdown-peers
//! cargo run --release -p showdown-peers -- omaha   # workload (e) alone
//! cargo run --release -p showdown-peers -- floors  # where (b)'s time goes
//! cargo run --release -p showdown-peers -- lookups # Omaha against a 7-card lookup
//! ```
//!
//! (e) is exact heads-up preflop Omaha equity, against plain enumeration: see
//! `omaha.rs`.

mod exact;
mod floors;
mod lookups;
mod omaha;

use rs_poker::core::{CardBitSet, Rankable, SevenCardAccum};
use showdown::poker::{Card, Evaluator, Hand, Ladder, PackedHand};
use showdown::rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

const ALL_SEVEN: u64 = 133_784_560;
const RANDOM_HOLDINGS: usize = 10_000_000;
const REPS_A: usize = 5;
const REPS_B: usize = 10;
const REPS_D: usize = 20;

/// The published counts of seven-card holdings by category, high card first.
const CATEGORY_COUNTS: [u64; 9] = [
    23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

/// One evaluator seen through its own incremental hand type.
trait SevenCard {
    /// How the evaluator holds one card ready to be added.
    type Card: Copy;
    /// A partial or complete hand.
    type Hand: Copy;
    fn card(&self, card: Card) -> Self::Card;
    fn empty(&self) -> Self::Hand;
    fn add(&self, hand: Self::Hand, card: Self::Card) -> Self::Hand;
    /// A number the timed loops sum, drawn from the evaluator's own result as
    /// cheaply as its public API allows.
    fn score(&self, hand: Self::Hand) -> u64;
    /// The evaluator's full strength value, larger is stronger (for the checks).
    fn key(&self, hand: Self::Hand) -> u16;
    /// The category of a strength value, 0 for high card up to 8 for straight flush.
    fn category(&self, key: u16) -> usize;
}

/// showdown: an additive 64-bit word plus a card mask; cards are one-card hands.
/// Its strengths are its classes' places, 1 to 7,462; the kind of each, for the
/// checks, is the table beside the evaluator.
struct Showdown(Evaluator, Vec<u8>);

impl Showdown {
    /// The standard evaluator, with the kind of each of its strengths.
    fn new() -> Showdown {
        let eval = Evaluator::get();
        Showdown(eval, kinds_by_value(eval))
    }
}

/// The kind of each of `eval`'s strengths, by value (0 for high card): every
/// five-card hand's, since every class is some five cards'.
fn kinds_by_value(eval: Evaluator) -> Vec<u8> {
    let mut kinds = vec![u8::MAX; 1 << 16];
    let cards: Vec<Card> = Card::all().collect();
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    for e in d + 1..52 {
                        let five = [a, b, c, d, e].map(|i| cards[i]);
                        let strength = eval.best_of(&five);
                        let kind = eval.kind(strength).expect("a hand") as u8;
                        kinds[usize::from(strength.value())] = kind;
                    }
                }
            }
        }
    }
    kinds
}

impl SevenCard for Showdown {
    type Card = Hand;
    type Hand = Hand;
    fn card(&self, card: Card) -> Hand {
        Hand::EMPTY.add(card)
    }
    fn empty(&self) -> Hand {
        Hand::EMPTY
    }
    #[inline(always)]
    fn add(&self, hand: Hand, card: Hand) -> Hand {
        hand.combine(card)
    }
    #[inline(always)]
    fn score(&self, hand: Hand) -> u64 {
        self.0.strength(hand).value() as u64
    }
    fn key(&self, hand: Hand) -> u16 {
        self.0.strength(hand).value()
    }
    fn category(&self, key: u16) -> usize {
        usize::from(self.1[usize::from(key)])
    }
}

/// showdown's packed hand: the rank key and the cards with each suit's count, in 12
/// bytes; cards are one-card packed hands.
struct ShowdownPacked(Evaluator, Vec<u8>);

impl SevenCard for ShowdownPacked {
    type Card = PackedHand;
    type Hand = PackedHand;
    fn card(&self, card: Card) -> PackedHand {
        PackedHand::EMPTY.add(card)
    }
    fn empty(&self) -> PackedHand {
        PackedHand::EMPTY
    }
    #[inline(always)]
    fn add(&self, hand: PackedHand, card: PackedHand) -> PackedHand {
        hand.combine(card)
    }
    #[inline(always)]
    fn score(&self, hand: PackedHand) -> u64 {
        self.0.packed_strength(hand).value() as u64
    }
    fn key(&self, hand: PackedHand) -> u16 {
        self.0.packed_strength(hand).value()
    }
    fn category(&self, key: u16) -> usize {
        usize::from(self.1[usize::from(key)])
    }
}

/// pokers 0.10: `Hand` is a key and a mask; `CARDS[4 * rank + suit]` are the
/// one-card hands (suits spades, hearts, clubs, diamonds) and `+` adds them.
struct Pokers;

impl SevenCard for Pokers {
    type Card = pokers::Hand;
    type Hand = pokers::Hand;
    fn card(&self, card: Card) -> pokers::Hand {
        // showdown's suits are clubs, diamonds, hearts, spades.
        let suit = [2, 3, 1, 0][card.suit().index()];
        pokers::CARDS[4 * card.rank().index() + suit]
    }
    fn empty(&self) -> pokers::Hand {
        pokers::Hand::default()
    }
    #[inline(always)]
    fn add(&self, hand: pokers::Hand, card: pokers::Hand) -> pokers::Hand {
        hand + card
    }
    #[inline(always)]
    fn score(&self, hand: pokers::Hand) -> u64 {
        hand.evaluate() as u64
    }
    fn key(&self, hand: pokers::Hand) -> u16 {
        hand.evaluate()
    }
    fn category(&self, key: u16) -> usize {
        // `category << 12 | subrank`, 1 for high card.
        (key >> 12) as usize - 1
    }
}

/// rs_poker 5.0.0: `SevenCardAccum` is a key and a mask, `+ Card` folds in one
/// card through its per-card tables.
struct RsPoker;

fn rs_card(card: Card) -> rs_poker::core::Card {
    use rs_poker::core::{Suit, Value};
    let suit = [Suit::Club, Suit::Diamond, Suit::Heart, Suit::Spade][card.suit().index()];
    // rs_poker's values run from the deuce (0) to the ace (12), as showdown's ranks do.
    rs_poker::core::Card::new(Value::from(card.rank().index() as u8), suit)
}

impl SevenCard for RsPoker {
    type Card = rs_poker::core::Card;
    type Hand = SevenCardAccum;
    fn card(&self, card: Card) -> rs_poker::core::Card {
        rs_card(card)
    }
    fn empty(&self) -> SevenCardAccum {
        SevenCardAccum::new()
    }
    #[inline(always)]
    fn add(&self, hand: SevenCardAccum, card: rs_poker::core::Card) -> SevenCardAccum {
        hand + card
    }
    #[inline(always)]
    fn score(&self, hand: SevenCardAccum) -> u64 {
        hand.rank().value_bits() as u64
    }
    fn key(&self, hand: SevenCardAccum) -> u16 {
        rank_value(hand.rank())
    }
    fn category(&self, key: u16) -> usize {
        // `category << 12 | subrank`, 1 for high card.
        (key >> 12) as usize - 1
    }
}

/// rs_poker 5.0.0 through its general entry point: `Rankable::rank` on a
/// `CardBitSet`, which folds the set's cards into a `SevenCardAccum` per call.
struct RsPokerRankable;

impl SevenCard for RsPokerRankable {
    type Card = rs_poker::core::Card;
    type Hand = CardBitSet;
    fn card(&self, card: Card) -> rs_poker::core::Card {
        rs_card(card)
    }
    fn empty(&self) -> CardBitSet {
        CardBitSet::new()
    }
    fn add(&self, mut hand: CardBitSet, card: rs_poker::core::Card) -> CardBitSet {
        hand.insert(card);
        hand
    }
    #[inline(always)]
    fn score(&self, hand: CardBitSet) -> u64 {
        hand.rank().value_bits() as u64
    }
    fn key(&self, hand: CardBitSet) -> u16 {
        rank_value(hand.rank())
    }
    fn category(&self, key: u16) -> usize {
        (key >> 12) as usize - 1
    }
}

/// The raw score of an rs_poker `Rank`, `category << 12 | subrank`, rebuilt
/// from its two public halves: the crate keeps the field private. The timed
/// loops sum only the sub-rank (one `and`), so that rebuilding costs them nothing.
fn rank_value(rank: rs_poker::core::Rank) -> u16 {
    (rank.category() as u16 + 1) << 12 | rank.value_bits()
}

/// Calls `visit` on every seven-card holding, each prefix hand built once.
#[inline(always)]
fn for_all_seven<E: SevenCard>(e: &E, mut visit: impl FnMut(E::Hand)) {
    let cards: Vec<E::Card> = Card::all().map(|c| e.card(c)).collect();
    for a in 0..52 {
        let ha = e.add(e.empty(), cards[a]);
        for b in a + 1..52 {
            let hb = e.add(ha, cards[b]);
            for c in b + 1..52 {
                let hc = e.add(hb, cards[c]);
                for d in c + 1..52 {
                    let hd = e.add(hc, cards[d]);
                    for f in d + 1..52 {
                        let hf = e.add(hd, cards[f]);
                        for g in f + 1..52 {
                            let hg = e.add(hf, cards[g]);
                            for &last in &cards[g + 1..] {
                                visit(e.add(hg, last));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Workload (a): the sum of the scores of every seven-card holding.
#[inline(never)]
fn enumerate_all<E: SevenCard>(e: &E) -> u64 {
    let mut sum = 0u64;
    for_all_seven(e, |h| sum += e.score(h));
    sum
}

/// Workload (a) through showdown's walk by five-card rows: the same holdings in
/// the same order, the same sum.
#[inline(never)]
fn walk_by_rows(e: &Showdown) -> u64 {
    let mut sum = 0u64;
    e.0.for_each_seven_card_strength(|s| sum += s.value() as u64);
    sum
}

/// Workload (b): the sum of the scores of precomputed hands.
#[inline(never)]
fn sum_ranks<E: SevenCard>(e: &E, hands: &[E::Hand]) -> u64 {
    hands.iter().map(|&h| e.score(h)).sum()
}

/// `n` random seven-card holdings from a fixed seed, exactly as
/// `benches/evaluator.rs` draws them.
fn random_holdings(n: usize) -> Vec<[Card; 7]> {
    rng::deals(0x5eed_0b0b, n)
}

fn precompute<E: SevenCard>(e: &E, holdings: &[[Card; 7]]) -> Vec<E::Hand> {
    holdings
        .iter()
        .map(|h| h.iter().fold(e.empty(), |acc, &c| e.add(acc, e.card(c))))
        .collect()
}

/// Untimed check: the category counts over all seven-card holdings.
fn check_counts<E: SevenCard>(name: &str, e: &E) {
    let mut counts = [0u64; 9];
    for_all_seven(e, |h| counts[e.category(e.key(h))] += 1);
    assert_eq!(counts, CATEGORY_COUNTS, "{name}: 7-card category counts");
}

/// Untimed check: `e` orders the holdings exactly as showdown does (one peer
/// value per showdown value, increasing with it) and agrees on categories.
fn check_order<E: SevenCard>(
    name: &str,
    e: &E,
    hands: &[E::Hand],
    reference: &[u16],
    showdown: &Showdown,
) -> usize {
    let mut peer_of = vec![None; 1 << 16];
    for (&h, &s) in hands.iter().zip(reference) {
        let p = e.key(h);
        assert_eq!(
            e.category(p),
            showdown.category(s),
            "{name}: category of {s:#x}"
        );
        let seen = peer_of[s as usize].get_or_insert(p);
        assert_eq!(*seen, p, "{name}: two values for showdown's {s:#x}");
    }
    let seen: Vec<u16> = peer_of.into_iter().flatten().collect();
    assert!(
        seen.windows(2).all(|w| w[0] < w[1]),
        "{name}: order differs from showdown's"
    );
    seen.len()
}

/// One timed workload, returning its sum.
type Job<'a> = Box<dyn FnMut() -> u64 + 'a>;

/// The best and the median of one job's interleaved timings.
#[derive(Clone, Copy)]
struct Timing {
    best: Duration,
    median: Duration,
}

/// The median of `xs` (the mean of the middle two when their number is even).
fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    (xs[(n - 1) / 2] + xs[n / 2]) / 2.0
}

/// `reps` interleaved timings of each job, kept as their best and median, with the
/// job's result checked to be the same on every repetition.
fn timings(reps: usize, jobs: &mut [Job]) -> Vec<Timing> {
    let mut secs = vec![Vec::with_capacity(reps); jobs.len()];
    let mut sums = vec![None; jobs.len()];
    for _ in 0..reps {
        for (i, job) in jobs.iter_mut().enumerate() {
            let start = Instant::now();
            let sum = black_box(job());
            secs[i].push(start.elapsed().as_secs_f64());
            assert_eq!(
                *sums[i].get_or_insert(sum),
                sum,
                "job {i} changed its result"
            );
        }
    }
    secs.into_iter()
        .map(|s| Timing {
            best: Duration::from_secs_f64(s.iter().copied().fold(f64::INFINITY, f64::min)),
            median: Duration::from_secs_f64(median(s)),
        })
        .collect()
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_string())
}

fn main() {
    // `-- omaha` runs workload (e) alone, `-- floors` workload (b)'s floors,
    // `-- lookups` Omaha's evaluator against the seven-card lookup.
    match std::env::args().nth(1).as_deref() {
        Some("omaha") => return omaha::run(),
        Some("floors") => return floors::run(),
        Some("lookups") => return lookups::run(),
        _ => {}
    }
    let names = [
        "showdown",
        "showdown, walk by five-card rows",
        "showdown, 12-byte PackedHand",
        "pokers 0.10.0",
        "rs_poker 5.0.0 SevenCardAccum",
        "rs_poker 5.0.0 Rankable(CardBitSet)",
    ];
    let features: Vec<&str> = [
        ("bmi2", cfg!(target_feature = "bmi2")),
        ("avx2", cfg!(target_feature = "avx2")),
        ("popcnt", cfg!(target_feature = "popcnt")),
    ]
    .into_iter()
    .filter_map(|(name, on)| on.then_some(name))
    .collect();
    println!("peer comparison: load average {} at start", load_average());
    let features = match features.is_empty() {
        true => "baseline".to_string(),
        false => features.join(" "),
    };
    println!("target features on: {features}");

    let eval = Showdown::new();

    print!("checking category counts over all 7-card holdings ... ");
    check_counts(names[0], &eval);
    check_counts(names[3], &Pokers);
    check_counts(names[4], &RsPoker);
    println!("all three give the published counts");
    assert_eq!(walk_by_rows(&eval), enumerate_all(&eval), "the walk's sum");
    println!("showdown's walk by rows gives the same sum as its incremental walk");

    let holdings = random_holdings(RANDOM_HOLDINGS);
    let hands_s = precompute(&eval, &holdings);
    let packed = ShowdownPacked(eval.0, eval.1.clone());
    let hands_k = precompute(&packed, &holdings);
    let hands_p = precompute(&Pokers, &holdings);
    let hands_r = precompute(&RsPoker, &holdings);
    let hands_rb = precompute(&RsPokerRankable, &holdings);
    drop(holdings);
    let reference: Vec<u16> = hands_s.iter().map(|&h| eval.key(h)).collect();
    assert!(
        hands_k
            .iter()
            .zip(&reference)
            .all(|(&h, &r)| packed.key(h) == r),
        "showdown's packed hands rank a holding as its hands do"
    );
    let classes = [
        check_order(names[3], &Pokers, &hands_p, &reference, &eval),
        check_order(names[4], &RsPoker, &hands_r, &reference, &eval),
        check_order(names[5], &RsPokerRankable, &hands_rb, &reference, &eval),
    ];
    drop(reference);
    println!(
        "checking the {RANDOM_HOLDINGS} random holdings ... every peer orders them as showdown \
         does ({} classes), its packed hands give the same strengths",
        classes[0]
    );

    let mut jobs_a: [Job; 4] = [
        Box::new(|| enumerate_all(black_box(&eval))),
        Box::new(|| walk_by_rows(black_box(&eval))),
        Box::new(|| enumerate_all(black_box(&Pokers))),
        Box::new(|| enumerate_all(black_box(&RsPoker))),
    ];
    let a = timings(REPS_A, &mut jobs_a);
    // By row of the table: (a) and (b), each where the row has it.
    let a = [Some(a[0]), Some(a[1]), None, Some(a[2]), Some(a[3]), None];
    let mut jobs_b: [Job; 5] = [
        Box::new(|| sum_ranks(&eval, black_box(&hands_s))),
        Box::new(|| sum_ranks(&packed, black_box(&hands_k))),
        Box::new(|| sum_ranks(&Pokers, black_box(&hands_p))),
        Box::new(|| sum_ranks(&RsPoker, black_box(&hands_r))),
        Box::new(|| sum_ranks(&RsPokerRankable, black_box(&hands_rb))),
    ];
    let b = timings(REPS_B, &mut jobs_b);
    let b = [
        Some(b[0]),
        None,
        Some(b[1]),
        Some(b[2]),
        Some(b[3]),
        Some(b[4]),
    ];
    let mut jobs_d: [Job; 1] = [Box::new(|| {
        Evaluator::build_uncached(Ladder::STANDARD);
        0
    })];
    let d = timings(REPS_D, &mut jobs_d);

    let rate = |n: f64, t: Duration| n / t.as_secs_f64() / 1e6;
    // The table twice: from each job's best time, then from its median time.
    for (kind, by_median) in [("best", false), ("median", true)] {
        let pick = |t: Timing| if by_median { t.median } else { t.best };
        println!();
        println!(
            "{kind} times: (a) all {ALL_SEVEN} 7-card holdings, incremental, {REPS_A} runs; \
             (b) {RANDOM_HOLDINGS} random precomputed holdings, {REPS_B} runs"
        );
        println!(
            "{:<36} {:>8} {:>10} {:>10} {:>14} {:>14} {:>14} {:>14}",
            "evaluator",
            "(a) s",
            "(a) M/s",
            "(b) M/s",
            "showdown/x (a)",
            "walk/x (a)",
            "showdown/x (b)",
            "packed/x (b)"
        );
        let (a, b) = (a.map(|t| t.map(pick)), b.map(|t| t.map(pick)));
        let cell = |t: Option<Duration>, f: &dyn Fn(Duration) -> String| t.map_or("-".into(), f);
        // Ours over theirs, from times: theirs over ours.
        let ratio = |ours: Option<Duration>| {
            move |t: Duration| format!("{:.2}", t.as_secs_f64() / ours.unwrap().as_secs_f64())
        };
        for (i, name) in names.iter().enumerate() {
            println!(
                "{:<36} {:>8} {:>10} {:>10} {:>14} {:>14} {:>14} {:>14}",
                name,
                cell(a[i], &|t| format!("{:.3}", t.as_secs_f64())),
                cell(a[i], &|t| format!("{:.1}", rate(ALL_SEVEN as f64, t))),
                cell(b[i], &|t| format!("{:.1}", rate(RANDOM_HOLDINGS as f64, t))),
                cell(a[i], &ratio(a[0])),
                cell(a[i], &ratio(a[1])),
                cell(b[i], &ratio(b[0])),
                cell(b[i], &ratio(b[2])),
            );
        }
    }
    println!();
    println!(
        "showdown/x, walk/x, packed/x: the speed of showdown's incremental walk, of its walk by \
         rows, or of its packed hands, over x's (above 1: showdown is faster), from the table's \
         times; a packed hand is 12 bytes, showdown's Hand, pokers' and SevenCardAccum 16, \
         CardBitSet 8"
    );
    println!(
        "(d) building showdown's tables, best of {REPS_D}: {:.2} ms (median {:.2} ms)",
        d[0].best.as_secs_f64() * 1e3,
        d[0].median.as_secs_f64() * 1e3
    );
    println!("load average {} at end", load_average());
    exact::run();
    omaha::run();
}
