//! The conformance suite: every `tests/conformance/NAME.pl` is compiled with camelift and
//! run, natively and (when the cross toolchain is present) as aarch64 under qemu; its
//! stdout, stderr and exit status must equal the committed `NAME.stdout`, `NAME.stderr`,
//! `NAME.status`, which perl 5.36 produced. A second test per program checks that the
//! committed files still agree with the live perl (drift check).
//!
//! Programs listed in `tests/conformance/KNOWN_FAILURES` (one `NAME  reason` per line)
//! are expected to fail: their trial passes while they fail and fails as soon as they pass,
//! so the list can only shrink and always says what is missing.
//!
//! `CAMELIFT_BLESS=1 cargo test --release --test conformance` regenerates the expected
//! files from perl (never from camelift). `CAMELIFT_REQUIRE_AARCH64=1` makes a missing
//! cross toolchain a failure instead of a skip (CI sets it).

mod common;

use common::{build_runtimes, have, run_limited, run_limited_stdin, shell_status, AARCH64};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

const RUN_TIMEOUT: Duration = Duration::from_secs(20);

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn camelift() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_camelift"))
}

fn suite_dir() -> PathBuf {
    root().join("tests").join("conformance")
}

fn out_dir(target: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("conformance")
        .join(target);
    let _ = std::fs::create_dir_all(&d);
    d
}

struct Expected {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: i32,
}

fn expected(name: &str) -> Result<Expected, String> {
    let d = suite_dir();
    let read = |ext: &str| {
        std::fs::read(d.join(format!("{name}.{ext}"))).map_err(|e| format!("{name}.{ext}: {e}"))
    };
    let status_text = String::from_utf8_lossy(&read("status")?).trim().to_string();
    Ok(Expected {
        stdout: read("stdout")?,
        stderr: read("stderr")?,
        status: status_text
            .parse()
            .map_err(|_| format!("bad status {status_text:?}"))?,
    })
}

fn compare(what: &str, got: &Output, exp: &Expected) -> Result<(), Failed> {
    let mut problems = vec![];
    if got.stdout != exp.stdout {
        problems.push(format!(
            "stdout differs:\n{}",
            diff(&exp.stdout, &got.stdout)
        ));
    }
    if got.stderr != exp.stderr {
        problems.push(format!(
            "stderr differs:\n{}",
            diff(&exp.stderr, &got.stderr)
        ));
    }
    let st = shell_status(got);
    if st != exp.status {
        problems.push(format!("exit status {st}, expected {}", exp.status));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{what}:\n{}", problems.join("\n")).into())
    }
}

/// The first differing lines, enough to see the problem.
fn diff(exp: &[u8], got: &[u8]) -> String {
    let e = String::from_utf8_lossy(exp);
    let g = String::from_utf8_lossy(got);
    let el: Vec<&str> = e.split_inclusive('\n').collect();
    let gl: Vec<&str> = g.split_inclusive('\n').collect();
    let mut out = String::new();
    let mut shown = 0;
    for i in 0..el.len().max(gl.len()) {
        let a = el.get(i).copied();
        let b = gl.get(i).copied();
        if a != b {
            out.push_str(&format!(
                "  line {}: expected {:?}\n           got      {:?}\n",
                i + 1,
                a.unwrap_or("<none>"),
                b.unwrap_or("<none>")
            ));
            shown += 1;
            if shown >= 6 {
                out.push_str("  ...\n");
                break;
            }
        }
    }
    out
}

fn run_perl(name: &str) -> Result<Output, String> {
    let mut cmd = Command::new("perl");
    cmd.arg(format!("{name}.pl")).current_dir(suite_dir());
    run_limited_stdin(cmd, RUN_TIMEOUT, stdin_of(name).as_deref())
}

/// `NAME.stdin`, when present, is the program's standard input (else /dev/null).
fn stdin_of(name: &str) -> Option<PathBuf> {
    let p = suite_dir().join(format!("{name}.stdin"));
    p.exists().then_some(p)
}

