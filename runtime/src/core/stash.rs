//! Symbol tables as hashes: `%Foo::`, `%{"${class}::"}`, `$Foo::{name}`, and the main
//! table `%main::` (`%::`, `$::{name}`), views of the globs and subs the runtime has.

use crate::core::interp::{self, gv, gv_fetch, Interp};
use crate::core::sv::{self, sv};
use camelift_abi::*;
use std::collections::BTreeSet;

/// The entries perl 5.36 makes in every program's main table before the first line
/// runs (measured with `perl -e 'print sort keys %main::'`, with and without `-w`,
/// `use strict`, modules): the standard handles, `%ENV @INC @ARGV $0 $@ $_ $/ $, $"`,
/// `$^H $^R $^X`, `main::` itself and the packages perl's core defines subs in
/// (universal.c's XS, DynaLoader, PerlIO ...). Each is a key of the table as perl spells
/// it (control-character names as the control character).
const PERL_MAIN_KEYS: &[&[u8]] = &[
    b"\x08",
    b"\x12",
    b"\x18",
    b"\"",
    b",",
    b"/",
    b"0",
    b"@",
    b"ARGV",
    b"CORE::",
    b"DB::",
    b"DynaLoader::",
    b"ENV",
    b"Exporter::",
    b"INC",
    b"IO::",
    b"Internals::",
    b"PerlIO::",
    b"Regexp::",
    b"STDERR",
    b"STDIN",
    b"STDOUT",
    b"Tie::",
    b"UNIVERSAL::",
    b"_",
    b"builtin::",
    b"constant::",
    b"main::",
    b"mro::",
    b"re::",
    b"stderr",
    b"stdin",
    b"stdout",
    b"utf8::",
    b"version::",
];

/// The packages perl 5.36 has inside those of `PERL_MAIN_KEYS` in every program (a
/// walk of the tables from `%main::` finds them): made as the runtime starts.
const PERL_INNER_PACKAGES: &[&[u8]] = &[
    b"CORE::GLOBAL::",
    b"IO::File::",
    b"IO::Handle::",
    b"IO::Seekable::",
    b"PerlIO::Layer::",
    b"Tie::Hash::NamedCapture::",
];

/// Makes the packages of `PERL_INNER_PACKAGES`.
pub fn make_perl_packages(c: *mut Ctx) {
    for p in PERL_INNER_PACKAGES {
        gv_fetch(c, p);
    }
}

/// Globs the runtime makes for itself when it first needs them (the io layer's `$/`
/// and `$.`, `%SIG` for a signal, `$;` for a key, the version object's `$^V` ...),
/// where perl makes one only for a program that names it: left out of the main table
/// unless the compiled program names them (its glob table, `Interp::named_globs`).
const RUNTIME_OWN_GLOBS: &[&[u8]] = &[
    b"main::.",
    b"main::;",
    b"main::?",
    b"main::|",
    b"main::!",
    b"main::$",
    b"main::]",
    b"main::\\",
    b"main::SIG",
    b"main::^T",
    b"main::^V",
    b"main::^W",
    b"main::^O",
    b"main::^GLOBAL_PHASE",
    b"File::Glob::DEFAULT_FLAGS",
    b"Fcntl::AUTOLOAD",
];

