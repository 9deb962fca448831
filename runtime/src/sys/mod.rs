//! The process: the C `main`, signals, time, exit. Built on core only.

pub mod func;
pub mod main;
pub mod sig;
pub mod time;
