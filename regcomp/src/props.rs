//! perl's Unicode properties (`\p{...}`, `\P{...}`, `\pL`) in the text PCRE2 compiles.
//!
//! PCRE2 knows the general categories by their short names, the scripts and the binary
//! properties; perl also has long category names (`\p{Letter}`), the POSIX-like classes
//! (`\p{Alpha}`, `\p{Word}`, `\p{XPosixPunct}`, `\p{PosixDigit}`, ...), the `Is` prefix
//! (`\p{IsAlpha}`) and `gc=`/`General_Category=` forms. Each is rewritten to what PCRE2
//! reads with the same meaning; a name perl does not know is perl's error, and one we
//! cannot express yet (blocks, user-defined properties, a negated set inside a bracketed
//! class) is "not supported yet" — never PCRE2's literal reading of a bad escape.

use crate::Error;
use std::collections::HashMap;
use std::sync::Mutex;

/// One rewrite: `del` bytes at `at` (of the text before) became `ins` bytes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Edit {
    pub at: usize,
    pub del: usize,
    pub ins: usize,
}

/// The offset in the text before the edits of offset `off` in the text after them.
pub(crate) fn original_offset(edits: &[Edit], off: usize) -> usize {
    let mut shift: isize = 0;
    for e in edits {
        let new_at = (e.at as isize + shift) as usize;
        if off < new_at {
            break;
        }
        if off < new_at + e.ins {
            return e.at;
        }
        shift += e.ins as isize - e.del as isize;
    }
    (off as isize - shift).max(0) as usize
}

