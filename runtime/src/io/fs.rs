//! The file system: `stat` and `lstat` (with perl's stat cache, the `_` handle that file
//! tests share), and directory handles (`opendir`, `readdir`, `rewinddir`, `closedir`),
//! which live in a glob's handle as file handles do (perl's IO slot).

use crate::core::diag::set_errno;
use crate::core::interp::{interp, Info};
use crate::core::sv::{self, sv};
use crate::io::file::{handle, io, last_errno, new_handle, resolve};
use camelift_abi::*;

/// Whether `v` is a handle (a glob, a reference to one, a glob value) rather than a path.
pub fn is_handle_value(v: *mut Sv) -> bool {
    // SAFETY: `v` is a live head the caller holds a reference to for the call.
    let s = unsafe { sv(v) };
    if s.flags & SVT_MASK == SVT_PVGV || s.flags & SVF_FAKEGV != 0 {
        return true;
    }
    if s.flags & SVF_ROK == 0 {
        return false;
    }
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    let t = unsafe { sv(s.any() as *mut Sv) };
    t.flags & SVT_MASK == SVT_PVGV || t.flags & SVF_FAKEGV != 0
}

/// The descriptor of a handle value, None for anything else or a closed handle.
pub fn fd_of(c: *mut Ctx, v: *mut Sv) -> Option<i32> {
    if !is_handle_value(v) {
        return None;
    }
    match handle(c, resolve(c, v, std::ptr::null_mut())) {
        Some(h) if h.open && h.fd >= 0 => Some(h.fd),
        _ => None,
    }
}

/// stat(2) (or lstat(2)) of a path or of an open handle's descriptor, recorded as the
/// stat cache; None (with `$!`) when it fails.
pub fn stat_of(c: *mut Ctx, v: *mut Sv, link: bool) -> Option<libc::stat> {
    // SAFETY: zeroed stat is a valid out-buffer.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    io(c).statname = None;
    let of_handle = is_handle_value(v);
    io(c).lstat_last = link && !of_handle;
    let r = if of_handle {
        match handle(c, resolve(c, v, std::ptr::null_mut())) {
            // SAFETY: fstat of a descriptor into a stat buffer.
            Some(h) if h.open && h.fd >= 0 => unsafe { libc::fstat(h.fd, &mut st) },
            _ => {
                set_errno(c, libc::EBADF);
                io(c).statcache = None;
                return None;
            }
        }
    } else {
        let path = sv::to_bytes(c, v, &Info::simple(if link { "lstat" } else { "stat" }), 0);
        io(c).statname = Some(path.clone());
        let Ok(cpath) = std::ffi::CString::new(path) else {
            set_errno(c, libc::ENOENT);
            io(c).statcache = None;
            return None;
        };
        // SAFETY: a NUL-terminated path and a stat buffer.
        unsafe {
            if link {
                libc::lstat(cpath.as_ptr(), &mut st)
            } else {
                libc::stat(cpath.as_ptr(), &mut st)
            }
        }
    };
    if r != 0 {
        set_errno(c, last_errno());
        io(c).statcache = None;
        return None;
    }
    io(c).statcache = Some(st);
    Some(st)
}

/// `stat`/`lstat` of `arg`, of the handle (`fh`/`gv`), or of `_` (the glob `*_`: the
/// last stat): the 13 fields in list context (none when it fails), else true or false.
pub fn stat(
    c: *mut Ctx,
    fh: *mut Sv,
    gv: *mut Gv,
    arg: Option<*mut Sv>,
    link: bool,
    list: bool,
) -> *mut Sv {
    let st = if !gv.is_null() && gv == interp(c).gv_args {
        if link && !io(c).lstat_last {
            crate::core::diag::die_msg(c, "The stat preceding lstat() wasn't an lstat");
        }
        io(c).statcache
    } else if !gv.is_null() || !fh.is_null() {
        io(c).statname = None;
        io(c).lstat_last = false;
        match handle(c, resolve(c, fh, gv)) {
            Some(h) if h.open && h.fd >= 0 => {
                // SAFETY: zeroed stat is a valid out-buffer.
                let mut st: libc::stat = unsafe { std::mem::zeroed() };
                // SAFETY: fstat of a descriptor into a stat buffer.
                if unsafe { libc::fstat(h.fd, &mut st) } == 0 {
                    io(c).statcache = Some(st);
                    Some(st)
                } else {
                    set_errno(c, last_errno());
                    io(c).statcache = None;
                    None
                }
            }
            _ => {
                set_errno(c, libc::EBADF);
                io(c).statcache = None;
                None
            }
        }
    } else {
        match arg {
            Some(a) => stat_of(c, a, link),
            None => None,
        }
    };
    if !list {
        return sv::bool_sv(c, st.is_some());
    }
    if let Some(st) = st {
        for f in stat_fields(&st) {
            let v = sv::mortal_iv(c, f);
            crate::core::stack::push(c, v);
        }
    }
    sv::undef(c)
}

