//! Calls of the List::Util and Scalar::Util functions (their rows: src/modules/), parsed
//! by their prototypes (`&@` takes a block, `$` makes a named unary operator, `$@` needs
//! one argument, `$$` two). The functions are the runtime's
//! (`runtime/src/modules/listutil.rs`).

use super::Parser;
use crate::diag::Diag;
use crate::lex::Expect;
use crate::ops::{OpId, OpKind};
use camelift_abi::UtilFunc;

impl Parser {
    /// A call of module function `f`, its name just read.
    pub(super) fn util_call(&mut self, f: UtilFunc, line: u32) -> Result<OpId, Diag> {
        let full = format!("{}::{}", f.module(), f.name());
        if f.takes_block() {
            return self.util_block_call(f, &full, line);
        }
        let proto = f.prototype().unwrap_or("@");
        let args = match proto {
            "$" => {
                // Prototype `$`: a named unary operator.
                let a = self.unary_arg_for(&full, line)?;
                let Some(a) = a else {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        format!("Not enough arguments for {full}"),
                    ));
                };
                vec![a]
            }
            _ => {
                let (args, _) = self.func_args(line)?;
                args
            }
        };
        if f == UtilFunc::SetPrototype && self.begin_depth > 0 {
            // perl's parser would see the new prototype in the calls after the BEGIN
            // block; here they are parsed with the declared one.
            return Err(Diag::unsupported(
                self.file(),
                line,
                "Scalar::Util::set_prototype at BEGIN time (prototypes that change how later calls parse)",
            ));
        }
        if proto == "&$" {
            // (`set_prototype`) A code reference as perl's `&` takes one first: `\&name`,
            // `\&$code`, `sub {...}`.
            let code_ok = args.first().is_some_and(|&a| {
                matches!(
                    self.kind(a),
                    OpKind::AnonCode(_) | OpKind::RefCode(_) | OpKind::CodeByName(_)
                )
            });
            if !code_ok && !args.is_empty() {
                let what = match args.first().map(|&a| self.kind(a)) {
                    Some(OpKind::Padsv { .. }) => "private variable",
                    Some(OpKind::Const(_)) => "constant item",
                    _ => "expression",
                };
                return Err(Diag::error(
                    self.file(),
                    line,
                    format!("Type of arg 1 to {full} must be block or sub {{}} (not {what})"),
                ));
            }
        }
        let (min, max) = match proto {
            "$$" | "&$" => (2, 2),
            "$@" => (1, usize::MAX),
            _ => (0, usize::MAX),
        };
        if args.len() < min {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Not enough arguments for {full}"),
            ));
        }
        if args.len() > max {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Too many arguments for {full}"),
            ));
        }
        Ok(self.op(OpKind::UtilCall(f, args), line))
    }

    /// The argument of a `$`-prototype function: perl's message names the function when
    /// parentheses hold more than one.
    fn unary_arg_for(&mut self, full: &str, line: u32) -> Result<Option<OpId>, Diag> {
        if self.eat_op("(", Expect::Operator)? {
            let args = self.paren_args(line)?;
            return match args.len() {
                0 => Ok(None),
                1 => Ok(Some(args[0])),
                _ => Err(Diag::error(
                    self.file(),
                    line,
                    format!("Too many arguments for {full}"),
                )),
            };
        }
        if !self.starts_term()? {
            return Ok(None);
        }
        Ok(Some(self.parse_expr(super::expr::BP_NAMED_UNARY_ARG)?))
    }

    /// `first BLOCK LIST`, `first sub {...}, LIST`, `first \&name, LIST` (prototype `&@`).
    fn util_block_call(&mut self, f: UtilFunc, full: &str, line: u32) -> Result<OpId, Diag> {
        let paren = self.eat_op("(", Expect::Operator)?;
        let block = if self.is_op("{", Expect::Term)? {
            self.util_blocks(1);
            let b = self.expression_block();
            self.util_blocks(-1);
            let b = b?;
            let _ = self.eat_op(",", Expect::Operator)?;
            b
        } else {
            if !self.starts_term()? {
                return Err(Diag::error(
                    self.file(),
                    line,
                    format!("Not enough arguments for {full}"),
                ));
            }
            let code = self.parse_expr(super::expr::BP_COMMA + 1)?;
            if !matches!(self.kind(code), OpKind::AnonCode(_) | OpKind::RefCode(_)) {
                let what = match self.kind(code) {
                    OpKind::Padsv { .. } => "private variable",
                    OpKind::Gvsv(_) => "scalar dereference",
                    OpKind::Const(_) => "constant item",
                    _ => "expression",
                };
                return Err(Diag::error(
                    self.file(),
                    line,
                    format!("Type of arg 1 to {full} must be block or sub {{}} (not {what})"),
                ));
            }
            self.expect_op(",", Expect::Operator)?;
            // The sub is called with no arguments of its own: it sees the caller's @_,
            // as perl's MULTICALL leaves it.
            let call = self.op(OpKind::CallRef { code, args: vec![] }, line);
            let amper = self.op(OpKind::AmperCall(call), line);
            self.op(OpKind::Lineseq(vec![amper]), line)
        };
        let mys = self.multicall_mys(block, line)?;
        let list = self.list_operand(paren, line)?;
        self.prog.glob("main::_");
        let a = self.prog.glob(&self.qualify("a"));
        let b = self.prog.glob(&self.qualify("b"));
        Ok(self.op(
            OpKind::UtilBlock {
                func: f,
                block,
                list,
                a,
                b,
                mys,
            },
            line,
        ))
    }

    /// The `my` declarations in a block's own scope, which perl's MULTICALL runs without
    /// leaving that scope between items: a variable keeps its value (and its closures
    /// share it) from one item to the next, and is cleared only when the function ends.
    /// They stop introducing (the variable is reset when the function starts, instead);
    /// `my` in nested blocks, which perl scopes as usual, are left alone.
    /// A `local` of `$_`, `$a` or `$b` there would outlive the item it replaced (perl
    /// then frees the items: "Attempt to free unreferenced scalar"), so it is refused.
    fn multicall_mys(&mut self, block: OpId, line: u32) -> Result<Vec<OpId>, Diag> {
        let OpKind::Lineseq(stmts) = self.kind(block) else {
            return Ok(vec![]);
        };
        let mut todo = stmts.clone();
        let mut out = vec![];
        while let Some(id) = todo.pop() {
            match self.kind(id) {
                OpKind::Padsv { intro: true, .. }
                | OpKind::Padav { intro: true, .. }
                | OpKind::Padhv { intro: true, .. } => out.push(id),
                OpKind::Local(e) => {
                    if let OpKind::Gvsv(g) = self.kind(*e) {
                        let name = self.prog.globs[*g as usize].name.as_str();
                        if name == "main::_" || name.ends_with("::a") || name.ends_with("::b") {
                            let shown = name.rsplit("::").next().unwrap_or(name).to_string();
                            return Err(Diag::unsupported(
                                self.file(),
                                line,
                                &format!("local ${shown} in a List::Util block"),
                            ));
                        }
                    }
                    todo.push(*e);
                }
                OpKind::Lineseq(_)
                | OpKind::If { .. }
                | OpKind::While { .. }
                | OpKind::CFor { .. }
                | OpKind::Foreach { .. }
                | OpKind::Bare { .. }
                | OpKind::MapGrep { .. }
                | OpKind::SortBy { .. }
                | OpKind::UtilBlock { .. }
                | OpKind::EvalBlock(_)
                | OpKind::DoBlock(_)
                | OpKind::AnonCode(_) => {}
                k => todo.extend(crate::ops::children_of(k)),
            }
        }
        for id in &out {
            match &mut self.prog.op_mut(*id).kind {
                OpKind::Padsv { intro, .. }
                | OpKind::Padav { intro, .. }
                | OpKind::Padhv { intro, .. } => *intro = false,
                _ => {}
            }
        }
        Ok(out)
    }
}
