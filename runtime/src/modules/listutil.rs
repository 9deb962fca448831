//! List::Util and Scalar::Util, built in: perl's ListUtil.xs (List::Util 1.62) rewritten
//! over our values. Functions without a block come through `camelift_pp_util` with their
//! arguments on the stack; those with one (`first`, `any`, `reduce`, `pairmap`, ...)
//! through `camelift_util_block`, which calls the compiled block as perl's MULTICALL
//! does: `$_` (or `$a` and `$b`) alias the items, saved and restored on the save stack.
//! Warnings speak of "subroutine entry", as perl's do for any XS function.

use crate::core::xs::{self, pop_from, push, sv, warn_if_enabled, Info, Num, Save};
use camelift_abi::*;
use std::collections::HashSet;

/// The description perl's warnings give inside an XS function.
fn info() -> Info {
    Info::simple("subroutine entry")
}

/// Returns a function's list: pushed in list context; otherwise its last item (what perl
/// leaves of an XS function's list in scalar context), or with `count` the number of
/// items.
fn list_result(c: *mut Ctx, gimme: i64, vals: &[*mut Sv], count: bool) -> *mut Sv {
    if gimme == G_LIST {
        for v in vals {
            push(c, *v);
        }
        return xs::undef(c);
    }
    if count {
        return xs::mortal_iv(c, vals.len() as i64);
    }
    vals.last().copied().unwrap_or_else(|| xs::undef(c))
}

/// One value: in list context it is pushed (perl's XSRETURN(1)).
fn one_result(c: *mut Ctx, gimme: i64, v: *mut Sv) -> *mut Sv {
    list_result(c, gimme, &[v], false)
}

fn mortal_copy(c: *mut Ctx, p: *mut Sv) -> *mut Sv {
    xs::mortalize(c, xs::newsv_copy(c, p))
}

/// perl's `slu_sv_value`: an integer as it is, anything else through SvNV.
fn sv_value(c: *mut Ctx, p: *mut Sv) -> f64 {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_IOK != 0 {
        if s.flags & SVF_ISUV != 0 {
            return s.iv as u64 as f64;
        }
        return s.iv as f64;
    }
    xs::num_to_nv(xs::to_num(c, p, &info(), usize::MAX))
}

