//! The save stack (perl's `savestack`): what `local` replaced, restored when the
//! enclosing block exits, when a sub returns, or when `die` unwinds to an `eval`.

use crate::core::interp::{gv, interp, Info};
use crate::core::sv::{self, ctx, dec, sv};
use camelift_abi::*;

pub enum Save {
    /// A glob's scalar, array or hash slot and its previous value.
    Sv(*mut Gv, *mut Sv),
    Av(*mut Gv, *mut Sv),
    Hv(*mut Gv, *mut Sv),
    /// A hash element: previous value, or None if the key did not exist.
    Helem(*mut Sv, (Vec<u8>, u8), Option<*mut Sv>),
    /// `local $h{k}` of a tied hash: the hash, the key and the old value to STORE back
    /// (None: the element is DELETEd).
    TiedHelem(*mut Sv, *mut Sv, Option<*mut Sv>),
    /// An array element: previous value (null if there was none).
    Aelem(*mut Sv, usize, *mut Sv),
    /// A layer's own restore (perl's SAVEDESTRUCTOR_X) and its datum: the regex layer's
    /// saved match.
    Destructor(fn(*mut Ctx, usize), usize),
    /// A glob's scalar slot that is about to alias other values (`map`/`grep` set `$_` to
    /// each item without owning it): put back as it was, with no reference dropped.
    Alias(*mut Gv, *mut Sv),
}

#[no_mangle]
pub extern "C-unwind" fn camelift_savestack_ix(c: *mut Ctx) -> usize {
    interp(c).savestack.len()
}

/// Restores everything saved above `mark`, newest first.
#[no_mangle]
pub extern "C-unwind" fn camelift_leave_scope(c: *mut Ctx, mark: usize) {
    while interp(c).savestack.len() > mark {
        let Some(entry) = interp(c).savestack.pop() else {
            return;
        };
        match entry {
            Save::Sv(g, old) => {
                let cur = std::mem::replace(&mut gv(g).sv, old);
                dec(c, cur);
            }
            Save::Alias(g, old) => gv(g).sv = old,
            Save::Av(g, old) => {
                // SAFETY: `old` is a live head held by its container or the stack for this call.
                if unsafe { sv::sv(old) }.flags & SVF_ISA != 0 {
                    crate::core::obj::isa_changed();
                }
                let cur = std::mem::replace(&mut gv(g).av, old);
                dec(c, cur);
            }
            Save::Hv(g, old) => {
                let cur = std::mem::replace(&mut gv(g).hv, old);
                dec(c, cur);
            }
            Save::Helem(hv, (key, flags), old) => {
                let map = &mut crate::core::hv::body(c, hv).map;
                let cur = match old {
                    Some(o) => map.insert_flagged(key, flags, o),
                    None => map.remove_flagged(&key, flags),
                };
                if let Some(cur) = cur {
                    dec(c, cur);
                }
                dec(c, hv);
            }
            Save::TiedHelem(hv, key, old) => crate::core::tie::restore_elem(c, hv, key, old),
            Save::Aelem(av, i, old) => {
                let items = &mut crate::core::av::body(c, av).items;
                if items.len() <= i {
                    items.resize(i + 1, std::ptr::null_mut());
                }
                let cur = std::mem::replace(&mut items[i], old);
                if old.is_null() && i + 1 == items.len() {
                    // The element did not exist: deleting the last one shrinks the array
                    // past any other missing ones, as perl's av_delete does.
                    while items.back().is_some_and(|p| p.is_null()) {
                        items.pop_back();
                    }
                }
                dec(c, cur);
                dec(c, av);
            }
            Save::Destructor(f, datum) => f(c, datum),
        }
    }
}

