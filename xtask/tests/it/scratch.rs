//! One scratch copy of the repository for the tests that run `cargo xtask` on a new
//! problem, built once and shared: by the tests of a run (a `OnceLock`), and by
//! later runs (a stamp of the sources it was made from).
//!
//! It holds problems made by the scaffold: `fresh`, `fresh_cards` (of the cards
//! template) and one of each other input shape ([`SHAPES`]), untouched, and
//! `planted`, whose time limit is 2 s (well under its 3 s sleep, and well above a
//! run under the load of the tests beside it) and whose solver has bugs chosen by
//! the environment variable `PLANTED_BUG` of the program's process:
//! - unset: the sum is one too high when `a >= 1000`;
//! - `none`: no bug;
//! - `crash`: a panic when `a == 3`;
//! - `sleep`: three seconds asleep when `a == 7`;
//! - `state`: each case adds the previous case's `b`.
//!
//! With `PLANTED_GENERATOR` set, `planted`'s generator makes an input its own brute
//! force refuses. Its bundle `submit/planted.rs` is made after the bugs are planted.

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The templates of the other input shapes, each scaffolded untouched as a problem.
pub const SHAPES: [(&str, xtask::scaffold::Template); 9] = [
    ("fresh_lines", xtask::scaffold::Template::Lines),
    ("fresh_single", xtask::scaffold::Template::Single),
    ("fresh_terminated", xtask::scaffold::Template::Terminated),
    ("fresh_cards_lines", xtask::scaffold::Template::CardsLines),
    ("fresh_cards_single", xtask::scaffold::Template::CardsSingle),
    (
        "fresh_cards_terminated",
        xtask::scaffold::Template::CardsTerminated,
    ),
    ("fresh_ranks", xtask::scaffold::Template::Ranks),
    ("fresh_ranks_comma", xtask::scaffold::Template::RanksComma),
    ("fresh_ranks_glued", xtask::scaffold::Template::RanksGlued),
];

/// What every cargo build in the copy runs with, the copy's own and those of its
/// `cargo xtask`. The copy is built once and never edited, so nothing is built
/// incrementally, and its own `cargo xtask` is built without debug info:
/// - the `loop` profile's binaries whole in 16 codegen units, not in 256, so that
///   they build from nothing in about 15 s, not 20 to 28;
/// - the `dev` build of the copy's xtask and library in 9 s, not 18 to 23.
///
/// The dependencies seeded from the outer build (`seed`) keep their fingerprints:
/// `dev`'s overrides already build them without debug info, and Cargo builds only
/// the workspace's own crates incrementally. What these tests check of the tools
/// does not depend on how the code is built.
const BUILD_ENV: [(&str, &str); 4] = [
    ("CARGO_PROFILE_LOOP_INCREMENTAL", "false"),
    ("CARGO_PROFILE_LOOP_CODEGEN_UNITS", "16"),
    ("CARGO_PROFILE_DEV_INCREMENTAL", "false"),
    ("CARGO_PROFILE_DEV_DEBUG", "false"),
];

/// The scratch repository and where its builds go.
pub struct Scratch {
    /// The copy's root.
    pub root: PathBuf,
    /// Its `CARGO_TARGET_DIR`, kept across runs so that only changes rebuild.
    pub target: PathBuf,
    /// Its `cargo xtask` binary.
    pub xtask: PathBuf,
}

impl Scratch {
    /// `cargo xtask ARGS` in the copy, with `env` set; returns the output.
    pub fn xtask(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut command = Command::new(&self.xtask);
        command
            .args(args)
            .current_dir(&self.root)
            .env("CARGO_TARGET_DIR", &self.target)
            .envs(BUILD_ENV)
            .env_remove("PLANTED_BUG")
            .env_remove("PLANTED_GENERATOR");
        for (key, value) in env {
            command.env(key, value);
        }
        command.output().expect("the scratch xtask runs")
    }

    /// The planted problem's cargo binary, as `cargo xtask test` and `stress` build it.
    pub fn planted(&self) -> PathBuf {
        self.binary("planted")
    }

    /// The cargo binary of the problem `name`, as `cargo xtask test` and `stress`
    /// build it (Cargo's profile `loop`).
    pub fn binary(&self, name: &str) -> PathBuf {
        self.target.join(xtask::cargo::LOOP_PROFILE).join(name)
    }
}

/// A fresh copy, under the tests' temporary folder as `name`, of the repository
/// (its sources, not its build); for the tests that add a problem without building
/// it, apart from the shared scratch copy.
pub fn package_copy(name: &str) -> PathBuf {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    let mut files = Vec::new();
    list(repo, repo, &mut files);
    for path in &files {
        let to = root.join(path);
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(repo.join(path), &to).unwrap();
    }
    root
}

