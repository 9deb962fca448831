//! The lexer. Perl cannot be tokenised without knowing whether a term or an operator is
//! expected (perl's `PL_expect`): `/` divides or starts a pattern, `%` is modulus or a hash,
//! `<` compares or reads a handle, `{` opens a block or an anonymous hash. The parser passes
//! that expectation with every request; the lexer itself is stateless between tokens apart
//! from its position, so a token can be re-read under another expectation.

use crate::diag::{Diag, WarnCat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Term,
    Operator,
}

#[derive(Clone, Debug, PartialEq)]
pub enum NumLit {
    Int(u64),
    Float(f64),
    /// A number with two or more dots (`5.36.0`): a v-string, its text as written.
    VString(String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Num(NumLit),
    /// A quoted string: raw text between the delimiters, and whether it interpolates.
    /// `delim` is the closing delimiter (so `\` + delim can be unescaped).
    Str {
        raw: Vec<u8>,
        interpolate: bool,
        delim: u8,
        line: u32,
    },
    /// A command to run for its output: `` `...` `` or `qx//`, its text as a `Str`'s
    /// (`qx'...'` does not interpolate).
    Command {
        raw: Vec<u8>,
        interpolate: bool,
        delim: u8,
        line: u32,
    },
    /// `qw(...)` words.
    Words(Vec<Vec<u8>>),
    /// A pattern operator: `m//` (also `//`), `qr//`, `s///`, `tr///` (`y///`). `pat` and
    /// `repl` are the raw text between the delimiters; `delim` is the opening delimiter of
    /// the pattern (`'` turns interpolation off), `flags` the modifier letters.
    Regex {
        kind: RegexKind,
        pat: Vec<u8>,
        repl: Vec<u8>,
        delim: u8,
        repl_delim: u8,
        flags: String,
        line: u32,
        /// Line where the replacement starts (for `/e` code).
        repl_line: u32,
    },
    /// A variable: sigil `$ @ % &` and name (`x`, `main::x`, `_`, `0`, `1`, `,` ...).
    Var {
        sigil: u8,
        name: String,
    },
    /// `$#name`
    ArrayLen(String),
    /// A sigil applied to an expression: `$$r`, `@{...}`, `%$r`, `&$f`, `$#{...}` (sigil
    /// `#`). The lexer stops right after the sigil; the parser reads the `$var` or block.
    Cast(u8),
    /// A bareword, keyword or sub name (may contain `::`).
    Ident(String),
    /// `*name`: a typeglob (only its aliasing of a sub compiles: `*name = \&other;`).
    Glob(String),
    /// `<FH>`, `<$fh>`: the handle as written (`FH`, `$fh`).
    Readline(String),
    /// `<*.c>`, `<$dir/*>`: a glob, the raw text between `<` and `>` (interpolated as
    /// a double-quoted string).
    GlobPattern {
        raw: Vec<u8>,
        line: u32,
    },
    /// Punctuation operator.
    Op(&'static str),
    Eof,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegexKind {
    Match,
    Qr,
    Subst,
    Trans,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub line: u32,
    /// Byte offset where the token starts.
    pub start: usize,
    /// Byte offset just past the token.
    pub end: usize,
    /// Whitespace came before the token.
    pub space_before: bool,
}

pub struct Lexer {
    pub src: Vec<u8>,
    pub file: String,
    pub pos: usize,
    pub line: u32,
    /// Here-documents already cut out of the source, by the position of their `<<`: the
    /// token and where lexing resumes (the parser may re-read a token).
    heredocs: std::collections::HashMap<usize, (Tok, usize)>,
    /// Newlines after which lines were cut out (a here-document's body): position of the
    /// newline and how many lines to count when passing it.
    line_skips: Vec<(usize, u32)>,
    /// Warnings found while reading tokens (perl's lexer warns as it reads), for the parser
    /// to report where their category is on.
    pub warnings: Vec<LexWarning>,
    /// Where warnings were already found, so a token read again does not warn twice.
    warned: std::collections::HashSet<(usize, WarnCat)>,
    /// The program ended at `__END__` (false) or `__DATA__` (true): whether it was
    /// `__DATA__`, and where the text after that line starts (the `DATA` handle's).
    pub data: Option<(bool, usize)>,
    /// Where the token before the one being read starts (perl's "near" text of an error
    /// found inside a token begins there).
    prev_start: usize,
    /// Where the token last read starts.
    last_start: usize,
    /// The line a `# line N "FILE"` directive gave, when it also named a file (which
    /// camelift's messages cannot follow yet).
    pub file_directive: Option<u32>,
    /// The `bitwise` feature is on where the next token is read (the parser sets it).
    pub bitwise: bool,
    /// A handler for binary literals (`overload::constant binary => ...`) is in effect
    /// there: a literal too big for an integer is no overflow (toke.c's HINT_NEW_BINARY).
    pub new_binary: bool,
}

/// A `# line N` or `# line N "FILE"` comment (toke.c's S_incline): the line number the next
/// line gets, and whether a file name was given.
fn line_directive(text: &[u8]) -> Option<(u32, bool)> {
    let tab = |b: &u8| *b == b' ' || *b == b'\t';
    let mut s = text.strip_prefix(b"#")?;
    s = &s[s.iter().take_while(|b| tab(b)).count()..];
    s = s.strip_prefix(b"line")?;
    if !s.first().is_some_and(tab) {
        return None;
    }
    s = &s[s.iter().take_while(|b| tab(b)).count()..];
    let digits = s.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let n: u32 = std::str::from_utf8(&s[..digits]).ok()?.parse().ok()?;
    s = &s[digits..];
    if !s.is_empty() && !s.first().is_some_and(|b| tab(b) || *b == b'\r') {
        return None;
    }
    s = &s[s.iter().take_while(|b| tab(b)).count()..];
    let name_len = if let Some(rest) = s.strip_prefix(b"\"") {
        match rest.iter().position(|b| *b == b'"') {
            Some(q) => q + 2,
            None => s.iter().take_while(|b| !b.is_ascii_whitespace()).count(),
        }
    } else {
        s.iter().take_while(|b| !b.is_ascii_whitespace()).count()
    };
    let tail = &s[name_len..];
    if !tail.iter().all(|b| tab(b) || *b == b'\r' || *b == 0x0c) {
        return None;
    }
    Some((n, name_len > 0))
}

/// A warning found by the lexer: its category, line and text.
#[derive(Clone, Debug)]
pub struct LexWarning {
    pub cat: WarnCat,
    pub line: u32,
    pub text: String,
    /// Given by default (`Warnings::default_on`), not only under `use warnings`.
    pub default_on: bool,
}

/// Operators by length, longest first so that maximal munch works.
const OPS3: &[&str] = &["**=", "||=", "&&=", "//=", "<=>", "...", "<<=", ">>="];
const OPS2: &[&str] = &[
    "=>", "->", "++", "--", "**", "=~", "!~", "==", "!=", "<=", ">=", "&&", "||", "//", "..", "::",
    "+=", "-=", "*=", "/=", ".=", "%=", "x=", "&=", "|=", "^=", "<<", ">>",
];
const OPS1: &[&str] = &[
    "+", "-", "*", "/", "%", "=", "<", ">", "!", "~", "\\", "?", ":", ".", ",", ";", "(", ")", "{",
    "}", "[", "]", "&", "|", "^", "@", "$",
];

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The closing delimiter of a quote-like operator opened with `open`.
pub fn closing_delim_of(open: u8) -> u8 {
    closing_delim(open)
}

fn closing_delim(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b'<' => b'>',
        c => c,
    }
}

impl Lexer {
    pub fn new(src: Vec<u8>, file: &str, line: u32) -> Self {
        Lexer {
            src,
            file: file.to_string(),
            pos: 0,
            line,
            heredocs: Default::default(),
            line_skips: vec![],
            warnings: vec![],
            warned: Default::default(),
            data: None,
            prev_start: 0,
            last_start: 0,
            file_directive: None,
            bitwise: false,
            new_binary: false,
        }
    }

    fn peek_byte(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.src.get(self.pos - 1) == Some(&b'\n')
    }

    /// Skips whitespace, comments and POD. Returns whether anything was skipped.
    pub(crate) fn skip_space(&mut self) -> bool {
        let start = self.pos;
        loop {
            let c = self.peek_byte(0);
            if c == b'\n' {
                self.line += 1 + self.skipped_lines_at(self.pos);
                self.pos += 1;
            } else if c == b' '
                || c == b'\t'
                || c == b'\r'
                || c == 0x0c
                || (c == 0 && self.pos < self.src.len())
            {
                // perl skips a NUL byte between tokens as it skips white space.
                self.pos += 1;
            } else if c == b'#' {
                let line_start = self.at_line_start();
                let from = self.pos;
                while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                    self.pos += 1;
                }
                if line_start {
                    self.line_directive_at(from);
                }
            } else if c == b'=' && self.at_line_start() && is_ident_start(self.peek_byte(1)) {
                self.skip_pod();
            } else {
                break;
            }
        }
        self.pos != start
    }

    /// A `# line N` directive in the line from `from` to the current position: the next
    /// line is line N (the newline ahead counts one).
    fn line_directive_at(&mut self, from: usize) {
        if let Some((n, named)) = line_directive(&self.src[from..self.pos]) {
            self.line = n.saturating_sub(1);
            if named && self.file_directive.is_none() {
                self.file_directive = Some(n);
            }
        }
    }

    /// POD runs from a line starting with `=word` to a line starting with `=cut`.
    fn skip_pod(&mut self) {
        loop {
            let line_start = self.pos;
            while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                self.pos += 1;
            }
            let is_cut = self.src[line_start..self.pos].starts_with(b"=cut")
                && !self
                    .src
                    .get(line_start + 4)
                    .is_some_and(|c| is_ident_char(*c));
            // perl reads `# line N` directives inside POD too.
            self.line_directive_at(line_start);
            if self.pos < self.src.len() {
                self.pos += 1;
                self.line += 1;
            }
            if is_cut || self.pos >= self.src.len() {
                return;
            }
        }
    }

