//! `cargo xtask new NAME`: a new problem with the shape of all the others, so the
//! whole loop (test, judge, bundle) works from the first minute.
//!
//! It writes, where `showdown::problems::Files` puts them, the solution module
//! `src/solutions/NAME.rs` (a `solve` that reads through the shared scanner), the
//! one-line binary `src/bin/NAME.rs`, the registry entry `src/problems/NAME.rs`
//! (input generators and a real brute force, so that `cargo xtask stress NAME` runs
//! at once), `fixtures/NAME/` with the statement's samples (or the template's
//! example) and its README, and a first `docs/problems/NAME.md`; it registers the
//! module in `src/solutions.rs` and the problem in `src/problems.rs`,
//! found with `syn`, adds the problem's row to the README's table, then formats
//! what it touched with `rustfmt`. The files come from `xtask/templates/`, with the
//! name put in by plain text replacement: the code from one [`Template`]'s folder,
//! the rest shared by every template.

use proc_macro2::LineColumn;
use showdown::problems::Files;
use showdown::problems::files::{REGISTRY_LIST, SOLUTIONS_LIST};
use std::fs;
use std::path::{Path, PathBuf};
use syn::spanned::Spanned;

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
}

/// One template's files, each with `__NAME__` where the problem's name goes.
struct TemplateFiles {
    /// `src/solutions/NAME.rs`.
    module: &'static str,
    /// `src/problems/NAME.rs`.
    problem: &'static str,
    /// The example's `fixtures/NAME/sample.in` and `.out`, when no samples are given.
    sample: (&'static str, &'static str),
    /// The example's row of the fixtures' README table.
    sample_row: &'static str,
}

