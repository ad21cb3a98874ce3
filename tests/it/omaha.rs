//! Omaha, proven:
//!
//! - the evaluator ([`Omaha`], and `Evaluator::best_with_pocket` with exactly two
//!   pocket cards and five board cards, which goes through it) against plain
//!   enumeration of every choice of two pocket cards and three board cards, under
//!   every ladder of [`LADDERS`], for pockets of 2 to 7 cards: on every deal of a
//!   fourteen-card deck, each five-card choice ranked by the ladder's plain key
//!   itself ([`Ladder::key`]); and on 10,000,000 random deals of the full deck, each
//!   choice ranked by the fast evaluator's lookup of five cards, which
//!   `exhaustive.rs` proves equal to the plain key's on all 2,598,960 five-card
//!   hands under each of them (the plain key itself costs about half a microsecond
//!   a hand, too slow for 600 million choices);
//! - exact equity ([`OmahaDeal`]) against plain enumeration of every board, on
//!   random flop, turn and river deals of 2 to 4 players and a preflop one, high
//!   only and hi-lo (the low by the eight-or-better [`Ladder`], proven in
//!   `ladders.rs`), and against every published exact figure found: cardrank's and
//!   poker-odds-calc's tests and Steve Badger's hi-lo example.

use crate::support::PROVEN;
use showdown::equity::{HiLoTally, OmahaDeal, Tally, TieRule};
use showdown::poker::{Card, Evaluator, Hand, Ladder, LadderKey, Omaha, Strength};

/// The proven ladders that have Omaha's tables: all but deuce-to-seven, whose
/// flushes rank below their ranks (`Evaluator::best_with_pocket` takes its subsets,
/// proven in `best_of.rs`).
const LADDERS: [Ladder; 4] = [PROVEN[0], PROVEN[1], PROVEN[2], PROVEN[3]];
use showdown::rng::SplitMix64;
use std::thread;

/// Calls `visit` on each subset of `k` of the positions set in `of`, as a bit mask.
fn for_each_subset(of: u32, k: usize, visit: &mut impl FnMut(u32)) {
    let mut mask = of;
    while mask != 0 {
        if mask.count_ones() as usize == k {
            visit(mask);
        }
        mask = (mask - 1) & of;
    }
}

/// The cards of `deck` at the positions set in `mask`.
fn pick(deck: &[Card], mask: u32) -> Vec<Card> {
    (0..deck.len())
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| deck[i])
        .collect()
}

/// The best hand of two of `pocket` and three of `board` by plain enumeration,
/// each five-card choice ranked by `five`.
fn plain<T: Ord>(pocket: &[Card], board: &[Card], five: &impl Fn(&[Card]) -> T) -> T {
    let mut best = None;
    for (i, &a) in pocket.iter().enumerate() {
        for &b in &pocket[i + 1..] {
            for (j, &c) in board.iter().enumerate() {
                for (k, &d) in board.iter().enumerate().skip(j + 1) {
                    for &e in &board[k + 1..] {
                        best = best.max(Some(five(&[a, b, c, d, e])));
                    }
                }
            }
        }
    }
    best.expect("two pocket cards and three of the board")
}