    /// A warning for the token at `at` (once, however often the token is read).
    fn warn(&mut self, at: usize, cat: WarnCat, text: String) {
        self.warn_as(at, cat, text, false);
    }

    /// A warning perl gives by default (its `(S ...)` and `(D ...)` ones): shown unless
    /// a pragma switched its category off.
    fn warn_default(&mut self, at: usize, cat: WarnCat, text: String) {
        self.warn_as(at, cat, text, true);
    }

    fn warn_as(&mut self, at: usize, cat: WarnCat, text: String, default_on: bool) {
        if self.warned.insert((at, cat)) {
            self.warnings.push(LexWarning {
                cat,
                line: self.line,
                text,
                default_on,
            });
        }
    }

    fn err_near(&self, at: usize) -> Diag {
        Diag::syntax(&self.file, self.line, near_text(&self.src, at))
    }

    pub fn next(&mut self, expect: Expect) -> Result<Token, Diag> {
        let space_before = self.skip_space();
        let start = self.pos;
        let line = self.line;
        if start != self.last_start {
            self.prev_start = self.last_start;
            self.last_start = start;
        }
        let tok = self.lex_one(expect)?;
        Ok(Token {
            tok,
            line,
            start,
            end: self.pos,
            space_before,
        })
    }

    fn lex_one(&mut self, expect: Expect) -> Result<Tok, Diag> {
        let c = self.peek_byte(0);
        if self.pos >= self.src.len() {
            return Ok(Tok::Eof);
        }
        // ^D (or ^Z) where a token starts is the logical end of the script, as `__END__`
        // is (without a DATA handle).
        if c == 0x04 || c == 0x1a {
            self.pos = self.src.len();
            return Ok(Tok::Eof);
        }
        // test dot_number_vs_concat
        // my $x = .5;
        // my $y = "a" .5;
        // my $z = "a".5;
        if c.is_ascii_digit()
            || (c == b'.' && self.peek_byte(1).is_ascii_digit() && expect == Expect::Term)
        {
            return self.lex_number();
        }
        // test colon_colon_name_is_main
        // sub f { 1 }
        // my $x = ::f();
        if is_ident_start(c)
            || (c == b':'
                && self.peek_byte(1) == b':'
                && is_ident_start(self.peek_byte(2))
                && expect == Expect::Term)
        {
            // (`::name` is `main::name`.)
            return self.lex_word(expect);
        }
        match c {
            b'"' => {
                self.pos += 1;
                let line = self.line;
                let raw = self.delimited(b'"', b'"')?;
                return Ok(Tok::Str {
                    raw,
                    interpolate: true,
                    delim: b'"',
                    line,
                });
            }
            b'\'' => {
                self.pos += 1;
                let line = self.line;
                let raw = self.delimited(b'\'', b'\'')?;
                return Ok(Tok::Str {
                    raw,
                    interpolate: false,
                    delim: b'\'',
                    line,
                });
            }
            b'`' => {
                self.pos += 1;
                let line = self.line;
                let raw = self.delimited(b'`', b'`')?;
                return Ok(Tok::Command {
                    raw,
                    interpolate: true,
                    delim: b'`',
                    line,
                });
            }
            b'$' if expect == Expect::Term || self.var_follows() => return self.lex_scalar_var(),
            b'@' if expect == Expect::Term
                && self.src[self.pos..].starts_with(b"@{^")
                && self.peek_byte(3).is_ascii_uppercase() =>
            {
                // `@{^CAPTURE}`.
                let mut e = self.pos + 3;
                while e < self.src.len()
                    && (self.src[e].is_ascii_uppercase() || self.src[e] == b'_')
                {
                    e += 1;
                }
                if self.src.get(e) == Some(&b'}') {
                    let name = format!("^{}", String::from_utf8_lossy(&self.src[self.pos + 3..e]));
                    self.pos = e + 1;
                    return Ok(Tok::Var { sigil: b'@', name });
                }
                self.pos += 1;
                return Ok(Tok::Cast(b'@'));
            }
            b'@' if expect == Expect::Term => {
                let n = self.peek_byte(1);
                if is_ident_start(n) || n == b'_' || n == b':' {
                    self.pos += 1;
                    let name = self.ident_with_pkg();
                    return Ok(Tok::Var { sigil: b'@', name });
                }
                if n == b'{' || n == b'$' {
                    self.pos += 1;
                    return Ok(Tok::Cast(b'@'));
                }
                if n == b'-' || n == b'+' {
                    self.pos += 2;
                    return Ok(Tok::Var {
                        sigil: b'@',
                        name: (n as char).to_string(),
                    });
                }
            }
            // test percent_modulus_vs_hash
            // my %h = (a => 1);
            // my $r = \%h;
            // my $m = 7 % 3;
            // my $t = 10 %2;
            // my $n = keys %h;
            // my %c = %$r;
            // my $u = 5 %$r;
            b'%' if expect == Expect::Term => {
                let n = self.peek_byte(1);
                if is_ident_start(n) || n == b':' {
                    self.pos += 1;
                    let mut name = self.ident_with_pkg();
                    if self.src[self.pos..].starts_with(b"::") && !name.is_empty() {
                        // `%Foo::`: the package's symbol table.
                        self.pos += 2;
                        name.push_str("::");
                    }
                    return Ok(Tok::Var { sigil: b'%', name });
                }
                if n == b'{' || n == b'$' {
                    self.pos += 1;
                    return Ok(Tok::Cast(b'%'));
                }
                // `%+`, `%-` and `%!` (Errno's).
                if n == b'+' || n == b'-' || n == b'!' {
                    self.pos += 2;
                    return Ok(Tok::Var {
                        sigil: b'%',
                        name: (n as char).to_string(),
                    });
                }
            }
            // test ampersand_call_vs_bitand
            // sub f { 3 }
            // my $x = &f;
            // my $y = 6 & 3;
            // my $z = $x && $y;
            b'&' if expect == Expect::Term && self.peek_byte(1) != b'&' => {
                let n = self.peek_byte(1);
                if is_ident_start(n) || n == b':' {
                    self.pos += 1;
                    let name = self.ident_with_pkg();
                    return Ok(Tok::Var { sigil: b'&', name });
                }
                if let Some(name) = self.braced_name(1) {
                    return Ok(Tok::Var { sigil: b'&', name });
                }
                if n == b'{' || n == b'$' {
                    self.pos += 1;
                    return Ok(Tok::Cast(b'&'));
                }
                return Err(Diag::unsupported(
                    &self.file,
                    self.line,
                    "code dereference with &",
                ));
            }
            // test slash_divide_vs_match
            // my $x = 10;
            // my $half = $x / 2;
            // my $ok = /a/;
            // print $x / 5, "\n";
            // my $d = $x // 1;
            b'/' if expect == Expect::Term => {
                self.pos += 1;
                return self.regex_rest(RegexKind::Match, b'/');
            }
            // `?PATTERN?` needs the `m` since perl 5.22: a `?` is the conditional operator
            // (`defined ? $a : $b`).
            // test question_mark_is_conditional
            // my $x = 1;
            // my $y = $x ? "t" : "f";
            // my $z = defined $x ? 1 : 0;
            // test less_than_vs_readline
            // open(my $fh, "<", "/dev/null");
            // my $line = <STDIN>;
            // my $l = <$fh>;
            // my $lt = 1 < 2;
            // my $n = $lt<3;
            // while (my $r = <STDIN>) { last }
            b'<' if expect == Expect::Term && self.src[self.pos..].starts_with(b"<<>>") => {
                // `<<>>`: the ARGV loop with 3-argument opens.
                self.pos += 4;
                return Ok(Tok::Readline("<<>>".into()));
            }
            b'<' if expect == Expect::Term && self.src[self.pos..].starts_with(b"<>") => {
                // `<>`: the ARGV loop.
                self.pos += 2;
                return Ok(Tok::Readline("ARGV".into()));
            }
            b'<' if expect == Expect::Term && self.peek_byte(1) != b'<' => {
                // `<IDENT>` / `<$name>`.
                let rest = &self.src[self.pos + 1..];
                let sig = usize::from(rest.first() == Some(&b'$'));
                let n = rest[sig..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_' || **c == b':')
                    .count();
                if n > 0 && rest.get(sig + n) == Some(&b'>') && is_ident_start(rest[sig]) {
                    let name = String::from_utf8_lossy(&rest[..sig + n]).into_owned();
                    self.pos += sig + n + 2;
                    return Ok(Tok::Readline(name));
                }
                // toke.c's scan_inputsymbol: up to the first `>` (not after a
                // backslash), anything but a handle's name is a glob, its text read again
                // as a string between `<` and `>`.
                // test angle_glob
                // my @c = <*.c>;
                // my $d = "t"; my @t = <$d/*.txt>;
                // my @w = <A C G T>;
                let mut i = 0;
                let mut close = None;
                while i < rest.len() {
                    match rest[i] {
                        b'\\' if rest.get(i + 1) == Some(&b'>') => i += 2,
                        b'>' => {
                            close = Some(i);
                            break;
                        }
                        _ => i += 1,
                    }
                }
                match close {
                    None => {
                        return Err(Diag::error(
                            &self.file,
                            self.line,
                            "Unterminated <> operator",
                        ))
                    }
                    Some(n) if n > 0 && !(sig == 1 && n == 1) => {
                        let line = self.line;
                        self.pos += 1;
                        let raw = self.delimited(b'<', b'>')?;
                        return Ok(Tok::GlobPattern { raw, line });
                    }
                    Some(_) => {}
                }
                return Err(Diag::unsupported(
                    &self.file,
                    self.line,
                    "<FILEHANDLE> readline",
                ));
            }
            // test heredoc_vs_shift
            // my $n = 1 << 3;
            // print <<EOT;
            // n is $n
            // EOT
            // my $m = $n<<1;
            b'<' if expect == Expect::Term => {
                let n = self.peek_byte(2);
                if n == b'"' || n == b'\'' || n == b'~' || is_ident_start(n) {
                    return self.heredoc();
                }
                // `<< "EOT"`: blanks may come before a quoted terminator.
                let blanks = self.src[self.pos + 2..]
                    .iter()
                    .take_while(|c| **c == b' ' || **c == b'\t')
                    .count();
                if blanks > 0 && matches!(self.peek_byte(2 + blanks), b'"' | b'\'') {
                    return self.heredoc();
                }
                return Err(Diag::unsupported(
                    &self.file,
                    self.line,
                    "<<>> or a here-document with this terminator",
                ));
            }
            b'*' if expect == Expect::Term && is_ident_start(self.peek_byte(1)) => {
                // `*name`: a typeglob.
                self.pos += 1;
                let start = self.pos;
                while is_ident_char(self.peek_byte(0))
                    || (self.peek_byte(0) == b':' && self.peek_byte(1) == b':')
                {
                    self.pos += if self.peek_byte(0) == b':' { 2 } else { 1 };
                }
                let name = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
                return Ok(Tok::Glob(name));
            }
            b'*' if expect == Expect::Term && self.punct_glob_follows() => {
                // `*,` `*/` `*0` `*^N`: the glob of a punctuation or control variable
                // (English.pm's `*OFS = *,`).
                self.pos += 1;
                let c1 = self.peek_byte(0);
                let name = if c1 == b'^' && self.peek_byte(1).is_ascii_uppercase() {
                    let letter = self.peek_byte(1) as char;
                    self.pos += 2;
                    format!("^{letter}")
                } else if c1.is_ascii_digit() {
                    let start = self.pos;
                    while self.peek_byte(0).is_ascii_digit() {
                        self.pos += 1;
                    }
                    String::from_utf8_lossy(&self.src[start..self.pos]).into_owned()
                } else {
                    self.pos += 1;
                    (c1 as char).to_string()
                };
                return Ok(Tok::Glob(name));
            }
            b'*' if expect == Expect::Term && matches!(self.peek_byte(1), b'{' | b'$') => {
                // `*{EXPR}` / `*$g`: a glob by name or glob value.
                self.pos += 1;
                return Ok(Tok::Cast(b'*'));
            }
            _ => {}
        }
        if let Some(op) = self.string_bitop(expect) {
            self.pos += op.len();
            return Ok(Tok::Op(op));
        }
        for set in [OPS3, OPS2, OPS1] {
            for op in set {
                if self.src[self.pos..].starts_with(op.as_bytes()) {
                    self.pos += op.len();
                    return Ok(Tok::Op(op));
                }
            }
        }
        Err(self.err_near(self.pos))
    }

    // test string_bitwise_operators
    // use feature 'bitwise';
    // my ($x, $y) = ("ab", "  ");
    // my $s = $x |. $y &. ~.$x ^. "1";
    // $x |.= $y; $x &.= $y; $x ^.= $y;
    // my $n = $x | $y & ~$x;
    /// Under the `bitwise` feature, `|. &. ^.`, their assignments `|.= &.= ^.=` and `~.`
    /// are operators of their own (toke.c reads the `.` only when the feature is on and it
    /// follows at once; without the feature `|.` is `|` and then `.`).
    fn string_bitop(&self, expect: Expect) -> Option<&'static str> {
        if !self.bitwise || self.peek_byte(1) != b'.' {
            return None;
        }
        let assign = self.peek_byte(2) == b'=';
        Some(match (self.peek_byte(0), expect) {
            (b'|', Expect::Operator) if assign => "|.=",
            (b'&', Expect::Operator) if assign => "&.=",
            (b'^', Expect::Operator) if assign => "^.=",
            (b'|', Expect::Operator) => "|.",
            (b'&', Expect::Operator) => "&.",
            (b'^', Expect::Operator) => "^.",
            (b'~', Expect::Term) => "~.",
            _ => return None,
        })
    }

