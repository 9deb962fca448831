//! File::Glob (1.37): perl's `glob` op and `<*.c>`, which call Glob.xs's csh_glob
//! (perl's PL_globhook), and the XS part of the real File/Glob.pm (`bsd_glob`,
//! `csh_glob`, `bsd_glob_override`, `GLOB_ERROR`), bound by its `XSLoader::load`
//! (xsload.rs). The matching is bsd_glob.c's, the BSD glob(3) perl carries: patterns
//! are 16-bit "Chars" whose high bits mark metacharacters and backslash-protected ones.

use crate::core::xs::{self, die_msg, Info};
use camelift_abi::*;
use std::collections::VecDeque;

// bsd_glob.h's flags.
const GLOB_APPEND: i32 = 0x0001;
const GLOB_DOOFFS: i32 = 0x0002;
const GLOB_ERR: i32 = 0x0004;
const GLOB_MARK: i32 = 0x0008;
const GLOB_NOCHECK: i32 = 0x0010;
const GLOB_NOSORT: i32 = 0x0020;
const GLOB_ALTDIRFUNC: i32 = 0x0040;
const GLOB_BRACE: i32 = 0x0080;
const GLOB_MAGCHAR: i32 = 0x0100;
const GLOB_NOMAGIC: i32 = 0x0200;
const GLOB_QUOTE: i32 = 0x0400;
const GLOB_TILDE: i32 = 0x0800;
const GLOB_NOCASE: i32 = 0x1000;
const GLOB_ALPHASORT: i32 = 0x2000;
const GLOB_LIMIT: i32 = 0x4000;
/// The flags File/Glob.pm gives `$DEFAULT_FLAGS` on Unix.
const GLOB_CSH: i32 = GLOB_BRACE | GLOB_NOMAGIC | GLOB_QUOTE | GLOB_TILDE | GLOB_ALPHASORT;
const GLOB_NOSPACE: i32 = -1;
const GLOB_ABEND: i32 = -2;

/// bsd_glob.c's pattern characters: a byte, or a metacharacter (`M_QUOTE` set), or a
/// byte a backslash protected (`M_PROTECT`, only before compiling).
type Char = u16;
const M_QUOTE: Char = 0x8000;
const M_PROTECT: Char = 0x4000;
const M_ASCII: Char = 0x00ff;
const M_ALL: Char = M_QUOTE | b'*' as Char;
const M_END: Char = M_QUOTE | b']' as Char;
const M_NOT: Char = M_QUOTE | b'!' as Char;
const M_ONE: Char = M_QUOTE | b'?' as Char;
const M_RNG: Char = M_QUOTE | b'-' as Char;
const M_SET: Char = M_QUOTE | b'[' as Char;
/// MAXPATHLEN: bsd_glob.c's buffers hold this many Chars, the last for the NUL.
const MAXPATHLEN: usize = 4096;

const fn c(b: u8) -> Char {
    b as Char
}

fn ismeta(ch: Char) -> bool {
    ch & M_QUOTE != 0
}

fn lower(ch: Char) -> Char {
    if (c(b'A')..=c(b'Z')).contains(&ch) {
        ch + 32
    } else {
        ch
    }
}

/// The bytes of Chars (g_Ctoc: each Char cast to a char, which drops the marks).
fn to_bytes(s: &[Char]) -> Vec<u8> {
    s.iter().map(|&ch| ch as u8).collect()
}

/// One bsd_glob call: its flags and the paths found.
struct Globber<'a> {
    flags: i32,
    paths: Vec<Vec<u8>>,
    /// `$ENV{HOME}` (perl's %ENV is the process environment).
    home: Option<&'a [u8]>,
    /// glob0's running total for GLOB_LIMIT.
    limit: usize,
}

