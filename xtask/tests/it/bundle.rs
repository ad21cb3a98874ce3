//! The bundler on small made-up workspaces (a library and a package per problem):
//! what it keeps, what it drops, what it refuses. Every bundle made here is compiled
//! with bare rustc and run.

use std::path::{Path, PathBuf};
use xtask::bundle::{self, BundleError, LIMIT};
use xtask::rustc::Rustc;

/// A workspace of `files` (path, text) in a fresh folder under the test's temporary
/// dir: the library `showdown` at its root, and a problem's package (its manifest
/// made here) for each `problems/NAME/src/main.rs` among the files.
fn project(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("bundle")
        .join(test);
    let _ = std::fs::remove_dir_all(&root);
    let mut all = vec![(
        "Cargo.toml".to_string(),
        "[package]\nname = \"showdown\"\nedition = \"2021\"\n\n\
         [workspace]\nmembers = [\".\", \"problems/*\"]\n"
            .to_string(),
    )];
    for (path, text) in files {
        if let Some(name) = path
            .strip_prefix("problems/")
            .and_then(|p| p.strip_suffix("/src/main.rs"))
        {
            let manifest = format!(
                "[package]\nname = \"{name}\"\nedition = \"2021\"\ndescription = \"a test\"\n\n\
                 [package.metadata.judge]\nname = \"none\"\ntime = 1\nmemory = \"1 MB\"\n\n\
                 [dependencies]\nshowdown = {{ path = \"../..\" }}\n"
            );
            all.push((format!("problems/{name}/Cargo.toml"), manifest));
        }
        all.push((path.to_string(), text.to_string()));
    }
    for (path, text) in all {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    root
}

/// Bundles `name`, compiles it as a judge does, runs it; returns the bundle and its output.
fn bundle_and_run(root: &Path, name: &str) -> (String, String) {
    let made = bundle::bundle(root, name).unwrap_or_else(|e| panic!("{e}"));
    let source = root.join(format!("{name}_bundle.rs"));
    std::fs::write(&source, &made.text).unwrap();
    let exe = root.join(format!("{name}_bundle"));
    let rustc = Rustc::judge().unwrap();
    if let Err(e) = rustc.compile(&source, &exe, "2021", true) {
        panic!("{e}\n{}", made.text);
    }
    let output = std::process::Command::new(&exe).output().unwrap();
    assert!(output.status.success(), "{}", made.text);
    (made.text, String::from_utf8(output.stdout).unwrap())
}

const LIB: &str = "//! The library.\n#![warn(missing_docs)]\npub mod a;\npub mod b;\npub mod unused;\n\
                   pub use a::Thing;\n";

#[test]
fn keeps_what_the_problem_reaches_and_nothing_else() {
    let root = project(
        "reach",
        &[
            ("src/lib.rs", LIB),
            (
                "problems/main/src/main.rs",
                "//! Doc.\nfn main() { showdown::a::run(); showdown::b::kept(); }\n",
            ),
            (
                "src/a.rs",
                "//! A.\nmod inner;\npub use inner::Thing;\n/// Runs.\npub fn run() { \
                 println!(\"{}\", crate::b::TWO + inner::ONE); }\n#[cfg(test)]\nmod tests { \
                 #[test] fn t() {} }\n#[cfg(feature = \"extra\")]\npub fn extra() {}\n",
            ),
            (
                "src/a/inner.rs",
                "// A comment.\npub const ONE: u8 = 1;\n/// A thing.\npub struct Thing;\n",
            ),
            (
                "src/b.rs",
                "pub const TWO: u8 = 2;\n#[cfg(not(test))]\npub fn kept() {}\n",
            ),
            ("src/unused.rs", "pub fn never() {}\n"),
        ],
    );
    let (text, output) = bundle_and_run(&root, "main");
    assert_eq!(output, "3\n");
    let body: String = text.lines().skip(2).collect::<Vec<_>>().join("\n");
    // prettyplease spaces `crate ::` inside macro tokens; rustc reads it the same.
    // The library first, its top modules private (rustc then finds their dead code),
    // and the problem's code last.
    let expected = "\n#![allow(dead_code, unused_imports)]\n\nmod a {\n\tmod inner {\n\
                    \t\tpub const ONE: u8 = 1;\n\t\tpub struct Thing;\n\t}\n\
                    \tpub fn run() {\n\
                    \t\tprintln!(\"{}\", crate ::b::TWO + inner::ONE);\n\t}\n}\n\n\
                    mod b {\n\tpub const TWO: u8 = 2;\n\t#[cfg(not(test))]\n\tpub fn kept() {}\n}\n\n\
                    fn main() {\n\tcrate::a::run();\n\tcrate::b::kept();\n}";
    assert_eq!(body, expected);
    assert!(text.starts_with("// main: the single-file submission for problems/main/src/main.rs"));
    let made = bundle::bundle(&root, "main").unwrap();
    let names: Vec<&str> = made.modules.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["a", "b"]);
    // Each module's size is its block's length in the file, tabs and all.
    for (module, size) in &made.modules {
        let start = made.text.find(&format!("\nmod {module} {{")).unwrap() + 1;
        let block = &made.text[start..start + size];
        assert!(block.ends_with("}\n"), "{module}: {block:?}");
        assert!(matches!(
            made.text[start + size..].chars().next(),
            None | Some('\n')
        ));
    }
}