/// A List::Util or Scalar::Util function without a block: `id` a `UtilFunc`, its
/// arguments on the stack from `mark`.
#[no_mangle]
pub extern "C-unwind" fn camelift_pp_util(
    c: *mut Ctx,
    id: i32,
    mark: usize,
    gimme: i64,
) -> *mut Sv {
    let args = pop_from(c, mark);
    let Some(f) = UtilFunc::from_u32(id as u32) else {
        xs::die_msg(c, "panic: unknown List::Util function")
    };
    let a0 = args.first().copied();
    match f {
        UtilFunc::Sum | UtilFunc::Sum0 | UtilFunc::Product => {
            let r = sum(c, f, &args);
            one_result(c, gimme, r)
        }
        UtilFunc::Min | UtilFunc::Max => {
            let Some(mut best) = a0 else {
                return one_result(c, gimme, xs::undef(c));
            };
            let mut best_v = sv_value(c, best);
            for p in &args[1..] {
                let v = sv_value(c, *p);
                // The XS's `val < retval ? !ix : ix`: max takes anything not below
                // (a later equal value, a NaN).
                let better = if f == UtilFunc::Min {
                    v < best_v
                } else {
                    v.partial_cmp(&best_v) != Some(std::cmp::Ordering::Less)
                };
                if better {
                    best = *p;
                    best_v = v;
                }
            }
            one_result(c, gimme, best)
        }
        UtilFunc::Minstr | UtilFunc::Maxstr => {
            let Some(mut best) = a0 else {
                return one_result(c, gimme, xs::undef(c));
            };
            let want = if f == UtilFunc::Minstr {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Less
            };
            for p in &args[1..] {
                let x = xs::to_bytes(c, best, &info(), usize::MAX);
                let y = xs::to_bytes(c, *p, &info(), usize::MAX);
                // `sv_cmp`: by code point when only one of them is a character string.
                if xs::cmp_flagged(&x, xs::is_utf8(best), &y, xs::is_utf8(*p)) == want {
                    best = *p;
                }
            }
            one_result(c, gimme, best)
        }
        UtilFunc::Uniq | UtilFunc::Uniqstr | UtilFunc::Uniqint | UtilFunc::Uniqnum => {
            let vals = uniq(c, f, &args, gimme);
            list_result(c, gimme, &vals, true)
        }
        UtilFunc::Pairs | UtilFunc::Pairkeys | UtilFunc::Pairvalues => {
            if args.len() % 2 == 1 {
                warn_if_enabled(c, &format!("Odd number of elements in {}", f.name()));
            }
            let mut out = vec![];
            for pair in args.chunks(2) {
                let a = pair[0];
                let b = pair.get(1).copied().unwrap_or_else(|| xs::undef(c));
                match f {
                    UtilFunc::Pairs => out.push(new_pair(c, a, b)),
                    UtilFunc::Pairkeys => out.push(mortal_copy(c, a)),
                    _ => out.push(mortal_copy(c, b)),
                }
            }
            list_result(c, gimme, &out, false)
        }
        UtilFunc::Unpairs => {
            let mut out = vec![];
            for (i, p) in args.iter().enumerate() {
                let items = array_items(c, *p, &format!("List::Util::unpairs() argument {i}"));
                for k in 0..2 {
                    out.push(match items.get(k).copied().filter(|x| !x.is_null()) {
                        Some(x) => mortal_copy(c, x),
                        None => xs::undef(c),
                    });
                }
            }
            list_result(c, gimme, &out, false)
        }
        UtilFunc::Head | UtilFunc::Tail => {
            let size = xs::to_iv(c, a0.unwrap_or_else(|| xs::undef(c)), &info(), usize::MAX);
            let items = args.len().saturating_sub(1) as i64;
            let (start, end) = if f == UtilFunc::Head {
                let end = if size < 0 {
                    items.saturating_add(size)
                } else {
                    size.min(items)
                };
                (0, end)
            } else {
                let start = if size < 0 {
                    size.saturating_neg()
                } else {
                    items.saturating_sub(size)
                };
                (start.max(0), items)
            };
            let out: Vec<*mut Sv> = if end <= start {
                vec![]
            } else {
                args[1 + start as usize..1 + end as usize]
                    .iter()
                    .map(|p| mortal_copy(c, *p))
                    .collect()
            };
            list_result(c, gimme, &out, false)
        }
        UtilFunc::Shuffle => {
            let mut items = args.clone();
            let mut index = items.len();
            while index > 1 {
                let swap = (xs::rand_next(c) * index as f64) as usize;
                index -= 1;
                items.swap(swap.min(index), index);
            }
            list_result(c, gimme, &items, false)
        }
        UtilFunc::Sample => {
            let count = xs::num_to_uv(xs::to_num(
                c,
                a0.unwrap_or_else(|| xs::undef(c)),
                &info(),
                usize::MAX,
            ));
            if count == 0 {
                return list_result(c, gimme, &[], false);
            }
            // As the XS: the last item moves into the count's place, then the first
            // `count` places are drawn from the rest in turn.
            let mut items = args.clone();
            if let Some(last) = items.pop() {
                if let Some(slot) = items.first_mut() {
                    *slot = last;
                }
            }
            let count = (count as usize).min(items.len());
            for reti in 0..count {
                let index = (xs::rand_next(c) * (items.len() - reti) as f64) as usize;
                let last = items.len() - 1;
                items.swap(reti, (reti + index).min(last));
            }
            items.truncate(count);
            list_result(c, gimme, &items, false)
        }
        UtilFunc::Zip
        | UtilFunc::ZipLongest
        | UtilFunc::ZipShortest
        | UtilFunc::Mesh
        | UtilFunc::MeshLongest
        | UtilFunc::MeshShortest => zip(c, f, &args, gimme),
        UtilFunc::Blessed => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            let r = match blessed_class(c, p) {
                Some(name) => xs::mortal_pv(c, &name),
                None => xs::undef(c),
            };
            one_result(c, gimme, r)
        }
        UtilFunc::Reftype => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            // SAFETY: `p` was made just above; this function holds its only reference.
            let r = match xs::reftype_name(p) {
                Some(name) => xs::mortal_pv(c, name),
                None => xs::undef(c),
            };
            one_result(c, gimme, r)
        }
        UtilFunc::Refaddr => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            // SAFETY: `p` was made just above; this function holds its only reference.
            let r = if unsafe { sv(p) }.flags & SVF_ROK == 0 {
                xs::undef(c)
            } else {
                // SAFETY: `p` was made just above; this function holds its only reference.
                xs::mortal_num(c, Num::from_uv(unsafe { sv(p) }.any() as usize as u64))
            };
            one_result(c, gimme, r)
        }
        UtilFunc::Weaken => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            // SAFETY: `p` is the argument on the stack (the caller's variable itself).
            let s = unsafe { sv(p) };
            if s.flags & SVF_READONLY != 0 && s.flags & SVF_ROK != 0 {
                xs::die_msg(c, "Modification of a read-only value attempted");
            }
            if !xs::weaken(c, p) && !xs::is_undef(p) {
                xs::die_msg(c, "Can't weaken a nonreference");
            }
            one_result(c, gimme, xs::undef(c))
        }
        UtilFunc::Unweaken => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            xs::unweaken(c, p);
            one_result(c, gimme, xs::undef(c))
        }
        UtilFunc::SetPrototype => {
            let code = a0.unwrap_or_else(|| xs::undef(c));
            let proto = args
                .get(1)
                .filter(|p| !xs::is_undef(**p))
                .map(|p| xs::to_bytes_quiet(*p));
            if let Err(e) = xs::set_prototype(c, code, proto) {
                xs::die_msg(c, format!("set_prototype: {e}"));
            }
            one_result(c, gimme, code)
        }
        UtilFunc::Isweak => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            one_result(c, gimme, xs::bool_sv(c, xs::is_weak(p)))
        }
        UtilFunc::LooksLikeNumber => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            // SAFETY: `p` was made just above; this function holds its only reference.
            let s = unsafe { sv(p) };
            let yes = if s.flags & SVF_POK != 0 {
                xs::parse_number(xs::pv_bytes(s)).1
            } else {
                s.flags & SVF_ROK == 0 && s.flags & (SVF_IOK | SVF_NOK | SVP_IOK | SVP_NOK) != 0
            };
            one_result(c, gimme, xs::bool_sv(c, yes))
        }
        UtilFunc::Dualvar => {
            let n = a0.unwrap_or_else(|| xs::undef(c));
            let s = args.get(1).copied().unwrap_or_else(|| xs::undef(c));
            let r = dualvar(c, n, s);
            one_result(c, gimme, r)
        }
        UtilFunc::Readonly => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            // perl gives the flag bits themselves (SVf_READONLY|SVf_PROTECT).
            // SAFETY: `p` was made just above; this function holds its only reference.
            let ro = if unsafe { sv(p) }.flags & SVF_READONLY != 0 {
                0x0801_0000
            } else {
                0
            };
            one_result(c, gimme, xs::mortal_iv(c, ro))
        }
        UtilFunc::Isvstring => {
            let p = a0.unwrap_or_else(|| xs::undef(c));
            // SAFETY: `p` is an argument, a live head on the stack for the call.
            let yes = unsafe { sv(p) }.flags & SVF_VSTRING != 0;
            one_result(c, gimme, xs::bool_sv(c, yes))
        }
        UtilFunc::Tainted => one_result(c, gimme, xs::mortal_iv(c, 0)),
        _ => xs::die_msg(c, "panic: List::Util function without its block"),
    }
}

