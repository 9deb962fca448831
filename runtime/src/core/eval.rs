//! `eval BLOCK` and the exception in flight: `die` unwinds (a Rust panic carrying the
//! value) to the innermost eval, which restores the runtime's stacks.

use crate::core::interp::gv;
use crate::core::interp::gv_fetch;
use crate::core::interp::interp;
use crate::core::sv::{self, ctx};
use camelift_abi::*;

/// An outlined `eval` block: `(ctx, pad, mark, gimme) -> SV*`.
pub type EvalFn = extern "C-unwind" fn(*mut Ctx, *mut u8, usize, i64) -> *mut Sv;

fn set_errsv(c: *mut Ctx, value: *mut Sv) {
    let g = gv_fetch(c, b"main::@");
    sv::camelift_sv_setsv(c, gv(g).sv, value);
}

/// `eval BLOCK`: runs the block; a `die` inside unwinds to here, the sub calls it
/// interrupted are left as `return` would leave them, and `$@` gets the exception. On
/// success `$@` is the empty string.
#[no_mangle]
pub extern "C-unwind" fn camelift_eval_block(
    c: *mut Ctx,
    f: EvalFn,
    pad: *mut u8,
    mark: usize,
    gimme: i64,
    defer: i32,
) -> *mut Sv {
    let empty = sv::no(c);
    set_errsv(c, empty);
    let state = crate::core::cx::CallState::new(c, mark);
    let ss = interp(c).savestack.len();
    let floor = ctx(c).tmps_floor;
    crate::core::cx::push(
        c,
        crate::core::cx::CxKind::Eval {
            line: ctx(c).curline,
            cop: ctx(c).cop,
            gimme: gimme as u8,
        },
    );
    // SAVETMPS: the block's statements must not free the enclosing statement's
    // temporaries.
    sv::set_tmps_floor(c, ctx(c).tmps_ix);
    let run = std::panic::catch_unwind(|| f(c, pad, mark, gimme));
    match run {
        Ok(v) => {
            // The block is a scope: what it saved (`local`, the last match) comes back.
            crate::core::scope::camelift_leave_scope(c, ss);
            crate::core::cx::pop(c);
            sv::set_tmps_floor(c, floor);
            set_errsv(c, sv::no(c));
            v
        }
        Err(payload) => match payload.downcast::<PerlDie>() {
            Ok(d) => {
                state.restore(c);
                set_errsv(c, d.0);
                if defer != 0 {
                    let old = std::mem::replace(&mut interp(c).eval_err, d.0);
                    sv::dec(c, old);
                } else {
                    sv::dec(c, d.0);
                }
                sv::undef(c)
            }
            // A `last` to a loop around the eval: null, as from `camelift_call_catch`.
            Err(other) => {
                state.take_loop_exit(c, other);
                std::ptr::null_mut()
            }
        },
    }
}

/// After a deferring `eval_block` and the clearing of its variables: the exception it
/// caught, if it caught one, becomes `$@`.
#[no_mangle]
pub extern "C-unwind" fn camelift_eval_err(c: *mut Ctx) {
    let e = std::mem::replace(&mut interp(c).eval_err, std::ptr::null_mut());
    if !e.is_null() {
        set_errsv(c, e);
        sv::dec(c, e);
    }
}

/// A Perl exception in flight: the value `die` was given (becomes `$@`).
pub struct PerlDie(pub *mut Sv);

// SAFETY: the payload is created and caught on the single interpreter thread; it only
// passes through the unwinder, never to another thread.
unsafe impl Send for PerlDie {}

/// Unwinds to the innermost `eval` (or the top level) with `value`, which the catcher
/// owns. Compiled frames carry `.eh_frame` and own nothing that needs cleaning up: the
/// pads of the subs left are released before the unwind starts, and the catcher restores
/// the runtime's stacks.
pub fn throw(c: *mut Ctx, value: *mut Sv) -> ! {
    let catcher = crate::core::cx::catcher_frames(c);
    if catcher.is_none() {
        if let Some(uncaught) = crate::core::hooks::hooks(c).uncaught {
            uncaught(c, value)
        }
    }
    if let Some((_, true)) = catcher {
        // perl sets `$@` before it unwinds (destructors run then see it) and again after.
        set_errsv(c, value);
    }
    // The subs between here and the catcher release their variables now, while their
    // frames (where the pads are) still exist, as perl's dounwind does before it jumps.
    crate::core::call::release_pads_above(c, catcher.map_or(0, |k| k.0));
    std::panic::resume_unwind(Box::new(PerlDie(value)))
}

