//! File handles (perl's doio.c and pp_sys.c I/O): `open`, `close`, readline, file tests,
//! and `print`/`say`/`printf`; `read`, `seek` and the rest of byte I/O; the file system's `stat`, `lstat` and directory handles.
//! Built on core only.

pub mod argv;
pub mod file;
pub mod fs;
pub mod fttext;
pub mod layers;
pub mod print;
pub mod rw;
pub mod xs_io;