/// The class of a blessed referent (a `qr//` object is a Regexp).
fn blessed_class(c: *mut Ctx, p: *mut Sv) -> Option<Vec<u8>> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & SVF_ROK == 0 {
        return None;
    }
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let t = unsafe { sv(p) }.any() as *mut Sv;
    if let Some(name) = xs::class_name(c, t) {
        return Some(name.to_vec());
    }
    // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
    (unsafe { sv(t) }.flags & SVT_MASK == SVT_REGEXP).then(|| b"Regexp".to_vec())
}

/// `sum`, `sum0`, `product`: an integer accumulator while every value is a plain
/// integer and nothing overflows, then a float one (the XS's ACC_IV / ACC_NV).
fn sum(c: *mut Ctx, f: UtilFunc, args: &[*mut Sv]) -> *mut Sv {
    let product = f == UtilFunc::Product;
    let Some(&first) = args.first() else {
        return match f {
            UtilFunc::Sum => xs::undef(c),
            UtilFunc::Sum0 => xs::mortal_iv(c, 0),
            _ => xs::mortal_iv(c, 1),
        };
    };
    // SAFETY: `p` is a live head held by its container or the stack for this call.
    let plain_iv = |p: *mut Sv| unsafe { sv(p) }.flags & (SVF_IOK | SVF_NOK | SVF_ISUV) == SVF_IOK;
    let mut acc_iv: Option<i64> = if plain_iv(first) {
        // SAFETY: `first` is a live head held by its container or the stack for this call.
        Some(unsafe { sv(first) }.iv)
    } else {
        None
    };
    let mut nv = if acc_iv.is_none() {
        sv_value(c, first)
    } else {
        0.0
    };
    for p in &args[1..] {
        if let Some(r) = acc_iv {
            // SAFETY: `*p` reads a slot that holds a live head (with a reference count of its own).
            let s = unsafe { sv(*p) };
            if s.flags & SVF_NOK == 0 && s.flags & SVF_IOK != 0 {
                // SvIV of an unsigned value wraps, as in the XS.
                let i = s.iv;
                let next = if product {
                    if r == 0 {
                        Some(0)
                    } else {
                        r.checked_mul(i)
                    }
                } else {
                    r.checked_add(i)
                };
                if let Some(n) = next {
                    acc_iv = Some(n);
                    continue;
                }
            }
            nv = r as f64;
            acc_iv = None;
        }
        let v = sv_value(c, *p);
        if product {
            nv *= v;
        } else {
            nv += v;
        }
    }
    match acc_iv {
        Some(i) => xs::mortal_iv(c, i),
        None => xs::mortal_num(c, Num::Nv(nv)),
    }
}

