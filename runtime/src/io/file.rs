//! File handles: `open`, `close`, `<FH>` (readline with `$/` and `$.`), `eof`,
//! `binmode`, `print FH`, file tests, `unlink`, `mkdir`, `rmdir`.
//!
//! In-memory handles (`open $fh, '<', \$text`, `'>'`/`'>>'` to `\$buf`) and `DATA` (the
//! text after `__END__`/`__DATA__`) have no descriptor: a reading one holds its whole text
//! in the read buffer from the start, a writing one appends to the scalar it holds.
//!
//! A handle lives in `IoState::handles`; a glob head (`SVT_PVGV`) refers to it by number.
//! `open(my $fh, ...)` stores a reference to a new glob head in `$fh` (perl's
//! autovivified `GLOB(0x...)`); a bareword handle's glob head is kept in `by_gv`, keyed
//! by the address of the program's glob of that name. Handles 0, 1, 2 are STDIN, STDOUT,
//! STDERR; writes to 1 and 2 go through the interpreter's own `stdout`/`stderr`.

use crate::core::diag::{set_errno, warn_if_enabled};
use crate::core::interp::{self, interp, Info};
use crate::core::perlio::Out;
use crate::core::sv::{self, sv};
use crate::io::layers::Layers;
use camelift_abi::codes::{IoFunc, PrintMode, IO_FILE_TEST, IO_WANT_LIST};
use camelift_abi::*;
use std::collections::HashMap;

pub struct Handle {
    /// The name in messages: `FH`, `STDIN`, `$fh`.
    pub(super) name: Vec<u8>,
    pub(super) fd: i32,
    pub(super) open: bool,
    pub(super) readable: bool,
    pub(super) writable: bool,
    pub(super) out: Option<Out>,
    pub(super) rbuf: Vec<u8>,
    pub(super) rpos: usize,
    pub(super) at_eof: bool,
    /// Records read (perl's IoLINES, `$.`).
    pub(super) lines: i64,
    /// Slurp mode reads "" once from an empty file: not done yet.
    first_slurp: bool,
    /// A read was interrupted by a signal with a Perl handler pending: the reader returns
    /// without a record, runs the handlers and reads again (perl's PerlIO does the same).
    pub(super) interrupted: bool,
    /// The errno of a read(2) that failed (`<$dir>` gives EISDIR), for `$!`.
    pub(super) read_errno: Option<i32>,
    /// A read(2) failed since the handle was opened or its error cleared (PerlIO's
    /// error flag, what IO::Handle's `error` reports).
    pub(super) read_failed: bool,
    /// The scalar an in-memory output handle writes to (a counted reference), or null.
    pub(super) mem: *mut Sv,
    /// A directory handle's entries and the next one to read (`opendir`; io/fs.rs).
    pub(super) dir: Option<(Vec<Vec<u8>>, usize)>,
    /// Its PerlIO layers (io/layers.rs); through a UTF-8 one (`:utf8`,
    /// `:encoding(UTF-8)`) characters go out as UTF-8 and records come in as character
    /// strings.
    pub(super) layers: Layers,
    /// perl's IOf_FLUSH (`$|` while another handle is selected; io/rw.rs).
    pub(super) autoflush: bool,
    /// Bytes read into the buffer since the handle was opened (less those a write gave
    /// back): what `tell` counts on a pipe, where the file has no position.
    pub(super) filled: i64,
    /// Opened with `>` (perl's IoTYPE_WRONLY, not `>>`): only such a handle makes `read`
    /// warn "opened only for output".
    pub(super) wronly: bool,
    /// Made for a bareword no `open` has named yet (`\*FH`, `tell FH`): perl's
    /// "unopened filehandle" rather than "closed".
    pub(super) unopened: bool,
    /// `DATA`: its text is a part of the source file, whose offsets `seek` and `tell`
    /// would need.
    pub(super) data: bool,
    /// A pipe open's child (0: none), waited for when the handle is closed
    /// (sys/proc.rs), and its wait status once it has been (for `close`'s `$?`).
    pid: libc::pid_t,
    child_status: Option<i64>,
}

impl Handle {
    fn closed(name: Vec<u8>) -> Handle {
        Handle {
            name,
            fd: -1,
            open: false,
            readable: false,
            writable: false,
            out: None,
            rbuf: Vec::new(),
            rpos: 0,
            at_eof: false,
            lines: 0,
            first_slurp: true,
            interrupted: false,
            read_errno: None,
            read_failed: false,
            mem: std::ptr::null_mut(),
            dir: None,
            layers: Layers::default(),
            autoflush: false,
            filled: 0,
            wronly: false,
            unopened: false,
            data: false,
            pid: 0,
            child_status: None,
        }
    }

    /// Records read (`$.` while it is the last handle read).
    pub(super) fn lines(&self) -> i64 {
        self.lines
    }

    /// Opens it for reading `text`, held whole in the read buffer (in-memory, `DATA`).
    /// Whether the handle's strings are characters (a UTF-8 layer on top).
    pub(super) fn utf8(&self) -> bool {
        self.layers.utf8()
    }

    fn open_text(&mut self, text: &[u8]) {
        self.layers = Layers::scalar();
        self.fd = -1;
        self.open = true;
        self.readable = true;
        self.writable = false;
        self.out = None;
        self.rbuf.clear();
        self.rbuf.extend_from_slice(text);
        self.rpos = 0;
        self.at_eof = true;
        self.lines = 0;
        self.first_slurp = true;
        self.data = false;
        self.wronly = false;
    }

    /// Reads more bytes into the buffer; false at end of file or on an error. What is
    /// buffered to write goes out first (a `+<` handle reads after its writes, as
    /// PerlIO's switch from writing to reading does).
    pub(super) fn fill(&mut self) -> bool {
        if self.at_eof || self.fd < 0 || self.interrupted {
            return false;
        }
        if let Some(o) = self.out.as_mut() {
            let _ = o.flush();
        }
        if self.rpos > 0 {
            self.rbuf.drain(..self.rpos);
            self.rpos = 0;
        }
        let old = self.rbuf.len();
        let want = 65536;
        self.rbuf.reserve(want);
        loop {
            // SAFETY: read(2) writes at most `want` bytes into the spare capacity just
            // reserved (the pointer is one past the initialised part).
            let n = unsafe {
                libc::read(
                    self.fd,
                    self.rbuf.as_mut_ptr().add(old) as *mut libc::c_void,
                    want,
                )
            };
            if n < 0 {
                let e = std::io::Error::last_os_error().raw_os_error();
                if e == Some(libc::EINTR) {
                    if crate::core::despatch::pending() {
                        self.interrupted = true;
                        return false;
                    }
                    continue;
                }
                // A failed read ends the input as perl's does, with its errno in `$!`.
                self.read_errno = e;
                self.read_failed = true;
            }
            let n = n.max(0) as usize;
            // SAFETY: read(2) initialised exactly `n` bytes from `old` on, within capacity.
            unsafe { self.rbuf.set_len(old + n) };
            self.filled += n as i64;
            if n == 0 {
                self.at_eof = true;
                return false;
            }
            return true;
        }
    }

    /// Paragraph mode: skips a run of newlines, reading on while the buffer ends in one.
    fn skip_newlines(&mut self) {
        loop {
            let skip = self.unread().iter().take_while(|c| **c == b'\n').count();
            self.rpos += skip;
            if self.rpos < self.rbuf.len() || !self.fill() {
                break;
            }
        }
    }

    /// At end of file: the unterminated last record, if any (none when interrupted).
    fn rest_at_eof(&mut self, out: &mut Vec<u8>) -> bool {
        if self.interrupted {
            return false;
        }
        out.extend_from_slice(self.unread());
        self.rpos = self.rbuf.len();
        !out.is_empty()
    }

    pub(super) fn unread(&self) -> &[u8] {
        &self.rbuf[self.rpos..]
    }

    /// One record as `$/` says (`Rs`), copied into `out` (emptied first; the caller
    /// reuses it). False at end of file (or when interrupted: see `interrupted`).
    fn read_record(&mut self, sep: Rs<'_>, first_slurp: &mut bool, out: &mut Vec<u8>) -> bool {
        out.clear();
        let sep = match sep {
            Rs::Whole => None,
            Rs::Sep(s) => Some(s),
            Rs::Fixed(n) => {
                // perl's fixed-length records: `n` bytes, the last one shorter.
                loop {
                    let u = self.unread();
                    if u.len() >= n {
                        out.extend_from_slice(&u[..n]);
                        self.rpos += n;
                        return true;
                    }
                    if !self.fill() {
                        return self.rest_at_eof(out);
                    }
                }
            }
        };
        match sep {
            None => {
                while self.fill() {}
                if self.interrupted {
                    return false;
                }
                out.extend_from_slice(self.unread());
                self.rbuf.clear();
                self.rpos = 0;
                if out.is_empty() && !*first_slurp {
                    return false;
                }
                *first_slurp = false;
                true
            }
            Some(b"") => {
                // Paragraph mode: leading newlines skipped, the record ends with a run of
                // two or more newlines, kept as two.
                self.skip_newlines();
                let mut from = 0;
                loop {
                    let u = self.unread();
                    if let Some(at) = u[from..].windows(2).position(|w| w == b"\n\n") {
                        let end = from + at + 2;
                        out.extend_from_slice(&u[..end]);
                        self.rpos += end;
                        // Extra newlines belong to this terminator.
                        self.skip_newlines();
                        return true;
                    }
                    from = u.len().saturating_sub(1);
                    if !self.fill() {
                        return self.rest_at_eof(out);
                    }
                }
            }
            Some(sep) => {
                let mut from = 0;
                loop {
                    let u = self.unread();
                    let found = if sep.len() == 1 {
                        crate::core::bytes::memchr(sep[0], &u[from..])
                    } else {
                        u[from..].windows(sep.len()).position(|w| w == sep)
                    };
                    if let Some(at) = found {
                        let end = from + at + sep.len();
                        out.extend_from_slice(&u[..end]);
                        self.rpos += end;
                        return true;
                    }
                    from = u.len().saturating_sub(sep.len() - 1);
                    if !self.fill() {
                        return self.rest_at_eof(out);
                    }
                }
            }
        }
    }

    /// Flushes and closes (`out` is the buffer of a standard handle, which the
    /// interpreter keeps); the errno of a failure: the flush's or close(2)'s, else that of
    /// an earlier failed write (perl's `io_close`). A descriptor another open handle
    /// shares (`open($fh, '>&=', 1)`) stays open, as PerlIO counts its users.
    fn close(&mut self, std_out: Option<&mut Out>, shared: bool) -> Result<(), i32> {
        let mut r = match (self.out.as_mut(), std_out) {
            (Some(o), _) | (None, Some(o)) => o.close(),
            (None, None) => Ok(()),
        };
        if self.fd >= 0 && !shared {
            // SAFETY: the descriptor is this handle's own (STDIN, STDOUT and STDERR are
            // closed too, as perl closes them).
            if unsafe { libc::close(self.fd) } != 0 {
                let e = last_errno();
                // Linux frees the descriptor even when close(2) is interrupted.
                if e != libc::EINTR {
                    r = Err(e);
                }
            }
        }
        self.fd = -1;
        self.open = false;
        self.out = None;
        self.rbuf.clear();
        self.rpos = 0;
        self.at_eof = false;
        self.lines = 0;
        self.filled = 0;
        self.read_failed = false;
        r
    }
}

