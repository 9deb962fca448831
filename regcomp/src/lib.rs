//! Compiling a perl pattern for PCRE2: perl's syntax where PCRE2 reads it differently
//! (the edits of `camelift_abi::pattern::Scan`, perl's Unicode property names), and
//! perl's words for the errors. Shared by the runtime, which compiles every pattern as a
//! match first runs, and the compiler, which compiles a program's constant patterns to
//! give their errors when the program is compiled, as perl does
//! (docs/decisions/regex-engine.md).

mod charset;
mod props;

use camelift_abi::pattern::Scan;
use camelift_abi::*;
use pcre2_sys::*;

/// A compile failure: perl's message (without ` at FILE line N.`), or a construct that is
/// not supported yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    Perl(String),
    NotYet(String),
    /// `\p{IsName}` where perl would call a sub `IsName` for a user-defined property:
    /// perl's "Unknown user-defined property name" if there is none, else not
    /// supported yet.
    UserProperty(String),
}

/// What went wrong before the text is placed in the message.
#[derive(Debug)]
pub(crate) enum Error {
    /// Followed by ` in regex; marked by <-- HERE in m/.../`.
    Marked(String),
    /// A whole message (`... in regex m/.../` where perl gives no position).
    Whole(String),
    NotYet(String),
    UserProperty(String),
}

/// A compiled pattern, owned by the caller (`pcre2_code_free_8` frees it).
pub struct Code(pub *mut pcre2_code_8);

/// Compiles `text` (which `scan` is the scan of) with perl's flags (`RXF_*`), in UTF
/// mode when `utf8`.
pub fn compile(text: &[u8], scan: &Scan, flags: u32, utf8: bool) -> Result<Code, Failure> {
    // perl: `\k` must name a group (PCRE2 would take the unknown escape literally).
    let mut i = 0;
    while i + 1 < text.len() {
        if text[i] == b'\\' {
            if text[i + 1] == b'k'
                && !matches!(text.get(i + 2), Some(b'<') | Some(b'{') | Some(b'\''))
            {
                return Err(marked("Sequence \\k... not terminated".into(), i + 2, text));
            }
            i += 2;
            continue;
        }
        i += 1;
    }
    if i + 1 == text.len() && text[i] == b'\\' {
        return Err(failure(Error::Whole("Trailing \\".into()), i, text));
    }
    // Where PCRE2 reads perl's syntax otherwise (`[\w-z]`, `\b*`, `x{3,1}`), the text it
    // compiles is rewritten to mean what perl means.
    let rewritten = scan.rewrite(text);
    let scanned = rewritten.as_deref().unwrap_or(text);
    let extended = flags & (RXF_X | RXF_XX) != 0;
    let (props, edits) = match props::translate(scanned, extended, flags & RXF_I != 0) {
        Ok(Some((t, e))) => (Some(t), e),
        Ok(None) => (None, Vec::new()),
        Err((e, at)) => {
            let at = scan.original_offset(at.min(scanned.len())).min(text.len());
            return Err(failure(e, at, text));
        }
    };
    let after_props = props.as_deref().unwrap_or(scanned);
    // perl's inline charset modifiers (`(?^u:` in an interpolated qr//).
    let (inline, inline_unicode) = charset::inline_modifiers(after_props);
    let (after_inline, inline_edits) = match inline {
        Some((t, e)) => (Some(t), e),
        None => (None, Vec::new()),
    };
    let after_inline_text = after_inline.as_deref().unwrap_or(after_props);
    let opts = compile_opts(flags, utf8) | if inline_unicode { PCRE2_UCP } else { 0 };
    // `/i` under Unicode rules (but not `/aa`): perl's multi-character folds.
    let (folded, fold_edits) = if opts & PCRE2_UCP != 0 && flags & RXF_CS_AA == 0 {
        match charset::multi_folds(after_inline_text, extended, utf8, flags & RXF_I != 0) {
            Some((t, e)) => (Some(t), e),
            None => (None, Vec::new()),
        }
    } else {
        (None, Vec::new())
    };
    let pcre_text = folded.as_deref().unwrap_or(after_inline_text);
    let place = |off: usize| {
        let off = props::original_offset(&fold_edits, off.min(pcre_text.len()));
        let off = props::original_offset(&inline_edits, off.min(after_inline_text.len()));
        let off = props::original_offset(&edits, off.min(after_props.len()));
        scan.original_offset(off.min(scanned.len())).min(text.len())
    };
    let xopts = extra_opts(flags);
    let (code, err, off) = pcre_compile(pcre_text, opts, xopts, true);
    if code.is_null() {
        let (e, at) = perl_error(err, place(off), text);
        return Err(failure(e, at, text));
    }
    // PCRE2 takes a bad `\g` reference literally under BAD_ESCAPE_IS_LITERAL (which
    // keeps perl's unknown escapes, `\y`, as their letter); perl rejects it.
    if pcre_text.windows(2).any(|w| w == b"\\g") {
        let (strict, err, off) = pcre_compile(pcre_text, opts, xopts, false);
        if strict.is_null() {
            if matches!(
                err as u32,
                PCRE2_ERROR_BAD_SUBPATTERN_REFERENCE
                    | PCRE2_ERROR_BACKSLASH_G_SYNTAX
                    | PCRE2_ERROR_BAD_RELATIVE_REFERENCE
            ) {
                // SAFETY: `code` was compiled above and is not used after this.
                unsafe { pcre2_code_free_8(code) };
                let (e, at) = perl_error(err, place(off), text);
                return Err(failure(e, at, text));
            }
        } else {
            // SAFETY: compiled just above, used only for the check.
            unsafe { pcre2_code_free_8(strict) };
        }
    }
    Ok(Code(code))
}

