//! perl's character-set modifiers and multi-character case folds in the text PCRE2
//! compiles.
//!
//! PCRE2 has `/a` (its `(?a)` and the `ASCII_*` extra options) and `/aa` (`(?r)`,
//! caseless-restrict), but not perl's inline `(?u)`, `(?d)`, `(?l)`: those letters are
//! taken out of a group's modifiers (the compile options carry the pattern's own
//! character set: `compile_opts`), and `aa` becomes PCRE2's `ar`. A `(?u)` in a pattern
//! matched against a byte string asks for Unicode rules, so the whole pattern gets them.
//!
//! PCRE2 folds one character to one character; perl's `/i` under Unicode rules also
//! matches `ß` with `ss` and `ﬁ` with `fi` (CaseFolding.txt's full folds). A literal
//! character with a multi-character fold becomes an alternation of it and its fold, and a
//! literal pair of letters that is such a fold an alternation of the pair and the
//! characters that fold to it.

use crate::props::{Edit, Translated};

/// The text with the inline charset modifiers rewritten (and the edits made; None when
/// nothing changed), and whether one asks for Unicode rules (`u`, `a`, `l`).
pub(crate) fn inline_modifiers(text: &[u8]) -> (Option<Translated>, bool) {
    let mut out = Vec::new();
    let mut edits = Vec::new();
    let mut unicode = false;
    let mut from = 0;
    let mut class = false;
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' if !class => {
                class = true;
                i = crate::class_members_start(text, i);
                continue;
            }
            b']' if class => class = false,
            b'(' if !class && text.get(i + 1) == Some(&b'?') => {
                let start = i + 2;
                let mut end = start;
                while end < text.len()
                    && (text[end].is_ascii_alphabetic() || text[end] == b'^' || text[end] == b'-')
                {
                    end += 1;
                }
                if end > start && matches!(text.get(end), Some(b':' | b')')) {
                    let mods = &text[start..end];
                    if mods.iter().any(|c| matches!(c, b'u' | b'd' | b'l' | b'a')) {
                        let mut new = Vec::with_capacity(mods.len());
                        // `u` (and `l`, `d`, which we can only read as `u` once the
                        // pattern has Unicode rules) switches PCRE2's `a` off; after `^`
                        // no `-` is allowed, but `^` has reset nothing of `a` either.
                        let caret = mods.first() == Some(&b'^');
                        let mut unset_a = false;
                        let mut k = 0;
                        while k < mods.len() {
                            match mods[k] {
                                b'u' | b'l' | b'd' => {
                                    unicode |= mods[k] != b'd';
                                    unset_a = !caret;
                                }
                                b'a' if mods.get(k + 1) == Some(&b'a') => {
                                    unicode = true;
                                    new.extend_from_slice(b"ar");
                                    k += 1;
                                }
                                b'a' => {
                                    unicode = true;
                                    new.push(b'a');
                                }
                                c => new.push(c),
                            }
                            k += 1;
                        }
                        if unset_a {
                            if !new.contains(&b'-') {
                                new.push(b'-');
                            }
                            new.push(b'a');
                        }
                        // `(?i-u:`: what is left must still be a group.
                        if new.last() == Some(&b'-') {
                            new.pop();
                        }
                        out.extend_from_slice(&text[from..start]);
                        out.extend_from_slice(&new);
                        edits.push(Edit {
                            at: start,
                            del: mods.len(),
                            ins: new.len(),
                        });
                        from = end;
                    }
                    i = end;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    if edits.is_empty() {
        return (None, unicode);
    }
    out.extend_from_slice(&text[from..]);
    (Some((out, edits)), unicode)
}

/// The characters with a multi-character full case fold that a pattern can name, and
/// their folds (CaseFolding.txt, status F).
const FOLDS: &[(u32, &str)] = &[
    (0xDF, "ss"),
    (0x1E9E, "ss"),
    (0xFB00, "ff"),
    (0xFB01, "fi"),
    (0xFB02, "fl"),
    (0xFB03, "ffi"),
    (0xFB04, "ffl"),
    (0xFB05, "st"),
    (0xFB06, "st"),
];

/// The two-letter folds and what folds to them: `ss` is also `ß`.
fn pair_alternatives(a: u8, b: u8, utf8: bool) -> Option<&'static str> {
    Some(match (a.to_ascii_lowercase(), b.to_ascii_lowercase()) {
        (b's', b's') => r"\x{df}",
        (b'f', b'f') if utf8 => r"\x{fb00}",
        (b'f', b'i') if utf8 => r"\x{fb01}",
        (b'f', b'l') if utf8 => r"\x{fb02}",
        (b's', b't') if utf8 => r"\x{fb05}",
        _ => return None,
    })
}

