//! Expressions: a Pratt parser over perlop's precedence table. Binding powers, loosest
//! first (perlop lists them tightest first):
//!
//! | bp | operators                                   |
//! |----|---------------------------------------------|
//! | 1  | `or` `xor`                                  |
//! | 2  | `and`                                       |
//! | 3  | `not` (prefix)                              |
//! | 4  | list operators (rightward)                  |
//! | 5  | `,` `=>`                                    |
//! | 6  | `=` `+=` ... (right)                        |
//! | 7  | `?:` (right)                                |
//! | 8  | `..` (non-assoc)                            |
//! | 9  | `\|\|` `//`                                 |
//! | 10 | `&&`                                        |
//! | 13 | `==` `!=` `<=>` `eq` `ne` `cmp`             |
//! | 14 | `<` `>` `<=` `>=` `lt` `gt` `le` `ge`       |
//! | 15 | named unary operators (operand at 16)       |
//! | 16 | `<<` `>>`                                   |
//! | 17 | `+` `-` `.`                                 |
//! | 18 | `*` `/` `%` `x`                             |
//! | 20 | `!` `~` `\` unary `+` `-` (prefix)          |
//! | 21 | `**` (right; its right operand may be unary minus) |
//! | 22 | `++` `--`                                   |

use super::{LastToken, Parser};
use crate::diag::Diag;
use crate::lex::{Expect, NumLit, Tok, Token};
use crate::ops::{BinOp, Const, Func, GlobIx, Handle, OpId, OpKind};

pub(super) const BP_COMMA: u8 = 5;
pub(super) const BP_ASSIGN: u8 = 6;
pub(super) const BP_NAMED_UNARY_ARG: u8 = 16;
const BP_UNARY: u8 = 20;

/// Infix operators by token text: (left bp, right bp).
pub(super) fn infix_bp(op: &str) -> Option<(u8, u8)> {
    Some(match op {
        "or" | "xor" => (1, 2),
        "and" => (2, 3),
        "," | "=>" => (BP_COMMA, BP_COMMA + 1),
        "=" | "+=" | "-=" | "*=" | "/=" | ".=" | "%=" | "x=" | "**=" | "||=" | "&&=" | "//="
        | "|=" | "&=" | "^=" | "<<=" | ">>=" | "|.=" | "&.=" | "^.=" => (BP_ASSIGN, BP_ASSIGN),
        "?" => (7, 7),
        ".." | "..." => (8, 9),
        "||" | "//" => (9, 10),
        "&&" => (10, 11),
        "|" | "^" | "|." | "^." => (11, 12),
        "&" | "&." => (12, 13),
        "==" | "!=" | "<=>" | "eq" | "ne" | "cmp" => (13, 14),
        "<" | ">" | "<=" | ">=" | "lt" | "gt" | "le" | "ge" => (14, 15),
        "<<" | ">>" => (16, 17),
        "+" | "-" | "." => (17, 18),
        "*" | "/" | "%" | "x" => (18, 19),
        "=~" | "!~" => (19, 20),
        "**" => (21, BP_UNARY),
        "++" | "--" => (22, 23),
        "->" => (23, 24),
        _ => return None,
    })
}

/// A comparison op's precedence level (relational 14, equality 13) and whether it
/// chains (all but `<=>` and `cmp`).
pub(super) fn compare_level(op: BinOp) -> Option<(u8, bool)> {
    Some(match op {
        BinOp::NumEq | BinOp::NumNe | BinOp::StrEq | BinOp::StrNe => (13, true),
        BinOp::NumCmp | BinOp::StrCmp => (13, false),
        BinOp::NumLt
        | BinOp::NumGt
        | BinOp::NumLe
        | BinOp::NumGe
        | BinOp::StrLt
        | BinOp::StrGt
        | BinOp::StrLe
        | BinOp::StrGe => (14, true),
        _ => return None,
    })
}

pub(super) fn binop_of(op: &str) -> Option<BinOp> {
    Some(match op {
        "+" => BinOp::Add,
        "-" => BinOp::Subtract,
        "*" => BinOp::Multiply,
        "/" => BinOp::Divide,
        "%" => BinOp::Modulo,
        "**" => BinOp::Pow,
        "." => BinOp::Concat,
        "x" => BinOp::Repeat,
        "==" => BinOp::NumEq,
        "!=" => BinOp::NumNe,
        "<" => BinOp::NumLt,
        ">" => BinOp::NumGt,
        "<=" => BinOp::NumLe,
        ">=" => BinOp::NumGe,
        "<=>" => BinOp::NumCmp,
        "eq" => BinOp::StrEq,
        "ne" => BinOp::StrNe,
        "lt" => BinOp::StrLt,
        "gt" => BinOp::StrGt,
        "le" => BinOp::StrLe,
        "ge" => BinOp::StrGe,
        "cmp" => BinOp::StrCmp,
        _ => return None,
    })
}

/// The bitwise operator `op` (without its `=`); under the `bitwise` feature `& | ^` are
/// the numeric ones.
pub(super) fn bit_op(op: &str, bitwise: bool) -> BinOp {
    match (op, bitwise) {
        ("&", false) => BinOp::BitAnd,
        ("|", false) => BinOp::BitOr,
        ("^", false) => BinOp::BitXor,
        ("&", true) => BinOp::NbitAnd,
        ("|", true) => BinOp::NbitOr,
        ("^", true) => BinOp::NbitXor,
        ("&.", _) => BinOp::SbitAnd,
        ("|.", _) => BinOp::SbitOr,
        ("^.", _) => BinOp::SbitXor,
        ("<<", _) => BinOp::ShiftLeft,
        _ => BinOp::ShiftRight,
    }
}

/// Words that act as infix operators in operator position.
pub(super) fn word_op(w: &str) -> Option<&'static str> {
    Some(match w {
        "or" => "or",
        "xor" => "xor",
        "and" => "and",
        "x" => "x",
        "eq" => "eq",
        "ne" => "ne",
        "cmp" => "cmp",
        "lt" => "lt",
        "gt" => "gt",
        "le" => "le",
        "ge" => "ge",
        _ => return None,
    })
}

/// Special variables that are exempt from `use strict 'vars'` and always live in `main::`.
pub(super) fn is_special_var(name: &str) -> bool {
    if name.chars().all(|c| c.is_ascii_digit()) || name.starts_with('^') {
        return true;
    }
    if name.len() == 1 && !name.as_bytes()[0].is_ascii_alphabetic() {
        return true;
    }
    matches!(
        name,
        "ARGV"
            | "ENV"
            | "SIG"
            | "INC"
            | "STDIN"
            | "STDOUT"
            | "STDERR"
            | "ARGVOUT"
            | "a"
            | "b"
            | "_"
    )
}

impl Parser {
    pub(crate) fn parse_expr(&mut self, min_bp: u8) -> Result<OpId, Diag> {
        let mut lhs = self.parse_term()?;
        loop {
            let t = self.peek(Expect::Operator)?.clone();
            let op: &str = match &t.tok {
                Tok::Op(o) => o,
                Tok::Ident(w) => match word_op(w) {
                    Some(o) => o,
                    None => {
                        // `x3` is `x 3`; `x=` is the repeat-assign operator.
                        // test x_repeat_vs_word
                        // my $s = "ab" x 3;
                        // my @l = (1, 2) x 2;
                        // my $t = "-" x3;
                        // my %h = (x => 1);
                        if let Some(n) = w
                            .strip_prefix('x')
                            .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
                        {
                            if 18 < min_bp {
                                break;
                            }
                            self.next(Expect::Operator)?;
                            let count = n.parse::<i64>().unwrap_or(i64::MAX);
                            let rhs = self.op(OpKind::Const(Const::Iv(count)), t.line);
                            lhs = self.op(OpKind::Binop(BinOp::Repeat, lhs, rhs), t.line);
                            continue;
                        }
                        break;
                    }
                },
                _ => break,
            };
            // `x=`: the lexer reads `x` as a word; an `=` right after makes it the assign op.
            // test x_assign
            // my $s = "ab";
            // $s x= 2;
            // my $t = $s x 2;
            let op = if op == "x"
                && self.lx.src.get(t.end) == Some(&b'=')
                && !matches!(
                    self.lx.src.get(t.end + 1),
                    Some(b'=') | Some(b'~') | Some(b'>')
                ) {
                "x="
            } else {
                op
            };
            let Some((lbp, rbp)) = infix_bp(op) else {
                break;
            };
            if lbp < min_bp {
                break;
            }
            let before = self.last_token;
            self.next(Expect::Operator)?;
            if op == "x=" {
                self.expect_op("=", Expect::Operator)?;
            }
            let line = t.line;
            lhs = match op {
                "," | "=>" => self.parse_comma_list(lhs)?,
                "?" => {
                    let then = self.parse_expr(BP_ASSIGN)?;
                    self.expect_op(":", Expect::Operator)?;
                    let els = self.parse_expr(rbp)?;
                    let cond_line = self.prog.op(lhs).line;
                    self.found_assign_warning(lhs, cond_line);
                    self.op(OpKind::CondExpr(lhs, then, els), line)
                }
                "=" => {
                    let rhs = self.parse_expr(rbp)?;
                    self.assign(lhs, rhs, line)?
                }
                "++" => {
                    let t = self.lvalue(lhs, line)?;
                    self.op(OpKind::Postinc(t), line)
                }
                "--" => {
                    let t = self.lvalue(lhs, line)?;
                    self.op(OpKind::Postdec(t), line)
                }
                "->" => self.arrow(lhs, line)?,
                "=~" | "!~" => {
                    let rhs = self.parse_expr(rbp)?;
                    self.bind_match(lhs, rhs, op == "!~", line)?
                }
                "&&" | "||" | "//" | "and" | "or" => {
                    let rhs = self.parse_expr(rbp)?;
                    let cond_line = self.prog.op(lhs).line;
                    self.found_assign_warning(lhs, cond_line);
                    match op {
                        "&&" | "and" => self.op(OpKind::And(lhs, rhs), line),
                        "||" | "or" => self.op(OpKind::Or(lhs, rhs), line),
                        _ => self.op(OpKind::Dor(lhs, rhs), line),
                    }
                }
                // test xor_low_precedence
                // my ($a, $b) = (1, 0); my $x = $a xor $b; print(($a xor $b) ? 1 : 0);
                "xor" => {
                    let rhs = self.parse_expr(rbp)?;
                    self.op(OpKind::Xor(lhs, rhs), line)
                }
                ".." | "..." => {
                    let rhs = self.parse_expr(rbp)?;
                    let r = self.op(OpKind::Range(lhs, rhs), line);
                    if op == "..." {
                        self.prog.three_dots.insert(r);
                    }
                    r
                }
                "&&=" | "||=" | "//=" => {
                    let rhs = self.parse_expr(rbp)?;
                    let target = self.lvalue(lhs, line)?;
                    match op {
                        "&&=" => self.op(OpKind::AndAssign(target, rhs), line),
                        "||=" => self.op(OpKind::OrAssign(target, rhs), line),
                        _ => self.op(OpKind::DorAssign(target, rhs), line),
                    }
                }
                "|" | "&" | "^" | "<<" | ">>" | "|." | "&." | "^." => {
                    let rhs = self.parse_expr(rbp)?;
                    let b = bit_op(op, self.pragmas().bitwise);
                    self.op(OpKind::Binop(b, lhs, rhs), line)
                }
                "|=" | "&=" | "^=" | "<<=" | ">>=" | "|.=" | "&.=" | "^.=" => {
                    let rhs = self.parse_expr(rbp)?;
                    let target = self.lvalue(lhs, line)?;
                    let b = bit_op(&op[..op.len() - 1], self.pragmas().bitwise);
                    self.op(OpKind::AssignOp(b, target, rhs), line)
                }
                _ if op.ends_with('=')
                    && op.len() >= 2
                    && !matches!(op, "==" | "!=" | "<=" | ">=") =>
                {
                    let base = &op[..op.len() - 1];
                    let Some(b) = binop_of(base) else {
                        return Err(self.syntax_at(&t));
                    };
                    let rhs = self.parse_expr(rbp)?;
                    let target = self.lvalue(lhs, line)?;
                    self.op(OpKind::AssignOp(b, target, rhs), line)
                }
                "x" if self.has_parens(lhs) => {
                    let rhs = self.parse_expr(rbp)?;
                    self.op(OpKind::RepeatList(lhs, rhs), line)
                }
                _ => {
                    let Some(b) = binop_of(op) else {
                        return Err(self.syntax_at(&t));
                    };
                    // Comparisons of one precedence level chain (perl 5.32): `a < b < c`,
                    // `a == b != c`; `<=>` and `cmp` do not, with each other or with
                    // `==`, which is a syntax error.
                    let chain = match compare_level(b) {
                        Some((level, chainable)) if !self.has_parens(lhs) => {
                            let prev = match self.kind(lhs) {
                                OpKind::Binop(p, ..) => compare_level(*p),
                                OpKind::CmpChain { ops, .. } => compare_level(ops[0]),
                                _ => None,
                            };
                            match prev {
                                Some((l, prev_chainable)) if l == level => {
                                    if !(chainable && prev_chainable) {
                                        return Err(self.syntax_before(before, &t));
                                    }
                                    true
                                }
                                _ => false,
                            }
                        }
                        _ => false,
                    };
                    let rhs = self.parse_expr(rbp)?;
                    if chain {
                        let (mut ops, mut operands) = match self.kind(lhs).clone() {
                            OpKind::CmpChain { ops, operands } => (ops, operands),
                            OpKind::Binop(p, x, y) => (vec![p], vec![x, y]),
                            _ => unreachable!("a chain continues a comparison"),
                        };
                        ops.push(b);
                        operands.push(rhs);
                        self.op(OpKind::CmpChain { ops, operands }, line)
                    } else {
                        self.op(OpKind::Binop(b, lhs, rhs), line)
                    }
                }
            };
        }
        Ok(lhs)
    }

