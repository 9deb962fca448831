//! perl's compile-time warnings about the program's meaning, given as the op tree is built
//! (perl's `scalarvoid`, `scalar` and `scalarboolean` checks): "Useless use of ... in void
//! context", "Useless use of sort in scalar context", "Found = in conditional". perl
//! prints each when the op it is about is built, so they come in that order among the
//! lexer's warnings and the pattern checks.

use super::Parser;
use crate::diag::WarnCat;
use crate::ops::{contextualize, Const, Cx, Func, OpId, OpKind};
use std::collections::HashSet;

impl Parser {
    /// A compile-time warning of category `cat`, if it is on here.
    pub(crate) fn warn(&mut self, cat: WarnCat, line: u32, text: impl std::fmt::Display) {
        if self.warn_on(cat) {
            let w = crate::diag::warning(&self.file, line, text);
            self.prog.warnings.push(w);
        }
    }

    /// The end of a block (perl's `block_end`): every statement but the last runs in void
    /// context, which perl checks now; the last one's context comes from the enclosing
    /// code, checked when that is known.
    pub(crate) fn block_end_warnings(&mut self, stmts: &[OpId]) {
        if let Some((_, rest)) = stmts.split_last() {
            for st in rest {
                contextualize(&mut self.prog, *st, Cx::Void);
                self.void_warnings(*st);
            }
        }
    }

    /// perl's "Statement unlikely to be reached" (its peephole optimiser's check of
    /// OP_EXEC): an `exec` statement followed by a statement that is not `exit`, `warn`
    /// or `die`, reported at the line of that statement. `$lexical = exec ...` is one
    /// too: perl stores exec's value straight into a lexical that is not being declared
    /// (OPpTARGET_MY), so nothing runs after the exec in that statement either.
    pub(crate) fn exec_reach_warnings(&mut self, stmts: &[OpId]) {
        for pair in stmts.windows(2) {
            let mut exec = self.prog.op(pair[0]);
            if let OpKind::Sassign { lhs, rhs } = exec.kind {
                if matches!(self.prog.op(lhs).kind, OpKind::Padsv { intro: false, .. }) {
                    exec = self.prog.op(rhs);
                }
            }
            if !matches!(exec.kind, OpKind::Func(Func::Exec | Func::ExecProgram, _))
                || !exec.warnings.on(WarnCat::Exec)
            {
                continue;
            }
            let next = self.prog.op(pair[1]);
            if matches!(
                next.kind,
                OpKind::Func(Func::Exit | Func::Warn | Func::Die, _)
            ) {
                continue;
            }
            let line = next.line;
            let w = crate::diag::warning(&self.file, line, "Statement unlikely to be reached");
            self.prog.warnings.push(w);
            self.prog
                .warnings
                .push("\t(Maybe you meant system() when you said exec()?)\n".to_string());
        }
    }

    /// A loop (not a bare block) runs its body and `continue` block in void context
    /// through to their last statements, which perl checks when it builds the loop.
    pub(crate) fn loop_body_warnings(&mut self, blocks: &[OpId]) {
        for b in blocks {
            if let OpKind::Lineseq(stmts) = self.kind(*b) {
                if let Some(&last) = stmts.last() {
                    contextualize(&mut self.prog, last, Cx::Void);
                    self.void_warnings(last);
                }
            }
        }
    }

    /// perl's "Useless use of sort in scalar context" for the sorts that an expression
    /// (a statement, or a condition) puts in scalar context: sorting gives no count.
    pub(crate) fn scalar_cx_warnings(&mut self, e: OpId) {
        contextualize(&mut self.prog, e, Cx::Void);
        let mut todo = vec![e];
        while let Some(id) = todo.pop() {
            let op = self.prog.op(id);
            let sort = matches!(op.kind, OpKind::Func(Func::Sort, _) | OpKind::SortBy { .. });
            if sort && op.cx == Cx::Scalar && op.warnings.on(WarnCat::Scalar) {
                if self.scalar_sorts.insert(id) {
                    let line = self.line();
                    let w = crate::diag::warning(
                        &self.file,
                        line,
                        "Useless use of sort in scalar context",
                    );
                    self.prog.warnings.push(w);
                }
                continue;
            }
            let mut kids = crate::ops::children_of(&op.kind);
            kids.retain(|k| self.prog.op(*k).has_sort);
            kids.reverse();
            todo.extend(kids);
        }
    }

    /// perl's "Found = in conditional, should be ==": a condition that assigns a constant
    /// (`if ($x = 1)`, also negated: `unless`, `!($x = 1)`).
    pub(crate) fn found_assign_warning(&mut self, cond: OpId, line: u32) {
        let assign = match self.kind(cond) {
            OpKind::Not(a) => *a,
            _ => cond,
        };
        if let OpKind::Sassign { rhs, .. } = self.kind(assign) {
            if self.is_folded_const(*rhs) {
                self.warn(
                    WarnCat::Syntax,
                    line,
                    "Found = in conditional, should be ==",
                );
            }
        }
    }

