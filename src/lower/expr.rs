//! Expressions. Each op is lowered in a wanted context: in list context its values are
//! pushed onto the argument stack; in scalar context it yields a `V`. Integer fast paths
//! are inline (flag test, overflow-checked arithmetic, inline constructor for the result)
//! with the general runtime entry one call away, as Lua's `op_arith` does.

use super::fx::{Fx, Want};
use super::rt::Rt;
use crate::diag::Diag;
use crate::ops::{BinOp, Const, Func, Handle, OpId, OpKind};
use camelift_abi::codes::*;
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::FloatCC, condcodes::IntCC, types, InstBuilder, Value};

/// A lowered scalar value.
#[derive(Clone, Debug)]
pub enum V {
    /// A pointer to an SV (a variable, an element, or a mortal temporary).
    Sv(Value),
    /// An integer known at compile time to be an IV.
    Iv(Value),
    /// A truth value (i8 0/1) not yet materialised as perl's yes/no.
    Bool(Value),
    /// A constant.
    Const(Const),
    /// A number made by an operator with an inline fast path, not boxed yet: `tag` (i8)
    /// says which of the others holds it: 0 the IV `iv`, 1 the NV `nv`, 2 the SV `sv`
    /// (what the runtime's slow path returned). Boxed into a mortal only when an SV is
    /// needed, so `($a + $b) * $c` makes no temporary for `$a + $b`.
    Num {
        tag: Value,
        iv: Value,
        nv: Value,
        sv: Value,
    },
}

impl<'a, 'p> Fx<'a, 'p> {
    // ---- conversions ----------------------------------------------------------------

