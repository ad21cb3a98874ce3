//! `cargo xtask new` on a copy of the repository: refusals write nothing; a new
//! problem is its own package, found from the workspace's metadata with no list to
//! register in, its bundle passes its fixture, and `cargo xtask test` and `stress`
//! run clean on it at once, from every template.

use crate::scratch;
use std::path::Path;
use xtask::rustc::Rustc;
use xtask::scaffold::{self, Limits, Spec};
use xtask::{bundle, fixtures, problems};

#[test]
fn a_new_problem_works_from_the_first_minute() {
    let root = scratch::package_copy("new-problem");
    let before = scratch::snapshot(&root);
    for refused in ["rhino", "oracle", "itertools", "Sums", "gen", "9x"] {
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
    let written = scaffold::new(&root, &spec(name)).unwrap();
    // Its package (manifest, solution, oracle), its fixture with its README, its
    // statement, and the README's table: no shared list.
    let changed: Vec<String> = written
        .iter()
        .map(|p| p.strip_prefix(&root).unwrap().display().to_string())
        .collect();
    assert_eq!(
        changed,
        [
            format!("problems/{name}/Cargo.toml"),
            format!("problems/{name}/src/main.rs"),
            format!("problems/{name}/src/bin/{name}-oracle/main.rs"),
            format!("fixtures/{name}/sample.in"),
            format!("fixtures/{name}/sample.out"),
            format!("fixtures/{name}/README.md"),
            format!("docs/problems/{name}.md"),
            "README.md".to_string(),
        ]
    );
    let after = scratch::snapshot(&root);
    let touched: Vec<_> = after
        .keys()
        .filter(|p| before.get(*p) != after.get(*p))
        .map(|p| p.display().to_string())
        .collect();
    assert_eq!(touched.len(), changed.len(), "{touched:?}");
    // The manifest holds the judge and its limits, and the README's table a row made
    // from it, in the order of the problems' names.
    let problem = problems::find(&root, name).unwrap();
    let judge = problem.judge().unwrap();
    assert_eq!(judge.name, "Some \"Judge\" 7");
    assert_eq!(
        (judge.time.as_millis(), judge.memory_bytes),
        (2500, 64_000_000)
    );
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let row = format!(
        "| `{name}` | to describe in a few words | Some \"Judge\" 7, 2.5 s, 64 MB | \
         [{name}](docs/problems/{name}.md) |\n"
    );
    assert!(readme.contains(&row), "{readme}");
    assert_eq!(xtask::readme::made(&root, &readme).unwrap(), readme);
    let statement = std::fs::read_to_string(root.join(format!("docs/problems/{name}.md"))).unwrap();
    assert!(
        statement.contains("Judge: Some \"Judge\" 7, 2.5 s and 64 MB"),
        "{statement}"
    );
    assert!(scaffold::new(&root, &spec(name)).is_err(), "made twice");

    // Its bundle compiles as a judge compiles it and passes its fixture.
    let rustc = Rustc::judge().unwrap();
    let scratch = root.join("out");
    std::fs::create_dir_all(&scratch).unwrap();
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
    assert!(all.contains(": 200 inputs ("), "{all}");
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
    let files = xtask::layout::Files { name };
    let formatted = std::process::Command::new("rustfmt")
        .args(["--check", "--edition", "2021"])
        .arg(scratch.root.join(files.solution()))
        .arg(scratch.root.join(files.oracle()))
        .output()
        .unwrap();
    assert!(formatted.status.success(), "{}", scratch::shown(&formatted));
    let output = scratch.xtask(&["stress", name, "--attempts", "200", "--seed", "8"], &[]);
    let all = scratch::shown(&output);
    assert_eq!(output.status.code(), Some(0), "{all}");
    assert!(all.contains(": 200 inputs ("), "{all}");
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
    let judge = problems::find(&root, name)
        .unwrap()
        .judge()
        .cloned()
        .unwrap();
    assert_eq!(
        (
            judge.name.as_str(),
            judge.time.as_millis(),
            judge.memory.as_str()
        ),
        ("Baekjoon 4429", 2000, "128 MB")
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
        [format!("`{name}` exists already: problems/{name}")]
    );
}

#[test]
fn every_input_shape_works_from_the_first_minute() {
    // Each shape's template as made, in the shared scratch copy: `cargo xtask test`
    // formats it, builds its package and its bundle, and its fixture passes through
    // the binary, the brute force and the bundle, with its unit tests; then stress
    // finds no disagreement with its brute force.
    let scratch = scratch::scratch();
    for (name, _) in scratch::SHAPES {
        let output = scratch.xtask(&["test", name], &[]);
        let all = scratch::shown(&output);
        assert_eq!(output.status.code(), Some(0), "{name}: {all}");
        assert!(all.contains("4 of 4 checks pass"), "{name}: {all}");
        let output = scratch.xtask(&["stress", name, "--attempts", "200", "--seed", "8"], &[]);
        let all = scratch::shown(&output);
        assert_eq!(output.status.code(), Some(0), "{name}: {all}");
        assert!(all.contains(": 200 inputs ("), "{name}: {all}");
    }
}
