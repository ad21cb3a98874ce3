//! Reading cards from input tokens and lines in a statement's [`Spelling`]: a bad
//! spelling or a card dealt twice becomes an [`InputError`] that quotes the token,
//! names its line, and says which spelling was expected.

use crate::input::{InputError, Scanner, Token, line_tokens};
use crate::poker::{Card, CardSet, Spelling, Suit};

/// Reads the cards dealt from one deck in one spelling, refusing a card dealt twice.
///
/// In a spelling of ranks alone ([`Spelling::ranks_alone`]) each card read gets the
/// lowest suit its rank has not had yet, so the cards are a real deal (for rules
/// without suits, under which suits never matter), and a fifth card of a rank is
/// refused.
///
/// ```
/// use showdown::Card;
/// use showdown::input::{CardReader, Scanner};
/// use showdown::poker::Spelling;
///
/// let mut sc = Scanner::new("Ah Kd\nKD 2c\nTh 1c\n");
/// let mut reader = CardReader::new(&Spelling::RANK_SUIT);
/// let line = sc.line_of("your cards").unwrap();
/// let mine: [Card; 2] = reader.read_line(line, "your cards").unwrap();
/// assert_eq!(mine[1].to_string(), "Kd");
/// let line = sc.line_of("their cards").unwrap();
/// let again = reader.read_line::<2>(line, "their cards").unwrap_err();
/// assert_eq!(again.to_string(), "line 2: duplicate card: `KD`");
/// let line = sc.line_of("the board").unwrap();
/// let bad = reader.read_line::<2>(line, "the board").unwrap_err();
/// assert_eq!(
///     bad.to_string(),
///     "line 3: unknown card, expected a rank (2 3 4 5 6 7 8 9 T J Q K A) then a suit (C D H S): `1c`"
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CardReader {
    cards: CardSet,
    spelling: &'static Spelling,
}

impl CardReader {
    /// A reader of cards in `spelling` that has read no card yet.
    pub fn new(spelling: &'static Spelling) -> Self {
        CardReader {
            cards: CardSet::EMPTY,
            spelling,
        }
    }

    /// Reads the card `token` spells (for a spelling of one word per card).
    ///
    /// # Errors
    /// `unknown card` with the expected spelling when the token spells no card,
    /// `duplicate card` when the card was read before, and for ranks alone `a fifth
    /// card of one rank` (`number` where ranks are numbers); all quote the token.
    pub fn read_token(&mut self, token: Token<'_>) -> Result<Card, InputError> {
        let mut parsed = self.spelling.parse(token.text).ok();
        if !self.spelling.has_suits() {
            // The lowest suit this rank has not had; a fifth card keeps the fourth's,
            // which `record` refuses as a duplicate.
            let free = |c: Card| {
                Suit::all()
                    .map(|s| Card::new(c.rank(), s))
                    .find(|&c| !self.cards.contains(c))
            };
            if let Some(card) = parsed {
                // Four of a rank were read: a deck has no fifth.
                parsed = Some(free(card).ok_or_else(|| {
                    let kind = if token.text.bytes().all(|b| b.is_ascii_digit()) {
                        "number"
                    } else {
                        "rank"
                    };
                    token.error(format_args!("a fifth card of one {kind}"))
                })?);
            }
        }
        self.record(parsed, |message| token.error(message))
    }

    /// Reads the next two tokens of `sc` as a card spelled as two words, rank then
    /// suit, such as `10 hearts` (see [`Spelling::parse_words`]); both must stand on
    /// one line.
    ///
    /// # Errors
    /// `unknown card`, quoting the first word alone, when it is no rank: so a glued
    /// `Qdiamonds` is named on its own line, not as a suit missing past the end;
    /// `a card needs its rank and suit on one line`; `unknown card` or `duplicate
    /// card`, quoting both words as one token, when they spell no card or a card
    /// read before; and `input ends early` from `sc`.
    pub fn read_words(&mut self, sc: &mut Scanner<'_>) -> Result<Card, InputError> {
        let rank = sc.token("the rank of a card")?;
        if self.spelling.rank_of(rank.text).is_none() {
            return self.record(None, |message| rank.error(message));
        }
        let suit = sc.token("the suit of a card")?;
        if suit.line != rank.line {
            return Err(rank.error("a card needs its rank and suit on one line"));
        }
        let parsed = self.spelling.parse_words(rank.text, suit.text).ok();
        self.record(parsed, |message| {
            let text = format!("{} {}", rank.text, suit.text);
            Token {
                text: &text,
                line: rank.line,
            }
            .error(message)
        })
    }

