//! The child-process builtins (perl's pp_sys.c): `system`, `exec`, `fork`, `wait`,
//! `waitpid` and backticks (`readpipe`), on core/proc.rs's children.

use crate::core::despatch::{camelift_sig_dispatch, flag_raised};
use crate::core::diag::set_errno;
use crate::core::interp::Info;
use crate::core::proc::{
    child_started, errno, exec_command, flush_all_for_child, pclose, popen, restore_signals,
    set_child_status, spawn, sync_environ, wait_child, Command,
};
use crate::core::sv;
use camelift_abi::*;

/// `system LIST`: `$?` and its value.
/// The command of `system`/`exec` (`f`), from its arguments.
pub fn command_of(c: *mut Ctx, f: Builtin, args: &[*mut Sv], info: &Info) -> Command {
    match f {
        Builtin::SystemProgram | Builtin::ExecProgram => Command::of_program_args(c, args, info),
        _ => Command::of_args(c, args, info),
    }
}

pub fn system(c: *mut Ctx, cmd: &Command) -> i64 {
    let status = match spawn(c, Some(cmd), None, 255, &[libc::SIGINT, libc::SIGQUIT]) {
        Err(e) => {
            set_errno(c, e);
            -1
        }
        Ok(child) => {
            let status = wait_child(child.pid);
            restore_signals(&child.ignored);
            match child.exec_errno {
                Some(e) => {
                    set_errno(c, e);
                    -1
                }
                None => status,
            }
        }
    };
    set_child_status(c, status);
    if flag_raised(c) {
        camelift_sig_dispatch(c);
    }
    status
}

/// `exec LIST`: returns (false) only when the program could not be run.
pub fn exec(c: *mut Ctx, cmd: &Command) -> i64 {
    flush_all_for_child(c);
    sync_environ(c);
    if let Some(e) = exec_command(c, cmd) {
        set_errno(c, e);
    }
    0
}

/// `fork`: the child's pid in the parent, 0 in the child (whose `$$` is its own), undef
/// when there is no child.
pub fn fork(c: *mut Ctx) -> *mut Sv {
    flush_all_for_child(c);
    // SAFETY: the child goes on running the program on this thread; the main thread,
    // which does not exist in the child, only waits in join and holds no lock.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        set_errno(c, errno());
        return sv::undef(c);
    }
    if pid == 0 {
        child_started(c);
    }
    sv::mortal_iv(c, pid as i64)
}

/// `waitpid PID, FLAGS` (and `wait`, `waitpid -1, 0`): the pid reaped, 0 or -1; `$?` its
/// status, or -1 when none was reaped. A signal with a Perl handler runs it, and the wait
/// goes on (pp_waitpid's PERL_ASYNC_CHECK).
pub fn waitpid(c: *mut Ctx, pid: i64, flags: i64) -> i64 {
    let mut status = 0;
    let r = loop {
        // SAFETY: waitpid writes the status into a local.
        let r = unsafe { libc::waitpid(pid as libc::pid_t, &mut status, flags as i32) };
        if r == -1 && errno() == libc::EINTR {
            if flag_raised(c) {
                camelift_sig_dispatch(c);
            }
            continue;
        }
        break r;
    };
    if r == -1 {
        set_errno(c, errno());
    }
    set_child_status(c, if r > 0 { status as i64 } else { -1 });
    r as i64
}

/// Backticks, `qx//` and `readpipe EXPR`: the command's output, whole in scalar context,
/// as records by `$/` in list context; `$?` its status.
pub fn readpipe(c: *mut Ctx, arg: Option<*mut Sv>, gimme: i64, info: &Info) -> *mut Sv {
    let line = match arg {
        Some(a) => sv::to_bytes(c, a, info, 0),
        None => Vec::new(),
    };
    let (fd, pid) = match popen(c, Some(&Command::Line(line)), true) {
        Ok(child) => child,
        Err(e) => {
            set_errno(c, e);
            set_child_status(c, -1);
            return sv::undef(c);
        }
    };
    let mut out = Vec::new();
    let mut buf = vec![0u8; 65536];
    loop {
        // SAFETY: read(2) into a local buffer of the size passed.
        let n = unsafe { libc::read(fd, buf.as_mut_ptr() as *mut libc::c_void, buf.len()) };
        if n < 0 && errno() == libc::EINTR {
            if flag_raised(c) {
                camelift_sig_dispatch(c);
            }
            continue;
        }
        if n <= 0 {
            break;
        }
        out.extend_from_slice(&buf[..n as usize]);
    }
    // SAFETY: our end of the pipe, done with.
    unsafe { libc::close(fd) };
    let status = pclose(c, pid);
    set_errno(c, 0);
    set_child_status(c, status);
    if gimme == G_LIST {
        for rec in (crate::core::hooks::hooks(c).records)(c, &out) {
            crate::core::stack::push(c, sv::mortal_pv(c, &rec));
        }
        return sv::undef(c);
    }
    sv::mortal_pv(c, &out)
}
