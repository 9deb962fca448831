//! `\N{NAME}` as perl 5.36 resolves it at compile time (charnames with `:full` and
//! `:short`, which perl loads for a `\N{...}`): a Unicode name or alias, or a named
//! sequence, from the installed perl's own table (`unicore/Name.pl`, read once), or an
//! algorithmic name (`CJK UNIFIED IDEOGRAPH-4E00`, `HANGUL SYLLABLE GAG`). The program
//! gets the characters; the table is needed only where it is compiled.

use std::collections::HashMap;
use std::sync::OnceLock;

/// Where perl's Unicode tables are (the perl the program targets).
const NAME_TABLE: &str = "/usr/share/perl/5.36/unicore/Name.pl";

fn table() -> &'static HashMap<String, Vec<u32>> {
    static TABLE: OnceLock<HashMap<String, Vec<u32>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut map = HashMap::new();
        let Ok(text) = std::fs::read_to_string(NAME_TABLE) else {
            return map;
        };
        // `return <<'END';` then blocks of "CODES\nNAME\n" separated by blank lines.
        let body = text
            .split_once("<<'END';\n")
            .map(|(_, b)| b)
            .unwrap_or_default();
        let mut lines = body.lines();
        while let Some(codes) = lines.next() {
            if codes == "END" {
                break;
            }
            if codes.is_empty() {
                continue;
            }
            let Some(name) = lines.next() else { break };
            let cps: Option<Vec<u32>> = codes
                .split(' ')
                .map(|h| u32::from_str_radix(h, 16).ok())
                .collect();
            if let Some(cps) = cps {
                // The first entry of a name is its character (later ones are aliases of
                // other characters only by mistake of the reader).
                map.entry(name.to_string()).or_insert(cps);
            }
        }
        map
    })
}

/// The characters `\N{name}` stands for, or None for a name perl does not know
/// ("Unknown charname").
pub fn lookup(name: &str) -> Option<Vec<u32>> {
    let name = name.trim();
    if let Some(cps) = table().get(name) {
        return Some(cps.clone());
    }
    algorithmic(name).map(|c| vec![c])
}

/// The names Unicode makes by rule rather than listing.
fn algorithmic(name: &str) -> Option<u32> {
    const HEX_NAMED: &[(&str, &[(u32, u32)])] = &[
        (
            "CJK UNIFIED IDEOGRAPH-",
            &[
                (0x3400, 0x4DBF),
                (0x4E00, 0x9FFF),
                (0x20000, 0x2A6DF),
                (0x2A700, 0x2B738),
                (0x2B740, 0x2B81D),
                (0x2B820, 0x2CEA1),
                (0x2CEB0, 0x2EBE0),
                (0x30000, 0x3134A),
            ],
        ),
        (
            "CJK COMPATIBILITY IDEOGRAPH-",
            &[(0xF900, 0xFAFF), (0x2F800, 0x2FA1F)],
        ),
        (
            "TANGUT IDEOGRAPH-",
            &[(0x17000, 0x187F7), (0x18D00, 0x18D08)],
        ),
        ("KHITAN SMALL SCRIPT CHARACTER-", &[(0x18B00, 0x18CD5)]),
        ("NUSHU CHARACTER-", &[(0x1B170, 0x1B2FB)]),
    ];
    for (prefix, ranges) in HEX_NAMED {
        if let Some(hex) = name.strip_prefix(prefix) {
            if hex.len() < 4
                || !hex
                    .bytes()
                    .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_lowercase())
            {
                return None;
            }
            let c = u32::from_str_radix(hex, 16).ok()?;
            return ranges
                .iter()
                .any(|(lo, hi)| (*lo..=*hi).contains(&c))
                .then_some(c);
        }
    }
    let syllable = name.strip_prefix("HANGUL SYLLABLE ")?;
    hangul(syllable)
}

/// A Hangul syllable's code point from its jamo names (Unicode's algorithm).
fn hangul(s: &str) -> Option<u32> {
    const L: [&str; 19] = [
        "G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T",
        "P", "H",
    ];
    const V: [&str; 21] = [
        "A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO",
        "WE", "WI", "YU", "EU", "YI", "I",
    ];
    const T: [&str; 28] = [
        "", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH",
        "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H",
    ];
    for (l, ln) in L.iter().enumerate() {
        let Some(rest) = s.strip_prefix(ln) else {
            continue;
        };
        for (v, vn) in V.iter().enumerate() {
            let Some(rest) = rest.strip_prefix(vn) else {
                continue;
            };
            if let Some(t) = T.iter().position(|tn| *tn == rest) {
                return Some(0xAC00 + ((l * 21 + v) * 28 + t) as u32);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_perl_knows_them() {
        if !std::path::Path::new(NAME_TABLE).exists() {
            return;
        }
        assert_eq!(lookup("GREEK SMALL LETTER ALPHA"), Some(vec![0x3B1]));
        assert_eq!(lookup("NUL"), Some(vec![0]));
        assert_eq!(
            lookup("LATIN CAPITAL LETTER A WITH MACRON AND GRAVE"),
            Some(vec![0x100, 0x300])
        );
        assert_eq!(lookup("CJK UNIFIED IDEOGRAPH-4E00"), Some(vec![0x4E00]));
        assert_eq!(lookup("HANGUL SYLLABLE GAG"), Some(vec![0xAC01]));
        assert_eq!(lookup("HANGUL SYLLABLE A"), Some(vec![0xC544]));
        assert_eq!(lookup("FOO BAR"), None);
    }
}
