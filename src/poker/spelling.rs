//! How a statement writes a card, as a value: the ranks' and suits' symbols, which
//! comes first, whether case matters, and whether the two are separate words.
//!
//! A [`Spelling`] is a few strings and a byte table, built at compile time (its
//! constructors are `const fn`). A one-byte symbol is one lookup in the table, which
//! large inputs need; a longer one (`10`, `hearts`) is matched as bytes. Every
//! spelling is read by the same few lines, which keeps what a bundle carries small.

use crate::poker::{Card, ParseCardError, Rank, Suit};

/// Which of a card's two parts comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The rank, then the suit: `Th`.
    RankFirst,
    /// The suit, then the rank: `HT`.
    SuitFirst,
}

/// One way of writing cards.
///
/// ```
/// use showdown::poker::{Card, Order, Spelling};
///
/// let ten_of_hearts: Card = "Th".parse().unwrap();
/// assert_eq!(Spelling::SUIT_RANK.parse("HT"), Ok(ten_of_hearts));
/// assert_eq!(Spelling::WORDS.parse_words("10", "hearts"), Ok(ten_of_hearts));
/// // Rhinoceros Beetle's: the ten as `X`, lower-case suits, case exact.
/// const X: Spelling = Spelling::new("2 3 4 5 6 7 8 9 X J Q K A", "c d h s", Order::RankFirst, false);
/// assert_eq!(X.parse("Xh"), Ok(ten_of_hearts));
/// assert!(X.parse("XH").is_err() && X.parse("Th").is_err());
/// assert_eq!(X.expected(), "a rank (2 3 4 5 6 7 8 9 X J Q K A) then a suit (c d h s)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spelling {
    /// The ranks' symbols separated by single spaces, the deuce first, the ace last.
    ranks: &'static str,
    /// The suits' symbols so, clubs, diamonds, hearts, spades; empty for ranks alone.
    suits: &'static str,
    /// Which part comes first.
    order: Order,
    /// Whether letters match in either case.
    any_case: bool,
    /// Each byte's index plus one as a one-byte rank symbol (low nibble) and suit
    /// symbol (high nibble), 0 where it is none: the common card is two lookups.
    table: [u8; 256],
}

impl Spelling {
    /// Rank then suit, in either case: `TH`, `Th`, `2c` (decision, euler54, and
    /// [`Card`]'s `FromStr`).
    pub const RANK_SUIT: Spelling = Spelling::new(RANK_LETTERS, "C D H S", Order::RankFirst, true);
    /// Suit then rank, in either case: `HT`, `C2` (holdem).
    pub const SUIT_RANK: Spelling = Spelling::new(RANK_LETTERS, "C D H S", Order::SuitFirst, true);
    /// Two words, the ten as `10` and the suit as a word, in either case: `10 hearts`
    /// (pokerstars).
    pub const WORDS: Spelling = Spelling::new(
        "2 3 4 5 6 7 8 9 10 J Q K A",
        "clubs diamonds hearts spades",
        Order::RankFirst,
        true,
    );
    /// Ranks alone, as numbers from 1 to 13 with the ace as 1, for statements
    /// without suits.
    pub const NUMBERS: Spelling = Spelling::ranks_alone("2 3 4 5 6 7 8 9 10 11 12 13 1", false);

    /// Cards of a rank and a suit in `order`: the 13 ranks from the deuce to the
    /// ace, and the 4 suits, clubs, diamonds, hearts, spades, each list separated by
    /// single spaces (`"2 3 4 5 6 7 8 9 10 J Q K A"`, `"c d h s"`); letters match in
    /// either case if `any_case`. A card is one word with a one-byte suit
    /// ([`Spelling::parse`], `10h`) or, where the statement separates them, two
    /// ([`Spelling::parse_words`], `10 hearts`).
    ///
    /// # Panics
    /// At compile time, for a `const`, if there are not 13 ranks and 4 suits.
    pub const fn new(
        ranks: &'static str,
        suits: &'static str,
        order: Order,
        any_case: bool,
    ) -> Spelling {
        let table = mark(mark([0; 256], ranks, 1, any_case), suits, 16, any_case);
        Spelling {
            ranks,
            suits,
            order,
            any_case,
            table,
        }
    }

