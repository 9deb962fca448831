//! The variable named by "Use of uninitialized value NAME in OP" (perl's
//! `find_uninit_var` and `varname` in sv.c), worked out only when the warning fires.
//!
//! The compiler describes each operand of an op in the op's `Info` (the format is in the
//! abi crate, "Operand names"): a constant, a scalar by name, an element of a named array
//! or hash with its subscript, or an aggregate flattened into a list. What can only be
//! known at run time (which element holds the undef, the current value of a subscript
//! variable) comes from the aggregates and scalars compiled code put in
//! `Ctx::uninit_vars` for the op's call.
//!
//! perl's rules, as followed here:
//! - an op with one operand that is not a defined constant names that operand; with
//!   several (or for `print`/`printf`, which can warn about values of their own), a
//!   name is given only to an operand that really is the undefined value ("match");
//! - an absent element is perl's immortal undef, which never matches;
//! - `$a[$i]` / `$h{$k}` with a variable subscript looks for the undefined value in the
//!   aggregate, then for a missing element at the subscript's current value, and else
//!   says "within @a" (nothing when matching); `$a[EXPR]` skips the second step;
//! - an array or hash in a list is searched the same way (`$a[1]`, "within @a").

use crate::core::interp::Info;
use crate::core::sv::{self, sv};
use camelift_abi::*;

/// What the warning says about the operand.
pub enum Naming {
    /// No warning at all (the left operand of `+= -= .=`).
    Silent,
    Unnamed,
    Named(String),
}

/// perl searches aggregates of at most this many elements for the undefined value
/// (FUV_MAX_SEARCH_SIZE).
const MAX_SEARCH: usize = 1000;

/// One operand as the compiler described it.
enum Operand {
    /// An expression perl does not name (a call, an undef, a nested dereference...).
    Anon,
    /// A defined constant: never undefined, and not counted as an operand.
    Const,
    /// A scalar by name; the value passed for it is the variable itself.
    Named(String),
    /// A scalar by name and the variable itself, for an exact match.
    Scalar(String, Option<*mut Sv>),
    /// `$a[...]` / `$h{...}` of a named aggregate (`agg` is `@a` / `%h`).
    Elem {
        agg: String,
        container: Option<*mut Sv>,
        sub: Subscript,
    },
    /// `@a` / `%h` flattened into a list, or a slice of it (named only when its
    /// element is found: perl's slice op has the subscripts as another operand).
    Agg {
        agg: String,
        container: Option<*mut Sv>,
        slice: bool,
    },
}

enum Subscript {
    Index(i64),
    Key(Vec<u8>),
    /// A scalar variable: its current value.
    Var(Option<*mut Sv>),
    /// Any other expression.
    Expr,
}

/// The name for a warning about `uninit`, the value of operand `arg` (an index into the
/// operands, or for a list op an item index; usize::MAX when unknown).
pub fn naming(c: *mut Ctx, info: &Info, arg: usize, uninit: *mut Sv) -> Naming {
    let entries = info.operands();
    // The items line up with the operands only when no list was flattened.
    let hint = match info.items() {
        Some(n) if n != entries.len() => None,
        _ => (arg < entries.len()).then_some(arg),
    };
    if hint == Some(0) && entries.first().is_some_and(|e| e.starts_with(b"=")) {
        return Naming::Silent;
    }
    let ops: Vec<(usize, Operand)> = entries
        .iter()
        .map(|e| {
            let e = e.strip_prefix(b"=").unwrap_or(e);
            parse(c, e.strip_prefix(b"!").unwrap_or(e), info)
        })
        .enumerate()
        .filter(|(_, o)| !matches!(o, Operand::Const))
        .collect();
    // perl names the only operand that can be undefined; with several, the first one
    // that is the value itself (which is not always the one that gave it).
    if let [(_, only)] = ops.as_slice() {
        if !info.exact() {
            return found(name_of(c, only, None, uninit));
        }
    }
    let given = hint
        .and_then(|h| ops.iter().find(|(i, _)| *i == h))
        .map(|(_, o)| o);
    found(ops.iter().find_map(|(i, o)| {
        let lined_up = match given {
            Some(g) if hint == Some(*i) || same_scalar(o, g) => Lined::Up,
            Some(_) => Lined::Other,
            None => Lined::Unknown,
        };
        name_of(c, o, Some(lined_up), uninit)
    }))
}