/// What a property name becomes.
enum Repl {
    /// A PCRE2 property: `\p{NAME}`, negated when `neg` (works inside a class too).
    Prop(&'static str, bool),
    /// A name PCRE2 knows as perl spells it (scripts, binary properties).
    Same,
    /// A set of characters, as the inside of a bracketed class.
    Set(&'static str),
}

/// perl's general-category names (short and long, loosely matched) and PCRE2's.
const CATEGORIES: &[(&str, &str)] = &[
    ("l", "L"),
    ("letter", "L"),
    ("lu", "Lu"),
    ("uppercaseletter", "Lu"),
    ("ll", "Ll"),
    ("lowercaseletter", "Ll"),
    ("lt", "Lt"),
    ("titlecaseletter", "Lt"),
    ("title", "Lt"),
    ("titlecase", "Lt"),
    ("lc", "L&"),
    ("l&", "L&"),
    ("casedletter", "L&"),
    ("lm", "Lm"),
    ("modifierletter", "Lm"),
    ("lo", "Lo"),
    ("otherletter", "Lo"),
    ("m", "M"),
    ("mark", "M"),
    ("combiningmark", "M"),
    ("mn", "Mn"),
    ("nonspacingmark", "Mn"),
    ("mc", "Mc"),
    ("spacingmark", "Mc"),
    ("me", "Me"),
    ("enclosingmark", "Me"),
    ("n", "N"),
    ("number", "N"),
    ("nd", "Nd"),
    ("decimalnumber", "Nd"),
    ("nl", "Nl"),
    ("letternumber", "Nl"),
    ("no", "No"),
    ("othernumber", "No"),
    ("p", "P"),
    ("punctuation", "P"),
    ("punct", "P"),
    ("pc", "Pc"),
    ("connectorpunctuation", "Pc"),
    ("pd", "Pd"),
    ("dashpunctuation", "Pd"),
    ("ps", "Ps"),
    ("openpunctuation", "Ps"),
    ("pe", "Pe"),
    ("closepunctuation", "Pe"),
    ("pi", "Pi"),
    ("initialpunctuation", "Pi"),
    ("pf", "Pf"),
    ("finalpunctuation", "Pf"),
    ("po", "Po"),
    ("otherpunctuation", "Po"),
    ("s", "S"),
    ("symbol", "S"),
    ("sm", "Sm"),
    ("mathsymbol", "Sm"),
    ("sc", "Sc"),
    ("currencysymbol", "Sc"),
    ("sk", "Sk"),
    ("modifiersymbol", "Sk"),
    ("so", "So"),
    ("othersymbol", "So"),
    ("z", "Z"),
    ("separator", "Z"),
    ("zs", "Zs"),
    ("spaceseparator", "Zs"),
    ("zl", "Zl"),
    ("lineseparator", "Zl"),
    ("zp", "Zp"),
    ("paragraphseparator", "Zp"),
    ("c", "C"),
    ("other", "C"),
    ("cc", "Cc"),
    ("control", "Cc"),
    ("cntrl", "Cc"),
    ("xposixcntrl", "Cc"),
    ("cf", "Cf"),
    ("format", "Cf"),
    ("co", "Co"),
    ("privateuse", "Co"),
    ("cs", "Cs"),
    ("surrogate", "Cs"),
    ("cn", "Cn"),
    ("unassigned", "Cn"),
];

/// perl's POSIX-like and Perl-specific classes (perlrecharclass, perluniprops).
fn named_class(key: &str) -> Option<Repl> {
    Some(match key {
        "alpha" | "xposixalpha" | "alphabetic" => Repl::Prop("Alphabetic", false),
        "alnum" | "xposixalnum" => Repl::Set(r"\p{Alphabetic}\p{Nd}"),
        "digit" | "xposixdigit" => Repl::Prop("Nd", false),
        "word" | "xposixword" => Repl::Set(r"\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}"),
        "space" | "xposixspace" | "spaceperl" | "xperlspace" | "whitespace" | "wspace" => {
            Repl::Prop("White_Space", false)
        }
        "upper" | "xposixupper" | "uppercase" => Repl::Prop("Uppercase", false),
        "lower" | "xposixlower" | "lowercase" => Repl::Prop("Lowercase", false),
        "xposixpunct" => Repl::Set(r"\p{P}$+<=>^`|~"),
        "blank" | "xposixblank" | "horizspace" => Repl::Set(r"\t\p{Zs}"),
        "vertspace" => Repl::Set(r"\n\x0B\f\r\x85\p{Zl}\p{Zp}"),
        "xdigit" | "xposixxdigit" | "hexdigit" | "hex" => Repl::Prop("Hex_Digit", false),
        // All but White_Space, Cc, Cs and Cn: every Z is White_Space.
        "graph" | "xposixgraph" => Repl::Set(r"\p{L}\p{M}\p{N}\p{P}\p{S}\p{Cf}\p{Co}"),
        // Graph and Blank but not Cntrl.
        "print" | "xposixprint" => Repl::Set(r"\p{L}\p{M}\p{N}\p{P}\p{S}\p{Cf}\p{Co}\p{Zs}"),
        "assigned" => Repl::Prop("Cn", true),
        "any" | "all" | "unicode" => Repl::Prop("Any", false),
        "ascii" => Repl::Set(r"\x00-\x7F"),
        "posixalpha" => Repl::Set("A-Za-z"),
        "posixalnum" => Repl::Set("A-Za-z0-9"),
        "posixdigit" => Repl::Set("0-9"),
        "posixupper" => Repl::Set("A-Z"),
        "posixlower" => Repl::Set("a-z"),
        "posixpunct" => Repl::Set(r"!-/:-@\[-`{-~"),
        "posixspace" | "perlspace" => Repl::Set(r"\t\n\x0B\f\r "),
        "posixblank" => Repl::Set(r"\t "),
        "posixcntrl" => Repl::Set(r"\x00-\x1F\x7F"),
        "posixgraph" => Repl::Set("!-~"),
        "posixprint" => Repl::Set(" -~"),
        "posixword" | "perlword" => Repl::Set("A-Za-z0-9_"),
        "posixxdigit" => Repl::Set("0-9A-Fa-f"),
        _ => return None,
    })
}

/// perl's loose matching of property names: case, spaces, `_` and `-` do not count.
fn loose(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '_' | '-' | '\t'))
        .flat_map(char::to_lowercase)
        .collect()
}

fn category(key: &str) -> Option<Repl> {
    CATEGORIES
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, p)| Repl::Prop(p, false))
}

/// Whether PCRE2 compiles `\p{name}` (a script, a binary property, a `Script=` form).
fn pcre_knows(name: &str) -> bool {
    static KNOWN: Mutex<Option<HashMap<String, bool>>> = Mutex::new(None);
    let mut guard = match KNOWN.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    };
    let map = guard.get_or_insert_with(HashMap::new);
    if let Some(k) = map.get(name) {
        return *k;
    }
    // PCRE2's own extensions that perl does not have.
    let l = loose(name);
    let known = !matches!(l.as_str(), "xan" | "xps" | "xsp" | "xwd" | "xuc" | "lc")
        && crate::compiles_plain(format!("\\p{{{name}}}").as_bytes());
    map.insert(name.to_string(), known);
    known
}

