//! Elements and slices of arrays and hashes (perl's aelem, helem, aslice, hslice, kvslice),
//! `$#a`, `exists` and `delete`, and the scalar dereference `$$r`.

use super::expr::{Made, V};
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{OpId, OpKind};
use camelift_abi::codes::*;
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::IntCC, InstBuilder, Value};

impl<'a, 'p> Fx<'a, 'p> {
    /// `$a[i]` / `$h{k}`, created when `lval`.
    pub(super) fn elem(&mut self, id: OpId, lval: bool) -> Result<Value, Diag> {
        self.elem_mode(id, if lval { FETCH_LVALUE } else { FETCH_RVALUE })
    }

    /// Element fetch in `mode`: a `FETCH_*`.
    pub(super) fn elem_mode(&mut self, id: OpId, mode: i32) -> Result<Value, Diag> {
        let l = self.iconst32(mode.into());
        match self.prog.op(id).kind {
            OpKind::Aelem { av, index } => {
                let c = self.container(av)?;
                let iv = self.lower(index, Want::Scalar)?;
                let names = [self.var_name(index)];
                let i = self.iv_of_named(iv, "array element", &names);
                Ok(self.call_rt(Rt::AvFetch, &[c, i, l])[0])
            }
            OpKind::Helem { hv, key } => {
                let c = self.container(hv)?;
                let kv = self.lower(key, Want::Scalar)?;
                let k = self.sv_of(kv);
                let names = [self.var_name(key)];
                let info = self.info("hash element", &names);
                Ok(self.call_rt(Rt::HvFetch, &[c, k, l, info])[0])
            }
            _ => Err(self.err_unsupported("this element expression")),
        }
    }

