//! Data::Dumper, built in: `Dumper(LIST)` and the object interface format values as perl
//! 5.36's XS implementation does (Dumper.xs of Data::Dumper 2.184, `DD_dump` and
//! `Dumpxs`). As in Data/Dumper.pm, `Dumper` is `Data::Dumper->Dump([@_])`: `new` copies
//! the package variables (`$Data::Dumper::Indent`, ...) into the object at each call, so
//! `local` on them works as in perl.
//!
//! Not built in (each a run-time "not supported yet" error when it would change the
//! output): the Freezer, Deparse and Useperl settings, the `Seen` method, and
//! dumping globs. Sparseseen only spares perl memory; the output is the same.

use std::collections::HashMap;

use crate::core::xs::{self, die_msg, gv, gv_fetch, push, sv};
use camelift_abi::*;

/// Where perl's own Data::Dumper reports its errors and warnings from (the statement of
/// `Dump` that calls the XS code), as this machine's perl 5.36 prints it.
/// `FILE line N` of Data/Dumper.pm, where perl's messages from the module point: the
/// file is `$INC{"Data/Dumper.pm"}`, which the compiler sets for the target's perl (so an
/// aarch64 program names /usr/lib/aarch64-linux-gnu/...).
fn pm_at(c: *mut Ctx, line: u32) -> String {
    let inc = gv(gv_fetch(c, b"main::INC")).hv;
    let path = if inc.is_null() {
        None
    } else {
        xs::hv_body(c, inc)
            .map
            .get(b"Data/Dumper.pm")
            .map(|v| xs::to_bytes_quiet(*v))
    };
    let path = path.unwrap_or_else(|| b"Data/Dumper.pm".to_vec());
    format!("{} line {line}", String::from_utf8_lossy(&path))
}

/// The line of Data/Dumper.pm that calls the XS `Dumpxs`.
const DUMPXS_LINE: u32 = 212;

