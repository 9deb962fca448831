//! Built-in functions (`pp_func`, dispatched by `Builtin` number, arguments on the
//! stack), and the output ops `print`, `say`, `printf`, `die`, `exit`.

use crate::interp::{self, die_msg, interp, pop_from, push, warn_if_enabled, Info};
use crate::num::{self, Num};
use crate::sprintf::{self, FmtArg};
use crate::sv::{self, sv};
use camelift_abi::*;

/// One argument of a builtin, for warnings naming the operand.
struct ArgSv<'a> {
    c: *mut Ctx,
    p: *mut Sv,
    info: &'a Info,
    ix: usize,
}

impl FmtArg for ArgSv<'_> {
    fn num(&self) -> Num {
        sv::to_num(self.c, self.p, self.info, self.ix)
    }
    fn bytes(&self) -> Vec<u8> {
        sv::to_bytes(self.c, self.p, self.info, self.ix)
    }
}

/// sprintf's result and whether it is a character string: `%c` of a code point above 255
/// yields UTF-8 in an otherwise ASCII result, which is then a character string.
fn format(c: *mut Ctx, args: &[*mut Sv], info: &Info, op: &str) -> (Vec<u8>, bool) {
    let (out, _) = format_bytes(c, args, info, op);
    let inputs_ascii = args
        .iter()
        .all(|p| sv::sv(*p).flags & SVF_POK == 0 || sv::pv_bytes(sv::sv(*p)).is_ascii());
    let wide = inputs_ascii
        && !out.is_ascii()
        && std::str::from_utf8(&out).is_ok_and(|s| s.chars().any(|ch| ch as u32 > 0xff));
    (out, wide)
}

fn format_bytes(c: *mut Ctx, args: &[*mut Sv], info: &Info, op: &str) -> (Vec<u8>, bool) {
    let Some((&fmt, rest)) = args.split_first() else {
        return (vec![], false);
    };
    let fmt_bytes = sv::to_bytes(c, fmt, info, 0);
    let wrapped: Vec<ArgSv> = rest
        .iter()
        .enumerate()
        .map(|(i, p)| ArgSv {
            c,
            p: *p,
            info,
            ix: i + 1,
        })
        .collect();
    let dyn_args: Vec<&dyn FmtArg> = wrapped.iter().map(|a| a as &dyn FmtArg).collect();
    let warnings = interp::warnings_on(c);
    let mut warn = |w: String| {
        if warnings {
            interp::warn_text(c, &w);
        }
    };
    match sprintf::sprintf(&fmt_bytes, &dyn_args, op, &mut warn) {
        Ok(s) => (s, false),
        Err(e) => {
            if e.errno != 0 {
                interp(c).errno = e.errno;
            }
            die_msg(c, e.message)
        }
    }
}

/// The output handle for a handle number (1 STDOUT, 2 STDERR).
fn write_handle(c: *mut Ctx, handle: i32, bytes: &[u8]) -> bool {
    let i = interp(c);
    let r = if handle == 2 {
        let _ = i.stdout_flush_if_autoflush();
        i.stderr.write_all(bytes)
    } else {
        let r = i.stdout.write_all(bytes);
        let af = interp::gv(i.gv_autoflush).sv;
        if sv::truth(c, af) {
            let _ = interp(c).stdout.flush();
        }
        r
    };
    match r {
        Ok(()) => true,
        Err(e) => {
            interp(c).errno = e;
            false
        }
    }
}

impl interp::Interp {
    /// Nothing to do: STDERR is unbuffered and STDOUT keeps its own buffer (perl does
    /// not flush STDOUT before writing to STDERR).
    fn stdout_flush_if_autoflush(&mut self) -> Result<(), i32> {
        Ok(())
    }
}

