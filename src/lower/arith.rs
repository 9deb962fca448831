//! Arithmetic: the binary operators (perl's pp_add, pp_multiply, pp_concat and the
//! comparisons), negation and complement, ++ and --, and `use integer`'s i_* ops. Integer
//! fast paths are inline (flag test, overflow-checked arithmetic, inline constructor for the
//! result) with the general runtime entry one call away, as Lua's `op_arith` does.

use super::expr::{NumTag, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{BinOp, Const, OpId, OpKind};
use camelift_abi::codes::*;
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::FloatCC, condcodes::IntCC, types, InstBuilder, Value};

impl<'a, 'p> Fx<'a, 'p> {
    /// `use integer`'s i_* binary operators (those `integer_code` has).
    pub(super) fn integer_binop(&mut self, op: BinOp, a: OpId, b: OpId) -> Result<V, Diag> {
        let av = self.lower(a, Want::Scalar)?;
        let bv = self.lower(b, Want::Scalar)?;
        let names = [self.var_name(a), self.var_name(b)];
        Ok(self.integer_op(op, av, bv, &names))
    }

    /// `-` and `~` under `use integer` (perl's i_negate, and `~` as a signed integer).
    pub(super) fn integer_unop(&mut self, code: IntegerOp, a: OpId) -> Result<V, Diag> {
        let v = self.lower(a, Want::Scalar)?;
        let names = [self.var_name(a), String::new()];
        let sv = self.sv_of(v);
        let undef = self.load64(self.ctx, CTX_SV_UNDEF);
        let c = self.iconst32(code.code().into());
        let desc = match code {
            IntegerOp::Negate => "integer negation (-)",
            IntegerOp::Ncomplement => "numeric 1's complement (~)",
            _ => "1's complement (~)",
        };
        let info = self.info(desc, &names);
        Ok(V::Sv(self.call_rt(Rt::PpIOp, &[c, sv, undef, info])[0]))
    }

    /// Unary minus (perl's pp_negate).
    pub(super) fn negation(&mut self, a: OpId) -> Result<V, Diag> {
        let v = self.lower(a, Want::Scalar)?;
        let name = self.var_name(a);
        Ok(V::Sv(self.negate(v, &name)))
    }

    /// `~` (perl's pp_complement), and the `bitwise` feature's `~` and `~.`
    /// (`ncomplement`, `scomplement`): `f` is the runtime entry, `desc` perl's text.
    pub(super) fn complement(&mut self, f: Rt, desc: &str, a: OpId) -> Result<V, Diag> {
        let v = self.lower(a, Want::Scalar)?;
        let sv = self.sv_of(v);
        let names = [self.var_name(a)];
        let info = self.info(desc, &names);
        Ok(V::Sv(self.call_rt(f, &[sv, info])[0]))
    }

    pub(super) fn binop(&mut self, op: BinOp, a: OpId, b: OpId) -> Result<V, Diag> {
        // `a . b . c . d`: one concatenation of all the parts (perl's multiconcat), not
        // a temporary per `.`.
        // `$1 . (... =~ /.../ ...)`: perl reads `$1` when the operator runs, after the
        // right side has matched again.
        if matches!(self.prog.op(a).kind, OpKind::MatchVar(_)) && self.uses_regex(b) {
            let bv = self.lower(b, Want::Scalar)?;
            let bv = V::Sv(self.sv_of(bv));
            let av = self.lower(a, Want::Scalar)?;
            let names = self.binop_names(op, a, b);
            return self.binop_values(op, av, bv, &names);
        }
        if op == BinOp::Concat
            && matches!(self.prog.op(a).kind, OpKind::Binop(BinOp::Concat, ..))
            && !self.uses_regex(b)
        {
            let mut parts = vec![b];
            let mut left = a;
            while let OpKind::Binop(BinOp::Concat, l, r) = self.prog.op(left).kind {
                parts.push(r);
                left = l;
            }
            parts.push(left);
            parts.reverse();
            return self.stringify(&parts);
        }
        let av = self.lower(a, Want::Scalar)?;
        let bv = self.lower(b, Want::Scalar)?;
        let names = self.binop_names(op, a, b);
        self.binop_values(op, av, bv, &names)
    }

