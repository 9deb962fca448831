//! Operator overloading (perl's "amagic", gv.c `Gv_AMupdate` and `amagic_call`).
//!
//! `use overload` is the real overload.pm: its `OVERLOAD` names a sub `(KEY` in the
//! class for each key (a method name instead is kept in `$Class::(KEY`, the sub then
//! being `overload::nil`), `((` to mark the class, and `$Class::()` for `fallback`. A
//! class's table is built from those names through the MRO when an object of it first
//! meets an operator after any sub or `@ISA` changed, as perl rebuilds its AMT.
//!
//! `binary` and `unary` are perl's `amagic_call`: the method of the left operand, then
//! of the right one (swapped), then the substitutions perl makes when `fallback` is not
//! 0 (comparisons through `<=>`/`cmp`, `.` and `x` through string conversion, the
//! conversions through each other, `neg` through `-`, `abs` through `<` and `neg`, `++`
//! through `+`), then `nomethod`, then perl's "no method found" error unless `fallback`
//! is true, which leaves the operation to the ordinary operator on the converted values.
//! Statements under `no overloading` call nothing.

use crate::core::diag::die_msg;
use crate::core::interp::{interp, Cv};
use crate::core::sv::{self, sv};
use camelift_abi::*;
use std::collections::HashMap;
use std::rc::Rc;

/// The operators a class can overload here, by perl's key (`overload::%ops`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Key {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Lshift,
    Rshift,
    Repeat,
    Concat,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Ncmp,
    Slt,
    Sle,
    Sgt,
    Sge,
    Seq,
    Sne,
    Scmp,
    BAnd,
    BOr,
    BXor,
    SBAnd,
    SBOr,
    SBXor,
    Compl,
    SCompl,
    Neg,
    Abs,
    Bool,
    Str,
    Num,
    Inc,
    Dec,
    Sqrt,
    Atan2,
    Int,
    Sin,
    Cos,
    Exp,
    Log,
    Nomethod,
}

impl Key {
    pub fn name(self) -> &'static str {
        match self {
            Key::Add => "+",
            Key::Sub => "-",
            Key::Mul => "*",
            Key::Div => "/",
            Key::Mod => "%",
            Key::Pow => "**",
            Key::Lshift => "<<",
            Key::Rshift => ">>",
            Key::Repeat => "x",
            Key::Concat => ".",
            Key::Lt => "<",
            Key::Le => "<=",
            Key::Gt => ">",
            Key::Ge => ">=",
            Key::Eq => "==",
            Key::Ne => "!=",
            Key::Ncmp => "<=>",
            Key::Slt => "lt",
            Key::Sle => "le",
            Key::Sgt => "gt",
            Key::Sge => "ge",
            Key::Seq => "eq",
            Key::Sne => "ne",
            Key::Scmp => "cmp",
            Key::BAnd => "&",
            Key::BOr => "|",
            Key::BXor => "^",
            Key::SBAnd => "&.",
            Key::SBOr => "|.",
            Key::SBXor => "^.",
            Key::Compl => "~",
            Key::SCompl => "~.",
            Key::Neg => "neg",
            Key::Abs => "abs",
            Key::Bool => "bool",
            Key::Str => "\"\"",
            Key::Num => "0+",
            Key::Inc => "++",
            Key::Dec => "--",
            Key::Sqrt => "sqrt",
            Key::Atan2 => "atan2",
            Key::Int => "int",
            Key::Sin => "sin",
            Key::Cos => "cos",
            Key::Exp => "exp",
            Key::Log => "log",
            Key::Nomethod => "nomethod",
        }
    }

    /// The assignment variant's key (`+=` of `+`), for the method looked up first.
    fn assign_name(self) -> Option<&'static str> {
        Some(match self {
            Key::Add => "+=",
            Key::Sub => "-=",
            Key::Mul => "*=",
            Key::Div => "/=",
            Key::Mod => "%=",
            Key::Pow => "**=",
            Key::Lshift => "<<=",
            Key::Rshift => ">>=",
            Key::Repeat => "x=",
            Key::Concat => ".=",
            Key::BAnd => "&=",
            Key::BOr => "|=",
            Key::BXor => "^=",
            _ => return None,
        })
    }

    const ALL: &'static [Key] = &[
        Key::Add,
        Key::Sub,
        Key::Mul,
        Key::Div,
        Key::Mod,
        Key::Pow,
        Key::Lshift,
        Key::Rshift,
        Key::Repeat,
        Key::Concat,
        Key::Lt,
        Key::Le,
        Key::Gt,
        Key::Ge,
        Key::Eq,
        Key::Ne,
        Key::Ncmp,
        Key::Slt,
        Key::Sle,
        Key::Sgt,
        Key::Sge,
        Key::Seq,
        Key::Sne,
        Key::Scmp,
        Key::BAnd,
        Key::BOr,
        Key::BXor,
        Key::SBAnd,
        Key::SBOr,
        Key::SBXor,
        Key::Compl,
        Key::SCompl,
        Key::Neg,
        Key::Abs,
        Key::Bool,
        Key::Str,
        Key::Num,
        Key::Inc,
        Key::Dec,
        Key::Sqrt,
        Key::Atan2,
        Key::Int,
        Key::Sin,
        Key::Cos,
        Key::Exp,
        Key::Log,
        Key::Nomethod,
    ];
}

