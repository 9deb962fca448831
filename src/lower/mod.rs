//! Lowering: the op tree to Cranelift IR, one Cranelift function per Perl sub plus one for
//! the main program, written into an object file. `fx.rs` holds the per-function state and
//! the statements, `expr.rs` the expression dispatcher, which hands each op to the file of
//! its concern (`arith`, `logop`, `assign`, `elem`, `refs`, `call`, `builtin` and its `fastpath`, `strings`,
//! `regex`, `io`, `util`), `inline.rs` the sequences emitted inline
//! (value constructors, refcounts, the temporaries stack, the signal poll), `rt.rs` the
//! runtime's entry points.

mod arith;
mod assign;
mod builtin;
mod call;
mod elem;
mod expr;
mod facts;
mod fastpath;
mod fx;
mod goto;
mod inline;
mod io;
mod logop;
mod names;
mod refs;
mod regex;
pub mod rt;
mod strings;
mod unwind;
mod util;
mod vec;

use crate::diag::Diag;
use crate::ops::{Const, OpId, Program};
use cranelift_codegen::ir::{self, AbiParam, Signature};
use cranelift_codegen::isa::{self, CallConv, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module};
use cranelift_object::{ObjectBuilder, ObjectModule};
use rt::Rt;
use std::collections::HashMap;
use target_lexicon::Triple;

/// Where the compiler places signal polls (an ablation switch for the benchmarks; see
/// docs/decisions/signal-polls.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PollMode {
    /// The default: every statement's FREETMPS check, and so every loop back-edge's, is
    /// also the poll (it compares with `Ctx::tmps_gate`, which a signal lowers), at no
    /// extra instruction; block and sub exits add no poll of their own (the statements
    /// after them check).
    Folded,
    /// A flag poll of its own on loop back-edges and block/sub exits.
    BackEdges,
    /// A flag poll after every statement as well.
    EveryStatement,
    None,
}

#[derive(Clone, Debug)]
pub struct Options {
    /// Emit value constructors inline at known types (off: every construction calls the
    /// runtime; an ablation switch).
    pub inline_new: bool,
    pub polls: PollMode,
    /// Compiled functions reach the context through the global `camelift_ctx_global`
    /// instead of their parameter (an ablation switch: measured once, see
    /// docs/decisions/context-parameter.md; pair it with a runtime built with the
    /// `ctx-global` feature).
    pub ctx_global: bool,
    /// Collect the CLIF text of every function.
    pub want_clif: bool,
    /// Functions with more blocks than this are register-allocated by Cranelift's
    /// single-pass allocator (`--single-pass-above N`; see `LARGE_FUNCTION_BLOCKS`).
    pub single_pass_above: usize,
    /// Code for one short run at compile time (the BEGIN-time engine): Cranelift's
    /// optimizer and IR verifier off and the single-pass register allocator throughout,
    /// which compile several times faster. (The program's own compilation, with the
    /// verifier on, checks the IR the same lowering makes.)
    pub quick: bool,
    /// For a compile-time run: which subs get their code (`engine::reach`); each of the
    /// others is a stub that ends the run asking for it. None: every sub.
    pub reach: Option<Vec<bool>>,
}

/// Functions larger than this many blocks (about 700 lines of Perl in one sub or in the
/// main program) are register-allocated in a single pass: regalloc2's backtracking
/// allocator needs about 150 MB and 1 s per 1,000 lines of such a function, the single
/// pass a third of the memory and half the time, for code that executes 15-45% more
/// instructions (measured on bench/: docs/decisions/linear-compile-time.md). The largest
/// function of any bench/ program has 1,185 blocks.
pub const LARGE_FUNCTION_BLOCKS: usize = 2048;

impl Default for Options {
    fn default() -> Self {
        Options {
            inline_new: true,
            polls: PollMode::Folded,
            ctx_global: false,
            want_clif: false,
            single_pass_above: LARGE_FUNCTION_BLOCKS,
            quick: false,
            reach: None,
        }
    }
}

pub struct Output {
    pub object: Vec<u8>,
    pub clif: String,
}

