//! xtask's integration tests, as one crate: one build and one link for all of
//! them, their tests run in parallel, and the scratch copy of the repository
//! (`scratch.rs`) is made once for all.

mod bundle;
mod cli;
mod listen;
mod measure;
mod new;
mod scratch;
mod stress;
