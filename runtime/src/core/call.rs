//! The sub call protocol (perl's entersub/leavesub): @_ on entry, the frame a return
//! restores, returned values made mortal for the caller, and code values (CVs, closures).

use crate::core::diag::warn_text;
use crate::core::diag::warnings_on;
use crate::core::interp::gv;
use crate::core::interp::interp;
use crate::core::interp::Cv;
use crate::core::interp::Frame;
use crate::core::interp::Info;
use crate::core::interp::PadRef;
use crate::core::interp::SubFn;
use crate::core::stack::pop_from;
use crate::core::stack::push;
use crate::core::stack::stack_slice;
use crate::core::sv::{self, ctx, sv};
use camelift_abi::*;

// ---- subs ---------------------------------------------------------------------------------

/// Where a sub call's @_ comes from (`Interp::share_args`, taken by the next `sub_enter`).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub enum Share {
    /// A new array aliasing the call's arguments.
    #[default]
    None,
    /// `&name;` / `&$code;`: the caller's @_ itself.
    Caller,
    /// A sort sub (`sort NAME LIST`): the caller's @_, and the call is perl's MULTICALL.
    SortSub,
    /// The call `goto &sub` makes: the @_ it hands on (`GotoState::args`).
    Goto,
}

/// Sub entry: @_ from the arguments on the stack, SAVETMPS.
#[no_mangle]
pub extern "C-unwind" fn camelift_sub_enter(
    c: *mut Ctx,
    mark: usize,
    depth_cell: *mut i64,
    name: *const u8,
    gimme: i64,
    pad: *mut *mut Sv,
) {
    let share = std::mem::take(&mut interp(c).share_args);
    if share != Share::None {
        return sub_enter_shared(c, share, mark, depth_cell, name, gimme, pad);
    }
    let av = match interp(c).args_pool.pop() {
        Some(av) => av,
        None => crate::core::av::new_av(c),
    };
    crate::core::av::fill_aliases(c, av, stack_slice(c, mark));
    push_frame(c, av, mark, depth_cell, name, gimme, true, false, pad);
}

/// `sub_enter` of a call that does not build its @_ from its arguments (`&name;`, a sort
/// sub, the call a `goto &sub` makes), kept out of the common path.
#[cold]
#[inline(never)]
fn sub_enter_shared(
    c: *mut Ctx,
    share: Share,
    mark: usize,
    depth_cell: *mut i64,
    name: *const u8,
    gimme: i64,
    pad: *mut *mut Sv,
) {
    if share == Share::Goto {
        // The reference `goto_sub` took passes to the frame.
        let (av, hasargs) = std::mem::replace(
            &mut crate::core::goto::state(c).args,
            (std::ptr::null_mut(), false),
        );
        if !av.is_null() {
            return push_frame(c, av, mark, depth_cell, name, gimme, hasargs, false, pad);
        }
    }
    let current = gv(interp(c).gv_args).av;
    let av = if current.is_null() {
        crate::core::av::new_av(c)
    } else {
        // The caller's @_ itself (`pop_frame` gives the reference back).
        sv::inc(current)
    };
    push_frame(
        c,
        av,
        mark,
        depth_cell,
        name,
        gimme,
        false,
        share == Share::SortSub,
        pad,
    );
}

/// The rest of `sub_enter`, once the call's @_ is `av` (with a reference for the frame).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn push_frame(
    c: *mut Ctx,
    av: *mut Sv,
    mark: usize,
    depth_cell: *mut i64,
    name: *const u8,
    gimme: i64,
    hasargs: bool,
    multicall: bool,
    pad: *mut *mut Sv,
) {
    let g = gv(interp(c).gv_args);
    let cx = ctx(c);
    cx.sp = mark.min(cx.sp);
    let saved = std::mem::replace(&mut g.av, av);
    let cx = ctx(c);
    let floor = cx.tmps_floor;
    sv::set_tmps_floor(c, cx.tmps_ix);
    let ss = interp(c).savestack.len();
    interp(c).frames.push(Frame {
        saved_args: saved,
        floor,
        depth_cell,
        ss,
        name,
        line: ctx(c).curline,
        cop: ctx(c).cop,
        gimme: gimme as u8,
        hasargs,
        multicall,
        pad,
    });
    if !depth_cell.is_null() {
        // SAFETY: the compiler passes the address of the sub's own 8-byte depth counter.
        let d = unsafe { &mut *depth_cell };
        *d += 1;
        if *d == 100 && warnings_on(c) {
            let n = Info::from_ptr(name).desc();
            if n.ends_with("::__ANON__") {
                warn_text(c, "Deep recursion on anonymous subroutine");
            } else {
                warn_text(c, &format!("Deep recursion on subroutine \"{n}\""));
            }
        }
    }
}

