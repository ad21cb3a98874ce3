//! kingspoker: ICPC Latin America 2011 "King's Poker": for each three-card hand,
//! the set or pair of the lowest rank that beats it.
//!
//! Suits do not matter, and the ace (1) is the lowest rank, the king (13) the
//! highest. A set (three of a rank) beats every pair and no-pair, a pair every
//! no-pair; sets rank by their rank, pairs by the matched rank, then the unmatched
//! card. Test cases are lines `A B C` up to the line `0 0 0`; the answer for each is
//! the hand that beats it, its ranks ascending, or `*` when none does.

use showdown::input::{line_tokens, InputError, Scanner, Token, Warning};
use showdown::output::push_u64;
use showdown::poker::{Kind, Ladder, LadderKey, Rank};

/// The statement's ranking: three cards, no-pair, pair, set, the ace lowest.
const LADDER: Ladder = Ladder::KINGS_POKER;
/// The highest rank, the king.
const KING: u8 = 13;
/// What the statement calls one case of the input.
const UNIT: &str = "test case";
/// The line that ends the input.
const END: &str = "the line `0 0 0`";

/// The library's rank of a statement's number: 1 is the ace, 13 the king.
fn rank(number: u8) -> Rank {
    Rank::from_index((usize::from(number) + 11) % 13)
}

/// Every set and pair, as numbers ascending, with its key, weakest first.
fn sets_and_pairs() -> Vec<(LadderKey, [u8; 3])> {
    let mut hands = Vec::new();
    for a in 1..=KING {
        for b in a..=KING {
            for c in b..=KING {
                let key = LADDER.key_of_ranks(&[rank(a), rank(b), rank(c)]);
                if LADDER.kind(key) != Some(Kind::HighCard) {
                    hands.push((key, [a, b, c]));
                }
            }
        }
    }
    hands.sort_unstable();
    hands
}

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. Anything after the line
/// `0 0 0` is ignored, and named by the returned [`Warning`]; so is an input that
/// ends without it, the answer of every test case being known.
///
/// # Errors
/// An [`InputError`] naming the test case, line and token of the first bad input:
/// a line without exactly three numbers, or a number that is not 1 to 13.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let ladder = sets_and_pairs();
    let mut cases = 0;
    loop {
        if sc.at_end() {
            let missing = "input ends without the closing `0 0 0` line";
            return Ok(Some(Warning::at(sc.line(), missing)));
        }
        let line = sc.line_of(END)?;
        let Some(ranks) = read_hand(line).map_err(|e| e.in_unit(UNIT, cases + 1))? else {
            break;
        };
        cases += 1;
        let key = LADDER.key_of_ranks(&ranks.map(rank));
        // The first set or pair above the hand, in the ladder's order.
        let above = ladder.iter().find(|(other, _)| *other > key);
        match above {
            Some((_, numbers)) => {
                for (i, &number) in numbers.iter().enumerate() {
                    if i > 0 {
                        out.push(b' ');
                    }
                    push_u64(out, u64::from(number));
                }
            }
            None => out.push(b'*'),
        }
        out.push(b'\n');
    }
    Ok(sc.finish(END))
}

/// Reads a line of three ranks; `None` for `0 0 0`.
fn read_hand((line, text): (usize, &str)) -> Result<Option<[u8; 3]>, InputError> {
    let what = "three numbers from 1 to 13, or `0 0 0`";
    let mut tokens = line_tokens(line, text);
    let mut ranks = [0; 3];
    for (i, rank) in ranks.iter_mut().enumerate() {
        let whole = Token {
            text: text.trim(),
            line,
        };
        let token = tokens
            .next()
            .ok_or_else(|| whole.error(format_args!("expected {what}, found {i}")))?;
        *rank = token.parse(what)?;
        if *rank > KING {
            return Err(token.error("a rank must be 1 to 13"));
        }
    }
    if let Some(extra) = tokens.next() {
        return Err(extra.error(format_args!("expected {what}, found more")));
    }
    match ranks {
        [0, 0, 0] => Ok(None),
        _ if ranks.contains(&0) => Err(Token {
            text: text.trim(),
            line,
        }
        .error("a rank must be 1 to 13, or the line `0 0 0`")),
        _ => Ok(Some(ranks)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn the_lowest_hand_above_and_the_end_line() {
        let sample = "1 1 1\n1 1 12\n1 1 13\n1 13 1\n10 13 10\n1 2 2\n13 13 13\n\
                      13 12 13\n12 12 12\n3 1 4\n1 5 9\n0 0 0\n";
        assert_eq!(
            answer_text(solve, sample).unwrap(),
            "2 2 2\n1 1 13\n1 2 2\n1 2 2\n1 11 11\n2 2 3\n*\n1 1 1\n13 13 13\n1 1 2\n1 1 2\n"
        );
        let (text, warning) = answer_with_warning(solve, b"2 2 1\n").unwrap();
        assert_eq!(text, "2 2 3\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 2: input ends without the closing `0 0 0` line".into())
        );
        assert_eq!(
            answer_text(solve, "1 1 1\n1 0 1\n0 0 0\n").unwrap_err(),
            "test case 2, line 2: a rank must be 1 to 13, or the line `0 0 0`: `1 0 1`"
        );
        assert_eq!(
            answer_text(solve, "1 1 14\n0 0 0\n").unwrap_err(),
            "test case 1, line 1: a rank must be 1 to 13: `14`"
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        let text = "1 1 12\n13 13 13\n0 0 0\n";
        let beats = answer(crate::solve, text.as_bytes());
        assert_eq!(beats.unwrap(), "1 1 13\n*\n");
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
