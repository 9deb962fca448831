//! The functions of the POSIX module that camelift compiles (POSIX.xs): called as subs,
//! so a wrong argument count dies with perl's "Usage:" message and warnings say
//! "in subroutine entry".

use crate::core::xs::{self, die_msg, push, Info, Num};
use crate::sys::time;
use camelift_abi::*;

/// The XS signature (for "Usage:") and the least and most arguments.
fn signature(f: Builtin) -> (&'static str, usize, usize) {
    match f {
        Builtin::PosixFloor => ("floor(x)", 1, 1),
        Builtin::PosixCeil => ("ceil(x)", 1, 1),
        Builtin::PosixFmod => ("fmod(x, y)", 2, 2),
        Builtin::PosixPow => ("pow(x, exponent)", 2, 2),
        Builtin::PosixRound => ("round(x)", 1, 1),
        Builtin::PosixTrunc => ("trunc(x)", 1, 1),
        Builtin::PosixFabs => ("fabs(x)", 1, 1),
        Builtin::PosixStrftime => (
            "strftime(fmt, sec, min, hour, mday, mon, year, wday = -1, yday = -1, isdst = -1)",
            7,
            10,
        ),
        Builtin::PosixMktime => (
            "mktime(sec, min, hour, mday, mon, year, wday = 0, yday = 0, isdst = -1)",
            6,
            9,
        ),
        Builtin::PosixDifftime => ("difftime(time1, time2)", 2, 2),
        Builtin::PosixStrtol => ("strtol(str, base = 0)", 1, 2),
        Builtin::PosixFmax => ("fmax(x, y)", 2, 2),
        Builtin::PosixFmin => ("fmin(x, y)", 2, 2),
        _ => ("_exit(status)", 1, 1),
    }
}

/// A C `int` argument: the IV, truncated as the XS typemap's cast does.
fn int_arg(c: *mut Ctx, args: &[*mut Sv], info: &Info, i: usize) -> i32 {
    match args.get(i) {
        Some(p) => xs::to_iv(c, *p, info, i) as i32,
        None => 0,
    }
}

fn nv_arg(c: *mut Ctx, args: &[*mut Sv], info: &Info, i: usize) -> f64 {
    match args.get(i) {
        Some(p) => xs::to_nv(c, *p, info, i),
        None => 0.0,
    }
}

/// The `struct tm` fields from argument `from` on, with the XS defaults for the
/// optional wday, yday and isdst.
fn tm_args(
    c: *mut Ctx,
    args: &[*mut Sv],
    info: &Info,
    from: usize,
    wday_yday: i32,
) -> time::TmArgs {
    let mut f = [0, 0, 0, 0, 0, 0, wday_yday, wday_yday, -1];
    for (k, slot) in f.iter_mut().enumerate() {
        if args.len() > from + k {
            *slot = int_arg(c, args, info, from + k);
        }
    }
    f
}

