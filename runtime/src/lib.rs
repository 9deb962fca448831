//! camelift runtime: the value heap, the builtins and I/O that every compiled Perl program
//! links against. Compiled code calls the `camelift_*` entry points with the execution
//! context first; the layouts it shares with the compiler live in the `camelift-abi` crate.

// The `camelift_*` entry points take raw pointers from compiled code, which only passes
// pointers the runtime itself handed out (heads, globs, its own read-only data); each
// dereference carries a SAFETY note. Marking every entry `unsafe fn` would add nothing for
// callers that are not Rust.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

#[path = "core/av.rs"]
pub mod av;
#[path = "core/caller.rs"]
pub mod caller;
#[path = "core/cx.rs"]
pub mod cx;
#[path = "modules/dumper.rs"]
pub mod dumper;
#[path = "io/file.rs"]
pub mod file;
#[path = "pp/func.rs"]
pub mod func;
#[path = "core/hv.rs"]
pub mod hv;
#[path = "core/hvmap.rs"]
pub mod hvmap;
#[path = "core/interp.rs"]
pub mod interp;
#[path = "core/perlio.rs"]
pub mod io;
#[path = "modules/listutil.rs"]
pub mod listutil;
#[path = "core/num.rs"]
pub mod num;
#[path = "core/obj.rs"]
pub mod obj;
#[path = "pp/pack.rs"]
pub mod pack;
#[path = "modules/posix.rs"]
pub mod posix;
#[path = "pp/ops.rs"]
pub mod pp;
#[path = "pp/rand.rs"]
pub mod rand;
#[path = "pp/re.rs"]
pub mod re;
#[path = "core/refs.rs"]
pub mod refs;
#[path = "core/scope.rs"]
pub mod scope;
#[path = "sys/sig.rs"]
pub mod sig;
#[path = "pp/sort.rs"]
pub mod sort;
#[path = "pp/sprintf.rs"]
pub mod sprintf;
#[path = "core/sv.rs"]
pub mod sv;
#[path = "sys/time.rs"]
pub mod time;
#[path = "pp/tr.rs"]
pub mod tr;
#[path = "core/uninit.rs"]
pub mod uninit;
#[path = "modules/utf8.rs"]
pub mod utf8;
