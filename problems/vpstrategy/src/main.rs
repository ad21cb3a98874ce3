//! vpstrategy: Szkopuł "Video-Poker" (Baekjoon 8380): for one Jacks or Better pay
//! table, play each of the 2,598,960 deals of five-card draw with the hold of the
//! largest expected payout (ties to the hold that keeps the fewest cards), and
//! count the deals by the number of cards that hold exchanges.
//!
//! The input is one line of nine positive integers, the payouts of a pair of jacks or
//! better, two pairs, three of a kind, straight, flush, full house, four of a kind,
//! straight flush and royal flush; the answer, one line of six counts, for 0 to 5
//! cards exchanged. The library's analysis (`showdown::videopoker`) plays the deals
//! up to suits, in exact integers.

use showdown::input::{line_tokens, InputError, Scanner, Token, Warning};
use showdown::output::push_u64;
use showdown::videopoker::{CountTables, Game, PayTable, Ranking, TieRule};

/// The payouts on the line, pair to royal flush.
const PAYOUTS: usize = 9;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the payouts'
/// line is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the line and token of the first bad input: fewer or more
/// than nine payouts, or one that is not a positive integer below 2^32 (the library
/// keeps every payout sum in 64 bits; the statement bounds nothing, and its tables
/// pay at most 1,000).
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
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
        let value: u64 = token.parse("a payout")?;
        *payout = u32::try_from(value)
            .ok()
            .filter(|&p| p > 0)
            .ok_or_else(|| token.error("a payout must be a positive integer below 2^32"))?;
    }
    if let Some(extra) = tokens.next() {
        return Err(extra.error("expected only nine payouts on the line"));
    }
    let tables = CountTables::new(Ranking::JACKS_OR_BETTER);
    let game = Game::new(&tables, PayTable::from_nine(payouts));
    let analysis = game.analyze(TieRule::FewestKept, 1);
    for (exchanged, &deals) in analysis.deals_by_cards_drawn.iter().enumerate() {
        if exchanged > 0 {
            out.push(b' ');
        }
        push_u64(out, deals);
    }
    out.push(b'\n');
    Ok(sc.finish("the payouts"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn the_counts_add_up_and_bad_payouts_are_named() {
        // Full-pay 9/6, whose counts the library's proof holds by two paths.
        let counts = answer_text(solve, "1 2 3 4 6 9 25 50 800\n").unwrap();
        assert_eq!(counts, "18864 292800 147528 1651440 403968 84360\n");
        let total: u64 = counts
            .split_whitespace()
            .map(|n| n.parse::<u64>().unwrap())
            .sum();
        assert_eq!(total, 2_598_960);
        for (input, error) in [
            (
                "1 2 3 4 6 9 25 50\n",
                "line 1: expected nine payouts on the line: `1 2 3 4 6 9 25 50`",
            ),
            (
                "1 2 3 4 6 9 25 50 800 1\n",
                "line 1: expected only nine payouts on the line: `1`",
            ),
            (
                "0 2 3 4 6 9 25 50 800\n",
                "line 1: a payout must be a positive integer below 2^32: `0`",
            ),
            (
                "1 2 3 4 6 9 25 50 4294967296\n",
                "line 1: a payout must be a positive integer below 2^32: `4294967296`",
            ),
            ("1 2 3 4 x 9 25 50 800\n", "line 1: expected a payout: `x`"),
            ("", "line 1: input ends early: expected the nine payouts"),
        ] {
            assert_eq!(answer_text(solve, input).unwrap_err(), error, "{input:?}");
        }
    }

    /// Fewer inputs than the other problems': each valid one plays every deal.
    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check_cases(solve, env!("CARGO_MANIFEST_DIR"), 200);
    }
}
