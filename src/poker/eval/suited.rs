//! A holding with five or more of a suit under a ladder where five suited cards may
//! rank lower as their flush than as their ranks alone (deuce-to-seven, where
//! flushes count against the hand): its best flush, or the best of its five-card
//! subsets that hold a card of another suit.
//!
//! Such a subset holds at most four of the suited cards, so it lies in the holding
//! less one suited card (of five suited) or less two (of six), which makes no
//! flush: its place is that smaller holding's by ranks alone. Seven cards take
//! that from `five_and_two` or `six_and_one`, built so; six look each smaller
//! holding up. With no card of another suit every subset is a flush.

use super::{COUNT_SHIFT, HASHED_KEYS, Hand, ODD, RANK_PAIRS, SIX, Tables, flush_slot, rank_pair};

/// The tables of the seven-card holdings with five or six of a suit, 304 KiB.
pub(super) struct Suited {
    /// Each 13-bit mask of five suited ranks' row in `five_and_two` (low 16 bits)
    /// and the five's place as ranks alone (high 16 bits), and of six its row in
    /// `six_and_one`.
    rows: Vec<u32>,
    /// A row per five suited ranks (1,287), an entry per pair of the other two
    /// cards' ranks (by `rank_pair`, 91): the holding's place, the better of its
    /// flush and its best five with a card of another suit. 229 KiB, so that
    /// such a holding is one lookup.
    five_and_two: Vec<u16>,
    /// As `five_and_two` for six suited ranks (1,716 rows) and the other card's rank
    /// (13 entries), 44 KiB.
    six_and_one: Vec<u16>,
}

impl Suited {
    /// The tables from the ladder's `tables`, whose places they read.
    pub(super) fn build(tables: &Tables) -> Suited {
        let mut suited_rows = vec![0; 1 << 13];
        let (mut five_and_two, mut six_and_one) = (Vec::new(), Vec::new());
        let rank_keys = |ranks: &[usize]| {
            ranks
                .iter()
                .fold(0u32, |k, &r| k.wrapping_add(HASHED_KEYS[r]))
        };
        for suited in 0..1u16 << 13 {
            let ranks = ranks_of(suited);
            let flush = tables.strengths[flush_slot(u64::from(suited))];
            if suited.count_ones() == 5 {
                let (row, key) = (five_and_two.len(), rank_keys(&ranks[..5]));
                let ranks_place = tables.strengths[tables.slot(ODD, key)];
                suited_rows[usize::from(suited)] =
                    (row / RANK_PAIRS) as u32 | u32::from(ranks_place) << 16;
                five_and_two.resize(row + RANK_PAIRS, 0);
                for a in 0..13 {
                    for b in a..13 {
                        // Less one suited card: six cards, no flush.
                        let seven = key.wrapping_add(rank_keys(&[a, b]));
                        let less = ranks[..5].iter().map(|&r| {
                            let six = seven.wrapping_sub(HASHED_KEYS[r]);
                            tables.strengths[tables.slot(SIX, six)]
                        });
                        five_and_two[row + rank_pair(a, b)] = less.fold(flush, u16::max);
                    }
                }
            } else if suited.count_ones() == 6 {
                suited_rows[usize::from(suited)] = (six_and_one.len() / 13) as u32;
                for &other in &HASHED_KEYS {
                    // Less two suited cards: five cards, no flush.
                    let seven = rank_keys(&ranks).wrapping_add(other);
                    let less = PAIRS_OF_SIX.iter().map(|&(i, j)| {
                        let five = seven.wrapping_sub(rank_keys(&[ranks[i], ranks[j]]));
                        tables.strengths[tables.slot(ODD, five)]
                    });
                    six_and_one.push(less.fold(flush, u16::max));
                }
            }
        }
        Suited {
            rows: suited_rows,
            five_and_two,
            six_and_one,
        }
    }

    /// The place of a holding with five of a suit.
    ///
    /// Most seven-card holdings with five of a suit need no table: the usual
    /// lookup, the best five by ranks alone, is some five with another suit's card
    /// unless it is the suited five's ranks, and even then when another card has a
    /// suited card's rank and stands in for it. Only the rest read `five_and_two`,
    /// 229 KiB that a stream of holdings keeps out of the cache.
    #[inline]
    pub(super) fn best(&self, tables: &Tables, hand: Hand) -> u16 {
        let flush = hand.word & tables.flags[1];
        // The top bit of suit s's counter is bit 63 - 4s; the counter is 3 plus the
        // suit's cards, and the count field 1 plus the holding's (see `Hand`).
        let suit = (flush.leading_zeros() / 4) as usize;
        let set = hand.cards();
        let suited = set.suit_ranks(suit);
        let suited_count = (hand.word >> (60 - 4 * suit) & 15) - 3;
        let len = (hand.word >> COUNT_SHIFT & 31) - 1;
        let info = self.rows[usize::from(suited)];
        let row = (info & 0xffff) as usize;
        // The other cards: the holding's less the suit's.
        let others = set.bits() & !(0x1fff << (16 * suit));
        let a = others.trailing_zeros() as usize & 15;
        match (len, suited_count) {
            (7, 5) => {
                let b = (others & others.wrapping_sub(1)).trailing_zeros() as usize & 15;
                // The usual lookup's five is another than the suited five when its
                // place differs from theirs; when it is theirs, another card of one of
                // their ranks can stand in for that suited card. Else the table.
                let by_ranks = tables.strengths[tables.slot(ODD, hand.word as u32)];
                let pairs_suited = (suited >> a | suited >> b) & 1 != 0;
                if by_ranks != (info >> 16) as u16 || pairs_suited {
                    return by_ranks.max(tables.strengths[hand.flush_slot(flush)]);
                }
                self.five_and_two[row * RANK_PAIRS + rank_pair(a, b)]
            }
            (7, 6) => self.six_and_one[row * 13 + a],
            _ => other_holdings(tables, hand, suited),
        }
    }
}

/// [`Suited::best`] for the holdings its tables leave out: five or six cards, or
/// seven of one suit.
#[cold]
fn other_holdings(tables: &Tables, hand: Hand, suited: u16) -> u16 {
    let best = tables.strengths[hand.flush_slot(hand.word & tables.flags[1])];
    if hand.len() != 6 || suited.count_ones() != 5 {
        return best;
    }
    // Less one suited card: five cards, the other suit's among them.
    let (key, ranks) = (hand.word as u32, ranks_of(suited));
    let less = ranks[..5]
        .iter()
        .map(|&r| tables.strengths[tables.slot(ODD, key.wrapping_sub(HASHED_KEYS[r]))]);
    less.fold(best, u16::max)
}

/// The fifteen pairs of six places, for a holding less two of its six suited cards.
const PAIRS_OF_SIX: [(usize, usize); 15] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (0, 5),
    (1, 2),
    (1, 3),
    (1, 4),
    (1, 5),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 4),
    (3, 5),
    (4, 5),
];

/// The ranks of a mask of one suit's ranks, lowest first: the first six of them,
/// the rest 0.
#[inline(always)]
fn ranks_of(mut mask: u16) -> [usize; 6] {
    let mut ranks = [0; 6];
    for rank in ranks.iter_mut() {
        *rank = mask.trailing_zeros() as usize & 15;
        mask &= mask.wrapping_sub(1);
    }
    ranks
}
