//! SHA.xs (Digest::SHA 6.02): the functions `sha1` ... `sha512256_base64`, their `hmac_`
//! forms and the methods of the objects, the XS part of the real Digest/SHA.pm (bound by
//! its `XSLoader::load`, xsload.rs; `new`, `reset`, `add_bits`, `addfile`, `getstate`,
//! `putstate`, `dump` and `load` are the .pm's Perl). The digests are FIPS 180-4, computed
//! as the dist's sha.c does: bit by bit where a write does not end on a byte, so
//! `add_bits` and the state `_getstate` shows (the block buffer with what an earlier block
//! left in it, the four 32-bit words of the length in bits) are sha.c's.
//!
//! An object is, as in perl, a reference blessed into the class to a read-only scalar
//! that stands for the state. perl keeps a pointer to a C struct there; here the scalar's
//! value is the state, serialized (`CTX_TAG` and the fields), so it lives and dies with
//! the object and `clone` is a copy of the bytes. perl crashes when one of the functions
//! that take the object through its typemap (`shainit`, `sharewind`, `shawrite`,
//! `DESTROY`) is given something else; these die "Not a reference to a Digest::SHA
//! object" instead.

use super::md5::{bytes_arg, formatted, give, referent, Form};
use crate::core::xs::{self, die_msg, sv, Info};
use camelift_abi::*;

/// The start of the bytes of a state, so a scalar that merely has a string of the right
/// length is not one.
const CTX_TAG: &[u8; 4] = b"SHA\x01";
const CTX_LEN: usize = CTX_TAG.len() + 4 + 64 + 128 + 4 * 5;

/// SHA.xs's chunking of long strings (it has no effect on the result).
const MAX_WRITE_SIZE: usize = 16384;
/// `_addfilebin`'s and `_addfileuniv`'s read size.
const IO_BUFFER_SIZE: usize = 4096;

const K256: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

const K512: [u64; 80] = [
    0x428a2f98d728ae22,
    0x7137449123ef65cd,
    0xb5c0fbcfec4d3b2f,
    0xe9b5dba58189dbbc,
    0x3956c25bf348b538,
    0x59f111f1b605d019,
    0x923f82a4af194f9b,
    0xab1c5ed5da6d8118,
    0xd807aa98a3030242,
    0x12835b0145706fbe,
    0x243185be4ee4b28c,
    0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f,
    0x80deb1fe3b1696b1,
    0x9bdc06a725c71235,
    0xc19bf174cf692694,
    0xe49b69c19ef14ad2,
    0xefbe4786384f25e3,
    0x0fc19dc68b8cd5b5,
    0x240ca1cc77ac9c65,
    0x2de92c6f592b0275,
    0x4a7484aa6ea6e483,
    0x5cb0a9dcbd41fbd4,
    0x76f988da831153b5,
    0x983e5152ee66dfab,
    0xa831c66d2db43210,
    0xb00327c898fb213f,
    0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2,
    0xd5a79147930aa725,
    0x06ca6351e003826f,
    0x142929670a0e6e70,
    0x27b70a8546d22ffc,
    0x2e1b21385c26c926,
    0x4d2c6dfc5ac42aed,
    0x53380d139d95b3df,
    0x650a73548baf63de,
    0x766a0abb3c77b2a8,
    0x81c2c92e47edaee6,
    0x92722c851482353b,
    0xa2bfe8a14cf10364,
    0xa81a664bbc423001,
    0xc24b8b70d0f89791,
    0xc76c51a30654be30,
    0xd192e819d6ef5218,
    0xd69906245565a910,
    0xf40e35855771202a,
    0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8,
    0x1e376c085141ab53,
    0x2748774cdf8eeb99,
    0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63,
    0x4ed8aa4ae3418acb,
    0x5b9cca4f7763e373,
    0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc,
    0x78a5636f43172f60,
    0x84c87814a1f0ab72,
    0x8cc702081a6439ec,
    0x90befffa23631e28,
    0xa4506cebde82bde9,
    0xbef9a3f7b2c67915,
    0xc67178f2e372532b,
    0xca273eceea26619c,
    0xd186b8c721c0c207,
    0xeada7dd6cde0eb1e,
    0xf57d4f7fee6ed178,
    0x06f067aa72176fba,
    0x0a637dc5a2c898a6,
    0x113f9804bef90dae,
    0x1b710b35131c471b,
    0x28db77f523047d84,
    0x32caab7b40c72493,
    0x3c9ebe0a15c9bebc,
    0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6,
    0x597f299cfc657e2a,
    0x5fcb6fab3ad6faec,
    0x6c44198c4a475817,
];

