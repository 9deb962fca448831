//! Encode.xs (Encode 3.17): the XS part of the real Encode.pm, bound by its
//! `XSLoader::load` (xsload.rs). It holds the encodings perl builds into Encode itself
//! (def_t.c: ascii, ascii-ctrl, iso-8859-1, null and cp1252, objects of class
//! `Encode::XS`), the methods of those objects and of Encode.pm's `Encode::utf8`
//! objects (`utf8`, `utf-8-strict`), and the functions `decode`, `encode`, `from_to`,
//! `decode_utf8`, `encode_utf8`, `is_utf8`, `_utf8_on`, `_utf8_off` and `onBOOT`.
//!
//! An `Encode::XS` object is, as in perl, a reference blessed into the class to a
//! scalar; perl's scalar holds a pointer to the C table (and the name as its string),
//! here it holds the name, which selects the table.
//!
//! The CHECK argument follows encode.h's flags: DIE_ON_ERR croaks at the first
//! character that does not map, WARN_ON_ERR warns, RETURN_ON_ERR stops there, PERLQQ,
//! HTMLCREF and XMLCREF substitute an escape (or what a code reference CHECK returns),
//! and a true CHECK without LEAVE_SRC leaves in the source what was not converted.

use crate::core::xs::{self, die_msg, sv, Info};
use camelift_abi::*;

const DIE_ON_ERR: i64 = 0x0001;
const WARN_ON_ERR: i64 = 0x0002;
const RETURN_ON_ERR: i64 = 0x0004;
const LEAVE_SRC: i64 = 0x0008;
const ONLY_PRAGMA_WARNINGS: i64 = 0x0010;
const PERLQQ: i64 = 0x0100;
const HTMLCREF: i64 = 0x0200;
const XMLCREF: i64 = 0x0400;
const STOP_AT_PARTIAL: i64 = 0x0800;

/// U+FFFD, what a byte that does not decode becomes by default (encode.h's FBCHAR_UTF8).
const FBCHAR_UTF8: &[u8] = "\u{FFFD}".as_bytes();

/// What a character that does not encode becomes by default in every built-in table.
const REP: u8 = b'?';

/// The built-in tables (def_t.c), in the order its onBOOT defines them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Table {
    Ascii,
    AsciiCtrl,
    Latin1,
    Null,
    Cp1252,
}

const TABLES: [Table; 5] = [
    Table::Ascii,
    Table::AsciiCtrl,
    Table::Latin1,
    Table::Null,
    Table::Cp1252,
];

/// cp1252.ucm's bytes 0x80 to 0x9F (0: unmapped); the other bytes are Latin-1.
const CP1252_HIGH: [u16; 32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
];

impl Table {
    fn name(self) -> &'static str {
        match self {
            Table::Ascii => "ascii",
            Table::AsciiCtrl => "ascii-ctrl",
            Table::Latin1 => "iso-8859-1",
            Table::Null => "null",
            Table::Cp1252 => "cp1252",
        }
    }

    fn by_name(name: &[u8]) -> Option<Table> {
        TABLES.iter().copied().find(|t| t.name().as_bytes() == name)
    }

    /// The character a byte decodes to.
    fn decode(self, b: u8) -> Option<u32> {
        match self {
            Table::Ascii => (b < 0x80).then_some(u32::from(b)),
            Table::AsciiCtrl => (b < 0x20).then_some(u32::from(b)),
            Table::Latin1 => Some(u32::from(b)),
            Table::Null => None,
            Table::Cp1252 => match b {
                0x80..=0x9F => {
                    let cp = CP1252_HIGH[usize::from(b - 0x80)];
                    (cp != 0).then_some(u32::from(cp))
                }
                _ => Some(u32::from(b)),
            },
        }
    }

    /// The byte a character encodes to.
    fn encode(self, cp: u64) -> Option<u8> {
        match self {
            Table::Cp1252 if cp > 0xFF || (0x80..=0x9F).contains(&cp) => {
                let i = CP1252_HIGH
                    .iter()
                    .position(|&x| x != 0 && u64::from(x) == cp)?;
                Some(0x80 + i as u8)
            }
            _ => {
                let b = u8::try_from(cp).ok()?;
                (self.decode(b) == Some(u32::from(b))).then_some(b)
            }
        }
    }
}

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

fn flags(p: *mut Sv) -> u32 {
    // SAFETY: `p` is a live head the caller holds for the call.
    unsafe { sv(p) }.flags
}

fn referent(p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is a live head the caller holds for the call.
    let s = unsafe { sv(p) };
    (s.flags & SVF_ROK != 0).then(|| s.any() as *mut Sv)
}

fn info() -> Info {
    Info::simple("subroutine entry")
}