/// Whether an operand gave the value, as far as the item positions tell.
#[derive(Clone, Copy, PartialEq)]
enum Lined {
    /// It did (or it is the same variable as the one that did).
    Up,
    /// Another operand did.
    Other,
    /// The positions do not tell.
    Unknown,
}

/// Two operands that are the same scalar variable.
fn same_scalar(a: &Operand, b: &Operand) -> bool {
    let name = |o: &Operand| match o {
        Operand::Named(n) | Operand::Scalar(n, _) => Some(n.clone()),
        _ => None,
    };
    name(a).is_some() && name(a) == name(b)
}

fn found(name: Option<String>) -> Naming {
    match name {
        Some(n) => Naming::Named(n),
        None => Naming::Unnamed,
    }
}

/// Parses one operand entry (see the abi crate's "Operand names").
fn parse(c: *mut Ctx, entry: &[u8], info: &Info) -> Operand {
    let Some(rest) = entry.strip_prefix(&[INFO_ENTRY]) else {
        return if entry.is_empty() {
            Operand::Anon
        } else {
            Operand::Named(String::from_utf8_lossy(entry).into_owned())
        };
    };
    let fields: Vec<&[u8]> = rest.split(|b| *b == INFO_FIELD).collect();
    let text =
        |i: usize| String::from_utf8_lossy(fields.get(i).copied().unwrap_or(b"")).into_owned();
    let slot = |i: usize, sigil: u8| fields.get(i).and_then(|f| resolve(c, info, f, sigil));
    match fields.first().copied() {
        Some(b"k") => Operand::Const,
        Some(b"s") => Operand::Scalar(text(1), slot(2, b'$')),
        Some(kind @ (b"a" | b"l")) => {
            let agg = text(1);
            let sigil = agg.bytes().next().unwrap_or(b'@');
            Operand::Agg {
                container: slot(2, sigil),
                agg,
                slice: kind == b"l",
            }
        }
        Some(b"e") => {
            let agg = text(1);
            let sigil = agg.bytes().next().unwrap_or(b'@');
            let f = fields.get(3).copied().unwrap_or(b"");
            let sub = match f.split_first() {
                Some((b'c', n)) => std::str::from_utf8(n)
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .map_or(Subscript::Expr, Subscript::Index),
                Some((b'k', hex)) => Subscript::Key(unhex(hex)),
                Some((b'v', src)) => Subscript::Var(resolve(c, info, src, b'$')),
                _ => Subscript::Expr,
            };
            Operand::Elem {
                container: slot(2, sigil),
                agg,
                sub,
            }
        }
        _ => Operand::Anon,
    }
}

/// A variable reference: `#N` is the value itself, `*N` a glob whose slot for `sigil` is
/// meant.
fn resolve(c: *mut Ctx, info: &Info, field: &[u8], sigil: u8) -> Option<*mut Sv> {
    let [INFO_SLOT, kind, digits @ ..] = field else {
        return None;
    };
    let n: usize = std::str::from_utf8(digits).ok()?.parse().ok()?;
    let p = info.var(c, n)?;
    if p.is_null() {
        return None;
    }
    let v = if *kind == b'*' {
        let g = crate::core::interp::gv(p as *mut Gv);
        match sigil {
            b'@' => g.av,
            b'%' => g.hv,
            _ => g.sv,
        }
    } else {
        p as *mut Sv
    };
    (!v.is_null()).then_some(v)
}

fn unhex(hex: &[u8]) -> Vec<u8> {
    hex.chunks(2)
        .filter_map(|d| u8::from_str_radix(std::str::from_utf8(d).ok()?, 16).ok())
        .collect()
}

