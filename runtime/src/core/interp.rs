//! The interpreter state behind `Ctx::interp` (perl's interpreter struct), its start-up
//! (`new_ctx`), and globs and stashes. The stack is in stack.rs, the call protocol in
//! call.rs, `eval` in eval.rs, `die`/`warn` in diag.rs, the process entry in sys/main.rs.

use crate::core::call::shared_cv;
use crate::core::num::Num;
use crate::core::perlio::Out;
use crate::core::sv::{self, ctx, sv};
use camelift_abi::*;
use std::collections::HashMap;
use std::ptr;

pub struct Interp {
    /// The script's name as given at compile time (perl's `at FILE line N.`).
    pub file: Vec<u8>,
    /// The name the executable was started by (`argv[0]`), which is `$0` (None: none
    /// was given, and `$0` is the script's name).
    pub argv0: Option<Vec<u8>>,
    pub stash: HashMap<Vec<u8>, *mut Gv>,
    /// Each active sub call (perl's CXt_SUB contexts).
    pub frames: Vec<Frame>,
    /// The places `Ctx::curline` refers to (`camelift_set_packages`): each statement's
    /// package and file, as perl's COP holds them.
    pub places: Vec<(Vec<u8>, Vec<u8>)>,
    /// Which places are under `no overloading` (caller.rs `no_amagic_here`).
    pub places_no_amagic: Vec<bool>,
    /// The statements' compile-time states `caller(N)` reports (`camelift_set_cops`), by
    /// `Ctx::cop`; None when the program cannot read them.
    pub cops: Option<Vec<Option<crate::core::caller::CopState>>>,
    /// Carp shows a frame's arguments as perl's @DB::args does, including those shifted
    /// off @_ since the call: in a program that uses Carp, `shift @_` keeps each one here
    /// (with a reference) with the depth of its frame (`Interp::frames.len()`) until the
    /// call returns (`camelift_av_shift_args`).
    pub shifted_args: Vec<(usize, *mut Sv)>,
    /// While croak/carp/confess/cluck runs a `__DIE__`/`__WARN__` hook: 1 + the index in
    /// `frames` the hook's call gets (in perl it is called from inside Carp.pm); else 0.
    pub carp_hook_frame: usize,
    /// Emptied `@_` arrays of returned calls, kept for the next calls (perl likewise
    /// reuses each depth's @_ instead of making one per call).
    pub args_pool: Vec<*mut Sv>,
    /// Where strings are built before they are copied into a scalar (`sv::with_scratch`).
    pub scratch: Vec<u8>,
    pub stdout: Out,
    pub stderr: Out,
    /// `$|`, `$,`, `$\`, `@_` globs, looked up once.
    pub gv_autoflush: *mut Gv,
    pub gv_ofs: *mut Gv,
    pub gv_ors: *mut Gv,
    pub gv_args: *mut Gv,
    pub gv_sig: *mut Gv,
    /// The captured variables of the closure being called (read by its prologue).
    pub closure_env: *mut *mut Sv,
    /// The CODE head being called through a reference, with `closure_env` (read by the
    /// prologue of a closure that uses `__SUB__`).
    pub running_cv: *mut Sv,
    /// What `local` saved (see scope.rs).
    pub savestack: Vec<crate::core::scope::Save>,
    /// Inside a `__WARN__`/`__DIE__` hook (which does not call itself).
    pub in_hook: bool,
    /// The process is ending (`exit`, the program's end): its calls have been unwound.
    pub exiting: bool,
    /// Heads with set magic being written (magic.rs): the outermost write of each runs
    /// the magic, once.
    pub magic_writes: Vec<*mut Sv>,
    /// Compiled subs defined after a BEGIN-time glob assignment of code to their name
    /// (`camelift_begin_superseded`): the replay of that assignment leaves them, once.
    pub begin_superseded: std::collections::HashSet<Vec<u8>>,
    /// `overload::constant`'s handlers by site (constant.rs), the site `%^H` was last
    /// set to, and the objects of the literals made so far, by number.
    pub const_sites: Vec<[*mut Sv; 3]>,
    pub const_current: i32,
    pub const_objs: HashMap<i32, *mut Sv>,
    /// The set magic of each `SVF_SETMAGIC` head, by address.
    pub set_magic:
        HashMap<usize, crate::core::magic::SetMagic, std::hash::BuildHasherDefault<AddrHasher>>,
    /// The exception a deferring `eval_block` caught, until `eval_err` sets `$@`.
    pub eval_err: *mut Sv,
    /// Named subs by fully qualified name.
    pub subs: HashMap<Vec<u8>, SubFn>,
    /// Names the compiler made other names of a sub it did not compile (an import of a
    /// module's XS sub, `*realpath = \&abs_path`): the name each stands for, looked up
    /// by name when the alias itself has no sub (`defined &IO::File::SEEK_SET`,
    /// Exporter's `\&{"IO::File::SEEK_SET"}` at run time).
    pub sub_aliases: HashMap<Vec<u8>, Vec<u8>>,
    /// The prototypes of subs, by their entry: compiled subs' (`Rt::SetProto`), XS
    /// subs' (their rows), and what `Scalar::Util::set_prototype` set.
    pub protos: HashMap<usize, Vec<u8>>,
    /// The hashes of `%{"Pkg::"}` (a package's symbol table as a hash), with the prefix
    /// of their globs' names (`Pkg::`).
    pub stash_hvs: HashMap<usize, Vec<u8>>,
    /// Every glob name in the order the globs were made, and how far each package's
    /// symbol-table view (`%{"Pkg::"}`, refs.rs) has read it and the sub tables, so a view
    /// is brought up to date with only what is new.
    pub stash_log: Vec<Vec<u8>>,
    pub stash_views: HashMap<Vec<u8>, (usize, usize, usize)>,
    /// How many of `stash_log`'s globs the runtime made for itself as it started, the
    /// globs the compiled program names (its glob table), and those of the table only the
    /// compiler names (`-w`'s `$^W`): the main table's view (stash.rs) lists the first and
    /// the last only when they are among the second.
    pub own_globs: usize,
    /// An eval of a library text compiled ahead (core/eval.rs's `run_text_sub`) is
    /// running: a warning there ends the program (perl's would name `(eval N)`).
    pub in_eval_text: bool,
    pub named_globs: std::collections::HashSet<Vec<u8>>,
    pub own_named: std::collections::HashSet<Vec<u8>>,
    /// Globs a `delete $Pkg::{NAME}` took out of their symbol table (Symbol's gensym):
    /// each lives, with its handle, while the glob value it was made from does (perl's
    /// refcounted GV), so its handle closes when that value goes (`glob_value_freed`).
    pub detached_globs: std::collections::HashSet<Vec<u8>>,
    /// Subs named by a glob assignment at run time (`*name = sub {...}`), a closure's
    /// CV with its captures: found before `subs`.
    pub sub_cvs: HashMap<Vec<u8>, *mut Sv>,
    /// Variables a glob assignment gave a slot (`*{"main::x"} = \$y`), by sigil and
    /// qualified name: imported, as perl's `strict vars` sees them (core/begin.rs).
    pub imported: std::collections::HashSet<Vec<u8>>,
    /// The files compiled in that `require EXPR` can load, by `%INC` key: path and
    /// code (null for one the compiler could not compile: the path is its message).
    pub units: HashMap<Vec<u8>, (Vec<u8>, *mut Sv)>,
    /// END blocks, in definition order (run last first).
    pub end_blocks: Vec<*mut Sv>,
    /// drand48 state (see rand.rs).
    pub rand_state: u64,
    pub rand_seeded: bool,
    /// `pos()` of scalars with SVF_POSMG, by address: byte offset, and whether the match
    /// that set it was empty.
    pub pos: HashMap<usize, (usize, bool), std::hash::BuildHasherDefault<AddrHasher>>,
    /// The weak references to each value that has some, by the value's address (weak.rs).
    pub backrefs: HashMap<usize, Vec<*mut Sv>, std::hash::BuildHasherDefault<AddrHasher>>,
    /// The literal text of v-strings (SVF_VSTRING, perl's v-string magic), by address.
    pub vstrings: HashMap<usize, Box<[u8]>, std::hash::BuildHasherDefault<AddrHasher>>,
    /// Shared CVs of named subs and capture-free anonymous subs, by function address.
    pub cvs: HashMap<usize, *mut Sv>,
    /// Running loops that a `last` in a called sub may leave, evals, and barriers (see
    /// cx.rs).
    pub cxstack: Vec<crate::core::cx::CxEntry>,
    /// The loop exit a catching call just took (`camelift_loop_exit_code`), or -1.
    pub loop_exit: i64,
    /// Where the next sub call's @_ comes from when it is not made of its arguments
    /// (`&name;`, a sort sub, `goto &sub`).
    pub share_args: crate::core::call::Share,
    /// `goto &sub`'s state (goto.rs), made on first use.
    pub goto: Option<Box<crate::core::goto::GotoState>>,
    /// The regex layer's state (`pp::re::ReState`: the last successful match, `s///` in
    /// progress), made by that layer when it is opened; core never looks inside.
    pub re_state: *mut u8,
    /// The file handles (`io::file::IoState`), likewise the io layer's.
    pub io_state: *mut u8,
    /// What the layers above core plugged in (hooks.rs).
    pub hooks: crate::core::hooks::Hooks,
    /// Blessed values and classes (obj.rs).
    pub obj: crate::core::obj::ObjState,
    /// The stub CODE heads of `\&name` for subs not defined (refs.rs), one per name.
    pub stub_cvs: HashMap<Vec<u8>, *mut Sv>,
    /// The glob assignments `*A = *B` that ran, A and B full names (for the compile-time
    /// engine's report, begin.rs).
    pub glob_aliases: Vec<(Vec<u8>, Vec<u8>)>,
    /// Overloading tables by class (amagic.rs).
    pub amagic: crate::core::amagic::Cache,
    /// File::Glob's iterations in progress (modules/glob.rs): the results still to give
    /// of each glob op iterating in scalar context (Glob.xs's GLOB_ENTRIES).
    pub glob_entries: HashMap<u64, std::collections::VecDeque<Vec<u8>>>,
    /// File::Glob's GLOB_ERROR: the last bsd_glob's return value.
    pub glob_error: i32,
}

