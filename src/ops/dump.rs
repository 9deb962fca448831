//! `--emit ops`: the op tree as indented text, one op a line with its context and line, in
//! the spirit of `perl -MO=Concise`.

use super::{Const, Cx, LoopVar, OpId, OpKind, Program};
use std::fmt::Write;

pub fn dump_program(p: &Program) -> String {
    let mut out = String::new();
    for (i, sub) in p.subs.iter().enumerate() {
        let _ = writeln!(out, "sub {} (#{i}, line {}):", sub.name, sub.line);
        if !sub.pad.is_empty() {
            let names: Vec<&str> = sub.pad.iter().map(|e| e.name.as_str()).collect();
            let _ = writeln!(out, "  pad: {}", names.join(" "));
        }
        dump_op(p, sub.body, 1, &mut out);
    }
    out
}

fn cx_name(cx: Cx) -> &'static str {
    match cx {
        Cx::Void => "v",
        Cx::Scalar => "s",
        Cx::List => "l",
        Cx::Caller => "c",
    }
}

fn const_text(c: &Const) -> String {
    match c {
        Const::Iv(v) => format!("IV {v}"),
        Const::Uv(v) => format!("UV {v}"),
        Const::Nv(v) => format!("NV {v:?}"),
        Const::Str(s) => format!("PV {:?}", String::from_utf8_lossy(s)),
        Const::Utf8(s) => format!("PV utf8 {:?}", String::from_utf8_lossy(s)),
    }
}

