//! Every named ladder pinned by its own game's facts, apart from its fields.
//!
//! The proofs in `exhaustive.rs` and `ladders.rs` hold the fast paths to plain keys
//! that read the ladder's own fields, so a wrong field in a named value would pass
//! them all. Here each named value is held to what its game's rules say, written
//! down without reading a field: the hands of each kind over the game's deck (the
//! published counts where they exist, else derived below), the best and the worst
//! hand, the order of the kinds on hands named one by one, and the comparisons the
//! rules spell out. The game's deck is written out here too, not taken from the
//! ladder (`Ladder::in_deck` is a fact checked against it).
//!
//! Each pin is a function of the ladder it checks, returning the facts that do not
//! hold, so that the last test can also run every pin on every one-field mutant of
//! its named value (each field changed to each other value of its kind) and see
//! each one fail: a mutation of any field of a named value fails here, but for the
//! few that change nothing the game can tell, listed with the reason.

use Kind::{
    FiveOfAKind, Flush, FourOfAKind, FullHouse, HighCard, OnePair, RoyalFlush, Straight,
    StraightFlush, ThreeOfAKind, TwoPair,
};
use showdown::poker::{Ace, Card, Evaluator, Hand, Kind, Ladder, LadderKey, Rank, Suit};
use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};
use std::thread;

/// The facts that do not hold, each a line.
type Broken = Vec<String>;

/// Cards from their spelling.
fn cards(text: &str) -> Vec<Card> {
    Card::parse_list(text).unwrap()
}

/// Ranks from the numbers 1 (the ace) to 13 (the king).
fn numbers(text: &str) -> Vec<Rank> {
    text.split(' ')
        .map(|n| Rank::from_index((n.parse::<usize>().unwrap() + 11) % 13))
        .collect()
}

/// Records `what` when `holds` is false.
fn fact(broken: &mut Broken, holds: bool, what: impl Into<String>) {
    if !holds {
        broken.push(what.into());
    }
}

/// The game's deck: the ace and the ranks from `lowest` up, in four suits.
fn deck(lowest: Rank) -> Vec<Card> {
    Card::all()
        .filter(|c| c.rank() == Rank::ACE || c.rank() >= lowest)
        .collect()
}

/// Hands of each kind over every hand of `size` cards of `deck` (`None`: no hand),
/// and the best and the worst hand's keys with one hand of each.
struct Census {
    kinds: BTreeMap<Option<Kind>, u64>,
    best: (LadderKey, Vec<Card>),
    worst: (LadderKey, Vec<Card>),
}

impl Census {
    /// Notes in `broken` when the best hand's key is not `best`.
    fn best_is(&self, broken: &mut Broken, best: LadderKey, game: &str) {
        let what = format!("{game}: the best hand is {:?}", self.best.1);
        fact(broken, self.best.0 == best, what);
    }

    /// Notes in `broken` when the worst hand's key is not `worst`.
    fn worst_is(&self, broken: &mut Broken, worst: LadderKey, game: &str) {
        let what = format!("{game}: the worst hand is {:?}", self.worst.1);
        fact(broken, self.worst.0 == worst, what);
    }
}

/// The census of every hand of `size` cards of `deck`, ranked by the fast evaluator
/// of `ladder` (the plain key where it has none).
fn census(ladder: Ladder, deck: &[Card], size: usize) -> Census {
    let fast = (size == ladder.size && ladder.suits.is_none()).then(|| Evaluator::with(ladder));
    let mut census = Census {
        kinds: BTreeMap::new(),
        best: (LadderKey::NONE, Vec::new()),
        worst: (LadderKey::NONE, Vec::new()),
    };
    let mut at = vec![0; size];
    let mut prefix = vec![Hand::EMPTY; size + 1];
    // Every hand in deck order, each prefix's hand built once.
    fn each(
        depth: usize,
        from: usize,
        deck: &[Card],
        at: &mut Vec<usize>,
        prefix: &mut Vec<Hand>,
        visit: &mut dyn FnMut(&[usize], Hand),
    ) {
        if depth == at.len() {
            return visit(at, prefix[depth]);
        }
        for i in from..deck.len() - (at.len() - depth - 1) {
            at[depth] = i;
            prefix[depth + 1] = prefix[depth].add(deck[i]);
            each(depth + 1, i + 1, deck, at, prefix, visit);
        }
    }
    let mut first = true;
    each(0, 0, deck, &mut at, &mut prefix, &mut |at, hand| {
        let key = match fast {
            Some(eval) => eval.key(eval.strength(hand)),
            None => ladder.key(&at.iter().map(|&i| deck[i]).collect::<Vec<_>>()),
        };
        *census.kinds.entry(ladder.kind(key)).or_default() += 1;
        let cards = || at.iter().map(|&i| deck[i]).collect::<Vec<_>>();
        if first || key > census.best.0 {
            census.best = (key, cards());
        }
        if first || key < census.worst.0 {
            census.worst = (key, cards());
        }
        first = false;
    });
    census
}

/// Calls `visit` on the hand of every five cards of `deck`.
fn for_each_five(deck: &[Card], visit: &mut impl FnMut(Hand)) {
    let n = deck.len();
    for a in 0..n {
        let ha = Hand::EMPTY.add(deck[a]);
        for b in a + 1..n {
            let hb = ha.add(deck[b]);
            for c in b + 1..n {
                let hc = hb.add(deck[c]);
                for d in c + 1..n {
                    let hd = hc.add(deck[d]);
                    for &e in &deck[d + 1..] {
                        visit(hd.add(e));
                    }
                }
            }
        }
    }
}

/// The census's counts by kind are `expected` (kinds weakest first, `None` no hand).
fn counts(broken: &mut Broken, census: &Census, expected: &[(Option<Kind>, u64)], game: &str) {
    let expected: BTreeMap<Option<Kind>, u64> = expected.iter().copied().collect();
    fact(
        broken,
        census.kinds == expected,
        format!("{game}: hands by kind {:?}, not {expected:?}", census.kinds),
    );
}

