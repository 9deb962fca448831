//! `eval BLOCK` and the exception in flight: `die` unwinds (a Rust panic carrying the
//! value) to the innermost eval, which restores the runtime's stacks.

use crate::core::interp::gv;
use crate::core::interp::gv_fetch;
use crate::core::interp::interp;
use crate::core::sv::{self, ctx};
use camelift_abi::*;

/// An outlined `eval` block: `(ctx, pad, mark, gimme) -> SV*`.
pub type EvalFn = extern "C-unwind" fn(*mut Ctx, *mut u8, usize, i64) -> *mut Sv;

fn set_errsv(c: *mut Ctx, value: *mut Sv) {
    let g = gv_fetch(c, b"main::@");
    sv::camelift_sv_setsv(c, gv(g).sv, value);
}

/// `eval BLOCK`: runs the block; a `die` inside unwinds to here, the sub calls it
/// interrupted are left as `return` would leave them, and `$@` gets the exception. On
/// success `$@` is the empty string.
#[no_mangle]
pub extern "C-unwind" fn camelift_eval_block(
    c: *mut Ctx,
    f: EvalFn,
    pad: *mut u8,
    mark: usize,
    gimme: i64,
) -> *mut Sv {
    let empty = sv::no(c);
    set_errsv(c, empty);
    let state = crate::core::cx::CallState::new(c, mark);
    let ss = interp(c).savestack.len();
    let floor = ctx(c).tmps_floor;
    crate::core::cx::push(
        c,
        crate::core::cx::CxKind::Eval {
            line: ctx(c).curline,
            gimme: gimme as u8,
        },
    );
    // SAVETMPS: the block's statements must not free the enclosing statement's
    // temporaries.
    sv::set_tmps_floor(c, ctx(c).tmps_ix);
    let run = std::panic::catch_unwind(|| f(c, pad, mark, gimme));
    match run {
        Ok(v) => {
            // The block is a scope: what it saved (`local`, the last match) comes back.
            crate::core::scope::camelift_leave_scope(c, ss);
            crate::core::cx::pop(c);
            sv::set_tmps_floor(c, floor);
            set_errsv(c, sv::no(c));
            v
        }
        Err(payload) => match payload.downcast::<PerlDie>() {
            Ok(d) => {
                state.restore(c);
                set_errsv(c, d.0);
                sv::dec(c, d.0);
                sv::undef(c)
            }
            // A `last` to a loop around the eval: null, as from `camelift_call_catch`.
            Err(other) => {
                state.take_loop_exit(c, other);
                std::ptr::null_mut()
            }
        },
    }
}

/// A Perl exception in flight: the value `die` was given (becomes `$@`).
pub struct PerlDie(pub *mut Sv);

// SAFETY: the payload is created and caught on the single interpreter thread; it only
// passes through the unwinder, never to another thread.
unsafe impl Send for PerlDie {}

/// Unwinds to the innermost `eval` (or the top level) with `value`, which the catcher
/// owns. Compiled frames carry `.eh_frame` and own nothing that needs cleaning up: the
/// catcher restores the runtime's stacks.
pub fn throw(value: *mut Sv) -> ! {
    std::panic::resume_unwind(Box::new(PerlDie(value)))
}