    pub fn sv_of(&mut self, v: V) -> Value {
        match v {
            V::Sv(s) => s,
            V::Iv(i) => self.new_mortal_iv(i),
            V::Bool(b) => {
                let ctx = self.ctx;
                let yes = self.load64(ctx, CTX_SV_YES);
                let no = self.load64(ctx, CTX_SV_NO);
                self.b.ins().select(b, yes, no)
            }
            V::Const(c) => {
                let id = self.low.const_sv(&c);
                self.data_addr(id)
            }
            V::Num { tag, iv, nv, sv } => {
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                let boxed = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 2);
                let unboxed = self.b.create_block();
                self.b.ins().brif(boxed, done, &[sv.into()], unboxed, &[]);
                self.b.switch_to_block(unboxed);
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 0);
                let ivb = self.b.create_block();
                let nvb = self.b.create_block();
                self.b.ins().brif(is_iv, ivb, &[], nvb, &[]);
                self.b.switch_to_block(ivb);
                let s1 = self.new_mortal_iv(iv);
                self.b.ins().jump(done, &[s1.into()]);
                self.b.switch_to_block(nvb);
                let s2 = self.new_mortal_nv(nv);
                self.b.ins().jump(done, &[s2.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
        }
    }

    /// The merge point of an operator's fast and slow paths (see `V::Num`): a block with
    /// the four parameters, and the values for each way in.
    fn num_merge_block(&mut self) -> cranelift_codegen::ir::Block {
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        self.b.append_block_param(done, types::I64);
        self.b.append_block_param(done, types::F64);
        self.b.append_block_param(done, types::I64);
        done
    }

    fn jump_num(&mut self, done: cranelift_codegen::ir::Block, tag: i64, v: Value) {
        let t = self.b.ins().iconst(types::I8, tag);
        let zi = self.b.ins().iconst(types::I64, 0);
        let zf = self.b.ins().f64const(0.0);
        // An unboxed number's `sv` is perl's undef, so reading through it is always safe
        // (and never looks like a number).
        let undef = self.load64(self.ctx, CTX_SV_UNDEF);
        let args: [cranelift_codegen::ir::BlockArg; 4] = match tag {
            0 => [t.into(), v.into(), zf.into(), undef.into()],
            1 => [t.into(), zi.into(), v.into(), undef.into()],
            _ => [t.into(), zi.into(), zf.into(), v.into()],
        };
        self.b.ins().jump(done, &args);
    }

    fn num_result(&mut self, done: cranelift_codegen::ir::Block) -> V {
        self.b.switch_to_block(done);
        let p = self.b.block_params(done).to_vec();
        V::Num {
            tag: p[0],
            iv: p[1],
            nv: p[2],
            sv: p[3],
        }
    }

    /// perl's SvTRUE with the integer case inline.
    pub fn sv_truth(&mut self, sv: Value) -> Value {
        let f = self.load32(sv, SV_FLAGS);
        let m = self.b.ins().band_imm_s(f, (SVF_OK_MASK | SVT_MASK) as i64);
        let is_int = self.b.ins().icmp_imm_s(IntCC::Equal, m, SVF_IOK as i64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        self.b.ins().brif(is_int, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let iv = self.load64(sv, SV_IV);
        let t = self.b.ins().icmp_imm_s(IntCC::NotEqual, iv, 0);
        self.b.ins().jump(done, &[t.into()]);
        self.b.switch_to_block(slow);
        let r = self.call_rt(Rt::SvTrue, &[sv])[0];
        let t2 = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
        self.b.ins().jump(done, &[t2.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    pub fn bool_of(&mut self, v: V) -> Value {
        match v {
            V::Bool(b) => b,
            V::Iv(i) => self.b.ins().icmp_imm_s(IntCC::NotEqual, i, 0),
            V::Const(c) => {
                let t = crate::ops::const_truth(&c);
                self.b.ins().iconst(types::I8, t as i64)
            }
            V::Sv(s) => self.sv_truth(s),
            V::Num { tag, iv, nv, sv } => {
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I8);
                let ivb = self.b.create_block();
                let rest = self.b.create_block();
                let nvb = self.b.create_block();
                let svb = self.b.create_block();
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 0);
                self.b.ins().brif(is_iv, ivb, &[], rest, &[]);
                self.b.switch_to_block(ivb);
                let t = self.b.ins().icmp_imm_s(IntCC::NotEqual, iv, 0);
                self.b.ins().jump(done, &[t.into()]);
                self.b.switch_to_block(rest);
                let is_nv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 1);
                self.b.ins().brif(is_nv, nvb, &[], svb, &[]);
                self.b.switch_to_block(nvb);
                let zero = self.b.ins().f64const(0.0);
                // A NaN is true, as perl's SvTRUE has it.
                let t = self.b.ins().fcmp(FloatCC::NotEqual, nv, zero);
                self.b.ins().jump(done, &[t.into()]);
                self.b.switch_to_block(svb);
                let t = self.sv_truth(sv);
                self.b.ins().jump(done, &[t.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
        }
    }

    /// The IV of a value (SvIV), with perl's conversions and warnings in the runtime.
    pub fn iv_of(&mut self, v: V) -> Value {
        self.iv_of_named(v, "numeric", &[])
    }

    /// SvIV of an operand of `desc` named `names` (for its warnings).
    pub fn iv_of_named(&mut self, v: V, desc: &str, names: &[String]) -> Value {
        match v {
            V::Iv(i) => i,
            V::Const(Const::Iv(i)) => self.iconst(i),
            V::Bool(b) => self.b.ins().uextend(types::I64, b),
            V::Num { tag, iv, .. } => {
                // An unboxed IV as it is; anything else through SvIV below.
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 0);
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                let other = self.b.create_block();
                self.b.ins().brif(is_iv, done, &[iv.into()], other, &[]);
                self.b.switch_to_block(other);
                self.b.set_cold_block(other);
                let sv = self.sv_of(v);
                let r = self.iv_of_named(V::Sv(sv), desc, names);
                self.b.ins().jump(done, &[r.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
            other => {
                let sv = self.sv_of(other);
                let fast = self.flags_are(sv, SVF_IOK, SVF_ISUV);
                let fb = self.b.create_block();
                let sb = self.b.create_block();
                let done = self.b.create_block();
                self.b.append_block_param(done, types::I64);
                self.b.ins().brif(fast, fb, &[], sb, &[]);
                self.b.switch_to_block(fb);
                let iv = self.load64(sv, SV_IV);
                self.b.ins().jump(done, &[iv.into()]);
                self.b.switch_to_block(sb);
                let info = self.info(desc, names);
                let r = self.call_rt(Rt::Sv2iv, &[sv, info])[0];
                self.b.ins().jump(done, &[r.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
        }
    }

    /// Sets an SV to an integer in place when it is a plain writable scalar (the common
    /// case); otherwise goes through the general assignment.
    pub fn set_iv_in_place(&mut self, sv: Value, i: Value) {
        self.set_num_in_place(sv, i, false);
    }

    /// `set_iv_in_place` for a float.
    pub fn set_nv_in_place(&mut self, sv: Value, x: Value) {
        self.set_num_in_place(sv, x, true);
    }

    fn set_num_in_place(&mut self, sv: Value, v: Value, nv: bool) {
        let f = self.load32(sv, SV_FLAGS);
        let m = self.b.ins().band_imm_s(
            f,
            (SVF_READONLY | SVF_ROK | SVF_DEFELEM | SVF_BLESSED | SVT_MASK) as i64,
        );
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.ins().brif(m, slow, &[], fast, &[]);
        self.b.switch_to_block(fast);
        let (bits, at) = if nv {
            (SVF_NOK | SVP_NOK, SV_NV)
        } else {
            (SVF_IOK | SVP_IOK, SV_IV)
        };
        let flags = self.iconst32(bits as i64);
        self.store(flags, sv, SV_FLAGS);
        self.store(v, sv, at);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        if nv {
            let tmp = self.new_mortal_nv(v);
            self.call_rt(Rt::SvSetsv, &[sv, tmp]);
        } else {
            self.call_rt(Rt::SvSetiv, &[sv, v]);
        }
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// Conditional branch on an expression's truth; `&&`, `||`, `!` become control flow.
    pub fn branch(
        &mut self,
        cond: OpId,
        t: cranelift_codegen::ir::Block,
        f: cranelift_codegen::ir::Block,
    ) -> Result<(), Diag> {
        match self.prog.op(cond).kind.clone() {
            OpKind::Not(a) => return self.branch(a, f, t),
            OpKind::And(a, b) => {
                let mid = self.b.create_block();
                self.branch(a, mid, f)?;
                self.b.switch_to_block(mid);
                return self.branch(b, t, f);
            }
            OpKind::Or(a, b) => {
                let mid = self.b.create_block();
                self.branch(a, t, mid)?;
                self.b.switch_to_block(mid);
                return self.branch(b, t, f);
            }
            _ => {}
        }
        let v = self.lower(cond, Want::Scalar)?;
        if self.b.current_block().is_none() {
            return Ok(());
        }
        let c = self.bool_of(v);
        self.b.ins().brif(c, t, &[], f, &[]);
        let dead = self.b.create_block();
        self.b.switch_to_block(dead);
        Ok(())
    }

    // ---- the dispatcher -------------------------------------------------------------

    /// Lowers `id` wanted as `want`. In list context the values are pushed onto the stack
    /// and the result is meaningless.
    pub fn lower(&mut self, id: OpId, want: Want) -> Result<V, Diag> {
        let op = self.prog.op(id);
        let kind = op.kind.clone();
        let undef = V::Sv(self.load64(self.ctx, CTX_SV_UNDEF));
        let list = want == Want::List;
        let v = match kind {
            OpKind::Const(c) => {
                if list {
                    let sv = self.sv_of(V::Const(c));
                    self.push_stack(sv);
                    return Ok(undef);
                }
                V::Const(c)
            }
            OpKind::Undef => V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)),
            OpKind::Stub => {
                if list {
                    return Ok(undef);
                }
                undef.clone()
            }
            OpKind::Padsv { ix, intro } => V::Sv(self.padsv(ix, intro)),
            OpKind::Gvsv(g) => {
                let gv = self.gv(g);
                V::Sv(self.load64(gv, GV_SV))
            }
            OpKind::Padav { .. } | OpKind::Gvav(_) => {
                let av = self.container(id)?;
                if list {
                    self.call_rt(Rt::PushAv, &[av]);
                    return Ok(undef);
                }
                if want == Want::Void {
                    return Ok(undef);
                }
                V::Iv(self.call_rt(Rt::AvCount, &[av])[0])
            }
            OpKind::Padhv { .. } | OpKind::Gvhv(_) => {
                let hv = self.container(id)?;
                if list {
                    self.call_rt(Rt::PushHv, &[hv]);
                    return Ok(undef);
                }
                if want == Want::Void {
                    return Ok(undef);
                }
                V::Iv(self.call_rt(Rt::HvCount, &[hv])[0])
            }
            OpKind::Aelem { .. } | OpKind::Helem { .. } => V::Sv(self.elem(id, false)?),
            OpKind::Rv2av(_) | OpKind::Rv2hv(_) => {
                let is_av = matches!(self.prog.op(id).kind, OpKind::Rv2av(_));
                let c = self.container_mode(id, false)?;
                if list {
                    self.call_rt(if is_av { Rt::PushAv } else { Rt::PushHv }, &[c]);
                    return Ok(undef);
                }
                if want == Want::Void {
                    return Ok(undef);
                }
                V::Iv(self.call_rt(if is_av { Rt::AvCount } else { Rt::HvCount }, &[c])[0])
            }
            OpKind::Rv2sv(e) => {
                let v = self.lower(e, Want::Scalar)?;
                let r = self.sv_of(v);
                let strict = self.prog.op(id).strict_refs;
                let flags = self.iconst32(if strict { DEREF_STRICT } else { 0 }.into());
                V::Sv(self.call_rt(Rt::Rv2sv, &[r, flags])[0])
            }
            OpKind::RefGen(e) if matches!(self.prog.op(e).kind, OpKind::List(_)) => {
                // `\(LIST)`: a reference to each item (to each element of an array).
                let OpKind::List(items) = self.prog.op(e).kind.clone() else {
                    unreachable!("matched above")
                };
                let mut last = None;
                // Only `\(@a)` alone flattens; in `\($x, @a)` the array gives `\@a`.
                let single = items.len() == 1;
                for it in items {
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
                    return Ok(undef);
                }
                last.unwrap_or_else(|| undef.clone())
            }
            OpKind::RefGen(e) => V::Sv(self.refgen(e)?),
            OpKind::MapGrep {
                grep,
                body,
                list: l,
            } => return self.map_grep(grep, body, l, want),
            OpKind::UtilCall(f, args) => return self.util_call(f, &args, want),
            OpKind::UtilBlock {
                func,
                list: l,
                a,
                b,
                mys,
                ..
            } => return self.util_block(id, func, l, (a, b), &mys, want),
            OpKind::SortBy {
                cmp,
                list: l,
                named,
            } => {
                let mark = self.mark();
                self.lower(l, Want::List)?;
                match crate::lower::fast_sort_kind(self.prog, cmp) {
                    Some(kind) => {
                        let k = self.iconst(kind);
                        self.call_rt(Rt::SortFast, &[mark, k]);
                    }
                    None => {
                        let Some(k) = self.low.eval_index(id) else {
                            return Err(self.err_unsupported("this sort block"));
                        };
                        let f = self.eval_addr(k);
                        let base = match self.pad_base() {
                            Some(b) => b,
                            None => self.iconst(0),
                        };
                        let ga = self.glob_index("main::a");
                        let gb = self.glob_index("main::b");
                        let (a, b) = (self.gv(ga), self.gv(gb));
                        // The runtime aliases $a/$b through the glob pointers.
                        let pair = self.b.create_sized_stack_slot(
                            cranelift_codegen::ir::StackSlotData::new(
                                cranelift_codegen::ir::StackSlotKind::ExplicitSlot,
                                16,
                                3,
                            ),
                        );
                        let pa = self.b.ins().stack_addr(types::I64, pair, 0);
                        self.store(a, pa, 0);
                        self.store(b, pa, 8);
                        let named = self.iconst32(named as i64);
                        self.call_rt(Rt::SortBy, &[mark, f, base, pa, named]);
                        self.set_curline();
                    }
                }
                if list {
                    return Ok(undef);
                }
                // sort in scalar context: perl 5.36 gives undef.
                self.set_sp(mark);
                undef.clone()
            }
            OpKind::Local(e) => {
                let v = self.localize(e)?;
                if list {
                    if let Some(sv) = v {
                        if !matches!(
                            self.prog.op(e).kind,
                            OpKind::Gvav(_) | OpKind::Gvhv(_) | OpKind::List(_)
                        ) {
                            self.push_stack(sv);
                        }
                    }
                    return Ok(undef);
                }
                match v {
                    Some(sv)
                        if !matches!(self.prog.op(e).kind, OpKind::Gvav(_) | OpKind::Gvhv(_)) =>
                    {
                        V::Sv(sv)
                    }
                    _ => undef.clone(),
                }
            }
            OpKind::StateVar { var, .. } => return self.lower(var, want),
            OpKind::StateInit { assign, state } => {
                // Runs once: a flag cell per state variable (per closure instance for a
                // closure's, next to its value in the environment). The flag is perl's
                // immortal yes, so the environment can release it like a value.
                let cell = match self.state_slots.get(&state) {
                    Some(&pair) => self.b.ins().iadd_imm_s(pair, 8),
                    None => {
                        let cell_id = self.low.state_cell(state, true);
                        self.data_addr(cell_id)
                    }
                };
                let done_flag = self.load64(cell, 0);
                let first = self.b.create_block();
                let after = self.b.create_block();
                self.b.ins().brif(done_flag, after, &[], first, &[]);
                self.b.switch_to_block(first);
                let yes = self.load64(self.ctx, CTX_SV_YES);
                self.store(yes, cell, 0);
                self.lower(assign, Want::Void)?;
                self.b.ins().jump(after, &[]);
                self.b.switch_to_block(after);
                let target = match self.prog.op(assign).kind {
                    OpKind::Sassign { lhs, .. } | OpKind::Aassign { lhs, .. } => lhs,
                    _ => assign,
                };
                return self.lower(target, want);
            }
            OpKind::ListSlice { list: l, idx } => {
                let mark = self.mark();
                self.lower(l, Want::List)?;
                let imark = self.mark();
                self.lower(idx, Want::List)?;
                let g = self.gimme_const(if list { Want::List } else { Want::Scalar });
                let r = self.call_rt(Rt::ListSlice, &[mark, imark, g])[0];
                if list {
                    return Ok(undef);
                }
                V::Sv(r)
            }
            OpKind::Splice(av, args) => {
                let c = self.container(av)?;
                let mark = self.mark();
                for (i, a) in args.into_iter().enumerate() {
                    self.lower_pushed(a, if i < 2 { Want::Scalar } else { Want::List })?;
                }
                let g = self.gimme_const(if list { Want::List } else { Want::Scalar });
                let r = self.call_rt(Rt::Splice, &[c, mark, g])[0];
                if list {
                    return Ok(undef);
                }
                V::Sv(r)
            }
            OpKind::RepeatList(l, n) if !list => {
                // In scalar context `(LIST) x N` repeats the list's scalar value as a string.
                let lv = self.lower(l, Want::Scalar)?;
                let nv = self.lower(n, Want::Scalar)?;
                let names = [String::new(), String::new()];
                self.binop_values(BinOp::Repeat, lv, nv, &names)?
            }
            OpKind::RepeatList(l, n) => {
                let mark = self.mark();
                self.lower(l, Want::List)?;
                let nv = self.lower(n, Want::Scalar)?;
                let count = self.sv_of(nv);
                let info = self.info("repeat (x)", &[]);
                self.call_rt(Rt::PpRepeatList, &[mark, count, info]);
                if list {
                    return Ok(undef);
                }
                self.last_of_stack(mark)
            }
            OpKind::AnonArray(items) | OpKind::AnonHash(items) => {
                let is_av = matches!(self.prog.op(id).kind, OpKind::AnonArray(_));
                let mark = self.mark();
                for it in items {
                    self.lower_pushed(it, Want::List)?;
                }
                V::Sv(self.call_rt(if is_av { Rt::AnonArray } else { Rt::AnonHash }, &[mark])[0])
            }
            OpKind::CallRef { code, args } => return self.call_ref(code, &args, want, false),
            OpKind::MethodCall {
                inv,
                meth,
                args,
                package,
            } => return self.method_call(inv, meth, &args, &package, want),
            OpKind::Bless { args, package } => {
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
                V::Sv(self.call_rt(Rt::Bless, &[r, class, pkg])[0])
            }
            OpKind::AmperCall(call) => {
                return match self.prog.op(call).kind.clone() {
                    OpKind::Entersub { name, .. } => self.entersub(&name, &[], want, true),
                    OpKind::CallRef { code, .. } => self.call_ref(code, &[], want, true),
                    _ => Err(self.err_unsupported("this &-call")),
                }
            }
            OpKind::Aslice { av, list: l } | OpKind::Hslice { hv: av, list: l } => {
                let c = self.container(av)?;
                let mark = self.mark();
                self.lower(l, Want::List)?;
                let lval = self.iconst32(self.lval_slices.contains(&id) as i64);
                let f = if matches!(self.prog.op(id).kind, OpKind::Aslice { .. }) {
                    Rt::Aslice
                } else {
                    Rt::Hslice
                };
                self.call_rt(f, &[c, mark, lval]);
                if list {
                    return Ok(undef);
                }
                // A slice in scalar context is its last element.
                self.last_of_stack(mark)
            }
            OpKind::AvLast(av) => {
                let c = self.container(av)?;
                let n = self.call_rt(Rt::AvCount, &[c])[0];
                V::Iv(self.b.ins().iadd_imm_s(n, -1))
            }
            OpKind::List(items) => {
                let n = items.len();
                let mut last = undef.clone();
                for (i, it) in items.into_iter().enumerate() {
                    let w = if list {
                        Want::List
                    } else if i + 1 == n {
                        want
                    } else {
                        Want::Void
                    };
                    last = self.lower(it, w)?;
                }
                if list {
                    return Ok(undef);
                }
                last
            }
            OpKind::Range(a, b) if !list => self.flip_flop(id, a, b)?,
            OpKind::Range(a, b) => {
                let av = self.lower(a, Want::Scalar)?;
                let a_sv = self.sv_of(av);
                let bv = self.lower(b, Want::Scalar)?;
                let b_sv = self.sv_of(bv);
                self.call_rt(Rt::PpRange, &[a_sv, b_sv]);
                return Ok(undef);
            }
            OpKind::Stringify(parts) => self.stringify(&parts)?,
            OpKind::Binop(op, a, b) if self.prog.op(id).integer && integer_code(op).is_some() => {
                let av = self.lower(a, Want::Scalar)?;
                let bv = self.lower(b, Want::Scalar)?;
                let names = [self.var_name(a), self.var_name(b)];
                self.integer_op(op, av, bv, &names)
            }
            OpKind::AssignOp(op, a, b)
                if self.prog.op(id).integer && integer_code(op).is_some() =>
            {
                let target = self.lvalue(a)?;
                let bv = self.lower(b, Want::Scalar)?;
                let names = Self::assign_names(op, [self.var_name(a), self.var_name(b)]);
                let r = self.integer_op(op, V::Sv(target), bv, &names);
                let r = self.sv_of(r);
                self.call_rt(Rt::SvSetsv, &[target, r]);
                V::Sv(target)
            }
            OpKind::Negate(a) | OpKind::Complement(a) if self.prog.op(id).integer => {
                let v = self.lower(a, Want::Scalar)?;
                let names = [self.var_name(a), String::new()];
                let neg = matches!(self.prog.op(id).kind, OpKind::Negate(_));
                let code = if neg {
                    IntegerOp::Negate
                } else {
                    IntegerOp::Complement
                };
                let sv = self.sv_of(v);
                let undef = self.load64(self.ctx, CTX_SV_UNDEF);
                let c = self.iconst32(code.code().into());
                let info = self.info(
                    if neg {
                        "integer negation (-)"
                    } else {
                        "1's complement (~)"
                    },
                    &names,
                );
                V::Sv(self.call_rt(Rt::PpIOp, &[c, sv, undef, info])[0])
            }
            OpKind::Binop(op, a, b) => self.binop(op, a, b)?,
            OpKind::CmpChain { ops, operands } => self.cmp_chain(id, &ops, &operands)?,
            OpKind::AssignOp(op, a, b) if matches!(self.prog.op(a).kind, OpKind::Pos(_)) => {
                // `pos($s) += N`: read, operate, set.
                let OpKind::Pos(t) = self.prog.op(a).kind else {
                    unreachable!("matched above")
                };
                let target = self.lvalue(t)?;
                let cur = self.call_rt(Rt::RePosGet, &[target])[0];
                let bv = self.lower(b, Want::Scalar)?;
                let names = [String::new(), self.var_name(b)];
                let r = self.binop_values(op, V::Sv(cur), bv, &names)?;
                let r = self.sv_of(r);
                self.call_rt(Rt::RePosSet, &[target, r]);
                V::Sv(r)
            }
            OpKind::Preinc(a) | OpKind::Predec(a) | OpKind::Postinc(a) | OpKind::Postdec(a)
                if matches!(self.prog.op(a).kind, OpKind::Pos(_)) =>
            {
                let OpKind::Pos(t) = self.prog.op(a).kind else {
                    unreachable!("matched above")
                };
                let inc = matches!(
                    self.prog.op(id).kind,
                    OpKind::Preinc(_) | OpKind::Postinc(_)
                );
                let post = matches!(
                    self.prog.op(id).kind,
                    OpKind::Postinc(_) | OpKind::Postdec(_)
                );
                let target = self.lvalue(t)?;
                let cur = self.call_rt(Rt::RePosGet, &[target])[0];
                let one = V::Const(Const::Iv(1));
                let names = [String::new(), String::new()];
                let op = if inc { BinOp::Add } else { BinOp::Subtract };
                let r = self.binop_values(op, V::Sv(cur), one, &names)?;
                let r = self.sv_of(r);
                self.call_rt(Rt::RePosSet, &[target, r]);
                V::Sv(if post { cur } else { r })
            }
            OpKind::AssignOp(op, a, b) if self.substr_lvalue(a).is_some() => {
                // `substr(...) .= X`: the part, the operator, the part replaced.
                let args = self.substr_lvalue(a).unwrap_or_default();
                let cur = self.func(Func::Substr, &args, Want::Scalar)?;
                let bv = self.lower(b, Want::Scalar)?;
                let names = [String::new(), self.var_name(b)];
                let r = self.binop_values(op, cur, bv, &names)?;
                let keep = self.sv_of(r.clone());
                self.substr_replace(&args, r)?;
                V::Sv(keep)
            }
            OpKind::AssignOp(op, a, b) => self.assign_op(op, a, b)?,
            OpKind::Negate(a) => {
                let v = self.lower(a, Want::Scalar)?;
                let name = self.var_name(a);
                V::Sv(self.negate(v, &name))
            }
            OpKind::Complement(a) => {
                let v = self.lower(a, Want::Scalar)?;
                let sv = self.sv_of(v);
                let names = [self.var_name(a)];
                let info = self.info("1's complement (~)", &names);
                V::Sv(self.call_rt(Rt::PpComplement, &[sv, info])[0])
            }
            OpKind::Not(a) => {
                let v = self.lower(a, Want::Scalar)?;
                let t = self.bool_of(v);
                V::Bool(self.b.ins().bxor_imm_s(t, 1))
            }
            OpKind::Preinc(a) | OpKind::Predec(a) | OpKind::Postinc(a) | OpKind::Postdec(a) => {
                self.incdec(id, a, want)?
            }
            OpKind::And(a, b) | OpKind::Or(a, b) | OpKind::Dor(a, b) => {
                let which = match self.prog.op(id).kind {
                    OpKind::And(..) => 0,
                    OpKind::Or(..) => 1,
                    _ => 2,
                };
                let v = self.logop(which, a, b, want)?;
                if list {
                    return Ok(undef);
                }
                v
            }
            OpKind::AndAssign(a, b) | OpKind::OrAssign(a, b) | OpKind::DorAssign(a, b) => {
                let which = match self.prog.op(id).kind {
                    OpKind::AndAssign(..) => 0,
                    OpKind::OrAssign(..) => 1,
                    _ => 2,
                };
                self.logassign(which, a, b)?
            }
            OpKind::CondExpr(c, t, f) => {
                let v = self.cond_expr(c, t, f, want)?;
                if list {
                    return Ok(undef);
                }
                v
            }
            OpKind::Sassign { lhs, rhs } => self.sassign(lhs, rhs)?,
            OpKind::Aassign { lhs, rhs } => {
                // `@a = split ...`: the fields go straight into the array (perl's
                // OPpSPLIT_ASSIGN), with no temporaries to copy.
                if !list && matches!(self.prog.op(rhs).kind, OpKind::Split { .. }) {
                    let target = match &self.prog.op(lhs).kind {
                        OpKind::List(items) if items.len() == 1 => items[0],
                        _ => lhs,
                    };
                    if matches!(
                        self.prog.op(target).kind,
                        OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_)
                    ) {
                        return self.split_into(rhs, Some(target), want);
                    }
                }
                // `@a = @b`: copied across directly.
                let array = |k: &OpKind| {
                    matches!(k, OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_))
                };
                if !list && array(&self.prog.op(lhs).kind) && array(&self.prog.op(rhs).kind) {
                    let src = self.container_mode(rhs, false)?;
                    let dst = self.container(lhs)?;
                    let n = self.call_rt(Rt::AvCopy, &[dst, src])[0];
                    return Ok(V::Iv(n));
                }
                // `%a = %b`: copied across directly.
                let hash = |k: &OpKind| {
                    matches!(k, OpKind::Padhv { .. } | OpKind::Gvhv(_) | OpKind::Rv2hv(_))
                };
                if !list && hash(&self.prog.op(lhs).kind) && hash(&self.prog.op(rhs).kind) {
                    let src = self.container_mode(rhs, false)?;
                    let dst = self.container(lhs)?;
                    let n = self.call_rt(Rt::HvCopy, &[dst, src])[0];
                    return Ok(V::Iv(n));
                }
                // `my ($x, $y) = @_;`: the scalars are set straight from the array.
                let fresh_scalars = match &self.prog.op(lhs).kind {
                    OpKind::List(items) => items.iter().all(|i| {
                        matches!(
                            self.prog.op(*i).kind,
                            OpKind::Padsv { intro: true, .. } | OpKind::Undef
                        )
                    }),
                    _ => false,
                };
                if !list
                    && fresh_scalars
                    && matches!(
                        self.prog.op(rhs).kind,
                        OpKind::Gvav(_) | OpKind::Padav { .. }
                    )
                {
                    let av = self.container(rhs)?;
                    let lmark = self.mark();
                    self.lvalue_list(lhs)?;
                    let n = self.call_rt(Rt::AssignFromAv, &[av, lmark])[0];
                    return Ok(V::Iv(n));
                }
                let rmark = self.mark();
                self.lower(rhs, Want::List)?;
                let lmark = self.mark();
                self.lvalue_list(lhs)?;
                // `my (...) = ...`: new variables cannot be among the values, so the
                // runtime need not copy the values first.
                let fresh = match &self.prog.op(lhs).kind {
                    OpKind::List(items) => items.iter().all(|i| {
                        matches!(
                            self.prog.op(*i).kind,
                            OpKind::Padsv { intro: true, .. }
                                | OpKind::Padav { intro: true, .. }
                                | OpKind::Padhv { intro: true, .. }
                                | OpKind::Undef
                        )
                    }),
                    OpKind::Padav { intro: true, .. } | OpKind::Padhv { intro: true, .. } => true,
                    _ => false,
                };
                let g = self.iconst(
                    match want {
                        Want::List => G_LIST,
                        Want::Scalar => G_SCALAR,
                        Want::Void => G_VOID,
                    } | if fresh { AASSIGN_FRESH } else { 0 },
                );
                let r = self.call_rt(Rt::PpAassign, &[rmark, lmark, g])[0];
                if list {
                    return Ok(undef);
                }
                V::Sv(r)
            }
            OpKind::Func(Func::Caller, args)
                if want == Want::List
                    && !args.is_empty()
                    && !self.prog.caller_limited.contains(&id) =>
            {
                return Err(self.err_unsupported(crate::parse::CALLER_LIST_MSG));
            }
            OpKind::Func(f, args) => return self.func(f, &args, want),
            OpKind::Print {
                handle,
                args,
                newline,
            } => {
                let mark = self.mark();
                let names = self.list_names(&args);
                for a in &args {
                    let w = self.want_of(*a, Want::List);
                    self.lower_pushed(*a, w)?;
                }
                let info = self.info_exact(if newline { "say" } else { "print" }, &names);
                if matches!(handle, Handle::Glob(_) | Handle::Expr(_)) {
                    V::Sv(self.io_print_call(handle, mark, Some(newline), info)?)
                } else {
                    let h = self.iconst32(if handle == Handle::Stderr { 2 } else { 1 });
                    let nl = self.iconst32(newline as i64);
                    V::Sv(self.call_rt(Rt::PpPrint, &[h, mark, nl, info])[0])
                }
            }
            OpKind::Printf { handle, args } => {
                let mark = self.mark();
                let names = self.list_names(&args);
                for a in &args {
                    self.push_deferred(*a, Want::List)?;
                }
                let info = self.info_exact("printf", &names);
                if matches!(handle, Handle::Glob(_) | Handle::Expr(_)) {
                    V::Sv(self.io_print_call(handle, mark, None, info)?)
                } else {
                    let h = self.iconst32(if handle == Handle::Stderr { 2 } else { 1 });
                    V::Sv(self.call_rt(Rt::PpPrintf, &[h, mark, info])[0])
                }
            }
            OpKind::Readline(h) => {
                let v = self.lower_readline(h, None, want)?;
                if list {
                    return Ok(undef);
                }
                v
            }
            OpKind::Io { op, handle, args } => {
                let v = self.lower_io(op, handle, &args, want)?;
                if list {
                    return Ok(undef);
                }
                v
            }
            OpKind::Defined(a) => {
                let sv = match self.prog.op(a).kind {
                    OpKind::Aelem { .. } | OpKind::Helem { .. } => self.elem(a, false)?,
                    _ => {
                        let v = self.lower(a, Want::Scalar)?;
                        self.sv_of(v)
                    }
                };
                let f = self.load32(sv, SV_FLAGS);
                let m = self.b.ins().band_imm_s(f, (SVF_OK_MASK | SVT_MASK) as i64);
                V::Bool(self.b.ins().icmp_imm_s(IntCC::NotEqual, m, 0))
            }
            OpKind::UndefOf(a) => {
                match self.prog.op(a).kind {
                    OpKind::Padav { .. } | OpKind::Gvav(_) => {
                        let c = self.container(a)?;
                        self.call_rt(Rt::AvClear, &[c]);
                    }
                    OpKind::Padhv { .. } | OpKind::Gvhv(_) => {
                        let c = self.container(a)?;
                        self.call_rt(Rt::HvClear, &[c]);
                    }
                    _ => {
                        let t = self.lvalue(a)?;
                        self.call_rt(Rt::SvSetUndef, &[t]);
                    }
                }
                undef.clone()
            }
            OpKind::Scalar(a) => self.lower(a, Want::Scalar)?,
            OpKind::Push(av, items) | OpKind::Unshift(av, items) => {
                let is_push = matches!(self.prog.op(id).kind, OpKind::Push(..));
                let c = self.container(av)?;
                let mark = self.mark();
                // Fresh strings (`push @a, substr(...)`) give their buffers to the new
                // elements instead of being copied.
                let temps = is_push && items.iter().all(|i| self.fresh_string(*i));
                for it in items {
                    self.lower_pushed(it, Want::List)?;
                }
                let f = match (is_push, temps) {
                    (true, true) => Rt::AvPushTemps,
                    (true, false) => Rt::AvPush,
                    _ => Rt::AvUnshift,
                };
                V::Iv(self.call_rt(f, &[c, mark])[0])
            }
            OpKind::Pop(av) | OpKind::Shift(av) => {
                let is_pop = matches!(self.prog.op(id).kind, OpKind::Pop(_));
                let c = self.container(av)?;
                let f = match (is_pop, self.prog.uses_carp) {
                    (true, _) => Rt::AvPop,
                    (false, false) => Rt::AvShift,
                    // Carp's backtraces show what was shifted off @_.
                    (false, true) => Rt::AvShiftArgs,
                };
                V::Sv(self.call_rt(f, &[c])[0])
            }
            OpKind::Keys(h) | OpKind::Values(h) | OpKind::Each(h) => {
                let name = match self.prog.op(id).kind {
                    OpKind::Keys(_) => Rt::PpKeys,
                    OpKind::Values(_) => Rt::PpValues,
                    _ => Rt::PpEach,
                };
                let c = self.container(h)?;
                let g = self.iconst(if list { G_LIST } else { G_SCALAR });
                let r = self.call_rt(name, &[c, g])[0];
                if list {
                    return Ok(undef);
                }
                V::Sv(r)
            }
            OpKind::Exists(e) => {
                if let OpKind::Aelem { av, index } = self.prog.op(e).kind.clone() {
                    let c = self.container(av)?;
                    let iv = self.lower(index, Want::Scalar)?;
                    let i = self.iv_of(iv);
                    let r = self.call_rt(Rt::AvExists, &[c, i])[0];
                    return Ok(V::Bool(self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0)));
                }
                let OpKind::Helem { hv, key } = self.prog.op(e).kind.clone() else {
                    return Err(self.err_unsupported("exists on this expression"));
                };
                let c = self.container(hv)?;
                let kv = self.lower(key, Want::Scalar)?;
                let k = self.sv_of(kv);
                let r = self.call_rt(Rt::HvExists, &[c, k])[0];
                V::Bool(self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0))
            }
            OpKind::Delete(e)
                if matches!(
                    self.prog.op(e).kind,
                    OpKind::Hslice { .. } | OpKind::Aslice { .. } | OpKind::KvSlice { .. }
                ) =>
            {
                return self.slice_op(e, true, want);
            }
            OpKind::KvSlice { .. } => return self.slice_op(id, false, want),
            OpKind::CodeByName(e) | OpKind::DefinedCode(e) => {
                let v = self.lower(e, Want::Scalar)?;
                let sv = self.sv_of(v);
                let strict = self.prog.op(id).strict_refs;
                let defined = matches!(self.prog.op(id).kind, OpKind::DefinedCode(_));
                let s = if strict { CODE_STRICT } else { 0 };
                let mode = self.iconst32((s | if defined { CODE_DEFINED } else { 0 }).into());
                V::Sv(self.call_rt(Rt::CodeByName, &[sv, mode])[0])
            }
            OpKind::Delete(e) => {
                if let OpKind::Aelem { av, index } = self.prog.op(e).kind.clone() {
                    let c = self.container(av)?;
                    let iv = self.lower(index, Want::Scalar)?;
                    let i = self.iv_of(iv);
                    return Ok(V::Sv(self.call_rt(Rt::AvDelete, &[c, i])[0]));
                }
                let OpKind::Helem { hv, key } = self.prog.op(e).kind.clone() else {
                    return Err(self.err_unsupported("delete on this expression"));
                };
                let c = self.container(hv)?;
                let kv = self.lower(key, Want::Scalar)?;
                let k = self.sv_of(kv);
                V::Sv(self.call_rt(Rt::HvDelete, &[c, k])[0])
            }
            OpKind::Reset { expr, package } => return self.reset(expr, &package, want),
            OpKind::Wantarray => {
                let ctx = self.ctx;
                let Some((_, gimme)) = self.args else {
                    return Ok(undef);
                };
                let yes = self.load64(ctx, CTX_SV_YES);
                let no = self.load64(ctx, CTX_SV_NO);
                let un = self.load64(ctx, CTX_SV_UNDEF);
                let is_list = self.b.ins().icmp_imm_s(IntCC::Equal, gimme, G_LIST);
                let is_scalar = self.b.ins().icmp_imm_s(IntCC::Equal, gimme, G_SCALAR);
                let s = self.b.ins().select(is_scalar, no, un);
                V::Sv(self.b.ins().select(is_list, yes, s))
            }
            OpKind::Entersub { name, args } => return self.entersub(&name, &args, want, false),
            OpKind::RefCode(name) => {
                let Some(ix) = self.prog.sub_index(&name) else {
                    return Err(self.err_unsupported(&format!(
                        "\\&{name} of a sub that is not defined in this file"
                    )));
                };
                self.code_value(ix as usize)
            }
            OpKind::AnonCode(ix) => {
                let closure = self.prog.subs[ix as usize].closure.clone();
                if closure.is_empty() {
                    self.code_value(ix as usize)
                } else {
                    // Capture the variables themselves (their current instances), then
                    // an empty (value, initialised) pair for each state variable.
                    let mark = self.mark();
                    for slot in closure {
                        let sv = self.pad_get(slot);
                        self.push_stack(sv);
                    }
                    let states = self.prog.subs[ix as usize]
                        .pad
                        .iter()
                        .filter(|e| e.state.is_some())
                        .count();
                    for _ in 0..2 * states {
                        let null = self.iconst(0);
                        self.push_stack(null);
                    }
                    let f = self.sub_addr(ix as usize);
                    let name = self.prog.subs[ix as usize].name.clone();
                    let info = self.info(&name, &[]);
                    V::Sv(self.call_rt(Rt::CvNewClosure, &[f, info, mark])[0])
                }
            }
            OpKind::EvalBlock(body) => {
                let Some(k) = self.low.eval_index(id) else {
                    return Err(self.err_unsupported("this eval block"));
                };
                let _ = body;
                let f = self.eval_addr(k);
                let base = match self.pad_base() {
                    Some(b) => b,
                    None => self.iconst(0),
                };
                let mark = self.mark();
                let g = match (want, self.args) {
                    (Want::List, _) => self.iconst(G_LIST),
                    (Want::Void, _) => self.iconst(G_VOID),
                    _ => self.iconst(G_SCALAR),
                };
                let r = self.call_rt(Rt::EvalBlock, &[f, base, mark, g])[0];
                if self.catches_loop_exits() {
                    self.take_loop_exit(r);
                }
                self.set_curline();
                if list {
                    return Ok(undef);
                }
                V::Sv(r)
            }
            OpKind::DoBlock(body) => {
                // SAVETMPS: the block's statements must not free the enclosing
                // statement's temporaries.
                let ctx = self.ctx;
                let floor = self.load64(ctx, CTX_TMPS_FLOOR);
                let ix = self.load64(ctx, CTX_TMPS_IX);
                self.set_tmps_floor(ix);
                let v = self.block(body, want)?;
                if self.b.current_block().is_some() {
                    self.set_tmps_floor(floor);
                }
                if list {
                    return Ok(undef);
                }
                v.unwrap_or(undef.clone())
            }
            OpKind::Match { .. }
            | OpKind::Subst { .. }
            | OpKind::Trans { .. }
            | OpKind::Split { .. }
            | OpKind::Qr { .. }
            | OpKind::Pos(_)
            | OpKind::MatchVar(_)
            | OpKind::MatchAv(_)
            | OpKind::MatchHv(_) => return self.lower_regex(id, want),
            OpKind::SigAssign { name, value } => {
                let nv = self.lower(name, Want::Scalar)?;
                let n = self.sv_of(nv);
                let vv = self.lower(value, Want::Scalar)?;
                let v = self.sv_of(vv);
                self.call_rt(Rt::SigAssign, &[n, v]);
                V::Sv(v)
            }
            OpKind::Last(l) => {
                self.loop_jump(&l, LoopJump::Last)?;
                undef.clone()
            }
            OpKind::Next(l) => {
                self.loop_jump(&l, LoopJump::Next)?;
                undef.clone()
            }
            OpKind::Redo(l) => {
                self.loop_jump(&l, LoopJump::Redo)?;
                undef.clone()
            }
            OpKind::Return(e) => {
                self.return_value(e)?;
                undef.clone()
            }
            OpKind::Lineseq(_)
            | OpKind::If { .. }
            | OpKind::While { .. }
            | OpKind::CFor { .. }
            | OpKind::Foreach { .. }
            | OpKind::Bare { .. }
            | OpKind::Nothing => {
                return Err(self.err_unsupported("a statement used as an expression"));
            }
        };
        if list {
            let sv = self.sv_of(v);
            self.push_stack(sv);
            return Ok(undef);
        }
        Ok(v)
    }

    /// Lowers an argument in its own context, pushing it onto the stack either way.
    pub(super) fn lower_pushed(&mut self, id: OpId, inherited: Want) -> Result<(), Diag> {
        let w = self.want_of(id, inherited);
        if w == Want::List {
            self.lower(id, Want::List)?;
        } else {
            let v = self.lower(id, Want::Scalar)?;
            let sv = self.sv_of(v);
            self.push_stack(sv);
        }
        Ok(())
    }

    fn last_of_stack(&mut self, mark: Value) -> V {
        let sp = self.mark();
        let empty = self.b.ins().icmp(IntCC::Equal, sp, mark);
        let idx = self.b.ins().iadd_imm_s(sp, -1);
        let safe = self.b.ins().select(empty, mark, idx);
        let ctx = self.ctx;
        let undef = self.load64(ctx, CTX_SV_UNDEF);
        // When the stack is empty the load reads the slot at `mark`, which exists.
        let stack_max = self.load64(ctx, CTX_STACK_MAX);
        let _ = stack_max;
        let v = self.stack_at(safe);
        let r = self.b.ins().select(empty, undef, v);
        self.set_sp(mark);
        V::Sv(r)
    }

    // ---- variables and elements -----------------------------------------------------

    fn padsv(&mut self, ix: u32, intro: bool) -> Value {
        let v = self.pad_get(ix);
        if !intro {
            return v;
        }
        // `my $x` runs each time: a fresh undef scalar (reused when nothing else holds it).
        let f = self.load32(v, SV_FLAGS);
        let rc = self.load32(v, SV_REFCNT);
        let m = self.b.ins().band_imm_s(
            f,
            (SVF_OK_MASK | SVF_READONLY | SVF_PADSTALE | SVF_BLESSED) as i64,
        );
        let rc1 = self.b.ins().icmp_imm_s(IntCC::NotEqual, rc, 1);
        let rc1 = self.b.ins().uextend(types::I32, rc1);
        let need = self.b.ins().bor(m, rc1);
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(need, slow, &[], done, &[v.into()]);
        self.b.switch_to_block(slow);
        let nv = self.call_rt(Rt::PadIntro, &[v])[0];
        // The call home changes only here: on the fast path the scalar stays.
        self.pad_home_store(ix, nv);
        self.b.ins().jump(done, &[nv.into()]);
        self.b.switch_to_block(done);
        let r = self.b.block_params(done)[0];
        self.pad_set_var(ix, r);
        r
    }

    /// `$a[i]` / `$h{k}`, created when `lval`.
    fn elem(&mut self, id: OpId, lval: bool) -> Result<Value, Diag> {
        self.elem_mode(id, if lval { FETCH_LVALUE } else { FETCH_RVALUE })
    }

    /// Element fetch in `mode`: a `FETCH_*`.
    fn elem_mode(&mut self, id: OpId, mode: i32) -> Result<Value, Diag> {
        let l = self.iconst32(mode.into());
        match self.prog.op(id).kind.clone() {
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

    /// `local EXPR`: saves and replaces; returns the new scalar or container (for a
    /// list, pushes the new targets as `lvalue_list` would).
    fn localize(&mut self, e: OpId) -> Result<Option<Value>, Diag> {
        Ok(Some(match self.prog.op(e).kind.clone() {
            OpKind::Gvsv(g) => {
                let gv = self.gv(g);
                self.call_rt(Rt::LocalSv, &[gv])[0]
            }
            OpKind::Gvav(g) => {
                let gv = self.gv(g);
                self.call_rt(Rt::LocalAv, &[gv])[0]
            }
            OpKind::Gvhv(g) => {
                let gv = self.gv(g);
                self.call_rt(Rt::LocalHv, &[gv])[0]
            }
            OpKind::Helem { hv, key } => {
                let c = self.container(hv)?;
                let kv = self.lower(key, Want::Scalar)?;
                let k = self.sv_of(kv);
                self.call_rt(Rt::LocalHelem, &[c, k])[0]
            }
            OpKind::Aelem { av, index } => {
                let c = self.container(av)?;
                let iv = self.lower(index, Want::Scalar)?;
                let i = self.iv_of(iv);
                self.call_rt(Rt::LocalAelem, &[c, i])[0]
            }
            OpKind::List(items) => {
                for it in items {
                    if let Some(v) = self.localize(it)? {
                        self.push_stack(v);
                    }
                }
                return Ok(None);
            }
            _ => return Err(self.err_unsupported("local on this expression")),
        }))
    }

    /// An assignable scalar.
    pub fn lvalue(&mut self, id: OpId) -> Result<Value, Diag> {
        match self.prog.op(id).kind.clone() {
            OpKind::Local(e) => match self.localize(e)? {
                Some(v) => Ok(v),
                None => Err(self.err_unsupported("local on this expression")),
            },
            OpKind::Rv2sv(e) => {
                let r = self.deref_source(e)?;
                let strict = self.prog.op(id).strict_refs;
                let flags =
                    self.iconst32((DEREF_VIVIFY | if strict { DEREF_STRICT } else { 0 }).into());
                Ok(self.call_rt(Rt::Rv2sv, &[r, flags])[0])
            }
            OpKind::Padsv { ix, intro } => Ok(self.padsv(ix, intro)),
            OpKind::Gvsv(g) => {
                let gv = self.gv(g);
                Ok(self.load64(gv, GV_SV))
            }
            OpKind::Aelem { .. } | OpKind::Helem { .. } => self.elem(id, true),
            // `($copy = $s) =~ s///`: the assignment, then its left side.
            OpKind::Sassign { lhs, rhs } => match self.sassign(lhs, rhs)? {
                V::Sv(t) => Ok(t),
                _ => Err(self.err_unsupported("assignment to this expression")),
            },
            _ => Err(self.err_unsupported("assignment to this expression")),
        }
    }

    /// Pushes the targets of a list assignment: scalars as themselves, arrays and hashes as
    /// their heads, `undef` as the immortal undef (a placeholder that is skipped).
    fn lvalue_list(&mut self, lhs: OpId) -> Result<(), Diag> {
        let items = match self.prog.op(lhs).kind.clone() {
            OpKind::List(items) => items,
            _ => vec![lhs],
        };
        for it in items {
            match self.prog.op(it).kind.clone() {
                OpKind::Padav { .. }
                | OpKind::Gvav(_)
                | OpKind::Padhv { .. }
                | OpKind::Gvhv(_)
                | OpKind::Rv2av(_)
                | OpKind::Rv2hv(_) => {
                    let c = self.container(it)?;
                    self.push_stack(c);
                }
                OpKind::Undef | OpKind::Stub => {
                    let ctx = self.ctx;
                    let u = self.load64(ctx, CTX_SV_UNDEF);
                    self.push_stack(u);
                }
                OpKind::List(_) => self.lvalue_list(it)?,
                OpKind::Local(e) => {
                    if let Some(v) = self.localize(e)? {
                        self.push_stack(v);
                    }
                }
                OpKind::Aslice { av, list } | OpKind::Hslice { hv: av, list } => {
                    let c = self.container(av)?;
                    let mark = self.mark();
                    self.lower(list, Want::List)?;
                    let l = self.iconst32(1);
                    let f = if matches!(self.prog.op(it).kind, OpKind::Aslice { .. }) {
                        Rt::Aslice
                    } else {
                        Rt::Hslice
                    };
                    self.call_rt(f, &[c, mark, l]);
                }
                _ => {
                    let t = self.lvalue(it)?;
                    self.push_stack(t);
                }
            }
        }
        Ok(())
    }

    // ---- operators --------------------------------------------------------------------

    fn binop(&mut self, op: BinOp, a: OpId, b: OpId) -> Result<V, Diag> {
        // `a . b . c . d`: one concatenation of all the parts (perl's multiconcat), not
        // a temporary per `.`.
        // `$1 . (... =~ /.../ ...)`: perl reads `$1` when the operator runs, after the
        // right side has matched again.
        if matches!(self.prog.op(a).kind, OpKind::MatchVar(_)) && self.uses_regex(b) {
            let bv = self.lower(b, Want::Scalar)?;
            let bv = V::Sv(self.sv_of(bv));
            let av = self.lower(a, Want::Scalar)?;
            let names = self.binop_names(op, a, b);
            return self.binop_values(op, av, bv, &names);
        }
        if op == BinOp::Concat
            && matches!(self.prog.op(a).kind, OpKind::Binop(BinOp::Concat, ..))
            && !self.uses_regex(b)
        {
            let mut parts = vec![b];
            let mut left = a;
            while let OpKind::Binop(BinOp::Concat, l, r) = self.prog.op(left).kind {
                parts.push(r);
                left = l;
            }
            parts.push(left);
            parts.reverse();
            return self.stringify(&parts);
        }
        let av = self.lower(a, Want::Scalar)?;
        let bv = self.lower(b, Want::Scalar)?;
        let names = self.binop_names(op, a, b);
        self.binop_values(op, av, bv, &names)
    }

    /// `a < b <= c`: each operand is evaluated once and the same value serves both its
    /// comparisons (perl's cmpchain_dup); the first false comparison ends the chain and
    /// is the result. perl does not name the shared operand in the second comparison's
    /// warnings.
    fn cmp_chain(&mut self, id: OpId, ops: &[BinOp], operands: &[OpId]) -> Result<V, Diag> {
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        let integer = self.prog.op(id).integer;
        let mut left = self.lower(operands[0], Want::Scalar)?;
        let mut left_name = self.var_name(operands[0]);
        for (k, &op) in ops.iter().enumerate() {
            let right_id = operands[k + 1];
            let right = self.lower(right_id, Want::Scalar)?;
            let names = [left_name, self.var_name(right_id)];
            let r = if integer && integer_code(op).is_some() {
                self.integer_op(op, left, right.clone(), &names)
            } else {
                self.binop_values(op, left, right.clone(), &names)?
            };
            let t = self.bool_of(r);
            if k + 1 == ops.len() {
                self.b.ins().jump(done, &[t.into()]);
            } else {
                let next = self.b.create_block();
                self.b.ins().brif(t, next, &[], done, &[t.into()]);
                self.b.switch_to_block(next);
            }
            left = right;
            left_name = String::new();
        }
        self.b.switch_to_block(done);
        Ok(V::Bool(self.b.block_params(done)[0]))
    }

    /// The operand names of a binary operator. `x` stringifies a copy of its left
    /// operand, which perl can name only when the count is a constant (then the left
    /// operand is the only one that can be undefined).
    fn binop_names(&mut self, op: BinOp, a: OpId, b: OpId) -> [String; 2] {
        let left = if op == BinOp::Repeat && !matches!(self.prog.op(b).kind, OpKind::Const(_)) {
            String::new()
        } else {
            self.var_name(a)
        };
        [left, self.var_name(b)]
    }

    /// An operator under `use integer` (perl's `i_*` ops): both operands as IVs.
    fn integer_op(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let a = self.sv_of(av);
        let b = self.sv_of(bv);
        let code = integer_code(op).unwrap_or(IntegerOp::Add);
        let code = self.iconst32(code.code().into());
        let desc = if matches!(
            op,
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::ShiftLeft | BinOp::ShiftRight
        ) {
            op.desc().to_string()
        } else {
            format!("integer {}", op.desc().replace("numeric ", ""))
        };
        let info = self.info(&desc, names);
        V::Sv(self.call_rt(Rt::PpIOp, &[code, a, b, info])[0])
    }

    fn binop_values(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> Result<V, Diag> {
        match op {
            BinOp::Add | BinOp::Subtract | BinOp::Multiply | BinOp::Divide => {
                Ok(self.arith(op, av, bv, names))
            }
            BinOp::Modulo
            | BinOp::BitAnd
            | BinOp::BitOr
            | BinOp::BitXor
            | BinOp::ShiftLeft
            | BinOp::ShiftRight => Ok(self.int_op(op, av, bv, names)),
            BinOp::NumEq
            | BinOp::NumNe
            | BinOp::NumLt
            | BinOp::NumGt
            | BinOp::NumLe
            | BinOp::NumGe => Ok(self.num_compare(op, av, bv, names)),
            BinOp::StrEq
            | BinOp::StrNe
            | BinOp::StrLt
            | BinOp::StrGt
            | BinOp::StrLe
            | BinOp::StrGe => {
                let a = self.sv_of(av);
                let b = self.sv_of(bv);
                let code = self.iconst32(cmp_code(op).code().into());
                let info = self.info(op.desc(), names);
                let r = self.call_rt(Rt::PpStrCmp, &[code, a, b, info])[0];
                Ok(V::Bool(self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0)))
            }
            _ => {
                let a = self.sv_of(av);
                let b = self.sv_of(bv);
                let info = self.info(op.desc(), names);
                let f = match op {
                    BinOp::Divide => Rt::PpDivide,
                    BinOp::Modulo => Rt::PpModulo,
                    BinOp::Pow => Rt::PpPow,
                    BinOp::Concat => Rt::PpConcat,
                    BinOp::Repeat => Rt::PpRepeat,
                    BinOp::NumCmp => Rt::PpNcmp,
                    BinOp::BitAnd => Rt::PpBitAnd,
                    BinOp::BitOr => Rt::PpBitOr,
                    BinOp::BitXor => Rt::PpBitXor,
                    BinOp::ShiftLeft => Rt::PpLeftShift,
                    BinOp::ShiftRight => Rt::PpRightShift,
                    _ => Rt::PpScmp,
                };
                Ok(V::Sv(self.call_rt(f, &[a, b, info])[0]))
            }
        }
    }

    /// Enters `fast` when `guard` holds (always when there is no guard), else `slow`.
    pub fn enter_if(
        &mut self,
        guard: Option<Value>,
        fast: cranelift_codegen::ir::Block,
        slow: cranelift_codegen::ir::Block,
    ) {
        match guard {
            Some(c) => {
                self.b.ins().brif(c, fast, &[], slow, &[]);
            }
            None => {
                self.b.ins().jump(fast, &[]);
            }
        }
    }

    /// An SV's IV and whether it is a plain IV.
    fn sv_int_operand(&mut self, sv: Value) -> (Value, Value) {
        let ok = self.flags_are(sv, SVF_IOK, SVF_ISUV);
        let iv = self.load64(sv, SV_IV);
        (iv, ok)
    }

    /// An SV's number as a float and whether it is a plain IV or NV.
    fn sv_num_operand(&mut self, sv: Value) -> (Value, Value) {
        let f = self.load32(sv, SV_FLAGS);
        let m = self
            .b
            .ins()
            .band_imm_s(f, (SVF_OK_MASK | SVF_ISUV | SVT_MASK) as i64);
        let is_nv = self.b.ins().icmp_imm_s(IntCC::Equal, m, SVF_NOK as i64);
        let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, m, SVF_IOK as i64);
        let ok = self.b.ins().bor(is_nv, is_iv);
        let nv = self
            .b
            .ins()
            .load(types::F64, super::inline::mem(), sv, SV_NV);
        let iv = self.load64(sv, SV_IV);
        let ivf = self.b.ins().fcvt_from_sint(types::F64, iv);
        let val = self.b.ins().select(is_nv, nv, ivf);
        (val, ok)
    }

    /// The IV of an operand for the integer fast path: (value, "is an IV" condition).
    fn int_operand(&mut self, v: &V) -> Option<(Value, Option<Value>)> {
        match v {
            V::Const(Const::Iv(i)) => Some((self.iconst(*i), None)),
            V::Iv(i) => Some((*i, None)),
            V::Sv(sv) => {
                let (iv, ok) = self.sv_int_operand(*sv);
                Some((iv, Some(ok)))
            }
            // Unboxed, or the runtime's result when that is an IV.
            V::Num { tag, iv, sv, .. } => {
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, *tag, 0);
                let (boxed_iv, boxed_ok) = self.sv_int_operand(*sv);
                let val = self.b.ins().select(is_iv, *iv, boxed_iv);
                let ok = self.b.ins().bor(is_iv, boxed_ok);
                Some((val, Some(ok)))
            }
            _ => None,
        }
    }

    /// `+ - *` with the integer case inline: both operands IVs and no overflow gives an IV
    /// result from the inline constructor; then the float case: both plain numbers, not
    /// both integral (perl would take its integer path), gives an NV result; anything else
    /// calls the runtime. `/` has only the float case (perl divides in floating point).
    fn arith(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let fname = match op {
            BinOp::Add => Rt::PpAdd,
            BinOp::Subtract => Rt::PpSubtract,
            BinOp::Divide => Rt::PpDivide,
            _ => Rt::PpMultiply,
        };
        let done = self.num_merge_block();
        let slow = self.b.create_block();
        // Integer path.
        if op != BinOp::Divide {
            if let (Some((ia, ca)), Some((ib, cb))) = (self.int_operand(&av), self.int_operand(&bv))
            {
                let fast = self.b.create_block();
                let next = self.b.create_block();
                let guard = self.both(ca, cb);
                self.enter_if(guard, fast, next);
                self.b.switch_to_block(fast);
                let (r, of) = match op {
                    BinOp::Add => self.b.ins().sadd_overflow(ia, ib),
                    BinOp::Subtract => self.b.ins().ssub_overflow(ia, ib),
                    _ => self.b.ins().smul_overflow(ia, ib),
                };
                let ok_b = self.b.create_block();
                self.b.ins().brif(of, slow, &[], ok_b, &[]);
                self.b.switch_to_block(ok_b);
                self.jump_num(done, 0, r);
                self.b.switch_to_block(next);
            }
        }
        // Float path.
        if let (Some(fa), Some(fb)) = (self.num_operand(&av), self.num_operand(&bv)) {
            let fast = self.b.create_block();
            let guard = self.both(fa.1, fb.1);
            self.enter_if(guard, fast, slow);
            self.b.switch_to_block(fast);
            let r = self.float_op(op, fa.0, fb.0, slow);
            self.jump_num(done, 1, r);
        } else {
            self.b.ins().jump(slow, &[]);
        }
        self.num_slow_path(slow, done, fname, op, av, bv, names)
    }

    /// The slow block of an operator returning `V::Num`: the runtime's `fname` on the
    /// operands as SVs, its result boxed (tag 2), and the merge.
    #[allow(clippy::too_many_arguments)]
    fn num_slow_path(
        &mut self,
        slow: cranelift_codegen::ir::Block,
        done: cranelift_codegen::ir::Block,
        fname: Rt,
        op: BinOp,
        av: V,
        bv: V,
        names: &[String; 2],
    ) -> V {
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let a = self.sv_of(av);
        let b = self.sv_of(bv);
        let info = self.info(op.desc(), names);
        let r = self.call_rt(fname, &[a, b, info])[0];
        self.jump_num(done, 2, r);
        self.num_result(done)
    }

    /// `% & | ^ << >>` on two non-negative IVs inline (`%` by a positive one, a shift by
    /// 0..63, a left shift that stays below 2**63): the result is that IV, as perl's UV
    /// arithmetic gives it. Everything else (strings, negative numbers, floats, big
    /// shifts, a zero divisor's error) in the runtime.
    fn int_op(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let done = self.num_merge_block();
        let slow = self.b.create_block();
        if let (Some((ia, ca)), Some((ib, cb))) = (self.int_operand(&av), self.int_operand(&bv)) {
            let fast = self.b.create_block();
            let guard = self.both(ca, cb);
            self.enter_if(guard, fast, slow);
            self.b.switch_to_block(fast);
            let a_ok = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, ia, 0);
            let b_ok = match op {
                BinOp::ShiftLeft | BinOp::ShiftRight => {
                    self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, ib, 64)
                }
                BinOp::Modulo => self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, ib, 0),
                _ => self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, ib, 0),
            };
            let mut ok = self.b.ins().band(a_ok, b_ok);
            // `%` divides only once the divisor is known to be positive (a zero traps).
            let r = match op {
                BinOp::BitAnd => Some(self.b.ins().band(ia, ib)),
                BinOp::BitOr => Some(self.b.ins().bor(ia, ib)),
                BinOp::BitXor => Some(self.b.ins().bxor(ia, ib)),
                BinOp::ShiftRight => Some(self.b.ins().ushr(ia, ib)),
                BinOp::Modulo => None,
                _ => {
                    // Kept only when shifting back gives `a` and the sign bit is clear.
                    let r = self.b.ins().ishl(ia, ib);
                    let back = self.b.ins().ushr(r, ib);
                    let same = self.b.ins().icmp(IntCC::Equal, back, ia);
                    let pos = self
                        .b
                        .ins()
                        .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, r, 0);
                    let fits = self.b.ins().band(same, pos);
                    ok = self.b.ins().band(ok, fits);
                    Some(r)
                }
            };
            let go = self.b.create_block();
            self.b.ins().brif(ok, go, &[], slow, &[]);
            self.b.switch_to_block(go);
            let r = match r {
                Some(r) => r,
                None => self.b.ins().urem(ia, ib),
            };
            self.jump_num(done, 0, r);
        } else {
            self.b.ins().jump(slow, &[]);
        }
        let f = match op {
            BinOp::BitAnd => Rt::PpBitAnd,
            BinOp::BitOr => Rt::PpBitOr,
            BinOp::BitXor => Rt::PpBitXor,
            BinOp::ShiftLeft => Rt::PpLeftShift,
            BinOp::Modulo => Rt::PpModulo,
            _ => Rt::PpRightShift,
        };
        self.num_slow_path(slow, done, f, op, av, bv, names)
    }

    /// The float case of `+ - * /` on `x`, `y`: branches to `slow` where perl would not
    /// compute in floating point (both integral: its integer path; beyond 2**53: exact
    /// integers; a zero divisor: the runtime's error), else returns the result.
    fn float_op(
        &mut self,
        op: BinOp,
        x: Value,
        y: Value,
        slow: cranelift_codegen::ir::Block,
    ) -> Value {
        let go = self.b.create_block();
        let limit = self.b.ins().f64const(9007199254740992.0);
        let ax = self.b.ins().fabs(x);
        let ay = self.b.ins().fabs(y);
        let x_ok = self.b.ins().fcmp(FloatCC::LessThan, ax, limit);
        let y_ok = self.b.ins().fcmp(FloatCC::LessThan, ay, limit);
        let small = self.b.ins().band(x_ok, y_ok);
        let not_small = self.b.ins().bxor_imm_s(small, 1);
        let bail = if op == BinOp::Divide {
            let zero = self.b.ins().f64const(0.0);
            let y_zero = self.b.ins().fcmp(FloatCC::Equal, y, zero);
            self.b.ins().bor(y_zero, not_small)
        } else {
            // Integral? (|x| < 2**53 is checked alongside, so the round trip through an
            // integer is exact; `trunc` would be a libm call on baseline x86-64.)
            let xi = self.b.ins().fcvt_to_sint_sat(types::I64, x);
            let yi = self.b.ins().fcvt_to_sint_sat(types::I64, y);
            let tx = self.b.ins().fcvt_from_sint(types::F64, xi);
            let ty = self.b.ins().fcvt_from_sint(types::F64, yi);
            let x_int = self.b.ins().fcmp(FloatCC::Equal, tx, x);
            let y_int = self.b.ins().fcmp(FloatCC::Equal, ty, y);
            let both_int = self.b.ins().band(x_int, y_int);
            self.b.ins().bor(both_int, not_small)
        };
        self.b.ins().brif(bail, slow, &[], go, &[]);
        self.b.switch_to_block(go);
        match op {
            BinOp::Add => self.b.ins().fadd(x, y),
            BinOp::Subtract => self.b.ins().fsub(x, y),
            BinOp::Divide => self.b.ins().fdiv(x, y),
            _ => self.b.ins().fmul(x, y),
        }
    }

    /// Unary minus: an NV negates inline (strings have perl's string rules, and IV_MIN
    /// turns into a UV/NV, in the runtime).
    fn negate(&mut self, v: V, name: &str) -> Value {
        let sv = self.sv_of(v);
        let is_nv = self.flags_are(sv, SVF_NOK, SVF_IOK | SVF_POK | SVF_ROK | SVT_MASK);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(is_nv, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let x = self
            .b
            .ins()
            .load(types::F64, super::inline::mem(), sv, SV_NV);
        let r = self.b.ins().fneg(x);
        let out = self.new_mortal_nv(r);
        self.b.ins().jump(done, &[out.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let info = self.info("negation (-)", &[name.to_string()]);
        let r = self.call_rt(Rt::PpNegate, &[sv, info])[0];
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    fn both(&mut self, a: Option<Value>, b: Option<Value>) -> Option<Value> {
        match (a, b) {
            (Some(x), Some(y)) => Some(self.b.ins().band(x, y)),
            (Some(x), None) | (None, Some(x)) => Some(x),
            (None, None) => None,
        }
    }

    /// An operand as a float for the inline float path: (value, "is a plain number"
    /// condition when it must be tested at run time). A plain number is an IV or an NV
    /// with no string or reference form.
    fn num_operand(&mut self, v: &V) -> Option<(Value, Option<Value>)> {
        match v {
            V::Const(Const::Nv(f)) => Some((self.b.ins().f64const(*f), None)),
            V::Const(Const::Iv(i)) => Some((self.b.ins().f64const(*i as f64), None)),
            V::Iv(i) => Some((self.b.ins().fcvt_from_sint(types::F64, *i), None)),
            V::Sv(sv) => {
                let (val, ok) = self.sv_num_operand(*sv);
                Some((val, Some(ok)))
            }
            V::Num { tag, iv, nv, sv } => {
                let ivf = self.b.ins().fcvt_from_sint(types::F64, *iv);
                let is_nv = self.b.ins().icmp_imm_s(IntCC::Equal, *tag, 1);
                let unboxed = self.b.ins().select(is_nv, *nv, ivf);
                let (boxed, boxed_ok) = self.sv_num_operand(*sv);
                let is_boxed = self.b.ins().icmp_imm_s(IntCC::Equal, *tag, 2);
                let val = self.b.ins().select(is_boxed, boxed, unboxed);
                let not_boxed = self.b.ins().bxor_imm_s(is_boxed, 1);
                let ok = self.b.ins().bor(not_boxed, boxed_ok);
                Some((val, Some(ok)))
            }
            _ => None,
        }
    }

    /// Numeric comparisons: integers inline, then plain numbers below 2**53 as floats
    /// (a NaN is never equal, as in perl), else the runtime.
    fn num_compare(&mut self, op: BinOp, av: V, bv: V, names: &[String; 2]) -> V {
        let (icc, fcc) = match op {
            BinOp::NumEq => (IntCC::Equal, FloatCC::Equal),
            BinOp::NumNe => (IntCC::NotEqual, FloatCC::NotEqual),
            BinOp::NumLt => (IntCC::SignedLessThan, FloatCC::LessThan),
            BinOp::NumGt => (IntCC::SignedGreaterThan, FloatCC::GreaterThan),
            BinOp::NumLe => (IntCC::SignedLessThanOrEqual, FloatCC::LessThanOrEqual),
            _ => (IntCC::SignedGreaterThanOrEqual, FloatCC::GreaterThanOrEqual),
        };
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I8);
        let slow = self.b.create_block();
        if let (Some((ia, ca)), Some((ib, cb))) = (self.int_operand(&av), self.int_operand(&bv)) {
            let r = self.b.ins().icmp(icc, ia, ib);
            let Some(c) = self.both(ca, cb) else {
                return V::Bool(r);
            };
            let next = self.b.create_block();
            self.b.ins().brif(c, done, &[r.into()], next, &[]);
            self.b.switch_to_block(next);
        }
        if let (Some(fa), Some(fb)) = (self.num_operand(&av), self.num_operand(&bv)) {
            let fast = self.b.create_block();
            let guard = self.both(fa.1, fb.1);
            self.enter_if(guard, fast, slow);
            self.b.switch_to_block(fast);
            let (x, y) = (fa.0, fb.0);
            let limit = self.b.ins().f64const(9007199254740992.0);
            let ax = self.b.ins().fabs(x);
            let ay = self.b.ins().fabs(y);
            let x_ok = self.b.ins().fcmp(FloatCC::LessThan, ax, limit);
            let y_ok = self.b.ins().fcmp(FloatCC::LessThan, ay, limit);
            let small = self.b.ins().band(x_ok, y_ok);
            let r = self.b.ins().fcmp(fcc, x, y);
            self.b.ins().brif(small, done, &[r.into()], slow, &[]);
        } else {
            self.b.ins().jump(slow, &[]);
        }
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let a = self.sv_of(av);
        let b = self.sv_of(bv);
        let code = self.iconst32(cmp_code(op).code().into());
        let info = self.info(op.desc(), names);
        let r = self.call_rt(Rt::PpNumCmp, &[code, a, b, info])[0];
        let t = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
        self.b.ins().jump(done, &[t.into()]);
        self.b.switch_to_block(done);
        V::Bool(self.b.block_params(done)[0])
    }

    fn assign_op(&mut self, op: BinOp, a: OpId, b: OpId) -> Result<V, Diag> {
        let target = self.lvalue(a)?;
        let bv = self.lower(b, Want::Scalar)?;
        let names = Self::assign_names(op, [self.var_name(a), self.var_name(b)]);
        // In place: `$x += int` / `$x -= int` when $x holds an IV and nothing overflows,
        // then `+= -= *= /=` on plain numbers in floating point; else the general path.
        if matches!(
            op,
            BinOp::Add | BinOp::Subtract | BinOp::Multiply | BinOp::Divide
        ) {
            let done = self.b.create_block();
            let slow = self.b.create_block();
            if matches!(op, BinOp::Add | BinOp::Subtract) {
                if let Some((ib, cb)) = self.int_operand(&bv) {
                    let ok = self.flags_are(
                        target,
                        SVF_IOK,
                        SVF_ISUV
                            | SVF_READONLY
                            | SVF_NOK
                            | SVF_POK
                            | SVF_ROK
                            | SVF_DEFELEM
                            | SVT_MASK,
                    );
                    let ok = match cb {
                        Some(c) => self.b.ins().band(ok, c),
                        None => ok,
                    };
                    let fast = self.b.create_block();
                    let next = self.b.create_block();
                    self.b.ins().brif(ok, fast, &[], next, &[]);
                    self.b.switch_to_block(fast);
                    let ia = self.load64(target, SV_IV);
                    let (r, of) = if op == BinOp::Add {
                        self.b.ins().sadd_overflow(ia, ib)
                    } else {
                        self.b.ins().ssub_overflow(ia, ib)
                    };
                    let st = self.b.create_block();
                    self.b.ins().brif(of, slow, &[], st, &[]);
                    self.b.switch_to_block(st);
                    self.store(r, target, SV_IV);
                    self.b.ins().jump(done, &[]);
                    self.b.switch_to_block(next);
                }
            }
            let float = match (self.num_operand(&V::Sv(target)), self.num_operand(&bv)) {
                (Some(fa), Some(fb)) => Some((fa, fb)),
                _ => None,
            };
            if let Some((fa, fb)) = float {
                // The target must also be writable and plain (no magic, not read-only).
                let writable = self.flags_are(
                    target,
                    0,
                    SVF_READONLY | SVF_DEFELEM | SVF_PADSTALE | SVF_BLESSED,
                );
                let ok = match self.both(fa.1, fb.1) {
                    Some(c) => self.b.ins().band(c, writable),
                    None => writable,
                };
                let fast = self.b.create_block();
                self.b.ins().brif(ok, fast, &[], slow, &[]);
                self.b.switch_to_block(fast);
                let r = self.float_op(op, fa.0, fb.0, slow);
                self.b.ins().store(super::inline::mem(), r, target, SV_NV);
                let flags = self.iconst32((SVF_NOK | SVP_NOK) as i64);
                self.store(flags, target, SV_FLAGS);
                self.b.ins().jump(done, &[]);
            } else {
                self.b.ins().jump(slow, &[]);
            }
            self.b.switch_to_block(slow);
            self.b.set_cold_block(slow);
            let r = self.binop_values(op, V::Sv(target), bv, &names)?;
            let rs = self.sv_of(r);
            self.call_rt(Rt::SvSetsv, &[target, rs]);
            self.b.ins().jump(done, &[]);
            self.b.switch_to_block(done);
            return Ok(V::Sv(target));
        }
        if op == BinOp::Concat {
            // `.=` appends in place.
            let b = self.sv_of(bv);
            let info = self.info(op.desc(), &names);
            self.call_rt(Rt::PpConcatAssign, &[target, b, info]);
            return Ok(V::Sv(target));
        }
        let r = self.binop_values(op, V::Sv(target), bv, &names)?;
        let rs = self.sv_of(r);
        self.call_rt(Rt::SvSetsv, &[target, rs]);
        Ok(V::Sv(target))
    }

    /// Names for an assignment op: perl does not warn about an undef left operand of
    /// `+= -= .=` (the name list starts with the marker `=` for the runtime).
    fn assign_names(op: BinOp, names: [String; 2]) -> [String; 2] {
        if matches!(op, BinOp::Add | BinOp::Subtract | BinOp::Concat) {
            let [a, b] = names;
            return [format!("={a}"), b];
        }
        names
    }

    fn incdec(&mut self, id: OpId, a: OpId, want: Want) -> Result<V, Diag> {
        let (inc, post) = match self.prog.op(id).kind {
            OpKind::Preinc(_) => (true, false),
            OpKind::Predec(_) => (false, false),
            OpKind::Postinc(_) => (true, true),
            _ => (false, true),
        };
        let target = self.lvalue(a)?;
        // IV in place, unless at the edge of the range.
        let ok = self.flags_are(
            target,
            SVF_IOK,
            SVF_ISUV | SVF_READONLY | SVF_NOK | SVF_POK | SVF_ROK | SVF_DEFELEM | SVT_MASK,
        );
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(ok, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let iv = self.load64(target, SV_IV);
        let edge = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, iv, if inc { i64::MAX } else { i64::MIN });
        let st = self.b.create_block();
        self.b.ins().brif(edge, slow, &[], st, &[]);
        self.b.switch_to_block(st);
        let nv = self.b.ins().iadd_imm_s(iv, if inc { 1 } else { -1 });
        self.store(nv, target, SV_IV);
        let result = if post && want != Want::Void {
            self.new_mortal_iv(iv)
        } else {
            target
        };
        self.b.ins().jump(done, &[result.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let r = if post && want != Want::Void {
            self.call_rt(if inc { Rt::PpPostinc } else { Rt::PpPostdec }, &[target])[0]
        } else {
            self.call_rt(if inc { Rt::PpPreinc } else { Rt::PpPredec }, &[target]);
            target
        };
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// `&&` (0), `||` (1), `//` (2) as values.
    fn logop(&mut self, which: u8, a: OpId, b: OpId, want: Want) -> Result<V, Diag> {
        let rhs_b = self.b.create_block();
        let done = self.b.create_block();
        let rhs_want = self.want_of(b, want);
        if want == Want::Void {
            let av = self.lower(a, Want::Scalar)?;
            let t = self.logop_test(which, av);
            if which == 0 {
                self.b.ins().brif(t, rhs_b, &[], done, &[]);
            } else {
                self.b.ins().brif(t, done, &[], rhs_b, &[]);
            }
            self.b.switch_to_block(rhs_b);
            self.lower(b, Want::Void)?;
            if self.b.current_block().is_some() {
                self.b.ins().jump(done, &[]);
            }
            self.b.switch_to_block(done);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        if want == Want::List {
            // The left side's value is the result when it decides (pushed as one scalar).
            let av = self.lower(a, Want::Scalar)?;
            let sv = self.sv_of(av.clone());
            let t = self.logop_test(which, V::Sv(sv));
            let push_b = self.b.create_block();
            if which == 0 {
                self.b.ins().brif(t, rhs_b, &[], push_b, &[]);
            } else {
                self.b.ins().brif(t, push_b, &[], rhs_b, &[]);
            }
            self.b.switch_to_block(push_b);
            self.push_stack(sv);
            self.b.ins().jump(done, &[]);
            self.b.switch_to_block(rhs_b);
            self.lower_pushed(b, rhs_want)?;
            if self.b.current_block().is_some() {
                self.b.ins().jump(done, &[]);
            }
            self.b.switch_to_block(done);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        self.b.append_block_param(done, types::I64);
        let av = self.lower(a, Want::Scalar)?;
        let sv = self.sv_of(av);
        let t = self.logop_test(which, V::Sv(sv));
        if which == 0 {
            self.b.ins().brif(t, rhs_b, &[], done, &[sv.into()]);
        } else {
            self.b.ins().brif(t, done, &[sv.into()], rhs_b, &[]);
        }
        self.b.switch_to_block(rhs_b);
        let bv = self.lower(b, Want::Scalar)?;
        if self.b.current_block().is_some() {
            let bs = self.sv_of(bv);
            self.b.ins().jump(done, &[bs.into()]);
        }
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// The deciding test: truth for `&&`/`||`, definedness for `//`.
    fn logop_test(&mut self, which: u8, v: V) -> Value {
        if which == 2 {
            let sv = self.sv_of(v);
            let f = self.load32(sv, SV_FLAGS);
            let m = self.b.ins().band_imm_s(f, (SVF_OK_MASK | SVT_MASK) as i64);
            return self.b.ins().icmp_imm_s(IntCC::NotEqual, m, 0);
        }
        self.bool_of(v)
    }

    fn logassign(&mut self, which: u8, a: OpId, b: OpId) -> Result<V, Diag> {
        if let OpKind::Pos(p) = self.prog.op(a).kind {
            // `pos($s) ||= N`: the current position, then maybe a new one.
            let target = self.lvalue(p)?;
            let cur = self.call_rt(Rt::RePosGet, &[target])[0];
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
            self.call_rt(Rt::RePosSet, &[target, bs]);
            self.b.ins().jump(done, &[bs.into()]);
            self.b.switch_to_block(done);
            return Ok(V::Sv(self.b.block_params(done)[0]));
        }
        let target = self.lvalue(a)?;
        let t = self.logop_test(which, V::Sv(target));
        let assign_b = self.b.create_block();
        let done = self.b.create_block();
        if which == 0 {
            self.b.ins().brif(t, assign_b, &[], done, &[]);
        } else {
            self.b.ins().brif(t, done, &[], assign_b, &[]);
        }
        self.b.switch_to_block(assign_b);
        let bv = self.lower(b, Want::Scalar)?;
        let bs = self.sv_of(bv);
        self.call_rt(Rt::SvSetsv, &[target, bs]);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        Ok(V::Sv(target))
    }

    fn cond_expr(&mut self, c: OpId, t: OpId, f: OpId, want: Want) -> Result<V, Diag> {
        let tb = self.b.create_block();
        let fb = self.b.create_block();
        let done = self.b.create_block();
        self.branch(c, tb, fb)?;
        let scalar = want == Want::Scalar;
        if scalar {
            self.b.append_block_param(done, types::I64);
        }
        for (blk, e) in [(tb, t), (fb, f)] {
            self.b.switch_to_block(blk);
            let w = if want == Want::Scalar {
                Want::Scalar
            } else {
                self.want_of(e, want)
            };
            let w = if want == Want::Void { Want::Void } else { w };
            if want == Want::List && w != Want::List {
                self.lower_pushed(e, w)?;
                if self.b.current_block().is_some() {
                    self.b.ins().jump(done, &[]);
                }
                continue;
            }
            let v = self.lower(e, w)?;
            if self.b.current_block().is_some() {
                if scalar {
                    let sv = self.sv_of(v);
                    self.b.ins().jump(done, &[sv.into()]);
                } else {
                    self.b.ins().jump(done, &[]);
                }
            }
        }
        self.b.switch_to_block(done);
        if scalar {
            return Ok(V::Sv(self.b.block_params(done)[0]));
        }
        Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)))
    }

    /// `substr(T, OFF, LEN, REPL)` / `substr(T, OFF, LEN) = REPL`: `args` are T, OFF and
    /// LEN if given; the old part is the value.
    /// `A .. B` in scalar context: false until A is true, then counts 1, 2, ... until B is
    /// true, whose count gets "E0" appended; the state lives in a cell of its own. With
    /// three dots B is not tested when A has just turned it on.
    fn flip_flop(&mut self, id: OpId, a: OpId, b: OpId) -> Result<V, Diag> {
        for side in [a, b] {
            if matches!(
                self.prog.op(side).kind,
                OpKind::Const(Const::Iv(_)) | OpKind::Const(Const::Nv(_))
            ) {
                return Err(self.err_unsupported(
                    "a flip-flop with a constant operand (compared with $., the input line number)",
                ));
            }
        }
        let three = self.prog.three_dots.contains(&id);
        let cell_id = self.low.regex_cell(id.0);
        let cell = self.data_addr(cell_id);
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        let off_b = self.b.create_block();
        let on_b = self.b.create_block();
        let check_b = self.b.create_block();
        self.b.append_block_param(check_b, types::I64);
        let state = self.load64(cell, 0);
        self.b.ins().brif(state, on_b, &[], off_b, &[]);
        // Off: test the left side.
        self.b.switch_to_block(off_b);
        let av = self.lower(a, Want::Scalar)?;
        let t = self.bool_of(av);
        let started = self.b.create_block();
        let no = self.load64(self.ctx, CTX_SV_NO);
        self.b.ins().brif(t, started, &[], done, &[no.into()]);
        self.b.switch_to_block(started);
        let one = self.iconst(1);
        if three {
            self.store(one, cell, 0);
            let r = self.new_mortal_iv(one);
            self.b.ins().jump(done, &[r.into()]);
        } else {
            self.b.ins().jump(check_b, &[one.into()]);
        }
        // On: count, then test the right side.
        self.b.switch_to_block(on_b);
        let n = self.b.ins().iadd_imm_s(state, 1);
        self.b.ins().jump(check_b, &[n.into()]);
        self.b.switch_to_block(check_b);
        let n = self.b.block_params(check_b)[0];
        let bv = self.lower(b, Want::Scalar)?;
        let t = self.bool_of(bv);
        let end = self.b.create_block();
        let go_on = self.b.create_block();
        self.b.ins().brif(t, end, &[], go_on, &[]);
        self.b.switch_to_block(end);
        let zero = self.iconst(0);
        self.store(zero, cell, 0);
        let r = self.call_rt(Rt::FlipFlopEnd, &[n])[0];
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(go_on);
        self.store(n, cell, 0);
        let r = self.new_mortal_iv(n);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// `%h{...}`, `%a[...]` (key/value pairs), and `delete` of any slice: the runtime's
    /// `slice_op` pushes the results; in scalar context the value is the last one.
    fn slice_op(&mut self, id: OpId, delete: bool, want: Want) -> Result<V, Diag> {
        let (container, list, kv, hash) = match self.prog.op(id).kind.clone() {
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
            | (if hash { SLICE_HASH } else { 0 });
        let mode = self.iconst32(mode.into());
        let last = self.call_rt(Rt::SliceOp, &[c, mark, mode])[0];
        if want == Want::List {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        self.set_sp(mark);
        Ok(V::Sv(last))
    }

    /// An expression whose value is a new temporary string that nothing else refers to.
    pub fn fresh_string(&self, id: OpId) -> bool {
        match &self.prog.op(id).kind {
            OpKind::Stringify(_) | OpKind::Binop(BinOp::Concat | BinOp::Repeat, ..) => true,
            OpKind::Func(f, args) => {
                matches!(
                    f,
                    Func::Join
                        | Func::Sprintf
                        | Func::Pack
                        | Func::Uc
                        | Func::Lc
                        | Func::Ucfirst
                        | Func::Lcfirst
                        | Func::Chr
                ) || (*f == Func::Substr && args.len() <= 3)
            }
            _ => false,
        }
    }

    /// The arguments of `substr(EXPR, OFF[, LEN])` used as an lvalue.
    pub fn substr_lvalue(&self, id: OpId) -> Option<Vec<OpId>> {
        match &self.prog.op(id).kind {
            OpKind::Func(Func::Substr, args) if (2..=3).contains(&args.len()) => Some(args.clone()),
            _ => None,
        }
    }

    pub fn substr_replace(&mut self, args: &[OpId], repl: V) -> Result<V, Diag> {
        let names = self.arg_names(args);
        let t = self.lvalue(args[0])?;
        let o = self.lower(args[1], Want::Scalar)?;
        let o = self.sv_of(o);
        let l = match args.get(2) {
            Some(a) => {
                let v = self.lower(*a, Want::Scalar)?;
                self.sv_of(v)
            }
            None => self.iconst(0),
        };
        let r = self.sv_of(repl);
        let info = self.info("substr", &names);
        Ok(V::Sv(
            self.call_rt(Rt::SubstrReplace, &[t, o, l, r, info])[0],
        ))
    }

    fn sassign(&mut self, lhs: OpId, rhs: OpId) -> Result<V, Diag> {
        if let OpKind::Func(Func::Substr, args) = self.prog.op(lhs).kind.clone() {
            let v = self.lower(rhs, Want::Scalar)?;
            let keep = self.sv_of(v.clone());
            self.substr_replace(&args, v)?;
            return Ok(V::Sv(keep));
        }
        if let OpKind::Pos(t) = self.prog.op(lhs).kind {
            return self.pos_assign(t, rhs);
        }
        if let OpKind::AvLast(av) = self.prog.op(lhs).kind {
            let v = self.lower(rhs, Want::Scalar)?;
            let sv = self.sv_of(v);
            let c = self.container(av)?;
            self.call_rt(Rt::AvSetLast, &[c, sv]);
            return Ok(V::Sv(sv));
        }
        if let OpKind::Stringify(parts) = self.prog.op(rhs).kind.clone() {
            if matches!(
                self.prog.op(lhs).kind,
                OpKind::Padsv { .. } | OpKind::Gvsv(_)
            ) {
                // Interpolation into a variable: built in the variable's own buffer.
                let names = self.arg_names(&parts);
                let mark = self.push_scalars(&parts)?;
                let target = self.lvalue(lhs)?;
                let info = self.info(stringify_desc(&parts), &names);
                self.call_rt(Rt::PpStringifyInto, &[target, mark, info]);
                return Ok(V::Sv(target));
            }
        }
        if let Some(h) = self.readline_into(lhs, rhs) {
            return self.lower_readline(h, Some(lhs), Want::Scalar);
        }
        let v = self.lower(rhs, Want::Scalar)?;
        let target = self.lvalue(lhs)?;
        // A new string made for this assignment (interpolation, `.`, `x`, `join`,
        // `sprintf`): its buffer moves into the variable instead of being copied.
        let fresh_string = self.fresh_string(rhs);
        if fresh_string {
            if let V::Sv(sv) = v {
                self.call_rt(Rt::SvSetsvSteal, &[target, sv]);
                return Ok(V::Sv(target));
            }
        }
        match v {
            V::Iv(i) => self.set_iv_in_place(target, i),
            V::Const(Const::Iv(i)) => {
                let iv = self.iconst(i);
                self.set_iv_in_place(target, iv);
            }
            V::Num { tag, iv, nv, sv } => {
                // A number result goes into the variable without a temporary.
                let is_iv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 0);
                let is_nv = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 1);
                let ivb = self.b.create_block();
                let rest = self.b.create_block();
                let nvb = self.b.create_block();
                let svb = self.b.create_block();
                let done = self.b.create_block();
                self.b.ins().brif(is_iv, ivb, &[], rest, &[]);
                self.b.switch_to_block(ivb);
                self.set_iv_in_place(target, iv);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(rest);
                self.b.ins().brif(is_nv, nvb, &[], svb, &[]);
                self.b.switch_to_block(nvb);
                self.set_nv_in_place(target, nv);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(svb);
                self.call_rt(Rt::SvSetsv, &[target, sv]);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(done);
            }
            other => {
                let sv = self.sv_of(other);
                self.call_rt(Rt::SvSetsv, &[target, sv]);
            }
        }
        Ok(V::Sv(target))
    }

    fn stringify(&mut self, parts: &[OpId]) -> Result<V, Diag> {
        self.stringify_as(parts, stringify_desc(parts))
    }

    /// Interpolation; `desc` names it in warnings ("regexp compilation" for a pattern).
    pub fn stringify_as(&mut self, parts: &[OpId], desc: &str) -> Result<V, Diag> {
        self.join_parts(parts, desc, Rt::PpStringify)
    }

    /// The parts of an interpolation on the stack, joined by runtime entry `join`
    /// (`pp_stringify`, or `re_pattern` which keeps a lone `qr//` object).
    pub fn join_parts(&mut self, parts: &[OpId], desc: &str, join: Rt) -> Result<V, Diag> {
        let names = self.arg_names(parts);
        let mark = self.push_scalars(parts)?;
        let info = self.info(desc, &names);
        Ok(V::Sv(self.call_rt(join, &[mark, info])[0]))
    }

    /// Pushes each expression's scalar value; returns the mark below them.
    fn push_scalars(&mut self, parts: &[OpId]) -> Result<Value, Diag> {
        let mark = self.mark();
        for p in parts {
            let v = self.lower(*p, Want::Scalar)?;
            let sv = self.sv_of(v);
            self.push_stack(sv);
        }
        Ok(mark)
    }

    // ---- calls --------------------------------------------------------------------------

    /// Pushes an argument whose elements perl defers (sub calls, sprintf, printf): a
    /// missing element is a stand-in that creates it only when assigned to.
    fn push_deferred(&mut self, a: OpId, want: Want) -> Result<(), Diag> {
        if matches!(
            self.prog.op(a).kind,
            OpKind::Aelem { .. } | OpKind::Helem { .. }
        ) {
            let e = self.elem_mode(a, FETCH_DEFER)?;
            self.push_stack(e);
            return Ok(());
        }
        self.lower_pushed(a, want)
    }

    pub fn gimme_const(&mut self, want: Want) -> Value {
        self.iconst(match want {
            Want::Void => G_VOID,
            Want::Scalar => G_SCALAR,
            Want::List => G_LIST,
        })
    }

    pub fn func(&mut self, f: Func, args: &[OpId], want: Want) -> Result<V, Diag> {
        // `join $sep, $x` is `"$x"` (perl's ck_join): the separator is not stringified.
        if let [sep, item] = args {
            if f == Func::Join
                && want != Want::List
                && matches!(
                    self.prog.op(*sep).kind,
                    OpKind::Const(_) | OpKind::Padsv { .. } | OpKind::Gvsv(_)
                )
                && self.one_item(*item)
            {
                return self.stringify_as(&[*item], "join or string");
            }
        }
        // `ord(substr($s, $i, 1))`: the byte (or character) code without a temporary.
        if f == Func::Ord && args.len() == 1 && want != Want::List {
            if let OpKind::Func(Func::Substr, sargs) = self.prog.op(args[0]).kind.clone() {
                if sargs.len() == 3
                    && matches!(self.prog.op(sargs[2]).kind, OpKind::Const(Const::Iv(1)))
                {
                    let names = self.arg_names(&sargs);
                    let sv = self.lower(sargs[0], Want::Scalar)?;
                    let sv = self.sv_of(sv);
                    let iv = self.lower(sargs[1], Want::Scalar)?;
                    let i = self.iv_of(iv);
                    let info = self.info("substr", &names);
                    return Ok(V::Iv(self.call_rt(Rt::OrdAt, &[sv, i, info])[0]));
                }
            }
        }
        if f == Func::Substr && args.len() == 4 {
            let r = self.lower(args[3], Want::Scalar)?;
            let v = self.substr_replace(&args[..3], r)?;
            if want == Want::List {
                let sv = self.sv_of(v);
                self.push_stack(sv);
                return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
            }
            return Ok(v);
        }
        if matches!(
            f,
            Func::Sin | Func::Cos | Func::Exp | Func::Sqrt | Func::Log
        ) && args.len() == 1
            && want != Want::List
        {
            return self.math_func(f, args[0]);
        }
        if f == Func::Length && args.len() == 1 && want != Want::List {
            return self.length(args[0]);
        }
        if f == Func::Substr && (2..=3).contains(&args.len()) && want != Want::List {
            // The common rvalue `substr`: a direct call, no argument stack.
            let names = self.arg_names(args);
            let mut svs = vec![];
            for a in args {
                let v = self.lower(*a, Want::Scalar)?;
                svs.push(self.sv_of(v));
            }
            if svs.len() == 2 {
                svs.push(self.iconst(0));
            }
            let info = self.info(f.name(), &names);
            svs.push(info);
            return Ok(V::Sv(self.call_rt(Rt::PpSubstr, &svs)[0]));
        }
        let mark = self.mark();
        let names = if f.xs_sub() {
            // perl names no variable in an XS sub's warnings.
            vec![]
        } else if f.takes_list() {
            self.list_names(args)
        } else {
            self.arg_names(args)
        };
        for a in args {
            let w = if f.takes_list() {
                Want::List
            } else {
                Want::Scalar
            };
            if f == Func::Sprintf {
                self.push_deferred(*a, w)?;
            } else {
                self.lower_pushed(*a, w)?;
            }
        }
        let id = self.iconst32(f as i64);
        let g = self.gimme_const(want);
        let info = self.info(f.desc(), &names);
        let r = self.call_rt(
            if matches!(f, Func::Die) {
                Rt::PpDie
            } else {
                Rt::for_builtin(f)
            },
            &if matches!(f, Func::Die) {
                vec![mark, info]
            } else {
                vec![id, mark, g, info]
            },
        );
        if f == Func::Exit {
            // exit never returns; keep the block structure valid.
        }
        if f == Func::Die || self.b.current_block().is_none() {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        if want == Want::List {
            // List-valued builtins push their results; the others give one scalar.
            if !f.returns_list() {
                self.push_stack(r[0]);
            }
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r[0]))
    }

    /// `sin cos exp sqrt log` of a plain number: the libm call and an inline NV result;
    /// anything else (strings, undef, `sqrt` of a negative, `log` of 0) via `pp_func`.
    fn math_func(&mut self, f: Func, arg: OpId) -> Result<V, Diag> {
        let v = self.lower(arg, Want::Scalar)?;
        let names = self.arg_names(&[arg]);
        let Some((x, ok)) = self.num_operand(&v) else {
            let sv = self.sv_of(v);
            return Ok(V::Sv(self.math_slow(f, &names, sv)));
        };
        let zero = self.b.ins().f64const(0.0);
        let domain = match f {
            Func::Sqrt => Some(self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, x, zero)),
            Func::Log => Some(self.b.ins().fcmp(FloatCC::GreaterThan, x, zero)),
            _ => None,
        };
        let cond = match (ok, domain) {
            (Some(a), Some(b)) => Some(self.b.ins().band(a, b)),
            (a, b) => a.or(b),
        };
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let guard = cond;
        self.enter_if(guard, fast, slow);
        self.b.switch_to_block(fast);
        let r = match f {
            Func::Sqrt => self.b.ins().sqrt(x),
            Func::Sin => self.call_rt(Rt::NvSin, &[x])[0],
            Func::Cos => self.call_rt(Rt::NvCos, &[x])[0],
            Func::Exp => self.call_rt(Rt::NvExp, &[x])[0],
            _ => self.call_rt(Rt::NvLog, &[x])[0],
        };
        let sv = self.new_mortal_nv(r);
        self.b.ins().jump(done, &[sv.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let arg_sv = self.sv_of(v);
        let r = self.math_slow(f, &names, arg_sv);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// `length` of a byte string: its length inline; anything else (numbers, character
    /// strings, undef, references) via `pp_func`.
    fn length(&mut self, arg: OpId) -> Result<V, Diag> {
        let v = self.lower(arg, Want::Scalar)?;
        let sv = self.sv_of(v);
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let bytes = self.flags_are(sv, SVF_POK, SVF_UTF8 | SVF_ROK | SVT_MASK);
        self.b.ins().brif(bytes, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let n = self.load64(sv, SV_CUR);
        let r = self.new_mortal_iv(n);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let names = self.arg_names(&[arg]);
        let r = self.math_slow(Func::Length, &names, sv);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        Ok(V::Sv(self.b.block_params(done)[0]))
    }

    /// A one-argument builtin through its runtime entry (the slow path of the inline ones).
    fn math_slow(&mut self, f: Func, names: &[String], sv: Value) -> Value {
        let mark = self.mark();
        self.push_stack(sv);
        let id = self.iconst32(f as i64);
        let g = self.iconst(G_SCALAR);
        let info = self.info(f.name(), names);
        self.call_rt(Rt::for_builtin(f), &[id, mark, g, info])[0]
    }

    /// A named sub's call; `share_args`: `&name;`, the callee gets our `@_` itself.
    fn entersub(
        &mut self,
        name: &str,
        args: &[OpId],
        want: Want,
        share_args: bool,
    ) -> Result<V, Diag> {
        let mark = self.mark();
        for a in args {
            self.mark_lval_slices(*a);
        }
        for a in args {
            let w = self.want_of(*a, Want::List);
            self.push_deferred(*a, w)?;
        }
        let Some(ix) = self.prog.sub_index(name) else {
            let short = name
                .strip_prefix("main::")
                .map(|s| format!("main::{s}"))
                .unwrap_or_else(|| name.to_string());
            let info = self.info(&short, &[]);
            self.call_rt(Rt::DieUndefSub, &[info]);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        };
        let g = self.gimme_const(want);
        let ix = ix as usize;
        if share_args {
            self.call_rt(Rt::ShareArgs, &[]);
        }
        let r = self.call_in_loops(
            |fx| fx.call_sub(ix, mark, g),
            |fx| {
                let f = fx.sub_addr(ix);
                fx.call_rt(Rt::CallCatch, &[f, mark, g])[0]
            },
        );
        // The callee set the line to its own statements; restore ours.
        self.set_curline();
        if want == Want::List {
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        Ok(V::Sv(r))
    }

    /// `\EXPR`.
    fn refgen(&mut self, e: OpId) -> Result<Value, Diag> {
        match self.prog.op(e).kind.clone() {
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
            // `\42`: a reference to the read-only constant itself.
            OpKind::Const(c) => {
                let sv = self.sv_of(V::Const(c));
                Ok(self.call_rt(Rt::NewRv, &[sv])[0])
            }
            _ => {
                let v = self.lower(e, Want::Scalar)?;
                let sv = self.sv_of(v);
                Ok(self.call_rt(Rt::NewRvCopy, &[sv])[0])
            }
        }
    }

    /// `$code->(ARGS)`; `share_args`: `&$code;`, the callee gets our `@_` itself.
    fn call_ref(
        &mut self,
        code: OpId,
        args: &[OpId],
        want: Want,
        share_args: bool,
    ) -> Result<V, Diag> {
        let cv = self.lower(code, Want::Scalar)?;
        let cv = self.sv_of(cv);
        let mark = self.mark();
        for a in args {
            self.mark_lval_slices(*a);
        }
        for a in args {
            let w = self.want_of(*a, Want::List);
            self.push_deferred(*a, w)?;
        }
        let strict = self.prog.op(code).strict_refs;
        if share_args {
            self.call_rt(Rt::ShareArgs, &[]);
        }
        Ok(self.call_code_sv(cv, mark, want, strict))
    }

    /// `$code->(...)` with the arguments on the stack from `mark`: the call (through the
    /// catching entry inside loops that a `last` in the callee may leave), then its value.
    fn call_code_sv(&mut self, cv: Value, mark: Value, want: Want, strict_refs: bool) -> V {
        let g = self.gimme_const(want);
        let strict = self.iconst32(strict_refs as i64);
        let r = self.call_in_loops(
            |fx| fx.call_rt(Rt::CallSv, &[cv, mark, g, strict])[0],
            |fx| fx.call_rt(Rt::CallSvCatch, &[cv, mark, g, strict])[0],
        );
        self.set_curline();
        if want == Want::List {
            return V::Sv(self.load64(self.ctx, CTX_SV_UNDEF));
        }
        V::Sv(r)
    }

    /// `INV->meth(ARGS)`: the invocant and the arguments go on the stack, the runtime finds
    /// the code (through the call site's cache when the name is constant), then the call
    /// is `$code->(...)`'s.
    fn method_call(
        &mut self,
        inv: OpId,
        meth: OpId,
        args: &[OpId],
        package: &str,
        want: Want,
    ) -> Result<V, Diag> {
        let mark = self.mark();
        for a in args {
            self.mark_lval_slices(*a);
        }
        let v = self.lower(inv, Want::Scalar)?;
        let v = self.sv_of(v);
        self.push_stack(v);
        for a in args {
            let w = self.want_of(*a, Want::List);
            self.push_deferred(*a, w)?;
        }
        let constant = matches!(self.prog.op(meth).kind, OpKind::Const(_));
        let name = self.lower(meth, Want::Scalar)?;
        let name = self.sv_of(name);
        let cache = if constant {
            let cell = self.low.method_cache_cell();
            self.data_addr(cell)
        } else {
            self.iconst(0)
        };
        let pkg = self.low.string_data(package.as_bytes());
        let pkg = self.data_addr(pkg);
        let cv = self.call_rt(Rt::MethodCv, &[mark, name, cache, pkg])[0];
        Ok(self.call_code_sv(cv, mark, want, false))
    }

    fn code_value(&mut self, ix: usize) -> V {
        let f = self.sub_addr(ix);
        let name = self.prog.subs[ix].name.clone();
        let info = self.info(&name, &[]);
        V::Sv(self.call_rt(Rt::CvNew, &[f, info])[0])
    }

    pub fn glob_index(&self, name: &str) -> u32 {
        self.prog
            .globs
            .iter()
            .position(|g| g.name == name)
            .unwrap_or(0) as u32
    }

    /// `map`/`grep`: the items stay on the stack while `$_` aliases each in turn; results
    /// pile up above them and are moved down at the end.
    fn map_grep(&mut self, grep: bool, body: OpId, l: OpId, want: Want) -> Result<V, Diag> {
        self.mark_lval_slices(l);
        let mark = self.mark();
        self.lower(l, Want::List)?;
        let sp0 = self.mark();
        let n = self.b.ins().isub(sp0, mark);
        let g = self.glob_index("main::_");
        let gv = self.gv(g);
        // `$_` is saved on the save stack, so that leaving the block by `die` (caught by
        // any eval around), `last` or `return` restores it as the normal exit does.
        let ss = self.call_rt(Rt::SaveAliasSv, &[gv])[0];
        let saved = self.b.declare_var(types::I64);
        self.b.def_var(saved, ss);
        self.push_inner_cleanup(super::fx::Cleanup::Unalias(saved));
        let ctx = self.ctx;
        let saved_floor = self.load64(ctx, CTX_TMPS_FLOOR);
        let i_var = self.b.declare_var(types::I64);
        let zero = self.iconst(0);
        self.b.def_var(i_var, zero);
        let header = self.b.create_block();
        let body_b = self.b.create_block();
        let exit_b = self.b.create_block();
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        let i = self.b.use_var(i_var);
        let done = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, i, n);
        self.b.ins().brif(done, exit_b, &[], body_b, &[]);
        self.b.switch_to_block(body_b);
        let ix = self.b.ins().iadd(mark, i);
        let item = self.stack_at(ix);
        self.store(item, gv, GV_SV);
        // Results of earlier iterations must survive this iteration's FREETMPS.
        let tix = self.load64(ctx, CTX_TMPS_IX);
        self.set_tmps_floor(tix);
        if grep {
            let v = self
                .block(body, Want::Scalar)?
                .unwrap_or(V::Const(Const::Iv(0)));
            let t = self.bool_of(v);
            let keep = self.b.create_block();
            let next = self.b.create_block();
            self.b.ins().brif(t, keep, &[], next, &[]);
            self.b.switch_to_block(keep);
            self.push_stack(item);
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
        } else {
            let before = self.mark();
            self.block(body, Want::List)?;
            // Variables the block yields are copied (perl's mapwhile copies what is not a
            // temporary): a `my` in the block is a fresh variable next time round, and
            // its old value must stay in the result.
            if let Some(last) = self.prog.statements(body).last() {
                if self.yields_variables(*last) && self.b.current_block().is_some() {
                    self.call_rt(Rt::StackCopy, &[before]);
                }
            }
        }
        let i = self.b.use_var(i_var);
        let i1 = self.b.ins().iadd_imm_s(i, 1);
        self.b.def_var(i_var, i1);
        self.poll("map/grep back-edge");
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(exit_b);
        self.pop_inner_cleanup();
        self.call_rt(Rt::LeaveScope, &[ss]);
        self.set_tmps_floor(saved_floor);
        if want == Want::List {
            self.call_rt(Rt::ListMove, &[mark, sp0]);
            return Ok(V::Sv(self.load64(self.ctx, CTX_SV_UNDEF)));
        }
        let sp = self.mark();
        let count = self.b.ins().isub(sp, sp0);
        self.set_sp(mark);
        Ok(V::Iv(count))
    }

    /// Whether an expression's list value can include variables themselves (not
    /// temporaries).
    fn yields_variables(&self, id: OpId) -> bool {
        match &self.prog.op(id).kind {
            OpKind::Padsv { .. }
            | OpKind::Padav { .. }
            | OpKind::Padhv { .. }
            | OpKind::Gvsv(_)
            | OpKind::Gvav(_)
            | OpKind::Gvhv(_)
            | OpKind::Aelem { .. }
            | OpKind::Helem { .. }
            | OpKind::Rv2sv(_)
            | OpKind::Rv2av(_)
            | OpKind::Rv2hv(_)
            | OpKind::Aslice { .. }
            | OpKind::Hslice { .. }
            | OpKind::StateVar { .. }
            | OpKind::Sassign { .. }
            | OpKind::Aassign { .. } => true,
            OpKind::List(items) => items.iter().any(|i| self.yields_variables(*i)),
            OpKind::CondExpr(_, a, b) | OpKind::Or(a, b) | OpKind::Dor(a, b) => {
                self.yields_variables(*a) || self.yields_variables(*b)
            }
            OpKind::And(_, b) => self.yields_variables(*b),
            OpKind::If { then, els, .. } => {
                self.prog
                    .statements(*then)
                    .last()
                    .is_some_and(|l| self.yields_variables(*l))
                    || els.is_some_and(|e| {
                        self.prog
                            .statements(e)
                            .last()
                            .is_some_and(|l| self.yields_variables(*l))
                    })
            }
            OpKind::Lineseq(s) => s.last().is_some_and(|l| self.yields_variables(*l)),
            OpKind::DoBlock(b) => self.yields_variables(*b),
            _ => false,
        }
    }
}

/// The runtime's `pp_num_cmp`/`pp_str_cmp` code of a comparison operator.
fn cmp_code(op: BinOp) -> CmpOp {
    match op {
        BinOp::NumEq | BinOp::StrEq => CmpOp::Eq,
        BinOp::NumNe | BinOp::StrNe => CmpOp::Ne,
        BinOp::NumLt | BinOp::StrLt => CmpOp::Lt,
        BinOp::NumGt | BinOp::StrGt => CmpOp::Gt,
        BinOp::NumLe | BinOp::StrLe => CmpOp::Le,
        _ => CmpOp::Ge,
    }
}

/// The runtime's `pp_i_op` code of an operator that `use integer` changes.
fn integer_code(op: BinOp) -> Option<IntegerOp> {
    Some(match op {
        BinOp::Add => IntegerOp::Add,
        BinOp::Subtract => IntegerOp::Subtract,
        BinOp::Multiply => IntegerOp::Multiply,
        BinOp::Divide => IntegerOp::Divide,
        BinOp::Modulo => IntegerOp::Modulo,
        BinOp::NumLt => IntegerOp::Lt,
        BinOp::NumGt => IntegerOp::Gt,
        BinOp::NumLe => IntegerOp::Le,
        BinOp::NumGe => IntegerOp::Ge,
        BinOp::NumEq => IntegerOp::Eq,
        BinOp::NumNe => IntegerOp::Ne,
        BinOp::NumCmp => IntegerOp::Ncmp,
        BinOp::BitAnd => IntegerOp::BitAnd,
        BinOp::BitOr => IntegerOp::BitOr,
        BinOp::BitXor => IntegerOp::BitXor,
        BinOp::ShiftLeft => IntegerOp::LeftShift,
        BinOp::ShiftRight => IntegerOp::RightShift,
        _ => return None,
    })
}

/// How warnings name an interpolation: `"$x"` alone is perl's stringify op; more parts
/// make a concatenation.
fn stringify_desc(parts: &[OpId]) -> &'static str {
    if parts.len() == 1 {
        "string"
    } else {
        "concatenation (.) or string"
    }
}
