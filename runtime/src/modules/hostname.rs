//! Hostname.xs (Sys::Hostname 1.24): `ghname()`, the XS part of the real
//! Sys/Hostname.pm (bound by its `XSLoader::load()`, xsload.rs), which `hostname` calls
//! before its pure-Perl fallbacks.

use crate::core::xs::{self, die_msg};
use camelift_abi::*;

/// MAXHOSTNAMELEN on Linux: the size of Hostname.xs's buffer.
const MAXHOSTNAMELEN: usize = 64;

/// `ghname()`: gethostname(2), or undef when it fails.
pub extern "C-unwind" fn ghname(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if !args.is_empty() {
        die_msg(c, "Usage: Sys::Hostname::ghname()");
    }
    let mut buf = [0u8; MAXHOSTNAMELEN];
    // SAFETY: `buf` is a writable buffer of the size passed.
    let rc = unsafe { libc::gethostname(buf.as_mut_ptr() as *mut libc::c_char, buf.len()) };
    let r = if rc == 0 {
        let n = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
        xs::mortal_pv(c, &buf[..n])
    } else {
        xs::undef(c)
    };
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}
