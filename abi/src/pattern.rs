//! What both sides know about perl's pattern syntax where PCRE2 reads it differently.
//! One scan of a pattern (as perl's `regcomp` reads it: escapes, bracketed classes,
//! groups, quantifiers, `/x` comments) finds
//! - the compile-time warnings perl gives about it (the compiler prints them for patterns
//!   it knows at compile time), and
//! - the places PCRE2 would reject or read otherwise, with the edit that makes it do what
//!   perl does (the runtime applies them before compiling): a range with a class at one
//!   end (`[\w-z]`) has a literal `-`; a quantified assertion (`\b*`) is wrapped in a group
//!   PCRE2 may quantify; `x{3,1}` can never match.

use alloc::string::String;
use alloc::vec::Vec;

/// Something perl warns about in a pattern. Offsets are byte offsets into the pattern;
/// `here` is where perl puts its `<-- HERE` mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// `\y`: an escape perl does not know, passed through as the letter.
    UnknownEscape {
        here: usize,
        letter: u8,
        in_class: bool,
    },
    /// `[\w-z]`, `[a-\d]`: a range with a class at one end; the `-` is literal.
    /// `start..here` is the text perl quotes.
    FalseRange { start: usize, here: usize },
    /// `\b*`, `()+`: a zero-width item repeated without bound; `start..here` is the item
    /// and its quantifier.
    NullManyTimes { start: usize, here: usize },
    /// `x{3,1}`: a quantifier that can never match.
    ReversedQuantifier { here: usize },
    /// `(?=a)+x`: a zero-width item required at least once, which perl's optimiser finds
    /// (once per pattern, after the others; not when the pattern captures, alternates at
    /// its top level, cannot match, or ends with the item repeated without bound).
    ZeroLengthQuantifier,
}

impl Finding {
    /// perl's warning text (without " at FILE line N.") for this finding in `pat`.
    pub fn message(&self, pat: &[u8]) -> String {
        let shown = |a: usize, b: usize| {
            let b = b.min(pat.len());
            String::from_utf8_lossy(&pat[a.min(b)..b]).into_owned()
        };
        let (text, here) = match *self {
            Finding::UnknownEscape {
                here,
                letter,
                in_class,
            } => {
                let place = if in_class { " in character class" } else { "" };
                let mut t = String::from("Unrecognized escape \\");
                t.push(letter as char);
                t.push_str(place);
                t.push_str(" passed through");
                (t, here)
            }
            Finding::FalseRange { start, here } => {
                let mut t = String::from("False [] range \"");
                t.push_str(&shown(start, here));
                t.push('"');
                (t, here)
            }
            Finding::NullManyTimes { start, here } => {
                let mut t = shown(start, here);
                t.push_str(" matches null string many times");
                (t, here)
            }
            Finding::ReversedQuantifier { here } => (
                String::from("Quantifier {n,m} with n > m can't match"),
                here,
            ),
            Finding::ZeroLengthQuantifier => {
                let mut m =
                    String::from("Quantifier unexpected on zero-length expression in regex m/");
                m.push_str(&shown(0, pat.len()));
                m.push('/');
                return m;
            }
        };
        let mut m = text;
        m.push_str(" in regex; marked by <-- HERE in m/");
        m.push_str(&shown(0, here));
        m.push_str(" <-- HERE ");
        m.push_str(&String::from_utf8_lossy(&pat[here.min(pat.len())..]));
        m.push('/');
        m
    }
}

/// A change to the pattern text for PCRE2: at `at`, remove `del` bytes and put `ins`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub at: usize,
    pub del: usize,
    pub ins: &'static [u8],
}

/// The result of scanning a pattern.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// In the order perl reports them.
    pub findings: Vec<Finding>,
    /// In pattern order.
    pub edits: Vec<Edit>,
    /// The pattern has an alternation (a `|` outside a class, a comment and a
    /// conditional's own branches), where perl's optimiser looks for a trie: it makes
    /// `${^RE_TRIE_MAXBUF}` then, a key of `%main::`.
    pub alternation: bool,
}

