//! The interpreter state behind `Ctx::interp`, the process entry (`main`), the stack,
//! globs, the sub call protocol, and messages: `die`, `warn`, and perl's warnings.

use crate::core::perlio::Out;
use crate::core::num::Num;
use crate::core::sv::{self, ctx, sv};
use camelift_abi::*;
use std::collections::HashMap;
use std::ptr;

pub struct Interp {
    /// The script's name as given at compile time (perl's `at FILE line N.`).
    pub file: Vec<u8>,
    pub stash: HashMap<Vec<u8>, *mut Gv>,
    /// Each active sub call (perl's CXt_SUB contexts).
    pub frames: Vec<Frame>,
    /// Package names `Ctx::curline` refers to (`camelift_set_packages`).
    pub packages: Vec<Vec<u8>>,
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
    /// Match offset vectors given back by replaced match records, for the next matches.
    pub offs_pool: Vec<Vec<isize>>,
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
    /// What `local` saved (see scope.rs).
    pub savestack: Vec<crate::core::scope::Save>,
    /// Inside a `__WARN__`/`__DIE__` hook (which does not call itself).
    pub in_hook: bool,
    /// Named subs by fully qualified name.
    pub subs: HashMap<Vec<u8>, SubFn>,
    /// END blocks, in definition order (run last first).
    pub end_blocks: Vec<*mut Sv>,
    /// drand48 state (see rand.rs).
    pub rand_state: u64,
    pub rand_seeded: bool,
    /// The last successful match (perl's PL_curpm) and its pattern (for the empty
    /// pattern, which means "the last successful one").
    pub curpm: Option<crate::pp::re::CurPm>,
    pub last_re: Option<std::rc::Rc<crate::pp::re::Regex>>,
    /// Matches keep the whole subject (the program reads `` $` `` or `$'`).
    pub re_whole_subject: bool,
    /// `pos()` of scalars with SVF_POSMG, by address: byte offset, and whether the match
    /// that set it was empty.
    pub pos: HashMap<usize, (usize, bool), std::hash::BuildHasherDefault<AddrHasher>>,
    /// Substitutions in progress (a replacement can run another `s///`).
    pub substs: Vec<crate::pp::re::Subst>,
    /// Shared CVs of named subs and capture-free anonymous subs, by function address.
    pub cvs: HashMap<usize, *mut Sv>,
    /// Running loops that a `last` in a called sub may leave, evals, and barriers (see
    /// cx.rs).
    pub cxstack: Vec<crate::core::cx::CxEntry>,
    /// The loop exit a catching call just took (`camelift_loop_exit_code`), or -1.
    pub loop_exit: i64,
    /// The next sub call keeps the caller's @_ (`&name;`, `camelift_share_args`).
    pub share_args: bool,
    /// File handles (file.rs).
    pub io: crate::io::file::IoState,
    /// Blessed values and classes (obj.rs).
    pub obj: crate::core::obj::ObjState,
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
    /// The context the sub was called in (`G_VOID`, `G_SCALAR`, `G_LIST`).
    pub gimme: u8,
    /// Whether the call built an @_ (not `&name;`, not a sort sub).
    pub hasargs: bool,
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
    let h = sv(p);
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
        stash: HashMap::new(),
        frames: vec![],
        packages: vec![],
        shifted_args: vec![],
        carp_hook_frame: 0,
        args_pool: vec![],
        offs_pool: vec![],
        stdout: Out::new(1),
        stderr: Out::new(2),
        gv_autoflush: ptr::null_mut(),
        gv_ofs: ptr::null_mut(),
        gv_ors: ptr::null_mut(),
        gv_args: ptr::null_mut(),
        gv_sig: ptr::null_mut(),
        closure_env: ptr::null_mut(),
        savestack: vec![],
        curpm: None,
        last_re: None,
        re_whole_subject: false,
        pos: HashMap::default(),
        substs: vec![],
        cvs: HashMap::new(),
        in_hook: false,
        cxstack: vec![],
        loop_exit: -1,
        share_args: false,
        io: Default::default(),
        obj: Default::default(),
        subs: HashMap::new(),
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
    let pid = gv_fetch(c, b"main::$");
    // SAFETY: getpid has no preconditions.
    sv::set_num(gv(pid).sv, Num::Iv(unsafe { libc::getpid() } as i64));
    c
}

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
    }));
    if name.ends_with(b"::ISA") {
        // Changes to an @ISA invalidate method caches (av::body).
        sv::sv(gv(g).av).flags |= SVF_ISA;
    }
    interp(c).stash.insert(name.to_vec(), g);
    g
}

