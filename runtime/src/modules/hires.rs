//! HiRes.xs (Time::HiRes 1.9770): time and gettimeofday to the microsecond, sleeps
//! and alarms in fractions of a second, the interval timers, the POSIX clocks, and
//! `constant`, which the real HiRes.pm's AUTOLOAD makes subs of (its `d_*` names say
//! what this system has: all of it). Bound as subs of package Time::HiRes by its
//! `XSLoader::load` (xsload.rs). A sleep that a signal interrupts ends early and runs
//! the handler, as perl's does once the XS call returns.

use crate::core::xs::{self, die_msg, Info, Num};
use camelift_abi::*;

/// What HiRes.xs's `constant` knows: the names this system defines, with their values
/// (Linux's, the same on x86-64 and aarch64), and those it does not (a call of one
/// says "Your vendor has not defined ..."). The `d_*` names are the Configure results
/// HiRes.pm's import checks; `d_hires_stat` 4 is st_atim.tv_nsec.
const CONSTANTS: &[(&str, Option<i64>)] = &[
    ("CLOCKS_PER_SEC", Some(1_000_000)),
    ("CLOCK_BOOTTIME", Some(libc::CLOCK_BOOTTIME as i64)),
    ("CLOCK_HIGHRES", None),
    ("CLOCK_MONOTONIC", Some(libc::CLOCK_MONOTONIC as i64)),
    (
        "CLOCK_MONOTONIC_COARSE",
        Some(libc::CLOCK_MONOTONIC_COARSE as i64),
    ),
    ("CLOCK_MONOTONIC_FAST", None),
    ("CLOCK_MONOTONIC_PRECISE", None),
    (
        "CLOCK_MONOTONIC_RAW",
        Some(libc::CLOCK_MONOTONIC_RAW as i64),
    ),
    (
        "CLOCK_PROCESS_CPUTIME_ID",
        Some(libc::CLOCK_PROCESS_CPUTIME_ID as i64),
    ),
    ("CLOCK_PROF", None),
    ("CLOCK_REALTIME", Some(libc::CLOCK_REALTIME as i64)),
    (
        "CLOCK_REALTIME_COARSE",
        Some(libc::CLOCK_REALTIME_COARSE as i64),
    ),
    ("CLOCK_REALTIME_FAST", None),
    ("CLOCK_REALTIME_PRECISE", None),
    ("CLOCK_REALTIME_RAW", None),
    ("CLOCK_SECOND", None),
    ("CLOCK_SOFTTIME", None),
    (
        "CLOCK_THREAD_CPUTIME_ID",
        Some(libc::CLOCK_THREAD_CPUTIME_ID as i64),
    ),
    ("CLOCK_TIMEOFDAY", None),
    ("CLOCK_UPTIME", None),
    ("CLOCK_UPTIME_COARSE", None),
    ("CLOCK_UPTIME_FAST", None),
    ("CLOCK_UPTIME_PRECISE", None),
    ("CLOCK_UPTIME_RAW", None),
    ("CLOCK_VIRTUAL", None),
    ("ITIMER_PROF", Some(libc::ITIMER_PROF as i64)),
    ("ITIMER_REAL", Some(libc::ITIMER_REAL as i64)),
    ("ITIMER_REALPROF", None),
    ("ITIMER_VIRTUAL", Some(libc::ITIMER_VIRTUAL as i64)),
    ("TIMER_ABSTIME", Some(libc::TIMER_ABSTIME as i64)),
    ("d_usleep", Some(1)),
    ("d_ualarm", Some(1)),
    ("d_gettimeofday", Some(1)),
    ("d_getitimer", Some(1)),
    ("d_setitimer", Some(1)),
    ("d_nanosleep", Some(1)),
    ("d_clock_gettime", Some(1)),
    ("d_clock_getres", Some(1)),
    ("d_clock", Some(1)),
    ("d_clock_nanosleep", Some(1)),
    ("d_hires_stat", Some(4)),
    ("d_futimens", Some(1)),
    ("d_utimensat", Some(1)),
    ("d_hires_utime", Some(1)),
];

