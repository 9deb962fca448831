//! Arrays (AV): a vector of owned scalar pointers; null marks a hole.

use crate::core::interp::Info;
use crate::core::sv::{self, ctx, dec, inc, new_sv, sv};
use camelift_abi::codes::{FETCH_DEFER, FETCH_LVALUE, FETCH_RVALUE};
use camelift_abi::*;
use std::collections::VecDeque;
use std::ptr;

/// An array's body. It lives inside the array's own head, in the 32 bytes after the
/// refcount and flags that an array never uses as IV, NV, PV and CUR (as perl keeps an
/// AV's array pointer in the head), so an array costs one head and its item buffer.
pub struct Av {
    /// A deque, so that `shift` and `unshift` cost no more than `pop` and `push`.
    pub items: VecDeque<*mut Sv>,
}

const _: () = assert!(
    std::mem::size_of::<Av>() <= SV_SIZE - SV_IV as usize
        && std::mem::align_of::<Av>() <= std::mem::align_of::<Sv>()
);

/// Where an array head keeps its body.
#[inline(always)]
fn body_ptr(p: *mut Sv) -> *mut Av {
    (p as *mut u8).wrapping_add(SV_IV as usize) as *mut Av
}

pub fn new_av(c: *mut Ctx) -> *mut Sv {
    let p = new_sv(c);
    // SAFETY: `p` was made just above; this function holds its only reference.
    (unsafe { sv(p) }).flags = SVT_PVAV;
    // SAFETY: `p` is a fresh head; the bytes from SV_IV to its end (asserted above to hold
    // an `Av`, 8-aligned) are plain data that no one else reads while it is an array.
    unsafe {
        body_ptr(p).write(Av {
            items: VecDeque::new(),
        })
    };
    p
}

/// The body of an array head.
pub fn body<'a>(c: *mut Ctx, p: *mut Sv) -> &'a mut Av {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & (SVT_MASK | SVF_ISA) != SVT_PVAV {
        // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
        if unsafe { sv(p) }.flags & SVT_MASK != SVT_PVAV {
            crate::core::diag::die_msg(c, "Not an ARRAY reference");
        }
        // Some package's @ISA: whatever is done with it may change method resolution.
        crate::core::obj::isa_changed();
    }
    // SAFETY: an SVT_PVAV head holds the `Av` written by `new_av` (its type is checked
    // above; `free_body` changes the type before the body is read out).
    unsafe { &mut *body_ptr(p) }
}

/// An array's items, for reading without counting as a change of an `@ISA` (obj.rs).
pub fn items_quiet<'a>(p: *mut Sv) -> &'a VecDeque<*mut Sv> {
    // SAFETY: the caller checked that `p` is an array head (SVT_PVAV).
    unsafe { &(*body_ptr(p)).items }
}

/// Releases an array's body: called by `camelift_sv_free` once the head is marked freed.
/// The head's body bytes become a free head's zeroed fields.
pub fn free_body(c: *mut Ctx, p: *mut Sv) {
    // SAFETY: the head was an array (the caller checked its type before marking it freed),
    // so it holds the `Av` written by `new_av`, and it is moved out exactly once here.
    let av = unsafe { body_ptr(p).read() };
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    s.iv = 0;
    s.nv = 0.0;
    s.pv = ptr::null_mut();
    s.cur = 0;
    // The last element first, as perl's av_undef (destructors run in that order).
    for p in av.items.into_iter().rev() {
        dec(c, p);
    }
}

