//! Every ladder value proven on every hand of its size from its deck, its fast path
//! (`Evaluator::with`) with it: its key agrees
//! with the plain key written from the ladder's text (`oracle::plain::ladder`), in
//! kind and in order, and the counts of hands and classes are the published ones
//! (or derived in `docs/poker-rules.md`). Hands of numbers that repeat past four are
//! proven on every sequence of five ranks.

use oracle::plain::ladder::{PlainLadderKey, key as plain_key, key_of_cards};
use showdown::poker::{
    Ace, Card, Evaluator, Hand, Kind, Ladder, LadderKey, PackedHand, Rank, Suit,
};
use std::collections::{BTreeMap, HashMap};

/// Every hand of `ladder.size` cards of its deck: each key with its plain key, the
/// ladder's class count, and the hands of each kind (`None`: no hand).
fn prove(ladder: &Ladder, suits: bool) -> (usize, BTreeMap<Option<Kind>, usize>) {
    let deck: Vec<Card> = Card::all().filter(|&c| ladder.in_deck(c)).collect();
    prove_on(ladder, suits, &deck)
}

/// [`prove`] on every hand of `deck`.
fn prove_on(ladder: &Ladder, suits: bool, deck: &[Card]) -> (usize, BTreeMap<Option<Kind>, usize>) {
    let mut classes: HashMap<LadderKey, PlainLadderKey> = HashMap::new();
    // Hands by kind (`None`: no hand), in the order the kinds first come.
    let mut kinds: Vec<(Option<Kind>, usize)> = Vec::new();
    let mut hand = vec![deck[0]; ladder.size];
    // Without suits breaking ties, a hand's plain key depends only on its ranks and
    // on whether it is a flush: computed once for each, exactly, and looked up by
    // the sorted ranks' indices, four bits each, then the flush bit.
    let mut plains: Vec<PlainLadderKey> = Vec::new();
    let mut memo = vec![u32::MAX; 1 << (4 * ladder.size + 1)];
    // The fast path, where the ladder has one: the same key on every hand.
    let fast = ladder.suits.is_none().then(|| Evaluator::with(*ladder));
    let mut check = |hand: &[Card]| {
        let key = ladder.key(hand);
        if let Some(fast) = fast {
            let cards = hand.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
            assert_eq!(fast.key(fast.strength(cards)), key, "{ladder:?}: {hand:?}");
        }
        let kind = ladder.kind(key);
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += 1,
            None => kinds.push((kind, 1)),
        }
        let computed;
        let plain = if suits {
            computed = key_of_cards(hand, ladder);
            &computed
        } else {
            let mut ranks = [0usize; 5];
            for (r, c) in ranks.iter_mut().zip(hand) {
                *r = c.rank().index();
            }
            ranks[..hand.len()].sort_unstable();
            let flush = hand.iter().all(|c| c.suit() == hand[0].suit());
            let packed = ranks[..hand.len()]
                .iter()
                .fold(usize::from(flush), |p, &r| p << 4 | r);
            if memo[packed] == u32::MAX {
                memo[packed] = plains.len() as u32;
                plains.push(key_of_cards(hand, ladder));
            }
            &plains[memo[packed] as usize]
        };
        let place = ladder
            .kind(key)
            .map(|k| ladder.kinds.iter().position(|&x| x == k).unwrap());
        assert_eq!(place, plain.place(), "{ladder:?}: {hand:?}");
        // One class, one plain key: equal keys are equal hands.
        match classes.get(&key) {
            Some(class) => assert_eq!(class, plain, "{ladder:?}: {hand:?}"),
            None => {
                classes.insert(key, plain.clone());
            }
        }
    };
    for_each_hand(deck, ladder.size, &mut hand, 0, 0, &mut check);
    // The order of the classes is the plain keys' order, strictly.
    let mut sorted: Vec<(LadderKey, PlainLadderKey)> = classes.into_iter().collect();
    sorted.sort_by_key(|c| c.0);
    for pair in sorted.windows(2) {
        assert!(
            pair[0].1 < pair[1].1,
            "{ladder:?}: {:?} before {:?}",
            pair[0],
            pair[1]
        );
    }
    (sorted.len(), kinds.into_iter().collect())
}

fn for_each_hand(
    deck: &[Card],
    size: usize,
    hand: &mut Vec<Card>,
    from: usize,
    at: usize,
    f: &mut impl FnMut(&[Card]),
) {
    if at == size {
        f(hand);
        return;
    }
    for i in from..deck.len() {
        hand[at] = deck[i];
        for_each_hand(deck, size, hand, i + 1, at + 1, f);
    }
}

