//! Piece.xs (Time::Piece 1.3401): `_strftime`, `_tzset`, `_strptime`, `_mini_mktime`,
//! `_crt_localtime`/`_crt_gmtime` and `_get_localization`, the XS part of the real
//! Time/Piece.pm (bound by its `XSLoader::load`, xsload.rs). Everything else of
//! Time::Piece (the accessors, `strftime`'s format translation, the overloading,
//! `add_months`) is the .pm's own Perl.
//!
//! `_strptime` is Piece.xs's own strptime (FreeBSD's, 1994), not the C library's: its
//! formats, its quirks (a conversion it does not know is skipped, the string running
//! out ends the parse, `%Z` knows only GMT) and its errors are ported here. The C
//! library is used where Piece.xs uses it: localtime, gmtime and strftime
//! (sys/time.rs, with `$ENV{TZ}` passed on as perl's %ENV magic does).

use crate::core::xs::{self, die_msg, sv, Info};
use crate::sys::time as systime;
use camelift_abi::*;

/// Piece.xs's TP_BUF_SIZE: the first strftime buffer.
const TP_BUF_SIZE: usize = 160;

/// What `_strptime` matches `%a %A %b %B %p` against: the hash the .pm passes
/// (`_default_locale` or `use_locale`), read as Piece.xs's `_populate_C_time_locale` does.
struct Locale {
    mon: Vec<Vec<u8>>,
    month: Vec<Vec<u8>>,
    alt_month: Vec<Vec<u8>>,
    wday: Vec<Vec<u8>>,
    weekday: Vec<Vec<u8>>,
    am: Vec<u8>,
    pm: Vec<u8>,
    am_upper: Vec<u8>,
    pm_upper: Vec<u8>,
}

fn usage(c: *mut Ctx, name: &str, params: &str) -> ! {
    die_msg(c, format!("Usage: Time::Piece::{name}({params})"))
}

/// The argument of an XS parameter typed `int` (SvIV cast to a C int).
fn int_arg(c: *mut Ctx, p: *mut Sv, i: usize) -> i32 {
    xs::to_iv(c, p, &Info::simple("subroutine entry"), i) as i32
}

/// The argument of an XS parameter typed `time_t` (perl's typemap: SvNV, cast).
fn time_arg(c: *mut Ctx, p: *mut Sv, i: usize) -> i64 {
    xs::to_nv(c, p, &Info::simple("subroutine entry"), i) as i64
}

/// The argument of an XS parameter typed `char *`: its bytes up to the first NUL, as C
/// sees them.
fn str_arg(c: *mut Ctx, p: *mut Sv, i: usize) -> Vec<u8> {
    c_string(xs::to_bytes(c, p, &Info::simple("subroutine entry"), i))
}

/// The values of a PPCODE sub: all of them in list context, the last otherwise.
fn give_list(c: *mut Ctx, vals: &[i64], gimme: i64) -> *mut Sv {
    let mut last = xs::undef(c);
    for v in vals {
        last = xs::mortal_iv(c, *v);
        if gimme == G_LIST {
            xs::push(c, last);
        }
    }
    last
}

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// The nine fields of a `struct tm` in localtime's order (Piece.xs's push_common_tm).
fn common_tm(tm: &libc::tm) -> [i64; 9] {
    [
        tm.tm_sec,
        tm.tm_min,
        tm.tm_hour,
        tm.tm_mday,
        tm.tm_mon,
        tm.tm_year,
        tm.tm_wday,
        tm.tm_yday,
        tm.tm_isdst,
    ]
    .map(i64::from)
}

/// An all-zero `struct tm`, as Piece.xs's `memset`.
fn zero_tm() -> libc::tm {
    // SAFETY: an all-zero `tm` is a valid value (its zone pointer is null).
    unsafe { std::mem::zeroed() }
}

