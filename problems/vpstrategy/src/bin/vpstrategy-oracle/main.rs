//! vpstrategy's oracle: the statement's game played again with nothing of the
//! library's video poker or evaluators. Every draw of every hold of every deal is
//! 6.75 · 10^12 final hands, too many for any brute force, so this one counts each
//! deal's draws by inclusion–exclusion over the cards thrown away, on all 2,598,960
//! deals (no suit classes), with every five-card hand's category read off the
//! statement's text; about a second a table.

mod play;

use oracle::{Cut, Oracle, SplitMix64};

/// The payouts: pair of jacks or better, two pairs, three of a kind, straight,
/// flush, full house, four of a kind, straight flush, royal flush.
type Payouts = [u64; 9];

/// The nine payouts of a valid input: one line of nine positive integers separated
/// by single spaces, below 2^32 (the solution's bound: the statement gives none),
/// its end `\n` or `\r\n`.
fn payouts(input: &str) -> Result<Payouts, String> {
    let line = input.strip_suffix('\n').unwrap_or(input);
    let line = line.strip_suffix('\r').unwrap_or(line);
    let words: Vec<&str> = line.split(' ').collect();
    let [_, _, _, _, _, _, _, _, _] = words[..] else {
        return Err(format!("not nine payouts: `{line}`"));
    };
    let mut payouts = [0; 9];
    for (payout, word) in payouts.iter_mut().zip(&words) {
        let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
        *payout = word
            .parse()
            .ok()
            .filter(|&p| digits && p > 0 && p < 1 << 32)
            .ok_or_else(|| format!("not a positive payout below 2^32: `{word}`"))?;
    }
    Ok(payouts)
}

/// The deals counted by cards exchanged, 0 to 5.
fn brute(input: &str) -> Result<String, String> {
    let counts = play::count_deals(&payouts(input)?);
    let words: Vec<String> = counts.iter().map(u64::to_string).collect();
    Ok(words.join(" ") + "\n")
}

/// A table of 1 to 10 · `size` per payout, one in three increasing, ties common.
fn random(rng: &mut SplitMix64, size: usize) -> String {
    let top = 10 * size.min(100);
    let mut payouts: Vec<usize> = (0..9).map(|_| 1 + rng.below(top)).collect();
    if rng.below(3) == 0 {
        payouts.sort_unstable();
    }
    let words: Vec<String> = payouts.iter().map(usize::to_string).collect();
    words.join(" ") + "\n"
}

/// Every table costs the same: the first of the judge's ten.
fn max() -> String {
    "1 2 3 4 6 9 25 50 940\n".into()
}

const ORACLE: Oracle = Oracle {
    max: Some(max),
    beyond: &[("plus_", Cut::NoPlus), ("trailing_", Cut::Lines(1))],
    ..Oracle::new(brute, random)
};

fn main() -> std::process::ExitCode {
    oracle::main(ORACLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Not `oracle::check`, which would play 20 tables of 2,598,960 deals: the
    /// random tables are read as the brute force reads them, which is all that
    /// makes a table valid.
    #[test]
    fn random_tables_are_valid_and_the_reader_is_strict() {
        let mut rng = SplitMix64::new(1);
        for size in 1..=100 {
            let table = random(&mut rng, size);
            assert!(payouts(&table).is_ok(), "{table:?}");
        }
        assert!(payouts(&max()).is_ok());
        assert!(payouts("1 2 3 4 6 9 25 50 800\r\n").is_ok());
        for bad in [
            "1 2 3 4 6 9 25 50\n",
            "1 2 3 4 6 9 25 50 800 1\n",
            "0 2 3 4 6 9 25 50 800\n",
            "+1 2 3 4 6 9 25 50 800\n",
            "1  2 3 4 6 9 25 50 800\n",
            "1 2 3 4 6 9 25 50 4294967296\n",
        ] {
            assert!(payouts(bad).is_err(), "{bad:?}");
        }
    }
}
