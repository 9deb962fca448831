//! The part of perl's context stack that `last`, `next` and `redo` search when they leave
//! a sub (or an eval, or a sort block): which loops are running, which evals, and where a
//! search must stop (a sort block, a signal handler, a `%SIG` hook run on a stack of
//! their own in perl). Sub calls are `Interp::frames`; an entry here records how many
//! there were when it was pushed, which places the entry among them.
//!
//! A `last` with a loop around it in its own function is a jump; only the others come
//! here (`camelift_loop_exit`). Then, as perl's `dopoptoloop`/`dopoptolabel`, the search
//! warns "Exiting subroutine via last" for each sub it crosses (and eval, pseudo-block),
//! and either dies ("Can't \"last\" outside a loop block") or unwinds to the loop. The
//! unwind is a Rust panic carrying `LoopExit`, as `die` is one carrying `PerlDie`; it is
//! caught where the loop's function called out: the compiler routes calls made inside
//! such loops through `camelift_call_catch`/`camelift_call_sv_catch` (and `eval_block`
//! catches too), which restore the runtime's stacks and return null, and the compiled
//! code then jumps to the loop's `last`/`next`/`redo`. Only programs that have such a
//! `last` register loops and catch (docs/decisions/unwinding.md).

use crate::core::diag::warn_if_enabled;
use crate::core::interp::{interp, Info, SubFn};
use crate::core::sv::ctx;
use camelift_abi::codes::LoopJump;
use camelift_abi::*;

pub enum CxKind {
    /// A loop, with its label (the compiler's string, or null).
    Loop(*const u8),
    /// An `eval` block, with `Ctx::curline` where it started and its context (for
    /// `caller`).
    Eval { line: u32, cop: u32, gimme: u8 },
    /// Where a search stops, and the name perl gives the context there in its "Exiting
    /// ... via last" warning (none when the sub inside already gave one).
    Barrier(Option<&'static str>),
}

pub struct CxEntry {
    pub kind: CxKind,
    /// `Interp::frames.len()` when the entry was pushed.
    pub frames: usize,
}

/// A loop exit in flight: the index of the target loop's entry, and how it is left.
pub struct LoopExit {
    pub target: usize,
    pub which: LoopJump,
}

// SAFETY: created and caught on the single interpreter thread; it only passes through
// the unwinder.
unsafe impl Send for LoopExit {}

pub fn push(c: *mut Ctx, kind: CxKind) {
    let frames = interp(c).frames.len();
    interp(c).cxstack.push(CxEntry { kind, frames });
}

/// Drops the innermost entry (a loop or a barrier ending normally).
pub fn pop(c: *mut Ctx) {
    interp(c).cxstack.pop();
}

/// Runs `f` with a barrier on the context stack: a `last` inside does not look past it.
pub fn with_barrier<R>(c: *mut Ctx, name: Option<&'static str>, f: impl FnOnce() -> R) -> R {
    let depth = interp(c).cxstack.len();
    push(c, CxKind::Barrier(name));
    let r = f();
    interp(c).cxstack.truncate(depth);
    r
}

/// How many sub calls the innermost catcher of a `die` has below it: an `eval` (a
/// block, `do FILE`), or a barrier (a destructor, a `%SIG` hook, a signal handler, an END
/// block), whose runner catches or passes the `die` on, and whether it is an eval; None
/// when there is none.
pub fn catcher_frames(c: *mut Ctx) -> Option<(usize, bool)> {
    interp(c)
        .cxstack
        .iter()
        .rev()
        .find(|e| matches!(e.kind, CxKind::Eval { .. } | CxKind::Barrier(_)))
        .map(|e| (e.frames, matches!(e.kind, CxKind::Eval { .. })))
}

/// A loop that a `last` in a called sub may leave starts.
#[no_mangle]
pub extern "C-unwind" fn camelift_loop_enter(c: *mut Ctx, label: *const u8) {
    push(c, CxKind::Loop(label));
}

#[no_mangle]
pub extern "C-unwind" fn camelift_loop_leave(c: *mut Ctx) {
    pop(c);
}

/// `last`/`next`/`redo` (`which` a `LoopJump`), with `label` or null, that has no loop around
/// it in its own function: perl's search of the context stack, with its warnings; then
/// an unwind to the loop found, or perl's error.
#[no_mangle]
pub extern "C-unwind" fn camelift_loop_exit(c: *mut Ctx, which: i32, label: *const u8) -> ! {
    let Some(jump) = LoopJump::from_u32(which as u32) else {
        crate::core::diag::unknown_code(c, "loop exit", which)
    };
    let op = match jump {
        LoopJump::Last => "last",
        LoopJump::Next => "next",
        LoopJump::Redo => "redo",
    };
    let wanted = (!label.is_null()).then(|| Info::from_ptr(label).desc());
    let mut frames = interp(c).frames.len();
    let mut target = None;
    let mut i = interp(c).cxstack.len();
    while i > 0 {
        i -= 1;
        let (entry_frames, found, stop, name) = {
            let e = &interp(c).cxstack[i];
            match e.kind {
                CxKind::Loop(l) => {
                    let matches = match &wanted {
                        None => true,
                        Some(w) => !l.is_null() && Info::from_ptr(l).desc() == *w,
                    };
                    (e.frames, matches, false, None)
                }
                CxKind::Eval { .. } => (e.frames, false, false, Some("eval")),
                CxKind::Barrier(n) => (e.frames, false, true, n),
            }
        };
        while frames > entry_frames {
            warn_if_enabled(c, &format!("Exiting subroutine via {op}"));
            frames -= 1;
        }
        if let Some(n) = name {
            warn_if_enabled(c, &format!("Exiting {n} via {op}"));
        }
        if found {
            target = Some(i);
            break;
        }
        if stop {
            frames = 0;
            break;
        }
    }
    let Some(target) = target else {
        while frames > 0 {
            warn_if_enabled(c, &format!("Exiting subroutine via {op}"));
            frames -= 1;
        }
        match wanted {
            None => crate::core::diag::die_msg(c, format!("Can't \"{op}\" outside a loop block")),
            Some(w) => crate::core::diag::die_msg(c, format!("Label not found for \"{op} {w}\"")),
        }
    };
    crate::core::call::release_pads_above(c, interp(c).cxstack[target].frames);
    std::panic::resume_unwind(Box::new(LoopExit {
        target,
        which: jump,
    }))
}

/// The runtime's stacks as a call left them, to go back to when an exception or a loop
/// exit unwinds through it.
pub struct CallState {
    frames: usize,
    savestack: usize,
    substs: usize,
    tmps_floor: usize,
    cxstack: usize,
    mark: usize,
    line: u32,
    cop: u32,
}

impl CallState {
    pub fn new(c: *mut Ctx, mark: usize) -> CallState {
        let i = interp(c);
        CallState {
            frames: i.frames.len(),
            savestack: i.savestack.len(),
            substs: (i.hooks.subst_depth)(c),
            tmps_floor: ctx(c).tmps_floor,
            cxstack: i.cxstack.len(),
            mark,
            line: ctx(c).curline,
            cop: ctx(c).cop,
        }
    }

