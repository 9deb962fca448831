//! Restricted hashes: a hash whose head is marked READONLY (perl's `SvREADONLY(hv)`, set by
//! `Internals::SvREADONLY(%h, 1)`, which Hash::Util's `lock_keys` and `fields::new` call)
//! takes no new keys, and a key deleted from it stays allowed as a placeholder (hv.c keeps
//! the entry with `&PL_sv_placeholder` as its value; here the key goes to
//! `Hv::placeholders`, beside the table, so `keys`, `each` and every lookup of a key that is
//! there never see placeholders). The texts and cases are hv.c's: hv_common's
//! `hv_notallowed` for a missing key fetched or stored, S_hv_delete_common's for a delete,
//! hv_clear's for `%h = ()`.
//!
//! Only the paths where a key is missing, inserted or deleted test the flag (`fetch_absent`,
//! delete, list assignment, `undef %h`): a fetch or store of a key that is there costs
//! nothing more.

use crate::core::hv::body;
use crate::core::hvmap::{key_string, KEY_UTF8};
use crate::core::sv::{self, sv};
use camelift_abi::*;

/// Whether hash `p` is restricted (its head is READONLY).
#[inline(always)]
pub fn is_restricted(p: *mut Sv) -> bool {
    // SAFETY: `p` is a live hash head the caller holds a reference to.
    unsafe { sv(p) }.flags & SVF_READONLY != 0
}

/// The position of `key` among hash `p`'s placeholders (only `KEY_UTF8` is part of a
/// key's identity, as in the table).
fn placeholder_at(c: *mut Ctx, p: *mut Sv, key: &[u8], flags: u8) -> Option<usize> {
    body(c, p)
        .placeholders
        .iter()
        .position(|(k, f)| k == key && (f ^ flags) & KEY_UTF8 == 0)
}

/// Dies with perl's hv_notallowed text: `what` around the key, which is shown as the
/// string it was stored from.
#[cold]
fn not_allowed(c: *mut Ctx, before: &str, key: &[u8], flags: u8, after: &str) -> ! {
    let (k, utf8) = key_string(key, flags);
    let mut text = before.as_bytes().to_vec();
    text.extend_from_slice(&k);
    text.extend_from_slice(after.as_bytes());
    text.extend_from_slice(crate::core::diag::location(c).as_bytes());
    let msg = sv::new_pv(c, &text);
    if utf8 {
        // SAFETY: `msg` was made just above; this function holds its only reference.
        unsafe { sv(msg) }.flags |= SVF_UTF8;
    }
    crate::core::diag::die_value(c, msg)
}

/// A key not in restricted hash `p` is fetched (`store`: to be stored, else as an
/// rvalue): a placeholder may be read (undef) and stored (it stops being one); any other
/// key dies "Attempt to access disallowed key".
#[cold]
#[inline(never)]
pub fn absent(c: *mut Ctx, p: *mut Sv, key: &[u8], flags: u8, store: bool) {
    match placeholder_at(c, p, key, flags) {
        Some(at) => {
            if store {
                body(c, p).placeholders.swap_remove(at);
            }
        }
        None => not_allowed(
            c,
            "Attempt to access disallowed key '",
            key,
            flags,
            "' in a restricted hash",
        ),
    }
}

/// `delete $h{key}` of restricted hash `p`: a read-only value cannot go, a present key
/// becomes a placeholder (its value returned), a placeholder gives undef, and any other
/// key dies "Attempt to delete disallowed key".
#[cold]
#[inline(never)]
pub fn delete(c: *mut Ctx, p: *mut Sv, key: &[u8], flags: u8) -> *mut Sv {
    let h = body(c, p);
    if let Some(&v) = h.map.get_flagged(key, flags) {
        // SAFETY: a table value is a live head the hash holds a reference to.
        if unsafe { sv(v) }.flags & SVF_READONLY != 0 {
            not_allowed(
                c,
                "Attempt to delete readonly key '",
                key,
                flags,
                "' from a restricted hash",
            );
        }
        let v = h.map.remove_flagged(key, flags).unwrap_or(v);
        h.placeholders.push((key.to_vec(), flags));
        return sv::mortalize(c, v);
    }
    if placeholder_at(c, p, key, flags).is_none() {
        not_allowed(
            c,
            "Attempt to delete disallowed key '",
            key,
            flags,
            "' from a restricted hash",
        );
    }
    sv::undef(c)
}

/// `%h = ...` of restricted hash `p` (hv_clear's restricted branch): every key becomes a
/// placeholder, in order, dying at the first whose value is read-only (the keys before
/// it are placeholders by then, as in perl).
#[cold]
#[inline(never)]
pub fn clear_to_placeholders(c: *mut Ctx, p: *mut Sv) {
    let entries: Vec<(Vec<u8>, u8, *mut Sv)> = body(c, p)
        .map
        .iter_flagged()
        .map(|(k, f, v)| (k.to_vec(), f, v))
        .collect();
    for (k, f, v) in entries {
        // SAFETY: a table value is a live head the hash holds a reference to.
        if unsafe { sv(v) }.flags & SVF_READONLY != 0 {
            not_allowed(
                c,
                "Attempt to delete readonly key '",
                &k,
                f,
                "' from a restricted hash",
            );
        }
        let h = body(c, p);
        if let Some(v) = h.map.remove_flagged(&k, f) {
            h.placeholders.push((k, f));
            sv::dec(c, v);
        }
    }
}

/// The placeholders of hash `p` (Hash::Util's hidden keys) as (key, flags).
pub fn placeholders(c: *mut Ctx, p: *mut Sv) -> Vec<(Vec<u8>, u8)> {
    body(c, p).placeholders.clone()
}

/// Hash::Util's `_clear_placeholders` (hv_clear_placeholders): the hidden keys go, so
/// they are no longer allowed.
pub fn clear_placeholders(c: *mut Ctx, p: *mut Sv) {
    body(c, p).placeholders = Vec::new();
}
