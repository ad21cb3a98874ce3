//! The measuring mode reports a program's own peak memory, not its parent's.

use std::path::Path;
use std::time::Duration;
use xtask::measure;

#[test]
fn peak_memory_is_the_programs_own() {
    let xtask = Path::new(env!("CARGO_BIN_EXE_xtask"));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (empty, script, output) = (
        dir.join("empty.in"),
        dir.join("alloc.py"),
        dir.join("measure.out"),
    );
    std::fs::write(&empty, "").unwrap();
    // python3 reads its program from stdin: touch 150 MB, then exit.
    std::fs::write(&script, "b = bytearray(150_000_000)\n").unwrap();
    let deadline = Duration::from_secs(60);
    // Hold 300 MB here: a report polluted by this process's peak would show it.
    let ballast = vec![1u8; 300_000_000];
    let small = measure::run(xtask, Path::new("/bin/true"), &empty, &output, deadline).unwrap();
    assert_eq!(small.code, Some(0));
    assert!(
        small.peak_bytes < 50_000_000,
        "/bin/true peaks at {} bytes",
        small.peak_bytes
    );
    let big = measure::run(
        xtask,
        Path::new("/usr/bin/python3"),
        &script,
        &output,
        deadline,
    )
    .unwrap();
    assert_eq!(big.code, Some(0));
    assert!(
        (150_000_000..300_000_000).contains(&big.peak_bytes),
        "python3 touching 150 MB peaks at {} bytes",
        big.peak_bytes
    );
    let fails = measure::run(xtask, Path::new("/bin/false"), &empty, &output, deadline).unwrap();
    assert_eq!((fails.code, fails.killed), (Some(1), false));
    let missing = measure::run(
        xtask,
        Path::new("/no/such/program"),
        &empty,
        &output,
        deadline,
    );
    assert!(
        missing
            .unwrap_err()
            .contains("cannot start /no/such/program")
    );
    assert_eq!(ballast.iter().filter(|&&b| b == 1).count(), 300_000_000);
}