/// The 13 fields `stat` returns.
pub fn stat_fields(st: &libc::stat) -> [i64; 13] {
    {
        // The field types differ between targets (blksize_t is i32 on aarch64).
        #[allow(clippy::unnecessary_cast)]
        let fields: [i64; 13] = [
            st.st_dev as i64,
            st.st_ino as i64,
            i64::from(st.st_mode),
            st.st_nlink as i64,
            i64::from(st.st_uid),
            i64::from(st.st_gid),
            st.st_rdev as i64,
            st.st_size,
            st.st_atime,
            st.st_mtime,
            st.st_ctime,
            st.st_blksize as i64,
            st.st_blocks as i64,
        ];
        fields
    }
}

/// `opendir(DH, DIR)`: the entries are read now, in the order readdir(3) gives them
/// (`.` and `..` included), as perl's readdir returns them.
pub fn opendir(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, dir: Option<*mut Sv>) -> *mut Sv {
    let Some(d) = dir else {
        return sv::no(c);
    };
    let path = sv::to_bytes(c, d, &Info::simple("opendir"), 0);
    let Ok(cpath) = std::ffi::CString::new(path) else {
        set_errno(c, libc::ENOENT);
        return sv::no(c);
    };
    // SAFETY: a NUL-terminated path.
    let dp = unsafe { libc::opendir(cpath.as_ptr()) };
    if dp.is_null() {
        set_errno(c, last_errno());
        return sv::no(c);
    }
    let mut entries = vec![];
    loop {
        // SAFETY: `dp` is the open directory stream; readdir returns null at the end.
        let e = unsafe { libc::readdir(dp) };
        if e.is_null() {
            break;
        }
        // SAFETY: `d_name` of a dirent readdir returned is NUL-terminated.
        let name = unsafe { std::ffi::CStr::from_ptr((*e).d_name.as_ptr()) };
        entries.push(name.to_bytes().to_vec());
    }
    // SAFETY: `dp` is open and closed once.
    unsafe { libc::closedir(dp) };
    let id = match resolve(c, fh, gv).filter(|id| handle(c, Some(*id)).is_some()) {
        Some(id) => id,
        None => new_handle(c, fh, gv, b"DIR".to_vec()),
    };
    match handle(c, Some(id)) {
        Some(h) => {
            h.dir = Some((entries, 0));
            sv::yes(c)
        }
        None => sv::no(c),
    }
}

/// `readdir DH`: the next entry (undef at the end), or in list context every entry left.
pub fn readdir(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, list: bool) -> *mut Sv {
    let Some((entries, pos)) = handle(c, resolve(c, fh, gv)).and_then(|h| h.dir.as_mut()) else {
        set_errno(c, libc::EBADF);
        return sv::undef(c);
    };
    if !list {
        let Some(e) = entries.get(*pos) else {
            return sv::undef(c);
        };
        *pos += 1;
        let e = e.clone();
        return sv::mortal_pv(c, &e);
    }
    let rest: Vec<Vec<u8>> = entries[(*pos).min(entries.len())..].to_vec();
    *pos = entries.len();
    for e in rest {
        let v = sv::mortal_pv(c, &e);
        crate::core::stack::push(c, v);
    }
    sv::undef(c)
}

