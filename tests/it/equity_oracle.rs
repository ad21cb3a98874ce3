//! Oracle tests for exact board enumeration: on random deals from a fixed seed,
//! the library's [`Deal::enumerate`] must agree with plain nested loops over the
//! undealt cards that rank every hand with the reference evaluator (its
//! strengths worked out once, [`ReferenceFive`]), on deals
//! beyond what the problems ask (pokerstars and holdem themselves are checked
//! against their own brute forces in `oracles.rs`). Deals with three to five board cards missing,
//! whose boards the search first groups by ranks, are also checked against the
//! same loops ranking with the fast evaluator (itself checked against the
//! reference in `tests/it/exhaustive.rs`), fast enough for whole preflop deals.

use crate::support::ReferenceFive;
use showdown::Card;
use showdown::equity::{Deal, Tally, TieRule};
use showdown::poker::{Evaluator, Hand, Ladder};
use showdown::rng::SplitMix64;

/// `items` in a random order.
fn shuffled<T>(rng: &mut SplitMix64, mut items: Vec<T>) -> Vec<T> {
    rng.shuffle(&mut items);
    items
}

/// A random deal: `players` hands of `hand` cards, then `known` board cards.
struct RandomDeal {
    hands: Vec<Vec<Card>>,
    board: Vec<Card>,
    size: usize,
}

impl RandomDeal {
    fn new(rng: &mut SplitMix64, players: usize, hand: usize, known: usize, size: usize) -> Self {
        let deck = shuffled(rng, Card::all().collect());
        Self::from_deck(&deck, players, hand, known, size)
    }

    /// The deal of the first cards of `deck`.
    fn from_deck(deck: &[Card], players: usize, hand: usize, known: usize, size: usize) -> Self {
        let hands = deck
            .chunks(hand)
            .take(players)
            .map(|h| h.to_vec())
            .collect();
        let board = deck[players * hand..players * hand + known].to_vec();
        RandomDeal { hands, board, size }
    }

    fn deal(&self) -> Deal {
        let refs: Vec<&[Card]> = self.hands.iter().map(|h| &h[..]).collect();
        Deal::new(&refs, &self.board, self.size).expect("a valid random deal")
    }

    /// Asserts that [`Deal::enumerate`] gives what `brute` gives under `rule`;
    /// `what` names the deal in the failure message.
    fn assert_matches(&self, rule: TieRule, brute: fn(&Self, TieRule) -> Vec<Tally>, what: &str) {
        assert_eq!(
            self.deal().enumerate(rule),
            brute(self, rule),
            "{what} {rule:?}: hands {:?}, board {:?}",
            self.hands,
            self.board
        );
    }

    /// The brute force: every subset of the undealt cards as the rest of the
    /// board, every player's seven cards ranked by the plain key.
    fn brute_force(&self, rule: TieRule) -> Vec<Tally> {
        let table = ReferenceFive::of(Ladder::STANDARD);
        self.brute_force_by(rule, |board| {
            let hands = self.hands.iter();
            hands
                .map(|h| table.best_of(&[&h[..], board].concat()))
                .collect()
        })
    }

    /// The same loops ranking the hands with the fast evaluator.
    fn fast_brute_force(&self, rule: TieRule) -> Vec<Tally> {
        let eval = Evaluator::get();
        let hand = |cards: &[Card]| Hand::from_set(cards.iter().copied().collect());
        let players: Vec<Hand> = self.hands.iter().map(|h| hand(h)).collect();
        self.brute_force_by(rule, |board| {
            let board = hand(board);
            players
                .iter()
                .map(|p| eval.strength(p.combine(board)))
                .collect()
        })
    }