/// Module-wide lowering state shared by all functions.
pub(crate) struct Lowering<'p> {
    pub module: ObjectModule,
    pub prog: &'p Program,
    pub opts: Options,
    /// Indexed by `Rt as usize`.
    pub rt_funcs: Vec<FuncId>,
    pub sub_funcs: Vec<FuncId>,
    /// The bodies of the subs that do `goto &sub`, whose `sub_funcs` entry is a function
    /// that calls the body and then makes the call a `goto` asked for (goto.rs).
    pub goto_bodies: std::collections::BTreeMap<usize, FuncId>,
    /// Eval blocks: (owning sub, eval op, body), and their functions.
    pub evals: Vec<(usize, OpId, OpId)>,
    pub eval_funcs: Vec<FuncId>,
    /// Subs whose pad lives in memory because an eval block shares it.
    pub subs_with_eval: std::collections::HashSet<usize>,
    /// Some `last`/`next`/`redo` may leave its function (`has_dynamic_loop_exits`).
    pub loop_exits: bool,
    /// Constant strings, by content.
    pub strings: HashMap<Vec<u8>, DataId>,
    /// String bodies of constant scalars (behind a zero capacity word), deduplicated.
    pub pv_strings: HashMap<Vec<u8>, DataId>,
    /// Static read-only SVs of number constants (shared), by kind and bits.
    pub const_svs: HashMap<(u8, u64), DataId>,
    /// Cache cells of regex ops, by op.
    pub regex_cells: HashMap<u32, DataId>,
    /// The table of glob pointers, filled at program start.
    pub gv_table: DataId,
    /// One cell per captured lexical (see `ops::Capture`).
    pub capture_cells: HashMap<u32, DataId>,
    pub state_cells: HashMap<u32, DataId>,
    pub counter: usize,
    pub clif: String,
    /// Subtree facts asked at every block (`facts.rs`).
    pub facts: facts::OpFacts,
    /// Per sub: its pad slots' facts, shared by the sub's function and its eval blocks'.
    pub slot_facts: HashMap<usize, fx::SlotFacts>,
    /// Per sub with `goto LABEL` or `goto EXPR`: what they do (src/ops/labels.rs).
    pub goto_plans: HashMap<usize, std::rc::Rc<crate::ops::labels::GotoPlan>>,
    /// The program reads `caller(N)`'s hints: statements store their state's index
    /// (`Ctx::cop`) beside their line.
    pub cop_hints: bool,
}

pub fn target_isa(triple: &Triple) -> Result<OwnedTargetIsa, String> {
    target_isa_with(triple, "backtracking", false)
}

/// The target's ISA with the given register allocator (`backtracking` or `single_pass`),
/// for a `quick` compilation (`Options::quick`) or the program's.
fn target_isa_with(triple: &Triple, regalloc: &str, quick: bool) -> Result<OwnedTargetIsa, String> {
    let mut flags = settings::builder();
    let set = |f: &mut settings::Builder, k: &str, v: &str| {
        f.set(k, v)
            .map_err(|e| format!("cranelift setting {k}: {e}"))
    };
    if quick {
        set(&mut flags, "opt_level", "none")?;
        set(&mut flags, "enable_verifier", "false")?;
        set(&mut flags, "regalloc_algorithm", "single_pass")?;
    } else {
        set(&mut flags, "opt_level", "speed")?;
        set(&mut flags, "regalloc_algorithm", regalloc)?;
    }
    set(&mut flags, "is_pic", "true")?;
    set(&mut flags, "preserve_frame_pointers", "true")?;
    set(&mut flags, "unwind_info", "true")?;
    let isa = isa::lookup(triple.clone()).map_err(|e| format!("target {triple}: {e}"))?;
    isa.finish(settings::Flags::new(flags))
        .map_err(|e| format!("target {triple}: {e}"))
}

/// `(i64 × params) -> i64`.
fn pointer_signature(call_conv: CallConv, params: usize) -> Signature {
    let mut sig = Signature::new(call_conv);
    for _ in 0..params {
        sig.params.push(AbiParam::new(ir::types::I64));
    }
    sig.returns.push(AbiParam::new(ir::types::I64));
    sig
}

/// The signature of every compiled Perl sub: `(ctx, mark, gimme) -> SV*`.
pub(crate) fn sub_signature(call_conv: CallConv) -> Signature {
    pointer_signature(call_conv, 3)
}

/// The signature of an outlined eval block: `(ctx, pad, mark, gimme) -> SV*`.
pub(crate) fn eval_signature(call_conv: CallConv) -> Signature {
    pointer_signature(call_conv, 4)
}

