//! Calendar time: `localtime`, `gmtime` (pp_sys.c's pp_gmtime) and the time functions of
//! POSIX (`strftime`, `mktime`), with perl's `mini_mktime` normalisation.
//!
//! perl's gmtime is its own 64-bit algorithm (time64.c); ours is the same proleptic
//! Gregorian calendar. localtime is the C library's `localtime_r` after `tzset`, as perl
//! built with `d_localtime_r_needs_tzset` does, and `$ENV{TZ}` reaches the C library
//! because perl's %ENV magic sets the process environment (`sync_tz` does it here).

use crate::core::diag::die_msg;
use crate::core::diag::warn_if_enabled;
use crate::core::interp::{self};
use crate::core::num::Num;
use crate::core::stack::push;
use crate::core::sv;
use camelift_abi::*;

/// perl's TIME_UPPER_BOUND / TIME_LOWER_BOUND (pp_sys.c): the range time64 can convert
/// without the year overflowing a 32-bit int.
const TIME_UPPER_BOUND: f64 = 67767976233316800.0;
const TIME_LOWER_BOUND: f64 = -67768100567755200.0;

const DAY_NAMES: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_NAMES: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// A broken-down time; the year is `year - 1900` and wide enough for any bound above.
struct Tm {
    sec: i64,
    min: i64,
    hour: i64,
    mday: i64,
    mon: i64,
    year: i64,
    wday: i64,
    yday: i64,
    isdst: i64,
}

/// Days since 1970-01-01 of a proleptic Gregorian date (month 1..=12).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// The date of a day count since 1970-01-01: (year, month 1..=12, day).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

fn gm_tm(t: i64) -> Tm {
    let days = t.div_euclid(86400);
    let secs = t.rem_euclid(86400);
    let (y, m, d) = civil_from_days(days);
    Tm {
        sec: secs % 60,
        min: secs / 60 % 60,
        hour: secs / 3600,
        mday: d,
        mon: m - 1,
        year: y - 1900,
        wday: (days + 4).rem_euclid(7),
        yday: days - days_from_civil(y, 1, 1),
        isdst: 0,
    }
}

/// Makes the C library's TZ what the program's `$ENV{TZ}` says (perl's %ENV is magic and
/// sets the process environment on every store; ours is a plain hash).
pub fn sync_tz(c: *mut Ctx) {
    use std::os::unix::ffi::OsStrExt;
    let env = interp::gv(interp::gv_fetch(c, b"main::ENV")).hv;
    let want = crate::core::hv::body(c, env)
        .map
        .get(b"TZ".as_slice())
        .map(|p| sv::to_bytes_quiet(*p));
    let have = std::env::var_os("TZ");
    let have = have.as_ref().map(|v| v.as_bytes());
    if want.as_deref() == have {
        return;
    }
    // The program runs on one thread; nothing reads the environment concurrently.
    match want {
        Some(v) if !v.contains(&0) => {
            std::env::set_var("TZ", std::ffi::OsStr::from_bytes(&v));
        }
        _ => std::env::remove_var("TZ"),
    }
}

extern "C" {
    /// POSIX `tzset` (the libc crate does not declare it): rereads TZ.
    fn tzset();
}

/// The range perl's Configure found the system localtime good for
/// (sLOCALTIME_min/max); outside it time64.c maps the year to a "safe" one.
const SYSTEM_LOCALTIME_MIN: i64 = -62167219200;
const SYSTEM_LOCALTIME_MAX: i64 = 67768036191676799;

/// Years 2010..2037 by place in the 28-year solar cycle (time64.c's safe_years).
const SAFE_YEARS: [i64; 28] = [
    2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
    2032, 2033, 2034, 2035, 2036, 2037, 2010, 2011, 2012, 2013, 2014, 2015,
];

fn is_exception_century(y: i64) -> bool {
    y % 100 == 0 && y % 400 != 0
}

fn is_leap(y: i64) -> bool {
    y % 400 == 0 || (y % 4 == 0 && y % 100 != 0)
}