/// Each hand is of its kind, and each beats the one before: the game's order.
fn order(broken: &mut Broken, ladder: Ladder, hands: &[(&str, Option<Kind>)], game: &str) {
    let mut last: Option<(LadderKey, &str)> = None;
    for &(hand, kind) in hands {
        let key = ladder.key(&cards(hand));
        fact(
            broken,
            ladder.kind(key) == kind,
            format!("{game}: {hand} is {:?}, not {kind:?}", ladder.kind(key)),
        );
        if let Some((before, lower)) = last {
            fact(
                broken,
                key > before,
                format!("{game}: {hand} does not beat {lower}"),
            );
        }
        last = Some((key, hand));
    }
}

/// The hands tie.
fn tie(broken: &mut Broken, ladder: Ladder, a: &str, b: &str, game: &str) {
    let (ka, kb) = (ladder.key(&cards(a)), ladder.key(&cards(b)));
    fact(broken, ka == kb, format!("{game}: {a} and {b} do not tie"));
}

/// The deck of the game is the ladder's: each card in it, and no other.
fn the_deck(broken: &mut Broken, ladder: Ladder, deck: &[Card], game: &str) {
    let ours: Vec<Card> = Card::all().filter(|&c| ladder.in_deck(c)).collect();
    fact(
        broken,
        ours == deck,
        format!("{game}: the deck is {} cards", ours.len()),
    );
}

/// The standard names where the game has no words of its own.
fn standard_names(broken: &mut Broken, ladder: Ladder, game: &str) {
    pair_named(broken, ladder, "2c 2d 5h 9s Kd", game);
}

/// The pair `hand` has the standard name.
fn pair_named(broken: &mut Broken, ladder: Ladder, hand: &str, game: &str) {
    let key = ladder.key(&cards(hand));
    fact(
        broken,
        ladder.name(key) == Some("one pair"),
        format!("{game}: a pair is named {:?}", ladder.name(key)),
    );
}

/// Suits never break a tie, and the hand is as the rules name it whatever the
/// order of its cards; five equal numbers hold four of a kind.
fn standard_ties(broken: &mut Broken, ladder: Ladder, game: &str) {
    tie(broken, ladder, "Ah Kd 9c 7s 3h", "As Kc 9d 7h 3s", game);
    tie(broken, ladder, "2c 2d Kh Ks 9c", "Ks 9c 2d Kh 2c", game);
}

/// The hands of five cards every standard ladder of 52 cards ranks alike, weakest
/// first (Wikipedia, "List of poker hands": the rank categories and their
/// tie-breaks), without the wheel and the straight flush's top.
const STANDARD_CHAIN: [(&str, Option<Kind>); 18] = [
    ("7c 5d 4h 3s 2c", Some(HighCard)),
    ("Kc Qd Jh Ts 8c", Some(HighCard)),
    ("Ac Kd Qh Js 9c", Some(HighCard)),
    ("2c 2d 7h 5s 4c", Some(OnePair)),
    ("Ac Ad Kh Qs Jc", Some(OnePair)),
    ("3c 3d 2h 2s 4c", Some(TwoPair)),
    ("Ac Ad Kh Ks Qc", Some(TwoPair)),
    ("2c 2d 2h 4s 3c", Some(ThreeOfAKind)),
    ("Ac Ad Ah Ks Qc", Some(ThreeOfAKind)),
    ("6c 5d 4h 3s 2c", Some(Straight)),
    ("Ac Kd Qh Js Tc", Some(Straight)),
    ("7c 5c 4c 3c 2c", Some(Flush)),
    ("Ac Kc Qc Jc 9c", Some(Flush)),
    ("2c 2d 2h 3s 3c", Some(FullHouse)),
    ("Ac Ad Ah Ks Kc", Some(FullHouse)),
    ("2c 2d 2h 2s 3c", Some(FourOfAKind)),
    ("Ac Ad Ah As Kc", Some(FourOfAKind)),
    ("6c 5c 4c 3c 2c", Some(StraightFlush)),
];

/// The standard ladder (Wikipedia, "Poker probability": the 2,598,960 hands by
/// category, 7,462 distinct hands; the wheel is the lowest straight).
fn standard(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "standard";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    counts(&mut broken, &census, &STANDARD_COUNTS, game);
    let best = census.best.1 == cards("Tc Jc Qc Kc Ac");
    fact(
        &mut broken,
        best,
        format!("{game}: the best hand is {:?}", census.best.1),
    );
    census.worst_is(&mut broken, ladder.key(&cards("7c 5d 4h 3s 2c")), game);
    order(&mut broken, ladder, &STANDARD_CHAIN, game);
    // The wheel: the lowest straight, and the lowest straight flush.
    let wheels = [
        ("Kc Qd Jh Ts 8c", Some(HighCard)),
        ("Ac 2d 3h 4s 5c", Some(Straight)),
        ("2c 3d 4h 5s 6c", Some(Straight)),
        ("Kc Ad Ah As Ac", Some(FourOfAKind)),
        ("Ac 2c 3c 4c 5c", Some(StraightFlush)),
        ("2c 3c 4c 5c 6c", Some(StraightFlush)),
        ("Tc Jc Qc Kc Ac", Some(StraightFlush)),
    ];
    order(&mut broken, ladder, &wheels, game);
    standard_ties(&mut broken, ladder, game);
    standard_names(&mut broken, ladder, game);
    four_of_five_equal(&mut broken, ladder, game);
    fact(
        &mut broken,
        Evaluator::with(ladder).classes() == 7_462,
        format!("{game}: not 7,462 classes"),
    );
    broken
}

/// Five equal numbers, given as ranks alone, hold four of a kind.
fn four_of_five_equal(broken: &mut Broken, ladder: Ladder, game: &str) {
    let five_aces = ladder.key_of_ranks(&numbers("1 1 1 1 1"));
    fact(
        broken,
        ladder.kind(five_aces) == Some(FourOfAKind),
        format!("{game}: five aces are {:?}", ladder.kind(five_aces)),
    );
}

