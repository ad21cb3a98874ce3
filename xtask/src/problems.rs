//! The problems, found from the workspace's metadata: every package of the
//! workspace under `problems/` is one, and its manifest says how it is graded.
//!
//! ```toml
//! [package]
//! name = "rhino"
//! description = "CTU Open 2012: the winners of each Hold'em showdown, ten as `X`"
//!
//! [package.metadata.judge]   # an online judge runs it
//! name = "Baekjoon 6610"
//! time = 2                   # seconds
//! memory = "128 MB"          # MB (10^6 bytes) or MiB (2^20)
//! note = "..."               # optional: what the table should add
//! ```
//!
//! A problem that no judge runs names instead the real input that stands in for
//! one, and the answer it must give: `[package.metadata.data]` with `path` (from
//! the repository root) and `answer`. Nothing else lists the problems: adding a
//! package adds a problem, to every command and to the README's table
//! ([`readme_table`]).

use crate::layout::{Files, PROBLEMS};
use std::path::Path;
use std::time::Duration;

/// One problem: its package's name and description, and how it is graded.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// The package's name: its binary's, its folders'.
    pub name: String,
    /// The package's description: the problem in one line.
    pub description: String,
    /// A judge, or a data file with its answer.
    pub grading: Grading,
}

/// How a problem is graded.
#[derive(Clone, Debug, PartialEq)]
pub enum Grading {
    /// An online judge runs it.
    Judged(Judge),
    /// No judge runs it: a real input whose answer is known stands in.
    Unjudged(Data),
}

/// A judge and its limits for one problem.
#[derive(Clone, Debug, PartialEq)]
pub struct Judge {
    /// The judge and the problem's id there.
    pub name: String,
    /// The time limit.
    pub time: Duration,
    /// The memory limit, in bytes.
    pub memory_bytes: u64,
    /// The memory limit as the statement writes it.
    pub memory: String,
    /// What else the table should say of the judge or its limits.
    pub note: Option<String>,
}

/// A real input file and the answer it must give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Data {
    /// The file, relative to the repository root.
    pub path: String,
    /// The whole answer, without its line end.
    pub answer: String,
}

impl Problem {
    /// Where its files are.
    pub fn files(&self) -> Files<'_> {
        Files { name: &self.name }
    }

    /// Its judge, when one runs it.
    pub fn judge(&self) -> Option<&Judge> {
        match &self.grading {
            Grading::Judged(judge) => Some(judge),
            Grading::Unjudged(_) => None,
        }
    }
}

/// Every problem of the workspace at `root`, sorted by name.
///
/// # Errors
/// When `cargo metadata` cannot run, or a problem's manifest says neither a judge
/// nor a data file, or says one badly (naming the manifest).
pub fn all(root: &Path) -> Result<Vec<Problem>, String> {
    let metadata = metadata(root)?;
    let folder = root.join(PROBLEMS);
    let mut problems = Vec::new();
    for package in metadata["packages"].as_array().into_iter().flatten() {
        let manifest = Path::new(package["manifest_path"].as_str().unwrap_or(""));
        if manifest.parent().and_then(Path::parent) != Some(folder.as_path()) {
            continue;
        }
        problems.push(problem(package).map_err(|e| format!("{}: {e}", manifest.display()))?);
    }
    problems.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(problems)
}

