//! Regular expressions: `m//`, `s///`, `split`, `qr//`, `pos`, and the match variables
//! (`$1`, `$&`, `@-`, `%+`, ...). Patterns run on PCRE2 (see docs/decisions/regex-engine.md),
//! compiled once per op and text: each regex op has a cache cell in the compiled program
//! that holds the last compiled pattern, recompiled only when the pattern's text changes.
//!
//! The last successful match (perl's `PL_curpm`) is `ReState::curpm` (behind `Interp::re_state`); blocks that match
//! save it on the save stack so that it is restored when they exit, as in perl.

use crate::core::interp::{self, interp, Info};
use crate::core::stack::push;
use crate::core::sv::{self, check_writable, clear_pos, sv};
use camelift_abi::pattern::Scan;
use camelift_abi::*;
use camelift_regcomp::Failure;
use pcre2_sys::*;
use std::borrow::Cow;
use std::rc::Rc;

/// A compiled pattern.
pub struct Regex {
    code: *mut pcre2_code_8,
    md: *mut pcre2_match_data_8,
    /// Number of capture groups (not counting the whole match).
    pub ngroups: usize,
    /// Named groups: name and group numbers, in pattern order.
    pub names: Vec<(Vec<u8>, Vec<usize>)>,
    /// The pattern text as given and its compile flags (for `qr//` stringification).
    pub text: Vec<u8>,
    pub flags: u32,
    pub utf8: bool,
    /// The pattern uses `\G`: matching starts at `pos()`.
    pub anchor_g: bool,
    /// Compiled as characters because the pattern names a code point above 255, whatever
    /// the subject.
    pub wide: bool,
}

impl Drop for Regex {
    fn drop(&mut self) {
        // SAFETY: both were created by pcre2 for this Regex and are freed once, here.
        unsafe {
            pcre2_match_data_free_8(self.md);
            pcre2_code_free_8(self.code);
        }
    }
}

fn jit_enabled() -> bool {
    std::env::var_os("CAMELIFT_NO_JIT").is_none()
}

impl Regex {
    /// Compiles `text`, which `scan` is the scan of (with its edits for PCRE2); Err is
    /// perl-style message text (without location).
    pub fn compile(text: &[u8], scan: &Scan, flags: u32, utf8: bool) -> Result<Regex, Failure> {
        let code = camelift_regcomp::compile(text, scan, flags, utf8)?.0;
        // SAFETY: `code` is a valid compiled pattern. JIT failure is not an error: the
        // interpreter runs the pattern instead.
        if jit_enabled() {
            // SAFETY: as above.
            unsafe { pcre2_jit_compile_8(code, PCRE2_JIT_COMPLETE) };
        }
        let mut count: u32 = 0;
        // SAFETY: CAPTURECOUNT writes a u32.
        unsafe {
            pcre2_pattern_info_8(
                code,
                PCRE2_INFO_CAPTURECOUNT,
                &mut count as *mut u32 as *mut libc::c_void,
            )
        };
        let names = name_table(code);
        // SAFETY: `code` is valid; a null general context means malloc.
        let md = unsafe { pcre2_match_data_create_from_pattern_8(code, std::ptr::null_mut()) };
        if md.is_null() {
            // SAFETY: freeing the pattern we own.
            unsafe { pcre2_code_free_8(code) };
            crate::core::diag::out_of_memory_here();
        }
        Ok(Regex {
            code,
            md,
            ngroups: count as usize,
            names,
            text: text.to_vec(),
            flags: flags & RXF_COMPILE_MASK,
            utf8,
            anchor_g: text.windows(2).any(|w| w == b"\\G"),
            wide: utf8 && camelift_regcomp::needs_utf8(text),
        })
    }

    /// One match attempt from byte offset `start`: the offsets of every group (-1 for a
    /// group that did not take part), or None.
    /// A match the engine gives up on (its backtracking limits) dies rather than fail
    /// silently where perl would have matched.
    pub fn exec(&self, c: *mut Ctx, subj: &[u8], start: usize, opts: u32) -> Option<Vec<isize>> {
        if start > subj.len() {
            return None;
        }
        let mut opts = opts;
        // An empty slice's pointer is dangling; PCRE2 may still read at it.
        let ptr = if subj.is_empty() {
            c"".as_ptr() as *const u8
        } else {
            subj.as_ptr()
        };
        loop {
            // SAFETY: subject pointer/length describe `subj`; `md` belongs to this pattern.
            let rc = unsafe {
                pcre2_match_8(
                    self.code,
                    ptr,
                    subj.len(),
                    start,
                    opts,
                    self.md,
                    std::ptr::null_mut(),
                )
            };
            if rc >= 0 {
                // SAFETY: the ovector has (ngroups + 1) pairs for match data made from
                // this pattern.
                let ov = unsafe {
                    std::slice::from_raw_parts(
                        pcre2_get_ovector_pointer_8(self.md),
                        2 * (self.ngroups + 1),
                    )
                };
                // A vector the last match record gave back, when there is one (no
                // allocation per match in a `//g` loop).
                let mut offs = re_state(c).offs_pool.pop().unwrap_or_default();
                offs.clear();
                offs.extend(
                    ov.iter()
                        .map(|&o| if o == usize::MAX { -1 } else { o as isize }),
                );
                return Some(offs);
            }
            if rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL {
                return None;
            }
            if opts & PCRE2_NO_JIT == 0 {
                // The JIT stack ran out (or another JIT limit): run the interpreter.
                opts |= PCRE2_NO_JIT;
                continue;
            }
            crate::core::diag::die_msg(
                c,
                format!(
                    "camelift: the regex engine gave up on m/{}/ ({})",
                    String::from_utf8_lossy(&self.text),
                    camelift_regcomp::pcre_message(rc)
                ),
            );
        }
    }
}

fn name_table(code: *mut pcre2_code_8) -> Vec<(Vec<u8>, Vec<usize>)> {
    let mut count: u32 = 0;
    let mut size: u32 = 0;
    let mut table: *const u8 = std::ptr::null();
    // SAFETY: each query writes the documented type (u32, u32, pointer).
    unsafe {
        pcre2_pattern_info_8(
            code,
            PCRE2_INFO_NAMECOUNT,
            &mut count as *mut u32 as *mut libc::c_void,
        );
        pcre2_pattern_info_8(
            code,
            PCRE2_INFO_NAMEENTRYSIZE,
            &mut size as *mut u32 as *mut libc::c_void,
        );
        pcre2_pattern_info_8(
            code,
            PCRE2_INFO_NAMETABLE,
            &mut table as *mut *const u8 as *mut libc::c_void,
        );
    }
    let mut out: Vec<(Vec<u8>, Vec<usize>)> = vec![];
    if table.is_null() || count == 0 {
        return out;
    }
    // SAFETY: the name table has `count` entries of `size` bytes each.
    let t = unsafe { std::slice::from_raw_parts(table, count as usize * size as usize) };
    let mut entries: Vec<(usize, Vec<u8>)> = t
        .chunks(size as usize)
        .map(|e| {
            let n = ((e[0] as usize) << 8) | e[1] as usize;
            let name: Vec<u8> = e[2..].iter().take_while(|b| **b != 0).copied().collect();
            (n, name)
        })
        .collect();
    // In group order, as perl lists them.
    entries.sort();
    for (n, name) in entries {
        match out.iter_mut().find(|(k, _)| *k == name) {
            Some((_, v)) => v.push(n),
            None => out.push((name, vec![n])),
        }
    }
    out
}

