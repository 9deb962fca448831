//! The XS API: the narrow facade through which the runtime's built-in modules
//! (runtime/src/modules/, the native halves of List::Util, Scalar::Util, Data::Dumper, Carp,
//! POSIX, Time::Local and utf8) reach the core, as perl's XS code sees the interpreter
//! through perl's API (perlapi) and Lua's libraries see theirs through lauxlib.
//!
//! The rule: a file in modules/ names the core only as `crate::core::xs` (checked by
//! tests/runtime_layers.rs); everything it uses of the core is named here, item by item,
//! as a re-export or a thin wrapper, with no globs. Adding to this file is a deliberate
//! widening of that API: prefer what is here already. Names are the core's own, with the
//! container's prefix where two core modules share a name (`av_body`/`hv_body`) and `num_`
//! on the conversions of a `Num`, beside the SV's own `to_iv`/`to_nv`.

use camelift_abi::Ctx;

// Values: the SV head, new and mortal SVs, reading and setting them (core/sv.rs).
pub use crate::core::sv::{
    bool_sv, camelift_sv_setsv, camelift_sv_true, check_writable, ctx, dec, inc, is_undef, is_utf8,
    mortal_iv, mortal_num, mortal_pv, mortal_str, mortalize, new_iv, new_pv, new_sv, newsv_copy,
    no, pv_bytes, reftype_name, set_num, set_pv, set_str, set_tmps_floor, sv, to_bytes,
    to_bytes_quiet, to_iv, to_num, to_nv, truth, undef, upgrade_latin1, vstring_text, yes,
};

// Comparing strings with their UTF-8 flags, as `cmp` does, and a UTF-8 string's
// characters as bytes (sv_utf8_downgrade) (core/bytes.rs).
pub use crate::core::bytes::{cmp_flagged, downgrade_utf8};

// A code point's (perl's extended) UTF-8 (core/utf8.rs).
pub use crate::core::utf8::encode_into as utf8_encode_into;

// Numbers (core/num.rs).
pub(crate) use crate::core::num::format_float_body as format_float;
pub use crate::core::num::{
    c_pow_errno, fmod_errno, format_nv, parse_number, to_iv as num_to_iv, to_nv as num_to_nv,
    to_uv as num_to_uv, Num,
};

// Arrays and hashes (core/av.rs, core/hv.rs).
pub use crate::core::av::{
    assign as av_assign, body as av_body, items_quiet as av_items_quiet, new_av,
};
pub use crate::core::hv::{
    body as hv_body, clear as hv_clear, key_identity, key_with as hv_key_with, new_hv,
    store as hv_store,
};
pub use crate::core::hvmap::{key_string as hv_key_string, KEY_UTF8, KEY_WASUTF8};
// Restricted hashes: their placeholders, and a key they may refuse (core/restricted.rs).
pub use crate::core::restricted::{
    absent as hv_restricted_absent, clear_placeholders as hv_clear_placeholders,
    is_restricted as hv_is_restricted, placeholders as hv_placeholders,
};

// References, calls through them, and objects (core/refs.rs, core/obj.rs).
pub use crate::core::obj::{
    camelift_bless, class_name, isa_changed, linear_isa, method as find_method, method_or_die,
    package_exists,
};

// The hooks the layers fill in at start-up (core/hooks.rs).
pub use crate::core::hooks::hooks;

// Weak references (core/weak.rs).
pub use crate::core::weak::{is_weak, unweaken, weaken};

// Overloading: a class's marker sub bound natively, and whether a reference's class
// overloads operators (perl's Gv_AMG of its stash) (core/amagic.rs).
pub use crate::core::amagic::note_sub_name;

/// Whether `r` is a reference to an object of a class with overloading.
pub fn overloaded(c: *mut Ctx, r: *mut camelift_abi::Sv) -> bool {
    crate::core::amagic::table(c, r).is_some()
}
pub use crate::core::refs::{camelift_call_sv, new_rv, new_rv_owning};

// The interpreter state, globs, the call-site info and a native sub's type (core/interp.rs).
pub use crate::core::interp::{
    define_const_sub, define_native_sub, gv, gv_fetch, interp, set_prototype, sub_func, Info, SubFn,
};

// Safe signals: a blocking call that a signal interrupted dispatches it (core/despatch.rs).
pub use crate::core::despatch::{camelift_sig_dispatch as sig_dispatch, flag_raised};

// The argument stack, the save stack and the context stack (core/stack.rs, core/scope.rs,
// core/cx.rs).
pub use crate::core::cx::with_barrier;
pub use crate::core::scope::{camelift_leave_scope, Save};
pub use crate::core::stack::{pop_from, pop_items, push, Popped};

// `die`, `warn`, warnings and `$!` (core/diag.rs).
pub use crate::core::diag::{
    die_list, die_msg, die_raw, emit_warning, set_errno, unknown_code, warn_if_enabled, warn_list,
    warn_text, warn_uninit,
};

// The frames `caller` sees, for Carp (core/caller.rs).
pub use crate::core::caller::{die_carp_hook, file_of, levels, package_of};

// `rand`'s generator, for List::Util's shuffle and sample (core/rand.rs).
pub use crate::core::rand::next as rand_next;

/// What `die`/`warn` put after a message's line number (` <$fh> line 5`, the last handle
/// read): the io layer's hook (core/hooks.rs), for Carp's messages.
pub fn location_suffix(c: *mut Ctx) -> String {
    (crate::core::hooks::hooks(c).location_suffix)(c)
}

/// The file and line of the running statement (the `COP_FILE` and `CopLINE` of an XS
/// message that says where it was called).
pub fn here(c: *mut Ctx) -> (Vec<u8>, u32) {
    let line = crate::core::diag::curline(c);
    (file_of(c, ctx(c).curline), line)
}
