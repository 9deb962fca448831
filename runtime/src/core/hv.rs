//! Hashes (HV): string keys to owned scalar pointers, in an `HvMap` (hvmap.rs) with
//! our own key hash: a word-at-a-time folded multiply with per-process random seeds (as
//! perl's own short-key hashes are). SipHash cost a fifth of the run time of hash-heavy
//! programs. Iteration order is unspecified, as in perl (here: insertion order, with
//! deleted keys' places reused only after a rebuild).
//!
//! Keys are made as perl's hv_common makes them (`key_with`): a byte string as it is; a
//! character string downgraded to Latin-1 when every character fits (flagged
//! `KEY_WASUTF8`, so `$h{"\xe9"}` and `$h{$upgraded_e9}` are one element), else its UTF-8
//! (`KEY_UTF8`). `keys`/`each` give a key back as a character string when either flag is set.

pub use crate::core::hvmap::HvMap;
use crate::core::hvmap::{key_of_str, key_string, KEY_UTF8};
use crate::core::interp::Info;
use crate::core::restricted;
use crate::core::sv::{self, ctx, dec, new_sv, sv};
use crate::core::tie;
use camelift_abi::codes::{
    FETCH_DEFER, FETCH_LVALUE, FETCH_RVALUE, FETCH_STORE, SLICE_DELETE, SLICE_DISCARD, SLICE_HASH,
    SLICE_KV,
};
use camelift_abi::*;
use std::borrow::Cow;

pub struct Hv {
    pub map: HvMap,
    /// `each` iterator: the next entry position.
    iter: Option<usize>,
    /// The object a tied hash is tied to (a reference this holds a count on), or null
    /// (tie.rs).
    pub tie: *mut Sv,
    /// A tied hash's `each` iterator: the last key FIRSTKEY/NEXTKEY gave, or null.
    pub tie_last: *mut Sv,
    /// A restricted hash's deleted keys, which stay allowed (key, flags): perl's
    /// placeholders, entries whose value is `&PL_sv_placeholder`. They live beside the
    /// table, so its lookups never meet them; only the paths of a key that is missing,
    /// new or deleted in a hash marked READONLY look here (restricted hashes are small:
    /// a linear search).
    pub placeholders: Vec<(Vec<u8>, u8)>,
}

/// The per-process seeds of the key hash: the starting state and the multiplier.
fn seeds() -> (u64, u64) {
    static SEEDS: std::sync::OnceLock<(u64, u64)> = std::sync::OnceLock::new();
    *SEEDS.get_or_init(|| {
        use std::hash::{BuildHasher, Hasher};
        let state = std::collections::hash_map::RandomState::new();
        let mut a = state.build_hasher();
        a.write_u64(0x5eed);
        let mut b = state.build_hasher();
        b.write_u64(0xf01d);
        // The multiplier is odd and has high bits set, so that no input bit is lost.
        (a.finish(), b.finish() | 1 | (1 << 63))
    })
}

#[derive(Clone, Copy, Default)]
pub struct KeyHash;

impl std::hash::BuildHasher for KeyHash {
    type Hasher = KeyHasher;
    fn build_hasher(&self) -> KeyHasher {
        let (state, mul) = seeds();
        KeyHasher { state, mul }
    }
}

pub struct KeyHasher {
    state: u64,
    mul: u64,
}

impl KeyHasher {
    /// One word into the state: a folded multiply (the high and low halves of the
    /// 128-bit product xored) by the secret multiplier. The high half carries every
    /// input bit into every bit of the result by amounts that depend on the seed, so
    /// no difference between two keys cancels whatever the seed (a plain 64-bit
    /// multiply and rotate let keys crafted once collide in every process: 32,768 such
    /// keys took 14 s to insert, tests/faults/hash_flood.pl).
    fn mix(&mut self, w: u64) {
        let p = u128::from(self.state ^ w) * u128::from(self.mul);
        self.state = (p as u64) ^ ((p >> 64) as u64);
    }
}

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // murmur3's finaliser: every input bit reaches every output bit.
        let mut h = self.state;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for ch in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(ch);
            self.mix(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 56));
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.mix(n as u64);
    }
}