/// A regex op's cache cell: the last pattern compiled there, and the op's last match.
/// As in perl, the match data belongs to the op: `PL_curpm` points at an op, so a
/// recursive call that runs the same op overwrites what the caller's `$1` shows.
pub struct Slot {
    re: Option<Rc<Regex>>,
    /// The pattern value `re` was compiled from when it is a constant of the program
    /// (then the next run needs no text comparison).
    const_pat: *mut Sv,
    rec: CurPm,
    /// An `m?PAT?` op has matched (it fails until `reset`).
    used: bool,
}

/// The match data of one op, shared by `ReState::curpm` and the save stack.
pub type CurPm = Rc<std::cell::RefCell<MatchRec>>;

/// The regex layer's part of the interpreter: what perl keeps in its interpreter struct
/// for the regex ops. Core holds it as `Interp::re_state` without looking inside.
#[derive(Default)]
pub struct ReState {
    /// The last successful match (perl's PL_curpm) and its pattern (for the empty
    /// pattern, which means "the last successful one").
    pub curpm: Option<CurPm>,
    pub last_re: Option<Rc<Regex>>,
    /// Matches keep the whole subject (the program reads `` $` `` or `$'`).
    pub re_whole_subject: bool,
    /// Substitutions in progress (a replacement can run another `s///`).
    pub substs: Vec<Subst>,
    /// Match offset vectors given back by replaced match records, for the next matches.
    pub offs_pool: Vec<Vec<isize>>,
}

/// The regex state (made by `open`, before the program runs: no test on the hot paths).
#[inline(always)]
pub fn re_state<'a>(c: *mut Ctx) -> &'a mut ReState {
    let p = interp(c).re_state as *mut ReState;
    debug_assert!(!p.is_null(), "the regex layer is not open");
    // SAFETY: `open`, which `crate::open_layers` calls before any compiled code runs, set
    // `re_state` to a leaked Box<ReState> that is never freed; only this layer casts it,
    // to this type, and the interpreter is single-threaded.
    unsafe { &mut *p }
}

/// Plugs the regex layer into core: its state, the free hook of `qr//` heads, and the
/// `s///` unwinding a `die` or a loop exit needs.
pub fn open(c: *mut Ctx) {
    interp(c).re_state = Box::into_raw(Box::<ReState>::default()) as *mut u8;
    crate::core::hooks::set_free_hook(c, crate::core::hooks::Side::Regexp, |_c, p| {
        // SAFETY: `p` is a live head held by its container or the stack for this call.
        free_regexp(unsafe { sv(p) }.any())
    });
    let h = crate::core::hooks::hooks(c);
    h.subst_depth = |c| re_state(c).substs.len();
    h.unwind_substs = unwind_substs;
    h.group_defined = |c, n| {
        re_state(c)
            .curpm
            .as_ref()
            .is_some_and(|m| m.borrow().group(n).is_some())
    };
}

/// The op's cell, made on first use.
fn slot_of<'a>(slot: *mut *mut Slot) -> &'a mut Slot {
    // SAFETY: `slot` is the op's own 8-byte cell in the compiled program's data, holding
    // null or a Box<Slot> leaked here (never freed: it lives as long as the program).
    let cell = unsafe { &mut *slot };
    if cell.is_null() {
        *cell = Box::into_raw(Box::new(Slot {
            re: None,
            const_pat: std::ptr::null_mut(),
            rec: Rc::new(std::cell::RefCell::new(MatchRec::default())),
            used: false,
        }));
    }
    // SAFETY: non-null cells hold a leaked Box<Slot>.
    unsafe { &mut **cell }
}

/// The last successful match of an op (what perl keeps in the op's regexp).
#[derive(Default)]
pub struct MatchRec {
    pub re: Option<Rc<Regex>>,
    /// The matched part of the subject (from `base`), or all of it.
    text: Vec<u8>,
    base: usize,
    /// Absolute byte offsets of each group in the subject.
    offs: Vec<isize>,
    utf8: bool,
    /// Characters before `base` (UTF-8 subjects), for `@-`/`@+`.
    base_chars: usize,
    /// Whole subject kept (for `` $` `` and `$'`).
    whole: bool,
}

impl MatchRec {
    fn ngroups(&self) -> usize {
        self.re.as_ref().map_or(0, |r| r.ngroups)
    }

    fn group(&self, n: usize) -> Option<&[u8]> {
        let s = *self.offs.get(2 * n)?;
        let e = *self.offs.get(2 * n + 1)?;
        if s < 0 || e < s {
            return None;
        }
        let (s, e) = (s as usize - self.base, e as usize - self.base);
        self.text.get(s..e)
    }

    fn char_off(&self, byte: isize) -> isize {
        if !self.utf8 || byte < 0 {
            return byte;
        }
        let b = byte as usize;
        let local = b.saturating_sub(self.base).min(self.text.len());
        (self.base_chars + utf8_len(&self.text[..local])) as isize
    }
}

fn utf8_len(b: &[u8]) -> usize {
    b.iter().filter(|c| (**c & 0xC0) != 0x80).count()
}

/// Records a successful match as the current one.
fn set_curpm(
    c: *mut Ctx,
    slot: *mut *mut Slot,
    re: &Rc<Regex>,
    subj: &[u8],
    offs: Vec<isize>,
    utf8: bool,
) {
    let whole = re_state(c).re_whole_subject;
    let (base, end) = if whole {
        (0, subj.len())
    } else {
        let mut lo = usize::MAX;
        let mut hi = 0usize;
        for pair in offs.chunks(2) {
            if pair[0] >= 0 && pair[1] >= pair[0] {
                lo = lo.min(pair[0] as usize);
                hi = hi.max(pair[1] as usize);
            }
        }
        if lo == usize::MAX {
            (0, 0)
        } else {
            (lo, hi.min(subj.len()))
        }
    };
    let base_chars = if utf8 { utf8_len(&subj[..base]) } else { 0 };
    let rec = slot_of(slot).rec.clone();
    {
        // The op's record is reused: its text buffer keeps its capacity across matches.
        let mut m = rec.borrow_mut();
        if !m.re.as_ref().is_some_and(|r| Rc::ptr_eq(r, re)) {
            m.re = Some(re.clone());
        }
        m.text.clear();
        m.text.extend_from_slice(&subj[base..end]);
        m.base = base;
        let old = std::mem::replace(&mut m.offs, offs);
        let pool = &mut re_state(c).offs_pool;
        if pool.len() < 8 {
            pool.push(old);
        }
        m.utf8 = utf8;
        m.base_chars = base_chars;
        m.whole = whole;
    }
    if !re_state(c)
        .curpm
        .as_ref()
        .is_some_and(|p| Rc::ptr_eq(p, &rec))
    {
        re_state(c).curpm = Some(rec);
    }
    if !re_state(c)
        .last_re
        .as_ref()
        .is_some_and(|r| Rc::ptr_eq(r, re))
    {
        re_state(c).last_re = Some(re.clone());
    }
}

