//! perl's version numbers (vutil.c of the `version` distribution, 0.9929 in perl 5.36):
//! reading a version's text into its parts (`prescan_version`, `scan_version`), and the
//! forms and order of the parts (`vnumify`, `vnormal`, `vcmp`). Shared by the compiler
//! (`use Module VERSION`'s check) and the runtime (the `version` class, `UNIVERSAL::VERSION`,
//! `sprintf "%vd"` of a version object), so both read versions the same way.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// perl's VERSION_MAX: parts are clamped to it (with a warning).
pub const VERSION_MAX: i64 = 0x7FFF_FFFF;

/// A version as `scan_version` leaves it in the object's hash: `qv` (dotted-decimal),
/// `alpha` (an underscore), `width` (kept when a decimal version's alpha part is shorter
/// than 3 digits), `original` (the text read, `v` added to a dotted one without it) and
/// the parts (`version`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version {
    pub qv: bool,
    pub alpha: bool,
    pub width: Option<i64>,
    pub original: Vec<u8>,
    pub parts: Vec<i64>,
    /// A part overflowed (`original` is then `v.Inf`).
    pub vinf: bool,
}

impl Version {
    /// `Module->VERSION(want)`'s complaint when `self` (the module's version) is lower:
    /// perl's "NAME version W required--this is only version H" text after the name, both
    /// shown dotted when the requirement is, else as written.
    pub fn too_low(&self, want: &Version) -> Option<String> {
        if cmp(&want.parts, &self.parts) <= 0 {
            return None;
        }
        let (w, h) = if want.qv {
            (normal(&want.parts), normal(&self.parts))
        } else {
            (
                String::from_utf8_lossy(&want.original).into_owned(),
                String::from_utf8_lossy(&self.original).into_owned(),
            )
        };
        Some(format!("version {w} required--this is only version {h}"))
    }
}

/// What `scan` read: the version, where reading stopped (the rest is "invalid data" perl
/// warns about), and an overflow warning perl gives under `use warnings`.
pub struct Scanned {
    pub version: Version,
    pub end: usize,
    pub overflow: Option<&'static str>,
}

/// What `prescan` learnt about a valid version's text.
struct Prescan {
    end: usize,
    qv: bool,
    saw_decimal: usize,
    width: i64,
    alpha: bool,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The end of a version in perl's lax rules: the text's end, `;`, white space or a brace.
fn at_end(b: u8) -> bool {
    b == 0 || b == b';' || is_space(b) || b == b'{' || b == b'}'
}

/// prescan_version: checks `s` against the strict or lax version rules; perl's message
/// ("Invalid version format (...)") when it fails.
fn prescan(s: &[u8], strict: bool, qv_in: bool) -> Result<Prescan, &'static str> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let digit = |i: usize| at(i).is_ascii_digit();
    let mut qv = qv_in;
    let mut width = 3;
    let mut saw_decimal = 0;
    let mut alpha = false;
    let mut d = 0;
    let mut dotted = false;
    if qv && digit(d) {
        dotted = true;
    } else if at(d) == b'v' {
        d += 1;
        if !digit(d) {
            return Err(
                "Invalid version format (dotted-decimal versions require at least three parts)",
            );
        }
        qv = true;
        dotted = true;
    }
    'scan: loop {
        if dotted {
            if strict && at(d) == b'0' && digit(d + 1) {
                return Err("Invalid version format (no leading zeros)");
            }
            while digit(d) {
                d += 1;
            }
            if at(d) == b'.' {
                saw_decimal += 1;
                d += 1;
            } else if strict {
                return Err(
                    "Invalid version format (dotted-decimal versions require at least three parts)",
                );
            } else {
                break 'scan;
            }
            let mut i = 0;
            let mut j = 0;
            while digit(d) {
                i += 1;
                while digit(d) {
                    d += 1;
                    j += 1;
                    if strict && j > 3 {
                        return Err("Invalid version format (maximum 3 digits between decimals)");
                    }
                }
                if at(d) == b'_' {
                    if strict {
                        return Err("Invalid version format (no underscores)");
                    }
                    if alpha {
                        return Err("Invalid version format (multiple underscores)");
                    }
                    d += 1;
                    alpha = true;
                } else if at(d) == b'.' {
                    if alpha {
                        return Err("Invalid version format (underscores before decimal)");
                    }
                    saw_decimal += 1;
                    d += 1;
                } else if !digit(d) {
                    break;
                }
                j = 0;
            }
            if strict && i < 2 {
                return Err(
                    "Invalid version format (dotted-decimal versions require at least three parts)",
                );
            }
            break 'scan;
        }
        // A decimal version.
        let mut j = 0;
        if strict {
            if at(d) == b'.' {
                return Err("Invalid version format (0 before decimal required)");
            }
            if at(d) == b'0' && digit(d + 1) {
                return Err("Invalid version format (no leading zeros)");
            }
        }
        if at(d) == b'-' {
            return Err("Invalid version format (negative version number)");
        }
        while digit(d) {
            d += 1;
        }
        if at(d) == b'.' {
            saw_decimal += 1;
            d += 1;
        } else if at_end(at(d)) {
            if d == 0 {
                return Err("Invalid version format (version required)");
            }
            break 'scan;
        } else if d == 0 {
            return Err("Invalid version format (non-numeric data)");
        } else if at(d) == b'_' {
            if strict {
                return Err("Invalid version format (no underscores)");
            } else if digit(d + 1) {
                return Err("Invalid version format (alpha without decimal)");
            } else {
                return Err("Invalid version format (misplaced underscore)");
            }
        } else {
            return Err("Invalid version format (non-numeric data)");
        }
        if !digit(d) && (strict || !at_end(at(d))) {
            return Err("Invalid version format (fractional part required)");
        }
        while digit(d) {
            d += 1;
            j += 1;
            if at(d) == b'.' && digit(d - 1) {
                if alpha {
                    return Err("Invalid version format (underscores before decimal)");
                }
                if strict {
                    return Err(
                        "Invalid version format (dotted-decimal versions must begin with 'v')",
                    );
                }
                // A second dot: read again from the start as dotted-decimal (perl keeps
                // the dots counted so far).
                d = 0;
                qv = true;
                dotted = true;
                continue 'scan;
            }
            if at(d) == b'_' {
                if strict {
                    return Err("Invalid version format (no underscores)");
                }
                if alpha {
                    return Err("Invalid version format (multiple underscores)");
                }
                if !digit(d + 1) {
                    return Err("Invalid version format (misplaced underscore)");
                }
                width = j;
                d += 1;
                alpha = true;
            }
        }
        break 'scan;
    }
    while is_space(at(d)) {
        d += 1;
    }
    if !(digit(d) || at(d) == 0 || at(d) == b';' || at(d) == b'{' || at(d) == b'}') {
        return Err("Invalid version format (non-numeric data)");
    }
    if saw_decimal > 1 && d > 0 && at(d - 1) == b'.' {
        return Err("Invalid version format (trailing decimal)");
    }
    Ok(Prescan {
        end: d,
        qv,
        saw_decimal,
        width,
        alpha,
    })
}

