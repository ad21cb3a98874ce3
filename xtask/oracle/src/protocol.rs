//! What the oracle's command line and `cargo xtask` say to each other beyond its
//! modes: the exit codes that are answers, not failures, and lists of texts on a
//! pipe as frames, each item's length in bytes on a line of its own, then its
//! bytes, so that an item may hold any text. `cargo xtask` includes this same file
//! (`xtask/src/oracle.rs`), so that the two ends cannot drift apart.

/// Exit code of a refusal: the brute force refuses the input, or the oracle has no
/// such part (no largest input, an input that does not split).
pub const REFUSED: u8 = 3;

/// Exit code of `brute --fixture` for a fixture the brute force does not answer
/// (`oracle::Cut::NotAnswered`).
pub const NOT_ANSWERED: u8 = 4;

/// `items` as frames.
pub fn frames(items: &[String]) -> Vec<u8> {
    let mut out = Vec::new();
    for item in items {
        out.extend_from_slice(format!("{}\n", item.len()).as_bytes());
        out.extend_from_slice(item.as_bytes());
    }
    out
}

/// The items of `bytes`, written as frames.
///
/// # Errors
/// A length line that is not a number, or a frame cut short.
pub fn read_frames(mut bytes: &[u8]) -> Result<Vec<String>, String> {
    let mut items = Vec::new();
    while !bytes.is_empty() {
        let end = bytes
            .iter()
            .position(|&b| b == b'\n')
            .ok_or("a frame without its length line")?;
        let len: usize = std::str::from_utf8(&bytes[..end])
            .ok()
            .and_then(|s| s.parse().ok())
            .ok_or("a frame's length is not a number")?;
        let body = bytes
            .get(end + 1..end + 1 + len)
            .ok_or("a frame cut short")?;
        items.push(String::from_utf8_lossy(body).into_owned());
        bytes = &bytes[end + 1 + len..];
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_hold_any_text() {
        let items = ["".to_string(), "a\nb".into(), "12\n".into()];
        let bytes = frames(&items);
        assert_eq!(bytes, b"0\n3\na\nb3\n12\n");
        assert_eq!(read_frames(&bytes).unwrap(), items);
        assert!(read_frames(b"4\nabc").is_err());
        assert!(read_frames(b"x\n").is_err());
    }
}
