//! perl's LOGOPs: `&&` `||` `//` and their assignments, `?:`, `!`, the range operator
//! (a flip-flop in scalar context), and the branch on an op's truth that `if` and the loops use.

use super::expr::{Made, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{Const, OpId, OpKind};
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::IntCC, types, InstBuilder, Value};

impl<'a, 'p> Fx<'a, 'p> {
    /// Conditional branch on an expression's truth; `&&`, `||`, `!` become control flow.
    pub fn branch(
        &mut self,
        cond: OpId,
        t: cranelift_codegen::ir::Block,
        f: cranelift_codegen::ir::Block,
    ) -> Result<(), Diag> {
        match self.prog.op(cond).kind {
            OpKind::Not(a) => return self.branch(a, f, t),
            OpKind::And(a, b) => {
                let mid = self.b.create_block();
                self.branch(a, mid, f)?;
                self.b.switch_to_block(mid);
                return self.branch(b, t, f);
            }
            OpKind::Or(a, b) => {
                let mid = self.b.create_block();
                self.branch(a, t, mid)?;
                self.b.switch_to_block(mid);
                return self.branch(b, t, f);
            }
            _ => {}
        }
        let v = self.lower(cond, Want::Scalar)?;
        self.branch_on(v, t, f);
        Ok(())
    }

    /// Branches on the truth of a value (nothing when the code before left).
    fn branch_on(
        &mut self,
        v: V,
        t: cranelift_codegen::ir::Block,
        f: cranelift_codegen::ir::Block,
    ) {
        if self.b.current_block().is_none() {
            return;
        }
        let c = self.bool_of(v);
        self.b.ins().brif(c, t, &[], f, &[]);
        let dead = self.b.create_block();
        self.b.switch_to_block(dead);
    }

    /// `branch`, keeping the condition's value in `var` (a loop whose value is returned).
    pub fn branch_keeping(
        &mut self,
        cond: OpId,
        var: cranelift_frontend::Variable,
        t: cranelift_codegen::ir::Block,
        f: cranelift_codegen::ir::Block,
    ) -> Result<(), Diag> {
        let v = self.lower(cond, Want::Scalar)?;
        if self.b.current_block().is_some() {
            let sv = self.sv_of(v);
            self.b.def_var(var, sv);
            self.branch_on(V::Sv(sv), t, f);
        }
        Ok(())
    }