/// `print` / `say`: the items joined with `$,`, followed by `$\` (and a newline for say).
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_print(
    c: *mut Ctx,
    handle: i32,
    mark: usize,
    newline: i32,
    info: *const u8,
) -> *mut Sv {
    let items = pop_from(c, mark);
    let info = Info::from_ptr(info).with_items(items.len());
    let i = interp(c);
    let ofs = sv::to_bytes_quiet(interp::gv(i.gv_ofs).sv);
    let ors_sv = interp::gv(i.gv_ors).sv;
    let mut out = Vec::new();
    let mut wide = false;
    for (k, it) in items.iter().enumerate() {
        if k > 0 {
            out.extend_from_slice(&ofs);
        }
        let b = sv::to_bytes(c, *it, &info, k);
        if sv(*it).flags & SVF_UTF8 != 0 {
            // A raw handle takes bytes: characters up to 255 go out as one byte each; a
            // wider one makes perl warn and write the UTF-8 encoding.
            let chars: Vec<char> = String::from_utf8_lossy(&b).chars().collect();
            if chars.iter().all(|ch| (*ch as u32) < 0x100) {
                out.extend(chars.iter().map(|ch| *ch as u32 as u8));
            } else {
                wide = true;
                out.extend_from_slice(&b);
            }
        } else {
            out.extend_from_slice(&b);
        }
    }
    if wide {
        crate::interp::warn_text(c, &format!("Wide character in {}", info.desc()));
    }
    if newline != 0 {
        out.push(b'\n');
    }
    if !sv::is_undef(ors_sv) {
        out.extend_from_slice(&sv::to_bytes_quiet(ors_sv));
    }
    sv::bool_sv(c, write_handle(c, handle, &out))
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_printf(
    c: *mut Ctx,
    handle: i32,
    mark: usize,
    info: *const u8,
) -> *mut Sv {
    let items = pop_from(c, mark);
    let info = Info::from_ptr(info).with_items(items.len());
    let (out, wide) = format(c, &items, &info, "printf");
    if wide {
        crate::interp::warn_text(c, "Wide character in printf");
    }
    sv::bool_sv(c, write_handle(c, handle, &out))
}

/// `die LIST`.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_die(c: *mut Ctx, mark: usize, info: *const u8) {
    let items = pop_from(c, mark);
    die_list(c, &items, &Info::from_ptr(info))
}