/// time64.c's S_safe_year: a year between 2010 and 2037 with the same calendar.
fn safe_year(year: i64) -> i64 {
    let mut diff = year - 2000;
    if year > 2000 {
        diff -= 1;
    }
    let mut cycle = year + (diff / 100 - diff / 400) * 16;
    if is_exception_century(year) {
        cycle += 11;
    }
    if is_exception_century(year - 1) {
        cycle += 17;
    }
    SAFE_YEARS[cycle.rem_euclid(28) as usize]
}

/// time64.c's Perl_localtime64_r: the system localtime where it is trusted, else the
/// same date in a safe year, converted, and the year put back.
fn local_tm(c: *mut Ctx, t: i64) -> Option<Tm> {
    if (SYSTEM_LOCALTIME_MIN..=SYSTEM_LOCALTIME_MAX).contains(&t) {
        return system_local_tm(c, t);
    }
    let gm = gm_tm(t);
    let mut year = gm.year;
    if !(70..=137).contains(&year) {
        year = safe_year(year + 1900) - 1900;
    }
    let safe = days_from_civil(year + 1900, gm.mon + 1, gm.mday) * 86400
        + gm.hour * 3600
        + gm.min * 60
        + gm.sec;
    let mut tm = system_local_tm(c, safe)?;
    tm.year = gm.year;
    match tm.mon - gm.mon {
        11 => tm.year -= 1,
        -11 => tm.year += 1,
        _ => {}
    }
    if !is_leap(tm.year + 1900) && tm.yday == 365 {
        tm.yday -= 1;
    }
    Some(tm)
}

/// tzset(3) once `$ENV{TZ}` reached the process environment (Time::Piece's `_tzset`).
pub fn tzset_env(c: *mut Ctx) {
    sync_tz(c);
    // SAFETY: tzset has no preconditions.
    unsafe { tzset() };
}

/// The C library's localtime of `t` with the program's `$ENV{TZ}` (glibc's localtime
/// rereads TZ on every call, so tzset first); None where it fails.
pub fn c_localtime(c: *mut Ctx, t: i64) -> Option<libc::tm> {
    tzset_env(c);
    let when = libc::time_t::try_from(t).ok()?;
    // SAFETY: an all-zero `tm` is a valid value (its zone pointer is null).
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    // SAFETY: localtime_r writes only into `tm`, which lives across the call.
    let r = unsafe { libc::localtime_r(&when, &mut tm) };
    (!r.is_null()).then_some(tm)
}

/// The C library's gmtime of `t` (its zone is "GMT"); None where it fails.
pub fn c_gmtime(t: i64) -> Option<libc::tm> {
    let when = libc::time_t::try_from(t).ok()?;
    // SAFETY: an all-zero `tm` is a valid value (its zone pointer is null).
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    // SAFETY: gmtime_r writes only into `tm`, which lives across the call.
    let r = unsafe { libc::gmtime_r(&when, &mut tm) };
    (!r.is_null()).then_some(tm)
}

/// The C library's strftime into a buffer of `size` bytes: its count (0 when the result
/// did not fit) and the bytes written. `tm` must be a normalised time whose zone pointer
/// is null or came from the C library (localtime_r, gmtime_r, mktime).
pub fn c_strftime(fmt: &std::ffi::CStr, tm: &libc::tm, size: usize) -> (usize, Vec<u8>) {
    let mut buf = vec![0u8; size];
    // SAFETY: `buf` has `size` writable bytes, `fmt` is NUL-terminated, and `tm` is a
    // valid time whose zone pointer is null or the C library's (the caller's promise).
    let n = unsafe {
        libc::strftime(
            buf.as_mut_ptr() as *mut libc::c_char,
            size,
            fmt.as_ptr(),
            tm,
        )
    };
    buf.truncate(n);
    (n, buf)
}

fn system_local_tm(c: *mut Ctx, t: i64) -> Option<Tm> {
    let tm = c_localtime(c, t)?;
    Some(Tm {
        sec: tm.tm_sec.into(),
        min: tm.tm_min.into(),
        hour: tm.tm_hour.into(),
        mday: tm.tm_mday.into(),
        mon: tm.tm_mon.into(),
        year: tm.tm_year.into(),
        wday: tm.tm_wday.into(),
        yday: tm.tm_yday.into(),
        isdst: tm.tm_isdst.into(),
    })
}

