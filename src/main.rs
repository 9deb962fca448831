//! camelift: an ahead-of-time compiler from Perl 5 to native executables.
//!
//! ```text
//! camelift build FILE [-o OUT] [--target TRIPLE] [--emit exe|obj|ops|clif] [--runtime-dir DIR]
//! camelift run FILE [ARGS...]        compile (cached) and run
//! camelift [SWITCHES] -e 'CODE' ... like perl -e, with perl's -n -p -l -a -F -0 -i -w -E -M
//! camelift check FILE                parse only, like perl -c
//! ```

use camelift::driver::{self, Emit};
use camelift::lower::{Options, PollMode};
use camelift::ops;
use camelift::parse::Options as FrontOptions;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::str::FromStr;
use target_lexicon::Triple;

const USAGE: &str = "usage:
  camelift build FILE [-o OUT] [--target TRIPLE] [--emit exe|obj|ops|clif] [--runtime-dir DIR]
                 [-I DIR] [-MMODULE] [--module NAME] [--no-inline-new] [--polls backedge|statement|none] [--ctx-global]
                 [--single-pass-above BLOCKS]
  camelift run FILE [ARGS...]
  camelift [SWITCHES] -e 'CODE' [ARGS...]   perl's switches: -n -p -l[OCT] -a -F PAT -0[OCT]
                                            -i[EXT] -w -E -M/-m MODULE -I DIR
  camelift [SWITCHES] FILE [ARGS...]
  camelift check FILE
";

struct BuildArgs {
    file: String,
    out: Option<PathBuf>,
    target: Triple,
    emit: Emit,
    runtime_dir: Option<PathBuf>,
    opts: Options,
    /// `-I` directories and `--module` names.
    front: FrontOptions,
}

/// The parser and the lowering recurse over the program's nesting; a deep expression
/// must not overflow the main thread's stack, so the compiler runs on a thread with a
/// large reserved stack (perl itself accepts 100,000 nested parentheses).
const COMPILER_STACK: usize = 1 << 30;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match std::thread::Builder::new()
        .stack_size(COMPILER_STACK)
        .spawn(move || cli_main(&args))
        .map(|h| h.join())
    {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("camelift: out of memory");
            ExitCode::from(255)
        }
    }
}

fn cli_main(args: &[String]) -> ExitCode {
    match run_cli(args) {
        Ok(code) => code,
        Err(msg) => {
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            // perl's compile-time die exits with `$!`: ENOENT for a module not found.
            if msg.starts_with("Can't locate ") && msg.contains(" in @INC") {
                return ExitCode::from(2);
            }
            ExitCode::from(255)
        }
    }
}

/// `-I DIR` / `-IDIR` and `--module NAME` options at the front of `args` (before the
/// script, as perl's switches are): the options, and the arguments after them.
fn take_front_options(args: &[String]) -> (FrontOptions, &[String]) {
    let mut o = FrontOptions::default();
    let mut i = 0;
    while let Some(a) = args.get(i) {
        let value = args.get(i + 1).cloned();
        match (a.as_str(), a.strip_prefix("-I")) {
            ("--module", _) => match value {
                Some(m) => {
                    o.modules.push(m);
                    i += 2;
                }
                None => break,
            },
            (_, Some("")) => match value {
                Some(d) => {
                    o.inc.push(d);
                    i += 2;
                }
                None => break,
            },
            (_, Some(d)) => {
                o.inc.push(d.to_string());
                i += 1;
            }
            _ => break,
        }
    }
    (o, &args[i..])
}

/// `first`'s directories and modules, then `more`'s.
fn joined(first: &FrontOptions, more: FrontOptions) -> FrontOptions {
    let mut o = first.clone();
    o.inc.extend(more.inc);
    o.modules.extend(more.modules);
    o.switches.preamble.extend(more.switches.preamble);
    o
}