/// A key for `uniqnum`: numbers equal as numbers share it (integers exactly, every zero
/// and every NaN alike).
#[derive(Hash, PartialEq, Eq)]
enum NumKey {
    Int(i128),
    Float(u64),
    NaN,
}

fn num_key(n: Num) -> NumKey {
    match n {
        Num::Iv(i) => NumKey::Int(i as i128),
        Num::Uv(u) => NumKey::Int(u as i128),
        Num::Nv(f) if f.is_nan() => NumKey::NaN,
        // Every zero is 0; integral values in the IV/UV range are those integers.
        Num::Nv(f) if f.fract() == 0.0 && (-9.3e18..1.85e19).contains(&f) => NumKey::Int(f as i128),
        Num::Nv(f) => NumKey::Float(f.to_bits()),
    }
}

/// `uniq`, `uniqstr`, `uniqint`, `uniqnum`: the first of each value, in order.
fn uniq(c: *mut Ctx, f: UtilFunc, args: &[*mut Sv], gimme: i64) -> Vec<*mut Sv> {
    // A defined single value (or none) is returned as it is.
    if args.is_empty() || (args.len() == 1 && !xs::is_undef(args[0])) {
        return args.to_vec();
    }
    let list = gimme == G_LIST;
    let mut out = vec![];
    // Strings are counted as hash keys: an upgraded "\xe9" is the byte "\xe9" (the XS
    // keeps a hash of the values seen).
    let mut seen_str: HashSet<(Vec<u8>, bool)> = HashSet::new();
    let mut seen_num: HashSet<NumKey> = HashSet::new();
    let mut seen_undef = false;
    for p in args {
        let mut arg = *p;
        match f {
            UtilFunc::Uniq if xs::is_undef(arg) => {
                if !seen_undef {
                    seen_undef = true;
                    out.push(arg);
                }
                continue;
            }
            UtilFunc::Uniq | UtilFunc::Uniqstr => {
                let key = xs::to_bytes(c, arg, &info(), usize::MAX);
                if !seen_str.insert(xs::key_identity(key, xs::is_utf8(arg))) {
                    continue;
                }
                if xs::is_undef(arg) {
                    arg = xs::mortal_pv(c, b"");
                }
            }
            UtilFunc::Uniqint => {
                // SAFETY: `arg` is a live head held by its container or the stack for this call.
                let s = unsafe { sv(arg) };
                let n = if s.flags & SVF_IOK != 0 && s.flags & (SVF_NOK | SVF_POK) == 0 {
                    if s.flags & SVF_ISUV != 0 {
                        Num::Uv(s.iv as u64)
                    } else {
                        Num::Iv(s.iv)
                    }
                } else {
                    let nv = xs::num_to_nv(xs::to_num(c, arg, &info(), usize::MAX));
                    let n = if nv > i64::MAX as f64 || nv < i64::MIN as f64 {
                        Num::Nv(nv.trunc())
                    } else if nv < 0.0 {
                        Num::Iv(nv as i64)
                    } else {
                        Num::from_uv(nv as u64)
                    };
                    if list {
                        arg = xs::mortal_num(c, n);
                    }
                    n
                };
                if !seen_num.insert(num_key(n)) {
                    continue;
                }
            }
            _ => {
                // uniqnum: undef is 0 (and is returned as 0).
                if xs::is_undef(arg) {
                    xs::warn_uninit(c, &info(), usize::MAX, arg);
                    arg = xs::mortal_iv(c, 0);
                }
                let n = xs::to_num(c, arg, &info(), usize::MAX);
                if !seen_num.insert(num_key(n)) {
                    continue;
                }
            }
        }
        out.push(arg);
    }
    out
}