#[test]
fn every_deal_of_a_fourteen_card_deck_under_every_ladder() {
    // The ace to five of clubs, ten to ace of hearts, and four nines: wheels,
    // broadways, straight flushes both ways, flushes of six cards, four of a kind
    // and full houses all occur, and a pocket may hold up to six of a suit.
    let deck = Card::parse_list("Ac 2c 3c 4c 5c Th Jh Qh Kh Ah 9c 9h 9d 9s").unwrap();
    let n = deck.len();
    let mut deals = 0u64;
    for ladder in LADDERS {
        // The plain key of every five-card subset, by its mask of positions.
        let mut reference = vec![LadderKey::NONE; 1 << n];
        let all = (1u32 << n) - 1;
        for_each_subset(all, 5, &mut |mask| {
            let five: [Card; 5] = pick(&deck, mask).try_into().unwrap();
            reference[mask as usize] = ladder.key(&five);
        });
        let mut position = [0; 64];
        for (i, c) in deck.iter().enumerate() {
            position[c.bit() as usize] = i;
        }
        let five = |cards: &[Card]| {
            reference[cards
                .iter()
                .map(|c| 1 << position[c.bit() as usize])
                .sum::<usize>()]
        };
        let (omaha, eval) = (Omaha::with(ladder), Evaluator::with(ladder));
        for size in 2..=7 {
            for_each_subset(all, size, &mut |mine| {
                let pocket = pick(&deck, mine);
                for_each_subset(all & !mine, 5, &mut |board| {
                    let board = pick(&deck, board);
                    let want = plain(&pocket, &board, &five);
                    let got = eval.key(omaha.best(&pocket, &board));
                    assert_eq!(got, want, "{ladder:?} {pocket:?} {board:?}");
                    let by_eval = eval.best_with_pocket(&pocket, &board, 2);
                    assert_eq!(eval.key(by_eval), want);
                    deals += 1;
                });
            });
        }
    }
    // Per ladder: C(14, s) * C(14 - s, 5) deals for s = 2 to 7.
    let per_ladder: u64 = [
        (91, 792),
        (364, 462),
        (1001, 252),
        (2002, 126),
        (3003, 56),
        (3432, 21),
    ]
    .iter()
    .map(|(p, b)| p * b)
    .sum();
    assert_eq!(deals, LADDERS.len() as u64 * per_ladder);
}

#[test]
fn ten_million_random_deals_under_every_ladder() {
    const DEALS: u64 = 10_000_000;
    thread::scope(|s| {
        for t in 0..2u64 {
            s.spawn(move || {
                let mut rng = SplitMix64::new(0x0a4a_4a4a ^ t);
                let mut deck: Vec<Card> = Card::all().collect();
                for i in (t..DEALS).step_by(2) {
                    let ladder = LADDERS[(i / 2 % 4) as usize];
                    let (omaha, eval) = (Omaha::with(ladder), Evaluator::with(ladder));
                    // Omaha's four, five and six pocket cards mostly; two, three and
                    // seven now and then.
                    let size = match rng.below(16) {
                        0 => [2, 3, 7][rng.below(3)],
                        r => 4 + r % 3,
                    };
                    rng.choose_front(&mut deck, size + 5);
                    let (pocket, board) = deck[..size + 5].split_at(size);
                    // Plain enumeration, each choice one combine of a pair and a triple.
                    let hand = |cards: &[Card]| cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c));
                    let mut triples = [Hand::EMPTY; 10];
                    let mut n = 0;
                    for (j, &c) in board.iter().enumerate() {
                        for (k, &d) in board.iter().enumerate().skip(j + 1) {
                            for &e in &board[k + 1..] {
                                triples[n] = hand(&[c, d, e]);
                                n += 1;
                            }
                        }
                    }
                    let mut want = Strength::default();
                    for (j, &a) in pocket.iter().enumerate() {
                        for &b in &pocket[j + 1..] {
                            let pair = hand(&[a, b]);
                            for &triple in &triples {
                                want = want.max(eval.strength(pair.combine(triple)));
                            }
                        }
                    }
                    assert_eq!(
                        omaha.best(pocket, board),
                        want,
                        "{ladder:?} {pocket:?} {board:?}"
                    );
                }
            });
        }
    });
}

/// For each set of players (a bit mask), the boards on which exactly they hold the
/// best hand: every completion of `board` from the cards nobody holds, each player's
/// hand by plain enumeration of two of theirs and three of the board's.
fn plain_sets(players: &[Vec<Card>], board: &[Card], ladder: Ladder) -> Vec<u64> {
    let eval = Evaluator::with(ladder);
    let five = |cards: &[Card]| eval.strength(cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c)));
    let dealt: Vec<Card> = players.iter().flatten().chain(board).copied().collect();
    let undealt: Vec<Card> = Card::all().filter(|c| !dealt.contains(c)).collect();
    let mut sets = vec![0; 1 << players.len()];
    let mut full = board.to_vec();
    let mut visit = |full: &[Card]| {
        let best: Vec<Strength> = players.iter().map(|p| plain(p, full, &five)).collect();
        let top = *best.iter().max().unwrap();
        let set: usize = (0..players.len())
            .filter(|&i| best[i] == top)
            .map(|i| 1 << i)
            .sum();
        sets[set] += 1;
    };
    choose(&undealt, 5 - board.len(), &mut full, &mut visit);
    sets
}