    /// Reads a line that must hold exactly `N` cards of one word each, none read
    /// before; `what` names the line's cards in the error for a wrong count.
    ///
    /// # Errors
    /// `expected <what>, found <k> cards`, quoting the line when it has too few
    /// and the first card too many when it has too many; and the errors of
    /// [`CardReader::read_token`].
    pub fn read_line<const N: usize>(
        &mut self,
        (line, text): (usize, &str),
        what: &str,
    ) -> Result<[Card; N], InputError> {
        let tokens = line_tokens(line, text);
        self.read_exactly(
            tokens,
            Token {
                text: text.trim(),
                line,
            },
            what,
        )
    }

    /// Reads a line that must hold exactly `N` cards separated by `separator` (a
    /// comma: `1,2,3,4,1`), as [`CardReader::read_line`] reads a line of words;
    /// spaces around a separator are part of a card, and refused with it.
    ///
    /// # Errors
    /// As [`CardReader::read_line`].
    pub fn read_separated<const N: usize>(
        &mut self,
        (line, text): (usize, &str),
        separator: char,
        what: &str,
    ) -> Result<[Card; N], InputError> {
        let text = text.trim();
        let pieces = text.split(separator).map(|text| Token { text, line });
        self.read_exactly(pieces, Token { text, line }, what)
    }

    /// Reads a line that must hold exactly `N` cards glued together in one word, with
    /// no separator (`AAKK2TJ`, UCF Hold'em's seven values), as
    /// [`CardReader::read_line`] reads a line of words: each card read as
    /// [`CardReader::read_glued`] reads it.
    ///
    /// # Errors
    /// `expected <what> in one word` quoting the line when it holds a space; then as
    /// [`CardReader::read_line`]: too few cards quote the line, too many the first
    /// card too many; and the errors of [`CardReader::read_glued`].
    ///
    /// # Examples
    ///
    /// ```
    /// use showdown::input::CardReader;
    /// use showdown::poker::Spelling;
    ///
    /// const VALUES: Spelling = Spelling::ranks_alone("2 3 4 5 6 7 8 9 T J Q K A", false);
    /// let seven: [_; 7] = CardReader::new(&VALUES).read_glued_line((1, "AAKK2TJ"), "seven values").unwrap();
    /// assert_eq!(seven[0].rank(), showdown::poker::Rank::ACE);
    /// let short = CardReader::new(&VALUES).read_glued_line::<7>((2, "AAKK2T"), "seven values");
    /// assert_eq!(short.unwrap_err().to_string(), "line 2: expected seven values, found 6 cards: `AAKK2T`");
    /// ```
    pub fn read_glued_line<const N: usize>(
        &mut self,
        (line, text): (usize, &str),
        what: &str,
    ) -> Result<[Card; N], InputError> {
        let whole_line = Token {
            text: text.trim(),
            line,
        };
        if whole_line.text.contains(|c: char| c.is_ascii_whitespace()) {
            return Err(whole_line.error(format_args!("expected {what} in one word")));
        }
        // Straight into the array, no list per line: the first card too many
        // kept to quote.
        let (mut cards, mut count, mut extra) = ([Card::from_index(0); N], 0, None);
        self.each_glued(whole_line, |card, piece| {
            match cards.get_mut(count) {
                Some(slot) => *slot = card,
                None => extra = extra.or(Some(piece)),
            }
            count += 1;
        })?;
        if count != N {
            return Err(wrong_count(what, count, extra.unwrap_or(whole_line)));
        }
        Ok(cards)
    }

