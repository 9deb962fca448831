//! `my` variables cleared when the block that declared them is left (perl's
//! SAVEt_CLEARSV / SAVEt_CLEARPADRANGE in `leave_scope`): on falling off the end of the
//! block, and on `next`/`last`/`redo` out of it. A `return` needs nothing here: the sub's
//! exit releases the whole pad.
//!
//! Clearing a variable: when only the pad holds it, a reference is dropped (its referent
//! freed now), an array or hash emptied; a plain string or number is left for the next
//! `my` to reset (perl keeps the buffer too). When something else holds it (a closure, a
//! reference that escaped), the pad gets a fresh variable and the old one stays with its
//! other owners. A scalar that can be shown never to hold a reference nor be shared (every
//! use reads it or stores a number or string into it) needs no code at all, which keeps
//! loops like `while (...) { my $x = $i * 2; ... }` as they were.

use super::{Fx, LoopVar, OpId, OpKind, PadKind};
use crate::lower::rt::Rt;
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::IntCC, InstBuilder};
use std::collections::HashMap;

/// A block being lowered and the `my` variables it clears when it is left.
pub(super) struct ScopeFrame {
    /// Pad slots, in declaration order.
    slots: Vec<u32>,
    /// The number of enclosing loops of this function when the block started: a jump to
    /// loop `k` leaves every block with `depth > k`.
    depth: usize,
}

impl<'a, 'p> Fx<'a, 'p> {
    /// Which pad slots are scalars that never need clearing: not shared by a closure or a
    /// named sub, and used only in ways that read them or store a plain number or string.
    pub(super) fn plain_scalar_slots(&self) -> Vec<bool> {
        let sub = &self.prog.subs[self.sub_ix];
        let mut plain: Vec<bool> = sub.pad.iter().map(|e| e.kind == PadKind::Scalar).collect();
        for c in &self.prog.captures {
            if c.owner as usize == self.sub_ix {
                if let Some(p) = plain.get_mut(c.pad as usize) {
                    *p = false;
                }
            }
        }
        let mut parents = HashMap::new();
        let mut uses = vec![];
        self.scan_uses(sub.body, &mut parents, &mut uses, &mut plain);
        for (id, ix) in uses {
            if plain[ix] && !self.plain_use(id, &parents) {
                plain[ix] = false;
            }
        }
        plain
    }

    /// Records every op's parent and every scalar use; marks what closures share and
    /// what foreach aliases.
    fn scan_uses(
        &self,
        id: OpId,
        parents: &mut HashMap<OpId, OpId>,
        uses: &mut Vec<(OpId, usize)>,
        plain: &mut [bool],
    ) {
        let kind = &self.prog.op(id).kind;
        let unshare = |plain: &mut [bool], ix: u32| {
            if let Some(p) = plain.get_mut(ix as usize) {
                *p = false;
            }
        };
        match kind {
            OpKind::Padsv { ix, .. } if (*ix as usize) < plain.len() => {
                uses.push((id, *ix as usize));
            }
            OpKind::AnonCode(k) => {
                if let Some(s) = self.prog.subs.get(*k as usize) {
                    for &ix in &s.closure {
                        unshare(plain, ix);
                    }
                }
            }
            OpKind::Foreach {
                var: LoopVar::Pad(ix),
                ..
            } => unshare(plain, *ix),
            _ => {}
        }
        for c in crate::ops::children_of(kind) {
            parents.insert(c, id);
            self.scan_uses(c, parents, uses, plain);
        }
    }