/// The initial hash values, and the digest length in bytes, of an algorithm (1, 224,
/// 256, 384, 512, 512224, 512256); `None` for any other number.
fn initial(alg: u32) -> Option<([u64; 8], usize)> {
    Some(match alg {
        1 => (
            [
                0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0, 0, 0, 0,
            ],
            20,
        ),
        224 => (
            [
                0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7,
                0xbefa4fa4,
            ],
            28,
        ),
        256 => (
            [
                0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
                0x5be0cd19,
            ],
            32,
        ),
        384 => (
            [
                0xcbbb9d5dc1059ed8,
                0x629a292a367cd507,
                0x9159015a3070dd17,
                0x152fecd8f70e5939,
                0x67332667ffc00b31,
                0x8eb44a8768581511,
                0xdb0c2e0d64f98fa7,
                0x47b5481dbefa4fa4,
            ],
            48,
        ),
        512 => (
            [
                0x6a09e667f3bcc908,
                0xbb67ae8584caa73b,
                0x3c6ef372fe94f82b,
                0xa54ff53a5f1d36f1,
                0x510e527fade682d1,
                0x9b05688c2b3e6c1f,
                0x1f83d9abfb41bd6b,
                0x5be0cd19137e2179,
            ],
            64,
        ),
        512224 => (
            [
                0x8c3d37c819544da2,
                0x73e1996689dcd4d6,
                0x1dfab7ae32ff9c82,
                0x679dd514582f9fcf,
                0x0f6d2b697bd44da8,
                0x77e36f7304c48942,
                0x3f9d85a86a1d36c8,
                0x1112e6ad91d692a1,
            ],
            28,
        ),
        512256 => (
            [
                0x22312194fc2bf72c,
                0x9f555fa3c84c64c2,
                0x2393b86b6f53b151,
                0x963877195940eabd,
                0x96283ee2a88effe3,
                0xbe5e1e2553863992,
                0x2b0199fc2c85b8aa,
                0x0eb72ddc81c52ca2,
            ],
            32,
        ),
        _ => return None,
    })
}

/// sha.c's `SHA` struct: the algorithm, the hash words (the low 32 bits of each for the
/// 32-bit algorithms), the block being filled and how many bits of it are, and the
/// length in bits so far as four 32-bit words (high to low).
#[derive(Clone)]
pub struct Sha {
    alg: u32,
    h: [u64; 8],
    block: [u8; 128],
    blockcnt: u32,
    len: [u32; 4],
}

fn bit_set(s: &[u8], pos: usize) -> bool {
    s[pos >> 3] & (1 << (7 - pos % 8)) != 0
}

fn set_bit(s: &mut [u8], pos: usize, on: bool) {
    let m = 1u8 << (7 - pos % 8);
    if on {
        s[pos >> 3] |= m;
    } else {
        s[pos >> 3] &= !m;
    }
}

impl Sha {
    /// `shainit`: a new state of the algorithm, if it is one.
    pub fn new(alg: u32) -> Option<Sha> {
        let (h, _) = initial(alg)?;
        Some(Sha {
            alg,
            h,
            block: [0; 128],
            blockcnt: 0,
            len: [0; 4],
        })
    }

    fn is_64(&self) -> bool {
        self.alg > 256
    }

    /// The block size in bits.
    fn blocksize(&self) -> u32 {
        if self.is_64() {
            1024
        } else {
            512
        }
    }

    fn digestlen(&self) -> usize {
        initial(self.alg).map_or(0, |(_, n)| n)
    }

    /// `sharewind`: started again (sha.c zeroes the whole struct, the block too).
    fn rewind(&mut self) {
        if let Some(s) = Sha::new(self.alg) {
            *self = s;
        }
    }

    fn transform(&mut self, block: &[u8]) {
        match self.alg {
            1 => self.sha1(block),
            224 | 256 => self.sha256(block),
            _ => self.sha512(block),
        }
    }

