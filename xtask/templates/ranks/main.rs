//! __NAME__: the ranks problem `cargo xtask new --template ranks` starts from. T test
//! cases, each a line of seven card values without suits, separated by spaces
//! (`A A K K 2 T J`), at most four of a value; the answer for each is the name of
//! the best five of them. Replace the reading and the answer with the problem's own,
//! keeping the shape: `solve` reads the whole input through the scanner and the card
//! reader, checks it, and appends the whole answer to `out`; a bad input is an
//! `InputError` naming its test case and line.

use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::poker::{Ladder, Rank, Spelling};

// Change these to the statement's: how it writes a value, which hands count (weakest
// first) and its word for each.
/// The values, the ten as `T`, upper case only; a deck has four of each.
const VALUES: Spelling = Spelling::ranks_alone("2 3 4 5 6 7 8 9 T J Q K A", false);
/// No flushes (there are no suits); A 2 3 4 5 is the lowest straight.
const LADDER: Ladder = Ladder::RANKS_ONLY.with_names(&[
    "HIGH CARD",
    "ONE PAIR",
    "TWO PAIRS",
    "THREE OF A KIND",
    "STRAIGHT",
    "FULL HOUSE",
    "FOUR OF A KIND",
]);

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the T-th
/// test case is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the test case, line and token of the first bad input:
/// a bad T, an unknown value or a fifth of one, a line without exactly seven
/// values, or fewer test cases than T.
///
/// # Panics
/// Never: a ladder of high hands names every hand.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let tests: usize = sc.alone("the number of test cases T")?;
    for case in 1..=tests {
        let ranks = read_hand(&mut sc).map_err(|e| e.in_case(case))?;
        // The best five of the seven, from the values' counts: no tables to build.
        let best = LADDER.best_of_ranks(&ranks);
        let name = LADDER.name(best).expect("a high ladder names every hand");
        out.extend_from_slice(name.as_bytes());
        out.push(b'\n');
    }
    Ok(sc.finish("the last test case"))
}

/// Reads one test case: a line of seven values, none more than four times.
fn read_hand(sc: &mut Scanner) -> Result<[Rank; 7], InputError> {
    let line = sc.line_of("a line of seven values")?;
    let cards: [_; 7] = CardReader::new(&VALUES).read_line(line, "seven values")?;
    Ok(cards.map(|card| card.rank()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn the_best_five_is_named_and_bad_input_is_named() {
        // Two pairs of seven values; the wheel beats a pair; three and three are a
        // full house; four and three are four of a kind.
        let hands = "4\nA A K K 2 T J\n5 4 3 2 A 9 9\n7 7 7 K K K 2\n2 2 2 2 3 3 3\n";
        assert_eq!(
            answer_text(solve, hands).unwrap(),
            "TWO PAIRS\nSTRAIGHT\nFULL HOUSE\nFOUR OF A KIND\n"
        );
        assert_eq!(answer_text(solve, "0\n").unwrap(), "");
        assert_eq!(
            answer_text(solve, "2\nA A K K 2 T J\n").unwrap_err(),
            "test case 2, line 3: input ends early: expected a line of seven values"
        );
        assert_eq!(
            answer_text(solve, "1\nA A K K 2 T\n").unwrap_err(),
            "test case 1, line 2: expected seven values, found 6 cards: `A A K K 2 T`"
        );
        assert_eq!(
            answer_text(solve, "1 2\nA A K K 2 T J\n").unwrap_err(),
            "line 1: expected only the number of test cases T on its line: `2`"
        );
        assert_eq!(
            answer_text(solve, "1\nA A A A 2 T A\n").unwrap_err(),
            "test case 1, line 2: a fifth card of one rank: `A`"
        );
    }

    #[test]
    fn ignores_what_follows_the_last_test_case_with_a_warning() {
        let input = b"1\n2 3 4 5 7 9 J\nmore\n";
        let (text, warning) = answer_with_warning(solve, input).unwrap();
        assert_eq!(text, "HIGH CARD\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 3: ignored input after the last test case: `more`".into())
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
