//! `cargo xtask`: the project's tooling. Run `cargo xtask help` for the commands.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use xtask::bundle::{self, BundleError, LIMIT, thousands};

const HELP: &str = "\
cargo xtask <command>

  bundle [NAME ...]   write submit/<NAME>.rs, the single-file submission of each
                      binary (every binary when none is named), and check that it
                      compiles with bare rustc in editions 2021 and 2024
  judge [NAME ...]    the check before submitting: compile each bundle as its
                      judge does, run its fixtures, time its largest input (and
                      the cargo binary's) against the judge's limits; one table,
                      exit 1 when any verdict fails
  new NAME [--time SECONDS] [--memory MB]
                      scaffold a new problem: src/NAME.rs with its solve,
                      src/bin/NAME.rs, src/problems/NAME.rs (its input generators,
                      brute force and judge limits, default 1 s and 256 MB),
                      fixtures/NAME/ with one example; registered in src/lib.rs and
                      src/problems.rs
  stress NAME [--seconds S] [--seed N] [--bundle] [--save] [--max-size N] [--jobs N]
                      random inputs of growing size through the program (the cargo
                      release binary, or with --bundle submit/NAME.rs compiled as
                      the judge does) and the brute force, for S seconds (10); a
                      disagreement (WA, RE, TLE) is shrunk to a smallest input and
                      shown with the command that replays it; --save keeps it as
                      fixtures/NAME/stress-<id>.in with the brute force's answer.
                      The seed defaults to the clock; --jobs to the cores.
                      Exit 0: no disagreement; 1: a counterexample; 2: nothing
                      tested (usage, no brute force, no program); 3: the harness
                      failed (generator or brute force), not the program
  help                print this text
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = root();
    let result = match args.first().map(String::as_str) {
        Some("bundle") => bundle_command(&root, &args[1..]),
        Some("judge") => judge_command(&root, &args[1..]),
        Some("new") => new_command(&root, &args[1..]),
        Some("stress") => return xtask::stress::main(&root, &args[1..]),
        Some(xtask::measure::MEASURE) => {
            xtask::measure::measure_main(&args[1..]).map_err(|e| Failure::failed(vec![e]))
        }
        Some("help" | "--help" | "-h") | None => {
            print!("{HELP}");
            Ok(())
        }
        Some(other) => Err(Failure::usage(format!(
            "unknown command `{other}`; run `cargo xtask help`"
        ))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            for line in &failure.lines {
                eprintln!("error: {line}");
            }
            ExitCode::from(failure.code)
        }
    }
}

/// Why a command failed: one line per problem, and the exit code.
struct Failure {
    lines: Vec<String>,
    code: u8,
}

impl Failure {
    /// A request that names nothing sensible: exit 2.
    fn usage(line: String) -> Failure {
        Failure {
            lines: vec![line],
            code: 2,
        }
    }

    /// A check that did not pass: exit 1.
    fn failed(lines: Vec<String>) -> Failure {
        Failure { lines, code: 1 }
    }
}

/// The repository root: the parent of this package.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits inside the repository")
        .to_path_buf()
}

/// The binaries named, or all of them; an unknown name is a usage error.
fn chosen(root: &Path, names: &[String]) -> Result<Vec<String>, Failure> {
    let known = bundle::binaries(root).map_err(|e| Failure::failed(vec![e.to_string()]))?;
    if names.is_empty() {
        return Ok(known);
    }
    let mut chosen: Vec<String> = Vec::new();
    for name in names {
        if !known.contains(name) {
            let err = BundleError::UnknownBinary {
                name: name.clone(),
                known: known.clone(),
            };
            return Err(Failure::usage(err.to_string()));
        }
        if !chosen.contains(name) {
            chosen.push(name.clone());
        }
    }
    Ok(chosen)
}