/// The C library's localtime (`local`) or gmtime of `t`. Where C returns a null pointer
/// Piece.xs would crash; this dies instead.
fn crt_time(c: *mut Ctx, t: i64, local: bool) -> libc::tm {
    let tm = if local {
        systime::c_localtime(c, t)
    } else {
        systime::c_gmtime(t)
    };
    match tm {
        Some(tm) => tm,
        None => die_msg(
            c,
            format!(
                "Time::Piece of the time {t}, out of the C library's range, is not supported yet"
            ),
        ),
    }
}

/// Piece.xs's `my_mini_mktime`: util.c's mini_mktime as it was when Time::Piece copied
/// it, with its rule that a day of the year given with no month and day (`%j`) decides
/// the date (sys/time.rs has both).
fn mini_mktime(tm: &mut libc::tm) {
    systime::mini_mktime_yday(tm, true)
}

/// Piece.xs's return_11part_tm: the fields normalised, then an epoch and islocal of 0.
fn give_11part_tm(c: *mut Ctx, tm: &mut libc::tm, gimme: i64) -> *mut Sv {
    mini_mktime(tm);
    let f = common_tm(tm);
    let mut vals = [0i64; 11];
    vals[..9].copy_from_slice(&f);
    give_list(c, &vals, gimme)
}

/// C's isspace in the C locale.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// `strncasecmp(buf, name, len) == 0` in the C locale: the first `len` bytes agree
/// without case, or both strings end together before.
fn fold_eq(buf: &[u8], name: &[u8], len: usize) -> bool {
    for k in 0..len {
        let a = buf.get(k).copied().unwrap_or(0);
        let b = name.get(k).copied().unwrap_or(0);
        if !a.eq_ignore_ascii_case(&b) {
            return false;
        }
        if a == 0 {
            break;
        }
    }
    true
}

/// `name` begins the rest of the string, letters compared without case.
fn starts_fold(buf: &[u8], name: &[u8]) -> bool {
    fold_eq(buf, name, name.len())
}

/// The parse of Piece.xs's `_strptime`: the string from `at` against the format, into
/// `tm`; the place in the string where the format ended (or the string did), or None
/// where the string does not match ("Error parsing time"). `got_gmt` is the XS's flag:
/// the .pm's islocal on entry, set by `%z` and a `%Z` of GMT.
struct Parse<'a> {
    buf: &'a [u8],
    locale: &'a Locale,
    got_gmt: i32,
    c: *mut Ctx,
}

