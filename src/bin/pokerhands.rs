//! `pokerhands`: reads the judge input on stdin and writes the answer; see `showdown::solutions::pokerhands`.

fn main() {
    showdown::input::run(showdown::solutions::pokerhands::solve);
}
