//! Arithmetic modulo the prime M = 100,055,128,505,716,009, in which pokerstars
//! writes its probabilities.
//!
//! M is about 1.0 * 10^17 (57 bits), so a product of two residues needs 114
//! bits: multiplication goes through `u128`.

/// The prime modulus.
pub const M: u64 = 100_055_128_505_716_009;

/// The product `a * b mod M`.
#[inline]
pub fn mul(a: u64, b: u64) -> u64 {
    (a as u128 * b as u128 % M as u128) as u64
}

/// The power `base ^ exp mod M`, by repeated squaring.
///
/// # Complexity
/// At most 2 * 64 multiplications.
pub fn pow(base: u64, mut exp: u64) -> u64 {
    let mut square = base % M;
    let mut result = 1 % M;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul(result, square);
        }
        square = mul(square, square);
        exp >>= 1;
    }
    result
}

/// The inverse of `x` modulo M, by Fermat's little theorem: `x ^ (M - 2)`.
///
/// # Panics
/// If `x` is a multiple of M, which has no inverse.
pub fn inv(x: u64) -> u64 {
    assert!(!x.is_multiple_of(M), "{x} has no inverse modulo M");
    pow(x, M - 2)
}

/// The fraction `num / den` as a residue: `num * den^(-1) mod M`.
///
/// # Panics
/// If `den` is a multiple of M.
pub fn fraction(num: u64, den: u64) -> u64 {
    mul(num % M, inv(den))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    #[test]
    fn modulus_is_prime() {
        // Deterministic Miller-Rabin: these twelve bases decide every n < 3.3 * 10^24.
        let d = (M - 1) >> (M - 1).trailing_zeros();
        let s = (M - 1).trailing_zeros();
        for a in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
            let mut x = pow(a, d);
            let witness = x != 1
                && (0..s).all(|_| {
                    let was_minus_one = x == M - 1;
                    x = mul(x, x);
                    !was_minus_one
                });
            assert!(!witness, "base {a} proves M composite");
        }
    }

    #[test]
    fn products_match_wide_arithmetic() {
        assert_eq!(mul(M - 1, M - 1), 1);
        assert_eq!(mul(2, M / 2 + 1), 1);
        assert_eq!(mul(0, M - 1), 0);
        assert_eq!(pow(3, 0), 1);
        assert_eq!(pow(10, 17), 100_000_000_000_000_000 % M);
    }

    #[test]
    fn random_values_times_their_inverse_give_one() {
        let mut rng = SplitMix64::new(2024);
        for _ in 0..1000 {
            let x = rng.next_u64() % (M - 1) + 1;
            assert_eq!(mul(x, inv(x)), 1, "x = {x}");
        }
        assert_eq!(inv(1), 1);
        assert_eq!(inv(M - 1), M - 1);
    }

    #[test]
    fn fractions_scale_back() {
        assert_eq!(fraction(1081, 1081), 1);
        assert_eq!(fraction(0, 861), 0);
        let half = fraction(1, 2);
        assert_eq!(mul(half, 2), 1);
        assert_eq!(mul(fraction(341, 990), 990), 341);
    }

    #[test]
    #[should_panic]
    fn zero_has_no_inverse() {
        inv(M);
    }
}
