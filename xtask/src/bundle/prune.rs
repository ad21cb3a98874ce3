//! Dead code out of a bundle: items nothing in the bundle can name.
//!
//! Rust finds items by name, so an item whose name occurs nowhere else in the
//! bundle cannot be used. Counting identifier tokens over the printed bundle (and
//! `{name}` inside string literals, for inline format arguments), this removes, until
//! nothing more goes:
//! - free functions (not `main`), constants, statics, type aliases, and inherent
//!   methods and associated constants whose names occur only where they are defined;
//! - `use` leaves into the crate (from `crate`, `self`, `super` or a child module)
//!   whose names no code uses (for a private `use`, no code of its module; for a
//!   `pub use`, no code of the bundle, and for one out of a child module that does
//!   not import the name back from `crate` or `super`, nothing outside that child,
//!   code or `use`), unless they import
//!   a trait: a trait's methods need it in scope without naming it, and another
//!   trait's method of the same name could take over silently;
//! - modules no path names whose impls are all for their own types (an impl for
//!   another module's type acts without its module being named).
//!
//! Only removal ever happens, and only of what no name reaches, so the bundle does
//! what it did; the bundle tests check that on every problem, fixtures and 200
//! random inputs each, against the cargo binary.

use super::needs::{item_name, retain_leaves, token_idents};
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::convert::Infallible;
use syn::visit::{self, Visit};
use syn::{ImplItem, Item};

/// `items`, less what nothing can name.
pub(super) fn prune(mut items: Vec<Item>) -> Vec<Item> {
    loop {
        let tally = Tally::of(&items);
        let mut defined = BTreeMap::new();
        definitions(&items, &mut defined);
        let dead = |name: &str| tally.all.get(name) == defined.get(name);
        let mut traits = BTreeSet::new();
        trait_names(&items, &mut traits);
        let context = Context {
            all: &tally.all,
            dead: &dead,
            code: &tally.code,
            defined: &defined,
            traits: &traits,
        };
        let mut removed = 0;
        items = remove(items, &tally, &context, &mut removed);
        if removed == 0 {
            return items;
        }
    }
}

/// How often each name occurs in one module's items, at any depth, and in each of
/// its child modules: every identifier but the keywords, the names among a
/// macro's or an attribute's tokens, and `{name}` in literals (inline format
/// arguments).
///
/// A round of [`prune`] reads these counts for every module, and they come from one
/// visit of each item: visiting each module's subtree for its own counts took half
/// of a bundle's time, and before that, printing the items and tokenizing the text
/// again took two thirds.
struct Tally {
    /// The names of the items, `use` items included.
    all: Counts,
    /// The names of the items' code: `use` items left out, at any depth.
    code: Counts,
    /// Each child module's, in the order of the items (empty for `mod name;`).
    children: Vec<Tally>,
}

impl Tally {
    fn of(items: &[Item]) -> Tally {
        // `code` counts this module's own items but its `use` items, which `uses`
        // counts, and its children's items, whose tallies are added after.
        let (mut code, mut uses) = (Names(Counts::new()), Names(Counts::new()));
        let mut children = Vec::new();
        for item in items {
            match item {
                Item::Use(_) => uses.visit_item(item),
                Item::Mod(m) => {
                    // What syn's visit of a module visits, the items apart.
                    for attr in &m.attrs {
                        code.visit_attribute(attr);
                    }
                    code.visit_visibility(&m.vis);
                    code.visit_ident(&m.ident);
                    let inner = m.content.as_ref().map_or(&[][..], |(_, inner)| &inner[..]);
                    children.push(Tally::of(inner));
                }
                _ => code.visit_item(item),
            }
        }
        let mut all = code.0.clone();
        add(&mut all, &uses.0);
        let mut code = code.0;
        for child in &children {
            add(&mut all, &child.all);
            add(&mut code, &child.code);
        }
        Tally {
            all,
            code,
            children,
        }
    }
}

/// Adds the counts of `more` to `to`.
fn add(to: &mut Counts, more: &Counts) {
    for (name, n) in more {
        match to.get_mut(name) {
            Some(count) => *count += n,
            None => {
                to.insert(name.clone(), *n);
            }
        }
    }
}

/// The counts of a [`Tally`], as a visitor. Syntax that syn keeps as bare tokens
/// (macro calls, attribute arguments, what it calls verbatim) is read token by
/// token.
struct Names(BTreeMap<String, usize>);

