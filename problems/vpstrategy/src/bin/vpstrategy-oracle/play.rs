//! Every deal played, from the statement's text.
//!
//! A card is a number from 0 to 51, its rank `card / 4` (0 the deuce, 12 the ace) and
//! its suit `card % 4`. A set of k cards, as its cards in increasing order c1 < ... <
//! ck, has the index C(c1, 1) + ... + C(ck, k) among all sets of k cards (the
//! combinatorial number system), so a table per k holds a number for every set.

/// C(n, k) for n up to 52.
fn choose(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |c, i| c * (n - i) as u64 / (i + 1) as u64)
}

/// The index of a set of cards given in increasing order.
fn index(cards: &[usize], binomials: &[[u64; 6]; 52]) -> usize {
    let mut at = 0;
    for (i, &c) in cards.iter().enumerate() {
        at += binomials[c][i + 1];
    }
    at as usize
}

/// What five cards pay, read off the statement: the strongest category they make,
/// in the order royal flush, straight flush, four of a kind, full house, flush,
/// straight, three of a kind, two pairs, pair of jacks or better; nothing else pays.
fn payout(cards: [usize; 5], payouts: &[u64; 9]) -> u64 {
    let mut counts = [0; 13];
    for c in cards {
        counts[c / 4] += 1;
    }
    let flush = cards.iter().all(|c| c % 4 == cards[0] % 4);
    // The sizes of the groups of equal ranks, largest first.
    let mut sizes = counts;
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    // Five ranks in a row, the ace high (T J Q K A) or low (A 2 3 4 5); no wrapping.
    let ranks: Vec<usize> = (0..13).filter(|&r| counts[r] > 0).collect();
    let wheel = ranks == [0, 1, 2, 3, 12];
    let straight = ranks.len() == 5 && (ranks[4] - ranks[0] == 4 || wheel);
    let top_is_ace = ranks.len() == 5 && ranks[0] == 8;
    let [pair, two, three, straight_pay, flush_pay, full, four, straight_flush, royal] = *payouts;
    if flush && straight && top_is_ace {
        royal
    } else if flush && straight {
        straight_flush
    } else if sizes[0] == 4 {
        four
    } else if sizes[..2] == [3, 2] {
        full
    } else if flush {
        flush_pay
    } else if straight {
        straight_pay
    } else if sizes[0] == 3 {
        three
    } else if sizes[..2] == [2, 2] {
        two
    } else if sizes[0] == 2 && (9..13).any(|r| counts[r] == 2) {
        pair
    } else {
        0
    }
}

/// The deals counted by the number of cards their best hold exchanges, 0 to 5:
/// the hold of the largest expected payout, ties to the one that keeps fewer cards.
pub fn count_deals(payouts: &[u64; 9]) -> [u64; 6] {
    let mut binomials = [[0; 6]; 52];
    for (n, row) in binomials.iter_mut().enumerate() {
        for (k, c) in row.iter_mut().enumerate() {
            *c = choose(n, k);
        }
    }
    // sums[k][set]: what all five-card hands holding the k-card set pay together;
    // sums[5] is each hand's own payout.
    let mut sums: Vec<Vec<u64>> = (0..=5).map(|k| vec![0; choose(52, k) as usize]).collect();
    let mut hand = [0; 5];
    each_hand(&mut hand, 0, 0, &mut |hand| {
        let pay = payout(*hand, payouts);
        let mut subset = [0; 5];
        for mask in 0..32u32 {
            let mut k = 0;
            for (i, &c) in hand.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    subset[k] = c;
                    k += 1;
                }
            }
            sums[k][index(&subset[..k], &binomials)] += pay;
        }
    });
    let draws: Vec<u64> = (0..=5).map(|k| choose(47, 5 - k)).collect();
    let mut counts = [0; 6];
    each_hand(&mut hand, 0, 0, &mut |deal| {
        // The payouts of the hands holding each subset of the deal.
        let mut of = [0u64; 32];
        let mut subset = [0; 5];
        for (mask, sum) in of.iter_mut().enumerate() {
            let mut k = 0;
            for (i, &c) in deal.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    subset[k] = c;
                    k += 1;
                }
            }
            *sum = sums[k][index(&subset[..k], &binomials)];
        }
        // The hold `kept` draws the hands that hold it and none of the deal's other
        // cards: inclusion–exclusion over the cards thrown away.
        let mut best: Option<(u64, u64, u32)> = None;
        for kept in 0..32u32 {
            let thrown = 31 ^ kept;
            let mut total: i64 = 0;
            let mut also = thrown;
            loop {
                let sign = if also.count_ones() % 2 == 0 { 1 } else { -1 };
                total += sign * of[(kept | also) as usize] as i64;
                if also == 0 {
                    break;
                }
                also = (also - 1) & thrown;
            }
            let (sum, over) = (total as u64, draws[kept.count_ones() as usize]);
            // a/b against c/d exactly; a tie keeps the hold with fewer cards.
            let better = match best {
                None => true,
                Some((s, o, k)) => {
                    let (mine, theirs) = (
                        u128::from(sum) * u128::from(o),
                        u128::from(s) * u128::from(over),
                    );
                    mine > theirs || mine == theirs && kept.count_ones() < k.count_ones()
                }
            };
            if better {
                best = Some((sum, over, kept));
            }
        }
        let kept = best.expect("32 holds").2;
        counts[5 - kept.count_ones() as usize] += 1;
    });
    counts
}

/// Calls `f` with every set of five cards, in increasing order.
fn each_hand(hand: &mut [usize; 5], at: usize, from: usize, f: &mut dyn FnMut(&[usize; 5])) {
    if at == 5 {
        f(hand);
        return;
    }
    for c in from..52 {
        hand[at] = c;
        each_hand(hand, at + 1, c + 1, f);
    }
}