/// A default of a configuration variable.
enum Default {
    Iv(i64),
    Pv(&'static [u8]),
}

/// The module's variables and the values Data/Dumper.pm gives them when it loads.
const DEFAULTS: [(&[u8], Default); 20] = [
    (b"Indent", Default::Iv(2)),
    (b"Trailingcomma", Default::Iv(0)),
    (b"Purity", Default::Iv(0)),
    (b"Pad", Default::Pv(b"")),
    (b"Varname", Default::Pv(b"VAR")),
    (b"Useqq", Default::Iv(0)),
    (b"Terse", Default::Iv(0)),
    (b"Freezer", Default::Pv(b"")),
    (b"Toaster", Default::Pv(b"")),
    (b"Deepcopy", Default::Iv(0)),
    (b"Quotekeys", Default::Iv(1)),
    (b"Bless", Default::Pv(b"bless")),
    (b"Maxdepth", Default::Iv(0)),
    (b"Pair", Default::Pv(b" => ")),
    (b"Useperl", Default::Iv(0)),
    (b"Sortkeys", Default::Iv(0)),
    (b"Deparse", Default::Iv(0)),
    (b"Sparseseen", Default::Iv(0)),
    (b"Maxrecurse", Default::Iv(1000)),
    (b"VERSION", Default::Pv(b"2.184")),
];

/// `$Data::Dumper::NAME`.
fn var(c: *mut Ctx, name: &[u8]) -> *mut Sv {
    gv(gv_fetch(c, &[b"Data::Dumper::".as_slice(), name].concat())).sv
}

/// `use Data::Dumper`: `$Indent = 2 unless defined $Indent;` and so on, and the module's
/// subs, as native code (found by method calls and `\&Data::Dumper::Dumper`).
pub fn init(c: *mut Ctx) {
    for (name, default) in &DEFAULTS {
        let p = var(c, name);
        if xs::is_undef(p) {
            match default {
                Default::Iv(i) => xs::set_num(p, xs::Num::Iv(*i)),
                Default::Pv(s) => xs::set_pv(p, s),
            }
        }
    }
    for (name, f) in METHODS {
        let full = [b"Data::Dumper::".as_slice(), name.as_bytes()].concat();
        xs::interp(c).subs.entry(full).or_insert(f);
    }
}

/// perl's warning for an undefined configuration value that the XS code reads (Data/Dumper.pm
/// has `use warnings`, so it is given whatever the program's own warnings are).
fn warn_uninit(c: *mut Ctx) {
    xs::emit_warning(
        c,
        format!(
            "Use of uninitialized value in subroutine entry at {}.\n",
            pm_at(c, DUMPXS_LINE)
        )
        .as_bytes(),
    );
}

/// SvIV, as the XS code reads a number.
fn iv(c: *mut Ctx, p: *mut Sv) -> i64 {
    if xs::is_undef(p) {
        warn_uninit(c);
        return 0;
    }
    xs::num_to_iv(xs::to_num(c, p, &xs::Info::simple("Data::Dumper"), 0))
}

enum Sortkeys {
    No,
    /// Perl's string order (`sortsv` with `sv_cmp`).
    Str,
    /// A code reference returning an array reference of the keys to dump.
    Code(*mut Sv),
}

/// The configuration of one dump (perl's `Style`).
struct Style {
    /// Which of `pad`, `pair`, `bless` are undefined: each use warns.
    pad_undef: bool,
    pair_undef: bool,
    bless_undef: bool,
    indent: i64,
    pad: Vec<u8>,
    xpad: Vec<u8>,
    sep: Vec<u8>,
    pair: Vec<u8>,
    bless: Vec<u8>,
    /// A method to call on each object when the dump is evaluated (`->toaster()`).
    toaster: Vec<u8>,
    sortkeys: Sortkeys,
    maxrecurse: i64,
    maxrecursed: bool,
    purity: bool,
    deepcopy: bool,
    quotekeys: bool,
    maxdepth: i64,
    useqq: bool,
    trailingcomma: bool,
}

/// The object's keys that `new` copies from the package variables.
const SETTINGS: [(&[u8], &[u8]); 19] = [
    (b"indent", b"Indent"),
    (b"trailingcomma", b"Trailingcomma"),
    (b"pad", b"Pad"),
    (b"pair", b"Pair"),
    (b"varname", b"Varname"),
    (b"purity", b"Purity"),
    (b"useqq", b"Useqq"),
    (b"terse", b"Terse"),
    (b"freezer", b"Freezer"),
    (b"toaster", b"Toaster"),
    (b"deepcopy", b"Deepcopy"),
    (b"quotekeys", b"Quotekeys"),
    (b"bless", b"Bless"),
    (b"maxdepth", b"Maxdepth"),
    (b"maxrecurse", b"Maxrecurse"),
    (b"useperl", b"Useperl"),
    (b"sortkeys", b"Sortkeys"),
    (b"deparse", b"Deparse"),
    (b"noseen", b"Sparseseen"),
];

fn hv_get(c: *mut Ctx, hv: *mut Sv, key: &[u8]) -> Option<*mut Sv> {
    xs::hv_body(c, hv).map.get(key).copied()
}

fn new_str(c: *mut Ctx, s: &[u8]) -> *mut Sv {
    xs::new_pv(c, s)
}

/// A new reference (not mortal) to a new empty array or hash.
fn new_ref_to(c: *mut Ctx, target: *mut Sv) -> *mut Sv {
    let r = xs::new_sv(c);
    // SAFETY: `r` was made just above; this function holds its only reference.
    (unsafe { sv(r) }).flags = SVF_ROK;
    // SAFETY: `r` was made just above; this function holds its only reference.
    (unsafe { sv(r) }).set_any(target as *mut u8);
    r
}

fn array_ref(p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
    (s.flags & SVF_ROK != 0 && unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVAV)
        .then(|| s.any() as *mut Sv)
}

fn hash_ref(p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
    (s.flags & SVF_ROK != 0 && unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVHV)
        .then(|| s.any() as *mut Sv)
}

/// `Data::Dumper->new(VALUES, NAMES)`: a mortal reference to the object, a hash blessed
/// into `class` holding a copy of each package variable.
fn new_object(
    c: *mut Ctx,
    class: *mut Sv,
    vals: Option<*mut Sv>,
    names: Option<*mut Sv>,
) -> *mut Sv {
    let vals = match vals {
        Some(v) if array_ref(v).is_some() => v,
        _ => die_msg(c, "Usage:  PACKAGE->new(ARRAYREF, [ARRAYREF])"),
    };
    let hv = xs::new_hv(c);
    let obj = xs::new_rv_owning(c, hv);
    xs::hv_store(c, hv, b"level", xs::new_iv(c, 0));
    for (key, name) in SETTINGS {
        let v = xs::newsv_copy(c, var(c, name));
        xs::hv_store(c, hv, key, v);
    }
    let indent = var(c, b"Indent");
    // `if ($Indent > 0) { $s->{xpad} = "  "; $s->{sep} = "\n" }`
    let lines = if xs::is_undef(indent) {
        xs::emit_warning(
            c,
            format!(
                "Use of uninitialized value $Data::Dumper::Indent in numeric gt (>) at {}.\n",
                pm_at(c, 117)
            )
            .as_bytes(),
        );
        false
    } else {
        xs::num_to_nv(xs::to_num(c, indent, &xs::Info::simple("Data::Dumper"), 0)) > 0.0
    };
    xs::hv_store(c, hv, b"xpad", new_str(c, if lines { b"  " } else { b"" }));
    xs::hv_store(c, hv, b"sep", new_str(c, if lines { b"\n" } else { b"" }));
    xs::hv_store(c, hv, b"apad", new_str(c, b""));
    let seen = new_ref_to(c, xs::new_hv(c));
    xs::hv_store(c, hv, b"seen", seen);
    xs::hv_store(c, hv, b"todump", xs::newsv_copy(c, vals));
    let names = match names {
        Some(n) if array_ref(n).is_some() => xs::newsv_copy(c, n),
        _ => new_ref_to(c, xs::new_av(c)),
    };
    xs::hv_store(c, hv, b"names", names);
    xs::camelift_bless(c, obj, class, std::ptr::null())
}

/// Reads the object's configuration, as `Dumpxs` does.
fn style_of(c: *mut Ctx, hv: *mut Sv) -> (Style, bool, Option<Vec<u8>>, Vec<u8>) {
    let useperl = xs::truth(c, var(c, b"Useperl"));
    let get = |k: &[u8]| hv_get(c, hv, k).unwrap_or_else(|| xs::undef(c));
    for (key, what) in [
        (b"freezer".as_slice(), "Data::Dumper's Freezer setting"),
        (b"deparse", "Data::Dumper's Deparse setting"),
        (b"useperl", "Data::Dumper's Useperl setting"),
    ] {
        let p = get(key);
        let set = if key == b"freezer" {
            !xs::to_bytes_quiet(p).is_empty()
        } else {
            xs::truth(c, p) || (key == b"useperl" && useperl)
        };
        if set {
            die_msg(c, format!("{what} is not supported yet"));
        }
    }
    let opt_iv = |k: &[u8], default: i64| match hv_get(c, hv, k) {
        Some(p) => iv(c, p),
        None => default,
    };
    let indent = opt_iv(b"indent", 2);
    let purity = opt_iv(b"purity", 0) != 0;
    let maxdepth = opt_iv(b"maxdepth", 0);
    let maxrecurse = opt_iv(b"maxrecurse", 1000);
    let sk = get(b"sortkeys");
    let sortkeys = if !xs::truth(c, sk) {
        Sortkeys::No
    // SAFETY: `sk` is a live head held by its container or the stack for this call.
    } else if unsafe { sv(sk) }.flags & SVF_ROK != 0
        // SAFETY: `sv(sk).any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
        && unsafe { sv(sv(sk).any() as *mut Sv) }.flags & SVT_MASK == SVT_PVCV
    {
        Sortkeys::Code(sk)
    } else {
        Sortkeys::Str
    };
    let st = Style {
        pad_undef: xs::is_undef(get(b"pad")),
        pair_undef: xs::is_undef(get(b"pair")),
        bless_undef: xs::is_undef(get(b"bless")),
        indent,
        pad: xs::to_bytes_quiet(get(b"pad")),
        xpad: xs::to_bytes_quiet(get(b"xpad")),
        sep: xs::to_bytes_quiet(get(b"sep")),
        pair: xs::to_bytes_quiet(get(b"pair")),
        bless: xs::to_bytes_quiet(get(b"bless")),
        toaster: xs::to_bytes_quiet(get(b"toaster")),
        sortkeys,
        maxrecurse,
        maxrecursed: false,
        purity,
        deepcopy: xs::truth(c, get(b"deepcopy")),
        quotekeys: hv_get(c, hv, b"quotekeys").is_none_or(|p| xs::truth(c, p)),
        maxdepth,
        useqq: xs::truth(c, get(b"useqq")),
        trailingcomma: xs::truth(c, get(b"trailingcomma")),
    };
    let terse = xs::truth(c, get(b"terse"));
    let varname = get(b"varname");
    let varname = (!xs::is_undef(varname)).then(|| xs::to_bytes_quiet(varname));
    let apad = xs::to_bytes_quiet(get(b"apad"));
    (st, terse, varname, apad)
}

/// An entry of the table of values already dumped, keyed by address (the referent of a
/// reference, or a plain scalar): the expression that names it, and whether its dump is
/// finished (perl's third element of the entry).
struct SeenEntry {
    name: Vec<u8>,
    done: bool,
}

/// One dump's state.
struct Dumper {
    c: *mut Ctx,
    st: Style,
    seen: HashMap<usize, SeenEntry>,
    /// Statements to run after the value (`$Purity`): `$VAR1->{'a'} = $VAR1`.
    post: Vec<Vec<u8>>,
}

/// `Dumper(LIST)`: `Data::Dumper->Dump([@_])`.
pub fn dumper(c: *mut Ctx, args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let av = xs::new_av(c);
    let copies: Vec<*mut Sv> = args.iter().map(|a| xs::newsv_copy(c, *a)).collect();
    xs::av_body(c, av).items.extend(copies);
    let vals = xs::new_rv_owning(c, av);
    let class = xs::mortal_pv(c, b"Data::Dumper");
    let obj = new_object(c, class, Some(vals), None);
    dump_xs(c, obj, gimme)
}

/// The seen table an object keeps between dumps (`$s->{seen}`: packed address =>
/// [name, reference, done]).
fn load_seen(c: *mut Ctx, seen_hv: *mut Sv) -> HashMap<usize, SeenEntry> {
    let mut seen = HashMap::new();
    for (k, v) in xs::hv_body(c, seen_hv).map.iter() {
        let (Ok(k), Some(av)) = (<[u8; 8]>::try_from(k), array_ref(v)) else {
            continue;
        };
        let items = xs::av_items_quiet(av);
        let at = |i: usize| items.get(i).copied().filter(|p| !p.is_null());
        let Some(name) = at(0) else { continue };
        seen.insert(
            u64::from_ne_bytes(k) as usize,
            SeenEntry {
                name: xs::to_bytes_quiet(name),
                done: at(2).is_some_and(|p| !xs::is_undef(p) && iv(c, p) > 0),
            },
        );
    }
    seen
}

fn store_seen(c: *mut Ctx, seen_hv: *mut Sv, seen: &HashMap<usize, SeenEntry>) {
    // New entries first: their references keep alive what the old ones held.
    let mut entries = vec![];
    for (id, e) in seen {
        let av = xs::new_av(c);
        let mut items = vec![new_str(c, &e.name), new_ref_to(c, xs::inc(*id as *mut Sv))];
        if e.done {
            items.push(xs::new_iv(c, 1));
        }
        xs::av_body(c, av).items.extend(items);
        entries.push(((*id as u64).to_ne_bytes(), new_ref_to(c, av)));
    }
    xs::hv_clear(c, seen_hv);
    for (k, v) in entries {
        xs::hv_store(c, seen_hv, &k, v);
    }
}

/// The name a value is dumped under: `$NAME`, `@NAME`/`%NAME` for `*NAME` given an array
/// or hash, else `$VAR<n>`.
fn value_name(
    c: *mut Ctx,
    given: Option<*mut Sv>,
    val: *mut Sv,
    varname: &Option<Vec<u8>>,
    n: usize,
) -> Vec<u8> {
    if let Some(g) = given.filter(|g| !xs::is_undef(*g)) {
        let mut name = xs::to_bytes_quiet(g);
        if name.first() == Some(&b'*') {
            // SAFETY: `val` is this function's argument, a live head the caller holds a reference to for the call.
            let sigil = if unsafe { sv(val) }.flags & SVF_ROK != 0 {
                // SAFETY: `sv(val).any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
                match unsafe { sv(sv(val).any() as *mut Sv) }.flags & SVT_MASK {
                    SVT_PVAV => b'@',
                    SVT_PVHV => b'%',
                    SVT_PVCV => b'*',
                    _ => b'$',
                }
            } else {
                b'$'
            };
            name[0] = sigil;
        } else if name.first() != Some(&b'$') {
            name.insert(0, b'$');
        }
        return name;
    }
    let mut name = b"$".to_vec();
    match varname {
        Some(v) => name.extend_from_slice(v),
        None => warn_uninit(c),
    }
    name.extend_from_slice(n.to_string().as_bytes());
    name
}

/// perl's `Dumpxs` on an object: in list context one string per value, else their
/// concatenation.
fn dump_xs(c: *mut Ctx, obj: *mut Sv, gimme: i64) -> *mut Sv {
    let Some(hv) = hash_ref(obj) else {
        die_msg(c, "Call to new() method failed to return HASH ref")
    };
    let (st, terse, varname, base_apad) = style_of(c, hv);
    let seen_hv = hv_get(c, hv, b"seen").and_then(hash_ref);
    let mut d = Dumper {
        c,
        st,
        seen: seen_hv.map(|s| load_seen(c, s)).unwrap_or_default(),
        post: vec![],
    };
    let vals: Vec<*mut Sv> = hv_get(c, hv, b"todump")
        .and_then(array_ref)
        .map(|av| xs::av_items_quiet(av).iter().copied().collect())
        .unwrap_or_default();
    // perl fetches each name as an lvalue, so the names array grows to the values'.
    let names: Vec<*mut Sv> = match hv_get(c, hv, b"names").and_then(array_ref) {
        Some(av) => {
            let items = &mut xs::av_body(c, av).items;
            for it in items.iter_mut() {
                if it.is_null() {
                    *it = xs::new_sv(c);
                }
            }
            while items.len() < vals.len() {
                items.push_back(xs::new_sv(c));
            }
            items.iter().copied().collect()
        }
        None => vec![],
    };
    let mut outs: Vec<Vec<u8>> = vec![];
    for (i, &val) in vals.iter().enumerate() {
        let val = if val.is_null() { xs::undef(c) } else { val };
        d.post.clear();
        let given = names.get(i).copied().filter(|p| !p.is_null());
        let name = value_name(c, given, val, &varname, i + 1);
        let mut apad = base_apad.clone();
        if d.st.indent >= 2 && !terse {
            apad.extend(std::iter::repeat_n(b' ', name.len() + 3));
        }
        let mut valstr = vec![];
        d.dump(val, &name, &mut valstr, 0, &apad);
        let mut out = d.pad();
        if !d.post.is_empty() || !terse {
            out.extend_from_slice(&name);
            out.extend_from_slice(b" = ");
            out.extend_from_slice(&valstr);
            out.push(b';');
        } else {
            out.extend_from_slice(&valstr);
        }
        out.extend_from_slice(&d.st.sep);
        if !d.post.is_empty() {
            out.extend_from_slice(&d.pad());
            let n = d.post.len();
            for (k, e) in d.post.iter().enumerate() {
                out.extend_from_slice(e);
                if k + 1 < n {
                    out.push(b';');
                    out.extend_from_slice(&d.st.sep);
                    out.extend_from_slice(&d.pad());
                }
            }
            out.push(b';');
            out.extend_from_slice(&d.st.sep);
        }
        outs.push(out);
    }
    if let Some(s) = seen_hv {
        store_seen(c, s, &d.seen);
    }
    if d.st.maxrecursed {
        die_msg(
            c,
            format!(
                "Recursion limit of {} exceeded at {}.\n",
                d.st.maxrecurse,
                pm_at(c, DUMPXS_LINE)
            ),
        );
    }
    if gimme == G_LIST {
        for o in outs {
            push(c, xs::mortal_pv(c, &o));
        }
        return xs::undef(c);
    }
    xs::mortal_pv(c, &outs.concat())
}

/// `level` copies of the per-level padding.
fn repeat(s: &[u8], n: i64) -> Vec<u8> {
    s.repeat(usize::try_from(n).unwrap_or(0))
}

/// Opens an array or hash dump: `(` for a named list (`@name = (...)`, whose elements are
/// `$name[0]`, `$name{k}`), else `[`/`{` (elements `$VAR1->[0]`). Returns whether it is a
/// named list and the elements' name up to and including their subscript bracket.
fn open_container(name: &[u8], list_sigil: u8, open: u8, out: &mut Vec<u8>) -> (bool, Vec<u8>) {
    let list = name.first() == Some(&list_sigil);
    let mut iname = name.to_vec();
    if list {
        out.push(b'(');
        iname[0] = b'$';
    } else {
        out.push(open);
        if needs_arrow(name) {
            iname.extend_from_slice(b"->");
        }
    }
    iname.push(open);
    (list, iname)
}

/// Whether an element or key name needs `->` before its subscript: not after another
/// subscript (`$VAR1->{a}[0]`), but after `${...}` (`${$VAR1}->[0]`).
fn needs_arrow(name: &[u8]) -> bool {
    let n = name.len();
    (n > 0 && name[n - 1] != b']' && name[n - 1] != b'}')
        || (n > 4 && (name[1] == b'{' || (name[0] == b'\\' && name[2] == b'{')))
}

impl Dumper {
    /// `$Pad`, for one use.
    fn pad(&self) -> Vec<u8> {
        if self.st.pad_undef {
            warn_uninit(self.c);
        }
        self.st.pad.clone()
    }