impl Parse<'_> {
    fn at(&self, i: usize) -> u8 {
        self.buf.get(i).copied().unwrap_or(0)
    }

    /// Up to `len` digits from `i`: their value and the place after them.
    fn digits(&self, mut i: usize, mut len: usize) -> (i32, usize) {
        let mut v = 0i32;
        while len > 0 && self.at(i).is_ascii_digit() {
            v = v * 10 + i32::from(self.at(i) - b'0');
            i += 1;
            len -= 1;
        }
        (v, i)
    }

    /// After a number followed by white space in the string, the format skips to its
    /// next white space (FreeBSD's way of letting `%d %b` match "5 Feb").
    fn skip_fmt_word(&self, i: usize, fmt: &[u8], p: &mut usize) {
        if is_space(self.at(i)) {
            while *p < fmt.len() && !is_space(fmt[*p]) {
                *p += 1;
            }
        }
    }

    fn run(&mut self, mut i: usize, fmt: &[u8], tm: &mut libc::tm) -> Option<usize> {
        let mut p = 0;
        while p < fmt.len() {
            if self.at(i) == 0 {
                break;
            }
            let ch = fmt[p];
            p += 1;
            if ch != b'%' {
                if is_space(ch) {
                    while is_space(self.at(i)) {
                        i += 1;
                    }
                } else {
                    if ch != self.at(i) {
                        return None;
                    }
                    i += 1;
                }
                continue;
            }
            let mut e_alt = false;
            let mut o_alt = false;
            loop {
                let ch = fmt.get(p).copied().unwrap_or(0);
                p += 1;
                match ch {
                    0 | b'%' => {
                        if self.at(i) != b'%' {
                            return None;
                        }
                        i += 1;
                    }
                    b'+' => i = self.run(i, b"%c", tm)?,
                    b'C' => {
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (v, n) = self.digits(i, 2);
                        i = n;
                        if v < 19 {
                            return None;
                        }
                        tm.tm_year = v * 100 - 1900;
                    }
                    // Piece.xs's %c ignores the locale's c_fmt.
                    b'c' => i = self.run(i, b"%a %d %b %Y %I:%M:%S %p %Z", tm)?,
                    b'D' => i = self.run(i, b"%m/%d/%y", tm)?,
                    // A modifier (`%Ey`, `%OB`) is read once; a second one ends the
                    // conversion.
                    b'E' | b'O' if !(e_alt || o_alt) => {
                        if ch == b'E' {
                            e_alt = true;
                        } else {
                            o_alt = true;
                        }
                        continue;
                    }
                    b'E' | b'O' => {}
                    b'F' => i = self.run(i, b"%Y-%m-%d", tm)?,
                    b'R' => i = self.run(i, b"%H:%M", tm)?,
                    b'r' | b'X' => i = self.run(i, b"%I:%M:%S %p", tm)?,
                    b'n' | b't' => {
                        if !is_space(self.at(i)) {
                            return None;
                        }
                        while is_space(self.at(i)) {
                            i += 1;
                        }
                    }
                    b'T' => i = self.run(i, b"%H:%M:%S", tm)?,
                    b'x' => i = self.run(i, b"%a %d %b %Y", tm)?,
                    b'j' => {
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (v, n) = self.digits(i, 3);
                        i = n;
                        if !(1..=366).contains(&v) {
                            return None;
                        }
                        tm.tm_yday = v - 1;
                        tm.tm_mday = 0;
                    }
                    b'M' | b'S' => {
                        if self.at(i) == 0 || is_space(self.at(i)) {
                            break;
                        }
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (v, n) = self.digits(i, 2);
                        i = n;
                        if ch == b'M' {
                            if v > 59 {
                                return None;
                            }
                            tm.tm_min = v;
                        } else {
                            if v > 60 {
                                return None;
                            }
                            tm.tm_sec = v;
                        }
                        self.skip_fmt_word(i, fmt, &mut p);
                    }
                    b'H' | b'I' | b'k' | b'l' => {
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (v, n) = self.digits(i, 2);
                        i = n;
                        let max = if matches!(ch, b'H' | b'k') { 23 } else { 12 };
                        if v > max {
                            return None;
                        }
                        tm.tm_hour = v;
                        self.skip_fmt_word(i, fmt, &mut p);
                    }
                    b'p' | b'P' => {
                        // As in Piece.xs, both spellings are compared over the length of
                        // the lower-case one.
                        let rest = self.buf.get(i..).unwrap_or(&[]);
                        let l = self.locale;
                        let am_len = l.am.len();
                        let pm_len = l.pm.len();
                        if fold_eq(rest, &l.am, am_len) || fold_eq(rest, &l.am_upper, am_len) {
                            if tm.tm_hour > 12 {
                                return None;
                            }
                            if tm.tm_hour == 12 {
                                tm.tm_hour = 0;
                            }
                            i += am_len;
                        } else if fold_eq(rest, &l.pm, pm_len) || fold_eq(rest, &l.pm_upper, pm_len)
                        {
                            if tm.tm_hour > 12 {
                                return None;
                            }
                            if tm.tm_hour != 12 {
                                tm.tm_hour += 12;
                            }
                            i += pm_len;
                        } else {
                            return None;
                        }
                    }
                    b'A' | b'a' => {
                        let rest = self.buf.get(i..).unwrap_or(&[]);
                        let names = if ch == b'A' {
                            &self.locale.weekday
                        } else {
                            &self.locale.wday
                        };
                        let (d, name) = names
                            .iter()
                            .enumerate()
                            .take(7)
                            .find(|(_, n)| starts_fold(rest, n))?;
                        tm.tm_wday = d as i32;
                        i += name.len();
                    }
                    b'U' | b'V' | b'W' => {
                        // Only range-checked: nothing else is known to compute from.
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (v, n) = self.digits(i, 2);
                        i = n;
                        if v > 53 {
                            return None;
                        }
                        self.skip_fmt_word(i, fmt, &mut p);
                    }
                    b'u' | b'w' => {
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let mut v = i32::from(self.at(i) - b'0');
                        if v > 6 + i32::from(ch == b'u') {
                            return None;
                        }
                        if v == 7 {
                            v = 0;
                        }
                        tm.tm_wday = v;
                        i += 1;
                        self.skip_fmt_word(i, fmt, &mut p);
                    }
                    b'd' | b'e' => {
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (v, n) = self.digits(i, 2);
                        i = n;
                        if v > 31 {
                            return None;
                        }
                        tm.tm_mday = v;
                        self.skip_fmt_word(i, fmt, &mut p);
                    }
                    b'B' | b'b' | b'h' => {
                        let rest = self.buf.get(i..).unwrap_or(&[]);
                        let l = self.locale;
                        let names = match (o_alt, ch == b'B') {
                            (true, true) => &l.alt_month,
                            // %Ob and %Oh match no name.
                            (true, false) => return None,
                            (false, true) => &l.month,
                            (false, false) => &l.mon,
                        };
                        let (m, name) = names
                            .iter()
                            .enumerate()
                            .take(12)
                            .find(|(_, n)| starts_fold(rest, n))?;
                        tm.tm_mon = m as i32;
                        i += name.len();
                    }
                    b'm' => {
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (v, n) = self.digits(i, 2);
                        i = n;
                        if !(1..=12).contains(&v) {
                            return None;
                        }
                        tm.tm_mon = v - 1;
                        self.skip_fmt_word(i, fmt, &mut p);
                    }
                    b's' => {
                        let (t, n) = strtol(self.buf, i)?;
                        i = n;
                        // Piece.xs reads the flag the other way round: local time when
                        // it is 1 (the .pm's islocal), UTC otherwise.
                        let my = crt_time(self.c, t, self.got_gmt == 1);
                        tm.tm_sec = my.tm_sec;
                        tm.tm_min = my.tm_min;
                        tm.tm_hour = my.tm_hour;
                        tm.tm_mday = my.tm_mday;
                        tm.tm_mon = my.tm_mon;
                        tm.tm_year = my.tm_year;
                        tm.tm_wday = my.tm_wday;
                        tm.tm_yday = my.tm_yday;
                        tm.tm_isdst = my.tm_isdst;
                    }
                    b'Y' | b'y' => {
                        if self.at(i) == 0 || is_space(self.at(i)) {
                            break;
                        }
                        if !self.at(i).is_ascii_digit() {
                            return None;
                        }
                        let (mut v, n) = self.digits(i, if ch == b'Y' { 4 } else { 2 });
                        i = n;
                        if ch == b'Y' {
                            v -= 1900;
                        }
                        if ch == b'y' && v < 69 {
                            v += 100;
                        }
                        if v < 0 {
                            return None;
                        }
                        tm.tm_year = v;
                        self.skip_fmt_word(i, fmt, &mut p);
                    }
                    b'Z' => {
                        let n = self.buf[i..]
                            .iter()
                            .take_while(|b| b.is_ascii_uppercase())
                            .count();
                        if n > 0 {
                            systime::tzset_env(self.c);
                            if &self.buf[i..i + n] == b"GMT" {
                                self.got_gmt = 1;
                            }
                            if self.got_gmt == 0 {
                                return None;
                            }
                            i += n;
                        }
                    }
                    b'z' => {
                        let sign = match self.at(i) {
                            b'+' => 1,
                            b'-' => -1,
                            _ => return None,
                        };
                        i += 1;
                        let mut v = 0;
                        for _ in 0..4 {
                            if !self.at(i).is_ascii_digit() {
                                return None;
                            }
                            v = v * 10 + i32::from(self.at(i) - b'0');
                            i += 1;
                        }
                        tm.tm_hour -= sign * (v / 100);
                        tm.tm_min -= sign * (v % 100);
                        self.got_gmt = 1;
                    }
                    // A conversion Piece.xs does not know is skipped.
                    _ => {}
                }
                break;
            }
        }
        Some(i)
    }
}