/// Calls `visit` on `chosen` extended by each choice of `k` of `cards`.
fn choose(cards: &[Card], k: usize, chosen: &mut Vec<Card>, visit: &mut impl FnMut(&[Card])) {
    if k == 0 {
        return visit(chosen);
    }
    for i in 0..cards.len() {
        chosen.push(cards[i]);
        choose(&cards[i + 1..], k - 1, chosen, visit);
        chosen.pop();
    }
}

/// The tallies `sets` give under `rule`, as `Tally`'s documentation defines them.
fn tallies(sets: &[u64], players: usize, rule: TieRule) -> Vec<Tally> {
    (0..players)
        .map(|i| {
            let mut t = Tally::default();
            for (set, &boards) in sets.iter().enumerate() {
                let (holds, alone) = (set >> i & 1 == 1, set.count_ones() == 1);
                let lowest = set.trailing_zeros() as usize == i;
                match rule {
                    TieRule::LowestIndexWins if lowest => t.wins += boards,
                    TieRule::Separate if holds && alone => t.wins += boards,
                    TieRule::Separate if holds => t.ties += boards,
                    _ => t.losses += boards,
                }
            }
            t
        })
        .collect()
}

/// The engine's tallies of a deal under both tie rules.
fn engine(players: &[Vec<Card>], board: &[Card], ladder: Ladder) -> [Vec<Tally>; 2] {
    let refs: Vec<&[Card]> = players.iter().map(|p| &p[..]).collect();
    let deal = OmahaDeal::new(&refs, board, ladder).unwrap();
    [TieRule::Separate, TieRule::LowestIndexWins].map(|rule| deal.enumerate(rule))
}

/// `cards` dealt out: a pocket of each of `sizes`, in order, and the rest the board.
fn deal<'a>(cards: &'a [Card], sizes: &[usize]) -> (Vec<Vec<Card>>, &'a [Card]) {
    let mut rest = cards;
    let players = sizes
        .iter()
        .map(|&n| {
            let (pocket, after) = rest.split_at(n);
            rest = after;
            pocket.to_vec()
        })
        .collect();
    (players, rest)
}

#[test]
fn equity_agrees_with_plain_enumeration_on_random_deals() {
    // Flops and turns mostly, and now and then two known cards (C(n, 3) boards) or
    // a complete board; 2 to 4 players of 2 to 7 cards each, mostly 4 to 6.
    let mut rng = SplitMix64::new(0x0e0a_1717);
    let mut deck: Vec<Card> = Card::all().collect();
    for i in 0..240 {
        let ladder = LADDERS[i % 4];
        let known = [3, 3, 4, 4, 4, 5, 2][rng.below(7)];
        let sizes: Vec<usize> = (0..2 + rng.below(3))
            .map(|_| match rng.below(8) {
                0 => [2, 3, 7][rng.below(3)],
                r => 4 + r % 3,
            })
            .collect();
        let dealt = known + sizes.iter().sum::<usize>();
        rng.choose_front(&mut deck, dealt);
        let (players, rest) = deal(&deck[..dealt], &sizes);
        let sets = plain_sets(&players, rest, ladder);
        let [separate, lowest] = engine(&players, rest, ladder);
        assert_eq!(
            separate,
            tallies(&sets, players.len(), TieRule::Separate),
            "{ladder:?} {players:?} {rest:?}"
        );
        assert_eq!(
            lowest,
            tallies(&sets, players.len(), TieRule::LowestIndexWins)
        );
    }
}

/// Cards from their spelling.
fn cards(s: &str) -> Vec<Card> {
    Card::parse_list(s).unwrap()
}

/// Percentages of `n` in `total`, to two decimals, as the published tests print them.
fn percent(n: u64, total: u64) -> String {
    format!("{:.2}", n as f64 * 100.0 / total as f64)
}

#[test]
fn equity_of_a_preflop_deal_agrees_with_plain_enumeration_and_a_published_one() {
    // siavashg87/poker-odds-calc, src/test/omaha.ts, test 'EXHAUSTIVE' (commit
    // 2cd7a66): 35.15% wins, 64.71% losses, 0.14% ties over all 1,086,008 boards.
    let players = [cards("9h 7s 6d 3d"), cards("Ts Qc Td 6c")];
    let sets = plain_sets(&players, &[], Ladder::STANDARD);
    let [separate, _] = engine(&players, &[], Ladder::STANDARD);
    assert_eq!(separate, tallies(&sets, 2, TieRule::Separate));
    let t = separate[0];
    let total = 1_086_008;
    assert_eq!(t.wins + t.ties + t.losses, total);
    let published = [t.wins, t.losses, t.ties].map(|n| percent(n, total));
    assert_eq!(published, ["35.15", "64.71", "0.14"]);
}

