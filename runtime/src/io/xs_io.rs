//! IO.xs (IO 1.50), the XS part of the real IO.pm: the functions IO::Handle,
//! IO::Seekable, IO::File, IO::Poll and IO::Socket have in C. They work on handles, so
//! they are the io layer's; modules/xsload.rs binds them (through `hooks.io_xs`) when
//! IO.pm's `XSLoader::load` runs (docs/decisions/xs-parts.md). Each has the compiled-sub
//! protocol: arguments on the stack from `mark`, one result, pushed too in list context.
//!
//! IO.xs's typemap: an `InputStream` argument is the handle's PerlIO (IoIFP of perl's
//! `sv_2io`), which every open handle has; an `OutputStream` is IoOFP, which only a
//! handle open for writing has. A value that is no handle dies as `sv_2io` does ("Bad
//! filehandle: NAME"); a closed handle is a null stream, for which the functions give
//! -1 (or undef) with EINVAL. A `SysRet` result is undef for -1, "0 but true" for 0.

use crate::core::diag::{die_msg, set_errno};
use crate::core::interp::{Info, SubFn};
use crate::core::perlio::Out;
use crate::core::sv::{self, sv};
use crate::io::file::{attach_fd, handle, last_errno, new_handle, resolve, OpenHow};
use camelift_abi::*;

/// The native sub of each of IO.xs's functions (`hooks.io_xs`).
pub fn native(x: XsSub) -> SubFn {
    match x {
        XsSub::IoGetpos => getpos,
        XsSub::IoSetpos => setpos,
        XsSub::IoNewTmpfile => new_tmpfile,
        XsSub::IoPoll => poll,
        XsSub::IoBlocking => blocking,
        XsSub::IoUngetc => ungetc,
        XsSub::IoError => error,
        XsSub::IoClearerr => clearerr,
        XsSub::IoUntaint => untaint,
        XsSub::IoFlush => flush,
        XsSub::IoSetbuf => setbuf,
        XsSub::IoSetvbuf => setvbuf,
        XsSub::IoSync => sync,
        XsSub::IoGetlines => getlines,
        XsSub::IoGetline => getline,
        XsSub::IoGets => getline,
        XsSub::IoSockatmark => sockatmark,
        XsSub::PerlIoGetLayers => get_layers,
        _ => not_io,
    }
}

extern "C-unwind" fn not_io(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    die_msg(
        c,
        "an XS function outside IO.xs bound as IO's is not supported yet",
    )
}

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        crate::core::stack::push(c, r);
    }
    r
}

/// The arguments, or perl's "Usage: ..." when their number is outside `min..=max`.
fn args_of(c: *mut Ctx, mark: usize, usage: &str, min: usize, max: usize) -> Vec<*mut Sv> {
    let args = crate::core::stack::pop_items(c, mark);
    if args.len() < min || args.len() > max {
        die_msg(c, format!("Usage: {usage}"));
    }
    args.to_vec()
}

/// An `int` result.
fn give_iv(c: *mut Ctx, v: i64, gimme: i64) -> *mut Sv {
    let r = sv::mortal_iv(c, v);
    give(c, r, gimme)
}

/// A `SysRet` result: undef for -1, "0 but true" for 0, else the number.
fn give_sysret(c: *mut Ctx, v: i64, gimme: i64) -> *mut Sv {
    let r = match v {
        -1 => sv::undef(c),
        0 => sv::mortal_pv(c, b"0 but true"),
        n => sv::mortal_iv(c, n),
    };
    give(c, r, gimme)
}

/// -1 with EINVAL: a null stream (a closed handle).
fn null_stream(c: *mut Ctx) -> i64 {
    set_errno(c, libc::EINVAL);
    -1
}

/// The handle `v` names, as perl's `sv_2io` finds its IO: dies for a value that is no
/// handle; None for one that is not open (perl's null PerlIO).
fn stream(c: *mut Ctx, v: *mut Sv) -> Option<usize> {
    let id = io_of(c, v);
    handle(c, Some(id)).filter(|h| h.open).map(|_| id)
}