fn die_list(c: *mut Ctx, items: &[*mut Sv], info: &Info) -> ! {
    // An exception object (a reference) passes through unchanged.
    if let [one] = items {
        if sv::sv(*one).flags & SVF_ROK != 0 {
            interp::die_value(c, sv::newsv_copy(c, *one));
        }
    }
    let info = info.with_items(items.len());
    let mut msg = Vec::new();
    for (k, it) in items.iter().enumerate() {
        msg.extend_from_slice(&sv::to_bytes(c, *it, &info, k));
    }
    if msg.is_empty() {
        // A bare `die` after a failed eval rethrows `$@`.
        let err = interp::gv(interp::gv_fetch(c, b"main::@")).sv;
        if sv::sv(err).flags & SVF_ROK != 0 {
            interp::die_value(c, sv::newsv_copy(c, err));
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
        msg.extend_from_slice(interp::location(c).as_bytes());
    }
    interp::die_raw(c, &msg)
}

/// A builtin's arguments popped off the stack without allocating for the usual few.
enum StackArgs {
    Small([*mut Sv; 4], usize),
    Big(Vec<*mut Sv>),
}

impl StackArgs {
    fn pop(c: *mut Ctx, mark: usize) -> StackArgs {
        let items = interp::stack_slice(c, mark);
        let r = if items.len() <= 4 {
            let mut a = [std::ptr::null_mut(); 4];
            a[..items.len()].copy_from_slice(items);
            StackArgs::Small(a, items.len())
        } else {
            StackArgs::Big(items.to_vec())
        };
        let cx = sv::ctx(c);
        cx.sp = mark.min(cx.sp);
        r
    }
}

impl std::ops::Deref for StackArgs {
    type Target = [*mut Sv];
    fn deref(&self) -> &[*mut Sv] {
        match self {
            StackArgs::Small(a, n) => &a[..*n],
            StackArgs::Big(v) => v,
        }
    }
}

fn arg(args: &[*mut Sv], i: usize) -> Option<*mut Sv> {
    args.get(i).copied()
}

/// Characters of a string (UTF-8 decoded when the string is flagged as characters).
fn chars_of(p: *mut Sv, bytes: &[u8]) -> Option<Vec<u32>> {
    if sv(p).flags & SVF_UTF8 == 0 {
        return None;
    }
    Some(
        String::from_utf8_lossy(bytes)
            .chars()
            .map(|ch| ch as u32)
            .collect(),
    )
}

fn encode_chars(chars: &[u32]) -> Vec<u8> {
    let s: String = chars
        .iter()
        .map(|&u| char::from_u32(u).unwrap_or('\u{FFFD}'))
        .collect();
    s.into_bytes()
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_func(
    c: *mut Ctx,
    id: i32,
    mark: usize,
    gimme: i64,
    info: *const u8,
) -> *mut Sv {
    let args = StackArgs::pop(c, mark);
    let args: &[*mut Sv] = &args;
    let info = Info::from_ptr(info).with_items(args.len());
    let Some(f) = Builtin::from_i32(id) else {
        die_msg(c, "panic: unknown builtin")
    };
    let a0 = arg(args, 0);
    let s_of = |i: usize| -> std::borrow::Cow<'static, [u8]> {
        match args.get(i) {
            Some(p) => sv::to_str(c, *p, &info, i),
            None => std::borrow::Cow::Borrowed(&[]),
        }
    };
    let n_of = |i: usize| -> Num {
        match args.get(i) {
            Some(p) => sv::to_num(c, *p, &info, i),
            None => Num::Iv(0),
        }
    };
    let nv_of = |i: usize| num::to_nv(n_of(i));
    match f {
        Builtin::Length => {
            let Some(p) = a0 else { return sv::undef(c) };
            if sv::is_undef(p) {
                return sv::undef(c);
            }
            let b = s_of(0);
            let n = match chars_of(p, &b) {
                Some(ch) => ch.len(),
                None => b.len(),
            };
            sv::mortal_iv(c, n as i64)
        }
        Builtin::Substr => substr(c, args, &info),
        Builtin::Index | Builtin::Rindex => {
            // perl takes the position first (its warning comes first).
            let given_pos = (args.len() > 2).then(|| num::to_iv(n_of(2)));
            let hay = s_of(0);
            let needle = s_of(1);
            let r = if f == Builtin::Index {
                let start = given_pos.unwrap_or(0).clamp(0, hay.len() as i64) as usize;
                find_bytes(&hay, &needle, start)
                    .map(|i| i as i64)
                    .unwrap_or(-1)
            } else {
                let pos = given_pos.unwrap_or(hay.len() as i64);
                let start = pos.clamp(0, hay.len() as i64) as usize;
                let top = start.min(hay.len().saturating_sub(needle.len()));
                if pos < 0 {
                    // Nothing ends before the start, except the empty string.
                    if needle.is_empty() {
                        0
                    } else {
                        -1
                    }
                } else if needle.len() > hay.len() {
                    -1
                } else {
                    (0..=top)
                        .rev()
                        .find(|&i| hay[i..].starts_with(&needle))
                        .map(|i| i as i64)
                        .unwrap_or(-1)
                }
            };
            sv::mortal_iv(c, r)
        }
        Builtin::Uc | Builtin::Lc | Builtin::Ucfirst | Builtin::Lcfirst => {
            let mut b = s_of(0).into_owned();
            match f {
                Builtin::Uc => b.make_ascii_uppercase(),
                Builtin::Lc => b.make_ascii_lowercase(),
                Builtin::Ucfirst => {
                    if let Some(x) = b.first_mut() {
                        x.make_ascii_uppercase();
                    }
                }
                _ => {
                    if let Some(x) = b.first_mut() {
                        x.make_ascii_lowercase();
                    }
                }
            }
            let r = sv::mortal_pv(c, &b);
            if a0.is_some_and(|p| sv(p).flags & SVF_UTF8 != 0) {
                sv(r).flags |= SVF_UTF8;
            }
            r
        }
        Builtin::Chr => {
            let n = n_of(0);
            let v = match n {
                Num::Nv(f) if f.is_nan() || f.is_infinite() => die_msg(
                    c,
                    format!(
                        "Cannot chr {}",
                        if f.is_nan() {
                            "NaN"
                        } else if f > 0.0 {
                            "Inf"
                        } else {
                            "-Inf"
                        }
                    ),
                ),
                _ => num::to_iv(n),
            };
            if (0..256).contains(&v) {
                return sv::mortal_pv(c, &[v as u8]);
            }
            if v < 0 {
                let shown = match n {
                    Num::Nv(f) => {
                        let mut t = Vec::new();
                        num::format_nv(f, &mut t);
                        String::from_utf8_lossy(&t).into_owned()
                    }
                    _ => v.to_string(),
                };
                warn_if_enabled(c, &format!("Invalid negative number ({shown}) in chr"));
            }
            let cp = if v < 0 { 0xFFFD } else { v as u32 };
            let r = sv::mortal_pv(c, &encode_chars(&[cp]));
            sv(r).flags |= SVF_UTF8;
            r
        }
        Builtin::Ord => {
            let b = s_of(0);
            let v = match a0.and_then(|p| chars_of(p, &b)) {
                Some(ch) => ch.first().copied().unwrap_or(0) as i64,
                None => b.first().copied().unwrap_or(0) as i64,
            };
            sv::mortal_iv(c, v)
        }
        Builtin::Abs => {
            let n = n_of(0);
            let r = match n {
                Num::Iv(i) if i < 0 => num::negate(n),
                Num::Nv(f) => Num::Nv(f.abs()),
                other => other,
            };
            sv::mortal_num(c, r)
        }
        Builtin::Int => sv::mortal_num(c, num::int_num(n_of(0))),
        Builtin::Sqrt => {
            let x = nv_of(0);
            if x < 0.0 {
                let mut t = Vec::new();
                num::format_nv(x, &mut t);
                die_msg(
                    c,
                    format!("Can't take sqrt of {}", String::from_utf8_lossy(&t)),
                );
            }
            sv::mortal_num(c, Num::Nv(x.sqrt()))
        }
        Builtin::Log => {
            let x = nv_of(0);
            if x <= 0.0 {
                let mut t = Vec::new();
                num::format_nv(x, &mut t);
                die_msg(
                    c,
                    format!("Can't take log of {}", String::from_utf8_lossy(&t)),
                );
            }
            sv::mortal_num(c, Num::Nv(x.ln()))
        }
        Builtin::Sin => sv::mortal_num(c, Num::Nv(nv_of(0).sin())),
        Builtin::Cos => sv::mortal_num(c, Num::Nv(nv_of(0).cos())),
        Builtin::Exp => sv::mortal_num(c, Num::Nv(nv_of(0).exp())),
        Builtin::Hex | Builtin::Oct => {
            let s = s_of(0);
            if let Some((kind, ch)) = illegal_digit(&s, f == Builtin::Hex) {
                warn_if_enabled(c, &format!("Illegal {kind} digit '{}' ignored", ch as char));
            }
            let n = if f == Builtin::Hex {
                num::parse_hex(&s)
            } else {
                num::parse_oct(&s)
            };
            if num::num_cmp(n, Num::Iv(0xffff_ffff)) == Some(std::cmp::Ordering::Greater) {
                let t = s.trim_ascii_start();
                let t = t
                    .strip_prefix(b"0")
                    .filter(|r| f == Builtin::Oct && !r.is_empty() && r[0].is_ascii_alphabetic())
                    .unwrap_or(t);
                let warning = match (f, t.first().map(|b| b.to_ascii_lowercase())) {
                    (Builtin::Hex, _) | (_, Some(b'x')) => {
                        "Hexadecimal number > 0xffffffff non-portable"
                    }
                    (_, Some(b'b')) => {
                        "Binary number > 0b11111111111111111111111111111111 non-portable"
                    }
                    _ => "Octal number > 037777777777 non-portable",
                };
                warn_if_enabled(c, warning);
            }
            sv::mortal_num(c, n)
        }
        Builtin::Join => {
            let jinfo = info.with_desc("join or string").with_items(args.len());
            let sep = match args.first() {
                Some(p) => (sv::to_bytes(c, *p, &jinfo, 0), sv(*p).flags & SVF_UTF8 != 0),
                None => (Vec::new(), false),
            };
            let (out, utf8) =
                sv::concat_strings(c, args.get(1..).unwrap_or(&[]), &jinfo, 1, Some(&sep));
            sv::mortal_str(c, &out, utf8)
        }
        Builtin::Reverse => {
            if gimme == G_LIST {
                for it in args.iter().rev() {
                    push(c, *it);
                }
                return sv::undef(c);
            }
            let rinfo = Info::simple("reverse");
            let mut out = Vec::new();
            if args.is_empty() {
                let topic = interp::gv(interp::gv_fetch(c, b"main::_")).sv;
                out = sv::to_bytes(c, topic, &rinfo, usize::MAX);
            }
            for (k, it) in args.iter().enumerate() {
                out.extend_from_slice(&sv::to_bytes(c, *it, &info, k));
            }
            out.reverse();
            sv::mortal_pv(c, &out)
        }
        Builtin::Sort => {
            if gimme != G_LIST {
                return sv::undef(c);
            }
            let sinfo = Info::simple("sort");
            // String order is a total order, so any stable sort gives perl's result; the
            // keys are borrowed from the scalars (nothing runs while sorting).
            let keys: Vec<std::borrow::Cow<[u8]>> = args
                .iter()
                .map(|p| sv::to_str(c, *p, &sinfo, usize::MAX))
                .collect();
            let mut order: Vec<usize> = (0..keys.len()).collect();
            order.sort_by(|a, b| keys[*a].cmp(&keys[*b]));
            let sorted: Vec<*mut Sv> = order.into_iter().map(|i| args[i]).collect();
            drop(keys);
            for p in sorted {
                push(c, p);
            }
            sv::undef(c)
        }
        Builtin::Sprintf => {
            let (out, wide) = format(c, args, &info, "sprintf");
            sv::mortal_str(c, &out, wide)
        }
        Builtin::Die => die_list(c, args, &info),
        Builtin::Warn => {
            let mut msg = Vec::new();
            for (k, it) in args.iter().enumerate() {
                msg.extend_from_slice(&sv::to_bytes(c, *it, &info, k));
            }
            if msg.is_empty() {
                // A bare `warn` after a failed eval reports `$@`.
                let err = sv::to_bytes_quiet(interp::gv(interp::gv_fetch(c, b"main::@")).sv);
                if err.is_empty() {
                    msg.extend_from_slice(b"Warning: something's wrong");
                } else {
                    msg.extend_from_slice(&err);
                    msg.extend_from_slice(b"\t...caught");
                }
            }
            if !msg.ends_with(b"\n") {
                msg.extend_from_slice(interp::location(c).as_bytes());
            }
            interp::emit_warning(c, &msg);
            sv::yes(c)
        }
        Builtin::Exit => {
            let code = if args.is_empty() {
                0
            } else {
                num::to_iv(n_of(0))
            };
            interp::exit_process(c, code as i32)
        }
        Builtin::Kill => sv::mortal_iv(c, crate::sig::kill(c, args)),
        Builtin::Alarm => sv::mortal_iv(c, crate::sig::alarm(num::to_iv(n_of(0)))),
        Builtin::Sleep => {
            let secs = if args.is_empty() {
                i64::MAX / 4
            } else {
                num::to_iv(n_of(0))
            };
            sv::mortal_iv(c, crate::sig::sleep(c, secs))
        }
        Builtin::Ref => {
            let Some(p) = a0 else { return sv::no(c) };
            sv::mortal_pv(c, crate::refs::ref_type(p))
        }
        Builtin::Chomp | Builtin::Chop => {
            let targets = if args.is_empty() {
                vec![interp::gv(interp::gv_fetch(c, b"main::_")).sv]
            } else {
                args.to_vec()
            };
            if f == Builtin::Chop {
                let mut last = sv::no(c);
                for t in targets {
                    if sv::is_undef(t) {
                        continue;
                    }
                    let mut b = sv::to_bytes(c, t, &info, usize::MAX);
                    if let Some(ch) = b.pop() {
                        last = sv::mortal_pv(c, &[ch]);
                    }
                    sv::check_writable(c, t);
                    sv::set_pv(t, &b);
                }
                return last;
            }
            let rs = interp::gv(interp::gv_fetch(c, b"main::/")).sv;
            if sv::is_undef(rs) {
                return sv::mortal_iv(c, 0);
            }
            let sep = sv::to_bytes_quiet(rs);
            let mut removed = 0i64;
            for t in targets {
                if sv::is_undef(t) || sv::sv(t).flags & SVT_MASK != SVT_SCALAR {
                    continue;
                }
                let mut b = sv::to_bytes(c, t, &info, usize::MAX);
                let before = b.len();
                if sep.is_empty() {
                    // Paragraph mode: all trailing newlines.
                    while b.last() == Some(&b'\n') {
                        b.pop();
                    }
                } else if b.ends_with(&sep) {
                    b.truncate(b.len() - sep.len());
                }
                if b.len() != before {
                    removed += (before - b.len()) as i64;
                    sv::check_writable(c, t);
                    sv::set_pv(t, &b);
                }
            }
            sv::mortal_iv(c, removed)
        }
        Builtin::Rand => {
            let n = if args.is_empty() { 1.0 } else { nv_of(0) };
            let n = if n == 0.0 { 1.0 } else { n };
            sv::mortal_num(c, Num::Nv(crate::rand::next(c) * n))
        }
        Builtin::Srand => {
            // perl reads the seed's text as an unsigned number (so `-1` seeds as 1), and
            // the generator keeps its low 32 bits.
            let seed = if args.is_empty() {
                crate::rand::fresh_seed() & 0xffff_ffff
            } else {
                let text = s_of(0);
                let t = text.trim_ascii_start();
                let t = t
                    .strip_prefix(b"-")
                    .or_else(|| t.strip_prefix(b"+"))
                    .unwrap_or(t);
                let digits: Vec<u8> = t
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .copied()
                    .collect();
                std::str::from_utf8(&digits)
                    .ok()
                    .and_then(|d| d.parse::<u64>().ok())
                    .unwrap_or(u64::MAX)
            };
            crate::rand::seed(c, seed);
            if seed == 0 {
                return sv::mortal_pv(c, b"0 but true");
            }
            sv::mortal_num(c, Num::from_uv(seed))
        }
        Builtin::Quotemeta => {
            let b = s_of(0);
            let mut out = Vec::with_capacity(b.len() * 2);
            for &ch in b.iter() {
                if !(ch.is_ascii_alphanumeric() || ch == b'_') {
                    out.push(b'\\');
                }
                out.push(ch);
            }
            sv::mortal_pv(c, &out)
        }
        Builtin::RegisterEnd => {
            if let Some(p) = a0 {
                interp(c).end_blocks.push(sv::inc(p));
            }
            sv::undef(c)
        }
        Builtin::Atan2 => {
            // perl takes the right operand first.
            let x = nv_of(1);
            sv::mortal_num(c, Num::Nv(nv_of(0).atan2(x)))
        }
        Builtin::Time => {
            // SAFETY: time(NULL) has no preconditions.
            let t = unsafe { libc::time(std::ptr::null_mut()) };
            sv::mortal_iv(c, t as i64)
        }
    }
}

/// perl's `translate_substr_offsets`: (start, end) within 0..=curlen, or None when the
/// substring is outside the string.
pub fn substr_range(curlen: usize, off: i64, count: Option<i64>) -> Option<(usize, usize)> {
    let curlen = curlen as i128;
    let mut p1 = off as i128;
    if p1 < 0 {
        p1 += curlen;
    }
    if p1 > curlen {
        return None;
    }
    let mut p2 = match count {
        Some(l) if l < 0 => curlen + l as i128,
        Some(l) if p1 < 0 => p1 + l as i128,
        Some(l) => (p1 + l as i128).min(curlen),
        None => curlen,
    };
    if p2 < 0 {
        if p1 < 0 {
            return None;
        }
        p2 = 0;
    } else if p1 < 0 {
        p1 = 0;
    }
    if p2 < p1 {
        p2 = p1;
    }
    if p2 > curlen {
        p2 = curlen;
    }
    Some((p1 as usize, p2 as usize))
}

/// `substr EXPR, OFFSET[, LENGTH]` as an rvalue.
fn substr(c: *mut Ctx, args: &[*mut Sv], info: &Info) -> *mut Sv {
    let Some(&p) = args.first() else {
        return sv::undef(c);
    };
    // perl takes the length, then the offset, then the string.
    let count = args.get(2).map(|a| sv::to_iv(c, *a, info, 2));
    let off = args.get(1).map(|a| sv::to_iv(c, *a, info, 1)).unwrap_or(0);
    let b = sv::to_str(c, p, info, 0);
    let chars = chars_of(p, &b);
    let len = chars.as_ref().map(|ch| ch.len()).unwrap_or(b.len());
    let Some((s, e)) = substr_range(len, off, count) else {
        warn_if_enabled(c, "substr outside of string");
        return sv::undef(c);
    };
    match chars {
        Some(ch) => {
            let r = sv::mortal_pv(c, &encode_chars(&ch[s..e]));
            sv(r).flags |= SVF_UTF8;
            r
        }
        None => sv::mortal_pv(c, &b[s..e]),
    }
}

/// `ord(substr($s, $i, 1))` without the temporary: the code of the character at `i`
/// (negative from the end); outside the string, perl's two warnings and 0.
#[no_mangle]
pub extern "C-unwind" fn camelift_ord_at(c: *mut Ctx, p: *mut Sv, i: i64, info: *const u8) -> i64 {
    let info = Info::from_ptr(info);
    let b = sv::to_str(c, p, &info, 0);
    if sv(p).flags & SVF_UTF8 != 0 {
        let chars = chars_of(p, &b).unwrap_or_default();
        if let Some((s, e)) = substr_range(chars.len(), i, Some(1)) {
            if s < e {
                return chars[s] as i64;
            }
            return 0;
        }
    } else if let Some((s, e)) = substr_range(b.len(), i, Some(1)) {
        if s < e {
            return b[s] as i64;
        }
        return 0;
    }
    warn_if_enabled(c, "substr outside of string");
    crate::interp::warn_uninit(c, &Info::simple("ord"), 0, sv::undef(c));
    0
}

/// The first character that stops `hex`/`oct` with perl's "Illegal ... digit" warning:
/// any non-digit in hex and binary, only 8 and 9 in octal (other characters end an octal
/// number silently). Underscores between digits are allowed.
fn illegal_digit(s: &[u8], hex: bool) -> Option<(&'static str, u8)> {
    let t = s.trim_ascii_start();
    let (kind, digits): (&str, &[u8]) = if hex {
        let t = t
            .strip_prefix(b"0x")
            .or_else(|| t.strip_prefix(b"0X"))
            .unwrap_or(t);
        let t = t
            .strip_prefix(b"x")
            .or_else(|| t.strip_prefix(b"X"))
            .unwrap_or(t);
        ("hexadecimal", t)
    } else {
        let u = t.strip_prefix(b"0").unwrap_or(t);
        match u.first().map(|b| b.to_ascii_lowercase()) {
            Some(b'x') => ("hexadecimal", &u[1..]),
            Some(b'b') => ("binary", &u[1..]),
            Some(b'o') => ("octal", &u[1..]),
            _ => ("octal", t),
        }
    };
    for (i, &ch) in digits.iter().enumerate() {
        let ok = match kind {
            "hexadecimal" => ch.is_ascii_hexdigit(),
            "binary" => ch == b'0' || ch == b'1',
            _ => (b'0'..=b'7').contains(&ch),
        };
        if ok {
            continue;
        }
        if ch == b'_' && i > 0 && digits.get(i + 1).is_some_and(|n| n.is_ascii_alphanumeric()) {
            continue;
        }
        if kind == "octal" && !(ch == b'8' || ch == b'9') {
            return None;
        }
        return Some((kind, ch));
    }
    None
}

/// `substr(EXPR, OFF, LEN, REPL)` and `substr(EXPR, OFF, LEN) = REPL`: the part is
/// replaced in place; the old part is returned. Outside the string it dies.
#[no_mangle]
pub extern "C-unwind" fn camelift_substr_replace(
    c: *mut Ctx,
    target: *mut Sv,
    off: *mut Sv,
    len: *mut Sv,
    repl: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    let info = Info::from_ptr(info);
    sv::check_writable(c, target);
    let cur = sv::to_bytes(c, target, &info, 0);
    let off = sv::to_iv(c, off, &info, 1);
    let count = (!len.is_null()).then(|| sv::to_iv(c, len, &info, 2));
    let r = sv::to_bytes(c, repl, &info, 3);
    let t_utf8 = sv(target).flags & SVF_UTF8 != 0;
    let r_utf8 = sv(repl).flags & SVF_UTF8 != 0;
    // Work in characters when either side holds them.
    let utf8 = t_utf8 || r_utf8;
    let chars: Vec<u32> = if t_utf8 {
        chars_of(target, &cur).unwrap_or_default()
    } else {
        cur.iter().map(|b| *b as u32).collect()
    };
    let Some((s, e)) = substr_range(chars.len(), off, count) else {
        die_msg(c, "substr outside of string");
    };
    let rchars: Vec<u32> = if r_utf8 {
        chars_of(repl, &r).unwrap_or_default()
    } else {
        r.iter().map(|b| *b as u32).collect()
    };
    let old: Vec<u32> = chars[s..e].to_vec();
    let mut new: Vec<u32> = Vec::with_capacity(chars.len() + rchars.len());
    new.extend_from_slice(&chars[..s]);
    new.extend_from_slice(&rchars);
    new.extend_from_slice(&chars[e..]);
    let to_bytes = |v: &[u32]| -> Vec<u8> {
        if utf8 {
            encode_chars(v)
        } else {
            v.iter().map(|c| *c as u8).collect()
        }
    };
    let old_sv = sv::mortal_str(c, &to_bytes(&old), utf8 && t_utf8);
    let new_sv = sv::mortal_str(c, &to_bytes(&new), utf8);
    sv::camelift_sv_setsv(c, target, new_sv);
    old_sv
}

/// Moves stack[src..sp] down to `dst` (the results of `map`/`grep` over their items).
#[no_mangle]
pub extern "C-unwind" fn camelift_list_move(c: *mut Ctx, dst: usize, src: usize) {
    let items = pop_from(c, src);
    sv::ctx(c).sp = dst;
    for it in items {
        push(c, it);
    }
}

/// Replaces stack[from..] with mortal copies (what a `map` block yields that is not a
/// temporary).
#[no_mangle]
pub extern "C-unwind" fn camelift_stack_copy(c: *mut Ctx, from: usize) {
    let cx = sv::ctx(c);
    for i in from..cx.sp {
        // SAFETY: from..sp are initialised stack slots.
        let p = unsafe { *cx.stack.add(i) };
        if sv(p).flags & SVF_IMMORTAL == 0 {
            let copy = sv::camelift_sv_mortalcopy(c, p);
            // SAFETY: as above (mortalcopy does not move the argument stack).
            unsafe { *sv::ctx(c).stack.add(i) = copy };
        }
    }
}

/// `sort { $a <=> $b }`, `{ $b <=> $a }`, `{ $a cmp $b }`, `{ $b cmp $a }` without a
/// callback (kind 0..3). perl's mergesort is stable; so is `sort_by`. A NaN compares equal.
#[no_mangle]
pub extern "C-unwind" fn camelift_sort_fast(c: *mut Ctx, mark: usize, kind: i64) {
    let items = pop_from(c, mark);
    let info = Info::simple("sort");
    let sorted: Vec<*mut Sv> = if kind < 2 {
        let keys: Vec<(Num, *mut Sv)> = items
            .iter()
            .map(|p| (sv::to_num(c, *p, &info, usize::MAX), *p))
            .collect();
        let mut keyed = keys;
        merge_sort(&mut keyed, |x, y| {
            let o = match num::num_cmp(x.0, y.0) {
                Some(o) => o,
                None => {
                    interp::warn_uninit(c, &info, usize::MAX, sv::undef(c));
                    std::cmp::Ordering::Equal
                }
            };
            if kind == 1 {
                o.reverse()
            } else {
                o
            }
        });
        keyed.into_iter().map(|k| k.1).collect()
    } else {
        let keys: Vec<std::borrow::Cow<[u8]>> = items
            .iter()
            .map(|p| sv::to_str(c, *p, &info, usize::MAX))
            .collect();
        let mut order: Vec<usize> = (0..items.len()).collect();
        // A total order: the standard stable sort gives the same result as perl's.
        order.sort_by(|x, y| {
            if kind == 3 {
                keys[*y].cmp(&keys[*x])
            } else {
                keys[*x].cmp(&keys[*y])
            }
        });
        order.into_iter().map(|i| items[i]).collect::<Vec<_>>()
    };
    for p in sorted {
        push(c, p);
    }
}

/// An outlined comparison block: `(ctx, pad, mark, gimme) -> SV*`.
pub type CmpFn = extern "C-unwind" fn(*mut Ctx, *mut u8, usize, i64) -> *mut Sv;

/// `sort BLOCK LIST`: `globs` points at the globs of `$a` and `$b`, which alias each
/// compared pair; the block's value decides the order (undef, as from a NaN `<=>`, is 0).
#[no_mangle]
pub extern "C-unwind" fn camelift_sort_by(
    c: *mut Ctx,
    mark: usize,
    f: CmpFn,
    pad: *mut u8,
    globs: *const *mut Gv,
) {
    let items = pop_from(c, mark);
    // SAFETY: the compiler passes a 2-element array of glob pointers on its stack.
    let (ga, gb) = unsafe { (*globs, *globs.add(1)) };
    let (saved_a, saved_b) = (interp::gv(ga).sv, interp::gv(gb).sv);
    let info = Info::simple("sort");
    // SAVETMPS: the block's statements must not free the items being sorted.
    let floor = sv::ctx(c).tmps_floor;
    sv::ctx(c).tmps_floor = sv::ctx(c).tmps_ix;
    let mut sorted = items.clone();
    merge_sort(&mut sorted, |x, y| {
        interp::gv(ga).sv = *x;
        interp::gv(gb).sv = *y;
        let sp = sv::ctx(c).sp;
        let r = f(c, pad, sp, G_SCALAR);
        sv::ctx(c).sp = sp;
        if sv::is_undef(r) {
            interp::warn_uninit(c, &info, usize::MAX, r);
            return std::cmp::Ordering::Equal;
        }
        let n = sv::to_num(c, r, &info, usize::MAX);
        num::num_cmp(n, Num::Iv(0)).unwrap_or(std::cmp::Ordering::Equal)
    });
    interp::gv(ga).sv = saved_a;
    interp::gv(gb).sv = saved_b;
    sv::ctx(c).tmps_floor = floor;
    for p in sorted {
        push(c, p);
    }
}

/// A stable bottom-up merge sort. With a consistent comparison every stable sort agrees;
/// with an inconsistent one (a NaN compares "equal" to everything) this one orders as
/// perl's mergesort does on the cases we check (`sort { $a <=> $b } 3, NaN, 1, 0` gives
/// `0 1 3 NaN`), where Rust's `sort_by` would not.
pub fn merge_sort<T: Copy>(v: &mut Vec<T>, mut cmp: impl FnMut(&T, &T) -> std::cmp::Ordering) {
    let n = v.len();
    let mut width = 1;
    let mut buf: Vec<T> = Vec::with_capacity(n);
    while width < n {
        buf.clear();
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            while i < mid && j < hi {
                if cmp(&v[j], &v[i]) == std::cmp::Ordering::Less {
                    buf.push(v[j]);
                    j += 1;
                } else {
                    buf.push(v[i]);
                    i += 1;
                }
            }
            buf.extend_from_slice(&v[i..mid]);
            buf.extend_from_slice(&v[j..hi]);
            lo = hi;
        }
        std::mem::swap(v, &mut buf);
        width *= 2;
    }
}

