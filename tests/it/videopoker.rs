//! Video poker (`showdown::videopoker`), proven:
//!
//! - the ranking ([`Ranking::category`]) on every five-card hand of every deck
//!   (2,598,960 hands of 52 cards, natural and with the deuces wild, 2,869,685 with
//!   one joker, 3,162,510 with two) against [`oracle`], which replaces each wild
//!   card by each of the 52 cards in turn and ranks the result by [`plain`], both
//!   written from the rules' text and sharing nothing with the library but the
//!   names of the categories; and the published counts of the natural hands and of
//!   five of a kind with four wild deuces;
//! - the count tables against the hands that contain each of random sets, and
//!   their empty set against the ranking's own count of all hands;
//! - the 32 holds of a deal against plain enumeration of every draw of every hold
//!   on random deals, and the best hold against the largest of those sums;
//! - the whole game against the same best hold played on each of the 2,598,960
//!   deals one by one, and against every published figure found: 9/6 Jacks or
//!   Better's return to twelve digits and its 1,153 distinct optimal values, the
//!   Wizard of Odds' integer counts of final hands for full-pay Deuces Wild, 8/5
//!   Bonus Poker and Jackpot Poker, Joker Poker's return, HDU 2775's sample;
//! - the tie rules on hand-made deals.

use showdown::Card;
use showdown::fraction::Fraction;
use showdown::poker::Rank;
use showdown::rng::SplitMix64;
use showdown::videopoker::{
    Analysis, CATEGORIES, Category, CountTables, Deck, DeckCard, Game, HoldValue, PayTable,
    Ranking, TieRule,
};
use std::collections::HashSet;
use std::thread;

/// Five deck cards from their rank-then-suit spelling.
fn hand(text: &str) -> [DeckCard; 5] {
    let cards: Vec<DeckCard> = Card::parse_list(text)
        .expect("cards")
        .into_iter()
        .map(DeckCard::from)
        .collect();
    cards.try_into().expect("five cards")
}

/// One deck card from its rank-then-suit spelling.
fn card(text: &str) -> DeckCard {
    DeckCard::from(text.parse::<Card>().expect("a card"))
}

/// C(n, k).
fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// Calls `visit` on every k-subset of `items`, as a slice of `k` items.
fn for_each_combination<T: Copy>(items: &[T], k: usize, visit: &mut impl FnMut(&[T])) {
    fn go<T: Copy>(
        items: &[T],
        k: usize,
        from: usize,
        chosen: &mut Vec<T>,
        visit: &mut impl FnMut(&[T]),
    ) {
        let need = k - chosen.len();
        if need == 0 {
            return visit(chosen);
        }
        for i in from..(items.len() + 1).saturating_sub(need) {
            chosen.push(items[i]);
            go(items, k, i + 1, chosen, visit);
            chosen.pop();
        }
    }
    go(items, k, 0, &mut Vec::with_capacity(k), visit);
}

// ---------------------------------------------------------------------------
// The plain ranking, from the rules' text
// ---------------------------------------------------------------------------

/// A card as the rules see it once every wild card has been replaced: a rank, 0
/// for the deuce up to 12 for the ace, and a suit, 0 to 3. A replaced wild card
/// may equal another card of the hand.
#[derive(Clone, Copy)]
struct Plain {
    rank: usize,
    suit: usize,
}

/// The category of five cards none of which is wild any more, as the rules say it:
/// a straight is five ranks in a row, the ace high (ten to ace) or low (ace to
/// five) and never both; a flush is five of one suit; a royal is ten to ace of one
/// suit, natural only if no wild card was used; four of a kind is split by its rank
/// (twos to fours, fives to kings, aces); a pair is high from `lowest_high_pair` up.
fn plain(cards: &[Plain; 5], lowest_high_pair: usize, wild_used: bool) -> Category {
    let mut count = [0u8; 13];
    for card in cards {
        count[card.rank] += 1;
    }
    let flush = cards.iter().all(|card| card.suit == cards[0].suit);
    // The sizes of the groups of equal ranks, largest first, and the ranks held.
    let mut shape = [0u8; 5];
    let (mut distinct, mut lowest, mut highest) = (0, 12, 0);
    for (rank, &n) in count.iter().enumerate() {
        if n > 0 {
            shape[distinct] = n;
            distinct += 1;
            lowest = lowest.min(rank);
            highest = rank;
        }
    }
    shape.sort_unstable_by(|a, b| b.cmp(a));
    let wheel = count[12] == 1 && count[..4] == [1, 1, 1, 1];
    let straight = distinct == 5 && (highest - lowest == 4 || wheel);
    let rank_of = |n: u8| {
        (0..13)
            .rev()
            .find(|&r| count[r] == n)
            .expect("a group of n")
    };
    if straight && flush {
        return match (lowest, wild_used) {
            (8, false) => Category::NaturalRoyal,
            (8, true) => Category::WildRoyal,
            _ => Category::StraightFlush,
        };
    }
    match shape {
        [5, ..] => Category::FiveOfAKind,
        [4, ..] => match rank_of(4) {
            0..=2 => Category::QuadsTwosToFours,
            12 => Category::QuadsAces,
            _ => Category::QuadsFivesToKings,
        },
        [3, 2, ..] => Category::FullHouse,
        _ if flush => Category::Flush,
        _ if straight => Category::Straight,
        [3, ..] => Category::ThreeOfAKind,
        [2, 2, ..] => Category::TwoPair,
        [2, ..] if rank_of(2) >= lowest_high_pair => Category::HighPair,
        [2, ..] => Category::LowPair,
        _ => Category::Nothing,
    }
}

