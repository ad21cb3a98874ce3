//! What one file's items name: the library paths its code needs, its re-exports,
//! the names it imports, and what the standard-library-only check looks at.
//!
//! Paths are gathered from the syntax tree (expressions, types, patterns, `use`
//! trees) and from macro calls, whose arguments are only tokens: runs `a::b::c`,
//! every identifier, and `{name}` inside string literals (inline format arguments).
//! A path is made absolute, from the crate root, when it starts in the library:
//! `crate::` (`showdown::` in the binary), `self::`, `super::`, a child module, or a
//! name a `use` brought in.

use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use syn::Item;
use syn::visit::Visit;

/// A module path, or any path, from the crate root: `["poker", "eval"]`.
pub(super) type Path = Vec<String>;

/// One name a `pub use` item re-exports from a child module.
#[derive(Clone, Debug)]
pub(super) struct Export {
    /// The index of the `use` item among the file's items.
    pub(super) item: usize,
    /// The name it binds.
    pub(super) name: String,
    /// What it names, from the crate root.
    pub(super) target: Path,
}

/// What a file's items name.
#[derive(Clone, Debug, Default)]
pub(super) struct Needs {
    /// Paths needed whenever the file is kept: its code's and its private `use` items'.
    pub(super) reaches: Vec<Path>,
    /// Modules it glob-imports (`use a::b::*`): every re-export of theirs is needed.
    pub(super) globs: Vec<Path>,
    /// Its re-exports of its children's items (`pub use child::X;`), needed only when
    /// something names them.
    pub(super) exports: Vec<Export>,
    /// Names its code (not its `use` items) mentions first in a path or in a macro call.
    pub(super) own_names: BTreeSet<String>,
    /// Names its `use` items bind, with what they name.
    pub(super) aliases: BTreeMap<String, Path>,
    /// Crates it names that are not the standard library (`use x::..`, `extern crate x`).
    pub(super) foreign: Vec<String>,
    /// Whether it holds an `impl` for a type it does not define: such an impl changes
    /// what other modules' code does, though nothing names the module.
    pub(super) impls_elsewhere: bool,
}

/// How paths of a file start in the library.
pub(super) struct Scope<'a> {
    /// The file's module path (empty for the root and for the binary).
    pub(super) module: &'a [String],
    /// Its child modules.
    pub(super) children: &'a BTreeSet<String>,
    /// The name of the library's root in this file: `crate`, or `showdown` in the binary.
    pub(super) crate_name: &'a str,
}

impl Scope<'_> {
    /// The absolute path `segs` names when it starts in the library; else `None`.
    pub(super) fn absolute(
        &self,
        aliases: &BTreeMap<String, Path>,
        segs: &[String],
    ) -> Option<Path> {
        let first = segs.first()?;
        let module = self.module;
        match first.as_str() {
            name if name == self.crate_name => Some(segs[1..].to_vec()),
            "self" if self.crate_name == "crate" => Some([module, &segs[1..]].concat()),
            "super" if self.crate_name == "crate" => {
                let ups = segs.iter().take_while(|s| *s == "super").count();
                let base = module.get(..module.len().checked_sub(ups)?)?;
                Some([base, &segs[ups..]].concat())
            }
            name if self.children.contains(name) => Some([module, segs].concat()),
            name => aliases
                .get(name)
                .map(|target| [target, &segs[1..]].concat()),
        }
    }
}

/// The standard library's crates, and the words a path may start with in any file.
const STD: [&str; 3] = ["std", "core", "alloc"];