    /// After the first `,`: collects the rest of a comma list (trailing commas allowed).
    pub(super) fn parse_comma_list(&mut self, first: OpId) -> Result<OpId, Diag> {
        let line = self.prog.op(first).line;
        let mut items = vec![first];
        loop {
            // After a comma a `/` starts a pattern.
            if !(self.slash_follows(true) || self.starts_term()?) {
                break;
            }
            items.push(self.parse_expr(BP_COMMA + 1)?);
            if !(self.eat_op(",", Expect::Operator)? || self.eat_op("=>", Expect::Operator)?) {
                break;
            }
        }
        Ok(self.op(OpKind::List(items), line))
    }

    // test print_slash_is_pattern
    // print /a/ ? "y" : "n";
    // print $_ // "undef";
    /// Whether the next token can begin a term (used for optional arguments and trailing
    /// commas).
    /// The next character is a `/` (for list operators, where it starts a pattern).
    /// `//` counts only when `empty_ok` (after `split` it is the empty pattern, after
    /// `print` it is more likely defined-or).
    pub(crate) fn slash_follows(&self, empty_ok: bool) -> bool {
        let pos = self.peeked.as_ref().map(|p| p.2).unwrap_or(self.lx.pos);
        let rest = &self.lx.src[pos.min(self.lx.src.len())..];
        let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
        rest.get(ws) == Some(&b'/') && (empty_ok || rest.get(ws + 1) != Some(&b'/'))
    }

    pub(crate) fn starts_term(&mut self) -> Result<bool, Diag> {
        // After an operator that takes an optional argument, `/` divides or is `//`.
        {
            let pos = self.peeked.as_ref().map(|p| p.2).unwrap_or(self.lx.pos);
            let rest = &self.lx.src[pos.min(self.lx.src.len())..];
            let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
            if rest.get(ws) == Some(&b'/') {
                return Ok(false);
            }
        }
        let t = self.peek(Expect::Term)?.clone();
        // `x => 1`, `eq => 2`: any word before `=>` is a string.
        if matches!(t.tok, Tok::Ident(_)) && self.fat_comma_follows(&t) {
            return Ok(true);
        }
        Ok(match &t.tok {
            Tok::Eof => false,
            Tok::Op(o) => matches!(
                *o,
                "(" | "-" | "!" | "\\" | "+" | "[" | "{" | "++" | "--" | "~" | "~."
            ),
            Tok::Ident(w) => !matches!(
                w.as_str(),
                "or" | "and"
                    | "xor"
                    | "x"
                    | "if"
                    | "unless"
                    | "while"
                    | "until"
                    | "for"
                    | "foreach"
                    | "eq"
                    | "ne"
                    | "lt"
                    | "gt"
                    | "le"
                    | "ge"
                    | "cmp"
            ),
            _ => true,
        })
    }

