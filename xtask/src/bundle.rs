//! The bundler: one problem's crate plus the library modules it reaches, as one
//! source file.
//!
//! Every file is parsed with `syn` and printed with `prettyplease`, never edited as
//! text; comments are not in the syntax tree at all. The pipeline, in order:
//!
//! 1. **Refuse what a bundle cannot be**: a name that is no problem's package
//!    ([`crate::problems::all`]), and default features in the library's
//!    `Cargo.toml`, since a bundle has no features (`check_no_default_features`).
//! 2. **Parse and strip**: every library file from `src/lib.rs` down is parsed
//!    (`parse`) into a module tree (`Library::load` in `bundle/library.rs`), and the
//!    problem's crate from `problems/NAME/src/main.rs` down into one file, its
//!    modules inlined (`problem_crate`); both are stripped of items under a false
//!    `#[cfg]` (`test`, every `feature`), doc comments and tool attributes such as
//!    `#[clippy::msrv]` (`Strip` in `bundle/strip.rs`).
//! 3. **Find what the problem reaches**: the library paths each file names, in code,
//!    `use` trees and macro calls (`needs` in `bundle/needs.rs`), closed over the
//!    module tree until nothing new turns up (`Library::close`); a reached file
//!    that names a crate other than `std` is refused (`Library::check_std_only`),
//!    and so is a problem that names one.
//! 4. **Keep**: reached modules inlined in place of their `mod x;`, the others and
//!    the unused re-exports dropped (`Library::kept_items`).
//! 5. **Rename paths**: the problem's `showdown::` paths become `crate::` paths, the
//!    library's top modules being the bundle's own, beside the problem's
//!    (`RenameCrate` in `bundle/strip.rs`); the problem's `use` items that the root
//!    has already go, and a clash with a root name is refused
//!    (`without_root_names`).
//! 6. **Order and prune**: the library's modules in `lib.rs` order, then the
//!    problem's crate, less every item no name in the bundle reaches
//!    (`prune::prune` in `bundle/prune.rs`), then less what rustc's `dead_code`
//!    and `unused_imports` lints find unreachable, which tells apart two methods of
//!    one name (`dead::remove_dead` in `bundle/dead.rs`).
//! 7. **Print and re-indent**: each item printed by prettyplease (`print`), its
//!    indentation turned into tabs outside multi-line literals (`tabs`), under a
//!    two-line header and `#![allow(dead_code, unused_imports)]`: what pruning
//!    leaves unused (a field set and never read, a variant never made, a `pub use`
//!    that the judge's Rust 1.73 does not report and 1.89 does) would otherwise draw
//!    the judges' warnings.
//! 8. **Check the size**: a bundle over [`LIMIT`] bytes is refused, naming its
//!    largest modules ([`BundleError::TooLarge`]). Steps 1 to 8 are [`bundle`].
//! 9. **Type-check in editions 2021 and 2024** with bare `rustc` and no `--extern`
//!    (`crate::rustc::check_all`), and only then write `submit/<name>.rs`, left
//!    untouched when unchanged ([`command`]).

mod dead;
mod library;
mod needs;
mod prune;
mod strip;

use crate::failure::Failure;
use crate::layout::Files;
use crate::rustc::Rustc;
use library::Library;
use needs::{Scope, needs};
use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use strip::{RenameCrate, Strip};
use syn::Item;
use syn::visit_mut::VisitMut;

/// The most bytes a judge accepts in one source file.
pub const LIMIT: usize = 65_536;

/// A generated single-file submission.
#[derive(Clone, Debug)]
pub struct Bundle {
    /// The binary's name.
    pub name: String,
    /// The whole file.
    pub text: String,
    /// The library's top modules in the bundle, with their printed sizes in bytes.
    pub modules: Vec<(String, usize)>,
}

impl Bundle {
    /// The top modules by size, largest first, as `name (bytes)` for messages.
    pub fn largest_modules(&self) -> String {
        let mut modules = self.modules.clone();
        modules.sort_by_key(|m| std::cmp::Reverse(m.1));
        let shown: Vec<String> = modules
            .iter()
            .map(|(name, bytes)| format!("{name} ({})", thousands(*bytes)))
            .collect();
        shown.join(", ")
    }
}

