//! The generic op walker: the child ops of each kind of op, in evaluation order, for the
//! passes that visit the whole tree (context, lowering's facts and scopes, `--emit ops`).

use super::{OpId, OpKind, Program};

/// Whether `id` is `root` or inside it.
pub(super) fn contains(p: &Program, root: OpId, id: OpId) -> bool {
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
        | OpKind::UndefCode(a)
        | OpKind::Negate(a)
        | OpKind::Complement(a)
        | OpKind::NComplement(a)
        | OpKind::SComplement(a)
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
        | OpKind::ArgHash { hv: a, .. }
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
        | OpKind::RequireDynamic(a)
        | OpKind::EvalNumeric(a, _)
        | OpKind::AmperCall(a) => vec![*a],
        OpKind::AnonArray(v) | OpKind::AnonHash(v) => v.clone(),
        OpKind::LocalGlob { value, .. } => value.iter().copied().collect(),
        OpKind::GlobName { name, .. } | OpKind::GlobValue { name, .. } => vec![*name],
        OpKind::GlobAssign { name, value, .. } => vec![*name, *value],
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
        OpKind::Tie { target, args, .. } => std::iter::once(*target)
            .chain(args.iter().copied())
            .collect(),
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
        | OpKind::Xor(a, b)
        | OpKind::AssignOp(_, a, b)
        | OpKind::And(a, b)
        | OpKind::Or(a, b)
        | OpKind::Dor(a, b)
        | OpKind::AndAssign(a, b)
        | OpKind::OrAssign(a, b)
        | OpKind::DorAssign(a, b) => vec![*a, *b],
        OpKind::Sassign { lhs, rhs } | OpKind::Aassign { lhs, rhs } => vec![*rhs, *lhs],
        OpKind::SigAssign { name, value, .. } => vec![*name, *value],
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
        OpKind::GotoSub { code, .. } | OpKind::GotoExpr(code) => vec![*code],
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