impl Names {
    fn tokens(&mut self, tokens: TokenStream) {
        let mut found = Vec::new();
        token_idents(tokens, &mut found);
        for name in found {
            *self.0.entry(name).or_insert(0) += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_ident(&mut self, ident: &'ast proc_macro2::Ident) {
        *self.0.entry(ident.to_string()).or_insert(0) += 1;
    }
    fn visit_lit(&mut self, lit: &'ast syn::Lit) {
        self.tokens(lit.to_token_stream());
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        self.tokens(mac.tokens.clone());
    }
    fn visit_meta_list(&mut self, meta: &'ast syn::MetaList) {
        self.visit_path(&meta.path);
        self.tokens(meta.tokens.clone());
    }
    // A shorthand field (`Hand { cards }`) is one name in the text, but both a
    // member and an expression or pattern in the tree.
    fn visit_field_value(&mut self, field: &'ast syn::FieldValue) {
        if field.colon_token.is_some() {
            visit::visit_field_value(self, field);
        } else {
            for attr in &field.attrs {
                self.visit_attribute(attr);
            }
            self.visit_expr(&field.expr);
        }
    }
    fn visit_field_pat(&mut self, field: &'ast syn::FieldPat) {
        if field.colon_token.is_some() {
            visit::visit_field_pat(self, field);
        } else {
            for attr in &field.attrs {
                self.visit_attribute(attr);
            }
            self.visit_pat(&field.pat);
        }
    }
    fn visit_item(&mut self, item: &'ast Item) {
        match item {
            Item::Verbatim(tokens) => self.tokens(tokens.clone()),
            _ => visit::visit_item(self, item),
        }
    }
    fn visit_impl_item(&mut self, item: &'ast ImplItem) {
        match item {
            ImplItem::Verbatim(tokens) => self.tokens(tokens.clone()),
            _ => visit::visit_impl_item(self, item),
        }
    }
    fn visit_expr(&mut self, expr: &'ast syn::Expr) {
        match expr {
            syn::Expr::Verbatim(tokens) => self.tokens(tokens.clone()),
            _ => visit::visit_expr(self, expr),
        }
    }
    fn visit_type(&mut self, ty: &'ast syn::Type) {
        match ty {
            syn::Type::Verbatim(tokens) => self.tokens(tokens.clone()),
            _ => visit::visit_type(self, ty),
        }
    }
    fn visit_pat(&mut self, pat: &'ast syn::Pat) {
        match pat {
            syn::Pat::Verbatim(tokens) => self.tokens(tokens.clone()),
            _ => visit::visit_pat(self, pat),
        }
    }
}

/// Counts, per name, the removable definitions: each puts the name in the text once.
fn definitions(items: &[Item], out: &mut BTreeMap<String, usize>) {
    for item in items {
        if let Some(name) = removable_name(item) {
            *out.entry(name).or_insert(0) += 1;
        }
        match item {
            Item::Impl(i) if i.trait_.is_none() => {
                for inner in &i.items {
                    if let Some(name) = removable_method(inner) {
                        *out.entry(name).or_insert(0) += 1;
                    }
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    definitions(inner, out);
                }
                if removable_module(m) {
                    *out.entry(m.ident.to_string()).or_insert(0) += 1;
                }
            }
            _ => {}
        }
    }
}

/// The name of a free function (not `main`), constant, static or type alias.
fn removable_name(item: &Item) -> Option<String> {
    let removable = match item {
        Item::Fn(f) => f.sig.ident != "main",
        Item::Const(_) | Item::Static(_) | Item::Type(_) => true,
        _ => false,
    };
    // `const _` names nothing: it is there for its compile-time check.
    removable
        .then(|| item_name(item))
        .flatten()
        .filter(|name| name != "_")
}

fn removable_method(item: &ImplItem) -> Option<String> {
    match item {
        ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        ImplItem::Const(c) => Some(c.ident.to_string()),
        _ => None,
    }
}

/// Whether a module may go once nothing names it: each impl in it, at any depth, is
/// for a type defined beside it (nothing outside could reach such a type unnamed).
fn removable_module(m: &syn::ItemMod) -> bool {
    fn own_impls(items: &[Item]) -> bool {
        let types: BTreeSet<String> = items
            .iter()
            .filter_map(|item| match item {
                Item::Struct(s) => Some(s.ident.to_string()),
                Item::Enum(e) => Some(e.ident.to_string()),
                Item::Union(u) => Some(u.ident.to_string()),
                _ => None,
            })
            .collect();
        items.iter().all(|item| match item {
            Item::Impl(i) => matches!(&*i.self_ty, syn::Type::Path(p)
                if p.qself.is_none() && p.path.segments.len() == 1
                    && types.contains(&p.path.segments[0].ident.to_string())),
            Item::Mod(m) => m.content.as_ref().is_none_or(|(_, inner)| own_impls(inner)),
            _ => true,
        })
    }
    m.content
        .as_ref()
        .is_some_and(|(_, inner)| own_impls(inner))
}

/// How often each name occurs.
type Counts = BTreeMap<String, usize>;

/// What a re-export out of a child module needs to know of the child.
struct Child<'a> {
    /// How often each name occurs in the child, `use` items included.
    names: &'a Counts,
    /// The names its `use` items, at any depth, bring from `crate` or `super`:
    /// such a name may come back through the parent's re-export.
    imports: BTreeSet<String>,
}

/// Adds to `out` the names that the `use` items of `items`, at any depth, import
/// by a path from `crate` or `super`.
fn outside_imports(items: &[Item], out: &mut BTreeSet<String>) {
    for item in items {
        match item {
            Item::Use(u) => {
                let mut record =
                    |path: &[String], bound: Option<&str>| -> Result<bool, Infallible> {
                        let outside = path.first().is_some_and(|f| f == "crate" || f == "super");
                        if let (true, Some(name)) = (outside, bound) {
                            out.insert(name.to_string());
                        }
                        Ok(true)
                    };
                let Ok(_) = retain_leaves(&u.tree, &mut Vec::new(), &mut record);
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    outside_imports(inner, out);
                }
            }
            _ => {}
        }
    }
}