fn dump_op(p: &Program, id: OpId, depth: usize, out: &mut String) {
    let op = p.op(id);
    let indent = "  ".repeat(depth);
    let (name, detail, kids): (String, String, Vec<OpId>) = match &op.kind {
        OpKind::Const(c) => ("const".into(), const_text(c), vec![]),
        OpKind::Undef => ("undef".into(), String::new(), vec![]),
        OpKind::Stub => ("stub".into(), String::new(), vec![]),
        OpKind::Padsv { ix, intro } => ("padsv".into(), pad_text(p, id, *ix, *intro), vec![]),
        OpKind::Padav { ix, intro } => ("padav".into(), pad_text(p, id, *ix, *intro), vec![]),
        OpKind::Padhv { ix, intro } => ("padhv".into(), pad_text(p, id, *ix, *intro), vec![]),
        OpKind::Gvsv(g) => (
            "gvsv".into(),
            format!("${}", p.globs[*g as usize].name),
            vec![],
        ),
        OpKind::Gvav(g) => (
            "rv2av".into(),
            format!("@{}", p.globs[*g as usize].name),
            vec![],
        ),
        OpKind::Gvhv(g) => (
            "rv2hv".into(),
            format!("%{}", p.globs[*g as usize].name),
            vec![],
        ),
        OpKind::Aelem { av, index } => ("aelem".into(), String::new(), vec![*av, *index]),
        OpKind::Helem { hv, key } => ("helem".into(), String::new(), vec![*hv, *key]),
        OpKind::Aslice { av, list } => ("aslice".into(), String::new(), vec![*av, *list]),
        OpKind::Hslice { hv, list } => ("hslice".into(), String::new(), vec![*hv, *list]),
        OpKind::KvSlice {
            container,
            list,
            hash,
        } => (
            (if *hash { "kvhslice" } else { "kvaslice" }).into(),
            String::new(),
            vec![*container, *list],
        ),
        OpKind::AvLast(av) => ("av2arylen".into(), String::new(), vec![*av]),
        OpKind::CodeByName(e) => ("rv2cv".into(), "refgen".into(), vec![*e]),
        OpKind::DefinedCode(e) => ("defined".into(), "code".into(), vec![*e]),
        OpKind::Rv2sv(e) => ("rv2sv".into(), String::new(), vec![*e]),
        OpKind::Rv2av(e) => ("rv2av".into(), String::new(), vec![*e]),
        OpKind::Rv2hv(e) => ("rv2hv".into(), String::new(), vec![*e]),
        OpKind::RefGen(e) => ("srefgen".into(), String::new(), vec![*e]),
        OpKind::RepeatList(l, n) => ("repeat".into(), "list".into(), vec![*l, *n]),
        OpKind::StateVar { var, state } => ("padsv".into(), format!("state #{state}"), vec![*var]),
        OpKind::StateInit { assign, state } => {
            ("once".into(), format!("state #{state}"), vec![*assign])
        }
        OpKind::ListSlice { list, idx } => ("lslice".into(), String::new(), vec![*list, *idx]),
        OpKind::Splice(av, args) => (
            "splice".into(),
            String::new(),
            [vec![*av], args.clone()].concat(),
        ),
        OpKind::Local(e) => ("local".into(), String::new(), vec![*e]),
        OpKind::MapGrep { grep, body, list } => (
            (if *grep { "grepwhile" } else { "mapwhile" }).into(),
            String::new(),
            vec![*body, *list],
        ),
        OpKind::SortBy { cmp, list, .. } => {
            ("sort".into(), "with comparison".into(), vec![*cmp, *list])
        }
        OpKind::UtilCall(f, args) => (
            "entersub".into(),
            format!("{}::{}", f.module(), f.name()),
            args.clone(),
        ),
        OpKind::UtilBlock {
            func, block, list, ..
        } => (
            "entersub".into(),
            format!("{}::{} with block", func.module(), func.name()),
            vec![*block, *list],
        ),
        OpKind::AnonArray(items) => ("anonlist".into(), String::new(), items.clone()),
        OpKind::AnonHash(items) => ("anonhash".into(), String::new(), items.clone()),
        OpKind::CallRef { code, args } => (
            "entersub".into(),
            "(code ref)".into(),
            [vec![*code], args.clone()].concat(),
        ),
        OpKind::Bless { args, .. } => ("bless".into(), String::new(), args.clone()),
        OpKind::MethodCall {
            inv, meth, args, ..
        } => (
            "entersub".into(),
            "(method)".into(),
            [vec![*inv, *meth], args.clone()].concat(),
        ),
        OpKind::AmperCall(call) => ("amper".into(), "(passes @_)".into(), vec![*call]),
        OpKind::List(items) => ("list".into(), String::new(), items.clone()),
        OpKind::Range(a, b) => ("range".into(), String::new(), vec![*a, *b]),
        OpKind::Stringify(parts) => ("stringify".into(), String::new(), parts.clone()),
        OpKind::Binop(b, x, y) => (b.name().into(), String::new(), vec![*x, *y]),
        OpKind::CmpChain { ops, operands } => (
            "cmpchain".into(),
            ops.iter().map(|o| o.name()).collect::<Vec<_>>().join(" "),
            operands.clone(),
        ),
        OpKind::AssignOp(b, x, y) => (b.name().into(), "assign".into(), vec![*x, *y]),
        OpKind::Negate(a) => ("negate".into(), String::new(), vec![*a]),
        OpKind::Complement(a) => ("complement".into(), String::new(), vec![*a]),
        OpKind::Not(a) => ("not".into(), String::new(), vec![*a]),
        OpKind::Preinc(a) => ("preinc".into(), String::new(), vec![*a]),
        OpKind::Predec(a) => ("predec".into(), String::new(), vec![*a]),
        OpKind::Postinc(a) => ("postinc".into(), String::new(), vec![*a]),
        OpKind::Postdec(a) => ("postdec".into(), String::new(), vec![*a]),
        OpKind::And(a, b) => ("and".into(), String::new(), vec![*a, *b]),
        OpKind::Or(a, b) => ("or".into(), String::new(), vec![*a, *b]),
        OpKind::Dor(a, b) => ("dor".into(), String::new(), vec![*a, *b]),
        OpKind::AndAssign(a, b) => ("andassign".into(), String::new(), vec![*a, *b]),
        OpKind::OrAssign(a, b) => ("orassign".into(), String::new(), vec![*a, *b]),
        OpKind::DorAssign(a, b) => ("dorassign".into(), String::new(), vec![*a, *b]),
        OpKind::CondExpr(c, t, f) => ("cond_expr".into(), String::new(), vec![*c, *t, *f]),
        OpKind::Match { target, pat, flags } => (
            "match".into(),
            format!("flags {flags:#x}"),
            [target.iter().copied().collect::<Vec<_>>(), vec![*pat]].concat(),
        ),
        OpKind::Subst {
            target,
            pat,
            repl,
            flags,
        } => (
            "subst".into(),
            format!("flags {flags:#x}"),
            [
                target.iter().copied().collect::<Vec<_>>(),
                vec![*pat, *repl],
            ]
            .concat(),
        ),
        OpKind::Trans {
            target,
            search,
            repl,
            flags,
            ..
        } => (
            "trans".into(),
            format!(
                "{:?} -> {:?} flags {flags:#x}",
                String::from_utf8_lossy(search),
                String::from_utf8_lossy(repl)
            ),
            target.iter().copied().collect(),
        ),
        OpKind::Split {
            pat,
            expr,
            limit,
            flags,
        } => (
            "split".into(),
            format!("flags {flags:#x}"),
            [vec![*pat, *expr], limit.iter().copied().collect()].concat(),
        ),
        OpKind::Qr { pat, flags } => ("qr".into(), format!("flags {flags:#x}"), vec![*pat]),
        OpKind::Pos(a) => ("pos".into(), String::new(), vec![*a]),
        OpKind::MatchVar(n) => ("matchvar".into(), format!("{n}"), vec![]),
        OpKind::MatchAv(e) => (
            "matchav".into(),
            (match e {
                0 => "@-",
                1 => "@+",
                _ => "@{^CAPTURE}",
            })
            .into(),
            vec![],
        ),
        OpKind::MatchHv(a) => (
            "matchhv".into(),
            (if *a { "%-" } else { "%+" }).into(),
            vec![],
        ),
        OpKind::Sassign { lhs, rhs } => ("sassign".into(), String::new(), vec![*rhs, *lhs]),
        OpKind::Aassign { lhs, rhs } => ("aassign".into(), String::new(), vec![*rhs, *lhs]),
        OpKind::Func(f, args) => (f.name().into(), String::new(), args.clone()),
        OpKind::Print {
            handle,
            args,
            newline,
        } => (
            if *newline { "say" } else { "print" }.into(),
            format!("{handle:?}"),
            args.clone(),
        ),
        OpKind::Printf { handle, args } => ("prtf".into(), format!("{handle:?}"), args.clone()),
        OpKind::Readline(handle) => ("readline".into(), format!("{handle:?}"), handle_ops(handle)),
        OpKind::Io { op, handle, args } => (
            op.name(),
            handle.map(|h| format!("{h:?}")).unwrap_or_default(),
            [
                handle.map(|h| handle_ops(&h)).unwrap_or_default(),
                args.clone(),
            ]
            .concat(),
        ),
        OpKind::Defined(a) => ("defined".into(), String::new(), vec![*a]),
        OpKind::UndefOf(a) => ("undef".into(), String::new(), vec![*a]),
        OpKind::Scalar(a) => ("scalar".into(), String::new(), vec![*a]),
        OpKind::Push(a, items) => (
            "push".into(),
            String::new(),
            [vec![*a], items.clone()].concat(),
        ),
        OpKind::Unshift(a, items) => (
            "unshift".into(),
            String::new(),
            [vec![*a], items.clone()].concat(),
        ),
        OpKind::Pop(a) => ("pop".into(), String::new(), vec![*a]),
        OpKind::Shift(a) => ("shift".into(), String::new(), vec![*a]),
        OpKind::Keys(a) => ("keys".into(), String::new(), vec![*a]),
        OpKind::Values(a) => ("values".into(), String::new(), vec![*a]),
        OpKind::Each(a) => ("each".into(), String::new(), vec![*a]),
        OpKind::Exists(a) => ("exists".into(), String::new(), vec![*a]),
        OpKind::Delete(a) => ("delete".into(), String::new(), vec![*a]),
        OpKind::Wantarray => ("wantarray".into(), String::new(), vec![]),
        OpKind::Reset { expr, package } => (
            "reset".into(),
            format!("package {package}"),
            expr.iter().copied().collect(),
        ),
        OpKind::Entersub { name, args } => ("entersub".into(), format!("&{name}"), args.clone()),
        OpKind::RefCode(name) => ("srefgen".into(), format!("\\&{name}"), vec![]),
        OpKind::AnonCode(ix) => ("anoncode".into(), format!("sub #{ix}"), vec![]),
        OpKind::DoBlock(b) => ("leave".into(), "do".into(), vec![*b]),
        OpKind::EvalBlock(b) => ("entertry".into(), "eval".into(), vec![*b]),
        OpKind::SigAssign { name, value } => {
            ("sigassign".into(), String::new(), vec![*name, *value])
        }
        OpKind::Lineseq(stmts) => ("lineseq".into(), String::new(), stmts.clone()),
        OpKind::Nothing => ("null".into(), String::new(), vec![]),
        OpKind::If {
            cond, then, els, ..
        } => {
            let mut k = vec![*cond, *then];
            k.extend(els.iter().copied());
            ("cond_expr".into(), "if".into(), k)
        }
        OpKind::While {
            label,
            cond,
            body,
            cont,
            until,
            post,
        } => {
            let mut k: Vec<OpId> = cond.iter().copied().collect();
            k.push(*body);
            k.extend(cont.iter().copied());
            let what = format!(
                "{}{}{}",
                label_text(label),
                if *until { "until" } else { "while" },
                if *post { " (do)" } else { "" }
            );
            ("enterloop".into(), what, k)
        }
        OpKind::CFor {
            label,
            init,
            cond,
            step,
            body,
        } => {
            let mut k: Vec<OpId> = init.iter().copied().collect();
            k.extend(cond.iter().copied());
            k.extend(step.iter().copied());
            k.push(*body);
            (
                "enterloop".into(),
                format!("{}for(;;)", label_text(label)),
                k,
            )
        }
        OpKind::Foreach {
            label,
            var,
            list,
            body,
        } => {
            let v = match var {
                LoopVar::My(ix) => format!("my {}", p_pad_name(p, id, *ix)),
                LoopVar::Pad(ix) => p_pad_name(p, id, *ix),
                LoopVar::Global(g) => format!("${}", p.globs[*g as usize].name),
            };
            (
                "enteriter".into(),
                format!("{}{v}", label_text(label)),
                vec![*list, *body],
            )
        }
        OpKind::Bare { label, body } => (
            "enterloop".into(),
            format!("{}bare block", label_text(label)),
            vec![*body],
        ),
        OpKind::Last(l) => ("last".into(), l.clone().unwrap_or_default(), vec![]),
        OpKind::Next(l) => ("next".into(), l.clone().unwrap_or_default(), vec![]),
        OpKind::Redo(l) => ("redo".into(), l.clone().unwrap_or_default(), vec![]),
        OpKind::Return(e) => ("return".into(), String::new(), e.iter().copied().collect()),
    };
    let detail = if detail.is_empty() {
        String::new()
    } else {
        format!(" {detail}")
    };
    let _ = writeln!(
        out,
        "{indent}{name}{detail} [{}] line {}",
        cx_name(op.cx),
        op.line
    );
    for k in kids {
        dump_op(p, k, depth + 1, out);
    }
}