/// `%.0f` of a time as perl's warnings show it.
fn shown(f: f64) -> String {
    if f.is_nan() {
        "NaN".into()
    } else if f.is_infinite() {
        if f > 0.0 { "Inf" } else { "-Inf" }.into()
    } else {
        format!("{f:.0}")
    }
}

/// `localtime` / `gmtime`: nine numbers in list context, `"Thu Jan  1 00:00:00 1970"` in
/// scalar context; undef (or the empty list) with warnings when out of range.
pub fn pp_time(c: *mut Ctx, when: Option<f64>, gimme: i64, local: bool) -> *mut Sv {
    let opname = if local { "localtime" } else { "gmtime" };
    let tm = match when {
        // SAFETY: time with a null pointer only returns the time.
        None => Some(unsafe { libc::time(std::ptr::null_mut()) }),
        Some(nv) => {
            let input = nv.floor();
            if input.is_nan() {
                warn_if_enabled(c, &format!("{opname}({}) too large", shown(input)));
                None
            } else if input < TIME_LOWER_BOUND {
                warn_if_enabled(c, &format!("{opname}({}) too small", shown(input)));
                None
            } else if input > TIME_UPPER_BOUND {
                warn_if_enabled(c, &format!("{opname}({}) too large", shown(input)));
                None
            } else {
                Some(input as i64)
            }
        }
    }
    .and_then(|t| {
        if local {
            local_tm(c, t)
        } else {
            Some(gm_tm(t))
        }
    });
    let Some(tm) = tm else {
        warn_if_enabled(
            c,
            &format!("{opname}({}) failed", shown(when.unwrap_or(0.0).floor())),
        );
        return sv::undef(c);
    };
    if gimme == G_LIST {
        for v in [
            tm.sec, tm.min, tm.hour, tm.mday, tm.mon, tm.year, tm.wday, tm.yday, tm.isdst,
        ] {
            push(c, sv::mortal_iv(c, v));
        }
        return sv::undef(c);
    }
    let text = format!(
        "{} {} {:2} {:02}:{:02}:{:02} {}",
        DAY_NAMES.get(tm.wday as usize).unwrap_or(&"???"),
        MONTH_NAMES.get(tm.mon as usize).unwrap_or(&"???"),
        tm.mday,
        tm.hour,
        tm.min,
        tm.sec,
        tm.year + 1900
    );
    sv::mortal_pv(c, text.as_bytes())
}

/// `times` (pp_tms): user and system seconds of the process, then of its waited-for
/// children, each clock ticks over `sysconf(_SC_CLK_TCK)`; the first alone outside
/// list context.
pub fn pp_times(c: *mut Ctx, gimme: i64) -> *mut Sv {
    // SAFETY: an all-zero `tms` is a valid value; times(2) only writes into it.
    let mut buf: libc::tms = unsafe { std::mem::zeroed() };
    // SAFETY: `buf` is a valid, writable `struct tms`.
    unsafe { libc::times(&mut buf) };
    // SAFETY: sysconf has no preconditions.
    let tick = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    let secs = |t: libc::clock_t| t as f64 / tick;
    if gimme == G_LIST {
        for t in [buf.tms_utime, buf.tms_stime, buf.tms_cutime, buf.tms_cstime] {
            push(c, sv::mortal_num(c, Num::Nv(secs(t))));
        }
        return sv::undef(c);
    }
    sv::mortal_num(c, Num::Nv(secs(buf.tms_utime)))
}

/// The fields of a `struct tm` as POSIX's XS functions take them (C ints), in the order
/// sec, min, hour, mday, mon, year, wday, yday, isdst.
pub type TmArgs = [i32; 9];

fn c_tm(f: &TmArgs) -> libc::tm {
    // SAFETY: an all-zero `tm` is a valid value (its zone pointer is null).
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    tm.tm_sec = f[0];
    tm.tm_min = f[1];
    tm.tm_hour = f[2];
    tm.tm_mday = f[3];
    tm.tm_mon = f[4];
    tm.tm_year = f[5];
    tm.tm_wday = f[6];
    tm.tm_yday = f[7];
    tm.tm_isdst = f[8];
    tm
}