    pub(super) fn assign(&mut self, lhs: OpId, rhs: OpId, line: u32) -> Result<OpId, Diag> {
        if let OpKind::GlobName {
            name,
            package,
            symbolic,
        } = self.kind(lhs).clone()
        {
            return self.glob_assign(name, package, symbolic, rhs, line);
        }
        if let OpKind::StateVar { var, state } = self.kind(lhs).clone() {
            let assign = self.assign(var, rhs, line)?;
            return Ok(self.op(OpKind::StateInit { assign, state }, line));
        }
        // `$SIG{NAME} = VALUE` and `local $SIG{NAME} = VALUE`.
        let (elem, local) = match self.kind(lhs) {
            OpKind::Local(e) => (*e, true),
            _ => (lhs, false),
        };
        if let OpKind::Helem { hv, key } = self.kind(elem).clone() {
            if let OpKind::Gvhv(g) = self.kind(hv) {
                if self.prog.globs[*g as usize].name == "main::SIG" {
                    return Ok(self.op(
                        OpKind::SigAssign {
                            name: key,
                            value: rhs,
                            local,
                        },
                        line,
                    ));
                }
            }
        }
        let local_list = match self.kind(lhs) {
            OpKind::Local(e) => {
                matches!(
                    self.kind(*e),
                    OpKind::List(_)
                        | OpKind::Gvav(_)
                        | OpKind::Gvhv(_)
                        | OpKind::Rv2av(_)
                        | OpKind::Rv2hv(_)
                        | OpKind::Hslice { .. }
                ) || self.has_parens(*e)
            }
            _ => false,
        };
        // `(substr $buf, 0, $n) = ''` (Storable.pm's read_magic, in void context): the
        // list assignment of one constant to one substr is that scalar assignment, but
        // for its value (the count, 1); perl's library does not use the value, a
        // program's list assignment to substr is refused below.
        if self.has_parens(lhs)
            && self.in_perl_library()
            && matches!(self.kind(lhs), OpKind::Func(Func::Substr, _))
            && matches!(self.kind(rhs), OpKind::Const(_))
        {
            let lhs = self.lvalue(lhs, line)?;
            return Ok(self.op(OpKind::Sassign { lhs, rhs }, line));
        }
        let is_list = self.has_parens(lhs)
            || local_list
            || matches!(
                self.kind(lhs),
                OpKind::List(_)
                    | OpKind::Padav { .. }
                    | OpKind::Padhv { .. }
                    | OpKind::Gvav(_)
                    | OpKind::Gvhv(_)
                    | OpKind::Rv2av(_)
                    | OpKind::Rv2hv(_)
                    | OpKind::Aslice { .. }
                    | OpKind::Hslice { .. }
                    | OpKind::Stub
            );
        if is_list {
            self.check_list_lvalue(lhs, line)?;
            self.split_implicit_limit(lhs, rhs, line);
            // `@a[1] = ...` assigns a list: no "Scalar value" warning.
            if let Some(i) = self.slice_warnings.get(&lhs).copied() {
                if let Some(w) = self.prog.warnings.get_mut(i) {
                    w.clear();
                }
            }
            if let Some(c) = self.caller_with_level(rhs) {
                if self.takes_at_most(lhs, CALLER_SEEN as usize) {
                    self.prog.caller_limited.insert(c);
                }
            }
            return Ok(self.op(OpKind::Aassign { lhs, rhs }, line));
        }
        // `COND ? $a = $n : $b = $n` is `(COND ? ($a = $n) : $b) = $n`, an assignment
        // to whichever branch the condition picks (Math::BigFloat's `bnok`). With a
        // value whose evaluation cannot depend on the condition (a constant or a plain
        // variable), it is the same as assigning in each branch, the condition first.
        if let OpKind::CondExpr(cond, yes, no) = *self.kind(lhs) {
            let copy = match self.kind(rhs).clone() {
                k @ (OpKind::Const(_) | OpKind::Padsv { intro: false, .. } | OpKind::Gvsv(_)) => k,
                _ => {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        "assignment to a conditional expression",
                    ))
                }
            };
            let rhs2 = self.op(copy, line);
            let yes = self.assign(yes, rhs, line)?;
            let no = self.assign(no, rhs2, line)?;
            return Ok(self.op(OpKind::CondExpr(cond, yes, no), line));
        }
        // `keys(%h) = N` preallocates buckets, which changes nothing a program can see
        // here: N is evaluated, and the value is the number of keys (pp_keys as an
        // lvalue).
        if let OpKind::Keys(h) = *self.kind(lhs) {
            if matches!(
                self.kind(h),
                OpKind::Padhv { .. } | OpKind::Gvhv(_) | OpKind::Rv2hv(_)
            ) {
                crate::ops::contextualize(&mut self.prog, rhs, crate::ops::Cx::Scalar);
                // Its value is used, by the assignment: no "Useless use" for it.
                self.voided.insert(rhs);
                let count = self.op(OpKind::Scalar(lhs), line);
                self.voided.insert(count);
                return Ok(self.op(OpKind::List(vec![rhs, count]), line));
            }
        }
        let lhs = self.lvalue(lhs, line)?;
        Ok(self.op(OpKind::Sassign { lhs, rhs }, line))
    }

    pub(super) fn check_list_lvalue(&mut self, lhs: OpId, line: u32) -> Result<(), Diag> {
        let items = match self.kind(lhs).clone() {
            OpKind::List(items) => items,
            _ => vec![lhs],
        };
        for it in items {
            match self.kind(it) {
                OpKind::Padsv { .. }
                | OpKind::Gvsv(_)
                | OpKind::Padav { .. }
                | OpKind::Padhv { .. }
                | OpKind::Gvav(_)
                | OpKind::Gvhv(_)
                | OpKind::Rv2sv(_)
                | OpKind::Rv2av(_)
                | OpKind::Rv2hv(_)
                | OpKind::Aelem { .. }
                | OpKind::Helem { .. }
                | OpKind::Aslice { .. }
                | OpKind::Hslice { .. }
                | OpKind::Undef
                | OpKind::Stub => {}
                OpKind::List(_) => self.check_list_lvalue(it, line)?,
                OpKind::Local(_) => {}
                _ if self.attribute_deaths.contains(&it) => {}
                OpKind::Func(Func::Vec, _) => {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        "vec in a list assignment",
                    ))
                }
                OpKind::CondExpr(..) => {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        "list assignment to a conditional expression",
                    ))
                }
                _ => {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        "Can't modify non-lvalue subexpression in list assignment",
                    ))
                }
            }
        }
        Ok(())
    }

    /// Checks that `id` can be assigned to, with perl's message otherwise.
    pub(crate) fn lvalue(&mut self, id: OpId, line: u32) -> Result<OpId, Diag> {
        match self.kind(id) {
            OpKind::Padsv { .. }
            | OpKind::Gvsv(_)
            | OpKind::Aelem { .. }
            | OpKind::Helem { .. }
            | OpKind::AvLast(_)
            | OpKind::Rv2sv(_)
            | OpKind::Pos(_)
            | OpKind::Sassign { .. }
            | OpKind::Local(_) => Ok(id),
            OpKind::Const(_) => Err(Diag::error(
                self.file(),
                line,
                "Can't modify constant item in scalar assignment",
            )),
            OpKind::Func(Func::Substr, args) if (2..=3).contains(&args.len()) => {
                let t = args[0];
                self.lvalue(t, line)?;
                Ok(id)
            }
            OpKind::Func(Func::Vec, args) => {
                let t = args[0];
                if matches!(self.kind(t), OpKind::Const(_)) {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        "Can't modify constant item in vec",
                    ));
                }
                self.lvalue(t, line)?;
                Ok(id)
            }
            OpKind::CondExpr(..) => Err(Diag::unsupported(
                self.file(),
                line,
                "assignment to a conditional expression",
            )),
            OpKind::Padav { .. } | OpKind::Padhv { .. } | OpKind::Gvav(_) | OpKind::Gvhv(_) => Err(
                Diag::unsupported(self.file(), line, "this operator on an array or hash"),
            ),
            _ => Err(Diag::error(
                self.file(),
                line,
                "Can't modify non-lvalue subexpression",
            )),
        }
    }

    // ---- terms ----------------------------------------------------------------------

    pub(super) fn parse_term(&mut self) -> Result<OpId, Diag> {
        let before = self.last_token;
        let t = self.next(Expect::Term)?;
        let line = t.line;
        match t.tok.clone() {
            Tok::Num(NumLit::Int(v)) => {
                let c = self.const_int(v, line);
                Ok(self.const_overloaded(c, &t))
            }
            Tok::Num(NumLit::Float(f)) => {
                let c = self.op(OpKind::Const(Const::Nv(f)), line);
                Ok(self.const_overloaded(c, &t))
            }
            Tok::Num(NumLit::VString(t)) => self.vstring_literal(&t, line),
            Tok::Str {
                raw,
                interpolate,
                delim,
                line: sline,
            } => {
                if interpolate {
                    self.interpolate(&raw, delim, sline)
                } else {
                    let s = super::interp::unescape_single(&raw, delim);
                    self.note_code_string(&s, line);
                    let k = self.source_text(s, line)?;
                    Ok(self.op(OpKind::Const(k), line))
                }
            }
            Tok::Command {
                raw,
                interpolate,
                delim,
                line: sline,
            } => {
                let cmd = if interpolate {
                    self.interpolate(&raw, delim, sline)?
                } else {
                    let s = super::interp::unescape_single(&raw, delim);
                    self.op(OpKind::Const(Const::Str(s)), line)
                };
                Ok(self.op(OpKind::Func(Func::Readpipe, vec![cmd]), line))
            }
            Tok::Words(ws) => {
                let mut items = Vec::with_capacity(ws.len());
                for w in ws {
                    let k = self.source_text(w, line)?;
                    items.push(self.op(OpKind::Const(k), line));
                }
                let l = self.op(OpKind::List(items), line);
                self.mark_parens(l);
                self.list_slice(l, line)
            }
            Tok::Regex {
                kind,
                pat,
                repl,
                delim,
                repl_delim,
                flags,
                line: rline,
                repl_line,
            } => self.regex_op(
                kind,
                &pat,
                &repl,
                (delim, repl_delim),
                &flags,
                (rline, repl_line),
            ),
            Tok::Var { sigil, name } => self.parse_variable(sigil, &name, line),
            Tok::ArrayLen(name) => {
                let av = self.array_var(&name, line)?;
                Ok(self.op(OpKind::AvLast(av), line))
            }
            Tok::Op("(") => {
                if self.eat_op(")", Expect::Term)? {
                    let s = self.op(OpKind::Stub, line);
                    self.mark_parens(s);
                    return self.list_slice(s, line);
                }
                let inner = self.parse_expr(0)?;
                self.expect_op(")", Expect::Operator)?;
                self.mark_parens(inner);
                self.list_slice(inner, line)
            }
            // test minus_word_filetest_vs_string
            // my $n = -foo;
            // my $e = -e "/tmp";
            // my %h = (-bar => 1, -e => 2);
            // my $m = - 3;
            Tok::Op("-") => {
                // `-e EXPR`: a file test (a one-letter word right after the `-`; read
                // from the source, as `-s` would lex as a substitution).
                if self.peeked.is_none() {
                    let src = &self.lx.src;
                    let p = self.lx.pos;
                    let l = src.get(p).copied().unwrap_or(0);
                    let after = src.get(p + 1).copied().unwrap_or(0);
                    let rest = &src[(p + 1).min(src.len())..];
                    let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
                    if b"erwxoRWXOzsfdlpSbcugktTBAMC".contains(&l)
                        && !(after.is_ascii_alphanumeric() || after == b'_' || after == b':')
                        && !rest[ws..].starts_with(b"=>")
                    {
                        self.lx.pos += 1;
                        return self.parse_filetest(l, line);
                    }
                }
                // `-bareword` is the string "-bareword".
                let peeked = self.peek(Expect::Term)?.clone();
                if let Tok::Ident(w) = &peeked.tok {
                    let w = w.clone();

                    // Not when the word calls a sub: `-five()`, `-five` for a known sub,
                    // or is a class whose method is called (`-Math::BigInt->new(42)`).
                    let rest = &self.lx.src[peeked.end.min(self.lx.src.len())..];
                    let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
                    let call = rest.get(ws) == Some(&b'(')
                        || rest[ws..].starts_with(b"->")
                        || self.sub_declared(&self.qualify(&w));
                    if !self.is_known_function(&w) && !call {
                        self.next(Expect::Term)?;
                        return Ok(self.op(
                            OpKind::Const(Const::Str(format!("-{w}").into_bytes())),
                            line,
                        ));
                    }
                }
                let e = self.parse_expr(BP_UNARY)?;
                Ok(self.negate(e, line))
            }
            Tok::Op("+") => self.parse_expr(BP_UNARY),
            Tok::Op("!") => {
                let e = self.parse_expr(BP_UNARY)?;
                Ok(self.op(OpKind::Not(e), line))
            }
            Tok::Op("~") => {
                let e = self.parse_expr(BP_UNARY)?;
                if self.pragmas().bitwise {
                    return Ok(self.op(OpKind::NComplement(e), line));
                }
                Ok(self.op(OpKind::Complement(e), line))
            }
            Tok::Op("~.") => {
                let e = self.parse_expr(BP_UNARY)?;
                Ok(self.op(OpKind::SComplement(e), line))
            }
            Tok::Op("\\") => {
                if let Tok::Var { sigil: b'&', name } = self.peek(Expect::Term)?.tok.clone() {
                    let name = self.qualify(&name);
                    if let Some(id) = self.module_code(&name, false, line)? {
                        self.next(Expect::Term)?;
                        return Ok(id);
                    }
                    self.next(Expect::Term)?;
                    return Ok(self.op(OpKind::RefCode(name), line));
                }
                if let Tok::Cast(b'&') = self.peek(Expect::Term)?.tok {
                    self.next(Expect::Term)?;
                    let inner = self.parse_cast_inner(line)?;
                    return Ok(self.op(OpKind::CodeByName(inner), line));
                }
                let t = self.peek(Expect::Term)?.clone();
                if let Tok::Glob(name) = t.tok {
                    // `\*STDOUT`: a reference to the glob, as a file handle (not
                    // `\*foo{CODE}`, a reference to the slot's value).
                    let after = self.lx.src.get(t.end..).unwrap_or_default();
                    let ws = after.iter().take_while(|c| c.is_ascii_whitespace()).count();
                    if after.get(ws) != Some(&b'{') {
                        self.next(Expect::Term)?;
                        let q = self.qualify(&name);
                        self.note_mention(&q, b'*', line);
                        let g = self.prog.glob(&q);
                        return Ok(self.op(OpKind::GlobRef(g), line));
                    }
                }
                let e = self.parse_expr(BP_UNARY)?;
                // `\(@a)` makes references to the elements: a list, like `\($x, @a)`.
                let e = if self.has_parens(e)
                    && matches!(
                        self.kind(e),
                        OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_)
                    ) {
                    self.op(OpKind::List(vec![e]), line)
                } else {
                    e
                };
                Ok(self.op(OpKind::RefGen(e), line))
            }
            Tok::Cast(sigil) => self.parse_cast(sigil, line),
            Tok::Glob(name) => {
                let q = self.qualify(&name);
                self.note_mention(&q, b'*', line);
                let n = self.op(OpKind::Const(Const::Str(q.into_bytes())), line);
                self.glob_term(n, false, line)
            }
            Tok::Op("++") | Tok::Op("--") => {
                let e = self.parse_expr(BP_UNARY)?;
                let target = self.lvalue(e, line)?;
                Ok(if t.tok == Tok::Op("++") {
                    self.op(OpKind::Preinc(target), line)
                } else {
                    self.op(OpKind::Predec(target), line)
                })
            }
            Tok::Op("[") => {
                let items = if self.eat_op("]", Expect::Term)? {
                    vec![]
                } else {
                    let e = self.parse_expr(0)?;
                    self.expect_op("]", Expect::Operator)?;
                    self.flatten(e)
                };
                let a = self.op(OpKind::AnonArray(items), line);
                self.subscripts(a, false)
            }
            // test anon_hash_in_term
            // my $r = { a => 1 };
            // my $e = {};
            // sub f { return { b => 2 } }
            // sub g { { c => 3 } }
            Tok::Op("{") => {
                let items = if self.eat_op("}", Expect::Term)? {
                    vec![]
                } else {
                    let e = self.parse_expr(0)?;
                    self.expect_op("}", Expect::Operator)?;
                    self.flatten(e)
                };
                Ok(self.op(OpKind::AnonHash(items), line))
            }
            Tok::Op("<") => Err(Diag::unsupported(
                self.file(),
                line,
                "<FILEHANDLE> readline",
            )),
            Tok::Readline(name) => self.parse_readline(&name, line),
            Tok::GlobPattern { raw, line: gline } => self.parse_angle_glob(&raw, gline),
            // test keyword_is_no_term
            // my %h = (if => 1, while => 2);
            // print $h{if}, "\n";
            Tok::Ident(w)
                if matches!(
                    w.as_str(),
                    "if" | "unless" | "while" | "until" | "foreach" | "for" | "elsif" | "else"
                ) && !self.fat_comma_follows(&t) =>
            {
                // A statement keyword cannot start a term (`$x = if;`, `print(if)`).
                Err(self.syntax_before(before, &t))
            }
            Tok::Ident(w) => self.parse_word(&w, &t),
            _ => Err(self.syntax_at(&t)),
        }
    }

    /// `$$r`, `${EXPR}`, `@$r`, `@{EXPR}`, `%$r`, `$#{EXPR}`, `&$f(...)`, with the
    /// element forms `$$r[0]`, `${$r}{k}`, `@$r[1,2]`, `@$r{qw(a b)}`.
    pub(super) fn parse_cast(&mut self, sigil: u8, line: u32) -> Result<OpId, Diag> {
        if sigil == b'*' {
            // test glob_cast_forms
            // no strict 'refs';
            // my $g = *{"main::x"};
            // *$g = \&f;
            // my $s = ${*$g};
            let name = self.parse_cast_inner(line)?;
            return self.glob_term(name, true, line);
        }
        let inner = if self.eat_op("{", Expect::Term)? {
            let e = self.parse_expr(0)?;
            self.expect_op("}", Expect::Operator)?;
            e
        } else {
            let t = self.next(Expect::Term)?;
            match t.tok {
                Tok::Var { sigil: b'$', name } => self.scalar_var(&name, line)?,
                Tok::Cast(b'$') => {
                    let e = self.parse_cast_inner(line)?;
                    self.op(OpKind::Rv2sv(e), line)
                }
                _ => return Err(self.syntax_at(&t)),
            }
        };
        match sigil {
            b'$' => {
                let t = self.peek(Expect::Operator)?.clone();
                let e = match t.tok {
                    Tok::Op("[") => {
                        self.next(Expect::Operator)?;
                        let av = self.op(OpKind::Rv2av(inner), line);
                        let index = self.parse_expr(0)?;
                        self.expect_op("]", Expect::Operator)?;
                        self.op(OpKind::Aelem { av, index }, line)
                    }
                    Tok::Op("{") => {
                        self.next(Expect::Operator)?;
                        let hv = self.op(OpKind::Rv2hv(inner), line);
                        let key = self.parse_hash_key()?;
                        self.op(OpKind::Helem { hv, key }, line)
                    }
                    _ => return Ok(self.op(OpKind::Rv2sv(inner), line)),
                };
                self.subscripts(e, true)
            }
            b'@' => {
                let t = self.peek(Expect::Operator)?.clone();
                match t.tok {
                    Tok::Op("[") => {
                        self.next(Expect::Operator)?;
                        let av = self.op(OpKind::Rv2av(inner), line);
                        let list = if self.is_op("]", Expect::Term)? {
                            self.op(OpKind::Stub, line)
                        } else {
                            self.parse_expr(0)?
                        };
                        self.expect_op("]", Expect::Operator)?;
                        Ok(self.op(OpKind::Aslice { av, list }, line))
                    }
                    Tok::Op("{") => {
                        self.next(Expect::Operator)?;
                        let hv = self.op(OpKind::Rv2hv(inner), line);
                        let list = self.slice_list("}")?;
                        Ok(self.op(OpKind::Hslice { hv, list }, line))
                    }
                    _ => Ok(self.op(OpKind::Rv2av(inner), line)),
                }
            }
            b'%' => {
                // `%$r{...}`, `%$r[...]`: key/value slices through a reference.
                let t = self.peek(Expect::Operator)?.clone();
                match t.tok {
                    Tok::Op(open @ ("{" | "[")) => {
                        self.next(Expect::Operator)?;
                        let hash = open == "{";
                        let container = if hash {
                            self.op(OpKind::Rv2hv(inner), line)
                        } else {
                            self.op(OpKind::Rv2av(inner), line)
                        };
                        self.kv_slice(container, hash, line)
                    }
                    _ => Ok(self.op(OpKind::Rv2hv(inner), line)),
                }
            }
            b'#' => {
                let av = self.op(OpKind::Rv2av(inner), line);
                Ok(self.op(OpKind::AvLast(av), line))
            }
            _ => {
                if self.eat_op("(", Expect::Operator)? {
                    let args = self.paren_args(line)?;
                    let call = self.op(OpKind::CallRef { code: inner, args }, line);
                    return self.subscripts(call, false);
                }
                // `&$code;`: the call passes our @_ itself.
                let call = self.op(
                    OpKind::CallRef {
                        code: inner,
                        args: vec![],
                    },
                    line,
                );
                Ok(self.op(OpKind::AmperCall(call), line))
            }
        }
    }

    /// After a nested `$` cast: the scalar whose value is dereferenced again (`$$$r`).
    pub(super) fn parse_cast_inner(&mut self, line: u32) -> Result<OpId, Diag> {
        if self.eat_op("{", Expect::Term)? {
            let e = self.parse_expr(0)?;
            self.expect_op("}", Expect::Operator)?;
            return Ok(e);
        }
        let t = self.next(Expect::Term)?;
        match t.tok {
            Tok::Var { sigil: b'$', name } => self.scalar_var(&name, line),
            Tok::Cast(b'$') => {
                let e = self.parse_cast_inner(line)?;
                Ok(self.op(OpKind::Rv2sv(e), line))
            }
            _ => Err(self.syntax_at(&t)),
        }
    }

    /// Subscripts following a term: `->[i]`, `->{k}`, `->(args)`, `->@*` and friends, and
    /// between subscripts the implied arrow (`$x{a}[1]`, when `implicit`).
    pub(super) fn subscripts(&mut self, mut e: OpId, mut implicit: bool) -> Result<OpId, Diag> {
        loop {
            let t = self.peek(Expect::Operator)?.clone();
            match t.tok {
                Tok::Op("[") if implicit => {
                    self.next(Expect::Operator)?;
                    let av = self.op(OpKind::Rv2av(e), t.line);
                    let index = self.parse_expr(0)?;
                    self.expect_op("]", Expect::Operator)?;
                    e = self.op(OpKind::Aelem { av, index }, t.line);
                }
                Tok::Op("{") if implicit => {
                    self.next(Expect::Operator)?;
                    let hv = self.op(OpKind::Rv2hv(e), t.line);
                    let key = self.parse_hash_key()?;
                    e = self.op(OpKind::Helem { hv, key }, t.line);
                }
                Tok::Op("(")
                    if implicit
                        && matches!(
                            self.kind(e),
                            OpKind::Aelem { .. } | OpKind::Helem { .. } | OpKind::CallRef { .. }
                        ) =>
                {
                    self.next(Expect::Operator)?;
                    let args = self.paren_args(t.line)?;
                    e = self.op(OpKind::CallRef { code: e, args }, t.line);
                }
                Tok::Op("->") => {
                    let after = self.lx.src.get(t.end).copied().unwrap_or(0);
                    if !matches!(after, b'[' | b'{' | b'(' | b'@' | b'%' | b'$') {
                        return Ok(e);
                    }
                    self.next(Expect::Operator)?;
                    e = self.arrow_one(e, t.line)?;
                }
                _ => return Ok(e),
            }
            implicit = true;
        }
    }

    /// `EXPR ->` in the operator loop.
    pub(super) fn arrow(&mut self, lhs: OpId, line: u32) -> Result<OpId, Diag> {
        let e = self.arrow_one(lhs, line)?;
        self.subscripts(e, true)
    }

    /// One subscript after `->`.
    pub(super) fn arrow_one(&mut self, e: OpId, line: u32) -> Result<OpId, Diag> {
        let t = self.next(Expect::Operator)?;
        match t.tok {
            Tok::Op("[") => {
                let av = self.op(OpKind::Rv2av(e), line);
                let index = self.parse_expr(0)?;
                self.expect_op("]", Expect::Operator)?;
                Ok(self.op(OpKind::Aelem { av, index }, line))
            }
            Tok::Op("{") => {
                let hv = self.op(OpKind::Rv2hv(e), line);
                let key = self.parse_hash_key()?;
                Ok(self.op(OpKind::Helem { hv, key }, line))
            }
            Tok::Op("(") => {
                let args = self.paren_args(line)?;
                Ok(self.op(OpKind::CallRef { code: e, args }, line))
            }
            Tok::Op("@") if self.eat_op("*", Expect::Operator)? => {
                Ok(self.op(OpKind::Rv2av(e), line))
            }
            Tok::Op("%") if self.eat_op("*", Expect::Operator)? => {
                Ok(self.op(OpKind::Rv2hv(e), line))
            }
            Tok::Op("$") if self.eat_op("*", Expect::Operator)? => {
                Ok(self.op(OpKind::Rv2sv(e), line))
            }
            // `->$#*`: the `#` would start a comment for the lexer.
            Tok::Op("$") if self.lx.src[t.end.min(self.lx.src.len())..].starts_with(b"#*") => {
                self.peeked = None;
                self.lx.pos = t.end + 2;
                let av = self.op(OpKind::Rv2av(e), line);
                Ok(self.op(OpKind::AvLast(av), line))
            }
            // `->@[...]`, `->@{...}`, `->%[...]`, `->%{...}`: slices.
            Tok::Op(sig @ ("@" | "%"))
                if self.is_op("[", Expect::Operator)? || self.is_op("{", Expect::Operator)? =>
            {
                let hash = self.is_op("{", Expect::Operator)?;
                self.next(Expect::Operator)?;
                let container = if hash {
                    self.op(OpKind::Rv2hv(e), line)
                } else {
                    self.op(OpKind::Rv2av(e), line)
                };
                let list = self.slice_list(if hash { "}" } else { "]" })?;
                Ok(match (sig, hash) {
                    ("@", true) => self.op(
                        OpKind::Hslice {
                            hv: container,
                            list,
                        },
                        line,
                    ),
                    ("@", false) => self.op(
                        OpKind::Aslice {
                            av: container,
                            list,
                        },
                        line,
                    ),
                    (_, hash) => self.op(
                        OpKind::KvSlice {
                            container,
                            list,
                            hash,
                        },
                        line,
                    ),
                })
            }
            Tok::Ident(m) => {
                let meth = self.op(OpKind::Const(Const::Str(m.into_bytes())), line);
                self.method_args(e, meth, line)
            }
            Tok::Var { sigil: b'$', name } => {
                let meth = self.scalar_var(&name, line)?;
                self.method_args(e, meth, line)
            }
            Tok::Var { .. } => Err(self.syntax_at(&t)),
            // `->$name(...)`: lexed as an operator here; read the variable again as a term.
            Tok::Op("$")
                if self
                    .lx
                    .src
                    .get(t.end)
                    .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_') =>
            {
                self.peeked = None;
                self.lx.pos = t.start;
                self.lx.line = t.line;
                let v = self.next(Expect::Term)?;
                let Tok::Var { sigil: b'$', name } = v.tok else {
                    return Err(self.syntax_at(&v));
                };
                let meth = self.scalar_var(&name, line)?;
                self.method_args(e, meth, line)
            }
            // `->${ EXPR }(...)`, `->$$ref(...)`: the method (name or code) through a
            // scalar dereference.
            Tok::Op("$") if matches!(self.lx.src.get(t.end), Some(b'{') | Some(b'$')) => {
                let inner = self.parse_cast_inner(line)?;
                let meth = self.op(OpKind::Rv2sv(inner), line);
                self.method_args(e, meth, line)
            }
            _ => {
                // `->$#*`
                if let Tok::ArrayLen(_) = t.tok {
                    return Err(self.syntax_at(&t));
                }
                Err(self.syntax_at(&t))
            }
        }
    }

    /// The rest of a method call after its name: `(ARGS)` or nothing.
    pub(super) fn method_args(&mut self, inv: OpId, meth: OpId, line: u32) -> Result<OpId, Diag> {
        let args = if self.eat_op("(", Expect::Operator)? {
            self.paren_args(line)?
        } else {
            vec![]
        };
        Ok(self.method_call_op(inv, meth, args, line))
    }

    /// `*NAME{SCALAR}`, `{ARRAY}`, `{HASH}` of a special variable's glob (the `{` next):
    /// a reference to that slot, as `\$NAME` ... would be (English's `*-{ARRAY}`, whose
    /// `@-` is no glob's array here). None for another glob or slot, left as it was.
    fn glob_slot(&mut self, full: &str, line: u32) -> Result<Option<OpId>, Diag> {
        let start = match &self.peeked {
            Some((_, _, pos, _)) => *pos,
            None => self.lx.pos,
        };
        let rest = &self.lx.src[start.min(self.lx.src.len())..];
        let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
        let rest = rest.get(ws + 1..).unwrap_or_default();
        let n = rest.iter().take_while(|c| c.is_ascii_alphabetic()).count();
        let sigil = match &rest[..n] {
            b"SCALAR" => b'$',
            b"ARRAY" => b'@',
            b"HASH" => b'%',
            _ => return Ok(None),
        };
        if rest.get(n) != Some(&b'}') {
            return Ok(None);
        }
        let short = full.strip_prefix("main::").unwrap_or(full);
        if !is_special_var(short) {
            return Ok(None);
        }
        let name = short;
        self.next(Expect::Operator)?;
        self.next(Expect::Term)?;
        self.expect_op("}", Expect::Operator)?;
        let v = match sigil {
            b'$' => self.scalar_var(name, line)?,
            b'@' => self.array_var(name, line)?,
            _ => self.hash_var(name, line)?,
        };
        Ok(Some(self.op(OpKind::RefGen(v), line)))
    }

    /// `*NAME` / `*{EXPR}` / `*$g`: the target of a glob assignment when `=` follows,
    /// else a glob value.
    fn glob_term(&mut self, name: OpId, symbolic: bool, line: u32) -> Result<OpId, Diag> {
        if self.is_op("{", Expect::Operator)? {
            if let OpKind::Const(Const::Str(n)) = self.kind(name).clone() {
                if !symbolic {
                    if let Some(r) = self.glob_slot(&String::from_utf8_lossy(&n), line)? {
                        return Ok(r);
                    }
                }
            }
            // `*glob{THING}`: the slot named when it runs (a bareword is its name).
            self.next(Expect::Operator)?;
            let thing = self.parse_hash_key()?;
            let package = self.package().to_string();
            let glob = self.op(
                OpKind::GlobValue {
                    name,
                    package,
                    symbolic,
                },
                line,
            );
            return Ok(self.op(OpKind::Func(Func::GlobElem, vec![glob, thing]), line));
        }
        let package = self.package().to_string();
        let kind = if self.is_op("=", Expect::Operator)? {
            OpKind::GlobName {
                name,
                package,
                symbolic,
            }
        } else {
            OpKind::GlobValue {
                name,
                package,
                symbolic,
            }
        };
        Ok(self.op(kind, line))
    }

    /// `CLASS->METHOD(ARGS)` of a class and method named by the parser.
    pub(super) fn class_method_call(
        &mut self,
        class: &str,
        method: &str,
        args: Vec<OpId>,
        line: u32,
    ) -> OpId {
        let inv = self.op(OpKind::Const(Const::Str(class.as_bytes().to_vec())), line);
        let meth = self.op(OpKind::Const(Const::Str(method.as_bytes().to_vec())), line);
        self.method_call_op(inv, meth, args, line)
    }

    /// `INV->METH(ARGS)`, compiled in the current package (for `SUPER::`).
    pub(super) fn method_call_op(
        &mut self,
        inv: OpId,
        meth: OpId,
        args: Vec<OpId>,
        line: u32,
    ) -> OpId {
        let package = self.package().to_string();
        self.op(
            OpKind::MethodCall {
                inv,
                meth,
                args,
                package,
            },
            line,
        )
    }

    /// `(LIST)[INDEXES]`.
    pub(super) fn list_slice(&mut self, list: OpId, line: u32) -> Result<OpId, Diag> {
        if !self.is_op("[", Expect::Operator)? {
            return Ok(list);
        }
        self.next(Expect::Operator)?;
        let idx = self.parse_expr(0)?;
        self.expect_op("]", Expect::Operator)?;
        if let Some(c) = self.caller_with_level(list) {
            if self.indexes_below(idx, CALLER_SEEN) {
                self.prog.caller_limited.insert(c);
            }
        }
        Ok(self.op(OpKind::ListSlice { list, idx }, line))
    }

    /// `caller(N)` as the whole of a list (what `(caller(N))[...]` and `(...) =
    /// caller(N)` read from).
    pub(crate) fn caller_with_level(&self, id: OpId) -> Option<OpId> {
        match self.kind(id) {
            OpKind::Func(Func::Caller, a) if !a.is_empty() => Some(id),
            OpKind::List(items) if items.len() == 1 => self.caller_with_level(items[0]),
            _ => None,
        }
    }

    /// Whether a slice's indexes are constants below `n` (and at least `-n` from the end:
    /// never, since negative ones reach the last elements).
    pub(super) fn indexes_below(&self, idx: OpId, n: i64) -> bool {
        match self.kind(idx) {
            OpKind::Const(Const::Iv(i)) => (0..n).contains(i),
            OpKind::List(items) => items.iter().all(|i| self.indexes_below(*i, n)),
            OpKind::Range(a, b) => self.indexes_below(*a, n) && self.indexes_below(*b, n),
            _ => false,
        }
    }

    /// Whether a list assignment's left side takes at most `n` items (scalars and
    /// `undef`s, nothing that swallows the rest).
    pub(crate) fn takes_at_most(&self, lhs: OpId, n: usize) -> bool {
        let items = match self.kind(lhs) {
            OpKind::List(items) => items.clone(),
            OpKind::Stub => vec![],
            _ => vec![lhs],
        };
        items.len() <= n
            && items.iter().all(|i| {
                matches!(
                    self.kind(*i),
                    OpKind::Padsv { .. } | OpKind::Gvsv(_) | OpKind::Undef
                )
            })
    }

    pub(super) fn const_int(&mut self, v: u64, line: u32) -> OpId {
        let c = if v <= i64::MAX as u64 {
            Const::Iv(v as i64)
        } else {
            Const::Uv(v)
        };
        self.op(OpKind::Const(c), line)
    }

    /// Unary minus; folded into numeric literals (`-5`) like perl's constant folding.
    pub(super) fn negate(&mut self, e: OpId, line: u32) -> OpId {
        if self.pragmas().integer && !matches!(self.kind(e), OpKind::Const(Const::Iv(_))) {
            // `use integer`: integer negation (of `-3.7` too) at run time.
            return self.op(OpKind::Negate(e), line);
        }
        match self.kind(e).clone() {
            OpKind::Const(Const::Iv(v)) if !self.has_parens(e) => {
                let c = match v.checked_neg() {
                    Some(n) => Const::Iv(n),
                    None => Const::Nv(-(v as f64)),
                };
                self.op(OpKind::Const(c), line)
            }
            OpKind::Const(Const::Uv(v)) if v == (i64::MAX as u64) + 1 => {
                self.op(OpKind::Const(Const::Iv(i64::MIN)), line)
            }
            OpKind::Const(Const::Uv(v)) => self.op(OpKind::Const(Const::Nv(-(v as f64))), line),
            OpKind::Const(Const::Nv(f)) => self.op(OpKind::Const(Const::Nv(-f)), line),
            _ => self.op(OpKind::Negate(e), line),
        }
    }

    /// The fully qualified name of a package variable or sub: special variables always
    /// live in `main`, other names in the current package.
    pub(crate) fn qualify(&self, name: &str) -> String {
        if name.contains("::") {
            if let Some(rest) = name.strip_prefix("::") {
                return format!("main::{rest}");
            }
            name.to_string()
        } else if is_special_var(name)
            || matches!(name, "ENV" | "ARGV" | "INC" | "STDIN" | "STDOUT" | "STDERR")
        {
            format!("main::{name}")
        } else {
            format!("{}::{name}", self.package())
        }
    }

    /// A package variable by sigiled name, subject to `use strict 'vars'`.
    pub(crate) fn global_name(&mut self, full: &str, line: u32) -> Result<GlobIx, Diag> {
        if let Some(q) = self.lookup_our(full) {
            let g = self.prog.glob(&q);
            self.prog.glob_named(g, full);
            return Ok(g);
        }
        let name = &full[1..];
        let q = self.qualify(name);
        let declared = format!("{}{q}", &full[..1]);
        // (An imported variable, or one of `use vars`, may be named under `strict`.)
        if self.pragmas().strict_vars
            && !name.contains("::")
            && !is_special_var(name)
            && !self.vars_declared.contains(&declared)
            && !self.var_aliases.contains_key(&declared)
        {
            return Err(Diag::strict_vars(self.file(), line, full));
        }
        self.note_mention(&q, full.as_bytes()[0], line);
        let g = self.prog.glob(&q);
        self.prog.glob_named(g, full);
        Ok(g)
    }

    /// The special variable a glob alias makes `name` (with `sigil`) another name of
    /// (`$OFS` after English's `*OFS = *,`): its own name, which compiles to perl's
    /// special op for it. None for an alias of an ordinary variable (the glob's slots
    /// are shared when the assignment runs).
    fn special_alias(&self, sigil: char, name: &str) -> Option<String> {
        if self.glob_aliases.is_empty() && self.slot_aliases.is_empty() {
            return None;
        }
        let mut full = self.qualify(name);
        for _ in 0..16 {
            let slot = self.slot_aliases.get(&format!("{sigil}{full}"));
            match slot.or_else(|| self.glob_aliases.get(&full)) {
                Some(next) if *next != full => full = next.clone(),
                _ => break,
            }
        }
        let short = full.strip_prefix("main::")?;
        (short != name && is_special_var(short) && !matches!(short, "a" | "b"))
            .then(|| short.to_string())
    }

    /// The glob perl makes in main for a match variable (`$1`, `$&`, `@-`, `%+`) or `$^E`
    /// the program names, which camelift reads without one: a key of `%main::`.
    fn perl_made_var_glob(&mut self, name: &str) {
        let full = self.qualify(name);
        self.prog.glob(&full);
    }

    pub(crate) fn scalar_var(&mut self, name: &str, line: u32) -> Result<OpId, Diag> {
        let full = format!("${name}");
        if let Some(ix) = self.lookup_my(&full, line)? {
            return Ok(self.op(OpKind::Padsv { ix, intro: false }, line));
        }
        if let Some(special) = self.special_alias('$', name) {
            return self.scalar_var(&special, line);
        }
        if name == "^E" {
            // On Unix `$^E` is `$!`.
            self.perl_made_var_glob(name);
            return self.scalar_var("!", line);
        }
        if name == "^S" {
            return Err(Diag::unsupported(
                self.file(),
                line,
                "$^S (whether an eval is running)",
            ));
        }
        if let Some(op) = self.match_var(name, line) {
            self.perl_made_var_glob(name);
            return Ok(op);
        }
        if name == "List::Util::RAND" {
            // shuffle and sample would call it instead of perl's generator.
            return Err(Diag::unsupported(self.file(), line, "$List::Util::RAND"));
        }
        let g = self.global_name(&full, line)?;
        Ok(self.op(OpKind::Gvsv(g), line))
    }

    pub(crate) fn array_var(&mut self, name: &str, line: u32) -> Result<OpId, Diag> {
        let full = format!("@{name}");
        if let Some(ix) = self.lookup_my(&full, line)? {
            return Ok(self.op(OpKind::Padav { ix, intro: false }, line));
        }
        if let Some(special) = self.special_alias('@', name) {
            return self.array_var(&special, line);
        }
        if name == "-" || name == "+" {
            self.perl_made_var_glob(name);
            return Ok(self.op(OpKind::MatchAv(u8::from(name == "+")), line));
        }
        if name == "^CAPTURE" {
            self.perl_made_var_glob(name);
            return Ok(self.op(OpKind::MatchAv(2), line));
        }
        let g = self.global_name(&full, line)?;
        Ok(self.op(OpKind::Gvav(g), line))
    }

    pub(crate) fn hash_var(&mut self, name: &str, line: u32) -> Result<OpId, Diag> {
        if name.ends_with("::") {
            // `%Foo::`, the symbol table: `%{"Foo::"}` (a view the runtime makes), with no
            // strict refs to refuse it, as perl reads the name; `%::` is `%main::`.
            let pkg = match name.strip_prefix("::").unwrap_or(name) {
                "" => "main::",
                pkg => pkg,
            };
            // Naming it makes the package (a key of `%main::`).
            self.prog.glob(pkg);
            let n = self.op(OpKind::Const(Const::Str(pkg.as_bytes().to_vec())), line);
            let id = self.op(OpKind::Rv2hv(n), line);
            self.prog.op_mut(id).strict_refs = false;
            return Ok(id);
        }
        let full = format!("%{name}");
        if let Some(ix) = self.lookup_my(&full, line)? {
            return Ok(self.op(OpKind::Padhv { ix, intro: false }, line));
        }
        if let Some(special) = self.special_alias('%', name) {
            return self.hash_var(&special, line);
        }
        if name == "-" || name == "+" {
            self.perl_made_var_glob(name);
            return Ok(self.op(OpKind::MatchHv(name == "-"), line));
        }
        if name == "!" || name == "main::!" || name == "::!" {
            // perl ties `%!` to Errno where the program first mentions it, loading
            // Errno (gv_magicalize's require_tie_mod); loading it here ties it.
            if let Some(m) = crate::modules::find("Errno") {
                self.load_module(m, line);
            }
        }
        let g = self.global_name(&full, line)?;
        Ok(self.op(OpKind::Gvhv(g), line))
    }

    /// `$x`, `$x[i]`, `$x{k}`, `@x`, `@x[...]`, `@x{...}`, `%x`, `&x(...)`.
    pub(super) fn parse_variable(
        &mut self,
        sigil: u8,
        name: &str,
        line: u32,
    ) -> Result<OpId, Diag> {
        match sigil {
            b'$' => {
                let t = self.peek(Expect::Operator)?.clone();
                let e = match &t.tok {
                    Tok::Op("[") => {
                        self.next(Expect::Operator)?;
                        let av = self.array_var(name, line)?;
                        let index = self.parse_expr(0)?;
                        self.expect_op("]", Expect::Operator)?;
                        self.op(OpKind::Aelem { av, index }, line)
                    }
                    Tok::Op("{") => {
                        self.next(Expect::Operator)?;
                        let hv = self.hash_var(name, line)?;
                        let key = self.parse_hash_key()?;
                        self.op(OpKind::Helem { hv, key }, line)
                    }
                    _ => return self.scalar_var(name, line),
                };
                self.subscripts(e, true)
            }
            b'@' => {
                let t = self.peek(Expect::Operator)?.clone();
                match &t.tok {
                    Tok::Op("[") => {
                        self.next(Expect::Operator)?;
                        let av = self.array_var(name, line)?;
                        let list = if self.is_op("]", Expect::Term)? {
                            self.op(OpKind::Stub, line)
                        } else {
                            self.parse_expr(0)?
                        };
                        self.expect_op("]", Expect::Operator)?;
                        let op = self.op(OpKind::Aslice { av, list }, line);
                        self.scalar_slice_warning(op, name, list, false, line);
                        Ok(op)
                    }
                    Tok::Op("{") => {
                        self.next(Expect::Operator)?;
                        let hv = self.hash_var(name, line)?;
                        let list = self.slice_list("}")?;
                        let op = self.op(OpKind::Hslice { hv, list }, line);
                        self.scalar_slice_warning(op, name, list, true, line);
                        Ok(op)
                    }
                    _ => self.array_var(name, line),
                }
            }
            b'%' => {
                // `%h{...}` / `%a[...]`: key/value slices.
                let t = self.peek(Expect::Operator)?.clone();
                match t.tok {
                    Tok::Op(open @ ("{" | "[")) => {
                        self.next(Expect::Operator)?;
                        let hash = open == "{";
                        let container = if hash {
                            self.hash_var(name, line)?
                        } else {
                            self.array_var(name, line)?
                        };
                        self.kv_slice(container, hash, line)
                    }
                    _ => self.hash_var(name, line),
                }
            }
            b'&' => {
                let full = self.qualify(name);
                self.module_code(&full, true, line)?;
                if self.eat_op("(", Expect::Operator)? {
                    let args = self.paren_args(line)?;
                    return Ok(self.op(OpKind::Entersub { name: full, args }, line));
                }
                if self.module_function(&full).is_some() {
                    // `&Carp::carp;` of a built-in module's function: called with the
                    // elements of our @_ (a native function keeps no @_ of its own).
                    let args = vec![self.array_var("_", line)?];
                    self.implicit_args.extend(args.iter().copied());
                    return Ok(self.op(OpKind::Entersub { name: full, args }, line));
                }
                // `&name;`: the call passes our @_ itself.
                let call = self.op(
                    OpKind::Entersub {
                        name: full,
                        args: vec![],
                    },
                    line,
                );
                Ok(self.op(OpKind::AmperCall(call), line))
            }
            _ => Err(Diag::syntax(self.file(), line, String::new())),
        }
    }

    /// perl's "Scalar value @a[0] better written as $a[0]" for a one-element slice of a
    /// named array or hash (taken back if the slice turns out to be assigned to).
    pub(super) fn scalar_slice_warning(
        &mut self,
        slice: OpId,
        name: &str,
        sub: OpId,
        hash: bool,
        line: u32,
    ) {
        if !self.warn_on(crate::diag::WarnCat::Syntax) {
            return;
        }
        let shown = match self.kind(sub) {
            OpKind::Const(Const::Iv(i)) => i.to_string(),
            OpKind::Const(Const::Str(s)) if hash => format!("\"{}\"", String::from_utf8_lossy(s)),
            OpKind::Const(Const::Str(s)) => String::from_utf8_lossy(s).into_owned(),
            OpKind::Padsv { .. }
            | OpKind::Gvsv(_)
            | OpKind::Aelem { .. }
            | OpKind::Helem { .. } => "...".into(),
            _ => return,
        };
        let (open, close) = if hash { ('{', '}') } else { ('[', ']') };
        let w = crate::diag::warning(
            self.file(),
            line,
            format!(
                "Scalar value @{name}{open}{shown}{close} better written as ${name}{open}{shown}{close}"
            ),
        );
        self.slice_warnings.insert(slice, self.prog.warnings.len());
        self.prog.warnings.push(w);
    }

    /// `defined &name`, `exists &{...}`: the operand is a sub, not a call.
    pub(super) fn code_operand_follows(&mut self) -> Result<bool, Diag> {
        let paren = self.is_op("(", Expect::Operator)?;
        let pos = self.peeked.as_ref().map(|p| p.2).unwrap_or(self.lx.pos);
        let rest = &self.lx.src[pos.min(self.lx.src.len())..];
        let mut i = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
        if paren {
            i += 1;
            i += rest[i.min(rest.len())..]
                .iter()
                .take_while(|c| c.is_ascii_whitespace())
                .count();
        }
        Ok(rest.get(i) == Some(&b'&') && rest.get(i + 1) != Some(&b'&'))
    }

    /// `%h{...}` / `%a[...]` after the opening bracket: the key/value slice op.
    pub(super) fn kv_slice(
        &mut self,
        container: OpId,
        hash: bool,
        line: u32,
    ) -> Result<OpId, Diag> {
        let list = self.slice_list(if hash { "}" } else { "]" })?;
        Ok(self.op(
            OpKind::KvSlice {
                container,
                list,
                hash,
            },
            line,
        ))
    }

    /// The inside of a slice subscript up to `close`; a lone bareword in `@h{word}` is a
    /// string.
    pub(super) fn slice_list(&mut self, close: &'static str) -> Result<OpId, Diag> {
        if close == "}" {
            let t = self.peek(Expect::Term)?.clone();
            if let Tok::Ident(w) = &t.tok {
                let rest = &self.lx.src[t.end.min(self.lx.src.len())..];
                let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
                if rest.get(ws) == Some(&b'}') {
                    self.next(Expect::Term)?;
                    self.expect_op("}", Expect::Operator)?;
                    return Ok(self.op(OpKind::Const(Const::Str(w.as_bytes().to_vec())), t.line));
                }
            }
        }
        if self.is_op(close, Expect::Term)? {
            self.next(Expect::Term)?;
            return Ok(self.op(OpKind::Stub, self.lx.line));
        }
        let list = self.parse_expr(0)?;
        self.expect_op(close, Expect::Operator)?;
        Ok(list)
    }

    // test hash_key_bareword
    // my %h;
    // $h{key} = 1;
    // $h{ spaced } = 2;
    // $h{-dash} = 3;
    // $h{shift} = 4;
    // $h{shift()} = 5;
    // $h{"a" . "b"} = 6;
    /// The inside of `{...}` after a hash: a bareword (or `-bareword`) is a string key.
    pub(crate) fn parse_hash_key(&mut self) -> Result<OpId, Diag> {
        let t = self.peek(Expect::Term)?.clone();
        let line = t.line;
        let bare = match &t.tok {
            Tok::Ident(w) => Some(w.clone()),
            Tok::Op("-") => {
                let after = &self.lx.src[t.end..];
                let n = after
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                    .count();
                let rest = &after[n..];
                let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
                if n > 0 && !after[0].is_ascii_digit() && rest.get(ws) == Some(&b'}') {
                    self.next(Expect::Term)?;
                    let w = self.next(Expect::Term)?;
                    if let Tok::Ident(w) = w.tok {
                        self.expect_op("}", Expect::Operator)?;
                        return Ok(self.op(
                            OpKind::Const(Const::Str(format!("-{w}").into_bytes())),
                            line,
                        ));
                    }
                }
                None
            }
            _ => None,
        };
        if let Some(w) = bare {
            let after = &self.lx.src[t.end..];
            let ws = after.iter().take_while(|c| c.is_ascii_whitespace()).count();
            if after.get(ws) == Some(&b'}') {
                self.next(Expect::Term)?;
                self.expect_op("}", Expect::Operator)?;
                return Ok(self.op(OpKind::Const(Const::Str(w.into_bytes())), line));
            }
        }
        let key = self.parse_expr(0)?;
        self.expect_op("}", Expect::Operator)?;
        // `$h{$i, $j}`: a multi-dimensional key, the parts joined with `$;`.
        if let OpKind::List(items) = self.kind(key).clone() {
            if items.len() > 1 && !self.has_parens(key) {
                let g = self.prog.glob("main::;");
                let sep = self.op(OpKind::Gvsv(g), line);
                let list = self.op(OpKind::List(items), line);
                return Ok(self.op(OpKind::Func(Func::Join, vec![sep, list]), line));
            }
        }
        Ok(key)
    }

    /// Arguments inside parentheses (the `(` already consumed).
    pub(crate) fn paren_args(&mut self, line: u32) -> Result<Vec<OpId>, Diag> {
        if self.eat_op(")", Expect::Term)? {
            return Ok(vec![]);
        }
        let e = self.parse_expr(0)?;
        self.expect_op(")", Expect::Operator)?;
        let _ = line;
        Ok(self.flatten(e))
    }

    /// Arguments of a list operator without parentheses: everything up to a loose `or`/`and`
    /// or the end of the statement.
    pub(crate) fn list_args(&mut self) -> Result<Vec<OpId>, Diag> {
        // After a list operator (`print`, `return`, `push`...) a `/` starts a pattern.
        if !(self.slash_follows(false) || self.starts_term()?) {
            return Ok(vec![]);
        }
        let e = self.parse_expr(BP_COMMA)?;
        Ok(self.flatten(e))
    }

    /// Arguments of a list operator, with or without parentheses.
    pub(super) fn func_args(&mut self, line: u32) -> Result<(Vec<OpId>, bool), Diag> {
        if self.eat_op("(", Expect::Operator)? {
            return Ok((self.paren_args(line)?, true));
        }
        Ok((self.list_args()?, false))
    }

    /// The optional single argument of a named unary operator.
    pub(super) fn unary_arg(&mut self, line: u32) -> Result<Option<OpId>, Diag> {
        if self.eat_op("(", Expect::Operator)? {
            let args = self.paren_args(line)?;
            return match args.len() {
                0 => Ok(None),
                1 => Ok(Some(args[0])),
                _ => Err(Diag::error(self.file(), line, "Too many arguments")),
            };
        }
        if !self.starts_term()? {
            return Ok(None);
        }
        Ok(Some(self.parse_expr(BP_NAMED_UNARY_ARG)?))
    }

    pub(crate) fn flatten(&mut self, e: OpId) -> Vec<OpId> {
        match self.kind(e) {
            OpKind::List(items) if !self.has_parens(e) => items.clone(),
            _ => vec![e],
        }
    }

    /// The rest of a parenthesised argument list whose `(` is already read: nothing, or a
    /// list, then `)`.
    pub(crate) fn paren_list_rest(&mut self) -> Result<Vec<OpId>, Diag> {
        if self.eat_op(")", Expect::Term)? {
            return Ok(vec![]);
        }
        let e = self.parse_expr(0)?;
        self.expect_op(")", Expect::Operator)?;
        Ok(self.flatten(e))
    }

    pub(super) fn topic(&mut self, line: u32) -> OpId {
        let g = self.prog.glob("main::_");
        self.op(OpKind::Gvsv(g), line)
    }

    /// `@_` inside a sub, `@ARGV` at file level: the default of `shift` and `pop`.
    pub(super) fn default_array(&mut self, line: u32) -> OpId {
        let name = if self.in_sub() {
            "main::_"
        } else {
            "main::ARGV"
        };
        let g = self.prog.glob(name);
        let av = self.op(OpKind::Gvav(g), line);
        self.implicit_args.insert(av);
        av
    }

    pub(super) fn is_known_function(&self, w: &str) -> bool {
        Func::from_name(w).is_some()
            || Self::io_func_word(w).is_some()
            || matches!(
                w,
                "defined"
                    | "readline"
                    | "scalar"
                    | "undef"
                    | "print"
                    | "say"
                    | "printf"
                    | "shift"
                    | "pop"
                    | "split"
                    | "pos"
                    | "study"
            )
    }

    /// `OP ARRAY, LIST` with or without parentheses (`push`, `unshift`, `splice`).
    pub(super) fn array_then_list(
        &mut self,
        what: &str,
        line: u32,
    ) -> Result<(OpId, Vec<OpId>), Diag> {
        let paren = self.eat_op("(", Expect::Operator)?;
        let av = self.array_operand(what, line)?;
        let mut items = vec![];
        // test push_fat_comma
        // my @a; push @a => 1, 2; unshift @a => 0;
        if self.eat_op(",", Expect::Operator)? || self.eat_op("=>", Expect::Operator)? {
            let e = if paren {
                self.parse_expr(0)?
            } else {
                self.parse_expr(BP_COMMA)?
            };
            items = self.flatten(e);
        }
        if paren {
            self.expect_op(")", Expect::Operator)?;
        }
        Ok((av, items))
    }

    /// An array operand (`push @a`, `shift @a`), as an array op.
    pub(super) fn array_operand(&mut self, what: &str, line: u32) -> Result<OpId, Diag> {
        let e = self.parse_expr(BP_NAMED_UNARY_ARG)?;
        match self.kind(e) {
            OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_) => Ok(e),
            _ => Err(Diag::error(
                self.file(),
                line,
                format!(
                    "Type of arg 1 to {what} must be array (not {})",
                    self.describe(e)
                ),
            )),
        }
    }

    pub(super) fn describe(&self, e: OpId) -> &'static str {
        match self.kind(e) {
            OpKind::Const(_) => "constant item",
            OpKind::Padsv { .. } | OpKind::Gvsv(_) => "private variable",
            OpKind::Padhv { .. } | OpKind::Gvhv(_) => "private hash",
            _ => "expression",
        }
    }

    pub(super) fn starts_term_for_shift(&mut self) -> Result<bool, Diag> {
        Ok(matches!(
            &self.peek(Expect::Term)?.tok,
            Tok::Var { sigil: b'@', .. } | Tok::Cast(b'@')
        ))
    }

    /// A `=>` follows the token `t`, maybe after white space and comments over lines.
    pub(super) fn fat_comma_follows(&self, t: &Token) -> bool {
        let (p, _) = self.lx.blanks_from(t.end);
        self.lx.src[p.min(self.lx.src.len())..].starts_with(b"=>")
    }

    // test typed_declaration
    // use feature 'state'; package Dog; package main;
    // my Dog $spot; my Dog ($a, $b); our Dog $x; state Dog $s; my %h = (Dog => 1);
    /// `my WORD`, `our WORD`, `state WORD` (`decl` the declarator's token, `before` the
    /// token before it, `t` the word): perl takes the word for the class of a typed
    /// declaration (`my Dog $spot`), a package that must exist at this point of the
    /// compilation (toke.c's find_in_my_stash): then the variable's token (or the `(` of
    /// a list of them) is read and given back. The class is only a check perl makes of
    /// `$spot->{KEY}` against the class's `use fields` at compile time, which camelift does
    /// not make (README).
    pub(super) fn typed_declaration(
        &mut self,
        decl: LastToken,
        before: LastToken,
        t: &Token,
        class: &str,
    ) -> Result<Token, Diag> {
        let next = self.next(Expect::Term)?;
        let var = matches!(next.tok, Tok::Var { .. } | Tok::Op("("));
        if self.class_known(class) {
            return if var {
                Ok(next)
            } else {
                Err(self.syntax_before(decl, &next))
            };
        }
        // "near" the token before the declarator when it is on the same line (perl's
        // lexer keeps only the current line).
        let start = if before.line == decl.line && before.start < decl.start {
            before.start
        } else {
            decl.start
        };
        let end = t.end.min(self.lx.src.len());
        let near = String::from_utf8_lossy(&self.lx.src[start.min(t.start)..end]).into_owned();
        let then = (!var).then(|| self.syntax_before(decl, &next));
        Err(Diag::no_such_class(self.file(), t.line, class, near, then))
    }

    /// Whether package `class` exists at this point of the compilation, as a typed
    /// declaration needs: `main`, the current package (`__PACKAGE__`), a package declared
    /// or loaded, or one a name already compiled made (`$Dog::x`: perl's stash of it).
    fn class_known(&self, class: &str) -> bool {
        let prefix = format!("{class}::");
        class == "main"
            || class == "__PACKAGE__"
            || self.prog.packages.iter().any(|p| p == class)
            || self.modules.is_loaded(class)
            || self.prog.globs.iter().any(|g| g.name.starts_with(&prefix))
    }

    /// `our $x`, `our @a`, `our ($x, %h)`: package variables usable under strict by their
    /// short names for the rest of the scope.
    pub(super) fn parse_our(&mut self, line: u32) -> Result<OpId, Diag> {
        let declared = self.our_declaration(line)?;
        self.var_attributes(declared, "our", line)
    }

    fn our_declaration(&mut self, line: u32) -> Result<OpId, Diag> {
        let our_tok = self.last_token;
        let before = self.prev_token;
        if let Tok::Ident(class) = self.peek(Expect::Term)?.tok.clone() {
            let t = self.next(Expect::Term)?;
            if self.fat_comma_follows(&t) {
                return Err(self.syntax_at(&t));
            }
            let var = self.typed_declaration(our_tok, before, &t, &class)?;
            // The variable's token is read again by the untyped form.
            self.peeked = Some((var.clone(), Expect::Term, var.start, var.line));
        }
        let paren = self.eat_op("(", Expect::Term)?;
        let mut items = vec![];
        let mut declare = |p: &mut Self, sigil: u8, name: &str| {
            let full = format!("{}{name}", sigil as char);
            let q = p.declare_our(&full, line);
            let g = p.prog.glob(&q);
            p.prog.glob_named(g, &full);
            Ok(match sigil {
                b'@' => p.op(OpKind::Gvav(g), line),
                b'%' => p.op(OpKind::Gvhv(g), line),
                _ => p.op(OpKind::Gvsv(g), line),
            })
        };
        if paren {
            self.declaration_list(&mut items, line, &mut declare)?;
        } else {
            let t = self.next(Expect::Term)?;
            let Tok::Var { sigil, name } = t.tok else {
                return Err(self.syntax_at(&t));
            };
            items.push(declare(self, sigil, &name)?);
        }
        if paren {
            let l = self.op(OpKind::List(items), line);
            self.mark_parens(l);
            // `our ($x, @y);` declares too.
            self.declarations.insert(l);
            return Ok(l);
        }
        let e = items.pop().unwrap_or_else(|| self.op(OpKind::Stub, line));
        // `our $x;` alone declares; it is not a useless use of the variable.
        self.declarations.insert(e);
        Ok(e)
    }

    pub(super) fn check_localizable(&mut self, e: OpId, line: u32) -> Result<(), Diag> {
        match self.kind(e).clone() {
            OpKind::Gvsv(_)
            | OpKind::Gvav(_)
            | OpKind::Gvhv(_)
            | OpKind::Helem { .. }
            | OpKind::Hslice { .. }
            | OpKind::Aelem { .. }
            // A name's variable, or perl's run-time "Can't localize through a reference".
            | OpKind::Rv2sv(_)
            | OpKind::Rv2av(_)
            | OpKind::Rv2hv(_) => Ok(()),
            OpKind::List(items) => {
                for it in items {
                    self.check_localizable(it, line)?;
                }
                Ok(())
            }
            OpKind::Padsv { .. } | OpKind::Padav { .. } | OpKind::Padhv { .. } => Err(Diag::error(
                self.file(),
                line,
                "Can't localize lexical variable",
            )),
            _ => Err(Diag::unsupported(
                self.file(),
                line,
                "local on this expression",
            )),
        }
    }

    pub(super) fn mark_state(&mut self, ix: u32, state: u32) {
        if let Some(entry) = self.subs_last_pad().get_mut(ix as usize) {
            entry.state = Some(state);
        }
    }

    pub(super) fn parse_my(&mut self, line: u32) -> Result<OpId, Diag> {
        let my_tok = self.last_token;
        let before = self.prev_token;
        let mut t = self.next(Expect::Term)?;
        if let Tok::Ident(class) = &t.tok {
            // `my Dog $spot`; `my if = 2`: perl reads the word as the class of a typed
            // declaration.
            if !self.fat_comma_follows(&t) {
                let class = class.clone();
                t = self.typed_declaration(my_tok, before, &t, &class)?;
                self.declaring_class = Some(self.typed_class(class));
            }
        }
        let declared = self.my_declaration(&t, line);
        self.declaring_class = None;
        let declared = declared?;
        self.var_attributes(declared, "my", line)
    }

    /// The variables of `my`, the token after it (or after its class) read.
    fn my_declaration(&mut self, t: &Token, line: u32) -> Result<OpId, Diag> {
        match &t.tok {
            Tok::Var { sigil, name } => {
                let op = self.my_var(*sigil, name, line)?;
                Ok(op)
            }
            Tok::Op("(") => {
                let mut items = vec![];
                self.declaration_list(&mut items, line, &mut |p, sigil, name| {
                    p.my_var(sigil, name, line)
                })?;
                let l = self.op(OpKind::List(items), line);
                self.mark_parens(l);
                Ok(l)
            }
            _ => Err(self.syntax_at(t)),
        }
    }

    /// The class a typed declaration names (`__PACKAGE__` the current package).
    pub(super) fn typed_class(&self, class: String) -> String {
        if class == "__PACKAGE__" {
            self.package().to_string()
        } else {
            class
        }
    }

    // test my_nested_lists
    // my (($a, $b), $c) = (1, 2, 3);
    // my ($x, ($y, (undef, $z)),, ()) = (4, 5, 6, 7);
    // our (($o), @p) = (8, 9);
    /// The rest of a `my (...)` or `our (...)` list, after its `(`: perl parses the
    /// parentheses as an expression and declares every variable in it, so nested lists
    /// flatten into one (`my (($a, $b), $c)` is `my ($a, $b, $c)`); `undef` skips a value,
    /// and commas may repeat or end the list. `declare` makes a variable's op.
    pub(super) fn declaration_list(
        &mut self,
        items: &mut Vec<OpId>,
        line: u32,
        declare: &mut dyn FnMut(&mut Self, u8, &str) -> Result<OpId, Diag>,
    ) -> Result<(), Diag> {
        loop {
            let v = self.next(Expect::Term)?;
            match &v.tok {
                Tok::Op(")") => return Ok(()),
                Tok::Op("(") => self.declaration_list(items, line, declare)?,
                Tok::Var { sigil, name } => {
                    let op = declare(self, *sigil, name)?;
                    items.push(op);
                }
                Tok::Ident(u) if u == "undef" => items.push(self.op(OpKind::Undef, line)),
                _ => return Err(self.syntax_at(&v)),
            }
            let mut comma = false;
            while self.eat_op(",", Expect::Operator)? {
                comma = true;
            }
            if !comma {
                self.expect_op(")", Expect::Operator)?;
                return Ok(());
            }
        }
    }

    pub(super) fn my_var(&mut self, sigil: u8, name: &str, line: u32) -> Result<OpId, Diag> {
        if !(name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_'))
            || name == "_" && sigil == b'$'
        {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Can't use global {}{name} in \"my\"", sigil as char),
            ));
        }
        let full = format!("{}{name}", sigil as char);
        let ix = self.declare_my(&full, line)?;
        Ok(match sigil {
            b'$' => self.op(OpKind::Padsv { ix, intro: true }, line),
            b'@' => self.op(OpKind::Padav { ix, intro: true }, line),
            b'%' => self.op(OpKind::Padhv { ix, intro: true }, line),
            _ => return Err(Diag::syntax(self.file(), line, String::new())),
        })
    }

    /// `print`, `printf`, `say` (`core`: written `CORE::say`, which needs no feature).
    pub(super) fn parse_print(&mut self, w: &str, line: u32, core: bool) -> Result<OpId, Diag> {
        if w == "say" && !core && !self.pragmas().say {
            if self.sub_declared("main::say") {
                let args = self.list_args()?;
                return Ok(self.op(
                    OpKind::Entersub {
                        name: "main::say".into(),
                        args,
                    },
                    line,
                ));
            }
            return Err(Diag::error(self.file(), line, "say() requires \"use feature 'say'\" (or use v5.10) to be enabled; camelift reports this instead of perl's \"String found where operator expected\""));
        }
        let paren = self.eat_op("(", Expect::Operator)?;
        let mut handle = Handle::Selected;
        let ht = self.peek(Expect::Term)?.clone();
        match &ht.tok {
            // test print_bareword_handle
            // print STDERR "to stderr\n";
            // print STDOUT "to stdout\n";
            // print STDERR;
            // open(OUT, ">", "/dev/null");
            // print OUT "x\n";
            Tok::Ident(h) if (h == "STDOUT" || h == "STDERR") && !self.fat_comma_follows(&ht) => {
                self.next(Expect::Term)?;
                if self.is_op(",", Expect::Operator)? {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        "No comma allowed after filehandle",
                    ));
                }
                handle = if h == "STDERR" {
                    Handle::Stderr
                } else {
                    Handle::Stdout
                };
            }
            // test print_word_comma
            // sub greet { "hi" }
            // print greet, "\n";
            // print time, "\n";
            // print v65.66, "\n";
            Tok::Ident(h)
                if !h.contains("::")
                    // A version string `v65.66`: perl's checkcomma reads the word `v65`,
                    // and a dot follows it, not a comma.
                    && !h.contains('.')
                    && !self.fat_comma_follows(&ht)
                    && comma_follows(&self.lx.src[ht.end..])
                    && !self.is_known_function(h)
                    && unsupported_builtin(h).is_none()
                    && !super::is_keyword(h)
                    && !h.starts_with("__")
                    && !self.sub_declared(&self.qualify(h))
                    && self.module_function(&self.qualify(h)).is_none() =>
            {
                // perl's checkcomma: a word that is no sub and no keyword, then a comma.
                return Err(Diag::error(
                    self.file(),
                    line,
                    "No comma allowed after filehandle",
                ));
            }
            Tok::Ident(h)
                if h.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                    && !self.is_known_function(h)
                    && !matches!(h.as_str(), "__PACKAGE__" | "__FILE__" | "__LINE__")
                    // Without the feature `__SUB__` is a word like any other.
                    && (h != "__SUB__" || !self.pragmas().current_sub)
                    && !self.fat_comma_follows(&ht)
                    && bareword_is_print_handle(&self.lx.src[ht.end..])
                    && !self.sub_declared(&self.qualify(h)) =>
            {
                let h = h.clone();
                self.next(Expect::Term)?;
                handle = self.handle_glob(&h);
            }
            // test print_block_handle
            // open(my $fh, ">", "/dev/null");
            // print {$fh} "x\n";
            // print { $fh } "y\n";
            Tok::Op("{") => {
                self.next(Expect::Term)?;
                if let Tok::Glob(name) = self.peek(Expect::Term)?.tok.clone() {
                    // `print {*STDERR} ...`: the handle of that glob.
                    self.next(Expect::Term)?;
                    self.expect_op("}", Expect::Operator)?;
                    handle = self.handle_glob(&name);
                } else {
                    let e = self.parse_expr(0)?;
                    self.expect_op("}", Expect::Operator)?;
                    handle = Handle::Expr(e);
                }
            }
            // test print_scalar_handle_vs_expr
            // open(my $fh, ">", "/dev/null");
            // my $n = 3;
            // print $fh "to fh\n";
            // print $fh $n;
            // print $n - 1;
            // print $n -1;
            // print $n, "\n";
            // print $n;
            Tok::Var { sigil: b'$', .. } => {
                // `print $fh LIST`: a scalar followed directly by a term.
                let after = &self.lx.src[ht.end..];
                let ws = after
                    .iter()
                    .take_while(|c| **c == b' ' || **c == b'\t')
                    .count();
                let word: Vec<u8> = after[ws.min(after.len())..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                    .copied()
                    .collect();
                let is_word_term = !word.is_empty()
                    && !word[0].is_ascii_digit()
                    && !matches!(
                        word.as_slice(),
                        b"x" | b"eq"
                            | b"ne"
                            | b"lt"
                            | b"gt"
                            | b"le"
                            | b"ge"
                            | b"cmp"
                            | b"and"
                            | b"or"
                            | b"xor"
                            | b"not"
                            | b"if"
                            | b"unless"
                            | b"while"
                            | b"until"
                            | b"for"
                            | b"foreach"
                            | b"isa"
                    );
                // perl's toke.c guesses the same way: what follows the blank starts a
                // term and not an operator (`print $fh 3`, `print $fh -1`, `&f`).
                let at = |k: usize| after.get(ws + k).copied().unwrap_or(b' ');
                let ident_start = |b: u8| b.is_ascii_alphabetic() || b == b'_';
                // `print $o -> meth`, `print $o ->meth`: a method call, not a handle.
                let term_sign = matches!(at(0), b'-' | b'+' | b'?')
                    && !at(1).is_ascii_whitespace()
                    && at(1) != b'='
                    && !(at(0) == b'-' && at(1) == b'>');
                let term = match at(0) {
                    // `print $fh ("a", "b")` (Getopt::Long's VersionMessage).
                    b'"' | b'\'' | b'$' | b'@' | b'`' | b'(' => true,
                    // `<<EOF`, `<<"EOF"`, `<<~EOF`: a here-document.
                    b'<' if at(1) == b'<' => {
                        ident_start(at(2)) || matches!(at(2), b'"' | b'\'' | b'~')
                    }
                    b'&' | b'*' | b'<' | b'%' => ident_start(at(1)),
                    b'0'..=b'9' => true,
                    b'.' => at(1).is_ascii_digit(),
                    b'/' => !at(1).is_ascii_whitespace() && !matches!(at(1), b'=' | b'/'),
                    _ => term_sign,
                };
                if ws > 0 && (term || is_word_term) {
                    if let Tok::Var { name, .. } = &ht.tok {
                        let name = name.clone();
                        self.next(Expect::Term)?;
                        handle = Handle::Expr(self.scalar_var(&name, ht.line)?);
                    }
                }
            }
            _ => {}
        }
        let args = if paren {
            self.paren_list_rest()?
        } else {
            self.list_args()?
        };
        if w == "printf" {
            if args.is_empty() {
                let t = self.topic(line);
                return Ok(self.op(
                    OpKind::Printf {
                        handle,
                        args: vec![t],
                    },
                    line,
                ));
            }
            return Ok(self.op(OpKind::Printf { handle, args }, line));
        }
        let args = if args.is_empty() {
            vec![self.topic(line)]
        } else {
            args
        };
        Ok(self.op(
            OpKind::Print {
                handle,
                args,
                newline: w == "say",
            },
            line,
        ))
    }

    /// The arguments of the call `sort NAME LIST` / `sort $subref LIST` makes for each
    /// pair: `$a` and `$b`. They become the sub's @_ only when its prototype is `($$)`
    /// (perl's pp_sort looks at the prototype when the sort starts); otherwise the sub
    /// sees its caller's @_ and the pushed pair is dropped at its entry.
    fn sort_pair_args(&mut self, line: u32) -> Vec<OpId> {
        let a = self.prog.glob("main::a");
        let b = self.prog.glob("main::b");
        vec![
            self.op(OpKind::Gvsv(a), line),
            self.op(OpKind::Gvsv(b), line),
        ]
    }

    pub(super) fn parse_func(&mut self, f: Func, line: u32) -> Result<OpId, Diag> {
        // test sort_block_vs_list
        // sub by_num { $a <=> $b }
        // my @l = (3, 1);
        // my @s = sort { $a <=> $b } @l;
        // my @n = sort by_num @l;
        // my @t = sort @l;
        if f == Func::Sort {
            let paren = self.eat_op("(", Expect::Operator)?;
            let block = self.is_op("{", Expect::Term)?;
            let cmp = if block {
                Some(self.expression_block()?)
            } else if let Tok::Ident(n) = self.peek(Expect::Term)?.tok.clone() {
                // `sort NAME LIST`: NAME is a comparison sub unless it is one of perl's
                // keywords (toke.c's force_word with check_keyword: `sort glob(...)`,
                // `sort map {...} @x`), also before a parenthesised list (`sort by_num
                // (@x)`, `sort by_num(@x)`); only `sort(NAME(...))`, the paren straight
                // after NAME, calls it (perlfunc's "syntactical care" examples).
                let after = self
                    .lx
                    .src
                    .get(self.peeked.as_ref().map(|p| p.0.end).unwrap_or(0)..)
                    .unwrap_or(&[])
                    .to_vec();
                let ws = after.iter().take_while(|c| c.is_ascii_whitespace()).count();
                let next = after.get(ws).copied().unwrap_or(0);
                let word = n.strip_prefix("CORE::").unwrap_or(&n);
                let is_list_op = self.is_known_function(&n)
                    || camelift_abi::core_protos::core_prototype(word).is_some();
                let call = next == b'(' && paren && ws == 0;
                if !is_list_op && !call && next != b',' {
                    let t = self.next(Expect::Term)?;
                    let name = self.qualify(&n);
                    let args = self.sort_pair_args(t.line);
                    let call = self.op(OpKind::Entersub { name, args }, t.line);
                    Some(self.op(OpKind::Lineseq(vec![call]), t.line))
                } else {
                    None
                }
            } else if let Tok::Var { sigil: b'$', name } = self.peek(Expect::Term)?.tok.clone() {
                // `sort $subref LIST`: a scalar followed straight by the list.
                let end = self.peeked.as_ref().map(|p| p.0.end).unwrap_or(0);
                let after = self.lx.src.get(end..).unwrap_or(&[]);
                let ws = after.iter().take_while(|c| c.is_ascii_whitespace()).count();
                let next = after.get(ws).copied().unwrap_or(0);
                if matches!(next, b'@' | b'$' | b'(' | b'"' | b'\'') || next.is_ascii_alphanumeric()
                {
                    let t = self.next(Expect::Term)?;
                    let code = self.scalar_var(&name, t.line)?;
                    let args = self.sort_pair_args(t.line);
                    let call = self.op(OpKind::CallRef { code, args }, t.line);
                    Some(self.op(OpKind::Lineseq(vec![call]), t.line))
                } else {
                    None
                }
            } else {
                None
            };
            if let Some(cmp) = cmp {
                let _ = self.eat_op(",", Expect::Operator)?;
                let list = self.list_operand(paren, line)?;
                if block {
                    self.warn_lexical_sort_vars(cmp)?;
                }
                self.prog.glob("main::a");
                self.prog.glob("main::b");
                let named = !block;
                return Ok(self.op(OpKind::SortBy { cmp, list, named }, line));
            }
            let args = if paren {
                if self.eat_op(")", Expect::Term)? {
                    vec![]
                } else {
                    let e = self.parse_expr(0)?;
                    self.expect_op(")", Expect::Operator)?;
                    self.flatten(e)
                }
            } else {
                self.list_args()?
            };
            return Ok(self.op(OpKind::Func(f, args), line));
        }
        if matches!(f, Func::System | Func::Exec) {
            // `system { PROGRAM } LIST`: the indirect object names the program to run.
            let paren = self.eat_op("(", Expect::Operator)?;
            let program = if self.eat_op("{", Expect::Term)? {
                let e = self.parse_expr(0)?;
                self.expect_op("}", Expect::Operator)?;
                Some(e)
            } else {
                None
            };
            let mut args = if paren {
                self.paren_args(line)?
            } else {
                self.list_args()?
            };
            let f = match program {
                Some(p) => {
                    args.insert(0, p);
                    if f == Func::System {
                        Func::SystemProgram
                    } else {
                        Func::ExecProgram
                    }
                }
                None => f,
            };
            return Ok(self.op(OpKind::Func(f, args), line));
        }
        let args = if f.takes_list() {
            let (args, _) = self.func_args(line)?;
            args
        } else if f == Func::Unpack {
            // `unpack TEMPLATE, EXPR`: a list operator of two scalars, EXPR defaulting
            // to `$_`.
            let (mut args, _) = self.func_args(line)?;
            if args.len() == 1 {
                args.push(self.topic(line));
            }
            args
        } else if matches!(
            f,
            Func::Substr | Func::Index | Func::Rindex | Func::Vec | Func::Waitpid
        ) {
            if !self.eat_op("(", Expect::Operator)? {
                self.list_args()?
            } else {
                self.paren_args(line)?
            }
        } else if matches!(f, Func::Time | Func::Times | Func::Fork | Func::Wait) {
            if self.eat_op("(", Expect::Operator)? {
                self.expect_op(")", Expect::Term)?;
            }
            vec![]
        } else {
            match self.unary_arg(line)? {
                Some(a) => vec![a],
                None if f.defaults_to_topic() => vec![self.topic(line)],
                None => vec![],
            }
        };
        let (min, max) = match f {
            Func::Substr => (2, 3),
            Func::Index | Func::Rindex => (2, 3),
            Func::Vec => (3, 3),
            Func::Join => (1, usize::MAX),
            Func::Sprintf => (1, usize::MAX),
            Func::Pack => (1, usize::MAX),
            Func::Unpack => (2, 2),
            Func::Waitpid => (2, 2),
            _ => (0, usize::MAX),
        };
        if args.len() < min {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Not enough arguments for {}", f.name()),
            ));
        }
        if args.len() > max && !(f == Func::Substr && args.len() == 4) {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Too many arguments for {}", f.name()),
            ));
        }
        let mut args = args;
        if f == Func::Prototype {
            let pkg = self.package().to_string().into_bytes();
            args.truncate(1);
            args.push(self.op(OpKind::Const(crate::ops::Const::Str(pkg)), line));
        }
        Ok(self.op(OpKind::Func(f, args), line))
    }

    pub(crate) fn in_sub(&self) -> bool {
        self.subs.len() > 1
    }

    pub(super) fn sub_declared(&self, full: &str) -> bool {
        self.declared_subs.contains(full) || self.sub_aliases.contains_key(full)
    }

    /// perl's warning for a lexical `$a` or `$b` compared by the last statement of a sort
    /// block (`<=>` or `cmp`): sort sets the package variables, so the comparison reads
    /// something else. perl gives it when it finishes the sort, at the line of the token
    /// after the list.
    pub(super) fn warn_lexical_sort_vars(&mut self, block: OpId) -> Result<(), Diag> {
        if !self.pragmas().warnings.on(crate::diag::WarnCat::Syntax) {
            return Ok(());
        }
        let OpKind::Lineseq(stmts) = self.kind(block) else {
            return Ok(());
        };
        let Some(&last) = stmts.last() else {
            return Ok(());
        };
        let OpKind::Binop(BinOp::NumCmp | BinOp::StrCmp, x, y) = *self.kind(last) else {
            return Ok(());
        };
        let mut texts = vec![];
        for operand in [x, y] {
            let OpKind::Padsv { ix, .. } = *self.kind(operand) else {
                continue;
            };
            let entry = &self.subs_last_pad()[ix as usize];
            if entry.name == "$a" || entry.name == "$b" {
                let decl = if entry.state.is_some() { "state" } else { "my" };
                texts.push(format!("\"{decl} {}\" used in sort comparison", entry.name));
            }
        }
        if texts.is_empty() {
            return Ok(());
        }
        let line = self.peek(Expect::Operator)?.line;
        for t in texts {
            let w = crate::diag::warning(self.file(), line, t);
            self.prog.warnings.push(w);
        }
        Ok(())
    }

    /// The LIST after `map BLOCK` / `sort BLOCK`: up to the `)` when the call had
    /// parentheses, else everything a list operator takes.
    pub(super) fn list_operand(&mut self, paren: bool, line: u32) -> Result<OpId, Diag> {
        let e = if paren {
            let e = if self.is_op(")", Expect::Term)? {
                self.op(OpKind::Stub, line)
            } else {
                self.parse_expr(0)?
            };
            self.expect_op(")", Expect::Operator)?;
            e
        } else if self.starts_term()? {
            self.parse_expr(BP_COMMA)?
        } else {
            self.op(OpKind::Stub, line)
        };
        let items = self.flatten(e);
        Ok(self.op(OpKind::List(items), line))
    }

    // test map_block_vs_expr
    // my @l = (1, 2);
    // my %h = map { $_ => 1 } @l;
    // my @m = map { +{ n => $_ } } @l;
    // my @c = map { { %$_ } } @m;
    // my @d = map { { a, 1 } } @l;
    // my @e = map $_ * 2, @l;
    // my @g = grep /1/, @l;
    /// `map BLOCK LIST`, `map EXPR, LIST` (and `grep`).
    pub(super) fn parse_map_grep(&mut self, grep: bool, line: u32) -> Result<OpId, Diag> {
        let paren = self.eat_op("(", Expect::Operator)?;
        let brace = match self.peek(Expect::Term)? {
            t if matches!(t.tok, Tok::Op("{")) => Some(t.end),
            _ => None,
        };
        let body = if brace.is_some_and(|a| !braces_open_hash(&self.lx.src, a)) {
            self.map_block_start = true;
            let b = self.expression_block();
            self.map_block_start = false;
            let b = b?;
            // A block is followed by the list, not by a comma (perl: syntax error).
            let t = self.peek(Expect::Operator)?.clone();
            if matches!(t.tok, Tok::Op("," | "=>")) {
                return Err(self.syntax_before(self.last_token, &t));
            }
            b
        } else {
            let e = self.parse_expr(BP_COMMA + 1)?;
            // `map [$_, 1] => LIST`: the fat comma is a comma here too.
            if !self.eat_op("=>", Expect::Operator)? {
                if brace.is_some() && !self.is_op(",", Expect::Operator)? {
                    // (An anonymous hash, as perl guessed, then no comma.)
                    let t = self.peek(Expect::Operator)?.clone();
                    return Err(self.syntax_before(self.last_token, &t));
                }
                self.expect_op(",", Expect::Operator)?;
            }
            self.op(OpKind::Lineseq(vec![e]), line)
        };
        let list = self.list_operand(paren, line)?;
        self.vivify_list_derefs(list, line);
        self.prog.glob("main::_");
        Ok(self.op(OpKind::MapGrep { grep, body, list }, line))
    }

    /// `map`/`grep`'s list is modifiable (`$_` aliases each item; perl's op_lvalue):
    /// `@{$h->{x}}` and `%{$r}` there make an array or hash of an undefined element or
    /// variable, as `for (@{$h->{x}})` does, where a plain list would die "Can't use an
    /// undefined value as an ARRAY reference" (Test2's `@{$out->{amnesty}}`). Done as
    /// `@{$h->{x} //= []}`, which is the same for every value of `$h->{x}`.
    fn vivify_list_derefs(&mut self, list: OpId, line: u32) {
        let items = match self.kind(list) {
            OpKind::List(items) => items.clone(),
            _ => vec![list],
        };
        for it in items {
            let (inner, hash) = match *self.kind(it) {
                OpKind::Rv2av(e) => (e, false),
                OpKind::Rv2hv(e) => (e, true),
                _ => continue,
            };
            if !matches!(
                self.kind(inner),
                OpKind::Helem { .. }
                    | OpKind::Aelem { .. }
                    | OpKind::Padsv { .. }
                    | OpKind::Gvsv(_)
            ) {
                continue;
            }
            let empty = if hash {
                self.op(OpKind::AnonHash(vec![]), line)
            } else {
                self.op(OpKind::AnonArray(vec![]), line)
            };
            let viv = self.op(OpKind::DorAssign(inner, empty), line);
            self.prog.op_mut(it).kind = if hash {
                OpKind::Rv2hv(viv)
            } else {
                OpKind::Rv2av(viv)
            };
        }
    }

    /// A block inside an expression (`do {}`, `eval {}`): its own scope; `my` variables
    /// the enclosing statement declared stay pending until that statement ends.
    pub(super) fn expression_block(&mut self) -> Result<OpId, Diag> {
        let pending = std::mem::take(&mut self.pending);
        self.push_scope();
        let body = self.parse_block();
        self.pop_scope();
        self.pending = pending;
        body
    }
}

