//! MD5.xs (Digest::MD5 2.58): the functions `md5`, `md5_hex`, `md5_base64` and the
//! methods of the objects, the XS part of the real Digest/MD5.pm (bound by its
//! `XSLoader::load`, xsload.rs; `reset` is the .pm's alias of `new`, and the methods
//! MD5.xs lacks come from Digest::base). MD5 itself is RFC 1321.
//!
//! An object is, as in perl, a reference blessed into the class to a scalar that holds
//! the context. perl hangs the context on that scalar as `~` magic and leaves its value
//! undef; here the scalar's value is the context, serialized (`CTX_TAG` and 88 bytes), so
//! it lives and dies with the object and a clone is a copy of the bytes.

use crate::core::xs::{self, die_msg, sv, Info};
use camelift_abi::*;

/// The start of the bytes of a context, so a scalar that merely has a string of the
/// right length is not one.
const CTX_TAG: &[u8; 4] = b"MD5\x01";
const CTX_LEN: usize = CTX_TAG.len() + 16 + 8 + 64;

/// An MD5 computation in progress: the four state words, the bytes added so far, and
/// the bytes of the block not yet transformed (`total % 64` of them).
#[derive(Clone)]
pub struct Md5 {
    state: [u32; 4],
    total: u64,
    buffer: [u8; 64],
}

/// The shift amounts of each round's steps (RFC 1321, 3.4).
const S: [[u32; 4]; 4] = [
    [7, 12, 17, 22],
    [5, 9, 14, 20],
    [4, 11, 16, 23],
    [6, 10, 15, 21],
];

/// The sines table: floor(abs(sin(i + 1)) * 2^32).
const K: [u32; 64] = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
];

impl Md5 {
    pub fn new() -> Md5 {
        Md5 {
            state: [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476],
            total: 0,
            buffer: [0; 64],
        }
    }

    fn transform(&mut self, block: &[u8]) {
        let mut x = [0u32; 16];
        for (w, b) in x.iter_mut().zip(block.chunks_exact(4)) {
            *w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        }
        let [mut a, mut b, mut c, mut d] = self.state;
        for i in 0..64 {
            let (f, g) = match i / 16 {
                0 => ((b & c) | (!b & d), i),
                1 => ((d & b) | (!d & c), (5 * i + 1) % 16),
                2 => (b ^ c ^ d, (3 * i + 5) % 16),
                _ => (c ^ (b | !d), (7 * i) % 16),
            };
            let t = a.wrapping_add(f).wrapping_add(K[i]).wrapping_add(x[g]);
            a = d;
            d = c;
            c = b;
            b = b.wrapping_add(t.rotate_left(S[i / 16][i % 4]));
        }
        for (s, v) in self.state.iter_mut().zip([a, b, c, d]) {
            *s = s.wrapping_add(v);
        }
    }

    pub fn update(&mut self, mut data: &[u8]) {
        let fill = (self.total & 0x3F) as usize;
        self.total = self.total.wrapping_add(data.len() as u64);
        if fill > 0 {
            let missing = 64 - fill;
            if data.len() < missing {
                self.buffer[fill..fill + data.len()].copy_from_slice(data);
                return;
            }
            self.buffer[fill..].copy_from_slice(&data[..missing]);
            let block = self.buffer;
            self.transform(&block);
            data = &data[missing..];
        }
        let mut blocks = data.chunks_exact(64);
        for block in blocks.by_ref() {
            self.transform(block);
        }
        let rest = blocks.remainder();
        self.buffer[..rest.len()].copy_from_slice(rest);
    }

    /// The digest; the context is spent (MD5.xs starts it again).
    pub fn finish(&mut self) -> [u8; 16] {
        let bits = self.total.wrapping_shl(3);
        let fill = (self.total & 0x3F) as usize;
        let pad = if fill < 56 { 56 - fill } else { 120 - fill };
        let mut tail = vec![0u8; pad];
        tail[0] = 0x80;
        tail.extend_from_slice(&bits.to_le_bytes());
        self.update(&tail);
        let mut out = [0u8; 16];
        for (o, s) in out.chunks_exact_mut(4).zip(self.state) {
            o.copy_from_slice(&s.to_le_bytes());
        }
        out
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(CTX_LEN);
        v.extend_from_slice(CTX_TAG);
        for s in self.state {
            v.extend_from_slice(&s.to_le_bytes());
        }
        v.extend_from_slice(&self.total.to_le_bytes());
        v.extend_from_slice(&self.buffer);
        v
    }

