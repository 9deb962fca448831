//! `use Time::Local`: `timelocal` and `timegm` (exported by default) and their
//! `_nocheck`, `_modern` and `_posix` forms, compiled to the runtime's port of the module.

use super::Parser;
use crate::diag::Diag;
use crate::lex::Expect;
use crate::ops::{Const, Func, OpId, OpKind};

const EXPORT: &[&str] = &["timegm", "timelocal"];
const EXPORT_OK: &[&str] = &[
    "timegm_modern",
    "timelocal_modern",
    "timegm_nocheck",
    "timelocal_nocheck",
    "timegm_posix",
    "timelocal_posix",
];

/// The builtin and the mode (runtime `time::TL_*`) of a Time::Local function.
fn function(name: &str) -> Option<(Func, i64)> {
    let (f, rest) = if let Some(r) = name.strip_prefix("timelocal") {
        (Func::TimeLocal, r)
    } else {
        (Func::TimeGm, name.strip_prefix("timegm")?)
    };
    let mode = match rest {
        "" => 0,
        "_modern" => 1,
        "_posix" => 2,
        "_nocheck" => 4,
        _ => return None,
    };
    Some((f, mode))
}

impl Parser {
    /// `use Time::Local LIST`: Exporter's checks, then the names imported into the
    /// current package.
    pub(crate) fn use_time_local(
        &mut self,
        list: Option<Vec<String>>,
        line: u32,
    ) -> Result<(), Diag> {
        self.time_local_loaded = true;
        let names: Vec<String> = match list {
            None => EXPORT.iter().map(|s| s.to_string()).collect(),
            Some(l) => l
                .into_iter()
                .map(|w| w.strip_prefix('&').map(str::to_string).unwrap_or(w))
                .collect(),
        };
        if let Some(w) = names.iter().find(|w| w.starts_with([':', '!', '/'])) {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("the import spec '{w}' of use Time::Local"),
            ));
        }
        let mut errors: Vec<String> = names
            .iter()
            .filter(|n| !EXPORT.contains(&n.as_str()) && !EXPORT_OK.contains(&n.as_str()))
            .map(|n| format!("\"{n}\" is not exported by the Time::Local module"))
            .collect();
        if !errors.is_empty() {
            let at = format!("at {} line {line}.", self.file);
            errors.push(format!("Can't continue after import errors {at}"));
            errors.push(format!("BEGIN failed--compilation aborted {at}"));
            return Err(Diag::raw(errors.join("\n")));
        }
        let package = self.package().to_string();
        for n in names {
            self.time_local_imports.insert(format!("{package}::{n}"));
        }
        Ok(())
    }

    /// A call of a Time::Local function by its fully qualified name, if it is one.
    pub(crate) fn time_local_call(&mut self, full: &str, line: u32) -> Result<Option<OpId>, Diag> {
        let name = match full.strip_prefix("Time::Local::") {
            Some(n) if self.time_local_loaded => n,
            Some(_) => return Ok(None),
            None if self.time_local_imports.contains(full) => {
                full.rsplit("::").next().unwrap_or(full)
            }
            None => return Ok(None),
        };
        let Some((f, mode)) = function(name) else {
            return Ok(None);
        };
        if !full.starts_with("Time::Local::") && self.defines_sub(name) {
            return Ok(None);
        }
        let mut args = vec![self.op(OpKind::Const(Const::Iv(mode)), line)];
        if self.eat_op("(", Expect::Operator)? {
            args.extend(self.paren_args(line)?);
        } else {
            args.extend(self.list_args()?);
        }
        Ok(Some(self.op(OpKind::Func(f, args), line)))
    }
}
