//! `cargo xtask new NAME`: a new problem with the shape of all the others, so the
//! whole loop (test, stress, judge, bundle) works from the first minute.
//!
//! It writes, where [`crate::layout::Files`] puts them, the problem's package
//! `problems/NAME/`: its manifest (the judge and the limits as metadata), the
//! solution `src/main.rs` (a `solve` that reads through the shared scanner) and the
//! oracle `src/bin/NAME-oracle/main.rs` (a brute force and random inputs, so that
//! `cargo xtask stress NAME` runs at once); then `fixtures/NAME/` with the
//! statement's samples (or the template's example) and its README, and a first
//! `docs/problems/NAME.md`. No shared list is edited: the tooling finds the package
//! from the workspace's metadata, and the README's table is made from the
//! manifests. The files come from `xtask/templates/`, with the name put in by
//! plain text replacement: the code from one [`Template`]'s folder, the rest shared
//! by every template; `rustfmt` formats what it wrote.

use crate::layout::Files;
use std::fs;
use std::path::{Path, PathBuf};

/// A judge's limits for the new problem.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// The time limit, in seconds.
    pub seconds: f64,
    /// The memory limit, in megabytes (10^6 bytes).
    pub megabytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            seconds: 1.0,
            megabytes: 256,
        }
    }
}

/// The code a new problem starts from: a folder of `xtask/templates/`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Template {
    /// T lines of two integers, each answered with their sum (`templates/sums/`):
    /// a placeholder for the real problem, but a working one.
    #[default]
    Sums,
    /// T lines of ten cards, Black's five then White's, each answered with `Black`,
    /// `White` or `Tie` (`templates/cards/`): a card problem read with the card
    /// reader, ranked by the evaluator, with a brute force from the rules' text.
    Cards,
    /// Test cases one a line up to the end of the input, no count: two integers
    /// each, answered with their sum (`templates/lines/`).
    Lines,
    /// One test case: a line of two integers, answered with their sum
    /// (`templates/single/`).
    Single,
    /// Test cases one a line up to a terminator line, `0 0`, which is no case
    /// (`templates/terminated/`).
    Terminated,
    /// `cards` read to the end of the input, no count: lines of ten cards
    /// (`templates/cards-lines/`).
    CardsLines,
    /// `cards` of one test case: a line of ten cards (`templates/cards-single/`).
    CardsSingle,
    /// `cards` up to a terminator line, `#`, which is no case
    /// (`templates/cards-terminated/`).
    CardsTerminated,
    /// T lines of seven card values without suits, separated by spaces, each
    /// answered with the name of its best five (`templates/ranks/`): a problem of
    /// ranks alone, ranked by a reduced ladder from the values' counts and named
    /// in the judge's words, with a brute force that tries every five.
    Ranks,
    /// `ranks` with the values separated by commas: `A,A,K,K,2,T,J`
    /// (`templates/ranks-comma/`).
    RanksComma,
    /// `ranks` with the values glued together in one word: `AAKK2TJ`, UCF Hold'em's
    /// shape (`templates/ranks-glued/`).
    RanksGlued,
}

/// One template's files, each with `__NAME__` where the problem's name goes.
struct TemplateFiles {
    /// `problems/NAME/src/main.rs`.
    main: &'static str,
    /// `problems/NAME/src/bin/NAME-oracle/main.rs`.
    oracle: &'static str,
    /// The example's `fixtures/NAME/sample.in` and `.out`, when no samples are given.
    sample: (&'static str, &'static str),
    /// The example's row of the fixtures' README table.
    sample_row: &'static str,
}

/// The [`TemplateFiles`] of the template folder `xtask/templates/<dir>/`.
macro_rules! template_files {
    ($dir:literal) => {
        TemplateFiles {
            main: include_str!(concat!("../templates/", $dir, "/main.rs")),
            oracle: include_str!(concat!("../templates/", $dir, "/oracle.rs")),
            sample: (
                include_str!(concat!("../templates/", $dir, "/sample.in")),
                include_str!(concat!("../templates/", $dir, "/sample.out")),
            ),
            sample_row: include_str!(concat!("../templates/", $dir, "/sample-row.md")),
        }
    };
}