    /// Whether this use of a scalar only reads it or stores a plain value into it, and
    /// keeps no alias to it.
    fn plain_use(&self, id: OpId, parents: &HashMap<OpId, OpId>) -> bool {
        let Some(&p) = parents.get(&id) else {
            return true;
        };
        // What gives the variable itself as its value is as plain as its own use.
        let passes_on = || self.plain_use(p, parents);
        match &self.prog.op(p).kind {
            OpKind::Lineseq(_)
            | OpKind::Binop(..)
            | OpKind::CmpChain { .. }
            | OpKind::Negate(_)
            | OpKind::Complement(_)
            | OpKind::Not(_)
            | OpKind::Defined(_)
            | OpKind::Postinc(_)
            | OpKind::Postdec(_)
            | OpKind::Stringify(_)
            | OpKind::Print { .. }
            | OpKind::Return(_)
            | OpKind::Match { .. }
            | OpKind::Subst { .. }
            | OpKind::Trans { .. } => true,
            OpKind::Preinc(_) | OpKind::Predec(_) => passes_on(),
            OpKind::AssignOp(_, lhs, _) => *lhs != id || passes_on(),
            OpKind::Aelem { index, .. } => *index == id,
            OpKind::Helem { key, .. } => *key == id,
            OpKind::If { cond, .. } => *cond == id,
            OpKind::While { cond, .. } => *cond == Some(id),
            // The init and step of `for (;;)` run in void context.
            OpKind::CFor { .. } => true,
            OpKind::Sassign { lhs, rhs } => {
                *rhs == id || (*lhs == id && self.plain_value(*rhs) && passes_on())
            }
            OpKind::And(..) | OpKind::Or(..) | OpKind::Dor(..) | OpKind::CondExpr(..) => {
                passes_on()
            }
            // `my ($x, $y);` and print lists.
            OpKind::List(_) => match parents.get(&p) {
                None => true,
                Some(g) => matches!(
                    self.prog.op(*g).kind,
                    OpKind::Lineseq(_) | OpKind::Print { .. }
                ),
            },
            _ => false,
        }
    }

    /// Whether an expression's value is never a reference (nor an aggregate, glob or code).
    fn plain_value(&self, id: OpId) -> bool {
        match &self.prog.op(id).kind {
            OpKind::Const(_)
            | OpKind::Undef
            | OpKind::Binop(..)
            | OpKind::CmpChain { .. }
            | OpKind::AssignOp(..)
            | OpKind::Negate(_)
            | OpKind::Complement(_)
            | OpKind::Not(_)
            | OpKind::Defined(_)
            | OpKind::Preinc(_)
            | OpKind::Predec(_)
            | OpKind::Postinc(_)
            | OpKind::Postdec(_)
            | OpKind::Stringify(_) => true,
            OpKind::CondExpr(_, a, b)
            | OpKind::And(a, b)
            | OpKind::Or(a, b)
            | OpKind::Dor(a, b) => self.plain_value(*a) && self.plain_value(*b),
            _ => false,
        }
    }

    /// The variables a block clears when left: those its statements introduce outside
    /// nested blocks and not under a condition (perl clears a variable only if its `my`
    /// ran; `my $x if 0` keeps its value), less the ones never needing it.
    /// With each, whether its `my` runs at most once each time the block runs (not in a
    /// loop condition).
    fn scope_slots(&self, stmts: &[OpId]) -> Vec<(u32, bool)> {
        let mut out = vec![];
        for &s in stmts {
            self.collect_mys(s, false, false, &mut out);
        }
        out
    }

