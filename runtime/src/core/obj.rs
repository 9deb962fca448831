//! Objects: `bless`, the class of a blessed referent, method resolution through `@ISA`
//! (perl's default depth-first MRO) with per-call-site caches, and the UNIVERSAL methods
//! `isa`, `can`, `DOES` and `VERSION`.
//!
//! A blessed value carries `SVF_BLESSED`; its class is in `ObjState::blessed`, keyed by the
//! head's address and removed when the head is freed (docs/decisions/blessed-referents.md).

use crate::core::diag::die_msg;
use crate::core::interp::{self, interp, AddrHasher, SubFn};
use crate::core::sv::{self, sv};
use camelift_abi::*;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// A package as a class: interned once by name and never freed, so its address is its
/// identity in method caches.
pub struct Stash {
    pub name: Vec<u8>,
}

/// A class's destructor: the sub, and whether it is an AUTOLOAD standing in for DESTROY.
type Destroyer = Option<(*mut Sv, bool)>;

#[derive(Default)]
pub struct ObjState {
    /// The class of each blessed head, by address, and when it was blessed (global
    /// destruction's order).
    blessed: HashMap<usize, (*const Stash, u64), BuildHasherDefault<AddrHasher>>,
    /// Blessings so far (the next one's number).
    bless_seq: u64,
    /// Each class's destructor (perl caches it in the stash's MRO data), for the method
    /// generation it was looked up in: the sub, or None, and whether it is an AUTOLOAD
    /// standing in for a missing DESTROY.
    destroyers: HashMap<usize, (u64, Destroyer), BuildHasherDefault<AddrHasher>>,
    stashes: HashMap<Vec<u8>, *const Stash>,
}

/// perl's PL_sub_generation: bumped whenever an `@ISA` (or a sub) changes, which makes
/// every method cache entry stale. Starts at 1 so a zeroed cache never matches.
static GENERATION: AtomicU64 = AtomicU64::new(1);

/// Bumped whenever a blessed head is freed or re-blessed: while it stays the same, a head
/// that a cache saw blessed into a class still is (its address was not reused).
static BLESS_GENERATION: AtomicU64 = AtomicU64::new(1);

/// An `@ISA` array is about to be changed (av.rs calls this for arrays with `SVF_ISA`).
pub fn isa_changed() {
    GENERATION.fetch_add(1, Relaxed);
}

/// The method generation (changes whenever a method cache may be stale).
pub fn generation() -> u64 {
    GENERATION.load(Relaxed)
}

fn state<'a>(c: *mut Ctx) -> &'a mut ObjState {
    &mut interp(c).obj
}

/// The interned stash of a class name.
pub fn stash_of(c: *mut Ctx, name: &[u8]) -> *const Stash {
    if let Some(s) = state(c).stashes.get(name) {
        return *s;
    }
    let s = Box::into_raw(Box::new(Stash {
        name: name.to_vec(),
    })) as *const Stash;
    state(c).stashes.insert(name.to_vec(), s);
    s
}

fn stash<'a>(s: *const Stash) -> &'a Stash {
    // SAFETY: stashes are leaked boxes made by `stash_of`, never freed.
    unsafe { &*s }
}

/// The class a head is blessed into.
pub fn class_of(c: *mut Ctx, p: *mut Sv) -> Option<*const Stash> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & SVF_BLESSED == 0 {
        return None;
    }
    state(c).blessed.get(&(p as usize)).map(|e| e.0)
}

/// The class name of a blessed head (for `ref` and stringification).
pub fn class_name<'a>(c: *mut Ctx, p: *mut Sv) -> Option<&'a [u8]> {
    class_of(c, p).map(|s| stash(s).name.as_slice())
}

/// A blessed head is being freed (its flags are already gone).
pub fn forget_freed(c: *mut Ctx, p: *mut Sv) {
    BLESS_GENERATION.fetch_add(1, Relaxed);
    state(c).blessed.remove(&(p as usize));
}