/// How many of `caller(N)`'s elements a program may see: the hints, warning bits and hint
/// hash after them are not kept.
const CALLER_SEEN: i64 = 8;

/// Built-ins that exist in perl but not yet here: a clear message instead of a call to an
/// undefined sub.
pub(super) fn unsupported_builtin(w: &str) -> Option<&'static str> {
    Some(match w {
        "require" => "require",
        // IO::Handle's format_write and formline methods call them.
        "write" | "formline" => "formats",
        "lock" => "lock",
        "dump" => "dump",
        "fc" => "fc",
        "getpwnam" | "getpwuid" | "getgrnam" | "getgrgid" | "getpwent" | "getgrent"
        | "getlogin" => "the user and group database",
        _ => return None,
    })
}

/// Whether a comma follows (after blanks): `print WORD,`.
fn comma_follows(rest: &[u8]) -> bool {
    rest.iter().find(|c| !c.is_ascii_whitespace()) == Some(&b',')
}

// test print_bareword_handle_or_string
// $_ = "x\n";
// print FOO;
// print FOO if 1;
// print FOO - 1;
// print FOO . "a";
// print FOO == 1;
// print FOO ? 1 : 2;
// print FOO->can("x") ? 1 : 2;
// print __PACKAGE__;
/// Whether the upper-case bareword after `print`/`printf`/`say`, followed by `after`, is
/// a filehandle (perl's guess in toke.c): it is unless an operator follows it, so
/// `print FOO;`, `print FOO if $x` and `print FOO -1` print `$_`/`-1` to FOO, while `print
/// FOO . "a"`, `print FOO == 1` and `print FOO ? 1 : 2` use the word as a string. A
/// following `(` or `,` is left to the caller's other rules (a call, or perl's "No comma
/// allowed after filehandle").
pub(super) fn bareword_is_print_handle(after: &[u8]) -> bool {
    let ws = after.iter().take_while(|c| c.is_ascii_whitespace()).count();
    let rest = &after[ws..];
    let at = |k: usize| rest.get(k).copied().unwrap_or(b';');
    let word: Vec<u8> = rest
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
        .copied()
        .collect();
    if !word.is_empty() && !word[0].is_ascii_digit() {
        // An infix word operator makes the bareword its operand; any other word (a
        // statement modifier, `or`, a term) leaves it a filehandle.
        return !matches!(
            word.as_slice(),
            b"x" | b"eq" | b"ne" | b"lt" | b"gt" | b"le" | b"ge" | b"cmp" | b"isa"
        );
    }
    match at(0) {
        b'(' | b',' => false,
        // `print FOO->method`: a class name.
        b'-' => at(1) != b'>',
        b'.' => at(1).is_ascii_digit(),
        b'=' | b'?' | b'|' | b'^' | b'>' | b'!' | b'~' => false,
        b'<' => at(1) != b'=' && at(1) != b'<' && at(1) != b' ',
        b'&' => at(1).is_ascii_alphabetic() || at(1) == b'_' || at(1) == b'$',
        b'/' | b'%' => false,
        _ => true,
    }
}