    fn from_bytes(b: &[u8]) -> Option<Md5> {
        if b.len() != CTX_LEN || !b.starts_with(CTX_TAG) {
            return None;
        }
        let b = &b[CTX_TAG.len()..];
        let word = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        let mut total = [0u8; 8];
        total.copy_from_slice(&b[16..24]);
        let mut buffer = [0u8; 64];
        buffer.copy_from_slice(&b[24..]);
        Some(Md5 {
            state: [word(0), word(4), word(8), word(12)],
            total: u64::from_le_bytes(total),
            buffer,
        })
    }
}

impl Default for Md5 {
    fn default() -> Md5 {
        Md5::new()
    }
}

/// The output forms of MD5.xs's ALIASes (F_BIN, F_HEX, F_B64), and SHA.xs's (`ix % 3`).
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Form {
    Bin,
    Hex,
    B64,
}

/// A digest in a form: its bytes, lowercase hex digits, or base64 without the padding
/// (22 characters for MD5's 16 bytes).
pub(super) fn formatted(d: &[u8], form: Form) -> Vec<u8> {
    match form {
        Form::Bin => d.to_vec(),
        Form::Hex => d
            .iter()
            .flat_map(|b| format!("{b:02x}").into_bytes())
            .collect(),
        Form::B64 => {
            let mut e = super::base64::encode(d, b"");
            while e.last() == Some(&b'=') {
                e.pop();
            }
            e
        }
    }
}

/// An XS sub's one result: pushed in list context too.
pub(super) fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

fn usage(c: *mut Ctx, what: &str) -> ! {
    die_msg(c, format!("Usage: Digest::MD5::{what}"))
}

/// SvPVbyte of an argument: a UTF-8 string's characters as bytes, a wide one dies.
pub(super) fn bytes_arg(c: *mut Ctx, p: *mut Sv) -> Vec<u8> {
    super::base64::bytes_arg(c, p)
}

/// The referent of a reference, if `p` is one.
pub(super) fn referent(p: *mut Sv) -> Option<*mut Sv> {
    // SAFETY: `p` is a live head the caller holds for the call.
    let s = unsafe { sv(p) };
    (s.flags & SVF_ROK != 0).then(|| s.any() as *mut Sv)
}

/// MD5.xs's `get_md5_ctx`: the scalar an object of the class (or a subclass) refers to,
/// and its context.
fn object(c: *mut Ctx, p: *mut Sv) -> (*mut Sv, Md5) {
    let Some(t) = referent(p) else {
        die_msg(c, "Not a reference to a Digest::MD5 object")
    };
    let derived = xs::class_name(c, t)
        .map(|k| k.to_vec())
        .is_some_and(|k| xs::linear_isa(c, &k).iter().any(|n| n == b"Digest::MD5"));
    if !derived {
        die_msg(c, "Not a reference to a Digest::MD5 object");
    }
    // SAFETY: `t` is the referent of a live reference, which holds a count on it.
    let s = unsafe { sv(t) };
    let ctx = (s.flags & SVF_POK != 0)
        .then(|| Md5::from_bytes(xs::pv_bytes(s)))
        .flatten();
    match ctx {
        Some(m) => (t, m),
        None => die_msg(c, "Failed to get MD5_CTX pointer"),
    }
}

/// Stores a context back into its object's scalar.
fn store(c: *mut Ctx, t: *mut Sv, m: &Md5) {
    let _w = xs::check_writable(c, t);
    xs::set_str(t, &m.to_bytes(), false);
}

/// MD5.xs's `new_md5_ctx`: a new object of `class` holding the context (mortal).
fn new_object(c: *mut Ctx, class: &[u8], m: &Md5) -> *mut Sv {
    let t = xs::new_sv(c);
    xs::set_str(t, &m.to_bytes(), false);
    let r = xs::new_rv_owning(c, t);
    let k = xs::mortal_pv(c, class);
    xs::camelift_bless(c, r, k, std::ptr::null());
    r
}

