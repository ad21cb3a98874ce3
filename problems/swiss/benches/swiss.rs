//! Criterion bench of the `swiss` binary end to end (reading, solving, writing) on the
//! largest input the statement allows, from its oracle (`swiss-oracle max`), as
//! `cargo xtask judge swiss` times it: a whole process each run, so that the figure is
//! the program's, start-up included.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `exe` with `input` on stdin and returns its stdout, which must be an answer.
fn run(exe: &str, input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().expect("the binary ends");
    feeder
        .join()
        .expect("the feeder ends")
        .expect("the input is written");
    assert!(
        output.status.success(),
        "the binary fails on its largest input"
    );
    output.stdout
}

fn bench(c: &mut Criterion) {
    let max = Command::new(env!("CARGO_BIN_EXE_swiss-oracle"))
        .arg("max")
        .output()
        .expect("the oracle runs");
    assert!(max.status.success(), "the oracle gives its largest input");
    let mut group = c.benchmark_group("swiss");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(max.stdout.len() as u64));
    group.bench_function("largest input, whole process", |b| {
        b.iter(|| run(env!("CARGO_BIN_EXE_swiss"), &max.stdout))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
