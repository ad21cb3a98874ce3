//! `kingspoker`: reads the judge input on stdin and writes the answer; see `showdown::solutions::kingspoker`.

fn main() {
    showdown::input::run(showdown::solutions::kingspoker::solve);
}
