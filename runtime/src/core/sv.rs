//! The value heap: scalar heads from arenas through a free list, refcounting, the
//! temporaries (mortals) stack, and the conversions between a scalar's string and numeric
//! forms with perl's caching and warnings.

use crate::core::hooks::{free_side, Side};
use crate::core::interp::{interp, Info};
use crate::core::num::{self, Num};
use camelift_abi::codes::{PadNewKind, PAD_NEW_CAPTURED};
use camelift_abi::*;
use std::ptr;

/// Heads per arena (perl allocates arenas of about 4 KiB; ours are 1,024 heads of 40
/// bytes, 40 KiB).
const ARENA_HEADS: usize = 1024;

/// A scalar head by pointer. Heads come from our arenas (never returned to the
/// allocator) or are static constants in the compiled object.
///
/// # Safety
/// `p` must point at a head that is live for as long as the reference is used: one the
/// caller holds a reference count on (an argument, a stack item, an element its container
/// keeps, a head it just made), not one freed meanwhile. No other reference to the same
/// head may be used while this one is (the interpreter is single-threaded; callers take
/// the reference for a statement or two).
#[inline]
pub unsafe fn sv<'a>(p: *mut Sv) -> &'a mut Sv {
    // SAFETY: the caller guarantees `p` is a live head (see above).
    unsafe { &mut *p }
}

#[inline]
#[cfg(not(feature = "ctx-global"))]
pub fn ctx<'a>(c: *mut Ctx) -> &'a mut Ctx {
    // SAFETY: the context is created once by `interp::new_ctx` and passed to every compiled
    // function; it outlives the program.
    unsafe { &mut *c }
}

/// The context global: set once at start-up. Read by compiled code built with
/// `--ctx-global`, and by the runtime itself when built with the `ctx-global` feature
/// (the measured alternative to passing the context; docs/decisions/context-parameter.md).
#[no_mangle]
pub static mut camelift_ctx_global: *mut Ctx = ptr::null_mut();

#[cfg(feature = "ctx-global")]
#[inline]
pub fn ctx<'a>(_c: *mut Ctx) -> &'a mut Ctx {
    // SAFETY: set by `new_ctx` before any compiled code runs; the context outlives the
    // program and the program is single-threaded.
    unsafe { &mut *camelift_ctx_global }
}

/// Refills the free list with a new arena.
#[cold]
#[inline(never)]
fn grow_arena(c: &mut Ctx) {
    let mut arena: Vec<Sv> = Vec::new();
    if !crate::core::alloc::fallible(|| arena.try_reserve_exact(ARENA_HEADS).is_ok()) {
        crate::core::diag::out_of_memory_here();
    }
    for _ in 0..ARENA_HEADS {
        arena.push(Sv {
            refcnt: 0,
            flags: SVT_FREED,
            iv: 0,
            nv: 0.0,
            pv: ptr::null_mut(),
            cur: 0,
        });
    }
    let heads = Box::leak(arena.into_boxed_slice());
    let mut next = c.sv_free;
    for h in heads.iter_mut().rev() {
        h.iv = next as i64;
        next = h as *mut Sv;
    }
    c.sv_free = next;
}

/// The one allocation slow path: called by the inline constructors when the free list is
/// empty (and, in the `general-new` ablation, for every new head).
#[no_mangle]
#[cfg_attr(feature = "general-new", inline(never))]
pub extern "C-unwind" fn camelift_sv_new_slow(c: *mut Ctx) -> *mut Sv {
    let c = ctx(c);
    if c.sv_free.is_null() {
        grow_arena(c);
    }
    let head = c.sv_free;
    // SAFETY: `head` is a live head held by its container or the stack for this call.
    c.sv_free = unsafe { sv(head) }.iv as *mut Sv;
    head
}

/// A new undef scalar with refcount 1: the runtime's inline constructor (a head popped
/// off the free list where it is needed; a call only when the free list is empty), as
/// the compiler's inline sequence is for compiled code.
#[cfg(not(feature = "general-new"))]
#[inline(always)]
pub fn new_sv(c: *mut Ctx) -> *mut Sv {
    let cx = ctx(c);
    let p = if cx.sv_free.is_null() {
        camelift_sv_new_slow(c)
    } else {
        let head = cx.sv_free;
        // SAFETY: `head` is a live head held by its container or the stack for this call.
        cx.sv_free = unsafe { sv(head) }.iv as *mut Sv;
        head
    };
    init_undef(p)
}

/// The `general-new` ablation (runtime feature, used with the compiler's
/// `--no-inline-new`): every new scalar goes through an out-of-line constructor that takes
/// its head from the out-of-line allocator, as perl's constructors did before it inlined
/// them.
#[cfg(feature = "general-new")]
#[inline(never)]
pub fn new_sv(c: *mut Ctx) -> *mut Sv {
    init_undef(camelift_sv_new_slow(c))
}

#[inline(always)]
fn init_undef(p: *mut Sv) -> *mut Sv {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    s.refcnt = 1;
    s.flags = SVT_SCALAR;
    s.iv = 0;
    s.nv = 0.0;
    s.pv = ptr::null_mut();
    s.cur = 0;
    p
}

pub fn new_iv(c: *mut Ctx, i: i64) -> *mut Sv {
    let p = new_sv(c);
    // SAFETY: `p` was made just above; this function holds its only reference.
    (unsafe { sv(p) }).flags = SVF_IOK | SVP_IOK;
    // SAFETY: `p` was made just above; this function holds its only reference.
    (unsafe { sv(p) }).iv = i;
    p
}

pub fn new_num(c: *mut Ctx, n: Num) -> *mut Sv {
    let p = new_sv(c);
    set_num(p, n);
    p
}

pub fn new_pv(c: *mut Ctx, s: &[u8]) -> *mut Sv {
    let p = new_sv(c);
    set_pv(p, s);
    p
}

/// Pushes onto the temporaries stack.
pub fn mortalize(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    let cx = ctx(c);
    if cx.tmps_ix >= cx.tmps_max {
        camelift_tmps_grow(c);
    }
    // SAFETY: tmps_ix < tmps_max after growing, and tmps has tmps_max slots.
    unsafe { *cx.tmps.add(cx.tmps_ix) = p };
    cx.tmps_ix += 1;
    p
}

pub fn mortal_iv(c: *mut Ctx, i: i64) -> *mut Sv {
    mortalize(c, new_iv(c, i))
}
pub fn mortal_num(c: *mut Ctx, n: Num) -> *mut Sv {
    mortalize(c, new_num(c, n))
}
pub fn mortal_pv(c: *mut Ctx, s: &[u8]) -> *mut Sv {
    mortalize(c, new_pv(c, s))
}

/// A mortal string of `s` repeated `n` times (`total` bytes, which the caller checked is
/// `s.len() * n`), built in one buffer of that size: perl's `x` asks for exactly that much
/// (and memory that is too short ends with "Out of memory!").
pub fn mortal_pv_repeat(c: *mut Ctx, s: &[u8], n: usize, total: usize) -> *mut Sv {
    let p = mortal_pv(c, b"");
    // SAFETY: `p` was made just above; the temporaries stack holds its only reference.
    let h = unsafe { sv(p) };
    grow_pv(h, total.saturating_add(1), 0);
    if n > 0 && !s.is_empty() {
        // One copy of `s`, then the filled part doubled until the end.
        // SAFETY: the buffer has room for `total` = n * s.len() >= s.len() bytes.
        unsafe { ptr::copy_nonoverlapping(s.as_ptr(), h.pv, s.len()) };
        let mut filled = s.len();
        while filled < total {
            let k = filled.min(total - filled);
            // SAFETY: [0, k) and [filled, filled + k) lie within the `total` bytes and do
            // not overlap (k <= filled).
            unsafe { ptr::copy_nonoverlapping(h.pv, h.pv.add(filled), k) };
            filled += k;
        }
    }
    h.cur = total;
    p
}

#[no_mangle]
pub extern "C-unwind" fn camelift_tmps_grow(c: *mut Ctx) {
    let cx = ctx(c);
    let new_max = (cx.tmps_max * 2).max(256);
    cx.tmps = grow_buffer(cx.tmps, cx.tmps_max, new_max);
    cx.tmps_max = new_max;
}

#[no_mangle]
pub extern "C-unwind" fn camelift_stack_grow(c: *mut Ctx) {
    let cx = ctx(c);
    let new_max = (cx.stack_max * 2).max(256);
    cx.stack = grow_buffer(cx.stack, cx.stack_max, new_max);
    cx.stack_max = new_max;
}

