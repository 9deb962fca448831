//! perl's text for a `require` whose file is in no directory of @INC, shared by the
//! compiler (a `use` or a constant `require`) and the runtime (`require EXPR`).

use alloc::format;
use alloc::string::String;

/// `Can't locate KEY in @INC (you may need to install the MODULE module) (@INC contains:
/// DIRS)`, without the location; the hint only for a `.pm` file.
pub fn cant_locate(key: &str, dirs: &[String]) -> String {
    let hint = match key.strip_suffix(".pm") {
        Some(m) if !m.contains('.') => format!(
            " (you may need to install the {} module)",
            m.replace('/', "::")
        ),
        _ => String::new(),
    };
    format!(
        "Can't locate {key} in @INC{hint} (@INC contains: {})",
        dirs.join(" ")
    )
}
