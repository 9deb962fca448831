//! The fault suite (`Bless::FromPerl`): `tests/faults/NAME.pl` are programs that run into a
//! fault — out of memory under `ulimit -v`, writes to /dev/full or to a pipe whose reader
//! has gone, a signal from outside during a blocking call, a million frames of recursion,
//! a die through 100,000 evals, a 100 MB input line, NUL bytes and invalid UTF-8 — and
//! must end exactly as perl 5.36 ends under the same conditions: the same stdout, stderr
//! and exit status (`NAME.stdout`, `NAME.stderr`, `NAME.status`, blessed from perl).
//! The conditions are header directives (tests/README.md): `# limit: vmem=KB`,
//! `# stdout: /dev/full`, `# stdout: closed-pipe N`, `# stdin: open-pipe`,
//! `# stdin-gen: COUNT CHAR`, `# signal: NAME after MSms`.
//!
//! `compiler::NAME` trials feed the compiler generated inputs (a 1 MB one-line program,
//! 10,000-deep nesting): within `COMPILE_LIMIT` it must either compile a program that
//! prints what perl prints or reject it with a diagnostic naming the file and line, and
//! never panic.
//!
//! Programs and compiler cases listed in `tests/faults/KNOWN_FAILURES` are expected to
//! fail (see `Suite::known_failures`).
//!
//! `CAMELIFT_BLESS=1 cargo test --release --test faults [-- FILTER]` regenerates the
//! expectations of the (selected) programs from perl, never from camelift.

mod harness;

use harness::{
    aarch64_required, blessing, build_command, build_runtimes, compare_output, exe_command,
    expect_failure, have, program_trials, scratch, shell_status, Bless, Directives, Expected, Ran,
    StdoutTo, Suite, Target,
};
use libtest_mimic::{Arguments, Failed, Trial};
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const BUILD_TIMEOUT: Duration = Duration::from_secs(120);
/// How long the compiler may take on one generated input (`compiler::` trials).
const COMPILE_LIMIT: Duration = Duration::from_secs(60);
/// The compiler's address-space limit on generated inputs, so a runaway compile fails
/// with an allocation error instead of taking the machine's memory.
const COMPILE_VMEM_KB: u64 = 2_000_000;

fn suite() -> Suite {
    Suite {
        default_targets: &[Target::Native, Target::Aarch64],
        default_timeout: Duration::from_secs(20),
        ..Suite::new("faults", "faults", Bless::FromPerl)
    }
}

fn signal_number(name: &str) -> Result<i32, String> {
    Ok(match name {
        "USR1" => libc::SIGUSR1,
        "USR2" => libc::SIGUSR2,
        "INT" => libc::SIGINT,
        "TERM" => libc::SIGTERM,
        "HUP" => libc::SIGHUP,
        "ALRM" => libc::SIGALRM,
        _ => return Err(format!("unknown signal {name:?}")),
    })
}

/// The file a `# stdin-gen: COUNT CHAR` program reads: made once, in the scratch
/// directory (written under a temporary name of its own and renamed, so concurrent
/// trials agree: the trials are threads of one process, so the name counts writers).
fn generated_input(count: u64, byte: u8) -> Result<PathBuf, String> {
    static WRITERS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = scratch(&["faults", "input"]);
    let path = dir.join(format!("{count}x{byte}"));
    if std::fs::metadata(&path).is_ok_and(|m| m.len() == count + 1) {
        return Ok(path);
    }
    let writer = WRITERS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!("{count}x{byte}.{}.{writer}", std::process::id()));
    let mut data = vec![byte; count as usize];
    data.push(b'\n');
    std::fs::write(&tmp, &data).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, &path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// Runs `cmd` under a program's fault conditions (stdin, stdout, vmem limit, signal),
