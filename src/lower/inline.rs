//! Sequences emitted inline rather than called: the value constructors at known types,
//! refcount decrements, pushes onto the temporaries and argument stacks, FREETMPS, and the
//! signal poll. Each has one cold block calling the single runtime slow path.

use super::fx::Fx;
use super::rt::Rt;
use camelift_abi::*;
use cranelift_codegen::ir::{condcodes::IntCC, types, InstBuilder, MemFlagsData, Value};

/// Plain loads and stores of runtime memory: may alias anything, never trap on our
/// pointers. Deliberately not `readonly`/`can_move`: the poll's flag load must stay in
/// the loop.
pub fn mem() -> MemFlagsData {
    let mut f = MemFlagsData::new();
    f.set_notrap();
    f.set_aligned();
    f
}

/// Loads of memory that never changes while compiled code runs: the context's immortal
/// `sv_undef`/`sv_yes`/`sv_no`, the glob table once the main program filled it. Pure
/// (`readonly` + `notrap` + `can_move`): Cranelift drops them when unused, merges repeats
/// and hoists them out of loops. Never for anything the runtime writes later.
pub fn const_mem() -> MemFlagsData {
    let mut f = mem();
    f.set_readonly();
    f.set_can_move();
    f
}

impl Fx<'_, '_> {
    pub fn load64(&mut self, base: Value, off: i32) -> Value {
        if base == self.ctx && matches!(off, CTX_SV_UNDEF | CTX_SV_YES | CTX_SV_NO) {
            // Set by the runtime before any compiled code runs, never changed.
            return self.b.ins().load(types::I64, const_mem(), base, off);
        }
        self.b.ins().load(types::I64, mem(), base, off)
    }

    pub fn load32(&mut self, base: Value, off: i32) -> Value {
        self.b.ins().load(types::I32, mem(), base, off)
    }

    pub fn store(&mut self, v: Value, base: Value, off: i32) {
        self.b.ins().store(mem(), v, base, off);
    }

    pub fn iconst(&mut self, v: i64) -> Value {
        self.b.ins().iconst(types::I64, v)
    }

    pub fn iconst32(&mut self, v: i64) -> Value {
        self.b.ins().iconst(types::I32, v)
    }

