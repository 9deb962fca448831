//! File handles (perl's doio.c and pp_sys.c I/O): `open`, `close`, readline, file tests,
//! and `print`/`say`/`printf`. Built on core only.

pub mod file;
pub mod print;