/// Wikipedia, "Poker probability", five-card poker hands: straight flush 40 (the
/// 4 royal flushes among them), four of a kind 624, full house 3,744, flush 5,108,
/// straight 10,200, three of a kind 54,912, two pair 123,552, one pair 1,098,240,
/// no pair 1,302,540.
const STANDARD_COUNTS: [(Option<Kind>, u64); 9] = [
    (Some(HighCard), 1_302_540),
    (Some(OnePair), 1_098_240),
    (Some(TwoPair), 123_552),
    (Some(ThreeOfAKind), 54_912),
    (Some(Straight), 10_200),
    (Some(Flush), 5_108),
    (Some(FullHouse), 3_744),
    (Some(FourOfAKind), 624),
    (Some(StraightFlush), 40),
];

/// The standard ladder with the royal flush named apart (SPOJ POKER: "royal
/// flush" above "straight flush"; 2012 ACU P1): the standard order, the 40
/// straight flushes split into 4 royal and 36 other.
fn with_royal_flush(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "with the royal flush";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    let mut expected = STANDARD_COUNTS.to_vec();
    expected[8].1 = 36;
    expected.push((Some(RoyalFlush), 4));
    counts(&mut broken, &census, &expected, game);
    order(&mut broken, ladder, &STANDARD_CHAIN, game);
    let top = [
        ("Ac 2c 3c 4c 5c", Some(StraightFlush)),
        ("9c Tc Jc Qc Kc", Some(StraightFlush)),
        ("Tc Jc Qc Kc Ac", Some(RoyalFlush)),
    ];
    order(&mut broken, ladder, &top, game);
    tie(
        &mut broken,
        ladder,
        "Tc Jc Qc Kc Ac",
        "Ts Js Qs Ks As",
        game,
    );
    standard_ties(&mut broken, ladder, game);
    standard_names(&mut broken, ladder, game);
    four_of_five_equal(&mut broken, ladder, game);
    let royal = ladder.name(ladder.key(&cards("Tc Jc Qc Kc Ac")));
    fact(
        &mut broken,
        royal == Some("royal flush"),
        format!("{game}: {royal:?}"),
    );
    // The same order as the standard ladder's, hand for hand: the same places.
    let (eval, standard) = (Evaluator::with(ladder), Evaluator::get());
    let mut same = true;
    for_each_five(&deck, &mut |hand| {
        same &= eval.strength(hand) == standard.strength(hand)
    });
    fact(&mut broken, same, format!("{game}: not the standard order"));
    broken
}

/// UVa 10315 "Poker Hands": the ace is only high, so A 2 3 4 5 is no straight and
/// 2 3 4 5 6 the lowest; the 1,020 wheels of mixed suits are ace-high hands and the
/// 4 of one suit ace-high flushes.
fn ace_high(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "ace high";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    counts(&mut broken, &census, &ACE_HIGH_COUNTS, game);
    order(&mut broken, ladder, &STANDARD_CHAIN, game);
    let wheels = [
        ("Kc Qd Jh Ts 8c", Some(HighCard)),
        ("Ac 2d 3h 4s 5c", Some(HighCard)),
        ("2c 2d 3h 4s 5c", Some(OnePair)),
        ("2c 3d 4h 5s 6c", Some(Straight)),
        ("Kc Qc Jc Tc 8c", Some(Flush)),
        ("Ac 2c 3c 4c 5c", Some(Flush)),
        ("2c 3c 4c 5c 6c", Some(StraightFlush)),
    ];
    order(&mut broken, ladder, &wheels, game);
    standard_ties(&mut broken, ladder, game);
    standard_names(&mut broken, ladder, game);
    four_of_five_equal(&mut broken, ladder, game);
    broken
}

/// The standard counts with the wheels moved: 1,020 straights to high cards, 4
/// straight flushes to flushes.
const ACE_HIGH_COUNTS: [(Option<Kind>, u64); 9] = [
    (Some(HighCard), 1_303_560),
    (Some(OnePair), 1_098_240),
    (Some(TwoPair), 123_552),
    (Some(ThreeOfAKind), 54_912),
    (Some(Straight), 9_180),
    (Some(Flush), 5_112),
    (Some(FullHouse), 3_744),
    (Some(FourOfAKind), 624),
    (Some(StraightFlush), 36),
];

/// AOJ 0038 "Poker Hand": numbers without suits, so no flush; the ace plays high
/// or low in a straight (1 2 3 4 5 and 10 11 12 13 1 are straights, 11 12 13 1 2
/// is "null"); the statement's roles and its sample's answers.
fn ranks_only(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "AOJ 0038";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    // Five cards of one suit are what their numbers make: the 5,108 flushes are
    // high cards, the 40 straight flushes straights.
    let expected = [
        (Some(HighCard), 1_302_540 + 5_108),
        (Some(OnePair), 1_098_240),
        (Some(TwoPair), 123_552),
        (Some(ThreeOfAKind), 54_912),
        (Some(Straight), 10_200 + 40),
        (Some(FullHouse), 3_744),
        (Some(FourOfAKind), 624),
    ];
    counts(&mut broken, &census, &expected, game);
    // The statement's sample: 1,2,3,4,1 one pair; 2,3,2,3,12 two pair; 12,13,11,12,12
    // three card; 7,6,7,6,7 full house; 3,3,2,3,3 four card; 6,7,8,9,10 straight;
    // 11,12,10,1,13 straight; 11,12,13,1,2 null.
    let sample = [
        ("1 2 3 4 1", OnePair),
        ("2 3 2 3 12", TwoPair),
        ("12 13 11 12 12", ThreeOfAKind),
        ("7 6 7 6 7", FullHouse),
        ("3 3 2 3 3", FourOfAKind),
        ("6 7 8 9 10", Straight),
        ("11 12 10 1 13", Straight),
        ("11 12 13 1 2", HighCard),
        ("1 2 3 4 5", Straight),
    ];
    for (hand, kind) in sample {
        let key = ladder.key_of_ranks(&numbers(hand));
        fact(
            &mut broken,
            ladder.kind(key) == Some(kind),
            format!("{game}: {hand}"),
        );
    }
    let order_of_roles = [
        ("Kc Qd Jh Ts 8c", Some(HighCard)),
        ("2c 2d 7h 5s 4c", Some(OnePair)),
        ("3c 3d 2h 2s 4c", Some(TwoPair)),
        ("2c 2d 2h 4s 3c", Some(ThreeOfAKind)),
        ("Ac 2d 3h 4s 5c", Some(Straight)),
        ("Ac Kc Qc Jc Tc", Some(Straight)),
        ("2c 2d 2h 3s 3c", Some(FullHouse)),
        ("2c 2d 2h 2s 3c", Some(FourOfAKind)),
    ];
    order(&mut broken, ladder, &order_of_roles, game);
    tie(
        &mut broken,
        ladder,
        "Kc Qc Jc Tc 8c",
        "Kc Qd Jh Ts 8c",
        game,
    );
    standard_ties(&mut broken, ladder, game);
    standard_names(&mut broken, ladder, game);
    four_of_five_equal(&mut broken, ladder, game);
    broken
}