/// One result, pushed too in list context (XSRETURN(1)).
fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

fn give_nv(c: *mut Ctx, x: f64, gimme: i64) -> *mut Sv {
    let r = xs::mortal_num(c, Num::Nv(x));
    give(c, r, gimme)
}

/// The arguments, after xsubpp's count check against the XS signature.
fn args_of(c: *mut Ctx, mark: usize, sig: &str, min: usize, max: usize) -> xs::Popped {
    let args = xs::pop_items(c, mark);
    if args.len() < min || args.len() > max {
        die_msg(c, format!("Usage: Time::HiRes::{sig}"));
    }
    args
}

/// SvNV of argument `i`, or `default` where the call has fewer.
fn nv(c: *mut Ctx, args: &[*mut Sv], i: usize, default: f64) -> f64 {
    match args.get(i) {
        Some(p) => xs::to_nv(c, *p, &Info::simple("subroutine entry"), i),
        None => default,
    }
}

/// SvIV of argument `i`, or `default` where the call has fewer.
fn iv(c: *mut Ctx, args: &[*mut Sv], i: usize, default: i64) -> i64 {
    match args.get(i) {
        Some(p) => xs::to_iv(c, *p, &Info::simple("subroutine entry"), i),
        None => default,
    }
}

/// C's `%g` of an NV (perl's NVgf), for the croak messages.
fn nv_g(x: f64) -> String {
    if !x.is_finite() {
        let mut out = Vec::new();
        xs::format_nv(x, &mut out);
        return String::from_utf8_lossy(&out).into_owned();
    }
    let mut out = Vec::new();
    if x.is_sign_negative() && x != 0.0 {
        out.push(b'-');
    }
    xs::format_float(x, b'g', 6, false, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

fn negative(c: *mut Ctx, call: String) -> ! {
    die_msg(
        c,
        format!("Time::HiRes::{call}: negative time not invented yet"),
    )
}

fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// gettimeofday(2) as (seconds, microseconds).
fn now() -> (i64, i64) {
    let mut tv = libc::timeval {
        tv_sec: 0,
        tv_usec: 0,
    };
    // SAFETY: `tv` is a live timeval gettimeofday writes; the timezone may be null.
    unsafe { libc::gettimeofday(&mut tv, std::ptr::null_mut()) };
    (tv.tv_sec, tv.tv_usec)
}

fn timespec_of(nsec: f64) -> libc::timespec {
    let secs = (nsec / 1e9).floor();
    libc::timespec {
        tv_sec: secs as libc::time_t,
        tv_nsec: (nsec - secs * 1e9) as libc::c_long,
    }
}

/// Sleeps for `req` (on `clock`, with clock_nanosleep's `flags`; nanosleep(2) without
/// one): the time left when a signal ended it early (its handler has run then), None
/// when it slept all of it.
fn nap(
    c: *mut Ctx,
    clock: Option<(libc::clockid_t, i32)>,
    req: libc::timespec,
) -> Option<libc::timespec> {
    let mut left = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    let status = match clock {
        // SAFETY: `req` and `left` are live timespecs; clock_nanosleep returns the error
        // number instead of setting errno.
        Some((id, flags)) => unsafe { libc::clock_nanosleep(id, flags, &req, &mut left) },
        // SAFETY: as above, for nanosleep(2), which sets errno.
        None => match unsafe { libc::nanosleep(&req, &mut left) } {
            0 => 0,
            _ => errno(),
        },
    };
    if status == 0 {
        return None;
    }
    if status != libc::EINTR {
        xs::set_errno(c, status);
        return Some(req);
    }
    if xs::flag_raised(c) {
        xs::sig_dispatch(c);
    }
    Some(left)
}

/// `sleep()` and `usleep()` without a time: until a signal (perl's PerlProc_pause).
fn pause(c: *mut Ctx) {
    // SAFETY: pause(2) has no preconditions.
    unsafe { libc::pause() };
    if xs::flag_raised(c) {
        xs::sig_dispatch(c);
    }
}

/// The microseconds between two gettimeofday readings.
fn micros_since(start: (i64, i64)) -> f64 {
    let end = now();
    1e6 * (end.0 - start.0) as f64 + (end.1 - start.1) as f64
}

/// `usleep($)`: sleeps that many microseconds (until a signal without one); the
/// microseconds slept.
pub extern "C-unwind" fn usleep(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "usleep(useconds)", 1, 1);
    let useconds = nv(c, &args, 0, 0.0);
    if useconds < 0.0 {
        negative(c, format!("usleep({})", nv_g(useconds)));
    }
    let start = now();
    nap(c, None, timespec_of((useconds as u64 as f64) * 1e3));
    give_nv(c, micros_since(start), gimme)
}

/// `nanosleep($)`: the nanoseconds slept (all of them, or what a signal left).
pub extern "C-unwind" fn nanosleep(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "nanosleep(nsec)", 1, 1);
    let nsec = nv(c, &args, 0, 0.0);
    if nsec < 0.0 {
        negative(c, format!("nanosleep({})", nv_g(nsec)));
    }
    let slept = match nap(c, None, timespec_of(nsec)) {
        None => nsec,
        Some(left) => nsec - (left.tv_sec as f64 * 1e9 + left.tv_nsec as f64),
    };
    give_nv(c, slept, gimme)
}

