//! Context propagation (perl's `scalar()`, `list()`, `scalarvoid()` passes over the tree):
//! each op learns whether its value is unused, wanted as one scalar, wanted as a list, or
//! wanted in whatever context the enclosing sub was called in.

use super::{Cx, OpId, OpKind, Program};

/// Sets the context of `id` to `cx` and propagates the right contexts to its children.
pub fn contextualize(p: &mut Program, id: OpId, cx: Cx) {
    p.op_mut(id).cx = cx;
    let kind = p.op(id).kind.clone();
    use Cx::*;
    let s = Scalar;
    match kind {
        // Leaves.
        OpKind::Const(_)
        | OpKind::Undef
        | OpKind::Stub
        | OpKind::Padsv { .. }
        | OpKind::Gvsv(_)
        | OpKind::Padav { .. }
        | OpKind::Padhv { .. }
        | OpKind::Gvav(_)
        | OpKind::Gvhv(_)
        | OpKind::Wantarray
        | OpKind::RefCode(_)
        | OpKind::RunCv(_)
        | OpKind::AnonCode(_)
        | OpKind::Require { .. }
        | OpKind::GvImport { .. }
        | OpKind::GlobRef(_)
        | OpKind::NotYet(_)
        | OpKind::ArgCheck { .. }
        | OpKind::BeginReport(_)
        | OpKind::HintHash { .. }
        | OpKind::ConstCapture(_)
        | OpKind::ConstObj { .. }
        | OpKind::Phase(_)
        | OpKind::PadStale(_)
        | OpKind::Nothing
        | OpKind::MatchVar(_)
        | OpKind::MatchAv(_)
        | OpKind::MatchHv(_)
        | OpKind::Last(_)
        | OpKind::Next(_)
        | OpKind::Redo(_)
        | OpKind::GotoLabel(_) => {}
        // Operators and patterns whose operands are all scalars.
        OpKind::Reset { .. }
        | OpKind::Match { .. }
        | OpKind::Subst { .. }
        | OpKind::Trans { .. }
        | OpKind::Split { .. }
        | OpKind::Qr { .. }
        | OpKind::Pos(_)
        | OpKind::CodeByName(_)
        | OpKind::DefinedCode(_)
        | OpKind::UndefCode(_)
        | OpKind::Rv2sv(_)
        | OpKind::Rv2av(_)
        | OpKind::Rv2hv(_)
        | OpKind::Bless { .. }
        | OpKind::Range(..)
        | OpKind::Stringify(_)
        | OpKind::Binop(..)
        | OpKind::Xor(..)
        | OpKind::AssignOp(..)
        | OpKind::CmpChain { .. }
        | OpKind::Negate(_)
        | OpKind::Complement(_)
        | OpKind::NComplement(_)
        | OpKind::SComplement(_)
        | OpKind::Not(_)
        | OpKind::Preinc(_)
        | OpKind::Predec(_)
        | OpKind::Postinc(_)
        | OpKind::Postdec(_)
        | OpKind::AndAssign(..)
        | OpKind::OrAssign(..)
        | OpKind::DorAssign(..)
        | OpKind::Sassign { .. }
        | OpKind::SigAssign { .. }
        | OpKind::Scalar(_) => {
            for c in super::children_of(&kind) {
                contextualize(p, c, s);
            }
        }
        // Containers and their parts: the container keeps its shape.
        OpKind::Aelem { av: c, index: k } | OpKind::Helem { hv: c, key: k } => {
            set_container(p, c);
            contextualize(p, k, s);
        }
        OpKind::Aslice { av: c, list }
        | OpKind::Hslice { hv: c, list }
        | OpKind::KvSlice {
            container: c, list, ..
        } => {
            set_container(p, c);
            contextualize(p, list, List);
        }
        OpKind::AvLast(c)
        | OpKind::Pop(c)
        | OpKind::Shift(c)
        | OpKind::Keys(c)
        | OpKind::ArgHash { hv: c, .. }
        | OpKind::Values(c)
        | OpKind::Each(c) => set_container(p, c),
        OpKind::Push(av, items) | OpKind::Unshift(av, items) => {
            set_container(p, av);
            for a in items {
                contextualize(p, a, List);
            }
        }
        OpKind::Tie { target, args, .. } => {
            set_target(p, target);
            for (i, a) in args.into_iter().enumerate() {
                contextualize(p, a, if i == 0 { s } else { List });
            }
        }
        OpKind::Splice(av, args) => {
            set_container(p, av);
            for (i, a) in args.into_iter().enumerate() {
                contextualize(p, a, if i < 2 { s } else { List });
            }
        }
        // The argument is an lvalue-ish element or variable; it keeps its own shape.
        OpKind::RefGen(e)
        | OpKind::Defined(e)
        | OpKind::UndefOf(e)
        | OpKind::Exists(e)
        | OpKind::Delete(e) => set_target(p, e),
        OpKind::RequireDynamic(e)
        | OpKind::EvalNumeric(e, _)
        | OpKind::GlobName { name: e, .. }
        | OpKind::GlobValue { name: e, .. } => contextualize(p, e, s),
        OpKind::GlobAssign { name, value, .. } => {
            contextualize(p, name, s);
            contextualize(p, value, s);
        }
        OpKind::LocalGlob { value, .. } => {
            if let Some(v) = value {
                contextualize(p, v, s);
            }
        }
        OpKind::Local(e) => {
            p.op_mut(e).cx = cx;
            if let OpKind::Helem { key: k, .. } | OpKind::Aelem { index: k, .. } = p.op(e).kind {
                contextualize(p, k, s);
            }
        }
        OpKind::StateVar { var: e, .. }
        | OpKind::StateInit { assign: e, .. }
        | OpKind::AmperCall(e) => contextualize(p, e, cx),
        // Lists.
        OpKind::List(items) => {
            // In scalar context a list is the comma operator: only the last item's value
            // counts, the others run in void context.
            let n = items.len();
            for (i, item) in items.into_iter().enumerate() {
                let c = match cx {
                    List | Caller => cx,
                    Void => Void,
                    Scalar if i + 1 == n => Scalar,
                    Scalar => Void,
                };
                contextualize(p, item, c);
            }
        }
        OpKind::ListSlice { list, idx } => {
            contextualize(p, list, List);
            contextualize(p, idx, List);
        }
        OpKind::RepeatList(l, n) => {
            contextualize(p, l, List);
            contextualize(p, n, s);
        }
        OpKind::AnonArray(items) | OpKind::AnonHash(items) => {
            for it in items {
                contextualize(p, it, List);
            }
        }
        OpKind::Aassign { lhs, rhs } => {
            contextualize(p, rhs, List);
            contextualize(p, lhs, List);
        }
        // Logic: the tested side is a scalar; the chosen side's value is the result.
        OpKind::And(a, b) | OpKind::Or(a, b) | OpKind::Dor(a, b) => {
            contextualize(p, a, s);
            contextualize(p, b, cx);
        }
        OpKind::CondExpr(c, t, f) => {
            contextualize(p, c, s);
            contextualize(p, t, cx);
            contextualize(p, f, cx);
        }
        OpKind::Return(e) => {
            if let Some(e) = e {
                contextualize(p, e, Caller);
            }
        }
        OpKind::GotoSub { code, .. } | OpKind::GotoExpr(code) => contextualize(p, code, s),
        OpKind::UtilCall(..)
        | OpKind::UtilBlock { .. }
        | OpKind::MethodCall { .. }
        | OpKind::CallRef { .. }
        | OpKind::Entersub { .. }
        | OpKind::Func(..)
        | OpKind::Print { .. }
        | OpKind::Printf { .. }
        | OpKind::Readline(_)
        | OpKind::Io { .. }
        | OpKind::MapGrep { .. }
        | OpKind::SortBy { .. } => contextualize_call(p, kind),
        OpKind::DoBlock(_)
        | OpKind::EvalBlock(_)
        | OpKind::Lineseq(_)
        | OpKind::If { .. }
        | OpKind::While { .. }
        | OpKind::CFor { .. }
        | OpKind::Foreach { .. }
        | OpKind::Bare { .. } => contextualize_control(p, id, kind, cx),
    }
}

