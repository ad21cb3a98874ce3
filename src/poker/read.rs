//! Reading cards from input tokens: a bad spelling or a repeated card becomes an
//! [`InputError`] that quotes the token and names its line.

use crate::input::{InputError, Token, line_tokens};
use crate::poker::{Card, CardSet, ParseCardError};

/// Collects cards dealt from one deck, refusing a card dealt twice.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dealt(CardSet);

impl Dealt {
    /// Nothing dealt yet.
    pub fn new() -> Self {
        Dealt(CardSet::EMPTY)
    }

    /// Parses `token` with `spelling` and records the card.
    pub fn take(
        &mut self,
        token: Token<'_>,
        spelling: fn(&str) -> Result<Card, ParseCardError>,
    ) -> Result<Card, InputError> {
        let card = spelling(token.text).map_err(|_| token.error("unknown card"))?;
        if !self.0.insert(card) {
            return Err(token.error("duplicate card"));
        }
        Ok(card)
    }

    /// Reads a line that must hold exactly `N` cards, none dealt before; `what`
    /// names the line's cards in the error for a wrong count.
    pub fn take_line<const N: usize>(
        &mut self,
        (line, text): (usize, &str),
        what: &str,
        spelling: fn(&str) -> Result<Card, ParseCardError>,
    ) -> Result<[Card; N], InputError> {
        let wrong_count =
            |found: usize| InputError::at(line, format!("expected {what}, found {found} cards"));
        let mut tokens = line_tokens(line, text);
        let mut cards = [Card::from_index(0); N];
        for (i, slot) in cards.iter_mut().enumerate() {
            *slot = self.take(tokens.next().ok_or_else(|| wrong_count(i))?, spelling)?;
        }
        match tokens.count() {
            0 => Ok(cards),
            extra => Err(wrong_count(N + extra)),
        }
    }

    /// The cards dealt so far.
    pub fn cards(&self) -> CardSet {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn duplicates_and_spellings_are_named() {
        let mut dealt = Dealt::new();
        let tok = |text| Token { text, line: 7 };
        assert!(dealt.take(tok("AS"), Card::from_str).is_ok());
        let dup = dealt.take(tok("AS"), Card::from_str).unwrap_err();
        assert_eq!(dup.to_string(), "line 7: duplicate card: `AS`");
        let bad = dealt.take(tok("1S"), Card::from_str).unwrap_err();
        assert_eq!(bad.to_string(), "line 7: unknown card: `1S`");
        assert_eq!(dealt.cards().len(), 1);
    }

    #[test]
    fn lines_must_hold_the_right_count() {
        let mut dealt = Dealt::new();
        let two: [Card; 2] = dealt
            .take_line((3, "Ah Kd"), "two cards", Card::from_str)
            .unwrap();
        assert_eq!(two[1].to_string(), "Kd");
        let short = dealt.take_line::<3>((4, " 2c 3c "), "three cards", Card::from_str);
        assert_eq!(
            short.unwrap_err().to_string(),
            "line 4: expected three cards, found 2 cards"
        );
        let long = Dealt::new().take_line::<1>((5, "2c 3c 4c"), "one card", Card::from_str);
        assert_eq!(
            long.unwrap_err().to_string(),
            "line 5: expected one card, found 3 cards"
        );
    }
}
