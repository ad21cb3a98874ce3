//! `cargo xtask listen`: real HTTP requests to a real socket on 127.0.0.1. A bad
//! request (not a POST, oversized, not UTF-8, not JSON, not a problem, a name
//! taken or reserved) gets its 4xx and writes nothing, and the listener goes on;
//! a real problem is scaffolded, and `--once` then stops. Every wait is bounded.

use crate::scratch;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;
use xtask::listen::{Listener, MAX_BYTES};

/// Longer than any answer takes, short enough that a hang fails the test.
const TIMEOUT: Duration = Duration::from_secs(60);

/// The Competitive Companion payload of the tests.
fn payload() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/data/poker-hands.json");
    std::fs::read_to_string(path).unwrap()
}

/// A POST of `body` as the extension sends it.
fn post(body: &[u8]) -> Vec<u8> {
    let head = format!(
        "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    [head.as_bytes(), body].concat()
}

/// Sends `request` to 127.0.0.1:`port`; returns the answer's status code.
fn send(port: u16, request: &[u8]) -> u16 {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.set_read_timeout(Some(TIMEOUT)).unwrap();
    stream.set_write_timeout(Some(TIMEOUT)).unwrap();
    stream.write_all(request).unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let status = answer.split_whitespace().nth(1).unwrap_or_default();
    status
        .parse()
        .unwrap_or_else(|_| panic!("no status in {answer:?}"))
}

/// Every bad request, with the status it must get.
fn bad_requests() -> Vec<(&'static str, Vec<u8>, u16)> {
    let payload = payload();
    vec![
        (
            "a GET",
            b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".to_vec(),
            405,
        ),
        ("not JSON", post(b"<html>not json</html>"), 400),
        ("not UTF-8", post(b"{\"name\": \"\xff\"}"), 400),
        (
            "no tests",
            post(br#"{"name": "A", "url": "u", "memoryLimit": 1, "timeLimit": 1}"#),
            400,
        ),
        ("too large", post(&vec![b' '; MAX_BYTES + 1]), 413),
        (
            "a name taken",
            post(payload.replace("Poker Hands", "Swiss").as_bytes()),
            409,
        ),
        (
            "a reserved name",
            post(payload.replace("Poker Hands", "Gen").as_bytes()),
            409,
        ),
    ]
}

#[test]
fn a_posted_problem_is_scaffolded_and_bad_requests_write_nothing() {
    let root = scratch::package_copy("listen");
    let listener = Listener::bind(0).unwrap();
    let port = listener.port();
    assert_ne!(port, 0);
    let (done, finished) = mpsc::channel();
    let served = root.clone();
    std::thread::spawn(move || {
        let _ = done.send(listener.serve(&served, true, Default::default()));
    });
    let before = scratch::snapshot(&root);
    for (what, request, status) in bad_requests() {
        assert_eq!(send(port, &request), status, "{what}");
    }
    assert!(
        finished.try_recv().is_err(),
        "a bad request stopped the listener"
    );
    assert!(
        before == scratch::snapshot(&root),
        "a bad request wrote files"
    );

    assert_eq!(send(port, &post(payload().as_bytes())), 200);
    let served = finished
        .recv_timeout(TIMEOUT)
        .expect("--once stops after one problem");
    assert_eq!(served, Ok(()));
    let sample = root.join("fixtures/poker_hands/sample1.in");
    let payload: serde_json::Value = serde_json::from_str(&payload()).unwrap();
    assert_eq!(
        std::fs::read_to_string(sample).unwrap(),
        payload["tests"][0]["input"].as_str().unwrap()
    );
    for file in [
        "problems/poker_hands/src/main.rs",
        "docs/problems/poker_hands.md",
        "submit/poker_hands.rs",
    ] {
        assert!(root.join(file).is_file(), "{file}");
    }
}

/// A child process killed when dropped, so that no failed assertion leaves it running.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn the_command_prints_its_port_and_each_bad_request_is_one_line_on_stderr() {
    // The scratch copy's xtask, whose repository is that copy: bad requests only,
    // which write nothing there.
    let scratch = scratch::scratch();
    let child = Command::new(&scratch.xtask)
        .args(["listen", "--port", "0", "--once"])
        .current_dir(&scratch.root)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut child = Killed(child);
    let stdout = child.0.stdout.take().unwrap();
    let (line, first) = mpsc::channel();
    std::thread::spawn(move || {
        let mut text = String::new();
        let _ = BufReader::new(stdout).read_line(&mut text);
        let _ = line.send(text);
    });
    let first = first
        .recv_timeout(TIMEOUT)
        .expect("listen prints its address");
    let address = first
        .strip_prefix("listening on http://127.0.0.1:")
        .unwrap_or_else(|| panic!("{first:?}"));
    let port: u16 = address[..address.find('/').unwrap()].parse().unwrap();
    let requests = bad_requests();
    for (what, request, status) in &requests {
        assert_eq!(send(port, request), *status, "{what}");
    }
    assert_eq!(child.0.try_wait().unwrap(), None, "listen stopped");
    let _ = child.0.kill();
    let _ = child.0.wait();
    let mut stderr = String::new();
    child
        .0
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), requests.len(), "{stderr}");
    for (line, (what, _, status)) in lines.iter().zip(&requests) {
        assert!(
            line.starts_with("error: ") && line.contains(&format!("({status})")),
            "{what}: {line}"
        );
    }
}
