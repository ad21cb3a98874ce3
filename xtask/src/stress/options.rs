//! The command line of `cargo xtask stress`: every value checked, a bad one named.

use crate::flag::{WHOLE, ranged};
use std::time::Duration;

/// The arguments of `cargo xtask stress`, as typed.
#[derive(clap::Args, Clone, Debug, PartialEq)]
pub struct Args {
    /// The problem.
    pub name: String,
    /// How long to search for a disagreement (shrinking comes on top); 10 s when
    /// neither this nor `--attempts` is given, no limit with `--attempts` alone.
    #[arg(long, value_name = "S", allow_negative_numbers = true,
          value_parser = ranged(0.001..=86_400.0, "seconds"))]
    pub seconds: Option<f64>,
    /// Stop after this many attempts: the same inputs on any machine, whatever its
    /// speed (unless `--seconds` ends the search first).
    #[arg(long, value_name = "N", value_parser = ranged(1..=1_000_000_000_usize, WHOLE))]
    pub attempts: Option<usize>,
    /// The seed every input derives from; the clock's when not given.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Test submit/NAME.rs compiled as the judge does, not the cargo binary.
    #[arg(long)]
    pub bundle: bool,
    /// Keep the counterexample as fixtures/NAME/stress-ID.in with the brute
    /// force's answer.
    #[arg(long)]
    pub save: bool,
    /// The largest size passed to the generator.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_SIZE,
          value_parser = ranged(1..=1_000_000_usize, WHOLE))]
    pub max_size: usize,
    /// Attempts run at once; the cores when not given.
    #[arg(long, value_name = "N", value_parser = ranged(1..=256_usize, WHOLE))]
    pub jobs: Option<usize>,
}

/// What one stress run is asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The problem's name.
    pub name: String,
    /// How long to search for a disagreement (shrinking comes on top).
    pub budget: Duration,
    /// At most this many attempts (`usize::MAX` when not given).
    pub attempts: usize,
    /// The seed every attempt's input derives from.
    pub seed: u64,
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

/// The search budget with `--attempts` and no `--seconds`: a year, no limit in
/// practice, and still an `Instant` away from any overflow.
pub const NO_TIME_LIMIT: Duration = Duration::from_secs(365 * 24 * 3600);

/// The size ceiling when `--max-size` is not given.
pub const DEFAULT_MAX_SIZE: usize = 100;

impl Options {
    /// The options of `args`; `clock_seed` is the seed when none is given.
    pub fn new(args: Args, clock_seed: u64) -> Options {
        Options {
            name: args.name,
            budget: match (args.seconds, args.attempts) {
                (Some(seconds), _) => Duration::from_secs_f64(seconds),
                (None, None) => Duration::from_secs_f64(DEFAULT_SECONDS),
                (None, Some(_)) => NO_TIME_LIMIT,
            },
            attempts: args.attempts.unwrap_or(usize::MAX),
            seed: args.seed.unwrap_or(clock_seed),
            bundle: args.bundle,
            save: args.save,
            max_size: args.max_size,
            jobs: args
                .jobs
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Line {
        #[command(flatten)]
        args: Args,
    }

    fn parse(text: &str) -> Result<Options, String> {
        let words = std::iter::once("stress").chain(text.split_whitespace());
        Line::try_parse_from(words)
            .map(|line| Options::new(line.args, 9))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn options_read_and_bad_values_are_named() {
        let o = parse("demo --seed 7 --seconds 0.5 --bundle --jobs 3 --attempts 40").unwrap();
        assert_eq!((o.name.as_str(), o.seed, o.attempts), ("demo", 7, 40));
        assert_eq!(
            (o.budget, o.bundle, o.save, o.jobs),
            (Duration::from_millis(500), true, false, 3)
        );
        assert_eq!(parse("demo").unwrap().seed, 9);
        assert_eq!(parse("demo").unwrap().attempts, usize::MAX);
        assert_eq!(
            parse("demo").unwrap().budget,
            Duration::from_secs_f64(DEFAULT_SECONDS)
        );
        assert_eq!(parse("demo --attempts 9").unwrap().budget, NO_TIME_LIMIT);
        assert_eq!(
            parse("demo --attempts 9 --seconds 2").unwrap().budget,
            Duration::from_secs(2)
        );
        for (bad, named) in [
            (
                "demo --seconds -1",
                "invalid value '-1' for '--seconds <S>'",
            ),
            ("demo --seconds", "'--seconds <S>'"),
            ("demo --seed x", "'--seed <N>'"),
            ("demo --jobs 0", "a whole number from 1 to 256"),
            ("demo --attempts 0", "'--attempts <N>'"),
            ("demo --max-size big", "'--max-size <N>'"),
            ("demo --fast", "'--fast'"),
            ("demo other", "'other'"),
            ("", "<NAME>"),
        ] {
            let err = parse(bad).unwrap_err();
            assert!(err.contains(named), "{bad}: {err}");
        }
    }
}
