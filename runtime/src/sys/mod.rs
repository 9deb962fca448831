//! The process: the C `main` and exit, `%SIG`, `kill`, `alarm`, `sleep`, calendar time,
//! and the builtins of these (`camelift_sys_func`). Built on core only (Time::Local and
//! POSIX, in modules/, share the calendar here).

pub mod errno;
pub mod func;
pub mod main;
pub mod proc;
pub mod sig;
pub mod time;
