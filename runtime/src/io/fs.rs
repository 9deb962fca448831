//! The file system: `stat` and `lstat` (with perl's stat cache, the `_` handle that file
//! tests share), and directory handles (`opendir`, `readdir`, `rewinddir`, `closedir`),
//! which live in a glob's handle as file handles do (perl's IO slot).

use crate::core::diag::set_errno;
use crate::core::interp::{interp, Info};
use crate::core::sv::{self, sv};
use crate::io::file::{handle, io, last_errno, new_handle, resolve};
use camelift_abi::*;

/// Whether `v` is a handle (a glob, a reference to one, a glob value) rather than a path.
fn is_handle_value(v: *mut Sv) -> bool {
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
    let r = if is_handle_value(v) {
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
        io(c).statcache
    } else if !gv.is_null() || !fh.is_null() {
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
        for f in fields {
            let v = sv::mortal_iv(c, f);
            crate::core::stack::push(c, v);
        }
    }
    sv::undef(c)
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
