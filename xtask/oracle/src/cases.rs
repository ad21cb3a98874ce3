//! What the brute forces, generators and shrinkers share: a strict line reader, the
//! statements' card spellings read strictly, lines of `TS` cards read and written,
//! joining inputs, hands in the shapes the rules hinge on, and plainer cards.
//!
//! Nothing here uses `showdown::input`: a brute force reads its input on its own, so a
//! bug of the binaries' reader cannot hide in both.

use showdown::poker::{Card, Rank, Spelling, Suit};
use showdown::rng::SplitMix64;

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

    /// The next line, whole.
    ///
    /// # Errors
    /// When the input has ended, naming `what` was expected.
    pub fn line(&mut self, what: &str) -> Result<&'a str, String> {
        let line = self
            .lines
            .get(self.next)
            .ok_or_else(|| format!("the input ends before {what}"))?;
        self.next += 1;
        Ok(line)
    }

    /// The next line, split at whitespace.
    ///
    /// # Errors
    /// When the input has ended, naming `what` was expected.
    pub fn words(&mut self, what: &str) -> Result<Vec<&'a str>, String> {
        Ok(self.line(what)?.split_whitespace().collect())
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
        .and_then(|()| Spelling::SUIT_RANK.parse(word).map_err(|e| format!("{e}")))
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

/// The card values without suits that UCF Hold'em and the ranks templates of `cargo
/// xtask new` write, the deuce first, upper case: `23456789TJQKA`.
pub const VALUES: &str = "23456789TJQKA";

/// A line of exactly `count` [`VALUES`] from one deck (no value more than four
/// times), separated by `separator` (single spaces, commas), or glued together in
/// one word where it is `None` (`AAKK2TJ`).
///
/// # Errors
/// When a piece is no value, a value comes five times, or there are not `count`.
pub fn value_line(line: &str, separator: Option<char>, count: usize) -> Result<Vec<Rank>, String> {
    let pieces: Vec<&str> = match separator {
        Some(separator) => line.split(separator).collect(),
        None => line
            .char_indices()
            .map(|(i, c)| &line[i..i + c.len_utf8()])
            .collect(),
    };
    let mut ranks = Vec::new();
    for piece in pieces {
        match VALUES.find(piece) {
            Some(i) if piece.len() == 1 => ranks.push(Rank::from_index(i)),
            _ => return Err(format!("unknown value `{piece}`")),
        }
    }
    if let Some(&r) = ranks
        .iter()
        .find(|&r| ranks.iter().filter(|&s| s == r).count() > 4)
    {
        return Err(format!("value `{}` five times", r.symbol()));
    }
    if ranks.len() != count {
        return Err(format!("{} values, not {count}: `{line}`", ranks.len()));
    }
    Ok(ranks)
}

/// `ranks` as [`value_line`] reads them: [`VALUES`] separated by `separator`, or
/// glued together.
pub fn value_line_text(ranks: &[Rank], separator: Option<char>) -> String {
    let values: Vec<String> = ranks.iter().map(|r| r.symbol().to_string()).collect();
    values.join(&separator.map(String::from).unwrap_or_default())
}

