//! `__NAME__`: reads the judge input on stdin and writes the answer; see `showdown::__NAME__`.

fn main() {
    showdown::input::run(showdown::__NAME__::solve);
}
