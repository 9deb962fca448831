//! `goto &sub` (perl's pp_goto of a CODE reference): the sub doing it leaves as on a
//! return, and the sub it names runs in its place, with the same @_, in the same context,
//! seen by `caller` as called from where the first sub was.
//!
//! A compiled sub that contains `goto &sub` is two functions: its body, and an entry that
//! calls the body. At the `goto` the body calls `camelift_goto_sub`, which finds the
//! target and keeps it (`GotoState::pending`) with the current @_; the body then leaves as on a
//! return (its lexicals, its frame, its `local`s) and returns null. The entry, seeing
//! null, calls `camelift_goto_run`, which makes the call. When the target is itself such
//! a sub, `goto_run` calls its body directly (`GotoState::bodies`), so a null from it
//! comes back to the same loop: a chain of `goto`s runs in one native frame, however
//! long (docs/decisions/goto-sub.md).

use crate::core::call::Share;
use crate::core::diag::die_msg;
use crate::core::interp::{gv, interp, Cv, Info, SubFn};
use crate::core::sv::{self, ctx, sv};
use camelift_abi::codes::{GotoFrom, GOTO_BY_NAME};
use camelift_abi::*;

/// What `goto &sub` keeps (`Interp::goto`).
pub struct GotoState {
    /// The call waiting for the sub that asked for it to leave.
    pending: Option<TailCall>,
    /// The @_ (and whether the first call built it) that call hands to the next
    /// `sub_enter` (`Share::Goto`).
    pub args: (*mut Sv, bool),
    /// The bodies of the compiled subs that do `goto &sub`, by their entry's address.
    bodies: std::collections::HashMap<usize, SubFn>,
    /// The subs the runtime itself defines (they read their arguments off the stack).
    pub native_subs: std::collections::HashSet<usize>,
}

impl Default for GotoState {
    fn default() -> Self {
        GotoState {
            pending: None,
            args: (std::ptr::null_mut(), false),
            bodies: Default::default(),
            native_subs: Default::default(),
        }
    }
}

/// The state, made on first use (at start-up, by the first sub the runtime defines; kept
/// out of `Interp` itself, whose hot fields the call path reads).
pub fn state<'a>(c: *mut Ctx) -> &'a mut GotoState {
    interp(c).goto.get_or_insert_with(Default::default)
}

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
    let cv = crate::core::interp::goto_target(c, target, by_name, pkg);
    let cv = crate::core::refs::goto_cv(c, cv);
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
    if let Some(old) = state(c).pending.replace(call) {
        // One that a `die` kept from running.
        sv::dec(c, old.cv);
        sv::dec(c, old.args);
    }
}

