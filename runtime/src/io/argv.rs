//! The ARGV loop: perl's magic `*ARGV` as `<>`, `<ARGV>`, `readline` without a handle,
//! `<<>>` and `eof()` read it (pp_hot.c's do_readline, doio.c's nextargv, pp_sys.c's
//! pp_eof). The files named in `@ARGV` are opened one after another as the handle ARGV,
//! each shifted off `@ARGV` into `$ARGV`; no files at all (when the loop starts) is
//! standard input, as is a file named `-`; one that cannot be opened is a warning and the
//! next is tried; `$.` goes on counting across the files (an explicit `close ARGV`
//! resets it). Once the files are done the loop starts again: the next read uses `@ARGV`
//! as it then is, or standard input.

use crate::core::interp::{self, gv_fetch};
use crate::core::sv;
use crate::io::file::{at_eof, do_open, head_of_gv, io, read_records, resolve};
use camelift_abi::*;
use std::os::unix::ffi::OsStrExt;

/// `close ARGV`: the next file's `$.` starts again from 1.
pub(super) fn closed(c: *mut Ctx, gv: *mut Gv) {
    if is_argv(c, gv) {
        io(c).argv.lines = 0;
    }
}

/// perl's IOf_START on the ARGV handle, inverted: the loop has begun (so an empty
/// `@ARGV` means its end, not standard input).
#[derive(Default)]
pub struct ArgvState {
    begun: bool,
    /// `$.` to carry into the next file.
    lines: i64,
    /// The last read was through ARGV: messages name the handle `<>`.
    pub(super) last: bool,
    /// The read is where `inplace` warnings are off: no "Can't open".
    quiet: bool,
    /// The file being edited in place (`$^I`, `-i`): its output goes to a new file that
    /// takes its name when it is done.
    editing: Option<Editing>,
}

/// A file `-i` edits: ARGVOUT writes `temp`, which becomes `path` (the old file
/// `backup` first, with an extension).
struct Editing {
    path: Vec<u8>,
    temp: Vec<u8>,
    backup: Option<Vec<u8>>,
}

fn argv_gv(c: *mut Ctx) -> *mut Gv {
    io(c).gv_argv
}

/// Standard input's glob head, which a file `-` shares.
fn stdin_head(c: *mut Ctx) -> Option<*mut Sv> {
    head_of_gv(c, gv_fetch(c, b"main::STDIN"))
}

/// perl's warning for a file of `@ARGV` that does not open (`$!` says why), unless
/// `inplace` warnings are off.
fn warn_cant_open(c: *mut Ctx, name: &[u8]) {
    if io(c).argv.quiet {
        return;
    }
    let msg = crate::core::perlio::errno_text(crate::core::diag::errno(c));
    crate::core::diag::warn_text(
        c,
        &format!("Can't open {}: {msg}", String::from_utf8_lossy(name)),
    );
}

/// Whether glob `gv` is `*ARGV`.
pub(super) fn is_argv(c: *mut Ctx, gv: *mut Gv) -> bool {
    !gv.is_null() && gv == argv_gv(c)
}

/// The open handle ARGV reads now, if any.
fn current(c: *mut Ctx, g: *mut Gv) -> Option<usize> {
    let id = resolve(c, std::ptr::null_mut(), g)?;
    crate::io::file::handle(c, Some(id))
        .is_some_and(|h| h.open && h.readable)
        .then_some(id)
}

/// ARGV lets go of its file: an implicit close, after which `$.` (and the `<> line N` of
/// messages) is the file's last line; standard input is not closed.
fn release(c: *mut Ctx, g: *mut Gv) {
    let Some(id) = resolve(c, std::ptr::null_mut(), g) else {
        return;
    };
    let shared = io(c).by_gv.get(&(g as usize)).copied() == stdin_head(c);
    if let Some(h) = crate::io::file::handle(c, Some(id)).filter(|h| h.open) {
        let lines = h.lines;
        io(c).argv.lines = lines;
        if !shared {
            let _ = crate::io::file::close_handle(c, h);
            h.lines = lines;
        }
    }
    if shared {
        if let Some(head) = io(c).by_gv.remove(&(g as usize)) {
            sv::dec(c, head);
        }
    }
}

