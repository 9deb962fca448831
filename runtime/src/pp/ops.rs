//! Operators: the general paths behind the compiler's inline fast paths. Each returns a
//! mortal result. `info` names the op and its operands for warnings.

use crate::core::amagic::{self, Key};
use crate::core::bytes;
use crate::core::diag::die_msg;
use crate::core::diag::unknown_code;
use crate::core::diag::warn_if_enabled;
use crate::core::interp::Info;
use crate::core::num::{self, Num};
use crate::core::sv::{self, sv};
use camelift_abi::codes::{CmpOp, IntegerOp};
use camelift_abi::*;
use std::borrow::Cow;
use std::cmp::Ordering;

/// The result of an overloaded binary operator when an operand is an object of a class
/// with overloading (amagic.rs); None: the ordinary operator runs.
#[inline(always)]
fn overloaded(c: *mut Ctx, key: Key, a: *mut Sv, b: *mut Sv, info: *const u8) -> Option<*mut Sv> {
    if !amagic::maybe(a, b) {
        return None;
    }
    overloaded_call(c, key, a, b, info)
}

#[cold]
#[inline(never)]
fn overloaded_call(
    c: *mut Ctx,
    key: Key,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> Option<*mut Sv> {
    // The target of an assignment op is marked (perl's AMGf_assign).
    let assign = Info::from_ptr(info)
        .operands()
        .first()
        .is_some_and(|e| e.starts_with(b"=") || e.starts_with(b"!"));
    amagic::binary(c, key, a, b, assign)
}

/// Both operands as numbers, right first (perl's pp_add converts the right operand first,
/// which fixes the order of "isn't numeric" warnings).
fn operands(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: &Info) -> (Num, Num) {
    let nb = sv::to_num(c, b, info, 1);
    let na = sv::to_num(c, a, info, 0);
    (na, nb)
}

/// perl's SvIV_please_nomg on an operand of `+ - *`, after `to_num` has converted it:
/// whether perl would now see a public integer value (SvIOK) and take its integer path.
/// An IV; a float that is integral and below 2**53 (it gains the integer flag, so it
/// prints as an integer from then on: `$v = 1e15; $v + 1; print $v` shows
/// 1000000000000000); a string written as an integer (or whose float value is integral
/// and small, `"1e3"`). Not: undef, a non-numeric string, a string with a decimal point
/// (`"12.0"`, perl's private IOKp only) or a large float: perl adds those as NVs.
fn iv_please(p: *mut Sv, n: Num) -> bool {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let f = s.flags;
    if f & SVF_IOK != 0 || f & (SVF_ROK | SVT_MASK) != 0 {
        // (A reference's address is used as an integer.)
        return true;
    }
    if f & SVP_IOK != 0 {
        return false;
    }
    if f & SVF_NOK != 0 {
        if !num::small_integral(s.nv) {
            return false;
        }
        sv::cache_int(p);
        return true;
    }
    if f & SVF_POK != 0 && f & SVP_NOK == 0 {
        // A numeric string not cached in the head (a constant).
        if num::perl_keeps_nv(sv::pv_bytes(s)) {
            return false;
        }
        return match n {
            Num::Iv(_) | Num::Uv(_) => true,
            Num::Nv(x) => num::small_integral(x),
        };
    }
    false
}

/// perl's `SvIV_please_nomg(right) && SvIV_please_nomg(left)` of `%`, `**` and the
/// numeric comparisons, for its side effect: an integral float operand gains its integer
/// value (and prints every digit from then on).
fn please_both(a: *mut Sv, b: *mut Sv, x: Num, y: Num) {
    if iv_please(b, y) {
        iv_please(a, x);
    }
}

/// The operands of `+ - *` and whether perl takes its integer path for them (pp_add:
/// both operands already IVs, or both floats, are decided by `num`; otherwise the right
/// operand is IV-pleased, then the left). The undefined left operand of `+=` and `-=`
/// is the integer 0 (perl's USE_LEFT: the compiler marks the assignment's target `=`).
fn arith_operands(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: &Info) -> (Num, Num, bool) {
    // SAFETY: `a` and `b` are live heads the caller holds references to for the call.
    let (fa, fb) = unsafe { (sv(a).flags, sv(b).flags) };
    let (x, y) = operands(c, a, b, info);
    let both = fa & fb;
    if both & SVF_IOK != 0 || (both & SVF_NOK != 0 && (fa | fb) & SVF_ISUV == 0) {
        // perl's fast paths for two IVs and for two NVs (which it may still add as IVs).
        return (x, y, true);
    }
    if !iv_please(b, y) {
        return (x, y, false);
    }
    let undef_target = fa & (SVF_IOK | SVF_NOK | SVF_POK | SVF_ROK | SVP_IOK | SVP_NOK) == 0
        && fa & SVT_MASK == 0
        && info.operands().first().is_some_and(|e| e.starts_with(b"="));
    let int = undef_target || iv_please(a, x);
    (x, y, int)
}

/// `+ - *` on numbers perl's integer preference made floats: plain NV arithmetic.
fn nv_op(x: Num, y: Num, f: fn(f64, f64) -> f64) -> Num {
    Num::Nv(f(num::to_nv(x), num::to_nv(y)))
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_add(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Add, a, b, info) {
        return r;
    }
    let (x, y, int) = arith_operands(c, a, b, &Info::from_ptr(info));
    let r = if int {
        num::add(x, y)
    } else {
        nv_op(x, y, |x, y| x + y)
    };
    sv::mortal_num(c, r)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_subtract(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Sub, a, b, info) {
        return r;
    }
    let (x, y, int) = arith_operands(c, a, b, &Info::from_ptr(info));
    let r = if int {
        num::sub(x, y)
    } else {
        nv_op(x, y, |x, y| x - y)
    };
    sv::mortal_num(c, r)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_multiply(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Mul, a, b, info) {
        return r;
    }
    let (x, y, int) = arith_operands(c, a, b, &Info::from_ptr(info));
    let r = if int {
        num::mul(x, y)
    } else {
        nv_op(x, y, |x, y| x * y)
    };
    sv::mortal_num(c, r)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_divide(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Div, a, b, info) {
        return r;
    }
    let (x, y) = operands(c, a, b, &Info::from_ptr(info));
    match num::div(x, y) {
        Some(r) => sv::mortal_num(c, r),
        None => die_msg(c, "Illegal division by zero"),
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_modulo(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Mod, a, b, info) {
        return r;
    }
    let (x, y) = operands(c, a, b, &Info::from_ptr(info));
    please_both(a, b, x, y);
    match num::modulo(x, y) {
        Some(r) => sv::mortal_num(c, r),
        None => die_msg(c, "Illegal modulus zero"),
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_pow(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Pow, a, b, info) {
        return r;
    }
    let info = Info::from_ptr(info);
    let (x, y) = operands(c, a, b, &info);
    please_both(a, b, x, y);
    let r = num::pow(x, y);
    if let Some(e) = num::pow_errno(x, y, r) {
        // (Unless perl would have folded it: constants' errno never reaches `$!`.)
        if !info.constant_operands() {
            crate::core::diag::set_errno(c, e);
        }
    }
    sv::mortal_num(c, r)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_concat(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Concat, a, b, info) {
        return r;
    }
    let info = Info::from_ptr(info);
    sv::mortal_concat(c, &[a, b], &info, 0, None)
}

/// `a .= b`: appended in place when `a` is a plain string of the same kind as `b`.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_concat_assign(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) {
    if let Some(r) = overloaded(c, Key::Concat, a, b, info) {
        sv::camelift_sv_setsv(c, a, r);
        return;
    }
    let info = Info::from_ptr(info);
    let _w = sv::check_writable(c, a);
    // SAFETY: `a` is this function's argument, a live head the caller holds a reference to for the call.
    let fa = unsafe { sv(a) }.flags;
    // SAFETY: `b` is this function's argument, a live head the caller holds a reference to for the call.
    let same_kind = (fa & SVF_UTF8) == (unsafe { sv(b) }.flags & SVF_UTF8);
    if a != b && fa & (SVT_MASK | SVF_ROK) == 0 && fa & SVF_POK != 0 && same_kind {
        let bs = sv::to_str(c, b, &info, 1);
        sv::cat_pv(a, &bs);
        return;
    }
    let tmp = sv::mortal_concat(c, &[a, b], &info, 0, None);
    sv::camelift_sv_setsv(c, a, tmp);
}

/// The repeat count of `x`, with perl's warnings for negative and non-finite counts.
pub fn repeat_count(c: *mut Ctx, b: *mut Sv, info: &Info) -> usize {
    let n = sv::to_num(c, b, info, 1);
    if let Num::Nv(f) = n {
        if !f.is_finite() {
            crate::core::diag::warn_if_numeric(c, "Non-finite repeat count does nothing");
            return 0;
        }
    }
    let i = num::to_iv(n);
    if i < 0 {
        crate::core::diag::warn_if_numeric(c, "Negative repeat count does nothing");
        return 0;
    }
    i as usize
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_repeat(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Repeat, a, b, info) {
        return r;
    }
    let info = Info::from_ptr(info);
    // perl takes the count first (its warnings come before the string's).
    let n = repeat_count(c, b, &info);
    let s = sv::to_bytes(c, a, &info, 0);
    // The copies are characters when the string is (even none of them: `"\x{100}" x 0`
    // is an empty character string).
    let utf8 = sv::is_utf8(a);
    if n <= 1 {
        return sv::mortal_str(c, if n == 1 { &s } else { b"" }, utf8);
    }
    // perl's pp_repeat: a length whose product with the count would not fit (or that
    // repeatcpy could not take) is a die; otherwise it asks for the whole string at once,
    // and memory that is too short ends with "Out of memory!".
    let total = s.len().checked_mul(n).filter(|t| *t < usize::MAX);
    let Some(total) = total.filter(|_| s.len() <= i32::MAX as usize) else {
        crate::core::diag::die_msg(c, "Out of memory during string extend")
    };
    let r = sv::mortal_pv_repeat(c, &s, n, total);
    if utf8 {
        // SAFETY: `r` is the new mortal just made, a live head.
        unsafe { sv(r) }.flags |= SVF_UTF8;
    }
    r
}

/// `(list) x n` leaves the repeated list on the stack.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_repeat_list(
    c: *mut Ctx,
    mark: usize,
    b: *mut Sv,
    info: *const u8,
) {
    let info = Info::from_ptr(info);
    let n = repeat_count(c, b, &info);
    let items = crate::core::stack::pop_from(c, mark);
    if n > 1 && !items.is_empty() {
        // perl's pp_repeat: a list whose repetition could not be counted is a die; then
        // it extends the stack for all of it first (too big to address: a die from
        // av_extend; more than memory holds: "Out of memory!").
        if items.len() > isize::MAX as usize / n || items.len() > i32::MAX as usize / 8 {
            crate::core::diag::die_msg(c, "Out of memory during list extend")
        }
        let total = items.len() * n;
        // perl's limit counts the stack in use and the slack stack_grow adds (measured:
        // `(1) x $n` at file level dies from 2**61 - 153 on).
        if total > usize::MAX / 8 - 153 {
            crate::core::diag::die_msg(c, "Out of memory during array extend")
        }
        crate::core::stack::reserve(c, total);
    }
    for _ in 0..n {
        for it in &items {
            crate::core::stack::push(c, *it);
        }
    }
}

fn num_order(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: &Info) -> Option<Ordering> {
    let (x, y) = operands(c, a, b, info);
    please_both(a, b, x, y);
    num::num_cmp(x, y)
}

/// The overloading key of a numeric comparison.
fn num_key(op: CmpOp) -> Key {
    match op {
        CmpOp::Eq => Key::Eq,
        CmpOp::Ne => Key::Ne,
        CmpOp::Lt => Key::Lt,
        CmpOp::Gt => Key::Gt,
        CmpOp::Le => Key::Le,
        CmpOp::Ge => Key::Ge,
    }
}

/// The overloading key of a string comparison.
fn str_key(op: CmpOp) -> Key {
    match op {
        CmpOp::Eq => Key::Seq,
        CmpOp::Ne => Key::Sne,
        CmpOp::Lt => Key::Slt,
        CmpOp::Gt => Key::Sgt,
        CmpOp::Le => Key::Sle,
        CmpOp::Ge => Key::Sge,
    }
}

/// Whether comparison `op` holds for operands in order `o`.
fn cmp_holds(op: CmpOp, o: Ordering) -> bool {
    match op {
        CmpOp::Eq => o == Ordering::Equal,
        CmpOp::Ne => o != Ordering::Equal,
        CmpOp::Lt => o == Ordering::Less,
        CmpOp::Gt => o == Ordering::Greater,
        CmpOp::Le => o != Ordering::Greater,
        CmpOp::Ge => o != Ordering::Less,
    }
}

/// A comparison's result for compiled code: 1 or 0, or an overloading method's result
/// (an SV, whose address is neither), which is the operator's value as it is: perl's
/// `==` returns whatever the `==` method returned.
fn cmp_result(r: Result<bool, *mut Sv>) -> i64 {
    match r {
        Ok(b) => b as i64,
        Err(sv) => sv as i64,
    }
}

/// Numeric comparison (`==` ... `>=`, the `CmpOp` `code`): 1 or 0, or an overloading
/// method's result (`cmp_result`).
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_num_cmp(
    c: *mut Ctx,
    code: i32,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> i64 {
    let Some(op) = CmpOp::from_u32(code as u32) else {
        unknown_code(c, "comparison", code)
    };
    if let Some(r) = overloaded(c, num_key(op), a, b, info) {
        return cmp_result(Err(r));
    }
    let ord = num_order(c, a, b, &Info::from_ptr(info));
    let r = match ord {
        // NaN: only `!=` holds.
        None => op == CmpOp::Ne,
        Some(o) => cmp_holds(op, o),
    };
    cmp_result(Ok(r))
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_ncmp(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Ncmp, a, b, info) {
        return r;
    }
    match num_order(c, a, b, &Info::from_ptr(info)) {
        None => sv::undef(c),
        Some(o) => sv::mortal_iv(c, o as i64),
    }
}

/// A string operand and its UTF-8 flag.
type Flagged<'a> = (Cow<'a, [u8]>, bool);

/// Two scalars' strings for a string comparison, each with its UTF-8 flag.
fn str_operands<'a>(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: &Info,
) -> (Flagged<'a>, Flagged<'a>) {
    let x = sv::to_str(c, a, info, 0);
    // Converting `b` may warn (undef), and a `__WARN__` handler could change `a`: keep a
    // copy of `a`'s string then.
    let x = if sv::is_pok(b) {
        x
    } else {
        Cow::Owned(x.into_owned())
    };
    let y = sv::to_str(c, b, info, 1);
    ((x, sv::is_utf8(a)), (y, sv::is_utf8(b)))
}

