//! `handname`: reads the judge input on stdin and writes the answer; see `showdown::solutions::handname`.

fn main() {
    showdown::input::run(showdown::solutions::handname::solve);
}
