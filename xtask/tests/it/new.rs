//! `cargo xtask new` on a copy of the package: refusals write nothing; a new problem
//! is registered, its library compiles, its bundle passes its fixture, and `cargo
//! xtask stress` runs clean on it at once, from either template.

use crate::scratch;
use std::path::Path;
use xtask::rustc::Rustc;
use xtask::scaffold::{self, Limits, Spec};
use xtask::{bundle, fixtures};

#[test]
fn a_new_problem_works_from_the_first_minute() {
    let root = scratch::package_copy("new-problem");
    let before = scratch::snapshot(&root);
    for refused in ["poker", "swiss", "Sums", "gen", "9x"] {
        assert!(
            scaffold::new(&root, &Spec::example(refused)).is_err(),
            "{refused}"
        );
    }
    assert!(
        before == scratch::snapshot(&root),
        "a refused name changed the files"
    );

    let limits = Limits {
        seconds: 2.5,
        megabytes: 64,
    };
    let spec = |name: &str| Spec {
        limits: limits.clone(),
        judge: Some("Some \"Judge\" 7".into()),
        ..Spec::example(name)
    };
    // A name the copied tree does not have yet, whatever problems it holds.
    let name = (0..)
        .map(|k| format!("made_by_test{k}"))
        .find(|n| scaffold::check_name(&root, n).is_ok())
        .unwrap();
    let name = name.as_str();
    let lib_before = std::fs::read_to_string(root.join("src/solutions.rs")).unwrap();
    let registry_before = std::fs::read_to_string(root.join("src/problems.rs")).unwrap();
    let readme_before = std::fs::read_to_string(root.join("README.md")).unwrap();
    let written = scaffold::new(&root, &spec(name)).unwrap();
    assert_eq!(written.len(), 10);
    // The README's table gains the problem's row, right after the last one.
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let row = format!(
        "| `{name}` | to describe in a few words | Some \"Judge\" 7, 2.5 s, 64 MB | \
         [{name}](docs/problems/{name}.md) |\n"
    );
    let last_row = readme_before
        .lines()
        .rfind(|l| l.starts_with("| `"))
        .unwrap();
    assert_eq!(
        readme,
        readme_before.replacen(&format!("{last_row}\n"), &format!("{last_row}\n{row}"), 1)
    );
    let statement = std::fs::read_to_string(root.join(format!("docs/problems/{name}.md"))).unwrap();
    assert!(
        statement.contains("Judge: Some \"Judge\" 7, 2.5 s and 64 MB"),
        "{statement}"
    );
    // A second problem whose name sorts after every module, `mod tests` included.
    let last = "zz_last_made_by_test";
    scaffold::new(&root, &Spec::example(last)).unwrap();
    let lib = std::fs::read_to_string(root.join("src/solutions.rs")).unwrap();
    let mods: Vec<&str> = lib.lines().filter(|l| l.starts_with("pub mod ")).collect();
    for n in [name, last] {
        assert!(mods.contains(&format!("pub mod {n};").as_str()), "{lib}");
        // `solutions` carries the judges' Rust for all of them.
        assert!(!lib.contains("clippy::msrv"), "{lib}");
    }
    assert!(
        mods.windows(2).all(|w| w[0] < w[1]),
        "modules out of order: {mods:?}"
    );
    // Every line that was there is still there, in its order, and each
    // attribute still stands right above its item: only the new lines came in.
    for (before, after) in [
        (&lib_before, &lib),
        (
            &registry_before,
            &std::fs::read_to_string(root.join("src/problems.rs")).unwrap(),
        ),
    ] {
        let mut added: Vec<&str> = after.lines().collect();
        for line in before.lines() {
            let i = added
                .iter()
                .position(|l| *l == line)
                .unwrap_or_else(|| panic!("lost {line:?}:\n{after}"));
            added.drain(..=i);
        }
        let pairs = |t: &str| -> Vec<(String, String)> {
            let lines: Vec<&str> = t.lines().collect();
            lines
                .windows(2)
                .filter(|w| w[0].starts_with("#["))
                .map(|w| (w[0].to_string(), w[1].to_string()))
                .collect()
        };
        for pair in pairs(before) {
            assert!(
                pairs(after).contains(&pair),
                "{pair:?} came apart:\n{after}"
            );
        }
    }
    let registry = std::fs::read_to_string(root.join("src/problems.rs")).unwrap();
    assert!(
        registry.contains(&format!("name: \"{name}\""))
            && registry.contains("time_ms: 2500")
            && registry.contains(r#"judge: "Some \"Judge\" 7","#),
        "{registry}"
    );
    assert!(scaffold::new(&root, &spec(name)).is_err(), "made twice");

    // The whole library, registration included, compiles with bare rustc.
    let rustc = Rustc::judge().unwrap();
    let scratch = root.join("out");
    std::fs::create_dir_all(&scratch).unwrap();
    let lib_check = std::process::Command::new("rustc")
        .args([
            "--edition",
            "2024",
            "--crate-type",
            "lib",
            "--crate-name",
            "showdown",
        ])
        .arg("--emit=metadata")
        .arg("--out-dir")
        .arg(&scratch)
        .arg(root.join("src/lib.rs"))
        .output()
        .unwrap();
    assert!(
        lib_check.status.success(),
        "{}",
        String::from_utf8_lossy(&lib_check.stderr)
    );

    // Its bundle compiles as a judge compiles it and passes its fixture.
    let made = bundle::bundle(&root, name).unwrap();
    let source = scratch.join(format!("{name}.rs"));
    std::fs::write(&source, &made.text).unwrap();
    let exe = scratch.join(name);
    rustc.compile(&source, &exe, "2021", true).unwrap();
    let cases = fixtures::cases(&root, name).unwrap();
    assert_eq!(cases.len(), 1);
    fixtures::check(&exe, &cases[0]).unwrap();
}

#[test]
fn stress_runs_clean_on_a_fresh_scaffold() {
    // The shared scratch copy's `fresh` is a scaffold left as `cargo xtask new` made it.
    let scratch = scratch::scratch();
    let output = scratch.xtask(
        &["stress", "fresh", "--attempts", "200", "--seed", "8"],
        &[],
    );
    let all = scratch::shown(&output);
    assert_eq!(output.status.code(), Some(0), "{all}");
    assert!(all.contains(": 200 inputs, "), "{all}");
}

#[test]
fn a_card_problem_works_from_the_first_minute() {
    // The shared scratch copy's `fresh_cards` is `--template cards` as made, built
    // with the other scaffolds: its fixture passes through its cargo binary and its
    // bundle, its code is as rustfmt writes it, and stress finds no disagreement.
    let scratch = scratch::scratch();
    let name = "fresh_cards";
    let cases = fixtures::cases(&scratch.root, name).unwrap();
    assert_eq!(cases.len(), 1);
    fixtures::check(&scratch.binary(name), &cases[0]).unwrap();
    let out = scratch.target.join("cards-bundle");
    std::fs::create_dir_all(&out).unwrap();
    let source = scratch.root.join(format!("submit/{name}.rs"));
    let exe = out.join(name);
    // Unoptimised, to keep the test cheap: the fixture only needs the bundle to
    // compile and run (`cargo xtask judge` builds it with -O, as the judge does).
    Rustc::judge()
        .unwrap()
        .compile_cached(&source, &exe, "2021", false)
        .unwrap();
    fixtures::check(&exe, &cases[0]).unwrap();
    let formatted = std::process::Command::new("rustfmt")
        .args(["--check", "--edition", "2024"])
        .arg(scratch.root.join(format!("src/solutions/{name}.rs")))
        .arg(scratch.root.join(format!("src/problems/{name}.rs")))
        .output()
        .unwrap();
    assert!(formatted.status.success(), "{}", scratch::shown(&formatted));
    let output = scratch.xtask(&["stress", name, "--attempts", "200", "--seed", "8"], &[]);
    let all = scratch::shown(&output);
    assert_eq!(output.status.code(), Some(0), "{all}");
    assert!(all.contains(": 200 inputs, "), "{all}");
}

#[test]
fn a_problem_from_competitive_companion_has_its_samples_limits_and_page() {
    let root = scratch::package_copy("new-from");
    let json = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/data/poker-hands.json");
    let payload: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let args = xtask::new::Args {
        name: None,
        from: Some(json.clone()),
        judge: None,
        time: Some(2.0),
        memory: None,
        template: Default::default(),
    };
    // Its bundle needs the bare rustc of the judges, as every scaffold's does.
    xtask::new::command(&root, args).unwrap();
    // Named from its title; the samples as sent; the JSON's memory, the flag's time.
    let name = "poker_hands";
    let fixtures = root.join("fixtures").join(name);
    let test = &payload["tests"][0];
    assert_eq!(
        std::fs::read_to_string(fixtures.join("sample1.in")).unwrap(),
        test["input"].as_str().unwrap()
    );
    assert_eq!(
        std::fs::read_to_string(fixtures.join("sample1.out")).unwrap(),
        test["output"].as_str().unwrap()
    );
    assert!(!fixtures.join("sample.in").exists());
    let cases = fixtures::cases(&root, name).unwrap();
    assert_eq!(cases.len(), 1);
    let registry = std::fs::read_to_string(root.join("src/problems.rs")).unwrap();
    assert!(
        registry.contains("judge: \"Baekjoon 4429\",")
            && registry.contains("time_ms: 2000")
            && registry.contains("memory_bytes: 128 * MB"),
        "{registry}"
    );
    let url = "https://www.acmicpc.net/problem/4429";
    let statement = std::fs::read_to_string(root.join(format!("docs/problems/{name}.md"))).unwrap();
    assert!(
        statement.contains(&format!("Source: [Poker Hands]({url}).")),
        "{statement}"
    );
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        readme.contains(&format!(
            "| `{name}` | Poker Hands | Baekjoon 4429, 2 s, 128 MB | [{name}](docs/problems/{name}.md) |"
        )),
        "{readme}"
    );
    let readme = std::fs::read_to_string(fixtures.join("README.md")).unwrap();
    assert!(
        readme.contains(&format!(
            "| `sample1` | the statement's sample 1 | given by the statement ({url}) |"
        )),
        "{readme}"
    );
    assert!(root.join(format!("submit/{name}.rs")).is_file());
    // The same problem again is refused: its name is taken.
    let again = xtask::new::Args {
        name: None,
        from: Some(json),
        judge: None,
        time: None,
        memory: None,
        template: Default::default(),
    };
    let refused = xtask::new::command(&root, again).unwrap_err();
    assert_eq!(refused.code, 2);
    assert_eq!(
        refused.lines,
        [format!(
            "`{name}` exists already: src/solutions.rs has `mod {name}`"
        )]
    );
}

#[test]
fn every_input_shape_works_from_the_first_minute() {
    // Each shape's template as made, in the shared scratch copy: `cargo xtask test`
    // formats it, builds the binary and the bundle, and its fixture passes through
    // both; then stress finds no disagreement with its brute force.
    let scratch = scratch::scratch();
    for (name, _) in scratch::SHAPES {
        let output = scratch.xtask(&["test", name], &[]);
        let all = scratch::shown(&output);
        assert_eq!(output.status.code(), Some(0), "{name}: {all}");
        assert!(all.contains("2 of 2 runs AC"), "{name}: {all}");
        let output = scratch.xtask(&["stress", name, "--attempts", "200", "--seed", "8"], &[]);
        let all = scratch::shown(&output);
        assert_eq!(output.status.code(), Some(0), "{name}: {all}");
        assert!(all.contains(": 200 inputs, "), "{name}: {all}");
    }
}
