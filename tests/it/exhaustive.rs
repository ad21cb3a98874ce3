//! Proof that the fast evaluator gives every holding of 5, 6 and 7 cards the key
//! its ladder's plain evaluator gives it, under every ladder of [`PROVEN`], by
//! induction on the number of cards; and that on five cards both order hands
//! exactly as the rules' text does ([`plain`]), with the strengths numbering that
//! order from 1.
//!
//! Write `fast(h)` for `Evaluator::with(ladder).strength(h)`, `key(f)` for the
//! ladder's plain key of five cards, [`Ladder::key`], and `best(h)` for
//! [`Ladder::best_of`], which by its definition is the largest `key(f)` over the
//! five-card subsets `f` of `h`.
//!
//! 1. Base, on all 2,598,960 five-card hands `f`: the evaluator's key of `fast(f)`
//!    is `key(f)`. Over the classes that occur, distinct keys have distinct
//!    strengths, and sorted by strength they come out in increasing key order, the
//!    strengths 1, 2, 3, ...: the strength is a strictly increasing function of the
//!    key. So the largest key has the largest strength, and
//!    (*) `best(h)` is the key of the max of `fast(f)` over the five-card subsets of `h`.
//! 2. Lift 5 -> 6, on all 20,358,520 six-card holdings `h`: `fast(h)` is the
//!    max of `fast` over the six five-card subsets of `h`, so its key is
//!    `best(h)` by (*).
//! 3. Lift 6 -> 7, on all 133,784,560 seven-card holdings `h`: `fast(h)` is the
//!    max of the values step 2 found for the seven six-card subsets of `h`, that
//!    is (step 2) the max of `fast(f)` over the five-card subsets `f` lying in some
//!    six-card subset. Every five-card subset does (add back either card it leaves
//!    out), so `fast(h)`'s key is `best(h)` by (*).
//!
//! The steps chain on hand *values*: `fast` is a function of the [`Hand`], so a
//! lift must use the very hands the step before it checked. Every pass builds a
//! holding's hand from its cards in deck order, each added to the hand of the
//! ones before (the prefix hands, from [`Hand::EMPTY`]). Steps 1 and 2 also build
//! suffix hands (the cards from position `i` on, added from the last down), and in
//! step 2 a subset is one [`Hand::combine`] of the prefix before the dropped card
//! and the suffix after it, which is exactly the subset's own split at that
//! position; so step 1 also asserts that every prefix-suffix split of its holding
//! combines to the one hand it checked. Step 3 evaluates no subset: step 2 keeps
//! each six-card holding's checked strength by the holding's index, one slot each
//! (asserted), and step 3 reads the seven it needs back.
//!
//! Steps 1 and 3 also rank each holding's [`PackedHand`], built card by card from
//! [`PackedHand::EMPTY`] as the [`Hand`] is, and assert the same strength: so the
//! packed hand of every five- and seven-card holding is proven with the hand.
//!
//! Along the way the passes count what they visit: C(52, k) holdings, the
//! published counts by kind for five and seven cards under the standard ladder,
//! and 7,462, 6,075 and 4,824 distinct strengths for 5, 6 and 7 cards.
//! Only the public API is used, so the proof holds whatever the tables inside.

use crate::support::{BINOMIAL, PROVEN, on_two_workers};
use oracle::plain::{self, PlainKey};
use showdown::poker::{Card, Evaluator, Hand, Kind, Ladder, LadderKey, PackedHand, Strength};
use std::fmt;
use std::sync::atomic::{AtomicU16, Ordering};

