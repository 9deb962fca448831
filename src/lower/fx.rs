//! Per-function lowering state (`Fx`, passed everywhere as `self`, like
//! rustc_codegen_cranelift's `fx`) and the lowering of statements (the loops in `loops.rs`).

use super::expr::Made;
use super::rt::Rt;
use super::Lowering;
use crate::diag::Diag;
use crate::ops::{Cx, LoopVar, OpId, OpKind, PadKind, Program};
use camelift_abi::codes::{PadNewKind, DEREF_STRICT, DEREF_VIVIFY, PAD_NEW_CAPTURED};
use camelift_abi::*;
use cranelift_codegen::ir::{
    self, condcodes::IntCC, types, Block, FuncRef, GlobalValue, InstBuilder, Value,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use cranelift_module::{DataId, Module};
use std::collections::HashMap;

mod labels;
mod loops;
mod scope;

/// How a value is wanted, for ops whose context is `Caller` (decided at run time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    Void,
    Scalar,
    List,
}

/// What must be undone when control leaves a loop early (`last`, `return`).
#[derive(Clone, Copy)]
pub enum Cleanup {
    /// Restore the temporaries floor saved at loop entry.
    TmpsFloor(Variable),
    /// Restore the argument stack pointer.
    Sp(Variable),
    /// Put back a glob's scalar slot aliased by `for $_ (...)`: leave the save stack to
    /// the mark taken before (the save-stack entry also restores it when a `die` leaves
    /// the loop). Unlike `LeaveScope`, `next` does not run it.
    Unalias(Variable),
    /// Restore an outer lexical used as a foreach variable.
    Pad { ix: u32, saved: Variable },
    /// Drop the loop's own iteration scalar.
    Dec(Variable),
    /// Restore what `local` saved since the loop started.
    LeaveScope(Variable),
    /// Take the loop off the runtime's context stack (see `enter_loop`).
    LoopLeave,
}

struct LoopFrame {
    label: Option<String>,
    next: Block,
    last: Block,
    redo: Block,
    cleanups: Vec<Cleanup>,
    /// What constructs running inside the loop's body must undo when a `last` leaves
    /// them (a `map` restores `$_`), innermost last.
    inner: Vec<Cleanup>,
    /// Where calls made in this loop go when a `last` in the callee leaves one of this
    /// function's loops (`loop_exit_dispatch`), made on first use.
    dispatch: Option<Block>,
}

/// How many blocks back a pad variable's last use may lie before `pad_get` reloads it
/// from its call home instead of asking the SSA builder (a bound on that builder's walk),
/// once the function has more than `lower::LARGE_FUNCTION_BLOCKS` blocks (the size above
/// which the register allocator also goes single-pass by default). Below that size the
/// walk costs at most that many steps per variable, and the code stays as it was: the
/// reload changes register allocation in the whole function, which moved the small
/// `bench/` loops by -10% to +6% in instructions (their largest function has 1,185
/// blocks). docs/decisions/linear-compile-time.md.
const FAR_BLOCKS: u32 = 64;

pub struct Fx<'a, 'p> {
    /// The next `block` is a loop body (its loop saves the last match once).
    pub loop_body: bool,
    /// The next `block` is a `do BLOCK`'s: its variables are cleared when it ends, after
    /// its value is copied (perl's leave), so that an object only it held is destroyed
    /// there.
    pub do_body: bool,
    /// Slices whose elements are aliased (foreach, map, grep, sub arguments): missing
    /// elements are created, as perl does.
    pub lval_slices: std::collections::HashSet<OpId>,
    pub low: &'a mut Lowering<'p>,
    pub b: FunctionBuilder<'a>,
    pub prog: &'p Program,
    pub ctx: Value,
    /// `(mark, gimme)` of a sub; None for the main program.
    pub args: Option<(Value, Value)>,
    pub pad: PadStore,
    pub sub_ix: usize,
    /// Pad slots that only ever alias other values (foreach `my` variables).
    alias_slots: Vec<bool>,
    /// Pad slots rebound by a loop (foreach `my` variables and outer lexicals used as a
    /// foreach variable): they have no call home (below).
    rebound_slots: Vec<bool>,
    /// Call homes: values that also live in a stack slot, which calls reload them from
    /// instead of using the SSA value (see `call_arg`), by value.
    homes: HashMap<Value, (ir::StackSlot, i32)>,
    /// The stack slot holding the call homes of the pad's SV pointers (`PadStore::Vars`).
    pad_home: Option<ir::StackSlot>,
    /// Pad values whose call home is their pad slot's, while the slot still holds them:
    /// value -> (slot, the slot's generation when the value was its content). A `pad_set`
    /// bumps the generation, which retires every older value at once (in O(1), where
    /// searching `homes` for them made lowering quadratic in the number of statements).
    pad_vals: HashMap<Value, (u32, u32)>,
    /// Per pad slot: its generation (above), and the number of blocks the function had
    /// when the slot's SSA variable was last read or written (see `pad_get`).
    pad_gen: Vec<u32>,
    pad_seen: Vec<u32>,
    loops: Vec<LoopFrame>,
    /// The blocks being lowered that clear `my` variables when left (`scope.rs`).
    scopes: Vec<scope::ScopeFrame>,
    /// Pad slots of scalars that never need clearing at block exit (`scope.rs`).
    plain_slots: Vec<bool>,
    /// Array and hash slots whose `my` finds them empty (`scope.rs`).
    empty_at_intro: std::collections::HashSet<u32>,
    /// The next `while`/C-style `for` loop keeps its condition's last value here: the
    /// loop is the last statement of a sub and its value is returned (perl's loop
    /// leaves the value that ended it).
    pub loop_value: Option<cranelift_frontend::Variable>,
    /// A closure's `state` variables live in its instance's environment (perl gives each
    /// closure its own): state index -> address of the (value, initialised) cell pair.
    pub state_slots: HashMap<u32, Value>,
    /// What a `return` must undo for constructs outside every loop (a `map`/`grep` block's
    /// `$_`); inside a loop they go on the loop's `inner` list instead.
    outer_cleanups: Vec<Cleanup>,
    rt_refs: HashMap<Rt, FuncRef>,
    sub_refs: HashMap<usize, FuncRef>,
    data_refs: HashMap<DataId, GlobalValue>,
    /// Comments for the CLIF dump: (block, instruction index in block, text).
    notes: Vec<(Block, usize, String)>,
    exit_block: Block,
    ret_var: Variable,
    pub line: u32,
    /// The current statement's package (`Op::pkg`).
    pub pkg: u16,
    /// Where a `goto &sub` here is: a sub's body, outside any, an eval block...
    pub goto_from: camelift_abi::codes::GotoFrom,
    /// The warnings switched on for the current statement.
    pub warnings: crate::diag::Warnings,
    pub file: &'p str,
    /// What this sub's `goto LABEL`s and `goto EXPR`s do (src/ops/labels.rs); None without
    /// any.
    goto_plan: Option<std::rc::Rc<crate::ops::labels::GotoPlan>>,
    /// The blocks being lowered that hold labels a `goto` jumps to, innermost last.
    goto_frames: Vec<labels::GotoFrame>,
    /// The save-stack marks of the blocks being lowered that took one (they restore
    /// their `local`s when left), innermost last.
    save_marks: Vec<Value>,
    /// Pad slots whose `my` their block's start did (a `goto` frame's): the `my` itself
    /// only names the variable.
    hoisted: std::collections::HashSet<u32>,
    /// The running statement's `Program::cop_of` (u32::MAX: none).
    cop: u32,
    /// Per loop body: the save-stack mark under the last match its loop saved on entry.
    loop_curpm: HashMap<OpId, Variable>,
    /// The statements that run at most once per run of a program or module file body
    /// (see `once_statements`): lowered compact.
    once_stmts: std::collections::HashSet<OpId>,
    /// The statement being lowered is one of those: its operators call the runtime
    /// instead of carrying their inline fast paths, a tenth of the code for code that
    /// runs once (docs/decisions/linear-compile-time.md, "Code that runs once").
    pub compact: bool,
    /// `fold_iv`'s answers, by op.
    pub(super) folds: HashMap<OpId, Option<i64>>,
}

pub type Notes = Vec<(Block, usize, String)>;

/// How a foreach binds its variable to each element.
type Binder<'a, 'p> = Box<dyn Fn(&mut Fx<'a, 'p>, Value)>;

/// Where a function's pad lives: in SSA variables, or in memory (a stack slot of the sub
/// that owns it) when an `eval` block, compiled as a function of its own, shares it.
pub enum PadStore {
    Vars(Vec<Variable>),
    Mem(Value),
}

/// What a Cranelift function is compiled from: a sub (or the main program), or an
/// `eval` block outlined from sub `sub` so that the runtime can call it under a catch.
/// What a sub's body says about its pad slots (see the fields of the same names in `Fx`).
pub(crate) struct SlotFacts {
    alias: Vec<bool>,
    rebound: Vec<bool>,
    plain: Vec<bool>,
}

#[derive(Clone, Copy)]
pub enum Unit {
    Sub(usize),
    Eval {
        sub: usize,
        body: OpId,
    },
    /// The entry of a sub that does `goto &sub` (its body is its `Sub` unit; goto.rs).
    GotoEntry(usize),
}

