//! The runtime half of the one compiler–runtime contract: every entry point declared in
//! `camelift_abi::api` must be a `camelift_*` function of exactly the declared Rust type.
//! The check is a `const` per entry, so a function whose parameters or result differ from
//! the list (which the compiler turns into its Cranelift signatures) does not compile.
//!
//! The entry points live in the files of their concern, in the runtime's layers; the
//! imports below are the only place that knows where. This file is at the crate root,
//! outside the layers (tests/runtime_layers.rs reads only the layer folders): it names
//! every layer and no layer names it.

use crate::core::av::*;
use crate::core::begin::*;
use crate::core::call::*;
use crate::core::caller::*;
use crate::core::constant::*;
use crate::core::cx::*;
use crate::core::despatch::*;
use crate::core::diag::*;
use crate::core::eval::*;
use crate::core::goto::*;
use crate::core::hv::*;
use crate::core::interp::*;
use crate::core::obj::*;
use crate::core::refs::*;
use crate::core::require::*;
use crate::core::scope::*;
use crate::core::sv::*;
use crate::core::tie::{camelift_sv_get_magic, camelift_tie, camelift_tied, camelift_untie};
use crate::io::file::*;
use crate::io::print::*;
use crate::modules::listutil::*;
use crate::modules::*;
use crate::pp::func::*;
use crate::pp::list::*;
use crate::pp::ops::*;
use crate::pp::re::*;
use crate::pp::tr::TrTable;
use crate::pp::vec::*;
use crate::sys::func::*;
use crate::sys::sig::*;
use camelift_abi::{Ctx, Gv, Sv, VecLv};

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
    (vec_lv) => { *mut VecLv };
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
