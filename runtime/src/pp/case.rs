//! Case mapping for `uc`, `lc`, `ucfirst` and `lcfirst` (and `\U`, `\L`, `\u`, `\l`), as
//! perl 5.36 does it (pp.c's pp_uc/pp_lc/pp_ucfirst, utf8.c's `_to_utf8_*_flags`):
//!
//! - A character string (SvUTF8) is mapped by Unicode's full case mappings, character by
//!   character (`ß` upper-cases to `SS`, `İ` lower-cases to `i` + U+0307; `lc` does no
//!   final-sigma context). `ucfirst` uses the titlecase mapping (`ǆ` gives `ǅ`, `ß` gives
//!   `Ss`). The result is a character string.
//! - A byte string is mapped by ASCII's rules only, unless `use feature
//!   'unicode_strings'` (or `use v5.12` and later) is in effect where the op was compiled:
//!   then its bytes are Latin-1 characters mapped by Unicode's rules, and the result is a
//!   character string only when a character left Latin-1 (`uc "\xff"` is U+0178, `uc
//!   "\xb5"` is U+039C; `uc "\xdf"` is the bytes "SS").
//! - Bytes that are not well-formed UTF-8, surrogates and code points above U+10FFFF in a
//!   character string have no case and are copied as they are.
//!
//! The mappings are Rust's (`char::to_uppercase`/`to_lowercase`, of the toolchain's
//! Unicode version) corrected to perl 5.36's Unicode 14.0: `UNMAPPED` lists the
//! characters whose mappings came in later Unicode versions (perl leaves them as they
//! are), `TITLE` every character whose titlecase is not its uppercase. The unit test
//! checks every code point against perl, so a toolchain with a newer Unicode shows
//! there which entries to add.

/// Which mapping.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Case {
    /// `uc`.
    Upper,
    /// `lc`.
    Lower,
    /// `ucfirst`: the first character's titlecase.
    TitleFirst,
    /// `lcfirst`: the first character's lowercase.
    LowerFirst,
}

impl Case {
    fn first_only(self) -> bool {
        matches!(self, Case::TitleFirst | Case::LowerFirst)
    }
}

/// Appends the mapping of character `ch` (`Upper`, `Lower` or a first character's
/// `TitleFirst`/`LowerFirst`) to `out` as code points.
fn map_char(ch: char, case: Case, out: &mut impl FnMut(char)) {
    let cp = ch as u32;
    if cp >= 0x80 && UNMAPPED.binary_search(&cp).is_ok() {
        out(ch);
        return;
    }
    match case {
        Case::Upper => ch.to_uppercase().for_each(out),
        Case::Lower | Case::LowerFirst => ch.to_lowercase().for_each(out),
        Case::TitleFirst => match TITLE.binary_search_by_key(&cp, |e| e.0) {
            Ok(i) => TITLE[i]
                .1
                .iter()
                .take_while(|&&t| t != 0)
                .filter_map(|&t| char::from_u32(t))
                .for_each(out),
            Err(_) => ch.to_uppercase().for_each(out),
        },
    }
}

/// The mapping of a character string (UTF-8 bytes); the result is UTF-8 too.
pub fn map_utf8(s: &[u8], case: Case) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() + s.len() / 8 + 4);
    let mut rest = s;
    let mut first = true;
    while let Some(&b) = rest.first() {
        if !first && case.first_only() {
            out.extend_from_slice(rest);
            break;
        }
        first = false;
        if b < 0x80 {
            // ASCII: its own mapping.
            out.push(match case {
                Case::Upper | Case::TitleFirst => b.to_ascii_uppercase(),
                Case::Lower | Case::LowerFirst => b.to_ascii_lowercase(),
            });
            rest = &rest[1..];
            continue;
        }
        // One character, or the bytes that are not one (copied).
        let (ch, len) = next_char(rest);
        match ch {
            Some(ch) => {
                let mut buf = [0u8; 4];
                map_char(ch, case, &mut |m: char| {
                    out.extend_from_slice(m.encode_utf8(&mut buf).as_bytes())
                });
            }
            None => out.extend_from_slice(&rest[..len]),
        }
        rest = &rest[len..];
    }
    out
}

/// The character at the start of `s` (not empty, starting with a non-ASCII byte) and its
/// length in bytes; None for bytes that are not a well-formed UTF-8 character (their
/// count: the part std rejects as one unit, at least 1).
fn next_char(s: &[u8]) -> (Option<char>, usize) {
    let want = match s[0] {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return (None, 1),
    };
    let Some(head) = s.get(..want) else {
        return (None, 1);
    };
    match std::str::from_utf8(head) {
        Ok(t) => (t.chars().next(), want),
        Err(e) => (None, e.error_len().unwrap_or(1).max(1)),
    }
}