/// `sleep(;@)`: fractional seconds (until a signal without any); the seconds slept.
pub extern "C-unwind" fn sleep(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let start = now();
    if args.is_empty() {
        pause(c);
    } else {
        let seconds = nv(c, &args, 0, 0.0);
        if seconds < 0.0 || seconds.is_nan() {
            negative(c, format!("sleep({})", nv_g(seconds)));
        }
        // HiRes.xs sleeps the whole seconds, then the microseconds.
        let whole = seconds.trunc();
        let micros = (1e6 * (seconds - whole)) as u64;
        nap(
            c,
            None,
            libc::timespec {
                tv_sec: whole.min(u32::MAX as f64) as libc::time_t,
                tv_nsec: (micros * 1000) as libc::c_long,
            },
        );
    }
    give_nv(c, micros_since(start) / 1e6, gimme)
}

fn itimer(sec: i64, usec: i64) -> libc::timeval {
    libc::timeval {
        tv_sec: sec as libc::time_t,
        tv_usec: usec as libc::suseconds_t,
    }
}

/// setitimer(2): the timer's old value and interval, None on failure (errno set).
fn set_timer(
    c: *mut Ctx,
    which: i64,
    value: libc::timeval,
    interval: libc::timeval,
) -> Option<libc::itimerval> {
    let new = libc::itimerval {
        it_interval: interval,
        it_value: value,
    };
    let mut old = libc::itimerval {
        it_interval: itimer(0, 0),
        it_value: itimer(0, 0),
    };
    // SAFETY: `new` and `old` are live itimervals; a bad `which` fails with EINVAL.
    if unsafe { libc::setitimer(which as libc::c_int as _, &new, &mut old) } != 0 {
        xs::set_errno(c, errno());
        return None;
    }
    Some(old)
}

fn seconds_of(t: libc::timeval) -> f64 {
    t.tv_sec as f64 + t.tv_usec as f64 / 1e6
}

/// A time in fractional seconds as a timeval (HiRes.xs's split into whole seconds and
/// microseconds).
fn timeval_of(seconds: f64) -> libc::timeval {
    let whole = seconds.trunc();
    itimer(whole as i64, (1e6 * (seconds - whole)) as i64)
}

