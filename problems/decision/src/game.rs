//! The game: the 20 final splits of the six open cards, and optimal play over them.
//!
//! The final position depends only on which three board cards Alice ends with,
//! so the 20 splits are evaluated once each (40 five-card evaluations) and the
//! game is solved on those leaves. A three-valued minimax is two two-valued
//! ones: Alice can force a win iff she wins the game whose good leaves are her
//! wins, and at least a draw iff she wins the game whose good leaves are her
//! wins and draws. A position (Alice's cards, Bob's cards, open cards; at most
//! 3^6) is one bit: the positions sharing the same open cards form one word,
//! indexed by Alice's cards, so each two-valued game is 63 words of `and`s and
//! shifted `or`s, solved bottom up.

use showdown::poker::{Card, Evaluator, Hand};

/// The result of a game, as the problem prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Alice's five cards are stronger.
    Alice,
    /// The two hands are equally strong.
    Draw,
    /// Bob's five cards are stronger.
    Bob,
}

impl Outcome {
    /// The word the problem prints: `Alice`, `Draw` or `Bob`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Alice => "Alice",
            Outcome::Draw => "Draw",
            Outcome::Bob => "Bob",
        }
    }
}

/// The start of one game: the ten visible cards before Alice's first pick,
/// which must all be distinct (with a repeated card the answer is meaningless,
/// though nothing panics).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Alice's two private cards.
    pub alice: [Card; 2],
    /// Bob's two private cards.
    pub bob: [Card; 2],
    /// The six community cards; board card `i` is bit `i` of a split mask.
    pub board: [Card; 6],
}

/// The outcomes of the 20 final splits, as two leaf masks over 6-bit split masks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Splits {
    /// Bit `m` is set when Alice wins after taking the board cards of mask `m`.
    wins: u64,
    /// Bit `m` is set when Alice wins or draws after taking the cards of `m`.
    scores: u64,
}

impl Splits {
    /// The board cards Alice may end with, as the 20 masks with three of the
    /// low six bits set, in increasing order; so `MASKS[19 - n] == 63 ^ MASKS[n]`.
    pub const MASKS: [u8; 20] = {
        let mut masks = [0u8; 20];
        let (mut mask, mut n) = (0u8, 0);
        while mask < 64 {
            if mask.count_ones() == 3 {
                masks[n] = mask;
                n += 1;
            }
            mask += 1;
        }
        assert!(n == 20, "C(6, 3) = 20 splits fill the array");
        masks
    };

    /// The splits whose outcome, when Alice takes the board cards of `MASKS[n]`, is `outcome(n)`.
    #[inline]
    pub fn from_fn(mut outcome: impl FnMut(usize) -> Outcome) -> Splits {
        let (mut wins, mut scores) = (0, 0);
        for (n, mask) in Splits::MASKS.into_iter().enumerate() {
            let result = outcome(n);
            wins |= u64::from(result == Outcome::Alice) << mask;
            scores |= u64::from(result != Outcome::Bob) << mask;
        }
        Splits { wins, scores }
    }

    /// Evaluates the two five-card hands of every split of a position.
    ///
    /// # Complexity
    /// 40 table evaluations, on hands built by 90 additions of partial hands.
    #[inline]
    pub fn evaluate(position: &Position, eval: Evaluator) -> Splits {
        let pair = |[a, b]: [Card; 2]| Hand::EMPTY.add(a).add(b);
        let (alice, bob) = (pair(position.alice), pair(position.bob));
        let single = position.board.map(|card| Hand::EMPTY.add(card));
        let triples = SPLIT_CARDS.map(|[i, j, k]| single[i].combine(single[j]).combine(single[k]));
        Splits::from_fn(|n| {
            let a = eval.strength(alice.combine(triples[n]));
            let b = eval.strength(bob.combine(triples[19 - n]));
            match a.cmp(&b) {
                std::cmp::Ordering::Greater => Outcome::Alice,
                std::cmp::Ordering::Equal => Outcome::Draw,
                std::cmp::Ordering::Less => Outcome::Bob,
            }
        })
    }

