//! royalflush's brute force (AtCoder tenka1-2012-qualC B, task `tenka1_2012_10`):
//! the deck read strictly by the statement's grammar, then every prefix tried until
//! one holds the five royal cards of a suit.

/// A card as the input spells it: the suit letter, then `A`, `2`..`9`, `10`, `J`,
/// `Q` or `K`, so two or three characters.
pub type Card = String;

/// The numbers of the grammar, `10` the only one of two characters.
const NUMBERS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];

/// The royal cards' numbers: 10, J, Q, K, A.
const ROYAL: [&str; 5] = ["10", "J", "Q", "K", "A"];

/// The cards of a valid deck: one line, a string of cards with no separator, no
/// card twice, and the five royal cards of at least one suit among them. The deck
/// may be shorter than 52 cards (both samples are). Blank lines before or after the
/// deck are passed over.
///
/// # Errors
/// Why the input breaks the statement: no deck, a character the grammar does not
/// allow where a suit or a number should be (spaces, lower case, `T`, a `1` not
/// followed by `0`), a card twice, a second line of text, or no royal flush.
///
/// # Panics
/// Never: each card is cut from text that is not empty.
pub fn parse(text: &str) -> Result<Vec<Card>, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (i, line) = lines.next().ok_or("no deck: the input is empty")?;
    let at = |e: String| format!("line {}: {e}", i + 1);
    let mut cards: Vec<Card> = Vec::new();
    let mut rest = line;
    while !rest.is_empty() {
        let at_card = |e: &str| at(format!("card {}: {e}", cards.len() + 1));
        let first = rest.chars().next().expect("rest is not empty");
        if !"SHDC".contains(first) {
            return Err(at_card(&format!("`{first}` is no suit")));
        }
        let suit = &rest[..1]; // one byte: the suit letters are ASCII
                               // The longest number that matches: `10` before `1`, which is none.
        let number = NUMBERS
            .iter()
            .filter(|n| rest[1..].starts_with(**n))
            .max_by_key(|n| n.len())
            .ok_or_else(|| at_card(&format!("no number after `{suit}`")))?;
        let card = format!("{suit}{number}");
        if cards.contains(&card) {
            return Err(at_card(&format!("{card} is dealt twice")));
        }
        rest = &rest[card.len()..];
        cards.push(card);
    }
    if let Some((j, _)) = lines.next() {
        return Err(format!("line {}: text after the deck", j + 1));
    }
    if completion(&cards).is_none() {
        return Err(at("no suit's 10 J Q K A are all in the deck".into()));
    }
    Ok(cards)
}

/// The royal cards of `suit`.
fn royal(suit: char) -> Vec<Card> {
    ROYAL.iter().map(|n| format!("{suit}{n}")).collect()
}

/// The shortest prefix of the deck that holds a suit's five royal cards: its length
/// and that suit; `None` if no prefix does.
pub fn completion(cards: &[Card]) -> Option<(usize, char)> {
    (1..=cards.len()).find_map(|len| {
        let seen = &cards[..len];
        "SHDC"
            .chars()
            .find(|&s| royal(s).iter().all(|c| seen.contains(c)))
            .map(|s| (len, s))
    })
}

/// The cards discarded on the way to the earliest royal flush, in order and
/// spelled as in the input, or `0` if none was.
///
/// # Errors
/// Those of [`parse`].
///
/// # Panics
/// Never: [`parse`] accepts only a deck that holds a royal flush.
pub fn brute(text: &str) -> Result<String, String> {
    let cards = parse(text)?;
    let (len, suit) = completion(&cards).expect("parse checked it");
    let keep = royal(suit);
    let discarded: String = cards[..len]
        .iter()
        .filter(|c| !keep.contains(c))
        .map(String::as_str)
        .collect();
    Ok(if discarded.is_empty() {
        "0\n".into()
    } else {
        format!("{discarded}\n")
    })
}