/// A sub call in progress: what its return restores, and what `caller` reports.
pub struct Frame {
    /// The caller's @_.
    pub saved_args: *mut Sv,
    /// The caller's temporaries floor.
    pub floor: usize,
    /// The sub's recursion-depth counter.
    pub depth_cell: *mut i64,
    /// The save stack's height at entry.
    pub ss: usize,
    /// The sub's fully qualified name (the compiler's `Info` string).
    pub name: *const u8,
    /// `Ctx::curline` at the call: the calling statement's line, package and warnings.
    pub line: u32,
    /// `Ctx::cop` at the call.
    pub cop: u32,
    /// The context the sub was called in (`G_VOID`, `G_SCALAR`, `G_LIST`).
    pub gimme: u8,
    /// Whether the call built an @_ (not `&name;`, not a sort sub).
    pub hasargs: bool,
    /// A sort sub's call (`sort NAME LIST`): perl's MULTICALL, which `goto &sub` may not
    /// leave.
    pub multicall: bool,
    /// The sub's pad cells (null: none), for a `die` or `exit` that unwinds the call to
    /// release; its mask is found through `depth_cell` (call.rs `frame_pad`).
    pub pad: *mut *mut Sv,
}

/// Where a running sub's pad entries are and which of them are its own to release when
/// the call is unwound (the compiler's `unwind_pad`): `cells` (null: no pad), one 8-byte
/// cell per entry, and `mask`, NUL-terminated, a '1' per entry to release.
#[derive(Clone, Copy)]
pub struct PadRef {
    pub cells: *mut *mut Sv,
    pub mask: *const u8,
}

impl PadRef {
    pub const NONE: PadRef = PadRef {
        cells: std::ptr::null_mut(),
        mask: std::ptr::null(),
    };

    /// Releases the entries (the last declared first, as perl's scope exit clears
    /// them), leaving their cells null.
    pub fn release(self, c: *mut Ctx) {
        if self.cells.is_null() || self.mask.is_null() {
            return;
        }
        // SAFETY: the compiler passes a NUL-terminated mask of one byte per pad entry.
        let mask = unsafe { std::ffi::CStr::from_ptr(self.mask as *const std::ffi::c_char) };
        for (i, &m) in mask.to_bytes().iter().enumerate().rev() {
            if m != b'1' {
                continue;
            }
            // SAFETY: `cells` has one cell per mask byte, in the frame of a call that is
            // still on the machine stack: a `die` releases pads before it unwinds, `exit`
            // from inside the calls, and the top level forgets them after an unwind.
            let cell = unsafe { &mut *self.cells.add(i) };
            let p = std::mem::replace(cell, std::ptr::null_mut());
            crate::core::sv::dec(c, p);
        }
    }
}

/// A hasher for tables keyed by a scalar's address (no need for SipHash's flood
/// resistance: addresses are not chosen by the program's input).
#[derive(Default)]
pub struct AddrHasher(u64);