    /// The value of `+ - *` on integer constants, folded at compile time as perl folds
    /// them, when every step stays an IV (perl's result then is that IV; on overflow
    /// the runtime's rules apply, so nothing is folded). A left-nested chain
    /// (`0+1+1+...`, 500,000 terms) is folded in one walk down its left side, and each
    /// op's answer kept, so that lowering stays linear when the top does not fold.
    pub(super) fn fold_iv(&mut self, id: OpId) -> Option<i64> {
        if !self.low.facts.constant(id) {
            return None;
        }
        let mut spine = vec![];
        let mut cur = id;
        let base = loop {
            if let Some(v) = self.folds.get(&cur) {
                break *v;
            }
            let op = self.prog.op(cur);
            match op.kind {
                OpKind::Binop(BinOp::Add | BinOp::Subtract | BinOp::Multiply, l, _)
                    if !op.integer =>
                {
                    spine.push(cur);
                    cur = l;
                }
                OpKind::Const(Const::Iv(i)) => break Some(i),
                _ => break None,
            }
        };
        let prog = self.prog;
        let mut acc = base;
        for &n in spine.iter().rev() {
            acc = match (acc, &prog.op(n).kind) {
                (Some(a), &OpKind::Binop(op, _, r)) => self.fold_iv(r).and_then(|b| match op {
                    BinOp::Add => a.checked_add(b),
                    BinOp::Subtract => a.checked_sub(b),
                    _ => a.checked_mul(b),
                }),
                _ => None,
            };
            self.folds.insert(n, acc);
        }
        acc
    }

    /// `a < b <= c`: each operand is evaluated once and the same value serves both its
    /// comparisons (perl's cmpchain_dup); the first false comparison ends the chain and
    /// is the result. perl does not name the shared operand in the second comparison's
    /// warnings.
    pub(super) fn cmp_chain(
        &mut self,
        id: OpId,
        ops: &[BinOp],
        operands: &[OpId],
    ) -> Result<V, Diag> {
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        self.b.append_block_param(done, types::I64);
        let integer = self.prog.op(id).integer;
        let mut left = self.lower(operands[0], Want::Scalar)?;
        let mut left_name = self.var_name(operands[0]);
        for (k, &op) in ops.iter().enumerate() {
            let right_id = operands[k + 1];
            let right = self.lower(right_id, Want::Scalar)?;
            let names = [left_name, self.var_name(right_id)];
            let r = if integer && integer_code(op).is_some() {
                self.integer_op(op, left, right.clone(), &names)
            } else {
                self.binop_values(op, left, right.clone(), &names)?
            };
            // The comparison's value goes along: an overloading method's result is the
            // chain's value when its comparison ends it.
            let (t, sv) = match r {
                V::Cmp { truth, sv } => (truth, self.b.use_var(sv)),
                V::Sv(sv) => (self.sv_truth(sv), sv),
                other => (self.bool_of(other), self.iconst(0)),
            };
            if k + 1 == ops.len() {
                self.b.ins().jump(done, &[t.into(), sv.into()]);
            } else {
                let next = self.b.create_block();
                self.b
                    .ins()
                    .brif(t, next, &[], done, &[t.into(), sv.into()]);
                self.b.switch_to_block(next);
            }
            left = right;
            left_name = String::new();
        }
        self.b.switch_to_block(done);
        let p = self.b.block_params(done).to_vec();
        let sv_var = self.b.declare_var(types::I64);
        self.b.def_var(sv_var, p[1]);
        Ok(V::Cmp {
            truth: p[0],
            sv: sv_var,
        })
    }

    /// The operand names of a binary operator. `x` stringifies a copy of its left
    /// operand, which perl can name only when the count is a constant (then the left
    /// operand is the only one that can be undefined).
    pub(super) fn binop_names(&mut self, op: BinOp, a: OpId, b: OpId) -> [String; 2] {
        let left = if op == BinOp::Repeat && !matches!(self.prog.op(b).kind, OpKind::Const(_)) {
            String::new()
        } else {
            self.var_name(a)
        };
        [left, self.var_name(b)]
    }

    /// An operator under `use integer` (perl's `i_*` ops): both operands as IVs.
    pub(super) fn integer_op(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let a = self.sv_of(av);
        let b = self.sv_of(bv);
        let code = integer_code(op).unwrap_or(IntegerOp::Add);
        let code = self.iconst32(code.code().into());
        let info = self.info(&integer_desc(op), names);
        V::Sv(self.call_rt(Rt::PpIOp, &[code, a, b, info])[0])
    }