/// Analyses the items of one file.
pub(super) fn needs(scope: &Scope, items: &[Item]) -> Needs {
    let mut needs = Needs::default();
    let local: BTreeSet<String> = items.iter().filter_map(item_name).collect();
    // The names `use` items bind, resolved in two rounds: `use crate::poker;` first,
    // then `use poker::Card;`, which starts with the first's name.
    let mut uses = Vec::new();
    for (i, item) in items.iter().enumerate() {
        if let Item::Use(u) = item {
            if u.leading_colon.is_some() {
                needs
                    .foreign
                    .extend(use_root(&u.tree).filter(|r| !STD.contains(&r.as_str())));
                continue;
            }
            let mut leaves = Vec::new();
            use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
            let mut globs = Vec::new();
            glob_prefixes(&u.tree, &mut Vec::new(), &mut globs);
            uses.push((i, u, leaves, globs));
        }
    }
    for _ in 0..2 {
        for (_, _, leaves, _) in &uses {
            for (path, name) in leaves {
                if let Some(target) = scope.absolute(&needs.aliases, path) {
                    needs.aliases.insert(name.clone(), target);
                }
            }
        }
    }
    for (i, u, leaves, globs) in &uses {
        let local_path = |p: &Path| {
            p.first()
                .is_some_and(|f| f == "self" || scope.children.contains(f))
        };
        let lazy = !matches!(u.vis, syn::Visibility::Inherited)
            && globs.is_empty()
            && leaves.iter().all(|(p, _)| local_path(p));
        for (path, name) in leaves {
            match scope.absolute(&needs.aliases, path) {
                Some(target) if lazy => needs.exports.push(Export {
                    item: *i,
                    name: name.clone(),
                    target,
                }),
                Some(target) => needs.reaches.push(target),
                None => needs
                    .foreign
                    .extend(foreign_root(path, &local, &needs.aliases)),
            }
        }
        for path in globs {
            match scope.absolute(&needs.aliases, path) {
                Some(target) => needs.globs.push(target),
                None => needs
                    .foreign
                    .extend(foreign_root(path, &local, &needs.aliases)),
            }
        }
    }
    let mut code = Paths::default();
    for item in items {
        match item {
            Item::Use(_) => {}
            Item::Mod(m) if m.content.is_none() => {}
            Item::ExternCrate(e)
                if !STD.contains(&e.ident.to_string().as_str()) && e.ident != "self" =>
            {
                needs.foreign.push(e.ident.to_string());
            }
            Item::Impl(i) => {
                needs.impls_elsewhere |= !self_type_is(&i.self_ty, &local);
                code.visit_item(item);
            }
            _ => code.visit_item(item),
        }
    }
    needs.reaches.extend(
        code.paths
            .iter()
            .filter_map(|p| scope.absolute(&needs.aliases, p)),
    );
    needs.globs.extend(
        code.globs
            .iter()
            .filter_map(|p| scope.absolute(&needs.aliases, p)),
    );
    needs.foreign.extend(code.foreign);
    needs.own_names = code
        .paths
        .iter()
        .filter_map(|p| p.first().cloned())
        .chain(code.idents)
        .collect();
    needs
}

/// The root of a `use` path that names neither the library nor the standard
/// library nor a local item: a foreign crate.
fn foreign_root(
    path: &Path,
    local: &BTreeSet<String>,
    aliases: &BTreeMap<String, Path>,
) -> Option<String> {
    let root = path.first()?;
    let fine = STD.contains(&root.as_str())
        || ["crate", "self", "super"].contains(&root.as_str())
        || local.contains(root)
        || aliases.contains_key(root);
    (!fine).then(|| root.clone())
}

/// The first segment of a use tree.
fn use_root(tree: &syn::UseTree) -> Option<String> {
    match tree {
        syn::UseTree::Path(p) => Some(p.ident.to_string()),
        syn::UseTree::Name(n) => Some(n.ident.to_string()),
        syn::UseTree::Rename(r) => Some(r.ident.to_string()),
        _ => None,
    }
}

/// Whether a type is a path ending in one of `names` (`Foo`, `Foo<T>`, `self::Foo`).
fn self_type_is(ty: &syn::Type, names: &BTreeSet<String>) -> bool {
    match ty {
        syn::Type::Path(p) => {
            p.qself.is_none()
                && p.path.segments.len() == 1
                && p.path
                    .segments
                    .last()
                    .is_some_and(|s| names.contains(&s.ident.to_string()))
        }
        _ => false,
    }
}

