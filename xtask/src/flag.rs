//! Command-line values of the xtask commands, read one way: a flag's value must
//! parse and lie in its range, or the error names the flag, the range and the value.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// `value` of `flag` parsed as a `T` within `range`; `unit` names what it counts,
/// as in ``--jobs wants a whole number from 1 to 256, not `0` ``.
///
/// # Errors
/// That message, when `value` does not parse or lies outside `range`.
pub fn ranged<T>(flag: &str, value: &str, range: RangeInclusive<T>, unit: &str) -> Result<T, String>
where
    T: FromStr + PartialOrd + Display,
{
    value
        .parse()
        .ok()
        .filter(|v| range.contains(v))
        .ok_or_else(|| {
            let (low, high) = (range.start(), range.end());
            format!("{flag} wants {unit} from {low} to {high}, not `{value}`")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_must_parse_and_lie_in_its_range() {
        assert_eq!(ranged("--jobs", "3", 1..=8, "a whole number"), Ok(3));
        assert_eq!(
            ranged("--jobs", "0", 1..=8, "a whole number"),
            Err("--jobs wants a whole number from 1 to 8, not `0`".to_string())
        );
        assert_eq!(
            ranged("--seconds", "soon", 0.001..=86_400.0, "seconds"),
            Err("--seconds wants seconds from 0.001 to 86400, not `soon`".to_string())
        );
    }
}
