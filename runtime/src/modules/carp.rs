//! Carp, built in: `croak`, `carp`, `confess`, `cluck`, `longmess` and `shortmess` as
//! Carp.pm 1.52 words them, over the frames `caller` sees (core/caller.rs).

use crate::core::xs::{self, ctx, die_carp_hook, interp, levels, package_of, sv, Info};
use camelift_abi::*;

/// A frame as Carp's `caller($i)` sees it: frame 0 is the Carp function's own call.
struct CarpFrame {
    pkg: Vec<u8>,
    line: u32,
    /// The sub called (`None`: an eval block).
    sub: Option<String>,
    /// The arguments, when the call had an @_.
    args: Option<Vec<*mut Sv>>,
}

fn carp_frames(c: *mut Ctx, name: &str, own_args: &[*mut Sv]) -> Vec<CarpFrame> {
    let here = ctx(c).curline;
    let mut out = vec![CarpFrame {
        pkg: package_of(c, here),
        line: here,
        sub: Some(format!("Carp::{name}")),
        args: Some(own_args.to_vec()),
    }];
    let top = interp(c).frames.len();
    for l in levels(c) {
        if l.from_carp {
            die_carp_hook(c);
        }
        let args = match (&l.sub, l.hasargs) {
            (Some(_), true) => Some(frame_args(c, l.frame, top)),
            _ => None,
        };
        out.push(CarpFrame {
            pkg: package_of(c, l.line),
            line: l.line,
            sub: l.sub,
            args,
        });
    }
    out
}

/// What @DB::args gives for the call `frames[k]`: its @_ (the current one for the
/// innermost call, else the one the next call saved), after the elements shifted off it.
fn frame_args(c: *mut Ctx, k: usize, top: usize) -> Vec<*mut Sv> {
    let i = interp(c);
    let av = if k + 1 >= top {
        xs::gv(i.gv_args).av
    } else {
        i.frames[k + 1].saved_args
    };
    let mut v: Vec<*mut Sv> = i
        .shifted_args
        .iter()
        .filter(|(d, _)| *d == k + 1)
        .map(|(_, e)| *e)
        .collect();
    // SAFETY: `av` is a live head held by its container or the stack for this call.
    if !av.is_null() && unsafe { sv(av) }.flags & SVT_MASK == SVT_PVAV {
        v.extend(xs::av_items_quiet(av).iter().copied());
    }
    v
}

/// A package variable's value, without creating it.
fn pkg_scalar(c: *mut Ctx, name: &[u8]) -> Option<*mut Sv> {
    let g = *interp(c).stash.get(name)?;
    let s = xs::gv(g).sv;
    (!s.is_null() && !xs::is_undef(s)).then_some(s)
}

fn pkg_iv(c: *mut Ctx, name: &[u8], default: i64) -> i64 {
    match pkg_scalar(c, name) {
        Some(s) => xs::num_to_iv(xs::to_num(c, s, &Info::simple("numeric"), usize::MAX)),
        None => default,
    }
}

fn pkg_true(c: *mut Ctx, name: &[u8]) -> bool {
    pkg_scalar(c, name).is_some_and(|s| xs::camelift_sv_true(c, s) != 0)
}

/// `@CARP_NOT`, else `@ISA`, of a package (Carp's `trusts_directly`).
fn trusts_directly(c: *mut Ctx, class: &[u8]) -> Vec<Vec<u8>> {
    for var in [&b"CARP_NOT"[..], b"ISA"] {
        let name = [class, b"::", var].concat();
        let Some(&g) = interp(c).stash.get(&name) else {
            continue;
        };
        let av = xs::gv(g).av;
        if av.is_null() {
            continue;
        }
        let items = xs::av_items_quiet(av);
        if !items.is_empty() {
            return items
                .iter()
                .map(|p| {
                    if p.is_null() {
                        Vec::new()
                    } else {
                        xs::to_bytes_quiet(*p)
                    }
                })
                .collect();
        }
    }
    Vec::new()
}

/// Whether `child` is `parent` or trusts it through `@CARP_NOT`/`@ISA`, transitively.
fn trusts(c: *mut Ctx, child: &[u8], parent: &[u8]) -> bool {
    let mut known: Vec<Vec<u8>> = vec![child.to_vec()];
    let mut partial = trusts_directly(c, child);
    while !partial.is_empty() && !known.iter().any(|k| k == parent) {
        let anc = partial.remove(0);
        if known.contains(&anc) {
            continue;
        }
        partial.extend(trusts_directly(c, &anc));
        known.push(anc);
    }
    known.iter().any(|k| k == parent)
}

