//! Which subs a compile-time run can call: the rest are lowered as stubs that end the
//! run asking for them (`camelift_begin_need_sub`), so a run pays for the code it can
//! reach from the BEGIN-time statements, not for every sub of every file loaded so far
//! (docs/decisions/compile-time-engine.md, "Only the code a run can reach").
//!
//! The walk is a guess, and it is allowed to be wrong in one direction only: a sub it
//! misses costs one more run (the stub stops the run before the sub would have run, and
//! the engine lowers it in every later run), never a different result.

use crate::ops::{Const, OpKind, Program};
use std::collections::{HashMap, HashSet};

/// Methods the runtime calls by itself (the `use` protocol, `tie`'s), which no op of the
/// program names. (`DESTROY` and `AUTOLOAD` are left to the stubs: the code they reach
/// is large and seldom runs at compile time.)
const IMPLICIT_METHODS: &[&str] = &[
    "import",
    "unimport",
    "VERSION",
    "TIESCALAR",
    "TIEARRAY",
    "TIEHASH",
    "TIEHANDLE",
    "FETCH",
    "STORE",
];

/// For each sub of `prog`, whether a run of it may call the sub: the main program, every
/// file's body (a `require` runs it), the subs in `needed` (runs that reached them asked
/// for them), and what their code names — a call or reference by name, an anonymous sub,
/// and every sub whose name ends in a method name called or a runtime-called method.
pub fn reachable(prog: &Program, needed: &HashSet<usize>) -> Vec<bool> {
    let n = prog.subs.len();
    let mut by_name: HashMap<&str, usize> = HashMap::with_capacity(n);
    let mut by_short: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, s) in prog.subs.iter().enumerate() {
        // The first sub of a name, as `Program::sub_index` finds it.
        by_name.entry(s.name.as_str()).or_insert(i);
        let short = s.name.rsplit("::").next().unwrap_or(&s.name);
        by_short.entry(short).or_default().push(i);
    }
    let mut reached = vec![false; n];
    let mut todo: Vec<usize> = vec![0];
    todo.extend(prog.units.iter().filter_map(|u| u.2).map(|ix| ix as usize));
    todo.extend(prog.unit_subs.keys().map(|&ix| ix as usize));
    todo.extend(needed.iter().copied());
    todo.extend((0..n).filter(|&i| {
        prog.subs[i]
            .name
            .starts_with(camelift_abi::EVAL_TEXT_SUB_PREFIX)
    }));
    let mut methods: HashSet<&str> = IMPLICIT_METHODS.iter().copied().collect();
    for m in IMPLICIT_METHODS {
        todo.extend(by_short.get(m).into_iter().flatten());
    }
    let aliases: HashMap<&str, &str> = prog
        .sub_aliases
        .iter()
        .map(|(a, t)| (a.as_str(), t.as_str()))
        .collect();
    // A sub named by its full name, or by a name an import made an alias of it.
    let name_sub = |name: &str, todo: &mut Vec<usize>| {
        todo.extend(by_name.get(name));
        if let Some(t) = aliases.get(name) {
            todo.extend(by_name.get(t));
        }
    };
    while let Some(ix) = todo.pop() {
        match reached.get_mut(ix) {
            Some(r) if !*r => *r = true,
            _ => continue,
        }
        for id in prog.subtree(prog.subs[ix].body) {
            match &prog.op(id).kind {
                OpKind::Entersub { name, .. } | OpKind::RefCode(name) => name_sub(name, &mut todo),
                // An END block runs after the run has ended.
                OpKind::AnonCode(sub) if !prog.end_subs.contains(sub) => todo.push(*sub as usize),
                OpKind::MethodCall { meth, inv, .. } => {
                    if let OpKind::Const(Const::Str(m)) = &prog.op(*meth).kind {
                        let Ok(m) = std::str::from_utf8(m) else {
                            continue;
                        };
                        name_sub(m, &mut todo);
                        // `Class->m` where the class has its own `m`: that one.
                        if let OpKind::Const(Const::Str(class)) = &prog.op(*inv).kind {
                            let own = std::str::from_utf8(class)
                                .ok()
                                .and_then(|c| by_name.get(format!("{c}::{m}").as_str()));
                            if let Some(&own) = own {
                                todo.push(own);
                                continue;
                            }
                        }
                        let short = m.rsplit("::").next().unwrap_or(m);
                        if methods.insert(short) {
                            todo.extend(by_short.get(short).into_iter().flatten());
                        }
                    }
                }
                // `\&{"NAME"}`, `&{"NAME"}(...)`.
                OpKind::CodeByName(name) => {
                    if let OpKind::Const(Const::Str(m)) = &prog.op(*name).kind {
                        if let Ok(m) = std::str::from_utf8(m) {
                            name_sub(m, &mut todo);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    reached
}
