//! Dead code out of a bundle as rustc sees it, after [`super::prune`]'s counting of
//! names.
//!
//! Counting names cannot tell two methods of one name apart: with `Evaluator::best_of`
//! called, the plain `Ladder::best_of` stays, and with it the plain evaluator it
//! calls. rustc can: in a binary crate whose top modules are private (a bundle's
//! are), its `dead_code` lint names every function, method, constant, static and type
//! alias that no live code reaches, and `unused_imports` every import left without a
//! use. So the bundle is checked (`--force-warn dead_code`, incremental), the items
//! and imports that rustc names are removed, names are counted again, and the check
//! runs again until it names nothing more that can go.
//!
//! What the last run for the problem removed is removed first: an edit to a problem
//! rarely changes what it reaches, and then one check, which `cargo xtask test` makes
//! its build of the bundle, finds nothing more to remove.
//!
//! Removing an item that nothing reaches changes no call: a call resolves to the
//! same method whether or not an unreachable one exists. Structs, enums, their
//! fields and variants stay (their removal would need their uses rewritten), and so
//! does anything under `#[allow(dead_code)]` in the library's source. A removal that
//! breaks the build (what rustc calls dead may still be named by what stays, a
//! field's type by a constant, say) is undone: the last bundle that compiled stands.
//!
//! The checks are made by the problem's judge's Rust, the one `cargo xtask test`
//! builds the bundle with, so that the bundle is one text whichever command made it.

use super::prune::prune;
use proc_macro2::LineColumn;
use std::collections::BTreeSet;
use std::path::Path;
use syn::{ImplItem, Item, UseTree};

/// The most rounds of checking: each round removes what the last one left dead, and
/// the second normally finds nothing.
const ROUNDS: usize = 8;

/// `items`, less what no name reaches ([`prune`]) and what rustc finds unreachable;
/// as pruned alone where they do not compile (the build after says why). Returns
/// their text.
///
/// `render` prints items as the bundle's text, which `diagnose` gives rustc's JSON
/// diagnostics of (`None` where it does not compile); `log` keeps what was removed.
pub(super) fn remove_dead(
    items: Vec<Item>,
    render: &dyn Fn(&[Item]) -> String,
    diagnose: &dyn Fn(&str) -> Option<String>,
    log: &Path,
) -> String {
    if let Ok(last) = std::fs::read_to_string(log) {
        // Pruned once, after the removal: pruning the items first would remove
        // nothing more (a name's uses only go down), and pruning takes a tenth of a
        // second of `cargo xtask test`'s.
        let last: BTreeSet<&str> = last.lines().collect();
        let mut again = items.clone();
        remove_at(
            &mut again,
            &|id, _, _| last.contains(id),
            "",
            &mut Vec::new(),
        );
        let again = prune(again);
        let text = render(&again);
        if let Some(Round::Final) = round(&text, diagnose) {
            return text;
        }
    }
    // The last items that compiled, less the imports rustc found unused there (which
    // compile all the same): what stands if the next round does not compile.
    let mut next = prune(items);
    let mut safe = None;
    let mut removed = Vec::new();
    for _ in 0..ROUNDS {
        let text = render(&next);
        match round(&text, diagnose) {
            None => break,
            Some(Round::Final) => {
                // A log that cannot be written only means every round again next
                // time; its folder is made here, as `cargo xtask test`'s builds go
                // elsewhere.
                let _ = log
                    .parent()
                    .map_or(Ok(()), std::fs::create_dir_all)
                    .and_then(|()| std::fs::write(log, removed.join("\n")));
                return text;
            }
            Some(Round::More {
                imports_out,
                all_out,
                log,
            }) => {
                safe = Some(imports_out);
                removed.extend(log);
                next = prune(all_out);
            }
        }
    }
    render(&safe.unwrap_or(next))
}

