//! A short line diff of two outputs, for a person: where they first differ, the
//! differing lines with a little context, long lines and long diffs cut.

use similar::{ChangeTag, TextDiff};

/// Lines of context around a change.
const CONTEXT: usize = 2;
/// Diff lines shown at most.
const MAX_LINES: usize = 16;
/// Characters of one line shown at most.
const MAX_WIDTH: usize = 100;

/// The diff of `expected` against `got`: a first line naming the first line that
/// differs, then the changes (`-` expected only, `+` got only), each line numbered.
/// Empty when the texts are equal.
pub fn short_diff(expected: &str, got: &str) -> String {
    if expected == got {
        return String::new();
    }
    let diff = TextDiff::from_lines(expected, got);
    let mut shown = Vec::new();
    let mut first = None;
    let mut hidden = 0;
    for group in diff.grouped_ops(CONTEXT) {
        for op in &group {
            for change in diff.iter_changes(op) {
                let (mark, number) = match change.tag() {
                    ChangeTag::Equal => (' ', change.old_index()),
                    ChangeTag::Delete => ('-', change.old_index()),
                    ChangeTag::Insert => ('+', change.new_index()),
                };
                let number = number.map_or(0, |n| n + 1);
                if mark != ' ' && first.is_none() {
                    first = Some(number);
                }
                if shown.len() >= MAX_LINES {
                    hidden += usize::from(mark != ' ');
                    continue;
                }
                let text = change.value().trim_end_matches(['\n', '\r']);
                shown.push(format!("  {mark} {number:>4} | {}", cut(text)));
            }
        }
    }
    let first = first.unwrap_or(1);
    let ending = if expected.trim_end() == got.trim_end() {
        " (only in the line ends or the blank lines at the end)"
    } else {
        ""
    };
    let mut out = format!(
        "first difference at line {first}{ending} (- expected, from the brute force; + the program's):\n"
    );
    for line in shown {
        out.push_str(&line);
        out.push('\n');
    }
    if hidden > 0 {
        out.push_str(&format!("  ... and {hidden} more differing lines\n"));
    }
    out
}

/// `text` cut to [`MAX_WIDTH`] characters, with `...` when cut.
pub fn cut(text: &str) -> String {
    match text.char_indices().nth(MAX_WIDTH) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// The first `lines` lines of `text`, each cut, indented, with a count of the rest.
pub fn head(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    let mut out: String = all
        .iter()
        .take(lines)
        .map(|l| format!("  {}\n", cut(l)))
        .collect();
    if all.len() > lines {
        out.push_str(&format!("  ... and {} more lines\n", all.len() - lines));
    }
    if all.is_empty() {
        out.push_str("  (nothing)\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diff_names_the_first_differing_line_and_stays_short() {
        let diff = short_diff("1\n2\n3\n4\n", "1\n2\n30\n4\n");
        assert!(diff.starts_with("first difference at line 3 "), "{diff}");
        assert!(diff.contains("  -    3 | 3\n  +    3 | 30\n"), "{diff}");
        let long: String = (0..100).map(|i| format!("{i}\n")).collect();
        let diff = short_diff(&long, "");
        assert!(diff.lines().count() <= MAX_LINES + 2, "{diff}");
        assert!(diff.ends_with("more differing lines\n"), "{diff}");
        assert_eq!(cut(&"x".repeat(150)).len(), MAX_WIDTH + 3);
        assert_eq!(short_diff("a\n", "a\n"), "");
    }
}