/// The keys of overload.pm that this runtime does not call yet (abi's list, which the
/// compiler refuses first where it sees them).
pub use camelift_abi::OVERLOAD_NOT_YET as NOT_YET_KEYS;

/// perl's AMGfallNEVER / AMGfallNO / AMGfallYES: `fallback => 0`, undef, true.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Fallback {
    Never,
    No,
    Yes,
}

/// A class's overloading: its methods by key (CODE heads, each holding a count) and
/// its fallback.
pub struct Table {
    methods: HashMap<&'static str, *mut Sv>,
    fallback: Fallback,
    class: Vec<u8>,
}

impl Table {
    fn get(&self, k: &str) -> Option<*mut Sv> {
        self.methods.get(k).copied()
    }
}

/// The tables built, by class (its interned stash's address), with the method
/// generation they were built in; and whether any sub of overload.pm's names (`((`,
/// `()`) was ever defined, without which no class overloads anything.
#[derive(Default)]
pub struct Cache {
    tables: HashMap<usize, (u64, Option<Rc<Table>>)>,
    pub any: bool,
}

/// Whether any class may overload operators (false until overload.pm defined a class's
/// marker sub): the cheap test of paths that would look at every value.
#[inline(always)]
pub fn any_overloading(c: *mut Ctx) -> bool {
    interp(c).amagic.any
}

/// A sub is being named `full` by a glob assignment: `Class::((` and `Class::()` are
/// what overload.pm defines first in a class it overloads.
pub fn note_sub_name(c: *mut Ctx, full: &[u8]) {
    if full.ends_with(b"::((") || full.ends_with(b"::()") {
        interp(c).amagic.any = true;
    }
}

/// The sub `Class::NAME` as the MRO finds it: its CODE head and the class it is in.
fn find_sub(c: *mut Ctx, class: &[u8], name: &[u8]) -> Option<(*mut Sv, Vec<u8>)> {
    for pkg in crate::core::obj::linear_isa(c, class) {
        let full = [pkg.as_slice(), b"::", name].concat();
        if let Some(&cv) = interp(c).sub_cvs.get(&full) {
            return Some((cv, pkg));
        }
        if let Some(&f) = interp(c).subs.get(&full) {
            let cv = crate::core::call::shared_cv(c, f, || full.clone());
            return Some((cv, pkg));
        }
    }
    None
}

/// Whether a CODE head is overload.pm's `nil` (the key's method is named in the glob's
/// scalar instead).
fn is_nil(c: *mut Ctx, cv: *mut Sv) -> bool {
    let Some(&nil) = interp(c).subs.get(b"overload::nil".as_slice()) else {
        return false;
    };
    // SAFETY: a CODE head's `any` is its Cv.
    let f = unsafe { &*(sv(cv).any() as *const Cv) }.func;
    f as usize == nil as usize
}

