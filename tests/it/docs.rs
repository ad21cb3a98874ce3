//! The Markdown files' relative links resolve, and `bench/runs/README.md` lists
//! every dated run: the README's "More" links there, not to each run.

use crate::support::root;
use std::path::{Path, PathBuf};

/// Every `.md` file under `dir`, build output and Git's folder left out.
fn markdown_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                markdown_files(&path, found);
            }
        } else if name.ends_with(".md") {
            found.push(path);
        }
    }
}

/// The targets of the inline links `[text](target)` of `text`, without anchors;
/// links to other sites and to anchors of the same file are left out.
fn relative_links(text: &str) -> Vec<&str> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split([')', ' ']).next())
        .filter(|target| !target.contains("://") && !target.starts_with(['#', '<']))
        .map(|target| target.split('#').next().unwrap())
        .collect()
}

/// The folder whose files a Markdown file's links are relative to: its own, except
/// for the scaffold's templates, which are read from where `cargo xtask new` writes them.
fn base_of(file: &Path) -> PathBuf {
    let templates = root().join("xtask/templates");
    match file.strip_prefix(&templates).ok().and_then(|f| f.to_str()) {
        Some("statement.md") => root().join("docs/problems"),
        Some("fixtures-README.md") => root().join("fixtures/problem"),
        _ => file.parent().unwrap().to_path_buf(),
    }
}

#[test]
fn relative_links_in_the_markdown_files_resolve() {
    let mut files = Vec::new();
    markdown_files(root(), &mut files);
    assert!(
        files.len() > 40,
        "only {} Markdown files found",
        files.len()
    );
    let mut broken = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for target in relative_links(&text) {
            if !target.is_empty() && !base_of(file).join(target).exists() {
                broken.push(format!("{}: {target}", file.display()));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_runs_index_lists_every_run() {
    let runs = root().join("bench/runs");
    let index = std::fs::read_to_string(runs.join("README.md")).unwrap();
    let listed = relative_links(&index);
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&runs).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name != "README.md" && !listed.contains(&name.as_str()) {
            missing.push(name);
        }
    }
    assert!(
        missing.is_empty(),
        "not in bench/runs/README.md: {missing:?}"
    );
}

#[test]
fn links_are_found_with_their_anchors_dropped() {
    let text = "see [a](../a.md#top), [b](https://x.org/b) and [c](c.md \"title\"); [d](#here)";
    assert_eq!(relative_links(text), ["../a.md", "c.md"]);
}