/// bsd_glob(pattern, flags): the paths and the return value (0, GLOB_NOSPACE or
/// GLOB_ABEND; 1 for a path too long for MAXPATHLEN).
fn bsd_glob(pattern: &[u8], flags: i32, home: Option<&[u8]>) -> (Vec<Vec<u8>>, i32) {
    let mut g = Globber {
        flags: flags & !GLOB_MAGCHAR,
        paths: Vec::new(),
        home,
        limit: 0,
    };
    let pattern = &pattern[..pattern
        .iter()
        .position(|&b| b == 0)
        .unwrap_or(pattern.len())];
    let mut buf: Vec<Char> = Vec::with_capacity(pattern.len());
    let mut i = 0;
    while i < pattern.len() && buf.len() < MAXPATHLEN - 1 {
        let b = pattern[i];
        i += 1;
        if b == b'\\' && flags & GLOB_QUOTE != 0 {
            // A backslash protects the next byte; one at the end stays itself.
            let q = match pattern.get(i) {
                Some(&n) => {
                    i += 1;
                    n
                }
                None => b'\\',
            };
            buf.push(c(q) | M_PROTECT);
        } else {
            buf.push(c(b));
        }
    }
    let rv = if flags & GLOB_BRACE != 0 {
        g.globexp1(&buf)
    } else {
        g.glob0(&buf)
    };
    (g.paths, rv)
}

