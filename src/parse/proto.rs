//! Prototypes of the program's own subs (`sub max($$) {...}`): how a call compiled after
//! the declaration parses and what context each argument gets, as perl's parser
//! applies them (`$` imposes scalar context, `\@` passes a reference, `()` takes no
//! arguments, a lone `$` makes a named unary operator, `&` first takes a block).
//! `&name(...)` and method calls ignore them, as in perl.

use super::Parser;
use crate::diag::Diag;
use crate::lex::Expect;
use crate::ops::{OpId, OpKind};

/// Whether `text` (between the parentheses after `sub NAME`) is a prototype: only
/// perl's prototype characters and blanks.
pub(super) fn is_prototype(text: &[u8]) -> bool {
    text.iter().all(|c| b"$@%&*;\\[]+_ \t\n".contains(c))
}

/// One parameter of a prototype.
#[derive(Clone, Debug, PartialEq)]
enum Param {
    /// `$`: one argument in scalar context.
    Scalar,
    /// `_`: like `$`, `$_` when missing.
    ScalarOrTopic,
    /// `@` or `%`: all the remaining arguments, in list context.
    Slurpy,
    /// `&`: a code block or `sub {...}` / `\&name`.
    Code,
    /// `\@`, `\%`, `\$`, `\[$@%]`: a variable of one of these kinds, passed by reference.
    Ref(Vec<u8>),
    /// `*`: one argument in scalar context, where a bareword is its name as a string
    /// (exempt from `strict subs`) and a glob `*NAME` a reference to it.
    Glob,
    /// `+` (an array or hash by reference).
    Other(u8),
}

/// The parameters of prototype `proto` and how many are mandatory (before `;`).
fn params(proto: &str) -> Result<(Vec<Param>, usize), String> {
    let mut out = vec![];
    let mut mandatory = None;
    let b: Vec<u8> = proto.bytes().filter(|c| !c.is_ascii_whitespace()).collect();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b';' => {
                mandatory.get_or_insert(out.len());
            }
            b'$' => out.push(Param::Scalar),
            b'_' => out.push(Param::ScalarOrTopic),
            b'@' | b'%' => out.push(Param::Slurpy),
            b'&' => out.push(Param::Code),
            b'*' => out.push(Param::Glob),
            b'+' => out.push(Param::Other(b[i])),
            b'\\' => {
                i += 1;
                match b.get(i) {
                    Some(b'[') => {
                        let end = b[i..].iter().position(|c| *c == b']').ok_or("\\[")?;
                        out.push(Param::Ref(b[i + 1..i + end].to_vec()));
                        i += end;
                    }
                    Some(c @ (b'$' | b'@' | b'%')) => out.push(Param::Ref(vec![*c])),
                    _ => return Err(proto.to_string()),
                }
            }
            _ => return Err(proto.to_string()),
        }
        i += 1;
    }
    let n = mandatory.unwrap_or(out.len());
    Ok((out, n))
}

impl Parser {
    /// The prototype a call of `full` compiled here follows (its own, or that of the sub
    /// an imported name stands for).
    pub(super) fn prototype_of(&self, full: &str) -> Option<String> {
        if let Some(p) = self.sub_protos.get(full) {
            return Some(p.clone());
        }
        let target = self.sub_aliases.get(full)?;
        self.sub_protos.get(target).cloned()
    }

    /// A call of `full`, whose prototype is `proto`, its name just read.
    pub(super) fn prototype_call(
        &mut self,
        full: &str,
        proto: &str,
        line: u32,
    ) -> Result<OpId, Diag> {
        let (params, mandatory) = params(proto)
            .map_err(|p| Diag::unsupported(self.file(), line, &format!("the prototype ({p})")))?;
        let paren = self.eat_op("(", Expect::Operator)?;
        // Barewords in the arguments are kept for a `*` parameter to take (op.c lets
        // such a one through `strict subs`); the others are refused afterwards.
        let globs = params.contains(&Param::Glob);
        let mark = self.proto_barewords.len();
        if globs {
            self.proto_bareword_depth += 1;
        }
        let args = self.prototype_args(full, &params, paren, line);
        if globs {
            self.proto_bareword_depth -= 1;
        }
        let args = args.and_then(|a| self.apply_prototype(full, &params, mandatory, a, line));
        // (Dropped on an error too: a library text whose parse failed leaves none.)
        let refused = self
            .proto_barewords
            .drain(mark..)
            .find_map(|(_, bline, word)| word.map(|w| (bline, w)));
        let args = args?;
        if let Some((bline, word)) = refused {
            return Err(Diag::strict_subs(self.file(), bline, &word));
        }
        Ok(self.op(
            OpKind::Entersub {
                name: full.to_string(),
                args,
            },
            line,
        ))
    }