/// The category of five cards of `ranking`'s deck: every way of replacing each
/// wild card by one of the 52 cards is ranked by [`plain`] and the strongest, by
/// the order of [`Category`], is the hand's; four wild deuces are Deuces Wild's
/// four deuces whatever the fifth card. The wild cards are alike, so the choice of
/// one card for each (with repetition, in any order) is one replacement: a hand with
/// w wild cards tries C(51 + w, w) of them.
fn oracle(ranking: Ranking, cards: &[DeckCard; 5]) -> Category {
    let deck = ranking.deck();
    let wild = cards.iter().filter(|&&card| deck.is_wild(card)).count();
    if deck == Deck::DeucesWild && wild == 4 {
        return Category::FourDeuces;
    }
    let mut five = [Plain { rank: 0, suit: 0 }; 5];
    let mut naturals = 0;
    for &card in cards.iter().filter(|&&card| !deck.is_wild(card)) {
        let card = card.card().expect("a natural card");
        five[naturals] = Plain {
            rank: card.rank().index(),
            suit: card.suit().index(),
        };
        naturals += 1;
    }
    let high = ranking.lowest_high_pair().index();
    let mut best = Category::Nothing;
    // Replacements as non-decreasing card indices, counted like an odometer.
    let mut replacement = [0usize; 5];
    loop {
        for (slot, &card) in five[naturals..].iter_mut().zip(&replacement) {
            *slot = Plain {
                rank: card % 13,
                suit: card / 13,
            };
        }
        best = best.max(plain(&five, high, wild > 0));
        let Some(last) = (0..wild).rev().find(|&i| replacement[i] < 51) else {
            return best;
        };
        replacement[last] += 1;
        for i in last + 1..wild {
            replacement[i] = replacement[last];
        }
    }
}