/// Why a bundle cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BundleError {
    /// No problem of that name.
    UnknownBinary {
        /// The name asked for.
        name: String,
        /// The problems that exist.
        known: Vec<String>,
    },
    /// A source file cannot be read or parsed, or uses something the bundler refuses.
    Source {
        /// The file at fault.
        file: PathBuf,
        /// What is wrong.
        message: String,
    },
    /// The bundle would pass the judges' size limit.
    TooLarge {
        /// The binary's name.
        name: String,
        /// The bundle's size.
        bytes: usize,
        /// Its top modules, largest first.
        largest: String,
    },
}

impl fmt::Display for BundleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BundleError::UnknownBinary { name, known } => write!(
                f,
                "no problem `{name}`: the problems are {}",
                known.join(", ")
            ),
            BundleError::Source { file, message } => write!(f, "{}: {message}", file.display()),
            BundleError::TooLarge {
                name,
                bytes,
                largest,
            } => write!(
                f,
                "{name}: the bundle would be {} bytes, over the judges' limit of {}; \
                 largest modules: {largest}",
                thousands(*bytes),
                thousands(LIMIT)
            ),
        }
    }
}

impl std::error::Error for BundleError {}

/// `1234567` as `1,234,567`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The problems' names, sorted: the packages under `problems/`
/// ([`crate::problems::all`]).
///
/// # Errors
/// When the workspace's metadata cannot be read.
pub fn binaries(root: &Path) -> Result<Vec<String>, BundleError> {
    let problems =
        crate::problems::all(root).map_err(|e| source_error(Path::new("Cargo.toml"), e))?;
    Ok(problems.into_iter().map(|p| p.name).collect())
}

/// The arguments of `cargo xtask bundle`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The problems to bundle; every problem when none is named.
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
}

/// Runs `cargo xtask bundle` for the problems `names`: formats each problem's own
/// files ([`crate::tidy`]), then writes
/// `submit/<name>.rs` for each problem named, or for all, once its bundle
/// type-checks with bare rustc in editions 2021 and 2024; prints each one's size.
///
/// # Errors
/// An unknown problem (exit 2); a bundle that cannot be made, does not type-check, or
/// cannot be written (exit 1); the other bundles are still written.
pub fn command(root: &Path, names: &[String]) -> Result<(), Failure> {
    let names = chosen(root, names)?;
    let failed = |e: std::io::Error, path: &Path| Failure::one(format!("{}: {e}", path.display()));
    // Each bundle is type-checked before it replaces the committed one: a bundle
    // that does not compile is never written to submit/.
    let check_dir = root.join("target/xtask/check");
    fs::create_dir_all(&check_dir).map_err(|e| failed(e, &check_dir))?;
    let mut problems = Vec::new();
    let mut made = Vec::new();
    for name in &names {
        crate::tidy::format_problem(root, name);
        match bundle(root, name) {
            Ok(b) => {
                let path = check_dir.join(format!("{name}.rs"));
                fs::write(&path, &b.text).map_err(|e| failed(e, &path))?;
                made.push((b, path));
            }
            Err(e) => problems.push(e.to_string()),
        }
    }
    let rustc = Rustc::judge().map_err(Failure::one)?;
    println!(
        "type-checking {} with {}, edition{} {} ...",
        crate::fixtures::count(made.len(), "bundle"),
        rustc.version,
        if rustc.editions().len() == 1 { "" } else { "s" },
        rustc.editions().join(" and ")
    );
    let checks: Vec<(String, PathBuf)> = made
        .iter()
        .map(|(b, p)| (b.name.clone(), p.clone()))
        .collect();
    // Warnings do not stop a bundle: a contestant's unused variable is no reason
    // to refuse a submission (the bundle tests deny them in the library's code).
    let refused = crate::rustc::check_all(&rustc, &checks, &check_dir, false);
    let dir = root.join("submit");
    fs::create_dir_all(&dir).map_err(|e| failed(e, &dir))?;
    for (b, _) in &made {
        if let Some(why) = refused.iter().find(|(name, _)| *name == b.name) {
            problems.push(format!("{}: not written: {}", b.name, why.1));
            continue;
        }
        let path = dir.join(format!("{}.rs", b.name));
        let unchanged = fs::read_to_string(&path).is_ok_and(|old| old == b.text);
        if !unchanged {
            fs::write(&path, &b.text).map_err(|e| failed(e, &path))?;
        }
        println!(
            "submit/{}.rs {:>7} bytes ({:>2}% of {}){}",
            b.name,
            thousands(b.text.len()),
            b.text.len() * 100 / LIMIT,
            thousands(LIMIT),
            if unchanged {
                ", unchanged"
            } else {
                ", written"
            }
        );
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Failure::failed(problems))
    }
}

