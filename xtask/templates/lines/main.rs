//! __NAME__: the example problem `cargo xtask new --template lines` starts from.
//! Test cases up to the end of the input, one a line, each two integers `a b` with
//! 0 <= a, b <= 10^18; the answer is `a + b` for each. Replace the reading and the
//! answer with the problem's own, keeping the shape: `solve` reads the whole input
//! through the scanner, checks it, and appends the whole answer to `out`; a bad
//! input is an `InputError` naming its case and line.

use showdown::input::{InputError, Scanner, Token, Warning, line_tokens};
use showdown::output::push_u64;

/// The largest value the statement allows.
const MAX_VALUE: u64 = 1_000_000_000_000_000_000;
/// What the statement calls one case of the input.
const UNIT: &str = "test case";

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. NUL and Ctrl-Z bytes (or
/// bytes that are not UTF-8) after the last case are ignored, with one warning.
///
/// # Errors
/// An [`InputError`] naming the case, line and token of the first bad input, or
/// `input ends early` when there is no case at all.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let mut cases = 0;
    while !sc.at_end() {
        cases += 1;
        let line = sc.line_of("a line of two values")?;
        let [a, b] = read_case(line).map_err(|e| e.in_unit(UNIT, cases))?;
        push_u64(out, a + b);
        out.push(b'\n');
    }
    if cases == 0 {
        return Err(sc.end_error("a line of two values"));
    }
    Ok(sc.finish("the last test case"))
}

/// Reads one case: a line of exactly two values in `0..=MAX_VALUE`.
fn read_case((line, text): (usize, &str)) -> Result<[u64; 2], InputError> {
    // A line with too few values is quoted whole: no token of it is at fault.
    let whole_line = Token {
        text: text.trim(),
        line,
    };
    let mut tokens = line_tokens(line, text);
    let mut values = [0; 2];
    for value in &mut values {
        let token = tokens
            .next()
            .ok_or_else(|| whole_line.error("expected two values on the line"))?;
        *value = token.parse("a value")?;
        if *value > MAX_VALUE {
            return Err(token.error(format_args!("a value must be at most {MAX_VALUE}")));
        }
    }
    match tokens.next() {
        Some(extra) => Err(extra.error("expected only two values on the line")),
        None => Ok(values),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::answer_text;

    #[test]
    fn sums_each_line_and_names_bad_input() {
        assert_eq!(answer_text(solve, "1 2\n\n5 0\n").unwrap(), "3\n5\n");
        assert_eq!(
            answer_text(solve, "1 2\n5 x\n").unwrap_err(),
            "test case 2, line 2: expected a value: `x`"
        );
        assert_eq!(
            answer_text(solve, "1 2 3\n").unwrap_err(),
            "test case 1, line 1: expected only two values on the line: `3`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
