//! The calls core makes into the layers above it, which it cannot name: each layer plugs
//! its functions in at start-up (`crate::open_layers`, as Lua's linit.c opens its
//! libraries), and until then the defaults do nothing. None is on a hot path: a free hook
//! runs only after the head's flags said it has side data.

use crate::core::interp::interp;
use camelift_abi::*;

/// Side data a layer keeps beside a value, released when the value is freed.
#[derive(Clone, Copy)]
pub enum Side {
    /// A blessed value's class (`SVF_BLESSED`; core/obj.rs).
    Blessed,
    /// A `qr//` head's compiled pattern (`SVT_REGEXP`; pp/re.rs).
    Regexp,
    /// A glob head's file handle (`SVT_PVGV`; io/file.rs).
    Glob,
    /// An IO value's glob head (`SVT_PVGV` with `SVF_IOVIEW`; io/file.rs).
    IoView,
}

const SIDES: usize = 4;

/// Called with a head whose last reference went (already marked freed, its `any` still
/// set): the owner of the side table lets go of its entry.
pub type FreeHook = fn(*mut Ctx, *mut Sv);

pub struct Hooks {
    free: [FreeHook; SIDES],
    /// ` <$fh> line 5` after a message's line number: the last handle read (io).
    pub location_suffix: fn(*mut Ctx) -> String,
    /// Flushes every open file at exit (io).
    pub flush_files: fn(*mut Ctx),
    /// `stat` (`lstat` with `true`) of a path or a handle as perl's pp_stat does it (the
    /// stat cache set, `$!` on failure): its 13 fields and the nanoseconds of the three
    /// times; and a handle's descriptor (None: a path; Some(None): a handle not open).
    /// For Time::HiRes (io/fs.rs).
    pub file_stat: fn(*mut Ctx, *mut Sv, bool) -> Option<StatFields>,
    pub handle_fd: fn(*mut Ctx, *mut Sv) -> Option<Option<i32>>,
    /// Up to N bytes through a handle value's read buffer, as perl's PerlIO_read gives
    /// them (fewer only at the end; none there): None when the value names no open
    /// handle, `Err(errno)` when the read failed or the handle is not for input. For
    /// Digest::MD5's `addfile` (io/rw.rs).
    pub read_handle: fn(*mut Ctx, *mut Sv, usize) -> HandleRead,
    /// Bytes written to the handle a value names, as perl's PerlIO_write (no `$,`, no
    /// `$\`): None when it names no handle open for output, else whether the write went
    /// well (`$!` set when not). For Storable's pstore (io/file.rs).
    pub write_handle: fn(*mut Ctx, *mut Sv, &[u8]) -> Option<bool>,
    /// Flushes the default output handle, when `$|` becomes true (io).
    pub flush_selected: fn(*mut Ctx),
    /// Closes the pipe opens still open at exit, waiting for their children as perl's
    /// global destruction does (io).
    pub close_pipes: fn(*mut Ctx),
    /// A text split into records by `$/` as readline splits a file (io): backticks in
    /// list context.
    pub records: fn(*mut Ctx, &[u8]) -> Vec<Vec<u8>>,
    /// How many `s///` are in progress, and ending those begun since a depth when a
    /// `die` or a loop exit leaves them (pp/re.rs).
    pub subst_depth: fn(*mut Ctx) -> usize,
    pub unwind_substs: fn(*mut Ctx, usize),
    /// Whether group N of the last successful match matched (`$N` is defined; pp/re.rs).
    pub group_defined: fn(*mut Ctx, usize) -> bool,
    /// Ends the process as perl's `my_exit` does: END blocks, the flushes, the status
    /// (sys/main.rs's `exit_process`).
    pub exit: fn(*mut Ctx, i32) -> !,
    /// A `die` that nothing will catch, at the point it is thrown: the executable prints
    /// it and exits there, before anything is unwound, as perl's `die_unwind` does
    /// (sys/main.rs's `die_uncaught`); elsewhere (the compiler's engine) None: it unwinds
    /// to whoever runs the code.
    pub uncaught: Option<fn(*mut Ctx, *mut Sv) -> !>,
    /// A built-in module's function as a sub, by full name, for a code reference to it
    /// (`\&Scalar::Util::blessed`), defined the first time one is asked for (modules).
    pub native_sub: fn(*mut Ctx, &[u8]) -> Option<crate::core::interp::SubFn>,
    /// A glob was just made (by the program's start-up or a symbolic name): a layer fills
    /// in one it owns, made only when something names it (modules: `$^V`, a version
    /// object, whose class's overloading every program would otherwise pay for).
    pub glob_made: fn(*mut Ctx, &[u8]),
    /// An lvalue `substr(TARGET, OFF, LEN)` was written: the value goes into TARGET
    /// (pp's `substr` 4-argument form; magic.rs).
    pub substr_store: fn(*mut Ctx, *mut Sv, *mut Sv, *mut Sv, *mut Sv),
    /// The named glob a glob head (`SVT_PVGV`, what `\*NAME` refers to) belongs to, or
    /// None for a handle of its own (`open my $fh`) (io).
    pub glob_of_head: fn(*mut Ctx, *mut Sv) -> Option<*mut Gv>,
    /// The native sub of one of IO.xs's functions, which work on handles (io/xs_io.rs),
    /// for modules/xsload.rs's binding of IO's XS part.
    pub io_xs: fn(XsSub) -> crate::core::interp::SubFn,
    /// Whether a value is a glob (or a reference to one) that has a handle, opened at
    /// some time: perl's glob with an IO, whose methods are IO::File's (io).
    pub has_io: fn(*mut Ctx, *mut Sv) -> bool,
    /// The glob whose slots `*{$fh}` of a glob head (`open my $fh`'s) reaches: the named
    /// glob of a bareword handle, else one made for the handle and kept while it lives
    /// (perl's lexical handles are globs of their own, `*main::$fh`) (io).
    /// Its full name.
    pub glob_for_head: fn(*mut Ctx, *mut Sv) -> Option<Vec<u8>>,
    /// Nothing can reach the glob of this full name any more (it was taken out of its
    /// symbol table and the value it was made from went): its handle is closed (io).
    pub glob_released: fn(*mut Ctx, &[u8]),
    /// `local *DST = *SRC`: DST's handle is SRC's until the scope ends (the layer saves
    /// and restores its own binding on the save stack); with SRC null (`local *DST`), DST
    /// has no handle until then (io).
    pub local_io: fn(*mut Ctx, *mut Gv, *mut Gv),
    /// `*DST = *SRC`: DST's handle is SRC's from now on (perl's glob assignment shares
    /// the IO) (io).
    pub alias_io: fn(*mut Ctx, *mut Gv, *mut Gv),
    /// `*glob{IO}`: the glob's handle as a value (a new mortal reference to perl's IO
    /// object, blessed into IO::File), or None when the glob has no handle (io).
    pub glob_io: fn(*mut Ctx, *mut Gv) -> Option<*mut Sv>,
}

