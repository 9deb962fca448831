//! camelift: an ahead-of-time compiler from Perl 5 to native executables.
//!
//! ```text
//! camelift build FILE [-o OUT] [--target TRIPLE] [--emit exe|obj|ops|clif] [--runtime-dir DIR]
//! camelift run FILE [ARGS...]        compile (cached) and run
//! camelift [SWITCHES] -e 'CODE' ... like perl -e, with perl's -n -p -l -a -F -0 -i -w -E -M
//! camelift check FILE                parse only, like perl -c
//! ```

use camelift::driver::{self, io_error_text, Emit};
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
                 [--single-pass-above BLOCKS] [--no-cache]
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
    /// Take the executable from the cache of compiled programs when it is there (off:
    /// `--no-cache`).
    cache: bool,
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
            // perl's start-up failures exit with `errno`: the open's (ENOENT, EACCES),
            // else the ENOTTY its start-up left there (perl 5.36 on Linux).
            if msg.starts_with("Can't open perl script ") {
                return ExitCode::from(if msg.ends_with(": No such file or directory") {
                    2
                } else if msg.ends_with(": Permission denied") {
                    13
                } else {
                    25
                });
            }
            if msg == "No code specified for -e." {
                return ExitCode::from(25);
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
        file if file != "-" && !file.starts_with('-') => {
            if Path::new(file).is_dir() {
                return Err(format!("Can't open perl script \"{file}\": Is a directory"));
            }
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
    let mut cache = true;
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
            "--no-cache" => cache = false,
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
        cache,
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
    let dest = b.out.clone().unwrap_or_else(|| {
        let d = default_output(&b.file);
        if b.emit == Emit::Obj {
            d.with_extension("o")
        } else {
            d
        }
    });
    if b.emit == Emit::Exe && b.cache && driver::cache::available() {
        // A second try if another compiler removed the entry before it was copied.
        for last in [false, true] {
            let exe = driver::cache::executable(
                &src,
                &b.file,
                &b.front,
                &b.target,
                &b.opts,
                b.runtime_dir.as_deref(),
                !last,
            )?;
            match install(&exe, &dest) {
                Err((e, _))
                    if !last && e.kind() == std::io::ErrorKind::NotFound && !exe.exists() => {}
                r => return r.map_err(|(_, msg)| msg),
            }
        }
    }
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
    if b.emit == Emit::Obj {
        return std::fs::write(&dest, &out.object).map_err(|e| {
            format!(
                "camelift: cannot write {}: {}",
                dest.display(),
                io_error_text(&e)
            )
        });
    }
    driver::link_object(&out.object, &dest, &b.target, b.runtime_dir.as_deref())
}

/// Copies a cached executable to `dest`: under a temporary name beside it, then renamed
/// over it, so a `dest` that is running is replaced, not overwritten.
fn install(exe: &Path, dest: &Path) -> Result<(), (std::io::Error, String)> {
    let cannot = |e: std::io::Error| {
        let msg = format!(
            "camelift: cannot write {}: {}",
            dest.display(),
            io_error_text(&e)
        );
        (e, msg)
    };
    let mut partial = dest.as_os_str().to_owned();
    partial.push(format!(".camelift-tmp{}", std::process::id()));
    let partial = PathBuf::from(partial);
    if let Err(e) = std::fs::copy(exe, &partial) {
        let _ = std::fs::remove_file(&partial);
        return Err(cannot(e));
    }
    std::fs::rename(&partial, dest).map_err(|e| {
        let _ = std::fs::remove_file(&partial);
        cannot(e)
    })
}

/// `run` and `-e`: the program's executable from the cache (compiled into it if it is
/// not there), then this process replaced with it so exit status and signals pass through.
fn run_source(
    src: &[u8],
    file: &str,
    front: &FrontOptions,
    args: &[String],
) -> Result<ExitCode, String> {
    use std::os::unix::process::CommandExt;
    let mut tries = 0;
    let (exe, err) = loop {
        let exe = driver::cache::executable(
            src,
            file,
            front,
            &Triple::host(),
            &Options::default(),
            None,
            tries == 0,
        )?;
        // Started by the script's name, which is its `$0`, as under `perl FILE`.
        let err = std::process::Command::new(&exe)
            .arg0(file)
            .args(args)
            .exec();
        // A second try if another compiler removed the entry before it ran.
        tries += 1;
        if tries == 2 || err.kind() != std::io::ErrorKind::NotFound || exe.exists() {
            break (exe, err);
        }
    };
    Err(format!(
        "camelift: cannot run {}: {}",
        exe.display(),
        io_error_text(&err)
    ))
}
