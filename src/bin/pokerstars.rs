//! `pokerstars`: reads the judge input on stdin and writes the answer; see `showdown::solutions::pokerstars`.

fn main() {
    showdown::input::run(showdown::solutions::pokerstars::solve);
}