/// A new `List::Util::_Pair`: a blessed array of copies of the two values. Its class's
/// methods (List/Util.pm's `key`, `value`, `TO_JSON`) are defined with the first one.
fn new_pair(c: *mut Ctx, a: *mut Sv, b: *mut Sv) -> *mut Sv {
    if !xs::interp(c)
        .subs
        .contains_key(b"List::Util::_Pair::key".as_slice())
    {
        let methods: [(&[u8], xs::SubFn); 3] = [
            (b"List::Util::_Pair::key", pair_key),
            (b"List::Util::_Pair::value", pair_value),
            (b"List::Util::_Pair::TO_JSON", pair_to_json),
        ];
        for (name, f) in methods {
            xs::define_native_sub(c, name, f);
        }
        xs::isa_changed();
    }
    let av = xs::new_av(c);
    xs::av_assign(c, av, &[a, b]);
    let r = xs::new_rv_owning(c, av);
    let class = xs::mortal_pv(c, b"List::Util::_Pair");
    xs::camelift_bless(c, r, class, std::ptr::null())
}

/// The elements of an array reference argument, or the XS's error naming it.
fn array_items(c: *mut Ctx, p: *mut Sv, what: &str) -> Vec<*mut Sv> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    if unsafe { sv(p) }.flags & SVF_ROK == 0 {
        xs::die_msg(c, format!("Not a reference at {what}"));
    }
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let t = unsafe { sv(p) }.any() as *mut Sv;
    // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
    if unsafe { sv(t) }.flags & SVT_MASK != SVT_PVAV {
        xs::die_msg(c, format!("Not an ARRAY reference at {what}"));
    }
    xs::av_items_quiet(t).iter().copied().collect()
}

/// `zip` and `mesh` (and their `_longest`/`_shortest` forms) of array references.
fn zip(c: *mut Ctx, f: UtilFunc, args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let arrays: Vec<Vec<*mut Sv>> = args
        .iter()
        .enumerate()
        .map(|(i, p)| array_items(c, *p, &format!("List::Util::{}() argument {i}", f.name())))
        .collect();
    let shortest = matches!(f, UtilFunc::ZipShortest | UtilFunc::MeshShortest);
    let len = if shortest {
        arrays.iter().map(|a| a.len()).min().unwrap_or(0)
    } else {
        arrays.iter().map(|a| a.len()).max().unwrap_or(0)
    };
    let elem = |a: &Vec<*mut Sv>, i: usize| -> *mut Sv {
        match a.get(i).copied().filter(|x| !x.is_null()) {
            Some(x) => mortal_copy(c, x),
            None => xs::undef(c),
        }
    };
    let mut out = vec![];
    let is_zip = matches!(
        f,
        UtilFunc::Zip | UtilFunc::ZipLongest | UtilFunc::ZipShortest
    );
    for i in 0..len {
        let row: Vec<*mut Sv> = arrays.iter().map(|a| elem(a, i)).collect();
        if is_zip {
            let av = xs::new_av(c);
            xs::av_assign(c, av, &row);
            out.push(xs::new_rv_owning(c, av));
        } else {
            out.extend(row);
        }
    }
    list_result(c, gimme, &out, false)
}

