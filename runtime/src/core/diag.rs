//! Messages: `die` and `warn` with perl's ` at FILE line N.` and hooks (`__WARN__`,
//! `__DIE__`), and the warnings perl's core raises (uninitialized, non-numeric).

use crate::core::call::call_cv;
use crate::core::eval::throw;
use crate::core::interp::gv;
use crate::core::interp::interp;
use crate::core::interp::Info;
use crate::core::stack::pop_from;
use crate::core::sv::{self, ctx, sv};
use camelift_abi::*;

// ---- messages -------------------------------------------------------------------------------

#[inline]
pub fn curline(c: *mut Ctx) -> u32 {
    ctx(c).curline & CURLINE_LINE_MASK
}

#[inline]
pub fn warnings_on(c: *mut Ctx) -> bool {
    ctx(c).curline & CURLINE_WARN != 0
}

/// ` at FILE line N.\n`
pub fn location(c: *mut Ctx) -> String {
    let suffix = (crate::core::hooks::hooks(c).location_suffix)(c);
    if curline(c) == 0 {
        // Line 0, the preamble of perl's switches (`-n`'s loop): perl's mess names no
        // place.
        return format!("{suffix}.\n");
    }
    format!(
        " at {} line {}{suffix}.\n",
        String::from_utf8_lossy(&crate::core::caller::file_of(c, ctx(c).curline)),
        curline(c),
    )
}

/// Writes a warning (the text gets the location appended).
pub fn warn_text(c: *mut Ctx, text: &str) {
    let msg = format!("{text}{}", location(c));
    emit_warning(c, msg.as_bytes());
}

/// A `%SIG` hook (`__WARN__`, `__DIE__`) when it holds code.
fn sig_hook(c: *mut Ctx, name: &[u8]) -> Option<*mut Sv> {
    let hv = gv(interp(c).gv_sig).hv;
    let v = *crate::core::hv::body(c, hv).map.get(name)?;
    // SAFETY: `v` is an element its container holds a reference to for the call.
    (unsafe { sv(v) }.flags & SVF_ROK != 0).then_some(v)
}

/// Calls a `__WARN__`/`__DIE__` hook, which perl runs on a stack of its own (a `last` in
/// it does not reach a loop outside).
fn hook_call(c: *mut Ctx, h: *mut Sv, arg: *mut Sv) {
    crate::core::cx::with_barrier(c, None, || call_cv(c, h, &[arg], G_SCALAR))
}

/// Every warning ends here: `$SIG{__WARN__}` gets it when set (not while it runs), else
/// STDERR.
pub fn emit_warning(c: *mut Ctx, msg: &[u8]) {
    if interp(c).in_eval_text {
        let text = b"a warning inside eval STRING of a library text is not supported yet";
        camelift_not_yet(c, text.as_ptr(), text.len());
    }
    if !interp(c).in_hook {
        if let Some(h) = sig_hook(c, b"__WARN__") {
            interp(c).in_hook = true;
            let arg = sv::mortal_pv(c, msg);
            // The op that warns may warn again after the handler, naming variables the
            // handler's own ops would overwrite.
            let vars = ctx(c).uninit_vars;
            let r = std::panic::catch_unwind(|| hook_call(c, h, arg));
            ctx(c).uninit_vars = vars;
            interp(c).in_hook = false;
            if let Err(p) = r {
                std::panic::resume_unwind(p);
            }
            return;
        }
    }
    let _ = interp(c).stderr.write_all(msg);
}

/// `die`: `$SIG{__DIE__}` sees the exception first (it may die with another), then the
/// exception unwinds.
pub fn die_value(c: *mut Ctx, value: *mut Sv) -> ! {
    // A call that dies before the sub is entered (`&nosuch;`) does not pass its @_ on
    // to the next one.
    interp(c).share_args = Default::default();
    if !interp(c).in_hook {
        if let Some(h) = sig_hook(c, b"__DIE__") {
            interp(c).in_hook = true;
            let arg = sv::mortalize(c, sv::newsv_copy(c, value));
            let r = std::panic::catch_unwind(|| hook_call(c, h, arg));
            interp(c).in_hook = false;
            if let Err(p) = r {
                sv::dec(c, value);
                std::panic::resume_unwind(p);
            }
        }
    }
    throw(c, value)
}

/// A default-on warning of the `utf8` category ("Wide character in print"): shown unless
/// a pragma switched the category off (perl's `ckWARN_d(WARN_UTF8)`).
pub fn warn_utf8_default(c: *mut Ctx, text: &str) {
    if ctx(c).curline & CURLINE_NO_UTF8_WARN == 0 {
        warn_text(c, text);
    }
}

pub fn warn_if_enabled(c: *mut Ctx, text: &str) {
    if warnings_on(c) {
        warn_text(c, text);
    }
}