#[no_mangle]
pub extern "C-unwind" fn camelift_gv_fetch(c: *mut Ctx, name: *const u8, len: usize) -> *mut Gv {
    // SAFETY: the compiler passes a pointer to `len` bytes of read-only data.
    let n = unsafe { std::slice::from_raw_parts(name, len) };
    gv_fetch(c, n)
}

/// Registers a named sub (at program start).
#[no_mangle]
pub extern "C-unwind" fn camelift_register_sub(c: *mut Ctx, name: *const u8, len: usize, f: SubFn) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let n = unsafe { std::slice::from_raw_parts(name, len) };
    interp(c).subs.insert(n.to_vec(), f);
}

/// A named sub by (possibly unqualified) name, as a CODE value.
pub fn named_code(c: *mut Ctx, name: &[u8]) -> Option<*mut Sv> {
    let full = if name.windows(2).any(|w| w == b"::") {
        name.to_vec()
    } else {
        [b"main::".as_slice(), name].concat()
    };
    let f = *interp(c).subs.get(&full)?;
    let cv = shared_cv(c, f, || full);
    Some(crate::core::refs::new_rv(c, cv))
}

/// Records the script name for messages and `$0` (called first by the program).
#[no_mangle]
pub extern "C-unwind" fn camelift_set_file(c: *mut Ctx, name: *const u8, len: usize) {
    // SAFETY: as in `camelift_gv_fetch`.
    let n = unsafe { std::slice::from_raw_parts(name, len) };
    interp(c).file = n.to_vec();
    let zero = gv_fetch(c, b"main::0");
    sv::set_pv(gv(zero).sv, n);
}

/// Sets up @ARGV and %ENV.
#[cfg(not(test))]
fn init_args(c: *mut Ctx, args: &[Vec<u8>]) {
    let argv = gv(gv_fetch(c, b"main::ARGV")).av;
    for a in args {
        let s = sv::new_pv(c, a);
        crate::core::av::body(c, argv).items.push_back(s);
    }
    let env = gv(gv_fetch(c, b"main::ENV")).hv;
    for (k, v) in std::env::vars_os() {
        use std::os::unix::ffi::OsStrExt;
        let s = sv::new_pv(c, v.as_bytes());
        crate::core::hv::body(c, env).map.insert(k.as_bytes().to_vec(), s);
    }
}

#[cfg(not(test))]
extern "C-unwind" {
    fn camelift_program_main(c: *mut Ctx);
}

/// Runs the compiled program on a thread with a large stack (perl has no recursion limit;
/// the main thread's 8 MiB would overflow after tens of thousands of frames).
#[cfg(not(test))]
#[no_mangle]
pub extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    use std::os::unix::ffi::OsStringExt;
    let args: Vec<Vec<u8>> = std::env::args_os().skip(1).map(|a| a.into_vec()).collect();
    crate::sys::sig::block_all_in_this_thread();
    let handle = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(move || {
            crate::sys::sig::unblock_all_in_this_thread();
            let c = new_ctx();
            crate::sys::sig::init(c);
            init_args(c, &args);
            // SAFETY: the compiled program's entry point takes the context we just built.
            let run = std::panic::catch_unwind(|| unsafe { camelift_program_main(c) });
            match run {
                Ok(()) => exit_process(c, 0),
                Err(payload) => match payload.downcast::<PerlDie>() {
                    Ok(d) => die_uncaught(c, d.0),
                    Err(other) => std::panic::resume_unwind(other),
                },
            }
        });
    match handle {
        Ok(h) => {
            let _ = h.join();
            1
        }
        Err(_) => {
            eprintln!("Out of memory!");
            1
        }
    }
}

/// Reserved (not committed) stack for the Perl program.
#[cfg(not(test))]
const STACK_SIZE: usize = 1 << 30;

/// Ends the process the way perl does: flush STDOUT (reporting a failed final flush),
/// then exit with `code`.
pub fn exit_process(c: *mut Ctx, code: i32) -> ! {
    // END blocks run first, last defined first, with `$?` holding the exit status; an END
    // block that dies reports it and the others still run.
    let mut code = code;
    let status = gv_fetch(c, b"main::?");
    sv::set_num(gv(status).sv, crate::core::num::Num::Iv(code as i64));
    while let Some(cv) = interp(c).end_blocks.pop() {
        // perl runs them from no statement: `caller` says package main, line 0.
        ctx(c).curline = 0;
        let run = std::panic::catch_unwind(|| call_cv(c, cv, &[], G_VOID));
        if let Err(payload) = run {
            if let Ok(d) = payload.downcast::<PerlDie>() {
                let text = sv::to_bytes_quiet(d.0);
                let _ = interp(c).stderr.write_all(&text);
            }
        }
        code =
            crate::core::num::to_iv(sv::to_num(c, gv(status).sv, &Info::simple(""), usize::MAX)) as i32;
    }
    crate::io::file::flush_all(c);
    let i = interp(c);
    let _ = i.stderr.flush();
    if let Err(e) = i.stdout.flush() {
        let msg = format!("Unable to flush stdout: {}\n", crate::core::perlio::errno_text(e));
        let _ = i.stderr.write_all(msg.as_bytes());
        std::process::exit(if code == 0 { 1 } else { code });
    }
    std::process::exit(code)
}

