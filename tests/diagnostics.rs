//! Diagnostic snapshots: every `tests/diagnostics/NAME.pl` is checked with
//! `camelift check NAME.pl`, run from inside `tests/diagnostics` so messages name the file
//! exactly `NAME.pl`. What it prints to stderr, followed by a line `exit: N` with its exit
//! status, must equal the committed `NAME.expected`. stdout must stay empty.
//!
//! File name prefixes: `syn_` malformed input (perl's syntax errors), `strict_` `use strict`
//! errors, `unsup_` constructs camelift does not compile yet (`X is not supported yet at
//! FILE line N.`). Each program puts its construct on a line after the first, so the line
//! number is part of the snapshot.
//!
//! `CAMELIFT_BLESS=1 cargo test --release --test diagnostics` rewrites the `.expected`
//! files from what camelift prints now; review the diff before committing it.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const CHECK_TIMEOUT: Duration = Duration::from_secs(30);

fn suite_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("diagnostics")
}

fn names_with_ext(ext: &str) -> Vec<String> {
    let suffix = format!(".{ext}");
    let mut names: Vec<String> = std::fs::read_dir(suite_dir())
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    e.file_name()
                        .to_str()
                        .and_then(|n| n.strip_suffix(suffix.as_str()))
                        .map(|s| s.to_string())
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// Runs a command with a time limit, draining both pipes on threads.
fn run_limited(mut cmd: Command, limit: Duration) -> Result<Output, String> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("spawn: {e}"))?;
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
    let start = Instant::now();
    let status = loop {
        if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
            break st;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("camelift check timed out after {limit:?}"));
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
fn shell_status(o: &Output) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    match (o.status.code(), o.status.signal()) {
        (Some(c), _) => c,
        (None, Some(s)) => 128 + s,
        _ => -1,
    }
}

/// `camelift check NAME.pl` as the snapshot text: stderr, then `exit: N`.
fn snapshot(name: &str) -> Result<(String, Vec<u8>), String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_camelift"));
    cmd.arg("check")
        .arg(format!("{name}.pl"))
        .current_dir(suite_dir());
    let out = run_limited(cmd, CHECK_TIMEOUT)?;
    let mut text = String::from_utf8_lossy(&out.stderr).into_owned();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push_str("\n\\ no newline at end of stderr\n");
    }
    text.push_str(&format!("exit: {}\n", shell_status(&out)));
    Ok((text, out.stdout))
}

fn check(name: &str) -> Result<(), Failed> {
    let (got, stdout) = snapshot(name)?;
    let path = suite_dir().join(format!("{name}.expected"));
    let exp = std::fs::read(&path)
        .map_err(|e| format!("{name}.expected: {e} (run with CAMELIFT_BLESS=1 to create it)"))?;
    let exp = String::from_utf8_lossy(&exp);
    let mut problems = vec![];
    if got != exp {
        problems.push(format!(
            "camelift check {name}.pl printed something else\n--- expected\n{exp}--- got\n{got}---"
        ));
    }
    if !stdout.is_empty() {
        problems.push(format!(
            "stdout is not empty: {:?}",
            String::from_utf8_lossy(&stdout)
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

fn bless(names: &[String]) {
    for name in names {
        match snapshot(name) {
            Ok((text, _)) => {
                if let Err(e) = std::fs::write(suite_dir().join(format!("{name}.expected")), text) {
                    eprintln!("bless {name}: {e}");
                }
            }
            Err(e) => eprintln!("bless {name}: {e}"),
        }
    }
}

fn main() {
    let args = Arguments::from_args();
    let names = names_with_ext("pl");
    if std::env::var_os("CAMELIFT_BLESS").is_some() {
        bless(&names);
    }
    let mut trials: Vec<Trial> = names
        .iter()
        .map(|name| {
            let n = name.clone();
            Trial::test(format!("check::{name}"), move || check(&n))
        })
        .collect();
    // An `.expected` without its program is a renamed or deleted test left behind.
    let programs = names.clone();
    trials.push(Trial::test("no_orphan_expected_files", move || {
        let orphans: Vec<String> = names_with_ext("expected")
            .into_iter()
            .filter(|n| !programs.contains(n))
            .collect();
        if orphans.is_empty() {
            Ok(())
        } else {
            Err(format!("expected files without a .pl: {}", orphans.join(", ")).into())
        }
    }));
    trials.push(Trial::test("suite_is_not_empty", move || {
        if names.len() >= 30 {
            Ok(())
        } else {
            Err(format!(
                "only {} diagnostic programs found in {}",
                names.len(),
                suite_dir().display()
            )
            .into())
        }
    }));
    libtest_mimic::run(&args, trials).exit();
}
