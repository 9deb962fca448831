//! `-T` and `-B` (perl's pp_fttext): whether a file looks like text or binary, judged
//! from its first 512 bytes (of a path), or from what a handle's buffer holds.

use crate::core::diag::{set_errno, warn_if_enabled};
use crate::core::sv;
use crate::io::file::{handle, io, last_errno, name_of, resolve};
use camelift_abi::*;

/// The most bytes looked at (perl's `tbuf`, and its limit on a handle's buffer).
const LOOK: usize = 512;

/// `-T ARG` (`text`) or `-B ARG`: of a path, of a handle, or with `arg` None of `_` (the
/// path of the last stat, opened again). The stat cache is the file's afterwards.
pub fn text_test(c: *mut Ctx, text: bool, arg: Option<*mut Sv>) -> *mut Sv {
    let letter = if text { 'T' } else { 'B' };
    let path = match arg {
        Some(a) if crate::io::fs::is_handle_value(a) => return of_handle(c, text, a),
        Some(a) => sv::to_bytes(c, a, &crate::core::interp::Info::simple("-T"), 0),
        None => match io(c).statname.clone() {
            Some(p) => p,
            None if io(c).statcache.is_some() => crate::core::diag::die_msg(
                c,
                format!("-{letter} _ after a stat of a handle is not supported yet"),
            ),
            None => {
                set_errno(c, libc::ENOENT);
                return sv::undef(c);
            }
        },
    };
    io(c).statname = Some(path.clone());
    io(c).statcache = None;
    io(c).lstat_last = false;
    let Ok(cpath) = std::ffi::CString::new(path.clone()) else {
        set_errno(c, libc::ENOENT);
        return sv::undef(c);
    };
    // SAFETY: a NUL-terminated path.
    let fd = unsafe { libc::open(cpath.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) };
    if fd < 0 {
        let e = last_errno();
        if path.ends_with(b"\n") {
            warn_if_enabled(c, "Unsuccessful open on filename containing newline");
        }
        set_errno(c, e);
        return sv::undef(c);
    }
    // SAFETY: zeroed stat is a valid out-buffer; fstat of the descriptor just opened.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: as above.
    if unsafe { libc::fstat(fd, &mut st) } != 0 {
        let e = last_errno();
        // SAFETY: the descriptor this function opened.
        unsafe { libc::close(fd) };
        set_errno(c, e);
        return sv::undef(c);
    }
    io(c).statcache = Some(st);
    let mut buf = [0u8; LOOK];
    let mut len = 0;
    while len < LOOK {
        // SAFETY: read(2) into the rest of the buffer.
        let n = unsafe { libc::read(fd, buf[len..].as_mut_ptr().cast(), LOOK - len) };
        if n < 0 && last_errno() == libc::EINTR {
            continue;
        }
        if n <= 0 {
            break;
        }
        len += n as usize;
    }
    // SAFETY: the descriptor this function opened.
    unsafe { libc::close(fd) };
    if len == 0 {
        // A null file is anything; a directory (which cannot be read) is not text.
        let dir = st.st_mode & libc::S_IFMT == libc::S_IFDIR;
        return sv::bool_sv(c, !(dir && text));
    }
    sv::bool_sv(c, judge(&buf[..len], text))
}

/// `-T $fh`: what the handle's buffer holds from its start (read into first when it is
/// empty), as perl looks at its PerlIO buffer.
fn of_handle(c: *mut Ctx, text: bool, a: *mut Sv) -> *mut Sv {
    let letter = if text { 'T' } else { 'B' };
    let id = resolve(c, a, std::ptr::null_mut());
    io(c).statname = None;
    io(c).statcache = None;
    io(c).lstat_last = false;
    let Some(h) = handle(c, id).filter(|h| h.open) else {
        let name = name_of(c, a, std::ptr::null_mut(), id);
        let opened = handle(c, id).is_some_and(|h| !h.unopened);
        let state = if opened { "closed" } else { "unopened" };
        let mut msg = format!("-{letter} on {state} filehandle");
        if !name.is_empty() {
            msg.push(' ');
            msg.push_str(&String::from_utf8_lossy(&name));
        }
        set_errno(c, libc::EBADF);
        warn_if_enabled(c, &msg);
        set_errno(c, libc::EBADF);
        return sv::undef(c);
    };
    if h.fd >= 0 {
        // SAFETY: zeroed stat is a valid out-buffer; fstat of the handle's descriptor.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: as above.
        if unsafe { libc::fstat(h.fd, &mut st) } != 0 {
            set_errno(c, last_errno());
            return sv::undef(c);
        }
        io(c).statcache = Some(st);
        if st.st_mode & libc::S_IFMT == libc::S_IFDIR {
            return sv::bool_sv(c, !text);
        }
    }
    if h.rpos >= h.rbuf.len() && (!h.readable || !h.fill()) {
        // Nothing to read: a null file is anything.
        return sv::bool_sv(c, true);
    }
    let end = h.rbuf.len().min(LOOK);
    sv::bool_sv(c, judge(&h.rbuf[..end], text))
}

/// perl's verdict on the bytes: UTF-8 (a character cut off at the end allowed) is text;
/// else text unless more than a third are odd (not printable ASCII, not a space but VT,
/// not a backspace or escape), and a NUL makes it binary.
fn judge(s: &[u8], text: bool) -> bool {
    if !s.is_ascii() && utf8_allowing_cut(s) {
        return text;
    }
    let len = s.len();
    let mut odd = 0;
    for &b in s {
        if b == 0 {
            odd += len;
            break;
        }
        let fine =
            (0x20..0x7f).contains(&b) || matches!(b, b'\t' | b'\n' | 0x0c | b'\r' | 0x08 | 0x1b);
        if !fine {
            odd += 1;
        }
    }
    (odd * 3 > len) != text
}

/// perl's is_utf8_fixed_width_buf_flags with no flags: well-formed (perl's extended)
/// UTF-8, surrogates and code points above Unicode included, overlong forms not, where
/// the last character may be cut off by the end of the buffer.
fn utf8_allowing_cut(s: &[u8]) -> bool {
    let mut i = 0;
    while i < s.len() {
        let b = s[i];
        if b < 0x80 {
            i += 1;
            continue;
        }
        // The continuation bytes, and the smallest second byte that is not overlong.
        let (more, min2) = match b {
            0xc2..=0xdf => (1, 0x80),
            0xe0 => (2, 0xa0),
            0xe1..=0xef => (2, 0x80),
            0xf0 => (3, 0x90),
            0xf1..=0xf7 => (3, 0x80),
            0xf8 => (4, 0x88),
            0xf9..=0xfb => (4, 0x80),
            0xfc => (5, 0x84),
            0xfd => (5, 0x80),
            _ => return false,
        };
        for k in 1..=more {
            let Some(&n) = s.get(i + k) else {
                return true;
            };
            let lo = if k == 1 { min2 } else { 0x80 };
            if !(lo..=0xbf).contains(&n) {
                return false;
            }
        }
        i += more + 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        assert!(judge(b"hello\n", true));
        assert!(!judge(b"hello\n", false));
        assert!(!judge(b"a\0b", true));
        assert!(judge("caf\u{e9}\n".as_bytes(), true));
        assert!(utf8_allowing_cut(&[b'a', 0xe2, 0x82]));
        assert!(!utf8_allowing_cut(&[0xc0, 0x80]));
        assert!(!judge(&[0x80, 0x81, 0x82, b'a'], true));
    }
}