// ---- the stack --------------------------------------------------------------------------

pub fn push(c: *mut Ctx, p: *mut Sv) {
    let cx = ctx(c);
    if cx.sp >= cx.stack_max {
        sv::camelift_stack_grow(c);
    }
    let cx = ctx(c);
    // SAFETY: sp < stack_max after growing.
    unsafe { *cx.stack.add(cx.sp) = p };
    cx.sp += 1;
}

/// The stack items from `mark` to the top.
pub fn stack_slice<'a>(c: *mut Ctx, mark: usize) -> &'a [*mut Sv] {
    let cx = ctx(c);
    if mark >= cx.sp {
        return &[];
    }
    // SAFETY: stack[mark..sp] are initialised pushes within the buffer.
    unsafe { std::slice::from_raw_parts(cx.stack.add(mark), cx.sp - mark) }
}

/// Items popped off the stack, held without a heap allocation when there are few (a
/// copy: the stack may move while they are used).
pub enum Popped {
    Small([*mut Sv; 16], usize),
    Big(Vec<*mut Sv>),
}

impl std::ops::Deref for Popped {
    type Target = [*mut Sv];
    fn deref(&self) -> &[*mut Sv] {
        match self {
            Popped::Small(a, n) => &a[..*n],
            Popped::Big(v) => v,
        }
    }
}

impl std::ops::DerefMut for Popped {
    fn deref_mut(&mut self) -> &mut [*mut Sv] {
        match self {
            Popped::Small(a, n) => &mut a[..*n],
            Popped::Big(v) => v,
        }
    }
}

impl Default for Popped {
    fn default() -> Popped {
        Popped::Small([ptr::null_mut(); 16], 0)
    }
}

impl Popped {
    pub fn push(&mut self, p: *mut Sv) {
        match self {
            Popped::Small(a, n) if *n < a.len() => {
                a[*n] = p;
                *n += 1;
            }
            Popped::Small(a, n) => {
                let mut v = a[..*n].to_vec();
                v.push(p);
                *self = Popped::Big(v);
            }
            Popped::Big(v) => v.push(p),
        }
    }
}

/// Pops the items from `mark`.
pub fn pop_items(c: *mut Ctx, mark: usize) -> Popped {
    let items = stack_slice(c, mark);
    let r = if items.len() <= 16 {
        let mut a = [ptr::null_mut(); 16];
        a[..items.len()].copy_from_slice(items);
        Popped::Small(a, items.len())
    } else {
        Popped::Big(items.to_vec())
    };
    let cx = ctx(c);
    cx.sp = mark.min(cx.sp);
    r
}

/// Pops the items from `mark`, returning them.
pub fn pop_from(c: *mut Ctx, mark: usize) -> Vec<*mut Sv> {
    let v = stack_slice(c, mark).to_vec();
    let cx = ctx(c);
    if mark < cx.sp {
        cx.sp = mark;
    }
    v
}

// ---- subs ---------------------------------------------------------------------------------

/// Sub entry: @_ from the arguments on the stack, SAVETMPS.
#[no_mangle]
pub extern "C-unwind" fn camelift_sub_enter(
    c: *mut Ctx,
    mark: usize,
    depth_cell: *mut i64,
    name: *const u8,
    gimme: i64,
) {
    let g = gv(interp(c).gv_args);
    let shared = std::mem::take(&mut interp(c).share_args);
    let av = if shared && !g.av.is_null() {
        // `&name;`: the caller's @_ itself (`pop_frame` gives the reference back).
        sv::inc(g.av);
        g.av
    } else {
        let av = match interp(c).args_pool.pop() {
            Some(av) => av,
            None => crate::core::av::new_av(c),
        };
        crate::core::av::fill_aliases(c, av, stack_slice(c, mark));
        av
    };
    let cx = ctx(c);
    cx.sp = mark.min(cx.sp);
    let saved = std::mem::replace(&mut g.av, av);
    let cx = ctx(c);
    let floor = cx.tmps_floor;
    sv::set_tmps_floor(c, cx.tmps_ix);
    let ss = interp(c).savestack.len();
    interp(c).frames.push(Frame {
        saved_args: saved,
        floor,
        depth_cell,
        ss,
        name,
        line: ctx(c).curline,
        gimme: gimme as u8,
        hasargs: !shared,
    });
    if !depth_cell.is_null() {
        // SAFETY: the compiler passes the address of the sub's own 8-byte depth counter.
        let d = unsafe { &mut *depth_cell };
        *d += 1;
        if *d == 100 && warnings_on(c) {
            let n = Info::from_ptr(name).desc();
            if n.ends_with("::__ANON__") {
                warn_text(c, "Deep recursion on anonymous subroutine");
            } else {
                warn_text(c, &format!("Deep recursion on subroutine \"{n}\""));
            }
        }
    }
}

