//! The `version` class and `UNIVERSAL::VERSION`, which perl has in its core (universal.c
//! binds vxs.inc's XS subs in every perl; vutil.c reads and forms versions, here
//! abi's `vutil`). A version object is what perl makes: a reference to a hash blessed
//! into `version` with `original`, `version` (an array of the parts) and, when they
//! hold, `qv`, `alpha` and `width`, so code that looks inside (`$v->{original}`) sees
//! perl's keys. The operators are the class's overloading subs (`(""`, `(cmp`, `(<=>`,
//! `(bool`, and `(+` ... which croak), bound as overload.pm's subs would be
//! (docs/decisions/vstrings-and-versions.md).

use crate::core::xs::{self, die_msg};
use camelift_abi::vutil::{self, Version};
use camelift_abi::*;

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// The hash of a version object (perl's vverify): a reference to a hash with a
/// `version` key holding an array reference; None otherwise.
fn vverify(c: *mut Ctx, v: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `v` is a live head the caller holds a reference to for the call.
    let s = unsafe { xs::sv(v) };
    if s.flags & SVF_ROK == 0 {
        return None;
    }
    let hv = s.any() as *mut Sv;
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    if unsafe { xs::sv(hv) }.flags & SVT_MASK != SVT_PVHV {
        return None;
    }
    let parts = *xs::hv_body(c, hv).map.get(b"version")?;
    // SAFETY: a hash element is a live head the hash holds.
    let ps = unsafe { xs::sv(parts) };
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    (ps.flags & SVF_ROK != 0 && unsafe { xs::sv(ps.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVAV)
        .then_some(hv)
}

/// ISA_VERSION_OBJ: an object of `version` or a class derived from it.
fn is_version_obj(c: *mut Ctx, v: *mut Sv) -> bool {
    // SAFETY: `v` is a live head the caller holds a reference to for the call.
    let s = unsafe { xs::sv(v) };
    if s.flags & SVF_ROK == 0 {
        return false;
    }
    match xs::class_name(c, s.any() as *mut Sv) {
        Some(class) => {
            let class = class.to_vec();
            xs::linear_isa(c, &class).iter().any(|p| p == b"version")
        }
        None => false,
    }
}

/// The hash of a version object argument, or perl's "NAME is not of type version".
fn vtypecheck(c: *mut Ctx, v: *mut Sv, name: &str) -> *mut Sv {
    match (is_version_obj(c, v), vverify(c, v)) {
        (true, Some(hv)) => hv,
        (true, None) => die_msg(c, "Invalid version object"),
        _ => die_msg(c, format!("{name} is not of type version")),
    }
}

fn hv_has(c: *mut Ctx, hv: *mut Sv, key: &[u8]) -> bool {
    xs::hv_body(c, hv).map.get(key).is_some()
}

/// The parts of a verified version hash.
fn parts_of(c: *mut Ctx, hv: *mut Sv) -> Vec<i64> {
    let Some(&r) = xs::hv_body(c, hv).map.get(b"version") else {
        return Vec::new();
    };
    // SAFETY: vverify checked that this element is a reference to an array.
    let av = unsafe { xs::sv(r) }.any() as *mut Sv;
    xs::av_items_quiet(av)
        .iter()
        .map(|p| {
            if p.is_null() {
                0
            } else {
                xs::num_to_iv(xs::to_num(c, *p, &xs::Info::simple(""), 0))
            }
        })
        .collect()
}

/// A new version object (a reference to a blessed hash) holding `v`.
fn new_object(c: *mut Ctx, v: &Version, class: &[u8]) -> *mut Sv {
    crate::modules::xsload::ensure_version(c);
    let hv = xs::new_hv(c);
    let store = |key: &[u8], val: *mut Sv| xs::hv_store(c, hv, key, val);
    if v.qv {
        store(b"qv", xs::new_iv(c, 1));
    }
    if v.alpha {
        store(b"alpha", xs::new_iv(c, 1));
    }
    if let Some(w) = v.width {
        store(b"width", xs::new_iv(c, w));
    }
    if v.vinf {
        store(b"vinf", xs::new_iv(c, 1));
    }
    store(b"original", xs::new_pv(c, &v.original));
    let av = xs::new_av(c);
    let items: Vec<*mut Sv> = v.parts.iter().map(|p| xs::new_iv(c, *p)).collect();
    xs::av_assign(c, av, &items);
    for it in items {
        xs::dec(c, it);
    }
    // (new_rv_owning's reference is a mortal: the hash takes a count of its own.)
    store(b"version", xs::inc(xs::new_rv_owning(c, av)));
    let r = xs::new_rv_owning(c, hv);
    let class_sv = xs::mortal_pv(c, class);
    // The class's operators are called from now on (amagic's "some class overloads").
    xs::note_sub_name(c, b"version::()");
    xs::camelift_bless(c, r, class_sv, c"main".as_ptr() as *const u8)
}

/// The Version a verified hash holds (for copying one object into another).
fn version_of(c: *mut Ctx, hv: *mut Sv) -> Version {
    let map = &xs::hv_body(c, hv).map;
    let original = map.get(b"original").map(|p| xs::to_bytes_quiet(*p));
    let width = map
        .get(b"width")
        .map(|p| xs::num_to_iv(xs::to_num(c, *p, &xs::Info::simple(""), 0)));
    Version {
        qv: hv_has(c, hv, b"qv"),
        alpha: hv_has(c, hv, b"alpha"),
        width,
        original: original.unwrap_or_default(),
        parts: parts_of(c, hv),
        vinf: false,
    }
}

/// scan_version of `text` as upg_version calls it: perl's croak on invalid text, and its
/// warnings (overflow, "contains invalid data").
fn scan_text(c: *mut Ctx, text: &[u8], qv: bool) -> Version {
    let s = match vutil::scan(text, qv) {
        Ok(s) => s,
        Err(e) => die_msg(c, e),
    };
    if let Some(w) = s.overflow {
        xs::warn_if_enabled(c, w);
    }
    if s.end < text.len() {
        xs::warn_if_enabled(
            c,
            &format!(
                "Version string '{}' contains invalid data; ignoring: '{}'",
                String::from_utf8_lossy(text),
                String::from_utf8_lossy(&text[s.end..])
            ),
        );
    }
    s.version
}

/// upg_version: the version a plain value reads as (`qv` forcing dotted-decimal).
fn upg_version(c: *mut Ctx, v: *mut Sv, qv: bool) -> Version {
    // SAFETY: `v` is a live head the caller holds a reference to for the call.
    let s = unsafe { xs::sv(v) };
    let f = s.flags;
    let (text, qv) = if f & SVF_IOK != 0 && f & SVF_POK == 0 {
        let big = if f & SVF_ISUV != 0 {
            s.iv as u64 > vutil::VERSION_MAX as u64
        } else {
            s.iv > vutil::VERSION_MAX
        };
        if big {
            xs::warn_if_enabled(c, "Integer overflow in version 2147483647");
            (vutil::VERSION_MAX.to_string().into_bytes(), qv)
        } else {
            (xs::to_bytes_quiet(v), qv)
        }
    } else if f & SVF_NOK != 0 && f & SVF_POK == 0 {
        (vutil::nv_text(s.nv).into_bytes(), qv)
    } else if let Some(t) = xs::vstring_text(c, v) {
        (t, true)
    } else if f & SVF_POK != 0 {
        (xs::to_bytes_quiet(v), qv)
    } else {
        die_msg(c, "Invalid version format (non-numeric data)")
    };
    scan_text(c, &text, qv)
}

/// new_version: a version from any value (a version object is copied; a v-string reads
/// as its literal, one underscore dropped and a `v` put in front of a bare number).
fn new_version(c: *mut Ctx, v: *mut Sv) -> Version {
    if is_version_obj(c, v) {
        return match vverify(c, v) {
            Some(hv) => version_of(c, hv),
            None => die_msg(c, "Invalid version object"),
        };
    }
    if let Some(mut t) = xs::vstring_text(c, v) {
        if let Some(i) = t.iter().position(|b| *b == b'_') {
            t.remove(i);
        }
        if t.first().is_some_and(|b| b.is_ascii_digit()) {
            t.insert(0, b'v');
        }
        return scan_text(c, &t, false);
    }
    upg_version(c, v, false)
}

fn defined(v: *mut Sv) -> bool {
    !xs::is_undef(v)
}

/// The class a constructor was called on: an object's class or the string.
fn class_of_invocant(c: *mut Ctx, inv: *mut Sv) -> Vec<u8> {
    // SAFETY: `inv` is a live head on the stack for the call.
    let s = unsafe { xs::sv(inv) };
    if s.flags & SVF_ROK != 0 {
        if let Some(n) = xs::class_name(c, s.any() as *mut Sv) {
            return n.to_vec();
        }
    }
    xs::to_bytes_quiet(inv)
}

/// `version::new(class, version)` and `parse`: undef or no argument is version 0 (read
/// from the text `undef`), a third argument is read as `v` and its text.
pub extern "C-unwind" fn new(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.is_empty() || args.len() > 3 {
        die_msg(c, "Usage: version::new(class, version)");
    }
    let vs = match args.len() {
        1 => xs::mortal_pv(c, b"undef"),
        3 => {
            let t = [b"v".as_slice(), &xs::to_bytes_quiet(args[2])].concat();
            xs::mortal_pv(c, &t)
        }
        _ if !defined(args[1]) => xs::mortal_pv(c, b"undef"),
        _ => args[1],
    };
    let class = class_of_invocant(c, args[0]);
    let v = new_version(c, vs);
    let r = new_object(c, &v, &class);
    give(c, r, gimme)
}

/// `version::qv(version)` / `version->declare(version)`: read as dotted-decimal.
pub extern "C-unwind" fn qv(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&first) = args.first() else {
        die_msg(c, "Usage: version::qv(ver)")
    };
    let (ver, class) = if args.len() == 2 {
        if !defined(args[1]) {
            die_msg(c, "Invalid version format (version required)");
        }
        (args[1], class_of_invocant(c, first))
    } else {
        (first, b"version".to_vec())
    };
    let v = if xs::vstring_text(c, ver).is_some() {
        new_version(c, ver)
    } else if is_version_obj(c, ver) {
        // upg_version of a copy of an object: the copy is the reference itself, which
        // perl reads as its string.
        let t = xs::mortal_pv(c, &xs::to_bytes_quiet(ver));
        upg_version(c, t, true)
    } else {
        upg_version(c, ver, true)
    };
    let r = new_object(c, &v, &class);
    give(c, r, gimme)
}

fn stringify_hv(c: *mut Ctx, hv: *mut Sv) -> *mut Sv {
    match xs::hv_body(c, hv).map.get(b"original").copied() {
        // SAFETY: a hash element is a live head the hash holds.
        Some(o) if unsafe { xs::sv(o) }.flags & SVF_POK != 0 => {
            xs::mortal_pv(c, &xs::to_bytes_quiet(o))
        }
        Some(_) => xs::undef(c),
        None if hv_has(c, hv, b"qv") => {
            xs::mortal_pv(c, vutil::normal(&parts_of(c, hv)).as_bytes())
        }
        None => xs::mortal_pv(c, vutil::numify(&parts_of(c, hv)).as_bytes()),
    }
}

/// vstringify: the original text (perl's `(""` and `stringify`).
pub extern "C-unwind" fn stringify(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&first) = args.first() else {
        die_msg(c, "Usage: version::stringify(lobj, ...)")
    };
    let hv = vtypecheck(c, first, "lobj");
    let r = stringify_hv(c, hv);
    give(c, r, gimme)
}