/// `bless REF, CLASS` (`class` null: the current package, `pkg`, NUL-terminated).
#[no_mangle]
pub extern "C-unwind" fn camelift_bless(
    c: *mut Ctx,
    r: *mut Sv,
    class: *mut Sv,
    pkg: *const u8,
) -> *mut Sv {
    // SAFETY: `r` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(r) }.flags & SVF_ROK == 0 {
        die_msg(c, "Can't bless non-reference value");
    }
    let name = if class.is_null() {
        cstr(pkg).to_vec()
    } else {
        // SAFETY: `class` is this function's argument, a live head the caller holds a reference to for the call.
        if unsafe { sv(class) }.flags & SVF_ROK != 0 {
            die_msg(c, "Attempt to bless into a reference");
        }
        let n = sv::to_bytes_quiet(class);
        if n.is_empty() {
            crate::core::diag::warn_if_enabled(
                c,
                "Explicit blessing to '' (assuming package main)",
            );
            b"main".to_vec()
        } else {
            n
        }
    };
    // SAFETY: `r` is this function's argument, a live head the caller holds a reference to for the call.
    let target = unsafe { sv(r) }.any() as *mut Sv;
    // SAFETY: `target` is the referent of a live reference, which holds a count on it for the call.
    if unsafe { sv(target) }.flags & SVF_READONLY != 0 {
        die_msg(c, "Modification of a read-only value attempted");
    }
    if !state(c).stashes.contains_key(&name) {
        // perl's bless makes the class's symbol table (a key of `%main::`).
        interp::gv_fetch(c, &[name.as_slice(), b"::"].concat());
    }
    let st = stash_of(c, &name);
    let o = state(c);
    o.bless_seq += 1;
    if o.blessed
        .insert(target as usize, (st, o.bless_seq))
        .is_some()
    {
        BLESS_GENERATION.fetch_add(1, Relaxed);
    }
    // SAFETY: `target` is the referent of a live reference, which holds a count on it for the call.
    (unsafe { sv(target) }).flags |= SVF_BLESSED;
    r
}

fn cstr<'a>(p: *const u8) -> &'a [u8] {
    if p.is_null() {
        return b"main";
    }
    // SAFETY: the compiler passes a NUL-terminated string in its read-only data.
    unsafe { std::ffi::CStr::from_ptr(p as *const std::ffi::c_char).to_bytes() }
}

// ---- method resolution ------------------------------------------------------------------

/// The names in a package's `@ISA`, if it has one (read without counting as a change).
fn isa_of(c: *mut Ctx, pkg: &[u8]) -> Vec<Vec<u8>> {
    let full = [pkg, b"::ISA"].concat();
    let Some(g) = interp(c).stash.get(&full).copied() else {
        return vec![];
    };
    let av = interp::gv(g).av;
    // SAFETY: `av` is in a glob's slot; the glob (never freed) holds a reference to it.
    if av.is_null() || unsafe { sv(av) }.flags & SVT_MASK != SVT_PVAV {
        return vec![];
    }
    crate::core::av::items_quiet(av)
        .iter()
        .filter(|p| !p.is_null())
        .map(|p| sv::to_bytes_quiet(*p))
        .collect()
}

/// perl's DFS linearization of a class: itself, then each parent's, first visit wins.
pub fn linear_isa(c: *mut Ctx, class: &[u8]) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = vec![];
    fn walk(c: *mut Ctx, pkg: &[u8], depth: usize, out: &mut Vec<Vec<u8>>) {
        if depth > 100 {
            die_msg(
                c,
                format!(
                    "Recursive inheritance detected in package '{}'",
                    String::from_utf8_lossy(pkg)
                ),
            );
        }
        if out.iter().any(|p| p == pkg) {
            return;
        }
        out.push(pkg.to_vec());
        for parent in isa_of(c, pkg) {
            walk(c, &parent, depth + 1, out);
        }
    }
    walk(c, class, 0, &mut out);
    out
}

