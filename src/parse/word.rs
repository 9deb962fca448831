//! A word in term position (toke.c's `yylex` on a WORD, then perly.y): `word =>`, the
//! keywords that parse their own operands (`parse_word`'s match, each a `kw_*` here or
//! a parser of its construct elsewhere), built-in functions, module functions, calls of
//! the program's subs, class names and bareword strings (`parse_call_or_bareword`).

use super::expr::*;
use super::Parser;
use crate::diag::Diag;
use crate::lex::{Expect, Lexer, Tok, Token};
use crate::ops::TieHow;
use crate::ops::{BinOp, Const, Func, OpId, OpKind};

impl Parser {
    /// A v-string literal (toke.c's scan_vstring): the characters its parts number (the
    /// string is UTF-8 when one is above 127, as perl flags it), with perl's v-string
    /// magic recording the literal's text (`Func::Vstring`).
    pub(super) fn vstring_literal(&mut self, text: &str, line: u32) -> Result<OpId, Diag> {
        let digits = text.strip_prefix('v').unwrap_or(text);
        let mut value = String::new();
        let mut wide = false;
        for part in digits.split('.') {
            let n = part
                .chars()
                .filter(|c| *c != '_')
                .collect::<String>()
                .parse::<u32>()
                .ok();
            let Some(ch) = n.and_then(char::from_u32) else {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "a v-string part that is not a Unicode character (above 0x10FFFF, or a surrogate)",
                ));
            };
            wide |= u32::from(ch) > 127;
            value.push(ch);
        }
        let value = if wide {
            Const::Utf8(value.into_bytes())
        } else {
            Const::Str(value.into_bytes())
        };
        let v = self.op(OpKind::Const(value), line);
        let t = self.op(OpKind::Const(Const::Str(text.as_bytes().to_vec())), line);
        Ok(self.op(OpKind::Func(Func::Vstring, vec![v, t]), line))
    }

    pub(super) fn parse_word(&mut self, w: &str, t: &Token) -> Result<OpId, Diag> {
        // `CORE::chdir(...)`: the built-in itself, whatever a sub of its name would be.
        if let Some(core) = w.strip_prefix("CORE::") {
            if !core.starts_with("GLOBAL::") && !core.is_empty() && !self.fat_comma_follows(t) {
                let core = core.to_string();
                return self.parse_word_as(&core, t, true);
            }
        }
        self.parse_word_as(w, t, false)
    }

    /// A word, `core` if it was written `CORE::WORD` (no imported sub overrides it).
    fn parse_word_as(&mut self, w: &str, t: &Token, core: bool) -> Result<OpId, Diag> {
        let line = t.line;
        // `word =>` is a string.
        // test fat_comma_quotes_word
        // my %h = (print => 1, if => 2, x => 3, eq => 4, sub => 5);
        if self.fat_comma_follows(t) {
            return Ok(self.op(OpKind::Const(Const::Str(w.as_bytes().to_vec())), line));
        }
        // `v1.22.333` is a v-string; so is `v65` alone, unless a sub of that name is
        // declared (toke.c's case 'v').
        // test vstring_word
        // my @v = (v1.22.333, v65); my %h = (v66 => 1);
        if super::require::is_vstring_word(w)
            && (w.contains('.') || !self.sub_declared(&self.qualify(w)))
        {
            return self.vstring_literal(w, line);
        }
        match w {
            "map" | "grep" => return self.parse_map_grep(w == "grep", line),
            // test split_slash_is_pattern
            // my @f = split /,/, "a,b";
            // my @c = split //, "ab";
            // my @d = split;
            "split" => return self.kw_split(line),
            "study" => {
                // A no-op since perl 5.16 that returns true (its argument is a variable in
                // practice; it is parsed and not run).
                let _ = self.unary_arg(line)?;
                return Ok(self.op(OpKind::Const(Const::Iv(1)), line));
            }
            "reset" => {
                let expr = self.unary_arg(line)?;
                let package = self.package().to_string();
                return Ok(self.op(OpKind::Reset { expr, package }, line));
            }
            "pos" => {
                let a = match self.unary_arg(line)? {
                    Some(a) => a,
                    None => self.topic(line),
                };
                return Ok(self.op(OpKind::Pos(a), line));
            }
            "splice" => {
                let (av, args) = self.array_then_list("splice", line)?;
                return Ok(self.op(OpKind::Splice(av, args), line));
            }
            "my" => return self.parse_my(line),
            "not" => return self.kw_not(line),
            "our" => return self.parse_our(line),
            "local" => {
                // `local(*name)`: as `local *name`; `local (*A, *B)` (File::Compare's)
                // localizes each.
                let paren_glob = self.is_op("(", Expect::Term)? && self.globs_in_parens();
                if paren_glob {
                    self.next(Expect::Term)?;
                    let mut globs = vec![];
                    loop {
                        let Tok::Glob(name) = self.next(Expect::Term)?.tok else {
                            return Err(Diag::unsupported(
                                self.file(),
                                line,
                                "local on this expression",
                            ));
                        };
                        let q = self.qualify(&name);
                        self.note_mention(&q, b'*', line);
                        let glob = self.prog.glob(&q);
                        globs.push(self.op(OpKind::LocalGlob { glob, value: None }, line));
                        if !self.eat_op(",", Expect::Operator)? {
                            break;
                        }
                    }
                    self.expect_op(")", Expect::Operator)?;
                    if globs.len() == 1 {
                        return Ok(globs[0]);
                    }
                    if self.is_op("=", Expect::Operator)? {
                        return Err(Diag::unsupported(
                            self.file(),
                            line,
                            "local on this expression (a list assignment to globs)",
                        ));
                    }
                    let l = self.op(OpKind::List(globs), line);
                    self.mark_parens(l);
                    return Ok(l);
                }
                if let Tok::Glob(name) = self.peek(Expect::Term)?.tok.clone() {
                    // `local *name` (`= \REF`): the glob's slots until the scope ends.
                    self.next(Expect::Term)?;
                    let q = self.qualify(&name);
                    self.note_mention(&q, b'*', line);
                    let g = self.prog.glob(&q);
                    let value = if self.eat_op("=", Expect::Operator)? {
                        Some(self.parse_expr(super::expr::BP_ASSIGN)?)
                    } else {
                        None
                    };
                    return Ok(self.op(OpKind::LocalGlob { glob: g, value }, line));
                }
                let e = self.parse_expr(BP_NAMED_UNARY_ARG)?;
                self.check_localizable(e, line)?;
                return Ok(self.op(OpKind::Local(e), line));
            }
            "state" => return self.kw_state(line),
            "print" | "say" | "printf" => return self.parse_print(w, line, core),
            "sub" => {
                let mut proto = None;
                let signatures = self.pragmas_signatures();
                if self.is_op("(", Expect::Operator)? && !signatures {
                    // `sub () { 1 }`: calls through a reference ignore the prototype.
                    self.next(Expect::Operator)?;
                    proto = self.read_prototype()?;
                    if proto.is_none() {
                        return Err(Diag::unsupported(
                            self.file(),
                            line,
                            super::ILLEGAL_PROTOTYPE,
                        ));
                    }
                }
                if self.eat_op(":", Expect::Operator)? {
                    let attrs = self.parse_sub_attrs(line, false)?;
                    if let (Some(old), Some(p)) = (&proto, &attrs.prototype) {
                        let name = format!("{}::__ANON__", self.package());
                        self.prototype_overridden(old, p, &name, line);
                    }
                    proto = attrs.prototype.or(proto);
                }
                let ix = if signatures && self.eat_op("(", Expect::Operator)? {
                    self.parse_signed_anon_body(line)?
                } else {
                    self.parse_sub_body("__ANON__".into(), line)?
                };
                if let Some(p) = proto {
                    // A name a glob assignment gives it takes the prototype.
                    self.anon_protos.insert(ix, p);
                }
                return Ok(self.op(OpKind::AnonCode(ix), line));
            }
            "eval" => {
                if self.is_op("{", Expect::Term)? {
                    let body = self.expression_block()?;
                    return Ok(self.op(OpKind::EvalBlock(body), line));
                }
                if self.in_perl_library() {
                    // In a module of perl's library, perl may never run it (Getopt::Long's
                    // `$opt_` links): the program ends there if it does.
                    // `$VERSION = eval $VERSION` is the common one: a number's text.
                    let arg = match self.unary_arg(line)? {
                        Some(a) => a,
                        None => self.topic(line),
                    };
                    if let Some(body) = self.eval_use_string(arg, line)? {
                        return Ok(self.op(OpKind::EvalBlock(body), line));
                    }
                    if let Some(body) = self.eval_constant_code(arg, line) {
                        return Ok(self.op(OpKind::EvalBlock(body), line));
                    }
                    if let Some(body) = self.eval_require_var(arg, line)? {
                        return Ok(self.op(OpKind::EvalBlock(body), line));
                    }
                    if let Some(body) = self.eval_sub_template(arg, line)? {
                        return Ok(self.op(OpKind::EvalBlock(body), line));
                    }
                    if let Some(body) = self.eval_cmp_ok_template(arg, line)? {
                        return Ok(self.op(OpKind::EvalBlock(body), line));
                    }
                    if let Some(body) = self.eval_regex_ok_template(arg, line)? {
                        return Ok(self.op(OpKind::EvalBlock(body), line));
                    }
                    let package = self.package().to_string();
                    self.eval_site(line);
                    return Ok(self.op(OpKind::EvalNumeric(arg, package), line));
                }
                return Err(Diag::unsupported(self.file(), line, "eval STRING"));
            }
            "do" => {
                if self.is_op("{", Expect::Term)? {
                    let body = self.expression_block()?;
                    return Ok(self.op(OpKind::DoBlock(body), line));
                }
                return self.parse_do_file(line);
            }
            // test undef_code
            // sub f { 1 } undef &f; undef(&f); my $c = "f"; undef &$c;
            "defined" | "exists" | "undef" if self.code_operand_follows()? => {
                let paren = self.eat_op("(", Expect::Operator)?;
                let t = self.next(Expect::Term)?;
                let e = match t.tok {
                    Tok::Var { sigil: b'&', name } => {
                        let q = self.qualify(&name);
                        self.op(OpKind::Const(Const::Str(q.into_bytes())), line)
                    }
                    _ => self.parse_cast_inner(line)?,
                };
                if paren {
                    self.expect_op(")", Expect::Operator)?;
                }
                if w == "undef" {
                    if let OpKind::Const(Const::Str(name)) = self.kind(e) {
                        // Calls of it by name look it up when they run.
                        let name = String::from_utf8_lossy(name).into_owned();
                        self.prog.undefined_subs.insert(name);
                    }
                    return Ok(self.op(OpKind::UndefCode(e), line));
                }
                return Ok(self.op(OpKind::DefinedCode(e), line));
            }
            "defined" => return self.kw_defined(line),
            "undef" => {
                return Ok(match self.unary_arg(line)? {
                    None => self.op(OpKind::Undef, line),
                    Some(a) => self.op(OpKind::UndefOf(a), line),
                });
            }
            "scalar" => return self.kw_scalar(line),
            "exists" | "delete" => return self.kw_exists_delete(w, line),
            "push" | "unshift" => {
                let (av, items) = self.array_then_list(w, line)?;
                return Ok(if w == "push" {
                    self.op(OpKind::Push(av, items), line)
                } else {
                    self.op(OpKind::Unshift(av, items), line)
                });
            }
            "pop" | "shift" => return self.kw_pop_shift(w, line),
            "keys" | "values" | "each" => return self.kw_keys_values_each(w, line),
            "wantarray" => {
                if self.eat_op("(", Expect::Operator)? {
                    self.expect_op(")", Expect::Term)?;
                }
                return Ok(self.op(OpKind::Wantarray, line));
            }
            "return" => return self.kw_return(line),
            "goto" => return self.kw_goto(line),
            "last" | "next" | "redo" => return self.kw_loop_control(w, line),
            "__LINE__" => return Ok(self.op(OpKind::Const(Const::Iv(line as i64)), line)),
            "__FILE__" => {
                let f = self.file().as_bytes().to_vec();
                return Ok(self.op(OpKind::Const(Const::Str(f)), line));
            }
            "__PACKAGE__" => {
                let p = self.package().as_bytes().to_vec();
                return Ok(self.op(OpKind::Const(Const::Str(p)), line));
            }
            "__SUB__" if self.pragmas().current_sub => return self.current_sub(line),
            // `STDOUT->autoflush(1)`: perl's method call on a file handle's name passes
            // a reference to its glob (opmethod_stash), whose methods are IO::File's.
            "STDIN" | "STDOUT" | "STDERR" if self.is_op("->", Expect::Operator)? => {
                let q = format!("main::{w}");
                self.note_mention(&q, b'*', line);
                let g = self.prog.glob(&q);
                return Ok(self.op(OpKind::GlobRef(g), line));
            }
            // A `*` parameter takes it as its name (proto.rs).
            "STDIN" | "STDOUT" | "STDERR" if self.proto_bareword_depth > 0 => {}
            "STDIN" | "STDOUT" | "STDERR" => {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "filehandles as values",
                ))
            }
            _ => {}
        }
        self.parse_call_or_bareword(w, line, core)
    }

    /// `eval q{ use MODULE LIST }` in perl's library (File::Copy's optional Time::HiRes):
    /// the constant string is compiled in place as the block of an `eval {}`, so the
    /// `use` happens when the code around it is compiled (in a BEGIN block, when perl
    /// would run it too); a module that cannot be loaded is a compile-time error, not a
    /// `$@`. So is a string of glob assignments `*NAME = *OTHER;` ending in `1`
    /// (English's `*MATCH = *&`), where nothing can die or show its file and line, and
    /// one of `require MODULE;` and `MODULE->import;` statements ending in `1` (fields.pm's
    /// `require warnings::register; warnings::register->import; 1`), which runs when perl
    /// would run it (a module that is missing dies there, naming this line rather than
    /// `(eval N) line 1`). Any other string: None.
    fn eval_use_string(&mut self, arg: OpId, line: u32) -> Result<Option<OpId>, Diag> {
        let OpKind::Const(Const::Str(text)) = self.kind(arg) else {
            return Ok(None);
        };
        let t = text.trim_ascii();
        let is_use = t.starts_with(b"use ") && !t[..t.len().saturating_sub(1)].contains(&b';');
        if !is_use && !glob_aliases_only(t) && !require_import_only(t) {
            return Ok(None);
        }
        let src = [b"{" as &[u8], t, b";\n}"].concat();
        self.parse_in_place(src, line).map(Some)
    }

    /// `eval 'CODE'` of a constant string in perl's library (bigint's `eval <<'.'` of
    /// `sub _hex(_) {...}`): the text parsed in place as the block of an `eval {}`,
    /// seeing the lexicals of its scope as perl's eval does, when it parses and does
    /// nothing at compile time (no `use`, `no`, `BEGIN`, `require`, `package`, ...);
    /// otherwise None. A named sub in it is made when the eval runs, as perl's is (a
    /// glob assignment of the sub: Storable's `eval q{ sub LOCK_SH () { 1 } ... }` in a
    /// branch not taken makes none). (Its messages name the file and line of the eval,
    /// where perl's name `(eval N)`.)
    fn eval_constant_code(&mut self, arg: OpId, line: u32) -> Option<OpId> {
        let OpKind::Const(Const::Str(text)) = self.kind(arg) else {
            return None;
        };
        if acts_at_compile_time(text, &[b"use ", b"eval"]) {
            return None;
        }
        let src = [b"{" as &[u8], text, b"\n;}"].concat();
        let mark = self.parse_mark();
        let outer = std::mem::replace(&mut self.named_subs_at_run_time, true);
        let parsed = self.parse_in_place(src, line);
        self.named_subs_at_run_time = outer;
        match parsed {
            Ok(body) => Some(body),
            Err(_) => {
                self.rollback(mark);
                None
            }
        }
    }

    /// Where the parser's state stands, for `rollback` after a parse that failed.
    fn parse_mark(&self) -> ParseMark {
        ParseMark {
            units: self.unit_mark(),
            warnings: self.prog.warnings.len(),
            scopes: self.scopes.len(),
            sub_stack: self.subs.len(),
        }
    }

    /// Forgets what a failed parse left since `mark`: its subs and units, scopes, sub
    /// contexts and warnings.
    fn rollback(&mut self, mark: ParseMark) {
        self.forget_units_from(mark.units);
        self.scopes.truncate(mark.scopes);
        self.subs.truncate(mark.sub_stack);
        self.prog.warnings.truncate(mark.warnings);
    }

    /// `eval "require $name"` in perl's library (Math::BigInt loading its back end): a
    /// `require` of the module `$name` names, run when the eval runs, as perl's bareword
    /// `require` of the text would (`::` to `/`, `.pm` added; `$@` from a failure). A
    /// name that is not a package name, which perl would parse otherwise, ends the
    /// program "not supported yet". The file must be compiled in: a `use` or `--module`
    /// of the program, or the compile-time engine finding it in @INC when an import
    /// runs the eval at BEGIN time (engine/mod.rs `Report::needs`). Any other string:
    /// None.
    fn eval_require_var(&mut self, arg: OpId, line: u32) -> Result<Option<OpId>, Diag> {
        let OpKind::Stringify(parts) = self.kind(arg).clone() else {
            return Ok(None);
        };
        let [head, var] = parts[..] else {
            return Ok(None);
        };
        if !matches!(self.kind(head), OpKind::Const(Const::Str(t)) if t.as_slice() == b"require ") {
            return Ok(None);
        }
        let name = match self.kind(var).clone() {
            OpKind::Padsv { ix, intro: false } => match self.subs_last_pad().get(ix as usize) {
                Some(e) => e.name.clone(),
                None => return Ok(None),
            },
            OpKind::Gvsv(g) => format!("${}", self.prog.globs[g as usize].name),
            _ => return Ok(None),
        };
        let check = format!("{{ {name} =~ /\\A[A-Za-z_]\\w*(?:::\\w+)*\\z/ }}");
        let load = format!(
            "{{ (my $__camelift_file = {name} . '.pm') =~ s{{::}}{{/}}g; require $__camelift_file }}"
        );
        self.checked_eval(
            check,
            load,
            "eval STRING of a require of a name that is not a package name is not supported yet",
            line,
        )
        .map(Some)
    }

    /// `eval qq{ sub $NAME { BODY } 1; }` in perl's library (Term::ANSIColor's AUTOLOAD,
    /// which makes its constant subs so), where BODY interpolates other scalars only as
    /// whole single-quoted strings (`'$escape'`) and names no lexical of its own scope:
    /// what the eval does is fixed but for the values. The eval is compiled as a call of a
    /// sub that takes them, made at the end of the file (perl compiles the string when it
    /// runs, after the subs BODY calls are defined): it sets the glob the name gives to a
    /// closure over the values, in the package of the eval, and is true. The defined sub
    /// is anonymous (perl's is named NAME), and a value with a quote or a backslash, which
    /// would change how perl parses the string, dies "not supported yet". Any other
    /// string: None.
    fn eval_sub_template(&mut self, arg: OpId, line: u32) -> Result<Option<OpId>, Diag> {
        let Some((text, vars)) = self.template_text(arg) else {
            return Ok(None);
        };
        let Some(code) = sub_template_code(&text, vars.len()) else {
            return Ok(None);
        };
        if sigiled_names(&code).any(|n| self.lexical_visible(&n)) {
            return Ok(None);
        }
        let package = self.package().to_string();
        let name = format!("{package}::__camelift_eval_{}", self.deferred_evals.len());
        let quoted: Vec<usize> = (1..vars.len()).collect();
        let mut sub_src = format!(
            "{{ package {package}; sub {} {{ my ({}) = @_;",
            name.rsplit("::").next().unwrap_or(&name),
            (0..vars.len())
                .map(|i| format!("$__camelift_tpl_{i}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        for i in quoted {
            sub_src.push_str(&format!(
                " die \"eval STRING of a template with a quote or backslash in an interpolated value is not supported yet\" if $__camelift_tpl_{i} =~ /['\\\\]/;"
            ));
        }
        sub_src.push_str(" my $__camelift_code = sub ");
        let mut sub_src = sub_src.into_bytes();
        sub_src.extend_from_slice(&code);
        sub_src.extend_from_slice(
            b"; { no strict 'refs'; *{$__camelift_tpl_0} = $__camelift_code; } 1 } }\n",
        );
        self.deferred_evals.push(super::DeferredEval {
            file: self.file().to_string(),
            line,
            src: sub_src,
        });
        let call = format!("{{ {name}({}) }}", vars.join(", "));
        self.parse_in_place(call.into_bytes(), line).map(Some)
    }

    /// Test::Builder's `cmp_ok` (behind Test::More's `is`, `isnt` and `cmp_ok`) compiles
    /// the comparison when it runs: `eval qq[BEGIN {\${^WARNING_BITS} = $bits_code};
    /// #line $line "(eval in cmp_ok) $file" \$test = (\$got $type \$expect); 1;]`, the
    /// operator `$type` and the caller's warnings given at run time. Compiled here as a
    /// choice among perl's binary operators, under the caller's warnings (all or none;
    /// other bits end the program "not supported yet", as does any other operator), with
    /// the warnings the comparison gives reported at the `#line` place, as perl's are.
    /// Any other string: None.
    fn eval_cmp_ok_template(&mut self, arg: OpId, line: u32) -> Result<Option<OpId>, Diag> {
        const TEMPLATE: &[u8] = b"\nBEGIN {${^WARNING_BITS} = \x000\x00};\n#line \x001\x00 \"(eval in cmp_ok) \x002\x00\"\n$test = ($got \x003\x00 $expect);\n1;\n";
        const OPS: &[&str] = &[
            "<", "<=", ">", ">=", "==", "!=", "<=>", "lt", "le", "gt", "ge", "eq", "ne", "cmp",
            "&&", "||", "//", "and", "or", "xor", "=~", "!~", "&", "|", "^", "+", "-", "*", "/",
            "%", "**", ".", "x", "<<", ">>",
        ];
        if !self.file().ends_with("/Test/Builder.pm") {
            return Ok(None);
        }
        let Some((text, vars)) = self.template_text(arg) else {
            return Ok(None);
        };
        if text != TEMPLATE {
            return Ok(None);
        }
        let [bits, at_line, at_file, op] = &vars[..] else {
            return Ok(None);
        };
        let ops = OPS
            .iter()
            .map(|o| format!("if ($__camelift_op eq '{o}') {{ $test = ($got {o} $expect) }}"))
            .collect::<Vec<_>>()
            .join(" els");
        let known = OPS
            .iter()
            .map(|o| format!("'{o}'"))
            .collect::<Vec<_>>()
            .join(", ");
        // The caller's warning bits, from the code text `"\Q$bits\E"` or `undef`.
        let decode = format!(
            r#"my $__camelift_op = {op}; my $__camelift_bits = {bits} eq 'undef' ? '' : substr({bits}, 1, -1); $__camelift_bits =~ s/\\(.)/$1/gs;"#
        );
        let check = format!(
            r#"{{ {decode} ($__camelift_bits =~ /\A\0*\z/ || $__camelift_bits =~ /\A\x55+\z/) && grep {{ $_ eq $__camelift_op }} {known} }}"#
        );
        // (One line: the comparison's warnings name this line, which is replaced with
        // the `#line` place.)
        let run = format!(
            r#"{{ {decode} {} }}"#,
            relocated(
                &format!(
                    r#"if ($__camelift_bits =~ /\A\x55+\z/) {{ use warnings; {ops} }} else {{ no warnings; {ops} }} 1"#
                ),
                &format!(r#""(eval in cmp_ok) " . {at_file}"#),
                at_line,
            )
        );
        self.checked_eval(check, run, "Test::Builder's cmp_ok with an operator or warnings other than perl's binary operators under all or no warnings is not supported yet", line).map(Some)
    }

    /// Test::Builder's `_regex_ok` (behind `like` and `unlike`) matches in an eval
    /// whose text places it at the test's line: `eval $context . q{$test = $thing =~
    /// /$usable_regex/ ? 1 : 0}`, `$context` being `"#line LINE FILE\n"`. Compiled here
    /// as that match, with the warnings and errors it gives reported at that place, as
    /// perl's are; a `$context` of another form ends the program "not supported yet".
    /// Any other string: None.
    fn eval_regex_ok_template(&mut self, arg: OpId, line: u32) -> Result<Option<OpId>, Diag> {
        const CODE: &[u8] = b"$test = $thing =~ /$usable_regex/ ? 1 : 0";
        if !self.file().ends_with("/Test/Builder.pm") {
            return Ok(None);
        }
        let OpKind::Binop(BinOp::Concat, place, code) = *self.kind(arg) else {
            return Ok(None);
        };
        if !matches!(self.kind(code), OpKind::Const(Const::Str(t)) if t.as_slice() == CODE) {
            return Ok(None);
        }
        let OpKind::Padsv { ix, intro: false } = *self.kind(place) else {
            return Ok(None);
        };
        let Some(var) = self
            .subs_last_pad()
            .get(ix as usize)
            .map(|e| e.name.clone())
        else {
            return Ok(None);
        };
        let check = format!(r#"{{ {var} =~ /\A#line \d+ [^\n]*\n\z/ }}"#);
        let run = format!(
            r#"{{ my ($__camelift_line, $__camelift_file) = {var} =~ /\A#line (\d+) ([^\n]*)\n\z/; {} }}"#,
            relocated(
                &String::from_utf8_lossy(CODE),
                "$__camelift_file",
                "$__camelift_line",
            )
        );
        self.checked_eval(
            check,
            run,
            "Test::Builder's regex test with a caller context of another form is not supported yet",
            line,
        )
        .map(Some)
    }

    /// The block `run` where the block `check` is true, else the end of the program with
    /// `refusal` ("not supported yet"): a library eval compiled as what its text does,
    /// for the values it is known to do it for.
    fn checked_eval(
        &mut self,
        check: String,
        run: String,
        refusal: &str,
        line: u32,
    ) -> Result<OpId, Diag> {
        let check = self.parse_in_place(check.into_bytes(), line)?;
        let run = self.parse_in_place(run.into_bytes(), line)?;
        let check = self.op(OpKind::DoBlock(check), line);
        let run = self.op(OpKind::DoBlock(run), line);
        let other = self.op(OpKind::NotYet(refusal.into()), line);
        let e = self.op(OpKind::CondExpr(check, run, other), line);
        Ok(self.op(OpKind::Lineseq(vec![e]), line))
    }

    /// A library eval's text as constant pieces and scalars (`\0N\0` for the N-th
    /// scalar) and the scalars' names; None for any other expression.
    fn template_text(&mut self, arg: OpId) -> Option<(Vec<u8>, Vec<String>)> {
        let OpKind::Stringify(parts) = self.kind(arg).clone() else {
            return None;
        };
        let mut text: Vec<u8> = Vec::new();
        let mut vars: Vec<String> = Vec::new();
        for p in parts {
            match self.kind(p).clone() {
                OpKind::Const(Const::Str(t)) if !t.contains(&0) => text.extend_from_slice(&t),
                OpKind::Padsv { ix, intro: false } => {
                    vars.push(self.subs_last_pad().get(ix as usize)?.name.clone());
                    text.extend_from_slice(format!("\0{}\0", vars.len() - 1).as_bytes());
                }
                OpKind::Gvsv(g) => {
                    vars.push(format!("${}", self.prog.globs[g as usize].name));
                    text.extend_from_slice(format!("\0{}\0", vars.len() - 1).as_bytes());
                }
                _ => return None,
            }
        }
        Some((text, vars))
    }

    /// Parses `src` (a block) here, as if it were the source at this point: its names
    /// resolve in the scopes around.
    fn parse_in_place(&mut self, src: Vec<u8>, line: u32) -> Result<OpId, Diag> {
        let file = self.file().to_string();
        let saved_lx = std::mem::replace(&mut self.lx, Lexer::new(src, &file, line));
        let saved_peek = self.peeked.take();
        let result = (|| {
            let body = self.expression_block()?;
            let t = self.next(Expect::Operator)?;
            if !matches!(t.tok, Tok::Eof) {
                return Err(self.syntax_at(&t));
            }
            Ok(body)
        })();
        self.lx = saved_lx;
        self.peeked = saved_peek;
        result
    }

    /// The subs of `eval_sub_template` made in this file, compiled at its end: their
    /// statements.
    pub(super) fn compile_deferred_evals(&mut self) -> Result<Vec<OpId>, Diag> {
        let file = self.file().to_string();
        let (mine, others): (Vec<_>, Vec<_>) = std::mem::take(&mut self.deferred_evals)
            .into_iter()
            .partition(|d| d.file == file);
        self.deferred_evals = others;
        let mut stmts = Vec::new();
        for d in mine {
            let saved_lx = std::mem::replace(&mut self.lx, Lexer::new(d.src, &file, d.line));
            let saved_peek = self.peeked.take();
            let result = self.parse_statement();
            self.lx = saved_lx;
            self.peeked = saved_peek;
            stmts.extend(result?);
        }
        Ok(stmts)
    }

    /// An `eval EXPR` of perl's library whose text is not known: the library's strings
    /// it may be given are compiled for it at the end of the file (`compile_eval_texts`).
    pub(super) fn eval_site(&mut self, line: u32) {
        let lexicals = self
            .scopes
            .iter()
            .flat_map(|s| s.vars.iter().map(|(n, _, _)| n.clone()))
            .collect();
        self.eval_sites.push(super::EvalSite {
            file: self.file().to_string(),
            file_ix: self.file_ix,
            line,
            package: self.package().to_string(),
            pragmas: self.pragmas(),
            lexicals,
            done: Default::default(),
        });
    }

    /// A single-quoted string of perl's library that may be code for an `eval EXPR` of
    /// its file (one with a quote, a sigil or a parenthesis, and nothing that would act
    /// at compile time).
    pub(super) fn note_code_string(&mut self, s: &[u8], line: u32) {
        if !self.in_perl_library()
            || s.len() > 256
            || !s.iter().any(|b| matches!(b, b'"' | b'$' | b'('))
        {
            return;
        }
        if acts_at_compile_time(s, &[b"use", b"sub", b"END"]) || !plain_text(s) {
            return;
        }
        let file = self.file().to_string();
        if !self
            .code_strings
            .iter()
            .any(|(f, t, _)| *f == file && t == s)
        {
            self.code_strings.push((file, s.to_vec(), line));
        }
    }

    /// At the end of a file: each of its strings that may be code, compiled for each
    /// `eval EXPR` of the file whose lexicals it does not name, as a sub named after the
    /// eval's package and the text (the runtime's `camelift_eval_numeric` runs it when
    /// the eval is given that text), in the eval's package and under its pragmas, as
    /// perl would compile the eval. A string that does not compile is left out (an eval
    /// of it ends the program as not supported). Their definitions.
    pub(super) fn compile_eval_texts(&mut self) -> Vec<OpId> {
        let file = self.file().to_string();
        let mut stmts = Vec::new();
        for i in 0..self.eval_sites.len() {
            if self.eval_sites[i].file != file {
                continue;
            }
            for j in 0..self.code_strings.len() {
                let (f, text, line) = self.code_strings[j].clone();
                let site = &mut self.eval_sites[i];
                if f != file || !site.done.insert(text.clone()) {
                    continue;
                }
                if sigiled_names(&text).any(|n| site.lexicals.contains(&n)) {
                    continue;
                }
                let (package, pragmas) = (site.package.clone(), site.pragmas);
                let name = camelift_abi::eval_text_sub_name(package.as_bytes(), &text);
                let mut src = format!("{{ package {package}; sub {name} {{ ").into_bytes();
                src.extend_from_slice(&text);
                src.extend_from_slice(b"\n} }");
                if let Some(st) = self.try_compile_text(src, line, pragmas) {
                    stmts.push(st);
                }
            }
        }
        stmts
    }

    /// A text an `eval EXPR` of perl's library was given while BEGIN-time code ran (the
    /// compile-time engine reported it: bigint's `eval 'sub hex(' . $proto . ') {...'`):
    /// compiled as `compile_eval_texts` compiles a string of the file's own, for the
    /// last eval site of `package` whose lexicals (and the ones in scope now) it does
    /// not name, in that site's file and under its pragmas. Whether it compiled.
    pub(super) fn compile_learned_eval(&mut self, package: &str, text: &[u8]) -> bool {
        let Some(i) = self.eval_sites.iter().rposition(|s| s.package == package) else {
            return false;
        };
        if !self.eval_sites[i].done.insert(text.to_vec()) {
            return false;
        }
        let site = &self.eval_sites[i];
        if sigiled_names(text).any(|n| site.lexicals.contains(&n) || self.lexical_visible(&n)) {
            return false;
        }
        let (file, file_ix, line, pragmas) =
            (site.file.clone(), site.file_ix, site.line, site.pragmas);
        let name = camelift_abi::eval_text_sub_name(package.as_bytes(), text);
        let mut src = format!("{{ package {package}; sub {name} {{ ").into_bytes();
        src.extend_from_slice(text);
        src.extend_from_slice(b"\n} }");
        let saved = (
            std::mem::replace(&mut self.file, file),
            std::mem::replace(&mut self.file_ix, file_ix),
        );
        let st = self.try_compile_text(src, line, pragmas);
        (self.file, self.file_ix) = saved;
        st.is_some()
    }

    /// Parses `src` (one statement) under `pragmas`; a failure leaves nothing behind.
    /// Compile-time warnings are dropped (perl gives them when the eval runs).
    fn try_compile_text(
        &mut self,
        src: Vec<u8>,
        line: u32,
        pragmas: super::Pragmas,
    ) -> Option<OpId> {
        let file = self.file().to_string();
        let mark = self.parse_mark();
        let outer = self.scopes.last().map(|s| s.pragmas);
        if let Some(s) = self.scopes.last_mut() {
            s.pragmas = pragmas;
        }
        let saved_lx = std::mem::replace(&mut self.lx, Lexer::new(src, &file, line));
        let saved_peek = self.peeked.take();
        let saved_last = self.last_token;
        let result = self.parse_statement();
        self.lx = saved_lx;
        self.peeked = saved_peek;
        self.last_token = saved_last;
        self.prog.warnings.truncate(mark.warnings);
        match result {
            Ok(st) => {
                if let (Some(s), Some(p)) = (self.scopes.last_mut(), outer) {
                    s.pragmas = p;
                }
                st
            }
            Err(_) => {
                self.rollback(mark);
                if let (Some(s), Some(p)) = (self.scopes.last_mut(), outer) {
                    s.pragmas = p;
                }
                None
            }
        }
    }

    /// Whether a lexical of this name (with its sigil) is in scope here.
    fn lexical_visible(&self, name: &str) -> bool {
        self.scopes
            .iter()
            .any(|s| s.vars.iter().any(|(n, _, _)| n == name))
    }

    /// A word that is no keyword: a built-in function, a module's function, a call of
    /// the program's sub, a class name or a bareword string.
    fn parse_call_or_bareword(&mut self, w: &str, line: u32, core: bool) -> Result<OpId, Diag> {
        if w == "bless" {
            let (args, _) = self.func_args(line)?;
            if args.is_empty() {
                return Err(Diag::error(
                    self.file(),
                    line,
                    "Not enough arguments for bless",
                ));
            }
            if args.len() > 2 {
                return Err(Diag::error(
                    self.file(),
                    line,
                    "Too many arguments for bless",
                ));
            }
            let package = self.package().to_string();
            return Ok(self.op(OpKind::Bless { args, package }, line));
        }
        if matches!(w, "tie" | "tied" | "untie") {
            return self.parse_tie(w, line);
        }
        if w == "glob" {
            if let Some(op) = self.parse_glob(line, core)? {
                return Ok(op);
            }
        }
        if !core && self.imported_override(w) {
            // test imported_sub_overrides_builtin
            // use subs qw(time); sub time { 42 } my $t = time; my $u = CORE::time;
            return self.parse_sub_call_word(w, line);
        }
        if !core && self.global_overrides.contains(w) {
            // `*CORE::GLOBAL::hex = \&_hex` at BEGIN time (bigint): every later `hex`.
            return self.parse_sub_call_word(&format!("CORE::GLOBAL::{w}"), line);
        }
        if let Some(f) = Func::from_name(w) {
            if f == Func::Caller {
                self.prog.uses_caller = true;
            }
            return self.parse_func(f, line);
        }
        if let Some(op) = self.parse_io_func(w, line)? {
            return Ok(op);
        }
        if w == "require" {
            return self.parse_require(line);
        }
        if w == "dump" && !core && !self.sub_declared(&self.qualify(w)) {
            // perl 5.30 made a plain `dump` a compile-time error (toke.c's KEY_dump).
            return Err(Diag::error(
                self.file(),
                line,
                "dump() must be written as CORE::dump() as of Perl 5.30",
            ));
        }
        if let Some(msg) = unsupported_builtin(w) {
            if self.in_perl_library() {
                // In a module of perl's library, perl may never call it there (Cwd.pm's
                // pure-Perl fallbacks of its XS part): the program ends there if it does.
                // Its operands are parsed, not run: a dirhandle's bareword is no string.
                let strict_subs = self.pragmas().strict_subs;
                self.set_pragma(|p| p.strict_subs = false);
                let args = if matches!(
                    w,
                    "stat"
                        | "lstat"
                        | "readdir"
                        | "closedir"
                        | "readline"
                        | "fileno"
                        | "tell"
                        | "chroot"
                        | "lock"
                        | "fc"
                        | "getpwnam"
                        | "getpwuid"
                        | "getgrnam"
                        | "getgrgid"
                ) {
                    self.unary_arg(line).map(|_| ())
                } else {
                    self.func_args(line).map(|_| ())
                };
                self.set_pragma(|p| p.strict_subs = strict_subs);
                args?;
                return Ok(self.op(
                    OpKind::NotYet(format!("{msg} ({w}) is not supported yet")),
                    line,
                ));
            }
            return Err(Diag::unsupported(self.file(), line, msg));
        }
        self.parse_sub_call_word(w, line)
    }

    /// Whether `w` names a built-in function that a sub imported into the current
    /// package overrides: perl calls the import (`use Time::HiRes qw(time sleep)`, a
    /// name of `use subs`) for any built-in but its strong keywords; a sub merely declared there does not
    /// override (perl warns "Ambiguous call resolved as CORE::...").
    pub(crate) fn imported_override(&self, w: &str) -> bool {
        const NOT_OVERRIDABLE: &[&str] = &[
            "defined",
            "delete",
            "do",
            "eval",
            "exists",
            "goto",
            "grep",
            "last",
            "local",
            "map",
            "my",
            "next",
            "no",
            "our",
            "package",
            "pos",
            "print",
            "printf",
            "prototype",
            "redo",
            "require",
            "return",
            "say",
            "scalar",
            "sort",
            "split",
            "state",
            "study",
            "sub",
            "undef",
            "use",
            "chomp",
            "chop",
            "not",
            "bless",
            "tie",
            "tied",
            "untie",
        ];
        if w.contains("::") || NOT_OVERRIDABLE.contains(&w) {
            return false;
        }
        let full = self.qualify(w);
        self.sub_aliases.contains_key(&full)
            || self.begin_installed.contains_key(&full)
            || self.subs_pragma.contains(&full)
    }

    /// A word that is a call of a sub (or a bareword, a class name).
    fn parse_sub_call_word(&mut self, w: &str, line: u32) -> Result<OpId, Diag> {
        // A user sub call.
        let full = self.qualify(w);
        if full == "XSLoader::load" {
            return self.xs_load(line);
        }
        if let Some(op) = self.module_call(&full, line)? {
            return Ok(op);
        }
        if full == "UNIVERSAL::DOES" {
            // It exists only as a method here (`$x->DOES(...)`), and as a function it
            // also answers for unblessed references.
            return Err(Diag::unsupported(
                self.file(),
                line,
                &format!("{full} called as a function"),
            ));
        }
        if let Some(proto) = self.prototype_of(&full) {
            return self.prototype_call(&full, &proto, line);
        }
        if self.eat_op("(", Expect::Operator)? {
            let args = self.paren_args(line)?;
            return Ok(self.op(OpKind::Entersub { name: full, args }, line));
        }
        // A constant of `use constant`, also one imported (`ONE_DAY` of Time::Seconds,
        // whose Exporter import aliases it): `ONE_DAY + ONE_HOUR` adds two constants.
        let constant = self.sub_aliases.get(&full).unwrap_or(&full);
        if let Some(c) = self.const_values.get(constant).cloned() {
            let id = self.op(OpKind::Const(c), line);
            self.inlined_consts.insert(id);
            return Ok(id);
        }
        if self.const_subs.contains(constant) {
            return Ok(self.op(
                OpKind::Entersub {
                    name: full,
                    args: vec![],
                },
                line,
            ));
        }
        // test bareword_declared_sub
        // sub add { return $_[0] + $_[1] }
        // my $r = add 1, 2;
        // my $p = add(3, 4);
        if self.sub_declared(&full) {
            // `import Pod::Usage;` in a package with its own `import`: a known package
            // after a sub's name makes a method call (perl's intuit_method).
            if let Tok::Ident(next) = &self.peek(Expect::Operator)?.tok.clone() {
                if self.known_package(next) && !self.sub_declared(&self.qualify(next)) {
                    return self.indirect_method(w, next, line);
                }
            }
            let args = self.list_args()?;
            return Ok(self.op(OpKind::Entersub { name: full, args }, line));
        }
        // `new Foo(...)`: perl's indirect object syntax, a method call `Foo->new(...)`.
        if let Tok::Ident(next) = &self.peek(Expect::Operator)?.tok.clone() {
            let modifier = matches!(
                next.as_str(),
                "if" | "unless" | "while" | "until" | "for" | "foreach"
            );
            if word_op(next).is_none()
                && !modifier
                && (self.known_package(next)
                    || (next.contains("::") && !self.sub_declared(&self.qualify(next))))
            {
                // `import Getopt::Std;`, `new Foo(1)`: a method call on the class. So is
                // one on a qualified bareword that is no sub, as perl's intuit_method
                // takes it (Benchmark.pm's `import Time::HiRes qw(time)`, the module
                // required by an eval STRING).
                return self.indirect_method(w, next, line);
            }
            if word_op(next).is_none() && !modifier {
                let next = next.clone();
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    &format!("indirect object syntax ({w} {next})"),
                ));
            }
        }
        // A class name: `Foo->m`, `Foo::Bar->m`, `Foo::` (the string "Foo").
        // test bareword_class_name
        // package Foo;
        // sub new { return bless {}, shift }
        // package main;
        // my $o = Foo->new;
        // my $c = Foo::;
        if self.is_op("::", Expect::Operator)? {
            self.next(Expect::Operator)?;
            return Ok(self.op(OpKind::Const(Const::Str(w.as_bytes().to_vec())), line));
        }
        if self.is_op("->", Expect::Operator)? {
            return Ok(self.op(OpKind::Const(Const::Str(w.as_bytes().to_vec())), line));
        }
        // test bareword_string
        // my $s = hello;
        // my @l = (one, two);
        if self.proto_bareword_depth > 0 {
            // An argument of a call whose prototype has a `*`: its strictness is decided
            // when the call's arguments are matched to the prototype (proto.rs).
            let op = self.op(OpKind::Const(Const::Str(w.as_bytes().to_vec())), line);
            let strict = self.pragmas().strict_subs.then(|| w.to_string());
            self.proto_barewords.push((op, line, strict));
            return Ok(op);
        }
        if self.pragmas().strict_subs {
            return Err(Diag::strict_subs(self.file(), line, w));
        }
        Ok(self.op(OpKind::Const(Const::Str(w.as_bytes().to_vec())), line))
    }

    /// `split`: a `/` after it starts its pattern.
    fn kw_split(&mut self, line: u32) -> Result<OpId, Diag> {
        // A `/` after `split` starts its pattern.
        let args = if self.eat_op("(", Expect::Operator)? {
            self.paren_args(line)?
        } else if self.slash_follows(true) || self.starts_term()? {
            let e = self.parse_expr(BP_COMMA)?;
            self.flatten(e)
        } else {
            vec![]
        };
        self.parse_split(args, line)
    }

    /// `not EXPR` (the low-precedence negation).
    fn kw_not(&mut self, line: u32) -> Result<OpId, Diag> {
        if self.eat_op("(", Expect::Operator)? {
            if self.eat_op(")", Expect::Term)? {
                // `not()` is true... of an empty list: perl gives 1.
                let e = self.op(OpKind::Stub, line);
                return Ok(self.op(OpKind::Not(e), line));
            }
            let e = self.parse_expr(0)?;
            self.expect_op(")", Expect::Operator)?;
            self.mark_parens(e);
            return Ok(self.op(OpKind::Not(e), line));
        }
        let e = self.parse_expr(3)?;
        Ok(self.op(OpKind::Not(e), line))
    }

    /// `state` declarations.
    fn kw_state(&mut self, line: u32) -> Result<OpId, Diag> {
        let (state_tok, before) = (self.last_token, self.prev_token);
        let mut t = self.next(Expect::Term)?;
        if let Tok::Ident(class) = &t.tok {
            // `state Dog $x`: a typed declaration.
            if !self.fat_comma_follows(&t) {
                let class = class.clone();
                t = self.typed_declaration(state_tok, before, &t, &class)?;
                self.declaring_class = Some(self.typed_class(class));
            }
        }
        let Tok::Var { sigil, name } = t.tok else {
            return Err(Diag::unsupported(
                self.file(),
                line,
                "this form of state declaration",
            ));
        };
        let var = self.my_var(sigil, &name, line);
        self.declaring_class = None;
        let var = var?;
        // Not re-introduced each time: the value persists.
        let ix = match self.kind(var) {
            OpKind::Padsv { ix, .. } | OpKind::Padav { ix, .. } | OpKind::Padhv { ix, .. } => *ix,
            _ => return Err(Diag::syntax(self.file(), line, String::new())),
        };
        let plain = match sigil {
            b'$' => OpKind::Padsv { ix, intro: false },
            b'@' => OpKind::Padav { ix, intro: false },
            _ => OpKind::Padhv { ix, intro: false },
        };
        self.prog.op_mut(var).kind = plain;
        self.prog.changed(var);
        let state = self.prog.states;
        self.prog.states += 1;
        self.mark_state(ix, state);
        let st = self.op(OpKind::StateVar { var, state }, line);
        self.var_attributes(st, "state", line)
    }

    /// `defined EXPR`, `defined &name`.
    fn kw_defined(&mut self, line: u32) -> Result<OpId, Diag> {
        let a = match self.unary_arg(line)? {
            Some(a) => a,
            None => self.topic(line),
        };
        if matches!(
            self.kind(a),
            OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Padhv { .. } | OpKind::Gvhv(_)
        ) {
            return Err(Diag::error(
                self.file(),
                line,
                "Can't use 'defined(@array)' (Maybe you should just omit the defined()?)",
            ));
        }
        Ok(self.op(OpKind::Defined(a), line))
    }

    /// `scalar EXPR`.
    /// A package perl's parser knows here: one the program compiled, a built-in
    /// module, or a name a `require` named.
    fn known_package(&self, name: &str) -> bool {
        self.prog.packages.iter().any(|p| p == name)
            || crate::modules::find(name).is_some()
            || self.inc.required.contains(name)
    }

    /// `METHOD CLASS ARGS`: perl's indirect object syntax, `CLASS->METHOD(ARGS)`.
    fn indirect_method(&mut self, w: &str, class: &str, line: u32) -> Result<OpId, Diag> {
        self.next(Expect::Operator)?;
        let (args, _) = self.func_args(line)?;
        Ok(self.class_method_call(class, w, args, line))
    }

    fn kw_scalar(&mut self, line: u32) -> Result<OpId, Diag> {
        // `scalar(A, B)`: perl takes the parenthesised list as one comma expression (its
        // value the last item's), as Exporter::Heavy's `scalar(push(@n, $_), $_)` does.
        let arg = if self.eat_op("(", Expect::Operator)? {
            let mut args = self.paren_args(line)?;
            match args.len() {
                0 | 1 => args.pop(),
                _ => Some(self.op(OpKind::List(args), line)),
            }
        } else {
            self.unary_arg(line)?
        };
        let Some(a) = arg else {
            return Err(Diag::error(
                self.file(),
                line,
                "Not enough arguments for scalar",
            ));
        };
        Ok(self.op(OpKind::Scalar(a), line))
    }

    /// `exists`/`delete` of an element or slice.
    fn kw_exists_delete(&mut self, w: &str, line: u32) -> Result<OpId, Diag> {
        let Some(a) = self.unary_arg(line)? else {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Not enough arguments for {w}"),
            ));
        };
        match self.kind(a) {
            OpKind::Helem { .. } | OpKind::Aelem { .. } => {}
            OpKind::Hslice { .. } | OpKind::Aslice { .. } | OpKind::KvSlice { .. }
                if w == "delete" => {}
            _ => {
                return Err(Diag::error(
                    self.file(),
                    line,
                    format!("{w} argument is not a HASH or ARRAY element or a subroutine"),
                ))
            }
        }
        Ok(if w == "exists" {
            self.op(OpKind::Exists(a), line)
        } else {
            self.op(OpKind::Delete(a), line)
        })
    }

    /// `pop`/`shift`, on `@_` or `@ARGV` by default.
    fn kw_pop_shift(&mut self, w: &str, line: u32) -> Result<OpId, Diag> {
        let paren = self.eat_op("(", Expect::Operator)?;
        let av = if (paren && self.is_op(")", Expect::Term)?)
            || (!paren && !self.starts_term_for_shift()?)
        {
            self.default_array(line)
        } else {
            self.array_operand(w, line)?
        };
        if paren {
            self.expect_op(")", Expect::Operator)?;
        }
        Ok(if w == "pop" {
            self.op(OpKind::Pop(av), line)
        } else {
            self.op(OpKind::Shift(av), line)
        })
    }

    // test tie_forms
    // tie my %h, 'Tie::StdHash'; my $o = tied %h; untie %h; tie %$r, $class, 1, 2;
    // untie(%h); my $t = tied(%h);
    /// `tie VARIABLE, CLASS, LIST`, `tied VARIABLE`, `untie VARIABLE`. A hash can be tied;
    /// tying an array, a scalar or a handle is refused (inside perl's library: where it
    /// runs).
    fn parse_tie(&mut self, w: &str, line: u32) -> Result<OpId, Diag> {
        let (target, args) = if w == "tie" {
            let (mut args, _) = self.func_args(line)?;
            if args.len() < 2 {
                return Err(Diag::error(
                    self.file(),
                    line,
                    "Not enough arguments for tie",
                ));
            }
            let target = args.remove(0);
            (target, args)
        } else {
            match self.unary_arg(line)? {
                Some(t) => (t, vec![]),
                None => {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        format!("Not enough arguments for {w}"),
                    ))
                }
            }
        };
        let kind = match self.kind(target) {
            OpKind::Padhv { .. } | OpKind::Gvhv(_) | OpKind::Rv2hv(_) => None,
            // A package scalar named here: reads of it call FETCH when it is tied.
            &OpKind::Gvsv(g) => {
                if w == "tie" {
                    self.prog.tied_scalars.insert(g);
                }
                None
            }
            OpKind::Padav { .. } | OpKind::Gvav(_) | OpKind::Rv2av(_) => Some("an array"),
            OpKind::Padsv { .. } | OpKind::Rv2sv(_) => Some("a scalar"),
            _ => Some("a filehandle"),
        };
        if let Some(what) = kind {
            if w != "tie" {
                // Nothing but a hash can be tied here: `tied` is undef, `untie` does nothing.
                // `tied *$fh` (File::Copy) needs no glob of the handle for that: the
                // operand alone is evaluated.
                let target = match self.kind(target) {
                    OpKind::GlobValue { name, .. } => *name,
                    _ => target,
                };
                return Ok(self.op(
                    OpKind::Tie {
                        target,
                        args,
                        how: if w == "tied" {
                            TieHow::Tied
                        } else {
                            TieHow::Untie
                        },
                        hash: false,
                    },
                    line,
                ));
            }
            let msg = format!("tie of {what}");
            if self.in_perl_library() {
                return Ok(self.op(OpKind::NotYet(format!("{msg} is not supported yet")), line));
            }
            return Err(Diag::unsupported(self.file(), line, &msg));
        }
        let how = match w {
            "tie" => TieHow::Tie,
            "tied" => TieHow::Tied,
            _ => TieHow::Untie,
        };
        Ok(self.op(
            OpKind::Tie {
                target,
                args,
                how,
                hash: true,
            },
            line,
        ))
    }

    /// `keys`/`values`/`each` of a hash or an array.
    fn kw_keys_values_each(&mut self, w: &str, line: u32) -> Result<OpId, Diag> {
        let paren = self.eat_op("(", Expect::Operator)?;
        let c = self.parse_expr(BP_NAMED_UNARY_ARG)?;
        if paren {
            self.expect_op(")", Expect::Operator)?;
        }
        match self.kind(c) {
            OpKind::Padhv { .. } | OpKind::Gvhv(_) | OpKind::Rv2hv(_) | OpKind::MatchHv(_) => {}
            OpKind::Padav { .. } | OpKind::Gvav(_) => {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    &format!("{w} on an array"),
                ))
            }
            _ => {
                return Err(Diag::error(
                    self.file(),
                    line,
                    format!("Experimental {w} on scalar is now forbidden"),
                ))
            }
        }
        Ok(match w {
            "keys" => self.op(OpKind::Keys(c), line),
            "values" => self.op(OpKind::Values(c), line),
            _ => self.op(OpKind::Each(c), line),
        })
    }

    /// `return LIST`.
    fn kw_return(&mut self, line: u32) -> Result<OpId, Diag> {
        let args = self.list_args()?;
        let e = match args.len() {
            0 => None,
            1 => Some(args[0]),
            _ => Some(self.op(OpKind::List(args), line)),
        };
        Ok(self.op(OpKind::Return(e), line))
    }

    // test goto_amper_forms
    // sub t { 1 } sub f { goto &t } sub g { my $c = \&t; goto &$c } sub h { goto &{"t"} }
    /// `goto &NAME`, `goto &$code`, `goto &{EXPR}`: perl's `goto` of a sub (the `&` form
    /// of a call without parentheses, whose target it takes). `goto LABEL` and `goto EXPR`
    /// are refused.
    fn kw_goto(&mut self, line: u32) -> Result<OpId, Diag> {
        let t = self.peek(Expect::Term)?.clone();
        // `goto __SUB__`: perl's goto EXPR of a code reference is `goto &$code`.
        let in_sub = self.in_sub() && self.subs.last().is_some_and(|s| !s.unit);
        if matches!(&t.tok, Tok::Ident(w) if w == "__SUB__") && self.pragmas().current_sub && in_sub
        {
            self.next(Expect::Term)?;
            let code = self.current_sub(line)?;
            let named = matches!(self.kind(code), OpKind::RefCode(_));
            return Ok(self.op(OpKind::GotoSub { code, named }, line));
        }
        if !matches!(t.tok, Tok::Var { sigil: b'&', .. } | Tok::Cast(b'&')) {
            return self.goto_label_or_expr(&t, line);
        }
        let e = self.parse_expr(BP_NAMED_UNARY_ARG)?;
        let call = match self.kind(e) {
            OpKind::AmperCall(call) => *call,
            // `goto &Carp::carp` of a built-in module's function (File::Path's `_carp`):
            // its native code runs with our @_ and its value is returned; it keeps no
            // frame of its own, and Carp skips the frame of a sub of the same package.
            OpKind::Entersub { name, .. } if self.module_function(name).is_some() => {
                return Ok(self.op(OpKind::Return(Some(e)), line));
            }
            _ => {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "goto of a call's value (goto &name(...))",
                ))
            }
        };
        let (code, named) = match self.kind(call).clone() {
            OpKind::Entersub { name, .. } => {
                // As `\&NAME` (an imported name resolves to the module's sub).
                (self.op(OpKind::RefCode(name), line), true)
            }
            OpKind::CallRef { code, .. } => (code, false),
            _ => return Err(Diag::unsupported(self.file(), line, "this goto")),
        };
        Ok(self.op(OpKind::GotoSub { code, named }, line))
    }

    // test goto_label_forms
    // goto L1; L1: goto ("L" . "2"); L2: my $n = 3; goto "L$n" if 0; L3: goto \&f if 0; sub f {}
    /// `goto LABEL` (a word that is no keyword, as perl's lexer forces it), and `goto
    /// EXPR`: a constant string is a label (perl's newLOOPEX), `\&NAME` is `goto &NAME`,
    /// anything else is decided when it runs (a code reference is `goto &$code`, any
    /// other value names a label). docs/decisions/goto-label.md.
    fn goto_label_or_expr(&mut self, t: &Token, line: u32) -> Result<OpId, Diag> {
        // `goto;`: no label, perl's run-time "goto must have label".
        if !self.starts_term()? {
            self.prog.uses_goto_label = true;
            return Ok(self.op(OpKind::GotoLabel(String::new()), line));
        }
        if let Tok::Ident(w) = &t.tok {
            let term_word = is_term_word(w) || self.is_known_function(w);
            if !term_word && !w.contains("::") && !w.contains('\'') {
                let w = w.clone();
                self.next(Expect::Term)?;
                self.prog.uses_goto_label = true;
                return Ok(self.op(OpKind::GotoLabel(w), line));
            }
        }
        let e = self.parse_expr(BP_ASSIGN)?;
        let e = match self.kind(e) {
            OpKind::List(items) if items.len() == 1 => items[0],
            _ => e,
        };
        let label = match self.kind(e) {
            OpKind::Const(crate::ops::Const::Str(s) | crate::ops::Const::Utf8(s))
                if !s.contains(&0) =>
            {
                Some(String::from_utf8_lossy(s).into_owned())
            }
            _ => None,
        };
        if let Some(l) = label {
            self.prog.uses_goto_label = true;
            return Ok(self.op(OpKind::GotoLabel(l), line));
        }
        if let OpKind::RefCode(_) = self.kind(e) {
            // `goto \&NAME` (Config.pm's AUTOLOAD): `goto &NAME`.
            return Ok(self.op(
                OpKind::GotoSub {
                    code: e,
                    named: true,
                },
                line,
            ));
        }
        self.prog.uses_goto_label = true;
        Ok(self.op(OpKind::GotoExpr(e), line))
    }

    /// `last`/`next`/`redo`, with or without a label.
    fn kw_loop_control(&mut self, w: &str, line: u32) -> Result<OpId, Diag> {
        let label = match self.peek(Expect::Term)?.tok.clone() {
            Tok::Ident(l)
                if l.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                    || !self.is_known_function(&l) =>
            {
                let l = l.clone();
                if matches!(
                    l.as_str(),
                    "if" | "unless" | "while" | "until" | "for" | "foreach" | "or" | "and"
                ) {
                    None
                } else {
                    self.next(Expect::Term)?;
                    Some(l)
                }
            }
            _ => None,
        };
        // With no loop (or label) around it here, the loop is looked for at run
        // time among the callers' (perl's loops are dynamic).
        Ok(match w {
            "last" => self.op(OpKind::Last(label), line),
            "next" => self.op(OpKind::Next(label), line),
            _ => self.op(OpKind::Redo(label), line),
        })
    }

    /// After a peeked `(`: the source holds `*NAME )` or `*NAME, *NAME ... )` next.
    fn globs_in_parens(&self) -> bool {
        let Some((t, ..)) = &self.peeked else {
            return false;
        };
        let mut rest = self.lx.src.get(t.end..).unwrap_or_default();
        loop {
            let Some(r) = rest.trim_ascii_start().strip_prefix(b"*") else {
                return false;
            };
            let n = r
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_' || **c == b':')
                .count();
            if n == 0 {
                return false;
            }
            let after = r[n..].trim_ascii_start();
            if after.starts_with(b")") {
                return true;
            }
            match after.strip_prefix(b",") {
                Some(r) => rest = r,
                None => return false,
            }
        }
    }
}

