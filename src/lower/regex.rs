//! Pattern operators. Each `m//`, `s///`, `tr///`, `split` and `qr//` has an 8-byte cache
//! cell in the program's data where the runtime keeps the pattern it compiled last, so a
//! constant pattern compiles once and a run-time one only when its text changes.
//! `s///` is a loop in compiled code: the runtime finds each match, the replacement
//! expression runs here (it may call subs, or run `/e` code), the runtime splices it in.

use super::expr::V;
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{BinOp, Const, OpId, OpKind};
use camelift_abi::*;
use cranelift_codegen::ir::InstBuilder;

impl<'a, 'p> Fx<'a, 'p> {
    /// The cache cell of regex op `id`.
    fn regex_cell(&mut self, id: OpId) -> cranelift_codegen::ir::Value {
        let d = self.low.regex_cell(id.0);
        self.data_addr(d)
    }

    /// The scalar a pattern op applies to: its bound target, or `$_`.
    fn regex_target(
        &mut self,
        target: Option<OpId>,
        lvalue: bool,
    ) -> Result<cranelift_codegen::ir::Value, Diag> {
        match target {
            Some(t) if lvalue => self.lvalue(t),
            Some(t) => {
                let v = self.lower(t, Want::Scalar)?;
                Ok(self.sv_of(v))
            }
            None => {
                let g = self.glob_index("main::_");
                let gv = self.gv(g);
                Ok(self.load64(gv, GV_SV))
            }
        }
    }

    /// The scalar `s///` or `tr///` works on: its name for warnings; when `substr_ok` and
    /// it is `substr(...)`, the substr's arguments (the result is put back there) and a
    /// copy of the part; else the target itself (fetched as an lvalue if `lvalue`).
    #[allow(clippy::type_complexity)]
    fn modified_target(
        &mut self,
        target: Option<OpId>,
        lvalue: bool,
        substr_ok: bool,
    ) -> Result<(String, Option<Vec<OpId>>, cranelift_codegen::ir::Value), Diag> {
        let name = target
            .map(|t| self.var_name(t))
            .unwrap_or_else(|| "$_".into());
        let sub = target
            .and_then(|t| self.substr_lvalue(t))
            .filter(|_| substr_ok);
        let t = match &sub {
            // `substr(...) =~ s///`: on a copy of the part, put back after.
            Some(args) => self.substr_copy(args)?,
            None => self.regex_target(target, lvalue)?,
        };
        Ok((name, sub, t))
    }

    /// A modifiable copy of `substr(...)`'s part.
    fn substr_copy(&mut self, args: &[OpId]) -> Result<cranelift_codegen::ir::Value, Diag> {
        let v = self.func(crate::ops::Func::Substr, args, Want::Scalar)?;
        let sv = self.sv_of(v);
        Ok(self.call_rt(Rt::SvMortalcopy, &[sv])[0])
    }

