//! Lifts the problems out of their folder: in the library a problem is
//! `crate::solutions::NAME`, in a bundle it is `crate::NAME`, a root module beside
//! the library modules it reaches, as a contestant would write it by hand.
//!
//! The bundle's `mod solutions { .. }` is replaced by the modules it holds, and
//! every path through it loses that step, in code, `use` trees and macro calls.
//! Paths that reach a problem any other way (`super::super::NAME`) are not
//! rewritten: a problem names another problem, or its own root, by `crate::` paths.

use proc_macro2::{TokenStream, TokenTree};
use syn::Item;
use syn::visit_mut::VisitMut;

/// `items` with the module `folder`'s items in its place, and every
/// `crate::folder::` path made `crate::`.
pub(super) fn hoist(items: Vec<Item>, folder: &str) -> Vec<Item> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match item {
            Item::Mod(m) if m.ident == folder => {
                out.extend(m.content.map(|(_, items)| items).unwrap_or_default());
            }
            item => out.push(item),
        }
    }
    let mut lift = Lift { folder };
    for item in &mut out {
        lift.visit_item_mut(item);
    }
    out
}

/// Drops the `folder` step after a leading `crate`.
struct Lift<'a> {
    folder: &'a str,
}

impl VisitMut for Lift<'_> {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let through = path.leading_colon.is_none()
            && path.segments.len() > 2
            && path.segments[0].ident == "crate"
            && path.segments[1].ident == self.folder;
        if through {
            path.segments = std::mem::take(&mut path.segments)
                .into_pairs()
                .enumerate()
                .filter(|(i, _)| *i != 1)
                .map(|(_, p)| p)
                .collect();
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_use_tree_mut(&mut self, tree: &mut syn::UseTree) {
        if let syn::UseTree::Path(p) = tree
            && p.ident == "crate"
        {
            lift_use(&mut p.tree, self.folder);
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = lift_tokens(std::mem::take(&mut mac.tokens), self.folder);
        syn::visit_mut::visit_macro_mut(self, mac);
    }
}

/// The tree under `crate::` without its `folder::` step: `folder::a` becomes `a`,
/// and within a group each `folder::..` becomes what it holds.
fn lift_use(tree: &mut syn::UseTree, folder: &str) {
    match tree {
        syn::UseTree::Path(p) if p.ident == folder => {
            *tree = (*p.tree).clone();
        }
        syn::UseTree::Group(g) => {
            for item in &mut g.items {
                lift_use(item, folder);
            }
        }
        _ => {}
    }
}

/// The tokens with every `crate :: folder ::` made `crate ::`.
fn lift_tokens(tokens: TokenStream, folder: &str) -> TokenStream {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let is_colon =
        |i: usize| matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ':');
    let is_ident =
        |i: usize, name: &str| matches!(tokens.get(i), Some(TokenTree::Ident(id)) if id == name);
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let TokenTree::Group(g) = &tokens[i] {
            let mut group = proc_macro2::Group::new(g.delimiter(), lift_tokens(g.stream(), folder));
            group.set_span(g.span());
            out.push(TokenTree::Group(group));
            i += 1;
            continue;
        }
        out.push(tokens[i].clone());
        // `crate :: folder ::` goes on as `crate ::`, with the colons after `folder`.
        if is_ident(i, "crate")
            && is_colon(i + 1)
            && is_colon(i + 2)
            && is_ident(i + 3, folder)
            && is_colon(i + 4)
            && is_colon(i + 5)
        {
            i += 3;
        }
        i += 1;
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_become_root_modules_and_their_paths_lose_the_folder() {
        let file: syn::File = syn::parse_str(
            "fn main() { crate::input::run(crate::solutions::rhino::solve); }\n\
             pub mod solutions { pub mod rhino { use crate::solutions::rhino::x; \
             use crate::{input, solutions::{rhino::y, z}}; } }\n\
             pub mod input {}",
        )
        .unwrap();
        let items = hoist(file.items, "solutions");
        let text = prettyplease::unparse(&syn::File {
            shebang: None,
            frontmatter: None,
            attrs: Vec::new(),
            items,
        });
        assert_eq!(
            text,
            "fn main() {\n    crate::input::run(crate::rhino::solve);\n}\n\
             pub mod rhino {\n    use crate::rhino::x;\n    use crate::{input, {rhino::y, z}};\n}\n\
             pub mod input {}\n"
        );
        let tokens: TokenStream = "g(crate::solutions::rhino::h, a::solutions::b, crate::c)"
            .parse()
            .unwrap();
        assert_eq!(
            lift_tokens(tokens, "solutions").to_string(),
            "g (crate :: rhino :: h , a :: solutions :: b , crate :: c)"
        );
    }
}