/// Gv_AMupdate: the table of `class`, None when it has no overloading.
fn build(c: *mut Ctx, class: &[u8]) -> Option<Table> {
    let fb_glob = find_sub(c, class, b"()");
    if fb_glob.is_none() && find_sub(c, class, b"((").is_none() {
        return None;
    }
    let fallback = match &fb_glob {
        Some((_, pkg)) => {
            let g = crate::core::interp::gv_fetch(c, &[pkg.as_slice(), b"::()"].concat());
            let v = crate::core::interp::gv(g).sv;
            if sv::is_undef(v) {
                Fallback::No
            } else if sv::truth(c, v) {
                Fallback::Yes
            } else {
                Fallback::Never
            }
        }
        None => Fallback::No,
    };
    let mut methods = HashMap::new();
    let keys = Key::ALL
        .iter()
        .map(|k| k.name())
        .chain(Key::ALL.iter().filter_map(|k| k.assign_name()))
        .chain(["="]);
    for key in keys.chain(NOT_YET_KEYS.iter().copied()) {
        let name = [b"(".as_slice(), key.as_bytes()].concat();
        let Some((mut cv, pkg)) = find_sub(c, class, &name) else {
            continue;
        };
        if NOT_YET_KEYS.contains(&key) {
            die_msg(
                c,
                format!(
                    "overloading \"{key}\" (in package {}) is not supported yet",
                    String::from_utf8_lossy(class)
                ),
            );
        }
        if is_nil(c, cv) {
            // A method given by name: found from the object's class.
            let g = crate::core::interp::gv_fetch(c, &[pkg.as_slice(), b"::", &name].concat());
            let meth = sv::to_bytes_quiet(crate::core::interp::gv(g).sv);
            match find_sub(c, class, &meth) {
                Some((m, _)) => cv = m,
                None => die_msg(
                    c,
                    format!(
                        "Can't resolve method \"{}\" overloading \"{key}\" in package \"{}\"",
                        String::from_utf8_lossy(&meth),
                        String::from_utf8_lossy(class)
                    ),
                ),
            }
        }
        methods.insert(key, sv::inc(cv));
    }
    Some(Table {
        methods,
        fallback,
        class: class.to_vec(),
    })
}

/// The overloading table of a value's class: Some for a reference to an object of a
/// class with overloading, when the running statement is not under `no overloading`.
#[inline(always)]
pub fn table(c: *mut Ctx, v: *mut Sv) -> Option<Rc<Table>> {
    // SAFETY: `v` is a live head the caller holds a reference to for the call.
    let s = unsafe { sv(v) };
    if s.flags & SVF_ROK == 0 {
        return None;
    }
    table_of_ref(c, s.any() as *mut Sv)
}

/// `table` of a reference's referent `t`.
#[inline(never)]
fn table_of_ref(c: *mut Ctx, t: *mut Sv) -> Option<Rc<Table>> {
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    if !interp(c).amagic.any || unsafe { sv(t) }.flags & SVF_BLESSED == 0 {
        return None;
    }
    let stash = crate::core::obj::class_of(c, t)?;
    if crate::core::caller::no_amagic_here(c) {
        return None;
    }
    let generation = crate::core::obj::generation();
    if let Some((g, t)) = interp(c).amagic.tables.get(&(stash as usize)) {
        if *g == generation {
            return t.clone();
        }
    }
    let class = crate::core::obj::class_name(c, t)?.to_vec();
    let built = build(c, &class).map(Rc::new);
    interp(c)
        .amagic
        .tables
        .insert(stash as usize, (generation, built.clone()));
    built
}

/// Whether either operand may be overloaded (a blessed reference): the cheap test
/// before `binary`.
#[inline]
pub fn maybe(a: *mut Sv, b: *mut Sv) -> bool {
    // SAFETY: `a` and `b` are live heads the caller holds references to for the call.
    let (fa, fb) = unsafe { (sv(a).flags, sv(b).flags) };
    (fa | fb) & SVF_ROK != 0 && (blessed_ref(a) || blessed_ref(b))
}

#[inline]
fn blessed_ref(v: *mut Sv) -> bool {
    // SAFETY: `v` is a live head the caller holds a reference to for the call.
    let s = unsafe { sv(v) };
    // SAFETY: the referent of a live reference, which holds a count on it for the call.
    s.flags & SVF_ROK != 0 && unsafe { sv(s.any() as *mut Sv) }.flags & SVF_BLESSED != 0
}

/// Calls an overloading method in scalar context, on a stack of its own (perl's
/// PERLSI_OVERLOAD): its result as a new mortal.
fn call(c: *mut Ctx, cv: *mut Sv, args: &[*mut Sv]) -> *mut Sv {
    crate::core::call::call_for_value(c, cv, args, G_SCALAR)
}

