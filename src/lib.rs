//! camelift: an ahead-of-time compiler from Perl 5 to native executables.
//!
//! The pipeline, one module per stage: `lex` (tokens) → `parse` (op tree, with pads) →
//! `ops` (the tree, its contexts, `--emit ops`) → `lower` (Cranelift IR, object file) →
//! `driver` (linking with the runtime). `engine` runs BEGIN-time code while the program
//! compiles (the same lowering and runtime). `diag` builds every compile-time message.

pub mod diag;
pub mod driver;
pub mod engine;
pub mod lex;
pub mod lower;
pub mod modules;
pub mod ops;
pub mod parse;