    fn sha1(&mut self, block: &[u8]) {
        let mut w = [0u32; 80];
        for (i, b) in block[..64].chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
        }
        for t in 16..80 {
            w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotate_left(1);
        }
        let mut v = [0u32; 5];
        for (x, h) in v.iter_mut().zip(self.h) {
            *x = h as u32;
        }
        let [mut a, mut b, mut c, mut d, mut e] = v;
        for (t, &wt) in w.iter().enumerate() {
            let (f, k) = match t / 20 {
                0 => (d ^ (b & (c ^ d)), 0x5a827999),
                1 => (b ^ c ^ d, 0x6ed9eba1),
                2 => ((b & c) | (d & (b | c)), 0x8f1bbcdc),
                _ => (b ^ c ^ d, 0xca62c1d6u32),
            };
            let tmp = a
                .rotate_left(5)
                .wrapping_add(f)
                .wrapping_add(e)
                .wrapping_add(k)
                .wrapping_add(wt);
            e = d;
            d = c;
            c = b.rotate_left(30);
            b = a;
            a = tmp;
        }
        for (h, x) in self.h.iter_mut().zip([a, b, c, d, e]) {
            *h = u64::from((*h as u32).wrapping_add(x));
        }
    }

    fn sha256(&mut self, block: &[u8]) {
        let mut w = [0u32; 64];
        for (i, b) in block[..64].chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
        }
        for t in 16..64 {
            let s0 = w[t - 15].rotate_right(7) ^ w[t - 15].rotate_right(18) ^ (w[t - 15] >> 3);
            let s1 = w[t - 2].rotate_right(17) ^ w[t - 2].rotate_right(19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16]
                .wrapping_add(s0)
                .wrapping_add(w[t - 7])
                .wrapping_add(s1);
        }
        let mut v = [0u32; 8];
        for (x, h) in v.iter_mut().zip(self.h) {
            *x = h as u32;
        }
        for t in 0..64 {
            let [a, b, c, d, e, f, g, h] = v;
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = g ^ (e & (f ^ g));
            let t1 = h
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K256[t])
                .wrapping_add(w[t]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let ma = (a & b) | (c & (a | b));
            v = [
                t1.wrapping_add(s0).wrapping_add(ma),
                a,
                b,
                c,
                d.wrapping_add(t1),
                e,
                f,
                g,
            ];
        }
        for (h, x) in self.h.iter_mut().zip(v) {
            *h = u64::from((*h as u32).wrapping_add(x));
        }
    }

    fn sha512(&mut self, block: &[u8]) {
        let mut w = [0u64; 80];
        for (i, b) in block[..128].chunks_exact(8).enumerate() {
            let mut x = [0u8; 8];
            x.copy_from_slice(b);
            w[i] = u64::from_be_bytes(x);
        }
        for t in 16..80 {
            let s0 = w[t - 15].rotate_right(1) ^ w[t - 15].rotate_right(8) ^ (w[t - 15] >> 7);
            let s1 = w[t - 2].rotate_right(19) ^ w[t - 2].rotate_right(61) ^ (w[t - 2] >> 6);
            w[t] = s1
                .wrapping_add(w[t - 7])
                .wrapping_add(s0)
                .wrapping_add(w[t - 16]);
        }
        let mut v = self.h;
        for t in 0..80 {
            let [a, b, c, d, e, f, g, h] = v;
            let s1 = e.rotate_right(14) ^ e.rotate_right(18) ^ e.rotate_right(41);
            let ch = g ^ (e & (f ^ g));
            let t1 = h
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K512[t])
                .wrapping_add(w[t]);
            let s0 = a.rotate_right(28) ^ a.rotate_right(34) ^ a.rotate_right(39);
            let ma = (a & b) | (c & (a | b));
            v = [
                t1.wrapping_add(s0).wrapping_add(ma),
                a,
                b,
                c,
                d.wrapping_add(t1),
                e,
                f,
                g,
            ];
        }
        for (h, x) in self.h.iter_mut().zip(v) {
            *h = h.wrapping_add(x);
        }
    }

    /// sha.c's `shadirect`: whole blocks straight from the data, the rest into the block.
    fn direct(&mut self, data: &[u8], mut bitcnt: usize) {
        let bs = self.blocksize() as usize;
        let mut at = 0;
        while bitcnt >= bs {
            self.transform(&data[at..at + bs / 8]);
            at += bs / 8;
            bitcnt -= bs;
        }
        if bitcnt > 0 {
            let n = bitcnt.div_ceil(8);
            self.block[..n].copy_from_slice(&data[at..at + n]);
            self.blockcnt = bitcnt as u32;
        }
    }

    /// sha.c's `shabytes`: data after a block filled to a byte boundary.
    fn bytes(&mut self, data: &[u8], bitcnt: usize) {
        let bs = self.blocksize() as usize;
        let offset = (self.blockcnt >> 3) as usize;
        if self.blockcnt as usize + bitcnt >= bs {
            let nbits = bs - self.blockcnt as usize;
            self.block[offset..offset + nbits / 8].copy_from_slice(&data[..nbits / 8]);
            let block = self.block;
            self.transform(&block);
            self.blockcnt = 0;
            self.direct(&data[nbits / 8..], bitcnt - nbits);
        } else {
            let n = bitcnt.div_ceil(8);
            self.block[offset..offset + n].copy_from_slice(&data[..n]);
            self.blockcnt += bitcnt as u32;
        }
    }

    /// sha.c's `shabits`: data after a block filled to a bit that is not a byte boundary.
    fn bits(&mut self, data: &[u8], bitcnt: usize) {
        let bs = self.blocksize();
        for i in 0..bitcnt {
            set_bit(&mut self.block, self.blockcnt as usize, bit_set(data, i));
            self.blockcnt += 1;
            if self.blockcnt == bs {
                let block = self.block;
                self.transform(&block);
                self.blockcnt = 0;
            }
        }
    }

    /// sha.c's `shawrite`: the first `bitcnt` bits of `data` (at most all of them) added;
    /// the count.
    pub fn write(&mut self, data: &[u8], bitcnt: usize) -> usize {
        let bitcnt = bitcnt.min(data.len() * 8);
        if bitcnt == 0 {
            return 0;
        }
        let ll = self.len[3].wrapping_add(bitcnt as u32);
        self.len[3] = ll;
        if (ll as usize) < bitcnt {
            self.len[2] = self.len[2].wrapping_add(1);
            if self.len[2] == 0 {
                self.len[1] = self.len[1].wrapping_add(1);
                if self.len[1] == 0 {
                    self.len[0] = self.len[0].wrapping_add(1);
                }
            }
        }
        if self.blockcnt == 0 {
            self.direct(data, bitcnt);
        } else if self.blockcnt.is_multiple_of(8) {
            self.bytes(data, bitcnt);
        } else {
            self.bits(data, bitcnt);
        }
        bitcnt
    }

    /// Bytes added, in SHA.xs's chunks.
    fn add(&mut self, mut data: &[u8]) {
        while data.len() > MAX_WRITE_SIZE {
            self.write(&data[..MAX_WRITE_SIZE], MAX_WRITE_SIZE * 8);
            data = &data[MAX_WRITE_SIZE..];
        }
        self.write(data, data.len() * 8);
    }

    /// sha.c's `shafinish`: the padding and the length, the last block(s) transformed.
    fn finish(&mut self) {
        let bs = self.blocksize();
        let (lenpos, lhpos, llpos) = if bs == 512 {
            (448, 56, 60)
        } else {
            (896, 120, 124)
        };
        set_bit(&mut self.block, self.blockcnt as usize, true);
        self.blockcnt += 1;
        while self.blockcnt > lenpos {
            if self.blockcnt < bs {
                set_bit(&mut self.block, self.blockcnt as usize, false);
                self.blockcnt += 1;
            } else {
                let block = self.block;
                self.transform(&block);
                self.blockcnt = 0;
            }
        }
        while self.blockcnt < lenpos {
            set_bit(&mut self.block, self.blockcnt as usize, false);
            self.blockcnt += 1;
        }
        if bs > 512 {
            self.block[112..116].copy_from_slice(&self.len[0].to_be_bytes());
            self.block[116..120].copy_from_slice(&self.len[1].to_be_bytes());
        }
        self.block[lhpos..lhpos + 4].copy_from_slice(&self.len[2].to_be_bytes());
        self.block[llpos..llpos + 4].copy_from_slice(&self.len[3].to_be_bytes());
        let block = self.block;
        self.transform(&block);
    }

    /// sha.c's `digcpy`: the eight hash words, big-endian (32 or 64 bytes).
    fn words(&self) -> Vec<u8> {
        let mut d = Vec::with_capacity(64);
        for w in self.h {
            if self.is_64() {
                d.extend_from_slice(&w.to_be_bytes());
            } else {
                d.extend_from_slice(&(w as u32).to_be_bytes());
            }
        }
        d
    }

    /// The digest of a finished state.
    fn digest(&self) -> Vec<u8> {
        let mut d = self.words();
        d.truncate(self.digestlen());
        d
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(CTX_LEN);
        v.extend_from_slice(CTX_TAG);
        v.extend_from_slice(&self.alg.to_le_bytes());
        for w in self.h {
            v.extend_from_slice(&w.to_le_bytes());
        }
        v.extend_from_slice(&self.block);
        v.extend_from_slice(&self.blockcnt.to_le_bytes());
        for l in self.len {
            v.extend_from_slice(&l.to_le_bytes());
        }
        v
    }

    fn from_bytes(b: &[u8]) -> Option<Sha> {
        if b.len() != CTX_LEN || !b.starts_with(CTX_TAG) {
            return None;
        }
        let b = &b[CTX_TAG.len()..];
        let word = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        let alg = word(0);
        initial(alg)?;
        let mut h = [0u64; 8];
        for (i, w) in h.iter_mut().enumerate() {
            let mut x = [0u8; 8];
            x.copy_from_slice(&b[4 + 8 * i..12 + 8 * i]);
            *w = u64::from_le_bytes(x);
        }
        let mut block = [0u8; 128];
        block.copy_from_slice(&b[68..196]);
        Some(Sha {
            alg,
            h,
            block,
            blockcnt: word(196),
            len: [word(200), word(204), word(208), word(212)],
        })
    }
}

