//! Tied hashes: `tie`, `tied`, `untie`, and every hash operation of a tied hash sent to
//! its object's methods, in perl's order (perl's 'P' magic and pp_tie/pp_untie; perltie).
//!
//! A tied hash keeps its own contents (`Hv::map`, untouched while tied and visible again
//! after `untie`, as in perl) and holds a reference to the object (`Hv::tie`). The hash
//! operations in hv.rs ask `tied_obj` first. An element used as an lvalue is a stand-in
//! (perl's tiedelem magic): a scalar with set magic (magic.rs) naming its hash and key;
//! it holds the
//! value FETCH gave (when it was read), and every write to it calls STORE after the
//! write (`sv::Writing`). `$h{k} = v` asks for the element with `FETCH_STORE` and gets a
//! stand-in without a FETCH, so that only STORE runs, as in perl.
//!
//! A tied scalar (a package scalar that a `tie` names, so that the compiler calls
//! `camelift_sv_get_magic` where the program reads it) has set magic holding the object:
//! a write calls STORE after it, a read FETCH before it. Tied arrays, handles and
//! other scalars are refused by the compiler ("not supported yet").

use crate::core::hv::body;
use crate::core::interp::interp;
use crate::core::magic::{self, SetMagic};
use crate::core::sv::{self, dec, inc, new_sv, sv};
use camelift_abi::codes::{FETCH_DEFER, FETCH_LVALUE, FETCH_RVALUE, FETCH_STORE};
use camelift_abi::*;
use std::ptr;

/// The object a tied hash is tied to (the reference `tie` returned), or None.
#[inline(always)]
pub fn tied_obj(c: *mut Ctx, hv: *mut Sv) -> Option<*mut Sv> {
    let t = body(c, hv).tie;
    (!t.is_null()).then_some(t)
}

/// Calls the tie object's method `meth` with `args` after the object, in context
/// `gimme`: its value as a new mortal (perl's `magic_methcall`).
fn call(c: *mut Ctx, obj: *mut Sv, meth: &[u8], args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let class = class_of(c, obj);
    let cv = crate::core::obj::method_or_die(c, &class, meth);
    let mut all = Vec::with_capacity(args.len() + 1);
    all.push(obj);
    all.extend_from_slice(args);
    crate::core::call::call_for_value(c, cv, &all, gimme)
}

/// The class of a tie object (a blessed reference).
fn class_of(c: *mut Ctx, obj: *mut Sv) -> Vec<u8> {
    // SAFETY: `obj` is a live reference the tied hash holds a count on.
    let target = unsafe { sv(obj) }.any() as *mut Sv;
    crate::core::obj::class_name(c, target)
        .map(|n| n.to_vec())
        .unwrap_or_default()
}

/// The class a `tie` names: a blessed reference's class, or the string.
fn class_named(c: *mut Ctx, v: *mut Sv) -> Vec<u8> {
    // SAFETY: `v` is a live head on the stack for this call.
    let s = unsafe { sv(v) };
    if s.flags & SVF_ROK != 0 {
        if let Some(n) = crate::core::obj::class_name(c, s.any() as *mut Sv) {
            return n.to_vec();
        }
    }
    sv::to_bytes_quiet(v)
}

/// Whether the value is an object (perl's `sv_isobject`).
fn is_object(v: *mut Sv) -> bool {
    // SAFETY: `v` is a live head the caller holds for this call.
    let s = unsafe { sv(v) };
    // SAFETY: the referent of a live reference.
    s.flags & SVF_ROK != 0 && unsafe { sv(s.any() as *mut Sv) }.flags & SVF_BLESSED != 0
}

/// Releases a tied hash's object without calling UNTIE (a new `tie`, the hash's end).
pub fn drop_tie(c: *mut Ctx, hv: *mut Sv) {
    let h = body(c, hv);
    let obj = std::mem::replace(&mut h.tie, ptr::null_mut());
    let last = std::mem::replace(&mut h.tie_last, ptr::null_mut());
    if !last.is_null() {
        dec(c, last);
    }
    if !obj.is_null() {
        dec(c, obj);
    }
}

