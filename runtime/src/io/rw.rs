//! Reading and writing by the byte and moving about in a file: `read`, `sysread`,
//! `syswrite`, `seek`, `tell`, `sysseek`, `getc`, `fileno`, `truncate` (perl's
//! pp_sysread, pp_syswrite, pp_sysseek, pp_tell, pp_getc, pp_truncate), and `select`, the
//! default output handle (pp_select) with the `$|` of each handle.
//!
//! `read`, `getc`, `seek` and `tell` go through the handle's buffers, the ones readline and
//! `print` use, so they agree with them: `tell` adds what is buffered to write and
//! subtracts what was read ahead, `seek` writes out the one and drops the other. The `sys`
//! functions go straight to the descriptor, as perl's do (mixing them with buffered I/O
//! on one handle is the program's business, as there).
//!
//! Handles here are always byte handles (`open` and `binmode` refuse the `:utf8` and
//! `:encoding` layers), so perl's "isn't allowed on :utf8 handles" cannot arise.

use crate::core::diag::{die_msg, set_errno, warn_if_enabled};
use crate::core::interp::{self, interp, Info};
use crate::core::num::Num;
use crate::core::perlio::Out;
use crate::core::sv::{self, sv};
use crate::io::file::{handle, io, last_errno, resolve, unopened_handle, warn_closed, Handle};
use camelift_abi::*;

/// What a function needs of a handle.
#[derive(Clone, Copy, PartialEq)]
enum Need {
    Input,
    Output,
}

/// The open handle `(fh, gv)` names, readable or writable as `need` says; else perl's
/// warning (`read() on closed filehandle FH`, `Filehandle FH opened only for output`)
/// and EBADF.
fn open_for(
    c: *mut Ctx,
    what: &str,
    fh: *mut Sv,
    gv: *mut Gv,
    need: Need,
) -> Option<(usize, &'static mut Handle)> {
    let id = resolve(c, fh, gv);
    let Some(h) = handle(c, id).filter(|h| h.open) else {
        warn_closed(c, what, fh, gv, id);
        set_errno(c, libc::EBADF);
        return None;
    };
    let ok = match need {
        Need::Input => h.readable,
        Need::Output => h.writable,
    };
    if !ok {
        wrong_way(c, h, need);
        return None;
    }
    refuse_utf8_layer(c, h, what);
    Some((id?, h))
}

/// `read`, `sysread`, `syswrite` and `getc` count characters through a UTF-8 layer
/// (perl 5.36 dies for the sys ones); neither is done here.
fn refuse_utf8_layer(c: *mut Ctx, h: &Handle, what: &str) {
    if h.utf8() {
        crate::core::diag::die_msg(
            c,
            format!("{what} on a handle with a UTF-8 layer is not supported yet"),
        );
    }
}

/// perl's report_wrongway_fh: `Filehandle FH opened only for output` (for a `>` handle:
/// a `>>` one fails quietly), and EBADF.
fn wrong_way(c: *mut Ctx, h: &Handle, need: Need) {
    set_errno(c, libc::EBADF);
    if need == Need::Input && !h.wronly {
        return;
    }
    let way = if need == Need::Input {
        "output"
    } else {
        "input"
    };
    warn_if_enabled(
        c,
        &format!(
            "Filehandle {} opened only for {way}",
            String::from_utf8_lossy(&h.name)
        ),
    );
    set_errno(c, libc::EBADF);
}

/// The output buffer of a handle: its own, or the interpreter's for STDOUT and STDERR.
pub(super) fn out_of(c: *mut Ctx, h: &mut Handle) -> Option<&'static mut Out> {
    let out: *mut Out = match (h.out.as_mut(), h.fd) {
        (Some(o), _) => o,
        (None, 1) => &mut interp(c).stdout,
        (None, 2) => &mut interp(c).stderr,
        _ => return None,
    };
    // SAFETY: the buffer is the handle's (which lives in the io state's table) or the
    // interpreter's, both alive for the program; the runtime is single-threaded and the
    // callers use it before touching the handle table again.
    Some(unsafe { &mut *out })
}