/// `n` values of one deck whose values are a random few of the thirteen: pairs,
/// threes, fours and full houses come often, as they seldom do from a whole deck.
///
/// # Panics
/// If `n > 52`.
pub fn few_values(rng: &mut SplitMix64, n: usize) -> Vec<Rank> {
    // Enough values for n cards, and up to all thirteen.
    let least = n.div_ceil(4).max(1);
    let few = least + rng.below(14 - least);
    let mut values: Vec<Rank> = Rank::all().collect();
    rng.shuffle(&mut values);
    let mut deck: Vec<Rank> = values[..few].iter().flat_map(|&r| [r; 4]).collect();
    rng.choose_front(&mut deck, n);
    deck.truncate(n);
    deck
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

/// A count T from 1 to `max` alone on the first line, then T lines, each one test
/// case read by `case` (given the case's number, from 1, and its line), and nothing
/// after: the cases' answers, in order. The strict reading every brute force of that
/// shape needs, so that its own code is the case alone.
///
/// # Errors
/// Why the input breaks that shape: a first line that is not such a count, too few
/// lines, any line after the last case, or `case`'s error, naming the line.
pub fn counted_lines<T>(
    text: &str,
    max: usize,
    mut case: impl FnMut(usize, &str) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    let mut lines = Lines::new(text);
    let tests = lines.number(1..=max, "the number of test cases")?;
    let mut answers = Vec::with_capacity(tests);
    for k in 1..=tests {
        let line = lines.line("a test case")?;
        answers.push(case(k, line).map_err(|e| format!("line {}: {e}", k + 1))?);
    }
    lines.end()?;
    Ok(answers)
}

/// The input [`counted_lines`] reads: the count, then `tests` lines, each made by
/// `line`.
pub fn counted_text(tests: usize, mut line: impl FnMut() -> String) -> String {
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        text += &line();
        text.push('\n');
    }
    text
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

/// The `N` numbers of a ranks-only or numbers line, read strictly: separated by
/// single `separator`s and nothing else, each digits only (no sign) and in `range`,
/// as a statement writes `1,2,3,4,1` or `5 6 5 6 5`: the reader a ranks-only
/// problem's brute force shares with the others.
///
/// # Errors
/// Not `N` pieces, or a piece that is not a number in `range`, each named.
pub fn numbers<const N: usize>(
    line: &str,
    separator: char,
    range: std::ops::RangeInclusive<u32>,
) -> Result<[u32; N], String> {
    let words: Vec<&str> = line.split(separator).collect();
    if words.len() != N {
        return Err(format!("{} numbers, not {N}: `{line}`", words.len()));
    }
    let mut values = [0; N];
    for (value, word) in values.iter_mut().zip(&words) {
        let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
        *value = word
            .parse()
            .ok()
            .filter(|n| digits && range.contains(n))
            .ok_or_else(|| {
                format!(
                    "`{word}` is not a number from {} to {}",
                    range.start(),
                    range.end()
                )
            })?;
    }
    Ok(values)
}

/// One input holding the cases of all `inputs`, in order (an input that does not
/// read adds none): the `join` of a problem whose `parse` reads the cases and whose
/// `write` writes them.
pub fn join_with<T>(
    inputs: &[String],
    parse: fn(&str) -> Result<Vec<T>, String>,
    write: fn(&[T]) -> String,
) -> String {
    let cases: Vec<T> = inputs
        .iter()
        .flat_map(|input| parse(input).unwrap_or_default())
        .collect();
    write(&cases)
}

/// The `split` of a problem whose input is one case: a valid input is its only case.
pub fn split_single(text: &str, valid: bool) -> Option<Vec<String>> {
    valid.then(|| vec![text.to_string()])
}

/// The `join` of a problem whose input is one case: the first input's.
pub fn join_single(inputs: &[String]) -> String {
    inputs.first().cloned().unwrap_or_default()
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

// Lines of cards in the upper-case `TS` spelling, one case a line: what euler54,
// pokerhands, handrank and handname share.

/// One line of exactly `N` distinct cards in the `TS` spelling, separated by single
/// spaces, as the statements write a hand or a deal.
///
/// # Errors
/// When a word is no such card, a card repeats, or there are not `N` cards.
pub fn card_line<const N: usize>(line: &str) -> Result<[Card; N], String> {
    let cards: Vec<Card> = line.split(' ').map(rank_suit).collect::<Result<_, _>>()?;
    distinct(&cards)?;
    let found = cards.len();
    cards
        .try_into()
        .map_err(|_| format!("{found} cards, not {N}"))
}

/// Every line that holds text as one case of `N` cards ([`card_line`]), blank lines
/// skipped: the input of euler54 and pokerhands, one deal a line up to the end.
///
/// # Errors
/// The first bad line, numbered from 1, or no case at all.
pub fn card_line_cases<const N: usize>(text: &str) -> Result<Vec<[Card; N]>, String> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue; // blank lines are no case, and skipped
        }
        cases.push(card_line(line).map_err(|e| format!("line {}: {e}", i + 1))?);
    }
    if cases.is_empty() {
        return Err("no case at all".into());
    }
    Ok(cases)
}

