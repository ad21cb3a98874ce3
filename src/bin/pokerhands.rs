//! `pokerhands`: reads the judge input on stdin and writes the answer; see `showdown::pokerhands`.

fn main() {
    showdown::input::run(showdown::pokerhands::solve);
}
