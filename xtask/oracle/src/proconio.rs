//! Reading cards with proconio's `input!`, for quick brute forces and contest code.
//!
//! [`Card`] is `Readable` already, through proconio's own impl for every `FromStr`
//! type: one token spelled rank then suit (`Th`). The two markers here read the
//! other two spellings as a `Card`: [`SuitRank`] (one token, `HT`) and [`Words`]
//! (two tokens, `10 hearts`). Like all of proconio's readers they panic on bad
//! input, so the judge binaries never use them: they must refuse bad input with
//! one line that names its place (see `showdown::input`).
//!
//! ```
//! use proconio::input;
//! use proconio::source::once::OnceSource;
//! use showdown::Card;
//! use oracle::proconio::{SuitRank, Words};
//!
//! let source = OnceSource::from("Ah Kd 2c 3c 4c\nSA HT\n10 hearts\n");
//! input! {
//!     from source,
//!     hand: [Card; 5],
//!     hole: [SuitRank; 2],
//!     ten: Words,
//! }
//! assert_eq!(hand, Card::parse_list("Ah Kd 2c 3c 4c").unwrap());
//! assert_eq!(hole[0].to_string(), "As");
//! assert_eq!(ten, hole[1]);
//! ```

use ::proconio::source::{Readable, Source};
use showdown::poker::{Card, Spelling};
use std::io::BufRead;

/// Reads one card spelled suit then rank, such as `HT` or `s4` (holdem's spelling).
///
/// # Panics
/// Reading panics at the end of the input or on a token that names no card.
pub enum SuitRank {}

impl Readable for SuitRank {
    type Output = Card;

    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Card {
        let token = source.next_token_unwrap();
        Spelling::SUIT_RANK
            .parse(token)
            .unwrap_or_else(|err| panic!("suit then rank: {err}"))
    }
}

/// Reads one card spelled as two words, rank then suit, such as `10 hearts` or
/// `K spades` (pokerstars' spelling).
///
/// # Panics
/// Reading panics at the end of the input or on words that name no card.
pub enum Words {}

impl Readable for Words {
    type Output = Card;

    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Card {
        // The rank word must be copied: the source lends one token at a time.
        let rank = source.next_token_unwrap().to_owned();
        let suit = source.next_token_unwrap();
        Spelling::WORDS
            .parse_words(&rank, suit)
            .unwrap_or_else(|err| panic!("two words: {err}"))
    }
}
