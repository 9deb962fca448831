//! The runtime's entry points: every function compiled code calls, declared once.
//!
//! `foreach_runtime_entry!(mac)` hands the whole list to `mac`, as wasmtime's
//! `foreach_builtin_function!` does. The compiler expands it into its `Rt` enum, each
//! entry's Cranelift signature, symbol and noreturn property (src/lower/rt.rs); the runtime
//! expands it into a check that each `camelift_*` function has exactly the declared Rust
//! type (runtime/src/api_check.rs). A parameter that one side changes and the other does
//! not is a rustc error, not a crash at run time.
//!
//! One line per entry: `Name = camelift_symbol(ctx: ctx, param: type, ...) -> type;`.
//! `Name` is the compiler's name for it and must be the symbol without `camelift_` in
//! CamelCase (checked below); `ctx: ctx` comes first in every entry (DESIGN: the context
//! is the first parameter of every runtime entry point). No `->` returns nothing; `-> !`
//! never returns (it dies or exits), and compiled code traps after the call.
//!
//! The types, as the runtime has them (all but `i32`, `u32` and `f64` are 64 bits wide in
//! compiled code):
//!
//! | type       | runtime type                | what                                       |
//! |------------|-----------------------------|--------------------------------------------|
//! | `ctx`      | `*mut Ctx`                  | the execution context                      |
//! | `sv`       | `*mut Sv`                   | a scalar, array, hash or code head         |
//! | `gv`       | `*mut Gv`                   | a glob                                     |
//! | `info`     | `*const u8`                 | an op's description for warnings (lib.rs)  |
//! | `bytes`    | `*const u8`                 | a name or text in the program's data       |
//! | `usize`    | `usize`                     | a stack mark, length or save-stack index   |
//! | `i64`      | `i64`                       | an IV, a `gimme` (`G_*`), a count          |
//! | `i32`      | `i32`                       | a flag, mode or sub-op code (`codes`)      |
//! | `u32`      | `u32`                       | flag bits (`RXF_*`, `TRF_*`)               |
//! | `f64`      | `f64`                       | an NV                                      |
//! | `sv_cell`  | `*mut *mut Sv`              | a cell holding a scalar pointer            |
//! | `iv_cell`  | `*mut i64`                  | a sub's recursion-depth cell               |
//! | `pad`      | `*mut u8`                   | the frame an outlined block runs in        |
//! | `gvs`      | `*const *mut Gv`            | globs (`$_`, `$a`, `$b`) of a block        |
//! | `sub_fn`   | `SubFn`                     | a compiled sub: `(ctx, mark, gimme) -> sv` |
//! | `eval_fn`  | `EvalFn`                    | an outlined `eval` block                   |
//! | `block_fn` | `BlockFn`                   | an outlined List::Util block               |
//! | `cmp_fn`   | `CmpFn`                     | an outlined `sort` comparator              |
//! | `re_cell`  | `*mut *mut re::Slot`        | a regex op's compiled-pattern cache cell   |
//! | `re_cells` | `*const *mut *mut re::Slot` | the cache cells `reset` clears             |
//! | `tr_cell`  | `*mut *mut tr::TrTable`     | a `tr///` op's table cache cell            |
//! | `meth_cache` | `*mut obj::MethCache`     | a method call's cache                      |
//! | `vec_lv`   | `*mut VecLv`                | a `vec` lvalue's place (lib.rs)            |
//!
//! The outlined-block types all are `(ctx, pad, mark, gimme) -> sv`.
//!
//! Symbols outside the list, and why:
//! - `main` (runtime/src/sys/main.rs): the C entry of the executable, called by the C start
//!   files, never by compiled code.
//! - `camelift_program_main` (`ENTRY_SYMBOL`, `(ctx)`): the other direction, defined by
//!   compiled code and called by the runtime's `main`; the compiler declares it, the
//!   runtime has an `extern` block for it. Compiled subs, eval blocks, sort and List::Util
//!   blocks likewise are defined by compiled code and reach the runtime only as the
//!   `sub_fn`/`eval_fn`/`block_fn`/`cmp_fn` parameters above.
//! - The compiled program's data (`camelift_gv_table`, string constants): local symbols of
//!   the object, reached only through parameters.
//! - `camelift_ctx_global`: the runtime's context global, a data symbol that only the
//!   `--ctx-global` ablation imports (docs/decisions/context-parameter.md).
//!
//! A `camelift_*` function that lacks `#[no_mangle]` passes the check and fails to link.

