//! `%!`: perl ties it to Errno (Errno.pm's TIEHASH, FETCH, EXISTS, FIRSTKEY, NEXTKEY) on
//! its first mention; here loading Errno ties it (the compiler loads Errno where the
//! program mentions `%!`), and the tie's methods are native subs of the package Errno.
//! As in Errno.pm: the object is a blessed reference to `%err` (every name of
//! <errno.h> and its number), `$!{NAME}` is NAME's number while `$!` is that number and
//! 0 otherwise ("" for a name that is not an errno), `exists` and `keys` are `%err`'s.
//! Errno's STORE, DELETE and CLEAR confess "ERRNO hash is read only!" with a stack
//! trace; here they are refused as not supported.

use crate::core::diag::{die_msg, errno};
use crate::core::interp::{define_native_sub, gv, gv_fetch, SubFn};
use crate::core::stack::{pop_items, push};
use crate::core::sv;
use camelift_abi::errno_names::ERRNO;
use camelift_abi::*;

/// Ties `%!` to Errno (once).
pub fn tie_errno_hash(c: *mut Ctx) {
    let bang = gv(gv_fetch(c, b"main::!")).hv;
    if bang.is_null() || crate::core::tie::tied_obj(c, bang).is_some() {
        return;
    }
    let methods: [(&[u8], SubFn); 7] = [
        (b"Errno::FETCH", fetch),
        (b"Errno::EXISTS", exists),
        (b"Errno::FIRSTKEY", first_key),
        (b"Errno::NEXTKEY", next_key),
        (b"Errno::STORE", read_only),
        (b"Errno::DELETE", read_only),
        (b"Errno::CLEAR", read_only),
    ];
    for (name, f) in methods {
        define_native_sub(c, name, f);
    }
    let err = crate::core::hv::new_hv(c);
    for (name, n) in ERRNO {
        crate::core::hv::store(c, err, name.as_bytes(), sv::new_iv(c, *n));
    }
    let obj = crate::core::refs::new_rv_owning(c, err);
    let class = sv::mortal_pv(c, b"Errno");
    crate::core::obj::camelift_bless(c, obj, class, std::ptr::null());
    crate::core::hv::body(c, bang).tie = sv::newsv_copy(c, obj);
}

/// A native sub's value in its caller's context.
fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        push(c, r);
    }
    r
}

/// The position in `%err` of the name a method got as its second argument.
fn named(c: *mut Ctx, mark: usize) -> Option<usize> {
    let args = pop_items(c, mark);
    let name = sv::to_bytes_quiet(*args.get(1)?);
    ERRNO
        .iter()
        .position(|(n, _)| n.as_bytes() == name.as_slice())
}

/// FETCH: the name's number while `$!` is that number, else 0; "" for another name.
extern "C-unwind" fn fetch(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let r = match named(c, mark) {
        Some(i) => {
            let n = ERRNO[i].1;
            sv::mortal_iv(c, if n == i64::from(errno(c)) { n } else { 0 })
        }
        None => sv::mortal_pv(c, b""),
    };
    give(c, r, gimme)
}

extern "C-unwind" fn exists(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let r = sv::bool_sv(c, named(c, mark).is_some());
    give(c, r, gimme)
}

/// The name at position `i` of `%err`, or undef past its end.
fn key_at(c: *mut Ctx, i: usize) -> *mut Sv {
    match ERRNO.get(i) {
        Some((name, _)) => sv::mortal_pv(c, name.as_bytes()),
        None => sv::undef(c),
    }
}

extern "C-unwind" fn first_key(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    pop_items(c, mark);
    let r = key_at(c, 0);
    give(c, r, gimme)
}

extern "C-unwind" fn next_key(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let r = match named(c, mark) {
        Some(i) => key_at(c, i + 1),
        None => sv::undef(c),
    };
    give(c, r, gimme)
}

extern "C-unwind" fn read_only(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    pop_items(c, mark);
    die_msg(
        c,
        "Changing %! (Errno's read-only hash) is not supported yet",
    )
}
