//! The library as a tree of parsed, stripped modules, and what a binary reaches in it.
//!
//! A module is kept when a kept file names it: a path through it, a `use` of it, or
//! a glob import of it; its ancestors are kept with it. A module holding an `impl`
//! for a type it does not define is kept with its parent, as nothing need name it.
//! A `pub use` of a child's item is kept only when something names that item
//! through it (or the module's own code does, or a glob imports the module), and a
//! kept `use` item is kept whole.

use super::needs::{Needs, Path, Scope, needs};
use super::strip::Strip;
use super::{BundleError, parse_text, source_error};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use syn::visit_mut::VisitMut;
use syn::{Attribute, Item};

/// The library's module tree.
pub(super) struct Library {
    pub(super) modules: BTreeMap<Path, Module>,
}

/// One module: its file, stripped.
pub(super) struct Module {
    pub(super) file: PathBuf,
    /// Its items; `mod child;` declarations still in place.
    pub(super) items: Vec<Item>,
    /// Its file's inner attributes (`#![...]`).
    pub(super) attrs: Vec<Attribute>,
    pub(super) children: BTreeSet<String>,
    pub(super) needs: Needs,
}

/// `file` parsed and stripped, from a cache when its text is the one parsed last
/// time on this thread: bundling every problem loads the same library each time,
/// and parsing it was a third of a bundle's time.
fn parse_stripped(file: &std::path::Path) -> Result<syn::File, BundleError> {
    thread_local! {
        // syn's trees cannot leave their thread, so the cache is per thread.
        static PARSED: RefCell<HashMap<PathBuf, (String, syn::File)>> = RefCell::default();
    }
    let text = std::fs::read_to_string(file).map_err(|e| source_error(file, e))?;
    let cached = PARSED.with_borrow(|parsed| {
        parsed
            .get(file)
            .filter(|(was, _)| *was == text)
            .map(|(_, ast)| ast.clone())
    });
    if let Some(ast) = cached {
        return Ok(ast);
    }
    let ast = match stripped_kept(file, &text) {
        Some(ast) => ast,
        None => {
            let mut ast = parse_text(file, &text)?;
            Strip.visit_file_mut(&mut ast);
            keep_stripped(file, &text, &ast);
            ast
        }
    };
    PARSED.with_borrow_mut(|parsed| parsed.insert(file.to_path_buf(), (text, ast.clone())));
    Ok(ast)
}

/// Where the stripped tokens of the library file `file` are kept between runs, under
/// the workspace's `target/xtask/stripped`: without doc comments and tests, a
/// library's files are less than half their size, and parse in half the time (a
/// third of `cargo xtask test`'s bundle text, before).
fn kept_path(file: &std::path::Path) -> Option<PathBuf> {
    let src = file.ancestors().find(|a| a.join("lib.rs").is_file())?;
    let relative = file.strip_prefix(src).ok()?;
    let flat = relative.to_string_lossy().replace(['/', '\\'], "+");
    Some(src.parent()?.join("target/xtask/stripped").join(flat))
}

/// The stripped tree of `file`, if kept for this very `text`: the kept file is the
/// text's length and hash on its first line, then the stripped tokens.
fn stripped_kept(file: &std::path::Path, text: &str) -> Option<syn::File> {
    let kept = std::fs::read_to_string(kept_path(file)?).ok()?;
    let (stamp, tokens) = kept.split_once('\n')?;
    if stamp != fingerprint(text) {
        return None;
    }
    syn::parse_file(tokens).ok()
}

/// Keeps `ast`, the stripped tree of `file` whose text is `text`, written whole
/// (renamed into place) so that a reader never sees half of it.
fn keep_stripped(file: &std::path::Path, text: &str, ast: &syn::File) {
    let Some(path) = kept_path(file) else { return };
    let tokens = quote::ToTokens::to_token_stream(ast).to_string();
    let part = path.with_extension(format!("{}.part", std::process::id()));
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| {
            std::fs::write(&part, format!("{}\n{tokens}", fingerprint(text)))
                .and_then(|()| std::fs::rename(&part, &path))
        });
    if written.is_err() {
        let _ = std::fs::remove_file(&part);
    }
}

/// A text's length and hash, to tell whether a kept file is of it.
fn fingerprint(text: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    format!("{} {:016x}", text.len(), hasher.finish())
}

/// What a binary reaches: modules, and re-exporting `use` items by module and index.
#[derive(Default)]
pub(super) struct Reached {
    pub(super) modules: BTreeSet<Path>,
    pub(super) exports: BTreeSet<(Path, usize)>,
    pending: Vec<Path>,
    pending_globs: Vec<Path>,
}

impl Library {
    /// Loads every module from `src/lib.rs` down.
    pub(super) fn load(src: &std::path::Path) -> Result<Library, BundleError> {
        let mut library = Library {
            modules: BTreeMap::new(),
        };
        library.load_module(Vec::new(), src.join("lib.rs"), src.to_path_buf())?;
        Ok(library)
    }