/// Calls `$mac!` with every runtime entry point (see the module documentation).
/// The order is the order of declaration in the object file.
#[macro_export]
macro_rules! foreach_runtime_entry {
    ($mac:ident) => {
        $mac! {
            // The value heap. `sv_new_slow` is the single allocation slow path behind every inline
            // constructor: it refills the arena and returns a fresh head.
            SvNewSlow = camelift_sv_new_slow(ctx: ctx) -> sv;
            SvFree = camelift_sv_free(ctx: ctx, p: sv);
            SvMortalcopy = camelift_sv_mortalcopy(ctx: ctx, src: sv) -> sv;
            // Return values: copied un-mortal (`ret_copy`, `sub_return_list`) so the callee's
            // temporaries can be freed as it leaves, then made mortal in the caller's region.
            RetCopy = camelift_ret_copy(ctx: ctx, src: sv) -> sv;
            RetMortalize = camelift_ret_mortalize(ctx: ctx, ret: sv, mark: usize, gimme: i64);
            FreeTmps = camelift_free_tmps(ctx: ctx);
            FreeTmpsAndPoll = camelift_free_tmps_and_poll(ctx: ctx);
            TmpsGrow = camelift_tmps_grow(ctx: ctx);
            StackGrow = camelift_stack_grow(ctx: ctx);
            // Scalars.
            SvSetsv = camelift_sv_setsv(ctx: ctx, dst: sv, src: sv);
            SvSetsvSteal = camelift_sv_setsv_steal(ctx: ctx, dst: sv, src: sv);
            // `$x = "..."`: (target, mark of the parts, info).
            PpStringifyInto = camelift_pp_stringify_into(
                ctx: ctx, dst: sv, mark: usize, info: info
            );
            SvSetiv = camelift_sv_setiv(ctx: ctx, dst: sv, i: i64);
            SvTrue = camelift_sv_true(ctx: ctx, p: sv) -> i32;
            Sv2iv = camelift_sv_2iv(ctx: ctx, p: sv, info: info) -> i64;
            SvSetUndef = camelift_sv_set_undef(ctx: ctx, p: sv);
            PadNew = camelift_pad_new(ctx: ctx, kind: i32) -> sv;
            PadIntro = camelift_pad_intro(ctx: ctx, p: sv) -> sv;
            PadClear = camelift_pad_clear(ctx: ctx, p: sv) -> sv;
            // Sub exit, for a pad entry the inline path does not cache: (entry, cache slot).
            PadRelease = camelift_pad_release(ctx: ctx, p: sv, slot: sv_cell);
            // Operators; `info` (last P) points at the op's static description for warnings.
            PpAdd = camelift_pp_add(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpSubtract = camelift_pp_subtract(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpMultiply = camelift_pp_multiply(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpDivide = camelift_pp_divide(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpModulo = camelift_pp_modulo(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpPow = camelift_pp_pow(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpConcat = camelift_pp_concat(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpConcatAssign = camelift_pp_concat_assign(ctx: ctx, a: sv, b: sv, info: info);
            HvCopy = camelift_hv_copy(ctx: ctx, dst: sv, src: sv) -> usize;
            AvCopy = camelift_av_copy(ctx: ctx, dst: sv, src: sv) -> i64;
            AvPushTemps = camelift_av_push_temps(ctx: ctx, p: sv, mark: usize) -> i64;
            OrdAt = camelift_ord_at(ctx: ctx, p: sv, i: i64, info: info) -> i64;
            // `substr(EXPR, OFF[, LEN])` rvalue: (string, offset, length or null, info).
            PpSubstr = camelift_pp_substr(ctx: ctx, p: sv, off: sv, len: sv, info: info) -> sv;
            SubstrLv = camelift_substr_lv(ctx: ctx, target: sv, off: sv, len: sv, info: info) -> sv;
            StackCopy = camelift_stack_copy(ctx: ctx, from: usize);
            // libm's errno after an inline `sin`/`cos`/`exp` (0/1/2) whose result needs it.
            NvErrno = camelift_nv_errno(ctx: ctx, f: i32, x: f64, r: f64);
            // The end of a `map` iteration: its results (stack[from..]) are kept, the
            // iteration's other temporaries freed (perl's pp_mapwhile).
            MapKeep = camelift_map_keep(ctx: ctx, from: usize);
            RefsOfElements = camelift_refs_of_elements(ctx: ctx, av: sv);
            SubstrReplace = camelift_substr_replace(
                ctx: ctx, target: sv, off: sv, len: sv, repl: sv, info: info
            ) -> sv;
            // `vec(T, OFF, BITS)` assigned to (runtime/src/pp/vec.rs): `vec_lvalue` is pp_vec
            // in lvalue context (OFF and BITS converted into the place, the current value
            // read); `vec_fetch` reads the place again as perl's get magic does, warning as
            // the op that reads it (`info`); `vec_store` writes a value into it.
            VecLvalue = camelift_vec_lvalue(
                ctx: ctx, target: sv, off: sv, bits: sv, lv: vec_lv, info: info
            ) -> sv;
            VecFetch = camelift_vec_fetch(ctx: ctx, target: sv, lv: vec_lv, info: info) -> sv;
            VecStore = camelift_vec_store(ctx: ctx, target: sv, lv: vec_lv, value: sv, info: info);
            // Key/value slices and delete of slices: (container, mark, mode).
            SliceOp = camelift_slice_op(ctx: ctx, p: sv, mark: usize, mode: i32) -> sv;
            // `\\&{EXPR}` (mode bit 1: strict refs) and `defined &{EXPR}` (bit 2).
            CodeByName = camelift_code_by_name(ctx: ctx, v: sv, mode: i32) -> sv;
            FlipFlopEnd = camelift_flip_flop_end(ctx: ctx, n: i64) -> sv;
            // `my (...) = @array`: (array, mark of the new scalars) -> element count.
            AssignFromAv = camelift_assign_from_av(ctx: ctx, p: sv, mark: usize) -> i64;
            // `use integer` operators: (code, a, b, info).
            PpIOp = camelift_pp_i_op(ctx: ctx, code: i32, a: sv, b: sv, info: info) -> sv;
            // libm for the inline paths of sin, cos, exp, log.
            NvSin = camelift_nv_sin(ctx: ctx, x: f64) -> f64;
            NvCos = camelift_nv_cos(ctx: ctx, x: f64) -> f64;
            NvExp = camelift_nv_exp(ctx: ctx, x: f64) -> f64;
            NvLog = camelift_nv_log(ctx: ctx, x: f64) -> f64;
            // `& | ^`: on numbers when either operand has one, else on the strings; under
            // the `bitwise` feature always on numbers (`nbit`), and `&. |. ^.` always on
            // the strings (`sbit`).
            PpBitAnd = camelift_pp_bit_and(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpBitOr = camelift_pp_bit_or(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpBitXor = camelift_pp_bit_xor(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpNbitAnd = camelift_pp_nbit_and(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpNbitOr = camelift_pp_nbit_or(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpNbitXor = camelift_pp_nbit_xor(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpSbitAnd = camelift_pp_sbit_and(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpSbitOr = camelift_pp_sbit_or(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpSbitXor = camelift_pp_sbit_xor(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpLeftShift = camelift_pp_left_shift(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpRightShift = camelift_pp_right_shift(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            // `~` likewise, and the feature's `~` (`ncomplement`) and `~.` (`scomplement`).
            PpComplement = camelift_pp_complement(ctx: ctx, a: sv, info: info) -> sv;
            PpNcomplement = camelift_pp_ncomplement(ctx: ctx, a: sv, info: info) -> sv;
            PpScomplement = camelift_pp_scomplement(ctx: ctx, a: sv, info: info) -> sv;
            PpRepeat = camelift_pp_repeat(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpRepeatList = camelift_pp_repeat_list(ctx: ctx, mark: usize, b: sv, info: info);
            PpNumCmp = camelift_pp_num_cmp(ctx: ctx, code: i32, a: sv, b: sv, info: info) -> i64;
            PpNcmp = camelift_pp_ncmp(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpStrCmp = camelift_pp_str_cmp(ctx: ctx, code: i32, a: sv, b: sv, info: info) -> i64;
            PpScmp = camelift_pp_scmp(ctx: ctx, a: sv, b: sv, info: info) -> sv;
            PpNegate = camelift_pp_negate(ctx: ctx, a: sv, info: info) -> sv;
            PpPreinc = camelift_pp_preinc(ctx: ctx, p: sv);
            PpPredec = camelift_pp_predec(ctx: ctx, p: sv);
            PpPostinc = camelift_pp_postinc(ctx: ctx, p: sv) -> sv;
            PpPostdec = camelift_pp_postdec(ctx: ctx, p: sv) -> sv;
            PpStringify = camelift_pp_stringify(ctx: ctx, mark: usize, info: info) -> sv;
            PpRange = camelift_pp_range(ctx: ctx, a: sv, b: sv);
            PpAassign = camelift_pp_aassign(ctx: ctx, rmark: usize, lmark: usize, gimme: i64) -> sv;
            // Lists: `list_move(dst, src)` moves stack[src..] down to dst; the sorts.
            ListMove = camelift_list_move(ctx: ctx, dst: usize, src: usize);
            ListSlice = camelift_list_slice(ctx: ctx, mark: usize, imark: usize, gimme: i64) -> sv;
            Splice = camelift_splice(ctx: ctx, p: sv, mark: usize, gimme: i64) -> sv;
            AvExists = camelift_av_exists(ctx: ctx, p: sv, i: i64) -> i32;
            AvDelete = camelift_av_delete(ctx: ctx, p: sv, i: i64) -> sv;
            SortFast = camelift_sort_fast(ctx: ctx, mark: usize, kind: i64);
            SortBy = camelift_sort_by(
                ctx: ctx, mark: usize, f: cmp_fn, pad: pad, globs: gvs, named: i32
            );
            // Arrays.
            AvFetch = camelift_av_fetch(ctx: ctx, p: sv, i: i64, lval: i32) -> sv;
            AvCount = camelift_av_count(ctx: ctx, p: sv) -> i64;
            AvSetLast = camelift_av_set_last(ctx: ctx, p: sv, v: sv);
            AvPush = camelift_av_push(ctx: ctx, p: sv, mark: usize) -> i64;
            AvUnshift = camelift_av_unshift(ctx: ctx, p: sv, mark: usize) -> i64;
            AvPop = camelift_av_pop(ctx: ctx, p: sv) -> sv;
            AvShift = camelift_av_shift(ctx: ctx, p: sv) -> sv;
            AvShiftArgs = camelift_av_shift_args(ctx: ctx, p: sv) -> sv;
            AvClear = camelift_av_clear(ctx: ctx, p: sv);
            PushAv = camelift_push_av(ctx: ctx, p: sv);
            Aslice = camelift_aslice(ctx: ctx, p: sv, mark: usize, lval: i32);
            // Hashes.
            HvFetch = camelift_hv_fetch(ctx: ctx, p: sv, k: sv, lval: i32, info: info) -> sv;
            HvExists = camelift_hv_exists(ctx: ctx, p: sv, k: sv) -> i32;
            HvDelete = camelift_hv_delete(ctx: ctx, p: sv, k: sv) -> sv;
            HvCount = camelift_hv_count(ctx: ctx, p: sv) -> i64;
            HvClear = camelift_hv_clear(ctx: ctx, p: sv);
            PushHv = camelift_push_hv(ctx: ctx, p: sv);
            Hslice = camelift_hslice(ctx: ctx, p: sv, mark: usize, lval: i32);
            PpKeys = camelift_pp_keys(ctx: ctx, p: sv, gimme: i64) -> sv;
            PpValues = camelift_pp_values(ctx: ctx, p: sv, gimme: i64) -> sv;
            PpEach = camelift_pp_each(ctx: ctx, p: sv, gimme: i64) -> sv;
            // tie.rs: `tie` (class and arguments on the stack from `mark`), `tied`, `untie`.
            Tie = camelift_tie(ctx: ctx, target: sv, mark: usize) -> sv;
            Tied = camelift_tied(ctx: ctx, target: sv) -> sv;
            Untie = camelift_untie(ctx: ctx, target: sv) -> sv;
            SvGetMagic = camelift_sv_get_magic(ctx: ctx, sv: sv) -> sv;
            // constant.rs: `%^H` before an import, overload::constant's handlers and objects.
            HintHashSet = camelift_hint_hash_set(ctx: ctx, set: bytes, len: usize, site: i32);
            ConstCapture = camelift_const_capture(ctx: ctx, site: i32);
            ConstObj = camelift_const_obj(ctx: ctx, id: i32, site: i32, kind: i32, text: bytes, len: usize, value: sv) -> sv;
            // References: `rv2*(sv, flags)` with flags 1 vivify, 2 strict refs.
            Rv2av = camelift_rv2av(ctx: ctx, r: sv, flags: i32) -> sv;
            Rv2hv = camelift_rv2hv(ctx: ctx, r: sv, flags: i32) -> sv;
            Rv2sv = camelift_rv2sv(ctx: ctx, r: sv, flags: i32) -> sv;
            NewRv = camelift_new_rv(ctx: ctx, target: sv) -> sv;
            NewRvCopy = camelift_new_rv_copy(ctx: ctx, v: sv) -> sv;
            AnonArray = camelift_anon_array(ctx: ctx, mark: usize) -> sv;
            AnonHash = camelift_anon_hash(ctx: ctx, mark: usize) -> sv;
            CallSv = camelift_call_sv(
                ctx: ctx, code: sv, mark: usize, gimme: i64, strict: i32
            ) -> sv;
            // Objects (core/obj.rs): `bless(ref, class or null, package)`; `method_cv(mark, name,
            // cache, package)` finds the code a method call runs (the invocant is stack[mark]).
            Bless = camelift_bless(ctx: ctx, r: sv, class: sv, pkg: bytes) -> sv;
            MethodCv = camelift_method_cv(
                ctx: ctx, mark: usize, name: sv, cache: meth_cache, pkg: bytes
            ) -> sv;
            // `local`: the save stack.
            SavestackIx = camelift_savestack_ix(ctx: ctx) -> usize;
            LeaveScope = camelift_leave_scope(ctx: ctx, mark: usize);
            // `map`/`grep`: saves `$_` (its glob) before aliasing it; -> the save-stack mark.
            SaveAliasSv = camelift_save_alias_sv(ctx: ctx, g: gv) -> usize;
            LocalSv = camelift_local_sv(ctx: ctx, g: gv) -> sv;
            LocalAv = camelift_local_av(ctx: ctx, g: gv) -> sv;
            LocalHv = camelift_local_hv(ctx: ctx, g: gv) -> sv;
            // `local $$x`/`@$x`/`%$x` (`want` an SVT_ type): a symbolic name's variable,
            // or perl's error for a reference.
            LocalDeref = camelift_local_deref(ctx: ctx, r: sv, want: i32, strict: i32) -> sv;
            LocalHelem = camelift_local_helem(ctx: ctx, hv: sv, k: sv) -> sv;
            LocalAelem = camelift_local_aelem(ctx: ctx, av: sv, i: i64) -> sv;
            // `local @h{LIST}`: the keys on the stack from `mark`, replaced by the new
            // elements if `push`.
            LocalHslice = camelift_local_hslice(ctx: ctx, hv: sv, mark: usize, push: i32);
            // Output and built-in functions: arguments on the stack from `mark`.
            PpPrint = camelift_pp_print(
                ctx: ctx, handle: i32, mark: usize, newline: i32, info: info
            ) -> sv;
            PpPrintf = camelift_pp_printf(ctx: ctx, handle: i32, mark: usize, info: info) -> sv;
            PpFunc = camelift_pp_func(ctx: ctx, id: i32, mark: usize, gimme: i64, info: info) -> sv;
            // The builtins of the process layer (runtime/src/sys/func.rs) and of the built-in
            // modules (runtime/src/modules/mod.rs), as `Builtin::entry` says; as `pp_func`.
            SysFunc = camelift_sys_func(
                ctx: ctx, id: i32, mark: usize, gimme: i64, info: info
            ) -> sv;
            ModuleFunc = camelift_module_func(
                ctx: ctx, id: i32, mark: usize, gimme: i64, info: info
            ) -> sv;
            // List::Util / Scalar::Util (modules/listutil.rs): `pp_util(id, mark, gimme)`;
            // `util_block(id, mark, block fn, pad, globs of $_ $a $b, gimme)`.
            PpUtil = camelift_pp_util(ctx: ctx, id: i32, mark: usize, gimme: i64) -> sv;
            UtilBlock = camelift_util_block(
                ctx: ctx, id: i32, mark: usize, f: block_fn, pad: pad, globs: gvs, gimme: i64
            ) -> sv;
            PpDie = camelift_pp_die(ctx: ctx, mark: usize, info: info) -> !;
            // File I/O (io/file.rs): a handle is (scalar holding it, bareword glob), one of them 0.
            // `io_readline(fh, gv, target, gimme)`: into `target` when not 0.
            IoReadline = camelift_io_readline(
                ctx: ctx, fh: sv, gv: gv, target: sv, gimme: i32
            ) -> sv;
            // `io_func(code, fh, gv, mark)`: open, close, file tests... (`IoOp::code`).
            IoFunc = camelift_io_func(ctx: ctx, code: i32, fh: sv, gv: gv, mark: usize) -> sv;
            // `io_data(gv, text, len)`: the DATA handle, at start-up.
            IoData = camelift_io_data(ctx: ctx, gv: gv, text: bytes, len: usize);
            // `io_print(fh, gv, mark, mode, info)`: mode 0 print, 1 say, 2 printf.
            IoPrint = camelift_io_print(
                ctx: ctx, fh: sv, gv: gv, mark: usize, mode: i32, info: info
            ) -> sv;
            // Subs: `sub_enter(mark, depth_cell, name, gimme, pad)` builds @_, counts
            // recursion depth and records the call for `caller`, with where its pad
            // entries are (`pad`, one cell each, or null); which of them a `die` that
            // unwinds the call releases is the string the word after the depth cell points
            // at (a '1' or '0' per entry).
            SubEnter = camelift_sub_enter(
                ctx: ctx, mark: usize, depth_cell: iv_cell, name: bytes, gimme: i64,
                pad: sv_cell
            );

            SubLeave = camelift_sub_leave(ctx: ctx, depth_cell: iv_cell);
            // `&name;`: the next `sub_enter` keeps the caller's @_ as the callee's.
            ShareArgs = camelift_share_args(ctx: ctx);
            SubReturnList = camelift_sub_return_list(ctx: ctx, base: usize, from: usize);
            // `goto &sub` (runtime/src/core/goto.rs): `goto_sub(target, mode, pkg, pkg_len,
            // info)` finds the sub (`mode`: a `GotoFrom`, with `GOTO_BY_NAME` when `target`
            // is the sub's full name) and keeps it with @_ for the call the sub's entry makes
            // once the sub has left (`goto_run(mark, gimme)`); `goto_register(entry, body)`,
            // at start-up: the body of a sub that does `goto &sub`, for `goto_run` to call.
            GotoSub = camelift_goto_sub(
                ctx: ctx, target: sv, mode: i32, pkg: bytes, pkg_len: usize, info: info
            );
            GotoRun = camelift_goto_run(ctx: ctx, mark: usize, gimme: i64) -> sv;
            GotoRegister = camelift_goto_register(ctx: ctx, entry: sub_fn, body: sub_fn);
            // `goto EXPR` and the run-time errors of `goto LABEL`: -1 when `target` is a
            // code reference (the compiled code then does `goto &$target`), else the index
            // of the jump the label it names has in `table`, or perl's die (`info`: the
            // uninitialized-value warning's).
            GotoExpr = camelift_goto_expr(
                ctx: ctx, target: sv, table: bytes, len: usize, info: info
            ) -> i64;
            CvNew = camelift_cv_new(ctx: ctx, func: sub_fn, name: bytes) -> sv;
            // A closure: `cv_new_closure(fn, name, mark)` with the captured variables on the stack;
            // `closure_env()` gives the called closure's environment to its prologue.
            CvNewClosure = camelift_cv_new_closure(
                ctx: ctx, func: sub_fn, name: bytes, mark: usize
            ) -> sv;
            ClosureEnv = camelift_closure_env(ctx: ctx) -> sv_cell;
            // `__SUB__` in a closure: a new (not mortal) reference to the CODE value being
            // called, for the prologue to keep in the pad.
            CurrentCv = camelift_current_cv(ctx: ctx) -> sv;
            DieMsg = camelift_die_msg(ctx: ctx, text: bytes, len: usize) -> !;
            // `eval BLOCK`: calls the outlined block (fn, pad, mark, gimme) catching `die`;
            // with `defer` set, a caught exception waits for `eval_err` to become `$@`
            // (the compiled code clears the block's variables in between, as perl's
            // unwinding does before it sets `$@`).
            EvalBlock = camelift_eval_block(
                ctx: ctx, f: eval_fn, pad: pad, mark: usize, gimme: i64, defer: i32
            ) -> sv;
            EvalErr = camelift_eval_err(ctx: ctx);
            // `last`/`next`/`redo` out of a sub (runtime/src/core/cx.rs): loops that a called
            // sub may leave register; calls inside them catch (null: a loop exit, whose code
            // says where).
            LoopEnter = camelift_loop_enter(ctx: ctx, label: bytes);
            LoopLeave = camelift_loop_leave(ctx: ctx);
            LoopExit = camelift_loop_exit(ctx: ctx, which: i32, label: bytes) -> !;
            CallCatch = camelift_call_catch(ctx: ctx, f: sub_fn, mark: usize, gimme: i64) -> sv;
            CallSvCatch = camelift_call_sv_catch(
                ctx: ctx, code: sv, mark: usize, gimme: i64, strict: i32
            ) -> sv;
            LoopExitCode = camelift_loop_exit_code(ctx: ctx) -> i64;
            // Regexes (pp/re.rs): each op passes its cache cell first.
            ReMatch = camelift_re_match(
                ctx: ctx, slot: re_cell, pat: sv, flags: u32, target: sv, gimme: i64, info: info
            ) -> sv;
            ReSubstStart = camelift_re_subst_start(
                ctx: ctx, slot: re_cell, pat: sv, flags: u32, target: sv, info: info
            ) -> i32;
            ReSubstNext = camelift_re_subst_next(ctx: ctx, repl: sv) -> i32;
            ReSubstFinish = camelift_re_subst_finish(ctx: ctx) -> sv;
            ReTrans = camelift_re_trans(
                ctx: ctx, slot: tr_cell, search: sv, repl: sv, flags: u32, delim: u32, target: sv,
                info: info
            ) -> sv;
            ReSplit = camelift_re_split(
                ctx: ctx, slot: re_cell, pat: sv, flags: u32, expr: sv, limit: sv, gimme: i64,
                info: info, into: sv
            ) -> sv;
            ReQr = camelift_re_qr(ctx: ctx, slot: re_cell, pat: sv, flags: u32) -> sv;
            RePosGet = camelift_re_pos_get(ctx: ctx, p: sv) -> sv;
            ReReset = camelift_re_reset(
                ctx: ctx, letters: sv, pkg: bytes, pkg_len: usize, cells: re_cells, n: usize
            ) -> sv;
            RePattern = camelift_re_pattern(ctx: ctx, mark: usize, info: info) -> sv;
            RePosSet = camelift_re_pos_set(ctx: ctx, p: sv, v: sv);
            ReCapture = camelift_re_capture(ctx: ctx, n: i64) -> sv;
            ReOffsets = camelift_re_offsets(ctx: ctx, ends: i32) -> sv;
            ReNamed = camelift_re_named(ctx: ctx, all: i32) -> sv;
            ReSaveCurpm = camelift_re_save_curpm(ctx: ctx);
            // `goto` out of blocks: the last match becomes the one `re_save_curpm` saved
            // at save-stack index `ix` (the start of perl's target context).
            ReCurpmFrom = camelift_re_curpm_from(ctx: ctx, ix: usize);
            ReKeepSubject = camelift_re_keep_subject(ctx: ctx);
            // Globals and signals.
            // `made`: the slots the program names (`GV_MADE_AV`, `GV_MADE_HV`); `named` 0: a
            // glob the compiler uses for itself (`-w`'s `$^W`), which perl would not have
            // made (not a key of `%main::`).
            GvFetch = camelift_gv_fetch(ctx: ctx, name: bytes, len: usize, made: i32, named: i32) -> gv;
            SetFile = camelift_set_file(ctx: ctx, name: bytes, len: usize);
            SetPackages = camelift_set_packages(ctx: ctx, names: bytes, len: usize);
            SetCops = camelift_set_cops(ctx: ctx, data: bytes, len: usize);
            RegisterSub = camelift_register_sub(ctx: ctx, name: bytes, len: usize, f: sub_fn);
            // A compiled sub's prototype, by its entry (core/interp.rs).
            SetProto = camelift_set_proto(ctx: ctx, f: sub_fn, proto: bytes, len: usize);
            // An imported name of a sub the program does not compile (an XS sub): the
            // name it stands for, looked up by name (core/interp.rs).
            RegisterAlias = camelift_register_alias(ctx: ctx, name: bytes, len: usize, target: bytes, tlen: usize);
            // A compiled sub defined after a BEGIN-time glob assignment to its name: the
            // assignment's replay at start-up leaves the sub (core/interp.rs).
            BeginSuperseded = camelift_begin_superseded(ctx: ctx, name: bytes, len: usize);
            // A module's construct not compiled yet, reached (core/diag.rs): the end.
            NotYet = camelift_not_yet(ctx: ctx, text: bytes, len: usize) -> !;
            // `local *NAME` (`= \REF` when `value` is not null): core/scope.rs.
            LocalGlob = camelift_local_glob(ctx: ctx, g: gv, value: sv);
            // `\*NAME` (io/file.rs): a reference to the glob head of the handle NAME.
            GlobRef = camelift_glob_ref(ctx: ctx, g: gv) -> sv;
            // `*NAME` / `*{EXPR}` as a value (core/interp.rs): a mortal glob value.
            GlobValue = camelift_glob_value(
                ctx: ctx, name: sv, pkg: bytes, pkg_len: usize, strict: i32
            ) -> sv;
            // `*NAME = REF` at run time (core/interp.rs): the assignment's value, a glob.
            GlobAssign = camelift_glob_assign(
                ctx: ctx, name: sv, value: sv, pkg: bytes, pkg_len: usize, strict: i32
            ) -> sv;
            // A file `require EXPR` can load (core/require.rs): `code` null for one the
            // compiler could not compile (`path` is then the message).
            RegisterUnit = camelift_register_unit(
                ctx: ctx, key: bytes, key_len: usize, path: bytes, path_len: usize, code: sv
            );
            RequireDynamic = camelift_require_dynamic(ctx: ctx, name: sv) -> sv;
            // The end of a compile-time run (core/begin.rs): what package `pkg` holds.
            // After a BEGIN block, a lexical it set before its `my` ran (core/sv.rs).
            PadStale = camelift_pad_stale(ctx: ctx, p: sv);
            // `eval EXPR` in perl's library, in package `pkg`: a number literal's text,
            // or a text of the library compiled as a sub (core/eval.rs).
            EvalNumeric = camelift_eval_numeric(ctx: ctx, text: sv, pkg: bytes, pkg_len: usize) -> sv;
            BeginReport = camelift_begin_report(ctx: ctx, pkg: bytes, len: usize) -> !;
            // A sub a compile-time run was not given the code of was called: the run ends
            // asking for sub `ix` (core/begin.rs).
            BeginNeedSub = camelift_begin_need_sub(ctx: ctx, ix: u32) -> !;
            SetPhase = camelift_set_phase(ctx: ctx, phase: i64);
            UndefCode = camelift_undef_code(ctx: ctx, v: sv);
            UndefGlob = camelift_undef_glob(ctx: ctx, g: sv);
            // An imported variable: `alias`'s slot (`$`, `@`, `%`) becomes `target`'s.
            GvImport = camelift_gv_import(ctx: ctx, alias: gv, target: gv, slot: i32);
            // `require` of a module compiled in (core/require.rs): its file is the sub `code`.
            Require = camelift_require(
                ctx: ctx, key: bytes, key_len: usize, path: bytes, path_len: usize, code: sv,
                how: i32
            ) -> sv;
            SigAssign = camelift_sig_assign(ctx: ctx, name: sv, value: sv);
            // A signature's argument count check, perl's pp_argcheck (core/call.rs).
            ArgCheck = camelift_arg_check(ctx: ctx, params: i64, opt_params: i64, slurpy: i64);
            // A signature's slurpy hash from @_ (core/call.rs).
            ArgHash = camelift_arg_hash(ctx: ctx, hv: sv, from: i64);
            // `$! = VALUE` (errno's magic): `$!` becomes the number and its strerror text.
            ErrnoAssign = camelift_errno_assign(ctx: ctx, value: sv);
            // `$/ = VALUE` (its magic): a reference must be to a positive integer
            // (fixed-length records), else perl's die and `$/` unchanged.
            RsAssign = camelift_rs_assign(ctx: ctx, target: sv, value: sv);
            // `local $SIG{NAME}`: `local_helem` of %SIG, and the disposition put back with it.
            LocalSig = camelift_local_sig(ctx: ctx, k: sv) -> sv;
            SigDispatch = camelift_sig_dispatch(ctx: ctx);
        }
    };
}

/// Whether `variant` is `symbol` without `camelift_` in CamelCase (`sv_2iv` is `Sv2iv`).
pub const fn entry_name_matches(variant: &str, symbol: &str) -> bool {
    let (v, s) = (variant.as_bytes(), symbol.as_bytes());
    let prefix = b"camelift_";
    if s.len() <= prefix.len() {
        return false;
    }
    let mut i = 0;
    while i < prefix.len() {
        if s[i] != prefix[i] {
            return false;
        }
        i += 1;
    }
    let (mut j, mut upper) = (0, true);
    while i < s.len() {
        let b = s[i];
        i += 1;
        if b == b'_' {
            upper = true;
            continue;
        }
        let want = if upper { b.to_ascii_uppercase() } else { b };
        upper = false;
        if j >= v.len() || v[j] != want {
            return false;
        }
        j += 1;
    }
    j == v.len()
}

macro_rules! check_entry_names {
    ($( $variant:ident = $sym:ident ( $($params:tt)* ) $(-> $ret:tt)? ; )*) => {
        $(
            const _: () = assert!(
                entry_name_matches(stringify!($variant), stringify!($sym)),
                concat!(stringify!($variant), " is not the CamelCase of ", stringify!($sym)),
            );
        )*
    };
}
foreach_runtime_entry!(check_entry_names);