    /// The outcome when Alice ends with the board cards of `mask` (three of the low six bits).
    pub fn outcome(self, mask: u8) -> Outcome {
        match (self.wins >> mask & 1, self.scores >> mask & 1) {
            (1, _) => Outcome::Alice,
            (_, 1) => Outcome::Draw,
            _ => Outcome::Bob,
        }
    }

    /// The outcome of optimal play from the start, Alice to move.
    ///
    /// # Complexity
    /// One or two bottom-up passes over the 63 non-empty sets of open cards,
    /// reading 192 words each; the second only when some split is a draw.
    #[inline]
    pub fn play(self) -> Outcome {
        if alice_can_force(self.wins) {
            Outcome::Alice
        } else if self.scores != self.wins && alice_can_force(self.scores) {
            Outcome::Draw
        } else {
            Outcome::Bob
        }
    }
}

/// The three board cards of each split, in the order of [`Splits::MASKS`].
const SPLIT_CARDS: [[usize; 3]; 20] = {
    let mut cards = [[0; 3]; 20];
    let mut n = 0;
    while n < 20 {
        let mut mask = Splits::MASKS[n];
        let mut i = 0;
        while i < 3 {
            cards[n][i] = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i += 1;
        }
        n += 1;
    }
    cards
};

/// A set of open cards and, for each card `c` in it, the set left after `c` is taken.
type OpenSet<const K: usize> = (usize, [(usize, u32); K]);

/// The sets of `K` open cards, with the sets one pick leads to.
const fn open_sets<const COUNT: usize, const K: usize>() -> [OpenSet<K>; COUNT] {
    let mut sets = [(0, [(0, 0); K]); COUNT];
    let (mut open, mut n) = (0usize, 0);
    while open < 64 {
        if open.count_ones() as usize == K {
            let (mut cards, mut i) = (open, 0);
            while cards != 0 {
                let c = cards.trailing_zeros();
                cards &= cards - 1;
                sets[n].1[i] = (open ^ 1 << c, c);
                i += 1;
            }
            sets[n].0 = open;
            n += 1;
        }
        open += 1;
    }
    assert!(n == COUNT, "COUNT is the number of K-card sets, C(6, K)");
    sets
}

const OPEN_1: [OpenSet<1>; 6] = open_sets();
const OPEN_2: [OpenSet<2>; 15] = open_sets();
const OPEN_3: [OpenSet<3>; 20] = open_sets();
const OPEN_4: [OpenSet<4>; 15] = open_sets();
const OPEN_5: [OpenSet<5>; 6] = open_sets();
const OPEN_6: [OpenSet<6>; 1] = open_sets();

/// Whether Alice, moving first, can force a final split in `good`, whose bit
/// `m` is set when the split where she holds the board cards of mask `m` is good.
///
/// `forcing[open]` has bit `a` set when Alice, holding the board cards `a` with
/// the cards `open` still on the table, can force a good split; it is filled
/// from one open card up to six, the player to move alternating, Bob moving
/// when an odd number of cards is open. All positions with the same open cards
/// are solved at once: Alice taking card `c` turns `a` into `a | 1 << c`, which
/// is `a + (1 << c)`, so her options are right shifts of the children's words;
/// Bob taking it leaves `a` alone. Bits for masks `a` that meet `open` or have
/// the wrong size are junk, but are never read.
#[inline]
fn alice_can_force(good: u64) -> bool {
    let mut forcing = [0u64; 64];
    forcing[0] = good;
    bob_moves(&mut forcing, &OPEN_1);
    alice_moves(&mut forcing, &OPEN_2);
    bob_moves(&mut forcing, &OPEN_3);
    alice_moves(&mut forcing, &OPEN_4);
    bob_moves(&mut forcing, &OPEN_5);
    alice_moves(&mut forcing, &OPEN_6);
    forcing[63] & 1 == 1
}

/// Alice to move: she can force a good split if some pick leads to a forcing position.
#[inline(always)]
fn alice_moves<const K: usize>(forcing: &mut [u64; 64], sets: &[OpenSet<K>]) {
    for &(open, children) in sets {
        forcing[open] = children
            .iter()
            .fold(0, |any, &(child, c)| any | forcing[child] >> (1 << c));
    }
}