/// `&name;` / `&$code;`: the sub about to be called gets the caller's @_ itself, not a
/// new array of its arguments.
#[no_mangle]
pub extern "C-unwind" fn camelift_share_args(c: *mut Ctx) {
    interp(c).share_args = true;
}

#[no_mangle]
pub extern "C-unwind" fn camelift_sub_leave(c: *mut Ctx, _depth_cell: *mut i64) {
    pop_frame(c);
}

/// Leaves the innermost sub call: restores @_, the temporaries floor, the depth count.
pub(crate) fn pop_frame(c: *mut Ctx) {
    // The callee's temporaries die with it (its return values are not mortal yet).
    sv::camelift_free_tmps(c);
    let Some(Frame {
        saved_args: saved,
        floor,
        depth_cell,
        ss,
        ..
    }) = interp(c).frames.pop()
    else {
        return;
    };
    if !interp(c).shifted_args.is_empty() {
        crate::core::caller::drop_shifted(c);
    }
    crate::core::scope::camelift_leave_scope(c, ss);
    if !depth_cell.is_null() {
        // SAFETY: as in `camelift_sub_enter`.
        unsafe { *depth_cell -= 1 };
    }
    let g = gv(interp(c).gv_args);
    let cur = std::mem::replace(&mut g.av, saved);
    release_args(c, cur);
    sv::set_tmps_floor(c, floor);
}

/// A returned call's `@_`: emptied into the pool when nothing else holds it.
fn release_args(c: *mut Ctx, av: *mut Sv) {
    const POOL_MAX: usize = 64;
    let s = sv::sv(av);
    if s.refcnt == 1 && s.flags == SVT_PVAV && interp(c).args_pool.len() < POOL_MAX {
        crate::core::av::clear_keep(c, av);
        interp(c).args_pool.push(av);
    } else {
        sv::dec(c, av);
    }
}

/// An outlined `eval` block: `(ctx, pad, mark, gimme) -> SV*`.
pub type EvalFn = extern "C-unwind" fn(*mut Ctx, *mut u8, usize, i64) -> *mut Sv;

fn set_errsv(c: *mut Ctx, value: *mut Sv) {
    let g = gv_fetch(c, b"main::@");
    sv::camelift_sv_setsv(c, gv(g).sv, value);
}

/// `eval BLOCK`: runs the block; a `die` inside unwinds to here, the sub calls it
/// interrupted are left as `return` would leave them, and `$@` gets the exception. On
/// success `$@` is the empty string.
#[no_mangle]
pub extern "C-unwind" fn camelift_eval_block(
    c: *mut Ctx,
    f: EvalFn,
    pad: *mut u8,
    mark: usize,
    gimme: i64,
) -> *mut Sv {
    let empty = sv::no(c);
    set_errsv(c, empty);
    let state = crate::core::cx::CallState::new(c, mark);
    let ss = interp(c).savestack.len();
    let floor = ctx(c).tmps_floor;
    crate::core::cx::push(
        c,
        crate::core::cx::CxKind::Eval {
            line: ctx(c).curline,
            gimme: gimme as u8,
        },
    );
    // SAVETMPS: the block's statements must not free the enclosing statement's
    // temporaries.
    sv::set_tmps_floor(c, ctx(c).tmps_ix);
    let run = std::panic::catch_unwind(|| f(c, pad, mark, gimme));
    match run {
        Ok(v) => {
            // The block is a scope: what it saved (`local`, the last match) comes back.
            crate::core::scope::camelift_leave_scope(c, ss);
            crate::core::cx::pop(c);
            sv::set_tmps_floor(c, floor);
            set_errsv(c, sv::no(c));
            v
        }
        Err(payload) => match payload.downcast::<PerlDie>() {
            Ok(d) => {
                state.restore(c);
                set_errsv(c, d.0);
                sv::dec(c, d.0);
                sv::undef(c)
            }
            // A `last` to a loop around the eval: null, as from `camelift_call_catch`.
            Err(other) => {
                state.take_loop_exit(c, other);
                std::ptr::null_mut()
            }
        },
    }
}