/// `map`/`grep` about to alias `$_` (glob `g`) to each item: its current value comes
/// back when the block is left in any way, `die` included. Returns the save-stack mark
/// to leave to.
#[no_mangle]
pub extern "C-unwind" fn camelift_save_alias_sv(c: *mut Ctx, g: *mut Gv) -> usize {
    let mark = interp(c).savestack.len();
    let cur = gv(g).sv;
    interp(c).savestack.push(Save::Alias(g, cur));
    mark
}

/// `local $x`: a new undef scalar in the glob until the scope ends.
#[no_mangle]
pub extern "C-unwind" fn camelift_local_sv(c: *mut Ctx, g: *mut Gv) -> *mut Sv {
    let fresh = sv::new_sv(c);
    let old = std::mem::replace(&mut gv(g).sv, fresh);
    interp(c).savestack.push(Save::Sv(g, old));
    // SAFETY: `old` is the glob's scalar, held by the save stack now.
    if unsafe { sv::sv(old) }.flags & SVF_SETMAGIC != 0 {
        crate::core::magic::localize(c, old, fresh);
    }
    fresh
}

#[no_mangle]
pub extern "C-unwind" fn camelift_local_av(c: *mut Ctx, g: *mut Gv) -> *mut Sv {
    let fresh = crate::core::av::new_av(c);
    // SAFETY: `gv(g).av` is in a glob's slot; the glob (never freed) holds a reference to it.
    if unsafe { sv::sv(gv(g).av) }.flags & SVF_ISA != 0 {
        // `local @ISA`: the new array is the package's @ISA too.
        // SAFETY: `fresh` was made just above; this function holds its only reference.
        (unsafe { sv::sv(fresh) }).flags |= SVF_ISA;
        crate::core::obj::isa_changed();
    }
    let old = std::mem::replace(&mut gv(g).av, fresh);
    interp(c).savestack.push(Save::Av(g, old));
    fresh
}

#[no_mangle]
pub extern "C-unwind" fn camelift_local_hv(c: *mut Ctx, g: *mut Gv) -> *mut Sv {
    let fresh = crate::core::hv::new_hv(c);
    let old = std::mem::replace(&mut gv(g).hv, fresh);
    interp(c).savestack.push(Save::Hv(g, old));
    fresh
}

/// `local *name` (`value` null): the glob's scalar, array and hash are new until the
/// scope ends. `local *name = \REF`: only the slot of the reference's referent (a
/// scalar, an array or a hash) is saved and replaced, as perl's one-shot GvINTRO makes the
/// glob assignment save just the slot it sets (`local *_ = \my $x` keeps `@_`).
#[no_mangle]
pub extern "C-unwind" fn camelift_local_glob(c: *mut Ctx, g: *mut Gv, value: *mut Sv) {
    if value.is_null() {
        camelift_local_sv(c, g);
        camelift_local_av(c, g);
        camelift_local_hv(c, g);
        (crate::core::hooks::hooks(c).local_io)(c, g, std::ptr::null_mut());
        return;
    }
    // SAFETY: `value` is the assigned value, a live head on the stack for this call.
    let v = unsafe { sv::sv(value) };
    if v.flags & SVF_FAKEGV != 0 {
        local_glob_alias(c, g, value);
        return;
    }
    if v.flags & SVF_ROK == 0 {
        crate::core::diag::die_msg(
            c,
            "local *name = a value other than a reference is not supported yet",
        );
    }
    let target = v.any() as *mut Sv;
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    let tf = unsafe { sv::sv(target) }.flags;
    if tf & SVF_FAKEGV != 0 {
        // `local *FH = \*OTHER`.
        local_glob_alias(c, g, target);
        return;
    }
    if tf & SVT_MASK == SVT_PVGV && tf & SVF_IOVIEW == 0 {
        // `local *FH = $fh` of `open my $fh`: its glob.
        if let Some(n) = (crate::core::hooks::hooks(c).glob_for_head)(c, target) {
            let v = crate::core::interp::glob_value_of(c, &n);
            local_glob_alias(c, g, v);
            return;
        }
    }
    let slot = match tf & SVT_MASK {
        SVT_SCALAR | SVT_REGEXP => {
            camelift_local_sv(c, g);
            &mut gv(g).sv
        }
        SVT_PVAV => {
            camelift_local_av(c, g);
            &mut gv(g).av
        }
        SVT_PVHV => {
            camelift_local_hv(c, g);
            &mut gv(g).hv
        }
        _ => crate::core::diag::die_msg(
            c,
            "local *name = a reference to code or a glob is not supported yet",
        ),
    };
    let fresh = std::mem::replace(slot, sv::inc(target));
    dec(c, fresh);
}

