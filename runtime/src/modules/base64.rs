//! Base64.xs (MIME::Base64 3.16): `encode_base64`, `decode_base64`, their length
//! functions, and MIME::QuotedPrint's `encode_qp` and `decode_qp`, which the same shared
//! object defines. The XS part of the real MIME/Base64.pm, bound by its `XSLoader::load`
//! (xsload.rs); MIME/QuotedPrint.pm gets its two functions through `use MIME::Base64`.

use crate::core::xs::{self, die_msg, Info};
use camelift_abi::*;

/// Base64.xs's MAX_LINE: the length of an encoded line, without its eol.
const MAX_LINE: usize = 76;

const BASIS_64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// What a byte of encoded text is worth: its six bits, or one of these two.
const INVALID: u8 = 255;
const PAD: u8 = 254;

fn index_64(b: u8) -> u8 {
    match b {
        b'A'..=b'Z' => b - b'A',
        b'a'..=b'z' => b - b'a' + 26,
        b'0'..=b'9' => b - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        b'=' => PAD,
        _ => INVALID,
    }
}

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// The arguments, after xsubpp's count check (`Usage: MIME::Base64::encode_base64(sv,
/// ...)`): a call through `&` skips the prototype.
fn args_of(c: *mut Ctx, mark: usize, usage: &str, max: usize) -> xs::Popped {
    let args = xs::pop_items(c, mark);
    if args.is_empty() || args.len() > max {
        die_msg(c, format!("Usage: {usage}"));
    }
    args
}

/// SvPV: the string form, UTF-8 bytes as they are.
fn pv(c: *mut Ctx, p: *mut Sv) -> Vec<u8> {
    xs::to_bytes(c, p, &Info::simple("subroutine entry"), 0)
}

/// The bytes of the string to encode, after `sv_utf8_downgrade(sv, FALSE)`: characters
/// of a UTF-8 string as Latin-1 bytes, a character above 0xFF dies as perl's does. (The
/// XS upgrades the argument again afterwards, so it is left as it was.)
pub fn bytes_arg(c: *mut Ctx, p: *mut Sv) -> Vec<u8> {
    let bytes = pv(c, p);
    if !xs::is_utf8(p) {
        return bytes;
    }
    match xs::downgrade_utf8(&bytes) {
        Some(b) => b,
        None => die_msg(c, "Wide character in subroutine entry"),
    }
}

/// The eol argument: its bytes where it is given and defined, else "\n".
fn eol_arg(c: *mut Ctx, args: &[*mut Sv], i: usize) -> Vec<u8> {
    match args.get(i) {
        Some(&e) if !xs::is_undef(e) => pv(c, e),
        _ => b"\n".to_vec(),
    }
}

/// The length of the encoding of `len` bytes with eols of `eol_len` bytes: every line,
/// the last one too, ends with one.
fn encoded_len(len: usize, eol_len: usize) -> usize {
    let n = len.div_ceil(3) * 4;
    if n == 0 {
        return 0;
    }
    n + ((n - 1) / MAX_LINE + 1) * eol_len
}

/// Base64 of `src` in lines of MAX_LINE characters, each ended by `eol`; nothing at all
/// for no bytes.
pub fn encode(src: &[u8], eol: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(encoded_len(src.len(), eol.len()));
    for (i, chunk) in src.chunks(3).enumerate() {
        if i > 0 && i % (MAX_LINE / 4) == 0 {
            out.extend_from_slice(eol);
        }
        let c1 = chunk[0];
        let c2 = chunk.get(1).copied().unwrap_or(0);
        out.push(BASIS_64[usize::from(c1 >> 2)]);
        out.push(BASIS_64[usize::from((c1 & 0x3) << 4 | c2 >> 4)]);
        match chunk.get(2) {
            Some(&c3) => {
                out.push(BASIS_64[usize::from((c2 & 0xF) << 2 | c3 >> 6)]);
                out.push(BASIS_64[usize::from(c3 & 0x3F)]);
            }
            None if chunk.len() == 2 => {
                out.push(BASIS_64[usize::from((c2 & 0xF) << 2)]);
                out.push(b'=');
            }
            None => out.extend_from_slice(b"=="),
        }
    }
    if !src.is_empty() {
        out.extend_from_slice(eol);
    }
    out
}