/// The problems named, in the order given without repeats, or all of them when
/// none is named.
///
/// # Errors
/// An unknown name (exit 2), or the workspace's metadata unreadable (exit 1).
pub fn chosen(root: &Path, names: &[String]) -> Result<Vec<String>, Failure> {
    let known = binaries(root).map_err(Failure::one)?;
    if names.is_empty() {
        return Ok(known);
    }
    let mut chosen: Vec<String> = Vec::new();
    for name in names {
        if !known.contains(name) {
            let err = BundleError::UnknownBinary {
                name: name.clone(),
                known: known.clone(),
            };
            return Err(Failure::usage(err.to_string()));
        }
        if !chosen.contains(name) {
            chosen.push(name.clone());
        }
    }
    Ok(chosen)
}

/// Checks that the committed `submit/NAME.rs` is what [`bundle`] makes from the
/// sources now: a test or a check that runs a stale bundle would test another
/// program than the one the sources say.
///
/// # Errors
/// One line that names the problem and says what to run: ``NAME: submit/NAME.rs
/// is stale: run `cargo xtask bundle NAME` ``, or that it is missing, or why the
/// sources do not bundle.
pub fn fresh(root: &Path, name: &str) -> Result<(), String> {
    let run = format!("run `cargo xtask bundle {name}`");
    let committed = fs::read_to_string(root.join(Files { name }.submission()))
        .map_err(|e| format!("{name}: submit/{name}.rs cannot be read ({e}): {run}"))?;
    match bundle(root, name) {
        Ok(made) if made.text == committed => Ok(()),
        Ok(_) => Err(format!("{name}: submit/{name}.rs is stale: {run}")),
        Err(e) => Err(format!("{name}: the sources do not bundle: {e}")),
    }
}

/// Bundles the problem `name` of the workspace at `root`, its dead code found by its
/// judge's Rust ([`Rustc::for_problem`], a type check), which `cargo xtask test`
/// builds the bundle with: so the bundle is one text whichever command made it.
///
/// # Errors
/// As [`bundle_with`].
pub fn bundle(root: &Path, name: &str) -> Result<Bundle, BundleError> {
    // No problem of that name: `bundle_with` says so.
    let rustc = crate::problems::find(root, name)
        .ok()
        .and_then(|problem| Rustc::for_problem(&problem).ok());
    let out = dead_dir(root).join(name);
    let check = |text: &str| rustc.as_ref()?.check_quick(text, &out).ok();
    bundle_with(root, name, &check)
}

/// Where the dead-code pass keeps its checks and its log of what it removed.
fn dead_dir(root: &Path) -> std::path::PathBuf {
    root.join("target/xtask/dead")
}

