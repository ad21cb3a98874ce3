//! `holdem`: reads the judge input on stdin and writes the answer; see `showdown::holdem`.

fn main() {
    showdown::input::run(showdown::holdem::solve);
}
