//! `require` of a module compiled into the program (and `use`, which is `require` at
//! BEGIN time): `%INC` as perl keeps it, the module's file run once, in a scalar
//! context, and perl's texts when it dies or returns false.

use crate::core::interp::{gv, interp};
use crate::core::sv::{self, ctx};
use camelift_abi::*;

/// `require KEY` of a module whose file (found at `path` when the program was compiled)
/// is the sub `code`: the first time, `$INC{KEY} = path` and the file runs; a file that
/// dies leaves `$INC{KEY}` undef and the message gets "Compilation failed in require", one
/// that returns false is forgotten again. `begin` (a `use`): a failure also ends in
/// "BEGIN failed--compilation aborted", as perl's compile-time `use` does.
#[no_mangle]
pub extern "C-unwind" fn camelift_require(
    c: *mut Ctx,
    key: *const u8,
    key_len: usize,
    path: *const u8,
    path_len: usize,
    code: *mut Sv,
    how: i32,
) -> *mut Sv {
    let begin = i32::from(how == LOAD_USE);
    // SAFETY: the compiler passes `key_len` and `path_len` bytes of its read-only data.
    let (key, path) = unsafe {
        (
            std::slice::from_raw_parts(key, key_len),
            std::slice::from_raw_parts(path, path_len),
        )
    };
    let inc = gv(crate::core::interp::gv_fetch(c, b"main::INC")).hv;
    if how == LOAD_DO {
        return do_file(c, inc, key, path, code);
    }
    if let Some(&v) = crate::core::hv::body(c, inc).map.get(key) {
        if !sv::is_undef(v) {
            return sv::yes(c);
        }
        let text = format!(
            "Attempt to reload {} aborted.\nCompilation failed in require",
            String::from_utf8_lossy(key)
        );
        fail(c, text.into_bytes(), begin);
    }
    crate::core::hv::store(c, inc, key, sv::new_pv(c, path));
    let state = crate::core::cx::CallState::new(c, ctx(c).sp);
    match run_file(c, code) {
        Ok(r) if sv::truth(c, r) => r,
        Ok(_) => {
            state.restore(c);
            if let Some(old) = crate::core::hv::body(c, inc).map.remove(key) {
                sv::dec(c, old);
            }
            let text = format!(
                "{} did not return a true value",
                String::from_utf8_lossy(key)
            );
            fail(c, text.into_bytes(), begin)
        }
        Err(payload) => {
            let Some(d) = payload.downcast_ref::<crate::core::eval::PerlDie>() else {
                std::panic::resume_unwind(payload)
            };
            let value = d.0;
            state.restore(c);
            crate::core::hv::store(c, inc, key, sv::new_sv(c));
            // SAFETY: the exception's value, which the payload owns.
            if unsafe { sv::sv(value) }.flags & SVF_ROK != 0 {
                std::panic::resume_unwind(payload)
            }
            let mut text = sv::to_bytes_quiet(value);
            sv::dec(c, value);
            text.extend_from_slice(b"Compilation failed in require");
            fail(c, text, begin)
        }
    }
}

/// `do FILE`: the file runs every time; its value, or undef with `$@` set when it dies.
fn do_file(c: *mut Ctx, inc: *mut Sv, key: &[u8], path: &[u8], code: *mut Sv) -> *mut Sv {
    crate::core::hv::store(c, inc, key, sv::new_pv(c, path));
    let errsv = gv(crate::core::interp::gv_fetch(c, b"main::@")).sv;
    let state = crate::core::cx::CallState::new(c, ctx(c).sp);
    // `do FILE` catches as an eval does (the entry tells a `die` where it stops).
    crate::core::cx::push(
        c,
        crate::core::cx::CxKind::Eval {
            line: ctx(c).curline,
            cop: ctx(c).cop,
            gimme: G_SCALAR as u8,
        },
    );
    match run_file(c, code) {
        Ok(r) => {
            crate::core::cx::pop(c);
            sv::camelift_sv_setsv(c, errsv, sv::no(c));
            r
        }
        Err(payload) => {
            let Some(d) = payload.downcast_ref::<crate::core::eval::PerlDie>() else {
                std::panic::resume_unwind(payload)
            };
            state.restore(c);
            sv::camelift_sv_setsv(c, errsv, d.0);
            sv::dec(c, d.0);
            sv::undef(c)
        }
    }
}

/// A file compiled in that `require EXPR` can load (`code` null: one the compiler could
/// not compile, `path` being the message).
#[no_mangle]
pub extern "C-unwind" fn camelift_register_unit(
    c: *mut Ctx,
    key: *const u8,
    key_len: usize,
    path: *const u8,
    path_len: usize,
    code: *mut Sv,
) {
    // SAFETY: the compiler passes `key_len` and `path_len` bytes of its read-only data.
    let (key, path) = unsafe {
        (
            std::slice::from_raw_parts(key, key_len),
            std::slice::from_raw_parts(path, path_len),
        )
    };
    let code = if code.is_null() { code } else { sv::inc(code) };
    interp(c).units.insert(key.to_vec(), (path.to_vec(), code));
}