    // test braced_name_after_sigil
    // sub foo { "foo" }
    // our $time = 1;
    // my @v = (${ time }, &{ foo }(), &{foo}, defined &{ foo });
    /// `{ NAME }` at `off` bytes from here, after a sigil: the name, as perl reads `${ time }`
    /// as `$time` and `&{ foo }` as `&foo` (a keyword too); the position moves past the
    /// `}`. Anything else inside the braces is an expression to dereference.
    fn braced_name(&mut self, off: usize) -> Option<String> {
        if self.peek_byte(off) != b'{' {
            return None;
        }
        let save = self.pos;
        self.pos += off + 1;
        while self.peek_byte(0) == b' ' {
            self.pos += 1;
        }
        let name = self.ident_with_pkg();
        while self.peek_byte(0) == b' ' {
            self.pos += 1;
        }
        if !name.is_empty() && self.peek_byte(0) == b'}' {
            self.pos += 1;
            return Some(name);
        }
        self.pos = save;
        None
    }

    /// At a `*` in term position: whether the glob of a punctuation variable follows
    /// (`*,`, `*$` alone, `*^N`, `*0`), not `*{EXPR}`, `*$g` or `*::name`.
    fn punct_glob_follows(&self) -> bool {
        let (c1, c2) = (self.peek_byte(1), self.peek_byte(2));
        match c1 {
            b'$' => !(is_ident_start(c2) || matches!(c2, b'{' | b'$' | b':')),
            b':' => c2 != b':',
            b'^' => c2.is_ascii_uppercase() || !is_ident_char(c2),
            b'0'..=b'9' => true,
            b',' | b';' | b'"' | b'\\' | b'/' | b'.' | b'|' | b'%' | b'=' | b'-' | b'~' | b'?'
            | b'!' | b'@' | b'<' | b'>' | b'(' | b')' | b']' | b'&' | b'`' | b'\'' | b'+' => true,
            _ => false,
        }
    }

