//! The Markdown files' relative links lead to files or folders that Git tracks,
//! `bench/runs/README.md` lists every dated run (the README's "More" links there,
//! not to each run), and CI runs the README's test command as written.

use crate::support::root;
use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};
use std::process::Command;

/// The files Git tracks, relative to the root: what a fresh clone holds, so that
/// neither build output nor an untracked checkout beside the sources counts.
fn tracked() -> Vec<PathBuf> {
    let output = Command::new("git")
        .current_dir(root())
        .args(["ls-files", "-z"])
        .output()
        .expect("this test reads `git ls-files`: run it in a Git clone");
    assert!(output.status.success(), "git ls-files failed");
    output
        .stdout
        .split(|&b| b == 0)
        .filter(|path| !path.is_empty())
        .map(|path| PathBuf::from(String::from_utf8_lossy(path).into_owned()))
        .collect()
}

/// The targets of the inline links `[text](target)` of a Markdown text, without
/// anchors, outside fenced code blocks and code spans; links with a scheme
/// (`https:`, `mailto:`) and to anchors of the same file are left out, and an
/// angle-bracketed target (`<a b.md>`) loses its brackets.
fn relative_links(text: &str) -> Vec<&str> {
    let mut links = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // Every other piece between backticks is code.
        for prose in line.split('`').step_by(2) {
            for rest in prose.split("](").skip(1) {
                let target = match rest.strip_prefix('<') {
                    Some(bracketed) => bracketed.split('>').next(),
                    None => rest.split([')', ' ']).next(),
                };
                let target = target.unwrap_or("").split('#').next().unwrap_or("");
                let scheme = target.split_once(':').is_some_and(|(s, _)| {
                    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphabetic())
                });
                if !target.is_empty() && !scheme {
                    links.push(target);
                }
            }
        }
    }
    links
}

/// Where `target`, linked from the tracked file `file`, leads, relative to the root:
/// from the file's folder, or from the root for a target that starts with `/`, as
/// GitHub reads it; `None` when it climbs out of the repository. A template of the
/// scaffold is read from where `cargo xtask new` writes it.
fn resolve(file: &Path, target: &str) -> Option<PathBuf> {
    let base = match target.strip_prefix('/') {
        Some(_) => PathBuf::new(),
        None if file == Path::new("xtask/templates/statement.md") => "docs/problems".into(),
        None => file.parent().unwrap().to_path_buf(),
    };
    let mut path = PathBuf::new();
    for part in base.join(target.trim_start_matches('/')).components() {
        match part {
            // The guard does the popping; a `..` with nothing left to pop climbs out.
            Component::ParentDir if !path.pop() => return None,
            Component::Normal(name) => path.push(name),
            _ => {}
        }
    }
    Some(path)
}

#[test]
fn relative_links_in_the_markdown_files_lead_to_tracked_files() {
    let files = tracked();
    let folders: BTreeSet<&Path> = files.iter().flat_map(|f| f.ancestors().skip(1)).collect();
    let known: BTreeSet<&Path> = files.iter().map(PathBuf::as_path).collect();
    let markdown: Vec<&PathBuf> = files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "md"))
        .collect();
    assert!(
        markdown.len() > 40,
        "only {} Markdown files tracked",
        markdown.len()
    );
    let mut broken = Vec::new();
    for file in markdown {
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        for target in relative_links(&text) {
            let leads = resolve(file, target)
                .is_some_and(|to| known.contains(to.as_path()) || folders.contains(to.as_path()));
            if !leads {
                broken.push(format!("{}: {target}", file.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to no tracked file (a new file counts once `git add` has seen it):\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_runs_index_lists_every_run() {
    let index = std::fs::read_to_string(root().join("bench/runs/README.md")).unwrap();
    let listed = relative_links(&index);
    let missing: Vec<PathBuf> = tracked()
        .into_iter()
        .filter(|f| f.parent() == Some(Path::new("bench/runs")))
        .filter(|f| f.file_name().is_some_and(|n| n != "README.md"))
        .filter(|f| {
            !listed
                .iter()
                .any(|l| f.file_name().is_some_and(|n| n == *l))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "not in bench/runs/README.md: {missing:?}"
    );
}

#[test]
fn links_are_read_as_github_reads_them() {
    let text = "see [a](../a.md#top), [b](https://x.org/b), [c](c.md \"title\"), [d](#here),\n\
                [e](<my file.md>), [f](mailto:x@y.z) and `[g](code.md)`\n\
                ```\n[h](fenced.md)\n```\n[i](/docs/i.md)";
    assert_eq!(
        relative_links(text),
        ["../a.md", "c.md", "my file.md", "/docs/i.md"]
    );
    let file = Path::new("docs/problems/x.md");
    assert_eq!(resolve(file, "../judges.md"), Some("docs/judges.md".into()));
    assert_eq!(resolve(file, "/README.md"), Some("README.md".into()));
    assert_eq!(resolve(file, "../../../out.md"), None);
}

#[test]
fn ci_runs_the_readmes_test_command() {
    // The one command of the fenced block under the README's "Run every test".
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let after = readme
        .split_once("Run every test")
        .expect("the README's test command")
        .1;
    let block = after.split("```").nth(1).expect("a fenced block after it");
    let lines: Vec<&str> = block
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert_eq!(lines.len(), 1, "one command: {lines:?}");
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    assert!(
        ci.lines().any(|line| line.trim() == lines[0].trim()),
        "`.ci/run` does not run the README's test command `{}`",
        lines[0]
    );
}
