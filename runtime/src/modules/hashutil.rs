//! Util.xs (Hash::Util 0.28), the XS part of the real Hash/Util.pm (bound by its
//! `XSLoader::load()`, xsload.rs), and universal.c's `Internals::SvREADONLY`, which every
//! perl has: together they are what Hash::Util's lock_* functions and `fields::new` build
//! restricted hashes with (the hash side is core/restricted.rs).

use crate::core::xs::{self, die_msg};
use camelift_abi::*;

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// The referent of `r` when it is a reference.
fn referent(r: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `r` is an argument on the stack, a live head.
    let s = unsafe { xs::sv(r) };
    (s.flags & SVF_ROK != 0).then(|| s.any() as *mut Sv)
}

fn sv_type(p: *mut Sv) -> u32 {
    // SAFETY: `p` is a live head (an argument's referent).
    unsafe { xs::sv(p) }.flags & SVT_MASK
}

/// The hash an `HV *` argument of the XS names (the T_HVREF typemap), or its croak
/// "FUNC: hash is not a HASH reference".
fn hash_arg(c: *mut Ctx, a: Option<&*mut Sv>, func: &str) -> *mut Sv {
    match a.and_then(|&a| referent(a)) {
        Some(h) if sv_type(h) == SVT_PVHV => {
            if xs::hv_body(c, h).tie.is_null() {
                h
            } else {
                die_msg(c, format!("{func} of a tied hash is not supported yet"))
            }
        }
        _ => die_msg(c, format!("{func}: hash is not a HASH reference")),
    }
}

/// The array an `AV *` argument names (T_AVREF), or "FUNC: NAME is not an ARRAY reference".
fn array_arg(c: *mut Ctx, a: Option<&*mut Sv>, func: &str, name: &str) -> *mut Sv {
    match a.and_then(|&a| referent(a)) {
        Some(av) if sv_type(av) == SVT_PVAV => av,
        _ => die_msg(c, format!("{func}: {name} is not an ARRAY reference")),
    }
}

/// The hash's keys as mortal strings (as `keys` gives them): the visible ones
/// (`visible`) and the placeholders (`hidden`).
fn key_svs(c: *mut Ctx, h: *mut Sv, visible: bool, hidden: bool) -> Vec<*mut Sv> {
    let mut keys = Vec::new();
    if visible {
        let table: Vec<(Vec<u8>, u8)> = xs::hv_body(c, h)
            .map
            .iter_flagged()
            .map(|(k, f, _)| (k.to_vec(), f))
            .collect();
        for (k, f) in table {
            let (s, utf8) = xs::hv_key_string(&k, f);
            keys.push(xs::mortal_str(c, &s, utf8));
        }
    }
    if hidden {
        for (k, f) in xs::hv_placeholders(c, h) {
            let (s, utf8) = xs::hv_key_string(&k, f);
            keys.push(xs::mortal_str(c, &s, utf8));
        }
    }
    keys
}

/// universal.c's `Internals::SvREADONLY(\[$%@];$)`: with one argument whether the referent
/// is READONLY (yes or no), with two it is set (a true flag: yes) or cleared (no). A hash
/// so marked is restricted. Marking an array is not supported yet (its push, pop and
/// extension do not look at the flag).
pub extern "C-unwind" fn sv_readonly(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let target = match (args.first().and_then(|&a| referent(a)), args.len()) {
        (Some(t), 1 | 2) => t,
        _ => die_msg(c, "Usage: Internals::SvREADONLY(SCALAR[, ON])"),
    };
    // SAFETY: `target` is the referent of a reference on the stack, a live head.
    let s = unsafe { xs::sv(target) };
    let r = match args.get(1) {
        None => xs::bool_sv(c, s.flags & SVF_READONLY != 0),
        Some(&on) => {
            let on = xs::truth(c, on);
            let t = s.flags & SVT_MASK;
            if t != SVT_SCALAR && t != SVT_PVHV {
                die_msg(
                    c,
                    "Internals::SvREADONLY of anything but a scalar or a hash is not supported yet",
                );
            }
            if on {
                s.flags |= SVF_READONLY;
            } else {
                if s.flags & SVF_IMMORTAL != 0 {
                    die_msg(
                        c,
                        "Internals::SvREADONLY making an immortal value writable is not supported yet",
                    );
                }
                s.flags &= !SVF_READONLY;
            }
            xs::bool_sv(c, on)
        }
    };
    give(c, r, gimme)
}

