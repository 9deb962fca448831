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

/// What `lib_import` asks of the file system about a path.
pub struct PathKind {
    pub exists: bool,
    pub is_dir: bool,
}

/// lib.pm's `import` (`use lib LIST`, `is_use`) and `unimport` (`no lib LIST`) on @INC,
/// shared by the compiler (its own @INC, from literal lists) and the runtime (the
/// program's @INC as the statement runs): each path put in front, last one first (with
/// `PATH/VERSION`, `PATH/ARCHNAME` and `PATH/VERSION/ARCHNAME` before it when
/// `PATH/ARCHNAME/auto`, `PATH/VERSION`, `PATH/VERSION/ARCHNAME` are directories), then
/// every later duplicate removed; `no lib` removes every instance of each (and of those
/// directories). Returns the new @INC and the warnings lib.pm carps, in order.
pub fn lib_import(
    inc: &[alloc::vec::Vec<u8>],
    paths: &[alloc::vec::Vec<u8>],
    is_use: bool,
    archname: &str,
    kind: &dyn Fn(&[u8]) -> PathKind,
) -> (
    alloc::vec::Vec<alloc::vec::Vec<u8>>,
    alloc::vec::Vec<&'static str>,
) {
    use alloc::vec::Vec;
    const VERSION: &str = "5.36.0";
    let join = |a: &[u8], b: &str| -> Vec<u8> { [a, b"/", b.as_bytes()].concat() };
    let is_dir = |p: &[u8]| kind(p).is_dir;
    // lib.pm's _get_dirs: (arch_auto, arch, version, version_arch).
    let dirs = |p: &[u8]| {
        let arch = join(p, archname);
        let version = join(p, VERSION);
        let version_arch = join(&version, archname);
        (join(&arch, "auto"), arch, version, version_arch)
    };
    let mut warnings = Vec::new();
    if !is_use {
        let mut names: Vec<Vec<u8>> = Vec::new();
        for p in paths {
            let (auto, arch, version, version_arch) = dirs(p);
            names.push(p.clone());
            if is_dir(&auto) {
                names.push(arch);
            }
            if is_dir(&version) {
                names.push(version);
            }
            if is_dir(&version_arch) {
                names.push(version_arch);
            }
        }
        let out = inc.iter().filter(|d| !names.contains(d)).cloned().collect();
        return (out, warnings);
    }
    let mut out: Vec<Vec<u8>> = inc.to_vec();
    for p in paths.iter().rev() {
        if p.is_empty() {
            warnings.push("Empty compile time value given to use lib");
        }
        let par = p.len() >= 4 && p[p.len() - 4..].eq_ignore_ascii_case(b".par");
        let k = kind(p);
        if !par && k.exists && !k.is_dir {
            warnings.push("Parameter to use lib must be directory, not file");
        }
        out.insert(0, p.clone());
        let (auto, arch, version, version_arch) = dirs(p);
        if is_dir(&auto) {
            out.insert(0, arch);
        }
        if is_dir(&version) {
            out.insert(0, version);
        }
        if is_dir(&version_arch) {
            out.insert(0, version_arch);
        }
    }
    let mut seen: Vec<&[u8]> = Vec::new();
    let mut dedup = Vec::new();
    for d in &out {
        if !seen.contains(&d.as_slice()) {
            seen.push(d);
            dedup.push(d.clone());
        }
    }
    (dedup, warnings)
}