pub struct IoState {
    handles: Vec<Option<Handle>>,
    /// Bareword handles: program glob address -> glob head.
    pub(super) by_gv: HashMap<usize, *mut Sv>,
    /// The handle last read from (perl's PL_last_in_gv), for `$.`, `eof` and messages.
    pub(super) last_read: Option<usize>,
    /// `$/` and `$.`, looked up once.
    gv_rs: *mut Gv,
    gv_dot: *mut Gv,
    /// `*ARGV`, whose readline is the ARGV loop (io/argv.rs), looked up once.
    pub(super) gv_argv: *mut Gv,
    /// Reused by readline: the separator and the record (taken out while in use).
    sep_buf: Vec<u8>,
    rec_buf: Vec<u8>,
    /// The last `stat`, `lstat` or file test (perl's PL_statcache, the `_` handle): the
    /// buffer, or None when it failed.
    pub(super) statcache: Option<libc::stat>,
    /// Whether the last stat made was an lstat of a path (perl's PL_laststype ==
    /// OP_LSTAT): `-l _` and `lstat _` need one.
    pub(super) lstat_last: bool,
    /// The path of the last `stat` or file test when it was of a path (perl's
    /// PL_statname, which `-T _` reads again), else None.
    pub(super) statname: Option<Vec<u8>>,
    /// The default output handle `select` chose, when it is not STDOUT: perl's
    /// PL_defoutgv as `select` returns it (the glob's full name, or a reference to a
    /// lexical handle's glob), a counted head.
    pub(super) selected: Option<*mut Sv>,
    /// The globs `*{$fh}` made for lexical handles (by handle number; `glob_for_head`).
    anon_globs: HashMap<usize, Vec<u8>>,
    /// Those globs' heads, by glob address (no count: `free_glob` forgets them), so that
    /// `*FROM = *$fh` and `local *FROM = *$fh` reach the handle.
    anon_heads: HashMap<usize, *mut Sv>,
    /// The ARGV loop's state (io/argv.rs).
    pub(super) argv: crate::io::argv::ArgvState,
    /// The IO values `*glob{IO}` made, by handle number (no count: freeing one forgets
    /// it), so each handle has one.
    io_views: HashMap<usize, *mut Sv>,
    /// The number of the next glob IO::File's new_tmpfile makes (perl's newGVgen:
    /// `_GEN_0`, `_GEN_1`, ...).
    gen: usize,
}

impl Default for IoState {
    fn default() -> IoState {
        IoState {
            handles: Vec::new(),
            by_gv: HashMap::new(),
            last_read: None,
            gv_rs: std::ptr::null_mut(),
            gv_dot: std::ptr::null_mut(),
            gv_argv: std::ptr::null_mut(),
            sep_buf: Vec::new(),
            rec_buf: Vec::new(),
            statcache: None,
            lstat_last: false,
            statname: None,
            selected: None,
            gen: 0,
            anon_globs: HashMap::new(),
            anon_heads: HashMap::new(),
            io_views: HashMap::new(),
            argv: Default::default(),
        }
    }
}

/// The io layer's state, made with the standard handles on first use.
#[inline]
pub(super) fn io(c: *mut Ctx) -> &'static mut IoState {
    if interp(c).io_state.is_null() {
        io_init(c);
    }
    // SAFETY: `io_state` is the Box<IoState> leaked by `io_init`, never freed (it lives
    // as long as the interpreter); only this layer casts it, to this type. The runtime is
    // single-threaded and callers do not keep two of these borrows.
    unsafe { &mut *(interp(c).io_state as *mut IoState) }
}

/// `$.` becomes `lines` (the last handle read changed).
pub(super) fn set_dot(c: *mut Ctx, lines: i64) {
    let dot = interp::gv(io(c).gv_dot).sv;
    sv::set_num(dot, crate::core::num::Num::Iv(lines));
}

/// The number of a new generated glob name (newGVgen's counter).
pub(super) fn tmp_gen(c: *mut Ctx) -> usize {
    let st = io(c);
    st.gen += 1;
    st.gen - 1
}

/// Whether any handle was made yet (messages and the exit flush look only then).
fn io_ready(c: *mut Ctx) -> bool {
    !interp(c).io_state.is_null()
}

/// The standard handles and the `$/`, `$.` globs, on first use.
#[cold]
#[inline(never)]
fn io_init(c: *mut Ctx) {
    let st = IoState {
        gv_rs: interp::gv_fetch(c, b"main::/"),
        gv_dot: interp::gv_fetch(c, b"main::."),
        gv_argv: interp::gv_fetch(c, b"main::ARGV"),
        ..Default::default()
    };
    interp(c).io_state = Box::into_raw(Box::new(st)) as *mut u8;
    for (k, name) in [b"STDIN" as &[u8], b"STDOUT", b"STDERR"].iter().enumerate() {
        let mut h = Handle::closed(name.to_vec());
        h.fd = k as i32;
        h.open = true;
        h.readable = k == 0;
        h.writable = k != 0;
        h.layers = Layers::default_stack();
        io(c).handles.push(Some(h));
        let head = glob_head(c, k);
        let mut full = b"main::".to_vec();
        full.extend_from_slice(name);
        let gv = interp::gv_fetch(c, &full);
        io(c).by_gv.insert(gv as usize, head);
    }
}

/// Plugs the io layer into core: the free hook of glob heads, the ` <$fh> line 5` of
/// messages, and the flush at exit.
pub fn open(c: *mut Ctx) {
    crate::core::hooks::set_free_hook(c, crate::core::hooks::Side::Glob, |c, p| {
        // SAFETY: `p` is a live head held by its container or the stack for this call.
        free_glob(c, unsafe { sv(p) }.any())
    });
    crate::core::hooks::set_free_hook(c, crate::core::hooks::Side::IoView, |c, p| {
        // An IO value (`*STDOUT{IO}`) lets go of the glob head it kept.
        // SAFETY: `p` is a head being freed, its fields still set.
        let s = unsafe { sv(p) };
        io(c).io_views.remove(&(s.any() as usize).wrapping_sub(1));
        sv::dec(c, s.iv as usize as *mut Sv);
    });
    let h = crate::core::hooks::hooks(c);
    h.location_suffix = location_suffix;
    h.flush_files = flush_all;
    h.flush_selected = crate::io::rw::flush_selected;
    h.file_stat = |c, v, link| {
        let st = crate::io::fs::stat_of(c, v, link)?;
        let nsec = [st.st_atime_nsec, st.st_mtime_nsec, st.st_ctime_nsec];
        Some((crate::io::fs::stat_fields(&st), nsec))
    };
    h.handle_fd = |c, v| crate::io::fs::is_handle_value(v).then(|| crate::io::fs::fd_of(c, v));
    h.read_handle = crate::io::rw::read_handle;
    h.write_handle = write_handle;
    h.records = records;
    h.close_pipes = close_pipes;
    h.io_xs = crate::io::xs_io::native;
    h.glob_for_head = glob_for_head;
    h.local_io = local_io;
    h.alias_io = alias_io;
    h.glob_io = glob_io;
    h.glob_released = |c, name| {
        let g = interp::gv_fetch(c, name);
        if let Some(head) = io(c).by_gv.remove(&(g as usize)) {
            // The glob head's last reference: its handle is closed as the head goes.
            sv::dec(c, head);
        }
    };
    h.has_io = |c, v| {
        crate::io::fs::is_handle_value(v)
            && handle(c, resolve(c, v, std::ptr::null_mut())).is_some_and(|h| !h.unopened)
    };
    h.glob_of_head = |c, head| {
        io(c)
            .by_gv
            .iter()
            .find(|(_, &h)| h == head)
            .map(|(&g, _)| g as *mut Gv)
    };
}

/// The glob head of glob `g`'s handle: a bareword handle's, or the lexical handle's
/// whose glob `g` is (`*$fh`).
pub(super) fn head_of_gv(c: *mut Ctx, g: *mut Gv) -> Option<*mut Sv> {
    let st = io(c);
    st.by_gv
        .get(&(g as usize))
        .or_else(|| st.anon_heads.get(&(g as usize)))
        .copied()
}

/// `local *DST = *SRC`: DST's handle (its glob head) is SRC's until the scope ends; with
/// SRC null (`local *DST`), DST has none until then.
fn local_io(c: *mut Ctx, dst: *mut Gv, src: *mut Gv) {
    let old = io(c).by_gv.remove(&(dst as usize));
    if let Some(head) = (!src.is_null()).then(|| head_of_gv(c, src)).flatten() {
        io(c).by_gv.insert(dst as usize, sv::inc(head));
    }
    let saved = Box::into_raw(Box::new((dst, old)));
    crate::core::interp::interp(c)
        .savestack
        .push(crate::core::scope::Save::Destructor(
            restore_io,
            saved as usize,
        ));
}

/// `*DST = *SRC`: DST's handle is SRC's (none when SRC has none), as the glob
/// assignment makes both names one glob.
fn alias_io(c: *mut Ctx, dst: *mut Gv, src: *mut Gv) {
    let new = head_of_gv(c, src).map(sv::inc);
    let old = match new {
        Some(h) => io(c).by_gv.insert(dst as usize, h),
        None => io(c).by_gv.remove(&(dst as usize)),
    };
    if let Some(old) = old {
        sv::dec(c, old);
    }
}

/// `*glob{IO}` of glob `g`: its handle as perl's IO object (blessed into IO::File), one
/// per handle, holding the glob head so that the handle stays open while it lives.
fn glob_io(c: *mut Ctx, g: *mut Gv) -> Option<*mut Sv> {
    let head = head_of_gv(c, g)?;
    // SAFETY: `head` is a glob head its table holds a count on.
    let any = unsafe { sv(head) }.any();
    let id = (any as usize).wrapping_sub(1);
    if let Some(&view) = io(c).io_views.get(&id) {
        return Some(crate::core::refs::new_rv(c, view));
    }
    let view = sv::new_sv(c);
    // SAFETY: `view` was made just above; this function holds its only reference.
    let v = unsafe { sv(view) };
    v.flags = SVT_PVGV | SVF_IOVIEW;
    v.set_any(any);
    v.iv = sv::inc(head) as usize as i64;
    io(c).io_views.insert(id, view);
    let r = crate::core::refs::new_rv_owning(c, view);
    let class = sv::mortal_pv(c, b"IO::File");
    crate::core::obj::camelift_bless(c, r, class, std::ptr::null());
    Some(r)
}

/// The scope of a `local *DST = *SRC` ends: DST's own handle comes back.
fn restore_io(c: *mut Ctx, saved: usize) {
    // SAFETY: `saved` is the box `local_io` leaked for this one restore.
    let (dst, old) = *unsafe { Box::from_raw(saved as *mut (*mut Gv, Option<*mut Sv>)) };
    if let Some(cur) = io(c).by_gv.remove(&(dst as usize)) {
        sv::dec(c, cur);
    }
    if let Some(old) = old {
        io(c).by_gv.insert(dst as usize, old);
    }
}

