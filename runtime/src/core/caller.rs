//! `caller`: the frames perl's context stack shows (Carp, in modules/carp.rs, reads them too).
//!
//! perl's context stack, as `caller` sees it, is the sub calls (`Interp::frames`) and the
//! `eval` blocks (the `CxKind::Eval` entries of `Interp::cxstack`, placed among the calls
//! by the number of calls made when they started). Each records `Ctx::curline` where it
//! started, which holds the calling statement's line and the index of its package
//! (`CURLINE_PKG_SHIFT`) in the table the program gives at start-up
//! (`camelift_set_packages`), as perl's COP holds its stash.
//!
//! Carp is perl's Carp.pm 1.52 done natively: the same choice of the frame to report
//! (`short_error_loc`: skip calls between packages that trust each other, by being the same
//! package or through `@CARP_NOT`/`@ISA`; `$Carp::CarpLevel` frames more) and the same
//! backtrace format (`ret_backtrace`, `caller_info`, `format_arg`), with `croak` itself as
//! the innermost frame, as it is a sub in perl.

use crate::core::cx::CxKind;
use crate::core::interp::{self, interp, Info};
use crate::core::sv::{self};
use camelift_abi::*;

/// Records the places the statements' `Ctx::curline` refer to: for each, its package
/// name, its file name and its hints (`o`: `no overloading`), each NUL-terminated, one
/// after another.
#[no_mangle]
pub extern "C-unwind" fn camelift_set_packages(c: *mut Ctx, names: *const u8, len: usize) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let bytes = unsafe { std::slice::from_raw_parts(names, len) };
    let mut parts = bytes.split(|b| *b == 0);
    let mut places = vec![];
    let mut no_amagic = vec![];
    while let (Some(p), Some(f), Some(h)) = (parts.next(), parts.next(), parts.next()) {
        if p.is_empty() {
            break;
        }
        places.push((p.to_vec(), f.to_vec()));
        no_amagic.push(h.contains(&b'o'));
    }
    interp(c).places = places;
    interp(c).places_no_amagic = no_amagic;
}

/// A `%^H` entry: its key, and its value (None: undef).
pub type HintEntry = (Vec<u8>, Option<Vec<u8>>);

/// A statement's compile-time state as `caller` reports it: perl's `$^H`,
/// `${^WARNING_BITS}` and `%^H` (None: unknown, `caller` refuses it).
pub struct CopState {
    pub hints: u32,
    pub bits: Option<Vec<u8>>,
    pub hh: Option<Vec<HintEntry>>,
}

/// Reads the table of statement states the compiler wrote (src/lower/fx.rs
/// `cop_table`): their count, then each state's hints (u32), flags (u8: 1 bits, 2 hint
/// hash, 4 unknown), 20 bytes of bits, and the hint hash's pairs as a u8 count and
/// u8-length strings; little-endian.
fn read_cops(b: &[u8]) -> Option<Vec<Option<CopState>>> {
    let mut at = 0usize;
    let mut take = |n: usize| -> Option<&[u8]> {
        let s = b.get(at..at.checked_add(n)?)?;
        at += n;
        Some(s)
    };
    let u32_of = |s: &[u8]| s.try_into().ok().map(u32::from_le_bytes);
    let n = u32_of(take(4)?)?;
    let mut states = Vec::new();
    for _ in 0..n {
        let hints = u32_of(take(4)?)?;
        let flags = take(1)?[0];
        let bits = if flags & 1 != 0 {
            Some(take(20)?.to_vec())
        } else {
            None
        };
        let hh = if flags & 2 != 0 {
            let n = u32_of(take(4)?)? as usize;
            let entries = camelift_abi::hint_hash_entries(take(n)?);
            Some(
                entries
                    .into_iter()
                    .map(|(k, v)| (k.to_vec(), v.map(<[u8]>::to_vec)))
                    .collect(),
            )
        } else {
            None
        };
        states.push((flags & 4 == 0).then_some(CopState { hints, bits, hh }));
    }
    Some(states)
}