/// perl's switches at the front of `args` (`-lane`, `-pi.bak`, `-MPOSIX=floor`, `-e
/// CODE`, `-I DIR`), into `front`: the program text of the `-e`s (one line each), and the
/// arguments after the switches (after `--`).
fn take_perl_switches<'a>(
    args: &'a [String],
    front: &mut FrontOptions,
) -> Result<(Option<Vec<u8>>, &'a [String]), String> {
    use camelift::parse::switches::{apply_cluster, module_statement, Origin};
    let mut code: Option<Vec<u8>> = None;
    let mut i = 0;
    while let Some(a) = args.get(i) {
        if a == "--" {
            i += 1;
            break;
        }
        let Some(cluster) = a.strip_prefix('-') else {
            break;
        };
        if cluster.is_empty() || cluster.starts_with('-') || cluster == "h" {
            break;
        }
        i += 1;
        let taken = apply_cluster(cluster, &mut front.switches, Origin::CommandLine, "-e")
            .map_err(|d| d.message)?;
        let Some((ch, attached)) = taken else {
            continue;
        };
        let value = match attached {
            Some(v) => v,
            None => {
                let v = args.get(i).cloned().ok_or_else(|| match ch {
                    'e' => "No code specified for -e.".to_string(),
                    'I' => "No directory specified for -I".to_string(),
                    _ => format!("Missing argument to -{ch}"),
                })?;
                i += 1;
                v
            }
        };
        match ch {
            'e' => {
                let c = code.get_or_insert_with(Vec::new);
                c.extend_from_slice(value.as_bytes());
                c.push(b'\n');
            }
            'I' => front.inc.push(value),
            _ => {
                let st = module_statement(ch, &value, "-e").map_err(|d| d.message)?;
                front.switches.preamble.push(st);
            }
        }
    }
    Ok((code, &args[i..]))
}

fn run_cli(args: &[String]) -> Result<ExitCode, String> {
    let (mut global, args) = take_front_options(args);
    let (code, args) = take_perl_switches(args, &mut global)?;
    if let Some(src) = code {
        return run_source(&src, "-e", &global, args);
    }
    let Some(cmd) = args.first() else {
        return Err(USAGE.into());
    };
    match cmd.as_str() {
        "build" => {
            let mut b = parse_build_args(&args[1..])?;
            b.front = joined(&global, std::mem::take(&mut b.front));
            build(&b).map(|_| ExitCode::SUCCESS)
        }
        "check" => {
            let (more, rest) = take_front_options(&args[1..]);
            let o = joined(&global, more);
            let file = rest.first().ok_or(USAGE)?;
            let src = read_source(file)?;
            driver::front_end(&src, file, &Triple::host(), &o)
                .map_err(|d| driver::report(&d, file))?;
            eprintln!("{file} syntax OK");
            Ok(ExitCode::SUCCESS)
        }
        "run" => {
            let (more, rest) = take_front_options(&args[1..]);
            let o = joined(&global, more);
            let file = rest.first().ok_or(USAGE)?;
            let src = read_source(file)?;
            run_source(&src, file, &o, &rest[1..])
        }
        "-h" | "--help" | "help" => {
            write_stdout(USAGE.as_bytes());
            Ok(ExitCode::SUCCESS)
        }
        // `camelift -n script.pl FILES` (a script after perl's switches) runs it.
        file if file != "-" && !file.starts_with('-') && Path::new(file).is_file() => {
            let src = read_source(file)?;
            run_source(&src, file, &global, &args[1..])
        }
        _ => Err(USAGE.into()),
    }
}