/// The length (in characters for a UTF-8 string) of a buffer argument.
fn char_len(bytes: &[u8], utf8: bool) -> usize {
    if utf8 {
        String::from_utf8_lossy(bytes).chars().count()
    } else {
        bytes.len()
    }
}

/// `read`/`sysread FH, SCALAR, LENGTH [, OFFSET]`: args are the buffer (an lvalue),
/// the length and the offset.
pub fn read(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, args: &[*mut Sv], sys: bool) -> *mut Sv {
    let what = if sys { "sysread" } else { "read" };
    let info = Info::simple(what);
    let (Some(&buf), Some(&len)) = (args.first(), args.get(1)) else {
        return sv::undef(c);
    };
    if sv::is_undef(buf) {
        let _w = sv::check_writable(c, buf);
        sv::set_pv(buf, b"");
    }
    let len = sv::to_iv(c, len, &info, 2);
    if len < 0 {
        die_msg(c, "Negative length");
    }
    set_errno(c, 0);
    let offset = args.get(2).map(|o| sv::to_iv(c, *o, &info, 3)).unwrap_or(0);
    let Some((id, h)) = open_for(c, what, fh, gv, Need::Input) else {
        return sv::undef(c);
    };
    // SAFETY: `buf` is a live head the caller holds for the call.
    let utf8 = unsafe { sv(buf) }.flags & SVF_UTF8 != 0;
    let old = sv::to_bytes_quiet(buf);
    let blen = char_len(&old, utf8) as i64;
    let offset = if offset < 0 {
        if -offset > blen {
            die_msg(c, "Offset outside string");
        }
        offset + blen
    } else {
        offset
    };
    let len = usize::try_from(len).unwrap_or(usize::MAX);
    // perl grows the buffer to OFFSET + LENGTH before reading: a length memory cannot
    // hold is "Out of memory!" even when the file is short.
    let mut room: Vec<u8> = Vec::new();
    let want = len.saturating_add(offset.max(0) as usize);
    if !crate::core::alloc::fallible(|| room.try_reserve_exact(want).is_ok()) {
        crate::core::diag::out_of_memory(c)
    }
    let got = if sys {
        if h.fd < 0 {
            set_errno(c, libc::EBADF);
            return sv::undef(c);
        }
        // SAFETY: read(2) writes at most `len` bytes into the capacity reserved above.
        let n = unsafe { libc::read(h.fd, room.as_mut_ptr() as *mut libc::c_void, len) };
        if n < 0 {
            set_errno(c, last_errno());
            return sv::undef(c);
        }
        // SAFETY: read(2) initialised exactly `n` bytes, within the capacity.
        unsafe { room.set_len(n as usize) };
        room
    } else {
        drop(room);
        match buffered_read(c, id, len) {
            Ok(d) => d,
            Err(e) => {
                set_errno(c, e);
                return sv::undef(c);
            }
        }
    };
    let offset = offset as usize;
    let new = if utf8 {
        // The characters before the offset (NULs up to it), then the bytes read as
        // Latin-1 characters (perl upgrades them and appends).
        let text = String::from_utf8_lossy(&old);
        let mut s: String = text.chars().take(offset).collect();
        let have = s.chars().count();
        s.extend(std::iter::repeat_n('\0', offset.saturating_sub(have)));
        s.extend(got.iter().map(|b| char::from(*b)));
        s.into_bytes()
    } else {
        let mut v = old[..offset.min(old.len())].to_vec();
        v.resize(offset, 0);
        v.extend_from_slice(&got);
        v
    };
    let _w = sv::check_writable(c, buf);
    sv::set_pv(buf, &new);
    if utf8 {
        // SAFETY: as above.
        unsafe { sv(buf) }.flags |= SVF_UTF8;
    }
    sv::mortal_iv(c, got.len() as i64)
}