/// Words after `goto` that start a term rather than name a label (perl's lexer takes a
/// keyword there as one).
fn is_term_word(w: &str) -> bool {
    matches!(
        w,
        "sub"
            | "do"
            | "eval"
            | "my"
            | "our"
            | "local"
            | "state"
            | "__SUB__"
            | "__PACKAGE__"
            | "__FILE__"
            | "__LINE__"
            | "not"
            | "ref"
            | "lc"
            | "uc"
            | "join"
            | "sprintf"
            | "defined"
            | "undef"
            | "scalar"
            | "shift"
            | "pop"
    )
}

/// The BODY of a template `sub \0 0 \0 { BODY } 1;` (placeholder `\0 N \0` for the
/// N-th interpolated scalar), with each `'\0 N \0'` in it (N > 0) made the variable
/// `$__camelift_tpl_N`; None for any other shape.
fn sub_template_code(text: &[u8], nvars: usize) -> Option<Vec<u8>> {
    let t = text.trim_ascii();
    let rest = t.strip_prefix(b"sub")?;
    if !rest.first()?.is_ascii_whitespace() {
        return None;
    }
    let rest = rest.trim_ascii_start().strip_prefix(b"\x000\x00")?;
    let rest = rest.trim_ascii_start();
    if rest.first() != Some(&b'{') {
        return None;
    }
    let mut depth = 0usize;
    let mut end = None;
    for (i, &b) in rest.iter().enumerate() {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    end = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let end = end?;
    let after = rest[end + 1..].trim_ascii();
    if after != b"1;" && after != b"1" {
        return None;
    }
    let body = &rest[..=end];
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        if body[i] == 0 {
            // Only `'\0N\0'`: the quote before was copied already.
            let close = body[i + 1..].iter().position(|&b| b == 0)? + i + 1;
            let n: usize = std::str::from_utf8(&body[i + 1..close])
                .ok()?
                .parse()
                .ok()?;
            if n == 0
                || n >= nvars
                || out.last() != Some(&b'\'')
                || body.get(close + 1) != Some(&b'\'')
            {
                return None;
            }
            out.pop();
            out.extend_from_slice(format!("$__camelift_tpl_{n}").as_bytes());
            i = close + 2;
            continue;
        }
        out.push(body[i]);
        i += 1;
    }
    Some(out)
}