pub fn new_hv(c: *mut Ctx) -> *mut Sv {
    let p = new_sv(c);
    // SAFETY: `p` was made just above; this function holds its only reference.
    let s = unsafe { sv(p) };
    s.flags = SVT_PVHV;
    s.set_any(Box::into_raw(Box::new(Hv {
        map: HvMap::default(),
        iter: None,
        tie: std::ptr::null_mut(),
        tie_last: std::ptr::null_mut(),
        placeholders: Vec::new(),
    })) as *mut u8);
    p
}

/// Stores `value` (its count taken over) under `key` in the hash's own entries,
/// releasing the value it replaces (no tie, no restriction: the runtime's own stores).
pub fn store(c: *mut Ctx, p: *mut Sv, key: &[u8], value: *mut Sv) {
    if let Some(old) = body(c, p).map.insert(key.to_vec(), value) {
        crate::core::sv::dec(c, old);
    }
}

pub fn body<'a>(c: *mut Ctx, p: *mut Sv) -> &'a mut Hv {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVT_MASK != SVT_PVHV || s.any().is_null() {
        crate::core::diag::die_msg(c, "Not a HASH reference");
    }
    // SAFETY: an SVT_PVHV head's `any` is the Box<Hv> created in `new_hv`.
    unsafe { &mut *(s.any() as *mut Hv) }
}

pub fn free_body(c: *mut Ctx, any: *mut u8) {
    if any.is_null() {
        return;
    }
    // SAFETY: `any` is the Box<Hv> from `new_hv`, released once.
    let hv = unsafe { Box::from_raw(any as *mut Hv) };
    for p in [hv.tie_last, hv.tie] {
        if !p.is_null() {
            dec(c, p);
        }
    }
    for (_, v) in hv.map {
        dec(c, v);
    }
}

/// Empties the hash (a `my` hash's scope end, or its reuse): a tied hash is also untied,
/// as perl frees it, without UNTIE.
pub fn clear(c: *mut Ctx, p: *mut Sv) {
    if tie::tied_obj(c, p).is_some() {
        tie::drop_tie(c, p);
    }
    let h = body(c, p);
    let map = std::mem::take(&mut h.map);
    h.iter = None;
    h.placeholders = Vec::new();
    // A `my %h` comes back unrestricted, as perl's leave_scope leaves it.
    // SAFETY: `p` is a live hash head the caller holds a reference to.
    unsafe { sv(p) }.flags &= !SVF_READONLY;
    for (_, v) in map {
        dec(c, v);
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_clear(c: *mut Ctx, p: *mut Sv) {
    if let Some(obj) = tie::tied_obj(c, p) {
        return tie::clear(c, obj);
    }
    if restricted::is_restricted(p) {
        // hv_undef of a READONLY hash (perl's Perl_hv_undef_flags: croak_no_modify).
        crate::core::diag::die_msg(c, "Modification of a read-only value attempted");
    }
    clear(c, p)
}

/// The hash key of scalar `k` and its flags (`hvmap::key_of_str`). `info` names the key
/// in an undef warning.
#[inline(always)]
pub fn key_with<'a>(c: *mut Ctx, k: *mut Sv, info: impl FnOnce() -> Info) -> (Cow<'a, [u8]>, u8) {
    let key = sv::to_str_lazy(c, k, info, 0);
    key_of_str(key, sv::is_utf8(k))
}

/// What identifies the key a hash makes of a string (its bytes and UTF-8 flag): the
/// key's bytes, and whether they are UTF-8. Two strings are one hash key exactly when
/// these are equal (List::Util's `uniq` counts values so).
pub fn key_identity(bytes: Vec<u8>, utf8: bool) -> (Vec<u8>, bool) {
    let (k, flags) = key_of_str(Cow::Owned(bytes), utf8);
    (k.into_owned(), flags & KEY_UTF8 != 0)
}

/// `key_with` for the runtime's own uses ("hash element" in a warning).
fn key_of<'a>(c: *mut Ctx, k: *mut Sv) -> (Cow<'a, [u8]>, u8) {
    key_with(c, k, || Info::simple("hash element"))
}

