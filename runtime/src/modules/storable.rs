//! Storable.xs (Storable 3.26): the XS part of the real Storable.pm (bound by its
//! `XSLoader::load`, xsload.rs). `pstore`/`mstore` write a structure in perl's binary
//! format 2.11 (native order: 8-byte integers and doubles, after the `12345678` byte
//! order header; network order: 32-bit big-endian integers, larger numbers and doubles
//! as strings), `pretrieve`/`mretrieve` read it back, and `dclone` does both in memory,
//! so an image written here is read by perl and the reverse.
//!
//! What an image holds (Storable.xs's `SX_*` markers): every value stored gets the next
//! tag, and a value met again is `SX_OBJECT` and its tag, so shared references and
//! cycles come back shared; a blessed value is `SX_BLESS` and its class (`SX_IX_BLESS`
//! and the class's number after the first time), or `SX_HOOK` with what the class's
//! `STORABLE_freeze` gave, which `STORABLE_thaw` (or `STORABLE_attach`) gets back.
//! Tied hashes, restricted hashes, regexps, v-strings and code (`$Storable::Deparse`,
//! `$Storable::Eval`) die "not supported yet" where perl would store or retrieve them.
//!
//! As in perl, a `die` in the middle (a hook's, or an error) leaves what was made so far
//! to leak rather than freeing it while Perl code may still hold parts of it.

use crate::core::xs::{self, die_msg, sv, Info, Num};
use camelift_abi::*;
use std::cell::Cell;
use std::collections::{HashMap, HashSet};

// The markers (Storable.xs's SX_*).
const SX_OBJECT: u8 = 0;
const SX_LSCALAR: u8 = 1;
const SX_ARRAY: u8 = 2;
const SX_HASH: u8 = 3;
const SX_REF: u8 = 4;
const SX_UNDEF: u8 = 5;
const SX_INTEGER: u8 = 6;
const SX_DOUBLE: u8 = 7;
const SX_BYTE: u8 = 8;
const SX_NETINT: u8 = 9;
const SX_SCALAR: u8 = 10;
const SX_TIED_ARRAY: u8 = 11;
const SX_TIED_KEY: u8 = 21;
const SX_TIED_SCALAR: u8 = 13;
const SX_SV_UNDEF: u8 = 14;
const SX_SV_YES: u8 = 15;
const SX_SV_NO: u8 = 16;
const SX_BLESS: u8 = 17;
const SX_IX_BLESS: u8 = 18;
const SX_HOOK: u8 = 19;
const SX_OVERLOAD: u8 = 20;
const SX_TIED_IDX: u8 = 22;
const SX_UTF8STR: u8 = 23;
const SX_LUTF8STR: u8 = 24;
const SX_FLAG_HASH: u8 = 25;
const SX_CODE: u8 = 26;
const SX_WEAKREF: u8 = 27;
const SX_WEAKOVERLOAD: u8 = 28;
const SX_VSTRING: u8 = 29;
const SX_LVSTRING: u8 = 30;
const SX_SVUNDEF_ELEM: u8 = 31;
const SX_REGEXP: u8 = 32;
const SX_LOBJECT: u8 = 33;

/// The format written and the newest one read.
const BIN_MAJOR: u8 = 2;
const BIN_MINOR: u8 = 11;

/// The file magic before a file's header (not in memory images).
const MAGIC: &[u8] = b"pst0";
/// A native image's header after the version: the byte order string and the sizes of
/// int, long, pointer and NV (the same on x86-64 and aarch64 Linux).
const NATIVE_INFO: &[u8] = b"\x0812345678\x04\x08\x08\x08";

/// Strings and class names longer than these take the long form.
const LG_SCALAR: usize = 255;
const LG_BLESS: usize = 127;

// SX_HOOK's flags byte.
const SHF_TYPE_MASK: u8 = 0x03;
const SHF_LARGE_CLASSLEN: u8 = 0x04;
const SHF_LARGE_STRLEN: u8 = 0x08;
const SHF_LARGE_LISTLEN: u8 = 0x10;
const SHF_IDX_CLASSNAME: u8 = 0x20;
const SHF_NEED_RECURSE: u8 = 0x40;
const SHF_HAS_LIST: u8 = 0x80;
const SHT_SCALAR: u8 = 0;
const SHT_ARRAY: u8 = 1;
const SHT_HASH: u8 = 2;

// SX_FLAG_HASH's flags: the hash's, then each key's.
const SHV_RESTRICTED: u8 = 0x01;
const SHV_K_UTF8: u8 = 0x01;
const SHV_K_WASUTF8: u8 = 0x02;
const SHV_K_LOCKED: u8 = 0x04;
const SHV_K_ISSV: u8 = 0x08;
const SHV_K_PLACEHOLDER: u8 = 0x10;

// The operation running (Storable.xs's ST_*).
const ST_STORE: u8 = 1;
const ST_RETRIEVE: u8 = 2;
const ST_CLONE: u8 = 4;

const MAX_DEPTH_ERROR: &str = "Max. recursion depth with nested structures exceeded";

thread_local! {
    /// The operation running (`is_storing`, `is_retrieving`), 0 outside one.
    static OPTYPE: Cell<u8> = const { Cell::new(0) };
    /// Whether the last operation was in network order (`last_op_in_netorder`).
    static NETORDER: Cell<bool> = const { Cell::new(false) };
}

/// Sets the running operation for as long as it lives, and puts the outer one back
/// (hooks may store and retrieve within an operation; a `die` unwinds through it).
struct Running(u8);

impl Running {
    fn new(op: u8, net: bool) -> Running {
        NETORDER.with(|n| n.set(net));
        Running(OPTYPE.with(|o| o.replace(op)))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        OPTYPE.with(|o| o.set(self.0));
    }
}

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// The referent of a reference, if `p` is one.
fn referent(p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is a live head the caller holds for the call.
    let s = unsafe { sv(p) };
    (s.flags & SVF_ROK != 0).then(|| s.any() as *mut Sv)
}

fn flags_of(p: *mut Sv) -> u32 {
    // SAFETY: `p` is a live head the caller holds for the call.
    unsafe { sv(p) }.flags
}

/// `$Storable::NAME`.
fn var(c: *mut Ctx, name: &str) -> *mut Sv {
    xs::gv(xs::gv_fetch(c, format!("Storable::{name}").as_bytes())).sv
}