/// Grows a buffer of pointers allocated as a leaked boxed slice.
pub fn grow_buffer(old: *mut *mut Sv, old_len: usize, new_len: usize) -> *mut *mut Sv {
    let mut v: Vec<*mut Sv> = Vec::new();
    if !crate::core::alloc::fallible(|| v.try_reserve_exact(new_len).is_ok()) {
        crate::core::diag::out_of_memory_here();
    }
    v.resize(new_len, ptr::null_mut());
    if !old.is_null() && old_len > 0 {
        // SAFETY: `old` was produced by this function (or is null) with `old_len` slots.
        let old_slice = unsafe { Box::from_raw(ptr::slice_from_raw_parts_mut(old, old_len)) };
        v[..old_len].copy_from_slice(&old_slice);
    }
    Box::leak(v.into_boxed_slice()).as_mut_ptr()
}

/// Sets the temporaries floor (SAVETMPS and its restores). The gate that compiled
/// statements compare with follows it, unless a signal is waiting: the handler may have
/// set the gate to -1 just before this write, and its `sig_pending` says so.
pub fn set_tmps_floor(c: *mut Ctx, floor: usize) {
    let cx = ctx(c);
    cx.tmps_floor = floor;
    crate::core::despatch::sync_gate(c);
}

/// The slow path of a compiled statement's FREETMPS check when signals are polled there
/// too (perl's nextstate): frees the temporaries, then runs the handlers of any signal
/// that arrived.
#[no_mangle]
pub extern "C-unwind" fn camelift_free_tmps_and_poll(c: *mut Ctx) {
    camelift_free_tmps(c);
    if crate::core::despatch::flag_raised(c) {
        crate::core::despatch::camelift_sig_dispatch(c);
    }
}

/// FREETMPS.
#[no_mangle]
pub extern "C-unwind" fn camelift_free_tmps(c: *mut Ctx) {
    loop {
        let cx = ctx(c);
        if cx.tmps_ix <= cx.tmps_floor {
            return;
        }
        cx.tmps_ix -= 1;
        // SAFETY: tmps_ix is within the buffer (it was a valid push position).
        let p = unsafe { *cx.tmps.add(cx.tmps_ix) };
        dec(c, p);
    }
}

/// SvREFCNT_inc.
pub fn inc(p: *mut Sv) -> *mut Sv {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_IMMORTAL == 0 {
        s.refcnt += 1;
    }
    p
}

/// SvREFCNT_dec.
pub fn dec(c: *mut Ctx, p: *mut Sv) {
    if p.is_null() {
        return;
    }
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_IMMORTAL != 0 {
        return;
    }
    if s.refcnt <= 1 {
        if !free_plain(c, p) {
            camelift_sv_free(c, p);
        }
    } else {
        s.refcnt -= 1;
    }
}

/// The common case of freeing, inline: a plain number, string or undef goes straight
/// back on the free list (a small string buffer onto its own). False when the value needs
/// `camelift_sv_free`.
#[inline(always)]
fn free_plain(c: *mut Ctx, p: *mut Sv) -> bool {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags
        & (SVT_MASK
            | SVF_ROK
            | SVF_POSMG
            | SVF_DEFELEM
            | SVF_IMMORTAL
            | SVF_BLESSED
            | SVF_VSTRING
            | SVF_BACKREF)
        != 0
    {
        return false;
    }
    free_pv(s);
    s.flags = SVT_FREED;
    s.refcnt = 0;
    s.set_any(ptr::null_mut());
    let cx = ctx(c);
    s.iv = cx.sv_free as i64;
    cx.sv_free = p;
    true
}

/// Called when the last reference goes: releases the body and returns the head to the
/// free list.
#[no_mangle]
pub extern "C-unwind" fn camelift_sv_free(c: *mut Ctx, p: *mut Sv) {
    if free_plain(c, p) {
        return;
    }
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_IMMORTAL != 0 || s.flags & SVT_MASK == SVT_FREED {
        return;
    }
    if s.flags & SVF_BLESSED != 0 && crate::core::obj::curse(c, p) {
        // DESTROY gave the object a new reference: it lives on.
        return;
    }
    if s.flags & SVF_BACKREF != 0 {
        // After DESTROY, which still sees them: the weak references become undef.
        s.flags &= !SVF_BACKREF;
        crate::core::weak::kill_backrefs(c, p);
    }
    // Mark first so a cycle back to this head during the body release is harmless.
    let flags = s.flags;
    s.flags = SVT_FREED;
    s.refcnt = 0;
    if flags & SVF_BLESSED != 0 {
        free_side(c, Side::Blessed, p);
        if flags & SVF_FAKEGV != 0 && !interp(c).detached_globs.is_empty() {
            crate::core::interp::glob_value_freed(c, pv_bytes(s));
        }
    }
    if flags & SVT_MASK == SVT_PVAV {
        // The body lives in the head's own fields (av.rs): no string buffer to free.
        crate::core::av::free_body(c, p);
        return finish_free(c, p);
    }
    free_pv(s);
    if flags & SVF_POSMG != 0 {
        interp(c).pos.remove(&(p as usize));
    }
    if flags & SVF_VSTRING != 0 {
        interp(c).vstrings.remove(&(p as usize));
    }
    if flags & SVF_SETMAGIC != 0 {
        crate::core::magic::forget(c, p);
    } else if flags & SVF_DEFELEM != 0 && !s.any().is_null() {
        // SAFETY: as in `vivify_defelem`.
        let d = unsafe { Box::from_raw(s.any() as *mut DefElem) };
        s.set_any(ptr::null_mut());
        dec(c, d.container);
        return finish_free(c, p);
    }
    match flags & SVT_MASK {
        SVT_PVHV => crate::core::hv::free_body(c, s.any()),
        SVT_PVCV => crate::core::interp::free_cv(c, s.any()),
        SVT_REGEXP => free_side(c, Side::Regexp, p),
        SVT_PVGV if flags & SVF_IOVIEW != 0 => free_side(c, Side::IoView, p),
        SVT_PVGV => free_side(c, Side::Glob, p),
        _ => {
            if flags & SVF_WEAKREF != 0 {
                crate::core::weak::forget(c, p, s.any() as *mut Sv);
            } else if flags & SVF_ROK != 0 {
                dec(c, s.any() as *mut Sv);
            }
        }
    }
    finish_free(c, p);
}

/// Drops a scalar's `pos` (perl's pos magic) on any write to it. The table is core's
/// (`Interp::pos`): the free path clears a freed head's entry itself.
pub fn clear_pos(c: *mut Ctx, p: *mut Sv) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & SVF_POSMG != 0 {
        // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
        (unsafe { sv(p) }).flags &= !SVF_POSMG;
        interp(c).pos.remove(&(p as usize));
    }
}

/// The literal text of a v-string (perl's `SvVSTRING_mg`): Some for a scalar with the
/// magic. The table is consulted only under `SVF_VSTRING`: an entry left behind by an
/// inline write (which stores whole flags) is never read, and the next v-string at that
/// address replaces it.
pub fn vstring_text(c: *mut Ctx, p: *mut Sv) -> Option<Vec<u8>> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & SVF_VSTRING == 0 {
        return None;
    }
    interp(c).vstrings.get(&(p as usize)).map(|t| t.to_vec())
}

/// Gives a string scalar perl's v-string magic with the literal text `text`.
pub fn set_vstring_magic(c: *mut Ctx, p: *mut Sv, text: &[u8]) {
    interp(c)
        .vstrings
        .insert(p as usize, text.to_vec().into_boxed_slice());
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    (unsafe { sv(p) }).flags |= SVF_VSTRING;
}

/// A v-string literal (`Builtin::Vstring`): its constant value, given the magic with the
/// literal's text the first time it runs (the constant is the program's static,
/// read-only head, as perl's is the const op's SV).
pub fn vstring_literal(c: *mut Ctx, value: *mut Sv, text: *mut Sv) -> *mut Sv {
    // SAFETY: `value` is a live head (the literal's constant) on the caller's stack.
    if unsafe { sv(value) }.flags & SVF_VSTRING == 0 {
        let t = to_bytes_quiet(text);
        set_vstring_magic(c, value, &t);
    }
    value
}

/// Drops a scalar's v-string magic (any write does, as in perl).
fn clear_vstring(c: *mut Ctx, p: *mut Sv) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_VSTRING != 0 {
        s.flags &= !SVF_VSTRING;
        interp(c).vstrings.remove(&(p as usize));
    }
}