    /// Ranks alone, without suits: [`crate::input::CardReader`] gives each card the
    /// lowest suit its rank has not had yet, so the cards are a real deal (for
    /// rules without suits, under which suits never matter), and refuses a fifth.
    ///
    /// # Panics
    /// At compile time, for a `const`, if there are not 13 ranks.
    pub const fn ranks_alone(ranks: &'static str, any_case: bool) -> Spelling {
        Spelling {
            ranks,
            suits: "",
            order: Order::RankFirst,
            any_case,
            table: mark([0; 256], ranks, 1, any_case),
        }
    }

    /// Whether cards have suits; without, a card is its rank alone.
    pub fn has_suits(&self) -> bool {
        !self.suits.is_empty()
    }

    /// The card one word spells, a rank and a one-byte suit; for ranks alone, the
    /// rank's card of clubs (a [`crate::input::CardReader`] gives it the next suit
    /// its rank has not had).
    ///
    /// # Errors
    /// A [`ParseCardError`] quoting `text` when it spells no card.
    pub fn parse(&self, text: &str) -> Result<Card, ParseCardError> {
        self.card_of(text).ok_or_else(|| ParseCardError::new(text))
    }

    fn card_of(&self, text: &str) -> Option<Card> {
        if self.suits.is_empty() {
            return Some(Card::new(self.rank_of(text)?, Suit::from_index(0)));
        }
        // `get` refuses a cut inside a character, which text that is not ASCII may
        // put there.
        let bytes = text.as_bytes();
        let (rank, suit) = match self.order {
            Order::RankFirst => (text.get(..bytes.len().checked_sub(1)?)?, *bytes.last()?),
            Order::SuitFirst => (text.get(1..)?, *bytes.first()?),
        };
        let suit = (self.table[suit as usize] >> 4).checked_sub(1)?;
        Some(Card::new(
            self.rank_of(rank)?,
            Suit::from_index(suit as usize),
        ))
    }

    /// The card spelled by the longest start of `text` that spells one, and that
    /// start's length in bytes: how a glued deck (`S10SJH3`, `AAKK2TJ`) is cut,
    /// where a ten of two characters must win over a one of one.
    pub fn longest_card(&self, text: &str) -> Option<(Card, usize)> {
        self.card_within(text, self.longest())
    }

    /// [`Spelling::longest_card`], looking at most `longest` bytes ahead: the
    /// reader of a glued line asks [`Spelling::longest`] once for all its cards
    /// (asked for each card, it cost half of ucfholdem's time).
    pub(crate) fn card_within(&self, text: &str, longest: usize) -> Option<(Card, usize)> {
        (1..=longest.min(text.len()))
            .rev()
            .find_map(|n| Some((self.card_of(text.get(..n)?)?, n)))
    }

    /// The longest card's length in bytes, the longest rank and suit together.
    pub(crate) fn longest(&self) -> usize {
        longest_symbol(self.ranks) + longest_symbol(self.suits)
    }

    /// The length of the shortest card in this spelling, in characters.
    pub fn shortest_card(&self) -> usize {
        let symbol = |list: &str| {
            list.split(' ')
                .map(|s| s.chars().count())
                .min()
                .unwrap_or(0)
        };
        symbol(self.ranks) + symbol(self.suits)
    }

    /// The card that a rank word and a suit word spell, such as `10` `hearts`.
    ///
    /// # Errors
    /// A [`ParseCardError`] quoting both words when they spell no card.
    pub fn parse_words(&self, rank: &str, suit: &str) -> Result<Card, ParseCardError> {
        match (self.rank_of(rank), self.index_in(self.suits, suit)) {
            (Some(r), Some(s)) => Ok(Card::new(r, Suit::from_index(s))),
            _ => Err(ParseCardError::new(&format!("{rank} {suit}"))),
        }
    }

