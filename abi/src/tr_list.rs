//! The lists of `tr///` as perl's lexer reads them (`scan_str` + `scan_const`): escapes,
//! the delimiter escaped, and ranges. The runtime builds its table from them; the compiler
//! compares their lengths for perl's "Replacement list is longer than search list".

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// One element of a parsed list: an inclusive range of code points (a single
/// character is `lo == hi`).
pub type Item = (u64, u64);

/// The largest code point perl accepts (`IV_MAX`).
const MAX_LEGAL_CP: u64 = i64::MAX as u64;

/// How many characters a parsed list holds.
pub fn list_len(items: &[Item]) -> u64 {
    items
        .iter()
        .map(|&(lo, hi)| hi.saturating_sub(lo).saturating_add(1))
        .fold(0, u64::saturating_add)
}

/// The opening bracket matching a closing delimiter, if it is one.
pub fn opening_of(close: u8) -> Option<u8> {
    match close {
        b')' => Some(b'('),
        b']' => Some(b'['),
        b'}' => Some(b'{'),
        b'>' => Some(b'<'),
        _ => None,
    }
}

/// Perl's `scan_str`: a backslash before the delimiter (or either bracket)
/// is dropped; every other backslash pair is copied through untouched.
fn unescape_delims(raw: &[u8], close: u8) -> Vec<u8> {
    if close == b'\\' {
        return raw.to_vec();
    }
    let open = opening_of(close).unwrap_or(close);
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let c = raw[i];
        if c == b'\\' && i + 1 < raw.len() {
            let n = raw[i + 1];
            if n != close && n != open {
                out.push(c);
            }
            out.push(n);
            i += 2;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Parses one list (its raw text, up to the closing delimiter `close`) into ranges;
/// Err is perl's message for a malformed list.
pub fn parse_list(raw: &[u8], close: u8) -> Result<Vec<Item>, String> {
    let s = unescape_delims(raw, close);
    if close == b'\'' {
        // Perl's `tokeq`: only `\\` means something.
        let mut items = Vec::with_capacity(s.len());
        let mut i = 0;
        while i < s.len() {
            if s[i] == b'\\' && i + 1 < s.len() && s[i + 1] == b'\\' {
                i += 1;
            }
            items.push((u64::from(s[i]), u64::from(s[i])));
            i += 1;
        }
        return Ok(items);
    }
    let mut items: Vec<Item> = Vec::new();
    let mut didrange = false;
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'-' && i != 0 && i + 1 < s.len() {
            if didrange {
                return Err("Ambiguous range in transliteration operator".to_string());
            }
            let (max, next) = parse_char(&s, i + 1)?;
            i = next;
            let min = match items.last() {
                Some(&(lo, _)) => lo,
                None => max,
            };
            if min > max {
                return Err(invalid_range(min, max));
            }
            if let Some(last) = items.last_mut() {
                *last = (min, max);
            }
            didrange = true;
        } else {
            didrange = false;
            let (ch, next) = parse_char(&s, i)?;
            i = next;
            items.push((ch, ch));
        }
    }
    Ok(items)
}

fn invalid_range(min: u64, max: u64) -> String {
    let printable = |c: u64| (0x20..=0x7E).contains(&c);
    if printable(min) && printable(max) {
        format!(
            "Invalid range \"{}-{}\" in transliteration operator",
            min as u8 as char, max as u8 as char
        )
    } else {
        format!(
            "Invalid range \"\\x{{{:04X}}}-\\x{{{:04X}}}\" in transliteration operator",
            min, max
        )
    }
}

fn is_blank(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

/// Perl's `grok_hex`/`grok_oct` on `digits` (`radix` 16 or 8), optionally
/// allowing a single `_` before a digit. Returns (value, number of bytes
/// consumed, overflowed).
fn grok(digits: &[u8], radix: u32, underscores: bool) -> (u64, usize, bool) {
    let digit = |c: u8| (c as char).to_digit(radix);
    let mut value: u64 = 0;
    let mut overflow = false;
    let mut i = 0;
    while i < digits.len() {
        if let Some(d) = digit(digits[i]) {
            match value
                .checked_mul(u64::from(radix))
                .and_then(|v| v.checked_add(u64::from(d)))
            {
                Some(v) => value = v,
                None => overflow = true,
            }
            i += 1;
        } else if underscores
            && digits[i] == b'_'
            && i + 1 < digits.len()
            && digit(digits[i + 1]).is_some()
        {
            i += 1;
        } else {
            break;
        }
    }
    (value, i, overflow)
}

fn too_large(prefix: &str, digits: &[u8], max: &str) -> String {
    format!(
        "Use of code point {}{} is not allowed; the permissible max is {}",
        prefix,
        String::from_utf8_lossy(digits),
        max
    )
}

/// The contents of `{...}` starting at `s[open]` (which is `{`), without
/// surrounding blanks, and the index just past the `}`.
fn braced(s: &[u8], open: usize) -> Option<(&[u8], usize)> {
    let start = open + 1;
    let len = s.get(start..)?.iter().position(|&c| c == b'}')?;
    let mut body = &s[start..start + len];
    while let Some((&c, rest)) = body.split_first() {
        if !is_blank(c) {
            break;
        }
        body = rest;
    }
    while let Some((&c, rest)) = body.split_last() {
        if !is_blank(c) {
            break;
        }
        body = rest;
    }
    Some((body, start + len + 1))
}

/// Parses one (possibly escaped) character at `s[i]`; returns its code point
/// and the index after it.
fn parse_char(s: &[u8], i: usize) -> Result<(u64, usize), String> {
    let c = s[i];
    if c != b'\\' || i + 1 >= s.len() {
        return Ok((u64::from(c), i + 1));
    }
    let e = s[i + 1];
    let j = i + 2; // first byte after the escape letter
    let simple = |v: u8| Ok((u64::from(v), j));
    match e {
        b'n' => simple(b'\n'),
        b't' => simple(b'\t'),
        b'r' => simple(b'\r'),
        b'f' => simple(0x0C),
        b'e' => simple(0x1B),
        b'a' => simple(0x07),
        b'b' => simple(0x08),
        b'0'..=b'7' => {
            let end = (i + 4).min(s.len());
            let (v, n, _) = grok(&s[i + 1..end], 8, false);
            Ok((v, i + 1 + n))
        }
        b'x' => {
            if s.get(j) == Some(&b'{') {
                let (body, next) =
                    braced(s, j).ok_or_else(|| "Missing right brace on \\x{}".to_string())?;
                let (v, n, overflow) = grok(body, 16, true);
                if overflow || v > MAX_LEGAL_CP {
                    return Err(too_large("0x", &body[..n], "0x7FFFFFFFFFFFFFFF"));
                }
                Ok((v, next))
            } else {
                let end = (j + 2).min(s.len());
                let (v, n, _) = grok(&s[j..end], 16, false);
                Ok((v, j + n))
            }
        }
        b'o' => {
            if s.get(j) != Some(&b'{') {
                return Err("Missing braces on \\o{}".to_string());
            }
            let (body, next) =
                braced(s, j).ok_or_else(|| "Missing right brace on \\o{}".to_string())?;
            if body.is_empty() {
                return Err("Empty \\o{}".to_string());
            }
            let (v, n, overflow) = grok(body, 8, true);
            if overflow || v > MAX_LEGAL_CP {
                return Err(too_large("0", &body[..n], "0777777777777777777777"));
            }
            Ok((v, next))
        }
        b'N' => {
            if s.get(j) != Some(&b'{') {
                return Err("Missing braces on \\N{}".to_string());
            }
            let (body, next) =
                braced(s, j).ok_or_else(|| "Missing right brace on \\N{}".to_string())?;
            if let Some(hex) = body.strip_prefix(b"U+") {
                let (v, n, overflow) = grok(hex, 16, true);
                if n == 0 || n != hex.len() {
                    return Err("Invalid hexadecimal number in \\N{U+...}".to_string());
                }
                if overflow || v > MAX_LEGAL_CP {
                    return Err(too_large("0x", hex, "0x7FFFFFFFFFFFFFFF"));
                }
                Ok((v, next))
            } else if body.is_empty() {
                Err("Unknown charname ''".to_string())
            } else {
                Err(format!(
                    "\\N{{{}}}: character names are not supported in transliteration \
                     (use \\N{{U+...}} or \\x{{...}})",
                    String::from_utf8_lossy(body)
                ))
            }
        }
        b'c' => match s.get(j) {
            None => Err("Missing control char name in \\c".to_string()),
            Some(b'{') => Err("Use \";\" instead of \"\\c{\"".to_string()),
            Some(&x) if (0x20..=0x7E).contains(&x) => {
                Ok((u64::from(x.to_ascii_uppercase() ^ 64), j + 1))
            }
            Some(_) => Err("Character following \"\\c\" must be printable ASCII".to_string()),
        },
        other => simple(other),
    }
}
