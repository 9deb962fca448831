//! Sub signatures (`use feature 'signatures'`, `use v5.36`) and sub attributes.
//!
//! A signature is desugared here into ops that exist, as perl's own parser turns it into
//! an `argcheck` op and one `argelem` per parameter: `ArgCheck` first (the count, before
//! any default runs), then per parameter a `my` statement of its own, so each parameter
//! is a fresh lexical of the call that later defaults see and its own default does not:
//! `my $x = $_[0]`, `my $y = @_ > 1 ? $_[1] : DEFAULT`, `my @rest = @_[2 .. $#_]`.
//! The parameters are copies of the arguments; @_ is still set, as in perl 5.36.
//! docs/decisions/signatures.md has the reasons.

use super::expr::BP_ASSIGN;
use super::Parser;
use crate::diag::Diag;
use crate::diag::WarnCat;
use crate::lex::{Expect, Tok};
use crate::ops::{children_of, BinOp, Const, Func, OpId, OpKind};

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// What `sub NAME ATTRS` / `sub ATTRS` declared through its attributes.
#[derive(Default)]
pub(super) struct SubAttrs {
    /// `:prototype(...)`, as written.
    pub(super) prototype: Option<String>,
}

impl Parser {
    fn byte_at(&self, at: usize) -> u8 {
        self.lx.src.get(at).copied().unwrap_or(0)
    }

    fn text(&self, from: usize, to: usize) -> String {
        let to = to.min(self.lx.src.len());
        String::from_utf8_lossy(&self.lx.src[from.min(to)..to]).into_owned()
    }