/// What removal needs to know about the whole bundle.
struct Context<'a> {
    /// How often each name occurs in the bundle, `use` items included.
    all: &'a BTreeMap<String, usize>,
    /// Whether a name occurs only where removable items define it.
    dead: &'a dyn Fn(&str) -> bool,
    /// How often each name occurs in the bundle's code (`use` items aside).
    code: &'a BTreeMap<String, usize>,
    /// How often each name is defined by an item removal may take.
    defined: &'a BTreeMap<String, usize>,
    /// The traits the bundle defines.
    traits: &'a BTreeSet<String>,
}

fn trait_names(items: &[Item], out: &mut BTreeSet<String>) {
    for item in items {
        match item {
            Item::Trait(t) => {
                out.insert(t.ident.to_string());
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    trait_names(inner, out);
                }
            }
            _ => {}
        }
    }
}

/// `items` (one module's, whose names `tally` counts) without the dead definitions
/// and the unused `use` leaves; adds to `removed` the number of items, methods and
/// `use` trees that went, lost a leaf or were rewritten (`retain_leaves` drops a
/// group's trailing comma), so that a round that changes nothing adds none.
fn remove(items: Vec<Item>, tally: &Tally, cx: &Context, removed: &mut usize) -> Vec<Item> {
    let local = &tally.code;
    // A path that starts at a child module (`pub use cards::X;`) is into the crate.
    // For each inline child, the names it holds and those it imports from outside
    // itself: a re-export out of it is of no use when nothing outside the child
    // names the item and the child does not import it back through a path.
    let children: BTreeMap<String, Child> = items
        .iter()
        .filter_map(|item| match item {
            Item::Mod(m) => Some(m),
            _ => None,
        })
        .zip(&tally.children)
        .map(|(m, child)| {
            let inner = m.content.as_ref().map_or(&[][..], |(_, inner)| &inner[..]);
            let mut imports = BTreeSet::new();
            outside_imports(inner, &mut imports);
            let names = &child.all;
            (m.ident.to_string(), Child { names, imports })
        })
        .collect();
    let mut kept = Vec::new();
    let mut child_tallies = tally.children.iter();
    for item in items {
        if removable_name(&item).is_some_and(|n| (cx.dead)(&n)) {
            *removed += 1;
            continue;
        }
        match item {
            Item::Impl(mut i) if i.trait_.is_none() => {
                let before = i.items.len();
                i.items
                    .retain(|inner| !removable_method(inner).is_some_and(|n| (cx.dead)(&n)));
                *removed += before - i.items.len();
                // An inherent impl left empty does nothing; kept, it would keep a
                // module whose other impls are all for its own types.
                if i.items.is_empty() {
                    *removed += 1;
                    continue;
                }
                kept.push(Item::Impl(i));
            }
            Item::Mod(mut m) => {
                let child = child_tallies.next().expect("a tally per module");
                if removable_module(&m) && (cx.dead)(&m.ident.to_string()) {
                    *removed += 1;
                    continue;
                }
                if let Some((brace, inner)) = m.content.take() {
                    m.content = Some((brace, remove(inner, child, cx, removed)));
                }
                kept.push(Item::Mod(m));
            }
            Item::Use(mut u) => {
                // A private `use` serves its module's code; a `pub use` the whole
                // bundle's, where a removable item's own definition is no use of it.
                let private = matches!(u.vis, syn::Visibility::Inherited);
                let used_by_code = |path: &[String], name: &str| {
                    let count = |map: &BTreeMap<String, usize>| map.get(name).copied().unwrap_or(0);
                    if private {
                        return local.contains_key(name);
                    }
                    match path.first().and_then(|f| children.get(f)) {
                        // Out of a child that does not import the name back: of use
                        // only where something outside the child names it, in code or
                        // in a `use`, this leaf aside.
                        Some(child) if !child.imports.contains(name) => {
                            count(cx.all) - count(child.names) > 1
                        }
                        _ => count(cx.code) > count(cx.defined),
                    }
                };
                let unused = |path: &[String], name: &str| {
                    let into_crate = path.first().is_some_and(|f| {
                        ["crate", "self", "super"].contains(&f.as_str()) || children.contains_key(f)
                    });
                    let a_trait = cx.traits.contains(name)
                        || path.last().is_some_and(|l| cx.traits.contains(l));
                    into_crate
                        && !a_trait
                        && name != "_"
                        && name != "self"
                        && !used_by_code(path, name)
                };
                let mut keep = |path: &[String], bound: Option<&str>| -> Result<bool, Infallible> {
                    Ok(bound.is_none_or(|name| !unused(path, name)))
                };
                let Ok(used) = retain_leaves(&u.tree, &mut Vec::new(), &mut keep);
                match used {
                    Some(tree) => {
                        *removed += usize::from(tree != u.tree);
                        u.tree = tree;
                        kept.push(Item::Use(u));
                    }
                    None => *removed += 1,
                }
            }
            item => kept.push(item),
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A [`Tally`]'s counts for the items, the plain way: `all` or, with `code_only`,
    /// `code`.
    fn idents(items: &[Item], code_only: bool) -> BTreeMap<String, usize> {
        let mut names = Names(BTreeMap::new());
        count_items(items, code_only, &mut names);
        names.0
    }

    /// Adds the names of `items` to `names`; with `code_only`, a module's `use` items
    /// are passed over, at any depth.
    fn count_items(items: &[Item], code_only: bool, names: &mut Names) {
        for item in items {
            match item {
                Item::Use(_) if code_only => {}
                Item::Mod(m) if code_only => {
                    for attr in &m.attrs {
                        names.visit_attribute(attr);
                    }
                    names.visit_visibility(&m.vis);
                    names.visit_ident(&m.ident);
                    if let Some((_, inner)) = &m.content {
                        count_items(inner, code_only, names);
                    }
                }
                _ => names.visit_item(item),
            }
        }
    }

    /// [`idents`] the slow way: the printed items, tokenized again.
    fn idents_by_printing(items: &[Item], code_only: bool) -> BTreeMap<String, usize> {
        fn strip_uses(items: &mut Vec<Item>) {
            items.retain(|i| !matches!(i, Item::Use(_)));
            for item in items {
                if let Item::Mod(m) = item
                    && let Some((_, inner)) = &mut m.content
                {
                    strip_uses(inner);
                }
            }
        }
        let mut kept = items.to_vec();
        if code_only {
            strip_uses(&mut kept);
        }
        let text = super::super::print(&[], &kept);
        let tokens: TokenStream = text.parse().expect("prettyplease prints valid tokens");
        let mut names = Vec::new();
        token_idents(tokens, &mut names);
        let mut counts = BTreeMap::new();
        for name in names {
            *counts.entry(name).or_insert(0) += 1;
        }
        counts
    }

    /// Every `.rs` file under `dir`.
    fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    #[test]
    fn the_visit_counts_the_names_of_the_printed_text() {
        // On every source file of the library, the problems and the bundles, both
        // ways: the printed text also holds keywords and `_` as identifier tokens,
        // which no removable item or `use` leaf is named (`removable_name`, `unused`).
        let not_a_name = |name: &str| {
            name == "_"
                || syn::parse_str::<proc_macro2::Ident>(name).is_err()
                || name == "self"
                || name == "Self"
                || name == "crate"
                || name == "super"
        };
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for dir in ["src", "problems", "submit"] {
            sources(&root.join(dir), &mut files);
        }
        assert!(files.len() > 50, "{} files", files.len());
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            let items = syn::parse_file(&text).unwrap().items;
            for code_only in [false, true] {
                let mut printed = idents_by_printing(&items, code_only);
                let mut visited = idents(&items, code_only);
                printed.retain(|name, _| !not_a_name(name));
                visited.retain(|name, _| !not_a_name(name));
                assert!(
                    printed == visited,
                    "{} (code only: {code_only}): {:?}",
                    file.display(),
                    printed
                        .iter()
                        .filter(|(name, n)| visited.get(*name) != Some(n))
                        .map(|(name, n)| (name, n, visited.get(name)))
                        .collect::<Vec<_>>()
                );
            }
        }
    }

    /// Fails unless `tally` is, for `items` and for each child module at any depth,
    /// what [`idents`] counts.
    fn assert_tally_is_idents(tally: &Tally, items: &[Item], at: &str) {
        assert!(tally.all == idents(items, false), "{at}: all");
        assert!(tally.code == idents(items, true), "{at}: code");
        let modules: Vec<&syn::ItemMod> = items
            .iter()
            .filter_map(|item| match item {
                Item::Mod(m) => Some(m),
                _ => None,
            })
            .collect();
        assert_eq!(tally.children.len(), modules.len(), "{at}");
        for (child, m) in tally.children.iter().zip(modules) {
            let inner = m.content.as_ref().map_or(&[][..], |(_, inner)| &inner[..]);
            assert_tally_is_idents(child, inner, &format!("{at}::{}", m.ident));
        }
    }

    #[test]
    fn a_tally_counts_each_module_as_its_own_visit_does() {
        // Every source file of the library, the problems and the bundles (the
        // bundles nest modules three deep), and one with a `mod name;`.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for dir in ["src", "problems", "submit"] {
            sources(&root.join(dir), &mut files);
        }
        assert!(files.len() > 50, "{} files", files.len());
        let mut texts: Vec<(String, String)> = files
            .iter()
            .map(|f| (f.display().to_string(), std::fs::read_to_string(f).unwrap()))
            .collect();
        texts.push((
            "inline".into(),
            "use a::b;\nmod a { pub use self::c::b; #[cfg(x)] pub mod c { pub fn b() {} } }\n\
             mod d;\nfn main() { a::b(); }\n"
                .into(),
        ));
        for (at, text) in texts {
            let items = syn::parse_file(&text).unwrap().items;
            assert_tally_is_idents(&Tally::of(&items), &items, &at);
        }
    }

    fn pruned(text: &str) -> String {
        let file: syn::File = syn::parse_str(text).unwrap();
        prettyplease::unparse(&syn::File {
            items: prune(file.items),
            ..file
        })
    }

    #[test]
    fn removes_what_nothing_names_and_keeps_the_rest() {
        let text = "fn main() { a::used(); println!(\"{LIMIT}\"); }\n\
                    const LIMIT: u8 = 1;\nconst UNUSED: u8 = 2;\n\
                    mod a { use crate::b::Helper; use crate::c::Gone;\n\
                      pub fn used() { Helper::go() }\n pub fn unused() { Gone::f() } }\n\
                    mod b { pub struct Helper; impl Helper { pub fn go() {} pub fn idle() {} } }\n\
                    mod c { pub struct Gone; impl Gone { pub fn f() {} } }\n\
                    mod d { pub fn orphan() {} }\n\
                    mod e { impl std::fmt::Display for crate::b::Helper { \
                      fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } } }\n\
                    mod f { use std::io::Read; use crate::g::Shout; \
                      pub fn g() { let _ = 5u8.shout(); std::io::stdin().read_to_end(&mut Vec::new()); } }\n\
                    mod g { pub trait Shout { fn shout(self) -> u8; } impl Shout for u8 { fn shout(self) -> u8 { self } } }\n";
        let out = pruned(text);
        assert!(
            out.contains("fn used") && out.contains("fn go") && out.contains("LIMIT"),
            "{out}"
        );
        assert!(
            !out.contains("UNUSED") && !out.contains("fn unused") && !out.contains("idle"),
            "{out}"
        );
        assert!(
            !out.contains("use crate::c::Gone") && !out.contains("mod d"),
            "{out}"
        );
        // `c` holds impls for its own types only: gone with its last user; `e`
        // implements a trait for another module's type: kept, though unnamed.
        assert!(!out.contains("mod c") && out.contains("mod e"), "{out}");
        // Traits are in scope for their methods, never named: their imports stay.
        assert!(
            out.contains("use std::io::Read;") && out.contains("use crate::g::Shout;"),
            "{out}"
        );
    }

    #[test]
    fn re_exports_from_a_child_module_go_with_their_last_user() {
        let text = "fn main() { lib::Kept::go(); }\n\
                    mod lib { pub use inner::{Kept, unused_helper};\n\
                      mod inner { pub struct Kept; impl Kept { pub fn go() {} }\n\
                        pub fn unused_helper() {} } }\n";
        let out = pruned(text);
        assert!(out.contains("pub use inner::Kept;"), "{out}");
        assert!(!out.contains("unused_helper"), "{out}");
    }

    #[test]
    fn a_child_that_alone_names_its_re_export_goes_with_it() {
        // `Fast` is named only inside `fast` and by `slow`, which nothing calls:
        // once `slow` goes, the re-export and then the module go too.
        let text = "fn main() { lib::Eval::plain(); }\n\
                    mod lib { pub use fast::Fast;\n\
                      pub struct Eval; impl Eval { pub fn plain() {} pub fn slow() { Fast::new(); } }\n\
                      mod fast { pub struct Fast; impl Fast { pub fn new() -> Fast { Fast } } } }\n";
        let out = pruned(text);
        assert!(out.contains("fn plain"), "{out}");
        assert!(!out.contains("Fast") && !out.contains("mod fast"), "{out}");
        // Named from outside the child, the re-export and the module stay.
        let used = text.replace("lib::Eval::plain();", "lib::Eval::slow();");
        let out = pruned(&used);
        assert!(
            out.contains("pub use fast::Fast;") && out.contains("mod fast"),
            "{out}"
        );
    }

    #[test]
    fn an_impl_of_another_type_left_empty_goes_and_its_module_with_it() {
        // `extra` adds a method to `Eval`, which nothing calls: once the method goes,
        // its empty impl goes, and the module, whose only other impl is for its own
        // type, goes with its re-export, as `poker::eval::packed_hand` does.
        let text = "fn main() { lib::Eval::plain(); }\n\
                    mod lib { pub use extra::Extra;\n\
                      pub struct Eval; impl Eval { pub fn plain() {} }\n\
                      mod extra { use super::Eval; pub struct Extra;\n\
                        impl Extra { pub fn plain(self) {} }\n\
                        impl Eval { pub fn extra_only() -> Extra { Extra } } } }\n";
        let out = pruned(text);
        assert!(
            out.contains("fn plain") && !out.contains("mod extra"),
            "{out}"
        );
        assert!(
            !out.contains("Extra") && !out.contains("extra_only"),
            "{out}"
        );
    }

    #[test]
    fn a_re_export_that_the_child_imports_back_stays() {
        // `Kind` is defined in `ladder` and named only inside it, but `ladder::fast`
        // reaches it through `lib`'s re-export, as `poker::ladder::fast` does.
        let text = "fn main() { lib::Eval::go(); }\n\
                    mod lib { pub use ladder::{Eval, Kind};\n\
                      mod ladder { pub struct Kind; pub struct Eval;\n\
                        impl Eval { pub fn go() { fast::f(); } }\n\
                        mod fast { use crate::lib::Kind; pub fn f() { let _ = Kind; } } } }\n";
        let out = pruned(text);
        assert!(out.contains("pub use ladder::{Eval, Kind};"), "{out}");
    }
}