    fn collect_mys(&self, id: OpId, cond: bool, again: bool, out: &mut Vec<(u32, bool)>) {
        let kind = &self.prog.op(id).kind;
        match kind {
            OpKind::Padsv { ix, intro: true }
            | OpKind::Padav { ix, intro: true }
            | OpKind::Padhv { ix, intro: true } => {
                let i = *ix as usize;
                let Some(e) = self.prog.subs[self.sub_ix].pad.get(i) else {
                    return;
                };
                let excluded = self.alias_slots.get(i).copied().unwrap_or(true)
                    || e.state.is_some()
                    || e.capture.is_some()
                    || e.closure.is_some()
                    || self.plain_slots.get(i).copied().unwrap_or(false);
                if !cond && !excluded && !out.iter().any(|(i, _)| i == ix) {
                    out.push((*ix, !again));
                }
            }
            // Blocks clear their own; other subs have their own pads; `state` persists.
            OpKind::Lineseq(_)
            | OpKind::Bare { .. }
            | OpKind::AnonCode(_)
            | OpKind::DoBlock(_)
            | OpKind::EvalBlock(_)
            | OpKind::StateVar { .. }
            | OpKind::StateInit { .. } => {}
            OpKind::If { cond: c, els, .. } => {
                self.collect_mys(*c, cond, again, out);
                // An `elsif` condition runs only when the ones before are false.
                if let Some(e) = els {
                    if matches!(self.prog.op(*e).kind, OpKind::If { .. }) {
                        self.collect_mys(*e, true, again, out);
                    }
                }
            }
            OpKind::While { cond: c, post, .. } => {
                if let Some(c) = c {
                    self.collect_mys(*c, cond || *post, true, out);
                }
            }
            OpKind::CFor {
                init,
                cond: c,
                step,
                ..
            } => {
                if let Some(i) = init {
                    self.collect_mys(*i, cond, again, out);
                }
                if let Some(c) = c {
                    self.collect_mys(*c, cond, true, out);
                }
                if let Some(s) = step {
                    self.collect_mys(*s, true, true, out);
                }
            }
            OpKind::Foreach { list, .. } => self.collect_mys(*list, cond, again, out),
            OpKind::And(a, b)
            | OpKind::Or(a, b)
            | OpKind::Dor(a, b)
            | OpKind::AndAssign(a, b)
            | OpKind::OrAssign(a, b)
            | OpKind::DorAssign(a, b) => {
                self.collect_mys(*a, cond, again, out);
                self.collect_mys(*b, true, again, out);
            }
            OpKind::CondExpr(c, a, b) => {
                self.collect_mys(*c, cond, again, out);
                self.collect_mys(*a, true, again, out);
                self.collect_mys(*b, true, again, out);
            }
            OpKind::MapGrep { .. } | OpKind::SortBy { .. } | OpKind::UtilBlock { .. } => {
                for c in crate::ops::children_of(kind) {
                    self.collect_mys(c, true, true, out);
                }
            }
            _ => {
                for c in crate::ops::children_of(kind) {
                    self.collect_mys(c, cond, again, out);
                }
            }
        }
    }

    /// A block starts: its `my` variables are cleared when it is left. Blocks whose value
    /// is used (`do`, `map`, a sub's last statement) and the program's body (its exit
    /// releases the pad) clear nothing. Returns whether a frame was pushed.
    pub(super) fn scope_enter(&mut self, id: OpId, stmts: &[OpId], clears: bool) -> bool {
        if !clears
            || id == self.prog.subs[self.sub_ix].body
            || self.prog.modifier_bodies.contains(&id)
        {
            return false;
        }
        let found = self.scope_slots(stmts);
        if found.is_empty() {
            return false;
        }
        // An array or hash this block clears on every way out is still empty when its
        // `my` runs again: the `my` need not clear it. Not so where a `die` caught in this
        // sub can leave the block, nor for a variable a named sub captures (its first
        // `my` must take the stale mark off).
        if !self.low.subs_with_eval.contains(&self.sub_ix) {
            for &(ix, once) in &found {
                let aggregate = self.prog.subs[self.sub_ix]
                    .pad
                    .get(ix as usize)
                    .is_some_and(|e| e.kind != PadKind::Scalar && !e.begin_stale);
                let captured = self
                    .prog
                    .captures
                    .iter()
                    .any(|c| c.owner as usize == self.sub_ix && c.pad == ix);
                if once && aggregate && !captured {
                    self.empty_at_intro.insert(ix);
                }
            }
        }
        self.scopes.push(ScopeFrame {
            slots: found.into_iter().map(|(ix, _)| ix).collect(),
            depth: self.loops.len(),
        });
        true
    }

    /// The variables of every block inside `id` (not in other subs): what a `die` out of
    /// an eval block leaves behind that its blocks' ends would have cleared.
    pub(crate) fn slots_within(&self, id: OpId, out: &mut Vec<u32>) {
        let kind = &self.prog.op(id).kind;
        if matches!(kind, OpKind::AnonCode(_)) {
            return;
        }
        if let OpKind::Lineseq(stmts) = kind {
            for (ix, _) in self.scope_slots(stmts) {
                if !out.contains(&ix) {
                    out.push(ix);
                }
            }
        }
        for c in crate::ops::children_of(kind) {
            self.slots_within(c, out);
        }
    }

    /// The variables a block's own statements introduce that its end would clear (see
    /// `scope_slots`), for a block whose value is used (a `map`/`grep` block).
    pub(crate) fn block_slots(&self, stmts: &[OpId]) -> Vec<u32> {
        self.scope_slots(stmts)
            .into_iter()
            .map(|(ix, _)| ix)
            .collect()
    }