    // test sub_attributes
    // sub f :prototype($) { 1 } sub g : method prototype($$) { 2 } my $h = sub :prototype() { 3 };
    /// The attributes after `sub NAME :` (the `:` read; `named`: not an anonymous sub):
    /// `prototype(...)` takes effect as a prototype does, `method` has none on what
    /// camelift compiles; `const` on a named sub is perl's error (which perl's parser goes
    /// on after); `lvalue` and an anonymous sub's `const` are not supported; any other
    /// name is perl's "Invalid CODE attribute".
    pub(super) fn parse_sub_attrs(&mut self, line: u32, named: bool) -> Result<SubAttrs, Diag> {
        let mut attrs = SubAttrs::default();
        loop {
            self.lx.skip_space();
            let start = self.lx.pos;
            if !is_ident_start(self.byte_at(start)) {
                break;
            }
            let mut end = start;
            while is_ident_char(self.byte_at(end)) {
                end += 1;
            }
            let name = self.text(start, end);
            let mut arg = None;
            if self.byte_at(end) == b'(' {
                // perl's scan_str: the text up to the matching `)`, a backslash escaping
                // the next character.
                let (mut depth, mut p) = (1, end + 1);
                while depth > 0 {
                    match self.byte_at(p) {
                        0 if p >= self.lx.src.len() => {
                            return Err(Diag::error(
                                &self.file,
                                line,
                                "Unterminated attribute parameter in attribute list",
                            ));
                        }
                        b'\\' => p += 1,
                        b'(' => depth += 1,
                        b')' => depth -= 1,
                        b'\n' => self.lx.line += 1,
                        _ => {}
                    }
                    p += 1;
                }
                arg = Some(self.text(end + 1, p - 1));
                end = p;
            }
            self.lx.pos = end;
            match (name.as_str(), arg) {
                ("prototype", Some(p)) => {
                    if !super::proto::is_prototype(p.as_bytes()) {
                        return Err(Diag::unsupported(
                            &self.file,
                            line,
                            "a :prototype attribute that is not a valid prototype",
                        ));
                    }
                    attrs.prototype = Some(p);
                }
                ("method", None) => {}
                ("const", None) if named => {
                    let l = self.lx.line;
                    if self.pragmas().warnings.default_on(WarnCat::ConstAttr) {
                        let w = crate::diag::warning(&self.file, l, ":const is experimental");
                        self.prog.warnings.push(w);
                    }
                    let e = format!(
                        ":const is not permitted on named subroutines at {} line {l}, at end of line",
                        self.file
                    );
                    self.deferred_errors.push(e);
                }
                ("lvalue" | "const", None) => {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        &format!("the sub attribute :{name}"),
                    ));
                }
                (_, arg) => {
                    let shown = match arg {
                        Some(a) => format!("{name}({a})"),
                        None => name,
                    };
                    return Err(Diag::begin_failed(
                        &self.file,
                        line,
                        format!("Invalid CODE attribute: {shown}"),
                    ));
                }
            }
            self.lx.skip_space();
            if self.byte_at(self.lx.pos) == b':' && self.byte_at(self.lx.pos + 1) != b':' {
                self.lx.pos += 1;
            }
        }
        Ok(attrs)
    }

    // test var_attributes
    // my $x :shared = 1; my ($p, $q) : shared = (2, 3); our @o :shared; my $t = 1 ? my $u : 2;
    /// The attributes after a declaration `decl` of `my`/`our`/`state` (`kind`), when a
    /// `:` follows it (not `::`) and then a word, `=` or `;` (`1 ? my $x : 2` is a
    /// conditional). `shared` does nothing without threads, as perl's attributes.pm does;
    /// any other is attributes.pm's "Invalid SCALAR attribute": at compile time for `our`
    /// (a BEGIN failure), when the declaration runs for `my` and `state`, after the value
    /// assigned to it is made. The declaration comes back, for `my` with that death
    /// before it.
    pub(super) fn var_attributes(
        &mut self,
        decl: OpId,
        kind: &str,
        line: u32,
    ) -> Result<OpId, Diag> {
        let (start, start_line) = match &self.peeked {
            Some(p) => (p.2, p.3),
            None => (self.lx.pos, self.lx.line),
        };
        let mut p = start;
        while self.byte_at(p).is_ascii_whitespace() {
            p += 1;
        }
        if self.byte_at(p) != b':' || self.byte_at(p + 1) == b':' {
            return Ok(decl);
        }
        let mut q = p + 1;
        while self.byte_at(q).is_ascii_whitespace() {
            q += 1;
        }
        let next = self.byte_at(q);
        if !(is_ident_start(next) || next == b'=' || next == b';') {
            return Ok(decl);
        }
        self.peeked = None;
        self.lx.pos = start;
        self.lx.line = start_line;
        self.lx.skip_space();
        self.lx.pos += 1;
        let mut invalid = vec![];
        loop {
            self.lx.skip_space();
            let from = self.lx.pos;
            if !is_ident_start(self.byte_at(from)) {
                break;
            }
            let mut end = from;
            while is_ident_char(self.byte_at(end)) {
                end += 1;
            }
            let name = self.text(from, end);
            let mut shown = name.clone();
            if self.byte_at(end) == b'(' {
                let (mut depth, mut at) = (1, end + 1);
                while depth > 0 {
                    match self.byte_at(at) {
                        0 if at >= self.lx.src.len() => {
                            return Err(Diag::error(
                                &self.file,
                                line,
                                "Unterminated attribute parameter in attribute list",
                            ));
                        }
                        b'\\' => at += 1,
                        b'(' => depth += 1,
                        b')' => depth -= 1,
                        b'\n' => self.lx.line += 1,
                        _ => {}
                    }
                    at += 1;
                }
                shown = self.text(from, at);
                end = at;
            }
            self.lx.pos = end;
            if shown != "shared" {
                invalid.push(shown);
            }
            self.lx.skip_space();
            if self.byte_at(self.lx.pos) == b':' && self.byte_at(self.lx.pos + 1) != b':' {
                self.lx.pos += 1;
            }
        }
        if invalid.is_empty() {
            return Ok(decl);
        }
        let first = match self.kind(decl) {
            OpKind::List(items) => items.first().copied().unwrap_or(decl),
            OpKind::StateVar { var, .. } => *var,
            _ => decl,
        };
        let what = match self.kind(first) {
            OpKind::Padav { .. } | OpKind::Gvav(_) => "ARRAY",
            OpKind::Padhv { .. } | OpKind::Gvhv(_) => "HASH",
            _ => "SCALAR",
        };
        let s = if invalid.len() > 1 { "s" } else { "" };
        let text = format!("Invalid {what} attribute{s}: {}", invalid.join(" : "));
        if kind == "our" {
            return Err(Diag::begin_failed(&self.file, line, text));
        }
        if kind == "state" {
            return Err(Diag::unsupported(
                &self.file,
                line,
                "an attribute other than :shared on a state variable",
            ));
        }
        let msg = self.op(OpKind::Const(Const::Str(text.into_bytes())), line);
        let die = self.op(OpKind::Func(crate::ops::Func::Die, vec![msg]), line);
        self.attribute_deaths.insert(die);
        let items = match self.kind(decl) {
            OpKind::List(items) => items.clone(),
            _ => vec![decl],
        };
        let l = self.op(OpKind::List([vec![die], items].concat()), line);
        self.mark_parens(l);
        Ok(l)
    }

    /// perl's warning for `sub NAME(PROTO) :prototype(...)`: the attribute wins.
    pub(super) fn prototype_overridden(&mut self, old: &str, new: &str, sub: &str, line: u32) {
        if self.warn_on(WarnCat::Prototype) {
            let w = crate::diag::warning(
                &self.file,
                line,
                format!("Prototype '{old}' overridden by attribute 'prototype({new})' in {sub}"),
            );
            self.prog.warnings.push(w);
        }
    }

    /// The body of a sub with a signature, the `(` read: the signature's statements,
    /// then the block's, in one scope (a `my $x` in the block masks a parameter `$x`).
    pub(super) fn signed_block(&mut self, line: u32) -> Result<OpId, Diag> {
        self.push_scope();
        let (mut stmts, defaults) = self.parse_signature(line)?;
        let close = self.lx.pos.saturating_sub(1);
        if self.is_op(":", Expect::Operator)? {
            let t = self.peek(Expect::Operator)?.clone();
            return Err(Diag::error(
                &self.file,
                t.line,
                "Subroutine attributes must come before the signature",
            ));
        }
        let t = self.peek(Expect::Term)?.clone();
        if !matches!(t.tok, Tok::Op("{")) {
            // perl's parser reports it from the signature's `)`.
            return Err(Diag::syntax(&self.file, t.line, self.text(close, t.end)));
        }
        self.expect_op("{", Expect::Term)?;
        let body = self.parse_lineseq(false)?;
        self.pop_scope();
        self.expect_op("}", Expect::Operator)?;
        let mut found = vec![];
        if self
            .pragmas()
            .warnings
            .default_on(WarnCat::ArgsArrayWithSignatures)
        {
            for d in defaults {
                self.args_array_uses(d, Some("subroutine argument default value"), &mut found)?;
            }
            self.args_array_uses(body, None, &mut found)?;
        }
        for (line, text) in found {
            let w = crate::diag::warning(
                &self.file,
                line,
                format!("{text} with signatured subroutine is experimental"),
            );
            self.prog.warnings.push(w);
        }
        match self.kind(body).clone() {
            OpKind::Lineseq(user) if !user.is_empty() => stmts.extend(user),
            // An empty body returns the empty list, not the last parameter.
            _ => stmts.push(self.op(OpKind::Stub, line)),
        }
        Ok(self.op(OpKind::Lineseq(stmts), line))
    }

    /// perl's "near" text of an error found at a parameter's end: from the start of the
    /// parameter's last token through the `,` or `)` that ends it (and the blanks after
    /// a `)`, up to the end of its line), and the line reached.
    fn param_end_near(&self, last: usize, term: usize) -> (String, u32) {
        let mut end = term + 1;
        let mut line = self.lx.line;
        if self.byte_at(term) == b')' {
            while matches!(self.byte_at(end), b' ' | b'\t') {
                end += 1;
            }
            if self.byte_at(end) == b'\n' {
                end += 1;
                line += 1;
            }
        }
        (self.text(last, end), line)
    }

    // test sub_signature
    // use v5.36; sub f ($x, $, $y = $x + 1, $z = f(1)) {} sub g ($s, @rest) {} sub h ($=, %o) {}
    /// The parameters up to the closing `)` (the `(` read), as statements. Errors perl's
    /// grammar reports at a parameter's end are deferred to the end of the parse, as
    /// perl goes on after them; an error of its lexer ends the parse at once.
    fn parse_signature(&mut self, line: u32) -> Result<(Vec<OpId>, Vec<OpId>), Diag> {
        let check = self.op(
            OpKind::ArgCheck {
                params: 0,
                opt_params: 0,
                slurpy: 0,
            },
            line,
        );
        let mut stmts = vec![check];
        let mut defaults = vec![];
        let mut errors: Vec<String> = vec![];
        let (mut params, mut opt_params, mut slurpy) = (0u32, 0u32, 0u8);
        let mut delim = self.lx.pos.saturating_sub(1);
        let mut first = true;
        loop {
            self.lx.skip_space();
            let at = self.lx.pos;
            match self.byte_at(at) {
                b')' => {
                    self.lx.pos += 1;
                    break;
                }
                b',' if !first => {
                    delim = at;
                    self.lx.pos += 1;
                    continue;
                }
                b'$' | b'@' | b'%' => {}
                _ => return Err(self.bad_param_start(delim, at)),
            }
            first = false;
            let sigil = self.byte_at(at);
            let pline = self.lx.line;
            let mut p = at + 1;
            while is_ident_char(self.byte_at(p)) {
                p += 1;
            }
            let name = self.text(at + 1, p);
            if name.starts_with(|c: char| c.is_ascii_digit()) {
                return Err(self.illegal_operator(delim, p, None));
            }
            if name == "_" {
                return Err(Diag::error_near(
                    &self.file,
                    pline,
                    format!(
                        "Can't use global {}_ in subroutine signature",
                        sigil as char
                    ),
                    self.text(delim, p),
                ));
            }
            if name.is_empty()
                && !matches!(
                    self.byte_at(p),
                    b' ' | b'\t' | b'\n' | b'\r' | b',' | b'=' | b')' | b'#'
                )
            {
                return Err(self.illegal_sigil_char(delim, at, pline));
            }
            self.lx.pos = p;
            let mut last = at;
            self.lx.skip_space();
            let mut optional = false;
            let mut default = None;
            let c = self.byte_at(self.lx.pos);
            let rest = &self.lx.src[self.lx.pos.min(self.lx.src.len())..];
            if rest.starts_with(b"//=") || rest.starts_with(b"||=") {
                return Err(self.illegal_operator(delim, self.lx.pos, Some((sigil, &name))));
            }
            if c == b'=' {
                optional = true;
                last = self.lx.pos;
                self.lx.pos += 1;
                self.lx.skip_space();
                if matches!(self.byte_at(self.lx.pos), b',' | b')') {
                    if !name.is_empty() {
                        let (near, l) = self.param_end_near(last, self.lx.pos);
                        errors.push(near_error(
                            &self.file,
                            l,
                            "Optional parameter lacks default expression",
                            near,
                        ));
                    }
                } else {
                    let e = self.parse_expr(BP_ASSIGN)?;
                    let t = self.peek(Expect::Operator)?.clone();
                    if !matches!(t.tok, Tok::Op(",") | Tok::Op(")")) {
                        return Err(self.syntax_before(self.last_token, &t));
                    }
                    last = self.last_token.start;
                    // Back to reading bytes, from before the `,` or `)`.
                    if let Some((_, _, pos, l)) = self.peeked.take() {
                        self.lx.pos = pos;
                        self.lx.line = l;
                    }
                    self.lx.skip_space();
                    self.default_void_warnings(e);
                    defaults.push(e);
                    default = Some(e);
                }
            } else if c != b',' && c != b')' {
                return Err(self.illegal_operator(delim, self.lx.pos, Some((sigil, &name))));
            }
            let term = self.lx.pos;
            let (near, l) = self.param_end_near(last, term);
            let index = params;
            if sigil == b'$' {
                if slurpy != 0 {
                    errors.push(near_error(
                        &self.file,
                        l,
                        "Slurpy parameter not last",
                        near.clone(),
                    ));
                }
                if !optional && opt_params > 0 {
                    errors.push(near_error(
                        &self.file,
                        l,
                        "Mandatory parameter follows optional parameter",
                        near,
                    ));
                }
                params += 1;
                if optional {
                    opt_params += 1;
                }
                if let Some(st) = self.scalar_param(&name, index, default, pline)? {
                    stmts.push(st);
                }
            } else {
                if optional {
                    errors.push(near_error(
                        &self.file,
                        l,
                        "A slurpy parameter may not have a default value",
                        near,
                    ));
                } else if slurpy != 0 {
                    errors.push(near_error(
                        &self.file,
                        l,
                        "Multiple slurpy parameters not allowed",
                        near,
                    ));
                }
                slurpy = sigil;
                if !name.is_empty() {
                    stmts.push(self.slurpy_param(sigil, &name, index, pline)?);
                }
            }
            self.lx.pos = term + 1;
            if self.byte_at(term) == b')' {
                break;
            }
            delim = term;
        }
        self.deferred_errors.extend(errors);
        self.prog.op_mut(check).kind = OpKind::ArgCheck {
            params,
            opt_params,
            slurpy,
        };
        Ok((stmts, defaults))
    }

    /// `$x` (`my $x = $_[i]`), `$x = D` (`my $x = @_ > i ? $_[i] : D`), `$ = D`
    /// (`@_ > i or D`): a statement of its own, after which the variable is visible.
    fn scalar_param(
        &mut self,
        name: &str,
        index: u32,
        default: Option<OpId>,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        if name.is_empty() && default.is_none() {
            return Ok(None);
        }
        let elem = {
            let av = self.args_av(line);
            let i = self.op(OpKind::Const(Const::Iv(i64::from(index))), line);
            self.op(OpKind::Aelem { av, index: i }, line)
        };
        let given = default.map(|_| {
            let av = self.args_av(line);
            let i = self.op(OpKind::Const(Const::Iv(i64::from(index))), line);
            self.op(OpKind::Binop(BinOp::NumGt, av, i), line)
        });
        let st = match (name.is_empty(), given, default) {
            (true, Some(g), Some(d)) => {
                // The default of a nameless parameter is still run, but its value is
                // perl's argdefelem's (scalar context), not a useless one: no "Useless
                // use" for `$ = 5`.
                self.voided.insert(d);
                self.op(OpKind::Or(g, d), line)
            }
            (false, given, default) => {
                let rhs = match (given, default) {
                    (Some(g), Some(d)) => self.op(OpKind::CondExpr(g, elem, d), line),
                    _ => elem,
                };
                let lhs = self.my_var(b'$', name, line)?;
                self.op(OpKind::Sassign { lhs, rhs }, line)
            }
            _ => return Ok(None),
        };
        self.note_cop_of(st);
        self.intro_pending();
        Ok(Some(st))
    }

    /// A default is in scalar context (perl's argdefelem), so in a comma list all but the
    /// last item are in void context: perl warns of them as it parses the default.
    fn default_void_warnings(&mut self, e: OpId) {
        if let OpKind::List(items) = self.kind(e).clone() {
            if let Some((_, init)) = items.split_last() {
                for &it in init {
                    crate::ops::contextualize(&mut self.prog, it, crate::ops::Cx::Void);
                    self.void_warnings(it);
                }
            }
        }
    }

    /// `@rest` (`my @rest = @_[i .. $#_]`) / `%opts` (`ArgHash`, perl's own texts).
    fn slurpy_param(&mut self, sigil: u8, name: &str, index: u32, line: u32) -> Result<OpId, Diag> {
        let st = if sigil == b'%' {
            let hv = self.my_var(sigil, name, line)?;
            self.op(OpKind::ArgHash { hv, from: index }, line)
        } else {
            let from = self.op(OpKind::Const(Const::Iv(i64::from(index))), line);
            let av = self.args_av(line);
            let to = self.op(OpKind::AvLast(av), line);
            let list = self.op(OpKind::Range(from, to), line);
            let av = self.args_av(line);
            let rhs = self.op(OpKind::Aslice { av, list }, line);
            let lhs = self.my_var(sigil, name, line)?;
            self.op(OpKind::Aassign { lhs, rhs }, line)
        };
        self.note_cop_of(st);
        self.intro_pending();
        Ok(st)
    }

    fn args_av(&mut self, line: u32) -> OpId {
        let g = self.prog.glob("main::_");
        self.op(OpKind::Gvav(g), line)
    }

    /// `sub f ($x, &y)`: perl's lexer error, and its parser's after it.
    fn bad_param_start(&self, delim: usize, at: usize) -> Diag {
        if at >= self.lx.src.len() {
            return Diag::syntax(&self.file, self.lx.line, String::new());
        }
        if matches!(self.byte_at(at), b',' | b'=') {
            return Diag::syntax(&self.file, self.lx.line, self.text(delim, at + 1));
        }
        let mut end = at + 1;
        while is_ident_char(self.byte_at(end)) {
            end += 1;
        }
        let f = &self.file;
        let l = self.lx.line;
        Diag::raw(format!(
            "{}\nsyntax error at {f} line {l}, near \"{}\"",
            near_error(
                f,
                l,
                "A signature parameter must start with '$', '@' or '%'",
                self.text(delim, at + 1)
            ),
            self.text(delim, end),
        ))
    }

    /// `sub f ($::x)`: perl's lexer error, and its parser's at the variable.
    fn illegal_sigil_char(&self, delim: usize, at: usize, line: u32) -> Diag {
        let f = &self.file;
        let mut end = at + 1;
        while is_ident_char(self.byte_at(end)) || matches!(self.byte_at(end), b':' | b'\'') {
            end += 1;
        }
        Diag::raw(format!(
            "{}\nsyntax error at {f} line {line}, near \"{}\"",
            near_error(
                f,
                line,
                "Illegal character following sigil in a subroutine signature",
                self.text(delim, at + 1)
            ),
            self.text(at, end),
        ))
    }

    /// A parameter followed by something else than `=`, `,` or `)` (`$x //= 1`, the
    /// default operators of perl 5.38, `$x $y`), or a digit after the sigil: perl's
    /// lexer error with the text through the next token; then, for a named parameter,
    /// perl's parser goes on to read it as an undeclared variable and fails.
    fn illegal_operator(&self, delim: usize, at: usize, name: Option<(u8, &str)>) -> Diag {
        let f = &self.file;
        let l = self.lx.line;
        let end = match name {
            None => at,
            Some(_) => {
                let mut end = at;
                let op = |c: u8| {
                    c.is_ascii_punctuation()
                        && !matches!(c, b'$' | b'@' | b'%' | b'(' | b')' | b',')
                };
                if op(self.byte_at(end)) {
                    while op(self.byte_at(end)) {
                        end += 1;
                    }
                    while matches!(self.byte_at(end), b' ' | b'\t') {
                        end += 1;
                    }
                }
                if matches!(self.byte_at(end), b'$' | b'@' | b'%') {
                    end += 1;
                }
                while is_ident_char(self.byte_at(end)) {
                    end += 1;
                }
                end
            }
        };
        let near = self.text(delim, end);
        let mut msg = near_error(
            f,
            l,
            "Illegal operator following parameter in a subroutine signature",
            near.clone(),
        );
        if let Some((sigil, n)) = name.filter(|(_, n)| !n.is_empty()) {
            if self.pragmas().strict_vars {
                msg.push('\n');
                let var = format!("{}{n}", sigil as char);
                msg.push_str(&Diag::strict_vars(f, l, &var).message);
            }
            msg.push('\n');
            msg.push_str(&Diag::syntax(f, l, near).message);
        }
        Diag::raw(msg)
    }
}

