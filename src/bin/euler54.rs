//! `euler54`: reads the judge input on stdin and writes the answer; see `showdown::solutions::euler54`.

fn main() {
    showdown::input::run(showdown::solutions::euler54::solve);
}
