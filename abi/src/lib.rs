//! The one place that defines what compiled code knows about the runtime's memory:
//! the scalar head (`Sv`), the execution context (`Ctx`), their field offsets and the
//! flag bits. The compiler emits loads and stores at these offsets (inline constructors,
//! flag tests, the signal poll); the runtime uses the same structs. Nothing else about the
//! runtime's insides is visible to compiled code.
//!
//! `pattern` is the other thing both sides share: perl's pattern syntax where PCRE2 reads
//! it differently (the compiler reports perl's warnings about a pattern, the runtime
//! rewrites it for PCRE2). `inc` is perl's text for a file missing from @INC.
#![no_std]

extern crate alloc;

pub mod api;
pub mod builtins;
pub mod codes;
pub mod core_protos;
pub mod errno_names;
pub mod inc;
pub mod pattern;
pub mod tr_list;
pub mod vutil;

pub use builtins::{Builtin, BuiltinEntry, BuiltinLib, UtilFunc, XsConst, XsSub, XS_BOOT_CONSTS};

/// A scalar head. Every Perl value (scalar, array, hash, code) is one of these, handed out
/// from arenas through the free list in `Ctx::sv_free`, and refcounted. 40 bytes.
///
/// Scalars keep their IV and NV slots side by side (perl's `sv_any` body, flattened), so a
/// value can be a number and a string at once, as perl's dual values are. A free head keeps
/// `pv` null and the NV slot zero, and links to the next free head through `iv`.
///
/// The NV slot doubles as the body pointer (`any()`) of the heads that never hold an NV:
/// aggregates and code (`SVT_PVAV`, `SVT_PVHV`, `SVT_PVCV`), compiled patterns
/// (`SVT_REGEXP`), references (`SVF_ROK`: the referent) and deferred elements
/// (`SVF_DEFELEM`). The string buffer's capacity lives in the word before `pv[0]` (see
/// `pv_cap`), as perl keeps SvLEN in the body rather than the head.
#[repr(C)]
pub struct Sv {
    pub refcnt: u32,
    pub flags: u32,
    /// IV or UV (see `SVF_ISUV`); on a free head, the next free head.
    pub iv: i64,
    /// NV, or the body pointer (see `any`).
    pub nv: f64,
    /// String buffer, or null. The `usize` just before `pv[0]` is the buffer's capacity:
    /// an owned buffer (made by the runtime) has a non-zero capacity; static data in the
    /// compiled object (a literal) has 0 there and is copied before the first write.
    pub pv: *mut u8,
    pub cur: usize,
}

impl Sv {
    /// Body of an aggregate, code value or compiled pattern, the referent of a reference,
    /// or a deferred element's record: stored in the NV slot, which these never use.
    #[inline(always)]
    pub fn any(&self) -> *mut u8 {
        self.nv.to_bits() as usize as *mut u8
    }

    #[inline(always)]
    pub fn set_any(&mut self, p: *mut u8) {
        self.nv = f64::from_bits(p as usize as u64);
    }

    /// Capacity of the string buffer: 0 when there is none or it is borrowed static data.
    #[inline(always)]
    pub fn pv_cap(&self) -> usize {
        if self.pv.is_null() {
            return 0;
        }
        // SAFETY: every non-null `pv` points just past a `usize` capacity header: buffers
        // made by the runtime's `alloc_pv`, and constant strings the compiler emits with a
        // zero header (`PV_HEADER` bytes before the first byte, 8-aligned).
        unsafe { *(self.pv as *const usize).sub(1) }
    }
}

/// Bytes before `pv[0]`: the capacity word.
pub const PV_HEADER: usize = core::mem::size_of::<usize>();

pub const SV_SIZE: usize = core::mem::size_of::<Sv>();
pub const SV_REFCNT: i32 = 0;
pub const SV_FLAGS: i32 = 4;
pub const SV_IV: i32 = 8;
pub const SV_NV: i32 = 16;
pub const SV_PV: i32 = 24;
pub const SV_CUR: i32 = 32;

