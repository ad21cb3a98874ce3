//! `--save`: a counterexample kept as a fixture, `fixtures/NAME/stress-<id>.in` with
//! the brute force's answer as its `.out`, and a line in the folder's README.
//!
//! Nothing is ever overwritten, an input some fixture already has is not added
//! again, and every file is written whole or not at all (a temporary file in the
//! same folder, then a hard link to the final name, which fails if the name is
//! taken; then the README, through a rename).

use crate::layout::Files;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// What `--save` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Wrote this `.in` (with its `.out`) and a README line.
    Written(PathBuf),
    /// A fixture already has exactly this input.
    Exists(PathBuf),
}

/// The fixture's id: the first 32 bits of the input's 64-bit FNV-1a hash, in hex
/// (a stable hash of its own: std's hasher may change between Rust versions).
pub fn id(input: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in input.bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{:08x}", hash >> 32)
}

/// Saves `input` with `answer` into `fixtures/NAME/`; `line` makes the README's new
/// line from the fixture's name (a table row when the README ends with its table).
///
/// # Errors
/// A file that cannot be read or written (nothing half-written stays behind).
pub fn save(
    root: &Path,
    name: &str,
    input: &str,
    answer: &str,
    line: &dyn Fn(&str) -> String,
) -> Result<Saved, String> {
    let dir = root.join(Files { name }.fixtures());
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let entries = fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut inputs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    for path in inputs {
        if fs::read(&path).is_ok_and(|bytes| bytes == input.as_bytes()) {
            return Ok(Saved::Exists(path));
        }
    }
    // A taken name (another input with the same id) gets a suffix, never a rewrite.
    let stem = (1..)
        .map(|k| match k {
            1 => format!("stress-{}", id(input)),
            k => format!("stress-{}-{k}", id(input)),
        })
        .find(|s| !dir.join(format!("{s}.in")).exists() && !dir.join(format!("{s}.out")).exists())
        .expect("some suffix is free");
    let (input_path, output_path) = (
        dir.join(format!("{stem}.in")),
        dir.join(format!("{stem}.out")),
    );
    // The .out first: an .in without its .out would break the fixture runner.
    create_new(&output_path, answer.as_bytes())?;
    if let Err(e) = create_new(&input_path, input.as_bytes()) {
        let _ = fs::remove_file(&output_path);
        return Err(e);
    }
    // A fixture is its two files and its README line, or nothing.
    if let Err(e) = add_line(&dir.join("README.md"), &line(&stem)) {
        let _ = fs::remove_file(&input_path);
        let _ = fs::remove_file(&output_path);
        return Err(e);
    }
    Ok(Saved::Written(input_path))
}

/// Appends `line` to the README at `readme`, made anew and renamed into place.
fn add_line(readme: &Path, line: &str) -> Result<(), String> {
    let mut text = match fs::read_to_string(readme) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{}: {e}", readme.display())),
    };
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    text.push_str(line);
    text.push('\n');
    replace(readme, text.as_bytes())
}

/// Whether the README's last line is a table row, so the new line should be one.
pub fn ends_with_table(root: &Path, name: &str) -> bool {
    let readme = root.join(Files { name }.fixtures()).join("README.md");
    fs::read_to_string(readme).is_ok_and(|t| {
        t.lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|l| l.starts_with('|'))
    })
}

/// A temporary file beside `path`, written and synced whole.
fn temporary(path: &Path, bytes: &[u8]) -> Result<PathBuf, String> {
    let file_name = path.file_name().unwrap_or_default().to_string_lossy();
    let temp = path.with_file_name(format!(".{file_name}.{}.tmp", std::process::id()));
    let written =
        fs::File::create(&temp).and_then(|mut f| f.write_all(bytes).and_then(|()| f.sync_all()));
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(format!("{}: {e}", temp.display()));
    }
    Ok(temp)
}

/// Writes `path` whole, failing if it exists.
fn create_new(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let temp = temporary(path, bytes)?;
    let linked = fs::hard_link(&temp, path);
    let _ = fs::remove_file(&temp);
    linked.map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes `path` whole, replacing it.
fn replace(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let temp = temporary(path, bytes)?;
    fs::rename(&temp, path).map_err(|e| {
        let _ = fs::remove_file(&temp);
        format!("{}: {e}", path.display())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saving_twice_adds_nothing_and_never_overwrites() {
        let root = std::env::temp_dir().join(format!("xtask-save-{}", std::process::id()));
        let dir = root.join("fixtures/p");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("README.md"), "# p\n\n| case | why |\n|---|---|\n").unwrap();
        fs::write(dir.join("old.in"), "1\n2 3\n").unwrap();
        assert_eq!(
            save(&root, "p", "1\n2 3\n", "5\n", &|_| "| x | y |".into()).unwrap(),
            Saved::Exists(dir.join("old.in"))
        );
        assert!(ends_with_table(&root, "p"));
        // The id's name is taken by another input: a suffix, not a rewrite.
        let taken = dir.join(format!("stress-{}.in", id("1\n9 0\n")));
        fs::write(&taken, "other\n").unwrap();
        let Saved::Written(path) =
            save(&root, "p", "1\n9 0\n", "9\n", &|s| format!("| {s} | row |")).unwrap()
        else {
            panic!("not written");
        };
        assert!(
            path.ends_with(format!("stress-{}-2.in", id("1\n9 0\n"))),
            "{path:?}"
        );
        assert_eq!(fs::read_to_string(&taken).unwrap(), "other\n");
        assert_eq!(
            fs::read_to_string(path.with_extension("out")).unwrap(),
            "9\n"
        );
        let readme = fs::read_to_string(dir.join("README.md")).unwrap();
        let row = format!("|---|---|\n| stress-{}-2 | row |\n", id("1\n9 0\n"));
        assert!(readme.ends_with(&row), "{readme}");
        assert!(matches!(
            save(&root, "p", "1\n9 0\n", "9\n", &|_| "x".into()).unwrap(),
            Saved::Exists(_)
        ));
        let leftovers = fs::read_dir(&dir).unwrap().filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".tmp")
        });
        assert_eq!(leftovers.count(), 0);
        fs::remove_dir_all(&root).unwrap();
    }
}