    /// Clears the variables of an eval block that was left (by a `die` or normally, when
    /// they are clear already: each costs a load and a compare then).
    pub(crate) fn clear_eval_slots(&mut self, slots: &[u32]) {
        if self.b.current_block().is_some() {
            self.clear_slots(slots);
        }
    }

    /// Whether `my @a`/`my %h` for this slot finds the variable empty already.
    pub fn empty_at_intro(&self, ix: u32) -> bool {
        self.empty_at_intro.contains(&ix)
    }

    /// The block ends: falling off its end clears its variables.
    pub(super) fn scope_leave(&mut self) {
        let Some(f) = self.scopes.pop() else {
            return;
        };
        if self.b.current_block().is_some() {
            self.clear_slots(&f.slots);
        }
    }

    /// Clears the variables of the blocks being left whose depth is at least `depth`
    /// (innermost first), as a jump out of them does.
    pub(super) fn clear_scopes_from(&mut self, depth: usize) {
        self.clear_scopes_where(|d| d >= depth);
    }

    /// Clears the variables of the blocks at exactly `depth` (those around loop `depth`
    /// within the body of the loop outside it).
    pub(super) fn clear_scopes_at(&mut self, depth: usize) {
        self.clear_scopes_where(|d| d == depth);
    }

    /// Clears the variables of the blocks from the `first`-th on whose depth is `depth`
    /// (innermost first), as a `goto` out of them does.
    pub(super) fn clear_scopes_since(&mut self, first: usize, depth: usize) {
        if self.b.current_block().is_none() {
            return;
        }
        let sets: Vec<Vec<u32>> = self
            .scopes
            .iter()
            .skip(first)
            .rev()
            .filter(|f| f.depth == depth)
            .map(|f| f.slots.clone())
            .collect();
        for s in sets {
            self.clear_slots(&s);
        }
    }

    fn clear_scopes_where(&mut self, which: impl Fn(usize) -> bool) {
        if self.b.current_block().is_none() {
            return;
        }
        let sets: Vec<Vec<u32>> = self
            .scopes
            .iter()
            .rev()
            .filter(|f| which(f.depth))
            .map(|f| f.slots.clone())
            .collect();
        for s in sets {
            self.clear_slots(&s);
        }
    }

    /// Clears variables, the last declared first. A scalar held only by the pad and holding
    /// no reference (nor a body) is left as it is, inline; the rest goes to `pad_clear`,
    /// which gives back the variable the pad holds from now on.
    fn clear_slots(&mut self, slots: &[u32]) {
        let pad = &self.prog.subs[self.sub_ix].pad;
        let kinds: Vec<bool> = slots
            .iter()
            .map(|&ix| {
                pad.get(ix as usize)
                    .is_some_and(|e| e.kind == PadKind::Scalar)
            })
            .collect();
        for (&ix, &scalar) in slots.iter().zip(&kinds).rev() {
            let sv = self.pad_get(ix);
            if !scalar {
                let nv = self.call_rt(Rt::PadClear, &[sv])[0];
                self.pad_set(ix, nv);
                continue;
            }
            // Two compare-and-branch pairs (each load folds into its compare).
            let slow = self.b.create_block();
            let own = self.b.create_block();
            let done = self.b.create_block();
            let rc = self.load32(sv, SV_REFCNT);
            let shared = self.b.ins().icmp_imm_s(IntCC::NotEqual, rc, 1);
            self.b.ins().brif(shared, slow, &[], own, &[]);
            self.b.switch_to_block(own);
            let flags = self.load32(sv, SV_FLAGS);
            let body = self
                .b
                .ins()
                .band_imm_s(flags, (SVF_ROK | SVT_MASK | SVF_BACKREF) as i64);
            self.b.ins().brif(body, slow, &[], done, &[]);
            self.b.set_cold_block(slow);
            self.b.switch_to_block(slow);
            let nv = self.call_rt(Rt::PadClear, &[sv])[0];
            self.pad_set(ix, nv);
            self.b.ins().jump(done, &[]);
            self.b.switch_to_block(done);
        }
    }
}
