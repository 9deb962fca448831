//! Pattern operators: `m//`, `qr//`, `s///`, `tr///`, their binding with `=~`/`!~`,
//! `split`, `pos`, and the match variables (`$1`, `$&`, `@-`, `%+`, ...).

use super::Parser;
use crate::diag::{Diag, WarnCat};
use crate::lex::RegexKind;
use crate::ops::{Const, OpId, OpKind};
use camelift_abi::*;

/// The `RXF_*` bits of a match/substitution modifier string, or the offending letter.
fn regex_flags(flags: &str, kind: RegexKind) -> Result<u32, char> {
    let mut f = 0;
    for ch in flags.chars() {
        f |= match ch {
            'i' => RXF_I,
            'm' => RXF_M,
            's' => RXF_S,
            'x' if f & RXF_X != 0 => RXF_XX,
            'x' => RXF_X,
            'n' => RXF_N,
            'g' if kind != RegexKind::Qr => RXF_G,
            'c' if kind == RegexKind::Match => RXF_C,
            'o' => RXF_O,
            'e' if kind == RegexKind::Subst => {
                if f & RXF_E != 0 {
                    return Err('E');
                }
                RXF_E
            }
            'r' if kind == RegexKind::Subst => RXF_R,
            // The match-variable modifier changes nothing for us.
            'p' => 0,
            // The character-set modifiers: the last one wins (`/aa` is a second `a`).
            'a' if f & RXF_CS_A != 0 => {
                f &= !RXF_CHARSET;
                RXF_CS_AA
            }
            'a' | 'd' | 'u' | 'l' => {
                f &= !RXF_CHARSET;
                charset_bit(ch)
            }
            _ => return Err(ch),
        };
    }
    Ok(f)
}

/// The `RXF_CS_*` bit of a character-set modifier letter (0 for `d`, the default).
pub(crate) fn charset_bit(ch: char) -> u32 {
    match ch {
        'a' => RXF_CS_A,
        'u' => RXF_CS_U,
        'l' => RXF_CS_L,
        _ => 0,
    }
}

