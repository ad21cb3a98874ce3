//! The project's tooling: single-file submissions and the checks before submitting.
//!
//! - [`bundle`]: one binary plus the library modules it reaches, as one source file;
//! - [`fixtures`]: runs the `fixtures/<name>/` cases through any executable;
//! - [`rustc`]: compiles a bundle as a judge does;
//! - [`measure`]: times a program and reads its peak memory;
//! - [`judge`]: the check before submitting, as one table;
//! - [`scaffold`]: a new problem with the shape of the others;
//! - [`stress`]: random inputs against the brute force, a failure shrunk and kept.

pub mod bundle;
pub mod fixtures;
pub mod judge;
pub mod measure;
pub mod rustc;
pub mod scaffold;
pub mod stress;