fn parse_build_args(args: &[String]) -> Result<BuildArgs, String> {
    let mut file = None;
    let mut out = None;
    let mut target = Triple::host();
    let mut emit = Emit::Exe;
    let mut runtime_dir = None;
    let mut opts = Options::default();
    let mut front = FrontOptions::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or(format!("camelift: {name} needs a value\n{USAGE}"))
        };
        match a.as_str() {
            "-o" => out = Some(PathBuf::from(value("-o")?)),
            "-I" => front.inc.push(value("-I")?),
            "--module" => front.modules.push(value("--module")?),
            d if d.starts_with("-I") => front.inc.push(d[2..].to_string()),
            // perl's `-MFoo`/`-mFoo` (`use Foo;` before the program).
            m if m.starts_with("-M") || m.starts_with("-m") => {
                let ch = if m.starts_with("-M") { 'M' } else { 'm' };
                let arg = match &m[2..] {
                    "" => value(m)?,
                    a => a.to_string(),
                };
                let st = camelift::parse::switches::module_statement(ch, &arg, "-e")
                    .map_err(|d| d.message)?;
                front.switches.preamble.push(st);
            }
            "--target" => {
                let t = value("--target")?;
                target = Triple::from_str(&t)
                    .map_err(|e| format!("camelift: unknown target {t}: {e}"))?;
            }
            "--emit" => {
                emit = match value("--emit")?.as_str() {
                    "exe" => Emit::Exe,
                    "obj" => Emit::Obj,
                    "ops" => Emit::Ops,
                    "clif" => Emit::Clif,
                    other => return Err(format!("camelift: unknown --emit kind {other}\n{USAGE}")),
                }
            }
            "--runtime-dir" => runtime_dir = Some(PathBuf::from(value("--runtime-dir")?)),
            "--no-inline-new" => opts.inline_new = false,
            "--ctx-global" => opts.ctx_global = true,
            "--single-pass-above" => {
                let v = value("--single-pass-above")?;
                opts.single_pass_above = v.parse().map_err(|_| {
                    format!("camelift: --single-pass-above takes a block count, not {v}")
                })?;
            }
            "--polls" => {
                opts.polls = match value("--polls")?.as_str() {
                    "folded" => PollMode::Folded,
                    "backedge" => PollMode::BackEdges,
                    "statement" => PollMode::EveryStatement,
                    "none" => PollMode::None,
                    other => return Err(format!("camelift: unknown --polls mode {other}")),
                }
            }
            f if !f.starts_with('-') && file.is_none() => file = Some(f.to_string()),
            other => return Err(format!("camelift: unexpected argument {other}\n{USAGE}")),
        }
    }
    let file = file.ok_or(USAGE)?;
    Ok(BuildArgs {
        file,
        out,
        target,
        emit,
        runtime_dir,
        opts,
        front,
    })
}

/// Writes to stdout; a closed pipe (`camelift ... | head`) is not an error worth a panic.
fn write_stdout(bytes: &[u8]) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(bytes).and_then(|_| out.flush());
}

fn read_source(file: &str) -> Result<Vec<u8>, String> {
    std::fs::read(file)
        .map_err(|e| format!("Can't open perl script \"{file}\": {}", io_error_text(&e)))
}

/// perl's wording of an OS error (`No such file or directory`), without Rust's suffix.
fn io_error_text(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

fn default_output(file: &str) -> PathBuf {
    let p = Path::new(file);
    let stem = p
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "a.out".into());
    let stem = if p.extension().is_some_and(|e| e == "pl") {
        stem
    } else {
        format!("{stem}.out")
    };
    p.with_file_name(stem)
}

fn build(b: &BuildArgs) -> Result<(), String> {
    let src = read_source(&b.file)?;
    let prog = driver::front_end(&src, &b.file, &b.target, &b.front)
        .map_err(|d| driver::report(&d, &b.file))?;
    if b.emit == Emit::Ops {
        write_stdout(ops::dump_program(&prog).as_bytes());
        return Ok(());
    }
    let mut opts = b.opts.clone();
    opts.want_clif = b.emit == Emit::Clif;
    let out =
        driver::compile_object(&prog, &b.target, &opts).map_err(|d| driver::report(&d, &b.file))?;
    if b.emit == Emit::Clif {
        write_stdout(out.clif.as_bytes());
        return Ok(());
    }
    let dest = b.out.clone().unwrap_or_else(|| {
        let d = default_output(&b.file);
        if b.emit == Emit::Obj {
            d.with_extension("o")
        } else {
            d
        }
    });
    if b.emit == Emit::Obj {
        return std::fs::write(&dest, &out.object).map_err(|e| {
            format!(
                "camelift: cannot write {}: {}",
                dest.display(),
                io_error_text(&e)
            )
        });
    }
    link_executable(&out.object, &dest, &b.target, b.runtime_dir.as_deref())
}