/// The arguments, after xsubpp's count check.
fn args_of(c: *mut Ctx, mark: usize, min: usize, max: usize, usage: &str) -> xs::Popped {
    let args = xs::pop_items(c, mark);
    if args.len() < min || args.len() > max {
        die_msg(c, format!("Usage: {usage}"));
    }
    args
}

/// The CHECK argument as the XS reads it: a code reference is PERLQQ|LEAVE_SRC with it
/// as the fallback, undef is 0, anything else its integer.
struct Check {
    flags: i64,
    fallback: Option<*mut Sv>,
}

fn check_of(c: *mut Ctx, p: Option<*mut Sv>) -> Check {
    match p {
        Some(p) if flags(p) & SVF_ROK != 0 => Check {
            flags: PERLQQ | LEAVE_SRC,
            fallback: Some(p),
        },
        Some(p) if !xs::is_undef(p) => Check {
            flags: xs::to_iv(c, p, &info(), 0),
            fallback: None,
        },
        _ => Check {
            flags: 0,
            fallback: None,
        },
    }
}

impl Check {
    /// Whether the source is left with what was not converted.
    fn modify(&self) -> bool {
        self.flags != 0 && self.flags & LEAVE_SRC == 0
    }

    /// encode.h's encode_ckWARN: WARN_ON_ERR, and with ONLY_PRAGMA_WARNINGS only where
    /// warnings are on.
    fn warn(&self, c: *mut Ctx, msg: &str) {
        if self.flags & WARN_ON_ERR == 0 {
            return;
        }
        if self.flags & ONLY_PRAGMA_WARNINGS != 0 {
            xs::warn_if_enabled(c, msg);
        } else {
            xs::warn_text(c, msg);
        }
    }

    fn substitutes(&self) -> bool {
        self.flags & (PERLQQ | HTMLCREF | XMLCREF) != 0
    }
}

/// Calls `code` with `args` in scalar context: its value, held (the caller lets go).
fn call(c: *mut Ctx, code: *mut Sv, args: &[*mut Sv]) -> *mut Sv {
    xs::with_barrier(c, None, || {
        let mark = xs::ctx(c).sp;
        for a in args {
            xs::push(c, *a);
        }
        let line = xs::ctx(c).curline;
        let r = xs::camelift_call_sv(c, code, mark, G_SCALAR, 0);
        xs::ctx(c).curline = line;
        xs::ctx(c).sp = mark;
        if r.is_null() {
            xs::inc(xs::undef(c))
        } else {
            xs::inc(r)
        }
    })
}

/// perl's call_pv of a sub of Encode.pm's files.
fn call_named(c: *mut Ctx, pkg: &[u8], name: &[u8], args: &[*mut Sv]) -> *mut Sv {
    let Some(code) = xs::find_method(c, pkg, name, false) else {
        die_msg(
            c,
            format!(
                "Undefined subroutine &{}::{} called",
                String::from_utf8_lossy(pkg),
                String::from_utf8_lossy(name)
            ),
        )
    };
    call(c, code, args)
}

/// perl's call_method: `args[0]` is the object.
fn call_method(c: *mut Ctx, name: &[u8], args: &[*mut Sv]) -> *mut Sv {
    let obj = args[0];
    let class = match referent(obj) {
        Some(t) => match xs::class_name(c, t) {
            Some(k) => k.to_vec(),
            None => die_msg(
                c,
                format!(
                    "Can't call method \"{}\" on unblessed reference",
                    String::from_utf8_lossy(name)
                ),
            ),
        },
        None => xs::to_bytes(c, obj, &info(), 0),
    };
    let code = xs::method_or_die(c, &class, name);
    call(c, code, args)
}

/// The fallback sub's text for `values` (a character, or the bytes of a malformed
/// sequence): its string, with its UTF-8 flag.
fn fallback_text(c: *mut Ctx, code: *mut Sv, values: &[u64]) -> (Vec<u8>, bool) {
    let args: Vec<*mut Sv> = values
        .iter()
        .map(|v| xs::mortal_num(c, xs::Num::Iv(*v as i64)))
        .collect();
    let r = call(c, code, &args);
    let text = xs::to_bytes(c, r, &info(), 0);
    let utf8 = xs::is_utf8(r);
    xs::dec(c, r);
    (text, utf8)
}

/// A substitution's text as bytes (encoding): a UTF-8 string must fit in Latin-1.
fn as_bytes(c: *mut Ctx, (text, utf8): (Vec<u8>, bool)) -> Vec<u8> {
    if !utf8 || text.is_empty() {
        return text;
    }
    xs::downgrade_utf8(&text).unwrap_or_else(|| die_msg(c, "Wide character"))
}

/// A substitution's text as UTF-8 (decoding): SvPVutf8.
fn as_utf8((text, utf8): (Vec<u8>, bool)) -> Vec<u8> {
    if utf8 {
        text
    } else {
        xs::upgrade_latin1(&text)
    }
}

