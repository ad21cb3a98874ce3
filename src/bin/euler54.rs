//! `euler54`: reads the judge input on stdin and writes the answer; see `showdown::euler54`.

fn main() {
    showdown::input::run(showdown::euler54::solve);
}
