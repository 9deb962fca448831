//! Every compile-time diagnostic is built here, by one constructor per kind, so the texts
//! stay perl's (`syntax error at FILE line N, near "..."`) and ours stay uniform
//! (`... is not supported yet at FILE line N.`).

use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub struct Diag {
    /// The full message, without the trailing newline.
    pub message: String,
}

impl Diag {
    /// perl's parser error.
    pub fn syntax(file: &str, line: u32, near: String) -> Diag {
        if near.is_empty() {
            return Diag {
                message: format!("syntax error at {file} line {line}, at EOF"),
            };
        }
        Diag {
            message: format!("syntax error at {file} line {line}, near \"{near}\""),
        }
    }

    /// A construct camelift does not compile yet.
    pub fn unsupported(file: &str, line: u32, what: &str) -> Diag {
        Diag {
            message: format!("{what} is not supported yet at {file} line {line}."),
        }
    }

    /// Any other compile-time error, with perl's text.
    pub fn error(file: &str, line: u32, text: impl fmt::Display) -> Diag {
        Diag {
            message: format!("{text} at {file} line {line}."),
        }
    }

    /// `Global symbol "$x" requires explicit package name ...` under `use strict 'vars'`.
    pub fn strict_vars(file: &str, line: u32, var: &str) -> Diag {
        Diag::error(
            file,
            line,
            format!("Global symbol \"{var}\" requires explicit package name (did you forget to declare \"my {var}\"?)"),
        )
    }

    /// `Bareword "x" not allowed while "strict subs" in use`.
    pub fn strict_subs(file: &str, line: u32, word: &str) -> Diag {
        Diag::error(
            file,
            line,
            format!("Bareword \"{word}\" not allowed while \"strict subs\" in use"),
        )
    }
}

impl Diag {
    /// perl's report of a block left open at end of file.
    pub fn missing_brace(file: &str, line: u32) -> Diag {
        Diag { message: format!("Missing right curly or square bracket at {file} line {line}, at end of line\nsyntax error at {file} line {line}, at EOF") }
    }
}

/// A compile-time warning, printed by the compiler (as perl prints it at compile time).
pub fn warning(file: &str, line: u32, text: impl fmt::Display) -> String {
    format!("{text} at {file} line {line}.\n")
}

/// The trailer perl prints after compile errors.
pub fn aborted(file: &str) -> String {
    format!("Execution of {file} aborted due to compilation errors.\n")
}
