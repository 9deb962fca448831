//! Per-program directives: `# KEY: VALUE` lines in a program's leading comment block.
//!
//! ```perl
//! # targets: native aarch64
//! # stdin: io_stdin.stdin
//! # args: one two
//! # timeout: 30
//! # emit: ops clif
//! ```
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
