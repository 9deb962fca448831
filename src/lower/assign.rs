//! Assignment: `=` to a scalar (pp_sassign) and to a list (pp_aassign), the operator
//! assignments (`+=`, `.=` ...), `local`, `state` initialisation, and the lvalues they write.

use super::arith::integer_code;
use super::expr::{Made, NumTag, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use super::strings::stringify_desc;
use crate::diag::Diag;
use crate::ops::{BinOp, Const, Func, OpId, OpKind};
use camelift_abi::codes::*;
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::IntCC, InstBuilder, Value};

impl<'a, 'p> Fx<'a, 'p> {
    /// `LIST = LIST` (perl's pp_aassign), with the copies perl makes without temporaries
    /// done directly.
    pub(super) fn aassign(&mut self, lhs: OpId, rhs: OpId, want: Want) -> Result<Made, Diag> {
        let list = want == Want::List;
        let prog = self.prog;
        // `@a = split ...`: the fields go straight into the array (perl's
        // OPpSPLIT_ASSIGN), with no temporaries to copy.
        if !list && matches!(prog.op(rhs).kind, OpKind::Split { .. }) {
            let target = match &prog.op(lhs).kind {
                OpKind::List(items) if items.len() == 1 => items[0],
                _ => lhs,
            };
            if matches!(
                prog.op(target).kind,
                OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_)
            ) {
                return Ok(Made::Scalar(self.split_into(rhs, Some(target), want)?));
            }
        }
        // `@a = @b`: copied across directly.
        let array =
            |k: &OpKind| matches!(k, OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_));
        if !list && array(&prog.op(lhs).kind) && array(&prog.op(rhs).kind) {
            let src = self.container_mode(rhs, false)?;
            let dst = self.container(lhs)?;
            let n = self.call_rt(Rt::AvCopy, &[dst, src])[0];
            return Ok(Made::Scalar(V::Iv(n)));
        }
        // `%a = %b`: copied across directly.
        let hash =
            |k: &OpKind| matches!(k, OpKind::Padhv { .. } | OpKind::Gvhv(_) | OpKind::Rv2hv(_));
        if !list && hash(&prog.op(lhs).kind) && hash(&prog.op(rhs).kind) {
            let src = self.container_mode(rhs, false)?;
            let dst = self.container(lhs)?;
            let n = self.call_rt(Rt::HvCopy, &[dst, src])[0];
            return Ok(Made::Scalar(V::Iv(n)));
        }
        // `my ($x, $y) = @_;`: the scalars are set straight from the array.
        let fresh_scalars = match &prog.op(lhs).kind {
            OpKind::List(items) => items.iter().all(|i| {
                matches!(
                    prog.op(*i).kind,
                    OpKind::Padsv { intro: true, .. } | OpKind::Undef
                )
            }),
            _ => false,
        };
        if !list
            && fresh_scalars
            && matches!(prog.op(rhs).kind, OpKind::Gvav(_) | OpKind::Padav { .. })
        {
            let av = self.container(rhs)?;
            let lmark = self.mark();
            self.lvalue_list(lhs)?;
            let n = self.call_rt(Rt::AssignFromAv, &[av, lmark])[0];
            return Ok(Made::Scalar(V::Iv(n)));
        }
        let rmark = self.mark();
        self.lower(rhs, Want::List)?;
        let lmark = self.mark();
        self.lvalue_list(lhs)?;
        // `my (...) = ...`: new variables cannot be among the values, so the
        // runtime need not copy the values first.
        let fresh = match &prog.op(lhs).kind {
            OpKind::List(items) => items.iter().all(|i| {
                matches!(
                    prog.op(*i).kind,
                    OpKind::Padsv { intro: true, .. }
                        | OpKind::Padav { intro: true, .. }
                        | OpKind::Padhv { intro: true, .. }
                        | OpKind::Undef
                )
            }),
            OpKind::Padav { intro: true, .. } | OpKind::Padhv { intro: true, .. } => true,
            _ => false,
        };
        let g = self.iconst(
            match want {
                Want::List => G_LIST,
                Want::Scalar => G_SCALAR,
                Want::Void => G_VOID,
            } | if fresh { AASSIGN_FRESH } else { 0 }
                | if !list && self.sort_in_place(lhs, rhs) {
                    camelift_abi::codes::AASSIGN_SORT_IN_PLACE
                } else {
                    0
                },
        );
        let r = self.call_rt(Rt::PpAassign, &[rmark, lmark, g])[0];
        // `($!, ...) = (N, ...)` (File::Copy's error return): `$!` then sets errno, as
        // `$! = N` does.
        let items = match &prog.op(lhs).kind {
            OpKind::List(items) => items.clone(),
            _ => vec![lhs],
        };
        for i in items {
            if let OpKind::Gvsv(gv) = prog.op(i).kind {
                if prog.globs[gv as usize].name == "main::!" {
                    let g = self.gv(gv);
                    let sv = self.load64(g, GV_SV);
                    self.call_rt(Rt::ErrnoAssign, &[sv]);
                }
            }
        }
        Ok(Made::pushed_or(want, V::Sv(r)))
    }

    /// `@a = sort @a` and `@a = sort BLOCK @a`, where perl sorts the array in place
    /// (op.c's S_inplace_aassign: one array, package or lexical, on both sides; not
    /// `@$r`, not `reverse sort`, nothing else in the list).
    fn sort_in_place(&self, lhs: OpId, rhs: OpId) -> bool {
        let prog = self.prog;
        let single = |id: OpId| match &prog.op(id).kind {
            OpKind::List(items) if items.len() == 1 => items[0],
            _ => id,
        };
        let list = match &prog.op(rhs).kind {
            OpKind::SortBy { list, .. } => single(*list),
            OpKind::Func(crate::ops::Func::Sort, args) if args.len() == 1 => single(args[0]),
            _ => return false,
        };
        match (&prog.op(single(lhs)).kind, &prog.op(list).kind) {
            (
                OpKind::Padav {
                    ix: a,
                    intro: false,
                },
                OpKind::Padav {
                    ix: b,
                    intro: false,
                },
            ) => a == b,
            (OpKind::Gvav(a), OpKind::Gvav(b)) => a == b,
            _ => false,
        }
    }

    /// `local X` (perl's pp_local): the saved variables, their new values as the result.
    pub(super) fn local(&mut self, e: OpId, want: Want) -> Result<Made, Diag> {
        if let OpKind::Hslice { hv, list } = self.prog.op(e).kind {
            self.local_hslice(hv, list, want == Want::List)?;
            return Ok(if want == Want::List {
                Made::Pushed
            } else {
                Made::Undef
            });
        }
        let v = self.localize(e)?;
        let prog = self.prog;
        let kind = &prog.op(e).kind;
        if want == Want::List {
            if let Some(sv) = v {
                if !matches!(kind, OpKind::Gvav(_) | OpKind::Gvhv(_) | OpKind::List(_)) {
                    self.push_stack(sv);
                }
            }
            return Ok(Made::Pushed);
        }
        Ok(match v {
            Some(sv) if !matches!(kind, OpKind::Gvav(_) | OpKind::Gvhv(_)) => {
                Made::Scalar(V::Sv(sv))
            }
            _ => Made::Undef,
        })
    }

    /// `local @h{LIST}`: the new elements pushed if `push`.
    fn local_hslice(&mut self, hv: OpId, list: OpId, push: bool) -> Result<(), Diag> {
        let c = self.container(hv)?;
        let mark = self.mark();
        self.lower(list, Want::List)?;
        let p = self.iconst32(push.into());
        self.call_rt(Rt::LocalHslice, &[c, mark, p]);
        Ok(())
    }

    /// `state $x = ...`: the assignment runs once, then the variable is the value. A flag
    /// cell per state variable (per closure instance for a closure's, next to its value in
    /// the environment); the flag is perl's immortal yes, so the environment can release
    /// it like a value.
    pub(super) fn state_init(&mut self, assign: OpId, state: u32, want: Want) -> Result<V, Diag> {
        let cell = match self.state_slots.get(&state) {
            Some(&pair) => self.b.ins().iadd_imm_s(pair, 8),
            None => {
                let cell_id = self.low.state_cell(state, true);
                self.data_addr(cell_id)
            }
        };
        let done_flag = self.load64(cell, 0);
        let first = self.b.create_block();
        let after = self.b.create_block();
        self.b.ins().brif(done_flag, after, &[], first, &[]);
        self.b.switch_to_block(first);
        let yes = self.load64(self.ctx, CTX_SV_YES);
        self.store(yes, cell, 0);
        self.lower(assign, Want::Void)?;
        self.b.ins().jump(after, &[]);
        self.b.switch_to_block(after);
        let target = match self.prog.op(assign).kind {
            OpKind::Sassign { lhs, .. } | OpKind::Aassign { lhs, .. } => lhs,
            _ => assign,
        };
        self.lower(target, want)
    }

    /// `$SIG{NAME} = VALUE`: the runtime installs the handler; `local $SIG{NAME} =
    /// VALUE` localizes the element after VALUE is evaluated (perl runs the right side
    /// first), with the disposition restored at scope exit.
    pub(super) fn sig_assign(&mut self, name: OpId, value: OpId, local: bool) -> Result<V, Diag> {
        let vv = self.lower(value, Want::Scalar)?;
        let v = self.sv_of(vv);
        let nv = self.lower(name, Want::Scalar)?;
        let n = self.sv_of(nv);
        if local {
            self.call_rt(Rt::LocalSig, &[n]);
        }
        self.call_rt(Rt::SigAssign, &[n, v]);
        Ok(V::Sv(v))
    }

    /// `local EXPR`: saves and replaces; returns the new scalar or container (for a
    /// list, pushes the new targets as `lvalue_list` would).
    pub(super) fn localize(&mut self, e: OpId) -> Result<Option<Value>, Diag> {
        Ok(Some(match self.prog.op(e).kind {
            OpKind::Gvsv(g) => {
                let gv = self.gv(g);
                self.call_rt(Rt::LocalSv, &[gv])[0]
            }
            OpKind::Gvav(g) => {
                let gv = self.gv(g);
                self.call_rt(Rt::LocalAv, &[gv])[0]
            }
            OpKind::Gvhv(g) => {
                let gv = self.gv(g);
                self.call_rt(Rt::LocalHv, &[gv])[0]
            }
            OpKind::Helem { hv, key } => {
                let sig = matches!(self.prog.op(hv).kind,
                    OpKind::Gvhv(g) if self.prog.globs[g as usize].name == "main::SIG");
                let c = self.container(hv)?;
                let kv = self.lower(key, Want::Scalar)?;
                let k = self.sv_of(kv);
                if sig {
                    self.call_rt(Rt::LocalSig, &[k])[0]
                } else {
                    self.call_rt(Rt::LocalHelem, &[c, k])[0]
                }
            }
            OpKind::Aelem { av, index } => {
                let c = self.container(av)?;
                let iv = self.lower(index, Want::Scalar)?;
                let i = self.iv_of(iv);
                self.call_rt(Rt::LocalAelem, &[c, i])[0]
            }
            OpKind::Rv2sv(inner) | OpKind::Rv2av(inner) | OpKind::Rv2hv(inner) => {
                let want = match self.prog.op(e).kind {
                    OpKind::Rv2av(_) => SVT_PVAV,
                    OpKind::Rv2hv(_) => SVT_PVHV,
                    _ => SVT_SCALAR,
                };
                let r = self.deref_source(inner)?;
                let strict = self.prog.op(e).strict_refs;
                let w = self.iconst32(i64::from(want));
                let st = self.iconst32(i64::from(strict));
                self.call_rt(Rt::LocalDeref, &[r, w, st])[0]
            }
            OpKind::Hslice { hv, list } => {
                self.local_hslice(hv, list, true)?;
                return Ok(None);
            }
            OpKind::List(ref items) => {
                for &it in items {
                    if let Some(v) = self.localize(it)? {
                        self.push_stack(v);
                    }
                }
                return Ok(None);
            }
            _ => return Err(self.err_unsupported("local on this expression")),
        }))
    }

    /// The scalar an assignment stores into: `lvalue`, except that a hash element is
    /// asked for as one about to be assigned (`FETCH_STORE`: a tied hash's is not FETCHed).
    fn store_target(&mut self, id: OpId) -> Result<Value, Diag> {
        match self.prog.op(id).kind {
            OpKind::Helem { .. } => self.elem_mode(id, FETCH_STORE),
            // A tied scalar is only STOREd (no FETCH first).
            OpKind::Gvsv(g) => {
                let gv = self.gv(g);
                Ok(self.load64(gv, GV_SV))
            }
            _ => self.lvalue(id),
        }
    }

    /// The scalar of glob `g`, after FETCH when the program ties it and it is tied now
    /// (perl's get magic; docs/decisions/tie.md).
    pub(super) fn get_magic(&mut self, g: u32, sv: Value) -> Value {
        if !self.prog.tied_scalars.contains(&g) {
            return sv;
        }
        self.call_rt(Rt::SvGetMagic, &[sv])[0]
    }

    /// An assignable scalar.
    pub fn lvalue(&mut self, id: OpId) -> Result<Value, Diag> {
        match self.prog.op(id).kind {
            OpKind::Local(e) => match self.localize(e)? {
                Some(v) => Ok(v),
                None => Err(self.err_unsupported("local on this expression")),
            },
            OpKind::Rv2sv(e) => {
                let r = self.deref_source(e)?;
                let strict = self.prog.op(id).strict_refs;
                let flags =
                    self.iconst32((DEREF_VIVIFY | if strict { DEREF_STRICT } else { 0 }).into());
                Ok(self.call_rt(Rt::Rv2sv, &[r, flags])[0])
            }
            OpKind::Padsv { ix, intro } => Ok(self.padsv(ix, intro)),
            OpKind::Gvsv(g) => {
                // A tied scalar modified in place (`.=`, `++`, an alias) FETCHes first.
                let gv = self.gv(g);
                let sv = self.load64(gv, GV_SV);
                Ok(self.get_magic(g, sv))
            }
            OpKind::Aelem { .. } | OpKind::Helem { .. } => self.elem(id, true),
            // `($copy = $s) =~ s///`: the assignment, then its left side.
            OpKind::Sassign { lhs, rhs } => match self.sassign(lhs, rhs, Want::Scalar)? {
                V::Sv(t) => Ok(t),
                _ => Err(self.err_unsupported("assignment to this expression")),
            },
            _ => Err(self.err_unsupported("assignment to this expression")),
        }
    }

    /// Pushes the targets of a list assignment: scalars as themselves, arrays and hashes as
    /// their heads, `undef` as the immortal undef (a placeholder that is skipped).
    pub(super) fn lvalue_list(&mut self, lhs: OpId) -> Result<(), Diag> {
        let items = match &self.prog.op(lhs).kind {
            OpKind::List(items) => &items[..],
            _ => &[lhs][..],
        };
        for &it in items {
            match self.prog.op(it).kind {
                OpKind::Padav { .. }
                | OpKind::Gvav(_)
                | OpKind::Padhv { .. }
                | OpKind::Gvhv(_)
                | OpKind::Rv2av(_)
                | OpKind::Rv2hv(_) => {
                    let c = self.container(it)?;
                    self.push_stack(c);
                }
                OpKind::Undef | OpKind::Stub => {
                    let ctx = self.ctx;
                    let u = self.load64(ctx, CTX_SV_UNDEF);
                    self.push_stack(u);
                }
                OpKind::List(_) => self.lvalue_list(it)?,
                // `my $x :Bogus = ...`: attributes.pm's death as the declaration runs.
                OpKind::Func(Func::Die, _) => {
                    self.lower(it, Want::Void)?;
                }
                OpKind::Local(e) => {
                    if let Some(v) = self.localize(e)? {
                        self.push_stack(v);
                    }
                }
                OpKind::Aslice { av, list } | OpKind::Hslice { hv: av, list } => {
                    let c = self.container(av)?;
                    let mark = self.mark();
                    self.lower(list, Want::List)?;
                    let (f, mode) = if matches!(self.prog.op(it).kind, OpKind::Aslice { .. }) {
                        (Rt::Aslice, FETCH_LVALUE)
                    } else {
                        (Rt::Hslice, FETCH_STORE)
                    };
                    let l = self.iconst32(mode.into());
                    self.call_rt(f, &[c, mark, l]);
                }
                _ => {
                    let t = self.store_target(it)?;
                    self.push_stack(t);
                }
            }
        }
        Ok(())
    }

    /// `X op= Y`: `vec(...) op= Y`, `use integer`'s i_* ops, `pos(...) op= Y`,
    /// `substr(...) op= Y`, or a scalar's.
    pub(super) fn assign_op(
        &mut self,
        integer: bool,
        op: BinOp,
        a: OpId,
        b: OpId,
        want: Want,
    ) -> Result<V, Diag> {
        if let Some(args) = self.vec_lvalue_args(a) {
            return self.vec_assign_op(integer, op, &args, b, want);
        }
        if integer && integer_code(op).is_some() {
            return self.integer_assign_op(op, a, b);
        }
        if let OpKind::Pos(t) = self.prog.op(a).kind {
            return self.pos_assign_op(op, t, b);
        }
        if let Some(args) = self.substr_lvalue(a) {
            return self.substr_assign_op(op, &args, b);
        }
        self.sv_assign_op(op, a, b)
    }

    /// `use integer`'s `X op= Y`.
    fn integer_assign_op(&mut self, op: BinOp, a: OpId, b: OpId) -> Result<V, Diag> {
        let target = self.lvalue(a)?;
        let bv = self.lower(b, Want::Scalar)?;
        let names = Self::assign_names(op, [self.var_name(a), self.var_name(b)]);
        let r = self.integer_op(op, V::Sv(target), bv, &names);
        let r = self.sv_of(r);
        self.call_rt(Rt::SvSetsv, &[target, r]);
        Ok(V::Sv(target))
    }

    /// `$x op= Y`.
    fn sv_assign_op(&mut self, op: BinOp, a: OpId, b: OpId) -> Result<V, Diag> {
        let target = self.lvalue(a)?;
        let bv = self.lower(b, Want::Scalar)?;
        let names = Self::assign_names(op, [self.var_name(a), self.var_name(b)]);
        // In place: `$x += int` / `$x -= int` when $x holds an IV and nothing overflows,
        // then `+= -= *= /=` on plain numbers in floating point; else the general path.
        if !self.compact
            && matches!(
                op,
                BinOp::Add | BinOp::Subtract | BinOp::Multiply | BinOp::Divide
            )
        {
            let done = self.b.create_block();
            let slow = self.b.create_block();
            if matches!(op, BinOp::Add | BinOp::Subtract) {
                if let Some((ib, cb)) = self.int_operand(&bv) {
                    let ok = self.flags_are(
                        target,
                        SVF_IOK,
                        SVF_ISUV
                            | SVF_READONLY
                            | SVF_NOK
                            | SVF_POK
                            | SVF_ROK
                            | SVF_DEFELEM
                            | SVT_MASK,
                    );
                    let ok = match cb {
                        Some(c) => self.b.ins().band(ok, c),
                        None => ok,
                    };
                    let fast = self.b.create_block();
                    let next = self.b.create_block();
                    self.b.ins().brif(ok, fast, &[], next, &[]);
                    self.b.switch_to_block(fast);
                    let ia = self.load64(target, SV_IV);
                    let (r, of) = if op == BinOp::Add {
                        self.b.ins().sadd_overflow(ia, ib)
                    } else {
                        self.b.ins().ssub_overflow(ia, ib)
                    };
                    let st = self.b.create_block();
                    self.b.ins().brif(of, slow, &[], st, &[]);
                    self.b.switch_to_block(st);
                    self.store(r, target, SV_IV);
                    self.b.ins().jump(done, &[]);
                    self.b.switch_to_block(next);
                }
            }
            let float = match (self.num_operand(&V::Sv(target)), self.num_operand(&bv)) {
                (Some(fa), Some(fb)) => Some((fa, fb)),
                _ => None,
            };
            if let Some((fa, fb)) = float {
                // The target must also be writable and plain (no magic, not read-only).
                let writable = self.flags_are(
                    target,
                    0,
                    SVF_READONLY | SVF_DEFELEM | SVF_PADSTALE | SVF_BLESSED,
                );
                let ok = match self.both(fa.1, fb.1) {
                    Some(c) => self.b.ins().band(c, writable),
                    None => writable,
                };
                let fast = self.b.create_block();
                self.b.ins().brif(ok, fast, &[], slow, &[]);
                self.b.switch_to_block(fast);
                let r = self.float_op(op, fa.0, fb.0, slow);
                self.b.ins().store(super::inline::mem(), r, target, SV_NV);
                let flags = self.iconst32((SVF_NOK | SVP_NOK) as i64);
                self.store(flags, target, SV_FLAGS);
                self.b.ins().jump(done, &[]);
            } else {
                self.b.ins().jump(slow, &[]);
            }
            self.b.switch_to_block(slow);
            self.b.set_cold_block(slow);
            let r = self.binop_values(op, V::Sv(target), bv, &names)?;
            let rs = self.sv_of(r);
            self.call_rt(Rt::SvSetsv, &[target, rs]);
            self.b.ins().jump(done, &[]);
            self.b.switch_to_block(done);
            return Ok(V::Sv(target));
        }
        if op == BinOp::Concat {
            // `.=` appends in place.
            let b = self.sv_of(bv);
            let info = self.info(op.desc(), &names);
            self.call_rt(Rt::PpConcatAssign, &[target, b, info]);
            return Ok(V::Sv(target));
        }
        let r = self.binop_values(op, V::Sv(target), bv, &names)?;
        let rs = self.sv_of(r);
        self.call_rt(Rt::SvSetsv, &[target, rs]);
        Ok(V::Sv(target))
    }

    /// Names for an assignment op: perl does not warn about an undef left operand of
    /// `+= -= .= |= ^=` (also `|.= ^.=`; the name list starts with the marker `=` for the
    /// runtime); the other assignment ops' start with `!`.
    pub(super) fn assign_names(op: BinOp, names: [String; 2]) -> [String; 2] {
        if matches!(
            op,
            BinOp::Add
                | BinOp::Subtract
                | BinOp::Concat
                | BinOp::BitOr
                | BinOp::BitXor
                | BinOp::NbitOr
                | BinOp::NbitXor
                | BinOp::SbitOr
                | BinOp::SbitXor
        ) {
            let [a, b] = names;
            return [format!("={a}"), b];
        }
        // The other assignment ops: marked `!` (the runtime's overloading looks up the
        // assignment variant, `*=`, first).
        let [a, b] = names;
        [format!("!{a}"), b]
    }

    pub(super) fn sassign(&mut self, lhs: OpId, rhs: OpId, want: Want) -> Result<V, Diag> {
        if let Some(args) = self.vec_lvalue_args(lhs) {
            return self.vec_assign(&args, rhs, want);
        }
        let errno_target = match self.prog.op(lhs).kind {
            OpKind::Local(e) => e,
            _ => lhs,
        };
        if let OpKind::Gvsv(g) = self.prog.op(errno_target).kind {
            if self.prog.globs[g as usize].name == "main::/" {
                // `$/ = \N` is checked as perl's magic checks it.
                let v = self.lower(rhs, Want::Scalar)?;
                let sv = self.sv_of(v);
                let target = self.lvalue(lhs)?;
                self.call_rt(Rt::RsAssign, &[target, sv]);
                return Ok(V::Sv(target));
            }
            if self.prog.globs[g as usize].name == "main::!" {
                // `$! = N` sets errno: `$!` is then strerror(N) as a string ("" for 0).
                let v = self.lower(rhs, Want::Scalar)?;
                let sv = self.sv_of(v);
                // The target first (`local $! = N` localizes, then sets).
                let target = self.lvalue(lhs)?;
                self.call_rt(Rt::ErrnoAssign, &[sv]);
                return Ok(V::Sv(target));
            }
        }
        if let OpKind::Func(Func::Substr, args) = &self.prog.op(lhs).kind {
            let v = self.lower(rhs, Want::Scalar)?;
            let keep = self.sv_of(v.clone());
            self.substr_replace(args, v)?;
            return Ok(V::Sv(keep));
        }
        if let OpKind::Pos(t) = self.prog.op(lhs).kind {
            return self.pos_assign(t, rhs);
        }
        if let OpKind::AvLast(av) = self.prog.op(lhs).kind {
            let v = self.lower(rhs, Want::Scalar)?;
            let sv = self.sv_of(v);
            let c = self.container(av)?;
            self.call_rt(Rt::AvSetLast, &[c, sv]);
            return Ok(V::Sv(sv));
        }
        if let OpKind::Stringify(parts) = &self.prog.op(rhs).kind {
            if matches!(
                self.prog.op(lhs).kind,
                OpKind::Padsv { .. } | OpKind::Gvsv(_)
            ) {
                // Interpolation into a variable: built in the variable's own buffer.
                let names = self.arg_names(parts);
                let mark = self.push_scalars(parts)?;
                let target = self.store_target(lhs)?;
                let info = self.info(stringify_desc(parts), &names);
                self.call_rt(Rt::PpStringifyInto, &[target, mark, info]);
                return Ok(V::Sv(target));
            }
        }
        if let Some(h) = self.readline_into(lhs, rhs) {
            return self.lower_readline(h, Some(lhs), Want::Scalar, 0);
        }
        let v = self.lower(rhs, Want::Scalar)?;
        let target = self.store_target(lhs)?;
        // A new string made for this assignment (interpolation, `.`, `x`, `join`,
        // `sprintf`): its buffer moves into the variable instead of being copied.
        let fresh_string = self.fresh_string(rhs);
        if fresh_string {
            if let V::Sv(sv) = v {
                self.call_rt(Rt::SvSetsvSteal, &[target, sv]);
                return Ok(V::Sv(target));
            }
        }
        match v {
            V::Iv(i) => self.set_iv_in_place(target, i),
            V::Const(Const::Iv(i)) => {
                let iv = self.iconst(i);
                self.set_iv_in_place(target, iv);
            }
            V::Num { tag, iv, nv, sv } => {
                // A number result goes into the variable without a temporary.
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, NumTag::Iv.imm());
                let is_nv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, NumTag::Nv.imm());
                let ivb = self.b.create_block();
                let rest = self.b.create_block();
                let nvb = self.b.create_block();
                let svb = self.b.create_block();
                let done = self.b.create_block();
                self.b.ins().brif(is_iv, ivb, &[], rest, &[]);
                self.b.switch_to_block(ivb);
                self.set_iv_in_place(target, iv);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(rest);
                self.b.ins().brif(is_nv, nvb, &[], svb, &[]);
                self.b.switch_to_block(nvb);
                self.set_nv_in_place(target, nv);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(svb);
                self.call_rt(Rt::SvSetsv, &[target, sv]);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(done);
            }
            other => {
                let sv = self.sv_of(other);
                self.call_rt(Rt::SvSetsv, &[target, sv]);
            }
        }
        Ok(V::Sv(target))
    }
}