/// Opens `name` as ARGV: `-` (unless `double`) is standard input itself, as perl's
/// IoTYPE_STD shares its buffer; else a 2-argument `open` (a 3-argument `<` one for
/// `<<>>`). The handle, carrying `$.` on, or None with `$!` set.
fn open_argv(c: *mut Ctx, g: *mut Gv, name: &[u8], double: bool) -> Option<usize> {
    let id = if !double && name.trim_ascii() == b"-" {
        let stdin = stdin_head(c)?;
        if let Some(old) = io(c).by_gv.insert(g as usize, sv::inc(stdin)) {
            sv::dec(c, old);
        }
        resolve(c, std::ptr::null_mut(), g)?
    } else {
        let handle = sv::mortal_pv(c, b"ARGV");
        let spec = sv::mortal_pv(c, name);
        let r = if double {
            let mode = sv::mortal_pv(c, b"<");
            do_open(c, std::ptr::null_mut(), g, &[handle, mode, spec])
        } else {
            do_open(c, std::ptr::null_mut(), g, &[handle, spec])
        };
        if !sv::truth(c, r) {
            return None;
        }
        current(c, g)?
    };
    let lines = io(c).argv.lines;
    if let Some(h) = crate::io::file::handle(c, Some(id)) {
        h.lines = lines;
    }
    Some(id)
}

/// perl's nextargv: the next file of `@ARGV` that opens, shifted into `$ARGV`, or None
/// when they are done (the loop starts again on the next read).
fn next_file(c: *mut Ctx, double: bool) -> Option<usize> {
    let g = argv_gv(c);
    io(c).argv.begun = true;
    let (av, name_sv) = (interp::gv(g).av, interp::gv(g).sv);
    if !crate::core::av::items_quiet(av).is_empty() {
        // Opening the next file closes this one (with no next file it stays open, at
        // its end: `eof()` leaves it so).
        release(c, g);
    }
    let inplace = {
        let i = interp::gv(gv_fetch(c, b"main::^I")).sv;
        (!sv::is_undef(i)).then(|| sv::to_bytes_quiet(i))
    };
    finish_editing(c);
    while !crate::core::av::items_quiet(av).is_empty() {
        let name = crate::core::av::camelift_av_shift(c, av);
        sv::camelift_sv_setsv(c, name_sv, name);
        let text = sv::to_bytes_quiet(name);
        let opened = match &inplace {
            Some(ext) => start_editing(c, g, &text, ext),
            None => open_argv(c, g, &text, double).or_else(|| {
                warn_cant_open(c, &text);
                None
            }),
        };
        if opened.is_some() {
            return opened;
        }
    }
    io(c).argv.begun = false;
    if inplace.is_some() {
        // The edits are done: output goes to STDOUT again.
        crate::io::rw::select(c, std::ptr::null_mut(), gv_fetch(c, b"main::STDOUT"));
    }
    None
}

/// `-i`: opens `name` to be read as ARGV and a new file for ARGVOUT (selected) that
/// will replace it; None (with perl's warning) when it is skipped.
fn start_editing(c: *mut Ctx, g: *mut Gv, name: &[u8], ext: &[u8]) -> Option<usize> {
    use std::os::unix::fs::PermissionsExt;
    let path = std::path::Path::new(std::ffi::OsStr::from_bytes(name));
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) => {
            crate::core::diag::set_errno(c, e.raw_os_error().unwrap_or(libc::ENOENT));
            warn_cant_open(c, name);
            return None;
        }
    };
    if !meta.is_file() {
        if !io(c).argv.quiet {
            crate::core::diag::warn_text(
                c,
                &format!(
                    "Can't do inplace edit: {} is not a regular file",
                    String::from_utf8_lossy(name)
                ),
            );
        }
        return None;
    }
    let Some(id) = open_argv(c, g, name, true) else {
        warn_cant_open(c, name);
        return None;
    };
    // The new file, in the same directory (perl's temporary name is its own).
    let dir = match name.iter().rposition(|&b| b == b'/') {
        Some(i) => name[..=i].to_vec(),
        None => Vec::new(),
    };
    let temp = [
        dir,
        format!(".camelift-i{}-{id}", std::process::id()).into_bytes(),
    ]
    .concat();
    let out = gv_fetch(c, b"main::ARGVOUT");
    let handle = sv::mortal_pv(c, b"ARGVOUT");
    let mode = sv::mortal_pv(c, b">");
    let tpath = sv::mortal_pv(c, &temp);
    let r = do_open(c, std::ptr::null_mut(), out, &[handle, mode, tpath]);
    if !sv::truth(c, r) {
        let msg = crate::core::perlio::errno_text(crate::core::diag::errno(c));
        crate::core::diag::warn_text(
            c,
            &format!(
                "Can't do inplace edit on {}: Cannot make temp name: {msg}",
                String::from_utf8_lossy(name)
            ),
        );
        return None;
    }
    let _ = std::fs::set_permissions(
        std::path::Path::new(std::ffi::OsStr::from_bytes(&temp)),
        std::fs::Permissions::from_mode(meta.permissions().mode()),
    );
    crate::io::rw::select(c, std::ptr::null_mut(), out);
    let backup = (!ext.is_empty()).then(|| {
        if ext.contains(&b'*') {
            let mut b = Vec::new();
            for &ch in ext {
                if ch == b'*' {
                    b.extend_from_slice(name);
                } else {
                    b.push(ch);
                }
            }
            b
        } else {
            [name, ext].concat()
        }
    });
    io(c).argv.editing = Some(Editing {
        path: name.to_vec(),
        temp,
        backup,
    });
    Some(id)
}