/// `_clear_placeholders(\%)`: the hash's hidden keys go (they are no longer allowed).
pub extern "C-unwind" fn clear_placeholders(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 1 {
        die_msg(c, "Usage: Hash::Util::_clear_placeholders(hashref)");
    }
    let h = hash_arg(c, args.first(), "Hash::Util::_clear_placeholders");
    xs::hv_clear_placeholders(c, h);
    let _ = gimme;
    xs::undef(c)
}

/// `all_keys(\%\@\@)`: the arrays emptied, then the visible keys into the first and the
/// hidden ones into the second; returns the hash reference.
pub extern "C-unwind" fn all_keys(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 3 {
        die_msg(c, "Usage: Hash::Util::all_keys(hash, keys, placeholder)");
    }
    const F: &str = "Hash::Util::all_keys";
    let h = hash_arg(c, args.first(), F);
    let keys = array_arg(c, args.get(1), F, "keys");
    let hidden = array_arg(c, args.get(2), F, "placeholder");
    let visible_keys = key_svs(c, h, true, false);
    xs::av_assign(c, keys, &visible_keys);
    let hidden_keys = key_svs(c, h, false, true);
    xs::av_assign(c, hidden, &hidden_keys);
    give(c, args[0], gimme)
}

/// `hidden_ref_keys(hash)` / `legal_ref_keys(hash)`: the keys as a list.
fn ref_keys(c: *mut Ctx, mark: usize, name: &str, legal: bool) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 1 {
        die_msg(c, format!("Usage: Hash::Util::{name}(hash)"));
    }
    let h = hash_arg(c, args.first(), name);
    let keys = key_svs(c, h, legal, true);
    let last = keys.last().copied();
    for k in keys {
        xs::push(c, k);
    }
    last.unwrap_or_else(|| xs::undef(c))
}

pub extern "C-unwind" fn hidden_ref_keys(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    ref_keys(c, mark, "hidden_ref_keys", false)
}

pub extern "C-unwind" fn legal_ref_keys(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    ref_keys(c, mark, "legal_ref_keys", true)
}

/// `hv_store(\%$$)`: the value itself (hv_store_ent, no copy) under the key, as a store
/// of the key would (a restricted hash refuses a key it does not allow); yes.
pub extern "C-unwind" fn hv_store(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 3 {
        die_msg(c, "Usage: Hash::Util::hv_store(hash, key, val)");
    }
    let h = hash_arg(c, args.first(), "Hash::Util::hv_store");
    let (key, flags) = xs::hv_key_with(c, args[1], || xs::Info::simple("hash element"));
    let key = key.into_owned();
    if xs::hv_is_restricted(h) && !xs::hv_body(c, h).map.contains_flagged(&key, flags) {
        xs::hv_restricted_absent(c, h, &key, flags, true);
    }
    let val = xs::inc(args[2]);
    if let Some(old) = xs::hv_body(c, h).map.insert_flagged(key, flags, val) {
        xs::dec(c, old);
    }
    let r = xs::yes(c);
    give(c, r, gimme)
}

/// The functions that show perl's own hash function or bucket layout (SBOX32 and
/// SipHash-1-3 with a 32-byte seed, chained buckets): ours differ, so each dies rather
/// than give other numbers.
fn perl_layout(c: *mut Ctx, name: &str) -> ! {
    die_msg(
        c,
        format!("Hash::Util::{name} (perl's own hash function and buckets) is not supported yet"),
    )
}

pub extern "C-unwind" fn hash_seed(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "hash_seed")
}

pub extern "C-unwind" fn hash_value(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "hash_value")
}

pub extern "C-unwind" fn hash_traversal_mask(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "hash_traversal_mask")
}

pub extern "C-unwind" fn bucket_info(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "bucket_info")
}

pub extern "C-unwind" fn bucket_array(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "bucket_array")
}

pub extern "C-unwind" fn bucket_ratio(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "bucket_ratio")
}

pub extern "C-unwind" fn num_buckets(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "num_buckets")
}

pub extern "C-unwind" fn used_buckets(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    perl_layout(c, "used_buckets")
}
