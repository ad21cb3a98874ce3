//! __NAME__: the example problem `cargo xtask new` starts from. T test cases, each a
//! line of two integers `a b` with 0 <= a, b <= 10^18; the answer is `a + b` for each.
//! Replace the reading and the answer with the problem's own, keeping the shape:
//! `solve` reads the whole input through the scanner, checks it, and appends the whole
//! answer to `out`; a bad input is an `InputError` naming its line.

use showdown::input::{InputError, Scanner, Warning};
use showdown::output::push_u64;

/// The largest value the statement allows.
const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the T-th
/// test case is ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the test case, line and token of the first bad input.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let tests: usize = sc.parse("the number of test cases T")?;
    for case in 1..=tests {
        let [a, b] = read_test(&mut sc).map_err(|e| e.in_case(case))?;
        push_u64(out, a + b);
        out.push(b'\n');
    }
    Ok(sc.finish("the last test case"))
}

/// Reads one test case: two values in `0..=MAX_VALUE`.
fn read_test(sc: &mut Scanner) -> Result<[u64; 2], InputError> {
    let mut values = [0; 2];
    for value in &mut values {
        let token = sc.token("a value")?;
        *value = token.parse("a value")?;
        if *value > MAX_VALUE {
            return Err(token.error(format_args!("a value must be at most {MAX_VALUE}")));
        }
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn sums_each_pair_and_names_bad_input() {
        assert_eq!(answer_text(solve, "2\n1 2\n5 0\n").unwrap(), "3\n5\n");
        assert_eq!(
            answer_text(solve, "2\n1 2\n5 x\n").unwrap_err(),
            "test case 2, line 3: expected a value: `x`"
        );
    }

    #[test]
    fn ignores_what_follows_the_last_test_case_with_a_warning() {
        let (text, warning) = answer_with_warning(solve, b"1\n1 2\nmore\n").unwrap();
        assert_eq!(text, "3\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 3: ignored input after the last test case: `more`".into())
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