/// perl's find_uninit_var for one operand: with `matching` (several operands) the name
/// only if the operand is `uninit` itself, judged from the variables in `Ctx::uninit_vars` or else
/// from the item positions.
fn name_of(c: *mut Ctx, op: &Operand, matching: Option<Lined>, uninit: *mut Sv) -> Option<String> {
    let exact = matching.is_some();
    let lined_up = matching == Some(Lined::Up);
    match op {
        Operand::Anon | Operand::Const => None,
        Operand::Named(n) | Operand::Scalar(n, None) => (!exact || lined_up).then(|| n.clone()),
        Operand::Scalar(n, Some(v)) => (!exact || *v == uninit).then(|| n.clone()),
        Operand::Agg {
            agg,
            container,
            slice,
        } => {
            let found = container.and_then(|p| search(c, p, uninit));
            match found {
                Some(sub) => Some(elem_name(agg, &sub)),
                None if exact || *slice => None,
                None => Some(format!("within {agg}")),
            }
        }
        // An absent element is the immortal undef, which perl never names when matching
        // (camelift's `$1` of a group that did not match is that undef too, but perl's is
        // the variable).
        Operand::Elem { .. } if exact && uninit == sv::undef(c) => None,
        Operand::Elem {
            agg,
            container,
            sub,
        } => match sub {
            Subscript::Index(_) | Subscript::Key(_) => {
                let key = match sub {
                    Subscript::Index(i) => Key::Index(*i),
                    Subscript::Key(k) => Key::Name(k.clone()),
                    _ => return None,
                };
                if exact {
                    let is_it = match container {
                        Some(p) => element(c, *p, &key) == Some(uninit),
                        // The value came from this element; a stand-in for a missing one
                        // (sprintf's arguments) is not the element.
                        // SAFETY: `uninit` is this function's argument, a live head the caller holds a reference to for the call.
                        None => lined_up && unsafe { sv(uninit) }.flags & SVF_DEFELEM == 0,
                    };
                    if !is_it {
                        return None;
                    }
                }
                Some(elem_name(agg, &key))
            }
            Subscript::Var(_) | Subscript::Expr => {
                let p = (*container)?;
                if let Some(k) = search(c, p, uninit) {
                    return Some(elem_name(agg, &k));
                }
                if let Subscript::Var(Some(ix)) = sub {
                    // A missing element at the subscript's current value (perl names it
                    // whatever value is being reported).
                    if let Some(k) = current_key(*ix, agg) {
                        if element(c, p, &k).is_none() {
                            return Some(elem_name(agg, &k));
                        }
                    }
                }
                (!exact).then(|| format!("within {agg}"))
            }
        },
    }
}

/// A subscript: an array index or a hash key.
enum Key {
    Index(i64),
    Name(Vec<u8>),
}

/// `$a[1]` / `$h{"k"}` for the aggregate `@a` / `%h`.
fn elem_name(agg: &str, key: &Key) -> String {
    let bare = agg.get(1..).unwrap_or("");
    match key {
        Key::Index(i) => format!("${bare}[{i}]"),
        Key::Name(k) => format!("${bare}{{{}}}", pv_pretty(k, 32)),
    }
}

/// The subscript a scalar holds now (perl: undef is index 0 / key ""; a reference is
/// not looked up).
fn current_key(ix: *mut Sv, agg: &str) -> Option<Key> {
    // SAFETY: `ix` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(ix) };
    if s.flags & SVF_ROK != 0 {
        return None;
    }
    let defined = !sv::is_undef(ix);
    Some(if agg.starts_with('%') {
        Key::Name(if defined {
            sv::to_bytes_quiet(ix)
        } else {
            Vec::new()
        })
    } else {
        Key::Index(if defined { quiet_iv(ix) } else { 0 })
    })
}

/// SvIV without warnings.
fn quiet_iv(p: *mut Sv) -> i64 {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_IOK != 0 {
        return s.iv;
    }
    if s.flags & SVF_NOK != 0 {
        return crate::core::num::to_iv(crate::core::num::Num::Nv(s.nv));
    }
    crate::core::num::to_iv(crate::core::num::parse_number(&sv::to_bytes_quiet(p)).0)
}

