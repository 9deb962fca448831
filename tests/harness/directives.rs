//! Per-program directives: `# KEY: VALUE` lines in a program's leading comment block.
//!
//! ```perl
//! # targets: native aarch64
//! # stdin: io_stdin.stdin
//! # args: one two
//! # timeout: 30
//! # emit: ops clif
//! # limit: vmem=1000000
//! # stdout: /dev/full
//! # stdout: closed-pipe 10
//! # stdin-gen: 100000000 a
//! # signal: USR1 after 300ms
//! ```
//!
//! `# stdin: open-pipe` is a pipe the harness holds open and never writes, so a read
//! blocks until a signal arrives.
//!
//! Only these keys are directives; any other comment is just a comment. The block ends at
//! the first line that is not a comment.

use std::time::Duration;

/// Where a compiled program runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The host (x86-64 Linux).
    Native,
    /// aarch64 Linux under qemu.
    Aarch64,
}

impl Target {
    pub fn label(self) -> &'static str {
        match self {
            Target::Native => "native",
            Target::Aarch64 => "aarch64",
        }
    }

    /// The `--target` triple (None: the host).
    pub fn triple(self) -> Option<&'static str> {
        match self {
            Target::Native => None,
            Target::Aarch64 => Some(super::AARCH64),
        }
    }

    fn parse(s: &str) -> Result<Target, String> {
        match s {
            "native" => Ok(Target::Native),
            "aarch64" => Ok(Target::Aarch64),
            _ => Err(format!("unknown target {s:?} (native, aarch64)")),
        }
    }
}

/// Where the program's standard output goes (`# stdout:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StdoutTo {
    /// A pipe the harness reads to the end.
    #[default]
    Pipe,
    /// `/dev/full`: every write fails with ENOSPC.
    DevFull,
    /// A pipe whose reader closes after this many bytes (what it read is the stdout).
    ClosedPipe(usize),
}

#[derive(Clone, Debug, Default)]
pub struct Directives {
    /// `# targets:` (empty: the suite's default).
    pub targets: Vec<Target>,
    /// `# stdin: FILE`, a file in the suite directory (else stdin is /dev/null).
    pub stdin: Option<String>,
    /// `# args: ...`, whitespace-separated command-line arguments.
    pub args: Vec<String>,
    /// `# timeout: SECONDS` for one run (None: the suite's default).
    pub timeout: Option<Duration>,
    /// `# emit: KIND...`, the `--emit` dumps a snapshot suite compares.
    pub emit: Vec<String>,
    /// `# limit: vmem=KB`: the address-space limit (`ulimit -v`, in KiB) of the run.
    pub vmem_kb: Option<u64>,
    /// `# stdout: /dev/full` or `# stdout: closed-pipe N`.
    pub stdout: StdoutTo,
    /// `# stdin-gen: COUNT CHAR`: stdin is COUNT copies of CHAR and a newline, written
    /// into a scratch file at test time (too big to commit).
    pub stdin_gen: Option<(u64, u8)>,
    /// `# signal: NAME after MSms`: sent from outside to the running program.
    pub signal: Option<(String, Duration)>,
}

impl Directives {
    pub fn parse(src: &str) -> Result<Directives, String> {
        let mut d = Directives::default();
        for (i, line) in src.lines().enumerate() {
            let Some(comment) = line.strip_prefix('#') else {
                break;
            };
            let Some((key, value)) = comment.trim().split_once(':') else {
                continue;
            };
            let words: Vec<String> = value.split_whitespace().map(str::to_string).collect();
            let at = |e: String| format!("line {}: {e}", i + 1);
            match key.trim() {
                "targets" => {
                    d.targets = words
                        .iter()
                        .map(|w| Target::parse(w))
                        .collect::<Result<_, _>>()
                        .map_err(at)?;
                }
                "stdin" => match words.as_slice() {
                    [f] => d.stdin = Some(f.clone()),
                    _ => return Err(at("`# stdin:` takes one file name".into())),
                },
                "args" => d.args = words,
                "timeout" => {
                    let secs: u64 = value
                        .trim()
                        .parse()
                        .map_err(|_| at(format!("bad timeout {:?}", value.trim())))?;
                    d.timeout = Some(Duration::from_secs(secs));
                }
                "emit" => d.emit = words,
                "limit" => {
                    let kb = value
                        .trim()
                        .strip_prefix("vmem=")
                        .and_then(|v| v.parse().ok())
                        .ok_or_else(|| at(format!("bad limit {:?} (vmem=KB)", value.trim())))?;
                    d.vmem_kb = Some(kb);
                }
                "stdout" => {
                    d.stdout = match words.as_slice() {
                        [w] if w == "/dev/full" => StdoutTo::DevFull,
                        [w, n] if w == "closed-pipe" => StdoutTo::ClosedPipe(
                            n.parse().map_err(|_| at(format!("bad byte count {n:?}")))?,
                        ),
                        _ => {
                            return Err(at(format!(
                                "bad stdout {:?} (/dev/full, closed-pipe N)",
                                value.trim()
                            )))
                        }
                    }
                }
                "stdin-gen" => match words.as_slice() {
                    [n, c] if c.len() == 1 => {
                        let n = n.parse().map_err(|_| at(format!("bad count {n:?}")))?;
                        d.stdin_gen = Some((n, c.as_bytes()[0]));
                    }
                    _ => return Err(at("`# stdin-gen:` takes COUNT CHAR".into())),
                },
                "signal" => match words.as_slice() {
                    [sig, after, ms] if after == "after" => {
                        let ms: u64 = ms
                            .strip_suffix("ms")
                            .and_then(|m| m.parse().ok())
                            .ok_or_else(|| at(format!("bad delay {ms:?} (e.g. 300ms)")))?;
                        d.signal = Some((sig.clone(), Duration::from_millis(ms)));
                    }
                    _ => return Err(at("`# signal:` takes NAME after MSms".into())),
                },
                _ => {}
            }
        }
        Ok(d)
    }

    /// The run time limit (the suite's default once `Suite::directives` filled it in).
    pub fn timeout(&self) -> Duration {
        self.timeout.unwrap_or(Duration::from_secs(20))
    }
}