/// `ualarm($;$)`: ITIMER_REAL in microseconds; the microseconds that were left.
pub extern "C-unwind" fn ualarm(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "ualarm(useconds, uinterval=0)", 1, 2);
    let (useconds, uinterval) = (iv(c, &args, 0, 0) as i32, iv(c, &args, 1, 0) as i32);
    if useconds < 0 || uinterval < 0 {
        negative(c, format!("ualarm({useconds}, {uinterval})"));
    }
    let split = |u: i32| itimer(u as i64 / 1_000_000, u as i64 % 1_000_000);
    let r = match set_timer(
        c,
        libc::ITIMER_REAL as i64,
        split(useconds),
        split(uinterval),
    ) {
        Some(old) => old.it_value.tv_sec * 1_000_000 + old.it_value.tv_usec,
        None => 0,
    };
    let r = xs::mortal_iv(c, r);
    give(c, r, gimme)
}

/// `alarm($;$)`: ITIMER_REAL in fractional seconds; the seconds that were left.
pub extern "C-unwind" fn alarm(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "alarm(seconds, interval=0)", 1, 2);
    let (seconds, interval) = (nv(c, &args, 0, 0.0), nv(c, &args, 1, 0.0));
    if seconds < 0.0 || interval < 0.0 {
        negative(c, format!("alarm({}, {})", nv_g(seconds), nv_g(interval)));
    }
    let r = set_timer(
        c,
        libc::ITIMER_REAL as i64,
        timeval_of(seconds),
        timeval_of(interval),
    )
    .map_or(0.0, |old| seconds_of(old.it_value));
    give_nv(c, r, gimme)
}

/// `gettimeofday()`: (seconds, microseconds), their sum in scalar context.
pub extern "C-unwind" fn gettimeofday(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    args_of(c, mark, "gettimeofday()", 0, 0);
    let (sec, usec) = now();
    if gimme == G_LIST {
        let s = xs::mortal_iv(c, sec);
        xs::push(c, s);
        let u = xs::mortal_iv(c, usec);
        xs::push(c, u);
        return u;
    }
    give_nv(c, sec as f64 + usec as f64 / 1e6, gimme)
}

/// `time()`: gettimeofday as fractional seconds.
pub extern "C-unwind" fn time(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    args_of(c, mark, "time()", 0, 0);
    let (sec, usec) = now();
    give_nv(c, sec as f64 + usec as f64 / 1e6, gimme)
}

/// A timer's value, with its interval too in list context.
fn give_timer(c: *mut Ctx, t: Option<libc::itimerval>, gimme: i64) -> *mut Sv {
    let Some(t) = t else {
        // An empty list, undef in scalar context.
        return xs::undef(c);
    };
    let value = xs::mortal_num(c, Num::Nv(seconds_of(t.it_value)));
    if gimme == G_LIST {
        xs::push(c, value);
        let interval = xs::mortal_num(c, Num::Nv(seconds_of(t.it_interval)));
        xs::push(c, interval);
        return interval;
    }
    value
}

/// `setitimer($$;$)`: the timer's old value (and interval, in list context).
pub extern "C-unwind" fn setitimer(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "setitimer(which, seconds, interval = 0)", 2, 3);
    let which = iv(c, &args, 0, 0);
    let (seconds, interval) = (nv(c, &args, 1, 0.0), nv(c, &args, 2, 0.0));
    if seconds < 0.0 || interval < 0.0 {
        negative(
            c,
            format!("setitimer({which}, {}, {})", nv_g(seconds), nv_g(interval)),
        );
    }
    let old = set_timer(c, which, timeval_of(seconds), timeval_of(interval));
    give_timer(c, old, gimme)
}

/// `getitimer($)`: the timer's value (and interval, in list context).
pub extern "C-unwind" fn getitimer(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "getitimer(which)", 1, 1);
    let which = iv(c, &args, 0, 0);
    let mut t = libc::itimerval {
        it_interval: itimer(0, 0),
        it_value: itimer(0, 0),
    };
    // SAFETY: `t` is a live itimerval; a bad `which` fails with EINVAL.
    let t = if unsafe { libc::getitimer(which as libc::c_int as _, &mut t) } == 0 {
        Some(t)
    } else {
        xs::set_errno(c, errno());
        None
    };
    give_timer(c, t, gimme)
}