/// `*{$fh}` of glob head `head`: the bareword handle's glob, else the one made for a
/// lexical handle (named `main::$fh#N` after the handle and its number), which holds
/// the slots as long as the handle lives: `free_glob` forgets it.
fn glob_for_head(c: *mut Ctx, head: *mut Sv) -> Option<Vec<u8>> {
    let name_of_gv = |c: *mut Ctx, g: *mut Gv| {
        interp(c)
            .stash
            .iter()
            .find(|(_, &v)| v == g)
            .map(|(k, _)| k.clone())
    };
    if let Some((&g, _)) = io(c).by_gv.iter().find(|(_, &h)| h == head) {
        return name_of_gv(c, g as *mut Gv);
    }
    // SAFETY: `head` is a live glob head the caller holds.
    let id = (unsafe { sv(head) }.any() as usize).wrapping_sub(1);
    if let Some(full) = io(c).anon_globs.get(&id) {
        return Some(full.clone());
    }
    let h = handle(c, Some(id))?;
    let mut full = b"main::".to_vec();
    full.extend_from_slice(&h.name);
    full.extend_from_slice(format!("#{id}").as_bytes());
    let g = interp::gv_fetch(c, &full);
    io(c).anon_globs.insert(id, full.clone());
    io(c).anon_heads.insert(g as usize, head);
    Some(full)
}

/// A new glob head for handle `id` (refcount 1).
fn glob_head(c: *mut Ctx, id: usize) -> *mut Sv {
    let h = sv::new_sv(c);
    // SAFETY: `h` was made just above; this function holds its only reference.
    (unsafe { sv(h) }).flags = SVT_PVGV;
    // SAFETY: `h` was made just above; this function holds its only reference.
    (unsafe { sv(h) }).set_any((id + 1) as *mut u8);
    h
}

/// Closes a handle (flushing it) and lets go of an in-memory handle's scalar; a pipe's
/// child is waited for (its status left in `child_status`).
pub(super) fn close_handle(c: *mut Ctx, h: &mut Handle) -> Result<(), i32> {
    let std_out = match h.fd {
        1 if h.out.is_none() => Some(&mut interp(c).stdout),
        2 if h.out.is_none() => Some(&mut interp(c).stderr),
        _ => None,
    };
    let me: *const Handle = h;
    let fd = h.fd;
    let shared = fd >= 0
        && io(c)
            .handles
            .iter()
            .flatten()
            .any(|o| !std::ptr::eq(o, me) && o.open && o.fd == fd);
    let r = h.close(std_out, shared);
    let pid = std::mem::take(&mut h.pid);
    if pid != 0 {
        let status = crate::core::proc::pclose(c, pid);
        h.child_status = Some(if r.is_err() { -1 } else { status });
        if let Err(e) = r {
            set_errno(c, e);
        }
    }
    let mem = std::mem::replace(&mut h.mem, std::ptr::null_mut());
    if !mem.is_null() {
        sv::dec(c, mem);
    }
    r
}

/// Whether STDOUT (1) or STDERR (2) is open for `print` (a program that never made a
/// handle has them open).
#[inline]
pub fn std_handle_open(c: *mut Ctx, id: usize) -> bool {
    !io_ready(c)
        || io(c)
            .handles
            .get(id)
            .is_some_and(|h| h.as_ref().is_some_and(|h| h.open))
}

/// A print to a standard handle the program closed: perl's `print() on closed filehandle
/// STDOUT` warning, and `$!` EBADF.
#[cold]
pub fn refuse_closed_std(c: *mut Ctx, id: usize, what: &str) {
    warn_closed(
        c,
        what,
        std::ptr::null_mut(),
        std::ptr::null_mut(),
        Some(id),
    );
    set_errno(c, libc::EBADF);
}

/// A glob head is freed: its handle is closed (flushed) and its slot released.
pub fn free_glob(c: *mut Ctx, any: *mut u8) {
    let id = (any as usize).wrapping_sub(1);
    let st = io(c);
    if let Some(slot) = st.handles.get_mut(id) {
        if let Some(h) = slot.as_mut() {
            if id > 2 {
                let flushing = unflushed(h);
                let r = close_handle(c, h);
                let name = std::mem::take(&mut h.name);
                *slot = None;
                if let (Err(e), true) = (r, flushing) {
                    warn_unclosed(c, Some(&name), e);
                }
            }
        }
    }
    if st.last_read == Some(id) {
        st.last_read = None;
    }
    if let Some(full) = io(c).anon_globs.remove(&id) {
        // The glob of its slots goes with it (its scalar, array and hash emptied; the
        // name stays in the symbol table).
        let g = interp::gv_fetch(c, &full);
        io(c).anon_heads.remove(&(g as usize));
        let (s, a, h) = (interp::gv(g).sv, interp::gv(g).av, interp::gv(g).hv);
        if !s.is_null() {
            let u = sv::undef(c);
            sv::camelift_sv_setsv(c, s, u);
        }
        if !a.is_null() {
            crate::core::av::clear(c, a);
        }
        if !h.is_null() {
            crate::core::hv::clear(c, h);
        }
    }
}

/// Flushes every open output file (before a fork, and at exit); at exit, in global
/// destruction, a file whose buffered output cannot be written is perl's warning (its
/// glob is gone by then, so it has no name).
pub fn flush_all(c: *mut Ctx) {
    if !io_ready(c) {
        return;
    }
    let destructing = destructing(c);
    if destructing {
        crate::io::argv::finish_editing_at_exit(c);
    }
    let mut failed = Vec::new();
    for (id, h) in io(c).handles.iter_mut().enumerate() {
        let Some(h) = h.as_mut() else { continue };
        let flushing = id > 2 && unflushed(h);
        if let Some(o) = h.out.as_mut() {
            if let (Err(e), true) = (o.flush(), flushing && destructing) {
                failed.push(e);
            }
        }
    }
    for e in failed {
        warn_unclosed(c, None, e);
    }
}

/// Whether `${^GLOBAL_PHASE}` is DESTRUCT.
fn destructing(c: *mut Ctx) -> bool {
    let p = interp::gv(interp::gv_fetch(c, b"main::^GLOBAL_PHASE")).sv;
    sv::to_bytes_quiet(p) == b"DESTRUCT"
}

/// Whether closing the handle writes buffered output that no earlier write failed on
/// (perl warns about an implicit close only then).
fn unflushed(h: &Handle) -> bool {
    h.open
        && h.out
            .as_ref()
            .is_some_and(|o| o.pending() > 0 && o.error().is_none())
}

/// perl's default-on `io` warning for an implicit close that failed: a handle freed at
/// the end of its scope, or left open at global destruction.
fn warn_unclosed(c: *mut Ctx, name: Option<&[u8]>, e: i32) {
    let err = crate::core::perlio::errno_text(e);
    let text = match name {
        Some(n) if !n.is_empty() => format!(
            "Warning: unable to close filehandle {} properly: {err}",
            String::from_utf8_lossy(n)
        ),
        _ => format!("Warning: unable to close filehandle properly: {err}"),
    };
    if destructing(c) {
        let msg = format!("{text} during global destruction.\n");
        crate::core::diag::emit_warning(c, msg.as_bytes());
    } else {
        crate::core::diag::warn_text(c, &text);
    }
}

/// Closes every pipe open still open (at exit, after STDOUT's last flush), each waiting
/// for its child, as perl's global destruction closes them.
pub fn close_pipes(c: *mut Ctx) {
    if !io_ready(c) {
        return;
    }
    for id in 0..io(c).handles.len() {
        if let Some(h) = handle(c, Some(id)).filter(|h| h.open && h.pid != 0) {
            let _ = close_handle(c, h);
        }
    }
}

/// ` <$fh> line 5` for messages: the last handle read, if it has read a record.
pub fn location_suffix(c: *mut Ctx) -> String {
    if !io_ready(c) {
        return String::new();
    }
    let st = io(c);
    let Some(h) = st.last_read.and_then(|id| st.handles.get(id)?.as_ref()) else {
        return String::new();
    };
    if h.lines == 0 {
        return String::new();
    }
    let rs = interp::gv(interp::gv_fetch(c, b"main::/")).sv;
    let line = !sv::is_undef(rs) && sv::to_bytes_quiet(rs) == b"\n";
    // The ARGV loop's handle is `<>` (perl names PL_argvgv so).
    let name = if st.argv.last { &[][..] } else { &h.name[..] };
    format!(
        ", <{}> {} {}",
        String::from_utf8_lossy(name),
        if line { "line" } else { "chunk" },
        h.lines
    )
}

/// The handle a (scalar, glob) pair names.
pub(super) fn resolve(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> Option<usize> {
    if !gv.is_null() {
        let head = head_of_gv(c, gv)?;
        // SAFETY: `head` is an element its container holds a reference to for the call.
        return Some((unsafe { sv(head) }.any() as usize).wrapping_sub(1));
    }
    if fh.is_null() {
        return None;
    }
    // SAFETY: `fh` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(fh) };
    if s.flags & SVF_ROK != 0 {
        // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
        let t = unsafe { sv(s.any() as *mut Sv) };
        if t.flags & SVT_MASK == SVT_PVGV {
            return Some((t.any() as usize).wrapping_sub(1));
        }
        if t.flags & SVF_FAKEGV != 0 {
            // `\*{"NAME"}`: a reference to a glob value, the handle of that glob.
            return resolve(c, s.any() as *mut Sv, std::ptr::null_mut());
        }
        return None;
    }
    if s.flags & SVT_MASK == SVT_PVGV {
        return Some((s.any() as usize).wrapping_sub(1));
    }
    if s.flags & SVF_POK != 0 {
        // A handle by name (`print {"STDERR"} ...`), or a glob value (`*main::STDERR`).
        let name = sv::to_bytes_quiet(fh);
        let name = match name.strip_prefix(b"*") {
            Some(rest) if !rest.is_empty() => rest.to_vec(),
            _ => name,
        };
        let full = if name.windows(2).any(|w| w == b"::") {
            name
        } else {
            [b"main::" as &[u8], &name].concat()
        };
        let g = interp::gv_fetch(c, &full);
        let head = head_of_gv(c, g)?;
        // SAFETY: `head` is an element its container holds a reference to for the call.
        return Some((unsafe { sv(head) }.any() as usize).wrapping_sub(1));
    }
    None
}

pub(super) fn handle<'a>(c: *mut Ctx, id: Option<usize>) -> Option<&'a mut Handle> {
    let st = io(c);
    st.handles.get_mut(id?)?.as_mut()
}

pub(super) fn last_errno() -> i32 {
    std::io::Error::last_os_error()
        .raw_os_error()
        .unwrap_or(libc::EIO)
}

/// The name a warning gives an unopened or closed handle.
pub(super) fn name_of(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, id: Option<usize>) -> Vec<u8> {
    if let Some(h) = handle(c, id) {
        return h.name.clone();
    }
    if !gv.is_null() {
        let st = &interp(c).stash;
        for (k, v) in st.iter() {
            if *v == gv {
                // The name without its package, as perl's GvENAME.
                let short = k.rsplit(|b| *b == b':').next().unwrap_or(k);
                return short.to_vec();
            }
        }
    }
    let _ = fh;
    Vec::new()
}

pub(super) fn warn_closed(c: *mut Ctx, what: &str, fh: *mut Sv, gv: *mut Gv, id: Option<usize>) {
    let name = name_of(c, fh, gv, id);
    let opened = handle(c, id).is_some_and(|h| !h.unopened);
    let state = if opened { "closed" } else { "unopened" };
    let text = if name.is_empty() {
        format!("{what}() on {state} filehandle")
    } else {
        format!(
            "{what}() on {state} filehandle {}",
            String::from_utf8_lossy(&name)
        )
    };
    crate::core::diag::warn_if_enabled(c, &text);
}

/// `$/` as readline reads it.
#[derive(Clone, Copy)]
pub(super) enum Rs<'a> {
    /// undef: the whole file.
    Whole,
    /// A separator; empty for paragraph mode.
    Sep(&'a [u8]),
    /// `\N`: records of N bytes.
    Fixed(usize),
}

impl Rs<'_> {
    fn is_whole(self) -> bool {
        matches!(self, Rs::Whole)
    }
}

