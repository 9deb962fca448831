//! The output ops `print`, `say` and `printf` to STDOUT and STDERR, with `$,`, `$\` and `$|`.

use crate::core::interp::{self, interp, Info};
use crate::core::sv::{self, sv};
use camelift_abi::codes::PrintMode;
use camelift_abi::*;

/// The output handle for a handle number (1 STDOUT, 2 STDERR): false on an error, with
/// `$!` set when a write failed just now (perl's `pp_print`: a handle that failed before
/// makes print false without a new errno). With `$|` STDOUT is flushed after the write,
/// and a failed flush makes it false too. A closed standard handle takes nothing.
fn write_handle(c: *mut Ctx, handle: i32, bytes: &[u8], what: &str) -> bool {
    if !crate::io::file::std_handle_open(c, handle as usize) {
        crate::io::file::refuse_closed_std(c, handle as usize, what);
        return false;
    }
    let i = interp(c);
    let r = if handle == 2 {
        i.stderr.write_all(bytes)
    } else {
        let r = i.stdout.write_all(bytes);
        match r {
            Ok(()) if crate::io::rw::autoflush(c, 1) => interp(c).stdout.flush().map_err(Some),
            r => r,
        }
    };
    match r {
        Ok(()) => true,
        Err(e) => {
            if let Some(e) = e {
                crate::core::diag::set_errno(c, e);
            }
            false
        }
    }
}

/// A string as a UTF-8 layer writes it: a character string's UTF-8 as it is, a byte
/// string's characters (Latin-1) encoded.
fn through_utf8_layer(b: &[u8], is_utf8: bool) -> std::borrow::Cow<'_, [u8]> {
    if is_utf8 || b.is_ascii() {
        std::borrow::Cow::Borrowed(b)
    } else {
        std::borrow::Cow::Owned(crate::core::bytes::upgrade_latin1(b))
    }
}

/// The bytes `print` / `say` writes: the items joined with `$,`, followed by `$\` (for
/// say a newline instead).
pub fn print_bytes(
    c: *mut Ctx,
    mark: usize,
    newline: bool,
    info: *const u8,
    utf8_layer: bool,
) -> Vec<u8> {
    let items = crate::core::stack::pop_items(c, mark);
    let info = Info::from_ptr(info).with_items(items.len());
    let i = interp(c);
    let ofs_sv = interp::gv(i.gv_ofs).sv;
    let ofs = sv::to_bytes_quiet(ofs_sv);
    let ors_sv = interp::gv(i.gv_ors).sv;
    let mut out = Vec::new();
    let mut wide = false;
    // `$,` and `$\` as they go out: through a UTF-8 layer, encoded as their items are.
    let separator = |out: &mut Vec<u8>, b: &[u8], p: *mut Sv| {
        if utf8_layer {
            out.extend_from_slice(&through_utf8_layer(b, sv::is_utf8(p)));
        } else {
            out.extend_from_slice(b);
        }
    };
    for (k, it) in items.iter().enumerate() {
        if k > 0 {
            separator(&mut out, &ofs, ofs_sv);
        }
        let b = sv::to_bytes(c, *it, &info, k);
        if utf8_layer {
            out.extend_from_slice(&through_utf8_layer(&b, sv::is_utf8(*it)));
            continue;
        }
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
        crate::core::diag::warn_utf8_default(c, &format!("Wide character in {}", info.desc()));
    }
    if newline {
        // say is print with `$\` localized to "\n" (pp_print's OPpSAY).
        out.push(b'\n');
    } else if !sv::is_undef(ors_sv) {
        separator(&mut out, &sv::to_bytes_quiet(ors_sv), ors_sv);
    }
    out
}

/// `print` / `say` to the default output handle (0: STDOUT unless `select` chose
/// another), STDOUT (1) or STDERR (2).
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_print(
    c: *mut Ctx,
    handle: i32,
    mark: usize,
    newline: i32,
    info: *const u8,
) -> *mut Sv {
    if handle == 0 {
        if let Some(h) = crate::io::rw::default_out(c) {
            let mode = if newline != 0 {
                PrintMode::Say
            } else {
                PrintMode::Print
            };
            return crate::io::file::camelift_io_print(
                c,
                h,
                std::ptr::null_mut(),
                mark,
                mode.code() as i32,
                info,
            );
        }
    }
    let utf8 = crate::io::file::utf8_layer(c, handle.max(1) as usize);
    let out = print_bytes(c, mark, newline != 0, info, utf8);
    let what = if newline != 0 { "say" } else { "print" };
    sv::bool_sv(c, write_handle(c, handle.max(1), &out, what))
}

/// The bytes `printf` writes.
pub fn printf_bytes(c: *mut Ctx, mark: usize, info: *const u8, utf8_layer: bool) -> Vec<u8> {
    let items = crate::core::stack::pop_items(c, mark);
    let info = Info::from_ptr(info).with_items(items.len());
    let (out, utf8) = crate::core::sprintf::format(c, &items, &info, "printf");
    if utf8_layer {
        return through_utf8_layer(&out, utf8).into_owned();
    }
    if !utf8 {
        return out;
    }
    // A character string goes to the raw handle as Latin-1 bytes when every character
    // fits; else perl warns and writes its UTF-8.
    match crate::core::bytes::downgrade_utf8(&out) {
        Some(latin1) => latin1,
        None => {
            crate::core::diag::warn_utf8_default(c, "Wide character in printf");
            out
        }
    }
}

/// Writes to STDOUT (1) or STDERR (2) with `$|` handling; false on an error (`$!` set).
pub fn write_std(c: *mut Ctx, handle: i32, bytes: &[u8], what: &str) -> bool {
    write_handle(c, handle, bytes, what)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_pp_printf(
    c: *mut Ctx,
    handle: i32,
    mark: usize,
    info: *const u8,
) -> *mut Sv {
    if handle == 0 {
        if let Some(h) = crate::io::rw::default_out(c) {
            let mode = PrintMode::Printf.code() as i32;
            return crate::io::file::camelift_io_print(
                c,
                h,
                std::ptr::null_mut(),
                mark,
                mode,
                info,
            );
        }
    }
    let utf8 = crate::io::file::utf8_layer(c, handle.max(1) as usize);
    let out = printf_bytes(c, mark, info, utf8);
    sv::bool_sv(c, write_handle(c, handle.max(1), &out, "printf"))
}