/// The program's statement states, for `caller(N)`'s hints, warning bits and hint hash.
#[no_mangle]
pub extern "C-unwind" fn camelift_set_cops(c: *mut Ctx, data: *const u8, len: usize) {
    // SAFETY: the compiler passes `len` bytes of its read-only data.
    let bytes = unsafe { std::slice::from_raw_parts(data, len) };
    interp(c).cops = read_cops(bytes);
}

/// Pushes `caller(N)`'s elements 8 to 10 for the statement whose state is `cop`
/// (`Ctx::cop` when the context was entered).
fn push_cop_state(c: *mut Ctx, cop: u32) {
    let Some(cops) = &interp(c).cops else {
        // (The program reads none of them.)
        for _ in 0..3 {
            crate::core::stack::push(c, sv::undef(c));
        }
        return;
    };
    let Some(s) = cops.get(cop as usize).and_then(|s| s.as_ref()) else {
        crate::core::diag::die_msg(
            c,
            "caller(N)'s hints, warning bits and hint hash under `use open`, or of a call no statement made, are not supported yet",
        );
    };
    let (hints, bits, hh) = (s.hints, s.bits.clone(), s.hh.clone());
    crate::core::stack::push(c, sv::mortal_iv(c, i64::from(hints)));
    let bits = match bits {
        Some(b) => sv::mortal_pv(c, &b),
        None => sv::undef(c),
    };
    crate::core::stack::push(c, bits);
    let hh = match hh {
        Some(pairs) => {
            let hv = crate::core::hv::new_hv(c);
            for (k, v) in pairs {
                let v = match v {
                    Some(v) => sv::new_pv(c, &v),
                    None => sv::new_sv(c),
                };
                crate::core::hv::store(c, hv, &k, v);
            }
            crate::core::refs::new_rv_owning(c, hv)
        }
        None => sv::undef(c),
    };
    crate::core::stack::push(c, hh);
}

/// `shift` took `e` from array `p`: when `p` is the running sub's @_, keep `e` for Carp's
/// view of the call's arguments (perl's @DB::args still sees shifted elements).
pub fn note_shift(c: *mut Ctx, p: *mut Sv, e: *mut Sv) {
    let i = interp(c);
    if i.frames.is_empty() || interp::gv(i.gv_args).av != p {
        return;
    }
    let depth = i.frames.len();
    i.shifted_args.push((depth, sv::inc(e)));
}

/// A call returned: the arguments its @_ had shifted off are no longer needed. (Only
/// programs that use Carp get here: kept out of `pop_frame`'s common path.)
#[cold]
#[inline(never)]
pub fn drop_shifted(c: *mut Ctx) {
    let depth = interp(c).frames.len();
    while let Some(&(d, e)) = interp(c).shifted_args.last() {
        if d <= depth {
            break;
        }
        interp(c).shifted_args.pop();
        sv::dec(c, e);
    }
}

/// One context `caller` can report, innermost first.
pub struct Level {
    /// `None` for an `eval` block; else the sub's name.
    pub sub: Option<String>,
    /// `Ctx::curline` where it was entered.
    pub line: u32,
    /// `Ctx::cop` where it was entered.
    pub cop: u32,
    pub gimme: u8,
    pub hasargs: bool,
    /// For a sub call: its index in `Interp::frames`.
    pub frame: usize,
    /// A hook called by Carp (perl calls it from inside Carp.pm).
    pub from_carp: bool,
}