impl Globber<'_> {
    /// Expands the first `{...}` of the pattern, each alternative in turn (globexp1).
    fn globexp1(&mut self, pattern: &[Char]) -> i32 {
        // A lone `{}` is itself, as for find(1) in csh.
        if pattern == [c(b'{'), c(b'}')] {
            return self.glob0(pattern);
        }
        match pattern.iter().position(|&ch| ch == c(b'{')) {
            Some(at) => self.globexp2(pattern, at),
            None => self.glob0(pattern),
        }
    }

    /// globexp2: the brace at `at` expanded. Its alternatives' return values are
    /// dropped, as bsd_glob.c drops them.
    fn globexp2(&mut self, pattern: &[Char], at: usize) -> i32 {
        let at_ = |i: usize| pattern.get(i).copied().unwrap_or(0);
        let prefix = &pattern[..at];
        // The balanced closing brace; `[...]` is skipped.
        let mut depth = 0;
        let mut pe = at + 1;
        while pe < pattern.len() {
            let ch = pattern[pe];
            if ch == c(b'[') {
                let pm = pe;
                pe += 1;
                while at_(pe) != c(b']') && pe < pattern.len() {
                    pe += 1;
                }
                if pe >= pattern.len() {
                    pe = pm;
                }
            } else if ch == c(b'{') {
                depth += 1;
            } else if ch == c(b'}') {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            }
            pe += 1;
        }
        if depth != 0 || pe >= pattern.len() {
            // No matching brace: bsd_glob.c globs what came before the brace.
            return self.glob0(prefix);
        }
        let mut depth = 0;
        let mut pl = at + 1;
        let mut pm = at + 1;
        while pm <= pe {
            let ch = pattern[pm];
            if ch == c(b'[') {
                let pm1 = pm;
                pm += 1;
                while at_(pm) != c(b']') && pm < pattern.len() {
                    pm += 1;
                }
                if pm >= pattern.len() {
                    pm = pm1;
                }
            } else if ch == c(b'{') {
                depth += 1;
            } else if ch == c(b'}') && depth > 0 {
                depth -= 1;
            } else if (ch == c(b'}') || ch == c(b',')) && !(depth > 0 && ch == c(b',')) {
                let mut alt = prefix.to_vec();
                alt.extend_from_slice(&pattern[pl..pm]);
                alt.extend_from_slice(&pattern[pe + 1..]);
                self.globexp1(&alt);
                pl = pm + 1;
            }
            pm += 1;
        }
        0
    }

    /// `~` and `~user` at the start of the pattern (globtilde): `$HOME` (else the
    /// password file's entry of the user running), or that user's home directory; the
    /// pattern itself when there is none.
    fn globtilde(&self, pattern: &[Char]) -> Vec<Char> {
        if pattern.first() != Some(&c(b'~')) || self.flags & GLOB_TILDE == 0 {
            return pattern.to_vec();
        }
        let end = pattern[1..]
            .iter()
            .position(|&ch| ch == c(b'/'))
            .map_or(pattern.len(), |n| n + 1);
        let user = to_bytes(&pattern[1..end]);
        let dir = if user.is_empty() {
            match self.home {
                Some(h) => Some(h.to_vec()),
                // SAFETY: getuid has no preconditions.
                None => passwd_dir(None, unsafe { libc::getuid() }),
            }
        } else {
            passwd_dir(Some(&user), 0)
        };
        let Some(dir) = dir else {
            return pattern.to_vec();
        };
        let mut out: Vec<Char> = dir.iter().map(|&b| c(b)).collect();
        out.extend_from_slice(&pattern[end..]);
        out.truncate(MAXPATHLEN - 1);
        out
    }

    /// glob0: the pattern compiled (metacharacters marked) and matched; with no match,
    /// the pattern itself under GLOB_NOCHECK, or under GLOB_NOMAGIC when it has no
    /// wildcard; the matches sorted.
    fn glob0(&mut self, pattern: &[Char]) -> i32 {
        let qpat = self.globtilde(pattern);
        let at = |i: usize| qpat.get(i).copied().unwrap_or(0);
        let oldflags = self.flags;
        let oldpathc = self.paths.len();
        self.limit = 0;
        let mut buf: Vec<Char> = Vec::with_capacity(qpat.len());
        let mut i = 0;
        while i < qpat.len() {
            let mut ch = qpat[i];
            i += 1;
            if ch == c(b'[') {
                let first = at(i);
                if first == c(b'!') {
                    i += 1;
                }
                if i >= qpat.len() || !qpat[i + 1..].contains(&c(b']')) {
                    buf.push(c(b'['));
                    if first == c(b'!') {
                        i -= 1;
                    }
                    continue;
                }
                buf.push(M_SET);
                if first == c(b'!') {
                    buf.push(M_NOT);
                }
                ch = at(i);
                i += 1;
                loop {
                    buf.push(ch & M_ASCII);
                    if at(i) == c(b'-') && at(i + 1) != c(b']') {
                        buf.push(M_RNG);
                        buf.push(at(i + 1) & M_ASCII);
                        i += 2;
                    }
                    ch = at(i);
                    i += 1;
                    if ch == c(b']') || i > qpat.len() {
                        break;
                    }
                }
                self.flags |= GLOB_MAGCHAR;
                buf.push(M_END);
            } else if ch == c(b'?') {
                self.flags |= GLOB_MAGCHAR;
                buf.push(M_ONE);
            } else if ch == c(b'*') {
                self.flags |= GLOB_MAGCHAR;
                // Adjacent stars are one.
                if buf.last() != Some(&M_ALL) {
                    buf.push(M_ALL);
                }
            } else {
                buf.push(ch & M_ASCII);
            }
        }
        if !buf.is_empty() {
            let err = self.glob2(&mut Vec::new(), &buf);
            if err != 0 {
                self.flags = oldflags;
                return err;
            }
        }
        if self.paths.len() == oldpathc
            && (self.flags & GLOB_NOCHECK != 0
                || (self.flags & GLOB_NOMAGIC != 0 && self.flags & GLOB_MAGCHAR == 0))
        {
            self.flags = oldflags;
            return self.globextend(&qpat);
        }
        if self.flags & GLOB_NOSORT == 0 {
            let found = &mut self.paths[oldpathc..];
            if self.flags & (GLOB_ALPHASORT | GLOB_NOCASE) != 0 {
                found.sort_by(|a, b| ci_compare(a, b));
            } else {
                found.sort();
            }
        }
        self.flags = oldflags;
        0
    }

    /// glob2: the segments of the pattern without metacharacters appended to `path`,
    /// up to one with them (glob3) or the end (a path that exists is a match).
    fn glob2(&mut self, path: &mut Vec<Char>, mut pattern: &[Char]) -> i32 {
        loop {
            if pattern.is_empty() {
                let name = to_bytes(path);
                let Some(st) = stat_of(&name, true) else {
                    return 0;
                };
                let is_dir = |m: libc::mode_t| m & libc::S_IFMT == libc::S_IFDIR;
                if self.flags & GLOB_MARK != 0
                    && path.last() != Some(&c(b'/'))
                    && (is_dir(st)
                        || (st & libc::S_IFMT == libc::S_IFLNK
                            && stat_of(&name, false).is_some_and(is_dir)))
                {
                    if path.len() + 1 > MAXPATHLEN - 1 {
                        return 1;
                    }
                    path.push(c(b'/'));
                }
                return self.globextend(path);
            }
            let end = pattern
                .iter()
                .position(|&ch| ch == c(b'/'))
                .unwrap_or(pattern.len());
            if path.len() + end > MAXPATHLEN - 1 {
                return 1;
            }
            if pattern[..end].iter().any(|&ch| ismeta(ch)) {
                return self.glob3(path, &pattern[..end], &pattern[end..]);
            }
            path.extend_from_slice(&pattern[..end]);
            pattern = &pattern[end..];
            while pattern.first() == Some(&c(b'/')) {
                if path.len() + 1 > MAXPATHLEN - 1 {
                    return 1;
                }
                path.push(c(b'/'));
                pattern = &pattern[1..];
            }
        }
    }

    /// glob3: the names of the directory `path` that match the segment, each followed
    /// by the rest of the pattern. A name starting with `.` matches only a segment that
    /// does.
    fn glob3(&mut self, path: &mut Vec<Char>, segment: &[Char], rest: &[Char]) -> i32 {
        let dir = if path.is_empty() {
            b".".to_vec()
        } else {
            to_bytes(path)
        };
        let names = match read_dir(&dir) {
            Ok(names) => names,
            Err(e) => {
                // Glob.xs's errfunc: only a missing or unreadable directory is no error.
                let fatal = !(e == libc::EACCES || e == libc::ENOENT || e == libc::ENOTDIR);
                return if fatal || self.flags & GLOB_ERR != 0 {
                    GLOB_ABEND
                } else {
                    0
                };
            }
        };
        let nocase = self.flags & GLOB_NOCASE != 0;
        let base = path.len();
        let mut err = 0;
        for name in names {
            if name.first() == Some(&b'.') && segment.first() != Some(&c(b'.')) {
                continue;
            }
            if base + name.len() >= MAXPATHLEN - 1 {
                err = 1;
                break;
            }
            path.truncate(base);
            path.extend(name.iter().map(|&b| c(b)));
            if !matches(&path[base..], segment, nocase) {
                continue;
            }
            err = self.glob2(path, rest);
            if err != 0 {
                break;
            }
        }
        path.truncate(base);
        err
    }

    /// globextend: a path found. Under GLOB_LIMIT, GLOB_NOSPACE once the paths would
    /// pass ARG_MAX (the paths and their pointers, as bsd_glob.c counts).
    fn globextend(&mut self, path: &[Char]) -> i32 {
        let newsize = std::mem::size_of::<usize>() * (2 + self.paths.len());
        self.limit += path.len() + 1;
        self.paths.push(to_bytes(path));
        if self.flags & GLOB_LIMIT != 0 {
            // SAFETY: sysconf has no preconditions.
            let arg_max = unsafe { libc::sysconf(libc::_SC_ARG_MAX) };
            if arg_max >= 0 && newsize + self.limit >= arg_max as usize {
                return GLOB_NOSPACE;
            }
        }
        0
    }
}

