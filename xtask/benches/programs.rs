//! Criterion bench of every problem's whole program on the largest input its
//! statement allows (its oracle's `max`, or the data file of a problem no judge
//! runs), as `cargo xtask judge` times it: the cargo binary of Cargo's profile
//! `loop`, a whole process each run, reading, solving and writing.
//! `cargo bench -p xtask --bench programs -- swiss` times one.

// `criterion_group!` declares a public function it cannot document.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::path::Path;
use xtask::cargo::{self, LOOP_PROFILE};
use xtask::oracle::Oracle;
use xtask::problems::Grading;

fn bench(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let problems = xtask::problems::all(root).unwrap();
    let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
    let built = cargo::build(root, &names, LOOP_PROFILE).unwrap();
    let mut group = c.benchmark_group("programs");
    group.sample_size(10);
    for problem in &problems {
        let programs = &built[&problem.name];
        let input = match &problem.grading {
            Grading::Judged(_) => Oracle::new(&programs.oracle).max().unwrap().unwrap(),
            Grading::Unjudged(data) => std::fs::read_to_string(root.join(&data.path)).unwrap(),
        };
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_function(format!("{}, largest input", problem.name), |b| {
            b.iter(|| {
                let output = xtask::fixtures::run(&programs.binary, input.as_bytes()).unwrap();
                assert!(output.status.success(), "{} fails", problem.name);
                output.stdout
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