#[test]
fn equity_matches_published_flop_and_turn_figures() {
    // Heads-up, (player 1, player 2, board, player 1's wins, ties, losses). Exact
    // counts from cardrank/cardrank (commit 01b8a7b): example_test.go ExampleOddsCalc,
    // then calc_test.go TestOddsCalc.
    let exact = [
        ("Ah As Jc Qs", "3h 2h Ks Tc", "6h 6s Jh", (542, 0, 278)),
        ("Ah Kh Jd 6c", "Qh Tc 6s 6h", "9h Jh 6d", (295, 0, 525)),
        ("2h 5h Ts Js", "Kh Kc 9s Ac", "Jc Qc 2d", (361, 0, 459)),
    ];
    for (a, b, board, (wins, ties, losses)) in exact {
        let [separate, _] = engine(&[cards(a), cards(b)], &cards(board), Ladder::STANDARD);
        assert_eq!(
            separate[0],
            Tally { wins, ties, losses },
            "{a} vs {b} on {board}"
        );
    }
    // Percentages to two decimals from siavashg87/poker-odds-calc, src/test/omaha.ts
    // (commit 2cd7a66), tests 'TRIPS vs STRAIGHT 2', 'TRIPS vs STRAIGHT 3', 'RANDOM 2'
    // and 'RANDOM 3': player 1's wins, player 2's wins, ties.
    let rounded = [
        (
            "Th 9h 2s 7d",
            "Tc 9c 8c 7c",
            "Ac As 8h",
            ["5.85", "63.90", "30.24"],
        ),
        (
            "Th 9h 2s 7d",
            "Tc 9c 8c 7c",
            "Ac As 7h Jh",
            ["22.50", "10.00", "67.50"],
        ),
        (
            "8d 4s 3d 4c",
            "Qh Kh 3h 7c",
            "9c Js 9d",
            ["56.59", "43.41", "0.00"],
        ),
        (
            "7d 8c 6h 5h",
            "Js 9s Qd 7c",
            "Jh Th 9c",
            ["64.88", "35.12", "0.00"],
        ),
    ];
    for (a, b, board, want) in rounded {
        let [separate, _] = engine(&[cards(a), cards(b)], &cards(board), Ladder::STANDARD);
        let t = separate[0];
        let total = t.wins + t.ties + t.losses;
        let got = [t.wins, t.losses, t.ties].map(|n| percent(n, total));
        assert_eq!(got, want, "{a} vs {b} on {board}");
    }
}

#[test]
fn equity_matches_published_multiway_counts() {
    // cardrank/cardrank calc_test.go TestOddsCalc (commit 01b8a7b): per seat, the
    // boards it wins or shares; the total counts each board once per sharer.
    let cases: [(&[&str], &str, &[u64], u64); 4] = [
        (
            &["Ah Qc 7s 7h", "Kd 7c 9c 5c", "8h Th Ac As"],
            "2h 2c 5d",
            &[64, 96, 506],
            666,
        ),
        (
            &["Jc Th Td Tc", "Ah Kh 5d 4h", "Ts 8s 6c 5c"],
            "4c Qc 6s",
            &[320, 125, 235],
            680,
        ),
        (
            &["Ks Kh 6s 2d", "Ah Th 8d 7h", "Qc Tc 7c 7d"],
            "4s Td 8c",
            &[208, 318, 151],
            677,
        ),
        (
            &[
                "Kh Qh 2c 2h",
                "Ac Jc Kd 4h",
                "Qd Qs Jh Jd",
                "8h 7c Td 3h",
                "6d 5d Th Qc",
            ],
            "",
            &[32_924, 45_033, 35_036, 53_714, 37_559],
            204_266,
        ),
    ];
    for (players, board, counts, total) in cases {
        let players: Vec<Vec<Card>> = players.iter().map(|p| cards(p)).collect();
        let [separate, _] = engine(&players, &cards(board), Ladder::STANDARD);
        let got: Vec<u64> = separate.iter().map(|t| t.wins + t.ties).collect();
        assert_eq!(got, counts, "{players:?} on {board}");
        assert_eq!(got.iter().sum::<u64>(), total);
    }
}

