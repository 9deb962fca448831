//! What `caller(N)` reports of the calling statement's compile-time state (its COP):
//! perl's `$^H` (element 8), `${^WARNING_BITS}` (element 9) and `%^H` (element 10).
//!
//! The parser keeps the pragmas (strict, integer, utf8, features, warnings) in each
//! scope; here they are turned into perl's values, statement by statement, and the
//! states of the statements are given to the program (`Program::cop_states`,
//! `Program::cop_of`), which `pp_caller` reads when a program takes those elements.
//!
//! `$^H` also holds perl's `HINT_BLOCK_SCOPE`, which its parser sets as it goes through a
//! block (perly.y, op.c): once the block has two statements, at `local`, `die`, `eval`,
//! `use`/`no`, `package`, a package scalar used as an lvalue (assigned, incremented,
//! referenced, passed to a sub, the variable of a `for`), and when an inner block (or a
//! sub body) that had it ends. A statement's state is taken after the statement is
//! parsed, as perl's `newSTATEOP` takes it. See docs/decisions/caller-hints.md.

use super::Parser;
use crate::ops::{CopKey, Func, LoopVar, OpId, OpKind};

/// perl.h's hint bits.
const HINT_INTEGER: u32 = 0x1;
const HINT_STRICT_REFS: u32 = 0x2;
const HINT_EXPLICIT_STRICT_REFS: u32 = 0x20;
const HINT_EXPLICIT_STRICT_SUBS: u32 = 0x40;
const HINT_EXPLICIT_STRICT_VARS: u32 = 0x80;
const HINT_BLOCK_SCOPE: u32 = 0x100;
const HINT_STRICT_SUBS: u32 = 0x200;
const HINT_STRICT_VARS: u32 = 0x400;
const HINT_UNI_8_BIT: u32 = 0x800;
const HINT_LOCALIZE_HH: u32 = 0x20000;
const HINT_UTF8: u32 = 0x80_0000;
const HINT_NO_AMAGIC: u32 = 0x100_0000;
const HINT_FEATURE_SHIFT: u32 = 26;
/// feature.pm's bundle number meaning "the features are in %^H".
const BUNDLE_CUSTOM: u8 = 15;

/// The explicit-strict bits a `use strict`/`no strict` sets (`Pragmas::strict_explicit`).
pub(crate) const EXPLICIT_REFS: u8 = 1;
pub(crate) const EXPLICIT_SUBS: u8 = 2;
pub(crate) const EXPLICIT_VARS: u8 = 4;

/// feature.pm's `%feature`: a feature's name and its key in `%^H` (without `feature_`),
/// in the order of the bits of `Pragmas::hh_features`.
const FEATURES: [(&str, &str); 20] = [
    ("fc", "fc"),
    ("isa", "isa"),
    ("say", "say"),
    ("try", "try"),
    ("defer", "defer"),
    ("state", "state"),
    ("switch", "switch"),
    ("bitwise", "bitwise"),
    ("indirect", "indirect"),
    ("evalbytes", "evalbytes"),
    ("signatures", "signatures"),
    ("current_sub", "__SUB__"),
    ("refaliasing", "refaliasing"),
    ("postderef_qq", "postderef_qq"),
    ("unicode_eval", "unieval"),
    ("declared_refs", "myref"),
    ("unicode_strings", "unicode"),
    ("multidimensional", "multidimensional"),
    ("bareword_filehandles", "bareword_filehandles"),
    ("extra_paired_delimiters", "more_delims"),
];

