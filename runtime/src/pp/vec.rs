//! `vec EXPR, OFFSET, BITS` (perl's pp_vec and doop.c's do_vecget/do_vecset): the string
//! as a vector of BITS-wide unsigned integers, big-endian within a multi-byte element.
//!
//! As an rvalue it is `Builtin::Vec`. Assigned to, perl makes an lvalue scalar (a PVLV
//! with vec magic) that remembers the target, offset and width and reads or writes the
//! target each time it is used; compiled code does the same with the place in a `VecLv`
//! of its stack frame and the three entries below: `vec_lvalue` (pp_vec in lvalue
//! context), `vec_fetch` (the get magic) and `vec_store` (the set magic).

use crate::core::diag::{die_msg, warn_if_enabled};
use crate::core::interp::Info;
use crate::core::num::{self, Num};
use crate::core::sv::{self, sv};
use camelift_abi::*;

/// perl's texts.
const ILLEGAL_BITS: &str = "Illegal number of bits in vec";
const WIDE: &str = "Use of strings with code points over 0xFF as arguments to vec is forbidden";
const NON_PORTABLE: &str = "Bit vector size > 32 non-portable";

/// BITS as pp_vec takes it (`POPi`: warns about a non-number, names an undef operand).
fn bits_of(c: *mut Ctx, p: *mut Sv, info: &Info) -> i64 {
    sv::to_iv(c, p, info, 2)
}

/// OFFSET as pp_vec takes it: SvIV, with a UV past IV_MAX out of range and a negative
/// value (also what a huge NV converts to) flagged, not an error yet.
fn offset_of(c: *mut Ctx, p: *mut Sv, info: &Info) -> (usize, u32) {
    let n = sv::to_num(c, p, info, 1);
    if let Num::Uv(u) = n {
        if u > i64::MAX as u64 {
            return (0, LVF_OUT_OF_RANGE);
        }
    }
    let iv = num::to_iv(n);
    if iv < 0 {
        return (0, LVF_NEG_OFF | LVF_OUT_OF_RANGE);
    }
    (iv as usize, 0)
}

/// The width as do_vecget/do_vecset take it (a C `int`), when it is a power of two.
fn width(c: *mut Ctx, bits: i64) -> u32 {
    let size = bits as i32;
    if size < 1 || size & (size - 1) != 0 {
        die_msg(c, ILLEGAL_BITS);
    }
    size as u32
}

/// The bytes of `p` as vec reads them: a character string is downgraded in place when
/// all its characters fit in a byte (perl's sv_utf8_downgrade), and dies otherwise.
/// `lvalue`: an undef target reads as "" without a warning (SV_UNDEF_RETURNS_NULL).
fn bytes_of(c: *mut Ctx, p: *mut Sv, size: i64, lvalue: bool, info: &Info) -> Vec<u8> {
    let bytes = if lvalue {
        sv::to_bytes_quiet(p)
    } else {
        sv::to_bytes(c, p, info, 0)
    };
    width(c, size);
    if !sv::is_utf8(p) {
        return bytes;
    }
    let Some(down) = crate::core::bytes::downgrade_utf8(&bytes) else {
        die_msg(c, WIDE);
    };
    // SAFETY: `p` is this function's argument, a live head the caller holds a reference to for the call.
    let s = unsafe { sv(p) };
    if s.flags & (SVF_READONLY | SVF_IMMORTAL) == 0 {
        let keep = s.flags & (SVF_IOK | SVF_NOK | SVF_ISUV | SVP_IOK | SVP_NOK);
        sv::set_pv(p, &down);
        // SAFETY: as above.
        unsafe { sv(p) }.flags |= keep;
    }
    down
}

/// do_vecget: element `offset` of `bits` width.
fn vec_get(c: *mut Ctx, p: *mut Sv, offset: usize, bits: i64, lvalue: bool, info: &Info) -> u64 {
    let s = bytes_of(c, p, bits, lvalue, info);
    let size = bits as i32 as u32;
    if size <= 8 {
        let bitoffs = (offset % 8) * size as usize % 8;
        let uoffset = offset / (8 / size as usize);
        return match s.get(uoffset) {
            Some(&b) => (b as u64 >> bitoffs) & ((1u64 << size) - 1),
            None => 0,
        };
    }
    if size == 64 {
        warn_if_enabled(c, NON_PORTABLE);
    }
    let n = (size / 8) as usize;
    if offset > usize::MAX / n - 1 {
        return 0;
    }
    let uoffset = offset * n;
    // The bytes there, no more than an element needs; past 8 of them (a width over 64
    // with that much string left) perl's switch has no case and gives 0.
    let avail = s.len().saturating_sub(uoffset).min(n);
    if s.len() <= uoffset || avail > 8 {
        return 0;
    }
    // Byte k is shifted by size - 8(k+1) bits; C shifts of 64 bits and more (widths over
    // 64) take the count modulo 64 on both targets, and perl's value is what that gives.
    let mut v = 0u64;
    for (k, &b) in s[uoffset..uoffset + avail].iter().enumerate() {
        let shift = size.wrapping_sub(8 * (k as u32 + 1));
        v = v.wrapping_add((b as u64).wrapping_shl(shift));
    }
    v
}