/// The file `-i` was editing is done: ARGVOUT is closed, the old file renamed to its
/// backup (with an extension), the new one to the old one's name.
fn finish_editing(c: *mut Ctx) {
    finish_edit(c, false);
}

/// At exit (`exit` in the middle of a file, perl's global destruction of ARGVOUT): the
/// file being edited is replaced by what was written to it so far.
pub fn finish_editing_at_exit(c: *mut Ctx) {
    finish_edit(c, true);
}

fn finish_edit(c: *mut Ctx, at_exit: bool) {
    let Some(e) = io(c).argv.editing.take() else {
        return;
    };
    let out = gv_fetch(c, b"main::ARGVOUT");
    if let Some(id) = resolve(c, std::ptr::null_mut(), out) {
        if let Some(h) = crate::io::file::handle(c, Some(id)) {
            let _ = crate::io::file::close_handle(c, h);
        }
    }
    let p = |b: &[u8]| std::path::PathBuf::from(std::ffi::OsStr::from_bytes(b));
    if let Some(b) = &e.backup {
        if let Err(err) = std::fs::rename(p(&e.path), p(b)) {
            // perl's argvout_final: the file stays as it was, and (out of the loop's
            // read) this dies.
            let _ = std::fs::remove_file(p(&e.temp));
            let errno = err.raw_os_error().unwrap_or(libc::ENOENT);
            crate::core::diag::set_errno(c, errno);
            let msg = format!(
                "Can't rename {} to {}: {}, skipping file",
                String::from_utf8_lossy(&e.path),
                String::from_utf8_lossy(b),
                crate::core::perlio::errno_text(errno)
            );
            if at_exit {
                crate::core::diag::warn_text(c, &msg);
                return;
            }
            // perl dies from no statement: the message names no line of the program.
            crate::core::sv::ctx(c).curline &= !CURLINE_LINE_MASK;
            crate::core::diag::die_msg(c, &msg);
        }
    }
    let _ = std::fs::rename(p(&e.temp), p(&e.path));
}

/// The handle the loop reads first: standard input when it starts with `@ARGV` empty,
/// else the current file or the next one.
fn first(c: *mut Ctx, g: *mut Gv, double: bool) -> Option<usize> {
    if let Some(id) = current(c, g) {
        return Some(id);
    }
    if !io(c).argv.begun {
        io(c).argv.begun = true;
        release(c, g);
        io(c).argv.lines = 0;
        if crate::core::av::items_quiet(interp::gv(g).av).is_empty() {
            let inplace = interp::gv(gv_fetch(c, b"main::^I")).sv;
            if !sv::is_undef(inplace) {
                crate::core::diag::warn_text(
                    c,
                    "-i used with no filenames on the command line, reading from STDIN",
                );
            }
            let dash = sv::mortal_pv(c, b"-");
            sv::camelift_sv_setsv(c, interp::gv(g).sv, dash);
            return open_argv(c, g, b"-", false);
        }
    }
    next_file(c, double)
}

/// `<>` (`<<>>` when `double`): a record of the current file, going on to the next file
/// at the end of one; in list context every record of every file.
pub(super) fn readline(
    c: *mut Ctx,
    g: *mut Gv,
    target: *mut Sv,
    gimme: i32,
    flags: i32,
) -> *mut Sv {
    let double = flags & READLINE_DOUBLE != 0;
    io(c).argv.quiet = flags & READLINE_QUIET != 0;
    let mut id = first(c, g, double);
    let mut r = std::ptr::null_mut();
    while let Some(i) = id {
        let got;
        (r, got) = read_records(c, Some(i), std::ptr::null_mut(), g, target, gimme);
        io(c).argv.last = true;
        if got && gimme != G_LIST as i32 {
            return r;
        }
        id = next_file(c, double);
    }
    // The files are done: ARGV is closed (an implicit close, `$.` kept).
    release(c, g);
    finish_editing(c);
    if !r.is_null() {
        return r;
    }
    // No file at all: undef (into the target).
    if !target.is_null() {
        let _w = sv::check_writable(c, target);
        sv::set_undef(target);
        return target;
    }
    sv::undef(c)
}

/// `eof()`: whether the files are all read, going on to the next file when the current
/// one is at its end (so `$ARGV` may change).
pub(super) fn eof_all(c: *mut Ctx) -> bool {
    let g = argv_gv(c);
    io(c).argv.quiet = false;
    let mut id = first(c, g, false);
    io(c).last_read = id;
    io(c).argv.last = true;
    while let Some(i) = id {
        if !at_eof(c, Some(i)) {
            return false;
        }
        id = next_file(c, false);
        io(c).last_read = id.or(io(c).last_read);
    }
    true
}
