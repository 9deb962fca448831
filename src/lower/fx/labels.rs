//! Lowering `goto LABEL` and `goto EXPR` (what each does: src/ops/labels.rs).
//!
//! A block holding a label that a `goto` jumps to is lowered with a *frame*
//! (`GotoFrame`): a Cranelift block per such label, placed before the label's statement,
//! and what a jump there restores (the argument stack pointer, the temporaries floor,
//! the last match of perl's target context). Blocks without one are lowered as before.

use super::{Fx, Want};
use crate::diag::Diag;
use crate::lower::rt::Rt;
use crate::ops::labels::{Action, GotoDie};
use crate::ops::{Const, OpId, OpKind, PadKind};
use camelift_abi::codes::{GOTO_DIE_INTO_FOREACH, GOTO_DIE_NOT_FOUND, GOTO_DIE_PSEUDO};
use camelift_abi::codes::{GOTO_JUMP, GOTO_NOT_YET, GOTO_WARN_DEPRECATED};
use cranelift_codegen::ir::{self, condcodes::IntCC, Block, InstBuilder, Value};

/// A block being lowered that holds labels a `goto` jumps to.
pub(crate) struct GotoFrame {
    /// The labelled statements, their Cranelift blocks, and whether lowering has reached
    /// them (a jump to one then is a backward branch).
    targets: Vec<(OpId, Block, bool)>,
    /// How many loops, `my` scopes, cleanups of constructs (of the innermost loop, or
    /// outside every loop) and save-stack marks of blocks were open when it started.
    loops: usize,
    scopes: usize,
    inner: usize,
    marks: usize,
    /// The argument stack pointer and temporaries floor at its start (each statement's).
    sp: Value,
    floor: Value,
    /// The save-stack index of the entry holding the last match at the start of perl's
    /// target context, when one is needed.
    curpm: Option<Value>,
    /// Pad slots whose `my` this block's start did (see `goto_frame_enter`).
    hoisted: Vec<u32>,
}

impl<'a, 'p> Fx<'a, 'p> {
    /// A block starts (`id`, its statements): when it holds labels a `goto` jumps to, a
    /// frame for them. `curpm`: the save-stack mark under the block's own saved last
    /// match, if it made one.
    ///
    /// The `my` variables its own statements declare are introduced here, once for the
    /// block, and their `my`s then only name them (perl's `my` clears nothing, its scope
    /// exit does): a `goto` forward over a `my` finds the variable empty, as perl does,
    /// and one backward that runs a `my` again keeps its value, as perl's does.
    pub(super) fn goto_frame_enter(
        &mut self,
        id: OpId,
        stmts: &[OpId],
        curpm: Option<Value>,
        loop_body: bool,
    ) -> bool {
        let Some(plan) = self.goto_plan.clone() else {
            return false;
        };
        let Some(&unwinds) = plan.blocks.get(&id) else {
            return false;
        };
        let targets: Vec<(OpId, Block, bool)> = stmts
            .iter()
            .filter(|s| plan.targets.get(s) == Some(&id))
            .map(|&s| (s, self.b.create_block(), false))
            .collect();
        if targets.is_empty() {
            return false;
        }
        let curpm = if unwinds && self.uses_regex(id) {
            match curpm {
                Some(m) => Some(m),
                None => {
                    let from_loop = if loop_body {
                        self.loop_curpm.get(&id).copied()
                    } else {
                        None
                    };
                    match from_loop {
                        Some(v) => Some(self.b.use_var(v)),
                        None => {
                            // The context's start is here: its last match is saved (and
                            // put back when the scope around it ends, as perl's is).
                            let m = self.call_rt(Rt::SavestackIx, &[])[0];
                            self.call_rt(Rt::ReSaveCurpm, &[]);
                            Some(m)
                        }
                    }
                }
            }
        } else {
            None
        };
        let mut hoist = vec![];
        for &s in stmts {
            self.hoistable_mys(s, &mut hoist);
        }
        for &ix in &hoist {
            let kind = self.prog.subs[self.sub_ix].pad[ix as usize].kind.clone();
            if kind == PadKind::Scalar {
                self.padsv(ix, true);
            } else if !self.empty_at_intro(ix) {
                let v = self.pad_get(ix);
                let nv = self.call_rt(Rt::PadIntro, &[v])[0];
                self.pad_set(ix, nv);
            }
            self.hoisted.insert(ix);
        }
        let sp = self.mark();
        let floor = self.load64(self.ctx, camelift_abi::CTX_TMPS_FLOOR);
        let inner = match self.loops.len().checked_sub(1) {
            Some(p) => self.loops[p].inner.len(),
            None => self.outer_cleanups.len(),
        };
        let frame = GotoFrame {
            targets,
            loops: self.loops.len(),
            scopes: self.scopes.len(),
            inner,
            marks: self.save_marks.len(),
            sp,
            floor,
            curpm,
            hoisted: hoist,
        };
        self.goto_frames.push(frame);
        true
    }

