//! References: `\` (perl's srefgen/refgen), `[...]` and `{...}`, `sub {...}` (closures),
//! `\&name`, `&{"name"}`, and `bless`.

use super::expr::{Made, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{Load, OpId, OpKind, TieHow};
use camelift_abi::codes::*;
use camelift_abi::{CTX_SV_UNDEF, CTX_SV_YES, GV_SV};
use cranelift_codegen::ir::Value;

impl<'a, 'p> Fx<'a, 'p> {
    /// `\EXPR`.
    pub(super) fn refgen(&mut self, e: OpId) -> Result<Value, Diag> {
        match self.prog.op(e).kind {
            OpKind::Padsv { .. }
            | OpKind::Gvsv(_)
            | OpKind::Aelem { .. }
            | OpKind::Helem { .. }
            | OpKind::Rv2sv(_) => {
                let t = self.lvalue(e)?;
                Ok(self.call_rt(Rt::NewRv, &[t])[0])
            }
            OpKind::Padav { .. }
            | OpKind::Gvav(_)
            | OpKind::Rv2av(_)
            | OpKind::Padhv { .. }
            | OpKind::Gvhv(_)
            | OpKind::Rv2hv(_) => {
                let c = self.container(e)?;
                Ok(self.call_rt(Rt::NewRv, &[c])[0])
            }
            OpKind::RefCode(_) | OpKind::AnonCode(_) => {
                let v = self.lower(e, Want::Scalar)?;
                Ok(self.sv_of(v))
            }
            // `\42`: a reference to the read-only constant itself, one of its own.
            // (A constant sub's inlined value is the sub's one SV: `\IM == \IM`.)
            OpKind::Const(ref c) => {
                let id = if self.prog.inlined_consts.contains(&e) {
                    self.low.const_sv(c)
                } else {
                    self.low.own_const_sv(c)
                };
                let sv = self.data_addr(id);
                Ok(self.call_rt(Rt::NewRv, &[sv])[0])
            }
            _ => {
                let v = self.lower(e, Want::Scalar)?;
                let sv = self.sv_of(v);
                Ok(self.call_rt(Rt::NewRvCopy, &[sv])[0])
            }
        }
    }

    pub(super) fn code_value(&mut self, ix: usize) -> V {
        let f = self.sub_addr(ix);
        let prog = self.prog;
        let info = self.info(&prog.subs[ix].name, &[]);
        V::Sv(self.call_rt(Rt::CvNew, &[f, info])[0])
    }

    /// `\(LIST)`: a reference to each item (to each element of an array).
    pub(super) fn refgen_list(&mut self, items: &[OpId], want: Want) -> Result<Made, Diag> {
        let list = want == Want::List;
        let mut last = None;
        // Only `\(@a)` alone flattens; in `\($x, @a)` the array gives `\@a`.
        let single = items.len() == 1;
        for &it in items {
            if single
                && matches!(
                    self.prog.op(it).kind,
                    OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_)
                )
            {
                let av = self.container(it)?;
                let mark = self.mark();
                self.call_rt(Rt::RefsOfElements, &[av]);
                if !list {
                    last = Some(self.last_of_stack(mark));
                }
            } else {
                let r = self.refgen(it)?;
                if list {
                    self.push_stack(r);
                } else {
                    last = Some(V::Sv(r));
                }
            }
        }
        if list {
            return Ok(Made::Pushed);
        }
        Ok(last.map_or(Made::Undef, Made::Scalar))
    }

    /// `[LIST]` / `{LIST}` (`f` the runtime's anon array or hash constructor).
    pub(super) fn anon_aggregate(&mut self, items: &[OpId], f: Rt) -> Result<V, Diag> {
        let mark = self.mark();
        for &it in items {
            self.lower_pushed(it, Want::List)?;
        }
        Ok(V::Sv(self.call_rt(f, &[mark])[0]))
    }

    /// `bless REF, CLASS` (the current package without a class).
    pub(super) fn bless(&mut self, args: &[OpId], package: &str) -> Result<V, Diag> {
        let r = self.lower(args[0], Want::Scalar)?;
        let r = self.sv_of(r);
        let class = match args.get(1) {
            Some(a) => {
                let v = self.lower(*a, Want::Scalar)?;
                self.sv_of(v)
            }
            None => self.iconst(0),
        };
        let pkg = self.low.string_data(package.as_bytes());
        let pkg = self.data_addr(pkg);
        Ok(V::Sv(self.call_rt(Rt::Bless, &[r, class, pkg])[0]))
    }

    /// `tie TARGET, CLASS, LIST`, `tied TARGET`, `untie TARGET` (runtime/src/core/tie.rs).
    /// Only a hash can be tied: of anything else `tied` is undef and `untie` true.
    pub(super) fn tie_op(
        &mut self,
        target: OpId,
        args: &[OpId],
        how: TieHow,
        hash: bool,
    ) -> Result<V, Diag> {
        if !hash {
            self.lower(target, Want::Void)?;
            let at = if how == TieHow::Tied {
                CTX_SV_UNDEF
            } else {
                CTX_SV_YES
            };
            return Ok(V::Sv(self.load64(self.ctx, at)));
        }
        let c = match self.prog.op(target).kind {
            // A package scalar: the glob's scalar itself, without FETCH.
            OpKind::Gvsv(g) => {
                let gv = self.gv(g);
                self.load64(gv, GV_SV)
            }
            _ => self.container(target)?,
        };
        Ok(V::Sv(match how {
            TieHow::Tie => {
                let mark = self.mark();
                for (i, &a) in args.iter().enumerate() {
                    if i == 0 {
                        let v = self.lower(a, Want::Scalar)?;
                        let sv = self.sv_of(v);
                        self.push_stack(sv);
                    } else {
                        self.lower_pushed(a, Want::List)?;
                    }
                }
                self.call_rt(Rt::Tie, &[c, mark])[0]
            }
            TieHow::Tied => self.call_rt(Rt::Tied, &[c])[0],
            TieHow::Untie => self.call_rt(Rt::Untie, &[c])[0],
        }))
    }

    /// `\&{"name"}` / `defined &{"name"}`: the sub of a name computed at run time (perl
    /// allows both under `strict refs`, so that `goto &$AUTOLOAD` works).
    pub(super) fn code_by_name(&mut self, e: OpId, defined: bool) -> Result<V, Diag> {
        let v = self.lower(e, Want::Scalar)?;
        let sv = self.sv_of(v);
        let mode = self.iconst32(if defined { CODE_DEFINED } else { 0 }.into());
        Ok(V::Sv(self.call_rt(Rt::CodeByName, &[sv, mode])[0]))
    }

    /// `\&name` of a sub defined in this file; of any other name (a sub an XS part or a
    /// glob assignment defines when it runs), the sub of that name when the `\&name`
    /// runs (also for a sub of this file that an `undef &NAME` may have removed).
    pub(super) fn ref_code(&mut self, name: &str) -> Result<V, Diag> {
        let prog = self.prog;
        let ix = prog
            .sub_index(name)
            .filter(|_| !prog.undefined_subs.contains(name));
        let Some(ix) = ix else {
            let id = self
                .low
                .const_sv(&crate::ops::Const::Str(name.as_bytes().to_vec()));
            let sv = self.data_addr(id);
            let mode = self.iconst32(CODE_NAMED.into());
            return Ok(V::Sv(self.call_rt(Rt::CodeByName, &[sv, mode])[0]));
        };
        Ok(self.code_value(ix as usize))
    }

    /// `sub {...}`: the sub itself, or a closure over the variables it captures.
    pub(super) fn anon_code(&mut self, ix: usize) -> V {
        let prog = self.prog;
        let sub = &prog.subs[ix];
        if !sub.makes_instances() {
            return self.code_value(ix);
        }
        // Capture the variables themselves (their current instances), then an empty
        // (value, initialised) pair for each state variable.
        let mark = self.mark();
        for &slot in &sub.closure {
            let sv = self.pad_get(slot);
            self.push_stack(sv);
        }
        let states = sub.pad.iter().filter(|e| e.state.is_some()).count();
        for _ in 0..2 * states {
            let null = self.iconst(0);
            self.push_stack(null);
        }
        let f = self.sub_addr(ix);
        let info = self.info(&sub.name, &[]);
        V::Sv(self.call_rt(Rt::CvNewClosure, &[f, info, mark])[0])
    }

    /// `require` of a module compiled in: the runtime runs its file's sub once.
    pub(super) fn require(&mut self, unit: usize, key: &str, path: &str, how: Load) -> V {
        let code = self.anon_code(unit);
        let (kp, kl) = self.bytes_arg(key.as_bytes());
        let (pp, pl) = self.bytes_arg(path.as_bytes());
        let b = self.iconst32(i64::from(match how {
            Load::Require => camelift_abi::LOAD_REQUIRE,
            Load::Use => camelift_abi::LOAD_USE,
            Load::Do => camelift_abi::LOAD_DO,
        }));
        let code = self.sv_of(code);
        V::Sv(self.call_rt(Rt::Require, &[kp, kl, pp, pl, code, b])[0])
    }
}
