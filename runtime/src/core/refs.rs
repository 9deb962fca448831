//! References: making them (`\`, `[...]`, `{...}`), following them (`$$r`, `@$r`, `%$r`,
//! `$r->(...)`), autovivification, symbolic references without `strict refs`, and `ref`.

use crate::core::diag::die_msg;
use crate::core::interp::{self, gv, gv_fetch, Info};
use crate::core::sv::{self, sv};
use camelift_abi::codes::{CODE_DEFINED, DEREF_STRICT, DEREF_VIVIFY};
use camelift_abi::*;

/// A new mortal reference to `target`.
pub fn new_rv(c: *mut Ctx, target: *mut Sv) -> *mut Sv {
    let r = sv::new_sv(c);
    // SAFETY: `r` was made just above; this function holds its only reference.
    (unsafe { sv(r) }).flags = SVF_ROK;
    // SAFETY: `r` was made just above; this function holds its only reference.
    (unsafe { sv(r) }).set_any(sv::inc(target) as *mut u8);
    sv::mortalize(c, r)
}

/// A new mortal reference that takes over the caller's reference to `target` (a value
/// just made for it: `[...]`, `qr//`, an autovivified container).
pub fn new_rv_owning(c: *mut Ctx, target: *mut Sv) -> *mut Sv {
    let r = sv::new_sv(c);
    // SAFETY: `r` was made just above; this function holds its only reference.
    (unsafe { sv(r) }).flags = SVF_ROK;
    // SAFETY: `r` was made just above; this function holds its only reference.
    (unsafe { sv(r) }).set_any(target as *mut u8);
    sv::mortalize(c, r)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_new_rv(c: *mut Ctx, target: *mut Sv) -> *mut Sv {
    new_rv(c, target)
}

/// A copy of a value made for `\ EXPR` on a temporary. An immortal value is referred
/// to itself, read-only, as perl's refgen does: the shared undef, yes and no (perl's
/// PL_sv_undef, PL_sv_yes, PL_sv_no: `\undef == \undef`, `\!1`) and the program's
/// constants (`\($x ? 1 : 2)`).
#[no_mangle]
pub extern "C-unwind" fn camelift_new_rv_copy(c: *mut Ctx, v: *mut Sv) -> *mut Sv {
    // SAFETY: `v` is this function's argument, a live head the caller holds.
    if unsafe { sv(v) }.flags & SVF_IMMORTAL != 0 {
        return new_rv(c, v);
    }
    new_rv_owning(c, sv::newsv_copy(c, v))
}

/// `[LIST]`.
#[no_mangle]
pub extern "C-unwind" fn camelift_anon_array(c: *mut Ctx, mark: usize) -> *mut Sv {
    let items = crate::core::stack::pop_items(c, mark);
    let av = crate::core::av::new_av(c);
    crate::core::av::assign(c, av, &items);
    new_rv_owning(c, av)
}

/// `{LIST}`.
#[no_mangle]
pub extern "C-unwind" fn camelift_anon_hash(c: *mut Ctx, mark: usize) -> *mut Sv {
    let items = crate::core::stack::pop_items(c, mark);
    let hv = crate::core::hv::new_hv(c);
    crate::core::hv::assign_as(c, hv, &items, "Odd number of elements in anonymous hash");
    new_rv_owning(c, hv)
}

fn kind_name(t: u32) -> &'static str {
    match t {
        SVT_PVAV => "an ARRAY",
        SVT_PVHV => "a HASH",
        SVT_PVCV => "a subroutine",
        _ => "a SCALAR",
    }
}

