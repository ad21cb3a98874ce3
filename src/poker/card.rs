//! Cards, ranks and suits; how they are spelled is [`crate::poker::Spelling`]'s.
//!
//! Each of [`Rank`], [`Suit`] and [`Card`] is one byte, and each has one index
//! convention: `from_index(usize)` and `index() -> usize`. Indices are for indexing
//! tables and arrays, which Rust does with `usize`, so callers never cast; the byte
//! is only storage (a `Card` is its bit in a card set, `16 * suit + rank`).

use crate::poker::Spelling;
use std::fmt;
use std::str::FromStr;

/// A card rank, 0 for the deuce up to 12 for the ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    /// The deuce, the lowest rank.
    pub const DEUCE: Rank = Rank(0);
    /// The three.
    pub const THREE: Rank = Rank(1);
    /// The four.
    pub const FOUR: Rank = Rank(2);
    /// The five, the top of the wheel.
    pub const FIVE: Rank = Rank(3);
    /// The six, short deck's lowest rank.
    pub const SIX: Rank = Rank(4);
    /// The seven.
    pub const SEVEN: Rank = Rank(5);
    /// The eight, the highest card of an eight-or-better low.
    pub const EIGHT: Rank = Rank(6);
    /// The nine.
    pub const NINE: Rank = Rank(7);
    /// The ten.
    pub const TEN: Rank = Rank(8);
    /// The jack.
    pub const JACK: Rank = Rank(9);
    /// The queen.
    pub const QUEEN: Rank = Rank(10);
    /// The king.
    pub const KING: Rank = Rank(11);
    /// The ace, the highest rank.
    pub const ACE: Rank = Rank(12);

    /// All 13 ranks from the deuce up.
    pub fn all() -> impl DoubleEndedIterator<Item = Rank> {
        (0..13).map(Rank)
    }

    /// The rank with index `i` (0 = deuce, 12 = ace).
    ///
    /// # Panics
    /// If `i >= 13` (at compile time in a `const`).
    pub const fn from_index(i: usize) -> Rank {
        assert!(i < 13, "a rank index is below 13");
        Rank(i as u8)
    }

    /// The index, 0 for the deuce up to 12 for the ace.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The usual one-character spelling: `2`..`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn symbol(self) -> char {
        b"23456789TJQKA"[self.0 as usize] as char
    }
}

/// The suits' words, by index.
const SUIT_WORDS: [&str; 4] = ["clubs", "diamonds", "hearts", "spades"];

/// A card suit. Suits make flushes, and break the last tie only where a ladder
/// orders them ([`crate::poker::Ladder::with_suits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Suit(u8);

impl Suit {
    /// Clubs, index 0.
    pub const CLUBS: Suit = Suit(0);
    /// Diamonds, index 1.
    pub const DIAMONDS: Suit = Suit(1);
    /// Hearts, index 2.
    pub const HEARTS: Suit = Suit(2);
    /// Spades, index 3.
    pub const SPADES: Suit = Suit(3);

    /// All four suits: clubs, diamonds, hearts, spades.
    pub fn all() -> impl Iterator<Item = Suit> {
        (0..4).map(Suit)
    }

    /// The suit with index `i` (0 clubs, 1 diamonds, 2 hearts, 3 spades).
    ///
    /// # Panics
    /// If `i >= 4` (at compile time in a `const`).
    pub const fn from_index(i: usize) -> Suit {
        assert!(i < 4, "a suit index is below 4");
        Suit(i as u8)
    }

    /// The index: 0 clubs, 1 diamonds, 2 hearts, 3 spades.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The lower-case letter `c`, `d`, `h` or `s`.
    pub fn symbol(self) -> char {
        b"cdhs"[self.0 as usize] as char
    }

    /// The suit's word in pokerstars' two-word spelling: `clubs`, `hearts`.
    pub fn word(self) -> &'static str {
        SUIT_WORDS[self.0 as usize]
    }
}