fn compile_and_run(name: &str, target: &str) -> Result<(), Failed> {
    let exe = out_dir(target).join(name);
    let mut build = Command::new(camelift());
    build
        .current_dir(suite_dir())
        .arg("build")
        .arg(format!("{name}.pl"))
        .arg("-o")
        .arg(&exe);
    if target != "native" {
        build.arg("--target").arg(target);
    }
    let b = run_limited(build, Duration::from_secs(120))?;
    if !b.status.success() {
        // A program perl refuses to compile must be refused the same way.
        let exp = expected(name)?;
        if exp.stdout.is_empty() && b.stdout.is_empty() && compare(name, &b, &exp).is_ok() {
            return Ok(());
        }
        return Err(format!(
            "camelift build failed (status {}):\n{}",
            shell_status(&b),
            String::from_utf8_lossy(&b.stderr)
        )
        .into());
    }
    let cmd = if target == "native" {
        let mut c = Command::new(&exe);
        c.current_dir(suite_dir());
        c
    } else {
        let mut c = Command::new("qemu-aarch64");
        c.arg("-L")
            .arg("/usr/aarch64-linux-gnu")
            .arg(&exe)
            .current_dir(suite_dir());
        c
    };
    let mut got = run_limited_stdin(cmd, RUN_TIMEOUT, stdin_of(name).as_deref())?;
    // perl prints compile-time warnings before running; camelift prints them when compiling.
    let mut stderr = b.stderr.clone();
    stderr.extend_from_slice(&got.stderr);
    got.stderr = stderr;
    let exp = expected(name)?;
    compare(&format!("{name} ({target})"), &got, &exp)
}

fn perl_check(name: &str) -> Result<(), Failed> {
    let got = run_perl(name)?;
    let exp = expected(name)?;
    compare(
        &format!("{name}: committed expectations no longer match perl (re-bless?)"),
        &got,
        &exp,
    )
}

fn bless(names: &[String]) {
    for name in names {
        match run_perl(name) {
            Ok(o) => {
                let d = suite_dir();
                let _ = std::fs::write(d.join(format!("{name}.stdout")), &o.stdout);
                let _ = std::fs::write(d.join(format!("{name}.stderr")), &o.stderr);
                let _ = std::fs::write(
                    d.join(format!("{name}.status")),
                    format!("{}\n", shell_status(&o)),
                );
            }
            Err(e) => eprintln!("bless {name}: {e}"),
        }
    }
}

fn program_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(suite_dir())
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    e.file_name()
                        .to_str()
                        .and_then(|n| n.strip_suffix(".pl"))
                        .map(|s| s.to_string())
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// Known failures: program name to the reason.
fn known_failures() -> std::collections::HashMap<String, String> {
    let text = std::fs::read_to_string(suite_dir().join("KNOWN_FAILURES")).unwrap_or_default();
    text.lines()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (name, reason) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
            (name.to_string(), reason.trim().to_string())
        })
        .collect()
}

/// Wraps a conformance run of a known failure: it must still fail.
fn expect_failure(r: Result<(), Failed>, name: &str, reason: &str) -> Result<(), Failed> {
    match r {
        Ok(()) => Err(format!(
            "{name} now passes: remove it from tests/conformance/KNOWN_FAILURES"
        )
        .into()),
        Err(_) => {
            let _ = reason;
            Ok(())
        }
    }
}

fn main() {
    let args = Arguments::from_args();
    let known = known_failures();
    let names = program_names();
    if std::env::var_os("CAMELIFT_BLESS").is_some() {
        bless(&names);
    }
    let aarch64 = build_runtimes();
    let require = std::env::var_os("CAMELIFT_REQUIRE_AARCH64").is_some();
    if !aarch64 {
        eprintln!(
            "note: aarch64 cross toolchain not available; aarch64 conformance runs are {}",
            if require { "FAILING" } else { "skipped" }
        );
    }
    let have_perl = have("perl");
    let mut trials = vec![];
    for name in &names {
        let n = name.clone();
        let kf = known.get(name).cloned();
        let label = |target: &str| match &kf {
            Some(_) => format!("{target}::{name} (known failure)"),
            None => format!("{target}::{name}"),
        };
        let k = kf.clone();
        trials.push(Trial::test(label("native"), move || {
            let r = compile_and_run(&n, "native");
            match &k {
                Some(reason) => expect_failure(r, &n, reason),
                None => r,
            }
        }));
        let n = name.clone();
        let k = kf.clone();
        let t = Trial::test(label("aarch64"), move || {
            if !aarch64 {
                return Err("aarch64 toolchain missing (CAMELIFT_REQUIRE_AARCH64 is set)".into());
            }
            let r = compile_and_run(&n, AARCH64);
            match &k {
                Some(reason) => expect_failure(r, &n, reason),
                None => r,
            }
        });
        trials.push(if aarch64 || require {
            t
        } else {
            t.with_ignored_flag(true)
        });
        let n = name.clone();
        let t = Trial::test(format!("perl_agrees::{name}"), move || perl_check(&n));
        trials.push(if have_perl {
            t
        } else {
            t.with_ignored_flag(true)
        });
    }
    let _ = Path::new("");
    libtest_mimic::run(&args, trials).exit();
}