impl Template {
    fn files(self) -> TemplateFiles {
        match self {
            Template::Sums => template_files!("sums"),
            Template::Cards => template_files!("cards"),
            Template::Lines => template_files!("lines"),
            Template::Single => template_files!("single"),
            Template::Terminated => template_files!("terminated"),
            Template::CardsLines => template_files!("cards-lines"),
            Template::CardsSingle => template_files!("cards-single"),
            Template::CardsTerminated => template_files!("cards-terminated"),
            Template::Ranks => template_files!("ranks"),
            Template::RanksComma => template_files!("ranks-comma"),
            Template::RanksGlued => template_files!("ranks-glued"),
        }
    }

    /// What the template's code solves, for the command's last words.
    pub fn describe(self) -> &'static str {
        match self {
            Template::Sums => "the example problem (sum each pair)",
            Template::Cards => "the example card problem (Black, White or Tie)",
            Template::Lines => "the example problem read to the end of the input (sum each line)",
            Template::Single => "the example problem of one case (sum the pair)",
            Template::Terminated => "the example problem read to its `0 0` line (sum each line)",
            Template::CardsLines => {
                "the example card problem read to the end of the input (Black, White or Tie)"
            }
            Template::CardsSingle => "the example card problem of one deal (Black, White or Tie)",
            Template::CardsTerminated => {
                "the example card problem read to its `#` line (Black, White or Tie)"
            }
            Template::Ranks => "the example ranks problem (name the best five of seven values)",
            Template::RanksComma => {
                "the example ranks problem, values separated by commas (name the best five)"
            }
            Template::RanksGlued => {
                "the example ranks problem, values glued together (name the best five)"
            }
        }
    }

    /// What is still to fill in of the solution and of the oracle, for the command's
    /// list of what is left.
    pub fn to_fill(self) -> [&'static str; 2] {
        match self {
            Template::Sums | Template::Lines | Template::Single | Template::Terminated => [
                "`solve`, the reader and the answer",
                "the brute force `brute` and the inputs, `random` and `max`",
            ],
            Template::Cards
            | Template::CardsLines
            | Template::CardsSingle
            | Template::CardsTerminated => [
                "`SPELLING` and `LADDER` (the statement's), `solve`, the reader and the answer",
                "the ranking (read off the statement again), the brute force `brute` and the \
                 inputs, `random` and `max`",
            ],
            Template::Ranks | Template::RanksComma | Template::RanksGlued => [
                "`VALUES` and `LADDER` with its names (the statement's), `solve`, the reader \
                 and the answer",
                "`LADDER` and `NAMES` (read off the statement again), the brute force `brute` \
                 and the inputs, `random`",
            ],
        }
    }
}

/// One sample of the statement: an input and its expected output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The input, as the judge gives it.
    pub input: String,
    /// The expected output.
    pub output: String,
}

/// Everything a new problem is made from.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    /// The problem's name, also its binary's and its module's.
    pub name: String,
    /// The problem's title, as its judge writes it.
    pub title: Option<String>,
    /// The judge that runs it, as its manifest names it.
    pub judge: Option<String>,
    /// The problem's page.
    pub url: Option<String>,
    /// The judge's limits.
    pub limits: Limits,
    /// The statement's samples; none: the template's example.
    pub samples: Vec<Sample>,
    /// The code it starts from.
    pub template: Template,
}

impl Spec {
    /// A problem called `name` with nothing known of it: the example's sample, the
    /// default limits, no judge, no page.
    pub fn example(name: &str) -> Spec {
        Spec {
            name: name.to_string(),
            title: None,
            judge: None,
            url: None,
            limits: Limits::default(),
            samples: Vec::new(),
            template: Template::default(),
        }
    }

    /// The judge's name, or a placeholder that says it is still to fill in.
    pub fn judge(&self) -> &str {
        self.judge.as_deref().unwrap_or("its judge")
    }
}