fn bundle_command(root: &Path, names: &[String]) -> Result<(), Failure> {
    let names = chosen(root, names)?;
    let failed =
        |e: std::io::Error, path: &Path| Failure::failed(vec![format!("{}: {e}", path.display())]);
    // Each bundle is type-checked before it replaces the committed one: a bundle
    // that does not compile is never written to submit/.
    let check_dir = root.join("target/xtask/check");
    std::fs::create_dir_all(&check_dir).map_err(|e| failed(e, &check_dir))?;
    let mut problems = Vec::new();
    let mut made = Vec::new();
    for name in &names {
        match bundle::bundle(root, name) {
            Ok(b) => {
                let path = check_dir.join(format!("{name}.rs"));
                std::fs::write(&path, &b.text).map_err(|e| failed(e, &path))?;
                made.push((b, path));
            }
            Err(e) => problems.push(e.to_string()),
        }
    }
    let rustc = xtask::rustc::Rustc::judge().map_err(|e| Failure::failed(vec![e]))?;
    println!(
        "type-checking {} bundles with {}, editions 2021 and 2024 ...",
        made.len(),
        rustc.version
    );
    let checks: Vec<(String, PathBuf)> = made
        .iter()
        .map(|(b, p)| (b.name.clone(), p.clone()))
        .collect();
    let refused = xtask::rustc::check_all(&rustc, &checks, &check_dir);
    let dir = root.join("submit");
    std::fs::create_dir_all(&dir).map_err(|e| failed(e, &dir))?;
    for (b, _) in &made {
        if let Some(why) = refused.iter().find(|(name, _)| *name == b.name) {
            problems.push(format!("{}: not written: {}", b.name, why.1));
            continue;
        }
        let path = dir.join(format!("{}.rs", b.name));
        let unchanged = std::fs::read_to_string(&path).is_ok_and(|old| old == b.text);
        if !unchanged {
            std::fs::write(&path, &b.text).map_err(|e| failed(e, &path))?;
        }
        println!(
            "submit/{}.rs {:>7} bytes ({:>2}% of {}){}",
            b.name,
            thousands(b.text.len()),
            b.text.len() * 100 / LIMIT,
            thousands(LIMIT),
            if unchanged {
                ", unchanged"
            } else {
                ", written"
            }
        );
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Failure::failed(problems))
    }
}

fn judge_command(root: &Path, names: &[String]) -> Result<(), Failure> {
    let names = chosen(root, names)?;
    let start = std::time::Instant::now();
    let mut progress = |step: &str| {
        println!("[{:5.1} s] {step} ...", start.elapsed().as_secs_f64());
    };
    let (rustc, rows) =
        xtask::judge::judge(root, &names, &mut progress).map_err(|e| Failure::failed(vec![e]))?;
    println!();
    if !rustc.is_judges() {
        println!(
            "note: compiled with {}, not the judges' {}: `rustup toolchain install {} --profile minimal` fixes that",
            rustc.version,
            xtask::rustc::JUDGE_VERSION,
            xtask::rustc::JUDGE_VERSION
        );
    }
    println!(
        "bundles compiled with {} --edition 2021 -O; times are wall clock, best of {}",
        rustc.version,
        xtask::judge::RUNS
    );
    println!();
    print!("{}", xtask::judge::table(&rows));
    let failed: Vec<String> = rows
        .iter()
        .filter(|r| !r.passed())
        .map(|r| format!("{}: {}", r.name, r.failures.join("; ")))
        .collect();
    if failed.is_empty() {
        Ok(())
    } else {
        Err(Failure::failed(failed))
    }
}

fn new_command(root: &Path, args: &[String]) -> Result<(), Failure> {
    let usage =
        || Failure::usage("usage: cargo xtask new NAME [--time SECONDS] [--memory MB]".into());
    let (name, mut rest) = match args.split_first() {
        Some((name, rest)) if !name.starts_with('-') => (name, rest),
        _ => return Err(usage()),
    };
    let mut limits = xtask::scaffold::Limits::default();
    while let [flag, value, tail @ ..] = rest {
        match flag.as_str() {
            "--time" => limits.seconds = flag_value(flag, value, 0.001..=3600.0, "seconds")?,
            "--memory" => limits.megabytes = flag_value(flag, value, 1..=1_000_000, "megabytes")?,
            _ => return Err(usage()),
        }
        rest = tail;
    }
    if !rest.is_empty() {
        return Err(usage());
    }
    let written = xtask::scaffold::new(root, name, &limits).map_err(Failure::usage)?;
    for path in &written {
        println!(
            "wrote {}",
            path.strip_prefix(root).unwrap_or(path).display()
        );
    }
    // The bundle too, so that `cargo test` and `cargo xtask judge` pass at once.
    bundle_command(root, std::slice::from_ref(name))?;
    println!(
        "\n{name} is an example problem (sum each pair) with limits {} s and {} MB. Next:\n\
         - write its reader and answer in src/{name}.rs, its inputs and judge in src/judge/{name}.rs,\n\
         - put the statement's samples and your own cases in fixtures/{name}/,\n\
         - cargo xtask bundle {name}, then cargo test, then cargo xtask judge {name},\n\
         - paste submit/{name}.rs into the judge.",
        limits.seconds, limits.megabytes
    );
    Ok(())
}

/// A flag's value, parsed and within `range`; anything else is a usage error.
fn flag_value<T>(
    flag: &str,
    value: &str,
    range: std::ops::RangeInclusive<T>,
    unit: &str,
) -> Result<T, Failure>
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display,
{
    value
        .parse()
        .ok()
        .filter(|v| range.contains(v))
        .ok_or_else(|| {
            let (low, high) = (range.start(), range.end());
            Failure::usage(format!(
                "{flag} wants {unit} from {low} to {high}, not `{value}`"
            ))
        })
}
