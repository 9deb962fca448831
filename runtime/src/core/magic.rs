//! Set magic (perl's `mg_set`): what runs after a write to a scalar that has it. Such a
//! head is flagged `SVF_DEFELEM | SVF_SETMAGIC` (DEFELEM sends every write, inline or
//! not, through `sv::check_writable`, whose `Writing` guard calls `written` when the
//! write is done) and has its `SetMagic` in `Interp::set_magic`. Only set magic: a read
//! sees the value the head holds (there is no get magic; see docs/decisions/tie.md).

use crate::core::interp::interp;
use crate::core::sv::{self, dec, sv};
use camelift_abi::*;

pub enum SetMagic {
    /// An element of a tied hash (perl's tiedelem magic): the hash and the key, both
    /// held. A write calls STORE (tie.rs).
    TiedElem(*mut Sv, *mut Sv),
    /// `$|`: its value is 0 or 1; becoming 1 flushes the selected output handle.
    Autoflush,
    /// `$?`: its value is an integer.
    Status,
    /// `substr(TARGET, OFF, LEN)` as an lvalue that outlives its statement (a sub's
    /// argument): a write puts the value into TARGET there (perl's 'x' magic). All
    /// three held; LEN may be null.
    Substr(*mut Sv, *mut Sv, *mut Sv),
    /// A tied scalar (perl's tiedscalar magic): the object, held. A write calls STORE;
    /// a read the compiler knows may see a tie calls FETCH first (tie.rs `get_magic`).
    TiedScalar(*mut Sv),
}

/// Gives `p` set magic `m`.
pub fn attach(c: *mut Ctx, p: *mut Sv, m: SetMagic) {
    // SAFETY: `p` is a live head the caller holds.
    unsafe { sv(p) }.flags |= SVF_DEFELEM | SVF_SETMAGIC;
    if let Some(old) = interp(c).set_magic.insert(p as usize, m) {
        release(c, old);
    }
}

fn release(c: *mut Ctx, m: SetMagic) {
    match m {
        SetMagic::TiedElem(hv, key) => {
            dec(c, key);
            dec(c, hv);
        }
        SetMagic::Substr(t, off, len) => {
            for p in [len, off, t] {
                if !p.is_null() {
                    dec(c, p);
                }
            }
        }
        SetMagic::TiedScalar(obj) => dec(c, obj),
        SetMagic::Autoflush | SetMagic::Status => {}
    }
}

/// The object a tied scalar is tied to.
pub fn tied_scalar(c: *mut Ctx, p: *mut Sv) -> Option<*mut Sv> {
    match interp(c).set_magic.get(&(p as usize)) {
        Some(&SetMagic::TiedScalar(obj)) => Some(obj),
        _ => None,
    }
}

/// Takes `p`'s magic away (`untie` of a scalar): it is an ordinary scalar again.
pub fn detach(c: *mut Ctx, p: *mut Sv) {
    forget(c, p);
    // SAFETY: `p` is a live head the caller holds.
    unsafe { sv(p) }.flags &= !(SVF_DEFELEM | SVF_SETMAGIC);
}

/// Whether a write to `p` is in progress (its magic's own method is running).
pub fn claimed(c: *mut Ctx, p: *mut Sv) -> bool {
    interp(c).magic_writes.contains(&p)
}

/// A head with set magic is freed: what its magic held is released.
pub fn forget(c: *mut Ctx, p: *mut Sv) {
    if let Some(m) = interp(c).set_magic.remove(&(p as usize)) {
        release(c, m);
    }
}

/// The hash and key of a tied hash's element stand-in.
pub fn tied_elem(c: *mut Ctx, p: *mut Sv) -> Option<(*mut Sv, *mut Sv)> {
    match interp(c).set_magic.get(&(p as usize)) {
        Some(&SetMagic::TiedElem(hv, k)) => Some((hv, k)),
        _ => None,
    }
}

