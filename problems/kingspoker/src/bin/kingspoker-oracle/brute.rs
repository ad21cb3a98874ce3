//! kingspoker's brute force (ICPC Latin America 2011, K, "King's Poker"): the hands
//! read strictly, then every set and pair of a 52-card deck tried against the
//! statement's rules, the lowest that beats the hand kept.

use oracle::cases::numbers;

/// A hand's three ranks in non-decreasing order: 1 is the ace, 13 the king.
pub type Hand = [u32; 3];

/// The test cases of a valid input: lines of three numbers from 1 to 13 separated
/// by single spaces, ended by the line `0 0 0`, which is no test case (an input that
/// ends without it answers the hands it holds), and nothing but blank lines after
/// it. Blank lines are passed over, as every reader of the project does.
///
/// # Errors
/// Why the input breaks the statement: a line that is not three such numbers, a
/// rank held more than four times (one deck has four of each), or text after the
/// line `0 0 0`.
pub fn parse(text: &str) -> Result<Vec<Hand>, String> {
    let mut hands = Vec::new();
    let mut lines = text.lines().enumerate();
    loop {
        // An input that ends without `0 0 0` has answered every hand it holds.
        let Some((i, line)) = lines.next() else {
            return Ok(hands);
        };
        if line.trim().is_empty() {
            continue;
        }
        let at = |e: String| format!("line {}: {e}", i + 1);
        if line == "0 0 0" {
            break;
        }
        let mut hand = numbers::<3>(line, ' ', 1..=13).map_err(at)?;
        // Three cards cannot break a 52-card deck, which holds four of each rank;
        // the check is kept so that the reader says what a hand may be.
        if (1..=13).any(|r| hand.iter().filter(|&&c| c == r).count() > 4) {
            return Err(at("more than four cards of one rank".into()));
        }
        hand.sort_unstable();
        hands.push(hand);
    }
    if let Some((j, _)) = lines.find(|(_, l)| !l.trim().is_empty()) {
        return Err(format!("line {}: text after the line `0 0 0`", j + 1));
    }
    Ok(hands)
}

/// What a hand is, as the statement sorts hands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    /// Three cards of `rank`.
    Set { rank: u32 },
    /// Two cards of `matched`, one of `unmatched`.
    Pair { matched: u32, unmatched: u32 },
    /// No two cards of one rank.
    NoPair,
}

/// The kind of a sorted hand.
pub fn kind(h: &Hand) -> Kind {
    match *h {
        [a, b, c] if a == b && b == c => Kind::Set { rank: a },
        [a, b, c] if a == b => Kind::Pair {
            matched: a,
            unmatched: c,
        },
        [a, b, c] if b == c => Kind::Pair {
            matched: b,
            unmatched: a,
        },
        _ => Kind::NoPair,
    }
}

/// Whether `x` defeats `y`, by the statement's five rules and nothing else. Two
/// no-pairs are never compared: no rule orders them, and no answer needs it.
pub fn defeats(x: Kind, y: Kind) -> bool {
    use Kind::*;
    match (x, y) {
        // Any set defeats any pair and any no-pair.
        (Set { .. }, Pair { .. } | NoPair) => true,
        // Any pair defeats any no-pair.
        (Pair { .. }, NoPair) => true,
        // A set of higher rank defeats a set of lower rank.
        (Set { rank: r }, Set { rank: s }) => r > s,
        // Pairs: the matched ranks first; equal ones, the unmatched cards; equal
        // unmatched cards are a tie, which defeats neither way.
        (
            Pair {
                matched: m,
                unmatched: u,
            },
            Pair {
                matched: n,
                unmatched: v,
            },
        ) => m > n || (m == n && u > v),
        _ => false,
    }
}

/// Every set and pair one 52-card deck can deal, as sorted hands: all multisets
/// of three ranks with two or three equal (no rank is held more than four times).
pub fn sets_and_pairs() -> Vec<Hand> {
    let mut all = Vec::new();
    for a in 1..=13 {
        for b in a..=13 {
            for c in b..=13 {
                if kind(&[a, b, c]) != Kind::NoPair {
                    all.push([a, b, c]);
                }
            }
        }
    }
    all
}

/// The set or pair of the lowest rank that defeats `hand`, or `None` when none
/// does. Among the sets and pairs that defeat it, the lowest is the one that
/// defeats none of the others.
///
/// # Panics
/// If two hands were each the lowest above: the rules would not order them.
pub fn lowest_above(hand: &Hand) -> Option<Hand> {
    let above: Vec<Hand> = sets_and_pairs()
        .into_iter()
        .filter(|c| defeats(kind(c), kind(hand)))
        .collect();
    let lowest: Vec<Hand> = above
        .iter()
        .filter(|c| !above.iter().any(|d| defeats(kind(c), kind(d))))
        .copied()
        .collect();
    assert!(lowest.len() <= 1, "the rules order sets and pairs totally");
    lowest.first().copied()
}

/// One line per test case: the three ranks, ascending, or `*`.
///
/// # Errors
/// Those of [`parse`].
pub fn brute(text: &str) -> Result<String, String> {
    let line = |h: &Hand| match lowest_above(h) {
        Some([a, b, c]) => format!("{a} {b} {c}\n"),
        None => "*\n".to_string(),
    };
    Ok(parse(text)?.iter().map(line).collect())
}
