//! `use` and `no` of the built-in modules (src/modules/ holds their rows), and the names
//! they import: a name resolves to the row's function where perl would find the
//! module's sub, and the program's own sub of the same name replaces the import, as
//! perl's glob assignment does, for every call of it (also those compiled before it).

use super::Parser;
use crate::diag::{Diag, WarnCat};
use crate::lex::Expect;
use crate::modules::{self, Function, Module};
use crate::ops::{Const, OpId, OpKind};
use std::collections::HashMap;

/// What the program's `use` lines made of the built-in modules.
#[derive(Default)]
pub(crate) struct Modules {
    /// Loaded, in the order of their first `use`.
    pub(super) loaded: Vec<&'static Module>,
    /// Imported names (`main::sum`) to their module and name there.
    pub(crate) imports: HashMap<String, (&'static Module, String)>,
    /// Ops compiled as a call of a module function through an imported name, with that
    /// name and how many leading arguments the call added (Time::Local's mode): a sub
    /// the program defines under the name later takes them over.
    calls: Vec<(OpId, String, usize)>,
    /// Debian's name for the target's library directories (`x86_64-linux-gnu`), which
    /// `%INC` and some of perl's messages name.
    pub(crate) multiarch: String,
}

impl Modules {
    pub(crate) fn new(multiarch: String) -> Modules {
        Modules {
            multiarch,
            ..Default::default()
        }
    }

    pub(crate) fn is_loaded(&self, name: &str) -> bool {
        self.loaded.iter().any(|m| m.name == name)
    }

    /// A variable the loaded module `pkg` declares (`$Carp::Verbose`).
    pub(crate) fn declares(&self, pkg: &str, var: &str) -> bool {
        self.loaded
            .iter()
            .any(|m| m.name == pkg && m.vars.contains(&var))
    }
}

impl Parser {
    /// `use MODULE VERSION LIST` or `no MODULE ...` of a built-in module, its name read.
    pub(super) fn use_builtin_module(
        &mut self,
        m: &'static Module,
        is_use: bool,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        let version = self.use_version_arg()?;
        let list = self.import_list()?;
        if let Some(v) = version {
            modules::check_version(m.name, Some(m.version), &v, &self.file, line)?;
        }
        self.load_module(m, line);
        if !is_use {
            // None of them has an `unimport`.
            return Ok(None);
        }
        let inc = m.inc_path(&self.modules.multiarch);
        let names =
            modules::import_list(&m.exports_view(), list.as_deref(), &self.file, line, &inc)?;
        let package = self.package().to_string();
        if m.name == "List::Util" && list.as_ref().is_none_or(|l| !l.is_empty()) {
            // List::Util's import touches the importer's `$a` and `$b` (RT88848: no
            // "used only once" warning for them): their globs are made.
            self.prog.glob(&format!("{package}::a"));
            self.prog.glob(&format!("{package}::b"));
        }
        for n in names {
            // The import makes the glob (a key of `%main::` in main).
            let bare = n.trim_start_matches(['$', '@', '%', '&']);
            self.prog.glob(&format!("{package}::{bare}"));
            if n.starts_with(['$', '@', '%']) {
                // Variables (POSIX's `%SIGRT`): not imported here.
                continue;
            }
            if let Some(Function::Flag(var)) = (m.function)(&n) {
                self.hoist_assign(var, Const::Iv(1), line);
                continue;
            }
            self.modules
                .imports
                .insert(format!("{package}::{n}"), (m, n));
        }
        Ok(None)
    }

