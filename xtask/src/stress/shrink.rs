//! Shrinking a failing input: first to the fewest test cases, then each case
//! made smaller, keeping only candidates that are valid and fail the same way.
//!
//! 1. The input is rewritten through the oracle's `split` and `join` (a plainer
//!    spelling: line ends, spacing), if it still fails that way.
//! 2. Each test case is tried alone; when none fails alone, the list of cases is
//!    delta-debugged (Zeller's ddmin) to a smallest list that still fails, and the
//!    failure needs that many cases together: state leaks from one to the next.
//! 3. Each remaining case is replaced, in turn, by the oracle's smaller variants of
//!    it (the problem's own shrinker's first, then the same case with one line, then
//!    one token, left out); the first variant that still fails is kept and the round
//!    starts again, until a round keeps nothing or the budget of runs or time is
//!    spent.
//!
//! The split, the join and the variants are the oracle's, its own or its generic
//! ones (a count line rewritten for the cases kept), which know nothing of the
//! statement: every candidate counts only when the brute force answers it.
//!
//! The test of a candidate is given as a function, so that this file knows
//! nothing of processes: it runs a batch of candidates on `jobs` threads at once
//! and keeps the first that fails in the batch's order, so the result does not
//! depend on `jobs`.

use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A split of an input into its test cases; `None` when it does not split.
pub type Split<'a> = &'a (dyn Fn(&str) -> Option<Vec<String>> + Sync);

/// How a problem's inputs split and shrink, and how much shrinking may cost.
#[derive(Clone, Copy)]
pub struct Plan<'a> {
    /// The input's test cases, each as an input; `None` when it does not split.
    pub split: Split<'a>,
    /// One input of all these inputs' test cases.
    pub join: &'a (dyn Fn(&[String]) -> String + Sync),
    /// Smaller variants of a one-case input, most promising first.
    pub shrink: &'a (dyn Fn(&str) -> Vec<String> + Sync),
    /// Candidates run at once.
    pub jobs: usize,
    /// At most this many candidates are run.
    pub max_runs: usize,
    /// And for at most this long.
    pub max_time: Duration,
}

/// The smallest failing input found, and how it was reached.
#[derive(Clone, Debug)]
pub struct Shrunk<F> {
    /// The input.
    pub input: String,
    /// How it fails.
    pub failure: F,
    /// Test cases before and after (0 when the input does not split).
    pub cases: (usize, usize),
    /// Whitespace-separated tokens before and after.
    pub tokens: (usize, usize),
    /// Whether it needs all its cases (two or more) together: no case fails alone.
    pub together: bool,
    /// Candidates run.
    pub runs: usize,
    /// Time spent.
    pub elapsed: Duration,
    /// Whether the budget ran out before the input stopped shrinking.
    pub bounded: bool,
}

impl<F> Shrunk<F> {
    /// The log line: `cases 37 -> 1, tokens 912 -> 23 (214 runs, 0.4 s)`.
    pub fn log(&self) -> String {
        format!(
            "cases {} -> {}, tokens {} -> {} ({} runs, {:.1} s{})",
            self.cases.0,
            self.cases.1,
            self.tokens.0,
            self.tokens.1,
            self.runs,
            self.elapsed.as_secs_f64(),
            if self.bounded {
                ", stopped at the budget"
            } else {
                ""
            }
        )
    }
}

/// Shrinks `input`, which fails as `failure` says; `test` says how a candidate
/// fails, `None` when it is not valid or does not fail the same way.
pub fn shrink<F: Clone + Send>(
    input: &str,
    failure: F,
    plan: &Plan<'_>,
    test: &(dyn Fn(&str) -> Option<F> + Sync),
) -> Shrunk<F> {
    let mut engine = Engine {
        plan,
        test,
        seen: HashMap::new(),
        runs: 0,
        start: Instant::now(),
        bounded: false,
    };
    let mut current = (input.to_string(), failure);
    let cases_before = (plan.split)(input).map_or(0, |c| c.len());
    // 1. The plainer spelling.
    if let Some(cases) = (plan.split)(input) {
        let plain = (plan.join)(&cases);
        if plain != input
            && let Some(f) = engine.first(std::slice::from_ref(&plain))
        {
            current = (plain, f.1);
        }
    }
    // 2. The fewest cases.
    let mut together = false;
    let mut cases = (plan.split)(&current.0);
    if let Some(list) = &mut cases
        && list.len() > 1
    {
        let alone: Vec<String> = list
            .iter()
            .map(|c| (plan.join)(std::slice::from_ref(c)))
            .collect();
        if let Some((i, f)) = engine.first(&alone) {
            *list = vec![list[i].clone()];
            current = (alone[i].clone(), f);
        } else if let Some((fewest, f)) = engine.ddmin(list.clone()) {
            together = fewest.len() > 1;
            current = ((plan.join)(&fewest), f);
            *list = fewest;
        } else {
            together = true;
        }
    }
    // 3. Each case smaller, until a round keeps nothing.
    loop {
        let candidates: Vec<String> = match &cases {
            Some(list) => variants_in_place(plan, list),
            None => (plan.shrink)(&current.0),
        };
        let Some((i, f)) = engine.first(&candidates) else {
            break;
        };
        current = (candidates[i].clone(), f);
        cases = (plan.split)(&current.0);
    }
    Shrunk {
        cases: (
            cases_before,
            (plan.split)(&current.0).map_or(0, |c| c.len()),
        ),
        tokens: (tokens(input), tokens(&current.0)),
        input: current.0,
        failure: current.1,
        together,
        runs: engine.runs,
        elapsed: engine.start.elapsed(),
        bounded: engine.bounded,
    }
}