    /// `&&` (0), `||` (1), `//` (2) as values.
    pub(super) fn logop(&mut self, which: u8, a: OpId, b: OpId, want: Want) -> Result<V, Diag> {
        let rhs_b = self.b.create_block();
        let done = self.b.create_block();
        let rhs_want = self.want_of(b, want);
        if want == Want::Void {
            let av = self.lower(a, Want::Scalar)?;
            let t = self.logop_test(which, av);
            if which == 0 {
                self.b.ins().brif(t, rhs_b, &[], done, &[]);
            } else {
                self.b.ins().brif(t, done, &[], rhs_b, &[]);
            }
            self.b.switch_to_block(rhs_b);
            self.lower(b, Want::Void)?;
            if self.b.current_block().is_some() {
                self.b.ins().jump(done, &[]);
            }
            self.b.switch_to_block(done);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        if want == Want::List {
            // The left side's value is the result when it decides (pushed as one scalar).
            let av = self.lower(a, Want::Scalar)?;
            let sv = self.sv_of(av.clone());
            let t = self.logop_test(which, V::Sv(sv));
            let push_b = self.b.create_block();
            if which == 0 {
                self.b.ins().brif(t, rhs_b, &[], push_b, &[]);
            } else {
                self.b.ins().brif(t, push_b, &[], rhs_b, &[]);
            }
            self.b.switch_to_block(push_b);
            self.push_stack(sv);
            self.b.ins().jump(done, &[]);
            self.b.switch_to_block(rhs_b);
            self.lower_pushed(b, rhs_want)?;
            if self.b.current_block().is_some() {
                self.b.ins().jump(done, &[]);
            }
            self.b.switch_to_block(done);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        self.b.append_block_param(done, types::I64);
        let av = self.lower(a, Want::Scalar)?;
        let sv = self.sv_of(av);
        let t = self.logop_test(which, V::Sv(sv));
        if which == 0 {
            self.b.ins().brif(t, rhs_b, &[], done, &[sv.into()]);
        } else {
            self.b.ins().brif(t, done, &[sv.into()], rhs_b, &[]);
        }
        self.b.switch_to_block(rhs_b);
        let bv = self.lower(b, Want::Scalar)?;
        if self.b.current_block().is_some() {
            let bs = self.sv_of(bv);
            self.b.ins().jump(done, &[bs.into()]);
        }
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// The deciding test: truth for `&&`/`||`, definedness for `//`.
    pub(super) fn logop_test(&mut self, which: u8, v: V) -> Value {
        if which == 2 {
            let sv = self.sv_of(v);
            let f = self.load32(sv, SV_FLAGS);
            let m = self.b.ins().band_imm_s(f, (SVF_OK_MASK | SVT_MASK) as i64);
            return self.b.ins().icmp_imm_s(IntCC::NotEqual, m, 0);
        }
        self.bool_of(v)
    }

    pub(super) fn logassign(&mut self, which: u8, a: OpId, b: OpId, want: Want) -> Result<V, Diag> {
        if let Some(args) = self.vec_lvalue_args(a) {
            return self.vec_logassign(which, &args, b, want);
        }
        if let OpKind::Pos(p) = self.prog.op(a).kind {
            // `pos($s) ||= N`: the current position, then maybe a new one.
            let target = self.lvalue(p)?;
            let cur = self.call_rt(Rt::RePosGet, &[target])[0];
            let t = self.logop_test(which, V::Sv(cur));
            let assign_b = self.b.create_block();
            let done = self.b.create_block();
            self.b.append_block_param(done, types::I64);
            if which == 0 {
                self.b.ins().brif(t, assign_b, &[], done, &[cur.into()]);
            } else {
                self.b.ins().brif(t, done, &[cur.into()], assign_b, &[]);
            }
            self.b.switch_to_block(assign_b);
            let bv = self.lower(b, Want::Scalar)?;
            let bs = self.sv_of(bv);
            self.call_rt(Rt::RePosSet, &[target, bs]);
            self.b.ins().jump(done, &[bs.into()]);
            self.b.switch_to_block(done);
            return Ok(V::Sv(self.b.block_params(done)[0]));
        }
        let target = self.lvalue(a)?;
        let t = self.logop_test(which, V::Sv(target));
        let assign_b = self.b.create_block();
        let done = self.b.create_block();
        if which == 0 {
            self.b.ins().brif(t, assign_b, &[], done, &[]);
        } else {
            self.b.ins().brif(t, done, &[], assign_b, &[]);
        }
        self.b.switch_to_block(assign_b);
        let bv = self.lower(b, Want::Scalar)?;
        let bs = self.sv_of(bv);
        self.call_rt(Rt::SvSetsv, &[target, bs]);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        Ok(V::Sv(target))
    }

    pub(super) fn cond_expr(&mut self, c: OpId, t: OpId, f: OpId, want: Want) -> Result<V, Diag> {
        let tb = self.b.create_block();
        let fb = self.b.create_block();
        let done = self.b.create_block();
        self.branch(c, tb, fb)?;
        let scalar = want == Want::Scalar;
        if scalar {
            self.b.append_block_param(done, types::I64);
        }
        for (blk, e) in [(tb, t), (fb, f)] {
            self.b.switch_to_block(blk);
            let w = if want == Want::Scalar {
                Want::Scalar
            } else {
                self.want_of(e, want)
            };
            let w = if want == Want::Void { Want::Void } else { w };
            if want == Want::List && w != Want::List {
                self.lower_pushed(e, w)?;
                if self.b.current_block().is_some() {
                    self.b.ins().jump(done, &[]);
                }
                continue;
            }
            let v = self.lower(e, w)?;
            if self.b.current_block().is_some() {
                if scalar {
                    let sv = self.sv_of(v);
                    self.b.ins().jump(done, &[sv.into()]);
                } else {
                    self.b.ins().jump(done, &[]);
                }
            }
        }
        self.b.switch_to_block(done);
        if scalar {
            return Ok(V::Sv(self.b.block_params(done)[0]));
        }
        Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)))
    }

