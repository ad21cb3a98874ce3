//! `handrank`: reads the judge input on stdin and writes the answer; see `showdown::solutions::handrank`.

fn main() {
    showdown::input::run(showdown::solutions::handrank::solve);
}