/// A signature's check of @_ (perl's pp_argcheck), before any parameter is set: the
/// count against `params` (of which `opt_params` may be missing; `slurpy`, `@` or `%`,
/// takes any more), then an even count for a slurpy hash. Dies as perl's
/// `croak_caller`, at the calling statement, naming the running sub.
#[no_mangle]
pub extern "C-unwind" fn camelift_arg_check(
    c: *mut Ctx,
    params: i64,
    opt_params: i64,
    slurpy: i64,
) {
    let av = gv(interp(c).gv_args).av;
    let argc = if av.is_null() {
        0
    } else {
        crate::core::av::items_quiet(av).len() as i64
    };
    let too_few = argc < params - opt_params;
    let odd = slurpy == i64::from(b'%') && argc > params && (argc - params) % 2 != 0;
    if !(too_few || (slurpy == 0 && argc > params) || odd) {
        return;
    }
    let Some(frame) = interp(c).frames.last() else {
        return;
    };
    let (line, cop) = (frame.line, frame.cop);
    let name = Info::from_ptr(frame.name).desc();
    let msg = if odd && !too_few {
        format!("Odd name/value argument for subroutine '{name}'")
    } else {
        let (which, bound, n) = if too_few {
            let at_least = slurpy != 0 || opt_params != 0;
            (
                "few",
                if at_least { "at least " } else { "" },
                params - opt_params,
            )
        } else {
            (
                "many",
                if opt_params != 0 { "at most " } else { "" },
                params,
            )
        };
        format!("Too {which} arguments for subroutine '{name}' (got {argc}; expected {bound}{n})")
    };
    // The caller's statement is where perl reports it.
    ctx(c).curline = line;
    ctx(c).cop = cop;
    crate::core::diag::die_msg(c, msg)
}

/// A signature's slurpy hash `%h` (perl's pp_argelem): the pairs of @_ from index
/// `from`, copied; a key's warning names "subroutine argument", as perl's does.
#[no_mangle]
pub extern "C-unwind" fn camelift_arg_hash(c: *mut Ctx, hv: *mut Sv, from: i64) {
    let av = gv(interp(c).gv_args).av;
    let items: Vec<*mut Sv> = if av.is_null() {
        vec![]
    } else {
        let undef = sv::undef(c);
        (crate::core::av::items_quiet(av).iter())
            .skip(from.max(0) as usize)
            .map(|e| if e.is_null() { undef } else { *e })
            .collect()
    };
    crate::core::hv::assign_keyed(c, hv, &items, "subroutine argument");
}

/// `&name;` / `&$code;`: the sub about to be called gets the caller's @_ itself, not a
/// new array of its arguments.
#[no_mangle]
pub extern "C-unwind" fn camelift_share_args(c: *mut Ctx) {
    interp(c).share_args = Share::Caller;
}

#[no_mangle]
pub extern "C-unwind" fn camelift_sub_leave(c: *mut Ctx, _depth_cell: *mut i64) {
    pop_frame(c);
}

/// `exit` leaves the innermost sub call from inside it: as `pop_frame`, and its pad is
/// released (its compiled exit, which would have, does not run).
pub(crate) fn unwind_frame(c: *mut Ctx) {
    let pad = interp(c).frames.last().map_or(PadRef::NONE, frame_pad);
    pop_frame(c);
    pad.release(c);
}

/// A frame's pad: its cells, and the mask the word after its sub's depth cell points at.
fn frame_pad(f: &Frame) -> PadRef {
    if f.pad.is_null() || f.depth_cell.is_null() {
        return PadRef::NONE;
    }
    // SAFETY: the compiler's depth cell is 16 bytes, the second word the address of the
    // sub's NUL-terminated mask in read-only data.
    let mask = unsafe { *(f.depth_cell.add(1) as *const *const u8) };
    PadRef { cells: f.pad, mask }
}