/// `hooks.read_handle`: up to `len` bytes of the handle a value names, through its read
/// buffer (perl's PerlIO_read, which XS code calls: no warning for a closed handle).
pub fn read_handle(c: *mut Ctx, v: *mut Sv, len: usize) -> crate::core::hooks::HandleRead {
    let id = resolve(c, v, std::ptr::null_mut())?;
    let h = handle(c, Some(id)).filter(|h| h.open)?;
    if !h.readable {
        return Some(Err(libc::EBADF));
    }
    Some(buffered_read(c, id, len))
}

/// Up to `len` bytes through handle `id`'s read buffer, fewer only at the end of the
/// file (perl's PerlIO_read loops); the errno of a read(2) that failed with nothing read.
fn buffered_read(c: *mut Ctx, id: usize, len: usize) -> Result<Vec<u8>, i32> {
    loop {
        let Some(h) = handle(c, Some(id)).filter(|h| h.open) else {
            return Err(libc::EBADF);
        };
        while h.unread().len() < len && h.fill() {}
        if std::mem::take(&mut h.interrupted) {
            // A signal with a Perl handler arrived while the read was blocked: the
            // handlers run, then the read goes on (as readline's does).
            crate::core::despatch::camelift_sig_dispatch(c);
            continue;
        }
        let n = h.unread().len().min(len);
        let data = h.unread()[..n].to_vec();
        h.rpos += n;
        match h.read_errno.take() {
            Some(e) if n == 0 => return Err(e),
            _ => return Ok(data),
        }
    }
}

/// `syswrite FH, SCALAR [, LENGTH [, OFFSET]]`: write(2) of the bytes, their count or
/// undef.
pub fn syswrite(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, args: &[*mut Sv]) -> *mut Sv {
    let info = Info::simple("syswrite");
    let Some(&data) = args.first() else {
        return sv::undef(c);
    };
    let Some((_, h)) = open_for(c, "syswrite", fh, gv, Need::Output) else {
        return sv::undef(c);
    };
    let fd = h.fd;
    let mut bytes = sv::to_bytes(c, data, &info, 1);
    set_errno(c, 0);
    // SAFETY: `data` is a live head the caller holds for the call.
    if unsafe { sv(data) }.flags & SVF_UTF8 != 0 {
        match crate::core::bytes::downgrade_utf8(&bytes) {
            Some(b) => bytes = b,
            None => die_msg(c, "Wide character in syswrite"),
        }
    }
    let blen = bytes.len() as i64;
    let len = match args.get(1) {
        Some(l) => {
            let l = sv::to_iv(c, *l, &info, 2);
            if l < 0 {
                die_msg(c, "Negative length");
            }
            l
        }
        None => blen,
    };
    let offset = match args.get(2).map(|o| sv::to_iv(c, *o, &info, 3)) {
        Some(o) if o < 0 => {
            if -o > blen {
                die_msg(c, "Offset outside string");
            }
            o + blen
        }
        Some(o) if o > blen => die_msg(c, "Offset outside string"),
        Some(o) => o,
        None => 0,
    };
    let len = len.min(blen - offset) as usize;
    if fd < 0 {
        set_errno(c, libc::EBADF);
        return sv::undef(c);
    }
    let part = &bytes[offset as usize..offset as usize + len];
    // SAFETY: write(2) of a live slice.
    let n = unsafe { libc::write(fd, part.as_ptr() as *const libc::c_void, part.len()) };
    if n < 0 {
        set_errno(c, last_errno());
        return sv::undef(c);
    }
    sv::mortal_iv(c, n as i64)
}