/// POSIX::mktime: the C library's, so local time with DST as the TZ says; -1 when the
/// date cannot be represented.
pub fn mktime(c: *mut Ctx, f: &TmArgs) -> i64 {
    sync_tz(c);
    let mut tm = c_tm(f);
    // SAFETY: mktime reads and normalises `tm`, which lives across the call.
    unsafe { libc::mktime(&mut tm) }
}

const DAYS_PER_YEAR: i64 = 365;
const DAYS_PER_QYEAR: i64 = 4 * DAYS_PER_YEAR + 1;
const DAYS_PER_CENT: i64 = 25 * DAYS_PER_QYEAR - 1;
const DAYS_PER_QCENT: i64 = 4 * DAYS_PER_CENT + 1;
const SECS_PER_HOUR: i64 = 60 * 60;
const SECS_PER_DAY: i64 = 24 * SECS_PER_HOUR;
/// March 1st bias between month/mday and year finding (util.c's YEAR_ADJUST).
const YEAR_ADJUST: i64 = 4 * 153 / 5 + 1;
/// The day count leaves Sunday as 1 unless shifted.
const WEEKDAY_BIAS: i64 = 6;

/// perl's `mini_mktime` (util.c): normalises out-of-range fields without time zones and
/// recomputes wday and yday. A plausible leap second (sec 60) is kept.
fn mini_mktime(tm: &mut libc::tm) {
    mini_mktime_yday(tm, false)
}

/// `mini_mktime`, and with `yday_rule` the copy Time::Piece's Piece.xs carries (util.c's
/// as it was then): a day of the year given with no month and day (`%j`) decides the date.
pub fn mini_mktime_yday(tm: &mut libc::tm, yday_rule: bool) {
    let mut year = 1900 + i64::from(tm.tm_year);
    let mut month = i64::from(tm.tm_mon);
    let mut mday = i64::from(tm.tm_mday);
    let jday = if yday_rule && tm.tm_yday >= 0 && mday <= 0 && month <= 0 {
        month = 0;
        mday = 0;
        1 + i64::from(tm.tm_yday)
    } else {
        0
    };
    if month >= 2 {
        month += 2;
    } else {
        month += 14;
        year -= 1;
    }
    let mut yearday = DAYS_PER_YEAR * year + year / 4 - year / 100 + year / 400;
    yearday += month * 153 / 5 + mday + jday;
    let mut secs: i64 = if (tm.tm_sec as u32) <= 60 {
        0
    } else {
        let s = i64::from(tm.tm_sec);
        tm.tm_sec = 0;
        s
    };
    secs += 60 * i64::from(tm.tm_min);
    secs += SECS_PER_HOUR * i64::from(tm.tm_hour);
    if secs < 0 {
        if secs - (secs / SECS_PER_DAY * SECS_PER_DAY) < 0 {
            // A negative remainder: back off an extra day for a positive time of day.
            yearday += (secs / SECS_PER_DAY) - 1;
            secs -= SECS_PER_DAY * (secs / SECS_PER_DAY - 1);
        } else {
            yearday += secs / SECS_PER_DAY;
            secs -= SECS_PER_DAY * (secs / SECS_PER_DAY);
        }
    } else if secs >= SECS_PER_DAY {
        yearday += secs / SECS_PER_DAY;
        secs %= SECS_PER_DAY;
    }
    tm.tm_hour = (secs / SECS_PER_HOUR) as i32;
    secs %= SECS_PER_HOUR;
    tm.tm_min = (secs / 60) as i32;
    secs %= 60;
    tm.tm_sec = tm.tm_sec.wrapping_add(secs as i32);
    let jday = yearday;
    yearday -= YEAR_ADJUST;
    year = (yearday / DAYS_PER_QCENT) * 400;
    yearday %= DAYS_PER_QCENT;
    let odd_cent = yearday / DAYS_PER_CENT;
    year += odd_cent * 100;
    yearday %= DAYS_PER_CENT;
    year += (yearday / DAYS_PER_QYEAR) * 4;
    yearday %= DAYS_PER_QYEAR;
    let odd_year = yearday / DAYS_PER_YEAR;
    year += odd_year;
    yearday %= DAYS_PER_YEAR;
    if yearday == 0 && (odd_cent == 4 || odd_year == 4) {
        // Feb 29
        month = 1;
        yearday = 29;
    } else {
        yearday += YEAR_ADJUST;
        month = yearday * 5 / 153;
        yearday -= month * 153 / 5;
        if month > 13 {
            month -= 14;
            year += 1;
        } else {
            month -= 2;
        }
    }
    tm.tm_year = (year - 1900) as i32;
    if yearday != 0 {
        tm.tm_mday = yearday as i32;
        tm.tm_mon = month as i32;
    } else {
        tm.tm_mday = 31;
        tm.tm_mon = (month - 1) as i32;
    }
    let year = year - 1;
    let jan1 = year * DAYS_PER_YEAR + year / 4 - year / 100 + year / 400 + 14 * 153 / 5 + 1;
    tm.tm_yday = (jday - jan1) as i32;
    tm.tm_wday = ((jday + WEEKDAY_BIAS) % 7) as i32;
}