impl<'a> Lines<'a> {
    /// The next `count` lines, each one case of `N` cards ([`card_line`]), for the
    /// statements that say how many lines of cards come (handrank, handname).
    ///
    /// # Errors
    /// When the input ends early or a line is not such a case, naming the line.
    pub fn card_lines<const N: usize>(
        &mut self,
        count: usize,
        what: &str,
    ) -> Result<Vec<[Card; N]>, String> {
        let mut cases = Vec::with_capacity(count);
        for _ in 0..count {
            let line = self.line(what)?;
            cases.push(card_line(line).map_err(|e| format!("line {}: {e}", self.next))?);
        }
        Ok(cases)
    }
}

/// A count T from 1 to `MAX`, then T lines each one case of `N` cards
/// ([`card_line`]), and nothing after: the input of handname and of the cards
/// template of `cargo xtask new`.
///
/// # Errors
/// Why the input breaks that shape: a first line that is not such a count, a line
/// that is not such a case, too few lines, or any line after the last case.
pub fn counted_card_line_cases<const N: usize, const MAX: usize>(
    text: &str,
) -> Result<Vec<[Card; N]>, String> {
    counted_lines(text, MAX, |_, line| card_line::<N>(line))
}

/// The input of these cases, their count first, then each on a line of its own in
/// the `TS` spelling.
pub fn counted_card_line_text<const N: usize>(cases: &[[Card; N]]) -> String {
    format!("{}\n{}", cases.len(), card_line_text(cases))
}

/// Each case of a [`counted_card_line_cases`] input as an input of its own.
pub fn split_counted_card_lines<const N: usize, const MAX: usize>(
    text: &str,
) -> Option<Vec<String>> {
    split_with(
        text,
        counted_card_line_cases::<N, MAX>,
        counted_card_line_text::<N>,
    )
}

/// A one-case [`counted_card_line_cases`] input with one card made [`plainer`].
pub fn plainer_counted_card_lines<const N: usize, const MAX: usize>(text: &str) -> Vec<String> {
    plainer_inputs(
        text,
        counted_card_line_cases::<N, MAX>,
        counted_card_line_text::<N>,
    )
}

/// The oracle of a problem whose input is [`counted_card_line_cases`]: handname's
/// and the cards template's.
pub const fn counted_card_line_oracle<const N: usize, const MAX: usize>(
    brute: crate::Brute,
    random: fn(&mut SplitMix64, usize) -> String,
) -> crate::Oracle {
    crate::Oracle {
        cases: Some(crate::Cases {
            split: split_counted_card_lines::<N, MAX>,
            join: join_counted,
        }),
        shrink: Some(plainer_counted_card_lines::<N, MAX>),
        ..crate::Oracle::new(brute, random)
    }
}

/// The input of these cases, each on a line of its own in the `TS` spelling.
pub fn card_line_text<const N: usize>(cases: &[[Card; N]]) -> String {
    let mut text = String::new();
    for cards in cases {
        crate::card_lines(&mut text, cards, &[N], crate::rank_suit);
    }
    text
}

/// Each line's case as an input of its own: the `split` of euler54 and pokerhands.
pub fn split_card_lines<const N: usize>(text: &str) -> Option<Vec<String>> {
    split_with(text, card_line_cases::<N>, card_line_text::<N>)
}

/// A one-line input with one card made [`plainer`]: the `shrink` of euler54 and
/// pokerhands.
pub fn plainer_card_lines<const N: usize>(text: &str) -> Vec<String> {
    plainer_inputs(text, card_line_cases::<N>, card_line_text::<N>)
}

/// The oracle of a problem whose input is one case of `N` cards a line, with nothing
/// around the cases: euler54's and pokerhands'.
pub const fn card_line_oracle<const N: usize>(
    brute: crate::Brute,
    random: fn(&mut SplitMix64, usize) -> String,
) -> crate::Oracle {
    crate::Oracle {
        cases: Some(crate::Cases {
            split: split_card_lines::<N>,
            join: join_lines,
        }),
        shrink: Some(plainer_card_lines::<N>),
        ..crate::Oracle::new(brute, random)
    }
}

/// Exactly one line of `N` cards ([`card_line`]), blank lines around it skipped: the
/// input of the cards-single template of `cargo xtask new`.
///
/// # Errors
/// The first bad line, numbered from 1, no case at all, or a second case.
pub fn single_card_line_cases<const N: usize>(text: &str) -> Result<Vec<[Card; N]>, String> {
    let cases = card_line_cases::<N>(text)?;
    match cases.len() {
        1 => Ok(cases),
        n => Err(format!("{n} cases, not one")),
    }
}