/// A method found by name: the compiled sub or a built-in UNIVERSAL method, with its
/// fully qualified name.
fn find_method(c: *mut Ctx, class: &[u8], meth: &[u8]) -> Option<*mut Sv> {
    let mut order = linear_isa(c, class);
    if !order.iter().any(|p| p == b"UNIVERSAL") {
        order.push(b"UNIVERSAL".to_vec());
    }
    for pkg in &order {
        let full = [pkg.as_slice(), b"::", meth].concat();
        // A sub a glob assignment named at run time, then the program's own.
        if let Some(&cv) = interp(c).sub_cvs.get(&full) {
            return Some(cv);
        }
        if let Some(&f) = interp(c).subs.get(&full) {
            return Some(crate::core::call::shared_cv(c, f, || full));
        }
        // A built-in part's sub bound on first use (`version->parse`).
        if let Some(f) = (crate::core::hooks::hooks(c).native_sub)(c, &full) {
            crate::core::interp::define_native_sub(c, &full, f);
            return Some(crate::core::call::shared_cv(c, f, || full));
        }
    }
    let f: SubFn = match meth {
        b"isa" => univ_isa,
        b"DOES" => univ_does,
        b"can" => univ_can,
        // perl calls a class's missing import/unimport as nothing.
        b"import" | b"unimport" => no_import,
        _ => return None,
    };
    let full = [b"UNIVERSAL::".as_slice(), meth].concat();
    Some(crate::core::call::shared_cv(c, f, || full))
}

/// Whether anything is known in package `pkg` (perl: whether its stash exists).
pub fn package_exists(c: *mut Ctx, pkg: &[u8]) -> bool {
    if pkg == b"main" || pkg == b"UNIVERSAL" {
        return true;
    }
    let prefix = [pkg, b"::"].concat();
    let i = interp(c);
    i.subs.keys().any(|k| k.starts_with(&prefix))
        || i.stash.keys().any(|k| k.starts_with(&prefix))
        || state(c).stashes.contains_key(pkg) && class_is_blessed_into(c, pkg)
}

fn class_is_blessed_into(c: *mut Ctx, pkg: &[u8]) -> bool {
    let Some(s) = state(c).stashes.get(pkg).copied() else {
        return false;
    };
    state(c).blessed.values().any(|v| v.0 == s)
}

/// The `AUTOLOAD` a missing method `class->meth` runs (through the MRO), with its
/// package's `$AUTOLOAD` set to `class::meth`, as perl's gv_autoload does.
fn autoload_method(c: *mut Ctx, class: &[u8], meth: &[u8]) -> Option<*mut Sv> {
    if meth == b"DESTROY" {
        return None;
    }
    autoload_for(c, class, meth)
}

/// The `AUTOLOAD` that `class->meth` finds through the MRO, with `$AUTOLOAD` set.
fn autoload_for(c: *mut Ctx, class: &[u8], meth: &[u8]) -> Option<*mut Sv> {
    for pkg in linear_isa(c, class) {
        let full = [pkg.as_slice(), b"::AUTOLOAD"].concat();
        let cv = match interp(c).sub_cvs.get(&full) {
            Some(&cv) => cv,
            None => match interp(c).subs.get(&full) {
                Some(&f) => crate::core::call::shared_cv(c, f, || full.clone()),
                None => continue,
            },
        };
        let var = interp::gv(interp::gv_fetch(c, &full)).sv;
        sv::set_pv(var, &[class, b"::", meth].concat());
        return Some(cv);
    }
    None
}

/// The code `class->meth` runs (an AUTOLOAD standing in, with `$AUTOLOAD` set, when
/// `autoload`), or None.
pub fn method(c: *mut Ctx, class: &[u8], meth: &[u8], autoload: bool) -> Option<*mut Sv> {
    find_method(c, class, meth).or_else(|| {
        if autoload {
            autoload_method(c, class, meth)
        } else {
            None
        }
    })
}

/// `method`, or perl's "Can't locate object method" error.
pub fn method_or_die(c: *mut Ctx, class: &[u8], meth: &[u8]) -> *mut Sv {
    method(c, class, meth, true).unwrap_or_else(|| not_found(c, meth, class))
}

fn not_found(c: *mut Ctx, meth: &[u8], pkg: &[u8]) -> ! {
    let p = String::from_utf8_lossy(pkg);
    if pkg == b"IO::File" && !inc_has(c, b"IO/File.pm") {
        // perl 5.36 requires IO::File here and looks again; a compiled program has only
        // the modules it was built with.
        die_msg(
            c,
            format!(
                "The method call {} on a file handle before IO::File is loaded (perl loads it at run time) is not supported yet; `use IO::Handle` or `use IO::File` first",
                String::from_utf8_lossy(meth)
            ),
        );
    }
    let hint = if package_exists(c, pkg) {
        String::new()
    } else {
        format!(" (perhaps you forgot to load \"{p}\"?)")
    };
    die_msg(
        c,
        format!(
            "Can't locate object method \"{}\" via package \"{p}\"{hint}",
            String::from_utf8_lossy(meth)
        ),
    )
}