    /// An expression perl folds into a constant when it compiles it: a literal, or an
    /// operator on constants (a constant sub's value is not one: perl marks it apart).
    fn is_folded_const(&self, id: OpId) -> bool {
        match self.kind(id) {
            OpKind::Const(_) => !self.inlined_consts.contains(&id),
            OpKind::Negate(a)
            | OpKind::Not(a)
            | OpKind::Complement(a)
            | OpKind::NComplement(a)
            | OpKind::SComplement(a) => self.is_folded_const(*a),
            // A division by zero is left to run (and die) at run time.
            OpKind::Binop(b, x, y) => {
                let zero = matches!(self.kind(*y), OpKind::Const(Const::Iv(0)))
                    || matches!(self.kind(*y), OpKind::Const(Const::Nv(f)) if *f == 0.0);
                !(zero && matches!(b, crate::ops::BinOp::Divide | crate::ops::BinOp::Modulo))
                    && self.is_folded_const(*x)
                    && self.is_folded_const(*y)
            }
            OpKind::Func(
                Func::Length
                | Func::Uc
                | Func::Lc
                | Func::Ucfirst
                | Func::Lcfirst
                | Func::UcUni
                | Func::LcUni
                | Func::UcfirstUni
                | Func::LcfirstUni
                | Func::Chr
                | Func::Ord
                | Func::Abs
                | Func::Int
                | Func::Hex
                | Func::Oct,
                args,
            ) => args.iter().all(|a| self.is_folded_const(*a)),
            _ => false,
        }
    }

    /// Whether a constant is true, for a condition perl folds (None: not a constant).
    fn const_truth(&self, id: OpId) -> Option<bool> {
        match self.kind(id) {
            OpKind::Not(a) => self.const_truth(*a).map(|t| !t),
            OpKind::And(a, b) => match self.const_truth(*a)? {
                false => Some(false),
                true => self.const_truth(*b),
            },
            OpKind::Or(a, b) => match self.const_truth(*a)? {
                true => Some(true),
                false => self.const_truth(*b),
            },
            OpKind::Const(k) => Some(crate::ops::const_truth(k)),
            _ => None,
        }
    }

