//! The conformance suite (`Bless::FromPerl`): every `tests/conformance/NAME.pl` is compiled
//! with camelift and run on each of its targets (natively, and as aarch64 under qemu; a
//! `# targets:` header narrows that); its stdout, stderr and exit status must equal the
//! committed `NAME.stdout`, `NAME.stderr`, `NAME.status`, which perl 5.36 produced. A
//! `perl_agrees::NAME` trial checks that the committed files still agree with the live perl
//! (drift check). Header directives (`# stdin:`, `# args:`, `# timeout:`) apply to perl's
//! run and camelift's alike.
//!
//! Programs listed in `tests/conformance/KNOWN_FAILURES` are expected to fail (see
//! `Suite::known_failures`).
//!
//! `CAMELIFT_BLESS=1 cargo test --release --test conformance [-- FILTER]` regenerates the
//! expected files of the (selected) programs from perl, never from camelift.
//! `CAMELIFT_REQUIRE_AARCH64=1` makes a missing cross toolchain a failure instead of a skip
//! (CI sets it).

mod harness;

use harness::{
    aarch64_required, blessing, build_command, build_runtimes, compare_output, exe_command,
    program_trials, run, scratch, shell_status, Bless, Suite, Target,
};
use libtest_mimic::{Arguments, Failed, Trial};
use std::sync::Arc;
use std::time::Duration;

const BUILD_TIMEOUT: Duration = Duration::from_secs(120);

fn suite() -> Suite {
    Suite {
        default_targets: &[Target::Native, Target::Aarch64],
        default_timeout: Duration::from_secs(20),
        ..Suite::new("conformance", "conformance", Bless::FromPerl)
    }
}

fn compile_and_run(suite: &Suite, name: &str, target: Target) -> Result<(), Failed> {
    let d = suite.directives(name)?;
    let exe = scratch(&["conformance", target.triple().unwrap_or("native")]).join(name);
    let build = build_command(&suite.dir, &format!("{name}.pl"), &exe, target);
    let b = run(build, BUILD_TIMEOUT, None).into_output()?;
    let exp = suite.expected_on(name, target)?;
    if !b.status.success() {
        // A program perl refuses to compile must be refused the same way.
        if exp.stdout.is_empty() && b.stdout.is_empty() && compare_output(name, &b, &exp).is_ok() {
            return Ok(());
        }
        return Err(format!(
            "camelift build failed (status {}):\n{}",
            shell_status(&b.status),
            String::from_utf8_lossy(&b.stderr)
        )
        .into());
    }
    let mut cmd = exe_command(&exe, target, &format!("{name}.pl"));
    cmd.args(&d.args).current_dir(&suite.dir);
    let mut got = run(cmd, d.timeout(), suite.stdin_of(&d).as_deref()).into_output()?;
    // perl prints compile-time warnings before running; camelift prints them when compiling.
    let mut stderr = b.stderr;
    stderr.extend_from_slice(&got.stderr);
    got.stderr = stderr;
    compare_output(&format!("{name} ({})", target.label()), &got, &exp)
}

fn perl_agrees(suite: &Suite, name: &str) -> Result<(), Failed> {
    let got = suite.run_perl(name)?.into_output()?;
    compare_output(
        &format!("{name}: committed expectations no longer match perl (re-bless?)"),
        &got,
        &suite.expected(name)?,
    )
}

fn main() {
    let args = Arguments::from_args();
    let suite = Arc::new(suite());
    let names = suite.programs();
    if blessing() {
        suite.bless_from_perl(&suite.selected(&names, &["native", "perl_agrees"], &args));
    }
    let aarch64 = build_runtimes();
    let require = aarch64_required();
    if !aarch64 {
        eprintln!(
            "note: aarch64 cross toolchain not available; aarch64 conformance runs are {}",
            if require { "FAILING" } else { "skipped" }
        );
    }
    let mut trials = program_trials(
        &suite,
        &names,
        aarch64,
        require,
        compile_and_run,
        perl_agrees,
    );
    trials.push(Trial::test("no_orphan_files", move || {
        suite.check_no_orphans(
            &["stdout", "stderr", "status"],
            &["README.md", "KNOWN_FAILURES"],
        )
    }));
    libtest_mimic::run(&args, trials).exit();
}