    /// In operator position a `$` can only start a variable in odd code; we treat it as a
    /// term so the parser reports the syntax error at the right place.
    fn var_follows(&self) -> bool {
        false
    }

    /// Reads `name`, `Pkg::name`, `::name`.
    fn ident_with_pkg(&mut self) -> String {
        let start = self.pos;
        loop {
            let c = self.peek_byte(0);
            if is_ident_char(c) {
                self.pos += 1;
            } else if c == b':'
                && self.peek_byte(1) == b':'
                && (is_ident_char(self.peek_byte(2)) || self.pos == start)
            {
                self.pos += 2;
            } else if c == b'\''
                && is_ident_start(self.peek_byte(1))
                && self.pos > start
                && !matches!(
                    &self.src[start..self.pos],
                    b"q" | b"qq" | b"qw" | b"m" | b"s" | b"tr" | b"y" | b"qr" | b"qx"
                )
            {
                // Old-style package separator `main'x`.
                self.pos += 1;
            } else {
                break;
            }
        }
        String::from_utf8_lossy(&self.src[start..self.pos]).replace('\'', "::")
    }

    fn lex_scalar_var(&mut self) -> Result<Tok, Diag> {
        self.pos += 1; // `$`
        let c = self.peek_byte(0);
        if c == b'#' {
            let n = self.peek_byte(1);
            if is_ident_start(n) || n == b':' {
                self.pos += 1;
                let name = self.ident_with_pkg();
                return Ok(Tok::ArrayLen(name));
            }
            if n == b'{' {
                // `$#{name}` or `$#{expr}`.
                let save = self.pos;
                self.pos += 2;
                let name = self.ident_with_pkg();
                if !name.is_empty() && self.peek_byte(0) == b'}' {
                    self.pos += 1;
                    return Ok(Tok::ArrayLen(name));
                }
                self.pos = save + 1;
                return Ok(Tok::Cast(b'#'));
            }
            if n == b'$' {
                self.pos += 1;
                return Ok(Tok::Cast(b'#'));
            }
            if n == b'-' || n == b'+' {
                // `$#-`, `$#+`: the last index of the match offset arrays.
                self.pos += 2;
                return Ok(Tok::ArrayLen((n as char).to_string()));
            }
            // `$#` alone: the obsolete output format variable.
            return Err(Diag::unsupported(&self.file, self.line, "the $# variable"));
        }
        if is_ident_start(c) || (c == b':' && self.peek_byte(1) == b':') {
            let mut name = self.ident_with_pkg();
            if self.src[self.pos..].starts_with(b"::{") {
                // `$Pkg::{NAME}`: an element of the symbol table `%Pkg::`.
                self.pos += 2;
                name.push_str("::");
            }
            return Ok(Tok::Var { sigil: b'$', name });
        }
        if c.is_ascii_digit() {
            let start = self.pos;
            while self.peek_byte(0).is_ascii_digit() {
                self.pos += 1;
            }
            let name = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
            return Ok(Tok::Var { sigil: b'$', name });
        }
        if c == b'{' && self.peek_byte(1) == b'^' && self.peek_byte(2).is_ascii_uppercase() {
            // `${^NAME}`.
            let mut e = self.pos + 2;
            while e < self.src.len() && (self.src[e].is_ascii_uppercase() || self.src[e] == b'_') {
                e += 1;
            }
            if self.src.get(e) == Some(&b'}') {
                let name = format!("^{}", String::from_utf8_lossy(&self.src[self.pos + 2..e]));
                self.pos = e + 1;
                return Ok(Tok::Var { sigil: b'$', name });
            }
        }
        if c == b' ' || c == b'\t' {
            // `$ {EXPR}` (overload.pm writes it so): a dereference.
            let mut e = self.pos;
            while matches!(self.src.get(e), Some(b' ' | b'\t')) {
                e += 1;
            }
            if self.src.get(e) == Some(&b'{') {
                self.pos = e;
                return Ok(Tok::Cast(b'$'));
            }
        }
        if c == b'{' {
            // `${name}` or `${^NAME}`; `${ expr }` is a dereference.
            if let Some(name) = self.braced_name(0) {
                return Ok(Tok::Var { sigil: b'$', name });
            }
            return Ok(Tok::Cast(b'$'));
        }
        if c == b'$' {
            let n = self.peek_byte(1);
            if is_ident_start(n) || n == b'{' || n == b'$' || n == b':' {
                return Ok(Tok::Cast(b'$'));
            }
            self.pos += 1;
            return Ok(Tok::Var {
                sigil: b'$',
                name: "$".into(),
            });
        }
        if c == b'^' && self.peek_byte(1).is_ascii_uppercase() {
            let name = format!("^{}", self.peek_byte(1) as char);
            self.pos += 2;
            return Ok(Tok::Var { sigil: b'$', name });
        }
        if b"&`'+_./,\\;!@0\"<>()[]|?:-^~=%".contains(&c) && c != 0 {
            self.pos += 1;
            return Ok(Tok::Var {
                sigil: b'$',
                name: (c as char).to_string(),
            });
        }
        Err(self.err_near(self.pos - 1))
    }

