//! `handname`: reads the judge input on stdin and writes the answer; see `showdown::handname`.

fn main() {
    showdown::input::run(showdown::handname::solve);
}