/// `cmp`'s order of two scalars' strings: by bytes, or by code point when one of them is
/// a character string (SvUTF8) and the other is not (see `bytes::cmp_flagged`).
fn str_order(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: &Info) -> Ordering {
    let ((x, xu), (y, yu)) = str_operands(c, a, b, info);
    bytes::cmp_flagged(&x, xu, &y, yu)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_str_cmp(
    c: *mut Ctx,
    code: i32,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> i64 {
    let Some(op) = CmpOp::from_u32(code as u32) else {
        unknown_code(c, "comparison", code)
    };
    if let Some(r) = overloaded(c, str_key(op), a, b, info) {
        return cmp_result(Err(r));
    }
    let info = Info::from_ptr(info);
    let r = match op {
        CmpOp::Eq | CmpOp::Ne => {
            let ((x, xu), (y, yu)) = str_operands(c, a, b, &info);
            bytes::eq_flagged(&x, xu, &y, yu) == (op == CmpOp::Eq)
        }
        _ => cmp_holds(op, str_order(c, a, b, &info)),
    };
    cmp_result(Ok(r))
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_scmp(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = overloaded(c, Key::Scmp, a, b, info) {
        return r;
    }
    let o = str_order(c, a, b, &Info::from_ptr(info));
    sv::mortal_iv(c, o as i64)
}

/// Unary minus: numeric, except that strings that start like identifiers negate as
/// strings (`-"foo"` is "-foo", `-"-foo"` is "+foo").
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_negate(c: *mut Ctx, a: *mut Sv, info: *const u8) -> *mut Sv {
    if let Some(r) = amagic::overloaded_unary(c, Key::Neg, a) {
        return r;
    }
    let a = numeric_operand(c, a);
    let info = Info::from_ptr(info);
    // SAFETY: `a` is a live head the caller (or the mortal stack) holds a reference to.
    let s = unsafe { sv(a) };
    if s.flags & SVF_POK != 0 && s.flags & (SVF_IOK | SVF_NOK) == 0 {
        let bytes = sv::pv_bytes(s).to_vec();
        if let Some(&first) = bytes.first() {
            if first.is_ascii_alphabetic() || first == b'_' {
                let mut r = b"-".to_vec();
                r.extend_from_slice(&bytes);
                return sv::mortal_pv(c, &r);
            }
            if (first == b'-' || first == b'+') && !num::parse_number(&bytes).1 {
                let mut r = vec![if first == b'-' { b'+' } else { b'-' }];
                r.extend_from_slice(&bytes[1..]);
                return sv::mortal_pv(c, &r);
            }
        }
    }
    let n = sv::to_num(c, a, &info, 0);
    sv::mortal_num(c, num::negate(n))
}

/// The operand of a numeric operator that found no method of its own (perl's
/// AMGf_numeric): an object is replaced by its numeric conversion, which under
/// `fallback` may be the `""` method's string (`-$obj` is then that string negated).
fn numeric_operand(c: *mut Ctx, a: *mut Sv) -> *mut Sv {
    if !amagic::maybe(a, a) {
        return a;
    }
    amagic::conversion(c, Key::Num, a).unwrap_or(a)
}

fn magic_incable(s: &Sv) -> bool {
    s.flags & SVF_POK != 0
        && s.flags & (SVF_IOK | SVF_NOK | SVP_IOK | SVP_NOK) == 0
        && !sv::pv_bytes(s).is_empty()
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_preinc(c: *mut Ctx, p: *mut Sv) {
    incr(c, p, "preincrement (++)");
}

/// `++`: magic string increment where it applies; else the number plus one (a string
/// that is not a number warns, naming `desc`).
fn incr(c: *mut Ctx, p: *mut Sv, desc: &'static str) {
    let _w = sv::check_writable(c, p);
    if overloaded_step(c, Key::Inc, p) {
        return;
    }
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if magic_incable(unsafe { sv(p) }) {
        // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
        if let Some(next) = num::str_inc(sv::pv_bytes(unsafe { sv(p) })) {
            sv::set_pv(p, &next);
            return;
        }
    }
    if sv::is_undef(p) {
        sv::set_num(p, Num::Iv(1));
        return;
    }
    let n = sv::to_num(c, p, &Info::simple(desc), 0);
    let r = num::add(n, Num::Iv(1));
    lost_precision(c, n, r, "incrementing");
    sv::set_num(p, r);
}

/// `++`/`--` of an object whose class overloads them (through `+`/`-`): the variable
/// takes the result. False: the ordinary operator runs.
fn overloaded_step(c: *mut Ctx, key: Key, p: *mut Sv) -> bool {
    match amagic::overloaded_unary(c, key, p) {
        Some(r) => {
            sv::camelift_sv_setsv(c, p, r);
            true
        }
        None => false,
    }
}

/// The number `++`/`--` start from: perl's sv_inc/sv_dec read a string with their own
/// parser and never warn that it isn't numeric.
fn quiet_num(c: *mut Ctx, p: *mut Sv) -> Num {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_POK != 0 && s.flags & (SVF_IOK | SVF_NOK | SVP_IOK | SVP_NOK) == 0 {
        return num::parse_number(sv::pv_bytes(s)).0;
    }
    sv::to_num(c, p, &Info::simple(""), 0)
}

/// perl warns when `++`/`--` on a float beyond 2**53 cannot change it (and when `--`
/// turns IV_MIN into a float).
fn lost_precision(c: *mut Ctx, before: Num, after: Num, what: &str) {
    const EXACT: f64 = 9007199254740992.0;
    let _ = after;
    let was = match before {
        Num::Nv(f) => f,
        Num::Iv(i64::MIN) if what == "decrementing" => i64::MIN as f64,
        _ => return,
    };
    let beyond = if what == "incrementing" {
        was >= EXACT
    } else {
        was <= -EXACT
    };
    if was.is_finite() && beyond {
        warn_if_enabled(c, &format!("Lost precision when {what} {was:.6} by 1"));
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_predec(c: *mut Ctx, p: *mut Sv) {
    let _w = sv::check_writable(c, p);
    if overloaded_step(c, Key::Dec, p) {
        return;
    }
    if sv::is_undef(p) {
        sv::set_num(p, Num::Iv(-1));
        return;
    }
    let n = quiet_num(c, p);
    let r = num::sub(n, Num::Iv(1));
    lost_precision(c, n, r, "decrementing");
    sv::set_num(p, r);
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_postinc(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    let old = if sv::is_undef(p) {
        sv::mortal_iv(c, 0)
    } else {
        sv::camelift_sv_mortalcopy(c, p)
    };
    incr(c, p, "postincrement (++)");
    old
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_postdec(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    let old = if sv::is_undef(p) {
        sv::mortal_iv(c, 0)
    } else {
        sv::camelift_sv_mortalcopy(c, p)
    };
    camelift_pp_predec(c, p);
    old
}

/// String interpolation: the stack items from `mark` concatenated.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_stringify(
    c: *mut Ctx,
    mark: usize,
    info: *const u8,
) -> *mut Sv {
    let info = Info::from_ptr(info);
    let items = crate::core::stack::pop_items(c, mark);
    if let Some(r) = amagic::concat_chain(c, &items, &info) {
        return r;
    }
    sv::mortal_concat(c, &items, &info, 0, None)
}

/// `$x = "...$y..."`: the interpolation is built in `$x`'s own buffer (perl's
/// OPpTARGET_MY), unless `$x` is one of the parts or is not a plain scalar.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_stringify_into(
    c: *mut Ctx,
    dst: *mut Sv,
    mark: usize,
    info: *const u8,
) {
    let info = Info::from_ptr(info);
    let items = crate::core::stack::pop_items(c, mark);
    // SAFETY: `dst` is this function's argument, a live head the caller holds a reference to for the call.
    let plain = unsafe { sv(dst) }.flags
        & (SVT_MASK | SVF_ROK | SVF_READONLY | SVF_IMMORTAL | SVF_DEFELEM | SVF_POSMG)
        == 0;
    if let Some(r) = amagic::concat_chain(c, &items, &info) {
        sv::camelift_sv_setsv(c, dst, r);
        return;
    }
    if !plain || items.contains(&dst) {
        let tmp = sv::mortal_concat(c, &items, &info, 0, None);
        sv::camelift_sv_setsv_steal(c, dst, tmp);
        return;
    }
    sv::with_scratch(
        c,
        |out| sv::concat_into(c, &items, &info, 0, None, out),
        |bytes, utf8| sv::set_str(dst, bytes, utf8),
    );
}

/// Whether a bitwise operator's operand has a number (perl's SvNIOKp): if either has,
/// the operator is numeric; otherwise it works on the strings, undef and references
/// included (`undef | "ab"` is "ab").
fn has_number(p: *mut Sv) -> bool {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let f = unsafe { sv(p) }.flags;
    f & (SVF_IOK | SVF_NOK | SVP_IOK | SVP_NOK) != 0
}

/// The operand of a numeric bitwise op: perl's UV view (negative IVs wrap).
fn bit_operand(c: *mut Ctx, p: *mut Sv, info: &Info, arg: usize) -> u64 {
    let n = sv::to_num(c, p, info, arg);
    sv::cache_int(p);
    match n {
        Num::Iv(i) => i as u64,
        n => num::to_uv(n),
    }
}

/// perl's description of `&`, `|` or `^` in the message about wide characters (the
/// classic op's, also for `&.`, `|.`, `^.`).
fn bitop_desc(op: u8) -> &'static str {
    match op {
        b'&' => "bitwise and (&)",
        b'|' => "bitwise or (|)",
        _ => "bitwise xor (^)",
    }
}

fn above_ff(c: *mut Ctx, desc: &str) -> ! {
    crate::core::diag::die_msg(
        c,
        format!(
            "Use of strings with code points over 0xFF as arguments to {desc} operator is not allowed"
        ),
    )
}

/// The bytes of a string operand of a bitwise op: a character string is downgraded, and
/// dies when a character does not fit in a byte.
fn bit_string(c: *mut Ctx, p: *mut Sv, bytes: Vec<u8>, desc: &str) -> Vec<u8> {
    if !sv::is_utf8(p) {
        return bytes;
    }
    match crate::core::bytes::downgrade_utf8(&bytes) {
        Some(b) => b,
        None => above_ff(c, desc),
    }
}

/// perl's do_vop: `&` over the shorter length, `|` and `^` with the longer operand's
/// tail as it is; a character string in makes one out.
fn string_bitop(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: &Info, op: u8) -> *mut Sv {
    let x = sv::to_bytes(c, a, info, 0);
    let y = sv::to_bytes(c, b, info, 1);
    let utf8 = sv::is_utf8(a) || sv::is_utf8(b);
    let x = bit_string(c, a, x, bitop_desc(op));
    let y = bit_string(c, b, y, bitop_desc(op));
    let n = if op == b'&' {
        x.len().min(y.len())
    } else {
        x.len().max(y.len())
    };
    let out: Vec<u8> = (0..n)
        .map(|i| {
            let (p, q) = (
                x.get(i).copied().unwrap_or(0),
                y.get(i).copied().unwrap_or(0),
            );
            match op {
                b'&' => p & q,
                b'|' => p | q,
                _ => p ^ q,
            }
        })
        .collect();
    if utf8 {
        return sv::mortal_str(c, &sv::upgrade_latin1(&out), true);
    }
    sv::mortal_pv(c, &out)
}

fn numeric_bitop(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: &Info, op: u8) -> *mut Sv {
    let x = bit_operand(c, a, info, 0);
    let y = bit_operand(c, b, info, 1);
    let r = match op {
        b'&' => x & y,
        b'|' => x | y,
        _ => x ^ y,
    };
    sv::mortal_num(c, Num::from_uv(r))
}

/// The classic `&`, `|`, `^`: numeric when either operand has a number (`"10" | "3"`
/// is "30", `10 | "3"` is 11).
fn bitwise(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: *const u8, op: u8) -> *mut Sv {
    let key = match op {
        b'&' => Key::BAnd,
        b'|' => Key::BOr,
        _ => Key::BXor,
    };
    if let Some(r) = overloaded(c, key, a, b, info) {
        return r;
    }
    let info = Info::from_ptr(info);
    if !has_number(a) && !has_number(b) {
        return string_bitop(c, a, b, &info, op);
    }
    numeric_bitop(c, a, b, &info, op)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_bit_and(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    bitwise(c, a, b, info, b'&')
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_bit_or(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    bitwise(c, a, b, info, b'|')
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_bit_xor(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    bitwise(c, a, b, info, b'^')
}

/// The `bitwise` feature's operators: `&` `|` `^` always numeric (perl's pp_nbit_and
/// ...), `&.` `|.` `^.` always on the strings, numbers stringified (pp_sbit_and ...),
/// each through the overloading first.
macro_rules! feature_bitops {
    ($($name:ident => $key:expr, $op:expr, $f:ident;)*) => {$(
        #[no_mangle]
        pub extern "C-unwind" fn $name(
            c: *mut Ctx,
            a: *mut Sv,
            b: *mut Sv,
            info: *const u8,
        ) -> *mut Sv {
            if let Some(r) = overloaded(c, $key, a, b, info) {
                return r;
            }
            $f(c, a, b, &Info::from_ptr(info), $op)
        }
    )*};
}

feature_bitops! {
    camelift_pp_nbit_and => Key::BAnd, b'&', numeric_bitop;
    camelift_pp_nbit_or => Key::BOr, b'|', numeric_bitop;
    camelift_pp_nbit_xor => Key::BXor, b'^', numeric_bitop;
    camelift_pp_sbit_and => Key::SBAnd, b'&', string_bitop;
    camelift_pp_sbit_or => Key::SBOr, b'|', string_bitop;
    camelift_pp_sbit_xor => Key::SBXor, b'^', string_bitop;
}

/// Shifts: unsigned 64-bit; a count of 64 or more gives 0, a negative count shifts the
/// other way (perl 5.24+).
fn shift(c: *mut Ctx, a: *mut Sv, b: *mut Sv, info: *const u8, left: bool) -> *mut Sv {
    let key = if left { Key::Lshift } else { Key::Rshift };
    if let Some(r) = overloaded(c, key, a, b, info) {
        return r;
    }
    let info = Info::from_ptr(info);
    let n = num::to_iv(sv::to_num(c, b, &info, 1));
    let x = bit_operand(c, a, &info, 0);
    let (left, n) = if n < 0 {
        (!left, n.unsigned_abs())
    } else {
        (left, n as u64)
    };
    let r = if n >= 64 {
        0
    } else if left {
        x << n
    } else {
        x >> n
    };
    sv::mortal_num(c, Num::from_uv(r))
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_left_shift(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    shift(c, a, b, info, true)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_right_shift(
    c: *mut Ctx,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    shift(c, a, b, info, false)
}

/// perl's S_scomplement: each byte complemented; a character string is downgraded first
/// (dying, in the words of the op `desc`, when it cannot be) and the result is bytes.
fn string_complement(c: *mut Ctx, a: *mut Sv, info: &Info, desc: &str) -> *mut Sv {
    let bytes = sv::to_bytes(c, a, info, 0);
    let bytes = bit_string(c, a, bytes, desc);
    let out: Vec<u8> = bytes.iter().map(|b| !b).collect();
    sv::mortal_pv(c, &out)
}

/// `~`: numeric when the operand has a number, else on the string.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_complement(
    c: *mut Ctx,
    a: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = amagic::overloaded_unary(c, Key::Compl, a) {
        return r;
    }
    let info = Info::from_ptr(info);
    if !has_number(a) {
        return string_complement(c, a, &info, "1's complement (~)");
    }
    let x = bit_operand(c, a, &info, 0);
    sv::mortal_num(c, Num::from_uv(!x))
}

/// The `bitwise` feature's `~` (perl's pp_ncomplement).
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_ncomplement(
    c: *mut Ctx,
    a: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = amagic::overloaded_unary(c, Key::Compl, a) {
        return r;
    }
    let x = bit_operand(c, a, &Info::from_ptr(info), 0);
    sv::mortal_num(c, Num::from_uv(!x))
}

/// `~.` (perl's pp_scomplement).
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_scomplement(
    c: *mut Ctx,
    a: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    if let Some(r) = amagic::overloaded_unary(c, Key::SCompl, a) {
        return r;
    }
    string_complement(c, a, &Info::from_ptr(info), "string 1's complement (~)")
}

/// An integer operator's overloaded method, when an operand has one.
fn integer_overloaded(
    c: *mut Ctx,
    op: IntegerOp,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> Option<*mut Sv> {
    let key = match op {
        IntegerOp::Negate => return amagic::overloaded_unary(c, Key::Neg, a),
        IntegerOp::Complement | IntegerOp::Ncomplement => {
            return amagic::overloaded_unary(c, Key::Compl, a)
        }
        IntegerOp::Add => Key::Add,
        IntegerOp::Subtract => Key::Sub,
        IntegerOp::Multiply => Key::Mul,
        IntegerOp::Divide => Key::Div,
        IntegerOp::Modulo => Key::Mod,
        IntegerOp::Lt => Key::Lt,
        IntegerOp::Gt => Key::Gt,
        IntegerOp::Le => Key::Le,
        IntegerOp::Ge => Key::Ge,
        IntegerOp::Eq => Key::Eq,
        IntegerOp::Ne => Key::Ne,
        IntegerOp::Ncmp => Key::Ncmp,
        IntegerOp::BitAnd | IntegerOp::NbitAnd => Key::BAnd,
        IntegerOp::BitOr | IntegerOp::NbitOr => Key::BOr,
        IntegerOp::BitXor | IntegerOp::NbitXor => Key::BXor,
        IntegerOp::LeftShift => Key::Lshift,
        IntegerOp::RightShift => Key::Rshift,
    };
    overloaded(c, key, a, b, info)
}

/// The operators `use integer` changes (perl's `i_*` ops): operands as IVs, wrapping
/// arithmetic, C's truncating division and remainder, signed bit results. `code` is an
/// `IntegerOp`; negation and complement leave `b` unused.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_i_op(
    c: *mut Ctx,
    code: i32,
    a: *mut Sv,
    b: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    let Some(op) = IntegerOp::from_u32(code as u32) else {
        unknown_code(c, "integer operator", code)
    };
    // Overloading first, under the operator's ordinary key (perl's i_* ops call
    // tryAMAGICbin_MG with add_amg, eq_amg, ... as the plain ops do).
    if let Some(r) = integer_overloaded(c, op, a, b, info) {
        return r;
    }
    let info = Info::from_ptr(info);
    // The classic bitwise ops still work on two strings (perl tests SvNIOKp first).
    let strings = !has_number(a) && !has_number(b);
    match op {
        IntegerOp::BitAnd | IntegerOp::BitOr | IntegerOp::BitXor if strings => {
            let bop = match op {
                IntegerOp::BitAnd => b'&',
                IntegerOp::BitOr => b'|',
                _ => b'^',
            };
            return string_bitop(c, a, b, &info, bop);
        }
        IntegerOp::Complement if !has_number(a) => {
            return string_complement(c, a, &info, "1's complement (~)");
        }
        _ => {}
    }
    let x = sv::to_iv(c, a, &info, 0);
    let unary = matches!(
        op,
        IntegerOp::Negate | IntegerOp::Complement | IntegerOp::Ncomplement
    );
    let y = if unary { 0 } else { sv::to_iv(c, b, &info, 1) };
    let r = match op {
        IntegerOp::Negate => x.wrapping_neg(),
        IntegerOp::Complement | IntegerOp::Ncomplement => !x,
        IntegerOp::Add => x.wrapping_add(y),
        IntegerOp::Subtract => x.wrapping_sub(y),
        IntegerOp::Multiply => x.wrapping_mul(y),
        IntegerOp::Divide => {
            if y == 0 {
                crate::core::diag::die_msg(c, "Illegal division by zero");
            }
            x.wrapping_div(y)
        }
        IntegerOp::Modulo => {
            if y == 0 {
                crate::core::diag::die_msg(c, "Illegal modulus zero");
            }
            x.wrapping_rem(y)
        }
        IntegerOp::Lt => return sv::bool_sv(c, x < y),
        IntegerOp::Gt => return sv::bool_sv(c, x > y),
        IntegerOp::Le => return sv::bool_sv(c, x <= y),
        IntegerOp::Ge => return sv::bool_sv(c, x >= y),
        IntegerOp::Eq => return sv::bool_sv(c, x == y),
        IntegerOp::Ne => return sv::bool_sv(c, x != y),
        IntegerOp::Ncmp => (x > y) as i64 - (x < y) as i64,
        IntegerOp::BitAnd | IntegerOp::NbitAnd => x & y,
        IntegerOp::BitOr | IntegerOp::NbitOr => x | y,
        IntegerOp::BitXor | IntegerOp::NbitXor => x ^ y,
        IntegerOp::LeftShift | IntegerOp::RightShift => {
            // A negative count shifts the other way; 64 or more shifts everything out.
            let left = (op == IntegerOp::LeftShift) == (y >= 0);
            let n = y.unsigned_abs();
            if left {
                if n >= 64 {
                    0
                } else {
                    x << n
                }
            } else if n >= 64 {
                if x < 0 {
                    -1
                } else {
                    0
                }
            } else {
                x >> n
            }
        }
    };
    sv::mortal_iv(c, r)
}

// libm, for compiled code's inline paths (the same functions `pp_func` uses).
#[no_mangle]
pub extern "C-unwind" fn camelift_nv_sin(_c: *mut Ctx, x: f64) -> f64 {
    x.sin()
}
#[no_mangle]
pub extern "C-unwind" fn camelift_nv_cos(_c: *mut Ctx, x: f64) -> f64 {
    x.cos()
}
#[no_mangle]
pub extern "C-unwind" fn camelift_nv_exp(_c: *mut Ctx, x: f64) -> f64 {
    x.exp()
}

/// The errno libm left after `sin` (0), `cos` (1) or `exp` (2) of `x` gave `r`, which
/// compiled code checks for inline (a NaN, or for `exp` a 0 or an infinity) before it
/// calls this: `$!` becomes it, as perl's does.
#[no_mangle]
pub extern "C-unwind" fn camelift_nv_errno(c: *mut Ctx, f: i32, x: f64, r: f64) {
    let name = match f {
        0 => "sin",
        1 => "cos",
        _ => "exp",
    };
    if let Some(e) = num::libm_errno(name, x, r) {
        crate::core::diag::set_errno(c, e);
    }
}
#[no_mangle]
pub extern "C-unwind" fn camelift_nv_log(_c: *mut Ctx, x: f64) -> f64 {
    x.ln()
}

/// The last count of a flip-flop: `"NE0"` (true, and numerically N).
#[no_mangle]
pub extern "C-unwind" fn camelift_flip_flop_end(c: *mut Ctx, n: i64) -> *mut Sv {
    sv::mortal_pv(c, format!("{n}E0").as_bytes())
}
