//! What the brute forces and shrinkers share: a strict line reader, the statements'
//! card spellings read strictly, joining T-prefixed inputs, and plainer cards.
//!
//! Nothing here uses `crate::input`: a brute force reads its input on its own, so a
//! bug of the binaries' reader cannot hide in both.

use crate::poker::{Card, Rank, Suit};

/// The lines of an input, read one by one, each numbered from 1 for the errors.
pub struct Lines<'a> {
    lines: Vec<&'a str>,
    next: usize,
}

impl<'a> Lines<'a> {
    /// The lines of `text`, as [`str::lines`] cuts them (a `\r\n` end is one end).
    pub fn new(text: &'a str) -> Self {
        Lines {
            lines: text.lines().collect(),
            next: 0,
        }
    }

    /// Whether every line has been read.
    pub fn is_done(&self) -> bool {
        self.next == self.lines.len()
    }

    /// The next line, split at whitespace.
    ///
    /// # Errors
    /// When the input has ended, naming `what` was expected.
    pub fn words(&mut self, what: &str) -> Result<Vec<&'a str>, String> {
        let line = self
            .lines
            .get(self.next)
            .ok_or_else(|| format!("the input ends before {what}"))?;
        self.next += 1;
        Ok(line.split_whitespace().collect())
    }

    /// The next line, which must hold exactly `count` words.
    ///
    /// # Errors
    /// When the input has ended or the line holds another number of words.
    pub fn exactly(&mut self, count: usize, what: &str) -> Result<Vec<&'a str>, String> {
        let line = self.next + 1;
        let words = self.words(what)?;
        if words.len() != count {
            return Err(format!(
                "line {line}: {what} must be {count} words, not {}",
                words.len()
            ));
        }
        Ok(words)
    }

    /// The next line as one number in `range`.
    ///
    /// # Errors
    /// When the line is not one such number.
    pub fn number(
        &mut self,
        range: std::ops::RangeInclusive<usize>,
        what: &str,
    ) -> Result<usize, String> {
        let words = self.exactly(1, what)?;
        number(words[0], range, what)
    }

    /// Succeeds when every line has been read.
    ///
    /// # Errors
    /// When a line is left, blank or not: the statements end at the last case.
    pub fn end(&self) -> Result<(), String> {
        if self.is_done() {
            Ok(())
        } else {
            Err(format!("line {}: content after the input", self.next + 1))
        }
    }
}

/// `word` as a number in `range`: plain digits, as the statements write numbers.
///
/// # Errors
/// When `word` is not digits, or the number is outside `range`.
pub fn number(
    word: &str,
    range: std::ops::RangeInclusive<usize>,
    what: &str,
) -> Result<usize, String> {
    let value = word
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| word.parse::<usize>().ok())
        .flatten()
        .ok_or_else(|| format!("{what} is not a number: `{word}`"))?;
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(format!("{what} = {value} is outside {range:?}"))
    }
}

/// Rank then suit, upper case, as decision and euler54 write cards: `TS`, `2C`.
///
/// # Errors
/// When `word` is no card in that spelling.
pub fn rank_suit(word: &str) -> Result<Card, String> {
    strict_letters(word, word.as_bytes().first(), word.as_bytes().get(1))
        .and_then(|()| word.parse().map_err(|e| format!("{e}")))
}

/// Suit then rank, upper case, as holdem writes cards: `ST`, `C2`.
///
/// # Errors
/// When `word` is no card in that spelling.
pub fn suit_rank(word: &str) -> Result<Card, String> {
    strict_letters(word, word.as_bytes().get(1), word.as_bytes().first())
        .and_then(|()| Card::parse_suit_rank(word).map_err(|e| format!("{e}")))
}

/// Rank then suit as rhino writes cards: `X` for the ten and a lower-case suit, `Xh`,
/// `2c`.
///
/// # Errors
/// When `word` is no card in that spelling: `Th`, `XH` and `xh` are none.
pub fn rank_suit_x(word: &str) -> Result<Card, String> {
    let unknown = || format!("unknown card `{word}`");
    let &[rank, suit] = word.as_bytes() else {
        return Err(unknown());
    };
    let rank = b"23456789XJQKA".iter().position(|&r| r == rank);
    let suit = b"cdhs".iter().position(|&s| s == suit);
    match (rank, suit) {
        (Some(r), Some(s)) => Ok(Card::new(Rank::from_index(r), Suit::from_index(s))),
        _ => Err(unknown()),
    }
}

/// Refuses a word that is not two characters, an upper-case rank and suit letter.
fn strict_letters(word: &str, rank: Option<&u8>, suit: Option<&u8>) -> Result<(), String> {
    match (word.len(), rank, suit) {
        (2, Some(r), Some(s)) if b"23456789TJQKA".contains(r) && b"SHDC".contains(s) => Ok(()),
        _ => Err(format!("unknown card `{word}`")),
    }
}