    /// Loads the module `path` from `file`; its children live in `dir`.
    fn load_module(&mut self, path: Path, file: PathBuf, dir: PathBuf) -> Result<(), BundleError> {
        let ast = parse_stripped(&file)?;
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
            let mut child = path.clone();
            child.push(name.clone());
            children.insert(name.clone());
            self.load_module(child, child_file.clone(), dir.join(&name))?;
        }
        let scope = Scope {
            module: &path,
            children: &children,
            crate_name: "crate",
        };
        let needs = needs(&scope, &ast.items);
        self.modules.insert(
            path,
            Module {
                file,
                items: ast.items,
                attrs: ast.attrs,
                children,
                needs,
            },
        );
        Ok(())
    }

    /// Everything the absolute paths `start` and the glob-imported modules `globs`
    /// need, until nothing new turns up.
    pub(super) fn close(&self, start: Vec<Path>, globs: Vec<Path>) -> Reached {
        let mut reached = Reached {
            pending: start,
            pending_globs: globs,
            ..Reached::default()
        };
        self.enter(&Vec::new(), &mut reached);
        loop {
            if let Some(path) = reached.pending.pop() {
                self.resolve(&path, &mut reached);
            } else if let Some(path) = reached.pending_globs.pop() {
                if let Some(module) = self.resolve(&path, &mut reached) {
                    let exports = &self.modules[&module].needs.exports;
                    for item in exports.iter().map(|e| e.item).collect::<BTreeSet<_>>() {
                        self.keep_export(&module, item, &mut reached);
                    }
                }
            } else {
                return reached;
            }
        }
    }

    /// Keeps a module: queues what its code needs, the re-exports its code uses,
    /// and its children that hold impls for types they do not define.
    fn enter(&self, path: &Path, reached: &mut Reached) {
        if !reached.modules.insert(path.clone()) {
            return;
        }
        let module = &self.modules[path];
        let needs = &module.needs;
        reached.pending.extend(needs.reaches.iter().cloned());
        reached.pending_globs.extend(needs.globs.iter().cloned());
        for export in &needs.exports {
            if needs.own_names.contains(&export.name) {
                reached
                    .pending
                    .push([path.as_slice(), std::slice::from_ref(&export.name)].concat());
            }
        }
        for child in &module.children {
            let child = [path.as_slice(), std::slice::from_ref(child)].concat();
            if self.modules[&child].needs.impls_elsewhere {
                self.enter(&child, reached);
            }
        }
    }

    /// Keeps the modules along an absolute path and a re-export it goes through;
    /// returns the module the path names, if it names one.
    fn resolve(&self, path: &[String], reached: &mut Reached) -> Option<Path> {
        let mut module: Path = Vec::new();
        for (i, seg) in path.iter().enumerate() {
            let next = [module.as_slice(), std::slice::from_ref(seg)].concat();
            if self.modules.contains_key(&next) {
                self.enter(&next, reached);
                module = next;
                continue;
            }
            let exports = &self.modules[&module].needs.exports;
            let items: BTreeSet<usize> = exports
                .iter()
                .filter(|e| e.name == *seg)
                .map(|e| e.item)
                .collect();
            for item in items {
                self.keep_export(&module, item, reached);
            }
            // A re-exported module (`pub use child::grandchild;`) goes on from its target.
            let target = exports
                .iter()
                .find(|e| e.name == *seg && self.modules.contains_key(&e.target));
            return match target {
                Some(e) => self.resolve(&[e.target.as_slice(), &path[i + 1..]].concat(), reached),
                None => None,
            };
        }
        Some(module)
    }

    /// Keeps a re-exporting `use` item whole: every name in it must resolve.
    fn keep_export(&self, module: &Path, item: usize, reached: &mut Reached) {
        if reached.exports.insert((module.clone(), item)) {
            let exports = &self.modules[module].needs.exports;
            let targets = exports
                .iter()
                .filter(|e| e.item == item)
                .map(|e| e.target.clone());
            reached.pending.extend(targets);
        }
    }

    /// The path an absolute path ends up naming, re-exports followed: two paths
    /// name the same item exactly when their canonical paths are equal.
    pub(super) fn canonical(&self, path: &[String]) -> Path {
        let mut module: Path = Vec::new();
        for (i, seg) in path.iter().enumerate() {
            let next = [module.as_slice(), std::slice::from_ref(seg)].concat();
            if self.modules.contains_key(&next) {
                module = next;
                continue;
            }
            let exports = &self.modules[&module].needs.exports;
            return match exports.iter().find(|e| e.name == *seg) {
                Some(e) => self.canonical(&[e.target.as_slice(), &path[i + 1..]].concat()),
                None => path.to_vec(),
            };
        }
        module
    }

    /// Refuses a kept module that names a crate other than the standard library.
    pub(super) fn check_std_only(&self, path: &Path) -> Result<(), BundleError> {
        let module = &self.modules[path];
        match module.needs.foreign.first() {
            None => Ok(()),
            Some(name) => Err(source_error(
                &module.file,
                format!("`{name}`: code a binary reaches must use the standard library only"),
            )),
        }
    }

    /// The items of module `path` that the bundle keeps: kept children inline,
    /// dropped children gone, and only the re-exports something uses.
    pub(super) fn kept_items(&self, path: &[String], reached: &Reached) -> Vec<Item> {
        let module = &self.modules[path];
        let lazy: BTreeSet<usize> = module.needs.exports.iter().map(|e| e.item).collect();
        let mut items = Vec::new();
        for (i, item) in module.items.iter().enumerate() {
            if lazy.contains(&i) && !reached.exports.contains(&(path.to_vec(), i)) {
                continue;
            }
            match item {
                Item::Mod(m) if m.content.is_none() => {
                    let child = [path, &[m.ident.to_string()]].concat();
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
