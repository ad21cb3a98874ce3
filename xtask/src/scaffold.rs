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
    /// `ranks` with the values separated by commas: `A,A,K,K,2,T,J` (made from
    /// `templates/ranks/` when scaffolded).
    RanksComma,
    /// `ranks` with the values glued together in one word: `AAKK2TJ`, UCF Hold'em's
    /// shape (made from `templates/ranks/` when scaffolded).
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
            // One folder: the other two are made from it by [`Template::adapt`].
            Template::Ranks | Template::RanksComma | Template::RanksGlued => {
                template_files!("ranks")
            }
        }
    }

    /// `text`, a file of this template's folder, as this template has it: the ranks
    /// templates with commas or glued values are `templates/ranks/` with its example
    /// lines' values joined by their separator ([`with_values_joined`]) and the
    /// words, the reader and the separator of [`RANKS_COMMA`] or [`RANKS_GLUED`], so
    /// that the three cannot drift apart; the rest are their folders as they are.
    fn adapt(self, text: &str) -> String {
        let (separator, words) = match self {
            Template::RanksComma => (",", RANKS_COMMA),
            Template::RanksGlued => ("", RANKS_GLUED),
            _ => return text.to_string(),
        };
        words
            .iter()
            .fold(with_values_joined(text, separator), |text, (from, to)| {
                text.replace(from, to)
            })
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

/// What makes `ranks-comma` of `templates/ranks/`, besides the values joined by
/// commas: the words, the reader and the separator.
const RANKS_COMMA: &[(&str, &str)] = &[
    ("--template ranks`", "--template ranks-comma`"),
    ("separated by spaces", "separated by commas"),
    ("read_line(line, ", "read_separated(line, ',', "),
    ("values: single spaces.", "values: commas."),
    ("Some(' ')", "Some(',')"),
    (
        "ranks problem's sample",
        "ranks problem's sample, commas between its values",
    ),
];

/// What makes `ranks-glued` of `templates/ranks/`, besides the values glued
/// together: the words, the reader and the separator.
const RANKS_GLUED: &[(&str, &str)] = &[
    ("--template ranks`", "--template ranks-glued`"),
    ("separated by spaces", "glued together"),
    ("read_line(line, ", "read_glued_line(line, "),
    ("values: single spaces.", "values: none, glued together."),
    ("Some(' ')", "None"),
    (
        "ranks problem's sample",
        "ranks problem's sample, its values glued",
    ),
];

/// `text` with each hand of the example, a run of six or seven card values
/// (`23456789TJQKA`) separated by single spaces, `A A K K 2 T J`, joined by
/// `separator` instead: `A,A,K,K,2,T,J`, `AAKK2TJ`. Other runs stay: the spelling's
/// thirteen values, the wheel's five in prose. A value stands alone between
/// characters that are no letter or digit, or after a string's `\n`.
fn with_values_joined(text: &str, separator: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let value = |i: usize| chars.get(i).is_some_and(|c| "23456789TJQKA".contains(*c));
    let apart = |i: usize| chars.get(i).is_none_or(|c| !c.is_ascii_alphanumeric());
    let starts =
        |i: usize| i == 0 || apart(i - 1) || chars[i - 1] == 'n' && i >= 2 && chars[i - 2] == '\\';
    let (mut out, mut i) = (String::with_capacity(text.len()), 0);
    while i < chars.len() {
        if value(i) && starts(i) && apart(i + 1) {
            // The run: a value, then a space and a value, as long as they come.
            let mut end = i;
            while chars.get(end + 1) == Some(&' ') && value(end + 2) && apart(end + 3) {
                end += 2;
            }
            // A hand of the example joined, any other run kept whole.
            let values: Vec<String> = (i..=end).step_by(2).map(|k| chars[k].to_string()).collect();
            let hand = (6..=7).contains(&values.len());
            out += &values.join(if hand { separator } else { " " });
            i = end + 1;
            continue;
        }
        out.push(chars[i]);
        i += 1;
    }
    out
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
    let adapt = |text: &str| spec.template.adapt(text);
    let fixtures = root.join(files_of.fixtures());
    let mut written = vec![
        (root.join(files_of.manifest()), manifest(spec)),
        (
            root.join(files_of.solution()),
            fill(&adapt(files.main), name),
        ),
        (
            root.join(files_of.oracle()),
            fill(&adapt(files.oracle), name),
        ),
    ];
    let mut rows = Vec::new();
    if spec.samples.is_empty() {
        written.push((fixtures.join("sample.in"), adapt(files.sample.0)));
        written.push((fixtures.join("sample.out"), files.sample.1.to_string()));
        rows.push(adapt(files.sample_row).trim_end().to_string());
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
    fn the_comma_and_glued_ranks_templates_are_made_from_the_spaced_one() {
        assert_eq!(
            with_values_joined("4\\nA A K K 2 T J\\n`5 4 3 2 A` is T test 2 3 4 5 6 7", ","),
            "4\\nA,A,K,K,2,T,J\\n`5 4 3 2 A` is T test 2,3,4,5,6,7"
        );
        assert_eq!(
            with_values_joined("(`A A K K 2 T`) AT 2 10 \"2 3 4 5 6 7 8 9 T J Q K A\"", ""),
            "(`AAKK2T`) AT 2 10 \"2 3 4 5 6 7 8 9 T J Q K A\""
        );
        let ranks = Template::Ranks.files();
        for (template, words, separator) in [
            (Template::RanksComma, RANKS_COMMA, ","),
            (Template::RanksGlued, RANKS_GLUED, ""),
        ] {
            let texts = [ranks.main, ranks.oracle, ranks.sample.0, ranks.sample_row];
            // Every replacement finds its words in the folder: an edit there that
            // drops one fails here, not in a scaffolded problem.
            for (from, _) in words {
                assert!(texts.iter().any(|t| t.contains(from)), "{from}");
            }
            let main = template.adapt(ranks.main);
            assert!(!main.contains("A A K K 2 T J"), "{main}");
            assert!(main.contains(&["A", "A", "K", "K", "2", "T", "J"].join(separator)));
            assert!(
                template
                    .adapt(ranks.sample.0)
                    .lines()
                    .skip(1)
                    .all(|l| l.len() == 6 * separator.len() + 7)
            );
        }
    }

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