    /// A fresh scalar head: pop `ctx.sv_free`, or call `sv_new_slow` in a cold block when
    /// the free list is empty. The head's fields are not initialised.
    pub fn new_sv_head(&mut self) -> Value {
        if !self.low.opts.inline_new || self.compact {
            return self.call_rt(Rt::SvNewSlow, &[])[0];
        }
        let ctx = self.ctx;
        let head = self.load64(ctx, CTX_SV_FREE);
        let hot = self.b.create_block();
        let cold = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        self.b.ins().brif(head, hot, &[], cold, &[]);
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        let slow = self.call_rt(Rt::SvNewSlow, &[])[0];
        self.b.ins().jump(done, &[slow.into()]);
        self.b.switch_to_block(hot);
        let next = self.load64(head, SV_IV);
        self.store(next, ctx, CTX_SV_FREE);
        self.b.ins().jump(done, &[head.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// A new mortal integer: the inline constructor (head from the free list, IV body).
    pub fn new_mortal_iv(&mut self, v: Value) -> Value {
        self.note("inline constructor (IV): pop ctx.sv_free, init head, mortalize".into());
        let sv = self.new_sv_head();
        let one = self.iconst32(1);
        self.store(one, sv, SV_REFCNT);
        let flags = self.iconst32((SVF_IOK | SVP_IOK) as i64);
        self.store(flags, sv, SV_FLAGS);
        self.store(v, sv, SV_IV);
        self.mortalize(sv);
        sv
    }

    /// A new mortal float.
    pub fn new_mortal_nv(&mut self, v: Value) -> Value {
        self.note("inline constructor (NV): pop ctx.sv_free, init head, mortalize".into());
        let sv = self.new_sv_head();
        let one = self.iconst32(1);
        self.store(one, sv, SV_REFCNT);
        let flags = self.iconst32((SVF_NOK | SVP_NOK) as i64);
        self.store(flags, sv, SV_FLAGS);
        self.store(v, sv, SV_NV);
        self.mortalize(sv);
        sv
    }

    /// Pushes `sv` onto the temporaries stack (perl's sv_2mortal): freed at the next
    /// statement boundary.
    pub fn mortalize(&mut self, sv: Value) {
        let ctx = self.ctx;
        let ix = self.load64(ctx, CTX_TMPS_IX);
        let max = self.load64(ctx, CTX_TMPS_MAX);
        let full = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, ix, max);
        let cold = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(full, cold, &[], cont, &[]);
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        self.call_rt(Rt::TmpsGrow, &[]);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
        let ix = self.load64(ctx, CTX_TMPS_IX);
        let base = self.load64(ctx, CTX_TMPS);
        let off = self.b.ins().ishl_imm_s(ix, 3);
        let addr = self.b.ins().iadd(base, off);
        self.store(sv, addr, 0);
        let ix1 = self.b.ins().iadd_imm_s(ix, 1);
        self.store(ix1, ctx, CTX_TMPS_IX);
    }

    /// FREETMPS: frees the temporaries of the previous statement, if any. With folded
    /// polls it is also the signal poll: it compares with `ctx.tmps_gate`, which is the
    /// floor, or -1 while a signal waits (perl's nextstate: FREETMPS, PERL_ASYNC_CHECK).
    pub fn free_tmps(&mut self) {
        let ctx = self.ctx;
        let ix = self.load64(ctx, CTX_TMPS_IX);
        let (any, slow) = if self.low.opts.polls == super::PollMode::Folded {
            let gate = self.load64(ctx, CTX_TMPS_GATE);
            let any = self.b.ins().icmp(IntCC::SignedGreaterThan, ix, gate);
            (any, Rt::FreeTmpsAndPoll)
        } else {
            let floor = self.load64(ctx, CTX_TMPS_FLOOR);
            let any = self.b.ins().icmp(IntCC::UnsignedGreaterThan, ix, floor);
            (any, Rt::FreeTmps)
        };
        let cold = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(any, cold, &[], cont, &[]);
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        self.call_rt(slow, &[]);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// SAVETMPS and its restores. With folded polls the gate follows the floor, and is
    /// lowered again when a signal is waiting (it may have lowered the gate just before
    /// this store).
    pub fn set_tmps_floor(&mut self, floor: Value) {
        let ctx = self.ctx;
        self.store(floor, ctx, CTX_TMPS_FLOOR);
        if self.low.opts.polls != super::PollMode::Folded {
            return;
        }
        self.store(floor, ctx, CTX_TMPS_GATE);
        self.when_signal_pending(|fx| {
            let lowered = fx.iconst(-1);
            fx.store(lowered, ctx, CTX_TMPS_GATE);
        });
    }

    /// Loads `ctx.sig_pending` and runs `cold` in a cold block when it is set.
    fn when_signal_pending(&mut self, cold: impl FnOnce(&mut Self)) {
        let flag = self.load32(self.ctx, CTX_SIG_PENDING);
        // An explicit compare with zero lets the x64 backend fold the load into it
        // (`cmpl $0, 8(ctx)`; a bare `brif` on the loaded value loads and tests).
        let set = self.b.ins().icmp_imm_s(IntCC::NotEqual, flag, 0);
        let cold_b = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(set, cold_b, &[], cont, &[]);
        self.b.set_cold_block(cold_b);
        self.b.switch_to_block(cold_b);
        cold(self);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// The poll at a block, eval or sub exit: none with folded polls, where the next
    /// statement's check is a poll (and every sub body starts with a statement).
    pub fn exit_poll(&mut self, why: &str) {
        if self.low.opts.polls != super::PollMode::Folded {
            self.poll(why);
        }
    }

    /// The FREETMPS check and signal poll of a loop's back-edge: with folded polls the
    /// check is the poll.
    pub fn back_edge(&mut self, why: &str) {
        if self.low.opts.polls == super::PollMode::Folded {
            self.note(format!(
                "signal poll ({why}): folded into FREETMPS, tmps_ix > ctx.tmps_gate"
            ));
            self.free_tmps();
        } else {
            self.free_tmps();
            self.poll(why);
        }
    }

    /// The explicit safe-signal poll: load the pending flag, branch to a cold block that
    /// runs the Perl-level handlers (where no FREETMPS check is folded with it).
    pub fn poll(&mut self, why: &str) {
        if self.low.opts.polls == super::PollMode::None {
            return;
        }
        self.note(format!(
            "signal poll ({why}): load ctx.sig_pending, cold call when set"
        ));
        self.when_signal_pending(|fx| {
            fx.call_rt(Rt::SigDispatch, &[]);
        });
    }

    /// Pushes `sv` onto the argument stack.
    pub fn push_stack(&mut self, sv: Value) {
        let ctx = self.ctx;
        let sp = self.load64(ctx, CTX_SP);
        let max = self.load64(ctx, CTX_STACK_MAX);
        let full = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, sp, max);
        let cold = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(full, cold, &[], cont, &[]);
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        self.call_rt(Rt::StackGrow, &[]);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
        let sp = self.load64(ctx, CTX_SP);
        let base = self.load64(ctx, CTX_STACK);
        let off = self.b.ins().ishl_imm_s(sp, 3);
        let addr = self.b.ins().iadd(base, off);
        self.store(sv, addr, 0);
        let sp1 = self.b.ins().iadd_imm_s(sp, 1);
        self.store(sp1, ctx, CTX_SP);
    }

    /// The current stack pointer (a mark).
    pub fn mark(&mut self) -> Value {
        let ctx = self.ctx;
        self.load64(ctx, CTX_SP)
    }

    pub fn set_sp(&mut self, v: Value) {
        let ctx = self.ctx;
        self.store(v, ctx, CTX_SP);
    }

    /// `stack[i]`.
    pub fn stack_at(&mut self, i: Value) -> Value {
        let ctx = self.ctx;
        let base = self.load64(ctx, CTX_STACK);
        let off = self.b.ins().ishl_imm_s(i, 3);
        let addr = self.b.ins().iadd(base, off);
        self.load64(addr, 0)
    }

    /// Drops one reference; frees the value when it was the last (SvREFCNT_dec).
    pub fn sv_dec(&mut self, sv: Value) {
        let rc = self.load32(sv, SV_REFCNT);
        let last = self.b.ins().icmp_imm_s(IntCC::Equal, rc, 1);
        let cold = self.b.create_block();
        let hot = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(last, cold, &[], hot, &[]);
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        self.call_rt(Rt::SvFree, &[sv]);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(hot);
        let rc1 = self.b.ins().iadd_imm_s(rc, -1);
        self.store(rc1, sv, SV_REFCNT);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// Tests flag bits of an SV: returns a non-zero i32 when all of `bits` are set and
    /// none of `clear` are.
    pub fn flags_are(&mut self, sv: Value, bits: u32, clear: u32) -> Value {
        let f = self.load32(sv, SV_FLAGS);
        let m = self.b.ins().band_imm_s(f, (bits | clear) as i64);
        self.b.ins().icmp_imm_s(IntCC::Equal, m, bits as i64)
    }
}
