//! The one test harness every integration-test binary uses (tests/README.md lists the
//! suites). It knows how to find a suite's programs, read their header directives, run
//! a command with a time limit, compare what it printed with the committed expectations
//! (stdout, stderr and status separately, with a line diff), and bless: each suite
//! declares where its expectations come from (`Bless`), so `CAMELIFT_BLESS=1` means one
//! fixed thing per suite.
#![allow(dead_code)] // each test binary uses a different part of the harness

mod diff;
mod directives;
mod run;

#[allow(unused_imports)] // each binary uses its own part
pub use diff::line_diff;
#[allow(unused_imports)]
pub use directives::{Directives, StdoutTo, Target};
#[allow(unused_imports)]
pub use run::{first_line, run, shell_status, Ran};

use libtest_mimic::Failed;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

pub const AARCH64: &str = "aarch64-unknown-linux-gnu";

/// Where a suite's expectations come from, and so what blessing it rewrites them from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bless {
    /// The expectations are what perl 5.36 prints (`NAME.stdout`, `NAME.stderr`,
    /// `NAME.status`); blessing reruns perl. camelift's output is never written.
    FromPerl,
    /// The expectations are snapshots of camelift's own output (diagnostics, `--emit`
    /// dumps, the re_tests tally); blessing rewrites them from camelift's output now, to be
    /// reviewed as a diff before committing.
    FromCamelift,
}

/// `CAMELIFT_BLESS=1`: rewrite the expectations of the suites this binary runs.
pub fn blessing() -> bool {
    match std::env::var("CAMELIFT_BLESS") {
        Ok(v) if v == "1" => true,
        Ok(v) if v.is_empty() || v == "0" => false,
        Ok(v) => panic!("CAMELIFT_BLESS={v:?}: set it to 1 to bless, or leave it unset"),
        Err(_) => false,
    }
}

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn camelift() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_camelift"))
}

/// A scratch directory under the target directory (created).
pub fn scratch(parts: &[&str]) -> PathBuf {
    let mut d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for p in parts {
        d.push(p);
    }
    let _ = std::fs::create_dir_all(&d);
    d
}

/// One directory of test programs and their expectations.
pub struct Suite {
    pub name: &'static str,
    pub dir: PathBuf,
    pub bless: Bless,
    /// Targets a program runs on when its header does not say (`# targets:`).
    pub default_targets: &'static [Target],
    /// Run time limit when its header does not say (`# timeout:`).
    pub default_timeout: Duration,
}

/// What a program printed and how it ended, as committed for a `Bless::FromPerl` suite.
pub struct Expected {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status: i32,
}

impl Suite {
    /// The suite in `tests/DIR`.
    pub fn new(name: &'static str, dir: &str, bless: Bless) -> Suite {
        Suite {
            name,
            dir: root().join("tests").join(dir),
            bless,
            default_targets: &[Target::Native],
            default_timeout: Duration::from_secs(20),
        }
    }

    pub fn path(&self, file: &str) -> PathBuf {
        self.dir.join(file)
    }

    /// `NAME` of every `NAME.EXT` in the suite directory, sorted.
    pub fn names_with_ext(&self, ext: &str) -> Vec<String> {
        names_with_ext(&self.dir, ext)
    }

    /// Every program (`NAME.pl`), sorted.
    pub fn programs(&self) -> Vec<String> {
        self.names_with_ext("pl")
    }

    /// The header directives of `NAME.pl`, with this suite's defaults.
    pub fn directives(&self, name: &str) -> Result<Directives, String> {
        let file = format!("{name}.pl");
        let src = std::fs::read(self.path(&file)).map_err(|e| format!("{file}: {e}"))?;
        let mut d = Directives::parse(&String::from_utf8_lossy(&src))
            .map_err(|e| format!("{file}: {e}"))?;
        if d.targets.is_empty() {
            d.targets = self.default_targets.to_vec();
        }
        d.timeout = d.timeout.or(Some(self.default_timeout));
        if let Some(s) = &d.stdin {
            if s != "open-pipe" && !self.path(s).is_file() {
                return Err(format!("{file}: `# stdin: {s}` names no file in the suite"));
            }
        }
        Ok(d)
    }