fn var_true(c: *mut Ctx, name: &str) -> bool {
    let v = var(c, name);
    !v.is_null() && xs::truth(c, v)
}

fn var_iv(c: *mut Ctx, name: &str) -> i64 {
    let v = var(c, name);
    if v.is_null() || xs::is_undef(v) {
        return 0;
    }
    xs::to_iv(c, v, &Info::simple("subroutine entry"), 0)
}

/// A recursion limit: -1 is none.
fn limit(c: *mut Ctx, name: &str) -> i64 {
    let v = var(c, name);
    if v.is_null() || xs::is_undef(v) {
        return -1;
    }
    xs::to_iv(c, v, &Info::simple("subroutine entry"), 0)
}

fn class_of(c: *mut Ctx, t: *mut Sv) -> Option<Vec<u8>> {
    if flags_of(t) & SVF_BLESSED == 0 {
        return None;
    }
    xs::class_name(c, t).map(|k| k.to_vec())
}

/// Calls `code` with `args` in context `gimme`: what it returned, each value held (the
/// caller lets go of them).
fn call(c: *mut Ctx, code: *mut Sv, args: &[*mut Sv], gimme: i64) -> Vec<*mut Sv> {
    xs::with_barrier(c, None, || {
        let mark = xs::ctx(c).sp;
        for a in args {
            xs::push(c, *a);
        }
        let line = xs::ctx(c).curline;
        let r = xs::camelift_call_sv(c, code, mark, gimme, 0);
        xs::ctx(c).curline = line;
        if gimme == G_LIST {
            xs::pop_items(c, mark).iter().map(|p| xs::inc(*p)).collect()
        } else {
            xs::ctx(c).sp = mark;
            if r.is_null() {
                vec![]
            } else {
                vec![xs::inc(r)]
            }
        }
    })
}

// ---- storing ------------------------------------------------------------------------

/// A store in progress (Storable.xs's stcxt_t, for storing).
struct Store {
    c: *mut Ctx,
    net: bool,
    clone: bool,
    canonical: bool,
    out: Vec<u8>,
    /// The tag of each value stored, by address.
    seen: HashMap<usize, u32>,
    tagnum: u32,
    /// The number of each class named, by name.
    classes: HashMap<Vec<u8>, u32>,
    /// Classes whose STORABLE_freeze gave an empty list: stored without the hook.
    hooks_off: HashSet<Vec<u8>>,
    /// Values hooks returned, held until the end (their addresses are in `seen`).
    keep: Vec<*mut Sv>,
    depth: i64,
    depth_hash: i64,
    limit: i64,
    limit_hash: i64,
}

impl Store {
    fn new(c: *mut Ctx, net: bool, clone: bool) -> Store {
        Store {
            c,
            net,
            clone,
            canonical: !clone && var_true(c, "canonical"),
            out: Vec::new(),
            seen: HashMap::new(),
            tagnum: 0,
            classes: HashMap::new(),
            hooks_off: HashSet::new(),
            keep: Vec::new(),
            depth: 0,
            depth_hash: 0,
            limit: limit(c, "recursion_limit"),
            limit_hash: limit(c, "recursion_limit_hash"),
        }
    }

    /// Storable.xs's magic_write: the file magic (for a file), the version, and for
    /// native order the byte order and sizes.
    fn header(&mut self, file: bool) {
        if file {
            self.out.extend_from_slice(MAGIC);
        }
        self.out.push((BIN_MAJOR << 1) | self.net as u8);
        self.out.push(BIN_MINOR);
        if !self.net {
            self.out.extend_from_slice(NATIVE_INFO);
        }
    }

    /// A length or count (WLEN): 4 bytes, in network order when the image is.
    fn wlen(&mut self, n: usize) {
        let n = n as i32;
        if self.net {
            self.out.extend_from_slice(&n.to_be_bytes());
        } else {
            self.out.extend_from_slice(&n.to_ne_bytes());
        }
    }

    /// A string with its short or long marker (STORE_PV_LEN).
    fn pv_len(&mut self, bytes: &[u8], small: u8, large: u8) {
        if bytes.len() <= LG_SCALAR {
            self.out.push(small);
            self.out.push(bytes.len() as u8);
        } else {
            self.out.push(large);
            self.wlen(bytes.len());
        }
        self.out.extend_from_slice(bytes);
    }

    /// Storable.xs's `store`: a value met before is its tag; a new one gets the next tag.
    fn store(&mut self, p: *mut Sv) {
        let c = self.c;
        if let Some(&tag) = self.seen.get(&(p as usize)) {
            if p == xs::undef(c) {
                // perl's "seen PL_sv_undef before, but fake it as if we have not".
                self.tagnum += 1;
                self.out.push(SX_SV_UNDEF);
                return;
            }
            self.out.push(SX_OBJECT);
            self.out.extend_from_slice(&tag.to_be_bytes());
            return;
        }
        self.seen.insert(p as usize, self.tagnum);
        self.tagnum += 1;
        match class_of(c, p) {
            Some(class) => self.store_blessed(p, class),
            None => self.store_value(p),
        }
    }

    /// The value itself, by its type (SV_STORE).
    fn store_value(&mut self, p: *mut Sv) {
        let c = self.c;
        let f = flags_of(p);
        match f & SVT_MASK {
            SVT_PVAV => self.store_array(p),
            SVT_PVHV => self.store_hash(p),
            SVT_PVCV => self.store_code(p),
            SVT_REGEXP => die_msg(c, "Storable of a Regexp (qr// object) is not supported yet"),
            SVT_SCALAR if f & SVF_FAKEGV == 0 => {
                if f & SVF_ROK != 0 {
                    self.store_ref(p)
                } else {
                    self.store_scalar(p)
                }
            }
            _ => self.store_other("GLOB"),
        }
    }

    /// Storable.xs's store_other: "Can't store CODE items". With `$Storable::forgive_me`
    /// perl warns and stores a placeholder naming the item's address instead.
    fn store_other(&mut self, kind: &str) {
        let c = self.c;
        if var_true(c, "forgive_me") {
            die_msg(
                c,
                format!("Storable of {kind} items ($Storable::forgive_me) is not supported yet"),
            );
        }
        die_msg(c, format!("Can't store {kind} items"));
    }

