//! The board search behind [`crate::equity::Deal::enumerate`]: completions of
//! the board grouped by rank, with suits told apart only while they can still
//! make a flush.
//!
//! The missing community cards are chosen rank by rank, from the deuce up. A
//! suit is *live* while some player could still reach five cards of it with
//! the cards to come; once it is dead, boards that differ only in which
//! dead-suit cards of a rank they hold have the same outcome, so those cards
//! are counted with a binomial weight instead of one by one. A suit never comes
//! back to life: each card placed adds one to a suit and removes one card to
//! come. Boards that a suit permutation fixing all known cards maps to each
//! other are evaluated once (see [`crate::equity::symmetry`]).
//!
//! Board evaluations left, out of 1,712,304 boards preflop: 294,242 for AhKd
//! against QsJc, 109,956 for AhAs against KdKc (four suit permutations help);
//! out of 990 after a flop, 91 to 222 in the benchmarks.

use crate::equity::symmetry::Perms;
use crate::poker::{CardSet, Evaluator, Hand, HandRank};

/// Cards of a flush.
const FLUSH: usize = 5;

/// The number of suits in each 4-bit suit mask.
const SUITS_IN: [usize; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// `BINOMIAL[n][k]` = C(n, k) for the at most four cards of one rank.
const BINOMIAL: [[u64; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [1, 2, 1, 0, 0],
    [1, 3, 3, 1, 0],
    [1, 4, 6, 4, 1],
];

/// For each set of the `N` players, as a bit mask, the number of boards that
/// complete `board` with `missing` of the `undealt` cards on which exactly
/// that set holds the best hand.
///
/// # Complexity
/// One evaluation per player for each group of boards that share a rank
/// multiset and their live-suit cards; at most C(undealt, missing) groups.
pub(super) fn best_sets<const N: usize>(
    players: [Hand; N],
    board: Hand,
    missing: usize,
    undealt: CardSet,
) -> Vec<u64> {
    let known: Vec<CardSet> = players.iter().chain([&board]).map(|h| h.cards()).collect();
    let mut search = Search {
        eval: Evaluator::get(),
        players,
        ranks: Ranks::new(undealt),
        sets: vec![0; 1 << N],
    };
    if missing == 0 {
        search.leaf(board, 1);
    } else {
        let suited = most_held(&players, board.cards());
        search.node(0, missing, board, suited, 1, Perms::fixing(&known));
    }
    search.sets
}

/// Per suit, the most cards of it that one player holds, counting the board.
fn most_held<const N: usize>(players: &[Hand; N], board: CardSet) -> [u8; 4] {
    std::array::from_fn(|suit| {
        let of_suit = |set: CardSet| set.suit_ranks(suit as u8).count_ones() as u8;
        let most = players
            .iter()
            .map(|p| of_suit(p.cards()))
            .max()
            .unwrap_or(0);
        most + of_suit(board)
    })
}

/// The undealt cards by rank and suit.
struct Ranks {
    /// The one-card hand of each rank and suit; meaningful where `suits` says so.
    cards: [[Hand; 4]; 13],
    /// Per rank, the suits of its undealt cards as a 4-bit mask.
    suits: [u8; 13],
    /// Per rank, the undealt cards of that rank and all higher ones.
    from: [usize; 14],
}

impl Ranks {
    fn new(undealt: CardSet) -> Ranks {
        let mut ranks = Ranks {
            cards: [[Hand::EMPTY; 4]; 13],
            suits: [0; 13],
            from: [0; 14],
        };
        for card in undealt {
            let (rank, suit) = (card.rank().index() as usize, card.suit().index());
            ranks.cards[rank][suit as usize] = Hand::EMPTY.add(card);
            ranks.suits[rank] |= 1 << suit;
        }
        for rank in (0..13).rev() {
            ranks.from[rank] = ranks.from[rank + 1] + SUITS_IN[ranks.suits[rank] as usize];
        }
        ranks
    }

    /// `hand` plus the cards of `rank` in the suits of `mask`.
    fn add(&self, hand: Hand, rank: usize, mask: u8) -> Hand {
        suits_of(mask).fold(hand, |h, suit| h.combine(self.cards[rank][suit]))
    }
}

/// The suits in a 4-bit mask, lowest first.
fn suits_of(mask: u8) -> impl Iterator<Item = usize> {
    (0..4).filter(move |s| mask >> s & 1 == 1)
}

/// The submasks of a 4-bit mask, from the mask itself down to the empty one.
fn submasks(mask: u8) -> impl Iterator<Item = u8> {
    let mut next = Some(mask);
    std::iter::from_fn(move || {
        let current = next?;
        next = (current != 0).then(|| (current - 1) & mask);
        Some(current)
    })
}

/// The suits in which some player could still make a flush with `missing`
/// more cards, given the most cards of each suit one player has.
fn live_suits(suited: [u8; 4], missing: usize) -> u8 {
    (0..4).fold(0, |mask, s| {
        let most = suited[s] as usize + missing;
        mask | ((most >= FLUSH) as u8) << s
    })
}

/// The lowest `k` suits of a 4-bit mask, which must hold at least `k`.
fn lowest_suits(mask: u8, k: usize) -> u8 {
    let rest = (0..k).fold(mask, |rest, _| rest & (rest - 1));
    mask ^ rest
}

/// The state shared by the whole search for `N` players.
struct Search<const N: usize> {
    eval: Evaluator,
    /// Each player's private cards.
    players: [Hand; N],
    ranks: Ranks,
    /// The counts being built: boards per set of players holding the best hand.
    sets: Vec<u64>,
}

impl<const N: usize> Search<N> {
    /// Adds every completion of `board` with `missing` cards of rank `low` or
    /// higher, `weight` boards for each. `suited` holds, per suit, the most
    /// cards of it one player has with the board so far, and `symmetry` the
    /// suit permutations that fix all the cards known or chosen.
    fn node(
        &mut self,
        low: usize,
        missing: usize,
        board: Hand,
        suited: [u8; 4],
        weight: u64,
        symmetry: Perms,
    ) {
        let live = live_suits(suited, missing);
        if missing == 1 {
            return self.last_card(low, board, live, weight, symmetry);
        }
        for rank in low..13 {
            if self.ranks.from[rank] < missing {
                break;
            }
            let live_cards = self.ranks.suits[rank] & live;
            let dead_cards = self.ranks.suits[rank] & !live;
            let dead = SUITS_IN[dead_cards as usize];
            // Every set of live cards up to symmetry, each with every number of
            // dead cards: the lowest dead suits stand for any choice of that many.
            for subset in submasks(live_cards) {
                let Some(room) = missing.checked_sub(SUITS_IN[subset as usize]) else {
                    continue;
                };
                let Some((orbit, fixing)) = symmetry.orbit(subset) else {
                    continue;
                };
                for (d, ways) in BINOMIAL[dead]
                    .into_iter()
                    .enumerate()
                    .take(dead.min(room) + 1)
                {
                    let chosen = subset | lowest_suits(dead_cards, d);
                    if chosen == 0 {
                        continue;
                    }
                    let hand = self.ranks.add(board, rank, chosen);
                    let weight = weight * orbit * ways;
                    if d == room {
                        self.leaf(hand, weight);
                    } else {
                        let mut suited = suited;
                        suits_of(chosen).for_each(|s| suited[s] += 1);
                        self.node(rank + 1, room - d, hand, suited, weight, fixing);
                    }
                }
            }
        }
    }

    /// Counts `weight` boards for the complete `board`.
    fn leaf(&mut self, board: Hand, weight: u64) {
        let set = best_players(self.eval, &self.players, board);
        self.sets[set as usize] += weight;
    }

    /// The innermost loop: every last card of rank `low` or higher, the cards
    /// of dead suits of one rank evaluated once for all of them.
    #[inline(always)]
    fn last_card(&mut self, low: usize, board: Hand, live: u8, weight: u64, symmetry: Perms) {
        let mut hands = self.players;
        hands.iter_mut().for_each(|h| *h = h.combine(board));
        let mut tally = LoopTally::<N>::new(weight);
        for rank in low..13 {
            let (suits, cards) = (self.ranks.suits[rank], &self.ranks.cards[rank]);
            let mut live_cards = suits & live;
            while live_cards != 0 {
                let suit = live_cards.trailing_zeros() as usize;
                live_cards &= live_cards - 1;
                if let Some((orbit, _)) = symmetry.orbit(1 << suit) {
                    let set = best_players(self.eval, &hands, cards[suit]);
                    tally.add(set, orbit, &mut self.sets);
                }
            }
            let dead_cards = suits & !live;
            if dead_cards != 0 {
                let card = cards[dead_cards.trailing_zeros() as usize];
                let same = SUITS_IN[dead_cards as usize] as u64;
                tally.add(best_players(self.eval, &hands, card), same, &mut self.sets);
            }
        }
        tally.finish(&mut self.sets);
    }
}

/// Player counts whose best-set counts fit in one word.
const PACKED_PLAYERS: usize = 3;

/// The best-set counts of one innermost loop, each board standing for
/// `weight` boards.
///
/// With at most three players the eight sets fit in one word as 8-bit fields,
/// which keeps the counting in a register (one loop covers at most 48 cards,
/// so no field overflows); with more players each count goes straight to the
/// totals.
struct LoopTally<const N: usize> {
    packed: u64,
    weight: u64,
}

impl<const N: usize> LoopTally<N> {
    #[inline(always)]
    fn new(weight: u64) -> Self {
        LoopTally { packed: 0, weight }
    }

    #[inline(always)]
    fn add(&mut self, set: u32, boards: u64, sets: &mut [u64]) {
        if N <= PACKED_PLAYERS {
            self.packed += boards << (8 * set);
        } else {
            sets[set as usize] += boards * self.weight;
        }
    }

    #[inline(always)]
    fn finish(self, sets: &mut [u64]) {
        if N <= PACKED_PLAYERS {
            for (set, count) in sets.iter_mut().enumerate() {
                *count += (self.packed >> (8 * set) & 0xff) * self.weight;
            }
        }
    }
}

/// The players whose `hands` plus `extra` make the best hand, as a bit mask.
#[inline(always)]
fn best_players<const N: usize>(eval: Evaluator, hands: &[Hand; N], extra: Hand) -> u32 {
    let rank = |h: &Hand| -> HandRank { eval.rank(h.combine(extra)) };
    let mut best = rank(&hands[0]);
    let mut set = 1;
    for (i, h) in hands.iter().enumerate().skip(1) {
        let r = rank(h);
        // A new best starts the set afresh; an equal hand joins it.
        set = if r > best {
            1 << i
        } else {
            set | ((r == best) as u32) << i
        };
        best = best.max(r);
    }
    set
}