/// One character of perl's extended UTF-8 at the start of `s` (not empty): its code
/// point and length, or the length of the malformed sequence there (utf8n_to_uvchr's:
/// the start byte and the continuation bytes that follow it, up to its length).
fn utf8_char(s: &[u8]) -> Result<(u64, usize), usize> {
    let b0 = s[0];
    let (len, init, min): (usize, u64, u64) = match b0 {
        0x00..=0x7F => return Ok((u64::from(b0), 1)),
        0x80..=0xBF => return Err(1),
        0xC0..=0xDF => (2, u64::from(b0 & 0x1F), 0x80),
        0xE0..=0xEF => (3, u64::from(b0 & 0x0F), 0x800),
        0xF0..=0xF7 => (4, u64::from(b0 & 0x07), 0x1_0000),
        0xF8..=0xFB => (5, u64::from(b0 & 0x03), 0x20_0000),
        0xFC..=0xFD => (6, u64::from(b0 & 0x01), 0x400_0000),
        0xFE => (7, 0, 0x8000_0000),
        0xFF => (13, 0, 0x10_0000_0000),
    };
    let mut n = 1;
    while n < len && n < s.len() && s[n] & 0xC0 == 0x80 {
        n += 1;
    }
    if n < len {
        return Err(n);
    }
    let mut cp = u128::from(init);
    for b in &s[1..n] {
        cp = (cp << 6) | u128::from(b & 0x3F);
    }
    // An overlong form, or a code point above IV_MAX (perl 5.36 refuses both).
    if cp < u128::from(min) || cp > i64::MAX as u128 {
        return Err(n);
    }
    Ok((cp as u64, n))
}

/// Whether a code point is one strict UTF-8 refuses (UTF8_DISALLOW_ILLEGAL_INTERCHANGE:
/// surrogates, non-characters and code points above Unicode).
fn illegal_interchange(cp: u64) -> bool {
    (0xD800..=0xDFFF).contains(&cp)
        || (0xFDD0..=0xFDEF).contains(&cp)
        || cp & 0xFFFE == 0xFFFE
        || cp > 0x10_FFFF
}

/// is_utf8_valid_partial_char_flags: `s` (running to the end of the input) is the start
/// of a character that more bytes could complete.
fn valid_partial(s: &[u8], strict: bool) -> bool {
    let b0 = s[0];
    if !(0xC2..=0xFD).contains(&b0) || s[1..].iter().any(|b| b & 0xC0 != 0x80) {
        return false;
    }
    let Some(&b1) = s.get(1) else {
        return !(strict && b0 >= 0xF5);
    };
    let overlong = matches!(
        (b0, b1),
        (0xE0, 0x80..=0x9F) | (0xF0, 0x80..=0x8F) | (0xF8, 0x80..=0x87) | (0xFC, 0x80..=0x83)
    );
    let illegal =
        strict && (b0 >= 0xF5 || (b0 == 0xF4 && b1 >= 0x90) || (b0 == 0xED && b1 >= 0xA0));
    !overlong && !illegal
}

/// Encode.xs's process_utf8: copies the UTF-8 in `s`, checking it (strictly: no
/// surrogates, non-characters or code points above Unicode), with CHECK's handling of
/// what is malformed. The text and where it stopped.
fn process_utf8(
    c: *mut Ctx,
    s: &[u8],
    chk: &Check,
    encode: bool,
    strict: bool,
    stop_at_partial: bool,
) -> (Vec<u8>, usize) {
    let stop_at_partial = stop_at_partial || chk.flags & STOP_AT_PARTIAL != 0;
    let name = if strict { "UTF-8" } else { "utf8" };
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let (uv, ulen) = match utf8_char(&s[i..]) {
            Ok((cp, n)) if !(strict && illegal_interchange(cp)) => {
                out.extend_from_slice(&s[i..i + n]);
                i += n;
                continue;
            }
            Ok((cp, n)) => (cp, n),
            Err(n) => {
                if stop_at_partial && i + n == s.len() && valid_partial(&s[i..], strict) {
                    break;
                }
                (0xFFFD, n)
            }
        };
        let bad = &s[i..i + ulen];
        let esc: String = bad.iter().map(|b| format!("\\x{b:02X}")).collect();
        let msg = || {
            if encode {
                format!("\"\\x{{{uv:04x}}}\" does not map to {name}")
            } else {
                format!("{name} \"{esc}\" does not map to Unicode")
            }
        };
        if chk.flags & DIE_ON_ERR != 0 {
            die_msg(c, msg());
        }
        chk.warn(c, &msg());
        if chk.flags & RETURN_ON_ERR != 0 {
            break;
        }
        if chk.substitutes() {
            let sub = if encode {
                let text = match chk.fallback {
                    Some(cb) => fallback_text(c, cb, &[uv]),
                    None if chk.flags & PERLQQ != 0 && ulen == 1 => {
                        (format!("\\x{uv:02X}").into_bytes(), false)
                    }
                    None if chk.flags & PERLQQ != 0 => {
                        (format!("\\x{{{uv:04X}}}").into_bytes(), false)
                    }
                    None if chk.flags & HTMLCREF != 0 => (format!("&#{uv};").into_bytes(), false),
                    None => (format!("&#x{uv:x};").into_bytes(), false),
                };
                as_bytes(c, text)
            } else {
                let text = match chk.fallback {
                    Some(cb) => {
                        let bytes: Vec<u64> = bad.iter().map(|b| u64::from(*b)).collect();
                        fallback_text(c, cb, &bytes)
                    }
                    None if chk.flags & HTMLCREF != 0 => (
                        bad.iter()
                            .map(|b| format!("&#{b};"))
                            .collect::<String>()
                            .into_bytes(),
                        false,
                    ),
                    None if chk.flags & XMLCREF != 0 => (
                        bad.iter()
                            .map(|b| format!("&#x{b:02X};"))
                            .collect::<String>()
                            .into_bytes(),
                        false,
                    ),
                    None => (esc.into_bytes(), false),
                };
                as_utf8(text)
            };
            out.extend_from_slice(&sub);
        } else {
            out.extend_from_slice(FBCHAR_UTF8);
        }
        i += ulen;
    }
    (out, i)
}