/// Every five-card hand of `ranking`'s deck through [`Ranking::category`] and
/// [`oracle`], on two threads; the counts by category.
///
/// # Panics
/// At the first hand on which the two differ.
fn prove_ranking(ranking: Ranking) -> [u64; CATEGORIES] {
    let cards: Vec<DeckCard> = ranking.deck().cards().collect();
    let n = cards.len();
    let halves: Vec<[u64; CATEGORIES]> = thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|half| {
                let cards = &cards;
                scope.spawn(move || {
                    let mut counts = [0u64; CATEGORIES];
                    // The first card alternates between the threads; the hands with
                    // a low first card are the most numerous.
                    for a in (half..n).step_by(2) {
                        for_each_combination(&cards[a + 1..], 4, &mut |rest| {
                            let five = [cards[a], rest[0], rest[1], rest[2], rest[3]];
                            let fast = ranking.category(&five);
                            assert_eq!(fast, oracle(ranking, &five), "{ranking:?} {five:?}");
                            counts[fast.index()] += 1;
                        });
                    }
                    counts
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut counts = [0; CATEGORIES];
    for half in halves {
        for (total, n) in counts.iter_mut().zip(half) {
            *total += n;
        }
    }
    assert_eq!(counts.iter().sum::<u64>(), binomial(n as u64, 5));
    // The tables' N of the empty set is the same count, by their own recurrence.
    let tables = CountTables::new(ranking);
    assert_eq!(
        tables.hands_containing(&[]).map(u64::from),
        counts,
        "{ranking:?}"
    );
    counts
}

#[test]
fn the_natural_deck_ranks_every_hand_as_the_rules_say() {
    let counts = prove_ranking(Ranking::JACKS_OR_BETTER);
    let count = |c: Category| counts[c.index()];
    // The published counts of five-card hands (Wikipedia, "Poker probability";
    // Cactus Kev, "Enumerating Wild Card Hands", suffe.cool/poker/wild.html, with
    // the royals among the 40 straight flushes).
    assert_eq!(count(Category::NaturalRoyal), 4);
    assert_eq!(count(Category::StraightFlush), 36);
    assert_eq!(count(Category::FullHouse), 3_744);
    assert_eq!(count(Category::Flush), 5_108);
    assert_eq!(count(Category::Straight), 10_200);
    assert_eq!(count(Category::ThreeOfAKind), 54_912);
    assert_eq!(count(Category::TwoPair), 123_552);
    assert_eq!(
        count(Category::HighPair) + count(Category::LowPair),
        1_098_240
    );
    assert_eq!(count(Category::Nothing), 1_302_540);
    // Four of a rank and one of the 48 other cards: 48 hands a rank.
    assert_eq!(count(Category::QuadsTwosToFours), 3 * 48);
    assert_eq!(count(Category::QuadsFivesToKings), 9 * 48);
    assert_eq!(count(Category::QuadsAces), 48);
    // A pair of one of 4 ranks (6 ways) with three other ranks (C(12, 3) · 4^3).
    assert_eq!(count(Category::HighPair), 4 * 6 * 220 * 64);
    assert_eq!(count(Category::HighPair), 337_920);
    let wild = [12, 13, 14];
    assert!(wild.iter().all(|&c| counts[c] == 0));
}

#[test]
fn every_pair_is_high_when_the_lowest_high_pair_is_the_deuce() {
    let counts = prove_ranking(Ranking::ANY_PAIR);
    assert_eq!(counts[Category::HighPair.index()], 1_098_240);
    assert_eq!(counts[Category::LowPair.index()], 0);
}

#[test]
fn deuces_wild_ranks_every_hand_as_the_rules_say() {
    let counts = prove_ranking(Ranking::DEUCES_WILD);
    // Brian Alspach, "Wild Cards in Profusion: Part 2", Poker Digest 5(9), 2002
    // (people.math.sfu.ca/~alspach/mag94): with four wild cards of one rank there
    // are 672 five-card hands of five of a kind: 48 with the four wild cards, 288
    // with three and a pair, 288 with two and three of a kind, 48 with one and four.
    // Deuces Wild pays the 48 with four deuces as four deuces.
    assert_eq!(counts[Category::FourDeuces.index()], 48);
    assert_eq!(counts[Category::FiveOfAKind.index()], 288 + 288 + 48);
    assert_eq!(
        counts[Category::FiveOfAKind.index()] + counts[Category::FourDeuces.index()],
        672
    );
    // No deuce: a natural royal, as in the natural deck's 4.
    assert_eq!(counts[Category::NaturalRoyal.index()], 4);
}

#[test]
fn one_joker_ranks_every_hand_as_the_rules_say() {
    let counts = prove_ranking(Ranking::JOKER_KINGS_OR_BETTER);
    assert_eq!(counts.iter().sum::<u64>(), 2_869_685);
    // The joker and four of a rank: 13 hands.
    assert_eq!(counts[Category::FiveOfAKind.index()], 13);
    assert_eq!(counts[Category::FourDeuces.index()], 0);
}

#[test]
fn two_jokers_rank_every_hand_as_the_rules_say() {
    let counts = prove_ranking(Ranking::new(Deck::TwoJokers, Rank::from_index(9)));
    assert_eq!(counts.iter().sum::<u64>(), 3_162_510);
    // One joker of two and four of a rank (26), or both and three of a rank (52).
    assert_eq!(counts[Category::FiveOfAKind.index()], 2 * 13 + 13 * 4);
}

#[test]
fn the_count_tables_count_the_hands_that_contain_a_set() {
    let mut rng = SplitMix64::new(45);
    for ranking in [
        Ranking::JACKS_OR_BETTER,
        Ranking::DEUCES_WILD,
        Ranking::JOKER_KINGS_OR_BETTER,
        Ranking::new(Deck::TwoJokers, Rank::ACE),
    ] {
        let tables = CountTables::new(ranking);
        let mut cards: Vec<DeckCard> = ranking.deck().cards().collect();
        for round in 0..60 {
            let size = 1 + round % 4;
            rng.choose_front(&mut cards, size);
            let set = &cards[..size];
            let mut expected = [0u32; CATEGORIES];
            for_each_combination(&cards[size..], 5 - size, &mut |rest| {
                let five: Vec<DeckCard> = set.iter().chain(rest).copied().collect();
                expected[ranking.category(&five.try_into().unwrap()).index()] += 1;
            });
            assert_eq!(
                tables.hands_containing(set),
                expected,
                "{ranking:?} {set:?}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// Holds of one deal
// ---------------------------------------------------------------------------

/// Every hold of `deal` by plain enumeration of its draws: keep the cards of the
/// mask, replace the others by each choice of cards not dealt, rank with `rank`.
fn brute_holds(
    deck: Deck,
    deal: &[DeckCard; 5],
    rank: &impl Fn(&[DeckCard; 5]) -> Category,
) -> Vec<[u32; CATEGORIES]> {
    let undealt: Vec<DeckCard> = deck.cards().filter(|card| !deal.contains(card)).collect();
    (0..32u32)
        .map(|mask| {
            let kept: Vec<DeckCard> = (0..5)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| deal[i])
                .collect();
            let mut counts = [0u32; CATEGORIES];
            for_each_combination(&undealt, 5 - kept.len(), &mut |drawn| {
                let mut five = [deal[0]; 5];
                for (slot, &card) in five.iter_mut().zip(kept.iter().chain(drawn)) {
                    *slot = card;
                }
                counts[rank(&five).index()] += 1;
            });
            counts
        })
        .collect()
}

/// The largest of the 32 holds' values by cross-multiplication, and the masks
/// that reach it.
fn best_of(holds: &[HoldValue]) -> (Fraction, Vec<u8>) {
    let beats = |a: &HoldValue, b: &HoldValue| {
        u128::from(a.payout_sum) * u128::from(b.draws)
            > u128::from(b.payout_sum) * u128::from(a.draws)
    };
    let mut best = holds[0];
    for hold in holds {
        if beats(hold, &best) {
            best = *hold;
        }
    }
    let tied = holds
        .iter()
        .filter(|h| !beats(&best, h))
        .map(|h| h.kept)
        .collect();
    (best.expected(), tied)
}

#[test]
fn the_holds_of_random_jacks_or_better_deals_match_every_draw_ranked_by_the_rules() {
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let game = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6);
    let pays = PayTable::JACKS_OR_BETTER_9_6.pays();
    let rank = |five: &[DeckCard; 5]| {
        let cards = five.map(|card| {
            let card = card.card().unwrap();
            Plain {
                rank: card.rank().index(),
                suit: card.suit().index(),
            }
        });
        plain(&cards, 9, false)
    };
    // Hand-made deals first (a dealt four of a kind, a royal, four to a royal, two
    // pairs, a low pair, garbage), then 120 random ones. Each deal is 2,598,960
    // plain rankings, all draws of all holds, about 0.05 s.
    let mut deals = vec![
        hand("7c 7d 7h 7s Kd"),
        hand("Ts Js Qs Ks As"),
        hand("Ts Js Qs Ks 2h"),
        hand("Jc Jd 4h 4s 9c"),
        hand("3c 3d 8h Qs 9c"),
        hand("2c 5d 8h Js 9c"),
    ];
    let mut rng = SplitMix64::new(8380);
    let mut deck: Vec<DeckCard> = Deck::Standard.cards().collect();
    while deals.len() < 126 {
        rng.choose_front(&mut deck, 5);
        deals.push(deck[..5].try_into().unwrap());
    }
    thread::scope(|scope| {
        for part in deals.chunks(deals.len() / 2) {
            let (game, rank) = (&game, &rank);
            scope.spawn(move || {
                for deal in part {
                    let holds = game.holds(deal);
                    let brute = brute_holds(Deck::Standard, deal, rank);
                    for (mask, hold) in holds.iter().enumerate() {
                        assert_eq!(usize::from(hold.kept), mask);
                        assert_eq!(hold.final_hands, brute[mask], "{deal:?} hold {mask:05b}");
                        let sum: u64 = brute[mask]
                            .iter()
                            .zip(pays)
                            .map(|(&n, p)| u64::from(n) * u64::from(p))
                            .sum();
                        assert_eq!(hold.payout_sum, sum);
                        assert_eq!(
                            hold.draws,
                            binomial(47, 5 - u64::from(hold.kept.count_ones()))
                        );
                    }
                    // The best hold: the largest value, and of the tied ones the
                    // fewest cards kept.
                    let (value, tied) = best_of(&holds);
                    let fewest = tied.iter().map(|m| m.count_ones()).min().unwrap();
                    let best = game.best_hold(deal, TieRule::FewestKept);
                    assert_eq!(best.expected(), value, "{deal:?}");
                    assert!(tied.contains(&best.kept));
                    assert_eq!(best.kept.count_ones(), fewest, "{deal:?}");
                    assert_eq!(best, holds[usize::from(best.kept)]);
                }
            });
        }
    });
}

#[test]
fn the_holds_of_wild_deals_match_every_draw() {
    // The ranking itself, proven above against the oracle, ranks the draws; what
    // is checked is the tables and the inclusion–exclusion, on deals with 0 to 4
    // wild cards.
    let cases = [
        (
            Ranking::DEUCES_WILD,
            PayTable::DEUCES_WILD_FULL_PAY,
            vec![
                hand("2c 2d 2h 2s 9c"),
                hand("2c 2d 2h 5s 9c"),
                hand("2c 2d 7h 8h 9c"),
                hand("2c 5d Th Jh Qh"),
                hand("3c 4c 6c 5d 9d"),
                hand("Kc Kd 7h 7s 4c"),
            ],
        ),
        (
            Ranking::JOKER_KINGS_OR_BETTER,
            PayTable::JOKER_POKER_KINGS_FULL_PAY,
            vec![
                [
                    DeckCard::joker(0),
                    card("Ac"),
                    card("Kd"),
                    card("2h"),
                    card("7s"),
                ],
                hand("Kc Kd 7h 7s 4c"),
                hand("Tc Jc Qc Kc 2d"),
            ],
        ),
        (
            Ranking::new(Deck::TwoJokers, Rank::from_index(9)),
            PayTable::JOKER_POKER_KINGS_FULL_PAY,
            vec![
                [
                    DeckCard::joker(0),
                    DeckCard::joker(1),
                    card("Ac"),
                    card("5d"),
                    card("9h"),
                ],
                [
                    card("Qh"),
                    DeckCard::joker(1),
                    card("Ac"),
                    card("Jh"),
                    card("9h"),
                ],
            ],
        ),
    ];
    thread::scope(|scope| {
        for (ranking, pay, deals) in &cases {
            scope.spawn(move || {
                let tables = CountTables::new(*ranking);
                let game = Game::new(&tables, *pay);
                let rank = |five: &[DeckCard; 5]| ranking.category(five);
                for deal in deals {
                    let holds = game.holds(deal);
                    let brute = brute_holds(ranking.deck(), deal, &rank);
                    for (mask, hold) in holds.iter().enumerate() {
                        assert_eq!(hold.final_hands, brute[mask], "{deal:?} hold {mask:05b}");
                    }
                    let (value, tied) = best_of(&holds);
                    let best = game.best_hold(deal, TieRule::LowestCards);
                    assert_eq!(best.expected(), value);
                    assert!(tied.contains(&best.kept));
                }
            });
        }
    });
}

#[test]
fn hdu_2775_sample_gives_its_exact_fractions() {
    // HDU 2775 "Videopoker", the sample: every pair pays, A-2-3-4-5 is a straight.
    // The printed answers 25.000000, 8.9574468, 1.5467160, 0.9361702 and 0.6608135
    // are exactly these fractions.
    let tables = CountTables::new(Ranking::ANY_PAIR);
    let game = Game::new(
        &tables,
        PayTable::from_nine([1, 2, 3, 4, 5, 10, 25, 100, 250]),
    );
    let expected = [
        ("Ah Ac Ad As 2s", Fraction::new(25, 1)),
        ("Ks Qs Js Ts 2h", Fraction::new(421, 47)),
        ("Ks Qs 2d 2h 3s", Fraction::new(25_080, 16_215)),
        ("2d 4h 5d 3c 9c", Fraction::new(44, 47)),
        ("2h 3h 6d 8h Tc", Fraction::new(117_866, 178_365)),
    ];
    for (cards, value) in expected {
        let best = game.best_hold(&hand(cards), TieRule::FewestKept);
        assert_eq!(best.expected(), value, "{cards}");
    }
    // The kept cards the statement's notes name: the two deuces, the 2 3 4 5, the ten.
    assert_eq!(
        game.best_hold(&hand("Ks Qs 2d 2h 3s"), TieRule::FewestKept)
            .kept,
        0b01100
    );
    assert_eq!(
        game.best_hold(&hand("2d 4h 5d 3c 9c"), TieRule::FewestKept)
            .kept,
        0b01111
    );
    assert_eq!(
        game.best_hold(&hand("2h 3h 6d 8h Tc"), TieRule::FewestKept)
            .kept,
        0b10000
    );
}

#[test]
fn the_tie_rules_pick_the_holds_they_name() {
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let game = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6);
    // A dealt four of a kind pays 25 kept with or without its fifth card.
    let quads = hand("7c 7d 7h 7s Kd");
    let fewest = game.best_hold(&quads, TieRule::FewestKept);
    assert_eq!(
        (fewest.kept, fewest.expected()),
        (0b01111, Fraction::new(25, 1))
    );
    assert_eq!(game.best_hold(&quads, TieRule::MostKept).kept, 0b11111);
    // The king is the highest card the holds differ on: the lower cards drop it.
    assert_eq!(game.best_hold(&quads, TieRule::LowestCards).kept, 0b01111);
    // With a fifth card below the four, still the four alone: the two holds differ
    // only on that card, and the lower cards throw it away.
    assert_eq!(
        game.best_hold(&hand("3d 7c 7d 7h 7s"), TieRule::LowestCards)
            .kept,
        0b11110
    );

    // A table paying 1 for everything from a high pair up: every hold with the two
    // jacks pays 1 for sure, the best there is.
    let ones = Game::new(&tables, PayTable::from_nine([1; 9]));
    let jacks = hand("Jh Jd 7c 4s 2h");
    let fewest = ones.best_hold(&jacks, TieRule::FewestKept);
    assert_eq!(
        (fewest.kept, fewest.expected()),
        (0b00011, Fraction::new(1, 1))
    );
    assert_eq!(ones.best_hold(&jacks, TieRule::MostKept).kept, 0b11111);
    // Every hold with both jacks ties; the lower cards throw away the seven, the
    // highest card two of them differ on, then the four and the deuce.
    assert_eq!(ones.best_hold(&jacks, TieRule::LowestCards).kept, 0b00011);
}

// ---------------------------------------------------------------------------
// The whole game
// ---------------------------------------------------------------------------

/// The whole game played deal by deal (every one of the C(n, 5) deals through
/// [`Game::best_hold`], no suit classes), as an [`Analysis`], and the distinct
/// optimal values.
fn deal_by_deal(game: &Game, rule: TieRule) -> (Analysis, usize) {
    let deck = game.tables().ranking().deck();
    let cards: Vec<DeckCard> = deck.cards().collect();
    let n = cards.len();
    let pays = game.pay_table().pays();
    let draw_weight = (0..=5).fold(1u64, |l, j| {
        let c = binomial(n as u64 - 5, j);
        l / showdown::fraction::gcd_u64(l, c) * c
    });
    type Part = ([u64; CATEGORIES], [u64; 6], u128, HashSet<(u128, u128)>);
    let parts: Vec<Part> = thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|half| {
                let cards = &cards;
                scope.spawn(move || {
                    let mut part: Part = ([0; CATEGORIES], [0; 6], 0, HashSet::new());
                    for a in (half..n).step_by(2) {
                        for_each_combination(&cards[a + 1..], 4, &mut |rest| {
                            let deal = [cards[a], rest[0], rest[1], rest[2], rest[3]];
                            let best = game.best_hold(&deal, rule);
                            let scale = draw_weight / best.draws;
                            for (total, &count) in part.0.iter_mut().zip(&best.final_hands) {
                                *total += u64::from(count) * scale;
                            }
                            part.1[5 - best.kept_count()] += 1;
                            part.2 += u128::from(best.payout_sum * scale);
                            let value = best.expected();
                            part.3.insert((value.num(), value.den()));
                        });
                    }
                    part
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut final_hands = [0u64; CATEGORIES];
    let mut deals_by_cards_drawn = [0u64; 6];
    let mut payout = 0u128;
    let mut values = HashSet::new();
    for (hands, drawn, sum, distinct) in parts {
        for c in 0..CATEGORIES {
            final_hands[c] += hands[c];
        }
        for d in 0..6 {
            deals_by_cards_drawn[d] += drawn[d];
        }
        payout += sum;
        values.extend(distinct);
    }
    let deals = binomial(n as u64, 5);
    // The payouts from the final hands, the way the published tables add them up.
    let from_hands: u128 = final_hands
        .iter()
        .zip(pays)
        .map(|(&n, p)| u128::from(n) * u128::from(p))
        .sum();
    assert_eq!(from_hands, payout);
    let analysis = Analysis {
        return_fraction: Fraction::new(payout, u128::from(deals * draw_weight)),
        final_hands,
        draw_weight,
        deals,
        deals_by_cards_drawn,
    };
    (analysis, values.len())
}

/// The eleven lines of a Wizard of Odds table from our 16 categories, strongest
/// first: natural royal, four deuces, wild royal, five of a kind, straight flush,
/// four of a kind, full house, flush, straight, three of a kind, nothing (pairs
/// and two pairs, which Deuces Wild does not pay, included).
fn wizard_lines(hands: &[u64; CATEGORIES]) -> [u64; 11] {
    [
        hands[15],
        hands[14],
        hands[13],
        hands[12],
        hands[11],
        hands[8] + hands[9] + hands[10],
        hands[7],
        hands[6],
        hands[5],
        hands[4],
        hands[0] + hands[1] + hands[2] + hands[3],
    ]
}

/// The first `digits` decimals of a fraction below 10, as an integer.
fn decimals(f: Fraction, digits: u32) -> u128 {
    f.num() * 10u128.pow(digits) / f.den()
}

#[test]
fn jacks_or_better_9_6_returns_0_995439043695() {
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let game = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6);
    let analysis = game.analyze(TieRule::FewestKept, 1);
    // S. N. Ethier, The Doctrine of Chances (Springer 2010), ch. 17, and Ethier,
    // Kim and Lee, "Optimal conditional expectation at the video poker game Jacks
    // or Better", arXiv:1602.04171: 0.995439043695... under optimal play.
    assert_eq!(decimals(analysis.return_fraction, 12), 995_439_043_695);
    assert_eq!(
        analysis.return_fraction,
        Fraction::new(1_653_526_326_983, 1_661_102_543_100)
    );
    assert_eq!(analysis.draw_weight, 5 * 1_533_939);
    assert_eq!(analysis.final_hands.iter().sum::<u64>(), 19_933_230_517_200);
    // Two threads, the same figures.
    assert_eq!(game.analyze(TieRule::FewestKept, 2), analysis);
    // The final hands' frequencies for 9/6 in percent, five decimals: royal
    // 0.00248, straight flush 0.01093, four of a kind 0.23625, full house 1.15122,
    // flush 1.10145, straight 1.12294, three of a kind 7.44487, two pair 12.92789,
    // jacks or better 21.45850, nothing 54.54347, as dagblastit.com's "Video Poker
    // Payout Calculator" gives them (per the problem notes; the page itself was not
    // found stored). winnergambling.com/casino-games/video-poker/jacks-or-better/
    // shows the same ten but 0.23626 for four of a kind (0.2362546 exactly).
    let lines = wizard_lines(&analysis.final_hands);
    let percent = |n: u64| (u128::from(n) * 10_000_000 + 9_966_615_258_600) / 19_933_230_517_200;
    let published = [
        248, 0, 0, 0, 1_093, 23_625, 115_122, 110_145, 112_294, 744_487,
    ];
    for (line, want) in lines.iter().zip(published) {
        assert_eq!(percent(*line), want);
    }
    let hands = analysis.final_hands;
    assert_eq!(percent(hands[3]), 1_292_789);
    assert_eq!(percent(hands[2]), 2_145_850);
    assert_eq!(percent(hands[0] + hands[1]), 5_454_347);
    // John Grochowski, "Royal flush percentages" (Casino City Times, 2018): in 9/6
    // Jacks or Better a royal comes about once in 40,391 hands.
    assert_eq!((19_933_230_517_200 + hands[15] / 2) / hands[15], 40_391);
}

#[test]
fn jacks_or_better_deal_by_deal_agrees_with_the_classes_and_has_1153_values() {
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let game = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6);
    let analysis = game.analyze(TieRule::FewestKept, 2);
    let (by_deal, values) = deal_by_deal(&game, TieRule::FewestKept);
    assert_eq!(by_deal, analysis);
    // Ethier, Kim and Lee (arXiv:1602.04171): the optimal expected return takes
    // 1,153 distinct values over the deals of 9/6 Jacks or Better.
    assert_eq!(values, 1_153);
    // Baekjoon 8380's answer for 9/6, by cards exchanged 0 to 5, as this module
    // computes it both ways; no published figure was found. They add up to every
    // deal, and the 624 dealt fours of a kind, a tie between keeping four and
    // five, are all under "exchange 1".
    assert_eq!(
        analysis.deals_by_cards_drawn,
        [18_864, 292_800, 147_528, 1_651_440, 403_968, 84_360]
    );
    assert_eq!(analysis.deals_by_cards_drawn.iter().sum::<u64>(), 2_598_960);
    let most = game.analyze(TieRule::MostKept, 1).deals_by_cards_drawn;
    assert_eq!(most[0] - analysis.deals_by_cards_drawn[0], 624);
    assert_eq!(analysis.deals_by_cards_drawn[1] - most[1], 624);
    assert_eq!(most[2..], analysis.deals_by_cards_drawn[2..]);
}

#[test]
fn deuces_wild_reproduces_the_wizard_of_odds_eleven_counts() {
    let tables = CountTables::new(Ranking::DEUCES_WILD);
    let game = Game::new(&tables, PayTable::DEUCES_WILD_FULL_PAY);
    let analysis = game.analyze(TieRule::LowestCards, 2);
    // wizardofodds.com/games/video-poker/tables/deuces-wild/, "Full Pay" Deuces
    // Wild: the combinations of each final hand and the return 1.007620.
    let wizard = [
        440_202_756,
        4_060_462_824,
        35_796_957_696,
        63_818_309_856,
        83_087_969_280,
        1_294_427_430_576,
        423_165_297_240,
        334_561_280_724,
        1_117_664_265_756,
        5_674_784_779_512,
        10_901_423_560_980,
    ];
    assert_eq!(wizard_lines(&analysis.final_hands), wizard);
    assert_eq!(wizard.iter().sum::<u64>(), 19_933_230_517_200);
    assert_eq!((decimals(analysis.return_fraction, 7) + 5) / 10, 1_007_620);
    // The tie rule matters: the return does not change, the lines do. Its ties
    // include a three-card straight flush draw against a four-card straight
    // (3c 4c 6c 5d 9d: 16/47 either way) and four to a flush against four to a
    // straight.
    for other in [TieRule::FewestKept, TieRule::MostKept] {
        let analysis_other = game.analyze(other, 1);
        assert_eq!(analysis_other.return_fraction, analysis.return_fraction);
        assert_ne!(
            wizard_lines(&analysis_other.final_hands),
            wizard,
            "{other:?}"
        );
    }
    // Played deal by deal, the same: the rule depends on the cards, not on which
    // deal stands for its suit class.
    assert_eq!(deal_by_deal(&game, TieRule::LowestCards).0, analysis);
}

#[test]
fn bonus_poker_8_5_reproduces_the_wizard_of_odds_counts() {
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let analysis = Game::new(&tables, PayTable::BONUS_POKER_8_5).analyze(TieRule::FewestKept, 1);
    // The Wizard of Odds' 8/5 Bonus Poker strategy page
    // (wizardofodds.com/games/video-poker/strategy/bonus-poker/8-5/, stored as a
    // copy): royal, straight flush, four aces, four 2-4, four 5-K, full house,
    // flush, straight, three of a kind, two pair, jacks or better, nothing; 0.991660.
    let h = analysis.final_hands;
    assert_eq!(
        [
            h[15],
            h[11],
            h[10],
            h[8],
            h[9],
            h[7],
            h[6],
            h[5],
            h[4],
            h[3],
            h[2],
            h[0] + h[1]
        ],
        [
            495_443_136,
            2_129_604_264,
            3_903_775_812,
            10_509_866_328,
            32_688_417_336,
            229_516_869_924,
            216_873_645_000,
            223_676_319_912,
            1_484_391_167_856,
            2_577_523_603_752,
            4_290_810_981_444,
            10_860_710_822_436,
        ]
    );
    assert_eq!((decimals(analysis.return_fraction, 7) + 5) / 10, 991_660);
}

#[test]
fn jackpot_poker_kings_or_better_reproduces_the_wizard_of_odds_counts() {
    // wizardofodds.com/games/video-poker/tables/jackpot-poker/: kings or better with
    // no wild card, pair 1, two pair 1, three of a kind 2, straight 4, flush 6, full
    // house 17, four of a kind 75, straight flush 200, royal 800 (the jackpot on the
    // royal in hearts taken as 800, so its 111,391,110 royals in hearts and
    // 334,173,330 others are one line here).
    let tables = CountTables::new(Ranking::new(Deck::Standard, Rank::from_index(11)));
    let game = Game::new(
        &tables,
        PayTable::from_nine([1, 1, 2, 4, 6, 17, 75, 200, 800]),
    );
    let h = game.analyze(TieRule::FewestKept, 1).final_hands;
    assert_eq!(
        [
            h[15],
            h[11],
            h[8] + h[9] + h[10],
            h[7],
            h[6],
            h[5],
            h[4],
            h[3],
            h[2],
            h[0] + h[1]
        ],
        [
            111_391_110 + 334_173_330,
            2_922_073_236,
            46_320_842_700,
            224_955_237_420,
            314_094_905_964,
            273_814_948_356,
            1_435_729_767_768,
            2_483_099_710_704,
            2_101_798_198_620,
            13_050_049_267_992,
        ]
    );
}

#[test]
fn joker_poker_kings_or_better_returns_100_65_percent() {
    let tables = CountTables::new(Ranking::JOKER_KINGS_OR_BETTER);
    let analysis =
        Game::new(&tables, PayTable::JOKER_POKER_KINGS_FULL_PAY).analyze(TieRule::FewestKept, 2);
    let total = analysis.deals * analysis.draw_weight;
    assert_eq!(analysis.deals, 2_869_685);
    assert_eq!(analysis.final_hands.iter().sum::<u64>(), total);
    // Full-pay Joker Poker, kings or better, returns 100.65% under optimal play
    // (Elliot Frome, "Everyone's a Joker!", gambatria.com, 2011; GamingToday gives
    // 100.6%).
    assert_eq!((decimals(analysis.return_fraction, 5) + 5) / 10, 10_065);
    // A video poker column copied without its author's name at
    // polyva.mystrikingly.com/blog/how-to-play-double-joker-poker (in the style of
    // John Grochowski's, which gives 9/6's 1 in 40,391): a natural royal about once
    // in 41,214 hands of full-pay Joker's Wild, kings or better.
    let royals = analysis.final_hands[Category::NaturalRoyal.index()];
    assert_eq!((total + royals / 2) / royals, 41_214);
}

#[test]
fn a_second_pay_table_reuses_the_tables() {
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let first = Game::new(&tables, PayTable::JACKS_OR_BETTER_9_6).analyze(TieRule::FewestKept, 1);
    // 9/5 Jacks or Better on the same tables, and on fresh ones.
    let nine_five = PayTable::from_nine([1, 2, 3, 4, 5, 9, 25, 50, 800]);
    let second = Game::new(&tables, nine_five).analyze(TieRule::FewestKept, 1);
    let fresh = CountTables::new(Ranking::JACKS_OR_BETTER);
    assert_eq!(
        Game::new(&fresh, nine_five).analyze(TieRule::FewestKept, 1),
        second
    );
    assert_ne!(first, second);
    // 98.45% (uscasinoadvantage.com, jacksorbettercalculator.com).
    assert_eq!((decimals(second.return_fraction, 5) + 5) / 10, 9_845);
}