/// sha.c's HMAC: the inner and outer states, keyed.
fn hmac(alg: u32, key: &[u8]) -> Option<(Sha, Sha)> {
    let mut osha = Sha::new(alg)?;
    let mut isha = Sha::new(alg)?;
    let bsize = osha.blocksize() as usize / 8;
    let mut k = [0u8; 128];
    if key.len() <= bsize {
        k[..key.len()].copy_from_slice(key);
    } else {
        let mut ksha = Sha::new(alg)?;
        ksha.write(key, key.len() * 8);
        ksha.finish();
        let d = ksha.digest();
        k[..d.len()].copy_from_slice(&d);
    }
    for b in &mut k[..bsize] {
        *b ^= 0x5c;
    }
    osha.write(&k[..bsize], bsize * 8);
    for b in &mut k[..bsize] {
        *b ^= 0x5c ^ 0x36;
    }
    isha.write(&k[..bsize], bsize * 8);
    Some((isha, osha))
}

/// XSRETURN_UNDEF: one undef, in list context too.
fn give_undef(c: *mut Ctx, gimme: i64) -> *mut Sv {
    let u = xs::undef(c);
    give(c, u, gimme)
}

/// xsubpp's count check for a call through `&`, which skips the prototype.
fn args_of(c: *mut Ctx, mark: usize, usage: &str, min: usize, max: usize) -> xs::Popped {
    let args = xs::pop_items(c, mark);
    if args.len() < min || args.len() > max {
        die_msg(c, format!("Usage: Digest::SHA::{usage}"));
    }
    args
}