    fn lex_number(&mut self) -> Result<Tok, Diag> {
        let start = self.pos;
        let c = self.peek_byte(0);
        let n = self.peek_byte(1);
        if c == b'0'
            && (n == b'x'
                || n == b'X'
                || n == b'b'
                || n == b'B'
                || n.is_ascii_digit()
                || n == b'_'
                || n == b'o'
                || n == b'O')
        {
            let (radix, skip) = match n {
                b'x' | b'X' => (16, 2),
                b'b' | b'B' => (2, 2),
                b'o' | b'O' => (8, 2),
                _ => (8, 1),
            };
            self.pos += skip;
            let name = match radix {
                16 => "hexadecimal",
                2 => "binary",
                _ => "octal",
            };
            let mut val: u64 = 0;
            let mut overflow = false;
            let mut fval: f64 = 0.0;
            let mut digits = 0usize;
            // perl's scan_num: an underscore right after the prefix, after another
            // underscore or at the end is "Misplaced".
            let mut lastub = None;
            if self.peek_byte(0) == b'_' {
                self.misplaced_underscore(start);
                lastub = Some(self.pos);
                self.pos += 1;
            }
            loop {
                let d = self.peek_byte(0);
                if d == b'_' {
                    if lastub.is_some_and(|u| u + 1 == self.pos) {
                        self.misplaced_underscore(start);
                    }
                    lastub = Some(self.pos);
                    self.pos += 1;
                    continue;
                }
                let v = match (d as char).to_digit(16) {
                    Some(v) if v < radix => v,
                    Some(_) if radix == 8 && d.is_ascii_digit() => {
                        return Err(Diag::error(
                            &self.file,
                            self.line,
                            format!("Illegal octal digit '{}'", d as char),
                        ));
                    }
                    Some(_) if radix == 2 && d.is_ascii_digit() => {
                        return Err(Diag::error(
                            &self.file,
                            self.line,
                            format!("Illegal binary digit '{}'", d as char),
                        ));
                    }
                    _ => {
                        if self.pos > start && self.src[self.pos - 1] == b'_' {
                            self.misplaced_underscore(start);
                        }
                        break;
                    }
                };
                self.pos += 1;
                digits += 1;
                fval = fval * radix as f64 + v as f64;
                match val
                    .checked_mul(radix as u64)
                    .and_then(|x| x.checked_add(v as u64))
                {
                    Some(x) => val = x,
                    None if !overflow => {
                        overflow = true;
                        if !self.new_binary {
                            self.warn_default(
                                start,
                                WarnCat::Overflow,
                                format!("Integer overflow in {name} number"),
                            );
                        }
                    }
                    None => {}
                }
            }
            if let Some(f) = self.radix_float(radix, fval) {
                return Ok(Tok::Num(NumLit::Float(f)));
            }
            if digits == 0 && skip == 2 {
                // `0x`, `0b`, `0o` (perl's "near" runs from the token before through the
                // character after the literal).
                let end = (self.pos + 1).min(self.src.len());
                let from = if self.prev_start < start {
                    self.prev_start
                } else {
                    start
                };
                let near = String::from_utf8_lossy(&self.src[from..end]).into_owned();
                return Err(Diag::error_near(
                    &self.file,
                    self.line,
                    format!("No digits found for {name} literal"),
                    near,
                ));
            }
            if overflow || val > 0xffff_ffff {
                // Wider than 32 bits: a perl built with 32-bit integers reads it otherwise.
                let text = match radix {
                    16 => "Hexadecimal number > 0xffffffff".to_string(),
                    2 => format!("Binary number > 0b{}", "1".repeat(32)),
                    _ if skip == 2 => "Octal number > 0o37777777777".to_string(),
                    _ => "Octal number > 037777777777".to_string(),
                };
                self.warn(start, WarnCat::Portable, format!("{text} non-portable"));
            }
            return Ok(Tok::Num(if overflow {
                NumLit::Float(fval)
            } else {
                NumLit::Int(val)
            }));
        }
        let mut text = String::new();
        let mut is_float = false;
        // Underscores are dropped; perl's scan_num calls them "Misplaced" (a `syntax`
        // warning) after another underscore, at the end of a part, right after the
        // decimal point, and at the start of an exponent.
        let mut lastub: Option<usize> = None;
        self.number_digits(start, &mut text, &mut lastub);
        if lastub.is_some_and(|u| u + 1 == self.pos) {
            self.misplaced_underscore(start);
        }
        // A `.` followed by another `.` is the range operator, not a decimal point.
        if self.peek_byte(0) == b'.' && self.peek_byte(1) != b'.' {
            is_float = true;
            text.push('.');
            self.pos += 1;
            if self.peek_byte(0) == b'_' {
                self.misplaced_underscore(start);
                lastub = Some(self.pos);
            }
            self.number_digits(start, &mut text, &mut lastub);
            if self.src[self.pos - 1] == b'_' {
                self.misplaced_underscore(start);
            }
            // test vstring_number
            // my $v = 5.36.0; my $w = 1.2.3 . "";
            if self.peek_byte(0) == b'.' && self.peek_byte(1).is_ascii_digit() {
                // A second dot: a v-string (toke.c's scan_num goes to scan_vstring).
                let mut lit = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
                while self.peek_byte(0) == b'.' && self.peek_byte(1).is_ascii_digit() {
                    lit.push('.');
                    self.pos += 1;
                    while self.peek_byte(0).is_ascii_digit() || self.peek_byte(0) == b'_' {
                        lit.push(self.peek_byte(0) as char);
                        self.pos += 1;
                    }
                }
                return Ok(Tok::Num(NumLit::VString(lit)));
            }
        }
        let e = self.peek_byte(0);
        if (e == b'e' || e == b'E') && b"+-0123456789_".contains(&self.peek_byte(1)) {
            // The exponent; without digits the `e` is not part of the number.
            let save = self.pos;
            let mut exp = String::from("e");
            let mut misplaced = false;
            self.pos += 1;
            if self.peek_byte(0) == b'_' {
                misplaced = true;
                lastub = Some(self.pos);
                self.pos += 1;
            }
            if self.peek_byte(0) == b'+' || self.peek_byte(0) == b'-' {
                exp.push(self.peek_byte(0) as char);
                self.pos += 1;
            }
            if self.peek_byte(0) == b'_' {
                misplaced = true;
                lastub = Some(self.pos);
                self.pos += 1;
            }
            let mut digits = 0;
            loop {
                let d = self.peek_byte(0);
                if d.is_ascii_digit() {
                    digits += 1;
                    exp.push(d as char);
                } else if d == b'_' {
                    let next = self.peek_byte(1);
                    if lastub.is_some_and(|u| u + 1 == self.pos)
                        || (!next.is_ascii_digit() && next != b'_')
                    {
                        misplaced = true;
                    }
                    lastub = Some(self.pos);
                } else {
                    break;
                }
                self.pos += 1;
            }
            // The warnings come as perl's come: the stray ones before the digits are
            // given even when the `e` turns out not to belong to the number.
            if misplaced {
                self.misplaced_underscore(start);
            }
            if digits == 0 {
                self.pos = save;
            } else {
                is_float = true;
                text.push_str(&exp);
            }
        }
        if text == "." {
            return Err(self.err_near(start));
        }
        if !is_float {
            if let Ok(v) = text.parse::<u64>() {
                return Ok(Tok::Num(NumLit::Int(v)));
            }
        }
        let f: f64 = text.parse().unwrap_or(f64::INFINITY);
        Ok(Tok::Num(NumLit::Float(f)))
    }

