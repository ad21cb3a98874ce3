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
    let small = measure::run(
        xtask,
        Path::new("/bin/true"),
        &empty,
        &output,
        None,
        deadline,
    )
    .unwrap();
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
        None,
        deadline,
    )
    .unwrap();
    assert_eq!(big.code, Some(0));
    assert!(
        (150_000_000..300_000_000).contains(&big.peak_bytes),
        "python3 touching 150 MB peaks at {} bytes",
        big.peak_bytes
    );
    let fails = measure::run(
        xtask,
        Path::new("/bin/false"),
        &empty,
        &output,
        None,
        deadline,
    )
    .unwrap();
    // stderr goes where asked, apart from stdout.
    let (errors, talk) = (dir.join("errors"), dir.join("talk.py"));
    std::fs::write(
        &talk,
        "import sys\nprint('out')\nsys.stderr.write('err\\n')\n",
    )
    .unwrap();
    let python = Path::new("/usr/bin/python3");
    let both = measure::run(xtask, python, &talk, &output, Some(&errors), deadline).unwrap();
    assert_eq!(both.code, Some(0));
    assert_eq!(std::fs::read_to_string(&output).unwrap(), "out\n");
    assert_eq!(std::fs::read_to_string(&errors).unwrap(), "err\n");
    assert_eq!((fails.code, fails.killed), (Some(1), false));
    let missing = measure::run(
        xtask,
        Path::new("/no/such/program"),
        &empty,
        &output,
        None,
        deadline,
    );
    assert!(
        missing
            .unwrap_err()
            .contains("cannot start /no/such/program")
    );
    assert_eq!(ballast.iter().filter(|&&b| b == 1).count(), 300_000_000);
}