pub fn clear(c: *mut Ctx, p: *mut Sv) {
    let items = std::mem::take(&mut body(c, p).items);
    // The last element first, as perl's av_clear.
    for it in items.into_iter().rev() {
        dec(c, it);
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_av_clear(c: *mut Ctx, p: *mut Sv) {
    clear(c, p)
}

/// perl's array index: negative counts from the end.
fn real_index(len: usize, i: i64) -> Option<usize> {
    if i >= 0 {
        Some(i as usize)
    } else {
        let k = len as i64 + i;
        if k < 0 {
            None
        } else {
            Some(k as usize)
        }
    }
}

/// `$a[i]`: the element, or as `lval` (a `FETCH_*`) says when it is absent: undef, a new
/// element (growing the array), or a stand-in.
#[no_mangle]
pub extern "C-unwind" fn camelift_av_fetch(c: *mut Ctx, p: *mut Sv, i: i64, lval: i32) -> *mut Sv {
    let av = body(c, p);
    let Some(ix) = real_index(av.items.len(), i) else {
        if lval == FETCH_LVALUE {
            crate::core::diag::die_msg(
                c,
                "Modification of non-creatable array value attempted, subscript ".to_string()
                    + &i.to_string(),
            );
        }
        return sv::undef(c);
    };
    if ix < av.items.len() && !av.items[ix].is_null() {
        return av.items[ix];
    }
    if lval == FETCH_RVALUE {
        return sv::undef(c);
    }
    if lval == FETCH_DEFER {
        return sv::new_defelem(c, p, sv::DefKey::Index(ix));
    }
    if ix >= av.items.len() {
        extend_to(c, &mut av.items, ix + 1);
    }
    let e = new_sv(c);
    av.items[ix] = e;
    e
}

#[no_mangle]
pub extern "C-unwind" fn camelift_av_count(c: *mut Ctx, p: *mut Sv) -> i64 {
    body(c, p).items.len() as i64
}

/// `$#a = n`.
#[no_mangle]
pub extern "C-unwind" fn camelift_av_set_last(c: *mut Ctx, p: *mut Sv, v: *mut Sv) {
    let n = sv::to_iv(c, v, &Info::simple("scalar assignment"), 0);
    let av = body(c, p);
    let new_len = if n < -1 { 0 } else { (n + 1) as usize };
    if new_len < av.items.len() {
        let removed: Vec<*mut Sv> = av.items.drain(new_len..).collect();
        for r in removed.into_iter().rev() {
            dec(c, r);
        }
    } else {
        extend_to(c, &mut av.items, new_len);
    }
}

/// Room for `more` elements, or "Out of memory!".
#[inline]
fn reserve(c: *mut Ctx, items: &mut VecDeque<*mut Sv>, more: usize) {
    if items.capacity() - items.len() < more
        && !crate::core::alloc::fallible(|| items.try_reserve(more).is_ok())
    {
        crate::core::diag::out_of_memory(c)
    }
}

/// Grows an array to `len` elements (the new ones absent), as perl's av_extend: a length
/// too big to address is a die (measured on an empty array: `$a[2**61 - 10]` dies, one
/// less runs out of memory), one memory cannot hold ends with "Out of memory!".
#[inline(never)]
fn extend_to(c: *mut Ctx, items: &mut VecDeque<*mut Sv>, len: usize) {
    if len.saturating_add(9) > usize::MAX / std::mem::size_of::<*mut Sv>() {
        crate::core::diag::die_msg(c, "Out of memory during array extend")
    }
    let more = len.saturating_sub(items.len());
    if !crate::core::alloc::fallible(|| items.try_reserve(more).is_ok()) {
        crate::core::diag::out_of_memory(c)
    }
    items.resize(len, ptr::null_mut());
}

/// Copies the stack items from `mark` into new scalars (list values are copied into
/// containers), and pops them.
fn take_copies(c: *mut Ctx, mark: usize) -> Vec<*mut Sv> {
    let items = crate::core::stack::pop_items(c, mark);
    items.iter().map(|s| sv::newsv_copy(c, *s)).collect()
}

#[no_mangle]
pub extern "C-unwind" fn camelift_av_push(c: *mut Ctx, p: *mut Sv, mark: usize) -> i64 {
    let values = crate::core::stack::pop_items(c, mark);
    reserve(c, &mut body(c, p).items, values.len());
    for &v in values.iter() {
        let copy = sv::newsv_copy(c, v);
        body(c, p).items.push_back(copy);
    }
    body(c, p).items.len() as i64
}

/// `push @a, LIST` where every value is a new temporary string: each element is a new
/// scalar that takes over the temporary's buffer.
#[no_mangle]
pub extern "C-unwind" fn camelift_av_push_temps(c: *mut Ctx, p: *mut Sv, mark: usize) -> i64 {
    let values = crate::core::stack::pop_items(c, mark);
    reserve(c, &mut body(c, p).items, values.len());
    for &v in values.iter() {
        // SAFETY: `v` is a live head held by its container or the stack for this call.
        let s = unsafe { sv::sv(v) };
        let stealable = s.refcnt == 1
            && s.flags
                & (SVT_MASK | SVF_ROK | SVF_READONLY | SVF_IMMORTAL | SVF_DEFELEM | SVF_POSMG)
                == 0
            && s.flags & SVF_POK != 0
            && s.pv_cap() != 0;
        let item = if stealable {
            let n = sv::new_sv(c);
            sv::camelift_sv_setsv_steal(c, n, v);
            n
        } else {
            sv::newsv_copy(c, v)
        };
        body(c, p).items.push_back(item);
    }
    body(c, p).items.len() as i64
}

#[no_mangle]
pub extern "C-unwind" fn camelift_av_unshift(c: *mut Ctx, p: *mut Sv, mark: usize) -> i64 {
    let copies = take_copies(c, mark);
    let av = body(c, p);
    for v in copies.into_iter().rev() {
        av.items.push_front(v);
    }
    av.items.len() as i64
}

/// pop/shift return the element itself, made mortal (its reference moves to the caller).
#[no_mangle]
pub extern "C-unwind" fn camelift_av_pop(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    match body(c, p).items.pop_back() {
        Some(e) if !e.is_null() => sv::mortalize(c, e),
        _ => sv::undef(c),
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_av_shift(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    let av = body(c, p);
    if av.items.is_empty() {
        return sv::undef(c);
    }
    // A deque: taking the first element moves nothing (perl moves AvARRAY instead).
    match av.items.pop_front() {
        Some(e) if !e.is_null() => sv::mortalize(c, e),
        _ => sv::undef(c),
    }
}

/// `shift` in a program that uses Carp: an element shifted off the running sub's @_ is
/// kept for Carp's backtraces (`caller::note_shift`).
#[no_mangle]
pub extern "C-unwind" fn camelift_av_shift_args(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    let av = body(c, p);
    match av.items.pop_front() {
        Some(e) if !e.is_null() => {
            crate::core::caller::note_shift(c, p, e);
            sv::mortalize(c, e)
        }
        _ => sv::undef(c),
    }
}

/// Flattens an array onto the stack (its elements themselves, for aliasing).
#[no_mangle]
pub extern "C-unwind" fn camelift_push_av(c: *mut Ctx, p: *mut Sv) {
    let n = body(c, p).items.len();
    for i in 0..n {
        let e = body(c, p).items[i];
        let e = if e.is_null() { sv::undef(c) } else { e };
        crate::core::stack::push(c, e);
    }
}

/// `@a[LIST]`: replaces the indexes on the stack from `mark` with the elements.
#[no_mangle]
pub extern "C-unwind" fn camelift_aslice(c: *mut Ctx, p: *mut Sv, mark: usize, lval: i32) {
    let idx: Vec<*mut Sv> = crate::core::stack::stack_slice(c, mark).to_vec();
    ctx(c).sp = mark;
    let info = Info::simple("array slice");
    for i in idx {
        let n = sv::to_iv(c, i, &info, 0);
        let e = camelift_av_fetch(c, p, n, lval);
        crate::core::stack::push(c, e);
    }
}

/// List assignment into an array that none of `values` belongs to (a new array, or a
/// `my` array just introduced): copies of the values, in its emptied buffer.
pub fn assign(c: *mut Ctx, p: *mut Sv, values: &[*mut Sv]) {
    clear_keep(c, p);
    let av = body(c, p);
    reserve(c, &mut av.items, values.len());
    for v in values {
        let copy = sv::newsv_copy(c, *v);
        body(c, p).items.push_back(copy);
    }
}

/// List assignment into an array whose values the caller holds (each has a reference of
/// the caller's, so none of them is an element that nothing else holds): elements that
/// nothing else holds are assigned in place, keeping their buffers.
pub fn assign_held(c: *mut Ctx, p: *mut Sv, values: &[*mut Sv]) {
    let old = std::mem::take(&mut body(c, p).items);
    let mut items = Vec::with_capacity(values.len());
    let mut old_iter = old.into_iter();
    for v in values {
        let prev = old_iter.next().unwrap_or(std::ptr::null_mut());
        if reusable(prev) {
            sv::camelift_sv_setsv(c, prev, *v);
            items.push(prev);
        } else {
            if !prev.is_null() {
                dec(c, prev);
            }
            items.push(sv::newsv_copy(c, *v));
        }
    }
    for rest in old_iter.rev() {
        if !rest.is_null() {
            dec(c, rest);
        }
    }
    body(c, p).items = items.into();
}

/// The array becomes these strings (None: undef), written into its old elements where
/// nothing else holds them. The strings must not live in the array's own elements.
pub fn assign_strings<'a>(
    c: *mut Ctx,
    p: *mut Sv,
    strings: impl Iterator<Item = Option<&'a [u8]>>,
    utf8: bool,
) {
    // Written over the old elements in place (the array keeps its buffer).
    let old_len = body(c, p).items.len();
    let mut k = 0;
    for s in strings {
        let prev = if k < old_len {
            std::mem::replace(&mut body(c, p).items[k], std::ptr::null_mut())
        } else {
            std::ptr::null_mut()
        };
        // SAFETY: `prev` is a live head held by its container or the stack for this call.
        let target = if reusable(prev) && unsafe { sv::sv(prev) }.flags & SVF_ROK == 0 {
            prev
        } else {
            if !prev.is_null() {
                dec(c, prev);
            }
            sv::new_sv(c)
        };
        match s {
            Some(b) => {
                let _w = sv::check_writable(c, target);
                sv::set_pv(target, b);
                if utf8 {
                    // SAFETY: `target` is a live head held by its container or the stack for this call.
                    (unsafe { sv::sv(target) }).flags |= SVF_UTF8;
                }
            }
            None => sv::camelift_sv_set_undef(c, target),
        }
        let items = &mut body(c, p).items;
        if k < items.len() {
            items[k] = target;
        } else {
            items.push_back(target);
        }
        k += 1;
    }
    while body(c, p).items.len() > k {
        if let Some(rest) = body(c, p).items.pop_back() {
            if !rest.is_null() {
                dec(c, rest);
            }
        }
    }
}

/// An element that can take a new value in place: plain, and held only by its array.
fn reusable(p: *mut Sv) -> bool {
    !p.is_null()
        // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
        && unsafe { sv::sv(p) }.refcnt == 1
        // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
        && unsafe { sv::sv(p) }.flags
            & (SVT_MASK | SVF_READONLY | SVF_IMMORTAL | SVF_DEFELEM | SVF_POSMG | SVF_PADSTALE)
            == 0
}

pub fn elements(c: *mut Ctx, p: *mut Sv) -> Vec<*mut Sv> {
    body(c, p)
        .items
        .iter()
        .map(|e| if e.is_null() { sv::undef(c) } else { *e })
        .collect()
}

/// Makes the empty array `p` hold `items` themselves (each counted once more). (Inlined
/// into `sub_enter`, the sub call path.)
#[inline(always)]
pub fn fill_aliases(c: *mut Ctx, p: *mut Sv, items: &[*mut Sv]) {
    // (A call without arguments is the common case: nothing to do, not even the
    // extend's set-up.)
    if items.is_empty() {
        return;
    }
    let av = body(c, p);
    av.items.reserve(items.len());
    for &i in items {
        av.items.push_back(inc(i));
    }
}

/// Empties the array but keeps its buffer for reuse.
pub fn clear_keep(c: *mut Ctx, p: *mut Sv) {
    let av = body(c, p);
    // Each element leaves the array before it is released (releasing it cannot reach
    // the array mid-loop).
    while let Some(it) = av.items.pop_back() {
        dec(c, it);
    }
    if av.items.capacity() > 1024 {
        av.items = VecDeque::new();
    }
}

/// `exists $a[i]`.
#[no_mangle]
pub extern "C-unwind" fn camelift_av_exists(c: *mut Ctx, p: *mut Sv, i: i64) -> i32 {
    let av = body(c, p);
    match real_index(av.items.len(), i) {
        Some(ix) => (ix < av.items.len() && !av.items[ix].is_null()) as i32,
        None => 0,
    }
}

/// `delete $a[i]`: the element's value; deleting the last elements shortens the array.
#[no_mangle]
pub extern "C-unwind" fn camelift_av_delete(c: *mut Ctx, p: *mut Sv, i: i64) -> *mut Sv {
    let av = body(c, p);
    let Some(ix) = real_index(av.items.len(), i) else {
        return sv::undef(c);
    };
    if ix >= av.items.len() {
        return sv::undef(c);
    }
    let old = std::mem::replace(&mut av.items[ix], ptr::null_mut());
    while av.items.back().is_some_and(|e| e.is_null()) {
        av.items.pop_back();
    }
    if old.is_null() {
        sv::undef(c)
    } else {
        sv::mortalize(c, old)
    }
}

/// `splice ARRAY, OFFSET, LENGTH, LIST`: the arguments after the array are on the stack
/// from `mark`; returns the removed elements (the last one in scalar context).
#[no_mangle]
pub extern "C-unwind" fn camelift_splice(
    c: *mut Ctx,
    p: *mut Sv,
    mark: usize,
    gimme: i64,
) -> *mut Sv {
    let args = crate::core::stack::pop_from(c, mark);
    let info = Info::simple("splice");
    let len = body(c, p).items.len() as i64;
    let off = match args.first() {
        Some(a) => sv::to_iv(c, *a, &info, 0),
        None => 0,
    };
    if off < 0 && len + off < 0 {
        crate::core::diag::die_msg(
            c,
            format!("Modification of non-creatable array value attempted, subscript {off}"),
        );
    }
    if off > len {
        crate::core::diag::warn_if_enabled(c, "splice() offset past end of array");
    }
    let off = if off < 0 { len + off } else { off.min(len) };
    let count = match args.get(1) {
        Some(a) => {
            let n = sv::to_iv(c, *a, &info, 1);
            if n < 0 {
                (len - off + n).max(0)
            } else {
                n.min(len - off)
            }
        }
        None => len - off,
    };
    let inserts: Vec<*mut Sv> = args.iter().skip(2).map(|v| sv::newsv_copy(c, *v)).collect();
    let (o, n) = (off as usize, count as usize);
    let items = &mut body(c, p).items;
    let tail = items.split_off(o + n);
    let removed: Vec<*mut Sv> = items.drain(o..).collect();
    items.extend(inserts);
    items.extend(tail);
    let removed: Vec<*mut Sv> = removed
        .into_iter()
        .map(|e| if e.is_null() { sv::new_sv(c) } else { e })
        .collect();
    if gimme == G_LIST {
        for r in removed {
            let m = sv::mortalize(c, r);
            crate::core::stack::push(c, m);
        }
        return sv::undef(c);
    }
    // perl's pp_splice frees the removed elements at once, in order: all of them in
    // void context, all but the last (the value) in scalar context.
    let mut last = sv::undef(c);
    let n = removed.len();
    for (k, r) in removed.into_iter().enumerate() {
        if gimme != G_VOID && k + 1 == n {
            last = sv::mortalize(c, r);
        } else {
            sv::dec(c, r);
        }
    }
    last
}

/// `my ($a, $b) = @array`: the fresh scalars on the stack from `mark` take the array's
/// elements in order (the immortal undef marks a skipped position). Returns the number
/// of elements, the value of the assignment in scalar context.
#[no_mangle]
pub extern "C-unwind" fn camelift_assign_from_av(c: *mut Ctx, p: *mut Sv, mark: usize) -> i64 {
    let undef = sv::undef(c);
    let n = body(c, p).items.len();
    let top = ctx(c).sp;
    for k in 0..top.saturating_sub(mark) {
        // SAFETY: stack[mark..top] are the pushed targets; assigning to fresh scalars
        // neither pushes nor pops.
        let t = unsafe { *ctx(c).stack.add(mark + k) };
        let src = body(c, p)
            .items
            .get(k)
            .copied()
            .unwrap_or(std::ptr::null_mut());
        if t != undef && !src.is_null() {
            sv::camelift_sv_setsv(c, t, src);
        }
    }
    let cx = ctx(c);
    cx.sp = mark.min(cx.sp);
    n as i64
}

/// `@dst = @src`: element by element. An element of `@dst` that nothing else holds is
/// assigned in place (keeping its string buffer); one that is held elsewhere (a reference,
/// an alias in `@_`) is replaced by a new scalar, as perl does. Returns the count.
#[no_mangle]
pub extern "C-unwind" fn camelift_av_copy(c: *mut Ctx, dst: *mut Sv, src: *mut Sv) -> i64 {
    // The source's two halves copied as slices (two memcpys, not a loop per item).
    let (front, back) = body(c, src).items.as_slices();
    let mut src_items: Vec<*mut Sv> = Vec::with_capacity(front.len() + back.len());
    src_items.extend_from_slice(front);
    src_items.extend_from_slice(back);
    let n = src_items.len();
    if dst == src {
        return n as i64;
    }
    // Hold the values while the destination changes (clearing it could free them).
    for s in &src_items {
        if !s.is_null() {
            inc(*s);
        }
    }
    let old = std::mem::take(&mut body(c, dst).items);
    let mut items = Vec::with_capacity(n);
    let mut old_iter = old.into_iter();
    for s in &src_items {
        let prev = old_iter.next().unwrap_or(std::ptr::null_mut());
        if reusable(prev) {
            if s.is_null() {
                sv::camelift_sv_set_undef(c, prev);
            } else {
                sv::camelift_sv_setsv(c, prev, *s);
            }
            items.push(prev);
        } else {
            if !prev.is_null() {
                dec(c, prev);
            }
            items.push(if s.is_null() {
                sv::new_sv(c)
            } else {
                sv::newsv_copy(c, *s)
            });
        }
    }
    for rest in old_iter.rev() {
        if !rest.is_null() {
            dec(c, rest);
        }
    }
    body(c, dst).items = items.into();
    for s in src_items {
        if !s.is_null() {
            dec(c, s);
        }
    }
    n as i64
}