    fn store_code(&mut self, _cv: *mut Sv) {
        if var_true(self.c, "Deparse") {
            die_msg(
                self.c,
                "Storable of code references ($Storable::Deparse) is not supported yet",
            );
        }
        self.store_other("CODE");
    }

    fn deeper(&mut self) {
        self.depth += 1;
        if self.limit >= 0 && self.depth > self.limit {
            die_msg(self.c, MAX_DEPTH_ERROR);
        }
    }

    /// SX_REF (SX_OVERLOAD for an object of a class with overloading, the weak forms
    /// for a weak reference) and the referent.
    fn store_ref(&mut self, r: *mut Sv) {
        let c = self.c;
        let weak = xs::is_weak(r);
        let t = referent(r).unwrap_or_else(|| xs::undef(c));
        let overloaded = flags_of(t) & SVF_BLESSED != 0 && xs::overloaded(c, r);
        self.out.push(match (overloaded, weak) {
            (true, true) => SX_WEAKOVERLOAD,
            (true, false) => SX_OVERLOAD,
            (false, true) => SX_WEAKREF,
            (false, false) => SX_REF,
        });
        self.deeper();
        self.store(t);
        self.depth -= 1;
    }

    /// Storable.xs's store_scalar: undef, the immortals, a string (its string value
    /// first when it has one), an integer (a byte for -128..127; in network order 32
    /// bits, else a string), a double (an integer in disguise as one; in network order a
    /// string).
    fn store_scalar(&mut self, p: *mut Sv) {
        let c = self.c;
        // SAFETY: `p` is a live head the structure being stored holds.
        let s = unsafe { sv(p) };
        let f = s.flags;
        if f & SVF_VSTRING != 0 {
            die_msg(c, "Storable of a v-string is not supported yet");
        }
        if p == xs::yes(c) {
            self.out.push(SX_SV_YES);
            return;
        }
        if p == xs::no(c) {
            self.out.push(SX_SV_NO);
            return;
        }
        if f & (SVF_IOK | SVF_NOK | SVF_POK) == 0 {
            self.out.push(if p == xs::undef(c) {
                SX_SV_UNDEF
            } else {
                SX_UNDEF
            });
            return;
        }
        if f & SVF_POK != 0 {
            return self.store_string(p);
        }
        let iv = if f & SVF_IOK != 0 {
            if f & SVF_ISUV != 0 && s.iv < 0 {
                // A UV above IV_MAX: as a string.
                return self.store_string(p);
            }
            s.iv
        } else {
            // SvIV_please: a double that is an integer below 2**53 is stored as one.
            let nv = s.nv;
            let i = nv as i64;
            if i as f64 == nv && i.unsigned_abs() < (1u64 << 53) {
                i
            } else {
                if self.net {
                    return self.store_string(p);
                }
                self.out.push(SX_DOUBLE);
                self.out.extend_from_slice(&nv.to_ne_bytes());
                return;
            }
        };
        if (-128..=127).contains(&iv) {
            self.out.push(SX_BYTE);
            self.out.push((iv + 128) as u8);
        } else if self.net {
            if iv > i32::MAX as i64 || iv < i32::MIN as i64 {
                return self.store_string(p);
            }
            self.out.push(SX_NETINT);
            self.out.extend_from_slice(&(iv as i32).to_be_bytes());
        } else {
            self.out.push(SX_INTEGER);
            self.out.extend_from_slice(&iv.to_ne_bytes());
        }
    }

    /// The string value (SvPV), a UTF-8 one marked so.
    fn store_string(&mut self, p: *mut Sv) {
        let bytes = xs::to_bytes_quiet(p);
        if xs::is_utf8(p) {
            self.pv_len(&bytes, SX_UTF8STR, SX_LUTF8STR);
        } else {
            self.pv_len(&bytes, SX_SCALAR, SX_LSCALAR);
        }
    }

    /// SX_ARRAY, the length and each element (a missing one SX_SV_UNDEF, perl's own
    /// undef SX_SVUNDEF_ELEM, each taking a tag).
    fn store_array(&mut self, av: *mut Sv) {
        let c = self.c;
        self.deeper();
        let n = xs::av_items_quiet(av).len();
        self.out.push(SX_ARRAY);
        self.wlen(n);
        for i in 0..n {
            // Read each time: a hook may change the array meanwhile.
            let item = xs::av_items_quiet(av)
                .get(i)
                .copied()
                .unwrap_or(std::ptr::null_mut());
            if item.is_null() {
                self.tagnum += 1;
                self.out.push(SX_SV_UNDEF);
            } else if item == xs::undef(c) {
                self.tagnum += 1;
                self.out.push(SX_SVUNDEF_ELEM);
            } else {
                self.store(item);
            }
        }
        self.depth -= 1;
    }

    /// SX_HASH (SX_FLAG_HASH when some key has flags), the count, and each value then
    /// its key; sorted by key under `$Storable::canonical`, else in the hash's order.
    fn store_hash(&mut self, hv: *mut Sv) {
        let c = self.c;
        if !xs::hv_body(c, hv).tie.is_null() {
            die_msg(c, "Storable of a tied hash is not supported yet");
        }
        self.depth_hash += 1;
        if self.limit_hash >= 0 && self.depth_hash > self.limit_hash {
            die_msg(c, MAX_DEPTH_ERROR);
        }
        self.deeper();
        let map = &xs::hv_body(c, hv).map;
        let flagged = map.has_flags();
        let mut entries: Vec<(Vec<u8>, u8, *mut Sv)> = map
            .iter_flagged()
            .map(|(k, f, v)| (k.to_vec(), f, v))
            .collect();
        if self.canonical {
            // sortsv with sv_cmp on the keys as `keys` gives them.
            entries.sort_by(|a, b| {
                let (ka, ua) = xs::hv_key_string(&a.0, a.1);
                let (kb, ub) = xs::hv_key_string(&b.0, b.1);
                xs::cmp_flagged(&ka, ua, &kb, ub)
            });
        }
        if flagged {
            self.out.push(SX_FLAG_HASH);
            self.out.push(0);
        } else {
            self.out.push(SX_HASH);
        }
        self.wlen(entries.len());
        for (key, kflags, val) in entries {
            self.store(if val.is_null() { xs::undef(c) } else { val });
            if flagged {
                let mut f = 0;
                if kflags & xs::KEY_UTF8 != 0 {
                    f |= SHV_K_UTF8;
                }
                if kflags & xs::KEY_WASUTF8 != 0 {
                    f |= SHV_K_WASUTF8;
                }
                self.out.push(f);
            }
            self.wlen(key.len());
            self.out.extend_from_slice(&key);
        }
        self.depth -= 1;
        self.depth_hash -= 1;
    }