pub fn lower_unit(
    low: &mut Lowering<'_>,
    func: &mut ir::Function,
    fctx: &mut FunctionBuilderContext,
    unit: Unit,
) -> Result<Notes, Diag> {
    let prog = low.prog;
    let (ix, eval_body) = match unit {
        Unit::Sub(ix) => (ix, None),
        Unit::Eval { sub, body } => (sub, Some(body)),
        Unit::GotoEntry(ix) => {
            return Err(Diag::error(
                &prog.file,
                prog.subs[ix].line,
                "camelift: internal error: a sub's goto entry lowered as a sub",
            ))
        }
    };
    let goto_from = match eval_body {
        None => super::goto::goto_from_sub(prog, ix),
        Some(body) => match low.evals.iter().find(|e| e.2 == body) {
            Some(e) => super::goto::goto_from_block(prog, e.1),
            None => camelift_abi::codes::GotoFrom::EvalBlock,
        },
    };
    let goto_body = eval_body.is_none() && low.goto_bodies.contains_key(&ix);
    let sub = &prog.subs[ix];
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    let ret_var = b.declare_var(types::I64);
    let exit_block = b.create_block();
    // Parameters: main (ctx); sub (ctx, mark, gimme); eval (ctx, pad, mark, gimme).
    let args = match (ix, eval_body) {
        (_, Some(_)) => Some((params[2], params[3])),
        (0, None) => None,
        _ => Some((params[1], params[2])),
    };
    let pad = match eval_body {
        Some(_) => PadStore::Mem(params[1]),
        None if low.subs_with_eval.contains(&ix) => {
            let slot = b.create_sized_stack_slot(ir::StackSlotData::new(
                ir::StackSlotKind::ExplicitSlot,
                (sub.pad.len().max(1) * 8) as u32,
                3,
            ));
            PadStore::Mem(b.ins().stack_addr(types::I64, slot, 0))
        }
        None => PadStore::Vars(vec![]),
    };
    let goto_plan = low.goto_plans.get(&ix).cloned();
    let mut fx = Fx {
        loop_body: false,
        do_body: false,
        lval_slices: Default::default(),
        low,
        b,
        prog,
        ctx: params[0],
        args,
        pad,
        sub_ix: ix,
        alias_slots: vec![false; sub.pad.len()],
        rebound_slots: vec![false; sub.pad.len()],
        homes: HashMap::new(),
        pad_home: None,
        pad_vals: HashMap::new(),
        pad_gen: vec![0; sub.pad.len()],
        pad_seen: vec![0; sub.pad.len()],
        loops: vec![],
        scopes: vec![],
        plain_slots: vec![],
        empty_at_intro: Default::default(),
        loop_value: None,
        state_slots: HashMap::new(),
        outer_cleanups: vec![],
        rt_refs: HashMap::new(),
        sub_refs: HashMap::new(),
        data_refs: HashMap::new(),
        notes: vec![],
        exit_block,
        ret_var,
        line: sub.line,
        pkg: prog.op(sub.body).pkg,
        goto_from,
        warnings: Default::default(),
        file: &prog.file,
        goto_plan,
        goto_frames: vec![],
        save_marks: vec![],
        hoisted: Default::default(),
        cop: u32::MAX,
        loop_curpm: HashMap::new(),
        once_stmts: Default::default(),
        compact: false,
        folds: HashMap::new(),
    };
    let run_once = eval_body.is_none()
        && (ix == 0 || prog.unit_files.contains_key(&(ix as u32)))
        && !prog.uses_goto_label;
    if run_once {
        fx.once_stmts = fx.once_statements(sub.body);
    }
    // A sub and each of its eval blocks share these; the eval blocks' functions take
    // them from the sub's (a walk of the whole sub per eval block was quadratic).
    if let Some(f) = fx.low.slot_facts.get(&ix) {
        fx.alias_slots = f.alias.clone();
        fx.rebound_slots = f.rebound.clone();
        fx.plain_slots = f.plain.clone();
    } else {
        fx.mark_alias_slots(sub.body);
        fx.plain_slots = fx.plain_scalar_slots();
        let f = SlotFacts {
            alias: fx.alias_slots.clone(),
            rebound: fx.rebound_slots.clone(),
            plain: fx.plain_slots.clone(),
        };
        fx.low.slot_facts.insert(ix, f);
    }
    if matches!(fx.pad, PadStore::Vars(_)) && !sub.pad.is_empty() {
        fx.pad_home = Some(fx.home_slot(sub.pad.len()));
    }
    let undef = fx.load64(fx.ctx, CTX_SV_UNDEF);
    fx.b.def_var(ret_var, undef);
    if let Some(body) = eval_body {
        // An eval block: the pad and @_ belong to the enclosing sub; `return` leaves the
        // eval with a value, as in perl.
        fx.note(format!(
            "eval block of {} (line {})",
            sub.name,
            prog.op(body).line
        ));
        fx.home_ctx();
        fx.sub_body(body)?;
        fx.jump_to_exit();
        fx.b.switch_to_block(exit_block);
        fx.exit_poll("eval exit");
        let r = fx.b.use_var(ret_var);
        if let Some((mark, gimme)) = fx.args {
            fx.call_rt(Rt::RetMortalize, &[r, mark, gimme]);
        }
        fx.b.ins().return_(&[r]);
        return Ok(fx.finish());
    }
    if fx.low.opts.ctx_global {
        // The ablation: the context read from the runtime's global, not the parameter.
        let id = fx.low.ctx_global_data();
        let addr = fx.data_addr(id);
        fx.ctx = fx.load64(addr, 0);
    }
    fx.home_ctx();
    fx.note(format!("sub {} (line {})", sub.name, sub.line));
    let depth_cell = if ix == 0 {
        fx.init_globals();
        fx.register_goto_bodies();
        None
    } else {
        let mask = fx.unwind_mask();
        let cell = fx.low.sub_depth_cell(ix, &mask);
        let cell = fx.data_addr(cell);
        // perl names an anonymous sub after the package it was compiled in.
        let name = if fx.prog.end_subs.contains(&(ix as u32)) {
            format!("{}::END", fx.prog.packages[usize::from(fx.pkg)])
        } else if sub.name == "__ANON__" {
            format!("{}::__ANON__", fx.prog.packages[usize::from(fx.pkg)])
        } else {
            sub.name.clone()
        };
        let info = fx.info(&name, &[]);
        if let Some((mark, gimme)) = fx.args {
            let pad = fx.unwind_pad_cells();
            fx.call_rt(Rt::SubEnter, &[mark, cell, info, gimme, pad]);
        }
        // A module file: its named subs get their names as it starts to run.
        if let Some(subs) = fx.prog.unit_subs.get(&(ix as u32)) {
            for &s in subs {
                fx.register_sub(s as usize);
            }
        }
        Some(cell)
    };
    let env = if !sub.makes_instances() {
        None
    } else {
        Some(fx.call_rt(Rt::ClosureEnv, &[])[0])
    };
    // Entries a call makes afresh come from the pad cache when the last call left them.
    let cache = if ix == 0 {
        None
    } else {
        let id = fx.low.pad_cache(ix, sub.pad.len());
        Some(fx.data_addr(id))
    };
    if ix == 0 && fx.args.is_none() {
        // The main program's pad, for `exit` and an uncaught `die` to release, registered
        // before its entries are made (the cells start null: an `exit` before then finds
        // nothing to release). Stores, not a call: a call here perturbed register
        // allocation in the whole program (+6% on bench/loop/for-range-const).
        if let Some(slot) = fx.pad_home {
            let zero = fx.b.ins().iconst(types::I64, 0);
            for i in 0..sub.pad.len() {
                fx.b.ins()
                    .stack_store(types::I64, zero, slot, (i * 8) as i32);
            }
        }
        let (pad, mask) = fx.unwind_pad();
        let ctx = fx.ctx;
        fx.store(pad, ctx, CTX_MAIN_PAD);
        fx.store(mask, ctx, CTX_MAIN_MASK);
    }
    let mut cached = vec![false; sub.pad.len()];
    for (i, entry) in sub.pad.iter().enumerate() {
        if let (Some(k), Some(env)) = (entry.closure, env) {
            // A closed-over variable: shared with the closure's creator.
            let sv = fx.load64(env, (k * 8) as i32);
            let rc = fx.load32(sv, SV_REFCNT);
            let rc1 = fx.b.ins().iadd_imm_s(rc, 1);
            fx.store(rc1, sv, SV_REFCNT);
            fx.pad_init(i, sv);
            continue;
        }
        if entry.current_sub {
            // `__SUB__`: the closure being called, read as its environment is.
            let v = fx.call_rt(Rt::CurrentCv, &[])[0];
            fx.pad_init(i, v);
            continue;
        }
        let kind = match entry.kind {
            PadKind::Scalar => PadNewKind::Scalar,
            PadKind::Array => PadNewKind::Array,
            PadKind::Hash => PadNewKind::Hash,
        };
        let kind = i64::from(kind.code());
        let v = if fx.alias_slots[i] {
            fx.b.ins().iconst(types::I64, 0)
        } else if let Some(k) = entry.state {
            // A state variable lives in its cell across calls: the closure instance's
            // (after its captures in the environment), or the sub's static one.
            let cell = match env {
                Some(env) => {
                    let j = sub.pad[..i].iter().filter(|e| e.state.is_some()).count();
                    let off = ((sub.closure.len() + 2 * j) * 8) as i64;
                    let addr = fx.b.ins().iadd_imm_s(env, off);
                    fx.state_slots.insert(k, addr);
                    addr
                }
                None => {
                    let id = fx.low.state_cell(k, false);
                    fx.data_addr(id)
                }
            };
            fx.state_pad_entry(cell, kind)
        } else if let Some(cid) = entry.capture {
            fx.captured_pad_entry(cid, kind)
        } else {
            let published = prog
                .captures
                .iter()
                .position(|c| c.owner as usize == ix && c.pad as usize == i);
            match (published, cache) {
                (None, Some(cache)) => {
                    cached[i] = true;
                    fx.pad_take(cache, i, kind)
                }
                _ => {
                    let captured = published.map_or(0, |_| PAD_NEW_CAPTURED);
                    let k = fx.iconst32(kind | i64::from(captured));
                    let sv = fx.call_rt(Rt::PadNew, &[k])[0];
                    if let Some(cid) = published {
                        fx.publish_capture(cid as u32, sv);
                    }
                    sv
                }
            }
        };
        fx.pad_init(i, v);
    }
    if ix == 0 {
        fx.block(sub.body, Want::Void)?;
    } else {
        if let Some(&file) = prog
            .unit_files
            .get(&(ix as u32))
            .filter(|_| eval_body.is_none())
        {
            fx.unit_globs(file);
        }
        fx.sub_body(sub.body)?;
    }
    fx.jump_to_exit();
    // The exit path: leave the sub, drop the pad, poll, return.
    fx.b.switch_to_block(exit_block);
    fx.note("sub exit".to_string());
    // The last declared first, as perl's scope exit clears them (destructors run in
    // that order).
    for (i, &from_cache) in cached.iter().enumerate().rev() {
        if fx.alias_slots[i] {
            continue;
        }
        let v = fx.pad_get(i as u32);
        match cache {
            Some(cache) if from_cache => {
                let cache = fx.b.ins().iadd_imm_s(cache, 0);
                fx.pad_give_back(cache, i, v);
            }
            _ => fx.sv_dec(v),
        }
    }
    if let Some(cell) = depth_cell {
        let cell = fx.b.ins().iadd_imm_s(cell, 0);
        fx.call_rt(Rt::SubLeave, &[cell]);
    }
    if goto_body {
        // A `goto &sub` left with null: the entry makes the call (it polls).
        let r = fx.b.use_var(ret_var);
        let returned = fx.b.create_block();
        let tail = fx.b.create_block();
        fx.b.ins().brif(r, returned, &[], tail, &[]);
        fx.b.switch_to_block(tail);
        fx.b.ins().return_(&[r]);
        fx.b.switch_to_block(returned);
    }
    if ix == 0 {
        // A signal that arrives during the program's last statement still runs its
        // handler, as perl's would.
        fx.poll("program end");
    } else {
        fx.exit_poll("sub exit");
    }
    if let Some((mark, gimme)) = fx.args {
        let r = fx.b.use_var(ret_var);
        fx.call_rt(Rt::RetMortalize, &[r, mark, gimme]);
        fx.b.ins().return_(&[r]);
    } else {
        fx.b.ins().return_(&[]);
    }
    Ok(fx.finish())
}