    /// The first `use` of a module loads it: `%INC` names its file, and its variables get
    /// the values its file gives them, before the program's first statement.
    pub(super) fn load_module(&mut self, m: &'static Module, line: u32) {
        if self.modules.is_loaded(m.name) {
            return;
        }
        self.modules.loaded.push(m);
        self.perl_file_globs(m.file);
        if m.pragma {
            // Its `%INC` entry is the pragma's (`pragma_loaded`).
            return;
        }
        let inc = self.prog.glob("main::INC");
        let hv = self.op(OpKind::Gvhv(inc), line);
        let key = self.op(OpKind::Const(Const::Str(m.file.into())), line);
        let lhs = self.op(OpKind::Helem { hv, key }, line);
        let path = m.inc_path(&self.modules.multiarch);
        let rhs = self.op(OpKind::Const(Const::Str(path.into_bytes())), line);
        let st = self.op(OpKind::Sassign { lhs, rhs }, line);
        self.hoisted.push(st);
        for (var, v) in m.init {
            self.hoist_assign(&format!("{}::{var}", m.name), Const::Iv(*v), line);
        }
        if let Some(f) = m.on_load {
            let st = self.op(OpKind::Func(f, vec![]), line);
            self.hoisted.push(st);
        }
        if m.name == "Carp" {
            // Carp reads the call stack (runtime/src/modules/carp.rs).
            self.prog.uses_carp = true;
            self.prog.uses_caller = true;
        }
    }

    fn hoist_assign(&mut self, var: &str, value: Const, line: u32) {
        let g = self.prog.glob(var);
        let lhs = self.op(OpKind::Gvsv(g), line);
        let rhs = self.op(OpKind::Const(value), line);
        let st = self.op(OpKind::Sassign { lhs, rhs }, line);
        self.hoisted.push(st);
    }

    /// The module function the sub name `full` (qualified) stands for here: an imported
    /// name, or the module's own name for it once the module is loaded. None when the
    /// program has declared a sub of that name, which perl would call instead.
    pub(crate) fn module_function(
        &self,
        full: &str,
    ) -> Option<(&'static Module, String, Function)> {
        if self.sub_declared(full) {
            return None;
        }
        let (m, name) = match self.modules.imports.get(full) {
            Some((m, n)) => (*m, n.clone()),
            None => {
                let (pkg, name) = full.rsplit_once("::")?;
                let m = *self.modules.loaded.iter().find(|m| m.name == pkg)?;
                (m, name.to_string())
            }
        };
        let f = (m.function)(&name)?;
        if matches!(f, Function::Flag(_)) {
            return None;
        }
        Some((m, name, f))
    }

    /// A call of a module function by the name `full`, just read (its arguments not), if
    /// it is one.
    pub(super) fn module_call(&mut self, full: &str, line: u32) -> Result<Option<OpId>, Diag> {
        let Some((_, _, f)) = self.module_function(full) else {
            return Ok(None);
        };
        if matches!(f, Function::Unsupported(_)) && self.is_op("->", Expect::Operator)? {
            // `warnings::register->import` (fields.pm): a class name, as perl takes a
            // bareword before `->` that is no defined sub.
            return Ok(None);
        }
        // perl makes the glob of a sub it compiles a call of (a key of `%main::`).
        self.prog.glob(full);
        let mut added = 0;
        let id = match f {
            Function::Builtin(f) => {
                let (args, _) = self.func_args(line)?;
                self.op(OpKind::Func(f, args), line)
            }
            Function::BuiltinMode(f, mode) => {
                let mut args = vec![self.op(OpKind::Const(Const::Iv(mode)), line)];
                args.extend(self.func_args(line)?.0);
                added = 1;
                self.op(OpKind::Func(f, args), line)
            }
            Function::Util(f) => self.util_call(f, line)?,
            Function::Const(c) => {
                // A constant sub (prototype `()`): `INT_MAX()` or `INT_MAX`.
                if self.eat_op("(", Expect::Operator)? {
                    self.expect_op(")", Expect::Term)?;
                }
                let id = self.op(OpKind::Const(c), line);
                self.inlined_consts.insert(id);
                id
            }
            Function::Flag(_) => return Ok(None),
            Function::Unsupported(what) if !self.modules.imports.contains_key(full) => {
                if self.in_perl_library() {
                    // In a module of perl's library, perl may never call it there
                    // (Test2's `try_sig_mask`): the program ends there if it does.
                    let strict_subs = self.pragmas().strict_subs;
                    self.set_pragma(|p| p.strict_subs = false);
                    let args = self.func_args(line);
                    self.set_pragma(|p| p.strict_subs = strict_subs);
                    args?;
                    return Ok(Some(
                        self.op(OpKind::NotYet(format!("{what} is not supported yet")), line),
                    ));
                }
                return Err(Diag::unsupported(self.file(), line, &what));
            }
            Function::Unsupported(_) => {
                // Through an imported name, the program may still define the sub (which
                // then replaces the import): `resolve_module_calls` decides.
                let (args, _) = self.func_args(line)?;
                let name = full.to_string();
                return Ok(Some(self.op(OpKind::Entersub { name, args }, line)));
            }
        };
        if self.modules.imports.contains_key(full) {
            self.modules.calls.push((id, full.to_string(), added));
        }
        Ok(Some(id))
    }