    /// A class's number, or None the first time it is named (it gets the next one).
    fn known_class(&mut self, class: &[u8]) -> Option<u32> {
        if let Some(&n) = self.classes.get(class) {
            return Some(n);
        }
        let n = self.classes.len() as u32;
        self.classes.insert(class.to_vec(), n);
        None
    }

    /// Storable.xs's store_blessed: through the class's STORABLE_freeze if it has one,
    /// else SX_BLESS and the class (SX_IX_BLESS and its number after the first time),
    /// then the value.
    fn store_blessed(&mut self, p: *mut Sv, class: Vec<u8>) {
        let c = self.c;
        if !self.hooks_off.contains(&class) {
            if let Some(hook) = xs::find_method(c, &class, b"STORABLE_freeze", false) {
                return self.store_hook(p, class, hook);
            }
        }
        match self.known_class(&class) {
            Some(n) => {
                self.out.push(SX_IX_BLESS);
                if n as usize <= LG_BLESS {
                    self.out.push(n as u8);
                } else {
                    self.out.push(0x80);
                    self.wlen(n as usize);
                }
            }
            None => {
                self.out.push(SX_BLESS);
                if class.len() <= LG_BLESS {
                    self.out.push(class.len() as u8);
                } else {
                    self.out.push(0x80);
                    self.wlen(class.len());
                }
                self.out.extend_from_slice(&class);
            }
        }
        self.store_value(p);
    }

    /// Storable.xs's store_hook: `$obj->STORABLE_freeze($cloning)` gives the frozen
    /// string and references to store with it; SX_HOOK, the flags, the class, the
    /// string and the tags of those references (stored first when new).
    fn store_hook(&mut self, p: *mut Sv, class: Vec<u8>, hook: *mut Sv) {
        let c = self.c;
        let f = flags_of(p);
        let obj_type = match f & SVT_MASK {
            SVT_PVAV => SHT_ARRAY,
            SVT_PVHV => {
                if !xs::hv_body(c, p).tie.is_null() {
                    die_msg(c, "Storable of a tied hash is not supported yet");
                }
                SHT_HASH
            }
            SVT_SCALAR if f & SVF_FAKEGV == 0 => SHT_SCALAR,
            _ => die_msg(
                c,
                format!(
                    "Unexpected object type ({}) in store_hook()",
                    f >> SVT_SHIFT
                ),
            ),
        };
        let obj = xs::new_rv(c, p);
        let cloning = xs::mortal_iv(c, if self.clone { ST_CLONE as i64 } else { 0 });
        let got = call(c, hook, &[obj, cloning], G_LIST);
        self.keep.extend(got.iter().copied());
        let name = String::from_utf8_lossy(&class).into_owned();
        let Some(&frozen) = got.first() else {
            if self.classes.contains_key(&class) {
                let op = if self.clone { "cloning" } else { "storing" };
                die_msg(
                    c,
                    format!("Too late to ignore hooks for {op} class \"{name}\""),
                );
            }
            self.hooks_off.insert(class.clone());
            return self.store_blessed(p, class);
        };
        let frozen = xs::to_bytes(c, frozen, &Info::simple("subroutine entry"), 0);
        let mut flags = SHF_NEED_RECURSE | obj_type;
        let mut recursed = false;
        let mut tags = Vec::new();
        if xs::find_method(c, &class, b"STORABLE_attach", false).is_some() {
            if got.len() > 1 {
                die_msg(
                    c,
                    format!(
                        "Freeze cannot return references if {name} class is using STORABLE_attach"
                    ),
                );
            }
        } else {
            for (i, &r) in got.iter().enumerate().skip(1) {
                let Some(x) = referent(r) else {
                    die_msg(
                        c,
                        format!(
                            "Item #{i} returned by STORABLE_freeze for {name} is not a reference"
                        ),
                    )
                };
                if !self.seen.contains_key(&(x as usize)) {
                    if !recursed {
                        self.out.push(SX_HOOK);
                    }
                    recursed = true;
                    self.out.push(flags);
                    self.store(x);
                }
                tags.push(self.seen.get(&(x as usize)).copied().unwrap_or(0));
            }
        }
        let classnum = self.known_class(&class);
        flags = obj_type;
        if classnum.map_or(class.len(), |n| n as usize) > LG_SCALAR {
            flags |= SHF_LARGE_CLASSLEN;
        }
        if classnum.is_some() {
            flags |= SHF_IDX_CLASSNAME;
        }
        if frozen.len() > LG_SCALAR {
            flags |= SHF_LARGE_STRLEN;
        }
        if !tags.is_empty() {
            flags |= SHF_HAS_LIST;
        }
        if tags.len() > LG_SCALAR {
            flags |= SHF_LARGE_LISTLEN;
        }
        if !recursed {
            self.out.push(SX_HOOK);
        }
        self.out.push(flags);
        match classnum {
            Some(n) if flags & SHF_LARGE_CLASSLEN != 0 => self.wlen(n as usize),
            Some(n) => self.out.push(n as u8),
            None => {
                if flags & SHF_LARGE_CLASSLEN != 0 {
                    self.wlen(class.len());
                } else {
                    self.out.push(class.len() as u8);
                }
                self.out.extend_from_slice(&class);
            }
        }
        if flags & SHF_LARGE_STRLEN != 0 {
            self.wlen(frozen.len());
        } else {
            self.out.push(frozen.len() as u8);
        }
        self.out.extend_from_slice(&frozen);
        if !tags.is_empty() {
            if flags & SHF_LARGE_LISTLEN != 0 {
                self.wlen(tags.len());
            } else {
                self.out.push(tags.len() as u8);
            }
            for t in tags {
                self.out.extend_from_slice(&t.to_be_bytes());
            }
        }
    }

    fn finish(self) -> Vec<u8> {
        for p in self.keep {
            xs::dec(self.c, p);
        }
        self.out
    }
}