/// feature.pm's `@hint_bundles` with `%feature_bundle`: the features of bundle N.
const BUNDLES: [&[&str]; 7] = [
    &["bareword_filehandles", "indirect", "multidimensional"],
    &[
        "bareword_filehandles",
        "indirect",
        "multidimensional",
        "say",
        "state",
        "switch",
    ],
    &[
        "bareword_filehandles",
        "indirect",
        "multidimensional",
        "say",
        "state",
        "switch",
        "unicode_strings",
    ],
    &[
        "bareword_filehandles",
        "current_sub",
        "evalbytes",
        "fc",
        "indirect",
        "multidimensional",
        "say",
        "state",
        "switch",
        "unicode_eval",
        "unicode_strings",
    ],
    &[
        "bareword_filehandles",
        "current_sub",
        "evalbytes",
        "fc",
        "indirect",
        "multidimensional",
        "postderef_qq",
        "say",
        "state",
        "switch",
        "unicode_eval",
        "unicode_strings",
    ],
    &[
        "bareword_filehandles",
        "bitwise",
        "current_sub",
        "evalbytes",
        "fc",
        "indirect",
        "multidimensional",
        "postderef_qq",
        "say",
        "state",
        "switch",
        "unicode_eval",
        "unicode_strings",
    ],
    &[
        "bareword_filehandles",
        "bitwise",
        "current_sub",
        "evalbytes",
        "fc",
        "isa",
        "postderef_qq",
        "say",
        "signatures",
        "state",
        "unicode_eval",
        "unicode_strings",
    ],
];

/// The keys of `%^H` a set of features makes (`feature_say`, ...), in feature.pm's order.
pub fn hint_hash_keys(features: u32) -> Vec<String> {
    FEATURES
        .iter()
        .enumerate()
        .filter(|(i, _)| features & 1 << i != 0)
        .map(|(_, (_, key))| format!("feature_{key}"))
        .collect()
}

fn feature_bits(names: &[&str]) -> u32 {
    names
        .iter()
        .filter_map(|n| FEATURES.iter().position(|(f, _)| f == n))
        .fold(0, |m, i| m | 1 << i)
}

/// The bundle `use v5.MINOR` selects (feature.pm's `@hint_bundles` index).
pub(crate) fn bundle_of_version(minor: u32) -> u8 {
    match minor {
        0..=9 => 0,
        10 => 1,
        11..=14 => 2,
        15..=22 => 3,
        23..=26 => 4,
        27..=34 => 5,
        _ => 6,
    }
}

/// The features a `:BUNDLE` argument names (None: no such bundle).
fn bundle_features(name: &str) -> Option<Vec<&'static str>> {
    if name == "all" {
        return Some(FEATURES.iter().map(|(f, _)| *f).collect());
    }
    if name == "default" {
        return Some(BUNDLES[0].to_vec());
    }
    let minor = name
        .strip_prefix("5.")?
        .split('.')
        .next()?
        .parse::<u32>()
        .ok()?;
    (minor >= 9).then(|| BUNDLES[usize::from(bundle_of_version(minor))].to_vec())
}

impl Parser {
    /// `use feature LIST` / `no feature LIST` as feature.pm's `__common` does it to `$^H`
    /// and `%^H`: a bundle's features are first copied into `%^H`.
    pub(crate) fn feature_hints(&mut self, import: bool, names: &[String]) {
        self.set_pragma(|p| {
            if p.bundle != BUNDLE_CUSTOM {
                p.hh_features = feature_bits(BUNDLES[usize::from(p.bundle.min(6))]);
                p.bundle = BUNDLE_CUSTOM;
            }
            p.hh_touched = true;
            let mut todo: Vec<String> = names.iter().rev().cloned().collect();
            while let Some(name) = todo.pop() {
                if let Some(b) = name.strip_prefix(':') {
                    if let Some(fs) = bundle_features(b) {
                        todo.extend(fs.iter().rev().map(|f| f.to_string()));
                    }
                    continue;
                }
                if let Some(i) = FEATURES.iter().position(|(f, _)| *f == name) {
                    if import {
                        p.hh_features |= 1 << i;
                    } else {
                        p.hh_features &= !(1 << i);
                    }
                }
            }
        });
    }

    /// The state `caller` reports of a statement compiled now.
    fn cop_key(&self) -> CopKey {
        let p = self.pragmas();
        let mut hints = 0;
        for (on, bit) in [
            (p.integer, HINT_INTEGER),
            (p.strict_refs, HINT_STRICT_REFS),
            (p.strict_subs, HINT_STRICT_SUBS),
            (p.strict_vars, HINT_STRICT_VARS),
            (
                p.strict_explicit & EXPLICIT_REFS != 0,
                HINT_EXPLICIT_STRICT_REFS,
            ),
            (
                p.strict_explicit & EXPLICIT_SUBS != 0,
                HINT_EXPLICIT_STRICT_SUBS,
            ),
            (
                p.strict_explicit & EXPLICIT_VARS != 0,
                HINT_EXPLICIT_STRICT_VARS,
            ),
            (self.block_scope(), HINT_BLOCK_SCOPE),
            (p.unicode_strings, HINT_UNI_8_BIT),
            (p.hh_touched, HINT_LOCALIZE_HH),
            (p.utf8, HINT_UTF8),
            (p.no_amagic, HINT_NO_AMAGIC),
        ] {
            if on {
                hints |= bit;
            }
        }
        hints |= u32::from(p.bundle) << HINT_FEATURE_SHIFT;
        CopKey {
            hints,
            warnings: p.warnings,
            hh: p.hh_touched.then_some(p.hh_features),
            extra: if p.hh_touched { p.hh_extra } else { 0 },
            unknown: p.hints_unknown,
        }
    }

