//! List::Util and Scalar::Util calls: the arguments on the stack and a call of the
//! runtime (runtime/src/modules/listutil.rs); a block is an outlined function (as a sort block
//! is) that the runtime calls for each item.

use super::expr::V;
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{GlobIx, OpId, OpKind, UtilFunc};
use camelift_abi::*;
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind};

impl<'a, 'p> Fx<'a, 'p> {
    /// `sum LIST`, `blessed EXPR`, ...: in list context the runtime leaves the results
    /// on the stack.
    pub fn util_call(&mut self, f: UtilFunc, args: &[OpId], want: Want) -> Result<V, Diag> {
        let mark = self.mark();
        for a in args {
            self.lower_pushed(*a, Want::List)?;
        }
        let id = self.iconst32(f as i64);
        let g = self.gimme_const(want);
        let r = self.call_rt(Rt::PpUtil, &[id, mark, g])[0];
        if want == Want::List {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r))
    }

    /// `first BLOCK LIST` and the others with a block (`id` is the op, whose block was
    /// outlined).
    pub fn util_block(
        &mut self,
        id: OpId,
        f: UtilFunc,
        list: OpId,
        (a, b): (GlobIx, GlobIx),
        mys: &[OpId],
        want: Want,
    ) -> Result<V, Diag> {
        let Some(k) = self.low.eval_index(id) else {
            return Err(self.err_unsupported("this block"));
        };
        // The block's own `my` variables start afresh for each call (and then keep
        // their values from item to item).
        for m in mys {
            if let OpKind::Padsv { ix, .. } | OpKind::Padav { ix, .. } | OpKind::Padhv { ix, .. } =
                self.prog.op(*m).kind
            {
                let v = self.pad_get(ix);
                let nv = self.call_rt(Rt::PadIntro, &[v])[0];
                self.pad_set(ix, nv);
            }
        }
        let mark = self.mark();
        self.lower(list, Want::List)?;
        let func = self.eval_addr(k);
        let base = match self.pad_base() {
            Some(b) => b,
            None => self.iconst(0),
        };
        let topic = self.glob_index("main::_");
        let globs = [self.gv(topic), self.gv(a), self.gv(b)];
        // The runtime aliases $_, $a and $b through the glob pointers.
        let slot =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 24, 3));
        let at = self.b.ins().stack_addr(types::I64, slot, 0);
        for (i, g) in globs.into_iter().enumerate() {
            self.store(g, at, 8 * i as i32);
        }
        let fid = self.iconst32(f as i64);
        let g = self.gimme_const(want);
        let r = self.call_rt(Rt::UtilBlock, &[fid, mark, func, base, at, g])[0];
        self.set_curline();
        if want == Want::List {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r))
    }
}