    pub(super) fn binop_values(
        &mut self,
        op: BinOp,
        av: V,
        bv: V,
        names: &[String; 2],
    ) -> Result<V, Diag> {
        match op {
            BinOp::Add | BinOp::Subtract | BinOp::Multiply | BinOp::Divide => {
                Ok(self.arith(op, av, bv, names))
            }
            BinOp::Modulo
            | BinOp::BitAnd
            | BinOp::BitOr
            | BinOp::BitXor
            | BinOp::NbitAnd
            | BinOp::NbitOr
            | BinOp::NbitXor
            | BinOp::ShiftLeft
            | BinOp::ShiftRight => Ok(self.int_op(op, av, bv, names)),
            BinOp::NumEq
            | BinOp::NumNe
            | BinOp::NumLt
            | BinOp::NumGt
            | BinOp::NumLe
            | BinOp::NumGe => Ok(self.num_compare(op, av, bv, names)),
            BinOp::StrEq
            | BinOp::StrNe
            | BinOp::StrLt
            | BinOp::StrGt
            | BinOp::StrLe
            | BinOp::StrGe => {
                let a = self.sv_of(av);
                let b = self.sv_of(bv);
                let code = self.iconst32(cmp_code(op).code().into());
                let info = self.info(op.desc(), names);
                let r = self.call_rt(Rt::PpStrCmp, &[code, a, b, info])[0];
                Ok(self.cmp_of(r))
            }
            _ => {
                let f = match op {
                    BinOp::Divide => Rt::PpDivide,
                    BinOp::Modulo => Rt::PpModulo,
                    BinOp::Pow => Rt::PpPow,
                    BinOp::Concat => Rt::PpConcat,
                    BinOp::Repeat => Rt::PpRepeat,
                    BinOp::NumCmp => Rt::PpNcmp,
                    BinOp::BitAnd => Rt::PpBitAnd,
                    BinOp::BitOr => Rt::PpBitOr,
                    BinOp::BitXor => Rt::PpBitXor,
                    BinOp::SbitAnd => Rt::PpSbitAnd,
                    BinOp::SbitOr => Rt::PpSbitOr,
                    BinOp::SbitXor => Rt::PpSbitXor,
                    BinOp::ShiftLeft => Rt::PpLeftShift,
                    BinOp::ShiftRight => Rt::PpRightShift,
                    _ => Rt::PpScmp,
                };
                Ok(V::Sv(self.rt_binop(f, op, av, bv, names)))
            }
        }
    }

    /// An SV's IV and whether it is a plain IV.
    pub(super) fn sv_int_operand(&mut self, sv: Value) -> (Value, Value) {
        let ok = self.flags_are(sv, SVF_IOK, SVF_ISUV);
        let iv = self.load64(sv, SV_IV);
        (iv, ok)
    }

