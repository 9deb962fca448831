//! Diagnostic snapshots: every `tests/diagnostics/NAME.pl` is checked with
//! `camelift check NAME.pl`, run from inside `tests/diagnostics` so messages name the file
//! exactly `NAME.pl`. What it prints to stderr, followed by a line `exit: N` with its exit
//! status, must equal the committed `NAME.expected`. stdout must stay empty.
//!
//! File name prefixes: `syn_` malformed input (perl's syntax errors), `strict_` `use strict`
//! errors, `unsup_` constructs camelift does not compile yet (`X is not supported yet at
//! FILE line N.`), `warn_` compile-time warnings (printed before an error, as perl does). Each program puts its construct on a line after the first, so the line
//! number is part of the snapshot.
//!
//! `CAMELIFT_BLESS=1 cargo test --release --test diagnostics` rewrites the `.expected`
//! files from what camelift prints now; review the diff before committing it.

mod common;

use common::{run_limited, shell_status};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

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
