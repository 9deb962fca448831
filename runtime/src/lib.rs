//! camelift runtime.
pub mod num;
pub mod sprintf;
