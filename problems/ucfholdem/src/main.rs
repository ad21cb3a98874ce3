//! ucfholdem: UCF Hold'em (UCF Practice 2013, problem C). T data sets, each seven
//! card values glued together in one word (`AAAKKQJ`), at most four of a value; the
//! answer for each is the name of the best five of them, on a ladder of five kinds
//! with no straights and no flushes.

use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::output::push_u64;
use showdown::poker::{Kind, Ladder, Rank, Spelling};

/// What the statement calls a test case, for the errors.
const UNIT: &str = "dataset";
/// The values, the ten as `T`, upper case only; a deck has four of each.
const VALUES: Spelling = Spelling::ranks_alone("2 3 4 5 6 7 8 9 T J Q K A", false);
/// The five hands that count, weakest first, in the statement's words: no straights,
/// no flushes, two pairs only a pair.
const LADDER: Ladder = Ladder {
    kinds: &[
        Kind::HighCard,
        Kind::OnePair,
        Kind::ThreeOfAKind,
        Kind::FullHouse,
        Kind::FourOfAKind,
    ],
    ..Ladder::STANDARD
}
.with_names(&[
    "BUST",
    "TWO OF A KIND",
    "THREE OF A KIND",
    "FULL HOUSE",
    "FOUR OF A KIND",
]);

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the T-th
/// data set is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the data set, line and token of the first bad input:
/// a bad T, an unknown value or a fifth of one, a line without exactly seven
/// values in one word, or fewer data sets than T.
///
/// # Panics
/// Never: a ladder of high hands names every hand.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let tests: usize = sc.alone("the number of data sets n")?;
    for case in 1..=tests {
        let ranks = read_hand(&mut sc).map_err(|e| e.in_unit(UNIT, case))?;
        // The best five of the seven, from the values' counts: no tables to build.
        let best = LADDER.best_of_ranks(&ranks);
        let name = LADDER.name(best).expect("a high ladder names every hand");
        out.extend_from_slice(b"UCF Hold'em #");
        push_u64(out, case as u64);
        out.extend_from_slice(b": ");
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b"\n\n");
    }
    Ok(sc.finish("the last data set"))
}

/// Reads one data set: a line of seven values in one word, none more than four times.
fn read_hand(sc: &mut Scanner) -> Result<[Rank; 7], InputError> {
    let line = sc.line_of("a line of seven values")?;
    let cards: [_; 7] = CardReader::new(&VALUES).read_glued_line(line, "seven values")?;
    Ok(cards.map(|card| card.rank()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn the_best_five_is_named_and_bad_input_is_named() {
        // Two pairs are only two of a kind; five in a row is a bust; two threes are
        // a full house; four and three are four of a kind.
        let hands = "4\n2233445\n23456AK\n2223334\n2222333\n";
        assert_eq!(
            answer_text(solve, hands).unwrap(),
            "UCF Hold'em #1: TWO OF A KIND\n\nUCF Hold'em #2: BUST\n\n\
             UCF Hold'em #3: FULL HOUSE\n\nUCF Hold'em #4: FOUR OF A KIND\n\n"
        );
        assert_eq!(answer_text(solve, "0\n").unwrap(), "");
        assert_eq!(
            answer_text(solve, "2\nAAKK2TJ\n").unwrap_err(),
            "dataset 2, line 3: input ends early: expected a line of seven values"
        );
        assert_eq!(
            answer_text(solve, "1\nAAKK2T\n").unwrap_err(),
            "dataset 1, line 2: expected seven values, found 6 cards: `AAKK2T`"
        );
        assert_eq!(
            answer_text(solve, "1\nAAK K2TJ\n").unwrap_err(),
            "dataset 1, line 2: expected seven values in one word: `AAK K2TJ`"
        );
        assert_eq!(
            answer_text(solve, "2 2233445\nAAAKKQJ\n").unwrap_err(),
            "line 1: expected only the number of data sets n on its line: `2233445`"
        );
        assert_eq!(
            answer_text(solve, "1\nAAAA2TA\n").unwrap_err(),
            "dataset 1, line 2: a fifth card of one rank: `A`"
        );
    }

    #[test]
    fn ignores_what_follows_the_last_test_case_with_a_warning() {
        let input = b"1\n234579J\nmore\n";
        let (text, warning) = answer_with_warning(solve, input).unwrap();
        assert_eq!(text, "UCF Hold'em #1: BUST\n\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 3: ignored input after the last data set: `more`".into())
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
