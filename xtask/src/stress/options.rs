//! The command line of `cargo xtask stress`: every value checked, a bad one named.

use crate::flag::ranged;
use std::time::Duration;

/// What one stress run is asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The problem's name.
    pub name: String,
    /// How long to search for a disagreement (shrinking comes on top).
    pub budget: Duration,
    /// The seed every attempt's input derives from.
    pub seed: u64,
    /// Whether the seed was given (else it came from the clock).
    pub seed_given: bool,
    /// Test the committed bundle compiled as the judge does, not the cargo binary.
    pub bundle: bool,
    /// Keep the counterexample as a fixture.
    pub save: bool,
    /// The largest size passed to the generator.
    pub max_size: usize,
    /// Attempts run at once.
    pub jobs: usize,
}

/// The search budget when `--seconds` is not given.
pub const DEFAULT_SECONDS: f64 = 10.0;

/// The size ceiling when `--max-size` is not given.
pub const DEFAULT_MAX_SIZE: usize = 100;

/// The usage line, for the errors that need it.
pub const USAGE: &str = "usage: cargo xtask stress NAME [--seconds S] [--seed N] [--bundle] \
                         [--save] [--max-size N] [--jobs N]";

/// Reads the arguments after `stress`; `clock_seed` is the seed when none is given.
///
/// # Errors
/// A one-line message naming the option at fault (or the usage line).
pub fn parse(args: &[String], clock_seed: u64) -> Result<Options, String> {
    let mut options = Options {
        name: String::new(),
        budget: Duration::from_secs_f64(DEFAULT_SECONDS),
        seed: clock_seed,
        seed_given: false,
        bundle: false,
        save: false,
        max_size: DEFAULT_MAX_SIZE,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let mut name = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = |flag: &str| {
            rest.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))
        };
        match arg.as_str() {
            "--seconds" => {
                let seconds = ranged(arg, &value(arg)?, 0.001..=86_400.0, "seconds")?;
                options.budget = Duration::from_secs_f64(seconds);
            }
            "--seed" => {
                let v = value(arg)?;
                options.seed = v
                    .parse()
                    .map_err(|_| format!("--seed wants a whole number below 2^64, not `{v}`"))?;
                options.seed_given = true;
            }
            "--max-size" => options.max_size = ranged(arg, &value(arg)?, 1..=1_000_000, WHOLE)?,
            "--jobs" => options.jobs = ranged(arg, &value(arg)?, 1..=256, WHOLE)?,
            "--bundle" => options.bundle = true,
            "--save" => options.save = true,
            flag if flag.starts_with('-') => {
                return Err(format!("unknown option `{flag}`; {USAGE}"));
            }
            word if name.is_none() => name = Some(word.to_string()),
            word => return Err(format!("one problem at a time, not also `{word}`; {USAGE}")),
        }
    }
    options.name = name.ok_or_else(|| USAGE.to_string())?;
    Ok(options)
}

/// What a count's flag wants, as its error says.
const WHOLE: &str = "a whole number";

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn options_read_and_bad_values_are_named() {
        let o = parse(&args("demo --seed 7 --seconds 0.5 --bundle --jobs 3"), 1).unwrap();
        assert_eq!((o.name.as_str(), o.seed, o.seed_given), ("demo", 7, true));
        assert_eq!(
            (o.budget, o.bundle, o.save, o.jobs),
            (Duration::from_millis(500), true, false, 3)
        );
        assert_eq!(parse(&args("demo"), 9).unwrap().seed, 9);
        for (bad, named) in [
            ("demo --seconds -1", "--seconds"),
            ("demo --seconds", "--seconds needs"),
            ("demo --seed x", "--seed"),
            ("demo --jobs 0", "--jobs"),
            ("demo --max-size big", "--max-size"),
            ("demo --fast", "`--fast`"),
            ("demo other", "one problem"),
            ("", "usage"),
        ] {
            let err = parse(&args(bad), 1).unwrap_err();
            assert!(err.contains(named), "{bad}: {err}");
        }
    }
}