pub fn call(c: *mut Ctx, f: Builtin, args: &[*mut Sv], info: &Info, gimme: i64) -> *mut Sv {
    let (sig, min, max) = signature(f);
    if args.len() < min || args.len() > max {
        die_msg(c, format!("Usage: POSIX::{sig}"));
    }
    let nv = |i: usize| nv_arg(c, args, info, i);
    let r = match f {
        Builtin::PosixFloor => nv(0).floor(),
        Builtin::PosixCeil => nv(0).ceil(),
        // C's fmod and pow, with the errno they leave (`$!`, which `die` exits with).
        Builtin::PosixFmod => {
            let (x, y) = (nv(0), nv(1));
            if let Some(e) = xs::fmod_errno(x, y) {
                xs::set_errno(c, e);
            }
            x % y
        }
        Builtin::PosixPow => {
            let (x, y) = (nv(0), nv(1));
            let r = x.powf(y);
            if let Some(e) = xs::c_pow_errno(x, y, r) {
                xs::set_errno(c, e);
            }
            r
        }
        Builtin::PosixRound => nv(0).round(),
        Builtin::PosixTrunc => nv(0).trunc(),
        Builtin::PosixFabs => nv(0).abs(),
        // C's fmax/fmin: a NaN argument gives the other one.
        Builtin::PosixFmax => nv(0).max(nv(1)),
        Builtin::PosixFmin => nv(0).min(nv(1)),
        Builtin::PosixDifftime => {
            // time_t arguments: the NVs truncated to whole seconds.
            let t1 = nv(0) as i64;
            let t2 = nv(1) as i64;
            (t1 - t2) as f64
        }
        Builtin::PosixMktime => {
            let fields = tm_args(c, args, info, 0, 0);
            // The SysRet typemap: -1 is undef, 0 is "0 but true".
            return match time::mktime(c, &fields) {
                -1 => xs::undef(c),
                0 => xs::mortal_pv(c, b"0 but true"),
                t => xs::mortal_iv(c, t),
            };
        }
        Builtin::PosixStrftime => {
            let fmt = args.first().map(|p| xs::to_bytes(c, *p, info, 0));
            let fields = tm_args(c, args, info, 1, -1);
            let out = time::strftime(c, &fmt.unwrap_or_default(), &fields);
            let utf8 = args
                .first()
                // SAFETY: `*p` reads a slot that holds a live head (with a reference count of its own).
                .is_some_and(|p| unsafe { xs::sv(*p) }.flags & SVF_UTF8 != 0);
            return xs::mortal_str(c, &out, utf8);
        }
        Builtin::PosixStrtol => return strtol(c, args, info, gimme),
        _ => {
            let status = int_arg(c, args, info, 0);
            // SAFETY: _exit ends the process at once, without flushing perl's buffers
            // (as POSIX::_exit does).
            unsafe { libc::_exit(status) }
        }
    };
    xs::mortal_num(c, Num::Nv(r))
}

/// POSIX::strtol: the number, and in list context the count of characters left unparsed;
/// undef (twice in list context) for a base other than 0 or 2..36.
fn strtol(c: *mut Ctx, args: &[*mut Sv], info: &Info, gimme: i64) -> *mut Sv {
    let s = args
        .first()
        .map(|p| xs::to_bytes(c, *p, info, 0))
        .unwrap_or_default();
    let base = if args.len() > 1 {
        int_arg(c, args, info, 1)
    } else {
        0
    };
    if !(base == 0 || (2..=36).contains(&base)) {
        xs::set_errno(c, libc::EINVAL);
        if gimme == G_LIST {
            push(c, xs::undef(c));
            push(c, xs::undef(c));
        }
        return xs::undef(c);
    }
    let s: Vec<u8> = s.into_iter().take_while(|b| *b != 0).collect();
    let Ok(cs) = std::ffi::CString::new(s) else {
        return xs::undef(c);
    };
    let mut end: *mut libc::c_char = std::ptr::null_mut();
    // SAFETY: `cs` is NUL-terminated and outlives the call; strtol stores into `end` a
    // pointer into it; __errno_location is this thread's errno.
    // errno is cleared first so that an ERANGE is this call's; it then becomes `$!`.
    let (n, errno) = unsafe {
        *libc::__errno_location() = 0;
        let n = libc::strtol(cs.as_ptr(), &mut end, base);
        (n, *libc::__errno_location())
    };
    if errno != 0 {
        xs::set_errno(c, errno);
    }
    let parsed = if end.is_null() {
        0
    } else {
        (end as usize).saturating_sub(cs.as_ptr() as usize)
    };
    let unparsed = cs.as_bytes().len().saturating_sub(parsed);
    let num = xs::mortal_num(c, Num::Iv(n));
    if gimme == G_LIST {
        push(c, num);
        push(c, xs::mortal_iv(c, unparsed as i64));
        return xs::undef(c);
    }
    num
}