/// Returns a list: mortal copies of stack[from..] moved down to `base`.
#[no_mangle]
pub extern "C-unwind" fn camelift_sub_return_list(c: *mut Ctx, base: usize, from: usize) {
    let top = ctx(c).sp;
    let n = top.saturating_sub(from);
    for k in 0..n {
        // SAFETY: stack[from..top] are pushed values and base <= from, so slot base + k
        // is within the buffer and never ahead of the value still to be read; copying
        // pushes nothing.
        unsafe {
            let it = *ctx(c).stack.add(from + k);
            let copy = sv::newsv_copy(c, it);
            *ctx(c).stack.add(base + k) = copy;
        }
    }
    ctx(c).sp = base + n;
}

/// After the callee's temporaries are gone: its return values become mortals of the
/// caller (the scalar `ret`, or the list at stack[mark..]).
#[no_mangle]
pub extern "C-unwind" fn camelift_ret_mortalize(
    c: *mut Ctx,
    ret: *mut Sv,
    mark: usize,
    gimme: i64,
) {
    if gimme == G_LIST {
        let items: Vec<*mut Sv> = stack_slice(c, mark).to_vec();
        for it in items {
            sv::mortalize(c, it);
        }
    } else if sv::sv(ret).flags & SVF_IMMORTAL == 0 {
        sv::mortalize(c, ret);
    }
}

/// A code value for `\&name` / `sub {...}`.
#[no_mangle]
pub extern "C-unwind" fn camelift_cv_new(c: *mut Ctx, func: SubFn, name: *const u8) -> *mut Sv {
    let n = Info::from_ptr(name);
    let cv = shared_cv(c, func, || n.desc().into_bytes());
    // The value is a reference to the code.
    crate::core::refs::new_rv(c, cv)
}

/// The one CV of a named sub or of an anonymous sub without captures (perl shares it:
/// `\&f == \&f`), made on first use and kept for the run.
pub fn shared_cv(c: *mut Ctx, func: SubFn, name: impl FnOnce() -> Vec<u8>) -> *mut Sv {
    let key = func as usize;
    if let Some(cv) = interp(c).cvs.get(&key) {
        return *cv;
    }
    let cv = sv::new_sv(c);
    let h = sv(cv);
    h.flags = SVT_PVCV;
    h.set_any(Box::into_raw(Box::new(Cv {
        func,
        name: name(),
        env: vec![],
    })) as *mut u8);
    interp(c).cvs.insert(key, cv);
    cv
}

/// `sub {...}` with captured variables: they are on the stack from `mark`.
#[no_mangle]
pub extern "C-unwind" fn camelift_cv_new_closure(
    c: *mut Ctx,
    func: SubFn,
    name: *const u8,
    mark: usize,
) -> *mut Sv {
    // Null entries are a closure's state variables not made yet.
    let env: Vec<*mut Sv> = pop_from(c, mark)
        .into_iter()
        .map(|p| if p.is_null() { p } else { sv::inc(p) })
        .collect();
    // Each evaluation of a closure makes a new CV with its own captures.
    let n = Info::from_ptr(name);
    let cv = sv::new_sv(c);
    let h = sv(cv);
    h.flags = SVT_PVCV;
    h.set_any(Box::into_raw(Box::new(Cv {
        func,
        name: n.desc().into_bytes(),
        env,
    })) as *mut u8);
    crate::core::refs::new_rv_owning(c, cv)
}

/// The environment of the closure being called (its prologue copies it into the pad).
#[no_mangle]
pub extern "C-unwind" fn camelift_closure_env(c: *mut Ctx) -> *mut *mut Sv {
    interp(c).closure_env
}

/// Calls a CODE value with the given arguments (for signal handlers and hooks, which
/// perl calls in scalar context, and END blocks, in void context).
pub fn call_cv(c: *mut Ctx, code: *mut Sv, args: &[*mut Sv], gimme: i64) {
    let mark = ctx(c).sp;
    for a in args {
        push(c, *a);
    }
    let line = ctx(c).curline;
    crate::core::refs::camelift_call_sv(c, code, mark, gimme, 0);
    ctx(c).curline = line;
    ctx(c).sp = mark;
}

