//! Byte-string search, shared by `index`, readline's separators and `split`.

/// The first position of `byte` in `hay`, by libc's vectorised memchr.
pub fn memchr(byte: u8, hay: &[u8]) -> Option<usize> {
    // SAFETY: memchr reads only `hay` and returns null or a pointer into it.
    let at = unsafe { libc::memchr(hay.as_ptr() as *const libc::c_void, byte as i32, hay.len()) };
    (!at.is_null()).then(|| at as usize - hay.as_ptr() as usize)
}

pub fn find_bytes(hay: &[u8], needle: &[u8], start: usize) -> Option<usize> {
    let Some((&first, rest)) = needle.split_first() else {
        return (start <= hay.len()).then_some(start);
    };
    let last_start = hay.len().checked_sub(needle.len())?;
    let mut i = start;
    while i <= last_start {
        // The next candidate by libc's vectorised memchr (glibc's memmem is a plain
        // byte loop), then the rest compared.
        i += memchr(first, &hay[i..=last_start])?;
        if hay[i + 1..i + needle.len()] == *rest {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The UTF-8 encoding of Latin-1 bytes (perl's `bytes_to_utf8`).
pub fn upgrade_latin1(b: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(b.len() * 2);
    for &x in b {
        if x < 0x80 {
            out.push(x);
        } else {
            out.push(0xC0 | x >> 6);
            out.push(0x80 | (x & 0x3F));
        }
    }
    out
}

/// The Latin-1 bytes of UTF-8 text whose characters are all below 0x100 (perl's
/// `bytes_from_utf8`); None when one is wider or the bytes are not such UTF-8.
pub fn downgrade_utf8(u: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(u.len());
    let mut i = 0;
    while i < u.len() {
        let b = u[i];
        if b < 0x80 {
            out.push(b);
            i += 1;
        } else if (b == 0xC2 || b == 0xC3) && u.get(i + 1).is_some_and(|n| n & 0xC0 == 0x80) {
            out.push((b & 0x03) << 6 | (u[i + 1] & 0x3F));
            i += 2;
        } else {
            return None;
        }
    }
    Some(out)
}

/// perl's string comparison (sv.c's `sv_cmp_flags`) of two strings given with their
/// UTF-8 flags: bytes compared as bytes when both flags agree; otherwise the byte string
/// is read as Latin-1 characters and compared with the UTF-8 one as if upgraded (UTF-8
/// byte order is code point order), without making the upgraded copy.
#[inline]
pub fn cmp_flagged(a: &[u8], a_utf8: bool, b: &[u8], b_utf8: bool) -> std::cmp::Ordering {
    if a_utf8 == b_utf8 {
        a.cmp(b)
    } else if a_utf8 {
        cmp_latin1_utf8(b, a).reverse()
    } else {
        cmp_latin1_utf8(a, b)
    }
}

/// Whether two flagged strings are equal as perl's `eq` sees them (sv.c's `sv_eq_flags`).
#[inline]
pub fn eq_flagged(a: &[u8], a_utf8: bool, b: &[u8], b_utf8: bool) -> bool {
    if a_utf8 == b_utf8 {
        a == b
    } else {
        cmp_flagged(a, a_utf8, b, b_utf8) == std::cmp::Ordering::Equal
    }
}

/// Latin-1 bytes `l` upgraded to UTF-8 compared byte by byte with `u`.
#[cold]
fn cmp_latin1_utf8(l: &[u8], u: &[u8]) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let mut j = 0;
    for &b in l {
        let enc = [0xC0 | (b >> 6), 0x80 | (b & 0x3F)];
        let e: &[u8] = if b < 0x80 {
            std::slice::from_ref(&b)
        } else {
            &enc
        };
        for &x in e {
            match u.get(j) {
                None => return Ordering::Greater,
                Some(&y) if y != x => return x.cmp(&y),
                Some(_) => j += 1,
            }
        }
    }
    if j < u.len() {
        Ordering::Less
    } else {
        Ordering::Equal
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Ordering::*;

    fn up(l: &[u8]) -> Vec<u8> {
        l.iter()
            .map(|b| *b as char)
            .collect::<String>()
            .into_bytes()
    }

    #[test]
    fn mixed_comparison_is_the_upgraded_comparison() {
        let samples: &[&[u8]] = &[
            b"",
            b"a",
            b"ab",
            b"\xe9",
            b"a\xe9",
            b"\xe9a",
            b"\xff",
            b"\x7f",
            b"\x80",
            b"\xc3",
            b"\xc3\xa9",
            b"zz\xe0",
        ];
        let wide: Vec<Vec<u8>> = samples
            .iter()
            .map(|s| up(s))
            .chain(["\u{100}", "\u{263a}x", "a\u{100}", "\u{ff}\u{100}"].map(|s| s.into()))
            .collect();
        for l in samples {
            for u in &wide {
                let want = up(l).as_slice().cmp(u.as_slice());
                assert_eq!(cmp_flagged(l, false, u, true), want);
                assert_eq!(cmp_flagged(u, true, l, false), want.reverse());
                assert_eq!(eq_flagged(l, false, u, true), want == Equal);
            }
        }
        assert_eq!(
            cmp_flagged(b"\xff", false, "\u{100}".as_bytes(), true),
            Less
        );
        // Two Latin-1 characters against one: "\xc3" < "\xe9".
        assert_eq!(
            cmp_flagged(b"\xc3\xa9", false, "\u{e9}".as_bytes(), true),
            Less
        );
    }
}