impl std::hash::Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(*b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64 ^ (n as u64 >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

#[inline]
pub fn interp<'a>(c: *mut Ctx) -> &'a mut Interp {
    // SAFETY: `interp` is the Box<Interp> leaked by `new_ctx` for the whole run.
    unsafe { &mut *(ctx(c).interp as *mut Interp) }
}

/// A code value (CV body): the compiled function and its name.
pub struct Cv {
    pub func: SubFn,
    pub name: Vec<u8>,
    /// A closure's captured variables (empty for named subs), each holding a reference.
    pub env: Vec<*mut Sv>,
}

pub type SubFn = extern "C-unwind" fn(*mut Ctx, usize, i64) -> *mut Sv;

pub fn free_cv(c: *mut Ctx, any: *mut u8) {
    if !any.is_null() {
        // SAFETY: a CODE head's `any` is the Box<Cv> from `camelift_cv_new`, freed once.
        let cv = unsafe { Box::from_raw(any as *mut Cv) };
        for v in cv.env {
            sv::dec(c, v);
        }
    }
}

/// An op's description for warnings: its name and how to name its operands (the format
/// is in the abi crate, "Operand names"). Only a warning or a message reads it, so it
/// stays a pointer to the compiler's string until then (parsing it on every operator call
/// cost up to half the run time of float-heavy programs). Names that depend on run-time
/// values refer to the variables compiled code put in `Ctx::uninit_vars` for the call.
#[derive(Clone, Copy)]
pub struct Info {
    raw: *const u8,
    /// A description given by the runtime itself (then `raw` is null), or one that
    /// replaces the compiler's while keeping its operand names.
    desc: Option<&'static str>,
    /// For a list operator: how many items its operands gave (usize::MAX: not one).
    items: usize,
}

impl Info {
    /// Free of work: the pointer is looked at only when a warning is due.
    pub fn from_ptr(p: *const u8) -> Info {
        Info {
            raw: p,
            desc: None,
            items: usize::MAX,
        }
    }

    pub fn simple(desc: &'static str) -> Info {
        Info {
            raw: ptr::null(),
            desc: Some(desc),
            items: usize::MAX,
        }
    }

    /// The same operand names under another description ("join or string").
    pub fn with_desc(self, desc: &'static str) -> Info {
        Info {
            desc: Some(desc),
            ..self
        }
    }

    /// For a list operator whose operands gave `n` items: warnings then pass item
    /// indexes, which name operands only when the two line up.
    pub fn with_items(self, n: usize) -> Info {
        Info { items: n, ..self }
    }

    pub fn items(&self) -> Option<usize> {
        (self.items != usize::MAX).then_some(self.items)
    }

    fn text(&self) -> &[u8] {
        if self.raw.is_null() {
            return b"";
        }
        // SAFETY: the compiler passes pointers to NUL-terminated strings in its read-only
        // data (`Lowering::string_data`).
        unsafe { std::ffi::CStr::from_ptr(self.raw as *const std::ffi::c_char) }.to_bytes()
    }

    /// The description and its flags (before the first operand).
    fn head(&self) -> &[u8] {
        let t = self.text();
        t.split(|b| *b == INFO_OPERAND).next().unwrap_or(t)
    }

    pub fn desc(&self) -> String {
        match self.desc {
            Some(d) => d.to_string(),
            None => {
                let h = self.head();
                let d = h.split(|b| *b == INFO_EXACT).next().unwrap_or(h);
                String::from_utf8_lossy(d).into_owned()
            }
        }
    }

    /// perl names an operand only when it is the undefined value itself (print, printf).
    pub fn exact(&self) -> bool {
        self.head().contains(&INFO_EXACT)
    }

    /// Whether every operand is a constant (the compiler's `k` entries): perl folded the
    /// op at compile time.
    pub fn constant_operands(&self) -> bool {
        let ops = self.operands();
        !ops.is_empty() && ops.iter().all(|e| *e == [INFO_ENTRY, b'k'])
    }

    /// The operand entries.
    pub fn operands(&self) -> Vec<&[u8]> {
        self.text().split(|b| *b == INFO_OPERAND).skip(1).collect()
    }

    /// The variable operand names refer to as `n` (stored by compiled code just before
    /// the call that warns; see `emit_warning` for handlers that run meanwhile).
    pub fn var(&self, c: *mut Ctx, n: usize) -> Option<*mut u8> {
        if self.raw.is_null() {
            return None;
        }
        ctx(c).uninit_vars.get(n).copied()
    }
}

// ---- start-up ---------------------------------------------------------------------------

fn immortal(c: *mut Ctx, flags: u32, iv: i64, s: &'static [u8]) -> *mut Sv {
    let p = sv::new_sv(c);
    // SAFETY: `p` was made just above; this function holds its only reference.
    let h = unsafe { sv(p) };
    h.refcnt = u32::MAX / 2;
    h.flags = flags | SVF_IMMORTAL | SVF_READONLY;
    h.iv = iv;
    sv::set_pv(p, s);
    h.flags = flags | SVF_IMMORTAL | SVF_READONLY;
    p
}

pub fn new_ctx() -> *mut Ctx {
    let c = Box::into_raw(Box::new(Ctx {
        sv_free: ptr::null_mut(),
        sig_pending: 0,
        curline: 0,
        tmps: ptr::null_mut(),
        tmps_ix: 0,
        tmps_floor: 0,
        tmps_max: 0,
        stack: ptr::null_mut(),
        sp: 0,
        stack_max: 0,
        sv_undef: ptr::null_mut(),
        sv_yes: ptr::null_mut(),
        sv_no: ptr::null_mut(),
        tmps_gate: 0,
        uninit_vars: [ptr::null_mut(); UNINIT_VARS],
        interp: ptr::null_mut(),
        main_pad: ptr::null_mut(),
        main_mask: ptr::null(),
        cop: u32::MAX,
    }));
    // SAFETY: written once, here, before anything reads it (single-threaded start-up).
    unsafe { sv::camelift_ctx_global = c };
    sv::camelift_tmps_grow(c);
    sv::camelift_stack_grow(c);
    let cx = ctx(c);
    cx.sv_undef = immortal(c, 0, 0, b"");
    cx.sv_yes = immortal(c, SVF_POK | SVF_IOK | SVP_IOK, 1, b"1");
    cx.sv_no = immortal(c, SVF_POK | SVF_IOK | SVP_IOK, 0, b"");
    let it = Interp {
        scratch: Vec::new(),
        file: b"-".to_vec(),
        argv0: None,
        stash: HashMap::new(),
        frames: vec![],
        places: vec![],
        places_no_amagic: vec![],
        cops: None,
        shifted_args: vec![],
        carp_hook_frame: 0,
        args_pool: vec![],
        stdout: Out::new(1),
        stderr: Out::new(2),
        gv_autoflush: ptr::null_mut(),
        gv_ofs: ptr::null_mut(),
        gv_ors: ptr::null_mut(),
        gv_args: ptr::null_mut(),
        gv_sig: ptr::null_mut(),
        closure_env: ptr::null_mut(),
        running_cv: ptr::null_mut(),
        savestack: vec![],
        pos: HashMap::default(),
        backrefs: HashMap::default(),
        vstrings: HashMap::default(),
        cvs: HashMap::new(),
        in_hook: false,
        exiting: false,
        magic_writes: vec![],
        begin_superseded: Default::default(),
        set_magic: HashMap::default(),
        const_sites: vec![],
        const_current: 0,
        const_objs: HashMap::new(),
        eval_err: std::ptr::null_mut(),
        cxstack: vec![],
        loop_exit: -1,
        share_args: Default::default(),
        goto: None,
        re_state: ptr::null_mut(),
        io_state: ptr::null_mut(),
        hooks: Default::default(),
        obj: Default::default(),
        amagic: Default::default(),
        glob_entries: HashMap::new(),
        glob_error: 0,
        glob_aliases: vec![],
        stub_cvs: HashMap::new(),
        subs: HashMap::new(),
        sub_aliases: HashMap::new(),
        protos: HashMap::new(),
        stash_hvs: HashMap::new(),
        stash_log: Vec::new(),
        stash_views: HashMap::new(),
        own_globs: 0,
        in_eval_text: false,
        named_globs: Default::default(),
        own_named: Default::default(),
        detached_globs: Default::default(),
        sub_cvs: HashMap::new(),
        imported: Default::default(),
        units: HashMap::new(),
        end_blocks: vec![],
        rand_state: 0,
        rand_seeded: false,
    };
    cx.interp = Box::into_raw(Box::new(it)) as *mut u8;
    let i = interp(c);
    i.gv_autoflush = gv_fetch(c, b"main::|");
    i.gv_ofs = gv_fetch(c, b"main::,");
    i.gv_ors = gv_fetch(c, b"main::\\");
    i.gv_args = gv_fetch(c, b"main::_");
    i.gv_sig = gv_fetch(c, b"main::SIG");
    let sep = gv_fetch(c, b"main::\"");
    sv::set_pv(gv(sep).sv, b" ");
    let rs = gv_fetch(c, b"main::/");
    sv::set_pv(gv(rs).sv, b"\n");
    let subsep = gv_fetch(c, b"main::;");
    sv::set_pv(gv(subsep).sv, b"\x1c");
    // `$^O`, `$^T` (the start time), `$^W` (`-w` sets it later) and `$^X`, which names
    // the perl a script would run under (the program's own path would make
    // `system($^X, "-e", ...)` run the program itself).
    sv::set_pv(gv(gv_fetch(c, b"main::^O")).sv, b"linux");
    // `$]`: the version of the perl whose behaviour the program has.
    sv::set_pv(gv(gv_fetch(c, b"main::]")).sv, b"5.036000");
    // SAFETY: time accepts a null pointer.
    let now = unsafe { libc::time(ptr::null_mut()) };
    sv::set_num(gv(gv_fetch(c, b"main::^T")).sv, Num::Iv(now as i64));
    sv::set_num(gv(gv_fetch(c, b"main::^W")).sv, Num::Iv(0));
    sv::set_pv(gv(gv_fetch(c, b"main::^X")).sv, b"/usr/bin/perl");
    // The program's BEGIN-time code runs first (the compiler sets "RUN" after it).
    set_phase(c, b"START");
    let pid = gv_fetch(c, b"main::$");
    // SAFETY: getpid has no preconditions.
    sv::set_num(gv(pid).sv, Num::Iv(unsafe { libc::getpid() } as i64));
    set_process_vars(c);
    crate::core::stash::make_perl_packages(c);
    interp(c).own_globs = interp(c).stash_log.len();
    crate::core::hooks::set_free_hook(
        c,
        crate::core::hooks::Side::Blessed,
        crate::core::obj::forget_freed,
    );
    crate::core::obj::register_universal(c);
    c
}

/// `${^GLOBAL_PHASE}` becomes CHECK, INIT or RUN (compiled code, after the BEGIN-time
/// statements).
#[no_mangle]
pub extern "C-unwind" fn camelift_set_phase(c: *mut Ctx, phase: i64) {
    let name: &[u8] = match phase {
        PHASE_CHECK => b"CHECK",
        PHASE_INIT => b"INIT",
        _ => b"RUN",
    };
    set_phase(c, name);
}

/// `${^GLOBAL_PHASE}`: START, RUN, END, DESTRUCT.
pub fn set_phase(c: *mut Ctx, phase: &[u8]) {
    let p = gv(gv_fetch(c, b"main::^GLOBAL_PHASE")).sv;
    sv::set_pv(p, phase);
    // Read-only to the program, as in perl.
    // SAFETY: a glob's scalar slot holds a live head.
    unsafe { sv::sv(p) }.flags |= SVF_READONLY;
}

/// The special variables perl sets when it starts and camelift has no magic for: the real and effective
/// user and group ids `$< $> $( $)`, and the format variables of STDOUT (`$~ $^ $% $=
/// $- $: $^L $^A`), with `$^F` and `$^P`.
fn set_process_vars(c: *mut Ctx) {
    let set_pv = |name: &[u8], v: &[u8]| sv::set_pv(gv(gv_fetch(c, name)).sv, v);
    let set_iv = |name: &[u8], v: i64| sv::set_num(gv(gv_fetch(c, name)).sv, Num::Iv(v));
    // SAFETY: getuid, geteuid, getgid and getegid have no preconditions and cannot fail.
    let (uid, euid, gid, egid) = unsafe {
        (
            libc::getuid(),
            libc::geteuid(),
            libc::getgid(),
            libc::getegid(),
        )
    };
    set_iv(b"main::<", i64::from(uid));
    set_iv(b"main::>", i64::from(euid));
    // `$(` and `$)`: the group id, then the supplementary groups, as perl lists them.
    let mut groups = vec![0 as libc::gid_t; 256];
    // SAFETY: `groups` has room for the 256 entries passed.
    let n = unsafe { libc::getgroups(256, groups.as_mut_ptr()) };
    groups.truncate(usize::try_from(n).unwrap_or(0));
    let list = |first: libc::gid_t| {
        let mut t = first.to_string();
        for g in &groups {
            t.push_str(&format!(" {g}"));
        }
        t.into_bytes()
    };
    set_pv(b"main::(", &list(gid));
    set_pv(b"main::)", &list(egid));
    set_pv(b"main::~", b"STDOUT");
    set_pv(b"main::^", b"STDOUT_TOP");
    set_iv(b"main::%", 0);
    set_iv(b"main::=", 60);
    set_iv(b"main::-", 0);
    set_pv(b"main:::", b" \n-");
    set_pv(b"main::^L", b"\x0c");
    set_pv(b"main::^A", b"");
    set_iv(b"main::^F", 2);
    set_iv(b"main::^P", 0);
    set_iv(b"main::|", 0);
    set_iv(b"main::?", 0);
    // Set magic: `$|` is 0 or 1, `$?` an integer, whatever is assigned.
    let af = gv(gv_fetch(c, b"main::|")).sv;
    crate::core::magic::attach(c, af, crate::core::magic::SetMagic::Autoflush);
    let st = gv(gv_fetch(c, b"main::?")).sv;
    crate::core::magic::attach(c, st, crate::core::magic::SetMagic::Status);
    // `$!` starts as errno 0: "" and 0, not undef.
    crate::core::diag::set_errno(c, 0);
}

#[inline]
pub fn gv<'a>(g: *mut Gv) -> &'a mut Gv {
    // SAFETY: globs are leaked boxes created by `gv_fetch` and live for the whole run.
    unsafe { &mut *g }
}

/// The glob of a fully qualified name, created on first use with all its slots.
pub fn gv_fetch(c: *mut Ctx, name: &[u8]) -> *mut Gv {
    if let Some(g) = interp(c).stash.get(name) {
        return *g;
    }
    let g = Box::into_raw(Box::new(Gv {
        sv: sv::new_sv(c),
        av: crate::core::av::new_av(c),
        hv: crate::core::hv::new_hv(c),
        cv: ptr::null_mut(),
        made: 0,
    }));
    if name.ends_with(b"::ISA") {
        // Changes to an @ISA invalidate method caches (av::body).
        // SAFETY: `gv(g).av` is in a glob's slot; the glob (never freed) holds a reference to it.
        (unsafe { sv::sv(gv(g).av) }).flags |= SVF_ISA;
    }
    interp(c).stash.insert(name.to_vec(), g);
    interp(c).stash_log.push(name.to_vec());
    if let Some(pkg) = name.strip_suffix(b"::").filter(|p| !p.is_empty()) {
        // `%{"Symbol::"}`: a package's symbol table as a hash, whose `delete` takes a
        // glob out of it (`stash_hvs`).
        let pkg = pkg.strip_prefix(b"main::").unwrap_or(pkg);
        interp(c)
            .stash_hvs
            .insert(gv(g).hv as usize, [pkg, b"::"].concat());
    }
    if name == b"IO::File::ISA" {
        // perl.c's init_predump_symbols gives every program this @ISA (the class of
        // file handles' IO objects), before IO::File is loaded; made with the glob.
        let isa = [b"IO::Handle" as &[u8], b"IO::Seekable", b"Exporter"];
        crate::core::av::assign_strings(c, gv(g).av, isa.iter().map(|s| Some(*s)), false);
    }
    (crate::core::hooks::hooks(c).glob_made)(c, name);
    g
}

#[no_mangle]
pub extern "C-unwind" fn camelift_gv_fetch(
    c: *mut Ctx,
    name: *const u8,
    len: usize,
    made: i32,
    named: i32,
) -> *mut Gv {
    // SAFETY: the compiler passes a pointer to `len` bytes of read-only data.
    let n = unsafe { std::slice::from_raw_parts(name, len) };
    if named != 0 {
        // The compiled program's glob table: names the program has (stash.rs's main
        // table lists them); at the start of a module's file, those only it names (the
        // table made them unnamed: logged again, for the views).
        let it = interp(c);
        if it.named_globs.insert(n.to_vec()) && it.stash.contains_key(n) {
            it.stash_log.push(n.to_vec());
        }
    } else if !interp(c).stash.contains_key(n) {
        // One the compiler uses for itself: the runtime's own (as `RUNTIME_OWN_GLOBS`).
        interp(c).own_named.insert(n.to_vec());
    }
    let g = gv_fetch(c, n);
    // The slots the program's code names (`@x`, `%x`), which perl makes as it compiles.
    gv(g).made |= made as u32;
    g
}

/// An import of a variable, as Exporter's `*{"main::x"} = \$Module::x` does: the
/// alias glob's slot holds the module's variable itself (a later `local` of the alias
/// replaces only the alias's slot, as in perl).
#[no_mangle]
pub extern "C-unwind" fn camelift_gv_import(
    c: *mut Ctx,
    alias: *mut Gv,
    target: *mut Gv,
    slot: i32,
) {
    let (a, t) = (gv(alias), gv(target));
    let (to, from) = match slot as u8 {
        b'$' => (&mut a.sv, t.sv),
        b'@' => {
            a.made |= GV_MADE_AV;
            (&mut a.av, t.av)
        }
        b'%' => {
            a.made |= GV_MADE_HV;
            (&mut a.hv, t.hv)
        }
        _ => return,
    };
    if *to == from {
        return;
    }
    let old = std::mem::replace(to, sv::inc(from));
    sv::dec(c, old);
}

/// Registers a named sub (at program start).
#[no_mangle]
pub extern "C-unwind" fn camelift_register_sub(c: *mut Ctx, name: *const u8, len: usize, f: SubFn) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let n = unsafe { std::slice::from_raw_parts(name, len) };
    interp(c).subs.insert(n.to_vec(), f);
}

/// At start-up: the prototype of the compiled sub whose entry is `f`.
#[no_mangle]
pub extern "C-unwind" fn camelift_set_proto(c: *mut Ctx, f: SubFn, proto: *const u8, len: usize) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let p = unsafe { std::slice::from_raw_parts(proto, len) };
    interp(c).protos.insert(f as usize, p.to_vec());
}

