//! aojpoker's brute force (AOJ 0038, "Poker Hand"): the datasets read strictly, each
//! hand's role found from the statement's list of roles, with no poker evaluator.

use oracle::cases::numbers;

/// The statement's bound on the number of datasets.
pub const MAX_DATASETS: usize = 50;

/// The hands of a valid input: one line each, five numbers separated by single
/// commas and nothing else, at least one (the statement's bound of
/// [`MAX_DATASETS`] is not held against an input, as no count is: each dataset is
/// answered on its own).
/// Blank lines are passed over, as every reader of the project does.
///
/// # Errors
/// Why the input breaks the statement: a line that is not five numbers from 1 to 13
/// joined by commas (spaces included), five cards of one number (the statement
/// allows at most four), or none at all.
pub fn parse(text: &str) -> Result<Vec<[u32; 5]>, String> {
    let mut hands = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = |e: String| format!("line {}: {e}", i + 1);
        let hand = numbers::<5>(line, ',', 1..=13).map_err(at)?;
        if hand.iter().all(|&n| n == hand[0]) {
            return Err(at(format!("five cards of the number {}", hand[0])));
        }
        hands.push(hand);
    }
    if hands.is_empty() {
        return Err("no dataset at all".into());
    }
    Ok(hands)
}

/// The strongest role of a hand, read off the statement's definitions.
pub fn role(hand: &[u32; 5]) -> &'static str {
    // How many cards of each number: the sizes of the groups, largest first.
    let mut groups: Vec<usize> = (1..=13)
        .map(|n| hand.iter().filter(|&&c| c == n).count())
        .filter(|&k| k > 0)
        .collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    // Five consecutive numbers: 1-5 up to 9-13, and 10 J Q K A, the ace after the
    // king. No other run holds the ace: J Q K A 2 is none.
    let mut runs: Vec<[u32; 5]> = (1..=9).map(|a| [a, a + 1, a + 2, a + 3, a + 4]).collect();
    runs.push([10, 11, 12, 13, 1]);
    let straight = runs.iter().any(|run| run.iter().all(|n| hand.contains(n)));
    match groups[..] {
        [4, 1] => "four card",
        [3, 2] => "full house",
        _ if straight => "straight",
        [3, 1, 1] => "three card",
        [2, 2, 1] => "two pair",
        [2, 1, 1, 1] => "one pair",
        _ => "null",
    }
}

/// One role a line, a line per dataset.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    Ok(parse(text)?
        .iter()
        .map(|h| format!("{}\n", role(h)))
        .collect())
}
