// UCF Hold'em by hand, standard library only: each data set's values counted, the two
// largest counts naming the hand. The yardstick of ucfholdem's bundle in
// bench/runs/2026-12-05-epyc-2core-loop-packages.md (`rustc --edition 2021 -O`).
use std::io::{Read, Write};
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut lines = s.lines();
    let n: usize = lines.next().unwrap().trim().parse().unwrap();
    let names = [
        "BUST",
        "TWO OF A KIND",
        "THREE OF A KIND",
        "FULL HOUSE",
        "FOUR OF A KIND",
    ];
    let mut out = String::new();
    for h in 1..=n {
        let line = lines.next().unwrap().trim();
        let mut c = [0u8; 256];
        for b in line.bytes() {
            c[b as usize] += 1;
        }
        let (mut a, mut b) = (0, 0);
        for &x in c.iter() {
            if x > a {
                b = a;
                a = x;
            } else if x > b {
                b = x;
            }
        }
        let k = match (a, b) {
            (4.., _) => 4,
            (3, 2..) => 3,
            (3, _) => 2,
            (2, _) => 1,
            _ => 0,
        };
        out.push_str(&format!("UCF Hold'em #{}: {}\n\n", h, names[k]));
    }
    std::io::stdout().write_all(out.as_bytes()).unwrap();
}