/// C's strtol(buf + i, &end, 10) for `%s`: white space, a sign, digits; no digits is 0
/// with nothing read, and a value beyond a long is an error.
fn strtol(buf: &[u8], start: usize) -> Option<(i64, usize)> {
    let at = |k: usize| buf.get(k).copied().unwrap_or(0);
    let mut i = start;
    while is_space(at(i)) {
        i += 1;
    }
    let neg = at(i) == b'-';
    if matches!(at(i), b'+' | b'-') {
        i += 1;
    }
    if !at(i).is_ascii_digit() {
        return Some((0, start));
    }
    let mut v: i64 = 0;
    while at(i).is_ascii_digit() {
        let d = i64::from(at(i) - b'0');
        v = v.checked_mul(10)?;
        v = if neg {
            v.checked_sub(d)?
        } else {
            v.checked_add(d)?
        };
        i += 1;
    }
    Some((v, i))
}

/// A string as C's SvPV_nolen sees it: up to its first NUL.
fn c_string(mut b: Vec<u8>) -> Vec<u8> {
    if let Some(n) = b.iter().position(|b| *b == 0) {
        b.truncate(n);
    }
    b
}

/// A reference's hash, if it is one.
fn hash_ref(p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is an argument, a live head the caller holds a reference to.
    let s = unsafe { sv(p) };
    // SAFETY: the referent of a live reference, which holds a count on it.
    (s.flags & SVF_ROK != 0 && unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVHV)
        .then(|| s.any() as *mut Sv)
}