    /// The padding before each element of a container: newline, `$Pad`, added padding.
    fn totpad(&self, apad: &[u8]) -> Vec<u8> {
        let mut t = self.st.sep.clone();
        t.extend_from_slice(&self.pad());
        t.extend_from_slice(apad);
        t
    }

    /// perl's `DD_dump`: appends the text of `val`, whose name (the expression that
    /// reaches it, `$VAR1->{'a'}[0]`) is `name`, `level` levels deep.
    fn dump(&mut self, val: *mut Sv, name: &[u8], out: &mut Vec<u8>, level: i64, apad: &[u8]) {
        if self.st.maxrecursed {
            return;
        }
        let c = self.c;
        // SAFETY: `val` is this function's argument, a live head the caller holds a reference to for the call.
        if unsafe { sv(val) }.flags & SVF_ROK != 0 {
            self.dump_ref(val, name, out, level, apad);
            return;
        }
        let id = val as usize;
        let mut entry = false;
        match self.seen.get(&id) {
            Some(e) => {
                if e.done {
                    out.extend_from_slice(b"${");
                    out.extend_from_slice(&e.name);
                    out.push(b'}');
                    return;
                }
                entry = true;
            }
            None if val != xs::undef(c) => {
                let mut n = b"\\".to_vec();
                n.extend_from_slice(name);
                self.seen.insert(
                    id,
                    SeenEntry {
                        name: n,
                        done: false,
                    },
                );
                entry = true;
            }
            None => {}
        }
        // SAFETY: `val` is this function's argument, a live head the caller holds a reference to for the call.
        let s = unsafe { sv(val) };
        let f = s.flags;
        if f & SVT_MASK == SVT_PVGV {
            die_msg(c, "Data::Dumper of a glob is not supported yet");
        }
        if f & SVF_IOK != 0 {
            let text = if f & SVF_ISUV != 0 {
                (s.iv as u64).to_string()
            } else {
                s.iv.to_string()
            };
            if f & SVF_POK == 0 || xs::pv_bytes(s) == text.as_bytes() {
                if text.len() > 10 {
                    // perl quotes what a 32-bit perl could not read back as an integer.
                    out.push(b'\'');
                    out.extend_from_slice(text.as_bytes());
                    out.push(b'\'');
                } else {
                    out.extend_from_slice(text.as_bytes());
                }
            } else {
                self.dump_string(val, out);
            }
        } else if f & (SVF_POK | SVF_NOK) == 0 {
            out.extend_from_slice(b"undef");
        } else {
            self.dump_string(val, out);
        }
        self.finish(id, entry);
    }

