//! Loops: `while`/`until`, C-style `for`, `foreach`, bare blocks, and `last`/`next`/`redo`.
//! Each loop pushes a frame (its label, its next/last/redo blocks, the cleanups a jump out
//! of it runs); a `last` that leaves a sub or an `eval` goes through the runtime's context
//! stack (`call_in_loops`, `take_loop_exit`).

use super::{Binder, Cleanup, Fx, LoopFrame, LoopVar, OpId, OpKind, Want};
use crate::diag::Diag;
use crate::lower::rt::Rt;
use camelift_abi::codes::{LoopJump, PadNewKind, FETCH_LVALUE};
use camelift_abi::*;
use cranelift_codegen::ir::{self, condcodes::IntCC, types, Block, InstBuilder, Value};
use cranelift_frontend::Variable;

impl<'a, 'p> Fx<'a, 'p> {
    /// Loop entry: SAVETMPS when the loop iterates over something its body's FREETMPS must
    /// not free (`keeps_tmps`: a list on the stack, an array reached through a temporary),
    /// and a save-stack mark when the loop localises or matches.
    /// The other loops leave the floor alone: what their statement made before the loop
    /// (a range's ends, a C-style `for`'s init) is dead once the loop starts, so the body's
    /// first statement may free it. (perl raises the floor for every loop; without DESTROY
    /// the difference cannot be seen, and a loop nested in another then writes no floor.)
    /// In a program where a `last` can leave a sub (or an eval), a loop whose `parts`
    /// call out goes on the runtime's context stack, where that `last` looks for it.
    pub(super) fn enter_loop(
        &mut self,
        label: &Option<String>,
        cond: Option<OpId>,
        body: OpId,
        parts: &[OpId],
        keeps_tmps: bool,
    ) -> Vec<Cleanup> {
        let mut c = vec![];
        if keeps_tmps {
            let ctx = self.ctx;
            let floor = self.load64(ctx, CTX_TMPS_FLOOR);
            let saved = self.b.declare_var(types::I64);
            self.b.def_var(saved, floor);
            let ix = self.load64(ctx, CTX_TMPS_IX);
            self.set_tmps_floor(ix);
            c.push(Cleanup::TmpsFloor(saved));
        }
        // `EXPR while COND` is no block in perl: the last match outlives it (a loop with a
        // block, `for` as a modifier included, restores the one before it).
        let modifier_while = cond.is_some() && self.prog.modifier_bodies.contains(&body);
        let curpm =
            !modifier_while && (cond.is_some_and(|x| self.uses_regex(x)) || self.uses_regex(body));
        // A `local` in the condition, the step or the continue block is the loop's too
        // (perl's enterloop scope, and the scope perl wraps around `do BLOCK while COND`):
        // restored when the loop ends.
        let local = self.uses_local(body)
            || cond.is_some_and(|x| self.uses_local(x))
            || parts.iter().any(|&p| self.uses_local(p));
        if local || curpm {
            let mark = self.call_rt(Rt::SavestackIx, &[])[0];
            let v = self.b.declare_var(types::I64);
            self.b.def_var(v, mark);
            c.push(Cleanup::LeaveScope(v));
            if curpm && self.goto_plan.is_some() {
                // Where a `goto` out of blocks in the body finds the loop's last match.
                self.loop_curpm.insert(body, v);
            }
        }
        if curpm {
            self.call_rt(Rt::ReSaveCurpm, &[]);
        }
        if let Some(l) = self.register_loop(label, parts) {
            c.push(l);
        }
        c
    }

    /// Puts the loop on the runtime's context stack when a `last` in a sub it calls may
    /// need to find it (see runtime/src/core/cx.rs); the cleanup takes it off.
    pub(super) fn register_loop(
        &mut self,
        label: &Option<String>,
        parts: &[OpId],
    ) -> Option<Cleanup> {
        if !self.low.loop_exits || !parts.iter().any(|p| self.calls_out(*p)) {
            return None;
        }
        let l = match label {
            Some(l) => self.info(l, &[]),
            None => self.iconst(0),
        };
        self.call_rt(Rt::LoopEnter, &[l]);
        Some(Cleanup::LoopLeave)
    }