/// Storable.xs's do_store: the image of what reference `r` refers to.
fn do_store(c: *mut Ctx, r: *mut Sv, net: bool, file: bool, clone: bool) -> Vec<u8> {
    let Some(t) = referent(r) else {
        die_msg(c, "Not a reference")
    };
    let op = if clone { ST_STORE | ST_CLONE } else { ST_STORE };
    let _running = Running::new(op, net);
    let mut st = Store::new(c, net, clone);
    st.header(file);
    st.store(t);
    st.finish()
}

// ---- retrieving -----------------------------------------------------------------------

/// Where an image is read from: a string, or a handle (read as perl's PerlIO_read
/// does, so what follows the image stays in the handle).
enum Source {
    Mem(Vec<u8>, usize),
    Handle(*mut Sv),
}

/// A retrieve in progress (Storable.xs's stcxt_t, for retrieving).
struct Retrieve {
    c: *mut Ctx,
    src: Source,
    net: bool,
    clone: bool,
    minor: u8,
    /// Each value retrieved, by tag, each held until the end (perl's aseen).
    seen: Vec<*mut Sv>,
    classes: Vec<Vec<u8>>,
    depth: i64,
    limit: i64,
}

/// A read that ran out: perl's retrieve returns undef (no error) for a short image.
struct Short;

type R<T> = Result<T, Short>;

