//! Child processes, the part perl keeps in its core (util.c's my_popen, my_pclose and
//! wait4pid, doio.c's do_exec3 and do_aexec5): the builtins (sys/proc.rs) and pipe opens
//! (io/file.rs) start their children here.
//!
//! As in perl: everything buffered is flushed before a fork (PERL_FLUSHALL_FOR_CHILD), so
//! that no byte is written twice; a child tells its parent that its exec failed by writing
//! the errno into a close-on-exec pipe, so the parent's `$!` is the child's errno; a single
//! command string goes to `/bin/sh -c` only when it has shell metacharacters (do_exec3),
//! otherwise it is split into words and run directly, as a list always is (do_aexec5).
//! The `Can't exec` warning comes from the child, as perl's does.

use crate::core::diag::set_errno;
use crate::core::interp::{gv, gv_fetch, interp, Info};
use crate::core::num::Num;
use crate::core::sv;
use camelift_abi::*;

/// What to run: one string (perl's do_exec3: maybe through the shell) or a list of
/// words run directly (do_aexec5).
pub enum Command {
    Line(Vec<u8>),
    Argv(Vec<Vec<u8>>),
    /// `system { PROGRAM } LIST`: the program run (found in PATH) with the words as its
    /// argument vector, the first its name (an empty PROGRAM runs the first word).
    Program(Vec<u8>, Vec<Vec<u8>>),
}

impl Command {
    /// The command of `system LIST`, `exec LIST` and a pipe open's list: one item is a
    /// command line, more are the words.
    pub fn of_args(c: *mut Ctx, args: &[*mut Sv], info: &Info) -> Command {
        match <[Vec<u8>; 1]>::try_from(words_of(c, args, info, 0)) {
            Ok([line]) => Command::Line(line),
            Err(words) => Command::Argv(words),
        }
    }

    /// `system { PROGRAM } LIST` and `exec { PROGRAM } LIST`: the first argument is
    /// PROGRAM.
    pub fn of_program_args(c: *mut Ctx, args: &[*mut Sv], info: &Info) -> Command {
        let Some((&prog, rest)) = args.split_first() else {
            return Command::Argv(Vec::new());
        };
        let prog = sv::to_bytes(c, prog, info, 0);
        Command::Program(prog, words_of(c, rest, info, 1))
    }
}

/// The arguments' strings (`first` is the index of the first in `info`'s names).
fn words_of(c: *mut Ctx, args: &[*mut Sv], info: &Info, first: usize) -> Vec<Vec<u8>> {
    args.iter()
        .enumerate()
        .map(|(i, a)| sv::to_bytes(c, *a, info, first + i))
        .collect()
}

pub fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// Sets `$?`.
pub fn set_child_status(c: *mut Ctx, status: i64) {
    sv::set_num(gv(gv_fetch(c, b"main::?")).sv, Num::Iv(status));
}

/// perl's PERL_FLUSHALL_FOR_CHILD: every output handle is flushed before a fork or an
/// exec, so the child starts with nothing buffered.
pub fn flush_all_for_child(c: *mut Ctx) {
    let i = interp(c);
    let _ = i.stdout.flush();
    let _ = i.stderr.flush();
    (crate::core::hooks::hooks(c).flush_files)(c);
}