/// A clock's time or resolution in fractional seconds, -1 on failure (errno set).
fn clock_query(c: *mut Ctx, id: i64, res: bool) -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    let id = id as libc::clockid_t;
    // SAFETY: `ts` is a live timespec; a bad clock fails with EINVAL.
    let status = unsafe {
        if res {
            libc::clock_getres(id, &mut ts)
        } else {
            libc::clock_gettime(id, &mut ts)
        }
    };
    if status != 0 {
        xs::set_errno(c, errno());
        return -1.0;
    }
    ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9
}

/// `clock_gettime(;$)`: the clock's time (CLOCK_REALTIME without one).
pub extern "C-unwind" fn clock_gettime(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "clock_gettime(clock_id = CLOCK_REALTIME)", 0, 1);
    let id = iv(c, &args, 0, libc::CLOCK_REALTIME as i64);
    let r = clock_query(c, id, false);
    give_nv(c, r, gimme)
}

/// `clock_getres(;$)`: the clock's resolution.
pub extern "C-unwind" fn clock_getres(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "clock_getres(clock_id = CLOCK_REALTIME)", 0, 1);
    let id = iv(c, &args, 0, libc::CLOCK_REALTIME as i64);
    let r = clock_query(c, id, true);
    give_nv(c, r, gimme)
}

/// `clock_nanosleep($$;$)`: sleeps on a clock (to an absolute time with
/// TIMER_ABSTIME); the nanoseconds asked for, or what was slept of them.
pub extern "C-unwind" fn clock_nanosleep(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "clock_nanosleep(clock_id, nsec, flags = 0)", 2, 3);
    let id = iv(c, &args, 0, 0) as libc::clockid_t;
    let nsec = nv(c, &args, 1, 0.0);
    let flags = iv(c, &args, 2, 0) as i32;
    if nsec < 0.0 {
        negative(c, format!("clock_nanosleep(..., {})", nv_g(nsec)));
    }
    let slept = match nap(c, Some((id, flags)), timespec_of(nsec)) {
        None => nsec,
        Some(left) => nsec - (left.tv_sec as f64 * 1e9 + left.tv_nsec as f64),
    };
    give_nv(c, slept, gimme)
}

/// `clock()`: the processor time used, in seconds: glibc's clock(3) is the
/// CLOCK_PROCESS_CPUTIME_ID clock in microsecond ticks (-1 if unknown).
pub extern "C-unwind" fn clock(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    args_of(c, mark, "clock()", 0, 0);
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a live timespec clock_gettime writes.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    let r = if status != 0 {
        -1.0
    } else {
        (ts.tv_sec * 1_000_000 + ts.tv_nsec / 1000) as f64 / 1e6
    };
    give_nv(c, r, gimme)
}

/// `stat(;$)`: perl's stat of the argument (`$_` without one), with each time that has
/// nanoseconds as an NV (HiRes.xs calls pp_stat, then mends fields 8, 9, 10).
pub extern "C-unwind" fn stat(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    stat_of(c, mark, gimme, false)
}

/// `lstat(;$)`: as `stat`, of a link itself.
pub extern "C-unwind" fn lstat(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    stat_of(c, mark, gimme, true)
}

fn stat_of(c: *mut Ctx, mark: usize, gimme: i64, link: bool) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let arg = match args.first() {
        Some(a) if args.len() == 1 => *a,
        _ => xs::gv(xs::gv_fetch(c, b"main::_")).sv,
    };
    let st = (xs::hooks(c).file_stat)(c, arg, link);
    if gimme != G_LIST {
        return give(c, xs::bool_sv(c, st.is_some()), gimme);
    }
    let Some((fields, nsec)) = st else {
        return xs::undef(c);
    };
    let mut last = xs::undef(c);
    for (k, f) in fields.iter().enumerate() {
        last = match k {
            8..=10 if nsec[k - 8] != 0 => {
                xs::mortal_num(c, Num::Nv(*f as f64 + nsec[k - 8] as f64 / 1e9))
            }
            _ => xs::mortal_iv(c, *f),
        };
        xs::push(c, last);
    }
    last
}

