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

#[derive(Default)]
pub struct ObjState {
    /// The class of each blessed head, by address.
    blessed: HashMap<usize, *const Stash, BuildHasherDefault<AddrHasher>>,
    stashes: HashMap<Vec<u8>, *const Stash>,
    /// Whether any sub named `AUTOLOAD` exists, and the method generation that answer
    /// is for (`bless` asks it for every object).
    any_autoload: (u64, bool),
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
    state(c).blessed.get(&(p as usize)).copied()
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
    if autoloads_destroy(c, &name) {
        die_msg(
            c,
            format!(
                "objects of a class with AUTOLOAD ({}; perl calls it for their DESTROY) are not supported yet",
                String::from_utf8_lossy(&name)
            ),
        );
    }
    let st = stash_of(c, &name);
    if state(c).blessed.insert(target as usize, st).is_some() {
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
    state(c).blessed.values().any(|v| *v == s)
}

/// The `AUTOLOAD` a missing method `class->meth` runs (through the MRO), with its
/// package's `$AUTOLOAD` set to `class::meth`, as perl's gv_autoload does.
fn autoload_method(c: *mut Ctx, class: &[u8], meth: &[u8]) -> Option<*mut Sv> {
    if meth == b"DESTROY" {
        return None;
    }
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

/// Whether objects of `class` would have their `DESTROY` go to an `AUTOLOAD` (perl calls
/// it when the class has no DESTROY), which is not done here yet: such a `bless` stops
/// the program rather than silently skip those calls.
fn autoloads_destroy(c: *mut Ctx, class: &[u8]) -> bool {
    let generation = GENERATION.load(Relaxed);
    let (seen, any) = state(c).any_autoload;
    let any = if seen == generation {
        any
    } else {
        let i = interp(c);
        let any = i.subs.keys().any(|k| k.ends_with(b"::AUTOLOAD"))
            || i.sub_cvs.keys().any(|k| k.ends_with(b"::AUTOLOAD"));
        state(c).any_autoload = (generation, any);
        any
    };
    if !any {
        return false;
    }
    linear_isa(c, class).iter().any(|pkg| {
        let full = [pkg.as_slice(), b"::AUTOLOAD"].concat();
        interp(c).subs.contains_key(&full) || interp(c).sub_cvs.contains_key(&full)
    })
}

fn not_found(c: *mut Ctx, meth: &[u8], pkg: &[u8]) -> ! {
    let p = String::from_utf8_lossy(pkg);
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
    let r = match class_name_of_value(c, inv) {
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