/// What a table conversion gives: the text, where it stopped in the source, and whether
/// it stopped after the terminator.
struct Converted {
    out: Vec<u8>,
    pos: usize,
    found_term: bool,
}

/// Encode.xs's encode_method over a built-in table, from `start`: bytes to UTF-8
/// (`decode`) or UTF-8 to bytes. With `term` (cat_decode), it stops after a character
/// whose conversion is the terminator.
fn table_convert(
    c: *mut Ctx,
    t: Table,
    decode: bool,
    s: &[u8],
    start: usize,
    chk: &Check,
    term: Option<&[u8]>,
) -> Converted {
    let mut out = Vec::with_capacity(s.len());
    let mut i = start;
    let mut found_term = false;
    while i < s.len() {
        let before = out.len();
        let (value, len) = if decode {
            let b = s[i];
            if let Some(cp) = t.decode(b) {
                xs::utf8_encode_into(u64::from(cp), &mut out);
                i += 1;
                if term.is_some_and(|m| out[before..] == *m) {
                    found_term = true;
                    break;
                }
                continue;
            }
            (u64::from(b), 1)
        } else {
            let (cp, n) = utf8_char(&s[i..]).unwrap_or((0xFFFD, 1));
            if let Some(b) = t.encode(cp) {
                out.push(b);
                i += n;
                if term.is_some_and(|m| out[before..] == *m) {
                    found_term = true;
                    break;
                }
                continue;
            }
            (cp, n)
        };
        let msg = if decode {
            format!("{} \"\\x{value:02X}\" does not map to Unicode", t.name())
        } else {
            format!("\"\\x{{{value:04x}}}\" does not map to {}", t.name())
        };
        if chk.flags & DIE_ON_ERR != 0 {
            die_msg(c, msg);
        }
        chk.warn(c, &msg);
        if chk.flags & RETURN_ON_ERR != 0 {
            break;
        }
        if chk.substitutes() {
            let text = match chk.fallback {
                Some(cb) => fallback_text(c, cb, &[value]),
                None if decode => (format!("\\x{value:02X}").into_bytes(), false),
                None if chk.flags & PERLQQ != 0 => {
                    (format!("\\x{{{value:04x}}}").into_bytes(), false)
                }
                None if chk.flags & HTMLCREF != 0 => (format!("&#{value};").into_bytes(), false),
                None => (format!("&#x{value:x};").into_bytes(), false),
            };
            let sub = if decode {
                as_utf8(text)
            } else {
                as_bytes(c, text)
            };
            out.extend_from_slice(&sub);
        } else if decode {
            out.extend_from_slice(FBCHAR_UTF8);
        } else {
            out.push(REP);
        }
        i += len;
    }
    Converted {
        out,
        pos: i,
        found_term,
    }
}

/// Sets a scalar's string (perl's sv_setpvn with set magic).
fn set(c: *mut Ctx, p: *mut Sv, bytes: &[u8], utf8: bool) {
    let _w = xs::check_writable(c, p);
    xs::set_str(p, bytes, utf8);
}