/// A key as a new mortal scalar: a character string when it was stored from one.
#[inline(always)]
pub fn key_sv(c: *mut Ctx, k: &[u8], flags: u8) -> *mut Sv {
    if flags == 0 {
        return sv::mortal_pv(c, k);
    }
    character_key_sv(c, k, flags)
}

#[cold]
#[inline(never)]
fn character_key_sv(c: *mut Ctx, k: &[u8], flags: u8) -> *mut Sv {
    let (s, utf8) = key_string(k, flags);
    sv::mortal_str(c, &s, utf8)
}

/// `$h{k}`: the element, or as `lval` (a `FETCH_*`) says when it is absent: undef, a new
/// element, or a stand-in (see `new_defelem`). `info` names the key for
/// its warnings (null: the runtime's own fetches).
#[no_mangle]
pub extern "C-unwind" fn camelift_hv_fetch(
    c: *mut Ctx,
    p: *mut Sv,
    k: *mut Sv,
    lval: i32,
    info: *const u8,
) -> *mut Sv {
    // SAFETY: `k` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(k) };
    if s.flags & (SVF_POK | SVF_UTF8) != SVF_POK {
        return fetch_general(c, p, k, lval, info);
    }
    // A byte string, the common case: the key is its bytes, looked up without a copy.
    let key = sv::pv_bytes(s);
    let h = body(c, p);
    if !h.tie.is_null() {
        return tie::fetch(c, p, h.tie, k, lval);
    }
    let lval = store_is_lvalue(lval);
    // A store through a byte-string key takes `KEY_WASUTF8` off the entry; with no
    // flagged key in the hash there is nothing to take.
    let found = if lval == FETCH_LVALUE && h.map.has_flags() {
        h.map.get_for_store(key, 0)
    } else {
        h.map.get(key).copied()
    };
    match found {
        Some(v) => v,
        None => fetch_absent(c, p, Cow::Borrowed(key), 0, lval),
    }
}

/// `camelift_hv_fetch` of any key (a number, undef, a character string).
#[inline(never)]
fn fetch_general(c: *mut Ctx, p: *mut Sv, k: *mut Sv, lval: i32, info: *const u8) -> *mut Sv {
    if let Some(obj) = tie::tied_obj(c, p) {
        return tie::fetch(c, p, obj, k, lval);
    }
    let lval = store_is_lvalue(lval);
    let (key, flags) = key_with(c, k, || {
        if info.is_null() {
            Info::simple("hash element")
        } else {
            Info::from_ptr(info)
        }
    });
    let h = body(c, p);
    let found = if lval == FETCH_LVALUE {
        // A store through the element: the key takes this spelling's flags, as in perl.
        h.map.get_for_store(&key, flags)
    } else {
        h.map.get_flagged(&key, flags).copied()
    };
    match found {
        Some(v) => v,
        None => fetch_absent(c, p, key, flags, lval),
    }
}

/// `FETCH_STORE` is `FETCH_LVALUE` for a hash that is not tied.
#[inline(always)]
fn store_is_lvalue(lval: i32) -> i32 {
    if lval == FETCH_STORE {
        FETCH_LVALUE
    } else {
        lval
    }
}

