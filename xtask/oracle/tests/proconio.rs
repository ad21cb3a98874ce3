//! Cards in all three spellings read by proconio's `input!`.

use oracle::proconio::{SuitRank, Words};
use proconio::input;
use proconio::source::once::OnceSource;
use showdown::poker::{Card, Rank, Suit};

/// The card of rank index `rank` (0 the deuce, 12 the ace) and suit `c`, `d`, `h` or `s`.
fn card(rank: usize, suit: char) -> Card {
    let suit = "cdhs".find(suit).expect("a suit letter");
    Card::new(Rank::from_index(rank), Suit::from_index(suit))
}

#[test]
fn input_reads_cards_in_every_spelling() {
    let source = OnceSource::from("3\nAh kd 2C 3c Ts\nSA h4\n10 hearts\nQ Clubs\n");
    input! {
        from source,
        n: usize,
        hand: [Card; 5],
        hole: [SuitRank; 2],
        words: [Words; n - 1],
    }
    assert_eq!(n, 3);
    let expected = [card(12, 'h'), card(11, 'd'), card(0, 'c'), card(1, 'c')];
    assert_eq!(hand[..4], expected);
    assert_eq!(hand[4], card(8, 's'));
    assert_eq!(hole, [card(12, 's'), card(2, 'h')]);
    assert_eq!(words, [card(8, 'h'), card(10, 'c')]);
}

#[test]
#[should_panic(expected = "two words: unknown card `11 cups`")]
fn bad_words_panic_as_proconio_does() {
    let source = OnceSource::from("11 cups");
    input! { from source, _card: Words }
}