/// The source's string as the methods take it: SvPV, or SvPV_force when it is to be
/// modified (a read-only value dies), made bytes (`decode`: utf8_safe_downgrade, a
/// wide character dies) or UTF-8 (`encode`: utf8_safe_upgrade), in place when modified.
fn source(c: *mut Ctx, src: *mut Sv, modify: bool, want_utf8: bool) -> Vec<u8> {
    if modify {
        drop(xs::check_writable(c, src));
    }
    let bytes = xs::to_bytes(c, src, &info(), 0);
    let utf8 = xs::is_utf8(src);
    let converted = match (utf8, want_utf8) {
        (true, false) => xs::downgrade_utf8(&bytes).unwrap_or_else(|| die_msg(c, "Wide character")),
        (false, true) => xs::upgrade_latin1(&bytes),
        _ => return bytes,
    };
    if modify {
        set(c, src, &converted, want_utf8);
    }
    converted
}

/// The table of an `Encode::XS` object.
fn table_of(c: *mut Ctx, obj: *mut Sv) -> Table {
    referent(obj)
        .filter(|t| flags(*t) & SVF_POK != 0)
        .and_then(|t| Table::by_name(&xs::to_bytes_quiet(t)))
        .unwrap_or_else(|| {
            die_msg(
                c,
                "An Encode::XS object not made by Encode's built-in tables is not supported yet",
            )
        })
}

/// The mortal result of a decode: UTF-8 characters.
fn chars(c: *mut Ctx, bytes: &[u8]) -> *mut Sv {
    xs::mortal_str(c, bytes, true)
}

/// `Encode::XS::decode(obj, src, check = 0)`.
pub extern "C-unwind" fn xs_decode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        2,
        3,
        "Encode::XS::decode(obj, src, check_sv = &PL_sv_no)",
    );
    let t = table_of(c, args[0]);
    let src = args[1];
    let chk = check_of(c, args.get(2).copied());
    if xs::is_undef(src) {
        return give(c, xs::undef(c), gimme);
    }
    let s = source(c, src, chk.modify(), false);
    let r = table_convert(c, t, true, &s, 0, &chk, None);
    if chk.modify() {
        set(c, src, &s[r.pos..], false);
    }
    give(c, chars(c, &r.out), gimme)
}

/// `Encode::XS::encode(obj, src, check = 0)`.
pub extern "C-unwind" fn xs_encode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        2,
        3,
        "Encode::XS::encode(obj, src, check_sv = &PL_sv_no)",
    );
    let t = table_of(c, args[0]);
    let src = args[1];
    let chk = check_of(c, args.get(2).copied());
    if xs::is_undef(src) {
        return give(c, xs::undef(c), gimme);
    }
    let s = source(c, src, chk.modify(), true);
    let r = table_convert(c, t, false, &s, 0, &chk, None);
    if chk.modify() {
        set(c, src, &s[r.pos..], true);
    }
    give(c, xs::mortal_pv(c, &r.out), gimme)
}

/// `Encode::XS::cat_decode(obj, dst, src, off, term, check = 0)`: decodes from byte
/// `off` of `src` onto the end of `dst` until the terminator; `off` is set to where it
/// stopped; true when the terminator was found.
pub extern "C-unwind" fn xs_cat_decode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        5,
        6,
        "Encode::XS::cat_decode(obj, dst, src, off, term, check_sv = &PL_sv_no)",
    );
    let t = table_of(c, args[0]);
    let (dst, src, off, term) = (args[1], args[2], args[3], args[4]);
    let chk = check_of(c, args.get(5).copied());
    let start = usize::try_from(xs::to_iv(c, off, &info(), 3)).unwrap_or(0);
    if xs::is_undef(src) {
        return give(c, xs::no(c), gimme);
    }
    let s = source(c, src, chk.modify(), false);
    let term = xs::to_bytes(c, term, &info(), 4);
    let r = table_convert(c, t, true, &s, start.min(s.len()), &chk, Some(&term));
    if chk.modify() {
        set(c, src, &s[r.pos..], false);
    }
    // sv_catsv of the (unflagged) result.
    let mut text = if xs::is_undef(dst) {
        Vec::new()
    } else {
        xs::to_bytes(c, dst, &info(), 1)
    };
    let dst_utf8 = xs::is_utf8(dst);
    if dst_utf8 {
        text.extend_from_slice(&xs::upgrade_latin1(&r.out));
    } else {
        text.extend_from_slice(&r.out);
    }
    set(c, dst, &text, dst_utf8);
    let _w = xs::check_writable(c, off);
    xs::set_num(off, xs::Num::Iv(r.pos as i64));
    give(c, xs::bool_sv(c, r.found_term), gimme)
}

/// `Encode::XS::name(obj)`.
pub extern "C-unwind" fn xs_name(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, 1, 1, "Encode::XS::name(obj)");
    let t = table_of(c, args[0]);
    give(c, xs::mortal_pv(c, t.name().as_bytes()), gimme)
}