/// Under `/i` perl matches the case-changing properties as all the cased characters
/// (perlunicode, "Unicode Character Properties").
fn caseless(r: Repl) -> Repl {
    match r {
        // Measured on perl 5.36: Lu and Ll become Cased_Letter, the others Cased.
        Repl::Prop("Lu" | "Ll", n) => Repl::Prop("L&", n),
        Repl::Prop("Lt" | "Uppercase" | "Lowercase", n) => Repl::Prop("Cased", n),
        Repl::Set("A-Z" | "a-z") => Repl::Set("A-Za-z"),
        r => r,
    }
}

/// What perl's name means, or the error perl (or we) give for it.
fn resolve(raw: &str) -> Result<Repl, Error> {
    let name = raw.trim();
    if name == "L_" {
        return Ok(Repl::Prop("L&", false));
    }
    let key = loose(name);
    // PCRE2's Script_Extensions of Common and Inherited are their Script; perl's leave
    // out the characters that list other scripts.
    let scx_of_common = |k: &str| matches!(k, "common" | "zyyy" | "inherited" | "zinh" | "qaai");
    let bare = key.strip_prefix("is").unwrap_or(&key);
    if scx_of_common(bare) {
        return Err(Error::NotYet(format!(
            "\\p{{{raw}}} (the Script_Extensions property of Common or Inherited)"
        )));
    }
    if let Some(i) = name.find(['=', ':']) {
        let (prop, value) = (loose(&name[..i]), &name[i + 1..]);
        if matches!(prop.as_str(), "scx" | "scriptextensions") && scx_of_common(&loose(value)) {
            return Err(Error::NotYet(format!(
                "\\p{{{raw}}} (the Script_Extensions property of Common or Inherited)"
            )));
        }
        return match prop.as_str() {
            "gc" | "generalcategory" | "category" => {
                category(&loose(value)).ok_or_else(|| unknown(raw))
            }
            "blk" | "block" => Err(block(raw)),
            _ if pcre_knows(name) => Ok(Repl::Same),
            "sc" | "script" | "scx" | "scriptextensions" => Err(unknown(raw)),
            // perl has many more (`nv=`, `Age=`, `Bidi_Class=`, `Line_Break=`, ...).
            _ => Err(Error::NotYet(format!("the Unicode property \\p{{{raw}}}"))),
        };
    }
    if let Some(r) = category(&key).or_else(|| named_class(&key)) {
        return Ok(r);
    }
    if pcre_knows(name) {
        return Ok(Repl::Same);
    }
    if let Some(rest) = key.strip_prefix("is") {
        if let Some(r) = category(rest).or_else(|| named_class(rest)) {
            return Ok(r);
        }
        if name.len() > 2 && pcre_knows(&name[2..]) {
            return Ok(Repl::Prop(leak(&name[2..]), false));
        }
    }
    if key.starts_with("in") {
        return Err(block(raw));
    }
    if name.starts_with("Is") {
        return Err(Error::UserProperty(name.to_string()));
    }
    Err(unknown(raw))
}

/// A property name kept for the rest of the process (a few bytes per distinct name the
/// program uses with an `Is` prefix that PCRE2 knows without it).
fn leak(s: &str) -> &'static str {
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut names = match NAMES.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    };
    if let Some(n) = names.iter().find(|n| **n == s) {
        return n;
    }
    let n: &'static str = Box::leak(s.to_string().into_boxed_str());
    names.push(n);
    n
}

fn unknown(raw: &str) -> Error {
    Error::Marked(format!("Can't find Unicode property definition \"{raw}\""))
}

fn block(raw: &str) -> Error {
    Error::NotYet(format!("the Unicode block property \\p{{{raw}}}"))
}

/// A text with its properties rewritten, and the edits that made it.
pub(crate) type Translated = (Vec<u8>, Vec<Edit>);

