//! perl's always-present `utf8::` functions (universal.c's XS_utf8_*): they look at or
//! change how a scalar stores its string — bytes, or characters as UTF-8 with the
//! `SVF_UTF8` flag — in place.

use crate::core::xs::{self, die_msg, sv, Info};
use camelift_abi::*;

/// `utf8::NAME(ARGS)`.
pub fn call(c: *mut Ctx, f: Builtin, args: &[*mut Sv], info: &Info) -> *mut Sv {
    let (name, max) = match f {
        Builtin::Utf8IsUtf8 => ("is_utf8(sv)", 1),
        Builtin::Utf8Upgrade => ("upgrade(sv)", 1),
        Builtin::Utf8Downgrade => ("downgrade(sv, failok=0)", 2),
        Builtin::Utf8Encode => ("encode(sv)", 1),
        Builtin::Utf8Decode => ("decode(sv)", 1),
        _ => ("valid(sv)", 1),
    };
    let Some(&p) = args.first().filter(|_| args.len() <= max) else {
        die_msg(c, format!("Usage: utf8::{name}"));
    };
    // SAFETY: `p` is a live head held by its container or the stack for this call.
    let chars = unsafe { sv(p) }.flags & SVF_UTF8 != 0;
    match f {
        Builtin::Utf8IsUtf8 => xs::bool_sv(c, chars),
        Builtin::Utf8Valid => xs::bool_sv(c, !chars || decode(&xs::to_bytes_quiet(p)).is_some()),
        Builtin::Utf8Upgrade => {
            if xs::is_undef(p) {
                return xs::mortal_iv(c, 0);
            }
            let bytes = xs::to_bytes(c, p, info, 0);
            if chars {
                return xs::mortal_iv(c, bytes.len() as i64);
            }
            let up = xs::upgrade_latin1(&bytes);
            let _w = xs::check_writable(c, p);
            xs::set_str(p, &up, true);
            xs::mortal_iv(c, up.len() as i64)
        }
        Builtin::Utf8Downgrade => {
            if !chars {
                return xs::yes(c);
            }
            let fail_ok = args.get(1).is_some_and(|a| xs::truth(c, *a));
            let text = xs::to_bytes_quiet(p);
            match decode(&text).and_then(|cps| latin1(&cps)) {
                Some(bytes) => {
                    let _w = xs::check_writable(c, p);
                    xs::set_str(p, &bytes, false);
                    xs::yes(c)
                }
                None if fail_ok => xs::no(c),
                None => die_msg(c, "Wide character in subroutine entry"),
            }
        }
        Builtin::Utf8Encode => {
            let bytes = xs::to_bytes(c, p, info, 0);
            let encoded = if chars {
                bytes
            } else {
                xs::upgrade_latin1(&bytes)
            };
            let _w = xs::check_writable(c, p);
            xs::set_str(p, &encoded, false);
            xs::undef(c)
        }
        _ => {
            // decode: a character string must first fit in bytes, then the bytes must be
            // well-formed UTF-8; only a string with non-ASCII bytes becomes characters.
            if xs::is_undef(p) {
                return xs::no(c);
            }
            let mut bytes = xs::to_bytes(c, p, info, 0);
            if chars {
                match decode(&bytes).and_then(|cps| latin1(&cps)) {
                    Some(b) => bytes = b,
                    None => return xs::no(c),
                }
            }
            if decode(&bytes).is_none() {
                return xs::no(c);
            }
            let utf8 = !bytes.is_ascii();
            if utf8 || chars {
                let _w = xs::check_writable(c, p);
                xs::set_str(p, &bytes, utf8);
            }
            xs::yes(c)
        }
    }
}

/// The code points of perl's (extended) UTF-8, or None when it is malformed: surrogates
/// and code points above Unicode are allowed as perl allows them; overlong forms and
/// truncated sequences are not.
fn decode(b: &[u8]) -> Option<Vec<u64>> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let lead = b[i];
        let (len, init, min) = match lead {
            0x00..=0x7f => (1, u64::from(lead), 0),
            0xc2..=0xdf => (2, u64::from(lead & 0x1f), 0x80),
            0xe0..=0xef => (3, u64::from(lead & 0x0f), 0x800),
            0xf0..=0xf7 => (4, u64::from(lead & 0x07), 0x1_0000),
            0xf8..=0xfb => (5, u64::from(lead & 0x03), 0x20_0000),
            0xfc..=0xfd => (6, u64::from(lead & 0x01), 0x400_0000),
            _ => return None,
        };
        let tail = b.get(i + 1..i + len)?;
        let mut cp = init;
        for t in tail {
            if t & 0xc0 != 0x80 {
                return None;
            }
            cp = (cp << 6) | u64::from(t & 0x3f);
        }
        if cp < min {
            return None;
        }
        out.push(cp);
        i += len;
    }
    Some(out)
}

/// The code points as Latin-1 bytes, or None when one is above 0xFF.
fn latin1(cps: &[u64]) -> Option<Vec<u8>> {
    cps.iter().map(|&cp| u8::try_from(cp).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_perl_utf8() {
        assert_eq!(decode("é☺".as_bytes()), Some(vec![0xe9, 0x263a]));
        // A surrogate is well-formed for perl.
        assert_eq!(decode(&[0xed, 0xa0, 0x80]), Some(vec![0xd800]));
        // Overlong, truncated and stray continuation bytes are not.
        assert_eq!(decode(&[0xc0, 0xaf]), None);
        assert_eq!(decode(&[0xe2, 0x98]), None);
        assert_eq!(decode(&[0x80]), None);
    }
}