fn third(c: *mut Ctx, swapped: Option<bool>) -> *mut Sv {
    match swapped {
        None => sv::undef(c),
        Some(s) => sv::bool_sv(c, s),
    }
}

/// What a comparison substituted through `<=>` or `cmp` makes of that method's result.
fn compare_result(c: *mut Ctx, key: Key, r: *mut Sv) -> *mut Sv {
    let info = crate::core::interp::Info::simple("");
    let n = crate::core::num::to_nv(sv::to_num(c, r, &info, 0));
    let b = match key {
        Key::Lt | Key::Slt => n < 0.0,
        Key::Le | Key::Sle => n <= 0.0,
        Key::Gt | Key::Sgt => n > 0.0,
        Key::Ge | Key::Sge => n >= 0.0,
        Key::Eq | Key::Seq => n == 0.0,
        Key::Ne | Key::Sne => n != 0.0,
        _ => return r,
    };
    sv::bool_sv(c, b)
}

fn no_method(c: *mut Ctx, key: &str, a: *mut Sv, b: Option<*mut Sv>) -> ! {
    let class = |v: *mut Sv| table(c, v).map(|t| String::from_utf8_lossy(&t.class).into_owned());
    let left = match class(a) {
        Some(p) => format!("in overloaded package {p}"),
        None => "has no overloaded magic".to_string(),
    };
    let msg = match b {
        None => format!("Operation \"{key}\": no method found, argument {left}"),
        Some(b) => {
            let right = match class(b) {
                Some(p) => format!("in overloaded package {p}"),
                None => "has no overloaded magic".to_string(),
            };
            format!(
                "Operation \"{key}\": no method found,\n\tleft argument {left},\n\tright argument {right}"
            )
        }
    };
    die_msg(c, msg)
}

/// amagic_call for a binary operator: the method's result, or None when the ordinary
/// operator should run (no overloading, or `fallback` true). `assign`: the operator is
/// the `+=` form.
pub fn binary(c: *mut Ctx, key: Key, a: *mut Sv, b: *mut Sv, assign: bool) -> Option<*mut Sv> {
    let lt = table(c, a);
    let rt = table(c, b);
    if lt.is_none() && rt.is_none() {
        return None;
    }
    let swapped_no = if assign { None } else { Some(false) };
    if let Some(t) = &lt {
        let own = if assign {
            key.assign_name().and_then(|k| t.get(k))
        } else {
            None
        };
        let cv = own.or_else(|| {
            (!assign || t.fallback > Fallback::Never)
                .then(|| t.get(key.name()))
                .flatten()
        });
        if let Some(cv) = cv {
            if own.is_some() {
                // A mutator of its own (`+=`): an object shared with another reference is
                // copied first (the copy constructor).
                copy_before_mutation(c, t, a);
            }
            let s = third(c, swapped_no);
            return Some(call(c, cv, &[a, b, s]));
        }
    }
    if let Some(t) = &rt {
        if let Some(cv) = t.get(key.name()) {
            let s = sv::yes(c);
            return Some(call(c, cv, &[b, a, s]));
        }
    }
    let lfb = lt.as_ref().map(|t| t.fallback);
    let rfb = rt.as_ref().map(|t| t.fallback);
    if lfb.is_some_and(|f| f > Fallback::Never) || rfb.is_some_and(|f| f > Fallback::Never) {
        if matches!(key, Key::Concat | Key::Repeat) {
            // Left to the operator on the string conversions.
            return None;
        }
        let via = match key {
            Key::Lt | Key::Le | Key::Gt | Key::Ge | Key::Eq | Key::Ne => Some(Key::Ncmp),
            Key::Slt | Key::Sle | Key::Sgt | Key::Sge | Key::Seq | Key::Sne => Some(Key::Scmp),
            _ => None,
        };
        if let Some(via) = via {
            if let Some(t) = lt.as_ref().filter(|t| t.fallback > Fallback::Never) {
                if let Some(cv) = t.get(via.name()) {
                    let s = sv::no(c);
                    let r = call(c, cv, &[a, b, s]);
                    return Some(compare_result(c, key, r));
                }
            }
            if let Some(t) = rt.as_ref().filter(|t| t.fallback > Fallback::Never) {
                if let Some(cv) = t.get(via.name()) {
                    let s = sv::yes(c);
                    let r = call(c, cv, &[b, a, s]);
                    return Some(compare_result(c, key, r));
                }
            }
        }
    }
    let name = if assign {
        key.assign_name().unwrap_or(key.name())
    } else {
        key.name()
    };
    if let Some(cv) = lt.as_ref().and_then(|t| t.get("nomethod")) {
        let s = third(c, swapped_no);
        let op = sv::mortal_pv(c, name.as_bytes());
        return Some(call(c, cv, &[a, b, s, op]));
    }
    if let Some(cv) = rt.as_ref().and_then(|t| t.get("nomethod")) {
        let s = sv::yes(c);
        let op = sv::mortal_pv(c, name.as_bytes());
        return Some(call(c, cv, &[b, a, s, op]));
    }
    let default = lfb.is_none_or(|f| f >= Fallback::Yes) && rfb.is_none_or(|f| f >= Fallback::Yes);
    if default {
        return None;
    }
    no_method(c, name, a, Some(b))
}