/// Makes the process environment what `%ENV` holds, before anything that passes it on (a
/// child's start, `exec`): perl's %ENV magic calls setenv/unsetenv on every store, delete
/// and clear (magic_setenv, magic_clearenv), so its children see `%ENV` as it is; here
/// `%ENV` is a plain hash and the environment is brought up to date in one pass. A value
/// is its string (undef is ""), cut at a NUL as perl's C string is; a name that setenv
/// refuses (empty, or with `=`) is left out, as perl's setenv call fails on it.
pub fn sync_environ(c: *mut Ctx) {
    use std::ffi::{OsStr, OsString};
    use std::os::unix::ffi::{OsStrExt, OsStringExt};
    let env = gv(gv_fetch(c, b"main::ENV")).hv;
    if env.is_null() {
        return;
    }
    let mut want: std::collections::HashMap<Vec<u8>, Vec<u8>> = Default::default();
    for (k, v) in crate::core::hv::body(c, env).map.iter() {
        let name = &k[..k.iter().position(|b| *b == 0).unwrap_or(k.len())];
        if name.is_empty() || name.contains(&b'=') {
            continue;
        }
        let mut value = if v.is_null() {
            Vec::new()
        } else {
            sv::to_bytes_quiet(v)
        };
        if let Some(nul) = value.iter().position(|b| *b == 0) {
            value.truncate(nul);
        }
        want.insert(name.to_vec(), value);
    }
    let have: Vec<(OsString, OsString)> = std::env::vars_os().collect();
    // The program runs on one thread; nothing reads the environment concurrently.
    for (k, v) in &have {
        match want.get(k.as_bytes()) {
            // (remove_var would panic on a name no setenv could have made.)
            None if k.is_empty() || k.as_bytes().contains(&b'=') => {}
            None => std::env::remove_var(k),
            Some(w) if w.as_slice() == v.as_bytes() => {
                want.remove(k.as_bytes());
            }
            Some(_) => {}
        }
    }
    for (k, v) in want {
        std::env::set_var(OsString::from_vec(k), OsStr::from_bytes(&v));
    }
}

/// In a new child that goes on with the program: `$$` is its own pid (pp_fork).
pub fn child_started(c: *mut Ctx) {
    // SAFETY: getpid has no preconditions.
    let me = unsafe { libc::getpid() };
    sv::set_num(gv(gv_fetch(c, b"main::$")).sv, Num::Iv(me as i64));
}

/// perl's isSPACE.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// execvp of `words` (none: nothing to run, ENOENT as perl's do_aexec5 has it).
fn execvp(words: &[Vec<u8>]) -> i32 {
    match words.first() {
        Some(file) => execvp_file(file, words),
        None => libc::ENOENT,
    }
}

/// execvp of program `file` with the argument vector `words`.
fn execvp_file(file: &[u8], words: &[Vec<u8>]) -> i32 {
    let Ok(file) = std::ffi::CString::new(file.to_vec()) else {
        return libc::ENOENT;
    };
    let cstrs: Result<Vec<std::ffi::CString>, _> = words
        .iter()
        .map(|w| std::ffi::CString::new(w.clone()))
        .collect();
    let Ok(cstrs) = cstrs else {
        return libc::ENOENT;
    };
    let mut argv: Vec<*const libc::c_char> = cstrs.iter().map(|s| s.as_ptr()).collect();
    argv.push(std::ptr::null());
    // SAFETY: `argv` is a null-terminated array of pointers to NUL-terminated strings
    // that outlive the call; execvp returns only on failure.
    unsafe { libc::execvp(file.as_ptr(), argv.as_ptr()) };
    errno()
}

/// `/bin/sh -c LINE` (perl's PL_sh_path).
fn exec_sh(line: &[u8]) -> i32 {
    let Ok(cline) = std::ffi::CString::new(line.to_vec()) else {
        return libc::ENOENT;
    };
    let args = [
        c"sh".as_ptr(),
        c"-c".as_ptr(),
        cline.as_ptr(),
        std::ptr::null(),
    ];
    // SAFETY: a NUL-terminated path and a null-terminated argument array of
    // NUL-terminated strings that outlive the call; execv returns only on failure.
    unsafe { libc::execv(c"/bin/sh".as_ptr(), args.as_ptr()) };
    errno()
}