impl Retrieve {
    fn what(&self) -> &'static str {
        match self.src {
            Source::Mem(..) => "string",
            Source::Handle(_) => "file",
        }
    }

    fn read(&mut self, n: usize) -> R<Vec<u8>> {
        match &mut self.src {
            Source::Mem(buf, pos) => {
                let end = pos
                    .checked_add(n)
                    .filter(|e| *e <= buf.len())
                    .ok_or(Short)?;
                let v = buf[*pos..end].to_vec();
                *pos = end;
                Ok(v)
            }
            Source::Handle(fh) => {
                let fh = *fh;
                let mut v = Vec::with_capacity(n.min(1 << 16));
                while v.len() < n {
                    match (xs::hooks(self.c).read_handle)(self.c, fh, n - v.len()) {
                        Some(Ok(d)) if !d.is_empty() => v.extend_from_slice(&d),
                        _ => return Err(Short),
                    }
                }
                Ok(v)
            }
        }
    }

    fn byte(&mut self) -> R<u8> {
        Ok(self.read(1)?[0])
    }

    /// A length (RLEN): in network order when the image is.
    fn rlen(&mut self) -> R<i32> {
        let b = self.read(4)?;
        let a = [b[0], b[1], b[2], b[3]];
        Ok(if self.net {
            i32::from_be_bytes(a)
        } else {
            i32::from_ne_bytes(a)
        })
    }

    /// A length that must be one: a negative one is a corrupt image.
    fn ulen(&mut self) -> R<usize> {
        let n = self.rlen()?;
        if n < 0 {
            self.corrupt();
        }
        Ok(n as usize)
    }

    /// A tag: always in network order.
    fn tag(&mut self) -> R<i32> {
        let b = self.read(4)?;
        Ok(i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Storable.xs's retrieve_other.
    fn corrupt(&self) -> ! {
        die_msg(
            self.c,
            format!(
                "Corrupted storable {} (binary v{}.{})",
                self.what(),
                BIN_MAJOR,
                self.minor
            ),
        )
    }

    /// SEEN: the value gets the next tag (held), and is blessed into `class` if given.
    fn seen(&mut self, p: *mut Sv, class: &Option<Vec<u8>>) {
        self.seen.push(xs::inc(p));
        if let Some(k) = class {
            self.bless(p, k);
        }
    }

    fn bless(&mut self, p: *mut Sv, class: &[u8]) {
        let c = self.c;
        let r = xs::new_rv(c, p);
        let k = xs::mortal_pv(c, class);
        xs::camelift_bless(c, r, k, std::ptr::null());
    }

    /// Storable.xs's magic_check: the file magic (for a file), the version, and for a
    /// native image its byte order and sizes. Err for a header cut short.
    fn header(&mut self) -> R<()> {
        let c = self.c;
        if let Source::Handle(_) = self.src {
            let m = self.read(MAGIC.len())?;
            if m != MAGIC {
                if m == b"perl" {
                    die_msg(c, "Storable images older than 0.7 are not supported yet");
                }
                die_msg(c, "File is not a perl storable");
            }
        }
        let v = self.byte()?;
        let major = v >> 1;
        if major < 2 {
            die_msg(c, "Storable images older than 0.7 are not supported yet");
        }
        let minor = self.byte()?;
        self.minor = minor;
        if major > BIN_MAJOR
            || (major == BIN_MAJOR && minor > BIN_MINOR && !var_true(c, "accept_future_minor"))
        {
            die_msg(
                c,
                format!(
                    "Storable binary image v{major}.{minor} more recent than I am (v{BIN_MAJOR}.{BIN_MINOR})"
                ),
            );
        }
        self.net = v & 1 != 0;
        if self.net {
            return Ok(());
        }
        let len = self.byte()? as usize;
        let use_nv_size = minor >= 2;
        let info = self.read(len + 3 + use_nv_size as usize)?;
        if len != 8 || &info[..len] != b"12345678" {
            die_msg(c, "Byte order is not compatible");
        }
        let sizes = &info[len..];
        if sizes[0] != 4 {
            die_msg(c, "Integer size is not compatible");
        }
        if sizes[1] != 8 {
            die_msg(c, "Long integer size is not compatible");
        }
        if sizes[2] != 8 {
            die_msg(c, "Pointer size is not compatible");
        }
        if use_nv_size && sizes[3] != 8 {
            die_msg(c, "Double size is not compatible");
        }
        Ok(())
    }

    fn deeper(&mut self) {
        self.depth += 1;
        if self.limit >= 0 && self.depth > self.limit {
            die_msg(self.c, MAX_DEPTH_ERROR);
        }
    }

    /// Storable.xs's retrieve: the next value (a new reference to it, owned by the
    /// caller), the first value made blessed into `class`.
    fn retrieve(&mut self, class: Option<Vec<u8>>) -> R<*mut Sv> {
        let c = self.c;
        let t = self.byte()?;
        match t {
            SX_OBJECT => {
                let tag = self.tag()?;
                match usize::try_from(tag).ok().and_then(|i| self.seen.get(i)) {
                    Some(&p) => Ok(xs::inc(p)),
                    None => die_msg(
                        c,
                        format!("Object #{tag} should have been retrieved already"),
                    ),
                }
            }
            SX_UNDEF => {
                let p = xs::new_sv(c);
                self.seen(p, &class);
                Ok(p)
            }
            SX_SV_UNDEF => {
                // perl's own undef: a hole in an array, a new undef elsewhere.
                let p = xs::undef(c);
                self.seen(p, &None);
                Ok(p)
            }
            SX_SVUNDEF_ELEM => {
                let p = xs::new_sv(c);
                self.seen(p, &class);
                Ok(p)
            }
            SX_SV_YES | SX_SV_NO => {
                let p = xs::newsv_copy(
                    c,
                    if t == SX_SV_YES {
                        xs::yes(c)
                    } else {
                        xs::no(c)
                    },
                );
                self.seen(p, &class);
                Ok(p)
            }
            SX_BYTE => {
                let b = self.byte()?;
                Ok(self.number(Num::Iv(b as i64 - 128), &class))
            }
            SX_INTEGER => {
                let b = self.read(8)?;
                let mut a = [0u8; 8];
                a.copy_from_slice(&b);
                Ok(self.number(Num::Iv(i64::from_ne_bytes(a)), &class))
            }
            SX_NETINT => {
                let b = self.read(4)?;
                let v = i32::from_be_bytes([b[0], b[1], b[2], b[3]]);
                Ok(self.number(Num::Iv(v as i64), &class))
            }
            SX_DOUBLE => {
                let b = self.read(8)?;
                let mut a = [0u8; 8];
                a.copy_from_slice(&b);
                Ok(self.number(Num::Nv(f64::from_ne_bytes(a)), &class))
            }
            SX_SCALAR | SX_UTF8STR => {
                let n = self.byte()? as usize;
                self.string(n, t == SX_UTF8STR, &class)
            }
            SX_LSCALAR | SX_LUTF8STR => {
                let n = self.ulen()?;
                self.string(n, t == SX_LUTF8STR, &class)
            }
            SX_REF | SX_WEAKREF | SX_OVERLOAD | SX_WEAKOVERLOAD => self.retrieve_ref(t, class),
            SX_ARRAY => self.retrieve_array(class),
            SX_HASH => self.retrieve_hash(false, class),
            SX_FLAG_HASH => self.retrieve_hash(true, class),
            SX_BLESS => {
                let mut n = self.byte()? as usize;
                if n & 0x80 != 0 {
                    n = self.ulen()?;
                }
                let name = self.read(n)?;
                self.classes.push(name.clone());
                self.retrieve(Some(name))
            }
            SX_IX_BLESS => {
                let mut n = self.byte()? as usize;
                if n & 0x80 != 0 {
                    n = self.ulen()?;
                }
                let Some(name) = self.classes.get(n).cloned() else {
                    die_msg(c, format!("Class name #{n} should have been seen already"))
                };
                self.retrieve(Some(name))
            }
            SX_HOOK => self.retrieve_hook(),
            SX_CODE => {
                if !var_true(c, "Eval") {
                    die_msg(c, "Can't eval, please set $Storable::Eval to a true value");
                }
                die_msg(
                    c,
                    "Retrieving code references ($Storable::Eval) is not supported yet",
                )
            }
            SX_TIED_ARRAY..=SX_TIED_SCALAR | SX_TIED_KEY | SX_TIED_IDX => {
                die_msg(c, "Retrieving tied values is not supported yet")
            }
            SX_VSTRING | SX_LVSTRING => die_msg(c, "Retrieving a v-string is not supported yet"),
            SX_REGEXP => die_msg(c, "Retrieving a Regexp (qr// object) is not supported yet"),
            SX_LOBJECT => die_msg(
                c,
                "Retrieving objects larger than 2 GB is not supported yet",
            ),
            _ => self.corrupt(),
        }
    }

    fn number(&mut self, n: Num, class: &Option<Vec<u8>>) -> *mut Sv {
        let p = xs::new_sv(self.c);
        xs::set_num(p, n);
        self.seen(p, class);
        p
    }

    fn string(&mut self, n: usize, utf8: bool, class: &Option<Vec<u8>>) -> R<*mut Sv> {
        let b = self.read(n)?;
        let p = xs::new_sv(self.c);
        xs::set_str(p, &b, utf8);
        self.seen(p, class);
        Ok(p)
    }

    /// Storable.xs's retrieve_ref: the reference is made (and tagged) before its
    /// referent, which may refer back to it.
    fn retrieve_ref(&mut self, t: u8, class: Option<Vec<u8>>) -> R<*mut Sv> {
        let c = self.c;
        let rv = xs::new_sv(c);
        self.seen(rv, &class);
        self.deeper();
        let target = self.retrieve(None)?;
        self.depth -= 1;
        let target = if target == xs::undef(c) {
            xs::new_sv(c)
        } else {
            target
        };
        // SAFETY: `rv` was made above and is held by `seen`; it is undef (and maybe
        // blessed), so making it a reference drops nothing.
        let s = unsafe { sv(rv) };
        s.flags = (s.flags & SVF_BLESSED) | SVF_ROK;
        s.set_any(target as *mut u8);
        if matches!(t, SX_OVERLOAD | SX_WEAKOVERLOAD) && !xs::overloaded(c, rv) {
            let kind = xs::reftype_name(rv).unwrap_or(b"SCALAR");
            let pkg = class_of(c, target).unwrap_or_default();
            die_msg(
                c,
                format!(
                    "Cannot restore overloading on {}(0x{:x}) (package {})",
                    String::from_utf8_lossy(kind),
                    target as usize,
                    String::from_utf8_lossy(&pkg)
                ),
            );
        }
        if matches!(t, SX_WEAKREF | SX_WEAKOVERLOAD) {
            xs::weaken(c, rv);
        }
        Ok(rv)
    }

    fn retrieve_array(&mut self, class: Option<Vec<u8>>) -> R<*mut Sv> {
        let c = self.c;
        let n = self.ulen()?;
        let av = xs::new_av(c);
        self.seen(av, &class);
        self.deeper();
        for _ in 0..n {
            let item = self.retrieve(None)?;
            let item = if item == xs::undef(c) {
                std::ptr::null_mut()
            } else {
                item
            };
            xs::av_body(c, av).items.push_back(item);
        }
        // Trailing holes are no elements.
        while xs::av_body(c, av).items.back().is_some_and(|p| p.is_null()) {
            xs::av_body(c, av).items.pop_back();
        }
        self.depth -= 1;
        Ok(av)
    }

    fn retrieve_hash(&mut self, flagged: bool, class: Option<Vec<u8>>) -> R<*mut Sv> {
        let c = self.c;
        let hash_flags = if flagged { self.byte()? } else { 0 };
        if hash_flags & SHV_RESTRICTED != 0 {
            die_msg(c, "Retrieving a restricted hash is not supported yet");
        }
        let n = self.ulen()?;
        let hv = xs::new_hv(c);
        self.seen(hv, &class);
        self.deeper();
        for _ in 0..n {
            let val = self.retrieve(None)?;
            let val = if val == xs::undef(c) {
                xs::new_sv(c)
            } else {
                val
            };
            let kflags = if flagged { self.byte()? } else { 0 };
            if kflags & (SHV_K_ISSV | SHV_K_PLACEHOLDER | SHV_K_LOCKED) != 0 {
                die_msg(c, "Retrieving a restricted hash is not supported yet");
            }
            let klen = self.ulen()?;
            let key = self.read(klen)?;
            let f = if kflags & SHV_K_UTF8 != 0 {
                xs::KEY_UTF8
            } else if kflags & SHV_K_WASUTF8 != 0 {
                xs::KEY_WASUTF8
            } else {
                0
            };
            if let Some(old) = xs::hv_body(c, hv).map.insert_flagged(key, f, val) {
                xs::dec(c, old);
            }
        }
        self.depth -= 1;
        Ok(hv)
    }

    /// Storable.xs's retrieve_hook: the empty object is made and tagged, the values
    /// stored with it are read, then `Class->STORABLE_attach($cloning, $frozen)` gives
    /// the object, or the object blessed gets `->STORABLE_thaw($cloning, $frozen,
    /// @refs)`.
    fn retrieve_hook(&mut self) -> R<*mut Sv> {
        let c = self.c;
        let mut flags = self.byte()?;
        let obj = match flags & SHF_TYPE_MASK {
            SHT_SCALAR => xs::new_sv(c),
            SHT_ARRAY => xs::new_av(c),
            SHT_HASH => xs::new_hv(c),
            _ => die_msg(c, "Retrieving tied values is not supported yet"),
        };
        let obj_tag = self.seen.len();
        self.seen(obj, &None);
        while flags & SHF_NEED_RECURSE != 0 {
            let r = self.retrieve(None)?;
            xs::dec(c, r);
            flags = self.byte()?;
        }
        let class = if flags & SHF_IDX_CLASSNAME != 0 {
            let n = if flags & SHF_LARGE_CLASSLEN != 0 {
                self.ulen()?
            } else {
                self.byte()? as usize
            };
            match self.classes.get(n).cloned() {
                Some(k) => k,
                None => die_msg(c, format!("Class name #{n} should have been seen already")),
            }
        } else {
            let n = if flags & SHF_LARGE_CLASSLEN != 0 {
                self.ulen()?
            } else {
                self.byte()? as usize
            };
            let k = self.read(n)?;
            self.classes.push(k.clone());
            k
        };
        let n2 = if flags & SHF_LARGE_STRLEN != 0 {
            self.ulen()?
        } else {
            self.byte()? as usize
        };
        let frozen = self.read(n2)?;
        let mut refs = Vec::new();
        if flags & SHF_HAS_LIST != 0 {
            let n3 = if flags & SHF_LARGE_LISTLEN != 0 {
                self.ulen()?
            } else {
                self.byte()? as usize
            };
            for _ in 0..n3 {
                let tag = self.tag()?;
                match usize::try_from(tag).ok().and_then(|i| self.seen.get(i)) {
                    Some(&p) => refs.push(xs::new_rv(c, p)),
                    None => die_msg(
                        c,
                        format!("Object #{tag} should have been retrieved already"),
                    ),
                }
            }
        }
        let name = String::from_utf8_lossy(&class).into_owned();
        let frozen_sv = xs::mortal_pv(c, &frozen);
        let cloning = xs::mortal_iv(c, if self.clone { ST_CLONE as i64 } else { 0 });
        if let Some(attach) = xs::find_method(c, &class, b"STORABLE_attach", false) {
            if !refs.is_empty() {
                die_msg(c, "STORABLE_attach called with unexpected references");
            }
            let k = xs::mortal_pv(c, &class);
            let got = call(c, attach, &[k, cloning, frozen_sv], G_SCALAR);
            let attached = got.first().copied();
            let target = attached.and_then(referent).filter(|t| {
                class_of(c, *t).is_some_and(|k| xs::linear_isa(c, &k).contains(&class))
            });
            let Some(target) = target else {
                die_msg(c, format!("STORABLE_attach did not return a {name} object"))
            };
            xs::inc(target);
            for p in got {
                xs::dec(c, p);
            }
            // The object made for it is forgotten: the attached one has its tag.
            let old = std::mem::replace(&mut self.seen[obj_tag], xs::inc(target));
            xs::dec(c, old);
            xs::dec(c, obj);
            return Ok(target);
        }
        self.bless(obj, &class);
        let Some(thaw) = xs::find_method(c, &class, b"STORABLE_thaw", false) else {
            die_msg(
                c,
                format!(
                    "No STORABLE_thaw defined for objects of class {name} (loading a class's module while retrieving is not supported yet)"
                ),
            )
        };
        let this = xs::new_rv(c, obj);
        let mut args = vec![this, cloning, frozen_sv];
        args.extend(refs);
        for p in call(c, thaw, &args, G_SCALAR) {
            xs::dec(c, p);
        }
        Ok(obj)
    }

    fn finish(self) {
        for p in self.seen {
            xs::dec(self.c, p);
        }
    }
}

/// Storable.xs's do_retrieve: a reference to the structure the image holds, or undef
/// for an image cut short.
fn do_retrieve(c: *mut Ctx, src: Source, clone: bool) -> *mut Sv {
    let op = if clone {
        ST_RETRIEVE | ST_CLONE
    } else {
        ST_RETRIEVE
    };
    let _running = Running::new(op, false);
    let mut rt = Retrieve {
        c,
        src,
        net: false,
        clone,
        minor: BIN_MINOR,
        seen: Vec::new(),
        classes: Vec::new(),
        depth: 0,
        limit: limit(c, "recursion_limit"),
    };
    if rt.header().is_err() {
        die_msg(
            c,
            format!("Magic number checking on storable {} failed", rt.what()),
        );
    }
    NETORDER.with(|n| n.set(rt.net));
    let root = rt.retrieve(None);
    rt.finish();
    match root {
        Ok(p) if p != xs::undef(c) => xs::new_rv_owning(c, p),
        Ok(_) => xs::new_rv_owning(c, xs::new_sv(c)),
        Err(Short) => xs::undef(c),
    }
}

/// The `flag` argument, read as a number as the XS's IV parameter is.
fn flag_arg(c: *mut Ctx, p: Option<&*mut Sv>) {
    if let Some(&f) = p {
        xs::to_iv(c, f, &Info::simple("subroutine entry"), 1);
    }
}

// ---- the XS subs ----------------------------------------------------------------------

fn usage(c: *mut Ctx, what: &str) -> ! {
    die_msg(c, format!("Usage: Storable::{what}"))
}

/// `pstore(f, obj)` and `net_pstore`: the image written to the handle; true, or undef
/// when the write failed.
fn pstore_as(c: *mut Ctx, mark: usize, gimme: i64, net: bool) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [f, obj] = *args else {
        usage(
            c,
            if net {
                "net_pstore(f, obj)"
            } else {
                "pstore(f, obj)"
            },
        )
    };
    let image = do_store(c, obj, net, true, false);
    let r = match (xs::hooks(c).write_handle)(c, f, &image) {
        Some(true) => xs::yes(c),
        Some(false) => xs::undef(c),
        None => die_msg(
            c,
            format!(
                "Bad filehandle: {}",
                String::from_utf8_lossy(&xs::to_bytes_quiet(f))
            ),
        ),
    };
    give(c, r, gimme)
}