    /// The rank `text` spells.
    pub fn rank_of(&self, text: &str) -> Option<Rank> {
        // One byte is one lookup, as large inputs need: matching strings costs
        // more than all the rest of decision's work.
        let index = match *text.as_bytes() {
            [b] => (self.table[b as usize] & 15) as usize,
            _ => self.index_in(self.ranks, text)? + 1,
        };
        index.checked_sub(1).map(Rank::from_index)
    }

    /// The index of `text` among the symbols of `list`.
    fn index_in(&self, list: &str, text: &str) -> Option<usize> {
        // Split as bytes: a `str` split by a `char` costs several times more.
        let mut symbols = list.as_bytes().split(|&b| b == b' ');
        symbols.position(|symbol| self.same(text, symbol))
    }

    /// Whether `text` is `symbol`, in either case where the spelling allows it.
    fn same(&self, text: &str, symbol: &[u8]) -> bool {
        text.as_bytes() == symbol || self.any_case && text.as_bytes().eq_ignore_ascii_case(symbol)
    }

    /// What a card must look like, for error messages: `a rank (2 3 4 5 6 7 8 9 T J Q
    /// K A) then a suit (C D H S)`.
    pub fn expected(&self) -> String {
        let (ranks, suits) = (self.ranks, self.suits);
        match (suits.is_empty(), self.order) {
            (true, _) => format!("a rank ({ranks})"),
            (false, Order::RankFirst) => format!("a rank ({ranks}) then a suit ({suits})"),
            (false, Order::SuitFirst) => format!("a suit ({suits}) then a rank ({ranks})"),
        }
    }

    /// How `card` is written in this spelling: `TH`, `HT`, `10 hearts` (two words
    /// where the suits are words), or `10` for ranks alone; for generators and tests.
    pub fn spell(&self, card: Card) -> String {
        let symbol = |list: &str, i: usize| list.split(' ').nth(i).unwrap_or("").to_string();
        let (rank, suit) = (
            symbol(self.ranks, card.rank().index()),
            symbol(self.suits, card.suit().index()),
        );
        match self.order {
            _ if suit.len() > 1 => format!("{rank} {suit}"),
            Order::RankFirst => rank + &suit,
            Order::SuitFirst => suit + &rank,
        }
    }
}

/// The usual rank symbols, the ten as `T`.
const RANK_LETTERS: &str = "2 3 4 5 6 7 8 9 T J Q K A";

/// The length in bytes of the longest of the space-separated symbols of `list`: a
/// loop over the bytes, where a `split` cost a tenth of ucfholdem's time, asked once
/// a line.
fn longest_symbol(list: &str) -> usize {
    let (mut longest, mut run) = (0, 0);
    for &b in list.as_bytes() {
        run = if b == b' ' { 0 } else { run + 1 };
        longest = longest.max(run);
    }
    longest
}