/// Whether `text` is a version in perl's strict or lax rules (version::regex's
/// `is_strict`/`is_lax` say the same of well-formed text).
pub fn is_valid(text: &[u8], strict: bool) -> bool {
    prescan(text, strict, false).is_ok_and(|p| p.end == text.len())
}

/// scan_version: reads a version from `s` (leading white space skipped), `qv` forcing
/// dotted-decimal. Err is perl's croak text; the text `undef` is version 0.
pub fn scan(s: &[u8], qv: bool) -> Result<Scanned, &'static str> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let digit = |i: usize| at(i).is_ascii_digit();
    let mut start = 0;
    while is_space(at(start)) {
        start += 1;
    }
    let is_undef = |i: usize| s.get(i..) == Some(b"undef".as_slice());
    let pre = match prescan(&s[start..], false, qv) {
        Ok(p) => Prescan {
            end: p.end + start,
            ..p
        },
        Err(e) if !is_undef(start) => return Err(e),
        Err(_) => Prescan {
            end: start,
            qv,
            saw_decimal: 0,
            width: 3,
            alpha: false,
        },
    };
    let qv = pre.qv;
    let mut v = Version {
        qv,
        alpha: pre.alpha,
        width: (!qv && pre.width < 3).then_some(pre.width),
        original: Vec::new(),
        parts: Vec::new(),
        vinf: false,
    };
    let mut overflow = None;
    let mut p = start;
    if at(p) == b'v' {
        p += 1;
    }
    let mut pos = p;
    while digit(pos) || at(pos) == b'_' {
        pos += 1;
    }
    if !at(pos).is_ascii_alphabetic() {
        loop {
            let mut rev: i64 = 0;
            let end = pos;
            if !qv && p > start && pre.saw_decimal == 1 {
                // The fraction of a decimal version: three digits a part.
                let mut mult = 100;
                while p < end {
                    if at(p) == b'_' {
                        p += 1;
                        continue;
                    }
                    let orev = rev;
                    rev += i64::from(at(p) - b'0') * mult;
                    mult /= 10;
                    if orev.abs() > rev.abs() || rev.abs() > VERSION_MAX {
                        overflow = Some("Integer overflow in version 2147483647");
                        p = end - 1;
                        rev = VERSION_MAX;
                        v.vinf = true;
                    }
                    p += 1;
                    if at(p) == b'_' {
                        p += 1;
                    }
                }
            } else {
                let mut mult: i64 = 1;
                let mut e = end;
                while e > p {
                    e -= 1;
                    if at(e) == b'_' {
                        continue;
                    }
                    let i = i64::from(at(e) - b'0');
                    if mult == VERSION_MAX || i > VERSION_MAX / mult || i * mult > VERSION_MAX - rev
                    {
                        overflow = Some("Integer overflow in version");
                        e = p;
                        rev = VERSION_MAX;
                        v.vinf = true;
                    } else {
                        rev += i * mult;
                    }
                    mult = if mult > VERSION_MAX / 10 {
                        VERSION_MAX
                    } else {
                        mult * 10
                    };
                }
            }
            v.parts.push(rev);
            if v.vinf {
                p = pre.end;
                break;
            } else if at(pos) == b'.' {
                pos += 1;
                if qv {
                    while at(pos) == b'0' {
                        pos += 1;
                    }
                }
                p = pos;
            } else if (at(pos) == b'_' || at(pos) == b',') && digit(pos + 1) {
                pos += 1;
                p = pos;
            } else if digit(pos) {
                p = pos;
            } else {
                p = pos;
                break;
            }
            if qv {
                while digit(pos) || at(pos) == b'_' {
                    pos += 1;
                }
            } else {
                let mut digits = 0;
                while (digit(pos) || at(pos) == b'_') && digits < 3 {
                    if at(pos) != b'_' {
                        digits += 1;
                    }
                    pos += 1;
                }
            }
        }
    }
    if qv {
        while v.parts.len() < 3 {
            v.parts.push(0);
        }
    }
    if v.vinf {
        v.original = b"v.Inf".to_vec();
    } else if p > start {
        let text = &s[start..p];
        if qv && pre.saw_decimal == 1 && at(start) != b'v' {
            v.original.push(b'v');
        }
        v.original.extend_from_slice(text);
    } else {
        v.original = b"0".to_vec();
        v.parts.push(0);
    }
    if is_undef(p) {
        p += 5;
    }
    Ok(Scanned {
        version: v,
        end: p,
        overflow,
    })
}