/// `$/` as readline reads it, a separator copied into `buf`.
#[inline]
fn record_separator(c: *mut Ctx, buf: &mut Vec<u8>) -> Rs<'_> {
    let rs = interp::gv(io(c).gv_rs).sv;
    if sv::is_undef(rs) {
        return Rs::Whole;
    }
    // SAFETY: `rs` is in a glob's slot; the glob (never freed) holds a reference to it.
    let s = unsafe { sv(rs) };
    if s.flags & SVF_ROK != 0 {
        // Set by a path that did not check it (`camelift_rs_assign`): checked here.
        return Rs::Fixed(record_length(c, rs));
    }
    buf.clear();
    if s.flags & SVF_POK != 0 {
        buf.extend_from_slice(sv::pv_bytes(s));
    } else {
        *buf = sv::to_bytes_quiet(rs);
    }
    Rs::Sep(buf)
}

/// The record length a reference given to `$/` names, or perl's die (mg.c's set magic
/// of `$/`): a reference to a positive integer; zero, a negative number, or a
/// reference to anything but a plain scalar are forbidden.
fn record_length(c: *mut Ctx, value: *mut Sv) -> usize {
    let kind = sv::reftype_name(value).unwrap_or(b"SCALAR");
    if kind != b"SCALAR" && kind != b"LVALUE" && kind != b"VSTRING" {
        let article = if kind[0] == b'A' { "an" } else { "a" };
        let msg = format!(
            "Setting $/ to {article} {} reference is forbidden",
            String::from_utf8_lossy(kind)
        );
        crate::core::diag::die_msg(c, &msg);
    }
    // SAFETY: `value` is a live reference; its referent lives while it does.
    let referent = unsafe { sv(value) }.any() as *mut Sv;
    let n = sv::to_iv(c, referent, &interp::Info::simple("scalar assignment"), 0);
    if n < 0 {
        crate::core::diag::die_msg(
            c,
            "Setting $/ to a reference to a negative integer is forbidden",
        );
    }
    if n == 0 {
        crate::core::diag::die_msg(c, "Setting $/ to a reference to zero is forbidden");
    }
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// `$/ = VALUE`: a reference is checked first (`record_length`); a forbidden one dies
/// and leaves `$/` as it was.
#[no_mangle]
pub extern "C-unwind" fn camelift_rs_assign(c: *mut Ctx, target: *mut Sv, value: *mut Sv) {
    // SAFETY: `value` is a live scalar the compiled code holds for the call.
    if unsafe { sv(value) }.flags & SVF_ROK != 0 {
        record_length(c, value);
    }
    sv::camelift_sv_setsv(c, target, value);
}

/// `text` split into records by `$/` as readline splits a file (backticks in list
/// context, sys/proc.rs).
pub fn records(c: *mut Ctx, text: &[u8]) -> Vec<Vec<u8>> {
    let mut sep_buf = Vec::new();
    let sep = record_separator(c, &mut sep_buf);
    let mut h = Handle::closed(Vec::new());
    h.open_text(text);
    let mut first_slurp = false;
    let mut out = Vec::new();
    let mut rec = Vec::new();
    while h.read_record(sep, &mut first_slurp, &mut rec) {
        out.push(std::mem::take(&mut rec));
        if sep.is_whole() {
            break;
        }
    }
    out
}

#[no_mangle]
pub extern "C-unwind" fn camelift_io_readline(
    c: *mut Ctx,
    fh: *mut Sv,
    gv: *mut Gv,
    target: *mut Sv,
    gimme: i32,
) -> *mut Sv {
    let flags = gimme & (READLINE_DOUBLE | READLINE_QUIET);
    let gimme = gimme & !flags;
    if crate::io::argv::is_argv(c, gv) {
        return crate::io::argv::readline(c, gv, target, gimme, flags);
    }
    io(c).argv.last = false;
    read_records(c, resolve(c, fh, gv), fh, gv, target, gimme).0
}

/// A readline of handle `id` (`fh`, `gv` for messages): a record, or undef at its end
/// (into `target` when not null), or in list context the rest of the records pushed;
/// and whether a record was read.
pub(super) fn read_records(
    c: *mut Ctx,
    id: Option<usize>,
    fh: *mut Sv,
    gv: *mut Gv,
    target: *mut Sv,
    gimme: i32,
) -> (*mut Sv, bool) {
    let readable = handle(c, id).is_some_and(|h| h.open && h.readable);
    if !readable {
        // perl's PL_last_in_gv becomes this handle even so: its (absent) line count is
        // what messages and `$.` see now.
        io(c).last_read = id;
        warn_closed(c, "readline", fh, gv, id);
        if !target.is_null() {
            let _w = sv::check_writable(c, target);
            sv::set_undef(target);
            return (target, false);
        }
        return (sv::undef(c), false);
    }
    let Some(id) = id else {
        return (sv::undef(c), false);
    };
    // Flush our own STDOUT before reading STDIN? perl does not; nothing to do.
    let mut sep_buf = std::mem::take(&mut io(c).sep_buf);
    let mut rec_buf = std::mem::take(&mut io(c).rec_buf);
    let sep = record_separator(c, &mut sep_buf);
    let st = io(c);
    let dot = interp::gv(st.gv_dot).sv;
    st.last_read = Some(id);
    let got = loop {
        let Some(h) = io(c).handles.get_mut(id).and_then(|h| h.as_mut()) else {
            return (sv::undef(c), false);
        };
        let mut first_slurp = h.first_slurp;
        let mut got = false;
        let utf8 = h.utf8();
        if utf8 && matches!(sep, Rs::Fixed(_)) {
            // perl counts such records in characters.
            let msg = b"fixed-length records ($/ = \\N) on a handle with a UTF-8 layer are not supported yet";
            crate::core::diag::camelift_not_yet(c, msg.as_ptr(), msg.len());
        }
        if gimme == G_LIST as i32 {
            while h.read_record(sep, &mut first_slurp, &mut rec_buf) {
                h.lines += 1;
                got = true;
                let r = record_sv(c, &rec_buf, utf8);
                crate::core::stack::push(c, r);
                if sep.is_whole() {
                    break;
                }
            }
        } else {
            got = h.read_record(sep, &mut first_slurp, &mut rec_buf);
            if got {
                h.lines += 1;
            }
        }
        h.first_slurp = first_slurp;
        let lines = h.lines;
        let interrupted = std::mem::take(&mut h.interrupted);
        let read_errno = h.read_errno.take();
        if let Some(e) = read_errno {
            set_errno(c, e);
        }
        sv::set_num(dot, crate::core::num::Num::Iv(lines));
        if !interrupted {
            break got;
        }
        // A signal with a Perl handler arrived while the read was blocked: the handlers
        // run now (they may die, or close this very handle), then the read goes on.
        crate::core::despatch::camelift_sig_dispatch(c);
        let more = gimme == G_LIST as i32 || !got;
        if !more || !handle(c, Some(id)).is_some_and(|h| h.open && h.readable) {
            break got;
        }
    };
    let utf8 = handle(c, Some(id)).is_some_and(|h| h.utf8());
    let r = if gimme == G_LIST as i32 {
        sv::undef(c)
    } else if target.is_null() {
        if got {
            record_sv(c, &rec_buf, utf8)
        } else {
            sv::undef(c)
        }
    } else {
        let _w = sv::check_writable(c, target);
        if got && utf8 && !rec_buf.is_ascii() {
            let rec = record_sv(c, &rec_buf, utf8);
            sv::camelift_sv_setsv(c, target, rec);
        } else if got {
            sv::set_pv(target, &rec_buf);
        } else {
            sv::set_undef(target);
        }
        target
    };
    let st = io(c);
    st.sep_buf = sep_buf;
    st.rec_buf = rec_buf;
    (r, got)
}

/// Whether handle `id` has nothing more to read (perl's do_eof of one handle).
pub(super) fn at_eof(c: *mut Ctx, id: Option<usize>) -> bool {
    match handle(c, id) {
        Some(h) if h.open && h.readable => h.rpos >= h.rbuf.len() && !h.fill(),
        _ => true,
    }
}

/// A record read from a handle: bytes, or through a UTF-8 layer a character string
/// (malformed input, which perl's layers replace with warnings, is not supported).
fn record_sv(c: *mut Ctx, rec: &[u8], utf8: bool) -> *mut Sv {
    if !utf8 || rec.is_ascii() {
        return sv::mortal_pv(c, rec);
    }
    if std::str::from_utf8(rec).is_err() {
        crate::core::diag::die_msg(
            c,
            "Malformed UTF-8 read through a :utf8 or :encoding(UTF-8) layer is not supported yet",
        );
    }
    sv::mortal_str(c, rec, true)
}

/// `print`/`say`/`printf` to a handle (`mode` a `PrintMode`).
#[no_mangle]
pub extern "C-unwind" fn camelift_io_print(
    c: *mut Ctx,
    fh: *mut Sv,
    gv: *mut Gv,
    mark: usize,
    mode: i32,
    info: *const u8,
) -> *mut Sv {
    let Some(mode) = PrintMode::from_u32(mode as u32) else {
        crate::core::diag::unknown_code(c, "print mode", mode)
    };
    let id = resolve(c, fh, gv);
    let utf8 = handle(c, id).is_some_and(|h| h.utf8());
    let bytes = match mode {
        PrintMode::Printf => crate::io::print::printf_bytes(c, mark, info, utf8),
        _ => crate::io::print::print_bytes(c, mark, mode == PrintMode::Say, info, utf8),
    };
    let what = match mode {
        PrintMode::Print => "print",
        PrintMode::Say => "say",
        PrintMode::Printf => "printf",
    };
    let Some(h) = handle(c, id).filter(|h| h.open && h.writable) else {
        match handle(c, id).filter(|h| h.open) {
            Some(h) => warn_if_enabled(
                c,
                &format!(
                    "Filehandle {} opened only for input",
                    String::from_utf8_lossy(&h.name)
                ),
            ),
            None => warn_closed(c, what, fh, gv, id),
        }
        set_errno(c, libc::EBADF);
        // perl's pp_print says no with undef.
        return sv::undef(c);
    };
    put_bytes(c, id, h, &bytes, what)
}

/// `hooks.write_handle`: the bytes written to the handle a value names, as PerlIO_write
/// does for XS code (Storable's pstore): None when it names no handle open for output,
/// else whether the write went well (`$!` set when not).
pub fn write_handle(c: *mut Ctx, v: *mut Sv, bytes: &[u8]) -> Option<bool> {
    let id = resolve(c, v, std::ptr::null_mut());
    let h = handle(c, id).filter(|h| h.open && h.writable)?;
    Some(sv::truth(c, put_bytes(c, id, h, bytes, "print")))
}

/// Writes `bytes` to the open output handle `h` (number `id`): yes, or no with `$!`.
fn put_bytes(c: *mut Ctx, id: Option<usize>, h: &mut Handle, bytes: &[u8], what: &str) -> *mut Sv {
    let r = match id {
        Some(1) | Some(2) => {
            return sv::bool_sv(
                c,
                crate::io::print::write_std(c, id.unwrap_or(1) as i32, bytes, what),
            )
        }
        _ if !h.mem.is_null() => {
            let m = h.mem;
            let _w = sv::check_writable(c, m);
            // SAFETY: `m` is a live head held by its container or the stack for this call.
            if unsafe { sv(m) }.flags & (SVF_OK_MASK | SVF_ISUV | SVP_IOK | SVP_NOK) != SVF_POK {
                // The program changed the scalar meanwhile: write after its string value.
                set_bytes(c, m, &sv::to_bytes_quiet(m));
            }
            sv::cat_pv(m, bytes);
            Ok(())
        }
        _ => {
            if h.rpos < h.rbuf.len() {
                // Reading ahead moved the file position: go back before writing.
                let back = (h.rbuf.len() - h.rpos) as i64;
                // SAFETY: lseek on the handle's descriptor.
                unsafe { libc::lseek(h.fd, -back, libc::SEEK_CUR) };
                h.filled -= back;
                h.rbuf.clear();
                h.rpos = 0;
            }
            let flush = id.is_some_and(|id| crate::io::rw::autoflush(c, id));
            match h.out.as_mut() {
                Some(o) => o.write_all(bytes).and_then(|()| match flush {
                    true => o.flush().map_err(Some),
                    false => Ok(()),
                }),
                None => Err(Some(libc::EBADF)),
            }
        }
    };
    match r {
        Ok(()) => sv::yes(c),
        Err(e) => {
            if let Some(e) = e {
                set_errno(c, e);
            }
            sv::no(c)
        }
    }
}

/// Splits an open mode: (read, write, flags) or None for an unsupported one.
fn open_flags(mode: &[u8]) -> Option<(bool, bool, i32)> {
    Some(match mode {
        b"<" | b"" => (true, false, libc::O_RDONLY),
        b">" => (false, true, libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC),
        b">>" => (false, true, libc::O_WRONLY | libc::O_CREAT | libc::O_APPEND),
        b"+<" => (true, true, libc::O_RDWR),
        b"+>" => (true, true, libc::O_RDWR | libc::O_CREAT | libc::O_TRUNC),
        b"+>>" => (true, true, libc::O_RDWR | libc::O_CREAT | libc::O_APPEND),
        _ => return None,
    })
}

fn split_mode(spec: &[u8]) -> (&[u8], &[u8]) {
    let n = spec
        .iter()
        .take_while(|c| matches!(c, b'<' | b'>' | b'+' | b'|' | b'-'))
        .count();
    spec.split_at(n)
}

/// The layers of an `open` mode or a `binmode` argument; dies "not supported yet" for
/// a layer of perl's camelift does not have; None, with perl's warning and `$!`, for a
/// name that is no layer (the `open` or `binmode` fails).
fn layer_specs(c: *mut Ctx, layers: &[u8]) -> Option<Vec<camelift_abi::codes::Layer>> {
    match crate::io::layers::parse(layers) {
        Ok(specs) => Some(specs),
        Err(crate::io::layers::Bad::Refused(e)) => crate::core::diag::die_msg(c, e.0),
        Err(crate::io::layers::Bad::Unknown(name)) => {
            warn_if_enabled(
                c,
                &format!(
                    "Unknown PerlIO layer \"{}\"",
                    String::from_utf8_lossy(&name)
                ),
            );
            set_errno(c, libc::ENOENT);
            None
        }
    }
}

/// The layers an `open` with `layers` in its mode gives a file (None: a name that is no
/// layer).
fn open_layers(c: *mut Ctx, layers: &[u8], in_memory: bool) -> Option<Layers> {
    let specs = layer_specs(c, layers)?;
    Some(Layers::for_open(&specs, in_memory).unwrap_or_else(|e| crate::core::diag::die_msg(c, e.0)))
}

/// Whether handle `id` has a UTF-8 layer (the standard handles too).
pub fn utf8_layer(c: *mut Ctx, id: usize) -> bool {
    io_ready(c) && handle(c, Some(id)).is_some_and(|h| h.utf8())
}

/// Sets a scalar to a string, letting go of what it held (a reference, say).
fn set_bytes(c: *mut Ctx, p: *mut Sv, bytes: &[u8]) {
    let t = sv::mortal_pv(c, bytes);
    sv::camelift_sv_setsv(c, p, t);
}

/// The scalar `open`'s third argument refers to, for an in-memory handle.
fn in_memory_target(arg: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `arg` is this function's argument, a live head the caller holds a reference to for the call.
    let a = unsafe { sv(arg) };
    if a.flags & SVF_ROK == 0 {
        return None;
    }
    let t = a.any() as *mut Sv;
    // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
    let ty = unsafe { sv(t) }.flags & SVT_MASK;
    (ty != SVT_PVGV && ty != SVT_PVAV && ty != SVT_PVHV && ty != SVT_PVCV).then_some(t)
}

/// A new closed handle named `name`, bound to the bareword glob `gv` or stored as a
/// reference to a new glob in `fh` (or unbound when neither is given).
/// `\*NAME`: a reference to the glob head of bareword handle NAME (made closed when the
/// handle has not been opened yet), which print, readline and close accept as the handle.
#[no_mangle]
pub extern "C-unwind" fn camelift_glob_ref(c: *mut Ctx, gv: *mut Gv) -> *mut Sv {
    let head = match io(c).by_gv.get(&(gv as usize)) {
        Some(&h) => h,
        None => {
            unopened_handle(c, gv);
            let Some(&h) = io(c).by_gv.get(&(gv as usize)) else {
                return sv::undef(c);
            };
            h
        }
    };
    crate::core::refs::new_rv(c, head)
}

/// A closed handle for bareword `gv`, which no `open` has named.
pub(super) fn unopened_handle(c: *mut Ctx, gv: *mut Gv) -> usize {
    let name = name_of(c, std::ptr::null_mut(), gv, None);
    let id = new_handle(c, std::ptr::null_mut(), gv, name);
    if let Some(h) = handle(c, Some(id)) {
        h.unopened = true;
    }
    id
}

/// The glob a glob value (`*Symbol::GEN0`), or a reference to one (what Symbol's
/// gensym gives), stands for: a handle opened on it belongs to that glob, as perl's IO
/// slot does, so every copy of the reference finds it.
pub(super) fn glob_of_value(c: *mut Ctx, fh: *mut Sv) -> Option<*mut Gv> {
    if fh.is_null() {
        return None;
    }
    // SAFETY: `fh` is a live head the caller holds a reference to for the call.
    let s = unsafe { sv(fh) };
    let v = if s.flags & SVF_ROK != 0 {
        s.any() as *mut Sv
    } else {
        fh
    };
    if !interp::is_glob_value(v) {
        return None;
    }
    Some(interp::gv_fetch(c, &interp::glob_value_name(v)))
}

pub(super) fn new_handle(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, name: Vec<u8>) -> usize {
    let (fh, gv) = match glob_of_value(c, fh) {
        Some(g) if gv.is_null() => (std::ptr::null_mut(), g),
        _ => (fh, gv),
    };
    let st = io(c);
    let id = match st.handles.iter().position(|h| h.is_none()) {
        Some(free) if free > 2 => free,
        _ => {
            st.handles.push(None);
            st.handles.len() - 1
        }
    };
    st.handles[id] = Some(Handle::closed(name));
    let head = glob_head(c, id);
    if !gv.is_null() {
        io(c).by_gv.insert(gv as usize, head);
    } else if !fh.is_null() {
        let r = crate::core::refs::new_rv_owning(c, head);
        let _w = sv::check_writable(c, fh);
        crate::core::sv::camelift_sv_setsv(c, fh, r);
    } else {
        sv::dec(c, head);
    }
    id
}

/// `open` on a reference to a scalar: reads its string, or writes into it.
fn open_in_memory(c: *mut Ctx, id: usize, mode: &[u8], target: *mut Sv) -> *mut Sv {
    let text = match mode {
        b"<" => Some(sv::to_bytes_quiet(target)),
        b">" | b">>" => {
            let _w = sv::check_writable(c, target);
            let keep = if mode == b">>" && !sv::is_undef(target) {
                sv::to_bytes_quiet(target)
            } else {
                Vec::new()
            };
            set_bytes(c, target, &keep);
            None
        }
        _ => crate::core::diag::die_msg(
            c,
            format!(
                "open mode '{}' on an in-memory scalar is not supported yet",
                String::from_utf8_lossy(mode)
            ),
        ),
    };
    let Some(h) = handle(c, Some(id)) else {
        return sv::no(c);
    };
    match text {
        Some(t) => h.open_text(&t),
        None => {
            h.open_text(b"");
            h.readable = false;
            h.writable = true;
            h.wronly = mode == b">";
            h.mem = sv::inc(target);
        }
    }
    sv::mortal_iv(c, 1)
}

/// `DATA`: the program's text after `__END__`/`__DATA__`, readable through the glob
/// `gv` (`main::DATA`, or `PACKAGE::DATA` for `__DATA__`). Called once at start-up.
#[no_mangle]
pub extern "C-unwind" fn camelift_io_data(c: *mut Ctx, gv: *mut Gv, text: *const u8, len: usize) {
    // SAFETY: the compiler passes its read-only data blob of `len` bytes.
    let bytes = unsafe { std::slice::from_raw_parts(text, len) };
    let id = new_handle(c, std::ptr::null_mut(), gv, b"DATA".to_vec());
    if let Some(h) = handle(c, Some(id)) {
        h.open_text(bytes);
        // The source file's handle: perl reads DATA from where it read the program.
        h.layers = Layers::default_stack();
        h.data = true;
    }
}

/// The command of a pipe open and whether the program reads from it: 2-argument
/// `"cmd |"` and `"| cmd"`, 3-argument (or more) `"-|"` and `"|-"` with a command line
/// or a list (core/proc.rs runs it as `system` would); no command for the forking
/// `"-|"` and `"|-"` (the command `-`).
type PipeCommand = Option<crate::core::proc::Command>;
fn pipe_command(c: *mut Ctx, args: &[*mut Sv]) -> Option<(PipeCommand, bool, Option<Layers>)> {
    use crate::core::proc::Command;
    let info = Info::simple("open");
    let spec = sv::to_bytes(c, *args.get(1)?, &info, 1);
    if args.len() == 2 {
        let t = spec.trim_ascii();
        let (read, cmd) = if let Some(rest) = t.strip_prefix(b"|") {
            (false, rest.trim_ascii())
        } else if let Some(rest) = t.strip_suffix(b"|") {
            (true, rest.trim_ascii())
        } else {
            return None;
        };
        let cmd = (cmd != b"-").then(|| Command::Line(cmd.to_vec()));
        return Some((cmd, read, Some(Layers::default_stack())));
    }
    let (base, layers) = split_mode(spec.trim_ascii());
    let read = match base {
        b"-|" => true,
        b"|-" => false,
        _ => return None,
    };
    let layers = open_layers(c, layers, false);
    let list = &args[2..];
    if list.len() == 1 && sv::to_bytes_quiet(list[0]) == b"-" {
        return Some((None, read, layers));
    }
    Some((Some(Command::of_args(c, list, &info)), read, layers))
}

/// The handle an `open` or `pipe` (re)opens: the one `fh`/`gv` has (closed first if
/// open) or a new one, named `name`.
fn handle_to_open(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, name: Vec<u8>) -> usize {
    let existing = close_for_reopen(c, fh, gv);
    reopened_handle(c, existing, fh, gv, name)
}

/// The handle `fh`/`gv` already has, closed first if it is open (perl closes it before it
/// looks at the new file).
fn close_for_reopen(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> Option<usize> {
    let existing = resolve(c, fh, gv).filter(|id| handle(c, Some(*id)).is_some());
    if let Some(h) = handle(c, existing) {
        if h.open {
            let _ = close_handle(c, h);
        }
    }
    existing
}

/// The handle an open goes into: `existing`, or a new one bound to `gv` or stored in `fh`;
/// named `name`, and with nothing of its last opening left (no layer, not "unopened").
fn reopened_handle(
    c: *mut Ctx,
    existing: Option<usize>,
    fh: *mut Sv,
    gv: *mut Gv,
    name: Vec<u8>,
) -> usize {
    // A handle of a glob value (`open($io, ...)` of Symbol's gensym) is named as the
    // glob (`<GEN0>` in messages).
    let name = match glob_of_value(c, fh) {
        Some(g) if gv.is_null() => name_of(c, std::ptr::null_mut(), g, None),
        _ => name,
    };
    let id = match existing {
        Some(id) => id,
        None => new_handle(c, fh, gv, name.clone()),
    };
    if let Some(h) = handle(c, Some(id)) {
        h.first_slurp = true;
        h.name = name;
        h.layers = Layers::default();
        h.unopened = false;
    }
    id
}

/// perl's setfd_cloexec_or_inhexec_by_sysfdness: a descriptor a handle takes is closed
/// on exec when it is above `$^F` (PL_maxsysfd, 2 by default: the standard descriptors),
/// and inherited by the programs the program runs when it is not (`open STDOUT, ...`, or
/// any open under `local $^F = 100`). `$^F` is read when the handle is opened.
fn set_inheritance(c: *mut Ctx, fd: i32) {
    if fd < 0 {
        return;
    }
    let max = interp::gv(interp::gv_fetch(c, b"main::^F")).sv;
    let max = sv::to_iv(c, max, &Info::simple("open"), 0);
    // SAFETY: F_GETFD/F_SETFD on a descriptor the handle owns.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFD);
        if flags < 0 {
            return;
        }
        let want = if i64::from(fd) > max {
            flags | libc::FD_CLOEXEC
        } else {
            flags & !libc::FD_CLOEXEC
        };
        if want != flags {
            libc::fcntl(fd, libc::F_SETFD, want);
        }
    }
}

/// Opens handle `id` on one end of a pipe, `fd` (a pipe open's child `pid`, or 0).
fn attach_pipe_end(c: *mut Ctx, id: usize, fd: i32, pid: libc::pid_t, read: bool) {
    let fd = match id {
        0..=2 if fd != id as i32 => {
            // SAFETY: dup2 and close on descriptors this function owns.
            let moved = unsafe { libc::dup2(fd, id as i32) };
            // SAFETY: as above.
            unsafe { libc::close(fd) };
            moved
        }
        _ => fd,
    };
    set_inheritance(c, fd);
    let out = match id {
        1 => {
            interp(c).stdout = Out::new(1);
            None
        }
        2 => {
            interp(c).stderr = Out::new(2);
            None
        }
        _ => (!read).then(|| Out::new(fd)),
    };
    let Some(h) = handle(c, Some(id)) else {
        return;
    };
    h.fd = fd;
    h.pid = pid;
    h.child_status = None;
    h.open = fd >= 0;
    h.readable = read;
    h.writable = !read;
    h.out = out;
    h.layers = Layers::default_stack();
    h.at_eof = false;
    h.lines = 0;
    // perl's PerlIO_fdopen seeks to learn the position: a pipe has none.
    set_errno(c, libc::ESPIPE);
}

/// `open` of a pipe to or from a command: the child's pid, or undef with `$!` set; a
/// forking open gives 0 in the child, whose handle stays closed.
fn open_pipe(
    c: *mut Ctx,
    fh: *mut Sv,
    gv: *mut Gv,
    name: Vec<u8>,
    cmd: PipeCommand,
    read: bool,
    layers: Layers,
) -> *mut Sv {
    let id = handle_to_open(c, fh, gv, name);
    let empty = matches!(&cmd, Some(crate::core::proc::Command::Line(l)) if l.is_empty());
    let child = if empty {
        // perl's "missing command" of `open(FH, "|")`.
        Err(libc::EPIPE)
    } else {
        crate::core::proc::popen(c, cmd.as_ref(), read)
    };
    match child {
        Ok((_, 0)) => sv::mortal_iv(c, 0),
        Ok((fd, pid)) => {
            attach_pipe_end(c, id, fd, pid, read);
            if let Some(h) = handle(c, Some(id)) {
                h.layers = layers;
            }
            sv::mortal_iv(c, pid as i64)
        }
        Err(e) => {
            set_errno(c, e);
            sv::undef(c)
        }
    }
}

/// `pipe(READ, WRITE)`: `args` are the two names and WRITE's scalar or glob reference.
fn do_pipe(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, args: &[*mut Sv]) -> *mut Sv {
    let [rname, wname, wfh] = args else {
        crate::core::diag::die_msg(c, "Not enough arguments for pipe");
    };
    let (rname, wname) = (sv::to_bytes_quiet(*rname), sv::to_bytes_quiet(*wname));
    let rid = handle_to_open(c, fh, gv, rname);
    let wid = handle_to_open(c, *wfh, std::ptr::null_mut(), wname);
    let mut p = [-1i32; 2];
    // SAFETY: pipe2 fills the two-element array it is given.
    if unsafe { libc::pipe2(p.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        set_errno(c, last_errno());
        return sv::no(c);
    }
    attach_pipe_end(c, rid, p[0], 0, true);
    attach_pipe_end(c, wid, p[1], 0, false);
    sv::yes(c)
}

pub(super) fn do_open(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, args: &[*mut Sv]) -> *mut Sv {
    let name = args
        .first()
        .map(|a| sv::to_bytes_quiet(*a))
        .unwrap_or_default();
    let info = Info::simple("open");
    let target = args.get(2).and_then(|a| in_memory_target(*a));
    let mut layers = Layers::default_stack();
    if let Some((cmd, read, layers)) = pipe_command(c, args) {
        let Some(layers) = layers else {
            return sv::undef(c);
        };
        return open_pipe(c, fh, gv, name, cmd, read, layers);
    }
    let (mode, path) = match args.len() {
        2 => {
            let spec = sv::to_bytes(c, args[1], &info, 1);
            let t = spec.trim_ascii_start();
            let (m, rest) = split_mode(t);
            if m == b"-" || rest.trim_ascii() == b"-" {
                crate::core::diag::die_msg(c, "open of STDIN/STDOUT ('-') is not supported yet");
            }
            if let Some(dup) = rest.strip_prefix(b"&") {
                return open_dup(c, fh, gv, name, m, dup.trim_ascii(), None);
            }
            let (m2, rest2) = (m.to_vec(), rest.trim_ascii().to_vec());
            (m2, rest2)
        }
        3 => {
            let m = sv::to_bytes(c, args[1], &info, 1);
            let (base, mode_layers) = split_mode(m.trim_ascii());
            if let Some(dup) = mode_layers.strip_prefix(b"&") {
                let base = base.to_vec();
                let dup = dup.to_vec();
                return open_dup(c, fh, gv, name, &base, &dup, Some(args[2]));
            }
            let Some(l) = open_layers(c, mode_layers, target.is_some()) else {
                return sv::undef(c);
            };
            layers = l;
            let path = match target {
                Some(_) => Vec::new(),
                None => sv::to_bytes(c, args[2], &info, 2),
            };
            (base.to_vec(), path)
        }
        _ => {
            crate::core::diag::die_msg(c, "open with this number of arguments is not supported yet")
        }
    };
    let Some((readable, writable, flags)) = open_flags(&mode) else {
        crate::core::diag::die_msg(
            c,
            format!("Unknown open() mode '{}'", String::from_utf8_lossy(&mode)),
        );
    };
    // The handle: the glob the scalar already refers to, or a new one.
    let existing = close_for_reopen(c, fh, gv);
    if let Some(t) = target {
        let id = reopened_handle(c, existing, fh, gv, name);
        if layers.utf8() {
            crate::core::diag::die_msg(
                c,
                "A UTF-8 layer on an in-memory file is not supported yet",
            );
        }
        let r = open_in_memory(c, id, &mode, t);
        if let Some(h) = handle(c, Some(id)) {
            h.layers = layers;
        }
        return r;
    }
    let Ok(cpath) = std::ffi::CString::new(path.clone()) else {
        set_errno(c, libc::ENOENT);
        return sv::no(c);
    };
    let how = OpenHow {
        flags,
        perms: 0o666,
        readable,
        writable,
        wronly: mode == b">",
        layers,
    };
    if !open_path(c, fh, gv, existing, name, &cpath, how) {
        return sv::undef(c);
    }
    sv::mortal_iv(c, 1)
}

/// The dup forms of `open`: `<&=N` / `open(FH, '<&=', N)` (perl's fdopen: the handle
/// takes descriptor N itself), `>&NAME`, `<&N`, `open(FH, '>&', $fh)` (a dup(2) of the
/// other handle's descriptor, its output written out first). `spec` is what follows the
/// `&` (`=` and the descriptor or handle name), or with a third argument `=` or nothing
/// and `arg` the handle or number.
fn open_dup(
    c: *mut Ctx,
    fh: *mut Sv,
    gv: *mut Gv,
    name: Vec<u8>,
    mode: &[u8],
    spec: &[u8],
    arg: Option<*mut Sv>,
) -> *mut Sv {
    let (fdopen, rest) = match spec.strip_prefix(b"=") {
        Some(r) => (true, r.trim_ascii()),
        None => (false, spec),
    };
    let Some((readable, writable, _)) = open_flags(mode) else {
        crate::core::diag::die_msg(
            c,
            format!("Unknown open() mode '{}&'", String::from_utf8_lossy(mode)),
        );
    };
    // The descriptor to take: a number, or the handle's (by value or by name).
    let source = match arg {
        Some(a) if crate::io::fs::is_handle_value(a) => Err(resolve(c, a, std::ptr::null_mut())),
        Some(a) => {
            let t = sv::to_bytes_quiet(a);
            match std::str::from_utf8(&t)
                .ok()
                .and_then(|s| s.trim().parse::<i32>().ok())
            {
                Some(n) => Ok(n),
                None => Err(resolve(c, a, std::ptr::null_mut())),
            }
        }
        None => match std::str::from_utf8(rest)
            .ok()
            .and_then(|s| s.parse::<i32>().ok())
        {
            Some(n) => Ok(n),
            None => {
                let n = sv::mortal_pv(c, rest);
                Err(resolve(c, n, std::ptr::null_mut()))
            }
        },
    };
    // A dup has the other handle's layers (PerlIO_fdupopen copies them).
    let mut layers = Layers::default_stack();
    let fd = match source {
        Ok(n) => n,
        Err(id) => match handle(c, id) {
            Some(h) if h.open && h.fd >= 0 => {
                if let Some(o) = crate::io::rw::out_of(c, h) {
                    let _ = o.flush();
                }
                layers = h.layers.clone();
                h.fd
            }
            Some(h) if h.open => crate::core::diag::die_msg(
                c,
                "open's dup of an in-memory handle is not supported yet",
            ),
            // No handle of that name: perl's sv_2io dies for the 3-argument form; the
            // 2-argument one fails with EINVAL.
            None if id.is_none() => match arg {
                Some(a) if !crate::io::fs::is_handle_value(a) => {
                    let t = sv::to_bytes_quiet(a);
                    crate::core::diag::die_msg(
                        c,
                        format!("Bad filehandle: {}", String::from_utf8_lossy(&t)),
                    )
                }
                None => {
                    set_errno(c, libc::EINVAL);
                    return sv::undef(c);
                }
                Some(_) => {
                    set_errno(c, libc::EBADF);
                    return sv::undef(c);
                }
            },
            _ => {
                set_errno(c, libc::EBADF);
                return sv::undef(c);
            }
        },
    };
    // SAFETY: fcntl(F_GETFL) only asks whether the descriptor is open.
    if fd < 0 || unsafe { libc::fcntl(fd, libc::F_GETFL) } < 0 {
        set_errno(c, libc::EBADF);
        return sv::undef(c);
    }
    let existing = close_for_reopen(c, fh, gv);
    let new_fd = if fdopen {
        fd
    } else {
        // SAFETY: F_DUPFD_CLOEXEC makes a new descriptor of an open one (perl's dup,
        // close-on-exec above $^F).
        let d = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
        if d < 0 {
            set_errno(c, last_errno());
            return sv::undef(c);
        }
        d
    };
    let id = reopened_handle(c, existing, fh, gv, name);
    let how = OpenHow {
        flags: 0,
        perms: 0,
        readable,
        writable,
        wronly: mode == b">",
        layers,
    };
    if !attach_fd(c, id, new_fd, &how) {
        return sv::undef(c);
    }
    sv::mortal_iv(c, 1)
}

/// `sysopen FH, PATH, FLAGS [, PERMS]` (perl's do_open_raw): open(2) with the program's
/// flags (the handle reads and writes as O_ACCMODE says) and permissions (0666 by
/// default); true, or undef with `$!`.
fn do_sysopen(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, args: &[*mut Sv]) -> *mut Sv {
    let info = Info::simple("sysopen");
    let (Some(name), Some(path), Some(flags)) = (args.first(), args.get(1), args.get(2)) else {
        return sv::undef(c);
    };
    let name = sv::to_bytes_quiet(*name);
    let perms = match args.get(3) {
        Some(p) => sv::to_iv(c, *p, &info, 4) as u32,
        None => 0o666,
    };
    let flags = sv::to_iv(c, *flags, &info, 3) as i32;
    let path = sv::to_bytes(c, *path, &info, 2);
    let existing = close_for_reopen(c, fh, gv);
    let Ok(cpath) = std::ffi::CString::new(path) else {
        set_errno(c, libc::ENOENT);
        return sv::undef(c);
    };
    let acc = flags & libc::O_ACCMODE;
    let how = OpenHow {
        flags,
        perms,
        readable: acc != libc::O_WRONLY,
        writable: acc != libc::O_RDONLY,
        wronly: acc == libc::O_WRONLY && flags & libc::O_APPEND == 0,
        layers: Layers::default_stack(),
    };
    if open_path(c, fh, gv, existing, name, &cpath, how) {
        sv::yes(c)
    } else {
        sv::undef(c)
    }
}

/// How `open_path` opens: open(2)'s flags and permissions, and the handle's directions
/// (`wronly`: perl's IoTYPE_WRONLY, `>` or O_WRONLY without O_APPEND).
pub(super) struct OpenHow {
    pub(super) flags: i32,
    pub(super) perms: u32,
    pub(super) readable: bool,
    pub(super) writable: bool,
    pub(super) wronly: bool,
    /// The layers it gets (io/layers.rs).
    pub(super) layers: Layers,
}

/// open(2) of `cpath` into the handle `existing` names (else a new one bound to `gv` or
/// stored in `fh`): false with `$!` when it fails. The standard handles keep their
/// descriptor numbers; `$!` is ENOTTY after a success as perl's isatty leaves it.
fn open_path(
    c: *mut Ctx,
    fh: *mut Sv,
    gv: *mut Gv,
    existing: Option<usize>,
    name: Vec<u8>,
    cpath: &std::ffi::CStr,
    how: OpenHow,
) -> bool {
    // SAFETY: a NUL-terminated path.
    let fd = unsafe {
        libc::open(
            cpath.as_ptr(),
            how.flags | libc::O_CLOEXEC,
            how.perms as libc::c_uint,
        )
    };
    let fd_err = if fd < 0 { last_errno() } else { 0 };
    let id = reopened_handle(c, existing, fh, gv, name);
    if fd < 0 {
        if let Some(h) = handle(c, Some(id)) {
            h.layers = how.layers.clone();
        }
        set_errno(c, fd_err);
        return false;
    }
    attach_fd(c, id, fd, &how)
}

/// Opens handle `id` on descriptor `fd`, which it owns from now on (`open`, `sysopen`,
/// the dup forms, IO::File's new_tmpfile): false with `$!` when a standard handle
/// cannot take it over.
pub(super) fn attach_fd(c: *mut Ctx, id: usize, fd: i32, how: &OpenHow) -> bool {
    let Some(h) = handle(c, Some(id)) else {
        return false;
    };
    h.layers = how.layers.clone();
    // STDIN, STDOUT and STDERR keep their descriptor numbers (perl dup2s a standard
    // handle's new file onto its old descriptor), and the interpreter's own buffers stay
    // the ones STDOUT and STDERR write through.
    let fd = match id {
        0..=2 if fd != id as i32 => {
            // SAFETY: dup2 and close on descriptors this function owns.
            let moved = unsafe { libc::dup2(fd, id as i32) };
            let e = last_errno();
            // SAFETY: as above.
            unsafe { libc::close(fd) };
            if moved < 0 {
                h.open = false;
                set_errno(c, e);
                return false;
            }
            moved
        }
        _ => fd,
    };
    set_inheritance(c, fd);
    h.fd = fd;
    h.open = true;
    h.data = false;
    h.wronly = how.wronly;
    h.readable = how.readable;
    h.writable = how.writable;
    h.out = match id {
        1 => {
            interp(c).stdout = Out::new(1);
            None
        }
        2 => {
            interp(c).stderr = Out::new(2);
            None
        }
        _ => how.writable.then(|| Out::new(fd)),
    };
    h.at_eof = false;
    h.lines = 0;
    h.filled = 0;
    // perl's PerlIO asks isatty of every file it opens: `$!` is ENOTTY afterwards.
    // SAFETY: isatty only inspects the descriptor.
    if unsafe { libc::isatty(fd) } == 0 {
        set_errno(c, libc::ENOTTY);
    }
    true
}

/// perl's mode-bit access test for `-r -w -x` (effective ids).
fn can(st: &libc::stat, bit: u32) -> bool {
    // SAFETY: these only return ids.
    let (euid, egid) = unsafe { (libc::geteuid(), libc::getegid()) };
    let mode = st.st_mode;
    if euid == 0 {
        if bit == 1 {
            return mode & 0o111 != 0 || mode & libc::S_IFMT == libc::S_IFDIR;
        }
        return true;
    }
    if st.st_uid == euid {
        return mode & (bit << 6) != 0;
    }
    let mut groups = [0 as libc::gid_t; 256];
    // SAFETY: the buffer holds 256 ids.
    let n = unsafe { libc::getgroups(256, groups.as_mut_ptr()) };
    let in_group = st.st_gid == egid || groups[..n.max(0) as usize].contains(&st.st_gid);
    if in_group {
        return mode & (bit << 3) != 0;
    }
    mode & bit != 0
}

/// `-R -W -X`: `can` with the real ids.
fn can_real(st: &libc::stat, bit: u32) -> bool {
    // SAFETY: these only return ids.
    let (uid, gid) = unsafe { (libc::getuid(), libc::getgid()) };
    let mode = st.st_mode;
    if uid == 0 {
        if bit == 1 {
            return mode & 0o111 != 0 || mode & libc::S_IFMT == libc::S_IFDIR;
        }
        return true;
    }
    if st.st_uid == uid {
        return mode & (bit << 6) != 0;
    }
    if st.st_gid == gid {
        return mode & (bit << 3) != 0;
    }
    mode & bit != 0
}

/// A file test: of `arg` (a path, or a handle), or with `arg` None of the last file
/// stat'ed (`-d _`).
fn file_test(c: *mut Ctx, letter: u8, arg: Option<*mut Sv>) -> *mut Sv {
    if letter == b't' {
        // isatty of a handle (of STDIN without one).
        let fd = match arg {
            Some(a) => crate::io::fs::fd_of(c, a),
            None => Some(0),
        };
        // SAFETY: isatty only inspects the descriptor.
        return sv::bool_sv(c, fd.is_some_and(|fd| unsafe { libc::isatty(fd) } == 1));
    }
    if letter == b'T' || letter == b'B' {
        return crate::io::fttext::text_test(c, letter == b'T', arg);
    }
    let st = match arg {
        None if letter == b'l' && !io(c).lstat_last => {
            crate::core::diag::die_msg(c, "The stat preceding -l _ wasn't an lstat")
        }
        None => io(c).statcache,
        Some(a) => crate::io::fs::stat_of(c, a, letter == b'l'),
    };
    let Some(st) = st else {
        return sv::undef(c);
    };
    let fmt = st.st_mode & libc::S_IFMT;
    let b = match letter {
        b'e' => true,
        b'f' => fmt == libc::S_IFREG,
        b'd' => fmt == libc::S_IFDIR,
        b'l' => fmt == libc::S_IFLNK,
        b'z' => st.st_size == 0,
        // The size, 0 included (perl 5.36's pp_ftis gives an empty file's 0, not "").
        b's' => return sv::mortal_iv(c, st.st_size),
        b'r' => can(&st, 4),
        b'w' => can(&st, 2),
        b'x' => can(&st, 1),
        b'R' => can_real(&st, 4),
        b'W' => can_real(&st, 2),
        b'X' => can_real(&st, 1),
        b'p' => fmt == libc::S_IFIFO,
        b'S' => fmt == libc::S_IFSOCK,
        b'b' => fmt == libc::S_IFBLK,
        b'c' => fmt == libc::S_IFCHR,
        b'u' => st.st_mode & libc::S_ISUID != 0,
        b'g' => st.st_mode & libc::S_ISGID != 0,
        b'k' => st.st_mode & libc::S_ISVTX != 0,
        // SAFETY: these only return ids.
        b'o' => st.st_uid == unsafe { libc::geteuid() },
        // SAFETY: as above.
        b'O' => st.st_uid == unsafe { libc::getuid() },
        b'M' | b'A' | b'C' => {
            // Days from the program's start (`$^T`, whole seconds as perl's PL_basetime
            // is a time_t) back to the file's time in whole seconds, as perl's NV.
            let t = match letter {
                b'M' => st.st_mtime,
                b'A' => st.st_atime,
                _ => st.st_ctime,
            };
            let start = crate::core::interp::gv(crate::core::interp::gv_fetch(c, b"main::^T")).sv;
            let base = sv::to_nv(c, start, &Info::simple("-M"), 0).trunc();
            return sv::mortal_num(c, crate::core::num::Num::Nv((base - t as f64) / 86400.0));
        }
        _ => false,
    };
    sv::bool_sv(c, b)
}

fn path_op(c: *mut Ctx, p: *mut Sv, f: impl Fn(&std::ffi::CStr) -> i32) -> bool {
    let path = sv::to_bytes(c, p, &Info::simple("unlink"), 0);
    let Ok(cpath) = std::ffi::CString::new(path) else {
        set_errno(c, libc::ENOENT);
        return false;
    };
    if f(&cpath) != 0 {
        set_errno(c, last_errno());
        return false;
    }
    true
}

#[no_mangle]
pub extern "C-unwind" fn camelift_io_func(
    c: *mut Ctx,
    code: i32,
    fh: *mut Sv,
    gv: *mut Gv,
    mark: usize,
) -> *mut Sv {
    let args = crate::core::stack::pop_items(c, mark);
    if code as u32 & IO_FILE_TEST != 0 {
        return file_test(c, (code & 0xff) as u8, args.first().copied());
    }
    let list = code as u32 & IO_WANT_LIST != 0;
    let Some(f) = IoFunc::from_u32(code as u32 & !IO_WANT_LIST) else {
        crate::core::diag::unknown_code(c, "I/O function", code)
    };
    match f {
        IoFunc::Stat | IoFunc::Lstat => {
            crate::io::fs::stat(c, fh, gv, args.first().copied(), f == IoFunc::Lstat, list)
        }
        IoFunc::Opendir => crate::io::fs::opendir(c, fh, gv, args.first().copied()),
        IoFunc::Readdir => crate::io::fs::readdir(c, fh, gv, list),
        IoFunc::Closedir => crate::io::fs::closedir(c, fh, gv),
        IoFunc::Rewinddir => crate::io::fs::rewinddir(c, fh, gv),
        IoFunc::Open => do_open(c, fh, gv, &args),
        IoFunc::Sysopen => do_sysopen(c, fh, gv, &args),
        IoFunc::Read | IoFunc::Sysread => {
            crate::io::rw::read(c, fh, gv, &args, f == IoFunc::Sysread)
        }
        IoFunc::Syswrite => crate::io::rw::syswrite(c, fh, gv, &args),
        IoFunc::Seek | IoFunc::Sysseek => {
            crate::io::rw::seek(c, fh, gv, &args, f == IoFunc::Sysseek)
        }
        IoFunc::Tell => crate::io::rw::tell(c, fh, gv),
        IoFunc::Fileno => crate::io::rw::fileno(c, fh, gv),
        IoFunc::Truncate => crate::io::rw::truncate(c, fh, gv, &args),
        IoFunc::Getc => crate::io::rw::getc(c, fh, gv),
        IoFunc::Select => crate::io::rw::select(c, fh, gv),
        IoFunc::SelectSleep => crate::io::rw::select_sleep(c, args.first().copied()),
        IoFunc::Chmod => crate::io::fs::chmod(c, &args),
        IoFunc::Chown => crate::io::fs::chown(c, &args),
        IoFunc::Utime => crate::io::fs::utime(c, &args),
        IoFunc::Rename | IoFunc::Link => crate::io::fs::rename_or_link(c, &args, f == IoFunc::Link),
        IoFunc::Umask => crate::io::fs::umask(c, args.first().copied()),
        IoFunc::Telldir => crate::io::fs::telldir(c, fh, gv),
        IoFunc::Flock => crate::io::rw::flock(c, fh, gv, args.first().copied()),
        IoFunc::Fcntl | IoFunc::Ioctl => {
            crate::io::rw::fcntl_ioctl(c, fh, gv, &args, f == IoFunc::Ioctl)
        }
        IoFunc::Seekdir => crate::io::fs::seekdir(c, fh, gv, args.first().copied()),
        IoFunc::Pipe => do_pipe(c, fh, gv, &args),
        IoFunc::Close => {
            crate::io::argv::closed(c, gv);
            let id = resolve(c, fh, gv);
            // An explicit close resets the handle's line count (perl's do_close), and
            // `$.` is that count when the handle is the last one read (PL_last_in_gv).
            if id.is_some() && id == io(c).last_read {
                set_dot(c, 0);
            }
            match handle(c, id) {
                Some(h) if h.open => {
                    let r = close_handle(c, h);
                    // A pipe's close is true when its child exited with status 0
                    // (perl's io_close), and sets `$?`.
                    let status = h.child_status.take();
                    if let Some(st) = status {
                        crate::core::proc::set_child_status(c, st);
                    }
                    match r {
                        Ok(()) => sv::bool_sv(c, status.is_none_or(|st| st == 0)),
                        Err(e) => {
                            set_errno(c, e);
                            sv::no(c)
                        }
                    }
                }
                closed => {
                    // perl's do_close resets `$.` of a closed handle too (`close ARGV`
                    // after the loop).
                    if let Some(h) = closed {
                        h.lines = 0;
                    }
                    set_errno(c, libc::EBADF);
                    sv::no(c)
                }
            }
        }
        IoFunc::Binmode => {
            // `binmode FH` is `:raw`.
            let specs = match args.first() {
                Some(l) => layer_specs(c, &sv::to_bytes_quiet(*l)),
                None => Some(vec![camelift_abi::codes::Layer::Raw]),
            };
            let Some(specs) = specs else {
                return sv::undef(c);
            };
            let id = resolve(c, fh, gv);
            match handle(c, id) {
                Some(h) if h.open => {
                    let mut layers = h.layers.clone();
                    if let Err(e) = layers.apply(&specs) {
                        crate::core::diag::die_msg(c, e.0);
                    }
                    h.layers = layers;
                    sv::yes(c)
                }
                _ => sv::no(c),
            }
        }
        IoFunc::Eof | IoFunc::EofArgv => {
            // `eof(FH)` makes FH the last handle read; `eof()` is the ARGV loop's end
            // (io/argv.rs).
            if f == IoFunc::EofArgv {
                let eof = crate::io::argv::eof_all(c);
                return sv::bool_sv(c, eof);
            }
            let id = if fh.is_null() && gv.is_null() {
                io(c).last_read
            } else {
                let id = resolve(c, fh, gv);
                if id.is_some() {
                    io(c).last_read = id;
                    io(c).argv.last = crate::io::argv::is_argv(c, gv);
                }
                id
            };
            sv::bool_sv(c, at_eof(c, id))
        }
        IoFunc::Unlink => {
            let mut n = 0;
            for p in args.iter() {
                // SAFETY: a NUL-terminated path.
                if path_op(c, *p, |s| unsafe { libc::unlink(s.as_ptr()) }) {
                    n += 1;
                }
            }
            sv::mortal_iv(c, n)
        }
        IoFunc::Mkdir => {
            let mode = args
                .get(1)
                .map(|m| crate::core::num::to_iv(sv::to_num(c, *m, &Info::simple("mkdir"), 1)))
                .unwrap_or(0o777) as libc::mode_t;
            let Some(p) = args.first() else {
                return sv::no(c);
            };
            // SAFETY: a NUL-terminated path.
            let ok = path_op(c, *p, |s| unsafe { libc::mkdir(s.as_ptr(), mode) });
            sv::bool_sv(c, ok)
        }
        IoFunc::Rmdir => {
            let Some(p) = args.first() else {
                return sv::no(c);
            };
            // SAFETY: a NUL-terminated path.
            let ok = path_op(c, *p, |s| unsafe { libc::rmdir(s.as_ptr()) });
            sv::bool_sv(c, ok)
        }
        IoFunc::Chdir => {
            let dir = match args.first() {
                Some(p) => *p,
                None => {
                    // perl's chdir with no argument: $ENV{HOME}, else $ENV{LOGDIR}.
                    let env =
                        crate::core::interp::gv(crate::core::interp::gv_fetch(c, b"main::ENV")).hv;
                    let home = ["HOME", "LOGDIR"].iter().find_map(|k| {
                        crate::core::hv::body(c, env)
                            .map
                            .get(k.as_bytes())
                            .copied()
                            .filter(|v| !v.is_null() && sv::truth(c, *v))
                    });
                    match home {
                        Some(h) => h,
                        None => return sv::no(c),
                    }
                }
            };
            // SAFETY: a NUL-terminated path.
            let ok = path_op(c, dir, |s| unsafe { libc::chdir(s.as_ptr()) });
            sv::bool_sv(c, ok)
        }
        IoFunc::Readlink => {
            let Some(p) = args.first() else {
                return sv::undef(c);
            };
            let path = sv::to_bytes(c, *p, &Info::simple("readlink"), 0);
            let Ok(cpath) = std::ffi::CString::new(path) else {
                set_errno(c, libc::ENOENT);
                return sv::undef(c);
            };
            let mut buf = vec![0u8; 4096];
            // SAFETY: `cpath` is NUL-terminated; `buf` has the size passed.
            let n = unsafe {
                libc::readlink(
                    cpath.as_ptr(),
                    buf.as_mut_ptr() as *mut libc::c_char,
                    buf.len(),
                )
            };
            if n < 0 {
                set_errno(c, last_errno());
                return sv::undef(c);
            }
            buf.truncate(n as usize);
            sv::mortal_pv(c, &buf)
        }
        IoFunc::Symlink => {
            let (Some(old), Some(new)) = (args.first(), args.get(1)) else {
                return sv::no(c);
            };
            let info = Info::simple("symlink");
            let old = sv::to_bytes(c, *old, &info, 0);
            let Ok(old) = std::ffi::CString::new(old) else {
                set_errno(c, libc::ENOENT);
                return sv::no(c);
            };
            // SAFETY: both paths are NUL-terminated.
            let ok = path_op(c, *new, |s| unsafe {
                libc::symlink(old.as_ptr(), s.as_ptr())
            });
            // perl's pp_link: an integer, 1 or 0.
            sv::mortal_iv(c, i64::from(ok))
        }
    }
}