/// Carp's `short_error_loc`: the frame whose call site `croak`/`carp` reports, or None
/// when there is none outside trusted packages (then the message is the long one).
fn short_error_loc(c: *mut Ctx, frames: &[CarpFrame]) -> Option<usize> {
    let mut lvl = pkg_iv(c, b"Carp::CarpLevel", 0);
    let mut j = 0;
    loop {
        let called = &frames.get(j)?.pkg;
        let caller = &frames.get(j + 1)?.pkg;
        let internal = |p: &[u8]| p == b"Carp" || p == b"warnings";
        let skip = caller.as_slice() == b"Exporter"
            || caller.as_slice() == b"Exporter::Heavy"
            || internal(caller)
            || internal(called)
            || trusts(c, called, caller)
            || trusts(c, caller, called);
        j += 1;
        if skip {
            continue;
        }
        lvl -= 1;
        if lvl >= 0 {
            continue;
        }
        return Some(j);
    }
}

/// Carp's `long_error_loc`: the frame the backtrace starts at (`extra`: levels skipped
/// besides `$Carp::CarpLevel`).
fn long_error_loc(c: *mut Ctx, frames: &[CarpFrame], extra: i64) -> usize {
    let mut lvl = pkg_iv(c, b"Carp::CarpLevel", 0) + extra;
    let mut i = 0;
    while let Some(f) = frames.get(i) {
        if f.pkg.as_slice() == b"Carp" || f.pkg.as_slice() == b"warnings" {
            i += 1;
            continue;
        }
        lvl -= 1;
        if lvl >= 0 {
            i += 1;
            continue;
        }
        return i;
    }
    // More levels skipped than there are frames: perl then reports from inside Carp.pm
    // itself (its own frames, its file and lines), which a compiled program has not got.
    xs::die_msg(
        c,
        "$Carp::CarpLevel larger than the call stack (perl would report from inside Carp.pm) is not supported",
    )
}

fn at(c: *mut Ctx, f: &CarpFrame) -> String {
    format!(
        " at {} line {}",
        String::from_utf8_lossy(&xs::file_of(c, f.line)),
        f.line & CURLINE_LINE_MASK
    )
}

/// Carp's `format_arg`.
fn format_arg(a: *mut Sv, max_len: i64) -> Vec<u8> {
    if a.is_null() || xs::is_undef(a) {
        return b"undef".to_vec();
    }
    // SAFETY: `a` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(a) };
    let text = xs::to_bytes_quiet(a);
    if s.flags & SVF_ROK != 0 {
        // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
        if unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_REGEXP {
            return regexp_trace(&text, max_len);
        }
        return text;
    }
    if is_carp_number(&text) {
        return text;
    }
    let chars: Vec<u32> = if s.flags & SVF_UTF8 != 0 {
        String::from_utf8_lossy(&text)
            .chars()
            .map(u32::from)
            .collect()
    } else {
        text.iter().map(|b| u32::from(*b)).collect()
    };
    let (chars, suffix) = trim(chars, max_len);
    let mut out = b"\"".to_vec();
    for ch in chars {
        match ch {
            0x22 | 0x5c | 0x24 | 0x40 => {
                out.push(b'\\');
                out.push(ch as u8);
            }
            0x20..=0x7e => out.push(ch as u8),
            _ => out.extend_from_slice(format!("\\x{{{ch:x}}}").as_bytes()),
        }
    }
    out.push(b'"');
    out.extend_from_slice(suffix);
    out
}

/// `$MaxArgLen`: longer arguments keep `$MaxArgLen - 3` characters and get `...`.
fn trim(mut chars: Vec<u32>, max_len: i64) -> (Vec<u32>, &'static [u8]) {
    if 2 < max_len && (max_len as usize) < chars.len() {
        chars.truncate(max_len as usize - 3);
        (chars, b"...")
    } else {
        (chars, b"")
    }
}