/// Whether a command line needs the shell (perl's do_exec3), trimming what it handles
/// itself: a final newline, and a final ` 2>&1` (done here with dup2).
fn needs_shell(cmd: &mut Vec<u8>) -> bool {
    if cmd.first() == Some(&b'.') && cmd.get(1).copied().is_some_and(is_space) {
        return true;
    }
    if cmd.starts_with(b"exec") && cmd.get(4).copied().is_some_and(is_space) {
        return true;
    }
    // `VAR=value command`.
    let word = cmd
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    if cmd.get(word) == Some(&b'=') {
        return true;
    }
    let mut i = 0;
    while i < cmd.len() {
        let b = cmd[i];
        if b != b' ' && !b.is_ascii_alphabetic() && b"$&*(){}[]'\";\\|?<>~`\n".contains(&b) {
            if b == b'\n' && i + 1 == cmd.len() {
                cmd.truncate(i);
                return false;
            }
            if b == b'>'
                && cmd.get(i + 1) == Some(&b'&')
                && cmd.get(i + 2) == Some(&b'1')
                && i > 1
                && cmd[i - 1] == b'2'
                && is_space(cmd[i - 2])
                && cmd[i + 3..].iter().all(|b| is_space(*b))
            {
                // SAFETY: dup2 on the standard descriptors.
                if unsafe { libc::dup2(1, 2) } != -1 {
                    cmd.truncate(i - 2);
                    return false;
                }
            }
            return true;
        }
        i += 1;
    }
    false
}

/// Runs `cmd` in place of this process; returns only if that failed, after perl's
/// `Can't exec` warning: the errno to report (None when there was nothing to run and
/// perl reports nothing).
pub fn exec_command(c: *mut Ctx, cmd: &Command) -> Option<i32> {
    let (e, what) = match cmd {
        Command::Argv(words) => {
            if words.is_empty() {
                return None;
            }
            (execvp(words), words[0].clone())
        }
        Command::Program(prog, words) => {
            if words.is_empty() {
                return None;
            }
            // perl's message names PROGRAM even when it is empty.
            let e = if prog.is_empty() {
                execvp(words)
            } else {
                execvp_file(prog, words)
            };
            (e, prog.clone())
        }
        Command::Line(line) => {
            // The line ends at a NUL, as perl's C string does.
            let line = &line[..line.iter().position(|b| *b == 0).unwrap_or(line.len())];
            let start = line.iter().take_while(|b| is_space(**b)).count();
            let mut cmd = line[start..].to_vec();
            if needs_shell(&mut cmd) {
                (exec_sh(&cmd), b"/bin/sh".to_vec())
            } else {
                let words: Vec<Vec<u8>> = cmd
                    .split(|b| is_space(*b))
                    .filter(|w| !w.is_empty())
                    .map(|w| w.to_vec())
                    .collect();
                if words.is_empty() {
                    return None;
                }
                let e = execvp(&words);
                if e == libc::ENOEXEC {
                    (exec_sh(&cmd), b"/bin/sh".to_vec())
                } else {
                    (e, words[0].clone())
                }
            }
        }
    };
    crate::core::diag::warn_if_enabled(
        c,
        &format!(
            "Can't exec \"{}\": {}",
            String::from_utf8_lossy(&what),
            crate::core::perlio::errno_text(e)
        ),
    );
    Some(e)
}

/// A child's standard input or output redirected to one end of a pipe (`fd` becomes
/// descriptor `target`; `other` is the parent's end, closed in the child).
pub struct Redirect {
    pub fd: i32,
    pub target: i32,
    pub other: i32,
}

/// A started child: its pid, the errno of its failed exec (it has exited then), and the
/// dispositions of the signals the parent ignores until it has waited for it.
pub struct Spawned {
    pub pid: libc::pid_t,
    pub exec_errno: Option<i32>,
    pub ignored: Vec<(i32, libc::sigaction)>,
}