/// A `die` or a loop exit is about to unwind the sub calls above the first `n`: their
/// pads are released while their frames still exist (the catcher pops the calls, after
/// the unwind has taken their frames away). Destructors run here may call subs of their
/// own (above the ones left).
pub(crate) fn release_pads_above(c: *mut Ctx, n: usize) {
    let mut i = interp(c).frames.len();
    while i > n {
        i -= 1;
        let Some(f) = interp(c).frames.get_mut(i) else {
            continue;
        };
        let pad = frame_pad(f);
        f.pad = std::ptr::null_mut();
        pad.release(c);
    }
}

/// After an unwind reached the top level: no frame's pad can be released any more.
#[cfg_attr(test, allow(dead_code))]
pub(crate) fn forget_pads(c: *mut Ctx) {
    for f in interp(c).frames.iter_mut() {
        f.pad = std::ptr::null_mut();
    }
    let cx = ctx(c);
    cx.main_pad = std::ptr::null_mut();
    cx.main_mask = std::ptr::null();
}

/// Leaves the innermost sub call: restores @_, the temporaries floor, the depth count.
pub(crate) fn pop_frame(c: *mut Ctx) {
    // The callee's temporaries die with it (its return values are not mortal yet).
    sv::camelift_free_tmps(c);
    let Some(Frame {
        saved_args: saved,
        floor,
        depth_cell,
        ss,
        ..
    }) = interp(c).frames.pop()
    else {
        return;
    };
    if !interp(c).shifted_args.is_empty() {
        crate::core::caller::drop_shifted(c);
    }
    crate::core::scope::camelift_leave_scope(c, ss);
    if !depth_cell.is_null() {
        // SAFETY: as in `camelift_sub_enter`.
        unsafe { *depth_cell -= 1 };
    }
    let g = gv(interp(c).gv_args);
    let cur = std::mem::replace(&mut g.av, saved);
    release_args(c, cur);
    sv::set_tmps_floor(c, floor);
}

/// A returned call's `@_`: emptied into the pool when nothing else holds it.
fn release_args(c: *mut Ctx, av: *mut Sv) {
    const POOL_MAX: usize = 64;
    // SAFETY: `av` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv::sv(av) };
    if s.refcnt == 1 && s.flags == SVT_PVAV && interp(c).args_pool.len() < POOL_MAX {
        crate::core::av::clear_keep(c, av);
        interp(c).args_pool.push(av);
    } else {
        sv::dec(c, av);
    }
}

/// Returns a list: mortal copies of stack[from..] moved down to `base`.
#[no_mangle]
pub extern "C-unwind" fn camelift_sub_return_list(c: *mut Ctx, base: usize, from: usize) {
    let top = ctx(c).sp;
    let n = top.saturating_sub(from);
    for k in 0..n {
        // SAFETY: stack[from..top] are pushed values and base <= from, so slot base + k
        // is within the buffer and never ahead of the value still to be read; copying
        // pushes nothing.
        unsafe {
            let it = *ctx(c).stack.add(from + k);
            let copy = sv::newsv_copy(c, it);
            *ctx(c).stack.add(base + k) = copy;
        }
    }
    ctx(c).sp = base + n;
}

/// After the callee's temporaries are gone: its return values become mortals of the
/// caller (the scalar `ret`, or the list at stack[mark..]).
#[no_mangle]
pub extern "C-unwind" fn camelift_ret_mortalize(
    c: *mut Ctx,
    ret: *mut Sv,
    mark: usize,
    gimme: i64,
) {
    if gimme == G_LIST {
        let items: Vec<*mut Sv> = stack_slice(c, mark).to_vec();
        for it in items {
            sv::mortalize(c, it);
        }
    // SAFETY: `ret` is this function's argument, a live head the caller holds a reference to for the call.
    } else if unsafe { sv::sv(ret) }.flags & SVF_IMMORTAL == 0 {
        sv::mortalize(c, ret);
    }
}