    /// Leaves the sub calls made since, restores what `local` saved, and resets the
    /// temporaries floor, the argument stack and the line.
    pub fn restore(&self, c: *mut Ctx) {
        while interp(c).frames.len() > self.frames {
            crate::core::call::pop_frame(c);
        }
        crate::core::scope::camelift_leave_scope(c, self.savestack);
        (crate::core::hooks::hooks(c).unwind_substs)(c, self.substs);
        interp(c).cxstack.truncate(self.cxstack);
        crate::core::sv::set_tmps_floor(c, self.tmps_floor);
        let cx = ctx(c);
        cx.sp = self.mark.min(cx.sp);
        cx.curline = self.line;
        cx.cop = self.cop;
    }

    /// Whether a loop exit to `target` lands in the function that made this call: the
    /// target is one of the loops running in it here (the entries on top when the call
    /// was made, all loops of the same sub call).
    fn owns(&self, c: *mut Ctx, target: usize) -> bool {
        let stack = &interp(c).cxstack;
        target < self.cxstack
            && stack[target..self.cxstack]
                .iter()
                .all(|e| matches!(e.kind, CxKind::Loop(_)) && e.frames == self.frames)
    }

    /// After a caught unwind: a loop exit to one of this function's loops is handled
    /// here (the stacks restored, the exit noted for `camelift_loop_exit_code`, and true
    /// returned); anything else goes on unwinding.
    pub fn take_loop_exit(&self, c: *mut Ctx, payload: Box<dyn std::any::Any + Send>) -> bool {
        match payload.downcast::<LoopExit>() {
            Ok(e) if self.owns(c, e.target) => {
                // The function's own loops stay on the context stack: its jump to the
                // target leaves the inner ones as a `last` there would.
                self.restore(c);
                // How many of this function's loops out, and which jump.
                let levels = self.cxstack - 1 - e.target;
                interp(c).loop_exit = (levels as i64) << 2 | i64::from(e.which.code());
                true
            }
            Ok(e) => std::panic::resume_unwind(e),
            Err(other) => std::panic::resume_unwind(other),
        }
    }
}

/// A call to a compiled sub made inside a loop that a `last` in the callee may leave:
/// null when it did (then `camelift_loop_exit_code` says where to).
#[no_mangle]
pub extern "C-unwind" fn camelift_call_catch(
    c: *mut Ctx,
    f: SubFn,
    mark: usize,
    gimme: i64,
) -> *mut Sv {
    let state = CallState::new(c, mark);
    match std::panic::catch_unwind(|| f(c, mark, gimme)) {
        Ok(r) => r,
        Err(payload) => {
            state.take_loop_exit(c, payload);
            std::ptr::null_mut()
        }
    }
}

/// `$code->(...)` inside such a loop (as `camelift_call_catch`).
#[no_mangle]
pub extern "C-unwind" fn camelift_call_sv_catch(
    c: *mut Ctx,
    code: *mut Sv,
    mark: usize,
    gimme: i64,
    strict: i32,
) -> *mut Sv {
    let state = CallState::new(c, mark);
    match std::panic::catch_unwind(|| {
        crate::core::refs::camelift_call_sv(c, code, mark, gimme, strict)
    }) {
        Ok(r) => r,
        Err(payload) => {
            state.take_loop_exit(c, payload);
            std::ptr::null_mut()
        }
    }
}

/// Where the loop exit just caught goes: (loops out << 2) | 0 `last`, 1 `next`, 2 `redo`.
#[no_mangle]
pub extern "C-unwind" fn camelift_loop_exit_code(c: *mut Ctx) -> i64 {
    std::mem::replace(&mut interp(c).loop_exit, -1)
}