/// Plain hi-lo tallies: every completion of `board`, each player's high hand by
/// plain enumeration and low by the eight-or-better ladder's own best of exactly
/// two pocket cards (proven in `ladders.rs`), the pot split as the rules say.
fn plain_hi_lo(players: &[Vec<Card>], board: &[Card], ladder: Ladder) -> Vec<HiLoTally> {
    let eval = Evaluator::with(ladder);
    let five = |cards: &[Card]| eval.strength(cards.iter().fold(Hand::EMPTY, |h, &c| h.add(c)));
    let dealt: Vec<Card> = players.iter().flatten().chain(board).copied().collect();
    let undealt: Vec<Card> = Card::all().filter(|c| !dealt.contains(c)).collect();
    let mut tallies = vec![HiLoTally::default(); players.len()];
    let mut visit = |full: &[Card]| {
        let high: Vec<Strength> = players.iter().map(|p| plain(p, full, &five)).collect();
        let low: Vec<LadderKey> = players
            .iter()
            .map(|p| Ladder::EIGHT_OR_BETTER.best_with_pocket(p, full, 2))
            .collect();
        let top_high = *high.iter().max().unwrap();
        let top_low = *low.iter().max().unwrap();
        let highs: Vec<bool> = high.iter().map(|&h| h == top_high).collect();
        let lows: Vec<bool> = low
            .iter()
            .map(|&l| l == top_low && l != LadderKey::NONE)
            .collect();
        let (h, l) = (
            highs.iter().filter(|&&x| x).count() as u64,
            lows.iter().filter(|&&x| x).count() as u64,
        );
        for (i, t) in tallies.iter_mut().enumerate() {
            let add = |t: &mut Tally, holds: bool, n: u64| match (holds, n) {
                (true, 1) => t.wins += 1,
                (true, _) => t.ties += 1,
                _ => t.losses += 1,
            };
            add(&mut t.high, highs[i], h);
            add(&mut t.low, lows[i], l);
            let pot = HiLoTally::POT;
            // With no low (l = 0) the high takes the whole pot.
            match (pot / 2).checked_div(l) {
                None => {
                    t.share += if highs[i] { pot / h } else { 0 };
                    t.scoops += u64::from(highs[i] && h == 1);
                }
                Some(low_share) => {
                    t.share += if highs[i] { pot / 2 / h } else { 0 };
                    t.share += if lows[i] { low_share } else { 0 };
                    t.scoops += u64::from(highs[i] && lows[i] && h == 1 && l == 1);
                }
            }
        }
    };
    choose(&undealt, 5 - board.len(), &mut board.to_vec(), &mut visit);
    tallies
}

#[test]
fn hi_lo_equity_agrees_with_plain_enumeration_on_random_deals() {
    // Low cards are dealt more often than their share of the deck, so that lows,
    // shared lows and counterfeits come up often.
    let mut rng = SplitMix64::new(0x0e0a_8888);
    let low: Vec<Card> = Card::all()
        .filter(|c| c.rank().index() < 7 || c.rank().index() == 12)
        .collect();
    let mut deck: Vec<Card> = Card::all().collect();
    for i in 0..120 {
        let ladder = LADDERS[i % 4];
        let known = [3, 3, 4, 4, 5][rng.below(5)];
        let sizes: Vec<usize> = (0..2 + rng.below(3)).map(|_| 4 + rng.below(3)).collect();
        let dealt = known + sizes.iter().sum::<usize>();
        let pool = if i % 2 == 0 {
            &mut deck
        } else {
            &mut low.clone()
        };
        rng.choose_front(pool, dealt);
        let (players, rest) = deal(&pool[..dealt], &sizes);
        let refs: Vec<&[Card]> = players.iter().map(|p| &p[..]).collect();
        let engine = OmahaDeal::new(&refs, rest, ladder)
            .unwrap()
            .enumerate_hi_lo();
        assert_eq!(
            engine,
            plain_hi_lo(&players, rest, ladder),
            "{ladder:?} {players:?} {rest:?}"
        );
    }
}
