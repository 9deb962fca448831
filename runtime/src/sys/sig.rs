//! Safe signals, as perl has them: the C-level handler only records the signal and raises
//! `Ctx::sig_pending`; the Perl-level `%SIG` handler runs at the next poll, which the
//! compiler places on loop back-edges and block/sub exits. `kill` to ourselves and the
//! blocking calls (`sleep`) dispatch right away.

use crate::core::call::call_cv;
use crate::core::interp::{gv, interp, Info};
use crate::core::sv::{self, sv};
use camelift_abi::*;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
use std::sync::Mutex;

const NSIG: usize = 65;

static PENDING: [AtomicBool; NSIG] = [const { AtomicBool::new(false) }; NSIG];
static CTX: AtomicPtr<Ctx> = AtomicPtr::new(std::ptr::null_mut());
static ORIGINAL_MASK: Mutex<Option<libc::sigset_t>> = Mutex::new(None);

/// Signal names by number on Linux (the numbering is the same on x86-64 and aarch64).
const NAMES: &[(&str, i32)] = &[
    ("HUP", libc::SIGHUP),
    ("INT", libc::SIGINT),
    ("QUIT", libc::SIGQUIT),
    ("ILL", libc::SIGILL),
    ("TRAP", libc::SIGTRAP),
    ("ABRT", libc::SIGABRT),
    ("BUS", libc::SIGBUS),
    ("FPE", libc::SIGFPE),
    ("KILL", libc::SIGKILL),
    ("USR1", libc::SIGUSR1),
    ("SEGV", libc::SIGSEGV),
    ("USR2", libc::SIGUSR2),
    ("PIPE", libc::SIGPIPE),
    ("ALRM", libc::SIGALRM),
    ("TERM", libc::SIGTERM),
    ("STKFLT", libc::SIGSTKFLT),
    ("CHLD", libc::SIGCHLD),
    ("CONT", libc::SIGCONT),
    ("STOP", libc::SIGSTOP),
    ("TSTP", libc::SIGTSTP),
    ("TTIN", libc::SIGTTIN),
    ("TTOU", libc::SIGTTOU),
    ("URG", libc::SIGURG),
    ("XCPU", libc::SIGXCPU),
    ("XFSZ", libc::SIGXFSZ),
    ("VTALRM", libc::SIGVTALRM),
    ("PROF", libc::SIGPROF),
    ("WINCH", libc::SIGWINCH),
    ("IO", libc::SIGIO),
    ("PWR", libc::SIGPWR),
    ("SYS", libc::SIGSYS),
];

/// Whether a signal with a Perl handler is waiting to be dispatched: for blocking reads,
/// which see EINTR without the context at hand.
pub fn pending() -> bool {
    PENDING.iter().any(|p| p.load(Ordering::Relaxed))
}

pub fn signo_of(name: &[u8]) -> Option<i32> {
    let n = name.strip_prefix(b"SIG").unwrap_or(name);
    if n == b"CLD" {
        return Some(libc::SIGCHLD);
    }
    if n == b"POLL" {
        return Some(libc::SIGIO);
    }
    NAMES
        .iter()
        .find(|(s, _)| s.as_bytes() == n)
        .map(|(_, v)| *v)
}

fn name_of(signo: i32) -> &'static str {
    NAMES
        .iter()
        .find(|(_, v)| *v == signo)
        .map(|(s, _)| *s)
        .unwrap_or("NUM")
}

extern "C" fn on_signal(signo: libc::c_int) {
    if let Some(p) = PENDING.get(signo as usize) {
        p.store(true, Ordering::SeqCst);
    }
    let c = CTX.load(Ordering::SeqCst);
    if !c.is_null() {
        // SAFETY: CTX points at the one `Ctx`, which lives for the whole run; the handler
        // runs on the Perl thread (the main thread blocks every signal), so these volatile
        // stores are ordered with that thread's own accesses. The flag comes first: a
        // floor write that lands between the two stores sees it and lowers the gate
        // itself (`sync_gate`).
        unsafe {
            std::ptr::addr_of_mut!((*c).sig_pending).write_volatile(1);
            std::ptr::addr_of_mut!((*c).tmps_gate).write_volatile(-1);
        }
    }
}