    /// `\&name` (`amper` false) or `&name` of a module function: a code reference to
    /// Data::Dumper's `Dumper` is its native sub, found by name at run time; the others
    /// are not subs here. None when `full` is not a module function.
    pub(super) fn module_code(
        &mut self,
        full: &str,
        amper: bool,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        let Some((m, name, f)) = self.module_function(full) else {
            return Ok(None);
        };
        let native = match &f {
            Function::Builtin(crate::ops::Func::Dumper) => Some("Data::Dumper::Dumper".to_string()),
            // The runtime defines a List::Util or Scalar::Util function (not one that takes
            // a block) as a sub when a reference to it is first asked for.
            Function::Util(u) if !u.takes_block() => Some(format!("{}::{}", u.module(), u.name())),
            Function::Builtin(
                crate::ops::Func::Croak
                | crate::ops::Func::Carp
                | crate::ops::Func::Confess
                | crate::ops::Func::Cluck,
            ) => Some(full.to_string()),
            _ => None,
        };
        if let Some(native) = native {
            if amper {
                return Ok(None);
            }
            let n = self.op(OpKind::Const(Const::Str(native.into_bytes())), line);
            // Looked up by a name of ours: not a symbolic reference of the program's.
            let p = self.pragmas();
            let id = self.prog.add_with(
                OpKind::CodeByName(n),
                line,
                p.pkg,
                p.warnings,
                false,
                p.integer,
            );
            return Ok(Some(id));
        }
        if let Function::Unsupported(what) = f {
            return Err(Diag::unsupported(self.file(), line, &what));
        }
        if amper {
            // A call: `&name(...)` and `&name;` call the function as a call by name does.
            return Ok(None);
        }
        let what = format!(
            "\\&{}::{name} (a code reference to a built-in module's function)",
            m.name
        );
        Err(Diag::unsupported(self.file(), line, &what))
    }

    /// A sub the program defines over an imported name: perl's warnings, and the import
    /// is gone (the calls compiled through it are taken over at the end of parsing).
    pub(super) fn define_over_import(&mut self, full: &str, short: &str, line: u32) -> bool {
        let Some((m, name)) = self.modules.imports.remove(full) else {
            return false;
        };
        let f = (m.function)(&name);
        let w = self.pragmas().warnings;
        if let Some(p) = f.as_ref().and_then(Function::prototype) {
            if w.default_on(WarnCat::Prototype) {
                self.prog.warnings.push(crate::diag::warning(
                    &self.file,
                    line,
                    format!("Prototype mismatch: sub {full} ({p}) vs none"),
                ));
            }
        }
        if let Some(Function::Const(_)) = f {
            if w.default_on(WarnCat::Redefine) {
                self.prog.warnings.push(crate::diag::warning(
                    &self.file,
                    line,
                    format!("Constant subroutine {short} redefined"),
                ));
            }
        } else if w.on(WarnCat::Redefine) {
            self.prog.warnings.push(crate::diag::warning(
                &self.file,
                line,
                format!("Subroutine {short} redefined"),
            ));
        }
        true
    }

