//! `__NAME__`: reads the judge input on stdin and writes the answer; see `showdown::solutions::__NAME__`.

fn main() {
    showdown::input::run(showdown::solutions::__NAME__::solve);
}