/// vnumify: the decimal form (`1.002003`).
pub fn numify(parts: &[i64]) -> String {
    let Some(first) = parts.first() else {
        return "0".into();
    };
    let mut out = format!("{}.", first.abs());
    for p in &parts[1..] {
        out.push_str(&format!("{p:03}"));
    }
    if parts.len() == 1 {
        out.push_str("000");
    }
    out
}

/// vnormal: the dotted-decimal form with at least three parts (`v1.2.0`).
pub fn normal(parts: &[i64]) -> String {
    let Some(first) = parts.first() else {
        return String::new();
    };
    let mut out = format!("v{first}");
    for p in &parts[1..] {
        out.push_str(&format!(".{p}"));
    }
    for _ in parts.len()..3 {
        out.push_str(".0");
    }
    out
}

/// vcmp: -1, 0 or 1; trailing zero parts do not count.
pub fn cmp(l: &[i64], r: &[i64]) -> i64 {
    let m = l.len().min(r.len());
    for i in 0..m {
        if l[i] != r[i] {
            return if l[i] < r[i] { -1 } else { 1 };
        }
    }
    if l[m..].iter().any(|p| *p != 0) {
        return 1;
    }
    if r[m..].iter().any(|p| *p != 0) {
        return -1;
    }
    0
}

/// The text perl's upg_version reads from a number (NV): `%.9f` without trailing zeros
/// or a trailing point.
pub fn nv_text(f: f64) -> String {
    let t = format!("{f:.9}");
    let t = t.trim_end_matches('0');
    t.strip_suffix('.').unwrap_or(t).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Version {
        scan(s.as_bytes(), false).ok().map(|s| s.version).unwrap()
    }

    #[test]
    fn decimal_and_dotted() {
        assert_eq!(v("1.2").parts, [1, 200]);
        assert_eq!(v("1.2345").parts, [1, 234, 500]);
        assert_eq!(v("1.2.3").parts, [1, 2, 3]);
        assert_eq!(v("1.2.3").original, b"1.2.3");
        assert_eq!(v("v1.2").parts, [1, 2, 0]);
        assert_eq!(normal(&v("1.2").parts), "v1.200.0");
        assert_eq!(numify(&v("v5.36.0").parts), "5.036000");
        assert_eq!(v("1.2_3").parts, [1, 230]);
        assert_eq!(normal(&v("v1.2.3_4").parts), "v1.2.34");
        assert_eq!(v("undef").original, b"0");
        assert!(scan(b"1.2.3.", false).is_err());
        assert_eq!(cmp(&[1, 2], &[1, 2, 0]), 0);
        assert_eq!(nv_text(1.5), "1.5");
    }
}