/// Short deck (6+) hold'em: 36 cards, the deuces to fives out; A 6 7 8 9 the
/// lowest straight; a flush above a full house. C(36, 5) = 376,992 hands (the
/// per-kind counts are tabulated in a two-plus-two forum thread, "Short Deck
/// (Six-Plus) Hold-Em Hand Rankings", 2017, and derived in `docs/poker-rules.md`).
fn short_deck_facts(broken: &mut Broken, ladder: Ladder, trips_over_straight: bool) {
    let game = if trips_over_straight {
        "short deck, trips over straights"
    } else {
        "short deck"
    };
    let deck = deck(Rank::SIX);
    the_deck(broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    let (straight, trips) = ((Some(Straight), 6_120), (Some(ThreeOfAKind), 16_128));
    let expected = [
        (Some(HighCard), 122_400),
        (Some(OnePair), 193_536),
        (Some(TwoPair), 36_288),
        trips,
        straight,
        (Some(FullHouse), 1_728),
        (Some(Flush), 480),
        (Some(FourOfAKind), 288),
        (Some(StraightFlush), 24),
    ];
    counts(broken, &census, &expected, game);
    let best = census.best.1 == cards("Tc Jc Qc Kc Ac");
    fact(
        broken,
        best,
        format!("{game}: the best hand is {:?}", census.best.1),
    );
    census.worst_is(broken, ladder.key(&cards("Jc 9d 8h 7s 6c")), game);
    let mut chain = vec![
        ("Jc 9d 8h 7s 6c", Some(HighCard)),
        ("Ac Kd Qh Js 9c", Some(HighCard)),
        ("6c 6d 8h 9s Tc", Some(OnePair)),
        ("6c 6d 7h 7s 8c", Some(TwoPair)),
    ];
    let (straights, three) = (
        [
            ("Ac 6d 7h 8s 9c", Some(Straight)),
            ("6c 7d 8h 9s Tc", Some(Straight)),
            ("Tc Jd Qh Ks Ac", Some(Straight)),
        ],
        [
            ("6c 6d 6h 7s 8c", Some(ThreeOfAKind)),
            ("Ac Ad Ah Ks Qc", Some(ThreeOfAKind)),
        ],
    );
    if trips_over_straight {
        chain.extend(straights.iter().chain(&three));
    } else {
        chain.extend(three.iter().chain(&straights));
    }
    chain.extend([
        ("6c 6d 6h 7s 7c", Some(FullHouse)),
        ("Ac Ad Ah Ks Kc", Some(FullHouse)),
        ("6c 7c 8c 9c Jc", Some(Flush)),
        ("Ac Kc Qc Jc 9c", Some(Flush)),
        ("6c 6d 6h 6s 7c", Some(FourOfAKind)),
        ("Ac 6c 7c 8c 9c", Some(StraightFlush)),
        ("Tc Jc Qc Kc Ac", Some(StraightFlush)),
    ]);
    order(broken, ladder, &chain, game);
    standard_ties(broken, ladder, game);
    standard_names(broken, ladder, game);
    four_of_five_equal(broken, ladder, game);
}

fn short_deck(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    short_deck_facts(&mut broken, ladder, false);
    broken
}

fn short_deck_trips(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    short_deck_facts(&mut broken, ladder, true);
    broken
}

/// Every sequence of five numbers from 1 to 13, each hand's kind counted.
fn sequences(ladder: Ladder) -> BTreeMap<Option<Kind>, u64> {
    let mut kinds = BTreeMap::new();
    for n in 0..13usize.pow(5) {
        let ranks: Vec<Rank> = (0..5)
            .map(|i| Rank::from_index(n / 13usize.pow(i) % 13))
            .collect();
        *kinds
            .entry(ladder.kind(ladder.key_of_ranks(&ranks)))
            .or_default() += 1;
    }
    kinds
}

/// yukicoder 227 "Easy Poker": five numbers from 1 to 13, any number repeating,
/// and the first role of FULL HOUSE (exactly three and exactly two), THREE CARD
/// (exactly three), TWO PAIR (two numbers exactly twice), ONE PAIR (one number
/// exactly twice), else NO HAND; the statement's six samples.
fn exact_pairs(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "yukicoder 227";
    let samples = [
        ("5 5 5 6 6", FullHouse),
        ("5 5 5 6 7", ThreeOfAKind),
        ("5 5 6 6 7", TwoPair),
        ("5 5 6 7 8", OnePair),
        ("5 6 7 8 9", HighCard),
        ("5 5 5 5 5", HighCard),
        ("13 13 13 13 9", HighCard),
        ("1 1 1 13 13", FullHouse),
        ("10 11 12 13 1", HighCard),
    ];
    for (hand, kind) in samples {
        let key = ladder.key_of_ranks(&numbers(hand));
        fact(
            &mut broken,
            ladder.kind(key) == Some(kind),
            format!("{game}: {hand}"),
        );
    }
    // Of the 13^5 sequences: full house 13 * 12 * C(5, 3); three card
    // 13 * C(5, 3) * 12 * 11; two pair C(13, 2) * 11 * 5! / (2! 2!); one pair
    // 13 * C(12, 3) * 5! / 2!; no hand the rest (five different, four or five equal).
    let expected: BTreeMap<Option<Kind>, u64> = [
        (Some(FullHouse), 13 * 12 * 10),
        (Some(ThreeOfAKind), 13 * 10 * 12 * 11),
        (Some(TwoPair), 78 * 11 * 30),
        (Some(OnePair), 13 * 220 * 60),
        (Some(HighCard), 13 * 12 * 11 * 10 * 9 + 13 * 12 * 5 + 13),
    ]
    .into_iter()
    .collect();
    let got = sequences(ladder);
    fact(&mut broken, got == expected, format!("{game}: {got:?}"));
    let roles = [
        "5 6 7 8 9",
        "5 5 6 7 8",
        "5 5 6 6 7",
        "5 5 5 6 7",
        "5 5 5 6 6",
    ];
    let keys: Vec<LadderKey> = roles
        .iter()
        .map(|h| ladder.key_of_ranks(&numbers(h)))
        .collect();
    let rising = keys.windows(2).all(|w| w[0] < w[1]);
    fact(&mut broken, rising, format!("{game}: the roles' order"));
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    standard_names(&mut broken, ladder, game);
    broken
}

/// Five of a kind above a straight flush, the standard ladder below it (wild-card
/// poker's ranking: Wikipedia, "List of poker hands", five of a kind).
fn five_of_a_kind(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "five of a kind";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    counts(&mut broken, &census, &STANDARD_COUNTS, game);
    order(&mut broken, ladder, &STANDARD_CHAIN, game);
    let top = [
        ("Ac 2d 3h 4s 5c", Some(Straight)),
        ("Ac Ad Ah As Kc", Some(FourOfAKind)),
        ("Tc Jc Qc Kc Ac", Some(StraightFlush)),
    ];
    order(&mut broken, ladder, &top, game);
    let fives = sequences(ladder).get(&Some(FiveOfAKind)).copied();
    fact(
        &mut broken,
        fives == Some(13),
        format!("{game}: {fives:?} five of a kind"),
    );
    let five_twos = ladder.key_of_ranks(&numbers("2 2 2 2 2"));
    let royal = ladder.key(&cards("Tc Jc Qc Kc Ac"));
    fact(
        &mut broken,
        five_twos > royal,
        format!("{game}: five deuces under a royal flush"),
    );
    standard_ties(&mut broken, ladder, game);
    standard_names(&mut broken, ladder, game);
    broken
}

/// ICPC Latin America 2011 "King's Poker": three cards, the ace (1) the lowest
/// rank; a set beats every pair and no-pair, a pair every no-pair; sets by their
/// rank, pairs by the pair then the odd card; the sample's answers (the hand after
/// 1 1 1 is 2 2 2, after 1 1 12 is 1 1 13, after 1 1 13 is 1 2 2, and nothing
/// beats 13 13 13).
fn kings_poker(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "King's Poker";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 3);
    let expected = [
        (Some(HighCard), 22_100 - 3_744 - 52),
        (Some(OnePair), 13 * 6 * 48),
        (Some(ThreeOfAKind), 13 * 4),
    ];
    counts(&mut broken, &census, &expected, game);
    let key = |hand: &str| ladder.key_of_ranks(&numbers(hand));
    let rising = [
        "3 2 1", "13 12 11", "1 1 2", "1 1 12", "1 1 13", "2 2 1", "13 13 12", "1 1 1", "2 2 2",
        "13 13 13",
    ];
    let keys: Vec<LadderKey> = rising.iter().map(|h| key(h)).collect();
    for (w, hands) in keys.windows(2).zip(rising.windows(2)) {
        fact(
            &mut broken,
            w[0] < w[1],
            format!("{game}: {} not below {}", hands[0], hands[1]),
        );
    }
    census.best_is(&mut broken, key("13 13 13"), game);
    census.worst_is(&mut broken, key("1 2 3"), game);
    // Suits do not matter: three of a suit in a row are a no-pair.
    let run = ladder.key(&cards("Qh Kh Ah"));
    fact(
        &mut broken,
        ladder.kind(run) == Some(HighCard),
        format!("{game}: Q K A suited"),
    );
    tie(&mut broken, ladder, "Qh Kh 2h", "Qs Kd 2c", game);
    pair_named(&mut broken, ladder, "2c 2d 5h", game);
    broken
}