/// `md5(...)` and its ALIASes: the arguments' bytes, joined. With warnings on, perl's
/// XS warns of a call that looks like a method's.
fn md5_of(c: *mut Ctx, mark: usize, gimme: i64, form: Form) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let name = match form {
        Form::Bin => "md5",
        Form::Hex => "md5_hex",
        Form::B64 => "md5_base64",
    };
    let is_md5_object = |p: *mut Sv| {
        referent(p).is_some_and(|t| xs::class_name(c, t) == Some(b"Digest::MD5".as_slice()))
    };
    let msg = match *args {
        [one] if referent(one).is_some() => Some(if is_md5_object(one) {
            "probably called as method"
        } else {
            "called with reference argument"
        }),
        [first, _, ..] if xs::to_bytes_quiet(first) == b"Digest::MD5" => {
            Some("probably called as class method")
        }
        [first, _, ..] if is_md5_object(first) => Some("probably called as method"),
        _ => None,
    };
    if let Some(m) = msg {
        xs::warn_if_enabled(c, &format!("&Digest::MD5::{name} function {m}"));
    }
    let mut m = Md5::new();
    for &a in args.iter() {
        m.update(&bytes_arg(c, a));
    }
    let r = xs::mortal_pv(c, &formatted(&m.finish(), form));
    give(c, r, gimme)
}

pub extern "C-unwind" fn md5(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    md5_of(c, mark, gimme, Form::Bin)
}

pub extern "C-unwind" fn md5_hex(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    md5_of(c, mark, gimme, Form::Hex)
}

pub extern "C-unwind" fn md5_base64(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    md5_of(c, mark, gimme, Form::B64)
}

/// `new(xclass)`: a new object of the class the string names, or, called on an object
/// (and as `reset`, the .pm's alias), that object started again.
pub extern "C-unwind" fn new(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [xclass] = *args else {
        usage(c, "new(xclass)")
    };
    let r = if referent(xclass).is_some() {
        let (t, _) = object(c, xclass);
        store(c, t, &Md5::new());
        xclass
    } else {
        let class = xs::to_bytes(c, xclass, &Info::simple("subroutine entry"), 0);
        new_object(c, &class, &Md5::new())
    };
    give(c, r, gimme)
}

/// `clone(self)`: a new object of the object's own class with a copy of its state.
pub extern "C-unwind" fn clone(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [this] = *args else {
        usage(c, "clone(self)")
    };
    let (t, m) = object(c, this);
    let class = xs::class_name(c, t).map(|k| k.to_vec()).unwrap_or_default();
    let r = new_object(c, &class, &m);
    give(c, r, gimme)
}

/// `DESTROY(context)`: perl frees the context here; this one goes with the object. The
/// typemap's check stays: an object blessed by hand dies ("(in cleanup) Failed to get
/// MD5_CTX pointer").
pub extern "C-unwind" fn destroy(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [this] = *args else {
        usage(c, "DESTROY(context)")
    };
    object(c, this);
    xs::undef(c)
}

/// `add(self, ...)`: each argument's bytes added; the object.
pub extern "C-unwind" fn add(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some((&this, data)) = args.split_first() else {
        usage(c, "add(self, ...)")
    };
    let (t, mut m) = object(c, this);
    for &a in data {
        m.update(&bytes_arg(c, a));
    }
    store(c, t, &m);
    give(c, this, gimme)
}

/// MD5.xs's read size.
const READ_SIZE: usize = 4096;

/// `addfile(self, fh)`: the bytes left in the handle added (PerlIO_read, as they come
/// through its layers); the object. A partly filled block is completed by a first short
/// read, after which an end of file or an error returns quietly, as in perl.
pub extern "C-unwind" fn addfile(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [this, fh] = *args else {
        usage(c, "addfile(self, fh)")
    };
    let (t, mut m) = object(c, this);
    // The typemap's sv_2io.
    if xs::is_undef(fh) {
        die_msg(c, "Can't use an undefined value as filehandle reference");
    }
    let read = xs::hooks(c).read_handle;
    let is_handle = (xs::hooks(c).handle_fd)(c, fh).is_some();
    let fill = (m.total & 0x3F) as usize;
    let mut first = true;
    loop {
        let want = if first && fill > 0 {
            64 - fill
        } else {
            READ_SIZE
        };
        match read(c, fh, want) {
            None if is_handle || !first => die_msg(c, "No filehandle passed"),
            None => die_msg(
                c,
                format!(
                    "Bad filehandle: {}",
                    String::from_utf8_lossy(&xs::to_bytes_quiet(fh))
                ),
            ),
            Some(Ok(d)) if d.is_empty() => break,
            Some(Ok(d)) => m.update(&d),
            Some(Err(_)) if first && fill > 0 => break,
            Some(Err(_)) => {
                store(c, t, &m);
                die_msg(c, "Reading from filehandle failed");
            }
        }
        first = false;
    }
    store(c, t, &m);
    give(c, this, gimme)
}

