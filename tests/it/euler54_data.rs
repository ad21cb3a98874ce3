//! The real Project Euler file, `fixtures/euler54/data/` (its source and licence are
//! in the README beside it), gives the answer Project Euler accepts.

use showdown::problems::{self, Kind};

#[test]
fn the_project_euler_file_gives_its_answer() {
    let Some(Kind::Unjudged(data)) = problems::problem("euler54").map(|p| p.kind) else {
        panic!("euler54 has no data file in showdown::problems::PROBLEMS");
    };
    let path = crate::support::root().join(data.path);
    let input =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(input.lines().count(), 1000, "{}", path.display());
    assert_eq!(
        crate::support::run("euler54", &input),
        format!("{}\n", data.answer)
    );
}