/// What a check of a bundle found.
enum Round {
    /// Nothing to remove.
    Final,
    /// Something to remove.
    More {
        /// The items less the imports rustc finds unused.
        imports_out: Vec<Item>,
        /// The items less all it finds removable.
        all_out: Vec<Item>,
        /// The ids of those.
        log: Vec<String>,
    },
}

/// One check of a bundle's `text`; `None` when it does not compile.
fn round(text: &str, diagnose: &dyn Fn(&str) -> Option<String>) -> Option<Round> {
    let found = found(&diagnose(text)?)?;
    if found.dead.is_empty() && found.unused.is_empty() {
        return Some(Round::Final);
    }
    // The text parsed again, so that the places rustc names are the tree's spans.
    let file = syn::parse_file(text).ok()?;
    let at = |places: &BTreeSet<(usize, usize)>, start: LineColumn| {
        places.contains(&(start.line, start.column))
    };
    let mut imports_out = file.items.clone();
    let unused = |_: &str, _: &str, start: LineColumn| at(&found.unused, start);
    remove_at(&mut imports_out, &unused, "", &mut Vec::new());
    let kept = kept_names(&file.items, &found.dead);
    let dead_types = dead_types(&file.items, &found.dead);
    let removable = |id: &str, name: &str, start: LineColumn| {
        let of = |(_, of): (&str, &str)| {
            dead_types.contains(of.rsplit("::").next().unwrap_or(of).trim())
        };
        at(&found.unused, start)
            || (at(&found.dead, start) && !kept.contains(name))
            || id.split_once(" for ").is_some_and(of)
    };
    let (mut all_out, mut log) = (file.items, Vec::new());
    remove_at(&mut all_out, &removable, "", &mut log);
    if log.is_empty() {
        return Some(Round::Final);
    }
    Some(Round::More {
        imports_out,
        all_out,
        log,
    })
}

/// Where rustc says something can go: places where a name or an import starts, each
/// its line and its column counted from 0, as [`LineColumn`].
struct Found {
    /// Of items `dead_code` names.
    dead: BTreeSet<(usize, usize)>,
    /// Of imports `unused_imports` names.
    unused: BTreeSet<(usize, usize)>,
}

/// What rustc's JSON `diagnostics` say can go; `None` when they hold an error.
fn found(diagnostics: &str) -> Option<Found> {
    let mut found = Found {
        dead: BTreeSet::new(),
        unused: BTreeSet::new(),
    };
    for line in diagnostics.lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if message["level"] == "error" {
            return None;
        }
        // A field or a variant stays whatever rustc says: no place to note.
        let text = message["message"].as_str().unwrap_or("");
        if ["field", "variant"].iter().any(|w| text.starts_with(w)) {
            continue;
        }
        let places = match message["code"]["code"].as_str() {
            Some("dead_code") => &mut found.dead,
            Some("unused_imports") => &mut found.unused,
            _ => continue,
        };
        for span in message["spans"].as_array().into_iter().flatten() {
            if span["is_primary"] != true {
                continue;
            }
            if let (Some(line), Some(column)) =
                (span["line_start"].as_u64(), span["column_start"].as_u64())
            {
                places.insert((line as usize, column as usize - 1));
            }
        }
    }
    Some(found)
}

/// The structs and enums rustc finds never made, at any depth, each as a trait impl's
/// id ends with it (`poker::impl fmt::Display for Card` ends with `Card`): their
/// trait impls go, as rustc counts what they call as dead with them.
fn dead_types(items: &[Item], dead: &BTreeSet<(usize, usize)>) -> BTreeSet<String> {
    let mut types = BTreeSet::new();
    for item in items {
        let ident = match item {
            Item::Struct(s) => &s.ident,
            Item::Enum(e) => &e.ident,
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    types.extend(dead_types(inner, dead));
                }
                continue;
            }
            _ => continue,
        };
        let start = ident.span().start();
        if dead.contains(&(start.line, start.column)) {
            types.insert(ident.to_string());
        }
    }
    types
}

