//! The built-in modules List::Util and Scalar::Util: `use` with its import list (checked
//! as Exporter checks it), and calls of their functions, parsed by their prototypes
//! (`&@` takes a block, `@` a list, `$` makes a named unary operator). The functions are
//! the runtime's (`runtime/src/modules/listutil.rs`); nothing is loaded.

use super::Parser;
use crate::diag::Diag;
use crate::lex::Expect;
use crate::ops::{OpId, OpKind};
use camelift_abi::UtilFunc;

/// The version perl 5.36 here ships.
const LIST_UTIL_VERSION: &str = "1.62";

/// What the modules export (`@EXPORT_OK`; `@EXPORT` is empty).
const LIST_UTIL_EXPORTS: &[&str] = &[
    "all",
    "any",
    "first",
    "min",
    "max",
    "minstr",
    "maxstr",
    "none",
    "notall",
    "product",
    "reduce",
    "reductions",
    "sum",
    "sum0",
    "sample",
    "shuffle",
    "uniq",
    "uniqint",
    "uniqnum",
    "uniqstr",
    "zip",
    "zip_longest",
    "zip_shortest",
    "mesh",
    "mesh_longest",
    "mesh_shortest",
    "head",
    "tail",
    "pairs",
    "unpairs",
    "pairkeys",
    "pairvalues",
    "pairmap",
    "pairgrep",
    "pairfirst",
];

const SCALAR_UTIL_EXPORTS: &[&str] = &[
    "blessed",
    "refaddr",
    "reftype",
    "weaken",
    "unweaken",
    "isweak",
    "dualvar",
    "isdual",
    "isvstring",
    "looks_like_number",
    "openhandle",
    "readonly",
    "set_prototype",
    "tainted",
];

/// A function of the modules, or why it is not available (`Err`: what to name in the
/// "not supported yet" error).
fn util_function(module: &str, name: &str) -> Option<Result<UtilFunc, &'static str>> {
    if let Some(f) = UtilFunc::from_name(module, name) {
        return Some(Ok(f));
    }
    Some(Err(match (module, name) {
        ("Scalar::Util", "weaken") => "Scalar::Util::weaken (weak references)",
        ("Scalar::Util", "unweaken") => "Scalar::Util::unweaken (weak references)",
        ("Scalar::Util", "isweak") => "Scalar::Util::isweak (weak references)",
        ("Scalar::Util", "isdual") => "Scalar::Util::isdual",
        ("Scalar::Util", "openhandle") => "Scalar::Util::openhandle",
        ("Scalar::Util", "set_prototype") => "Scalar::Util::set_prototype",
        _ => return None,
    }))
}