impl Parser {
    /// A numeric literal in the scope of `overload::constant` (`use bigint`): the object
    /// its handler makes of the literal's text (perl's new_constant, which toke.c calls
    /// for each number it scans), as `OpKind::ConstObj`; otherwise the constant `c`.
    /// Decimal integers are `integer`, hexadecimal, octal and binary ones `binary`,
    /// numbers with a point or an exponent (or too big for an integer) `float`; the
    /// text is the literal's without its underscores. The handler is called among the
    /// BEGIN-time statements, where the literal is (its output comes when perl's would).
    fn const_overloaded(&mut self, c: OpId, t: &Token) -> OpId {
        let p = self.pragmas();
        if p.const_kinds == 0 {
            return c;
        }
        let OpKind::Const(value) = self.kind(c).clone() else {
            return c;
        };
        let text: Vec<u8> = self.lx.src[t.start.min(t.end)..t.end.min(self.lx.src.len())]
            .iter()
            .copied()
            .filter(|&b| b != b'_')
            .collect();
        let based = text.len() > 1
            && text[0] == b'0'
            && (text[1].is_ascii_digit()
                || matches!(text[1], b'x' | b'X' | b'b' | b'B' | b'o' | b'O'));
        let kind = if matches!(value, Const::Nv(_)) {
            camelift_abi::CONST_OVERLOAD_FLOAT
        } else if based {
            camelift_abi::CONST_OVERLOAD_BINARY
        } else {
            camelift_abi::CONST_OVERLOAD_INTEGER
        };
        if p.const_kinds & (1 << kind) == 0 {
            return c;
        }
        let id = self.prog.const_objs;
        self.prog.const_objs += 1;
        let obj = OpKind::ConstObj {
            id,
            site: p.const_site,
            kind,
            text,
            value,
        };
        // The handler runs when the literal is compiled, as perl's does: in the
        // BEGIN-time statements, in order (the literal's op finds the object made).
        let made = self.op(obj.clone(), t.line);
        crate::ops::contextualize(&mut self.prog, made, crate::ops::Cx::Void);
        self.hoisted.push(made);
        self.op(obj, t.line)
    }
}