impl<'a, 'p> Fx<'a, 'p> {
    fn finish(mut self) -> Notes {
        self.b.seal_all_blocks();
        let notes = std::mem::take(&mut self.notes);
        let cfg = self.low.module.target_config();
        self.b.finalize(cfg);
        notes
    }

    /// An explicit stack slot of `n` pointers for call homes.
    fn home_slot(&mut self, n: usize) -> ir::StackSlot {
        self.b.create_sized_stack_slot(ir::StackSlotData::new(
            ir::StackSlotKind::ExplicitSlot,
            (n * 8) as u32,
            3,
        ))
    }

    /// Gives ctx a call home, stored once at entry.
    ///
    /// Why: a value passed to a call must be in the argument register (rdi for ctx) at
    /// that call, and every call clobbers the caller-saved registers. regalloc2 then
    /// splits a long-lived value used as a call argument around each such use and ends up
    /// keeping it in its spill slot, reloading it before nearly every use — ctx, used by
    /// every statement, was reloaded from the stack several times per loop iteration. When
    /// calls take a fresh value loaded from a stack slot instead (the reload a call needed
    /// anyway), the SSA value has no fixed-register uses left and is allocated to a
    /// callee-saved register for the whole function. Pad pointers get the same treatment
    /// (`pad_home`). Homing a sub's `mark` and `gimme` too, used only at its exit, cost
    /// call/fib 0.5%, so they are left alone.
    fn home_ctx(&mut self) {
        let slot = self.home_slot(1);
        let ctx = self.ctx;
        self.b.ins().stack_store(types::I64, ctx, slot, 0);
        self.homes.insert(ctx, (slot, 0));
    }

    /// A call argument: `v` itself, or a reload from its call home when it has one.
    fn call_arg(&mut self, v: Value) -> Value {
        let home = match self.homes.get(&v) {
            Some(&home) => Some(home),
            None => match self.pad_vals.get(&v) {
                Some(&(ix, gen)) if self.pad_gen[ix as usize] == gen => self.pad_home_of(ix),
                _ => None,
            },
        };
        match home {
            Some((slot, off)) => self.b.ins().stack_load(types::I64, types::I64, slot, off),
            None => v,
        }
    }

    /// The call home of pad slot `ix`, when it has one.
    fn pad_home_of(&self, ix: u32) -> Option<(ir::StackSlot, i32)> {
        match self.pad_home {
            Some(slot) if !self.rebound_slots[ix as usize] => Some((slot, (ix * 8) as i32)),
            _ => None,
        }
    }

    /// The SV in pad slot `ix`.
    pub fn pad_get(&mut self, ix: u32) -> Value {
        match &self.pad {
            PadStore::Vars(v) => {
                let var = v[ix as usize];
                let blocks = self.b.func.dfg.num_blocks() as u32;
                let far = blocks as usize > super::LARGE_FUNCTION_BLOCKS
                    && blocks - self.pad_seen[ix as usize] > FAR_BLOCKS;
                self.pad_seen[ix as usize] = blocks;
                let home = self.pad_home_of(ix);
                let sv = match home {
                    // A variable last touched many blocks ago is reloaded from its call
                    // home (which always holds its current value) rather than looked up
                    // through the SSA builder, which walks back through every block in
                    // between and leaves a block parameter in each join it passes: one
                    // walk per variable per distant use made a program of N statements
                    // with N lexicals cost N² in time and memory. Near uses, the ones
                    // in loops and short subs, stay in registers as before.
                    Some((slot, off)) if far => {
                        let sv = self.b.ins().stack_load(types::I64, types::I64, slot, off);
                        self.b.def_var(var, sv);
                        sv
                    }
                    _ => self.b.use_var(var),
                };
                // The home holds the variable's current value; it stays `sv` until the
                // next `pad_set` of this slot, which retires it (see `pad_set_var`).
                if home.is_some() {
                    self.pad_vals.insert(sv, (ix, self.pad_gen[ix as usize]));
                }
                sv
            }
            PadStore::Mem(base) => {
                let base = *base;
                self.load64(base, (ix * 8) as i32)
            }
        }
    }

    pub fn pad_set(&mut self, ix: u32, sv: Value) {
        self.pad_home_store(ix, sv);
        self.pad_set_var(ix, sv);
    }

    /// Stores `sv` into pad slot `ix`'s call home, if it has one.
    pub fn pad_home_store(&mut self, ix: u32, sv: Value) {
        if let (PadStore::Vars(_), Some((slot, off))) = (&self.pad, self.pad_home_of(ix)) {
            self.b.ins().stack_store(types::I64, sv, slot, off);
        }
    }

    /// `pad_set` without the store into the slot's call home, for a caller that keeps the
    /// home up to date itself (`my $x`, which only stores on its slow path).
    pub fn pad_set_var(&mut self, ix: u32, sv: Value) {
        match &self.pad {
            PadStore::Vars(v) => {
                let var = v[ix as usize];
                self.b.def_var(var, sv);
                let i = ix as usize;
                self.pad_seen[i] = self.b.func.dfg.num_blocks() as u32;
                if self.pad_home_of(ix).is_some() {
                    // Values read before this point no longer match the home.
                    self.pad_gen[i] += 1;
                    self.pad_vals.insert(sv, (ix, self.pad_gen[i]));
                }
            }
            PadStore::Mem(base) => {
                let base = *base;
                self.store(sv, base, (ix * 8) as i32);
            }
        }
    }

    /// Where the runtime finds this function's pad entries when a `die` (or `exit`)
    /// unwinds it, and which it releases then: the pad in memory, or the entries' call
    /// homes (current at every call); never a foreach alias, nor a slot a foreach rebinds
    /// (its cell holds the alias while the loop runs).
    fn unwind_pad(&mut self) -> (Value, Value) {
        let pad = self.unwind_pad_cells();
        let mask = self.unwind_mask();
        let id = self.low.string_data(&mask);
        let mask = self.data_addr(id);
        (pad, mask)
    }