#[test]
fn inlines_the_problems_own_modules_after_the_library() {
    let root = project(
        "order",
        &[
            ("src/lib.rs", "pub mod input;\n"),
            (
                "problems/zebra/src/main.rs",
                "mod game;\nfn main() { showdown::input::run(game::solve); }\n",
            ),
            (
                "problems/zebra/src/game.rs",
                "mod rules;\npub fn solve() -> u8 { crate::game::rules::SEVEN }\n",
            ),
            (
                "problems/zebra/src/game/rules.rs",
                "pub const SEVEN: u8 = 7;\n",
            ),
            (
                "src/input.rs",
                "pub fn run(f: fn() -> u8) { println!(\"{}\", f()); }\n",
            ),
        ],
    );
    let (text, output) = bundle_and_run(&root, "zebra");
    assert_eq!(output, "7\n");
    let game = text.find("mod game {").unwrap();
    assert!(text.contains("mod rules {"), "{text}");
    assert!(game > text.find("\nmod input").unwrap(), "{text}");
}

#[test]
fn problems_may_name_the_library_any_way() {
    let root = project(
        "naming",
        &[
            ("src/lib.rs", "pub mod poker;\npub use poker::Card;\n"),
            (
                "problems/root/src/main.rs",
                "use showdown::Card;\nfn main() { println!(\"{}\", Card::ACE.0); }\n",
            ),
            (
                "problems/module/src/main.rs",
                "use showdown::poker;\nfn main() { println!(\"{}\", poker::Card::ACE.0); }\n",
            ),
            (
                "problems/glob/src/main.rs",
                "use showdown::*;\nfn main() { println!(\"{}\", poker::low().0 + Card::ACE.0); }\n",
            ),
            (
                "problems/clash/src/main.rs",
                "fn poker() {}\nfn main() { poker(); showdown::poker::low(); }\n",
            ),
            ("src/poker.rs", "mod card;\npub use card::{Card, low};\n"),
            (
                "src/poker/card.rs",
                "pub struct Card(pub u8);\nimpl Card { pub const ACE: Card = Card(12); }\npub fn low() -> Card { Card(0) }\n",
            ),
        ],
    );
    assert_eq!(bundle_and_run(&root, "root").1, "12\n");
    assert_eq!(bundle_and_run(&root, "module").1, "12\n");
    assert_eq!(bundle_and_run(&root, "glob").1, "12\n");
    let clash = bundle::bundle(&root, "clash").unwrap_err().to_string();
    assert!(
        clash.contains("`poker` is also a name of the library's root"),
        "{clash}"
    );
}

