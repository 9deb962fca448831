//! `overload::constant` (bigint, bignum, bigrat) and the hint hash `%^H` at BEGIN time.
//!
//! perl's parser calls a constant handler for each numeric literal it scans in the scope
//! of one (toke.c's `new_constant`) and keeps the object in the op tree. Here the
//! handlers are kept when the import that set them returns (`camelift_const_capture`,
//! a site), and a literal of their scope asks for its object when it first runs
//! (`camelift_const_obj`): the handler is called with the literal's text, its value and
//! undef, and its result is the literal from then on, read-only, as perl's constant.
//!
//! `%^H` is lexically scoped in perl; the runtime's is one hash. Before each import the
//! program sets it to what the import's scope holds (`camelift_hint_hash_set`), so an
//! import sees, and the compile-time report (begin.rs) shows, what perl's would.

use crate::core::interp::{gv, gv_fetch, interp, Info};
use crate::core::sv::{self, sv};
use camelift_abi::*;

/// The `%^H` keys of the constant handlers, by `CONST_OVERLOAD_*`.
pub const HANDLER_KEYS: [&[u8]; 3] = [b"integer", b"float", b"binary"];

fn hint_hash(c: *mut Ctx) -> *mut Sv {
    gv(gv_fetch(c, b"main::^H")).hv
}

fn hints_sv(c: *mut Ctx) -> *mut Sv {
    gv(gv_fetch(c, b"main::^H")).sv
}

/// The code reference a `%^H` value is, if it is one.
fn code_ref(v: *mut Sv) -> Option<*mut Sv> {
    if v.is_null() {
        return None;
    }
    // SAFETY: `v` is a live value of `%^H`, which holds a count on it.
    let s = unsafe { sv(v) };
    if s.flags & SVF_ROK == 0 {
        return None;
    }
    let target = s.any() as *mut Sv;
    // SAFETY: the referent of a live reference.
    (unsafe { sv(target) }.flags & SVT_MASK == SVT_PVCV).then_some(target)
}

/// The handlers of site `site` (from 1), if it was captured.
fn site(c: *mut Ctx, site: i32) -> Option<[*mut Sv; 3]> {
    let ix = usize::try_from(site).ok()?.checked_sub(1)?;
    interp(c).const_sites.get(ix).copied()
}

/// Which constant handlers `%^H` holds now (`CONST_OVERLOAD_*`), and whether each is
/// the one the current site (the last `camelift_hint_hash_set`) gave it.
pub fn handlers_now(c: *mut Ctx) -> Vec<(u8, bool)> {
    let hv = hint_hash(c);
    let current = site(c, interp(c).const_current);
    let mut out = vec![];
    for (kind, key) in HANDLER_KEYS.iter().enumerate() {
        let Some(&v) = crate::core::hv::body(c, hv).map.get(key) else {
            continue;
        };
        let Some(cv) = code_ref(v) else { continue };
        let same = current.is_some_and(|s| code_ref(s[kind]) == Some(cv));
        out.push((kind as u8, same));
    }
    out
}

/// `%^H` becomes the entries of `set` (the compiler's `hint_hash_entry` encoding) and
/// the handlers of site `site` (0: none); `$^H`'s constant bits follow the handlers.
#[no_mangle]
pub extern "C-unwind" fn camelift_hint_hash_set(
    c: *mut Ctx,
    set: *const u8,
    len: usize,
    site_ix: i32,
) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let set = unsafe { std::slice::from_raw_parts(set, len) };
    let hv = hint_hash(c);
    crate::core::hv::camelift_hv_clear(c, hv);
    for (k, v) in camelift_abi::hint_hash_entries(set) {
        let value = match v {
            Some(text) => sv::new_pv(c, text),
            None => sv::new_sv(c),
        };
        crate::core::hv::store(c, hv, k, value);
    }
    let mut bits = 0;
    if let Some(handlers) = site(c, site_ix) {
        for (kind, &h) in handlers.iter().enumerate() {
            if !h.is_null() {
                crate::core::hv::store(c, hv, HANDLER_KEYS[kind], sv::newsv_copy(c, h));
                bits |= HINT_NEW_NUMBERS[kind];
            }
        }
    }
    interp(c).const_current = site_ix;
    let h = hints_sv(c);
    let old = if sv::is_undef(h) {
        0
    } else {
        let info = Info::simple("");
        crate::core::num::to_iv(sv::to_num(c, h, &info, 0))
    };
    sv::set_num(h, crate::core::num::Num::Iv((old & !HINT_NEW_ALL) | bits));
}

