//! `vec(EXPR, OFFSET, BITS)` assigned to: `=`, `op=`, `||= &&= //=`, `++`/`--`
//! (runtime/src/pp/vec.rs). perl evaluates the `vec` into an lvalue scalar that reads and
//! writes the string each time it is used; here the place lives in a stack slot, and each
//! read (`vec_fetch`, which warns as the op reading it) and write (`vec_store`) is a
//! call, in perl's order. The rvalue is the `Builtin::Vec` row.

use super::expr::V;
use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{BinOp, Func, OpId, OpKind};
use camelift_abi::{CTX_SV_UNDEF, VEC_LV_SIZE};
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind, Value};

/// A `vec` place: the target scalar and the address of its `VecLv`.
#[derive(Clone, Copy)]
struct Place {
    target: Value,
    lv: Value,
}

impl<'a, 'p> Fx<'a, 'p> {
    /// The arguments of `id` when it is `vec(EXPR, OFFSET, BITS)`.
    pub(super) fn vec_lvalue_args(&self, id: OpId) -> Option<Vec<OpId>> {
        match &self.prog.op(id).kind {
            OpKind::Func(Func::Vec, args) if args.len() == 3 => Some(args.clone()),
            _ => None,
        }
    }

    /// pp_vec in lvalue context: the target (autovivified), OFFSET and BITS converted
    /// once into the place.
    fn vec_place(&mut self, args: &[OpId]) -> Result<Place, Diag> {
        let names = self.arg_names(args);
        let target = self.lvalue(args[0])?;
        let off = self.lower(args[1], Want::Scalar)?;
        let off = self.sv_of(off);
        let bits = self.lower(args[2], Want::Scalar)?;
        let bits = self.sv_of(bits);
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            VEC_LV_SIZE,
            3,
        ));
        let lv = self.b.ins().stack_addr(types::I64, slot, 0);
        let info = self.info("vec", &names);
        self.call_rt(Rt::VecLvalue, &[target, off, bits, lv, info]);
        Ok(Place { target, lv })
    }

    /// The place's value, read for the op `desc` (which names the target when it is
    /// undefined).
    fn vec_fetch(&mut self, p: Place, desc: &str, target_name: &str) -> Value {
        let info = self.info(desc, &[target_name.to_string()]);
        self.call_rt(Rt::VecFetch, &[p.target, p.lv, info])[0]
    }

    /// Writes `value` into the place for the op `desc`; `value_name` names it in
    /// "isn't numeric" and "uninitialized" warnings.
    fn vec_store(&mut self, p: Place, value: Value, desc: &str, value_name: String) {
        let info = self.info(desc, &[value_name]);
        self.call_rt(Rt::VecStore, &[p.target, p.lv, value, info]);
    }

    /// What the assignment gives: the place read again (perl's lvalue scalar, read by the
    /// op using it), or nothing in void context.
    fn vec_result(&mut self, p: Place, want: Want, desc: &str) -> V {
        if want == Want::Void {
            return V::Sv(self.load64(self.ctx, CTX_SV_UNDEF));
        }
        V::Sv(self.vec_fetch(p, desc, ""))
    }

    /// `vec(...) = RHS` (the right side first, as perl's sassign).
    pub(super) fn vec_assign(&mut self, args: &[OpId], rhs: OpId, want: Want) -> Result<V, Diag> {
        let v = self.lower(rhs, Want::Scalar)?;
        let v = self.sv_of(v);
        let name = self.var_name(rhs);
        let p = self.vec_place(args)?;
        self.vec_store(p, v, "scalar assignment", name);
        Ok(self.vec_result(p, want, "scalar assignment"))
    }

    /// `vec(...) op= B`, also under `use integer`.
    pub(super) fn vec_assign_op(
        &mut self,
        integer: bool,
        op: BinOp,
        args: &[OpId],
        b: OpId,
        want: Want,
    ) -> Result<V, Diag> {
        let target_name = self.var_name(args[0]);
        let p = self.vec_place(args)?;
        let bv = self.lower(b, Want::Scalar)?;
        let integer = integer && super::arith::integer_code(op).is_some();
        let desc = if integer {
            super::arith::integer_desc(op)
        } else {
            op.desc().to_string()
        };
        let cur = self.vec_fetch(p, &desc, &target_name);
        let names = [String::new(), self.var_name(b)];
        let r = if integer {
            self.integer_op(op, V::Sv(cur), bv, &names)
        } else {
            self.binop_values(op, V::Sv(cur), bv, &names)?
        };
        let r = self.sv_of(r);
        self.vec_store(p, r, &desc, String::new());
        Ok(self.vec_result(p, want, &desc))
    }

    /// `++vec(...)`, `vec(...)--` ...: in void context perl makes a postfix one prefix.
    pub(super) fn vec_incdec(
        &mut self,
        args: &[OpId],
        inc: bool,
        post: bool,
        want: Want,
    ) -> Result<V, Diag> {
        let post = post && want != Want::Void;
        let desc = match (inc, post) {
            (true, false) => "preincrement (++)",
            (false, false) => "predecrement (--)",
            (true, true) => "postincrement (++)",
            (false, true) => "postdecrement (--)",
        };
        let target_name = self.var_name(args[0]);
        let p = self.vec_place(args)?;
        let cur = self.vec_fetch(p, desc, &target_name);
        // `cur` is a new temporary: stepped in place, or kept as the old value.
        let new = if post {
            self.call_rt(Rt::SvMortalcopy, &[cur])[0]
        } else {
            cur
        };
        self.call_rt(if inc { Rt::PpPreinc } else { Rt::PpPredec }, &[new]);
        self.vec_store(p, new, desc, String::new());
        if post {
            return Ok(V::Sv(cur));
        }
        Ok(self.vec_result(p, want, desc))
    }

    /// `vec(...) ||= B` (`which` 1), `&&=` (0), `//=` (2).
    pub(super) fn vec_logassign(
        &mut self,
        which: u8,
        args: &[OpId],
        b: OpId,
        want: Want,
    ) -> Result<V, Diag> {
        let desc = match which {
            0 => "logical and assignment (&&=)",
            1 => "logical or assignment (||=)",
            _ => "defined or assignment (//=)",
        };
        let target_name = self.var_name(args[0]);
        let p = self.vec_place(args)?;
        let cur = self.vec_fetch(p, desc, &target_name);
        let t = self.logop_test(which, V::Sv(cur));
        let assign_b = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        if which == 0 {
            self.b.ins().brif(t, assign_b, &[], done, &[cur.into()]);
        } else {
            self.b.ins().brif(t, done, &[cur.into()], assign_b, &[]);
        }
        self.b.switch_to_block(assign_b);
        let bv = self.lower(b, Want::Scalar)?;
        let bs = self.sv_of(bv);
        let name = self.var_name(b);
        self.vec_store(p, bs, "scalar assignment", name);
        let r = match self.vec_result(p, want, "scalar assignment") {
            V::Sv(r) => r,
            other => self.sv_of(other),
        };
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }
}