    /// `%h{...}`, `%a[...]` (key/value pairs), and `delete` of any slice: the runtime's
    /// `slice_op` pushes the results; in scalar context the value is the last one.
    pub(super) fn slice_op(&mut self, id: OpId, delete: bool, want: Want) -> Result<V, Diag> {
        let (container, list, kv, hash) = match self.prog.op(id).kind {
            OpKind::KvSlice {
                container,
                list,
                hash,
            } => (container, list, true, hash),
            OpKind::Hslice { hv, list } => (hv, list, false, true),
            OpKind::Aslice { av, list } => (av, list, false, false),
            _ => return Err(self.err_unsupported("this slice")),
        };
        let mark = self.mark();
        self.lower(list, Want::List)?;
        let c = self.container_mode(container, delete)?;
        let mode = (if kv { SLICE_KV } else { 0 })
            | (if delete { SLICE_DELETE } else { 0 })
            | (if delete && want == Want::Void {
                SLICE_DISCARD
            } else {
                0
            })
            | (if hash { SLICE_HASH } else { 0 });
        let mode = self.iconst32(mode.into());
        let last = self.call_rt(Rt::SliceOp, &[c, mark, mode])[0];
        if want == Want::List {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        self.set_sp(mark);
        Ok(V::Sv(last))
    }

    /// An array or hash as a value (perl's padav/rv2av, padhv/rv2hv): its elements (its
    /// pairs) pushed in list context, their count in scalar context. `vivify` false for
    /// a dereference, which dies on undef.
    pub(super) fn aggregate(
        &mut self,
        id: OpId,
        is_av: bool,
        vivify: bool,
        want: Want,
    ) -> Result<Made, Diag> {
        let c = self.container_mode(id, vivify)?;
        match want {
            Want::List => {
                self.call_rt(if is_av { Rt::PushAv } else { Rt::PushHv }, &[c]);
                Ok(Made::Pushed)
            }
            Want::Void => Ok(Made::Pushed),
            Want::Scalar => {
                let count = if is_av { Rt::AvCount } else { Rt::HvCount };
                Ok(Made::Scalar(V::Iv(self.call_rt(count, &[c])[0])))
            }
        }
    }

    /// `$$r` / `${"name"}` (perl's rv2sv).
    pub(super) fn rv2sv(&mut self, id: OpId, e: OpId) -> Result<V, Diag> {
        let v = self.lower(e, Want::Scalar)?;
        let r = self.sv_of(v);
        let strict = self.prog.op(id).strict_refs;
        let flags = self.iconst32(if strict { DEREF_STRICT } else { 0 }.into());
        Ok(V::Sv(self.call_rt(Rt::Rv2sv, &[r, flags])[0]))
    }

    /// `@a[...]` / `@h{...}` (perl's aslice/hslice, `f` the runtime's): the elements
    /// pushed; in scalar context the value is the last one.
    pub(super) fn slice(
        &mut self,
        id: OpId,
        container: OpId,
        list: OpId,
        f: Rt,
        want: Want,
    ) -> Result<Made, Diag> {
        let c = self.container(container)?;
        let mark = self.mark();
        self.lower(list, Want::List)?;
        let lval = self.iconst32(self.lval_slices.contains(&id) as i64);
        self.call_rt(f, &[c, mark, lval]);
        if want == Want::List {
            return Ok(Made::Pushed);
        }
        Ok(Made::Scalar(self.last_of_stack(mark)))
    }

    /// `(LIST)[INDEXES]` (perl's lslice).
    pub(super) fn list_slice(&mut self, list: OpId, idx: OpId, want: Want) -> Result<Made, Diag> {
        let mark = self.mark();
        self.lower(list, Want::List)?;
        let imark = self.mark();
        self.lower(idx, Want::List)?;
        let list = want == Want::List;
        let g = self.gimme_const(if list { Want::List } else { Want::Scalar });
        let r = self.call_rt(Rt::ListSlice, &[mark, imark, g])[0];
        Ok(Made::pushed_or(want, V::Sv(r)))
    }

    /// `$#a`.
    pub(super) fn av_last(&mut self, av: OpId) -> Result<V, Diag> {
        let c = self.container(av)?;
        let n = self.call_rt(Rt::AvCount, &[c])[0];
        Ok(V::Iv(self.b.ins().iadd_imm_s(n, -1)))
    }

    /// `exists $a[i]` / `exists $h{k}`.
    pub(super) fn exists(&mut self, e: OpId) -> Result<Made, Diag> {
        let prog = self.prog;
        match prog.op(e).kind {
            OpKind::Aelem { av, index } => {
                let c = self.container(av)?;
                let iv = self.lower(index, Want::Scalar)?;
                let i = self.iv_of(iv);
                let r = self.call_rt(Rt::AvExists, &[c, i])[0];
                let yes = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                Ok(Made::Scalar(V::Bool(yes)))
            }
            OpKind::Helem { hv, key } => {
                let c = self.container(hv)?;
                let kv = self.lower(key, Want::Scalar)?;
                let k = self.sv_of(kv);
                let r = self.call_rt(Rt::HvExists, &[c, k])[0];
                Ok(Made::Scalar(V::Bool(self.b.ins().icmp_imm_s(
                    IntCC::NotEqual,
                    r,
                    0,
                ))))
            }
            _ => Err(self.err_unsupported("exists on this expression")),
        }
    }

    /// `delete $a[i]` / `delete $h{k}` (slices are `slice_op`'s).
    pub(super) fn delete(&mut self, e: OpId) -> Result<Made, Diag> {
        let prog = self.prog;
        match prog.op(e).kind {
            OpKind::Aelem { av, index } => {
                let c = self.container(av)?;
                let iv = self.lower(index, Want::Scalar)?;
                let i = self.iv_of(iv);
                Ok(Made::Scalar(V::Sv(self.call_rt(Rt::AvDelete, &[c, i])[0])))
            }
            OpKind::Helem { hv, key } => {
                let c = self.container(hv)?;
                let kv = self.lower(key, Want::Scalar)?;
                let k = self.sv_of(kv);
                Ok(Made::Scalar(V::Sv(self.call_rt(Rt::HvDelete, &[c, k])[0])))
            }
            _ => Err(self.err_unsupported("delete on this expression")),
        }
    }
}
