//! The bundler on small made-up projects: what it keeps, what it drops, what it refuses.

use std::path::{Path, PathBuf};
use xtask::bundle::{self, BundleError, LIMIT};

/// A project of `files` (path, text) in a fresh folder under the test's temporary dir.
fn project(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    let _ = std::fs::remove_dir_all(&root);
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    root
}

const LIB: &str = "//! The library.\n#![warn(missing_docs)]\npub mod a;\npub mod b;\npub mod unused;\n\
                   pub use a::Thing;\n";

#[test]
fn keeps_what_the_binary_reaches_and_nothing_else() {
    let root = project(
        "reach",
        &[
            ("src/lib.rs", LIB),
            (
                "src/bin/main.rs",
                "//! Doc.\nfn main() { showdown::a::run(); }\n",
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
    let made = bundle::bundle(&root, "main").unwrap();
    let body: String = made.text.lines().skip(2).collect::<Vec<_>>().join("\n");
    // prettyplease spaces `crate ::` inside macro tokens; rustc reads it the same.
    let expected = "\nfn main() {\n\tcrate::a::run();\n}\npub mod a {\n\tmod inner {\n\
                    \t\tpub const ONE: u8 = 1;\n\t\tpub struct Thing;\n\t}\n\
                    \tpub fn run() {\n\
                    \t\tprintln!(\"{}\", crate ::b::TWO + inner::ONE);\n\t}\n}\n\
                    pub mod b {\n\tpub const TWO: u8 = 2;\n\t#[cfg(not(test))]\n\tpub fn kept() {}\n}";
    assert_eq!(body, expected);
    assert!(made.text.starts_with("// main: "));
    let names: Vec<&str> = made.modules.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["a", "b"]);
}

#[test]
fn follows_the_root_reexports_the_binary_uses() {
    let root = project(
        "exports",
        &[
            ("src/lib.rs", LIB),
            (
                "src/bin/main.rs",
                "use showdown::Thing;\nfn main() { let _ = Thing; }\n",
            ),
            ("src/a.rs", "pub struct Thing;\n"),
            ("src/b.rs", "pub const TWO: u8 = 2;\n"),
            ("src/unused.rs", "pub fn never() {}\n"),
        ],
    );
    let made = bundle::bundle(&root, "main").unwrap();
    assert!(made.text.contains("use crate::Thing;"), "{}", made.text);
    assert!(made.text.contains("\npub use a::Thing;\n"), "{}", made.text);
    assert!(made.text.contains("pub mod a {") && !made.text.contains("pub mod b {"));
}

#[test]
fn refuses_other_crates_unknown_binaries_and_oversized_bundles() {
    let files = [
        ("src/lib.rs", "pub mod a;\npub mod big;\n"),
        ("src/bin/main.rs", "fn main() { showdown::a::f(); }\n"),
        ("src/bin/large.rs", "fn main() { showdown::big::f(); }\n"),
        ("src/a.rs", "use itertools::Itertools;\npub fn f() {}\n"),
    ];
    let big = format!(
        "pub fn f() {{}}\n{}",
        "pub const X: &str = \"0123456789\";\n".repeat(3_000)
    );
    let mut with_big = files.to_vec();
    with_big.push(("src/big.rs", &big));
    let root = project("refusals", &with_big);
    let err = bundle::bundle(&root, "main").unwrap_err();
    assert!(
        matches!(&err, BundleError::Source { message, .. } if message.contains("`use itertools::...`")),
        "{err}"
    );
    let unknown = bundle::bundle(&root, "nosuch").unwrap_err();
    assert_eq!(
        unknown.to_string(),
        "no binary `nosuch`: the binaries are large, main"
    );
    match bundle::bundle(&root, "large").unwrap_err() {
        BundleError::TooLarge { bytes, largest, .. } => {
            assert!(bytes > LIMIT);
            assert!(largest.starts_with("big ("), "{largest}");
        }
        other => panic!("{other}"),
    }
}

#[test]
fn keeps_a_reexport_only_when_something_names_it() {
    let root = project(
        "lazy",
        &[
            ("src/lib.rs", "pub mod io;\npub mod cards;\n"),
            ("src/bin/plain.rs", "fn main() { showdown::io::read(); }\n"),
            (
                "src/bin/dealt.rs",
                "fn main() { let _ = showdown::io::Reader; }\n",
            ),
            (
                "src/io.rs",
                "mod reader;\npub use reader::Reader;\nmod helper;\npub use helper::help;\n\
                 pub fn read() { help() }\n",
            ),
            (
                "src/io/reader.rs",
                "pub struct Reader(crate::cards::Card);\n",
            ),
            ("src/io/helper.rs", "pub fn help() {}\n"),
            ("src/cards.rs", "pub struct Card;\n"),
        ],
    );
    // `read` uses `help` through the module's own re-export; nothing names `Reader`.
    let plain = bundle::bundle(&root, "plain").unwrap().text;
    assert!(
        plain.contains("pub use helper::help;") && plain.contains("mod helper {"),
        "{plain}"
    );
    assert!(
        !plain.contains("Reader") && !plain.contains("mod cards"),
        "{plain}"
    );
    let dealt = bundle::bundle(&root, "dealt").unwrap().text;
    assert!(
        dealt.contains("pub use reader::Reader;") && dealt.contains("pub mod cards {"),
        "{dealt}"
    );
}
