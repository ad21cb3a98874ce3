//! Where a problem's files are: every tool finds them through [`Files`], so the
//! layout is written once.
//!
//! ```text
//! problems/NAME/Cargo.toml                 the package: its judge and limits as metadata
//! problems/NAME/src/main.rs                the solution: `main`, `solve`, its reader and
//!                                          unit tests (parts beside it, src/*.rs)
//! problems/NAME/src/bin/NAME-oracle/main.rs the oracle: the brute force and the random
//!                                          inputs (parts beside it)
//! fixtures/NAME/                           the cases, with a README that works out each answer
//! docs/problems/NAME.md                    the statement, in our words
//! submit/NAME.rs                           the bundle, generated
//! ```

/// The folder of the problems' packages.
pub const PROBLEMS: &str = "problems";

/// A problem's files, relative to the repository root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Files<'a> {
    /// The problem's name: its package's, its binary's and its folders'.
    pub name: &'a str,
}

impl Files<'_> {
    /// The problem's package folder.
    pub fn package(&self) -> String {
        format!("{PROBLEMS}/{}", self.name)
    }

    /// The package's manifest.
    pub fn manifest(&self) -> String {
        format!("{PROBLEMS}/{}/Cargo.toml", self.name)
    }

    /// The solution's crate root: `main`, the reader and `solve`.
    pub fn solution(&self) -> String {
        format!("{PROBLEMS}/{}/src/main.rs", self.name)
    }

    /// The folder of the solution's files (its parts sit beside `main.rs`).
    pub fn sources(&self) -> String {
        format!("{PROBLEMS}/{}/src", self.name)
    }

    /// The oracle binary's name.
    pub fn oracle_binary(&self) -> String {
        format!("{}-oracle", self.name)
    }

    /// The oracle's crate root: the brute force and the random inputs.
    pub fn oracle(&self) -> String {
        format!("{PROBLEMS}/{0}/src/bin/{0}-oracle/main.rs", self.name)
    }

    /// The fixtures folder.
    pub fn fixtures(&self) -> String {
        format!("fixtures/{}", self.name)
    }

    /// The statement page.
    pub fn statement(&self) -> String {
        format!("docs/problems/{}.md", self.name)
    }

    /// The generated single-file submission.
    pub fn submission(&self) -> String {
        format!("submit/{}.rs", self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_has_its_files_and_no_placeholder() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .unwrap();
        let problems = crate::problems::all(root).unwrap();
        assert!(problems.len() >= 13, "{problems:?}");
        for problem in problems {
            let files = Files {
                name: &problem.name,
            };
            for path in [
                files.manifest(),
                files.solution(),
                files.oracle(),
                files.fixtures(),
                files.statement(),
                files.submission(),
            ] {
                assert!(root.join(&path).exists(), "{}: no {path}", problem.name);
            }
            // The scaffold's placeholders must not ship.
            for page in [files.statement(), format!("{}/README.md", files.fixtures())] {
                let text = std::fs::read_to_string(root.join(&page)).unwrap();
                assert!(
                    !text.contains("To write"),
                    "{page} still has a \"To write\" line"
                );
            }
        }
    }
}