/// A fatal run-time error raised by compiled code (the text gets the location).
#[no_mangle]
pub extern "C-unwind" fn camelift_die_msg(c: *mut Ctx, text: *const u8, len: usize) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let t = unsafe { std::slice::from_raw_parts(text, len) };
    die_msg(c, String::from_utf8_lossy(t))
}

#[no_mangle]
pub extern "C-unwind" fn camelift_die_undef_sub(c: *mut Ctx, name: *const u8) {
    let n = Info::from_ptr(name);
    die_msg(c, format!("Undefined subroutine &{} called", n.desc()));
}

// ---- list assignment and ranges --------------------------------------------------------------

/// `(targets) = (values)`: values are stack[rmark..lmark], targets stack[lmark..].
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_aassign(
    c: *mut Ctx,
    rmark: usize,
    lmark: usize,
    gimme: i64,
) -> *mut Sv {
    if gimme & 0x100 != 0 && ctx(c).sp == lmark + 1 && lmark >= rmark {
        // `my @a = LIST`: the values go straight from the stack into the new array.
        // SAFETY: stack[rmark..=lmark] are pushed values.
        let t = unsafe { *ctx(c).stack.add(lmark) };
        if sv(t).flags & SVT_MASK == SVT_PVAV {
            let vals = &stack_slice(c, rmark)[..lmark - rmark];
            crate::core::av::assign(c, t, vals);
            ctx(c).sp = rmark;
            if gimme & 0xff == G_LIST {
                crate::core::av::camelift_push_av(c, t);
                return sv::undef(c);
            }
            return sv::mortal_iv(c, (lmark - rmark) as i64);
        }
    }
    let targets = pop_items(c, lmark);
    let mut values = pop_items(c, rmark);
    let nvalues = values.len();
    // Copy first: `($a, $b) = ($b, $a)` must see the old values; fresh `my` targets
    // (flag 0x100 from the compiler) cannot appear among the values.
    let fresh = gimme & 0x100 != 0;
    let gimme = gimme & 0xff;
    // A value that is itself one of the scalar targets must be copied before the
    // targets change (`($a, $b) = ($b, $a)`); the others are held (a reference each)
    // while the targets are assigned, so clearing a target cannot free them, and the
    // targets copy what they store.
    let scalar_target = |v: *mut Sv| {
        targets
            .iter()
            .any(|t| *t == v && sv(*t).flags & SVT_MASK == SVT_SCALAR)
    };
    let mut held = Popped::default();
    if !fresh {
        for v in values.iter_mut() {
            if scalar_target(*v) {
                *v = sv::camelift_sv_mortalcopy(c, *v);
            } else {
                held.push(sv::inc(*v));
            }
        }
    }
    let undef = sv::undef(c);
    let mut i = 0;
    for t in targets.iter() {
        let t = *t;
        match sv(t).flags & SVT_MASK {
            SVT_PVAV => {
                let vals = values.get(i..).unwrap_or(&[]);
                if fresh {
                    crate::core::av::assign(c, t, vals);
                } else {
                    // The values are held (or copied) above.
                    crate::core::av::assign_held(c, t, vals);
                }
                i = values.len();
            }
            SVT_PVHV => {
                crate::core::hv::assign(c, t, values.get(i..).unwrap_or(&[]));
                i = values.len();
            }
            _ if t == undef => i += 1,
            _ => {
                match values.get(i) {
                    Some(v) => sv::camelift_sv_setsv(c, t, *v),
                    None => sv::camelift_sv_set_undef(c, t),
                }
                i += 1;
            }
        }
    }
    for &v in held.iter() {
        sv::dec(c, v);
    }
    if gimme == G_LIST {
        // The assigned-to lvalues: an array or hash gives its contents.
        for &t in targets.iter() {
            match sv(t).flags & SVT_MASK {
                SVT_PVAV => crate::core::av::camelift_push_av(c, t),
                SVT_PVHV => crate::core::hv::camelift_push_hv(c, t),
                _ if t == undef => {}
                _ => push(c, t),
            }
        }
        return undef;
    }
    sv::mortal_iv(c, nvalues as i64)
}