    /// The end of `DD_dump`: the value is done (a later reference to it names it), or,
    /// with `$Deepcopy`, forgotten (a later reference dumps it again).
    fn finish(&mut self, id: usize, entry: bool) {
        if self.st.deepcopy {
            self.seen.remove(&id);
        } else if entry {
            if let Some(e) = self.seen.get_mut(&id) {
                e.done = true;
            }
        }
    }

    /// A string (or a number that is not an integer), quoted.
    fn dump_string(&mut self, val: *mut Sv, out: &mut Vec<u8>) {
        let text = xs::to_bytes_quiet(val);
        // SAFETY: `val` is this function's argument, a live head the caller holds a reference to for the call.
        let utf8 = unsafe { sv(val) }.flags & SVF_UTF8 != 0;
        if self.st.useqq && safe_decimal_number(&text) {
            out.extend_from_slice(&text);
        } else if utf8 || self.st.useqq {
            esc_q_utf8(out, &text, utf8, self.st.useqq);
        } else {
            out.push(b'\'');
            esc_q(out, &text);
            out.push(b'\'');
        }
    }

    fn dump_ref(&mut self, val: *mut Sv, name: &[u8], out: &mut Vec<u8>, level: i64, apad: &[u8]) {
        let c = self.c;
        // SAFETY: `val` is this function's argument, a live head the caller holds a reference to for the call.
        let ival = unsafe { sv(val) }.any() as *mut Sv;
        // SAFETY: `ival` is the referent of a live reference, which holds a count on it for the call.
        let realtype = unsafe { sv(ival) }.flags & SVT_MASK;
        let id = ival as usize;
        // SAFETY: `ival` is the referent of a live reference, which holds a count on it for the call.
        let realpack: Option<Vec<u8>> = if unsafe { sv(ival) }.flags & SVF_BLESSED != 0 {
            xs::class_name(c, ival).map(|p| p.to_vec())
        } else {
            None
        };
        if let Some(e) = self.seen.get(&id) {
            let other = e.name.clone();
            if self.st.purity && level > 0 {
                out.extend_from_slice(match realtype {
                    SVT_PVHV => b"{}".as_slice(),
                    SVT_PVAV => b"[]",
                    _ => b"do{my $o}",
                });
                let mut p = name.to_vec();
                p.extend_from_slice(b" = ");
                p.extend_from_slice(&other);
                self.post.push(p);
            } else if matches!(name.first(), Some(b'@' | b'%')) {
                // `@b = @{$a}`, or `@b = @a` for what was dumped as `@a` itself.
                if other.first() == Some(&b'\\') && other.get(1) == name.first() {
                    out.extend_from_slice(&other[1..]);
                } else {
                    out.push(name[0]);
                    out.push(b'{');
                    out.extend_from_slice(&other);
                    out.push(b'}');
                }
            } else {
                out.extend_from_slice(&other);
            }
            return;
        }
        let seen_name = match name.first() {
            Some(b'@' | b'%') => [b"\\".as_slice(), name].concat(),
            Some(b'*') if realtype == SVT_PVCV => [b"\\&".as_slice(), &name[1..]].concat(),
            _ => name.to_vec(),
        };
        self.seen.insert(
            id,
            SeenEntry {
                name: seen_name,
                done: false,
            },
        );
        // qr// objects are blessed into Regexp, which is not written out.
        let is_regex = realtype == SVT_REGEXP;
        let blessed = match &realpack {
            Some(p) => !(is_regex && p.as_slice() == b"Regexp"),
            None => false,
        };
        if !self.st.purity && self.st.maxdepth > 0 && level >= self.st.maxdepth {
            // Deeper than $Maxdepth: the reference as a string, `'HASH(0x...)'`.
            out.push(b'\'');
            out.extend_from_slice(&xs::to_bytes_quiet(val));
            out.push(b'\'');
            return;
        }
        if self.st.maxrecurse > 0 && level >= self.st.maxrecurse {
            self.st.maxrecursed = true;
        }
        let mut apad = apad.to_vec();
        if blessed {
            if self.st.bless_undef {
                warn_uninit(c);
            }
            out.extend_from_slice(&self.st.bless);
            out.extend_from_slice(b"( ");
            if self.st.indent >= 2 {
                apad.extend(std::iter::repeat_n(b' ', self.st.bless.len() + 2));
            }
        }
        let ipad = repeat(&self.st.xpad, level + 1);
        if is_regex {
            dump_regexp(out, ival);
        } else if realtype == SVT_SCALAR {
            let mut inner = b"${".to_vec();
            inner.extend_from_slice(name);
            inner.push(b'}');
            if blessed {
                out.extend_from_slice(b"do{\\(my $o = ");
                self.dump(ival, &inner, out, level + 1, &apad);
                out.extend_from_slice(b")}");
            } else {
                out.push(b'\\');
                self.dump(ival, &inner, out, level + 1, &apad);
            }
        } else if realtype == SVT_PVAV {
            self.dump_array(ival, name, out, level, &apad, &ipad);
        } else if realtype == SVT_PVHV {
            self.dump_hash(ival, name, out, level, &apad, &ipad);
        } else if realtype == SVT_PVCV {
            out.extend_from_slice(b"sub { \"DUMMY\" }");
            if self.st.purity {
                xs::emit_warning(
                    c,
                    format!(
                        "Encountered CODE ref, using dummy placeholder at {}.\n",
                        pm_at(c, DUMPXS_LINE)
                    )
                    .as_bytes(),
                );
            }
        } else {
            die_msg(c, "Data::Dumper of a glob reference is not supported yet");
        }
        if let Some(p) = realpack.filter(|_| blessed) {
            out.extend_from_slice(b", '");
            esc_q(out, &p);
            out.extend_from_slice(b"' )");
            if !self.st.toaster.is_empty() {
                out.extend_from_slice(b"->");
                out.extend_from_slice(&self.st.toaster);
                out.extend_from_slice(b"()");
            }
        }
        self.finish(id, true);
    }