    /// Reads exactly `N` cards, one per token of `tokens`, the tokens of
    /// `whole_line`: too few quote the line, too many the first card too many.
    fn read_exactly<'a, const N: usize>(
        &mut self,
        mut tokens: impl Iterator<Item = Token<'a>>,
        whole_line: Token<'_>,
        what: &str,
    ) -> Result<[Card; N], InputError> {
        let mut cards = [Card::from_index(0); N];
        for (i, slot) in cards.iter_mut().enumerate() {
            let token = tokens
                .next()
                .ok_or_else(|| wrong_count(what, i, whole_line))?;
            *slot = self.read_token(token)?;
        }
        match tokens.next() {
            None => Ok(cards),
            Some(extra) => Err(wrong_count(what, N + 1 + tokens.count(), extra)),
        }
    }

    /// Reads the cards glued together in one token, with no separator (`S10SJH3`,
    /// `AAKK2TJ`): each card the longest start of the rest that spells one
    /// ([`Spelling::longest_card`]). Returns each card with its own text.
    ///
    /// # Errors
    /// `unknown card` quoting where the card should be (as many characters as the
    /// shortest card has) when none starts there, and the
    /// errors of [`CardReader::read_token`] for a card read before.
    pub fn read_glued<'a>(
        &mut self,
        token: Token<'a>,
    ) -> Result<Vec<(Card, Token<'a>)>, InputError> {
        let mut cards = Vec::new();
        self.each_glued(token, |card, piece| cards.push((card, piece)))?;
        Ok(cards)
    }

    /// [`CardReader::read_glued`], each card with its text given to `visit` in turn.
    fn each_glued<'a>(
        &mut self,
        token: Token<'a>,
        mut visit: impl FnMut(Card, Token<'a>),
    ) -> Result<(), InputError> {
        let mut rest = token.text;
        let longest = self.spelling.longest();
        while !rest.is_empty() {
            let at = Token {
                text: rest,
                line: token.line,
            };
            let Some((_, len)) = self.spelling.card_within(rest, longest) else {
                // Quoted as long as the shortest card, where the card should be.
                let end = rest
                    .char_indices()
                    .nth(self.spelling.shortest_card())
                    .map_or(rest.len(), |(i, _)| i);
                let at = Token {
                    text: &rest[..end],
                    ..at
                };
                return Err(at.error(format_args!(
                    "unknown card, expected {}",
                    self.spelling.expected()
                )));
            };
            let (text, tail) = rest.split_at(len);
            let piece = Token {
                text,
                line: token.line,
            };
            visit(self.read_token(piece)?, piece);
            rest = tail;
        }
        Ok(())
    }

    /// The cards read so far.
    pub fn cards(&self) -> CardSet {
        self.cards
    }

    /// Records a parsed card; `error` makes the error for a message, quoting the card's text.
    fn record(
        &mut self,
        parsed: Option<Card>,
        error: impl FnOnce(&str) -> InputError,
    ) -> Result<Card, InputError> {
        let Some(card) = parsed else {
            return Err(error(&format!(
                "unknown card, expected {}",
                self.spelling.expected()
            )));
        };
        if !self.cards.insert(card) {
            return Err(error("duplicate card"));
        }
        Ok(card)
    }
}

/// The error of a line with another number of cards than `what` says: `expected
/// <what>, found <k> cards`, quoting `at_fault` (the line when it has too few, the
/// first card too many when it has too many).
fn wrong_count(what: &str, found: usize, at_fault: Token<'_>) -> InputError {
    let plural = if found == 1 { "" } else { "s" };
    at_fault.error(format_args!("expected {what}, found {found} card{plural}"))
}

