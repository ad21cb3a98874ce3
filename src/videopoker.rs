//! Video poker, exactly: five-card draw against a pay table, the best of the 32
//! holds of any deal, and the whole game under optimal play, with wild cards.
//!
//! The rules, in our words: five cards are dealt from the deck; the player keeps
//! any of them and each card thrown away is replaced from the cards not dealt, so
//! keeping k of a deck of n cards gives C(n - 5, 5 - k) equally likely draws. The
//! final hand is paid once, by the pay table, for its single strongest category
//! (a full house is not also a pair). A straight takes the ace high or low, never
//! both. A wild card plays as any of the 52 cards, even one already in the hand.
//!
//! The parts, one idea each:
//!
//! - `deck.rs`: [`Deck`] (52 cards, deuces wild, one or two jokers) and its
//!   [`DeckCard`]s;
//! - `category.rs`: [`Category`], the 16 categories every game is paid by, and
//!   [`Ranking`], a deck with its lowest high pair, which puts five cards in one;
//! - `pay_table.rs`: [`PayTable`] and the published tables;
//! - `count_tables.rs`: [`CountTables`], N(S) for every set S of at most four cards,
//!   by shape, built once per ranking and shared by every pay table;
//! - `holds.rs`: [`Game`] (tables and a pay table), the 32 [`HoldValue`]s of a deal
//!   by inclusion–exclusion, and the best one under a [`TieRule`];
//! - `suit_classes.rs`: the deals up to suits, with their weights;
//! - `whole_game.rs`: [`Game::analyze`] and its [`Analysis`].
//!
//! Everything is integers: counts, payout sums, and comparisons by
//! cross-multiplication, never floating sums.
//!
//! ```
//! use showdown::Card;
//! use showdown::fraction::Fraction;
//! use showdown::videopoker::{CountTables, DeckCard, Game, PayTable, Ranking, TieRule};
//!
//! // HDU 2775's sample: every pair pays.
//! let tables = CountTables::new(Ranking::ANY_PAIR);
//! let game = Game::new(&tables, PayTable::from_nine([1, 2, 3, 4, 5, 10, 25, 100, 250]));
//! let cards: Vec<DeckCard> = Card::parse_list("2d 4h 5d 3c 9c").unwrap().into_iter().map(DeckCard::from).collect();
//! let best = game.best_hold(&cards.try_into().unwrap(), TieRule::FewestKept);
//! assert_eq!(best.expected(), Fraction::new(44, 47));
//! ```

mod category;
mod count_tables;
mod deck;
mod holds;
mod pay_table;
mod suit_classes;
mod whole_game;

pub use category::{CATEGORIES, Category, Ranking};
pub use count_tables::CountTables;
pub use deck::{Deck, DeckCard};
pub use holds::{Game, HoldValue, TieRule};
pub use pay_table::PayTable;
pub use whole_game::Analysis;
