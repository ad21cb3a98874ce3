//! How a statement writes a card, as a value: the ranks' and suits' symbols, which
//! comes first, whether case matters, and whether the two are separate words.
//!
//! A [`Spelling`] is built at compile time ([`Spelling::new`] is a `const fn`) with a
//! byte table for its one-byte symbols, so the common two-byte card is two table
//! lookups; longer symbols (`10`, `hearts`, ranks as numbers) are matched as text.

use crate::poker::{Card, ParseCardError, Rank, Suit};

/// Which of a card's two parts comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The rank, then the suit: `Th`.
    RankFirst,
    /// The suit, then the rank: `HT`.
    SuitFirst,
}

/// In [`Spelling::table`]: a byte's rank index plus one in the low nibble, its suit
/// index plus one in the high one, 0 where it is no one-byte symbol of that kind.
const NONE: u8 = 0;

/// One way of writing cards.
///
/// ```
/// use showdown::poker::{Card, Order, Spelling};
///
/// let ten_of_hearts: Card = "Th".parse().unwrap();
/// assert_eq!(Spelling::SUIT_RANK.parse("HT"), Ok(ten_of_hearts));
/// assert_eq!(Spelling::WORDS.parse_words("10", "hearts"), Ok(ten_of_hearts));
/// // Rhinoceros Beetle's: the ten as `X`, lower-case suits, case exact.
/// let x: Spelling = Spelling::new(
///     ["2", "3", "4", "5", "6", "7", "8", "9", "X", "J", "Q", "K", "A"],
///     ["c", "d", "h", "s"],
///     Order::RankFirst,
///     false,
/// );
/// assert_eq!(x.parse("Xh"), Ok(ten_of_hearts));
/// assert!(x.parse("XH").is_err() && x.parse("Th").is_err());
/// assert_eq!(x.expected(), "a rank (2 3 4 5 6 7 8 9 X J Q K A) then a suit (c d h s)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spelling {
    /// Each rank's symbol, the deuce first and the ace last.
    ranks: [&'static str; 13],
    /// Each suit's symbol, clubs, diamonds, hearts, spades; all empty for ranks alone.
    suits: [&'static str; 4],
    /// Which part comes first.
    order: Order,
    /// Whether letters match in either case.
    any_case: bool,
    /// Whether rank and suit are two words: so when the suits' symbols are words.
    two_words: bool,
    /// Each byte's meaning as a one-byte rank and suit symbol (see [`NONE`]).
    table: [u8; 256],
}

/// The usual rank symbols, the ten as `T`.
const RANK_LETTERS: [&str; 13] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
];
/// The suit letters, in either case.
const SUIT_LETTERS: [&str; 4] = ["c", "d", "h", "s"];