/// Eval blocks in a sub's tree (not in other subs): (sub, the eval op, its body).
fn find_evals(prog: &Program, id: OpId, sub: usize, out: &mut Vec<(usize, OpId, OpId)>) {
    match prog.op(id).kind {
        crate::ops::OpKind::EvalBlock(body) => out.push((sub, id, body)),
        crate::ops::OpKind::SortBy { cmp, .. } if fast_sort_kind(prog, cmp).is_none() => {
            out.push((sub, id, cmp))
        }
        crate::ops::OpKind::UtilBlock { block, .. } => out.push((sub, id, block)),
        _ => {}
    }
    for k in crate::ops::children_of(&prog.op(id).kind) {
        find_evals(prog, k, sub, out);
    }
}

/// Whether some `last`/`next`/`redo` has no loop (with its label) around it in its own
/// function (a sub, an outlined eval or sort block): it leaves through the runtime's
/// context stack, so loops that call out must register there (see runtime/src/core/cx.rs).
fn has_dynamic_loop_exits(prog: &Program) -> bool {
    use crate::ops::OpKind;
    fn walk(prog: &Program, id: OpId, labels: &mut Vec<Option<String>>) -> bool {
        let mut in_loop = |label: &Option<String>, outside: &[OpId], inside: &[OpId]| {
            if outside.iter().any(|o| walk(prog, *o, labels)) {
                return true;
            }
            labels.push(label.clone());
            let r = inside.iter().any(|o| walk(prog, *o, labels));
            labels.pop();
            r
        };
        match &prog.op(id).kind {
            OpKind::Last(l) | OpKind::Next(l) | OpKind::Redo(l) => match l {
                None => labels.is_empty(),
                Some(l) => !labels.iter().any(|x| x.as_deref() == Some(l.as_str())),
            },
            OpKind::EvalBlock(body) => walk(prog, *body, &mut vec![]),
            OpKind::SortBy { cmp, list, .. } if fast_sort_kind(prog, *cmp).is_none() => {
                walk(prog, *cmp, &mut vec![]) || walk(prog, *list, labels)
            }
            OpKind::UtilBlock { block, list, .. } => {
                walk(prog, *block, &mut vec![]) || walk(prog, *list, labels)
            }
            OpKind::While {
                label,
                cond,
                body,
                cont,
                post: false,
                ..
            } => {
                let inside: Vec<OpId> = cond.iter().chain([body]).chain(cont).copied().collect();
                in_loop(label, &[], &inside)
            }
            OpKind::CFor {
                label,
                init,
                cond,
                step,
                body,
            } => {
                let outside: Vec<OpId> = init.iter().copied().collect();
                let inside: Vec<OpId> = cond.iter().chain(step).chain([body]).copied().collect();
                in_loop(label, &outside, &inside)
            }
            OpKind::Foreach {
                label, list, body, ..
            } => in_loop(label, &[*list], &[*body]),
            OpKind::Bare { label, body } => in_loop(label, &[], &[*body]),
            k => crate::ops::children_of(k)
                .into_iter()
                .any(|c| walk(prog, c, labels)),
        }
    }
    prog.subs.iter().any(|s| walk(prog, s.body, &mut vec![]))
}

/// `sort { $a <=> $b }` and its three cousins need no callback: the runtime sorts
/// directly (perl optimises them the same way). 0/1 numeric ascending/descending,
/// 2/3 string ascending/descending.
pub(crate) fn fast_sort_kind(prog: &Program, cmp: OpId) -> Option<i64> {
    use crate::ops::{BinOp, OpKind};
    use camelift_abi::codes::{SORT_FAST_DESC, SORT_FAST_STR};
    let body = match &prog.op(cmp).kind {
        OpKind::Lineseq(s) if s.len() == 1 => s[0],
        _ => return None,
    };
    let OpKind::Binop(op, x, y) = prog.op(body).kind else {
        return None;
    };
    let name = |id: OpId| match prog.op(id).kind {
        OpKind::Gvsv(g) => Some(prog.globs[g as usize].name.as_str()),
        _ => None,
    };
    let order = match (name(x), name(y)) {
        (Some("main::a"), Some("main::b")) => 0,
        (Some("main::b"), Some("main::a")) => SORT_FAST_DESC,
        _ => return None,
    };
    match op {
        // Under `use integer` `<=>` compares IVs: the comparator runs as written.
        BinOp::NumCmp if !prog.op(body).integer => Some(order),
        BinOp::StrCmp => Some(SORT_FAST_STR | order),
        _ => None,
    }
}

