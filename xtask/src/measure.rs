//! Timing a program as a judge does: wall clock from start to exit, the peak
//! resident memory the kernel reports for it (`wait4`'s `ru_maxrss`), and a kill
//! when it runs past a deadline.
//!
//! Linux counts in a new program's peak the peak of the process it was started
//! from (exec records the old memory map's high-water mark, and `posix_spawn`
//! starts from the parent's own map). So [`run`] does not start the program from
//! this process, which holds the large inputs: it starts a fresh, small copy of the
//! `xtask` binary in its hidden `measure` mode ([`measure_main`]), which starts the
//! program and reports on it. The helper's own few megabytes remain in the figure:
//! `/bin/true` measures about 3 MB this way (1 MB under `/usr/bin/time`).

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The hidden command that [`run`] starts: `xtask __measure EXE INPUT OUTPUT MILLIS
/// [ERRORS]`.
pub const MEASURE: &str = "__measure";

/// One run's cost and result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// From start to exit (or to the kill).
    pub wall: Duration,
    /// Peak resident memory, in bytes.
    pub peak_bytes: u64,
    /// The exit code; `None` when a signal ended it.
    pub code: Option<i32>,
    /// Whether it was killed at the deadline.
    pub killed: bool,
}

/// Runs `exe` with stdin from `input`, stdout into `output` and stderr into `errors`
/// (discarded when `None`), killed after `deadline`, through the `xtask` binary
/// `xtask` in its measuring mode.
///
/// # Errors
/// When the helper or the program cannot be started (the helper's message), or the
/// helper's report is unreadable.
pub fn run(
    xtask: &Path,
    exe: &Path,
    input: &Path,
    output: &Path,
    errors: Option<&Path>,
    deadline: Duration,
) -> Result<Run, String> {
    let report = Command::new(xtask)
        .arg(MEASURE)
        .args([exe, input, output])
        .arg(deadline.as_millis().to_string())
        .args(errors)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start {}: {e}", xtask.display()))?;
    let text = String::from_utf8_lossy(&report.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let bad = || {
        let why = String::from_utf8_lossy(&report.stderr);
        format!("measuring {} failed: {}", exe.display(), why.trim())
    };
    match (report.status.success(), &fields[..]) {
        (true, [wall, peak, code, killed]) => Ok(Run {
            wall: Duration::from_nanos(wall.parse().map_err(|_| bad())?),
            peak_bytes: peak.parse().map_err(|_| bad())?,
            code: code.parse().ok(),
            killed: *killed == "killed",
        }),
        _ => Err(bad()),
    }
}

/// The measuring mode: runs the program named in `args` (EXE INPUT OUTPUT MILLIS,
/// then ERRORS, where stderr goes, if given)
/// and prints `wall-nanoseconds peak-bytes exit-code killed|done` on one line (`-`
/// for the exit code of a program a signal ended).
///
/// # Errors
/// Wrong arguments, or a program that cannot be run.
pub fn measure_main(args: &[String]) -> Result<(), String> {
    let (exe, input, output, millis, errors) = match args {
        [exe, input, output, millis] => (exe, input, output, millis, None),
        [exe, input, output, millis, errors] => (exe, input, output, millis, Some(errors)),
        _ => {
            return Err(format!(
                "usage: xtask {MEASURE} EXE INPUT OUTPUT MILLIS [ERRORS]"
            ));
        }
    };
    let millis: u64 = millis
        .parse()
        .map_err(|_| format!("bad deadline `{millis}`"))?;
    let run = run_here(
        Path::new(exe),
        Path::new(input),
        Path::new(output),
        errors.map(Path::new),
        Duration::from_millis(millis),
    )?;
    let code = run.code.map_or("-".to_string(), |c| c.to_string());
    let killed = if run.killed { "killed" } else { "done" };
    println!("{} {} {code} {killed}", run.wall.as_nanos(), run.peak_bytes);
    Ok(())
}

/// The arguments of the hidden `cargo xtask __measure`, read by [`measure_main`].
#[derive(clap::Args, Debug)]
pub struct Args {
    /// EXE INPUT OUTPUT MILLIS, then ERRORS where given.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Runs the hidden `cargo xtask __measure` command with the arguments after it.
///
/// # Errors
/// As [`measure_main`], as a failure with exit code 1.
pub fn command(args: &[String]) -> Result<(), crate::failure::Failure> {
    measure_main(args).map_err(crate::failure::Failure::one)
}

/// Runs `exe` as a child of this process, killed after `deadline`; its peak memory
/// is only exact when this process is small (see the module docs).
///
/// # Errors
/// When the files cannot be opened or the program cannot be started or waited for.
pub fn run_here(
    exe: &Path,
    input: &Path,
    output: &Path,
    errors: Option<&Path>,
    deadline: Duration,
) -> Result<Run, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let stdout = File::create(output).map_err(|e| format!("{}: {e}", output.display()))?;
    let stderr = match errors {
        Some(path) => {
            Stdio::from(File::create(path).map_err(|e| format!("{}: {e}", path.display()))?)
        }
        None => Stdio::null(),
    };
    let start = Instant::now();
    let child = Command::new(exe)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
    let pid = libc::pid_t::try_from(child.id()).map_err(|e| e.to_string())?;
    let killed = AtomicBool::new(false);
    let (done, finished) = mpsc::channel::<()>();
    let (status, usage, reaped) = std::thread::scope(|s| {
        // The watchdog: at the deadline, unless told the program has ended, kill it.
        // It cannot hit another process: the child stays unreaped (its pid taken)
        // until `wait4` below returns, and only then is `done` sent.
        let killed = &killed;
        s.spawn(move || killed.store(kill_at(deadline, pid, &finished), Ordering::SeqCst));
        let mut status = 0;
        // SAFETY: `rusage` is plain data the kernel fills in; all-zero bytes are a
        // valid value of it.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: `pid` is our own child, not yet waited for (std's `Child` only waits
        // when asked), and both pointers are to live locals.
        let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        // A closed channel (the watchdog already fired) is fine.
        let _ = done.send(());
        (status, usage, reaped)
    });
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
        killed: killed.load(Ordering::SeqCst),
    })
}