/// A reference's array, if it is one.
fn array_ref(p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is a live head the caller holds a reference to.
    let s = unsafe { sv(p) };
    // SAFETY: the referent of a live reference, which holds a count on it.
    (s.flags & SVF_ROK != 0 && unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVAV)
        .then(|| s.any() as *mut Sv)
}

/// Piece.xs's `_populate_C_time_locale`: the names of the locale hash. Where the C code
/// would read through a null pointer (a key missing, a value no array reference) this
/// dies.
fn locale_of(c: *mut Ctx, hv: *mut Sv) -> Locale {
    let fetch = |key: &[u8]| -> *mut Sv {
        match xs::hv_body(c, hv).map.get(key).copied() {
            Some(v) => v,
            None => die_msg(
                c,
                format!(
                    "Time::Piece::_strptime of a locale without {} is not supported yet",
                    String::from_utf8_lossy(key)
                ),
            ),
        }
    };
    let names = |key: &[u8]| -> Vec<Vec<u8>> {
        let v = fetch(key);
        let Some(av) = array_ref(v) else {
            die_msg(
                c,
                format!(
                    "Time::Piece::_strptime of a locale whose {} is no array is not supported yet",
                    String::from_utf8_lossy(key)
                ),
            )
        };
        xs::av_items_quiet(av)
            .iter()
            .map(|p| {
                if p.is_null() {
                    Vec::new()
                } else {
                    c_string(xs::to_bytes_quiet(*p))
                }
            })
            .collect()
    };
    let text = |key: &[u8]| c_string(xs::to_bytes_quiet(fetch(key)));
    Locale {
        alt_month: names(b"alt_month"),
        month: names(b"month"),
        mon: names(b"mon"),
        weekday: names(b"weekday"),
        wday: names(b"wday"),
        am: text(b"am"),
        pm: text(b"pm"),
        am_upper: text(b"AM"),
        pm_upper: text(b"PM"),
    }
}

