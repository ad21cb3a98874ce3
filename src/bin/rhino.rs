//! `rhino`: reads the judge input on stdin and writes the answer; see `showdown::rhino`.

fn main() {
    showdown::input::run(showdown::rhino::solve);
}