    pub(super) fn run_cleanups(&mut self, cleanups: &[Cleanup]) {
        for c in cleanups.iter().rev() {
            match *c {
                Cleanup::TmpsFloor(v) => {
                    let old = self.b.use_var(v);
                    self.set_tmps_floor(old);
                }
                Cleanup::Sp(v) => {
                    let old = self.b.use_var(v);
                    self.set_sp(old);
                }
                Cleanup::Unalias(v) => {
                    let mark = self.b.use_var(v);
                    self.call_rt(Rt::LeaveScope, &[mark]);
                }
                Cleanup::Pad { ix, saved } => {
                    let old = self.b.use_var(saved);
                    self.pad_set(ix, old);
                }
                Cleanup::Dec(v) => {
                    let sv = self.b.use_var(v);
                    self.sv_dec(sv);
                }
                Cleanup::LeaveScope(v) => {
                    let mark = self.b.use_var(v);
                    self.call_rt(Rt::LeaveScope, &[mark]);
                }
                Cleanup::LoopLeave => {
                    self.call_rt(Rt::LoopLeave, &[]);
                }
            }
        }
    }

    pub(in crate::lower) fn unwind_all_loops(&mut self) {
        if self.b.current_block().is_none() {
            return;
        }
        // The argument stack is not restored: the return protocol has already put the
        // return values where the caller expects them (restoring a loop's stack mark
        // would drop them).
        let all: Vec<Vec<Cleanup>> = self
            .loops
            .iter()
            .rev()
            .map(|l| {
                l.inner
                    .iter()
                    .chain(&l.cleanups)
                    .filter(|c| !matches!(c, Cleanup::Sp(_)))
                    .copied()
                    .collect()
            })
            .collect();
        for c in all {
            self.run_cleanups(&c);
        }
        let outer = self.outer_cleanups.clone();
        self.run_cleanups(&outer);
    }

    /// `last`/`next`/`redo`: runs the cleanups of the loops being left, then jumps. With
    /// no such loop in this function, the runtime looks for one among the callers
    /// (perl's loops are dynamic: a `last` in a sub leaves the caller's loop).
    pub fn loop_jump(&mut self, label: &Option<String>, which: LoopJump) -> Result<(), Diag> {
        let pos = match label {
            None => self.loops.len().checked_sub(1),
            Some(l) => self
                .loops
                .iter()
                .rposition(|f| f.label.as_deref() == Some(l.as_str())),
        };
        let Some(pos) = pos else {
            let w = self.iconst32(which.code().into());
            let l = match label {
                Some(l) => self.info(l, &[]),
                None => self.iconst(0),
            };
            self.call_rt(Rt::LoopExit, &[w, l]);
            return Ok(());
        };
        let inner: Vec<Vec<Cleanup>> = self.loops[pos + 1..]
            .iter()
            .rev()
            .map(|l| [l.inner.clone(), l.cleanups.clone()].concat())
            .collect();
        let mut depth = self.loops.len();
        for c in inner {
            // The blocks inside loop `depth - 1`'s body are left before the loop is.
            self.clear_scopes_at(depth);
            self.run_cleanups(&c);
            depth -= 1;
        }
        self.clear_scopes_at(depth);
        let own = self.loops[pos].inner.clone();
        self.run_cleanups(&own);
        self.jump_in_loop(pos, which);
        let dead = self.b.create_block();
        self.b.switch_to_block(dead);
        Ok(())
    }

    /// A `goto` leaves what started since a block began, whose start saw `loops` loops,
    /// `scopes` scopes and `inner` cleanups of constructs around (labels.rs): the loops
    /// entered since, innermost first (the blocks in each one's body before the loop),
    /// then the blocks and constructs entered since at the block's own level.
    pub(super) fn leave_to_frame(&mut self, loops: usize, scopes: usize, inner: usize) {
        for pos in (loops..self.loops.len()).rev() {
            self.clear_scopes_since(scopes, pos + 1);
            let c = [
                self.loops[pos].inner.clone(),
                self.loops[pos].cleanups.clone(),
            ]
            .concat();
            self.run_cleanups(&c);
        }
        self.clear_scopes_since(scopes, loops);
        let rest: Vec<Cleanup> = match loops.checked_sub(1) {
            Some(p) => self.loops[p]
                .inner
                .get(inner..)
                .unwrap_or_default()
                .to_vec(),
            None => self
                .outer_cleanups
                .get(inner..)
                .unwrap_or_default()
                .to_vec(),
        };
        self.run_cleanups(&rest);
    }

