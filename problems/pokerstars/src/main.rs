//! pokerstars: each player's exact chance to take the two table cards' board,
//! written modulo the prime [`M`] (Codeforces Gym 102566G).
//!
//! T tests of n players with five cards each, spelled `<rank> <suit-word>`; each
//! answer line holds the n values wins_i / C(52 - 5n, 2) mod M, a shared best
//! hand going to the lowest index.

use showdown::equity::{self, Deal, TieRule};
use showdown::input::{CardReader, InputError, Scanner, Warning};
use showdown::modular;
use showdown::output::push_u64;
use showdown::poker::{Card, Spelling};

/// The prime modulus of the answers.
pub const M: u64 = 100_055_128_505_716_009;
/// Private cards per player.
const HAND: usize = 5;
/// Table cards to come.
const TABLE: usize = 2;
/// The judge's bound on the players of a test: 1 <= n <= 10.
const MAX_N: usize = 10;
const _: () = assert!(MAX_N <= equity::MAX_PLAYERS, "a test is one equity::Deal");

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the T-th
/// test case is ignored, and named by the returned [`Warning`].
///
/// # Errors
/// The first bad input, as an [`InputError`] naming its test case, line and
/// token: a bad count, n outside 1 to 10, an unknown or repeated card, a card
/// split over two lines, or fewer tokens than the T test cases need. `out` may
/// then hold the answers before it, which [`showdown::input::run`] never prints.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let tests: u64 = sc.parse("the number of tests T")?;
    // The board count depends on n alone, so each inverse is computed once.
    let mut inverses = [None; MAX_N + 1];
    for case in 1..=tests {
        let deal = read_test(&mut sc).map_err(|e| e.in_case(case as usize))?;
        let inverse =
            *inverses[deal.players()].get_or_insert_with(|| modular::inv(deal.boards(), M));
        for (i, tally) in deal.enumerate(TieRule::LowestIndexWins).iter().enumerate() {
            if i > 0 {
                out.push(b' ');
            }
            push_u64(out, modular::mul(tally.wins, inverse, M));
        }
        out.push(b'\n');
    }
    Ok(sc.finish("the last test case"))
}

/// Reads one test: the player count, then five two-word cards per player, all distinct.
fn read_test(sc: &mut Scanner) -> Result<Deal, InputError> {
    let count = sc.token("the number of players n")?;
    let n: usize = count.parse("the number of players n")?;
    if !(1..=MAX_N).contains(&n) {
        return Err(count.error(format_args!("the number of players must be 1 to {MAX_N}")));
    }
    let mut reader = CardReader::new(&Spelling::WORDS);
    let cards = (0..n * HAND)
        .map(|_| reader.read_words(sc))
        .collect::<Result<Vec<Card>, InputError>>()?;
    let hands: Vec<&[Card]> = cards.chunks(HAND).collect();
    let deal = Deal::new(&hands, &[], TABLE);
    Ok(deal.expect("1 to 10 hands of five distinct cards, two to come: a valid deal"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn modulus_is_prime() {
        // Deterministic Miller-Rabin: these twelve bases decide every n < 3.3 * 10^24.
        let d = (M - 1) >> (M - 1).trailing_zeros();
        let s = (M - 1).trailing_zeros();
        for a in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
            let mut x = modular::pow(a, d, M);
            let witness = x != 1
                && (0..s).all(|_| {
                    let was_minus_one = x == M - 1;
                    x = modular::mul(x, x, M);
                    !was_minus_one
                });
            assert!(!witness, "base {a} proves M composite");
        }
    }

    #[test]
    fn one_player_always_wins_and_errors_name_the_test() {
        let one = "1\n2 clubs\n3 clubs\n4 clubs\n5 clubs\n7 hearts\n";
        assert_eq!(
            answer_text(solve, &format!("2\n{one}{one}")).unwrap(),
            "1\n1\n"
        );
        let bad = answer_text(solve, &format!("2\n{one}11\n")).unwrap_err();
        assert_eq!(
            bad,
            "test case 2, line 8: the number of players must be 1 to 10: `11`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