/// The pattern for a regex op: its cache cell, the pattern value and flags, and whether
/// the subject is a character string.
fn regex_for(
    c: *mut Ctx,
    slot: *mut *mut Slot,
    pat: *mut Sv,
    flags: u32,
    subj_utf8: bool,
) -> Rc<Regex> {
    let cflags = flags & RXF_COMPILE_MASK;
    // A qr// object used as the whole pattern: its own compiled form.
    // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
    let p = unsafe { sv(pat) };
    if p.flags & SVF_ROK != 0 {
        // SAFETY: `p.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
        let t = unsafe { sv(p.any() as *mut Sv) };
        if t.flags & SVT_MASK == SVT_REGEXP && !t.any().is_null() && cflags == 0 {
            // SAFETY: a REGEXP head's `any` is an `Rc<Regex>` made by `camelift_re_qr`.
            let re = unsafe { &*(t.any() as *const Regex) };
            if re.utf8 || !subj_utf8 {
                // SAFETY: as above; the count is incremented for the clone we return.
                unsafe { Rc::increment_strong_count(t.any() as *const Regex) };
                // SAFETY: balanced by the increment just above.
                return unsafe { Rc::from_raw(t.any() as *const Regex) };
            }
        }
    }
    if pat == slot_of(slot).const_pat
        && cflags == slot_of(slot).re.as_ref().map_or(u32::MAX, |r| r.flags)
    {
        if let Some(re) = &slot_of(slot).re {
            // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
            if re.utf8 == (subj_utf8 || unsafe { sv(pat) }.flags & SVF_UTF8 != 0) || re.wide {
                return re.clone();
            }
        }
    }
    let info = Info::simple("regexp compilation");
    let text = sv::to_str(c, pat, &info, 0);
    let pat_utf8 = p.flags & SVF_UTF8 != 0;
    if text.is_empty() && flags & RXF_SPLIT == 0 {
        if let Some(last) = re_state(c).last_re.clone() {
            return last;
        }
    }
    // A pattern naming a code point above 255 is compiled as characters.
    let wide = !pat_utf8 && camelift_regcomp::needs_utf8(&text);
    let utf8 = subj_utf8 || pat_utf8 || wide;
    if let Some(re) = &slot_of(slot).re {
        if re.flags == cflags && re.utf8 == utf8 && re.text.as_slice() == text.as_ref() {
            return re.clone();
        }
    }
    let src: Vec<u8> = if utf8 && !pat_utf8 {
        sv::upgrade_latin1(&text)
    } else {
        text.to_vec()
    };
    let scan = camelift_abi::pattern::scan(&src, camelift_abi::pattern::extended_level(cflags));
    // The globs perl's regcomp makes (keys of `%main::`; the compiler names them for
    // the patterns it knows).
    interp::gv_fetch(c, b"main::^RE_COMPILE_RECURSION_LIMIT");
    if scan.alternation {
        interp::gv_fetch(c, b"main::^RE_TRIE_MAXBUF");
    }
    let re = match Regex::compile(&src, &scan, cflags, utf8) {
        Ok(mut r) => {
            r.text = text.to_vec();
            Rc::new(r)
        }
        Err(Failure::Perl(msg)) => crate::core::diag::die_msg(c, msg),
        Err(Failure::UserProperty(name)) => {
            let full = format!("main::{name}");
            if interp::named_code(c, full.as_bytes()).is_none() {
                crate::core::diag::die_msg(
                    c,
                    format!("Unknown user-defined property name \\p{{{full}}}"),
                )
            }
            let msg =
                format!("the user-defined Unicode property \\p{{{name}}} is not supported yet");
            crate::core::diag::camelift_not_yet(c, msg.as_ptr(), msg.len())
        }
        Err(Failure::NotYet(what)) => {
            let msg = format!("{what} is not supported yet");
            crate::core::diag::camelift_not_yet(c, msg.as_ptr(), msg.len())
        }
    };
    slot_of(slot).re = Some(re.clone());
    // A read-only immortal pattern is a constant in the compiled program: the compiler
    // gave perl's warnings about it. A pattern made at run time gets them now.
    let constant = p.flags & (SVF_READONLY | SVF_IMMORTAL) == SVF_READONLY | SVF_IMMORTAL;
    slot_of(slot).const_pat = if constant { pat } else { std::ptr::null_mut() };
    if !constant && crate::core::diag::warnings_on(c) {
        for f in &scan.findings {
            crate::core::diag::warn_text(c, &f.message(&src));
        }
    }
    re
}

/// The subject of a match as bytes in the pattern's encoding.
/// The subject of a match: borrowed from the scalar (nothing runs that could change it
/// while the match looks at it), and whether it is a character string.
fn subject<'a>(c: *mut Ctx, target: *mut Sv, info: *const u8) -> (Cow<'a, [u8]>, bool) {
    let info = Info::from_ptr(info);
    let s = sv::to_str(c, target, &info, 0);
    // SAFETY: `target` is this function's argument, a live head the caller holds a reference to for the call.
    (s, unsafe { sv(target) }.flags & SVF_UTF8 != 0)
}

/// The subject in the pattern's encoding (a byte string meeting a UTF-8 pattern is
/// upgraded).
fn subject_for<'a>(re: &Regex, subj: Cow<'a, [u8]>, utf8: bool) -> Cow<'a, [u8]> {
    if re.utf8 && !utf8 {
        Cow::Owned(sv::upgrade_latin1(&subj))
    } else {
        subj
    }
}

// ---- pos ------------------------------------------------------------------------------

/// `pos` of a scalar in bytes, and whether the match that set it was empty.
fn pos_of(c: *mut Ctx, p: *mut Sv) -> Option<(usize, bool)> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & SVF_POSMG == 0 {
        return None;
    }
    interp(c).pos.get(&(p as usize)).copied()
}