impl Parser {
    /// perl 5.36's compile-time warnings for @_ in a sub with a signature (op.c's
    /// optimize_op, category experimental::args_array_with_signatures, on by default):
    /// "Use of @_ in OP", OP the one @_ is an operand of, and "Implicit use of @_" in
    /// `shift`/`pop` without an array, `&name;` and `goto &name`. A use whose op has no
    /// known name here is refused while the warning is on. The uses in `root` are added
    /// to `found`; `root_parent` names the op above `root` (a default's argdefelem).
    fn args_array_uses(
        &mut self,
        root: OpId,
        root_parent: Option<&str>,
        found: &mut Vec<(u32, String)>,
    ) -> Result<(), Diag> {
        let mut todo = vec![(root, Vec::<OpId>::new())];
        while let Some((id, parents)) = todo.pop() {
            let kind = self.kind(id).clone();
            let line = self.prog.op(id).line;
            let implicit = match &kind {
                OpKind::Gvav(g) if self.prog.globs[*g as usize].name == "main::_" => {
                    if self.implicit_args.contains(&id) {
                        match parents.last().map(|p| self.kind(*p)) {
                            Some(OpKind::Shift(_)) => Some("shift"),
                            Some(OpKind::Pop(_)) => Some("pop"),
                            _ => Some("subroutine entry"),
                        }
                    } else {
                        let desc = match root_parent.filter(|_| parents.is_empty()) {
                            Some(d) => Some(d.to_string()),
                            None => self.args_parent_desc(&parents),
                        };
                        let Some(desc) = desc else {
                            return Err(Diag::unsupported(
                                &self.file,
                                line,
                                "@_ used here in a sub with a signature (perl warns naming the op it is used in)",
                            ));
                        };
                        found.push((line, format!("Use of @_ in {desc}")));
                        None
                    }
                }
                OpKind::AmperCall(_) => Some("subroutine entry"),
                OpKind::GotoSub { code, .. } if !matches!(self.kind(*code), OpKind::RunCv(_)) => {
                    Some("goto")
                }
                _ => None,
            };
            if let Some(what) = implicit {
                found.push((line, format!("Implicit use of @_ in {what}")));
            }
            let mut kids = children_of(&kind);
            kids.reverse();
            for k in kids {
                let mut p = parents.clone();
                p.push(id);
                todo.push((k, p));
            }
        }
        Ok(())
    }