/// `unary` of a value that may not be an object (the cheap test first): the method's
/// result, or None for the ordinary operator.
#[inline]
pub fn overloaded_unary(c: *mut Ctx, key: Key, a: *mut Sv) -> Option<*mut Sv> {
    if !maybe(a, a) {
        return None;
    }
    unary(c, key, a)
}

/// amagic_call for a unary operator or conversion (`neg`, `abs`, `bool`, `""`, `0+`,
/// `++`, `--`): the method's result, or None when the ordinary operator should run.
pub fn unary(c: *mut Ctx, key: Key, a: *mut Sv) -> Option<*mut Sv> {
    let t = table(c, a)?;
    let undef = sv::undef(c);
    let no = sv::no(c);
    if let Some(cv) = t.get(key.name()) {
        if matches!(key, Key::Inc | Key::Dec) {
            // `++`/`--` mutate their operand (their value is not used), after the copy
            // constructor when the object is shared.
            copy_before_mutation(c, &t, a);
            call(c, cv, &[a, undef, no]);
            return Some(a);
        }
        return Some(call(c, cv, &[a, undef, no]));
    }
    if t.fallback > Fallback::Never {
        let first = |keys: &[Key]| keys.iter().find_map(|k| t.get(k.name()));
        match key {
            Key::Bool | Key::Num | Key::Str => {
                let order: &[Key] = match key {
                    Key::Bool => &[Key::Num, Key::Str],
                    Key::Num => &[Key::Str, Key::Bool],
                    _ => &[Key::Num, Key::Bool],
                };
                if let Some(cv) = first(order) {
                    return Some(call(c, cv, &[a, undef, no]));
                }
            }
            Key::Neg => {
                if let Some(cv) = t.get("-") {
                    let zero = sv::mortal_iv(c, 0);
                    let yes = sv::yes(c);
                    return Some(call(c, cv, &[a, zero, yes]));
                }
            }
            Key::Abs => {
                let less = t
                    .get("<")
                    .map(|cv| (cv, true))
                    .or(t.get("<=>").map(|cv| (cv, false)));
                let negate = t.get("neg").or(t.get("-"));
                if let (Some((lcv, is_lt)), Some(_)) = (less, negate) {
                    let zero = sv::mortal_iv(c, 0);
                    let r = call(c, lcv, &[a, zero, no]);
                    let negative = if is_lt {
                        sv::truth(c, r)
                    } else {
                        let info = crate::core::interp::Info::simple("");
                        crate::core::num::to_nv(sv::to_num(c, r, &info, 0)) < 0.0
                    };
                    if !negative {
                        return Some(a);
                    }
                    if let Some(cv) = t.get("neg") {
                        return Some(call(c, cv, &[a, undef, no]));
                    }
                    if let Some(cv) = t.get("-") {
                        let zero = sv::mortal_iv(c, 0);
                        let yes = sv::yes(c);
                        return Some(call(c, cv, &[a, zero, yes]));
                    }
                }
            }
            Key::Int => {
                // perl leaves `int` to the numeric conversion ("FAIL safe").
                return None;
            }
            Key::Inc | Key::Dec => {
                let (k, ka) = if key == Key::Inc {
                    ("+", "+=")
                } else {
                    ("-", "-=")
                };
                if let Some(cv) = t.get(ka) {
                    copy_before_mutation(c, &t, a);
                    let yes = sv::yes(c);
                    return Some(call(c, cv, &[a, yes, undef]));
                }
                if let Some(cv) = t.get(k) {
                    let one = sv::mortal_iv(c, 1);
                    return Some(call(c, cv, &[a, one, undef]));
                }
            }
            _ => {}
        }
    }
    if let Some(cv) = t.get("nomethod") {
        let op = sv::mortal_pv(c, key.name().as_bytes());
        return Some(call(c, cv, &[a, undef, no, op]));
    }
    if t.fallback >= Fallback::Yes {
        return None;
    }
    no_method(c, key.name(), a, None)
}