// Value flags (low 16 bits), named after perl's SVf_* bits.
/// The IV slot holds the exact numeric value.
pub const SVF_IOK: u32 = 0x0001;
/// The NV slot holds the numeric value.
pub const SVF_NOK: u32 = 0x0002;
/// The string buffer holds the string value.
pub const SVF_POK: u32 = 0x0004;
/// The value is a reference; `any` points at the referent head.
pub const SVF_ROK: u32 = 0x0008;
/// The IV slot is to be read as unsigned (only set with IOK, for values above IV_MAX).
pub const SVF_ISUV: u32 = 0x0010;
/// The string is UTF-8 encoded characters rather than bytes.
pub const SVF_UTF8: u32 = 0x0020;
/// Writes die with "Modification of a read-only value attempted".
pub const SVF_READONLY: u32 = 0x0040;
/// Immortal (sv_undef, sv_yes, sv_no): refcount operations never free it.
pub const SVF_IMMORTAL: u32 = 0x0080;
/// Private flags: the value has been used as an integer / number before (perl's pIOK/pNOK).
/// Bitwise operators use them to decide between numeric and string semantics.
pub const SVP_IOK: u32 = 0x0100;
pub const SVP_NOK: u32 = 0x0200;

/// Mask of the value flags that say which slots are valid.
pub const SVF_OK_MASK: u32 = SVF_IOK | SVF_NOK | SVF_POK | SVF_ROK;

// Types (high bits), named after perl's svtype.
pub const SVT_SHIFT: u32 = 24;
pub const SVT_MASK: u32 = 0xff << SVT_SHIFT;
/// A plain scalar (undef when no OK flag is set).
pub const SVT_SCALAR: u32 = 0;
pub const SVT_PVAV: u32 = 1 << SVT_SHIFT;
pub const SVT_PVHV: u32 = 2 << SVT_SHIFT;
pub const SVT_PVCV: u32 = 3 << SVT_SHIFT;
/// A compiled regular expression (the referent of a `qr//` object); `any` is the
/// runtime's compiled pattern, the string buffer its `(?^flags:...)` form.
pub const SVT_REGEXP: u32 = 4 << SVT_SHIFT;
/// A glob holding an I/O handle (the referent of `open(my $fh, ...)`'s reference, or a
/// bareword handle's); `any` is the runtime's handle number plus one.
pub const SVT_PVGV: u32 = 5 << SVT_SHIFT;
/// A head on the free list.
pub const SVT_FREED: u32 = 0xff << SVT_SHIFT;

/// The execution context: the first parameter of every compiled function and every runtime
/// entry point. The fields compiled code touches sit at fixed offsets at the front; the
/// runtime's own state hangs off `interp`.
#[repr(C)]
pub struct Ctx {
    /// Head of the free list of scalar heads (null when the arena must grow).
    pub sv_free: *mut Sv,
    /// Non-zero when a signal arrived and its Perl handler has not run yet. Written by the
    /// C signal handler; compiled code polls it on loop back-edges and block exits.
    pub sig_pending: u32,
    /// Line of the statement being run (perl's PL_curcop), for `at FILE line N.`; set at
    /// every statement start and after every sub call.
    pub curline: u32,
    /// Temporaries (mortals) stack: `tmps[0..tmps_ix]` are freed by FREETMPS down to
    /// `tmps_floor`.
    pub tmps: *mut *mut Sv,
    pub tmps_ix: usize,
    pub tmps_floor: usize,
    pub tmps_max: usize,
    /// Argument stack for list-context values.
    pub stack: *mut *mut Sv,
    pub sp: usize,
    pub stack_max: usize,
    /// The immortals.
    pub sv_undef: *mut Sv,
    pub sv_yes: *mut Sv,
    pub sv_no: *mut Sv,
    /// What a statement's FREETMPS check compares `tmps_ix` with (signed): `tmps_floor`,
    /// or -1 while a signal waits, so that the check that frees the temporaries is also
    /// the signal poll (perl's nextstate does FREETMPS and PERL_ASYNC_CHECK together).
    /// The C signal handler sets it to -1 after raising `sig_pending`; every write of
    /// `tmps_floor` writes it too, then looks at `sig_pending` again (see
    /// docs/decisions/signal-polls.md).
    pub tmps_gate: isize,
    /// The variables an op's operand names refer to (see "Operand names"), stored by
    /// compiled code just before a call whose `info` needs them.
    pub uninit_vars: [*mut u8; UNINIT_VARS],
    /// Runtime-private interpreter state.
    pub interp: *mut u8,
    /// The main program's pad cells and which of them are its own (the mask of
    /// `sub_enter`), stored by the program as it starts, for `exit` and an uncaught `die`
    /// to release (a store rather than a call: a call there perturbed register
    /// allocation in the whole program).
    pub main_pad: *mut *mut Sv,
    pub main_mask: *const u8,
    /// The running statement's compile-time state for `caller(N)`'s hints, warning bits
    /// and hint hash: an index into the program's table (`camelift_set_cops`), stored
    /// beside `curline` only by programs that read them (`u32::MAX`: none known).
    pub cop: u32,
}