    fn dump_array(
        &mut self,
        av: *mut Sv,
        name: &[u8],
        out: &mut Vec<u8>,
        level: i64,
        apad: &[u8],
        ipad: &[u8],
    ) {
        let c = self.c;
        let (list, iname) = open_container(name, b'@', b'[', out);
        let totpad = self.totpad(apad);
        let n = xs::av_items_quiet(av).len();
        for ix in 0..n {
            // Read each time: nothing here runs Perl code, but stay within bounds.
            let elem = xs::av_items_quiet(av)
                .get(ix)
                .copied()
                .filter(|p| !p.is_null())
                .unwrap_or_else(|| xs::undef(c));
            let mut ename = iname.clone();
            ename.extend_from_slice(ix.to_string().as_bytes());
            ename.push(b']');
            if self.st.indent >= 3 {
                out.extend_from_slice(&totpad);
                out.extend_from_slice(ipad);
                out.push(b'#');
                out.extend_from_slice(ix.to_string().as_bytes());
            }
            out.extend_from_slice(&totpad);
            out.extend_from_slice(ipad);
            self.dump(elem, &ename, out, level + 1, apad);
            if ix + 1 < n || (self.st.trailingcomma && self.st.indent >= 1) {
                out.push(b',');
            }
        }
        if n > 0 {
            out.extend_from_slice(&totpad);
            out.extend_from_slice(&repeat(&self.st.xpad, level));
        }
        out.push(if list { b')' } else { b']' });
    }