pub fn init(c: *mut Ctx) {
    CTX.store(c, Ordering::SeqCst);
}

/// Whether the C handler has raised `Ctx::sig_pending` (read as the handler writes it).
pub fn flag_raised(c: *mut Ctx) -> bool {
    // SAFETY: `c` is the live context; a volatile read of a field the handler writes.
    unsafe { std::ptr::addr_of!((*c).sig_pending).read_volatile() != 0 }
}

/// Points the statement gate at the temporaries floor again, or at -1 when a signal is
/// waiting. The flag is read after the gate is written, so a signal arriving at any
/// moment leaves the gate at -1 (see `on_signal`).
pub fn sync_gate(c: *mut Ctx) {
    // SAFETY: `c` is the live context; volatile accesses keep the order of the write of
    // the gate and the read of the flag, which the handler may change between them.
    unsafe {
        let floor = (*c).tmps_floor as isize;
        std::ptr::addr_of_mut!((*c).tmps_gate).write_volatile(floor);
        if flag_raised(c) {
            std::ptr::addr_of_mut!((*c).tmps_gate).write_volatile(-1);
        }
    }
}

/// The main thread only waits for the Perl thread: signals must go to the Perl thread,
/// where they interrupt `sleep` and friends.
pub fn block_all_in_this_thread() {
    // SAFETY: sigset manipulation on a local; pthread_sigmask affects only this thread.
    unsafe {
        let mut all: libc::sigset_t = std::mem::zeroed();
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::sigfillset(&mut all);
        libc::pthread_sigmask(libc::SIG_BLOCK, &all, &mut old);
        if let Ok(mut m) = ORIGINAL_MASK.lock() {
            *m = Some(old);
        }
    }
}

pub fn unblock_all_in_this_thread() {
    let old = ORIGINAL_MASK.lock().ok().and_then(|m| *m);
    if let Some(old) = old {
        // SAFETY: restores the mask the process started with, for this thread only.
        unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &old, std::ptr::null_mut()) };
    }
}

fn set_disposition(signo: i32, how: libc::sighandler_t) {
    // SAFETY: installing a handler with a zeroed sigaction and an empty mask; no
    // SA_RESTART, so blocking calls return EINTR and can dispatch.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = how;
        libc::sigemptyset(&mut sa.sa_mask);
        sa.sa_flags = 0;
        libc::sigaction(signo, &sa, std::ptr::null_mut());
    }
}

/// `$SIG{NAME} = VALUE`: stores the value in %SIG and installs the disposition.
#[no_mangle]
pub extern "C-unwind" fn camelift_sig_assign(c: *mut Ctx, name: *mut Sv, value: *mut Sv) {
    let info = Info::simple("hash element");
    let key = sv::to_bytes(c, name, &info, 0);
    let hv = gv(interp(c).gv_sig).hv;
    let keysv = sv::mortal_pv(c, &key);
    let slot = crate::core::hv::camelift_hv_fetch(c, hv, keysv, 1, std::ptr::null());
    sv::camelift_sv_setsv(c, slot, value);
    let Some(signo) = signo_of(&key) else {
        // __WARN__, __DIE__ and unknown names are only stored.
        return;
    };
    let v = sv(value);
    if v.flags & SVF_ROK != 0 {
        set_disposition(signo, on_signal as *const () as libc::sighandler_t);
        return;
    }
    let text = sv::to_bytes_quiet(value);
    match text.as_slice() {
        b"IGNORE" => set_disposition(signo, libc::SIG_IGN),
        b"" | b"DEFAULT" => set_disposition(signo, libc::SIG_DFL),
        _ => set_disposition(signo, on_signal as *const () as libc::sighandler_t),
    }
}

