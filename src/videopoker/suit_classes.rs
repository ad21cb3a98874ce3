//! The deals of five cards up to a renaming of the suits, each with its weight:
//! 134,459 classes for the 52 cards, which every analysis plays once instead of
//! 2,598,960 deals.
//!
//! Renaming the suits changes no category, so it changes no hold's value. A deal's
//! natural cards are four rank masks, one per suit; a class is the multiset of the
//! four masks. Its representative puts them in order of size, then of mask
//! value, largest first, on clubs, diamonds, hearts and spades, and its weight is
//! the number of deals in it: 24 orderings over the orderings that leave it as it
//! is, 24 / (m_1! m_2! ...) for the multiplicities m_i of equal masks. Jokers have no
//! suit, so a deal with j of the deck's J jokers is a class of 5 - j natural cards,
//! C(J, j) times as heavy.

use super::count_tables::binomial;
use super::deck::{Deck, DeckCard};
use crate::poker::{Card, Rank, Suit};

/// Calls `visit(cards, weight)` once for every class of five-card deals of `deck`:
/// a representative and the number of deals it stands for (at most 48).
///
/// # Complexity
/// One visit per class, about 134,000 to 152,000.
pub(crate) fn for_each_deal_class(deck: Deck, visit: &mut impl FnMut(&[DeckCard; 5], u32)) {
    // The 13-bit rank masks of each size, 0 to 5 cards.
    let mut masks: [Vec<u16>; 6] = Default::default();
    for mask in 0..1u16 << 13 {
        if let Some(list) = masks.get_mut(mask.count_ones() as usize) {
            list.push(mask);
        }
    }
    for jokers in 0..=deck.jokers() {
        let mut cards = [DeckCard::joker(0); 5];
        for (j, card) in cards[5 - jokers..].iter_mut().enumerate() {
            *card = DeckCard::joker(j);
        }
        let naturals = 5 - jokers;
        let joker_ways = binomial(deck.jokers(), jokers) as u32;
        // Suit sizes s_0 >= s_1 >= s_2 >= s_3 adding up to `naturals`.
        for s0 in (0..=naturals).rev() {
            for s1 in (0..=s0.min(naturals - s0)).rev() {
                for s2 in (0..=s1.min(naturals - s0 - s1)).rev() {
                    let s3 = naturals - s0 - s1 - s2;
                    if s3 > s2 {
                        continue;
                    }
                    let sizes = [s0, s1, s2, s3];
                    let mut picks = [0usize; 4];
                    pick(&masks, &sizes, &mut picks, 0, &mut |picks| {
                        let mut at = 0;
                        let mut suit_masks = [0u16; 4];
                        for suit in 0..4 {
                            suit_masks[suit] = masks[sizes[suit]][picks[suit]];
                            let mut left = suit_masks[suit];
                            while left != 0 {
                                let rank = Rank::from_index(left.trailing_zeros() as usize);
                                let card = Card::new(rank, Suit::from_index(suit));
                                cards[at] = DeckCard::from(card);
                                at += 1;
                                left &= left - 1;
                            }
                        }
                        visit(&cards, 24 / symmetries(&suit_masks) * joker_ways);
                    });
                }
            }
        }
    }
}

/// Chooses each suit's mask among those of its size, a suit's choice at most the
/// previous one's when their sizes agree, and calls `visit` with the choices.
fn pick(
    masks: &[Vec<u16>; 6],
    sizes: &[usize; 4],
    picks: &mut [usize; 4],
    suit: usize,
    visit: &mut impl FnMut(&[usize; 4]),
) {
    if suit == 4 {
        return visit(picks);
    }
    let end = if suit > 0 && sizes[suit] == sizes[suit - 1] {
        picks[suit - 1] + 1
    } else {
        masks[sizes[suit]].len()
    };
    for choice in 0..end {
        picks[suit] = choice;
        pick(masks, sizes, picks, suit + 1, visit);
    }
}

/// The number of suit orderings that leave the four masks as they are: the
/// product of the factorials of the multiplicities of equal masks.
fn symmetries(masks: &[u16; 4]) -> u32 {
    let mut product = 1;
    let mut run = 1;
    for suit in 1..4 {
        // Equal masks are neighbours: they have the same size and equal choices.
        run = if masks[suit] == masks[suit - 1] {
            run + 1
        } else {
            1
        };
        product *= run;
    }
    product
}