/// bsd_glob.c's match(): a name against a compiled segment, `*` backtracking as Russ
/// Cox's linear algorithm does.
fn matches(name: &[Char], pat: &[Char], nocase: bool) -> bool {
    let eq = |a: Char, b: Char| {
        if nocase {
            lower(a) == lower(b)
        } else {
            a == b
        }
    };
    let at = |i: usize| pat.get(i).copied().unwrap_or(0);
    let (mut p, mut n) = (0usize, 0usize);
    let mut next: Option<(usize, usize)> = None;
    loop {
        let mut failed = false;
        while p < pat.len() {
            let ch = pat[p];
            p += 1;
            match ch {
                M_ALL => {
                    if p == pat.len() {
                        return true;
                    }
                    if n == name.len() {
                        return false;
                    }
                    next = Some((p - 1, n + 1));
                }
                M_ONE => {
                    if n == name.len() {
                        return false;
                    }
                    n += 1;
                }
                M_SET => {
                    let Some(&k) = name.get(n) else {
                        return false;
                    };
                    n += 1;
                    let negate = at(p) == M_NOT;
                    if negate {
                        p += 1;
                    }
                    let mut ok = false;
                    loop {
                        let lo = at(p);
                        p += 1;
                        if lo == M_END || p > pat.len() {
                            break;
                        }
                        if at(p) == M_RNG {
                            let hi = at(p + 1);
                            let inside = if nocase {
                                lower(lo) <= lower(k) && lower(k) <= lower(hi)
                            } else {
                                lo <= k && k <= hi
                            };
                            ok |= inside;
                            p += 2;
                        } else if eq(lo, k) {
                            ok = true;
                        }
                    }
                    if ok == negate {
                        failed = true;
                        break;
                    }
                }
                _ => {
                    let k = name.get(n).copied().unwrap_or(0);
                    n += 1;
                    if !eq(k, ch) {
                        failed = true;
                        break;
                    }
                }
            }
        }
        if !failed && n == name.len() {
            return true;
        }
        match next {
            Some((np, nn)) => {
                p = np;
                n = nn;
            }
            None => return false,
        }
    }
}

