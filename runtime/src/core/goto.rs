//! `goto &sub` (perl's pp_goto of a CODE reference): the sub doing it leaves as on a
//! return, and the sub it names runs in its place, with the same @_, in the same context,
//! seen by `caller` as called from where the first sub was.
//!
//! A compiled sub that contains `goto &sub` is two functions: its body, and an entry that
//! calls the body. At the `goto` the body calls `camelift_goto_sub`, which finds the
//! target and keeps it (`Interp::goto`) with the current @_; the body then leaves as on a
//! return (its lexicals, its frame, its `local`s) and returns null. The entry, seeing
//! null, calls `camelift_goto_run`, which makes the call. When the target is itself such
//! a sub, `goto_run` calls its body directly (`Interp::goto_bodies`), so a null from it
//! comes back to the same loop: a chain of `goto`s runs in one native frame, however
//! long (docs/decisions/goto-sub.md).

use crate::core::call::Share;
use crate::core::diag::die_msg;
use crate::core::interp::{gv, interp, Cv, Info, SubFn};
use crate::core::sv::{self, ctx, sv};
use camelift_abi::codes::{GotoFrom, GOTO_BY_NAME};
use camelift_abi::*;

/// A `goto &sub` waiting for its sub to leave: the target (a CODE head, with a reference),
/// the @_ it gets (with a reference), and the first call's line and `hasargs`.
pub struct TailCall {
    cv: *mut Sv,
    args: *mut Sv,
    line: u32,
    hasargs: bool,
}

/// `goto &NAME` / `goto &$code` / `goto &{EXPR}`: `target` is the code value, or with
/// `GOTO_BY_NAME` in `mode` the sub's full name; `pkg` qualifies a symbolic name, `info`
/// names the operand for the warning about an undefined one. Dies with perl's messages,
/// in perl's order (an undefined sub first, then where the `goto` is).
#[no_mangle]
pub extern "C-unwind" fn camelift_goto_sub(
    c: *mut Ctx,
    target: *mut Sv,
    mode: i32,
    pkg: *const u8,
    pkg_len: usize,
    info: *const u8,
) {
    // SAFETY: the compiler passes `pkg_len` bytes of its read-only data.
    let pkg = unsafe { std::slice::from_raw_parts(pkg, pkg_len) };
    let by_name = mode & GOTO_BY_NAME != 0;
    if !by_name && sv::is_undef(target) {
        crate::core::diag::warn_uninit(c, &Info::from_ptr(info), 0, target);
    }
    let cv = target_cv(c, target, by_name, pkg);
    let from = mode & !GOTO_BY_NAME;
    let Some(from) = GotoFrom::from_u32(from as u32) else {
        crate::core::diag::unknown_code(c, "goto", from)
    };
    let outside = "Can't goto subroutine outside a subroutine";
    let callback = "Can't goto subroutine from a sort sub (or similar callback)";
    match from {
        GotoFrom::Sub => {}
        GotoFrom::Outside => die_msg(c, outside),
        GotoFrom::EvalBlock => die_msg(c, "Can't goto subroutine from an eval-block"),
        GotoFrom::Callback => die_msg(c, callback),
    }
    let Some(frame) = interp(c).frames.last() else {
        die_msg(c, outside)
    };
    if frame.multicall {
        die_msg(c, callback);
    }
    let (line, hasargs) = (frame.line, frame.hasargs);
    let g = gv(interp(c).gv_args);
    let args = if g.av.is_null() {
        crate::core::av::new_av(c)
    } else {
        sv::inc(g.av)
    };
    let call = TailCall {
        cv: sv::inc(cv),
        args,
        line,
        hasargs,
    };
    if let Some(old) = interp(c).goto.replace(call) {
        // One that a `die` kept from running.
        sv::dec(c, old.cv);
        sv::dec(c, old.args);
    }
}