/// `Encode::XS::mime_name(obj)`: Encode::MIME::Name::get_mime_name of its name.
pub extern "C-unwind" fn xs_mime_name(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, 1, 1, "Encode::XS::mime_name(obj)");
    let t = table_of(c, args[0]);
    let name = xs::mortal_pv(c, t.name().as_bytes());
    let r = call_named(c, b"Encode::MIME::Name", b"get_mime_name", &[name]);
    let copy = xs::mortalize(c, xs::newsv_copy(c, r));
    xs::dec(c, r);
    give(c, copy, gimme)
}

/// `Encode::XS::renew(obj)`: a copy of the reference.
pub extern "C-unwind" fn xs_renew(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, 1, 1, "Encode::XS::renew(obj)");
    let copy = xs::mortalize(c, xs::newsv_copy(c, args[0]));
    give(c, copy, gimme)
}

/// `Encode::XS::renewed(obj)`: 0.
pub extern "C-unwind" fn xs_renewed(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let _ = args_of(c, mark, 1, 1, "Encode::XS::renewed(obj)");
    give(c, xs::mortal_iv(c, 0), gimme)
}

/// `Encode::XS::needs_lines(obj)`: false.
pub extern "C-unwind" fn xs_needs_lines(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let _ = args_of(c, mark, 1, 1, "Encode::XS::needs_lines(obj)");
    give(c, xs::no(c), gimme)
}

/// `Encode::XS::perlio_ok(obj)`: whether PerlIO::encoding loads, which it does in perl;
/// the `:encoding()` layer is not here.
pub extern "C-unwind" fn xs_perlio_ok(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let _ = args_of(c, mark, 1, 1, "Encode::XS::perlio_ok(obj)");
    die_msg(
        c,
        "Encode's perlio_ok (PerlIO::encoding, the :encoding() layer) is not supported yet",
    )
}

/// Encode.xs's strict_utf8: the object's hash has a true `strict_utf8`.
fn strict_utf8(c: *mut Ctx, obj: *mut Sv) -> bool {
    let Some(hv) = referent(obj).filter(|t| flags(*t) & SVT_MASK == SVT_PVHV) else {
        return false;
    };
    let v = xs::hv_body(c, hv).map.get(b"strict_utf8").copied();
    v.is_some_and(|v| xs::truth(c, v))
}

/// `Encode::utf8::decode(obj, src, check = 0)`: perl's UTF-8 checked (strictly for an
/// object with `strict_utf8`), stopping before a partial character at the end when the
/// object was renewed (PerlIO's).
pub extern "C-unwind" fn utf8_decode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        2,
        3,
        "Encode::utf8::decode(obj, src, check_sv = &PL_sv_no)",
    );
    let (obj, src) = (args[0], args[1]);
    let chk = check_of(c, args.get(2).copied());
    if xs::is_undef(src) {
        return give(c, xs::undef(c), gimme);
    }
    let s = source(c, src, chk.modify(), false);
    let renewed = {
        let r = call_method(c, b"renewed", &[obj]);
        let on = xs::to_iv(c, r, &info(), 0) != 0;
        xs::dec(c, r);
        on
    };
    let strict = strict_utf8(c, obj);
    let (out, pos) = process_utf8(c, &s, &chk, false, strict, renewed);
    if chk.modify() {
        set(c, src, &s[pos..], false);
    }
    give(c, chars(c, &out), gimme)
}

/// `Encode::utf8::encode(obj, src, check = 0)`: a character string's UTF-8 (checked
/// for `utf-8-strict`), a byte string's upgrade.
pub extern "C-unwind" fn utf8_encode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        2,
        3,
        "Encode::utf8::encode(obj, src, check_sv = &PL_sv_no)",
    );
    let (obj, src) = (args[0], args[1]);
    let chk = check_of(c, args.get(2).copied());
    if xs::is_undef(src) {
        return give(c, xs::undef(c), gimme);
    }
    if chk.modify() {
        drop(xs::check_writable(c, src));
    }
    let s = xs::to_bytes(c, src, &info(), 0);
    let src_utf8 = xs::is_utf8(src);
    let (out, pos) = if !src_utf8 {
        (xs::upgrade_latin1(&s), s.len())
    } else if strict_utf8(c, obj) {
        process_utf8(c, &s, &chk, true, true, false)
    } else {
        (s.clone(), s.len())
    };
    if chk.modify() {
        set(c, src, &s[pos..], src_utf8);
    }
    give(c, xs::mortal_pv(c, &out), gimme)
}