impl Spelling {
    /// Rank then suit, in either case: `Th`, `TH`, `2c` (decision, euler54, and
    /// [`Card`]'s `FromStr`).
    pub const RANK_SUIT: Spelling =
        Spelling::new(RANK_LETTERS, SUIT_LETTERS, Order::RankFirst, true);
    /// Suit then rank, in either case: `HT`, `C2` (holdem).
    pub const SUIT_RANK: Spelling =
        Spelling::new(RANK_LETTERS, SUIT_LETTERS, Order::SuitFirst, true);
    /// Two words, the ten as `10` and the suit as a word in either case: `10 hearts`
    /// (pokerstars).
    pub const WORDS: Spelling = Spelling::new(
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ],
        ["clubs", "diamonds", "hearts", "spades"],
        Order::RankFirst,
        true,
    );
    /// Ranks alone, as numbers from 1 to 13 with the ace as 1, for statements
    /// without suits; [`crate::input::CardReader`] gives each card a suit of its own.
    pub const NUMBERS: Spelling = Spelling::new(
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "1",
        ],
        ["", "", "", ""],
        Order::RankFirst,
        false,
    );

    /// The spelling with these symbols: ranks from the deuce to the ace, suits clubs,
    /// diamonds, hearts, spades (all `""` for ranks alone); the order of the parts;
    /// and whether letters match in either case. Suits longer than one byte make
    /// rank and suit two words, as in `10 hearts`.
    ///
    /// # Panics
    /// At compile time, for a `const`, if a rank's symbol is empty or two one-byte
    /// symbols of a kind share a byte.
    pub const fn new(
        ranks: [&'static str; 13],
        suits: [&'static str; 4],
        order: Order,
        any_case: bool,
    ) -> Spelling {
        let mut table = [NONE; 256];
        let mut i = 0;
        while i < 13 {
            assert!(!ranks[i].is_empty(), "every rank needs a symbol");
            table = mark(table, ranks[i], i as u8 + 1, any_case);
            i += 1;
        }
        let two_words = suits[0].len() > 1;
        let mut s = 0;
        while s < 4 {
            table = mark(table, suits[s], (s as u8 + 1) << 4, any_case);
            s += 1;
        }
        Spelling {
            ranks,
            suits,
            order,
            any_case,
            two_words,
            table,
        }
    }

    /// Whether cards have suits; without, a card is its rank alone.
    pub fn has_suits(&self) -> bool {
        !self.suits[0].is_empty()
    }

    /// Whether a card is two words, rank then suit (read with [`Spelling::parse_words`]).
    pub fn is_two_words(&self) -> bool {
        self.two_words
    }

    /// The card `text` spells, for spellings of one word with suits.
    ///
    /// # Errors
    /// A [`ParseCardError`] quoting `text` when it spells no card.
    #[inline]
    pub fn parse(&self, text: &str) -> Result<Card, ParseCardError> {
        let bytes = text.as_bytes();
        // The common case, a one-byte rank and suit: two lookups.
        if let &[a, b] = bytes {
            let (r, s) = match self.order {
                Order::RankFirst => (a, b),
                Order::SuitFirst => (b, a),
            };
            let (r, s) = (self.table[r as usize] & 15, self.table[s as usize] >> 4);
            if r != NONE && s != NONE {
                return Ok(Card::new(
                    Rank::from_index(r as usize - 1),
                    Suit::from_index(s as usize - 1),
                ));
            }
        }
        self.parse_long(text)
            .ok_or_else(|| ParseCardError::new(text))
    }

    /// A card with a symbol longer than one byte, such as `10h`.
    fn parse_long(&self, text: &str) -> Option<Card> {
        let bytes = text.as_bytes();
        (0..4).find_map(|s| {
            let n = self.suits[s].len();
            if self.two_words || !self.has_suits() || bytes.len() <= n {
                return None;
            }
            let (suit, rank) = match self.order {
                Order::RankFirst => (&bytes[bytes.len() - n..], &bytes[..bytes.len() - n]),
                Order::SuitFirst => (&bytes[..n], &bytes[n..]),
            };
            let rank = self.rank_of(rank)?;
            self.same(suit, self.suits[s])
                .then(|| Card::new(rank, Suit::from_index(s)))
        })
    }

    /// The card that a rank word and a suit word spell, for two-word spellings.
    ///
    /// # Errors
    /// A [`ParseCardError`] quoting both words when they spell no card.
    pub fn parse_words(&self, rank: &str, suit: &str) -> Result<Card, ParseCardError> {
        let suit_index = (0..4).find(|&s| self.same(suit.as_bytes(), self.suits[s]));
        match (self.rank_of(rank.as_bytes()), suit_index) {
            (Some(r), Some(s)) if self.two_words => Ok(Card::new(r, Suit::from_index(s))),
            _ => Err(ParseCardError::new(&format!("{rank} {suit}"))),
        }
    }

    /// The rank `text` spells, for spellings of ranks alone (or the rank part of any).
    ///
    /// # Errors
    /// A [`ParseCardError`] quoting `text` when it spells no rank.
    pub fn parse_rank(&self, text: &str) -> Result<Rank, ParseCardError> {
        self.rank_of(text.as_bytes())
            .ok_or_else(|| ParseCardError::new(text))
    }

    fn rank_of(&self, text: &[u8]) -> Option<Rank> {
        (0..13)
            .find(|&r| self.same(text, self.ranks[r]))
            .map(Rank::from_index)
    }

    /// Whether `text` is `symbol`, in either case where the spelling allows it.
    fn same(&self, text: &[u8], symbol: &str) -> bool {
        if self.any_case {
            text.eq_ignore_ascii_case(symbol.as_bytes())
        } else {
            text == symbol.as_bytes()
        }
    }

    /// What a card must look like, for error messages: `a rank (2 3 4 5 6 7 8 9 T J Q
    /// K A) then a suit (c d h s)`.
    pub fn expected(&self) -> String {
        let ranks = format!("a rank ({})", self.ranks.join(" "));
        let suits = format!("a suit ({})", self.suits.join(" "));
        match (self.has_suits(), self.order) {
            (false, _) => ranks,
            (true, Order::RankFirst) => format!("{ranks} then {suits}"),
            (true, Order::SuitFirst) => format!("{suits} then {ranks}"),
        }
    }

    /// How the card is written: `Th`, `HT`, `10 hearts`, or `10` for ranks alone.
    pub fn write(&self, card: Card) -> String {
        let (rank, suit) = (
            self.ranks[card.rank().index()],
            self.suits[card.suit().index()],
        );
        match (self.order, self.two_words) {
            (_, true) => format!("{rank} {suit}"),
            (Order::RankFirst, false) => format!("{rank}{suit}"),
            (Order::SuitFirst, false) => format!("{suit}{rank}"),
        }
    }
}

/// `table` with `symbol`, when it is one byte, marked `tag` (in both cases if
/// `any_case`), refusing a byte already marked for that kind.
const fn mark(mut table: [u8; 256], symbol: &str, tag: u8, any_case: bool) -> [u8; 256] {
    if symbol.len() != 1 {
        return table;
    }
    let kind = if tag > 15 { 0xf0 } else { 0x0f };
    let byte = symbol.as_bytes()[0];
    let cases = if any_case {
        [byte.to_ascii_lowercase(), byte.to_ascii_uppercase()]
    } else {
        [byte, byte]
    };
    let mut i = 0;
    while i < 2 {
        let b = cases[i] as usize;
        assert!(
            table[b] & kind == 0 || table[b] & kind == tag,
            "two symbols share a byte"
        );
        table[b] |= tag;
        i += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_spellings_round_trip_every_card() {
        for card in Card::all() {
            for spelling in [Spelling::RANK_SUIT, Spelling::SUIT_RANK] {
                let text = spelling.write(card);
                assert_eq!(spelling.parse(&text), Ok(card), "{text}");
                assert_eq!(spelling.parse(&text.to_ascii_uppercase()), Ok(card));
            }
            let words = Spelling::WORDS.write(card);
            let (rank, suit) = words.split_once(' ').unwrap();
            assert_eq!(Spelling::WORDS.parse_words(rank, suit), Ok(card));
            assert_eq!(
                Spelling::WORDS.parse_words(rank, &suit.to_ascii_uppercase()),
                Ok(card)
            );
            assert_eq!(
                Spelling::NUMBERS.parse_rank(&Spelling::NUMBERS.write(card)),
                Ok(card.rank())
            );
        }
    }

    #[test]
    fn other_spellings() {
        let ten: Card = "Th".parse().unwrap();
        let lower_x = Spelling::new(
            [
                "2", "3", "4", "5", "6", "7", "8", "9", "X", "J", "Q", "K", "A",
            ],
            SUIT_LETTERS,
            Order::RankFirst,
            false,
        );
        assert_eq!(lower_x.parse("Xh"), Ok(ten));
        for bad in ["XH", "xh", "Th", "10h", "X", "Xhh", "hX"] {
            assert_eq!(lower_x.parse(bad).unwrap_err().text(), bad);
        }
        let ten_as_10 = Spelling::new(
            Spelling::WORDS.ranks,
            ["C", "D", "H", "S"],
            Order::RankFirst,
            false,
        );
        assert_eq!(ten_as_10.parse("10H"), Ok(ten));
        assert_eq!(ten_as_10.parse("2C"), Ok("2c".parse().unwrap()));
        assert!(ten_as_10.parse("TH").is_err() && ten_as_10.parse("10h").is_err());
        let suit_first_10 =
            Spelling::new(Spelling::WORDS.ranks, SUIT_LETTERS, Order::SuitFirst, true);
        assert_eq!(suit_first_10.parse("h10"), Ok(ten));
        assert_eq!(suit_first_10.write(ten), "h10");
        assert_eq!(Spelling::NUMBERS.parse_rank("1"), Ok(Rank::ACE));
        assert_eq!(Spelling::NUMBERS.parse_rank("13"), Ok(Rank::from_index(11)));
        assert!(
            Spelling::NUMBERS.parse_rank("14").is_err()
                && Spelling::NUMBERS.parse_rank("0").is_err()
        );
        assert!(!Spelling::NUMBERS.has_suits() && Spelling::WORDS.is_two_words());
        assert!(Spelling::WORDS.parse("10hearts").is_err());
        assert!(Spelling::RANK_SUIT.parse_words("T", "h").is_err());
        assert_eq!(
            Spelling::WORDS
                .parse_words("11", "cups")
                .unwrap_err()
                .to_string(),
            "unknown card `11 cups`"
        );
    }

    #[test]
    fn expected_names_the_symbols() {
        assert_eq!(
            Spelling::SUIT_RANK.expected(),
            "a suit (c d h s) then a rank (2 3 4 5 6 7 8 9 T J Q K A)"
        );
        assert_eq!(
            Spelling::NUMBERS.expected(),
            "a rank (2 3 4 5 6 7 8 9 10 11 12 13 1)"
        );
    }
}
