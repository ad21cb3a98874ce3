//! The reference evaluator: plainly right, slow, and the oracle for every faster one.
//!
//! A five-card hand becomes a [`HandKey`], a category plus its tie-break ranks
//! compared as a tuple; more cards take the best of their five-card subsets. Every
//! function takes the [`Rules`] it ranks by.

use crate::poker::{Card, Category, Rank, Rules, Strength};

/// A five-card hand's category and tie-break ranks, ordered as a plain tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandKey {
    /// The category.
    pub category: Category,
    // Padded with deuces past the category's key length, which hands of the
    // same category share, so the derived order is the plain tuple order.
    ranks: [Rank; 5],
}

impl HandKey {
    fn new(category: Category, ranks: &[Rank]) -> HandKey {
        let mut padded = [Rank::from_index(0); 5];
        padded[..ranks.len()].copy_from_slice(ranks);
        HandKey {
            category,
            ranks: padded,
        }
    }

    /// The ranks the rules compare, most significant first.
    pub fn ranks(&self) -> &[Rank] {
        &self.ranks[..self.category.key_len()]
    }

    /// The packed strength of this key.
    pub fn strength(&self) -> Strength {
        Strength::new(self.category, self.ranks())
    }
}

/// The key of exactly five cards under `rules`.
///
/// # Panics
/// If two cards are equal.
pub fn five_card_key(cards: [Card; 5], rules: Rules) -> HandKey {
    let distinct = (0..5).all(|i| !cards[i + 1..].contains(&cards[i]));
    assert!(distinct, "duplicate card in {cards:?}");
    let flush = rules.suits && cards.iter().all(|c| c.suit() == cards[0].suit());
    let mut counts = [0usize; 13];
    for card in cards {
        counts[card.rank().index()] += 1;
    }
    // Ranks grouped by how often they occur, larger groups first, then higher
    // ranks: the ranks are listed from the ace down, and the sort is stable.
    let mut groups = [(0usize, Rank::ACE); 5];
    let mut n = 0;
    for rank in Rank::all().rev() {
        if counts[rank.index()] > 0 {
            groups[n] = (counts[rank.index()], rank);
            n += 1;
        }
    }
    let groups = &mut groups[..n];
    groups.sort_by_key(|g| std::cmp::Reverse(g.0));
    let mut shape = [0usize; 5];
    for (count, group) in shape.iter_mut().zip(groups.iter()) {
        *count = group.0;
    }
    let shape = &shape[..n];
    let mut ranks = [Rank::from_index(0); 5];
    for (rank, group) in ranks.iter_mut().zip(groups.iter()) {
        *rank = group.1;
    }
    let ranks = &ranks[..n];
    let straight_high = straight_high(ranks, rules.wheel);
    let (category, ranks) = match (shape, straight_high, flush) {
        (_, Some(high), true) => (Category::StraightFlush, &[high][..]),
        ([4, 1], _, _) => (Category::FourOfAKind, ranks),
        ([3, 2], _, _) => (Category::FullHouse, ranks),
        (_, None, true) => (Category::Flush, ranks),
        (_, Some(high), false) => (Category::Straight, &[high][..]),
        ([3, 1, 1], _, _) => (Category::ThreeOfAKind, ranks),
        ([2, 2, 1], _, _) => (Category::TwoPair, ranks),
        ([2, 1, 1, 1], _, _) => (Category::OnePair, ranks),
        _ => (Category::HighCard, ranks),
    };
    HandKey::new(category, ranks)
}

/// The high card of a straight made by five distinct ranks given from the highest
/// down; the wheel is one when `wheel` says so.
fn straight_high(desc: &[Rank], wheel: bool) -> Option<Rank> {
    if desc.len() != 5 {
        return None;
    }
    let idx: [usize; 5] = std::array::from_fn(|i| desc[i].index());
    if idx[0] - idx[4] == 4 {
        Some(desc[0])
    } else if wheel && idx == [12, 3, 2, 1, 0] {
        Some(desc[1]) // the wheel: the ace plays low, so the five is high
    } else {
        None
    }
}

