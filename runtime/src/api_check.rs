//! The runtime half of the one compiler–runtime contract: every entry point declared in
//! `camelift_abi::api` must be a `camelift_*` function of exactly the declared Rust type.
//! The check is a `const` per entry, so a function whose parameters or result differ from
//! the list (which the compiler turns into its Cranelift signatures) does not compile.
//!
//! The entry points live in the files of their concern; the imports below are the only
//! place that knows where.

use crate::av::*;
use crate::caller::*;
use crate::cx::*;
use crate::file::*;
use crate::func::*;
use crate::hv::*;
use crate::interp::*;
use crate::listutil::*;
use crate::obj::*;
use crate::pp::*;
use crate::re::*;
use crate::refs::*;
use crate::scope::*;
use crate::sig::*;
use crate::sv::*;
use crate::tr::TrTable;
use camelift_abi::{Ctx, Gv, Sv};

/// The Rust type of a type of the declaration list (see the table in `camelift_abi::api`).
macro_rules! rust_ty {
    (ctx) => { *mut Ctx };
    (sv) => { *mut Sv };
    (gv) => { *mut Gv };
    (info) => { *const u8 };
    (bytes) => { *const u8 };
    (usize) => { usize };
    (i64) => { i64 };
    (i32) => { i32 };
    (u32) => { u32 };
    (f64) => { f64 };
    (sv_cell) => { *mut *mut Sv };
    (iv_cell) => { *mut i64 };
    (pad) => { *mut u8 };
    (gvs) => { *const *mut Gv };
    (sub_fn) => { SubFn };
    (eval_fn) => { EvalFn };
    (block_fn) => { BlockFn };
    (cmp_fn) => { CmpFn };
    (re_cell) => { *mut *mut Slot };
    (re_cells) => { *const *mut *mut Slot };
    (tr_cell) => { *mut *mut TrTable };
    (meth_cache) => { *mut MethCache };
}

macro_rules! rust_ret {
    () => { () };
    (!) => { ! };
    ($t:ident) => { rust_ty!($t) };
}

macro_rules! check_entries {
    ($(
        $variant:ident = $sym:ident ($($param:ident : $pty:ident),* $(,)?) $(-> $ret:tt)?;
    )*) => {
        $(
            const _: extern "C-unwind" fn($(rust_ty!($pty)),*) -> rust_ret!($($ret)?) = $sym;
        )*
    };
}

camelift_abi::foreach_runtime_entry!(check_entries);

/// A sub-op code (`camelift_abi::codes`) that is none of its enum's: compiled code and
/// runtime disagree, which perl would report as a panic.
pub fn unknown_code(c: *mut Ctx, what: &str, code: i32) -> ! {
    crate::interp::die_msg(c, format!("panic: unknown {what} code {code}"))
}