fn finish_free(c: *mut Ctx, p: *mut Sv) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    s.set_any(ptr::null_mut());
    let cx = ctx(c);
    s.iv = cx.sv_free as i64;
    cx.sv_free = p;
}

/// Capacity of the smallest string buffers, which come from slabs through a free list
/// (perl allocates its small bodies from arenas the same way) instead of malloc: most
/// strings are short (split fields, hash keys, substr results), and a malloc/free pair
/// per short string costs more than the rest of making the scalar.
const SMALL_PV: usize = 16;
/// Small buffers per slab.
const SMALL_SLAB: usize = 512;

/// Head of the free list of small buffers (each free block links to the next through its
/// first data word). Relaxed atomics compile to plain loads and stores; the runtime runs on
/// one thread (signal handlers only set a flag), so there is no concurrent access.
static SMALL_FREE: std::sync::atomic::AtomicPtr<u8> =
    std::sync::atomic::AtomicPtr::new(ptr::null_mut());

/// A new owned string buffer of at least `cap` bytes behind its capacity word.
#[inline]
fn alloc_pv(cap: usize) -> *mut u8 {
    use std::sync::atomic::Ordering::Relaxed;
    if cap <= SMALL_PV {
        let mut pv = SMALL_FREE.load(Relaxed);
        if pv.is_null() {
            pv = small_slab();
        }
        // SAFETY: `pv` is a free small buffer from `small_slab`: its first data word holds
        // the next free buffer, and its capacity word already says SMALL_PV.
        let next = unsafe { (pv as *mut *mut u8).read() };
        SMALL_FREE.store(next, Relaxed);
        return pv;
    }
    let base = alloc_or_abort(pv_layout(cap));
    // SAFETY: `base` is a fresh, 8-aligned allocation of PV_HEADER + cap bytes.
    unsafe {
        (base as *mut usize).write(cap);
        base.add(PV_HEADER)
    }
}

/// Carves a new slab into small buffers and returns the first (the rest are put on the
/// free list). Slabs live for the whole run, as scalar arenas do.
#[cold]
#[inline(never)]
fn small_slab() -> *mut u8 {
    use std::sync::atomic::Ordering::Relaxed;
    const STRIDE: usize = PV_HEADER + SMALL_PV;
    // A slab is laid out as one buffer of this many bytes would be.
    let base = alloc_or_abort(pv_layout(STRIDE * SMALL_SLAB - PV_HEADER));
    let mut next = SMALL_FREE.load(Relaxed);
    for i in (0..SMALL_SLAB).rev() {
        // SAFETY: block i spans base + i*STRIDE .. + STRIDE, inside the allocation and
        // 8-aligned; it gets its capacity word and, in its first data word, the link.
        unsafe {
            let block = base.add(i * STRIDE);
            (block as *mut usize).write(SMALL_PV);
            let pv = block.add(PV_HEADER);
            (pv as *mut *mut u8).write(next);
            next = pv;
        }
    }
    next
}

/// A fresh allocation; when memory has run out, perl's "Out of memory!" exit.
#[inline(never)]
fn alloc_or_abort(layout: std::alloc::Layout) -> *mut u8 {
    // SAFETY: every layout here has a non-zero size (a capacity word at least).
    let base = crate::core::alloc::fallible(|| unsafe { std::alloc::alloc(layout) });
    if base.is_null() {
        crate::core::diag::out_of_memory_here();
    }
    base
}

/// The allocation behind a buffer of `cap` bytes: its capacity word, then the bytes.
fn pv_layout(cap: usize) -> std::alloc::Layout {
    match cap
        .checked_add(PV_HEADER)
        .and_then(|n| std::alloc::Layout::from_size_align(n, PV_HEADER).ok())
    {
        Some(l) => l,
        // A string larger than the address space: perl's "Out of memory!".
        None => crate::core::diag::out_of_memory_here(),
    }
}

#[inline(always)]
fn free_pv(s: &mut Sv) {
    let cap = s.pv_cap();
    if cap == SMALL_PV {
        use std::sync::atomic::Ordering::Relaxed;
        // SAFETY: a buffer with capacity SMALL_PV came from `small_slab` (`alloc_pv`
        // serves every request up to SMALL_PV there, and `grow_pv` never resizes one to
        // exactly SMALL_PV); its first data word becomes the free-list link.
        unsafe { (s.pv as *mut *mut u8).write(SMALL_FREE.load(Relaxed)) };
        SMALL_FREE.store(s.pv, Relaxed);
    } else if cap != 0 {
        free_big_pv(s.pv, cap);
    }
    s.pv = ptr::null_mut();
    s.cur = 0;
}

#[cold]
#[inline(never)]
fn free_big_pv(pv: *mut u8, cap: usize) {
    // SAFETY: any owned buffer other than a small one (non-zero capacity word) was made by
    // `alloc_pv(cap)` or resized to `cap` by `grow_pv`, so its allocation starts PV_HEADER
    // bytes earlier with layout `pv_layout(cap)`.
    unsafe { std::alloc::dealloc(pv.sub(PV_HEADER), pv_layout(cap)) };
}

/// The string bytes of a scalar that has POK.
pub fn pv_bytes<'a>(s: &Sv) -> &'a [u8] {
    if s.pv.is_null() || s.cur == 0 {
        return &[];
    }
    // SAFETY: pv points at `cur` initialised bytes (owned buffer or static constant).
    unsafe { std::slice::from_raw_parts(s.pv, s.cur) }
}

/// Ensures an owned buffer of at least `need` bytes, keeping the current contents: `want`
/// bytes (room to grow into), or just `need` when memory is too short for that.
fn grow_pv(s: &mut Sv, need: usize, want: usize) {
    let cap = s.pv_cap();
    if cap >= need {
        return;
    }
    let want = want.max(need);
    // A small buffer that outgrows its slab block moves to malloc (`alloc_pv`).
    let cur = s.cur;
    if cap > SMALL_PV && cur != 0 {
        let resize = |size: usize| {
            let new = pv_layout(size);
            // SAFETY: as in `free_pv`, the allocation starts PV_HEADER bytes before `pv`
            // with layout `pv_layout(cap)`; realloc keeps the header word and the first
            // `cur` bytes, and leaves the block as it was when it fails.
            let base = crate::core::alloc::fallible(|| unsafe {
                std::alloc::realloc(s.pv.sub(PV_HEADER), pv_layout(cap), new.size())
            });
            (base, size)
        };
        let (mut base, mut size) = resize(want);
        if base.is_null() && want > need {
            (base, size) = resize(need);
        }
        if base.is_null() {
            crate::core::diag::out_of_memory_here();
        }
        // SAFETY: `base` is the resized allocation of PV_HEADER + size bytes.
        unsafe {
            (base as *mut usize).write(size);
            s.pv = base.add(PV_HEADER);
        }
        return;
    }
    let p = match try_alloc_pv(want) {
        Some(p) => p,
        None => alloc_pv(need),
    };
    if cur != 0 {
        // SAFETY: the old buffer (static data or a small one) holds `cur` bytes; the new
        // one has room for them.
        unsafe { ptr::copy_nonoverlapping(s.pv, p, cur) };
    }
    free_pv(s);
    s.pv = p;
    s.cur = cur;
}

/// The string buffer of `p` as its own writable bytes, zero-extended to at least `len`
/// (perl's SvGROW and memzero, as `vec` lengthens its string); `p` must be a string.
pub fn pv_zero_extend<'a>(p: *mut Sv, len: usize) -> &'a mut [u8] {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let cur = s.cur;
    let n = len.max(cur);
    // One byte more for the NUL perl keeps after the end.
    let Some(need) = n.checked_add(1) else {
        crate::core::diag::out_of_memory_here()
    };
    // Also when the length is enough: static data (capacity 0) is copied first.
    if s.pv_cap() < need {
        grow_pv(s, need, need);
    }
    // SAFETY: the buffer has room for n + 1 bytes, of which the first `cur` are the
    // string; the rest are zeroed before they are read.
    unsafe {
        ptr::write_bytes(s.pv.add(cur), 0, n - cur + 1);
        s.cur = n;
        std::slice::from_raw_parts_mut(s.pv, n)
    }
}

/// `alloc_pv` of a buffer bigger than a small one, or None when memory is too short.
#[inline(never)]
fn try_alloc_pv(cap: usize) -> Option<*mut u8> {
    if cap <= SMALL_PV {
        return Some(alloc_pv(cap));
    }
    let layout = pv_layout(cap);
    // SAFETY: the layout has a non-zero size.
    let base = crate::core::alloc::fallible(|| unsafe { std::alloc::alloc(layout) });
    if base.is_null() {
        return None;
    }
    // SAFETY: `base` is a fresh, 8-aligned allocation of PV_HEADER + cap bytes.
    unsafe {
        (base as *mut usize).write(cap);
        Some(base.add(PV_HEADER))
    }
}