/// Follows `r` to an aggregate of type `want` (SVT_PVAV / SVT_PVHV) or a scalar
/// (SVT_SCALAR), with perl's errors, autovivification and symbolic references.
fn deref(c: *mut Ctx, r: *mut Sv, want: u32, flags: i32) -> *mut Sv {
    let what = match want {
        SVT_PVAV => "ARRAY",
        SVT_PVHV => "HASH",
        _ => "SCALAR",
    };
    // SAFETY: `r` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(r) };
    if s.flags & SVT_MASK == want && want != SVT_SCALAR {
        // `@{\@a}` handed the aggregate itself (an rv2av of a glob slot).
        return r;
    }
    if s.flags & SVF_ROK != 0 {
        let t = s.any() as *mut Sv;
        // SAFETY: `t` is the referent of a live reference, which holds a count on it for the call.
        let tt = unsafe { sv(t) }.flags & SVT_MASK;
        if tt == want {
            return t;
        }
        let _ = kind_name(tt);
        die_msg(
            c,
            format!(
                "Not {} reference",
                if want == SVT_PVAV {
                    "an ARRAY"
                } else if want == SVT_PVHV {
                    "a HASH"
                } else {
                    "a SCALAR"
                }
            ),
        );
    }
    if sv::is_undef(r) {
        if flags & DEREF_VIVIFY != 0 && s.flags & SVF_READONLY == 0 {
            let fresh = match want {
                SVT_PVAV => crate::core::av::new_av(c),
                SVT_PVHV => crate::core::hv::new_hv(c),
                _ => sv::new_sv(c),
            };
            let rv = new_rv_owning(c, fresh);
            sv::camelift_sv_setsv(c, r, rv);
            // SAFETY: `r` is still the live head the caller holds.
            if unsafe { sv(r) }.flags & SVF_SETMAGIC != 0 {
                // An element of a tied hash: STOREd, then FETCHed again (perl's
                // vivify_ref), and what FETCH gave is dereferenced.
                crate::core::tie::refetch(c, r);
                return deref(c, r, want, flags & !DEREF_VIVIFY);
            }
            return fresh;
        }
        if flags & DEREF_STRICT != 0 || want != SVT_SCALAR {
            die_msg(
                c,
                format!(
                    "Can't use an undefined value as {} reference",
                    if want == SVT_PVAV {
                        "an ARRAY"
                    } else if want == SVT_PVHV {
                        "a HASH"
                    } else {
                        "a SCALAR"
                    }
                ),
            );
        }
        return sv::undef(c);
    }
    if want == SVT_PVHV && flags & DEREF_STRICT == 0 {
        // `%{"Foo::"}`, and `%{$main::{"Foo::"}}` of a glob value of a table's entry.
        let name = sv::to_bytes_quiet(r);
        if name.ends_with(b"::") {
            return crate::core::stash::stash_view(c, &name);
        }
    }
    let g = gv(symbolic_gv(c, r, what, flags));
    match want {
        SVT_PVAV => {
            g.made |= GV_MADE_AV;
            g.av
        }
        SVT_PVHV => {
            g.made |= GV_MADE_HV;
            g.hv
        }
        _ => g.sv,
    }
}

/// The glob a defined non-reference names when dereferenced: a glob value's (`$$g`), or
/// a string's (a symbolic reference to a package variable, an error under `strict refs`).
fn symbolic_gv(c: *mut Ctx, r: *mut Sv, what: &str, flags: i32) -> *mut Gv {
    if crate::core::interp::is_glob_value(r) {
        // `$$g` of a glob value: the glob's slot (no symbolic reference).
        return gv_fetch(c, &crate::core::interp::glob_value_name(r));
    }
    // A string: a symbolic reference to a package variable.
    let name = sv::to_bytes(c, r, &Info::simple(""), usize::MAX);
    if flags & DEREF_STRICT != 0 {
        die_msg(
            c,
            format!(
                "Can't use string ({}) as {} ref while \"strict refs\" in use",
                quoted32(&name),
                kind_ref(what)
            ),
        );
    }
    // `${"*main::x"}` is `$main::x`, as gv_fetchsv reads a name.
    let name = match name.strip_prefix(b"*") {
        Some(rest) if !rest.is_empty() => rest.to_vec(),
        _ => name,
    };
    let mut full = name.clone();
    if !full.windows(2).any(|w| w == b"::") {
        full = [b"main::".as_slice(), &name].concat();
    }
    gv_fetch(c, &full)
}