    /// Digits and underscores of a decimal literal's part into `text` (the underscores
    /// dropped, a second one in a row "Misplaced").
    fn number_digits(&mut self, start: usize, text: &mut String, lastub: &mut Option<usize>) {
        loop {
            let d = self.peek_byte(0);
            if d.is_ascii_digit() {
                text.push(d as char);
            } else if d == b'_' {
                if lastub.is_some_and(|u| u + 1 == self.pos) {
                    self.misplaced_underscore(start);
                }
                *lastub = Some(self.pos);
            } else {
                break;
            }
            self.pos += 1;
        }
    }

    /// perl warns once per literal (toke.c's `warned_about_underscore`): `start` is the
    /// literal's.
    fn misplaced_underscore(&mut self, start: usize) {
        self.warn(start, WarnCat::Syntax, "Misplaced _ in number".into());
    }

    /// When only white space and comments are left: the line perl reports an
    /// unterminated quote-like operator on, the last line of the file (a final newline
    /// starts no line of its own).
    fn only_space_follows(&self) -> Option<u32> {
        let mut line = self.line;
        let mut p = self.pos;
        if self.peek_byte(0) == b'#' {
            // `q#...#`: right after the word, `#` is the delimiter.
            return None;
        }
        while let Some(&c) = self.src.get(p) {
            match c {
                b'\n' if p + 1 < self.src.len() => line += 1,
                b'\n' => {}
                b' ' | b'\t' | b'\r' | 0x0c => {}
                b'#' => {
                    while self.src.get(p).is_some_and(|c| *c != b'\n') {
                        p += 1;
                    }
                    continue;
                }
                _ => return None,
            }
            p += 1;
        }
        Some(line)
    }

    /// A hexadecimal (binary, octal) floating point literal after its integer part
    /// (`int`, already read): `0x1.8p1` is 3, `0x1p-2` 0.25, `0x.8p1` 1. The binary
    /// exponent is required: without it `0x1.8` is `0x1 . 8` and nothing is consumed.
    fn radix_float(&mut self, radix: u32, int: f64) -> Option<f64> {
        let save = self.pos;
        let mut p = self.pos;
        let mut frac = 0.0f64;
        let mut scale = 1.0f64;
        if self.src.get(p) == Some(&b'.') {
            p += 1;
            while let Some(&d) = self.src.get(p) {
                if d == b'_' {
                    p += 1;
                    continue;
                }
                match (d as char).to_digit(radix) {
                    Some(v) => {
                        scale /= radix as f64;
                        frac += v as f64 * scale;
                        p += 1;
                    }
                    None => break,
                }
            }
        }
        if !matches!(self.src.get(p), Some(b'p' | b'P')) {
            self.pos = save;
            return None;
        }
        p += 1;
        let neg = match self.src.get(p) {
            Some(b'-') => {
                p += 1;
                true
            }
            Some(b'+') => {
                p += 1;
                false
            }
            _ => false,
        };
        let exp_start = p;
        let mut exp: i32 = 0;
        while let Some(&d) = self.src.get(p) {
            if d.is_ascii_digit() {
                exp = exp.saturating_mul(10).saturating_add((d - b'0') as i32);
            } else if d != b'_' {
                break;
            }
            p += 1;
        }
        if p == exp_start {
            self.pos = save;
            return None;
        }
        self.pos = p;
        let exp = if neg { -exp } else { exp };
        Some((int + frac) * 2f64.powi(exp))
    }