/// `closedir DH`.
pub fn closedir(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> *mut Sv {
    match handle(c, resolve(c, fh, gv)).and_then(|h| h.dir.take()) {
        Some(_) => sv::yes(c),
        None => {
            set_errno(c, libc::EBADF);
            sv::no(c)
        }
    }
}

/// `rewinddir DH`.
pub fn rewinddir(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> *mut Sv {
    match handle(c, resolve(c, fh, gv)).and_then(|h| h.dir.as_mut()) {
        Some((_, pos)) => {
            *pos = 0;
            sv::yes(c)
        }
        None => {
            set_errno(c, libc::EBADF);
            sv::no(c)
        }
    }
}

/// The descriptor of an open handle among `chmod`'s (`chown`'s, `utime`'s) files: Ok(fd),
/// or Err for a handle that is not open (perl's EBADF); None: `v` is a path.
fn file_arg_fd(c: *mut Ctx, v: *mut Sv) -> Option<Result<i32, ()>> {
    if !is_handle_value(v) {
        return None;
    }
    Some(fd_of(c, v).ok_or(()))
}

/// perl's apply() for `chmod`, `chown` and `utime`: `op` on each file (a path, or a
/// handle through `fop` on its descriptor); the number that succeeded, each failure's
/// errno in `$!`.
fn apply(
    c: *mut Ctx,
    what: &'static str,
    files: &[*mut Sv],
    op: impl Fn(&std::ffi::CStr) -> i32,
    fop: impl Fn(i32) -> i32,
) -> *mut Sv {
    let mut n = 0;
    for f in files {
        let r = match file_arg_fd(c, *f) {
            Some(Ok(fd)) => fop(fd),
            Some(Err(())) => {
                set_errno(c, libc::EBADF);
                continue;
            }
            None => {
                let path = sv::to_bytes(c, *f, &Info::simple(what), 0);
                match std::ffi::CString::new(path) {
                    Ok(p) => op(&p),
                    Err(_) => {
                        set_errno(c, libc::ENOENT);
                        continue;
                    }
                }
            }
        };
        if r == 0 {
            n += 1;
        } else {
            set_errno(c, last_errno());
        }
    }
    sv::mortal_iv(c, n)
}

/// `chmod MODE, LIST`.
pub fn chmod(c: *mut Ctx, args: &[*mut Sv]) -> *mut Sv {
    let Some((mode, files)) = args.split_first() else {
        return sv::mortal_iv(c, 0);
    };
    let mode = sv::to_iv(c, *mode, &Info::simple("chmod"), 0) as libc::mode_t;
    apply(
        c,
        "chmod",
        files,
        // SAFETY: a NUL-terminated path.
        |p| unsafe { libc::chmod(p.as_ptr(), mode) },
        // SAFETY: fchmod of an open descriptor.
        |fd| unsafe { libc::fchmod(fd, mode) },
    )
}

/// `chown UID, GID, LIST` (-1 leaves an id as it is).
pub fn chown(c: *mut Ctx, args: &[*mut Sv]) -> *mut Sv {
    if args.len() < 3 {
        return sv::mortal_iv(c, 0);
    }
    let info = Info::simple("chown");
    let uid = sv::to_iv(c, args[0], &info, 0) as libc::uid_t;
    let gid = sv::to_iv(c, args[1], &info, 1) as libc::gid_t;
    apply(
        c,
        "chown",
        &args[2..],
        // SAFETY: a NUL-terminated path.
        |p| unsafe { libc::chown(p.as_ptr(), uid, gid) },
        // SAFETY: fchown of an open descriptor.
        |fd| unsafe { libc::fchown(fd, uid, gid) },
    )
}

/// `utime ATIME, MTIME, LIST`: whole seconds (perl's timeval with no microseconds);
/// both times the undef value itself: now.
pub fn utime(c: *mut Ctx, args: &[*mut Sv]) -> *mut Sv {
    if args.len() < 3 {
        return sv::mortal_iv(c, 0);
    }
    let info = Info::simple("utime");
    let now = args[0] == sv::undef(c) && args[1] == sv::undef(c);
    let times = if now {
        None
    } else {
        let t = |k: usize| libc::timeval {
            tv_sec: sv::to_iv(c, args[k], &info, k) as libc::time_t,
            tv_usec: 0,
        };
        Some([t(0), t(1)])
    };
    let tp = match &times {
        Some(t) => t.as_ptr(),
        None => std::ptr::null(),
    };
    apply(
        c,
        "utime",
        &args[2..],
        // SAFETY: a NUL-terminated path; `tp` is null or two timevals.
        |p| unsafe { libc::utimes(p.as_ptr(), tp) },
        // SAFETY: futimes of an open descriptor; `tp` as above.
        |fd| unsafe { libc::futimes(fd, tp) },
    )
}

/// `rename OLD, NEW` and `link OLD, NEW`: 1 or 0 (perl's integer).
pub fn rename_or_link(c: *mut Ctx, args: &[*mut Sv], link: bool) -> *mut Sv {
    let what = if link { "link" } else { "rename" };
    let (Some(old), Some(new)) = (args.first(), args.get(1)) else {
        return sv::mortal_iv(c, 0);
    };
    let info = Info::simple(what);
    let old = sv::to_bytes(c, *old, &info, 0);
    let new = sv::to_bytes(c, *new, &info, 1);
    let (Ok(old), Ok(new)) = (std::ffi::CString::new(old), std::ffi::CString::new(new)) else {
        set_errno(c, libc::ENOENT);
        return sv::mortal_iv(c, 0);
    };
    // SAFETY: both paths are NUL-terminated.
    let r = unsafe {
        if link {
            libc::link(old.as_ptr(), new.as_ptr())
        } else {
            libc::rename(old.as_ptr(), new.as_ptr())
        }
    };
    if r != 0 {
        set_errno(c, last_errno());
    }
    sv::mortal_iv(c, i64::from(r == 0))
}

/// `umask EXPR` (sets it) / `umask` (reads it): the mask as it was.
pub fn umask(c: *mut Ctx, mask: Option<*mut Sv>) -> *mut Sv {
    let old = match mask {
        Some(m) => {
            let m = sv::to_iv(c, m, &Info::simple("umask"), 0);
            // SAFETY: umask only swaps the process's mask.
            unsafe { libc::umask(m as libc::mode_t) }
        }
        None => {
            // SAFETY: as above; 022 stands in while the old mask is read (perl's way,
            // so that no file is ever made with a mask of 0).
            let old = unsafe { libc::umask(0o022) };
            if old != 0o022 {
                // SAFETY: as above.
                unsafe { libc::umask(old) };
            }
            old
        }
    };
    sv::mortal_iv(c, i64::from(old))
}

/// `telldir DH`: the position of the next entry (the entry's number, which `seekdir`
/// takes back), undef with a warning for a handle that is no open directory.
pub fn telldir(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv) -> *mut Sv {
    match handle(c, resolve(c, fh, gv)).and_then(|h| h.dir.as_ref()) {
        Some((_, pos)) => sv::mortal_iv(c, *pos as i64),
        None => {
            bad_dirhandle(c, "telldir", fh, gv);
            sv::undef(c)
        }
    }
}

/// `seekdir DH, POS`: back to a position `telldir` gave.
pub fn seekdir(c: *mut Ctx, fh: *mut Sv, gv: *mut Gv, pos: Option<*mut Sv>) -> *mut Sv {
    let pos = pos
        .map(|p| sv::to_iv(c, p, &Info::simple("seekdir"), 1))
        .unwrap_or(0);
    match handle(c, resolve(c, fh, gv)).and_then(|h| h.dir.as_mut()) {
        Some((entries, at)) => {
            *at = (pos.max(0) as usize).min(entries.len());
            sv::yes(c)
        }
        None => {
            bad_dirhandle(c, "seekdir", fh, gv);
            sv::undef(c)
        }
    }
}

/// perl's `telldir() attempted on invalid dirhandle DH` warning, and EBADF when `$!`
/// said nothing yet (pp_telldir's `if (!errno)`).
fn bad_dirhandle(c: *mut Ctx, what: &str, fh: *mut Sv, gv: *mut Gv) {
    // A bareword's own name (a directory handle's is DIR).
    let id = if gv.is_null() {
        resolve(c, fh, gv)
    } else {
        None
    };
    let name = crate::io::file::name_of(c, fh, gv, id);
    crate::core::diag::warn_if_enabled(
        c,
        &format!(
            "{what}() attempted on invalid dirhandle {}",
            String::from_utf8_lossy(&name)
        ),
    );
    if crate::core::diag::errno(c) == 0 {
        set_errno(c, libc::EBADF);
    }
}