/// The handle of `v` (open or not), or perl's `sv_2io` error.
fn io_of(c: *mut Ctx, v: *mut Sv) -> usize {
    if sv::is_undef(v) {
        die_msg(c, "Can't use an undefined value as filehandle reference");
    }
    if let Some(id) = resolve(c, v, std::ptr::null_mut()) {
        if handle(c, Some(id)).is_some() {
            return id;
        }
    }
    // SAFETY: `v` is an argument on the stack, a live head held for the call.
    let s = unsafe { sv(v) };
    let named = if s.flags & SVF_ROK != 0 {
        s.any() as *mut Sv
    } else {
        v
    };
    let text = sv::to_bytes_quiet(named);
    let text = text.strip_prefix(b"*").unwrap_or(&text);
    // A glob's name without its package, as perl's GvENAME; a string as given.
    let name = if s.flags & SVF_ROK != 0 || text.len() != sv::to_bytes_quiet(named).len() {
        text.rsplit(|b| *b == b':').next().unwrap_or(text).to_vec()
    } else {
        text.to_vec()
    };
    die_msg(
        c,
        format!("Bad filehandle: {}", String::from_utf8_lossy(&name)),
    )
}

/// IO::Seekable::getpos(handle): the position as PerlIO_getpos gives it, an Off_t's
/// bytes in the machine's order.
extern "C-unwind" fn getpos(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Seekable::getpos(handle)", 1, 1);
    let Some(h) = stream(c, args[0]).and_then(|id| handle(c, Some(id))) else {
        null_stream(c);
        let r = sv::undef(c);
        return give(c, r, gimme);
    };
    crate::io::rw::refuse_data(c, h, "IO::Seekable::getpos");
    let r = match crate::io::rw::position(c, h) {
        Ok(p) => sv::mortal_pv(c, &p.to_ne_bytes()),
        Err(e) => {
            set_errno(c, e);
            sv::undef(c)
        }
    };
    give(c, r, gimme)
}

/// IO::Seekable::setpos(handle, pos): a seek to what getpos gave (EINVAL for anything
/// that is not its 8 bytes).
extern "C-unwind" fn setpos(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Seekable::setpos(handle, pos)", 2, 2);
    if stream(c, args[0]).is_none() {
        let v = null_stream(c);
        return give_sysret(c, v, gimme);
    }
    let pos = args[1];
    let bytes = if sv::is_undef(pos) {
        Vec::new()
    } else {
        sv::to_bytes_quiet(pos)
    };
    let Ok(raw) = <[u8; 8]>::try_from(bytes.as_slice()) else {
        let v = null_stream(c);
        return give_sysret(c, v, gimme);
    };
    let to = sv::mortal_iv(c, i64::from_ne_bytes(raw));
    let whence = sv::mortal_iv(c, libc::SEEK_SET as i64);
    let ok = crate::io::rw::seek(c, args[0], std::ptr::null_mut(), &[to, whence], false);
    let v = if sv::truth(c, ok) { 0 } else { -1 };
    give_sysret(c, v, gimme)
}

/// IO::File::new_tmpfile(packname = "IO::File"): PerlIO_tmpfile's file (made by
/// mkstemp in $TMPDIR, else /tmp, and unlinked at once), open for reading and writing
/// on a glob of its own (`_GEN_0`, ...), blessed into the class.
extern "C-unwind" fn new_tmpfile(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        "IO::File::new_tmpfile(packname = \"IO::File\")",
        0,
        1,
    );
    let class = match args.first() {
        Some(p) => sv::to_bytes_quiet(*p),
        None => b"IO::File".to_vec(),
    };
    let dir = std::env::var_os("TMPDIR")
        .map(|d| std::os::unix::ffi::OsStrExt::as_bytes(d.as_os_str()).to_vec())
        .filter(|d| !d.is_empty())
        .unwrap_or_else(|| b"/tmp".to_vec());
    let mut fd = -1;
    for d in [dir, b"/tmp".to_vec()] {
        let mut template = d;
        template.extend_from_slice(b"/PerlIO_XXXXXX\0");
        // SAFETY: `template` is a writable NUL-terminated buffer ending in XXXXXX, as
        // mkstemp requires; it writes the name it made into it.
        fd = unsafe { libc::mkstemp(template.as_mut_ptr() as *mut libc::c_char) };
        if fd >= 0 {
            // SAFETY: the NUL-terminated name mkstemp just made.
            unsafe { libc::unlink(template.as_ptr() as *const libc::c_char) };
            break;
        }
    }
    if fd < 0 {
        let e = last_errno();
        set_errno(c, e);
        let r = sv::undef(c);
        return give(c, r, gimme);
    }
    let st = crate::io::file::tmp_gen(c);
    let name = format!("_GEN_{st}").into_bytes();
    let fh = sv::mortal_iv(c, 0);
    sv::set_undef(fh);
    let id = new_handle(c, fh, std::ptr::null_mut(), name);
    let how = OpenHow {
        flags: libc::O_RDWR,
        perms: 0o600,
        readable: true,
        writable: true,
        wronly: false,
        layers: crate::io::layers::Layers::default_stack(),
    };
    if !attach_fd(c, id, fd, &how) {
        let r = sv::undef(c);
        return give(c, r, gimme);
    }
    let class_sv = sv::mortal_pv(c, &class);
    crate::core::obj::camelift_bless(c, fh, class_sv, std::ptr::null());
    give(c, fh, gimme)
}

