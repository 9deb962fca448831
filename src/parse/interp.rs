//! Quoted strings: escapes, and the interpolation of variables into double-quoted strings
//! (perl's `scan_const` plus the `intuit_more` guesses about `[` and `{` after a variable).
//! Subscript expressions inside a string are parsed by a nested lexer over their text.

use super::Parser;
use crate::diag::Diag;
use crate::lex::{Expect, Lexer, Tok};
use crate::ops::{Const, OpId, OpKind};

/// `'...'`: only `\\` and `\delim` are escapes.
pub fn unescape_single(raw: &[u8], delim: u8) -> Vec<u8> {
    if delim == 0 {
        // `<<'EOT'`: no escapes at all.
        return raw.to_vec();
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'\\'
            && i + 1 < raw.len()
            && (raw[i + 1] == b'\\' || raw[i + 1] == delim || (delim == b')' && raw[i + 1] == b'('))
        {
            out.push(raw[i + 1]);
            i += 2;
        } else {
            out.push(raw[i]);
            i += 1;
        }
    }
    out
}

/// Literal text of a string being built: code points, so that a `\x{263A}` makes the
/// whole constant a character string.
type Lit = Vec<u32>;

/// The constant for literal text: bytes, or UTF-8 when a character is above 255.
pub fn lit_const(lit: &[u32]) -> Const {
    if lit.iter().all(|c| *c < 0x100) {
        return Const::Str(lit.iter().map(|c| *c as u8).collect());
    }
    utf8_const(lit)
}

/// The constant for literal text that is a character string whatever its characters.
fn utf8_const(lit: &[u32]) -> Const {
    let s: String = lit
        .iter()
        .map(|c| char::from_u32(*c).unwrap_or('\u{FFFD}'))
        .collect();
    Const::Utf8(s.into_bytes())
}

