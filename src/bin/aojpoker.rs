//! `aojpoker`: reads the judge input on stdin and writes the answer; see `showdown::solutions::aojpoker`.

fn main() {
    showdown::input::run(showdown::solutions::aojpoker::solve);
}
