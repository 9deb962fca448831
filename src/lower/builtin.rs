//! Named functions (perl's builtins): the generic `Func` call through the runtime's
//! `pp_func` (its fast paths are in `fastpath.rs`), `map`/`grep`, `sort`, `defined`/`undef`,
//! and the array and hash functions (`push`, `pop`, `splice`, `keys`...).

use super::expr::{Made, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{Const, Func, OpId, OpKind};
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::IntCC, types, InstBuilder};

impl<'a, 'p> Fx<'a, 'p> {
    pub fn func(&mut self, f: Func, args: &[OpId], want: Want) -> Result<V, Diag> {
        if let Some(v) = self.func_fast_path(f, args, want)? {
            return Ok(v);
        }
        let mark = self.mark();
        let names = if f.xs_sub() {
            // perl names no variable in an XS sub's warnings.
            vec![]
        } else if f.takes_list() {
            self.list_names(args)
        } else {
            self.arg_names(args)
        };
        for a in args {
            let w = if f.takes_list() {
                Want::List
            } else {
                Want::Scalar
            };
            if f == Func::Sprintf {
                self.push_deferred(*a, w)?;
            } else if matches!(f, Func::Chop | Func::Chomp)
                && matches!(self.prog.op(*a).kind, OpKind::Helem { .. })
            {
                // Modified in place: the element itself (of a tied hash, its stand-in).
                let e = self.elem(*a, true)?;
                self.push_stack(e);
            } else {
                self.lower_pushed(*a, w)?;
            }
        }
        let id = self.iconst32(f as i64);
        let g = self.gimme_const(want);
        let info = self.info(f.desc(), &names);
        let r = self.call_rt(
            if matches!(f, Func::Die) {
                Rt::PpDie
            } else {
                Rt::for_builtin(f)
            },
            &if matches!(f, Func::Die) {
                vec![mark, info]
            } else {
                vec![id, mark, g, info]
            },
        );
        if f == Func::Die || self.b.current_block().is_none() {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        if want == Want::List {
            // List-valued builtins push their results; the others give one scalar.
            if !f.returns_list() {
                self.push_stack(r[0]);
            }
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r[0]))
    }

    /// `map`/`grep`: the items stay on the stack while `$_` aliases each in turn; results
    /// pile up above them and are moved down at the end.
    pub(super) fn map_grep(
        &mut self,
        grep: bool,
        body: OpId,
        l: OpId,
        want: Want,
    ) -> Result<V, Diag> {
        self.mark_lval_slices(l);
        let mark = self.mark();
        self.lower(l, Want::List)?;
        let sp0 = self.mark();
        let n = self.b.ins().isub(sp0, mark);
        let g = self.glob_index("main::_");
        let gv = self.gv(g);
        // `$_` is saved on the save stack, so that leaving the block by `die` (caught by
        // any eval around), `last` or `return` restores it as the normal exit does.
        let ss = self.call_rt(Rt::SaveAliasSv, &[gv])[0];
        let saved = self.b.declare_var(types::I64);
        self.b.def_var(saved, ss);
        self.push_inner_cleanup(super::fx::Cleanup::Unalias(saved));
        let ctx = self.ctx;
        let saved_floor = self.load64(ctx, CTX_TMPS_FLOOR);
        let i_var = self.b.declare_var(types::I64);
        let zero = self.iconst(0);
        self.b.def_var(i_var, zero);
        let header = self.b.create_block();
        let body_b = self.b.create_block();
        let exit_b = self.b.create_block();
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        let i = self.b.use_var(i_var);
        let done = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, i, n);
        self.b.ins().brif(done, exit_b, &[], body_b, &[]);
        self.b.switch_to_block(body_b);
        let ix = self.b.ins().iadd(mark, i);
        let item = self.stack_at(ix);
        self.store(item, gv, GV_SV);
        // Results of earlier iterations must survive this iteration's FREETMPS.
        let tix = self.load64(ctx, CTX_TMPS_IX);
        self.set_tmps_floor(tix);
        // The block's own variables that may hold references: cleared after each item (as
        // perl's LEAVE there does), so that an object only they held is destroyed then.
        let mut slots = vec![];
        if let OpKind::Lineseq(stmts) = &self.prog.op(body).kind {
            slots = self.block_slots(stmts);
        }
        if grep {
            let v = self
                .block(body, Want::Scalar)?
                .unwrap_or(V::Const(Const::Iv(0)));
            let t = self.bool_of(v);
            if !slots.is_empty() {
                self.clear_eval_slots(&slots);
            }
            // The test's temporaries go now (the items are the list's, below the floor).
            if self.b.current_block().is_some() {
                self.free_tmps();
            }
            let keep = self.b.create_block();
            let next = self.b.create_block();
            self.b.ins().brif(t, keep, &[], next, &[]);
            self.b.switch_to_block(keep);
            self.push_stack(item);
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        } else {
            let before = self.mark();
            self.block(body, Want::List)?;
            // Variables the block yields are copied (perl's mapwhile copies what is not a
            // temporary): a `my` in the block is a fresh variable next time round, and
            // its old value must stay in the result.
            if let Some(last) = self.prog.statements(body).last() {
                // With variables to clear, every value is copied first (perl's mapwhile
                // copies what is not a temporary before it leaves the item's scope): a
                // value may live in what a variable holds (`$obj->{name}`).
                let copy = self.yields_variables(*last) || !slots.is_empty();
                if copy && self.b.current_block().is_some() {
                    self.call_rt(Rt::StackCopy, &[before]);
                }
            }
            if !slots.is_empty() {
                self.clear_eval_slots(&slots);
            }
            if self.b.current_block().is_some() {
                self.call_rt(Rt::MapKeep, &[before]);
            }
        }
        let i = self.b.use_var(i_var);
        let i1 = self.b.ins().iadd_imm_s(i, 1);
        self.b.def_var(i_var, i1);
        self.poll("map/grep back-edge");
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(exit_b);
        self.pop_inner_cleanup();
        self.call_rt(Rt::LeaveScope, &[ss]);
        self.set_tmps_floor(saved_floor);
        if want == Want::List {
            self.call_rt(Rt::ListMove, &[mark, sp0]);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        let sp = self.mark();
        let count = self.b.ins().isub(sp, sp0);
        self.set_sp(mark);
        Ok(V::Iv(count))
    }

