//! Problems as the Competitive Companion browser extension sends them: one JSON
//! object per problem, with its name, group, page, limits and sample tests (see the
//! extension's README, "The format"). `cargo xtask new --from FILE` reads it from a
//! file and `cargo xtask listen` from an HTTP POST; both make a [`Spec`] of it.

use crate::scaffold::{Limits, Sample, Spec, Template};
use serde_json::Value;

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

    /// The judge, as the registry and the README name it: the group's first part
    /// (`Codeforces - Round 1`: `Codeforces`), else the URL's site.
    pub fn judge(&self) -> String {
        let first = self.group.split(" - ").next().unwrap_or_default().trim();
        if !first.is_empty() {
            return first.to_string();
        }
        self.host().to_string()
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
    fn the_judge_is_the_groups_first_part_or_the_site() {
        let mut t = task("x", "https://www.acmicpc.net/problem/4429");
        assert_eq!(t.judge(), "www.acmicpc.net");
        t.group = "Codeforces - Gym 102566".into();
        assert_eq!(t.judge(), "Codeforces");
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