/// SHA.xs's `getSHA`: the scalar an object of the class (or a subclass) refers to, and
/// its state; `None` for anything else.
fn object(c: *mut Ctx, p: *mut Sv) -> Option<(*mut Sv, Sha)> {
    let t = referent(p)?;
    let class = xs::class_name(c, t)?.to_vec();
    if !xs::linear_isa(c, &class)
        .iter()
        .any(|n| n == b"Digest::SHA")
    {
        return None;
    }
    // SAFETY: `t` is the referent of a live reference, which holds a count on it.
    let s = unsafe { sv(t) };
    if s.flags & SVF_POK == 0 {
        return None;
    }
    Sha::from_bytes(xs::pv_bytes(s)).map(|m| (t, m))
}

/// The typemap's `SHA *`, where perl would crash on anything but an object.
fn typemap_object(c: *mut Ctx, p: *mut Sv) -> (*mut Sv, Sha) {
    match object(c, p) {
        Some(o) => o,
        None => die_msg(c, "Not a reference to a Digest::SHA object"),
    }
}

/// Stores a state back into its object's scalar (read-only to the program, as perl's).
fn store(t: *mut Sv, m: &Sha) {
    xs::set_str(t, &m.to_bytes(), false);
}

/// `sv_setref_pv(RETVAL, classname, state)` and `SvREADONLY_on`: a new object (mortal).
fn new_object(c: *mut Ctx, class: &[u8], m: &Sha) -> *mut Sv {
    let t = xs::new_sv(c);
    xs::set_str(t, &m.to_bytes(), false);
    let r = xs::new_rv_owning(c, t);
    let k = xs::mortal_pv(c, class);
    xs::camelift_bless(c, r, k, std::ptr::null());
    // SAFETY: `t` is the new referent, held by `r`.
    unsafe { sv(t) }.flags |= SVF_READONLY;
    r
}