/// `eval EXPR` in perl's own library (`$VERSION = eval $VERSION`), for the one kind of
/// text compiled without a compiler: a decimal number literal (digits, one `.`, `_`
/// between digits; no leading zero, which would be octal). Its value is the literal's
/// and `$@` is cleared, as perl's eval of it gives; any other text ends the program as a
/// construct not compiled yet.
///
/// The compiler also compiled, as subs named after the package and the text, the
/// library's single-quoted strings that such an eval may be given (Encode::Alias's
/// `$new = eval $val` of its own `'"iso-8859-$1"'`): a text that is one of them runs
/// that sub, as an eval of it would run (its value; a die is caught into `$@`).
#[no_mangle]
pub extern "C-unwind" fn camelift_eval_numeric(
    c: *mut Ctx,
    text: *mut Sv,
    pkg: *const u8,
    pkg_len: usize,
) -> *mut Sv {
    let t = sv::to_bytes_quiet(text);
    // SAFETY: the compiler passes `pkg_len` bytes of its read-only data.
    let package = unsafe { std::slice::from_raw_parts(pkg, pkg_len) };
    let name = camelift_abi::eval_text_sub_name(package, &t);
    if let Some(code) = crate::core::interp::named_code(c, name.as_bytes()) {
        if !groups_defined(c, &t) {
            let msg = b"eval STRING of a library text naming a group that did not match is not supported yet";
            crate::core::diag::camelift_not_yet(c, msg.as_ptr(), msg.len())
        }
        return camelift_eval_block(c, run_text_sub, code as *mut u8, ctx(c).sp, G_SCALAR, 0);
    }
    let Some(digits) = number_literal(&t) else {
        needs_eval_at_compile_time(package, &t);
        let msg = b"eval STRING (of other than a number literal or a string of the library's own) is not supported yet";
        crate::core::diag::camelift_not_yet(c, msg.as_ptr(), msg.len())
    };
    sv::set_pv(gv(gv_fetch(c, b"main::@")).sv, b"");
    let (n, _) = crate::core::num::parse_number(&digits);
    sv::mortal_num(c, n)
}

/// In a compile-time run (`src/engine/`), an eval of a text not compiled in ends the
/// run with a report naming its package and text: the compiler compiles the text and
/// runs again (so the executable can run it too). Anywhere else, nothing.
fn needs_eval_at_compile_time(package: &[u8], text: &[u8]) {
    let Some(report) = std::env::var_os(BEGIN_REPORT_ENV) else {
        return;
    };
    let hex = |b: &[u8]| b.iter().map(|x| format!("{x:02x}")).collect::<String>();
    let line = format!("needeval\t{}\t{}\n", hex(package), hex(text));
    crate::core::begin::stop_needing(&report, line.as_bytes())
}

/// The body of an eval of a compiled text: a call of its sub (`pad` is the code
/// reference) in scalar context. A warning or a die inside would name the library file
/// where perl's names `(eval N)`: either ends the program as not supported.
extern "C-unwind" fn run_text_sub(c: *mut Ctx, pad: *mut u8, _mark: usize, _gimme: i64) -> *mut Sv {
    interp(c).in_eval_text = true;
    let r = std::panic::catch_unwind(|| {
        crate::core::call::call_for_value(c, sv_target(pad as *mut Sv), &[], G_SCALAR)
    });
    interp(c).in_eval_text = false;
    match r {
        Ok(v) => v,
        Err(payload) => {
            if payload.downcast_ref::<PerlDie>().is_none() {
                std::panic::resume_unwind(payload)
            }
            let msg = b"a die inside eval STRING of a library text is not supported yet";
            crate::core::diag::camelift_not_yet(c, msg.as_ptr(), msg.len())
        }
    }
}

/// Whether each `$N` / `${N}` a text names is a group of the last match that matched:
/// an undefined one would warn, naming `(eval N)` in perl.
fn groups_defined(c: *mut Ctx, text: &[u8]) -> bool {
    let group_defined = crate::core::hooks::hooks(c).group_defined;
    let mut i = 0;
    while i < text.len() {
        if text[i] == b'$' && (i == 0 || text[i - 1] != b'\\') {
            let start = i + 1 + usize::from(text.get(i + 1) == Some(&b'{'));
            let digits: Vec<u8> = text[start.min(text.len())..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .copied()
                .collect();
            if !digits.is_empty() {
                let n = std::str::from_utf8(&digits)
                    .ok()
                    .and_then(|d| d.parse::<usize>().ok());
                if !n.is_some_and(|n| group_defined(c, n)) {
                    return false;
                }
            }
        }
        i += 1;
    }
    true
}

/// The CODE head a reference points to.
fn sv_target(r: *mut Sv) -> *mut Sv {
    // SAFETY: `r` is a live reference `named_code` made (mortal, held for the eval).
    unsafe { sv::sv(r) }.any() as *mut Sv
}

/// The digits of a decimal number literal (`_` taken out), or None.
fn number_literal(t: &[u8]) -> Option<Vec<u8>> {
    let s = t.trim_ascii();
    let s = s.strip_suffix(b";").unwrap_or(s).trim_ascii();
    let digits_ok = |p: &[u8]| {
        !p.is_empty()
            && p.first().is_some_and(u8::is_ascii_digit)
            && p.last().is_some_and(u8::is_ascii_digit)
            && p.iter().all(|b| b.is_ascii_digit() || *b == b'_')
            && !p.windows(2).any(|w| w == b"__")
    };
    // An exponent (`1.7976931348623157e+308`, Math::Complex's DBL_MAX).
    let mantissa = match s.iter().position(|&b| b == b'e' || b == b'E') {
        Some(i) => {
            let exp = &s[i + 1..];
            let exp = exp
                .strip_prefix(b"+")
                .or_else(|| exp.strip_prefix(b"-"))
                .unwrap_or(exp);
            if !digits_ok(exp) {
                return None;
            }
            &s[..i]
        }
        None => s,
    };
    let (int, frac) = match mantissa.iter().position(|&b| b == b'.') {
        Some(i) => (&mantissa[..i], Some(&mantissa[i + 1..])),
        None => (mantissa, None),
    };
    if !digits_ok(int) || (int.len() > 1 && int[0] == b'0') {
        return None;
    }
    if let Some(f) = frac {
        if !f.is_empty() && !digits_ok(f) {
            return None;
        }
    }
    Some(s.iter().copied().filter(|&b| b != b'_').collect())
}