/// Perl's `warn` of a message from XS: the location of the running statement added.
fn warn(c: *mut Ctx, msg: &[u8]) {
    let (file, line) = xs::here(c);
    let mut m = msg.to_vec();
    m.extend_from_slice(b" at ");
    m.extend_from_slice(&file);
    m.extend_from_slice(format!(" line {line}{}.\n", xs::location_suffix(c)).as_bytes());
    xs::emit_warning(c, &m);
}

/// `_strftime(fmt, epoch, islocal = 1)`: the C library's strftime of the epoch's
/// localtime (islocal 1) or gmtime, in a buffer grown as Piece.xs grows it.
pub extern "C-unwind" fn strftime(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if !(2..=3).contains(&args.len()) {
        usage(c, "_strftime", "fmt, epoch, islocal = 1");
    }
    let fmt = str_arg(c, args[0], 0);
    let epoch = time_arg(c, args[1], 1);
    let islocal = args.get(2).map_or(1, |p| int_arg(c, *p, 2));
    let tm = crt_time(c, epoch, islocal == 1);
    let Ok(cfmt) = std::ffi::CString::new(fmt.clone()) else {
        return give(c, xs::mortal_pv(c, b""), gimme);
    };
    let (len, out) = systime::c_strftime(&cfmt, &tm, TP_BUF_SIZE);
    let text = if (len > 0 && len < TP_BUF_SIZE) || fmt.is_empty() {
        out
    } else {
        // The result did not fit (or was empty): bigger buffers, up to 100 times the
        // format's length.
        let mut size = fmt.len() + TP_BUF_SIZE;
        loop {
            let (n, out) = systime::c_strftime(&cfmt, &tm, size);
            if n > 0 && n < size {
                break out;
            }
            if size > 100 * fmt.len() {
                break Vec::new();
            }
            size *= 2;
        }
    };
    give(c, xs::mortal_pv(c, &text), gimme)
}

/// `_tzset()`: `$ENV{TZ}` into the process environment, then tzset(3).
pub extern "C-unwind" fn tzset(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if !args.is_empty() {
        usage(c, "_tzset", "");
    }
    systime::tzset_env(c);
    xs::undef(c)
}

/// `_strptime(string, format, got_GMT, localization)`: the string parsed by Piece.xs's
/// strptime from 1970-01-01 00:00:00 (isdst -1), normalised, as 11 fields; "Error
/// parsing time" where it does not match, and two warnings where the string goes on
/// after the format.
pub extern "C-unwind" fn strptime(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 4 {
        usage(c, "_strptime", "string, format, got_GMT, localization");
    }
    let string = str_arg(c, args[0], 0);
    let format = str_arg(c, args[1], 1);
    let got_gmt = int_arg(c, args[2], 2);
    let Some(hv) = hash_ref(args[3]) else {
        die_msg(c, "_strptime requires a Hash Reference of locales")
    };
    let locale = locale_of(c, hv);
    let mut tm = zero_tm();
    tm.tm_mday = 1;
    tm.tm_year = 70;
    tm.tm_wday = 4;
    tm.tm_isdst = -1;
    let mut parse = Parse {
        buf: &string,
        locale: &locale,
        got_gmt,
        c,
    };
    let Some(end) = parse.run(0, &format, &mut tm) else {
        die_msg(c, "Error parsing time")
    };
    if end < string.len() {
        let mut msg = b"Garbage at end of string in strptime: ".to_vec();
        msg.extend_from_slice(&string[end..]);
        warn(c, &msg);
        warn(c, b"Perhaps a format flag did not match the actual input?");
    }
    give_11part_tm(c, &mut tm, gimme)
}