/// How many variables an op's operand names can refer to.
pub const UNINIT_VARS: usize = 8;

pub const CTX_SV_FREE: i32 = 0;
pub const CTX_SIG_PENDING: i32 = 8;
pub const CTX_CURLINE: i32 = 12;
pub const CTX_TMPS: i32 = 16;
pub const CTX_TMPS_IX: i32 = 24;
pub const CTX_TMPS_FLOOR: i32 = 32;
pub const CTX_TMPS_MAX: i32 = 40;
pub const CTX_STACK: i32 = 48;
pub const CTX_SP: i32 = 56;
pub const CTX_STACK_MAX: i32 = 64;
pub const CTX_SV_UNDEF: i32 = 72;
pub const CTX_SV_YES: i32 = 80;
pub const CTX_SV_NO: i32 = 88;
pub const CTX_TMPS_GATE: i32 = 96;
pub const CTX_UNINIT_VARS: i32 = 104;
pub const CTX_MAIN_PAD: i32 = 176;
pub const CTX_MAIN_MASK: i32 = 184;
pub const CTX_COP: i32 = 192;

/// Bit of `Ctx::curline` set when `use warnings` is in effect for the current statement
/// (every category but the two below, which have bits of their own).
pub const CURLINE_WARN: u32 = 1 << 31;
/// The `uninitialized` warnings category is on.
pub const CURLINE_WARN_UNINIT: u32 = 1 << 30;
/// The `numeric` warnings category is on.
pub const CURLINE_WARN_NUMERIC: u32 = 1 << 29;
/// A pragma switched the `utf8` warnings category off (`no warnings`, `no warnings
/// 'utf8'`): its default-on warnings ("Wide character in print") are silent.
pub const CURLINE_NO_UTF8_WARN: u32 = 1 << 19;
/// The line number part of `Ctx::curline` (a source file has at most 2^19 - 1 lines).
pub const CURLINE_LINE_MASK: u32 = (1 << 19) - 1;
/// Where the statement's package (perl's CopSTASH) sits in `Ctx::curline`: an index into
/// the program's package table (`camelift_set_packages`), read by `caller` and Carp.
pub const CURLINE_PKG_SHIFT: u32 = 20;
/// How many packages the index can name.
pub const CURLINE_PKG_MAX: u32 = 1 << 9;

/// The values of `${^GLOBAL_PHASE}` compiled code sets (`camelift_set_phase`), after the
/// BEGIN-time statements: CHECK blocks, then INIT blocks, then the program.
pub const PHASE_CHECK: i64 = 1;
pub const PHASE_INIT: i64 = 2;
pub const PHASE_RUN: i64 = 3;

/// The place `vec(EXPR, OFFSET, BITS)` names when it is assigned to (perl's PVLV of type
/// `v`): the offset and width as pp_vec converted them, once, and an offset out of range
/// (whose error perl defers until the place is written). Compiled code keeps it in a
/// stack slot of its own from `vec_lvalue` to the `vec_fetch`/`vec_store` calls of the
/// same assignment; the target scalar travels beside it.
#[repr(C)]
pub struct VecLv {
    pub offset: usize,
    /// BITS as an IV (perl's `POPi`); truncated to a C `int` where it is used.
    pub bits: i64,
    /// `LVF_NEG_OFF`, `LVF_OUT_OF_RANGE` or 0.
    pub errflags: u32,
}
pub const VEC_LV_SIZE: u32 = 24;
/// `VecLv::errflags`: the offset was negative (perl's LVf_NEG_OFF)...
pub const LVF_NEG_OFF: u32 = 1;
/// ... or an unsigned value past IV_MAX (LVf_OUT_OF_RANGE).
pub const LVF_OUT_OF_RANGE: u32 = 2;
const _: () = assert!(core::mem::size_of::<VecLv>() == VEC_LV_SIZE as usize);