/// The bytes of base64 text, as Base64.xs decodes it: bytes outside the alphabet are
/// skipped; groups of four values are decoded until one starts with padding or has
/// it inside; a short last group of two or three values counts as padded, one alone is
/// dropped.
pub fn decode(src: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(src.len() * 3 / 4);
    let mut vals = src.iter().map(|b| index_64(*b)).filter(|v| *v != INVALID);
    loop {
        let mut q = [PAD; 4];
        let mut n = 0;
        for v in vals.by_ref() {
            q[n] = v;
            n += 1;
            if n == 4 {
                break;
            }
        }
        if n < 2 {
            break;
        }
        // A short group at the end: its missing values are padding.
        if q[0] == PAD || q[1] == PAD {
            break;
        }
        out.push(q[0] << 2 | (q[1] & 0x30) >> 4);
        if q[2] == PAD {
            break;
        }
        out.push((q[1] & 0x0F) << 4 | (q[2] & 0x3C) >> 2);
        if q[3] == PAD {
            break;
        }
        out.push((q[2] & 0x03) << 6 | q[3]);
        if n < 4 {
            break;
        }
    }
    out
}

/// Base64.xs's `decoded_base64_length`: the values before the first `=`, less one per
/// started group.
fn decoded_len(src: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    for v in src.iter().map(|b| index_64(*b)) {
        if v == INVALID {
            continue;
        }
        if v == PAD {
            break;
        }
        if i > 0 {
            n += 1;
        }
        i = (i + 1) % 4;
    }
    n
}

/// `encode_base64($bytes [, $eol])`.
pub extern "C-unwind" fn encode_base64(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "MIME::Base64::encode_base64(sv, ...)", usize::MAX);
    let src = bytes_arg(c, args[0]);
    let eol = eol_arg(c, &args, 1);
    let r = xs::mortal_pv(c, &encode(&src, &eol));
    give(c, r, gimme)
}

/// `decode_base64($str)`: the string's bytes as they are stored (SvPV: a UTF-8 string's
/// encoding, whose non-ASCII bytes are outside the alphabet anyway).
pub extern "C-unwind" fn decode_base64(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "MIME::Base64::decode_base64(sv)", 1);
    let src = pv(c, args[0]);
    let r = xs::mortal_pv(c, &decode(&src));
    give(c, r, gimme)
}

/// `encoded_base64_length($bytes [, $eol])`.
pub extern "C-unwind" fn encoded_base64_length(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(
        c,
        mark,
        "MIME::Base64::encoded_base64_length(sv, ...)",
        usize::MAX,
    );
    // SvCUR of the argument: no uninitialized warning (perl's XS reads the length of
    // whatever buffer an undef has).
    let len = if xs::is_undef(args[0]) {
        0
    } else {
        bytes_arg(c, args[0]).len()
    };
    let eol_len = match args.get(1) {
        Some(&e) if !xs::is_undef(e) => xs::to_bytes_quiet(e).len(),
        _ => 1,
    };
    let r = xs::mortal_iv(c, encoded_len(len, eol_len) as i64);
    give(c, r, gimme)
}

/// `decoded_base64_length($str)`.
pub extern "C-unwind" fn decoded_base64_length(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "MIME::Base64::decoded_base64_length(sv)", 1);
    let src = pv(c, args[0]);
    let r = xs::mortal_iv(c, decoded_len(&src) as i64);
    give(c, r, gimme)
}

/// Printable ASCII other than `=`, and tab: what encode_qp copies as it is.
fn qp_plain(b: u8) -> bool {
    b == b'\t' || ((b' '..=b'~').contains(&b) && b != b'=')
}

/// Quoted-printable as Base64.xs's encode_qp makes it: plain runs copied, whitespace
/// before a newline or the end escaped, other bytes as `=XX`; with an eol, lines are
/// broken softly (`=` eol) to at most MAX_LINE characters and each newline of the text
/// (unless `binary`) is written as the eol; a last line without one gets a soft break.
pub fn encode_qp_bytes(src: &[u8], eol: &[u8], binary: bool) -> Vec<u8> {
    let end = src.len();
    let mut out: Vec<u8> = Vec::with_capacity(end + 1);
    let mut linelen = 0usize;
    let mut p = 0usize;
    loop {
        let mut p_beg = p;
        while p < end && qp_plain(src[p]) {
            p += 1;
        }
        if p == end || src[p] == b'\n' {
            // Whitespace at the end of a line is escaped.
            while p > p_beg && matches!(src[p - 1], b'\t' | b' ') {
                p -= 1;
            }
        }
        let mut p_len = p - p_beg;
        if p_len > 0 {
            if !eol.is_empty() {
                while p_len > MAX_LINE - 1 - linelen {
                    let len = MAX_LINE - 1 - linelen;
                    out.extend_from_slice(&src[p_beg..p_beg + len]);
                    p_beg += len;
                    p_len -= len;
                    out.push(b'=');
                    out.extend_from_slice(eol);
                    linelen = 0;
                }
            }
            if p_len > 0 {
                out.extend_from_slice(&src[p_beg..p_beg + p_len]);
                linelen += p_len;
            }
        }
        if p == end {
            break;
        } else if src[p] == b'\n' && !eol.is_empty() && !binary {
            let n = out.len();
            if linelen == 1 && n > eol.len() + 1 && out[n - eol.len() - 2] == b'=' {
                // A soft break just before the line's last character is useless: that
                // character takes the `=`'s place (and the newline the eol's).
                out[n - eol.len() - 2] = out[n - 1];
                out.truncate(n - 1);
            } else {
                out.extend_from_slice(eol);
            }
            p += 1;
            linelen = 0;
        } else {
            let keeps_line =
                linelen == MAX_LINE - 3 && p + 1 < end && src[p + 1] == b'\n' && !binary;
            if !eol.is_empty() && linelen > MAX_LINE - 4 && !keeps_line {
                out.push(b'=');
                out.extend_from_slice(eol);
                linelen = 0;
            }
            out.extend_from_slice(format!("={:02X}", src[p]).as_bytes());
            p += 1;
            linelen += 3;
        }
    }
    if !out.is_empty() && !eol.is_empty() && linelen > 0 {
        out.push(b'=');
        out.extend_from_slice(eol);
    }
    out
}