    /// The loops of the brute force, `rank` giving every player's hand on a board.
    fn brute_force_by<T: Ord + Copy>(
        &self,
        rule: TieRule,
        rank: impl Fn(&[Card]) -> Vec<T>,
    ) -> Vec<Tally> {
        let dealt: Vec<Card> = self
            .hands
            .iter()
            .flatten()
            .chain(&self.board)
            .copied()
            .collect();
        let undealt: Vec<Card> = Card::all().filter(|c| !dealt.contains(c)).collect();
        let mut tallies = vec![Tally::default(); self.hands.len()];
        let mut board = self.board.clone();
        subsets(
            &undealt,
            self.size - self.board.len(),
            &mut board,
            &mut |board| {
                let ranks = rank(board);
                let best = *ranks.iter().max().unwrap();
                let sharing = ranks.iter().filter(|&&r| r == best).count();
                let first = ranks.iter().position(|&r| r == best).unwrap();
                for (i, (t, &r)) in tallies.iter_mut().zip(&ranks).enumerate() {
                    let won = match rule {
                        TieRule::LowestIndexWins => i == first,
                        TieRule::Separate => r == best && sharing == 1,
                    };
                    let tied = rule == TieRule::Separate && r == best && sharing > 1;
                    if won {
                        t.wins += 1;
                    } else if tied {
                        t.ties += 1;
                    } else {
                        t.losses += 1;
                    }
                }
            },
        );
        tallies
    }
}

/// Calls `f` with `board` extended by every `k`-card subset of `cards`.
fn subsets(cards: &[Card], k: usize, board: &mut Vec<Card>, f: &mut impl FnMut(&[Card])) {
    if k == 0 {
        return f(board);
    }
    for i in 0..cards.len() {
        board.push(cards[i]);
        subsets(&cards[i + 1..], k - 1, board, f);
        board.pop();
    }
}

#[test]
fn many_players_and_any_board_match_brute_force() {
    let mut rng = SplitMix64::new(7);
    let mut checked = [0usize; 2];
    for k in 0..120 {
        // 2 to 10 players with two hole cards; 2 to 5 board cards known, so
        // at most three are missing and the brute force stays quick.
        let players = 2 + rng.below(9);
        let known = 2 + rng.below(4);
        if known == 2 && players < 10 {
            continue; // C(46 - 2n, 3) boards times n players is slow for the reference.
        }
        let deal = RandomDeal::new(&mut rng, players, 2, known, 5);
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k % 2];
        assert_eq!(
            deal.deal().enumerate(rule),
            deal.brute_force(rule),
            "deal {k} {rule:?}"
        );
        checked[k % 2] += 1;
    }
    // The skipped deals must leave enough under each rule for the check to mean something.
    assert!(
        checked.iter().all(|&n| n >= 30),
        "deals checked per rule: {checked:?}"
    );
}

#[test]
fn deals_with_suit_symmetry_match_brute_force() {
    let mut rng = SplitMix64::new(4);
    let minor: Vec<Card> = Card::all().filter(|c| c.suit().index() < 2).collect();
    for k in 0..60 {
        // Dealt cards in clubs and diamonds only: hearts and spades can swap.
        let deck = shuffled(&mut rng, minor.clone());
        let (players, hand, known, size) = match k % 3 {
            0 => (2 + rng.below(5), 2, 3, 5),
            1 => (1 + rng.below(4), 5, 0, 2),
            _ => (2 + rng.below(8), 2, 4, 5),
        };
        let deal = RandomDeal::from_deck(&deck, players, hand, known, size);
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k % 2];
        assert_eq!(
            deal.deal().enumerate(rule),
            deal.brute_force(rule),
            "deal {k}"
        );
    }
    // Pocket pairs in hearts and spades or in clubs and diamonds, and a board
    // that keeps hearts and spades (and sometimes clubs and diamonds) able to
    // swap, as with AhAs against KdKc: now the swapping suits are live, the
    // hearts and spades held reaching three or more.
    let card = |rank: usize, suit: usize| Card::from_index(13 * suit + rank);
    for k in 0..24 {
        let ranks = shuffled(&mut rng, (0..13).collect::<Vec<usize>>());
        let players = 2 + k % 3;
        let pair = |i: usize| vec![card(ranks[i], i % 2 * 2), card(ranks[i], i % 2 * 2 + 1)];
        let hands: Vec<Vec<Card>> = (0..players).map(pair).collect();
        let (x, y) = (ranks[players], ranks[players + 1]);
        let board = match k % 4 {
            0 => vec![card(x, 2), card(x, 3)],
            _ => vec![card(x, 2), card(x, 3), card(y, k % 2)],
        };
        let deal = RandomDeal {
            hands,
            board,
            size: 5,
        };
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k % 2];
        let found = deal.deal().enumerate(rule);
        assert_eq!(found, deal.brute_force(rule), "pairs deal {k}");
    }
}