/// Whether `%INC` has the key.
fn inc_has(c: *mut Ctx, key: &[u8]) -> bool {
    let inc = interp::gv(interp::gv_fetch(c, b"main::INC")).hv;
    !inc.is_null() && crate::core::hv::body(c, inc).map.contains_key(key)
}

/// A per-call-site method cache: the invocant's class, the generation it was filled in,
/// and the code found; and the last invocant's referent with the bless generation then,
/// which answers without looking the class up while that object is still the same.
#[repr(C)]
pub struct MethCache {
    stash: *const Stash,
    gen: u64,
    cv: *mut Sv,
    referent: *mut Sv,
    bless_gen: u64,
}

/// Cells (of 8 bytes) of a `MethCache`, as the compiler allocates them.
pub const METH_CACHE_CELLS: usize = 5;
const _: () = assert!(std::mem::size_of::<MethCache>() == METH_CACHE_CELLS * 8);

/// The class of an invocant, or perl's error for a value that cannot have methods.
fn invocant_class(c: *mut Ctx, inv: *mut Sv, meth: &[u8]) -> *const Stash {
    // SAFETY: `inv` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(inv) };
    if s.flags & SVF_ROK != 0 {
        let t = s.any() as *mut Sv;
        match class_of(c, t) {
            Some(st) => return st,
            // A reference to an unblessed glob with a handle: the handle's IO object's
            // class, IO::File (perl's opmethod_stash).
            None if (crate::core::hooks::hooks(c).has_io)(c, inv) => {
                // Its @ISA, which every perl has (interp::gv_fetch makes it).
                interp::gv_fetch(c, b"IO::File::ISA");
                return stash_of(c, b"IO::File");
            }
            None => die_msg(
                c,
                format!(
                    "Can't call method \"{}\" on unblessed reference",
                    String::from_utf8_lossy(meth)
                ),
            ),
        }
    }
    if sv::is_undef(inv) {
        die_msg(
            c,
            format!(
                "Can't call method \"{}\" on an undefined value",
                String::from_utf8_lossy(meth)
            ),
        );
    }
    let name = sv::to_bytes_quiet(inv);
    if name.is_empty() {
        die_msg(
            c,
            format!(
                "Can't call method \"{}\" without a package or object reference",
                String::from_utf8_lossy(meth)
            ),
        );
    }
    stash_of(c, &name)
}