/// The arguments of calls, built-in functions and the functions that take a block.
fn contextualize_call(p: &mut Program, kind: OpKind) {
    use Cx::*;
    let s = Scalar;
    match kind {
        OpKind::MapGrep { grep, body, list } => {
            contextualize(p, list, List);
            contextualize_block(p, body, if grep { s } else { List });
        }
        OpKind::SortBy { cmp, list, .. } => {
            contextualize(p, list, List);
            contextualize_block(p, cmp, s);
        }
        OpKind::UtilCall(f, args) => {
            for (i, a) in args.into_iter().enumerate() {
                contextualize(p, a, if util_scalar_arg(f, i) { s } else { List });
            }
        }
        OpKind::UtilBlock {
            func, block, list, ..
        } => {
            contextualize(p, list, List);
            let block_cx = if func == crate::ops::UtilFunc::Pairmap {
                List
            } else {
                s
            };
            contextualize_block(p, block, block_cx);
        }
        OpKind::MethodCall {
            inv, meth, args, ..
        } => {
            contextualize(p, inv, s);
            contextualize(p, meth, s);
            for a in args {
                contextualize(p, a, List);
            }
        }
        OpKind::CallRef { code, args } => {
            contextualize(p, code, s);
            for a in args {
                contextualize(p, a, List);
            }
        }
        OpKind::Entersub { args, .. } => {
            for a in args {
                contextualize(p, a, List);
            }
        }
        OpKind::Func(f, args) => {
            let list = f.takes_list();
            for a in args {
                contextualize(p, a, if list { List } else { s });
            }
        }
        OpKind::Print { args, handle, .. } | OpKind::Printf { args, handle, .. } => {
            if let super::Handle::Expr(h) = handle {
                contextualize(p, h, s);
            }
            for a in args {
                contextualize(p, a, List);
            }
        }
        OpKind::Readline(super::Handle::Expr(h)) => contextualize(p, h, s),
        OpKind::Io { op, handle, args } => {
            if let Some(super::Handle::Expr(h)) = handle {
                contextualize(p, h, s);
            }
            for (i, a) in args.into_iter().enumerate() {
                contextualize(p, a, if op.list_arg(i) { List } else { s });
            }
        }
        _ => {}
    }
}