/// The call a `goto &sub` asked for, made once its sub has left (by that sub's entry,
/// whose caller's `mark` and `gimme` it gets): the target's value is the entry's. Another
/// `goto` in a compiled target comes back here and runs in the same loop.
#[no_mangle]
pub extern "C-unwind" fn camelift_goto_run(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    loop {
        let Some(call) = state(c).pending.take() else {
            // Not reached: a body returns null only after `goto_sub`.
            return sv::undef(c);
        };
        // SAFETY: `call.cv` is a live CODE head (the reference `goto_sub` took), and a
        // CODE head's `any` is its Box<Cv>.
        let body = unsafe { &*(sv(call.cv).any() as *const Cv) };
        crate::core::refs::set_running(c, call.cv, body);
        let func = body.func;
        // `caller` in the target sees the first call's line and package.
        ctx(c).curline = call.line;
        ctx(c).sp = mark.min(ctx(c).sp);
        let r = if state(c).native_subs.contains(&(func as usize)) {
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
            state(c).args = (call.args, call.hasargs);
            interp(c).share_args = Share::Goto;
            let f: SubFn = match state(c).bodies.get(&(func as usize)) {
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
    state(c).bodies.insert(entry as usize, body);
}

/// The entry of a `goto`'s table (src/lower/fx/labels.rs writes it) for label `key` (UTF-8;
/// `latin1`: the bytes of a byte string, compared as their characters): its verdict, the
/// verdict's argument (a jump's index, a line) and text. The table's entries are each a
/// verdict byte, the argument, the name and the text (with 32-bit little-endian lengths);
/// the first, nameless, is for a name not among the others. None: a malformed table,
/// which the compiler does not write.
fn label_entry<'a>(t: &'a [u8], key: &[u8], latin1: bool) -> Option<(u8, u32, &'a [u8])> {
    fn word(r: &[u8], at: usize) -> Option<u32> {
        Some(u32::from_le_bytes(r.get(at..at + 4)?.try_into().ok()?))
    }
    let mut at = 0;
    let mut default = None;
    while at < t.len() {
        let kind = *t.get(at)?;
        let arg = word(t, at + 1)?;
        let n = word(t, at + 5)? as usize;
        let name = t.get(at + 9..at + 9 + n)?;
        let m = word(t, at + 9 + n)? as usize;
        let text = t.get(at + 13 + n..at + 13 + n + m)?;
        at += 13 + n + m;
        let entry = (kind, arg, text);
        if default.is_none() {
            default = Some(entry);
        } else if name_is(name, key, latin1) {
            return Some(entry);
        }
    }
    default
}

/// Whether UTF-8 `name` is `key` (with `latin1`, each byte of `key` a character).
fn name_is(name: &[u8], key: &[u8], latin1: bool) -> bool {
    if !latin1 {
        return name == key;
    }
    let mut i = 0;
    for &b in key {
        let mut buf = [0u8; 2];
        let ch = char::from(b).encode_utf8(&mut buf).as_bytes();
        if name.get(i..i + ch.len()) != Some(ch) {
            return false;
        }
        i += ch.len();
    }
    i == name.len()
}

/// `goto EXPR` (perl's pp_goto of a value other than `&sub`), and the run-time errors of
/// `goto LABEL`: a code reference is `goto &$code` (-1: the compiled code does it);
/// anything else is a label's name, which `table` says what to do with: the index of
/// the jump the compiled code makes, or perl's error for it.
#[no_mangle]
pub extern "C-unwind" fn camelift_goto_expr(
    c: *mut Ctx,
    target: *mut Sv,
    table: *const u8,
    len: usize,
    info: *const u8,
) -> i64 {
    use camelift_abi::codes::*;
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let table = unsafe { std::slice::from_raw_parts(table, len) };
    // SAFETY: `target` is this function's argument, a live head the caller holds a
    // reference to for the call.
    let s = unsafe { sv(target) };
    if s.flags & SVF_ROK != 0 {
        // SAFETY: the referent of a live reference, which holds a count on it.
        if unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVCV {
            return -1;
        }
    }
    if sv::is_undef(target) {
        crate::core::diag::warn_uninit(c, &Info::from_ptr(info), 0, target);
    }
    let name = sv::to_bytes_quiet(target);
    if name.is_empty() {
        die_msg(c, "goto must have label");
    }
    // The compiler's names are UTF-8; a byte string's upper half is Latin-1.
    let latin1 = s.flags & SVF_UTF8 == 0 && !name.is_ascii();
    let Some((kind, arg, text)) = label_entry(table, &name, latin1) else {
        crate::core::diag::unknown_code(c, "goto table", 0)
    };
    match kind {
        GOTO_JUMP => i64::from(arg),
        GOTO_DIE_NOT_FOUND => {
            let mut msg = b"Can't find label ".to_vec();
            msg.extend_from_slice(&name);
            msg.extend_from_slice(crate::core::diag::location(c).as_bytes());
            crate::core::diag::die_raw(c, &msg)
        }
        GOTO_DIE_PSEUDO => die_msg(c, "Can't \"goto\" out of a pseudo block"),
        GOTO_DIE_INTO_FOREACH => {
            if arg & GOTO_WARN_DEPRECATED != 0 {
                crate::core::diag::warn_text(
                    c,
                    "Use of \"goto\" to jump into a construct is deprecated",
                );
            }
            // perl reports it at the loop's statement, which it has entered by then
            // (0: at the goto, which leaves an eval block and is checked before).
            let line = arg & CURLINE_LINE_MASK;
            if line != 0 {
                ctx(c).curline = (ctx(c).curline & !CURLINE_LINE_MASK) | line;
            }
            die_msg(c, "Can't \"goto\" into the middle of a foreach loop")
        }
        GOTO_NOT_YET => crate::core::diag::camelift_not_yet(c, text.as_ptr(), text.len()),
        k => crate::core::diag::unknown_code(c, "goto", i32::from(k)),
    }
}