/// How `camelift_require` loads a file: `require`, `use` (at BEGIN time), `do FILE`.
pub const LOAD_REQUIRE: i32 = 0;
pub const LOAD_USE: i32 = 1;
pub const LOAD_DO: i32 = 2;

/// A glob: the package-variable slots of one name (`*main::x`). Compiled code caches glob
/// pointers and loads the scalar slot directly; the slots are created on first use.
#[repr(C)]
pub struct Gv {
    pub sv: *mut Sv,
    pub av: *mut Sv,
    pub hv: *mut Sv,
    pub cv: *mut Sv,
    /// Which of the array and hash slots perl would have made by now (`GV_MADE_AV`,
    /// `GV_MADE_HV`): perl makes a glob's array when `@name` is compiled, dereferenced by
    /// name or assigned through the glob, and `*name{ARRAY}` is undef before (ours are
    /// always there, empty).
    pub made: u32,
}
pub const GV_MADE_AV: u32 = 1;
pub const GV_MADE_HV: u32 = 2;
pub const GV_SV: i32 = 0;
pub const GV_AV: i32 = 8;
pub const GV_HV: i32 = 16;
pub const GV_CV: i32 = 24;

// ---- Operand names ---------------------------------------------------------------------
//
// An op that can warn passes the runtime its description (`info`): a NUL-terminated
// string in the program's read-only data, read only when a warning fires:
//
//   info    = desc [INFO_EXACT "m"] { INFO_OPERAND operand }
//   operand = ""                       an operand perl does not name
//           | "=" operand              the left operand of `+= -= .=` (never warned about)
//           | NAME                     a scalar, e.g. `$x`, `$1`
//           | INFO_ENTRY "k"           a defined constant (not counted as an operand)
//           | INFO_ENTRY "s" F NAME F src        a scalar and the variable itself
//           | INFO_ENTRY "e" F AGG F src F sub   an element of `AGG` (`@a` or `%h`)
//           | INFO_ENTRY "a" F AGG F src         an array or hash flattened into a list
//           | INFO_ENTRY "l" F AGG F src         a slice of one (`@a[...]`, `@h{...}`)
//   sub     = "c" INDEX | "k" HEX-OF-KEY-BYTES | "v" src (a scalar variable) | "x" (other)
//   src     = "" | INFO_SLOT ("#" | "*") N     `Ctx::uninit_vars[N]`: the value | its glob
//   (F is INFO_FIELD)
//
// INFO_EXACT marks ops whose operands perl names only when they are the undefined value
// itself (print, printf). When operands have a `src`, compiled code stores the variables
// in `Ctx::uninit_vars` just before the op's call (in its slow block when it has an inline
// fast path); N past UNINIT_VARS is never stored and names nothing.
pub const INFO_OPERAND: u8 = 1;
pub const INFO_ENTRY: u8 = 2;
pub const INFO_FIELD: u8 = 3;
pub const INFO_EXACT: u8 = 4;
pub const INFO_SLOT: u8 = 5;

/// Calling context of a sub call, as perl's G_VOID / G_SCALAR / G_LIST.
pub const G_VOID: i64 = 0;
pub const G_SCALAR: i64 = 1;
pub const G_LIST: i64 = 2;
/// With the context of `io_readline`: the read is `<<>>` (the ARGV loop opens each file
/// with a 3-argument `open`, so `-` and `cmd |` are file names).
pub const READLINE_DOUBLE: i32 = 0x100;
/// With the context of `io_readline` of ARGV: `inplace` warnings are off (no "Can't open").
pub const READLINE_QUIET: i32 = 0x200;