/// IO::Poll::_poll(timeout, fd, mask, ...): poll(2) of the pairs; each is set to its
/// descriptor and the events that came (when poll succeeds); the number ready, or -1.
extern "C-unwind" fn poll(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Poll::_poll(timeout, ...)", 1, usize::MAX);
    let info = Info::simple("IO::Poll::_poll");
    let timeout = sv::to_iv(c, args[0], &info, 1) as i32;
    let pairs = &args[1..];
    let mut fds: Vec<libc::pollfd> = pairs
        .chunks(2)
        .filter(|p| p.len() == 2)
        .map(|p| libc::pollfd {
            fd: sv::to_iv(c, p[0], &info, 2) as i32,
            events: sv::to_iv(c, p[1], &info, 3) as i16,
            revents: 0,
        })
        .collect();
    // SAFETY: `fds` holds `fds.len()` initialised pollfd structs poll may write into.
    let ret = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, timeout) };
    if ret < 0 {
        set_errno(c, last_errno());
    } else {
        for (p, f) in pairs.chunks(2).zip(fds.iter()) {
            for (slot, v) in p.iter().zip([f.fd as i64, f.revents as i64]) {
                let _w = sv::check_writable(c, *slot);
                sv::set_num(*slot, crate::core::num::Num::Iv(v));
            }
        }
    }
    give_iv(c, ret as i64, gimme)
}

/// IO::Handle::blocking(handle, blk = -1): io_blocking of IO.xs, 1 if the descriptor
/// was blocking and 0 if not, after turning O_NONBLOCK off (blk true) or on (blk false);
/// undef with `$!` when fcntl fails.
extern "C-unwind" fn blocking(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::blocking(handle, blk=-1)", 1, 2);
    let fd = match stream(c, args[0]).and_then(|id| handle(c, Some(id))) {
        Some(h) => h.fd,
        None => -1,
    };
    let block = match args.get(1) {
        None => -1,
        Some(b) => i32::from(sv::truth(c, *b)),
    };
    if fd < 0 {
        set_errno(c, libc::EBADF);
        let r = sv::undef(c);
        return give(c, r, gimme);
    }
    // SAFETY: fcntl(F_GETFL) only reads the descriptor's flags.
    let mode = unsafe { libc::fcntl(fd, libc::F_GETFL, 0) };
    if mode < 0 {
        set_errno(c, last_errno());
        let r = sv::undef(c);
        return give(c, r, gimme);
    }
    let mut ret = i64::from(mode & (libc::O_NONBLOCK | libc::O_NDELAY) == 0);
    let new = match block {
        0 => (mode & !libc::O_NDELAY) | libc::O_NONBLOCK,
        1 => mode & !(libc::O_NDELAY | libc::O_NONBLOCK),
        _ => mode,
    };
    if new != mode {
        // SAFETY: fcntl(F_SETFL) with flags of the descriptor's own.
        if unsafe { libc::fcntl(fd, libc::F_SETFL, new) } < 0 {
            set_errno(c, last_errno());
            ret = -1;
        }
    }
    if ret < 0 {
        let r = sv::undef(c);
        return give(c, r, gimme);
    }
    give_iv(c, ret, gimme)
}

