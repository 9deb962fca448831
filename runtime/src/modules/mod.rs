//! The XS parts of the core modules camelift builds in (List::Util, Scalar::Util, POSIX,
//! Data::Dumper, Carp, Time::Local, utf8::), and of those compiled from their real .pm
//! whose `XSLoader::load` binds native subs (Cwd, Fcntl, Time::HiRes, MIME::Base64,
//! Digest::MD5, Digest::SHA, Sys::Hostname, Time::Piece, Storable, Hash::Util, File::Glob:
//! xsload.rs), and the `glob` op (glob.rs). Built on core only.
//!
//! The door into them is `camelift_module_func`: the compiler calls it for the builtins
//! whose row (abi/src/builtins.rs) names a module in its last column (`BuiltinLib`), with
//! the arguments on the stack; it dispatches on that column.

pub mod base64;
pub mod carp;
pub mod cwd;
pub mod dumper;
pub mod encode;
pub mod fcntl;
pub mod glob;
pub mod hashutil;
pub mod hires;
pub mod hostname;
pub mod listutil;
pub mod md5;
pub mod posix;
pub mod sha;
pub mod storable;
pub mod timepiece;
pub mod utf8;
pub mod version;
pub mod xsload;

use crate::core::xs::{self, Info};
use camelift_abi::*;

#[no_mangle]
pub extern "C-unwind" fn camelift_module_func(
    c: *mut Ctx,
    id: i32,
    mark: usize,
    gimme: i64,
    info: *const u8,
) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let args: &[*mut Sv] = &args;
    let info = Info::from_ptr(info).with_items(args.len());
    let Some(f) = Builtin::from_u32(id as u32) else {
        xs::unknown_code(c, "builtin", id)
    };
    match f.lib() {
        BuiltinLib::Utf8 => utf8::call(c, f, args, &info),
        BuiltinLib::TimeLocal => crate::sys::time::time_local(c, args, f == Builtin::TimeLocal),
        BuiltinLib::Carp => match f {
            Builtin::Longmess | Builtin::Shortmess => carp::pp_mess(c, f, args, gimme),
            Builtin::WarnIf | Builtin::WarnEnabled | Builtin::WarnWarn => {
                carp::pp_warnings(c, f, args)
            }
            Builtin::WarnRegisterCategories => xs::undef(c),
            _ => carp::pp_carp(c, f, args),
        },
        BuiltinLib::Dumper => match f {
            Builtin::DumperInit => {
                dumper::init(c);
                xs::undef(c)
            }
            _ => dumper::dumper(c, args, gimme),
        },
        BuiltinLib::Posix => posix::call(c, f, args, &info, gimme),
        BuiltinLib::XsLoader => xsload::load(c, args),
        BuiltinLib::FileGlob => glob::pp_glob(c, args, gimme),
        BuiltinLib::Pp | BuiltinLib::Sys => xs::unknown_code(c, "builtin", id),
    }
}
