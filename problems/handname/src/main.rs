//! handname: SPOJ `POKER`: the name of each five-card hand, in the judge's words.
//!
//! T, then T lines of five cards, rank then suit (`TS`); the answer for each is the
//! hand's kind, from `high card` to `royal flush`. The ace plays high or low in a
//! straight, and the royal flush is named apart from the other straight flushes
//! ([`Ladder::WITH_ROYAL_FLUSH`]).

use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::poker::{Card, Ladder, Spelling};

/// The statement's ranking, named in the judge's words.
const LADDER: Ladder = Ladder::WITH_ROYAL_FLUSH.with_names(&NAMES);
/// The judge's words for each kind of [`Ladder::WITH_ROYAL_FLUSH`], weakest first:
/// `pair` and `two pairs`, where the standard names say `one pair` and `two pair`.
const NAMES: [&str; 10] = [
    "high card",
    "pair",
    "two pairs",
    "three of a kind",
    "straight",
    "flush",
    "full house",
    "four of a kind",
    "straight flush",
    "royal flush",
];

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the T-th
/// test case is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the test case, line and token of the first bad input:
/// a bad T or one not alone on its line, an unknown or repeated card, a line without exactly five cards, or
/// fewer test cases than T.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    // T stands alone on the first line: `2 AH KH QH JH TH` is refused, not read
    // as T and a first hand.
    let tests: usize = sc.alone("the number of test cases T")?;
    for case in 1..=tests {
        let hand = read_hand(&mut sc).map_err(|e| e.in_case(case))?;
        // One hand a line: the plain key needs no tables.
        let name = LADDER.name(LADDER.key(&hand)).unwrap_or_default();
        out.extend_from_slice(name.as_bytes());
        out.push(b'\n');
    }
    Ok(sc.finish("the last test case"))
}

/// Reads one test case: a line of five cards.
fn read_hand(sc: &mut Scanner) -> Result<[Card; 5], InputError> {
    let line = sc.line_of("a line of five cards")?;
    CardReader::new(&Spelling::RANK_SUIT).read_line(line, "five cards")
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn names_every_kind() {
        let hands = "4\nAH 2H 3H 4H 5H\nKS AS 2S 3S 4S\n9C 9D 4H 4S 2C\n2C 3D 4H 5S 7C\n";
        let names = answer_text(solve, hands).unwrap();
        assert_eq!(names, "straight flush\nflush\ntwo pairs\nhigh card\n");
        assert_eq!(answer_text(solve, "0\n").unwrap(), "");
        assert_eq!(
            answer_text(solve, "2\nAH 2H 3H 4H 5H\n").unwrap_err(),
            "test case 2, line 3: input ends early: expected a line of five cards"
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        let sample = "3\nAH KH QH TH JH\nKH 5S 3C 5C 7D\nQH QD 2S QC 2C\n";
        let names = answer(crate::solve, sample.as_bytes()).unwrap();
        assert_eq!(names, "royal flush\npair\nfull house\n");
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