    /// Whether an expression's list value can include variables themselves (not
    /// temporaries).
    pub(super) fn yields_variables(&self, id: OpId) -> bool {
        match &self.prog.op(id).kind {
            OpKind::Padsv { .. }
            | OpKind::Padav { .. }
            | OpKind::Padhv { .. }
            | OpKind::Gvsv(_)
            | OpKind::Gvav(_)
            | OpKind::Gvhv(_)
            | OpKind::Aelem { .. }
            | OpKind::Helem { .. }
            | OpKind::Rv2sv(_)
            | OpKind::Rv2av(_)
            | OpKind::Rv2hv(_)
            | OpKind::Aslice { .. }
            | OpKind::Hslice { .. }
            | OpKind::StateVar { .. }
            | OpKind::Sassign { .. }
            | OpKind::Aassign { .. } => true,
            OpKind::List(items) => items.iter().any(|i| self.yields_variables(*i)),
            OpKind::CondExpr(_, a, b) | OpKind::Or(a, b) | OpKind::Dor(a, b) => {
                self.yields_variables(*a) || self.yields_variables(*b)
            }
            OpKind::And(_, b) => self.yields_variables(*b),
            OpKind::If { then, els, .. } => {
                self.prog
                    .statements(*then)
                    .last()
                    .is_some_and(|l| self.yields_variables(*l))
                    || els.is_some_and(|e| {
                        self.prog
                            .statements(e)
                            .last()
                            .is_some_and(|l| self.yields_variables(*l))
                    })
            }
            OpKind::Lineseq(s) => s.last().is_some_and(|l| self.yields_variables(*l)),
            OpKind::DoBlock(b) => self.yields_variables(*b),
            _ => false,
        }
    }

    /// `sort BLOCK LIST` / `sort NAME LIST`: the comparisons the runtime knows (`$a <=> $b`
    /// and the like) without a call back, others through the block compiled as a function.
    pub(super) fn sort_by(
        &mut self,
        id: OpId,
        cmp: OpId,
        l: OpId,
        named: bool,
        want: Want,
    ) -> Result<Made, Diag> {
        let mark = self.mark();
        self.lower(l, Want::List)?;
        match crate::lower::fast_sort_kind(self.prog, cmp) {
            Some(kind) => {
                let k = self.iconst(kind);
                self.call_rt(Rt::SortFast, &[mark, k]);
            }
            None => {
                let Some(k) = self.low.eval_index(id) else {
                    return Err(self.err_unsupported("this sort block"));
                };
                let f = self.eval_addr(k);
                let base = match self.pad_base() {
                    Some(b) => b,
                    None => self.iconst(0),
                };
                let ga = self.glob_index("main::a");
                let gb = self.glob_index("main::b");
                let (a, b) = (self.gv(ga), self.gv(gb));
                // The runtime aliases $a/$b through the glob pointers.
                let pair =
                    self.b
                        .create_sized_stack_slot(cranelift_codegen::ir::StackSlotData::new(
                            cranelift_codegen::ir::StackSlotKind::ExplicitSlot,
                            16,
                            3,
                        ));
                let pa = self.b.ins().stack_addr(types::I64, pair, 0);
                self.store(a, pa, 0);
                self.store(b, pa, 8);
                use camelift_abi::codes::{SORT_BLOCK, SORT_SUB, SORT_SUB_ARGS};
                let named = if !named {
                    SORT_BLOCK
                } else if self.sort_sub_takes_pair(cmp) {
                    SORT_SUB_ARGS
                } else {
                    SORT_SUB
                };
                let named = self.iconst32(named);
                self.call_rt(Rt::SortBy, &[mark, f, base, pa, named]);
                self.set_curline();
            }
        }
        if want == Want::List {
            return Ok(Made::Pushed);
        }
        // sort in scalar context: perl 5.36 gives undef.
        self.set_sp(mark);
        Ok(Made::Undef)
    }