/// The oracle of a problem whose input is one line of `N` cards.
pub const fn single_card_line_oracle<const N: usize>(
    brute: crate::Brute,
    random: fn(&mut SplitMix64, usize) -> String,
) -> crate::Oracle {
    crate::Oracle {
        cases: Some(crate::Cases {
            split: |text| split_single(text, single_card_line_cases::<N>(text).is_ok()),
            join: join_single,
        }),
        shrink: Some(|text| plainer_inputs(text, single_card_line_cases::<N>, card_line_text::<N>)),
        ..crate::Oracle::new(brute, random)
    }
}

/// The line that ends a [`terminated_card_line_cases`] input.
pub const CARD_LINES_END: &str = "#";

/// Lines of `N` cards ([`card_line`]) up to the line [`CARD_LINES_END`], which is no
/// case, and nothing after it but blank lines: the input of the cards-terminated
/// template of `cargo xtask new` (and holdem's shape).
///
/// # Errors
/// The first bad line, numbered from 1, text after the end line, or no end line.
pub fn terminated_card_line_cases<const N: usize>(text: &str) -> Result<Vec<[Card; N]>, String> {
    let mut cases = Vec::new();
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty());
    while let Some((i, line)) = lines.next() {
        if line.trim() == CARD_LINES_END {
            return match lines.next() {
                Some((j, more)) => Err(format!("line {}: text after the end: `{more}`", j + 1)),
                None => Ok(cases),
            };
        }
        cases.push(card_line(line).map_err(|e| format!("line {}: {e}", i + 1))?);
    }
    Err(format!("no line `{CARD_LINES_END}`"))
}

/// The input of these cases, each on a line of its own in the `TS` spelling, then
/// the end line.
pub fn terminated_card_line_text<const N: usize>(cases: &[[Card; N]]) -> String {
    format!("{}{CARD_LINES_END}\n", card_line_text(cases))
}

/// The oracle of a problem whose input is [`terminated_card_line_cases`].
pub const fn terminated_card_line_oracle<const N: usize>(
    brute: crate::Brute,
    random: fn(&mut SplitMix64, usize) -> String,
) -> crate::Oracle {
    crate::Oracle {
        cases: Some(crate::Cases {
            split: |text| {
                split_with(
                    text,
                    terminated_card_line_cases::<N>,
                    terminated_card_line_text::<N>,
                )
            },
            join: |inputs| {
                join_with(
                    inputs,
                    terminated_card_line_cases::<N>,
                    terminated_card_line_text::<N>,
                )
            },
        }),
        shrink: Some(|text| {
            plainer_inputs(
                text,
                terminated_card_line_cases::<N>,
                terminated_card_line_text::<N>,
            )
        }),
        ..crate::Oracle::new(brute, random)
    }
}

/// The lines of all the inputs, in order, each ended by `\n`: the `join` of a problem
/// whose input is one case a line with nothing around the cases.
pub fn join_lines(inputs: &[String]) -> String {
    inputs
        .iter()
        .flat_map(|i| i.lines())
        .map(|l| format!("{l}\n"))
        .collect()
}

/// 1 to `size` cases of `deal`'s cards, one a line, with a blank line now and then
/// and Windows line ends one time in 8: the `random` of euler54 and pokerhands.
pub fn random_card_lines(
    rng: &mut SplitMix64,
    size: usize,
    mut deal: impl FnMut(&mut SplitMix64) -> Vec<Card>,
) -> String {
    let mut text = String::new();
    for _ in 0..1 + rng.below(size.max(1)) {
        if rng.below(8) == 0 {
            text.push('\n');
        }
        let cards = deal(rng);
        crate::card_lines(&mut text, &cards, &[cards.len()], crate::rank_suit);
    }
    crate::maybe_crlf(rng, text, 8)
}

/// Two hands of five from one deck, Black's then White's: one in four [`mirrored`],
/// where ties abound, one in two a [`telling_deal`], and the rest uniform; the deals
/// of pokerhands and of the cards template of `cargo xtask new`.
pub fn two_hands(rng: &mut SplitMix64) -> Vec<Card> {
    match rng.below(4) {
        0 => mirrored(rng),
        1 | 2 => telling_deal(rng),
        _ => crate::deal(rng, 10),
    }
}