/// `local $$x`, `local @$x`, `local %$x` (`want` the SVT_ type): perl's "Can't localize
/// through a reference" for a reference; for a name (a symbolic reference, not under
/// `strict refs`), the package variable is localized.
#[no_mangle]
pub extern "C-unwind" fn camelift_local_deref(
    c: *mut Ctx,
    r: *mut Sv,
    want: i32,
    strict: i32,
) -> *mut Sv {
    let want = want as u32;
    // SAFETY: `r` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(r) };
    if s.flags & SVF_ROK != 0 || s.flags & SVT_MASK != SVT_SCALAR {
        die_msg(c, "Can't localize through a reference");
    }
    let flags = if strict != 0 { DEREF_STRICT } else { 0 };
    if sv::is_undef(r) {
        // perl's errors for an undefined value.
        return deref(c, r, want, flags | DEREF_STRICT);
    }
    let what = match want {
        SVT_PVAV => "ARRAY",
        SVT_PVHV => "HASH",
        _ => "SCALAR",
    };
    let g = symbolic_gv(c, r, what, flags);
    match want {
        SVT_PVAV => crate::core::scope::camelift_local_av(c, g),
        SVT_PVHV => crate::core::scope::camelift_local_hv(c, g),
        _ => crate::core::scope::camelift_local_sv(c, g),
    }
}

fn kind_ref(what: &str) -> &'static str {
    match what {
        "ARRAY" => "an ARRAY",
        "HASH" => "a HASH",
        _ => "a SCALAR",
    }
}

/// A string as perl quotes it in "Can't use string (...)": at most 32 characters, then
/// `"...` when cut.
fn quoted32(b: &[u8]) -> String {
    let s = String::from_utf8_lossy(b);
    if s.chars().count() > 32 {
        format!("\"{}\"...", s.chars().take(32).collect::<String>())
    } else {
        format!("\"{s}\"")
    }
}