/// perl's guess (toke.c, a `{` where a block or an anonymous hash may start: after
/// `map` and `grep`) of whether the brace whose text follows `after` opens an anonymous
/// hash: `{}`, or a first term that is a quoted string, a `q`-quote or a word, followed
/// by `=>`, or by `,` unless the word starts with a lowercase letter other than `q` (it
/// could be a call). Anything else opens a block.
pub(super) fn braces_open_hash(src: &[u8], after: usize) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let len = src.len();
    // perl's skipspace: white space and comments.
    let mut s = after;
    loop {
        while s < len && src[s].is_ascii_whitespace() {
            s += 1;
        }
        if s < len && src[s] == b'#' {
            while s < len && src[s] != b'\n' {
                s += 1;
            }
            continue;
        }
        break;
    }
    let Some(&first) = src.get(s) else {
        return false;
    };
    if first == b'}' {
        return true;
    }
    let mut t = s;
    if matches!(first, b'\'' | b'"' | b'`') {
        t += 1;
        while t < len && src[t] != first {
            if src[t] == b'\\' {
                t += 1;
            }
            t += 1;
        }
        t += 1;
    } else if first == b'q' {
        t += 1;
        let quote_like = t < len
            && (!word(src[t])
                || (matches!(src[t], b'q' | b'x') && t + 1 < len && !word(src[t + 1]) && {
                    t += 1;
                    true
                }));
        if quote_like {
            while t < len && src[t].is_ascii_whitespace() {
                t += 1;
            }
            let Some(&open) = src.get(t) else {
                return false;
            };
            let close = match open {
                b'(' => b')',
                b'[' => b']',
                b'{' => b'}',
                b'<' => b'>',
                o => o,
            };
            let mut depth = 1;
            t += 1;
            while t < len {
                if src[t] == b'\\' && open != b'\\' {
                    t += 1;
                } else if src[t] == open && open != close {
                    depth += 1;
                } else if src[t] == close {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                t += 1;
            }
            t += 1;
        } else {
            while t < len && word(src[t]) {
                t += 1;
            }
        }
    } else if word(first) {
        while t < len && word(src[t]) {
            t += 1;
        }
    }
    while t < len && src[t].is_ascii_whitespace() {
        t += 1;
    }
    match src.get(t) {
        Some(b',') => first == b'q' || !first.is_ascii_lowercase(),
        Some(b'=') => src.get(t + 1) == Some(&b'>'),
        _ => false,
    }
}
