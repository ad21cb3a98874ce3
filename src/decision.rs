//! Poker Game: Decision (Gym 103914D): Alice and Bob alternately take the six
//! open community cards, Alice first; the answer is the outcome of optimal play.
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

use crate::input::{InputError, Scanner, line_tokens};
use crate::poker::{Card, Dealt, Evaluator, Hand};
use std::str::FromStr;

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

/// One test case: the ten visible cards, which must all be distinct (with a
/// repeated card the answer is meaningless, though nothing panics).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deal {
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

    /// Evaluates the two five-card hands of every split of a deal.
    ///
    /// # Complexity
    /// 40 table evaluations, on hands built by 90 additions of partial hands.
    #[inline]
    pub fn evaluate(deal: &Deal, eval: Evaluator) -> Splits {
        let pair = |[a, b]: [Card; 2]| Hand::EMPTY.add(a).add(b);
        let (alice, bob) = (pair(deal.alice), pair(deal.bob));
        let single = deal.board.map(|card| Hand::EMPTY.add(card));
        let triples = SPLIT_CARDS.map(|[i, j, k]| single[i].combine(single[j]).combine(single[k]));
        Splits::from_fn(|n| {
            let a = eval.rank(alice.combine(triples[n]));
            let b = eval.rank(bob.combine(triples[19 - n]));
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

/// The outcome of optimal play in one deal.
///
/// # Complexity
/// 40 table evaluations and one or two passes of the game search: about 0.4 µs.
pub fn decide(deal: &Deal, eval: Evaluator) -> Outcome {
    Splits::evaluate(deal, eval).play()
}

/// Parses the input: T, then per test case a line with Alice's 2 cards, one
/// with Bob's 2 and one with the 6 community cards (rank then suit, e.g. `JC`).
///
/// Blank lines are skipped. Errors: a bad T, an unknown card, a line with the
/// wrong number of cards, a card repeated within a test case, fewer test cases
/// than T, and anything after the T-th test case.
pub fn parse(text: &str) -> Result<Vec<Deal>, InputError> {
    let mut sc = Scanner::new(text);
    let (line, first) = sc.line_of("the number of test cases")?;
    let mut tokens = line_tokens(line, first);
    let count_token = tokens.next().expect("a non-blank line has a token");
    let tests: usize = count_token.parse("the number of test cases")?;
    if let Some(extra) = tokens.next() {
        return Err(extra.error("unexpected input after the number of test cases"));
    }
    let mut deals = Vec::with_capacity(tests.min(text.len()));
    for case in 1..=tests {
        let Some(first) = sc.next_line() else {
            let message = format!(
                "input ends early: T is {tests} but only {} test cases follow",
                case - 1
            );
            return Err(InputError::at(sc.line(), message));
        };
        deals.push(parse_deal(first, &mut sc).map_err(|e| e.in_case(case))?);
    }
    if let Some((line, text)) = sc.next_line() {
        let extra = line_tokens(line, text)
            .next()
            .expect("a non-blank line has a token");
        return Err(extra.error(format_args!(
            "unexpected input after the {tests} test cases"
        )));
    }
    Ok(deals)
}

const ALICE_LINE: &str = "Alice's 2 cards";
const BOB_LINE: &str = "Bob's 2 cards";
const BOARD_LINE: &str = "the 6 community cards";

/// Parses one test case: its first non-blank line, already read, and the next two.
fn parse_deal(first: (usize, &str), sc: &mut Scanner) -> Result<Deal, InputError> {
    let mut dealt = Dealt::new();
    let alice = dealt.take_line(first, ALICE_LINE, Card::from_str)?;
    let bob = dealt.take_line(sc.line_of(BOB_LINE)?, BOB_LINE, Card::from_str)?;
    let board = dealt.take_line(sc.line_of(BOARD_LINE)?, BOARD_LINE, Card::from_str)?;
    Ok(Deal { alice, bob, board })
}

/// Solves a whole input: one line `Alice`, `Bob` or `Draw` per test case.
///
/// # Complexity
/// Linear in the input: parsing, then one [`decide`] per test case.
pub fn solve(text: &str, out: &mut String) -> Result<(), InputError> {
    let deals = parse(text)?;
    let eval = Evaluator::get();
    out.reserve(deals.len() * 6);
    for deal in &deals {
        out.push_str(decide(deal, eval).name());
        out.push('\n');
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let alice_moves = open.count_ones().is_multiple_of(2);
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
        assert_eq!((0..64u8).filter(|m| m.count_ones() == 3).count(), 20);
        for (n, mask) in masks.iter().enumerate() {
            assert_eq!(masks[19 - n], 63 ^ mask);
            assert_eq!(SPLIT_CARDS[n].iter().map(|c| 1 << c).sum::<u8>(), *mask);
        }
    }

    #[test]
    fn bit_parallel_search_matches_plain_minimax_on_random_leaves() {
        let mut state = 0x1234_5678_9abc_def0u64;
        let mut seen = [0usize; 3];
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let leaves = state;
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

    const SAMPLE_TEST: &str = "JC 4H\nTS 5D\nJS JH JD 4S 4C 4D\n";

    #[test]
    fn parses_and_solves_a_test() {
        let deals = parse(&format!("1\n{SAMPLE_TEST}")).unwrap();
        let card = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(deals[0].alice, [card("JC"), card("4H")]);
        assert_eq!(deals[0].board[5], card("4D"));
        let mut out = String::new();
        solve(&format!("2\n{SAMPLE_TEST}\n\n{SAMPLE_TEST}"), &mut out).unwrap();
        assert_eq!(out, "Alice\nAlice\n");
    }

    #[test]
    fn bad_inputs_name_the_place() {
        let one_test = "1\nJC 4H\nTS 5D\nJS JH JD 4S 4C 4D\n";
        let cases = [
            (
                "",
                "line 1: input ends early: expected the number of test cases",
            ),
            ("x\n", "line 1: expected the number of test cases: `x`"),
            (
                "1 2\n",
                "line 1: unexpected input after the number of test cases: `2`",
            ),
            ("1\nJC 4X\n", "test case 1, line 2: unknown card: `4X`"),
            (
                "1\nJC 4H 5S\n",
                "test case 1, line 2: expected Alice's 2 cards, found 3 cards",
            ),
            (
                "1\nJC\n",
                "test case 1, line 2: expected Alice's 2 cards, found 1 cards",
            ),
            (
                "1\nJC 4H\nTS 4H\n",
                "test case 1, line 3: duplicate card: `4H`",
            ),
            (
                "1\nJC 4H\nTS 5D\n",
                "test case 1, line 4: input ends early: expected the 6 community cards",
            ),
            (
                "1\nJC 4H\nTS 5D\nJS JH JD 4S 4C\n",
                "test case 1, line 4: expected the 6 community cards, found 5 cards",
            ),
            (
                &one_test.replacen('1', "2", 1),
                "line 5: input ends early: T is 2 but only 1 test cases follow",
            ),
            (
                &format!("{one_test}\nAS"),
                "line 6: unexpected input after the 1 test cases: `AS`",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(
                parse(input).unwrap_err().to_string(),
                expected,
                "input {input:?}"
            );
        }
    }
}