/// `prototype EXPR`: of a code reference, or of the sub a name names (qualified with
/// `pkg`), or of a keyword (`CORE::NAME`); undef for a sub without one.
pub fn pp_prototype(c: *mut Ctx, what: *mut Sv, pkg: &[u8]) -> *mut Sv {
    // SAFETY: `what` is a live argument of the op.
    let w = unsafe { sv::sv(what) };
    let referent = (w.flags & SVF_ROK != 0).then(|| w.any() as *mut Sv);
    let func = if let Some(r) = referent.filter(|&r| is_code_head(r)) {
        cv_func(r)
    } else {
        let name = sv::to_bytes_quiet(what);
        if let Some(kw) = name.strip_prefix(b"CORE::") {
            let kw_s = String::from_utf8_lossy(kw);
            return match camelift_abi::core_protos::core_prototype(&kw_s) {
                Some(Some(p)) => sv::mortal_pv(c, p.as_bytes()),
                Some(None) => sv::undef(c),
                None => {
                    crate::core::diag::die_msg(c, format!("Can't find an opnumber for \"{kw_s}\""))
                }
            };
        }
        let full = qualify_symbolic(&name, pkg);
        named_code(c, &full).and_then(|rv| {
            // SAFETY: `named_code` gives a live reference (a mortal) to a CODE head.
            cv_func(unsafe { sv::sv(rv) }.any() as *mut Sv)
        })
    };
    match func.and_then(|f| interp(c).protos.get(&(f as usize)).cloned()) {
        Some(p) => sv::mortal_pv(c, &p),
        None => sv::undef(c),
    }
}