/// The `(full path, name bound)` pairs of a use tree; globs are skipped.
pub(super) fn use_leaves(tree: &syn::UseTree, prefix: &mut Path, out: &mut Vec<(Path, String)>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        // `a::b::{self}` binds `b` to the module `a::b`.
        syn::UseTree::Name(n) if n.ident == "self" => {
            if let Some(last) = prefix.last() {
                out.push((prefix.clone(), last.clone()));
            }
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

/// Whether to keep a use tree's leaf, given its full path and the name it binds
/// (`None` for a glob); it may fail with an `E`.
pub(super) type Keep<'a, E> = dyn FnMut(&[String], Option<&str>) -> Result<bool, E> + 'a;

/// A use tree less the leaves `keep` refuses; `None` when nothing is left.
pub(super) fn retain_leaves<E>(
    tree: &syn::UseTree,
    prefix: &mut Path,
    keep: &mut Keep<E>,
) -> Result<Option<syn::UseTree>, E> {
    use syn::UseTree;
    Ok(match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            let inner = retain_leaves(&p.tree, prefix, keep)?;
            prefix.pop();
            inner.map(|inner| {
                let mut path = p.clone();
                path.tree = Box::new(inner);
                UseTree::Path(path)
            })
        }
        UseTree::Name(n) if n.ident == "self" => match prefix.last() {
            Some(last) => keep(prefix, Some(&last.clone()))?.then(|| tree.clone()),
            None => Some(tree.clone()),
        },
        UseTree::Name(n) => {
            let path = [prefix.as_slice(), &[n.ident.to_string()]].concat();
            keep(&path, Some(&n.ident.to_string()))?.then(|| tree.clone())
        }
        UseTree::Rename(r) => {
            let path = [prefix.as_slice(), &[r.ident.to_string()]].concat();
            keep(&path, Some(&r.rename.to_string()))?.then(|| tree.clone())
        }
        UseTree::Glob(_) => keep(prefix, None)?.then(|| tree.clone()),
        UseTree::Group(g) => {
            let mut group = g.clone();
            group.items.clear();
            for item in &g.items {
                if let Some(kept) = retain_leaves(item, prefix, keep)? {
                    group.items.push(kept);
                }
            }
            (!group.items.is_empty()).then_some(UseTree::Group(group))
        }
    })
}

/// The prefix of every glob in a use tree (`use a::b::*` gives `a::b`).
pub(super) fn glob_prefixes(tree: &syn::UseTree, prefix: &mut Path, out: &mut Vec<Path>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            glob_prefixes(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Glob(_) => out.push(prefix.clone()),
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                glob_prefixes(tree, prefix, out);
            }
        }
        _ => {}
    }
}

