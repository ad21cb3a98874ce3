//! royalflush: AtCoder tenka1-2012-qualC B "Royal Straight Flush": the cards thrown
//! away before the first royal flush of a deck is complete.
//!
//! The input is one line, a deck written with no separators: a card is its suit
//! (`S H D C`) then its number (`A`, `2` to `9`, `10`, `J`, `Q`, `K`), so a card is
//! two or three characters, `S10SJH3`. The answer is every card up to the one that
//! completes the first royal flush (10 J Q K A of one suit), except that flush's
//! five, in deck order and as spelled in the input; `0` when there are none.

use showdown::input::{CardReader, InputError, Scanner, Token, Warning};
use showdown::poker::{Card, CardSet, Spelling};

/// The statement's card: suit first, then the number, `10` for the ten; upper case
/// only, since the answer repeats the input's own spelling.
const SPELLING: Spelling = Spelling::new(
    "2 3 4 5 6 7 8 9 10 J Q K A",
    "C D H S",
    showdown::poker::Order::SuitFirst,
    false,
);
/// The lowest rank of a royal flush, the ten, by index (the ace is the highest, 12).
const ROYAL_LOW: usize = 8;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the deck's
/// line is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the line and the card at fault: an unknown or repeated
/// card, a deck with no royal flush, or no deck at all.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let (line, deck) = sc.line_of("the deck")?;
    let deck = deck.trim();
    if let Some(space) = deck.find(|c: char| c.is_ascii_whitespace()) {
        let rest = Token {
            text: deck[space..].trim(),
            line,
        };
        return Err(rest.error("the deck must be one word, its cards with no separators"));
    }
    let cards: Vec<(Card, &str)> = CardReader::new(&SPELLING)
        .read_glued(Token { text: deck, line })?
        .into_iter()
        .map(|(card, token)| (card, token.text))
        .collect();
    let mut seen = CardSet::EMPTY;
    let royal = |card: Card| card.rank().index() >= ROYAL_LOW;
    let complete = cards.iter().position(|&(card, _)| {
        seen.insert(card);
        seen.suit_ranks(card.suit().index()) >> ROYAL_LOW == 0b1_1111
    });
    let Some(last) = complete else {
        let whole = Token { text: deck, line };
        return Err(whole.error("the deck holds no royal flush"));
    };
    let suit = cards[last].0.suit();
    let thrown: Vec<&str> = cards[..=last]
        .iter()
        .filter(|&&(card, _)| !(card.suit() == suit && royal(card)))
        .map(|&(_, text)| text)
        .collect();
    if thrown.is_empty() {
        out.push(b'0');
    }
    for text in thrown {
        out.extend_from_slice(text.as_bytes());
    }
    out.push(b'\n');
    Ok(sc.finish("the deck"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn the_first_royal_flush_and_what_came_before() {
        let answer = |deck: &str| answer_text(solve, deck);
        assert_eq!(answer("S10SJSQSKSAC2\n").unwrap(), "0\n");
        assert_eq!(answer("S10H10SJHJSQHQSKHKHASA\n").unwrap(), "S10SJSQSK\n");
        assert!(answer("h10hjhqhkha\n").is_err());
        assert_eq!(
            answer("S10SJSQSKS1\n").unwrap_err(),
            "line 1: unknown card, expected a suit (C D H S) then a rank (2 3 4 5 6 7 8 9 10 J Q K A): `S1`"
        );
        assert_eq!(
            answer("S10SJSQSKSJSA\n").unwrap_err(),
            "line 1: duplicate card: `SJ`"
        );
        assert_eq!(
            answer("S10SJSQSK\n").unwrap_err(),
            "line 1: the deck holds no royal flush: `S10SJSQSK`"
        );
    }

    #[test]
    fn the_docs_example_answers() {
        use showdown::input::answer;

        let deck = b"CQSAS10SQH10SKSJD3\n";
        assert_eq!(answer(crate::solve, deck).unwrap(), "CQH10\n");
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