/// Bundles the problem `name` of the workspace at `root`; `diagnose` gives rustc's
/// JSON diagnostics of a text (`None` where it does not compile), by which dead code
/// goes (`bundle/dead.rs`).
///
/// # Errors
/// An unknown problem; default features in `Cargo.toml` (a bundle has none, so it
/// would differ from the cargo binary); an unreadable or unparsable source; bundled
/// code naming a crate other than the standard library; a problem's item or `use`
/// that clashes with a name of the library's root; or a bundle over [`LIMIT`] bytes.
pub fn bundle_with(
    root: &Path,
    name: &str,
    diagnose: &dyn Fn(&str) -> Option<String>,
) -> Result<Bundle, BundleError> {
    let files = Files { name };
    let main_file = root.join(files.solution());
    // Its manifest and its solution, not the workspace's metadata: a problem's
    // package is those two, and `cargo metadata` costs a tenth of a second.
    if !root.join(files.manifest()).is_file() || !main_file.is_file() {
        return Err(BundleError::UnknownBinary {
            name: name.to_string(),
            known: binaries(root)?,
        });
    }
    check_no_default_features(&root.join("Cargo.toml"))?;
    let library = Library::load(&root.join("src"))?;
    let mut problem = problem_crate(&main_file, &root.join(files.sources()))?;

    // What the problem names: `showdown::a::b` is the library's `a::b`. After
    // `use showdown::*`, the library's top modules are in scope by their names.
    let no_children = BTreeSet::new();
    let top = &library.modules[&Vec::new()].children;
    let mut own_needs = needs(&scope(&no_children), &problem.items);
    if own_needs.globs.iter().any(Vec::is_empty) {
        own_needs = needs(&scope(top), &problem.items);
    }
    if let Some(foreign) = own_needs.foreign.first() {
        let message =
            format!("`{foreign}`: a problem's solution must use the standard library only");
        return Err(source_error(&main_file, message));
    }
    let reached = library.close(own_needs.reaches, own_needs.globs);
    for module in &reached.modules {
        library.check_std_only(module)?;
    }

    let root_items = library.kept_items(&[], &reached);
    RenameCrate.visit_file_mut(&mut problem);
    let own_items = without_root_names(&library, &root_items, problem.items, &main_file)?;
    // The library's modules in `lib.rs` order, then the problem's crate, last so that
    // an edit to it moves no line of the library: rustc's incremental builds of the
    // bundle (`cargo xtask test`'s, the dead-code check's) then redo a third as much
    // (an edit to rhino's `solve`: 0.40 s against 1.28 s with Rust 1.73); less what
    // nothing in the bundle names, then less what rustc finds dead.
    let mut items = [root_items, own_items].concat();
    // The top items private: the bundle is a binary crate, so nothing changes but
    // that rustc then finds the dead code below them.
    for item in &mut items {
        if let Some(vis) = visibility_mut(item) {
            *vis = syn::Visibility::Inherited;
        }
    }
    let mut attrs: Vec<syn::Attribute> =
        vec![syn::parse_quote!(#![allow(dead_code, unused_imports)])];
    attrs.extend(problem.attrs.iter().cloned());
    let solution = files.solution();
    let text_of = |items: &[Item]| render(name, &solution, &attrs, items);
    let log = dead_dir(root).join(format!("{name}.removed"));
    let text = dead::remove_dead(items, &text_of, diagnose, &log);
    let modules = top_modules(&text);
    let bundle = Bundle {
        name: name.to_string(),
        text,
        modules,
    };
    if bundle.text.len() > LIMIT {
        return Err(BundleError::TooLarge {
            name: name.to_string(),
            bytes: bundle.text.len(),
            largest: bundle.largest_modules(),
        });
    }
    Ok(bundle)
}

/// The bundle's text: a two-line header, `attrs`, then `items`, each printed and
/// re-indented on its own (`tabs` works line by line). The header's
/// `#![allow(dead_code, unused_imports)]` keeps the judges' compilers quiet about
/// what stays unused (a field set and never read, a variant never made, a `pub use`
/// that an older judge's Rust does not report, so that the bundler keeps it); every
/// other warning is still shown.
fn render(name: &str, solution: &str, attrs: &[syn::Attribute], items: &[Item]) -> String {
    let mut parts = vec![format!("{}\n", tabs(&print(attrs, &[])).trim_end())];
    for item in items {
        parts.push(tabs(&print(&[], std::slice::from_ref(item))));
    }
    let body = parts.join("\n");
    format!(
        "// {name}: the single-file submission for {solution}, made by `cargo xtask bundle`.\n\
         // Generated: edit the sources, not this file.\n\n{body}"
    )
}

/// The top modules of a bundle's `text`, each with its block's length, from its
/// `mod name {` line to its closing `}` line: printed items start and end at the
/// line's start, and what is inside them is indented.
fn top_modules(text: &str) -> Vec<(String, usize)> {
    let mut modules = Vec::new();
    let mut open: Option<(String, usize)> = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if let Some(name) = line
            .strip_prefix("mod ")
            .and_then(|l| l.strip_suffix(" {\n"))
        {
            open = Some((name.to_string(), at));
        } else if (line == "}\n" || line == "}")
            && let Some((name, start)) = open.take()
        {
            modules.push((name, at + line.len() - start));
        }
        at += line.len();
    }
    modules
}

/// An item's visibility, where it has one.
fn visibility_mut(item: &mut Item) -> Option<&mut syn::Visibility> {
    match item {
        Item::Const(i) => Some(&mut i.vis),
        Item::Enum(i) => Some(&mut i.vis),
        Item::Fn(i) => Some(&mut i.vis),
        Item::Mod(i) => Some(&mut i.vis),
        Item::Static(i) => Some(&mut i.vis),
        Item::Struct(i) => Some(&mut i.vis),
        Item::Trait(i) => Some(&mut i.vis),
        Item::Type(i) => Some(&mut i.vis),
        Item::Union(i) => Some(&mut i.vis),
        Item::Use(i) => Some(&mut i.vis),
        _ => None,
    }
}

/// The problem's crate as one file: `file` (its `main.rs`) parsed and stripped,
/// each `mod x;` replaced by the module's items from `dir` (`x.rs`, its own
/// children in `x/`), at every depth.
fn problem_crate(file: &Path, dir: &Path) -> Result<syn::File, BundleError> {
    let mut ast = parse(file)?;
    Strip.visit_file_mut(&mut ast);
    for item in &mut ast.items {
        let Item::Mod(m) = item else { continue };
        if m.content.is_some() {
            continue;
        }
        if m.attrs.iter().any(|a| a.path().is_ident("path")) {
            return Err(source_error(file, "`#[path]` on a module is not supported"));
        }
        let child = m.ident.to_string();
        let child_file = dir.join(format!("{child}.rs"));
        if !child_file.exists() {
            return Err(source_error(
                file,
                format!("no file {}", child_file.display()),
            ));
        }
        let inner = problem_crate(&child_file, &dir.join(&child))?;
        m.attrs.extend(inner.attrs);
        m.content = Some((Default::default(), inner.items));
        m.semi = None;
    }
    Ok(ast)
}

/// How the problem's paths start in the library: `showdown::`, or a top module's
/// name when it glob-imports the library's root.
fn scope(children: &BTreeSet<String>) -> Scope<'_> {
    Scope {
        module: &[],
        children,
        crate_name: "showdown",
    }
}