/// Compiles and frees: whether `text` compiles, or perl's error for it. A pattern with
/// a code point above 255 in it is compiled as characters, as the runtime does.
pub fn check(text: &[u8], scan: &Scan, flags: u32, utf8: bool) -> Result<(), Failure> {
    let code = if !utf8 && needs_utf8(text) {
        let up = upgrade_latin1(text);
        let extended = camelift_abi::pattern::extended_level(flags);
        compile(
            &up,
            &camelift_abi::pattern::scan(&up, extended),
            flags,
            true,
        )?
    } else {
        compile(text, scan, flags, utf8)?
    };
    // SAFETY: compiled by `compile` and owned here.
    unsafe { pcre2_code_free_8(code.0) };
    Ok(())
}

/// Whether the pattern names a code point above 255 (`\x{100}`, `\o{400}`,
/// `\N{U+263A}`): perl compiles such a pattern as characters whatever it is matched
/// against.
pub fn needs_utf8(text: &[u8]) -> bool {
    let mut i = 0;
    while i + 2 < text.len() {
        if text[i] != b'\\' {
            i += 1;
            continue;
        }
        let (radix, start) = match (text[i + 1], text[i + 2]) {
            (b'x', b'{') => (16, i + 3),
            (b'o', b'{') => (8, i + 3),
            (b'N', b'{') if text[i + 3..].starts_with(b"U+") => (16, i + 5),
            _ => {
                i += 2;
                continue;
            }
        };
        let digits: Vec<u8> = text[start.min(text.len())..]
            .iter()
            .take_while(|&&b| b != b'}')
            .filter(|&&b| b != b'_' && !b.is_ascii_whitespace())
            .copied()
            .collect();
        let value = std::str::from_utf8(&digits)
            .ok()
            .and_then(|d| u64::from_str_radix(d, radix).ok());
        if value.is_some_and(|v| v > 0xFF) || (digits.len() > 16 && value.is_none()) {
            return true;
        }
        i += 2;
    }
    false
}

/// A byte string's characters (Latin-1) as UTF-8.
pub fn upgrade_latin1(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + 8);
    for &b in text {
        if b < 0x80 {
            out.push(b);
        } else {
            out.push(0xC0 | (b >> 6));
            out.push(0x80 | (b & 0x3F));
        }
    }
    out
}

/// Whether PCRE2 compiles `text` with no options and unknown escapes rejected.
pub(crate) fn compiles_plain(text: &[u8]) -> bool {
    let (code, _, _) = pcre_compile(text, 0, 0, false);
    if code.is_null() {
        return false;
    }
    // SAFETY: compiled just above and not used after this.
    unsafe { pcre2_code_free_8(code) };
    true
}

