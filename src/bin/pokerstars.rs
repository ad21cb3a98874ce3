//! `pokerstars`: reads the judge input on stdin and writes the answer; see `showdown::pokerstars`.

fn main() {
    showdown::input::run(showdown::pokerstars::solve);
}