/// Sets the string value (clearing the numeric flags).
pub fn set_pv(p: *mut Sv, bytes: &[u8]) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let cap = s.pv_cap();
    if cap < bytes.len() + 1 {
        // The old contents are not kept: a new buffer instead of a resized one (no buffer,
        // or borrowed static data, has nothing to free).
        if cap != 0 {
            free_pv(s);
        }
        s.pv = alloc_pv(bytes.len() + 1);
    }
    copy_bytes(bytes, s.pv);
    s.cur = bytes.len();
    s.flags =
        (s.flags & !(SVF_OK_MASK | SVF_ISUV | SVP_IOK | SVP_NOK | SVF_UTF8 | SVF_FAKEGV)) | SVF_POK;
}

/// Copies `b` to `dst`, which has room for it; a string of up to 32 bytes is copied with
/// two overlapping moves (or, under 4 bytes, byte by byte) instead of a call to memcpy.
#[inline(always)]
fn copy_bytes(b: &[u8], dst: *mut u8) {
    let n = b.len();
    let src = b.as_ptr();
    // SAFETY: `dst` has room for n bytes (the callers' capacity checks); the reads stay
    // within `b` and the writes within dst[..n].
    unsafe {
        if (17..=32).contains(&n) {
            let head = ptr::read_unaligned(src as *const u128);
            let tail = ptr::read_unaligned(src.add(n - 16) as *const u128);
            ptr::write_unaligned(dst as *mut u128, head);
            ptr::write_unaligned(dst.add(n - 16) as *mut u128, tail);
        } else if (8..=16).contains(&n) {
            let head = ptr::read_unaligned(src as *const u64);
            let tail = ptr::read_unaligned(src.add(n - 8) as *const u64);
            ptr::write_unaligned(dst as *mut u64, head);
            ptr::write_unaligned(dst.add(n - 8) as *mut u64, tail);
        } else if (4..8).contains(&n) {
            let head = ptr::read_unaligned(src as *const u32);
            let tail = ptr::read_unaligned(src.add(n - 4) as *const u32);
            ptr::write_unaligned(dst as *mut u32, head);
            ptr::write_unaligned(dst.add(n - 4) as *mut u32, tail);
        } else if n < 4 {
            for i in 0..n {
                *dst.add(i) = *src.add(i);
            }
        } else {
            ptr::copy_nonoverlapping(src, dst, n);
        }
    }
}

/// Appends to the string value (the scalar must already be a string).
pub fn cat_pv(p: *mut Sv, bytes: &[u8]) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let need = s.cur + bytes.len() + 1;
    let cap = s.pv_cap();
    if cap < need {
        grow_pv(s, need, cap.saturating_mul(2));
    }
    // SAFETY: capacity is at least cur + bytes.len().
    unsafe { ptr::copy_nonoverlapping(bytes.as_ptr(), s.pv.add(s.cur), bytes.len()) };
    s.cur += bytes.len();
    s.flags = (s.flags & !(SVF_IOK | SVF_NOK | SVF_ISUV | SVP_IOK | SVP_NOK)) | SVF_POK;
}

pub fn set_num(p: *mut Sv, n: Num) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let keep = s.flags & !(SVF_OK_MASK | SVF_ISUV | SVP_IOK | SVP_NOK | SVF_UTF8 | SVF_FAKEGV);
    match n {
        Num::Iv(i) => {
            s.iv = i;
            s.flags = keep | SVF_IOK | SVP_IOK;
        }
        Num::Uv(u) => {
            s.iv = u as i64;
            s.flags = keep | SVF_IOK | SVP_IOK | SVF_ISUV;
        }
        Num::Nv(f) => {
            s.nv = f;
            s.flags = keep | SVF_NOK | SVP_NOK;
        }
    }
}

pub fn set_undef(p: *mut Sv) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    s.flags &= !(SVF_OK_MASK | SVF_ISUV | SVP_IOK | SVP_NOK | SVF_UTF8 | SVF_FAKEGV | SVF_WEAKREF);
    s.cur = 0;
}

pub fn is_undef(p: *mut Sv) -> bool {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    (unsafe { sv(p) }).flags & (SVF_OK_MASK | SVT_MASK) == 0
}

/// Where a deferred element belongs.
pub struct DefElem {
    pub container: *mut Sv,
    pub key: DefKey,
}

pub enum DefKey {
    Index(usize),
    /// A hash key and its `HvMap` flags.
    Key(Vec<u8>, u8),
}

/// A deferred element for a missing `$a[i]`/`$h{k}` passed to a sub.
pub fn new_defelem(c: *mut Ctx, container: *mut Sv, key: DefKey) -> *mut Sv {
    let p = new_sv(c);
    // SAFETY: `p` was made just above; this function holds its only reference.
    (unsafe { sv(p) }).flags |= SVF_DEFELEM;
    // SAFETY: `p` was made just above; this function holds its only reference.
    (unsafe { sv(p) }).set_any(Box::into_raw(Box::new(DefElem {
        container: inc(container),
        key,
    })) as *mut u8);
    mortalize(c, p)
}

/// First write to a deferred element: it becomes the real element.
fn vivify_defelem(c: *mut Ctx, p: *mut Sv) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_DEFELEM == 0 {
        return;
    }
    if s.flags & SVF_SETMAGIC != 0 {
        return;
    }
    s.flags &= !SVF_DEFELEM;
    let any = s.any();
    s.set_any(ptr::null_mut());
    // SAFETY: a DEFELEM head's `any` is the Box<DefElem> made by `new_defelem`.
    let d = unsafe { Box::from_raw(any as *mut DefElem) };
    match d.key {
        DefKey::Index(i) => {
            let av = crate::core::av::body(c, d.container);
            if av.items.len() <= i {
                av.items.resize(i + 1, ptr::null_mut());
            }
            let old = std::mem::replace(&mut av.items[i], inc(p));
            dec(c, old);
        }
        DefKey::Key(k, flags) => {
            if crate::core::restricted::is_restricted(d.container)
                && !crate::core::hv::body(c, d.container)
                    .map
                    .contains_flagged(&k, flags)
            {
                crate::core::restricted::absent(c, d.container, &k, flags, true);
            }
            let map = &mut crate::core::hv::body(c, d.container).map;
            if let Some(old) = map.insert_flagged(k, flags, inc(p)) {
                dec(c, old);
            }
        }
    }
    dec(c, d.container);
}

/// A write in progress (`check_writable`'s answer): when the written scalar has set
/// magic (a tied hash's element, `$|`, an lvalue `substr`: magic.rs), the magic runs as
/// this goes, after the write (perl's `SvSETMAGIC`). Keep it alive until the write is
/// done: `let _w = check_writable(c, p);`.
#[must_use = "set magic runs when this is dropped: bind it with `let _w`"]
pub struct Writing {
    c: *mut Ctx,
    magic: *mut Sv,
}

impl Drop for Writing {
    #[inline(always)]
    fn drop(&mut self) {
        if !self.magic.is_null() {
            crate::core::magic::written(self.c, self.magic);
        }
    }
}

/// Every write goes through here: read-only values die, deferred elements come alive,
/// set magic is arranged for when the write is done (see `Writing`).
#[inline(always)]
pub fn check_writable(c: *mut Ctx, p: *mut Sv) -> Writing {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & (SVF_READONLY | SVF_DEFELEM | SVF_POSMG | SVF_VSTRING) != 0 {
        return check_writable_slow(c, p);
    }
    Writing {
        c,
        magic: ptr::null_mut(),
    }
}

#[cold]
#[inline(never)]
fn check_writable_slow(c: *mut Ctx, p: *mut Sv) -> Writing {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let f = unsafe { sv(p) }.flags;
    if f & SVF_READONLY != 0 {
        crate::core::diag::die_msg(c, "Modification of a read-only value attempted");
    }
    let mut magic = ptr::null_mut();
    if f & SVF_DEFELEM != 0 {
        if f & SVF_SETMAGIC != 0 {
            if crate::core::magic::claim_write(c, p) {
                magic = p;
            }
        } else {
            vivify_defelem(c, p);
        }
    }
    if f & SVF_POSMG != 0 {
        clear_pos(c, p);
    }
    if f & SVF_VSTRING != 0 {
        clear_vstring(c, p);
    }
    Writing { c, magic }
}