    /// Before statement `st` of the innermost frame's block: the place of its label.
    pub(super) fn goto_label_point(&mut self, st: OpId) {
        let Some(f) = self.goto_frames.last_mut() else {
            return;
        };
        let Some(t) = f.targets.iter_mut().find(|t| t.0 == st) else {
            return;
        };
        t.2 = true;
        let blk = t.1;
        if self.b.current_block().is_some() {
            self.b.ins().jump(blk, &[]);
        }
        self.b.switch_to_block(blk);
    }

    /// The frame's block ends.
    pub(super) fn goto_frame_leave(&mut self, pushed: bool) -> Result<(), Diag> {
        if !pushed {
            return Ok(());
        }
        let Some(f) = self.goto_frames.pop() else {
            return Ok(());
        };
        for ix in &f.hoisted {
            self.hoisted.remove(ix);
        }
        if f.targets.iter().any(|t| !t.2) {
            // A label whose statement was lowered some other way: its block would be
            // empty (and the jumps there wrong).
            return Err(self.err_unsupported("goto to a label here"));
        }
        Ok(())
    }

    /// The `my` variables statement `id` of a block declares for the rest of the block
    /// (not in a nested block, a condition, or a loop's head, whose scope is that
    /// construct's, nor under a condition: perl's `my $x if 0` keeps its value).
    fn hoistable_mys(&self, id: OpId, out: &mut Vec<u32>) {
        let kind = &self.prog.op(id).kind;
        match kind {
            OpKind::Padsv { ix, intro: true }
            | OpKind::Padav { ix, intro: true }
            | OpKind::Padhv { ix, intro: true } => {
                let pad = &self.prog.subs[self.sub_ix].pad;
                let Some(e) = pad.get(*ix as usize) else {
                    return;
                };
                if !self.alias_slots.get(*ix as usize).copied().unwrap_or(true)
                    && e.state.is_none()
                    && !e.begin_stale
                    && !e.current_sub
                    && !out.contains(ix)
                {
                    out.push(*ix);
                }
            }
            OpKind::Lineseq(_)
            | OpKind::Bare { .. }
            | OpKind::While { .. }
            | OpKind::CFor { .. }
            | OpKind::Foreach { .. }
            | OpKind::If { .. }
            | OpKind::AnonCode(_)
            | OpKind::DoBlock(_)
            | OpKind::EvalBlock(_)
            | OpKind::MapGrep { .. }
            | OpKind::SortBy { .. }
            | OpKind::UtilBlock { .. }
            | OpKind::StateVar { .. }
            | OpKind::StateInit { .. } => {}
            OpKind::And(a, _)
            | OpKind::Or(a, _)
            | OpKind::Dor(a, _)
            | OpKind::AndAssign(a, _)
            | OpKind::OrAssign(a, _)
            | OpKind::DorAssign(a, _)
            | OpKind::CondExpr(a, _, _) => self.hoistable_mys(*a, out),
            _ => {
                for c in crate::ops::children_of(kind) {
                    self.hoistable_mys(c, out);
                }
            }
        }
    }