/// Scalar::Util's `set_prototype(\&code, PROTO)`: the sub's prototype becomes PROTO
/// (none for None); perl's complaint when `code` is no code reference.
pub fn set_prototype(
    c: *mut Ctx,
    code: *mut Sv,
    proto: Option<Vec<u8>>,
) -> Result<(), &'static str> {
    // SAFETY: `code` is a live argument of the call.
    let w = unsafe { sv::sv(code) };
    if w.flags & SVF_ROK == 0 {
        return Err("not a reference");
    }
    let r = w.any() as *mut Sv;
    if !is_code_head(r) {
        return Err("not a subroutine reference");
    }
    if let Some(f) = cv_func(r) {
        let protos = &mut interp(c).protos;
        match proto {
            Some(p) => protos.insert(f as usize, p),
            None => protos.remove(&(f as usize)),
        };
    }
    Ok(())
}

/// Whether a head is a CODE head.
fn is_code_head(h: *mut Sv) -> bool {
    // SAFETY: `h` is a referent a live reference holds.
    !h.is_null() && unsafe { sv::sv(h) }.flags & SVT_MASK == SVT_PVCV
}

/// The entry of the sub of a full name, if one is defined (by the program, natively,
/// or through a glob assignment).
pub fn sub_func(c: *mut Ctx, name: &[u8]) -> Option<SubFn> {
    let i = interp(c);
    i.subs
        .get(name)
        .copied()
        .or_else(|| i.sub_cvs.get(name).and_then(|cv| cv_func(*cv)))
}

/// The entry of the sub a CODE head is (None: a stub without a body).
fn cv_func(h: *mut Sv) -> Option<SubFn> {
    if !is_code_head(h) {
        return None;
    }
    // SAFETY: a CODE head's `any` is its Box<Cv> (null for a stub).
    let any = unsafe { sv::sv(h) }.any();
    // SAFETY: as above; the Cv lives as long as its head.
    (!any.is_null()).then(|| unsafe { &*(any as *const Cv) }.func)
}

/// At start-up: `name` is another name of the sub `target`, which the program does not
/// compile (an imported XS sub): `interp.sub_aliases`.
#[no_mangle]
pub extern "C-unwind" fn camelift_register_alias(
    c: *mut Ctx,
    name: *const u8,
    len: usize,
    target: *const u8,
    tlen: usize,
) {
    // SAFETY: the compiler passes `len` and `tlen` bytes of its read-only data.
    let (n, t) = unsafe {
        (
            std::slice::from_raw_parts(name, len),
            std::slice::from_raw_parts(target, tlen),
        )
    };
    interp(c).sub_aliases.insert(n.to_vec(), t.to_vec());
}

