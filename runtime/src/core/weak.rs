//! Weak references (perl's `sv_rvweaken` and back-reference magic): a weak reference
//! (`SVF_WEAKREF`) holds no count on its referent; the referent (`SVF_BACKREF`) lists
//! its weak references by address in `Interp::backrefs`, and freeing it makes each of them
//! undef. Copies of a weak reference are strong (`sv_setsv` never copies the flag).

use crate::core::interp::interp;
use crate::core::sv::{self, sv};
use camelift_abi::*;

/// `weaken($ref)`. False when `r` is not a reference (the caller reports it).
pub fn weaken(c: *mut Ctx, r: *mut Sv) -> bool {
    // SAFETY: `r` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(r) };
    if s.flags & SVF_ROK == 0 {
        return false;
    }
    if s.flags & SVF_WEAKREF != 0 {
        crate::core::diag::warn_if_enabled(c, "Reference is already weak");
        return true;
    }
    let target = s.any() as *mut Sv;
    interp(c)
        .backrefs
        .entry(target as usize)
        .or_default()
        .push(r);
    // SAFETY: `target` is the referent of a live reference, which holds a count on it.
    unsafe { sv(target) }.flags |= SVF_BACKREF;
    s.flags |= SVF_WEAKREF;
    // The reference gives up its count: the last strong one gone, the referent goes now
    // (and this reference becomes undef).
    sv::dec(c, target);
    true
}

/// `unweaken($ref)`: a weak reference becomes strong again.
pub fn unweaken(c: *mut Ctx, r: *mut Sv) {
    // SAFETY: `r` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(r) };
    if s.flags & (SVF_ROK | SVF_WEAKREF) != SVF_ROK | SVF_WEAKREF {
        return;
    }
    forget(c, r, s.any() as *mut Sv);
    s.flags &= !SVF_WEAKREF;
    sv::inc(s.any() as *mut Sv);
}

/// `isweak($ref)`.
pub fn is_weak(r: *mut Sv) -> bool {
    // SAFETY: `r` is a live head the caller holds a reference to for the call.
    unsafe { sv(r) }.flags & (SVF_ROK | SVF_WEAKREF) == SVF_ROK | SVF_WEAKREF
}

/// The weak reference `r` stops pointing at `target` (it is overwritten or freed): it
/// leaves `target`'s list, and gives back no count (it held none).
pub fn forget(c: *mut Ctx, r: *mut Sv, target: *mut Sv) {
    let key = target as usize;
    let empty = match interp(c).backrefs.get_mut(&key) {
        Some(list) => {
            if let Some(i) = list.iter().position(|&w| w == r) {
                list.swap_remove(i);
            }
            list.is_empty()
        }
        None => false,
    };
    if empty {
        interp(c).backrefs.remove(&key);
        // SAFETY: `target` is alive: something still holds a strong reference to it.
        unsafe { sv(target) }.flags &= !SVF_BACKREF;
    }
}

/// `target` is being freed (after its DESTROY): its weak references become undef.
pub fn kill_backrefs(c: *mut Ctx, target: *mut Sv) {
    let Some(list) = interp(c).backrefs.remove(&(target as usize)) else {
        return;
    };
    for r in list {
        // SAFETY: heads are never returned to the system; a listed reference is either
        // still the weak reference to `target` or was rewritten (then left alone).
        let s = unsafe { sv(r) };
        if s.flags & (SVF_ROK | SVF_WEAKREF) == SVF_ROK | SVF_WEAKREF
            && s.any() == target as *mut u8
        {
            s.flags &= !(SVF_ROK | SVF_WEAKREF);
            s.set_any(std::ptr::null_mut());
        }
    }
}
