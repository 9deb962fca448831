//! Facts about an op's subtree that lowering asks at every block and loop, computed once
//! per program. Asking them by walking the subtree each time made lowering quadratic in
//! the nesting depth (2,000 nested `eval {` blocks took 4.5 s).

use crate::ops::{BinOp, Func, OpId, OpKind, Program};

pub(crate) struct OpFacts {
    /// Per op: a match or substitution runs inside (other subs not counted).
    uses_regex: Vec<bool>,
    /// Per op: code inside calls a sub or runs an eval block (other subs not counted).
    calls_out: Vec<bool>,
    /// Per op: `local` is used inside (other subs not counted).
    uses_local: Vec<bool>,
    /// Per op: a numeric expression of constants, which perl folds at compile time (so
    /// what its libm calls leave in errno never reaches the program's `$!`).
    constant: Vec<bool>,
    /// Per op: code inside can run more than once in one run of its function: a loop, a
    /// bare block (`redo`), a `map`/`grep`/`sort`/`first` block, a substitution (its
    /// replacement runs per match). Other subs not counted.
    repeats: Vec<bool>,
}

impl OpFacts {
    pub fn new(prog: &Program) -> OpFacts {
        let n = prog.ops.len();
        let mut facts = OpFacts {
            uses_regex: vec![false; n],
            calls_out: vec![false; n],
            uses_local: vec![false; n],
            constant: vec![false; n],
            repeats: vec![false; n],
        };
        let mut seen = vec![false; n];
        for i in 0..n {
            facts.visit(prog, OpId(i as u32), &mut seen);
        }
        facts
    }

    fn visit(&mut self, prog: &Program, id: OpId, seen: &mut [bool]) {
        let i = id.0 as usize;
        if seen[i] {
            return;
        }
        seen[i] = true;
        let kind = &prog.op(id).kind;
        let mut uses_local = matches!(
            kind,
            OpKind::Local(_) | OpKind::LocalGlob { .. } | OpKind::SigAssign { local: true, .. }
        );
        let mut repeats = matches!(
            kind,
            OpKind::While { .. }
                | OpKind::CFor { .. }
                | OpKind::Foreach { .. }
                | OpKind::Bare { .. }
                | OpKind::MapGrep { .. }
                | OpKind::SortBy { .. }
                | OpKind::UtilBlock { .. }
                | OpKind::Subst { .. }
                | OpKind::Func(Func::Sort, _)
                | OpKind::Redo(_)
                | OpKind::GotoLabel(_)
                | OpKind::GotoExpr(_)
        );
        let (mut uses_regex, mut calls_out) = match kind {
            OpKind::Match { .. } | OpKind::Subst { .. } => (true, false),
            OpKind::Entersub { .. }
            | OpKind::CallRef { .. }
            | OpKind::MethodCall { .. }
            | OpKind::EvalBlock(_) => (false, true),
            // Another sub's body: what happens there is that sub's business.
            OpKind::AnonCode(_) => return,
            _ => (false, false),
        };
        for c in crate::ops::children_of(kind) {
            self.visit(prog, c, seen);
            let c = c.0 as usize;
            uses_regex |= self.uses_regex[c];
            calls_out |= self.calls_out[c];
            uses_local |= self.uses_local[c];
            repeats |= self.repeats[c];
        }
        self.repeats[i] = repeats;
        self.uses_regex[i] = uses_regex;
        self.calls_out[i] = calls_out;
        self.uses_local[i] = uses_local;
        let constant = |o: &OpId| self.constant[o.0 as usize];
        self.constant[i] = match kind {
            OpKind::Const(_) => true,
            OpKind::Negate(a) => constant(a),
            OpKind::Binop(op, a, b) => {
                matches!(
                    op,
                    BinOp::Add | BinOp::Subtract | BinOp::Multiply | BinOp::Divide | BinOp::Pow
                ) && constant(a)
                    && constant(b)
            }
            OpKind::Func(f, args) => {
                matches!(
                    f,
                    Func::Sin | Func::Cos | Func::Exp | Func::Sqrt | Func::Log
                ) && args.len() == 1
                    && constant(&args[0])
            }
            _ => false,
        };
    }

    pub fn uses_regex(&self, id: OpId) -> bool {
        self.uses_regex.get(id.0 as usize).copied().unwrap_or(false)
    }

    pub fn calls_out(&self, id: OpId) -> bool {
        self.calls_out.get(id.0 as usize).copied().unwrap_or(false)
    }

    pub fn constant(&self, id: OpId) -> bool {
        self.constant.get(id.0 as usize).copied().unwrap_or(false)
    }

    pub fn repeats(&self, id: OpId) -> bool {
        self.repeats.get(id.0 as usize).copied().unwrap_or(true)
    }

    pub fn uses_local(&self, id: OpId) -> bool {
        self.uses_local.get(id.0 as usize).copied().unwrap_or(false)
    }
}