/// Two hands from one deck, the first of a [`telling_hand`] shape, the second of the
/// same shape (so that kickers decide), another, or random; either may come first.
pub fn telling_deal(rng: &mut SplitMix64) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all().collect();
    let shape = rng.below(TELLING_SHAPES);
    let mut cards = telling_hand(rng, &mut deck, shape);
    let second = match rng.below(3) {
        0 => telling_hand(rng, &mut deck, shape),
        1 => {
            let other = rng.below(TELLING_SHAPES);
            telling_hand(rng, &mut deck, other)
        }
        _ => draw(rng, &mut deck, 5),
    };
    cards.extend(second);
    if rng.below(2) == 0 {
        cards.rotate_left(5);
    }
    cards
}

/// Two hands of five, the second holding the first's ranks in other suits, so most
/// such deals tie: random deals almost never do, and a tie must not count as a win.
pub fn mirrored(rng: &mut SplitMix64) -> Vec<Card> {
    loop {
        let mut cards = crate::deal(rng, 5);
        for i in 0..5 {
            let rank = cards[i].rank();
            let twins: Vec<Card> = (Suit::all().map(|s| Card::new(rank, s)))
                .filter(|t| !cards.contains(t))
                .collect();
            if twins.is_empty() {
                break; // three of a rank leave no twin for the third: deal again
            }
            cards.push(twins[rng.below(twins.len())]);
        }
        if cards.len() == 10 {
            return cards;
        }
    }
}

/// How many shapes [`telling_hand`] makes.
pub const TELLING_SHAPES: usize = 16;

/// Five cards taken from `deck` in a shape the statements' rules hinge on, which
/// uniform deals seldom make, by `shape` modulo [`TELLING_SHAPES`]: the wheel
/// (A 2 3 4 5) in mixed suits and in one, the royal flush, another straight flush, a
/// straight, the near-wheel A 2 3 4 6, the wraps Q K A 2 3 and K A 2 3 4 (in one suit
/// or not), a flush, four of a kind, a full house, three of a kind, two pairs, a
/// pair, or five cards at random. The cards come in a random order; when `deck` lacks
/// the cards of the shape, five random cards of it stand in.
///
/// # Panics
/// If `deck` has fewer than five cards.
pub fn telling_hand(rng: &mut SplitMix64, deck: &mut Vec<Card>, shape: usize) -> Vec<Card> {
    const WHEEL: [usize; 5] = [12, 0, 1, 2, 3]; // rank indices: 0 is the 2, 12 the ace
    let mut ranks: Vec<usize> = (0..13).collect();
    rng.shuffle(&mut ranks);
    let [a, b, c, d, _] = [ranks[0], ranks[1], ranks[2], ranks[3], ranks[4]];
    let run = |top: usize| (top - 4..=top).collect::<Vec<usize>>();
    let either = rng.below(2) == 0;
    let (pattern, suited): (Vec<usize>, bool) = match shape % TELLING_SHAPES {
        0 => (WHEEL.to_vec(), false),
        1 => (WHEEL.to_vec(), true),
        2 => (run(12), true),
        3 => (run(4 + rng.below(8)), true),
        4 => (run(4 + rng.below(9)), false),
        5 => (vec![12, 0, 1, 2, 4], either),
        6 => (vec![10, 11, 12, 0, 1], either),
        7 => (vec![11, 12, 0, 1, 2], either),
        8 => (ranks[..5].to_vec(), true),
        9 => (vec![a, a, a, a, b], false),
        10 => (vec![a, a, a, b, b], false),
        11 => (vec![a, a, a, b, c], false),
        12 => (vec![a, a, b, b, c], false),
        13 => (vec![a, a, b, c, d], false),
        _ => (Vec::new(), false),
    };
    let mut hand = take_ranks(rng, deck, &pattern, suited)
        .filter(|h| h.len() == 5)
        .unwrap_or_else(|| draw(rng, deck, 5));
    rng.shuffle(&mut hand);
    hand
}