/// Reads deals of `N` cards in `spelling`, one per non-blank line up to the end of the
/// input (each line its own deck), handing each to `deal`: the shape of Project
/// Euler 54 and of UVa 10315. `names` says what a line is and what its cards are,
/// for the errors: `["a line of ten cards", "10 cards"]`.
///
/// # Errors
/// The errors of [`CardReader::read_line`] for the first bad line, and `input ends
/// early` when there is no deal at all.
pub fn read_deals<const N: usize>(
    sc: &mut Scanner<'_>,
    spelling: &'static Spelling,
    [line_name, cards_name]: [&str; 2],
    mut deal: impl FnMut([Card; N]),
) -> Result<(), InputError> {
    let mut deals = 0;
    while !sc.at_end() {
        let line = sc.line_of(line_name)?;
        deal(CardReader::new(spelling).read_line(line, cards_name)?);
        deals += 1;
    }
    if deals == 0 {
        return Err(sc.end_error(line_name));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RANK_SUIT_UNKNOWN: &str =
        "unknown card, expected a rank (2 3 4 5 6 7 8 9 T J Q K A) then a suit (C D H S)";

    #[test]
    fn duplicates_and_spellings_are_named() {
        let mut reader = CardReader::new(&Spelling::RANK_SUIT);
        let tok = |text| Token { text, line: 7 };
        assert!(reader.read_token(tok("AS")).is_ok());
        let dup = reader.read_token(tok("AS")).unwrap_err();
        assert_eq!(dup.to_string(), "line 7: duplicate card: `AS`");
        let bad = reader.read_token(tok("1S")).unwrap_err();
        assert_eq!(
            bad.to_string(),
            format!("line 7: {RANK_SUIT_UNKNOWN}: `1S`")
        );
        assert_eq!(reader.cards().len(), 1);
    }

    #[test]
    fn two_word_cards_share_the_duplicate_check() {
        let mut reader = CardReader::new(&Spelling::WORDS);
        let mut sc = Scanner::new("\n10 hearts\n\n10 Hearts\n11 cups\n2\nclubs\n");
        let ten = reader.read_words(&mut sc).unwrap();
        assert_eq!(ten.to_string(), "Th");
        let again = reader.read_words(&mut sc).unwrap_err();
        assert_eq!(again.to_string(), "line 4: duplicate card: `10 Hearts`");
        let bad = reader.read_words(&mut sc).unwrap_err();
        let expected =
            "a rank (2 3 4 5 6 7 8 9 10 J Q K A) then a suit (clubs diamonds hearts spades)";
        assert_eq!(
            bad.to_string(),
            format!("line 5: unknown card, expected {expected}: `11`")
        );
        sc.token("the suit of the bad card").unwrap();
        let split = reader.read_words(&mut sc).unwrap_err();
        assert_eq!(
            split.to_string(),
            "line 6: a card needs its rank and suit on one line: `2`"
        );
        assert_eq!(reader.cards().len(), 1);
    }

    #[test]
    fn a_glued_two_word_card_is_named_on_its_own_line() {
        let expected =
            "a rank (2 3 4 5 6 7 8 9 10 J Q K A) then a suit (clubs diamonds hearts spades)";
        for (text, line) in [("4hearts\n2 clubs\n", 1), ("2 clubs\nQdiamonds\n", 2)] {
            let mut sc = Scanner::new(text);
            let mut reader = CardReader::new(&Spelling::WORDS);
            let err = (0..2)
                .map(|_| reader.read_words(&mut sc))
                .find_map(Result::err)
                .unwrap();
            let token = text.lines().nth(line - 1).unwrap();
            assert_eq!(
                err.to_string(),
                format!("line {line}: unknown card, expected {expected}: `{token}`")
            );
        }
    }

    #[test]
    fn glued_cards_are_cut_at_the_longest_card() {
        const SUIT_FIRST: Spelling = Spelling::new(
            "2 3 4 5 6 7 8 9 10 J Q K A",
            "C D H S",
            crate::poker::Order::SuitFirst,
            false,
        );
        let token = |text| Token { text, line: 1 };
        let mut reader = CardReader::new(&SUIT_FIRST);
        let cards = reader.read_glued(token("S10SJH3")).unwrap();
        let texts: Vec<&str> = cards.iter().map(|(_, t)| t.text).collect();
        assert_eq!(texts, ["S10", "SJ", "H3"]);
        assert_eq!(cards[0].0.to_string(), "Ts");
        let again = reader.read_glued(token("SJ")).unwrap_err();
        assert_eq!(again.to_string(), "line 1: duplicate card: `SJ`");
        let bad = CardReader::new(&SUIT_FIRST)
            .read_glued(token("SAS1"))
            .unwrap_err();
        assert!(bad.to_string().ends_with(": `S1`"), "{bad}");
        const LETTERS: Spelling = Spelling::ranks_alone("2 3 4 5 6 7 8 9 T J Q K A", false);
        let ranks = CardReader::new(&LETTERS)
            .read_glued(token("AAKK2TJ"))
            .unwrap();
        assert_eq!(ranks.len(), 7);
        let line =
            |reader: &mut CardReader, text| reader.read_glued_line::<7>((3, text), "seven values");
        let mut reader = CardReader::new(&LETTERS);
        let seven = line(&mut reader, " AAKK2TJ\r").unwrap();
        let indices: Vec<usize> = seven.iter().map(|c| c.rank().index()).collect();
        assert_eq!(indices, [12, 12, 11, 11, 0, 8, 9]);
        let error = |text| {
            line(&mut CardReader::new(&LETTERS), text)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            error("AAKK2T"),
            "line 3: expected seven values, found 6 cards: `AAKK2T`"
        );
        assert_eq!(
            error("AAKK2TJQ9"),
            "line 3: expected seven values, found 9 cards: `Q`"
        );
        assert_eq!(
            error("AAKK 2TJ"),
            "line 3: expected seven values in one word: `AAKK 2TJ`"
        );
        assert_eq!(error("AAAAA23"), "line 3: a fifth card of one rank: `A`");
    }

    #[test]
    fn ranks_alone_get_suits_of_their_own() {
        let mut reader = CardReader::new(&Spelling::NUMBERS);
        let aces: [Card; 4] = reader.read_line((1, "1 1 1 1"), "four aces").unwrap();
        let shown: Vec<String> = aces.iter().map(Card::to_string).collect();
        assert_eq!(shown, ["Ac", "Ad", "Ah", "As"]);
        let fifth = reader.read_line::<2>((2, "13 1"), "two cards").unwrap_err();
        assert_eq!(fifth.to_string(), "line 2: a fifth card of one number: `1`");
        const LETTERS: Spelling = Spelling::ranks_alone("2 3 4 5 6 7 8 9 T J Q K A", false);
        let mut letters = CardReader::new(&LETTERS);
        let _: [Card; 4] = letters.read_line((1, "K K K K"), "four kings").unwrap();
        let fifth = letters.read_line::<1>((2, "K"), "a king").unwrap_err();
        assert_eq!(fifth.to_string(), "line 2: a fifth card of one rank: `K`");
        let bad = reader.read_line::<1>((3, "14"), "a card").unwrap_err();
        assert_eq!(
            bad.to_string(),
            "line 3: unknown card, expected a rank (2 3 4 5 6 7 8 9 10 11 12 13 1): `14`"
        );
    }

    #[test]
    fn lines_must_hold_the_right_count() {
        let mut reader = CardReader::new(&Spelling::RANK_SUIT);
        let two: [Card; 2] = reader.read_line((3, "Ah Kd"), "two cards").unwrap();
        assert_eq!(two[1].to_string(), "Kd");
        let short = reader.read_line::<3>((4, " 2c 3c "), "three cards");
        assert_eq!(
            short.unwrap_err().to_string(),
            "line 4: expected three cards, found 2 cards: `2c 3c`"
        );
        let long =
            CardReader::new(&Spelling::RANK_SUIT).read_line::<1>((5, "2c 3c 4c"), "one card");
        assert_eq!(
            long.unwrap_err().to_string(),
            "line 5: expected one card, found 3 cards: `3c`"
        );
    }
}