/// IO::Handle::ungetc(handle, ord): the character pushed back before what is left to
/// read (as UTF-8 on a handle with a UTF-8 layer); the number, or -1 for a closed handle.
extern "C-unwind" fn ungetc(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::ungetc(handle, c)", 2, 2);
    let Some(id) = stream(c, args[0]) else {
        let v = null_stream(c);
        return give_iv(c, v, gimme);
    };
    let n = sv::to_num(c, args[1], &Info::simple("IO::Handle::ungetc"), 2);
    let negative = match n {
        crate::core::num::Num::Iv(i) => i < 0,
        crate::core::num::Num::Nv(f) => f < 0.0,
        _ => false,
    };
    if negative {
        die_msg(c, "Negative character number in ungetc()");
    }
    let v = crate::core::num::to_uv(n);
    let Some(h) = handle(c, Some(id)) else {
        return give_iv(c, -1, gimme);
    };
    let bytes: Vec<u8> = if v < 0x80 || (v <= 0xff && !h.utf8()) {
        vec![v as u8]
    } else {
        if !h.utf8() {
            die_msg(c, "Wide character number in ungetc()");
        }
        match char::from_u32(v as u32).filter(|_| v <= u32::MAX as u64) {
            Some(ch) => ch.to_string().into_bytes(),
            None => die_msg(
                c,
                "ungetc of a surrogate or a code point above Unicode is not supported yet",
            ),
        }
    };
    if h.rpos >= bytes.len() {
        h.rpos -= bytes.len();
        let at = h.rpos;
        h.rbuf[at..at + bytes.len()].copy_from_slice(&bytes);
    } else {
        let at = h.rpos;
        h.rbuf.splice(at..at, bytes);
    }
    give_iv(c, v as i64, gimme)
}

/// IO::Handle::error(handle): whether a read or write on it failed since it was opened
/// or `clearerr` (PerlIO_error); -1 for a closed handle.
extern "C-unwind" fn error(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::error(handle)", 1, 1);
    let Some(h) = stream(c, args[0]).and_then(|id| handle(c, Some(id))) else {
        let v = null_stream(c);
        return give_iv(c, v, gimme);
    };
    let wrote = crate::io::rw::out_of(c, h).is_some_and(|o| o.error().is_some());
    let failed = h.read_failed || wrote;
    give_iv(c, i64::from(failed), gimme)
}

/// IO::Handle::clearerr(handle): 0; a closed handle gives 0 too, with EBADF (what
/// perl 5.36's PerlIO_clearerr of a null stream leaves in `$!`).
extern "C-unwind" fn clearerr(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::clearerr(handle)", 1, 1);
    match stream(c, args[0]).and_then(|id| handle(c, Some(id))) {
        Some(h) => {
            h.read_failed = false;
            if let Some(o) = crate::io::rw::out_of(c, h) {
                o.clear_error();
            }
        }
        None => set_errno(c, libc::EBADF),
    }
    give_iv(c, 0, gimme)
}

/// IO::Handle::untaint(handle): 0 for any handle (there is no taint mode, so no
/// IOf_UNTAINT to set).
extern "C-unwind" fn untaint(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::untaint(handle)", 1, 1);
    io_of(c, args[0]);
    give_iv(c, 0, gimme)
}

/// IO::Handle::flush(handle): writes out what is buffered; a handle not open for
/// writing is a null OutputStream (undef, EINVAL).
extern "C-unwind" fn flush(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::flush(handle)", 1, 1);
    let Some(h) = stream(c, args[0])
        .and_then(|id| handle(c, Some(id)))
        .filter(|h| h.writable)
    else {
        let v = null_stream(c);
        return give_sysret(c, v, gimme);
    };
    let v = match crate::io::rw::out_of(c, h).map(Out::flush) {
        Some(Err(e)) => {
            set_errno(c, e);
            -1
        }
        _ => 0,
    };
    give_sysret(c, v, gimme)
}

/// IO::Handle::setbuf(handle, ...): perl's PerlIO build has no setbuf.
extern "C-unwind" fn setbuf(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::setbuf(handle, ...)", 1, usize::MAX);
    if stream(c, args[0]).is_some_and(|id| handle(c, Some(id)).is_some_and(|h| h.writable)) {
        die_msg(c, "IO::Handle::setbuf not implemented on this architecture");
    }
    sv::undef(c)
}

/// IO::Handle::setvbuf(handle, buf, type, size): not in perl's PerlIO build either.
extern "C-unwind" fn setvbuf(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    args_of(
        c,
        mark,
        "IO::Handle::setvbuf(handle, buf, type, size)",
        4,
        4,
    );
    die_msg(
        c,
        "IO::Handle::setvbuf not implemented on this architecture",
    )
}

