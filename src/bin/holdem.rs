//! `holdem`: reads the judge input on stdin and writes the answer; see `showdown::solutions::holdem`.

fn main() {
    showdown::input::run(showdown::solutions::holdem::solve);
}