#[no_mangle]
pub extern "C-unwind" fn camelift_rv2av(c: *mut Ctx, r: *mut Sv, flags: i32) -> *mut Sv {
    deref(c, r, SVT_PVAV, flags)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_rv2hv(c: *mut Ctx, r: *mut Sv, flags: i32) -> *mut Sv {
    deref(c, r, SVT_PVHV, flags)
}

#[no_mangle]
pub extern "C-unwind" fn camelift_rv2sv(c: *mut Ctx, r: *mut Sv, flags: i32) -> *mut Sv {
    deref(c, r, SVT_SCALAR, flags)
}

/// `$code->(ARGS)`: arguments on the stack from `mark`.
#[no_mangle]
pub extern "C-unwind" fn camelift_call_sv(
    c: *mut Ctx,
    code: *mut Sv,
    mark: usize,
    gimme: i64,
    strict: i32,
) -> *mut Sv {
    // SAFETY: `code` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(code) };
    let mut cv = if s.flags & SVF_ROK != 0 {
        s.any() as *mut Sv
    } else {
        code
    };
    // SAFETY: `cv` is a live head held by its container or the stack for this call.
    if unsafe { sv(cv) }.flags & SVT_MASK != SVT_PVCV {
        if sv::is_undef(code) {
            die_msg(c, "Can't use an undefined value as a subroutine reference");
        }
        if s.flags & SVF_POK == 0 || s.flags & SVF_ROK != 0 {
            die_msg(c, "Not a CODE reference");
        }
        // A symbolic reference to a named sub (`&$name()` without strict refs).
        let n = sv::pv_bytes(s).to_vec();
        if strict != 0 {
            die_msg(
                c,
                format!(
                    "Can't use string ({}) as a subroutine ref while \"strict refs\" in use",
                    quoted32(&n)
                ),
            );
        }
        let full = interp::qualify_here(c, &n);
        match interp::named_code(c, &full).or_else(|| autoload_sub(c, &full)) {
            // SAFETY: `r` is a live head held by its container or the stack for this call.
            Some(r) => cv = unsafe { sv(r) }.any() as *mut Sv,
            None => die_msg(
                c,
                format!(
                    "Undefined subroutine &{} called",
                    String::from_utf8_lossy(&full)
                ),
            ),
        }
    }
    // SAFETY: `cv` is a live CODE head (the reference being called holds it), and a CODE
    // head's `any` is its Box<Cv>.
    let body = unsafe { &*(sv(cv).any() as *const interp::Cv) };
    let it = interp::interp(c);
    if it.share_args != crate::core::call::Share::None
        && crate::core::goto::state(c)
            .native_subs
            .contains(&(body.func as usize))
    {
        // A native sub (an XS part's, a constant sub) has no sub entry to take the
        // shared @_: left set, it would become the @_ of the next sub called.
        // `&name;` hands it @_'s elements as arguments, as perl's entersub does for
        // an XSUB.
        let share = std::mem::take(&mut interp::interp(c).share_args);
        if share == crate::core::call::Share::Caller {
            let av = interp::gv(interp::interp(c).gv_args).av;
            if !av.is_null() {
                let items: Vec<*mut Sv> = crate::core::av::items_quiet(av)
                    .iter()
                    .map(|&e| if e.is_null() { sv::undef(c) } else { e })
                    .collect();
                for e in items {
                    crate::core::stack::push(c, e);
                }
            }
        }
    }
    let it = interp::interp(c);
    if it.share_args == crate::core::call::Share::SortSub
        && it.protos.get(&(body.func as usize)).map(Vec::as_slice) == Some(b"$$")
    {
        // `sort $subref LIST` / `sort NAME LIST` of a sub found when the sort runs, with
        // the prototype `($$)`: the pair pushed for the call is its @_ (perl's
        // sortcv_stacked).
        it.share_args = crate::core::call::Share::None;
    }
    set_running(c, cv, body);
    (body.func)(c, mark, gimme)
}

/// What the prologue of the sub about to be called through `cv` reads: its closure's
/// environment and, for `__SUB__`, the CODE head itself.
pub fn set_running(c: *mut Ctx, cv: *mut Sv, body: &interp::Cv) {
    let it = interp::interp(c);
    it.closure_env = body.env.as_ptr() as *mut *mut Sv;
    it.running_cv = cv;
}

/// `ref EXPR`.
pub fn ref_type(p: *mut Sv) -> &'static [u8] {
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & SVF_ROK == 0 {
        return b"";
    }
    // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
    let t = unsafe { sv(s.any() as *mut Sv) };
    if t.flags & SVF_BLESSED != 0 {
        // SAFETY: the context is set once at start-up, before any value exists.
        let c = unsafe { crate::core::sv::camelift_ctx_global };
        if let Some(class) = crate::core::obj::class_name(c, s.any() as *mut Sv) {
            return class;
        }
    }
    match t.flags & SVT_MASK {
        SVT_PVAV => b"ARRAY",
        SVT_PVHV => b"HASH",
        SVT_PVCV => b"CODE",
        SVT_REGEXP => b"Regexp",
        SVT_PVGV if t.flags & SVF_IOVIEW != 0 => b"IO::File",
        SVT_PVGV => b"GLOB",
        _ if t.flags & SVF_FAKEGV != 0 => b"GLOB",
        _ if t.flags & SVF_ROK != 0 => b"REF",
        _ if t.flags & SVF_VSTRING != 0 => b"VSTRING",
        _ => b"SCALAR",
    }
}

/// `\(@a)`: pushes a reference to each element (a missing one is created, as perl does).
#[no_mangle]
pub extern "C-unwind" fn camelift_refs_of_elements(c: *mut Ctx, av: *mut Sv) {
    let n = crate::core::av::body(c, av).items.len();
    for i in 0..n {
        let items = &mut crate::core::av::body(c, av).items;
        if items[i].is_null() {
            items[i] = sv::new_sv(c);
        }
        let it = crate::core::av::body(c, av).items[i];
        let r = new_rv(c, it);
        crate::core::stack::push(c, r);
    }
}