/// `local *name = *other` (a glob value): until the scope ends the glob's scalar, array,
/// hash and handle are the other glob's (perl's GvINTRO glob assignment shares the whole
/// GP). A sub in the other glob is not aliased this way yet.
fn local_glob_alias(c: *mut Ctx, g: *mut Gv, value: *mut Sv) {
    let src_name = crate::core::interp::glob_value_name(value);
    let src = crate::core::interp::gv_fetch(c, &src_name);
    if src == g {
        return;
    }
    if crate::core::interp::named_code(c, &src_name).is_some() {
        crate::core::diag::die_msg(
            c,
            "local *name = *glob of a glob with a sub is not supported yet",
        );
    }
    camelift_local_sv(c, g);
    camelift_local_av(c, g);
    camelift_local_hv(c, g);
    crate::core::interp::share_slots(c, g, src);
    (crate::core::hooks::hooks(c).local_io)(c, g, src);
}

/// `local $h{k}`.
#[no_mangle]
pub extern "C-unwind" fn camelift_local_helem(c: *mut Ctx, hv: *mut Sv, k: *mut Sv) -> *mut Sv {
    if let Some(obj) = crate::core::tie::tied_obj(c, hv) {
        return crate::core::tie::local_elem(c, hv, obj, k);
    }
    let (key, flags) = crate::core::hv::key_with(c, k, || Info::simple("local"));
    let key = key.into_owned();
    let fresh = sv::new_sv(c);
    let old = crate::core::hv::body(c, hv)
        .map
        .insert_flagged(key.clone(), flags, fresh);
    sv::inc(hv);
    interp(c).savestack.push(Save::Helem(hv, (key, flags), old));
    fresh
}

/// `local @h{LIST}`: each key's element, as `local $h{KEY}`; the new elements replace
/// the keys on the stack if `push` (for a list assignment to them).
#[no_mangle]
pub extern "C-unwind" fn camelift_local_hslice(c: *mut Ctx, hv: *mut Sv, mark: usize, push: i32) {
    let keys = crate::core::stack::pop_from(c, mark);
    for k in keys {
        let fresh = camelift_local_helem(c, hv, k);
        if push != 0 {
            crate::core::stack::push(c, fresh);
        }
    }
}

/// `local $a[i]`.
#[no_mangle]
pub extern "C-unwind" fn camelift_local_aelem(c: *mut Ctx, av: *mut Sv, i: i64) -> *mut Sv {
    let len = crate::core::av::body(c, av).items.len() as i64;
    let ix = if i < 0 { len + i } else { i };
    if ix < 0 {
        crate::core::diag::die_msg(
            c,
            format!("Modification of non-creatable array value attempted, subscript {i}"),
        );
    }
    let ix = ix as usize;
    let fresh = sv::new_sv(c);
    let items = &mut crate::core::av::body(c, av).items;
    if items.len() <= ix {
        items.resize(ix + 1, std::ptr::null_mut());
    }
    let old = std::mem::replace(&mut items[ix], fresh);
    sv::inc(av);
    interp(c).savestack.push(Save::Aelem(av, ix, old));
    let _ = ctx(c);
    // SAFETY: `fresh` was made just above; this function holds its only reference.
    let _ = unsafe { sv(fresh) };
    fresh
}