/// ci_compare (GLOB_ALPHASORT, GLOB_NOCASE): ASCII case folded, bytes as the C
/// library's `char` (signed on x86-64, unsigned on aarch64, so names with bytes above
/// 0x7F sort as perl sorts them on each); equal names then by strcmp.
fn ci_compare(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    let fold = |b: u8| -> i32 {
        let b = if b.is_ascii_uppercase() { b + 32 } else { b };
        b as libc::c_char as i32
    };
    let n = a
        .iter()
        .zip(b)
        .take_while(|(x, y)| fold(**x) == fold(**y))
        .count();
    let x = a.get(n).map_or(0, |&v| fold(v));
    let y = b.get(n).map_or(0, |&v| fold(v));
    match x.cmp(&y) {
        std::cmp::Ordering::Equal => a.cmp(b),
        o => o,
    }
}

/// lstat (or stat) of a path: its mode, None when it fails.
fn stat_of(path: &[u8], link: bool) -> Option<libc::mode_t> {
    let p = std::ffi::CString::new(path).ok()?;
    // SAFETY: `st` is written by the call before it is read; `p` is NUL-terminated.
    unsafe {
        let mut st: libc::stat = std::mem::zeroed();
        let rc = if link {
            libc::lstat(p.as_ptr(), &mut st)
        } else {
            libc::stat(p.as_ptr(), &mut st)
        };
        (rc == 0).then_some(st.st_mode)
    }
}

/// The names of a directory as readdir(3) gives them (`.` and `..` included), or the
/// errno of opendir.
fn read_dir(path: &[u8]) -> Result<Vec<Vec<u8>>, i32> {
    let p = std::ffi::CString::new(path).map_err(|_| libc::ENOENT)?;
    // SAFETY: `p` is NUL-terminated; the stream is read until readdir gives null and
    // closed once; each entry's name is a NUL-terminated array inside it, copied
    // before the next call.
    unsafe {
        let d = libc::opendir(p.as_ptr());
        if d.is_null() {
            return Err(std::io::Error::last_os_error().raw_os_error().unwrap_or(0));
        }
        let mut names = Vec::new();
        loop {
            let e = libc::readdir(d);
            if e.is_null() {
                break;
            }
            let name = std::ffi::CStr::from_ptr((*e).d_name.as_ptr());
            names.push(name.to_bytes().to_vec());
        }
        libc::closedir(d);
        Ok(names)
    }
}

/// A user's home directory from the password file (getpwnam, or getpwuid).
fn passwd_dir(user: Option<&[u8]>, uid: libc::uid_t) -> Option<Vec<u8>> {
    // SAFETY: the entry getpw* returns stays valid until the next such call; its
    // directory is copied out at once.
    unsafe {
        let pw = match user {
            Some(u) => {
                let name = std::ffi::CString::new(u).ok()?;
                libc::getpwnam(name.as_ptr())
            }
            None => libc::getpwuid(uid),
        };
        if pw.is_null() || (*pw).pw_dir.is_null() {
            return None;
        }
        Some(std::ffi::CStr::from_ptr((*pw).pw_dir).to_bytes().to_vec())
    }
}