    fn lex_word(&mut self, expect: Expect) -> Result<Tok, Diag> {
        let start = self.pos;
        let word = self.ident_with_pkg();
        // Quote-like operators, unless used as a hash key (`q => 1`) or a method name.
        // test quote_word_vs_fat_comma
        // my %h = (q => 1, s => 2, y => 3, tr => 4, qw => 5);
        // my $s = q(a);
        // my @w = qw/c d/;
        // test quote_comma_delimiter
        // my @d = qw,~ ! ) _,; my $q = q,a,;
        let is_quote = matches!(
            word.as_str(),
            "q" | "qq" | "qw" | "m" | "s" | "tr" | "y" | "qr" | "qx"
        );
        if is_quote && expect == Expect::Term {
            // Nothing but white space left: perl's lexer dies for want of a delimiter.
            if let Some(eof_line) = self.only_space_follows() {
                let text = match word.as_str() {
                    "s" => "Substitution pattern not terminated".to_string(),
                    "y" | "tr" => "Transliteration pattern not terminated".to_string(),
                    "m" | "qr" => "Search pattern not terminated".to_string(),
                    _ => "Can't find string terminator \"^@\" anywhere before EOF".to_string(),
                };
                return Err(Diag::error(&self.file, eof_line, text));
            }
            let save = (self.pos, self.line);
            // White space before the delimiter may run over lines and hold comments
            // (toke.c's scan_str skips it with skipspace), but a `#` right after the word
            // is the delimiter.
            // test quote_delimiter_after_newline_and_comment
            // my @w = qw
            //   (a b);
            // my $s = q # a comment, not the delimiter
            //   {c};
            // my $t = q#d#;
            let (p, lines) = if self.peek_byte(0).is_ascii_whitespace() {
                self.blanks_from(self.pos)
            } else {
                (self.pos, 0)
            };
            let d = self.src.get(p).copied().unwrap_or(0);
            let fat_comma = d == b'=' && self.src.get(p + 1) == Some(&b'>');
            let usable = d != 0
                && !d.is_ascii_alphanumeric()
                && d != b'_'
                && !d.is_ascii_whitespace()
                && !matches!(d, b'}' | b')')
                // `m;...;x` (Getopt::Long): a `;` right after the word delimits.
                && (d != b';' || p == self.pos)
                && !fat_comma
                && !(d == b'=' && p > self.pos);
            if usable {
                self.line += lines;
                if matches!(word.as_str(), "m" | "s" | "tr" | "y" | "qr") {
                    let kind = match word.as_str() {
                        "m" => RegexKind::Match,
                        "qr" => RegexKind::Qr,
                        "s" => RegexKind::Subst,
                        _ => RegexKind::Trans,
                    };
                    self.pos = p + 1;
                    return self.regex_rest(kind, d);
                }
                self.pos = p + 1;
                let line = self.line;
                let close = closing_delim(d);
                let raw = self.delimited(d, close)?;
                if word == "qx" {
                    return Ok(Tok::Command {
                        raw,
                        interpolate: d != b'\'',
                        delim: close,
                        line,
                    });
                }
                return Ok(match word.as_str() {
                    "q" => Tok::Str {
                        raw,
                        interpolate: false,
                        delim: close,
                        line,
                    },
                    "qq" => Tok::Str {
                        raw,
                        interpolate: true,
                        delim: close,
                        line,
                    },
                    _ => Tok::Words(split_words(&raw)),
                });
            }
            self.pos = save.0;
            self.line = save.1;
        }
        // A version string `v5.36.0` is one word.
        if word.len() > 1
            && word.starts_with('v')
            && word.as_bytes()[1].is_ascii_digit()
            && word[1..].chars().all(|c| c.is_ascii_digit() || c == '_')
        {
            let mut w = word.clone();
            while self.peek_byte(0) == b'.' && self.peek_byte(1).is_ascii_digit() {
                w.push('.');
                self.pos += 1;
                while self.peek_byte(0).is_ascii_digit() || self.peek_byte(0) == b'_' {
                    w.push(self.peek_byte(0) as char);
                    self.pos += 1;
                }
            }
            return Ok(Tok::Ident(w));
        }
        if matches!(word.as_str(), "print" | "printf" | "say" | "sort") {
            self.check_paren_call(start, &word);
        }
        if word == "__END__" || word == "__DATA__" {
            let rest = &self.src[self.pos.min(self.src.len())..];
            let start = match rest.iter().position(|b| *b == b'\n') {
                Some(nl) => self.pos + nl + 1,
                None => self.src.len(),
            };
            self.data = Some((word == "__DATA__", start));
            self.pos = self.src.len();
            return Ok(Tok::Eof);
        }
        let _ = start;
        Ok(Tok::Ident(word))
    }

    /// perl's `print (...) interpreted as function`: the list operator `word` (just read,
    /// from `start`) followed by one space and a parenthesised list that more of the
    /// expression follows on the same line (perl's own check, a heuristic it calls "not a
    /// very solid hack": it counts parentheses without regard to strings).
    fn check_paren_call(&mut self, start: usize, word: &str) {
        let s = &self.src;
        if s.get(self.pos) != Some(&b' ') || s.get(self.pos + 1) != Some(&b'(') {
            return;
        }
        // A method call, or a sub of that name being declared.
        let before = s[..start].trim_ascii_end();
        let sub_decl = before.ends_with(b"sub")
            && !before[..before.len() - 3]
                .last()
                .is_some_and(|c| is_ident_char(*c));
        if before.ends_with(b"->") || sub_decl {
            return;
        }
        let eol = s[self.pos..]
            .iter()
            .position(|c| *c == b'\n')
            .map_or(s.len(), |n| self.pos + n);
        let mut w = self.pos + 2;
        let mut level = 1;
        while w < eol && level > 0 {
            match s[w] {
                b'(' => level += 1,
                b')' => level -= 1,
                _ => {}
            }
            w += 1;
        }
        while w < eol && s[w].is_ascii_whitespace() {
            w += 1;
        }
        // What may follow: the end of a statement, block or list, a boolean operator, or
        // a statement modifier (`or and if unless until while foreach for`, `!=`, `==`).
        let fine = w < eol && b";&/|})]oaiuwef!=".contains(&s[w]);
        if !fine {
            self.warn(
                start,
                WarnCat::Syntax,
                format!("{word} (...) interpreted as function"),
            );
        }
    }

    /// The rest of a pattern operator after its opening delimiter `open`: the pattern,
    /// for `s` and `tr` the replacement (with its own delimiters when the first pair
    /// brackets), and the modifier letters.
    fn regex_rest(&mut self, kind: RegexKind, open: u8) -> Result<Tok, Diag> {
        let line = self.line;
        let close = closing_delim(open);
        let pat = self.delimited(open, close).map_err(|_| {
            let what = match kind {
                RegexKind::Match | RegexKind::Qr => "Search",
                RegexKind::Subst => "Substitution",
                RegexKind::Trans => "Transliteration",
            };
            Diag::error(&self.file, line, format!("{what} pattern not terminated"))
        })?;
        let mut repl = vec![];
        let mut repl_delim = open;
        let mut repl_line = self.line;
        if matches!(kind, RegexKind::Subst | RegexKind::Trans) {
            let unterminated = if kind == RegexKind::Subst {
                "Substitution replacement not terminated"
            } else {
                "Transliteration replacement not terminated"
            };
            if open != close {
                // `s{...}{...}`, `s{...} /.../`: white space and comments may come between.
                self.skip_space();
                let d = self.peek_byte(0);
                if d == 0 || d.is_ascii_alphanumeric() || d.is_ascii_whitespace() {
                    return Err(Diag::error(&self.file, line, unterminated));
                }
                self.pos += 1;
                repl_delim = d;
                repl_line = self.line;
                repl = self.delimited(d, closing_delim(d))?;
            } else {
                repl = self
                    .delimited(open, close)
                    .map_err(|_| Diag::error(&self.file, line, unterminated))?;
            }
        }
        let mut flags = String::new();
        while self.peek_byte(0).is_ascii_alphabetic() {
            flags.push(self.peek_byte(0) as char);
            self.pos += 1;
        }
        Ok(Tok::Regex {
            kind,
            pat,
            repl,
            delim: open,
            repl_delim,
            flags,
            line,
            repl_line,
        })
    }

