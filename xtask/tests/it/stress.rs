//! `cargo xtask stress` on a scratch copy of the repository with a scaffolded
//! problem whose bugs are planted (see `scratch.rs`): it finds each bug, names it
//! as a judge would, shrinks it to the input expected, saves it once, and tells a
//! failure of the harness from one of the program.

use crate::scratch::{scratch, shown};
use std::path::Path;
use std::sync::Mutex;

/// Held by the tests that write or count `fixtures/planted/`, which run in parallel.
static FIXTURES: Mutex<()> = Mutex::new(());

/// Runs `stress ARGS` with `env`; returns the exit code and stdout, with the
/// whole output kept for assertion messages.
fn stress(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let mut all = vec!["stress"];
    all.extend_from_slice(args);
    let output = scratch().xtask(&all, env);
    let text = shown(&output);
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        text,
    )
}

/// The line of `stdout` that starts with `prefix`.
fn line<'a>(stdout: &'a str, prefix: &str) -> &'a str {
    stdout
        .lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line starting {prefix:?}:\n{stdout}"))
}

/// The saved fixtures of `planted`, and its README, back as the scaffold made them.
fn forget_saved(dir: &Path) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("stress-")
        {
            std::fs::remove_file(path).unwrap();
        }
    }
    let readme = dir.join("README.md");
    let text = std::fs::read_to_string(&readme).unwrap();
    let kept: String = text
        .split_inclusive('\n')
        .filter(|l| !l.contains("stress-"))
        .collect();
    std::fs::write(readme, kept).unwrap();
}

#[test]
fn a_wrong_answer_is_found_shrunk_replayed_and_saved_once() {
    let _fixtures = FIXTURES.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch().root.join("fixtures/planted");
    forget_saved(&dir);
    let (code, out, all) = stress(&["planted", "--seed", "1", "--save"], &[]);
    assert_eq!(code, 1, "{all}");
    let attempt = line(&out, "attempt ");
    assert!(attempt.contains("fails: WA"), "{all}");
    // Attempts count from 1: attempt N has N - 1 passing attempts before it.
    let number = |after: &str, before: &str| -> usize {
        let rest = &attempt[attempt.find(after).unwrap() + after.len()..];
        rest[..rest.find(before).unwrap()].parse().unwrap()
    };
    assert_eq!(
        number("attempt ", " (size"),
        number("; the ", " before it passed") + 1,
        "{all}"
    );
    assert!(
        line(&out, "shrunk: cases ").contains(" -> 1, tokens "),
        "{all}"
    );
    assert_eq!(
        line(&out, "minimal input"),
        r#"minimal input (9 bytes, 2 lines): "1\n1000 0\n""#,
        "{all}"
    );
    assert!(
        out.contains("differs from the brute force's at line 1"),
        "{all}"
    );
    assert!(out.contains("  - 1 | 1000\n  + 1 | 1001"), "{all}");
    assert_eq!(
        line(&out, "replay: "),
        "replay: cargo xtask stress planted --seed 1"
    );

    // The fixture fails through the fixture runner, and its answer is the brute force's.
    let saved: Vec<_> = xtask::fixtures::cases(&scratch().root, "planted")
        .unwrap()
        .into_iter()
        .filter(|c| {
            c.input
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("stress-")
        })
        .collect();
    assert_eq!(saved.len(), 1, "{all}");
    assert_eq!(
        std::fs::read_to_string(&saved[0].input).unwrap(),
        "1\n1000 0\n"
    );
    assert_eq!(
        std::fs::read_to_string(saved[0].input.with_extension("out")).unwrap(),
        "1000\n"
    );
    assert!(xtask::fixtures::check(&scratch().planted(), &saved[0]).is_err());
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let row = line(&readme, "| `stress-");
    assert!(
        row.contains("--seed 1") && row.contains("brute force"),
        "{readme}"
    );

    // The same seed again: the same first failure, and nothing more saved.
    let files = std::fs::read_dir(&dir).unwrap().count();
    let (code, again, all) = stress(&["planted", "--seed", "1", "--save", "--jobs", "1"], &[]);
    assert_eq!(code, 1, "{all}");
    let first = |text: &str| {
        line(text, "attempt ")
            .split(';')
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(first(&again), first(&out));
    assert!(
        line(&again, "not saved: ").contains("has this input already"),
        "{all}"
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), files);
    assert_eq!(
        std::fs::read_to_string(dir.join("README.md")).unwrap(),
        readme
    );
}