/// `\A-?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?\z`
fn is_carp_number(t: &[u8]) -> bool {
    let mut i = 0;
    if t.first() == Some(&b'-') {
        i = 1;
    }
    let digits = |i: &mut usize| {
        let s = *i;
        while t.get(*i).is_some_and(|b| b.is_ascii_digit()) {
            *i += 1;
        }
        *i - s
    };
    if digits(&mut i) == 0 {
        return false;
    }
    if t.get(i) == Some(&b'.') {
        i += 1;
        digits(&mut i);
    }
    if matches!(t.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(t.get(i), Some(b'-' | b'+')) {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == t.len()
}

/// `Regexp::CARP_TRACE`: `qr(PATTERN)FLAGS`.
fn regexp_trace(text: &[u8], max_len: i64) -> Vec<u8> {
    let mut esc = Vec::new();
    for &b in text {
        if (0x20..=0x7e).contains(&b) {
            esc.push(b);
        } else {
            esc.extend_from_slice(format!("\\x{{{b:x}}}").as_bytes());
        }
    }
    let (mut body, mut suffix) = (esc.clone(), Vec::new());
    if let Some(rest) = esc.strip_prefix(b"(?").and_then(|r| r.strip_suffix(b")")) {
        let rest = rest.strip_prefix(b"^").unwrap_or(rest);
        let flags = rest.iter().take_while(|b| b.is_ascii_lowercase()).count();
        let mut k = flags;
        if rest.get(k) == Some(&b'-') {
            k += 1;
            while rest.get(k).is_some_and(|b| b.is_ascii_lowercase()) {
                k += 1;
            }
        }
        if rest.get(k) == Some(&b':') {
            suffix = rest[..flags].to_vec();
            body = rest[k + 1..].to_vec();
        }
    }
    if 2 < max_len && (max_len as usize) < body.len() {
        body.truncate(max_len as usize - 3);
        suffix = [b"...".as_slice(), &suffix].concat();
    }
    [b"qr(".as_slice(), &body, b")", &suffix].concat()
}

/// Carp's `caller_info(...)->{sub_name}`.
fn sub_name(c: *mut Ctx, f: &CarpFrame) -> Vec<u8> {
    let Some(name) = &f.sub else {
        return b"eval {...}".to_vec();
    };
    let mut out = name.as_bytes().to_vec();
    if let Some(args) = &f.args {
        let max_nums = pkg_iv(c, b"Carp::MaxArgNums", 8);
        let max_len = pkg_iv(c, b"Carp::MaxArgLen", 64);
        let mut shown: Vec<Vec<u8>> = Vec::new();
        let overflow = max_nums > 0 && args.len() as i64 > max_nums;
        let n = if overflow {
            max_nums as usize
        } else {
            args.len()
        };
        for a in args.iter().take(n) {
            shown.push(format_arg(*a, max_len));
        }
        if overflow {
            shown.push(b"...".to_vec());
        }
        out.push(b'(');
        out.extend_from_slice(&shown.join(&b", "[..]));
        out.push(b')');
    }
    out
}

/// Carp's `ret_backtrace`.
fn long_message(c: *mut Ctx, err: &[u8], frames: &[CarpFrame], extra: i64) -> Vec<u8> {
    let i = long_error_loc(c, frames, extra);
    let mut m = err.to_vec();
    let Some(first) = frames.get(i) else {
        return m;
    };
    m.extend_from_slice(at(c, first).as_bytes());
    m.extend_from_slice(xs::location_suffix(c).as_bytes());
    m.extend_from_slice(b".\n");
    for f in frames.iter().skip(i + 1) {
        m.push(b'\t');
        m.extend_from_slice(&sub_name(c, f));
        m.extend_from_slice(b" called");
        m.extend_from_slice(at(c, f).as_bytes());
        m.push(b'\n');
    }
    m
}

/// The message of croak/carp (`long` false) or confess/cluck: `name` is the Carp function
/// (frame 0); `extra` levels are skipped besides `$Carp::CarpLevel` for the long form.
fn message(c: *mut Ctx, name: &str, args: &[*mut Sv], long: bool, extra: i64) -> Vec<u8> {
    let mut err = Vec::new();
    for a in args {
        err.extend_from_slice(&xs::to_bytes_quiet(*a));
    }
    let frames = carp_frames(c, name, args);
    if long || pkg_true(c, b"Carp::Verbose") {
        return long_message(c, &err, &frames, if long { extra } else { 0 });
    }
    match short_error_loc(c, &frames) {
        Some(j) => {
            let mut m = err;
            if let Some(fr) = frames.get(j) {
                m.extend_from_slice(at(c, fr).as_bytes());
            }
            m.extend_from_slice(b".\n");
            m
        }
        None => long_message(c, &err, &frames, 0),
    }
}

fn first_is_ref(args: &[*mut Sv]) -> bool {
    // SAFETY: `*a` reads a slot that holds a live head (with a reference count of its own).
    args.first()
        .is_some_and(|a| unsafe { sv(*a) }.flags & SVF_ROK != 0)
}

/// `croak`, `carp`, `confess`, `cluck` (`Builtin::Croak`...).
pub fn pp_carp(c: *mut Ctx, f: Builtin, args: &[*mut Sv]) -> *mut Sv {
    let dies = matches!(f, Builtin::Croak | Builtin::Confess);
    let long = matches!(f, Builtin::Confess | Builtin::Cluck);
    let name = match f {
        Builtin::Croak => "croak",
        Builtin::Carp => "carp",
        Builtin::Confess => "confess",
        _ => "cluck",
    };
    // A reference as the exception passes through, as `die`/`warn` get it.
    if first_is_ref(args) {
        return if dies {
            xs::die_list(c, args, &Info::simple("die"))
        } else {
            xs::warn_list(c, args, &Info::simple("warn"))
        };
    }
    let msg = message(c, name, args, long, 0);
    // The hook `die`/`warn` may call is called from inside Carp in perl.
    let _hook = CarpHook::set(c);
    if dies {
        xs::die_raw(c, &msg)
    }
    xs::emit_warning(c, &msg);
    xs::yes(c)
}

/// `croak`, `carp`, `confess`, `cluck` as subs, for a code reference to them
/// (`*croak = \&Carp::croak`): the arguments on the stack from `mark`, no frame of
/// their own, as Carp's own subs report from where they are called.
macro_rules! carp_sub {
    ($name:ident, $f:expr) => {
        extern "C-unwind" fn $name(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
            let args = xs::pop_items(c, mark);
            pp_carp(c, $f, &args)
        }
    };
}
carp_sub!(croak_sub, Builtin::Croak);
carp_sub!(carp_sub_, Builtin::Carp);
carp_sub!(confess_sub, Builtin::Confess);
carp_sub!(cluck_sub, Builtin::Cluck);

/// `hooks.native_sub` for Carp's functions.
pub fn native_sub(full: &[u8]) -> Option<xs::SubFn> {
    Some(match full {
        b"Carp::croak" => croak_sub,
        b"Carp::carp" => carp_sub_,
        b"Carp::confess" => confess_sub,
        b"Carp::cluck" => cluck_sub,
        _ => return None,
    })
}

/// warnings.pm's `warnif([category,] message)`, `enabled([category])` and
/// `warn([category,] message)`, called by a module that registered its category: the
/// caller's statement where Carp would report (perl's `_error_loc`) decides, by whether
/// warnings were on there, and the message is `carp`'s.
pub fn pp_warnings(c: *mut Ctx, f: Builtin, args: &[*mut Sv]) -> *mut Sv {
    let (with_message, name) = match f {
        Builtin::WarnEnabled => (false, "enabled"),
        Builtin::WarnWarn => (true, "warn"),
        _ => (true, "warnif"),
    };
    let max = if with_message { 2 } else { 1 };
    if args.len() > max || (with_message && args.is_empty()) {
        let syntax = if with_message {
            "[category,] 'message'"
        } else {
            "[category]"
        };
        xs::die_msg(c, format!("Usage: warnings::{name}({syntax})"));
    }
    let message: &[*mut Sv] = if with_message {
        &args[args.len() - 1..]
    } else {
        &[]
    };
    let frames = carp_frames(c, name, message);
    let on = short_error_loc(c, &frames)
        .and_then(|j| frames.get(j))
        .is_some_and(|fr| fr.line & CURLINE_WARN != 0);
    if !with_message {
        return if on { xs::yes(c) } else { xs::no(c) };
    }
    if f == Builtin::WarnIf && !on {
        return xs::undef(c);
    }
    pp_carp(c, Builtin::Carp, message)
}

/// `longmess`/`shortmess`: confess's/croak's message, returned. perl's `longmess` skips one
/// more level when called from outside Carp (its "backwards compatibility" wrapper).
pub fn pp_mess(c: *mut Ctx, f: Builtin, args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let long = f == Builtin::Longmess;
    if first_is_ref(args) {
        // The arguments come back: as a list, or in scalar context the first
        // (longmess) or their count (shortmess's `return @_`).
        if gimme == G_LIST {
            for a in args {
                xs::push(c, *a);
            }
            return xs::undef(c);
        }
        return match args.first() {
            Some(a) if long => *a,
            _ => xs::mortal_iv(c, args.len() as i64),
        };
    }
    let here = package_of(c, ctx(c).curline);
    let internal = matches!(
        here.as_slice(),
        b"Carp" | b"warnings" | b"Exporter" | b"Exporter::Heavy"
    );
    let name = if long { "longmess" } else { "shortmess" };
    let msg = message(c, name, args, long, if internal { 0 } else { 1 });
    let r = xs::mortal_pv(c, &msg);
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// Marks, until dropped (also when a `die` unwinds), that a hook would be called by Carp.
struct CarpHook {
    c: *mut Ctx,
    saved: usize,
}

impl CarpHook {
    fn set(c: *mut Ctx) -> CarpHook {
        let i = interp(c);
        let saved = std::mem::replace(&mut i.carp_hook_frame, i.frames.len() + 1);
        CarpHook { c, saved }
    }
}

impl Drop for CarpHook {
    fn drop(&mut self) {
        interp(self.c).carp_hook_frame = self.saved;
    }
}