/// Zha Jin Hua (three cards): three of a kind (bao zi) above the straight flush
/// (shun jin), then the flush (jin hua), the straight (shun zi), the pair and the
/// high card; A 2 3 the lowest straight, Q K A the highest. The hands per kind are
/// three card poker's (Wikipedia, "Three card poker": straight flush 48, three of a
/// kind 52, straight 720, flush 1,096, pair 3,744, high card 16,440), the same
/// twelve straights counted.
fn zha_jin_hua(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "Zha Jin Hua";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 3);
    let expected = [
        (Some(HighCard), 16_440),
        (Some(OnePair), 3_744),
        (Some(Straight), 720),
        (Some(Flush), 1_096),
        (Some(StraightFlush), 48),
        (Some(ThreeOfAKind), 52),
    ];
    counts(&mut broken, &census, &expected, game);
    let chain = [
        ("2c 3d 5h", Some(HighCard)),
        ("Ac Kd Jh", Some(HighCard)),
        ("2c 2d 3h", Some(OnePair)),
        ("Ac Ad Kh", Some(OnePair)),
        ("Ac 2d 3h", Some(Straight)),
        ("2c 3d 4h", Some(Straight)),
        ("Qc Kd Ah", Some(Straight)),
        ("2c 3c 5c", Some(Flush)),
        ("Ac Kc Jc", Some(Flush)),
        ("Ac 2c 3c", Some(StraightFlush)),
        ("Qc Kc Ac", Some(StraightFlush)),
        ("2c 2d 2h", Some(ThreeOfAKind)),
        ("Ac Ad Ah", Some(ThreeOfAKind)),
    ];
    order(&mut broken, ladder, &chain, game);
    census.worst_is(&mut broken, ladder.key(&cards("2c 3d 5h")), game);
    census.best_is(&mut broken, ladder.key(&cards("Ac Ad Ah")), game);
    let no_run = ladder.key(&cards("Kc Ad 2h"));
    fact(
        &mut broken,
        ladder.kind(no_run) == Some(HighCard),
        format!("{game}: K A 2"),
    );
    tie(&mut broken, ladder, "Ac Kd Jh", "As Kh Jc", game);
    pair_named(&mut broken, ladder, "2c 2d 5h", game);
    broken
}

