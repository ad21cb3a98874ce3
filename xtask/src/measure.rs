//! Timing a program as a judge does: wall clock from start to exit, and the peak
//! resident memory the kernel reports for it (`wait4`'s `ru_maxrss`).
//!
//! Linux counts in a new program's peak the peak of the process it was started
//! from (exec records the old memory map's high-water mark, and `posix_spawn`
//! starts from the parent's own map). So [`run`] does not start the program from
//! this process, which holds the large inputs: it starts a fresh, small copy of the
//! `xtask` binary in its hidden `measure` mode ([`measure_main`]), which starts the
//! program and reports on it.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One run's cost and result.
#[derive(Clone, Debug)]
pub struct Run {
    /// From start to exit.
    pub wall: Duration,
    /// Peak resident memory, in bytes.
    pub peak_bytes: u64,
    /// The exit code, `None` when a signal ended it.
    pub code: Option<i32>,
}

/// The hidden command that [`run`] starts: `xtask __measure EXE INPUT OUTPUT`.
pub const MEASURE: &str = "__measure";

/// Runs `exe` with stdin from `input` and stdout into `output`, stderr discarded,
/// through the `xtask` binary `xtask` in its measuring mode.
///
/// # Errors
/// When the helper or the program cannot be started, or the helper's report is unreadable.
pub fn run(xtask: &Path, exe: &Path, input: &Path, output: &Path) -> Result<Run, String> {
    let report = Command::new(xtask)
        .arg(MEASURE)
        .args([exe, input, output])
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot start {}: {e}", xtask.display()))?;
    let text = String::from_utf8_lossy(&report.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    match (report.status.success(), &fields[..]) {
        (true, [wall, peak, code]) => Ok(Run {
            wall: Duration::from_nanos(wall.parse().map_err(|_| format!("bad report {text:?}"))?),
            peak_bytes: peak.parse().map_err(|_| format!("bad report {text:?}"))?,
            code: code.parse().ok(),
        }),
        _ => Err(format!("measuring {} failed: {text}", exe.display())),
    }
}

/// The measuring mode: runs the program named in `args` (EXE INPUT OUTPUT) and
/// prints `wall-nanoseconds peak-bytes exit-code` (`-` for a signal) on one line.
///
/// # Errors
/// A wrong argument count, or a program that cannot be run.
pub fn measure_main(args: &[String]) -> Result<(), String> {
    let [exe, input, output] = args else {
        return Err(format!("usage: xtask {MEASURE} EXE INPUT OUTPUT"));
    };
    let run = run_here(Path::new(exe), Path::new(input), Path::new(output))?;
    let code = run.code.map_or("-".to_string(), |c| c.to_string());
    println!("{} {} {code}", run.wall.as_nanos(), run.peak_bytes);
    Ok(())
}

/// Runs `exe` as a child of this process; its peak memory is only exact when this
/// process is small (see the module docs).
///
/// # Errors
/// When the files cannot be opened or the program cannot be started or waited for.
pub fn run_here(exe: &Path, input: &Path, output: &Path) -> Result<Run, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let stdout = File::create(output).map_err(|e| format!("{}: {e}", output.display()))?;
    let start = Instant::now();
    let child = Command::new(exe)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
    let pid = libc::pid_t::try_from(child.id()).map_err(|e| e.to_string())?;
    let mut status = 0;
    // SAFETY: `rusage` is plain data that the kernel fills in; all-zero bytes are a
    // valid value of it.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our own child, not yet waited for (std's `Child` only waits
    // when asked), and both pointers are to live locals.
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    if reaped != pid {
        return Err(format!(
            "waiting for {}: {}",
            exe.display(),
            std::io::Error::last_os_error()
        ));
    }
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    // Linux reports ru_maxrss in kilobytes.
    let peak_bytes = u64::try_from(usage.ru_maxrss).unwrap_or(0) * 1024;
    Ok(Run {
        wall,
        peak_bytes,
        code,
    })
}

/// The best wall time and the highest peak memory of `runs` runs; every run must exit 0.
///
/// # Errors
/// A run that fails to start or exits with an error.
pub fn best_of(
    runs: usize,
    xtask: &Path,
    exe: &Path,
    input: &Path,
    output: &Path,
) -> Result<Run, String> {
    let mut best: Option<Run> = None;
    for _ in 0..runs {
        let run = self::run(xtask, exe, input, output)?;
        if run.code != Some(0) {
            return Err(format!("{} exits with {:?}", exe.display(), run.code));
        }
        best = Some(match best {
            None => run,
            Some(b) => Run {
                wall: b.wall.min(run.wall),
                peak_bytes: b.peak_bytes.max(run.peak_bytes),
                code: run.code,
            },
        });
    }
    best.ok_or_else(|| "no runs".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_reports_its_exit_code_and_memory() {
        let dir = std::env::temp_dir().join(format!("xtask-measure-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (input, output) = (dir.join("in"), dir.join("out"));
        std::fs::write(&input, "hello\n").unwrap();
        let cat = run_here(Path::new("/bin/cat"), &input, &output).unwrap();
        assert_eq!(cat.code, Some(0));
        assert!(cat.peak_bytes > 0);
        assert_eq!(std::fs::read_to_string(&output).unwrap(), "hello\n");
        let fails = run_here(Path::new("/bin/false"), &input, &output).unwrap();
        assert_eq!(fails.code, Some(1));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
