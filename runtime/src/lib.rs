//! camelift runtime: the value heap, the builtins and I/O that every compiled Perl program
//! links against. Compiled code calls the `camelift_*` entry points with the execution
//! context first; the layouts it shares with the compiler live in the `camelift-abi` crate.

// The `camelift_*` entry points take raw pointers from compiled code, which only passes
// pointers the runtime itself handed out (heads, globs, its own read-only data); each
// dereference carries a SAFETY note. Marking every entry `unsafe fn` would add nothing for
// callers that are not Rust.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

pub mod api_check;
pub mod core;
pub mod io;
pub mod modules;
pub mod pp;
pub mod sys;

/// Plugs the layers above core into it (core/hooks.rs), as Lua's linit.c opens its
/// libraries: called once by the process entry (sys/main.rs) after the context is made.
pub fn open_layers(c: *mut camelift_abi::Ctx) {
    pp::re::open(c);
    pp::func::open(c);
    io::file::open(c);
    modules::xsload::open(c);
}