/// What `cargo metadata --no-deps` prints for the workspace, kept in
/// `target/xtask/metadata.json` behind a line that names every manifest it was read
/// from (the root's and each `problems/*/Cargo.toml`, with a hash of its text): each
/// command that lists the problems would otherwise wait a tenth of a second for
/// Cargo, and a contest runs hundreds of them. A new, removed or edited manifest
/// changes the line, and Cargo is asked again.
///
/// # Errors
/// When `cargo metadata` cannot run, fails, or prints no JSON.
fn metadata(root: &Path) -> Result<serde_json::Value, String> {
    let mut manifests = vec![root.join("Cargo.toml")];
    if let Ok(entries) = std::fs::read_dir(root.join(PROBLEMS)) {
        manifests.extend(entries.flatten().map(|e| e.path().join("Cargo.toml")));
    }
    manifests.sort();
    // Each manifest's path and a hash of its text (a few kilobytes in all, read in
    // well under a millisecond): an edit shows whatever the file system's clock.
    let mut stamp = String::new();
    for manifest in &manifests {
        let text = std::fs::read(manifest).ok();
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        std::hash::Hash::hash(&text, &mut hasher);
        let hash = std::hash::Hasher::finish(&hasher);
        stamp += &format!("{} {hash:016x}; ", manifest.display());
    }
    stamp.push('\n');
    let kept = root.join("target/xtask/metadata.json");
    let text = std::fs::read(&kept).unwrap_or_default();
    // A kept file that does not parse is no cache: ask Cargo again.
    if let Some(Ok(json)) = text
        .strip_prefix(stamp.as_bytes())
        .map(serde_json::from_slice)
    {
        return Ok(json);
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = std::process::Command::new(cargo)
        .current_dir(root)
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    // Written beside and renamed into place whole, so that a run stopped halfway or
    // a thread reading at the same time never sees half a file; a cache that cannot
    // be written only means asking Cargo again next time.
    let part = kept.with_extension("part");
    let _ = kept
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(&part, [stamp.as_bytes(), &output.stdout].concat()))
        .and_then(|()| std::fs::rename(&part, &kept));
    serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("cargo metadata printed no JSON: {e}"))
}

/// The problem called `name`: read from its own manifest, `problems/NAME/Cargo.toml`,
/// which the workspace's `problems/*` members make a package, without the tenth of
/// a second that `cargo metadata` costs.
///
/// # Errors
/// As [`all`], and an unknown name, listing the problems.
pub fn find(root: &Path, name: &str) -> Result<Problem, String> {
    let manifest = root.join(Files { name }.manifest());
    if let Ok(text) = std::fs::read_to_string(&manifest) {
        let table: toml::Table = text
            .parse()
            .map_err(|e| format!("{}: {e}", manifest.display()))?;
        let package = serde_json::to_value(table.get("package"))
            .map_err(|e| format!("{}: {e}", manifest.display()))?;
        if package["name"] == name {
            return problem(&package).map_err(|e| format!("{}: {e}", manifest.display()));
        }
    }
    let all = all(root)?;
    let names: Vec<&str> = all.iter().map(|p| p.name.as_str()).collect();
    let known = names.join(", ");
    all.iter()
        .find(|p| p.name == name)
        .cloned()
        .ok_or_else(|| format!("unknown problem `{name}`; the problems are: {known}"))
}

/// One package's problem, from its `cargo metadata` entry.
fn problem(package: &serde_json::Value) -> Result<Problem, String> {
    let name = package["name"].as_str().unwrap_or_default().to_string();
    let description = package["description"]
        .as_str()
        .ok_or("no `description`: the problem in one line")?
        .to_string();
    let metadata = &package["metadata"];
    let text = |table: &str, key: &str| -> Result<String, String> {
        metadata[table][key]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| format!("[package.metadata.{table}] needs `{key}`, a string"))
    };
    let grading = match (metadata["judge"].is_object(), metadata["data"].is_object()) {
        (true, false) => {
            let time = metadata["judge"]["time"]
                .as_f64()
                .filter(|t| *t > 0.0 && *t <= 3600.0)
                .ok_or("[package.metadata.judge] needs `time`, in seconds")?;
            let memory = text("judge", "memory")?;
            Grading::Judged(Judge {
                name: text("judge", "name")?,
                time: Duration::from_secs_f64(time),
                memory_bytes: bytes(&memory)?,
                memory,
                note: metadata["judge"]["note"].as_str().map(str::to_string),
            })
        }
        (false, true) => Grading::Unjudged(Data {
            path: text("data", "path")?,
            answer: text("data", "answer")?,
        }),
        _ => {
            return Err(
                "exactly one of [package.metadata.judge] (an online judge runs it) \
                        and [package.metadata.data] (a data file stands in) must be there"
                    .into(),
            );
        }
    };
    Ok(Problem {
        name,
        description,
        grading,
    })
}

/// A memory limit as statements write it, `256 MB` or `64 MiB`, in bytes.
///
/// # Errors
/// Anything else.
pub fn bytes(memory: &str) -> Result<u64, String> {
    let bad = || format!("memory = `{memory}`: write it as `256 MB` or `64 MiB`");
    let (number, unit) = memory.split_once(' ').ok_or_else(bad)?;
    let number: u64 = number.parse().map_err(|_| bad())?;
    let unit = match unit {
        "MB" => 1_000_000,
        "MiB" => 1 << 20,
        _ => return Err(bad()),
    };
    Ok(number * unit)
}