/// The code a method call runs: the invocant is stack[mark], `name` the method (a
/// string, possibly `SUPER::m` or `Pkg::m`, or a code reference); `cache` the call site's
/// cache (null for a computed name); `pkg` the package the call is compiled in.
#[no_mangle]
pub extern "C-unwind" fn camelift_method_cv(
    c: *mut Ctx,
    mark: usize,
    name: *mut Sv,
    cache: *mut MethCache,
    pkg: *const u8,
) -> *mut Sv {
    let cx = sv::ctx(c);
    let inv = if mark < cx.sp {
        // SAFETY: stack[mark] is a pushed item (mark < sp).
        unsafe { *cx.stack.add(mark) }
    } else {
        sv::undef(c)
    };
    // A cached class of a blessed invocant: the monomorphic fast path.
    if !cache.is_null() {
        // SAFETY: `cache` is the call site's zeroed, writable 24-byte data object.
        let ch = unsafe { &mut *cache };
        // SAFETY: `inv` is a live head held by its container or the stack for this call.
        let s = unsafe { sv(inv) };
        if s.flags & SVF_ROK != 0 && ch.gen == GENERATION.load(Relaxed) {
            let t = s.any() as *mut Sv;
            let bgen = BLESS_GENERATION.load(Relaxed);
            // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
            if t == ch.referent && ch.bless_gen == bgen && unsafe { sv(t) }.flags & SVF_BLESSED != 0
            {
                return ch.cv;
            }
            if let Some(st) = class_of(c, t) {
                if st == ch.stash {
                    ch.referent = t;
                    ch.bless_gen = bgen;
                    return ch.cv;
                }
            }
        } else if s.flags & (SVF_ROK | SVF_POK) == SVF_POK
            && ch.gen == GENERATION.load(Relaxed)
            && ch.referent.is_null()
            && !ch.stash.is_null()
            && stash(ch.stash).name.as_slice() == sv::pv_bytes(s)
        {
            // A class method (`Class->new`) called again on the same class.
            return ch.cv;
        }
    }
    // SAFETY: `name` is this function's argument, a live head the caller holds a reference to for the call.
    let ns = unsafe { sv(name) };
    // SAFETY: `ns.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
    if ns.flags & SVF_ROK != 0 && unsafe { sv(ns.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVCV {
        // `$obj->$coderef(...)`: called as it is.
        return ns.any() as *mut Sv;
    }
    let meth_full = sv::to_bytes_quiet(name);
    let (start, meth, is_super) = if let Some(m) = meth_full.strip_prefix(b"SUPER::") {
        (None, m.to_vec(), true)
    } else if let Some(at) = meth_full.windows(2).rposition(|w| w == b"::") {
        (
            Some(meth_full[..at].to_vec()),
            meth_full[at + 2..].to_vec(),
            false,
        )
    } else {
        (None, meth_full.clone(), false)
    };
    let class = invocant_class(c, inv, &meth);
    let mut autoloaded = false;
    let found = if is_super {
        let cur = cstr(pkg).to_vec();
        let mut hit = None;
        for parent in isa_of(c, &cur) {
            if let Some(f) = find_method(c, &parent, &meth) {
                hit = Some(f);
                break;
            }
        }
        // UNIVERSAL's built-ins are found through SUPER too.
        if hit.is_none() {
            hit = find_method(c, b"UNIVERSAL", &meth);
        }
        hit.unwrap_or_else(|| not_found(c, &meth, &cur))
    } else {
        let from = start.unwrap_or_else(|| stash(class).name.clone());
        match find_method(c, &from, &meth) {
            Some(f) => f,
            None => match autoload_method(c, &from, &meth) {
                Some(f) => {
                    autoloaded = true;
                    f
                }
                None => not_found(c, &meth, &from),
            },
        }
    };
    let cv = found;
    if !cache.is_null() && !autoloaded {
        // SAFETY: as above.
        let ch = unsafe { &mut *cache };
        ch.stash = class;
        ch.gen = GENERATION.load(Relaxed);
        ch.cv = cv;
        // SAFETY: `inv` is a live head held by its container or the stack for this call.
        let s = unsafe { sv(inv) };
        if s.flags & SVF_ROK != 0 {
            ch.referent = s.any() as *mut Sv;
            ch.bless_gen = BLESS_GENERATION.load(Relaxed);
        } else {
            ch.referent = std::ptr::null_mut();
        }
    }
    cv
}

// ---- UNIVERSAL ----------------------------------------------------------------------------

/// The invocant's class name (a blessed reference's class, else the string), or None for
/// an unblessed reference or undef.
fn class_name_of_value(c: *mut Ctx, v: *mut Sv) -> Option<Vec<u8>> {
    // SAFETY: `v` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(v) };
    if s.flags & SVF_ROK != 0 {
        return class_name(c, s.any() as *mut Sv).map(|n| n.to_vec());
    }
    if sv::is_undef(v) {
        return None;
    }
    Some(sv::to_bytes_quiet(v))
}

/// A class's missing `import`/`unimport`: perl calls it as nothing.
extern "C-unwind" fn no_import(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    crate::core::stack::pop_items(c, mark);
    let _ = gimme;
    sv::undef(c)
}

/// Returns `r` as a built-in method's result in the caller's context.
fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        crate::core::stack::push(c, r);
    }
    r
}

fn two_args(c: *mut Ctx, mark: usize, what: &str) -> (*mut Sv, *mut Sv) {
    let items = crate::core::stack::pop_items(c, mark);
    if items.len() != 2 {
        die_msg(c, format!("Usage: UNIVERSAL::{what}(reference, kind)"));
    }
    (items[0], items[1])
}