/// `dualvar NUM, STRING`: the string of one and the number of the other.
fn dualvar(c: *mut Ctx, n: *mut Sv, s: *mut Sv) -> *mut Sv {
    let bytes = xs::to_bytes(c, s, &info(), usize::MAX);
    // SAFETY: `s` is this function's argument, a live head the caller holds a reference to for the call.
    let utf8 = unsafe { sv(s) }.flags & SVF_UTF8 != 0;
    // SAFETY: `n` is this function's argument, a live head the caller holds a reference to for the call.
    let nf = unsafe { sv(n) }.flags;
    let num = if nf & (SVF_NOK | SVF_POK) != 0 {
        Num::Nv(xs::num_to_nv(xs::to_num(c, n, &info(), usize::MAX)))
    } else if nf & SVF_IOK != 0 && nf & SVF_ISUV != 0 {
        // SAFETY: `n` is this function's argument, a live head the caller holds a reference to for the call.
        Num::Uv(unsafe { sv(n) }.iv as u64)
    } else {
        Num::Iv(xs::to_iv(c, n, &info(), usize::MAX))
    };
    let r = xs::mortal_str(c, &bytes, utf8);
    // SAFETY: `r` was made just above; this function holds its only reference.
    let rs = unsafe { sv(r) };
    match num {
        Num::Nv(v) => {
            rs.nv = v;
            rs.flags |= SVF_NOK | SVP_NOK;
        }
        Num::Uv(u) => {
            rs.iv = u as i64;
            rs.flags |= SVF_IOK | SVP_IOK | SVF_ISUV;
        }
        Num::Iv(i) => {
            rs.iv = i;
            rs.flags |= SVF_IOK | SVP_IOK;
        }
    }
    r
}

/// An outlined block: `(ctx, pad, mark, gimme) -> SV*`.
pub type BlockFn = extern "C-unwind" fn(*mut Ctx, *mut u8, usize, i64) -> *mut Sv;

/// Calls the block with nothing on the stack for it, in scalar context.
fn call_scalar(c: *mut Ctx, f: BlockFn, pad: *mut u8) -> *mut Sv {
    let sp = xs::ctx(c).sp;
    let r = f(c, pad, sp, G_SCALAR);
    xs::ctx(c).sp = sp;
    r
}

/// `first BLOCK LIST` and the other functions with a block (`id` a `UtilFunc`); `globs`
/// points at the globs of `$_`, `$a` and `$b`.
#[no_mangle]
pub extern "C-unwind" fn camelift_util_block(
    c: *mut Ctx,
    id: i32,
    mark: usize,
    f: BlockFn,
    pad: *mut u8,
    globs: *const *mut Gv,
    gimme: i64,
) -> *mut Sv {
    let items = pop_from(c, mark);
    let Some(func) = UtilFunc::from_u32(id as u32) else {
        xs::die_msg(c, "panic: unknown List::Util function")
    };
    // SAFETY: the compiler passes a 3-element array of glob pointers on its stack.
    let (g_, ga, gb) = unsafe { (*globs, *globs.add(1), *globs.add(2)) };
    let ss = xs::interp(c).savestack.len();
    for g in [g_, ga, gb] {
        let old = xs::gv(g).sv;
        xs::interp(c).savestack.push(Save::Alias(g, old));
    }
    // SAVETMPS: the block's statements must not free the items.
    let floor = xs::ctx(c).tmps_floor;
    let pairwise = matches!(
        func,
        UtilFunc::Pairmap | UtilFunc::Pairgrep | UtilFunc::Pairfirst
    );
    if pairwise && items.len() % 2 == 1 {
        warn_if_enabled(c, &format!("Odd number of elements in {}", func.name()));
    }
    // reduce's accumulator, `$a`: made before the floor rises so it lasts.
    let acc = xs::mortalize(c, xs::new_sv(c));
    xs::set_tmps_floor(c, xs::ctx(c).tmps_ix);
    let r = xs::with_barrier(c, Some("subroutine"), || {
        run_block(c, func, &items, f, pad, (g_, ga, gb), acc, gimme)
    });
    xs::set_tmps_floor(c, floor);
    xs::camelift_leave_scope(c, ss);
    match r {
        BlockResult::One(v) => one_result(c, gimme, v),
        BlockResult::List(vals, count) => list_result(c, gimme, &vals, count),
    }
}

enum BlockResult {
    One(*mut Sv),
    /// A list, and whether scalar context counts it.
    List(Vec<*mut Sv>, bool),
}