/// The handle `seek`/`tell` name (none: the last handle read), which becomes the last
/// handle read (perl's PL_last_in_gv).
fn seek_target(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> Option<usize> {
    if fh.is_null() && gv.is_null() {
        return io(c).last_read;
    }
    let mut id = resolve(c, fh, gv);
    if id.is_none() && !gv.is_null() {
        // An unopened bareword handle is the last one read even so (its name is in the
        // next warning).
        id = Some(unopened_handle(c, gv));
    }
    io(c).last_read = id;
    // `$.` is now that handle's line count (perl's `$.` reads IoLINES of
    // PL_last_in_gv, which `tell` and `seek` set: IO::Handle's input_line_number).
    if let Some(lines) = handle(c, id).map(|h| h.lines()) {
        crate::io::file::set_dot(c, lines);
    }
    id
}

/// `DATA` reads a part of the source file, whose offsets are not kept.
pub(super) fn refuse_data(c: *mut Ctx, h: &Handle, what: &str) {
    if h.data {
        die_msg(c, format!("{what} on the DATA handle is not supported yet"));
    }
}

/// The logical position of an open handle: the descriptor's, less what is read ahead,
/// plus what is buffered to write; the errno of an lseek that fails (a pipe).
pub(super) fn position(c: *mut Ctx, h: &mut Handle) -> Result<i64, i32> {
    if h.fd < 0 {
        // In memory: the read position, or the end of the string written to.
        return Ok(if h.mem.is_null() {
            h.rpos as i64
        } else {
            sv::to_bytes_quiet(h.mem).len() as i64
        });
    }
    // SAFETY: lseek on the handle's descriptor.
    let at = unsafe { libc::lseek(h.fd, 0, libc::SEEK_CUR) };
    if at < 0 {
        let e = last_errno();
        if e != libc::ESPIPE {
            return Err(e);
        }
        // A pipe or a terminal: perl's buffer layer counts what went through it (its
        // posn starts at 0 where the file has no position).
        let written = out_of(c, h).map(|o| o.total()).unwrap_or(0);
        return Ok(h.filled - h.unread().len() as i64 + written as i64);
    }
    let pending = out_of(c, h).map(|o| o.pending()).unwrap_or(0);
    Ok(at - h.unread().len() as i64 + pending as i64)
}

/// `tell FH` / `tell`: the position, or -1 (with EBADF for a closed handle, after perl's
/// warning).
pub fn tell(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> *mut Sv {
    let id = seek_target(c, fh, gv);
    let Some(h) = handle(c, id).filter(|h| h.open) else {
        warn_closed(c, "tell", fh, gv, id);
        set_errno(c, libc::EBADF);
        return sv::mortal_iv(c, -1);
    };
    refuse_data(c, h, "tell");
    match position(c, h) {
        Ok(p) => sv::mortal_iv(c, p),
        Err(e) => {
            set_errno(c, e);
            sv::mortal_iv(c, -1)
        }
    }
}

/// `seek FH, POS, WHENCE` (buffered: written out, read-ahead dropped, the end of file
/// forgotten) and `sysseek` (lseek(2) alone: the new position, "0 but true" for 0,
/// undef on failure).
pub fn seek(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, args: &[*mut Sv], sys: bool) -> *mut Sv {
    let what = if sys { "sysseek" } else { "seek" };
    let info = Info::simple(what);
    let whence = args.get(1).map(|w| sv::to_iv(c, *w, &info, 3)).unwrap_or(0);
    let pos = args
        .first()
        .map(|p| sv::to_iv(c, *p, &info, 2))
        .unwrap_or(0);
    let id = seek_target(c, fh, gv);
    let fail = |c: *mut Ctx| {
        if sys {
            sv::undef(c)
        } else {
            sv::no(c)
        }
    };
    let Some(h) = handle(c, id).filter(|h| h.open) else {
        warn_closed(c, what, fh, gv, id);
        set_errno(c, libc::EBADF);
        return fail(c);
    };
    refuse_data(c, h, what);
    if sys {
        if h.fd < 0 || (whence == libc::SEEK_SET as i64 && pos < 0) {
            set_errno(c, libc::EINVAL);
            return sv::undef(c);
        }
        // SAFETY: lseek on the handle's descriptor.
        let at = unsafe { libc::lseek(h.fd, pos, whence as i32) };
        return match at {
            n if n < 0 => {
                set_errno(c, last_errno());
                sv::undef(c)
            }
            0 => sv::mortal_pv(c, b"0 but true"),
            n => sv::mortal_iv(c, n),
        };
    }
    if h.fd < 0 {
        if !h.mem.is_null() {
            die_msg(c, "seek on an in-memory output handle is not supported yet");
        }
        let to = match whence as i32 {
            libc::SEEK_SET => pos,
            libc::SEEK_CUR => h.rpos as i64 + pos,
            libc::SEEK_END => h.rbuf.len() as i64 + pos,
            _ => -1,
        };
        if to < 0 {
            set_errno(c, libc::EINVAL);
            return sv::no(c);
        }
        h.rpos = (to as usize).min(h.rbuf.len());
        return sv::yes(c);
    }
    if let Some(o) = out_of(c, h) {
        if let Err(e) = o.flush() {
            set_errno(c, e);
            return sv::no(c);
        }
    }
    let pos = if whence == libc::SEEK_CUR as i64 {
        pos - h.unread().len() as i64
    } else {
        pos
    };
    // SAFETY: lseek on the handle's descriptor.
    if unsafe { libc::lseek(h.fd, pos, whence as i32) } < 0 {
        // What was read ahead stays (perl's PerlIOBuf_flush keeps it when the file
        // cannot seek: a pipe).
        set_errno(c, last_errno());
        return sv::no(c);
    }
    h.rbuf.clear();
    h.rpos = 0;
    h.at_eof = false;
    sv::yes(c)
}

/// `getc FH` / `getc` (STDIN): the next byte, or undef at the end of the file (with
/// EBADF, as perl's do_eof leaves it).
pub fn getc(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> *mut Sv {
    let id = if fh.is_null() && gv.is_null() {
        Some(0)
    } else {
        resolve(c, fh, gv)
    };
    let Some(h) = handle(c, id).filter(|h| h.open) else {
        warn_closed(c, "getc", fh, gv, id);
        set_errno(c, libc::EBADF);
        return sv::undef(c);
    };
    if !h.readable {
        wrong_way(c, h, Need::Input);
        return sv::undef(c);
    }
    refuse_utf8_layer(c, h, "getc");
    let Some(id) = id else {
        return sv::undef(c);
    };
    match buffered_read(c, id, 1) {
        Ok(b) if !b.is_empty() => sv::mortal_pv(c, &b),
        _ => {
            set_errno(c, libc::EBADF);
            sv::undef(c)
        }
    }
}

/// perl.h's IOCPARM_LEN where the system has none (Linux): the bytes a string argument
/// of `fcntl`/`ioctl` is made at least as long as.
const IOCPARM_LEN: usize = 256;
/// pp_ioctl's sentinel after the buffer, checked for an overflow.
const SENTINEL: u8 = 17;

/// `fcntl FH, FUNCTION, SCALAR` / `ioctl ...` (perl's pp_ioctl): a string SCALAR (or
/// one that is no number) is a buffer of at least 256 bytes the call may fill, given
/// back in the scalar; a number is passed as it is. Undef (with `$!`) for -1, "0 but
/// true" for 0, else the number.
pub fn fcntl_ioctl(
    c: *mut Ctx,
    fh: *mut Sv,
    gv: *mut Gv,
    args: &[*mut Sv],
    ioctl: bool,
) -> *mut Sv {
    let what = if ioctl { "ioctl" } else { "fcntl" };
    let info = Info::simple(what);
    let (Some(&func), Some(&arg)) = (args.first(), args.get(1)) else {
        return sv::undef(c);
    };
    let func = crate::core::num::to_uv(sv::to_num(c, func, &info, 2));
    let id = resolve(c, fh, gv);
    let Some(fd) = handle(c, id).filter(|h| h.open).map(|h| h.fd) else {
        warn_closed(c, what, fh, gv, id);
        set_errno(c, libc::EBADF);
        return sv::undef(c);
    };
    // SAFETY: `arg` is an argument the caller holds for the call.
    let flags = unsafe { sv(arg) }.flags;
    let as_buffer = flags & SVF_POK != 0 || flags & (SVF_IOK | SVF_NOK) == 0;
    let ret = if as_buffer {
        let _w = sv::check_writable(c, arg);
        let mut buf = sv::to_bytes(c, arg, &info, 3);
        let len = buf.len().max(IOCPARM_LEN);
        buf.resize(len, 0);
        buf.push(SENTINEL);
        let p = buf.as_mut_ptr() as *mut libc::c_void;
        // SAFETY: `p` points to `len` writable bytes (and the sentinel after them), what
        // perl gives the call; a request that writes more is caught by the sentinel
        // check below, as perl's is.
        let r = unsafe {
            if ioctl {
                libc::ioctl(fd, func as libc::c_ulong, p)
            } else {
                libc::fcntl(fd, func as libc::c_int, p)
            }
        };
        let e = last_errno();
        if buf[len] != SENTINEL {
            die_msg(
                c,
                format!("Possible memory corruption: {what} overflowed 3rd argument"),
            );
        }
        buf.truncate(len);
        sv::set_pv(arg, &buf);
        if r == -1 {
            set_errno(c, e);
        }
        r as i64
    } else {
        let v = sv::to_iv(c, arg, &info, 3);
        // SAFETY: an integer argument, passed as perl passes it (the requests that read
        // a pointer from it get what the program gave, as in perl).
        let r = unsafe {
            if ioctl {
                libc::ioctl(fd, func as libc::c_ulong, v as libc::c_long)
            } else {
                libc::fcntl(fd, func as libc::c_int, v as libc::c_long)
            }
        };
        if r == -1 {
            set_errno(c, last_errno());
        }
        r as i64
    };
    match ret {
        -1 => sv::undef(c),
        0 => sv::mortal_pv(c, b"0 but true"),
        n => sv::mortal_iv(c, n),
    }
}

/// `flock FH, OPERATION`: flock(2); 1 or 0 (with perl's warning and EBADF for a handle
/// that is not open).
pub fn flock(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, op: Option<*mut Sv>) -> *mut Sv {
    let op = op
        .map(|o| sv::to_iv(c, o, &Info::simple("flock"), 2))
        .unwrap_or(0);
    let id = resolve(c, fh, gv);
    let Some(h) = handle(c, id).filter(|h| h.open) else {
        warn_closed(c, "flock", fh, gv, id);
        set_errno(c, libc::EBADF);
        return sv::mortal_iv(c, 0);
    };
    let fd = h.fd;
    if let Some(o) = out_of(c, h) {
        // perl's pp_flock flushes first.
        let _ = o.flush();
    }
    if fd < 0 {
        set_errno(c, libc::EBADF);
        return sv::mortal_iv(c, 0);
    }
    // SAFETY: flock(2) on the handle's descriptor.
    let ok = unsafe { libc::flock(fd, op as i32) } == 0;
    if !ok {
        set_errno(c, last_errno());
    }
    sv::mortal_iv(c, i64::from(ok))
}

/// `fileno FH`: the descriptor, -1 for an in-memory handle, undef for a closed one.
pub fn fileno(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> *mut Sv {
    match handle(c, resolve(c, fh, gv)) {
        Some(h) if h.open => sv::mortal_iv(c, i64::from(h.fd)),
        Some(h) if h.dir.is_some() => {
            die_msg(c, "fileno of a directory handle is not supported yet")
        }
        _ => sv::undef(c),
    }
}

/// `truncate FH, LEN` (the handle written out first) / `truncate NAME, LEN`: true, or
/// undef with `$!` (EBADF when nothing else said why).
pub fn truncate(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, args: &[*mut Sv]) -> *mut Sv {
    let info = Info::simple("truncate");
    // A path, unless the operand is a bareword or a handle value.
    let target = (gv.is_null() && !crate::io::fs::is_handle_value(fh)).then_some(fh);
    let len = args
        .first()
        .map(|l| sv::to_iv(c, *l, &info, 2))
        .unwrap_or(0);
    // The errno of the failure; 0: nothing said why (perl's pp_truncate clears errno
    // first, so EBADF then).
    let r: Result<(), i32> = match target {
        Some(name) => {
            let path = sv::to_bytes(c, name, &info, 1);
            match std::ffi::CString::new(path) {
                _ if len < 0 => Err(libc::EINVAL),
                // SAFETY: a NUL-terminated path.
                Ok(p) if unsafe { libc::truncate(p.as_ptr(), len) } == 0 => Ok(()),
                Ok(_) => Err(last_errno()),
                Err(_) => Err(libc::ENOENT),
            }
        }
        None => {
            match handle(c, resolve(c, fh, gv)).filter(|h| h.open) {
                Some(h) if h.fd < 0 => Err(libc::EBADF),
                Some(_) if len < 0 => Err(libc::EINVAL),
                Some(h) => {
                    let fd = h.fd;
                    if let Some(o) = out_of(c, h) {
                        let _ = o.flush();
                    }
                    // SAFETY: ftruncate of the handle's descriptor.
                    match unsafe { libc::ftruncate(fd, len) } {
                        0 => Ok(()),
                        _ => Err(last_errno()),
                    }
                }
                None => Err(0),
            }
        }
    };
    match r {
        Ok(()) => return sv::yes(c),
        Err(e) => set_errno(c, if e == 0 { libc::EBADF } else { e }),
    }
    sv::undef(c)
}

/// `select FH` / `select`: the default output handle as it was (its glob's full name, or
/// a reference to a lexical handle's glob), after making FH the new one. `$|` is the
/// selected handle's: it is saved into the old one and read from the new one.
pub fn select(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> *mut Sv {
    let prev = match io(c).selected {
        Some(v) => sv::mortalize(c, sv::newsv_copy(c, v)),
        None => sv::mortal_pv(c, b"main::STDOUT"),
    };
    if fh.is_null() && gv.is_null() {
        return prev;
    }
    let Some((id, value)) = select_value(c, fh, gv) else {
        return prev;
    };
    let af = interp::gv(interp(c).gv_autoflush).sv;
    let old_id = selected_id(c);
    let on = sv::truth(c, af);
    if let Some(h) = handle(c, Some(old_id)) {
        h.autoflush = on;
    }
    let new_on = handle(c, Some(id)).is_some_and(|h| h.autoflush);
    // The value alone: `$|`'s set magic would flush.
    sv::set_num(af, Num::Iv(i64::from(new_on)));
    let keep = (id != 1).then(|| sv::newsv_copy(c, value));
    if let Some(old) = std::mem::replace(&mut io(c).selected, keep) {
        sv::dec(c, old);
    }
    prev
}

/// The handle `select` was given and the value that stands for it: its glob's full
/// name (a handle that is not there yet is made, closed, as perl's gv_fetch makes it),
/// or for a lexical handle a reference to its glob.
fn select_value(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> Option<(usize, *mut Sv)> {
    // A glob value, or a reference to one (Symbol's gensym): the glob it names, whose
    // handle it is (select returns the glob value as given).
    if gv.is_null() {
        if let Some(g) = crate::io::file::glob_of_value(c, fh) {
            let id = resolve(c, std::ptr::null_mut(), g)?;
            return Some((id, fh));
        }
    }
    let gv = if gv.is_null() && !crate::io::fs::is_handle_value(fh) {
        // A name: `select("STDERR")`, `select($old)`.
        let name = sv::to_bytes_quiet(fh);
        let name = name.strip_prefix(b"*").unwrap_or(&name).to_vec();
        let full = if name.windows(2).any(|w| w == b"::") {
            name
        } else {
            [b"main::" as &[u8], &name].concat()
        };
        interp::gv_fetch(c, &full)
    } else {
        gv
    };
    if !gv.is_null() {
        if resolve(c, std::ptr::null_mut(), gv).is_none() {
            unopened_handle(c, gv);
        }
        let id = resolve(c, std::ptr::null_mut(), gv)?;
        let full = interp(c)
            .stash
            .iter()
            .find(|(_, v)| **v == gv)
            .map(|(k, _)| k.clone())?;
        return Some((id, sv::mortal_pv(c, &full)));
    }
    let id = resolve(c, fh, std::ptr::null_mut())?;
    // A reference to a bareword handle's glob (`\*FH`) stands for its name.
    let gv = (crate::core::hooks::hooks(c).glob_of_head)(c, glob_head_of(fh)?);
    if let Some(g) = gv {
        return select_value(c, std::ptr::null_mut(), g);
    }
    Some((id, fh))
}

/// The glob head a handle value refers to (or is).
fn glob_head_of(v: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `v` is a live head the caller holds for the call.
    let s = unsafe { sv(v) };
    if s.flags & SVT_MASK == SVT_PVGV {
        return Some(v);
    }
    if s.flags & SVF_ROK != 0 {
        let t = s.any() as *mut Sv;
        // SAFETY: the referent of a live reference, which holds a count on it.
        if unsafe { sv(t) }.flags & SVT_MASK == SVT_PVGV {
            return Some(t);
        }
    }
    None
}

/// The handle number of the default output handle (1, STDOUT, unless `select` chose
/// another).
pub fn selected_id(c: *mut Ctx) -> usize {
    match io(c).selected {
        Some(v) => resolve(c, v, std::ptr::null_mut()).unwrap_or(1),
        None => 1,
    }
}

/// The value a `print` without a handle prints to when `select` chose a handle other
/// than STDOUT.
pub fn default_out(c: *mut Ctx) -> Option<*mut Sv> {
    if interp(c).io_state.is_null() {
        return None;
    }
    io(c).selected
}

/// Whether handle `id` flushes after each print: `$|` for the selected handle, its own
/// flag for the others; always when its top layer is `:unix`, which has no buffer.
pub fn autoflush(c: *mut Ctx, id: usize) -> bool {
    let selected = if interp(c).io_state.is_null() {
        1
    } else if handle(c, Some(id)).is_some_and(|h| h.layers.unbuffered()) {
        return true;
    } else {
        selected_id(c)
    };
    if id == selected {
        return sv::truth(c, interp::gv(interp(c).gv_autoflush).sv);
    }
    handle(c, Some(id)).is_some_and(|h| h.autoflush)
}

/// `$|` became true: the selected handle is flushed.
pub fn flush_selected(c: *mut Ctx) {
    let id = if interp(c).io_state.is_null() {
        1
    } else {
        selected_id(c)
    };
    if id == 1 {
        let _ = interp(c).stdout.flush();
        return;
    }
    if let Some(h) = handle(c, Some(id)) {
        if let Some(o) = out_of(c, h) {
            let _ = o.flush();
        }
    }
}

/// `select(undef, undef, undef, TIMEOUT)`: sleeps (select(2) with no descriptors; an
/// undef timeout waits for a signal). 0, or -1 with EINTR when a signal came.
pub fn select_sleep(c: *mut Ctx, timeout: Option<*mut Sv>) -> *mut Sv {
    let mut tv = libc::timeval {
        tv_sec: 0,
        tv_usec: 0,
    };
    let tvp = match timeout.filter(|t| !sv::is_undef(*t)) {
        Some(t) => {
            let v = sv::to_nv(c, t, &Info::simple("select"), 4).max(0.0);
            tv.tv_sec = v as libc::time_t;
            tv.tv_usec = ((v - tv.tv_sec as f64) * 1_000_000.0) as libc::suseconds_t;
            &mut tv as *mut libc::timeval
        }
        None => std::ptr::null_mut(),
    };
    // SAFETY: select(2) with no descriptor sets and a live (or null) timeout.
    let n = unsafe {
        libc::select(
            0,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            tvp,
        )
    };
    if n < 0 {
        set_errno(c, last_errno());
        if crate::core::despatch::pending() {
            crate::core::despatch::camelift_sig_dispatch(c);
        }
    }
    sv::mortal_iv(c, i64::from(n))
}