/// The CODE head `goto` calls: a code reference's, or the named sub's.
fn target_cv(c: *mut Ctx, target: *mut Sv, by_name: bool, pkg: &[u8]) -> *mut Sv {
    // SAFETY: `target` is this function's argument, a live head the caller holds a
    // reference to for the call.
    let s = unsafe { sv(target) };
    if !by_name && s.flags & SVF_ROK != 0 {
        let r = s.any() as *mut Sv;
        // SAFETY: the referent of a live reference, which holds a count on it.
        if unsafe { sv(r) }.flags & SVT_MASK == SVT_PVCV {
            return r;
        }
        die_msg(c, "Not a subroutine reference");
    }
    // A symbolic reference (allowed under `strict refs`: perl exempts `\&{"name"}` so
    // that `goto &$AUTOLOAD` works).
    let name = sv::to_bytes_quiet(target);
    let full = if by_name { name } else { qualify(&name, pkg) };
    match crate::core::interp::named_code(c, &full) {
        // SAFETY: `named_code` gives a (mortal) reference to a live CODE head.
        Some(r) => unsafe { sv(r) }.any() as *mut Sv,
        None => die_msg(
            c,
            format!(
                "Goto undefined subroutine &{}",
                String::from_utf8_lossy(&full)
            ),
        ),
    }
}

/// A sub name computed at run time, qualified as perl's gv_fetchpv does: `'` is `::`, a
/// leading `::` is `main::`, and an unqualified name is the current package's, except
/// names that perl keeps in `main` (those not starting with a letter or `_`, and the
/// special globs).
fn qualify(name: &[u8], pkg: &[u8]) -> Vec<u8> {
    let mut n = Vec::with_capacity(name.len() + 2);
    for (i, &b) in name.iter().enumerate() {
        let next = name.get(i + 1).copied().unwrap_or(0);
        if b == b'\'' && i > 0 && (next.is_ascii_alphabetic() || next == b'_') {
            n.extend_from_slice(b"::");
        } else {
            n.push(b);
        }
    }
    if let Some(rest) = n.strip_prefix(b"::") {
        return [b"main::", rest].concat();
    }
    if n.windows(2).any(|w| w == b"::") {
        return n;
    }
    let first = n.first().copied().unwrap_or(0);
    let in_main = !(first.is_ascii_alphabetic() || first == b'_')
        || matches!(
            n.as_slice(),
            b"ENV" | b"INC" | b"ARGV" | b"ARGVOUT" | b"STDIN" | b"STDOUT" | b"STDERR" | b"_"
        );
    let pkg: &[u8] = if in_main { b"main" } else { pkg };
    [pkg, b"::", &n].concat()
}

/// The call a `goto &sub` asked for, made once its sub has left (by that sub's entry,
/// whose caller's `mark` and `gimme` it gets): the target's value is the entry's. Another
/// `goto` in a compiled target comes back here and runs in the same loop.
#[no_mangle]
pub extern "C-unwind" fn camelift_goto_run(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    loop {
        let Some(call) = interp(c).goto.take() else {
            // Not reached: a body returns null only after `goto_sub`.
            return sv::undef(c);
        };
        // SAFETY: `call.cv` is a live CODE head (the reference `goto_sub` took), and a
        // CODE head's `any` is its Box<Cv>.
        let body = unsafe { &*(sv(call.cv).any() as *const Cv) };
        interp(c).closure_env = body.env.as_ptr() as *mut *mut Sv;
        let func = body.func;
        // `caller` in the target sees the first call's line and package.
        ctx(c).curline = call.line;
        ctx(c).sp = mark.min(ctx(c).sp);
        let r = if interp(c).native_subs.contains(&(func as usize)) {
            // As perl does for an XSUB: @_'s elements become its arguments.
            let items: Vec<*mut Sv> = crate::core::av::items_quiet(call.args)
                .iter()
                .map(|&it| if it.is_null() { sv::undef(c) } else { it })
                .collect();
            for it in items {
                crate::core::stack::push(c, it);
            }
            // The elements live at least as long as the caller's statement.
            sv::mortalize(c, call.args);
            func(c, mark, gimme)
        } else {
            interp(c).goto_args = (call.args, call.hasargs);
            interp(c).share_args = Share::Goto;
            let f: SubFn = match interp(c).goto_bodies.get(&(func as usize)) {
                Some(&b) => b,
                None => func,
            };
            f(c, mark, gimme)
        };
        sv::dec(c, call.cv);
        if !r.is_null() {
            return r;
        }
    }
}

/// At start-up: `body` is the body of the compiled sub whose entry is `entry`.
#[no_mangle]
pub extern "C-unwind" fn camelift_goto_register(c: *mut Ctx, entry: SubFn, body: SubFn) {
    interp(c).goto_bodies.insert(entry as usize, body);
}