/// Forks a child that runs `cmd` (exiting with `fail_status` if it cannot), as perl's
/// pp_system and my_popen do; Err(errno) when there is no child. Without a command the
/// child goes on with the program (perl's `open(FH, "-|")`): it gets pid 0. The parent ignores
/// `ignore` (pp_system's SIGINT and SIGQUIT) from before the fork, so that no signal the
/// child sends at once can come first; the child has them back as they were.
pub fn spawn(
    c: *mut Ctx,
    cmd: Option<&Command>,
    redirect: Option<&Redirect>,
    fail_status: i32,
    ignore: &[i32],
) -> Result<Spawned, i32> {
    flush_all_for_child(c);
    sync_environ(c);
    let mut pp = [-1i32; 2];
    // SAFETY: pipe2 fills the two-element array it is given.
    let did_pipes = cmd.is_some() && unsafe { libc::pipe2(pp.as_mut_ptr(), libc::O_CLOEXEC) } == 0;
    let ignored = ignore_signals(ignore);
    let pid = loop {
        // SAFETY: the child only execs or exits (running perl's warning code first, as
        // perl's child does); the program's other thread, the main one, only waits in
        // join, holding no lock the child could need.
        let pid = unsafe { libc::fork() };
        if pid >= 0 {
            break pid;
        }
        let e = errno();
        if e != libc::EAGAIN {
            restore_signals(&ignored);
            if did_pipes {
                // SAFETY: closing the two descriptors pipe2 made.
                unsafe {
                    libc::close(pp[0]);
                    libc::close(pp[1]);
                }
            }
            return Err(e);
        }
        // SAFETY: sleep has no preconditions.
        unsafe { libc::sleep(5) };
    };
    if pid == 0 {
        restore_signals(&ignored);
        // SAFETY: descriptor juggling in the child on descriptors it owns.
        unsafe {
            if did_pipes {
                libc::close(pp[0]);
            }
            if let Some(r) = redirect {
                if r.fd != r.target {
                    libc::dup2(r.fd, r.target);
                    libc::close(r.fd);
                } else {
                    libc::fcntl(r.fd, libc::F_SETFD, 0);
                }
                libc::close(r.other);
            }
        }
        let Some(cmd) = cmd else {
            child_started(c);
            return Ok(Spawned {
                pid: 0,
                exec_errno: None,
                ignored: Vec::new(),
            });
        };
        let e = exec_command(c, cmd);
        if let (Some(e), true) = (e, did_pipes) {
            let bytes = e.to_ne_bytes();
            // SAFETY: writing four bytes from a local to the status pipe.
            unsafe { libc::write(pp[1], bytes.as_ptr() as *const libc::c_void, bytes.len()) };
        }
        let _ = interp(c).stderr.flush();
        // SAFETY: _exit ends the child without running the parent's exit code.
        unsafe { libc::_exit(fail_status) }
    }
    if !did_pipes {
        return Ok(Spawned {
            pid,
            exec_errno: None,
            ignored,
        });
    }
    // SAFETY: the parent's copy of the write end.
    unsafe { libc::close(pp[1]) };
    let mut buf = [0u8; 4];
    let mut n = 0;
    while n < buf.len() {
        // SAFETY: reading into the rest of a local buffer.
        let r = unsafe {
            libc::read(
                pp[0],
                buf[n..].as_mut_ptr() as *mut libc::c_void,
                buf.len() - n,
            )
        };
        if r < 0 && errno() == libc::EINTR {
            continue;
        }
        if r <= 0 {
            break;
        }
        n += r as usize;
    }
    // SAFETY: the read end, done with.
    unsafe { libc::close(pp[0]) };
    Ok(Spawned {
        pid,
        exec_errno: (n == buf.len()).then(|| i32::from_ne_bytes(buf)),
        ignored,
    })
}