fn set_pos(c: *mut Ctx, p: *mut Sv, v: Option<(usize, bool)>) {
    match v {
        Some(v) => {
            interp(c).pos.insert(p as usize, v);
            // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
            (unsafe { sv(p) }).flags |= SVF_POSMG;
        }
        None => clear_pos(c, p),
    }
}

/// `pos SCALAR` (in characters).
#[no_mangle]
pub extern "C-unwind" fn camelift_re_pos_get(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    match pos_of(c, p) {
        None => sv::undef(c),
        Some((b, _)) => {
            // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
            let n = if unsafe { sv(p) }.flags & SVF_UTF8 != 0 {
                let s = sv::to_bytes_quiet(p);
                utf8_len(&s[..b.min(s.len())])
            } else {
                b
            };
            sv::mortal_iv(c, n as i64)
        }
    }
}

/// `pos SCALAR = VALUE`: negative counts from the end; undef clears it.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_pos_set(c: *mut Ctx, p: *mut Sv, v: *mut Sv) {
    if sv::is_undef(v) {
        clear_pos(c, p);
        return;
    }
    let info = Info::simple("pos");
    let n = sv::to_iv(c, v, &info, 0);
    let s = sv::to_bytes_quiet(p);
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let utf8 = unsafe { sv(p) }.flags & SVF_UTF8 != 0;
    let len = if utf8 { utf8_len(&s) } else { s.len() } as i64;
    let chars = if n < 0 { (len + n).max(0) } else { n.min(len) } as usize;
    let bytes = if utf8 {
        s.iter()
            .enumerate()
            .filter(|(_, b)| (**b & 0xC0) != 0x80)
            .nth(chars)
            .map(|(i, _)| i)
            .unwrap_or(s.len())
    } else {
        chars
    };
    set_pos(c, p, Some((bytes, false)));
}

// ---- m// ------------------------------------------------------------------------------

/// Pushes the captures of a match (or the whole match when the pattern has no groups).
fn push_groups(
    c: *mut Ctx,
    re: &Regex,
    subj: &[u8],
    offs: &[isize],
    utf8: bool,
    whole_if_none: bool,
) {
    if re.ngroups == 0 {
        if whole_if_none {
            let (s, e) = (offs[0] as usize, offs[1] as usize);
            push(c, sv::mortal_str(c, &subj[s..e], utf8));
        }
        return;
    }
    for n in 1..=re.ngroups {
        let (s, e) = (offs[2 * n], offs[2 * n + 1]);
        if s < 0 || e < s {
            push(c, sv::undef(c));
        } else {
            push(c, sv::mortal_str(c, &subj[s as usize..e as usize], utf8));
        }
    }
}

/// `TARGET =~ m/PAT/FLAGS`: true/false in scalar context; in list context pushes the
/// captures (all matches' with /g) and returns their count.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_match(
    c: *mut Ctx,
    slot: *mut *mut Slot,
    pat: *mut Sv,
    flags: u32,
    target: *mut Sv,
    gimme: i64,
    info: *const u8,
) -> *mut Sv {
    let (raw, utf8_in) = subject(c, target, info);
    let once = flags & RXF_ONCE != 0;
    if once && slot_of(slot).used {
        if flags & RXF_G != 0 && flags & RXF_C == 0 {
            clear_pos(c, target);
        }
        return if gimme == G_LIST {
            if flags & RXF_G != 0 {
                sv::mortal_iv(c, 0)
            } else {
                sv::undef(c)
            }
        } else {
            sv::no(c)
        };
    }
    let re = regex_for(c, slot, pat, flags, utf8_in);
    let utf8 = re.utf8;
    let subj = subject_for(&re, raw, utf8_in);
    let g = flags & RXF_G != 0;
    if !g {
        let start = if re.anchor_g {
            pos_of(c, target).map(|p| p.0).unwrap_or(0)
        } else {
            0
        };
        let Some(offs) = re.exec(c, &subj, start, 0) else {
            return if gimme == G_LIST {
                sv::undef(c)
            } else {
                sv::no(c)
            };
        };
        slot_of(slot).used = once;
        if gimme == G_LIST {
            let r = if re.ngroups == 0 {
                push(c, sv::mortal_iv(c, 1));
                1
            } else {
                push_groups(c, &re, &subj, &offs, utf8, false);
                re.ngroups
            };
            set_curpm(c, slot, &re, &subj, offs, utf8);
            return sv::mortal_iv(c, r as i64);
        }
        set_curpm(c, slot, &re, &subj, offs, utf8);
        return sv::yes(c);
    }
    // /g: start where the last /g match on this scalar ended.
    let (mut at, mut empty) = pos_of(c, target).unwrap_or((0, false));
    if at > subj.len() {
        at = subj.len();
        empty = false;
    }
    if gimme != G_LIST {
        let opts = if empty { PCRE2_NOTEMPTY_ATSTART } else { 0 };
        match re.exec(c, &subj, at, opts) {
            Some(offs) => {
                let (s, e) = (offs[0] as usize, offs[1] as usize);
                set_pos(c, target, Some((e, s == e)));
                set_curpm(c, slot, &re, &subj, offs, utf8);
                slot_of(slot).used = once;
                sv::yes(c)
            }
            None => {
                if flags & RXF_C == 0 {
                    clear_pos(c, target);
                }
                sv::no(c)
            }
        }
    } else {
        let mut count = 0usize;
        let mut last: Option<Vec<isize>> = None;
        loop {
            let opts = if empty { PCRE2_NOTEMPTY_ATSTART } else { 0 };
            let Some(offs) = re.exec(c, &subj, at, opts) else {
                break;
            };
            push_groups(c, &re, &subj, &offs, utf8, true);
            count += re.ngroups.max(1);
            let (s, e) = (offs[0] as usize, offs[1] as usize);
            at = e;
            empty = s == e;
            last = Some(offs);
        }
        match last {
            Some(offs) => {
                slot_of(slot).used = once;
                if flags & RXF_C != 0 {
                    set_pos(c, target, Some((at, empty)));
                } else {
                    clear_pos(c, target);
                }
                set_curpm(c, slot, &re, &subj, offs, utf8);
            }
            None => {
                if flags & RXF_C == 0 {
                    clear_pos(c, target);
                }
            }
        }
        sv::mortal_iv(c, count as i64)
    }
}

/// The pattern of an interpolating `m//`, `s///`, `split` or `qr//`: its parts (on the
/// stack from `mark`) joined, except that a lone `qr//` object is used as it is (perl
/// does not compile it again, nor warn about it again).
#[no_mangle]
pub extern "C-unwind" fn camelift_re_pattern(c: *mut Ctx, mark: usize, info: *const u8) -> *mut Sv {
    let info = Info::from_ptr(info);
    let items = crate::core::stack::pop_from(c, mark);
    if let [one] = items[..] {
        // SAFETY: `one` is a live head held by its container or the stack for this call.
        let p = unsafe { sv(one) };
        // SAFETY: `p.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
        if p.flags & SVF_ROK != 0
            && unsafe { sv(p.any() as *mut Sv) }.flags & SVT_MASK == SVT_REGEXP
        {
            return one;
        }
    }
    sv::mortal_concat(c, &items, &info, 0, None)
}