#[no_mangle]
pub extern "C-unwind" fn camelift_begin_superseded(c: *mut Ctx, name: *const u8, len: usize) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let n = unsafe { std::slice::from_raw_parts(name, len) };
    interp(c).begin_superseded.insert(n.to_vec());
}

/// A sub the runtime defines (`UNIVERSAL::isa`, List::Util's `_Pair` methods): it reads
/// its arguments off the stack, as an XSUB does.
pub fn define_native_sub(c: *mut Ctx, name: &[u8], f: SubFn) {
    interp(c).subs.insert(name.to_vec(), f);
    crate::core::goto::state(c).native_subs.insert(f as usize);
}

/// A constant sub (perl's newCONSTSUB, as ExtUtils::Constant::ProxySubs makes Fcntl's):
/// a CODE head named `name` whose body gives a copy of `value`, which it takes over.
/// Calls by name, `defined &name`, `\&name` and imports find it as any sub of the name.
pub fn define_const_sub(c: *mut Ctx, name: &[u8], value: *mut Sv) {
    let cv = sv::new_sv(c);
    // SAFETY: `cv` was made just above; this function holds its only reference.
    let h = unsafe { sv(cv) };
    h.flags = SVT_PVCV;
    h.set_any(Box::into_raw(Box::new(Cv {
        func: const_sub,
        name: name.to_vec(),
        env: vec![value],
    })) as *mut u8);
    if let Some(old) = interp(c).sub_cvs.insert(name.to_vec(), cv) {
        sv::dec(c, old);
    }
    crate::core::goto::state(c)
        .native_subs
        .insert(const_sub as SubFn as usize);
}

/// The body of every constant sub: its arguments are ignored (as perl's are, for a
/// call with `&`), its value is the one entry of its environment.
extern "C-unwind" fn const_sub(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    crate::core::stack::pop_items(c, mark);
    let env = interp(c).closure_env;
    // SAFETY: the call set the environment to the called CV's, and a CV made by
    // `define_const_sub` has exactly one entry, its value, held for the CV's life.
    let value = unsafe { *env };
    let r = sv::mortalize(c, sv::newsv_copy(c, value));
    if gimme == G_LIST {
        crate::core::stack::push(c, r);
    }
    r
}

/// A symbolic name (`&$name()`, `\&{"name"}`) qualified as perl does where the running
/// statement is: into its package (some names always into main::).
pub fn qualify_here(c: *mut Ctx, name: &[u8]) -> Vec<u8> {
    let pkg = crate::core::caller::package_of(c, ctx(c).curline);
    qualify_symbolic(name, &pkg)
}

/// A named sub by (possibly unqualified) name, as a CODE value.
pub fn named_code(c: *mut Ctx, name: &[u8]) -> Option<*mut Sv> {
    let full = if name.windows(2).any(|w| w == b"::") {
        name.to_vec()
    } else {
        [b"main::".as_slice(), name].concat()
    };
    if let Some(&cv) = interp(c).sub_cvs.get(&full) {
        return Some(crate::core::refs::new_rv(c, cv));
    }
    let f = match interp(c).subs.get(&full) {
        Some(&f) => f,
        None => match (crate::core::hooks::hooks(c).native_sub)(c, &full) {
            Some(f) => {
                define_native_sub(c, &full, f);
                f
            }
            None => return aliased_code(c, &full),
        },
    };
    let cv = shared_cv(c, f, || full);
    Some(crate::core::refs::new_rv(c, cv))
}

/// The sub a compile-time alias stands for, following a chain of them (a bounded one:
/// a cycle is no sub).
fn aliased_code(c: *mut Ctx, full: &[u8]) -> Option<*mut Sv> {
    let mut name = full.to_vec();
    for _ in 0..16 {
        let next = interp(c).sub_aliases.get(&name)?.clone();
        if let Some(&cv) = interp(c).sub_cvs.get(&next) {
            return Some(crate::core::refs::new_rv(c, cv));
        }
        if let Some(&f) = interp(c).subs.get(&next) {
            let cv = shared_cv(c, f, || next);
            return Some(crate::core::refs::new_rv(c, cv));
        }
        name = next;
    }
    None
}

/// The CODE head `goto &sub` calls (goto.rs): a code reference's, or the named sub's
/// (`by_name`: `target` is its full name; else a symbolic name is qualified with `pkg`).
pub fn goto_target(c: *mut Ctx, target: *mut Sv, by_name: bool, pkg: &[u8]) -> *mut Sv {
    // SAFETY: `target` is this function's argument, a live head the caller holds a
    // reference to for the call.
    let s = unsafe { sv(target) };
    if !by_name && s.flags & SVF_ROK != 0 {
        let r = s.any() as *mut Sv;
        // SAFETY: the referent of a live reference, which holds a count on it.
        if unsafe { sv(r) }.flags & SVT_MASK == SVT_PVCV {
            return r;
        }
        crate::core::diag::die_msg(c, "Not a subroutine reference");
    }
    // A symbolic reference (allowed under `strict refs`: perl exempts `\&{"name"}` so
    // that `goto &$AUTOLOAD` works).
    let name = sv::to_bytes_quiet(target);
    let full = if by_name {
        name
    } else {
        qualify_symbolic(&name, pkg)
    };
    // perl's pp_goto tries the package's AUTOLOAD before it gives up.
    let found = crate::core::interp::named_code(c, &full)
        .or_else(|| crate::core::refs::autoload_sub(c, &full));
    match found {
        // SAFETY: `named_code` and `autoload_sub` give a (mortal) reference to a live
        // CODE head.
        Some(r) => unsafe { sv(r) }.any() as *mut Sv,
        None => crate::core::diag::die_msg(
            c,
            format!(
                "Goto undefined subroutine &{}",
                String::from_utf8_lossy(&full)
            ),
        ),
    }
}

/// A sub name computed at run time, qualified as perl's gv_fetchpv does: `'` is `::`, a
/// leading `::` is `main::`, and an unqualified name is the current package's, except
/// names that perl keeps in `main` (those not starting with a letter or `_`, and the
/// special globs).
pub fn qualify_symbolic(name: &[u8], pkg: &[u8]) -> Vec<u8> {
    let mut n = Vec::with_capacity(name.len() + 2);
    for (i, &b) in name.iter().enumerate() {
        let next = name.get(i + 1).copied().unwrap_or(0);
        if b == b'\'' && i > 0 && (next.is_ascii_alphabetic() || next == b'_') {
            n.extend_from_slice(b"::");
        } else {
            n.push(b);
        }
    }
    if let Some(rest) = n.strip_prefix(b"::") {
        return [b"main::", rest].concat();
    }
    if n.windows(2).any(|w| w == b"::") {
        return n;
    }
    let first = n.first().copied().unwrap_or(0);
    let in_main = !(first.is_ascii_alphabetic() || first == b'_')
        || matches!(
            n.as_slice(),
            b"ENV" | b"INC" | b"ARGV" | b"ARGVOUT" | b"STDIN" | b"STDOUT" | b"STDERR" | b"_"
        );
    let pkg: &[u8] = if in_main { b"main" } else { pkg };
    [pkg, b"::", &n].concat()
}

