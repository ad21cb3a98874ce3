//! How stress shows an input or an output to a person: the first lines, each cut.
//! Two outputs that differ go through the fixture runner's diff instead
//! (`xtask::fixtures::diff`), which knows the tolerance.

/// Characters of one line shown at most.
const MAX_WIDTH: usize = 100;

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
    fn long_lines_and_long_texts_are_cut() {
        assert_eq!(cut(&"x".repeat(150)).len(), MAX_WIDTH + 3);
        assert_eq!(cut("short"), "short");
        let long: String = (0..30).map(|i| format!("{i}\n")).collect();
        assert!(head(&long, 3).ends_with("  ... and 27 more lines\n"));
        assert_eq!(head("", 3), "  (nothing)\n");
    }
}