/// Refuses default features: a bundle is built with none, so with a default
/// feature the cargo binary and the bundle would be different programs.
fn check_no_default_features(manifest: &Path) -> Result<(), BundleError> {
    let text = fs::read_to_string(manifest).map_err(|e| source_error(manifest, e))?;
    let table: toml::Table = text.parse().map_err(|e| source_error(manifest, e))?;
    let default = table
        .get("features")
        .and_then(|f| f.get("default"))
        .and_then(toml::Value::as_array);
    match default {
        Some(features) if !features.is_empty() => Err(source_error(
            manifest,
            "default features: bundles have no features, so they would differ from the cargo binaries",
        )),
        _ => Ok(()),
    }
}

/// The problem's items, less the `use` names the bundle's root defines already
/// (the problem and the library share one root in a bundle): `use showdown::Card;`
/// next to the library's own `pub use poker::Card;`.
///
/// # Errors
/// A problem's item, or a `use`, that gives a root name to something else.
fn without_root_names(
    library: &Library,
    root_items: &[Item],
    own_items: Vec<Item>,
    own_file: &Path,
) -> Result<Vec<Item>, BundleError> {
    let mut root_names: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for item in root_items {
        if let Item::Use(u) = item {
            let mut leaves = Vec::new();
            needs::use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
            for (path, bound) in leaves {
                root_names.insert(bound, library.canonical(&path));
            }
        } else if let Some(name) = needs::item_name(item) {
            root_names.insert(name.clone(), vec![name]);
        }
    }
    let clash = |name: &str| {
        let message =
            format!("`{name}` is also a name of the library's root: rename it in the problem");
        source_error(own_file, message)
    };
    let mut kept = Vec::new();
    for item in own_items {
        match item {
            Item::Use(mut u) => {
                let mut keep = |path: &[String],
                                bound: Option<&str>|
                 -> Result<bool, BundleError> {
                    let Some(("crate", rest)) = path.split_first().map(|(f, r)| (f.as_str(), r))
                    else {
                        return Ok(true);
                    };
                    match bound {
                        // `use crate::*;` at the root imports what is there already.
                        None => Ok(!rest.is_empty()),
                        Some(bound) => match root_names.get(bound) {
                            None => Ok(true),
                            Some(target) if *target == library.canonical(rest) => Ok(false),
                            Some(_) => Err(clash(bound)),
                        },
                    }
                };
                if let Some(tree) = needs::retain_leaves(&u.tree, &mut Vec::new(), &mut keep)? {
                    u.tree = tree;
                    kept.push(Item::Use(u));
                }
            }
            item => {
                if let Some(name) = needs::item_name(&item).filter(|n| root_names.contains_key(n)) {
                    return Err(clash(&name));
                }
                kept.push(item);
            }
        }
    }
    Ok(kept)
}