/// Symbol of a compiled sub.
fn sub_symbol(ix: usize, name: &str) -> String {
    let clean: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("camelift_sub{ix}_{clean}")
}

/// Machine code of functions compiled before, by a hash of each function's IR and the
/// ISA's settings (Cranelift's incremental cache): the compile-time engine lowers every
/// file loaded so far for each of its runs, and all but the newest functions are the
/// same as in the run before, so their code generation is done once
/// (docs/decisions/compile-time-engine.md, "Code generated once").
#[derive(Default)]
pub struct CodeCache {
    entries: HashMap<Vec<u8>, Vec<u8>>,
}

impl cranelift_codegen::incremental_cache::CacheKvStore for CodeCache {
    fn get(&self, key: &[u8]) -> Option<std::borrow::Cow<'_, [u8]>> {
        self.entries
            .get(key)
            .map(|v| std::borrow::Cow::Borrowed(v.as_slice()))
    }

    fn insert(&mut self, key: &[u8], val: Vec<u8>) {
        self.entries.insert(key.to_vec(), val);
    }
}

pub fn compile(prog: &Program, triple: &Triple, opts: &Options) -> Result<Output, Diag> {
    compile_with(prog, triple, opts, None)
}

/// `compile`, taking the code of functions whose IR is unchanged from `cache`.
pub fn compile_cached(
    prog: &Program,
    triple: &Triple,
    opts: &Options,
    cache: &mut CodeCache,
) -> Result<Output, Diag> {
    compile_with(prog, triple, opts, Some(cache))
}

