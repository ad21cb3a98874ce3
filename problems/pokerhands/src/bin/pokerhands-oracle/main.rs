//! pokerhands inputs: deals of ten cards, Black's five then White's, one a line up to
//! the end of the input.

mod brute;

pub use brute::{brute, parse, verdict, Deal};

use oracle::cases::{card_line_oracle, card_line_text, mirrored, random_card_lines, two_hands};
use oracle::{Cut, Oracle};
use showdown::rng::SplitMix64;

/// Deals in [`max`]. The statement does not bound them; 100,000 lines is the stated
/// assumption.
pub const MAX_DEALS: usize = 100_000;

/// The brute force: both hands of every deal keyed by `oracle::plain`, the ace
/// only high.
pub const ORACLE: Oracle = Oracle {
    max: Some(max),
    beyond: &[("lower", Cut::Upper), ("trailing_", Cut::Lines(2))],
    ..card_line_oracle::<10>(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

/// 1 to `size` deals ([`two_hands`]), with a blank line now and then.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    random_card_lines(rng, size, two_hands)
}

/// [`MAX_DEALS`] [`mirrored`] deals: ties, and hands that differ only in their last
/// cards, make a comparison go through every tie-breaking rank before it answers.
///
/// # Panics
/// Never: a mirrored deal is ten cards.
pub fn max() -> String {
    let mut rng = SplitMix64::new(0x5eed_0005);
    let deals: Vec<Deal> = (0..MAX_DEALS)
        .map(|_| mirrored(&mut rng).try_into().expect("ten cards"))
        .collect();
    card_line_text(&deals)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oracle::cases::answer_lines;

    #[test]
    fn split_join_and_shrink_keep_inputs_valid() {
        oracle::check(&ORACLE).unwrap();
        let sample = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/pokerhands/sample1.in"
        ))
        .unwrap();
        let verdicts = "White wins.\nBlack wins.\nBlack wins.\nTie.\n";
        assert_eq!(brute(&sample).as_deref(), Ok(verdicts));
        assert_eq!(
            (ORACLE.cases.unwrap().split)(&sample).map(|s| s.len()),
            Some(4)
        );
        assert!(brute(&max()).is_ok_and(|a| a.lines().count() == MAX_DEALS));
    }

    #[test]
    fn the_generator_makes_every_verdict_often() {
        let seen = answer_lines(brute, random, (0x9049, 300, 8));
        for verdict in ["Black wins.", "White wins.", "Tie."] {
            let count = seen.get(verdict).copied().unwrap_or(0);
            assert!(count >= 100, "{verdict}: {count} of {seen:?}");
        }
    }

    #[test]
    fn invalid_inputs_are_refused() {
        let good = "2H 3D 5S 9C KD 2C 3H 4S 8C AH\n\n";
        assert_eq!(brute(good).as_deref(), Ok("White wins.\n"));
        for bad in [
            "",
            "\n\n",
            "2H 3D 5S 9C KD 2C 3H 4S 8C\n",
            "2H 3D 5S 9C KD 2C 3H 4S 8C AH AS\n",
            "2H 3D 5S 9C KD 2C 3H 4S 8C 2H\n",
            "2H 3D 5S 9C KD  2C 3H 4S 8C AH\n",
            "2H 3D 5S 9C KD 2C 3H 4S 8C 10H\n",
            "2h 3D 5S 9C KD 2C 3H 4S 8C AH\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
