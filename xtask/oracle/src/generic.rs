//! The split, join and shrink of a problem that has none of its own: test cases cut
//! by a count line; one line or one token left out, or one number made smaller.
//!
//! They know nothing of the statement, so they may make an input that is not
//! valid; whoever uses them keeps a candidate only when the brute force answers it.

/// A first line that holds only a count T of at least 1 (digits, one leading `+`
/// allowed, as `cin >>` reads it), and its value.
fn count_line(text: &str) -> Option<usize> {
    let first = text.split_inclusive('\n').next()?.trim();
    let digits = first.strip_prefix('+').unwrap_or(first);
    let ok = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| digits.parse().ok())
        .flatten()
        .filter(|&t| t >= 1)
}

/// The line end of `text`'s first line.
fn first_end(text: &str) -> &'static str {
    match text.split_inclusive('\n').next() {
        Some(line) if line.ends_with("\r\n") => "\r\n",
        _ => "\n",
    }
}

/// The test cases of `text`: after a count line T with T times as many lines
/// after it, T cases of those lines, each under a count line `1`; after a count
/// line with another number of lines, the whole input as one case; with no count
/// line, a case a line.
pub(crate) fn split(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    match count_line(text) {
        Some(count) if (lines.len() - 1).is_multiple_of(count) && lines.len() > 1 => {
            let per_case = (lines.len() - 1) / count;
            let head = format!("1{}", first_end(text));
            lines[1..]
                .chunks(per_case)
                .map(|chunk| head.clone() + &chunk.concat())
                .collect()
        }
        Some(_) => vec![text.to_string()],
        None => lines.into_iter().map(str::to_string).collect(),
    }
}

/// One input of the test cases of all `inputs`: under one count line, their counts
/// added up, when every input has one; else the inputs one after the other.
pub(crate) fn join(inputs: &[String]) -> String {
    let counts: Option<Vec<usize>> = inputs.iter().map(|i| count_line(i)).collect();
    match counts {
        Some(counts) if !inputs.is_empty() => {
            let mut text = format!("{}{}", counts.iter().sum::<usize>(), first_end(&inputs[0]));
            for input in inputs {
                text.extend(input.split_inclusive('\n').skip(1));
            }
            text
        }
        _ => inputs.concat(),
    }
}

/// `text` with one line left out (each in turn), then with one token left out, then
/// with one number made smaller: 0 first, then ever closer to it (v - v/2, v - v/4,
/// ..., v - 1), so that taking the first failing variant again and again finds the
/// smallest failing value in about log² v runs.
pub(crate) fn shrink(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out: Vec<String> = (0..lines.len())
        .map(|i| {
            let (before, after) = lines.split_at(i);
            before.concat() + &after[1..].concat()
        })
        .collect();
    let mut at = 0;
    while let Some(start) = text[at..]
        .find(|c: char| !c.is_whitespace())
        .map(|s| at + s)
    {
        let end = text[start..]
            .find(char::is_whitespace)
            .map_or(text.len(), |e| start + e);
        // The spaces after the token go too, or before it when it ends its line;
        // the line end stays.
        let gap = text[end..]
            .find(|c: char| c != ' ' && c != '\t')
            .map_or(text.len(), |g| end + g);
        let last = text[gap..].starts_with(['\n', '\r']) || gap == text.len();
        let from = match last {
            true => text[..start].trim_end_matches([' ', '\t']).len(),
            false => start,
        };
        out.push(format!("{}{}", &text[..from], &text[gap..]));
        at = end;
    }
    let mut at = 0;
    while let Some(start) = text[at..]
        .find(|c: char| c.is_ascii_digit())
        .map(|s| at + s)
    {
        let end = text[start..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(text.len(), |e| start + e);
        // A whole token of digits, not the digits of a card or a word (`9h`, `x2`).
        let alone = |c: Option<char>| c.is_none_or(|c| c.is_whitespace() || c == ',');
        let whole = alone(text[..start].chars().next_back()) && alone(text[end..].chars().next());
        if let (true, Ok(value)) = (whole, text[start..end].parse::<u128>()) {
            let mut step = value;
            while step > 0 {
                out.push(format!(
                    "{}{}{}",
                    &text[..start],
                    value - step,
                    &text[end..]
                ));
                step /= 2;
            }
        }
        at = end;
    }
    out.retain(|c| c != text);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_line_cuts_the_cases_and_joins_them_back() {
        let text = "3\r\n1 2\r\n3 4\r\n5 6\r\n";
        let cases = split(text);
        assert_eq!(cases, ["1\r\n1 2\r\n", "1\r\n3 4\r\n", "1\r\n5 6\r\n"]);
        assert_eq!(join(&cases), text);
        assert_eq!(join(&cases[1..]), "2\r\n3 4\r\n5 6\r\n");
        // Two lines a case.
        assert_eq!(split("2\na\nb\nc\nd\n"), ["1\na\nb\n", "1\nc\nd\n"]);
        // Cases of different lengths: one case, the whole input.
        assert_eq!(split("2\na\nb\nc\n"), ["2\na\nb\nc\n"]);
        // No count line: a case a line.
        assert_eq!(split("1 2\n3 4"), ["1 2\n", "3 4"]);
        assert_eq!(join(&["1 2\n".into(), "3 4\n".into()]), "1 2\n3 4\n");
        assert_eq!(split("0\n"), ["0\n"]);
    }

    #[test]
    fn shrinking_leaves_out_lines_then_tokens_then_makes_numbers_smaller() {
        assert_eq!(
            shrink("2\na  b\n"),
            [
                "a  b\n",
                "2\n",
                "\na  b\n",
                "2\nb\n",
                "2\na\n",
                "0\na  b\n",
                "1\na  b\n"
            ]
        );
        let numbers = shrink("4 9h\n");
        assert_eq!(numbers[numbers.len() - 3..], ["0 9h\n", "2 9h\n", "3 9h\n"]);
    }
}