/// POSIX::strftime (util.c's my_strftime): the fields normalised by `mini_mktime`, the
/// zone and offset for `%Z`/`%z` from the C library's mktime of a copy, then the C
/// library's strftime. An empty string when nothing fits.
pub fn strftime(c: *mut Ctx, fmt: &[u8], f: &TmArgs) -> Vec<u8> {
    let fmt: Vec<u8> = fmt.iter().take_while(|b| **b != 0).copied().collect();
    let Ok(cfmt) = std::ffi::CString::new(fmt.clone()) else {
        return vec![];
    };
    sync_tz(c);
    let mut tm = c_tm(f);
    mini_mktime(&mut tm);
    let mut probe = tm;
    // SAFETY: mktime normalises `probe`, a copy that lives across the call; the zone it
    // sets points into the C library's static zone names.
    unsafe { libc::mktime(&mut probe) };
    tm.tm_gmtoff = probe.tm_gmtoff;
    tm.tm_zone = probe.tm_zone;
    // `tm` is normalised and its zone pointer came from mktime.
    let run = |size: usize| c_strftime(&cfmt, &tm, size);
    // The same buffer sizes as perl: a result that fills none of them is given up.
    let mut size = 64;
    let (n, out) = run(size);
    if (n > 0 && n < size) || fmt.is_empty() {
        return out;
    }
    size += fmt.len();
    loop {
        let (n, out) = run(size);
        if n > 0 && n < size {
            return out;
        }
        if size > 100 * fmt.len() {
            return vec![];
        }
        size *= 2;
    }
}

// ---- Time::Local (1.30, a pure-Perl module: its arithmetic is perl's on NVs) ----------

/// How a Time::Local function reads its arguments: the first argument the parser adds.
pub const TL_MUNGE_YEAR: i64 = 0;
pub const TL_MODERN: i64 = 1;
pub const TL_POSIX_YEAR: i64 = 2;
/// `_nocheck`: no range checks.
pub const TL_NOCHECK: i64 = 4;