/// "Use of uninitialized value", naming the variable as perl does; `arg` is the operand
/// (or item) that gave `value`.
pub fn warn_uninit(c: *mut Ctx, info: &Info, arg: usize, value: *mut Sv) {
    if ctx(c).curline & CURLINE_WARN_UNINIT == 0 {
        return;
    }
    let name = match crate::core::uninit::naming(c, info, arg, value) {
        crate::core::uninit::Naming::Silent => return,
        crate::core::uninit::Naming::Unnamed => String::new(),
        crate::core::uninit::Naming::Named(n) => n,
    };
    let desc = info.desc();
    let sep = if name.is_empty() { "" } else { " " };
    if desc.is_empty() {
        warn_text(c, &format!("Use of uninitialized value{sep}{name}"));
    } else {
        warn_text(
            c,
            &format!("Use of uninitialized value{sep}{name} in {desc}"),
        );
    }
}

/// A run-time warning of the `numeric` category ("Negative repeat count does nothing"):
/// given where `numeric` warnings are on, as perl's ckWARN(WARN_NUMERIC).
pub fn warn_if_numeric(c: *mut Ctx, text: &str) {
    if ctx(c).curline & CURLINE_WARN_NUMERIC != 0 {
        warn_text(c, text);
    }
}

pub fn warn_numeric(c: *mut Ctx, bytes: &[u8], info: &Info) {
    if ctx(c).curline & CURLINE_WARN_NUMERIC == 0 {
        return;
    }
    let shown = display_pv(bytes);
    let desc = info.desc();
    if desc.is_empty() {
        warn_text(c, &format!("Argument \"{shown}\" isn't numeric"));
    } else {
        warn_text(c, &format!("Argument \"{shown}\" isn't numeric in {desc}"));
    }
}

/// How perl shows a string in "isn't numeric" (sv.c's `not_a_number`): control
/// characters as `^X`, high bytes as `M-`, cut with "..." past 56 characters.
pub fn display_pv(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() && out.len() < 56 {
        let mut ch = bytes[i];
        if ch >= 0x80 {
            out.push_str("M-");
            ch &= 0x7f;
        }
        match ch {
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            0x0c => out.push_str("\\f"),
            b'\\' => out.push_str("\\\\"),
            0 => out.push_str("\\0"),
            0x20..=0x7e => out.push(ch as char),
            _ => {
                out.push('^');
                out.push((ch ^ 64) as char);
            }
        }
        i += 1;
    }
    if i < bytes.len() {
        out.push_str("...");
    }
    out
}

/// Dies with a message; without a trailing newline the location is appended.
pub fn die_msg(c: *mut Ctx, msg: impl AsRef<str>) -> ! {
    let m = msg.as_ref();
    let text = if m.ends_with('\n') {
        m.to_string()
    } else {
        format!("{m}{}", location(c))
    };
    die_raw(c, text.as_bytes())
}

/// The end of a `die`: print and exit with perl's status ($! if set, else 255).
pub fn die_raw(c: *mut Ctx, text: &[u8]) -> ! {
    let value = sv::new_pv(c, text);
    die_value(c, value)
}

/// A fatal run-time error raised by compiled code (the text gets the location).
#[no_mangle]
pub extern "C-unwind" fn camelift_die_msg(c: *mut Ctx, text: *const u8, len: usize) -> ! {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let t = unsafe { std::slice::from_raw_parts(text, len) };
    die_msg(c, String::from_utf8_lossy(t))
}

/// A construct of a module's file that the compiler left for run time because it cannot
/// compile it yet (`eval STRING`, a `require`d file it could not compile), reached: the
/// text and the location on stderr, then the end of the program with status 255, as a
/// `die` at the top level ends it; no `eval` catches it, so no fallback path runs
/// instead of what perl would have done.
#[no_mangle]
pub extern "C-unwind" fn camelift_not_yet(c: *mut Ctx, text: *const u8, len: usize) -> ! {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let t = unsafe { std::slice::from_raw_parts(text, len) };
    let mut msg = t.to_vec();
    msg.extend_from_slice(location(c).as_bytes());
    let _ = interp(c).stderr.write_all(&msg);
    (crate::core::hooks::hooks(c).exit)(c, 255)
}

/// A sub-op code (`camelift_abi::codes`) that is none of its enum's: compiled code and
/// runtime disagree, which perl would report as a panic.
pub fn unknown_code(c: *mut Ctx, what: &str, code: i32) -> ! {
    die_msg(c, format!("panic: unknown {what} code {code}"))
}

/// perl's end when memory runs out (`croak_no_mem`): "Out of memory!" on stderr, then
/// the exit with status 1 — not a die, so no eval catches it, but END blocks run and the
/// handles are flushed, as `exit 1` would (core/alloc.rs has the other way there).
#[cold]
#[inline(never)]
pub fn out_of_memory(c: *mut Ctx) -> ! {
    crate::core::alloc::write_message();
    if crate::core::alloc::begin_exit() {
        (crate::core::hooks::hooks(c).exit)(c, 1)
    }
    // Memory ran out again while END blocks ran.
    crate::core::alloc::exit_now()
}