/// `tie VARIABLE, CLASS, LIST`: the arguments are on the stack from `mark` (the class
/// first). Returns what TIEHASH returned; the hash is tied when that is an object.
#[no_mangle]
pub extern "C-unwind" fn camelift_tie(c: *mut Ctx, target: *mut Sv, mark: usize) -> *mut Sv {
    let args = crate::core::stack::pop_from(c, mark);
    // SAFETY: `target` is this function's argument, a live head the caller holds.
    let kind = unsafe { sv(target) }.flags & SVT_MASK;
    if kind != SVT_PVHV && kind != SVT_SCALAR {
        crate::core::diag::die_msg(c, "tie of this kind of variable is not supported yet");
    }
    let Some(&class_sv) = args.first() else {
        crate::core::diag::die_msg(c, "Not enough arguments for tie");
    };
    let class = class_named(c, class_sv);
    let meth: &[u8] = if kind == SVT_SCALAR {
        b"TIESCALAR"
    } else {
        b"TIEHASH"
    };
    let cv = crate::core::obj::method(c, &class, meth, true).unwrap_or_else(|| {
        // perl's pp_tie names the method it looked for.
        crate::core::obj::method_or_die(c, &class, meth)
    });
    let r = crate::core::call::call_for_value(c, cv, &args, G_SCALAR);
    if is_object(r) {
        if kind == SVT_SCALAR {
            // (A new tie releases the old object without UNTIE, as in perl.)
            magic::attach(c, target, SetMagic::TiedScalar(sv::newsv_copy(c, r)));
        } else {
            drop_tie(c, target);
            body(c, target).tie = sv::newsv_copy(c, r);
        }
    }
    r
}

/// A read of a scalar the program ties (the compiler calls this where it reads a
/// package scalar that a `tie` names): when it is tied, FETCH's value goes into it
/// first, as perl's get magic does. A read inside its own FETCH or STORE sees the value
/// it holds (perl turns the magic off while its methods run).
#[no_mangle]
pub extern "C-unwind" fn camelift_sv_get_magic(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    let Some(obj) = magic::tied_scalar(c, p) else {
        return p;
    };
    if magic::claimed(c, p) {
        return p;
    }
    let keep = inc(p);
    let o = inc(obj);
    magic::quietly(c, p, || {
        let v = call(c, o, b"FETCH", &[], G_SCALAR);
        sv::camelift_sv_setsv(c, p, v);
    });
    dec(c, o);
    dec(c, keep);
    p
}

/// A write to the tied scalar `p` is done: STORE(value).
pub fn store_scalar(c: *mut Ctx, obj: *mut Sv, p: *mut Sv) {
    call(c, obj, b"STORE", &[p], G_VOID);
}

/// Whether `target` is a hash, and the object it is tied to (a hash's or a scalar's).
fn tie_of(c: *mut Ctx, target: *mut Sv) -> (bool, Option<*mut Sv>) {
    // SAFETY: `target` is a live head the caller holds.
    if unsafe { sv(target) }.flags & SVT_MASK == SVT_PVHV {
        (true, tied_obj(c, target))
    } else {
        (false, magic::tied_scalar(c, target))
    }
}

/// `tied VARIABLE`: the object, or undef.
#[no_mangle]
pub extern "C-unwind" fn camelift_tied(c: *mut Ctx, target: *mut Sv) -> *mut Sv {
    match tie_of(c, target).1 {
        Some(obj) => sv::camelift_sv_mortalcopy(c, obj),
        None => sv::undef(c),
    }
}

/// `untie VARIABLE`: UNTIE is called (with the count of other references to the
/// object), or perl's "untie attempted while N inner references still exist" warning is
/// given when there is no UNTIE; then the object is released. True.
#[no_mangle]
pub extern "C-unwind" fn camelift_untie(c: *mut Ctx, target: *mut Sv) -> *mut Sv {
    let (hash, tied) = tie_of(c, target);
    if let Some(obj) = tied {
        // SAFETY: the object a live reference refers to.
        let referent = unsafe { sv(obj) }.any() as *mut Sv;
        // SAFETY: as above.
        let others = unsafe { sv(referent) }.refcnt as i64 - 1;
        let class = class_of(c, obj);
        match crate::core::obj::method(c, &class, b"UNTIE", false) {
            Some(cv) => {
                let n = sv::mortal_iv(c, others);
                let keep = inc(obj);
                crate::core::call::call_for_value(c, cv, &[keep, n], G_VOID);
                dec(c, keep);
            }
            None if others > 0 => crate::core::diag::warn_if_enabled(
                c,
                &format!("untie attempted while {others} inner references still exist"),
            ),
            None => {}
        }
        if hash {
            drop_tie(c, target);
        } else {
            magic::detach(c, target);
        }
    }
    sv::yes(c)
}

