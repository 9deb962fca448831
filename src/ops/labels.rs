//! `goto LABEL` and `goto EXPR`: where each one goes (docs/decisions/goto-label.md). An
//! analysis of the op tree, run once the program is parsed (`check`: the constructs it
//! refuses are compile-time errors) and again by lowering (`plans`, which
//! src/lower/fx/labels.rs lowers).
//!
//! perl finds a label at run time: from the innermost context outwards it searches each
//! context's op tree (the sub's whole body, in the end) for a statement with that label,
//! unwinds the contexts above the one where it found it, and runs on from there. Within
//! a sub (or a file's top level), where every label has one place, that is a jump the
//! compiler can make: the label's statement is in the block around the `goto` or in one
//! of the blocks around that one, and the blocks in between are left as `last` leaves
//! them (their `my` variables cleared, their `local`s restored, their loops popped).
//!
//! The plan of a sub (`GotoPlan`) says, for each `goto`, what it does: a jump to a
//! statement of an enclosing block, one of perl's run-time errors (`Can't find label`,
//! `Can't "goto" into the middle of a foreach loop`, `Can't "goto" out of a pseudo
//! block`), or a construct camelift refuses (a jump into a block, out of an eval block or
//! out of the sub). A `goto EXPR` gets such a verdict for every label its value may
//! name, and the runtime picks one when it runs (`camelift_goto_expr`).

use super::{OpId, OpKind, Program};
use crate::diag::Diag;
use std::collections::{HashMap, HashSet};

/// What a `goto` to one label does.
#[derive(Clone, Debug)]
pub enum Action {
    /// A jump to `target`, a statement of `block`, an enclosing block of the `goto` in
    /// the same function. `unwinds`: blocks or loops are left on the way (perl pops
    /// contexts, and its last match becomes the target context's).
    Jump {
        target: OpId,
        block: OpId,
        unwinds: bool,
    },
    /// One of perl's run-time errors.
    Die(GotoDie),
    /// A construct camelift cannot compile: `WHAT is not supported yet` (at compile time
    /// for `goto LABEL`, when it runs for `goto EXPR`).
    Refuse(String),
}

#[derive(Clone, Debug)]
pub enum GotoDie {
    NotFound,
    /// `Can't "goto" out of a pseudo block` (a sort block, a List::Util block).
    Pseudo,
    /// `Can't "goto" into the middle of a foreach loop`, reported at the line of the
    /// loop's statement after perl's deprecation warning; when the `goto` leaves an eval
    /// block perl checks before it warns or enters anything: no warning, and the line
    /// stays the `goto`'s (`line` None).
    IntoForeach {
        line: Option<u32>,
    },
}

/// What the `goto`s of one sub (its eval, sort and List::Util blocks included) do.
#[derive(Default)]
pub struct GotoPlan {
    /// Per `goto LABEL`.
    pub labels: HashMap<OpId, Action>,
    /// Per `goto EXPR`: the verdict for each label of the sub (by name; a name that more
    /// than one statement has is refused), and for any other name.
    pub exprs: HashMap<OpId, (Vec<(String, Action)>, Action)>,
    /// The labelled statements some `goto` jumps to, with their block.
    pub targets: HashMap<OpId, OpId>,
    /// The blocks holding such statements, and whether a jump there leaves a block or
    /// loop on the way (then the last match becomes the one at the block's start).
    pub blocks: HashMap<OpId, bool>,
}

impl GotoPlan {
    /// The plan for sub `ix` of a program with `goto LABEL`/`goto EXPR`: `labelled` is
    /// every label name of the program that some sub's tree holds, `orphans` those of
    /// labelled statements no sub's tree holds (a label camelift lost: refused).
    pub fn new(
        prog: &Program,
        ix: usize,
        labelled: &HashSet<String>,
        orphans: &HashSet<String>,
    ) -> GotoPlan {
        let body = prog.subs[ix].body;
        let mut parent: HashMap<OpId, OpId> = HashMap::new();
        let mut gotos = vec![];
        let mut by_name: HashMap<&str, Vec<OpId>> = HashMap::new();
        let mut todo = vec![body];
        while let Some(id) = todo.pop() {
            let kind = &prog.op(id).kind;
            if matches!(kind, OpKind::GotoLabel(_) | OpKind::GotoExpr(_)) {
                gotos.push(id);
            }
            for l in prog.labels.get(&id).into_iter().flatten() {
                by_name.entry(l.as_str()).or_default().push(id);
            }
            for c in super::children_of(kind) {
                parent.insert(c, id);
                todo.push(c);
            }
        }
        let mut plan = GotoPlan::default();
        if gotos.is_empty() {
            return plan;
        }
        let s = Search {
            prog,
            parent: &parent,
            by_name: &by_name,
            labelled,
            orphans,
            main: ix == 0,
        };
        for g in gotos {
            match &prog.op(g).kind {
                OpKind::GotoLabel(name) => {
                    let a = s.resolve(g, name);
                    plan.note(&a);
                    plan.labels.insert(g, a);
                }
                OpKind::GotoExpr(_) => {
                    let mut names: Vec<&str> = by_name.keys().copied().collect();
                    names.sort_unstable();
                    let mut entries = vec![];
                    for n in names {
                        let a = s.resolve(g, n);
                        plan.note(&a);
                        entries.push((n.to_string(), a));
                    }
                    // A name of no label here: as `resolve` says for one.
                    let mut default = Action::Die(GotoDie::NotFound);
                    let out = s.resolve(g, "");
                    if matches!(out, Action::Die(GotoDie::Pseudo)) {
                        default = out;
                    } else if !s.main {
                        for n in labelled.iter().chain(orphans) {
                            if !by_name.contains_key(n.as_str()) {
                                entries.push((n.clone(), s.resolve(g, n)));
                            }
                        }
                    }
                    entries.sort_by(|a, b| a.0.cmp(&b.0));
                    entries.dedup_by(|a, b| a.0 == b.0);
                    plan.exprs.insert(g, (entries, default));
                }
                _ => {}
            }
        }
        plan
    }