/// One card of each rank index of `ranks` taken from `deck`, all of one suit when
/// `suited`; `None`, with `deck` unchanged, when it lacks them.
fn take_ranks(
    rng: &mut SplitMix64,
    deck: &mut Vec<Card>,
    ranks: &[usize],
    suited: bool,
) -> Option<Vec<Card>> {
    let has = |suit: Suit, r: usize| deck.contains(&Card::new(Rank::from_index(r), suit));
    let suits: Vec<Suit> = Suit::all()
        .filter(|&s| !suited || ranks.iter().all(|&r| has(s, r)))
        .collect();
    let suit = *suits.get(rng.below(suits.len().max(1)))?;
    let mut taken = Vec::new();
    for &r in ranks {
        let free: Vec<usize> = (0..deck.len())
            .filter(|&i| deck[i].rank().index() == r && (!suited || deck[i].suit() == suit))
            .collect();
        if free.is_empty() {
            deck.extend(taken);
            return None;
        }
        taken.push(deck.swap_remove(free[rng.below(free.len())]));
    }
    Some(taken)
}

/// `n` cards drawn at random from `deck`, which loses them.
///
/// # Panics
/// If `deck` has fewer than `n` cards.
pub fn draw(rng: &mut SplitMix64, deck: &mut Vec<Card>, n: usize) -> Vec<Card> {
    assert!(deck.len() >= n, "{n} cards from a deck of {}", deck.len());
    (0..n)
        .map(|_| deck.swap_remove(rng.below(deck.len())))
        .collect()
}

