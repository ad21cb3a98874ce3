//! Writing answers: every solver appends its whole answer, as ASCII bytes, to one
//! `Vec<u8>` through these helpers, and `input::run` writes that buffer once.
//!
//! Bytes, not a `String` and not `fmt`: the answers are ASCII, and per-number
//! `fmt` machinery or UTF-8 checks cost more than the digits themselves.

use crate::fraction::Fraction;

/// Pairs of digits "00".."99", so one division by 100 yields two characters.
const DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Appends the decimal digits of `value`.
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

/// Appends the decimal digits of `value`.
#[inline]
pub fn push_u128(out: &mut Vec<u8>, value: u128) {
    match u64::try_from(value) {
        Ok(small) => push_u64(out, small),
        Err(_) => push_wide(out, value),
    }
}

/// Appends a value past 64 bits: two parts in base 10^19, the low one zero-padded.
#[cold]
fn push_wide(out: &mut Vec<u8>, value: u128) {
    const BASE: u128 = 10_000_000_000_000_000_000;
    push_u128(out, value / BASE);
    // All 19 digits of the low part, leading zeros included.
    let mut low = (value % BASE) as u64;
    let mut digits = [b'0'; 19];
    for digit in digits.iter_mut().rev() {
        *digit = b'0' + (low % 10) as u8;
        low /= 10;
    }
    out.extend_from_slice(&digits);
}

/// Appends a fraction as `num/den` in lowest terms (a whole number `w` as `w/1`).
pub fn push_fraction(out: &mut Vec<u8>, fraction: Fraction) {
    push_u128(out, fraction.num());
    out.push(b'/');
    push_u128(out, fraction.den());
}

/// Appends `num / den` in decimal with exactly `digits` digits after the point,
/// truncated, by long division: no floating point is involved.
///
/// # Panics
/// If `den` is 0.
pub fn push_quotient(out: &mut Vec<u8>, num: u64, den: u64, digits: usize) {
    assert!(den > 0, "division by zero");
    push_u64(out, num / den);
    out.push(b'.');
    // The remainder stays below `den`, so ten times it fits 128 bits.
    let (den, mut rest) = (u128::from(den), u128::from(num % den));
    for _ in 0..digits {
        rest *= 10;
        out.push(b'0' + (rest / den) as u8);
        rest %= den;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_match_display() {
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
            push_u128(&mut out, value);
            assert_eq!(out, format!("x{value}").into_bytes());
        }
    }

    #[test]
    fn fractions_print_reduced() {
        let mut out = Vec::new();
        push_fraction(&mut out, Fraction::new(34, 48));
        out.push(b' ');
        push_fraction(&mut out, Fraction::new(6, 3));
        assert_eq!(out, b"17/24 2/1");
    }

    #[test]
    fn quotients_are_exact_truncations() {
        let cases: [(u64, u64, usize, &str); 4] = [
            (341, 990, 20, "0.34444444444444444444"),
            (990, 990, 3, "1.000"),
            (2, 3, 4, "0.6666"),
            (u64::MAX, u64::MAX - 1, 21, "1.000000000000000000054"),
        ];
        for (num, den, digits, expected) in cases {
            let mut out = Vec::new();
            push_quotient(&mut out, num, den, digits);
            assert_eq!(String::from_utf8(out).unwrap(), expected, "{num}/{den}");
        }
    }
}