/// Quoted-printable text decoded as Base64.xs does: `=XX` (either case) is the byte,
/// `=` before optional whitespace and a newline (or CRLF) a soft break, a CR before a LF
/// dropped, whitespace before a newline dropped; anything else stays as it is.
pub fn decode_qp_bytes(src: &[u8]) -> Vec<u8> {
    let end = src.len();
    let mut out = Vec::with_capacity(end);
    let mut i = 0;
    // Where the run of blanks that the current byte ends started.
    let mut blanks: Option<usize> = None;
    while i < end {
        let b = src[i];
        if b == b' ' || b == b'\t' {
            blanks.get_or_insert(i);
            i += 1;
        } else if b == b'\r' && src.get(i + 1) == Some(&b'\n') {
            i += 1;
        } else if b == b'\n' {
            blanks = None;
            out.push(b);
            i += 1;
        } else {
            if let Some(w) = blanks.take() {
                out.extend_from_slice(&src[w..i]);
            }
            if b == b'=' {
                let hex = |k: usize| src.get(k).and_then(|d| (*d as char).to_digit(16));
                if let (true, Some(h), Some(l)) = (i + 2 < end, hex(i + 1), hex(i + 2)) {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                } else {
                    let mut q = i + 1;
                    while q < end && matches!(src[q], b' ' | b'\t') {
                        q += 1;
                    }
                    if q < end && src[q] == b'\n' {
                        i = q + 1;
                    } else if q + 1 < end && src[q] == b'\r' && src[q + 1] == b'\n' {
                        i = q + 2;
                    } else {
                        out.push(b);
                        i += 1;
                    }
                }
            } else {
                out.push(b);
                i += 1;
            }
        }
    }
    if let Some(w) = blanks {
        out.extend_from_slice(&src[w..i]);
    }
    out
}

/// `MIME::QuotedPrint::encode_qp($str [, $eol [, $binmode]])`.
pub extern "C-unwind" fn encode_qp(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "MIME::QuotedPrint::encode_qp(sv, ...)", usize::MAX);
    let src = bytes_arg(c, args[0]);
    let eol = eol_arg(c, &args, 1);
    let binary = args.get(2).is_some_and(|b| xs::truth(c, *b));
    let r = xs::mortal_pv(c, &encode_qp_bytes(&src, &eol, binary));
    give(c, r, gimme)
}

/// `MIME::QuotedPrint::decode_qp($str)`: SvPVbyte of the argument (a wide character
/// dies).
pub extern "C-unwind" fn decode_qp(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "MIME::QuotedPrint::decode_qp(sv)", 1);
    let src = bytes_arg(c, args[0]);
    let r = xs::mortal_pv(c, &decode_qp_bytes(&src));
    give(c, r, gimme)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trip() {
        assert_eq!(encode(b"", b"\n"), b"");
        assert_eq!(encode(b"a", b"\n"), b"YQ==\n");
        assert_eq!(encode(b"ab", b""), b"YWI=");
        assert_eq!(decode(b"YWJj"), b"abc");
        assert_eq!(decode(b"YW"), b"a");
        assert_eq!(decode(b"Y"), b"");
        assert_eq!(decode(b"YQ==YWI="), b"a");
        assert_eq!(decoded_len(b"YWJj=ZGVm"), 3);
        let long: Vec<u8> = (0..=255).collect();
        assert_eq!(decode(&encode(&long, b"\r\n")), long);
    }

    #[test]
    fn qp() {
        assert_eq!(encode_qp_bytes(b"a \n", b"\n", false), b"a=20\n");
        assert_eq!(encode_qp_bytes(b"x", b"\n", false), b"x=\n");
        assert_eq!(encode_qp_bytes(b"", b"\n", false), b"");
        assert_eq!(decode_qp_bytes(b"a=3D=\nb  \nc"), b"a=b\nc");
    }
}