const SECS_PER_DAY_F: f64 = 86400.0;
/// Time::Local's `_daygm` of 1970-01-01 (its `$Epoc`).
const EPOC: f64 = 719469.0;
/// `365 * 2**31`: days beyond this are refused.
const MAX_DAY: f64 = 783831531520.0;
const MONTH_DAYS: [i64; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

std::thread_local! {
    /// Time::Local's `%Cheat`: day counts of month starts, keyed by month and year packed
    /// as 16-bit integers (so years that agree modulo 65536 share an entry, as in perl).
    static CHEAT: std::cell::RefCell<std::collections::HashMap<(i16, i16), f64>> =
        Default::default();
}

/// perl's `int`.
fn p_int(x: f64) -> f64 {
    x.trunc()
}

/// perl's `%` on numbers: integer operands, the result with the right operand's sign.
fn p_mod(x: f64, m: i64) -> i64 {
    (x.trunc() as i64).rem_euclid(m)
}

/// `_daygm(..., mday, month, year)`: days since the epoch.
fn daygm(mday: f64, month: f64, year: f64) -> f64 {
    let key = (month as i64 as i16, year as i64 as i16);
    let start = CHEAT.with(|cheat| {
        if let Some(v) = cheat.borrow().get(&key).filter(|v| **v != 0.0) {
            return *v;
        }
        let m = p_mod(month + 10.0, 12) as f64;
        let y = year + 1900.0 - p_int(m / 10.0);
        let v = (365.0 * y) + p_int(y / 4.0) - p_int(y / 100.0)
            + p_int(y / 400.0)
            + p_int(((m * 306.0) + 5.0) / 10.0)
            - EPOC;
        cheat.borrow_mut().insert(key, v);
        v
    });
    mday + start
}

/// `_timegm(localtime(t))`.
fn timegm_of_local(c: *mut Ctx, t: f64) -> f64 {
    let tm = if t.is_nan() || !(TIME_LOWER_BOUND..=TIME_UPPER_BOUND).contains(&t.floor()) {
        None
    } else {
        local_tm(c, t.floor() as i64)
    };
    // A failed localtime is an empty list: every field undef, so 0.
    let tm = tm.unwrap_or(Tm {
        sec: 0,
        min: 0,
        hour: 0,
        mday: 0,
        mon: 0,
        year: 0,
        wday: 0,
        yday: 0,
        isdst: 0,
    });
    tm.sec as f64
        + 60.0 * tm.min as f64
        + 3600.0 * tm.hour as f64
        + SECS_PER_DAY_F * daygm(tm.mday as f64, tm.mon as f64, tm.year as f64)
}

fn fmt_num(x: f64) -> String {
    let mut t = Vec::new();
    crate::core::num::format_nv(x, &mut t);
    String::from_utf8_lossy(&t).into_owned()
}

/// The argument's numeric value and string form, read without warnings (Time::Local
/// runs without `use warnings`).
fn quiet_arg(c: *mut Ctx, args: &[*mut Sv], i: usize) -> (f64, String) {
    let Some(&p) = args.get(i) else {
        return (0.0, String::new());
    };
    let saved = sv::ctx(c).curline;
    sv::ctx(c).curline &= CURLINE_LINE_MASK;
    let n = sv::to_nv(c, p, &crate::core::interp::Info::simple(""), i);
    sv::ctx(c).curline = saved;
    (
        n,
        String::from_utf8_lossy(&sv::to_bytes_quiet(p)).into_owned(),
    )
}

/// The year of now, for the rolling century of two-digit years (Time::Local reads it
/// when it loads).
fn this_year(c: *mut Ctx) -> i64 {
    // SAFETY: time with a null pointer only returns the time.
    let now = unsafe { libc::time(std::ptr::null_mut()) };
    local_tm(c, now).map_or(70, |t| t.year)
}

/// `timegm` and its variants: `args[0]` is the mode, then perl's arguments.
// The range checks are perl's comparisons, which a NaN passes.
#[allow(clippy::manual_range_contains)]
fn timegm(c: *mut Ctx, mode: i64, args: &[*mut Sv]) -> f64 {
    let a = |i| quiet_arg(c, args, i);
    let (sec, sec_s) = a(0);
    let (min, min_s) = a(1);
    let (hour, hour_s) = a(2);
    let (mday, mday_s) = a(3);
    let (month, month_s) = a(4);
    let (mut year, _) = a(5);
    match mode & 3 {
        TL_MODERN => year -= 1900.0,
        TL_POSIX_YEAR => {}
        _ => {
            if year >= 1000.0 {
                year -= 1900.0;
            } else if (0.0..100.0).contains(&year) {
                let this = this_year(c);
                let breakpoint = (this + 50).rem_euclid(100);
                let mut next_century = this - this.rem_euclid(100);
                if breakpoint < 50 {
                    next_century += 100;
                }
                let century = next_century - 100;
                year += if year > breakpoint as f64 {
                    century as f64
                } else {
                    next_century as f64
                };
            }
        }
    }
    let check = mode & TL_NOCHECK == 0;
    if check {
        if month > 11.0 || month < 0.0 {
            die_msg(c, format!("Month '{month_s}' out of range 0..11"));
        }
        let mut md = MONTH_DAYS.get(month as usize).copied().unwrap_or(31);
        let y = (year + 1900.0).trunc() as i64;
        if month as i64 == 1 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) {
            md += 1;
        }
        if mday > md as f64 || mday < 1.0 {
            die_msg(c, format!("Day '{mday_s}' out of range 1..{md}"));
        }
        if hour > 23.0 || hour < 0.0 {
            die_msg(c, format!("Hour '{hour_s}' out of range 0..23"));
        }
        if min > 59.0 || min < 0.0 {
            die_msg(c, format!("Minute '{min_s}' out of range 0..59"));
        }
        if sec >= 60.0 || sec < 0.0 {
            die_msg(c, format!("Second '{sec_s}' out of range 0..59"));
        }
    }
    let days = daygm(mday, month, year);
    if check && days.abs() >= MAX_DAY {
        let mut msg = String::new();
        if days > MAX_DAY {
            msg += &format!("Day too big - {} > {}\n", fmt_num(days), fmt_num(MAX_DAY));
        }
        msg += &format!(
            "Cannot handle date ({sec_s}, {min_s}, {hour_s}, {mday_s}, {month_s}, {})",
            fmt_num(year + 1900.0)
        );
        die_msg(c, msg);
    }
    sec + 60.0 * min + 3600.0 * hour + SECS_PER_DAY_F * days
}

