//! The builtins the process layer answers (`exit`, `kill`, `alarm`, `sleep`, `time`, `times`,
//! `localtime`, `gmtime`, and the child processes' `system`, `exec`, `fork`, `wait`,
//! `waitpid`, `readpipe`): the compiler calls `camelift_sys_func` for them (the rows of
//! abi/src/builtins.rs whose last column is `Sys`), with the arguments on the stack as
//! for `camelift_pp_func`.

use crate::core::interp::Info;
use crate::core::num::{self, Num};
use crate::core::sv;
use camelift_abi::*;

#[no_mangle]
pub extern "C-unwind" fn camelift_sys_func(
    c: *mut Ctx,
    id: i32,
    mark: usize,
    gimme: i64,
    info: *const u8,
) -> *mut Sv {
    let args = crate::core::stack::pop_items(c, mark);
    let args: &[*mut Sv] = &args;
    let info = Info::from_ptr(info).with_items(args.len());
    let Some(f) = Builtin::from_u32(id as u32).filter(|f| f.lib() == BuiltinLib::Sys) else {
        crate::core::diag::unknown_code(c, "builtin", id)
    };
    let n_of = |i: usize| -> Num {
        match args.get(i) {
            Some(p) => sv::to_num(c, *p, &info, i),
            None => Num::Iv(0),
        }
    };
    let nv_of = |i: usize| num::to_nv(n_of(i));
    match f {
        Builtin::Exit => {
            let code = if args.is_empty() {
                0
            } else {
                num::to_iv(n_of(0))
            };
            crate::sys::main::exit_process(c, code as i32)
        }
        Builtin::Kill => sv::mortal_iv(c, crate::sys::sig::kill(c, args)),
        Builtin::Alarm => sv::mortal_iv(c, crate::sys::sig::alarm(num::to_iv(n_of(0)))),
        Builtin::Sleep => {
            let secs = if args.is_empty() {
                i64::MAX / 4
            } else {
                num::to_iv(n_of(0))
            };
            sv::mortal_iv(c, crate::sys::sig::sleep(c, secs))
        }
        Builtin::Time => {
            // SAFETY: time(NULL) has no preconditions.
            let t = unsafe { libc::time(std::ptr::null_mut()) };
            sv::mortal_iv(c, t as i64)
        }
        Builtin::Times => crate::sys::time::pp_times(c, gimme),
        // SAFETY: getppid(2) has no arguments and cannot fail.
        Builtin::Getppid => sv::mortal_iv(c, i64::from(unsafe { libc::getppid() })),
        Builtin::Getpgrp => {
            // perl's getpgrp(PID), 0 (or none) for this process.
            let pid = if args.is_empty() {
                0
            } else {
                num::to_iv(n_of(0))
            };
            // SAFETY: getpgid(2) takes a pid and returns -1 with errno for a bad one.
            let r = unsafe { libc::getpgid(pid as libc::pid_t) };
            if r < 0 {
                let e = std::io::Error::last_os_error()
                    .raw_os_error()
                    .unwrap_or(libc::ESRCH);
                crate::core::diag::set_errno(c, e);
            }
            sv::mortal_iv(c, i64::from(r))
        }
        Builtin::Localtime | Builtin::Gmtime => {
            let when = (!args.is_empty()).then(|| nv_of(0));
            crate::sys::time::pp_time(c, when, gimme, f == Builtin::Localtime)
        }
        Builtin::System | Builtin::SystemProgram => {
            let cmd = crate::sys::proc::command_of(c, f, args, &info);
            sv::mortal_iv(c, crate::sys::proc::system(c, &cmd))
        }
        Builtin::Exec | Builtin::ExecProgram => {
            let cmd = crate::sys::proc::command_of(c, f, args, &info);
            sv::mortal_iv(c, crate::sys::proc::exec(c, &cmd))
        }
        Builtin::Fork => crate::sys::proc::fork(c),
        Builtin::ErrnoTie => {
            crate::sys::errno::tie_errno_hash(c);
            sv::undef(c)
        }
        Builtin::Wait => sv::mortal_iv(c, crate::sys::proc::waitpid(c, -1, 0)),
        Builtin::Waitpid => {
            let pid = num::to_iv(n_of(0));
            sv::mortal_iv(c, crate::sys::proc::waitpid(c, pid, num::to_iv(n_of(1))))
        }
        Builtin::Readpipe => crate::sys::proc::readpipe(c, args.first().copied(), gimme, &info),
        _ => crate::core::diag::unknown_code(c, "builtin", id),
    }
}