// The offsets above are checked against the struct layout at compile time.
const _: () = {
    assert!(core::mem::offset_of!(Sv, refcnt) == SV_REFCNT as usize);
    assert!(core::mem::offset_of!(Sv, flags) == SV_FLAGS as usize);
    assert!(core::mem::offset_of!(Sv, iv) == SV_IV as usize);
    assert!(core::mem::offset_of!(Sv, nv) == SV_NV as usize);
    assert!(core::mem::offset_of!(Sv, pv) == SV_PV as usize);
    assert!(core::mem::offset_of!(Sv, cur) == SV_CUR as usize);
    assert!(core::mem::size_of::<Sv>() == 40);
    assert!(core::mem::offset_of!(Ctx, sv_free) == CTX_SV_FREE as usize);
    assert!(core::mem::offset_of!(Ctx, main_pad) == CTX_MAIN_PAD as usize);
    assert!(core::mem::offset_of!(Ctx, main_mask) == CTX_MAIN_MASK as usize);
    assert!(core::mem::offset_of!(Ctx, cop) == CTX_COP as usize);
    assert!(core::mem::offset_of!(Ctx, sig_pending) == CTX_SIG_PENDING as usize);
    assert!(core::mem::offset_of!(Ctx, curline) == CTX_CURLINE as usize);
    assert!(core::mem::offset_of!(Ctx, tmps) == CTX_TMPS as usize);
    assert!(core::mem::offset_of!(Ctx, tmps_ix) == CTX_TMPS_IX as usize);
    assert!(core::mem::offset_of!(Ctx, tmps_floor) == CTX_TMPS_FLOOR as usize);
    assert!(core::mem::offset_of!(Ctx, tmps_max) == CTX_TMPS_MAX as usize);
    assert!(core::mem::offset_of!(Ctx, stack) == CTX_STACK as usize);
    assert!(core::mem::offset_of!(Ctx, sp) == CTX_SP as usize);
    assert!(core::mem::offset_of!(Ctx, stack_max) == CTX_STACK_MAX as usize);
    assert!(core::mem::offset_of!(Ctx, sv_undef) == CTX_SV_UNDEF as usize);
    assert!(core::mem::offset_of!(Ctx, sv_yes) == CTX_SV_YES as usize);
    assert!(core::mem::offset_of!(Ctx, sv_no) == CTX_SV_NO as usize);
    assert!(core::mem::offset_of!(Ctx, tmps_gate) == CTX_TMPS_GATE as usize);
    assert!(core::mem::offset_of!(Ctx, uninit_vars) == CTX_UNINIT_VARS as usize);
};

/// Name of the compiled program's entry point, called by the runtime's `main`.
pub const ENTRY_SYMBOL: &str = "camelift_program_main";

/// The environment variable naming the file a program run at compile time writes its
/// report to (the compiler's `engine`, the runtime's `core/begin.rs`).
pub const BEGIN_REPORT_ENV: &str = "CAMELIFT_BEGIN_REPORT";
/// The exit status of a compile-time run that stopped at what the compiler must compile
/// in first: a `require` of a file in @INC (its report `need\tKEY`) or an `eval` of a
/// library text (`needeval\tPACKAGE\tTEXT`, both in hex).
pub const BEGIN_NEEDS_STATUS: i32 = 3;

/// `$^H`'s bits that `overload::constant` sets (perl's HINT_NEW_INTEGER, _FLOAT,
/// _BINARY, _STRING, _RE), by kind for the first three.
pub const HINT_NEW_NUMBERS: [i64; 3] = [0x1000, 0x2000, 0x4000];
pub const HINT_NEW_STRING: i64 = 0x8000;
pub const HINT_NEW_RE: i64 = 0x10000;
pub const HINT_NEW_ALL: i64 = 0x1f000;

/// The kinds of numeric literal `overload::constant` has handlers for (its keys
/// `integer`, `float`, `binary`), as the compiler's `OpKind::ConstObj` and the runtime's
/// core/constant.rs number them.
pub const CONST_OVERLOAD_INTEGER: u8 = 0;
pub const CONST_OVERLOAD_FLOAT: u8 = 1;
pub const CONST_OVERLOAD_BINARY: u8 = 2;