impl Parser {
    /// A pattern operator token as an op (unbound: it applies to `$_` until `=~` binds it).
    /// `delims` are the opening delimiters of the pattern and the replacement; `lines`
    /// where the operator and its replacement start.
    pub(crate) fn regex_op(
        &mut self,
        kind: RegexKind,
        pat: &[u8],
        repl: &[u8],
        delims: (u8, u8),
        flags: &str,
        lines: (u32, u32),
    ) -> Result<OpId, Diag> {
        let (delim, repl_delim) = delims;
        let (line, repl_line) = lines;
        // perl's warnings about the operator name the line where it ends.
        let end_line = self.line();
        if kind == RegexKind::Trans {
            if self.pragmas().utf8 && !(pat.is_ascii() && repl.is_ascii()) {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "tr/// with non-ASCII characters under use utf8",
                ));
            }
            let mut f = 0;
            for ch in flags.chars() {
                f |= match ch {
                    'c' => TRF_C,
                    'd' => TRF_D,
                    's' => TRF_S,
                    'r' => TRF_R,
                    _ => {
                        return Err(Diag::error(
                            self.file(),
                            line,
                            format!("Unknown transliteration modifier \"/{ch}\""),
                        ))
                    }
                };
            }
            self.trans_warnings(pat, repl, delims, f, end_line);
            return Ok(self.op(
                OpKind::Trans {
                    target: None,
                    search: pat.to_vec(),
                    repl: repl.to_vec(),
                    delim: crate::lex::closing_delim_of(delim),
                    flags: f,
                },
                line,
            ));
        }
        // `s///ee` in perl's library: the replacement code's value is evaluated as a
        // string of code, as library `eval STRING` is (`EvalNumeric`: a number's text,
        // else the end of the program, when a match needs it; Symbol.pm's `qualify`).
        let mut eval_repl = false;
        let f = match regex_flags(flags, kind) {
            Ok(f) => f,
            Err('E') if self.in_perl_library() => {
                eval_repl = true;
                let once: String = {
                    let mut seen = false;
                    flags
                        .chars()
                        .filter(|&ch| ch != 'e' || !std::mem::replace(&mut seen, true))
                        .collect()
                };
                match regex_flags(&once, kind) {
                    Ok(f) => f,
                    Err(ch) => {
                        return Err(Diag::error(
                            self.file(),
                            line,
                            format!("Unknown regexp modifier \"/{ch}\""),
                        ))
                    }
                }
            }
            Err('E') => {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "s///ee (evaluating the replacement as a string of code)",
                ))
            }
            Err(ch) => {
                return Err(Diag::error(
                    self.file(),
                    line,
                    format!("Unknown regexp modifier \"/{ch}\""),
                ))
            }
        };
        // No character-set modifier: `use re '/u'` and the like, else `/u` where the
        // `unicode_strings` feature is on (perlre, "Which character set modifier is in
        // effect?"); a `/d` written out keeps `/d`.
        let f = if f & RXF_CHARSET == 0 && !flags.contains('d') {
            let p = self.pragmas();
            if p.re_charset != 0 {
                f | p.re_charset
            } else if p.unicode_strings {
                f | RXF_CS_U
            } else {
                f
            }
        } else {
            f
        };
        if pat.windows(3).any(|w| w == b"(?{") || pat.windows(4).any(|w| w == b"(??{") {
            return Err(Diag::unsupported(
                self.file(),
                line,
                "code blocks in regular expressions ((?{ ... }))",
            ));
        }
        self.pattern_extended = f & (camelift_abi::RXF_X | camelift_abi::RXF_XX) != 0;
        let pat_op = self.pattern(pat, delim, line);
        self.pattern_extended = false;
        let pat_op = pat_op?;
        self.pattern_warnings(pat_op, f, end_line)?;
        match kind {
            // `m?PAT?` matches once until `reset` in its package.
            RegexKind::Match if delim == b'?' => {
                let m = self.op(
                    OpKind::Match {
                        target: None,
                        pat: pat_op,
                        flags: f | RXF_ONCE,
                    },
                    line,
                );
                let package = self.package().to_string();
                self.prog.once_matches.push((m, package));
                Ok(m)
            }
            RegexKind::Match => Ok(self.op(
                OpKind::Match {
                    target: None,
                    pat: pat_op,
                    flags: f,
                },
                line,
            )),
            RegexKind::Qr => Ok(self.op(
                OpKind::Qr {
                    pat: pat_op,
                    flags: f,
                },
                line,
            )),
            _ => {
                let close = crate::lex::closing_delim_of(repl_delim);
                let repl_op = if f & RXF_E != 0 {
                    // The replacement is a block of code (an escaped delimiter in it is
                    // the delimiter itself).
                    let mut code = b"do {".to_vec();
                    let mut i = 0;
                    while i < repl.len() {
                        if repl[i] == b'\\' && repl.get(i + 1) == Some(&close) && close != b'\\' {
                            code.push(close);
                            i += 2;
                        } else {
                            code.push(repl[i]);
                            i += 1;
                        }
                    }
                    code.extend_from_slice(b"\n}");
                    let e = self.sub_expr(&code, repl_line)?;
                    if eval_repl {
                        let package = self.package().to_string();
                        self.eval_site(line);
                        self.op(OpKind::EvalNumeric(e, package), line)
                    } else {
                        e
                    }
                } else if repl_delim == b'\'' {
                    let s = super::interp::unescape_single(repl, close);
                    let k = self.source_text(s, line)?;
                    self.op(OpKind::Const(k), line)
                } else {
                    self.interpolate(repl, close, line)?
                };
                Ok(self.op(
                    OpKind::Subst {
                        target: None,
                        pat: pat_op,
                        repl: repl_op,
                        flags: f,
                    },
                    line,
                ))
            }
        }
    }

    /// The pattern text: constant with `'` delimiters, else interpolated with the regex
    /// engine's escapes left alone.
    fn pattern(&mut self, raw: &[u8], delim: u8, line: u32) -> Result<OpId, Diag> {
        if delim == b'\'' {
            return Ok(self.op(OpKind::Const(Const::Str(raw.to_vec())), line));
        }
        self.in_pattern = true;
        let r = self.interpolate(raw, crate::lex::closing_delim_of(delim), line);
        self.in_pattern = false;
        r
    }

    /// perl's warnings about a pattern it compiles with the program (one without
    /// variables in it): unknown escapes, false ranges, quantifiers that cannot work;
    /// then its errors, which perl gives as it compiles the program (the runtime gives
    /// them for a pattern made as the program runs).
    fn pattern_warnings(&mut self, pat_op: OpId, flags: u32, line: u32) -> Result<(), Diag> {
        let (utf8, text) = match self.kind(pat_op) {
            OpKind::Const(Const::Str(t)) => (false, t.clone()),
            OpKind::Const(Const::Utf8(t)) => (true, t.clone()),
            _ => return Ok(()),
        };
        let extended = camelift_abi::pattern::extended_level(flags);
        let scan = camelift_abi::pattern::scan(&text, extended);
        self.regcomp_globs(scan.alternation);
        if self.warn_on(WarnCat::Regexp) {
            for finding in &scan.findings {
                self.warn(WarnCat::Regexp, line, finding.message(&text));
            }
        }
        match camelift_regcomp::check(&text, &scan, flags, utf8) {
            Ok(()) => Ok(()),
            Err(camelift_regcomp::Failure::Perl(msg)) => Err(Diag::regex(self.file(), line, msg)),
            Err(camelift_regcomp::Failure::NotYet(what)) => {
                Err(Diag::unsupported(self.file(), line, &what))
            }
            // perl looks for the sub when the pattern first runs; so does the runtime.
            Err(camelift_regcomp::Failure::UserProperty(_)) => Ok(()),
        }
    }

    /// The globs perl's regcomp makes in main when it compiles a pattern, here one the
    /// program compiles with it: `${^RE_COMPILE_RECURSION_LIMIT}`, and for one with an
    /// alternation `${^RE_TRIE_MAXBUF}` (keys of `%main::`; the runtime makes them for a
    /// pattern compiled as it runs, re.rs).
    pub(crate) fn regcomp_globs(&mut self, alternation: bool) {
        self.prog.glob("main::^RE_COMPILE_RECURSION_LIMIT");
        if alternation {
            self.prog.glob("main::^RE_TRIE_MAXBUF");
        }
    }

    /// perl's "Replacement list is longer than search list" for `tr///` (whose extra
    /// replacement characters are never used) unless it complements the search list.
    fn trans_warnings(
        &mut self,
        search: &[u8],
        repl: &[u8],
        delims: (u8, u8),
        flags: u32,
        line: u32,
    ) {
        use camelift_abi::tr_list::{list_len, parse_list};
        if flags & TRF_C != 0 || !self.warn_on(WarnCat::Misc) {
            return;
        }
        let close = crate::lex::closing_delim_of;
        // A malformed list is reported when the operator runs.
        if let (Ok(t), Ok(r)) = (
            parse_list(search, close(delims.0)),
            parse_list(repl, close(delims.1)),
        ) {
            if list_len(&r) > list_len(&t) {
                self.warn(
                    WarnCat::Misc,
                    line,
                    "Replacement list is longer than search list",
                );
            }
        }
    }

    /// perl's "Applying pattern match (m//) to @a will act on scalar(@a)": binding an
    /// array or hash matches against its count.
    fn bind_aggregate_warning(&mut self, lhs: OpId, rhs: OpId) {
        let name = match self.kind(lhs) {
            OpKind::Padav { ix, .. } | OpKind::Padhv { ix, .. } => {
                let ix = *ix as usize;
                match self.subs.last().and_then(|s| s.pad.get(ix)) {
                    Some(e) => e.name.clone(),
                    None => return,
                }
            }
            OpKind::Gvav(g) | OpKind::Gvhv(g) => {
                let sigil = if matches!(self.kind(lhs), OpKind::Gvav(_)) {
                    '@'
                } else {
                    '%'
                };
                let full = &self.prog.globs[*g as usize].name;
                format!("{sigil}{}", full.strip_prefix("main::").unwrap_or(full))
            }
            OpKind::Rv2av(_) => "@array".into(),
            OpKind::Rv2hv(_) => "%hash".into(),
            _ => return,
        };
        let what = match self.kind(rhs) {
            OpKind::Subst { .. } => "substitution (s///)",
            OpKind::Trans { .. } => "transliteration (tr///)",
            _ => "pattern match (m//)",
        };
        let line = self.line();
        self.warn(
            WarnCat::Misc,
            line,
            format!("Applying {what} to {name} will act on scalar({name})"),
        );
    }

    /// `LHS =~ RHS` (negated for `!~`).
    /// `vec(...) =~ s///` would change the number's digits and write them back; camelift
    /// does not do that yet.
    fn no_vec_target(&self, lhs: OpId, op: &str, line: u32) -> Result<(), Diag> {
        if matches!(self.kind(lhs), OpKind::Func(crate::ops::Func::Vec, _)) {
            return Err(Diag::unsupported(
                self.file(),
                line,
                &format!("{op} on vec"),
            ));
        }
        Ok(())
    }

    pub(crate) fn bind_match(
        &mut self,
        lhs: OpId,
        rhs: OpId,
        neg: bool,
        line: u32,
    ) -> Result<OpId, Diag> {
        self.bind_aggregate_warning(lhs, rhs);
        let bound = match self.kind(rhs).clone() {
            OpKind::Match {
                target: None,
                pat,
                flags,
            } => {
                self.prog.op_mut(rhs).kind = OpKind::Match {
                    target: Some(lhs),
                    pat,
                    flags,
                };
                self.prog.changed(rhs);
                rhs
            }
            OpKind::Subst {
                target: None,
                pat,
                repl,
                flags,
            } => {
                if neg && flags & RXF_R != 0 {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        "Using !~ with s///r doesn't make sense",
                    ));
                }
                let t = if flags & RXF_R != 0 {
                    lhs
                } else {
                    self.no_vec_target(lhs, "s///", line)?;
                    self.lvalue(lhs, line)?
                };
                self.prog.op_mut(rhs).kind = OpKind::Subst {
                    target: Some(t),
                    pat,
                    repl,
                    flags,
                };
                self.prog.changed(rhs);
                rhs
            }
            OpKind::Trans {
                target: None,
                search,
                repl,
                delim,
                flags,
            } => {
                if neg && flags & TRF_R != 0 {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        "Using !~ with tr///r doesn't make sense",
                    ));
                }
                if flags & TRF_R == 0 {
                    self.no_vec_target(lhs, "tr///", line)?;
                }
                self.prog.op_mut(rhs).kind = OpKind::Trans {
                    target: Some(lhs),
                    search,
                    repl,
                    delim,
                    flags,
                };
                self.prog.changed(rhs);
                rhs
            }
            // `$x =~ $re`, `$x =~ "text"`: the value is the pattern.
            _ => self.op(
                OpKind::Match {
                    target: Some(lhs),
                    pat: rhs,
                    flags: 0,
                },
                line,
            ),
        };
        Ok(if neg {
            self.op(OpKind::Not(bound), line)
        } else {
            bound
        })
    }

    /// `split PATTERN, EXPR, LIMIT` (all optional), with or without parentheses.
    pub(crate) fn parse_split(&mut self, args: Vec<OpId>, line: u32) -> Result<OpId, Diag> {
        let mut it = args.into_iter();
        let (pat, mut flags) = match it.next() {
            None => {
                self.regcomp_globs(false);
                let p = self.op(OpKind::Const(Const::Str(b" ".to_vec())), line);
                (p, RXF_SPLIT_AWK)
            }
            Some(a) => match self.kind(a).clone() {
                OpKind::Match {
                    target: None,
                    pat,
                    flags,
                } => (pat, flags),
                OpKind::Const(Const::Str(s)) if s == b" " => {
                    self.regcomp_globs(false);
                    (a, RXF_SPLIT_AWK)
                }
                OpKind::Const(Const::Str(s) | Const::Utf8(s)) => {
                    // A string is compiled as a pattern with the program.
                    self.regcomp_globs(camelift_abi::pattern::scan(&s, 0).alternation);
                    (a, RXF_SPLIT_EXPR)
                }
                // Any other expression: a value of one space is awk mode too.
                _ => (a, RXF_SPLIT_EXPR),
            },
        };
        if flags & RXF_G != 0 {
            let line = self.line();
            self.warn(
                WarnCat::Regexp,
                line,
                "Use of /g modifier is meaningless in split",
            );
        }
        flags |= RXF_SPLIT;
        let expr = match it.next() {
            Some(e) => e,
            None => self.topic_sv(line),
        };
        let limit = it.next();
        if it.next().is_some() {
            return Err(Diag::error(
                self.file(),
                line,
                "Too many arguments for split",
            ));
        }
        Ok(self.op(
            OpKind::Split {
                pat,
                expr,
                limit,
                flags,
            },
            line,
        ))
    }

    /// `($a, $b) = split ...`: perl splits into at most one more field than there are
    /// scalars to assign (so `() = split` gives one field).
    pub(crate) fn split_implicit_limit(&mut self, lhs: OpId, rhs: OpId, line: u32) {
        let OpKind::Split { limit: None, .. } = self.kind(rhs) else {
            return;
        };
        let items = match self.kind(lhs) {
            OpKind::List(items) => items.clone(),
            OpKind::Stub => vec![],
            _ => return,
        };
        let scalars = items.iter().all(|i| {
            matches!(
                self.kind(*i),
                OpKind::Padsv { .. }
                    | OpKind::Gvsv(_)
                    | OpKind::Undef
                    | OpKind::Aelem { .. }
                    | OpKind::Helem { .. }
            )
        });
        if !scalars {
            return;
        }
        let n = self.op(OpKind::Const(Const::Iv(items.len() as i64 + 1)), line);
        if let OpKind::Split { limit, .. } = &mut self.prog.op_mut(rhs).kind {
            *limit = Some(n);
        }
        self.prog.changed(rhs);
    }

    fn topic_sv(&mut self, line: u32) -> OpId {
        let g = self.prog.glob("main::_");
        self.op(OpKind::Gvsv(g), line)
    }

    /// `$1`, `$&`, ... as match-variable ops (None for other names).
    pub(crate) fn match_var(&mut self, name: &str, line: u32) -> Option<OpId> {
        let n = if !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()) && name != "0" {
            name.parse::<i32>().unwrap_or(i32::MAX)
        } else {
            match name {
                "&" => 0,
                "`" => -1,
                "'" => -2,
                "+" => -3,
                "^N" => -4,
                "^MATCH" => 0,
                "^PREMATCH" => -1,
                "^POSTMATCH" => -2,
                _ => return None,
            }
        };
        if n == -1 || n == -2 {
            self.prog.uses_prematch = true;
        }
        Some(self.op(OpKind::MatchVar(n), line))
    }
}