/// A stand-in for element `k` of the tied hash `hv`, holding `value` when given.
fn elem(c: *mut Ctx, hv: *mut Sv, k: *mut Sv, value: Option<*mut Sv>) -> *mut Sv {
    let p = new_sv(c);
    if let Some(v) = value {
        sv::camelift_sv_setsv(c, p, v);
    }
    let key = sv::newsv_copy(c, k);
    magic::attach(c, p, SetMagic::TiedElem(inc(hv), key));
    sv::mortalize(c, p)
}

/// `$h{k}` of a tied hash in fetch mode `lval` (a `FETCH_*`).
pub fn fetch(c: *mut Ctx, hv: *mut Sv, obj: *mut Sv, k: *mut Sv, lval: i32) -> *mut Sv {
    match lval {
        FETCH_RVALUE => call(c, obj, b"FETCH", &[k], G_SCALAR),
        FETCH_STORE => elem(c, hv, k, None),
        FETCH_LVALUE | FETCH_DEFER => {
            let v = call(c, obj, b"FETCH", &[k], G_SCALAR);
            elem(c, hv, k, Some(v))
        }
        _ => call(c, obj, b"FETCH", &[k], G_SCALAR),
    }
}

/// A write to the stand-in `p` (of `hv`'s key `k`) is done: STORE(key, value), when the
/// hash is still tied.
pub fn store_elem(c: *mut Ctx, hv: *mut Sv, k: *mut Sv, p: *mut Sv) {
    if let Some(obj) = tied_obj(c, hv) {
        call(c, obj, b"STORE", &[k, p], G_VOID);
    }
}

/// The stand-in `p` takes what FETCH gives now (after a write that vivified it).
pub fn refetch(c: *mut Ctx, p: *mut Sv) {
    let Some((hv, k)) = magic::tied_elem(c, p) else {
        return;
    };
    let Some(obj) = tied_obj(c, hv) else { return };
    let v = value(c, obj, k);
    // The assignment calls no STORE.
    magic::quietly(c, p, || sv::camelift_sv_setsv(c, p, v));
}

/// `$h{k} = v` straight to STORE (a list assignment's pairs).
fn store(c: *mut Ctx, obj: *mut Sv, k: *mut Sv, v: *mut Sv) {
    call(c, obj, b"STORE", &[k, v], G_VOID);
}

pub fn exists(c: *mut Ctx, obj: *mut Sv, k: *mut Sv) -> bool {
    let r = call(c, obj, b"EXISTS", &[k], G_SCALAR);
    sv::truth(c, r)
}

pub fn delete(c: *mut Ctx, obj: *mut Sv, k: *mut Sv) -> *mut Sv {
    call(c, obj, b"DELETE", &[k], G_SCALAR)
}

/// `%h = ()`, `undef %h`: CLEAR.
pub fn clear(c: *mut Ctx, obj: *mut Sv) {
    call(c, obj, b"CLEAR", &[], G_VOID);
}

/// `%h = LIST`: CLEAR, then STORE of each pair in order.
pub fn assign(c: *mut Ctx, obj: *mut Sv, values: &[*mut Sv]) {
    if values.len() % 2 == 1 {
        crate::core::diag::warn_if_enabled(c, "Odd number of elements in hash assignment");
    }
    // The values are copied first: the list may hold the hash's own elements.
    let copies: Vec<*mut Sv> = values
        .iter()
        .map(|&v| sv::camelift_sv_mortalcopy(c, v))
        .collect();
    clear(c, obj);
    for pair in copies.chunks(2) {
        let v = pair.get(1).copied().unwrap_or_else(|| sv::undef(c));
        store(c, obj, pair[0], v);
    }
}

