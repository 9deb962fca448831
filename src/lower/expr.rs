//! Expressions: the lowered value `V`, its conversions, and the dispatcher `Fx::lower`.
//! Each op is lowered in a wanted context: in list context its values are pushed onto the
//! argument stack; in scalar context it yields a `V`. The dispatcher's arms hand off to
//! the file of their concern (`arith`, `assign`, `elem`, `call`, `builtin`, ...).

use super::arith::integer_code;
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{Const, Func, OpId, OpKind};
use camelift_abi::codes::*;
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::FloatCC, condcodes::IntCC, types, InstBuilder, Value};

/// A lowered scalar value.
#[derive(Clone, Debug)]
pub enum V {
    /// A pointer to an SV (a variable, an element, or a mortal temporary).
    Sv(Value),
    /// An integer known at compile time to be an IV.
    Iv(Value),
    /// A truth value (i8 0/1) not yet materialised as perl's yes/no.
    Bool(Value),
    /// A comparison's result: its `truth` (i8 0/1) and, when an overloading method made
    /// it, that method's result `sv` (else 0), which is the operator's value as it is
    /// (`==` overloaded to return "yes" is "yes", not 1).
    Cmp {
        truth: Value,
        sv: cranelift_frontend::Variable,
    },
    /// A constant.
    Const(Const),
    /// A number made by an operator with an inline fast path, not boxed yet: `tag` (an i8
    /// `NumTag`) says which of the others holds it: the IV `iv`, the NV `nv`, or the SV
    /// `sv` (what the runtime's slow path returned). Boxed into a mortal only when an SV
    /// is needed, so `($a + $b) * $c` makes no temporary for `$a + $b`.
    Num {
        tag: Value,
        iv: Value,
        nv: Value,
        sv: Value,
    },
}

/// Which field of a `V::Num` holds the number: the run-time value of its `tag`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumTag {
    Iv = 0,
    Nv = 1,
    Sv = 2,
}

impl NumTag {
    /// The tag as the i8 immediate the generated code compares with.
    pub fn imm(self) -> i64 {
        self as i64
    }
}

/// What an arm of `Fx::lower` made, for the dispatcher to finish: in list context a
/// scalar is pushed, as perl's ops push their one value.
pub enum Made {
    /// A scalar value.
    Scalar(V),
    /// perl's undef as the value (`undef EXPR`, `last`, `return`).
    Undef,
    /// Nothing more to push: in list context the values are on the stack already; in
    /// scalar context the value is undef.
    Pushed,
}

impl Made {
    /// `v`, or in list context nothing more (the arm pushed its values).
    pub fn pushed_or(want: Want, v: V) -> Made {
        if want == Want::List {
            Made::Pushed
        } else {
            Made::Scalar(v)
        }
    }
}

impl<'a, 'p> Fx<'a, 'p> {
    // ---- conversions ----------------------------------------------------------------

