//! Signals, the process's half: `$SIG{NAME} = ...` installs the C-level handler
//! (core/despatch.rs records and dispatches), `kill` (to ourselves it dispatches before
//! the statement ends), `alarm`, `sleep`, and the thread signal masks.

use crate::core::despatch::{camelift_sig_dispatch, flag_raised, on_signal, signo_of};
use crate::core::interp::{gv, interp, Info};
use crate::core::sv::{self, sv};
use camelift_abi::codes::FETCH_LVALUE;
use camelift_abi::*;
use std::sync::Mutex;

static ORIGINAL_MASK: Mutex<Option<libc::sigset_t>> = Mutex::new(None);

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

/// The disposition for `$SIG{NAME}`'s value: a code reference or a sub's name is perl's
/// handler, `IGNORE` ignores, undef, `""` and `DEFAULT` restore the default.
fn apply_disposition(signo: i32, value: *mut Sv) {
    if value.is_null() {
        return set_disposition(signo, libc::SIG_DFL);
    }
    // SAFETY: `value` is a live head the caller holds (a %SIG element or an argument).
    let v = unsafe { sv(value) };
    if v.flags & SVF_ROK != 0 {
        return set_disposition(signo, on_signal as *const () as libc::sighandler_t);
    }
    let text = sv::to_bytes_quiet(value);
    match text.as_slice() {
        b"IGNORE" => set_disposition(signo, libc::SIG_IGN),
        b"" | b"DEFAULT" => set_disposition(signo, libc::SIG_DFL),
        _ => set_disposition(signo, on_signal as *const () as libc::sighandler_t),
    }
}

/// `local $SIG{NAME}` (perl's %SIG set magic, run again when the element is restored):
/// the element is localized as any hash element, the signal goes back to its default
/// until something is assigned, and when the scope ends the old value's disposition is
/// installed again (the restore is saved first, so it runs after the element's).
#[no_mangle]
pub extern "C-unwind" fn camelift_local_sig(c: *mut Ctx, k: *mut Sv) -> *mut Sv {
    let key = sv::to_bytes(c, k, &Info::simple("local"), 0);
    let hv = gv(interp(c).gv_sig).hv;
    let signo = signo_of(&key);
    if let Some(signo) = signo {
        interp(c)
            .savestack
            .push(crate::core::scope::Save::Destructor(
                restore_sig,
                signo as usize,
            ));
    }
    let fresh = crate::core::scope::camelift_local_helem(c, hv, k);
    if let Some(signo) = signo {
        apply_disposition(signo, fresh);
    }
    fresh
}

/// The save stack's restore of `local $SIG{NAME}`: the disposition of the value the
/// element has again.
fn restore_sig(c: *mut Ctx, signo: usize) {
    let signo = signo as i32;
    let name = crate::core::despatch::name_of(signo);
    let hv = gv(interp(c).gv_sig).hv;
    if hv.is_null() {
        return set_disposition(signo, libc::SIG_DFL);
    }
    let value = crate::core::hv::body(c, hv)
        .map
        .get(name.as_bytes())
        .copied()
        .unwrap_or(std::ptr::null_mut());
    apply_disposition(signo, value);
}

/// `$SIG{NAME} = VALUE`: stores the value in %SIG and installs the disposition.
#[no_mangle]
pub extern "C-unwind" fn camelift_sig_assign(c: *mut Ctx, name: *mut Sv, value: *mut Sv) {
    let info = Info::simple("hash element");
    let key = sv::to_bytes(c, name, &info, 0);
    let hv = gv(interp(c).gv_sig).hv;
    let keysv = sv::mortal_pv(c, &key);
    let slot = crate::core::hv::camelift_hv_fetch(c, hv, keysv, FETCH_LVALUE, std::ptr::null());
    sv::camelift_sv_setsv(c, slot, value);
    let Some(signo) = signo_of(&key) else {
        // __WARN__, __DIE__ and unknown names are only stored (perl's magic_setsig warns
        // about the unknown ones).
        if key != b"__WARN__" && key != b"__DIE__" {
            crate::core::diag::warn_if_enabled(
                c,
                &format!("No such signal: SIG{}", String::from_utf8_lossy(&key)),
            );
        }
        return;
    };
    apply_disposition(signo, value);
}

/// `kill SIGNAL, PIDS`: returns how many were signalled.
pub fn kill(c: *mut Ctx, args: &[*mut Sv]) -> i64 {
    let info = Info::simple("kill");
    let Some((&first, pids)) = args.split_first() else {
        crate::core::diag::die_msg(c, "Not enough arguments for kill");
    };
    // SAFETY: `first` is a live head held by its container or the stack for this call.
    let s = unsafe { sv(first) };
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
            crate::core::diag::set_errno(c, e);
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
