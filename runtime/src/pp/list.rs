//! List assignment (pp_aassign) and ranges in list context (pp_flop).

use crate::core::interp::Info;
use crate::core::stack::pop_items;
use crate::core::stack::push;
use crate::core::stack::stack_slice;
use crate::core::stack::Popped;
use crate::core::sv::{self, ctx, sv};
use camelift_abi::codes::{AASSIGN_FRESH, AASSIGN_SORT_IN_PLACE};
use camelift_abi::*;

// ---- list assignment and ranges --------------------------------------------------------------

/// `(targets) = (values)`: values are stack[rmark..lmark], targets stack[lmark..].
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_aassign(
    c: *mut Ctx,
    rmark: usize,
    lmark: usize,
    gimme: i64,
) -> *mut Sv {
    if gimme & AASSIGN_FRESH != 0 && ctx(c).sp == lmark + 1 && lmark >= rmark {
        // `my @a = LIST`: the values go straight from the stack into the new array.
        // SAFETY: stack[rmark..=lmark] are pushed values.
        let t = unsafe { *ctx(c).stack.add(lmark) };
        // SAFETY: `t` is a live head held by its container or the stack for this call.
        if unsafe { sv(t) }.flags & SVT_MASK == SVT_PVAV {
            let vals = &stack_slice(c, rmark)[..lmark - rmark];
            crate::core::av::assign(c, t, vals);
            ctx(c).sp = rmark;
            if gimme & 0xff == G_LIST {
                crate::core::av::camelift_push_av(c, t);
                return sv::undef(c);
            }
            return sv::mortal_iv(c, (lmark - rmark) as i64);
        }
    }
    let targets = pop_items(c, lmark);
    let mut values = pop_items(c, rmark);
    if gimme & AASSIGN_SORT_IN_PLACE != 0 {
        let undef = sv::undef(c);
        let mut kept = Popped::default();
        for v in values.iter().filter(|v| **v != undef) {
            kept.push(*v);
        }
        values = kept;
    }
    let nvalues = values.len();
    // Copy first: `($a, $b) = ($b, $a)` must see the old values; fresh `my` targets
    // (`AASSIGN_FRESH` from the compiler) cannot appear among the values.
    let fresh = gimme & AASSIGN_FRESH != 0;
    let gimme = gimme & 0xff;
    // A value that is itself one of the scalar targets must be copied before the
    // targets change (`($a, $b) = ($b, $a)`); the others are held (a reference each)
    // while the targets are assigned, so clearing a target cannot free them, and the
    // targets copy what they store.
    let scalar_target = |v: *mut Sv| {
        targets
            .iter()
            // SAFETY: `*t` reads a slot that holds a live head (with a reference count of its own).
            .any(|t| *t == v && unsafe { sv(*t) }.flags & SVT_MASK == SVT_SCALAR)
    };
    let mut held = Popped::default();
    if !fresh {
        for v in values.iter_mut() {
            if scalar_target(*v) {
                *v = sv::camelift_sv_mortalcopy(c, *v);
            } else {
                held.push(sv::inc(*v));
            }
        }
    }
    let undef = sv::undef(c);
    let mut i = 0;
    for t in targets.iter() {
        let t = *t;
        // SAFETY: `t` is a live head held by its container or the stack for this call.
        match unsafe { sv(t) }.flags & SVT_MASK {
            SVT_PVAV => {
                let vals = values.get(i..).unwrap_or(&[]);
                if fresh {
                    crate::core::av::assign(c, t, vals);
                } else {
                    // The values are held (or copied) above.
                    crate::core::av::assign_held(c, t, vals);
                }
                i = values.len();
            }
            SVT_PVHV => {
                crate::core::hv::assign(c, t, values.get(i..).unwrap_or(&[]));
                i = values.len();
            }
            _ if t == undef => i += 1,
            _ => {
                match values.get(i) {
                    Some(v) => sv::camelift_sv_setsv(c, t, *v),
                    // perl's sv_set_undef: what the target referred to goes now.
                    None => sv::clear_now(c, t),
                }
                i += 1;
            }
        }
    }
    if gimme == G_LIST {
        // The assigned-to lvalues: an array or hash gives its contents, an `undef`
        // placeholder the value it skipped (undef past the values).
        let mut i = 0;
        for &t in targets.iter() {
            // SAFETY: `t` is a live head held by its container or the stack for this call.
            match unsafe { sv(t) }.flags & SVT_MASK {
                SVT_PVAV => {
                    crate::core::av::camelift_push_av(c, t);
                    i = nvalues;
                }
                SVT_PVHV => {
                    crate::core::hv::camelift_push_hv(c, t);
                    i = nvalues;
                }
                _ if t == undef => {
                    // A new reference: the value may have belonged to a target
                    // assigned over (`(undef, @a) = @a`).
                    let v = match values.get(i) {
                        Some(&v) if v != undef => sv::mortalize(c, sv::inc(v)),
                        _ => undef,
                    };
                    push(c, v);
                    i += 1;
                }
                _ => {
                    push(c, t);
                    i += 1;
                }
            }
        }
    }
    for &v in held.iter() {
        sv::dec(c, v);
    }
    if gimme == G_LIST {
        return undef;
    }
    sv::mortal_iv(c, nvalues as i64)
}

/// `a .. b` in list context: numeric unless both ends are strings that aren't plain
/// numbers, in which case perl's magic string increment is used.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_range(c: *mut Ctx, a: *mut Sv, b: *mut Sv) {
    let info = Info::simple("range (or flop)");
    // SAFETY: `a` is this function's argument, a live head the caller holds a reference to for the call.
    let fa = unsafe { sv(a) }.flags;
    // SAFETY: `b` is this function's argument, a live head the caller holds a reference to for the call.
    let fb = unsafe { sv(b) }.flags;
    let str_a = fa & SVF_POK != 0 && fa & (SVF_IOK | SVF_NOK) == 0;
    let str_b = fb & SVF_POK != 0 && fb & (SVF_IOK | SVF_NOK) == 0;
    let numeric = if str_a && str_b {
        // SAFETY: `a` is this function's argument, a live head the caller holds a reference to for the call.
        let sa = sv::pv_bytes(unsafe { sv(a) });
        // SAFETY: `b` is this function's argument, a live head the caller holds a reference to for the call.
        let sb = sv::pv_bytes(unsafe { sv(b) });
        crate::core::num::parse_number(sa).1
            && !sa.starts_with(b"0")
            && crate::core::num::parse_number(sb).1
    } else {
        true
    };
    if numeric {
        let lo = sv::to_iv(c, a, &info, 0);
        let hi = sv::to_iv(c, b, &info, 1);
        let mut i = lo;
        while i <= hi {
            let s = sv::mortal_iv(c, i);
            push(c, s);
            if i == i64::MAX {
                break;
            }
            i += 1;
        }
        return;
    }
    let start = sv::to_bytes(c, a, &info, 0);
    let end = sv::to_bytes(c, b, &info, 1);
    if start.len() > end.len() {
        return;
    }
    let mut cur = start;
    loop {
        let s = sv::mortal_pv(c, &cur);
        push(c, s);
        if cur == end {
            break;
        }
        match crate::core::num::str_inc(&cur) {
            Some(n) if n.len() <= end.len() => cur = n,
            _ => break,
        }
    }
}