    pub fn sv_of(&mut self, v: V) -> Value {
        match v {
            V::Sv(s) => s,
            V::Iv(i) => self.new_mortal_iv(i),
            V::Bool(b) => {
                let ctx = self.ctx;
                let yes = self.load64(ctx, CTX_SV_YES);
                let no = self.load64(ctx, CTX_SV_NO);
                self.b.ins().select(b, yes, no)
            }
            V::Cmp { truth, sv } => {
                let sv = self.b.use_var(sv);
                let ctx = self.ctx;
                let yes = self.load64(ctx, CTX_SV_YES);
                let no = self.load64(ctx, CTX_SV_NO);
                let plain = self.b.ins().select(truth, yes, no);
                self.b.ins().select(sv, sv, plain)
            }
            V::Const(c) => {
                let id = self.low.const_sv(&c);
                self.data_addr(id)
            }
            V::Num { tag, iv, nv, sv } => {
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                let boxed = self.b.ins().icmp_imm_s(IntCC::Equal, tag, NumTag::Sv.imm());
                let unboxed = self.b.create_block();
                self.b.ins().brif(boxed, done, &[sv.into()], unboxed, &[]);
                self.b.switch_to_block(unboxed);
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, NumTag::Iv.imm());
                let ivb = self.b.create_block();
                let nvb = self.b.create_block();
                self.b.ins().brif(is_iv, ivb, &[], nvb, &[]);
                self.b.switch_to_block(ivb);
                let s1 = self.new_mortal_iv(iv);
                self.b.ins().jump(done, &[s1.into()]);
                self.b.switch_to_block(nvb);
                let s2 = self.new_mortal_nv(nv);
                self.b.ins().jump(done, &[s2.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
        }
    }

    /// The merge point of an operator's fast and slow paths (see `V::Num`): a block with
    /// the four parameters, and the values for each way in.
    pub(super) fn num_merge_block(&mut self) -> cranelift_codegen::ir::Block {
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        self.b.append_block_param(done, types::I64);
        self.b.append_block_param(done, types::F64);
        self.b.append_block_param(done, types::I64);
        done
    }

    pub(super) fn jump_num(&mut self, done: cranelift_codegen::ir::Block, tag: NumTag, v: Value) {
        let t = self.b.ins().iconst(types::I8, tag.imm());
        let zi = self.b.ins().iconst(types::I64, 0);
        let zf = self.b.ins().f64const(0.0);
        // An unboxed number's `sv` is perl's undef, so reading through it is always safe
        // (and never looks like a number).
        let undef = self.load64(self.ctx, CTX_SV_UNDEF);
        let args: [cranelift_codegen::ir::BlockArg; 4] = match tag {
            NumTag::Iv => [t.into(), v.into(), zf.into(), undef.into()],
            NumTag::Nv => [t.into(), zi.into(), v.into(), undef.into()],
            NumTag::Sv => [t.into(), zi.into(), zf.into(), v.into()],
        };
        self.b.ins().jump(done, &args);
    }

    pub(super) fn num_result(&mut self, done: cranelift_codegen::ir::Block) -> V {
        self.b.switch_to_block(done);
        let p = self.b.block_params(done).to_vec();
        V::Num {
            tag: p[0],
            iv: p[1],
            nv: p[2],
            sv: p[3],
        }
    }

    /// perl's SvTRUE with the integer case inline.
    pub fn sv_truth(&mut self, sv: Value) -> Value {
        let f = self.load32(sv, SV_FLAGS);
        let m = self.b.ins().band_imm_s(f, (SVF_OK_MASK | SVT_MASK) as i64);
        let is_int = self.b.ins().icmp_imm_s(IntCC::Equal, m, SVF_IOK as i64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        self.b.ins().brif(is_int, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let iv = self.load64(sv, SV_IV);
        let t = self.b.ins().icmp_imm_s(IntCC::NotEqual, iv, 0);
        self.b.ins().jump(done, &[t.into()]);
        self.b.switch_to_block(slow);
        let r = self.call_rt(Rt::SvTrue, &[sv])[0];
        let t2 = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
        self.b.ins().jump(done, &[t2.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    pub fn bool_of(&mut self, v: V) -> Value {
        match v {
            V::Bool(b) | V::Cmp { truth: b, .. } => b,
            V::Iv(i) => self.b.ins().icmp_imm_s(IntCC::NotEqual, i, 0),
            V::Const(c) => {
                let t = crate::ops::const_truth(&c);
                self.b.ins().iconst(types::I8, t as i64)
            }
            V::Sv(s) => self.sv_truth(s),
            V::Num { tag, iv, nv, sv } => {
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I8);
                let ivb = self.b.create_block();
                let rest = self.b.create_block();
                let nvb = self.b.create_block();
                let svb = self.b.create_block();
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, NumTag::Iv.imm());
                self.b.ins().brif(is_iv, ivb, &[], rest, &[]);
                self.b.switch_to_block(ivb);
                let t = self.b.ins().icmp_imm_s(IntCC::NotEqual, iv, 0);
                self.b.ins().jump(done, &[t.into()]);
                self.b.switch_to_block(rest);
                let is_nv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, NumTag::Nv.imm());
                self.b.ins().brif(is_nv, nvb, &[], svb, &[]);
                self.b.switch_to_block(nvb);
                let zero = self.b.ins().f64const(0.0);
                // A NaN is true, as perl's SvTRUE has it.
                let t = self.b.ins().fcmp(FloatCC::NotEqual, nv, zero);
                self.b.ins().jump(done, &[t.into()]);
                self.b.switch_to_block(svb);
                let t = self.sv_truth(sv);
                self.b.ins().jump(done, &[t.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
        }
    }

    /// The IV of a value (SvIV), with perl's conversions and warnings in the runtime.
    pub fn iv_of(&mut self, v: V) -> Value {
        self.iv_of_named(v, "numeric", &[])
    }

    /// SvIV of an operand of `desc` named `names` (for its warnings).
    pub fn iv_of_named(&mut self, v: V, desc: &str, names: &[String]) -> Value {
        match v {
            V::Iv(i) => i,
            V::Const(Const::Iv(i)) => self.iconst(i),
            V::Bool(b) => self.b.ins().uextend(types::I64, b),
            V::Cmp { truth, sv } => {
                let sv = self.b.use_var(sv);
                // A plain comparison's 1 or 0; an overloading method's value through SvIV.
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                let other = self.b.create_block();
                let t = self.b.ins().uextend(types::I64, truth);
                self.b.ins().brif(sv, other, &[], done, &[t.into()]);
                self.b.switch_to_block(other);
                self.b.set_cold_block(other);
                let r = self.iv_of_named(V::Sv(sv), desc, names);
                self.b.ins().jump(done, &[r.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
            V::Num { tag, iv, .. } => {
                // An unboxed IV as it is; anything else through SvIV below.
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, NumTag::Iv.imm());
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                let other = self.b.create_block();
                self.b.ins().brif(is_iv, done, &[iv.into()], other, &[]);
                self.b.switch_to_block(other);
                self.b.set_cold_block(other);
                let sv = self.sv_of(v);
                let r = self.iv_of_named(V::Sv(sv), desc, names);
                self.b.ins().jump(done, &[r.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
            other => {
                let sv = self.sv_of(other);
                let fast = self.flags_are(sv, SVF_IOK, SVF_ISUV);
                let fb = self.b.create_block();
                let sb = self.b.create_block();
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                self.b.ins().brif(fast, fb, &[], sb, &[]);
                self.b.switch_to_block(fb);
                let iv = self.load64(sv, SV_IV);
                self.b.ins().jump(done, &[iv.into()]);
                self.b.switch_to_block(sb);
                let info = self.info(desc, names);
                let r = self.call_rt(Rt::Sv2iv, &[sv, info])[0];
                self.b.ins().jump(done, &[r.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
        }
    }

    /// Sets an SV to an integer in place when it is a plain writable scalar (the common
    /// case); otherwise goes through the general assignment.
    pub fn set_iv_in_place(&mut self, sv: Value, i: Value) {
        self.set_num_in_place(sv, i, false);
    }

    /// `set_iv_in_place` for a float.
    pub fn set_nv_in_place(&mut self, sv: Value, x: Value) {
        self.set_num_in_place(sv, x, true);
    }

    pub(super) fn set_num_in_place(&mut self, sv: Value, v: Value, nv: bool) {
        if self.compact {
            if nv {
                let tmp = self.new_mortal_nv(v);
                self.call_rt(Rt::SvSetsv, &[sv, tmp]);
            } else {
                self.call_rt(Rt::SvSetiv, &[sv, v]);
            }
            return;
        }
        let f = self.load32(sv, SV_FLAGS);
        let m = self.b.ins().band_imm_s(
            f,
            (SVF_READONLY | SVF_ROK | SVF_DEFELEM | SVF_BLESSED | SVT_MASK) as i64,
        );
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.ins().brif(m, slow, &[], fast, &[]);
        self.b.switch_to_block(fast);
        let (bits, at) = if nv {
            (SVF_NOK | SVP_NOK, SV_NV)
        } else {
            (SVF_IOK | SVP_IOK, SV_IV)
        };
        let flags = self.iconst32(bits as i64);
        self.store(flags, sv, SV_FLAGS);
        self.store(v, sv, at);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        if nv {
            let tmp = self.new_mortal_nv(v);
            self.call_rt(Rt::SvSetsv, &[sv, tmp]);
        } else {
            self.call_rt(Rt::SvSetiv, &[sv, v]);
        }
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    // ---- the dispatcher -------------------------------------------------------------

    /// Lowers `id` wanted as `want`. In list context the values are pushed onto the stack
    /// and the result is meaningless. Each arm hands the op's fields, borrowed, to the
    /// function of its concern and finishes with what that made (see `Made`).
    pub fn lower(&mut self, id: OpId, want: Want) -> Result<V, Diag> {
        // A copy of the `&'p Program`: the arms borrow the op's fields from it, not from
        // `self`, so they can call `&mut self` methods.
        let prog = self.prog;
        let op = prog.op(id);
        let undef = V::Sv(self.load64(self.ctx, CTX_SV_UNDEF));
        let made = match &op.kind {
            OpKind::Const(c) => Made::Scalar(V::Const(c.clone())),
            OpKind::Undef => Made::Scalar(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF))),
            OpKind::Stub => Made::Pushed,
            OpKind::Padsv { ix, intro } => Made::Scalar(V::Sv(self.padsv(*ix, *intro))),
            OpKind::Gvsv(g) => {
                let gv = self.gv(*g);
                let sv = self.load64(gv, GV_SV);
                Made::Scalar(V::Sv(self.get_magic(*g, sv)))
            }
            OpKind::Padav { .. } | OpKind::Gvav(_) => self.aggregate(id, true, true, want)?,
            OpKind::Padhv { .. } | OpKind::Gvhv(_) => self.aggregate(id, false, true, want)?,
            OpKind::Rv2av(_) => self.aggregate(id, true, false, want)?,
            OpKind::Rv2hv(_) => self.aggregate(id, false, false, want)?,
            OpKind::Aelem { .. } | OpKind::Helem { .. } => {
                Made::Scalar(V::Sv(self.elem(id, false)?))
            }
            OpKind::Rv2sv(e) => Made::Scalar(self.rv2sv(id, *e)?),
            OpKind::RefGen(e) => match &prog.op(*e).kind {
                OpKind::List(items) => self.refgen_list(items, want)?,
                _ => Made::Scalar(V::Sv(self.refgen(*e)?)),
            },
            OpKind::MapGrep { grep, body, list } => {
                return self.map_grep(*grep, *body, *list, want)
            }
            OpKind::UtilCall(f, args) => return self.util_call(*f, args, want),
            OpKind::UtilBlock {
                func,
                list,
                a,
                b,
                mys,
                ..
            } => return self.util_block(id, *func, *list, (*a, *b), mys, want),
            OpKind::SortBy { cmp, list, named } => self.sort_by(id, *cmp, *list, *named, want)?,
            OpKind::Local(e) => self.local(*e, want)?,
            OpKind::StateVar { var, .. } => return self.lower(*var, want),
            OpKind::StateInit { assign, state } => return self.state_init(*assign, *state, want),
            OpKind::ListSlice { list, idx } => self.list_slice(*list, *idx, want)?,
            OpKind::Splice(av, args) => self.splice(*av, args, want)?,
            OpKind::RepeatList(l, n) => self.repeat_list(*l, *n, want)?,
            OpKind::AnonArray(items) => Made::Scalar(self.anon_aggregate(items, Rt::AnonArray)?),
            OpKind::AnonHash(items) => Made::Scalar(self.anon_aggregate(items, Rt::AnonHash)?),
            OpKind::CallRef { code, args } => return self.call_ref(*code, args, want, false),
            OpKind::MethodCall {
                inv,
                meth,
                args,
                package,
            } => return self.method_call(*inv, *meth, args, package, want),
            OpKind::Bless { args, package } => Made::Scalar(self.bless(args, package)?),
            OpKind::Tie {
                target,
                args,
                how,
                hash,
            } => Made::Scalar(self.tie_op(*target, args, *how, *hash)?),
            OpKind::AmperCall(call) => return self.amper_call(*call, want),
            OpKind::Aslice { av, list } => self.slice(id, *av, *list, Rt::Aslice, want)?,
            OpKind::Hslice { hv, list } => self.slice(id, *hv, *list, Rt::Hslice, want)?,
            OpKind::AvLast(av) => Made::Scalar(self.av_last(*av)?),
            OpKind::List(items) => self.comma_list(items, want)?,
            OpKind::Range(a, b) => self.range(id, *a, *b, want)?,
            OpKind::Stringify(parts) => Made::Scalar(self.stringify(parts)?),
            OpKind::Binop(bin, a, b) if op.integer && integer_code(*bin).is_some() => {
                Made::Scalar(self.integer_binop(*bin, *a, *b)?)
            }
            OpKind::Negate(a) if op.integer => {
                Made::Scalar(self.integer_unop(IntegerOp::Negate, *a)?)
            }
            OpKind::Complement(a) if op.integer => {
                Made::Scalar(self.integer_unop(IntegerOp::Complement, *a)?)
            }
            OpKind::NComplement(a) if op.integer => {
                Made::Scalar(self.integer_unop(IntegerOp::Ncomplement, *a)?)
            }
            OpKind::Binop(bin, a, b) => match self.fold_iv(id) {
                // A modifiable value, as perl's folded constants are (`\(1+2)`).
                Some(n) => Made::Scalar(V::Iv(self.iconst(n))),
                None => Made::Scalar(self.binop(*bin, *a, *b)?),
            },
            OpKind::Xor(a, b) => {
                let va = self.lower(*a, Want::Scalar)?;
                let ta = self.bool_of(va);
                let vb = self.lower(*b, Want::Scalar)?;
                let tb = self.bool_of(vb);
                Made::Scalar(V::Bool(self.b.ins().icmp(IntCC::NotEqual, ta, tb)))
            }
            OpKind::CmpChain { ops, operands } => Made::Scalar(self.cmp_chain(id, ops, operands)?),
            OpKind::AssignOp(bin, a, b) => {
                Made::Scalar(self.assign_op(op.integer, *bin, *a, *b, want)?)
            }
            OpKind::Negate(a) => Made::Scalar(self.negation(*a)?),
            OpKind::Complement(a) => {
                Made::Scalar(self.complement(Rt::PpComplement, "1's complement (~)", *a)?)
            }
            OpKind::NComplement(a) => Made::Scalar(self.complement(
                Rt::PpNcomplement,
                "numeric 1's complement (~)",
                *a,
            )?),
            OpKind::SComplement(a) => {
                Made::Scalar(self.complement(Rt::PpScomplement, "string 1's complement (~)", *a)?)
            }
            OpKind::Not(a) => Made::Scalar(self.not(*a)?),
            OpKind::Preinc(a) | OpKind::Predec(a) | OpKind::Postinc(a) | OpKind::Postdec(a) => {
                Made::Scalar(self.incdec(id, *a, want)?)
            }
            OpKind::And(a, b) => Made::pushed_or(want, self.logop(0, *a, *b, want)?),
            OpKind::Or(a, b) => Made::pushed_or(want, self.logop(1, *a, *b, want)?),
            OpKind::Dor(a, b) => Made::pushed_or(want, self.logop(2, *a, *b, want)?),
            OpKind::AndAssign(a, b) => Made::Scalar(self.logassign(0, *a, *b, want)?),
            OpKind::OrAssign(a, b) => Made::Scalar(self.logassign(1, *a, *b, want)?),
            OpKind::DorAssign(a, b) => Made::Scalar(self.logassign(2, *a, *b, want)?),
            OpKind::CondExpr(c, t, f) => Made::pushed_or(want, self.cond_expr(*c, *t, *f, want)?),
            OpKind::Sassign { lhs, rhs } => Made::Scalar(self.sassign(*lhs, *rhs, want)?),
            OpKind::Aassign { lhs, rhs } => self.aassign(*lhs, *rhs, want)?,
            OpKind::Func(f, args) => return self.func(*f, args, want),
            OpKind::Print {
                handle,
                args,
                newline,
            } => Made::Scalar(V::Sv(self.print(*handle, args, *newline)?)),
            OpKind::Printf { handle, args } => Made::Scalar(V::Sv(self.printf(*handle, args)?)),
            OpKind::Readline(h) => {
                let flags = prog.argv_reads.get(&id).copied().unwrap_or(0);
                Made::pushed_or(want, self.lower_readline(*h, None, want, flags)?)
            }
            OpKind::Io { op, handle, args } => {
                Made::pushed_or(want, self.lower_io(*op, *handle, args, want)?)
            }
            OpKind::Defined(a) => Made::Scalar(self.defined(*a)?),
            OpKind::UndefOf(a) => {
                self.undef_of(*a)?;
                Made::Undef
            }
            OpKind::Scalar(a) => Made::Scalar(self.lower(*a, Want::Scalar)?),
            OpKind::Push(av, items) => Made::Scalar(self.push_unshift(*av, items, true)?),
            OpKind::Unshift(av, items) => Made::Scalar(self.push_unshift(*av, items, false)?),
            OpKind::Pop(av) => Made::Scalar(self.pop_shift(*av, true)?),
            OpKind::Shift(av) => Made::Scalar(self.pop_shift(*av, false)?),
            OpKind::Keys(h) => self.keys_values_each(*h, Rt::PpKeys, want)?,
            OpKind::Values(h) => self.keys_values_each(*h, Rt::PpValues, want)?,
            OpKind::Each(h) => self.keys_values_each(*h, Rt::PpEach, want)?,
            OpKind::Exists(e) => self.exists(*e)?,
            OpKind::Delete(e)
                if matches!(
                    prog.op(*e).kind,
                    OpKind::Hslice { .. } | OpKind::Aslice { .. } | OpKind::KvSlice { .. }
                ) =>
            {
                return self.slice_op(*e, true, want);
            }
            OpKind::KvSlice { .. } => return self.slice_op(id, false, want),
            OpKind::CodeByName(e) => Made::Scalar(self.code_by_name(*e, false)?),
            OpKind::DefinedCode(e) => Made::Scalar(self.code_by_name(*e, true)?),
            OpKind::UndefCode(e) => {
                let v = self.lower(*e, Want::Scalar)?;
                let sv = self.sv_of(v);
                self.call_rt(Rt::UndefCode, &[sv]);
                Made::Undef
            }
            OpKind::Delete(e) => self.delete(*e)?,
            OpKind::Reset { expr, package } => return self.reset(*expr, package, want),
            OpKind::Wantarray => self.wantarray(),
            OpKind::Entersub { name, args } => return self.entersub(name, args, want, false),
            OpKind::RefCode(name) => Made::Scalar(self.ref_code(name)?),
            OpKind::RunCv(ix) => {
                // A new mortal each time, as perl's runcv makes.
                let slot = self.pad_get(*ix);
                Made::Scalar(V::Sv(self.call_rt(Rt::SvMortalcopy, &[slot])[0]))
            }
            OpKind::AnonCode(ix) => Made::Scalar(self.anon_code(*ix as usize)),
            OpKind::Require {
                unit,
                key,
                path,
                how,
            } => Made::Scalar(self.require(*unit as usize, key, path, *how)),
            OpKind::LocalGlob { glob, value } => {
                let v = match value {
                    Some(v) => {
                        let v = self.lower(*v, Want::Scalar)?;
                        self.sv_of(v)
                    }
                    None => self.iconst(0),
                };
                let gv = self.gv(*glob);
                self.call_rt(Rt::LocalGlob, &[gv, v]);
                Made::Undef
            }
            OpKind::GlobAssign {
                name,
                value,
                package,
                symbolic,
            } => {
                let n = self.lower(*name, Want::Scalar)?;
                let n = self.sv_of(n);
                let strict = *symbolic && self.prog.op(id).strict_refs;
                let v = self.lower(*value, Want::Scalar)?;
                let v = self.sv_of(v);
                let (p, l) = self.bytes_arg(package.as_bytes());
                let s = self.iconst32(i64::from(strict));
                let g = self.call_rt(Rt::GlobAssign, &[n, v, p, l, s])[0];
                // The assignment's value is a glob (`*a = *b = \*c`).
                Made::Scalar(V::Sv(g))
            }
            OpKind::GlobValue {
                name,
                package,
                symbolic,
            } => {
                let n = self.lower(*name, Want::Scalar)?;
                let n = self.sv_of(n);
                let strict = *symbolic && self.prog.op(id).strict_refs;
                let (p, l) = self.bytes_arg(package.as_bytes());
                let s = self.iconst32(i64::from(strict));
                Made::Scalar(V::Sv(self.call_rt(Rt::GlobValue, &[n, p, l, s])[0]))
            }
            OpKind::GlobName { .. } => {
                return Err(self.err_unsupported("a typeglob other than an assignment's target"))
            }
            OpKind::RequireDynamic(e) => {
                let v = self.lower(*e, Want::Scalar)?;
                let name = self.sv_of(v);
                Made::Scalar(V::Sv(self.call_rt(Rt::RequireDynamic, &[name])[0]))
            }
            OpKind::ArgCheck {
                params,
                opt_params,
                slurpy,
            } => {
                let args = [*params as i64, *opt_params as i64, *slurpy as i64];
                let args = args.map(|n| self.b.ins().iconst(types::I64, n));
                self.call_rt(Rt::ArgCheck, &args);
                Made::Undef
            }
            OpKind::ArgHash { hv, from } => {
                let h = self.container(*hv)?;
                let from = self.b.ins().iconst(types::I64, i64::from(*from));
                self.call_rt(Rt::ArgHash, &[h, from]);
                Made::Undef
            }
            OpKind::NotYet(text) => {
                let (p, n) = self.bytes_arg(text.as_bytes());
                self.call_rt(Rt::NotYet, &[p, n]);
                Made::Undef
            }
            OpKind::EvalNumeric(e, package) => {
                let v = self.lower(*e, Want::Scalar)?;
                let t = self.sv_of(v);
                let (p, n) = self.bytes_arg(package.as_bytes());
                Made::Scalar(V::Sv(self.call_rt(Rt::EvalNumeric, &[t, p, n])[0]))
            }
            OpKind::PadStale(slots) => {
                for &ix in slots {
                    let v = self.pad_get(ix);
                    self.call_rt(Rt::PadStale, &[v]);
                }
                Made::Undef
            }
            OpKind::Phase(n) => {
                let n = self.iconst(*n);
                self.call_rt(Rt::SetPhase, &[n]);
                Made::Undef
            }
            OpKind::HintHash { set, site } => {
                let mut bytes = Vec::new();
                prog.encode_hint_hash_set(*set, &mut bytes);
                let (p, n) = self.bytes_arg(&bytes);
                let site = self.iconst32(i64::from(*site));
                self.call_rt(Rt::HintHashSet, &[p, n, site]);
                Made::Undef
            }
            OpKind::ConstCapture(site) => {
                let site = self.iconst32(i64::from(*site));
                self.call_rt(Rt::ConstCapture, &[site]);
                Made::Undef
            }
            OpKind::ConstObj {
                id,
                site,
                kind,
                text,
                value,
            } => {
                let v = self.sv_of(V::Const(value.clone()));
                let (p, n) = self.bytes_arg(text);
                let id = self.iconst32(i64::from(*id));
                let site = self.iconst32(i64::from(*site));
                let kind = self.iconst32(i64::from(*kind));
                Made::Scalar(V::Sv(
                    self.call_rt(Rt::ConstObj, &[id, site, kind, p, n, v])[0],
                ))
            }
            OpKind::BeginReport(pkg) => {
                let (p, n) = self.bytes_arg(pkg.as_bytes());
                self.call_rt(Rt::BeginReport, &[p, n]);
                Made::Undef
            }
            OpKind::GlobRef(g) => {
                let gv = self.gv(*g);
                Made::Scalar(V::Sv(self.call_rt(Rt::GlobRef, &[gv])[0]))
            }
            OpKind::GvImport {
                alias,
                target,
                slot,
            } => {
                let a = self.gv(*alias);
                let t = self.gv(*target);
                let s = self.iconst32(i64::from(*slot));
                self.call_rt(Rt::GvImport, &[a, t, s]);
                Made::Undef
            }
            OpKind::EvalBlock(_) => self.eval_block(id, want)?,
            OpKind::DoBlock(body) => self.do_block(*body, want)?,
            OpKind::Match { .. }
            | OpKind::Subst { .. }
            | OpKind::Trans { .. }
            | OpKind::Split { .. }
            | OpKind::Qr { .. }
            | OpKind::Pos(_)
            | OpKind::MatchVar(_)
            | OpKind::MatchAv(_)
            | OpKind::MatchHv(_) => return self.lower_regex(id, want),
            OpKind::SigAssign { name, value, local } => {
                Made::Scalar(self.sig_assign(*name, *value, *local)?)
            }
            OpKind::Last(l) => {
                self.loop_jump(l, LoopJump::Last)?;
                Made::Undef
            }
            OpKind::Next(l) => {
                self.loop_jump(l, LoopJump::Next)?;
                Made::Undef
            }
            OpKind::Redo(l) => {
                self.loop_jump(l, LoopJump::Redo)?;
                Made::Undef
            }
            OpKind::Return(e) => {
                self.return_value(*e)?;
                Made::Undef
            }
            OpKind::GotoSub { code, named } => {
                self.goto_sub(*code, *named)?;
                Made::Undef
            }
            OpKind::GotoLabel(_) => {
                self.goto_label(id)?;
                Made::Undef
            }
            OpKind::GotoExpr(e) => {
                self.goto_expr(id, *e)?;
                Made::Undef
            }
            OpKind::Lineseq(_)
            | OpKind::If { .. }
            | OpKind::While { .. }
            | OpKind::CFor { .. }
            | OpKind::Foreach { .. }
            | OpKind::Bare { .. }
            | OpKind::Nothing => {
                return Err(self.err_unsupported("a statement used as an expression"));
            }
        };
        let v = match made {
            Made::Scalar(v) => v,
            Made::Undef => undef.clone(),
            Made::Pushed => return Ok(undef),
        };
        if want == Want::List {
            let sv = self.sv_of(v);
            self.push_stack(sv);
            return Ok(undef);
        }
        Ok(v)
    }

    /// The comma operator: each item in turn; in scalar context the value is the last
    /// one's, wanted as the list is.
    fn comma_list(&mut self, items: &[OpId], want: Want) -> Result<Made, Diag> {
        let list = want == Want::List;
        let n = items.len();
        let mut last = None;
        for (i, &it) in items.iter().enumerate() {
            let w = if list {
                Want::List
            } else if i + 1 == n {
                want
            } else {
                Want::Void
            };
            last = Some(self.lower(it, w)?);
        }
        if list {
            return Ok(Made::Pushed);
        }
        Ok(last.map_or(Made::Undef, Made::Scalar))
    }

    /// Lowers an argument in its own context, pushing it onto the stack either way.
    pub(super) fn lower_pushed(&mut self, id: OpId, inherited: Want) -> Result<(), Diag> {
        let w = self.want_of(id, inherited);
        if w == Want::List {
            self.lower(id, Want::List)?;
        } else {
            let v = self.lower(id, Want::Scalar)?;
            let sv = self.sv_of(v);
            self.push_stack(sv);
        }
        Ok(())
    }

    pub(super) fn last_of_stack(&mut self, mark: Value) -> V {
        let sp = self.mark();
        let empty = self.b.ins().icmp(IntCC::Equal, sp, mark);
        let idx = self.b.ins().iadd_imm_s(sp, -1);
        let safe = self.b.ins().select(empty, mark, idx);
        let ctx = self.ctx;
        let undef = self.load64(ctx, CTX_SV_UNDEF);
        // When the stack is empty the load reads the slot at `mark`, which exists.
        let stack_max = self.load64(ctx, CTX_STACK_MAX);
        let _ = stack_max;
        let v = self.stack_at(safe);
        let r = self.b.ins().select(empty, undef, v);
        self.set_sp(mark);
        V::Sv(r)
    }

    // ---- variables ------------------------------------------------------------------

    pub(super) fn padsv(&mut self, ix: u32, intro: bool) -> Value {
        let v = self.pad_get(ix);
        if !intro || self.intro_hoisted(ix) {
            return v;
        }
        // `my $x` runs each time: a fresh undef scalar (reused when nothing else holds it).
        let f = self.load32(v, SV_FLAGS);
        let rc = self.load32(v, SV_REFCNT);
        let m = self.b.ins().band_imm_s(
            f,
            (SVF_OK_MASK | SVF_READONLY | SVF_PADSTALE | SVF_BLESSED | SVF_BACKREF) as i64,
        );
        let rc1 = self.b.ins().icmp_imm_s(IntCC::NotEqual, rc, 1);
        let rc1 = self.b.ins().uextend(types::I32, rc1);
        let need = self.b.ins().bor(m, rc1);
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(need, slow, &[], done, &[v.into()]);
        self.b.switch_to_block(slow);
        let nv = self.call_rt(Rt::PadIntro, &[v])[0];
        // The call home changes only here: on the fast path the scalar stays.
        self.pad_home_store(ix, nv);
        self.b.ins().jump(done, &[nv.into()]);
        self.b.switch_to_block(done);
        let r = self.b.block_params(done)[0];
        self.pad_set_var(ix, r);
        r
    }

    // ---- operators --------------------------------------------------------------------

    /// Enters `fast` when `guard` holds (always when there is no guard), else `slow`.
    pub fn enter_if(
        &mut self,
        guard: Option<Value>,
        fast: cranelift_codegen::ir::Block,
        slow: cranelift_codegen::ir::Block,
    ) {
        match guard {
            Some(c) => {
                self.b.ins().brif(c, fast, &[], slow, &[]);
            }
            None => {
                self.b.ins().jump(fast, &[]);
            }
        }
    }

    // ---- arguments ----------------------------------------------------------------------

    /// Pushes an argument whose elements perl defers (sub calls, sprintf, printf): a
    /// missing element is a stand-in that creates it only when assigned to.
    pub(super) fn push_deferred(&mut self, a: OpId, want: Want) -> Result<(), Diag> {
        if matches!(
            self.prog.op(a).kind,
            OpKind::Aelem { .. } | OpKind::Helem { .. }
        ) {
            let e = self.elem_mode(a, FETCH_DEFER)?;
            self.push_stack(e);
            return Ok(());
        }
        self.lower_pushed(a, want)
    }

    /// Pushes a sub call's argument: deferred elements as [`push_deferred`], and
    /// `substr(EXPR, OFF[, LEN])` as perl's lvalue substr, whose writes go back into the
    /// string.
    pub(super) fn push_sub_arg(&mut self, a: OpId, want: Want) -> Result<(), Diag> {
        if let OpKind::Func(Func::Substr, args) = &self.prog.op(a).kind {
            let args = args.clone();
            let target_ok = matches!(
                self.prog.op(args[0]).kind,
                OpKind::Padsv { .. }
                    | OpKind::Gvsv(_)
                    | OpKind::Aelem { .. }
                    | OpKind::Helem { .. }
                    | OpKind::Rv2sv(_)
            );
            if (2..=3).contains(&args.len()) {
                // perl's lvalue substr: writes to the argument go back into the string
                // (of any other expression, into its value: a constant's dies as
                // read-only).
                let names = self.arg_names(&args);
                let t = if target_ok {
                    self.lvalue(args[0])?
                } else {
                    let v = self.lower(args[0], Want::Scalar)?;
                    self.sv_of(v)
                };
                let mut svs = vec![t];
                for &x in &args[1..] {
                    let v = self.lower(x, Want::Scalar)?;
                    svs.push(self.sv_of(v));
                }
                if svs.len() == 2 {
                    svs.push(self.iconst(0));
                }
                let info = self.info("substr", &names);
                svs.push(info);
                let e = self.call_rt(Rt::SubstrLv, &svs)[0];
                self.push_stack(e);
                return Ok(());
            }
        }
        self.push_deferred(a, want)
    }

    pub fn gimme_const(&mut self, want: Want) -> Value {
        self.iconst(match want {
            Want::Void => G_VOID,
            Want::Scalar => G_SCALAR,
            Want::List => G_LIST,
        })
    }

    pub fn glob_index(&self, name: &str) -> u32 {
        self.prog
            .globs
            .iter()
            .position(|g| g.name == name)
            .unwrap_or(0) as u32
    }
}