    /// perl's OP_DESC of the op whose operand @_ is, `parents` the ops above it (the
    /// innermost last); a list is no op of its own there.
    fn args_parent_desc(&self, parents: &[OpId]) -> Option<String> {
        let mut up = parents.iter().rev().peekable();
        let mut parent = *up.next()?;
        while matches!(self.kind(parent), OpKind::List(_)) {
            parent = *up.next()?;
        }
        if let (OpKind::Not(_), Some(&&above)) = (self.kind(parent), up.peek()) {
            // `unless (@_)`: the `Not` is the parser's, perl's op is an `or`.
            if let OpKind::If {
                cond,
                els,
                unless: true,
                ..
            } = self.kind(above)
            {
                if *cond == parent {
                    return Some(
                        match els {
                            None => "logical or (||)",
                            Some(_) => "conditional expression",
                        }
                        .to_string(),
                    );
                }
            }
        }
        Some(
            match self.kind(parent) {
                OpKind::Sassign { .. } => "scalar assignment",
                OpKind::Aassign { .. } => "list assignment",
                OpKind::Aelem { .. } => "array element",
                OpKind::Aslice { .. } => "array slice",
                OpKind::AvLast(_) => "array length",
                OpKind::Scalar(_) => "scalar",
                OpKind::Entersub { .. } | OpKind::CallRef { .. } | OpKind::MethodCall { .. } => {
                    "subroutine entry"
                }
                OpKind::Func(Func::Join, _) | OpKind::Stringify(_) => "join or string",
                OpKind::Func(Func::Sprintf, _) => "sprintf",
                OpKind::Func(Func::Reverse, _) => "reverse",
                OpKind::Func(Func::Sort, _) | OpKind::SortBy { .. } => "sort",
                OpKind::MapGrep { grep: true, .. } => "grep",
                OpKind::MapGrep { grep: false, .. } => "map",
                OpKind::Foreach { .. } => "foreach loop entry",
                OpKind::Return(_) => "return",
                OpKind::RefGen(_) => "single ref constructor",
                OpKind::AnonArray(_) => "anonymous array ([])",
                OpKind::AnonHash(_) => "anonymous hash ({})",
                OpKind::Push(..) => "push",
                OpKind::Unshift(..) => "unshift",
                OpKind::Shift(_) => "shift",
                OpKind::Pop(_) => "pop",
                OpKind::Splice(..) => "splice",
                OpKind::Print { newline: false, .. } => "print",
                OpKind::Print { newline: true, .. } => "say",
                OpKind::CondExpr(..) => "conditional expression",
                OpKind::If {
                    els: Some(_),
                    unless: false,
                    ..
                } => "conditional expression",
                OpKind::If {
                    els: None,
                    unless: false,
                    ..
                } => "logical and (&&)",
                OpKind::Lineseq(_) => "line sequence",
                OpKind::Not(_) => "not",
                OpKind::And(..) => "logical and (&&)",
                OpKind::Or(..) => "logical or (||)",
                OpKind::Dor(..) => "defined or (//)",
                OpKind::Binop(b, ..) => return Some(b.desc().to_string()),
                _ => return None,
            }
            .to_string(),
        )
    }
}

fn near_error(file: &str, line: u32, text: &str, near: String) -> String {
    Diag::error_near(file, line, text, near).message
}
