//! The low half of Omaha hi-lo: the best ace-to-five low of exactly two pocket
//! cards and three board cards, with the eight-or-better qualifier, by rank masks.
//!
//! A qualifying low is five different ranks from ace to eight, suits and
//! straights of no account, and of two lows the one with the lower highest rank
//! is better, then the lower second, and so on. As a set of five ranks in an
//! 8-bit mask (bit 0 the ace, bit 7 the eight), that order is the order of the
//! masks as numbers, the smaller better. With the pair fixed, the best three of
//! the board's low ranks (leaving out the pair's) are the three smallest: any
//! other three are, rank by rank from the top, no smaller. So the best low of a
//! pair and a board depends only on the pair's two ranks and the board's set of
//! low ranks, one entry of a 16 KiB table.

use crate::poker::Card;

/// The low rank bit of each rank index (deuce 0 .. ace 12): the ace bit 0, the
/// deuce to the eight bits 1 to 7, the nine and up none.
const LOW_BIT: [u8; 16] = [2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 1, 0, 0, 0];

/// `LOWS[64 * board + 8 * a + b]`: the best low of the ranks with low bits `a`
/// and `b` (bit numbers) and three of the low-rank mask `board`, as the
/// complement of its mask (so larger is better, and 0 means no low).
static LOWS: [u8; 256 * 64] = {
    let mut lows = [0u8; 256 * 64];
    let mut board: usize = 0;
    while board < 256 {
        let mut a = 0;
        while a < 8 {
            let mut b = 0;
            while b < 8 {
                if a != b {
                    // The three smallest of the board's other low ranks.
                    let mut rest = board & !(1 << a | 1 << b);
                    let mut three = 0;
                    let mut n = 0;
                    while n < 3 && rest != 0 {
                        let lowest = rest & rest.wrapping_neg();
                        three |= lowest;
                        rest &= !lowest;
                        n += 1;
                    }
                    if n == 3 {
                        lows[64 * board + 8 * a + b] = !(three | 1 << a | 1 << b) as u8;
                    }
                }
                b += 1;
            }
            a += 1;
        }
        board += 1;
    }
    lows
};

/// A pocket's pairs of different low ranks, as `8 * a + b` of their low bit numbers.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LowPocket {
    pairs: [u8; 21],
    len: usize,
}

impl LowPocket {
    /// The low pairs of `pocket` (at most seven cards).
    pub(crate) fn new(pocket: &[Card]) -> LowPocket {
        let mut ready = LowPocket {
            pairs: [0; 21],
            len: 0,
        };
        let bit = |c: Card| LOW_BIT[c.rank().index() & 15];
        for (i, &a) in pocket.iter().enumerate() {
            for &b in &pocket[i + 1..] {
                let (x, y) = (bit(a), bit(b));
                if x != 0 && y != 0 && x != y {
                    ready.pairs[ready.len] = (8 * x.trailing_zeros() + y.trailing_zeros()) as u8;
                    ready.len += 1;
                }
            }
        }
        ready
    }

    /// The best low with a board whose low ranks are `board` (see [`low_ranks`]),
    /// larger better, 0 for none.
    #[inline]
    pub(crate) fn best(&self, board: u8) -> u8 {
        let row = &LOWS[64 * usize::from(board)..][..64];
        self.pairs[..self.len]
            .iter()
            .map(|&p| row[usize::from(p & 63)])
            .max()
            .unwrap_or(0)
    }
}

/// The low ranks among the cards of a card set (bit `16 * suit + rank`), as a mask.
#[inline]
pub(crate) fn low_ranks(cards: u64) -> u8 {
    let ranks = (cards | cards >> 16 | cards >> 32 | cards >> 48) as u16;
    ((ranks & 0x7f) << 1 | (ranks >> 12 & 1)) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::poker::{CardSet, Ladder, LadderKey};

    /// The best low of the library's ladder, as the cards' mask complement, or 0.
    fn by_ladder(pocket: &[Card], board: &[Card]) -> u8 {
        let key = Ladder::EIGHT_OR_BETTER.best_with_pocket(pocket, board, 2);
        if key == LadderKey::NONE {
            return 0;
        }
        // The best low's ranks: those of the pocket pair and board triple whose
        // ladder key is the best.
        let mut best = 0;
        for (i, &a) in pocket.iter().enumerate() {
            for &b in &pocket[i + 1..] {
                for (j, &c) in board.iter().enumerate() {
                    for (k, &d) in board.iter().enumerate().skip(j + 1) {
                        for &e in &board[k + 1..] {
                            if Ladder::EIGHT_OR_BETTER.key(&[a, b, c, d, e]) == key {
                                let set: CardSet = [a, b, c, d, e].into_iter().collect();
                                best = !low_ranks(set.bits());
                            }
                        }
                    }
                }
            }
        }
        best
    }

    #[test]
    fn lows_agree_with_the_ladder() {
        let cards = |s| Card::parse_list(s).unwrap();
        for (pocket, board) in [
            ("Ah 2c Kd Ks", "3d 4h 5s Qc Jd"),
            ("Ah 2c 3d Ks", "3h 4h 5s 8c 8d"),
            ("Ah Ac 2d 2s", "3d 4h 5s Qc Jd"),
            ("9h Tc 2d 3s", "Ad 4h 5s 6c 7d"),
            ("Ah 2c 7d 8s", "6d 7h 8c Qc Jd"),
            ("Ah 2c 3d 4s", "Ad 2h 3s Qc Jd"),
        ] {
            let (p, b) = (cards(pocket), cards(board));
            let set: CardSet = b.iter().copied().collect();
            assert_eq!(
                LowPocket::new(&p).best(low_ranks(set.bits())),
                by_ladder(&p, &b),
                "{pocket} on {board}"
            );
        }
    }

    #[test]
    fn low_ranks_of_cards() {
        let set: CardSet = Card::parse_list("Ah 2c 8d 9s Ks")
            .unwrap()
            .into_iter()
            .collect();
        assert_eq!(low_ranks(set.bits()), 0b1000_0011);
    }
}
