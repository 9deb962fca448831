//! Exporter's rules (Exporter.pm and Exporter/Heavy.pm of perl 5.36), for every built-in
//! module: what `use MODULE LIST` imports, and perl's texts for what it refuses.

use super::{ImportErrors, Module};
use crate::diag::Diag;

/// What Exporter sees of a module: its package, `$VERSION`, `@EXPORT`, `@EXPORT_OK`,
/// `%EXPORT_TAGS`, and how its import reports errors. A built-in module's row gives it
/// (`Module::exports_view`), and so does a module compiled from its file.
pub struct Exports<'a> {
    pub name: &'a str,
    pub version: Option<&'a str>,
    pub export: Vec<&'a str>,
    pub export_ok: Vec<&'a str>,
    pub tags: Vec<(&'a str, Vec<&'a str>)>,
    pub errors: &'a ImportErrors,
}

impl Exports<'_> {
    /// Whether `name` (with its sigil for variables) may be imported (a sub's name with
    /// or without `&`, as Exporter's cache has it).
    pub fn exports(&self, name: &str) -> bool {
        let sub = |n: &&str| n.strip_prefix('&').unwrap_or(n) == name;
        self.export.iter().any(sub) || self.export_ok.iter().any(sub)
    }
}

impl Module {
    pub fn exports_view(&self) -> Exports<'_> {
        Exports {
            name: self.name,
            version: Some(self.version),
            export: self.export.to_vec(),
            export_ok: self.export_ok.to_vec(),
            tags: self.tags.iter().map(|(t, m)| (*t, m.to_vec())).collect(),
            errors: &self.errors,
        }
    }
}

/// The names `use MODULE LIST` imports into the caller (`list` None: a bare `use
/// MODULE;`, which imports `@EXPORT`), with sigils kept on variables. `inc` is where the
/// module's file is (`$INC{...}`), which some of perl's messages name.
pub fn import_list(
    m: &Exports,
    list: Option<&[String]>,
    file: &str,
    line: u32,
    inc: &str,
) -> Result<Vec<String>, Diag> {
    let Some(list) = list else {
        return Ok(m
            .export
            .iter()
            .map(|s| s.strip_prefix('&').unwrap_or(s).to_string())
            .collect());
    };
    let list: Vec<String> = list
        .iter()
        .map(|w| {
            let legacy = m.errors.legacy_tags
                && w.ends_with("_h")
                && w.bytes().all(|b| b == b'_' || b.is_ascii_alphanumeric());
            if legacy {
                format!(":{w}")
            } else {
                w.clone()
            }
        })
        .collect();
    if let Some(what) = list.iter().find_map(|w| (m.errors.refuse)(w)) {
        return Err(Diag::unsupported(file, line, &what));
    }
    let mut errors = vec![];
    let mut names: Vec<String> = vec![];
    if list.iter().any(|w| w.starts_with(['!', ':', '/'])) {
        // Exporter::Heavy: specs add or (with `!`) remove names in order, a negation first
        // starting from `:DEFAULT`.
        let mut specs: Vec<&str> = list.iter().map(String::as_str).collect();
        if specs.first().is_some_and(|s| s.starts_with('!')) {
            specs.insert(0, ":DEFAULT");
        }
        for spec in specs {
            let (remove, spec) = match spec.strip_prefix('!') {
                Some(s) => (true, s),
                None => (false, spec),
            };
            let these: Vec<&str> = if let Some(tag) = spec.strip_prefix(':') {
                if tag == "DEFAULT" {
                    m.export.to_vec()
                } else if let Some((_, members)) = m.tags.iter().find(|(t, _)| *t == tag) {
                    members.clone()
                } else {
                    errors.push(tag_error(m, tag, file, line));
                    continue;
                }
            } else if spec.starts_with('/') {
                return Err(Diag::unsupported(
                    file,
                    line,
                    &format!("the import spec '{spec}' (a pattern)"),
                ));
            } else {
                vec![spec]
            };
            for n in these {
                let known = names.iter().position(|x| x == n);
                match (remove, known) {
                    (true, Some(i)) => {
                        names.remove(i);
                    }
                    (false, None) => names.push(n.to_string()),
                    _ => {}
                }
            }
        }
    } else {
        names = list;
    }
    let mut imported = vec![];
    for n in names {
        let name = n.strip_prefix('&').unwrap_or(&n);
        if m.exports(name) {
            imported.push(name.to_string());
        } else if name.starts_with(|c: char| c.is_ascii_digit()) {
            // A version: `use Module qw(1.2)` asks `Module->VERSION(1.2)`.
            check_version(m.name, m.version, name, file, line)?;
        } else {
            errors.push(format!(
                "\"{n}\" is not exported by the {} module\n",
                m.name
            ));
        }
    }
    if errors.is_empty() {
        return Ok(imported);
    }
    let at_use = format!("at {file} line {line}.");
    let croak_at = match m.errors.croak_line {
        Some(l) => format!("at {inc} line {l}."),
        None => at_use.clone(),
    };
    Err(Diag::raw(format!(
        "{}Can't continue after import errors {croak_at}\nBEGIN failed--compilation aborted {at_use}",
        errors.concat()
    )))
}

/// Exporter's warning for an unknown `:tag`.
fn tag_error(m: &Exports, tag: &str, file: &str, line: u32) -> String {
    let head = format!(
        "\"{tag}\" is not defined in %{}::EXPORT_TAGS at {file} line {line}.\n",
        m.name
    );
    if m.errors.tag_frames {
        format!("{head}\tmain::BEGIN() called at {file} line {line}\n\teval {{...}} called at {file} line {line}\n")
    } else {
        head
    }
}

/// `use Module VERSION`: UNIVERSAL::VERSION's check against the module's version
/// (`None`: the module has no `$VERSION`), both read as perl's version objects read
/// them (abi's vutil). `wanted` is the literal's text (a number's as perl reads it,
/// a v-string's as written).
pub fn check_version(
    name: &str,
    version: Option<&str>,
    wanted: &str,
    file: &str,
    line: u32,
) -> Result<(), Diag> {
    use camelift_abi::vutil;
    let Some(have) = version else {
        return Err(Diag::begin_failed(
            file,
            line,
            format!("{name} does not define ${name}::VERSION--version check failed"),
        ));
    };
    let read = |text: &str| match vutil::scan(text.as_bytes(), false) {
        Ok(s) => Ok(s.version),
        Err(e) => Err(Diag::begin_failed(file, line, e.to_string())),
    };
    // A v-string reads as its literal with one underscore dropped and a `v` in front
    // (new_version); a number's text as it is.
    let is_vstring = wanted.starts_with('v') || wanted.matches('.').count() > 1;
    let want = if is_vstring {
        let mut t = wanted.replacen('_', "", 1);
        if !t.starts_with('v') {
            t.insert(0, 'v');
        }
        read(&t)?
    } else {
        read(wanted)?
    };
    let have = read(have)?;
    if let Some(text) = have.too_low(&want) {
        return Err(Diag::begin_failed(file, line, format!("{name} {text}")));
    }
    Ok(())
}