fn numify_hv(c: *mut Ctx, hv: *mut Sv) -> *mut Sv {
    if hv_has(c, hv, b"alpha") {
        xs::warn_if_enabled(c, "alpha->numify() is lossy");
    }
    xs::mortal_pv(c, vutil::numify(&parts_of(c, hv)).as_bytes())
}

/// vnumify (`(0+` and `numify`).
pub extern "C-unwind" fn numify(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&first) = args.first() else {
        die_msg(c, "Usage: version::numify(lobj, ...)")
    };
    let hv = vtypecheck(c, first, "lobj");
    let r = numify_hv(c, hv);
    give(c, r, gimme)
}

/// vnormal (`normal`).
pub extern "C-unwind" fn normal(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 1 {
        die_msg(c, "Usage: version::normal(ver)");
    }
    let hv = vtypecheck(c, args[0], "ver");
    let r = xs::mortal_pv(c, vutil::normal(&parts_of(c, hv)).as_bytes());
    give(c, r, gimme)
}

/// vcmp (`(cmp`, `(<=>` and `vcmp`): the other operand read as a version (undef as 0),
/// the third argument saying the operands were swapped.
pub extern "C-unwind" fn vcmp(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&first) = args.first() else {
        die_msg(c, "Usage: version::vcmp(lobj, ...)")
    };
    let lhv = vtypecheck(c, first, "lobj");
    let l = parts_of(c, lhv);
    let robj = args.get(1).copied().unwrap_or_else(|| xs::undef(c));
    let r = if is_version_obj(c, robj) {
        match vverify(c, robj) {
            Some(hv) => parts_of(c, hv),
            None => die_msg(c, "Invalid version object"),
        }
    } else if defined(robj) {
        new_version(c, robj).parts
    } else {
        vec![0]
    };
    let swap = args
        .get(2)
        .is_some_and(|s| xs::num_to_iv(xs::to_num(c, *s, &xs::Info::simple(""), 0)) != 0);
    let n = if swap {
        vutil::cmp(&r, &l)
    } else {
        vutil::cmp(&l, &r)
    };
    let res = xs::mortal_iv(c, n);
    give(c, res, gimme)
}