/// `a .. b` in list context: numeric unless both ends are strings that aren't plain
/// numbers, in which case perl's magic string increment is used.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_range(c: *mut Ctx, a: *mut Sv, b: *mut Sv) {
    let info = Info::simple("range (or flop)");
    let fa = sv(a).flags;
    let fb = sv(b).flags;
    let str_a = fa & SVF_POK != 0 && fa & (SVF_IOK | SVF_NOK) == 0;
    let str_b = fb & SVF_POK != 0 && fb & (SVF_IOK | SVF_NOK) == 0;
    let numeric = if str_a && str_b {
        let sa = sv::pv_bytes(sv(a));
        let sb = sv::pv_bytes(sv(b));
        crate::core::num::parse_number(sa).1 && !sa.starts_with(b"0") && crate::core::num::parse_number(sb).1
    } else {
        true
    };
    if numeric {
        let lo = sv::to_iv(c, a, &info, 0);
        let hi = sv::to_iv(c, b, &info, 1);
        let mut i = lo;
        while i <= hi {
            let s = sv::mortal_iv(c, i);
            push(c, s);
            if i == i64::MAX {
                break;
            }
            i += 1;
        }
        return;
    }
    let start = sv::to_bytes(c, a, &info, 0);
    let end = sv::to_bytes(c, b, &info, 1);
    if start.len() > end.len() {
        return;
    }
    let mut cur = start;
    loop {
        let s = sv::mortal_pv(c, &cur);
        push(c, s);
        if cur == end {
            break;
        }
        match crate::core::num::str_inc(&cur) {
            Some(n) if n.len() <= end.len() => cur = n,
            _ => break,
        }
    }
}

// ---- messages -------------------------------------------------------------------------------

pub fn curline(c: *mut Ctx) -> u32 {
    ctx(c).curline & CURLINE_LINE_MASK
}

pub fn warnings_on(c: *mut Ctx) -> bool {
    ctx(c).curline & CURLINE_WARN != 0
}

/// ` at FILE line N.\n`
pub fn location(c: *mut Ctx) -> String {
    format!(
        " at {} line {}{}.\n",
        String::from_utf8_lossy(&interp(c).file),
        curline(c),
        crate::io::file::location_suffix(c)
    )
}

/// Writes a warning (the text gets the location appended).
pub fn warn_text(c: *mut Ctx, text: &str) {
    let msg = format!("{text}{}", location(c));
    emit_warning(c, msg.as_bytes());
}

/// A `%SIG` hook (`__WARN__`, `__DIE__`) when it holds code.
fn sig_hook(c: *mut Ctx, name: &[u8]) -> Option<*mut Sv> {
    let hv = gv(interp(c).gv_sig).hv;
    let v = *crate::core::hv::body(c, hv).map.get(name)?;
    (sv(v).flags & SVF_ROK != 0).then_some(v)
}

/// Calls a `__WARN__`/`__DIE__` hook, which perl runs on a stack of its own (a `last` in
/// it does not reach a loop outside).
fn hook_call(c: *mut Ctx, h: *mut Sv, arg: *mut Sv) {
    crate::core::cx::with_barrier(c, None, || call_cv(c, h, &[arg], G_SCALAR))
}

/// Every warning ends here: `$SIG{__WARN__}` gets it when set (not while it runs), else
/// STDERR.
pub fn emit_warning(c: *mut Ctx, msg: &[u8]) {
    if !interp(c).in_hook {
        if let Some(h) = sig_hook(c, b"__WARN__") {
            interp(c).in_hook = true;
            let arg = sv::mortal_pv(c, msg);
            // The op that warns may warn again after the handler, naming variables the
            // handler's own ops would overwrite.
            let vars = ctx(c).uninit_vars;
            let r = std::panic::catch_unwind(|| hook_call(c, h, arg));
            ctx(c).uninit_vars = vars;
            interp(c).in_hook = false;
            if let Err(p) = r {
                std::panic::resume_unwind(p);
            }
            return;
        }
    }
    let _ = interp(c).stderr.write_all(msg);
}

/// `die`: `$SIG{__DIE__}` sees the exception first (it may die with another), then the
/// exception unwinds.
pub fn die_value(c: *mut Ctx, value: *mut Sv) -> ! {
    // A call that dies before the sub is entered (`&nosuch;`) does not pass its @_ on
    // to the next one.
    interp(c).share_args = false;
    if !interp(c).in_hook {
        if let Some(h) = sig_hook(c, b"__DIE__") {
            interp(c).in_hook = true;
            let arg = sv::mortalize(c, sv::newsv_copy(c, value));
            let r = std::panic::catch_unwind(|| hook_call(c, h, arg));
            interp(c).in_hook = false;
            if let Err(p) = r {
                sv::dec(c, value);
                std::panic::resume_unwind(p);
            }
        }
    }
    throw(value)
}

pub fn warn_if_enabled(c: *mut Ctx, text: &str) {
    if warnings_on(c) {
        warn_text(c, text);
    }
}