    /// perl's compile-time "Useless use of ... in void context" warnings, for the
    /// statements of a block (and nested blocks) whose value nothing uses.
    pub(crate) fn void_warnings(&mut self, id: OpId) {
        // perl gives an op its context once: a statement checked at the end of its block
        // is not checked again with the enclosing one.
        if !self.voided.insert(id) {
            return;
        }
        let op = self.prog.op(id).clone();
        match &op.kind {
            OpKind::Lineseq(stmts) => {
                for st in stmts.clone() {
                    self.void_warnings(st);
                }
                return;
            }
            OpKind::If {
                cond,
                then,
                els,
                unless,
            } => {
                // A constant condition (`if (1)`, `if (3.5 || $x)`): perl folds the dead
                // branch away unchecked.
                if let Some(t) = self.const_truth(*cond) {
                    if let Some(b) = if t { Some(*then) } else { *els } {
                        self.void_warnings(b);
                    }
                    return;
                }
                // perl builds `unless` with its branches swapped.
                let mut branches: Vec<OpId> = std::iter::once(*then).chain(*els).collect();
                if *unless {
                    branches.reverse();
                }
                for b in branches {
                    self.void_warnings(b);
                }
                return;
            }
            OpKind::DoBlock(body) | OpKind::EvalBlock(body) if op.cx == Cx::Void => {
                self.void_warnings(*body);
                return;
            }
            OpKind::List(items) if op.cx == Cx::Void && !self.declarations.contains(&id) => {
                for it in items.clone() {
                    self.void_warnings(it);
                }
                return;
            }
            // `X while 0`, `X until 1`: perl folds the loop away, body and all.
            OpKind::While {
                cond: Some(c),
                until,
                post: false,
                ..
            } if self.const_truth(*c) == Some(*until) => return,
            OpKind::While { body, .. }
            | OpKind::CFor { body, .. }
            | OpKind::Foreach { body, .. }
            | OpKind::Bare { body, .. } => {
                self.void_warnings(*body);
                return;
            }
            // `EXPR if COND`, `A && B`, `A or B`, `A // B` thrown away: perl's scalarvoid
            // goes on into the other side, unless a constant test folded it away (`X if
            // 0`), or made the whole the other side (`X if 1`).
            OpKind::And(c, e) | OpKind::Or(c, e) | OpKind::Dor(c, e) if op.cx == Cx::Void => {
                let (c, e) = (*c, *e);
                let folded = self.const_truth(c);
                let gone = match (&op.kind, folded) {
                    (OpKind::And(..), Some(false)) => true,
                    (OpKind::Or(..), Some(true)) => true,
                    (OpKind::Dor(..), Some(_)) => true,
                    // `"y" if 1`, `1 and "e"`: the folded constant is marked as the
                    // result of a short circuit, which perl does not warn about.
                    (_, Some(_)) => matches!(self.kind(e), OpKind::Const(_)),
                    _ => false,
                };
                if !gone {
                    // The other side is thrown away too, whatever context the lowering
                    // gives it: judge it as void.
                    let cx = self.prog.op(e).cx;
                    self.prog.op_mut(e).cx = Cx::Void;
                    self.void_warnings(e);
                    self.prog.op_mut(e).cx = cx;
                }
                return;
            }
            _ => {}
        }
        if op.cx != Cx::Void || !op.warnings.on(WarnCat::Void) || self.declarations.contains(&id) {
            return;
        }
        // `$x ? 1 : 2`: each branch is thrown away on its own.
        if let OpKind::CondExpr(_, a, b) = op.kind {
            for branch in [a, b] {
                if matches!(self.prog.op(branch).kind, OpKind::Const(_)) {
                    self.prog.op_mut(branch).cx = Cx::Void;
                    self.void_warnings(branch);
                }
            }
            return;
        }
        let what = match &op.kind {
            OpKind::Const(c) => {
                let shown = match c {
                    // 0 and 1 are the conventional dummies (`1 while ...`).
                    Const::Iv(0) | Const::Iv(1) => return,
                    Const::Nv(f) if *f == 0.0 || *f == 1.0 => return,
                    Const::Iv(i) => i.to_string(),
                    Const::Uv(u) => u.to_string(),
                    Const::Nv(f) => format!("{f}"),
                    Const::Str(s) => pv_pretty(s, false),
                    Const::Utf8(s) => pv_pretty(s, true),
                };
                format!("a constant ({shown})")
            }
            OpKind::Binop(b, ..) => b.desc().to_string(),
            OpKind::Xor(..) => "logical xor".into(),
            OpKind::Padsv { intro: false, .. } => "private variable".into(),
            OpKind::Padav { intro: false, .. } => "private array".into(),
            OpKind::Padhv { intro: false, .. } => "private hash".into(),
            OpKind::Gvsv(_) | OpKind::Gvav(_) | OpKind::Gvhv(_) => "a variable".into(),
            OpKind::Aelem { .. } => "array element".into(),
            OpKind::Helem { .. } => "hash element".into(),
            OpKind::Aslice { .. } => "array slice".into(),
            OpKind::Hslice { .. } => "hash slice".into(),
            OpKind::Negate(_) => "negation (-)".into(),
            OpKind::Not(_) => "not".into(),
            OpKind::Defined(_) => "defined operator".into(),
            OpKind::RefGen(_) => "single ref constructor".into(),
            OpKind::AnonArray(_) => "anonymous array ([])".into(),
            OpKind::AnonHash(_) => "anonymous hash ({})".into(),
            OpKind::SortBy { .. } => "sort".into(),
            OpKind::Func(f, _) => match f {
                Func::Join => "join or string".into(),
                Func::Sort => "sort".into(),
                Func::Ref => "reference-type operator".into(),
                Func::Length
                | Func::Uc
                | Func::Lc
                | Func::Ucfirst
                | Func::Lcfirst
                | Func::UcUni
                | Func::LcUni
                | Func::UcfirstUni
                | Func::LcfirstUni
                | Func::Chr
                | Func::Ord
                | Func::Abs
                | Func::Int
                | Func::Sqrt
                | Func::Hex
                | Func::Oct
                | Func::Quotemeta
                | Func::QuotemetaUni => f.name().into(),
                _ => return,
            },
            _ => return,
        };
        let w = crate::diag::warning(
            &self.file,
            op.line,
            format!("Useless use of {what} in void context"),
        );
        self.prog.warnings.push(w);
    }
}

impl Parser {
    /// The program names package symbol `q` (`main::x`) with `sigil` (`*` for a handle).
    pub(crate) fn note_mention(&mut self, q: &str, sigil: u8, line: u32) {
        // A module's file is the module's business (its symbols are named in the module's
        // file, which the warning would have to name).
        let warn = self.warn_on(WarnCat::Once) && self.file_ix == 0;
        match self.mentions.get_mut(q) {
            Some(m) => m.count += 1,
            None => {
                self.mention_order.push(q.to_string());
                self.mentions.insert(
                    q.to_string(),
                    super::Mention {
                        count: 1,
                        line,
                        sigil,
                        warn,
                    },
                );
            }
        }
    }

