//! The output ops `print`, `say` and `printf` to STDOUT and STDERR, with `$,`, `$\` and `$|`.

use crate::core::interp::{self, interp, Info};
use crate::core::sv::{self, sv};
use camelift_abi::*;

/// The output handle for a handle number (1 STDOUT, 2 STDERR).
fn write_handle(c: *mut Ctx, handle: i32, bytes: &[u8]) -> bool {
    let i = interp(c);
    let r = if handle == 2 {
        let _ = i.stdout_flush_if_autoflush();
        i.stderr.write_all(bytes)
    } else {
        let r = i.stdout.write_all(bytes);
        let af = interp::gv(i.gv_autoflush).sv;
        if sv::truth(c, af) {
            let _ = interp(c).stdout.flush();
        }
        r
    };
    match r {
        Ok(()) => true,
        Err(e) => {
            crate::core::diag::set_errno(c, e);
            false
        }
    }
}

impl interp::Interp {
    /// Nothing to do: STDERR is unbuffered and STDOUT keeps its own buffer (perl does
    /// not flush STDOUT before writing to STDERR).
    fn stdout_flush_if_autoflush(&mut self) -> Result<(), i32> {
        Ok(())
    }
}

/// The bytes `print` / `say` writes: the items joined with `$,`, followed by `$\` (and a
/// newline for say).
pub fn print_bytes(c: *mut Ctx, mark: usize, newline: bool, info: *const u8) -> Vec<u8> {
    let items = crate::core::stack::pop_items(c, mark);
    let info = Info::from_ptr(info).with_items(items.len());
    let i = interp(c);
    let ofs = sv::to_bytes_quiet(interp::gv(i.gv_ofs).sv);
    let ors_sv = interp::gv(i.gv_ors).sv;
    let mut out = Vec::new();
    let mut wide = false;
    for (k, it) in items.iter().enumerate() {
        if k > 0 {
            out.extend_from_slice(&ofs);
        }
        let b = sv::to_bytes(c, *it, &info, k);
        // SAFETY: `*it` reads a slot that holds a live head (with a reference count of its own).
        if unsafe { sv(*it) }.flags & SVF_UTF8 != 0 {
            // A raw handle takes bytes: characters up to 255 go out as one byte each; a
            // wider one makes perl warn and write the UTF-8 encoding.
            let chars: Vec<char> = String::from_utf8_lossy(&b).chars().collect();
            if chars.iter().all(|ch| (*ch as u32) < 0x100) {
                out.extend(chars.iter().map(|ch| *ch as u32 as u8));
            } else {
                wide = true;
                out.extend_from_slice(&b);
            }
        } else {
            out.extend_from_slice(&b);
        }
    }
    if wide {
        crate::core::diag::warn_text(c, &format!("Wide character in {}", info.desc()));
    }
    if newline {
        out.push(b'\n');
    }
    if !sv::is_undef(ors_sv) {
        out.extend_from_slice(&sv::to_bytes_quiet(ors_sv));
    }
    out
}

/// `print` / `say` to STDOUT (1) or STDERR (2).
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_print(
    c: *mut Ctx,
    handle: i32,
    mark: usize,
    newline: i32,
    info: *const u8,
) -> *mut Sv {
    let out = print_bytes(c, mark, newline != 0, info);
    sv::bool_sv(c, write_handle(c, handle, &out))
}

/// The bytes `printf` writes.
pub fn printf_bytes(c: *mut Ctx, mark: usize, info: *const u8) -> Vec<u8> {
    let items = crate::core::stack::pop_items(c, mark);
    let info = Info::from_ptr(info).with_items(items.len());
    let (out, wide) = crate::core::sprintf::format(c, &items, &info, "printf");
    if wide {
        crate::core::diag::warn_text(c, "Wide character in printf");
    }
    out
}

/// Writes to STDOUT (1) or STDERR (2) with `$|` handling; false on an error (`$!` set).
pub fn write_std(c: *mut Ctx, handle: i32, bytes: &[u8]) -> bool {
    write_handle(c, handle, bytes)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_printf(
    c: *mut Ctx,
    handle: i32,
    mark: usize,
    info: *const u8,
) -> *mut Sv {
    let out = printf_bytes(c, mark, info);
    sv::bool_sv(c, write_handle(c, handle, &out))
}