/// A fetch of a key that is not there: undef, a stand-in, or a new element. A
/// restricted hash allows only its placeholders (restricted.rs); a deferred element is
/// fetched as an rvalue first, as pp_helem does.
fn fetch_absent(c: *mut Ctx, p: *mut Sv, key: Cow<'_, [u8]>, flags: u8, lval: i32) -> *mut Sv {
    if restricted::is_restricted(p) {
        let store = lval != FETCH_RVALUE && lval != FETCH_DEFER;
        restricted::absent(c, p, &key, flags, store);
    }
    match lval {
        FETCH_RVALUE => sv::undef(c),
        FETCH_DEFER => sv::new_defelem(c, p, sv::DefKey::Key(key.into_owned(), flags)),
        _ => {
            let e = new_sv(c);
            body(c, p).map.insert_flagged(key.into_owned(), flags, e);
            e
        }
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_exists(c: *mut Ctx, p: *mut Sv, k: *mut Sv) -> i32 {
    if let Some(obj) = tie::tied_obj(c, p) {
        return tie::exists(c, obj, k) as i32;
    }
    let (key, flags) = key_of(c, k);
    body(c, p).map.contains_flagged(&key, flags) as i32
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_delete(c: *mut Ctx, p: *mut Sv, k: *mut Sv) -> *mut Sv {
    if let Some(obj) = tie::tied_obj(c, p) {
        return tie::delete(c, obj, k);
    }
    let (key, flags) = key_of(c, k);
    if restricted::is_restricted(p) {
        return restricted::delete(c, p, &key, flags);
    }
    if !crate::core::interp::interp(c).stash_hvs.is_empty() {
        let it = crate::core::interp::interp(c);
        if let Some(prefix) = it.stash_hvs.get(&(p as usize)) {
            let full = [prefix.as_slice(), &key].concat();
            it.detached_globs.insert(full);
        }
    }
    match body(c, p).map.remove_flagged(&key, flags) {
        Some(v) => sv::mortalize(c, v),
        None => sv::undef(c),
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_hv_count(c: *mut Ctx, p: *mut Sv) -> i64 {
    if let Some(obj) = tie::tied_obj(c, p) {
        let n = tie::scalar(c, p, obj);
        return sv::to_iv(c, n, &Info::simple("hash"), 0);
    }
    body(c, p).map.len() as i64
}

/// Each entry of the hash, in order. `f` may make values and push them (it runs no Perl
/// code, so the entries stay where they are meanwhile).
fn walk(c: *mut Ctx, p: *mut Sv, mut f: impl FnMut(&[u8], u8, *mut Sv)) {
    let map = &body(c, p).map;
    for i in 0..map.positions() {
        if let Some((k, flags, v)) = map.entry_at(i) {
            f(k, flags, v);
        }
    }
}

/// Flattens a hash onto the stack as key/value pairs.
#[no_mangle]
pub extern "C-unwind" fn camelift_push_hv(c: *mut Ctx, p: *mut Sv) {
    if let Some(obj) = tie::tied_obj(c, p) {
        for (k, v) in tie::pairs(c, p, obj) {
            crate::core::stack::push(c, k);
            crate::core::stack::push(c, v);
        }
        return;
    }
    walk(c, p, |k, flags, v| {
        let ks = key_sv(c, k, flags);
        crate::core::stack::push(c, ks);
        crate::core::stack::push(c, v);
    });
}

/// `@h{LIST}`.
#[no_mangle]
pub extern "C-unwind" fn camelift_hslice(c: *mut Ctx, p: *mut Sv, mark: usize, lval: i32) {
    let keys: Vec<*mut Sv> = crate::core::stack::stack_slice(c, mark).to_vec();
    ctx(c).sp = mark;
    for k in keys {
        let e = camelift_hv_fetch(c, p, k, lval, std::ptr::null());
        crate::core::stack::push(c, e);
    }
}

/// `keys %h`: in list context pushes the keys; in scalar context returns the count.
/// Resets the `each` iterator, as perl does.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_keys(c: *mut Ctx, p: *mut Sv, gimme: i64) -> *mut Sv {
    if let Some(obj) = tie::tied_obj(c, p) {
        let ks = tie::keys(c, p, obj);
        if gimme != G_LIST {
            return sv::mortal_iv(c, ks.len() as i64);
        }
        for k in ks {
            crate::core::stack::push(c, k);
        }
        return sv::undef(c);
    }
    let h = body(c, p);
    h.iter = None;
    if gimme != G_LIST {
        let n = h.map.len() as i64;
        return sv::mortal_iv(c, n);
    }
    walk(c, p, |k, flags, _| {
        let ks = key_sv(c, k, flags);
        crate::core::stack::push(c, ks);
    });
    sv::undef(c)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_values(c: *mut Ctx, p: *mut Sv, gimme: i64) -> *mut Sv {
    if let Some(obj) = tie::tied_obj(c, p) {
        let ks = tie::keys(c, p, obj);
        if gimme != G_LIST {
            return sv::mortal_iv(c, ks.len() as i64);
        }
        for k in ks {
            let v = tie::value(c, obj, k);
            crate::core::stack::push(c, v);
        }
        return sv::undef(c);
    }
    let h = body(c, p);
    h.iter = None;
    if gimme != G_LIST {
        let n = h.map.len() as i64;
        return sv::mortal_iv(c, n);
    }
    walk(c, p, |_, _, v| crate::core::stack::push(c, v));
    sv::undef(c)
}

/// `each %h`: the next (key, value) pair; the empty list when done (and the iterator
/// resets). Deleting the key just returned is safe.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_each(c: *mut Ctx, p: *mut Sv, gimme: i64) -> *mut Sv {
    if let Some(obj) = tie::tied_obj(c, p) {
        let Some(k) = tie::next_key(c, p, obj) else {
            return sv::undef(c);
        };
        if gimme == G_LIST {
            let v = tie::value(c, obj, k);
            crate::core::stack::push(c, k);
            crate::core::stack::push(c, v);
        }
        return k;
    }
    let h = body(c, p);
    let mut pos = h.iter.unwrap_or(0);
    while pos < h.map.positions() {
        if let Some((k, flags, v)) = h.map.entry_at(pos) {
            h.iter = Some(pos + 1);
            let ks = key_sv(c, k, flags);
            if gimme == G_LIST {
                crate::core::stack::push(c, ks);
                crate::core::stack::push(c, v);
            }
            return ks;
        }
        pos += 1;
    }
    h.iter = None;
    sv::undef(c)
}

/// List assignment into a hash; warns about an odd number of elements.
pub fn assign(c: *mut Ctx, p: *mut Sv, values: &[*mut Sv]) {
    assign_as(c, p, values, "Odd number of elements in hash assignment")
}

/// List assignment into a hash; `odd` is the warning for an odd number of elements (a
/// single reference gets perl's "Reference found" instead).
pub fn assign_as(c: *mut Ctx, p: *mut Sv, values: &[*mut Sv], odd: &str) {
    if let Some(obj) = tie::tied_obj(c, p) {
        return tie::assign(c, obj, values);
    }
    if values.len() % 2 == 1 {
        // SAFETY: `values[0]` is an element its container holds a reference to for the call.
        let single_ref = values.len() == 1 && unsafe { sv(values[0]) }.flags & SVF_ROK != 0;
        crate::core::diag::warn_if_enabled(
            c,
            if single_ref {
                "Reference found where even-sized list expected"
            } else {
                odd
            },
        );
    }
    assign_keyed(c, p, values, "list assignment");
}

/// The pairs of `values` become the hash's contents (an odd last key gets undef); a
/// key's "uninitialized" warning names `key_desc`.
pub fn assign_keyed(c: *mut Ctx, p: *mut Sv, values: &[*mut Sv], key_desc: &'static str) {
    let mut pairs = Vec::with_capacity(values.len() / 2 + 1);
    let mut i = 0;
    while i < values.len() {
        let (k, flags) = key_with(c, values[i], || Info::simple(key_desc));
        let v = if i + 1 < values.len() {
            sv::newsv_copy(c, values[i + 1])
        } else {
            new_sv(c)
        };
        pairs.push((k.into_owned(), flags, v));
        i += 2;
    }
    replace_contents(c, p, pairs);
}

/// The hash's contents become `pairs` (later duplicates win), in a table sized for them.
fn replace_contents(c: *mut Ctx, p: *mut Sv, pairs: Vec<(Vec<u8>, u8, *mut Sv)>) {
    if restricted::is_restricted(p) {
        return replace_restricted(c, p, pairs);
    }
    let h = body(c, p);
    h.iter = None;
    let old = std::mem::replace(&mut h.map, HvMap::with_capacity(pairs.len()));
    for (k, flags, v) in pairs {
        if let Some(dup) = h.map.insert_flagged(k, flags, v) {
            dec(c, dup);
        }
    }
    for (_, v) in old {
        dec(c, v);
    }
}

/// `replace_contents` of a restricted hash, as pp_aassign does it: hv_clear turns the keys
/// into placeholders, then each pair is stored, so a key that is not allowed dies after
/// the pairs before it are in.
#[cold]
#[inline(never)]
fn replace_restricted(c: *mut Ctx, p: *mut Sv, pairs: Vec<(Vec<u8>, u8, *mut Sv)>) {
    body(c, p).iter = None;
    // The values not stored yet are released if a key dies (they are mortal until then).
    for (_, _, v) in &pairs {
        sv::mortalize(c, *v);
    }
    restricted::clear_to_placeholders(c, p);
    for (k, flags, v) in pairs {
        let h = body(c, p);
        if h.map.get_flagged(&k, flags).is_none() {
            restricted::absent(c, p, &k, flags, true);
        }
        let v = sv::inc(v);
        if let Some(dup) = body(c, p).map.insert_flagged(k, flags, v) {
            dec(c, dup);
        }
    }
}

/// `%dst = %src`: the entries copied straight across (keys as they are, values copied),
/// without a list in between or hashing the keys again.
#[no_mangle]
pub extern "C-unwind" fn camelift_hv_copy(c: *mut Ctx, dst: *mut Sv, src: *mut Sv) -> usize {
    if tie::tied_obj(c, src).is_some()
        || tie::tied_obj(c, dst).is_some()
        || restricted::is_restricted(dst)
    {
        // Through the list, as perl's aassign does.
        let mark = ctx(c).sp;
        camelift_push_hv(c, src);
        let items = crate::core::stack::pop_from(c, mark);
        assign(c, dst, &items);
        return items.len();
    }
    if dst == src {
        return body(c, src).map.len() * 2;
    }
    let copy = body(c, src).map.copy_with(|v| sv::newsv_copy(c, v));
    let n = copy.len() * 2;
    let h = body(c, dst);
    h.iter = None;
    let old = std::mem::replace(&mut h.map, copy);
    // The values first, then the table (its keys) at once.
    for v in old.values() {
        dec(c, v);
    }
    drop(old);
    n
}

/// `%h{KEYS}`, `%a[INDEXES]` (`SLICE_KV`: key/value pairs), `delete @h{KEYS}` /
/// `delete @a[INDEXES]` (`SLICE_DELETE`), `delete %h{KEYS}` (both); `SLICE_HASH` says the
/// container is a hash. The keys on the stack from `mark` are replaced by the results; returns the last.
#[no_mangle]
pub extern "C-unwind" fn camelift_slice_op(
    c: *mut Ctx,
    p: *mut Sv,
    mark: usize,
    mode: i32,
) -> *mut Sv {
    let keys: Vec<*mut Sv> = crate::core::stack::stack_slice(c, mark).to_vec();
    ctx(c).sp = mark;
    let kv = mode & SLICE_KV != 0;
    let delete = mode & SLICE_DELETE != 0;
    let discard = delete && mode & SLICE_DISCARD != 0;
    let hash = mode & SLICE_HASH != 0;
    let info = Info::simple(if hash { "hash slice" } else { "array slice" });
    let mut last = sv::undef(c);
    for k in keys {
        let v = if hash {
            if delete {
                camelift_hv_delete(c, p, k)
            } else {
                if let Some(obj) = tie::tied_obj(c, p) {
                    tie::fetch(c, p, obj, k, FETCH_RVALUE)
                } else {
                    let (key, flags) = key_of(c, k);
                    match body(c, p).map.get_flagged(&key, flags) {
                        Some(v) => *v,
                        None => fetch_absent(c, p, key, flags, FETCH_RVALUE),
                    }
                }
            }
        } else {
            let i = sv::to_iv(c, k, &info, 0);
            if delete {
                crate::core::av::camelift_av_delete(c, p, i)
            } else {
                crate::core::av::camelift_av_fetch(c, p, i, FETCH_RVALUE)
            }
        };
        if discard {
            // Freed now (perl's G_DISCARD); nothing is pushed, the value is not wanted.
            sv::free_newest_mortal(c, v);
            continue;
        }
        if kv {
            crate::core::stack::push(c, k);
        }
        crate::core::stack::push(c, v);
        last = v;
    }
    last
}