/// perl's copy constructor before a mutator (`++`, `--`, `+=` of its own): when the
/// object `a` refers to is also referred to elsewhere, `a` is made to refer to a copy:
/// the `=` method's, or for an object that is a plain scalar a new one with its value;
/// else (no `=`) perl's "no method found" unless `fallback` is true or there is
/// `nomethod` (whose result is the copy), which leave the object shared.
fn copy_before_mutation(c: *mut Ctx, t: &Table, a: *mut Sv) {
    // SAFETY: `a` is a live reference the caller holds; its referent is live.
    let target = unsafe { sv(a) }.any() as *mut Sv;
    // SAFETY: as above.
    if unsafe { sv(target) }.refcnt <= 1 {
        return;
    }
    let undef = sv::undef(c);
    let no = sv::no(c);
    let copy = if let Some(cv) = t.get("=") {
        Some(call(c, cv, &[a, undef, no]))
    // SAFETY: as above.
    } else if t.fallback > Fallback::Never
        && unsafe { sv(target) }.flags & (SVT_MASK | SVF_ROK) == 0
    {
        // A blessed scalar: a new scalar with its value, in the same class.
        let fresh = sv::newsv_copy(c, target);
        let r = crate::core::refs::new_rv_owning(c, fresh);
        let class = sv::mortal_pv(c, &t.class);
        crate::core::obj::camelift_bless(c, r, class, std::ptr::null());
        Some(sv::mortalize(c, r))
    } else if let Some(cv) = t.get("nomethod") {
        let op = sv::mortal_pv(c, b"=");
        Some(call(c, cv, &[a, undef, no, op]))
    } else if t.fallback >= Fallback::Yes {
        None
    } else {
        no_method(c, "=", a, None)
    };
    if let Some(r) = copy {
        sv::camelift_sv_setsv(c, a, r);
    }
}

/// A conversion's result when it is not the object itself (a method that returns its
/// own object leaves the ordinary conversion to run, as perl does).
pub fn conversion(c: *mut Ctx, key: Key, a: *mut Sv) -> Option<*mut Sv> {
    let r = unary(c, key, a)?;
    // SAFETY: `r` and `a` are live heads held by the mortal stack or the caller.
    let (rs, s) = unsafe { (sv(r), sv(a)) };
    (!(rs.flags & SVF_ROK != 0 && rs.any() == s.any())).then_some(r)
}

/// An interpolation with an object among its parts, `"a$o b"`: perl's concatenations one
/// by one, left to right, each through `.`'s overloading (or the string conversions).
/// None when no part is an object.
#[inline(always)]
pub fn concat_chain(
    c: *mut Ctx,
    items: &[*mut Sv],
    info: &crate::core::interp::Info,
) -> Option<*mut Sv> {
    if !interp(c).amagic.any || items.len() < 2 || !items.iter().any(|&i| blessed_ref(i)) {
        return None;
    }
    concat_chain_slow(c, items, info)
}

#[cold]
#[inline(never)]
fn concat_chain_slow(
    c: *mut Ctx,
    items: &[*mut Sv],
    info: &crate::core::interp::Info,
) -> Option<*mut Sv> {
    let mut acc = items[0];
    for (i, &it) in items.iter().enumerate().skip(1) {
        acc = match binary(c, Key::Concat, acc, it, false) {
            Some(r) => r,
            None => sv::mortal_concat(c, &[acc, it], info, i - 1, None),
        };
    }
    Some(acc)
}
