//! __NAME__: the example problem `cargo xtask new --template terminated` starts
//! from. Test cases one a line, each two integers `a b` with 0 <= a, b <= 10^18,
//! up to the line `0 0`, which ends the input and is no case; the answer is `a + b`
//! for each. Replace the reading and the answer with the problem's own, keeping the
//! shape: `solve` reads the whole input through the scanner, checks it, and
//! appends the whole answer to `out`; a bad input is an `InputError` naming its case
//! and line.

use showdown::input::{InputError, Scanner, Token, Warning, line_tokens};
use showdown::output::push_u64;

/// The largest value the statement allows.
const MAX_VALUE: u64 = 1_000_000_000_000_000_000;
/// What the statement calls one case of the input.
const UNIT: &str = "test case";
/// The line that ends the input.
const END: &str = "the line `0 0`";

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`. Anything after the line
/// `0 0` is ignored, with one warning; so is an input that ends without it.
///
/// # Errors
/// An [`InputError`] naming the case, line and token of the first bad input.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let mut cases = 0;
    loop {
        if sc.at_end() {
            let missing = "input ends without the closing `0 0` line";
            return Ok(Some(Warning::at(sc.line(), missing)));
        }
        let line = sc.line_of(END)?;
        let [a, b] = read_case(line).map_err(|e| e.in_unit(UNIT, cases + 1))?;
        if [a, b] == [0, 0] {
            break;
        }
        cases += 1;
        push_u64(out, a + b);
        out.push(b'\n');
    }
    Ok(sc.finish(END))
}

/// Reads one line: exactly two values in `0..=MAX_VALUE`.
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
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn sums_each_line_up_to_the_end_line() {
        assert_eq!(answer_text(solve, "1 2\n5 0\n0 0\n").unwrap(), "3\n5\n");
        let (text, warning) = answer_with_warning(solve, b"1 2\n0 0\n7 7\n").unwrap();
        assert_eq!(text, "3\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 3: ignored input after the line `0 0`: `7`".into())
        );
        let (_, missing) = answer_with_warning(solve, b"1 2\n").unwrap();
        assert!(missing.is_some());
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