/// The name an item defines in its module, if any.
pub(super) fn item_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::ExternCrate(i) => i.rename.as_ref().map_or(&i.ident, |r| &r.1),
        Item::Fn(i) => &i.sig.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        Item::Mod(i) => &i.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::TraitAlias(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// Collects what code mentions: ordinary paths, paths and identifiers inside macro
/// calls, and the `use` items nested in function bodies.
#[derive(Default)]
struct Paths {
    paths: Vec<Path>,
    globs: Vec<Path>,
    idents: Vec<String>,
    foreign: Vec<String>,
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() {
            self.paths
                .push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if item.leading_colon.is_some() {
            self.foreign
                .extend(use_root(&item.tree).filter(|r| !STD.contains(&r.as_str())));
            return;
        }
        let mut leaves = Vec::new();
        use_leaves(&item.tree, &mut Vec::new(), &mut leaves);
        self.paths.extend(leaves.into_iter().map(|(p, _)| p));
        glob_prefixes(&item.tree, &mut Vec::new(), &mut self.globs);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        token_paths(mac.tokens.clone(), &mut self.paths);
        token_idents(mac.tokens.clone(), &mut self.idents);
        syn::visit::visit_macro(self, mac);
    }
}

/// Every identifier among a macro call's tokens, at every depth, and every
/// `{name` inside its string literals (inline format arguments).
pub(super) fn token_idents(tokens: TokenStream, out: &mut Vec<String>) {
    for token in tokens {
        match token {
            TokenTree::Group(g) => token_idents(g.stream(), out),
            TokenTree::Ident(id) => out.push(id.to_string()),
            TokenTree::Literal(lit) => {
                let text = lit.to_string();
                for (i, _) in text.match_indices('{') {
                    let name: String = text[i + 1..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if name.starts_with(|c: char| c.is_alphabetic() || c == '_') {
                        out.push(name);
                    }
                }
            }
            TokenTree::Punct(_) => {}
        }
    }
}

/// Finds runs `a::b::c` among a macro call's tokens, at every nesting depth.
fn token_paths(tokens: TokenStream, out: &mut Vec<Path>) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(s: &str) -> Path {
        s.split("::").map(String::from).collect()
    }

    #[test]
    fn paths_resolve_from_their_module() {
        let children: BTreeSet<String> = ["child".to_string()].into();
        let module = seg("a::b");
        let scope = Scope {
            module: &module,
            children: &children,
            crate_name: "crate",
        };
        let aliases: BTreeMap<String, Path> = [("poker".to_string(), seg("poker"))].into();
        let at = |s: &str| scope.absolute(&aliases, &seg(s));
        assert_eq!(at("crate::x::y"), Some(seg("x::y")));
        assert_eq!(at("super::c"), Some(seg("a::c")));
        assert_eq!(at("super::super::d"), Some(seg("d")));
        assert_eq!(at("child::f"), Some(seg("a::b::child::f")));
        assert_eq!(at("poker::Card"), Some(seg("poker::Card")));
        assert_eq!(at("std::fmt"), None);
        assert_eq!(at("super::super::super::e"), None);
        let bin = Scope {
            module: &[],
            children: &children,
            crate_name: "showdown",
        };
        assert_eq!(
            bin.absolute(&aliases, &seg("showdown::input::run")),
            Some(seg("input::run"))
        );
        assert_eq!(bin.absolute(&aliases, &seg("self::x")), None);
    }

    #[test]
    fn macros_yield_paths_identifiers_and_format_arguments() {
        let tokens: TokenStream = "x, crate::a::b(1), \"{LIMIT} {y:?} {{z}} {0}\""
            .parse()
            .unwrap();
        let mut paths = Vec::new();
        token_paths(tokens.clone(), &mut paths);
        assert_eq!(paths, [seg("crate::a::b")]);
        let mut idents = Vec::new();
        token_idents(tokens, &mut idents);
        assert_eq!(idents, ["x", "crate", "a", "b", "LIMIT", "y", "z"]);
    }

    #[test]
    fn uses_bind_names_and_foreign_crates_are_found() {
        let file: syn::File = syn::parse_str(
            "use crate::poker;\nuse poker::Card;\npub use child::X;\nuse itertools::Itertools;\n\
             extern crate rand;\nuse ::regex::Regex;\nstruct Local;\nimpl Local {}\n\
             fn f() { let _ = Card::new(); println!(\"{}\", child::Y); }",
        )
        .unwrap();
        let children: BTreeSet<String> = ["child".to_string()].into();
        let scope = Scope {
            module: &[],
            children: &children,
            crate_name: "crate",
        };
        let needs = needs(&scope, &file.items);
        assert_eq!(needs.aliases["Card"], seg("poker::Card"));
        assert_eq!(needs.exports.len(), 1);
        assert!(needs.reaches.contains(&seg("poker")) && needs.reaches.contains(&seg("child::Y")));
        assert_eq!(needs.foreign, ["regex", "itertools", "rand"]);
        assert!(!needs.impls_elsewhere);
        let elsewhere: syn::File =
            syn::parse_str("impl Drop for crate::a::Guard { fn drop(&mut self) {} }").unwrap();
        assert!(super::needs(&scope, &elsewhere.items).impls_elsewhere);
    }
}