/// Glob.xs's csh_glob tokenising: words split on whitespace, a quoted part (`"` or
/// `'`) kept in its word without its quotes, a backslash before a quote dropped (others
/// are left for bsd_glob's GLOB_QUOTE); with an unmatched quote the whole pattern,
/// trimmed, is one word (after the words before it).
fn csh_words(pat: &[u8]) -> Vec<Vec<u8>> {
    let space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
    let mut words = Vec::new();
    let mut word: Option<Vec<u8>> = None;
    let mut piece: Option<usize> = None;
    let end = pat.len();
    let mut s = 0usize;
    while s < end {
        let b = pat[s];
        if b == b'\'' || b == b'"' {
            let quote = b;
            let w = word.get_or_insert_with(Vec::new);
            if let Some(p) = piece {
                w.extend_from_slice(&pat[p..s]);
            }
            let mut from = s + 1;
            let mut found = false;
            s += 1;
            while s < end {
                if pat[s] == b'\\' {
                    s += 1;
                    if s < end && pat[s] == quote {
                        w.extend_from_slice(&pat[from..s - 1]);
                        from = s;
                    }
                } else if pat[s] == quote {
                    w.extend_from_slice(&pat[from..s]);
                    found = true;
                    break;
                }
                s += 1;
            }
            if !found {
                let start = pat.iter().position(|&b| !space(b)).unwrap_or(end);
                let stop = pat
                    .iter()
                    .rposition(|&b| !space(b))
                    .map_or(start, |i| i + 1);
                words.push(pat[start..stop.max(start)].to_vec());
                return words;
            }
            piece = None;
        } else if b == b'\\' {
            if piece.is_none() {
                piece = Some(s);
            }
            s += 1;
            if s < end && (pat[s] == b'"' || pat[s] == b'\'') {
                let p = piece.unwrap_or(s);
                word.get_or_insert_with(Vec::new)
                    .extend_from_slice(&pat[p..s - 1]);
                piece = Some(s);
            }
        } else if space(b) {
            if let Some(p) = piece.take() {
                word.get_or_insert_with(Vec::new)
                    .extend_from_slice(&pat[p..s]);
            }
            if let Some(w) = word.take() {
                words.push(w);
            }
        } else if piece.is_none() {
            piece = Some(s);
        }
        s += 1;
    }
    if piece.is_some() || word.is_some() {
        let mut w = word.unwrap_or_default();
        if let Some(p) = piece {
            w.extend_from_slice(&pat[p.min(end)..]);
        }
        words.push(w);
    }
    words
}

/// The `glob` flags in force: `$File::Glob::DEFAULT_FLAGS` once File/Glob.pm is loaded
/// (or the program set it), else GLOB_CSH, which the .pm gives it.
fn default_flags(c: *mut Ctx) -> i32 {
    let loaded = xs::interp(c)
        .subs
        .contains_key(b"File::Glob::csh_glob".as_slice());
    let v = xs::gv(xs::gv_fetch(c, b"File::Glob::DEFAULT_FLAGS")).sv;
    if v.is_null() || xs::is_undef(v) {
        return if loaded { 0 } else { GLOB_CSH };
    }
    xs::num_to_iv(xs::to_num(c, v, &Info::simple("subroutine entry"), 0)) as i32
}

fn home(c: *mut Ctx) -> Option<Vec<u8>> {
    let env = xs::gv(xs::gv_fetch(c, b"main::ENV")).hv;
    if env.is_null() {
        return None;
    }
    xs::hv_body(c, env)
        .map
        .get(b"HOME".as_slice())
        .map(|p| xs::to_bytes_quiet(*p))
}

