//! Diagnostic snapshots (`Bless::FromCamelift`): every `tests/diagnostics/NAME.pl` is
//! checked with `camelift check NAME.pl`, run from inside `tests/diagnostics` so messages
//! name the file exactly `NAME.pl`. What it prints to stderr, followed by a line `exit: N`
//! with its exit status, must equal the committed `NAME.expected`. stdout must stay empty.
//!
//! File name prefixes: `syn_` malformed input (perl's syntax errors), `strict_` `use strict`
//! errors, `unsup_` constructs camelift does not compile yet (`X is not supported yet at
//! FILE line N.`), `warn_` compile-time warnings (printed before an error, as perl does).
//! Each program puts its construct on a line after the first, so the line number is part
//! of the snapshot.
//!
//! `run_` programs reach, when they run, something camelift compiles to a run-time
//! "not supported yet" end (a module perl would load from a table, Encode::Byte): they
//! run with `camelift run NAME.pl`, and the snapshot is their stdout, a line `stderr:`,
//! their stderr and `exit: N`.
//!
//! `CAMELIFT_BLESS=1 cargo test --release --test diagnostics` rewrites the `.expected`
//! files from what camelift prints now; review the diff before committing it.

mod harness;

use harness::{camelift, run, shell_status, Bless, Suite};
use libtest_mimic::{Arguments, Failed, Trial};
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

const CHECK_TIMEOUT: Duration = Duration::from_secs(30);
/// A `run_` program is compiled and linked too.
const RUN_TIMEOUT: Duration = Duration::from_secs(120);

/// `camelift check NAME.pl` as the snapshot text: stderr, then `exit: N`.
fn check(suite: &Suite, name: &str) -> Result<(), Failed> {
    let runs = name.starts_with("run_");
    let mut cmd = Command::new(camelift());
    cmd.arg(if runs { "run" } else { "check" })
        .arg(format!("{name}.pl"))
        .current_dir(&suite.dir);
    let limit = if runs { RUN_TIMEOUT } else { CHECK_TIMEOUT };
    let out = run(cmd, limit, None).into_output()?;
    let mut text = String::new();
    if runs {
        text.push_str(&String::from_utf8_lossy(&out.stdout));
        text.push_str("stderr:\n");
    }
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    if !text.is_empty() && !text.ends_with('\n') {
        text.push_str("\n\\ no newline at end of stderr\n");
    }
    text.push_str(&format!("exit: {}\n", shell_status(&out.status)));
    suite.check_snapshot(&format!("{name}.expected"), &text)?;
    if !runs && !out.stdout.is_empty() {
        return Err(format!(
            "stdout is not empty: {:?}",
            String::from_utf8_lossy(&out.stdout)
        )
        .into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let suite = Arc::new(Suite::new(
        "diagnostics",
        "diagnostics",
        Bless::FromCamelift,
    ));
    let names = suite.programs();
    let mut trials: Vec<Trial> = names
        .iter()
        .map(|name| {
            let (s, n) = (suite.clone(), name.clone());
            Trial::test(format!("check::{name}"), move || check(&s, &n))
        })
        .collect();
    // An `.expected` without its program is a renamed or deleted test left behind.
    let s = suite.clone();
    trials.push(Trial::test("no_orphan_expected_files", move || {
        s.check_no_orphans(&["expected"], &[])
    }));
    trials.push(Trial::test("suite_is_not_empty", move || {
        if names.len() >= 30 {
            Ok(())
        } else {
            Err(format!(
                "only {} diagnostic programs found in {}",
                names.len(),
                suite.dir.display()
            )
            .into())
        }
    }));
    libtest_mimic::run(&args, trials).exit();
}