/// The first position at or after `start` where `needle` occurs: a scan for its first
/// byte, then a comparison.
pub fn find_bytes(hay: &[u8], needle: &[u8], start: usize) -> Option<usize> {
    let Some((&first, rest)) = needle.split_first() else {
        return (start <= hay.len()).then_some(start);
    };
    let last_start = hay.len().checked_sub(needle.len())?;
    let mut i = start;
    while i <= last_start {
        let off = hay[i..=last_start].iter().position(|&b| b == first)?;
        i += off;
        if hay[i + 1..i + needle.len()] == *rest {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// `(LIST)[INDEXES]`: the list at stack[mark..imark], the indexes after it.
#[no_mangle]
pub extern "C-unwind" fn camelift_list_slice(
    c: *mut Ctx,
    mark: usize,
    imark: usize,
    gimme: i64,
) -> *mut Sv {
    let idx = pop_from(c, imark);
    let list = pop_from(c, mark);
    let info = Info::simple("list slice");
    let n = list.len() as i64;
    let mut out = Vec::with_capacity(idx.len());
    for i in idx {
        let k = sv::to_iv(c, i, &info, usize::MAX);
        let k = if k < 0 { n + k } else { k };
        out.push(if (0..n).contains(&k) {
            list[k as usize]
        } else {
            sv::undef(c)
        });
    }
    // perl: a slice of an empty list is empty.
    if list.is_empty() {
        out.clear();
    }
    if gimme == G_LIST {
        for o in out {
            push(c, o);
        }
        return sv::undef(c);
    }
    out.last().copied().unwrap_or(sv::undef(c))
}