/// Blocks, conditionals and loops: conditions are scalars, loop bodies void, and the
/// blocks whose value is the construct's take its context (`contextualize_block`).
fn contextualize_control(p: &mut Program, id: OpId, kind: OpKind, cx: Cx) {
    use Cx::*;
    let s = Scalar;
    match kind {
        OpKind::DoBlock(body) | OpKind::EvalBlock(body) => contextualize_block(p, body, cx),
        OpKind::Lineseq(_) => contextualize_block(p, id, cx),
        OpKind::If {
            cond, then, els, ..
        } => {
            contextualize(p, cond, s);
            contextualize_block(p, then, cx);
            if let Some(e) = els {
                contextualize_block(p, e, cx);
            }
        }
        OpKind::While {
            cond, body, cont, ..
        } => {
            if let Some(c) = cond {
                contextualize(p, c, s);
            }
            contextualize_block(p, body, Void);
            if let Some(c) = cont {
                contextualize_block(p, c, Void);
            }
        }
        OpKind::CFor {
            init,
            cond,
            step,
            body,
            ..
        } => {
            if let Some(i) = init {
                contextualize(p, i, Void);
            }
            if let Some(c) = cond {
                contextualize(p, c, s);
            }
            if let Some(st) = step {
                contextualize(p, st, Void);
            }
            contextualize_block(p, body, Void);
        }
        OpKind::Foreach { list, body, .. } => {
            contextualize(p, list, List);
            contextualize_block(p, body, Void);
        }
        OpKind::Bare { body, .. } => contextualize_block(p, body, cx),
        _ => {}
    }
}

/// A block's statements run in void context, except the last one, which gives the block's
/// value when the block itself has a value (sub bodies, `do {}`, the branches of an `if`
/// that is the last statement of a sub).
fn contextualize_block(p: &mut Program, id: OpId, cx: Cx) {
    p.op_mut(id).cx = cx;
    let OpKind::Lineseq(stmts) = p.op(id).kind.clone() else {
        contextualize(p, id, cx);
        return;
    };
    let n = stmts.len();
    for (i, st) in stmts.into_iter().enumerate() {
        let c = if i + 1 == n { cx } else { Cx::Void };
        contextualize(p, st, c);
    }
}

/// Arrays and hashes used as containers (element access, push, keys) are not evaluated for
/// a value; they keep list context as their shape marker.
fn set_container(p: &mut Program, id: OpId) {
    p.op_mut(id).cx = Cx::List;
    if let OpKind::Rv2av(e) | OpKind::Rv2hv(e) = p.op(id).kind {
        contextualize(p, e, Cx::Scalar);
    }
}

fn set_target(p: &mut Program, id: OpId) {
    let kind = p.op(id).kind.clone();
    match kind {
        OpKind::Aelem { .. } | OpKind::Helem { .. } | OpKind::Padsv { .. } | OpKind::Gvsv(_) => {
            contextualize(p, id, Cx::Scalar)
        }
        OpKind::Padav { .. } | OpKind::Padhv { .. } | OpKind::Gvav(_) | OpKind::Gvhv(_) => {
            set_container(p, id)
        }
        OpKind::Rv2av(e) | OpKind::Rv2hv(e) => {
            set_container(p, id);
            contextualize(p, e, Cx::Scalar);
        }
        _ => contextualize(p, id, Cx::Scalar),
    }
}

/// Whether argument `i` of a module function is in scalar context (its prototype's `$`).
pub fn util_scalar_arg(f: crate::ops::UtilFunc, i: usize) -> bool {
    use crate::ops::UtilFunc as U;
    match f {
        U::Head | U::Tail | U::Sample => i == 0,
        U::Sum
        | U::Sum0
        | U::Product
        | U::Min
        | U::Max
        | U::Minstr
        | U::Maxstr
        | U::Uniq
        | U::Uniqnum
        | U::Uniqstr
        | U::Uniqint
        | U::Pairs
        | U::Unpairs
        | U::Pairkeys
        | U::Pairvalues
        | U::Shuffle
        | U::Zip
        | U::ZipLongest
        | U::ZipShortest
        | U::Mesh
        | U::MeshLongest
        | U::MeshShortest => false,
        _ => true,
    }
}