/// Words that cannot name a module: Rust's keywords and reserved words (edition
/// 2024), the crate itself, and the names Cargo forbids for binaries or that would
/// collide in `target/`.
const TAKEN: &[&str] = &[
    "abstract",
    "as",
    "async",
    "await",
    "become",
    "box",
    "break",
    "const",
    "continue",
    "crate",
    "do",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "final",
    "fn",
    "for",
    "gen",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "macro",
    "match",
    "mod",
    "move",
    "mut",
    "override",
    "priv",
    "pub",
    "ref",
    "return",
    "self",
    "static",
    "struct",
    "super",
    "trait",
    "true",
    "try",
    "type",
    "typeof",
    "unsafe",
    "unsized",
    "use",
    "virtual",
    "where",
    "while",
    "yield",
    "std",
    "core",
    "alloc",
    "showdown",
    "xtask",
    "build",
    "deps",
    "examples",
    "incremental",
    "main",
    "test",
    // Every file's unit tests sit in `mod tests`.
    "tests",
    // `.gitignore` ignores `/target/` only, but tools often skip any `target`.
    "target",
];

/// Checks that `name` can name a new problem of the workspace at `root`.
///
/// # Errors
/// A one-line reason: not a lower-case identifier, a reserved word, a package the
/// workspace already builds (a problem, the library, the tooling, a dependency in
/// `Cargo.lock`), or a file of the problem's that exists already.
pub fn check_name(root: &Path, name: &str) -> Result<(), String> {
    let valid = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !valid {
        return Err(format!(
            "`{name}` cannot name a problem: use lower-case letters, digits and `_`, \
             starting with a letter"
        ));
    }
    if TAKEN.contains(&name) {
        return Err(format!(
            "`{name}` is a reserved word here; choose another name"
        ));
    }
    // Every package Cargo knows here, the workspace's and its dependencies': a
    // problem's package beside one of the same name would be ambiguous to `-p`.
    let lock = root.join("Cargo.lock");
    let lock = fs::read_to_string(&lock).map_err(|e| format!("{}: {e}", lock.display()))?;
    let quoted = format!("name = \"{name}\"");
    if lock.lines().any(|l| l.trim() == quoted) {
        return Err(format!(
            "`{name}` exists already: Cargo.lock has a package `{name}`"
        ));
    }
    let files = Files { name };
    for taken in [
        files.package(),
        files.fixtures(),
        files.statement(),
        files.submission(),
    ] {
        if root.join(&taken).exists() {
            return Err(format!("`{name}` exists already: {taken}"));
        }
    }
    Ok(())
}