/// do_vecset: `lval` into element `offset` of `bits` width, growing the string with NUL
/// bytes as far as the element ends.
fn vec_set(c: *mut Ctx, target: *mut Sv, lv: &VecLv, value: *mut Sv, info: &Info) {
    if lv.errflags & LVF_NEG_OFF != 0 {
        die_msg(c, "Negative offset to vec in lvalue context");
    }
    if lv.errflags != 0 {
        die_msg(c, "Out of memory!");
    }
    let _w = sv::check_writable(c, target);
    // SvPV_force, then SvPOK_only: the target becomes a byte string.
    if !sv::is_pok(target) {
        let s = sv::mortal_pv(c, &sv::to_bytes_quiet(target));
        sv::camelift_sv_setsv(c, target, s);
    } else if sv::is_utf8(target) {
        // When a character is too wide, perl keeps the UTF-8 encoding's bytes as they are.
        if let Some(down) = crate::core::bytes::downgrade_utf8(&sv::to_bytes_quiet(target)) {
            sv::set_pv(target, &down);
        }
    }
    {
        // SAFETY: `target` is this function's argument, a live head the caller holds a reference to for the call.
        let t = unsafe { sv(target) };
        t.flags &= !(SVF_IOK | SVF_NOK | SVF_ISUV | SVP_IOK | SVP_NOK | SVF_UTF8);
    }
    let lval = num::to_uv(sv::to_num(c, value, info, 0));
    let size = width(c, lv.bits);
    let mut offset = lv.offset;
    let mut bitoffs = 0;
    if size < 8 {
        bitoffs = (offset % 8) * size as usize % 8;
        offset /= 8 / size as usize;
    } else if size > 8 {
        let n = (size / 8) as usize;
        if offset > usize::MAX / n - 1 {
            die_msg(c, "Out of memory!");
        }
        offset *= n;
    }
    let len = (bitoffs + size as usize).div_ceil(8);
    let end = offset.saturating_add(len);
    let s = sv::pv_zero_extend(target, end);
    if size < 8 {
        let mask = ((1u32 << size) - 1) as u8;
        s[offset] &= !(mask << bitoffs);
        s[offset] |= (lval as u8 & mask) << bitoffs;
        return;
    }
    if size == 64 {
        warn_if_enabled(c, NON_PORTABLE);
    }
    // Widths over 64 only lengthen the string (perl's switch has no case for them).
    if size <= 64 {
        let n = (size / 8) as usize;
        for (k, b) in s[offset..offset + n].iter_mut().enumerate() {
            *b = (lval >> (size as usize - 8 * (k + 1))) as u8;
        }
    }
}

/// `vec EXPR, OFFSET, BITS` as an rvalue: an offset out of range reads 0 without looking
/// at the string.
pub fn vec_rvalue(c: *mut Ctx, args: &[*mut Sv], info: &Info) -> *mut Sv {
    let (Some(&src), Some(&off), Some(&bits)) = (args.first(), args.get(1), args.get(2)) else {
        return sv::undef(c);
    };
    let bits = bits_of(c, bits, info);
    let (offset, errflags) = offset_of(c, off, info);
    let v = if errflags != 0 {
        0
    } else {
        vec_get(c, src, offset, bits, false, info)
    };
    sv::mortal_num(c, Num::from_uv(v))
}

/// pp_vec in lvalue context: BITS and OFFSET into `lv`, and the current value.
#[no_mangle]
pub extern "C-unwind" fn camelift_vec_lvalue(
    c: *mut Ctx,
    target: *mut Sv,
    off: *mut Sv,
    bits: *mut Sv,
    lv: *mut VecLv,
    info: *const u8,
) -> *mut Sv {
    let info = Info::from_ptr(info);
    let bits = bits_of(c, bits, &info);
    let (offset, errflags) = offset_of(c, off, &info);
    let place = VecLv {
        offset,
        bits,
        errflags,
    };
    let v = if errflags != 0 {
        0
    } else {
        vec_get(c, target, offset, bits, true, &info)
    };
    // SAFETY: `lv` is the caller's stack slot for this assignment's place.
    unsafe { lv.write(place) };
    sv::mortal_num(c, Num::from_uv(v))
}

/// The place's value now (perl's magic_getvec), read for the op `info` describes.
#[no_mangle]
pub extern "C-unwind" fn camelift_vec_fetch(
    c: *mut Ctx,
    target: *mut Sv,
    lv: *mut VecLv,
    info: *const u8,
) -> *mut Sv {
    let info = Info::from_ptr(info);
    // SAFETY: `lv` is the place `camelift_vec_lvalue` filled for this assignment.
    let lv = unsafe { &*lv };
    let v = if lv.errflags != 0 {
        0
    } else {
        vec_get(c, target, lv.offset, lv.bits, false, &info)
    };
    sv::mortal_num(c, Num::from_uv(v))
}

/// `value` into the place (perl's magic_setvec); `info` is the op that assigns.
#[no_mangle]
pub extern "C-unwind" fn camelift_vec_store(
    c: *mut Ctx,
    target: *mut Sv,
    lv: *mut VecLv,
    value: *mut Sv,
    info: *const u8,
) {
    let info = Info::from_ptr(info);
    // SAFETY: `lv` is the place `camelift_vec_lvalue` filled for this assignment.
    let lv = unsafe { &*lv };
    vec_set(c, target, lv, value, &info);
}