/// `utime($$@)`: utimensat/futimens with the times' fractions as nanoseconds (both the
/// undef value itself: now); the number of files set.
pub extern "C-unwind" fn utime(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "utime(accessed, modified, ...)", 2, usize::MAX);
    let undef = xs::undef(c);
    let times = if args[0] == undef && args[1] == undef {
        None
    } else {
        let (a, m) = (nv(c, &args, 0, 0.0), nv(c, &args, 1, 0.0));
        if a < 0.0 || m < 0.0 {
            let (mut sa, mut sm) = (Vec::new(), Vec::new());
            xs::format_nv(a, &mut sa);
            xs::format_nv(m, &mut sm);
            die_msg(
                c,
                format!(
                    "Time::HiRes::utime({}, {}): negative time not invented yet",
                    String::from_utf8_lossy(&sa),
                    String::from_utf8_lossy(&sm)
                ),
            );
        }
        let ts = |t: f64| libc::timespec {
            tv_sec: t as libc::time_t,
            tv_nsec: ((t - (t as libc::time_t) as f64) * 1e9 + 0.5) as libc::c_long,
        };
        Some([ts(a), ts(m)])
    };
    let tp = match &times {
        Some(t) => t.as_ptr(),
        None => std::ptr::null(),
    };
    let mut n = 0;
    // HiRes.xs pops the files from the end.
    for f in args[2..].iter().rev() {
        let r = match (xs::hooks(c).handle_fd)(c, *f) {
            // SAFETY: futimens of an open descriptor; `tp` is null or two timespecs.
            Some(Some(fd)) => unsafe { libc::futimens(fd, tp) },
            Some(None) => {
                xs::set_errno(c, libc::EBADF);
                continue;
            }
            None => match std::ffi::CString::new(xs::to_bytes_quiet(*f)) {
                // SAFETY: a NUL-terminated path; `tp` as above.
                Ok(p) => unsafe { libc::utimensat(libc::AT_FDCWD, p.as_ptr(), tp, 0) },
                Err(_) => {
                    xs::set_errno(c, libc::ENOENT);
                    continue;
                }
            },
        };
        if r == 0 {
            n += 1;
        } else {
            let e = std::io::Error::last_os_error().raw_os_error();
            xs::set_errno(c, e.unwrap_or(libc::EIO));
        }
    }
    give(c, xs::mortal_iv(c, n), gimme)
}

/// `constant($)`: (undef, VALUE) for a name this system defines, else (ERROR), as
/// ExtUtils::Constant's XS `constant` returns it to HiRes.pm's AUTOLOAD.
pub extern "C-unwind" fn constant(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "constant(sv)", 1, 1);
    let name = xs::to_bytes(c, args[0], &Info::simple("subroutine entry"), 0);
    let name_s = String::from_utf8_lossy(&name).into_owned();
    let found = CONSTANTS
        .iter()
        .find(|(n, _)| n.as_bytes() == name.as_slice());
    let result = match found {
        Some((_, Some(v))) => vec![xs::undef(c), xs::mortal_iv(c, *v)],
        Some((_, None)) => vec![xs::mortal_pv(
            c,
            format!("Your vendor has not defined Time::HiRes macro {name_s}, used").as_bytes(),
        )],
        None => vec![xs::mortal_pv(
            c,
            format!("{name_s} is not a valid Time::HiRes macro").as_bytes(),
        )],
    };
    if gimme == G_LIST {
        for v in &result {
            xs::push(c, *v);
        }
        return xs::undef(c);
    }
    result.last().copied().unwrap_or_else(|| xs::undef(c))
}