    /// Whether the `my` of pad slot `ix` was done at its block's start.
    pub fn intro_hoisted(&self, ix: u32) -> bool {
        !self.hoisted.is_empty() && self.hoisted.contains(&ix)
    }

    /// `goto LABEL`.
    pub(crate) fn goto_label(&mut self, g: OpId) -> Result<(), Diag> {
        let action = self
            .goto_plan
            .as_ref()
            .and_then(|p| p.labels.get(&g).cloned());
        let Some(action) = action else {
            return Err(self.err_unsupported("this goto"));
        };
        match action {
            Action::Jump {
                target, unwinds, ..
            } => self.goto_jump(target, unwinds),
            Action::Refuse(what) => Err(self.err_unsupported(&what)),
            Action::Die(d) => {
                let OpKind::GotoLabel(name) = &self.prog.op(g).kind else {
                    return Err(self.err_unsupported("this goto"));
                };
                let label = crate::lower::expr::V::Const(Const::Str(name.as_bytes().to_vec()));
                let sv = self.sv_of(label);
                let table = self.goto_table(&[], &Action::Die(d));
                self.goto_run(sv, &table);
                self.b.ins().trap(ir::TrapCode::unwrap_user(1));
                let dead = self.b.create_block();
                self.b.switch_to_block(dead);
                Ok(())
            }
        }
    }

    /// `goto EXPR`: the runtime says what the value is (a code reference, or which
    /// label of the plan's it names, or dies).
    pub(crate) fn goto_expr(&mut self, g: OpId, e: OpId) -> Result<(), Diag> {
        let plan = self
            .goto_plan
            .as_ref()
            .and_then(|p| p.exprs.get(&g).cloned());
        let Some((entries, default)) = plan else {
            return Err(self.err_unsupported("this goto"));
        };
        let v = self.lower(e, Want::Scalar)?;
        let sv = self.sv_of(v);
        let table = self.goto_table(&entries, &default);
        let r = self.goto_run(sv, &table);
        let code_b = self.b.create_block();
        let label_b = self.b.create_block();
        let is_code = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
        self.b.ins().brif(is_code, code_b, &[], label_b, &[]);
        self.b.switch_to_block(code_b);
        self.goto_sub_value(crate::lower::expr::V::Sv(sv), 0, e)?;
        if self.b.current_block().is_some() {
            self.b.ins().trap(ir::TrapCode::unwrap_user(1));
        }
        self.b.switch_to_block(label_b);
        let jumps: Vec<(OpId, bool)> = entries
            .iter()
            .filter_map(|(_, a)| match *a {
                Action::Jump {
                    target, unwinds, ..
                } => Some((target, unwinds)),
                _ => None,
            })
            .collect();
        for (k, (target, unwinds)) in jumps.into_iter().enumerate() {
            let this = self.b.create_block();
            let next = self.b.create_block();
            let hit = self.b.ins().icmp_imm_s(IntCC::Equal, r, k as i64);
            self.b.ins().brif(hit, this, &[], next, &[]);
            self.b.switch_to_block(this);
            self.goto_jump(target, unwinds)?;
            if self.b.current_block().is_some() {
                self.b.ins().trap(ir::TrapCode::unwrap_user(1));
            }
            self.b.switch_to_block(next);
        }
        // The runtime returns only the index of a jump.
        self.b.ins().trap(ir::TrapCode::unwrap_user(1));
        let dead = self.b.create_block();
        self.b.switch_to_block(dead);
        Ok(())
    }