/// killing it after its time limit. A `# signal:` is sent that long after the program's
/// first write to stderr (each signal program says on stderr that it is about to block),
/// so a slow start on a loaded machine cannot make the signal arrive before the handler
/// is installed.
fn run_fault(suite: &Suite, mut cmd: Command, d: &Directives) -> Result<Ran, String> {
    let limit = d.timeout();
    let mut keep_stdin_open = false;
    let stdin = match (&d.stdin, d.stdin_gen) {
        (Some(s), _) if s == "open-pipe" => {
            keep_stdin_open = true;
            Stdio::piped()
        }
        (Some(s), _) => {
            Stdio::from(std::fs::File::open(suite.path(s)).map_err(|e| format!("stdin {s}: {e}"))?)
        }
        (None, Some((n, c))) => Stdio::from(
            std::fs::File::open(generated_input(n, c)?).map_err(|e| format!("stdin: {e}"))?,
        ),
        (None, None) => Stdio::null(),
    };
    let stdout = match d.stdout {
        StdoutTo::DevFull => Stdio::from(
            std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .map_err(|e| format!("/dev/full: {e}"))?,
        ),
        StdoutTo::Pipe | StdoutTo::ClosedPipe(_) => Stdio::piped(),
    };
    let vmem = d.vmem_kb;
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            // The test process ignores SIGPIPE (Rust's std does); the program must start
            // with the default disposition, as it would from a shell.
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
            if let Some(kb) = vmem {
                let r = libc::rlimit {
                    rlim_cur: kb * 1024,
                    rlim_max: kb * 1024,
                };
                if libc::setrlimit(libc::RLIMIT_AS, &r) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let signal = match &d.signal {
        Some((name, after)) => Some((signal_number(name)?, *after)),
        None => None,
    };
    let mut child = cmd
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("spawn {:?}: {e}", cmd.get_program()))?;
    let held_stdin = if keep_stdin_open {
        child.stdin.take()
    } else {
        None
    };
    let stdout_reader = child.stdout.take().map(|mut p| {
        let max = match d.stdout {
            StdoutTo::ClosedPipe(n) => Some(n),
            _ => None,
        };
        std::thread::spawn(move || {
            let mut v = Vec::new();
            match max {
                // Read exactly N bytes (or to EOF), then close the read end.
                Some(n) => {
                    let _ = (&mut p).take(n as u64).read_to_end(&mut v);
                    drop(p);
                }
                None => {
                    let _ = p.read_to_end(&mut v);
                }
            }
            v
        })
    });
    let spoke = Arc::new(AtomicBool::new(false));
    let stderr_reader = child.stderr.take().map(|mut p| {
        let spoke = spoke.clone();
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let mut buf = [0u8; 8192];
            loop {
                match p.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(k) => {
                        v.extend_from_slice(&buf[..k]);
                        spoke.store(true, Ordering::SeqCst);
                    }
                }
            }
            v
        })
    });
    let start = Instant::now();
    let mut spoke_at: Option<Instant> = None;
    let mut signal_sent = false;
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break Some(st),
            Ok(None) => {}
            Err(_) => break None,
        }
        if let Some((sig, after)) = signal {
            if spoke_at.is_none() && spoke.load(Ordering::SeqCst) {
                spoke_at = Some(Instant::now());
            }
            if !signal_sent && spoke_at.is_some_and(|t| t.elapsed() >= after) {
                // SAFETY: kill(2) on our own child's pid.
                unsafe {
                    libc::kill(child.id() as i32, sig);
                }
                signal_sent = true;
            }
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            timed_out = true;
            break child.wait().ok();
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    drop(held_stdin);
    Ok(Ran {
        status,
        timed_out,
        limit,
        stdout: stdout_reader
            .map(|t| t.join().unwrap_or_default())
            .unwrap_or_default(),
        stderr: stderr_reader
            .map(|t| t.join().unwrap_or_default())
            .unwrap_or_default(),
    })
}

fn run_perl(suite: &Suite, name: &str) -> Result<std::process::Output, String> {
    let d = suite.directives(name)?;
    let mut cmd = Command::new("perl");
    cmd.arg(format!("{name}.pl"))
        .args(&d.args)
        .current_dir(&suite.dir);
    run_fault(suite, cmd, &d)?.into_output()
}

fn bless(suite: &Suite, names: &[String]) {
    for name in names {
        match run_perl(suite, name) {
            Ok(o) => {
                let _ = std::fs::write(suite.path(&format!("{name}.stdout")), &o.stdout);
                let _ = std::fs::write(suite.path(&format!("{name}.stderr")), &o.stderr);
                let _ = std::fs::write(
                    suite.path(&format!("{name}.status")),
                    format!("{}\n", shell_status(&o.status)),
                );
            }
            Err(e) => eprintln!("bless {name}: {e}"),
        }
    }
}

fn compile_and_run(suite: &Suite, name: &str, target: Target) -> Result<(), Failed> {
    let d = suite.directives(name)?;
    let exe = scratch(&["faults", target.triple().unwrap_or("native")]).join(name);
    let build = build_command(&suite.dir, &format!("{name}.pl"), &exe, target);
    let b = harness::run(build, BUILD_TIMEOUT, None).into_output()?;
    if !b.status.success() {
        return Err(format!(
            "camelift build failed (status {}):\n{}",
            shell_status(&b.status),
            String::from_utf8_lossy(&b.stderr)
        )
        .into());
    }
    let mut cmd = exe_command(&exe, target, &format!("{name}.pl"));
    cmd.args(&d.args).current_dir(&suite.dir);
    let mut got = run_fault(suite, cmd, &d)?.into_output()?;
    let mut stderr = b.stderr;
    stderr.extend_from_slice(&got.stderr);
    got.stderr = stderr;
    compare_output(
        &format!("{name} ({})", target.label()),
        &got,
        &suite.expected_on(name, target)?,
    )
}

fn perl_agrees(suite: &Suite, name: &str) -> Result<(), Failed> {
    let got = run_perl(suite, name)?;
    compare_output(
        &format!("{name}: committed expectations no longer match perl (re-bless?)"),
        &got,
        &suite.expected(name)?,
    )
}

