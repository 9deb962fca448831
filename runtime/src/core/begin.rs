//! The end of a program the compiler runs at compile time (`src/engine/`): what the
//! BEGIN-time code left in a package's symbol table, written for the parser, which
//! goes on from there as perl's parser does after a `use`.

use crate::core::interp::{interp, Cv};
use crate::core::sv::{self};
use camelift_abi::*;
use std::io::Write;

/// Writes the subs and imported variables of package `pkg` (a line each: `sub NAME
/// TARGET`, TARGET the compiled sub the name is bound to or `-`; `var SIGIL NAME`) to
/// the file `$CAMELIFT_BEGIN_REPORT`, then ends the process at once: no END blocks and
/// no flush, as the compile-time run stops where perl's parser would go on.
#[no_mangle]
pub extern "C-unwind" fn camelift_begin_report(c: *mut Ctx, pkg: *const u8, len: usize) -> ! {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let pkg = unsafe { std::slice::from_raw_parts(pkg, len) };
    let prefix = [pkg, b"::"].concat();
    let short = |full: &[u8]| -> Option<Vec<u8>> {
        let rest = full.strip_prefix(prefix.as_slice())?;
        (!rest.windows(2).any(|w| w == b"::")).then(|| rest.to_vec())
    };
    let it = interp(c);
    let mut out: Vec<u8> = vec![];
    let mut lines: Vec<Vec<u8>> = vec![];
    // Each sub name and the compiled sub it is bound to: a compiled sub is its own; a
    // glob assignment's (`sub_cvs`) is the compiled sub with the same body, or `-`.
    let mut bound: Vec<(&[u8], Vec<u8>)> =
        it.subs.keys().map(|n| (n.as_slice(), n.clone())).collect();
    for (name, &cv) in &it.sub_cvs {
        // SAFETY: a `sub_cvs` entry holds a count on its CODE head, whose `any` is its Cv.
        let func = unsafe { &*(sv::sv(cv).any() as *const Cv) }.func as usize;
        let target = it
            .subs
            .iter()
            .find(|(_, &f)| f as usize == func)
            .map(|(n, _)| n.clone())
            .unwrap_or_else(|| b"-".to_vec());
        bound.push((name.as_slice(), target));
    }
    for (name, target) in &bound {
        if let Some(s) = short(name) {
            lines.push([b"sub\t".as_slice(), &s, b"\t", target].concat());
        }
        // A built-in overridden for every package (`*CORE::GLOBAL::hex = \&_hex`,
        // bigint's; Time::Piece's `:override`): `global NAME TARGET`.
        if let Some(s) = name.strip_prefix(b"CORE::GLOBAL::".as_slice()) {
            lines.push([b"global\t".as_slice(), s, b"\t", target].concat());
        }
    }
    // `%^H`: its plain entries (`hh KEY VALUE`, `hhundef KEY -`) and which constant
    // handlers it holds (`consth KIND same|new`).
    if let Some(&g) = it.stash.get(b"main::^H".as_slice()) {
        let hv = crate::core::interp::gv(g).hv;
        for (key, v) in crate::core::hv::body(c, hv).map.iter() {
            if key.iter().any(|b| matches!(b, b'\t' | b'\n')) || v.is_null() {
                continue;
            }
            if sv::is_undef(v) {
                lines.push([b"hhundef\t".as_slice(), key, b"\t-"].concat());
                continue;
            }
            // SAFETY: a live value of %^H.
            if unsafe { sv::sv(v) }.flags & SVF_ROK != 0 {
                continue;
            }
            let text = sv::to_bytes_quiet(v);
            if !text.iter().any(|b| matches!(b, b'\t' | b'\n')) {
                lines.push([b"hh\t".as_slice(), key, b"\t", &text].concat());
            }
        }
    }
    for (kind, same) in crate::core::constant::handlers_now(c) {
        let state = if same { "same" } else { "new" };
        lines.push(format!("consth\t{kind}\t{state}").into_bytes());
    }
    for (a, b) in &it.glob_aliases {
        if let Some(s) = short(a) {
            lines.push([b"alias\t".as_slice(), &s, b"\t", b].concat());
        }
    }
    for v in &it.imported {
        // A slot another glob's too (`*main::x = \@English::x`): the other glob's name,
        // so the parser can follow it to a special variable (the first name, in order).
        let Some(s) = short(&v[1..]) else { continue };
        let Some(&g) = it.stash.get(&v[1..]) else {
            continue;
        };
        let slot = |g: *mut Gv| {
            let g = crate::core::interp::gv(g);
            match v[0] {
                b'@' => g.av,
                b'%' => g.hv,
                _ => g.sv,
            }
        };
        let mine = slot(g);
        let other = it
            .stash
            .iter()
            .filter(|(n, &o)| n.as_slice() != &v[1..] && slot(o) == mine)
            .map(|(n, _)| n)
            .min();
        if let Some(o) = other {
            lines.push([b"slot\t".as_slice(), &v[..1], b"\t", &s, b"\t", o].concat());
        }
    }
    for v in &it.imported {
        if let Some(s) = short(&v[1..]) {
            lines.push([b"var\t".as_slice(), &v[..1], b"\t", &s].concat());
        }
    }
    if let Some(&g) = it.stash.get(b"main::^H".as_slice()) {
        // `$^H` as the BEGIN-time code left it (overload::constant sets HINT_NEW_*).
        let h = crate::core::interp::gv(g).sv;
        let n =
            crate::core::num::to_iv(sv::to_num(c, h, &crate::core::interp::Info::simple(""), 0));
        lines.push(format!("hints\t{n}\t-").into_bytes());
    }
    // Every class's `%FIELDS` (fields.pm's, base.pm's inherited ones): `fields CLASS -`,
    // then `field CLASS KEY` for each key, for the parser's check of typed lexicals'
    // constant keys (`my Dog $spot; $spot->{name}`).
    for (name, &g) in &it.stash {
        let Some(class) = name.strip_suffix(b"::FIELDS".as_slice()) else {
            continue;
        };
        lines.push([b"fields\t".as_slice(), class, b"\t-"].concat());
        let hv = crate::core::interp::gv(g).hv;
        for (key, _) in crate::core::hv::body(c, hv).map.iter() {
            if !key.iter().any(|b| matches!(b, b'\t' | b'\n')) {
                lines.push([b"field\t".as_slice(), class, b"\t", key].concat());
            }
        }
    }
    lines.sort();
    lines.dedup();
    // @INC as the BEGIN-time code left it, in order (a line each: `inc N DIR`, or
    // `incref N -` for an entry that is a reference, a hook perl would call).
    if let Some(&g) = it.stash.get(b"main::INC".as_slice()) {
        let av = crate::core::interp::gv(g).av;
        for (i, &d) in crate::core::av::body(c, av).items.iter().enumerate() {
            let line = if d.is_null() {
                format!("inc\t{i}\t").into_bytes()
            } else if
            // SAFETY: `d` is a live element of @INC, which holds a count on it.
            unsafe { sv::sv(d) }.flags & SVF_ROK != 0 {
                format!("incref\t{i}\t-").into_bytes()
            } else {
                [format!("inc\t{i}\t").as_bytes(), &sv::to_bytes_quiet(d)].concat()
            };
            lines.push(line);
        }
    }
    for l in lines {
        out.extend_from_slice(&l);
        out.push(b'\n');
    }
    let written = std::env::var_os(BEGIN_REPORT_ENV)
        .and_then(|p| std::fs::File::create(p).ok())
        .is_some_and(|mut f| f.write_all(&out).is_ok());
    // SAFETY: ends the process; nothing of it is used after.
    unsafe { libc::_exit(if written { 0 } else { 2 }) }
}