#[allow(clippy::too_many_arguments)]
fn run_block(
    c: *mut Ctx,
    func: UtilFunc,
    items: &[*mut Sv],
    f: BlockFn,
    pad: *mut u8,
    (g_, ga, gb): (*mut Gv, *mut Gv, *mut Gv),
    acc: *mut Sv,
    gimme: i64,
) -> BlockResult {
    match func {
        UtilFunc::First => {
            for it in items {
                xs::gv(g_).sv = *it;
                let r = call_scalar(c, f, pad);
                if xs::truth(c, r) {
                    return BlockResult::One(*it);
                }
            }
            BlockResult::One(xs::undef(c))
        }
        UtilFunc::Any | UtilFunc::All | UtilFunc::None | UtilFunc::Notall => {
            // perl's ALIAS numbers: none 0, all 1, any 2, notall 3.
            let ix = match func {
                UtilFunc::None => 0,
                UtilFunc::All => 1,
                UtilFunc::Any => 2,
                _ => 3,
            };
            let ret_true = ix & 2 == 0;
            let invert = ix & 1 != 0;
            for it in items {
                xs::gv(g_).sv = *it;
                let r = call_scalar(c, f, pad);
                if xs::truth(c, r) ^ invert {
                    return BlockResult::One(xs::bool_sv(c, !ret_true));
                }
            }
            BlockResult::One(xs::bool_sv(c, ret_true))
        }
        UtilFunc::Reduce | UtilFunc::Reductions => {
            let reductions = func == UtilFunc::Reductions;
            let Some((&first, rest)) = items.split_first() else {
                return if reductions {
                    BlockResult::List(vec![], false)
                } else {
                    BlockResult::One(xs::undef(c))
                };
            };
            xs::camelift_sv_setsv(c, acc, first);
            xs::gv(ga).sv = acc;
            let mut steps = vec![];
            if reductions {
                steps.push(xs::newsv_copy(c, acc));
            }
            for it in rest {
                xs::gv(gb).sv = *it;
                let r = call_scalar(c, f, pad);
                xs::camelift_sv_setsv(c, acc, r);
                if reductions {
                    steps.push(xs::newsv_copy(c, acc));
                }
            }
            if reductions {
                let steps = steps.into_iter().map(|p| xs::mortalize(c, p)).collect();
                return BlockResult::List(steps, false);
            }
            BlockResult::One(acc)
        }
        UtilFunc::Pairmap | UtilFunc::Pairgrep | UtilFunc::Pairfirst => {
            let mut out = vec![];
            let mut pairs_kept = 0;
            for pair in items.chunks(2) {
                let a = pair[0];
                let b = pair.get(1).copied().unwrap_or_else(|| xs::undef(c));
                xs::gv(ga).sv = a;
                xs::gv(gb).sv = b;
                if func == UtilFunc::Pairmap {
                    let sp = xs::ctx(c).sp;
                    f(c, pad, sp, G_LIST);
                    let got = pop_from(c, sp);
                    for v in got {
                        out.push(xs::newsv_copy(c, v));
                    }
                    continue;
                }
                let r = call_scalar(c, f, pad);
                if !xs::truth(c, r) {
                    continue;
                }
                if func == UtilFunc::Pairfirst {
                    if gimme == G_LIST {
                        let v = vec![mortal_copy(c, a), mortal_copy(c, b)];
                        return BlockResult::List(v, false);
                    }
                    return BlockResult::One(xs::yes(c));
                }
                pairs_kept += 1;
                out.push(xs::newsv_copy(c, a));
                out.push(xs::newsv_copy(c, b));
            }
            if func == UtilFunc::Pairfirst {
                // XSRETURN(0): undef in scalar context.
                return BlockResult::List(vec![], false);
            }
            let out: Vec<*mut Sv> = out.into_iter().map(|p| xs::mortalize(c, p)).collect();
            if func == UtilFunc::Pairgrep && gimme != G_LIST {
                return BlockResult::One(xs::mortal_iv(c, pairs_kept));
            }
            BlockResult::List(out, true)
        }
        _ => BlockResult::One(xs::undef(c)),
    }
}