/// A playing card. Its bit in a [`crate::poker::CardSet`] is `16 * suit + rank`.
///
/// `FromStr` reads [`Spelling::RANK_SUIT`], rank then suit in either case, and
/// `Display` writes rank then lower-case suit (`Th`); every other spelling is a
/// [`Spelling`] value.
///
/// ```
/// use showdown::Card;
///
/// let ten: Card = "Th".parse().unwrap();
/// assert_eq!("tH".parse(), Ok(ten));
/// assert_eq!(ten.to_string(), "Th");
/// assert_eq!("1h".parse::<Card>().unwrap_err().to_string(), "unknown card `1h`");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of a rank and a suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit.0 * 16 + rank.0)
    }

    /// The card with dense index `i` in `0..52` (`13 * suit + rank`).
    ///
    /// # Panics
    /// If `i >= 52` (at compile time in a `const`).
    pub const fn from_index(i: usize) -> Card {
        assert!(i < 52, "a card index is below 52");
        Card::new(Rank((i % 13) as u8), Suit((i / 13) as u8))
    }

    /// The dense index in `0..52`: `13 * suit + rank`.
    pub fn index(self) -> usize {
        self.suit().index() * 13 + self.rank().index()
    }

    /// The card's bit position in a card set: `16 * suit + rank`.
    pub fn bit(self) -> u32 {
        self.0 as u32
    }

    pub(crate) fn from_bit(bit: u32) -> Card {
        Card(bit as u8)
    }

    /// The rank.
    pub const fn rank(self) -> Rank {
        Rank(self.0 & 15)
    }

    /// The suit.
    pub const fn suit(self) -> Suit {
        Suit(self.0 >> 4)
    }

    /// All 52 cards in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52).map(Card::from_index)
    }

    /// Parses whitespace-separated cards in the rank-then-suit spelling, such as
    /// `"Ah Kd 2c"`: the one way tests, benches and examples write a card list.
    ///
    /// # Errors
    /// The [`ParseCardError`] of the first word that names no card.
    pub fn parse_list(text: &str) -> Result<Vec<Card>, ParseCardError> {
        text.split_ascii_whitespace().map(str::parse).collect()
    }
}

/// Parses the rank-then-suit spelling, e.g. `TS`, `Ts` or `2c`.
impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        Spelling::RANK_SUIT.parse(text)
    }
}

/// Shows the card as rank then lower-case suit, e.g. `Ts`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().symbol())
    }
}

/// A card spelling that names no card; it quotes the bad text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError {
    text: String,
}

impl ParseCardError {
    pub(crate) fn new(text: &str) -> Self {
        ParseCardError {
            text: text.to_string(),
        }
    }

    /// The text that failed to parse.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown card `{}`", self.text)
    }
}

impl std::error::Error for ParseCardError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_and_from_str_agree() {
        for card in Card::all() {
            let shown = card.to_string();
            assert_eq!(shown.parse::<Card>(), Ok(card));
            let upper = shown.to_ascii_uppercase();
            assert_eq!(upper.parse::<Card>(), Ok(card));
            assert_eq!(
                card.suit().word(),
                Spelling::WORDS.spell(card).split(' ').nth(1).unwrap()
            );
        }
    }

    #[test]
    fn lists_split_on_any_whitespace() {
        let list = Card::parse_list(" Ah\tkd\n2C ").unwrap();
        assert_eq!(
            list,
            [
                Card::from_index(38),
                Card::from_index(24),
                Card::from_index(0)
            ]
        );
        assert_eq!(Card::parse_list(""), Ok(vec![]));
        assert_eq!(Card::parse_list("Ah 1d Kd").unwrap_err().text(), "1d");
    }

    #[test]
    fn indices_round_trip() {
        for i in 0..52 {
            assert_eq!(Card::from_index(i).index(), i);
        }
        assert_eq!("As".parse::<Card>().unwrap().rank(), Rank::ACE);
    }

    #[test]
    fn bad_spellings_are_quoted() {
        for bad in ["", "T", "1S", "TX", "TSS", "10S", "ST"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert_eq!(err.text(), bad);
            assert_eq!(err.to_string(), format!("unknown card `{bad}`"));
        }
    }
}