    /// The keys to dump, in order, each with its UTF-8 flag (as `keys` gives them):
    /// `None` when a `$Sortkeys` sub gave no array.
    fn hash_keys(&mut self, hv: *mut Sv) -> Option<Vec<(Vec<u8>, bool)>> {
        let c = self.c;
        if !xs::hv_body(c, hv).tie.is_null() {
            xs::die_msg(c, "Data::Dumper of a tied hash is not supported yet");
        }
        let mut keys: Vec<(Vec<u8>, bool)> = xs::hv_body(c, hv)
            .map
            .iter_flagged()
            .map(|(k, flags, _)| {
                let (s, utf8) = xs::hv_key_string(k, flags);
                (s.into_owned(), utf8)
            })
            .collect();
        match self.st.sortkeys {
            Sortkeys::No => Some(keys),
            Sortkeys::Str => {
                // sortsv with sv_cmp: by code point when the UTF-8 flags differ.
                keys.sort_by(|x, y| xs::cmp_flagged(&x.0, x.1, &y.0, y.1));
                Some(keys)
            }
            Sortkeys::Code(code) => {
                let mark = xs::ctx(c).sp;
                push(c, xs::new_rv(c, hv));
                let line = xs::ctx(c).curline;
                let r = xs::camelift_call_sv(c, code, mark, G_SCALAR, 0);
                xs::ctx(c).curline = line;
                xs::ctx(c).sp = mark;
                // SAFETY: `r` is a live head held by its container or the stack for this call.
                if unsafe { sv(r) }.flags & SVF_ROK != 0
                    // SAFETY: `sv(r).any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
                    && unsafe { sv(sv(r).any() as *mut Sv) }.flags & SVT_MASK == SVT_PVAV
                {
                    // SAFETY: `r` is a live head held by its container or the stack for this call.
                    let av = unsafe { sv(r) }.any() as *mut Sv;
                    Some(
                        xs::av_items_quiet(av)
                            .iter()
                            .map(|p| {
                                if p.is_null() {
                                    (vec![], false)
                                } else {
                                    (xs::to_bytes_quiet(*p), xs::is_utf8(*p))
                                }
                            })
                            .collect(),
                    )
                } else {
                    xs::emit_warning(c, b"Sortkeys subroutine did not return ARRAYREF\n");
                    None
                }
            }
        }
    }

    fn dump_hash(
        &mut self,
        hv: *mut Sv,
        name: &[u8],
        out: &mut Vec<u8>,
        level: i64,
        apad: &[u8],
        ipad: &[u8],
    ) {
        let c = self.c;
        let (list, iname) = open_container(name, b'%', b'{', out);
        let totpad = self.totpad(apad);
        let keys = self.hash_keys(hv).unwrap_or_default();
        for (i, (key, utf8)) in keys.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            let hval = match xs::hv_body(c, hv).map.get_str(key, *utf8) {
                Some(v) => *v,
                None => xs::undef(c),
            };
            out.extend_from_slice(&totpad);
            out.extend_from_slice(ipad);
            let mut nkey = vec![];
            if self.st.quotekeys || key_needs_quote(key) {
                if self.st.useqq || *utf8 {
                    esc_q_utf8(&mut nkey, key, *utf8, self.st.useqq);
                } else {
                    nkey.push(b'\'');
                    esc_q(&mut nkey, key);
                    nkey.push(b'\'');
                }
            } else {
                nkey.extend_from_slice(key);
            }
            out.extend_from_slice(&nkey);
            let mut sname = iname.clone();
            sname.extend_from_slice(&nkey);
            sname.push(b'}');
            if self.st.pair_undef {
                warn_uninit(c);
            }
            out.extend_from_slice(&self.st.pair);
            let mut newapad = apad.to_vec();
            if self.st.indent >= 2 {
                newapad.extend(std::iter::repeat_n(b' ', nkey.len() + 4));
            }
            self.dump(hval, &sname, out, level + 1, &newapad);
        }
        if !keys.is_empty() {
            if self.st.trailingcomma && self.st.indent >= 1 {
                out.push(b',');
            }
            out.extend_from_slice(&totpad);
            out.extend_from_slice(&repeat(&self.st.xpad, level));
        }
        out.push(if list { b')' } else { b'}' });
    }
}