/// `Encode::is_utf8(sv, check = 0)`: the UTF-8 flag, and with `check` well-formed UTF-8.
pub extern "C-unwind" fn is_utf8(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, 1, 2, "Encode::is_utf8(sv, check = 0)");
    let p = args[0];
    let check = args
        .get(1)
        .is_some_and(|k| xs::to_iv(c, *k, &info(), 1) != 0);
    let text = (!xs::is_undef(p)).then(|| xs::to_bytes(c, p, &info(), 0));
    let mut on = xs::is_utf8(p);
    if on && check {
        on = text.is_some_and(|t| {
            let mut i = 0;
            while i < t.len() {
                match utf8_char(&t[i..]) {
                    Ok((_, n)) => i += n,
                    Err(_) => return false,
                }
            }
            true
        });
    }
    give(c, xs::bool_sv(c, on), gimme)
}

/// `_utf8_on(sv)` / `_utf8_off(sv)`: the flag set or cleared on a string, the old flag
/// returned; undef for anything else.
fn set_utf8_flag(c: *mut Ctx, mark: usize, gimme: i64, on: bool) -> *mut Sv {
    let usage = if on {
        "Encode::_utf8_on(sv)"
    } else {
        "Encode::_utf8_off(sv)"
    };
    let args = args_of(c, mark, 1, 1, usage);
    let p = args[0];
    if flags(p) & SVF_POK == 0 {
        return give(c, xs::undef(c), gimme);
    }
    let was = xs::is_utf8(p);
    let bytes = xs::to_bytes_quiet(p);
    set(c, p, &bytes, on);
    give(c, xs::bool_sv(c, was), gimme)
}

pub extern "C-unwind" fn utf8_on(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    set_utf8_flag(c, mark, gimme, true)
}

pub extern "C-unwind" fn utf8_off(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    set_utf8_flag(c, mark, gimme, false)
}

/// Encode.xs's find_encoding: Encode::find_encoding of a copy of the name.
fn find_encoding(c: *mut Ctx, name: *mut Sv) -> *mut Sv {
    let copy = xs::mortalize(c, xs::newsv_copy(c, name));
    let r = call_named(c, b"Encode", b"find_encoding", &[copy]);
    xs::mortalize(c, r)
}

/// An encoding object for a name, or perl's croaks.
fn encoding_named(c: *mut Ctx, name: *mut Sv) -> *mut Sv {
    let obj = find_encoding(c, name);
    if xs::is_undef(obj) {
        let n = xs::to_bytes(c, name, &info(), 0);
        die_msg(
            c,
            format!("Unknown encoding '{}'", String::from_utf8_lossy(&n)),
        );
    }
    obj
}

/// Encode.xs's call_encoding: `$obj->METHOD($src, $check)`, the source copied unless
/// CHECK asks for it to be modified; the method's value, held.
fn call_encoding(
    c: *mut Ctx,
    method: &[u8],
    obj: *mut Sv,
    src: *mut Sv,
    check: Option<*mut Sv>,
) -> *mut Sv {
    let check = check.map(|k| xs::mortalize(c, xs::newsv_copy(c, k)));
    let keep = match check {
        None => false,
        Some(k) => {
            flags(k) & SVF_ROK == 0
                && xs::truth(c, k)
                && xs::to_iv(c, k, &info(), 0) & LEAVE_SRC == 0
        }
    };
    let src = if keep {
        src
    } else {
        xs::mortalize(c, xs::newsv_copy(c, src))
    };
    let check = check.unwrap_or_else(|| xs::no(c));
    call_method(c, method, &[obj, src, check])
}

fn name_arg(c: *mut Ctx, p: *mut Sv) {
    if xs::is_undef(p) {
        die_msg(c, "Encoding name should not be undef");
    }
}

/// `decode(encoding, octets, check)` / `bytes2str`.
pub extern "C-unwind" fn decode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        2,
        3,
        "Encode::decode(encoding, octets, check = NULL)",
    );
    name_arg(c, args[0]);
    let obj = encoding_named(c, args[0]);
    let r = call_encoding(c, b"decode", obj, args[1], args.get(2).copied());
    give(c, xs::mortalize(c, r), gimme)
}

/// `encode(encoding, string, check)` / `str2bytes`.
pub extern "C-unwind" fn encode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        2,
        3,
        "Encode::encode(encoding, string, check = NULL)",
    );
    name_arg(c, args[0]);
    let obj = encoding_named(c, args[0]);
    let r = call_encoding(c, b"encode", obj, args[1], args.get(2).copied());
    give(c, xs::mortalize(c, r), gimme)
}

/// `decode_utf8(octets, check)`: `$Encode::Encoding{utf8}`'s decode.
pub extern "C-unwind" fn decode_utf8(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, 1, 2, "Encode::decode_utf8(octets, check = NULL)");
    let hv = xs::gv(xs::gv_fetch(c, b"Encode::Encoding")).hv;
    let obj = (!hv.is_null())
        .then(|| xs::hv_body(c, hv).map.get(b"utf8").copied())
        .flatten()
        .filter(|o| !xs::is_undef(*o))
        .unwrap_or_else(|| die_msg(c, "utf8 encoding was not found"));
    let r = call_encoding(c, b"decode", obj, args[0], args.get(1).copied());
    give(c, xs::mortalize(c, r), gimme)
}

