use showdown::poker::{Card, Evaluator, Hand};
#[inline(never)]
fn enumerate_all(eval: Evaluator, hands: &[Hand]) -> u64 {
    let mut sum = 0u64;
    for a in 0..52 {
        for b in a + 1..52 {
            let hb = hands[a].combine(hands[b]);
            for c in b + 1..52 {
                let hc = hb.combine(hands[c]);
                for d in c + 1..52 {
                    let hd = hc.combine(hands[d]);
                    for e in d + 1..52 {
                        let he = hd.combine(hands[e]);
                        for f in e + 1..52 {
                            let hf = he.combine(hands[f]);
                            for hg in &hands[f + 1..] {
                                sum += eval.rank(hf.combine(*hg)).value() as u64;
                            }
                        }
                    }
                }
            }
        }
    }
    sum
}
fn main() {
    let eval = Evaluator::get();
    let hands: Vec<Hand> = Card::all().map(|c| Hand::EMPTY.add(c)).collect();
    for _ in 0..3 {
        let t = std::time::Instant::now();
        let s = enumerate_all(eval, &hands);
        println!("{s} {:?}", t.elapsed());
    }
}