/// The text with each property rewritten, and the edits made; None when it has none.
/// An error comes with the offset in `text` its `<-- HERE` goes after.
pub(crate) fn translate(
    text: &[u8],
    extended: bool,
    nocase: bool,
) -> Result<Option<Translated>, (Error, usize)> {
    if !text
        .windows(2)
        .any(|w| w[0] == b'\\' && matches!(w[1], b'p' | b'P'))
    {
        return Ok(None);
    }
    let mut out = Vec::with_capacity(text.len() + 16);
    let mut edits = Vec::new();
    let mut from = 0;
    let mut class = false;
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        match c {
            b'\\' => {
                let e = text.get(i + 1).copied().unwrap_or(0);
                if !matches!(e, b'p' | b'P') {
                    i += 2;
                    continue;
                }
                let (name, end) = match text.get(i + 2) {
                    Some(b'{') => match text[i + 3..].iter().position(|&b| b == b'}') {
                        Some(p) => (&text[i + 3..i + 3 + p], i + 3 + p + 1),
                        // PCRE2 reports the missing brace.
                        None => return Ok(None),
                    },
                    Some(_) => (&text[i + 2..i + 3], i + 3),
                    None => return Ok(None),
                };
                let Ok(name) = std::str::from_utf8(name) else {
                    return Err((unknown(&String::from_utf8_lossy(name)), end));
                };
                let mut neg = e == b'P';
                let mut bare = name.trim();
                if let Some(rest) = bare.strip_prefix('^') {
                    neg = !neg;
                    bare = rest.trim();
                }
                let mut repl = resolve(bare).map_err(|err| (err, end))?;
                if nocase {
                    repl = caseless(repl);
                }
                let ins = match repl {
                    Repl::Same => {
                        let p = if neg { 'P' } else { 'p' };
                        format!("\\{p}{{{bare}}}")
                    }
                    Repl::Prop(p, n) => {
                        let p2 = if neg != n { 'P' } else { 'p' };
                        format!("\\{p2}{{{p}}}")
                    }
                    Repl::Set(s) => {
                        // PCRE2 would add the case variants of a set's ranges under /i
                        // (U+212A KELVIN SIGN for `k`); perl's sets are what they say.
                        let (open, close) = if nocase { ("(?-i:", ")") } else { ("", "") };
                        match (class, neg) {
                            (false, false) => format!("{open}[{s}]{close}"),
                            (false, true) => format!("{open}[^{s}]{close}"),
                            (true, false) => s.to_string(),
                            (true, true) => {
                                return Err((
                                    Error::NotYet(format!(
                                        "\\{}{{{name}}} inside a bracketed character class",
                                        e as char
                                    )),
                                    end,
                                ))
                            }
                        }
                    }
                };
                out.extend_from_slice(&text[from..i]);
                out.extend_from_slice(ins.as_bytes());
                edits.push(Edit {
                    at: i,
                    del: end - i,
                    ins: ins.len(),
                });
                from = end;
                i = end;
                continue;
            }
            b'[' if !class => {
                class = true;
                i = crate::class_members_start(text, i);
                continue;
            }
            b'[' if class && matches!(text.get(i + 1), Some(b':' | b'.' | b'=')) => {
                i = crate::posix_class_end(text, i);
                continue;
            }
            b']' if class => class = false,
            b'#' if extended && !class => {
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' if !class && text[i..].starts_with(b"(?#") => {
                while i < text.len() && text[i] != b')' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    if edits.is_empty() {
        return Ok(None);
    }
    out.extend_from_slice(&text[from..]);
    Ok(Some((out, edits)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> String {
        match translate(s.as_bytes(), false, false) {
            Ok(Some((o, _))) => String::from_utf8(o).unwrap(),
            Ok(None) => s.to_string(),
            Err((
                Error::Marked(m) | Error::NotYet(m) | Error::Whole(m) | Error::UserProperty(m),
                at,
            )) => {
                format!("ERR {m} @{at}")
            }
        }
    }

    #[test]
    fn names() {
        assert_eq!(t(r"\p{L}"), r"\p{L}");
        assert_eq!(t(r"\pL+"), r"\p{L}+");
        assert_eq!(t(r"\p{Letter}"), r"\p{L}");
        assert_eq!(t(r"\p{IsAlpha}"), r"\p{Alphabetic}");
        assert_eq!(
            t(r"\P{Word}"),
            r"[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}]"
        );
        assert_eq!(t(r"[\p{PosixDigit}_]"), r"[0-9_]");
        assert_eq!(t(r"\p{^Digit}"), r"\P{Nd}");
        assert_eq!(t(r"\p{Greek}"), r"\p{Greek}");
        assert_eq!(t(r"\p{IsGreek}"), r"\p{Greek}");
        assert_eq!(t(r"\p{gc=Lu}"), r"\p{Lu}");
        assert_eq!(t(r"\p{General_Category: Uppercase Letter}"), r"\p{Lu}");
        assert_eq!(t(r"\\p{Foo}"), r"\\p{Foo}");
        assert_eq!(
            t(r"\p{Foo}"),
            "ERR Can't find Unicode property definition \"Foo\" @7"
        );
        assert!(t(r"\p{InGreek}").starts_with("ERR the Unicode block"));
        assert!(t(r"[\P{Alnum}]").starts_with("ERR \\P{Alnum} inside"));
    }
}
