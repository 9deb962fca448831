//! Calls: named subs (perl's entersub), code references, methods, `&name;`, `wantarray`, and
//! `eval BLOCK`.

use super::expr::{Made, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{OpId, OpKind};
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::IntCC, InstBuilder, Value};

impl<'a, 'p> Fx<'a, 'p> {
    /// A named sub's call; `share_args`: `&name;`, the callee gets our `@_` itself.
    pub(super) fn entersub(
        &mut self,
        name: &str,
        args: &[OpId],
        want: Want,
        share_args: bool,
    ) -> Result<V, Diag> {
        let mark = self.mark();
        for a in args {
            self.mark_lval_slices(*a);
        }
        for a in args {
            let w = self.want_of(*a, Want::List);
            self.push_sub_arg(*a, w)?;
        }
        let by_name = self.prog.undefined_subs.contains(name);
        let Some(ix) = self.prog.sub_index(name).filter(|_| !by_name) else {
            // Not a sub of the program: found by name when the call runs (the runtime's
            // own subs, such as `UNIVERSAL::isa`), else "Undefined subroutine" then.
            let n = V::Const(crate::ops::Const::Str(name.as_bytes().to_vec()));
            let cv = self.sv_of(n);
            if share_args {
                self.call_rt(Rt::ShareArgs, &[]);
            }
            return Ok(self.call_code_sv(cv, mark, want, false));
        };
        let g = self.gimme_const(want);
        let ix = ix as usize;
        if share_args {
            self.call_rt(Rt::ShareArgs, &[]);
        }
        let r = self.call_in_loops(
            |fx| fx.call_sub(ix, mark, g),
            |fx| {
                let f = fx.sub_addr(ix);
                fx.call_rt(Rt::CallCatch, &[f, mark, g])[0]
            },
        );
        // The callee set the line to its own statements; restore ours.
        self.set_curline();
        if want == Want::List {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r))
    }

    /// `$code->(ARGS)`; `share_args`: `&$code;`, the callee gets our `@_` itself.
    pub(super) fn call_ref(
        &mut self,
        code: OpId,
        args: &[OpId],
        want: Want,
        share_args: bool,
    ) -> Result<V, Diag> {
        let cv = self.lower(code, Want::Scalar)?;
        let cv = self.sv_of(cv);
        let mark = self.mark();
        for a in args {
            self.mark_lval_slices(*a);
        }
        for a in args {
            let w = self.want_of(*a, Want::List);
            self.push_sub_arg(*a, w)?;
        }
        let strict = self.prog.op(code).strict_refs;
        if share_args {
            self.call_rt(Rt::ShareArgs, &[]);
        }
        Ok(self.call_code_sv(cv, mark, want, strict))
    }

    /// `$code->(...)` with the arguments on the stack from `mark`: the call (through the
    /// catching entry inside loops that a `last` in the callee may leave), then its value.
    pub(super) fn call_code_sv(
        &mut self,
        cv: Value,
        mark: Value,
        want: Want,
        strict_refs: bool,
    ) -> V {
        let g = self.gimme_const(want);
        let strict = self.iconst32(strict_refs as i64);
        let r = self.call_in_loops(
            |fx| fx.call_rt(Rt::CallSv, &[cv, mark, g, strict])[0],
            |fx| fx.call_rt(Rt::CallSvCatch, &[cv, mark, g, strict])[0],
        );
        self.set_curline();
        if want == Want::List {
            return V::Sv(self.load64(self.ctx, CTX_SV_UNDEF));
        }
        V::Sv(r)
    }

    /// `INV->meth(ARGS)`: the invocant and the arguments go on the stack, the runtime finds
    /// the code (through the call site's cache when the name is constant), then the call
    /// is `$code->(...)`'s.
    pub(super) fn method_call(
        &mut self,
        inv: OpId,
        meth: OpId,
        args: &[OpId],
        package: &str,
        want: Want,
    ) -> Result<V, Diag> {
        let mark = self.mark();
        for a in args {
            self.mark_lval_slices(*a);
        }
        let v = self.lower(inv, Want::Scalar)?;
        let v = self.sv_of(v);
        self.push_stack(v);
        for a in args {
            let w = self.want_of(*a, Want::List);
            self.push_sub_arg(*a, w)?;
        }
        let constant = matches!(self.prog.op(meth).kind, OpKind::Const(_));
        let name = self.lower(meth, Want::Scalar)?;
        let name = self.sv_of(name);
        let cache = if constant {
            let cell = self.low.method_cache_cell();
            self.data_addr(cell)
        } else {
            self.iconst(0)
        };
        let pkg = self.low.string_data(package.as_bytes());
        let pkg = self.data_addr(pkg);
        let cv = self.call_rt(Rt::MethodCv, &[mark, name, cache, pkg])[0];
        Ok(self.call_code_sv(cv, mark, want, false))
    }

    /// `&name;` / `&$code;`: the call without arguments, which shares the caller's `@_`.
    pub(super) fn amper_call(&mut self, call: OpId, want: Want) -> Result<V, Diag> {
        let prog = self.prog;
        match &prog.op(call).kind {
            OpKind::Entersub { name, .. } => self.entersub(name, &[], want, true),
            OpKind::CallRef { code, .. } => self.call_ref(*code, &[], want, true),
            _ => Err(self.err_unsupported("this &-call")),
        }
    }

    /// `wantarray`: the caller's context as yes (list), no (scalar) or undef (void); the
    /// main program's is undef.
    pub(super) fn wantarray(&mut self) -> Made {
        let ctx = self.ctx;
        let Some((_, gimme)) = self.args else {
            return Made::Pushed;
        };
        let yes = self.load64(ctx, CTX_SV_YES);
        let no = self.load64(ctx, CTX_SV_NO);
        let un = self.load64(ctx, CTX_SV_UNDEF);
        let is_list = self.b.ins().icmp_imm_s(IntCC::Equal, gimme, G_LIST);
        let is_scalar = self.b.ins().icmp_imm_s(IntCC::Equal, gimme, G_SCALAR);
        let s = self.b.ins().select(is_scalar, no, un);
        Made::Scalar(V::Sv(self.b.ins().select(is_list, yes, s)))
    }

    /// `eval BLOCK`: the block compiled as a function of its own, which the runtime calls
    /// under a catch of `die`; loop exits out of it are passed on.
    pub(super) fn eval_block(&mut self, id: OpId, want: Want) -> Result<Made, Diag> {
        let Some(k) = self.low.eval_index(id) else {
            return Err(self.err_unsupported("this eval block"));
        };
        let f = self.eval_addr(k);
        let base = match self.pad_base() {
            Some(b) => b,
            None => self.iconst(0),
        };
        let mark = self.mark();
        let g = match (want, self.args) {
            (Want::List, _) => self.iconst(G_LIST),
            (Want::Void, _) => self.iconst(G_VOID),
            _ => self.iconst(G_SCALAR),
        };
        let body = match self.prog.op(id).kind {
            OpKind::EvalBlock(body) => Some(body),
            _ => None,
        };
        let mut slots = vec![];
        if let Some(body) = body {
            self.slots_within(body, &mut slots);
        }
        let defer = self.iconst32(i64::from(!slots.is_empty()));
        let r = self.call_rt(Rt::EvalBlock, &[f, base, mark, g, defer])[0];
        if !slots.is_empty() {
            // Cleared before `$@` is set, so that their destructors' evals do not
            // overwrite it.
            self.clear_eval_slots(&slots);
            self.call_rt(Rt::EvalErr, &[]);
        }
        if self.catches_loop_exits() {
            self.take_loop_exit(r);
        }
        self.set_curline();
        Ok(Made::pushed_or(want, V::Sv(r)))
    }
}