    fn note(&mut self, a: &Action) {
        if let Action::Jump {
            target,
            block,
            unwinds,
        } = *a
        {
            self.targets.insert(target, block);
            let u = self.blocks.entry(block).or_insert(false);
            *u |= unwinds;
        }
    }
}

/// perl's search for a label, done on one sub's tree.
struct Search<'a> {
    prog: &'a Program,
    parent: &'a HashMap<OpId, OpId>,
    by_name: &'a HashMap<&'a str, Vec<OpId>>,
    labelled: &'a HashSet<String>,
    orphans: &'a HashSet<String>,
    /// The main program's top level, which has no caller to look further in.
    main: bool,
}

/// What leaving `child` of `parent` on the way out to a label means.
enum Leave {
    Plain,
    /// A block or loop: one of perl's contexts.
    Context,
    /// A sort block or List::Util block (perl's pseudo blocks).
    Pseudo,
    Eval,
    Refuse(&'static str),
}

impl Search<'_> {
    fn leave(&self, child: OpId, parent: OpId) -> Leave {
        match &self.prog.op(parent).kind {
            OpKind::EvalBlock(_) => Leave::Eval,
            OpKind::SortBy { cmp, .. } if *cmp == child => Leave::Pseudo,
            OpKind::UtilBlock { block, .. } if *block == child => Leave::Pseudo,
            OpKind::MapGrep { body, .. } if *body == child => {
                Leave::Refuse("goto out of a map or grep block")
            }
            OpKind::Subst { repl, .. } if *repl == child => {
                Leave::Refuse("goto out of the replacement of s///e")
            }
            // A foreach's list and a C-style for's init run before the loop starts.
            OpKind::Foreach { list, .. } if *list == child => Leave::Plain,
            OpKind::CFor { init: Some(i), .. } if *i == child => Leave::Plain,
            OpKind::Lineseq(_)
            | OpKind::While { .. }
            | OpKind::CFor { .. }
            | OpKind::Foreach { .. }
            | OpKind::Bare { .. }
            | OpKind::DoBlock(_) => Leave::Context,
            _ => Leave::Plain,
        }
    }

