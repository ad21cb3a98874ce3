//! The oracle's command line, which `cargo xtask` runs: one mode a run, its input
//! on stdin and its result on stdout; lists (of inputs, of test cases) as frames
//! ([`crate::frames`]).

use crate::protocol::{NOT_ANSWERED, REFUSED, frames, read_frames};
use crate::{Oracle, SplitMix64, generic};
use std::io::{Read, Write};
use std::process::ExitCode;

/// The usage, for `help` and for a bad command line.
const USAGE: &str = "\
usage: NAME-oracle MODE
  brute [--fixture CASE]  the answer to the input on stdin (exit 3 and why, when
                          it is not valid); a fixture beyond the statement is cut
                          back first (exit 4: one the brute force does not answer)
  random SIZE SEED        a random valid input of about SIZE
  case SIZE SEED          that input and its answer, as two frames
  max                     the largest input the statement allows (exit 3: none)
  split                   the test cases of the input on stdin, as frames
  join                    the frames on stdin joined into one input
  shrink                  smaller variants of the one-case input on stdin, as frames
  check                   the oracle checked on its own random inputs
A frame is a line with the length in bytes, then that many bytes.
";

/// Runs the mode the command line names: see the module docs and `help`.
///
/// Exit codes: 0 done; 1 `check` found a fault; 2 a bad command line or unreadable
/// stdin; 3 a refusal ([`crate::protocol::REFUSED`]); 4 a fixture the brute force
/// does not answer ([`crate::protocol::NOT_ANSWERED`]). A panic (a bug of the oracle, whatever the input) is Rust's
/// exit code 101.
pub fn main(oracle: Oracle) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match run(&oracle, &args) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            match stdout.write_all(&out).and_then(|()| stdout.flush()) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    eprintln!("error: cannot write: {e}");
                    ExitCode::FAILURE
                }
                _ => ExitCode::SUCCESS,
            }
        }
        Err((code, why)) => {
            eprintln!("{why}");
            ExitCode::from(code)
        }
    }
}

/// What a mode writes, or its exit code and message.
fn run(oracle: &Oracle, args: &[&str]) -> Result<Vec<u8>, (u8, String)> {
    let usage = |why: &str| (2, format!("error: {why}\n{USAGE}"));
    let number = |word: Option<&&str>, what: &str| -> Result<u64, (u8, String)> {
        word.and_then(|w| w.parse().ok())
            .ok_or_else(|| usage(&format!("{what} must be a whole number")))
    };
    let refused = |why: String| (REFUSED, why);
    match args {
        ["brute"] => brute(oracle, &stdin()?).map_err(refused),
        ["brute", "--fixture", case] => {
            let text = stdin()?;
            let cut = oracle
                .beyond
                .iter()
                .find(|(start, _)| case.starts_with(start));
            let text = match cut {
                None => text,
                Some((_, cut)) => cut.apply(&text).ok_or_else(|| {
                    let why = "not answered: the fixture passes what the brute force reads";
                    (NOT_ANSWERED, why.to_string())
                })?,
            };
            brute(oracle, &text).map_err(refused)
        }
        ["random", size, seed] | ["case", size, seed] => {
            let size = number(Some(size), "SIZE")?.max(1) as usize;
            let seed = number(Some(seed), "SEED")?;
            let input = (oracle.random)(&mut SplitMix64::new(seed), size);
            if args[0] == "random" {
                return Ok(input.into_bytes());
            }
            let answer = (oracle.brute)(&input).map_err(|why| {
                refused(format!(
                    "the brute force refuses its own generator's input (size {size}, \
                     seed {seed}): {why}"
                ))
            })?;
            Ok(frames(&[input, answer]))
        }
        ["max"] => match oracle.max {
            Some(max) => Ok(max().into_bytes()),
            None => Err(refused(
                "no largest input: no judge runs this problem".into(),
            )),
        },
        ["split"] => match split(oracle, &stdin()?) {
            Some(cases) => Ok(frames(&cases)),
            None => Err(refused("the input does not split into test cases".into())),
        },
        ["join"] => {
            let parts = read_frames(stdin()?.as_bytes()).map_err(|e| usage(&e))?;
            Ok(join(oracle, &parts).into_bytes())
        }
        ["shrink"] => Ok(frames(&shrink(oracle, &stdin()?))),
        ["check"] => check(oracle).map(String::into_bytes).map_err(|e| (1, e)),
        ["help" | "--help" | "-h"] => Ok(USAGE.as_bytes().to_vec()),
        [] => Err(usage("no mode")),
        _ => Err(usage(&format!("unknown mode `{}`", args.join(" ")))),
    }
}

/// The whole of stdin, as text (a bad byte read as U+FFFD, which no strict reader
/// takes).
fn stdin() -> Result<String, (u8, String)> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| (2, format!("error: cannot read stdin: {e}")))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn brute(oracle: &Oracle, text: &str) -> Result<Vec<u8>, String> {
    (oracle.brute)(text).map(String::into_bytes)
}

/// The test cases of `text`: the problem's own split, or the generic one.
fn split(oracle: &Oracle, text: &str) -> Option<Vec<String>> {
    match oracle.cases {
        Some(cases) => (cases.split)(text),
        None => Some(generic::split(text)),
    }
}

