//! The runtime's entry points as compiled code sees them: the one table of names and
//! signatures. Every entry takes the context first. `P` is a pointer or a 64-bit integer,
//! `I` a 32-bit integer, `F` an f64.
//!
//! Naming follows perl: `pp_*` implement ops, `sv_*`/`av_*`/`hv_*` work on values,
//! `sub_*` is the call protocol, `sig_*` the safe-signal machinery.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    P,
    I,
    F,
}
use Ty::*;

/// (name, parameters after ctx, returns)
pub const RUNTIME_API: &[(&str, &[Ty], &[Ty])] = &[
    // The value heap. `sv_new_slow` is the single allocation slow path behind every inline
    // constructor: it refills the arena and returns a fresh head.
    ("sv_new_slow", &[], &[P]),
    ("sv_free", &[P], &[]),
    ("sv_mortalcopy", &[P], &[P]),
    // Return values: copied un-mortal (`ret_copy`, `sub_return_list`) so the callee's
    // temporaries can be freed as it leaves, then made mortal in the caller's region.
    ("ret_copy", &[P], &[P]),
    ("ret_mortalize", &[P, P, P], &[]),
    ("free_tmps", &[], &[]),
    ("free_tmps_and_poll", &[], &[]),
    ("tmps_grow", &[], &[]),
    ("stack_grow", &[], &[]),
    // Scalars.
    ("sv_setsv", &[P, P], &[]),
    ("sv_setsv_steal", &[P, P], &[]),
    // `$x = "..."`: (target, mark of the parts, info).
    ("pp_stringify_into", &[P, P, P], &[]),
    ("sv_setiv", &[P, P], &[]),
    ("sv_true", &[P], &[I]),
    ("sv_2iv", &[P, P], &[P]),
    ("sv_set_undef", &[P], &[]),
    ("pad_new", &[I], &[P]),
    ("pad_intro", &[P], &[P]),
    ("pad_clear", &[P], &[P]),
    // Sub exit, for a pad entry the inline path does not cache: (entry, cache slot).
    ("pad_release", &[P, P], &[]),
    // Operators; `info` (last P) points at the op's static description for warnings.
    ("pp_add", &[P, P, P], &[P]),
    ("pp_subtract", &[P, P, P], &[P]),
    ("pp_multiply", &[P, P, P], &[P]),
    ("pp_divide", &[P, P, P], &[P]),
    ("pp_modulo", &[P, P, P], &[P]),
    ("pp_pow", &[P, P, P], &[P]),
    ("pp_concat", &[P, P, P], &[P]),
    ("pp_concat_assign", &[P, P, P], &[]),
    ("hv_copy", &[P, P], &[P]),
    ("av_copy", &[P, P], &[P]),
    ("av_push_temps", &[P, P], &[P]),
    ("ord_at", &[P, P, P], &[P]),
    // `substr(EXPR, OFF[, LEN])` rvalue: (string, offset, length or null, info).
    ("pp_substr", &[P, P, P, P], &[P]),
    ("stack_copy", &[P], &[]),
    ("refs_of_elements", &[P], &[]),
    ("substr_replace", &[P, P, P, P, P], &[P]),
    // Key/value slices and delete of slices: (container, mark, mode).
    ("slice_op", &[P, P, I], &[P]),
    // `\\&{EXPR}` (mode bit 1: strict refs) and `defined &{EXPR}` (bit 2).
    ("code_by_name", &[P, I], &[P]),
    ("flip_flop_end", &[P], &[P]),
    // `my (...) = @array`: (array, mark of the new scalars) -> element count.
    ("assign_from_av", &[P, P], &[P]),
    // `use integer` operators: (code, a, b, info).
    ("pp_i_op", &[I, P, P, P], &[P]),
    // libm for the inline paths of sin, cos, exp, log.
    ("nv_sin", &[F], &[F]),
    ("nv_cos", &[F], &[F]),
    ("nv_exp", &[F], &[F]),
    ("nv_log", &[F], &[F]),
    ("pp_bit_and", &[P, P, P], &[P]),
    ("pp_bit_or", &[P, P, P], &[P]),
    ("pp_bit_xor", &[P, P, P], &[P]),
    ("pp_left_shift", &[P, P, P], &[P]),
    ("pp_right_shift", &[P, P, P], &[P]),
    ("pp_complement", &[P, P], &[P]),
    ("pp_repeat", &[P, P, P], &[P]),
    ("pp_repeat_list", &[P, P, P], &[]),
    ("pp_num_cmp", &[I, P, P, P], &[I]),
    ("pp_ncmp", &[P, P, P], &[P]),
    ("pp_str_cmp", &[I, P, P, P], &[I]),
    ("pp_scmp", &[P, P, P], &[P]),
    ("pp_negate", &[P, P], &[P]),
    ("pp_preinc", &[P], &[]),
    ("pp_predec", &[P], &[]),
    ("pp_postinc", &[P], &[P]),
    ("pp_postdec", &[P], &[P]),
    ("pp_stringify", &[P, P], &[P]),
    ("pp_range", &[P, P], &[]),
    ("pp_aassign", &[P, P, P], &[P]),
    // Lists: `list_move(dst, src)` moves stack[src..] down to dst; the sorts.
    ("list_move", &[P, P], &[]),
    ("list_slice", &[P, P, P], &[P]),
    ("splice", &[P, P, P], &[P]),
    ("av_exists", &[P, P], &[I]),
    ("av_delete", &[P, P], &[P]),
    ("sort_fast", &[P, P], &[]),
    ("sort_by", &[P, P, P, P, I], &[]),
    // Arrays.
    ("av_fetch", &[P, P, I], &[P]),
    ("av_count", &[P], &[P]),
    ("av_set_last", &[P, P], &[]),
    ("av_push", &[P, P], &[P]),
    ("av_unshift", &[P, P], &[P]),
    ("av_pop", &[P], &[P]),
    ("av_shift", &[P], &[P]),
    ("av_shift_args", &[P], &[P]),
    ("av_clear", &[P], &[]),
    ("push_av", &[P], &[]),
    ("aslice", &[P, P, I], &[]),
    // Hashes.
    ("hv_fetch", &[P, P, I, P], &[P]),
    ("hv_exists", &[P, P], &[I]),
    ("hv_delete", &[P, P], &[P]),
    ("hv_count", &[P], &[P]),
    ("hv_clear", &[P], &[]),
    ("push_hv", &[P], &[]),
    ("hslice", &[P, P, I], &[]),
    ("pp_keys", &[P, P], &[P]),
    ("pp_values", &[P, P], &[P]),
    ("pp_each", &[P, P], &[P]),
    // References: `rv2*(sv, flags)` with flags 1 vivify, 2 strict refs.
    ("rv2av", &[P, I], &[P]),
    ("rv2hv", &[P, I], &[P]),
    ("rv2sv", &[P, I], &[P]),
    ("new_rv", &[P], &[P]),
    ("new_rv_copy", &[P], &[P]),
    ("anon_array", &[P], &[P]),
    ("anon_hash", &[P], &[P]),
    ("call_sv", &[P, P, P, I], &[P]),
    // Objects (obj.rs): `bless(ref, class or null, package)`; `method_cv(mark, name,
    // cache, package)` finds the code a method call runs (the invocant is stack[mark]).
    ("bless", &[P, P, P], &[P]),
    ("method_cv", &[P, P, P, P], &[P]),
    // `local`: the save stack.
    ("savestack_ix", &[], &[P]),
    ("leave_scope", &[P], &[]),
    // `map`/`grep`: saves `$_` (its glob) before aliasing it; -> the save-stack mark.
    ("save_alias_sv", &[P], &[P]),
    ("local_sv", &[P], &[P]),
    ("local_av", &[P], &[P]),
    ("local_hv", &[P], &[P]),
    ("local_helem", &[P, P], &[P]),
    ("local_aelem", &[P, P], &[P]),
    // Output and built-in functions: arguments on the stack from `mark`.
    ("pp_print", &[I, P, I, P], &[P]),
    ("pp_printf", &[I, P, P], &[P]),
    ("pp_func", &[I, P, P, P], &[P]),
    ("sys_func", &[I, P, P, P], &[P]),
    ("module_func", &[I, P, P, P], &[P]),
    // List::Util / Scalar::Util (listutil.rs): `pp_util(id, mark, gimme)`;
    // `util_block(id, mark, block fn, pad, globs of $_ $a $b, gimme)`.
    ("pp_util", &[I, P, P], &[P]),
    ("util_block", &[I, P, P, P, P, P], &[P]),
    ("pp_die", &[P, P], &[]),
    // File I/O (file.rs): a handle is (scalar holding it, bareword glob), one of them 0.
    // `io_readline(fh, gv, target, gimme)`: into `target` when not 0.
    ("io_readline", &[P, P, P, I], &[P]),
    // `io_func(code, fh, gv, mark)`: open, close, file tests... (`IoOp::code`).
    ("io_func", &[I, P, P, P], &[P]),
    // `io_data(gv, text, len)`: the DATA handle, at start-up.
    ("io_data", &[P, P, P], &[]),
    // `io_print(fh, gv, mark, mode, info)`: mode 0 print, 1 say, 2 printf.
    ("io_print", &[P, P, P, I, P], &[P]),
    // Subs: `sub_enter(mark, depth_cell, name, gimme)` builds @_, counts recursion depth
    // and records the call for `caller`.
    ("sub_enter", &[P, P, P, P], &[]),
    ("sub_leave", &[P], &[]),
    // `&name;`: the next `sub_enter` keeps the caller's @_ as the callee's.
    ("share_args", &[], &[]),
    ("sub_return_list", &[P, P], &[]),
    ("cv_new", &[P, P], &[P]),
    // A closure: `cv_new_closure(fn, name, mark)` with the captured variables on the stack;
    // `closure_env()` gives the called closure's environment to its prologue.
    ("cv_new_closure", &[P, P, P], &[P]),
    ("closure_env", &[], &[P]),
    ("die_undef_sub", &[P], &[]),
    ("die_msg", &[P, P], &[]),
    // `eval BLOCK`: calls the outlined block (fn, pad, mark, gimme) catching `die`.
    ("eval_block", &[P, P, P, P], &[P]),
    // `last`/`next`/`redo` out of a sub (runtime/src/core/cx.rs): loops that a called sub may
    // leave register; calls inside them catch (null: a loop exit, whose code says where).
    ("loop_enter", &[P], &[]),
    ("loop_leave", &[], &[]),
    ("loop_exit", &[I, P], &[]),
    ("call_catch", &[P, P, P], &[P]),
    ("call_sv_catch", &[P, P, P, I], &[P]),
    ("loop_exit_code", &[], &[P]),
    // Regexes (re.rs): each op passes its cache cell first.
    ("re_match", &[P, P, I, P, P, P], &[P]),
    ("re_subst_start", &[P, P, I, P, P], &[I]),
    ("re_subst_next", &[P], &[I]),
    ("re_subst_finish", &[], &[P]),
    ("re_trans", &[P, P, P, I, I, P, P], &[P]),
    ("re_split", &[P, P, I, P, P, P, P, P], &[P]),
    ("re_qr", &[P, P, I], &[P]),
    ("re_pos_get", &[P], &[P]),
    ("re_reset", &[P, P, P, P, P], &[P]),
    ("re_pattern", &[P, P], &[P]),
    ("re_pos_set", &[P, P], &[]),
    ("re_capture", &[P], &[P]),
    ("re_offsets", &[I], &[P]),
    ("re_named", &[I], &[P]),
    ("re_save_curpm", &[], &[]),
    ("re_keep_subject", &[], &[]),
    // Globals and signals.
    ("gv_fetch", &[P, P], &[P]),
    ("set_file", &[P, P], &[]),
    ("set_packages", &[P, P], &[]),
    ("register_sub", &[P, P, P], &[]),
    ("sig_assign", &[P, P], &[]),
    ("sig_dispatch", &[], &[]),
];

/// Runtime entries that never return (they die or exit).
pub fn is_noreturn(name: &str) -> bool {
    matches!(name, "pp_die" | "die_undef_sub" | "die_msg" | "loop_exit")
}

/// The symbol name of a runtime entry.
pub fn symbol(name: &str) -> String {
    format!("camelift_{name}")
}