/// The mapping of a byte string: by ASCII's rules, or with `unicode` (the
/// `unicode_strings` feature) by Unicode's rules for Latin-1 characters. Returns the
/// result and whether it is a character string (some character left Latin-1).
pub fn map_bytes(s: &[u8], case: Case, unicode: bool) -> (Vec<u8>, bool) {
    let mut out = s.to_vec();
    if !unicode || s.is_ascii() {
        match case {
            Case::Upper => out.make_ascii_uppercase(),
            Case::Lower => out.make_ascii_lowercase(),
            Case::TitleFirst => {
                if let Some(x) = out.first_mut() {
                    x.make_ascii_uppercase();
                }
            }
            Case::LowerFirst => {
                if let Some(x) = out.first_mut() {
                    x.make_ascii_lowercase();
                }
            }
        }
        return (out, false);
    }
    let n = if case.first_only() {
        s.len().min(1)
    } else {
        s.len()
    };
    let mut chars: Vec<char> = Vec::with_capacity(s.len() + 2);
    for &b in &s[..n] {
        map_char(b as char, case, &mut |m: char| chars.push(m));
    }
    chars.extend(s[n..].iter().map(|&b| b as char));
    if chars.iter().all(|&ch| (ch as u32) < 0x100) {
        return (chars.iter().map(|&ch| ch as u8).collect(), false);
    }
    let text: String = chars.into_iter().collect();
    (text.into_bytes(), true)
}