    /// `KNOWN_FAILURES` in the suite directory: program name to the reason (one
    /// `NAME  reason` a line). Such a program's trials pass while it fails and fail as soon
    /// as it passes, so the list only shrinks and always says what is missing.
    pub fn known_failures(&self) -> HashMap<String, String> {
        let text = std::fs::read_to_string(self.path("KNOWN_FAILURES")).unwrap_or_default();
        text.lines()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| {
                let (name, reason) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
                (name.to_string(), reason.trim().to_string())
            })
            .collect()
    }

    /// Compares a `Bless::FromCamelift` snapshot with the committed `file`, or, blessing,
    /// writes `got` into it.
    pub fn check_snapshot(&self, file: &str, got: &str) -> Result<(), Failed> {
        assert_eq!(
            self.bless,
            Bless::FromCamelift,
            "suite {}: expectations come from perl, never from camelift's output",
            self.name
        );
        let path = self.path(file);
        if blessing() {
            return std::fs::write(&path, got)
                .map_err(|e| format!("writing {}: {e}", path.display()).into());
        }
        let want = std::fs::read_to_string(&path).map_err(|e| {
            format!(
                "{}: {e} (CAMELIFT_BLESS=1 creates it from camelift's output)",
                path.display()
            )
        })?;
        if want == got {
            return Ok(());
        }
        Err(format!(
            "{} differs from camelift's output (- committed, + now); if the change is \
             intended, bless: CAMELIFT_BLESS=1 cargo test --release --test {}\n{}",
            path.display(),
            self.name,
            line_diff(&want, got)
        )
        .into())
    }

    /// The committed `NAME.stdout`, `NAME.stderr` and `NAME.status` of a `Bless::FromPerl`
    /// suite.
    pub fn expected(&self, name: &str) -> Result<Expected, String> {
        let read = |ext: &str| {
            std::fs::read(self.path(&format!("{name}.{ext}")))
                .map_err(|e| format!("{name}.{ext}: {e}"))
        };
        let status_text = String::from_utf8_lossy(&read("status")?).trim().to_string();
        Ok(Expected {
            stdout: read("stdout")?,
            stderr: read("stderr")?,
            status: status_text
                .parse()
                .map_err(|_| format!("{name}.status: bad status {status_text:?}"))?,
        })
    }

    /// `expected`, as perl on a machine of `target` would print it: perl names its own
    /// library directory (`/usr/lib/x86_64-linux-gnu/perl-base/POSIX.pm`) in `%INC` and in
    /// messages from a module's file, and the expectations come from this machine's perl.
    pub fn expected_on(&self, name: &str, target: Target) -> Result<Expected, String> {
        let mut exp = self.expected(name)?;
        if target == Target::Aarch64 {
            // (Also `/usr/local/lib/x86_64-linux-gnu/`, which perl's @INC names.)
            for (host, there) in [
                (
                    &b"/usr/lib/x86_64-linux-gnu/"[..],
                    &b"/usr/lib/aarch64-linux-gnu/"[..],
                ),
                (
                    b"/usr/local/lib/x86_64-linux-gnu/",
                    b"/usr/local/lib/aarch64-linux-gnu/",
                ),
            ] {
                for out in [&mut exp.stdout, &mut exp.stderr] {
                    *out = replace_bytes(out, host, there);
                }
            }
        }
        Ok(exp)
    }

    /// Runs `perl NAME.pl ARGS` from inside the suite directory, with the program's stdin
    /// (or /dev/null) and time limit, so messages name the file exactly `NAME.pl`.
    pub fn run_perl(&self, name: &str) -> Result<Ran, String> {
        let d = self.directives(name)?;
        let mut cmd = Command::new("perl");
        cmd.arg(format!("{name}.pl"))
            .args(&d.args)
            .current_dir(&self.dir);
        Ok(run(cmd, d.timeout(), self.stdin_of(&d).as_deref()))
    }

    pub fn stdin_of(&self, d: &Directives) -> Option<PathBuf> {
        d.stdin.as_ref().map(|s| self.path(s))
    }

    /// Blessing a `Bless::FromPerl` suite: reruns perl on the programs and writes what it
    /// printed into their expected files.
    pub fn bless_from_perl(&self, names: &[String]) {
        assert_eq!(self.bless, Bless::FromPerl, "suite {}", self.name);
        for name in names {
            match self.run_perl(name).and_then(Ran::into_output) {
                Ok(o) => {
                    let _ = std::fs::write(self.path(&format!("{name}.stdout")), &o.stdout);
                    let _ = std::fs::write(self.path(&format!("{name}.stderr")), &o.stderr);
                    let _ = std::fs::write(
                        self.path(&format!("{name}.status")),
                        format!("{}\n", shell_status(&o.status)),
                    );
                }
                Err(e) => eprintln!("bless {name}: {e}"),
            }
        }
    }

    /// Files in the suite directory that belong to no program: an expectation left
    /// behind by a renamed or deleted test, or an input nothing names. `exts` are the
    /// per-program expectation extensions; `extra` the suite's own files.
    pub fn orphans(&self, exts: &[&str], extra: &[&str]) -> Vec<String> {
        let programs = self.programs();
        let inputs: Vec<String> = programs
            .iter()
            .filter_map(|p| self.directives(p).ok()?.stdin)
            .collect();
        let mut bad = vec![];
        let Ok(rd) = std::fs::read_dir(&self.dir) else {
            return bad;
        };
        for e in rd.filter_map(|e| e.ok()) {
            let file = e.file_name().to_string_lossy().into_owned();
            if e.path().is_dir() || extra.contains(&file.as_str()) || inputs.contains(&file) {
                continue;
            }
            let owned = file.rsplit_once('.').is_some_and(|(stem, ext)| {
                (ext == "pl" || exts.contains(&ext)) && programs.iter().any(|p| p == stem)
            });
            if !owned {
                bad.push(file);
            }
        }
        bad.sort();
        bad
    }

    /// A trial's verdict on `orphans`.
    pub fn check_no_orphans(&self, exts: &[&str], extra: &[&str]) -> Result<(), Failed> {
        let orphans = self.orphans(exts, extra);
        verdict(
            orphans
                .iter()
                .map(|f| format!("{f} belongs to no program of {}", self.dir.display()))
                .collect(),
        )
    }

    /// The programs a filtered run (`cargo test ... -- FILTER`) selects, so blessing
    /// rewrites only those: a program is selected when one of its trials, named
    /// `PREFIX::NAME`, matches the filter.
    pub fn selected(
        &self,
        names: &[String],
        prefixes: &[&str],
        args: &libtest_mimic::Arguments,
    ) -> Vec<String> {
        let Some(f) = &args.filter else {
            return names.to_vec();
        };
        names
            .iter()
            .filter(|n| {
                prefixes.iter().any(|p| {
                    let trial = format!("{p}::{n}");
                    if args.exact {
                        trial == *f
                    } else {
                        trial.contains(f.as_str())
                    }
                })
            })
            .cloned()
            .collect()
    }
}