/// The [`TemplateFiles`] of the template folder `xtask/templates/<dir>/`.
macro_rules! template_files {
    ($dir:literal) => {
        TemplateFiles {
            module: include_str!(concat!("../templates/", $dir, "/module.rs")),
            problem: include_str!(concat!("../templates/", $dir, "/problem.rs")),
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
        }
    }

    /// What is still to fill in of `src/solutions/NAME.rs` and of `src/problems/NAME.rs`, for
    /// the command's list of what is left.
    pub fn to_fill(self) -> [&'static str; 2] {
        match self {
            Template::Sums | Template::Lines | Template::Single | Template::Terminated => [
                "`solve`, the reader and the answer",
                "`random` and `max` (the inputs) and the brute force `ORACLE` (`brute`, \
                 `split`, `join`, `shrink`)",
            ],
            Template::Cards
            | Template::CardsLines
            | Template::CardsSingle
            | Template::CardsTerminated => [
                "`SPELLING` and `RULES` (the statement's), `solve`, the reader and the answer",
                "`RULES` (read off the statement again), `random` and `max` (the inputs) and \
                 the brute force `brute`, with `ORACLE` (`split`, `join`, `shrink`) when the \
                 input is no longer T lines of cards",
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
    /// The judge that runs it, as `Limits::judge` of the registry names it.
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
    // Every file's unit tests sit in `mod tests`, `src/problems.rs`'s among them.
    "tests",
    // `.gitignore` ignores `/target/` only, but tools often skip any `target`.
    "target",
];

/// Checks that `name` can name a new problem of the package at `root`.
///
/// # Errors
/// A one-line reason: not a lower-case identifier, a reserved word, or a name the
/// package uses already (a module, a binary, a fixtures folder).
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
    for list in ["src/lib.rs", SOLUTIONS_LIST] {
        if modules(&parse(&root.join(list))?)
            .iter()
            .any(|(m, _, _)| m == name)
        {
            return Err(format!("`{name}` exists already: {list} has `mod {name}`"));
        }
    }
    for taken in (Files { name }).all() {
        if root.join(&taken).exists() {
            return Err(format!("`{name}` exists already: {taken}"));
        }
    }
    Ok(())
}

/// Writes the new problem of `spec` into the package at `root`; returns the files
/// written or changed. Nothing is written when the name is refused.
///
/// # Errors
/// The reason the name is refused, or a file that cannot be read, parsed or written.
pub fn new(root: &Path, spec: &Spec) -> Result<Vec<PathBuf>, String> {
    let name = spec.name.as_str();
    check_name(root, name)?;
    // Work out every change before writing any.
    let files_of = Files { name };
    let list_path = root.join(SOLUTIONS_LIST);
    let registry_path = root.join(REGISTRY_LIST);
    let readme_path = root.join("README.md");
    // The new module is reached by its binary, so it carries what its siblings carry
    // (nothing, where `solutions` itself carries the judges' Rust).
    let list = register_text(&list_path, name, &msrv_attribute(&parse(&list_path)?))?;
    let registry = register_problem(
        &register_text(&registry_path, name, "")?,
        &registry_path,
        spec,
    )?;
    let readme = with_table_row(&readme_path, spec)?;
    let files = spec.template.files();
    let fixtures = root.join(files_of.fixtures());
    let mut written = vec![
        (root.join(files_of.solution()), fill(files.module, name)),
        (root.join(files_of.binary()), fill(BINARY, name)),
        (root.join(files_of.registry()), fill(files.problem, name)),
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
    written.extend([
        (list_path, list),
        (registry_path, registry),
        (readme_path, readme),
    ]);
    for (path, text) in &written {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let written: Vec<PathBuf> = written.into_iter().map(|(p, _)| p).collect();
    let rust: Vec<&PathBuf> = written
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    // Formatting is a courtesy: without rustfmt the files are still valid.
    let _ = std::process::Command::new("rustfmt")
        .args(["--edition", "2024"])
        .args(&rust)
        .status();
    Ok(written)
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

/// The text of the README at `path` with the problem's row added at the end of its
/// problem table (the table whose header starts with `| binary |`).
fn with_table_row(path: &Path, spec: &Spec) -> Result<String, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
    let Some(header) = lines.iter().position(|l| l.starts_with("| binary |")) else {
        return Err(format!(
            "{}: no problem table (a line starting `| binary |`) to add {} to",
            path.display(),
            spec.name
        ));
    };
    let end = header
        + lines[header..]
            .iter()
            .take_while(|l| l.starts_with('|'))
            .count();
    let (seconds, megabytes) = limits_text(&spec.limits);
    let row = format!(
        "| `{0}` | {1} | {2}, {seconds} s, {megabytes} MB | [{0}](docs/problems/{0}.md) |\n",
        spec.name,
        spec.title
            .as_deref()
            .unwrap_or("to describe in a few words"),
        spec.judge()
    );
    lines.insert(end, &row);
    Ok(lines.concat())
}

fn parse(path: &Path) -> Result<syn::File, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    syn::parse_file(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The `mod name;` declarations of a file (not inline modules such as `mod tests
/// { .. }`), each with its first line (its attributes included) and its last.
fn modules(file: &syn::File) -> Vec<(String, usize, usize)> {
    file.items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) if m.content.is_none() => Some((
                m.ident.to_string(),
                item.span().start().line,
                item.span().end().line,
            )),
            _ => None,
        })
        .collect()
}

/// The `#[clippy::msrv = "..."]` line the modules of `lib` carry, if any: binaries
/// reach those modules, so a judge's older compiler must take them.
fn msrv_attribute(lib: &syn::File) -> String {
    let attrs = lib.items.iter().filter_map(|item| match item {
        syn::Item::Mod(m) => Some(&m.attrs),
        _ => None,
    });
    for attr in attrs.flatten() {
        let path: Vec<String> = attr
            .path()
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect();
        if path == ["clippy", "msrv"]
            && let syn::Meta::NameValue(nv) = &attr.meta
            && let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(version),
                ..
            }) = &nv.value
        {
            return format!("#[clippy::msrv = \"{}\"]\n", version.value());
        }
    }
    String::new()
}

/// The text of the file at `path` with `pub mod name;` (after the lines of
/// `attributes`) among its module declarations, in alphabetical order: before the
/// comments and attributes of the first one that sorts after it, or after the
/// last one. (Files as rustfmt writes them: one item a line, `\n` line ends.)
fn register_text(path: &Path, name: &str, attributes: &str) -> Result<String, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mods = modules(&parse(path)?);
    let Some(last) = mods.last() else {
        return Err(format!(
            "{}: no `mod` declarations to add `{name}` beside",
            path.display()
        ));
    };
    // Lines count from 1: inserting at index `start - 1` goes before line `start`,
    // at index `end` after line `end`.
    let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
    let at = match mods.iter().find(|(m, _, _)| m.as_str() > name) {
        // Above the next module's own comments too, which `//` leaves out of its span.
        Some((_, start, _)) => {
            let is_comment =
                |l: &str| l.trim_start().starts_with("//") && !l.trim_start().starts_with("//!");
            let comments = lines[..start - 1]
                .iter()
                .rev()
                .take_while(|l| is_comment(l));
            start - 1 - comments.count()
        }
        None => last.2,
    };
    // A last line with no line end gets one, so the new line starts its own.
    let ending = match lines.get(at.wrapping_sub(1)) {
        Some(l) if !l.ends_with('\n') => "\n",
        _ => "",
    };
    let new_line = format!("{ending}{attributes}pub mod {name};\n");
    lines.insert(at, &new_line);
    Ok(lines.concat())
}