/// `require EXPR` of a name computed at run time: a file compiled in, or one `%INC`
/// already has; else perl's "Can't locate" (with `$!` ENOENT), as for a file not there.
#[no_mangle]
pub extern "C-unwind" fn camelift_require_dynamic(c: *mut Ctx, name: *mut Sv) -> *mut Sv {
    let key = sv::to_bytes_quiet(name);
    if let Some((path, code)) = interp(c).units.get(&key).cloned() {
        if code.is_null() {
            crate::core::diag::camelift_not_yet(c, path.as_ptr(), path.len());
        }
        return camelift_require(
            c,
            key.as_ptr(),
            key.len(),
            path.as_ptr(),
            path.len(),
            code,
            LOAD_REQUIRE,
        );
    }
    let inc_gv = crate::core::interp::gv_fetch(c, b"main::INC");
    if let Some(&v) = crate::core::hv::body(c, gv(inc_gv).hv).map.get(&key) {
        if !sv::is_undef(v) {
            return sv::yes(c);
        }
    }
    let dirs: Vec<String> = crate::core::av::body(c, gv(inc_gv).av)
        .items
        .iter()
        .filter(|d| !d.is_null())
        .map(|d| String::from_utf8_lossy(&sv::to_bytes_quiet(*d)).into_owned())
        .collect();
    needs_file_at_compile_time(&key, &dirs);
    let text = camelift_abi::inc::cant_locate(&String::from_utf8_lossy(&key), &dirs);
    crate::core::diag::set_errno(c, libc::ENOENT);
    crate::core::diag::die_msg(c, text)
}

/// In a compile-time run (`src/engine/`), a `require` of a file that @INC has but the
/// compiler did not compile in (`eval "require $lib"` in a module's import) ends the
/// run with a report naming it: the compiler compiles the file in and runs again, so
/// the executable can load it too. Anywhere else, nothing.
fn needs_file_at_compile_time(key: &[u8], dirs: &[String]) {
    use std::os::unix::ffi::OsStrExt;
    let Some(report) = std::env::var_os(BEGIN_REPORT_ENV) else {
        return;
    };
    let file = std::path::Path::new(std::ffi::OsStr::from_bytes(key));
    if key.contains(&b'\n')
        || !dirs
            .iter()
            .any(|d| std::path::Path::new(d).join(file).is_file())
    {
        return;
    }
    crate::core::begin::stop_needing(&report, &[b"need\t" as &[u8], key, b"\n"].concat())
}

/// Runs the sub a file became, in scalar context, catching what unwinds out of it.
/// The file runs with the hints of its own compilation: `%^H` and `$^H` are put back
/// when it is done, as perl's `require` saves them (its imports set them for their own
/// scopes: core/constant.rs).
fn run_file(c: *mut Ctx, code: *mut Sv) -> std::thread::Result<*mut Sv> {
    let saved = crate::core::constant::save_hints(c);
    let r = std::panic::catch_unwind(|| {
        let mark = ctx(c).sp;
        let r = crate::core::refs::camelift_call_sv(c, code, mark, G_SCALAR, 0);
        ctx(c).sp = mark;
        r
    });
    crate::core::constant::restore_hints(c, saved);
    r
}

/// Dies with `text` at the `require` (or `use`) statement.
fn fail(c: *mut Ctx, mut text: Vec<u8>, begin: i32) -> ! {
    let at = crate::core::diag::location(c);
    text.extend_from_slice(at.as_bytes());
    if begin != 0 {
        text.extend_from_slice(b"BEGIN failed--compilation aborted");
        text.extend_from_slice(at.as_bytes());
    }
    crate::core::diag::die_raw(c, &text)
}

/// lib.pm's archname for this machine's perl (Config's `archname`).
const ARCHNAME: &str = if cfg!(target_arch = "aarch64") {
    "aarch64-linux-gnu-thread-multi"
} else {
    "x86_64-linux-gnu-thread-multi"
};

/// `use lib LIST` / `no lib LIST` (the compiler's `Builtin::LibImport`, assigned to
/// @INC): the new @INC, from @INC as it is and the paths (`args[0]` true for `use`),
/// with lib.pm's warnings, which it carps at the `use`.
pub fn lib_import(c: *mut Ctx, args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let inc_gv = crate::core::interp::gv_fetch(c, b"main::INC");
    let inc: Vec<Vec<u8>> = crate::core::av::body(c, gv(inc_gv).av)
        .items
        .iter()
        .map(|d| {
            if d.is_null() {
                vec![]
            } else {
                sv::to_bytes_quiet(*d)
            }
        })
        .collect();
    let is_use = args.first().is_some_and(|a| sv::truth(c, *a));
    let paths: Vec<Vec<u8>> = args
        .iter()
        .skip(1)
        .map(|a| sv::to_bytes_quiet(*a))
        .collect();
    let kind = |p: &[u8]| {
        use std::os::unix::ffi::OsStrExt;
        let m = std::fs::metadata(std::ffi::OsStr::from_bytes(p));
        camelift_abi::inc::PathKind {
            exists: m.is_ok(),
            is_dir: m.is_ok_and(|m| m.is_dir()),
        }
    };
    let (dirs, warnings) = camelift_abi::inc::lib_import(&inc, &paths, is_use, ARCHNAME, &kind);
    for w in warnings {
        crate::core::diag::warn_text(c, w);
    }
    if gimme == G_LIST {
        for d in dirs {
            crate::core::stack::push(c, sv::mortal_pv(c, &d));
        }
    }
    sv::undef(c)
}