/// The hash in scalar context: SCALAR when the class has it; else perl's answer from
/// FIRSTKEY (1 when there is a key, 0 when not; 1 while an `each` is under way).
pub fn scalar(c: *mut Ctx, hv: *mut Sv, obj: *mut Sv) -> *mut Sv {
    let class = class_of(c, obj);
    if let Some(cv) = crate::core::obj::method(c, &class, b"SCALAR", true) {
        return crate::core::call::call_for_value(c, cv, &[obj], G_SCALAR);
    }
    if !body(c, hv).tie_last.is_null() {
        return sv::mortal_iv(c, 1);
    }
    let k = call(c, obj, b"FIRSTKEY", &[], G_SCALAR);
    sv::mortal_iv(c, !sv::is_undef(k) as i64)
}

/// Every key, FIRSTKEY then NEXTKEY(last key) until undef, as new mortals. Resets
/// the `each` iterator.
pub fn keys(c: *mut Ctx, hv: *mut Sv, obj: *mut Sv) -> Vec<*mut Sv> {
    reset_iter(c, hv);
    let mut out = vec![];
    let mut k = call(c, obj, b"FIRSTKEY", &[], G_SCALAR);
    while !sv::is_undef(k) {
        out.push(k);
        k = call(c, obj, b"NEXTKEY", &[k], G_SCALAR);
    }
    out
}

fn reset_iter(c: *mut Ctx, hv: *mut Sv) {
    let last = std::mem::replace(&mut body(c, hv).tie_last, ptr::null_mut());
    if !last.is_null() {
        dec(c, last);
    }
}

/// `each %h`: the next key (FIRSTKEY the first time, then NEXTKEY of the last), or None
/// at the end (when the iterator resets).
pub fn next_key(c: *mut Ctx, hv: *mut Sv, obj: *mut Sv) -> Option<*mut Sv> {
    let last = body(c, hv).tie_last;
    let k = if last.is_null() {
        call(c, obj, b"FIRSTKEY", &[], G_SCALAR)
    } else {
        call(c, obj, b"NEXTKEY", &[last], G_SCALAR)
    };
    reset_iter(c, hv);
    if sv::is_undef(k) {
        return None;
    }
    body(c, hv).tie_last = sv::newsv_copy(c, k);
    Some(k)
}

/// The value of key `k` (FETCH), for `values`, `each` and `%h` in list context.
pub fn value(c: *mut Ctx, obj: *mut Sv, k: *mut Sv) -> *mut Sv {
    call(c, obj, b"FETCH", &[k], G_SCALAR)
}

/// The pairs of `%h` in list context: the keys first, then FETCH of each (perl's order).
pub fn pairs(c: *mut Ctx, hv: *mut Sv, obj: *mut Sv) -> Vec<(*mut Sv, *mut Sv)> {
    let ks = keys(c, hv, obj);
    ks.into_iter().map(|k| (k, value(c, obj, k))).collect()
}

/// `local $h{k}` of a tied hash, as perl's pp_helem localizes: EXISTS first; an element
/// that exists has its old value (FETCH) STOREd back at scope exit, one that does not is
/// DELETEd then. The element is a stand-in for the assignment that follows.
pub fn local_elem(c: *mut Ctx, hv: *mut Sv, obj: *mut Sv, k: *mut Sv) -> *mut Sv {
    let old = exists(c, obj, k).then(|| sv::newsv_copy(c, value(c, obj, k)));
    let key = sv::newsv_copy(c, k);
    interp(c)
        .savestack
        .push(crate::core::scope::Save::TiedHelem(inc(hv), key, old));
    elem(c, hv, k, None)
}

/// Scope exit of a `local $h{k}` of a tied hash: STORE of the old value, or DELETE when
/// there was none (when the hash is still tied).
pub fn restore_elem(c: *mut Ctx, hv: *mut Sv, key: *mut Sv, old: Option<*mut Sv>) {
    if let Some(obj) = tied_obj(c, hv) {
        match old {
            Some(v) => store(c, obj, key, v),
            None => {
                delete(c, obj, key);
            }
        }
    }
    dec(c, key);
    if let Some(v) = old {
        dec(c, v);
    }
    dec(c, hv);
}