/// "Use of uninitialized value", naming the variable as perl does; `arg` is the operand
/// (or item) that gave `value`.
pub fn warn_uninit(c: *mut Ctx, info: &Info, arg: usize, value: *mut Sv) {
    if ctx(c).curline & CURLINE_WARN_UNINIT == 0 {
        return;
    }
    let name = match crate::core::uninit::naming(c, info, arg, value) {
        crate::core::uninit::Naming::Silent => return,
        crate::core::uninit::Naming::Unnamed => String::new(),
        crate::core::uninit::Naming::Named(n) => n,
    };
    let desc = info.desc();
    let sep = if name.is_empty() { "" } else { " " };
    if desc.is_empty() {
        warn_text(c, &format!("Use of uninitialized value{sep}{name}"));
    } else {
        warn_text(
            c,
            &format!("Use of uninitialized value{sep}{name} in {desc}"),
        );
    }
}

pub fn warn_numeric(c: *mut Ctx, bytes: &[u8], info: &Info) {
    if ctx(c).curline & CURLINE_WARN_NUMERIC == 0 {
        return;
    }
    let shown = display_pv(bytes);
    let desc = info.desc();
    if desc.is_empty() {
        warn_text(c, &format!("Argument \"{shown}\" isn't numeric"));
    } else {
        warn_text(c, &format!("Argument \"{shown}\" isn't numeric in {desc}"));
    }
}

/// How perl shows a string in "isn't numeric" (sv.c's `not_a_number`): control
/// characters as `^X`, high bytes as `M-`, cut with "..." past 56 characters.
pub fn display_pv(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() && out.len() < 56 {
        let mut ch = bytes[i];
        if ch >= 0x80 {
            out.push_str("M-");
            ch &= 0x7f;
        }
        match ch {
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            0x0c => out.push_str("\\f"),
            b'\\' => out.push_str("\\\\"),
            0 => out.push_str("\\0"),
            0x20..=0x7e => out.push(ch as char),
            _ => {
                out.push('^');
                out.push((ch ^ 64) as char);
            }
        }
        i += 1;
    }
    if i < bytes.len() {
        out.push_str("...");
    }
    out
}

/// Dies with a message; without a trailing newline the location is appended.
pub fn die_msg(c: *mut Ctx, msg: impl AsRef<str>) -> ! {
    let m = msg.as_ref();
    let text = if m.ends_with('\n') {
        m.to_string()
    } else {
        format!("{m}{}", location(c))
    };
    die_raw(c, text.as_bytes())
}

/// The end of a `die`: print and exit with perl's status ($! if set, else 255).
pub fn die_raw(c: *mut Ctx, text: &[u8]) -> ! {
    let value = sv::new_pv(c, text);
    die_value(c, value)
}

/// A Perl exception in flight: the value `die` was given (becomes `$@`).
pub struct PerlDie(pub *mut Sv);

// SAFETY: the payload is created and caught on the single interpreter thread; it only
// passes through the unwinder, never to another thread.
unsafe impl Send for PerlDie {}

/// Unwinds to the innermost `eval` (or the top level) with `value`, which the catcher
/// owns. Compiled frames carry `.eh_frame` and own nothing that needs cleaning up: the
/// catcher restores the runtime's stacks.
pub fn throw(value: *mut Sv) -> ! {
    std::panic::resume_unwind(Box::new(PerlDie(value)))
}

/// The end of a `die` nothing caught: print the message, exit with perl's status
/// ($! if set, else 255).
pub fn die_uncaught(c: *mut Ctx, value: *mut Sv) -> ! {
    let text = sv::to_bytes_quiet(value);
    let _ = interp(c).stderr.write_all(&text);
    // perl's die status: $! if it is set, else $? >> 8 if that is, else 255.
    let num_of = |name: &[u8]| {
        let g = gv_fetch(c, name);
        let v = gv(g).sv;
        if v.is_null() || sv::is_undef(v) {
            0
        } else {
            crate::core::num::to_iv(sv::to_num(c, v, &Info::simple(""), usize::MAX))
        }
    };
    // `$!` is where every failure leaves its errno (`file::set_errno`), and where the
    // program may have cleared it.
    let errno = num_of(b"main::!");
    let code = if errno & 0xff != 0 {
        errno & 0xff
    } else if (num_of(b"main::?") >> 8) & 0xff != 0 {
        (num_of(b"main::?") >> 8) & 0xff
    } else {
        255
    };
    exit_process(c, code as i32)
}

/// Dies with perl's "Out of memory!".
pub fn out_of_memory() -> ! {
    let _ = std::io::Write::write_all(&mut std::io::stderr(), b"Out of memory!\n");
    std::process::exit(1)
}
