//! `royalflush`: reads the judge input on stdin and writes the answer; see `showdown::solutions::royalflush`.

fn main() {
    showdown::input::run(showdown::solutions::royalflush::solve);
}