/// Ace-to-five low (razz): the ace the lowest card, straights and flushes no
/// matter, the lowest hand wins, compared from its highest card down; a pair
/// loses to any no-pair. 5 4 3 2 A (any suits) is the best hand, K K K K Q the
/// worst; C(13, 5) = 1,287 no-pair rank sets of 4^5 hands each.
fn ace_to_five_low(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "razz";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    let expected = [
        (Some(HighCard), 1_287 * 1_024),
        (Some(OnePair), 1_098_240),
        (Some(TwoPair), 123_552),
        (Some(ThreeOfAKind), 54_912),
        (Some(FullHouse), 3_744),
        (Some(FourOfAKind), 624),
    ];
    counts(&mut broken, &census, &expected, game);
    let chain = [
        ("Kc Kd Kh Ks Qc", Some(FourOfAKind)),
        ("Ac Ad Ah As 2c", Some(FourOfAKind)),
        ("Kc Kd Kh Qs Qc", Some(FullHouse)),
        ("Ac Ad Ah 2s 2c", Some(FullHouse)),
        ("Kc Kd Kh Qs Jc", Some(ThreeOfAKind)),
        ("Ac Ad Ah 2s 3c", Some(ThreeOfAKind)),
        ("Kc Kd Qh Qs Jc", Some(TwoPair)),
        ("Ac Ad 2h 2s 3c", Some(TwoPair)),
        ("Kc Kd Qh Js Tc", Some(OnePair)),
        ("Ac Ad 2h 3s 4c", Some(OnePair)),
        ("Kc Qd Jh Ts 9c", Some(HighCard)),
        ("Kc Qd Jh Ts 8c", Some(HighCard)),
        ("7c 5d 4h 3s 2c", Some(HighCard)),
        ("6c 5d 4h 3s 2c", Some(HighCard)),
        ("6c 4d 3h 2s Ac", Some(HighCard)),
        ("5c 4d 3h 2s Ac", Some(HighCard)),
    ];
    order(&mut broken, ladder, &chain, game);
    census.best_is(&mut broken, ladder.key(&cards("5c 4c 3c 2c Ac")), game);
    census.worst_is(&mut broken, ladder.key(&cards("Kc Kd Kh Ks Qc")), game);
    tie(
        &mut broken,
        ladder,
        "5c 4c 3c 2c Ac",
        "5s 4d 3h 2c Ah",
        game,
    );
    standard_names(&mut broken, ladder, game);
    let ranks = ladder.ranks(ladder.key(&cards("8c 6d 3h 2s Ac")));
    let read = ranks == [Rank::EIGHT, Rank::SIX, Rank::THREE, Rank::DEUCE, Rank::ACE];
    fact(
        &mut broken,
        read,
        format!("{game}: 8 6 3 2 A read as {ranks:?}"),
    );
    broken
}

/// Omaha hi-lo's low half (eight or better): five different ranks, none above the
/// eight, the ace low; the rest is no hand. C(8, 5) = 56 rank sets of 4^5 hands.
fn eight_or_better(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "eight or better";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    let expected = [(None, 2_598_960 - 56 * 1_024), (Some(HighCard), 56 * 1_024)];
    counts(&mut broken, &census, &expected, game);
    for no_low in ["9c 5d 4h 3s 2c", "Ac Ad 2h 3s 4c", "Kc 4d 3h 2s Ac"] {
        let key = ladder.key(&cards(no_low));
        fact(
            &mut broken,
            key == LadderKey::NONE,
            format!("{game}: {no_low} qualifies"),
        );
    }
    let chain = [
        ("8c 7d 6h 5s 4c", Some(HighCard)),
        ("8c 7d 6h 5s 3c", Some(HighCard)),
        ("7c 6d 5h 4s 3c", Some(HighCard)),
        ("7c 5d 4h 3s 2c", Some(HighCard)),
        ("6c 4d 3h 2s Ac", Some(HighCard)),
        ("5c 4d 3h 2s Ac", Some(HighCard)),
    ];
    order(&mut broken, ladder, &chain, game);
    census.worst_is(&mut broken, LadderKey::NONE, game);
    census.best_is(&mut broken, ladder.key(&cards("5c 4c 3c 2c Ac")), game);
    tie(
        &mut broken,
        ladder,
        "5c 4c 3c 2c Ac",
        "5s 4d 3h 2c Ah",
        game,
    );
    let name = ladder.name(ladder.key(&cards("8c 7d 6h 5s 4c")));
    fact(
        &mut broken,
        name == Some("high card"),
        format!("{game}: named {name:?}"),
    );
    broken
}