/// doglob: one word expanded; GLOB_ERROR set.
fn doglob(c: *mut Ctx, pattern: &[u8], flags: i32) -> Vec<Vec<u8>> {
    let home = home(c);
    let (paths, rv) = bsd_glob(pattern, flags, home.as_deref());
    xs::interp(c).glob_error = rv;
    paths
}

/// perl's IS_SAFE_SYSCALL: a NUL before the last byte warns ("syscalls") and the call
/// gives nothing.
fn safe_pattern(c: *mut Ctx, pat: &[u8], func: &str) -> bool {
    let Some(nul) = pat[..pat.len().saturating_sub(1)]
        .iter()
        .position(|&b| b == 0)
    else {
        return true;
    };
    let after = &pat[nul + 1..];
    let after = &after[..after.iter().position(|&b| b == 0).unwrap_or(after.len())];
    xs::warn_if_enabled(
        c,
        &format!(
            "Invalid \\0 character in pattern for {func}: {}\\0{}",
            String::from_utf8_lossy(&pat[..nul]),
            String::from_utf8_lossy(after)
        ),
    );
    false
}

/// The pattern of a call: the argument, `$_` when it is undef, "" when that is too.
fn pattern_of(c: *mut Ctx, arg: Option<*mut Sv>) -> Vec<u8> {
    let defined = |p: *mut Sv| (!p.is_null() && !xs::is_undef(p)).then_some(p);
    let p = arg
        .and_then(defined)
        .or_else(|| defined(xs::gv(xs::gv_fetch(c, b"main::_")).sv));
    p.map(xs::to_bytes_quiet).unwrap_or_default()
}

/// Glob.xs's iterate(): the results of the op `key`, all of them in list context; in
/// scalar context one per call, then undef once, then the pattern is expanded again.
fn iterate(c: *mut Ctx, key: u64, gimme: i64, globber: impl FnOnce() -> Vec<Vec<u8>>) -> *mut Sv {
    // Not the entry API: the globber reaches the interpreter too (GLOB_ERROR).
    let fresh = !xs::interp(c).glob_entries.contains_key(&key);
    if fresh {
        let found: VecDeque<Vec<u8>> = globber().into();
        xs::interp(c).glob_entries.insert(key, found);
    }
    if gimme == G_LIST {
        let rest = xs::interp(c).glob_entries.remove(&key).unwrap_or_default();
        for p in rest {
            let v = xs::mortal_pv(c, &p);
            xs::push(c, v);
        }
        return xs::undef(c);
    }
    let next = xs::interp(c)
        .glob_entries
        .get_mut(&key)
        .and_then(|q| q.pop_front());
    match next {
        Some(p) => xs::mortal_pv(c, &p),
        None => {
            xs::interp(c).glob_entries.remove(&key);
            xs::undef(c)
        }
    }
}

/// csh_glob's expansion of a whole pattern.
fn csh_glob(c: *mut Ctx, pat: &[u8]) -> Vec<Vec<u8>> {
    if !safe_pattern(c, pat, "glob") {
        return Vec::new();
    }
    let flags = default_flags(c);
    let mut all = Vec::new();
    for w in csh_words(pat) {
        all.extend(doglob(c, &w, flags));
    }
    all
}

/// bsd_glob_override's: the pattern as one word.
fn override_glob(c: *mut Ctx, pat: &[u8]) -> Vec<Vec<u8>> {
    if !safe_pattern(c, pat, "glob") {
        return Vec::new();
    }
    doglob(c, pat, default_flags(c))
}

/// Keys of the calls of `csh_glob` and `bsd_glob_override` as subs (perl keys them by
/// their entersub op): the statement's line, apart from the glob ops' numbers.
fn sub_call_key(c: *mut Ctx, which: u64) -> u64 {
    (1 << 63) | (which << 62) | u64::from(xs::ctx(c).curline)
}

