//! Command-line values of the xtask commands, read one way: a flag's value must
//! parse and lie in its range, or clap's error names the flag, the value and the range.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// A clap value parser for a `T` within `range`; `unit` names what it counts, as
/// in ``invalid value '0' for '--jobs <N>': a whole number from 1 to 256``.
pub fn ranged<T>(
    range: RangeInclusive<T>,
    unit: &'static str,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + Display + Clone + Send + Sync + 'static,
{
    move |value: &str| {
        value
            .parse()
            .ok()
            .filter(|v| range.contains(v))
            .ok_or_else(|| format!("{unit} from {} to {}", range.start(), range.end()))
    }
}

/// What a count's flag wants, as its error says.
pub const WHOLE: &str = "a whole number";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_must_parse_and_lie_in_its_range() {
        assert_eq!(ranged(1..=8, WHOLE)("3"), Ok(3));
        assert_eq!(
            ranged(1..=8, WHOLE)("0"),
            Err("a whole number from 1 to 8".to_string())
        );
        assert_eq!(
            ranged(0.001..=86_400.0, "seconds")("soon"),
            Err("seconds from 0.001 to 86400".to_string())
        );
    }
}