    /// The jump of `last`/`next`/`redo` once inside loop `pos` (the loops within it
    /// are left already).
    pub(super) fn jump_in_loop(&mut self, pos: usize, which: LoopJump) {
        // `next`/`redo` leave the iteration: what it localised is restored.
        let own: Vec<Cleanup> = self.loops[pos]
            .cleanups
            .iter()
            .filter(|c| matches!(c, Cleanup::LeaveScope(_)))
            .copied()
            .collect();
        self.run_cleanups(&own);
        let f = &self.loops[pos];
        let target = match which {
            LoopJump::Last => f.last,
            LoopJump::Next => f.next,
            LoopJump::Redo => f.redo,
        };
        if which == LoopJump::Redo {
            // `redo` is a backward branch.
            self.poll("redo");
        }
        self.b.ins().jump(target, &[]);
    }

    /// While a construct's code is lowered inside a loop: what a `last` leaving it must
    /// undo (`pop_inner_cleanup` when it ends).
    /// Enters a loop frame for `last`/`next`/`redo` to find.
    pub(super) fn push_loop(
        &mut self,
        label: Option<String>,
        next: Block,
        last: Block,
        redo: Block,
        cleanups: &[Cleanup],
    ) {
        self.loops.push(LoopFrame {
            label,
            next,
            last,
            redo,
            cleanups: cleanups.to_vec(),
            inner: vec![],
            dispatch: None,
        });
    }

    pub fn push_inner_cleanup(&mut self, c: Cleanup) {
        match self.loops.last_mut() {
            Some(f) => f.inner.push(c),
            None => self.outer_cleanups.push(c),
        }
    }

    pub fn pop_inner_cleanup(&mut self) {
        match self.loops.last_mut() {
            Some(f) => {
                f.inner.pop();
            }
            None => {
                self.outer_cleanups.pop();
            }
        }
    }

    /// Whether a call made here must catch a `last` in the callee: the program has such
    /// a `last` and we are in a loop.
    pub fn catches_loop_exits(&self) -> bool {
        self.low.loop_exits && !self.loops.is_empty()
    }

    /// A call made here (`plain`), or when it must catch a `last` in the callee, through
    /// the runtime's catch (`catching`).
    pub fn call_in_loops(
        &mut self,
        plain: impl FnOnce(&mut Self) -> Value,
        catching: impl FnOnce(&mut Self) -> Value,
    ) -> Value {
        if !self.catches_loop_exits() {
            return plain(self);
        }
        let r = catching(self);
        self.take_loop_exit(r);
        r
    }

    /// After a catching call: a null result means a `last` in the callee left one of our
    /// loops; go there.
    pub fn take_loop_exit(&mut self, r: Value) {
        let exit_b = self.b.create_block();
        let cont_b = self.b.create_block();
        self.b.set_cold_block(exit_b);
        self.b.ins().brif(r, cont_b, &[], exit_b, &[]);
        self.b.switch_to_block(exit_b);
        let code = self.call_rt(Rt::LoopExitCode, &[])[0];
        let innermost = self.loops.len() - 1;
        let inner = self.loops[innermost].inner.clone();
        self.run_cleanups(&inner);
        self.clear_scopes_from(innermost + 1);
        let dispatch = self.loop_exit_dispatch(innermost);
        self.b.ins().jump(dispatch, &[code.into()]);
        self.b.switch_to_block(cont_b);
    }

