//! The compile-time engine: code perl runs while it compiles (a module's own `import`,
//! called by `use`) is run here by the same lowering and the same runtime as the
//! program itself — the program so far (the module files loaded, the BEGIN-time
//! statements hoisted before this point) is lowered for this machine, linked with the
//! runtime and run, and it reports what the package being compiled then holds
//! (`OpKind::BeginReport`, runtime `core/begin.rs`). The parser goes on with that view,
//! as perl's parser goes on after a `use`; the executable runs the same code again when
//! it starts, as `perl prog.pl` does on every run (docs/decisions/compile-time-engine.md).

mod reach;

use crate::driver;
use crate::lower;
use crate::ops::Program;
use camelift_abi::BEGIN_NEEDS_STATUS as NEEDS_STATUS;
use camelift_abi::BEGIN_REPORT_ENV as REPORT_ENV;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use target_lexicon::Triple;

/// What a compile-time run left in the package it was asked about.
#[derive(Debug, Default)]
pub struct Report {
    /// Sub names (unqualified) and, for one bound to a compiled sub, that sub's
    /// qualified name.
    pub subs: Vec<(String, Option<String>)>,
    /// Variables a glob assignment imported: sigil and unqualified name.
    pub vars: Vec<(char, String)>,
    /// `$^H` as the BEGIN-time code left it.
    pub hints: i64,
    /// @INC as the BEGIN-time code left it (`Err` for an entry that is a reference).
    pub inc: Vec<Result<String, ()>>,
    /// Globs a glob assignment made other names of globs (`*NAME = *OTHER`): the
    /// unqualified name and the other glob's full name.
    pub aliases: Vec<(String, String)>,
    /// Imported variables whose slot is another glob's: sigil and unqualified name, and
    /// that glob's full name.
    pub slots: Vec<(String, String)>,
    /// Built-ins a sub in `CORE::GLOBAL::` overrides for every package, with the
    /// compiled sub each is bound to.
    pub globals: Vec<(String, Option<String>)>,
    /// The kinds of constant handler (`CONST_OVERLOAD_*`) `%^H` holds a code reference
    /// for, and whether any is not the one the import started with.
    pub const_handlers: Vec<u8>,
    pub const_handlers_changed: bool,
    /// The entries of `%^H` that are not references: key and value (None: undef).
    pub hint_hash: Vec<(String, Option<String>)>,
    /// The classes with a `%FIELDS` (`use fields`), with its keys.
    pub fields: Vec<(String, Vec<String>)>,
    /// The run stopped at a `require` of a file computed at run time that is in @INC
    /// but not compiled in (`eval "require $lib"` in an import): its `%INC` key. The
    /// compiler compiles the file in and runs again.
    pub needs: Option<String>,
    /// The run stopped at an `eval EXPR` of perl's library whose text was not compiled:
    /// the eval's package and the text. The compiler compiles it and runs again.
    pub needs_eval: Option<(String, Vec<u8>)>,
}

/// Why a compile-time run gave no report.
#[derive(Debug)]
pub enum Failure {
    /// The code died (or ended the program): what it wrote to stderr.
    Died(String),
    /// The engine could not run it (no runtime for this machine, a failed link).
    Engine(String),
}

/// The engine of one compilation: what its runs share.
#[derive(Default)]
pub struct Engine {
    /// Each run lowers every file loaded so far; the functions unchanged since an earlier
    /// run take their machine code from here.
    code: lower::CodeCache,
    /// Subs an earlier run called that `reach::reachable` did not see (by index: a sub
    /// keeps its index for the whole compilation, and a wrong entry only costs code).
    needed: std::collections::HashSet<usize>,
}

impl Engine {
    /// Runs `prog` (whose last statement is a `BeginReport`) and reads its report.
    pub fn run(&mut self, prog: &Program) -> Result<Report, Failure> {
        loop {
            let reach = reach::reachable(prog, &self.needed);
            match run(prog, reach, &mut self.code)? {
                Outcome::Report(r) => return Ok(*r),
                Outcome::NeedsSub(ix) if ix < prog.subs.len() && self.needed.insert(ix) => {}
                Outcome::NeedsSub(ix) => {
                    return Err(Failure::Engine(format!(
                        "a compile-time run asked again for sub {ix}"
                    )))
                }
            }
        }
    }
}

/// How a run ended.
enum Outcome {
    Report(Box<Report>),
    /// A sub it was given as a stub was called (`camelift_begin_need_sub`).
    NeedsSub(usize),
}