/// A scalar stops being a reference: its referent, to release, or None when it was a
/// weak reference (which held no count; it leaves the referent's list).
#[inline(always)]
fn take_ref(c: *mut Ctx, p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is a live head the caller holds a reference to for the call.
    let d = unsafe { sv(p) };
    if d.flags & SVF_ROK == 0 {
        return None;
    }
    let old = d.any() as *mut Sv;
    d.set_any(ptr::null_mut());
    let weak = d.flags & SVF_WEAKREF != 0;
    d.flags &= !(SVF_ROK | SVF_WEAKREF);
    if weak {
        crate::core::weak::forget(c, p, old);
        return None;
    }
    Some(old)
}

/// The reference a scalar held is overwritten (perl's `sv_unref_flags`): an object it
/// held the last reference to is freed at the end of the statement, not in the middle of
/// the assignment, so that its DESTROY sees the new value.
#[inline(always)]
fn unref(c: *mut Ctx, old: *mut Sv) {
    // SAFETY: `old` was the referent of a live reference, which held a count on it.
    let o = unsafe { sv(old) };
    if o.refcnt == 1 && o.flags & SVF_BLESSED != 0 {
        mortalize(c, old);
    } else {
        dec(c, old);
    }
}

/// Assignment (sv_setsv).
#[no_mangle]
pub extern "C-unwind" fn camelift_sv_setsv(c: *mut Ctx, dst: *mut Sv, src: *mut Sv) {
    if dst == src {
        return;
    }
    let _w = check_writable(c, dst);
    // SAFETY: `src` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(src) };
    // SAFETY: `dst` is this function's argument, a live head the caller holds a reference to for the call.
    let d = unsafe { sv(dst) };
    if d.flags & SVT_MASK != SVT_SCALAR {
        crate::core::diag::die_msg(c, "Can't assign to an aggregate as a scalar");
    }
    // The reference `dst` held is taken out now and released after the copy: the
    // source may live in what it refers to (`$list = $list->{next}`, `$x = $$x`), and
    // perl's sv_setsv keeps the old referent alive until the new value is in place.
    let old = if d.flags & SVF_ROK != 0 {
        take_ref_cold(c, dst)
    } else {
        None
    };
    let sf = s.flags;
    if sf & SVT_MASK != SVT_SCALAR {
        // An aggregate or code value assigned as a scalar: store a reference to it.
        inc(src);
        set_undef(dst);
        d.set_any(src as *mut u8);
        d.flags |= SVF_ROK;
        if let Some(old) = old {
            unref(c, old);
        }
        return;
    }
    if sf & SVF_POK != 0 {
        let bytes = pv_bytes(s);
        set_pv(dst, bytes);
    } else {
        d.cur = 0;
    }
    let keep = d.flags & !(SVF_OK_MASK | SVF_ISUV | SVP_IOK | SVP_NOK | SVF_UTF8 | SVF_FAKEGV);
    let copied =
        sf & (SVF_OK_MASK | SVF_ISUV | SVP_IOK | SVP_NOK | SVF_UTF8 | SVF_FAKEGV) & !SVF_ROK;
    d.flags = keep | copied;
    d.iv = s.iv;
    d.nv = s.nv;
    if sf & SVF_ROK != 0 {
        d.set_any(inc(s.any() as *mut Sv) as *mut u8);
        d.flags |= SVF_ROK;
    }
    if sf & SVF_VSTRING != 0 {
        copy_vstring(c, dst, src);
    }
    if let Some(old) = old {
        unref(c, old);
    }
}

/// perl's sv_setsv copies the v-string magic (out of the assignment's hot path).
#[cold]
#[inline(never)]
fn copy_vstring(c: *mut Ctx, dst: *mut Sv, src: *mut Sv) {
    if let Some(t) = vstring_text(c, src) {
        set_vstring_magic(c, dst, &t);
    }
}

/// `take_ref` out of the assignment's hot path: the referent of a reference about to be
/// overwritten, for the caller to release (`unref`) once the new value is in place.
#[cold]
#[inline(never)]
fn take_ref_cold(c: *mut Ctx, p: *mut Sv) -> Option<*mut Sv> {
    take_ref(c, p)
}

/// A reference about to be overwritten lets go of its referent (`take_ref`, `unref`),
/// out of the assignment's hot path.
#[cold]
#[inline(never)]
fn release_ref(c: *mut Ctx, p: *mut Sv) {
    if let Some(old) = take_ref(c, p) {
        unref(c, old);
    }
}

/// Assignment of a temporary string that nothing else holds (perl's SvTEMP steal): the
/// buffers are swapped instead of copied; otherwise a plain `sv_setsv`.
#[no_mangle]
pub extern "C-unwind" fn camelift_sv_setsv_steal(c: *mut Ctx, dst: *mut Sv, src: *mut Sv) {
    // SAFETY: `src` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(src) };
    // SAFETY: `dst` is this function's argument, a live head the caller holds a reference to for the call.
    let d = unsafe { sv(dst) };
    let plain = |f: u32| {
        f & (SVT_MASK
            | SVF_ROK
            | SVF_READONLY
            | SVF_IMMORTAL
            | SVF_DEFELEM
            | SVF_POSMG
            | SVF_FAKEGV
            | SVF_VSTRING)
            == 0
    };
    if dst != src
        && s.refcnt == 1
        && plain(s.flags)
        && s.flags & SVF_POK != 0
        && s.pv_cap() != 0
        && plain(d.flags)
        && d.flags & SVF_PADSTALE == 0
    {
        // The capacity word travels with its buffer.
        std::mem::swap(&mut d.pv, &mut s.pv);
        d.cur = s.cur;
        s.cur = 0;
        let keep = d.flags & !(SVF_OK_MASK | SVF_ISUV | SVP_IOK | SVP_NOK | SVF_UTF8);
        d.flags = keep | (s.flags & (SVF_POK | SVF_UTF8));
        // The temporary keeps the old buffer (freed with it) and is an empty string.
        if s.pv_cap() == 0 {
            s.pv = ptr::null_mut();
        }
        return;
    }
    camelift_sv_setsv(c, dst, src);
}

/// `$x = INTEGER` when `$x` is not a plain writable scalar.
#[no_mangle]
pub extern "C-unwind" fn camelift_sv_setiv(c: *mut Ctx, dst: *mut Sv, i: i64) {
    let tmp = new_iv(c, i);
    camelift_sv_setsv(c, dst, tmp);
    dec(c, tmp);
}

#[no_mangle]
pub extern "C-unwind" fn camelift_sv_set_undef(c: *mut Ctx, p: *mut Sv) {
    let _w = check_writable(c, p);
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & SVF_ROK != 0 {
        release_ref(c, p);
    }
    set_undef(p);
}

/// A value just made mortal and not wanted after all (a `delete` in void context, perl's
/// G_DISCARD) is freed now: taken off the temporaries stack when it is the newest
/// temporary (otherwise it stays there, freed at the statement's end).
pub fn free_newest_mortal(c: *mut Ctx, p: *mut Sv) {
    let cx = ctx(c);
    // SAFETY: tmps_ix - 1 is a pushed slot (tmps_ix > tmps_floor >= 0).
    if cx.tmps_ix > cx.tmps_floor && unsafe { *cx.tmps.add(cx.tmps_ix - 1) } == p {
        cx.tmps_ix -= 1;
        dec(c, p);
    }
}

/// A scalar made undef the way perl's sv_set_undef does it: a reference it held goes
/// now, not at the statement's end (a `my` variable as its scope ends, perl's
/// SAVEt_CLEARSV; a list assignment's targets left without a value, `($x, $y) = ()`).
pub fn clear_now(c: *mut Ctx, p: *mut Sv) {
    let _w = check_writable(c, p);
    if let Some(old) = take_ref(c, p) {
        dec(c, old);
    }
    set_undef(p);
}

/// A new mortal copy (sv_mortalcopy): the general constructor for values of unknown type.
#[no_mangle]
pub extern "C-unwind" fn camelift_sv_mortalcopy(c: *mut Ctx, src: *mut Sv) -> *mut Sv {
    let p = new_sv(c);
    camelift_sv_setsv(c, p, src);
    mortalize(c, p)
}

