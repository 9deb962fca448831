//! The core: values (SV, AV, HV), the heap and its mortals, the interpreter state, the
//! stack, globs and stashes, the save and context stacks, the sub call protocol, `die` and
//! `warn`, numbers, and the engines perl keeps in its core too (sprintf's formatter,
//! drand48, safe-signal dispatch). It imports nothing from the layers above it (pp, io,
//! sys, modules): it calls them only through hooks.rs, which they fill in at start-up.
//! The modules layer sees it only through xs.rs, the facade of what built-in modules use.

pub mod alloc;
pub mod amagic;
pub mod av;
pub mod begin;
pub mod bytes;
pub mod call;
pub mod caller;
pub mod constant;
pub mod cx;
pub mod despatch;
pub mod diag;
pub mod eval;
pub mod goto;
pub mod hooks;
pub mod hv;
pub mod hvmap;
pub mod interp;
pub mod magic;
pub mod num;
pub mod obj;
pub mod perlio;
pub mod proc;
pub mod rand;
pub mod refs;
pub mod require;
pub mod restricted;
pub mod scope;
pub mod sprintf;
pub mod stack;
pub mod stash;
pub mod sv;
pub mod tie;
pub mod uninit;
pub mod utf8;
pub mod weak;
pub mod xs;
