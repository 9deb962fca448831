//! The runtime's layers (runtime/src/{core,pp,io,sys,modules}): core names none of the
//! others, and each of the others names only core (and the abi crate); modules, the native
//! halves of built-in modules, name core only through its XS facade, core/xs.rs (as perl's
//! XS code sees perl only through its API). Reads every `crate::LAYER` path outside
//! comments and unit tests; `cargo test --test runtime_layers -- --nocapture` prints the
//! edges between layers.

use std::collections::BTreeSet;
use std::path::Path;

const LAYERS: &[&str] = &["core", "pp", "io", "sys", "modules"];

/// The one part of core that modules/ may name: `crate::core::xs`.
const FACADE: &str = "core::xs";

/// Edges allowed beyond "only into core" (for modules/, "only into core::xs"), each with
/// its reason.
const EXCEPTIONS: &[(&str, &str, &str)] = &[
    (
        "sys/main",
        "open_layers",
        "the process entry plugs the layers into core through the crate root's \
         open_layers (lib.rs, as Lua's linit.c opens its libraries)",
    ),
    (
        "modules/mod",
        "sys",
        "Time::Local's timegm/timelocal run on sys/time.rs's calendar (perl's time64.c), the \
         one copy shared with localtime/gmtime",
    ),
    (
        "modules/posix",
        "sys",
        "POSIX::strftime/mktime run on sys/time.rs's calendar and mini_mktime",
    ),
    (
        "modules/timepiece",
        "sys",
        "Piece.xs's localtime, gmtime, tzset and strftime are the C library's, reached through \
         sys/time.rs, which passes $ENV{TZ} on as perl's %ENV magic does",
    ),
];

/// The text of a Rust file without comments and without its `#[cfg(test)]` module.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Where each `crate::LAYER` path in a file's code goes: the layer, and for a path into
/// core from modules/ the part of core it names ("core::xs"; "core::sv"; "core::{" for a
/// grouped `crate::core::{..}`, "core" for `crate::core` itself), since only the facade
/// is allowed there. Paths within the file's own layer are left out.
fn targets(layer: &str, code: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        let to = ident(rest);
        if to == layer {
            continue;
        }
        if layer == "modules" && to == "core" {
            let after = &rest[to.len()..];
            out.insert(match after.strip_prefix("::") {
                Some(r) if r.starts_with('{') => "core::{".to_string(),
                Some(r) => format!("core::{}", ident(r)),
                None => to,
            });
        } else {
            out.insert(to);
        }
    }
    out
}

/// (from file "layer/module", to layer) for every `crate::LAYER` path (see `targets`).
fn edges(src: &Path) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for layer in LAYERS {
        let dir = src.join(layer);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "rs"))
            .collect();
        files.sort();
        for f in files {
            let name = format!("{layer}/{}", f.file_stem().unwrap().to_string_lossy());
            let code = code_of(&std::fs::read_to_string(&f).unwrap());
            for to in targets(layer, &code) {
                out.insert((name.clone(), to));
            }
        }
    }
    out
}

#[test]
fn runtime_layers_import_only_core() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime/src");
    let mut bad = vec![];
    let all = edges(&src);
    let from_core = all.iter().filter(|(f, _)| f.starts_with("core/")).count();
    println!("core/* -> {from_core} edges out of core");
    for (from, to) in all {
        let from_layer = from.split('/').next().unwrap();
        let excepted = EXCEPTIONS.iter().find(|(f, t, _)| *f == from && *t == to);
        let ok = match from_layer {
            "core" => false,
            "modules" => to == FACADE || excepted.is_some(),
            _ => to == "core" || excepted.is_some(),
        };
        let note = match excepted {
            Some((_, _, why)) => format!("  (exception: {why})"),
            None if ok => String::new(),
            None => "  <-- not allowed".to_string(),
        };
        println!("{from} -> {to}{note}");
        if !ok {
            bad.push(format!("{from} -> {to}"));
        }
    }
    assert!(bad.is_empty(), "layering broken: {bad:?}");
}

/// The facade names each item it lets modules/ use: a glob would widen it silently.
#[test]
fn xs_facade_has_no_globs() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime/src/core/xs.rs");
    let code = code_of(&std::fs::read_to_string(&src).unwrap());
    assert!(!code.contains("::*"), "core/xs.rs re-exports a glob");
}

/// What the modules/ rule reads from a path into core.
#[test]
fn modules_paths_into_core() {
    let t = |code: &str| targets("modules", code).into_iter().collect::<Vec<_>>();
    assert_eq!(t("use crate::core::xs::{self, sv};"), ["core::xs"]);
    assert_eq!(t("crate::core::sv::undef(c)"), ["core::sv"]);
    assert_eq!(t("use crate::core::{sv, xs};"), ["core::{"]);
    assert_eq!(t("use crate::core;"), ["core"]);
    assert_eq!(t("crate::sys::time::x"), ["sys"]);
    assert_eq!(t("crate::modules::carp::x"), Vec::<String>::new());
    // Other layers name core as a whole.
    assert_eq!(targets("pp", "crate::core::sv::x").len(), 1);
    assert!(targets("pp", "crate::core::sv::x").contains("core"));
}