/// The published counts by kind, weakest first, straight flushes (royals included) last.
const FIVE_CARD_COUNTS: [u64; 9] = [
    1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
];
const SEVEN_CARD_COUNTS: [u64; 9] = [
    23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

/// The binomial coefficient, the number of `k`-card holdings from `n` cards.
fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// A holding of `K` cards in deck order, with the hands of its prefixes and suffixes.
struct Holding<const K: usize> {
    cards: [Card; K],
    /// `prefix[i]`: the first `i` cards, added to [`Hand::EMPTY`] in order.
    prefix: [Hand; 8],
    /// `suffix[i]`: the cards from position `i` on, added from the last down.
    suffix: [Hand; 8],
}

impl<const K: usize> Holding<K> {
    /// The hand of all `K` cards.
    fn hand(&self) -> Hand {
        self.prefix[K]
    }

    /// The hand without the card at position `i`: one combine.
    fn without(&self, i: usize) -> Hand {
        self.prefix[i].combine(self.suffix[i + 1])
    }

    /// Whether each of the `K + 1` prefix-suffix splits combines to [`Self::hand`].
    fn splits_agree(&self) -> bool {
        (0..=K).all(|i| self.prefix[i].combine(self.suffix[i]) == self.hand())
    }
}

/// The cards, as `2c 7d Ah`, for failure messages.
impl<const K: usize> fmt::Debug for Holding<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cards: Vec<String> = self.cards.iter().map(Card::to_string).collect();
        f.write_str(&cards.join(" "))
    }
}

/// Calls `visit` on every `K`-card holding whose lowest card is `deck[first]`.
fn for_each_holding<const K: usize>(
    deck: &[Card],
    first: usize,
    visit: &mut impl FnMut(&Holding<K>),
) {
    let mut holding = Holding {
        cards: [deck[first]; K],
        prefix: [Hand::EMPTY; 8],
        suffix: [Hand::EMPTY; 8],
    };
    holding.prefix[1] = Hand::EMPTY.add(deck[first]);
    extend(deck, first + 1, 1, &mut holding, visit);
}

/// Fills positions `depth..K` with cards from `deck[next..]` in every way.
fn extend<const K: usize>(
    deck: &[Card],
    next: usize,
    depth: usize,
    holding: &mut Holding<K>,
    visit: &mut impl FnMut(&Holding<K>),
) {
    if depth == K {
        for i in (0..K).rev() {
            holding.suffix[i] = holding.suffix[i + 1].add(holding.cards[i]);
        }
        visit(holding);
        return;
    }
    // Leave room for the cards of the later positions.
    for at in next..=deck.len() - (K - depth) {
        holding.cards[depth] = deck[at];
        holding.prefix[depth + 1] = holding.prefix[depth].add(deck[at]);
        extend(deck, at + 1, depth + 1, holding, visit);
    }
}

/// Runs `visit` on every `K`-card holding over two threads, which take the
/// lowest card in turn (the largest shares of the work first); returns what
/// each thread folded.
fn for_each_holding_in_parallel<const K: usize, T: Send>(
    init: impl Fn() -> T + Sync,
    visit: impl Fn(&mut T, &Holding<K>) + Sync,
) -> Vec<T> {
    let deck: Vec<Card> = Card::all().collect();
    assert_eq!(deck.len(), 52);
    let firsts: Vec<usize> = (0..=deck.len() - K).collect();
    on_two_workers(&firsts, init, |acc, first| {
        for_each_holding(&deck, first, &mut |h: &Holding<K>| visit(acc, h));
    })
}

/// Holdings visited, by their strength's value, and the strengths seen.
struct Tally {
    by_value: Vec<u64>,
    seen: Vec<Option<Strength>>,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            by_value: vec![0; 1 << 16],
            seen: vec![None; 1 << 16],
        }
    }

    fn record(&mut self, strength: Strength) {
        let value = usize::from(strength.value());
        self.by_value[value] += 1;
        self.seen[value] = Some(strength);
    }

    fn merge(tallies: impl IntoIterator<Item = Tally>) -> Tally {
        let mut total = Tally::new();
        for t in tallies {
            for (sum, n) in total.by_value.iter_mut().zip(t.by_value) {
                *sum += n;
            }
            for (any, one) in total.seen.iter_mut().zip(t.seen) {
                *any = any.or(one);
            }
        }
        total
    }

    fn holdings(&self) -> u64 {
        self.by_value.iter().sum()
    }

    fn distinct(&self) -> usize {
        self.by_value.iter().filter(|&&n| n > 0).count()
    }

    /// The holdings of each of the standard ladder's kinds, weakest first.
    fn by_kind(&self, eval: Evaluator) -> [u64; 9] {
        let mut by_kind = [0; 9];
        for (&n, strength) in self.by_value.iter().zip(&self.seen) {
            if let Some(strength) = strength {
                by_kind[eval.kind(*strength).expect("a hand") as usize] += n;
            }
        }
        by_kind
    }
}