/// A write to `p` starts: true when it is the outermost one (which runs the magic when
/// it is done); a write nested in it (the assignment inside `.=`, the magic's own
/// normalising write) is not.
pub fn claim_write(c: *mut Ctx, p: *mut Sv) -> bool {
    let w = &mut interp(c).magic_writes;
    if w.contains(&p) {
        return false;
    }
    w.push(p);
    true
}

fn unclaim(c: *mut Ctx, p: *mut Sv) {
    let w = &mut interp(c).magic_writes;
    if let Some(at) = w.iter().rposition(|&q| q == p) {
        w.remove(at);
    }
}

/// Runs `f` with `p` claimed: its writes run no magic.
pub fn quietly<R>(c: *mut Ctx, p: *mut Sv, f: impl FnOnce() -> R) -> R {
    let claimed = claim_write(c, p);
    let r = f();
    if claimed {
        unclaim(c, p);
    }
    r
}

/// The write to `p` is done: its magic runs (not when the write died).
pub fn written(c: *mut Ctx, p: *mut Sv) {
    if std::thread::panicking() {
        unclaim(c, p);
        return;
    }
    let m = match interp(c).set_magic.get(&(p as usize)) {
        Some(SetMagic::TiedElem(hv, k)) => Some(SetMagic::TiedElem(*hv, *k)),
        Some(SetMagic::Autoflush) => Some(SetMagic::Autoflush),
        Some(SetMagic::Status) => Some(SetMagic::Status),
        Some(SetMagic::Substr(t, o, l)) => Some(SetMagic::Substr(*t, *o, *l)),
        Some(SetMagic::TiedScalar(obj)) => Some(SetMagic::TiedScalar(*obj)),
        None => None,
    };
    match m {
        Some(SetMagic::TiedElem(hv, k)) => {
            // STORE runs with the write still claimed: a STORE that writes `$_[2]`
            // does not STORE again.
            let keep = sv::inc(p);
            crate::core::tie::store_elem(c, hv, k, p);
            dec(c, keep);
        }
        Some(SetMagic::TiedScalar(obj)) => {
            // As for an element: STORE runs with the write claimed, so the scalar's own
            // assignments inside STORE store into it (perl turns the magic off there).
            let keep = sv::inc(p);
            let o = sv::inc(obj);
            crate::core::tie::store_scalar(c, o, p);
            dec(c, o);
            dec(c, keep);
        }
        Some(SetMagic::Autoflush) => {
            let info = crate::core::interp::Info::simple("scalar assignment");
            let on = sv::to_iv(c, p, &info, 0) != 0;
            sv::set_num(p, crate::core::num::Num::Iv(on as i64));
            if on {
                (crate::core::hooks::hooks(c).flush_selected)(c);
            }
        }
        Some(SetMagic::Status) => {
            let info = crate::core::interp::Info::simple("scalar assignment");
            let n = sv::to_iv(c, p, &info, 0);
            sv::set_num(p, crate::core::num::Num::Iv(n));
        }
        Some(SetMagic::Substr(t, off, len)) => {
            let keep = sv::inc(p);
            (crate::core::hooks::hooks(c).substr_store)(c, t, off, len, p);
            dec(c, keep);
        }
        None => {}
    }
    unclaim(c, p);
}

/// `local` of a variable with set magic: the new value gets the old one's magic (of the
/// kinds that belong to the variable) and runs it, as perl's `mg_localize` does (`local
/// $|` turns autoflush off, `local $?` is 0).
pub fn localize(c: *mut Ctx, old: *mut Sv, new: *mut Sv) {
    let kind = match interp(c).set_magic.get(&(old as usize)) {
        Some(SetMagic::Autoflush) => SetMagic::Autoflush,
        Some(SetMagic::Status) => SetMagic::Status,
        _ => return,
    };
    attach(c, new, kind);
    // The new value is undef, which the magic makes 0 without perl's "uninitialized"
    // warning.
    if sv::is_undef(new) {
        sv::set_num(new, crate::core::num::Num::Iv(0));
    }
    written(c, new);
}
