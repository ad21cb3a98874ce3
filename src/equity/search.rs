//! The board search behind [`crate::equity::Deal::enumerate`]: completions of
//! the board grouped by rank, with suits told apart only where they can make a
//! flush.
//!
//! With up to three community cards missing, or when one board could hold
//! flushes in two suits, the missing cards are chosen rank by rank, from the
//! deuce up. A suit is *live* while some player could still reach five cards
//! of it with the cards to come; once it is dead, boards that differ only in
//! which dead-suit cards of a rank they hold have the same outcome, so those
//! cards are counted with a binomial weight instead of one by one. A suit
//! never comes back to life: each card placed adds one to a suit and removes
//! one card to come. Boards that a suit permutation fixing all known cards
//! maps to each other are evaluated once (see [`crate::equity::symmetry`]).
//!
//! With four or five missing, boards are grouped by the multiset of their
//! missing ranks instead: without flushes, all the boards of a multiset have
//! the same outcome, so it is evaluated once per player, with suits of no
//! account, and its boards are counted for the winners. The boards on which
//! someone holds a flush then move to their own winners, suit by suit and by
//! the number of cards of the suit: when one player alone holds the flush and
//! nobody else has a full house or better, he wins all of them, counted
//! without being dealt; else each choice of ranks in the suit is evaluated.
//!
//! Hand evaluations out of 1,712,304 boards preflop, rank by rank (two per
//! board evaluated) and grouped by ranks: AhKd against QsJc 588,484 and 18,950
//! (6,127 multisets, 3,528 choices of flush ranks); 2c3d against 4h5s 471,604
//! and 18,950; AhKh against 7c7d 385,270 and 20,639; AhAs against KdKc 219,912
//! and 16,478 (four suit permutations help both). After a flop, 990 boards,
//! rank by rank: 182 to 444 in the benchmarks.

use crate::equity::symmetry::Perms;
use crate::poker::{Card, CardSet, Evaluator, Hand, Rank, Strength, Suit};

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
/// When boards are grouped by ranks first, one per player for each multiset
/// of missing ranks, and one per flushing player for each choice of flush
/// ranks that cannot be settled without one.
pub(super) fn best_sets<const N: usize>(
    players: [Hand; N],
    board: Hand,
    missing: usize,
    undealt: CardSet,
) -> Vec<u64> {
    let fixed: Vec<CardSet> = players.iter().chain([&board]).map(|h| h.cards()).collect();
    let eval = Evaluator::get();
    // The best flush, A K Q J 9 of a suit: a hand above it beats every flush.
    let best_flush = [Rank::ACE, Rank::KING, Rank::QUEEN, Rank::JACK, Rank::NINE]
        .map(|r| Card::new(r, Suit::HEARTS))
        .into_iter()
        .fold(Hand::EMPTY, Hand::add);
    let mut search = Search {
        eval,
        best_flush: eval.strength(best_flush),
        players,
        ranks: Ranks::new(undealt),
        sets: vec![0; 1 << N],
    };
    if missing == 0 {
        search.leaf(board, 1);
    } else if !by_ranks(&players, board, missing) {
        let suited = most_held(&players, board.cards());
        search.node(0, missing, board, suited, 1, Perms::fixing(&fixed));
    } else {
        let known = Known::new(&players, board, undealt, Perms::fixing(&fixed));
        search.multisets(&known, 0, missing, 0, 0, 1);
    }
    search.sets
}

/// Whether boards are best grouped by ranks first (see [`Search::multiset`]):
/// when four or five cards are missing, enough boards share each multiset of
/// ranks (with three, the search by live suits is faster), and when no board
/// can hold flushes in two suits, as the cards that one player lacks for a
/// flush in any two suits add up to more than the missing cards.
fn by_ranks<const N: usize>(players: &[Hand; N], board: Hand, missing: usize) -> bool {
    if missing < 4 {
        return false;
    }
    let lack = most_held(players, board.cards()).map(|n| FLUSH.saturating_sub(n as usize));
    (0..4).all(|a| (0..a).all(|b| lack[a] + lack[b] > missing))
}