fn run(prog: &Program, reach: Vec<bool>, code: &mut lower::CodeCache) -> Result<Outcome, Failure> {
    let host = Triple::host();
    let quick = lower::Options {
        quick: true,
        reach: Some(reach),
        ..Default::default()
    };
    let out =
        lower::compile_cached(prog, &host, &quick, code).map_err(|d| Failure::Engine(d.message))?;
    let dir = scratch_dir().map_err(Failure::Engine)?;
    let result = run_in(&dir, &out.object, &host, &prog.file);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run_in(
    dir: &std::path::Path,
    object: &[u8],
    host: &Triple,
    script: &str,
) -> Result<Outcome, Failure> {
    use std::os::unix::process::CommandExt;
    let obj = dir.join("begin.o");
    let exe = dir.join("begin");
    let report = dir.join("report");
    std::fs::write(&obj, object).map_err(|e| Failure::Engine(e.to_string()))?;
    let runtime = driver::find_runtime(host, None).map_err(Failure::Engine)?;
    driver::link_for_engine(&obj, &runtime, &exe).map_err(Failure::Engine)?;
    // `$0` is the script's name, as perl's is at compile time (FindBin finds its
    // directory from it).
    let run = Command::new(&exe)
        .arg0(script)
        .env(REPORT_ENV, &report)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| Failure::Engine(format!("running compile-time code: {e}")))?;
    let text = match (run.status.code(), std::fs::read(&report)) {
        (Some(0), Ok(text)) => text,
        (Some(NEEDS_STATUS), Ok(text)) if text.starts_with(b"needsub\t") => {
            let ix = String::from_utf8_lossy(&text[8..])
                .trim_end()
                .parse::<usize>();
            return ix
                .map(Outcome::NeedsSub)
                .map_err(|_| Failure::Engine("a malformed report".into()));
        }
        (Some(NEEDS_STATUS), Ok(text)) if text.starts_with(b"need\t") => {
            let key = String::from_utf8_lossy(&text[5..]).trim_end().to_string();
            return Ok(Outcome::Report(Box::new(Report {
                needs: Some(key),
                ..Default::default()
            })));
        }
        (Some(NEEDS_STATUS), Ok(text)) if text.starts_with(b"needeval\t") => {
            let line = String::from_utf8_lossy(&text[9..]).trim_end().to_string();
            let mut f = line.split('\t');
            let (Some(pkg), Some(code)) = (f.next().and_then(unhex), f.next().and_then(unhex))
            else {
                return Err(Failure::Engine("a malformed report".into()));
            };
            return Ok(Outcome::Report(Box::new(Report {
                needs_eval: Some((String::from_utf8_lossy(&pkg).into_owned(), code)),
                ..Default::default()
            })));
        }
        _ => {
            let err = String::from_utf8_lossy(&run.stderr).into_owned();
            return Err(Failure::Died(err));
        }
    };
    Ok(Outcome::Report(Box::new(parse_report(&text))))
}

fn parse_report(text: &[u8]) -> Report {
    let mut r = Report::default();
    for line in text.split(|&b| b == b'\n') {
        let line = String::from_utf8_lossy(line);
        let mut f = line.split('\t');
        match (f.next(), f.next(), f.next()) {
            (Some("slot"), Some(sigil), Some(name)) => {
                if let Some(target) = f.next() {
                    r.slots.push((format!("{sigil}{name}"), target.to_string()));
                }
            }
            (Some("sub"), Some(name), Some(target)) => r.subs.push((
                name.to_string(),
                (target != "-").then(|| target.to_string()),
            )),
            (Some("hints"), Some(n), _) => r.hints = n.parse().unwrap_or(0),
            (Some("global"), Some(name), Some(target)) => r.globals.push((
                name.to_string(),
                (target != "-").then(|| target.to_string()),
            )),
            (Some("consth"), Some(kind), Some(state)) => {
                if let Ok(k) = kind.parse::<u8>() {
                    r.const_handlers.push(k);
                }
                r.const_handlers_changed |= state == "new";
            }
            (Some("hh"), Some(key), Some(value)) => {
                r.hint_hash.push((key.to_string(), Some(value.to_string())))
            }
            (Some("hhundef"), Some(key), _) => r.hint_hash.push((key.to_string(), None)),
            (Some(kind @ ("fields" | "field")), Some(class), Some(key)) => {
                let at = match r.fields.iter().position(|(c, _)| c == class) {
                    Some(i) => i,
                    None => {
                        r.fields.push((class.to_string(), vec![]));
                        r.fields.len() - 1
                    }
                };
                if kind == "field" {
                    r.fields[at].1.push(key.to_string());
                }
            }
            (Some("inc"), Some(_), Some(dir)) => r.inc.push(Ok(dir.to_string())),
            (Some("incref"), Some(_), _) => r.inc.push(Err(())),
            (Some("alias"), Some(name), Some(target)) => {
                r.aliases.push((name.to_string(), target.to_string()))
            }
            (Some("var"), Some(sigil), Some(name)) => {
                if let Some(s) = sigil.chars().next() {
                    r.vars.push((s, name.to_string()));
                }
            }
            _ => {}
        }
    }
    r
}

/// A new private directory for one run.
fn scratch_dir() -> Result<PathBuf, String> {
    use std::sync::atomic::{AtomicU32, Ordering};
    static RUNS: AtomicU32 = AtomicU32::new(0);
    let n = RUNS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("camelift-begin-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

/// Bytes written as pairs of hex digits.
fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}