/// `text` with every `from` replaced by `to`.
fn replace_bytes(text: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i..].starts_with(from) {
            out.extend_from_slice(to);
            i += from.len();
        } else {
            out.push(text[i]);
            i += 1;
        }
    }
    out
}

/// Compares a run with a `Bless::FromPerl` expectation: stdout, stderr and exit status each
/// on their own (stdout is block-buffered and stderr is not, so a merged stream would
/// reorder them).
pub fn compare_output(
    what: &str,
    got: &std::process::Output,
    exp: &Expected,
) -> Result<(), Failed> {
    let mut problems = vec![];
    if got.stdout != exp.stdout {
        problems.push(format!(
            "stdout differs (- perl, + camelift):\n{}",
            line_diff(
                &String::from_utf8_lossy(&exp.stdout),
                &String::from_utf8_lossy(&got.stdout)
            )
        ));
    }
    if got.stderr != exp.stderr {
        problems.push(format!(
            "stderr differs (- perl, + camelift):\n{}",
            line_diff(
                &String::from_utf8_lossy(&exp.stderr),
                &String::from_utf8_lossy(&got.stderr)
            )
        ));
    }
    let st = shell_status(&got.status);
    if st != exp.status {
        problems.push(format!("exit status {st}, expected {}", exp.status));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{what}:\n{}", problems.join("\n")).into())
    }
}

