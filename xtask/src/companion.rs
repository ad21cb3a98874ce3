//! Problems as the Competitive Companion browser extension sends them: one JSON
//! object per problem, with its name, group, page, limits and sample tests (see the
//! extension's README, "The format"). `cargo xtask new --from FILE` reads it from a
//! file and `cargo xtask listen` from an HTTP POST; both make a [`Spec`] of it.

use crate::scaffold::{Limits, Sample, Spec, Template};
use serde_json::Value;

/// The judges the project names by their site, as the manifests write them.
const KNOWN_JUDGES: [(&str, &str); 7] = [
    ("acmicpc.net", "Baekjoon"),
    ("codeforces.com", "Codeforces"),
    ("atcoder.jp", "AtCoder"),
    ("u-aizu.ac.jp", "Aizu Online Judge"),
    ("yukicoder.me", "yukicoder"),
    ("spoj.com", "SPOJ"),
    ("onlinejudge.org", "UVa"),
];

/// The parts of a Competitive Companion problem that a new problem needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Task {
    /// The problem's full name, as `G. PokerStars`.
    pub name: String,
    /// The contest or judge it belongs to, as `Codeforces - 2020 ICPC ...`.
    pub group: String,
    /// The problem's page.
    pub url: String,
    /// The memory limit, in megabytes.
    pub memory_mb: u64,
    /// The time limit, in milliseconds.
    pub time_ms: u64,
    /// The sample tests.
    pub tests: Vec<Sample>,
}

/// Reads one problem from the extension's JSON.
///
/// # Errors
/// One line: not JSON, or the field that is missing or of the wrong type.
pub fn parse(text: &str) -> Result<Task, String> {
    let value: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let text_of = |field: &str| -> Result<String, String> {
        value[field]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| format!("no text field `{field}`"))
    };
    let number = |field: &str| -> Result<u64, String> {
        // The extension sends whole numbers, but a page may give 1.5 s as 1500.0.
        value[field]
            .as_f64()
            .filter(|n| *n >= 1.0 && *n <= 1e9)
            .map(|n| n.round() as u64)
            .ok_or_else(|| format!("no positive number `{field}`"))
    };
    let tests = value["tests"].as_array().ok_or("no array `tests`")?;
    let tests = tests
        .iter()
        .enumerate()
        .map(
            |(k, test)| match (test["input"].as_str(), test["output"].as_str()) {
                (Some(input), Some(output)) => Ok(Sample {
                    input: input.to_string(),
                    output: output.to_string(),
                }),
                _ => Err(format!("test {} has no text `input` and `output`", k + 1)),
            },
        )
        .collect::<Result<Vec<Sample>, String>>()?;
    if tests.is_empty() {
        return Err("no sample tests in `tests`".into());
    }
    Ok(Task {
        name: text_of("name")?,
        group: value["group"].as_str().unwrap_or_default().to_string(),
        url: text_of("url")?,
        memory_mb: number("memoryLimit")?,
        time_ms: number("timeLimit")?,
        tests,
    })
}

impl Task {
    /// The problem's name in the project: the words of its name, lower case and
    /// joined by `_`, without a contest's letter such as `G. ` (`G. PokerStars`:
    /// `pokerstars`); when that does not start with a letter, the last part of
    /// its URL after the site's name (`acmicpc.net/problem/10660`: `acmicpc_10660`).
    /// [`crate::scaffold::check_name`] may still refuse it.
    pub fn problem_name(&self) -> String {
        // A contest's index: upper-case letters and digits, as `G`, `A1` or `10`.
        let is_index = |index: &str| {
            (1..=3).contains(&index.len())
                && index
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        };
        let title = match self.name.split_once(". ") {
            Some((index, rest)) if is_index(index) => rest,
            _ => &self.name,
        };
        let from_title = identifier(title);
        if from_title.starts_with(|c: char| c.is_ascii_lowercase()) {
            return from_title;
        }
        let path = self.url_path();
        let site = self
            .host()
            .split('.')
            .find(|part| !["www", "m"].contains(part))
            .unwrap_or_default();
        let last = path
            .rsplit('/')
            .find(|part| !part.is_empty())
            .unwrap_or_default();
        identifier(&format!("{site} {last}"))
    }

    /// The judge and the problem's id there, as the manifests write them
    /// (`Baekjoon 10660`, `Codeforces Gym 102566G`, `Aizu Online Judge 0038`): the
    /// judge's name for a site the project knows, else the group's first part
    /// (`Codeforces - Round 1`: `Codeforces`), else the URL's site; then the id read
    /// off the URL ([`Task::problem_id`]) when there is one.
    pub fn judge(&self) -> String {
        let host = self.host();
        let known = KNOWN_JUDGES
            .iter()
            .find(|(site, _)| host == *site || host.ends_with(&format!(".{site}")))
            .map(|(_, name)| *name);
        let first = self.group.split(" - ").next().unwrap_or_default().trim();
        let judge = match known {
            Some(name) => name,
            None if !first.is_empty() => first,
            None => host,
        };
        match self.problem_id() {
            Some(id) => format!("{judge} {id}"),
            None => judge.to_string(),
        }
    }