/// Appends one `%^H` entry to the encoding `camelift_hint_hash_set` reads: the key's
/// length (u32 LE) and bytes, then 0 for undef or 1, the value's length and bytes.
pub fn hint_hash_entry(out: &mut alloc::vec::Vec<u8>, key: &[u8], value: Option<&[u8]>) {
    out.extend_from_slice(&(key.len() as u32).to_le_bytes());
    out.extend_from_slice(key);
    match value {
        None => out.push(0),
        Some(v) => {
            out.push(1);
            out.extend_from_slice(&(v.len() as u32).to_le_bytes());
            out.extend_from_slice(v);
        }
    }
}

/// The entries `hint_hash_entry` wrote (a malformed tail is ignored).
pub fn hint_hash_entries(mut b: &[u8]) -> alloc::vec::Vec<(&[u8], Option<&[u8]>)> {
    fn take<'a>(b: &mut &'a [u8], n: usize) -> Option<&'a [u8]> {
        let (head, rest) = (b.get(..n)?, b.get(n..)?);
        *b = rest;
        Some(head)
    }
    fn len(b: &mut &[u8]) -> Option<usize> {
        let n = take(b, 4)?;
        Some(u32::from_le_bytes([n[0], n[1], n[2], n[3]]) as usize)
    }
    let mut out = alloc::vec::Vec::new();
    while !b.is_empty() {
        let Some(entry) = (|| {
            let n = len(&mut b)?;
            let key = take(&mut b, n)?;
            let defined = take(&mut b, 1)?[0] != 0;
            let value = if defined {
                let n = len(&mut b)?;
                Some(take(&mut b, n)?)
            } else {
                None
            };
            Some((key, value))
        })() else {
            break;
        };
        out.push(entry);
    }
    out
}

/// Private flag on a pad scalar that a named sub captured: the first `my` that runs uses
/// it as it is (perl's SvPADSTALE); later runs get a fresh scalar.
pub const SVF_PADSTALE: u32 = 0x0400;

/// A stand-in for an array or hash element that does not exist yet, passed to a sub
/// (perl's PVLV "defelem"): the element is created only if the sub assigns to it.
/// `any` points at the runtime's record of the container and key. Inline fast paths that
/// write a scalar must take the slow path for it.
pub const SVF_DEFELEM: u32 = 0x0800;

/// The scalar has a `pos()` recorded (perl's pos magic): any write clears it, so inline
/// fast paths that write a scalar must take the slow path for it.
pub const SVF_POSMG: u32 = 0x1000;

/// The value is blessed (the referent of an object): its class is in the runtime's side
/// table keyed by the head's address (obj.rs, docs/decisions/blessed-referents.md).
pub const SVF_BLESSED: u32 = 0x2000;

/// On an array: it is some package's `@ISA`, whose changes invalidate method caches.
pub const SVF_ISA: u32 = 0x4000;

/// On a string scalar: it is a typeglob as a value (`*main::x`, perl's glob copy), its
/// string the glob's full name with the `*`. Dereferences (`*$g`, `$$g`, `\&{*$g}`)
/// reach that glob by name, also under `strict refs`; `ref \$g` is `GLOB`
/// (docs/decisions/glob-values.md).
pub const SVF_FAKEGV: u32 = 0x8000;

/// On a string scalar: perl's v-string magic (`v1.22.333`, `5.36.0`): the literal's text
/// is in the runtime's side table keyed by the head's address (sv.rs `vstring_text`). A
/// copy (`sv_setsv`) carries it; any write drops it, so inline fast paths that write a
/// scalar clear it with the flags they store (docs/decisions/vstrings-and-versions.md).
pub const SVF_VSTRING: u32 = 0x1_0000;
/// With `SVF_DEFELEM`: set magic (perl's `mg_set`): after each write the runtime's
/// magic.rs runs what `Interp::set_magic` has for this head (a tied hash element's STORE,
/// `$|` made 0 or 1, `$?` made an integer, an lvalue `substr` put back). It holds a value
/// of its own (the NV slot is the value's, not a body pointer); DEFELEM sends every
/// write to the runtime.
pub const SVF_SETMAGIC: u32 = 0x2_0000;