/// `\&{EXPR}`: a code reference as it is, or the named sub's (a symbolic reference,
/// which `strict refs` allows here); undef when there is no such sub. With
/// `CODE_DEFINED`, `defined &{EXPR}`: whether that sub exists.
#[no_mangle]
pub extern "C-unwind" fn camelift_code_by_name(c: *mut Ctx, v: *mut Sv, mode: i32) -> *mut Sv {
    let defined = mode & CODE_DEFINED != 0;
    // SAFETY: `v` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(v) };
    if s.flags & SVF_ROK != 0 {
        // SAFETY: `s.any() as *mut Sv` is the referent of a live reference, which holds a count on it for the call.
        let is_code = unsafe { sv(s.any() as *mut Sv) }.flags & SVT_MASK == SVT_PVCV;
        if defined {
            // A stub (`\&name` before its sub exists, or after `undef &name`) is not
            // defined.
            let body = s.any() as *mut Sv;
            return sv::bool_sv(c, is_code && cv_has_body(body));
        }
        if !is_code {
            crate::core::diag::die_msg(c, "Not a CODE reference");
        }
        return v;
    }
    let name = if crate::core::interp::is_glob_value(v) {
        crate::core::interp::glob_value_name(v)
    } else {
        crate::core::interp::qualify_here(c, &sv::to_bytes_quiet(v))
    };
    let found = crate::core::interp::named_code(c, &name);
    if defined {
        return sv::bool_sv(c, found.is_some());
    }
    if found.is_none() {
        // perl makes a stub that a later definition (or the package's AUTOLOAD) fills in,
        // for `\&name` and `\&{"name"}` alike.
        return new_rv_owning(c, stub_cv(c, &name));
    }
    found.unwrap_or_else(|| sv::undef(c))
}

/// `undef &NAME` / `undef &$code`: the sub's body goes. Its name no longer finds it
/// (`defined &NAME` is false, AUTOLOAD is not it), and its CODE head becomes a stub, so
/// that references taken before call whatever has the name when they run, or die with
/// perl's "Undefined subroutine" (calls by name of it are compiled as lookups).
#[no_mangle]
pub extern "C-unwind" fn camelift_undef_code(c: *mut Ctx, v: *mut Sv) {
    let code = camelift_code_by_name(c, v, 0);
    // SAFETY: `code` is a live reference to a CODE head (`code_by_name` dies otherwise).
    let cv = unsafe { sv(code) }.any() as *mut Sv;
    // SAFETY: a CODE head's `any` is its Box<Cv>.
    let body = unsafe { &mut *(sv(cv).any() as *mut interp::Cv) };
    let stub: interp::SubFn = call_stub;
    if body.func as usize == stub as usize {
        return;
    }
    let name = body.name.clone();
    let active = interp::interp(c)
        .frames
        .iter()
        .any(|f| !f.name.is_null() && Info::from_ptr(f.name).desc().as_bytes() == name.as_slice());
    if active {
        die_msg(c, "Can't undef active subroutine");
    }
    let i = interp::interp(c);
    i.subs.remove(&name);
    if let Some(old) = i.sub_cvs.remove(&name) {
        sv::dec(c, old);
    }
    let key = body.func as usize;
    if interp::interp(c).cvs.get(&key) == Some(&cv) {
        interp::interp(c).cvs.remove(&key);
    }
    for e in std::mem::take(&mut body.env) {
        if !e.is_null() {
            sv::dec(c, e);
        }
    }
    body.func = call_stub;
    body.env = vec![sv::new_pv(c, &name)];
    crate::core::obj::isa_changed();
}

/// `undef *NAME`: the glob's scalar, array and hash are new empty ones and its sub is
/// gone (as `undef &NAME`).
#[no_mangle]
pub extern "C-unwind" fn camelift_undef_glob(c: *mut Ctx, g: *mut Sv) {
    let full = interp::glob_value_name(g);
    if interp::named_code(c, &full).is_some() {
        let name = sv::mortal_pv(c, &full);
        camelift_undef_code(c, name);
    }
    let gp = gv(gv_fetch(c, &full));
    let fresh = [
        sv::new_sv(c),
        crate::core::av::new_av(c),
        crate::core::hv::new_hv(c),
    ];
    for (slot, new) in [&mut gp.sv, &mut gp.av, &mut gp.hv].into_iter().zip(fresh) {
        let old = std::mem::replace(slot, new);
        sv::dec(c, old);
    }
}

