//! camelift runtime: the value heap, the builtins and I/O that every compiled Perl program
//! links against. Compiled code calls the `camelift_*` entry points with the execution
//! context first; the layouts it shares with the compiler live in the `camelift-abi` crate.

pub mod av;
pub mod func;
pub mod hv;
pub mod interp;
pub mod io;
pub mod num;
pub mod pp;
pub mod rand;
pub mod refs;
pub mod scope;
pub mod sig;
pub mod sprintf;
pub mod sv;
