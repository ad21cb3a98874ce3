//! Where a problem's files are: every tool finds them through [`Files`], so the
//! layout is written once.
//!
//! ```text
//! src/solutions/NAME.rs      the reader and `solve` (parts in src/solutions/NAME/)
//! src/bin/NAME.rs            the one-line binary
//! src/problems/NAME.rs       the registry entry: generators, limits (brute force in
//!                            src/problems/NAME/brute.rs)
//! fixtures/NAME/             the cases, with a README that works out each answer
//! docs/problems/NAME.md      the statement, in our words
//! submit/NAME.rs             the bundle, generated
//! ```

/// The module that holds the problems, `crate::solutions`; a bundle lifts its
/// problem out of it to the root.
pub const SOLUTIONS: &str = "solutions";

/// The file that lists the problems' modules.
pub const SOLUTIONS_LIST: &str = "src/solutions.rs";

/// The file that lists the registry's problems.
pub const REGISTRY_LIST: &str = "src/problems.rs";

/// A problem's files, relative to the repository root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Files<'a> {
    /// The problem's name: its binary's, its module's and its folders'.
    pub name: &'a str,
}

impl Files<'_> {
    /// The module with the reader and `solve`.
    pub fn solution(&self) -> String {
        format!("src/{SOLUTIONS}/{}.rs", self.name)
    }

    /// The folder of the solution's own parts, when it has any.
    pub fn parts(&self) -> String {
        format!("src/{SOLUTIONS}/{}", self.name)
    }

    /// The one-line binary.
    pub fn binary(&self) -> String {
        format!("src/bin/{}.rs", self.name)
    }

    /// The registry entry: generators and the brute force's wiring.
    pub fn registry(&self) -> String {
        format!("src/problems/{}.rs", self.name)
    }

    /// The folder of the registry entry's parts (the brute force).
    pub fn registry_parts(&self) -> String {
        format!("src/problems/{}", self.name)
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

    /// Every file and folder of the problem, in the order above.
    pub fn all(&self) -> [String; 8] {
        [
            self.solution(),
            self.parts(),
            self.binary(),
            self.registry(),
            self.registry_parts(),
            self.fixtures(),
            self.statement(),
            self.submission(),
        ]
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn every_registered_problem_has_its_files_and_no_placeholder() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for problem in crate::problems::PROBLEMS {
            let files = problem.files();
            for path in [
                files.solution(),
                files.binary(),
                files.registry(),
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