/// Every file under `dir` with its bytes.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = Vec::new();
    list(dir, dir, &mut files);
    files
        .into_iter()
        .map(|path| {
            let bytes = std::fs::read(dir.join(&path)).unwrap();
            (path, bytes)
        })
        .collect()
}

/// The scratch copy, made and built on first use.
pub fn scratch() -> &'static Scratch {
    static SCRATCH: OnceLock<Scratch> = OnceLock::new();
    SCRATCH.get_or_init(make)
}

/// The text and exit code of a run, for assertion messages.
pub fn shown(output: &Output) -> String {
    format!(
        "exit {:?}\nstdout:\n{}\nstderr:\n{}",
        output.status.code(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn make() -> Scratch {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let root = tmp.join("stress-scratch");
    let target = tmp.join("stress-target");
    let scratch = Scratch {
        xtask: target.join("debug/xtask"),
        root: root.clone(),
        target,
    };
    let mut files = Vec::new();
    list(repo, repo, &mut files);
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for path in &files {
        path.hash(&mut hasher);
        std::fs::read(repo.join(path)).unwrap().hash(&mut hasher);
    }
    include_str!("scratch.rs").hash(&mut hasher);
    let stamp = format!("{:016x}\n", hasher.finish());
    let stamp_path = tmp.join("stress-scratch.stamp");
    if std::fs::read_to_string(&stamp_path).is_ok_and(|s| s == stamp) && scratch.xtask.is_file() {
        return scratch;
    }
    let _ = std::fs::remove_file(&stamp_path);
    // Made afresh in a staging folder, then only what differs is written into the
    // copy: an unchanged file keeps its time, so that cargo rebuilds only what the
    // sources' changes reach (a change to a test or a doc rebuilt everything, 35 to
    // 80 s of a test run).
    let staging = tmp.join("stress-scratch-staging");
    let _ = std::fs::remove_dir_all(&staging);
    for path in &files {
        let to = staging.join(path);
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(repo.join(path), &to).unwrap();
    }
    let mut planted = xtask::scaffold::Spec::example("planted");
    planted.limits.seconds = 2.0;
    let cards = xtask::scaffold::Spec {
        template: xtask::scaffold::Template::Cards,
        ..xtask::scaffold::Spec::example("fresh_cards")
    };
    xtask::scaffold::new(&staging, &xtask::scaffold::Spec::example("fresh")).unwrap();
    xtask::scaffold::new(&staging, &cards).unwrap();
    for (name, template) in SHAPES {
        let spec = xtask::scaffold::Spec {
            template,
            ..xtask::scaffold::Spec::example(name)
        };
        xtask::scaffold::new(&staging, &spec).unwrap();
    }
    xtask::scaffold::new(&staging, &planted).unwrap();
    plant(&staging);
    let shapes = SHAPES.map(|(name, _)| name);
    for name in ["fresh", "fresh_cards", "planted"].iter().chain(&shapes) {
        let made = xtask::bundle::bundle(&staging, name).unwrap();
        std::fs::write(staging.join(format!("submit/{name}.rs")), made.text).unwrap();
    }
    sync(&staging, &root);
    let debug = scratch.target.join("debug");
    if !debug.is_dir() {
        // Seeded aside, then renamed into place: a seed cut short is never taken
        // for a whole one, and is made again by the next run.
        let seeding = scratch.target.join("debug-seeding");
        let _ = std::fs::remove_dir_all(&seeding);
        seed(&tmp.parent().unwrap().join("debug"), &seeding);
        std::fs::rename(&seeding, &debug).unwrap();
    }
    let mut problems = vec!["build", "--profile", xtask::cargo::LOOP_PROFILE, "--bins"];
    for name in ["fresh", "fresh_cards", "planted"].iter().chain(&shapes) {
        problems.extend(["--package", name]);
    }
    for args in [&["build", "--package", "xtask"][..], &problems] {
        let status = Command::new(env!("CARGO"))
            .args(args)
            .current_dir(&root)
            .env("CARGO_TARGET_DIR", &scratch.target)
            .envs(BUILD_ENV)
            .status()
            .unwrap();
        assert!(status.success(), "cargo {args:?} in {}", root.display());
    }
    std::fs::write(&stamp_path, stamp).unwrap();
    scratch
}

/// Gives a new target folder `to` copies of the dependencies' builds in the outer
/// one, `from`, so that the copy's first `cargo build --package xtask` compiles
/// only the workspace's own crates: from a fresh clone it compiled syn, clap,
/// serde and the rest a second time, about 55 s of this machine's 70. Cargo's
/// names and fingerprints of registry crates do not depend on the workspace's
/// path, so it takes each copy whose features and profile agree and rebuilds the
/// rest, as if the copy were not there. The outer build is over while tests run
/// (cargo holds the folder's lock); an editor's `cargo check` beside it writes
/// metadata-only units, which a build here never takes. Copies, not links: a
/// rebuild here must not write through into the outer folder.
fn seed(from: &Path, to: &Path) {
    // The workspace's packages (fingerprints and build scripts go by package name,
    // libraries by crate name) would be rebuilt from the copy's sources anyway.
    let ours = |name: &str| {
        [
            "showdown",
            "xtask",
            "oracle",
            "libshowdown",
            "libxtask",
            "liboracle",
        ]
        .iter()
        .any(|p| name.starts_with(p))
    };
    for (dir, wanted) in [
        (
            "deps",
            (|name: &str| name.starts_with("lib")) as fn(&str) -> bool,
        ),
        (".fingerprint", |_| true),
        ("build", |_| true),
    ] {
        let Ok(entries) = std::fs::read_dir(from.join(dir)) else {
            continue;
        };
        for entry in entries.map(Result::unwrap) {
            let name = entry.file_name().to_string_lossy().into_owned();
            if wanted(&name) && !ours(&name) {
                copy_tree(&entry.path(), &to.join(dir).join(&name));
            }
        }
    }
}

/// Copies the file or folder `from` to `to`, folders recursively, each file with
/// its modification time: cargo compares a build's time with its dependencies',
/// and copies stamped in the order they were made rebuilt nearly everything.
fn copy_tree(from: &Path, to: &Path) {
    if from.is_dir() {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap().map(Result::unwrap) {
            copy_tree(&entry.path(), &to.join(entry.file_name()));
        }
    } else {
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(from, to).unwrap();
        let modified = std::fs::metadata(from).unwrap().modified().unwrap();
        std::fs::File::open(to)
            .unwrap()
            .set_modified(modified)
            .unwrap();
    }
}

/// Makes `to` hold exactly the files of `from`, writing only those whose bytes
/// differ and removing those `from` lacks.
fn sync(from: &Path, to: &Path) {
    let (mut wanted, mut present) = (Vec::new(), Vec::new());
    list(from, from, &mut wanted);
    if to.is_dir() {
        list(to, to, &mut present);
    }
    // `list` gives paths sorted.
    for path in present.iter().filter(|p| wanted.binary_search(p).is_err()) {
        std::fs::remove_file(to.join(path)).unwrap();
    }
    for path in &wanted {
        let bytes = std::fs::read(from.join(path)).unwrap();
        let target = to.join(path);
        if std::fs::read(&target).ok().as_ref() != Some(&bytes) {
            std::fs::create_dir_all(target.parent().unwrap()).unwrap();
            std::fs::write(&target, bytes).unwrap();
        }
    }
}

/// Every file of the repository but its build output and git data, relative, sorted.
fn list(repo: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap();
        if dir == repo && (name == "target" || name == ".git") {
            continue;
        }
        if path.is_dir() {
            list(repo, &path, out);
        } else {
            out.push(path.strip_prefix(repo).unwrap().to_path_buf());
        }
    }
}

/// `text` with `from` replaced by `to`, which must be there exactly once.
fn edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert_eq!(
        text.matches(from).count(),
        1,
        "{from:?} in {}",
        path.display()
    );
    std::fs::write(path, text.replace(from, to)).unwrap();
}

fn plant(root: &Path) {
    edit(
        &root.join("problems/planted/src/main.rs"),
        "    for case in 1..=tests {\n        let [a, b] = read_test(&mut sc).map_err(|e| e.in_case(case))?;\n        push_u64(out, a + b);\n",
        r#"    let bug = std::env::var("PLANTED_BUG").unwrap_or_default();
    let mut leftover = 0;
    for case in 1..=tests {
        let [a, b] = read_test(&mut sc).map_err(|e| e.in_case(case))?;
        let sum = match bug.as_str() {
            "none" => a + b,
            "crash" if a == 3 => panic!("planted crash"),
            "sleep" if a == 7 => {
                std::thread::sleep(std::time::Duration::from_secs(3));
                a + b
            }
            "crash" | "sleep" => a + b,
            "state" => a + b + leftover,
            _ if a >= 1000 => a + b + 1,
            _ => a + b,
        };
        leftover = b;
        push_u64(out, sum);
"#,
    );
    edit(
        &root.join("problems/planted/src/bin/planted-oracle/main.rs"),
        "fn random(rng: &mut SplitMix64, size: usize) -> String {\n",
        "fn random(rng: &mut SplitMix64, size: usize) -> String {\n    if std::env::var_os(\"PLANTED_GENERATOR\").is_some() {\n        return \"2\\n1 2\\n\".into();\n    }\n",
    );
}
