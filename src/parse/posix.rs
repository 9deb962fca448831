//! `use POSIX`: the import list checked as POSIX.pm and Exporter check it, and calls of
//! the POSIX functions camelift compiles (`floor(...)` once imported, `POSIX::floor(...)`
//! once the module is loaded). Any other POSIX name is a compile-time "not supported yet".

use super::posix_names::{EXPORT, EXPORT_OK, TAGS, UNIMPLEMENTED};
use super::Parser;
use crate::diag::Diag;
use crate::lex::Expect;
use crate::ops::{Const, Func, OpId, OpKind};

/// Where Exporter's croak points: perl's own POSIX.pm (perl 5.36 as Debian installs it).
const POSIX_IMPORT_AT: &str = "/usr/lib/x86_64-linux-gnu/perl-base/POSIX.pm line 192";

/// What a POSIX name compiles to.
enum Item {
    Func(Func),
    Const(Const),
}

fn item(name: &str) -> Option<Item> {
    let f = |f| Some(Item::Func(f));
    let iv = |i| Some(Item::Const(Const::Iv(i)));
    let nv = |n| Some(Item::Const(Const::Nv(n)));
    match name {
        "floor" => f(Func::PosixFloor),
        "ceil" => f(Func::PosixCeil),
        "fmod" => f(Func::PosixFmod),
        "pow" => f(Func::PosixPow),
        "round" => f(Func::PosixRound),
        "trunc" => f(Func::PosixTrunc),
        "fabs" => f(Func::PosixFabs),
        "strftime" => f(Func::PosixStrftime),
        "mktime" => f(Func::PosixMktime),
        "difftime" => f(Func::PosixDifftime),
        "strtol" => f(Func::PosixStrtol),
        "_exit" => f(Func::PosixExit),
        "INT_MAX" => iv(i32::MAX.into()),
        "INT_MIN" => iv(i32::MIN.into()),
        "UINT_MAX" => iv(u32::MAX.into()),
        "LONG_MAX" => iv(i64::MAX),
        "LONG_MIN" => iv(i64::MIN),
        "EXIT_SUCCESS" => iv(0),
        "EXIT_FAILURE" => iv(1),
        "DBL_MAX" => nv(f64::MAX),
        "DBL_MIN" => nv(f64::MIN_POSITIVE),
        "DBL_EPSILON" => nv(f64::EPSILON),
        "FLT_MAX" => nv(f32::MAX.into()),
        _ => None,
    }
}

/// A name the POSIX module defines (so calling it is "not supported yet" rather than an
/// undefined sub).
fn is_posix_name(name: &str) -> bool {
    EXPORT.contains(&name) || EXPORT_OK.contains(&name) || UNIMPLEMENTED.contains(&name)
}