    /// Whether the comparison of `sort NAME LIST` calls a sub of the program whose
    /// prototype is `($$)`: the pair it pushes becomes its @_. (A sub found by name or
    /// through a reference when the sort runs is looked at then, by the runtime.)
    fn sort_sub_takes_pair(&self, cmp: OpId) -> bool {
        let OpKind::Lineseq(s) = &self.prog.op(cmp).kind else {
            return false;
        };
        let Some(OpKind::Entersub { name, .. }) = s.first().map(|&c| &self.prog.op(c).kind) else {
            return false;
        };
        if self.prog.undefined_subs.contains(name) {
            return false;
        }
        let Some(ix) = self.prog.sub_index(name) else {
            return false;
        };
        self.prog
            .protos
            .iter()
            .any(|(i, p)| *i == ix && p.as_str() == "$$")
    }

    /// `splice @a, OFFSET, LENGTH, LIST`.
    pub(super) fn splice(&mut self, av: OpId, args: &[OpId], want: Want) -> Result<Made, Diag> {
        let c = self.container(av)?;
        let mark = self.mark();
        for (i, &a) in args.iter().enumerate() {
            self.lower_pushed(a, if i < 2 { Want::Scalar } else { Want::List })?;
        }
        let g = self.gimme_const(want);
        let r = self.call_rt(Rt::Splice, &[c, mark, g])[0];
        Ok(Made::pushed_or(want, V::Sv(r)))
    }

    /// `defined EXPR`: any value or type flag set. An element is looked at, not created.
    pub(super) fn defined(&mut self, a: OpId) -> Result<V, Diag> {
        let sv = match self.prog.op(a).kind {
            OpKind::Aelem { .. } | OpKind::Helem { .. } => self.elem(a, false)?,
            _ => {
                let v = self.lower(a, Want::Scalar)?;
                self.sv_of(v)
            }
        };
        let f = self.load32(sv, SV_FLAGS);
        let m = self.b.ins().band_imm_s(f, (SVF_OK_MASK | SVT_MASK) as i64);
        Ok(V::Bool(self.b.ins().icmp_imm_s(IntCC::NotEqual, m, 0)))
    }

    /// `undef EXPR`: an array or hash emptied, a scalar made undef.
    pub(super) fn undef_of(&mut self, a: OpId) -> Result<(), Diag> {
        match self.prog.op(a).kind {
            OpKind::Padav { .. } | OpKind::Gvav(_) => {
                let c = self.container(a)?;
                self.call_rt(Rt::AvClear, &[c]);
            }
            OpKind::Padhv { .. } | OpKind::Gvhv(_) => {
                let c = self.container(a)?;
                self.call_rt(Rt::HvClear, &[c]);
            }
            OpKind::GlobValue { .. } => {
                // `undef *NAME`: the glob is emptied.
                let v = self.lower(a, Want::Scalar)?;
                let g = self.sv_of(v);
                self.call_rt(Rt::UndefGlob, &[g]);
            }
            _ => {
                let t = self.lvalue(a)?;
                self.call_rt(Rt::SvSetUndef, &[t]);
            }
        }
        Ok(())
    }

    /// `push @a, LIST` / `unshift @a, LIST`: the new number of elements.
    pub(super) fn push_unshift(
        &mut self,
        av: OpId,
        items: &[OpId],
        is_push: bool,
    ) -> Result<V, Diag> {
        let c = self.container(av)?;
        let mark = self.mark();
        // Fresh strings (`push @a, substr(...)`) give their buffers to the new
        // elements instead of being copied.
        let temps = is_push && items.iter().all(|i| self.fresh_string(*i));
        for &it in items {
            self.lower_pushed(it, Want::List)?;
        }
        let f = match (is_push, temps) {
            (true, true) => Rt::AvPushTemps,
            (true, false) => Rt::AvPush,
            _ => Rt::AvUnshift,
        };
        Ok(V::Iv(self.call_rt(f, &[c, mark])[0]))
    }

    /// `pop @a` / `shift @a`.
    pub(super) fn pop_shift(&mut self, av: OpId, is_pop: bool) -> Result<V, Diag> {
        let c = self.container(av)?;
        let f = match (is_pop, self.prog.uses_carp) {
            (true, _) => Rt::AvPop,
            (false, false) => Rt::AvShift,
            // Carp's backtraces show what was shifted off @_.
            (false, true) => Rt::AvShiftArgs,
        };
        Ok(V::Sv(self.call_rt(f, &[c])[0]))
    }

    /// `keys`, `values`, `each` (`f` the runtime's pp_keys, pp_values, pp_each).
    pub(super) fn keys_values_each(&mut self, h: OpId, f: Rt, want: Want) -> Result<Made, Diag> {
        let c = self.container(h)?;
        let g = self.iconst(if want == Want::List { G_LIST } else { G_SCALAR });
        let r = self.call_rt(f, &[c, g])[0];
        Ok(Made::pushed_or(want, V::Sv(r)))
    }
}
