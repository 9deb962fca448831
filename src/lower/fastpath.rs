//! Builtins lowered without the generic `pp_func` call: the shapes perl's check routines
//! rewrite (`join $sep, $x` is `"$x"`, perl's ck_join), `ord(substr($s, $i, 1))` read in
//! place, the math functions of a plain number inline, `length`, and `substr` called
//! directly. `Fx::func` tries these first.

use super::expr::V;
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{Const, Func, OpId, OpKind};
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::FloatCC, types, InstBuilder, Value};

impl<'a, 'p> Fx<'a, 'p> {
    /// `f(args)` by a fast path when one applies; `None` for the generic call.
    pub(super) fn func_fast_path(
        &mut self,
        f: Func,
        args: &[OpId],
        want: Want,
    ) -> Result<Option<V>, Diag> {
        // `join $sep, $x` is `"$x"` (perl's ck_join): the separator is not stringified.
        if let [sep, item] = args {
            if f == Func::Join
                && want != Want::List
                && matches!(
                    self.prog.op(*sep).kind,
                    OpKind::Const(_) | OpKind::Padsv { .. } | OpKind::Gvsv(_)
                )
                && self.one_item(*item)
            {
                return self.stringify_as(&[*item], "join or string").map(Some);
            }
        }
        // `ord(substr($s, $i, 1))`: the byte (or character) code without a temporary.
        if f == Func::Ord && args.len() == 1 && want != Want::List {
            if let OpKind::Func(Func::Substr, sargs) = &self.prog.op(args[0]).kind {
                if sargs.len() == 3
                    && matches!(self.prog.op(sargs[2]).kind, OpKind::Const(Const::Iv(1)))
                {
                    let names = self.arg_names(sargs);
                    let sv = self.lower(sargs[0], Want::Scalar)?;
                    let sv = self.sv_of(sv);
                    let iv = self.lower(sargs[1], Want::Scalar)?;
                    let i = self.iv_of(iv);
                    let info = self.info("substr", &names);
                    return Ok(Some(V::Iv(self.call_rt(Rt::OrdAt, &[sv, i, info])[0])));
                }
            }
        }
        if f == Func::Substr && args.len() == 4 {
            let r = self.lower(args[3], Want::Scalar)?;
            let v = self.substr_replace(&args[..3], r)?;
            if want == Want::List {
                let sv = self.sv_of(v);
                self.push_stack(sv);
                return Ok(Some(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF))));
            }
            return Ok(Some(v));
        }
        if matches!(
            f,
            Func::Sin | Func::Cos | Func::Exp | Func::Sqrt | Func::Log
        ) && args.len() == 1
            && want != Want::List
        {
            return self.math_func(f, args[0]).map(Some);
        }
        if f == Func::Length && args.len() == 1 && want != Want::List {
            return self.length(args[0]).map(Some);
        }
        if f == Func::Substr && (2..=3).contains(&args.len()) && want != Want::List {
            // The common rvalue `substr`: a direct call, no argument stack.
            let names = self.arg_names(args);
            let mut svs = vec![];
            for a in args {
                let v = self.lower(*a, Want::Scalar)?;
                svs.push(self.sv_of(v));
            }
            if svs.len() == 2 {
                svs.push(self.iconst(0));
            }
            let info = self.info(f.name(), &names);
            svs.push(info);
            return Ok(Some(V::Sv(self.call_rt(Rt::PpSubstr, &svs)[0])));
        }
        Ok(None)
    }

    /// `sin cos exp sqrt log` of a plain number: the libm call and an inline NV result;
    /// anything else (strings, undef, `sqrt` of a negative, `log` of 0) via `pp_func`.
    pub(super) fn math_func(&mut self, f: Func, arg: OpId) -> Result<V, Diag> {
        let v = self.lower(arg, Want::Scalar)?;
        let names = self.arg_names(&[arg]);
        if self.constant_expr(arg) {
            // perl folds it: through pp_func, which sees the constant in `info` and leaves
            // `$!` alone.
            let sv = self.sv_of(v);
            return Ok(V::Sv(self.math_slow(f, &names, sv)));
        }
        let Some((x, ok)) = self.num_operand(&v) else {
            let sv = self.sv_of(v);
            return Ok(V::Sv(self.math_slow(f, &names, sv)));
        };
        let zero = self.b.ins().f64const(0.0);
        let domain = match f {
            Func::Sqrt => Some(self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, x, zero)),
            Func::Log => Some(self.b.ins().fcmp(FloatCC::GreaterThan, x, zero)),
            _ => None,
        };
        let cond = match (ok, domain) {
            (Some(a), Some(b)) => Some(self.b.ins().band(a, b)),
            (a, b) => a.or(b),
        };
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let guard = cond;
        self.enter_if(guard, fast, slow);
        self.b.switch_to_block(fast);
        let r = match f {
            Func::Sqrt => self.b.ins().sqrt(x),
            Func::Sin => self.call_rt(Rt::NvSin, &[x])[0],
            Func::Cos => self.call_rt(Rt::NvCos, &[x])[0],
            Func::Exp => self.call_rt(Rt::NvExp, &[x])[0],
            _ => self.call_rt(Rt::NvLog, &[x])[0],
        };
        // libm's errno reaches `$!` (perl reads errno): only a NaN from `sin`/`cos`, or
        // a 0 or an infinity from `exp`, can come with one; the check is inline.
        let errno_cond = match f {
            Func::Sin | Func::Cos => Some(self.b.ins().fcmp(FloatCC::Unordered, r, r)),
            Func::Exp => {
                let inf = self.b.ins().f64const(f64::INFINITY);
                let pos = self.b.ins().fcmp(FloatCC::GreaterThan, r, zero);
                let fin = self.b.ins().fcmp(FloatCC::LessThan, r, inf);
                let normal = self.b.ins().band(pos, fin);
                Some(self.b.ins().bxor_imm_s(normal, 1))
            }
            _ => None,
        };
        if let Some(cond) = errno_cond {
            let cold = self.b.create_block();
            let after = self.b.create_block();
            self.b.ins().brif(cond, cold, &[], after, &[]);
            self.b.switch_to_block(cold);
            self.b.set_cold_block(cold);
            let code = self.iconst32(match f {
                Func::Sin => 0,
                Func::Cos => 1,
                _ => 2,
            });
            self.call_rt(Rt::NvErrno, &[code, x, r]);
            self.b.ins().jump(after, &[]);
            self.b.switch_to_block(after);
        }
        let sv = self.new_mortal_nv(r);
        self.b.ins().jump(done, &[sv.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let arg_sv = self.sv_of(v);
        let r = self.math_slow(f, &names, arg_sv);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// `length` of a byte string: its length inline; anything else (numbers, character
    /// strings, undef, references) via `pp_func`.
    pub(super) fn length(&mut self, arg: OpId) -> Result<V, Diag> {
        let v = self.lower(arg, Want::Scalar)?;
        let sv = self.sv_of(v);
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let bytes = self.flags_are(sv, SVF_POK, SVF_UTF8 | SVF_ROK | SVT_MASK);
        self.b.ins().brif(bytes, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let n = self.load64(sv, SV_CUR);
        let r = self.new_mortal_iv(n);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let names = self.arg_names(&[arg]);
        let r = self.math_slow(Func::Length, &names, sv);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// A one-argument builtin through `pp_func` (the slow path of the inline ones).
    pub(super) fn math_slow(&mut self, f: Func, names: &[String], sv: Value) -> Value {
        let mark = self.mark();
        self.push_stack(sv);
        let id = self.iconst32(f as i64);
        let g = self.iconst(G_SCALAR);
        let info = self.info(f.name(), names);
        self.call_rt(Rt::for_builtin(f), &[id, mark, g, info])[0]
    }
}