/// The names that code rustc may call dead and that stays anyway can reach, at any
/// depth: the types of structs', enums' and unions' fields (a constant may size an
/// array) and traits, and then, until nothing more turns up, each item of `dead`
/// that such a name names, as it stays too. (A trait impl rustc counts as live
/// reaches only what it counts as live; one it does not is of a type never made,
/// and goes.)
fn kept_names(items: &[Item], dead: &BTreeSet<(usize, usize)>) -> BTreeSet<String> {
    fn idents(tokens: proc_macro2::TokenStream, names: &mut BTreeSet<String>) {
        for tree in tokens {
            match tree {
                proc_macro2::TokenTree::Ident(i) => {
                    names.insert(i.to_string());
                }
                proc_macro2::TokenTree::Group(g) => idents(g.stream(), names),
                _ => {}
            }
        }
    }
    /// The names in what stays, and each candidate's name with its tokens.
    fn walk(
        items: &[Item],
        dead: &BTreeSet<(usize, usize)>,
        names: &mut BTreeSet<String>,
        candidates: &mut Vec<(String, proc_macro2::TokenStream)>,
    ) {
        let at = |ident: &syn::Ident| {
            let start = ident.span().start();
            dead.contains(&(start.line, start.column))
        };
        let fields = |fields: &syn::Fields, names: &mut BTreeSet<String>| {
            for field in fields {
                idents(quote::ToTokens::to_token_stream(&field.ty), names);
            }
        };
        for item in items {
            let tokens = || quote::ToTokens::to_token_stream(item);
            match item {
                Item::Struct(s) => fields(&s.fields, names),
                Item::Union(u) => fields(&syn::Fields::Named(u.fields.clone()), names),
                Item::Enum(e) => {
                    for variant in &e.variants {
                        fields(&variant.fields, names);
                        if let Some((_, value)) = &variant.discriminant {
                            idents(quote::ToTokens::to_token_stream(value), names);
                        }
                    }
                }
                Item::Trait(_) => idents(tokens(), names),
                Item::Impl(i) => {
                    for member in &i.items {
                        let ident = match member {
                            ImplItem::Fn(f) => &f.sig.ident,
                            ImplItem::Const(c) => &c.ident,
                            _ => continue,
                        };
                        if at(ident) {
                            let member = quote::ToTokens::to_token_stream(member);
                            candidates.push((ident.to_string(), member));
                        }
                    }
                }
                Item::Fn(syn::ItemFn {
                    sig: syn::Signature { ident, .. },
                    ..
                })
                | Item::Const(syn::ItemConst { ident, .. })
                | Item::Static(syn::ItemStatic { ident, .. })
                | Item::Type(syn::ItemType { ident, .. })
                    if at(ident) =>
                {
                    candidates.push((ident.to_string(), tokens()));
                }
                Item::Mod(m) => {
                    if let Some((_, inner)) = &m.content {
                        walk(inner, dead, names, candidates);
                    }
                }
                _ => {}
            }
        }
    }
    let (mut names, mut candidates) = (BTreeSet::new(), Vec::new());
    walk(items, dead, &mut names, &mut candidates);
    loop {
        let (named, rest): (Vec<_>, Vec<_>) = candidates
            .into_iter()
            .partition(|(name, _)| names.contains(name));
        if named.is_empty() {
            return names;
        }
        for (_, tokens) in named {
            idents(tokens, &mut names);
        }
        candidates = rest;
    }
}

/// Whether to remove one thing: given its id, its name, and where its name
/// (or a `use` leaf, or a whole `use`) starts in the text last checked.
type Decide<'a> = dyn Fn(&str, &str, LineColumn) -> bool + 'a;

