//! Exact non-negative fractions on `u128`, kept irreducible, and the binary gcd
//! they need; `output` prints them.
//!
//! Most values a judge problem reduces fit in 64 bits, so the gcd runs its loop on
//! `u128` only while an operand needs the high half and finishes on `u64`.

use std::fmt;

/// An irreducible fraction `num/den` with `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fraction {
    num: u128,
    den: u128,
}

impl Fraction {
    /// The fraction `num/den` in lowest terms.
    ///
    /// # Panics
    /// If `den` is zero.
    pub fn new(num: u128, den: u128) -> Self {
        assert!(den != 0, "fraction {num}/0 has a zero denominator");
        if let (Ok(num), Ok(den)) = (u64::try_from(num), u64::try_from(den)) {
            // 64-bit division is several times faster than the 128-bit library call.
            let divisor = gcd_u64(num, den);
            return Fraction {
                num: u128::from(num / divisor),
                den: u128::from(den / divisor),
            };
        }
        let divisor = gcd(num, den);
        Fraction {
            num: num / divisor,
            den: den / divisor,
        }
    }

    /// The numerator, in lowest terms.
    pub fn num(self) -> u128 {
        self.num
    }

    /// The denominator, in lowest terms; always positive.
    pub fn den(self) -> u128 {
        self.den
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// The greatest common divisor; `gcd(0, 0) = 0`.
///
/// # Complexity
/// O(log max(a, b)): remainder steps while a value needs more than 64 bits
/// (each one at least halves the pair), then [`gcd_u64`].
pub fn gcd(mut a: u128, mut b: u128) -> u128 {
    loop {
        if let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) {
            return u128::from(gcd_u64(x, y));
        }
        if b == 0 {
            return a;
        }
        (a, b) = (b, a % b);
    }
}

/// The greatest common divisor of two `u64`; `gcd_u64(0, 0) = 0`.
///
/// # Complexity
/// O(log max(a, b)) subtract-and-shift steps.
pub fn gcd_u64(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    let (mut a, mut b) = (a >> a.trailing_zeros(), b >> b.trailing_zeros());
    // Both odd: the difference is even, and its trailing zeros are found while
    // the smaller one is picked, which shortens the loop's dependency chain.
    while a != b {
        let difference = a.abs_diff(b);
        a = a.min(b);
        b = difference >> difference.trailing_zeros();
    }
    a << shift
}

/// The least common multiple of two positive numbers, or `None` when it passes `u128::MAX`.
///
/// # Panics
/// If either number is zero.
pub fn checked_lcm(a: u128, b: u128) -> Option<u128> {
    assert!(a != 0 && b != 0, "lcm({a}, {b}) of a zero");
    (a / gcd(a, b)).checked_mul(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slow_gcd(a: u128, b: u128) -> u128 {
        if b == 0 { a } else { slow_gcd(b, a % b) }
    }

    #[test]
    fn gcd_matches_euclid_across_the_64_bit_boundary() {
        let big = 1u128 << 64;
        let samples = [
            0,
            1,
            2,
            12,
            18,
            u128::from(u64::MAX),
            big,
            big + 1,
            3 * big,
            98_491_800_548_100_960 * 97,
            u128::MAX,
            u128::MAX - 1,
            (1 << 100) * 3 * 5,
        ];
        for &a in &samples {
            for &b in &samples {
                assert_eq!(gcd(a, b), slow_gcd(a, b), "gcd({a}, {b})");
            }
        }
        assert_eq!(gcd_u64(48, 180), 12);
        assert_eq!(gcd_u64(0, 7), 7);
    }

    #[test]
    fn fractions_are_reduced() {
        let f = Fraction::new(26, 30);
        assert_eq!((f.num(), f.den()), (13, 15));
        assert_eq!(Fraction::new(0, 9), Fraction::new(0, 1));
        assert_eq!(Fraction::new(7, 7).to_string(), "1/1");
    }

    #[test]
    fn lcm_reports_overflow() {
        assert_eq!(checked_lcm(4, 6), Some(12));
        assert_eq!(checked_lcm(u128::MAX, 2), None);
    }
}
