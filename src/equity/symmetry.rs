//! Suit symmetry: the permutations of the four suits that leave every player's
//! cards and the known board as they are.
//!
//! Such a permutation maps each board to one with the same outcome, since hand
//! strength never depends on which suit is which. The board search therefore
//! picks, rank by rank, only the least suit set of each orbit under the
//! permutations that still fix everything chosen so far, and weights it by the
//! orbit's size (the orbit-stabilizer theorem, applied along the chain).

use crate::poker::CardSet;

/// The 24 permutations of the suits, the identity first: `PERMS[p][s]` is the
/// suit that permutation `p` sends suit `s` to.
const PERMS: [[u8; 4]; 24] = permutations();

/// `IMAGES[p][mask]` is the image of a 4-bit suit mask under permutation `p`.
const IMAGES: [[u8; 16]; 24] = images();

const fn permutations() -> [[u8; 4]; 24] {
    let mut perms = [[0; 4]; 24];
    let mut n = 0;
    let mut code = 0;
    // Read each number below 4^4 as four base-4 digits; keep those with four
    // distinct digits, in increasing order, so the identity 0 1 2 3 comes first.
    while code < 256 {
        let p = [code >> 6 & 3, code >> 4 & 3, code >> 2 & 3, code & 3];
        let seen = 1 << p[0] | 1 << p[1] | 1 << p[2] | 1 << p[3];
        if seen == 15 {
            perms[n] = [p[0] as u8, p[1] as u8, p[2] as u8, p[3] as u8];
            n += 1;
        }
        code += 1;
    }
    perms
}

const fn images() -> [[u8; 16]; 24] {
    let mut images = [[0; 16]; 24];
    let mut p = 0;
    while p < 24 {
        let mut mask = 0;
        while mask < 16 {
            let mut s = 0;
            while s < 4 {
                if mask >> s & 1 == 1 {
                    images[p][mask] |= 1 << PERMS[p][s];
                }
                s += 1;
            }
            mask += 1;
        }
        p += 1;
    }
    images
}

/// A set of suit permutations; bit `p` stands for `PERMS[p]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Perms(u32);

impl Perms {
    /// The permutations that map each of `sets` onto itself.
    pub(super) fn fixing(sets: &[CardSet]) -> Perms {
        let fixes = |p: usize| sets.iter().all(|&set| permute(p, set) == set.bits());
        Perms(
            (0..24)
                .filter(|&p| fixes(p))
                .fold(0, |perms, p| perms | 1 << p),
        )
    }

    /// Whether `mask` is the least of its orbit; if so, the orbit's size and
    /// the permutations that fix `mask`.
    #[inline(always)]
    pub(super) fn orbit(self, mask: u8) -> Option<(u64, Perms)> {
        if self.0 == 1 {
            return Some((1, self));
        }
        let mut fixing = 0;
        let mut rest = self.0;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let image = IMAGES[p][mask as usize];
            if image < mask {
                return None;
            }
            fixing |= ((image == mask) as u32) << p;
        }
        let size = self.0.count_ones() / fixing.count_ones();
        Some((size as u64, Perms(fixing)))
    }
}

/// The bits of `set` with its suits permuted by permutation `p`.
fn permute(p: usize, set: CardSet) -> u64 {
    (0..4).fold(0, |bits, s| {
        let lane = (set.bits() >> (16 * s)) & 0x1fff;
        bits | lane << (16 * PERMS[p][s] as u32)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::poker::Card;

    fn set(s: &str) -> CardSet {
        s.split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn permutations_are_distinct_and_start_with_the_identity() {
        assert_eq!(PERMS[0], [0, 1, 2, 3]);
        for (i, p) in PERMS.iter().enumerate() {
            assert!(PERMS[..i].iter().all(|q| q != p));
            assert_eq!(IMAGES[i][15], 15);
        }
    }

    #[test]
    fn aces_against_kings_keep_four_permutations() {
        // Swapping hearts with spades, diamonds with clubs, or both.
        let perms = Perms::fixing(&[set("Ah As"), set("Kd Kc"), CardSet::EMPTY]);
        assert_eq!(perms.0.count_ones(), 4);
        // Clubs alone (mask 1) meets diamonds in its orbit; diamonds alone is not least.
        assert_eq!(perms.orbit(0b0001).map(|(size, _)| size), Some(2));
        assert_eq!(perms.orbit(0b0010), None);
        // Clubs and diamonds together are fixed by all four.
        assert_eq!(perms.orbit(0b0011), Some((1, perms)));
    }

    #[test]
    fn suited_cards_break_the_symmetry() {
        let perms = Perms::fixing(&[set("Ah Kh"), set("Qs Js")]);
        assert_eq!(perms.0.count_ones(), 2); // the identity and clubs <-> diamonds
        let none = Perms::fixing(&[set("Ah Kd"), set("Qs Jc")]);
        assert_eq!(none, Perms(1));
        assert_eq!(none.orbit(0b0100), Some((1, none)));
    }
}