/// A code value for `\&name` / `sub {...}`.
#[no_mangle]
pub extern "C-unwind" fn camelift_cv_new(c: *mut Ctx, func: SubFn, name: *const u8) -> *mut Sv {
    let n = Info::from_ptr(name);
    let cv = shared_cv(c, func, || n.desc().into_bytes());
    // The value is a reference to the code.
    crate::core::refs::new_rv(c, cv)
}

/// The one CV of a named sub or of an anonymous sub without captures (perl shares it:
/// `\&f == \&f`), made on first use and kept for the run.
pub fn shared_cv(c: *mut Ctx, func: SubFn, name: impl FnOnce() -> Vec<u8>) -> *mut Sv {
    let key = func as usize;
    if let Some(cv) = interp(c).cvs.get(&key) {
        return *cv;
    }
    let cv = sv::new_sv(c);
    // SAFETY: `cv` was made just above; this function holds its only reference.
    let h = unsafe { sv(cv) };
    h.flags = SVT_PVCV;
    h.set_any(Box::into_raw(Box::new(Cv {
        func,
        name: name(),
        env: vec![],
    })) as *mut u8);
    interp(c).cvs.insert(key, cv);
    cv
}

/// `sub {...}` with captured variables: they are on the stack from `mark`.
#[no_mangle]
pub extern "C-unwind" fn camelift_cv_new_closure(
    c: *mut Ctx,
    func: SubFn,
    name: *const u8,
    mark: usize,
) -> *mut Sv {
    // Null entries are a closure's state variables not made yet.
    let env: Vec<*mut Sv> = pop_from(c, mark)
        .into_iter()
        .map(|p| if p.is_null() { p } else { sv::inc(p) })
        .collect();
    // Each evaluation of a closure makes a new CV with its own captures.
    let n = Info::from_ptr(name);
    let cv = sv::new_sv(c);
    // SAFETY: `cv` was made just above; this function holds its only reference.
    let h = unsafe { sv(cv) };
    h.flags = SVT_PVCV;
    h.set_any(Box::into_raw(Box::new(Cv {
        func,
        name: n.desc().into_bytes(),
        env,
    })) as *mut u8);
    crate::core::refs::new_rv_owning(c, cv)
}

/// The environment of the closure being called (its prologue copies it into the pad).
#[no_mangle]
pub extern "C-unwind" fn camelift_closure_env(c: *mut Ctx) -> *mut *mut Sv {
    interp(c).closure_env
}

/// A reference to the sub being called through a reference (`__SUB__` in a closure's
/// prologue, which its pad keeps), or undef when there is none.
#[no_mangle]
pub extern "C-unwind" fn camelift_current_cv(c: *mut Ctx) -> *mut Sv {
    let cv = interp(c).running_cv;
    if cv.is_null() {
        return sv::new_sv(c);
    }
    sv::inc(crate::core::refs::new_rv(c, cv))
}

/// Calls the sub `cv` (a code head) from the runtime with `args`, in context `gimme`, as
/// perl's `call_sv` does for overloads and tie methods: its value (the last one it
/// returned) as a new mortal copy, undef when it returned nothing.
pub fn call_for_value(c: *mut Ctx, cv: *mut Sv, args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let code = crate::core::refs::new_rv(c, cv);
    let r = crate::core::cx::with_barrier(c, None, || {
        let mark = ctx(c).sp;
        for a in args {
            push(c, *a);
        }
        let line = ctx(c).curline;
        let r = crate::core::refs::camelift_call_sv(c, code, mark, gimme, 0);
        ctx(c).curline = line;
        ctx(c).sp = mark;
        r
    });
    if r.is_null() {
        return sv::undef(c);
    }
    sv::camelift_sv_mortalcopy(c, r)
}

/// Calls a CODE value with the given arguments (for signal handlers and hooks, which
/// perl calls in scalar context, and END blocks, in void context).
pub fn call_cv(c: *mut Ctx, code: *mut Sv, args: &[*mut Sv], gimme: i64) {
    let mark = ctx(c).sp;
    for a in args {
        push(c, *a);
    }
    let line = ctx(c).curline;
    crate::core::refs::camelift_call_sv(c, code, mark, gimme, 0);
    ctx(c).curline = line;
    ctx(c).sp = mark;
}
