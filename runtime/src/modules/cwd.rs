//! Cwd.xs (PathTools 3.84): `getcwd`, `fastcwd` and `abs_path`, the XS part of the real
//! Cwd.pm, bound as subs of package Cwd by its `XSLoader::load` (xsload.rs). Each has
//! the compiled-sub protocol: arguments on the stack from `mark`, one result, pushed too
//! in list context.

use crate::core::xs::{self, die_msg, Info};
use camelift_abi::*;

/// MAXPATHLEN on Linux: the buffers of Cwd.xs.
const MAXPATHLEN: usize = 4096;
/// MAXSYMLINKS of glibc's <sys/param.h>: bsd_realpath's limit on links followed.
const MAXSYMLINKS: u32 = 20;

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// getcwd(3) into a MAXPATHLEN buffer, as perl's `getcwd_sv` calls it; the error
/// number on failure.
fn sys_getcwd() -> Result<Vec<u8>, i32> {
    let mut buf = vec![0u8; MAXPATHLEN];
    // SAFETY: `buf` has MAXPATHLEN - 1 writable bytes, the size passed (perl's call).
    let p = unsafe { libc::getcwd(buf.as_mut_ptr() as *mut libc::c_char, MAXPATHLEN - 1) };
    if p.is_null() {
        return Err(errno());
    }
    let n = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
    buf.truncate(n);
    Ok(buf)
}

fn cstring(path: &[u8]) -> Result<std::ffi::CString, i32> {
    std::ffi::CString::new(path).map_err(|_| libc::ENOENT)
}

/// lstat(2): whether the path is a symbolic link.
fn lstat_is_link(path: &[u8]) -> Result<bool, i32> {
    let p = cstring(path)?;
    // SAFETY: an all-zero `stat` is a valid value of the plain C struct.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: `p` is NUL-terminated and `st` a live struct lstat writes into.
    if unsafe { libc::lstat(p.as_ptr(), &mut st) } != 0 {
        return Err(errno());
    }
    Ok(st.st_mode & libc::S_IFMT == libc::S_IFLNK)
}

/// readlink(2) into a MAXPATHLEN buffer.
fn sys_readlink(path: &[u8]) -> Result<Vec<u8>, i32> {
    let p = cstring(path)?;
    let mut buf = vec![0u8; MAXPATHLEN];
    // SAFETY: `p` is NUL-terminated; `buf` has MAXPATHLEN - 1 writable bytes, the size
    // passed.
    let n = unsafe {
        libc::readlink(
            p.as_ptr(),
            buf.as_mut_ptr() as *mut libc::c_char,
            MAXPATHLEN - 1,
        )
    };
    if n < 0 {
        return Err(errno());
    }
    buf.truncate(n as usize);
    Ok(buf)
}

/// Drops the last component of `resolved` (which ends in `/` or a name), keeping the
/// slash before it.
fn strip_last(resolved: &mut Vec<u8>) {
    if resolved.len() > 1 {
        resolved.pop();
        let q = resolved
            .iter()
            .rposition(|b| *b == b'/')
            .map_or(0, |i| i + 1);
        resolved.truncate(q);
    }
}

/// Cwd.xs's `bsd_realpath` (OpenBSD's realpath.c 1.13): the path with every symbolic link
/// resolved and `.`, `..` and repeated slashes removed, component by component. A last
/// component that does not exist is kept (perl's `abs_path("dir/new")` is
/// `/real/dir/new`); any other failure is the error number.
pub fn bsd_realpath(path: &[u8]) -> Result<Vec<u8>, i32> {
    let mut resolved: Vec<u8>;
    let mut remaining: Vec<u8>;
    if path.first() == Some(&b'/') {
        resolved = b"/".to_vec();
        if path.len() == 1 {
            return Ok(resolved);
        }
        remaining = path[1..].to_vec();
    } else {
        resolved = sys_getcwd()?;
        remaining = path.to_vec();
    }
    if remaining.len() >= MAXPATHLEN || resolved.len() >= MAXPATHLEN {
        return Err(libc::ENAMETOOLONG);
    }
    let mut symlinks = 0u32;
    while !remaining.is_empty() {
        let slash = remaining.iter().position(|b| *b == b'/');
        let next: Vec<u8> = match slash {
            Some(i) => {
                let t = remaining[..i].to_vec();
                remaining.drain(..=i);
                t
            }
            None => std::mem::take(&mut remaining),
        };
        if resolved.last() != Some(&b'/') {
            if resolved.len() + 1 >= MAXPATHLEN {
                return Err(libc::ENAMETOOLONG);
            }
            resolved.push(b'/');
        }
        match next.as_slice() {
            b"" | b"." => continue,
            b".." => {
                strip_last(&mut resolved);
                continue;
            }
            _ => {}
        }
        resolved.extend_from_slice(&next);
        if resolved.len() >= MAXPATHLEN {
            return Err(libc::ENAMETOOLONG);
        }
        match lstat_is_link(&resolved) {
            Err(e) if e == libc::ENOENT && slash.is_none() => return Ok(resolved),
            Err(e) => return Err(e),
            Ok(false) => {}
            Ok(true) => {
                symlinks += 1;
                if symlinks > MAXSYMLINKS + 1 {
                    return Err(libc::ELOOP);
                }
                let mut link = sys_readlink(&resolved)?;
                if link.first() == Some(&b'/') {
                    resolved.truncate(1);
                } else {
                    strip_last(&mut resolved);
                }
                if slash.is_some() {
                    if link.last() != Some(&b'/') {
                        if link.len() + 1 >= MAXPATHLEN {
                            return Err(libc::ENAMETOOLONG);
                        }
                        link.push(b'/');
                    }
                    link.extend_from_slice(&remaining);
                    if link.len() >= MAXPATHLEN {
                        return Err(libc::ENAMETOOLONG);
                    }
                }
                remaining = link;
            }
        }
    }
    if resolved.len() > 1 && resolved.last() == Some(&b'/') {
        resolved.pop();
    }
    Ok(resolved)
}

/// The current directory as a result: undef with `$!` when getcwd(3) fails.
fn cwd_result(c: *mut Ctx) -> *mut Sv {
    match sys_getcwd() {
        Ok(d) => xs::mortal_pv(c, &d),
        Err(e) => {
            xs::set_errno(c, e);
            xs::undef(c)
        }
    }
}

/// `Cwd::getcwd(...)`: its arguments are ignored.
pub extern "C-unwind" fn getcwd(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    xs::pop_items(c, mark);
    let r = cwd_result(c);
    give(c, r, gimme)
}

/// `Cwd::fastcwd()`: getcwd's ALIAS that takes no arguments.
pub extern "C-unwind" fn fastcwd(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    if !xs::pop_items(c, mark).is_empty() {
        die_msg(c, "Usage: Cwd::fastcwd()");
    }
    let r = cwd_result(c);
    give(c, r, gimme)
}

/// `Cwd::abs_path(pathsv = Nullsv)`: bsd_realpath of the path (`.` without one), undef
/// with `$!` when it fails.
pub extern "C-unwind" fn abs_path(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let items = xs::pop_items(c, mark);
    if items.len() > 1 {
        die_msg(c, "Usage: Cwd::abs_path(pathsv=Nullsv)");
    }
    let path = match items.first() {
        Some(p) => xs::to_bytes(c, *p, &Info::simple("subroutine entry"), 0),
        None => b".".to_vec(),
    };
    let r = match bsd_realpath(&path) {
        Ok(p) => xs::mortal_pv(c, &p),
        Err(e) => {
            xs::set_errno(c, e);
            xs::undef(c)
        }
    };
    give(c, r, gimme)
}
