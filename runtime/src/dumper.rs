//! Data::Dumper, built in: `Dumper(LIST)` formats its values as perl 5.36's XS
//! implementation does (Dumper.xs of Data::Dumper 2.184, `DD_dump` and `Dumpxs`), with the
//! configuration read from the package variables (`$Data::Dumper::Indent`, ...) at each
//! call, so `local` on them works as in perl.
//!
//! Not built in (each a run-time "not supported yet" error when it would change the
//! output): `$Data::Dumper::Freezer`, `Toaster`, `Deparse`, `Useperl` and `Sparseseen`,
//! and dumping globs.

use std::collections::HashMap;

use crate::interp::{self, die_msg, gv, gv_fetch, push};
use crate::sv::{self, sv};
use camelift_abi::*;

/// Where perl's own Data::Dumper reports its errors and warnings from (the statement of
/// `Dump` that calls the XS code), as this machine's perl 5.36 prints it.
const DUMPER_PM_LINE: &str = "/usr/lib/x86_64-linux-gnu/perl/5.36/Data/Dumper.pm line 212";

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

/// `use Data::Dumper`: `$Indent = 2 unless defined $Indent;` and so on.
pub fn init(c: *mut Ctx) {
    for (name, default) in &DEFAULTS {
        let p = var(c, name);
        if sv::is_undef(p) {
            match default {
                Default::Iv(i) => sv::set_num(p, crate::num::Num::Iv(*i)),
                Default::Pv(s) => sv::set_pv(p, s),
            }
        }
    }
}

/// perl's warning for an undefined configuration value that the XS code reads (Data/Dumper.pm
/// has `use warnings`, so it is given whatever the program's own warnings are).
fn warn_uninit(c: *mut Ctx) {
    interp::emit_warning(
        c,
        format!("Use of uninitialized value in subroutine entry at {DUMPER_PM_LINE}.\n").as_bytes(),
    );
}

/// SvIV, as the XS code reads a number.
fn iv(c: *mut Ctx, p: *mut Sv) -> i64 {
    if sv::is_undef(p) {
        warn_uninit(c);
        return 0;
    }
    crate::num::to_iv(sv::to_num(c, p, &interp::Info::simple("Data::Dumper"), 0))
}

enum Sortkeys {
    No,
    /// Perl's string order (`sortsv` with `sv_cmp`).
    Str,
    /// A code reference returning an array reference of the keys to dump.
    Code(*mut Sv),
}