/// The base case's fold for one ladder: the tally, and the ladder's key and the
/// plain key seen with each strength (indexed by its value).
struct Base {
    tally: Tally,
    key_of: Vec<Option<(Strength, LadderKey)>>,
    plain_of: Vec<Option<PlainKey>>,
}

/// Under each ladder of [`PROVEN`], on all 2,598,960 five-card hands: the fast
/// strength's key is the plain key of the ladder, its kind is the plain key's
/// (written from the rule's text in `oracle::plain`), and sorted by strength both
/// keys strictly increase, so the three orders agree exactly; the strengths are
/// 1, 2, ... in that order, as many as the evaluator's classes.
#[test]
fn five_card_hands_match_the_plain_keys_under_every_proven_ladder() {
    for ladder in PROVEN {
        five_card_hands_under(ladder);
    }
}

fn five_card_hands_under(ladder: Ladder) {
    let eval = Evaluator::with(ladder);
    let per_thread = for_each_holding_in_parallel(
        || Base {
            tally: Tally::new(),
            key_of: vec![None; 1 << 16],
            plain_of: vec![None; 1 << 16],
        },
        |base, five: &Holding<5>| {
            let key = ladder.key(&five.cards);
            let strength = eval.strength(five.hand());
            assert_eq!(eval.key(strength), key, "{ladder:?} {five:?}");
            let packed_hand = five.cards.iter().fold(PackedHand::EMPTY, |h, &c| h.add(c));
            assert_eq!(PackedHand::from(five.hand()), packed_hand, "{five:?}");
            assert_eq!(
                eval.packed_strength(packed_hand),
                strength,
                "{ladder:?} {five:?}: the PackedHand"
            );
            assert!(five.splits_agree(), "{five:?}");
            let plain_key = plain::five(&five.cards, ladder);
            assert_eq!(
                ladder.kind(key).map(|k| k as usize),
                Some(plain_key.0),
                "{ladder:?} {five:?}"
            );
            // Distinct keys must get distinct strengths.
            let slot = &mut base.key_of[strength.value() as usize];
            let seen = *slot.get_or_insert((strength, key));
            assert_eq!(seen, (strength, key), "{ladder:?} {five:?}");
            let slot = &mut base.plain_of[strength.value() as usize];
            assert_eq!(
                slot.get_or_insert_with(|| plain_key.clone()),
                &plain_key,
                "{ladder:?} {five:?}"
            );
            base.tally.record(strength);
        },
    );
    let mut classes: Vec<(Strength, LadderKey, PlainKey)> = Vec::new();
    for slot in 0..1 << 16 {
        let keys: Vec<_> = per_thread.iter().filter_map(|b| b.key_of[slot]).collect();
        let plains: Vec<_> = per_thread
            .iter()
            .filter_map(|b| b.plain_of[slot].clone())
            .collect();
        if let Some(&(strength, key)) = keys.first() {
            assert!(keys.iter().all(|&k| k == (strength, key)), "{keys:?}");
            assert!(plains.iter().all(|p| *p == plains[0]), "{plains:?}");
            classes.push((strength, key, plains[0].clone()));
        }
    }
    let tally = Tally::merge(per_thread.into_iter().map(|b| b.tally));
    assert_eq!(tally.holdings(), choose(52, 5));
    assert_eq!(tally.distinct(), classes.len());
    if ladder == Ladder::STANDARD {
        assert_eq!(tally.by_kind(eval), FIVE_CARD_COUNTS);
        assert_eq!(classes.len(), 7_462);
    }
    if ladder == Ladder::ACE_HIGH {
        // The wheel's 1,020 rank patterns of mixed suits and 4 of one suit leave the
        // straights and the straight flushes for the high cards and the flushes.
        let mut moved = FIVE_CARD_COUNTS;
        moved[4] -= 1_020;
        moved[0] += 1_020;
        moved[8] -= 4;
        moved[5] += 4;
        assert_eq!(tally.by_kind(eval), moved);
    }
    if !ladder.kinds.contains(&Kind::Flush) {
        // Without suits a hand is its multiset of ranks, at most four of each.
        assert_eq!(classes.len(), FIVE_RANK_MULTISETS);
    }
    // Sorted by strength, both keys must come out in strictly increasing order, and
    // the strengths must be 1, 2, ...: the strength is then a strictly increasing
    // function of the key, so max commutes with it, and the strength's order is
    // the rules' text's order.
    classes.sort_unstable_by_key(|c| c.0);
    assert!(
        classes.windows(2).all(|w| w[0].1 < w[1].1),
        "{ladder:?}: the strengths break the ladder's order"
    );
    // A low ladder's plain key is the high one turned over: its order is the
    // reverse of the text's categories.
    let rising = |a: &PlainKey, b: &PlainKey| if ladder.low { a > b } else { a < b };
    assert!(
        classes.windows(2).all(|w| rising(&w[0].2, &w[1].2)),
        "{ladder:?}: the strengths break the order of the rules' text"
    );
    assert_eq!(eval.classes(), classes.len(), "{ladder:?}");
    for (i, class) in classes.iter().enumerate() {
        assert_eq!(usize::from(class.0.value()), i + 1, "{ladder:?} {class:?}");
    }
}