#[test]
fn keeps_impls_that_nothing_names() {
    let root = project(
        "impls",
        &[
            (
                "src/lib.rs",
                "pub mod guard;\npub mod flush;\npub mod s;\npub mod extra;\npub mod m;\npub mod c;\n",
            ),
            (
                "problems/drop/src/main.rs",
                "fn main() { let _g = showdown::guard::Guard(3); println!(\"hi\"); }\n",
            ),
            (
                "problems/inherent/src/main.rs",
                "use showdown::s::Named;\nfn main() { println!(\"{}\", showdown::s::S.name()); }\n",
            ),
            (
                "problems/glob/src/main.rs",
                "fn main() { showdown::c::run(); }\n",
            ),
            ("src/guard.rs", "pub struct Guard(pub u8);\n"),
            (
                "src/flush.rs",
                "impl Drop for crate::guard::Guard { fn drop(&mut self) { println!(\"dropped {}\", self.0) } }\n",
            ),
            (
                "src/s.rs",
                "pub struct S;\npub trait Named { fn name(&self) -> &str { \"trait\" } }\nimpl Named for S {}\n",
            ),
            (
                "src/extra.rs",
                "impl crate::s::S { pub fn name(&self) -> &str { \"inherent\" } }\n",
            ),
            ("src/m.rs", "mod ext;\npub use ext::Shout;\n"),
            (
                "src/m/ext.rs",
                "pub trait Shout { fn to_string(self) -> String; }\nimpl Shout for u8 { fn to_string(self) -> String { \"SHOUT\".into() } }\n",
            ),
            (
                "src/c.rs",
                "use crate::m::*;\npub fn run() { println!(\"{}\", Shout::to_string(5u8)); }\n",
            ),
        ],
    );
    assert_eq!(bundle_and_run(&root, "drop").1, "hi\ndropped 3\n");
    assert_eq!(bundle_and_run(&root, "inherent").1, "inherent\n");
    assert_eq!(bundle_and_run(&root, "glob").1, "SHOUT\n");
}

#[test]
fn keeps_a_reexport_only_when_something_names_it() {
    let root = project(
        "lazy",
        &[
            ("src/lib.rs", "pub mod io;\npub mod cards;\n"),
            (
                "problems/plain/src/main.rs",
                "fn main() { showdown::io::read(); }\n",
            ),
            (
                "problems/dealt/src/main.rs",
                "fn main() { let _ = showdown::io::Reader(showdown::cards::Card); }\n",
            ),
            (
                "problems/format/src/main.rs",
                "fn main() { showdown::io::show(); }\n",
            ),
            (
                "src/io.rs",
                "mod reader;\npub use reader::Reader;\nmod helper;\npub use helper::help;\nmod limits;\n\
                 pub use limits::LIMIT;\npub fn read() { help() }\npub fn show() { println!(\"{LIMIT}\") }\n",
            ),
            (
                "src/io/reader.rs",
                "pub struct Reader(pub crate::cards::Card);\n",
            ),
            ("src/io/helper.rs", "pub fn help() {}\n"),
            ("src/io/limits.rs", "pub const LIMIT: u8 = 9;\n"),
            ("src/cards.rs", "pub struct Card;\n"),
        ],
    );
    // `read` uses `help` through the module's own re-export; nothing names `Reader`.
    let (plain, _) = bundle_and_run(&root, "plain");
    assert!(
        plain.contains("pub use helper::help;") && plain.contains("mod helper {"),
        "{plain}"
    );
    assert!(
        !plain.contains("Reader") && !plain.contains("mod cards"),
        "{plain}"
    );
    let (dealt, _) = bundle_and_run(&root, "dealt");
    assert!(
        dealt.contains("pub use reader::Reader;") && dealt.contains("\nmod cards {"),
        "{dealt}"
    );
    // A name used only inside a format string still counts.
    assert_eq!(bundle_and_run(&root, "format").1, "9\n");
}

