//! Arithmetic modulo a prime `m` below 2^64, such as the M = 100,055,128,505,716,009
//! in which pokerstars writes its probabilities.
//!
//! A product of two residues needs up to 128 bits, so multiplication goes through `u128`.

/// The product `a * b mod m`.
///
/// # Panics
/// If `m` is 0.
#[inline]
pub fn mul(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

/// The power `base ^ exp mod m`, by repeated squaring.
///
/// # Panics
/// If `m` is 0.
///
/// # Complexity
/// At most 2 * 64 multiplications.
pub fn pow(base: u64, mut exp: u64, m: u64) -> u64 {
    let mut square = base % m;
    let mut result = 1 % m;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul(result, square, m);
        }
        square = mul(square, square, m);
        exp >>= 1;
    }
    result
}

/// The inverse of `x` modulo the prime `m`, by Fermat's little theorem: `x ^ (m - 2)`.
///
/// # Panics
/// If `x` is a multiple of `m`, which has no inverse.
pub fn inv(x: u64, m: u64) -> u64 {
    assert!(x % m != 0, "{x} has no inverse modulo {m}");
    pow(x, m - 2, m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// The Mersenne prime 2^61 - 1: products of its residues need 122 bits.
    const P: u64 = (1 << 61) - 1;

    #[test]
    fn products_match_wide_arithmetic() {
        assert_eq!(mul(P - 1, P - 1, P), 1);
        assert_eq!(mul(2, P / 2 + 1, P), 1);
        assert_eq!(mul(0, P - 1, P), 0);
        assert_eq!(pow(3, 0, P), 1);
        assert_eq!(pow(2, 61, P), 1);
        assert_eq!(pow(10, 17, P), 100_000_000_000_000_000 % P);
        assert_eq!(pow(5, 3, 1), 0);
    }

    #[test]
    fn random_values_times_their_inverse_give_one() {
        let mut rng = SplitMix64::new(2024);
        for m in [P, 1_000_000_007, 100_055_128_505_716_009] {
            for _ in 0..1000 {
                let x = rng.next_u64() % (m - 1) + 1;
                assert_eq!(mul(x, inv(x, m), m), 1, "x = {x}, m = {m}");
            }
            assert_eq!(inv(1, m), 1);
            assert_eq!(inv(m - 1, m), m - 1);
        }
    }

    #[test]
    #[should_panic(expected = "0 has no inverse modulo 7")]
    fn zero_has_no_inverse() {
        inv(0, 7);
    }
}
