//! euler54 inputs: deals of ten cards, one per line, blank lines allowed.

mod brute;

pub use brute::{brute, parse, Deal};

pub use oracle::cases::mirrored;

use oracle::cases::{card_line_oracle, card_line_text, random_card_lines};
use oracle::deal;
use oracle::{Cut, Oracle};
use showdown::rng::SplitMix64;

/// 1 to `size` deals, one in four [`mirrored`], with a blank line now and then.
pub fn random(rng: &mut SplitMix64, size: usize) -> String {
    random_card_lines(rng, size, |rng| {
        if rng.below(4) == 0 {
            mirrored(rng)
        } else {
            deal(rng, 10)
        }
    })
}

/// The input of these deals, one per line.
pub fn write(deals: &[Deal]) -> String {
    card_line_text(deals)
}

/// The brute force: the plain keys of `oracle::plain` on both hands of every deal.
pub const ORACLE: Oracle = Oracle {
    beyond: &[("trailing_", Cut::Lines(2))],
    ..card_line_oracle::<10>(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_join_and_shrink_keep_inputs_valid() {
        oracle::check(&ORACLE).unwrap();
        let sample = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/euler54/sample.in"
        ))
        .unwrap();
        assert_eq!(brute(&sample).as_deref(), Ok("3\n"));
        let deals = (ORACLE.cases.unwrap().split)(&sample).unwrap();
        let won: Vec<String> = deals.iter().map(|d| brute(d).unwrap()).collect();
        assert_eq!(won, ["0\n", "1\n", "0\n", "1\n", "1\n"]);
    }

    #[test]
    fn invalid_inputs_are_refused() {
        let good = "5H 5C 6S 7S KD 2C 3S 8S 8D TD\n\n";
        assert_eq!(brute(good).as_deref(), Ok("0\n"));
        for bad in [
            "",
            "\n\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D TD 9D\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D 5H\n",
            "5H 5C 6S 7S KD 2C 3S 8S 8D  TD\n",
            "5h 5C 6S 7S KD 2C 3S 8S 8D TD\n",
        ] {
            assert!(brute(bad).is_err(), "{bad:?}");
        }
    }
}
