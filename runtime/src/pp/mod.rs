//! Operators and builtins (perl's pp_*.c): arithmetic and string ops, `sort`, `sprintf`,
//! `pack`, `tr`, the regex ops, `rand`, and the builtin dispatcher. Built on core only.

pub mod func;
pub mod list;
pub mod ops;
pub mod pack;
pub mod re;
pub mod sort;
pub mod tr;
