//! File handles (perl's doio.c and pp_sys.c I/O): `open`, `close`, readline, file tests.
//! Built on core only.

pub mod file;
pub mod print;