fn compile_with(
    prog: &Program,
    triple: &Triple,
    opts: &Options,
    mut cache: Option<&mut CodeCache>,
) -> Result<Output, Diag> {
    let fail = |e: String| Diag {
        message: format!("camelift: internal error: {e}"),
    };
    let isa = target_isa_with(triple, "backtracking", opts.quick).map_err(fail)?;
    let call_conv = isa.default_call_conv();
    let mut builder = ObjectBuilder::new(
        isa,
        "camelift_program",
        cranelift_module::default_libcall_names(),
    )
    .map_err(|e| fail(e.to_string()))?;
    // We write `.eh_frame` ourselves (PC-relative, see unwind.rs).
    builder.unwind_info(false);
    let mut module = ObjectModule::new(builder);

    let mut rt_funcs = Vec::with_capacity(Rt::ALL.len());
    for &entry in Rt::ALL {
        let mut sig = Signature::new(call_conv);
        sig.params.push(AbiParam::new(ir::types::I64));
        for &p in entry.params() {
            sig.params.push(AbiParam::new(p));
        }
        for &r in entry.returns() {
            sig.returns.push(AbiParam::new(r));
        }
        let id = module
            .declare_function(entry.symbol(), Linkage::Import, &sig)
            .map_err(|e| fail(e.to_string()))?;
        rt_funcs.push(id);
    }
    let mut sub_funcs = vec![];
    for (i, sub) in prog.subs.iter().enumerate() {
        let (sym, linkage) = if i == 0 {
            (camelift_abi::ENTRY_SYMBOL.to_string(), Linkage::Export)
        } else {
            (sub_symbol(i, &sub.name), Linkage::Local)
        };
        let sig = if i == 0 {
            let mut s = Signature::new(call_conv);
            s.params.push(AbiParam::new(ir::types::I64));
            s
        } else {
            sub_signature(call_conv)
        };
        let id = module
            .declare_function(&sym, linkage, &sig)
            .map_err(|e| fail(e.to_string()))?;
        sub_funcs.push(id);
    }
    let full = |i: usize| opts.reach.as_ref().is_none_or(|r| r.get(i) == Some(&true));
    // Eval blocks become functions of their own (called by the runtime under a catch).
    let mut evals: Vec<(usize, OpId, OpId)> = vec![];
    for (i, sub) in prog.subs.iter().enumerate().filter(|(i, _)| full(*i)) {
        find_evals(prog, sub.body, i, &mut evals);
    }
    let mut eval_funcs = vec![];
    for (k, (sub, _, _)) in evals.iter().enumerate() {
        let id = module
            .declare_function(
                &format!("camelift_eval{k}_of_sub{sub}"),
                Linkage::Local,
                &eval_signature(call_conv),
            )
            .map_err(|e| fail(e.to_string()))?;
        eval_funcs.push(id);
    }
    let subs_with_eval = evals.iter().map(|e| e.0).collect();
    let mut goto_bodies = std::collections::BTreeMap::new();
    for (i, sub) in prog.subs.iter().enumerate().filter(|(i, _)| full(*i)) {
        if goto::goto_from_sub(prog, i) == camelift_abi::codes::GotoFrom::Sub
            && goto::has_goto(prog, sub.body)
        {
            let id = module
                .declare_function(
                    &format!("{}_body", sub_symbol(i, &sub.name)),
                    Linkage::Local,
                    &sub_signature(call_conv),
                )
                .map_err(|e| fail(e.to_string()))?;
            goto_bodies.insert(i, id);
        }
    }
    let gv_table = module
        .declare_data("camelift_gv_table", Linkage::Local, true, false)
        .map_err(|e| fail(e.to_string()))?;
    let mut desc = DataDescription::new();
    desc.define_zeroinit(prog.globs.len().max(1) * 8);
    module
        .define_data(gv_table, &desc)
        .map_err(|e| fail(e.to_string()))?;

    let mut low = Lowering {
        module,
        prog,
        opts: opts.clone(),
        rt_funcs,
        sub_funcs,
        goto_bodies: goto_bodies.clone(),
        evals: evals.clone(),
        eval_funcs,
        subs_with_eval,
        loop_exits: has_dynamic_loop_exits(prog),
        cop_hints: prog.needs_cop_hints(),
        strings: HashMap::new(),
        pv_strings: HashMap::new(),
        const_svs: HashMap::new(),
        regex_cells: HashMap::new(),
        gv_table,
        capture_cells: HashMap::new(),
        state_cells: HashMap::new(),
        counter: 0,
        clif: String::new(),
        facts: facts::OpFacts::new(prog),
        slot_facts: HashMap::new(),
        goto_plans: crate::ops::labels::plans(prog),
    };
    let mut unwind_infos = vec![];
    let mut large_isa: Option<OwnedTargetIsa> = None;
    let mut fctx = FunctionBuilderContext::new();
    let mut ctx = Context::new();
    let units: Vec<fx::Unit> = (0..prog.subs.len())
        .map(fx::Unit::Sub)
        .chain(evals.iter().map(|(sub, _, body)| fx::Unit::Eval {
            sub: *sub,
            body: *body,
        }))
        .chain(goto_bodies.keys().map(|&i| fx::Unit::GotoEntry(i)))
        .collect();
    for (u, unit) in units.iter().enumerate() {
        low.module.clear_context(&mut ctx);
        let (_, id, title) = match *unit {
            fx::Unit::Sub(i) => match low.goto_bodies.get(&i) {
                Some(&body) => (i, body, format!("{} body", prog.subs[i].name)),
                None => (i, low.sub_funcs[i], prog.subs[i].name.clone()),
            },
            fx::Unit::GotoEntry(i) => (i, low.sub_funcs[i], prog.subs[i].name.clone()),
            fx::Unit::Eval { sub, .. } => {
                let k = u - prog.subs.len();
                (
                    sub,
                    low.eval_funcs[k],
                    format!("{} eval block #{k}", prog.subs[sub].name),
                )
            }
        };
        ctx.func.signature = match *unit {
            fx::Unit::Sub(0) => {
                let mut s = Signature::new(call_conv);
                s.params.push(AbiParam::new(ir::types::I64));
                s
            }
            fx::Unit::Sub(_) | fx::Unit::GotoEntry(_) => sub_signature(call_conv),
            fx::Unit::Eval { .. } => eval_signature(call_conv),
        };
        let comments = match *unit {
            fx::Unit::Sub(i) if !full(i) => lower_need_stub(&mut low, &mut ctx.func, &mut fctx, i),
            fx::Unit::GotoEntry(i) => goto::lower_goto_entry(&mut low, &mut ctx.func, &mut fctx, i),
            _ => fx::lower_unit(&mut low, &mut ctx.func, &mut fctx, *unit)?,
        };
        if opts.want_clif {
            let decls = low.module.declarations();
            let names = |ns: u32, ix: u32| -> String {
                if ns == 0 {
                    decls
                        .get_function_decl(FuncId::from_u32(ix))
                        .linkage_name(FuncId::from_u32(ix))
                        .into_owned()
                } else {
                    decls
                        .get_data_decl(DataId::from_u32(ix))
                        .linkage_name(DataId::from_u32(ix))
                        .into_owned()
                }
            };
            let text = fx::clif_text(&ctx.func, &title, &comments, &names);
            low.clif.push_str(&text);
            low.clif.push('\n');
        }
        let large = ctx.func.dfg.num_blocks() > opts.single_pass_above;
        if large || cache.is_some() {
            let isa = match (&large_isa, large) {
                (_, false) => None,
                (Some(isa), true) => Some(isa),
                (None, true) => Some(
                    &*large_isa
                        .insert(target_isa_with(triple, "single_pass", opts.quick).map_err(fail)?),
                ),
            };
            define_with(
                &mut low.module,
                isa.map(|i| &**i),
                id,
                &mut ctx,
                cache.as_deref_mut(),
            )
            .map_err(|e| fail(format!("{e} in {title}")))?;
        } else {
            low.module
                .define_function(id, &mut ctx)
                .map_err(|e| fail(format!("{e:?} in {title}")))?;
        }
        if let Some(code) = ctx.compiled_code() {
            if let Some(info) = code
                .create_unwind_info(low.module.isa())
                .map_err(|e| fail(e.to_string()))?
            {
                unwind_infos.push((id, info));
            }
        }
    }
    let clif = std::mem::take(&mut low.clif);
    let mut product = low.module.finish();
    let isa = target_isa_with(triple, "backtracking", opts.quick).map_err(fail)?;
    unwind::write_eh_frame(&mut product, &*isa, &unwind_infos).map_err(fail)?;
    let object = product.emit().map_err(|e| fail(e.to_string()))?;
    Ok(Output { object, clif })
}