/// Passes when there are no problems; fails listing all of them.
pub fn verdict(problems: Vec<String>) -> Result<(), Failed> {
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

/// Wraps the result of a known failure's trial: it must still fail.
pub fn expect_failure(r: Result<(), Failed>, name: &str, suite: &Suite) -> Result<(), Failed> {
    match r {
        Ok(()) => Err(format!(
            "{name} now passes: remove it from {}",
            suite.path("KNOWN_FAILURES").display()
        )
        .into()),
        Err(_) => Ok(()),
    }
}

/// One trial per target of a suite's program `name` (`native::NAME`, `aarch64::NAME`):
/// each runs `check` for its target; a program listed in `KNOWN_FAILURES` is expected to
/// fail (`expect_failure`). An aarch64 trial without the cross toolchain fails when
/// `require` (CI) and is ignored otherwise.
pub fn target_trials(
    suite: &std::sync::Arc<Suite>,
    name: &str,
    known_failure: bool,
    aarch64: bool,
    require: bool,
    check: fn(&Suite, &str, Target) -> Result<(), Failed>,
) -> Result<Vec<libtest_mimic::Trial>, Failed> {
    let targets = suite.directives(name)?.targets;
    let mut trials = vec![];
    for target in targets {
        let label = if known_failure {
            format!("{}::{name} (known failure)", target.label())
        } else {
            format!("{}::{name}", target.label())
        };
        let (s, n) = (suite.clone(), name.to_string());
        let available = target == Target::Native || aarch64;
        let t = libtest_mimic::Trial::test(label, move || {
            if !available {
                return Err("aarch64 toolchain missing (CAMELIFT_REQUIRE_AARCH64 is set)".into());
            }
            let r = check(&s, &n, target);
            if known_failure {
                expect_failure(r, &n, &s)
            } else {
                r
            }
        });
        trials.push(t.with_ignored_flag(!available && !require));
    }
    Ok(trials)
}

/// A perl-backed suite's trials for each of its programs: one per target (`target_trials`,
/// running `check`) and `perl_agrees::NAME` (running `agrees`, ignored without perl).
pub fn program_trials(
    suite: &std::sync::Arc<Suite>,
    names: &[String],
    aarch64: bool,
    require: bool,
    check: fn(&Suite, &str, Target) -> Result<(), Failed>,
    agrees: fn(&Suite, &str) -> Result<(), Failed>,
) -> Vec<libtest_mimic::Trial> {
    use libtest_mimic::Trial;
    let known = suite.known_failures();
    let have_perl = have("perl");
    let mut trials = vec![];
    for name in names {
        match target_trials(
            suite,
            name,
            known.contains_key(name),
            aarch64,
            require,
            check,
        ) {
            Ok(t) => trials.extend(t),
            Err(e) => trials.push(Trial::test(format!("directives::{name}"), move || Err(e))),
        }
        let (s, n) = (suite.clone(), name.clone());
        let t = Trial::test(format!("perl_agrees::{name}"), move || agrees(&s, &n));
        trials.push(t.with_ignored_flag(!have_perl));
    }
    trials
}

pub fn names_with_ext(dir: &Path, ext: &str) -> Vec<String> {
    let suffix = format!(".{ext}");
    let mut names: Vec<String> = std::fs::read_dir(dir)
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

pub fn have(cmd: &str) -> bool {
    Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {cmd}"))
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// `CAMELIFT_REQUIRE_AARCH64=1` (CI): a missing cross toolchain fails the aarch64 trials
/// instead of skipping them.
pub fn aarch64_required() -> bool {
    std::env::var_os("CAMELIFT_REQUIRE_AARCH64").is_some()
}

/// Builds the runtime archives the compiler links against (`cargo test` does not build
/// the runtime's static archive): the host one always, the aarch64 one when that Rust
/// target and the cross toolchain are installed. Returns whether aarch64 programs can be
/// built and run.
pub fn build_runtimes() -> bool {
    build_host_runtime();
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains(AARCH64))
        .unwrap_or(false);
    if !installed || !have("aarch64-linux-gnu-gcc") || !have("qemu-aarch64") {
        return false;
    }
    cargo_build_runtime(&["--target", AARCH64])
}

pub fn build_host_runtime() -> bool {
    let ok = cargo_build_runtime(&[]);
    if !ok {
        eprintln!("warning: building the host runtime failed");
    }
    ok
}

fn cargo_build_runtime(extra: &[&str]) -> bool {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    Command::new(&cargo)
        .args(["build", "--release", "-q", "-p", "camelift-rt"])
        .args(extra)
        .current_dir(root())
        .status()
        .is_ok_and(|s| s.success())
}

/// `camelift build FILE -o OUT` for a target, run from `dir`.
pub fn build_command(dir: &Path, file: &str, out: &Path, target: Target) -> Command {
    let mut c = Command::new(camelift());
    c.current_dir(dir).arg("build").arg(file).arg("-o").arg(out);
    if let Some(t) = target.triple() {
        c.arg("--target").arg(t);
    }
    c
}

/// The command that runs a program built for `target` (aarch64 under qemu), started by
/// the name `arg0` (its `$0`: the script's file name, as `perl FILE` has it).
pub fn exe_command(exe: &Path, target: Target, arg0: &str) -> Command {
    use std::os::unix::process::CommandExt;
    match target {
        Target::Native => {
            let mut c = Command::new(exe);
            c.arg0(arg0);
            c
        }
        Target::Aarch64 => {
            let mut c = Command::new("qemu-aarch64");
            c.arg("-L")
                .arg("/usr/aarch64-linux-gnu")
                .arg("-0")
                .arg(arg0)
                .arg(exe);
            c
        }
    }
}

/// A number from the environment, or `default`.
pub fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// Checks of the harness itself (run by the `snapshots` binary): a directive that parsed
/// wrongly or a diff that hid a change would make every suite's verdict meaningless.
pub fn self_tests() -> Vec<libtest_mimic::Trial> {
    use libtest_mimic::Trial;
    vec![
        Trial::test("harness::directives", || {
            let d = Directives::parse(
                "#!/usr/bin/perl\n# what it does: a description\n# targets: native aarch64\n\
                 # stdin: in.txt\n# args: a  b\n# timeout: 5\n# emit: ops clif\nprint 1;\n\
                 # targets: native\n",
            )?;
            let got = format!(
                "{:?} {:?} {:?} {:?} {:?}",
                d.targets, d.stdin, d.args, d.timeout, d.emit
            );
            let want =
                "[Native, Aarch64] Some(\"in.txt\") [\"a\", \"b\"] Some(5s) [\"ops\", \"clif\"]";
            if got != want {
                return Err(format!("parsed {got}, expected {want}").into());
            }
            let f = Directives::parse(
                "# limit: vmem=1000\n# stdout: closed-pipe 10\n# stdin-gen: 5 a\n\
                 # signal: USR1 after 300ms\n",
            )?;
            let got = format!(
                "{:?} {:?} {:?} {:?}",
                f.vmem_kb, f.stdout, f.stdin_gen, f.signal
            );
            let want = "Some(1000) ClosedPipe(10) Some((5, 97)) Some((\"USR1\", 300ms))";
            if got != want {
                return Err(format!("parsed {got}, expected {want}").into());
            }
            for bad in [
                "# targets: sparc\n",
                "# timeout: soon\n",
                "# stdin: a b\n",
                "# limit: 1000\n",
                "# stdout: /dev/null\n",
                "# signal: USR1 soon\n",
            ] {
                if Directives::parse(bad).is_ok() {
                    return Err(format!("{bad:?} was accepted").into());
                }
            }
            Ok(())
        }),
        Trial::test("harness::line_diff", || {
            let cases = [
                ("a\nb\nc\n", "a\nB\nc\n", "-    2: b\n+    2: B\n"),
                ("a\n", "a\nb\n", "+    2: b\n"),
                (
                    "a\nb",
                    "a\nb\n",
                    "-    2: b\n\\ no newline at end\n+    2: b\n",
                ),
                ("x\n", "x\n", ""),
            ];
            for (old, new, want) in cases {
                let got = line_diff(old, new);
                if got != want {
                    return Err(format!(
                        "line_diff({old:?}, {new:?}) = {got:?}, expected {want:?}"
                    )
                    .into());
                }
            }
            Ok(())
        }),
    ]
}