/// The poll's cold path: runs the Perl handlers of the signals that arrived.
#[no_mangle]
pub extern "C-unwind" fn camelift_sig_dispatch(c: *mut Ctx) {
    // SAFETY: the live context; the flag goes down before the gate is synced, so a
    // signal arriving from here on raises both again.
    unsafe { std::ptr::addr_of_mut!((*c).sig_pending).write_volatile(0) };
    sync_gate(c);
    for (signo, pending) in PENDING.iter().enumerate().skip(1) {
        if !pending.swap(false, Ordering::SeqCst) {
            continue;
        }
        let name = name_of(signo as i32);
        let hv = gv(interp(c).gv_sig).hv;
        let key = sv::mortal_pv(c, name.as_bytes());
        let handler = crate::core::hv::camelift_hv_fetch(c, hv, key, 0, std::ptr::null());
        let code = if sv(handler).flags & SVF_ROK != 0 {
            Some(handler)
        } else {
            // A sub name: perl calls it (qualified into main:: when it has no package).
            let n = sv::to_bytes_quiet(handler);
            crate::core::interp::named_code(c, &n)
        };
        if let Some(code) = code {
            let arg = sv::mortal_pv(c, name.as_bytes());
            // perl runs a handler on a stack of its own, under an eval: a `last` in it
            // does not reach the interrupted loop.
            crate::core::cx::with_barrier(c, Some("eval"), || call_cv(c, code, &[arg], G_SCALAR));
        }
    }
}

/// `kill SIGNAL, PIDS`: returns how many were signalled.
pub fn kill(c: *mut Ctx, args: &[*mut Sv]) -> i64 {
    let info = Info::simple("kill");
    let Some((&first, pids)) = args.split_first() else {
        crate::core::diag::die_msg(c, "Not enough arguments for kill");
    };
    let s = sv(first);
    let spec = if s.flags & SVF_POK != 0 && s.flags & (SVF_IOK | SVF_NOK) == 0 {
        Some(sv::pv_bytes(s).to_vec())
    } else {
        None
    };
    let (signo, group) = match spec {
        Some(name) => {
            let (neg, name) = match name.strip_prefix(b"-") {
                Some(n) => (true, n.to_vec()),
                None => (false, name),
            };
            if name.iter().all(|b| b.is_ascii_digit()) && !name.is_empty() {
                (
                    std::str::from_utf8(&name)
                        .ok()
                        .and_then(|t| t.parse::<i32>().ok())
                        .unwrap_or(0),
                    neg,
                )
            } else if name == b"ZERO" || name == b"0" {
                (0, neg)
            } else {
                match signo_of(&name) {
                    Some(n) => (n, neg),
                    None => crate::core::diag::die_msg(
                        c,
                        format!(
                            "Unrecognized signal name \"{}\"",
                            String::from_utf8_lossy(&name)
                        ),
                    ),
                }
            }
        }
        None => {
            let n = sv::to_iv(c, first, &info, 0);
            (n.unsigned_abs() as i32, n < 0)
        }
    };
    let mut count = 0;
    for p in pids {
        let pid = sv::to_iv(c, *p, &info, 0) as libc::pid_t;
        let target = if group { -pid } else { pid };
        // SAFETY: kill(2) with plain integers.
        if unsafe { libc::kill(target, signo) } == 0 {
            count += 1;
        } else {
            let e = std::io::Error::last_os_error().raw_os_error().unwrap_or(0);
            crate::io::file::set_errno(c, e);
        }
    }
    if flag_raised(c) {
        camelift_sig_dispatch(c);
    }
    count
}

pub fn alarm(secs: i64) -> i64 {
    // SAFETY: alarm(2) with a plain integer.
    unsafe { libc::alarm(secs.max(0) as libc::c_uint) as i64 }
}

/// `sleep N`: returns the whole seconds slept; an arriving signal runs its handler and
/// ends the sleep early, as in perl.
pub fn sleep(c: *mut Ctx, secs: i64) -> i64 {
    // perl reports the difference of time() readings.
    // SAFETY: time(NULL) has no preconditions.
    let start = unsafe { libc::time(std::ptr::null_mut()) };
    let mut req = libc::timespec {
        tv_sec: secs.max(0) as libc::time_t,
        tv_nsec: 0,
    };
    loop {
        let mut rem = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: nanosleep with valid timespec pointers.
        let r = unsafe { libc::nanosleep(&req, &mut rem) };
        if r == 0 {
            break;
        }
        if flag_raised(c) {
            camelift_sig_dispatch(c);
            break;
        }
        req = rem;
    }
    // SAFETY: as above.
    (unsafe { libc::time(std::ptr::null_mut()) } - start) as i64
}
