//! handrank: NEERC 2010 "Hands of Poker" (Baekjoon 3525, DMOJ `neerc10h`): the value
//! of one five-card hand, its dense rank among all 7,462 classes of five-card hands,
//! 1 for the weakest and 7,462 for a royal flush.
//!
//! The input is one line of five cards, rank then suit (`TS`); the wheel counts, as
//! the lowest straight ([`showdown::poker::Ladder::STANDARD`]), whose evaluator's
//! strengths are these values.

use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::output::push_u64;
use showdown::poker::{Card, Evaluator, Spelling};

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the hand's
/// line is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the line and token: an unknown or repeated card, a line
/// without exactly five cards, or no line at all.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let line = sc.line_of("a line of five cards")?;
    let hand: [Card; 5] = CardReader::new(&Spelling::RANK_SUIT).read_line(line, "five cards")?;
    push_u64(out, u64::from(Evaluator::get().best_of(&hand).value()));
    out.push(b'\n');
    Ok(sc.finish("the hand"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn the_wheel_is_the_lowest_straight() {
        let value = |hand: &str| answer_text(solve, hand).unwrap();
        let wheel: u64 = value("AH 2D 3S 4C 5D").trim().parse().unwrap();
        let six_high: u64 = value("6H 2D 3S 4C 5D").trim().parse().unwrap();
        let ace_high: u64 = value("AH KD QS JC 9D").trim().parse().unwrap();
        assert!(ace_high < wheel && wheel + 1 == six_high);
        assert_eq!(
            answer_text(solve, "").unwrap_err(),
            "line 1: input ends early: expected a line of five cards"
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        assert_eq!(
            answer(crate::solve, "3S 7S 2C 4S 5H\n".as_bytes()).unwrap(),
            "1\n"
        );
        assert_eq!(
            answer(crate::solve, "JH AH TH KH QH\n".as_bytes()).unwrap(),
            "7462\n"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