/// Writes the new problem of `spec` into the workspace at `root`: its package
/// (manifest, solution, oracle), its fixtures and its statement, and the README's
/// table made anew ([`crate::problems::readme_table`]); returns the files written.
/// No list is edited: the tooling finds the package from the workspace's metadata.
/// Nothing is written when the name is refused.
///
/// # Errors
/// The reason the name is refused, or a file that cannot be read or written.
pub fn new(root: &Path, spec: &Spec) -> Result<Vec<PathBuf>, String> {
    let name = spec.name.as_str();
    check_name(root, name)?;
    // Work out every change before writing any.
    let files_of = Files { name };
    let files = spec.template.files();
    let fixtures = root.join(files_of.fixtures());
    let mut written = vec![
        (root.join(files_of.manifest()), manifest(spec)),
        (root.join(files_of.solution()), fill(files.main, name)),
        (root.join(files_of.oracle()), fill(files.oracle, name)),
    ];
    let mut rows = Vec::new();
    if spec.samples.is_empty() {
        written.push((fixtures.join("sample.in"), files.sample.0.to_string()));
        written.push((fixtures.join("sample.out"), files.sample.1.to_string()));
        rows.push(files.sample_row.trim_end().to_string());
    }
    let source = spec
        .url
        .as_deref()
        .map_or("the statement".to_string(), |url| {
            format!("the statement ({url})")
        });
    for (k, sample) in (1..).zip(&spec.samples) {
        written.push((fixtures.join(format!("sample{k}.in")), lines(&sample.input)));
        written.push((
            fixtures.join(format!("sample{k}.out")),
            lines(&sample.output),
        ));
        rows.push(format!(
            "| `sample{k}` | the statement's sample {k} | given by {source} |"
        ));
    }
    written.push((
        fixtures.join("README.md"),
        fill(FIXTURES_README, name).replace("__ROWS__", &rows.join("\n")),
    ));
    written.push((root.join(files_of.statement()), statement(spec)));
    for (path, text) in &written {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let mut written: Vec<PathBuf> = written.into_iter().map(|(p, _)| p).collect();
    // The README's table, from every package's manifest, the new one included.
    let readme = root.join("README.md");
    if crate::readme::write(root)? {
        written.push(readme);
    }
    // Formatting is a courtesy: without rustfmt the files are still valid.
    crate::tidy::format_problem(root, name);
    Ok(written)
}

/// The new package's manifest: its name, its one-line description (the title, or
/// a placeholder), and its judge and limits.
fn manifest(spec: &Spec) -> String {
    let (seconds, megabytes) = limits_text(&spec.limits);
    // TOML's basic strings escape as JSON's do.
    let quoted = |text: &str| serde_json::Value::String(text.to_string()).to_string();
    let description = spec
        .title
        .as_deref()
        .unwrap_or("to describe in a few words");
    fill(MANIFEST, &spec.name)
        .replace("__DESCRIPTION__", &quoted(description))
        .replace("__JUDGE__", &quoted(spec.judge()))
        .replace("__SECONDS__", &seconds)
        .replace("__MEGABYTES__", &megabytes)
}

/// `text` ending in a line end, as a fixture's files do.
fn lines(text: &str) -> String {
    if text.is_empty() || text.ends_with('\n') {
        text.to_string()
    } else {
        format!("{text}\n")
    }
}

/// The limits as the README and the statements write them: `2.5 s, 256 MB`.
fn limits_text(limits: &Limits) -> (String, String) {
    let seconds = crate::judge::seconds(std::time::Duration::from_secs_f64(limits.seconds));
    (seconds, limits.megabytes.to_string())
}

/// The first `docs/problems/NAME.md`: where the problem comes from, its judge and
/// limits, and its samples, with the headings of the statement still to write.
fn statement(spec: &Spec) -> String {
    let (seconds, megabytes) = limits_text(&spec.limits);
    let title = spec.title.as_deref().unwrap_or("the problem to describe");
    let source = match &spec.url {
        Some(url) => format!("[{title}]({url})"),
        None => "to fill in: the contest, the problem and its page".into(),
    };
    let samples = if spec.samples.is_empty() {
        format!(
            "The template's example, [`fixtures/{0}/sample.in`](../../fixtures/{0}/sample.in).",
            spec.name
        )
    } else {
        let links: Vec<String> = (1..=spec.samples.len())
            .map(|k| {
                format!(
                    "[`sample{k}.in`](../../fixtures/{0}/sample{k}.in)",
                    spec.name
                )
            })
            .collect();
        format!(
            "From the problem's page, in `fixtures/{}/`: {}.",
            spec.name,
            links.join(", ")
        )
    };
    fill(STATEMENT, &spec.name)
        .replace("__TITLE__", title)
        .replace("__SOURCE__", &source)
        .replace("__JUDGE__", spec.judge())
        .replace("__SECONDS__", &seconds)
        .replace("__MEGABYTES__", &megabytes)
        .replace("__SAMPLES__", &samples)
}

/// The files every template shares, each with `__NAME__` where the problem's name
/// goes (the manifest with `__DESCRIPTION__`, `__JUDGE__`, `__SECONDS__` and
/// `__MEGABYTES__`, the statement and the fixtures' README with theirs): real
/// files, so that they read and diff as what they become.
const MANIFEST: &str = include_str!("../templates/Cargo.toml");
const FIXTURES_README: &str = include_str!("../templates/fixtures-README.md");
const STATEMENT: &str = include_str!("../templates/statement.md");

/// A template with the problem's name filled in.
fn fill(template: &str, name: &str) -> String {
    template.replace("__NAME__", name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_must_be_fresh_lower_case_identifiers() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        for bad in ["", "Foo", "9lives", "a-b", "héllo", "_x"] {
            assert!(
                check_name(root, bad).unwrap_err().contains("cannot name"),
                "{bad}"
            );
        }
        for reserved in ["gen", "self", "deps", "xtask", "std", "target", "tests"] {
            assert!(
                check_name(root, reserved).unwrap_err().contains("reserved"),
                "{reserved}"
            );
        }
        for taken in ["swiss", "rhino", "oracle", "itertools"] {
            assert!(
                check_name(root, taken)
                    .unwrap_err()
                    .contains("exists already"),
                "{taken}"
            );
        }
        assert_eq!(check_name(root, "no_such_problem_yet"), Ok(()));
    }
}