/// A generated input for the compiler: its name and a function that writes the program.
type CompilerCase = (&'static str, fn() -> String);

/// Generated inputs for the compiler.
fn compiler_cases() -> Vec<CompilerCase> {
    vec![
        ("one_line_statements_1mb", || {
            let mut s = String::from("my $x = 0; ");
            while s.len() < 1_000_000 {
                s.push_str("$x = $x + 1; ");
            }
            s.push_str("print \"$x\\n\";\n");
            s
        }),
        ("one_line_expression_1mb", || {
            let mut s = String::from("print 0");
            while s.len() < 1_000_000 {
                s.push_str("+1");
            }
            s.push_str(", \"\\n\";\n");
            s
        }),
        ("nested_parens_10000", || {
            format!(
                "my $x = {}1{};\nprint \"$x\\n\";\n",
                "(".repeat(10_000),
                ")".repeat(10_000)
            )
        }),
        ("nested_blocks_10000", || {
            format!(
                "my $x = 0;\n{}$x++;{}\nprint \"$x\\n\";\n",
                "{ ".repeat(10_000),
                " }".repeat(10_000)
            )
        }),
    ]
}

/// `camelift build` on a generated program: it finishes within `COMPILE_LIMIT` and either
/// rejects the program with a diagnostic naming `FILE line N` or builds one that prints
/// what perl prints; a panic, a crash or a hang fails.
fn compiler_case(name: &str, text: &str) -> Result<(), Failed> {
    let dir = scratch(&["faults", "compiler"]);
    let file = format!("{name}.pl");
    std::fs::write(dir.join(&file), text).map_err(|e| format!("{file}: {e}"))?;
    let exe = dir.join(name);
    let _ = std::fs::remove_file(&exe);
    let d = Directives {
        vmem_kb: Some(COMPILE_VMEM_KB),
        timeout: Some(COMPILE_LIMIT),
        ..Directives::default()
    };
    let s = Suite {
        dir: dir.clone(),
        ..suite()
    };
    let start = Instant::now();
    let b = run_fault(&s, build_command(&dir, &file, &exe, Target::Native), &d)?;
    let took = start.elapsed();
    let err = String::from_utf8_lossy(&b.stderr).into_owned();
    let first = harness::first_line(&b.stderr).unwrap_or_default();
    if b.timed_out {
        return Err(format!("camelift build took longer than {COMPILE_LIMIT:?}").into());
    }
    let Some(st) = b.status else {
        return Err(format!("camelift build did not run: {err}").into());
    };
    let code = shell_status(&st);
    if err.contains("panicked") || st.code().is_none() || code == 101 {
        return Err(format!("camelift build crashed (status {code}, {took:?}): {first}").into());
    }
    if !st.success() {
        let names_place = err.contains(&format!("at {file} line ")) || err.contains(&file);
        if names_place && err.contains(" line ") {
            return Ok(());
        }
        return Err(format!(
            "camelift build failed (status {code}, {took:?}) without a diagnostic naming \
             {file} and a line: {first}"
        )
        .into());
    }
    let run_in = |c: Command| harness::run(c, Duration::from_secs(20), None).into_output();
    let mut p = Command::new("perl");
    p.arg(&file).current_dir(&dir);
    let want = run_in(p)?;
    let mut c = Command::new(&exe);
    c.current_dir(&dir);
    let got = run_in(c)?;
    compare_output(
        name,
        &got,
        &Expected {
            stdout: want.stdout,
            stderr: want.stderr,
            status: shell_status(&want.status),
        },
    )
}

fn main() {
    let args = Arguments::from_args();
    let suite = Arc::new(suite());
    let known = suite.known_failures();
    let names = suite.programs();
    if blessing() {
        bless(
            &suite,
            &suite.selected(&names, &["native", "perl_agrees"], &args),
        );
    }
    let aarch64 = build_runtimes();
    let require = aarch64_required();
    let have_perl = have("perl");
    let wrap = |r: Result<(), Failed>, known_failure: bool, n: &str, s: &Suite| {
        if known_failure {
            expect_failure(r, n, s)
        } else {
            r
        }
    };
    let mut trials = program_trials(
        &suite,
        &names,
        aarch64,
        require,
        compile_and_run,
        perl_agrees,
    );
    for (name, make) in compiler_cases() {
        let known_failure = known.contains_key(name);
        let label = if known_failure {
            format!("compiler::{name} (known failure)")
        } else {
            format!("compiler::{name}")
        };
        let s = suite.clone();
        trials.push(
            Trial::test(label, move || {
                wrap(compiler_case(name, &make()), known_failure, name, &s)
            })
            .with_ignored_flag(!have_perl),
        );
    }
    let s = suite.clone();
    let mut known_names: Vec<String> = known.keys().cloned().collect();
    known_names.sort();
    trials.push(Trial::test("known_failures_exist", move || {
        let cases: Vec<&str> = compiler_cases().iter().map(|c| c.0).collect();
        harness::verdict(
            known_names
                .iter()
                .filter(|k| !names.contains(k) && !cases.contains(&k.as_str()))
                .map(|k| format!("KNOWN_FAILURES names {k}, which is no program or compiler case"))
                .collect(),
        )
    }));
    trials.push(Trial::test("no_orphan_files", move || {
        s.check_no_orphans(
            &["stdout", "stderr", "status"],
            &["README.md", "KNOWN_FAILURES"],
        )
    }));
    libtest_mimic::run(&args, trials).exit();
}