    /// perl's gv_check at the end of compilation: `Name "main::x" used only once: possible
    /// typo` for each package symbol named once where `once` warnings were on. Declared
    /// (`our`) and sub names, and the names perl makes itself, are exempt. perl reports them
    /// in its symbol table's hash order; this gives them in the order of the program.
    pub(crate) fn once_warnings(&mut self) {
        let mut subs: HashSet<&str> = self.declared_subs.iter().map(|s| s.as_str()).collect();
        subs.extend(self.modules.imports.keys().map(|s| s.as_str()));
        for op in &self.prog.ops {
            match &op.kind {
                OpKind::Entersub { name, .. } | OpKind::RefCode(name) => {
                    subs.insert(name.as_str());
                }
                _ => {}
            }
        }
        let mut texts = vec![];
        for q in &self.mention_order {
            let Some(m) = self.mentions.get(q) else {
                continue;
            };
            if m.count != 1
                || !m.warn
                || subs.contains(q.as_str())
                || perl_made(q, m.sigil)
                || self.module_declared(q)
                || self
                    .vars_declared
                    .contains(&format!("{}{q}", m.sigil as char))
                || ['$', '@', '%']
                    .iter()
                    .any(|s| self.var_aliases.contains_key(&format!("{s}{q}")))
            {
                continue;
            }
            texts.push(crate::diag::warning(
                &self.file,
                m.line,
                format!("Name \"{q}\" used only once: possible typo"),
            ));
        }
        self.prog.warnings.extend(texts);
    }
}

impl Parser {
    /// A variable a module the program loaded declares with `our` (its glob is then
    /// GvMULTI): `$Carp::Verbose` after `use Carp`.
    fn module_declared(&self, q: &str) -> bool {
        q.rsplit_once("::")
            .is_some_and(|(pkg, name)| self.modules.declares(pkg, name))
    }
}

/// Symbols perl creates itself or marks as used more than once (gv.c's gv_magicalize and
/// the names made at start-up), and names it never checks (not starting with a letter, or
/// starting with `_`).
fn perl_made(q: &str, sigil: u8) -> bool {
    let (pkg, name) = q.rsplit_once("::").unwrap_or(("main", q));
    let Some(first) = name.chars().next() else {
        return true;
    };
    if !first.is_alphabetic() {
        return true;
    }
    if matches!(
        name,
        "ISA" | "VERSION" | "EXPORT" | "EXPORT_OK" | "EXPORT_FAIL" | "EXPORT_TAGS"
    ) || (sigil == b'$' && matches!(name, "a" | "b"))
    {
        return true;
    }
    pkg == "main"
        && (name.starts_with("EXPORT")
            || matches!(
                name,
                "ENV"
                    | "INC"
                    | "ARGV"
                    | "ARGVOUT"
                    | "SIG"
                    | "STDIN"
                    | "STDOUT"
                    | "STDERR"
                    | "stdin"
                    | "stdout"
                    | "stderr"
            ))
}

/// perl's `pv_pretty(..., 32, PERL_PV_PRETTY_DUMP)` of a string constant, as "Useless use
/// of a constant" shows it: in double quotes, `"` and `\\` escaped, `\t \n \r \f \v` by
/// letter, other control and non-ASCII characters below 256 in octal (three digits when a
/// digit follows), wider ones as `\x{...}`; cut at 32 characters of output with `...`
/// after the closing quote.
fn pv_pretty(bytes: &[u8], utf8: bool) -> String {
    let chars: Vec<u32> = if utf8 {
        String::from_utf8_lossy(bytes)
            .chars()
            .map(|c| c as u32)
            .collect()
    } else {
        bytes.iter().map(|&b| u32::from(b)).collect()
    };
    let mut out = String::new();
    let mut cut = false;
    for (i, &c) in chars.iter().enumerate() {
        let next_digit = chars
            .get(i + 1)
            .is_some_and(|&n| (0x30..=0x39).contains(&n));
        let piece = match c {
            0x5c => "\\\\".to_string(),
            0x22 => "\\\"".to_string(),
            0x09 => "\\t".to_string(),
            0x0a => "\\n".to_string(),
            0x0d => "\\r".to_string(),
            0x0c => "\\f".to_string(),
            0x0b => "\\v".to_string(),
            0x20..=0x7e => char::from_u32(c).map(String::from).unwrap_or_default(),
            c if c > 0xff => format!("\\x{{{c:x}}}"),
            c if next_digit => format!("\\{c:03o}"),
            c => format!("\\{c:o}"),
        };
        if out.len() + piece.len() > 32 {
            cut = true;
            break;
        }
        out.push_str(&piece);
    }
    format!("\"{out}\"{}", if cut { "..." } else { "" })
}