/// `(bool` and `boolean`: the comparison with version 0.
pub extern "C-unwind" fn boolean(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&first) = args.first() else {
        die_msg(c, "Usage: version::boolean(lobj, ...)")
    };
    let hv = vtypecheck(c, first, "lobj");
    let n = vutil::cmp(&parts_of(c, hv), &[0]);
    let r = xs::mortal_iv(c, n);
    give(c, r, gimme)
}

/// The arithmetic operators (`(+`, `(-`, ..., `(abs`, `(nomethod`) and `noop`.
pub extern "C-unwind" fn noop(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&first) = args.first() else {
        die_msg(c, "Usage: version::noop(lobj, ...)")
    };
    if is_version_obj(c, first) {
        die_msg(c, "operation not supported with version object");
    }
    die_msg(c, "lobj is not of type version")
}

fn check_key(c: *mut Ctx, mark: usize, gimme: i64, name: &str, key: &[u8]) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if args.len() != 1 {
        die_msg(c, format!("Usage: version::{name}(lobj)"));
    }
    let hv = vtypecheck(c, args[0], "lobj");
    let r = xs::bool_sv(c, hv_has(c, hv, key));
    give(c, r, gimme)
}

pub extern "C-unwind" fn is_alpha(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    check_key(c, mark, gimme, "is_alpha", b"alpha")
}

