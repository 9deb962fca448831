//! A module's XS part, bound where its real .pm loads its C code: in a module whose row
//! in the module table is an XS part (src/modules/mod.rs, `xs_part`), the call
//! `XSLoader::load(...)` compiles to the built-in that defines the part's native subs in
//! the package when it runs (runtime/src/modules/xsload.rs), so the file's own `defined
//! &name` tests and glob assignments see them as perl's would
//! (docs/decisions/xs-parts.md).

use super::Parser;
use crate::diag::Diag;
use crate::lex::Expect;
use crate::ops::{Const, Func, OpId, OpKind};

impl Parser {
    /// `XSLoader::load(ARGS)` / `XSLoader::load`, the name read.
    pub(super) fn xs_load(&mut self, line: u32) -> Result<OpId, Diag> {
        let package = self.package().to_string();
        let Some(row) = crate::modules::xs_part(&package) else {
            return Err(Diag::unsupported(
                self.file(),
                line,
                &format!(
                    "XSLoader::load in package {package}, whose XS part camelift does not have,"
                ),
            ));
        };
        let mut args = if self.eat_op("(", Expect::Operator)? {
            self.paren_args(line)?
        } else {
            vec![]
        };
        if args.is_empty() {
            // perl's XSLoader::load loads the caller's package.
            args.push(self.op(
                OpKind::Const(Const::Str(package.clone().into_bytes())),
                line,
            ));
        }
        let mut all = vec![
            self.op(OpKind::Const(Const::Str(row.name.into())), line),
            self.op(OpKind::Const(Const::Str(row.version.into())), line),
        ];
        all.extend(args);
        // Code compiled after the load (the scripts that `use` the module) calls the
        // XS subs by name; a call is looked up when it runs.
        let subs = camelift_abi::XsSub::packages(row.name).flat_map(camelift_abi::XsSub::of);
        for x in subs {
            let full = format!("{}::{}", x.package(), x.name());
            if let Some(p) = x.prototype() {
                self.sub_protos.insert(full.clone(), p.to_string());
            }
            self.declared_subs.insert(full);
        }
        // Its constants, with the `()` prototype of perl's constant subs, also those
        // the target may not define (perl declares them so: a call still parses, and
        // dies in the AUTOLOAD).
        for k in camelift_abi::XsConst::of(row.name) {
            let full = format!("{}::{}", row.name, k.name());
            self.sub_protos.insert(full.clone(), String::new());
            self.declared_subs.insert(full);
        }
        Ok(self.op(OpKind::Func(Func::XsLoad, all), line))
    }
}
