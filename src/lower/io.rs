//! File input/output ops (`<FH>`, `open`, `close`, file tests, `print FH`): calls of the
//! runtime's `io_*` entries (runtime/src/io/file.rs).

use super::expr::V;
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{Handle, IoOp, OpId, OpKind};
use camelift_abi::codes::PrintMode;
use camelift_abi::codes::IO_WANT_LIST;
use camelift_abi::*;
use cranelift_codegen::ir::Value;

impl<'a, 'p> Fx<'a, 'p> {
    /// A handle as the runtime takes it: (scalar holding it or 0, bareword glob or 0).
    fn io_handle(&mut self, h: Option<Handle>, lvalue: bool) -> Result<(Value, Value), Diag> {
        let zero = self.iconst(0);
        Ok(match h {
            None => (zero, zero),
            Some(Handle::Glob(g)) => {
                let gv = self.gv(g);
                (zero, gv)
            }
            Some(Handle::Expr(e)) => {
                let sv = if lvalue {
                    self.lvalue(e)?
                } else {
                    let v = self.lower(e, Want::Scalar)?;
                    self.sv_of(v)
                };
                (sv, zero)
            }
            Some(Handle::Stdout | Handle::Stderr | Handle::Selected) => {
                // Never built for these ops (print keeps its own path).
                return Err(self.err_unsupported("this filehandle"));
            }
        })
    }

    /// `<FH>`; `target` is the scalar a `$x = <FH>` assigns (the record goes straight
    /// into it).
    pub fn lower_readline(
        &mut self,
        h: Handle,
        target: Option<OpId>,
        want: Want,
        flags: i32,
    ) -> Result<V, Diag> {
        let (sv, gv) = self.io_handle(Some(h), false)?;
        let t = match target {
            Some(t) => self.lvalue(t)?,
            None => self.iconst(0),
        };
        let gimme = if want == Want::List { G_LIST } else { G_SCALAR };
        let g = self.iconst32(gimme | i64::from(flags));
        let r = self.call_rt(Rt::IoReadline, &[sv, gv, t, g])[0];
        Ok(V::Sv(r))
    }

    /// `open`, `close`, `read`, `seek`, `unlink`, `chmod`, `select`, file tests, ...
    pub fn lower_io(
        &mut self,
        op: IoOp,
        handle: Option<Handle>,
        args: &[OpId],
        want: Want,
    ) -> Result<V, Diag> {
        let (sv, gv) = self.io_handle(
            handle,
            matches!(op, IoOp::Open | IoOp::Sysopen | IoOp::Pipe),
        )?;
        let mark = self.mark();
        for (i, a) in args.iter().enumerate() {
            if op.list_arg(i) {
                self.lower(*a, Want::List)?;
            } else if (i == 0 && matches!(op, IoOp::Read | IoOp::Sysread))
                || (op == IoOp::Pipe
                    && i == 2
                    && !matches!(self.prog.op(*a).kind, OpKind::GlobRef(_)))
            {
                // The buffer `read` writes into; `pipe`'s write end's scalar, which a
                // new handle is stored in.
                let s = self.lvalue(*a)?;
                self.push_stack(s);
            } else {
                let v = self.lower(*a, Want::Scalar)?;
                let s = self.sv_of(v);
                self.push_stack(s);
            }
        }
        let lists = matches!(op, IoOp::Stat | IoOp::Lstat | IoOp::Readdir);
        let code = op.code()
            | if lists && want == Want::List {
                IO_WANT_LIST
            } else {
                0
            };
        let code = self.iconst32(code.into());
        let r = self.call_rt(Rt::IoFunc, &[code, sv, gv, mark])[0];
        // In list context `stat` and `readdir` pushed their results themselves.
        if want == Want::List && !lists {
            self.push_stack(r);
        }
        Ok(V::Sv(r))
    }

    /// `print FH LIST`, `print {$fh} LIST`, `say`, `printf` to a handle other than
    /// STDOUT/STDERR: the arguments are on the stack from `mark`.
    pub fn io_print_call(
        &mut self,
        h: Handle,
        mark: Value,
        newline: Option<bool>,
        info: Value,
    ) -> Result<Value, Diag> {
        let (sv, gv) = self.io_handle(Some(h), false)?;
        let mode = match newline {
            None => PrintMode::Printf,
            Some(true) => PrintMode::Say,
            Some(false) => PrintMode::Print,
        };
        let nl = self.iconst32(mode.code().into());
        Ok(self.call_rt(Rt::IoPrint, &[sv, gv, mark, nl, info])[0])
    }

    /// Whether `rhs` is a readline whose record `$x = <FH>` can read straight into `$x`.
    pub fn readline_into(&self, lhs: OpId, rhs: OpId) -> Option<Handle> {
        match (&self.prog.op(lhs).kind, &self.prog.op(rhs).kind) {
            (OpKind::Padsv { .. } | OpKind::Gvsv(_), OpKind::Readline(h))
                if !self.prog.argv_reads.contains_key(&rhs) =>
            {
                Some(*h)
            }
            _ => None,
        }
    }

    /// `print LIST` / `say LIST` (perl's pp_print): to STDOUT or STDERR directly, to other
    /// handles through the handle's layer.
    pub fn print(&mut self, handle: Handle, args: &[OpId], newline: bool) -> Result<Value, Diag> {
        let mark = self.mark();
        let names = self.list_names(args);
        for &a in args {
            let w = self.want_of(a, Want::List);
            self.lower_pushed(a, w)?;
        }
        let info = self.info_exact(if newline { "say" } else { "print" }, &names);
        if matches!(handle, Handle::Glob(_) | Handle::Expr(_)) {
            return self.io_print_call(handle, mark, Some(newline), info);
        }
        let h = self.iconst32(std_handle_code(handle));
        let nl = self.iconst32(newline as i64);
        Ok(self.call_rt(Rt::PpPrint, &[h, mark, nl, info])[0])
    }

    /// `printf LIST` (perl's pp_prtf); its arguments are deferred as sprintf's are.
    pub fn printf(&mut self, handle: Handle, args: &[OpId]) -> Result<Value, Diag> {
        let mark = self.mark();
        let names = self.list_names(args);
        for &a in args {
            self.push_deferred(a, Want::List)?;
        }
        let info = self.info_exact("printf", &names);
        if matches!(handle, Handle::Glob(_) | Handle::Expr(_)) {
            return self.io_print_call(handle, mark, None, info);
        }
        let h = self.iconst32(std_handle_code(handle));
        Ok(self.call_rt(Rt::PpPrintf, &[h, mark, info])[0])
    }
}

/// The handle `pp_print`/`pp_printf` take: 0 the default output handle, 1 STDOUT, 2 STDERR.
fn std_handle_code(h: Handle) -> i64 {
    match h {
        Handle::Stderr => 2,
        Handle::Stdout => 1,
        _ => 0,
    }
}