/// Sets signals to be ignored, returning their old dispositions.
fn ignore_signals(signals: &[i32]) -> Vec<(i32, libc::sigaction)> {
    signals
        .iter()
        .map(|&s| {
            // SAFETY: sigaction with a zeroed struct (SIG_IGN, empty mask) and an out
            // struct for the old disposition.
            unsafe {
                let mut sa: libc::sigaction = std::mem::zeroed();
                let mut old: libc::sigaction = std::mem::zeroed();
                sa.sa_sigaction = libc::SIG_IGN;
                libc::sigemptyset(&mut sa.sa_mask);
                libc::sigaction(s, &sa, &mut old);
                (s, old)
            }
        })
        .collect()
}

pub fn restore_signals(saved: &[(i32, libc::sigaction)]) {
    for (s, old) in saved {
        // SAFETY: reinstalling a disposition sigaction gave back.
        unsafe { libc::sigaction(*s, old, std::ptr::null_mut()) };
    }
}

/// Waits for child `pid`, ignoring `signals` meanwhile and retrying when interrupted
/// (perl's wait4pid loop of pp_system and my_pclose); its wait status, or -1.
fn wait_ignoring(pid: libc::pid_t, signals: &[i32]) -> i64 {
    let saved = ignore_signals(signals);
    let status = wait_child(pid);
    restore_signals(&saved);
    status
}

/// Waits for child `pid`, retrying when interrupted: its wait status, or -1.
pub fn wait_child(pid: libc::pid_t) -> i64 {
    let mut status = 0;
    let r = loop {
        // SAFETY: waitpid writes the status into a local.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == -1 && errno() == libc::EINTR {
            continue;
        }
        break r;
    };
    if r == -1 {
        -1
    } else {
        status as i64
    }
}

/// The child of a pipe open: the parent's end of the pipe and the child's pid, or the
/// errno (`$!`) when it could not be started.
/// `cmd` None is perl's forking `open(FH, "-|")` (and `"|-"`): the child, whose STDOUT (or
/// STDIN) is the pipe, gets `(-1, 0)` and goes on with the program.
pub fn popen(c: *mut Ctx, cmd: Option<&Command>, read: bool) -> Result<(i32, libc::pid_t), i32> {
    let mut p = [-1i32; 2];
    // SAFETY: pipe2 fills the two-element array it is given.
    if unsafe { libc::pipe2(p.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(errno());
    }
    let (mine, theirs) = if read { (p[0], p[1]) } else { (p[1], p[0]) };
    let redirect = Redirect {
        fd: theirs,
        target: if read { 1 } else { 0 },
        other: mine,
    };
    let child = spawn(c, cmd, Some(&redirect), 1, &[]);
    if !matches!(child, Ok(Spawned { pid: 0, .. })) {
        // SAFETY: the parent's copy of the child's end (the child has moved its own).
        unsafe { libc::close(theirs) };
    }
    match child {
        Err(e) => {
            // SAFETY: our end, unused.
            unsafe { libc::close(mine) };
            Err(e)
        }
        Ok(Spawned {
            pid,
            exec_errno: Some(e),
            ..
        }) => {
            // SAFETY: our end, unused.
            unsafe { libc::close(mine) };
            wait_ignoring(pid, &[]);
            Err(e)
        }
        Ok(Spawned { pid: 0, .. }) => {
            if read {
                // STDOUT is the pipe now (its buffer was flushed before the fork).
                interp(c).stdout = crate::core::perlio::Out::new(1);
            }
            Ok((-1, 0))
        }
        Ok(Spawned { pid, .. }) => Ok((mine, pid)),
    }
}

/// The wait of perl's my_pclose, after the pipe is closed: the child's status (-1 if it
/// was not there), with SIGHUP, SIGINT and SIGQUIT ignored meanwhile. `$!` is cleared
/// when the status is not 0, as my_pclose does.
pub fn pclose(c: *mut Ctx, pid: libc::pid_t) -> i64 {
    let status = wait_ignoring(pid, &[libc::SIGHUP, libc::SIGINT, libc::SIGQUIT]);
    if status > 0 {
        set_errno(c, 0);
    }
    status
}
