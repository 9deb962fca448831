//! Operators and builtins (perl's pp_*.c): arithmetic and string ops, list assignment,
//! `sort`, `pack`, `tr`, the regex ops, and the builtin dispatcher (`camelift_pp_func`).
//! Built on core only.

pub mod case;
pub mod func;
pub mod list;
pub mod ops;
pub mod pack;
pub mod re;
pub mod sort;
pub mod tr;
pub mod vec;