#[test]
fn refuses_other_crates_unknown_binaries_default_features_and_oversized_bundles() {
    let big = format!(
        "pub fn f() {{ println!(\"{{}}\", X.len()); }}\npub const X: &str = \"{}\";\n",
        "0123456789".repeat(7_000)
    );
    let root = project(
        "refusals",
        &[
            ("src/lib.rs", "pub mod a;\npub mod b;\npub mod big;\n"),
            (
                "problems/main/src/main.rs",
                "fn main() { showdown::a::f(); }\n",
            ),
            (
                "problems/extern/src/main.rs",
                "fn main() { showdown::b::f(); }\n",
            ),
            (
                "problems/large/src/main.rs",
                "fn main() { showdown::big::f(); }\n",
            ),
            ("src/a.rs", "use itertools::Itertools;\npub fn f() {}\n"),
            ("src/b.rs", "extern crate rand;\npub fn f() {}\n"),
            ("src/big.rs", &big),
        ],
    );
    for (name, foreign) in [("main", "`itertools`"), ("extern", "`rand`")] {
        let err = bundle::bundle(&root, name).unwrap_err();
        assert!(
            matches!(&err, BundleError::Source { message, .. } if message.starts_with(foreign)),
            "{err}"
        );
    }
    let unknown = bundle::bundle(&root, "nosuch").unwrap_err();
    assert_eq!(
        unknown.to_string(),
        "no problem `nosuch`: the problems are extern, large, main"
    );
    match bundle::bundle(&root, "large").unwrap_err() {
        BundleError::TooLarge { bytes, largest, .. } => {
            assert!(bytes > LIMIT);
            let big_module: usize = largest
                .trim_start_matches("big (")
                .trim_end_matches(')')
                .replace(',', "")
                .parse()
                .unwrap();
            assert!(
                big_module < bytes && bytes - big_module < 300,
                "{bytes} {largest}"
            );
        }
        other => panic!("{other}"),
    }
    std::fs::write(
        root.join("Cargo.toml"),
        "[package]\nname = \"showdown\"\n[features]\ndefault = [\"fast\"]\nfast = []\n\n\
         [workspace]\nmembers = [\".\", \"problems/*\"]\n",
    )
    .unwrap();
    let err = bundle::bundle(&root, "large").unwrap_err().to_string();
    assert!(err.contains("default features"), "{err}");
}

#[test]
fn removes_what_rustc_finds_dead_and_keeps_what_stays_named() {
    let root = project(
        "dead",
        &[
            ("src/lib.rs", "pub mod fast;\npub mod plain;\n"),
            (
                "problems/main/src/main.rs",
                "fn main() {\n    let none: Option<showdown::plain::Plain> = None;\n    \
                 println!(\"{} {}\", showdown::fast::Fast.best(), none.is_none());\n}\n",
            ),
            (
                "src/fast.rs",
                "pub struct Fast;\nimpl Fast {\n    pub fn best(&self) -> u8 { 1 }\n    \
                 pub fn worst(&self) -> u8 { crate::plain::helper() }\n}\n",
            ),
            // `Plain::best` shares its name with the called `Fast::best`: counting
            // names keeps it, rustc does not.
            (
                "src/plain.rs",
                "pub const SIZE: usize = 3;\npub struct Plain([u8; SIZE]);\n\
                 impl Plain {\n    pub fn best(&self) -> u8 { helper() }\n}\n\
                 impl std::fmt::Display for Plain {\n    \
                 fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", helper()) }\n}\n\
                 pub fn helper() -> u8 { 2 }\n",
            ),
        ],
    );
    let (text, output) = bundle_and_run(&root, "main");
    assert_eq!(output, "1 true\n");
    for gone in [
        "worst",
        "impl Plain {",
        "fn best(&self) -> u8 {\n\t\t\thelper",
    ] {
        assert!(!text.contains(gone), "{gone}: {text}");
    }
    for kept in ["fn best", "const SIZE", "struct Plain", "fn helper"] {
        assert!(text.contains(kept), "{kept}: {text}");
    }
    // The second time, what the first removed goes first: the same text.
    assert_eq!(bundle::bundle(&root, "main").unwrap().text, text);
}