fn isa_test(c: *mut Ctx, inv: *mut Sv, want: *mut Sv) -> bool {
    let w = sv::to_bytes_quiet(want);
    // `UNIVERSAL::isa($ref, 'ARRAY')`: a reference is also what it refers to.
    if sv::reftype_name(inv).is_some_and(|t| t == w.as_slice()) {
        return true;
    }
    let Some(class) = class_name_of_value(c, inv) else {
        return false;
    };
    linear_isa(c, &class).contains(&w)
}

/// `UNIVERSAL::isa` and `UNIVERSAL::can` as subs, for calls as functions
/// (`UNIVERSAL::isa($x, 'HASH')`), registered by name at start-up.
pub fn register_universal(c: *mut Ctx) {
    crate::core::interp::define_native_sub(c, b"UNIVERSAL::isa", univ_isa);
    crate::core::interp::define_native_sub(c, b"UNIVERSAL::can", univ_can);
}

extern "C-unwind" fn univ_isa(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let (inv, want) = two_args(c, mark, "isa");
    let r = sv::bool_sv(c, isa_test(c, inv, want));
    give(c, r, gimme)
}

extern "C-unwind" fn univ_does(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let items = crate::core::stack::pop_items(c, mark);
    if items.len() != 2 {
        die_msg(c, "Usage: invocant->DOES(kind)");
    }
    let r = sv::bool_sv(c, isa_test(c, items[0], items[1]));
    give(c, r, gimme)
}

extern "C-unwind" fn univ_can(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let (inv, meth) = two_args(c, mark, "can");
    // A handle's glob looks in its IO object's class (perl's XS_UNIVERSAL_can).
    let class = match class_name_of_value(c, inv) {
        None if (crate::core::hooks::hooks(c).has_io)(c, inv) => {
            interp::gv_fetch(c, b"IO::File::ISA");
            Some(b"IO::File".to_vec())
        }
        other => other,
    };
    let r = match class {
        Some(class) if !class.is_empty() => {
            let m = sv::to_bytes_quiet(meth);
            // `can('Pkg::m')` looks in Pkg (and its parents).
            let (class, m) = match m.windows(2).rposition(|w| w == b"::") {
                Some(at) => (m[..at].to_vec(), m[at + 2..].to_vec()),
                None => (class, m),
            };
            match find_method(c, &class, &m) {
                Some(cv) => crate::core::refs::new_rv(c, cv),
                None => sv::undef(c),
            }
        }
        _ => sv::undef(c),
    };
    give(c, r, gimme)
}

// ---- destructors ----------------------------------------------------------------------

/// The destructor of objects of class `st`: its DESTROY through the MRO, else an AUTOLOAD
/// (perl calls AUTOLOAD for a missing DESTROY), as `(sub, is_autoload)`; cached per class
/// and method generation.
fn destroyer(c: *mut Ctx, st: *const Stash) -> Destroyer {
    let generation = GENERATION.load(Relaxed);
    if let Some(&(g, d)) = state(c).destroyers.get(&(st as usize)) {
        if g == generation {
            return d;
        }
    }
    let class = stash(st).name.clone();
    let d = match find_method(c, &class, b"DESTROY") {
        Some(cv) => Some((cv, false)),
        None => autoload_for(c, &class, b"DESTROY").map(|cv| (cv, true)),
    };
    state(c).destroyers.insert(st as usize, (generation, d));
    d
}

/// Calls `p`'s destructors once (perl's `curse`), through a new reference that holds a
/// count on `p` during the call: again when DESTROY blessed the object into another
/// class. A `die` inside is caught: perl's `(in cleanup)` warning, `$@` left alone.
fn call_destroyers(c: *mut Ctx, p: *mut Sv) {
    let mut last: *const Stash = std::ptr::null();
    loop {
        let Some(st) = class_of(c, p) else { return };
        if st == last {
            return;
        }
        last = st;
        let Some((mut cv, autoload)) = destroyer(c, st) else {
            continue;
        };
        if autoload {
            // `$AUTOLOAD` names the object's class, set for each call.
            match autoload_for(c, &stash(st).name.clone(), b"DESTROY") {
                Some(a) => cv = a,
                None => continue,
            }
        }
        let rv = sv::new_sv(c);
        // SAFETY: `rv` was made just above; this function holds its only reference.
        let r = unsafe { sv(rv) };
        // DESTROY may not retarget its own argument (perl makes it read-only too).
        r.flags = SVF_ROK | SVF_READONLY;
        r.set_any(sv::inc(p) as *mut u8);
        run_destructor(c, cv, rv);
        // SAFETY: `rv` is still held by this function (its count is at least one).
        let r = unsafe { sv(rv) };
        if r.refcnt < 2 {
            // Nothing kept the reference: it gives its count on `p` back without
            // freeing `p` (the caller decides that).
            r.flags = 0;
            r.set_any(std::ptr::null_mut());
            // SAFETY: `p` is the object the caller holds; `rv` held one count on it.
            unsafe { sv(p) }.refcnt -= 1;
        }
        sv::dec(c, rv);
    }
}