/// Time::Local's `timelocal`: timegm of the fields, then corrected by the zone offset
/// and DST as the module does (the later of two ambiguous times, the earlier rule for a
/// time in a spring-forward gap).
fn timelocal(c: *mut Ctx, mode: i64, args: &[*mut Sv]) -> f64 {
    const HOUR: f64 = 3600.0;
    let ref_t = timegm(c, mode, args);
    let loc_for_ref_t = timegm_of_local(c, ref_t);
    let zone_off = loc_for_ref_t - ref_t;
    if zone_off == 0.0 {
        return loc_for_ref_t;
    }
    let mut loc_t = ref_t - zone_off;
    let dst_off = ref_t - timegm_of_local(c, loc_t);
    if dst_off == 0.0 && (ref_t - HOUR) - timegm_of_local(c, loc_t - HOUR) < 0.0 {
        return loc_t - HOUR;
    }
    loc_t += dst_off;
    if dst_off > 0.0 {
        return loc_t;
    }
    let tm = if (TIME_LOWER_BOUND..=TIME_UPPER_BOUND).contains(&loc_t.floor()) {
        local_tm(c, loc_t.floor() as i64)
    } else {
        None
    };
    let (s, m, h) = tm.map_or((0, 0, 0), |t| (t.sec, t.min, t.hour));
    let a = |i| quiet_arg(c, args, i).0;
    if s as f64 != a(0) || m as f64 != a(1) || h as f64 != a(2) {
        loc_t -= dst_off;
    }
    loc_t
}

/// Time::Local's functions; `args[0]` is the mode the parser added.
pub fn time_local(c: *mut Ctx, args: &[*mut Sv], local: bool) -> *mut Sv {
    let mode = args.first().map_or(0, |p| {
        crate::core::num::to_iv(sv::to_num(c, *p, &crate::core::interp::Info::simple(""), 0))
    });
    let rest = args.get(1..).unwrap_or(&[]);
    let t = if local {
        timelocal(c, mode, rest)
    } else {
        timegm(c, mode, rest)
    };
    if t.fract() == 0.0 && t.abs() < 9.0e15 {
        sv::mortal_iv(c, t as i64)
    } else {
        sv::mortal_num(c, crate::core::num::Num::Nv(t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gm_tm_matches_known_dates() {
        let t = gm_tm(0);
        assert_eq!((t.year, t.mon, t.mday, t.wday, t.yday), (70, 0, 1, 4, 0));
        let t = gm_tm(-1);
        assert_eq!((t.year, t.mon, t.mday, t.hour, t.sec), (69, 11, 31, 23, 59));
        let t = gm_tm(951782400); // 2000-02-29
        assert_eq!((t.year, t.mon, t.mday, t.yday, t.wday), (100, 1, 29, 59, 2));
    }
}
