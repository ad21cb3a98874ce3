//! `cargo xtask new NAME`: a sixth problem with the shape of the other five, so the
//! whole loop (test, judge, bundle) works from the first minute.
//!
//! It writes the library module `src/NAME.rs` (a `solve` that reads through the
//! shared scanner), the one-line binary `src/bin/NAME.rs`, the registry entry
//! `src/problems/NAME.rs` (input generators and a real brute force, so that `cargo
//! xtask stress NAME` runs at once), and `fixtures/NAME/` with one example pair; it
//! registers the module in `src/lib.rs` and the problem in `src/problems.rs`, found
//! with `syn`, then formats what it touched with `rustfmt`. The files come from
//! `xtask/templates/`, with the name put in by plain text replacement. The example
//! problem (sum each pair of integers) is a placeholder for the real one, but a
//! working one.

use proc_macro2::LineColumn;
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
    let lib = parse(&root.join("src/lib.rs"))?;
    if modules(&lib).iter().any(|(m, _, _)| m == name) {
        return Err(format!(
            "`{name}` exists already: src/lib.rs has `mod {name}`"
        ));
    }
    for taken in [
        format!("src/{name}.rs"),
        format!("src/{name}"),
        format!("src/bin/{name}.rs"),
        format!("src/problems/{name}.rs"),
        format!("fixtures/{name}"),
    ] {
        if root.join(&taken).exists() {
            return Err(format!("`{name}` exists already: {taken}"));
        }
    }
    Ok(())
}

/// Writes the new problem `name` into the package at `root`; returns the files
/// written or changed. Nothing is written when the name is refused.
///
/// # Errors
/// The reason the name is refused, or a file that cannot be read, parsed or written.
pub fn new(root: &Path, name: &str, limits: &Limits) -> Result<Vec<PathBuf>, String> {
    check_name(root, name)?;
    // Work out every change before writing any.
    let lib_path = root.join("src/lib.rs");
    let registry_path = root.join("src/problems.rs");
    // The new module is reached by its binary, so it carries what its siblings carry.
    let lib = register_text(&lib_path, name, &msrv_attribute(&parse(&lib_path)?))?;
    let registry = register_problem(
        &register_text(&registry_path, name, "")?,
        &registry_path,
        name,
        limits,
    )?;
    let files = [
        (root.join(format!("src/{name}.rs")), fill(MODULE, name)),
        (root.join(format!("src/bin/{name}.rs")), fill(BINARY, name)),
        (
            root.join(format!("src/problems/{name}.rs")),
            fill(PROBLEM, name),
        ),
        (
            root.join(format!("fixtures/{name}/sample.in")),
            SAMPLE_IN.to_string(),
        ),
        (
            root.join(format!("fixtures/{name}/sample.out")),
            SAMPLE_OUT.to_string(),
        ),
        (
            root.join(format!("fixtures/{name}/README.md")),
            fill(README, name),
        ),
        (lib_path, lib),
        (registry_path, registry),
    ];
    for (path, text) in &files {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let written: Vec<PathBuf> = files.into_iter().map(|(p, _)| p).collect();
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

fn register_problem(
    text: &str,
    path: &Path,
    name: &str,
    limits: &Limits,
) -> Result<String, String> {
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
    let entry = fill(ENTRY, name)
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

/// The scaffold's files, each with `__NAME__` where the problem's name goes (and the
/// registry entry with `__TIME_MS__` and `__MEGABYTES__`): real files, so that they
/// read and diff as the code they become.
const MODULE: &str = include_str!("../templates/module.rs");
const BINARY: &str = include_str!("../templates/binary.rs");
const PROBLEM: &str = include_str!("../templates/problem.rs");
const ENTRY: &str = include_str!("../templates/entry.rs");
const README: &str = include_str!("../templates/README.md");
const SAMPLE_IN: &str = include_str!("../templates/sample.in");
const SAMPLE_OUT: &str = include_str!("../templates/sample.out");

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