    /// `substr(T, OFF, LEN, REPL)` / `substr(T, OFF, LEN) = REPL`: `args` are T, OFF and
    /// LEN if given; the old part is the value.
    /// `A .. B` in scalar context: false until A is true, then counts 1, 2, ... until B is
    /// true, whose count gets "E0" appended; the state lives in a cell of its own. With
    /// three dots B is not tested when A has just turned it on.
    pub(super) fn flip_flop(&mut self, id: OpId, a: OpId, b: OpId) -> Result<V, Diag> {
        for side in [a, b] {
            if matches!(
                self.prog.op(side).kind,
                OpKind::Const(Const::Iv(_)) | OpKind::Const(Const::Nv(_))
            ) {
                return Err(self.err_unsupported(
                    "a flip-flop with a constant operand (compared with $., the input line number)",
                ));
            }
        }
        let three = self.prog.three_dots.contains(&id);
        let cell_id = self.low.regex_cell(id.0);
        let cell = self.data_addr(cell_id);
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        let off_b = self.b.create_block();
        let on_b = self.b.create_block();
        let check_b = self.b.create_block();
        self.b.append_block_param(check_b, types::I64);
        let state = self.load64(cell, 0);
        self.b.ins().brif(state, on_b, &[], off_b, &[]);
        // Off: test the left side.
        self.b.switch_to_block(off_b);
        let av = self.lower(a, Want::Scalar)?;
        let t = self.bool_of(av);
        let started = self.b.create_block();
        let no = self.load64(self.ctx, CTX_SV_NO);
        self.b.ins().brif(t, started, &[], done, &[no.into()]);
        self.b.switch_to_block(started);
        let one = self.iconst(1);
        if three {
            self.store(one, cell, 0);
            let r = self.new_mortal_iv(one);
            self.b.ins().jump(done, &[r.into()]);
        } else {
            self.b.ins().jump(check_b, &[one.into()]);
        }
        // On: count, then test the right side.
        self.b.switch_to_block(on_b);
        let n = self.b.ins().iadd_imm_s(state, 1);
        self.b.ins().jump(check_b, &[n.into()]);
        self.b.switch_to_block(check_b);
        let n = self.b.block_params(check_b)[0];
        let bv = self.lower(b, Want::Scalar)?;
        let t = self.bool_of(bv);
        let end = self.b.create_block();
        let go_on = self.b.create_block();
        self.b.ins().brif(t, end, &[], go_on, &[]);
        self.b.switch_to_block(end);
        let zero = self.iconst(0);
        self.store(zero, cell, 0);
        let r = self.call_rt(Rt::FlipFlopEnd, &[n])[0];
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(go_on);
        self.store(n, cell, 0);
        let r = self.new_mortal_iv(n);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// `!` (perl's pp_not): a truth value, made perl's yes/no only when needed.
    pub(super) fn not(&mut self, a: OpId) -> Result<V, Diag> {
        let v = self.lower(a, Want::Scalar)?;
        let t = self.bool_of(v);
        Ok(V::Bool(self.b.ins().bxor_imm_s(t, 1)))
    }

    /// `A .. B`: the list of values in list context (perl's pp_range), a flip-flop in
    /// scalar context.
    pub(super) fn range(&mut self, id: OpId, a: OpId, b: OpId, want: Want) -> Result<Made, Diag> {
        if want != Want::List {
            return Ok(Made::Scalar(self.flip_flop(id, a, b)?));
        }
        let av = self.lower(a, Want::Scalar)?;
        let a_sv = self.sv_of(av);
        let bv = self.lower(b, Want::Scalar)?;
        let b_sv = self.sv_of(bv);
        self.call_rt(Rt::PpRange, &[a_sv, b_sv]);
        Ok(Made::Pushed)
    }
}
