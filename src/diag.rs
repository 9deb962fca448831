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

    /// A pattern perl's regcomp rejects (`Unmatched ( in regex; marked by <-- HERE in
    /// m/...`): it dies at once, without the parser's trailer.
    pub fn regex(file: &str, line: u32, text: impl fmt::Display) -> Diag {
        Diag {
            message: format!("{text} at {file} line {line}."),
        }
    }

    /// A message printed as it is (several lines perl prints for one failure).
    pub fn raw(message: String) -> Diag {
        Diag { message }
    }

    /// Any other compile-time error, with perl's text.
    pub fn error(file: &str, line: u32, text: impl fmt::Display) -> Diag {
        Diag {
            message: format!("{text} at {file} line {line}."),
        }
    }

    /// An error in a string literal's escapes, which perl places `within string`.
    pub fn within_string(file: &str, line: u32, text: impl fmt::Display) -> Diag {
        Diag {
            message: format!("{text} at {file} line {line}, within string"),
        }
    }

    /// A compile-time error perl reports with the text it was reading: `TEXT at FILE
    /// line N, near "..."`.
    pub fn error_near(file: &str, line: u32, text: impl fmt::Display, near: String) -> Diag {
        Diag {
            message: format!("{text} at {file} line {line}, near \"{near}\""),
        }
    }

    /// An error raised while a `use` runs at compile time (perl's `BEGIN` blocks).
    pub fn begin_failed(file: &str, line: u32, text: impl fmt::Display) -> Diag {
        Diag {
            message: format!(
                "{text} at {file} line {line}.\nBEGIN failed--compilation aborted at {file} line {line}."
            ),
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
    /// `"${ "`, `"@{[ 1 "`: a block opened inside a string that the string does not close.
    pub fn missing_bracket_in_string(file: &str, line: u32) -> Diag {
        Diag {
            message: format!(
                "Missing right curly or square bracket at {file} line {line}, within string\n\
                 syntax error at {file} line {line}, at EOF"
            ),
        }
    }

    /// `"\x{...}"` above perl's largest code point (IV_MAX). A value that saturates the
    /// 64-bit reader (UV_MAX, also on overflow) is reported as typed, "within string",
    /// by perl's parser; a smaller one by a fatal error of its own, in hexadecimal.
    pub fn code_point_too_large(file: &str, line: u32, value: u64, typed: &str) -> Diag {
        const MAX: &str = "the permissible max is 0x7FFFFFFFFFFFFFFF";
        if value == u64::MAX {
            return Diag {
                message: format!(
                    "Use of code point 0x{typed} is not allowed; {MAX} at {file} line {line}, within string"
                ),
            };
        }
        Diag {
            message: format!(
                "Use of code point 0x{value:X} is not allowed; {MAX} at {file} line {line}."
            ),
        }
    }

    /// `for my if (...)`, `foreach if (...)`: perl's lexer dies at once.
    pub fn missing_loop_dollar(file: &str, line: u32) -> Diag {
        Diag::error(file, line, "Missing $ on loop variable")
    }

    /// `my WORD ...`: perl takes WORD for the class of a typed declaration; `then` is the
    /// syntax error that follows when no variable comes after it.
    pub fn no_such_class(
        file: &str,
        line: u32,
        class: &str,
        near: String,
        then: Option<Diag>,
    ) -> Diag {
        let mut message = format!("No such class {class} at {file} line {line}, near \"{near}\"");
        if let Some(t) = then {
            message.push('\n');
            message.push_str(&t.message);
        }
        Diag { message }
    }

    /// perl's report of a block left open at end of file.
    pub fn missing_brace(file: &str, line: u32) -> Diag {
        Diag { message: format!("Missing right curly or square bracket at {file} line {line}, at end of line\nsyntax error at {file} line {line}, at EOF") }
    }
}

impl Diag {
    /// Whether the message stands alone, without perl's `Execution of FILE aborted due
    /// to compilation errors.` trailer: our "not supported yet" messages, a failed
    /// `BEGIN` (which has its own), and the errors perl's lexer raises by dying at once
    /// (an unterminated string or pattern) rather than through its parser.
    pub fn stands_alone(&self) -> bool {
        let m = &self.message;
        m.contains("is not supported yet")
            || m.contains("are not supported yet")
            || m.starts_with("camelift:")
            || m.contains("\nBEGIN failed--compilation aborted")
            || m.contains(" is on the #! line, it must also be used on the command line ")
            || m.starts_with("Too late for \"-")
            || m.contains(" in regex; marked by <-- HERE in m/")
            || m.contains(" in regex m/")
            || (!m.contains('\n')
                && (m.starts_with("Can't find string terminator ")
                    || (m.starts_with("Use of code point ") && !m.ends_with("within string"))
                    || m.starts_with("Missing $ on loop variable at ")
                    || m.starts_with("No comma allowed after ")
                    || m.starts_with("dump() must be written as CORE::dump() ")
                    || m.starts_with("No such class field ")
                    || m.starts_with("Subroutine attributes must come before the signature ")
                    || m.contains(" pattern not terminated at ")
                    || m.contains(" replacement not terminated at ")))
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

/// perl's warning categories (warnings.pm's `%Offsets`), in its bit order: a category's
/// bit is its index here.
const CATEGORIES: [&str; 80] = [
    "all",
    "closure",
    "deprecated",
    "exiting",
    "glob",
    "io",
    "closed",
    "exec",
    "layer",
    "newline",
    "pipe",
    "unopened",
    "misc",
    "numeric",
    "once",
    "overflow",
    "pack",
    "portable",
    "recursion",
    "redefine",
    "regexp",
    "severe",
    "debugging",
    "inplace",
    "internal",
    "malloc",
    "signal",
    "substr",
    "syntax",
    "ambiguous",
    "bareword",
    "digit",
    "parenthesis",
    "precedence",
    "printf",
    "prototype",
    "qw",
    "reserved",
    "semicolon",
    "taint",
    "threads",
    "uninitialized",
    "unpack",
    "untie",
    "utf8",
    "void",
    "imprecision",
    "illegalproto",
    "non_unicode",
    "nonchar",
    "surrogate",
    "experimental",
    "experimental::lexical_subs",
    "experimental::regex_sets",
    "experimental::smartmatch",
    "experimental::postderef",
    "experimental::signatures",
    "syscalls",
    "experimental::bitwise",
    "experimental::const_attr",
    "experimental::re_strict",
    "experimental::refaliasing",
    "locale",
    "missing",
    "redundant",
    "experimental::declared_refs",
    "experimental::alpha_assertions",
    "experimental::script_run",
    "shadow",
    "experimental::private_use",
    "experimental::uniprop_wildcards",
    "experimental::vlb",
    "experimental::isa",
    "experimental::try",
    "experimental::args_array_with_signatures",
    "experimental::builtin",
    "experimental::defer",
    "experimental::extra_paired_delimiters",
    "experimental::for_list",
    "scalar",
];

/// The categories that name a group (warnings.pm's `%Bits`): the bits they switch besides
/// their own (`all` switches every bit).
const GROUPS: [(&str, &[(u8, u8)]); 5] = [
    ("io", &[(5, 11), (57, 57)]),
    ("severe", &[(21, 25)]),
    ("syntax", &[(28, 38), (47, 47)]),
    ("utf8", &[(44, 44), (48, 50)]),
    ("experimental", &[(51, 56), (58, 61), (65, 67), (69, 78)]),
];

/// The warning categories camelift checks, by their bit in [`CATEGORIES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarnCat {
    Closure = 1,
    Deprecated = 2,
    Exec = 7,
    Inplace = 23,
    Misc = 12,
    Once = 14,
    Numeric = 13,
    Overflow = 15,
    Portable = 17,
    Redefine = 19,
    Severe = 21,
    Regexp = 20,
    Syntax = 28,
    Ambiguous = 29,
    Prototype = 35,
    Uninitialized = 41,
    Utf8 = 44,
    Void = 45,
    Shadow = 68,
    ConstAttr = 59,
    ArgsArrayWithSignatures = 74,
    Scalar = 79,
}

/// The warnings switched on at a point of the program (perl's `${^WARNING_BITS}`), one bit
/// per category. `use warnings` and `no warnings` change them for the rest of the
/// enclosing block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Warnings(u128);

impl Warnings {
    /// Every category (`use warnings`).
    pub const ALL: Warnings = Warnings(((1u128 << CATEGORIES.len()) - 1) | Warnings::LEXICAL);

    /// Set once a pragma has chosen the warnings (perl's lexical warnings, as opposed to
    /// pWARN_STD when none did): then default-on warnings follow their category.
    const LEXICAL: u128 = 1 << 127;

    /// perl's `ckWARN_d`: a default-on warning ("Prototype mismatch", "Constant
    /// subroutine redefined") shows unless a pragma switched its category off.
    pub fn default_on(self, cat: WarnCat) -> bool {
        self.0 & Warnings::LEXICAL == 0 || self.on(cat)
    }

    pub fn on(self, cat: WarnCat) -> bool {
        self.0 & (1u128 << cat as u8) != 0
    }

    /// `use warnings NAMES` (`on`) or `no warnings NAMES`; no names means `all`. An unknown
    /// name is returned as the error.
    pub fn switch(&mut self, names: &[String], on: bool) -> Result<(), String> {
        let mut mask = 0u128;
        for name in names {
            mask |= match name.as_str() {
                "FATAL" | "NONFATAL" => continue,
                "all" => Warnings::ALL.0,
                n => category_mask(n).ok_or_else(|| n.to_string())?,
            };
        }
        if names.iter().all(|n| n == "FATAL" || n == "NONFATAL") {
            mask = Warnings::ALL.0;
        }
        if on {
            self.0 |= mask;
        } else {
            self.0 &= !mask;
        }
        self.0 |= Warnings::LEXICAL;
        Ok(())
    }

    /// perl's `${^WARNING_BITS}` for these warnings, as `caller` reports it: undef before
    /// any pragma chose them, else two bits a category (on, fatal) in 20 bytes.
    pub fn perl_bits(self) -> Option<[u8; 20]> {
        if self.0 & Warnings::LEXICAL == 0 {
            return None;
        }
        let mut bits = [0u8; 20];
        for i in 0..CATEGORIES.len() {
            if self.0 & (1u128 << i) != 0 {
                bits[i / 4] |= 1 << (2 * (i % 4));
            }
        }
        Some(bits)
    }

    /// Whether the run-time warnings camelift checks as one switch are on: those of every
    /// category except `uninitialized` and `numeric` (which compiled code tests on their
    /// own) and the experimental ones (compile-time only). So `no warnings 'once'` silences
    /// them all, where perl would keep the other categories.
    pub fn runtime(self) -> bool {
        let own = category_mask("experimental").unwrap_or(0)
            | 1u128 << WarnCat::Uninitialized as u8
            | 1u128 << WarnCat::Numeric as u8;
        self.0 | own == Warnings::ALL.0
    }
}

/// A category's bit together with the bits of its sub-categories.
fn category_mask(name: &str) -> Option<u128> {
    let bit = CATEGORIES.iter().position(|c| *c == name)?;
    let mut mask = 1u128 << bit;
    if let Some((_, ranges)) = GROUPS.iter().find(|(g, _)| *g == name) {
        for &(lo, hi) in ranges.iter() {
            for b in lo..=hi {
                mask |= 1u128 << b;
            }
        }
    }
    Some(mask)
}

/// perl's wording of an OS error (`No such file or directory`), without Rust's suffix.
pub fn io_error_text(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn categories_have_perls_bits() {
        for (cat, name) in [
            (WarnCat::Closure, "closure"),
            (WarnCat::Misc, "misc"),
            (WarnCat::Numeric, "numeric"),
            (WarnCat::Overflow, "overflow"),
            (WarnCat::Portable, "portable"),
            (WarnCat::Redefine, "redefine"),
            (WarnCat::Regexp, "regexp"),
            (WarnCat::Syntax, "syntax"),
            (WarnCat::Ambiguous, "ambiguous"),
            (WarnCat::Prototype, "prototype"),
            (WarnCat::Severe, "severe"),
            (WarnCat::Uninitialized, "uninitialized"),
            (WarnCat::Void, "void"),
            (WarnCat::Shadow, "shadow"),
            (WarnCat::Scalar, "scalar"),
            (WarnCat::ConstAttr, "experimental::const_attr"),
            (
                WarnCat::ArgsArrayWithSignatures,
                "experimental::args_array_with_signatures",
            ),
        ] {
            assert_eq!(CATEGORIES[cat as usize], name);
        }
    }

    #[test]
    fn groups_switch_their_members() {
        let mut w = Warnings::ALL;
        w.switch(&["syntax".into()], false).unwrap();
        assert!(!w.on(WarnCat::Syntax) && !w.on(WarnCat::Ambiguous) && w.on(WarnCat::Void));
        assert!(!w.runtime());
        w.switch(&["ambiguous".into()], true).unwrap();
        assert!(w.on(WarnCat::Ambiguous) && !w.on(WarnCat::Syntax));
        let mut x = Warnings::ALL;
        x.switch(&["experimental::signatures".into()], false)
            .unwrap();
        assert!(x.runtime());
        assert_eq!(x.switch(&["nonesuch".into()], true), Err("nonesuch".into()));
    }
}