impl Parser {
    /// `use POSIX LIST`: what the list imports into the current package, or perl's
    /// error. `list` is None for a bare `use POSIX;` (which imports @EXPORT).
    pub(crate) fn use_posix(&mut self, list: Option<Vec<String>>, line: u32) -> Result<(), Diag> {
        self.posix_loaded = true;
        let Some(list) = list else {
            self.import_posix(EXPORT.iter().map(|s| s.to_string()).collect());
            return Ok(());
        };
        // POSIX.pm rewrites the legacy `foo_h` form to `:foo_h`.
        let list: Vec<String> = list
            .into_iter()
            .map(|w| {
                let legacy =
                    w.ends_with("_h") && w.bytes().all(|b| b == b'_' || b.is_ascii_alphanumeric());
                if legacy {
                    format!(":{w}")
                } else {
                    w
                }
            })
            .collect();
        if let Some(w) = list.iter().find(|w| UNIMPLEMENTED.contains(&w.as_str())) {
            // POSIX.pm's import croaks with "Unimplemented: POSIX::NAME()".
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("importing POSIX::{w}, which POSIX leaves unimplemented,"),
            ));
        }
        if let Some(w) = list
            .iter()
            .find(|w| w.starts_with('!') || w.starts_with('/'))
        {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("the import spec '{w}' of use POSIX"),
            ));
        }
        // Exporter: tags expand first (each unknown one reported with the caller's
        // place), then every name must be exportable.
        let mut errors = vec![];
        let mut names = vec![];
        for w in list {
            let Some(tag) = w.strip_prefix(':') else {
                names.push(w.strip_prefix('&').unwrap_or(&w).to_string());
                continue;
            };
            if tag == "DEFAULT" {
                names.extend(EXPORT.iter().map(|s| s.to_string()));
            } else if let Some((_, members)) = TAGS.iter().find(|(t, _)| *t == tag) {
                names.extend(members.iter().map(|s| s.to_string()));
            } else {
                errors.push(format!(
                    "\"{tag}\" is not defined in %POSIX::EXPORT_TAGS at {} line {line}.",
                    self.file
                ));
            }
        }
        for n in &names {
            if !EXPORT.contains(&n.as_str()) && !EXPORT_OK.contains(&n.as_str()) {
                errors.push(format!("\"{n}\" is not exported by the POSIX module"));
            }
        }
        if !errors.is_empty() {
            errors.push(format!(
                "Can't continue after import errors at {POSIX_IMPORT_AT}."
            ));
            errors.push(format!(
                "BEGIN failed--compilation aborted at {} line {line}.",
                self.file
            ));
            return Err(Diag::raw(errors.join("\n")));
        }
        self.import_posix(names);
        Ok(())
    }

    fn import_posix(&mut self, names: Vec<String>) {
        let package = self.package().to_string();
        for n in names {
            self.posix_imports.insert(format!("{package}::{n}"));
        }
    }

    /// The module function (`POSIX::floor`, `Time::Local::timegm`) that a sub name
    /// stands for here, if any: such names are compiled as calls only, not as `&name`.
    pub(crate) fn module_sub(&self, full: &str) -> Option<String> {
        let short = full.rsplit("::").next().unwrap_or(full);
        let imported = (self.posix_imports.contains(full)
            || self.time_local_imports.contains(full))
            && !self.defines_sub(short);
        if let Some(n) = full.strip_prefix("POSIX::") {
            return (self.posix_loaded && is_posix_name(n)).then(|| full.to_string());
        }
        if let Some(n) = full.strip_prefix("Time::Local::") {
            let known = n.starts_with("timegm") || n.starts_with("timelocal");
            return (self.time_local_loaded && known).then(|| full.to_string());
        }
        if !imported {
            return None;
        }
        let module = if self.posix_imports.contains(full) {
            "POSIX"
        } else {
            "Time::Local"
        };
        Some(format!("{module}::{short}"))
    }

    /// Whether the source defines `sub NAME` anywhere.
    pub(crate) fn defines_sub(&self, name: &str) -> bool {
        let src: &[u8] = &self.lx.src;
        let n = name.as_bytes();
        let word = |b: u8| b == b'_' || b.is_ascii_alphanumeric();
        src.windows(4).enumerate().any(|(i, w)| {
            if w != b"sub " || (i > 0 && src.get(i - 1).is_some_and(|b| word(*b))) {
                return false;
            }
            let rest = src.get(i + 4..).unwrap_or(&[]);
            let ws = rest.iter().take_while(|b| b.is_ascii_whitespace()).count();
            let rest = rest.get(ws..).unwrap_or(&[]);
            rest.starts_with(n) && !rest.get(n.len()).is_some_and(|b| word(*b))
        })
    }

    /// A call of a POSIX function or constant by the fully qualified name `full`, if it
    /// is one; the name has been read, its arguments not.
    pub(crate) fn posix_call(&mut self, full: &str, line: u32) -> Result<Option<OpId>, Diag> {
        let name = match full.strip_prefix("POSIX::") {
            Some(n) if self.posix_loaded => n,
            Some(_) => return Ok(None),
            None if self.posix_imports.contains(full) => full.rsplit("::").next().unwrap_or(full),
            None => return Ok(None),
        };
        if !full.starts_with("POSIX::") && self.defines_sub(name) {
            // The program's own sub of that name replaces the import (at compile time,
            // so also for calls above its definition).
            return Ok(None);
        }
        match item(name) {
            Some(Item::Const(c)) => {
                // Constant subs with an empty prototype: `INT_MAX()` or `INT_MAX`.
                if self.eat_op("(", Expect::Operator)? {
                    self.expect_op(")", Expect::Term)?;
                }
                let id = self.op(OpKind::Const(c), line);
                self.inlined_consts.insert(id);
                Ok(Some(id))
            }
            Some(Item::Func(f)) => {
                let args = if self.eat_op("(", Expect::Operator)? {
                    self.paren_args(line)?
                } else {
                    self.list_args()?
                };
                Ok(Some(self.op(OpKind::Func(f, args), line)))
            }
            None if is_posix_name(name) => Err(Diag::unsupported(
                &self.file,
                line,
                &format!("POSIX::{name}"),
            )),
            None => Ok(None),
        }
    }
}