/// The body of a sub a compile-time run is not given (`Options::reach`): it ends the run
/// asking for the sub (runtime `camelift_begin_need_sub`), before anything of the sub
/// would have run.
fn lower_need_stub(
    low: &mut Lowering<'_>,
    func: &mut ir::Function,
    fctx: &mut FunctionBuilderContext,
    ix: usize,
) -> fx::Notes {
    use cranelift_codegen::ir::InstBuilder;
    let mut b = cranelift_frontend::FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let ctx = b.block_params(entry)[0];
    let id = low.rt_funcs[Rt::BeginNeedSub as usize];
    let f = low.module.declare_func_in_func(id, b.func);
    b.func.dfg.ext_funcs[f].colocated = true;
    let ix = b.ins().iconst(ir::types::I32, ix as i64);
    b.ins().call(f, &[ctx, ix]);
    b.ins().trap(ir::TrapCode::unwrap_user(1));
    b.seal_all_blocks();
    let cfg = low.module.target_config();
    b.finalize(cfg);
    vec![]
}

/// `Module::define_function`, compiled by `isa` (the module's own target with other
/// settings; None: the module's ISA) and taken from `cache` when the function's IR is
/// one compiled before.
fn define_with(
    module: &mut ObjectModule,
    isa: Option<&dyn cranelift_codegen::isa::TargetIsa>,
    id: FuncId,
    ctx: &mut Context,
    cache: Option<&mut CodeCache>,
) -> Result<(), String> {
    let mut plane = cranelift_codegen::control::ControlPlane::default();
    let module_isa;
    let isa = match isa {
        Some(isa) => isa,
        None => {
            module_isa = module.isa();
            module_isa
        }
    };
    let alignment = match cache {
        Some(cache) => {
            ctx.compile_with_cache(isa, cache, &mut plane)
                .map_err(|e| format!("{:?}", e.inner))?
                .0
                .buffer
                .alignment
        }
        None => {
            ctx.compile(isa, &mut plane)
                .map_err(|e| format!("{:?}", e.inner))?
                .buffer
                .alignment
        }
    };
    let code = ctx
        .compiled_code()
        .ok_or_else(|| "no compiled code".to_string())?;
    let relocs: Vec<cranelift_module::ModuleReloc> = code
        .buffer
        .relocs()
        .iter()
        .map(|r| cranelift_module::ModuleReloc::from_mach_reloc(r, &ctx.func, id))
        .collect();
    module
        .define_function_bytes(id, u64::from(alignment), code.buffer.data(), &relocs)
        .map_err(|e| format!("{e:?}"))
}