fn register_problem(text: &str, path: &Path, spec: &Spec) -> Result<String, String> {
    let file = syn::parse_file(text).map_err(|e| format!("{}: {e}", path.display()))?;
    let array = file.items.iter().find_map(|item| match item {
        syn::Item::Const(c) if c.ident == "PROBLEMS" => match &*c.expr {
            syn::Expr::Reference(r) => match &*r.expr {
                syn::Expr::Array(a) => Some(a.bracket_token.span.close().start()),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    });
    let Some(close) = array else {
        return Err(format!(
            "{}: no `const PROBLEMS: &[Problem] = &[...]`",
            path.display()
        ));
    };
    let limits = &spec.limits;
    // A Rust string literal: `Debug` escapes what a judge's name may hold.
    let entry = fill(ENTRY, &spec.name)
        .replace("__JUDGE__", &format!("{:?}", spec.judge()))
        .replace(
            "__TIME_MS__",
            &((limits.seconds * 1000.0).round() as u64).to_string(),
        )
        .replace("__MEGABYTES__", &limits.megabytes.to_string());
    Ok(insert_before(text, close, &entry))
}

/// `text` with `insert` placed at the start of the line holding `at`.
fn insert_before(text: &str, at: LineColumn, insert: &str) -> String {
    let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
    lines.insert(at.line - 1, insert);
    lines.concat()
}

/// The files every template shares, each with `__NAME__` where the problem's name
/// goes (the registry entry with `__JUDGE__`, `__TIME_MS__` and `__MEGABYTES__`, the
/// statement and the fixtures' README with theirs): real files, so that they read
/// and diff as what they become.
const BINARY: &str = include_str!("../templates/binary.rs");
const ENTRY: &str = include_str!("../templates/entry.rs");
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
        for taken in ["poker", "swiss", "input", "problems"] {
            assert!(
                check_name(root, taken)
                    .unwrap_err()
                    .contains("exists already"),
                "{taken}"
            );
        }
        assert_eq!(check_name(root, "no_such_problem_yet"), Ok(()));
    }

    /// Each `mod` item's lines, attributes included, in order.
    fn declarations(text: &str) -> Vec<String> {
        let lines: Vec<&str> = text.lines().collect();
        let file = syn::parse_file(text).unwrap();
        let items = file.items.iter().filter(|i| matches!(i, syn::Item::Mod(_)));
        items
            .map(|i| lines[i.span().start().line - 1..i.span().end().line].join("\n"))
            .collect()
    }

    #[test]
    fn a_module_goes_in_order_and_every_attribute_stays_with_its_item() {
        let text = "//! Doc.\n\n#[clippy::msrv = \"1.70\"]\npub mod bravo;\n\
                    // delta's comment\n#[cfg(feature = \"x\")]\npub mod delta;\n\
                    #[clippy::msrv = \"1.70\"]\n\
                    pub mod foxtrot;\n\npub use bravo::B;\n\n#[cfg(test)]\nmod tests {\n    \
                    #[test]\n    fn t() {}\n}\n";
        let dir = std::env::temp_dir().join(format!("xtask-register-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lib.rs");
        fs::write(&path, text).unwrap();
        let attr = "#[clippy::msrv = \"1.70\"]\n";
        // Where each name must land among the four `mod` items: before bravo,
        // between bravo and delta, after foxtrot (never inside or after `tests`).
        for (name, at) in [("alpha", 0), ("charlie", 1), ("zulu", 3)] {
            let made = register_text(&path, name, attr).unwrap();
            let mut want = declarations(text);
            want.insert(at, format!("{attr}pub mod {name};").trim_end().to_string());
            assert_eq!(declarations(&made), want, "{name}:\n{made}");
            assert!(
                made.contains("// delta's comment\n#[cfg"),
                "{name}:\n{made}"
            );
        }
        // A file whose last line has no line end.
        fs::write(&path, "pub mod bravo;\npub mod delta;").unwrap();
        let made = register_text(&path, "zulu", attr).unwrap();
        assert_eq!(
            made,
            format!("pub mod bravo;\npub mod delta;\n{attr}pub mod zulu;\n")
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
