//! The signal-poll ablation, as a test: a loop with an empty body must still be
//! interruptible. The default build (polls folded into every statement's FREETMPS check)
//! and the explicit back-edge placement pass the alarm programs of the conformance suite;
//! the same programs built with `--polls none` never see their handler run and spin until
//! they are killed. `tests/signals/loop_shapes.pl` runs one loop of each shape until a
//! signal the test keeps sending is dispatched in it. (The cost side of this ablation is
//! measured by `bench/run.py --ablate`, not here.)

mod harness;

use harness::{build_runtimes, camelift, exe_command, run, Bless, Suite, Target};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The alarm programs of the conformance suite and their perl-made expectations.
fn conformance() -> Suite {
    Suite::new("conformance", "conformance", Bless::FromPerl)
}

/// `tests/signals`: compared with the live perl on every run, so there is nothing to bless.
fn signals() -> Suite {
    Suite::new("signal_polls", "signals", Bless::FromPerl)
}

fn build_in(dir: &Path, name: &str, extra: &[&str]) -> PathBuf {
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("polls-{name}-{}", extra.join("-")));
    let status = Command::new(camelift())
        .current_dir(dir)
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

/// Runs the program for at most `limit`: its stdout and exit status, or None when it had
/// to be killed.
fn run_for(suite: &Suite, exe: &Path, limit: Duration) -> Option<(String, i32)> {
    let mut cmd = Command::new(exe);
    cmd.current_dir(&suite.dir);
    let o = run(cmd, limit, None).into_output().ok()?;
    Some((
        String::from_utf8_lossy(&o.stdout).into_owned(),
        o.status.code().unwrap_or(-1),
    ))
}

fn check(name: &str) {
    let suite = conformance();
    let exp = suite.expected(name).expect("the committed expectations");
    let want = (
        String::from_utf8_lossy(&exp.stdout).into_owned(),
        exp.status,
    );
    let default = build_in(&suite.dir, name, &[]);
    let got = run_for(&suite, &default, Duration::from_secs(20));
    assert_eq!(
        got.as_ref(),
        Some(&want),
        "{name}: the default build must match perl"
    );
    let no_polls = build_in(&suite.dir, name, &["--polls", "none"]);
    let got = run_for(&suite, &no_polls, Duration::from_secs(4));
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

/// Runs `cmd`; once it prints its first line, sends it SIGUSR1 every few milliseconds
/// until it exits. Returns its whole output, or None when it had to be killed.
fn run_signalled(mut cmd: Command, limit: Duration) -> Option<String> {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start the program");
    let pid = child.id() as libc::pid_t;
    let stdout = child.stdout.take().expect("piped stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let start = Instant::now();
    let mut out = vec![];
    loop {
        while let Ok(line) = rx.try_recv() {
            out.push(line);
        }
        if let Some(status) = child.try_wait().expect("wait") {
            // The reader thread ends at EOF; collect what it still has.
            out.extend(rx.iter());
            assert!(status.success(), "the program failed: {status}");
            return Some(out.join("\n") + "\n");
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        if !out.is_empty() {
            // SAFETY: kill(2) on our own child, which has not been reaped yet (try_wait
            // above returned None), so the pid still names it.
            unsafe { libc::kill(pid, libc::SIGUSR1) };
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn every_loop_shape_dispatches_signals() {
    let suite = signals();
    let dir = suite.dir.clone();
    let d = suite.directives("loop_shapes").expect("its header");
    let mut perl = Command::new("perl");
    perl.arg(dir.join("loop_shapes.pl"));
    let want = run_signalled(perl, Duration::from_secs(30)).expect("perl finishes");
    assert!(want.ends_with("done\n"), "perl's output: {want}");
    for mode in [&[][..], &["--polls", "backedge"][..]] {
        let exe = build_in(&dir, "loop_shapes", mode);
        let got = run_signalled(Command::new(&exe), Duration::from_secs(30));
        assert_eq!(got.as_deref(), Some(want.as_str()), "build {mode:?}");
    }
    if d.targets.contains(&Target::Aarch64) && build_runtimes() {
        let triple = Target::Aarch64.triple().unwrap_or_default();
        let exe = build_in(&dir, "loop_shapes", &["--target", triple]);
        let got = run_signalled(
            exe_command(&exe, Target::Aarch64, "loop_shapes.pl"),
            Duration::from_secs(60),
        );
        assert_eq!(got.as_deref(), Some(want.as_str()), "aarch64 under qemu");
    }
    let exe = build_in(&dir, "loop_shapes", &["--polls", "none"]);
    let got = run_signalled(Command::new(&exe), Duration::from_secs(3));
    assert!(
        got.is_none(),
        "without polls the first loop cannot end: {got:?}"
    );
}