/// `reset EXPR` (perl's `sv_resetpvn`). With letters (`"a"`, `"a-z"`, `"XY"`), every
/// variable of package `pkg` whose name starts with one of them becomes undefined (a
/// read-only scalar stays) or empty (arrays, hashes). Without them, the package's
/// `m?PAT?` ops, whose cache cells are the `n` at `cells`, may match again. Returns 1.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_reset(
    c: *mut Ctx,
    letters: *mut Sv,
    pkg: *const u8,
    pkg_len: usize,
    cells: *const *mut *mut Slot,
    n: usize,
) -> *mut Sv {
    let s = if letters.is_null() {
        vec![]
    } else {
        sv::to_bytes_quiet(letters)
    };
    if s.is_empty() {
        for i in 0..n {
            // SAFETY: the compiler passes the addresses of `n` regex cells.
            let cell = unsafe { *cells.add(i) };
            // SAFETY: a cell holds null or a leaked Box<Slot> (see `slot_of`).
            if let Some(slot) = unsafe { (*cell).as_mut() } {
                slot.used = false;
            }
        }
        return sv::mortal_iv(c, 1);
    }
    let mut todo = [false; 256];
    let mut i = 0;
    while i < s.len() {
        let lo = s[i];
        if s.get(i + 1) == Some(&b'-') {
            i += 2;
        }
        let hi = s.get(i).copied().unwrap_or(0);
        i += 1;
        for ch in lo..=hi {
            todo[ch as usize] = true;
        }
    }
    // SAFETY: the compiler passes `pkg_len` bytes of its read-only data.
    let pkg = unsafe { std::slice::from_raw_parts(pkg, pkg_len) };
    let prefix = [pkg, b"::"].concat();
    let globs: Vec<*mut Gv> = interp(c)
        .stash
        .iter()
        .filter_map(|(name, g)| {
            let rest = name.strip_prefix(prefix.as_slice())?;
            let first = *rest.first()?;
            (todo[first as usize] && !rest.windows(2).any(|w| w == b"::")).then_some(*g)
        })
        .collect();
    for g in globs {
        let g = interp::gv(g);
        // SAFETY: `g.sv` is a live head (heads live in arenas that are never freed, and this one is referenced for the call).
        if unsafe { sv(g.sv) }.flags & SVF_READONLY == 0 {
            sv::camelift_sv_set_undef(c, g.sv);
        }
        crate::core::av::clear(c, g.av);
        crate::core::hv::clear(c, g.hv);
    }
    sv::mortal_iv(c, 1)
}

// ---- s/// -----------------------------------------------------------------------------

pub struct Subst {
    slot: *mut *mut Slot,
    target: *mut Sv,
    re: Rc<Regex>,
    subj: Vec<u8>,
    utf8: bool,
    out: Vec<u8>,
    copied_to: usize,
    cur: (usize, usize),
    flags: u32,
    count: usize,
}

/// `s///` begins: finds the first match. The compiled code then evaluates the
/// replacement and calls `re_subst_next` for each match, and `re_subst_finish` at the end.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_subst_start(
    c: *mut Ctx,
    slot: *mut *mut Slot,
    pat: *mut Sv,
    flags: u32,
    target: *mut Sv,
    info: *const u8,
) -> i32 {
    let (raw, utf8_in) = subject(c, target, info);
    let re = regex_for(c, slot, pat, flags, utf8_in);
    let utf8 = re.utf8;
    let subj = subject_for(&re, raw, utf8_in);
    let first = re.exec(c, &subj, 0, 0);
    let found = first.is_some();
    let cur = match &first {
        Some(o) => (o[0] as usize, o[1] as usize),
        None => (0, 0),
    };
    if let Some(offs) = first {
        set_curpm(c, slot, &re, &subj, offs, utf8);
    }
    sv::inc(target);
    re_state(c).substs.push(Subst {
        slot,
        target,
        re,
        subj: subj.into_owned(),
        utf8,
        out: vec![],
        copied_to: 0,
        cur,
        flags,
        count: 0,
    });
    found as i32
}

/// The replacement for the current match; finds the next match under /g.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_subst_next(c: *mut Ctx, repl: *mut Sv) -> i32 {
    let info = Info::simple("substitution iterator");
    let r = sv::to_str(c, repl, &info, 0).into_owned();
    // SAFETY: `repl` is this function's argument, a live head the caller holds a reference to for the call.
    let r_utf8 = unsafe { sv(repl) }.flags & SVF_UTF8 != 0;
    let Some(st) = re_state(c).substs.last_mut() else {
        return 0;
    };
    let (s, e) = st.cur;
    let r = if r_utf8 && !st.utf8 {
        // A character replacement into a byte string: fine while every character fits
        // in a byte.
        match downgrade(&r) {
            Some(b) => b,
            None => crate::core::diag::die_msg(
                c,
                "camelift: s/// with a wide-character replacement on a byte string is not supported yet",
            ),
        }
    } else {
        r
    };
    let Some(st) = re_state(c).substs.last_mut() else {
        return 0;
    };
    let r = if st.utf8 && !r_utf8 {
        sv::upgrade_latin1(&r)
    } else {
        r
    };
    st.out.extend_from_slice(&st.subj[st.copied_to..s]);
    st.out.extend_from_slice(&r);
    st.copied_to = e;
    st.count += 1;
    if st.flags & RXF_G == 0 {
        return 0;
    }
    let opts = if s == e { PCRE2_NOTEMPTY_ATSTART } else { 0 };
    let re = st.re.clone();
    match re.exec(c, &st.subj, e, opts) {
        Some(offs) => {
            let st = match re_state(c).substs.last_mut() {
                Some(st) => st,
                None => return 0,
            };
            st.cur = (offs[0] as usize, offs[1] as usize);
            let subj = std::mem::take(&mut st.subj);
            let utf8 = st.utf8;
            let slot = st.slot;
            set_curpm(c, slot, &re, &subj, offs, utf8);
            if let Some(st) = re_state(c).substs.last_mut() {
                st.subj = subj;
            }
            1
        }
        None => 0,
    }
}

/// UTF-8 text as Latin-1 bytes, when every character is below 256.
fn downgrade(b: &[u8]) -> Option<Vec<u8>> {
    let s = std::str::from_utf8(b).ok()?;
    s.chars()
        .map(|ch| u8::try_from(u32::from(ch)).ok())
        .collect()
}

