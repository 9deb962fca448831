//! camelift runtime: the value heap, the builtins and I/O that every compiled Perl program
//! links against. Compiled code calls the `camelift_*` entry points with the execution
//! context first; the layouts it shares with the compiler live in the `camelift-abi` crate.

// The `camelift_*` entry points take raw pointers from compiled code, which only passes
// pointers the runtime itself handed out (heads, globs, its own read-only data); each
// dereference carries a SAFETY note. Marking every entry `unsafe fn` would add nothing for
// callers that are not Rust.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

pub mod api_check;
pub mod av;
pub mod caller;
pub mod cx;
pub mod dumper;
pub mod file;
pub mod func;
pub mod hv;
pub mod hvmap;
pub mod interp;
pub mod io;
pub mod listutil;
pub mod num;
pub mod obj;
pub mod pack;
pub mod posix;
pub mod pp;
pub mod rand;
pub mod re;
pub mod refs;
pub mod scope;
pub mod sig;
pub mod sort;
pub mod sprintf;
pub mod sv;
pub mod time;
pub mod tr;
pub mod uninit;
pub mod utf8;