fn counts(pairs: &[(Option<Kind>, usize)]) -> BTreeMap<Option<Kind>, usize> {
    pairs.iter().copied().collect()
}

#[test]
fn standard_ladders_on_every_five_card_hand() {
    use Kind::*;
    let standard = [
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
    assert_eq!(prove(&Ladder::STANDARD, false), (7_462, counts(&standard)));
    // Deuce-to-seven is the standard order turned over, the ace only high.
    let (classes, _) = prove(&Ladder::DEUCE_TO_SEVEN_LOW, false);
    assert_eq!(classes, 7_462);
    let (classes, kinds) = prove(&Ladder::ACE_HIGH, false);
    assert_eq!(
        (classes, kinds[&Some(Straight)], kinds[&Some(StraightFlush)]),
        (7_462, 9_180, 36)
    );
    // Without suits: 7,462 classes less the 1,277 flushes and the 10 straight flushes.
    let (classes, kinds) = prove(&Ladder::RANKS_ONLY, false);
    assert_eq!(
        (classes, kinds[&Some(Straight)], kinds.get(&Some(Flush))),
        (6_175, 10_240, None)
    );
}

#[test]
fn short_deck_and_low_ladders_on_every_hand() {
    use Kind::*;
    // Short deck, 36 cards: C(36, 5) = 376,992 hands (docs/poker-rules.md).
    let short = [
        (Some(HighCard), 122_400),
        (Some(OnePair), 193_536),
        (Some(TwoPair), 36_288),
        (Some(ThreeOfAKind), 16_128),
        (Some(Straight), 6_120),
        (Some(FullHouse), 1_728),
        (Some(Flush), 480),
        (Some(FourOfAKind), 288),
        (Some(StraightFlush), 24),
    ];
    let (_, kinds) = prove(&Ladder::SHORT_DECK, false);
    assert_eq!(kinds, counts(&short));
    // Ace-to-five: one class per multiset of ranks, 6,175.
    assert_eq!(prove(&Ladder::ACE_TO_FIVE_LOW, false).0, 6_175);
    // Eight-or-better: C(8, 5) = 56 qualifying classes, each of 4^5 hands.
    let (classes, kinds) = prove(&Ladder::EIGHT_OR_BETTER, false);
    assert_eq!((classes - 1, kinds[&Some(HighCard)]), (56, 56 * 1_024));
}

#[test]
fn three_card_ladders_on_every_hand() {
    use Kind::*;
    // 22,100 hands of three cards.
    let zha_jin_hua = [
        (Some(HighCard), 16_440),
        (Some(OnePair), 3_744),
        (Some(Straight), 720),
        (Some(Flush), 1_096),
        (Some(StraightFlush), 48),
        (Some(ThreeOfAKind), 52),
    ];
    assert_eq!(prove(&Ladder::ZHA_JIN_HUA, false).1, counts(&zha_jin_hua));
    let kings = [
        (Some(HighCard), 18_304),
        (Some(OnePair), 3_744),
        (Some(ThreeOfAKind), 52),
    ];
    // 13 sets, 13 * 12 pairs and C(13, 3) no-pairs ranked by their cards.
    assert_eq!(
        prove(&Ladder::KINGS_POKER, false),
        (13 + 156 + 286, counts(&kings))
    );
}

/// Three-card ladders of every shape, beside the two named ones: each proven on
/// every hand, its tables with it, and the classes the tables number.
#[test]
fn three_card_tables_on_every_hand_of_every_shape() {
    use Kind::*;
    // Three Card Poker, the casino game: a straight above a flush.
    const CASINO: Ladder = Ladder {
        kinds: &[
            HighCard,
            OnePair,
            Flush,
            Straight,
            ThreeOfAKind,
            StraightFlush,
        ],
        ..Ladder::ZHA_JIN_HUA
    };
    const KINGS_LOW: Ladder = Ladder {
        low: true,
        ..Ladder::KINGS_POKER
    };
    let shapes = [
        Ladder::ZHA_JIN_HUA,
        Ladder::KINGS_POKER,
        CASINO,
        Ladder {
            ace: Ace::High,
            ..Ladder::ZHA_JIN_HUA
        },
        Ladder {
            ace: Ace::Low,
            ..Ladder::ZHA_JIN_HUA
        },
        Ladder {
            low: true,
            ..Ladder::ZHA_JIN_HUA
        },
        KINGS_LOW,
        Ladder {
            qualifier: Some(Rank::EIGHT),
            ..KINGS_LOW
        },
        Ladder {
            lowest: Rank::SIX,
            ..Ladder::ZHA_JIN_HUA
        },
        Ladder {
            exact: true,
            kinds: &[HighCard, OnePair, ThreeOfAKind, Straight],
            ..Ladder::ZHA_JIN_HUA
        },
    ];
    for ladder in shapes {
        let (classes, kinds) = prove(&ladder, false);
        // The tables number the classes of every rank, in the deck or not.
        if ladder.lowest == Rank::DEUCE {
            let none = usize::from(kinds.contains_key(&None));
            assert_eq!(
                Evaluator::with(ladder).classes(),
                classes - none,
                "{ladder:?}"
            );
        }
    }
    // Zha Jin Hua: C(13, 3) - 12 = 274 high cards, 13 * 12 = 156 pairs, 12 straights
    // (A 2 3 to Q K A), 274 flushes, 12 straight flushes, 13 threes.
    let classes = 274 + 156 + 12 + 274 + 12 + 13;
    assert_eq!(Evaluator::with(Ladder::ZHA_JIN_HUA).classes(), classes);
    // King's Poker: 13 sets, 13 * 12 pairs, C(13, 3) no-pairs.
    assert_eq!(
        Evaluator::with(Ladder::KINGS_POKER).classes(),
        13 + 156 + 286
    );
    // Eight-or-better of three cards: C(8, 3) = 56 qualifying classes.
    let eight = Ladder {
        qualifier: Some(Rank::EIGHT),
        ..KINGS_LOW
    };
    assert_eq!(Evaluator::with(eight).classes(), 56);
}

/// A three-card ladder's tables, on the best three of 3 to 9 cards, on every choice
/// of k from the pocket (Omaha's shape too), and on one hand built in parts and
/// packed: the plain best of every three, on random deals.
#[test]
fn three_card_tables_on_best_of_and_the_pocket_on_random_deals() {
    use showdown::rng::SplitMix64;
    let mut rng = SplitMix64::new(3);
    for ladder in [Ladder::ZHA_JIN_HUA, Ladder::KINGS_POKER] {
        let fast = Evaluator::with(ladder);
        let deck: Vec<Card> = Card::all().collect();
        for _ in 0..20_000 {
            let mut cards = deck.clone();
            rng.choose_front(&mut cards, 9);
            let n = 3 + rng.below(7);
            let best = fast.key(fast.best_of(&cards[..n]));
            assert_eq!(
                best,
                ladder.best_of(&cards[..n]),
                "{ladder:?} {:?}",
                &cards[..n]
            );
            let k = rng.below(4);
            let (pocket, board) = cards.split_at(k + rng.below(3));
            let board = &board[..(3 - k + rng.below(3)).min(board.len())];
            let best = fast.key(fast.best_with_pocket(pocket, board, k));
            let plain = ladder.best_with_pocket(pocket, board, k);
            assert_eq!(best, plain, "{ladder:?} {pocket:?} {board:?} k = {k}");
            // Omaha's shape, two of four with five on the board, by the subsets.
            let (pocket, board) = (&cards[..4], &cards[4..9]);
            let best = fast.key(fast.best_with_pocket(pocket, board, 2));
            assert_eq!(
                best,
                ladder.best_with_pocket(pocket, board, 2),
                "{ladder:?}"
            );
            // One hand, built in two parts, and packed.
            let three = &cards[..3];
            let hand = Hand::EMPTY
                .add(three[0])
                .combine(Hand::EMPTY.add(three[1]).add(three[2]));
            let strength = fast.strength(hand);
            assert_eq!(
                fast.key(strength),
                ladder.key(three),
                "{ladder:?} {three:?}"
            );
            let packed = fast.packed_strength(PackedHand::from(hand));
            assert_eq!(packed, strength, "{ladder:?} {three:?}");
        }
    }
}

#[test]
fn suits_break_the_last_tie() {
    let order = [Suit::SPADES, Suit::HEARTS, Suit::DIAMONDS, Suit::CLUBS];
    // Every three-card hand is a class of its own once suits break ties.
    let (classes, _) = prove(&Ladder::ZHA_JIN_HUA.with_suits(order), true);
    assert_eq!(classes, 22_100);
    // 2012 ACU P1's ladder, the royal flush named apart, on every hand of the
    // twenty cards A 2 3 4 5 and every hand of A K Q J 10: C(20, 5) = 15,504 hands
    // each, the 1,024 wheels and the 1,024 broadways among them, every one a class
    // of its own (two hands of one rank pattern differ in a suit of some group,
    // and a group's suits are read in order).
    let acu = Ladder::WITH_ROYAL_FLUSH.with_suits(order);
    for ranks in ["A 2 3 4 5", "A K Q J T"] {
        let deck: Vec<Card> = ranks
            .split(' ')
            .flat_map(|r| "c d h s".split(' ').map(move |s| format!("{r}{s}")))
            .map(|c| c.parse().unwrap())
            .collect();
        let (classes, kinds) = prove_on(&acu, true, &deck);
        assert_eq!(classes, 15_504, "{ranks}");
        let top = if ranks.starts_with("A K") {
            Kind::RoyalFlush
        } else {
            Kind::StraightFlush
        };
        assert_eq!(kinds[&Some(top)], 4, "{ranks}");
        assert_eq!(kinds[&Some(Kind::Straight)], 1_020, "{ranks}");
    }
}

#[test]
fn numbers_that_repeat_on_every_sequence_of_five() {
    for ladder in [Ladder::EXACT_PAIRS, Ladder::FIVE_OF_A_KIND] {
        let mut classes: HashMap<LadderKey, PlainLadderKey> = HashMap::new();
        let mut fives = 0;
        for n in 0..13usize.pow(5) {
            let ranks: Vec<Rank> = (0..5)
                .map(|i| Rank::from_index(n / 13usize.pow(i) % 13))
                .collect();
            let key = ladder.key_of_ranks(&ranks);
            let plain = plain_key(&ranks, None, &ladder);
            let kind = ladder
                .kind(key)
                .map(|k| ladder.kinds.iter().position(|&x| x == k).unwrap());
            assert_eq!(kind, plain.place(), "{ranks:?}");
            assert_eq!(*classes.entry(key).or_insert_with(|| plain.clone()), plain);
            fives += usize::from(ladder.kind(key) == Some(Kind::FiveOfAKind));
        }
        let mut sorted: Vec<_> = classes.into_iter().collect();
        sorted.sort_by_key(|c| c.0);
        assert!(sorted.windows(2).all(|p| p[0].1 < p[1].1), "{ladder:?}");
        // 13 hands of five equal numbers: five of a kind only where the ladder counts it.
        let counted = ladder.kinds.contains(&Kind::FiveOfAKind);
        assert_eq!(fives, if counted { 13 } else { 0 });
        // Multisets of five numbers from 13: C(17, 5) = 6,188.
        assert_eq!(sorted.len(), 6_188, "{ladder:?}");
    }
}

#[test]
fn best_of_and_exactly_two_of_the_pocket_on_random_deals() {
    use showdown::rng::SplitMix64;
    let mut rng = SplitMix64::new(24);
    let fast: HashMap<String, Evaluator> = Ladder::EVERY
        .iter()
        .filter(|l| l.size == 5)
        .map(|l| (format!("{l:?}"), Evaluator::with(*l)))
        .collect();
    for ladder in Ladder::EVERY.iter().filter(|l| l.size == 5) {
        let deck: Vec<Card> = Card::all().filter(|&c| ladder.in_deck(c)).collect();
        for _ in 0..2_000 {
            let mut cards = deck.clone();
            rng.choose_front(&mut cards, 9);
            let best_plain = (0..7)
                .flat_map(|a| (a + 1..7).map(move |b| (a, b)))
                .map(|(a, b)| {
                    let hand: Vec<Card> = (0..7)
                        .filter(|&i| i != a && i != b)
                        .map(|i| cards[i])
                        .collect();
                    (key_of_cards(&hand, ladder), ladder.key(&hand))
                })
                .max_by(|x, y| x.0.cmp(&y.0))
                .unwrap();
            assert_eq!(
                ladder.best_of(&cards[..7]),
                best_plain.1,
                "{ladder:?} {:?}",
                &cards[..7]
            );
            // The fast path on six and seven cards: the best of the five-card subsets.
            let fast = &fast[&format!("{ladder:?}")];
            for n in [6, 7] {
                let hand = cards[..n].iter().fold(Hand::EMPTY, |h, &c| h.add(c));
                let best = ladder.best_of(&cards[..n]);
                assert_eq!(
                    fast.key(fast.strength(hand)),
                    best,
                    "{ladder:?} {:?}",
                    &cards[..n]
                );
            }
            // Omaha: two of four in the pocket, three of five on the board.
            let (pocket, board) = (&cards[..4], &cards[4..9]);
            let mut omaha = None;
            for a in 0..4 {
                for b in a + 1..4 {
                    for c in 0..5 {
                        for d in c + 1..5 {
                            for e in d + 1..5 {
                                let hand = [pocket[a], pocket[b], board[c], board[d], board[e]];
                                let k = (key_of_cards(&hand, ladder), ladder.key(&hand));
                                omaha = omaha.max(Some(k));
                            }
                        }
                    }
                }
            }
            let omaha = omaha.unwrap().1;
            assert_eq!(ladder.best_with_pocket(pocket, board, 2), omaha);
            let fast_omaha = fast.best_with_pocket(pocket, board, 2);
            assert_eq!(fast.key(fast_omaha), omaha, "{ladder:?}");
        }
    }
}

#[test]
fn low_ladders_with_flushes_on_every_five_or_more_suited_ranks_with_other_ranks() {
    // The own path of a ladder under which five suited cards may rank lower as a
    // flush than as their ranks alone (the evaluator's `suited` look-ups of the
    // holding less its suited cards), on every holding of six or seven
    // cards with five or more of a suit, up to the suits: each five ranks of one
    // suit with one other card of each rank, or two of any two ranks in either
    // order of two other suits; each six with no other card or one of each rank
    // and suit; each seven. The suited suit turns with the mask, so that the other
    // cards lie above it and below it.
    //
    // Deuce-to-seven itself, where a flush never beats the best five with another
    // suit's card; and with an eight qualifier, where it can (a qualifying flush
    // against fives with a card above the eight), so that the flush's own term is
    // tested too.
    let eight_or_better = Ladder {
        qualifier: Some(Rank::EIGHT),
        ..Ladder::DEUCE_TO_SEVEN_LOW
    };
    for (ladder, flushes_can_win) in [(Ladder::DEUCE_TO_SEVEN_LOW, false), (eight_or_better, true)]
    {
        let fast = Evaluator::with(ladder);
        let card =
            |rank: usize, suit: usize| Card::new(Rank::from_index(rank), Suit::from_index(suit));
        let (mut checked, mut flushes_won) = ([0; 3], 0);
        for mask in (0u32..1 << 13).filter(|m| (5..=7).contains(&m.count_ones())) {
            let suit = mask as usize % 4;
            let other = |k: usize| (suit + 1 + k) % 4;
            let suited: Vec<Card> = (0..13)
                .filter(|r| mask >> r & 1 == 1)
                .map(|r| card(r, suit))
                .collect();
            let mut holdings = vec![];
            match suited.len() {
                5 => {
                    for y in 0..13 {
                        holdings.push(vec![card(y, other(0))]);
                        holdings
                            .extend((0..13).map(|x| vec![card(x, other(0)), card(y, other(1))]));
                    }
                }
                6 => {
                    holdings.push(vec![]);
                    for y in 0..13 {
                        holdings.extend((0..3).map(|k| vec![card(y, other(k))]));
                    }
                }
                _ => holdings.push(vec![]),
            }
            for others in holdings {
                let cards: Vec<Card> = suited.iter().chain(&others).copied().collect();
                let hand = cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
                let key = ladder.best_of(&cards);
                assert_eq!(fast.key(fast.strength(hand)), key, "{ladder:?} {cards:?}");
                checked[suited.len() - 5] += 1;
                let flush = matches!(ladder.kind(key), Some(Kind::Flush | Kind::StraightFlush));
                flushes_won += usize::from(flush && !others.is_empty());
            }
        }
        assert_eq!(checked, [1_287 * (13 + 169), 1_716 * (1 + 39), 1_716]);
        assert_eq!(flushes_won > 0, flushes_can_win, "{ladder:?}");
    }
}

#[test]
fn the_fast_path_on_holdings_with_five_or_more_of_a_suit() {
    // Random deals make five of a suit in about 3% of seven-card holdings, too few
    // to exercise the flush holdings' own path: here every holding has five, six or
    // seven of one suit, the rest of any other.
    use showdown::rng::SplitMix64;
    let mut rng = SplitMix64::new(27);
    for ladder in Ladder::EVERY.iter().filter(|l| l.size == 5) {
        let fast = Evaluator::with(*ladder);
        let deck: Vec<Card> = Card::all().filter(|&c| ladder.in_deck(c)).collect();
        for _ in 0..4_000 {
            let suit = Suit::from_index(rng.below(4));
            let size = 6 + rng.below(2);
            let suited_count = [5, 5, 5, 6, 7][rng.below(5)].min(size);
            let mut suited: Vec<Card> = deck.iter().copied().filter(|c| c.suit() == suit).collect();
            let mut others: Vec<Card> = deck.iter().copied().filter(|c| c.suit() != suit).collect();
            rng.choose_front(&mut suited, suited_count);
            rng.choose_front(&mut others, size - suited_count);
            let cards: Vec<Card> = suited[..suited_count]
                .iter()
                .chain(&others[..size - suited_count])
                .copied()
                .collect();
            let hand = cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
            assert_eq!(
                fast.key(fast.strength(hand)),
                ladder.best_of(&cards),
                "{ladder:?} {cards:?}"
            );
        }
    }
}

/// Every multiset of `len` ranks from 13, each rank at most `most` times, sorted.
fn rank_multisets(len: usize, most: usize, mut visit: impl FnMut(&[Rank])) {
    fn go(
        from: usize,
        left: usize,
        most: usize,
        hand: &mut Vec<Rank>,
        visit: &mut dyn FnMut(&[Rank]),
    ) {
        if left == 0 {
            visit(hand);
            return;
        }
        for r in from..13 {
            let same = hand.iter().filter(|x| x.index() == r).count();
            if same < most {
                hand.push(Rank::from_index(r));
                go(r, left - 1, most, hand, visit);
                hand.pop();
            }
        }
    }
    go(0, len, most, &mut Vec::new(), &mut visit);
}

/// UCF Hold'em's ladder: a pair, three, a full house and four of a value above the
/// high card, nothing else.
const UCF: Ladder = Ladder {
    kinds: &[
        Kind::HighCard,
        Kind::OnePair,
        Kind::ThreeOfAKind,
        Kind::FullHouse,
        Kind::FourOfAKind,
    ],
    ..Ladder::STANDARD
};

#[test]
fn best_of_ranks_on_every_multiset_of_up_to_seven_ranks() {
    // The best of each subset's key, as `Ladder::best_of` takes it: the fast
    // grouping by counts must give exactly that, for every ladder and every hand of
    // its size to seven ranks (four of a rank at most; seven where ranks are numbers
    // that repeat).
    let mut ladders = Ladder::EVERY.to_vec();
    ladders.push(UCF);
    let mut hands = 0;
    for ladder in &ladders {
        let most = if ladder.kinds.contains(&Kind::FiveOfAKind) {
            7
        } else {
            4
        };
        for len in ladder.size..=7 {
            rank_multisets(len, most, |ranks| {
                let subsets = showdown::poker::Subsets::new(len, ladder.size);
                let plain = subsets
                    .map(|s| ladder.key_of_ranks(&s.iter().map(|&i| ranks[i]).collect::<Vec<_>>()))
                    .max()
                    .unwrap();
                assert_eq!(ladder.best_of_ranks(ranks), plain, "{ladder:?} {ranks:?}");
                hands += 1;
            });
        }
    }
    // Multisets of seven ranks from 13, at most four alike: 49,205 (the coefficient of
    // x^7 in (1 + x + ... + x^4)^13), and C(19, 7) = 50,388 with any repeats.
    let mut sevens = 0;
    rank_multisets(7, 4, |_| sevens += 1);
    assert_eq!(sevens, 49_205);
    assert!(hands > 14 * sevens, "{hands}");
}

#[test]
fn ucf_holdem_by_ranks() {
    // The statement's sample, and the hands the five kinds hinge on.
    let ucf = UCF.with_names(&[
        "BUST",
        "TWO OF A KIND",
        "THREE OF A KIND",
        "FULL HOUSE",
        "FOUR OF A KIND",
    ]);
    let name = |t: &str| {
        let ranks: Vec<Rank> = t
            .chars()
            .map(|c| Rank::from_index("23456789TJQKA".find(c).unwrap()))
            .collect();
        ucf.name(ucf.best_of_ranks(&ranks)).unwrap()
    };
    assert_eq!(name("2233445"), "TWO OF A KIND");
    assert_eq!(name("AAAKKQJ"), "FULL HOUSE");
    assert_eq!(name("23456TJ"), "BUST");
    // No straights: five in a row is a bust.
    assert_eq!(name("23456AK"), "BUST");
    // Two threes make a full house; four and three make four of a kind.
    assert_eq!(name("2223334"), "FULL HOUSE");
    assert_eq!(name("2222333"), "FOUR OF A KIND");
    assert_eq!(name("2223456"), "THREE OF A KIND");
}