/// `s///` ends: the count (or "" when nothing matched), or the new string under /r.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_subst_finish(c: *mut Ctx) -> *mut Sv {
    let Some(mut st) = re_state(c).substs.pop() else {
        return sv::no(c);
    };
    let target = st.target;
    let result = if st.count == 0 {
        if st.flags & RXF_R != 0 {
            sv::camelift_sv_mortalcopy(c, target)
        } else {
            sv::no(c)
        }
    } else {
        st.out
            .extend_from_slice(&st.subj[st.copied_to.min(st.subj.len())..]);
        if st.flags & RXF_R != 0 {
            sv::mortal_str(c, &st.out, st.utf8)
        } else {
            let _w = check_writable(c, target);
            assign_str(c, target, &st.out, st.utf8);
            sv::mortal_iv(c, st.count as i64)
        }
    };
    sv::dec(c, target);
    result
}

/// Sets a scalar to a string, dropping any reference it held.
fn assign_str(c: *mut Ctx, target: *mut Sv, bytes: &[u8], utf8: bool) {
    let tmp = sv::mortal_str(c, bytes, utf8);
    sv::camelift_sv_setsv(c, target, tmp);
}

/// Drops the state of substitutions a `die` interrupted.
pub fn unwind_substs(c: *mut Ctx, depth: usize) {
    while re_state(c).substs.len() > depth {
        if let Some(st) = re_state(c).substs.pop() {
            sv::dec(c, st.target);
        }
    }
}

// ---- tr/// ----------------------------------------------------------------------------

/// `TARGET =~ tr/SEARCH/REPL/FLAGS`: the count, or the new string under /r.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C-unwind" fn camelift_re_trans(
    c: *mut Ctx,
    slot: *mut *mut crate::pp::tr::TrTable,
    search: *mut Sv,
    repl: *mut Sv,
    flags: u32,
    delim: u32,
    target: *mut Sv,
    info: *const u8,
) -> *mut Sv {
    // SAFETY: `slot` is the op's own 8-byte cell, null or a leaked Box<TrTable>.
    let cell = unsafe { &mut *slot };
    if cell.is_null() {
        let s = sv::to_bytes_quiet(search);
        let r = sv::to_bytes_quiet(repl);
        let f = crate::pp::tr::TrFlags {
            c: flags & TRF_C != 0,
            d: flags & TRF_D != 0,
            s: flags & TRF_S != 0,
            r: flags & TRF_R != 0,
        };
        match crate::pp::tr::TrTable::compile(&s, &r, delim as u8, f) {
            Ok(t) => *cell = Box::into_raw(Box::new(t)),
            Err(m) => crate::core::diag::die_msg(c, m),
        }
    }
    // SAFETY: set just above or on an earlier run.
    let table = unsafe { &**cell };
    let infop = Info::from_ptr(info);
    // SAFETY: `target` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(target) }.flags & SVF_UTF8 != 0 {
        // A character string: by code points.
        let bytes = sv::to_bytes_quiet(target);
        let chars: Vec<u32> = String::from_utf8_lossy(&bytes)
            .chars()
            .map(u32::from)
            .collect();
        let (count, new) = table.apply_chars(&chars);
        let encode = |v: &[u32]| -> Vec<u8> {
            v.iter()
                .map(|c| char::from_u32(*c).unwrap_or('\u{FFFD}'))
                .collect::<String>()
                .into_bytes()
        };
        if flags & TRF_R != 0 {
            return sv::mortal_str(c, &encode(&new), true);
        }
        let _w = (!table.is_identical()).then(|| check_writable(c, target));
        if new != chars {
            assign_str(c, target, &encode(&new), true);
        }
        return sv::mortal_iv(c, count as i64);
    }
    // SAFETY: `target` is this function's argument, a live head the caller holds a reference to for the call.
    let t = unsafe { sv(target) };
    let plain_string = SVF_POK | SVF_ROK | SVT_MASK | SVF_READONLY | SVF_DEFELEM | SVF_POSMG;
    if flags & TRF_R == 0
        && !table.is_identical()
        && t.flags & plain_string == SVF_POK
        && t.pv_cap() != 0
        && t.cur != 0
    {
        // A plain byte string with its own buffer: transliterated where it lies (perl's
        // do_trans_simple writes in place too).
        // SAFETY: an owned buffer holds `cur` initialised bytes, and nothing else refers to
        // them while this runs (no code runs during the table walk).
        let buf = unsafe { std::slice::from_raw_parts_mut(t.pv, t.cur) };
        if let Some((count, changed)) = table.apply_in_place(buf) {
            if changed {
                // The cached numeric values described the old string.
                t.flags &= !(SVF_IOK | SVF_NOK | SVF_ISUV | SVP_IOK | SVP_NOK);
            }
            return sv::mortal_iv(c, count as i64);
        }
    }
    let s = sv::to_str(c, target, &infop, 0);
    let (count, new) = table.apply(&s);
    if flags & TRF_R != 0 {
        let out = new.unwrap_or_else(|| s.into_owned());
        return sv::mortal_str(c, &out, false);
    }
    // perl dies on a read-only operand even when nothing would change.
    let _w = (!table.is_identical()).then(|| check_writable(c, target));
    if let Some(n) = new {
        // SAFETY: `target` is this function's argument, a live head the caller holds a reference to for the call.
        if unsafe { sv(target) }.flags & (SVF_ROK | SVT_MASK) == 0 {
            // A plain scalar: the new string goes into its own buffer.
            sv::set_pv(target, &n);
        } else {
            assign_str(c, target, &n, false);
        }
    }
    sv::mortal_iv(c, count as i64)
}

// ---- split ----------------------------------------------------------------------------