/// The deal of `hands` and `board`, spelled as `Ah Kd`, with `size` board cards.
fn spelled(hands: &[&str], board: &str, size: usize) -> RandomDeal {
    let cards = |s: &str| -> Vec<Card> { Card::parse_list(s).unwrap() };
    let hands = hands.iter().map(|h| cards(h)).collect();
    RandomDeal {
        hands,
        board: cards(board),
        size,
    }
}

#[test]
fn three_missing_cards_match_brute_force() {
    // Two to five players with two hole cards and two known board cards, or
    // two or three with three private cards and one of a board of four.
    let mut rng = SplitMix64::new(35);
    for k in 0..12 {
        let (players, hand, known, size) = match k % 2 {
            0 => (2 + rng.below(4), 2, 2, 5),
            _ => (2 + rng.below(2), 3, 1, 4),
        };
        let deal = RandomDeal::new(&mut rng, players, hand, known, size);
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k / 2 % 2];
        deal.assert_matches(rule, RandomDeal::brute_force, &format!("deal {k}"));
    }
}

#[test]
fn four_missing_cards_match_brute_force() {
    // Two to four players with two hole cards and one known board card, or two
    // or three with three private cards and a board of four. Unless a board
    // can hold flushes in two suits, the search groups boards by ranks first.
    let mut rng = SplitMix64::new(47);
    for k in 0..16 {
        let (players, hand, known, size) = match k % 2 {
            0 => (2 + rng.below(3), 2, 1, 5),
            _ => (2 + rng.below(2), 3, 0, 4),
        };
        let deal = RandomDeal::new(&mut rng, players, hand, known, size);
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k / 2 % 2];
        deal.assert_matches(rule, RandomDeal::fast_brute_force, &format!("deal {k}"));
    }
    // Boards that can hold flushes in two suits at once.
    let two_suits = [
        spelled(&["Ah Kh Qh", "As Ks Qs"], "", 4),
        spelled(&["Ah Kh Qh", "As Ks Qs", "2c 3c 4c"], "", 4),
    ];
    for (k, deal) in two_suits.into_iter().enumerate() {
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k % 2];
        deal.assert_matches(
            rule,
            RandomDeal::fast_brute_force,
            &format!("two suits {k}"),
        );
    }
}

#[test]
fn preflop_deals_match_brute_force() {
    // Offsuit and suited hands, hands sharing a suit, pocket pairs with the
    // suit symmetry of AhAs against KdKc, three players, and random deals.
    let fixed = [
        spelled(&["Ah Kd", "Qs Jc"], "", 5),
        spelled(&["Ah Kh", "7c 7d"], "", 5),
        spelled(&["Ah Kh", "Qh Jh"], "", 5),
        spelled(&["Ah As", "Kd Kc"], "", 5),
        spelled(&["2c 3d", "4h 5s"], "", 5),
        spelled(&["Ac Kc", "7h 7d", "Qs Js"], "", 5),
    ];
    let mut rng = SplitMix64::new(1712);
    let random = (0..4).map(|k| RandomDeal::new(&mut rng, 2 + k % 2, 2, 0, 5));
    for (k, deal) in fixed.into_iter().chain(random).enumerate() {
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k % 2];
        deal.assert_matches(rule, RandomDeal::fast_brute_force, &format!("deal {k}"));
    }
}

#[test]
fn flush_heavy_deals_with_four_missing_cards_match_brute_force() {
    // One known board card, and hands crowding one suit, so that most boards
    // hold a flush and often two players hold one.
    let fixed = [
        spelled(&["Ah Kh", "Qh Jh"], "2h", 5),
        spelled(&["9s 8s", "As Ks", "Ts 2c"], "3s", 5),
        spelled(&["Ac Ad", "7c 8c"], "9c", 5),
    ];
    for (k, deal) in fixed.into_iter().enumerate() {
        let rule = [TieRule::Separate, TieRule::LowestIndexWins][k % 2];
        deal.assert_matches(rule, RandomDeal::fast_brute_force, &format!("deal {k}"));
    }
}