/// The glob op (`glob EXPR`, `<*.c>`): `args` are the pattern, the op's number and
/// whether `use File::Glob ':bsd_glob'` is in force there.
pub fn pp_glob(c: *mut Ctx, args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let pat = pattern_of(c, args.first().copied());
    let num = |i: usize| {
        args.get(i)
            .map_or(0, |p| xs::to_iv(c, *p, &Info::simple("glob"), i))
    };
    let key = num(1) as u64;
    let bsd = num(2) != 0;
    // perl's ck_glob compiles a call of CORE::GLOBAL::glob where it is defined; only
    // File::Glob's `:globally` (csh_glob, which this is) is done here.
    if let Some(f) = xs::sub_func(c, b"CORE::GLOBAL::glob") {
        if f as usize != csh_glob_sub as xs::SubFn as usize {
            die_msg(
                c,
                "glob overridden by CORE::GLOBAL::glob is not supported yet",
            );
        }
    }
    iterate(c, key, gimme, || {
        if bsd {
            override_glob(c, &pat)
        } else {
            csh_glob(c, &pat)
        }
    })
}

/// `File::Glob::csh_glob(...)`: the first argument (or `$_`).
pub extern "C-unwind" fn csh_glob_sub(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let pat = pattern_of(c, args.first().copied());
    iterate(c, sub_call_key(c, 0), gimme, || csh_glob(c, &pat))
}

/// `File::Glob::bsd_glob_override(...)`.
pub extern "C-unwind" fn bsd_glob_override(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let pat = pattern_of(c, args.first().copied());
    iterate(c, sub_call_key(c, 1), gimme, || override_glob(c, &pat))
}

/// `File::Glob::bsd_glob(pattern, ...)`: the flags given (less those Glob.xs does not
/// support), else `$DEFAULT_FLAGS`; every match pushed, the last one in scalar context.
pub extern "C-unwind" fn bsd_glob_sub(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&p) = args.first() else {
        die_msg(c, "Usage: File::Glob::bsd_glob(pattern_sv, ...)")
    };
    let info = Info::simple("subroutine entry");
    let pat = xs::to_bytes(c, p, &info, 0);
    let flags = match args.get(1) {
        Some(&f) => {
            let f = xs::to_iv(c, f, &info, 1) as i32;
            f & !(GLOB_APPEND | GLOB_DOOFFS | GLOB_ALTDIRFUNC | GLOB_MAGCHAR)
        }
        None => default_flags(c),
    };
    if !safe_pattern(c, &pat, "bsd_glob") {
        return xs::undef(c);
    }
    let found = doglob(c, &pat, flags);
    if gimme == G_LIST {
        for p in found {
            let v = xs::mortal_pv(c, &p);
            xs::push(c, v);
        }
        return xs::undef(c);
    }
    match found.last() {
        Some(p) => xs::mortal_pv(c, p),
        None => xs::undef(c),
    }
}

/// `File::Glob::GLOB_ERROR()`: the last bsd_glob's return value.
pub extern "C-unwind" fn glob_error(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let _ = xs::pop_items(c, mark);
    let r = xs::mortal_iv(c, i64::from(xs::interp(c).glob_error));
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_like_glob_xs() {
        let w = |s: &str| {
            csh_words(s.as_bytes())
                .into_iter()
                .map(|v| String::from_utf8(v).unwrap_or_default())
                .collect::<Vec<_>>()
        };
        assert_eq!(w(" a.c  b.c "), ["a.c", "b.c"]);
        assert_eq!(w("\"sp ace.c\" x"), ["sp ace.c", "x"]);
        assert_eq!(w("a\\\"b"), ["a\"b"]);
        assert_eq!(w("a.c \"x"), ["a.c", "a.c \"x"]);
        assert_eq!(w("a\\ b"), ["a\\ b"]);
    }

    #[test]
    fn match_segments() {
        let pat = |s: &[Char]| s.to_vec();
        let name = |s: &str| s.bytes().map(c).collect::<Vec<_>>();
        let star_c = pat(&[M_ALL, c(b'.'), c(b'c')]);
        assert!(matches(&name("a.c"), &star_c, false));
        assert!(!matches(&name("a.h"), &star_c, false));
        let set = pat(&[M_SET, M_NOT, c(b'a'), M_RNG, c(b'c'), M_END]);
        assert!(matches(&name("d"), &set, false));
        assert!(!matches(&name("b"), &set, false));
    }
}