fn label_text(l: &Option<String>) -> String {
    l.as_ref().map(|l| format!("{l}: ")).unwrap_or_default()
}

/// Pad names are per sub; the dump finds the owning sub by searching which sub's tree holds
/// the op, which is cheap enough for a debugging aid.
fn pad_text(p: &Program, id: OpId, ix: u32, intro: bool) -> String {
    let name = p_pad_name(p, id, ix);
    if intro {
        format!("my {name}")
    } else {
        name
    }
}

fn p_pad_name(p: &Program, id: OpId, ix: u32) -> String {
    for sub in &p.subs {
        if contains(p, sub.body, id) {
            if let Some(e) = sub.pad.get(ix as usize) {
                return e.name.clone();
            }
        }
    }
    format!("pad#{ix}")
}

fn contains(p: &Program, root: OpId, id: OpId) -> bool {
    if root == id {
        return true;
    }
    children(&p.op(root).kind)
        .into_iter()
        .any(|k| contains(p, k, id))
}

/// The child ops of an op, in evaluation order.
pub fn children(kind: &OpKind) -> Vec<OpId> {
    match kind {
        OpKind::Aelem { av, index } => vec![*av, *index],
        OpKind::Helem { hv, key } => vec![*hv, *key],
        OpKind::Aslice { av, list } => vec![*av, *list],
        OpKind::Hslice { hv, list } => vec![*hv, *list],
        OpKind::KvSlice {
            container, list, ..
        } => vec![*container, *list],
        OpKind::AvLast(a)
        | OpKind::CodeByName(a)
        | OpKind::DefinedCode(a)
        | OpKind::Negate(a)
        | OpKind::Complement(a)
        | OpKind::Not(a)
        | OpKind::Preinc(a)
        | OpKind::Predec(a)
        | OpKind::Postinc(a)
        | OpKind::Postdec(a)
        | OpKind::Defined(a)
        | OpKind::UndefOf(a)
        | OpKind::Scalar(a)
        | OpKind::Pop(a)
        | OpKind::Shift(a)
        | OpKind::Keys(a)
        | OpKind::Values(a)
        | OpKind::Each(a)
        | OpKind::Exists(a)
        | OpKind::Delete(a)
        | OpKind::DoBlock(a)
        | OpKind::EvalBlock(a)
        | OpKind::Rv2sv(a)
        | OpKind::Rv2av(a)
        | OpKind::Rv2hv(a)
        | OpKind::RefGen(a)
        | OpKind::Local(a)
        | OpKind::AmperCall(a) => vec![*a],
        OpKind::AnonArray(v) | OpKind::AnonHash(v) => v.clone(),
        OpKind::RepeatList(a, b) => vec![*a, *b],
        OpKind::StateVar { var: a, .. } | OpKind::StateInit { assign: a, .. } => vec![*a],
        OpKind::ListSlice { list, idx } => vec![*list, *idx],
        OpKind::Splice(a, v) => [vec![*a], v.clone()].concat(),
        OpKind::MapGrep { body, list, .. } => vec![*body, *list],
        OpKind::SortBy { cmp, list, .. } => vec![*cmp, *list],
        OpKind::UtilCall(_, args) => args.clone(),
        OpKind::UtilBlock { block, list, .. } => vec![*block, *list],
        OpKind::CallRef { code, args } => [vec![*code], args.clone()].concat(),
        OpKind::Bless { args, .. } => args.clone(),
        OpKind::MethodCall {
            inv, meth, args, ..
        } => [vec![*inv, *meth], args.clone()].concat(),
        OpKind::List(v) | OpKind::Stringify(v) | OpKind::Lineseq(v) => v.clone(),
        OpKind::CmpChain { operands, .. } => operands.clone(),
        OpKind::Print {
            args: v, handle, ..
        }
        | OpKind::Printf {
            args: v, handle, ..
        } => [handle_ops(handle), v.clone()].concat(),
        OpKind::Readline(handle) => handle_ops(handle),
        OpKind::Io { handle, args, .. } => [
            handle.map(|h| handle_ops(&h)).unwrap_or_default(),
            args.clone(),
        ]
        .concat(),
        OpKind::Func(_, v) | OpKind::Entersub { args: v, .. } => v.clone(),
        OpKind::Range(a, b)
        | OpKind::Binop(_, a, b)
        | OpKind::AssignOp(_, a, b)
        | OpKind::And(a, b)
        | OpKind::Or(a, b)
        | OpKind::Dor(a, b)
        | OpKind::AndAssign(a, b)
        | OpKind::OrAssign(a, b)
        | OpKind::DorAssign(a, b) => vec![*a, *b],
        OpKind::Sassign { lhs, rhs } | OpKind::Aassign { lhs, rhs } => vec![*rhs, *lhs],
        OpKind::SigAssign { name, value } => vec![*name, *value],
        OpKind::Match { target, pat, .. } => {
            [target.iter().copied().collect::<Vec<_>>(), vec![*pat]].concat()
        }
        OpKind::Subst {
            target, pat, repl, ..
        } => [
            target.iter().copied().collect::<Vec<_>>(),
            vec![*pat, *repl],
        ]
        .concat(),
        OpKind::Trans { target, .. } => target.iter().copied().collect(),
        OpKind::Split {
            pat, expr, limit, ..
        } => [vec![*pat, *expr], limit.iter().copied().collect()].concat(),
        OpKind::Qr { pat, .. } => vec![*pat],
        OpKind::Pos(a) => vec![*a],
        OpKind::CondExpr(a, b, c) => vec![*a, *b, *c],
        OpKind::Push(a, v) | OpKind::Unshift(a, v) => [vec![*a], v.clone()].concat(),
        OpKind::If {
            cond, then, els, ..
        } => [vec![*cond, *then], els.iter().copied().collect()].concat(),
        OpKind::While {
            cond, body, cont, ..
        } => [
            cond.iter().copied().collect(),
            vec![*body],
            cont.iter().copied().collect(),
        ]
        .concat(),
        OpKind::CFor {
            init,
            cond,
            step,
            body,
            ..
        } => [
            init.iter().copied().collect::<Vec<_>>(),
            cond.iter().copied().collect(),
            step.iter().copied().collect(),
            vec![*body],
        ]
        .concat(),
        OpKind::Foreach { list, body, .. } => vec![*list, *body],
        OpKind::Bare { body, .. } => vec![*body],
        OpKind::Return(e) => e.iter().copied().collect(),
        OpKind::Reset { expr, .. } => expr.iter().copied().collect(),
        _ => vec![],
    }
}

/// The op of a handle held in an expression.
fn handle_ops(h: &super::Handle) -> Vec<OpId> {
    match h {
        super::Handle::Expr(e) => vec![*e],
        _ => vec![],
    }
}