static UNMAPPED: [u32; 110] = [
    0x019B, 0x0264, 0x1C89, 0x1C8A, 0xA7CB, 0xA7CC, 0xA7CD, 0xA7CE, 0xA7CF, 0xA7D2, 0xA7D3, 0xA7D4,
    0xA7D5, 0xA7DA, 0xA7DB, 0xA7DC, 0x10D50, 0x10D51, 0x10D52, 0x10D53, 0x10D54, 0x10D55, 0x10D56,
    0x10D57, 0x10D58, 0x10D59, 0x10D5A, 0x10D5B, 0x10D5C, 0x10D5D, 0x10D5E, 0x10D5F, 0x10D60,
    0x10D61, 0x10D62, 0x10D63, 0x10D64, 0x10D65, 0x10D70, 0x10D71, 0x10D72, 0x10D73, 0x10D74,
    0x10D75, 0x10D76, 0x10D77, 0x10D78, 0x10D79, 0x10D7A, 0x10D7B, 0x10D7C, 0x10D7D, 0x10D7E,
    0x10D7F, 0x10D80, 0x10D81, 0x10D82, 0x10D83, 0x10D84, 0x10D85, 0x16EA0, 0x16EA1, 0x16EA2,
    0x16EA3, 0x16EA4, 0x16EA5, 0x16EA6, 0x16EA7, 0x16EA8, 0x16EA9, 0x16EAA, 0x16EAB, 0x16EAC,
    0x16EAD, 0x16EAE, 0x16EAF, 0x16EB0, 0x16EB1, 0x16EB2, 0x16EB3, 0x16EB4, 0x16EB5, 0x16EB6,
    0x16EB7, 0x16EB8, 0x16EBB, 0x16EBC, 0x16EBD, 0x16EBE, 0x16EBF, 0x16EC0, 0x16EC1, 0x16EC2,
    0x16EC3, 0x16EC4, 0x16EC5, 0x16EC6, 0x16EC7, 0x16EC8, 0x16EC9, 0x16ECA, 0x16ECB, 0x16ECC,
    0x16ECD, 0x16ECE, 0x16ECF, 0x16ED0, 0x16ED1, 0x16ED2, 0x16ED3,
];
static TITLE: [(u32, [u32; 3]); 135] = [
    (0x00DF, [0x0053, 0x0073, 0x0000]),
    (0x01C4, [0x01C5, 0x0000, 0x0000]),
    (0x01C5, [0x01C5, 0x0000, 0x0000]),
    (0x01C6, [0x01C5, 0x0000, 0x0000]),
    (0x01C7, [0x01C8, 0x0000, 0x0000]),
    (0x01C8, [0x01C8, 0x0000, 0x0000]),
    (0x01C9, [0x01C8, 0x0000, 0x0000]),
    (0x01CA, [0x01CB, 0x0000, 0x0000]),
    (0x01CB, [0x01CB, 0x0000, 0x0000]),
    (0x01CC, [0x01CB, 0x0000, 0x0000]),
    (0x01F1, [0x01F2, 0x0000, 0x0000]),
    (0x01F2, [0x01F2, 0x0000, 0x0000]),
    (0x01F3, [0x01F2, 0x0000, 0x0000]),
    (0x0587, [0x0535, 0x0582, 0x0000]),
    (0x10D0, [0x10D0, 0x0000, 0x0000]),
    (0x10D1, [0x10D1, 0x0000, 0x0000]),
    (0x10D2, [0x10D2, 0x0000, 0x0000]),
    (0x10D3, [0x10D3, 0x0000, 0x0000]),
    (0x10D4, [0x10D4, 0x0000, 0x0000]),
    (0x10D5, [0x10D5, 0x0000, 0x0000]),
    (0x10D6, [0x10D6, 0x0000, 0x0000]),
    (0x10D7, [0x10D7, 0x0000, 0x0000]),
    (0x10D8, [0x10D8, 0x0000, 0x0000]),
    (0x10D9, [0x10D9, 0x0000, 0x0000]),
    (0x10DA, [0x10DA, 0x0000, 0x0000]),
    (0x10DB, [0x10DB, 0x0000, 0x0000]),
    (0x10DC, [0x10DC, 0x0000, 0x0000]),
    (0x10DD, [0x10DD, 0x0000, 0x0000]),
    (0x10DE, [0x10DE, 0x0000, 0x0000]),
    (0x10DF, [0x10DF, 0x0000, 0x0000]),
    (0x10E0, [0x10E0, 0x0000, 0x0000]),
    (0x10E1, [0x10E1, 0x0000, 0x0000]),
    (0x10E2, [0x10E2, 0x0000, 0x0000]),
    (0x10E3, [0x10E3, 0x0000, 0x0000]),
    (0x10E4, [0x10E4, 0x0000, 0x0000]),
    (0x10E5, [0x10E5, 0x0000, 0x0000]),
    (0x10E6, [0x10E6, 0x0000, 0x0000]),
    (0x10E7, [0x10E7, 0x0000, 0x0000]),
    (0x10E8, [0x10E8, 0x0000, 0x0000]),
    (0x10E9, [0x10E9, 0x0000, 0x0000]),
    (0x10EA, [0x10EA, 0x0000, 0x0000]),
    (0x10EB, [0x10EB, 0x0000, 0x0000]),
    (0x10EC, [0x10EC, 0x0000, 0x0000]),
    (0x10ED, [0x10ED, 0x0000, 0x0000]),
    (0x10EE, [0x10EE, 0x0000, 0x0000]),
    (0x10EF, [0x10EF, 0x0000, 0x0000]),
    (0x10F0, [0x10F0, 0x0000, 0x0000]),
    (0x10F1, [0x10F1, 0x0000, 0x0000]),
    (0x10F2, [0x10F2, 0x0000, 0x0000]),
    (0x10F3, [0x10F3, 0x0000, 0x0000]),
    (0x10F4, [0x10F4, 0x0000, 0x0000]),
    (0x10F5, [0x10F5, 0x0000, 0x0000]),
    (0x10F6, [0x10F6, 0x0000, 0x0000]),
    (0x10F7, [0x10F7, 0x0000, 0x0000]),
    (0x10F8, [0x10F8, 0x0000, 0x0000]),
    (0x10F9, [0x10F9, 0x0000, 0x0000]),
    (0x10FA, [0x10FA, 0x0000, 0x0000]),
    (0x10FD, [0x10FD, 0x0000, 0x0000]),
    (0x10FE, [0x10FE, 0x0000, 0x0000]),
    (0x10FF, [0x10FF, 0x0000, 0x0000]),
    (0x1F80, [0x1F88, 0x0000, 0x0000]),
    (0x1F81, [0x1F89, 0x0000, 0x0000]),
    (0x1F82, [0x1F8A, 0x0000, 0x0000]),
    (0x1F83, [0x1F8B, 0x0000, 0x0000]),
    (0x1F84, [0x1F8C, 0x0000, 0x0000]),
    (0x1F85, [0x1F8D, 0x0000, 0x0000]),
    (0x1F86, [0x1F8E, 0x0000, 0x0000]),
    (0x1F87, [0x1F8F, 0x0000, 0x0000]),
    (0x1F88, [0x1F88, 0x0000, 0x0000]),
    (0x1F89, [0x1F89, 0x0000, 0x0000]),
    (0x1F8A, [0x1F8A, 0x0000, 0x0000]),
    (0x1F8B, [0x1F8B, 0x0000, 0x0000]),
    (0x1F8C, [0x1F8C, 0x0000, 0x0000]),
    (0x1F8D, [0x1F8D, 0x0000, 0x0000]),
    (0x1F8E, [0x1F8E, 0x0000, 0x0000]),
    (0x1F8F, [0x1F8F, 0x0000, 0x0000]),
    (0x1F90, [0x1F98, 0x0000, 0x0000]),
    (0x1F91, [0x1F99, 0x0000, 0x0000]),
    (0x1F92, [0x1F9A, 0x0000, 0x0000]),
    (0x1F93, [0x1F9B, 0x0000, 0x0000]),
    (0x1F94, [0x1F9C, 0x0000, 0x0000]),
    (0x1F95, [0x1F9D, 0x0000, 0x0000]),
    (0x1F96, [0x1F9E, 0x0000, 0x0000]),
    (0x1F97, [0x1F9F, 0x0000, 0x0000]),
    (0x1F98, [0x1F98, 0x0000, 0x0000]),
    (0x1F99, [0x1F99, 0x0000, 0x0000]),
    (0x1F9A, [0x1F9A, 0x0000, 0x0000]),
    (0x1F9B, [0x1F9B, 0x0000, 0x0000]),
    (0x1F9C, [0x1F9C, 0x0000, 0x0000]),
    (0x1F9D, [0x1F9D, 0x0000, 0x0000]),
    (0x1F9E, [0x1F9E, 0x0000, 0x0000]),
    (0x1F9F, [0x1F9F, 0x0000, 0x0000]),
    (0x1FA0, [0x1FA8, 0x0000, 0x0000]),
    (0x1FA1, [0x1FA9, 0x0000, 0x0000]),
    (0x1FA2, [0x1FAA, 0x0000, 0x0000]),
    (0x1FA3, [0x1FAB, 0x0000, 0x0000]),
    (0x1FA4, [0x1FAC, 0x0000, 0x0000]),
    (0x1FA5, [0x1FAD, 0x0000, 0x0000]),
    (0x1FA6, [0x1FAE, 0x0000, 0x0000]),
    (0x1FA7, [0x1FAF, 0x0000, 0x0000]),
    (0x1FA8, [0x1FA8, 0x0000, 0x0000]),
    (0x1FA9, [0x1FA9, 0x0000, 0x0000]),
    (0x1FAA, [0x1FAA, 0x0000, 0x0000]),
    (0x1FAB, [0x1FAB, 0x0000, 0x0000]),
    (0x1FAC, [0x1FAC, 0x0000, 0x0000]),
    (0x1FAD, [0x1FAD, 0x0000, 0x0000]),
    (0x1FAE, [0x1FAE, 0x0000, 0x0000]),
    (0x1FAF, [0x1FAF, 0x0000, 0x0000]),
    (0x1FB2, [0x1FBA, 0x0345, 0x0000]),
    (0x1FB3, [0x1FBC, 0x0000, 0x0000]),
    (0x1FB4, [0x0386, 0x0345, 0x0000]),
    (0x1FB7, [0x0391, 0x0342, 0x0345]),
    (0x1FBC, [0x1FBC, 0x0000, 0x0000]),
    (0x1FC2, [0x1FCA, 0x0345, 0x0000]),
    (0x1FC3, [0x1FCC, 0x0000, 0x0000]),
    (0x1FC4, [0x0389, 0x0345, 0x0000]),
    (0x1FC7, [0x0397, 0x0342, 0x0345]),
    (0x1FCC, [0x1FCC, 0x0000, 0x0000]),
    (0x1FF2, [0x1FFA, 0x0345, 0x0000]),
    (0x1FF3, [0x1FFC, 0x0000, 0x0000]),
    (0x1FF4, [0x038F, 0x0345, 0x0000]),
    (0x1FF7, [0x03A9, 0x0342, 0x0345]),
    (0x1FFC, [0x1FFC, 0x0000, 0x0000]),
    (0xFB00, [0x0046, 0x0066, 0x0000]),
    (0xFB01, [0x0046, 0x0069, 0x0000]),
    (0xFB02, [0x0046, 0x006C, 0x0000]),
    (0xFB03, [0x0046, 0x0066, 0x0069]),
    (0xFB04, [0x0046, 0x0066, 0x006C]),
    (0xFB05, [0x0053, 0x0074, 0x0000]),
    (0xFB06, [0x0053, 0x0074, 0x0000]),
    (0xFB13, [0x0544, 0x0576, 0x0000]),
    (0xFB14, [0x0544, 0x0565, 0x0000]),
    (0xFB15, [0x0544, 0x056B, 0x0000]),
    (0xFB16, [0x054E, 0x0576, 0x0000]),
    (0xFB17, [0x0544, 0x056D, 0x0000]),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::num::oracle::run_perl;

    fn hex(b: &[u8], utf8: bool) -> String {
        let cps: Vec<u32> = if utf8 {
            String::from_utf8_lossy(b)
                .chars()
                .map(|c| c as u32)
                .collect()
        } else {
            b.iter().map(|&x| x as u32).collect()
        };
        cps.iter()
            .map(|c| format!("{c:X}"))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Every code point's uc, lc, ucfirst and lcfirst (as a one-character string) against
    /// perl's: the lines perl prints for the characters that have some mapping.
    #[test]
    fn every_character_maps_as_in_perl() {
        const PERL: &str = r#"
no warnings;
for my $cp (0 .. 0x10FFFF) {
    next if $cp >= 0xD800 && $cp <= 0xDFFF;
    my $c = chr($cp); utf8::upgrade($c);
    my @m = (uc $c, lc $c, ucfirst $c, lcfirst $c);
    next unless grep { $_ ne $c } @m;
    print join(" ", sprintf("%X", $cp), map { join(",", map { sprintf "%X", ord } split //, $_) } @m), "
";
}
"#;
        let perl = run_perl(PERL, "");
        let mut mine = Vec::new();
        for cp in 0..=0x10FFFFu32 {
            let Some(ch) = char::from_u32(cp) else {
                continue;
            };
            let mut buf = [0u8; 4];
            let s = ch.encode_utf8(&mut buf).as_bytes();
            let m: Vec<String> = [Case::Upper, Case::Lower, Case::TitleFirst, Case::LowerFirst]
                .iter()
                .map(|&k| hex(&map_utf8(s, k), true))
                .collect();
            if m.iter().any(|x| *x != format!("{cp:X}")) {
                mine.push(format!("{cp:X} {}", m.join(" ")));
            }
        }
        let mut diffs = Vec::new();
        let (mut i, mut j) = (0, 0);
        while (i < perl.len() || j < mine.len()) && diffs.len() < 20 {
            match (perl.get(i), mine.get(j)) {
                (Some(p), Some(m)) if p == m => {
                    i += 1;
                    j += 1;
                }
                (p, m) => {
                    diffs.push(format!("perl {p:?} ours {m:?}"));
                    i += 1;
                    j += 1;
                }
            }
        }
        assert!(
            diffs.is_empty(),
            "case mappings differ from perl's:\n{}",
            diffs.join("\n")
        );
        assert!(perl.len() > 2800);
    }

    #[test]
    fn strings_and_bytes() {
        assert_eq!(map_utf8("stra\u{df}e".as_bytes(), Case::Upper), b"STRASSE");
        assert_eq!(
            map_utf8("\u{df}x\u{100}".as_bytes(), Case::TitleFirst),
            "Ssx\u{100}".as_bytes()
        );
        assert_eq!(
            map_utf8("\u{1c6}a".as_bytes(), Case::TitleFirst),
            "\u{1c5}a".as_bytes()
        );
        assert_eq!(
            map_utf8("\u{c9}COLE".as_bytes(), Case::LowerFirst),
            "\u{e9}COLE".as_bytes()
        );
        // Not UTF-8, a surrogate, beyond U+10FFFF: copied.
        let odd = b"a\xff\xed\xa0\x80\xf4\x90\x80\x80\xc3";
        assert_eq!(
            map_utf8(odd, Case::Upper),
            b"A\xff\xed\xa0\x80\xf4\x90\x80\x80\xc3"
        );
        assert_eq!(
            map_bytes(b"\xe9t\xe9", Case::Upper, false),
            (b"\xe9T\xe9".to_vec(), false)
        );
        assert_eq!(
            map_bytes(b"\xe9t\xe9", Case::Upper, true),
            (b"\xc9T\xc9".to_vec(), false)
        );
        assert_eq!(
            map_bytes(b"\xdf", Case::Upper, true),
            (b"SS".to_vec(), false)
        );
        assert_eq!(
            map_bytes(b"\xdf", Case::TitleFirst, true),
            (b"Ss".to_vec(), false)
        );
        let (y, wide) = map_bytes(b"a\xff", Case::Upper, true);
        assert_eq!((hex(&y, wide).as_str(), wide), ("41,178", true));
        assert_eq!(
            map_bytes(b"\xc0\xc0", Case::LowerFirst, true),
            (b"\xe0\xc0".to_vec(), false)
        );
    }
}