/// `%{"Pkg::"}`, a package's symbol table as a hash: the hash of the glob `Pkg::`,
/// brought up to date at each use (with the globs and subs made since), of the names
/// the package has globs or subs for (and `Inner::` for each package inside it), each a
/// read-only glob value, with the `BEGIN`,
/// `END`, `INIT` and `__ANON__` globs perl makes (the parser's `perl_made_glob`). It is
/// a view: assigning to an element dies (a read-only value), a `delete` takes the glob
/// out (`stash_hvs`, Symbol's gensym), but a new key changes only the view, where perl's
/// would change the package. `%main::`, `%::` and `%{"main::main::"}` are the main
/// table (`main_keys`).
pub fn stash_view(c: *mut Ctx, name: &[u8]) -> *mut Sv {
    let mut name = name.strip_prefix(b"*").unwrap_or(name);
    while let Some(rest) = name.strip_prefix(b"main::") {
        name = rest;
    }
    let name = name.strip_prefix(b"::").unwrap_or(name);
    let main = name.is_empty();
    let prefix: Vec<u8> = if main {
        b"main::".to_vec()
    } else {
        name.to_vec()
    };
    // The hash of the glob `Pkg::`, whose `delete` takes a glob out (`stash_hvs`).
    let hv = gv(gv_fetch(c, &prefix)).hv;
    let it = interp::interp(c);
    let (log_pos, subs_len, cvs_len) = it.stash_views.get(&prefix).copied().unwrap_or_default();
    let mut keys: BTreeSet<Vec<u8>> = BTreeSet::new();
    if main && log_pos == 0 {
        keys.extend(PERL_MAIN_KEYS.iter().map(|k| k.to_vec()));
    }
    let log_len = it.stash_log.len();
    // Only the globs made since the last look, and the subs when their tables changed.
    for (i, full) in it.stash_log.iter().enumerate().skip(log_pos) {
        let key = if main {
            main_entry(full)
        } else {
            package_key(&prefix, full)
        };
        keys.extend(key.filter(|_| perl_has(it, full, i)));
    }
    if it.subs.len() != subs_len || it.sub_cvs.len() != cvs_len {
        for full in it.subs.keys().chain(it.sub_cvs.keys()) {
            let key = if main {
                main_entry(full)
            } else {
                package_key(&prefix, full)
            };
            // The subs' own names; a package inside comes from its globs (a module's
            // file names its subs' globs, made when the file runs), not from subs the
            // executable names at start-up (a module's glob aliases replayed).
            keys.extend(key.filter(|k| !k.ends_with(b"::")));
        }
    }
    it.stash_views
        .insert(prefix.clone(), (log_len, it.subs.len(), it.sub_cvs.len()));
    // Globs a `delete $Pkg::{NAME}` took out (Symbol's gensym), and names the view has,
    // are left out; the rest are added, its iterator staying where it was.
    let map = &crate::core::hv::body(c, hv).map;
    keys.retain(|k| !map.contains_key(k) && !it.detached_globs.contains(&glob_name(&prefix, k)));
    for k in keys {
        let v = sv::inc(interp::glob_value_of(c, &glob_name(&prefix, &k)));
        // SAFETY: `v` is the glob value just made; the hash owns this count.
        unsafe { sv(v) }.flags |= SVF_READONLY;
        crate::core::hv::body(c, hv).map.insert(k, v);
    }
    hv
}

/// The key glob `full` (a sub's or a glob's name) gives package `prefix`'s table: its
/// own name, or `Inner::` for a glob of a package inside it.
fn package_key(prefix: &[u8], full: &[u8]) -> Option<Vec<u8>> {
    let rest = full.strip_prefix(prefix)?;
    match rest.windows(2).position(|w| w == b"::") {
        Some(0) => None,
        Some(i) => Some(rest[..i + 2].to_vec()),
        None if rest.is_empty() => None,
        None => Some(rest.to_vec()),
    }
}

/// The key of the main table a glob or sub named `full` gives: a name of main's own
/// (`foo`, `^W` as `"\x17"`), or the top-level package `Foo::` of `Foo::Bar::x`; none
/// for the compiler's own package `camelift::` and for names of no package (the subs of
/// a module's string `eval`s, `(eval)`).
fn main_entry(full: &[u8]) -> Option<Vec<u8>> {
    match full.strip_prefix(b"main::") {
        Some(rest) => match rest.windows(2).position(|w| w == b"::") {
            Some(0) => None,
            Some(i) => Some(rest[..i + 2].to_vec()),
            None if rest.is_empty() => None,
            None => Some(perl_name(rest)),
        },
        None if full.starts_with(b"camelift::") => None,
        None => package_key(b"", full).filter(|k| k.ends_with(b"::")),
    }
}

/// Whether perl would have the glob made `i`th (`full`): not when the runtime made it
/// for itself (before the program started, `Interp::own_globs`, but for perl's
/// `PERL_INNER_PACKAGES`, or later, `RUNTIME_OWN_GLOBS`) or the compiler did, or only a
/// module's file that has not run names it (`Interp::own_named`), unless the program
/// names it.
fn perl_has(it: &Interp, full: &[u8], i: usize) -> bool {
    let own = (i < it.own_globs && !PERL_INNER_PACKAGES.contains(&full))
        || RUNTIME_OWN_GLOBS.contains(&full)
        || it.own_named.contains(full);
    !own || it.named_globs.contains(full)
}

/// A glob's name as perl spells it in its table: `^W` is `"\x17"`, `^WARNING_BITS`
/// `"\x17ARNING_BITS"`.
fn perl_name(name: &[u8]) -> Vec<u8> {
    match name {
        [b'^', ch @ 0x40..=0x5f, rest @ ..] => [&[ch - 0x40], rest].concat(),
        _ => name.to_vec(),
    }
}

/// The name of the glob entry `key` of the table of `prefix` is (`main::^W` for key
/// `"\x17"` of main's, `main::Foo::` for its `Foo::`).
fn glob_name(prefix: &[u8], key: &[u8]) -> Vec<u8> {
    match key {
        [ch @ 0x00..=0x1f, rest @ ..] if prefix == b"main::" => {
            [prefix, &[b'^', ch + 0x40], rest].concat()
        }
        _ => [prefix, key].concat(),
    }
}