/// Deuce-to-seven low: the ace only high, straights and flushes count against the
/// hand, the lowest hand wins. 7 5 4 3 2 of mixed suits is the best hand, A 5 4 3 2
/// an ace-high no-pair (so worse than K Q J T 8), 2 3 4 5 6 a straight; a royal
/// flush the worst. The hands per kind are the ace-high counts.
fn deuce_to_seven_low(ladder: Ladder) -> Broken {
    let mut broken = Broken::new();
    let game = "deuce-to-seven";
    let deck = deck(Rank::DEUCE);
    the_deck(&mut broken, ladder, &deck, game);
    let census = census(ladder, &deck, 5);
    counts(&mut broken, &census, &ACE_HIGH_COUNTS, game);
    let chain = [
        ("Tc Jc Qc Kc Ac", Some(StraightFlush)),
        ("2c 3c 4c 5c 6c", Some(StraightFlush)),
        ("Ac Ad Ah As Kc", Some(FourOfAKind)),
        ("2c 2d 2h 3s 3c", Some(FullHouse)),
        ("Ac Kc Qc Jc 9c", Some(Flush)),
        ("7c 5c 4c 3c 2c", Some(Flush)),
        ("Ac Kd Qh Js Tc", Some(Straight)),
        ("2c 3d 4h 5s 6c", Some(Straight)),
        ("2c 2d 2h 4s 3c", Some(ThreeOfAKind)),
        ("3c 3d 2h 2s 4c", Some(TwoPair)),
        ("2c 2d 7h 5s 4c", Some(OnePair)),
        ("Ac 5d 4h 3s 2c", Some(HighCard)),
        ("Kc Qd Jh Ts 8c", Some(HighCard)),
        ("8c 5d 4h 3s 2c", Some(HighCard)),
        ("7c 6d 4h 3s 2c", Some(HighCard)),
        ("7c 5d 4h 3s 2c", Some(HighCard)),
    ];
    order(&mut broken, ladder, &chain, game);
    census.best_is(&mut broken, ladder.key(&cards("7c 5d 4h 3s 2c")), game);
    let worst = census.worst.1 == cards("Tc Jc Qc Kc Ac");
    fact(
        &mut broken,
        worst,
        format!("{game}: the worst hand {:?}", census.worst.1),
    );
    standard_ties(&mut broken, ladder, game);
    standard_names(&mut broken, ladder, game);
    let fast = Evaluator::with(ladder);
    fact(
        &mut broken,
        fast.classes() == 7_462,
        format!("{game}: not 7,462 classes"),
    );
    broken
}

/// A named ladder, its name, and its game's facts.
type Pin = (Ladder, &'static str, fn(Ladder) -> Broken);

/// Each named ladder with its pins.
fn pins() -> [Pin; 13] {
    [
        (Ladder::STANDARD, "STANDARD", standard),
        (
            Ladder::WITH_ROYAL_FLUSH,
            "WITH_ROYAL_FLUSH",
            with_royal_flush,
        ),
        (Ladder::ACE_HIGH, "ACE_HIGH", ace_high),
        (Ladder::RANKS_ONLY, "RANKS_ONLY", ranks_only),
        (Ladder::SHORT_DECK, "SHORT_DECK", short_deck),
        (
            Ladder::SHORT_DECK_TRIPS,
            "SHORT_DECK_TRIPS",
            short_deck_trips,
        ),
        (Ladder::EXACT_PAIRS, "EXACT_PAIRS", exact_pairs),
        (Ladder::FIVE_OF_A_KIND, "FIVE_OF_A_KIND", five_of_a_kind),
        (Ladder::KINGS_POKER, "KINGS_POKER", kings_poker),
        (Ladder::ZHA_JIN_HUA, "ZHA_JIN_HUA", zha_jin_hua),
        (Ladder::ACE_TO_FIVE_LOW, "ACE_TO_FIVE_LOW", ace_to_five_low),
        (Ladder::EIGHT_OR_BETTER, "EIGHT_OR_BETTER", eight_or_better),
        (
            Ladder::DEUCE_TO_SEVEN_LOW,
            "DEUCE_TO_SEVEN_LOW",
            deuce_to_seven_low,
        ),
    ]
}

#[test]
fn every_named_ladder_holds_its_games_facts() {
    assert_eq!(pins().len(), Ladder::EVERY.len());
    for ((ladder, name, pin), every) in pins().into_iter().zip(Ladder::EVERY) {
        assert_eq!(ladder, every, "{name}: Ladder::EVERY's order");
        let broken = pin(ladder);
        assert!(broken.is_empty(), "{name}:\n{}", broken.join("\n"));
    }
}

/// Suits as the last tie-break, in the order the hand is read (2012 ACU P1,
/// spades over hearts over diamonds over clubs: "rank, then the suit of the
/// highest card"): a wheel is read 5 4 3 2 A, so its five decides, not its ace;
/// three cards A 2 3 are read 3 2 A.
#[test]
fn suits_break_ties_in_the_order_the_hand_is_read() {
    let order = [Suit::SPADES, Suit::HEARTS, Suit::DIAMONDS, Suit::CLUBS];
    let acu = Ladder::STANDARD.with_suits(order);
    let key = |ladder: Ladder, hand: &str| ladder.key(&cards(hand));
    assert!(key(acu, "Ac 2d 3d 4d 5d") > key(acu, "Ad 2c 3c 4c 5c"));
    assert!(key(acu, "Ac 2s 3s 4s 5s") > key(acu, "As 2h 3h 4h 5h"));
    // Broadway is read from its ace: the ace decides.
    assert!(key(acu, "As Kh Qh Jh Th") > key(acu, "Ah Ks Qs Js Ts"));
    // The ranks first; then a pair's suits, then the kickers', from the highest down.
    assert!(key(acu, "Ks Kc 4c 3c 2c") < key(acu, "Kh Kd 9s 7s 3s"));
    assert!(key(acu, "Ks Kc 4c 3c 2c") > key(acu, "Kh Kd 4s 3s 2s"));
    assert!(key(acu, "Kh Kd 4s 3c 2c") > key(acu, "Kh Kd 4h 3s 2s"));
    let three = Ladder::ZHA_JIN_HUA.with_suits(order);
    assert!(key(three, "Ac 2c 3d") > key(three, "As 2s 3c"));
    assert!(key(three, "Qc Kc Ad") < key(three, "Qs Ks Ah"));
    // The fives decide: the one with the stronger five wins, whatever the aces.
    let (_, hand) = acu.best_hand_of(&cards("Ac 2d 3d 4d 5d Kc"));
    assert_eq!(hand, cards("5d 4d 3d 2d Ac"));
}

/// The name of the thread that runs the mutants, whose panics are not printed.
const MUTANTS: &str = "mutants";

/// Each one-field mutant of `ladder`: every field changed to each other value of
/// its kind (the kinds: the top one left out, one beside the high card left out,
/// two neighbours swapped), with what was changed.
fn mutants(ladder: Ladder) -> Vec<(String, Ladder)> {
    let mut out = Vec::new();
    let leak = |kinds: Vec<Kind>| -> &'static [Kind] { Box::leak(kinds.into_boxed_slice()) };
    let n = ladder.kinds.len();
    let mut kinds_mutants = vec![ladder.kinds[..n - 1].to_vec()];
    if n > 2 {
        let mut without = ladder.kinds.to_vec();
        without.remove(1);
        kinds_mutants.push(without);
    }
    for i in 1..n - 1 {
        let mut swapped = ladder.kinds.to_vec();
        swapped.swap(i, i + 1);
        kinds_mutants.push(swapped);
    }
    for kinds in kinds_mutants {
        out.push((
            format!("kinds {kinds:?}"),
            Ladder {
                kinds: leak(kinds),
                ..ladder
            },
        ));
    }
    let size = if ladder.size == 5 { 3 } else { 5 };
    out.push((format!("size {size}"), Ladder { size, ..ladder }));
    for ace in [Ace::High, Ace::Low, Ace::Both]
        .into_iter()
        .filter(|&a| a != ladder.ace)
    {
        out.push((format!("ace {ace:?}"), Ladder { ace, ..ladder }));
    }
    for lowest in [Rank::DEUCE, Rank::THREE, Rank::SIX]
        .into_iter()
        .filter(|&r| r != ladder.lowest)
    {
        out.push((format!("lowest {lowest:?}"), Ladder { lowest, ..ladder }));
    }
    out.push((
        format!("exact {}", !ladder.exact),
        Ladder {
            exact: !ladder.exact,
            ..ladder
        },
    ));
    let suits = match ladder.suits {
        Some(_) => None,
        None => Some([Suit::SPADES, Suit::HEARTS, Suit::DIAMONDS, Suit::CLUBS]),
    };
    out.push((format!("suits {suits:?}"), Ladder { suits, ..ladder }));
    out.push((
        format!("low {}", !ladder.low),
        Ladder {
            low: !ladder.low,
            ..ladder
        },
    ));
    for qualifier in [None, Some(Rank::EIGHT), Some(Rank::NINE)] {
        if qualifier != ladder.qualifier {
            out.push((
                format!("qualifier {qualifier:?}"),
                Ladder {
                    qualifier,
                    ..ladder
                },
            ));
        }
    }
    let names: &'static [&'static str] = Box::leak(vec!["x"; n].into_boxed_slice());
    let names = if ladder.names.is_some() {
        None
    } else {
        Some(names)
    };
    out.push((format!("names {names:?}"), Ladder { names, ..ladder }));
    out
}

