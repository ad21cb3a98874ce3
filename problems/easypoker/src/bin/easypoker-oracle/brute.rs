//! easypoker's brute force (yukicoder No.227, 簡単ポーカー): the one hand read
//! strictly, then the statement's roles tried in its order, each with its "exactly".

use oracle::cases::numbers;

/// The five numbers of a valid input: one line of five numbers from 1 to 13
/// separated by single spaces. Any number may repeat, five times too: the cards are
/// not from one deck. Blank lines before or after the hand are passed over.
///
/// # Errors
/// Why the input breaks the statement: no hand, a line that is not five numbers
/// from 1 to 13 separated by single spaces, or a second line of text.
pub fn parse(text: &str) -> Result<[u32; 5], String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (i, line) = lines.next().ok_or("no hand: the input is empty")?;
    let at = |e: String| format!("line {}: {e}", i + 1);
    let hand = numbers::<5>(line, ' ', 1..=13).map_err(at)?;
    if let Some((j, _)) = lines.next() {
        return Err(format!("line {}: text after the hand", j + 1));
    }
    Ok(hand)
}

/// The role, the first of the statement's list that applies.
pub fn role(hand: &[u32; 5]) -> &'static str {
    let count = |n: u32| hand.iter().filter(|&&c| c == n).count();
    // The numbers held exactly k times.
    let exactly = |k: usize| (1..=13).filter(|&n| count(n) == k).count();
    if exactly(3) == 1 && exactly(2) == 1 {
        "FULL HOUSE" // exactly three of one number and exactly two of another
    } else if exactly(3) == 1 {
        "THREE CARD"
    } else if exactly(2) == 2 {
        "TWO PAIR"
    } else if exactly(2) == 1 {
        "ONE PAIR"
    } else {
        "NO HAND" // four or five of a number too
    }
}

/// The role on a line of its own.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    Ok(format!("{}\n", role(&parse(text)?)))
}