impl Scan {
    /// The pattern with the edits applied, or None when there are none.
    pub fn rewrite(&self, pat: &[u8]) -> Option<Vec<u8>> {
        if self.edits.is_empty() {
            return None;
        }
        let mut out = Vec::with_capacity(pat.len() + 8 * self.edits.len());
        let mut from = 0;
        for e in &self.edits {
            let at = e.at.clamp(from, pat.len());
            out.extend_from_slice(&pat[from..at]);
            out.extend_from_slice(e.ins);
            from = (at + e.del).min(pat.len());
        }
        out.extend_from_slice(&pat[from..]);
        Some(out)
    }

    /// The offset in the original pattern of offset `off` in the rewritten one (for
    /// placing an error's `<-- HERE`).
    pub fn original_offset(&self, off: usize) -> usize {
        let mut shift: isize = 0;
        for e in &self.edits {
            let new_at = (e.at as isize + shift) as usize;
            if off < new_at {
                break;
            }
            if off < new_at + e.ins.len() {
                return e.at;
            }
            shift += e.ins.len() as isize - e.del as isize;
        }
        (off as isize - shift).max(0) as usize
    }
}

/// Escapes perl does not know outside a bracketed class (it warns and takes the letter).
const UNKNOWN_ESCAPES: &[u8] = b"ijmqyIJMOTY";
/// Escapes perl does not know inside a bracketed class.
const UNKNOWN_CLASS_ESCAPES: &[u8] = b"gijkmqyzABCGIJKMORTXYZ";

/// One item just read, for the quantifier that may follow.
#[derive(Clone, Copy)]
struct Atom {
    /// Where the piece starts (perl quotes from here): before any `/x` space, comment or
    /// `(?flags)` in front of the item.
    start: usize,
    /// Where the item itself starts.
    token: usize,
    end: usize,
    /// Matches without consuming anything (perl's item without HASWIDTH).
    zero: bool,
    /// A single assertion token (`\b`, `^`, ...) that PCRE2 will not quantify.
    assertion: bool,
}

struct Group {
    /// Where the piece holding the group starts.
    piece_start: usize,
    /// Where the group's `(` is.
    token: usize,
    /// The `/x` level outside the group, restored when it closes.
    outer_x: u8,
    lookaround: bool,
    has_width: bool,
    /// `(?(cond)yes|no)`, whose `|` is no alternation.
    conditional: bool,
}

struct Scanner<'a> {
    pat: &'a [u8],
    /// 0, 1 for `/x`, 2 for `/xx`.
    x: u8,
    out: Scan,
    /// What decides perl's "Quantifier unexpected on zero-length expression": a
    /// zero-width item quantified at least once, capture groups, `|` outside groups, a
    /// quantifier that cannot match.
    zero_required: bool,
    captures: bool,
    top_alternation: bool,
    reversed: bool,
}

/// The `/x` level of a pattern op's `RXF_*` flags: 0, 1 for `/x`, 2 for `/xx`.
pub fn extended_level(flags: u32) -> u8 {
    if flags & crate::RXF_XX != 0 {
        2
    } else {
        u8::from(flags & crate::RXF_X != 0)
    }
}

/// Scans `pat` compiled with `/x` (`extended` 1) or `/xx` (2).
pub fn scan(pat: &[u8], extended: u8) -> Scan {
    let mut s = Scanner {
        pat,
        x: extended,
        out: Scan::default(),
        zero_required: false,
        captures: false,
        top_alternation: false,
        reversed: false,
    };
    s.run();
    if s.zero_required && !s.captures && !s.top_alternation && !s.reversed {
        s.out.findings.push(Finding::ZeroLengthQuantifier);
    }
    s.out.edits.sort_by_key(|e| e.at);
    s.out
}