/// `digest(context)` and its ALIASes: the digest of what was added; the object starts
/// again.
fn digest_of(c: *mut Ctx, mark: usize, gimme: i64, form: Form, name: &str) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let [this] = *args else {
        usage(c, &format!("{name}(context)"))
    };
    let (t, mut m) = object(c, this);
    let d = m.finish();
    store(c, t, &Md5::new());
    let r = xs::mortal_pv(c, &formatted(&d, form));
    give(c, r, gimme)
}

pub extern "C-unwind" fn digest(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    digest_of(c, mark, gimme, Form::Bin, "digest")
}

pub extern "C-unwind" fn hexdigest(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    digest_of(c, mark, gimme, Form::Hex, "hexdigest")
}

pub extern "C-unwind" fn b64digest(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    digest_of(c, mark, gimme, Form::B64, "b64digest")
}

/// `context(ctx)`: the blocks done, the 16 bytes of state and the bytes of the block
/// not done (left out when there are none); in scalar context the last of them, as
/// perl's entersub leaves an XS sub's list. `context(ctx, BLOCKS, STATE [, DATA])` sets
/// them (DATA added); the object. Two arguments: an empty list.
pub extern "C-unwind" fn context(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&this) = args.first() else {
        usage(c, "context(ctx, ...)")
    };
    let (t, mut m) = object(c, this);
    let info = Info::simple("subroutine entry");
    if args.len() > 2 {
        let blocks = xs::num_to_uv(xs::to_num(c, args[1], &info, 1));
        let mut state = xs::to_bytes(c, args[2], &info, 2);
        state.resize(16, 0);
        for (s, w) in m.state.iter_mut().zip(state.chunks_exact(4)) {
            *s = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
        }
        m.total = blocks.wrapping_shl(6);
        if let Some(&data) = args.get(3).filter(|_| args.len() == 4) {
            m.update(&xs::to_bytes(c, data, &info, 3));
        }
        store(c, t, &m);
        return give(c, this, gimme);
    }
    if args.len() == 2 {
        return xs::undef(c);
    }
    let mut state = Vec::with_capacity(16);
    for s in m.state {
        state.extend_from_slice(&s.to_le_bytes());
    }
    let fill = (m.total & 0x3F) as usize;
    let mut out = vec![
        xs::mortal_num(c, xs::Num::Uv(m.total >> 6)),
        xs::mortal_pv(c, &state),
    ];
    if fill > 0 {
        out.push(xs::mortal_pv(c, &m.buffer[..fill]));
    }
    let last = out[out.len() - 1];
    if gimme == G_LIST {
        for p in out {
            xs::push(c, p);
        }
    }
    last
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(data: &[u8]) -> String {
        let mut m = Md5::new();
        m.update(data);
        String::from_utf8(formatted(&m.finish(), Form::Hex)).unwrap_or_default()
    }

    #[test]
    fn rfc_1321_vectors() {
        assert_eq!(hex(b""), "d41d8cd98f00b204e9800998ecf8427e");
        assert_eq!(hex(b"abc"), "900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(
            hex(
                b"12345678901234567890123456789012345678901234567890123456789012345678901234567890"
            ),
            "57edf4a22be3c955ac49da2e2107b67a"
        );
        let mut m = Md5::new();
        for chunk in b"message digest".chunks(3) {
            m.update(chunk);
        }
        assert_eq!(
            String::from_utf8(formatted(&m.finish(), Form::Hex)).unwrap_or_default(),
            "f96b697d7cb7938d525a2f31aaf161d0"
        );
    }
}