/// The variable names (with sigil) a piece of code mentions: `$x`, `@list`, `%h`.
fn sigiled_names(code: &[u8]) -> impl Iterator<Item = String> + '_ {
    code.iter().enumerate().filter_map(move |(i, &b)| {
        if !matches!(b, b'$' | b'@' | b'%') || (i > 0 && code[i - 1] == b'\\') {
            return None;
        }
        let name: Vec<u8> = code[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
            .copied()
            .collect();
        let first = *name.first()?;
        (first.is_ascii_alphabetic() || first == b'_').then(|| {
            let mut n = vec![b];
            n.extend_from_slice(&name);
            String::from_utf8_lossy(&n).into_owned()
        })
    })
}

/// Whether a string eval's text is `require MODULE` and `MODULE->import` statements and
/// a final `1`, nothing else.
fn require_import_only(t: &[u8]) -> bool {
    let stmts: Vec<&[u8]> = t
        .split(|&b| b == b';')
        .map(|s| s.trim_ascii())
        .filter(|s| !s.is_empty())
        .collect();
    let Some((last, rest)) = stmts.split_last() else {
        return false;
    };
    let module = |s: &[u8]| {
        !s.is_empty()
            && !s[0].is_ascii_digit()
            && s.iter()
                .all(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b':')
    };
    *last == b"1"
        && !rest.is_empty()
        && rest.iter().all(|s| {
            if let Some(m) = s.strip_prefix(b"require ") {
                module(m.trim_ascii())
            } else if let Some(m) = s.strip_suffix(b"->import") {
                module(m)
            } else {
                false
            }
        })
}

