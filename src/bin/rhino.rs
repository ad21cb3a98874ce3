//! `rhino`: reads the judge input on stdin and writes the answer; see `showdown::solutions::rhino`.

fn main() {
    showdown::input::run(showdown::solutions::rhino::solve);
}
