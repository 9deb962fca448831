//! The half of perl's safe signals that core owns (perl's `despatch_signals`, mg.c): the
//! C-level handler records the signal and raises `Ctx::sig_pending`; the Perl-level `%SIG`
//! handler runs at the next poll, which the compiler places on loop back-edges and block/sub
//! exits. Installing handlers, `kill`, `alarm` and `sleep` are the process's (sys/sig.rs).

use crate::core::call::call_cv;
use crate::core::interp::{gv, interp};
use crate::core::sv::{self, sv};
use camelift_abi::codes::FETCH_RVALUE;
use camelift_abi::*;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};

const NSIG: usize = 65;

static PENDING: [AtomicBool; NSIG] = [const { AtomicBool::new(false) }; NSIG];
static CTX: AtomicPtr<Ctx> = AtomicPtr::new(std::ptr::null_mut());

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

pub fn name_of(signo: i32) -> &'static str {
    NAMES
        .iter()
        .find(|(_, v)| *v == signo)
        .map(|(s, _)| *s)
        .unwrap_or("NUM")
}

pub extern "C" fn on_signal(signo: libc::c_int) {
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
        let handler =
            crate::core::hv::camelift_hv_fetch(c, hv, key, FETCH_RVALUE, std::ptr::null());
        // SAFETY: `handler` is an element its container holds a reference to for the call.
        let code = if unsafe { sv(handler) }.flags & SVF_ROK != 0 {
            Some(handler)
        } else {
            // A sub name: perl calls it (qualified into main:: when it has no package).
            let n = sv::to_bytes_quiet(handler);
            crate::core::interp::named_code(c, &n)
        };
        if let Some(code) = code {
            // perl runs a handler with its signal blocked (despatch_signals' sigprocmask,
            // after sigaction's own rule): the same signal sent while it runs waits for
            // it to end, on return or on a `die` through it, instead of nesting.
            let blocked = SignalBlock::new(signo as i32);
            let arg = sv::mortal_pv(c, name.as_bytes());
            // perl runs a handler on a stack of its own, under an eval: a `last` in it
            // does not reach the interrupted loop, and a `die` in it is caught there and
            // thrown again from the interrupted code (perl's sighandler: `die_sv` of
            // `$@`), so `$SIG{__DIE__}` sees it twice.
            let state = crate::core::cx::CallState::new(c, crate::core::sv::ctx(c).sp);
            let r = std::panic::catch_unwind(|| {
                crate::core::cx::with_barrier(c, Some("eval"), || {
                    call_cv(c, code, &[arg], G_SCALAR)
                })
            });
            if let Err(payload) = r {
                match payload.downcast::<crate::core::eval::PerlDie>() {
                    Ok(d) => {
                        state.restore(c);
                        drop(blocked);
                        crate::core::diag::die_value(c, d.0)
                    }
                    Err(other) => std::panic::resume_unwind(other),
                }
            }
        }
    }
}

/// A signal blocked for the process while a handler of it runs; unblocked when dropped
/// (also when a `die` unwinds through the handler), unless it was blocked already.
struct SignalBlock {
    set: libc::sigset_t,
    was_blocked: bool,
}

impl SignalBlock {
    fn new(signo: i32) -> SignalBlock {
        // SAFETY: sigset_t is plain data that sigemptyset initialises; sigprocmask reads
        // `set` and writes `old`, both live locals.
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, signo);
            libc::sigprocmask(libc::SIG_BLOCK, &set, &mut old);
            let was_blocked = libc::sigismember(&old, signo) == 1;
            SignalBlock { set, was_blocked }
        }
    }
}

impl Drop for SignalBlock {
    fn drop(&mut self) {
        if !self.was_blocked {
            // SAFETY: `self.set` was initialised by `new`.
            unsafe { libc::sigprocmask(libc::SIG_UNBLOCK, &self.set, std::ptr::null_mut()) };
        }
    }
}