/// Why no fact of the game can tell the mutant `what` of the named value `name`
/// from it, where none can: what it changes is never seen in the game's hands.
fn equivalent(name: &str, what: &str) -> Option<&'static str> {
    match (name, what) {
        // A hand of one deck holds at most four of a rank, and a ladder that lists
        // every kind of pairs takes the highest it fits, so "exactly two" and "two
        // or more" make the same kind.
        ("KINGS_POKER" | "ZHA_JIN_HUA", "exact true") => Some("at most three of a rank"),
        ("ACE_TO_FIVE_LOW" | "EIGHT_OR_BETTER" | "DEUCE_TO_SEVEN_LOW", "exact true") => {
            Some("one deck: at most four of a rank")
        }
        // With five of a kind listed too, every group size has a kind of its own.
        ("FIVE_OF_A_KIND", "exact true") => Some("every group size a kind"),
        // Eight-or-better qualifies five different ranks only: every hand that
        // counts is a high card, whatever the other kinds.
        ("EIGHT_OR_BETTER", what) if what.starts_with("kinds [HighCard") => {
            Some("every low that counts is five different ranks")
        }
        // yukicoder 227's cards are numbers without suits, lists no straight and
        // asks for the role only, which defines no order within a role.
        ("EXACT_PAIRS", "ace High" | "ace Low") => Some("no straights, no order within a role"),
        ("EXACT_PAIRS", what) if what.starts_with("suits") => Some("numbers without suits"),
        _ => None,
    }
}

/// Every one-field mutant of every named ladder breaks one of its game's facts (or
/// panics, which a problem would see too), but for the [`equivalent`] ones.
#[test]
fn every_one_field_mutant_of_a_named_ladder_breaks_a_fact() {
    let default_hook = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if thread::current().name() != Some(MUTANTS) {
            default_hook(info);
        }
    }));
    let survivors = thread::Builder::new()
        .name(MUTANTS.into())
        .spawn(|| {
            let mut survivors = Vec::new();
            let mut tried = 0;
            for (ladder, name, pin) in pins() {
                for (what, mutant) in mutants(ladder) {
                    tried += 1;
                    let broken = panic::catch_unwind(AssertUnwindSafe(|| pin(mutant)));
                    let caught = broken.map_or(true, |b| !b.is_empty());
                    if caught == equivalent(name, &what).is_some() {
                        survivors.push(format!("{name}: {what} (caught: {caught})"));
                    }
                }
            }
            assert!(tried > 100, "{tried} mutants");
            survivors
        })
        .unwrap()
        .join()
        .unwrap();
    let _ = panic::take_hook();
    assert!(
        survivors.is_empty(),
        "mutants no fact tells apart, or equivalent ones that a fact does:\n{}",
        survivors.join("\n")
    );
}