/// Removes from `items`, at any depth, each function, constant, static, type alias,
/// inherent method, associated constant, trait impl and `use` leaf that `decide`
/// picks, and adds each one's id to `log`; `path` is the module's, ending in
/// `::` (empty at the top).
///
/// An id is stable across edits to other items: the module's path, `impl` and the
/// type for a member (`poker::impl Ladder::fn key`), `impl` with the trait and the
/// type for a trait impl, `use` and the leaf's path for an import.
fn remove_at(items: &mut Vec<Item>, decide: &Decide<'_>, path: &str, log: &mut Vec<String>) {
    let tokens = |t: &dyn quote::ToTokens| t.to_token_stream().to_string();
    items.retain_mut(|item| {
        let (kind, ident) = match item {
            Item::Fn(f) => ("fn", &f.sig.ident),
            Item::Const(c) => ("const", &c.ident),
            Item::Static(s) => ("static", &s.ident),
            Item::Type(t) => ("type", &t.ident),
            Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    remove_at(inner, decide, &format!("{path}{}::", m.ident), log);
                }
                return true;
            }
            Item::Impl(i) => {
                if let Some((of, _)) = &i.trait_ {
                    let id = format!("{path}impl {} for {}", tokens(of), tokens(&i.self_ty));
                    let start = syn::spanned::Spanned::span(&i.impl_token).start();
                    if decide(&id, "", start) {
                        log.push(id);
                        return false;
                    }
                    return true;
                }
                let owner = format!("{path}impl {}::", tokens(&i.self_ty));
                i.items.retain(|member| {
                    let (kind, ident) = match member {
                        ImplItem::Fn(f) => ("fn", &f.sig.ident),
                        ImplItem::Const(c) => ("const", &c.ident),
                        _ => return true,
                    };
                    let id = format!("{owner}{kind} {ident}");
                    let gone = decide(&id, &ident.to_string(), ident.span().start());
                    if gone {
                        log.push(id);
                    }
                    !gone
                });
                return true;
            }
            Item::Use(u) => {
                // rustc names the whole `use` when none of it is used.
                let whole = syn::spanned::Spanned::span(&u.use_token).start();
                let tree = leaves_out(&u.tree, &format!("{path}use "), whole, decide, log);
                return match tree {
                    Some(tree) => {
                        u.tree = tree;
                        true
                    }
                    None => false,
                };
            }
            _ => return true,
        };
        let id = format!("{path}{kind} {ident}");
        let gone = decide(&id, &ident.to_string(), ident.span().start());
        if gone {
            log.push(id);
        }
        !gone
    });
}

/// `tree` less the leaves `decide` picks (each by its own start, or by `whole`, the
/// start of its `use`), each logged as `prefix` and its path; `None` when none is
/// left.
fn leaves_out(
    tree: &UseTree,
    prefix: &str,
    whole: LineColumn,
    decide: &Decide<'_>,
    log: &mut Vec<String>,
) -> Option<UseTree> {
    let start = syn::spanned::Spanned::span(tree).start();
    match tree {
        UseTree::Path(p) => {
            let prefix = format!("{prefix}{}::", p.ident);
            // rustc names the whole path where none of it is used.
            if decide(&format!("{prefix}*"), "", start) {
                leaves_out(&p.tree, &prefix, whole, &|_, _, _| true, log);
                return None;
            }
            let mut path = p.clone();
            path.tree = Box::new(leaves_out(&p.tree, &prefix, whole, decide, log)?);
            Some(UseTree::Path(path))
        }
        UseTree::Group(g) => {
            let mut group = g.clone();
            group.items.clear();
            for item in &g.items {
                if let Some(kept) = leaves_out(item, prefix, whole, decide, log) {
                    group.items.push(kept);
                }
            }
            (!group.items.is_empty()).then_some(UseTree::Group(group))
        }
        leaf => {
            let id = format!("{prefix}{}", quote::ToTokens::to_token_stream(leaf));
            let gone = decide(&id, "", start) || decide(&id, "", whole);
            if gone {
                log.push(id);
                return None;
            }
            Some(leaf.clone())
        }
    }
}