/// Multisets of five of the 13 ranks with at most four of each, by shape: five
/// distinct C(13, 5), one pair 13 * C(12, 3), two pairs C(13, 2) * 11, three of a
/// kind 13 * C(12, 2), full house 13 * 12, four of a kind 13 * 12.
const FIVE_RANK_MULTISETS: usize = 1_287 + 13 * 220 + 78 * 11 + 13 * 66 + 13 * 12 + 13 * 12;

/// The index in `0..C(52, 6)` of six cards at deck positions `at` (increasing),
/// one to one: the combinatorial number of the mirrored positions, the highest
/// card's term C(51 - c, 1). So the six-card subsets that hold a holding's last
/// card sit one apart as that card moves on, and both passes below read and write
/// their table in runs of neighbouring slots (downwards).
fn six_card_index(at: [usize; 6]) -> usize {
    (0..6).map(|j| mirrored(at[j], 6 - j)).sum()
}

/// The term of deck position `c` at place `k` from the top in [`six_card_index`]:
/// C(51 - c, k).
fn mirrored(c: usize, k: usize) -> usize {
    BINOMIAL[51 - c][k] as usize
}

/// Steps 2 and 3. Under each ladder of [`PROVEN`]: every six-card holding's fast strength
/// is the max of its six five-card subsets' (step 2, each subset one combine of
/// the holding's prefix and suffix hands, the very hands step 1 checked), and is
/// kept by the holding's [`six_card_index`]. Then every seven-card holding's fast
/// strength is the max of the seven kept strengths of its six-card subsets
/// (step 3): the very values step 2 checked, read back rather than evaluated
/// again, so step 3 costs one evaluation and six table reads a holding, not eight
/// evaluations.
#[test]
fn six_and_seven_card_holdings_rank_as_their_best_subsets() {
    let deck: Vec<Card> = Card::all().collect();
    assert!(deck.iter().enumerate().all(|(i, c)| c.index() == i));
    let six_cards = choose(52, 6) as usize;
    // `u16::MAX` is no strength (a ladder has at most 7,462 classes): it marks a
    // slot step 2 has not written under the current ladder.
    let kept: Vec<AtomicU16> = (0..six_cards).map(|_| AtomicU16::new(u16::MAX)).collect();
    for ladder in PROVEN {
        for slot in &kept {
            slot.store(u16::MAX, Ordering::Relaxed);
        }
        let eval = Evaluator::with(ladder);
        let tally = Tally::merge(for_each_holding_in_parallel(
            Tally::new,
            |tally, six: &Holding<6>| {
                let strength = eval.strength(six.hand());
                let best = (0..6).map(|i| eval.strength(six.without(i))).max().unwrap();
                assert_eq!(strength, best, "{ladder:?} {six:?}");
                let at = six.cards.map(Card::index);
                // Each holding its own slot: with C(52, 6) holdings counted below,
                // the index is one to one, so every slot is written exactly once.
                let before = kept[six_card_index(at)].swap(strength.value(), Ordering::Relaxed);
                assert_eq!(before, u16::MAX, "{six:?} shares its slot");
                tally.record(strength);
            },
        ));
        assert_eq!(tally.holdings(), choose(52, 6));
        if ladder == Ladder::STANDARD {
            assert_eq!(tally.distinct(), 6_075);
        }
        let check_indices = ladder == PROVEN[0];
        let tally = Tally::merge(seven_card_pass(eval, &kept, ladder, check_indices));
        assert_eq!(tally.holdings(), choose(52, 7));
        if ladder == Ladder::STANDARD {
            assert_eq!(tally.by_kind(eval), SEVEN_CARD_COUNTS);
            assert_eq!(tally.distinct(), 4_824);
        }
    }
}