    fn block_scope(&self) -> bool {
        self.scopes.last().is_some_and(|s| s.block_scope)
    }

    /// perl's parser sets HINT_BLOCK_SCOPE in the current block.
    pub(crate) fn set_block_scope(&mut self) {
        if let Some(s) = self.scopes.last_mut() {
            s.block_scope = true;
        }
    }

    /// Records the state of the statement `st` for `caller`,
    /// after what the statement itself does to HINT_BLOCK_SCOPE; `nth` counts the
    /// block's statements so far, this one included (from the second on, the block has
    /// HINT_BLOCK_SCOPE for the statements after).
    pub(crate) fn note_cop(&mut self, st: OpId, nth: usize) {
        if self.sets_block_scope(st) {
            self.set_block_scope();
        }
        self.note_cop_of(st);
        if nth >= 2 {
            self.set_block_scope();
        }
    }

    /// Records the current state as that of the statement `st`.
    pub(crate) fn note_cop_of(&mut self, st: OpId) {
        let key = self.cop_key();
        let n = self.prog.cop_states.len() as u32;
        let ix = *self.cop_index.entry(key).or_insert(n);
        if ix == n {
            self.prog.cop_states.push(key);
        }
        self.prog.cop_of.insert(st, ix);
    }

    /// Whether the statement does what makes perl's parser set HINT_BLOCK_SCOPE (the
    /// blocks inside it set it when they end: they are not looked into).
    fn sets_block_scope(&self, st: OpId) -> bool {
        let is_gvsv = |id: OpId| matches!(self.prog.op(id).kind, OpKind::Gvsv(_));
        let has_gvsv = |ids: &[OpId]| {
            ids.iter().any(|&a| match &self.prog.op(a).kind {
                OpKind::Gvsv(_) => true,
                OpKind::List(items) => items.iter().any(|&i| is_gvsv(i)),
                _ => false,
            })
        };
        let mut todo = vec![st];
        while let Some(id) = todo.pop() {
            let kind = &self.prog.op(id).kind;
            let sets = match kind {
                OpKind::Lineseq(_) if id != st => continue,
                OpKind::Local(_) | OpKind::LocalGlob { .. } | OpKind::EvalBlock(_) => true,
                OpKind::Func(Func::Die, _) => true,
                OpKind::Func(Func::Chomp | Func::Chop, args) => has_gvsv(args),
                OpKind::Sassign { lhs, .. }
                | OpKind::AssignOp(_, lhs, _)
                | OpKind::AndAssign(lhs, _)
                | OpKind::OrAssign(lhs, _)
                | OpKind::DorAssign(lhs, _)
                | OpKind::Preinc(lhs)
                | OpKind::Predec(lhs)
                | OpKind::Postinc(lhs)
                | OpKind::Postdec(lhs) => is_gvsv(*lhs),
                OpKind::Aassign { lhs, .. } | OpKind::RefGen(lhs) => has_gvsv(&[*lhs]),
                OpKind::Subst { target, .. } | OpKind::Trans { target, .. } => {
                    target.is_some_and(is_gvsv)
                }
                OpKind::Entersub { args, .. }
                | OpKind::CallRef { args, .. }
                | OpKind::MethodCall { args, .. } => has_gvsv(args),
                OpKind::Foreach {
                    var: LoopVar::Global(g),
                    ..
                } => self.prog.globs[*g as usize].name != "main::_",
                _ => false,
            };
            if sets {
                return true;
            }
            todo.extend(crate::ops::children_of(kind));
        }
        false
    }
}
