//! Exact non-negative fractions on `u128`, kept irreducible, with the binary gcd and
//! the fast decimal output they need, and exact decimal expansions of quotients.
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

    /// Appends `num/den` as ASCII to `out` (a whole number `w` is written `w/1`).
    pub fn push_to(self, out: &mut Vec<u8>) {
        push_decimal(out, self.num);
        out.push(b'/');
        push_decimal(out, self.den);
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

/// Appends the ASCII decimal digits of `value` to `out`, without `fmt` machinery.
///
/// Output goes to bytes, not a `String`: per-number UTF-8 checks cost more than the
/// digits; a caller checks a whole block once with `std::str::from_utf8`.
#[inline]
pub fn push_decimal(out: &mut Vec<u8>, value: u128) {
    match u64::try_from(value) {
        Ok(small) => push_u64(out, small),
        Err(_) => push_wide(out, value),
    }
}

/// Appends a value past 64 bits: two parts in base 10^19, the low one zero-padded.
#[cold]
fn push_wide(out: &mut Vec<u8>, value: u128) {
    const BASE: u128 = 10_000_000_000_000_000_000;
    push_decimal(out, value / BASE);
    let start = out.len();
    push_u64(out, (value % BASE) as u64);
    let padding = 19 - (out.len() - start);
    out.splice(start..start, std::iter::repeat_n(b'0', padding));
}

/// Pairs of digits "00".."99", so one division by 100 yields two characters.
const DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Appends the ASCII decimal digits of `value` to `out`.
#[inline]
pub fn push_u64(out: &mut Vec<u8>, mut value: u64) {
    let mut buf = [0u8; 20];
    let mut start = buf.len();
    while value >= 100 {
        let pair = (value % 100) as usize * 2;
        value /= 100;
        start -= 2;
        buf[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    }
    if value >= 10 {
        let pair = value as usize * 2;
        start -= 2;
        buf[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    } else {
        start -= 1;
        buf[start] = b'0' + value as u8;
    }
    out.extend_from_slice(&buf[start..]);
}

/// Writes `num / den` in decimal with exactly `digits` digits after the point,
/// truncated, by long division: no floating point is involved.
///
/// # Panics
/// If `den` is 0 or `den * 10` overflows.
pub fn write_decimal(out: &mut String, num: u64, den: u64, digits: usize) {
    use std::fmt::Write;
    assert!(den > 0, "division by zero");
    let _ = write!(out, "{}.", num / den);
    let mut rest = num % den;
    for _ in 0..digits {
        rest *= 10;
        out.push(char::from(b'0' + (rest / den) as u8));
        rest %= den;
    }
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

    #[test]
    fn decimal_output_matches_display() {
        let samples = [
            0,
            7,
            10,
            99,
            100,
            12_345,
            u128::from(u64::MAX),
            u128::from(u64::MAX) + 1,
            10_000_000_000_000_000_000,
            10_000_000_000_000_000_000 * 10_000_000_000_000_000_000 + 5,
            u128::MAX,
        ];
        for value in samples {
            let mut out = b"x".to_vec();
            push_decimal(&mut out, value);
            assert_eq!(out, format!("x{value}").into_bytes());
        }
        let mut out = Vec::new();
        Fraction::new(34, 48).push_to(&mut out);
        assert_eq!(out, b"17/24");
    }

    #[test]
    fn decimals_are_exact_truncations() {
        let mut s = String::new();
        write_decimal(&mut s, 341, 990, 20);
        assert_eq!(s, "0.34444444444444444444");
        s.clear();
        write_decimal(&mut s, 990, 990, 3);
        assert_eq!(s, "1.000");
        s.clear();
        write_decimal(&mut s, 2, 3, 4);
        assert_eq!(s, "0.6666");
    }
}