/// `qr/PATTERN/FLAGS` of a compiled pattern, from its `(?^FLAGS:PATTERN)` form, with
/// unescaped `/` escaped (and wide characters as `\x{...}`).
fn dump_regexp(out: &mut Vec<u8>, re: *mut Sv) {
    // SAFETY: `re` is this function's argument, a live head the caller holds a reference to for the call.
    let text = xs::pv_bytes(unsafe { sv(re) });
    // SAFETY: `re` is this function's argument, a live head the caller holds a reference to for the call.
    let utf8 = unsafe { sv(re) }.flags & SVF_UTF8 != 0;
    let (flags, pat) = match text
        .strip_prefix(b"(?^")
        .and_then(|r| r.strip_suffix(b")"))
        .and_then(|r| {
            r.iter()
                .position(|&b| b == b':')
                .map(|i| (&r[..i], &r[i + 1..]))
        }) {
        Some(fp) => fp,
        None => (&[][..], text),
    };
    out.extend_from_slice(b"qr/");
    let mut i = 0;
    while i < pat.len() {
        let b = pat[i];
        if b == b'\\' {
            out.push(b);
            i += 1;
            match pat.get(i) {
                None => break,
                Some(&n) if !(utf8 && n >= 0x80) => {
                    out.push(n);
                    i += 1;
                    continue;
                }
                Some(_) => {}
            }
        }
        let b = pat[i];
        if b == b'/' {
            out.extend_from_slice(b"\\/");
            i += 1;
        } else if utf8 && b >= 0x80 {
            let (ch, len) = decode_utf8(&pat[i..]);
            out.extend_from_slice(format!("\\x{{{ch:x}}}").as_bytes());
            i += len;
        } else {
            out.push(b);
            i += 1;
        }
    }
    out.push(b'/');
    out.extend_from_slice(flags);
}

/// One UTF-8 character: its code point and length (a malformed byte is 0, length 1, as
/// perl's `utf8_to_uvchr_buf` gives it).
fn decode_utf8(s: &[u8]) -> (u32, usize) {
    let len = match s.first() {
        Some(&b) if b >= 0xf0 => 4,
        Some(&b) if b >= 0xe0 => 3,
        Some(&b) if b >= 0xc0 => 2,
        _ => 1,
    };
    match s.get(..len).and_then(|t| std::str::from_utf8(t).ok()) {
        Some(t) => (t.chars().next().map_or(0, |ch| ch as u32), len),
        None => (0, 1),
    }
}

/// Dumper.xs's `safe_decimal_number`: `/^(?:0|-?[1-9]\d{0,8})\z/`.
fn safe_decimal_number(s: &[u8]) -> bool {
    if s == b"0" {
        return true;
    }
    let d = s.strip_prefix(b"-").unwrap_or(s);
    match d.split_first() {
        Some((first, rest)) => {
            (b'1'..=b'9').contains(first) && rest.len() <= 8 && rest.iter().all(u8::is_ascii_digit)
        }
        None => false,
    }
}

/// Whether a hash key must be quoted to the left of `=>`: anything but a safe decimal
/// number or an identifier.
fn key_needs_quote(k: &[u8]) -> bool {
    if safe_decimal_number(k) {
        return false;
    }
    match k.split_first() {
        Some((first, rest)) if first.is_ascii_alphabetic() || *first == b'_' => {
            !rest.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_')
        }
        _ => true,
    }
}

/// The inside of a single-quoted string: `\` and `'` escaped.
fn esc_q(out: &mut Vec<u8>, s: &[u8]) {
    for &b in s {
        if b == b'\'' || b == b'\\' {
            out.push(b'\\');
        }
        out.push(b);
    }
}

/// Dumper.xs's `esc_q_utf8`: a double-quoted string with escapes when `$Useqq` is on or
/// a character string holds wide characters, else a single-quoted one.
fn esc_q_utf8(out: &mut Vec<u8>, s: &[u8], utf8: bool, useqq: bool) {
    let needs_qq = useqq || (utf8 && s.iter().any(|&b| b >= 0x80));
    if !needs_qq {
        out.push(b'\'');
        esc_q(out, s);
        out.push(b'\'');
        return;
    }
    out.push(b'"');
    let mut i = 0;
    while i < s.len() {
        let k = s[i];
        if utf8 && k >= 0x80 {
            let (ch, len) = decode_utf8(&s[i..]);
            out.extend_from_slice(format!("\\x{{{ch:x}}}").as_bytes());
            i += len;
            continue;
        }
        i += 1;
        if (0x20..0x7f).contains(&k) {
            if matches!(k, b'"' | b'\\' | b'$' | b'@') {
                out.push(b'\\');
            }
            out.push(k);
        } else if !useqq {
            out.push(k);
        } else {
            out.push(b'\\');
            match k {
                0x07 => out.push(b'a'),
                0x08 => out.push(b'b'),
                b'\t' => out.push(b't'),
                b'\n' => out.push(b'n'),
                0x0c => out.push(b'f'),
                b'\r' => out.push(b'r'),
                0x1b => out.push(b'e'),
                _ => {
                    let next_is_digit = s.get(i).is_some_and(u8::is_ascii_digit);
                    if k <= 7 && !next_is_digit {
                        out.push(b'0' + k);
                    } else if k <= 63 && !next_is_digit {
                        out.push(b'0' + (k >> 3));
                        out.push(b'0' + (k & 7));
                    } else {
                        out.push(b'0' + (k >> 6));
                        out.push(b'0' + ((k & 63) >> 3));
                        out.push(b'0' + (k & 7));
                    }
                }
            }
        }
    }
    out.push(b'"');
}

// ---- the object interface -------------------------------------------------------------------
//
// Data/Dumper.pm's methods, as native subs with the compiled-sub protocol (arguments on the
// stack from `mark`, a mortal result, pushed too in list context).

/// The methods `use Data::Dumper` defines.
const METHODS: [(&str, xs::SubFn); 27] = [
    ("new", dd_new),
    ("Dump", dd_dump),
    ("Dumpxs", dd_dump),
    ("Dumper", dd_dumper),
    ("Values", dd_values),
    ("Names", dd_names),
    ("Reset", dd_reset),
    ("Seen", dd_seen),
    ("Indent", dd_indent),
    ("Trailingcomma", acc_trailingcomma),
    ("Pair", acc_pair),
    ("Pad", acc_pad),
    ("Varname", acc_varname),
    ("Purity", acc_purity),
    ("Useqq", acc_useqq),
    ("Terse", acc_terse),
    ("Freezer", acc_freezer),
    ("Toaster", acc_toaster),
    ("Deepcopy", acc_deepcopy),
    ("Quotekeys", acc_quotekeys),
    ("Bless", acc_bless),
    ("Maxdepth", acc_maxdepth),
    ("Maxrecurse", acc_maxrecurse),
    ("Useperl", acc_useperl),
    ("Sortkeys", acc_sortkeys),
    ("Deparse", acc_deparse),
    ("Sparseseen", acc_sparseseen),
];

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        push(c, r);
    }
    r
}