/// The two words of pokerstars, `10 hearts`: ranks `2`..`10`, `J`, `Q`, `K`, `A`, and
/// a lower-case suit word.
///
/// # Errors
/// When the words are no card in that spelling.
pub fn words(rank: &str, suit: &str) -> Result<Card, String> {
    const RANKS: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ];
    const SUITS: [&str; 4] = ["clubs", "diamonds", "hearts", "spades"];
    match (
        RANKS.iter().position(|&r| r == rank),
        SUITS.iter().position(|&s| s == suit),
    ) {
        (Some(r), Some(s)) => Ok(Card::new(Rank::from_index(r), Suit::from_index(s))),
        _ => Err(format!("unknown card `{rank} {suit}`")),
    }
}

/// Succeeds when no card repeats.
///
/// # Errors
/// Naming the first card that repeats.
pub fn distinct(cards: &[Card]) -> Result<(), String> {
    match (0..cards.len()).find(|&i| cards[..i].contains(&cards[i])) {
        Some(i) => Err(format!("card {} repeats", cards[i])),
        None => Ok(()),
    }
}

/// The line end of `text`: `\r\n` when it has one, so that a split or shrunk input
/// keeps the line ends a failure may depend on.
pub fn line_end(text: &str) -> &'static str {
    if text.contains("\r\n") { "\r\n" } else { "\n" }
}

/// `made`, written with `\n`, in the line ends of `like`.
pub fn in_line_ends_of(made: String, like: &str) -> String {
    match line_end(like) {
        "\n" => made,
        end => made.replace('\n', end),
    }
}

/// One input of the test cases of `inputs`, each a count T on its first line and
/// its cases after it: the counts add up, the cases follow in order.
pub fn join_counted(inputs: &[String]) -> String {
    let (mut total, mut body) = (0, String::new());
    for input in inputs {
        let mut lines = input.lines();
        total += lines
            .next()
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or(0);
        for line in lines {
            body.push_str(line);
            body.push('\n');
        }
    }
    format!("{total}\n{body}")
}

/// Each case of `text` as an input of its own, in `text`'s line ends: the `split`
/// of a problem whose `parse` reads the cases and whose `write` writes them.
pub fn split_with<T>(
    text: &str,
    parse: fn(&str) -> Result<Vec<T>, String>,
    write: fn(&[T]) -> String,
) -> Option<Vec<String>> {
    let cases = parse(text).ok()?;
    let one = |case: T| in_line_ends_of(write(&[case]), text);
    Some(cases.into_iter().map(one).collect())
}