/// `out_of_memory` from code that is not given the context (sv.rs's buffers, a pattern's
/// match data): the one the process runs on.
#[cold]
#[inline(never)]
pub fn out_of_memory_here() -> ! {
    // SAFETY: the context global is null or the context `new_ctx` leaked for the run.
    let c = unsafe { sv::camelift_ctx_global };
    // SAFETY: as above; a context's `interp` is null until `new_ctx` has made it.
    if c.is_null() || unsafe { (*c).interp }.is_null() {
        crate::core::alloc::write_message();
        std::process::exit(1)
    }
    out_of_memory(c)
}

/// `die LIST`.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_die(c: *mut Ctx, mark: usize, info: *const u8) -> ! {
    let items = pop_from(c, mark);
    die_list(c, &items, &Info::from_ptr(info))
}

/// `warn LIST`.
pub fn warn_list(c: *mut Ctx, args: &[*mut Sv], info: &Info) -> *mut Sv {
    let info = info.with_items(args.len());
    let mut msg = Vec::new();
    for (k, it) in args.iter().enumerate() {
        msg.extend_from_slice(&sv::to_bytes(c, *it, &info, k));
    }
    if msg.is_empty() {
        // A bare `warn` after a failed eval reports `$@`.
        let err = sv::to_bytes_quiet(
            crate::core::interp::gv(crate::core::interp::gv_fetch(c, b"main::@")).sv,
        );
        if err.is_empty() {
            msg.extend_from_slice(b"Warning: something's wrong");
        } else {
            msg.extend_from_slice(&err);
            msg.extend_from_slice(b"\t...caught");
        }
    }
    if !msg.ends_with(b"\n") {
        msg.extend_from_slice(crate::core::diag::location(c).as_bytes());
    }
    crate::core::diag::emit_warning(c, &msg);
    sv::yes(c)
}

pub fn die_list(c: *mut Ctx, items: &[*mut Sv], info: &Info) -> ! {
    // An exception object (a reference) passes through unchanged.
    if let [one] = items {
        // SAFETY: `*one` reads a slot that holds a live head (with a reference count of its own).
        if unsafe { sv::sv(*one) }.flags & SVF_ROK != 0 {
            crate::core::diag::die_value(c, sv::newsv_copy(c, *one));
        }
    }
    let info = info.with_items(items.len());
    let mut msg = Vec::new();
    for (k, it) in items.iter().enumerate() {
        msg.extend_from_slice(&sv::to_bytes(c, *it, &info, k));
    }
    if msg.is_empty() {
        // A bare `die` after a failed eval rethrows `$@`.
        let err = crate::core::interp::gv(crate::core::interp::gv_fetch(c, b"main::@")).sv;
        // SAFETY: `err` is in a glob's slot; the glob (never freed) holds a reference to it.
        if unsafe { sv::sv(err) }.flags & SVF_ROK != 0 {
            crate::core::diag::die_value(c, sv::newsv_copy(c, err));
        }
        let e = sv::to_bytes_quiet(err);
        if e.is_empty() {
            msg.extend_from_slice(b"Died");
        } else {
            msg.extend_from_slice(&e);
            msg.extend_from_slice(b"\t...propagated");
        }
    }
    if !msg.ends_with(b"\n") {
        msg.extend_from_slice(crate::core::diag::location(c).as_bytes());
    }
    crate::core::diag::die_raw(c, &msg)
}

/// Sets `$!` (number and text) and the interpreter's errno.
/// `$! = VALUE`: errno is set to the value's integer (perl's magic set on `$!`), so `$!`
/// reads back as that number and its text (`""` for 0).
#[no_mangle]
pub extern "C-unwind" fn camelift_errno_assign(c: *mut Ctx, value: *mut Sv) {
    let n = sv::to_iv(
        c,
        value,
        &crate::core::interp::Info::simple("scalar assignment"),
        0,
    );
    set_errno(c, n as i32);
}

/// The errno `$!` holds (its number).
pub fn errno(c: *mut Ctx) -> i32 {
    let g = crate::core::interp::gv_fetch(c, b"main::!");
    let p = crate::core::interp::gv(g).sv;
    // SAFETY: `p` is in a glob's slot; the glob (never freed) holds a reference to it.
    let s = unsafe { sv(p) };
    if s.flags & SVF_IOK != 0 {
        s.iv as i32
    } else {
        0
    }
}

pub fn set_errno(c: *mut Ctx, e: i32) {
    let g = crate::core::interp::gv_fetch(c, b"main::!");
    let p = crate::core::interp::gv(g).sv;
    let text = if e == 0 {
        String::new()
    } else {
        crate::core::perlio::errno_text(e)
    };
    sv::set_pv(p, text.as_bytes());
    // SAFETY: `p` is in a glob's slot; the glob (never freed) holds a reference to it.
    let s = unsafe { sv(p) };
    s.iv = e as i64;
    s.flags |= SVF_IOK | SVP_IOK;
}