    /// `unwind_pad`'s cells (null without a pad).
    fn unwind_pad_cells(&mut self) -> Value {
        let n = self.prog.subs[self.sub_ix].pad.len();
        let pad = match (&self.pad, self.pad_home) {
            (PadStore::Mem(b), _) => Some(*b),
            (PadStore::Vars(_), Some(slot)) => Some(self.b.ins().stack_addr(types::I64, slot, 0)),
            _ => None,
        };
        match pad.filter(|_| n > 0) {
            Some(p) => p,
            None => self.b.ins().iconst(types::I64, 0),
        }
    }

    /// `unwind_pad`'s mask: '1' for each entry released, '0' for the others.
    fn unwind_mask(&self) -> Vec<u8> {
        let n = self.prog.subs[self.sub_ix].pad.len();
        (0..n)
            .map(|i| {
                let skip = self.alias_slots.get(i).copied().unwrap_or(true)
                    || self.rebound_slots.get(i).copied().unwrap_or(true);
                if skip {
                    b'0'
                } else {
                    b'1'
                }
            })
            .collect()
    }

    /// The base of the pad in memory (subs with `eval` blocks).
    pub fn pad_base(&self) -> Option<Value> {
        match &self.pad {
            PadStore::Mem(b) => Some(*b),
            PadStore::Vars(_) => None,
        }
    }

    fn pad_init(&mut self, ix: usize, sv: Value) {
        if let PadStore::Vars(v) = &mut self.pad {
            let var = self.b.declare_var(types::I64);
            v.push(var);
        }
        self.pad_set(ix as u32, sv);
    }

    fn mark_alias_slots(&mut self, id: OpId) {
        if let OpKind::Foreach { var, .. } = &self.prog.op(id).kind {
            if let LoopVar::My(ix) = var {
                if let Some(s) = self.alias_slots.get_mut(*ix as usize) {
                    *s = true;
                }
            }
            if let LoopVar::My(ix) | LoopVar::Pad(ix) = var {
                if let Some(s) = self.rebound_slots.get_mut(*ix as usize) {
                    *s = true;
                }
            }
        }
        for k in crate::ops::children_of(&self.prog.op(id).kind) {
            self.mark_alias_slots(k);
        }
    }