/// A one-case input of `N` cards with one card made [`plainer`], in `text`'s line
/// ends: the `shrink` of a problem whose case is a fixed number of cards.
///
/// # Panics
/// Never: a plainer variant has as many cards as the case.
pub fn plainer_inputs<const N: usize>(
    text: &str,
    parse: fn(&str) -> Result<Vec<[Card; N]>, String>,
    write: fn(&[[Card; N]]) -> String,
) -> Vec<String> {
    match parse(text).as_deref() {
        Ok([cards]) => plainer(cards)
            .into_iter()
            .map(|variant| {
                let cards: [Card; N] = variant.try_into().expect("as many cards");
                in_line_ends_of(write(&[cards]), text)
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// A one-case input with one player left out or one card made plainer
/// ([`fewer_or_plainer`]), in `text`'s line ends: the `shrink` of a problem whose
/// case is a list of cards, `shared` of them for everybody, then `each` per player.
pub fn fewer_or_plainer_inputs(
    text: &str,
    parse: fn(&str) -> Result<Vec<Vec<Card>>, String>,
    write: fn(&[Vec<Card>]) -> String,
    shared: usize,
    each: usize,
) -> Vec<String> {
    match parse(text).as_deref() {
        Ok([cards]) => fewer_or_plainer(cards, shared, each)
            .into_iter()
            .map(|variant| in_line_ends_of(write(&[variant]), text))
            .collect(),
        _ => Vec::new(),
    }
}

/// Every variant of `cards` with one player left out (when there are two or more),
/// then every [`plainer`] one: the shrink of a problem whose case is `shared` cards
/// everybody plays, if any, then `each` cards for every player.
pub fn fewer_or_plainer(cards: &[Card], shared: usize, each: usize) -> Vec<Vec<Card>> {
    let players = (cards.len() - shared) / each;
    let fewer = (0..players).filter(|_| players > 1).map(|p| {
        let mut fewer = cards.to_vec();
        fewer.drain(shared + each * p..shared + each * (p + 1));
        fewer
    });
    fewer.chain(plainer(cards)).collect()
}

/// Every variant of `cards` with one card made plainer, most promising first: the
/// lowest free rank of its suit, the next lower free rank, then the same rank in the
/// lowest free suit below its own (clubs first). A card is free when `cards` lacks it.
pub fn plainer(cards: &[Card]) -> Vec<Vec<Card>> {
    let free = |c: &Card| !cards.contains(c);
    let mut out = Vec::new();
    for (i, &card) in cards.iter().enumerate() {
        let lower = (0..card.rank().index()).map(|r| Card::new(Rank::from_index(r), card.suit()));
        let lower: Vec<Card> = lower.filter(free).collect();
        let mut suits =
            (0..card.suit().index()).map(|s| Card::new(card.rank(), Suit::from_index(s)));
        let mut picks = vec![lower.first(), lower.last(), suits.find(free).as_ref()]
            .into_iter()
            .flatten()
            .copied()
            .collect::<Vec<Card>>();
        picks.dedup();
        for pick in picks {
            let mut variant = cards.to_vec();
            variant[i] = pick;
            out.push(variant);
        }
    }
    out
}

/// Checks an oracle's parts on `random` inputs of sizes 1 to 8: every input is valid,
/// its cases are valid inputs, joining them back gives the same cases and answer,
/// every shrink candidate of a case is a valid input other than it, and always taking
/// the first candidate ends.
#[cfg(test)]
pub(crate) fn check_oracle(
    oracle: &super::Oracle,
    random: fn(&mut crate::rng::SplitMix64, usize) -> String,
    seed: u64,
) {
    let mut rng = crate::rng::SplitMix64::new(seed);
    let valid = |text: &str| (oracle.brute)(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let shrink = oracle.shrink.expect("every problem shrinks its own way");
    let mut last = String::new();
    for size in 1..=8 {
        let text = random(&mut rng, size);
        let answer = valid(&text);
        let cases = (oracle.split)(&text).expect("a valid input splits");
        assert!(!cases.is_empty(), "{text}");
        let joined = (oracle.join)(&cases);
        assert_eq!(valid(&joined), answer, "{text}");
        let plain = |cases: &[String]| -> Vec<String> {
            cases.iter().map(|c| c.replace("\r\n", "\n")).collect()
        };
        let again = (oracle.split)(&joined).expect("a joined input splits");
        assert_eq!(plain(&again), plain(&cases), "{text}");
        for case in &cases {
            valid(case);
        }
        for candidate in shrink(&cases[0]) {
            valid(&candidate);
            assert_ne!(candidate, cases[0]);
        }
        last = cases[0].clone();
    }
    for step in 0.. {
        assert!(step < 1_000, "shrinking does not end: {last}");
        match shrink(&last).into_iter().next() {
            Some(next) => last = next,
            None => break,
        }
        valid(&last);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_read_strictly() {
        assert_eq!(rank_suit("TS"), Ok("Ts".parse().unwrap()));
        assert_eq!(suit_rank("ST"), Ok("Ts".parse().unwrap()));
        assert_eq!(words("10", "spades"), Ok("Ts".parse().unwrap()));
        for bad in ["Ts", "ts", "T", "TSS", "1S", "ST"] {
            assert!(rank_suit(bad).is_err(), "{bad}");
        }
        assert!(suit_rank("sT").is_err() && suit_rank("TS").is_err());
        assert!(words("T", "spades").is_err() && words("10", "Spades").is_err());
        assert!(distinct(&Card::parse_list("2c 3c 2c").unwrap()).is_err());
        assert_eq!(number("012", 0..=20, "n"), Ok(12));
        assert!(number("+1", 0..=20, "n").is_err() && number("21", 0..=20, "n").is_err());
    }

    #[test]
    fn rhinos_cards_spell_the_ten_x_and_suits_lower_case() {
        assert_eq!(rank_suit_x("Xh"), Ok("Th".parse().unwrap()));
        assert_eq!(rank_suit_x("2c"), Ok("2c".parse().unwrap()));
        assert_eq!(rank_suit_x("As"), Ok("As".parse().unwrap()));
        for bad in ["Th", "XH", "xh", "X", "Xhh", "1c", "Ad ", ""] {
            assert!(rank_suit_x(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn plainer_cards_stay_distinct_and_lower() {
        let cards = Card::parse_list("3c 2c Ah As").unwrap();
        let variants = plainer(&cards);
        assert!(variants.iter().all(|v| distinct(v).is_ok()));
        for v in &variants {
            let changed: Vec<usize> = (0..4).filter(|&i| v[i] != cards[i]).collect();
            assert!(
                changed.len() == 1 && v[changed[0]] < cards[changed[0]],
                "{v:?}"
            );
        }
        assert!(variants.contains(&Card::parse_list("3c 2c 2h As").unwrap()));
        assert!(variants.contains(&Card::parse_list("3c 2c Ah Ac").unwrap()));
        assert_eq!(
            join_counted(&["1\na\n".into(), "2\r\nb\r\nc\r\n".into()]),
            "3\na\nb\nc\n"
        );
    }
}