    /// The block that takes a caught loop exit (`(loops out << 2) | which`) from inside
    /// loop `pos`: there if no loops out, else leave this loop and go on outwards.
    pub(super) fn loop_exit_dispatch(&mut self, pos: usize) -> Block {
        if let Some(b) = self.loops[pos].dispatch {
            return b;
        }
        let block = self.b.create_block();
        self.b.set_cold_block(block);
        self.b.append_block_param(block, types::I64);
        self.loops[pos].dispatch = Some(block);
        let here = self.b.current_block();
        self.b.switch_to_block(block);
        let code = self.b.block_params(block)[0];
        let jumps = [LoopJump::Last, LoopJump::Next, LoopJump::Redo];
        let which_b: Vec<Block> = jumps
            .iter()
            .map(|_| {
                let b = self.b.create_block();
                self.b.set_cold_block(b);
                b
            })
            .collect();
        let which = self.b.ins().band_imm_s(code, 3);
        let out_b = self.b.create_block();
        self.b.set_cold_block(out_b);
        let levels = self.b.ins().ushr_imm_u(code, 2);
        let here_b = self.b.create_block();
        self.b.set_cold_block(here_b);
        self.b.ins().brif(levels, out_b, &[], here_b, &[]);
        self.b.switch_to_block(here_b);
        let last = i64::from(LoopJump::Last.code());
        let is_last = self.b.ins().icmp_imm_s(IntCC::Equal, which, last);
        let not_last = self.b.create_block();
        self.b.set_cold_block(not_last);
        self.b.ins().brif(is_last, which_b[0], &[], not_last, &[]);
        self.b.switch_to_block(not_last);
        let next = i64::from(LoopJump::Next.code());
        let is_next = self.b.ins().icmp_imm_s(IntCC::Equal, which, next);
        self.b.ins().brif(is_next, which_b[1], &[], which_b[2], &[]);
        for (w, wb) in jumps.into_iter().zip(&which_b) {
            self.b.switch_to_block(*wb);
            self.jump_in_loop(pos, w);
        }
        self.b.switch_to_block(out_b);
        let cleanups = self.loops[pos].cleanups.clone();
        self.run_cleanups(&cleanups);
        self.clear_scopes_at(pos);
        let outer_code = self.b.ins().iadd_imm_s(code, -4);
        if pos == 0 {
            // The runtime only reports exits to loops of this function.
            self.b.ins().trap(ir::TrapCode::unwrap_user(1));
        } else {
            // What runs around this loop in the outer one's body (constant while this
            // loop runs).
            let around = self.loops[pos - 1].inner.clone();
            self.run_cleanups(&around);
            let outer = self.loop_exit_dispatch(pos - 1);
            self.b.ins().jump(outer, &[outer_code.into()]);
        }
        if let Some(h) = here {
            self.b.switch_to_block(h);
        }
        block
    }

    pub(super) fn while_loop(
        &mut self,
        label: &Option<String>,
        cond: Option<OpId>,
        body: OpId,
        cont: Option<OpId>,
        until: bool,
        post: bool,
    ) -> Result<(), Diag> {
        // `do {} while` is not a loop for `last`/`next` in perl.
        let parts: Vec<OpId> = if post {
            vec![]
        } else {
            cond.into_iter().chain([body]).chain(cont).collect()
        };
        let keep = self.loop_value.take();
        let cleanups = self.enter_loop(label, cond, body, &parts, false);
        let header = self.b.create_block();
        let body_b = self.b.create_block();
        let next_b = self.b.create_block();
        let last_b = self.b.create_block();
        let exit_b = self.b.create_block();
        if !post {
            // The condition and the continue block run inside the loop too.
            self.push_loop(label.clone(), next_b, last_b, body_b, &cleanups);
        }
        self.b.ins().jump(if post { body_b } else { header }, &[]);
        self.b.switch_to_block(header);
        let (on_true, on_false) = if until {
            (exit_b, body_b)
        } else {
            (body_b, exit_b)
        };
        match (cond, keep) {
            (Some(c), Some(var)) => self.branch_keeping(c, var, on_true, on_false)?,
            (Some(c), None) => self.branch(c, on_true, on_false)?,
            (None, _) => {
                self.b.ins().jump(body_b, &[]);
            }
        }
        self.b.switch_to_block(body_b);
        self.loop_body_block(body)?;
        self.b.ins().jump(next_b, &[]);
        self.b.switch_to_block(next_b);
        if let Some(c) = cont {
            self.loop_body_block(c)?;
        }
        if !post {
            self.loops.pop();
        }
        self.back_edge("loop back-edge");
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(exit_b);
        self.b.ins().jump(last_b, &[]);
        self.b.switch_to_block(last_b);
        self.run_cleanups(&cleanups);
        self.exit_poll("block exit");
        Ok(())
    }

