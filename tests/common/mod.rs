//! Helpers shared by the integration-test harnesses.
#![allow(dead_code)]

use std::process::{Command, Output, Stdio};

pub const AARCH64: &str = "aarch64-unknown-linux-gnu";
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

pub fn have(cmd: &str) -> bool {
    Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {cmd}"))
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Builds the runtime archives the compiler links against (the host one always; the
/// aarch64 one when that Rust target is installed).
pub fn build_runtimes() -> bool {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let host = Command::new(&cargo)
        .args(["build", "--release", "-q", "-p", "camelift-rt"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status();
    if !host.is_ok_and(|s| s.success()) {
        eprintln!("warning: building the host runtime failed");
    }
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains(AARCH64))
        .unwrap_or(false);
    if !installed || !have("aarch64-linux-gnu-gcc") || !have("qemu-aarch64") {
        return false;
    }
    Command::new(&cargo)
        .args([
            "build",
            "--release",
            "-q",
            "-p",
            "camelift-rt",
            "--target",
            AARCH64,
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .is_ok_and(|s| s.success())
}