/// `*NAME = VALUE` when the statement runs: `name` qualified with `pkg` when it has no
/// `::`. A code reference names the sub from then on (calls by name, methods, `can`,
/// `defined &name`); a scalar, array or hash reference makes its referent the glob's.
#[no_mangle]
pub extern "C-unwind" fn camelift_glob_assign(
    c: *mut Ctx,
    name: *mut Sv,
    value: *mut Sv,
    pkg: *const u8,
    pkg_len: usize,
    strict: i32,
) -> *mut Sv {
    // SAFETY: the compiler passes `pkg_len` bytes of its read-only data.
    let pkg = unsafe { std::slice::from_raw_parts(pkg, pkg_len) };
    let n = sv::to_bytes_quiet(name);
    if strict != 0 && !is_glob_value(name) {
        crate::core::diag::die_msg(
            c,
            format!(
                "Can't use string (\"{}\") as a symbol ref while \"strict refs\" in use",
                String::from_utf8_lossy(&n)
            ),
        );
    }
    let n = n.strip_prefix(b"*").unwrap_or(&n).to_vec();
    let full = if let Some(rest) = n.strip_prefix(b"::") {
        [b"main::".as_slice(), rest].concat()
    } else if n.windows(2).any(|w| w == b"::") {
        n
    } else {
        [pkg, b"::", &n].concat()
    };
    // SAFETY: `value` is the assigned value, a live head on the stack for this call.
    let v = unsafe { sv::sv(value) };
    if v.flags & SVF_FAKEGV != 0 {
        let src = glob_value_name(value);
        glob_alias(c, &full, &src);
        // The value is the glob aliased (perl: the name of the one assigned from).
        return glob_value_of(c, &src);
    }
    if v.flags & SVF_ROK == 0 {
        crate::core::diag::die_msg(
            c,
            "assigning a value other than a reference to a glob is not supported yet",
        );
    }
    let target = v.any() as *mut Sv;
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    let ty = unsafe { sv::sv(target) }.flags & SVT_MASK;
    if ty == SVT_PVCV {
        // SAFETY: a CODE head's `any` is its Cv.
        let cv = unsafe { &*(sv::sv(target).any() as *const Cv) };
        let same = interp(c).subs.get(&full).map(|&f| f as usize) == Some(cv.func as usize);
        if same && cv.env.is_empty() {
            // `*f = \&f`: the glob keeps the sub it has.
            return glob_value_of(c, &full);
        }
        if interp(c).subs.contains_key(&full) && interp(c).begin_superseded.remove(&full) {
            // perl ran this at BEGIN time, before the sub's definition replaced it.
            return glob_value_of(c, &full);
        }
        if interp(c).subs.contains_key(&full) {
            // Its calls were compiled to the sub the program defines.
            crate::core::diag::die_msg(
                c,
                format!(
                    "redefining the compiled sub {} through a glob at run time is not supported yet",
                    String::from_utf8_lossy(&full)
                ),
            );
        }
        crate::core::amagic::note_sub_name(c, &full);
        if let Some(old) = interp(c).sub_cvs.insert(full.clone(), sv::inc(target)) {
            sv::dec(c, old);
        }
        crate::core::obj::isa_changed();
        return glob_value_of(c, &full);
    }
    // `*a = \*b` is `*a = *b`.
    if is_glob_value(target) {
        let src = glob_value_name(target);
        glob_alias(c, &full, &src);
        return glob_value_of(c, &src);
    }
    if ty == SVT_PVGV {
        // `*a = \*STDOUT`, `*a = $fh` (`open my $fh`'s glob): `*a = *b` of its glob.
        // SAFETY: the referent of a live reference, which holds a count on it.
        let view = unsafe { sv::sv(target) }.flags & SVF_IOVIEW != 0;
        let hook = crate::core::hooks::hooks(c).glob_for_head;
        let Some(n) = (!view).then(|| hook(c, target)).flatten() else {
            crate::core::diag::die_msg(
                c,
                "assigning a handle's IO value to a glob is not supported yet",
            );
        };
        glob_alias(c, &full, &n);
        return glob_value_of(c, &n);
    }
    let g = gv(gv_fetch(c, &full));
    let slot = match ty {
        SVT_PVAV => {
            g.made |= GV_MADE_AV;
            &mut g.av
        }
        SVT_PVHV => {
            g.made |= GV_MADE_HV;
            &mut g.hv
        }
        _ => &mut g.sv,
    };
    let old = std::mem::replace(slot, sv::inc(target));
    sv::dec(c, old);
    let sigil = match ty {
        SVT_PVAV => b'@',
        SVT_PVHV => b'%',
        _ => b'$',
    };
    interp(c).imported.insert([&[sigil][..], &full].concat());
    glob_value_of(c, &full)
}

/// `*glob{THING}` (perl's pp_gelem) of glob value `glob`: a reference to the glob's
/// scalar (always), array or hash (once perl would have made them), sub, handle (its IO
/// value) or the glob itself, or the glob's name or package; undef for a slot it does
/// not have and for any other name.
pub fn glob_elem(c: *mut Ctx, glob: *mut Sv, elem: *mut Sv) -> *mut Sv {
    let full = glob_value_name(glob);
    let thing = sv::to_bytes_quiet(elem);
    let g = gv_fetch(c, &full);
    let refs = crate::core::refs::new_rv;
    let undef = || sv::undef(c);
    // perl names a stash's glob `Foo::` in package `main`, a lexical handle's `$fh`.
    let stem = full.strip_suffix(b"::").unwrap_or(&full);
    let split = stem.windows(2).rposition(|w| w == b"::");
    let (pkg, name) = match split {
        Some(i) => (&full[..i], &full[i + 2..]),
        None => (b"main".as_slice(), full.as_slice()),
    };
    let name = match name.iter().rposition(|&b| b == b'#') {
        Some(i) if name.starts_with(b"$") => &name[..i],
        _ => name,
    };
    match thing.as_slice() {
        b"SCALAR" => refs(c, gv(g).sv),
        b"ARRAY" if has_slot(c, &full, gv(g), GV_MADE_AV) => refs(c, gv(g).av),
        b"HASH" if full.ends_with(b"::") => {
            let view = crate::core::stash::stash_view(c, &full);
            refs(c, view)
        }
        b"HASH" if has_slot(c, &full, gv(g), GV_MADE_HV) => refs(c, gv(g).hv),
        b"CODE" => named_code(c, &full).unwrap_or_else(undef),
        b"IO" | b"FILEHANDLE" => (crate::core::hooks::hooks(c).glob_io)(c, g).unwrap_or_else(undef),
        b"GLOB" => {
            let v = glob_value_of(c, &full);
            refs(c, v)
        }
        b"NAME" => sv::mortal_pv(c, name),
        b"PACKAGE" => sv::mortal_pv(c, pkg),
        _ => undef(),
    }
}

/// Whether glob `full`'s array (`GV_MADE_AV`) or hash has been made as perl makes them:
/// named by the program, holding something, or one perl makes at start-up.
fn has_slot(c: *mut Ctx, full: &[u8], g: &Gv, bit: u32) -> bool {
    let (perls, filled): (&[&[u8]], bool) = if bit == GV_MADE_AV {
        (
            &[b"main::INC", b"main::ARGV", b"main::_"],
            !crate::core::av::items_quiet(g.av).is_empty(),
        )
    } else {
        (
            &[b"main::INC", b"main::ENV", b"main::SIG"],
            !crate::core::hv::body(c, g.hv).map.is_empty(),
        )
    };
    g.made & bit != 0 || filled || perls.contains(&full)
}

