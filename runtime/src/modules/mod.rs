//! The XS parts of the core modules camelift builds in (List::Util, Scalar::Util, POSIX,
//! Data::Dumper, Carp, Time::Local, utf8::). Built on core only.
//!
//! The door into them is `camelift_module_func`: the compiler calls it for the builtins
//! `Builtin::entry` names "module_func", with the arguments on the stack.

pub mod carp;
pub mod dumper;
pub mod listutil;
pub mod posix;
pub mod utf8;

use crate::core::diag::die_msg;
use crate::core::interp::Info;
use crate::core::sv;
use camelift_abi::*;

#[no_mangle]
pub extern "C-unwind" fn camelift_module_func(
    c: *mut Ctx,
    id: i32,
    mark: usize,
    gimme: i64,
    info: *const u8,
) -> *mut Sv {
    let args = crate::core::stack::pop_items(c, mark);
    let args: &[*mut Sv] = &args;
    let info = Info::from_ptr(info).with_items(args.len());
    let Some(f) = Builtin::from_i32(id) else {
        die_msg(c, "panic: unknown builtin")
    };
    if (f as i32) >= (Builtin::Utf8IsUtf8 as i32) {
        return utf8::call(c, f, args, &info);
    }
    match f {
        Builtin::TimeGm | Builtin::TimeLocal => {
            crate::sys::time::time_local(c, args, f == Builtin::TimeLocal)
        }
        Builtin::Croak | Builtin::Carp | Builtin::Confess | Builtin::Cluck => {
            carp::pp_carp(c, f, args)
        }
        Builtin::Longmess | Builtin::Shortmess => carp::pp_mess(c, f, args, gimme),
        Builtin::Dumper => dumper::dumper(c, args, gimme),
        Builtin::DumperInit => {
            dumper::init(c);
            sv::undef(c)
        }
        _ if (f as i32) >= (Builtin::PosixFloor as i32) => posix::call(c, f, args, &info, gimme),
        _ => die_msg(c, "panic: unknown builtin"),
    }
}