/// Runs one destructor call as perl's `call_sv(G_DISCARD|G_EVAL|G_KEEPERR|G_VOID)`.
fn run_destructor(c: *mut Ctx, cv: *mut Sv, rv: *mut Sv) {
    let mark = sv::ctx(c).sp;
    let state = crate::core::cx::CallState::new(c, mark);
    // G_DISCARD: what the call leaves in temporaries (its value) goes before the caller
    // looks at the object's count.
    let floor = sv::ctx(c).tmps_floor;
    sv::set_tmps_floor(c, sv::ctx(c).tmps_ix);
    let run = std::panic::catch_unwind(|| {
        crate::core::cx::with_barrier(c, None, || crate::core::call::call_cv(c, cv, &[rv], G_VOID))
    });
    if run.is_ok() {
        sv::camelift_free_tmps(c);
        sv::set_tmps_floor(c, floor);
    }
    let Err(payload) = run else { return };
    match payload.downcast::<crate::core::eval::PerlDie>() {
        Ok(d) => {
            // perl warns from where the `die` was (its statement's warnings).
            if crate::core::diag::warnings_on(c) {
                let mut msg = b"\t(in cleanup) ".to_vec();
                msg.extend_from_slice(&sv::to_bytes_quiet(d.0));
                state.restore(c);
                crate::core::diag::emit_warning(c, &msg);
            } else {
                state.restore(c);
            }
            sv::dec(c, d.0);
        }
        Err(other) => {
            state.restore(c);
            std::panic::resume_unwind(other)
        }
    }
}

/// The last reference to the blessed head `p` is gone (perl's `curse`, from
/// `sv_clear`): its DESTROY runs. True when DESTROY stored a new reference to it, so
/// that it lives on and must not be freed.
pub fn curse(c: *mut Ctx, p: *mut Sv) -> bool {
    // SAFETY: `p` is the head being freed, still intact.
    unsafe { sv(p) }.refcnt = 0;
    call_destroyers(c, p);
    // SAFETY: as above; DESTROY's references to it are counted in it.
    let s = unsafe { sv(p) };
    if s.refcnt > 0 {
        return true;
    }
    // The caller goes on freeing a head with the count it had.
    s.refcnt = 1;
    false
}

/// Global destruction (perl's `sv_clean_objs`, with `${^GLOBAL_PHASE}` "DESTRUCT"): the
/// objects still alive at exit (in cycles, in globals) get their DESTROY, in the order
/// they were blessed (perl's order is its arenas'; perlobj calls it unpredictable).
pub fn global_destruct(c: *mut Ctx) {
    let mut alive: Vec<(u64, usize)> = state(c)
        .blessed
        .iter()
        .map(|(&a, &(_, seq))| (seq, a))
        .collect();
    if alive.is_empty() {
        return;
    }
    alive.sort_unstable();
    for (seq, a) in alive {
        // Freed meanwhile (or its address reused by a later object): not this one.
        if !matches!(state(c).blessed.get(&a), Some(&(_, s)) if s == seq) {
            continue;
        }
        let p = a as *mut Sv;
        // Held here for the call, so that DESTROY dropping the other references does not
        // free it under us.
        sv::inc(p);
        call_destroyers(c, p);
        // It is not DESTROYed again: it leaves its class, as perl's freed object does.
        if state(c).blessed.remove(&a).is_some() {
            BLESS_GENERATION.fetch_add(1, Relaxed);
            // SAFETY: `p` is alive (held above).
            unsafe { sv(p) }.flags &= !SVF_BLESSED;
        }
        sv::dec(c, p);
    }
}
