//! The driver: source file to op tree to object to executable, and the pieces around it
//! (finding the runtime archive for a target, linking, the cache of compiled programs).

pub mod cache;
pub use crate::diag::io_error_text;
mod link;

pub use link::{find_runtime, link, link_for_engine, link_with};

use crate::diag::{self, Diag};
use crate::lower::{self, Options};
use crate::ops::Program;
use crate::parse;
use std::path::{Path, PathBuf};
use target_lexicon::Triple;

/// What `build` should produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    Exe,
    Obj,
    Ops,
    Clif,
}

/// Parses a program for a target, printing compile-time warnings as perl does. The
/// options' `-I` directories go in front of `PERL5LIB`'s and perl's own @INC.
pub fn front_end(
    src: &[u8],
    file: &str,
    target: &Triple,
    opts: &parse::Options,
) -> Result<Program, Diag> {
    front_end_with(src, file, target, opts, true)
}

/// `front_end`, printing the compile-time warnings only when `warn` (a second compile of
/// the same program, after another compiler removed its cache entry, printed them once).
pub fn front_end_with(
    src: &[u8],
    file: &str,
    target: &Triple,
    opts: &parse::Options,
    warn: bool,
) -> Result<Program, Diag> {
    let arch = target.architecture.to_string();
    let mut opts = opts.clone();
    if let Some(lib) = std::env::var_os("PERL5LIB") {
        let lib = lib.to_string_lossy().into_owned();
        opts.inc
            .extend(lib.split(':').filter(|d| !d.is_empty()).map(str::to_string));
    }
    let prog = parse::parse_program_with(src, file, &arch, &opts)?;
    if warn {
        for w in &prog.warnings {
            eprint!("{w}");
        }
    }
    Ok(prog)
}

/// A compile error as the user sees it: perl's trailer follows perl's own errors, except
/// the messages `Diag::stands_alone` names.
pub fn report(d: &Diag, file: &str) -> String {
    let text = if d.stands_alone() {
        format!("{}\n", d.message)
    } else {
        format!("{}\n{}", d.message, diag::aborted(file))
    };
    // Line 0 is the preamble of perl's switches (`-MFoo`'s `use`): perl's messages name
    // no place there.
    text.replace(&format!(" at {file} line 0."), ".")
}

pub fn compile_object(
    prog: &Program,
    triple: &Triple,
    opts: &Options,
) -> Result<lower::Output, Diag> {
    lower::compile(prog, triple, opts)
}

/// Writes the object to a temporary file and links it with the runtime into `dest`.
pub fn link_object(
    object: &[u8],
    dest: &Path,
    target: &Triple,
    runtime_dir: Option<&Path>,
) -> Result<(), String> {
    let runtime = find_runtime(target, runtime_dir)?;
    let tmp = tempdir()?;
    let obj = tmp.join("program.o");
    let written = std::fs::write(&obj, object).map_err(|e| {
        format!(
            "camelift: cannot write {}: {}",
            obj.display(),
            io_error_text(&e)
        )
    });
    let r = written.and_then(|_| link(&obj, &runtime, dest, target));
    let _ = std::fs::remove_dir_all(&tmp);
    r
}

fn tempdir() -> Result<PathBuf, String> {
    let base = std::env::temp_dir();
    for i in 0..1000u32 {
        let d = base.join(format!("camelift-{}-{i}", std::process::id()));
        if std::fs::create_dir(&d).is_ok() {
            return Ok(d);
        }
    }
    Err("camelift: cannot create a temporary directory".into())
}