/// A new (non-mortal) copy: a sub's return value before its temporaries are freed.
#[no_mangle]
pub extern "C-unwind" fn camelift_ret_copy(c: *mut Ctx, src: *mut Sv) -> *mut Sv {
    // The callee's newest temporary, held by nothing but the temporaries stack (`return
    // $x + $y`): taken off that stack and handed over instead of copied, as perl's
    // leavesub passes an SvTEMP with a refcount of 1 through.
    let cx = ctx(c);
    // SAFETY: `src` is this function's argument, a live head the caller holds a reference to for the call.
    if cx.tmps_ix > cx.tmps_floor
        && unsafe { sv(src) }.refcnt == 1
        && unsafe { sv(src) }.flags & SVF_IMMORTAL == 0
    {
        // SAFETY: tmps_ix - 1 is a pushed slot (tmps_ix > tmps_floor >= 0).
        let top = unsafe { *cx.tmps.add(cx.tmps_ix - 1) };
        if top == src {
            cx.tmps_ix -= 1;
            return src;
        }
    }
    newsv_copy(c, src)
}

/// A new (non-mortal) copy, for storing into containers.
pub fn newsv_copy(c: *mut Ctx, src: *mut Sv) -> *mut Sv {
    let p = new_sv(c);
    camelift_sv_setsv(c, p, src);
    p
}

// ---- truth, strings and numbers ---------------------------------------------------------

/// The truth of a reference: true, unless its referent is an object whose class
/// overloads `bool` (out of line, as the other conversions of references).
#[cold]
#[inline(never)]
fn ref_truth(c: *mut Ctx, p: *mut Sv) -> bool {
    // SAFETY: `p` is a live head the caller holds a reference to for the call.
    if blessed_referent(unsafe { sv(p) }) {
        if let Some(r) = crate::core::amagic::conversion(c, crate::core::amagic::Key::Bool, p) {
            return truth(c, r);
        }
    }
    true
}

/// A conversion of a reference to an object through its class's overloading (out of
/// line: the paths of plain values stay small).
#[cold]
#[inline(never)]
fn overloaded(c: *mut Ctx, key: crate::core::amagic::Key, p: *mut Sv) -> Option<*mut Sv> {
    crate::core::amagic::conversion(c, key, p)
}

/// Whether a reference's referent is blessed (its class may overload the conversions).
#[inline]
fn blessed_referent(s: &Sv) -> bool {
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    unsafe { sv(s.any() as *mut Sv) }.flags & SVF_BLESSED != 0
}

pub fn truth(c: *mut Ctx, p: *mut Sv) -> bool {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let f = s.flags;
    if f & SVF_ROK != 0 || f & SVT_MASK != SVT_SCALAR {
        return f & SVF_ROK == 0 || ref_truth(c, p);
    }
    if f & SVF_POK != 0 {
        let b = pv_bytes(s);
        return !(b.is_empty() || b == b"0");
    }
    if f & SVF_IOK != 0 {
        return s.iv != 0;
    }
    if f & SVF_NOK != 0 {
        return s.nv != 0.0;
    }
    let _ = c;
    false
}

#[no_mangle]
pub extern "C-unwind" fn camelift_sv_true(c: *mut Ctx, p: *mut Sv) -> i32 {
    truth(c, p) as i32
}

/// Whether a scalar's string is a character string (SvUTF8 on a string value; the string
/// form of a number or a reference is bytes).
#[inline(always)]
pub fn is_utf8(p: *mut Sv) -> bool {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let f = unsafe { sv(p) }.flags;
    if f & SVF_ROK != 0 {
        return regexp_ref_utf8(p);
    }
    f & (SVF_POK | SVF_UTF8) == SVF_POK | SVF_UTF8
}

/// Whether a reference is a qr// object whose pattern is characters (it stringifies as
/// a character string, `(?^u:é)`).
#[cold]
fn regexp_ref_utf8(p: *mut Sv) -> bool {
    // SAFETY: `p` is a live reference; its referent is live while the reference is.
    let r = unsafe { sv(sv(p).any() as *mut Sv) };
    r.flags & SVT_MASK == SVT_REGEXP && r.flags & SVF_UTF8 != 0
}

/// Whether a scalar holds a string value (its string form needs no conversion).
#[inline(always)]
pub fn is_pok(p: *mut Sv) -> bool {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    unsafe { sv(p) }.flags & SVF_POK != 0
}

/// The string form of a scalar without copying a string that is already one (the
/// borrow lives until the scalar is next modified).
#[inline(always)]
pub fn to_str<'a>(c: *mut Ctx, p: *mut Sv, info: &Info, arg: usize) -> std::borrow::Cow<'a, [u8]> {
    to_str_lazy(c, p, || *info, arg)
}

/// `to_str` whose `Info` is made only when the scalar is not a string already.
#[inline(always)]
pub fn to_str_lazy<'a>(
    c: *mut Ctx,
    p: *mut Sv,
    info: impl FnOnce() -> Info,
    arg: usize,
) -> std::borrow::Cow<'a, [u8]> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_POK != 0 {
        return std::borrow::Cow::Borrowed(pv_bytes(s));
    }
    std::borrow::Cow::Owned(to_bytes(c, p, &info(), arg))
}

/// The string form of a scalar (sv_2pv), warning about undef under `use warnings`.
pub fn to_bytes(c: *mut Ctx, p: *mut Sv, info: &Info, arg: usize) -> Vec<u8> {
    match format_value(p) {
        Some(b) => b,
        None => {
            crate::core::diag::warn_uninit(c, info, arg, p);
            Vec::new()
        }
    }
}

/// The string form without warnings (for hash keys of known-defined values and messages).
pub fn to_bytes_quiet(p: *mut Sv) -> Vec<u8> {
    format_value(p).unwrap_or_default()
}

/// The string form of a defined value; None for undef.
fn format_value(p: *mut Sv) -> Option<Vec<u8>> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let f = s.flags;
    if f & SVF_POK != 0 {
        return Some(pv_bytes(s).to_vec());
    }
    let mut out = Vec::new();
    // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
    if f & SVF_ROK != 0 && unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_REGEXP {
        // A qr// object stringifies as its pattern, `(?^i:...)`.
        // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
        return Some(pv_bytes(unsafe { sv(s.any() as *mut Sv) }).to_vec());
    }
    if f & SVF_ROK != 0 && blessed_referent(s) {
        // SAFETY: the context is set once at start-up, before any value exists.
        let c = unsafe { camelift_ctx_global };
        if let Some(r) = overloaded(c, crate::core::amagic::Key::Str, p) {
            return format_value(r);
        }
    }
    if f & SVF_ROK != 0 || f & SVT_MASK != SVT_SCALAR {
        ref_string(p, &mut out);
    } else if f & SVF_IOK != 0 {
        let n = if f & SVF_ISUV != 0 {
            Num::Uv(s.iv as u64)
        } else {
            Num::Iv(s.iv)
        };
        num::format_num(n, &mut out);
    } else if f & SVF_NOK != 0 {
        num::format_nv(s.nv, &mut out);
    } else {
        return None;
    }
    Some(out)
}

/// `Scalar::Util::reftype`'s name for the referent of reference `p` (None: not a
/// reference), which `UNIVERSAL::isa(REF, TYPE)` also answers to.
pub fn reftype_name(p: *mut Sv) -> Option<&'static [u8]> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_ROK == 0 {
        return None;
    }
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    let t = unsafe { sv(s.any() as *mut Sv) };
    Some(match t.flags & SVT_MASK {
        SVT_PVAV => b"ARRAY",
        SVT_PVHV => b"HASH",
        SVT_PVCV => b"CODE",
        SVT_REGEXP => b"REGEXP",
        SVT_PVGV if t.flags & SVF_IOVIEW != 0 => b"IO",
        SVT_PVGV => b"GLOB",
        _ if t.flags & SVF_FAKEGV != 0 => b"GLOB",
        _ if t.flags & SVF_ROK != 0 => b"REF",
        _ if t.flags & SVF_VSTRING != 0 => b"VSTRING",
        _ => b"SCALAR",
    })
}