/// The element stored at `key` (None when absent or a hole).
fn element(c: *mut Ctx, p: *mut Sv, key: &Key) -> Option<*mut Sv> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    match (unsafe { sv(p) }.flags & SVT_MASK, key) {
        (SVT_PVAV, Key::Index(i)) => {
            let items = &crate::core::av::body(c, p).items;
            let ix = if *i < 0 {
                usize::try_from(items.len() as i64 + i).ok()?
            } else {
                usize::try_from(*i).ok()?
            };
            items.get(ix).copied().filter(|e| !e.is_null())
        }
        (SVT_PVHV, Key::Name(k)) => crate::core::hv::body(c, p).map.get(k.as_slice()).copied(),
        _ => None,
    }
}

/// Where the aggregate holds `uninit` itself (perl's find_array_subscript /
/// find_hash_subscript); not searched past MAX_SEARCH elements.
fn search(c: *mut Ctx, p: *mut Sv, uninit: *mut Sv) -> Option<Key> {
    if uninit == sv::undef(c) {
        return None;
    }
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    match unsafe { sv(p) }.flags & SVT_MASK {
        SVT_PVAV => {
            let items = &crate::core::av::body(c, p).items;
            if items.len() > MAX_SEARCH + 1 {
                return None;
            }
            let i = items.iter().rposition(|e| *e == uninit)?;
            Some(Key::Index(i as i64))
        }
        SVT_PVHV => {
            let map = &crate::core::hv::body(c, p).map;
            if map.len() > MAX_SEARCH {
                return None;
            }
            map.iter()
                .find(|(_, v)| *v == uninit)
                .map(|(k, _)| Key::Name(k.to_vec()))
        }
        _ => None,
    }
}

/// perl's pv_pretty with PERL_PV_PRETTY_DUMP and PERL_PV_ESCAPE_UNI_DETECT, as varname
/// shows a hash key: in double quotes, `"` and `\` escaped, control characters as `\n`
/// or octal, characters above 255 as `\x{...}`, cut to `max` characters with "...".
pub fn pv_pretty(key: &[u8], max: usize) -> String {
    let chars: Vec<u32> = match std::str::from_utf8(key) {
        Ok(s) => s.chars().map(|ch| ch as u32).collect(),
        Err(_) => key.iter().map(|b| u32::from(*b)).collect(),
    };
    let mut out = String::from("\"");
    let mut wrote = 0;
    let mut done = 0;
    for (i, &u) in chars.iter().enumerate() {
        let next_digit = chars
            .get(i + 1)
            .is_some_and(|n| (b'0' as u32..=b'9' as u32).contains(n));
        let piece = if u > 255 {
            format!("\\x{{{u:02x}}}")
        } else {
            match u as u8 {
                b'"' => "\\\"".to_string(),
                b'\\' => "\\\\".to_string(),
                0x0b => "\\v".to_string(),
                b'\t' => "\\t".to_string(),
                b'\r' => "\\r".to_string(),
                b'\n' => "\\n".to_string(),
                0x0c => "\\f".to_string(),
                b @ 0x20..=0x7e => (b as char).to_string(),
                b if next_digit => format!("\\{b:03o}"),
                b => format!("\\{b:o}"),
            }
        };
        if wrote + piece.len() > max {
            break;
        }
        wrote += piece.len();
        out.push_str(&piece);
        done += 1;
    }
    out.push('"');
    if done < chars.len() {
        out.push_str("...");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::pv_pretty;

    #[test]
    fn keys_shown_as_perl_does() {
        assert_eq!(pv_pretty(b"k", 32), "\"k\"");
        assert_eq!(pv_pretty(b"", 32), "\"\"");
        // t/lib/warnings/9uninit: "check hash key is sanitised".
        let key = "\u{1}1\u{2}\r\n\t\u{c}\"\\\u{1234}abcdefghijklmnopqrstuvwxyz";
        assert_eq!(
            pv_pretty(key.as_bytes(), 32),
            r#""\0011\2\r\n\t\f\"\\\x{1234}abcde"..."#
        );
    }
}