/// Writes the object to a temporary file and links it with the runtime into `dest`.
fn link_executable(
    object: &[u8],
    dest: &Path,
    target: &Triple,
    runtime_dir: Option<&Path>,
) -> Result<(), String> {
    let runtime = driver::find_runtime(target, runtime_dir)?;
    let tmp = tempdir()?;
    let obj = tmp.join("program.o");
    let written = std::fs::write(&obj, object).map_err(|e| {
        format!(
            "camelift: cannot write {}: {}",
            obj.display(),
            io_error_text(&e)
        )
    });
    let r = written.and_then(|_| driver::link(&obj, &runtime, dest, target));
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

/// `run` and `-e`: compile into a cache keyed by the source, its name and the compiler,
/// then replace this process with the program so exit status and signals pass through.
/// The executable of a program, compiled or from the cache (`cache_dir`): keyed on its
/// text, name, options, the compiler and the runtime archive, and fresh while the module
/// files it was compiled from (and the places a module was not found) are unchanged. The
/// compile-time warnings perl prints on every run are kept with it and printed again.
fn cached_executable(
    src: &[u8],
    file: &str,
    front: &FrontOptions,
    target: &Triple,
    opts: &Options,
    runtime_dir: Option<&Path>,
) -> Result<PathBuf, String> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    src.hash(&mut h);
    file.hash(&mut h);
    front.inc.hash(&mut h);
    front.modules.hash(&mut h);
    format!("{:?}", front.switches).hash(&mut h);
    format!("{target} {opts:?}").hash(&mut h);
    std::env::var_os("PERL5LIB").hash(&mut h);
    if let Ok(exe) = std::env::current_exe() {
        if let Ok(meta) = std::fs::metadata(&exe) {
            meta.len().hash(&mut h);
            meta.modified().ok().hash(&mut h);
        }
    }
    // The runtime archive is part of the program too.
    if let Ok(rt) = driver::find_runtime(target, runtime_dir) {
        rt.hash(&mut h);
        if let Ok(meta) = std::fs::metadata(&rt) {
            meta.len().hash(&mut h);
            meta.modified().ok().hash(&mut h);
        }
    }
    let cache = cache_dir();
    std::fs::create_dir_all(&cache).map_err(|e| {
        format!(
            "camelift: cannot create {}: {}",
            cache.display(),
            io_error_text(&e)
        )
    })?;
    let exe = cache.join(format!("prog-{:016x}", h.finish()));
    // The module files it was compiled from, with their sizes and times: a changed
    // module makes it stale.
    let deps = exe.with_extension("deps");
    let warnings = exe.with_extension("warnings");
    let fresh = exe.is_file()
        && std::fs::read_to_string(&deps).is_ok_and(|d| d == module_stamps(&d_paths(&d)));
    if fresh {
        if let Ok(w) = std::fs::read(&warnings) {
            use std::io::Write;
            let _ = std::io::stderr().write_all(&w);
        }
        return Ok(exe);
    }
    let prog = driver::front_end(src, file, target, front).map_err(|d| driver::report(&d, file))?;
    // The files it was made from, and where a file would have been taken instead.
    let modules: Vec<String> = prog
        .files
        .iter()
        .skip(1)
        .chain(&prog.absent_paths)
        .cloned()
        .collect();
    let _ = std::fs::write(&warnings, prog.warnings.concat());
    let _ = std::fs::write(&deps, module_stamps(&modules));
    let out = driver::compile_object(&prog, target, opts).map_err(|d| driver::report(&d, file))?;
    // Link under a temporary name: a concurrent run never sees a half-written binary.
    let partial = exe.with_extension(format!("tmp{}", std::process::id()));
    link_executable(&out.object, &partial, target, runtime_dir)?;
    std::fs::rename(&partial, &exe).map_err(|e| format!("camelift: {}", io_error_text(&e)))?;
    Ok(exe)
}

fn run_source(
    src: &[u8],
    file: &str,
    front: &FrontOptions,
    args: &[String],
) -> Result<ExitCode, String> {
    let exe = cached_executable(src, file, front, &Triple::host(), &Options::default(), None)?;
    use std::os::unix::process::CommandExt;
    // Started by the script's name, which is its `$0`, as under `perl FILE`.
    let err = std::process::Command::new(&exe)
        .arg0(file)
        .args(args)
        .exec();
    Err(format!(
        "camelift: cannot run {}: {}",
        exe.display(),
        io_error_text(&err)
    ))
}

/// One line per module file: its path, size and modification time.
fn module_stamps(paths: &[String]) -> String {
    let mut out = String::new();
    for p in paths {
        let (len, time) = match std::fs::metadata(p) {
            Ok(m) => (
                m.len(),
                m.modified()
                    .ok()
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map_or(0, |d| d.as_nanos()),
            ),
            Err(_) => (0, 0),
        };
        out.push_str(&format!("{p}\t{len}\t{time}\n"));
    }
    out
}

/// The paths of a `module_stamps` text.
fn d_paths(stamps: &str) -> Vec<String> {
    stamps
        .lines()
        .filter_map(|l| l.split('\t').next())
        .map(str::to_string)
        .collect()
}

fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("CAMELIFT_CACHE_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("camelift");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache").join("camelift");
    }
    std::env::temp_dir().join("camelift-cache")
}