    /// `reset EXPR`: the runtime gets the letters (null without EXPR), the package, and
    /// the cache cells of the package's `m?PAT?` ops.
    pub fn reset(&mut self, expr: Option<OpId>, package: &str, want: Want) -> Result<V, Diag> {
        let letters = match expr {
            Some(e) => {
                let v = self.lower(e, Want::Scalar)?;
                self.sv_of(v)
            }
            None => self.iconst(0),
        };
        let once: Vec<OpId> = self
            .prog
            .once_matches
            .iter()
            .filter(|(_, p)| p == package)
            .map(|(id, _)| *id)
            .collect();
        let cells = if once.is_empty() {
            self.iconst(0)
        } else {
            let slot = self
                .b
                .create_sized_stack_slot(cranelift_codegen::ir::StackSlotData::new(
                    cranelift_codegen::ir::StackSlotKind::ExplicitSlot,
                    8 * once.len() as u32,
                    3,
                ));
            let base = self
                .b
                .ins()
                .stack_addr(cranelift_codegen::ir::types::I64, slot, 0);
            for (i, id) in once.iter().enumerate() {
                let cell = self.regex_cell(*id);
                self.store(cell, base, 8 * i as i32);
            }
            base
        };
        let n = self.iconst(once.len() as i64);
        let pkg = self.low.string_data(package.as_bytes());
        let pkg = self.data_addr(pkg);
        let len = self.iconst(package.len() as i64);
        let r = self.call_rt(Rt::ReReset, &[letters, pkg, len, cells, n])[0];
        if want == Want::List {
            self.push_stack(r);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r))
    }

    fn pattern_sv(&mut self, pat: OpId) -> Result<cranelift_codegen::ir::Value, Diag> {
        if let OpKind::Stringify(parts) = &self.prog.op(pat).kind {
            let v = self.join_parts(parts, "regexp compilation", Rt::RePattern)?;
            return Ok(self.sv_of(v));
        }
        let v = self.lower(pat, Want::Scalar)?;
        Ok(self.sv_of(v))
    }

    pub fn lower_regex(&mut self, id: OpId, want: Want) -> Result<V, Diag> {
        let undef = V::Sv(self.load64(self.ctx, CTX_SV_UNDEF));
        let v = match self.prog.op(id).kind {
            OpKind::Match { target, pat, flags } => {
                let name = target
                    .map(|t| self.var_name(t))
                    .unwrap_or_else(|| "$_".into());
                let t = self.regex_target(target, false)?;
                let p = self.pattern_sv(pat)?;
                let cell = self.regex_cell(id);
                let f = self.iconst32(flags as i64);
                let g = self.gimme_const(want);
                let info = self.info("pattern match (m//)", &[name]);
                let r = self.call_rt(Rt::ReMatch, &[cell, p, f, t, g, info])[0];
                if want == Want::List {
                    return Ok(undef);
                }
                V::Sv(r)
            }
            OpKind::Subst {
                target,
                pat,
                repl,
                flags,
            } => {
                let r = flags & RXF_R != 0;
                let (name, sub, t) = self.modified_target(target, !r && target.is_some(), !r)?;
                let p = self.pattern_sv(pat)?;
                let cell = self.regex_cell(id);
                let f = self.iconst32(flags as i64);
                let info = self.info("substitution (s///)", &[name]);
                let found = self.call_rt(Rt::ReSubstStart, &[cell, p, f, t, info])[0];
                let body = self.b.create_block();
                let finish = self.b.create_block();
                self.b.ins().brif(found, body, &[], finish, &[]);
                self.b.switch_to_block(body);
                let r = self.lower(repl, Want::Scalar)?;
                let r = self.sv_of(r);
                let more = self.call_rt(Rt::ReSubstNext, &[r])[0];
                let again = self.b.create_block();
                self.b.ins().brif(more, again, &[], finish, &[]);
                self.b.switch_to_block(again);
                self.poll("s///g back-edge");
                self.b.ins().jump(body, &[]);
                self.b.switch_to_block(finish);
                let r = self.call_rt(Rt::ReSubstFinish, &[])[0];
                if let Some(args) = sub {
                    self.substr_replace(&args, V::Sv(t))?;
                }
                V::Sv(r)
            }
            OpKind::Trans {
                target,
                ref search,
                ref repl,
                delim,
                flags,
            } => {
                // A tr that changes its target takes it as an lvalue (an absent element is
                // created, a tied one STOREd); counting (an empty list, no /d) does not.
                let modifies = flags & TRF_R == 0 && (!repl.is_empty() || flags & TRF_D != 0);
                let (name, sub, t) = self.modified_target(target, modifies, flags & TRF_R == 0)?;
                let cell = self.regex_cell(id);
                let s = self.sv_of(V::Const(Const::Str(search.clone())));
                let r = self.sv_of(V::Const(Const::Str(repl.clone())));
                let f = self.iconst32(flags as i64);
                let d = self.iconst32(delim as i64);
                let info = self.info("transliteration (tr///)", &[name]);
                let res = self.call_rt(Rt::ReTrans, &[cell, s, r, f, d, t, info])[0];
                if let Some(args) = sub {
                    self.substr_replace(&args, V::Sv(t))?;
                }
                V::Sv(res)
            }
            OpKind::Split { .. } => return self.split_into(id, None, want),
            OpKind::Qr { pat, flags } => {
                let p = self.pattern_sv(pat)?;
                let cell = self.regex_cell(id);
                let f = self.iconst32(flags as i64);
                V::Sv(self.call_rt(Rt::ReQr, &[cell, p, f])[0])
            }
            OpKind::Pos(a) => {
                let t = self.lvalue(a)?;
                V::Sv(self.call_rt(Rt::RePosGet, &[t])[0])
            }
            OpKind::MatchVar(n) => {
                let n = self.iconst(n as i64);
                V::Sv(self.call_rt(Rt::ReCapture, &[n])[0])
            }
            OpKind::MatchAv(_) | OpKind::MatchHv(_) => {
                let c = self.match_container(id);
                let is_av = matches!(self.prog.op(id).kind, OpKind::MatchAv(_));
                if want == Want::List {
                    self.call_rt(if is_av { Rt::PushAv } else { Rt::PushHv }, &[c]);
                    return Ok(undef);
                }
                V::Iv(self.call_rt(if is_av { Rt::AvCount } else { Rt::HvCount }, &[c])[0])
            }
            _ => return Err(self.err_unsupported("this pattern operator")),
        };
        if want == Want::List {
            let sv = self.sv_of(v);
            self.push_stack(sv);
            return Ok(undef);
        }
        Ok(v)
    }

    /// `split`: the fields are pushed (list context), or stored straight into the array
    /// `into` (`@a = split ...`); the value is their number.
    pub fn split_into(&mut self, id: OpId, into: Option<OpId>, want: Want) -> Result<V, Diag> {
        let OpKind::Split {
            pat,
            expr,
            limit,
            flags,
        } = self.prog.op(id).kind
        else {
            return Err(self.err_unsupported("this split"));
        };
        let p = self.pattern_sv(pat)?;
        let name = self.var_name(expr);
        let e = self.lower(expr, Want::Scalar)?;
        let e = self.sv_of(e);
        let l = match limit {
            Some(l) => {
                let v = self.lower(l, Want::Scalar)?;
                self.sv_of(v)
            }
            None => self.iconst(0),
        };
        let av = match into {
            Some(a) => self.container(a)?,
            None => self.iconst(0),
        };
        let cell = self.regex_cell(id);
        let f = self.iconst32(flags as i64);
        let g = self.gimme_const(if into.is_some() { Want::Scalar } else { want });
        let info = self.info("split", &[name]);
        let r = self.call_rt(Rt::ReSplit, &[cell, p, f, e, l, g, info, av])[0];
        if want == Want::List {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r))
    }

    /// `@-`, `@+`, `%+`, `%-` as containers (made afresh from the last match).
    pub fn match_container(&mut self, id: OpId) -> cranelift_codegen::ir::Value {
        match self.prog.op(id).kind {
            OpKind::MatchAv(which) => {
                let e = self.iconst32(which as i64);
                self.call_rt(Rt::ReOffsets, &[e])[0]
            }
            OpKind::MatchHv(all) => {
                let a = self.iconst32(all as i64);
                self.call_rt(Rt::ReNamed, &[a])[0]
            }
            _ => self.load64(self.ctx, CTX_SV_UNDEF),
        }
    }

    /// `pos(X) = VALUE`.
    pub fn pos_assign(&mut self, target: OpId, rhs: OpId) -> Result<V, Diag> {
        let v = self.lower(rhs, Want::Scalar)?;
        let v = self.sv_of(v);
        let t = self.lvalue(target)?;
        self.call_rt(Rt::RePosSet, &[t, v]);
        Ok(V::Sv(v))
    }

    /// `pos($s) op= N`: read, operate, set.
    pub(super) fn pos_assign_op(&mut self, op: BinOp, t: OpId, b: OpId) -> Result<V, Diag> {
        let target = self.lvalue(t)?;
        let cur = self.call_rt(Rt::RePosGet, &[target])[0];
        let bv = self.lower(b, Want::Scalar)?;
        let names = [String::new(), self.var_name(b)];
        let r = self.binop_values(op, V::Sv(cur), bv, &names)?;
        let r = self.sv_of(r);
        self.call_rt(Rt::RePosSet, &[target, r]);
        Ok(V::Sv(r))
    }

    /// `++pos($s)` and the like.
    pub(super) fn pos_incdec(&mut self, t: OpId, inc: bool, post: bool) -> Result<V, Diag> {
        let target = self.lvalue(t)?;
        let cur = self.call_rt(Rt::RePosGet, &[target])[0];
        let one = V::Const(Const::Iv(1));
        let names = [String::new(), String::new()];
        let op = if inc { BinOp::Add } else { BinOp::Subtract };
        let r = self.binop_values(op, V::Sv(cur), one, &names)?;
        let r = self.sv_of(r);
        self.call_rt(Rt::RePosSet, &[target, r]);
        Ok(V::Sv(if post { cur } else { r }))
    }
}