/// One input of these test cases: the problem's own join, or the generic one.
fn join(oracle: &Oracle, inputs: &[String]) -> String {
    match oracle.cases {
        Some(cases) => (cases.join)(inputs),
        None => generic::join(inputs),
    }
}

/// The variants of a one-case input: the problem's shrinker's first, then the
/// generic ones it does not give.
fn shrink(oracle: &Oracle, text: &str) -> Vec<String> {
    let mut out = oracle.shrink.map_or_else(Vec::new, |shrink| shrink(text));
    for candidate in generic::shrink(text) {
        if !out.contains(&candidate) {
            out.push(candidate);
        }
    }
    out
}

/// Random inputs a size, in [`check`].
const INPUTS_A_SIZE: usize = 2;

/// The sizes of the random inputs in [`check`]: 1 to this.
const CHECK_SIZES: usize = 10;

/// The oracle's parts on its own random inputs of sizes 1 to 10: each input is
/// valid; its cases split and join back into an input with the same answer (with the
/// problem's own split), each case valid; every variant the problem's own shrinker
/// makes of a case is valid and not the case, and always taking the first variant
/// ends; the largest input is made. `NAME-oracle check` runs it.
///
/// # Errors
/// The first fault found, with the input that shows it.
pub fn check(oracle: &Oracle) -> Result<String, String> {
    let mut rng = SplitMix64::new(1);
    let mut inputs = 0;
    for size in 1..=CHECK_SIZES {
        for _ in 0..INPUTS_A_SIZE {
            let text = (oracle.random)(&mut rng, size);
            inputs += 1;
            let shown = |why: String| format!("size {size}: {why}\ninput:\n{text}");
            let answer = (oracle.brute)(&text)
                .map_err(|e| shown(format!("the brute force refuses a random input: {e}")))?;
            let Some(cases) = oracle.cases else { continue };
            let split = (cases.split)(&text)
                .filter(|c| !c.is_empty())
                .ok_or_else(|| shown("a valid input does not split".into()))?;
            let joined = (cases.join)(&split);
            if (oracle.brute)(&joined).as_ref() != Ok(&answer) {
                return Err(shown(format!(
                    "its cases joined back answer otherwise:\n{joined}"
                )));
            }
            for case in &split {
                (oracle.brute)(case)
                    .map_err(|e| shown(format!("a case alone is refused: {e}\n{case}")))?;
            }
            let Some(shrink) = oracle.shrink else {
                continue;
            };
            let mut last = split[0].clone();
            for step in 0.. {
                if step == 1_000 {
                    return Err(shown(format!("shrinking does not end:\n{last}")));
                }
                let variants = shrink(&last);
                for variant in &variants {
                    if *variant == last || (oracle.brute)(variant).is_err() {
                        return Err(shown(format!(
                            "a variant of\n{last}is the same or refused:\n{variant}"
                        )));
                    }
                }
                match variants.into_iter().next() {
                    Some(next) => last = next,
                    None => break,
                }
            }
        }
    }
    if let Some(max) = oracle.max {
        max();
    }
    Ok(format!(
        "ok: {inputs} random inputs of sizes 1 to {CHECK_SIZES} valid{}{}{}\n",
        if oracle.cases.is_some() {
            ", split and joined back"
        } else {
            ""
        },
        if oracle.shrink.is_some() {
            ", shrunk to the end"
        } else {
            ""
        },
        if oracle.max.is_some() {
            ", the largest input made"
        } else {
            ""
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sums(text: &str) -> Result<String, String> {
        let mut out = String::new();
        for line in text.lines() {
            let n: Vec<u32> = line
                .split(' ')
                .map(|w| w.parse().map_err(|_| format!("`{w}`")))
                .collect::<Result<_, _>>()?;
            let [a, b] = n[..] else {
                return Err("two numbers".into());
            };
            out += &format!("{}\n", a + b);
        }
        Ok(out)
    }

    fn lines(rng: &mut SplitMix64, size: usize) -> String {
        (0..1 + rng.below(size))
            .map(|_| format!("{} {}\n", rng.below(10), rng.below(10)))
            .collect()
    }

    #[test]
    fn modes_answer_and_refuse() {
        let oracle = Oracle::new(sums, lines);
        let run = |args: &[&str]| run(&oracle, args);
        let input = run(&["random", "3", "7"]).unwrap();
        let framed = run(&["case", "3", "7"]).unwrap();
        let parts = read_frames(&framed).unwrap();
        assert_eq!(parts[0].as_bytes(), input);
        assert_eq!(sums(&parts[0]).unwrap(), parts[1]);
        assert_eq!(run(&["max"]).unwrap_err().0, REFUSED);
        assert_eq!(run(&["random", "x", "1"]).unwrap_err().0, 2);
        assert_eq!(run(&["nosuch"]).unwrap_err().0, 2);
        assert!(check(&oracle).unwrap().starts_with("ok: 20 random inputs"));
        let broken = Oracle::new(|_| Err("never".into()), lines);
        assert!(
            check(&broken)
                .unwrap_err()
                .contains("refuses a random input: never")
        );
        assert_eq!(
            shrink(&oracle, "1 2\n")[..2],
            ["".to_string(), "2\n".into()]
        );
    }
}