/// The strength of the best five of at least five cards under `rules`, trying every
/// five-card subset.
///
/// # Panics
/// If there are fewer than five cards or a card repeats.
///
/// # Complexity
/// C(n, 5) five-card evaluations: 21 for seven cards.
pub fn best_strength(cards: &[Card], rules: Rules) -> Strength {
    best_key(cards, rules).strength()
}

/// The key of the best five of at least five cards under `rules`.
///
/// # Panics
/// If there are fewer than five cards or a card repeats.
pub fn best_key(cards: &[Card], rules: Rules) -> HandKey {
    assert!(
        cards.len() >= 5,
        "a hand needs five cards, got {}",
        cards.len()
    );
    let n = cards.len();
    let mut best = None;
    // Every five-card subset, as five increasing indices.
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let five = [cards[a], cards[b], cards[c], cards[d], cards[e]];
                        let key = five_card_key(five, rules);
                        best = best.max(Some(key));
                    }
                }
            }
        }
    }
    best.expect("at least one five-card subset")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(hand: &str) -> HandKey {
        key_under(hand, Rules::STANDARD)
    }

    fn key_under(hand: &str, rules: Rules) -> HandKey {
        best_key(&Card::parse_list(hand).unwrap(), rules)
    }

    #[test]
    fn categories_of_known_hands() {
        let cases = [
            ("Ah Kh Qh Jh Th", Category::StraightFlush),
            ("5d 4d 3d 2d Ad", Category::StraightFlush),
            ("9c 9d 9h 9s 2c", Category::FourOfAKind),
            ("3c 3d 3h 2s 2c", Category::FullHouse),
            ("Ah 9h 7h 4h 2h", Category::Flush),
            ("5c 4d 3h 2s Ac", Category::Straight),
            ("Qc Qd Qh 2s 3c", Category::ThreeOfAKind),
            ("Qc Qd 3h 3s 4c", Category::TwoPair),
            ("Qc Qd 3h 5s 4c", Category::OnePair),
            ("Kc Ad 3h 5s 4c", Category::HighCard),
            ("Qc Kd Ah 2s 3c", Category::HighCard),
        ];
        for (hand, category) in cases {
            assert_eq!(key(hand).category, category, "{hand}");
        }
    }

    #[test]
    fn wheel_is_the_lowest_straight() {
        let wheel = key("5c 4d 3h 2s Ac");
        assert_eq!(wheel.ranks(), [Rank::from_index(3)]);
        assert!(wheel < key("6c 5d 4h 3s 2c"));
        assert!(key("As 5s 4s 3s 2s").strength() < key("6c 5c 4c 3c 2c").strength());
    }

    #[test]
    fn the_ace_high_rule_has_no_wheel() {
        let wheel = key_under("5c 4d 3h 2s Ac", Rules::ACE_HIGH);
        assert_eq!(wheel.category, Category::HighCard);
        assert_eq!(wheel.ranks()[0], Rank::ACE);
        let steel = key_under("5c 4c 3c 2c Ac", Rules::ACE_HIGH);
        assert_eq!(steel.category, Category::Flush);
        let broadway = key_under("Tc Jd Qh Ks Ac", Rules::ACE_HIGH);
        assert_eq!(broadway.category, Category::Straight);
        // Seven cards: under these rules the pair beats the no-longer-straight.
        let seven = key_under("5c 4d 3h 2s Ac 9d 9c", Rules::ACE_HIGH);
        assert_eq!(seven.category, Category::OnePair);
    }

    #[test]
    fn ranks_only_have_no_flush() {
        let flush = key_under("Ah 9h 7h 4h 2h", Rules::RANKS_ONLY);
        assert_eq!(flush.category, Category::HighCard);
        let straight_flush = key_under("9h 8h 7h 6h 5h", Rules::RANKS_ONLY);
        assert_eq!(straight_flush.category, Category::Straight);
    }

    #[test]
    fn seven_cards_take_the_best_five() {
        let k = key("Ah Kh 2c 2d 2s Ac 7d");
        assert_eq!(k.category, Category::FullHouse);
        assert_eq!(k.ranks(), [Rank::from_index(0), Rank::ACE]);
    }

    #[test]
    #[should_panic(expected = "duplicate card in")]
    fn duplicates_are_rejected() {
        key("Ah Ah 2c 3d 4s");
    }
}