/// The object's hash (the invocant of a method).
fn self_hv(c: *mut Ctx, s: Option<&*mut Sv>) -> *mut Sv {
    match s.and_then(|s| hash_ref(*s)) {
        Some(hv) => hv,
        None => die_msg(
            c,
            "Data::Dumper's methods called on a class are not supported yet",
        ),
    }
}

extern "C-unwind" fn dd_new(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let items = xs::pop_items(c, mark);
    let class = items.first().copied().unwrap_or_else(|| xs::undef(c));
    let obj = new_object(c, class, items.get(1).copied(), items.get(2).copied());
    give(c, obj, gimme)
}

/// `$obj->Dump`, or `Data::Dumper->Dump(VALUES, NAMES)` (through `new`).
extern "C-unwind" fn dd_dump(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let items = xs::pop_items(c, mark);
    let Some(&s) = items.first() else {
        die_msg(
            c,
            "Usage: Data::Dumper::Dumpxs(PACKAGE, VAL_ARY_REF, [NAME_ARY_REF])",
        )
    };
    // SAFETY: `s` is a live head held by its container or the stack for this call.
    let obj = if unsafe { sv(s) }.flags & SVF_ROK == 0 {
        if items.len() < 2 {
            die_msg(
                c,
                "Usage: Data::Dumper::Dumpxs(PACKAGE, VAL_ARY_REF, [NAME_ARY_REF])",
            );
        }
        new_object(c, s, items.get(1).copied(), items.get(2).copied())
    } else {
        s
    };
    let r = dump_xs(c, obj, gimme);
    if gimme == G_LIST {
        return r;
    }
    give(c, r, gimme)
}

/// `\&Data::Dumper::Dumper` called as code.
extern "C-unwind" fn dd_dumper(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let items = xs::pop_items(c, mark);
    let r = dumper(c, &items, gimme);
    if gimme == G_LIST {
        return r;
    }
    give(c, r, gimme)
}

/// `Values`/`Names`: with an array reference, a copy of it is kept; without, the list.
fn values_or_names(c: *mut Ctx, mark: usize, gimme: i64, key: &[u8], what: &str) -> *mut Sv {
    let items = xs::pop_items(c, mark);
    let hv = self_hv(c, items.first());
    match items.get(1).copied().filter(|v| !xs::is_undef(*v)) {
        Some(v) => {
            let Some(src) = array_ref(v) else {
                die_msg(
                    c,
                    format!("Argument to {what}, if provided, must be array ref"),
                )
            };
            let av = xs::new_av(c);
            let copies: Vec<*mut Sv> = xs::av_items_quiet(src)
                .iter()
                .map(|p| {
                    if p.is_null() {
                        xs::new_sv(c)
                    } else {
                        xs::newsv_copy(c, *p)
                    }
                })
                .collect();
            xs::av_body(c, av).items.extend(copies);
            xs::hv_store(c, hv, key, new_ref_to(c, av));
            give(c, xs::new_rv(c, hv), gimme)
        }
        None => {
            let list: Vec<*mut Sv> = hv_get(c, hv, key)
                .and_then(array_ref)
                .map(|av| xs::av_items_quiet(av).iter().copied().collect())
                .unwrap_or_default();
            if gimme == G_LIST {
                for p in list {
                    let v = if p.is_null() { xs::undef(c) } else { p };
                    push(c, xs::mortalize(c, xs::newsv_copy(c, v)));
                }
                return xs::undef(c);
            }
            xs::mortal_iv(c, list.len() as i64)
        }
    }
}

extern "C-unwind" fn dd_values(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    values_or_names(c, mark, gimme, b"todump", "Values")
}

extern "C-unwind" fn dd_names(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    values_or_names(c, mark, gimme, b"names", "Names")
}

extern "C-unwind" fn dd_reset(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let items = xs::pop_items(c, mark);
    let hv = self_hv(c, items.first());
    let seen = new_ref_to(c, xs::new_hv(c));
    xs::hv_store(c, hv, b"seen", seen);
    give(c, xs::new_rv(c, hv), gimme)
}

extern "C-unwind" fn dd_seen(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    die_msg(c, "Data::Dumper's Seen method is not supported yet")
}

/// A configuration method: with an argument it sets the value and returns the object,
/// without it returns the value.
fn accessor(c: *mut Ctx, mark: usize, gimme: i64, key: &[u8]) -> *mut Sv {
    let items = xs::pop_items(c, mark);
    let hv = self_hv(c, items.first());
    match items.get(1) {
        Some(&v) => {
            if key == b"indent" {
                // `Indent` also sets the padding per level and the line separator.
                let flat =
                    xs::num_to_nv(xs::to_num(c, v, &xs::Info::simple("numeric eq (==)"), 0)) == 0.0;
                xs::hv_store(c, hv, b"xpad", new_str(c, if flat { b"" } else { b"  " }));
                xs::hv_store(c, hv, b"sep", new_str(c, if flat { b"" } else { b"\n" }));
            }
            xs::hv_store(c, hv, key, xs::newsv_copy(c, v));
            give(c, xs::new_rv(c, hv), gimme)
        }
        None => {
            let v = hv_get(c, hv, key).unwrap_or_else(|| xs::undef(c));
            give(c, xs::mortalize(c, xs::newsv_copy(c, v)), gimme)
        }
    }
}

macro_rules! accessors {
    ($($f:ident => $key:literal),* $(,)?) => {
        $(
            extern "C-unwind" fn $f(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
                accessor(c, mark, gimme, $key)
            }
        )*
    };
}

accessors! {
    dd_indent => b"indent",
    acc_trailingcomma => b"trailingcomma",
    acc_pair => b"pair",
    acc_pad => b"pad",
    acc_varname => b"varname",
    acc_purity => b"purity",
    acc_useqq => b"useqq",
    acc_terse => b"terse",
    acc_freezer => b"freezer",
    acc_toaster => b"toaster",
    acc_deepcopy => b"deepcopy",
    acc_quotekeys => b"quotekeys",
    acc_bless => b"bless",
    acc_maxdepth => b"maxdepth",
    acc_maxrecurse => b"maxrecurse",
    acc_useperl => b"useperl",
    acc_sortkeys => b"sortkeys",
    acc_deparse => b"deparse",
    acc_sparseseen => b"noseen",
}
