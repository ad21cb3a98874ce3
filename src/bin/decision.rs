//! `decision`: optimal picking of six open community cards (Gym 103914D);
//! reads the test cases on stdin and prints `Alice`, `Bob` or `Draw` for each.

fn main() {
    showdown::input::run(showdown::solutions::decision::solve);
}
