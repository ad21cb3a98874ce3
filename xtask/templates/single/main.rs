//! __NAME__: the example problem `cargo xtask new --template single` starts from.
//! One test case: a line of two integers `a b` with 0 <= a, b <= 10^18; the answer
//! is `a + b`. Replace the reading and the answer with the problem's own, keeping
//! the shape: `solve` reads the whole input through the scanner, checks it, and
//! appends the whole answer to `out`; a bad input is an `InputError` naming its line.

use showdown::input::{InputError, Scanner, Token, Warning, line_tokens};
use showdown::output::push_u64;

/// The largest value the statement allows.
const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

fn main() {
    showdown::input::run(solve);
}

/// Solves a whole input, appending the answer to `out`; anything after the case is
/// ignored, with the one warning that names it.
///
/// # Errors
/// An [`InputError`] naming the line and token of the first bad input.
pub fn solve(text: &str, out: &mut Vec<u8>) -> Result<Option<Warning>, InputError> {
    let mut sc = Scanner::new(text);
    let (line, text) = sc.line_of("a line of two values")?;
    // A line with too few values is quoted whole: no token of it is at fault.
    let whole_line = Token {
        text: text.trim(),
        line,
    };
    let mut tokens = line_tokens(line, text);
    let mut sum = 0;
    for _ in 0..2 {
        let token = tokens
            .next()
            .ok_or_else(|| whole_line.error("expected two values on the line"))?;
        let value: u64 = token.parse("a value")?;
        if value > MAX_VALUE {
            return Err(token.error(format_args!("a value must be at most {MAX_VALUE}")));
        }
        sum += value;
    }
    if let Some(extra) = tokens.next() {
        return Err(extra.error("expected only two values on the line"));
    }
    push_u64(out, sum);
    out.push(b'\n');
    Ok(sc.finish("the test case"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown::input::{answer_text, answer_with_warning};

    #[test]
    fn sums_the_pair_and_ignores_what_follows() {
        assert_eq!(answer_text(solve, "1 2\n").unwrap(), "3\n");
        let (text, warning) = answer_with_warning(solve, b"1 2\nmore\n").unwrap();
        assert_eq!(text, "3\n");
        assert_eq!(
            warning.map(|w| w.to_string()),
            Some("line 2: ignored input after the test case: `more`".into())
        );
        assert_eq!(
            answer_text(solve, "1 x\n").unwrap_err(),
            "line 1: expected a value: `x`"
        );
    }

    #[test]
    fn no_input_breaks_the_error_rule() {
        oracle::no_panic::check(solve, env!("CARGO_MANIFEST_DIR"));
    }
}