#[test]
fn the_bundle_is_tested_with_bundle() {
    let (code, out, all) = stress(&["planted", "--seed", "2", "--bundle"], &[]);
    assert_eq!(code, 1, "{all}");
    assert!(
        line(&out, "program: ").contains("submit/planted.rs, compiled with"),
        "{all}"
    );
    assert!(
        line(&out, "minimal input").ends_with(r#""1\n1000 0\n""#),
        "{all}"
    );
    assert!(line(&out, "replay: ").ends_with("--bundle"), "{all}");
}

#[test]
fn a_crash_is_a_runtime_error() {
    let (code, out, all) = stress(&["planted", "--seed", "3"], &[("PLANTED_BUG", "crash")]);
    assert_eq!(code, 1, "{all}");
    assert!(line(&out, "RE: ").contains("exit code 101"), "{all}");
    assert!(
        line(&out, "minimal input").ends_with(r#""1\n3 0\n""#),
        "{all}"
    );
    assert!(out.contains("planted crash"), "{all}");
}

#[test]
fn a_sleep_past_the_time_limit_is_tle() {
    let (code, out, all) = stress(&["planted", "--seed", "4"], &[("PLANTED_BUG", "sleep")]);
    assert_eq!(code, 1, "{all}");
    assert!(
        line(&out, "stress planted: ").ends_with("time limit 2 s"),
        "{all}"
    );
    assert!(
        line(&out, "TLE: ").contains("killed at the time limit, 2 s"),
        "{all}"
    );
    assert!(
        line(&out, "minimal input").ends_with(r#""1\n7 0\n""#),
        "{all}"
    );
}

#[test]
fn a_bug_of_two_cases_together_is_shrunk_to_two_and_said() {
    let (code, out, all) = stress(&["planted", "--seed", "5"], &[("PLANTED_BUG", "state")]);
    assert_eq!(code, 1, "{all}");
    assert!(line(&out, "shrunk: cases ").contains(" -> 2, "), "{all}");
    assert!(
        line(&out, "the failure needs these 2 test cases together").contains("state leaking"),
        "{all}"
    );
    assert!(
        line(&out, "minimal input").ends_with(r#""2\n0 1\n0 0\n""#),
        "{all}"
    );
}

#[test]
fn without_the_bug_it_runs_clean() {
    let (code, out, all) = stress(
        &["planted", "--seed", "6", "--seconds", "2"],
        &[("PLANTED_BUG", "none")],
    );
    assert_eq!(code, 0, "{all}");
    assert!(
        line(&out, "ok: no disagreement in ").contains(" inputs/s"),
        "{all}"
    );
    // About once a second: under load the first line may come a little late.
    let progress = out.lines().filter(|l| l.starts_with("[  1.")).count();
    assert_eq!(progress, 1, "progress once a second:\n{all}");
}

#[test]
fn a_count_of_attempts_runs_that_many_inputs_whatever_the_jobs() {
    // The count, not the clock, chooses the inputs: one job and two run the same
    // 57 inputs, with the same test cases, and the replay keeps the count.
    let ran = |jobs: &str| {
        let (code, out, all) = stress(
            &["planted", "--seed", "6", "--attempts", "57", "--jobs", jobs],
            &[("PLANTED_BUG", "none")],
        );
        assert_eq!(code, 0, "{all}");
        assert!(
            line(&out, "replay: ").ends_with("--seed 6 --attempts 57"),
            "{all}"
        );
        let ok = line(&out, "ok: no disagreement in ");
        let counts = ok.split(": ").nth(2).unwrap().split(" (").next().unwrap();
        counts.to_string()
    };
    let one = ran("1");
    assert!(one.starts_with("57 inputs"), "{one}");
    assert_eq!(one, ran("2"));
}

#[test]
fn usage_errors_exit_2_naming_the_fault() {
    for (args, says) in [
        (
            &["nosuch"][..],
            "unknown problem `nosuch`; the problems are: aojpoker, decision, ",
        ),
        (
            &["planted", "--seconds", "soon"],
            "invalid value 'soon' for '--seconds <S>': seconds from 0.001 to 86400",
        ),
        (
            &["planted", "--jobs", "0"],
            "invalid value '0' for '--jobs <N>': a whole number from 1 to 256",
        ),
        (
            &["planted", "--attempts", "0"],
            "invalid value '0' for '--attempts <N>'",
        ),
        (&["planted", "--loud"], "unexpected argument '--loud'"),
        (&[], "<NAME>"),
    ] {
        let (code, _, all) = stress(args, &[]);
        assert_eq!(code, 2, "{args:?}: {all}");
        assert!(all.contains(says), "{args:?}: {all}");
        // A bad command line also shows the usage; a bad problem needs no usage.
        if args.first() != Some(&"nosuch") {
            assert!(
                all.contains("Usage: cargo xtask stress "),
                "{args:?}: {all}"
            );
        }
    }
}

#[test]
fn an_input_the_brute_force_refuses_is_the_harness_failing() {
    let _fixtures = FIXTURES.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch().root.join("fixtures/planted");
    let before = std::fs::read_dir(&dir).unwrap().count();
    let (code, out, all) = stress(
        &["planted", "--seed", "7", "--save"],
        &[("PLANTED_GENERATOR", "bad")],
    );
    assert_eq!(code, 3, "{all}");
    assert!(
        line(&out, "attempt 1 ").contains("the harness failed, not the program"),
        "{all}"
    );
    assert!(
        all.contains("error: the harness failed: at size 1: the brute force refuses its own generator's input"),
        "{all}"
    );
    assert!(!out.contains("saved"), "{all}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), before);
}

#[test]
fn xtask_test_names_a_planted_wrong_answer_and_exits_1() {
    // The fixtures are read, never written here, but a saving test may add one.
    let _fixtures = FIXTURES.lock().unwrap_or_else(|e| e.into_inner());
    let wrong = scratch().xtask(&["test", "planted"], &[]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&wrong.stdout),
        String::from_utf8_lossy(&wrong.stderr),
    );
    assert_eq!(wrong.status.code(), Some(1), "{}", shown(&wrong));
    // The sample's last case has a >= 1000, where the planted sum is one too high.
    for program in ["binary", "bundle"] {
        let verdict = stdout
            .lines()
            .find(|l| l.starts_with("sample ") && l.contains(program))
            .unwrap_or_else(|| panic!("no {program} line:\n{stdout}"));
        assert!(verdict.contains(" WA "), "{verdict}");
        assert!(
            stderr.contains(&format!(
                "error: fixtures/planted/sample.in: WA ({program})"
            )),
            "{stderr}"
        );
    }
    assert!(stdout.contains("stdout differs"), "{stdout}");
    let right = scratch().xtask(&["test", "planted"], &[("PLANTED_BUG", "none")]);
    let stdout = String::from_utf8_lossy(&right.stdout);
    assert_eq!(right.status.code(), Some(0), "{}", shown(&right));
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("sample ") && l.contains(" AC ")),
        "{stdout}"
    );
    // The binary's verdicts come first, while the bundle compiles, then the bundle's.
    let at = |what: &dyn Fn(&str) -> bool| stdout.lines().position(what);
    let order = [
        at(&|l| l.starts_with("the binary, the oracle and their unit tests built in ")),
        at(&|l| l.starts_with("sample ") && l.contains(" binary ")),
        at(&|l| l.starts_with("the bundle built in ")),
        at(&|l| l.starts_with("sample ") && l.contains(" bundle ")),
    ];
    assert!(
        order.iter().all(Option::is_some) && order.is_sorted(),
        "{order:?}\n{stdout}"
    );
}
