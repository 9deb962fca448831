//! The signal-poll ablation, as a test: a loop with an empty body must still be
//! interruptible. The default build (polls on loop back-edges and block exits) passes the
//! alarm programs of the conformance suite; the same programs built with `--polls none`
//! never see their handler run and spin until they are killed. (The cost side of this
//! ablation is measured by `bench/run.py --ablate`, not here.)

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn conformance() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("conformance")
}

fn build(name: &str, extra: &[&str]) -> PathBuf {
    let out =
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("polls-{name}-{}", extra.len()));
    let status = Command::new(env!("CARGO_BIN_EXE_camelift"))
        .current_dir(conformance())
        .args(["build", &format!("{name}.pl"), "-o"])
        .arg(&out)
        .args(extra)
        .status()
        .expect("run camelift");
    assert!(
        status.success(),
        "camelift build {name}.pl {extra:?} failed"
    );
    out
}

/// Runs the program for at most `limit`; None when it had to be killed.
fn run_for(exe: &Path, limit: Duration) -> Option<(String, i32)> {
    let mut child = Command::new(exe)
        .current_dir(conformance())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the compiled program");
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            let out = child.wait_with_output().expect("collect output");
            return Some((
                String::from_utf8_lossy(&out.stdout).into_owned(),
                status.code().unwrap_or(-1),
            ));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn expected(name: &str) -> (String, i32) {
    let dir = conformance();
    let stdout = std::fs::read_to_string(dir.join(format!("{name}.stdout"))).expect("stdout");
    let status = std::fs::read_to_string(dir.join(format!("{name}.status")))
        .expect("status")
        .trim()
        .parse()
        .expect("a status number");
    (stdout, status)
}

fn check(name: &str) {
    let want = expected(name);
    let default = build(name, &[]);
    let got = run_for(&default, Duration::from_secs(20));
    assert_eq!(
        got.as_ref(),
        Some(&want),
        "{name}: the default build must match perl"
    );
    let no_polls = build(name, &["--polls", "none"]);
    let got = run_for(&no_polls, Duration::from_secs(4));
    assert!(
        got.as_ref() != Some(&want),
        "{name}: without polls the handler cannot run, yet the program finished as perl's"
    );
}

#[test]
fn empty_loop_interrupted_only_with_polls() {
    check("sig_alarm_eval");
}

#[test]
fn counting_loop_interrupted_only_with_polls() {
    check("sig_alarm_die");
}