/// Re-indents prettyplease's output with a tab per four spaces, as `rustfmt` does
/// with `hard_tabs`: indentation is a third of the bytes otherwise. Lines inside a
/// multi-line literal are left alone, found by tokenizing the text.
fn tabs(text: &str) -> String {
    fn literal_lines(tokens: TokenStream, inside: &mut BTreeSet<usize>) {
        for token in tokens {
            match token {
                TokenTree::Group(g) => literal_lines(g.stream(), inside),
                TokenTree::Literal(lit) => {
                    let (start, end) = (lit.span().start().line, lit.span().end().line);
                    inside.extend(start + 1..=end);
                }
                _ => {}
            }
        }
    }
    let mut inside = BTreeSet::new();
    let tokens: TokenStream = text.parse().expect("prettyplease prints valid tokens");
    literal_lines(tokens, &mut inside);
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let spaces = line.len() - line.trim_start_matches(' ').len();
        if inside.contains(&(i + 1)) || spaces < 4 {
            out.push_str(line);
        } else {
            out.extend(std::iter::repeat_n('\t', spaces / 4));
            out.push_str(&line[spaces / 4 * 4..]);
        }
    }
    out
}

/// Inner attributes and items, printed by prettyplease.
fn print(attrs: &[syn::Attribute], items: &[Item]) -> String {
    prettyplease::unparse(&syn::File {
        shebang: None,
        frontmatter: None,
        attrs: attrs.to_vec(),
        items: items.to_vec(),
    })
}

fn source_error(file: &Path, err: impl fmt::Display) -> BundleError {
    BundleError::Source {
        file: file.to_path_buf(),
        message: err.to_string(),
    }
}

fn parse(file: &Path) -> Result<syn::File, BundleError> {
    let text = fs::read_to_string(file).map_err(|e| source_error(file, e))?;
    parse_text(file, &text)
}

/// `text`, the contents of `file`, parsed.
fn parse_text(file: &Path, text: &str) -> Result<syn::File, BundleError> {
    syn::parse_file(text).map_err(|e| {
        let at = e.span().start();
        source_error(file, format!("line {}: {e}", at.line))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tabs_indent_all_but_multi_line_literals() {
        let text = "fn f() {\n    let s = \"a\n    b\";\n        g(b\"\\\n    c\");\n}\n";
        let expected = "fn f() {\n\tlet s = \"a\n    b\";\n\t\tg(b\"\\\n    c\");\n}\n";
        assert_eq!(tabs(text), expected);
    }

    #[test]
    fn sizes_read_with_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(65_536), "65,536");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }
}
