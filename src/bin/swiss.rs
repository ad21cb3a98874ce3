//! `swiss`: Swiss-system standings after every round (Codeforces Gym 102394C), read from
//! stdin and written to stdout; see `showdown::solutions::swiss`.

fn main() {
    showdown::input::run(showdown::solutions::swiss::solve);
}