/// `split /PAT/, EXPR, LIMIT`: pushes the fields in list context; returns their number.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C-unwind" fn camelift_re_split(
    c: *mut Ctx,
    slot: *mut *mut Slot,
    pat: *mut Sv,
    flags: u32,
    expr: *mut Sv,
    limit: *mut Sv,
    gimme: i64,
    info: *const u8,
    into: *mut Sv,
) -> *mut Sv {
    let (raw, utf8_in) = subject(c, expr, info);
    let limit = if limit.is_null() {
        0
    } else {
        sv::to_iv(c, limit, &Info::simple("split"), 0)
    };
    // A pattern given as a string of one space is awk mode too.
    let mut awk = flags & RXF_SPLIT_AWK != 0;
    if !awk
        && flags & RXF_SPLIT_EXPR != 0
        // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
        && unsafe { sv(pat) }.flags & SVF_ROK == 0
        // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
        && unsafe { sv(pat) }.flags & SVF_POK != 0
    {
        // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
        awk = sv::pv_bytes(unsafe { sv(pat) }) == b" ";
    }
    let mut fields: Vec<Option<(usize, usize)>> = vec![];
    let mut subj = raw;
    let mut utf8 = utf8_in;
    let mut at = 0usize;
    let maxfields = if limit > 0 {
        limit as usize
    } else {
        usize::MAX
    };
    if awk {
        let ws = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
        while at < subj.len() && ws(subj[at]) {
            at += 1;
        }
        while at < subj.len() {
            if fields.len() + 1 >= maxfields {
                break;
            }
            let Some(rel) = subj[at..].iter().position(|b| ws(*b)) else {
                break;
            };
            let s = at + rel;
            let mut e = s;
            while e < subj.len() && ws(subj[e]) {
                e += 1;
            }
            fields.push(Some((at, s)));
            at = e;
        }
        if at < subj.len() || fields.len() < maxfields {
            fields.push(Some((at, subj.len())));
        }
    } else if let Some(sep) = split_literal(pat, flags) {
        // `split //` and `split /,/`: no regex engine needed.
        let len = subj.len();
        while at < len && fields.len() + 1 < maxfields {
            let (s, e) = match sep {
                None => {
                    let mut next = at + 1;
                    while utf8 && next < len && subj[next] & 0xC0 == 0x80 {
                        next += 1;
                    }
                    (next, next)
                }
                Some(b) => match subj[at..].iter().position(|x| *x == b) {
                    Some(p) => (at + p, at + p + 1),
                    None => break,
                },
            };
            fields.push(Some((at, s)));
            at = e;
        }
        fields.push(Some((at, len)));
    } else {
        let mut f = flags | RXF_SPLIT;
        // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
        let text_is_caret =
            unsafe { sv(pat) }.flags & SVF_POK != 0 && sv::pv_bytes(unsafe { sv(pat) }) == b"^";
        if text_is_caret {
            f |= RXF_M;
        }
        let re = regex_for(c, slot, pat, f, utf8_in);
        utf8 = re.utf8;
        subj = subject_for(&re, subj, utf8_in);
        while at < subj.len() && fields.len() + 1 < maxfields {
            let Some(offs) = re.exec(c, &subj, at, PCRE2_NOTEMPTY_ATSTART) else {
                break;
            };
            let (s, e) = (offs[0] as usize, offs[1] as usize);
            fields.push(Some((at, s)));
            for n in 1..=re.ngroups {
                let (gs, ge) = (offs[2 * n], offs[2 * n + 1]);
                fields.push(if gs < 0 || ge < gs {
                    None
                } else {
                    Some((gs as usize, ge as usize))
                });
            }
            at = e;
        }
        fields.push(Some((at, subj.len())));
    }
    if limit == 0 {
        // Trailing empty fields (and undef captures) are dropped.
        while let Some(last) = fields.last() {
            match last {
                Some((s, e)) if s < e => break,
                _ => {
                    fields.pop();
                }
            }
        }
    }
    // An empty string gives no fields at all.
    if subj.is_empty() {
        fields.clear();
    }
    let n = fields.len();
    if !into.is_null() {
        // `@a = split ...`: the fields as scalars of their own first (the subject may be
        // an element of `@a`), then they become the array's contents, assigned into the
        // old elements where nothing else holds those.
        if !crate::core::av::body(c, into).items.contains(&expr) {
            crate::core::av::assign_strings(
                c,
                into,
                fields.iter().map(|f| f.map(|(s, e)| &subj[s..e])),
                utf8,
            );
            return sv::mortal_iv(c, n as i64);
        }
        let values: Vec<*mut Sv> = fields
            .into_iter()
            .map(|f| match f {
                Some((s, e)) => sv::mortal_str(c, &subj[s..e], utf8),
                None => sv::undef(c),
            })
            .collect();
        for v in &values {
            sv::inc(*v);
        }
        crate::core::av::assign_held(c, into, &values);
        for v in values {
            sv::dec(c, v);
        }
        return sv::mortal_iv(c, n as i64);
    }
    if gimme == G_LIST {
        for f in fields {
            match f {
                Some((s, e)) => push(c, sv::mortal_str(c, &subj[s..e], utf8)),
                None => push(c, sv::undef(c)),
            }
        }
    }
    sv::mortal_iv(c, n as i64)
}

/// A `split` pattern that is the empty pattern (`Some(None)`: split into characters) or
/// one ASCII character matched literally (`Some(Some(byte))`).
fn split_literal(pat: *mut Sv, flags: u32) -> Option<Option<u8>> {
    // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
    let p = unsafe { sv(pat) };
    if flags & RXF_COMPILE_MASK & !RXF_CHARSET != 0
        || p.flags & SVF_ROK != 0
        || p.flags & SVF_POK == 0
    {
        return None;
    }
    let text = sv::pv_bytes(p);
    let meta = |b: u8| b"\\^$.|?*+()[]{}".contains(&b);
    match text {
        [] => Some(None),
        [b] if b.is_ascii() && !meta(*b) => Some(Some(*b)),
        [b'\\', b] if b.is_ascii_punctuation() => Some(Some(*b)),
        _ => None,
    }
}

// ---- qr// -----------------------------------------------------------------------------

/// `qr/PAT/FLAGS`: a reference to a REGEXP, blessed into `Regexp` as far as `ref` shows.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_qr(
    c: *mut Ctx,
    slot: *mut *mut Slot,
    pat: *mut Sv,
    flags: u32,
) -> *mut Sv {
    // SAFETY: `pat` is this function's argument, a live head the caller holds a reference to for the call.
    let utf8 = unsafe { sv(pat) }.flags & SVF_UTF8 != 0;
    let re = regex_for(c, slot, pat, flags | RXF_SPLIT, utf8);
    let mut s = b"(?^".to_vec();
    // The character set first: a pattern of characters shows `/d` as `u`.
    s.extend_from_slice(match re.flags & RXF_CHARSET {
        RXF_CS_AA => b"aa".as_slice(),
        RXF_CS_A => b"a",
        RXF_CS_L => b"l",
        RXF_CS_U => b"u",
        _ if utf8 || re.wide => b"u",
        _ => b"",
    });
    for (bit, ch) in [
        (RXF_M, b'm'),
        (RXF_S, b's'),
        (RXF_I, b'i'),
        (RXF_X, b'x'),
        (RXF_XX, b'x'),
        (RXF_N, b'n'),
    ] {
        if re.flags & bit != 0 {
            s.push(ch);
        }
    }
    s.push(b':');
    s.extend_from_slice(&re.text);
    s.push(b')');
    let body = sv::new_pv(c, &s);
    // SAFETY: `body` was made just above; this function holds its only reference.
    let b = unsafe { sv(body) };
    b.flags |= SVT_REGEXP;
    if re.utf8 || utf8 {
        b.flags |= SVF_UTF8;
    }
    b.set_any(Rc::into_raw(re) as *mut u8);
    crate::core::refs::new_rv_owning(c, body)
}

