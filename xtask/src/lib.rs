//! The project's tooling: single-file submissions and the checks before submitting.
//!
//! - [`problems`]: the problems, found from the workspace's metadata, and
//!   [`layout`], where each one's files are;
//! - [`cargo`]: a problem's programs (its binary, its oracle, its unit tests) built;
//! - [`oracle`]: a problem's oracle run as a program: its brute force and its inputs;
//! - [`bundle`]: one problem plus the library modules it reaches, as one source file;
//! - [`companion`]: problems as the Competitive Companion extension sends them;
//! - [`fixtures`]: runs the `fixtures/<name>/` cases through any executable;
//! - [`flag`]: a command-line value within its range;
//! - [`rustc`]: compiles a bundle as a judge does;
//! - [`measure`]: times a program and reads its peak memory;
//! - [`judge`]: the check before submitting, as one table;
//! - [`generate`]: one input from the oracle, `cargo xtask gen`;
//! - [`readme`]: the README's table of the problems, made from their manifests;
//! - [`scaffold`]: a new problem with the shape of the others, and [`new`], its
//!   command line;
//! - [`listen`]: problems from the Competitive Companion extension, each scaffolded;
//! - [`stress`]: random inputs against the brute force, a failure shrunk and kept;
//! - [`mod@test`]: `cargo xtask test NAME [--watch]`, from an edit to a verdict in seconds;
//! - [`tidy`]: a problem's own files formatted by rustfmt;
//! - [`failure`]: how a command fails, as lines and an exit code.
//!
//! Each command's module has its clap `Args` and its `command(root, args)`, which
//! `main.rs` calls; `stress`
//! has `stress::main`, which returns the exit code itself, since its codes 1 to 3 say
//! what was found.

pub mod bundle;
pub mod cargo;
pub mod companion;
pub mod failure;
pub mod fixtures;
pub mod flag;
pub mod generate;
pub mod judge;
pub mod layout;
pub mod listen;
pub mod measure;
pub mod new;
pub mod oracle;
pub mod problems;
pub mod readme;
pub mod rustc;
pub mod scaffold;
pub mod stress;
pub mod test;
pub mod tidy;