/// A compile-time run called a sub it was given as a stub (the compiler's guess of the
/// code a run can reach missed it, `engine::reach`): the run ends asking for the sub's
/// code, and the compiler runs it again with it. Only compile-time runs have stubs.
#[no_mangle]
pub extern "C-unwind" fn camelift_begin_need_sub(c: *mut Ctx, ix: u32) -> ! {
    let Some(report) = std::env::var_os(BEGIN_REPORT_ENV) else {
        let _ = interp(c)
            .stderr
            .write_all(format!("panic: sub {ix} was compiled without its code\n").as_bytes());
        (crate::core::hooks::hooks(c).exit)(c, 255)
    };
    stop_needing(&report, format!("needsub\t{ix}\n").as_bytes())
}

/// Ends a compile-time run at something the compiler must compile in first (a file a
/// `require` reaches, a text an `eval` is given): `line` is the report the compiler reads
/// at `report`, and the status says so (`BEGIN_NEEDS_STATUS`; 2 when it could not be
/// written).
pub fn stop_needing(report: &std::ffi::OsStr, line: &[u8]) -> ! {
    let written = std::fs::write(report, line).is_ok();
    // SAFETY: ends the process; nothing of it is used after (as camelift_begin_report).
    unsafe { libc::_exit(if written { BEGIN_NEEDS_STATUS } else { 2 }) }
}