/// The constant handlers an import just left in `%^H` become site `site` (from 1).
#[no_mangle]
pub extern "C-unwind" fn camelift_const_capture(c: *mut Ctx, site_ix: i32) {
    let Some(ix) = usize::try_from(site_ix).ok().and_then(|s| s.checked_sub(1)) else {
        return;
    };
    let hv = hint_hash(c);
    let mut handlers = [std::ptr::null_mut(); 3];
    for (kind, key) in HANDLER_KEYS.iter().enumerate() {
        if let Some(&v) = crate::core::hv::body(c, hv).map.get(key) {
            if code_ref(v).is_some() {
                handlers[kind] = sv::newsv_copy(c, v);
            }
        }
    }
    let sites = &mut interp(c).const_sites;
    if sites.len() <= ix {
        sites.resize(ix + 1, [std::ptr::null_mut(); 3]);
    }
    for old in std::mem::replace(&mut sites[ix], handlers) {
        if !old.is_null() {
            sv::dec(c, old);
        }
    }
    interp(c).const_current = site_ix;
}

/// The object literal number `id` is: made the first time by the `kind` handler of
/// site `site` from the literal's `text` and `value`, then the same read-only scalar.
#[no_mangle]
pub extern "C-unwind" fn camelift_const_obj(
    c: *mut Ctx,
    id: i32,
    site_ix: i32,
    kind: i32,
    text: *const u8,
    len: usize,
    value: *mut Sv,
) -> *mut Sv {
    if let Some(&obj) = interp(c).const_objs.get(&id) {
        return obj;
    }
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let text = unsafe { std::slice::from_raw_parts(text, len) };
    let handler = site(c, site_ix)
        .and_then(|h| usize::try_from(kind).ok().and_then(|k| h.get(k).copied()))
        .and_then(code_ref);
    let obj = match handler {
        Some(cv) => {
            let t = sv::mortalize(c, sv::new_pv(c, text));
            let undef = sv::undef(c);
            let r = crate::core::call::call_for_value(c, cv, &[t, value, undef], G_SCALAR);
            sv::newsv_copy(c, r)
        }
        // The site was not captured (its import died in an `eval`): the plain constant,
        // as perl's parser keeps it when there is no handler.
        None => sv::newsv_copy(c, value),
    };
    // SAFETY: `obj` is the new head made above, owned here from now on.
    unsafe { sv(obj) }.flags |= SVF_READONLY;
    interp(c).const_objs.insert(id, obj);
    obj
}

/// `%^H`'s entries, `$^H` and the current site, for `restore_hints`.
pub struct SavedHints {
    entries: Vec<(Vec<u8>, *mut Sv)>,
    hints: *mut Sv,
    current: i32,
}

/// Keeps `%^H`, `$^H` and the current site (a file about to run its imports).
pub fn save_hints(c: *mut Ctx) -> SavedHints {
    let hv = hint_hash(c);
    let entries = crate::core::hv::body(c, hv)
        .map
        .iter()
        .map(|(k, v)| (k.to_vec(), sv::newsv_copy(c, v)))
        .collect();
    SavedHints {
        entries,
        hints: sv::newsv_copy(c, hints_sv(c)),
        current: interp(c).const_current,
    }
}

/// Puts back what `save_hints` kept.
pub fn restore_hints(c: *mut Ctx, saved: SavedHints) {
    let hv = hint_hash(c);
    crate::core::hv::camelift_hv_clear(c, hv);
    for (k, v) in saved.entries {
        crate::core::hv::store(c, hv, &k, v);
    }
    sv::camelift_sv_setsv(c, hints_sv(c), saved.hints);
    sv::dec(c, saved.hints);
    interp(c).const_current = saved.current;
}