impl Parser {
    /// `use List::Util VERSION LIST` / `use Scalar::Util LIST` (and `no`, which does
    /// nothing: they have no `unimport`).
    pub(super) fn use_util(
        &mut self,
        module: &str,
        is_use: bool,
        version: Option<f64>,
        args: Vec<String>,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        self.util_loaded = true;
        if let Some(v) = version {
            let ours: f64 = LIST_UTIL_VERSION.parse().unwrap_or(0.0);
            if v > ours {
                return Err(Diag::begin_failed(
                    &self.file,
                    line,
                    format!(
                        "{module} version {v} required--this is only version {LIST_UTIL_VERSION}"
                    ),
                ));
            }
        }
        // The version, when given, was read as the first word.
        let args: Vec<String> = args
            .into_iter()
            .skip(usize::from(version.is_some()))
            .collect();
        if !is_use {
            return Ok(None);
        }
        let exports = if module == "List::Util" {
            LIST_UTIL_EXPORTS
        } else {
            SCALAR_UTIL_EXPORTS
        };
        // Exporter: unknown tags first (carped, with the BEGIN frames), then names.
        let mut errors = String::new();
        for a in &args {
            if let Some(tag) = a.strip_prefix(':') {
                errors.push_str(&format!(
                    "\"{tag}\" is not defined in %{module}::EXPORT_TAGS at {f} line {line}.\n\tmain::BEGIN() called at {f} line {line}\n\teval {{...}} called at {f} line {line}\n",
                    f = self.file
                ));
            } else if a.starts_with('!') || a.starts_with('/') {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    &format!("import specification \"{a}\""),
                ));
            }
        }
        let mut names = vec![];
        for a in &args {
            if a.starts_with(':') {
                continue;
            }
            let name = a.strip_prefix('&').unwrap_or(a);
            if !exports.contains(&name) {
                errors.push_str(&format!("\"{a}\" is not exported by the {module} module\n"));
            } else {
                names.push(name.to_string());
            }
        }
        if !errors.is_empty() {
            return Err(Diag::begin_failed(
                &self.file,
                line,
                format!("{errors}Can't continue after import errors"),
            ));
        }
        let package = self.package().to_string();
        for n in names {
            self.util_imports
                .insert(format!("{package}::{n}"), format!("{module}::{n}"));
        }
        Ok(None)
    }

    /// The module function a sub name (already qualified) calls, if any: an imported name
    /// or a fully qualified one once the modules are loaded.
    pub(super) fn util_named(&self, full: &str) -> Option<Result<UtilFunc, &'static str>> {
        let target = match self.util_imports.get(full) {
            Some(t) => t.as_str(),
            None if self.util_loaded => full,
            None => return None,
        };
        let (module, name) = target.rsplit_once("::")?;
        if module != "List::Util" && module != "Scalar::Util" {
            return None;
        }
        util_function(module, name)
    }

    /// Calls of a module function's name compiled before the `use` that imported it:
    /// perl resolves them when they run, after the import, without the prototype (so
    /// the arguments are a list, as compiled). `&name;` (which passes `@_`) and the
    /// functions taking a block cannot be made so.
    pub(super) fn resolve_util_calls(&mut self) -> Result<(), Diag> {
        let ampers: std::collections::HashSet<OpId> = self
            .prog
            .ops
            .iter()
            .filter_map(|op| match op.kind {
                OpKind::AmperCall(call) => Some(call),
                _ => None,
            })
            .collect();
        for i in 0..self.prog.ops.len() {
            let (name, args) = match &self.prog.ops[i].kind {
                OpKind::Entersub { name, args } if !self.declared_subs.contains(name) => {
                    (name.clone(), args.clone())
                }
                _ => continue,
            };
            let line = self.prog.ops[i].line;
            let what = match self.util_named(&name) {
                None => continue,
                Some(Err(what)) => what.to_string(),
                Some(Ok(f)) if f.takes_block() || ampers.contains(&OpId(i as u32)) => {
                    format!("{}::{} called before its import", f.module(), f.name())
                }
                Some(Ok(f)) => {
                    self.prog.ops[i].kind = OpKind::UtilCall(f, args);
                    self.prog.changed(OpId(i as u32));
                    continue;
                }
            };
            return Err(Diag::unsupported(self.file(), line, &what));
        }
        Ok(())
    }

    /// `&name` or `\&name` of a module function: they are not subs here.
    pub(super) fn util_code_check(&self, full: &str, line: u32) -> Result<(), Diag> {
        if self.declared_subs.contains(full) {
            return Ok(());
        }
        match self.util_named(full) {
            Some(Ok(f)) => Err(Diag::unsupported(
                self.file(),
                line,
                &format!("&{}::{} (a code reference to it)", f.module(), f.name()),
            )),
            Some(Err(what)) => Err(Diag::unsupported(self.file(), line, what)),
            None => Ok(()),
        }
    }

    /// A call of module function `f`, its name just read.
    pub(super) fn util_call(&mut self, f: UtilFunc, line: u32) -> Result<OpId, Diag> {
        let full = format!("{}::{}", f.module(), f.name());
        if f.takes_block() {
            return self.util_block_call(f, &full, line);
        }
        let args = match f {
            UtilFunc::Blessed
            | UtilFunc::Reftype
            | UtilFunc::LooksLikeNumber
            | UtilFunc::Refaddr
            | UtilFunc::Readonly
            | UtilFunc::Isvstring
            | UtilFunc::Tainted => {
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
        let (min, max) = match f {
            UtilFunc::Dualvar => (2, 2),
            UtilFunc::Head | UtilFunc::Tail | UtilFunc::Sample => (1, usize::MAX),
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
            let b = self.expression_block()?;
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