    /// `camelift_goto_expr` with the value and the table: -1 for a code reference, or
    /// the index of the jump its label names.
    fn goto_run(&mut self, sv: Value, table: &[u8]) -> Value {
        let (tp, tl) = self.bytes_arg(table);
        let info = self.info("goto", &[]);
        self.call_rt(Rt::GotoExpr, &[sv, tp, tl, info])[0]
    }

    /// The runtime's table of a `goto` (runtime/src/core/goto.rs reads it): one entry per
    /// name, each its verdict, the verdict's argument (a jump's index, a line), the name
    /// and a text; the first one, nameless, for a name not among the others.
    fn goto_table(&self, entries: &[(String, Action)], default: &Action) -> Vec<u8> {
        let warn = self.warnings.default_on(crate::diag::WarnCat::Deprecated);
        let code = |a: &Action, jump: &mut u32| -> (u8, u32, String) {
            match a {
                Action::Jump { .. } => {
                    *jump += 1;
                    (GOTO_JUMP, *jump - 1, String::new())
                }
                Action::Die(GotoDie::NotFound) => (GOTO_DIE_NOT_FOUND, 0, String::new()),
                Action::Die(GotoDie::Pseudo) => (GOTO_DIE_PSEUDO, 0, String::new()),
                Action::Die(GotoDie::IntoForeach { line }) => {
                    let flag = if line.is_some() && warn {
                        GOTO_WARN_DEPRECATED
                    } else {
                        0
                    };
                    (
                        GOTO_DIE_INTO_FOREACH,
                        line.unwrap_or(0) | flag,
                        String::new(),
                    )
                }
                Action::Refuse(what) => (GOTO_NOT_YET, 0, format!("{what} is not supported yet")),
            }
        };
        let mut out = vec![];
        let mut put = |name: &str, a: &Action, jump: &mut u32| {
            let (k, arg, text) = code(a, jump);
            out.push(k);
            out.extend_from_slice(&arg.to_le_bytes());
            out.extend_from_slice(&(name.len() as u32).to_le_bytes());
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(&(text.len() as u32).to_le_bytes());
            out.extend_from_slice(text.as_bytes());
        };
        // The first entry, with no name, is the verdict for a name not among the rest.
        put("", default, &mut 0);
        let mut jump = 0u32;
        for (name, a) in entries {
            put(name, a, &mut jump);
        }
        out
    }

    /// The jump of a `goto` to labelled statement `target`: what the blocks and loops
    /// between here and the target's block would undo as they end, then the jump
    /// (a backward one polls, as a loop's back-edge does).
    fn goto_jump(&mut self, target: OpId, unwinds: bool) -> Result<(), Diag> {
        let Some(fi) = self
            .goto_frames
            .iter()
            .rposition(|f| f.targets.iter().any(|t| t.0 == target))
        else {
            return Err(self.err_unsupported("this goto"));
        };
        let (loops, scopes, inner, marks, sp, floor, curpm) = {
            let f = &self.goto_frames[fi];
            (f.loops, f.scopes, f.inner, f.marks, f.sp, f.floor, f.curpm)
        };
        let Some(&(_, blk, placed)) = self.goto_frames[fi].targets.iter().find(|t| t.0 == target)
        else {
            return Err(self.err_unsupported("this goto"));
        };
        self.leave_to_frame(loops, scopes, inner);
        if let Some(&m) = self.save_marks.get(marks) {
            // The `local`s of the blocks left (and the last matches they saved).
            self.call_rt(Rt::LeaveScope, &[m]);
        }
        self.set_tmps_floor(floor);
        self.set_sp(sp);
        if let (true, Some(ix)) = (unwinds, curpm) {
            self.call_rt(Rt::ReCurpmFrom, &[ix]);
        }
        if placed {
            self.back_edge("goto back-edge");
        }
        self.b.ins().jump(blk, &[]);
        let dead = self.b.create_block();
        self.b.switch_to_block(dead);
        Ok(())
    }
}