/// The configuration of one call (perl's `Style`).
struct Style {
    /// Which of `$Pad`, `$Pair`, `$Bless` are undefined: each use warns.
    pad_undef: bool,
    pair_undef: bool,
    bless_undef: bool,
    indent: i64,
    pad: Vec<u8>,
    xpad: Vec<u8>,
    sep: Vec<u8>,
    pair: Vec<u8>,
    bless: Vec<u8>,
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

/// What `Data::Dumper->new` copies from the package variables.
fn style(c: *mut Ctx) -> (Style, bool, Option<Vec<u8>>) {
    for (name, what) in [
        (b"Freezer".as_slice(), "$Data::Dumper::Freezer"),
        (b"Toaster", "$Data::Dumper::Toaster"),
        (b"Deparse", "$Data::Dumper::Deparse"),
        (b"Useperl", "$Data::Dumper::Useperl"),
        (b"Sparseseen", "$Data::Dumper::Sparseseen"),
    ] {
        let p = var(c, name);
        let set = if name.starts_with(b"Freezer") || name.starts_with(b"Toaster") {
            !sv::to_bytes_quiet(p).is_empty()
        } else {
            sv::truth(c, p)
        };
        if set {
            die_msg(c, format!("{what} is not supported yet"));
        }
    }
    let indent_var = var(c, b"Indent");
    // `if ($Indent > 0) { $s->{xpad} = "  "; $s->{sep} = "\n" }` in `new`.
    let lines = if sv::is_undef(indent_var) {
        interp::emit_warning(
            c,
            b"Use of uninitialized value $Data::Dumper::Indent in numeric gt (>) at \
              /usr/lib/x86_64-linux-gnu/perl/5.36/Data/Dumper.pm line 117.\n",
        );
        false
    } else {
        crate::num::to_nv(sv::to_num(
            c,
            indent_var,
            &interp::Info::simple("Data::Dumper"),
            0,
        )) > 0.0
    };
    let indent = iv(c, indent_var);
    let purity = iv(c, var(c, b"Purity")) != 0;
    let maxdepth = iv(c, var(c, b"Maxdepth"));
    let maxrecurse = iv(c, var(c, b"Maxrecurse"));
    let sk = var(c, b"Sortkeys");
    let sortkeys = if !sv::truth(c, sk) {
        Sortkeys::No
    } else if sv(sk).flags & SVF_ROK != 0
        && sv(sv(sk).any() as *mut Sv).flags & SVT_MASK == SVT_PVCV
    {
        Sortkeys::Code(sk)
    } else {
        Sortkeys::Str
    };
    let st = Style {
        pad_undef: sv::is_undef(var(c, b"Pad")),
        pair_undef: sv::is_undef(var(c, b"Pair")),
        bless_undef: sv::is_undef(var(c, b"Bless")),
        indent,
        pad: sv::to_bytes_quiet(var(c, b"Pad")),
        xpad: if lines { b"  ".to_vec() } else { vec![] },
        sep: if lines { b"\n".to_vec() } else { vec![] },
        pair: sv::to_bytes_quiet(var(c, b"Pair")),
        bless: sv::to_bytes_quiet(var(c, b"Bless")),
        sortkeys,
        maxrecurse,
        maxrecursed: false,
        purity,
        deepcopy: sv::truth(c, var(c, b"Deepcopy")),
        quotekeys: sv::truth(c, var(c, b"Quotekeys")),
        maxdepth,
        useqq: sv::truth(c, var(c, b"Useqq")),
        trailingcomma: sv::truth(c, var(c, b"Trailingcomma")),
    };
    let terse = sv::truth(c, var(c, b"Terse"));
    let varname = var(c, b"Varname");
    let varname = (!sv::is_undef(varname)).then(|| sv::to_bytes_quiet(varname));
    (st, terse, varname)
}

/// An entry of the table of values already dumped, keyed by address (the referent of a
/// reference, or a plain scalar): the expression that names it, and whether its dump is
/// finished (perl's third element of the entry).
struct SeenEntry {
    name: Vec<u8>,
    done: bool,
}

/// One `Dumper` call's state.
struct Dumper {
    c: *mut Ctx,
    st: Style,
    seen: HashMap<usize, SeenEntry>,
    /// Statements to run after the value (`$Purity`): `$VAR1->{'a'} = $VAR1`.
    post: Vec<Vec<u8>>,
}

/// `Dumper(LIST)`: in list context one string per value, else their concatenation.
pub fn dumper(c: *mut Ctx, args: &[*mut Sv], gimme: i64) -> *mut Sv {
    let (st, terse, varname) = style(c);
    let mut d = Dumper {
        c,
        st,
        seen: HashMap::new(),
        post: vec![],
    };
    let mut outs: Vec<Vec<u8>> = vec![];
    for (i, &val) in args.iter().enumerate() {
        d.post.clear();
        let mut name = b"$".to_vec();
        match &varname {
            Some(v) => name.extend_from_slice(v),
            None => warn_uninit(c),
        }
        name.extend_from_slice((i + 1).to_string().as_bytes());
        let apad = if d.st.indent >= 2 && !terse {
            vec![b' '; name.len() + 3]
        } else {
            vec![]
        };
        let mut valstr = vec![];
        // perl dumps a copy of each argument (`[@_]`): a plain scalar at the top is never
        // the target of another reference.
        d.dump(val, &name, &mut valstr, 0, &apad, true);
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
    if d.st.maxrecursed {
        die_msg(
            c,
            format!(
                "Recursion limit of {} exceeded at {DUMPER_PM_LINE}.\n",
                d.st.maxrecurse
            ),
        );
    }
    if gimme == G_LIST {
        for o in outs {
            push(c, sv::mortal_pv(c, &o));
        }
        return sv::undef(c);
    }
    sv::mortal_pv(c, &outs.concat())
}

/// `level` copies of the per-level padding.
fn repeat(s: &[u8], n: i64) -> Vec<u8> {
    s.repeat(usize::try_from(n).unwrap_or(0))
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
    fn dump(
        &mut self,
        val: *mut Sv,
        name: &[u8],
        out: &mut Vec<u8>,
        level: i64,
        apad: &[u8],
        top: bool,
    ) {
        if self.st.maxrecursed {
            return;
        }
        let c = self.c;
        if sv(val).flags & SVF_ROK != 0 {
            self.dump_ref(val, name, out, level, apad);
            return;
        }
        let id = val as usize;
        let mut entry = false;
        if !top {
            match self.seen.get(&id) {
                Some(e) => {
                    if e.done {
                        out.extend_from_slice(b"${");
                        out.extend_from_slice(&e.name.clone());
                        out.push(b'}');
                        return;
                    }
                    entry = true;
                }
                None if val != sv::undef(c) => {
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
        }
        let s = sv(val);
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
            if f & SVF_POK == 0 || sv::pv_bytes(s) == text.as_bytes() {
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
        let text = sv::to_bytes_quiet(val);
        let utf8 = sv(val).flags & SVF_UTF8 != 0;
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
        let ival = sv(val).any() as *mut Sv;
        let realtype = sv(ival).flags & SVT_MASK;
        let id = ival as usize;
        let realpack: Option<Vec<u8>> = if sv(ival).flags & SVF_BLESSED != 0 {
            crate::obj::class_name(c, ival).map(|p| p.to_vec())
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
            } else {
                out.extend_from_slice(&other);
            }
            return;
        }
        self.seen.insert(
            id,
            SeenEntry {
                name: name.to_vec(),
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
            out.extend_from_slice(&sv::to_bytes_quiet(val));
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
                self.dump(ival, &inner, out, level + 1, &apad, false);
                out.extend_from_slice(b")}");
            } else {
                out.push(b'\\');
                self.dump(ival, &inner, out, level + 1, &apad, false);
            }
        } else if realtype == SVT_PVAV {
            self.dump_array(ival, name, out, level, &apad, &ipad);
        } else if realtype == SVT_PVHV {
            self.dump_hash(ival, name, out, level, &apad, &ipad);
        } else if realtype == SVT_PVCV {
            out.extend_from_slice(b"sub { \"DUMMY\" }");
            if self.st.purity {
                interp::emit_warning(
                    c,
                    format!("Encountered CODE ref, using dummy placeholder at {DUMPER_PM_LINE}.\n")
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
        out.push(b'[');
        let mut iname = name.to_vec();
        if needs_arrow(name) {
            iname.extend_from_slice(b"->");
        }
        iname.push(b'[');
        let totpad = self.totpad(apad);
        let n = crate::av::items_quiet(av).len();
        for ix in 0..n {
            // Read each time: nothing here runs Perl code, but stay within bounds.
            let elem = crate::av::items_quiet(av)
                .get(ix)
                .copied()
                .filter(|p| !p.is_null())
                .unwrap_or_else(|| sv::undef(c));
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
            self.dump(elem, &ename, out, level + 1, apad, false);
            if ix + 1 < n || (self.st.trailingcomma && self.st.indent >= 1) {
                out.push(b',');
            }
        }
        if n > 0 {
            out.extend_from_slice(&totpad);
            out.extend_from_slice(&repeat(&self.st.xpad, level));
        }
        out.push(b']');
    }

    /// The keys to dump, in order: `None` when a `$Sortkeys` sub gave no array.
    fn hash_keys(&mut self, hv: *mut Sv) -> Option<Vec<Vec<u8>>> {
        let c = self.c;
        let mut keys: Vec<Vec<u8>> = crate::hv::body(c, hv)
            .map
            .keys()
            .map(|k| k.to_vec())
            .collect();
        match self.st.sortkeys {
            Sortkeys::No => Some(keys),
            Sortkeys::Str => {
                keys.sort();
                Some(keys)
            }
            Sortkeys::Code(code) => {
                let mark = sv::ctx(c).sp;
                push(c, crate::refs::new_rv(c, hv));
                let line = sv::ctx(c).curline;
                let r = crate::refs::camelift_call_sv(c, code, mark, G_SCALAR, 0);
                sv::ctx(c).curline = line;
                sv::ctx(c).sp = mark;
                if sv(r).flags & SVF_ROK != 0
                    && sv(sv(r).any() as *mut Sv).flags & SVT_MASK == SVT_PVAV
                {
                    let av = sv(r).any() as *mut Sv;
                    Some(
                        crate::av::items_quiet(av)
                            .iter()
                            .map(|p| {
                                if p.is_null() {
                                    vec![]
                                } else {
                                    sv::to_bytes_quiet(*p)
                                }
                            })
                            .collect(),
                    )
                } else {
                    interp::emit_warning(c, b"Sortkeys subroutine did not return ARRAYREF\n");
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
        out.push(b'{');
        let mut iname = name.to_vec();
        if needs_arrow(name) {
            iname.extend_from_slice(b"->");
        }
        iname.push(b'{');
        let totpad = self.totpad(apad);
        let keys = self.hash_keys(hv).unwrap_or_default();
        for (i, key) in keys.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            let hval = match crate::hv::body(c, hv).map.get(key) {
                Some(v) => *v,
                None => sv::undef(c),
            };
            out.extend_from_slice(&totpad);
            out.extend_from_slice(ipad);
            let mut nkey = vec![];
            if self.st.quotekeys || key_needs_quote(key) {
                if self.st.useqq {
                    esc_q_utf8(&mut nkey, key, false, true);
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
            self.dump(hval, &sname, out, level + 1, &newapad, false);
        }
        if !keys.is_empty() {
            if self.st.trailingcomma && self.st.indent >= 1 {
                out.push(b',');
            }
            out.extend_from_slice(&totpad);
            out.extend_from_slice(&repeat(&self.st.xpad, level));
        }
        out.push(b'}');
    }
}

/// `qr/PATTERN/FLAGS` of a compiled pattern, from its `(?^FLAGS:PATTERN)` form, with
/// unescaped `/` escaped (and wide characters as `\x{...}`).
fn dump_regexp(out: &mut Vec<u8>, re: *mut Sv) {
    let text = sv::pv_bytes(sv(re));
    let utf8 = sv(re).flags & SVF_UTF8 != 0;
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