/// `table` with each one-byte symbol of `list` (separated by single spaces) marked
/// `unit` times its index plus one, in both cases if `any_case`.
///
/// # Panics
/// If `list` does not hold 13 symbols for the ranks (`unit` 1) or 4 for the suits.
const fn mark(mut table: [u8; 256], list: &str, unit: u8, any_case: bool) -> [u8; 256] {
    let (bytes, mut index, mut start, mut i) = (list.as_bytes(), 1, 0, 0);
    while i <= bytes.len() {
        if i == bytes.len() || bytes[i] == b' ' {
            if i == start + 1 {
                let b = bytes[start];
                table[b as usize] |= unit * index;
                if any_case {
                    table[b.to_ascii_lowercase() as usize] |= unit * index;
                    table[b.to_ascii_uppercase() as usize] |= unit * index;
                }
            }
            index += 1;
            start = i + 1;
        }
        i += 1;
    }
    // The ranks are marked 1 to 13, the suits 16 to 64.
    assert!(
        index == if unit == 1 { 14 } else { 5 },
        "13 ranks and 4 suits"
    );
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_spellings_round_trip_every_card() {
        for card in Card::all() {
            for spelling in [Spelling::RANK_SUIT, Spelling::SUIT_RANK] {
                let text = spelling.spell(card);
                assert_eq!(spelling.parse(&text), Ok(card), "{text}");
                assert_eq!(spelling.parse(&text.to_ascii_lowercase()), Ok(card));
            }
            let words = Spelling::WORDS.spell(card);
            let (rank, suit) = words.split_once(' ').unwrap();
            assert_eq!(Spelling::WORDS.parse_words(rank, suit), Ok(card));
            assert_eq!(
                Spelling::WORDS.parse_words(rank, &suit.to_ascii_uppercase()),
                Ok(card)
            );
            let number = Spelling::NUMBERS.spell(card);
            assert_eq!(Spelling::NUMBERS.rank_of(&number), Some(card.rank()));
        }
    }

    #[test]
    fn other_spellings() {
        let ten: Card = "Th".parse().unwrap();
        let lower_x = Spelling::new(
            "2 3 4 5 6 7 8 9 X J Q K A",
            "c d h s",
            Order::RankFirst,
            false,
        );
        assert_eq!(lower_x.parse("Xh"), Ok(ten));
        for bad in ["XH", "xh", "Th", "10h", "X", "Xhh", "hX", "", "\u{e9}h"] {
            assert_eq!(lower_x.parse(bad).unwrap_err().text(), bad);
        }
        let ten_as_10 = Spelling::new(Spelling::WORDS.ranks, "C D H S", Order::RankFirst, false);
        assert_eq!(ten_as_10.parse("10H"), Ok(ten));
        assert_eq!(ten_as_10.parse("2C"), Ok("2c".parse().unwrap()));
        assert!(ten_as_10.parse("TH").is_err() && ten_as_10.parse("10h").is_err());
        let suit_first_10 = Spelling::new(Spelling::WORDS.ranks, "c d h s", Order::SuitFirst, true);
        assert_eq!(suit_first_10.parse("h10"), Ok(ten));
        assert_eq!(suit_first_10.parse("H10"), Ok(ten));
        assert_eq!(suit_first_10.spell(ten), "h10");
        assert_eq!(Spelling::NUMBERS.rank_of("1"), Some(Rank::ACE));
        assert_eq!(Spelling::NUMBERS.rank_of("13"), Some(Rank::from_index(11)));
        assert_eq!(
            Spelling::NUMBERS
                .rank_of("14")
                .or(Spelling::NUMBERS.rank_of("0")),
            None
        );
        assert!(!Spelling::NUMBERS.has_suits() && Spelling::WORDS.has_suits());
        // A one-word card's suit is one byte: suit words make two-word cards.
        assert!(Spelling::WORDS.parse("10hearts").is_err());
        assert!(Spelling::WORDS.parse("10 hearts").is_err());
        assert_eq!(Spelling::NUMBERS.parse("10"), Ok("Tc".parse().unwrap()));
        assert!(Spelling::RANK_SUIT.parse_words("T", "h").is_ok());
        assert!(Spelling::RANK_SUIT.parse("10h").is_err());
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
            "a suit (C D H S) then a rank (2 3 4 5 6 7 8 9 T J Q K A)"
        );
        assert_eq!(
            Spelling::NUMBERS.expected(),
            "a rank (2 3 4 5 6 7 8 9 10 11 12 13 1)"
        );
    }

    #[test]
    #[should_panic(expected = "13 ranks and 4 suits")]
    fn a_list_of_the_wrong_length_is_refused() {
        Spelling::new("2 3 4 5 6 7 8 9 T J Q K", "c d h s", Order::RankFirst, true);
    }
}