    fn resolve(&self, g: OpId, name: &str) -> Action {
        let Some(ts) = self.by_name.get(name) else {
            return self.not_here(g, name);
        };
        if ts.len() > 1 {
            return Action::Refuse(format!(
                "goto to a label that more than one statement of the sub has ({name})"
            ));
        }
        let t = ts[0];
        let Some(&block) = self.parent.get(&t) else {
            return Action::Refuse("goto to this label".into());
        };
        // The way out from the goto, innermost first, as far as `block` if it is on it.
        let mut unwinds = false;
        let mut leaving_eval = false;
        let mut pseudo = false;
        let mut refused = None;
        let mut c = g;
        let mut up: HashSet<OpId> = HashSet::new();
        up.insert(g);
        while let Some(&p) = self.parent.get(&c) {
            if p == block {
                // Same or enclosing block: a jump, unless a boundary is in the way (a
                // sort block's own statements are in none of perl's contexts: its search
                // meets the sort's pseudo block first).
                let sort_top = self.parent.get(&block).is_some_and(
                    |&s| matches!(self.prog.op(s).kind, OpKind::SortBy { cmp, .. } if cmp == block),
                );
                if pseudo || sort_top {
                    return Action::Die(GotoDie::Pseudo);
                }
                if leaving_eval {
                    return Action::Refuse(format!("goto out of an eval block (label {name})"));
                }
                if let Some(r) = refused {
                    return Action::Refuse(r);
                }
                return Action::Jump {
                    target: t,
                    block,
                    unwinds,
                };
            }
            match self.leave(c, p) {
                Leave::Plain => {}
                Leave::Context => unwinds = true,
                Leave::Pseudo => pseudo = true,
                Leave::Eval => leaving_eval = true,
                Leave::Refuse(r) => {
                    refused.get_or_insert_with(|| r.to_string());
                }
            }
            // perl meets a pseudo block before it looks any further out.
            if pseudo && !self.contains(p, t) {
                return Action::Die(GotoDie::Pseudo);
            }
            up.insert(p);
            c = p;
        }
        // Into a construct: the label is below a block that does not hold the goto.
        let mut into_foreach = None;
        let mut d = t;
        while let Some(&p) = self.parent.get(&d) {
            if up.contains(&p) {
                break;
            }
            if matches!(self.prog.op(p).kind, OpKind::Foreach { .. }) {
                // The outermost one is entered first.
                into_foreach = Some(self.prog.op(p).line);
            }
            d = p;
        }
        if pseudo {
            return Action::Die(GotoDie::Pseudo);
        }
        match into_foreach {
            Some(line) => Action::Die(GotoDie::IntoForeach {
                line: (!leaving_eval).then_some(line),
            }),
            None => Action::Refuse(format!("goto into a block (label {name})")),
        }
    }

    /// A label that no statement of this sub has.
    fn not_here(&self, g: OpId, name: &str) -> Action {
        let mut c = g;
        while let Some(&p) = self.parent.get(&c) {
            if matches!(self.leave(c, p), Leave::Pseudo) {
                return Action::Die(GotoDie::Pseudo);
            }
            c = p;
        }
        if self.orphans.contains(name) {
            return Action::Refuse(format!("goto to this label ({name})"));
        }
        if self.main || !self.labelled.contains(name) {
            return Action::Die(GotoDie::NotFound);
        }
        // perl would look among the callers' statements.
        Action::Refuse(format!("goto out of a subroutine (label {name})"))
    }

    /// Whether `id` is `root` or below it.
    fn contains(&self, root: OpId, id: OpId) -> bool {
        let mut c = id;
        loop {
            if c == root {
                return true;
            }
            match self.parent.get(&c) {
                Some(&p) => c = p,
                None => return false,
            }
        }
    }
}

/// The plans of a program's subs that have a `goto LABEL` or `goto EXPR`, by sub.
pub fn plans(prog: &Program) -> HashMap<usize, std::rc::Rc<GotoPlan>> {
    let mut out = HashMap::new();
    if !prog.uses_goto_label {
        return out;
    }
    // The label names each sub's tree holds (a lost label would be a silent "Can't
    // find label": refused instead).
    let mut reached = HashSet::new();
    let mut with_gotos = vec![];
    for (ix, sub) in prog.subs.iter().enumerate() {
        let mut gotos = false;
        for id in prog.subtree(sub.body) {
            if prog.labels.contains_key(&id) {
                reached.insert(id);
            }
            gotos |= matches!(prog.op(id).kind, OpKind::GotoLabel(_) | OpKind::GotoExpr(_));
        }
        if gotos {
            with_gotos.push(ix);
        }
    }
    let labelled: HashSet<String> = reached
        .iter()
        .flat_map(|id| prog.labels.get(id).cloned().unwrap_or_default())
        .collect();
    let orphans: HashSet<String> = prog
        .labels
        .iter()
        .filter(|(id, _)| !reached.contains(*id))
        .flat_map(|(_, l)| l.iter().cloned())
        .collect();
    for ix in with_gotos {
        let plan = GotoPlan::new(prog, ix, &labelled, &orphans);
        if !plan.labels.is_empty() || !plan.exprs.is_empty() {
            out.insert(ix, std::rc::Rc::new(plan));
        }
    }
    out
}

/// The first `goto LABEL` that camelift refuses (in the order the ops were made), as a
/// compile-time error at the `goto`'s file and line.
pub fn check(prog: &Program) -> Result<(), Diag> {
    let plans = plans(prog);
    let mut refused: Vec<(OpId, &String)> = plans
        .values()
        .flat_map(|p| p.labels.iter())
        .filter_map(|(g, a)| match a {
            Action::Refuse(what) => Some((*g, what)),
            _ => None,
        })
        .collect();
    refused.sort_by_key(|(g, _)| g.0);
    let Some((g, what)) = refused.first() else {
        return Ok(());
    };
    let op = prog.op(*g);
    let file = prog
        .place_files
        .get(usize::from(op.pkg))
        .and_then(|&f| prog.files.get(usize::from(f)))
        .unwrap_or(&prog.file);
    Err(Diag::unsupported(file, op.line, what))
}