    pub(super) fn cfor_loop(
        &mut self,
        label: &Option<String>,
        init: Option<OpId>,
        cond: Option<OpId>,
        step: Option<OpId>,
        body: OpId,
    ) -> Result<(), Diag> {
        if let Some(i) = init {
            self.lower(i, Want::Void)?;
        }
        let keep = self.loop_value.take();
        let parts: Vec<OpId> = cond.into_iter().chain(step).chain([body]).collect();
        let cleanups = self.enter_loop(label, cond.or(step), body, &parts, false);
        let header = self.b.create_block();
        let body_b = self.b.create_block();
        let next_b = self.b.create_block();
        let last_b = self.b.create_block();
        // The condition and the step run inside the loop too.
        self.push_loop(label.clone(), next_b, last_b, body_b, &cleanups);
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        match (cond, keep) {
            (Some(c), Some(var)) => self.branch_keeping(c, var, body_b, last_b)?,
            (Some(c), None) => self.branch(c, body_b, last_b)?,
            (None, _) => {
                self.b.ins().jump(body_b, &[]);
            }
        }
        self.b.switch_to_block(body_b);
        self.loop_body_block(body)?;
        self.b.ins().jump(next_b, &[]);
        self.b.switch_to_block(next_b);
        if let Some(s) = step {
            self.free_tmps();
            self.lower(s, Want::Void)?;
        }
        self.loops.pop();
        self.back_edge("loop back-edge");
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(last_b);
        self.run_cleanups(&cleanups);
        self.exit_poll("block exit");
        Ok(())
    }

    /// A bare block: a loop run once. When its value is wanted (`value`: the last
    /// statement of a sub), that is the value of its last statement (in list context, the
    /// values it pushed), copied before the block's variables are cleared; undef (nothing)
    /// when `last` leaves it.
    pub(super) fn bare_block(
        &mut self,
        label: &Option<String>,
        body: OpId,
        want: Want,
        value: bool,
    ) -> Result<Option<super::super::expr::V>, Diag> {
        let cleanups: Vec<Cleanup> = self.register_loop(label, &[body]).into_iter().collect();
        // Where the value goes (only when it is wanted: a plain bare block makes none).
        let slot = if value {
            let mark = self.mark();
            let result = self.b.declare_var(types::I64);
            let undef = self.load64(self.ctx, CTX_SV_UNDEF);
            self.b.def_var(result, undef);
            Some((mark, result))
        } else {
            None
        };
        let body_b = self.b.create_block();
        let last_b = self.b.create_block();
        self.b.ins().jump(body_b, &[]);
        self.b.switch_to_block(body_b);
        self.push_loop(label.clone(), last_b, last_b, body_b, &cleanups);
        if let Some((mark, result)) = slot {
            let v = self.block_value(body, want)?;
            if self.b.current_block().is_some() {
                match (want, v) {
                    (Want::List, _) => {
                        self.call_rt(Rt::StackCopy, &[mark]);
                    }
                    (_, Some(v)) => {
                        let sv = self.sv_of(v);
                        let copy = self.call_rt(Rt::SvMortalcopy, &[sv])[0];
                        self.b.def_var(result, copy);
                    }
                    _ => {}
                }
            }
        } else {
            self.block(body, want)?;
        }
        self.loops.pop();
        if self.b.current_block().is_some() {
            self.b.ins().jump(last_b, &[]);
        }
        self.b.switch_to_block(last_b);
        self.run_cleanups(&cleanups);
        self.exit_poll("block exit");
        Ok(slot.map(|(_, result)| super::super::expr::V::Sv(self.b.use_var(result))))
    }