/// The number of whitespace-separated tokens.
pub fn tokens(text: &str) -> usize {
    text.split_whitespace().count()
}

/// Every input with one case of `cases` replaced by one of its variants, in order.
fn variants_in_place(plan: &Plan<'_>, cases: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for (j, case) in cases.iter().enumerate() {
        for variant in (plan.shrink)(case) {
            // A variant that does not split is not an input: no need to run it.
            let Some(replacement) = (plan.split)(&variant) else {
                continue;
            };
            let mut list = cases[..j].to_vec();
            list.extend(replacement);
            list.extend_from_slice(&cases[j + 1..]);
            out.push((plan.join)(&list));
        }
    }
    out
}

struct Engine<'a, F> {
    plan: &'a Plan<'a>,
    test: &'a (dyn Fn(&str) -> Option<F> + Sync),
    /// Every candidate run, and what it gave.
    seen: HashMap<String, Option<F>>,
    runs: usize,
    start: Instant,
    bounded: bool,
}

impl<F: Clone + Send> Engine<'_, F> {
    /// The first of `candidates`, in order, that fails (its index), running them
    /// `jobs` at a time; `None` also when the budget is spent.
    fn first(&mut self, candidates: &[String]) -> Option<(usize, F)> {
        let jobs = self.plan.jobs.max(1);
        let mut i = 0;
        while i < candidates.len() {
            if self.runs >= self.plan.max_runs || self.start.elapsed() >= self.plan.max_time {
                self.bounded = true;
                return None;
            }
            // The next batch of candidates not seen yet (a seen failure is taken).
            let mut batch = Vec::new();
            while i < candidates.len() && batch.len() < jobs {
                match self.seen.get(&candidates[i]) {
                    Some(Some(f)) if batch.is_empty() => return Some((i, f.clone())),
                    Some(Some(_)) => break,
                    Some(None) => {}
                    None if batch.iter().any(|&b| candidates[b] == candidates[i]) => {}
                    None => batch.push(i),
                }
                i += 1;
            }
            let test = self.test;
            let results: Vec<Option<F>> = std::thread::scope(|s| {
                let handles: Vec<_> = batch
                    .iter()
                    .map(|&b| {
                        let text = candidates[b].as_str();
                        s.spawn(move || test(text))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a shrinking thread ends"))
                    .collect()
            });
            self.runs += batch.len();
            let mut found = None;
            for (&b, result) in batch.iter().zip(results) {
                if found.is_none()
                    && let Some(f) = &result
                {
                    found = Some((b, f.clone()));
                }
                self.seen.insert(candidates[b].clone(), result);
            }
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Zeller's ddmin on the list of cases: a smallest list (no case can go) that
    /// still fails, with its failure; `None` when no smaller list fails.
    fn ddmin(&mut self, mut cases: Vec<String>) -> Option<(Vec<String>, F)> {
        let join = self.plan.join;
        let mut best = None;
        let mut n = 2;
        while cases.len() >= 2 {
            let size = cases.len().div_ceil(n);
            let parts: Vec<Vec<String>> = cases.chunks(size).map(<[String]>::to_vec).collect();
            let complements: Vec<Vec<String>> = (0..parts.len())
                .map(|skip| {
                    let rest = parts.iter().enumerate().filter(|(k, _)| *k != skip);
                    rest.flat_map(|(_, p)| p.clone()).collect()
                })
                .collect();
            let texts =
                |lists: &[Vec<String>]| -> Vec<String> { lists.iter().map(|l| join(l)).collect() };
            if let Some((i, f)) = self.first(&texts(&parts)) {
                cases = parts[i].clone();
                best = Some(f);
                n = 2;
            } else if let Some((i, f)) = self.first(&texts(&complements)) {
                cases = complements[i].clone();
                best = Some(f);
                n = (n - 1).max(2);
            } else if n < cases.len() && !self.bounded {
                n = (n * 2).min(cases.len());
            } else {
                break;
            }
        }
        best.map(|f| (cases, f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inputs of one number a line, a first line with the count.
    fn split(text: &str) -> Option<Vec<String>> {
        let mut lines = text.lines();
        let count: usize = lines.next()?.parse().ok()?;
        let cases: Vec<String> = lines.map(|l| format!("1\n{l}\n")).collect();
        (cases.len() == count).then_some(cases)
    }

    fn join(inputs: &[String]) -> String {
        let lines: Vec<&str> = inputs.iter().flat_map(|t| t.lines().skip(1)).collect();
        format!(
            "{}\n{}",
            lines.len(),
            lines.iter().map(|l| format!("{l}\n")).collect::<String>()
        )
    }

    /// The generic variants of a case: each line left out, then each token.
    fn lines_then_tokens(text: &str) -> Vec<String> {
        let lines: Vec<&str> = text.split_inclusive('\n').collect();
        let mut out: Vec<String> = (0..lines.len())
            .map(|i| [&lines[..i], &lines[i + 1..]].concat().concat())
            .collect();
        for (i, line) in lines.iter().enumerate() {
            let words: Vec<&str> = line.split_whitespace().collect();
            for w in 0..words.len() {
                let kept = [&words[..w], &words[w + 1..]].concat().join(" ");
                out.push(
                    [
                        &lines[..i].concat(),
                        &format!("{kept}\n")[..],
                        &lines[i + 1..].concat(),
                    ]
                    .concat(),
                );
            }
        }
        out.retain(|c| c != text);
        out
    }

    fn plan(shrink: &(dyn Fn(&str) -> Vec<String> + Sync)) -> Plan<'_> {
        Plan {
            split: &split,
            join: &join,
            shrink,
            jobs: 3,
            max_runs: 10_000,
            max_time: Duration::from_secs(60),
        }
    }

    fn numbers(text: &str) -> Vec<u64> {
        text.lines()
            .skip(1)
            .flat_map(|l| l.split_whitespace())
            .filter_map(|w| w.parse().ok())
            .collect()
    }

    #[test]
    fn one_case_alone_then_its_tokens() {
        // Fails when a line holds a number of 100 or more; lines hold words.
        let test =
            |t: &str| split(t).and_then(|_| numbers(t).iter().any(|&n| n >= 100).then_some("WA"));
        let input = "4\n1 2\n7 x 300 y 5\n4 150\n0\n";
        let shrunk = shrink(input, "WA", &plan(&lines_then_tokens), &test);
        assert_eq!(shrunk.input, "1\n300\n");
        assert_eq!(
            (shrunk.cases, shrunk.tokens, shrunk.together),
            ((4, 1), (11, 2), false)
        );
        assert!(
            shrunk.log().starts_with("cases 4 -> 1, tokens 11 -> 2 ("),
            "{}",
            shrunk.log()
        );
    }

    #[test]
    fn cases_that_fail_only_together_are_delta_debugged() {
        // Fails when a 7 comes somewhere after a 3.
        let test = |t: &str| {
            let n = numbers(split(t).map(|_| t)?);
            let three = n.iter().position(|&x| x == 3)?;
            n[three..].contains(&7).then_some(())
        };
        let input = "8\n1\n3\n5\n2\n8\n7\n9\n4\n";
        let shrunk = shrink(input, (), &plan(&lines_then_tokens), &test);
        assert_eq!(shrunk.input, "2\n3\n7\n");
        assert!(shrunk.together);
    }

    #[test]
    fn the_problems_shrinker_comes_first_and_the_budget_holds() {
        fn halve(t: &str) -> Vec<String> {
            numbers(t)
                .iter()
                .filter(|&&n| n > 0)
                .map(|n| format!("1\n{}\n", n / 2))
                .collect()
        }
        let test = |t: &str| numbers(t).iter().any(|&n| n > 0).then_some(());
        let shrunk = shrink("1\n1000001\n", (), &plan(&halve), &test);
        assert_eq!(shrunk.input, "1\n1\n");
        let mut tight = plan(&halve);
        tight.max_runs = 2;
        let bounded = shrink("1\n1000001\n", (), &tight, &test);
        assert!(bounded.bounded && bounded.runs <= 3, "{bounded:?}");
    }
}