    /// At the end of parsing: calls compiled before the `use` that imported their name
    /// call the module's function (perl looks the sub up when the call runs); calls
    /// compiled through an import that a sub of the program replaced call that sub.
    pub(super) fn resolve_module_calls(&mut self) -> Result<(), Diag> {
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
            let id = OpId(i as u32);
            let (name, args) = match &self.prog.ops[i].kind {
                OpKind::Entersub { name, args } if self.prog.sub_index(name).is_none() => {
                    (name.clone(), args.clone())
                }
                _ => continue,
            };
            let Some((m, short, f)) = self.module_function(&name) else {
                continue;
            };
            let line = self.prog.ops[i].line;
            // (The op's own file: this runs when the whole program is parsed.)
            let file = self
                .prog
                .place_files
                .get(self.prog.ops[i].pkg as usize)
                .and_then(|&f| self.prog.files.get(usize::from(f)))
                .cloned()
                .unwrap_or_else(|| self.file().to_string());
            let before = || format!("{}::{short} called before its import", m.name);
            let kind = match f {
                _ if ampers.contains(&id) => return Err(Diag::unsupported(&file, line, &before())),
                // `&first(sub {...}, LIST)`, `List::Util::any(\&f, LIST)`: the code
                // reference is called for each item, as the block would be.
                Function::Util(f) if f.takes_block() && !args.is_empty() => {
                    let cx = self.prog.ops[i].cx;
                    let package = self
                        .prog
                        .packages
                        .get(self.prog.ops[i].pkg as usize)
                        .cloned()
                        .unwrap_or_else(|| "main".to_string());
                    let code = args[0];
                    let call = self.op(OpKind::CallRef { code, args: vec![] }, line);
                    let amper = self.op(OpKind::AmperCall(call), line);
                    let block = self.op(OpKind::Lineseq(vec![amper]), line);
                    let list = self.op(OpKind::List(args[1..].to_vec()), line);
                    self.prog.glob("main::_");
                    let a = self.prog.glob(&format!("{package}::a"));
                    let b = self.prog.glob(&format!("{package}::b"));
                    self.prog.ops[i].kind = OpKind::UtilBlock {
                        func: f,
                        block,
                        list,
                        a,
                        b,
                        mys: vec![],
                    };
                    self.prog.changed(id);
                    crate::ops::contextualize(&mut self.prog, id, cx);
                    continue;
                }
                Function::Util(f) if f.takes_block() => {
                    return Err(Diag::unsupported(&file, line, &before()))
                }
                Function::Util(f) => OpKind::UtilCall(f, args),
                Function::Builtin(f) => OpKind::Func(f, args),
                Function::BuiltinMode(f, mode) => {
                    let mut all = vec![self.op(OpKind::Const(Const::Iv(mode)), line)];
                    all.extend(args);
                    OpKind::Func(f, all)
                }
                Function::Const(c) => OpKind::Const(c),
                Function::Flag(_) => continue,
                Function::Unsupported(what) => return Err(Diag::unsupported(&file, line, &what)),
            };
            self.prog.ops[i].kind = kind;
            self.prog.changed(id);
        }
        for (id, full, added) in std::mem::take(&mut self.modules.calls) {
            if self.prog.sub_index(&full).is_none() {
                continue;
            }
            let line = self.prog.op(id).line;
            let args = match self.kind(id) {
                OpKind::Func(_, args) => args.get(added..).unwrap_or_default().to_vec(),
                OpKind::UtilCall(_, args) => args.clone(),
                // Constants were inlined, as perl inlines them when it compiles the call.
                OpKind::Const(_) => continue,
                _ => {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        &format!("{full} called with a block and defined later as a sub"),
                    ))
                }
            };
            self.prog.op_mut(id).kind = OpKind::Entersub { name: full, args };
            self.prog.changed(id);
        }
        Ok(())
    }
}