/// How often each answer line comes in the brute force's answers to `rounds` random
/// inputs of `size`: a generator must make every outcome the tests are to see.
///
/// # Panics
/// When the brute force refuses an input of `random`, showing it.
pub fn answer_lines(
    brute: fn(&str) -> Result<String, String>,
    random: fn(&mut SplitMix64, usize) -> String,
    (seed, rounds, size): (u64, usize, usize),
) -> std::collections::HashMap<String, usize> {
    let mut rng = SplitMix64::new(seed);
    let mut seen = std::collections::HashMap::new();
    for _ in 0..rounds {
        let text = random(&mut rng, size);
        for line in brute(&text)
            .unwrap_or_else(|e| panic!("{e}\n{text}"))
            .lines()
        {
            *seen.entry(line.to_string()).or_insert(0) += 1;
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_strictly() {
        assert_eq!(numbers::<5>("1,2,3,4,1", ',', 1..=13), Ok([1, 2, 3, 4, 1]));
        assert_eq!(numbers::<3>("13 1 12", ' ', 1..=13), Ok([13, 1, 12]));
        for bad in [
            "1,2,3,4",
            "1,2,3,4,1,2",
            "1, 2,3,4,1",
            "1,2,3,4,14",
            "1,2,3,4,+1",
            "1,,3,4,1",
        ] {
            assert!(numbers::<5>(bad, ',', 1..=13).is_err(), "{bad}");
        }
    }

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

#[cfg(test)]
mod card_line_tests {
    use super::*;
    use crate::plain::five;
    use showdown::poker::Ladder;

    #[test]
    fn card_lines_are_read_strictly_and_written_back() {
        let cards: [Card; 2] = card_line("TS 2C").unwrap();
        assert_eq!(card_line_text(&[cards]), "TS 2C\n");
        for bad in [
            "TS  2C", "TS 2C ", "TS", "TS 2C 3C", "TS TS", "Ts 2C", "10S 2C",
        ] {
            assert!(card_line::<2>(bad).is_err(), "{bad:?}");
        }
        assert_eq!(card_line_cases::<2>("\nTS 2C\r\n\n"), Ok(vec![cards]));
        assert!(card_line_cases::<2>("\n \n").is_err());
        let mut lines = Lines::new("1\nTS 2C\n");
        assert_eq!(lines.number(1..=1, "T"), Ok(1));
        assert_eq!(lines.card_lines::<2>(1, "a case"), Ok(vec![cards]));
        assert!(lines.end().is_ok() && lines.card_lines::<2>(1, "a case").is_err());
        assert_eq!(join_lines(&["a\r\n".into(), "b\n".into()]), "a\nb\n");
    }

    #[test]
    fn telling_hands_have_their_shapes() {
        let mut rng = SplitMix64::new(0x7e11);
        for _ in 0..50 {
            let key = |shape: usize, rng: &mut SplitMix64| {
                let mut deck: Vec<Card> = Card::all().collect();
                let hand = telling_hand(rng, &mut deck, shape);
                assert_eq!(deck.len(), 47);
                five(&hand, Ladder::STANDARD)
            };
            assert_eq!(key(1, &mut rng), (8, vec![5]));
            assert_eq!(key(2, &mut rng), (8, vec![14]));
            assert_eq!(key(3, &mut rng).0, 8);
            assert!(key(0, &mut rng).1 == [5] && key(4, &mut rng).1.len() == 1);
            assert!(matches!(key(6, &mut rng).0, 0 | 5) && matches!(key(8, &mut rng).0, 5 | 8));
            let groups = [(9, 7), (10, 6), (11, 3), (12, 2), (13, 1)];
            assert!(
                groups
                    .iter()
                    .all(|&(shape, kind)| key(shape, &mut rng).0 == kind)
            );
        }
        // A deck without the cards of a shape gives five random cards of it.
        let mut deck: Vec<Card> = Card::all().filter(|c| c.rank() != Rank::ACE).collect();
        assert_eq!(telling_hand(&mut rng, &mut deck, 2).len(), 5);
        assert_eq!(deck.len(), 43);
    }
}

#[cfg(test)]
mod value_line_tests {
    use super::*;

    /// The ranks of `values`, one character each of [`VALUES`].
    fn ranks(values: &str) -> Vec<Rank> {
        values
            .chars()
            .map(|c| Rank::from_index(VALUES.find(c).unwrap()))
            .collect()
    }

    #[test]
    fn counted_lines_read_a_count_then_that_many_lines() {
        let twice = |_: usize, line: &str| {
            line.parse::<u32>()
                .map(|n| 2 * n)
                .map_err(|e| e.to_string())
        };
        assert_eq!(counted_lines("2\n3\n4\n", 10, twice), Ok(vec![6, 8]));
        assert_eq!(counted_lines("2\r\n3\r\n4\r\n", 10, twice), Ok(vec![6, 8]));
        // Too few lines, a line after the last case, a count out of range.
        assert!(counted_lines("2\n3\n", 10, twice).is_err());
        assert!(counted_lines("1\n3\n4\n", 10, twice).is_err());
        assert!(counted_lines("11\n", 10, twice).is_err());
        assert!(counted_lines("0\n", 10, twice).is_err());
        // The case's error names its line.
        let bad = counted_lines("2\n3\nx\n", 10, twice).unwrap_err();
        assert!(bad.starts_with("line 3: "), "{bad}");
        // Each case gets its number.
        let numbered = counted_lines("2\na\nb\n", 10, |k, line| Ok(format!("{k}{line}")));
        assert_eq!(numbered, Ok(vec!["1a".to_string(), "2b".to_string()]));
        assert_eq!(counted_text(2, || "x".into()), "2\nx\nx\n");
    }

    #[test]
    fn value_lines_are_read_strictly_and_written_back() {
        for separator in [Some(' '), Some(','), None] {
            let text = value_line_text(&ranks("AAKK2TJ"), separator);
            assert_eq!(value_line(&text, separator, 7), Ok(ranks("AAKK2TJ")));
        }
        assert_eq!(value_line_text(&ranks("T2A"), Some(',')), "T,2,A");
        assert_eq!(value_line_text(&ranks("T2A"), None), "T2A");
        // A fifth of a value, a lower-case value, two spaces, a count off by one.
        assert!(value_line("AAAAA23", None, 7).is_err());
        assert!(value_line("aakk2tj", None, 7).is_err());
        assert!(value_line("A  K", Some(' '), 2).is_err());
        assert!(value_line("AK2", None, 2).is_err());
        assert!(value_line("A K", None, 3).is_err());
    }

    #[test]
    fn few_values_deal_from_one_deck_and_often_alike() {
        let mut rng = SplitMix64::new(7);
        let mut fours = 0;
        for _ in 0..1_000 {
            let hand = few_values(&mut rng, 7);
            assert_eq!(hand.len(), 7);
            let most = hand
                .iter()
                .map(|r| hand.iter().filter(|s| s == &r).count())
                .max()
                .unwrap();
            assert!(most <= 4, "{hand:?}");
            fours += usize::from(most == 4);
        }
        // From a whole deck, four alike among seven cards come about 1.7 times in
        // a thousand; from a few values, far more often.
        assert!(fours > 50, "{fours}");
    }
}
