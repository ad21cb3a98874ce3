//! What a judge build does not see: items under a false `#[cfg]` (`test`, every
//! `feature`), doc comments and tool attributes; and the binary's `showdown::`
//! paths, which become `crate::` paths in a bundle.

use proc_macro2::{TokenStream, TokenTree};
use syn::visit_mut::VisitMut;
use syn::{Attribute, Item, Meta};

/// Drops what a judge build does not compile (items under a false `#[cfg]`), all
/// doc comments, and tool attributes; a `#[cfg_attr]` with a false condition goes too.
pub(super) struct Strip;

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
pub(super) struct RenameCrate;

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
    fn stripping_drops_tests_features_docs_and_tool_attributes() {
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
    fn the_binary_names_its_crate_crate() {
        let tokens: TokenStream = "x, crate::a::b(1), showdown::c::d, y::showdown::z"
            .parse()
            .unwrap();
        let renamed = rename_tokens(tokens).to_string();
        assert_eq!(
            renamed,
            "x , crate :: a :: b (1) , crate :: c :: d , y :: showdown :: z"
        );
    }
}