/// One `pcre2_compile`: the code (null on failure), the error code and its offset.
fn pcre_compile(
    text: &[u8],
    opts: u32,
    xopts: u32,
    lax_escapes: bool,
) -> (*mut pcre2_code_8, i32, usize) {
    let mut err: i32 = 0;
    let mut off: usize = 0;
    // SAFETY: a null general context means malloc; the context is freed below.
    let cctx = unsafe { pcre2_compile_context_create_8(std::ptr::null_mut()) };
    if !cctx.is_null() {
        // SAFETY: `cctx` was just created.
        unsafe { pcre2_set_parens_nest_limit_8(cctx, NEST_LIMIT) };
        // perl passes an unknown escape (`\y`) through as the letter.
        let lax = if lax_escapes {
            PCRE2_EXTRA_BAD_ESCAPE_IS_LITERAL
        } else {
            0
        };
        // SAFETY: as above.
        unsafe { pcre2_set_compile_extra_options_8(cctx, lax | xopts) };
    }
    // SAFETY: pattern pointer and length describe `text`; the out-parameters are valid;
    // `cctx` is a compile context or null (defaults).
    let code =
        unsafe { pcre2_compile_8(text.as_ptr(), text.len(), opts, &mut err, &mut off, cctx) };
    if !cctx.is_null() {
        // SAFETY: created above and no longer used.
        unsafe { pcre2_compile_context_free_8(cctx) };
    }
    (code, err, off)
}

fn marked(msg: String, at: usize, text: &[u8]) -> Failure {
    failure(Error::Marked(msg), at, text)
}

fn failure(e: Error, at: usize, text: &[u8]) -> Failure {
    let at = at.min(text.len());
    match e {
        Error::Marked(msg) => Failure::Perl(format!(
            "{msg} in regex; marked by <-- HERE in m/{} <-- HERE {}/",
            String::from_utf8_lossy(&text[..at]),
            String::from_utf8_lossy(&text[at..])
        )),
        Error::Whole(msg) => Failure::Perl(format!(
            "{msg} in regex m/{}/",
            String::from_utf8_lossy(text)
        )),
        Error::NotYet(what) => Failure::NotYet(what),
        Error::UserProperty(name) => Failure::UserProperty(name),
    }
}

pub fn compile_opts(flags: u32, utf8: bool) -> u32 {
    let mut o = PCRE2_DUPNAMES;
    if flags & RXF_I != 0 {
        o |= PCRE2_CASELESS;
    }
    if flags & RXF_M != 0 {
        o |= PCRE2_MULTILINE;
    }
    if flags & RXF_S != 0 {
        o |= PCRE2_DOTALL;
    }
    if flags & RXF_XX != 0 {
        o |= PCRE2_EXTENDED_MORE;
    } else if flags & RXF_X != 0 {
        o |= PCRE2_EXTENDED;
    }
    if flags & RXF_N != 0 {
        o |= PCRE2_NO_AUTO_CAPTURE;
    }
    if utf8 {
        o |= PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF;
    } else if unicode_rules(flags) {
        // Unicode rules for a byte string: its bytes are Latin-1 characters.
        o |= PCRE2_UCP;
    }
    o
}

/// Whether the pattern's character set gives Unicode rules to a byte string: `/u`,
/// `/a` and `/aa` (whose restrictions are `extra_opts`), and `/l` under a UTF-8 locale
/// (perl treats those as Unicode; any other locale is taken as the C locale's ASCII).
fn unicode_rules(flags: u32) -> bool {
    if flags & (RXF_CS_U | RXF_CS_A | RXF_CS_AA) != 0 {
        return true;
    }
    flags & RXF_CS_L != 0 && utf8_locale()
}

/// Whether the program's LC_CTYPE locale (from the environment, as perl's start-up
/// `setlocale(LC_ALL, "")` reads it) is a UTF-8 one.
fn utf8_locale() -> bool {
    let var = ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_default()
        .to_ascii_lowercase();
    var.contains("utf-8") || var.contains("utf8")
}

/// PCRE2's extra options for perl's `/a` (`\d`, `\s`, `\w`, `\b` and the POSIX classes
/// ASCII-only) and `/aa` (also no fold between ASCII and non-ASCII characters).
pub fn extra_opts(flags: u32) -> u32 {
    let ascii = PCRE2_EXTRA_ASCII_BSD
        | PCRE2_EXTRA_ASCII_BSS
        | PCRE2_EXTRA_ASCII_BSW
        | PCRE2_EXTRA_ASCII_POSIX
        | PCRE2_EXTRA_ASCII_DIGIT;
    if flags & RXF_CS_AA != 0 {
        ascii | PCRE2_EXTRA_CASELESS_RESTRICT
    } else if flags & RXF_CS_A != 0 {
        ascii
    } else {
        0
    }
}