pub fn levels(c: *mut Ctx) -> Vec<Level> {
    let i = interp(c);
    let evals: Vec<(usize, u32, u32, u8)> = i
        .cxstack
        .iter()
        .filter_map(|e| match e.kind {
            CxKind::Eval { line, cop, gimme } => Some((e.frames, line, cop, gimme)),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    let mut fi = i.frames.len();
    let mut ei = evals.len();
    loop {
        match evals.get(ei.wrapping_sub(1)) {
            Some(&(frames, line, cop, gimme)) if ei > 0 && frames >= fi => {
                ei -= 1;
                out.push(Level {
                    sub: None,
                    line,
                    cop,
                    gimme,
                    hasargs: false,
                    frame: 0,
                    from_carp: false,
                });
                continue;
            }
            _ => {}
        }
        if fi == 0 {
            break;
        }
        fi -= 1;
        let f = &i.frames[fi];
        out.push(Level {
            sub: Some(Info::from_ptr(f.name).desc()),
            line: f.line,
            cop: f.cop,
            gimme: f.gimme,
            hasargs: f.hasargs,
            frame: fi,
            from_carp: i.carp_hook_frame == fi + 1,
        });
    }
    out
}

/// The package of the statement whose `Ctx::curline` is `line`.
pub fn package_of(c: *mut Ctx, line: u32) -> Vec<u8> {
    let ix = (line >> CURLINE_PKG_SHIFT) as usize % CURLINE_PKG_MAX as usize;
    interp(c)
        .places
        .get(ix)
        .map(|p| p.0.clone())
        .unwrap_or_else(|| b"main".to_vec())
}

/// Whether the running statement is under `no overloading` (perl's HINT_NO_AMAGIC).
pub fn no_amagic_here(c: *mut Ctx) -> bool {
    let line = crate::core::sv::ctx(c).curline;
    let ix = (line >> CURLINE_PKG_SHIFT) as usize % CURLINE_PKG_MAX as usize;
    interp(c).places_no_amagic.get(ix).copied().unwrap_or(false)
}

/// The source file of the statement whose `Ctx::curline` is `line` (the script's when
/// the program was compiled from one file).
pub fn file_of(c: *mut Ctx, line: u32) -> Vec<u8> {
    let ix = (line >> CURLINE_PKG_SHIFT) as usize % CURLINE_PKG_MAX as usize;
    match interp(c).places.get(ix) {
        Some((_, f)) if !f.is_empty() => f.clone(),
        _ => interp(c).file.clone(),
    }
}

/// `caller` / `caller(N)`: `args` holds N when given.
pub fn pp_caller(c: *mut Ctx, args: &[*mut Sv], gimme: i64, info: &Info) -> *mut Sv {
    let n = args
        .first()
        .map(|a| crate::core::num::to_iv(sv::to_num(c, *a, info, 0)));
    let ls = levels(c);
    let level = match n {
        Some(k) if k < 0 => None,
        Some(k) => ls.get(k as usize),
        None => ls.first(),
    };
    let Some(l) = level else {
        return sv::undef(c);
    };
    if let Some(k) = n {
        if ls.iter().take(k as usize + 1).any(|l| l.from_carp) {
            die_carp_hook(c);
        }
    } else if l.from_carp {
        die_carp_hook(c);
    }
    let pkg = package_of(c, l.line);
    if gimme != G_LIST {
        return sv::mortal_pv(c, &pkg);
    }
    let file = file_of(c, l.line);
    crate::core::stack::push(c, sv::mortal_pv(c, &pkg));
    crate::core::stack::push(c, sv::mortal_pv(c, &file));
    crate::core::stack::push(c, sv::mortal_iv(c, i64::from(l.line & CURLINE_LINE_MASK)));
    if n.is_none() {
        return sv::undef(c);
    }
    let (name, hasargs) = match &l.sub {
        Some(s) => (
            sv::mortal_pv(c, s.as_bytes()),
            if l.hasargs { sv::yes(c) } else { sv::no(c) },
        ),
        None => (sv::mortal_pv(c, b"(eval)"), sv::mortal_iv(c, 0)),
    };
    crate::core::stack::push(c, name);
    crate::core::stack::push(c, hasargs);
    crate::core::stack::push(c, wantarray_sv(c, l.gimme));
    // evaltext, is_require (undef for subs and eval blocks); hints, bitmask, hinthash.
    for _ in 0..2 {
        crate::core::stack::push(c, sv::undef(c));
    }
    push_cop_state(c, l.cop);
    sv::undef(c)
}

/// perl calls the hooks Carp's functions run from inside Carp.pm, whose frames (its file
/// and lines) a compiled program has not got.
pub fn die_carp_hook(c: *mut Ctx) -> ! {
    crate::core::diag::die_msg(
        c,
        "caller reaching past a __DIE__/__WARN__ hook run by Carp (perl would report Carp.pm's frames) is not supported",
    )
}

pub fn wantarray_sv(c: *mut Ctx, gimme: u8) -> *mut Sv {
    match i64::from(gimme) {
        G_LIST => sv::yes(c),
        G_SCALAR => sv::no(c),
        _ => sv::undef(c),
    }
}