/// Step 3's walk over two threads, which take the lowest card in turn: each
/// seven-card holding's fast strength against the max of the strengths `kept` for
/// its seven six-card subsets. The holding's hand is its prefix hand, its cards
/// added in deck order, as in every other pass. The subsets' indices are summed
/// once per six-card prefix: as the last card moves on, the six that hold it move
/// one slot down the table together, and the seventh, the prefix, stays. With
/// `check_indices`, the first holding of each prefix also has its seven indices
/// computed from its subsets' own cards ([`six_card_index`]) and compared.
fn seven_card_pass(
    eval: Evaluator,
    kept: &[AtomicU16],
    ladder: Ladder,
    check_indices: bool,
) -> Vec<Tally> {
    let deck: Vec<Card> = Card::all().collect();
    let load = |i: usize| kept[i].load(Ordering::Relaxed);
    let firsts: Vec<usize> = (0..=deck.len() - 7).collect();
    on_two_workers(&firsts, Tally::new, |tally, first| {
        let mut at = [0usize; 6];
        let mut prefix = [(Hand::EMPTY, PackedHand::EMPTY); 7];
        // Fills positions `depth..6` in every way from `from` on, then runs the
        // last card through every position above the sixth.
        fn fill(
            depth: usize,
            from: usize,
            at: &mut [usize; 6],
            prefix: &mut [(Hand, PackedHand); 7],
            deck: &[Card],
            last: &mut impl FnMut(&[usize; 6], (Hand, PackedHand)),
        ) {
            if depth == 6 {
                last(at, prefix[6]);
                return;
            }
            for p in from..=deck.len() - (7 - depth) {
                at[depth] = p;
                let (hand, packed) = prefix[depth];
                prefix[depth + 1] = (hand.add(deck[p]), packed.add(deck[p]));
                fill(depth + 1, p + 1, at, prefix, deck, last);
            }
        }
        let mut last = |at: &[usize; 6], (six, six_packed): (Hand, PackedHand)| {
            // Without card i of the prefix, the cards before it keep their place
            // in the subset, the ones after it move down one, and the last card
            // comes sixth, its term C(51 - g, 1) = 51 - g.
            let mut bases = [0usize; 6];
            for (i, base) in bases.iter_mut().enumerate() {
                *base = (0..6)
                    .filter(|&j| j != i)
                    .map(|j| mirrored(at[j], if j < i { 6 - j } else { 7 - j }))
                    .sum();
            }
            let without_last = load(six_card_index(*at));
            if check_indices {
                let (g, seven) = (
                    at[5] + 1,
                    [at[0], at[1], at[2], at[3], at[4], at[5], at[5] + 1],
                );
                for (i, base) in bases.iter().enumerate() {
                    let mut subset = [0; 6];
                    for (slot, j) in subset.iter_mut().zip((0..7).filter(|&j| j != i)) {
                        *slot = seven[j];
                    }
                    assert_eq!(
                        base + 51 - g,
                        six_card_index(subset),
                        "{seven:?} without {i}"
                    );
                }
            }
            for g in at[5] + 1..52 {
                let best = bases
                    .iter()
                    .map(|b| load(b + 51 - g))
                    .fold(without_last, u16::max);
                let (hand, packed_hand) = (six.add(deck[g]), six_packed.add(deck[g]));
                let strength = eval.strength(hand);
                let by_packed_hand = eval.packed_strength(packed_hand);
                if strength.value() != best
                    || by_packed_hand != strength
                    || PackedHand::from(hand) != packed_hand
                {
                    let cards: Vec<String> = at
                        .iter()
                        .chain([&g])
                        .map(|&p| deck[p].to_string())
                        .collect();
                    panic!(
                        "{ladder:?} {}: {strength:?}, its PackedHand's {by_packed_hand:?} \
                         (converting its Hand gives that PackedHand: {}), \
                         its best six-card subset's value {best}",
                        cards.join(" "),
                        PackedHand::from(hand) == packed_hand
                    );
                }
                tally.record(strength);
            }
        };
        at[0] = first;
        prefix[1] = (
            Hand::EMPTY.add(deck[first]),
            PackedHand::EMPTY.add(deck[first]),
        );
        fill(1, first + 1, &mut at, &mut prefix, &deck, &mut last);
    })
}