    /// The problem's id, read off its URL the way each judge writes it: Codeforces'
    /// contest and index (`2009A`, `Gym 102566G`), AtCoder's task (`abc398_b`), and
    /// elsewhere the last part of the path or the `id=` of the query (`10660`,
    /// `0038`, `227`); `None` when the URL has no path.
    pub fn problem_id(&self) -> Option<String> {
        let path = self.url_path();
        let (path, query) = path.split_once('?').unwrap_or((path, ""));
        let parts: Vec<&str> = path.split('/').skip(1).filter(|p| !p.is_empty()).collect();
        if let Some(id) = query
            .split('&')
            .find_map(|kv| kv.strip_prefix("id="))
            .filter(|id| !id.is_empty())
        {
            return Some(id.to_string());
        }
        let codeforces = self.host().ends_with("codeforces.com");
        match parts[..] {
            ["gym", contest, "problem", index, ..] if codeforces => {
                Some(format!("Gym {contest}{index}"))
            }
            ["contest", contest, "problem", index, ..]
            | ["problemset", "problem", contest, index, ..]
                if codeforces =>
            {
                Some(format!("{contest}{index}"))
            }
            [.., last] => Some(last.to_string()),
            [] => None,
        }
    }

    /// The URL without its scheme: `www.acmicpc.net/problem/4429`.
    fn url_path(&self) -> &str {
        self.url.split("://").nth(1).unwrap_or(&self.url)
    }

    /// The URL's host: `www.acmicpc.net`.
    fn host(&self) -> &str {
        self.url_path().split('/').next().unwrap_or_default()
    }

    /// The new problem made of this one, called `name`, starting from `template`.
    pub fn spec(&self, name: &str, template: Template) -> Spec {
        Spec {
            name: name.to_string(),
            title: Some(self.name.clone()),
            judge: Some(self.judge()),
            url: Some(self.url.clone()),
            limits: Limits {
                seconds: self.time_ms as f64 / 1000.0,
                megabytes: self.memory_mb,
            },
            samples: self.tests.clone(),
            template,
        }
    }
}

/// `text` as an identifier: its ASCII letters and digits in lower case, each run of
/// anything else one `_`, none at either end.
fn identifier(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_end_matches('_').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn task(name: &str, url: &str) -> Task {
        Task {
            name: name.into(),
            group: String::new(),
            url: url.into(),
            memory_mb: 256,
            time_ms: 1000,
            tests: Vec::new(),
        }
    }

    #[test]
    fn a_problem_is_named_from_its_title_or_else_its_url() {
        for (name, url, want) in [
            (
                "G. PokerStars",
                "https://codeforces.com/gym/102566/problem/G",
                "pokerstars",
            ),
            (
                "Poker Hands",
                "https://www.acmicpc.net/problem/4429",
                "poker_hands",
            ),
            ("A1. Two-Sum (easy)", "https://x.org/a", "two_sum_easy"),
            ("Mr. Smith", "https://x.org/a", "mr_smith"),
            (
                "10315 - Poker Hands",
                "https://onlinejudge.org/p/10315",
                "onlinejudge_10315",
            ),
            (
                "텍사스 홀덤",
                "https://www.acmicpc.net/problem/10660",
                "acmicpc_10660",
            ),
        ] {
            assert_eq!(task(name, url).problem_name(), want, "{name}");
        }
    }

    #[test]
    fn the_judge_is_named_with_the_problems_id() {
        for (group, url, want) in [
            ("", "https://www.acmicpc.net/problem/4429", "Baekjoon 4429"),
            (
                "Codeforces - Gym 102566",
                "https://codeforces.com/gym/102566/problem/G",
                "Codeforces Gym 102566G",
            ),
            (
                "Codeforces - Round 970",
                "https://codeforces.com/contest/2009/problem/A",
                "Codeforces 2009A",
            ),
            (
                "",
                "https://codeforces.com/problemset/problem/2009/A",
                "Codeforces 2009A",
            ),
            (
                "Aizu Online Judge - Volume 0",
                "https://onlinejudge.u-aizu.ac.jp/problems/0038",
                "Aizu Online Judge 0038",
            ),
            (
                "Aizu Online Judge - Volume 0",
                "http://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=0038&lang=jp",
                "Aizu Online Judge 0038",
            ),
            (
                "AtCoder - ABC 398",
                "https://atcoder.jp/contests/abc398/tasks/abc398_b",
                "AtCoder abc398_b",
            ),
            (
                "yukicoder",
                "https://yukicoder.me/problems/no/227",
                "yukicoder 227",
            ),
            (
                "Kattis",
                "https://open.kattis.com/problems/rhino",
                "Kattis rhino",
            ),
            ("", "https://x.org", "x.org"),
        ] {
            let mut t = task("x", url);
            t.group = group.into();
            assert_eq!(t.judge(), want, "{url}");
        }
    }

    #[test]
    fn bad_payloads_are_named_in_one_line() {
        let good = r#"{"name":"A","group":"g","url":"u","memoryLimit":64,"timeLimit":2500,
                       "tests":[{"input":"1\n","output":"2\n"}]}"#;
        let task = parse(good).unwrap();
        assert_eq!(
            (task.memory_mb, task.time_ms, task.tests.len()),
            (64, 2500, 1)
        );
        for (bad, says) in [
            ("{", "not JSON"),
            ("[]", "no array `tests`"),
            (&good.replace("2500", "\"fast\""), "`timeLimit`"),
            (&good.replace(r#""output":"2\n""#, r#""out":1"#), "test 1"),
            (
                &good.replace(r#"{"input":"1\n","output":"2\n"}"#, ""),
                "no sample tests",
            ),
            (&good.replace(r#""url":"u","#, ""), "`url`"),
        ] {
            let err = parse(bad).unwrap_err();
            assert!(err.contains(says) && !err.contains('\n'), "{bad}: {err}");
        }
    }
}