impl Scanner<'_> {
    fn at(&self, i: usize) -> u8 {
        self.pat.get(i).copied().unwrap_or(0)
    }

    /// Past white space and comments that `/x` ignores, and `(?#...)` comments.
    fn skip_ignored(&self, mut i: usize) -> usize {
        loop {
            if self.pat[i.min(self.pat.len())..].starts_with(b"(?#") {
                while i < self.pat.len() && self.pat[i] != b')' {
                    i += 1;
                }
                i += 1;
                continue;
            }
            if self.x == 0 || i >= self.pat.len() {
                return i;
            }
            match self.pat[i] {
                b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => i += 1,
                b'#' => {
                    while i < self.pat.len() && self.pat[i] != b'\n' {
                        i += 1;
                    }
                }
                _ => return i,
            }
        }
    }

    /// Past `{...}` starting at `i` (or nothing when no brace is there).
    fn skip_braces(&self, i: usize) -> usize {
        if self.at(i) != b'{' {
            return i;
        }
        match self.pat[i..].iter().position(|c| *c == b'}') {
            Some(n) => i + n + 1,
            None => self.pat.len(),
        }
    }

    /// Past one character (a UTF-8 sequence counts as one).
    fn skip_char(&self, mut i: usize) -> usize {
        i += 1;
        while i < self.pat.len() && self.pat[i] & 0xc0 == 0x80 {
            i += 1;
        }
        i
    }

    fn run(&mut self) {
        let n = self.pat.len();
        let mut groups: Vec<Group> = Vec::new();
        let mut i = 0;
        // Where the current piece started: `(?flags)` in front of an item is part of it.
        let mut pending: Option<usize> = None;
        while i < n {
            let piece_start = *pending.get_or_insert(i);
            i = self.skip_ignored(i);
            if i >= n {
                break;
            }
            let c = self.pat[i];
            let atom = match c {
                b'|' => {
                    self.top_alternation |= groups.is_empty();
                    self.out.alternation |= !groups.last().is_some_and(|g| g.conditional);
                    i += 1;
                    pending = None;
                    continue;
                }
                b'(' => {
                    if let Some(end) = self.inline_flags(i) {
                        i = end;
                        continue;
                    }
                    let (end, lookaround, opaque) = self.group_open(i);
                    if opaque {
                        // `(?R)`, `(?1)`, `(?&name)`: a whole item.
                        Atom {
                            start: piece_start,
                            token: i,
                            end,
                            zero: false,
                            assertion: false,
                        }
                    } else {
                        let named = matches!(self.at(i + 2), b'<' | b'\'')
                            && !matches!(self.at(i + 3), b'=' | b'!')
                            || self.pat[i..].starts_with(b"(?P<");
                        self.captures |= !matches!(self.at(i + 1), b'?' | b'*') || named;
                        let conditional = self.pat[i..].starts_with(b"(?(");
                        groups.push(Group {
                            piece_start,
                            token: i,
                            outer_x: self.x,
                            lookaround,
                            has_width: conditional,
                            conditional,
                        });
                        if let Some(x) = self.group_flags_x(i, end) {
                            self.x = x;
                        }
                        i = end;
                        pending = None;
                        continue;
                    }
                }
                b')' => {
                    let Some(g) = groups.pop() else {
                        i += 1;
                        continue;
                    };
                    self.x = g.outer_x;
                    Atom {
                        start: g.piece_start,
                        token: g.token,
                        end: i + 1,
                        zero: g.lookaround || !g.has_width,
                        assertion: false,
                    }
                }
                b'^' | b'$' => Atom {
                    start: piece_start,
                    token: i,
                    end: i + 1,
                    zero: true,
                    assertion: true,
                },
                b'\\' => self.escape(piece_start, i),
                b'[' => Atom {
                    start: piece_start,
                    token: i,
                    end: self.class(i),
                    zero: false,
                    assertion: false,
                },
                b'*' | b'+' | b'?' => {
                    // A quantifier that follows nothing: PCRE2 reports it.
                    i += 1;
                    pending = None;
                    continue;
                }
                _ => Atom {
                    start: piece_start,
                    token: i,
                    end: self.skip_char(i),
                    zero: false,
                    assertion: false,
                },
            };
            if !atom.zero {
                if let Some(g) = groups.last_mut() {
                    g.has_width = true;
                }
            }
            i = self.quantifier(atom);
            pending = None;
        }
    }

    /// `(?flags)` alone (it changes the flags for the rest of the enclosing group): the
    /// offset after it.
    fn inline_flags(&mut self, i: usize) -> Option<usize> {
        if self.at(i + 1) != b'?' {
            return None;
        }
        let mut j = i + 2;
        while j < self.pat.len()
            && (self.pat[j].is_ascii_alphabetic() || self.pat[j] == b'-' || self.pat[j] == b'^')
        {
            j += 1;
        }
        if j == i + 2 || self.at(j) != b')' {
            return None;
        }
        if let Some(x) = self.flags_x(&self.pat[i + 2..j]) {
            self.x = x;
        }
        Some(j + 1)
    }

    /// The `/x` level after the flag letters `f` (`x`, `xx`, `-x`, `^...`).
    fn flags_x(&self, f: &[u8]) -> Option<u8> {
        let mut x = self.x;
        let mut changed = false;
        let mut on = true;
        let mut count = 0;
        for &c in f {
            match c {
                b'^' => {
                    x = 0;
                    changed = true;
                }
                b'-' => on = false,
                b'x' if on => {
                    count += 1;
                    x = count.min(2);
                    changed = true;
                }
                b'x' => {
                    x = 0;
                    changed = true;
                }
                _ => {}
            }
        }
        changed.then_some(x)
    }

    /// `(?flags:...)`: the `/x` level inside.
    fn group_flags_x(&self, i: usize, end: usize) -> Option<u8> {
        if self.at(i + 1) != b'?' || end < i + 3 || self.at(end - 1) != b':' {
            return None;
        }
        let f = &self.pat[i + 2..end - 1];
        if !f
            .iter()
            .all(|c| c.is_ascii_alphabetic() || *c == b'-' || *c == b'^')
        {
            return None;
        }
        self.flags_x(f)
    }

    /// A group opening at `i`: where its contents start, whether it is a lookaround, and
    /// whether it is a whole item with no contents (recursion, a back-reference, a verb).
    fn group_open(&self, i: usize) -> (usize, bool, bool) {
        let rest = &self.pat[i..];
        let to_close = || {
            rest.iter()
                .position(|c| *c == b')')
                .map_or(self.pat.len(), |p| i + p + 1)
        };
        for look in [&b"(?="[..], b"(?!", b"(?<=", b"(?<!"] {
            if rest.starts_with(look) {
                return (i + look.len(), true, false);
            }
        }
        if rest.starts_with(b"(*") {
            // `(*pla:...)` and friends are lookarounds; other verbs are whole items.
            let colon = rest.iter().position(|c| *c == b':');
            let close = rest.iter().position(|c| *c == b')');
            return match (colon, close) {
                (Some(c), Some(e)) if c < e => (i + c + 1, true, false),
                _ => (to_close(), false, true),
            };
        }
        if !rest.starts_with(b"(?") {
            return (i + 1, false, false);
        }
        match self.at(i + 2) {
            b'<' | b'\'' => {
                let close = if self.at(i + 2) == b'<' { b'>' } else { b'\'' };
                let end = rest[3..]
                    .iter()
                    .position(|c| *c == close)
                    .map_or(self.pat.len(), |p| i + 3 + p + 1);
                (end, false, false)
            }
            b'P' if self.at(i + 3) == b'<' => {
                let end = rest[4..]
                    .iter()
                    .position(|c| *c == b'>')
                    .map_or(self.pat.len(), |p| i + 4 + p + 1);
                (end, false, false)
            }
            b'P' | b'R' | b'&' | b'+' | b'-' | b'0'..=b'9' => (to_close(), false, true),
            b':' | b'|' | b'>' => (i + 3, false, false),
            b'(' => {
                // A conditional, a group past its condition (taken as having width).
                (to_close(), false, false)
            }
            _ => {
                // `(?flags:`
                let mut j = i + 2;
                while j < self.pat.len()
                    && (self.pat[j].is_ascii_alphabetic()
                        || self.pat[j] == b'-'
                        || self.pat[j] == b'^')
                {
                    j += 1;
                }
                if self.at(j) == b':' {
                    (j + 1, false, false)
                } else {
                    (i + 2, false, false)
                }
            }
        }
    }

    /// An escape outside a class, at `i`.
    fn escape(&mut self, start: usize, i: usize) -> Atom {
        let c = self.at(i + 1);
        let mut atom = Atom {
            start,
            token: i,
            end: i + 2,
            zero: false,
            assertion: false,
        };
        match c {
            0 => atom.end = i + 1,
            b'b' | b'B' => {
                atom.end = self.skip_braces(i + 2);
                atom.zero = true;
                atom.assertion = true;
            }
            b'A' | b'z' | b'Z' | b'G' => {
                atom.zero = true;
                atom.assertion = true;
            }
            b'x' => {
                atom.end = if self.at(i + 2) == b'{' {
                    self.skip_braces(i + 2)
                } else {
                    let mut j = i + 2;
                    while j < i + 4 && self.at(j).is_ascii_hexdigit() {
                        j += 1;
                    }
                    j
                };
            }
            b'o' | b'N' | b'g' => atom.end = self.skip_braces(i + 2),
            b'p' | b'P' => {
                atom.end = if self.at(i + 2) == b'{' {
                    self.skip_braces(i + 2)
                } else {
                    (i + 3).min(self.pat.len())
                };
            }
            b'k' => {
                let close = match self.at(i + 2) {
                    b'<' => b'>',
                    b'{' => b'}',
                    b'\'' => b'\'',
                    _ => 0,
                };
                if close != 0 {
                    atom.end = self.pat[i + 3..]
                        .iter()
                        .position(|ch| *ch == close)
                        .map_or(self.pat.len(), |p| i + 3 + p + 1);
                }
            }
            b'c' => atom.end = (i + 3).min(self.pat.len()),
            _ if UNKNOWN_ESCAPES.contains(&c) => {
                self.out.findings.push(Finding::UnknownEscape {
                    here: i + 2,
                    letter: c,
                    in_class: false,
                });
            }
            _ if c >= 0x80 => atom.end = self.skip_char(i + 1),
            _ => {}
        }
        atom
    }

    /// A bracketed class at `i`: the offset after it. Records false ranges and unknown
    /// escapes in it.
    fn class(&mut self, i: usize) -> usize {
        let n = self.pat.len();
        let mut j = i + 1;
        if self.at(j) == b'^' {
            j += 1;
        }
        // The range's left end, while a `-` may still follow it: start and whether it is
        // a class.
        let mut prev: Option<(usize, bool)> = None;
        if self.at(j) == b']' {
            prev = Some((j, false));
            j += 1;
        }
        while j < n {
            let c = self.pat[j];
            if self.x >= 2 && (c == b' ' || c == b'\t') {
                j += 1;
                continue;
            }
            if c == b']' {
                return j + 1;
            }
            if c == b'-' {
                if let Some((left, left_class)) = prev.take() {
                    let mut k = j + 1;
                    if self.x >= 2 {
                        while matches!(self.at(k), b' ' | b'\t') {
                            k += 1;
                        }
                    }
                    if self.at(k) == b']' || k >= n {
                        j += 1;
                        continue;
                    }
                    if left_class {
                        self.false_range(left, k, j);
                        j += 1;
                        continue;
                    }
                    let (end, right_class) = self.class_item(k);
                    if right_class {
                        self.false_range(left, end, j);
                        prev = Some((k, true));
                    }
                    j = end;
                    continue;
                }
            }
            let (end, is_class) = self.class_item(j);
            prev = Some((j, is_class));
            j = end;
        }
        n
    }

    fn false_range(&mut self, start: usize, here: usize, dash: usize) {
        self.out.findings.push(Finding::FalseRange { start, here });
        self.out.edits.push(Edit {
            at: dash,
            del: 0,
            ins: b"\\",
        });
    }

    /// One item of a class at `j`: the offset after it, and whether it is itself a class
    /// (`\w`, `\p{L}`, `[:alpha:]`).
    fn class_item(&mut self, j: usize) -> (usize, bool) {
        let c = self.at(j);
        if c == b'[' && matches!(self.at(j + 1), b':' | b'=' | b'.') {
            let kind = self.at(j + 1);
            let mut k = j + 2;
            while k + 1 < self.pat.len() {
                if self.pat[k] == kind && self.pat[k + 1] == b']' {
                    return (k + 2, true);
                }
                if self.pat[k] == b']' {
                    break;
                }
                k += 1;
            }
            return (j + 1, false);
        }
        if c != b'\\' {
            return (self.skip_char(j), false);
        }
        let e = self.at(j + 1);
        match e {
            b'w' | b'W' | b'd' | b'D' | b's' | b'S' | b'h' | b'H' | b'v' | b'V' => (j + 2, true),
            b'p' | b'P' => {
                let end = if self.at(j + 2) == b'{' {
                    self.skip_braces(j + 2)
                } else {
                    (j + 3).min(self.pat.len())
                };
                (end, true)
            }
            b'N' | b'o' => (self.skip_braces(j + 2), false),
            b'x' => {
                if self.at(j + 2) == b'{' {
                    return (self.skip_braces(j + 2), false);
                }
                let mut k = j + 2;
                while k < j + 4 && self.at(k).is_ascii_hexdigit() {
                    k += 1;
                }
                (k, false)
            }
            b'c' => ((j + 3).min(self.pat.len()), false),
            b'0'..=b'7' => {
                let mut k = j + 1;
                while k < j + 4 && matches!(self.at(k), b'0'..=b'7') {
                    k += 1;
                }
                (k, false)
            }
            0 => (j + 1, false),
            _ => {
                if UNKNOWN_CLASS_ESCAPES.contains(&e) {
                    self.out.findings.push(Finding::UnknownEscape {
                        here: j + 2,
                        letter: e,
                        in_class: true,
                    });
                }
                (self.skip_char(j + 1), false)
            }
        }
    }

    /// A quantifier after atom `a` (if one follows): records perl's warnings about it and
    /// the edits PCRE2 needs. Returns where the next piece starts.
    fn quantifier(&mut self, a: Atom) -> usize {
        let i = self.skip_ignored(a.end);
        let Some((min, max, end)) = self.quantifier_at(i) else {
            return i;
        };
        let here = self.skip_ignored(end);
        if a.zero && max.is_none() {
            self.out.findings.push(Finding::NullManyTimes {
                start: a.start,
                here,
            });
        }
        let reversed = matches!(max, Some(m) if min > m);
        self.reversed |= reversed;
        if reversed {
            self.out.findings.push(Finding::ReversedQuantifier { here });
        }
        if a.assertion {
            self.out.edits.push(Edit {
                at: a.token,
                del: 0,
                ins: b"(?:",
            });
            self.out.edits.push(Edit {
                at: a.end,
                del: 0,
                ins: b")",
            });
        }
        let mut next = here;
        if matches!(self.at(next), b'?' | b'+') {
            next += 1;
        }
        let at_end = self.skip_ignored(next) >= self.pat.len();
        if a.zero && min >= 1 && !(max.is_none() && at_end) {
            self.zero_required = true;
        }
        if reversed {
            let del = if next > here { next - i } else { end - i };
            self.out.edits.push(Edit {
                at: i,
                del,
                ins: b"{0}(?!)",
            });
        }
        next
    }

    /// A quantifier at `i`: its minimum, maximum (None for no bound) and end.
    fn quantifier_at(&self, i: usize) -> Option<(u64, Option<u64>, usize)> {
        match self.at(i) {
            b'*' => Some((0, None, i + 1)),
            b'+' => Some((1, None, i + 1)),
            b'?' => Some((0, Some(1), i + 1)),
            b'{' => {
                let blank = |k: &mut usize| {
                    while matches!(self.at(*k), b' ' | b'\t') {
                        *k += 1;
                    }
                };
                let number = |k: &mut usize| {
                    let s = *k;
                    let mut v: u64 = 0;
                    while self.at(*k).is_ascii_digit() {
                        v = v
                            .saturating_mul(10)
                            .saturating_add((self.at(*k) - b'0') as u64);
                        *k += 1;
                    }
                    (*k > s).then_some(v)
                };
                let mut k = i + 1;
                blank(&mut k);
                let lo = number(&mut k);
                blank(&mut k);
                let (min, max) = if self.at(k) == b',' {
                    k += 1;
                    blank(&mut k);
                    let hi = number(&mut k);
                    blank(&mut k);
                    if lo.is_none() && hi.is_none() {
                        return None;
                    }
                    (lo.unwrap_or(0), hi)
                } else {
                    let v = lo?;
                    (v, Some(v))
                };
                (self.at(k) == b'}').then_some((min, max, k + 1))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(pat: &str, x: u8) -> Vec<String> {
        let s = scan(pat.as_bytes(), x);
        s.findings
            .iter()
            .map(|f| f.message(pat.as_bytes()))
            .collect()
    }

    fn rewritten(pat: &str) -> String {
        let s = scan(pat.as_bytes(), 0);
        String::from_utf8(
            s.rewrite(pat.as_bytes())
                .unwrap_or_else(|| pat.as_bytes().to_vec()),
        )
        .unwrap()
    }

    #[test]
    fn unknown_escapes() {
        assert_eq!(
            messages(r"\y", 0),
            ["Unrecognized escape \\y passed through in regex; marked by <-- HERE in m/\\y <-- HERE /"]
        );
        assert_eq!(
            messages(r"[\y\i-]", 0),
            [
                "Unrecognized escape \\y in character class passed through in regex; marked by <-- HERE in m/[\\y <-- HERE \\i-]/",
                "Unrecognized escape \\i in character class passed through in regex; marked by <-- HERE in m/[\\y\\i <-- HERE -]/",
            ]
        );
        assert!(messages(r"\x{79}\N{U+41}\p{L}\cA\k<n>\g{1}\d[\d\b]", 0).is_empty());
        assert!(messages("a # \\y\n", 1).is_empty());
        assert_eq!(messages(r"(?#\y)\y", 0).len(), 1);
    }

    #[test]
    fn false_ranges() {
        assert_eq!(
            messages(r"[\w-z]", 0),
            ["False [] range \"\\w-\" in regex; marked by <-- HERE in m/[\\w- <-- HERE z]/"]
        );
        assert_eq!(
            messages(r"[a-\d]", 0),
            ["False [] range \"a-\\d\" in regex; marked by <-- HERE in m/[a-\\d <-- HERE ]/"]
        );
        assert_eq!(messages(r"[\w-\d]", 0).len(), 1);
        assert!(messages(r"[\w-][-\d][a-z-9][\d-]", 0).is_empty());
        assert_eq!(
            messages(r"[[:alpha:]-[:digit:]]", 0),
            ["False [] range \"[:alpha:]-\" in regex; marked by <-- HERE in m/[[:alpha:]- <-- HERE [:digit:]]/"]
        );
        assert_eq!(rewritten(r"[\w-z]"), r"[\w\-z]");
        assert_eq!(rewritten(r"[a-\d]"), r"[a\-\d]");
    }

    #[test]
    fn quantified_null_items() {
        assert_eq!(
            messages(r"\b*?x", 0),
            ["\\b* matches null string many times in regex; marked by <-- HERE in m/\\b* <-- HERE ?x/"]
        );
        assert_eq!(messages(r"(?:\b|^)*()+(?=a)*(\b)+x\b{wb}*", 0).len(), 5);
        assert!(messages(r"(a*)*(?:a?)+\A?\z{2}", 0).is_empty());
        assert_eq!(rewritten(r"\b*^+x\A?"), r"(?:\b)*(?:^)+x(?:\A)?");
        assert_eq!(
            messages(r"(?x) \b * ", 0),
            ["(?x) \\b *  matches null string many times in regex; marked by <-- HERE in m/(?x) \\b *  <-- HERE /"]
        );
        assert_eq!(
            messages("\\b #c\n  * ", 1),
            ["\\b #c\n  *  matches null string many times in regex; marked by <-- HERE in m/\\b #c\n  *  <-- HERE /"]
        );
    }

    #[test]
    fn zero_length_quantifiers() {
        let unexpected = |p: &str| {
            scan(p.as_bytes(), 0)
                .findings
                .contains(&Finding::ZeroLengthQuantifier)
        };
        for p in [
            r"(?=w)+word",
            r"(?<=a){2}",
            r"\B+x",
            r"^+x",
            r"x(?=a){2}",
            r"(?:\B){3}",
        ] {
            assert!(unexpected(p), "{p}");
        }
        for p in [
            r"(?<=a)+",
            r"x\B+",
            r"(?=w)?x",
            r"(?=w)*x",
            r"(\b)+x",
            r"(?=(w))+x",
            r"a|(?=w)+x",
            r"\B+x{2,1}",
            r"(?<n>\b)+x",
        ] {
            assert!(!unexpected(p), "{p}");
        }
        assert_eq!(
            messages(r"(?=w)+word", 0)[1],
            "Quantifier unexpected on zero-length expression in regex m/(?=w)+word/"
        );
    }

    #[test]
    fn reversed_quantifiers() {
        assert_eq!(
            messages(r"a{2,1}", 0),
            ["Quantifier {n,m} with n > m can't match in regex; marked by <-- HERE in m/a{2,1} <-- HERE /"]
        );
        assert_eq!(messages(r"a{ 3 , 1 }b", 0).len(), 1);
        assert!(messages(r"a{1,}b{,2}c{2}d{}e{,}", 0).is_empty());
        assert_eq!(rewritten(r"a{2,1}b"), r"a{0}(?!)b");
        assert_eq!(rewritten(r"a{2,1}?b"), r"a{0}(?!)b");
    }

    #[test]
    fn offsets_map_back() {
        let pat = br"[\w-z]\b*(";
        let s = scan(pat, 0);
        let new = s.rewrite(pat).unwrap();
        assert_eq!(new, br"[\w\-z](?:\b)*(");
        assert_eq!(s.original_offset(new.len()), pat.len());
        assert_eq!(s.original_offset(1), 1);
    }

    #[test]
    fn alternation() {
        // perl -e '"a" =~ PAT; print exists $::{"\x12E_TRIE_MAXBUF"}' (5.36)
        for (pat, x, alt) in [
            ("a|b", 0, true),
            ("(?=a|b)", 0, true),
            ("a|", 0, true),
            ("x(?:y(z|w))", 0, true),
            ("[a|b]", 0, false),
            (r"a\|b", 0, false),
            ("(?(1)a|b)", 0, false),
            ("(?(1)a|(b|c))", 0, true),
            ("(?#a|b)c", 0, false),
            ("a#|b", 1, false),
            ("a#|b", 0, true),
        ] {
            assert_eq!(scan(pat.as_bytes(), x).alternation, alt, "{pat}");
        }
    }
}
