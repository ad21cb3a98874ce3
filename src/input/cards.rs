//! Reading cards from input tokens and lines: a bad spelling or a card dealt twice
//! becomes an [`InputError`] that quotes the token and names its line.

use crate::input::{InputError, Token, line_tokens};
use crate::poker::{Card, CardSet, ParseCardError};

/// Reads the cards dealt from one deck, refusing a card dealt twice.
///
/// ```
/// use showdown::Card;
/// use showdown::input::{CardReader, Scanner};
/// use std::str::FromStr;
///
/// let mut sc = Scanner::new("Ah Kd\nKD 2c\n");
/// let mut reader = CardReader::new();
/// let line = sc.line_of("your cards").unwrap();
/// let mine: [Card; 2] = reader.line(line, "your cards", Card::from_str).unwrap();
/// assert_eq!(mine[1].to_string(), "Kd");
/// let line = sc.line_of("their cards").unwrap();
/// let again = reader.line::<2>(line, "their cards", Card::from_str).unwrap_err();
/// assert_eq!(again.to_string(), "line 2: duplicate card: `KD`");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct CardReader(CardSet);

impl CardReader {
    /// A reader that has read no card yet.
    pub fn new() -> Self {
        CardReader(CardSet::EMPTY)
    }

    /// Reads the card `token` spells in `spelling`.
    ///
    /// # Errors
    /// `unknown card` when the token spells no card, `duplicate card` when the
    /// card was read before; both quote the token.
    pub fn card(
        &mut self,
        token: Token<'_>,
        spelling: fn(&str) -> Result<Card, ParseCardError>,
    ) -> Result<Card, InputError> {
        self.record(spelling(token.text), |message| token.error(message))
    }

    /// Reads a card spelled as two words, rank then suit, such as `10 hearts`
    /// (see [`Card::parse_words`]); both must stand on one line.
    ///
    /// # Errors
    /// When the words stand on different lines, spell no card, or spell a card
    /// read before; the error quotes both words as one token.
    pub fn words(&mut self, rank: Token<'_>, suit: Token<'_>) -> Result<Card, InputError> {
        if suit.line != rank.line {
            return Err(rank.error("a card needs its rank and suit on one line"));
        }
        self.record(Card::parse_words(rank.text, suit.text), |message| {
            let text = format!("{} {}", rank.text, suit.text);
            Token {
                text: &text,
                line: rank.line,
            }
            .error(message)
        })
    }

    /// Reads a line that must hold exactly `N` cards, none read before; `what`
    /// names the line's cards in the error for a wrong count.
    ///
    /// # Errors
    /// `expected <what>, found <k> cards`, quoting the line when it has too few
    /// and the first card too many when it has too many; and the errors of
    /// [`CardReader::card`].
    pub fn line<const N: usize>(
        &mut self,
        (line, text): (usize, &str),
        what: &str,
        spelling: fn(&str) -> Result<Card, ParseCardError>,
    ) -> Result<[Card; N], InputError> {
        // Too few cards quote the line; too many, the first card too many.
        let wrong_count = |found: usize, at_fault: Token<'_>| {
            let plural = if found == 1 { "" } else { "s" };
            at_fault.error(format_args!("expected {what}, found {found} card{plural}"))
        };
        let whole_line = Token {
            text: text.trim(),
            line,
        };
        let mut tokens = line_tokens(line, text);
        let mut cards = [Card::from_index(0); N];
        for (i, slot) in cards.iter_mut().enumerate() {
            *slot = self.card(
                tokens.next().ok_or_else(|| wrong_count(i, whole_line))?,
                spelling,
            )?;
        }
        match tokens.next() {
            None => Ok(cards),
            Some(extra) => Err(wrong_count(N + 1 + tokens.count(), extra)),
        }
    }

    /// The cards read so far.
    pub fn cards(&self) -> CardSet {
        self.0
    }

    /// Records a parsed card; `error` makes the error for a message, quoting the card's text.
    fn record(
        &mut self,
        parsed: Result<Card, ParseCardError>,
        error: impl FnOnce(&str) -> InputError,
    ) -> Result<Card, InputError> {
        let Ok(card) = parsed else {
            return Err(error("unknown card"));
        };
        if !self.0.insert(card) {
            return Err(error("duplicate card"));
        }
        Ok(card)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn duplicates_and_spellings_are_named() {
        let mut reader = CardReader::new();
        let tok = |text| Token { text, line: 7 };
        assert!(reader.card(tok("AS"), Card::from_str).is_ok());
        let dup = reader.card(tok("AS"), Card::from_str).unwrap_err();
        assert_eq!(dup.to_string(), "line 7: duplicate card: `AS`");
        let bad = reader.card(tok("1S"), Card::from_str).unwrap_err();
        assert_eq!(bad.to_string(), "line 7: unknown card: `1S`");
        assert_eq!(reader.cards().len(), 1);
    }

    #[test]
    fn two_word_cards_share_the_duplicate_check() {
        let mut reader = CardReader::new();
        let tok = |text, line| Token { text, line };
        let ten = reader.words(tok("10", 2), tok("hearts", 2)).unwrap();
        assert_eq!(ten.to_string(), "Th");
        let dup = reader.card(tok("TH", 3), Card::from_str).unwrap_err();
        assert_eq!(dup.to_string(), "line 3: duplicate card: `TH`");
        let again = reader.words(tok("10", 4), tok("Hearts", 4)).unwrap_err();
        assert_eq!(again.to_string(), "line 4: duplicate card: `10 Hearts`");
        let bad = reader.words(tok("11", 5), tok("cups", 5)).unwrap_err();
        assert_eq!(bad.to_string(), "line 5: unknown card: `11 cups`");
        let split = reader.words(tok("2", 6), tok("clubs", 7)).unwrap_err();
        assert_eq!(
            split.to_string(),
            "line 6: a card needs its rank and suit on one line: `2`"
        );
        assert_eq!(reader.cards().len(), 1);
    }

    #[test]
    fn lines_must_hold_the_right_count() {
        let mut reader = CardReader::new();
        let two: [Card; 2] = reader
            .line((3, "Ah Kd"), "two cards", Card::from_str)
            .unwrap();
        assert_eq!(two[1].to_string(), "Kd");
        let short = reader.line::<3>((4, " 2c 3c "), "three cards", Card::from_str);
        assert_eq!(
            short.unwrap_err().to_string(),
            "line 4: expected three cards, found 2 cards: `2c 3c`"
        );
        let long = CardReader::new().line::<1>((5, "2c 3c 4c"), "one card", Card::from_str);
        assert_eq!(
            long.unwrap_err().to_string(),
            "line 5: expected one card, found 3 cards: `3c`"
        );
    }
}