    /// Where the white space and comments from `p` end, and how many lines they hold:
    /// what perl skips between a word and a `=>` that quotes it, or before a quote-like
    /// operator's delimiter. (No POD: `=` there is a delimiter.)
    pub fn blanks_from(&self, mut p: usize) -> (usize, u32) {
        let mut lines = 0;
        while let Some(&c) = self.src.get(p) {
            if c == b'\n' {
                lines += 1 + self.skipped_lines_at(p);
            } else if c == b'#' {
                while self.src.get(p + 1).is_some_and(|c| *c != b'\n') {
                    p += 1;
                }
            } else if !c.is_ascii_whitespace() {
                break;
            }
            p += 1;
        }
        (p, lines)
    }

    fn skipped_lines_at(&self, pos: usize) -> u32 {
        self.line_skips
            .iter()
            .filter(|(p, _)| *p == pos)
            .map(|(_, n)| *n)
            .sum()
    }

    // test heredoc_forms
    // my $n = 1;
    // print <<"Q", <<'R';
    // q $n
    // Q
    // r $n
    // R
    // print <<~EOT;
    //     indented
    //       more
    //     EOT
    /// `<<"EOT"`, `<<'EOT'`, `<<EOT`, `<<~EOT`: the body is the lines after the current
    /// one up to the terminator; it is cut out of the source so lexing goes on after the
    /// `<<EOT` on the current line and then after the terminator.
    fn heredoc(&mut self) -> Result<Tok, Diag> {
        let start = self.pos;
        if let Some((tok, end)) = self.heredocs.get(&start) {
            self.pos = *end;
            return Ok(tok.clone());
        }
        let line = self.line;
        let mut p = start + 2;
        let indent = self.src.get(p) == Some(&b'~');
        if indent {
            p += 1;
        }
        // Blanks before a quoted terminator (`<< 'EOT'`).
        let blanks = self.src[p.min(self.src.len())..]
            .iter()
            .take_while(|c| **c == b' ' || **c == b'\t')
            .count();
        if matches!(self.src.get(p + blanks), Some(b'"' | b'\'')) {
            p += blanks;
        }
        let (tag, interpolate) = match self.src.get(p).copied() {
            Some(q) if q == b'"' || q == b'\'' => {
                let close = self.src[p + 1..]
                    .iter()
                    .position(|c| *c == q)
                    .map(|i| p + 1 + i);
                let Some(close) = close else {
                    return Err(self.err_near(start));
                };
                let tag = self.src[p + 1..close].to_vec();
                p = close + 1;
                (tag, q == b'"')
            }
            _ => {
                let s = p;
                while p < self.src.len() && is_ident_char(self.src[p]) {
                    p += 1;
                }
                (self.src[s..p].to_vec(), true)
            }
        };
        let Some(nl) = self.src[p..]
            .iter()
            .position(|c| *c == b'\n')
            .map(|i| p + i)
        else {
            return Err(self.unterminated_heredoc(&tag, line));
        };
        // Find the terminator line.
        let body_start = nl + 1;
        let mut ls = body_start;
        let mut body_lines = 0u32;
        let (body_end, cut_end, term_indent) = loop {
            if ls >= self.src.len() {
                return Err(self.unterminated_heredoc(&tag, line));
            }
            let le = self.src[ls..]
                .iter()
                .position(|c| *c == b'\n')
                .map(|i| ls + i)
                .unwrap_or(self.src.len());
            let text = &self.src[ls..le];
            let trimmed = if indent {
                text.trim_ascii_start()
            } else {
                text
            };
            body_lines += 1;
            if trimmed == tag.as_slice() {
                let ind = text.len() - trimmed.len();
                break (ls, (le + 1).min(self.src.len()), text[..ind].to_vec());
            }
            ls = le + 1;
        };
        let mut body = self.src[body_start..body_end].to_vec();
        if indent && !term_indent.is_empty() {
            let mut out = Vec::with_capacity(body.len());
            for l in body.split_inclusive(|c| *c == b'\n') {
                out.extend_from_slice(
                    l.strip_prefix(term_indent.as_slice())
                        .unwrap_or(l.trim_ascii_start()),
                );
            }
            body = out;
        }
        self.src.drain(body_start..cut_end);
        self.line_skips.push((nl, body_lines));
        let tok = Tok::Str {
            raw: body,
            interpolate,
            delim: if interpolate { b'\n' } else { 0 },
            line,
        };
        self.heredocs.insert(start, (tok.clone(), p));
        self.pos = p;
        Ok(tok)
    }

    fn unterminated_heredoc(&self, tag: &[u8], line: u32) -> Diag {
        let t = String::from_utf8_lossy(tag);
        Diag {
            message: format!(
                "Can't find string terminator \"{t}\" anywhere before EOF at {} line {line}.",
                self.file
            ),
        }
    }

    /// Reads up to the closing delimiter (the opening one already consumed), honouring
    /// backslash escapes and nesting of bracketing delimiters. Returns the raw text.
    fn delimited(&mut self, open: u8, close: u8) -> Result<Vec<u8>, Diag> {
        let start_line = self.line;
        let start = self.pos;
        let mut depth = 0usize;
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                // perl quotes the terminator with `"`, or with `'` when it is `"`.
                let q = if close == b'"' { '\'' } else { '"' };
                return Err(Diag::error(
                    &self.file,
                    start_line,
                    format!(
                        "Can't find string terminator {q}{}{q} anywhere before EOF",
                        close as char
                    ),
                ));
            };
            if c == b'\\' && self.pos + 1 < self.src.len() {
                if self.src[self.pos + 1] == b'\n' {
                    self.line += 1;
                }
                self.pos += 2;
                continue;
            }
            if c == b'\n' {
                self.line += 1;
            }
            if open != close && c == open {
                depth += 1;
            } else if c == close {
                if depth == 0 {
                    let raw = self.src[start..self.pos].to_vec();
                    self.pos += 1;
                    return Ok(raw);
                }
                depth -= 1;
            }
            self.pos += 1;
        }
    }
}

fn split_words(raw: &[u8]) -> Vec<Vec<u8>> {
    raw.split(|c| c.is_ascii_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_vec())
        .collect()
}

/// The text perl shows after `near` in a syntax error: the rest of the line from the
/// offending token (perl shows up to the end of the line, including the newline).
pub fn near_text(src: &[u8], at: usize) -> String {
    let at = at.min(src.len());
    let end = src[at..]
        .iter()
        .position(|&c| c == b'\n')
        .map(|p| at + p + 1)
        .unwrap_or(src.len());
    String::from_utf8_lossy(&src[at..end]).into_owned()
}