fn int_arg(c: *mut Ctx, p: *mut Sv, i: usize) -> i64 {
    xs::to_iv(c, p, &Info::simple("subroutine entry"), i)
}

/// `sha1(...)` and its twenty ALIASes: the digest of the arguments' bytes.
fn sha_of(c: *mut Ctx, mark: usize, gimme: i64, alg: u32, form: Form) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(mut m) = Sha::new(alg) else {
        return give_undef(c, gimme);
    };
    for &a in args.iter() {
        m.add(&bytes_arg(c, a));
    }
    m.finish();
    let r = xs::mortal_pv(c, &formatted(&m.digest(), form));
    give(c, r, gimme)
}

/// `hmac_sha1(...)` and its twenty ALIASes: the last argument is the key, the others the
/// data.
fn hmac_of(c: *mut Ctx, mark: usize, gimme: i64, alg: u32, form: Form) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let key = match args.last() {
        Some(&k) => bytes_arg(c, k),
        None => Vec::new(),
    };
    let Some((mut isha, mut osha)) = hmac(alg, &key) else {
        return give_undef(c, gimme);
    };
    for &a in args.iter().take(args.len().saturating_sub(1)) {
        isha.add(&bytes_arg(c, a));
    }
    isha.finish();
    let inner = isha.digest();
    osha.write(&inner, inner.len() * 8);
    osha.finish();
    let r = xs::mortal_pv(c, &formatted(&osha.digest(), form));
    give(c, r, gimme)
}

macro_rules! digest_fns {
    ($($sha:ident $hmac:ident $alg:literal $form:ident;)*) => {$(
        pub extern "C-unwind" fn $sha(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
            sha_of(c, mark, gimme, $alg, Form::$form)
        }
        pub extern "C-unwind" fn $hmac(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
            hmac_of(c, mark, gimme, $alg, Form::$form)
        }
    )*};
}

digest_fns! {
    sha1 hmac_sha1 1 Bin;
    sha1_hex hmac_sha1_hex 1 Hex;
    sha1_base64 hmac_sha1_base64 1 B64;
    sha224 hmac_sha224 224 Bin;
    sha224_hex hmac_sha224_hex 224 Hex;
    sha224_base64 hmac_sha224_base64 224 B64;
    sha256 hmac_sha256 256 Bin;
    sha256_hex hmac_sha256_hex 256 Hex;
    sha256_base64 hmac_sha256_base64 256 B64;
    sha384 hmac_sha384 384 Bin;
    sha384_hex hmac_sha384_hex 384 Hex;
    sha384_base64 hmac_sha384_base64 384 B64;
    sha512 hmac_sha512 512 Bin;
    sha512_hex hmac_sha512_hex 512 Hex;
    sha512_base64 hmac_sha512_base64 512 B64;
    sha512224 hmac_sha512224 512224 Bin;
    sha512224_hex hmac_sha512224_hex 512224 Hex;
    sha512224_base64 hmac_sha512224_base64 512224 B64;
    sha512256 hmac_sha512256 512256 Bin;
    sha512256_hex hmac_sha512256_hex 512256 Hex;
    sha512256_base64 hmac_sha512256_base64 512256 B64;
}

/// `shainit(s, alg)`: the object started again as the algorithm; 1, or 0 (the object
/// unchanged) for a number that is none.
pub extern "C-unwind" fn shainit(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "shainit(s, alg)", 2, 2);
    let (t, _) = typemap_object(c, args[0]);
    let alg = int_arg(c, args[1], 1);
    let ok = match u32::try_from(alg).ok().and_then(Sha::new) {
        Some(m) => {
            store(t, &m);
            1
        }
        None => 0,
    };
    let r = xs::mortal_iv(c, ok);
    give(c, r, gimme)
}

