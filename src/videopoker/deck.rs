//! The decks video poker deals from, their cards, and the rank class each card
//! plays as: its natural rank, or wild.

use crate::poker::Card;

/// The rank classes: the 13 natural ranks (0 for the deuce up to 12 for the ace),
/// then one class for every wild card.
pub(crate) const CLASSES: usize = 14;
/// The rank class of a wild card.
pub(crate) const WILD: usize = 13;

/// A video poker deck: its cards, and which of them are wild.
///
/// A wild card plays as any card of the 52, of any rank and suit, even one already
/// in the hand, so five of a kind is possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deck {
    /// The 52 cards, none wild.
    Standard,
    /// The 52 cards with the four deuces wild.
    DeucesWild,
    /// The 52 cards and one joker, which is wild.
    OneJoker,
    /// The 52 cards and two jokers, both wild.
    TwoJokers,
}

impl Deck {
    /// Every deck.
    pub const ALL: [Deck; 4] = [
        Deck::Standard,
        Deck::DeucesWild,
        Deck::OneJoker,
        Deck::TwoJokers,
    ];

    /// The number of cards: 52, 52, 53 or 54.
    pub fn size(self) -> usize {
        52 + self.jokers()
    }

    /// The number of jokers: 0, 0, 1 or 2.
    pub fn jokers(self) -> usize {
        match self {
            Deck::Standard | Deck::DeucesWild => 0,
            Deck::OneJoker => 1,
            Deck::TwoJokers => 2,
        }
    }

    /// The number of wild cards: 0, 4, 1 or 2.
    pub fn wild_cards(self) -> usize {
        match self {
            Deck::DeucesWild => 4,
            deck => deck.jokers(),
        }
    }

    /// The cards of the deck in index order: the 52 as [`Card::index`], then the jokers.
    pub fn cards(self) -> impl Iterator<Item = DeckCard> {
        (0..self.size() as u8).map(DeckCard)
    }

    /// Whether `card` is one of this deck's cards.
    pub fn contains(self, card: DeckCard) -> bool {
        card.index() < self.size()
    }

    /// Whether `card` is wild in this deck.
    pub fn is_wild(self, card: DeckCard) -> bool {
        self.class(card) == WILD
    }

    /// The rank class `card` plays as: its rank's index, or [`WILD`].
    pub(crate) fn class(self, card: DeckCard) -> usize {
        match card.card() {
            None => WILD,
            Some(card) if self == Deck::DeucesWild && card.rank().index() == 0 => WILD,
            Some(card) => card.rank().index(),
        }
    }

    /// How many cards of each rank class the deck holds.
    pub(crate) fn class_sizes(self) -> [u8; CLASSES] {
        let mut sizes = [4; CLASSES];
        sizes[WILD] = self.wild_cards() as u8;
        if self == Deck::DeucesWild {
            sizes[0] = 0;
        }
        sizes
    }
}

/// A card of a video poker deck: one of the 52, or a joker.
///
/// Its index is [`Card::index`] (`13 * suit + rank`) for the 52, then 52 and 53
/// for the two jokers.
///
/// ```
/// use showdown::Card;
/// use showdown::videopoker::DeckCard;
///
/// let ace: Card = "As".parse().unwrap();
/// assert_eq!(DeckCard::from(ace).card(), Some(ace));
/// assert_eq!(DeckCard::joker(1).index(), 53);
/// assert_eq!(DeckCard::joker(0).card(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeckCard(u8);

impl DeckCard {
    /// The card of index `i`: 0 to 51 as [`Card::from_index`], 52 and 53 the jokers.
    ///
    /// # Panics
    /// If `i >= 54`.
    pub fn from_index(i: usize) -> DeckCard {
        assert!(i < 54, "deck card index {i} out of range");
        DeckCard(i as u8)
    }

    /// Joker number `which`, 0 or 1.
    ///
    /// # Panics
    /// If `which >= 2`.
    pub fn joker(which: usize) -> DeckCard {
        assert!(which < 2, "joker {which} out of range");
        DeckCard(52 + which as u8)
    }

    /// The index: 0 to 51 for the 52 cards, 52 and 53 for the jokers.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The card of the 52, or `None` for a joker.
    pub fn card(self) -> Option<Card> {
        (self.0 < 52).then(|| Card::from_index(self.0 as usize))
    }

    /// Whether this is a joker.
    pub fn is_joker(self) -> bool {
        self.0 >= 52
    }

    /// The suit's index of one of the 52, 4 for a joker.
    pub(crate) fn suit_index(self) -> usize {
        (self.0 / 13) as usize
    }
}

impl From<Card> for DeckCard {
    fn from(card: Card) -> DeckCard {
        DeckCard(card.index() as u8)
    }
}