    /// An SV's number as a float and whether it is a plain IV or NV.
    pub(super) fn sv_num_operand(&mut self, sv: Value) -> (Value, Value) {
        let f = self.load32(sv, SV_FLAGS);
        let m = self
            .b
            .ins()
            .band_imm_s(f, (SVF_OK_MASK | SVF_ISUV | SVT_MASK) as i64);
        let is_nv = self.b.ins().icmp_imm_s(IntCC::Equal, m, SVF_NOK as i64);
        let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, m, SVF_IOK as i64);
        let ok = self.b.ins().bor(is_nv, is_iv);
        let nv = self
            .b
            .ins()
            .load(types::F64, super::inline::mem(), sv, SV_NV);
        let iv = self.load64(sv, SV_IV);
        let ivf = self.b.ins().fcvt_from_sint(types::F64, iv);
        let val = self.b.ins().select(is_nv, nv, ivf);
        (val, ok)
    }

    /// The IV of an operand for the integer fast path: (value, "is an IV" condition).
    pub(super) fn int_operand(&mut self, v: &V) -> Option<(Value, Option<Value>)> {
        match v {
            V::Const(Const::Iv(i)) => Some((self.iconst(*i), None)),
            V::Iv(i) => Some((*i, None)),
            V::Sv(sv) => {
                let (iv, ok) = self.sv_int_operand(*sv);
                Some((iv, Some(ok)))
            }
            // Unboxed, or the runtime's result when that is an IV.
            V::Num { tag, iv, sv, .. } => {
                let is_iv = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, *tag, NumTag::Iv.imm());
                let (boxed_iv, boxed_ok) = self.sv_int_operand(*sv);
                let val = self.b.ins().select(is_iv, *iv, boxed_iv);
                let ok = self.b.ins().bor(is_iv, boxed_ok);
                Some((val, Some(ok)))
            }
            _ => None,
        }
    }

    /// `+ - *` with the integer case inline: both operands IVs and no overflow gives an IV
    /// result from the inline constructor; then the float case: both plain numbers, not
    /// both integral (perl would take its integer path), gives an NV result; anything else
    /// calls the runtime. `/` has only the float case (perl divides in floating point).
    pub(super) fn arith(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let fname = match op {
            BinOp::Add => Rt::PpAdd,
            BinOp::Subtract => Rt::PpSubtract,
            BinOp::Divide => Rt::PpDivide,
            _ => Rt::PpMultiply,
        };
        if self.compact {
            return V::Sv(self.rt_binop(fname, op, av, bv, names));
        }
        let done = self.num_merge_block();
        let slow = self.b.create_block();
        // Integer path.
        if op != BinOp::Divide {
            if let (Some((ia, ca)), Some((ib, cb))) = (self.int_operand(&av), self.int_operand(&bv))
            {
                let fast = self.b.create_block();
                let next = self.b.create_block();
                let guard = self.both(ca, cb);
                self.enter_if(guard, fast, next);
                self.b.switch_to_block(fast);
                let (r, of) = match op {
                    BinOp::Add => self.b.ins().sadd_overflow(ia, ib),
                    BinOp::Subtract => self.b.ins().ssub_overflow(ia, ib),
                    _ => self.b.ins().smul_overflow(ia, ib),
                };
                let ok_b = self.b.create_block();
                self.b.ins().brif(of, slow, &[], ok_b, &[]);
                self.b.switch_to_block(ok_b);
                self.jump_num(done, NumTag::Iv, r);
                self.b.switch_to_block(next);
            }
        }
        // Float path.
        if let (Some(fa), Some(fb)) = (self.num_operand(&av), self.num_operand(&bv)) {
            let fast = self.b.create_block();
            let guard = self.both(fa.1, fb.1);
            self.enter_if(guard, fast, slow);
            self.b.switch_to_block(fast);
            let r = self.float_op(op, fa.0, fb.0, slow);
            self.jump_num(done, NumTag::Nv, r);
        } else {
            self.b.ins().jump(slow, &[]);
        }
        self.num_slow_path(slow, done, fname, op, av, bv, names)
    }

    /// The runtime's `f` on the operands as SVs: an operator's generic path (also all
    /// of it in compact code, `Fx::compact`).
    fn rt_binop(&mut self, f: Rt, op: BinOp, av: V, bv: V, names: &[String; 2]) -> Value {
        let a = self.sv_of(av);
        let b = self.sv_of(bv);
        let info = self.info(op.desc(), names);
        self.call_rt(f, &[a, b, info])[0]
    }

    /// The runtime's numeric comparison `op` on the operands as SVs (1, 0, or an
    /// overloading method's result: `cmp_parts`).
    fn rt_num_cmp(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> Value {
        let a = self.sv_of(av);
        let b = self.sv_of(bv);
        let code = self.iconst32(cmp_code(op).code().into());
        let info = self.info(op.desc(), names);
        self.call_rt(Rt::PpNumCmp, &[code, a, b, info])[0]
    }

    /// The slow block of an operator returning `V::Num`: the runtime's `fname` on the
    /// operands as SVs, its result boxed (tag 2), and the merge.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn num_slow_path(
        &mut self,
        slow: cranelift_codegen::ir::Block,
        done: cranelift_codegen::ir::Block,
        fname: Rt,
        op: BinOp,
        av: V,
        bv: V,
        names: &[String; 2],
    ) -> V {
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let r = self.rt_binop(fname, op, av, bv, names);
        self.jump_num(done, NumTag::Sv, r);
        self.num_result(done)
    }

    /// `% & | ^ << >>` on two non-negative IVs inline (`%` by a positive one, a shift by
    /// 0..63, a left shift that stays below 2**63): the result is that IV, as perl's UV
    /// arithmetic gives it. Everything else (strings, negative numbers, floats, big
    /// shifts, a zero divisor's error) in the runtime.
    pub(super) fn int_op(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let f = match op {
            BinOp::BitAnd => Rt::PpBitAnd,
            BinOp::BitOr => Rt::PpBitOr,
            BinOp::BitXor => Rt::PpBitXor,
            BinOp::NbitAnd => Rt::PpNbitAnd,
            BinOp::NbitOr => Rt::PpNbitOr,
            BinOp::NbitXor => Rt::PpNbitXor,
            BinOp::ShiftLeft => Rt::PpLeftShift,
            BinOp::Modulo => Rt::PpModulo,
            _ => Rt::PpRightShift,
        };
        if self.compact {
            return V::Sv(self.rt_binop(f, op, av, bv, names));
        }
        let done = self.num_merge_block();
        let slow = self.b.create_block();
        if let (Some((ia, ca)), Some((ib, cb))) = (self.int_operand(&av), self.int_operand(&bv)) {
            let fast = self.b.create_block();
            let guard = self.both(ca, cb);
            self.enter_if(guard, fast, slow);
            self.b.switch_to_block(fast);
            let a_ok = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, ia, 0);
            let b_ok = match op {
                BinOp::ShiftLeft | BinOp::ShiftRight => {
                    self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, ib, 64)
                }
                BinOp::Modulo => self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, ib, 0),
                _ => self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, ib, 0),
            };
            let mut ok = self.b.ins().band(a_ok, b_ok);
            // `%` divides only once the divisor is known to be positive (a zero traps).
            let r = match op {
                BinOp::BitAnd | BinOp::NbitAnd => Some(self.b.ins().band(ia, ib)),
                BinOp::BitOr | BinOp::NbitOr => Some(self.b.ins().bor(ia, ib)),
                BinOp::BitXor | BinOp::NbitXor => Some(self.b.ins().bxor(ia, ib)),
                BinOp::ShiftRight => Some(self.b.ins().ushr(ia, ib)),
                BinOp::Modulo => None,
                _ => {
                    // Kept only when shifting back gives `a` and the sign bit is clear.
                    let r = self.b.ins().ishl(ia, ib);
                    let back = self.b.ins().ushr(r, ib);
                    let same = self.b.ins().icmp(IntCC::Equal, back, ia);
                    let pos = self
                        .b
                        .ins()
                        .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, r, 0);
                    let fits = self.b.ins().band(same, pos);
                    ok = self.b.ins().band(ok, fits);
                    Some(r)
                }
            };
            let go = self.b.create_block();
            self.b.ins().brif(ok, go, &[], slow, &[]);
            self.b.switch_to_block(go);
            let r = match r {
                Some(r) => r,
                None => self.b.ins().urem(ia, ib),
            };
            self.jump_num(done, NumTag::Iv, r);
        } else {
            self.b.ins().jump(slow, &[]);
        }
        self.num_slow_path(slow, done, f, op, av, bv, names)
    }

    /// The float case of `+ - * /` on `x`, `y`: branches to `slow` where perl would not
    /// compute in floating point (both integral: its integer path; beyond 2**53: exact
    /// integers; a zero divisor: the runtime's error), else returns the result.
    pub(super) fn float_op(
        &mut self,
        op: BinOp,
        x: Value,
        y: Value,
        slow: cranelift_codegen::ir::Block,
    ) -> Value {
        let go = self.b.create_block();
        let limit = self.b.ins().f64const(9007199254740992.0);
        let ax = self.b.ins().fabs(x);
        let ay = self.b.ins().fabs(y);
        let x_ok = self.b.ins().fcmp(FloatCC::LessThan, ax, limit);
        let y_ok = self.b.ins().fcmp(FloatCC::LessThan, ay, limit);
        let small = self.b.ins().band(x_ok, y_ok);
        let not_small = self.b.ins().bxor_imm_s(small, 1);
        let bail = if op == BinOp::Divide {
            let zero = self.b.ins().f64const(0.0);
            let y_zero = self.b.ins().fcmp(FloatCC::Equal, y, zero);
            self.b.ins().bor(y_zero, not_small)
        } else {
            // Integral? (|x| < 2**53 is checked alongside, so the round trip through an
            // integer is exact; `trunc` would be a libm call on baseline x86-64.)
            let xi = self.b.ins().fcvt_to_sint_sat(types::I64, x);
            let yi = self.b.ins().fcvt_to_sint_sat(types::I64, y);
            let tx = self.b.ins().fcvt_from_sint(types::F64, xi);
            let ty = self.b.ins().fcvt_from_sint(types::F64, yi);
            let x_int = self.b.ins().fcmp(FloatCC::Equal, tx, x);
            let y_int = self.b.ins().fcmp(FloatCC::Equal, ty, y);
            let both_int = self.b.ins().band(x_int, y_int);
            self.b.ins().bor(both_int, not_small)
        };
        self.b.ins().brif(bail, slow, &[], go, &[]);
        self.b.switch_to_block(go);
        match op {
            BinOp::Add => self.b.ins().fadd(x, y),
            BinOp::Subtract => self.b.ins().fsub(x, y),
            BinOp::Divide => self.b.ins().fdiv(x, y),
            _ => self.b.ins().fmul(x, y),
        }
    }

    /// Unary minus: an NV negates inline (strings have perl's string rules, and IV_MIN
    /// turns into a UV/NV, in the runtime).
    pub(super) fn negate(&mut self, v: V, name: &str) -> Value {
        let sv = self.sv_of(v);
        let is_nv = self.flags_are(sv, SVF_NOK, SVF_IOK | SVF_POK | SVF_ROK | SVT_MASK);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(is_nv, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let x = self
            .b
            .ins()
            .load(types::F64, super::inline::mem(), sv, SV_NV);
        let r = self.b.ins().fneg(x);
        let out = self.new_mortal_nv(r);
        self.b.ins().jump(done, &[out.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let info = self.info("negation (-)", &[name.to_string()]);
        let r = self.call_rt(Rt::PpNegate, &[sv, info])[0];
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    pub(super) fn both(&mut self, a: Option<Value>, b: Option<Value>) -> Option<Value> {
        match (a, b) {
            (Some(x), Some(y)) => Some(self.b.ins().band(x, y)),
            (Some(x), None) | (None, Some(x)) => Some(x),
            (None, None) => None,
        }
    }

    /// An operand as a float for the inline float path: (value, "is a plain number"
    /// condition when it must be tested at run time). A plain number is an IV or an NV
    /// with no string or reference form.
    pub(super) fn num_operand(&mut self, v: &V) -> Option<(Value, Option<Value>)> {
        match v {
            V::Const(Const::Nv(f)) => Some((self.b.ins().f64const(*f), None)),
            V::Const(Const::Iv(i)) => Some((self.b.ins().f64const(*i as f64), None)),
            V::Iv(i) => Some((self.b.ins().fcvt_from_sint(types::F64, *i), None)),
            V::Sv(sv) => {
                let (val, ok) = self.sv_num_operand(*sv);
                Some((val, Some(ok)))
            }
            V::Num { tag, iv, nv, sv } => {
                let ivf = self.b.ins().fcvt_from_sint(types::F64, *iv);
                let is_nv = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, *tag, NumTag::Nv.imm());
                let unboxed = self.b.ins().select(is_nv, *nv, ivf);
                let (boxed, boxed_ok) = self.sv_num_operand(*sv);
                let is_boxed = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, *tag, NumTag::Sv.imm());
                let val = self.b.ins().select(is_boxed, boxed, unboxed);
                let not_boxed = self.b.ins().bxor_imm_s(is_boxed, 1);
                let ok = self.b.ins().bor(not_boxed, boxed_ok);
                Some((val, Some(ok)))
            }
            _ => None,
        }
    }

    /// Numeric comparisons: integers inline, then plain numbers below 2**53 as floats
    /// (a NaN is never equal, as in perl), else the runtime. (perl's comparison gives an
    /// integral float its integer value, which from 1e15 up changes how it prints; the
    /// runtime does that, the inline path does not: a known difference, README.md. A
    /// limit of 1e15 would cost 3% on plain loops: 2**53 is the same constant as the
    /// arithmetic fast paths', which Cranelift shares.)
    pub(super) fn num_compare(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let (icc, fcc) = match op {
            BinOp::NumEq => (IntCC::Equal, FloatCC::Equal),
            BinOp::NumNe => (IntCC::NotEqual, FloatCC::NotEqual),
            BinOp::NumLt => (IntCC::SignedLessThan, FloatCC::LessThan),
            BinOp::NumGt => (IntCC::SignedGreaterThan, FloatCC::GreaterThan),
            BinOp::NumLe => (IntCC::SignedLessThanOrEqual, FloatCC::LessThanOrEqual),
            _ => (IntCC::SignedGreaterThanOrEqual, FloatCC::GreaterThanOrEqual),
        };
        if self.compact {
            let r = self.rt_num_cmp(op, av, bv, names);
            return self.cmp_of(r);
        }
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        let slow = self.b.create_block();
        // The method's result, when an overloading method made it, is a variable read
        // only where the value is used: a comparison that only decides a branch (a
        // loop's condition) carries nothing beside its truth.
        let sv_var = self.b.declare_var(types::I64);
        let no_sv = self.iconst(0);
        self.b.def_var(sv_var, no_sv);
        if let (Some((ia, ca)), Some((ib, cb))) = (self.int_operand(&av), self.int_operand(&bv)) {
            let r = self.b.ins().icmp(icc, ia, ib);
            let Some(c) = self.both(ca, cb) else {
                return V::Bool(r);
            };
            let next = self.b.create_block();
            self.b.ins().brif(c, done, &[r.into()], next, &[]);
            self.b.switch_to_block(next);
        }
        if let (Some(fa), Some(fb)) = (self.num_operand(&av), self.num_operand(&bv)) {
            let fast = self.b.create_block();
            let guard = self.both(fa.1, fb.1);
            self.enter_if(guard, fast, slow);
            self.b.switch_to_block(fast);
            let (x, y) = (fa.0, fb.0);
            let limit = self.b.ins().f64const(9007199254740992.0);
            let ax = self.b.ins().fabs(x);
            let ay = self.b.ins().fabs(y);
            let x_ok = self.b.ins().fcmp(FloatCC::LessThan, ax, limit);
            let y_ok = self.b.ins().fcmp(FloatCC::LessThan, ay, limit);
            let small = self.b.ins().band(x_ok, y_ok);
            let r = self.b.ins().fcmp(fcc, x, y);
            self.b.ins().brif(small, done, &[r.into()], slow, &[]);
        } else {
            self.b.ins().jump(slow, &[]);
        }
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let r = self.rt_num_cmp(op, av, bv, names);
        let (t, sv) = self.cmp_parts(r);
        self.b.def_var(sv_var, sv);
        self.b.ins().jump(done, &[t.into()]);
        self.b.switch_to_block(done);
        V::Cmp {
            truth: self.b.block_params(done)[0],
            sv: sv_var,
        }
    }

    /// A comparison's value from the runtime's result (1 or 0, or an overloading
    /// method's SV: `camelift_pp_num_cmp`).
    fn cmp_of(&mut self, r: Value) -> V {
        let (truth, sv) = self.cmp_parts(r);
        let sv_var = self.b.declare_var(types::I64);
        self.b.def_var(sv_var, sv);
        V::Cmp { truth, sv: sv_var }
    }

    /// The truth and the SV (0 for a plain 1 or 0) of the runtime's comparison result.
    fn cmp_parts(&mut self, r: Value) -> (Value, Value) {
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        self.b.append_block_param(done, types::I64);
        let method = self.b.create_block();
        let is_sv = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, r, 1);
        let t = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
        let no_sv = self.iconst(0);
        self.b
            .ins()
            .brif(is_sv, method, &[], done, &[t.into(), no_sv.into()]);
        self.b.switch_to_block(method);
        self.b.set_cold_block(method);
        let truth = self.call_rt(Rt::SvTrue, &[r])[0];
        let t = self.b.ins().icmp_imm_s(IntCC::NotEqual, truth, 0);
        self.b.ins().jump(done, &[t.into(), r.into()]);
        self.b.switch_to_block(done);
        let p = self.b.block_params(done);
        (p[0], p[1])
    }

    pub(super) fn incdec(&mut self, id: OpId, a: OpId, want: Want) -> Result<V, Diag> {
        let (inc, post) = match self.prog.op(id).kind {
            OpKind::Preinc(_) => (true, false),
            OpKind::Predec(_) => (false, false),
            OpKind::Postinc(_) => (true, true),
            _ => (false, true),
        };
        if let OpKind::Pos(t) = self.prog.op(a).kind {
            return self.pos_incdec(t, inc, post);
        }
        if let Some(args) = self.vec_lvalue_args(a) {
            return self.vec_incdec(&args, inc, post, want);
        }
        let target = self.lvalue(a)?;
        if self.compact {
            if post && want != Want::Void {
                let f = if inc { Rt::PpPostinc } else { Rt::PpPostdec };
                return Ok(V::Sv(self.call_rt(f, &[target])[0]));
            }
            self.call_rt(if inc { Rt::PpPreinc } else { Rt::PpPredec }, &[target]);
            return Ok(V::Sv(target));
        }
        // IV in place, unless at the edge of the range.
        let ok = self.flags_are(
            target,
            SVF_IOK,
            SVF_ISUV | SVF_READONLY | SVF_NOK | SVF_POK | SVF_ROK | SVF_DEFELEM | SVT_MASK,
        );
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(ok, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let iv = self.load64(target, SV_IV);
        let edge = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, iv, if inc { i64::MAX } else { i64::MIN });
        let st = self.b.create_block();
        self.b.ins().brif(edge, slow, &[], st, &[]);
        self.b.switch_to_block(st);
        let nv = self.b.ins().iadd_imm_s(iv, if inc { 1 } else { -1 });
        self.store(nv, target, SV_IV);
        let result = if post && want != Want::Void {
            self.new_mortal_iv(iv)
        } else {
            target
        };
        self.b.ins().jump(done, &[result.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let r = if post && want != Want::Void {
            self.call_rt(if inc { Rt::PpPostinc } else { Rt::PpPostdec }, &[target])[0]
        } else {
            self.call_rt(if inc { Rt::PpPreinc } else { Rt::PpPredec }, &[target]);
            target
        };
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }
}

/// The runtime's `pp_num_cmp`/`pp_str_cmp` code of a comparison operator.
pub(super) fn cmp_code(op: BinOp) -> CmpOp {
    match op {
        BinOp::NumEq | BinOp::StrEq => CmpOp::Eq,
        BinOp::NumNe | BinOp::StrNe => CmpOp::Ne,
        BinOp::NumLt | BinOp::StrLt => CmpOp::Lt,
        BinOp::NumGt | BinOp::StrGt => CmpOp::Gt,
        BinOp::NumLe | BinOp::StrLe => CmpOp::Le,
        _ => CmpOp::Ge,
    }
}

/// perl's description of an operator's `use integer` form ("integer addition (+)"; the
/// bitwise ops keep their own).
pub(super) fn integer_desc(op: BinOp) -> String {
    if matches!(
        op,
        BinOp::BitAnd
            | BinOp::BitOr
            | BinOp::BitXor
            | BinOp::NbitAnd
            | BinOp::NbitOr
            | BinOp::NbitXor
            | BinOp::ShiftLeft
            | BinOp::ShiftRight
    ) {
        op.desc().to_string()
    } else {
        format!("integer {}", op.desc().replace("numeric ", ""))
    }
}

/// The runtime's `pp_i_op` code of an operator that `use integer` changes (the string
/// bitwise ops it leaves alone).
pub(super) fn integer_code(op: BinOp) -> Option<IntegerOp> {
    Some(match op {
        BinOp::Add => IntegerOp::Add,
        BinOp::Subtract => IntegerOp::Subtract,
        BinOp::Multiply => IntegerOp::Multiply,
        BinOp::Divide => IntegerOp::Divide,
        BinOp::Modulo => IntegerOp::Modulo,
        BinOp::NumLt => IntegerOp::Lt,
        BinOp::NumGt => IntegerOp::Gt,
        BinOp::NumLe => IntegerOp::Le,
        BinOp::NumGe => IntegerOp::Ge,
        BinOp::NumEq => IntegerOp::Eq,
        BinOp::NumNe => IntegerOp::Ne,
        BinOp::NumCmp => IntegerOp::Ncmp,
        BinOp::BitAnd => IntegerOp::BitAnd,
        BinOp::BitOr => IntegerOp::BitOr,
        BinOp::BitXor => IntegerOp::BitXor,
        BinOp::NbitAnd => IntegerOp::NbitAnd,
        BinOp::NbitOr => IntegerOp::NbitOr,
        BinOp::NbitXor => IntegerOp::NbitXor,
        BinOp::ShiftLeft => IntegerOp::LeftShift,
        BinOp::ShiftRight => IntegerOp::RightShift,
        _ => return None,
    })
}