/// Bob to move: Alice can force a good split only if every pick leads to a forcing position.
#[inline(always)]
fn bob_moves<const K: usize>(forcing: &mut [u64; 64], sets: &[OpenSet<K>]) {
    for &(open, children) in sets {
        forcing[open] = children
            .iter()
            .fold(!0, |all, &(child, _)| all & forcing[child]);
    }
}

/// The outcome of optimal play from a position.
///
/// # Complexity
/// 40 table evaluations and one or two passes of the game search: about 0.4 µs.
pub fn decide(position: &Position, eval: Evaluator) -> Outcome {
    Splits::evaluate(position, eval).play()
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::rng::SplitMix64;

    /// Alice's preference: win 1, draw 0, loss -1.
    fn value(outcome: Outcome) -> i8 {
        match outcome {
            Outcome::Alice => 1,
            Outcome::Draw => 0,
            Outcome::Bob => -1,
        }
    }

    /// Plain minimax over the pick orders, on leaf outcomes instead of cards.
    fn minimax(splits: Splits, alice: u8, open: u8) -> i8 {
        if open == 0 {
            return value(splits.outcome(alice));
        }
        let alice_moves = open.count_ones() % 2 == 0;
        let results = (0..6).filter(|c| open >> c & 1 == 1).map(|c| {
            let taken = if alice_moves { alice | 1 << c } else { alice };
            minimax(splits, taken, open & !(1 << c))
        });
        let best = if alice_moves {
            results.max()
        } else {
            results.min()
        };
        best.expect("an open card")
    }

    #[test]
    fn splits_are_the_twenty_three_card_masks() {
        let masks = Splits::MASKS;
        assert!(masks.windows(2).all(|w| w[0] < w[1]));
        assert!(masks.iter().all(|m| m.count_ones() == 3 && *m < 64));
        for (n, mask) in masks.iter().enumerate() {
            assert_eq!(masks[19 - n], 63 ^ mask);
            assert_eq!(SPLIT_CARDS[n].iter().map(|c| 1 << c).sum::<u8>(), *mask);
        }
    }

    #[test]
    fn bit_parallel_search_matches_plain_minimax_on_random_leaves() {
        let mut rng = SplitMix64::new(0x1234_5678_9abc_def0);
        let mut seen = [0usize; 3];
        for _ in 0..20_000 {
            let leaves = rng.next_u64();
            // Bob wins half the splits, so that Alice's first move does not decide most games.
            let splits = Splits::from_fn(|n| match leaves >> (2 * n) & 3 {
                0 | 1 => Outcome::Bob,
                2 => Outcome::Draw,
                _ => Outcome::Alice,
            });
            let expected = minimax(splits, 0, 63);
            assert_eq!(value(splits.play()), expected, "leaves {splits:?}");
            seen[(expected + 1) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 1_000), "outcome counts {seen:?}");
    }

    #[test]
    fn uniform_leaves_decide_the_game() {
        for outcome in [Outcome::Alice, Outcome::Draw, Outcome::Bob] {
            assert_eq!(Splits::from_fn(|_| outcome).play(), outcome);
        }
    }

    /// Outcome `first` for the split of board cards 0, 1 and 2, `rest` for the others.
    fn first_split_differs(first: Outcome, rest: Outcome) -> Splits {
        assert_eq!(Splits::MASKS[0], 0b111);
        Splits::from_fn(|n| if n == 0 { first } else { rest })
    }

    #[test]
    fn one_bad_split_is_avoidable_and_one_good_split_unreachable() {
        // Alice loses only with board cards 0, 1, 2: she takes card 3 first.
        assert_eq!(
            first_split_differs(Outcome::Bob, Outcome::Alice).play(),
            Outcome::Alice
        );
        // Alice wins only with them: Bob takes one of them.
        assert_eq!(
            first_split_differs(Outcome::Alice, Outcome::Draw).play(),
            Outcome::Draw
        );
    }
}
