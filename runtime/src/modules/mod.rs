//! The XS parts of the core modules camelift builds in (List::Util, Scalar::Util, POSIX,
//! Data::Dumper, utf8::). Built on core only.

pub mod dumper;
pub mod listutil;
pub mod posix;
pub mod utf8;
