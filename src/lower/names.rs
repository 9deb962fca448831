//! Operand names for perl's "Use of uninitialized value NAME in OP" warnings.
//!
//! Each op that can warn passes the runtime its `info`: the op's description and an entry
//! per operand (format in the abi crate, "Operand names"). What the compiler knows goes
//! into the entry: a constant, a scalar's name, an element's aggregate and constant
//! subscript. What perl decides at the moment the warning fires (which element of
//! `@a` holds the undef, the current value of `$i` in `$a[$i]`) needs the aggregate and
//! the subscript variable then: for such operands `info` stores them in
//! `Ctx::uninit_vars` just before the op's call (in the slow block of ops with an inline
//! fast path), and the runtime works out the name only when a warning fires. Nothing
//! else is added to the fast paths: the stores go through the context pointer (a stack
//! record's address would be hoisted out of loops and kept in a register), and the
//! variables' values are taken where their operands are evaluated.

use super::fx::Fx;
use crate::ops::{Const, OpId, OpKind};
use camelift_abi::*;
use cranelift_codegen::ir::Value;

impl<'a, 'p> Fx<'a, 'p> {
    /// The entry for an operand in scalar context (`$x`, `$a[3]`, `$h{$k}`).
    pub fn var_name(&mut self, id: OpId) -> String {
        self.operand_name(id, false)
    }

    pub fn arg_names(&mut self, args: &[OpId]) -> Vec<String> {
        args.iter().map(|a| self.var_name(*a)).collect()
    }

    /// The entries for the operands of a list op. Arrays and hashes come with the
    /// aggregate (perl names `$a[1]` or says "within @a"). When some operand may give
    /// other than one item, the runtime cannot tell which operand gave a value and looks
    /// for the variable that is the value, so scalars and elements come with theirs.
    pub fn list_names(&mut self, args: &[OpId]) -> Vec<String> {
        let lined_up = args.iter().all(|a| self.one_item(*a));
        args.iter()
            .map(|a| match &self.prog.op(*a).kind {
                OpKind::Padav { ix, .. } | OpKind::Padhv { ix, .. } => {
                    entry(&["a", &self.pad_name(*ix), &self.pad_src(*ix)])
                }
                OpKind::Gvav(g) => entry(&["a", &self.glob_name('@', *g), &glob_src(*g)]),
                OpKind::Gvhv(g) => entry(&["a", &self.glob_name('%', *g), &glob_src(*g)]),
                // A slice: its elements are looked for in the aggregate.
                OpKind::Aslice { av: agg, .. } | OpKind::Hslice { hv: agg, .. } => {
                    match &self.prog.op(*agg).kind {
                        OpKind::Padav { ix, .. } | OpKind::Padhv { ix, .. } => {
                            entry(&["l", &self.pad_name(*ix), &self.pad_src(*ix)])
                        }
                        OpKind::Gvav(g) => entry(&["l", &self.glob_name('@', *g), &glob_src(*g)]),
                        OpKind::Gvhv(g) => entry(&["l", &self.glob_name('%', *g), &glob_src(*g)]),
                        _ => String::new(),
                    }
                }
                _ => self.operand_name(*a, !lined_up),
            })
            .collect()
    }

    /// Whether an operand in list context surely gives one item.
    pub fn one_item(&self, id: OpId) -> bool {
        matches!(
            self.prog.op(id).kind,
            OpKind::Const(_)
                | OpKind::Undef
                | OpKind::Padsv { .. }
                | OpKind::Gvsv(_)
                | OpKind::MatchVar(_)
                | OpKind::Aelem { .. }
                | OpKind::Helem { .. }
                | OpKind::Stringify(_)
                | OpKind::Binop(..)
                | OpKind::Negate(_)
        )
    }

    /// Whether `id` is a numeric expression of constants, which perl folds at compile
    /// time (`OpFacts::constant`).
    pub fn constant_expr(&self, id: OpId) -> bool {
        self.low.facts.constant(id)
    }

    /// `with_var`: scalars and elements carry their variables (for an exact match).
    fn operand_name(&mut self, id: OpId, with_var: bool) -> String {
        match &self.prog.op(id).kind {
            _ if self.constant_expr(id) => entry(&["k"]),
            OpKind::Padsv { ix, .. } if with_var => {
                entry(&["s", &self.pad_name(*ix), &self.pad_src(*ix)])
            }
            OpKind::Padsv { ix, .. } => self.pad_name(*ix),
            OpKind::Gvsv(g) if with_var => entry(&["s", &self.glob_name('$', *g), &glob_src(*g)]),
            OpKind::Gvsv(g) => self.glob_name('$', *g),
            OpKind::MatchVar(n) if *n > 0 => format!("${n}"),
            OpKind::MatchVar(0) => "$&".into(),
            OpKind::Aelem { av, index } => self.elem_name(*av, *index, with_var),
            OpKind::Helem { hv, key } => self.elem_name(*hv, *key, with_var),
            _ => String::new(),
        }
    }