/// The pair a `List::Util::_Pair` method is called on: its two elements.
fn pair_items(c: *mut Ctx, mark: usize) -> Vec<*mut Sv> {
    let args = pop_from(c, mark);
    let inv = args.first().copied().unwrap_or_else(|| xs::undef(c));
    // SAFETY: `inv` was made just above; this function holds its only reference. `sv(inv).any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
    if unsafe { sv(inv) }.flags & SVF_ROK == 0
        || unsafe { sv(sv(inv).any() as *mut Sv) }.flags & SVT_MASK != SVT_PVAV
    {
        xs::die_msg(c, "Not an ARRAY reference");
    }
    // SAFETY: `inv` was made just above; this function holds its only reference.
    xs::av_items_quiet(unsafe { sv(inv) }.any() as *mut Sv)
        .iter()
        .copied()
        .collect()
}

/// `$pair->key` / `$pair->value`: a copy of the element (undef when missing).
fn pair_elem(c: *mut Ctx, mark: usize, gimme: i64, i: usize) -> *mut Sv {
    let items = pair_items(c, mark);
    let r = match items.get(i).copied().filter(|p| !p.is_null()) {
        Some(p) => mortal_copy(c, p),
        None => xs::undef(c),
    };
    one_result(c, gimme, r)
}

extern "C-unwind" fn pair_key(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    pair_elem(c, mark, gimme, 0)
}

extern "C-unwind" fn pair_value(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    pair_elem(c, mark, gimme, 1)
}

/// `$pair->TO_JSON`: a plain array reference holding copies of the pair.
extern "C-unwind" fn pair_to_json(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let items: Vec<*mut Sv> = pair_items(c, mark)
        .into_iter()
        .map(|p| if p.is_null() { xs::undef(c) } else { p })
        .collect();
    let av = xs::new_av(c);
    xs::av_assign(c, av, &items);
    let r = xs::new_rv_owning(c, av);
    one_result(c, gimme, r)
}

/// A List::Util or Scalar::Util function as a sub (`\&Scalar::Util::tainted`), called as
/// the op is: each function's own trampoline passes its number.
extern "C-unwind" fn util_sub<const N: u32>(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    camelift_pp_util(c, N as i32, mark, gimme)
}

const UTIL_SUBS: [xs::SubFn; 64] = [
    util_sub::<0>,
    util_sub::<1>,
    util_sub::<2>,
    util_sub::<3>,
    util_sub::<4>,
    util_sub::<5>,
    util_sub::<6>,
    util_sub::<7>,
    util_sub::<8>,
    util_sub::<9>,
    util_sub::<10>,
    util_sub::<11>,
    util_sub::<12>,
    util_sub::<13>,
    util_sub::<14>,
    util_sub::<15>,
    util_sub::<16>,
    util_sub::<17>,
    util_sub::<18>,
    util_sub::<19>,
    util_sub::<20>,
    util_sub::<21>,
    util_sub::<22>,
    util_sub::<23>,
    util_sub::<24>,
    util_sub::<25>,
    util_sub::<26>,
    util_sub::<27>,
    util_sub::<28>,
    util_sub::<29>,
    util_sub::<30>,
    util_sub::<31>,
    util_sub::<32>,
    util_sub::<33>,
    util_sub::<34>,
    util_sub::<35>,
    util_sub::<36>,
    util_sub::<37>,
    util_sub::<38>,
    util_sub::<39>,
    util_sub::<40>,
    util_sub::<41>,
    util_sub::<42>,
    util_sub::<43>,
    util_sub::<44>,
    util_sub::<45>,
    util_sub::<46>,
    util_sub::<47>,
    util_sub::<48>,
    util_sub::<49>,
    util_sub::<50>,
    util_sub::<51>,
    util_sub::<52>,
    util_sub::<53>,
    util_sub::<54>,
    util_sub::<55>,
    util_sub::<56>,
    util_sub::<57>,
    util_sub::<58>,
    util_sub::<59>,
    util_sub::<60>,
    util_sub::<61>,
    util_sub::<62>,
    util_sub::<63>,
];
const _: () = assert!(UtilFunc::ALL.len() <= UTIL_SUBS.len());

/// `hooks.native_sub`: a function of these modules that takes no block, by full name.
pub fn native_sub(_c: *mut Ctx, full: &[u8]) -> Option<xs::SubFn> {
    let full = std::str::from_utf8(full).ok()?;
    let (module, name) = full.rsplit_once("::")?;
    let f = UtilFunc::ALL
        .iter()
        .find(|f| f.module() == module && f.name() == name)?;
    if f.takes_block() {
        return None;
    }
    UTIL_SUBS.get(*f as usize).copied()
}
