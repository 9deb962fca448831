//! `goto &sub` (docs/decisions/goto-sub.md). A sub that contains one is compiled as two
//! functions: its body, which at the `goto` hands the target and @_ to the runtime
//! (`goto_sub`), leaves as on a return and returns null; and its entry (the function
//! every call and code value of the sub uses), which calls the body and, on a null, has
//! the runtime make the call (`goto_run`). Other subs are compiled as before.

use super::expr::V;
use super::fx::Fx;
use super::rt::Rt;
use super::Lowering;
use crate::diag::Diag;
use crate::ops::{OpId, OpKind, Program};
use camelift_abi::codes::{GotoFrom, GOTO_BY_NAME};
use cranelift_codegen::ir::{self, types, InstBuilder};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::Module;

/// Where a `goto &sub` in sub `ix`'s own body (not in its eval blocks) is.
pub(super) fn goto_from_sub(prog: &Program, ix: usize) -> GotoFrom {
    if ix == 0 {
        GotoFrom::Outside
    } else if prog.unit_subs.contains_key(&(ix as u32)) {
        // A file's top level runs inside `require`/`do FILE`, an eval to perl.
        GotoFrom::EvalBlock
    } else {
        GotoFrom::Sub
    }
}

/// Where a `goto &sub` in an outlined block (`op` the eval, sort or List::Util op) is.
pub(super) fn goto_from_block(prog: &Program, op: OpId) -> GotoFrom {
    match prog.op(op).kind {
        OpKind::EvalBlock(_) => GotoFrom::EvalBlock,
        OpKind::UtilBlock { .. } => GotoFrom::Callback,
        // A sort block runs on a stack of its own in perl, with no sub around it.
        _ => GotoFrom::Outside,
    }
}

/// Whether the tree at `body` has a `goto &sub`, or a `goto EXPR` that may be one (an
/// explicit walk: trees can be deep).
pub(super) fn has_goto(prog: &Program, body: OpId) -> bool {
    prog.subtree(body).any(|id| {
        matches!(
            prog.op(id).kind,
            OpKind::GotoSub { .. } | OpKind::GotoExpr(_)
        )
    })
}

/// The entry of sub `ix`, whose body does `goto &sub`: `(ctx, mark, gimme)`, the body's
/// value, or the value of the call a `goto` in it asked for.
pub(super) fn lower_goto_entry(
    low: &mut Lowering<'_>,
    func: &mut ir::Function,
    fctx: &mut FunctionBuilderContext,
    ix: usize,
) -> super::fx::Notes {
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    let body_id = low.goto_bodies[&ix];
    let body = low.module.declare_func_in_func(body_id, b.func);
    let call = b.ins().call(body, &params);
    let r = b.inst_results(call)[0];
    let run = b.create_block();
    let done = b.create_block();
    b.append_block_param(done, types::I64);
    b.ins().brif(r, done, &[r.into()], run, &[]);
    b.switch_to_block(run);
    b.set_cold_block(run);
    let id = low.rt_funcs[Rt::GotoRun as usize];
    let f = low.module.declare_func_in_func(id, b.func);
    // The runtime is linked statically: call it directly, not through the GOT.
    b.func.dfg.ext_funcs[f].colocated = true;
    let call = b.ins().call(f, &params);
    let r2 = b.inst_results(call)[0];
    b.ins().jump(done, &[r2.into()]);
    b.switch_to_block(done);
    let v = b.block_params(done)[0];
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    let cfg = low.module.target_config();
    b.finalize(cfg);
    vec![]
}

impl<'a, 'p> Fx<'a, 'p> {
    /// `goto &NAME` / `goto &$code` / `goto &{EXPR}`: the runtime finds the sub (or dies
    /// with perl's message), then, in a sub's body, the sub leaves as on a return with a
    /// null value, which its entry takes as the request to make the call.
    pub(super) fn goto_sub(&mut self, code: OpId, named: bool) -> Result<(), Diag> {
        let prog = self.prog;
        let (target, by_name) = match &prog.op(code).kind {
            OpKind::RefCode(name) if named => match prog
                .sub_index(name)
                .filter(|_| !prog.undefined_subs.contains(name))
            {
                Some(ix) => (self.code_value(ix as usize), 0),
                // Not a sub of the program, or one an `undef &NAME` may have removed:
                // looked up by name when the goto runs.
                None => {
                    let n = V::Const(crate::ops::Const::Str(name.as_bytes().to_vec()));
                    (n, GOTO_BY_NAME)
                }
            },
            _ => (self.lower(code, super::fx::Want::Scalar)?, 0),
        };
        self.goto_sub_value(target, by_name, code)
    }

    /// The `goto &sub` of `target` (with `by_name`, a sub's full name), `code` the
    /// operand op (named in the warning about an undefined one).
    pub(super) fn goto_sub_value(
        &mut self,
        target: V,
        by_name: i32,
        code: OpId,
    ) -> Result<(), Diag> {
        let prog = self.prog;
        let target = self.sv_of(target);
        let from = self.goto_from;
        let mode = self.iconst32(i64::from(from.code() as i32 | by_name));
        let pkg = prog.packages[usize::from(self.pkg)].clone();
        let (pp, pl) = self.bytes_arg(pkg.as_bytes());
        let names = [self.var_name(code)];
        let info = self.info("subroutine dereference", &names);
        self.call_rt(Rt::GotoSub, &[target, mode, pp, pl, info]);
        let Some((mark, _)) = self.args else {
            return Ok(());
        };
        if from != GotoFrom::Sub {
            // `goto_sub` has died.
            return Ok(());
        }
        self.set_sp(mark);
        let null = self.iconst(0);
        self.set_ret(null);
        self.unwind_all_loops();
        self.jump_to_exit();
        let dead = self.b.create_block();
        self.b.switch_to_block(dead);
        Ok(())
    }
}