    /// `$a[...]` / `$h{...}` of a named array or hash (perl names no other element).
    fn elem_name(&mut self, agg: OpId, sub: OpId, with_var: bool) -> String {
        let (name, src) = match &self.prog.op(agg).kind {
            OpKind::Padav { ix, .. } | OpKind::Padhv { ix, .. } => {
                (self.pad_name(*ix), self.pad_src(*ix))
            }
            OpKind::Gvav(g) => (self.glob_name('@', *g), glob_src(*g)),
            OpKind::Gvhv(g) => (self.glob_name('%', *g), glob_src(*g)),
            _ => return String::new(),
        };
        let hash = name.starts_with('%');
        let subscript = match &self.prog.op(sub).kind {
            OpKind::Const(Const::Iv(i)) if !hash => Some(format!("c{i}")),
            OpKind::Const(Const::Iv(i)) => Some(format!("k{}", hex(i.to_string().as_bytes()))),
            OpKind::Const(Const::Str(k) | Const::Utf8(k)) if hash => Some(format!("k{}", hex(k))),
            _ => None,
        };
        match subscript {
            // A constant subscript: the aggregate only to check an exact match.
            Some(s) => entry(&["e", &name, if with_var { &src } else { "" }, &s]),
            None => {
                let s = match &self.prog.op(sub).kind {
                    OpKind::Padsv { ix, .. } => format!("v{}", self.pad_src(*ix)),
                    // perl does not look up a magic subscript (`$$`, `$1`).
                    OpKind::Gvsv(g) if !self.magic_glob(*g) => format!("v{}", glob_src(*g)),
                    _ => "x".into(),
                };
                entry(&["e", &name, &src, &s])
            }
        }
    }

    /// A reference to a pad variable for `info`: in memory, the pad slot (read where the
    /// variable is stored); in an SSA variable, its value here, where the operand is
    /// evaluated (reading it in the cold block of an inline fast path would thread it
    /// through the fast path's blocks).
    fn pad_src(&mut self, ix: u32) -> String {
        let slot = INFO_SLOT as char;
        match self.pad_base() {
            Some(_) => format!("{slot}p{ix}"),
            None => format!("{slot}v{}", self.pad_get(ix).as_u32()),
        }
    }

    pub fn pad_name(&self, ix: u32) -> String {
        self.prog.subs[self.sub_ix]
            .pad
            .get(ix as usize)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    }

    /// A package variable as perl names it: `$x` in main, else `$Pkg::x`.
    fn glob_name(&self, sigil: char, g: u32) -> String {
        let name = &self.prog.globs[g as usize].name;
        format!("{sigil}{}", name.strip_prefix("main::").unwrap_or(name))
    }

    /// Punctuation and `^X` variables other than `$_` (perl's are magic).
    fn magic_glob(&self, g: u32) -> bool {
        let name = &self.prog.globs[g as usize].name;
        let short = name.strip_prefix("main::").unwrap_or(name);
        short != "_" && !short.starts_with(|ch: char| ch.is_alphabetic() || ch == '_')
    }

    /// An op's `info`: its description and operand entries.
    pub fn info(&mut self, desc: &str, names: &[String]) -> Value {
        self.info_with(desc, names, false)
    }

    /// `info` for ops whose operands perl names only when they are the undefined value
    /// itself (print, say, printf: they can warn about values they make).
    pub fn info_exact(&mut self, desc: &str, names: &[String]) -> Value {
        self.info_with(desc, names, true)
    }

    fn info_with(&mut self, desc: &str, names: &[String], exact: bool) -> Value {
        let mut bytes = desc.as_bytes().to_vec();
        if exact {
            bytes.extend_from_slice(&[INFO_EXACT, b'm']);
        }
        // The variables the entries refer to go to `Ctx::uninit_vars`, one slot each.
        let mut vars: Vec<(u8, u32)> = Vec::new();
        for n in names {
            bytes.push(INFO_OPERAND);
            let mut rest = n.as_bytes();
            while let Some(at) = rest.iter().position(|b| *b == INFO_SLOT) {
                bytes.extend_from_slice(&rest[..at]);
                let kind = rest.get(at + 1).copied().unwrap_or(b'p');
                let digits = rest[(at + 2).min(rest.len())..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let end = (at + 2 + digits).min(rest.len());
                let ix: u32 = std::str::from_utf8(&rest[(at + 2).min(end)..end])
                    .ok()
                    .and_then(|d| d.parse().ok())
                    .unwrap_or(0);
                let k = match vars.iter().position(|s| *s == (kind, ix)) {
                    Some(k) => k,
                    None => {
                        vars.push((kind, ix));
                        vars.len() - 1
                    }
                };
                bytes.push(INFO_SLOT);
                bytes.push(if kind == b'g' { b'*' } else { b'#' });
                bytes.extend_from_slice(k.to_string().as_bytes());
                rest = &rest[end..];
            }
            bytes.extend_from_slice(rest);
        }
        for (k, (kind, ix)) in vars.into_iter().take(UNINIT_VARS).enumerate() {
            let v = match kind {
                b'g' => self.gv(ix),
                b'v' => Value::from_u32(ix),
                _ => self.pad_get(ix),
            };
            let ctx = self.ctx;
            self.store(v, ctx, CTX_UNINIT_VARS + (k * 8) as i32);
        }
        let id = self.low.string_data(&bytes);
        self.data_addr(id)
    }
}

/// A structured operand entry from its fields.
fn entry(fields: &[&str]) -> String {
    let mut s = String::from(INFO_ENTRY as char);
    for (i, f) in fields.iter().enumerate() {
        if i > 0 {
            s.push(INFO_FIELD as char);
        }
        s.push_str(f);
    }
    s
}

/// A reference to a glob for `info`.
fn glob_src(g: u32) -> String {
    format!("{}g{g}", INFO_SLOT as char)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