/// The README's table of the problems, made from their manifests: a row each, the
/// binary, the description, the judge and its limits, and the statement.
pub fn readme_table(problems: &[Problem]) -> String {
    let mut table =
        String::from("| binary | problem | judge, limits | statement |\n|---|---|---|---|\n");
    for p in problems {
        let judge = match &p.grading {
            Grading::Judged(j) => {
                let note = j
                    .note
                    .as_deref()
                    .map_or(String::new(), |n| format!(" ({n})"));
                format!(
                    "{}, {} s, {}{note}",
                    j.name,
                    crate::judge::seconds(j.time),
                    j.memory
                )
            }
            Grading::Unjudged(data) => format!("no judge (answer {})", data.answer),
        };
        table.push_str(&format!(
            "| `{0}` | {1} | {judge} | [{0}]({2}) |\n",
            p.name,
            p.description,
            p.files().statement()
        ));
    }
    table
}

/// The line before the README's table, and the line after its last row.
pub const TABLE_START: &str =
    "<!-- The problems' table: made by `cargo xtask readme` from each problem's Cargo.toml. -->\n";

/// The README with its table made anew from `problems`; `None` when it has no
/// [`TABLE_START`] line.
pub fn with_table(readme: &str, problems: &[Problem]) -> Option<String> {
    let start = readme.find(TABLE_START)? + TABLE_START.len();
    let rest = &readme[start..];
    // The table runs to the first line that is not a row.
    let end = rest
        .split_inclusive('\n')
        .take_while(|line| line.starts_with('|'))
        .map(str::len)
        .sum::<usize>();
    Some(format!(
        "{}{}{}",
        &readme[..start],
        readme_table(problems),
        &rest[end..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_limits_read_as_written() {
        assert_eq!(bytes("256 MB"), Ok(256_000_000));
        assert_eq!(bytes("64 MiB"), Ok(64 << 20));
        assert!(bytes("256MB").is_err() && bytes("1 GB").is_err() && bytes("x MB").is_err());
    }

    #[test]
    fn the_readme_table_is_made_from_the_manifests() {
        let problems = [
            Problem {
                name: "a".into(),
                description: "first".into(),
                grading: Grading::Judged(Judge {
                    name: "J 1".into(),
                    time: Duration::from_millis(2500),
                    memory_bytes: 1,
                    memory: "64 MB".into(),
                    note: Some("ours".into()),
                }),
            },
            Problem {
                name: "b".into(),
                description: "second".into(),
                grading: Grading::Unjudged(Data {
                    path: "x".into(),
                    answer: "7".into(),
                }),
            },
        ];
        let readme = format!("# r\n\n{TABLE_START}| old |\n|---|\n\nafter\n");
        let made = with_table(&readme, &problems).unwrap();
        assert_eq!(
            made,
            format!(
                "# r\n\n{TABLE_START}| binary | problem | judge, limits | statement |\n\
                 |---|---|---|---|\n\
                 | `a` | first | J 1, 2.5 s, 64 MB (ours) | [a](docs/problems/a.md) |\n\
                 | `b` | second | no judge (answer 7) | [b](docs/problems/b.md) |\n\nafter\n"
            )
        );
        assert_eq!(with_table(&made, &problems).as_deref(), Some(made.as_str()));
        assert_eq!(with_table("no table", &problems), None);
    }

    #[test]
    fn the_workspace_lists_every_problem_with_its_grading() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let all = all(root).unwrap();
        let rhino = all.iter().find(|p| p.name == "rhino").unwrap();
        let judge = rhino.judge().unwrap();
        assert_eq!(
            (judge.name.as_str(), judge.time),
            ("Baekjoon 6610", Duration::from_secs(2))
        );
        assert_eq!(judge.memory_bytes, 128_000_000);
        let euler = find(root, "euler54").unwrap();
        assert!(matches!(euler.grading, Grading::Unjudged(ref d) if d.answer == "376"));
        assert!(find(root, "nosuch").unwrap_err().contains("rhino"));
    }
}