/// Whether a string eval's text is glob assignments (`*NAME = *OTHER`, OTHER a name or
/// one punctuation character) and a final `1`, a statement a line, nothing else.
fn glob_aliases_only(t: &[u8]) -> bool {
    let stmts: Vec<&[u8]> = t
        .split(|&b| b == b';')
        .map(|s| s.trim_ascii())
        .filter(|s| !s.is_empty())
        .collect();
    let Some((last, globs)) = stmts.split_last() else {
        return false;
    };
    let glob = |s: &[u8]| -> bool {
        let Some(name) = s.strip_prefix(b"*") else {
            return false;
        };
        let ident = name
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b':');
        let punct = name.len() == 1 && name[0].is_ascii_punctuation();
        !name.is_empty() && (ident || punct)
    };
    *last == b"1"
        && !globs.is_empty()
        && globs.iter().all(|s| {
            let mut parts = s.splitn(2, |&b| b == b'=');
            let (Some(l), Some(r)) = (parts.next(), parts.next()) else {
                return false;
            };
            glob(l.trim_ascii()) && glob(r.trim_ascii())
        })
}

/// Whether a library string is a text whose eval perl and the sub compiled from it agree
/// on wherever the eval is: it names only match variables (`$1`, `${1}`) and package
/// variables by their full name (`$Encode::Alias::Latin2iso[$1]`), never a lexical or an
/// unqualified global (which the file's end, where the sub is compiled, could see
/// differently), and calls only `lc`, `uc`, `defined` and `undef` (no code whose `caller`
/// would tell). Double-quoted parts are read for their variables only.
fn plain_text(s: &[u8]) -> bool {
    const WORDS: &[&[u8]] = &[b"lc", b"uc", b"defined", b"undef"];
    let mut i = 0;
    let mut quoted = false;
    while i < s.len() {
        let b = s[i];
        match b {
            b'\\' if quoted => i += 1,
            b'"' => quoted = !quoted,
            b'@' | b'%' if quoted || b == b'@' => return false,
            b'$' => {
                let mut j = i + 1;
                let braced = s.get(j) == Some(&b'{');
                j += usize::from(braced);
                let start = j;
                while j < s.len()
                    && (s[j].is_ascii_alphanumeric()
                        || s[j] == b'_'
                        || (s[j] == b':' && s.get(j + 1) == Some(&b':')))
                {
                    j += if s[j] == b':' { 2 } else { 1 };
                }
                let name = &s[start..j];
                let digits = !name.is_empty() && name.iter().all(u8::is_ascii_digit);
                let qualified = name.windows(2).any(|w| w == b"::")
                    && name.first().is_some_and(|c| c.is_ascii_alphabetic())
                    && !name.ends_with(b"::");
                if !(digits || qualified) || (braced && s.get(j) != Some(&b'}')) {
                    return false;
                }
                i = j + usize::from(braced);
                continue;
            }
            b'%' => {}
            _ if !quoted && (b.is_ascii_alphabetic() || b == b'_') => {
                let mut j = i;
                while j < s.len() && (s[j].is_ascii_alphanumeric() || s[j] == b'_') {
                    j += 1;
                }
                if !WORDS.contains(&&s[i..j]) {
                    return false;
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    !quoted
}

/// The state of the parser a failed parse of a library text is rolled back to.
struct ParseMark {
    units: super::require::UnitMark,
    warnings: usize,
    scopes: usize,
    sub_stack: usize,
}

/// Perl code that runs `code` (statements; its value is the last one's) as an eval
/// text compiled with `#line LINE FILE` before it would: the warnings and the error it
/// gives name that place (`file` and `line` are Perl expressions) instead of the line the
/// code is compiled at. The code must be on one line with the wrapper, which it is.
fn relocated(code: &str, file: &str, line: &str) -> String {
    format!(
        r#"my $__camelift_at = ' at ' . __FILE__ . ' line ' . __LINE__ . ".\n"; my $__camelift_fix = sub {{ my $t = $_[0]; substr($t, -length($__camelift_at)) = ' at ' . {file} . ' line ' . {line} . ".\n" if !ref($t) && length($t) >= length($__camelift_at) && substr($t, -length($__camelift_at)) eq $__camelift_at; $t }}; my @__camelift_w; my $__camelift_v; my $__camelift_ok = eval {{ local $SIG{{__WARN__}} = sub {{ push @__camelift_w, $_[0] }}; $__camelift_v = do {{ {code} }}; 1 }}; my $__camelift_e = $@; warn $__camelift_fix->($_) for @__camelift_w; die $__camelift_fix->($__camelift_e) unless $__camelift_ok; $__camelift_v"#
    )
}

/// Whether a library text may do something at compile time (a BEGIN, INIT or CHECK
/// block, `no`, `require`, `package`, a `__` token, a heredoc, a format), or names one
/// of `extra`: such a text is not compiled in place of its `eval`. (An END block in one
/// is registered when the eval runs, as perl compiles it then.)
fn acts_at_compile_time(text: &[u8], extra: &[&[u8]]) -> bool {
    const ACTS: [&[u8]; 9] = [
        b"BEGIN", b"INIT", b"CHECK", b"no ", b"require", b"package", b"__", b"<<", b"format",
    ];
    ACTS.iter()
        .chain(extra)
        .any(|a| text.windows(a.len()).any(|w| w == *a))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sub_templates() {
        let t = b"\n sub \x000\x00 {\n return '\x001\x00' . join(q{}, @_);\n }\n 1;\n";
        let code = sub_template_code(t, 2).unwrap_or_default();
        assert_eq!(
            String::from_utf8_lossy(&code),
            "{\n return $__camelift_tpl_1 . join(q{}, @_);\n }"
        );
        // The name elsewhere, a value outside quotes, no final 1: not templates.
        assert!(sub_template_code(b"sub f { \x000\x00 } 1;", 1).is_none());
        assert!(sub_template_code(b"sub \x000\x00 { \x001\x00 } 1;", 2).is_none());
        assert!(sub_template_code(b"sub \x000\x00 { 1 } print 2;", 1).is_none());
        let names: Vec<String> = sigiled_names(b"$x + @y{a} \\$z %h").collect();
        assert_eq!(names, ["$x", "@y", "%h"]);
    }

    #[test]
    fn plain_library_texts() {
        for t in [
            r#""iso-8859-$1""#,
            r#""\L$1""#,
            r#""${1}8""#,
            r#""$1-$2""#,
            r#""cp" . $Encode::Alias::Winlatin2cp{lc($1)}"#,
            r#"defined $Encode::Alias::Latin2iso[$1] ? "iso-8859-$Encode::Alias::Latin2iso[$1]" : undef"#,
        ] {
            assert!(super::plain_text(t.as_bytes()), "{t}");
        }
        for t in [
            r#""$x""#,
            r#""$main::""#,
            r#""@{[ 1 ]}""#,
            r#"foo($1)"#,
            r#""a" . $y"#,
            r#""unclosed"#,
            r#"${x}"#,
        ] {
            assert!(!super::plain_text(t.as_bytes()), "{t}");
        }
    }
}