pub extern "C-unwind" fn pstore(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    pstore_as(c, mark, gimme, false)
}

pub extern "C-unwind" fn net_pstore(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    pstore_as(c, mark, gimme, true)
}

/// `mstore(obj)` and `net_mstore`: the image as a byte string.
fn mstore_as(c: *mut Ctx, mark: usize, gimme: i64, net: bool) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [obj] = *args else {
        usage(
            c,
            if net {
                "net_mstore(obj)"
            } else {
                "mstore(obj)"
            },
        )
    };
    let image = do_store(c, obj, net, false, false);
    let r = xs::mortal_pv(c, &image);
    give(c, r, gimme)
}

pub extern "C-unwind" fn mstore(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    mstore_as(c, mark, gimme, false)
}

pub extern "C-unwind" fn net_mstore(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    mstore_as(c, mark, gimme, true)
}

/// `pretrieve(f, flag = 6)`: a reference to the structure read from the handle.
pub extern "C-unwind" fn pretrieve(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if !(1..=2).contains(&args.len()) {
        usage(c, "pretrieve(f, flag = 6)");
    }
    let f = args[0];
    if (xs::hooks(c).handle_fd)(c, f).is_none() {
        die_msg(
            c,
            format!(
                "Bad filehandle: {}",
                String::from_utf8_lossy(&xs::to_bytes_quiet(f))
            ),
        );
    }
    // BLESS_OK and TIE_OK: Storable 3.26 reads the flag and blesses either way; tied
    // values are not retrieved here at all.
    flag_arg(c, args.get(1));
    let r = do_retrieve(c, Source::Handle(f), false);
    give(c, r, gimme)
}