/// On a reference: it is weak (`Scalar::Util::weaken`): it holds no count on its
/// referent, which lists it among its back-references (core/weak.rs).
pub const SVF_WEAKREF: u32 = 0x40_0000;

/// On any value: weak references point at it; freeing it makes them undef (core/weak.rs).
pub const SVF_BACKREF: u32 = 0x80_0000;

/// On a glob head (`SVT_PVGV`): it is the handle of a glob as a value of its own
/// (`*STDOUT{IO}`, perl's IO object, blessed into IO::File): `any` is the handle's number
/// as on the glob's head, and `iv` holds a counted pointer to that head, so the handle
/// stays open while the IO value lives and freeing it closes nothing (io/file.rs).
pub const SVF_IOVIEW: u32 = 0x4_0000;

// Regex op flags, shared by the compiler and the runtime's `re` entry points.
pub const RXF_I: u32 = 1;
pub const RXF_M: u32 = 2;
pub const RXF_S: u32 = 4;
pub const RXF_X: u32 = 8;
pub const RXF_XX: u32 = 16;
pub const RXF_N: u32 = 32;
/// The character-set modifiers (perlre "Character set modifiers"): `/u` (or the
/// `unicode_strings` feature where the op was compiled), `/a`, `/aa`, `/l`; none is `/d`.
pub const RXF_CS_U: u32 = 1 << 15;
pub const RXF_CS_A: u32 = 1 << 16;
pub const RXF_CS_AA: u32 = 1 << 17;
pub const RXF_CS_L: u32 = 1 << 18;
pub const RXF_CHARSET: u32 = RXF_CS_U | RXF_CS_A | RXF_CS_AA | RXF_CS_L;
/// The flags that change how a pattern compiles.
pub const RXF_COMPILE_MASK: u32 = RXF_I | RXF_M | RXF_S | RXF_X | RXF_XX | RXF_N | RXF_CHARSET;
pub const RXF_G: u32 = 64;
pub const RXF_C: u32 = 128;
pub const RXF_O: u32 = 256;
pub const RXF_E: u32 = 512;
pub const RXF_R: u32 = 1024;
/// `split ' '` (awk mode: leading whitespace skipped, fields separated by runs of it).
pub const RXF_SPLIT_AWK: u32 = 2048;
/// `split` (the empty pattern is not "the last successful pattern" there).
pub const RXF_SPLIT: u32 = 4096;
/// `split EXPR` with a pattern that is not a literal: a value of one space is awk mode.
pub const RXF_SPLIT_EXPR: u32 = 8192;
/// `m?PAT?`: matches once, then fails until `reset` (perl's PMf_ONCE).
pub const RXF_ONCE: u32 = 16384;
// tr/// flags.
pub const TRF_C: u32 = 1;
pub const TRF_D: u32 = 2;
pub const TRF_S: u32 = 4;
pub const TRF_R: u32 = 8;

/// The keys of `use overload` the runtime does not call yet: the compiler refuses a
/// class that has one when its `use overload` runs at BEGIN time, and the runtime stops
/// where it builds such a class's table (runtime/src/core/amagic.rs).
pub const OVERLOAD_NOT_YET: &[&str] = &[
    "&.=", "|.=", "^.=", "!", "qr", "<>", "-X", "${}", "@{}", "%{}", "&{}", "*{}", "~~",
];

/// How the names of `eval_text_sub_name` begin (the compile-time engine takes every such
/// sub as one a run can call: src/engine/reach.rs).
pub const EVAL_TEXT_SUB_PREFIX: &str = "camelift::evaltext::t";

/// The name of the sub the compiler makes of a library string `text` for an `eval EXPR`
/// in `package` (src/parse/word.rs `compile_eval_texts`), which the runtime's
/// `camelift_eval_numeric` looks up by the same name.
pub fn eval_text_sub_name(package: &[u8], text: &[u8]) -> alloc::string::String {
    use core::fmt::Write;
    let mut name = alloc::string::String::from(EVAL_TEXT_SUB_PREFIX);
    for b in package.iter().chain(b"\0").chain(text) {
        let _ = write!(name, "{b:02x}");
    }
    name
}