/// `CODE(0x...)`-style text of a reference or aggregate.
fn ref_string(p: *mut Sv, out: &mut Vec<u8>) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let (target, kind) = if s.flags & SVF_ROK != 0 {
        let t = s.any() as *mut Sv;
        // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
        let k = match unsafe { sv(t) }.flags & SVT_MASK {
            SVT_PVAV => "ARRAY",
            SVT_PVHV => "HASH",
            SVT_PVCV => "CODE",
            // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
            SVT_PVGV if unsafe { sv(t) }.flags & SVF_IOVIEW != 0 => "IO",
            SVT_PVGV => "GLOB",
            // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
            _ if unsafe { sv(t) }.flags & SVF_FAKEGV != 0 => "GLOB",
            // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
            _ if unsafe { sv(t) }.flags & SVF_ROK != 0 => "REF",
            // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
            _ if unsafe { sv(t) }.flags & SVF_VSTRING != 0 => "VSTRING",
            _ => "SCALAR",
        };
        (t, k)
    } else {
        let k = match s.flags & SVT_MASK {
            SVT_PVAV => "ARRAY",
            SVT_PVHV => "HASH",
            _ => "CODE",
        };
        (p, k)
    };
    // SAFETY: `target` is a live head held by its container or the stack for this call.
    if unsafe { sv(target) }.flags & SVF_BLESSED != 0 {
        // SAFETY: the context is set once at start-up, before any value exists.
        let c = unsafe { camelift_ctx_global };
        if let Some(class) = crate::core::obj::class_name(c, target) {
            out.extend_from_slice(class);
            out.push(b'=');
        }
    }
    out.extend_from_slice(format!("{kind}(0x{:x})", target as usize).as_bytes());
}

/// The numeric value of a scalar (SvNV/SvIV with perl's string parsing), caching the
/// result in the scalar and warning once about strings that aren't numbers.
pub fn to_num(c: *mut Ctx, p: *mut Sv, info: &Info, arg: usize) -> Num {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let f = s.flags;
    if f & (SVF_IOK | SVP_IOK) != 0 && f & SVF_NOK == 0 {
        return if f & SVF_ISUV != 0 {
            Num::Uv(s.iv as u64)
        } else {
            Num::Iv(s.iv)
        };
    }
    if f & (SVF_NOK | SVP_NOK) != 0 {
        return Num::Nv(s.nv);
    }
    if f & SVF_ROK != 0 && blessed_referent(s) {
        if let Some(r) = overloaded(c, crate::core::amagic::Key::Num, p) {
            return to_num(c, r, info, arg);
        }
    }
    if f & SVF_ROK != 0 || f & SVT_MASK != SVT_SCALAR {
        let addr = if f & SVF_ROK != 0 {
            s.any() as usize
        } else {
            p as usize
        };
        return Num::Uv(addr as u64);
    }
    if f & SVF_POK != 0 {
        let bytes = pv_bytes(s);
        let (n, numeric) = num::parse_number(bytes);
        if !numeric {
            crate::core::diag::warn_numeric(c, bytes, info);
        }
        // Cache: a real number gets the public flag, a non-number only the private one
        // (so it warns once, as perl does).
        if (s.flags & SVF_READONLY == 0 || s.flags & SVF_IMMORTAL != 0)
            && s.flags & (SVT_MASK | SVF_ROK | SVF_DEFELEM) == SVT_SCALAR
        {
            match n {
                Num::Iv(i) => {
                    s.iv = i;
                    s.flags |= if numeric { SVF_IOK | SVP_IOK } else { SVP_IOK };
                }
                Num::Uv(u) => {
                    s.iv = u as i64;
                    s.flags |= if numeric {
                        SVF_IOK | SVP_IOK | SVF_ISUV
                    } else {
                        SVP_IOK | SVF_ISUV
                    };
                }
                Num::Nv(v) => {
                    s.nv = v;
                    s.flags |= if numeric { SVF_NOK | SVP_NOK } else { SVP_NOK };
                    if numeric && num::perl_keeps_nv(bytes) && v.abs() < 9.2e18 {
                        // A number written with a decimal point ("12.0"): perl's
                        // integer slot is valid only privately (IOKp), so `+ - *` keep
                        // adding it as an NV (pp/ops.rs `iv_please`).
                        s.iv = v as i64;
                        s.flags |= SVP_IOK;
                    }
                }
            }
        }
        return n;
    }
    crate::core::diag::warn_uninit(c, info, arg, p);
    Num::Iv(0)
}

/// SvIV with conversions, for indexes and counts.
#[no_mangle]
pub extern "C-unwind" fn camelift_sv_2iv(c: *mut Ctx, p: *mut Sv, info: *const u8) -> i64 {
    let info = Info::from_ptr(info);
    num::to_iv(to_num(c, p, &info, 0))
}

pub fn to_iv(c: *mut Ctx, p: *mut Sv, info: &Info, arg: usize) -> i64 {
    let n = to_num(c, p, info, arg);
    cache_int(p);
    num::to_iv(n)
}

/// perl's sv_2iv_flags on a float: an integral value below 2**53 gains its integer slot
/// and public integer flag, so the scalar prints every digit from then on (`$v = 1e15;
/// $v ^ 0; print $v` shows 1000000000000000). A constant of the program stays as
/// written (perl folds those at compile time).
pub fn cache_int(p: *mut Sv) {
    // SAFETY: `p` is a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let f = s.flags;
    if f & SVF_NOK == 0
        || f & (SVF_IOK | SVF_ROK | SVF_READONLY | SVT_MASK) != 0
        || !num::small_integral(s.nv)
    {
        return;
    }
    s.iv = s.nv as i64;
    s.flags |= SVF_IOK | SVP_IOK;
}

pub fn to_nv(c: *mut Ctx, p: *mut Sv, info: &Info, arg: usize) -> f64 {
    num::to_nv(to_num(c, p, info, arg))
}

/// The interpreter's immortal undef.
pub fn undef(c: *mut Ctx) -> *mut Sv {
    ctx(c).sv_undef
}

pub fn yes(c: *mut Ctx) -> *mut Sv {
    ctx(c).sv_yes
}

pub fn no(c: *mut Ctx) -> *mut Sv {
    ctx(c).sv_no
}

pub fn bool_sv(c: *mut Ctx, b: bool) -> *mut Sv {
    if b {
        yes(c)
    } else {
        no(c)
    }
}

/// Pad allocation at sub entry: the low byte of `kind` a `PadNewKind`, with
/// `PAD_NEW_CAPTURED` for a scalar a named sub captures (marked stale until its `my`
/// first runs).
#[no_mangle]
pub extern "C-unwind" fn camelift_pad_new(c: *mut Ctx, kind: i32) -> *mut Sv {
    let p = match PadNewKind::from_u32((kind & 0xff) as u32) {
        Some(PadNewKind::Scalar) => new_sv(c),
        Some(PadNewKind::Array) => crate::core::av::new_av(c),
        Some(PadNewKind::Hash) => crate::core::hv::new_hv(c),
        None => crate::core::diag::unknown_code(c, "pad kind", kind),
    };
    if kind & PAD_NEW_CAPTURED != 0 {
        // SAFETY: `p` is a head just made above.
        (unsafe { sv(p) }).flags |= SVF_PADSTALE;
    }
    p
}

/// After a BEGIN block that set the lexical `p` before its `my` ran: the first `my`
/// keeps the value (perl's SvPADSTALE, which a pad entry has until its `my` runs).
#[no_mangle]
pub extern "C-unwind" fn camelift_pad_stale(_c: *mut Ctx, p: *mut Sv) {
    // SAFETY: `p` is this function's argument, a live pad entry of the running sub.
    (unsafe { sv(p) }).flags |= SVF_PADSTALE;
}

/// A pad entry at sub exit that is not a plain scalar (see the compiler's
/// `pad_give_back`): an array or hash nothing else holds is emptied, keeping its buffers,
/// into the empty cache slot; anything else is released.
#[no_mangle]
pub extern "C-unwind" fn camelift_pad_release(c: *mut Ctx, p: *mut Sv, slot: *mut *mut Sv) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    // SAFETY: `slot` is the address of this pad entry's 8-byte cell in the sub's cache.
    let slot = unsafe { &mut *slot };
    if s.refcnt == 1 && slot.is_null() && (s.flags == SVT_PVAV || s.flags == SVT_PVHV) {
        if s.flags == SVT_PVAV {
            crate::core::av::clear_keep(c, p);
        } else {
            crate::core::hv::clear(c, p);
        }
        // Clearing can run no code that could have taken the slot (no destructors).
        // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
        if slot.is_null() && unsafe { sv(p) }.refcnt == 1 {
            *slot = p;
            return;
        }
    }
    dec(c, p);
}

