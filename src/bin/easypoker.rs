//! `easypoker`: reads the judge input on stdin and writes the answer; see `showdown::solutions::easypoker`.

fn main() {
    showdown::input::run(showdown::solutions::easypoker::solve);
}