pub fn pcre_message(code: i32) -> String {
    let mut buf = [0u8; 256];
    // SAFETY: the buffer is writable for its whole length, which we pass.
    let n = unsafe { pcre2_get_error_message_8(code, buf.as_mut_ptr(), buf.len()) };
    let n = usize::try_from(n).unwrap_or(0).min(buf.len());
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

/// perl's wording and `<-- HERE` position for the compile errors scripts meet most;
/// PCRE2's own message otherwise.
fn perl_error(code: i32, off: usize, text: &[u8]) -> (Error, usize) {
    let code = code as u32;
    let off = off.min(text.len());
    let after = |pos: usize| (pos + 1).min(text.len());
    let m = |s: &str| Error::Marked(s.to_string());
    match code {
        PCRE2_ERROR_MISSING_CLOSING_PARENTHESIS => {
            // The first `(` left open.
            let mut stack = vec![];
            let mut i = 0;
            let mut class = false;
            while i < text.len() {
                match text[i] {
                    b'\\' => i += 1,
                    b'[' if !class => class = true,
                    b']' if class => class = false,
                    b'(' if !class => stack.push(i),
                    b')' if !class => {
                        stack.pop();
                    }
                    _ => {}
                }
                i += 1;
            }
            let at = stack.first().map(|p| after(*p)).unwrap_or(off);
            (m("Unmatched ("), at)
        }
        PCRE2_ERROR_UNMATCHED_CLOSING_PARENTHESIS => (m("Unmatched )"), after(off)),
        PCRE2_ERROR_MISSING_SQUARE_BRACKET => {
            let open = text[..off]
                .iter()
                .rposition(|c| *c == b'[')
                .map(after)
                .unwrap_or(off);
            (m("Unmatched ["), open)
        }
        PCRE2_ERROR_QUANTIFIER_INVALID => {
            if off > 0 && matches!(text.get(off - 1), Some(b'*') | Some(b'+') | Some(b'?')) {
                (m("Nested quantifiers"), after(off))
            } else {
                (m("Quantifier follows nothing"), after(off))
            }
        }
        PCRE2_ERROR_BAD_SUBPATTERN_REFERENCE | PCRE2_ERROR_BAD_RELATIVE_REFERENCE => {
            let rest = &text[off..];
            if rest.first() == Some(&b'(') {
                // perl takes a condition on a group that does not exist as false.
                return (
                    Error::NotYet("a (?(N)...) condition on a group that does not exist".into()),
                    off,
                );
            }
            let (brace, num) = match rest.first() {
                Some(b'{') => (1, &rest[1..]),
                _ => (0, rest),
            };
            if num.first() == Some(&b'-') {
                (
                    m("Reference to nonexistent or unclosed group"),
                    off + brace + 1,
                )
            } else if num.first().is_some_and(u8::is_ascii_digit) {
                let digits = num.iter().take_while(|c| c.is_ascii_digit()).count();
                (m("Reference to nonexistent group"), off + brace + digits)
            } else if text[..off].ends_with(b"\\") {
                (m("Reference to nonexistent group"), off)
            } else {
                let end = rest
                    .iter()
                    .position(|c| matches!(c, b'>' | b'}' | b'\''))
                    .map(|p| off + p)
                    .unwrap_or(off);
                (m("Reference to nonexistent named group"), end)
            }
        }
        PCRE2_ERROR_BACKSLASH_G_SYNTAX => (m("Unterminated \\g... pattern"), off),
        PCRE2_ERROR_CLASS_RANGE_ORDER => {
            // `off` is at the range's end; perl quotes the range.
            let end = atom_end(text, off);
            let dash = off.saturating_sub(1);
            let start = atom_start(text, dash);
            let range = String::from_utf8_lossy(&text[start..end]).into_owned();
            (Error::Marked(format!("Invalid [] range \"{range}\"")), end)
        }
        // perl's charset modifiers, which PCRE2 does not have.
        PCRE2_ERROR_INVALID_AFTER_PARENS_QUERY
            if matches!(text.get(off), Some(b'a' | b'u' | b'l' | b'd')) =>
        {
            let c = text[off] as char;
            (Error::NotYet(format!("the pattern modifier (?{c})")), off)
        }
        PCRE2_ERROR_SUBPATTERN_NAMES_MISMATCH => (
            Error::NotYet("different names for the groups of one number in (?|...)".into()),
            off,
        ),
        PCRE2_ERROR_INVALID_AFTER_PARENS_QUERY => {
            let end = atom_end(text, off);
            let c = String::from_utf8_lossy(&text[off..end]).into_owned();
            (
                Error::Marked(format!("Sequence (?{c}...) not recognized")),
                end,
            )
        }
        PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH | 187 | 200 => (
            Error::Whole("Lookbehind longer than 255 not implemented".into()),
            off,
        ),
        PCRE2_ERROR_UNKNOWN_POSIX_CLASS => {
            let start = text[..off]
                .windows(2)
                .rposition(|w| w == b"[:" || w == b"[=" || w == b"[.")
                .unwrap_or(off);
            let end = text[start..]
                .windows(2)
                .position(|w| w[1] == b']' && matches!(w[0], b':' | b'=' | b'.'))
                .map_or(off, |p| start + p + 2);
            let class = String::from_utf8_lossy(&text[start..end]).into_owned();
            (Error::Marked(format!("POSIX class {class} unknown")), end)
        }
        PCRE2_ERROR_END_BACKSLASH => (Error::Whole("Trailing \\".into()), off),
        PCRE2_ERROR_QUANTIFIER_TOO_BIG => (m("Quantifier in {,} bigger than 65534"), off),
        PCRE2_ERROR_MISSING_COMMENT_CLOSING => {
            (Error::Whole("Sequence (?#... not terminated".into()), off)
        }
        PCRE2_ERROR_TOO_MANY_CONDITION_BRANCHES => {
            (m("Switch (?(condition)... contains too many branches"), off)
        }
        PCRE2_ERROR_PARENTHESES_NEST_TOO_DEEP => {
            // perl's limit: the `(` that opens group NEST_LIMIT + 1 deep.
            (m("Too many nested open parens"), off)
        }
        _ => (Error::Marked(pcre_message(code as i32)), off),
    }
}

/// perl's limit on nested groups (its `${^RE_COMPILE_RECURSION_LIMIT}`, 1000): a
/// pattern nested 1000 deep is an error.
const NEST_LIMIT: u32 = 999;

/// The end of the pattern item that starts at `at`: an escape (`\t`, `\x{7A}`), else
/// one character.
/// At `i`, the `[` that opens a bracketed class: where its members start (after a `^`,
/// and after a `]` that is its first member).
pub(crate) fn class_members_start(text: &[u8], mut i: usize) -> usize {
    i += 1;
    if text.get(i) == Some(&b'^') {
        i += 1;
    }
    if text.get(i) == Some(&b']') {
        i += 1;
    }
    i
}

/// At `i`, the `[` of a POSIX class inside a bracketed class (`[:alpha:]`, `[=a=]`,
/// `[.a.]`): the position after its closing `]`, or after the `[` when it never closes.
pub(crate) fn posix_class_end(text: &[u8], i: usize) -> usize {
    let close = text[i + 2..]
        .windows(2)
        .position(|w| w[1] == b']' && matches!(w[0], b':' | b'.' | b'='));
    close.map_or(i + 1, |p| i + 2 + p + 2)
}

fn atom_end(text: &[u8], at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    if text[at] == b'\\' {
        if matches!(text.get(at + 1), Some(b'x' | b'o' | b'N' | b'p' | b'P'))
            && text.get(at + 2) == Some(&b'{')
        {
            return text[at..]
                .iter()
                .position(|&b| b == b'}')
                .map_or(text.len(), |p| at + p + 1);
        }
        return (at + 2).min(text.len());
    }
    let mut end = at + 1;
    while end < text.len() && text[end] & 0xC0 == 0x80 {
        end += 1;
    }
    end
}

/// The start of the pattern item that ends at `end` (the inverse of `atom_end`).
fn atom_start(text: &[u8], end: usize) -> usize {
    let end = end.min(text.len());
    if end == 0 {
        return 0;
    }
    if text[end - 1] == b'}' {
        if let Some(b) = text[..end].iter().rposition(|&b| b == b'\\') {
            return b;
        }
    }
    if end >= 2 && text[end - 2] == b'\\' {
        return end - 2;
    }
    let mut start = end - 1;
    while start > 0 && text[start] & 0xC0 == 0x80 {
        start -= 1;
    }
    start
}
