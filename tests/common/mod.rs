//! Helpers shared by the integration-test harnesses.
#![allow(dead_code)]

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs a command with a time limit; returns its output.
pub fn run_limited(cmd: Command, limit: Duration) -> Result<Output, String> {
    run_limited_stdin(cmd, limit, None)
}

/// `run_limited` with stdin read from a file (None: /dev/null).
pub fn run_limited_stdin(
    mut cmd: Command,
    limit: Duration,
    stdin: Option<&std::path::Path>,
) -> Result<Output, String> {
    let input = match stdin {
        Some(p) => Stdio::from(std::fs::File::open(p).map_err(|e| format!("stdin: {e}"))?),
        None => Stdio::null(),
    };
    let mut child = cmd
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("spawn: {e}"))?;
    let start = Instant::now();
    // Drain pipes on threads so a chatty program cannot block on a full pipe.
    let mut so = child.stdout.take();
    let mut se = child.stderr.take();
    let t1 = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(s) = so.as_mut() {
            let _ = std::io::Read::read_to_end(s, &mut v);
        }
        v
    });
    let t2 = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(s) = se.as_mut() {
            let _ = std::io::Read::read_to_end(s, &mut v);
        }
        v
    });
    let status = loop {
        if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
            break st;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("timed out after {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = t1.join().unwrap_or_default();
    let stderr = t2.join().unwrap_or_default();
    Ok(Output {
        status,
        stdout,
        stderr,
    })
}

/// The exit status as a shell reports it (128 + signal for a killed process).
pub fn shell_status(o: &Output) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    match (o.status.code(), o.status.signal()) {
        (Some(c), _) => c,
        (None, Some(s)) => 128 + s,
        _ => -1,
    }
}
