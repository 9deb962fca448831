//! Strings: interpolation (perl's stringify/concat), `x` on a list, and `substr` as an lvalue.

use super::expr::{Made, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{BinOp, Func, OpId, OpKind};
use cranelift_codegen::ir::Value;

impl<'a, 'p> Fx<'a, 'p> {
    /// An expression whose value is a new temporary string that nothing else refers to.
    pub fn fresh_string(&self, id: OpId) -> bool {
        match &self.prog.op(id).kind {
            OpKind::Stringify(_) | OpKind::Binop(BinOp::Concat | BinOp::Repeat, ..) => true,
            OpKind::Func(f, args) => {
                matches!(
                    f,
                    Func::Join
                        | Func::Sprintf
                        | Func::Pack
                        | Func::Uc
                        | Func::Lc
                        | Func::Ucfirst
                        | Func::Lcfirst
                        | Func::UcUni
                        | Func::LcUni
                        | Func::UcfirstUni
                        | Func::LcfirstUni
                        | Func::Chr
                ) || (*f == Func::Substr && args.len() <= 3)
            }
            _ => false,
        }
    }

    /// The arguments of `substr(EXPR, OFF[, LEN])` used as an lvalue.
    pub fn substr_lvalue(&self, id: OpId) -> Option<Vec<OpId>> {
        match &self.prog.op(id).kind {
            OpKind::Func(Func::Substr, args) if (2..=3).contains(&args.len()) => Some(args.clone()),
            _ => None,
        }
    }

    pub fn substr_replace(&mut self, args: &[OpId], repl: V) -> Result<V, Diag> {
        let names = self.arg_names(args);
        let t = self.lvalue(args[0])?;
        let o = self.lower(args[1], Want::Scalar)?;
        let o = self.sv_of(o);
        let l = match args.get(2) {
            Some(a) => {
                let v = self.lower(*a, Want::Scalar)?;
                self.sv_of(v)
            }
            None => self.iconst(0),
        };
        let r = self.sv_of(repl);
        let info = self.info("substr", &names);
        Ok(V::Sv(
            self.call_rt(Rt::SubstrReplace, &[t, o, l, r, info])[0],
        ))
    }

    pub(super) fn stringify(&mut self, parts: &[OpId]) -> Result<V, Diag> {
        self.stringify_as(parts, stringify_desc(parts))
    }

    /// Interpolation; `desc` names it in warnings ("regexp compilation" for a pattern).
    pub fn stringify_as(&mut self, parts: &[OpId], desc: &str) -> Result<V, Diag> {
        self.join_parts(parts, desc, Rt::PpStringify)
    }

    /// The parts of an interpolation on the stack, joined by runtime entry `join`
    /// (`pp_stringify`, or `re_pattern` which keeps a lone `qr//` object).
    pub fn join_parts(&mut self, parts: &[OpId], desc: &str, join: Rt) -> Result<V, Diag> {
        let names = self.arg_names(parts);
        let mark = self.push_scalars(parts)?;
        let info = self.info(desc, &names);
        Ok(V::Sv(self.call_rt(join, &[mark, info])[0]))
    }

    /// Pushes each expression's scalar value; returns the mark below them.
    pub(super) fn push_scalars(&mut self, parts: &[OpId]) -> Result<Value, Diag> {
        let mark = self.mark();
        for p in parts {
            let v = self.lower(*p, Want::Scalar)?;
            let sv = self.sv_of(v);
            self.push_stack(sv);
        }
        Ok(mark)
    }

    /// `substr(...) op= X`: the part, the operator, the part replaced.
    pub(super) fn substr_assign_op(
        &mut self,
        op: BinOp,
        args: &[OpId],
        b: OpId,
    ) -> Result<V, Diag> {
        let cur = self.func(Func::Substr, args, Want::Scalar)?;
        let bv = self.lower(b, Want::Scalar)?;
        let names = [String::new(), self.var_name(b)];
        let r = self.binop_values(op, cur, bv, &names)?;
        let keep = self.sv_of(r.clone());
        self.substr_replace(args, r)?;
        Ok(V::Sv(keep))
    }

    /// `(LIST) x N` (perl's pp_repeat on a list). In scalar context it repeats the list's
    /// scalar value as a string.
    pub(super) fn repeat_list(&mut self, l: OpId, n: OpId, want: Want) -> Result<Made, Diag> {
        if want != Want::List {
            let lv = self.lower(l, Want::Scalar)?;
            let nv = self.lower(n, Want::Scalar)?;
            let names = [String::new(), String::new()];
            return Ok(Made::Scalar(self.binop_values(
                BinOp::Repeat,
                lv,
                nv,
                &names,
            )?));
        }
        let mark = self.mark();
        self.lower(l, Want::List)?;
        let nv = self.lower(n, Want::Scalar)?;
        let count = self.sv_of(nv);
        let info = self.info("repeat (x)", &[]);
        self.call_rt(Rt::PpRepeatList, &[mark, count, info]);
        Ok(Made::Pushed)
    }
}

/// How warnings name an interpolation: `"$x"` alone is perl's stringify op; more parts
/// make a concatenation.
pub(super) fn stringify_desc(parts: &[OpId]) -> &'static str {
    if parts.len() == 1 {
        "string"
    } else {
        "concatenation (.) or string"
    }
}