/// A `my` variable's block is left (perl's SAVEt_CLEARSV): held only by the pad, it is
/// cleared in place (a reference dropped, an array or hash emptied keeping its buffers);
/// held elsewhere too (a closure, a reference that escaped), it is left to its other
/// owners and the pad gets a fresh variable. Returns the pad's variable from now on. A
/// variable whose `my` has not run yet (`PADSTALE`) stays as it is.
#[no_mangle]
pub extern "C-unwind" fn camelift_pad_clear(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let t = s.flags & SVT_MASK;
    // A restricted hash (READONLY) is emptied and unlocked, as perl's leave_scope does.
    if s.flags & SVF_PADSTALE != 0 || (s.flags & SVF_READONLY != 0 && t != SVT_PVHV) {
        return p;
    }
    // A variable weak references point at is not reused (they become undef), as perl
    // abandons a variable with magic.
    if s.refcnt == 1 && s.flags & SVF_BACKREF == 0 {
        match t {
            SVT_PVAV => crate::core::av::clear_keep(c, p),
            SVT_PVHV => crate::core::hv::clear(c, p),
            SVT_SCALAR if s.flags & SVF_ROK == 0 => {}
            SVT_SCALAR => clear_now(c, p),
            // A scalar holding a body of its own (a pattern): replaced below.
            _ => return fresh_like(c, p, t),
        }
        return p;
    }
    fresh_like(c, p, t)
}

/// Releases the pad's hold on `p` and makes a new variable of its kind.
fn fresh_like(c: *mut Ctx, p: *mut Sv, t: u32) -> *mut Sv {
    dec(c, p);
    match t {
        SVT_PVAV => crate::core::av::new_av(c),
        SVT_PVHV => crate::core::hv::new_hv(c),
        _ => new_sv(c),
    }
}

/// `my` running again: reuse the pad entry when nothing else holds it, else a fresh one.
#[no_mangle]
pub extern "C-unwind" fn camelift_pad_intro(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_PADSTALE != 0 {
        s.flags &= !SVF_PADSTALE;
        return p;
    }
    let t = s.flags & SVT_MASK;
    if s.refcnt == 1 && s.flags & (SVF_READONLY | SVF_BLESSED | SVF_BACKREF) == 0 {
        match t {
            SVT_PVAV => crate::core::av::clear_keep(c, p),
            SVT_PVHV => crate::core::hv::clear(c, p),
            _ => clear_now(c, p),
        }
        return p;
    }
    dec(c, p);
    match t {
        SVT_PVAV => crate::core::av::new_av(c),
        SVT_PVHV => crate::core::hv::new_hv(c),
        _ => new_sv(c),
    }
}

/// Latin-1 bytes as UTF-8 (perl's sv_utf8_upgrade of a byte string).
pub fn upgrade_latin1(bytes: &[u8]) -> Vec<u8> {
    if bytes.is_ascii() {
        return bytes.to_vec();
    }
    bytes
        .iter()
        .map(|b| *b as char)
        .collect::<String>()
        .into_bytes()
}

/// Concatenates scalars' strings as perl does, appending to `out` (which should be
/// empty): when any of them holds characters (SvUTF8), the byte strings are upgraded and
/// the result is a character string (the returned flag). Each value is converted once,
/// straight into the result (numbers are formatted in place). `sep` goes between them
/// (`join`); `name_base` is the first item's operand number in uninitialized warnings.
pub fn concat_into(
    c: *mut Ctx,
    items: &[*mut Sv],
    info: &Info,
    name_base: usize,
    sep: Option<&(Vec<u8>, bool)>,
    out: &mut Vec<u8>,
) -> bool {
    let mut utf8 = sep.is_some_and(|s| s.1);
    let mut guess = sep.map(|s| s.0.len() * items.len()).unwrap_or(0);
    for p in items {
        // SAFETY: `*p` reads a slot that holds a live head (with a reference count of its own).
        let s = unsafe { sv(*p) };
        utf8 |= s.flags & SVF_UTF8 != 0 || (s.flags & SVF_ROK != 0 && regexp_ref_utf8(*p));
        guess += if s.flags & SVF_POK != 0 { s.cur } else { 8 };
    }
    out.reserve(guess);
    if !utf8 && sep.is_none() {
        // Byte strings only, the usual interpolation: strings copied straight in.
        for (k, &p) in items.iter().enumerate() {
            // SAFETY: `p` is a live head held by its container or the stack for this call.
            let s = unsafe { sv(p) };
            if s.flags & SVF_POK != 0 {
                push_bytes(out, pv_bytes(s));
            } else {
                append_value(c, p, info, name_base.saturating_add(k), out);
            }
        }
        return false;
    }
    let mut tmp = Vec::new();
    for (k, p) in items.iter().enumerate() {
        if k > 0 {
            if let Some((s, su)) = sep {
                if utf8 && !su {
                    out.extend_from_slice(&upgrade_latin1(s));
                } else {
                    out.extend_from_slice(s);
                }
            }
        }
        let arg = name_base.saturating_add(k);
        // SAFETY: `*p` reads a slot that holds a live head (with a reference count of its own).
        let f = unsafe { sv(*p) }.flags;
        if utf8 && f & SVF_UTF8 == 0 && !(f & SVF_ROK != 0 && regexp_ref_utf8(*p)) {
            tmp.clear();
            append_value(c, *p, info, arg, &mut tmp);
            out.extend_from_slice(&upgrade_latin1(&tmp));
        } else {
            append_value(c, *p, info, arg, out);
        }
    }
    utf8
}

/// Appends `b` to `out`; a short piece is copied with two overlapping word moves
/// instead of a call to memcpy (interpolation copies many short pieces).
#[inline(always)]
fn push_bytes(out: &mut Vec<u8>, b: &[u8]) {
    let n = b.len();
    if n > 32 || out.capacity() - out.len() < n {
        out.extend_from_slice(b);
        return;
    }
    let len = out.len();
    // SAFETY: `out` has at least `n` bytes of spare capacity (checked above); `copy_bytes`
    // writes exactly [len, len + n), so those bytes are initialised before set_len.
    unsafe {
        copy_bytes(b, out.as_mut_ptr().add(len));
        out.set_len(len + n);
    }
}

/// The scalar's string value becomes `bytes` with the given UTF-8 flag (copied into its
/// own buffer, which is reused when it is big enough).
pub fn set_str(p: *mut Sv, bytes: &[u8], utf8: bool) {
    set_pv(p, bytes);
    if utf8 {
        // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
        (unsafe { sv(p) }).flags |= SVF_UTF8;
    }
}

/// Builds a string in the interpreter's scratch buffer (no allocation once it has grown),
/// then hands the bytes to `done`. A nested use (a `__WARN__` handler running while the
/// string is built) gets a fresh buffer.
pub fn with_scratch<R>(
    c: *mut Ctx,
    build: impl FnOnce(&mut Vec<u8>) -> bool,
    done: impl FnOnce(&[u8], bool) -> R,
) -> R {
    let mut buf = std::mem::take(&mut crate::core::interp::interp(c).scratch);
    buf.clear();
    let utf8 = build(&mut buf);
    let r = done(&buf, utf8);
    let it = crate::core::interp::interp(c);
    if it.scratch.capacity() < buf.capacity() {
        it.scratch = buf;
    }
    r
}

/// Appends the string form of a value (warning about undef as `to_bytes` does).
pub fn append_value(c: *mut Ctx, p: *mut Sv, info: &Info, arg: usize, out: &mut Vec<u8>) {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    let f = s.flags;
    if f & SVF_POK != 0 {
        out.extend_from_slice(pv_bytes(s));
    } else if f & (SVF_ROK | SVT_MASK) == 0 && f & SVF_IOK != 0 {
        let n = if f & SVF_ISUV != 0 {
            Num::Uv(s.iv as u64)
        } else {
            Num::Iv(s.iv)
        };
        num::format_num(n, out);
    } else if f & (SVF_ROK | SVT_MASK) == 0 && f & SVF_NOK != 0 {
        num::format_nv(s.nv, out);
    } else {
        out.extend_from_slice(&to_bytes(c, p, info, arg));
    }
}

/// A new mortal string holding `items` concatenated (perl's interpolation, `.` and
/// `join`; see `concat_into`), built in the scratch buffer.
pub fn mortal_concat(
    c: *mut Ctx,
    items: &[*mut Sv],
    info: &Info,
    name_base: usize,
    sep: Option<&(Vec<u8>, bool)>,
) -> *mut Sv {
    with_scratch(
        c,
        |out| concat_into(c, items, info, name_base, sep, out),
        |bytes, utf8| mortal_str(c, bytes, utf8),
    )
}

/// A new mortal string with the given UTF-8 flag.
pub fn mortal_str(c: *mut Ctx, bytes: &[u8], utf8: bool) -> *mut Sv {
    let r = mortal_pv(c, bytes);
    if utf8 {
        // SAFETY: `r` was made just above; this function holds its only reference.
        (unsafe { sv(r) }).flags |= SVF_UTF8;
    }
    r
}