/// `mretrieve(sv, flag = 6)`: a reference to the structure the string holds (a UTF-8
/// string's characters as bytes).
pub extern "C-unwind" fn mretrieve(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    if !(1..=2).contains(&args.len()) {
        usage(c, "mretrieve(sv, flag = 6)");
    }
    let mut image = xs::to_bytes(c, args[0], &Info::simple("subroutine entry"), 0);
    if xs::is_utf8(args[0]) {
        match xs::downgrade_utf8(&image) {
            Some(b) => image = b,
            None => die_msg(
                c,
                "Frozen string corrupt - contains characters outside 0-255",
            ),
        }
    }
    // BLESS_OK and TIE_OK: Storable 3.26 reads the flag and blesses either way; tied
    // values are not retrieved here at all.
    flag_arg(c, args.get(1));
    let r = do_retrieve(c, Source::Mem(image, 0), false);
    give(c, r, gimme)
}

/// `dclone(sv)`: a deep copy, stored and retrieved in memory (the hooks told they are
/// cloning; hashes in their own order).
pub extern "C-unwind" fn dclone(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [obj] = *args else { usage(c, "dclone(sv)") };
    let image = do_store(c, obj, false, false, true);
    let r = do_retrieve(c, Source::Mem(image, 0), true);
    give(c, r, gimme)
}

fn predicate(c: *mut Ctx, mark: usize, gimme: i64, b: bool) -> *mut Sv {
    let _ = xs::pop_items(c, mark);
    let r = xs::bool_sv(c, b);
    give(c, r, gimme)
}

pub extern "C-unwind" fn last_op_in_netorder(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    predicate(c, mark, gimme, NETORDER.with(|n| n.get()))
}

pub extern "C-unwind" fn is_storing(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    predicate(c, mark, gimme, OPTYPE.with(|o| o.get()) & ST_STORE != 0)
}

pub extern "C-unwind" fn is_retrieving(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    predicate(c, mark, gimme, OPTYPE.with(|o| o.get()) & ST_RETRIEVE != 0)
}

/// `stack_depth()`: `$Storable::recursion_limit`.
pub extern "C-unwind" fn stack_depth(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let _ = xs::pop_items(c, mark);
    let r = xs::mortal_iv(c, var_iv(c, "recursion_limit"));
    give(c, r, gimme)
}

/// `stack_depth_hash()`: `$Storable::recursion_limit_hash`.
pub extern "C-unwind" fn stack_depth_hash(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let _ = xs::pop_items(c, mark);
    let r = xs::mortal_iv(c, var_iv(c, "recursion_limit_hash"));
    give(c, r, gimme)
}

/// `init_perinterp()`: the context is made afresh by each operation here.
pub extern "C-unwind" fn init_perinterp(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let _ = xs::pop_items(c, mark);
    xs::undef(c)
}