/// The text with perl's multi-character folds spelled out for `/i` under Unicode rules
/// (`utf8`: compiled as characters, else Latin-1 bytes), and the edits; None when there
/// is nothing to do.
pub(crate) fn multi_folds(
    text: &[u8],
    extended: bool,
    utf8: bool,
    nocase: bool,
) -> Option<Translated> {
    if !nocase && !text.windows(2).any(|w| w == b"(?") {
        return None;
    }
    // Whether `/i` is on, for each group open here (perl's inline `(?i)`, `(?-i:`).
    let mut caseless = vec![nocase];
    let mut out = Vec::new();
    let mut edits = Vec::new();
    let mut from = 0;
    let mut class = false;
    // Where the last literal ASCII letter starts, if it is the byte just before.
    let mut prev_letter: Option<usize> = None;
    let quantified = |at: usize| matches!(text.get(at), Some(b'?' | b'*' | b'+' | b'{'));
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        // A literal character's code point and its end.
        let mut lit: Option<(u32, usize)> = None;
        match c {
            b'\\' => {
                let e = text.get(i + 1).copied().unwrap_or(0);
                let mut end = i + 2;
                match e {
                    b'x' => {
                        if text.get(i + 2) == Some(&b'{') {
                            if let Some(p) = text[i + 3..].iter().position(|&b| b == b'}') {
                                end = i + 3 + p + 1;
                                let d: String = text[i + 3..i + 3 + p]
                                    .iter()
                                    .filter(|b| b.is_ascii_hexdigit())
                                    .map(|&b| b as char)
                                    .collect();
                                if let Ok(v) = u32::from_str_radix(&d, 16) {
                                    lit = Some((v, end));
                                }
                            }
                        } else {
                            let n = text[i + 2..]
                                .iter()
                                .take(2)
                                .take_while(|b| b.is_ascii_hexdigit())
                                .count();
                            end = i + 2 + n;
                            let d = std::str::from_utf8(&text[i + 2..end]).unwrap_or("");
                            if let Ok(v) = u32::from_str_radix(d, 16) {
                                lit = Some((v, end));
                            }
                        }
                    }
                    b'N' | b'p' | b'P' | b'g' | b'k' | b'o' if text.get(i + 2) == Some(&b'{') => {
                        if let Some(p) = text[i + 2..].iter().position(|&b| b == b'}') {
                            end = i + 2 + p + 1;
                        }
                    }
                    b'k' if matches!(text.get(i + 2), Some(b'<' | b'\'')) => {
                        let close = if text[i + 2] == b'<' { b'>' } else { b'\'' };
                        if let Some(p) = text[i + 3..].iter().position(|&b| b == close) {
                            end = i + 3 + p + 1;
                        }
                    }
                    _ => {}
                }
                if lit.is_none() || class {
                    prev_letter = None;
                    i = end;
                    continue;
                }
            }
            b'[' if !class => {
                class = true;
                prev_letter = None;
                i = crate::class_members_start(text, i);
                continue;
            }
            b'[' if class && matches!(text.get(i + 1), Some(b':' | b'.' | b'=')) => {
                i = crate::posix_class_end(text, i);
                continue;
            }
            b']' if class => {
                class = false;
                i += 1;
                continue;
            }
            _ if class => {
                i += 1;
                continue;
            }
            b'(' if matches!(text.get(i + 1), Some(b'?' | b'*')) => {
                // A group's header (`(?<name>`, `(?i:`, `(*VERB:NAME)`): no literals.
                prev_letter = None;
                let mut j = i + 2;
                let outer = caseless.last().copied().unwrap_or(nocase);
                let mods_end = text[j..]
                    .iter()
                    .position(|b| !(b.is_ascii_alphabetic() || *b == b'^' || *b == b'-'))
                    .map_or(text.len(), |p| j + p);
                let is_mods = text.get(i + 1) == Some(&b'?')
                    && mods_end > j
                    && matches!(text.get(mods_end), Some(b':' | b')'));
                if is_mods {
                    let mods = &text[j..mods_end];
                    let mut on = outer;
                    let mut minus = false;
                    for &m in mods {
                        match m {
                            b'^' => on = false,
                            b'-' => minus = true,
                            b'i' => on = !minus,
                            _ => {}
                        }
                    }
                    if text[mods_end] == b')' {
                        // `(?i)`: to the end of the enclosing group.
                        if let Some(top) = caseless.last_mut() {
                            *top = on;
                        }
                    } else {
                        caseless.push(on);
                    }
                    i = mods_end + 1;
                    continue;
                }
                if text.get(i + 1) == Some(&b'?') && !text[j..].starts_with(b"#") {
                    caseless.push(outer);
                }
                if text.get(i + 1) == Some(&b'*') {
                    j = text[j..]
                        .iter()
                        .position(|&b| b == b')')
                        .map_or(text.len(), |p| j + p);
                } else if text[j..].starts_with(b"#") {
                    j = text[j..]
                        .iter()
                        .position(|&b| b == b')')
                        .map_or(text.len(), |p| j + p);
                } else if matches!(text.get(j), Some(b'<' | b'\'' | b'P'))
                    && !matches!(text.get(j + 1), Some(b'=' | b'!'))
                {
                    j = text[j..]
                        .iter()
                        .position(|&b| matches!(b, b'>' | b'\'' | b')'))
                        .map_or(text.len(), |p| j + p + 1);
                } else {
                    while j < text.len()
                        && (text[j].is_ascii_alphanumeric() || b"^-<=!>|&+".contains(&text[j]))
                    {
                        j += 1;
                    }
                }
                i = j;
                continue;
            }
            b'(' => {
                prev_letter = None;
                caseless.push(caseless.last().copied().unwrap_or(nocase));
                i += 1;
                continue;
            }
            b')' => {
                prev_letter = None;
                if caseless.len() > 1 {
                    caseless.pop();
                }
                i += 1;
                continue;
            }
            _ if !caseless.last().copied().unwrap_or(nocase) => {
                prev_letter = None;
                i += 1;
                continue;
            }
            b'#' if extended => {
                prev_letter = None;
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            c if c.is_ascii_alphabetic() => {
                if let Some(p) = prev_letter.filter(|&p| p + 1 == i) {
                    if !quantified(i + 1) {
                        if let Some(alt) = pair_alternatives(text[p], c, utf8) {
                            out.extend_from_slice(&text[from..p]);
                            let ins = format!("(?:{}{}|{alt})", text[p] as char, c as char);
                            out.extend_from_slice(ins.as_bytes());
                            edits.push(Edit {
                                at: p,
                                del: 2,
                                ins: ins.len(),
                            });
                            from = i + 1;
                            prev_letter = None;
                            i += 1;
                            continue;
                        }
                    }
                }
                prev_letter = (!quantified(i + 1)).then_some(i);
                i += 1;
                continue;
            }
            c if c >= 0x80 => {
                let (v, len) = if utf8 {
                    let len = match c {
                        0xC0..=0xDF => 2,
                        0xE0..=0xEF => 3,
                        0xF0..=0xF7 => 4,
                        _ => 1,
                    };
                    let s = std::str::from_utf8(&text[i..(i + len).min(text.len())]).ok();
                    (
                        s.and_then(|s| s.chars().next()).map_or(0, |ch| ch as u32),
                        len,
                    )
                } else {
                    (c as u32, 1)
                };
                lit = Some((v, i + len));
            }
            _ => {}
        }
        match lit {
            Some((v, end)) => {
                let on = caseless.last().copied().unwrap_or(nocase);
                if let Some((_, fold)) = FOLDS.iter().find(|(cp, _)| *cp == v && on) {
                    if utf8 || v <= 0xFF {
                        out.extend_from_slice(&text[from..i]);
                        let ins = format!("(?:\\x{{{v:x}}}|{fold})");
                        out.extend_from_slice(ins.as_bytes());
                        edits.push(Edit {
                            at: i,
                            del: end - i,
                            ins: ins.len(),
                        });
                        from = end;
                    }
                }
                prev_letter = None;
                i = end;
            }
            None => {
                prev_letter = None;
                i += 1;
            }
        }
    }
    if edits.is_empty() {
        return None;
    }
    out.extend_from_slice(&text[from..]);
    Some((out, edits))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folds(t: &str, utf8: bool) -> String {
        let nocase = !t.contains("(?");
        multi_folds(t.as_bytes(), false, utf8, nocase)
            .map(|(o, _)| String::from_utf8_lossy(&o).into_owned())
            .unwrap_or_else(|| t.to_string())
    }

    #[test]
    fn pairs_and_characters() {
        assert_eq!(folds("ss", false), r"(?:ss|\x{df})");
        assert_eq!(folds("as+s", false), "as+s");
        assert_eq!(folds(r"\ss", false), r"\ss");
        assert_eq!(folds("(?<ss>x)", false), "(?<ss>x)");
        assert_eq!(folds("[ss]", false), "[ss]");
        assert_eq!(folds("straße", true), r"(?:st|\x{fb05})ra(?:\x{df}|ss)e");
        assert_eq!(folds("a(?i)ss(?-i)ss", false), r"a(?i)(?:ss|\x{df})(?-i)ss");
        assert_eq!(folds("(?i:ss)ss", false), r"(?i:(?:ss|\x{df}))ss");
        assert_eq!(folds(r"(?i:a)\xdf", false), r"(?i:a)\xdf");
        assert_eq!(folds(r"\xdf", false), r"(?:\x{df}|ss)");
        assert_eq!(folds("fi", true), r"(?:fi|\x{fb01})");
        assert_eq!(folds("fi", false), "fi");
    }

    #[test]
    fn inline() {
        let r = |t: &str| {
            let (o, u) = inline_modifiers(t.as_bytes());
            (
                o.map_or(t.to_string(), |(o, _)| {
                    String::from_utf8_lossy(&o).into_owned()
                }),
                u,
            )
        };
        assert_eq!(r("(?^u:a)"), ("(?^:a)".into(), true));
        assert_eq!(r("(?^aai:a)"), ("(?^ari:a)".into(), true));
        assert_eq!(r("(?u)a"), ("(?-a)a".into(), true));
        assert_eq!(r("(?iu)a"), ("(?i-a)a".into(), true));
        assert_eq!(r("(?^:a)"), ("(?^:a)".into(), false));
        assert_eq!(r("(?i-u:a)"), ("(?i-a:a)".into(), true));
    }
}