impl Lowering<'_> {
    pub fn eval_index(&self, op: OpId) -> Option<usize> {
        self.evals.iter().position(|e| e.1 == op)
    }

    /// The cell through which capture `cid` is published.
    pub fn capture_cell(&mut self, cid: u32) -> DataId {
        if let Some(id) = self.capture_cells.get(&cid) {
            return *id;
        }
        let id = self.zeroed_cell(&format!("camelift_capture{cid}"));
        self.capture_cells.insert(cid, id);
        id
    }

    /// The cell holding `state` variable `k` (or, with `flag`, whether its initialiser ran).
    pub fn state_cell(&mut self, k: u32, flag: bool) -> DataId {
        let key = if flag { u32::MAX - k } else { k };
        if let Some(id) = self.state_cells.get(&key) {
            return *id;
        }
        let id = self.zeroed_cell(&format!(
            "camelift_state{}{k}",
            if flag { "_init" } else { "" }
        ));
        self.state_cells.insert(key, id);
        id
    }

    /// A method call site's cache (obj.rs `MethCache`, `METH_CACHE_CELLS` cells).
    pub fn method_cache_cell(&mut self) -> DataId {
        self.counter += 1;
        let name = format!("camelift_meth{}", self.counter);
        self.zeroed_cells(&name, 5)
    }

    /// The recursion-depth counter of sub `ix` (for perl's "Deep recursion" warning).
    /// Sub `ix`'s recursion-depth cell, followed by the address of its pad's unwind mask
    /// (`mask`, see `Fx::unwind_pad`): the runtime finds the mask of a frame a `die`
    /// unwinds there, so calls need not pass it.
    pub fn sub_depth_cell(&mut self, ix: usize, mask: &[u8]) -> DataId {
        let mask_id = self.string_data(mask);
        let id = self
            .module
            .declare_data(&format!("camelift_depth{ix}"), Linkage::Local, true, false)
            .expect("fresh local data symbol");
        let mut desc = DataDescription::new();
        desc.define(vec![0u8; 16].into_boxed_slice());
        desc.set_align(8);
        let gv = self.module.declare_data_in_data(mask_id, &mut desc);
        desc.write_data_addr(8, gv, 0);
        self.module
            .define_data(id, &desc)
            .expect("defining fresh data cannot fail");
        id
    }

    /// The cache cell of regex op `op` (its compiled pattern, kept by the runtime).
    pub fn regex_cell(&mut self, op: u32) -> DataId {
        if let Some(d) = self.regex_cells.get(&op) {
            return *d;
        }
        let d = self.zeroed_cell(&format!("camelift_re{op}"));
        self.regex_cells.insert(op, d);
        d
    }

    /// Sub `ix`'s pad cache: one slot per pad entry, holding the entry a finished call
    /// left behind for the next call (perl keeps a sub's pad between calls likewise).
    pub fn pad_cache(&mut self, ix: usize, entries: usize) -> DataId {
        self.zeroed_cells(&format!("camelift_padcache{ix}"), entries.max(1))
    }

    /// The runtime's `camelift_ctx_global` (for the `--ctx-global` ablation).
    pub fn ctx_global_data(&mut self) -> DataId {
        self.module
            .declare_data("camelift_ctx_global", Linkage::Import, true, false)
            .expect("declaring the runtime's context global cannot clash")
    }

    /// A writable, zeroed, 8-byte data object local to the program.
    fn zeroed_cell(&mut self, name: &str) -> DataId {
        self.zeroed_cells(name, 1)
    }

    /// A writable, zeroed data object of `n` 8-byte cells local to the program.
    fn zeroed_cells(&mut self, name: &str, n: usize) -> DataId {
        let id = self
            .module
            .declare_data(name, Linkage::Local, true, false)
            .expect("fresh local data symbol");
        let mut desc = DataDescription::new();
        desc.define_zeroinit(8 * n);
        desc.set_align(8);
        self.module
            .define_data(id, &desc)
            .expect("defining fresh data cannot fail");
        id
    }

    /// A constant string in read-only data (deduplicated), NUL-terminated for the runtime's
    /// convenience (the length is always passed separately).
    pub fn string_data(&mut self, bytes: &[u8]) -> DataId {
        if let Some(id) = self.strings.get(bytes) {
            return *id;
        }
        let id = self.read_only_bytes("camelift_str", 0, bytes, 1);
        self.strings.insert(bytes.to_vec(), id);
        id
    }

    /// The string body of a constant scalar: a zero capacity word (static data, borrowed:
    /// the runtime copies it before any write), then the bytes and a NUL. The scalar's
    /// `pv` points `PV_HEADER` bytes in.
    fn pv_data(&mut self, bytes: &[u8]) -> DataId {
        if let Some(id) = self.pv_strings.get(bytes) {
            return *id;
        }
        let header = camelift_abi::PV_HEADER;
        let id = self.read_only_bytes("camelift_pv", header, bytes, header as u64);
        self.pv_strings.insert(bytes.to_vec(), id);
        id
    }

    /// A fresh local read-only data object: `zeros` zero bytes, `bytes`, a NUL.
    fn read_only_bytes(&mut self, prefix: &str, zeros: usize, bytes: &[u8], align: u64) -> DataId {
        self.counter += 1;
        let name = format!("{prefix}{}", self.counter);
        let id = self
            .module
            .declare_data(&name, Linkage::Local, false, false)
            .expect("declaring a fresh local data symbol cannot clash");
        let mut contents = vec![0u8; zeros];
        contents.extend_from_slice(bytes);
        contents.push(0);
        let mut desc = DataDescription::new();
        desc.define(contents.into_boxed_slice());
        desc.set_align(align);
        self.module
            .define_data(id, &desc)
            .expect("defining fresh data cannot fail");
        id
    }

    /// A static, immortal, read-only SV for a constant (perl's constants are shared
    /// read-only SVs too: `for (1, 2) { $_++ }` dies with "Modification of a read-only value").
    pub fn const_sv(&mut self, c: &Const) -> DataId {
        self.make_const_sv(c, true)
    }

    /// A constant's SV of its own, shared with no other use of the same number: the
    /// referent of `\1` (each literal is an SV of its own in perl: `\1 == \1` is false).
    pub fn own_const_sv(&mut self, c: &Const) -> DataId {
        self.make_const_sv(c, false)
    }

    fn make_const_sv(&mut self, c: &Const, share: bool) -> DataId {
        use camelift_abi::*;
        // Numbers are shared (unless `share` is false); each string constant is an SV of
        // its own.
        let key = match c {
            Const::Iv(v) => Some((0, *v as u64)),
            Const::Uv(v) => Some((1, *v)),
            Const::Nv(f) => Some((2, f.to_bits())),
            Const::Str(_) | Const::Utf8(_) => None,
        }
        .filter(|_| share);
        if let Some(id) = key.and_then(|k| self.const_svs.get(&k)) {
            return *id;
        }
        let (flags, iv, nv, str_id, cur) = match c {
            Const::Iv(v) => (SVF_IOK | SVP_IOK, *v, 0.0, None, 0),
            Const::Uv(v) => (SVF_IOK | SVP_IOK | SVF_ISUV, *v as i64, 0.0, None, 0),
            Const::Nv(f) => (SVF_NOK | SVP_NOK, 0, *f, None, 0),
            Const::Str(s) => (SVF_POK, 0, 0.0, Some(self.pv_data(s)), s.len()),
            Const::Utf8(s) => (SVF_POK | SVF_UTF8, 0, 0.0, Some(self.pv_data(s)), s.len()),
        };
        self.counter += 1;
        let name = format!("camelift_const{}", self.counter);
        let id = self
            .module
            .declare_data(&name, Linkage::Local, true, false)
            .expect("fresh local data symbol");
        let mut bytes = vec![0u8; SV_SIZE];
        let put = |b: &mut Vec<u8>, off: i32, v: &[u8]| {
            b[off as usize..off as usize + v.len()].copy_from_slice(v)
        };
        put(&mut bytes, SV_REFCNT, &(u32::MAX / 2).to_le_bytes());
        put(
            &mut bytes,
            SV_FLAGS,
            &(flags | SVF_READONLY | SVF_IMMORTAL).to_le_bytes(),
        );
        put(&mut bytes, SV_IV, &iv.to_le_bytes());
        put(&mut bytes, SV_NV, &nv.to_le_bytes());
        put(&mut bytes, SV_CUR, &(cur as u64).to_le_bytes());
        let mut desc = DataDescription::new();
        desc.define(bytes.into_boxed_slice());
        desc.set_align(8);
        if let Some(sid) = str_id {
            let gv = self.module.declare_data_in_data(sid, &mut desc);
            desc.write_data_addr(SV_PV as u32, gv, PV_HEADER as i64);
        }
        self.module
            .define_data(id, &desc)
            .expect("defining fresh data cannot fail");
        if let Some(k) = key {
            self.const_svs.insert(k, id);
        }
        id
    }
}