/// Seven-card hands in deck order, one at a time: the cursor the walk by rows is
/// checked against, each hand (`prefix[7]`, its cards at `at`) built from its
/// prefix's as in the passes above.
struct DeckOrder {
    deck: Vec<Card>,
    at: [usize; 7],
    /// `prefix[i]`: the hand of the cards at `at[..i]`.
    prefix: [Hand; 8],
    visited: u64,
}

impl DeckOrder {
    fn new() -> DeckOrder {
        let deck: Vec<Card> = Card::all().collect();
        let mut prefix = [Hand::EMPTY; 8];
        for i in 0..7 {
            prefix[i + 1] = prefix[i].add(deck[i]);
        }
        DeckOrder {
            deck,
            at: [0, 1, 2, 3, 4, 5, 6],
            prefix,
            visited: 0,
        }
    }

    /// Moves on to the next hand.
    #[inline(always)]
    fn advance(&mut self) {
        self.visited += 1;
        if self.at[6] < 51 {
            self.at[6] += 1;
            self.prefix[7] = self.prefix[6].add(self.deck[self.at[6]]);
        } else {
            self.carry();
        }
    }

    /// Moves on when the last card is the deck's last: bumps the last position
    /// that can move, and sets the ones after it just above it.
    #[inline(never)]
    fn carry(&mut self) {
        if let Some(i) = (0..7).rev().find(|&i| self.at[i] < 45 + i) {
            self.at[i] += 1;
            for j in i..7 {
                if j > i {
                    self.at[j] = self.at[j - 1] + 1;
                }
                self.prefix[j + 1] = self.prefix[j].add(self.deck[self.at[j]]);
            }
        }
    }
}

/// Under every ladder of [`PROVEN`], the walk by rows
/// ([`Evaluator::for_each_seven_card_strength`]) visits C(52, 7) strengths, and
/// each is the strength of the seven-card hand in that place of deck order, which
/// steps 1 to 3 prove right.
#[test]
fn the_walk_by_rows_gives_each_seven_card_hand_its_strength() {
    let each: Vec<usize> = (0..PROVEN.len()).collect();
    on_two_workers(
        &each,
        || (),
        |_, i| {
            let ladder = PROVEN[i];
            let eval = Evaluator::with(ladder);
            let mut order = DeckOrder::new();
            eval.for_each_seven_card_strength(|strength| {
                let want = eval.strength(order.prefix[7]);
                assert!(
                    strength == want,
                    "{ladder:?} {:?}: {strength:?}, not {want:?}",
                    order.at
                );
                order.advance();
            });
            assert_eq!(order.visited, choose(52, 7));
        },
    );
}
