//! videopoker: "Videopoker" (HDU 2775, a copy on Baekjoon): for each pay table and
//! each dealt hand of five-card draw, the largest expected payout over the 32 holds,
//! every pair paying.
//!
//! The input is T, then T test cases: a line of nine payouts from 0 to 1000 (one
//! pair, two pairs, three of a kind, straight, flush, full house, four of a kind,
//! straight flush, royal flush), a line with n (1 to 10), and n lines of five cards,
//! rank then lower-case suit (`Ah`, `Tc`). The answer is one line a hand, the value
//! with seven digits after the point, from the exact fraction rounded once. The
//! library (`showdown::videopoker`) counts each category's final hands for every set
//! of up to four cards once, and each hand's 32 holds then take 243 lookups.

use showdown::input::{line_tokens, CardReader, InputError, Scanner, Token, Warning};
use showdown::output::push_quotient;
use showdown::poker::Spelling;
use showdown::videopoker::{CountTables, DeckCard, Game, PayTable, Ranking, TieRule};

/// The payouts on a table's line, one pair to royal flush.
const PAYOUTS: usize = 9;
/// The largest payout the statement allows.
const MAX_PAYOUT: u32 = 1000;
/// The most hands a test case may have.
const MAX_HANDS: usize = 10;
/// Digits after the point: the checker accepts an error below 10^-6.
const DIGITS: usize = 7;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the T-th
/// test case is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the test case, line and token of the first bad input: a
/// bad T, a table line without nine payouts from 0 to 1000, n not from 1 to 10, an
/// unknown or repeated card, a hand's line without five cards, or fewer test cases
/// than T.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let tests: usize = sc.alone("the number of test cases T")?;
    let tables = CountTables::new(Ranking::ANY_PAIR);
    for case in 1..=tests {
        read_case(&mut sc, &tables, out).map_err(|e| e.in_case(case))?;
    }
    Ok(sc.finish("the last test case"))
}

/// Reads one test case and answers its hands.
fn read_case(sc: &mut Scanner, tables: &CountTables, out: &mut Vec<u8>) -> Result<(), InputError> {
    let (line, text) = sc.line_of("the nine payouts")?;
    // A line with too few payouts is quoted whole: no token of it is at fault.
    let whole_line = Token {
        text: text.trim(),
        line,
    };
    let mut tokens = line_tokens(line, text);
    let mut payouts = [0; PAYOUTS];
    for payout in &mut payouts {
        let token = tokens
            .next()
            .ok_or_else(|| whole_line.error("expected nine payouts on the line"))?;
        *payout = token.parse("a payout")?;
        if *payout > MAX_PAYOUT {
            return Err(token.error(format_args!("a payout must be at most {MAX_PAYOUT}")));
        }
    }
    if let Some(extra) = tokens.next() {
        return Err(extra.error("expected only nine payouts on the line"));
    }
    let game = Game::new(tables, PayTable::from_nine(payouts));
    let what = "the number of hands n";
    let (line, text) = sc.line_of(what)?;
    let mut tokens = line_tokens(line, text);
    let count = tokens.next().ok_or_else(|| sc.end_error(what))?;
    let hands: usize = count.parse(what)?;
    if !(1..=MAX_HANDS).contains(&hands) {
        return Err(count.error(format_args!("n must be 1 to {MAX_HANDS}")));
    }
    if let Some(extra) = tokens.next() {
        return Err(extra.error("expected only n on its line"));
    }
    for _ in 0..hands {
        // Each hand is a deal of its own: cards repeat only within a hand.
        let cards = CardReader::new(&Spelling::RANK_SUIT)
            .read_line::<5>(sc.line_of("a hand of five cards")?, "five cards")?;
        let deal = cards.map(DeckCard::from);
        let best = game.best_hold(&deal, TieRule::FewestKept);
        push_quotient(out, best.payout_sum, best.draws, DIGITS);
        out.push(b'\n');
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn the_sample_and_bad_input() {
        let sample = "1\n1 2 3 4 5 10 25 100 250\n5\nAh Ac Ad As 2s\nKs Qs Js Ts 2h\n\
                      Ks Qs 2d 2h 3s\n2d 4h 5d 3c 9c\n2h 3h 6d 8h Tc\n";
        let answers = "25.0000000\n8.9574468\n1.5467160\n0.9361702\n0.6608135\n";
        assert_eq!(answer_text(solve, sample).unwrap(), answers);
        // A table of zeros pays nothing, whatever is held.
        let zeros = "1\n0 0 0 0 0 0 0 0 0\n1\nAh Kh Qh Jh Th\n";
        assert_eq!(answer_text(solve, zeros).unwrap(), "0.0000000\n");
        for (input, error) in [
            (
                "1\n1 2 3 4 5 10 25 100\n1\nAh Kh Qh Jh Th\n",
                "test case 1, line 2: expected nine payouts on the line: `1 2 3 4 5 10 25 100`",
            ),
            (
                "1\n1 2 3 4 5 10 25 100 1001\n1\nAh Kh Qh Jh Th\n",
                "test case 1, line 2: a payout must be at most 1000: `1001`",
            ),
            (
                "1\n1 2 3 4 5 10 25 100 250\n11\n",
                "test case 1, line 3: n must be 1 to 10: `11`",
            ),
            (
                "1\n1 2 3 4 5 10 25 100 250\n1\nAh Kh Qh Jh Ah\n",
                "test case 1, line 4: duplicate card: `Ah`",
            ),
            (
                "2\n1 2 3 4 5 10 25 100 250\n1\nAh Kh Qh Jh Th\n",
                "test case 2, line 5: input ends early: expected the nine payouts",
            ),
        ] {
            assert_eq!(answer_text(solve, input).unwrap_err(), error, "{input:?}");
        }
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
