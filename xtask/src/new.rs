//! `cargo xtask new [NAME] [--from FILE] [--judge J] [--time S] [--memory MB]`: the
//! command line around [`crate::scaffold::new`], then the new problem's first
//! bundle and the list of what is left to write. [`make`] is the part that
//! `cargo xtask listen` shares.

use crate::bundle;
use crate::companion;
use crate::failure::Failure;
use crate::flag::ranged;
use crate::layout::Files;
use crate::scaffold::{self, Spec, Template};
use std::path::{Path, PathBuf};

/// The arguments of `cargo xtask new`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The new problem's name: a lower-case identifier, also its binary's. With
    /// --from it may be left out: the problem's title (or URL) names it.
    #[arg(required_unless_present = "from")]
    pub name: Option<String>,
    /// A problem as the Competitive Companion browser extension sends it (JSON):
    /// its samples become fixtures/NAME/sample1.in, .out, ..., and its limits,
    /// judge and page fill its manifest (and so the README's table) and
    /// docs/problems/NAME.md.
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,
    /// The judge, as the manifest and the README name it [default: the JSON's
    /// group, else `its judge`].
    #[arg(long, value_name = "JUDGE")]
    pub judge: Option<String>,
    /// The judge's time limit, in seconds [default: the JSON's, else 1].
    #[arg(long, value_name = "SECONDS", value_parser = ranged(0.001..=3600.0, "seconds"))]
    pub time: Option<f64>,
    /// The judge's memory limit, in megabytes [default: the JSON's, else 256].
    #[arg(long, value_name = "MB", value_parser = ranged(1..=1_000_000_u64, "megabytes"))]
    pub memory: Option<u64>,
    /// The code the problem starts from: `sums` (two numbers a line), `cards` for a
    /// card problem (the card reader, a ladder, a brute force from the rules), or
    /// `ranks` for card values without suits (a reduced ladder and its names).
    #[arg(long, value_enum, default_value_t)]
    pub template: Template,
}

/// Runs `cargo xtask new` with `args`.
///
/// # Errors
/// A usage error (exit 2) for a refused name or an unreadable `--from` file; a
/// failed bundle (exit 1).
pub fn command(root: &Path, args: Args) -> Result<(), Failure> {
    let mut spec = match &args.from {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| Failure::usage(format!("{}: {e}", path.display())))?;
            let task = companion::parse(&text)
                .map_err(|e| Failure::usage(format!("{}: {e}", path.display())))?;
            let name = args.name.unwrap_or_else(|| task.problem_name());
            task.spec(&name, args.template)
        }
        None => Spec {
            template: args.template,
            ..Spec::example(args.name.as_deref().unwrap_or_default())
        },
    };
    spec.judge = args.judge.or(spec.judge);
    spec.limits.seconds = args.time.unwrap_or(spec.limits.seconds);
    spec.limits.megabytes = args.memory.unwrap_or(spec.limits.megabytes);
    make(root, &spec)
}

/// Scaffolds the problem of `spec`, prints the files written, writes its first
/// bundle, and prints what is left to write.
///
/// # Errors
/// A usage error (exit 2) for a refused name; a file that cannot be written or a
/// failed bundle (exit 1).
pub fn make(root: &Path, spec: &Spec) -> Result<(), Failure> {
    let name = spec.name.as_str();
    let written = scaffold::new(root, spec).map_err(Failure::usage)?;
    for path in &written {
        println!(
            "wrote {}",
            path.strip_prefix(root).unwrap_or(path).display()
        );
    }
    // The bundle too, so that `cargo test` and `cargo xtask judge` pass at once.
    bundle::command(root, std::slice::from_ref(&spec.name))?;
    let samples = match spec.samples.len() {
        0 => "its own example".to_string(),
        n => format!(
            "the statement's {n} sample{}",
            if n == 1 { "" } else { "s" }
        ),
    };
    let [module, problem] = spec.template.to_fill();
    let files = Files { name };
    let (manifest, solution, oracle, fixtures, statement, submission) = (
        files.manifest(),
        files.solution(),
        files.oracle(),
        files.fixtures(),
        files.statement(),
        files.submission(),
    );
    println!(
        "\n{name} is {} with {samples}, limits {} s and {} MB ({}). Next, fill in:\n\
         - {solution}: {module};\n\
         - {oracle}: {problem};\n\
         - {fixtures}/: your own cases beside the samples, and in \
           {fixtures}/README.md how each answer was worked out;\n\
         - {statement}: the statement in your own words (a test fails while a \
           \"To write\" line is left);\n\
         - {manifest}: the problem in a few words (`description`, the README's row){};\n\
         then cargo xtask test {name} --watch (each save: the fixtures through the binary, \
         the brute force and the bundle, and the unit tests, in seconds), cargo xtask \
         stress {name}, cargo xtask judge {name}, and paste {submission} into the judge.",
        spec.template.describe(),
        spec.limits.seconds,
        spec.limits.megabytes,
        spec.judge(),
        if spec.judge.is_none() {
            " and the judge's `name` (`--judge` sets it)"
        } else {
            ""
        },
    );
    Ok(())
}