    /// The arguments of a call with prototype `params`, its name (and `(` when `paren`)
    /// just read.
    fn prototype_args(
        &mut self,
        full: &str,
        params: &[Param],
        paren: bool,
        line: u32,
    ) -> Result<Vec<OpId>, Diag> {
        Ok(if paren {
            if params.first() == Some(&Param::Code) && self.is_op("{", Expect::Term)? {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    &format!("{full}(BLOCK ...) with a & prototype inside parentheses"),
                ));
            }
            self.paren_args(line)?
        } else if params.is_empty() {
            // `()`: a constant-like sub; `f + 1` is `f() + 1`.
            vec![]
        } else if params.len() == 1 && matches!(params[0], Param::Scalar | Param::ScalarOrTopic) {
            // A lone `$`: a named unary operator (`f $x, $y` is `f($x), $y`).
            if self.starts_term()? {
                vec![self.parse_expr(super::expr::BP_NAMED_UNARY_ARG)?]
            } else {
                vec![]
            }
        } else if params.first() == Some(&Param::Code) && self.is_op("{", Expect::Term)? {
            // `name BLOCK LIST` (perly.y's `LSTOPSUB startanonsub block optlistexpr`):
            // a comma straight after the block ends the call, `t {...}, 1` is
            // `t(sub {...}), 1`.
            let ix = self.parse_sub_body("__ANON__".into(), line)?;
            let code = self.op(OpKind::AnonCode(ix), line);
            let mut args = vec![code];
            if !(self.is_op(",", Expect::Operator)? || self.is_op("=>", Expect::Operator)?) {
                args.extend(self.list_args()?);
            }
            args
        } else {
            self.list_args()?
        })
    }

    /// Checks the arguments of a call against the prototype and gives each the context
    /// its parameter asks for.
    fn apply_prototype(
        &mut self,
        full: &str,
        params: &[Param],
        mandatory: usize,
        args: Vec<OpId>,
        line: u32,
    ) -> Result<Vec<OpId>, Diag> {
        let slurpy = params.iter().position(|p| *p == Param::Slurpy);
        let fixed = slurpy.unwrap_or(params.len());
        if slurpy.is_none() && args.len() > params.len() {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Too many arguments for {full}"),
            ));
        }
        let needed = mandatory.min(fixed);
        let mut out = vec![];
        for (i, p) in params.iter().take(fixed).enumerate() {
            let Some(&a) = args.get(i) else {
                if *p == Param::ScalarOrTopic {
                    let g = self.prog.glob("main::_");
                    out.push(self.op(OpKind::Gvsv(g), line));
                    continue;
                }
                if i < needed {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        format!("Not enough arguments for {full}"),
                    ));
                }
                break;
            };
            let n = i + 1;
            out.push(match p {
                Param::Scalar | Param::ScalarOrTopic => self.scalar_arg(a, line),
                Param::Glob => {
                    if let Some(at) = self.proto_barewords.iter().position(|b| b.0 == a) {
                        self.proto_barewords[at].2 = None;
                    }
                    match self.kind(a) {
                        OpKind::GlobValue { .. } => self.op(OpKind::RefGen(a), line),
                        _ => self.scalar_arg(a, line),
                    }
                }
                Param::Code => {
                    if !matches!(self.kind(a), OpKind::AnonCode(_) | OpKind::RefCode(_)) {
                        return Err(Diag::error(
                            self.file(),
                            line,
                            format!("Type of arg {n} to {full} must be block or sub {{}}"),
                        ));
                    }
                    a
                }
                Param::Ref(kinds) => {
                    let kind = match self.kind(a) {
                        OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_) => b'@',
                        OpKind::Padhv { .. } | OpKind::Gvhv(_) | OpKind::Rv2hv(_) => b'%',
                        // op.c's `\$`: rv2sv, padsv, helem, aelem.
                        OpKind::Padsv { .. }
                        | OpKind::Gvsv(_)
                        | OpKind::Rv2sv(_)
                        | OpKind::Helem { .. }
                        | OpKind::Aelem { .. } => b'$',
                        _ => 0,
                    };
                    if !kinds.contains(&kind) {
                        let want = match kinds.as_slice() {
                            [b'@'] => "array".to_string(),
                            [b'%'] => "hash".to_string(),
                            [b'$'] => "scalar".to_string(),
                            _ => format!("one of [{}]", String::from_utf8_lossy(kinds)),
                        };
                        return Err(Diag::error(
                            self.file(),
                            line,
                            format!("Type of arg {n} to {full} must be {want}"),
                        ));
                    }
                    self.op(OpKind::RefGen(a), line)
                }
                Param::Other(c) => {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        &format!("the prototype character {}", *c as char),
                    ))
                }
                Param::Slurpy => a,
            });
        }
        if slurpy.is_some() {
            out.extend(args.into_iter().skip(fixed));
        }
        Ok(out)
    }

    /// An argument in scalar context (`scalar(@a)` for an array).
    fn scalar_arg(&mut self, a: OpId, line: u32) -> OpId {
        match self.kind(a) {
            OpKind::Const(_) | OpKind::Padsv { .. } | OpKind::Gvsv(_) => a,
            _ => self.op(OpKind::Scalar(a), line),
        }
    }

    /// `sub NAME(PROTO)`: the text between the parentheses, the `(` just taken (None:
    /// not a prototype).
    pub(super) fn read_prototype(&mut self) -> Result<Option<String>, Diag> {
        let pos = self.lx.pos;
        let src = &self.lx.src;
        let rest = src.get(pos..).unwrap_or_default();
        let Some(end) = rest.iter().position(|c| *c == b')') else {
            return Ok(None);
        };
        let text = &rest[..end];
        if !is_prototype(text) {
            return Ok(None);
        }
        let proto: String = String::from_utf8_lossy(text)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        let lines = text.iter().filter(|c| **c == b'\n').count() as u32;
        self.lx.pos = pos + end + 1;
        self.lx.line += lines;
        Ok(Some(proto))
    }
}
