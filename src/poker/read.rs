//! Reading cards from input tokens: a bad spelling or a repeated card becomes an
//! [`InputError`] that quotes the token and names its line.

use crate::input::{InputError, Token};
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
        self.record(card, token)
    }

    /// Records an already parsed card; `token` is what to quote if it repeats.
    pub fn record(&mut self, card: Card, token: Token<'_>) -> Result<Card, InputError> {
        if !self.0.insert(card) {
            return Err(token.error("duplicate card"));
        }
        Ok(card)
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
}