/// Whether a scalar is a typeglob as a value (`*main::x`).
pub fn is_glob_value(p: *mut Sv) -> bool {
    // SAFETY: `p` is a live head the caller holds a reference to for the call.
    unsafe { sv::sv(p) }.flags & SVF_FAKEGV != 0
}

/// The full name of the glob a glob value stands for (`main::x` of `*main::x`).
pub fn glob_value_name(p: *mut Sv) -> Vec<u8> {
    let n = sv::to_bytes_quiet(p);
    n.strip_prefix(b"*").map(<[u8]>::to_vec).unwrap_or(n)
}

/// `*a = *b`: glob `a` shares what glob `b` holds (its sub, scalar, array and hash), as
/// perl's glob assignment makes both names one glob.
fn glob_alias(c: *mut Ctx, a: &[u8], b: &[u8]) {
    if a == b {
        return;
    }
    if let Some(code) = named_code(c, b) {
        if interp(c).subs.contains_key(a) {
            crate::core::diag::die_msg(
                c,
                format!(
                    "redefining the compiled sub {} through a glob at run time is not supported yet",
                    String::from_utf8_lossy(a)
                ),
            );
        }
        // SAFETY: `named_code` gives a (mortal) reference to a live CODE head.
        let cv = unsafe { sv::sv(code) }.any() as *mut Sv;
        crate::core::amagic::note_sub_name(c, a);
        if let Some(old) = interp(c).sub_cvs.insert(a.to_vec(), sv::inc(cv)) {
            sv::dec(c, old);
        }
        crate::core::obj::isa_changed();
    }
    interp(c).glob_aliases.push((a.to_vec(), b.to_vec()));
    let (src, dst) = (gv_fetch(c, b), gv_fetch(c, a));
    share_slots(c, dst, src);
    // The handle too (`*FROM = *$fh`, File::Compare's).
    (crate::core::hooks::hooks(c).alias_io)(c, dst, src);
    for sigil in [b'$', b'@', b'%'] {
        interp(c).imported.insert([&[sigil][..], a].concat());
    }
}

/// Glob `dst`'s scalar, array and hash become `src`'s (`*A = *B`, `local *A = *B`).
pub fn share_slots(c: *mut Ctx, dst: *mut Gv, src: *mut Gv) {
    let (s, av, hv) = (gv(src).sv, gv(src).av, gv(src).hv);
    let dst = gv(dst);
    dst.made = gv(src).made;
    for (slot, new) in [(&mut dst.sv, s), (&mut dst.av, av), (&mut dst.hv, hv)] {
        let old = std::mem::replace(slot, sv::inc(new));
        sv::dec(c, old);
    }
}

/// `*NAME` or `*{EXPR}` as a value: a mortal glob value naming the glob (`*main::x`),
/// the name qualified with `pkg` as perl's gv_fetchsv does. `*$g` of a glob value, or of
/// a reference to one (`\*{"name"}`), is that glob.
#[no_mangle]
pub extern "C-unwind" fn camelift_glob_value(
    c: *mut Ctx,
    name: *mut Sv,
    pkg: *const u8,
    pkg_len: usize,
    strict: i32,
) -> *mut Sv {
    // SAFETY: the compiler passes `pkg_len` bytes of its read-only data.
    let pkg = unsafe { std::slice::from_raw_parts(pkg, pkg_len) };
    // SAFETY: `name` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv::sv(name) };
    let mut p = name;
    if s.flags & SVF_ROK != 0 {
        let t = s.any() as *mut Sv;
        // SAFETY: the referent of a live reference, which holds a count on it.
        let tf = unsafe { sv::sv(t) }.flags;
        if tf & SVF_FAKEGV != 0 {
            p = t;
        } else if tf & SVF_IOVIEW != 0 {
            // `*{*STDOUT{IO}}`: perl's rv2gv of an IO makes a glob `*__ANON__::__ANONIO__` holding it.
            let hooks = crate::core::hooks::hooks(c);
            // SAFETY: an IO value's `iv` is the glob head it holds a count on.
            let head = unsafe { sv::sv(t) }.iv as usize as *mut Sv;
            let anon = b"__ANON__::__ANONIO__";
            if let Some(src) = (hooks.glob_for_head)(c, head) {
                (hooks.alias_io)(c, gv_fetch(c, anon), gv_fetch(c, &src));
            }
            return glob_value_of(c, anon);
        } else if tf & SVT_MASK == SVT_PVGV {
            // A file handle's glob head: the glob of its slots (`${*$fh}`, `%{*$fh}`:
            // IO::Handle subclasses such as File::Temp keep their data there).
            let Some(full) = (crate::core::hooks::hooks(c).glob_for_head)(c, t) else {
                crate::core::diag::die_msg(c, "*{$handle} of a file handle is not supported yet");
            };
            return glob_value_of(c, &full);
        } else {
            crate::core::diag::die_msg(c, "Not a GLOB reference");
        }
    }
    let full = if is_glob_value(p) {
        glob_value_name(p)
    } else {
        let n = sv::to_bytes_quiet(p);
        if strict != 0 {
            crate::core::diag::die_msg(
                c,
                format!(
                    "Can't use string (\"{}\") as a symbol ref while \"strict refs\" in use",
                    String::from_utf8_lossy(&n)
                ),
            );
        }
        let n = n.strip_prefix(b"*").map(<[u8]>::to_vec).unwrap_or(n);
        qualify_symbolic(&n, pkg)
    };
    glob_value_of(c, &full)
}

/// The mortal glob value `*FULL`.
pub fn glob_value_of(c: *mut Ctx, full: &[u8]) -> *mut Sv {
    let r = sv::mortal_pv(c, &[b"*".as_slice(), full].concat());
    // SAFETY: `r` was made just above; the mortal stack holds it.
    (unsafe { sv::sv(r) }).flags |= SVF_FAKEGV;
    r
}

/// Records the script name for messages (called first by the program), and sets `$0`:
/// the name the executable was started by, as perl's `$0` is the name a script with a
/// `#!` line was started by (`./tool`), else the script's name. `$@` starts as the empty
/// string, as perl's does (defined, and no "uninitialized" warning).
#[no_mangle]
pub extern "C-unwind" fn camelift_set_file(c: *mut Ctx, name: *const u8, len: usize) {
    // SAFETY: as in `camelift_gv_fetch`.
    let n = unsafe { std::slice::from_raw_parts(name, len) };
    let it = interp(c);
    it.file = n.to_vec();
    let zero_text = it.argv0.clone().unwrap_or_else(|| n.to_vec());
    let zero = gv_fetch(c, b"main::0");
    sv::set_pv(gv(zero).sv, &zero_text);
    sv::set_pv(gv(gv_fetch(c, b"main::@")).sv, b"");
}

/// A blessed glob value was freed (an IO::Handle object made on Symbol's gensym): when its
/// glob was taken out of its symbol table, nothing else can reach the glob, and its
/// handle is closed as perl's freed GV closes its IO.
pub fn glob_value_freed(c: *mut Ctx, value: &[u8]) {
    let name = value.strip_prefix(b"*").unwrap_or(value);
    if interp(c).detached_globs.remove(name) {
        (crate::core::hooks::hooks(c).glob_released)(c, name);
    }
}