/// `sharewind(s)`: the object started again; nothing.
pub extern "C-unwind" fn sharewind(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "sharewind(s)", 1, 1);
    let (t, mut m) = typemap_object(c, args[0]);
    m.rewind();
    store(t, &m);
    xs::undef(c)
}

/// `shawrite(bitstr, bitcnt, s)`: the first `bitcnt` bits of the string's bytes added;
/// the count (perl reads past the string for a count longer than it; here the count
/// stops at its end).
pub extern "C-unwind" fn shawrite(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "shawrite(bitstr, bitcnt, s)", 3, 3);
    let data = xs::to_bytes(c, args[0], &Info::simple("subroutine entry"), 0);
    let bitcnt = xs::num_to_uv(xs::to_num(c, args[1], &Info::simple("subroutine entry"), 1));
    let (t, mut m) = typemap_object(c, args[2]);
    let n = m.write(&data, usize::try_from(bitcnt).unwrap_or(usize::MAX));
    store(t, &m);
    let r = xs::mortal_num(c, xs::Num::Uv(n as u64));
    give(c, r, gimme)
}

/// `newSHA(classname, alg)`: a new object of the class, or undef for an algorithm that
/// is none.
pub extern "C-unwind" fn new_sha(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "newSHA(classname, alg)", 2, 2);
    let class = xs::to_bytes(c, args[0], &Info::simple("subroutine entry"), 0);
    let alg = int_arg(c, args[1], 1);
    let Some(m) = u32::try_from(alg).ok().and_then(Sha::new) else {
        return give_undef(c, gimme);
    };
    let r = new_object(c, &class, &m);
    give(c, r, gimme)
}

/// `clone(self)`: a new object of the object's class with a copy of its state.
pub extern "C-unwind" fn clone(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "clone(self)", 1, 1);
    let Some((t, m)) = object(c, args[0]) else {
        return give_undef(c, gimme);
    };
    let class = xs::class_name(c, t).map(|k| k.to_vec()).unwrap_or_default();
    let r = new_object(c, &class, &m);
    give(c, r, gimme)
}

/// `DESTROY(s)`: perl frees the state here; this one goes with the object.
pub extern "C-unwind" fn destroy(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "DESTROY(s)", 1, 1);
    typemap_object(c, args[0]);
    xs::undef(c)
}

/// `hashsize(self)` (the digest's bits) and its ALIAS `algorithm` (the number).
fn size_or_alg(c: *mut Ctx, mark: usize, gimme: i64, alg: bool) -> *mut Sv {
    let name = if alg { "algorithm" } else { "hashsize" };
    let args = args_of(c, mark, &format!("{name}(self)"), 1, 1);
    let Some((_, m)) = object(c, args[0]) else {
        return give_undef(c, gimme);
    };
    let n = if alg {
        i64::from(m.alg)
    } else {
        m.digestlen() as i64 * 8
    };
    let r = xs::mortal_iv(c, n);
    give(c, r, gimme)
}

pub extern "C-unwind" fn hashsize(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    size_or_alg(c, mark, gimme, false)
}

pub extern "C-unwind" fn algorithm(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    size_or_alg(c, mark, gimme, true)
}

/// `add(self, ...)`: each argument's bytes added; the object (undef for something else).
pub extern "C-unwind" fn add(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "add(self, ...)", 1, usize::MAX);
    let Some((t, mut m)) = object(c, args[0]) else {
        return give_undef(c, gimme);
    };
    for &a in &args[1..] {
        m.add(&bytes_arg(c, a));
    }
    store(t, &m);
    give(c, args[0], gimme)
}

/// `digest(self)` and its ALIASes: the digest of what was added; the object starts again.
fn digest_of(c: *mut Ctx, mark: usize, gimme: i64, form: Form, name: &str) -> *mut Sv {
    let args = args_of(c, mark, &format!("{name}(self)"), 1, 1);
    let Some((t, mut m)) = object(c, args[0]) else {
        return give_undef(c, gimme);
    };
    m.finish();
    let r = xs::mortal_pv(c, &formatted(&m.digest(), form));
    m.rewind();
    store(t, &m);
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

/// `_getstate(self)`: the hash words (32 or 64 bytes), the block (64 or 128), the bits in
/// the block and the four length words, big-endian: what the .pm's `getstate` prints.
pub extern "C-unwind" fn getstate(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "_getstate(self)", 1, 1);
    let Some((_, m)) = object(c, args[0]) else {
        return give_undef(c, gimme);
    };
    let mut out = m.words();
    out.extend_from_slice(&m.block[..m.blocksize() as usize / 8]);
    out.extend_from_slice(&m.blockcnt.to_be_bytes());
    for l in m.len {
        out.extend_from_slice(&l.to_be_bytes());
    }
    let r = xs::mortal_pv(c, &out);
    give(c, r, gimme)
}

