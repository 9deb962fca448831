//! Hashes (HV): byte-string keys to owned scalar pointers, in std's SipHash map with a
//! per-process random seed (flood-resistant; iteration order is unspecified, as in perl).

use crate::interp::Info;
use crate::sv::{self, ctx, dec, new_sv, sv};
use camelift_abi::*;
use std::collections::HashMap;

pub struct Hv {
    pub map: HashMap<Vec<u8>, *mut Sv>,
    /// `each` iterator: a snapshot of the keys and the position in it.
    iter: Option<(Vec<Vec<u8>>, usize)>,
}

pub fn new_hv(c: *mut Ctx) -> *mut Sv {
    let p = new_sv(c);
    let s = sv(p);
    s.flags = SVT_PVHV;
    s.any = Box::into_raw(Box::new(Hv {
        map: HashMap::new(),
        iter: None,
    })) as *mut u8;
    p
}

pub fn body<'a>(c: *mut Ctx, p: *mut Sv) -> &'a mut Hv {
    let s = sv(p);
    if s.flags & SVT_MASK != SVT_PVHV || s.any.is_null() {
        crate::interp::die_msg(c, "Not a HASH reference");
    }
    // SAFETY: an SVT_PVHV head's `any` is the Box<Hv> created in `new_hv`.
    unsafe { &mut *(s.any as *mut Hv) }
}

pub fn free_body(c: *mut Ctx, any: *mut u8) {
    if any.is_null() {
        return;
    }
    // SAFETY: `any` is the Box<Hv> from `new_hv`, released once.
    let hv = unsafe { Box::from_raw(any as *mut Hv) };
    for (_, v) in hv.map {
        dec(c, v);
    }
}

pub fn clear(c: *mut Ctx, p: *mut Sv) {
    let h = body(c, p);
    let map = std::mem::take(&mut h.map);
    h.iter = None;
    for (_, v) in map {
        dec(c, v);
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_clear(c: *mut Ctx, p: *mut Sv) {
    clear(c, p)
}

fn key_of(c: *mut Ctx, k: *mut Sv) -> Vec<u8> {
    sv::to_bytes(c, k, &Info::simple("hash element"), 0)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_fetch(
    c: *mut Ctx,
    p: *mut Sv,
    k: *mut Sv,
    lval: i32,
) -> *mut Sv {
    // Look up without copying the key; only a new element needs an owned one.
    let key = sv::to_str(c, k, &Info::simple("hash element"), 0);
    let h = body(c, p);
    if let Some(v) = h.map.get(key.as_ref()) {
        return *v;
    }
    match lval {
        0 => sv::undef(c),
        2 => sv::new_defelem(c, p, sv::DefKey::Key(key.into_owned())),
        _ => {
            let e = new_sv(c);
            h.map.insert(key.into_owned(), e);
            e
        }
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_exists(c: *mut Ctx, p: *mut Sv, k: *mut Sv) -> i32 {
    let key = sv::to_str(c, k, &Info::simple("hash element"), 0);
    body(c, p).map.contains_key(key.as_ref()) as i32
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_delete(c: *mut Ctx, p: *mut Sv, k: *mut Sv) -> *mut Sv {
    let key = key_of(c, k);
    match body(c, p).map.remove(&key) {
        Some(v) => sv::mortalize(c, v),
        None => sv::undef(c),
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_count(c: *mut Ctx, p: *mut Sv) -> i64 {
    body(c, p).map.len() as i64
}

/// Flattens a hash onto the stack as key/value pairs.
#[no_mangle]
pub extern "C-unwind" fn camelift_push_hv(c: *mut Ctx, p: *mut Sv) {
    let pairs: Vec<(Vec<u8>, *mut Sv)> = body(c, p)
        .map
        .iter()
        .map(|(k, v)| (k.clone(), *v))
        .collect();
    for (k, v) in pairs {
        let ks = sv::mortal_pv(c, &k);
        crate::interp::push(c, ks);
        crate::interp::push(c, v);
    }
}

/// `@h{LIST}`.
#[no_mangle]
pub extern "C-unwind" fn camelift_hslice(c: *mut Ctx, p: *mut Sv, mark: usize, lval: i32) {
    let keys: Vec<*mut Sv> = crate::interp::stack_slice(c, mark).to_vec();
    ctx(c).sp = mark;
    for k in keys {
        let e = camelift_hv_fetch(c, p, k, lval);
        crate::interp::push(c, e);
    }
}

/// `keys %h`: in list context pushes the keys; in scalar context returns the count.
/// Resets the `each` iterator, as perl does.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_keys(c: *mut Ctx, p: *mut Sv, gimme: i64) -> *mut Sv {
    let h = body(c, p);
    h.iter = None;
    if gimme != G_LIST {
        let n = h.map.len() as i64;
        return sv::mortal_iv(c, n);
    }
    let keys: Vec<Vec<u8>> = h.map.keys().cloned().collect();
    for k in keys {
        let ks = sv::mortal_pv(c, &k);
        crate::interp::push(c, ks);
    }
    sv::undef(c)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_values(c: *mut Ctx, p: *mut Sv, gimme: i64) -> *mut Sv {
    let h = body(c, p);
    h.iter = None;
    if gimme != G_LIST {
        let n = h.map.len() as i64;
        return sv::mortal_iv(c, n);
    }
    let vals: Vec<*mut Sv> = h.map.values().copied().collect();
    for v in vals {
        crate::interp::push(c, v);
    }
    sv::undef(c)
}

/// `each %h`: the next (key, value) pair; the empty list when done (and the iterator
/// resets). Deleting the key just returned is safe.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_each(c: *mut Ctx, p: *mut Sv, gimme: i64) -> *mut Sv {
    let h = body(c, p);
    if h.iter.is_none() {
        h.iter = Some((h.map.keys().cloned().collect(), 0));
    }
    loop {
        let Some((keys, pos)) = h.iter.as_mut() else {
            return sv::undef(c);
        };
        if *pos >= keys.len() {
            h.iter = None;
            return sv::undef(c);
        }
        let k = keys[*pos].clone();
        *pos += 1;
        let Some(v) = h.map.get(&k).copied() else {
            continue;
        };
        let ks = sv::mortal_pv(c, &k);
        if gimme == G_LIST {
            crate::interp::push(c, ks);
            crate::interp::push(c, v);
        }
        return ks;
    }
}

/// List assignment into a hash; warns about an odd number of elements.
pub fn assign(c: *mut Ctx, p: *mut Sv, values: &[*mut Sv]) {
    let mut pairs = Vec::with_capacity(values.len() / 2 + 1);
    let mut i = 0;
    while i < values.len() {
        let k = sv::to_bytes(c, values[i], &Info::simple("list assignment"), 0);
        let v = if i + 1 < values.len() {
            sv::newsv_copy(c, values[i + 1])
        } else {
            new_sv(c)
        };
        pairs.push((k, v));
        i += 2;
    }
    if values.len() % 2 == 1 {
        crate::interp::warn_if_enabled(c, "Odd number of elements in hash assignment");
    }
    clear(c, p);
    let h = body(c, p);
    for (k, v) in pairs {
        if let Some(old) = h.map.insert(k, v) {
            dec(c, old);
        }
    }
}
