//! The bundler: one binary plus the library modules it reaches, as one source file.
//!
//! Every file is parsed with `syn` and printed with `prettyplease`, never edited as
//! text. On the way, items whose `#[cfg]` is false for a judge (`test`, any
//! `feature`) are dropped, and so are doc comments (comments are not in the syntax
//! tree at all). A module is kept when the binary reaches it: through a path
//! (`crate::a::b`, `super::x`, `child::y`, `showdown::a` in the binary; also inside
//! macro calls), through a `use`, or as the parent of a kept module. The binary's
//! `showdown::` paths become `crate::` paths, since the library's top modules become
//! the bundle's own.

use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Attribute, Item, Meta};

/// The most bytes a judge accepts in one source file.
pub const LIMIT: usize = 65_536;

/// A module path from the crate root: `["poker", "eval"]`; the root is empty.
type ModPath = Vec<String>;

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
    /// No `src/bin/<name>.rs`.
    UnknownBinary {
        /// The name asked for.
        name: String,
        /// The binaries that exist.
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
                "no binary `{name}`: the binaries are {}",
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

/// The package's binaries: the stems of `src/bin/*.rs`, sorted.
///
/// # Errors
/// When `src/bin` cannot be read.
pub fn binaries(root: &Path) -> Result<Vec<String>, BundleError> {
    let dir = root.join("src/bin");
    let entries = fs::read_dir(&dir).map_err(|e| source_error(&dir, e))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .collect();
    names.sort();
    Ok(names)
}

/// Bundles the binary `name` of the package at `root`.
///
/// # Errors
/// An unknown binary, an unreadable or unparsable source, a `use` of a crate other
/// than the standard library in bundled code, or a bundle over [`LIMIT`] bytes.
pub fn bundle(root: &Path, name: &str) -> Result<Bundle, BundleError> {
    let known = binaries(root)?;
    if !known.iter().any(|k| k == name) {
        return Err(BundleError::UnknownBinary {
            name: name.to_string(),
            known,
        });
    }
    let library = Library::load(&root.join("src"))?;
    let bin_file = root.join("src/bin").join(format!("{name}.rs"));
    let mut bin = parse(&bin_file)?;
    Strip.visit_file_mut(&mut bin);

    // The binary's own paths: `showdown::a::b` reaches the library's `a::b`.
    let start: Vec<Vec<String>> = paths_in(&bin)
        .into_iter()
        .filter(|path| path.first().is_some_and(|s| s == "showdown"))
        .map(|path| path[1..].to_vec())
        .collect();
    let reached = library.close(start);
    for module in &reached.modules {
        library.check_std_only(module)?;
    }

    RenameCrate.visit_file_mut(&mut bin);
    let mut file = syn::File {
        shebang: None,
        frontmatter: None,
        attrs: Vec::new(),
        items: bin.items,
    };
    let mut modules = Vec::new();
    for item in library.kept_items(&[], &reached) {
        if let Item::Mod(m) = &item {
            let size = print(std::slice::from_ref(&item)).len();
            modules.push((m.ident.to_string(), size));
        }
        file.items.push(item);
    }
    let body = tabs(&prettyplease::unparse(&file));
    let text = format!(
        "// {name}: the single-file submission for src/bin/{name}.rs, made by `cargo xtask bundle`.\n\
         // Generated: edit the sources, not this file.\n\n{body}"
    );
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

fn print(items: &[Item]) -> String {
    prettyplease::unparse(&syn::File {
        shebang: None,
        frontmatter: None,
        attrs: Vec::new(),
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
    syn::parse_file(&text).map_err(|e| {
        let at = e.span().start();
        source_error(file, format!("line {}: {e}", at.line))
    })
}

/// The library's module tree, every file parsed and stripped.
struct Library {
    modules: BTreeMap<ModPath, Module>,
}

struct Module {
    file: PathBuf,
    /// The module's items, stripped; `mod child;` declarations still in place.
    items: Vec<Item>,
    /// Inner attributes of the module's file (`#![...]`), stripped.
    attrs: Vec<Attribute>,
    /// The declared child modules.
    children: BTreeSet<String>,
    /// Every path the module needs whenever it is kept: those of its code and of its
    /// private `use` items, made absolute where they start in the library.
    reaches: Vec<Vec<String>>,
    /// Its re-exports of its children's items (`pub use child::X;`), kept only when
    /// something names `X` through this module, or its own code does.
    exports: Vec<Export>,
    /// Names its code (not its `use` items) mentions first in a path, or in a macro call.
    own_names: BTreeSet<String>,
    /// The first segments of its `use` items, with the names it defines, for the std-only check.
    use_roots: Vec<String>,
    local_names: BTreeSet<String>,
}

/// One name a `pub use` item re-exports.
struct Export {
    /// The index of the `use` item among the module's items.
    item: usize,
    /// The name it binds.
    name: String,
    /// What it names, from the crate root.
    target: Vec<String>,
}

/// What a binary reaches: modules, and re-exporting `use` items by module and index.
#[derive(Default)]
struct Reached {
    modules: BTreeSet<ModPath>,
    exports: BTreeSet<(ModPath, usize)>,
    pending: Vec<Vec<String>>,
}

impl Library {
    fn load(src: &Path) -> Result<Library, BundleError> {
        let mut library = Library {
            modules: BTreeMap::new(),
        };
        library.load_module(Vec::new(), src.join("lib.rs"), src.to_path_buf())?;
        Ok(library)
    }

    /// Loads the module `path` from `file`; its children live in `dir`.
    fn load_module(
        &mut self,
        path: ModPath,
        file: PathBuf,
        dir: PathBuf,
    ) -> Result<(), BundleError> {
        let mut ast = parse(&file)?;
        Strip.visit_file_mut(&mut ast);
        let mut children = BTreeSet::new();
        for item in &ast.items {
            let Item::Mod(m) = item else { continue };
            if m.content.is_some() {
                continue;
            }
            if m.attrs.iter().any(|a| a.path().is_ident("path")) {
                return Err(source_error(
                    &file,
                    "`#[path]` on a module is not supported",
                ));
            }
            let name = m.ident.to_string();
            let candidates = [
                dir.join(format!("{name}.rs")),
                dir.join(&name).join("mod.rs"),
            ];
            let Some(child_file) = candidates.iter().find(|c| c.exists()) else {
                return Err(source_error(&file, format!("no file for `mod {name};`")));
            };
            let child_dir = dir.join(&name);
            let mut child_path = path.clone();
            child_path.push(name.clone());
            children.insert(name);
            self.load_module(child_path, child_file.clone(), child_dir)?;
        }
        let mut code = Paths::default();
        let mut reaches = Vec::new();
        let mut exports = Vec::new();
        let mut use_roots = Vec::new();
        for (i, item) in ast.items.iter().enumerate() {
            match item {
                Item::Use(u) => {
                    if u.leading_colon.is_some() {
                        continue;
                    }
                    let mut leaves = Vec::new();
                    use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
                    let mut globs = Vec::new();
                    glob_prefixes(&u.tree, &mut Vec::new(), &mut globs);
                    let roots = leaves.iter().chain(&globs).filter_map(|(p, _)| p.first());
                    use_roots.extend(roots.cloned());
                    let local = |p: &Vec<String>| {
                        p.first()
                            .is_some_and(|f| f == "self" || children.contains(f))
                    };
                    let lazy = !matches!(u.vis, syn::Visibility::Inherited)
                        && globs.is_empty()
                        && leaves.iter().all(|(p, _)| local(p));
                    for (target, name) in leaves.into_iter().chain(globs) {
                        let Some(target) = absolute(&path, &children, &target) else {
                            continue;
                        };
                        if lazy {
                            exports.push(Export {
                                item: i,
                                name,
                                target,
                            });
                        } else {
                            reaches.push(target);
                        }
                    }
                }
                Item::Mod(m) if m.content.is_none() => {}
                _ => code.visit_item(item),
            }
        }
        reaches.extend(
            code.paths
                .iter()
                .filter_map(|p| absolute(&path, &children, p)),
        );
        use_roots.extend(code.use_roots);
        let firsts = code.paths.iter().filter_map(|p| p.first().cloned());
        let own_names = firsts.chain(code.idents).collect();
        let local_names = ast.items.iter().filter_map(item_name).collect();
        self.modules.insert(
            path,
            Module {
                file,
                items: ast.items,
                attrs: ast.attrs,
                children,
                reaches,
                exports,
                own_names,
                use_roots,
                local_names,
            },
        );
        Ok(())
    }

    /// Everything the absolute paths `start` need, until nothing new turns up.
    fn close(&self, start: Vec<Vec<String>>) -> Reached {
        let mut reached = Reached {
            pending: start,
            ..Reached::default()
        };
        self.enter(&Vec::new(), &mut reached);
        while let Some(path) = reached.pending.pop() {
            self.resolve(&path, &mut reached);
        }
        reached
    }

    /// Keeps a module: queues what its code needs, and the re-exports its code uses.
    fn enter(&self, path: &ModPath, reached: &mut Reached) {
        if !reached.modules.insert(path.clone()) {
            return;
        }
        let module = &self.modules[path];
        reached.pending.extend(module.reaches.iter().cloned());
        for export in &module.exports {
            if module.own_names.contains(&export.name) {
                reached
                    .pending
                    .push([path.as_slice(), std::slice::from_ref(&export.name)].concat());
            }
        }
    }

    /// Keeps the modules along an absolute path, and a re-export it goes through.
    fn resolve(&self, path: &[String], reached: &mut Reached) {
        let mut module: ModPath = Vec::new();
        for seg in path {
            let mut next = module.clone();
            next.push(seg.clone());
            if self.modules.contains_key(&next) {
                self.enter(&next, reached);
                module = next;
                continue;
            }
            let exports = &self.modules[&module].exports;
            for export in exports.iter().filter(|e| e.name == *seg) {
                // A kept `use` item is kept whole, so every name in it must resolve.
                if reached.exports.insert((module.clone(), export.item)) {
                    let same_item = exports.iter().filter(|e| e.item == export.item);
                    reached.pending.extend(same_item.map(|e| e.target.clone()));
                }
            }
            return;
        }
    }

    /// Refuses a module whose `use` items name a crate other than the standard library.
    fn check_std_only(&self, path: &ModPath) -> Result<(), BundleError> {
        let module = &self.modules[path];
        for root in &module.use_roots {
            let fine = ["crate", "self", "super", "std", "core", "alloc"].contains(&root.as_str())
                || module.children.contains(root)
                || module.local_names.contains(root);
            if !fine {
                return Err(source_error(
                    &module.file,
                    format!(
                        "`use {root}::...`: code a binary reaches must use the standard library only"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The items of module `path` that the bundle keeps: kept children inline, no
    /// dropped children, and only the re-exports something uses.
    fn kept_items(&self, path: &[String], reached: &Reached) -> Vec<Item> {
        let module = &self.modules[path];
        let lazy: BTreeSet<usize> = module.exports.iter().map(|e| e.item).collect();
        let mut items = Vec::new();
        for (i, item) in module.items.iter().enumerate() {
            if lazy.contains(&i) && !reached.exports.contains(&(path.to_vec(), i)) {
                continue;
            }
            match item {
                Item::Mod(m) if m.content.is_none() => {
                    let mut child = path.to_vec();
                    child.push(m.ident.to_string());
                    if !reached.modules.contains(&child) {
                        continue;
                    }
                    let mut inline = m.clone();
                    inline
                        .attrs
                        .extend(self.modules[&child].attrs.iter().cloned());
                    inline.content = Some((Default::default(), self.kept_items(&child, reached)));
                    inline.semi = None;
                    items.push(Item::Mod(inline));
                }
                _ => items.push(item.clone()),
            }
        }
        items
    }
}

/// The `(full path, name bound)` pairs of a use tree; globs are skipped.
fn use_leaves(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let mut full = prefix.clone();
            full.push(n.ident.to_string());
            out.push((full, n.ident.to_string()));
        }
        syn::UseTree::Rename(r) => {
            let mut full = prefix.clone();
            full.push(r.ident.to_string());
            out.push((full, r.rename.to_string()));
        }
        syn::UseTree::Glob(_) => {}
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                use_leaves(tree, prefix, out);
            }
        }
    }
}

/// The path from the root that `segs`, written in module `module`, names when it
/// starts in the library (`crate`, `super`, `self` or a child module); else `None`.
fn absolute(
    module: &[String],
    children: &BTreeSet<String>,
    segs: &[String],
) -> Option<Vec<String>> {
    let first = segs.first()?;
    match first.as_str() {
        "crate" => Some(segs[1..].to_vec()),
        "self" => Some([module, &segs[1..]].concat()),
        "super" => {
            let ups = segs.iter().take_while(|s| *s == "super").count();
            let base = module.get(..module.len().checked_sub(ups)?)?;
            Some([base, &segs[ups..]].concat())
        }
        name if children.contains(name) => Some([module, segs].concat()),
        _ => None,
    }
}

/// The name an item defines in its module, if any.
fn item_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Mod(i) => &i.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// Collects every path a file mentions, as segment names: ordinary paths, `use`
/// trees (each leaf with its prefix), and path-shaped token runs inside macro calls.
#[derive(Default)]
struct Paths {
    paths: Vec<Vec<String>>,
    use_roots: Vec<String>,
    /// Every identifier inside macro calls, which may name an item without a path.
    idents: Vec<String>,
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segs = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if path.leading_colon.is_none() {
            self.paths.push(segs);
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if item.leading_colon.is_some() {
            return;
        }
        let mut leaves = Vec::new();
        use_leaves(&item.tree, &mut Vec::new(), &mut leaves);
        glob_prefixes(&item.tree, &mut Vec::new(), &mut leaves);
        for (path, _) in leaves {
            if let Some(root) = path.first() {
                self.use_roots.push(root.clone());
            }
            self.paths.push(path);
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        token_paths(mac.tokens.clone(), &mut self.paths);
        token_idents(mac.tokens.clone(), &mut self.idents);
        syn::visit::visit_macro(self, mac);
    }
}

/// Adds the prefix of every glob in a use tree (`use a::b::*` reaches `a::b`).
fn glob_prefixes(
    tree: &syn::UseTree,
    prefix: &mut Vec<String>,
    out: &mut Vec<(Vec<String>, String)>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            glob_prefixes(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Glob(_) => out.push((prefix.clone(), String::new())),
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                glob_prefixes(tree, prefix, out);
            }
        }
        _ => {}
    }
}

/// Every identifier among a macro call's tokens, at every nesting depth.
fn token_idents(tokens: TokenStream, out: &mut Vec<String>) {
    for token in tokens {
        match token {
            TokenTree::Group(g) => token_idents(g.stream(), out),
            TokenTree::Ident(id) => out.push(id.to_string()),
            _ => {}
        }
    }
}

/// Finds runs `a::b::c` among a macro call's tokens, at every nesting depth.
fn token_paths(tokens: TokenStream, out: &mut Vec<Vec<String>>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(g) => {
                token_paths(g.stream(), out);
                i += 1;
            }
            TokenTree::Ident(first) => {
                let mut segs = vec![first.to_string()];
                let mut j = i + 1;
                while let (
                    Some(TokenTree::Punct(a)),
                    Some(TokenTree::Punct(b)),
                    Some(TokenTree::Ident(next)),
                ) = (tokens.get(j), tokens.get(j + 1), tokens.get(j + 2))
                {
                    if a.as_char() != ':' || b.as_char() != ':' {
                        break;
                    }
                    segs.push(next.to_string());
                    j += 3;
                }
                if segs.len() > 1 {
                    out.push(segs);
                }
                i = j;
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => i += 1,
        }
    }
}

/// Drops what a judge build does not compile (items under a false `#[cfg]`), all
/// doc comments, and tool attributes; a `#[cfg_attr]` with a false condition goes too.
struct Strip;

/// The value of a `cfg` predicate for a judge build: `test` and every `feature` are
/// off; other options (`debug_assertions`, `target_os`, ...) are left to rustc (`None`).
fn cfg_value(meta: &Meta) -> Option<bool> {
    match meta {
        Meta::Path(p) if p.is_ident("test") => Some(false),
        Meta::NameValue(nv) if nv.path.is_ident("feature") => Some(false),
        Meta::List(list) => {
            let args: Vec<Meta> = list
                .parse_args_with(
                    syn::punctuated::Punctuated::<Meta, syn::Token![,]>::parse_terminated,
                )
                .ok()?
                .into_iter()
                .collect();
            let values: Vec<Option<bool>> = args.iter().map(cfg_value).collect();
            if list.path.is_ident("not") && values.len() == 1 {
                values[0].map(|v| !v)
            } else if list.path.is_ident("all") {
                if values.contains(&Some(false)) {
                    Some(false)
                } else {
                    values.iter().all(Option::is_some).then_some(true)
                }
            } else if list.path.is_ident("any") {
                if values.contains(&Some(true)) {
                    Some(true)
                } else {
                    values.iter().all(Option::is_some).then_some(false)
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Whether the attributes switch their item off for a judge build.
fn cfg_off(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<Meta>()
                .is_ok_and(|m| cfg_value(&m) == Some(false))
    })
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

fn impl_item_attrs(item: &syn::ImplItem) -> &[Attribute] {
    match item {
        syn::ImplItem::Const(i) => &i.attrs,
        syn::ImplItem::Fn(i) => &i.attrs,
        syn::ImplItem::Type(i) => &i.attrs,
        syn::ImplItem::Macro(i) => &i.attrs,
        _ => &[],
    }
}

fn trait_item_attrs(item: &syn::TraitItem) -> &[Attribute] {
    match item {
        syn::TraitItem::Const(i) => &i.attrs,
        syn::TraitItem::Fn(i) => &i.attrs,
        syn::TraitItem::Type(i) => &i.attrs,
        syn::TraitItem::Macro(i) => &i.attrs,
        _ => &[],
    }
}

fn stmt_attrs(stmt: &syn::Stmt) -> &[Attribute] {
    match stmt {
        syn::Stmt::Local(l) => &l.attrs,
        syn::Stmt::Item(i) => item_attrs(i),
        syn::Stmt::Macro(m) => &m.attrs,
        syn::Stmt::Expr(..) => &[],
    }
}

impl VisitMut for Strip {
    fn visit_attributes_mut(&mut self, attrs: &mut Vec<Attribute>) {
        attrs.retain(|a| {
            let cfg_attr_off = a.path().is_ident("cfg_attr")
                && a.parse_args_with(|input: syn::parse::ParseStream| {
                    let condition: Meta = input.parse()?;
                    let _: proc_macro2::TokenStream = input.parse()?;
                    Ok(condition)
                })
                .is_ok_and(|m| cfg_value(&m) == Some(false));
            // Tool attributes (`#[clippy::msrv]`, `#[rustfmt::skip]`) speak to tools, not to a judge.
            let tool = a.path().segments.len() > 1
                && a.path()
                    .segments
                    .first()
                    .is_some_and(|s| s.ident == "clippy" || s.ident == "rustfmt");
            !a.path().is_ident("doc") && !cfg_attr_off && !tool
        });
        for attr in attrs {
            self.visit_attribute_mut(attr);
        }
    }

    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.items.retain(|i| !cfg_off(item_attrs(i)));
        syn::visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain(|i| !cfg_off(item_attrs(i)));
        }
        syn::visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain(|i| !cfg_off(impl_item_attrs(i)));
        syn::visit_mut::visit_item_impl_mut(self, i);
    }

    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        t.items.retain(|i| !cfg_off(trait_item_attrs(i)));
        syn::visit_mut::visit_item_trait_mut(self, t);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|s| !cfg_off(stmt_attrs(s)));
        syn::visit_mut::visit_block_mut(self, block);
    }

    fn visit_fields_named_mut(&mut self, fields: &mut syn::FieldsNamed) {
        fields.named = std::mem::take(&mut fields.named)
            .into_pairs()
            .filter(|p| !cfg_off(&p.value().attrs))
            .collect();
        syn::visit_mut::visit_fields_named_mut(self, fields);
    }

    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        e.variants = std::mem::take(&mut e.variants)
            .into_pairs()
            .filter(|p| !cfg_off(&p.value().attrs))
            .collect();
        syn::visit_mut::visit_item_enum_mut(self, e);
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain(|a| !cfg_off(&a.attrs));
        syn::visit_mut::visit_expr_match_mut(self, m);
    }
}

/// Turns the binary's `showdown::` paths into `crate::` paths, in code and in macro calls.
struct RenameCrate;

impl VisitMut for RenameCrate {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if let Some(first) = path.segments.first_mut()
            && path.leading_colon.is_none()
            && first.ident == "showdown"
        {
            first.ident = syn::Ident::new("crate", first.ident.span());
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_use_tree_mut(&mut self, tree: &mut syn::UseTree) {
        if let syn::UseTree::Path(p) = tree
            && p.ident == "showdown"
        {
            p.ident = syn::Ident::new("crate", p.ident.span());
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = rename_tokens(std::mem::take(&mut mac.tokens));
        syn::visit_mut::visit_macro_mut(self, mac);
    }
}

fn rename_tokens(tokens: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        out.push(match token {
            TokenTree::Group(g) => {
                let mut group = proc_macro2::Group::new(g.delimiter(), rename_tokens(g.stream()));
                group.set_span(g.span());
                TokenTree::Group(group)
            }
            TokenTree::Ident(id) if id == "showdown" => {
                let path_start =
                    matches!(tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                let after_colons =
                    i >= 1 && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == ':');
                if path_start && !after_colons {
                    TokenTree::Ident(proc_macro2::Ident::new("crate", id.span()))
                } else {
                    token.clone()
                }
            }
            _ => token.clone(),
        });
    }
    out.into_iter().collect()
}

/// Every path in a file, as segment names.
fn paths_in(file: &syn::File) -> Vec<Vec<String>> {
    let mut collector = Paths::default();
    collector.visit_file(file);
    collector.paths
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(text: &str) -> Meta {
        syn::parse_str(text).unwrap()
    }

    #[test]
    fn judge_builds_have_no_tests_and_no_features() {
        assert_eq!(cfg_value(&meta("test")), Some(false));
        assert_eq!(cfg_value(&meta("feature = \"proconio\"")), Some(false));
        assert_eq!(cfg_value(&meta("not(test)")), Some(true));
        assert_eq!(cfg_value(&meta("all(test, unix)")), Some(false));
        assert_eq!(cfg_value(&meta("any(test, unix)")), None);
        assert_eq!(cfg_value(&meta("any(test, feature = \"x\")")), Some(false));
        assert_eq!(cfg_value(&meta("debug_assertions")), None);
    }

    #[test]
    fn stripping_drops_tests_features_and_docs() {
        let mut file: syn::File = syn::parse_str(
            "//! header\n/// doc\npub fn a() {}\n#[cfg(test)]\nmod tests {}\n\
             #[cfg(feature = \"x\")]\nmod x;\nstruct S { #[cfg(test)] t: u8, k: u8 }\n\
             impl S { #[cfg(test)] fn f() {} fn g() { #[cfg(test)] let x = 1; } }\n\
             #[cfg_attr(test, derive(Debug))]\n#[cfg(unix)]\n#[clippy::msrv = \"1.70\"]\nfn u() {}",
        )
        .unwrap();
        Strip.visit_file_mut(&mut file);
        let text = prettyplease::unparse(&file);
        assert_eq!(
            text,
            "pub fn a() {}\nstruct S {\n    k: u8,\n}\nimpl S {\n    fn g() {}\n}\n#[cfg(unix)]\nfn u() {}\n"
        );
    }

    #[test]
    fn paths_resolve_from_their_module() {
        let children: BTreeSet<String> = ["child".to_string()].into();
        let m = vec!["a".to_string(), "b".to_string()];
        let seg = |s: &str| s.split("::").map(String::from).collect::<Vec<_>>();
        assert_eq!(
            absolute(&m, &children, &seg("crate::x::y")),
            Some(seg("x::y"))
        );
        assert_eq!(absolute(&m, &children, &seg("super::c")), Some(seg("a::c")));
        assert_eq!(
            absolute(&m, &children, &seg("super::super::d")),
            Some(seg("d"))
        );
        assert_eq!(
            absolute(&m, &children, &seg("child::f")),
            Some(seg("a::b::child::f"))
        );
        assert_eq!(absolute(&m, &children, &seg("std::fmt")), None);
        assert_eq!(
            absolute(&m, &children, &seg("super::super::super::e")),
            None
        );
    }

    #[test]
    fn macro_tokens_yield_paths_and_renames() {
        let tokens: TokenStream = "x, crate::a::b(1), showdown::c::d, y::showdown::z"
            .parse()
            .unwrap();
        let mut paths = Vec::new();
        token_paths(tokens.clone(), &mut paths);
        let shown: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
        assert_eq!(shown, ["crate::a::b", "showdown::c::d", "y::showdown::z"]);
        let renamed = rename_tokens(tokens).to_string();
        assert_eq!(
            renamed,
            "x , crate :: a :: b (1) , crate :: c :: d , y :: showdown :: z"
        );
    }

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