pub extern "C-unwind" fn is_qv(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    check_key(c, mark, gimme, "is_qv", b"qv")
}

/// The package's `$VERSION` scalar, when it is defined.
fn package_version(c: *mut Ctx, class: &[u8]) -> Option<*mut Sv> {
    let full = [class, b"::VERSION"].concat();
    let g = *xs::interp(c).stash.get(&full)?;
    let v = xs::gv(g).sv;
    (!v.is_null() && defined(v)).then_some(v)
}

/// `UNIVERSAL::VERSION` (and `version::_VERSION`): the package's `$VERSION` as a version
/// object's string; with a wanted version, perl's check and its messages.
pub extern "C-unwind" fn universal_version(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&inv) = args.first() else {
        die_msg(c, "Usage: UNIVERSAL::VERSION(sv, ...)")
    };
    // SAFETY: `inv` is a live head on the stack for the call.
    let s = unsafe { xs::sv(inv) };
    let class = if s.flags & SVF_ROK != 0 {
        match xs::class_name(c, s.any() as *mut Sv) {
            Some(n) => Some(n.to_vec()),
            None => die_msg(c, "Cannot find version of an unblessed reference"),
        }
    } else {
        let n = xs::to_bytes_quiet(inv);
        xs::package_exists(c, &n).then_some(n)
    };
    let have = class
        .as_deref()
        .and_then(|k| package_version(c, k))
        .map(|v| {
            if is_version_obj(c, v) {
                match vverify(c, v) {
                    Some(hv) => version_of(c, hv),
                    None => die_msg(c, "Invalid version object"),
                }
            } else {
                upg_version(c, v, false)
            }
        });
    if let Some(&req) = args.get(1) {
        let Some(have) = &have else {
            let text = match &class {
                Some(k) => {
                    let k = String::from_utf8_lossy(k);
                    format!("{k} does not define ${k}::VERSION--version check failed")
                }
                None => format!(
                    "{} defines neither package nor VERSION--version check failed",
                    String::from_utf8_lossy(&xs::to_bytes_quiet(inv))
                ),
            };
            die_msg(c, text)
        };
        let want = new_version(c, req);
        if let Some(text) = have.too_low(&want) {
            die_msg(
                c,
                format!(
                    "{} {text}",
                    String::from_utf8_lossy(class.as_deref().unwrap_or_default())
                ),
            );
        }
    }
    let r = match &have {
        Some(v) => xs::mortal_pv(c, &v.original),
        None => xs::undef(c),
    };
    give(c, r, gimme)
}

/// At start-up, after the class's subs are bound: `$^V`, perl's own version as a
/// read-only version object (perl.c's PL_patchlevel).
pub fn set_patchlevel(c: *mut Ctx) {
    let v = scan_text(c, b"v5.36.0", true);
    let obj = new_object(c, &v, b"version");
    let g = xs::gv_fetch(c, b"main::^V");
    let var = xs::gv(g).sv;
    xs::camelift_sv_setsv(c, var, obj);
    // SAFETY: `var` is the glob's scalar, which the glob holds.
    (unsafe { xs::sv(var) }).flags |= SVF_READONLY;
}
