//! perl's internal UTF-8 (utf8.c): the encoding of a character string's code points,
//! which goes past Unicode's: surrogates are encoded like any code point, and code points
//! above 0x10FFFF (up to 2**36 - 1 here) take perl's extended 4- to 7-byte forms, so
//! `ord chr 0x110000` is 0x110000 as in perl.

/// Appends the encoding of `cp`.
pub fn encode_into(cp: u64, out: &mut Vec<u8>) {
    let cont = |shift: u32| 0x80 | ((cp >> shift) & 0x3F) as u8;
    match cp {
        0..=0x7F => out.push(cp as u8),
        0x80..=0x7FF => out.extend_from_slice(&[0xC0 | (cp >> 6) as u8, cont(0)]),
        0x800..=0xFFFF => out.extend_from_slice(&[0xE0 | (cp >> 12) as u8, cont(6), cont(0)]),
        0x1_0000..=0x1F_FFFF => {
            out.extend_from_slice(&[0xF0 | (cp >> 18) as u8, cont(12), cont(6), cont(0)])
        }
        0x20_0000..=0x3FF_FFFF => out.extend_from_slice(&[
            0xF8 | (cp >> 24) as u8,
            cont(18),
            cont(12),
            cont(6),
            cont(0),
        ]),
        0x400_0000..=0x7FFF_FFFF => out.extend_from_slice(&[
            0xFC | (cp >> 30) as u8,
            cont(24),
            cont(18),
            cont(12),
            cont(6),
            cont(0),
        ]),
        _ => out.extend_from_slice(&[
            0xFE,
            cont(30),
            cont(24),
            cont(18),
            cont(12),
            cont(6),
            cont(0),
        ]),
    }
}

/// The code points of `bytes`. A malformed sequence (a stray continuation byte, a lead
/// byte without its continuations) gives U+FFFD for its first byte, as the REPLACEMENT
/// CHARACTER perl's lax decoding substitutes.
pub fn decode(bytes: &[u8]) -> Vec<u32> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let (len, init) = match b {
            0x00..=0x7F => (1, b as u64),
            0xC0..=0xDF => (2, (b & 0x1F) as u64),
            0xE0..=0xEF => (3, (b & 0x0F) as u64),
            0xF0..=0xF7 => (4, (b & 0x07) as u64),
            0xF8..=0xFB => (5, (b & 0x03) as u64),
            0xFC..=0xFD => (6, (b & 0x01) as u64),
            0xFE => (7, 0),
            _ => (0, 0),
        };
        let whole = len > 0
            && bytes
                .get(i + 1..i + len)
                .is_some_and(|c| c.iter().all(|x| x & 0xC0 == 0x80));
        if !whole {
            out.push(0xFFFD);
            i += 1;
            continue;
        }
        let mut cp = init;
        for x in &bytes[i + 1..i + len] {
            cp = (cp << 6) | (x & 0x3F) as u64;
        }
        out.push(u32::try_from(cp).unwrap_or(0xFFFD));
        i += len;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_past_unicode() {
        for cp in [
            0u64,
            0x7F,
            0x80,
            0x7FF,
            0x800,
            0xD800,
            0xFFFF,
            0x10FFFF,
            0x110000,
            0x1FFFFF,
            0x200000,
            0x7FFFFFFF,
            0xFFFF_FFFF,
        ] {
            let mut b = vec![];
            encode_into(cp, &mut b);
            assert_eq!(decode(&b), vec![cp as u32], "{cp:#x}");
            if cp <= 0x10FFFF && !(0xD800..=0xDFFF).contains(&cp) {
                let ch = char::from_u32(cp as u32).unwrap();
                assert_eq!(b, ch.to_string().into_bytes());
            }
        }
        assert_eq!(decode(b"\x80a\xc3"), vec![0xFFFD, 'a' as u32, 0xFFFD]);
    }
}