/// Per suit, the most cards of it that one player holds, counting the board.
fn most_held<const N: usize>(players: &[Hand; N], board: CardSet) -> [u8; 4] {
    std::array::from_fn(|suit| {
        let of_suit = |set: CardSet| set.suit_ranks(suit).count_ones() as u8;
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
            let (rank, suit) = (card.rank().index(), card.suit().index());
            ranks.cards[rank][suit] = Hand::EMPTY.add(card);
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

/// The submasks of a mask, from the mask itself down to the empty one.
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
    /// The strength of the best flush.
    best_flush: Strength,
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

/// Rank counts, four bits per rank, from the deuce up:
///
/// ```text
///  bit  63    52 51  48        7   4 3   0
///      | unused |  ace | . . . |three|deuce|
/// ```
type Counts = u64;

/// What the search by ranks knows of a deal.
struct Known<const N: usize> {
    /// The ranks of each player's cards with the known board.
    held: [Counts; N],
    /// Per player and suit, his cards of the suit with the known board's.
    suited: [[Hand; 4]; N],
    /// Per suit and number of missing cards of it, the players who then hold
    /// five of it, as a bit mask.
    flushers: [[usize; 6]; 4],
    /// Per suit, the boards that each of its flush boards stands for under the
    /// suit permutations fixing the known cards; 0 if another suit's stand for it.
    orbit: [u64; 4],
    undealt: CardSet,
}

impl<const N: usize> Known<N> {
    fn new(players: &[Hand; N], board: Hand, undealt: CardSet, symmetry: Perms) -> Self {
        let own = players.map(|p| p.cards().union(board.cards()));
        let of_suit = |i: usize, s| own[i].iter().filter(move |c| c.suit().index() == s);
        let flushers = |s, j| (0..N).filter(move |&i| of_suit(i, s).count() + j >= FLUSH);
        Known {
            held: own.map(|set| set.iter().map(|c| 1 << (4 * c.rank().index())).sum()),
            suited: std::array::from_fn(|i| {
                std::array::from_fn(|s| Hand::from_set(of_suit(i, s).collect()))
            }),
            flushers: std::array::from_fn(|s| {
                std::array::from_fn(|j| flushers(s, j).fold(0, |set, i| set | 1 << i))
            }),
            orbit: std::array::from_fn(|s| symmetry.orbit(1 << s).map_or(0, |(size, _)| size)),
            undealt,
        }
    }

    /// Player `i`'s best hand without flushes when the missing cards have the
    /// ranks `missing`: that of a hand of his ranks whose cards, in rank order,
    /// take the suits in turn, so that those of one rank differ and no suit
    /// gets three of seven. (They may be cards dealt to others.)
    fn plain(&self, eval: Evaluator, i: usize, missing: Counts) -> Strength {
        let (mut hand, mut rest, mut suit) = (Hand::EMPTY, self.held[i] + missing, 0);
        while rest != 0 {
            let rank = rest.trailing_zeros() / 4;
            hand = hand.add(Card::new(
                Rank::from_index(rank as usize),
                Suit::from_index(suit % 4),
            ));
            (rest, suit) = (rest - (1 << (4 * rank)), suit + 1);
        }
        eval.strength(hand)
    }
}

/// The ranks in a 13-bit mask, lowest first.
fn ranks_of(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let rank = (mask != 0).then(|| mask.trailing_zeros() as usize);
        mask &= mask.wrapping_sub(1);
        rank
    })
}

impl<const N: usize> Search<N> {
    /// Adds every multiset of `missing` more ranks of `low` or higher, with
    /// `weight` times its boards; `counts` has the missing ranks chosen so far
    /// and `ranks` the distinct ones, as a 13-bit mask.
    fn multisets(
        &mut self,
        known: &Known<N>,
        low: usize,
        missing: usize,
        counts: Counts,
        ranks: u16,
        weight: u64,
    ) {
        if missing == 0 {
            return self.multiset(known, counts, ranks, weight);
        }
        for rank in low..13 {
            if self.ranks.from[rank] < missing {
                break;
            }
            let cards = SUITS_IN[self.ranks.suits[rank] as usize];
            let picks = BINOMIAL[cards].into_iter().enumerate();
            for (n, ways) in picks.take(cards.min(missing) + 1).skip(1) {
                let (counts, ranks) = (counts + ((n as u64) << (4 * rank)), ranks | 1 << rank);
                self.multisets(known, rank + 1, missing - n, counts, ranks, weight * ways);
            }
        }
    }

    /// The `weight` boards of one multiset of missing ranks, as in
    /// [`Search::multisets`], when no board can hold flushes in two suits.
    ///
    /// All count first for the players who win without flushes. Then, suit by
    /// suit, those with `j` cards of the suit move to the players who win
    /// them: a player with five cards of the suit holds the better of his best
    /// without flushes and his best of those cards. When only he has five and
    /// nobody else beats a flush without one, he wins them all; else each
    /// choice of ranks for the `j` cards is evaluated, the other cards standing
    /// for any of their suits (they cannot make a flush).
    fn multiset(&mut self, known: &Known<N>, counts: Counts, ranks: u16, weight: u64) {
        let plain: [Strength; N] = std::array::from_fn(|i| known.plain(self.eval, i, counts));
        let winners = best(plain.into_iter()) as usize;
        self.sets[winners] += weight;
        let full = (0..N).filter(|&i| plain[i] > self.best_flush);
        let full = full.fold(0, |set, i| set | 1 << i);
        for suit in (0..4).filter(|&s| known.orbit[s] > 0) {
            let in_suit = ranks & known.undealt.suit_ranks(suit);
            let flushers = known.flushers[suit];
            if flushers[in_suit.count_ones() as usize] == 0 {
                continue;
            }
            // The ways to pick the missing cards of a rank, one in the suit or none.
            let ways = |rank: usize, inside: bool| {
                let n = (counts >> (4 * rank) & 15) as usize - inside as usize;
                BINOMIAL[SUITS_IN[(self.ranks.suits[rank] & !(1 << suit)) as usize]][n]
            };
            // The boards by their number of cards in the suit: the coefficients
            // of the product, over the ranks, of (outside + inside x).
            let product = || {
                let mut by_count = [known.orbit[suit], 0, 0, 0, 0, 0];
                for rank in ranks_of(ranks) {
                    let outside = ways(rank, false);
                    let inside = if in_suit >> rank & 1 == 1 {
                        ways(rank, true)
                    } else {
                        0
                    };
                    for j in (1..6).rev() {
                        by_count[j] = by_count[j] * outside + by_count[j - 1] * inside;
                    }
                    by_count[0] *= outside;
                }
                by_count
            };
            // Only the counts from which someone flushes are read below (entry
            // `j` where `flushers[j]` is not empty), and those are the top ones: a
            // count that flushes a player flushes him with more. With `k` ranks of
            // the multiset in the suit and nobody flushing with `k - 2` cards of
            // it, the top two coefficients suffice, three multiplications a rank
            // in the suit in place of eleven. That is every multiset preflop
            // where nobody holds two of the suit; the product is needed only for
            // `k` of 7 less the most cards of the suit a player holds, or more.
            let k = in_suit.count_ones() as usize;
            let by_count = if k >= 2 && flushers[k - 2] == 0 {
                // The boards with all `k` ranks in the suit, and with one fewer.
                let (mut all_in, mut one_out) = (known.orbit[suit], 0);
                for rank in ranks_of(ranks) {
                    let outside = ways(rank, false);
                    if in_suit >> rank & 1 == 1 {
                        let inside = ways(rank, true);
                        one_out = one_out * inside + all_in * outside;
                        all_in *= inside;
                    } else {
                        (all_in, one_out) = (all_in * outside, one_out * outside);
                    }
                }
                let mut top = [0; 6];
                (top[k], top[k - 1]) = (all_in, one_out);
                // The tests build with debug assertions: both ways, checked
                // against each other on every multiset they reach.
                debug_assert_eq!(top[k - 1..], product()[k - 1..], "the top counts");
                top
            } else {
                product()
            };
            // The numbers of cards in the suit whose boards are evaluated one
            // choice of ranks at a time.
            let mut each = 0;
            for (j, &boards) in by_count.iter().enumerate().filter(|&(_, &b)| b > 0) {
                let flushers = flushers[j];
                if flushers != 0 && flushers & (flushers - 1) == 0 && full & !flushers == 0 {
                    self.sets[flushers] += boards;
                    self.sets[winners] -= boards;
                } else if flushers != 0 {
                    each |= 1 << j;
                }
            }
            let mut flush = in_suit;
            while each != 0 {
                let cards = flush.count_ones() as usize;
                if each >> cards & 1 == 1 {
                    let ways = ranks_of(ranks).map(|r| ways(r, flush >> r & 1 == 1));
                    let boards = known.orbit[suit] * ways.product::<u64>();
                    let cards_of = |h: Hand, r: usize| h.combine(self.ranks.cards[r][suit]);
                    let hand = ranks_of(flush).fold(Hand::EMPTY, cards_of);
                    let strengths = (0..N).map(|i| match flushers[cards] >> i & 1 {
                        1 => plain[i].max(self.eval.strength(known.suited[i][suit].combine(hand))),
                        _ => plain[i],
                    });
                    self.sets[best(strengths) as usize] += boards;
                    self.sets[winners] -= boards;
                }
                // Past `in_suit` itself come only smaller sets of ranks.
                each &= (1 << k) - 1;
                if flush == 0 {
                    break;
                }
                flush = (flush - 1) & in_suit;
            }
        }
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
    best(hands.iter().map(|h| eval.strength(h.combine(extra))))
}

/// The players holding the best of their `strengths`, given in player order,
/// as a bit mask.
#[inline(always)]
fn best(mut strengths: impl Iterator<Item = Strength>) -> u32 {
    let Some(mut best) = strengths.next() else {
        return 0;
    };
    let mut set = 1;
    for (i, s) in (1..).zip(strengths) {
        // A new best starts the set afresh; an equal hand joins it.
        set = if s > best {
            1 << i
        } else {
            set | ((s == best) as u32) << i
        };
        best = best.max(s);
    }
    set
}