fn no_free(_c: *mut Ctx, _p: *mut Sv) {}
fn no_suffix(_c: *mut Ctx) -> String {
    String::new()
}
fn no_flush(_c: *mut Ctx) {}
fn one_record(_c: *mut Ctx, text: &[u8]) -> Vec<Vec<u8>> {
    vec![text.to_vec()]
}
fn no_depth(_c: *mut Ctx) -> usize {
    0
}
fn no_unwind(_c: *mut Ctx, _depth: usize) {}
fn no_group(_c: *mut Ctx, _n: usize) -> bool {
    false
}
fn no_glob_hook(_c: *mut Ctx, _name: &[u8]) {}
fn no_native(_c: *mut Ctx, _name: &[u8]) -> Option<crate::core::interp::SubFn> {
    None
}
extern "C-unwind" fn no_io_sub(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    crate::core::diag::die_msg(c, "IO's XS part without the io layer is not supported yet")
}
fn no_io_xs(_x: XsSub) -> crate::core::interp::SubFn {
    no_io_sub
}
fn no_substr_store(_c: *mut Ctx, _t: *mut Sv, _o: *mut Sv, _l: *mut Sv, _v: *mut Sv) {}
fn no_glob_of_head(_c: *mut Ctx, _h: *mut Sv) -> Option<*mut Gv> {
    None
}
/// `stat`'s 13 fields, and the nanoseconds of its atime, mtime and ctime.
/// What `read_handle` gives: None for no open handle, else the bytes or an errno.
pub type HandleRead = Option<Result<Vec<u8>, i32>>;

pub type StatFields = ([i64; 13], [i64; 3]);

fn no_stat(_c: *mut Ctx, _v: *mut Sv, _link: bool) -> Option<StatFields> {
    None
}
fn no_fd(_c: *mut Ctx, _v: *mut Sv) -> Option<Option<i32>> {
    None
}
fn no_read(_c: *mut Ctx, _v: *mut Sv, _n: usize) -> HandleRead {
    None
}
fn flush_stdout(c: *mut Ctx) {
    let _ = interp(c).stdout.flush();
}
fn plain_exit(_c: *mut Ctx, code: i32) -> ! {
    std::process::exit(code)
}

impl Default for Hooks {
    fn default() -> Hooks {
        Hooks {
            free: [no_free; SIDES],
            location_suffix: no_suffix,
            flush_files: no_flush,
            flush_selected: flush_stdout,
            file_stat: no_stat,
            handle_fd: no_fd,
            read_handle: no_read,
            write_handle: |_, _, _| None,
            records: one_record,
            close_pipes: no_flush,
            subst_depth: no_depth,
            unwind_substs: no_unwind,
            group_defined: no_group,
            exit: plain_exit,
            uncaught: None,
            native_sub: no_native,
            glob_made: no_glob_hook,
            substr_store: no_substr_store,
            glob_of_head: no_glob_of_head,
            io_xs: no_io_xs,
            has_io: |_, _| false,
            glob_for_head: |_, _| None,
            glob_released: |_, _| {},
            local_io: |_, _, _| {},
            alias_io: |_, _, _| {},
            glob_io: |_, _| None,
        }
    }
}

/// A layer registers the function that releases its side data of one kind.
pub fn set_free_hook(c: *mut Ctx, side: Side, f: FreeHook) {
    interp(c).hooks.free[side as usize] = f;
}

/// The one free dispatch: `sv::camelift_sv_free` calls it after the flag or type test.
#[inline]
pub fn free_side(c: *mut Ctx, side: Side, p: *mut Sv) {
    (interp(c).hooks.free[side as usize])(c, p)
}

pub fn hooks<'a>(c: *mut Ctx) -> &'a mut Hooks {
    &mut interp(c).hooks
}