/// Waits for word on `finished` that the child `pid` has ended; past `deadline`
/// without it, kills the child and returns `true`. The child must stay unreaped
/// until the word is sent, so that `pid` cannot name another process.
pub(crate) fn kill_at(deadline: Duration, pid: libc::pid_t, finished: &mpsc::Receiver<()>) -> bool {
    let late = finished.recv_timeout(deadline) == Err(mpsc::RecvTimeoutError::Timeout);
    if late {
        // SAFETY: kill has no memory effects; `pid` is our unreaped child.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    late
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_reports_its_exit_code_and_a_kill() {
        let dir = std::env::temp_dir().join(format!("xtask-measure-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (input, output) = (dir.join("in"), dir.join("out"));
        std::fs::write(&input, "hello\n").unwrap();
        let second = Duration::from_secs(10);
        let cat = run_here(Path::new("/bin/cat"), &input, &output, None, second).unwrap();
        assert_eq!((cat.code, cat.killed), (Some(0), false));
        assert!(cat.peak_bytes > 0);
        assert_eq!(std::fs::read_to_string(&output).unwrap(), "hello\n");
        let fails = run_here(Path::new("/bin/false"), &input, &output, None, second).unwrap();
        assert_eq!((fails.code, fails.killed), (Some(1), false));
        // `yes` never ends: killed at the deadline, by a signal.
        let forever = run_here(
            Path::new("/usr/bin/yes"),
            &input,
            Path::new("/dev/null"),
            None,
            Duration::from_millis(200),
        )
        .unwrap();
        assert_eq!((forever.code, forever.killed), (None, true));
        assert!(forever.wall >= Duration::from_millis(200) && forever.wall < second);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