    /// A named sub's use of an outer lexical: the instance its owner published (perl's
    /// capture-once semantics), or a fresh variable when the owner has not run yet.
    fn captured_pad_entry(&mut self, cid: u32, kind: i64) -> Value {
        let cell_id = self.low.capture_cell(cid);
        let cell = self.data_addr(cell_id);
        let published = self.load64(cell, 0);
        let have = self.b.create_block();
        let fresh = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(published, have, &[], fresh, &[]);
        self.b.switch_to_block(have);
        let rc = self.load32(published, SV_REFCNT);
        let rc1 = self.b.ins().iadd_imm_s(rc, 1);
        self.store(rc1, published, SV_REFCNT);
        self.b.ins().jump(done, &[published.into()]);
        self.b.switch_to_block(fresh);
        let k = self.iconst32(kind);
        let sv = self.call_rt(Rt::PadNew, &[k])[0];
        self.b.ins().jump(done, &[sv.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// A pad entry at sub entry: the one in cache slot `i` (taking it), or a new one.
    fn pad_take(&mut self, cache: Value, i: usize, kind: i64) -> Value {
        let off = (i * 8) as i32;
        let cur = self.load64(cache, off);
        let make = self.b.create_block();
        let take = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(cur, take, &[], make, &[]);
        self.b.switch_to_block(take);
        let zero = self.b.ins().iconst(types::I64, 0);
        self.store(zero, cache, off);
        self.b.ins().jump(done, &[cur.into()]);
        self.b.set_cold_block(make);
        self.b.switch_to_block(make);
        let k = self.iconst32(kind);
        let fresh = self.call_rt(Rt::PadNew, &[k])[0];
        self.b.ins().jump(done, &[fresh.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// A pad entry at sub exit: a plain scalar nothing else holds goes back to cache slot
    /// `i` emptied (keeping its string buffer, as perl's SAVEt_CLEARSV does); anything
    /// else is left to `pad_release` (arrays and hashes are emptied and cached there, a
    /// value held elsewhere is released).
    fn pad_give_back(&mut self, cache: Value, i: usize, sv: Value) {
        let off = (i * 8) as i32;
        let rc = self.load32(sv, SV_REFCNT);
        let flags = self.load32(sv, SV_FLAGS);
        let slot = self.load64(cache, off);
        // Only value bits may be set: no type, reference, magic or read-only bits.
        let value_bits = SVF_IOK | SVF_NOK | SVF_POK | SVF_ISUV | SVF_UTF8 | SVP_IOK | SVP_NOK;
        let other = self.b.ins().band_imm_s(flags, !value_bits as i64);
        let rc_other = self.b.ins().iadd_imm_s(rc, -1);
        let blockers = self.b.ins().bor(other, rc_other);
        let blockers = self.b.ins().uextend(types::I64, blockers);
        let blockers = self.b.ins().bor(blockers, slot);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.ins().brif(blockers, slow, &[], fast, &[]);
        self.b.switch_to_block(fast);
        let zero32 = self.iconst32(0);
        self.store(zero32, sv, SV_FLAGS);
        let zero = self.b.ins().iconst(types::I64, 0);
        self.store(zero, sv, SV_CUR);
        self.store(sv, cache, off);
        self.b.ins().jump(done, &[]);
        self.b.set_cold_block(slow);
        self.b.switch_to_block(slow);
        let at = self.b.ins().iadd_imm_s(cache, off as i64);
        self.call_rt(Rt::PadRelease, &[sv, at]);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// A `state` variable: the instance in its cell, made on first use.
    fn state_pad_entry(&mut self, cell: Value, kind: i64) -> Value {
        let cur = self.load64(cell, 0);
        let make = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(cur, done, &[cur.into()], make, &[]);
        self.b.switch_to_block(make);
        let kk = self.iconst32(kind);
        let fresh = self.call_rt(Rt::PadNew, &[kk])[0];
        self.store(fresh, cell, 0);
        self.b.ins().jump(done, &[fresh.into()]);
        self.b.switch_to_block(done);
        let sv = self.b.block_params(done)[0];
        // The pad holds its own reference (dropped at sub exit); the cell keeps one.
        let rc = self.load32(sv, SV_REFCNT);
        let rc1 = self.b.ins().iadd_imm_s(rc, 1);
        self.store(rc1, sv, SV_REFCNT);
        sv
    }

    /// The owner of a captured lexical publishes its first instance.
    fn publish_capture(&mut self, cid: u32, sv: Value) {
        let cell_id = self.low.capture_cell(cid);
        let cell = self.data_addr(cell_id);
        let cur = self.load64(cell, 0);
        let first = self.b.create_block();
        let done = self.b.create_block();
        self.b.ins().brif(cur, done, &[], first, &[]);
        self.b.switch_to_block(first);
        self.store(sv, cell, 0);
        let rc = self.load32(sv, SV_REFCNT);
        let rc1 = self.b.ins().iadd_imm_s(rc, 1);
        self.store(rc1, sv, SV_REFCNT);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// Fills the glob table at program start.
    fn init_globals(&mut self) {
        let file = self.prog.file.clone();
        let name = self.low.string_data(file.as_bytes());
        let p = self.data_addr(name);
        let len = self.iconst(file.len() as i64);
        self.call_rt(Rt::SetFile, &[p, len]);
        for name in &self.prog.begin_superseded {
            let (np, nl) = self.bytes_arg(name.as_bytes());
            self.call_rt(Rt::BeginSuperseded, &[np, nl]);
        }
        if self.prog.uses_caller || self.prog.files.len() > 1 || self.prog.packages.len() > 1 {
            // The places `Ctx::curline` refers to: package and file names and hints
            // (`o`: no overloading), NUL-terminated one after another.
            let mut names = Vec::new();
            for (i, (p, f)) in self
                .prog
                .packages
                .iter()
                .zip(&self.prog.place_files)
                .enumerate()
            {
                names.extend_from_slice(p.as_bytes());
                names.push(0);
                let file = self.prog.files.get(usize::from(*f)).map_or("", |f| f);
                names.extend_from_slice(file.as_bytes());
                names.push(0);
                if self.prog.place_no_amagic.get(i).copied().unwrap_or(false) {
                    names.push(b'o');
                }
                names.push(0);
            }
            let n = self.low.string_data(&names);
            let p = self.data_addr(n);
            let len = self.iconst(names.len() as i64);
            self.call_rt(Rt::SetPackages, &[p, len]);
        }
        if self.low.cop_hints {
            let table = cop_table(self.prog);
            let n = self.low.string_data(&table);
            let p = self.data_addr(n);
            let len = self.iconst(table.len() as i64);
            self.call_rt(Rt::SetCops, &[p, len]);
        }
        if self.prog.uses_prematch {
            self.call_rt(Rt::ReKeepSubject, &[]);
        }
        // Named subs by name, for `$SIG{X} = 'name'` and symbolic calls (those of a
        // module file when the file runs).
        let in_units: std::collections::HashSet<u32> =
            self.prog.unit_subs.values().flatten().copied().collect();
        for (ix, sub) in self.prog.subs.iter().enumerate().skip(1) {
            if sub.name == "__ANON__" || in_units.contains(&(ix as u32)) {
                continue;
            }
            self.register_sub(ix);
        }
        // The files a `require` of a run-time name can load.
        for (key, path, unit) in &self.prog.units {
            let (kp, kl) = self.bytes_arg(key.as_bytes());
            let (pp, pl) = self.bytes_arg(path.as_bytes());
            let code = match unit {
                Some(ix) => {
                    let v = self.anon_code(*ix as usize);
                    self.sv_of(v)
                }
                None => self.iconst(0),
            };
            self.call_rt(Rt::RegisterUnit, &[kp, kl, pp, pl, code]);
        }
        // Prototypes, by the sub's entry (`prototype`).
        for (ix, proto) in &self.prog.protos {
            let f = self.sub_addr(*ix as usize);
            let (pp, pl) = self.bytes_arg(proto.as_bytes());
            self.call_rt(Rt::SetProto, &[f, pp, pl]);
        }
        // Imported names: the module's sub under the importer's name.
        for (alias, target) in &self.prog.sub_aliases {
            let Some(ix) = self.prog.sub_index(target) else {
                // A sub the runtime has (an XS part's, bound when its load runs), or
                // none: looked up by its name.
                let (np, nl) = self.bytes_arg(alias.as_bytes());
                let (tp, tl) = self.bytes_arg(target.as_bytes());
                self.call_rt(Rt::RegisterAlias, &[np, nl, tp, tl]);
                continue;
            };
            let (np, nl) = self.bytes_arg(alias.as_bytes());
            let f = self.sub_addr(ix as usize);
            self.call_rt(Rt::RegisterSub, &[np, nl, f]);
        }
        let table = self.low.gv_table;
        let base = self.data_addr(table);
        for (i, g) in self.prog.globs.iter().enumerate() {
            let name = self.low.string_data(g.name.as_bytes());
            let p = self.data_addr(name);
            let len = self.iconst(g.name.len() as i64);
            let made = self.iconst32(i64::from(g.made));
            // One only modules' files name is named when one of those runs (`unit_globs`).
            let main = g.files.is_empty() || g.files.contains(&0);
            let named = self.iconst32(i64::from(!g.own && main));
            let gv = self.call_rt(Rt::GvFetch, &[p, len, made, named])[0];
            self.store(gv, base, (i * 8) as i32);
        }
        if let Some((g, text)) = &self.prog.data {
            let (g, text) = (*g, text.clone());
            let blob = self.low.string_data(&text);
            let p = self.data_addr(blob);
            let len = self.iconst(text.len() as i64);
            let gv = self.gv(g);
            self.call_rt(Rt::IoData, &[gv, p, len]);
        }
    }

    /// At the start of the sub of module file `file`: the globs perl makes as it compiles
    /// the file, those no file loaded before names (the glob table made them, unnamed),
    /// become the program's (keys of `%main::`).
    fn unit_globs(&mut self, file: u16) {
        let globs = self.prog.globs.iter();
        for g in globs.filter(|g| !g.own && !g.files.contains(&0) && g.files.contains(&file)) {
            let (p, len) = self.bytes_arg(g.name.as_bytes());
            let made = self.iconst32(i64::from(g.made));
            let named = self.iconst32(1);
            self.call_rt(Rt::GvFetch, &[p, len, made, named]);
        }
    }

    /// A byte string in the object's read-only data, as a runtime entry's `(bytes, len)`
    /// arguments.
    pub(super) fn bytes_arg(&mut self, bytes: &[u8]) -> (Value, Value) {
        let d = self.low.string_data(bytes);
        let p = self.data_addr(d);
        let n = self.iconst(bytes.len() as i64);
        (p, n)
    }

    /// At start-up: the runtime learns the body of each sub that does `goto &sub`.
    fn register_goto_bodies(&mut self) {
        let bodies: Vec<(usize, cranelift_module::FuncId)> =
            self.low.goto_bodies.iter().map(|(&i, &f)| (i, f)).collect();
        for (ix, id) in bodies {
            let entry = self.sub_addr(ix);
            let f = self.low.module.declare_func_in_func(id, self.b.func);
            let body = self.b.ins().func_addr(types::I64, f);
            self.call_rt(Rt::GotoRegister, &[entry, body]);
        }
    }

    /// The value a `return` leaves with.
    pub fn set_ret(&mut self, v: Value) {
        let var = self.ret_var;
        self.b.def_var(var, v);
    }

    /// `camelift_register_sub` of sub `ix` under its name.
    fn register_sub(&mut self, ix: usize) {
        let prog = self.prog;
        let (np, nl) = self.bytes_arg(prog.subs[ix].name.as_bytes());
        let f = self.sub_addr(ix);
        self.call_rt(Rt::RegisterSub, &[np, nl, f]);
    }

    /// The glob pointer of global `g`.
    pub fn gv(&mut self, g: u32) -> Value {
        let table = self.low.gv_table;
        let base = self.data_addr(table);
        // Filled by `init_globals` before any other code of the program runs, and never
        // written again: a pure load (merged, hoisted, dropped when unused).
        self.b
            .ins()
            .load(types::I64, super::inline::const_mem(), base, (g * 8) as i32)
    }

    pub fn data_addr(&mut self, id: DataId) -> Value {
        let gv = match self.data_refs.get(&id) {
            Some(gv) => *gv,
            None => {
                let gv = self.low.module.declare_data_in_func(id, self.b.func);
                self.data_refs.insert(id, gv);
                gv
            }
        };
        self.b.ins().symbol_value(types::I64, gv)
    }

    /// Calls a runtime entry point (ctx is passed first automatically).
    pub fn call_rt(&mut self, entry: Rt, args: &[Value]) -> Vec<Value> {
        let fref = match self.rt_refs.get(&entry) {
            Some(f) => *f,
            None => {
                let id = self.low.rt_funcs[entry as usize];
                let f = self.low.module.declare_func_in_func(id, self.b.func);
                // The runtime is linked statically: call it directly, not through the GOT.
                self.b.func.dfg.ext_funcs[f].colocated = true;
                self.rt_refs.insert(entry, f);
                f
            }
        };
        let mut all = Vec::with_capacity(args.len() + 1);
        let ctx = self.ctx;
        for &v in std::iter::once(&ctx).chain(args) {
            let v = self.call_arg(v);
            all.push(v);
        }
        // An internal invariant (the abi's table and the lowering agree), checked here
        // rather than as Cranelift's assertion deep in code generation.
        let sig = self.b.func.dfg.ext_funcs[fref].signature;
        let want = self.b.func.dfg.signatures[sig].params.len();
        assert_eq!(
            want,
            all.len(),
            "runtime entry {entry:?}: wrong argument count"
        );
        let inst = self.b.ins().call(fref, &all);
        let results = self.b.inst_results(inst).to_vec();
        if entry.is_noreturn() {
            self.b.ins().trap(ir::TrapCode::unwrap_user(1));
            let dead = self.b.create_block();
            self.b.switch_to_block(dead);
        }
        results
    }

    /// Calls a compiled sub directly.
    pub fn call_sub(&mut self, ix: usize, mark: Value, gimme: Value) -> Value {
        let fref = match self.sub_refs.get(&ix) {
            Some(f) => *f,
            None => {
                let id = self.low.sub_funcs[ix];
                let f = self.low.module.declare_func_in_func(id, self.b.func);
                self.sub_refs.insert(ix, f);
                f
            }
        };
        let ctx = self.ctx;
        let args = [ctx, mark, gimme].map(|v| self.call_arg(v));
        let inst = self.b.ins().call(fref, &args);
        self.b.inst_results(inst)[0]
    }

    /// The address of outlined eval block `k`.
    pub fn eval_addr(&mut self, k: usize) -> Value {
        let id = self.low.eval_funcs[k];
        let f = self.low.module.declare_func_in_func(id, self.b.func);
        self.b.ins().func_addr(types::I64, f)
    }

    pub fn sub_addr(&mut self, ix: usize) -> Value {
        let fref = match self.sub_refs.get(&ix) {
            Some(f) => *f,
            None => {
                let id = self.low.sub_funcs[ix];
                let f = self.low.module.declare_func_in_func(id, self.b.func);
                self.sub_refs.insert(ix, f);
                f
            }
        };
        self.b.ins().func_addr(types::I64, fref)
    }

    /// Records a comment for the CLIF dump, placed before the next instruction.
    pub fn note(&mut self, text: String) {
        if !self.low.opts.want_clif {
            return;
        }
        if let Some(block) = self.b.current_block() {
            let n = self.b.func.layout.block_insts(block).count();
            self.notes.push((block, n, text));
        }
    }

    pub fn err_unsupported(&self, what: &str) -> Diag {
        Diag::unsupported(self.current_file(), self.line, what)
    }

    /// The file of the statement being lowered (a module's, for its subs and body).
    pub fn current_file(&self) -> &'p str {
        let prog: &'p Program = self.prog;
        prog.place_files
            .get(usize::from(self.pkg))
            .and_then(|&f| prog.files.get(usize::from(f)))
            .map_or(self.file, |f| f.as_str())
    }

    // ---- statements -------------------------------------------------------------

    /// Perl's nextstate: record the line for messages, free the previous statement's
    /// temporaries.
    fn nextstate(&mut self, id: OpId) {
        let op = self.prog.op(id);
        self.line = op.line;
        self.pkg = op.pkg;
        self.warnings = op.warnings;
        self.cop = self.prog.cop_of.get(&id).copied().unwrap_or(u32::MAX);
        self.note(format!(
            "line {}: {}",
            op.line,
            crate::ops::short_desc(&op.kind)
        ));
        self.set_curline();
        self.free_tmps();
        if self.low.opts.polls == super::PollMode::EveryStatement {
            self.poll("statement (ablation mode)");
        }
    }

    pub fn set_curline(&mut self) {
        use crate::diag::WarnCat;
        let w = self.warnings;
        let v = self.line
            | u32::from(self.pkg) << CURLINE_PKG_SHIFT
            | if w.runtime() { CURLINE_WARN } else { 0 }
            | if w.on(WarnCat::Uninitialized) {
                CURLINE_WARN_UNINIT
            } else {
                0
            }
            | if w.on(WarnCat::Numeric) {
                CURLINE_WARN_NUMERIC
            } else {
                0
            }
            | if w.default_on(WarnCat::Utf8) {
                0
            } else {
                CURLINE_NO_UTF8_WARN
            };
        let c = self.iconst32(v as i64);
        let ctx = self.ctx;
        self.b
            .ins()
            .store(super::inline::mem(), c, ctx, CTX_CURLINE);
        // (A statement the compiler made, the call in `sort NAME LIST`'s block, keeps
        // the state of the statement it runs for.)
        if self.low.cop_hints && self.cop != u32::MAX {
            let cop = self.iconst32(i64::from(self.cop));
            self.b.ins().store(super::inline::mem(), cop, ctx, CTX_COP);
        }
    }

    /// A loop's body (or `continue` block): its loop saves the last match once, so the
    /// block does not.
    fn loop_body_block(&mut self, body: OpId) -> Result<(), Diag> {
        self.loop_body = true;
        self.block(body, Want::Void)?;
        Ok(())
    }

    /// A block of statements; the last one is lowered as `last_want`. A block that uses
    /// `local` restores what it saved when it ends.
    pub fn block(&mut self, id: OpId, last_want: Want) -> Result<Option<super::expr::V>, Diag> {
        let stmts = self.prog.statements(id);
        // A block that matches restores the last match when it exits (perl's PL_curpm);
        // a loop body does that once for the whole loop (`enter_loop`).
        let loop_body = std::mem::take(&mut self.loop_body);
        let curpm = !loop_body && stmts.iter().any(|s| self.uses_regex(*s));
        let locals = stmts.iter().any(|s| self.has_local(*s));
        let scope = if curpm || locals {
            Some(self.call_rt(Rt::SavestackIx, &[])[0])
        } else {
            None
        };
        if curpm {
            self.call_rt(Rt::ReSaveCurpm, &[]);
        }
        let n = stmts.len();
        let do_body = std::mem::take(&mut self.do_body);
        let clears = self.scope_enter(id, &stmts, last_want == Want::Void || do_body);
        if let Some(m) = scope {
            self.save_marks.push(m);
        }
        let frame = self.goto_frame_enter(id, &stmts, scope.filter(|_| curpm), loop_body);
        let mut result = None;
        let mut list_mark = None;
        let compact = self.compact;
        for (i, st) in stmts.into_iter().enumerate() {
            if frame {
                self.goto_label_point(st);
            }
            self.compact = compact || self.once_stmts.contains(&st);
            self.nextstate(st);
            let want = if i + 1 == n { last_want } else { Want::Void };
            if i + 1 == n && want == Want::List && (locals || clears) {
                list_mark = Some(self.mark());
            }
            // The block's value is its last statement's: an `if` gives the branch taken's
            // (`do { if (C) { 5 } else { 6 } }`), a loop the condition that ended it.
            let valued = want != Want::Void
                && matches!(
                    self.prog.op(st).kind,
                    OpKind::If { .. }
                        | OpKind::While { .. }
                        | OpKind::CFor { .. }
                        | OpKind::Foreach { .. }
                        | OpKind::Bare { .. }
                );
            result = if i + 1 == n && valued {
                self.statement_value(st, want)?
            } else {
                self.statement(st, want)?
            };
        }
        self.compact = compact;
        self.goto_frame_leave(frame)?;
        if scope.is_some() {
            self.save_marks.pop();
        }
        let mut copied = false;
        if clears {
            if last_want != Want::Void && self.b.current_block().is_some() {
                // The value may be one of the variables about to be cleared.
                self.copy_block_value(&mut result, list_mark);
                copied = true;
            }
            self.scope_leave();
        }
        if let (Some(mark), Some(_)) = (scope, self.b.current_block()) {
            // The value outlives the `local`s it may be (`do { local $@; ...; $@ }`).
            if !copied && locals {
                let scalar = last_want == Want::Scalar;
                let mut none = None;
                self.copy_block_value(if scalar { &mut result } else { &mut none }, list_mark);
            }
            self.call_rt(Rt::LeaveScope, &[mark]);
        }
        Ok(result)
    }

    /// A block's value outlives what the block's end undoes (its `local`s, its
    /// variables): a scalar becomes a mortal copy, a list's items (from `list_mark`)
    /// mortal copies, as perl's leave copies them.
    fn copy_block_value(&mut self, result: &mut Option<super::expr::V>, list_mark: Option<Value>) {
        if let Some(v) = result.take() {
            let sv = self.sv_of(v);
            let copy = self.call_rt(Rt::SvMortalcopy, &[sv])[0];
            *result = Some(super::expr::V::Sv(copy));
        }
        if let Some(m) = list_mark {
            self.call_rt(Rt::SubReturnList, &[m, m]);
            let null = self.b.ins().iconst(types::I64, 0);
            let g = self.b.ins().iconst(types::I64, G_LIST);
            self.call_rt(Rt::RetMortalize, &[null, m, g]);
        }
    }

    /// `do BLOCK`: its last statement's value. SAVETMPS: the block's statements must not
    /// free the enclosing statement's temporaries.
    pub fn do_block(&mut self, body: OpId, want: Want) -> Result<Made, Diag> {
        let ctx = self.ctx;
        let floor = self.load64(ctx, CTX_TMPS_FLOOR);
        let ix = self.load64(ctx, CTX_TMPS_IX);
        self.set_tmps_floor(ix);
        self.do_body = true;
        let v = self.block(body, want)?;
        if self.b.current_block().is_some() {
            self.set_tmps_floor(floor);
        }
        if want == Want::List {
            return Ok(Made::Pushed);
        }
        Ok(v.map_or(Made::Undef, Made::Scalar))
    }

    /// Whether `local` is used in this statement (not counting nested blocks, which
    /// scope their own, nor other subs).
    fn has_local(&self, id: OpId) -> bool {
        match &self.prog.op(id).kind {
            OpKind::Local(_) | OpKind::LocalGlob { .. } | OpKind::SigAssign { local: true, .. } => {
                true
            }
            OpKind::Lineseq(_)
            | OpKind::AnonCode(_)
            | OpKind::EvalBlock(_)
            | OpKind::DoBlock(_) => false,
            OpKind::If { cond, .. } => self.has_local(*cond),
            OpKind::While { .. }
            | OpKind::CFor { .. }
            | OpKind::Foreach { .. }
            | OpKind::Bare { .. } => false,
            k => crate::ops::children_of(k)
                .into_iter()
                .any(|c| self.has_local(c)),
        }
    }

    /// Marks the slices among a list's items as aliased (their missing elements are made).
    pub fn mark_lval_slices(&mut self, l: OpId) {
        match &self.prog.op(l).kind {
            OpKind::Aslice { .. } | OpKind::Hslice { .. } => {
                self.lval_slices.insert(l);
            }
            OpKind::List(items) => {
                for it in items.clone() {
                    self.mark_lval_slices(it);
                }
            }
            _ => {}
        }
    }

    /// Whether a match or substitution runs inside (other subs not counted): such a
    /// block saves and restores the last successful match.
    pub fn uses_regex(&self, id: OpId) -> bool {
        self.low.facts.uses_regex(id)
    }

    /// Whether code here calls a sub or runs an eval block (other subs not counted): a
    /// `last` there may leave a loop around it.
    fn calls_out(&self, id: OpId) -> bool {
        self.low.facts.calls_out(id)
    }

    /// Whether `local` is used anywhere inside (for loops, whose `next`/`last` must
    /// restore what the current iteration saved).
    fn uses_local(&self, id: OpId) -> bool {
        self.low.facts.uses_local(id)
    }

    /// One statement. Control structures are handled here; everything else is an
    /// expression.
    fn statement(&mut self, id: OpId, want: Want) -> Result<Option<super::expr::V>, Diag> {
        match self.prog.op(id).kind {
            OpKind::If {
                cond, then, els, ..
            } => {
                self.if_stmt(cond, then, els, want)?;
                Ok(None)
            }
            OpKind::While {
                ref label,
                cond,
                body,
                cont,
                until,
                post,
            } => {
                self.while_loop(label, cond, body, cont, until, post)?;
                Ok(None)
            }
            OpKind::CFor {
                ref label,
                init,
                cond,
                step,
                body,
            } => {
                self.cfor_loop(label, init, cond, step, body)?;
                Ok(None)
            }
            OpKind::Foreach {
                ref label,
                ref var,
                list,
                body,
            } => {
                self.foreach_loop(label, var, list, body)?;
                Ok(None)
            }
            OpKind::Bare { ref label, body } => {
                self.bare_block(label, body, want, false)?;
                Ok(None)
            }
            OpKind::Nothing => Ok(None),
            // Statements made by the parser itself (`use constant`'s assignments).
            OpKind::Lineseq(_) => self.block(id, want),
            _ => self.lower(id, want).map(Some),
        }
    }

    /// The body of a sub: its last statement gives the return value in the caller's context.
    fn sub_body(&mut self, body: OpId) -> Result<(), Diag> {
        let stmts = self.prog.statements(body);
        let n = stmts.len();
        // The caller's last match comes back when the sub (or eval) leaves: the save
        // stack is unwound to its height at entry.
        if stmts.iter().any(|s| self.uses_regex(*s)) {
            self.call_rt(Rt::ReSaveCurpm, &[]);
        }
        let frame = self.goto_frame_enter(body, &stmts, None, false);
        let compact = self.compact;
        for (i, st) in stmts.into_iter().enumerate() {
            if frame {
                self.goto_label_point(st);
            }
            self.compact = compact || self.once_stmts.contains(&st);
            self.nextstate(st);
            if i + 1 == n {
                // An explicit `return` last is the same as its value last; a `goto &sub`
                // (or `goto LABEL`) last leaves in every context alike.
                let e = match self.prog.op(st).kind {
                    OpKind::Return(e) => e,
                    OpKind::GotoSub { .. } | OpKind::GotoLabel(_) | OpKind::GotoExpr(_) => {
                        self.statement(st, Want::Void)?;
                        None
                    }
                    _ => Some(st),
                };
                match e {
                    Some(_) => self.return_value(e)?,
                    None => self.return_value(None)?,
                }
            } else {
                self.statement(st, Want::Void)?;
            }
        }
        self.compact = compact;
        if n == 0 {
            self.return_value(None)?;
        }
        self.goto_frame_leave(frame)
    }

    /// The statements of a program's or a module file's body (`body`) that run at most
    /// once each time it runs: those of the body itself and of the branches of its `if`
    /// statements, down to a bounded depth, that hold no loop, bare block, `map`,
    /// `grep`, `sort` or `first` block or substitution (`OpFacts::repeats`). The caller
    /// has checked that no `goto LABEL` can jump back.
    fn once_statements(&self, body: OpId) -> std::collections::HashSet<OpId> {
        let mut out = std::collections::HashSet::new();
        let mut work = vec![(body, 0u32)];
        while let Some((block, depth)) = work.pop() {
            for st in self.prog.statements(block) {
                if !self.low.facts.repeats(st) {
                    out.insert(st);
                    continue;
                }
                // Its branches run at most once when the `if` does; its conditions are
                // lowered with the `if` (not compact: something in it repeats).
                let mut op = st;
                while let OpKind::If { then, els, .. } = self.prog.op(op).kind {
                    if depth < 16 {
                        work.push((then, depth + 1));
                    }
                    match els {
                        Some(e) if matches!(self.prog.op(e).kind, OpKind::If { .. }) => op = e,
                        Some(e) => {
                            if depth < 16 {
                                work.push((e, depth + 1));
                            }
                            break;
                        }
                        None => break,
                    }
                }
            }
        }
        out
    }

    /// Implements the return protocol for `e` (a `return` argument or a sub's last
    /// statement), branching on the caller's context at run time.
    pub fn return_value(&mut self, e: Option<OpId>) -> Result<(), Diag> {
        let Some((mark, gimme)) = self.args else {
            // perl compiles `return` outside a sub and dies when it runs.
            if let Some(e) = e {
                self.lower(e, Want::Void)?;
            }
            let msg = self.low.string_data(b"Can't return outside a subroutine");
            let m = self.data_addr(msg);
            let len = self.iconst(33);
            self.call_rt(Rt::DieMsg, &[m, len]);
            return Ok(());
        };
        let list_b = self.b.create_block();
        let scalar_b = self.b.create_block();
        let is_list = self.b.ins().icmp_imm_s(IntCC::Equal, gimme, G_LIST);
        // A call returned as the value passes the caller's void context on (its
        // `wantarray` is undef); other values just run as scalars.
        let tail_call = e.is_some_and(|x| {
            matches!(
                self.prog.op(x).kind,
                OpKind::Entersub { .. }
                    | OpKind::CallRef { .. }
                    | OpKind::MethodCall { .. }
                    | OpKind::AmperCall(_)
            )
        });
        if tail_call {
            let void_b = self.b.create_block();
            let not_list = self.b.create_block();
            self.b.ins().brif(is_list, list_b, &[], not_list, &[]);
            self.b.switch_to_block(not_list);
            let is_void = self.b.ins().icmp_imm_s(IntCC::Equal, gimme, G_VOID);
            self.b.ins().brif(is_void, void_b, &[], scalar_b, &[]);
            self.b.switch_to_block(void_b);
            self.set_sp(mark);
            if let Some(x) = e {
                self.statement_value(x, Want::Void)?;
            }
            let undef = self.load64(self.ctx, CTX_SV_UNDEF);
            self.b.def_var(self.ret_var, undef);
            self.unwind_all_loops();
            self.jump_to_exit();
        } else {
            self.b.ins().brif(is_list, list_b, &[], scalar_b, &[]);
        }

        self.b.switch_to_block(list_b);
        if let Some(e) = e {
            let from = self.mark();
            self.statement_value(e, Want::List)?;
            if self.b.current_block().is_some() {
                self.call_rt(Rt::SubReturnList, &[mark, from]);
            }
        } else {
            self.set_sp(mark);
        }
        self.unwind_all_loops();
        self.jump_to_exit();

        self.b.switch_to_block(scalar_b);
        self.set_sp(mark);
        let v = match e {
            Some(e) => self.statement_value(e, Want::Scalar)?,
            None => None,
        };
        if let Some(v) = v {
            let sv = self.sv_of(v);
            let copy = self.call_rt(Rt::RetCopy, &[sv])[0];
            self.b.def_var(self.ret_var, copy);
        } else {
            let undef = self.load64(self.ctx, CTX_SV_UNDEF);
            self.b.def_var(self.ret_var, undef);
        }
        self.unwind_all_loops();
        self.jump_to_exit();
        let dead = self.b.create_block();
        self.b.switch_to_block(dead);
        Ok(())
    }

    /// A statement used for its value (the last statement of a sub): `if` gives the value
    /// of the branch taken, or of the condition when none is.
    fn statement_value(&mut self, id: OpId, want: Want) -> Result<Option<super::expr::V>, Diag> {
        match self.prog.op(id).kind {
            OpKind::If {
                cond,
                then,
                els,
                unless,
            } => {
                let written = match (unless, &self.prog.op(cond).kind) {
                    (true, OpKind::Not(inner)) => *inner,
                    _ => cond,
                };
                let c = self.lower(written, Want::Scalar)?;
                let sv = self.sv_of(c);
                let t = self.sv_truth(sv);
                let t = if unless && written != cond {
                    self.b.ins().bxor_imm_s(t, 1)
                } else {
                    t
                };
                let then_b = self.b.create_block();
                let else_b = self.b.create_block();
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                self.b.ins().brif(t, then_b, &[], else_b, &[]);
                for (blk, body) in [(then_b, Some(then)), (else_b, els)] {
                    self.b.switch_to_block(blk);
                    let v = match body {
                        Some(body) => self.block_value(body, want)?,
                        None => {
                            if want == Want::List {
                                self.push_stack(sv);
                            }
                            Some(super::expr::V::Sv(sv))
                        }
                    };
                    let out = match (want, v) {
                        (Want::Scalar, Some(v)) => self.sv_of(v),
                        _ => self.load64(self.ctx, CTX_SV_UNDEF),
                    };
                    if self.b.current_block().is_some() {
                        self.b.ins().jump(done, &[out.into()]);
                    }
                }
                self.b.switch_to_block(done);
                Ok(Some(super::expr::V::Sv(self.b.block_params(done)[0])))
            }
            // A bare block is a loop run once: its last statement gives the value.
            OpKind::Bare { ref label, body } if want != Want::Void => {
                let label = label.clone();
                self.bare_block(&label, body, want, true)
            }
            // A loop's value: the condition's value that ended it (`foreach`: false).
            OpKind::While { cond: Some(_), .. } | OpKind::CFor { cond: Some(_), .. }
                if want != Want::Void =>
            {
                let var = self.b.declare_var(types::I64);
                let undef = self.load64(self.ctx, CTX_SV_UNDEF);
                self.b.def_var(var, undef);
                self.loop_value = Some(var);
                self.statement(id, Want::Void)?;
                self.loop_value = None;
                let v = self.b.use_var(var);
                Ok(Some(self.loop_result(v, want)))
            }
            OpKind::Foreach { .. } if want != Want::Void => {
                self.statement(id, Want::Void)?;
                let no = self.load64(self.ctx, CTX_SV_NO);
                Ok(Some(self.loop_result(no, want)))
            }
            OpKind::While { .. }
            | OpKind::CFor { .. }
            | OpKind::Foreach { .. }
            | OpKind::Bare { .. }
            | OpKind::Nothing => {
                self.statement(id, Want::Void)?;
                Ok(None)
            }
            _ => self.lower(id, want).map(Some),
        }
    }

    /// A loop's value as a statement's: pushed in list context.
    fn loop_result(&mut self, sv: Value, want: Want) -> super::expr::V {
        if want == Want::List && self.b.current_block().is_some() {
            self.push_stack(sv);
        }
        super::expr::V::Sv(sv)
    }

    fn block_value(&mut self, id: OpId, want: Want) -> Result<Option<super::expr::V>, Diag> {
        let stmts = self.prog.statements(id);
        let n = stmts.len();
        let mut result = None;
        let frame = self.goto_frame_enter(id, &stmts, None, false);
        for (i, st) in stmts.into_iter().enumerate() {
            if frame {
                self.goto_label_point(st);
            }
            self.nextstate(st);
            if i + 1 == n {
                result = self.statement_value(st, want)?;
            } else {
                self.statement(st, Want::Void)?;
            }
        }
        self.goto_frame_leave(frame)?;
        Ok(result)
    }

    pub fn jump_to_exit(&mut self) {
        if self.b.current_block().is_some() {
            let exit = self.exit_block;
            self.b.ins().jump(exit, &[]);
        }
    }

    fn if_stmt(
        &mut self,
        cond: OpId,
        then: OpId,
        els: Option<OpId>,
        want: Want,
    ) -> Result<(), Diag> {
        let then_b = self.b.create_block();
        let else_b = self.b.create_block();
        let done = self.b.create_block();
        self.branch(cond, then_b, else_b)?;
        self.b.switch_to_block(then_b);
        self.block(then, want)?;
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(else_b);
        if let Some(e) = els {
            match self.prog.op(e).kind {
                OpKind::If { .. } => {
                    // perl wraps an `elsif` condition in a statement of its own: its
                    // messages name the `elsif` line, and its temporaries go first.
                    self.nextstate(e);
                    self.statement(e, want)?;
                }
                _ => {
                    self.block(e, want)?;
                }
            }
        }
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        Ok(())
    }

    /// Arrays and hashes as containers (a dereferenced undef autovivifies).
    pub fn container(&mut self, id: OpId) -> Result<Value, Diag> {
        self.container_mode(id, true)
    }

    /// Arrays and hashes; `vivify` false for a plain rvalue use (`@$undef` dies).
    pub fn container_mode(&mut self, id: OpId, vivify: bool) -> Result<Value, Diag> {
        match self.prog.op(id).kind {
            OpKind::Rv2av(e) | OpKind::Rv2hv(e) => {
                let r = self.deref_source(e)?;
                let strict = self.prog.op(id).strict_refs;
                let v = if vivify { DEREF_VIVIFY } else { 0 };
                let flags = self.iconst32((v | if strict { DEREF_STRICT } else { 0 }).into());
                let f = if matches!(self.prog.op(id).kind, OpKind::Rv2av(_)) {
                    Rt::Rv2av
                } else {
                    Rt::Rv2hv
                };
                Ok(self.call_rt(f, &[r, flags])[0])
            }
            OpKind::Padav { ix, intro } | OpKind::Padhv { ix, intro } => {
                let v = self.pad_get(ix);
                if intro && !self.empty_at_intro(ix) && !self.intro_hoisted(ix) {
                    let nv = self.call_rt(Rt::PadIntro, &[v])[0];
                    self.pad_set(ix, nv);
                    return Ok(nv);
                }
                Ok(v)
            }
            OpKind::Gvav(g) => {
                let gv = self.gv(g);
                Ok(self.load64(gv, GV_AV))
            }
            OpKind::Gvhv(g) => {
                let gv = self.gv(g);
                Ok(self.load64(gv, GV_HV))
            }
            OpKind::MatchAv(_) | OpKind::MatchHv(_) => Ok(self.match_container(id)),
            _ => Err(self.err_unsupported("this array or hash expression")),
        }
    }

    /// The scalar holding a reference: an element or variable is fetched as an lvalue so
    /// that autovivification can store the new reference into it.
    pub fn deref_source(&mut self, e: OpId) -> Result<Value, Diag> {
        match self.prog.op(e).kind {
            OpKind::Aelem { .. }
            | OpKind::Helem { .. }
            | OpKind::Padsv { .. }
            | OpKind::Gvsv(_)
            | OpKind::Rv2sv(_) => self.lvalue(e),
            _ => {
                let v = self.lower(e, Want::Scalar)?;
                Ok(self.sv_of(v))
            }
        }
    }

    /// Whether the op's context is the caller's (decided at run time).
    pub fn want_of(&self, id: OpId, inherited: Want) -> Want {
        match self.prog.op(id).cx {
            Cx::Void => Want::Void,
            Cx::Scalar => Want::Scalar,
            Cx::List => Want::List,
            Cx::Caller => inherited,
        }
    }
}

/// The CLIF text of a function, with the Perl statements as comments.
pub fn clif_text(
    func: &ir::Function,
    name: &str,
    notes: &Notes,
    names: &dyn Fn(u32, u32) -> String,
) -> String {
    use cranelift_codegen::write::{FuncWriter, PlainWriter};
    use std::fmt::Write;
    struct W<'n> {
        notes: &'n Notes,
        plain: PlainWriter,
        pos: HashMap<Block, usize>,
    }
    impl FuncWriter for W<'_> {
        fn write_block_header(
            &mut self,
            w: &mut dyn Write,
            func: &ir::Function,
            block: Block,
            indent: usize,
        ) -> std::fmt::Result {
            self.pos.insert(block, 0);
            self.plain.write_block_header(w, func, block, indent)
        }
        fn write_instruction(
            &mut self,
            w: &mut dyn Write,
            func: &ir::Function,
            aliases: &cranelift_codegen::entity::SecondaryMap<Value, Vec<Value>>,
            inst: ir::Inst,
            indent: usize,
        ) -> std::fmt::Result {
            let block = func.layout.inst_block(inst);
            if let Some(block) = block {
                let n = self.pos.get(&block).copied().unwrap_or(0);
                for (b, i, text) in self.notes {
                    if *b == block && *i == n {
                        writeln!(w, "{:indent$}; {text}", "", indent = indent)?;
                    }
                }
                self.pos.insert(block, n + 1);
            }
            self.plain.write_instruction(w, func, aliases, inst, indent)
        }
    }
    let mut out = format!("; Perl sub {name}\n");
    // A legend: which runtime entry or data object each fnN / gvN is.
    for (fref, data) in func.dfg.ext_funcs.iter() {
        if let ir::ExternalName::User(r) = &data.name {
            let u = &func.params.user_named_funcs()[*r];
            out.push_str(&format!("; {fref} = {}\n", names(u.namespace, u.index)));
        }
    }
    for (gv, data) in func.global_values.iter() {
        if let ir::GlobalValueData::Symbol {
            name: ir::ExternalName::User(r),
            ..
        } = data
        {
            let u = &func.params.user_named_funcs()[*r];
            out.push_str(&format!("; {gv} = {}\n", names(u.namespace, u.index)));
        }
    }
    let mut writer = W {
        notes,
        plain: PlainWriter,
        pos: HashMap::new(),
    };
    let mut body = String::new();
    let _ = cranelift_codegen::write::decorate_function(&mut writer, &mut body, func);
    // Show callees by symbol rather than by declaration number, so the text is stable
    // when unrelated runtime entries are added.
    for data in func.dfg.ext_funcs.values() {
        if let ir::ExternalName::User(r) = &data.name {
            let u = &func.params.user_named_funcs()[*r];
            body = body.replace(
                &format!(" u{}:{} sig", u.namespace, u.index),
                &format!(" %{} sig", names(u.namespace, u.index)),
            );
        }
    }
    out.push_str(&body);
    out
}

/// The statements' states for `caller(N)`'s elements 8 to 10, in the layout the runtime
/// reads (runtime/src/core/caller.rs `read_cops`).
fn cop_table(prog: &crate::ops::Program) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&(prog.cop_states.len() as u32).to_le_bytes());
    for st in &prog.cop_states {
        out.extend_from_slice(&st.hints.to_le_bytes());
        let bits = st.warnings.perl_bits();
        let flags =
            u8::from(bits.is_some()) | u8::from(st.hh.is_some()) << 1 | u8::from(st.unknown) << 2;
        out.push(flags);
        if let Some(b) = bits {
            out.extend_from_slice(&b);
        }
        if let Some(features) = st.hh {
            let mut hh = Vec::new();
            for k in crate::parse::hint_hash_keys(features) {
                camelift_abi::hint_hash_entry(&mut hh, k.as_bytes(), Some(b"1"));
            }
            prog.encode_hint_hash_set(st.extra, &mut hh);
            out.extend_from_slice(&(hh.len() as u32).to_le_bytes());
            out.extend_from_slice(&hh);
        }
    }
    out
}
