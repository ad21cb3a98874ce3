//! `handrank`: reads the judge input on stdin and writes the answer; see `showdown::handrank`.

fn main() {
    showdown::input::run(showdown::handrank::solve);
}