/// Frees a REGEXP head's compiled pattern.
pub fn free_regexp(any: *mut u8) {
    if !any.is_null() {
        // SAFETY: a REGEXP head's `any` is the Rc<Regex> leaked by `camelift_re_qr`.
        drop(unsafe { Rc::from_raw(any as *const Regex) });
    }
}

// ---- match variables ------------------------------------------------------------------

/// `$N` (`$&` is 0), `` $` `` (-1), `$'` (-2), `$+` (-3), `$^N` (-4).
#[no_mangle]
pub extern "C-unwind" fn camelift_re_capture(c: *mut Ctx, n: i64) -> *mut Sv {
    let Some(m) = re_state(c).curpm.clone() else {
        return sv::undef(c);
    };
    let m = m.borrow();
    let bytes: Option<&[u8]> = match n {
        -1 | -2 => {
            if !m.whole {
                return sv::undef(c);
            }
            let (s, e) = (m.offs[0].max(0) as usize, m.offs[1].max(0) as usize);
            if n == -1 {
                m.text.get(..s)
            } else {
                m.text.get(e..)
            }
        }
        -3 => (1..=m.ngroups()).rev().find_map(|g| m.group(g)),
        -4 => {
            // The most recently closed group: the one ending last (the outer one on ties).
            let mut best: Option<(isize, usize)> = None;
            for g in 1..=m.ngroups() {
                let e = m.offs[2 * g + 1];
                if m.offs[2 * g] >= 0 && best.is_none_or(|(be, _)| e > be) {
                    best = Some((e, g));
                }
            }
            best.and_then(|(_, g)| m.group(g))
        }
        n if n >= 0 => m.group(n as usize),
        _ => None,
    };
    match bytes {
        Some(b) => sv::mortal_str(c, b, m.utf8),
        None => sv::undef(c),
    }
}

/// `@-` (0), `@+` (1) or `@{^CAPTURE}` (2) as a new mortal array.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_offsets(c: *mut Ctx, ends: i32) -> *mut Sv {
    let av = crate::core::av::new_av(c);
    if ends == 2 {
        if let Some(m) = re_state(c).curpm.clone() {
            let m = m.borrow();
            for g in 1..=m.ngroups() {
                let v = match m.group(g) {
                    Some(b) => {
                        let v = sv::new_pv(c, b);
                        if m.utf8 {
                            // SAFETY: `v` is a live head held by its container or the stack for this call.
                            (unsafe { sv(v) }).flags |= SVF_UTF8;
                        }
                        v
                    }
                    None => sv::new_sv(c),
                };
                crate::core::av::body(c, av).items.push_back(v);
            }
        }
        return sv::mortalize(c, av);
    }
    if let Some(m) = re_state(c).curpm.clone() {
        let m = m.borrow();
        // perl's @- has entries up to the last group that matched; @+ up to the last group.
        let last = if ends != 0 {
            m.ngroups()
        } else {
            (0..=m.ngroups())
                .rev()
                .find(|g| m.offs[2 * g] >= 0)
                .unwrap_or(0)
        };
        let items = &mut crate::core::av::body(c, av).items;
        for g in 0..=last {
            let o = m.offs[2 * g + usize::from(ends != 0)];
            let v = if o < 0 || m.offs[2 * g] < 0 {
                sv::new_sv(c)
            } else {
                sv::new_iv(c, m.char_off(o) as i64)
            };
            items.push_back(v);
        }
    }
    sv::mortalize(c, av)
}

/// `%+` (false: the leftmost defined group of each name) or `%-` (true: arrays of all).
#[no_mangle]
pub extern "C-unwind" fn camelift_re_named(c: *mut Ctx, all: i32) -> *mut Sv {
    let hv = crate::core::hv::new_hv(c);
    if let Some(m) = re_state(c).curpm.clone() {
        let m = m.borrow();
        let names = m.re.as_ref().map(|r| r.names.clone()).unwrap_or_default();
        for (name, groups) in &names {
            let v = if all != 0 {
                let av = crate::core::av::new_av(c);
                for g in groups {
                    let item = match m.group(*g) {
                        Some(b) => sv::new_pv(c, b),
                        None => sv::new_sv(c),
                    };
                    crate::core::av::body(c, av).items.push_back(item);
                }
                // The hash holds its own reference (the new one is mortal).
                sv::inc(crate::core::refs::new_rv_owning(c, av))
            } else {
                match groups.iter().find_map(|g| m.group(*g)) {
                    Some(b) => sv::new_pv(c, b),
                    None => continue,
                }
            };
            if m.utf8 && all == 0 {
                // SAFETY: `v` is a live head held by its container or the stack for this call.
                (unsafe { sv(v) }).flags |= SVF_UTF8;
            }
            crate::core::hv::store(c, hv, name, v);
        }
    }
    sv::mortalize(c, hv)
}

/// Saves the current match for restoring when the enclosing block exits.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_save_curpm(c: *mut Ctx) {
    // The saved match rides in the entry itself, as a raw Rc (0: none).
    let saved = re_state(c)
        .curpm
        .clone()
        .map_or(0, |m| Rc::into_raw(m) as usize);
    interp(c)
        .savestack
        .push(crate::core::scope::Save::Destructor(restore_curpm, saved));
}

/// The save stack's entry of `camelift_re_save_curpm`: the block exits.
fn restore_curpm(c: *mut Ctx, saved: usize) {
    // SAFETY: `saved` is 0 or the Rc that `camelift_re_save_curpm` made raw for this one
    // entry, which the save stack pops (and so restores) exactly once.
    let m =
        (saved != 0).then(|| unsafe { Rc::from_raw(saved as *const std::cell::RefCell<MatchRec>) });
    re_state(c).curpm = m;
}

/// The program reads `` $` `` or `$'`: matches keep the whole subject.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_keep_subject(c: *mut Ctx) {
    re_state(c).re_whole_subject = true;
}

/// `goto` out of blocks to a label of a block whose context (perl's) saved the last match
/// at save-stack index `ix` (`camelift_re_save_curpm` there): the last match becomes that
/// one, as perl's cx_topblock makes it the target context's.
#[no_mangle]
pub extern "C-unwind" fn camelift_re_curpm_from(c: *mut Ctx, ix: usize) {
    let saved = match interp(c).savestack.get(ix) {
        Some(crate::core::scope::Save::Destructor(f, saved))
            if std::ptr::fn_addr_eq(*f, restore_curpm as fn(*mut Ctx, usize)) =>
        {
            *saved
        }
        _ => return,
    };
    let m = (saved != 0).then(|| {
        let p = saved as *const std::cell::RefCell<MatchRec>;
        // SAFETY: `saved` is the Rc that `camelift_re_save_curpm` made raw for the entry,
        // which still holds it: one more count, for the clone made here.
        unsafe {
            Rc::increment_strong_count(p);
            Rc::from_raw(p)
        }
    });
    re_state(c).curpm = m;
}