    /// `foreach`: over a numeric range it counts without building the list; over one array
    /// it walks the array (seeing pushes made by the body, as perl does); otherwise it walks
    /// the list left on the argument stack. The variable aliases each element.
    pub(super) fn foreach_loop(
        &mut self,
        label: &Option<String>,
        var: &LoopVar,
        list: OpId,
        body: OpId,
    ) -> Result<(), Diag> {
        let mark = self.mark();
        let sp_var = self.b.declare_var(types::I64);
        self.b.def_var(sp_var, mark);
        let mut cleanups = vec![Cleanup::Sp(sp_var)];

        let items = match &self.prog.op(list).kind {
            OpKind::List(items) => items.clone(),
            _ => vec![list],
        };
        enum Source {
            Range { iter_sv: Variable },
            Array { av: Value },
            Stack { base: Value },
        }
        let i_var = self.b.declare_var(types::I64);
        let end_var = self.b.declare_var(types::I64);
        let single = if items.len() == 1 {
            Some(items[0])
        } else {
            None
        };
        let source = match single.map(|s| &self.prog.op(s).kind) {
            Some(&OpKind::Range(lo, hi)) if self.range_is_numeric(lo, hi) => {
                let lo_v = self.lower(lo, Want::Scalar)?;
                let lo_i = self.iv_of(lo_v);
                let hi_v = self.lower(hi, Want::Scalar)?;
                let hi_i = self.iv_of(hi_v);
                self.b.def_var(i_var, lo_i);
                self.b.def_var(end_var, hi_i);
                let k = self.iconst32(PadNewKind::Scalar.code().into());
                let sv = self.call_rt(Rt::PadNew, &[k])[0];
                let iter_sv = self.b.declare_var(types::I64);
                self.b.def_var(iter_sv, sv);
                cleanups.push(Cleanup::Dec(iter_sv));
                Source::Range { iter_sv }
            }
            Some(OpKind::Padav { .. }) | Some(OpKind::Gvav(_)) | Some(OpKind::Rv2av(_)) => {
                let av = self.container(items[0])?;
                let zero = self.iconst(0);
                self.b.def_var(i_var, zero);
                Source::Array { av }
            }
            _ => {
                self.mark_lval_slices(list);
                self.lower(list, Want::List)?;
                let sp = self.mark();
                let n = self.b.ins().isub(sp, mark);
                let end = self.b.ins().iadd_imm_s(n, -1);
                let zero = self.iconst(0);
                self.b.def_var(i_var, zero);
                self.b.def_var(end_var, end);
                Source::Stack { base: mark }
            }
        };
        // A global loop variable is saved before the loop takes its own save-stack mark
        // (which `next` leaves to when the body uses `local` or matches).
        let alias_mark = if let LoopVar::Global(g) = *var {
            let gv = self.gv(g);
            let saved = self.b.declare_var(types::I64);
            let mark = self.call_rt(Rt::SaveAliasSv, &[gv])[0];
            self.b.def_var(saved, mark);
            cleanups.push(Cleanup::Unalias(saved));
            Some(gv)
        } else {
            None
        };
        // SAVETMPS after the list is built: its temporaries must outlive the body's FREETMPS.
        let keeps_tmps = !matches!(source, Source::Range { .. });
        cleanups.extend(self.enter_loop(label, None, body, &[body], keeps_tmps));
        // Bind the loop variable: save what it had, to restore after the loop.
        let bind: Binder<'a, 'p> = match *var {
            LoopVar::My(ix) => Box::new(move |fx: &mut Self, sv| fx.pad_set(ix, sv)),
            LoopVar::Pad(ix) => {
                let saved = self.b.declare_var(types::I64);
                let cur = self.pad_get(ix);
                self.b.def_var(saved, cur);
                cleanups.push(Cleanup::Pad { ix, saved });
                Box::new(move |fx: &mut Self, sv| fx.pad_set(ix, sv))
            }
            LoopVar::Global(g) => {
                let gv = alias_mark.unwrap_or_else(|| self.gv(g));
                Box::new(move |fx: &mut Self, sv| fx.store(sv, gv, GV_SV))
            }
        };

        let header = self.b.create_block();
        let body_b = self.b.create_block();
        let next_b = self.b.create_block();
        let last_b = self.b.create_block();
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        let i = self.b.use_var(i_var);
        let elem = match &source {
            Source::Range { iter_sv } => {
                let end = self.b.use_var(end_var);
                let done = self.b.ins().icmp(IntCC::SignedGreaterThan, i, end);
                self.b.ins().brif(done, last_b, &[], body_b, &[]);
                self.b.switch_to_block(body_b);
                let old = self.b.use_var(*iter_sv);
                // perl reuses the iteration scalar unless something (a closure) kept it.
                let rc = self.load32(old, SV_REFCNT);
                let shared = self.b.ins().icmp_imm_s(IntCC::NotEqual, rc, 1);
                let fresh_b = self.b.create_block();
                let have_b = self.b.create_block();
                self.b.append_block_param(have_b, types::I64);
                self.b
                    .ins()
                    .brif(shared, fresh_b, &[], have_b, &[old.into()]);
                self.b.switch_to_block(fresh_b);
                let fresh = self.call_rt(Rt::PadIntro, &[old])[0];
                self.b.ins().jump(have_b, &[fresh.into()]);
                self.b.switch_to_block(have_b);
                let sv = self.b.block_params(have_b)[0];
                self.b.def_var(*iter_sv, sv);
                self.set_iv_in_place(sv, i);
                sv
            }
            Source::Array { av } => {
                let av = *av;
                let n = self.call_rt(Rt::AvCount, &[av])[0];
                let done = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, i, n);
                self.b.ins().brif(done, last_b, &[], body_b, &[]);
                self.b.switch_to_block(body_b);
                let lval = self.iconst32(FETCH_LVALUE.into());
                self.call_rt(Rt::AvFetch, &[av, i, lval])[0]
            }
            Source::Stack { base } => {
                let base = *base;
                let end = self.b.use_var(end_var);
                let done = self.b.ins().icmp(IntCC::SignedGreaterThan, i, end);
                self.b.ins().brif(done, last_b, &[], body_b, &[]);
                self.b.switch_to_block(body_b);
                let ix = self.b.ins().iadd(base, i);
                self.stack_at(ix)
            }
        };
        bind(self, elem);
        let redo_b = self.b.create_block();
        self.b.ins().jump(redo_b, &[]);
        self.b.switch_to_block(redo_b);
        self.push_loop(label.clone(), next_b, last_b, redo_b, &cleanups);
        self.loop_body_block(body)?;
        self.loops.pop();
        self.b.ins().jump(next_b, &[]);
        self.b.switch_to_block(next_b);
        let i = self.b.use_var(i_var);
        let i1 = self.b.ins().iadd_imm_s(i, 1);
        self.b.def_var(i_var, i1);
        self.back_edge("loop back-edge");
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(last_b);
        self.run_cleanups(&cleanups);
        self.exit_poll("block exit");
        Ok(())
    }

    /// perl counts over a range unless both ends are strings that don't look like numbers
    /// (`'a'..'e'`). We decide at compile time when the ends are constants or numeric
    /// expressions; ranges over run-time strings take the general list path.
    pub(super) fn range_is_numeric(&self, lo: OpId, hi: OpId) -> bool {
        use crate::ops::{Const, Func};
        #[derive(PartialEq)]
        enum K {
            Num,
            Str(bool),
            Unknown,
        }
        let classify = |id: OpId| match &self.prog.op(id).kind {
            OpKind::Const(Const::Str(s)) => K::Str(crate::ops::looks_like_int(s)),
            OpKind::Binop(op, ..)
                if !matches!(op, crate::ops::BinOp::Concat | crate::ops::BinOp::Repeat) =>
            {
                K::Num
            }
            OpKind::Const(_) | OpKind::AvLast(_) | OpKind::Negate(_) => K::Num,
            OpKind::Scalar(_) | OpKind::Padav { .. } | OpKind::Gvav(_) => K::Num,
            OpKind::Func(
                Func::Length | Func::Int | Func::Abs | Func::Ord | Func::Hex | Func::Oct,
                _,
            ) => K::Num,
            _ => K::Unknown,
        };
        match (classify(lo), classify(hi)) {
            (K::Num, _) | (_, K::Num) => true,
            (K::Str(a), K::Str(b)) => a && b,
            _ => false,
        }
    }
}