/// `_mini_mktime(sec, min, hour, mday, mon, year)`: the fields (wday, yday and isdst of
/// the epoch's gmtime) normalised, as 11 fields.
pub extern "C-unwind" fn mini_mktime_xs(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 6 {
        usage(c, "_mini_mktime", "sec, min, hour, mday, mon, year");
    }
    let f: Vec<i32> = (0..6).map(|i| int_arg(c, args[i], i)).collect();
    let mut tm = crt_time(c, 0, false);
    tm.tm_sec = f[0];
    tm.tm_min = f[1];
    tm.tm_hour = f[2];
    tm.tm_mday = f[3];
    tm.tm_mon = f[4];
    tm.tm_year = f[5];
    give_11part_tm(c, &mut tm, gimme)
}

fn crt(c: *mut Ctx, mark: usize, gimme: i64, local: bool) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 1 {
        usage(
            c,
            if local {
                "_crt_localtime"
            } else {
                "_crt_gmtime"
            },
            "sec",
        );
    }
    let t = time_arg(c, args[0], 0);
    let tm = crt_time(c, t, local);
    let f = common_tm(&tm);
    let mut vals = [0i64; 10];
    vals[..9].copy_from_slice(&f);
    vals[9] = f[8];
    give_list(c, &vals, gimme)
}

/// `_crt_localtime(sec)`: the C library's localtime, nine fields and isdst again.
pub extern "C-unwind" fn crt_localtime(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    crt(c, mark, gimme, true)
}

/// `_crt_gmtime(sec)`: the same of gmtime.
pub extern "C-unwind" fn crt_gmtime(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    crt(c, mark, gimme, false)
}

/// A new array of the strings, and a reference owning it (counted for a hash to hold,
/// beside its mortal count).
fn names_av(c: *mut Ctx, names: Vec<Vec<u8>>) -> (*mut Sv, *mut Sv) {
    let av = xs::new_av(c);
    let items: Vec<*mut Sv> = names.iter().map(|n| xs::new_pv(c, n)).collect();
    xs::av_body(c, av).items.extend(items);
    (av, xs::inc(xs::new_rv_owning(c, av)))
}

/// `_get_localization()`: a reference to a hash of the C library's names (wday,
/// weekday, mon, month, and alt_month the same array as month) and its AM and PM, as
/// strftime gives them for Sunday 1 January 2012.
pub extern "C-unwind" fn get_localization(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if !args.is_empty() {
        usage(c, "_get_localization", "");
    }
    let mut tm = crt_time(c, 1325386800, false);
    let fmt = |s: &std::ffi::CStr, tm: &libc::tm| systime::c_strftime(s, tm, TP_BUF_SIZE).1;
    let (mut wdays, mut weekdays, mut mons, mut months) = (vec![], vec![], vec![], vec![]);
    for _ in 0..7 {
        wdays.push(fmt(c"%a", &tm));
        weekdays.push(fmt(c"%A", &tm));
        tm.tm_wday += 1;
    }
    for _ in 0..12 {
        mons.push(fmt(c"%b", &tm));
        months.push(fmt(c"%B", &tm));
        tm.tm_mon += 1;
    }
    let am = fmt(c"%p", &tm);
    tm.tm_hour = 18;
    let pm = fmt(c"%p", &tm);
    let hv = xs::new_hv(c);
    let (_, r) = names_av(c, wdays);
    xs::hv_store(c, hv, b"wday", r);
    let (_, r) = names_av(c, weekdays);
    xs::hv_store(c, hv, b"weekday", r);
    let (_, r) = names_av(c, mons);
    xs::hv_store(c, hv, b"mon", r);
    let (months_av, r) = names_av(c, months);
    xs::hv_store(c, hv, b"month", r);
    xs::hv_store(c, hv, b"alt_month", xs::inc(xs::new_rv(c, months_av)));
    xs::hv_store(c, hv, b"AM", xs::new_pv(c, &am));
    xs::hv_store(c, hv, b"PM", xs::new_pv(c, &pm));
    let r = xs::new_rv_owning(c, hv);
    give(c, r, gimme)
}