/// A CODE head for `\&name` of a sub not defined yet (perl's stub): a call of it calls
/// the sub of that name defined by then, or dies as a call of an undefined sub does.
fn stub_cv(c: *mut Ctx, name: &[u8]) -> *mut Sv {
    // One stub per name, as perl's glob holds one (`\&x == \&x`).
    if let Some(&cv) = interp::interp(c).stub_cvs.get(name) {
        return sv::inc(cv);
    }
    let cv = sv::new_sv(c);
    // SAFETY: `cv` was made just above; this function holds its only reference.
    let h = unsafe { sv(cv) };
    h.flags = SVT_PVCV;
    h.set_any(Box::into_raw(Box::new(interp::Cv {
        func: call_stub,
        name: name.to_vec(),
        env: vec![sv::new_pv(c, name)],
    })) as *mut u8);
    interp::interp(c)
        .stub_cvs
        .insert(name.to_vec(), sv::inc(cv));
    cv
}

/// The sub `goto &$code` goes to for CODE head `cv`: itself, or for a stub (`\&name` of a
/// sub not defined then, or one `undef &name` left) what perl's pp_goto retries: the
/// sub the name has now, else its package's AUTOLOAD, else "Goto undefined subroutine".
pub fn goto_cv(c: *mut Ctx, cv: *mut Sv) -> *mut Sv {
    if cv_has_body(cv) {
        return cv;
    }
    // SAFETY: `cv` is a live CODE head (the caller holds it), whose `any` is its Box<Cv>.
    let name = unsafe { &*(sv(cv).any() as *const interp::Cv) }
        .name
        .clone();
    match interp::named_code(c, &name).or_else(|| autoload_sub(c, &name)) {
        // SAFETY: a (mortal) reference to a live CODE head.
        Some(code) => unsafe { sv(code) }.any() as *mut Sv,
        None => die_msg(
            c,
            format!(
                "Goto undefined subroutine &{}",
                String::from_utf8_lossy(&name)
            ),
        ),
    }
}

/// Whether CODE head `cv` has a body (is not a stub that `call_stub` runs).
fn cv_has_body(cv: *mut Sv) -> bool {
    // SAFETY: `cv` is a live CODE head (the caller holds it), whose `any` is its Box<Cv>.
    let body = unsafe { &*(sv(cv).any() as *const interp::Cv) };
    let stub: interp::SubFn = call_stub;
    body.func as usize != stub as usize
}

extern "C-unwind" fn call_stub(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let env = interp::interp(c).closure_env;
    // SAFETY: `call_sv` set the environment to this stub's, whose one entry is its name.
    let name = sv::to_bytes_quiet(unsafe { *env });
    match interp::named_code(c, &name).or_else(|| autoload_sub(c, &name)) {
        Some(code) => camelift_call_sv(c, code, mark, gimme, 0),
        None => die_msg(
            c,
            format!(
                "Undefined subroutine &{} called",
                String::from_utf8_lossy(&name)
            ),
        ),
    }
}

/// The `AUTOLOAD` of the package of `full`, a sub called that is not defined (perl's
/// gv_autoload for a function: that package's own, not inherited), with the package's
/// `$AUTOLOAD` set to `full`: a code reference.
pub fn autoload_sub(c: *mut Ctx, full: &[u8]) -> Option<*mut Sv> {
    let at = full.windows(2).rposition(|w| w == b"::")?;
    let pkg = &full[..at];
    if &full[at + 2..] == b"AUTOLOAD" {
        return None;
    }
    let auto = [pkg, b"::AUTOLOAD"].concat();
    let Some(code) = interp::named_code(c, &auto) else {
        // An AUTOLOAD only a parent class has is for methods: perl 5.28 made calling it
        // for a function an error.
        let inherited = crate::core::obj::linear_isa(c, pkg)
            .iter()
            .skip(1)
            .any(|p| interp::named_code(c, &[p.as_slice(), b"::AUTOLOAD"].concat()).is_some());
        if inherited {
            die_msg(
                c,
                format!(
                    "Use of inherited AUTOLOAD for non-method {}() is no longer allowed",
                    String::from_utf8_lossy(full)
                ),
            );
        }
        return None;
    };
    let var = gv(gv_fetch(c, &auto)).sv;
    sv::set_pv(var, full);
    Some(code)
}