/// IO::Handle::sync(arg): fsync(2) of the handle's descriptor (what is still buffered
/// is not written first, as in perl).
extern "C-unwind" fn sync(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Handle::sync(arg)", 1, 1);
    let Some(h) = stream(c, args[0]).and_then(|id| handle(c, Some(id))) else {
        let v = null_stream(c);
        return give_sysret(c, v, gimme);
    };
    if h.fd < 0 {
        let v = null_stream(c);
        return give_sysret(c, v, gimme);
    }
    // SAFETY: fsync of the handle's descriptor.
    let v = if unsafe { libc::fsync(h.fd) } == 0 {
        0
    } else {
        set_errno(c, last_errno());
        -1
    };
    give_sysret(c, v, gimme)
}

/// IO::Handle::getlines(handle): readline in list context; IO.xs dies in any other.
extern "C-unwind" fn getlines(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = crate::core::stack::pop_items(c, mark).to_vec();
    if args.len() != 1 {
        die_msg(c, "usage: $io->getlines()");
    }
    if gimme != G_LIST {
        die_msg(
            c,
            "Can't call $io->getlines in a scalar context, use $io->getline",
        );
    }
    crate::io::file::camelift_io_readline(
        c,
        args[0],
        std::ptr::null_mut(),
        std::ptr::null_mut(),
        G_LIST as i32,
    )
}

/// IO::Handle::getline(handle) and its alias `gets`: one record, in any context.
extern "C-unwind" fn getline(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = crate::core::stack::pop_items(c, mark).to_vec();
    if args.len() != 1 {
        die_msg(c, "usage: $io->getline()");
    }
    let r = crate::io::file::camelift_io_readline(
        c,
        args[0],
        std::ptr::null_mut(),
        std::ptr::null_mut(),
        G_SCALAR as i32,
    );
    give(c, r, gimme)
}

/// <linux/sockios.h>'s SIOCATMARK (the same on x86-64 and aarch64).
const SIOCATMARK: libc::c_ulong = 0x8905;

/// IO::Socket::sockatmark(sock): sockatmark(3) of its descriptor (-1 for a closed
/// handle, and ENOTTY for one that is no socket, as glibc's ioctl gives).
extern "C-unwind" fn sockatmark(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "IO::Socket::sockatmark(sock)", 1, 1);
    let fd = stream(c, args[0])
        .and_then(|id| handle(c, Some(id)))
        .map_or(-1, |h| h.fd);
    let mut flag: libc::c_int = 0;
    // SAFETY: ioctl(SIOCATMARK) writes one int into `flag`, as glibc's sockatmark calls it.
    let v = unsafe { libc::ioctl(fd, SIOCATMARK, &mut flag as *mut libc::c_int) };
    if v < 0 {
        set_errno(c, last_errno());
        return give_sysret(c, -1, gimme);
    }
    give_sysret(c, flag as i64, gimme)
}

/// universal.c's `PerlIO::get_layers(FH, [input|output|details => VALUE]...)`: the names
/// of the handle's layers, bottom first, with `utf8` after a layer with the UTF-8 flag;
/// nothing for a value that is no handle or a handle that is not open. In scalar context
/// the last name, as the list's last element.
extern "C-unwind" fn get_layers(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = crate::core::stack::pop_items(c, mark).to_vec();
    if args.is_empty() || args.len().is_multiple_of(2) {
        die_msg(c, "Usage: PerlIO_get_layers(filehandle[,args])");
    }
    for pair in args[1..].chunks(2) {
        let key = sv::to_bytes_quiet(pair[0]);
        match key.as_slice() {
            b"input" | b"output" => {}
            b"details" if !sv::truth(c, pair[1]) => {}
            b"details" => die_msg(c, "PerlIO::get_layers with details is not supported yet"),
            _ => die_msg(
                c,
                format!(
                    "get_layers: unknown argument '{}'",
                    String::from_utf8_lossy(&key)
                ),
            ),
        }
    }
    let names = if sv::is_undef(args[0]) {
        if sv::ctx(c).curline & CURLINE_WARN_UNINIT != 0 {
            crate::core::diag::warn_text(c, "Use of uninitialized value in subroutine entry");
        }
        vec![]
    } else {
        resolve(c, args[0], std::ptr::null_mut())
            .and_then(|id| handle(c, Some(id)))
            .filter(|h| h.open)
            .map(|h| h.layers.names())
            .unwrap_or_default()
    };
    let mut last = sv::undef(c);
    for n in names {
        last = sv::mortal_pv(c, &n);
        if gimme == G_LIST {
            crate::core::stack::push(c, last);
        }
    }
    last
}