/// `_putstate(self, packed_state)`: the state `_getstate` gives set; the object, or undef
/// for a string of the wrong length or a bit count past the block.
pub extern "C-unwind" fn putstate(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = args_of(c, mark, "_putstate(self, packed_state)", 2, 2);
    let Some((t, mut m)) = object(c, args[0]) else {
        return give_undef(c, gimme);
    };
    let data = xs::to_bytes(c, args[1], &Info::simple("subroutine entry"), 1);
    let (hlen, blen) = if m.is_64() { (64, 128) } else { (32, 64) };
    if data.len() != hlen + blen + 20 {
        return give_undef(c, gimme);
    }
    let be32 = |i: usize| u32::from_be_bytes([data[i], data[i + 1], data[i + 2], data[i + 3]]);
    for (i, h) in m.h.iter_mut().enumerate() {
        *h = if hlen == 64 {
            (u64::from(be32(8 * i)) << 32) | u64::from(be32(8 * i + 4))
        } else {
            u64::from(be32(4 * i))
        };
    }
    m.block[..blen].copy_from_slice(&data[hlen..hlen + blen]);
    let at = hlen + blen;
    let bc = be32(at);
    if bc >= m.blocksize() {
        return give_undef(c, gimme);
    }
    m.blockcnt = bc;
    for (i, l) in m.len.iter_mut().enumerate() {
        *l = be32(at + 4 + 4 * i);
    }
    store(t, &m);
    give(c, args[0], gimme)
}

/// `_addfilebin(self, f)` and `_addfileuniv(self, f)`: the rest of the handle's bytes
/// added (with CR LF and lone CR read as LF for the second); the object.
fn addfile_of(c: *mut Ctx, mark: usize, gimme: i64, universal: bool) -> *mut Sv {
    let name = if universal {
        "_addfileuniv"
    } else {
        "_addfilebin"
    };
    let args = args_of(c, mark, &format!("{name}(self, f)"), 2, 2);
    let (this, fh) = (args[0], args[1]);
    let Some((t, mut m)) = object(c, this) else {
        return give_undef(c, gimme);
    };
    let read = xs::hooks(c).read_handle;
    let mut cr = false;
    loop {
        match read(c, fh, IO_BUFFER_SIZE) {
            None => return give_undef(c, gimme),
            Some(Ok(d)) if d.is_empty() => break,
            Some(Ok(d)) if !universal => {
                m.write(&d, d.len() * 8);
            }
            Some(Ok(d)) => {
                let mut out = Vec::with_capacity(d.len() + 1);
                for &ch in &d {
                    if !cr {
                        if ch == b'\r' {
                            cr = true;
                        } else {
                            out.push(ch);
                        }
                    } else if ch == b'\r' {
                        out.push(b'\n');
                    } else if ch == b'\n' {
                        out.push(b'\n');
                        cr = false;
                    } else {
                        out.push(b'\n');
                        out.push(ch);
                        cr = false;
                    }
                }
                m.write(&out, out.len() * 8);
            }
            Some(Err(_)) => break,
        }
    }
    if cr {
        m.write(b"\n", 8);
    }
    store(t, &m);
    give(c, this, gimme)
}

pub extern "C-unwind" fn addfilebin(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    addfile_of(c, mark, gimme, false)
}

pub extern "C-unwind" fn addfileuniv(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    addfile_of(c, mark, gimme, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(alg: u32, data: &[u8]) -> String {
        let Some(mut m) = Sha::new(alg) else {
            return String::new();
        };
        m.add(data);
        m.finish();
        String::from_utf8(formatted(&m.digest(), Form::Hex)).unwrap_or_default()
    }

    #[test]
    fn fips_180_vectors() {
        assert_eq!(hex(1, b"abc"), "a9993e364706816aba3e25717850c26c9cd0d89d");
        assert_eq!(
            hex(256, b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(
            hex(224, b""),
            "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f"
        );
        assert_eq!(
            hex(512, b"abc"),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a\
             2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        );
    }
}