/// `encode_utf8(string)`: a copy, sv_utf8_encode'd (undef stays undef).
pub extern "C-unwind" fn encode_utf8(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, 1, 1, "Encode::encode_utf8(string)");
    let p = args[0];
    if xs::is_undef(p) {
        return give(c, xs::undef(c), gimme);
    }
    let bytes = xs::to_bytes(c, p, &info(), 0);
    let out = if xs::is_utf8(p) {
        bytes
    } else {
        xs::upgrade_latin1(&bytes)
    };
    give(c, xs::mortal_pv(c, &out), gimme)
}

/// `from_to(octets, from, to, check)`: the octets decoded from one encoding and encoded
/// into the other, in place; the new length, or undef when CHECK stopped the encoding.
pub extern "C-unwind" fn from_to(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        3,
        4,
        "Encode::from_to(octets, from, to, check = NULL)",
    );
    let (octets, from, to) = (args[0], args[1], args[2]);
    let check = args.get(3).copied();
    if xs::is_undef(from) || xs::is_undef(to) {
        die_msg(c, "Encoding name should not be undef");
    }
    let from_obj = encoding_named(c, from);
    let to_obj = encoding_named(c, to);
    let string = xs::mortalize(c, call_encoding(c, b"decode", from_obj, octets, None));
    let new_octets = xs::mortalize(c, call_encoding(c, b"encode", to_obj, string, check));
    let all = match check {
        None => true,
        Some(k) => {
            flags(k) & SVF_ROK != 0
                || !xs::truth(c, k)
                || xs::is_undef(string)
                || xs::to_bytes_quiet(string).is_empty()
        }
    };
    let r = if !xs::is_undef(new_octets) && all {
        let text = xs::to_bytes(c, new_octets, &info(), 0);
        let len = if xs::is_utf8(new_octets) {
            std::str::from_utf8(&text).map_or(text.len(), |s| s.chars().count())
        } else {
            text.len()
        };
        xs::mortal_iv(c, len as i64)
    } else {
        xs::undef(c)
    };
    let _w = xs::check_writable(c, octets);
    xs::camelift_sv_setsv(c, octets, new_octets);
    give(c, r, gimme)
}

/// `onBOOT()`: each built-in table's object, defined by Encode::define_encoding.
pub extern "C-unwind" fn on_boot(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let _ = args_of(c, mark, 0, 0, "Encode::onBOOT()");
    let class = xs::mortal_pv(c, b"Encode::XS");
    for t in TABLES {
        let name = xs::new_pv(c, t.name().as_bytes());
        let obj = xs::new_rv_owning(c, name);
        xs::camelift_bless(c, obj, class, std::ptr::null());
        let n = xs::mortal_pv(c, t.name().as_bytes());
        let r = call_named(c, b"Encode", b"define_encoding", &[obj, n]);
        xs::dec(c, r);
    }
    // A `void` XSUB: nothing in list context.
    let _ = gimme;
    xs::undef(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perl_utf8_lengths() {
        assert_eq!(utf8_char(b"a"), Ok((0x61, 1)));
        assert_eq!(utf8_char("☺".as_bytes()), Ok((0x263A, 3)));
        assert_eq!(utf8_char(&[0xE2, 0x98, 0x41]), Err(2));
        assert_eq!(utf8_char(&[0xC0, 0xAF]), Err(2));
        assert_eq!(utf8_char(&[0x80, 0x80]), Err(1));
        assert_eq!(utf8_char(&[0xED, 0xA0, 0x80]), Ok((0xD800, 3)));
        assert_eq!(
            utf8_char(&[0xFE, 0x82, 0x80, 0x80, 0x80, 0x80, 0x80]),
            Ok((0x8000_0000, 7))
        );
        assert_eq!(
            utf8_char(&[0xFE, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80]),
            Err(7)
        );
        assert!(illegal_interchange(0xFFFF) && illegal_interchange(0x110000));
        assert!(!illegal_interchange(0xFFFD));
    }

    #[test]
    fn cp1252_table() {
        assert_eq!(Table::Cp1252.decode(0x80), Some(0x20AC));
        assert_eq!(Table::Cp1252.decode(0x81), None);
        assert_eq!(Table::Cp1252.encode(0x20AC), Some(0x80));
        assert_eq!(Table::Cp1252.encode(0x81), None);
        assert_eq!(Table::Cp1252.encode(0xE9), Some(0xE9));
        assert_eq!(Table::AsciiCtrl.encode(0x41), None);
        assert_eq!(Table::Latin1.encode(0x263A), None);
    }
}