/// The character whose UTF-8 encoding starts at `raw[i]`, and its length.
fn decode_utf8_at(raw: &[u8], i: usize) -> Option<(u32, usize)> {
    let rest = raw.get(i..)?;
    let len = match rest.first()? {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let s = std::str::from_utf8(rest.get(..len)?).ok()?;
    Some((s.chars().next()? as u32, len))
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

/// `\u` / `\l` applied to one character (ASCII, as perl does for byte strings).
fn case_char(c: u32, m: u8) -> u32 {
    match (m, char::from_u32(c)) {
        (b'u', Some(ch)) if ch.is_ascii() => ch.to_ascii_uppercase() as u32,
        (b'l', Some(ch)) if ch.is_ascii() => ch.to_ascii_lowercase() as u32,
        _ => c,
    }
}

/// The variable part after a sigil at `raw[j]`: `{name}` or `{ EXPR }`, a `$$ref` chain,
/// or a name. Returns where it ends, and the name when it is a plain one.
fn scan_var_part(raw: &[u8], j: usize) -> Option<(usize, Option<String>)> {
    let n = *raw.get(j)?;
    if n == b'{' {
        let end = matching(raw, j)?;
        let inner = String::from_utf8_lossy(&raw[j + 1..end]).trim().to_string();
        let plain = !inner.is_empty()
            && inner
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':');
        return Some((end + 1, plain.then_some(inner)));
    }
    if n == b'$'
        && raw
            .get(j + 1)
            .is_some_and(|c| is_ident_start(*c) || *c == b'{' || *c == b'$' || *c == b':')
    {
        let mut k = j;
        while raw.get(k) == Some(&b'$') {
            k += 1;
        }
        if raw.get(k) == Some(&b'{') {
            return Some((matching(raw, k)? + 1, None));
        }
        return Some((scan_name(raw, k), None));
    }
    if is_ident_start(n) || (n == b':' && raw.get(j + 1) == Some(&b':')) {
        let end = scan_name(raw, j);
        return Some((
            end,
            Some(String::from_utf8_lossy(&raw[j..end]).into_owned()),
        ));
    }
    None
}

/// The end of a (possibly package-qualified) name starting at `j`: as toke.c reads
/// one, a `::` is part of it also at its end (`"$main::{x}"` is an element of
/// `%main::`, `"$x::"` the variable `$x::`).
fn scan_name(raw: &[u8], mut j: usize) -> usize {
    while j < raw.len()
        && (raw[j].is_ascii_alphanumeric()
            || raw[j] == b'_'
            || (raw[j] == b':' && raw.get(j + 1) == Some(&b':')))
    {
        j += if raw[j] == b':' { 2 } else { 1 };
    }
    j
}

/// Finds the index of the bracket closing the one at `open_at`.
fn matching(raw: &[u8], open_at: usize) -> Option<usize> {
    let open = raw[open_at];
    let close = match open {
        b'[' => b']',
        b'{' => b'}',
        _ => return None,
    };
    let mut depth = 0;
    let mut i = open_at;
    while i < raw.len() {
        let c = raw[i];
        if c == b'\\' {
            i += 2;
            continue;
        }
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
        i += 1;
    }
    None
}

impl Parser {
    /// A double-quoted string: constant text and variables, concatenated; `\U \L \Q`
    /// up to `\E` and `\u \l` wrap what they cover in `uc`, `lc`, `quotemeta`,
    /// `ucfirst`, `lcfirst`.
    pub(crate) fn interpolate(&mut self, raw: &[u8], delim: u8, line: u32) -> Result<OpId, Diag> {
        let outer = std::mem::replace(&mut self.lit_utf8, false);
        let outer_named = std::mem::replace(&mut self.lit_named, false);
        let r = self.interpolate_text(raw, delim, line);
        self.lit_utf8 = outer;
        self.lit_named = outer_named;
        r
    }

    fn interpolate_text(&mut self, raw: &[u8], delim: u8, line: u32) -> Result<OpId, Diag> {
        // Case-modifier frames: (modifier, parts, one-character modifier to apply after).
        let mut frames: Vec<(u8, Vec<OpId>, Option<u8>)> = vec![(0, vec![], None)];
        let mut lit: Lit = vec![];
        let mut pend: Option<u8> = None;
        let mut i = 0;
        // In a pattern: inside a `[...]` class, where `#` starts no comment.
        let mut in_class = false;
        while i < raw.len() {
            let c = raw[i];
            if self.in_pattern {
                match c {
                    b'[' if !in_class => {
                        in_class = true;
                        lit.push(c as u32);
                        i += 1;
                        // A `]` right after `[` or `[^` is a member.
                        if raw.get(i) == Some(&b'^') {
                            lit.push(b'^' as u32);
                            i += 1;
                        }
                        if raw.get(i) == Some(&b']') {
                            lit.push(b']' as u32);
                            i += 1;
                        }
                        continue;
                    }
                    b']' if in_class => in_class = false,
                    b'#' if self.pattern_extended && !in_class => {
                        // A comment of an `/x` pattern is not interpolated (perl's lexer
                        // copies it as it is).
                        while i < raw.len() && raw[i] != b'\n' {
                            lit.push(raw[i] as u32);
                            i += 1;
                        }
                        continue;
                    }
                    _ => {}
                }
            }
            if c == b'\\' && i + 1 < raw.len() {
                let m = raw[i + 1];
                match m {
                    b'U' | b'L' | b'Q' | b'F' => {
                        let top = frames.len() - 1;
                        self.flush_lit(&mut lit, &mut frames[top].1, line);
                        // `\U` or `\L` inside an open `\L`/`\U` replaces it (perl pops
                        // back to it first); `\Q` nests.
                        if m != b'Q' {
                            if let Some(pos) =
                                frames.iter().rposition(|f| matches!(f.0, b'U' | b'L'))
                            {
                                while frames.len() > pos {
                                    self.close_case_frame(&mut frames, line);
                                }
                            }
                        }
                        frames.push((if m == b'F' { b'L' } else { m }, vec![], pend.take()));
                        i += 2;
                        continue;
                    }
                    b'E' => {
                        let top = frames.len() - 1;
                        self.flush_lit(&mut lit, &mut frames[top].1, line);
                        if frames.len() > 1 {
                            self.close_case_frame(&mut frames, line);
                        }
                        i += 2;
                        continue;
                    }
                    b'u' | b'l' => {
                        pend = Some(m);
                        i += 2;
                        continue;
                    }
                    b'N' if self.in_pattern && raw.get(i + 2) == Some(&b'{') => {
                        // `\N{NAME}`, `\N{U+263A}` (not `\N{3}`, a quantified `\N`): the
                        // engine gets `\x{...}` of each character.
                        let body_end = raw[i + 3..].iter().position(|&b| b == b'}');
                        let quantifier = body_end.is_some_and(|n| {
                            raw[i + 3..i + 3 + n]
                                .iter()
                                .all(|b| b.is_ascii_digit() || *b == b',')
                        });
                        if !quantifier {
                            let mut chars = Lit::new();
                            let next = self.escape(raw, i + 1, delim, &mut chars, line)?;
                            for ch in chars {
                                lit.extend(format!("\\x{{{ch:X}}}").bytes().map(u32::from));
                            }
                            i = next;
                            continue;
                        }
                        lit.push(b'\\' as u32);
                        lit.push(m as u32);
                        i += 2;
                        continue;
                    }
                    _ if self.in_pattern => {
                        // The regex engine reads its own escapes.
                        lit.push(b'\\' as u32);
                        lit.push(m as u32);
                        i += 2;
                        continue;
                    }
                    _ => {}
                }
                let before = lit.len();
                i = self.escape(raw, i + 1, delim, &mut lit, line)?;
                if let (Some(p), true) = (pend, lit.len() > before) {
                    lit[before] = case_char(lit[before], p);
                    pend = None;
                }
                continue;
            }
            let var = if c == b'$' && i + 1 < raw.len() {
                self.interp_scalar(raw, i, line)?
            } else if c == b'@' && i + 1 < raw.len() {
                self.interp_array(raw, i, line)?
            } else {
                None
            };
            if let Some((mut op, next)) = var {
                let top = frames.len() - 1;
                self.flush_lit(&mut lit, &mut frames[top].1, line);
                if let Some(p) = pend.take() {
                    let f = if p == b'u' {
                        crate::ops::Func::Ucfirst
                    } else {
                        crate::ops::Func::Lcfirst
                    };
                    op = self.op(OpKind::Func(f, vec![op]), line);
                }
                frames[top].1.push(op);
                i = next;
                continue;
            }
            let (ch, len) = if c >= 0x80 && self.pragmas().utf8 {
                // `use utf8`: the source's bytes are UTF-8 text.
                let Some(d) = decode_utf8_at(raw, i) else {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        "malformed UTF-8 in a string under use utf8",
                    ));
                };
                if pend.is_some() {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        "\\u or \\l before a non-ASCII character under use utf8",
                    ));
                }
                self.lit_utf8 = true;
                d
            } else {
                (c as u32, 1)
            };
            lit.push(match pend.take() {
                Some(p) => case_char(ch, p),
                None => ch,
            });
            i += len;
        }
        let top = frames.len() - 1;
        self.flush_lit(&mut lit, &mut frames[top].1, line);
        while frames.len() > 1 {
            self.close_case_frame(&mut frames, line);
        }
        let parts = frames.pop().map(|f| f.1).unwrap_or_default();
        match parts.len() {
            0 => Ok(self.op(OpKind::Const(Const::Str(vec![])), line)),
            1 if matches!(self.kind(parts[0]), OpKind::Const(_)) => Ok(parts[0]),
            _ => Ok(self.op(OpKind::Stringify(parts), line)),
        }
    }

    /// Ends a `\U`/`\L`/`\Q` span: its text, converted, joins the enclosing span.
    fn close_case_frame(&mut self, frames: &mut Vec<(u8, Vec<OpId>, Option<u8>)>, line: u32) {
        let Some((kind, parts, after)) = frames.pop() else {
            return;
        };
        let inner = if parts.len() == 1 {
            parts[0]
        } else {
            self.op(OpKind::Stringify(parts), line)
        };
        let f = match kind {
            b'U' => crate::ops::Func::Uc,
            b'L' => crate::ops::Func::Lc,
            _ => crate::ops::Func::Quotemeta,
        };
        let mut op = self.op(OpKind::Func(f, vec![inner]), line);
        if let Some(p) = after {
            let g = if p == b'u' {
                crate::ops::Func::Ucfirst
            } else {
                crate::ops::Func::Lcfirst
            };
            op = self.op(OpKind::Func(g, vec![op]), line);
        }
        if let Some(parent) = frames.last_mut() {
            parent.1.push(op);
        }
    }

    fn flush_lit(&mut self, lit: &mut Lit, parts: &mut Vec<OpId>, line: u32) {
        if !lit.is_empty() {
            let s = std::mem::take(lit);
            let k = if self.lit_named || self.lit_utf8 && s.iter().any(|c| *c >= 0x80) {
                utf8_const(&s)
            } else {
                lit_const(&s)
            };
            parts.push(self.op(OpKind::Const(k), line));
        }
    }

    /// A literal's text as the source has it (single-quoted strings, `qw` words): under
    /// `use utf8`, text with non-ASCII bytes is a character string (which must be
    /// well-formed UTF-8).
    pub(crate) fn source_text(&self, bytes: Vec<u8>, line: u32) -> Result<Const, Diag> {
        if !self.pragmas().utf8 || bytes.is_ascii() {
            return Ok(Const::Str(bytes));
        }
        match String::from_utf8(bytes) {
            Ok(s) => Ok(Const::Utf8(s.into_bytes())),
            Err(_) => Err(Diag::unsupported(
                self.file(),
                line,
                "malformed UTF-8 in a string under use utf8",
            )),
        }
    }

    /// One backslash escape starting at `i` (just past the backslash); returns the next index.
    fn escape(
        &mut self,
        raw: &[u8],
        i: usize,
        delim: u8,
        out: &mut Lit,
        line: u32,
    ) -> Result<usize, Diag> {
        let c = raw[i];
        let simple = match c {
            b'n' => Some(b'\n'),
            b't' => Some(b'\t'),
            b'r' => Some(b'\r'),
            b'f' => Some(0x0c),
            b'b' => Some(0x08),
            b'a' => Some(0x07),
            b'e' => Some(0x1b),
            _ => None,
        };
        if let Some(s) = simple {
            out.push(s as u32);
            return Ok(i + 1);
        }
        match c {
            // `\o{101}`: octal digits (and `_`) between braces, blanks around them.
            b'o' if raw.get(i + 1) == Some(&b'{') => {
                let Some(end) = raw[i..].iter().position(|&c| c == b'}').map(|p| i + p) else {
                    return Err(Diag::within_string(
                        self.file(),
                        line,
                        "Missing right brace on \\o{}",
                    ));
                };
                let body = raw[i + 2..end].trim_ascii();
                if body.is_empty() {
                    return Err(Diag::within_string(self.file(), line, "Empty \\o{}"));
                }
                let mut v: u32 = 0;
                for &d in body {
                    match d {
                        b'0'..=b'7' => v = v.saturating_mul(8).saturating_add((d - b'0') as u32),
                        b'_' => {}
                        // perl stops there with a "Non-octal character" warning.
                        _ => {
                            return Err(Diag::unsupported(
                                self.file(),
                                line,
                                "\\o{...} with a non-octal character",
                            ))
                        }
                    }
                }
                out.push(v.min(0x10FFFF));
                Ok(end + 1)
            }
            b'0'..=b'7' => {
                let mut v: u32 = 0;
                let mut j = i;
                while j < raw.len() && j < i + 3 && (b'0'..=b'7').contains(&raw[j]) {
                    v = v * 8 + (raw[j] - b'0') as u32;
                    j += 1;
                }
                out.push(v);
                Ok(j)
            }
            b'x' => {
                let mut j = i + 1;
                let mut v: u32 = 0;
                if raw.get(j) == Some(&b'{') {
                    let end = raw[j..].iter().position(|&c| c == b'}').map(|p| j + p);
                    let Some(end) = end else {
                        return Err(Diag::within_string(
                            self.file(),
                            line,
                            "Missing right brace on \\x{}",
                        ));
                    };
                    let mut wide: u64 = 0;
                    for &d in &raw[j + 1..end] {
                        if let Some(h) = (d as char).to_digit(16) {
                            wide = wide.saturating_mul(16).saturating_add(h as u64);
                        } else if d != b'_' {
                            break;
                        }
                    }
                    if wide > i64::MAX as u64 {
                        let typed = String::from_utf8_lossy(&raw[j + 1..end]).trim().to_string();
                        return Err(Diag::code_point_too_large(self.file(), line, wide, &typed));
                    }
                    if wide > 0x10FFFF || (0xD800..=0xDFFF).contains(&wide) {
                        return Err(Diag::unsupported(
                            self.file(),
                            line,
                            "a \\x{...} code point above 0x10FFFF or a surrogate",
                        ));
                    }
                    v = wide as u32;
                    j = end + 1;
                } else {
                    let start = j;
                    while j < raw.len() && j < start + 2 && raw[j].is_ascii_hexdigit() {
                        v = v * 16 + (raw[j] as char).to_digit(16).unwrap_or(0);
                        j += 1;
                    }
                }
                out.push(v.min(0x10FFFF));
                Ok(j)
            }
            b'c' => {
                let Some(&ch) = raw.get(i + 1) else {
                    return Ok(i + 1);
                };
                out.push((ch.to_ascii_uppercase() ^ 64) as u32);
                Ok(i + 2)
            }
            b'N' if raw.get(i + 1) == Some(&b'{') => {
                // `\N{U+263A}`, `\N{GREEK SMALL LETTER ALPHA}`: Unicode characters (the
                // string is UTF-8 then, as perl makes it).
                let Some(len) = raw[i + 2..].iter().position(|&b| b == b'}') else {
                    return Err(Diag::within_string(
                        self.file(),
                        line,
                        "Missing right brace on \\N{}",
                    ));
                };
                let name = String::from_utf8_lossy(&raw[i + 2..i + 2 + len]).into_owned();
                let cps = match name.trim().strip_prefix("U+") {
                    Some(hex) => u32::from_str_radix(&hex.replace('_', ""), 16)
                        .ok()
                        .filter(|c| *c <= 0x10FFFF && !(0xD800..=0xDFFF).contains(c))
                        .map(|c| vec![c]),
                    None => super::charnames::lookup(&name),
                };
                let Some(cps) = cps else {
                    return Err(Diag::within_string(
                        self.file(),
                        line,
                        format!("Unknown charname '{name}'"),
                    ));
                };
                out.extend(cps);
                self.lit_utf8 = true;
                self.lit_named = true;
                Ok(i + 3 + len)
            }
            b'N' => Err(Diag::unsupported(
                self.file(),
                line,
                "\\N without braces in a string",
            )),
            _ => {
                // `\$`, `\@`, `\\`, `\"` and any other punctuation stand for themselves.
                let _ = delim;
                out.push(c as u32);
                Ok(i + 1)
            }
        }
    }

    /// A `$` expression in a string at `raw[i]`: `$name`, `${name}`, `$$ref`, `${ EXPR }`,
    /// followed by subscripts (`[...]`, `{...}`, `->[...]`, `->{...}`), as perl's
    /// `intuit_more` would take them. The whole expression is parsed by the expression
    /// parser over its text.
    fn interp_scalar(
        &mut self,
        raw: &[u8],
        i: usize,
        line: u32,
    ) -> Result<Option<(OpId, usize)>, Diag> {
        let mut j = i + 1;
        // perl allows white space between `$` and a name in a string: "$ x" is `$x`.
        if !self.in_pattern && matches!(raw.get(j), Some(b' ') | Some(b'\t')) {
            let k = j + raw[j..]
                .iter()
                .take_while(|c| **c == b' ' || **c == b'\t')
                .count();
            if raw
                .get(k)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                let end = if raw[k].is_ascii_digit() {
                    k + raw[k..].iter().take_while(|c| c.is_ascii_digit()).count()
                } else {
                    scan_name(raw, k)
                };
                let name = String::from_utf8_lossy(&raw[k..end]).into_owned();
                let op = self.scalar_var(&name, line)?;
                return Ok(Some((op, end)));
            }
            return Ok(None);
        }
        let n = raw[j];
        if n == b'{' && !self.in_pattern && matching(raw, j).is_none() {
            // `"${ "`: the block never closes inside the string.
            return Err(Diag::missing_bracket_in_string(self.file(), line));
        }
        // The variable part, and whether it was a plain name (for the `[` heuristic).
        let plain_name: Option<String>;
        if let Some((end, plain)) = scan_var_part(raw, j) {
            plain_name = plain;
            j = end;
        } else if n.is_ascii_digit() {
            while j < raw.len() && raw[j].is_ascii_digit() {
                j += 1;
            }
            let name = String::from_utf8_lossy(&raw[i + 1..j]).into_owned();
            let op = self.scalar_var(&name, line)?;
            return Ok(Some((op, j)));
        } else if n == b'#' {
            // `$#array` / `$#{expr}` / `$#$ref`.
            let start = j + 1;
            let mut k = start;
            if raw.get(start) == Some(&b'{') {
                let Some(end) = matching(raw, start) else {
                    return Ok(None);
                };
                k = end + 1;
            } else if raw.get(start) == Some(&b'$') {
                k = scan_name(raw, start + 1);
            } else if matches!(raw.get(start), Some(b'-') | Some(b'+')) && !self.in_pattern {
                k = start + 1;
            } else {
                while k < raw.len() && (raw[k].is_ascii_alphanumeric() || raw[k] == b'_') {
                    k += 1;
                }
                if k == start || !is_ident_start(raw[start]) {
                    return Ok(None);
                }
            }
            let op = self.sub_expr(&raw[i..k], line)?;
            return Ok(Some((op, k)));
        } else if n == b'@' && raw.get(j + 1) == Some(&b'-') && raw.get(j + 2) == Some(&b'>') {
            // `$@->{code}`: an exception object.
            plain_name = Some("@".to_string());
            j += 1;
        } else if n == b'^' && raw.get(j + 1).is_some_and(|c| c.is_ascii_uppercase()) {
            // `$^V`, also with subscripts (`"$^V->{original}"`).
            plain_name = Some(format!("^{}", raw[j + 1] as char));
            j += 2;
        } else if (n == b'-' || n == b'+' || n == b'!')
            && matches!(raw.get(j + 1), Some(b'[') | Some(b'{'))
        {
            // `$-[1]`, `$+[0]`, `$+{name}`: elements of the match arrays and hashes;
            // `$!{ENOENT}`, of Errno's.
            let Some(end) = matching(raw, j + 1) else {
                return Ok(None);
            };
            let op = self.sub_expr(&raw[i..end + 1], line)?;
            return Ok(Some((op, end + 1)));
        } else if b"&`'+!@/\\,;.0$?".contains(&n)
            || (!self.in_pattern && b"]~%=-:<>()|\"".contains(&n))
        {
            // (A pattern keeps `$(`, `$)` and `$|` as written, and its `$-` ... are not
            // variables there.)
            let name = (n as char).to_string();
            let op = self.scalar_var(&name, line)?;
            return Ok(Some((op, j + 1)));
        } else {
            return Ok(None);
        }
        // Subscripts; none after a braced name: `"${name}[1]"` and `"${name}->[0]"`
        // are the scalar and then text, as in perl.
        let var_end = j;
        let mut first = true;
        let braced_name = n == b'{' && plain_name.is_some();
        loop {
            if braced_name {
                break;
            }
            let (arrow, at) = if raw.get(j) == Some(&b'-')
                && raw.get(j + 1) == Some(&b'>')
                && matches!(raw.get(j + 2), Some(b'[') | Some(b'{'))
            {
                (true, j + 2)
            } else {
                (false, j)
            };
            // Outside a pattern a `[` or `{` after the variable always starts a
            // subscript (perl's intuit_more): one that never closes is perl's error.
            // (`"${x}[1"` stays text, as in perl.)
            if !self.in_pattern
                && raw.get(i + 1) != Some(&b'{')
                && matches!(raw.get(at), Some(b'[') | Some(b'{'))
                && matching(raw, at).is_none()
            {
                return Err(Diag::missing_bracket_in_string(self.file(), line));
            }
            match raw.get(at) {
                Some(b'[') => {
                    let Some(end) = matching(raw, at) else { break };
                    if first && !arrow {
                        if let Some(name) = &plain_name {
                            let name = name.clone();
                            if !self.looks_like_index(&raw[at + 1..end], &name, line)? {
                                break;
                            }
                        }
                    }
                    j = end + 1;
                }
                Some(b'{') => {
                    let Some(end) = matching(raw, at) else { break };
                    // test pattern_var_quantifier
                    // my $p = "a"; my $q = qr/x$p{2,}y/;
                    if first && !arrow && self.in_pattern && is_quantifier(&raw[at + 1..end]) {
                        // In a pattern `$name{2,}` is the variable and a quantifier
                        // (intuit_more's regcurly test).
                        break;
                    }
                    j = end + 1;
                }
                _ => break,
            }
            first = false;
        }
        if j == var_end {
            if let Some(name) = plain_name {
                let op = self.scalar_var(&name, line)?;
                return Ok(Some((op, j)));
            }
        }
        let text = &raw[i..j];
        let op = self.sub_expr(text, line)?;
        Ok(Some((op, j)))
    }

    /// perl guesses whether `[` after `$name` in a string starts a subscript. We take it as
    /// one when the array is known or the text is index-like.
    fn looks_like_index(&mut self, inner: &[u8], name: &str, line: u32) -> Result<bool, Diag> {
        if inner.is_empty() {
            return Ok(false);
        }
        if self.lookup_my(&format!("@{name}"), line)?.is_some() || name == "_" {
            return Ok(true);
        }
        let first = inner[0];
        Ok(first.is_ascii_digit()
            || first == b'$'
            || (first == b'-' && inner.get(1).is_some_and(|c| c.is_ascii_digit())))
    }

    /// `@name`, `@{name}`, `@$ref`, `@{ EXPR }`, with an optional slice subscript; joined
    /// with `$"`.
    fn interp_array(
        &mut self,
        raw: &[u8],
        i: usize,
        line: u32,
    ) -> Result<Option<(OpId, usize)>, Diag> {
        if matches!(raw.get(i + 1), Some(b'-') | Some(b'+'))
            && !matches!(raw.get(i + 2), Some(b'[') | Some(b'{'))
            && !self.in_pattern
        {
            // `@-` / `@+`.
            let list = self.array_var(if raw[i + 1] == b'-' { "-" } else { "+" }, line)?;
            let g = self.prog.glob("main::\"");
            let sep = self.op(OpKind::Gvsv(g), line);
            let join = self.op(OpKind::Func(crate::ops::Func::Join, vec![sep, list]), line);
            return Ok(Some((join, i + 2)));
        }
        // `@2` is an array too (digit names are perl's own, so only `@0...` warns below).
        let digits = raw[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let scanned = if digits > 0 {
            let name = String::from_utf8_lossy(&raw[i + 1..i + 1 + digits]).into_owned();
            Some((i + 1 + digits, Some(name)))
        } else {
            scan_var_part(raw, i + 1)
        };
        let Some((mut j, plain_name)) = scanned else {
            if raw.get(i + 1) == Some(&b'{') && !self.in_pattern {
                // `"@{[ 1 "`: the block never closes inside the string.
                return Err(Diag::missing_bracket_in_string(self.file(), line));
            }
            return Ok(None);
        };
        let perl_made = plain_name
            .as_deref()
            .is_some_and(|n| n.as_bytes()[0].is_ascii_digit() && !n.starts_with('0'));
        if let Some(name) = plain_name.as_ref().filter(|_| !perl_made) {
            // perl warns about `"user@example.com"`: an array nobody declared (for a
            // slice `@h{...}`, the hash).
            let name = name.clone();
            let sigil = if raw.get(j) == Some(&b'{') { '%' } else { '@' };
            if self.lookup_my(&format!("{sigil}{name}"), line)?.is_none()
                && !matches!(name.as_str(), "_" | "ARGV" | "INC" | "ENV")
                && !self
                    .prog
                    .globs
                    .iter()
                    .any(|g| g.name == self.qualify(&name))
                && self.warn_on(crate::diag::WarnCat::Ambiguous)
            {
                let w = crate::diag::warning(
                    self.file(),
                    line,
                    format!("Possible unintended interpolation of @{name} in string"),
                );
                self.prog.warnings.push(w);
            }
        }
        let var_end = j;
        // `"@{name}[1]"` is the array and then text, as in perl (a braced name takes
        // no subscript in a string).
        let braced_name = raw.get(i + 1) == Some(&b'{') && plain_name.is_some();
        if !braced_name && matches!(raw.get(j), Some(b'[') | Some(b'{')) {
            if let Some(end) = matching(raw, j) {
                j = end + 1;
            }
        }
        let list = match &plain_name {
            Some(name) if j == var_end => {
                let name = name.clone();
                self.array_var(&name, line)?
            }
            _ => self.sub_expr(&raw[i..j], line)?,
        };
        let g = self.prog.glob("main::\"");
        let sep = self.op(OpKind::Gvsv(g), line);
        let join = self.op(OpKind::Func(crate::ops::Func::Join, vec![sep, list]), line);
        Ok(Some((join, j)))
    }

    /// Parses `text` (a subscript inside a string) as an expression with a nested lexer.
    pub(crate) fn sub_expr(&mut self, text: &[u8], line: u32) -> Result<OpId, Diag> {
        let file = self.file().to_string();
        let saved_lx = std::mem::replace(&mut self.lx, Lexer::new(text.to_vec(), &file, line));
        let saved_peek = self.peeked.take();
        let result = (|| {
            let e = self.parse_expr(0)?;
            let t = self.next(Expect::Operator)?;
            if !matches!(t.tok, Tok::Eof) {
                return Err(self.syntax_at(&t));
            }
            Ok(e)
        })();
        self.lx = saved_lx;
        self.peeked = saved_peek;
        result
    }
}

/// Whether the text between braces is a quantifier (regcomp.c's regcurly: `{n}`, `{n,}`,
/// `{n,m}`, `{,m}`, blanks allowed around the numbers).
fn is_quantifier(inner: &[u8]) -> bool {
    let mut i = 0;
    let blanks = |i: &mut usize| {
        while matches!(inner.get(*i), Some(b' ') | Some(b'\t')) {
            *i += 1;
        }
    };
    let digits = |i: &mut usize| {
        let from = *i;
        while inner.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i > from
    };
    blanks(&mut i);
    let min = digits(&mut i);
    blanks(&mut i);
    let mut max = false;
    if inner.get(i) == Some(&b',') {
        i += 1;
        blanks(&mut i);
        max = digits(&mut i);
        blanks(&mut i);
    }
    i == inner.len() && (min || max)
}
