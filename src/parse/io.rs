//! File input/output: `<FH>`, `open`, `close`, `binmode`, `eof`, file tests, `unlink`,
//! `mkdir`, `rmdir`, and the handle of `print {$fh}` / `print FH`.

use super::Parser;
use crate::diag::Diag;
use crate::lex::{Expect, Tok};
use crate::ops::{Const, Func, Handle, IoOp, OpId, OpKind};

/// Operand binding power of named unary operators (file tests).
const BP_NAMED_UNARY_ARG: u8 = 16;
const BP_COMMA: u8 = 5;

impl Parser {
    /// The glob of a bareword handle.
    pub(crate) fn handle_glob(&mut self, name: &str) -> Handle {
        let q = self.qualify(name);
        let line = self.line();
        self.note_mention(&q, b'*', line);
        Handle::Glob(self.prog.glob(&q))
    }

    /// `<FH>` / `<$fh>` (the lexer's `Tok::Readline`).
    pub(crate) fn parse_readline(&mut self, name: &str, line: u32) -> Result<OpId, Diag> {
        if name == "<<>>" || name == "ARGV" {
            // `<>`, `<<>>` and `<ARGV>`, in any package: the ARGV loop.
            let h = Handle::Glob(self.prog.glob("main::ARGV"));
            let id = self.op(OpKind::Readline(h), line);
            let mut flags = 0;
            if name == "<<>>" {
                flags |= camelift_abi::READLINE_DOUBLE;
            }
            if !self
                .pragmas()
                .warnings
                .default_on(crate::diag::WarnCat::Inplace)
            {
                flags |= camelift_abi::READLINE_QUIET;
            }
            if flags != 0 {
                self.prog.argv_reads.insert(id, flags);
            }
            return Ok(id);
        }
        let h = if let Some(v) = name.strip_prefix('$') {
            Handle::Expr(self.scalar_var(v, line)?)
        } else {
            self.handle_glob(name)
        };
        Ok(self.op(OpKind::Readline(h), line))
    }

    /// `readline(FH)` / `readline $fh`: `<FH>` as a function. Without a handle it reads
    /// `*ARGV` (the files `<>` reads).
    fn parse_readline_func(&mut self, line: u32) -> Result<OpId, Diag> {
        let paren = self.eat_op("(", Expect::Operator)?;
        let none = if paren {
            self.is_op(")", Expect::Term)?
        } else {
            !self.starts_term()?
        };
        if none {
            if paren {
                self.expect_op(")", Expect::Term)?;
            }
            return self.parse_readline("ARGV", line);
        }
        let h = self.handle_arg()?;
        if paren {
            if !self.is_op(")", Expect::Operator)? {
                return Err(Diag::error(
                    self.file(),
                    line,
                    "Too many arguments for readline",
                ));
            }
            self.expect_op(")", Expect::Operator)?;
        }
        Ok(self.op(OpKind::Readline(h), line))
    }

    /// A handle argument: a bareword, or an expression (a scalar holding a handle).
    fn handle_arg(&mut self) -> Result<Handle, Diag> {
        let t = self.peek(Expect::Term)?.clone();
        if let Tok::Ident(w) = &t.tok {
            let rest = &self.lx.src[t.end.min(self.lx.src.len())..];
            let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
            // A built-in function is called (`select(select $fh)`, `close shift`).
            // So is an expression that starts with a keyword (`fileno(do { \*STDOUT })`).
            let call = self.is_known_function(w)
                || matches!(w.as_str(), "my" | "our" | "local" | "do" | "eval" | "sub");
            if rest.get(ws) != Some(&b'(') && !rest[ws..].starts_with(b"::") && !call {
                if w == "_" {
                    return Err(Diag::unsupported(self.file(), t.line, "the _ filehandle"));
                }
                let w = w.clone();
                self.next(Expect::Term)?;
                return Ok(self.handle_glob(&w));
            }
        }
        let e = self.parse_expr(BP_COMMA + 1)?;
        Ok(Handle::Expr(e))
    }

    /// `stat`'s operand when it is a handle: `_` (the glob `*_`, whose handle is the last
    /// file stat'ed) or a bareword (not a call). None: an expression follows.
    fn stat_handle(&mut self) -> Result<Option<Handle>, Diag> {
        let t = self.peek(Expect::Term)?.clone();
        let Tok::Ident(w) = &t.tok else {
            return Ok(None);
        };
        let rest = &self.lx.src[t.end.min(self.lx.src.len())..];
        let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
        let call = rest.get(ws) == Some(&b'(') || rest[ws..].starts_with(b"::");
        if w == "_" {
            self.next(Expect::Term)?;
            return Ok(Some(Handle::Glob(self.prog.glob("main::_"))));
        }
        let full = self.qualify(w);
        if call
            || self.sub_declared(&full)
            || !w.bytes().all(|b| b.is_ascii_uppercase() || b == b'_')
        {
            return Ok(None);
        }
        let w = w.clone();
        self.next(Expect::Term)?;
        Ok(Some(self.handle_glob(&w)))
    }

    /// The name perl gives a handle in messages (`<$fh> line 3`).
    fn handle_name(&self, h: Handle) -> Vec<u8> {
        match h {
            Handle::Glob(g) => {
                let n = &self.prog.globs[g as usize].name;
                n.strip_prefix("main::").unwrap_or(n).as_bytes().to_vec()
            }
            Handle::Expr(e) => match self.kind(e) {
                OpKind::Padsv { ix, .. } => self
                    .subs
                    .last()
                    .and_then(|s| s.pad.get(*ix as usize))
                    .map(|p| p.name.as_bytes().to_vec())
                    .unwrap_or_else(|| b"__ANONIO__".to_vec()),
                OpKind::Gvsv(g) => {
                    let n = &self.prog.globs[*g as usize].name;
                    format!("${}", n.strip_prefix("main::").unwrap_or(n)).into_bytes()
                }
                _ => b"__ANONIO__".to_vec(),
            },
            Handle::Stdout | Handle::Selected => b"STDOUT".to_vec(),
            Handle::Stderr => b"STDERR".to_vec(),
        }
    }

    /// The remaining comma-separated arguments, up to `)` (with parentheses) or the end
    /// of the list operator's arguments.
    fn rest_args(&mut self, paren: bool) -> Result<Vec<OpId>, Diag> {
        let mut args = vec![];
        while self.eat_op(",", Expect::Operator)? || self.eat_op("=>", Expect::Operator)? {
            if paren && self.is_op(")", Expect::Term)? {
                break;
            }
            args.push(self.parse_expr(BP_COMMA + 1)?);
        }
        if paren {
            self.expect_op(")", Expect::Operator)?;
        }
        Ok(args)
    }

    /// The file functions `parse_io_func` parses: `open`, `close`, `read`, `unlink`, ...
    pub(crate) fn io_func_word(w: &str) -> Option<IoOp> {
        Some(match w {
            "open" => IoOp::Open,
            "close" => IoOp::Close,
            "binmode" => IoOp::Binmode,
            "eof" => IoOp::Eof,
            "unlink" => IoOp::Unlink,
            "mkdir" => IoOp::Mkdir,
            "rmdir" => IoOp::Rmdir,
            "chdir" => IoOp::Chdir,
            "readlink" => IoOp::Readlink,
            "symlink" => IoOp::Symlink,
            "stat" => IoOp::Stat,
            "lstat" => IoOp::Lstat,
            "opendir" => IoOp::Opendir,
            "readdir" => IoOp::Readdir,
            "closedir" => IoOp::Closedir,
            "rewinddir" => IoOp::Rewinddir,
            "read" => IoOp::Read,
            "sysread" => IoOp::Sysread,
            "syswrite" => IoOp::Syswrite,
            "seek" => IoOp::Seek,
            "tell" => IoOp::Tell,
            "sysseek" => IoOp::Sysseek,
            "fileno" => IoOp::Fileno,
            "truncate" => IoOp::Truncate,
            "chmod" => IoOp::Chmod,
            "rename" => IoOp::Rename,
            "utime" => IoOp::Utime,
            "chown" => IoOp::Chown,
            "link" => IoOp::Link,
            "umask" => IoOp::Umask,
            "select" => IoOp::Select,
            "getc" => IoOp::Getc,
            "seekdir" => IoOp::Seekdir,
            "telldir" => IoOp::Telldir,
            "flock" => IoOp::Flock,
            "fcntl" => IoOp::Fcntl,
            "ioctl" => IoOp::Ioctl,
            "sysopen" => IoOp::Sysopen,
            "pipe" => IoOp::Pipe,
            _ => return None,
        })
    }

    /// `open`, `close`, `binmode`, `eof`, `unlink`, `mkdir`, `rmdir`, `read`, `seek`, ...;
    /// None for other words.
    pub(crate) fn parse_io_func(&mut self, w: &str, line: u32) -> Result<Option<OpId>, Diag> {
        if w == "readline" {
            return self.parse_readline_func(line).map(Some);
        }
        let Some(op) = Self::io_func_word(w) else {
            return Ok(None);
        };
        let paren = self.eat_op("(", Expect::Operator)?;
        let io = |p: &mut Self, op, handle, args| p.op(OpKind::Io { op, handle, args }, line);
        match op {
            IoOp::Read
            | IoOp::Sysread
            | IoOp::Syswrite
            | IoOp::Seek
            | IoOp::Sysseek
            | IoOp::Truncate
            | IoOp::Seekdir
            | IoOp::Flock
            | IoOp::Fcntl
            | IoOp::Ioctl => {
                // `read FH, SCALAR, LENGTH [, OFFSET]` and the other handle-first list
                // operators: (fewest, most) arguments after the handle.
                let (few, most) = match op {
                    IoOp::Read | IoOp::Sysread => (2, 3),
                    IoOp::Syswrite => (1, 3),
                    IoOp::Seek | IoOp::Sysseek | IoOp::Fcntl | IoOp::Ioctl => (2, 2),
                    _ => (1, 1),
                };
                let h = self.handle_arg()?;
                let rest = self.rest_args(paren)?;
                if rest.len() < few {
                    self.check_arg_count(w, rest.len(), few, line)?;
                }
                if rest.len() > most {
                    self.check_arg_count(w, rest.len(), most, line)?;
                }
                if matches!(op, IoOp::Read | IoOp::Sysread)
                    && matches!(self.kind(rest[0]), OpKind::Const(_))
                {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        format!("Can't modify constant item in {w}"),
                    ));
                }
                Ok(Some(io(self, op, Some(h), rest)))
            }
            IoOp::Fileno | IoOp::Telldir => {
                // Named unary operators of a handle.
                let h = self.handle_arg()?;
                self.close_handle_only(paren, w, line)?;
                Ok(Some(io(self, op, Some(h), vec![])))
            }
            IoOp::Tell | IoOp::Getc => {
                // No handle: tell of the last handle read, getc of STDIN.
                if self.no_argument(paren)? {
                    return Ok(Some(io(self, op, None, vec![])));
                }
                let h = self.handle_arg()?;
                self.close_handle_only(paren, w, line)?;
                Ok(Some(io(self, op, Some(h), vec![])))
            }
            IoOp::Umask => {
                if self.no_argument(paren)? {
                    return Ok(Some(io(self, op, None, vec![])));
                }
                let e = self.parse_expr(if paren { 0 } else { BP_NAMED_UNARY_ARG })?;
                if paren {
                    self.expect_op(")", Expect::Operator)?;
                }
                Ok(Some(io(self, op, None, vec![e])))
            }
            IoOp::Select => self.parse_select(paren, line).map(Some),
            IoOp::Stat | IoOp::Lstat => {
                // `stat _`, `stat FH`, `stat EXPR`, `stat` (of `$_`).
                let mut handle = None;
                let mut args = vec![];
                let closes = |p: &mut Self| -> Result<bool, Diag> {
                    Ok(if paren {
                        p.is_op(")", Expect::Term)?
                    } else {
                        !p.starts_term()?
                    })
                };
                if !closes(self)? {
                    match self.stat_handle()? {
                        Some(h) => handle = Some(h),
                        None => {
                            let bp = if paren { 0 } else { BP_NAMED_UNARY_ARG };
                            args.push(self.parse_expr(bp)?)
                        }
                    }
                }
                if paren {
                    self.expect_op(")", Expect::Operator)?;
                }
                if handle.is_none() && args.is_empty() {
                    let g = self.prog.glob("main::_");
                    args.push(self.op(OpKind::Gvsv(g), line));
                }
                Ok(Some(io(self, op, handle, args)))
            }
            IoOp::Opendir | IoOp::Readdir | IoOp::Closedir | IoOp::Rewinddir => {
                let h = self.handle_arg()?;
                let rest = self.rest_args(paren)?;
                self.check_arg_count(w, rest.len(), usize::from(op == IoOp::Opendir), line)?;
                Ok(Some(io(self, op, Some(h), rest)))
            }
            IoOp::Sysopen => {
                let h = self.handle_arg()?;
                let rest = self.rest_args(paren)?;
                if rest.len() < 2 {
                    self.check_arg_count(w, rest.len(), 2, line)?;
                }
                if rest.len() > 3 {
                    self.check_arg_count(w, rest.len(), 3, line)?;
                }
                let name = self.handle_name(h);
                let n = self.op(OpKind::Const(Const::Str(name)), line);
                let args = std::iter::once(n).chain(rest).collect();
                Ok(Some(io(self, op, Some(h), args)))
            }
            IoOp::Open => {
                let h = self.handle_arg()?;
                if let Handle::Expr(e) = h {
                    if !matches!(
                        self.kind(e),
                        OpKind::Padsv { .. }
                            | OpKind::Gvsv(_)
                            | OpKind::Aelem { .. }
                            | OpKind::Helem { .. }
                    ) {
                        return Err(Diag::unsupported(
                            self.file(),
                            line,
                            "open on this kind of handle expression",
                        ));
                    }
                }
                let rest = self.rest_args(paren)?;
                if rest.is_empty() {
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        "open with one argument",
                    ));
                }
                let mut rest = rest;
                if let Some(OpKind::Const(Const::Str(m))) = rest.first().map(|a| self.kind(*a)) {
                    let m = m.clone();
                    if rest.len() >= 2 {
                        self.check_open_mode(&m, line)?;
                    }
                }
                if self.pragmas().open_utf8 {
                    rest[0] = self.default_layer(&rest, line)?;
                }
                let name = self.handle_name(h);
                let n = self.op(OpKind::Const(Const::Str(name)), line);
                let args = std::iter::once(n).chain(rest).collect();
                Ok(Some(io(self, op, Some(h), args)))
            }
            IoOp::Pipe => {
                let read = self.handle_arg()?;
                self.expect_op(",", Expect::Operator)?;
                let write = self.handle_arg()?;
                if paren {
                    self.expect_op(")", Expect::Operator)?;
                }
                let names = [read, write].map(|h| {
                    let n = self.handle_name(h);
                    self.op(OpKind::Const(Const::Str(n)), line)
                });
                let w = match write {
                    Handle::Expr(e) => e,
                    Handle::Glob(g) => self.op(OpKind::GlobRef(g), line),
                    Handle::Stdout | Handle::Stderr | Handle::Selected => {
                        return Err(Diag::unsupported(
                            self.file(),
                            line,
                            "pipe onto STDOUT or STDERR",
                        ))
                    }
                };
                Ok(Some(io(self, op, Some(read), vec![names[0], names[1], w])))
            }
            IoOp::Close | IoOp::Binmode | IoOp::Eof => {
                if paren && self.eat_op(")", Expect::Term)? {
                    return match op {
                        IoOp::Eof => Ok(Some(io(self, IoOp::EofArgv, None, vec![]))),
                        _ => Err(Diag::unsupported(
                            self.file(),
                            line,
                            &format!("{w} without a filehandle"),
                        )),
                    };
                }
                if !paren && !self.starts_term()? {
                    return match op {
                        IoOp::Eof => Ok(Some(io(self, op, None, vec![]))),
                        _ => Err(Diag::unsupported(
                            self.file(),
                            line,
                            &format!("{w} without a filehandle"),
                        )),
                    };
                }
                let h = self.handle_arg()?;
                let rest = self.rest_args(paren)?;
                if op != IoOp::Binmode && !rest.is_empty() || rest.len() > 1 {
                    return Err(Diag::error(
                        self.file(),
                        line,
                        format!("Too many arguments for {w}"),
                    ));
                }
                if let Some(OpKind::Const(Const::Str(l))) = rest.first().map(|r| self.kind(*r)) {
                    let l = l.clone();
                    check_layers(self, &l, line)?;
                }
                Ok(Some(io(self, op, Some(h), rest)))
            }
            _ => {
                let args = if paren {
                    self.paren_list_rest()?
                } else if self.starts_term()? {
                    if op.takes_list() {
                        let e = self.parse_expr(BP_COMMA)?;
                        self.flatten(e)
                    } else {
                        let first = self.parse_expr(BP_COMMA + 1)?;
                        let mut v = vec![first];
                        v.extend(self.rest_args(false)?);
                        v
                    }
                } else {
                    vec![]
                };
                if matches!(op, IoOp::Symlink | IoOp::Rename | IoOp::Link) {
                    self.check_arg_count(w, args.len(), 2, line)?;
                }
                let args = if args.is_empty()
                    && !matches!(op, IoOp::Chdir | IoOp::Chmod | IoOp::Chown | IoOp::Utime)
                {
                    let g = self.prog.glob("main::_");
                    vec![self.op(OpKind::Gvsv(g), line)]
                } else {
                    args
                };
                Ok(Some(io(self, op, None, args)))
            }
        }
    }

    // test select_handle_or_sleep
    // my $old = select STDERR; select($old); select(undef, undef, undef, 0);
    /// `select FH`, `select` (the default output handle) or `select(undef, undef, undef,
    /// TIMEOUT)` (a sleep); `paren`: the `(` is eaten. Four arguments with file descriptor
    /// sets are refused.
    fn parse_select(&mut self, paren: bool, line: u32) -> Result<OpId, Diag> {
        let io = |p: &mut Self, op, handle, args| p.op(OpKind::Io { op, handle, args }, line);
        let none = if paren {
            self.eat_op(")", Expect::Term)?
        } else {
            !self.starts_term()?
        };
        if none {
            return Ok(io(self, IoOp::Select, None, vec![]));
        }
        let undef_first = matches!(&self.peek(Expect::Term)?.tok, Tok::Ident(w) if w == "undef");
        let h = if undef_first {
            Handle::Expr(self.parse_expr(BP_COMMA + 1)?)
        } else {
            self.handle_arg()?
        };
        if !paren {
            return Ok(io(self, IoOp::Select, Some(h), vec![]));
        }
        let rest = self.rest_args(true)?;
        match rest.len() {
            0 => Ok(io(self, IoOp::Select, Some(h), vec![])),
            3 => {
                let undef = |p: &Self, e: OpId| matches!(p.kind(e), OpKind::Undef);
                let first_undef = matches!(h, Handle::Expr(e) if undef(self, e));
                if !first_undef || !undef(self, rest[0]) || !undef(self, rest[1]) {
                    let what = "select with file descriptor sets";
                    if self.in_perl_library() {
                        // IO::Select's: the program ends there if it runs.
                        let msg = format!("{what} is not supported yet");
                        return Ok(self.op(OpKind::NotYet(msg), line));
                    }
                    return Err(Diag::unsupported(
                        self.file(),
                        line,
                        "select with file descriptor sets (only select(undef, undef, undef, TIMEOUT))",
                    ));
                }
                Ok(io(self, IoOp::SelectSleep, None, vec![rest[2]]))
            }
            n if n < 3 => Err(Diag::error(
                self.file(),
                line,
                "Not enough arguments for select system call",
            )),
            _ => Err(Diag::error(
                self.file(),
                line,
                "Too many arguments for select system call",
            )),
        }
    }

    /// Whether a named unary built-in has no argument here: `()` (consumed), or no term
    /// follows it.
    fn no_argument(&mut self, paren: bool) -> Result<bool, Diag> {
        if paren {
            self.eat_op(")", Expect::Term)
        } else {
            Ok(!self.starts_term()?)
        }
    }

    /// The `)` after a built-in's only argument, a handle: "Too many arguments for NAME"
    /// when something else follows it.
    fn close_handle_only(&mut self, paren: bool, w: &str, line: u32) -> Result<(), Diag> {
        if !paren {
            return Ok(());
        }
        if !self.is_op(")", Expect::Operator)? {
            return Err(Diag::error(
                self.file(),
                line,
                format!("Too many arguments for {w}"),
            ));
        }
        self.expect_op(")", Expect::Operator)?;
        Ok(())
    }

    /// perl's "Not enough"/"Too many arguments for NAME" when `got` is not `want`.
    fn check_arg_count(&self, w: &str, got: usize, want: usize, line: u32) -> Result<(), Diag> {
        if got == want {
            return Ok(());
        }
        let few = if got < want { "Not enough" } else { "Too many" };
        Err(Diag::error(
            self.file(),
            line,
            format!("{few} arguments for {w}"),
        ))
    }

    fn check_open_mode(&mut self, m: &[u8], line: u32) -> Result<(), Diag> {
        let t = m.trim_ascii();
        let base = t
            .iter()
            .take_while(|c| matches!(c, b'<' | b'>' | b'+' | b'-' | b'|'))
            .count();
        let (mode, layers) = t.split_at(base);
        if !matches!(
            mode,
            b"<" | b">" | b">>" | b"+<" | b"+>" | b"+>>" | b"-|" | b"|-"
        ) {
            return Err(Diag::unsupported(
                self.file(),
                line,
                &format!("open mode '{}'", String::from_utf8_lossy(mode)),
            ));
        }
        if layers.starts_with(b"&") && !mode.contains(&b'|') {
            // `open(FH, '<&', $other)`, `'>&='`: a dup (the runtime's open_dup).
            return Ok(());
        }
        check_layers(self, layers, line)
    }

    /// A file test (`-e EXPR`) after the `-`: `letter` is the test.
    pub(crate) fn parse_filetest(&mut self, letter: u8, line: u32) -> Result<OpId, Diag> {
        if !b"edfszrwxlpSbcugkoORWXMACtTB".contains(&letter) {
            return Err(Diag::unsupported(
                self.file(),
                line,
                &format!("file test -{}", letter as char),
            ));
        }
        let arg = if self.eat_op("(", Expect::Operator)? {
            if self.eat_op(")", Expect::Term)? {
                None
            } else {
                let e = self.parse_expr(0)?;
                self.expect_op(")", Expect::Operator)?;
                Some(e)
            }
        } else if self.starts_term()? {
            if let Tok::Ident(w) = &self.peek(Expect::Term)?.tok {
                let w = w.clone();
                let handle_word = w
                    .bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
                    && w.as_bytes()[0].is_ascii_uppercase()
                    && !self.sub_declared(&self.qualify(&w));
                if handle_word && w != "_" {
                    // `-t STDIN`, `-p FH`: a bareword is a file handle.
                    self.next(Expect::Term)?;
                    let full = if matches!(w.as_str(), "STDIN" | "STDOUT" | "STDERR" | "ARGV") {
                        format!("main::{w}")
                    } else {
                        self.qualify(&w)
                    };
                    let name = self.op(OpKind::Const(Const::Str(full.into_bytes())), line);
                    let package = self.package().to_string();
                    let g = self.op(
                        OpKind::GlobValue {
                            name,
                            package,
                            symbolic: false,
                        },
                        line,
                    );
                    return Ok(self.op(
                        OpKind::Io {
                            op: IoOp::FileTest(letter),
                            handle: None,
                            args: vec![g],
                        },
                        line,
                    ));
                }
                if w == "_" {
                    // The last file stat'ed (the handle of the glob `*_`).
                    self.next(Expect::Term)?;
                    let g = self.prog.glob("main::_");
                    return Ok(self.op(
                        OpKind::Io {
                            op: IoOp::FileTest(letter),
                            handle: Some(Handle::Glob(g)),
                            args: vec![],
                        },
                        line,
                    ));
                }
            }
            Some(self.parse_expr(BP_NAMED_UNARY_ARG)?)
        } else {
            None
        };
        let arg = match arg {
            Some(a) => a,
            // `-t` alone tests STDIN.
            None if letter == b't' => {
                let name = self.op(OpKind::Const(Const::Str(b"main::STDIN".to_vec())), line);
                let package = self.package().to_string();
                self.op(
                    OpKind::GlobValue {
                        name,
                        package,
                        symbolic: false,
                    },
                    line,
                )
            }
            None => {
                let g = self.prog.glob("main::_");
                self.op(OpKind::Gvsv(g), line)
            }
        };
        let stacked = self.stacked_filetests.contains(&arg)
            || matches!(
                self.kind(arg),
                OpKind::Io {
                    op: IoOp::FileTest(_),
                    ..
                }
            );
        if stacked {
            // `-X -Y EXPR` (perl's OPpFT_STACKED, whatever parentheses there are): -Y
            // tests EXPR, and only when it is true -X tests the same file, `_` (the
            // stat it made): the value is the first false one, else the last test's.
            let inner_t = matches!(
                self.kind(arg),
                OpKind::Io {
                    op: IoOp::FileTest(b't'),
                    ..
                }
            );
            if letter == b't' || inner_t {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "a stacked file test with -t",
                ));
            }
            let g = self.prog.glob("main::_");
            let outer = self.op(
                OpKind::Io {
                    op: IoOp::FileTest(letter),
                    handle: Some(Handle::Glob(g)),
                    args: vec![],
                },
                line,
            );
            let both = self.op(OpKind::And(arg, outer), line);
            self.stacked_filetests.insert(both);
            return Ok(both);
        }
        Ok(self.op(
            OpKind::Io {
                op: IoOp::FileTest(letter),
                handle: None,
                args: vec![arg],
            },
            line,
        ))
    }

    /// Which `glob` a call of that name compiles to: perl's ck_glob calls an override
    /// imported into the package (or `CORE::GLOBAL::glob`) instead of the op, but not
    /// for `CORE::glob`. File::Glob's own are the op (`:bsd_glob`'s without splitting
    /// into words); None for any other sub.
    fn glob_override(&self, core: bool) -> Option<bool> {
        if core {
            return Some(false);
        }
        let mut names = vec![];
        if self.imported_override("glob") {
            names.push(self.qualify("glob"));
        }
        let global = "CORE::GLOBAL::glob";
        if self.sub_aliases.contains_key(global) || self.sub_declared(global) {
            names.push(global.to_string());
        }
        let Some(name) = names.first() else {
            return Some(false);
        };
        let target = self
            .sub_aliases
            .get(name)
            .or_else(|| self.begin_installed.get(name).and_then(Option::as_ref));
        match target.map(String::as_str) {
            Some("File::Glob::csh_glob") => Some(false),
            Some("File::Glob::bsd_glob_override") => Some(true),
            _ => None,
        }
    }

    /// The glob op of a pattern: perl keys each op's iteration by the op, here by the
    /// number of its pattern's op.
    fn glob_op(&mut self, pattern: OpId, bsd: bool, line: u32) -> Result<OpId, Diag> {
        // perl's ck_glob loads File::Glob (without importing) where it compiles the
        // first glob op: its `%INC` entry and `$DEFAULT_FLAGS` are there from then on.
        self.load_file_glob(line)?;
        let key = self.op(OpKind::Const(Const::Iv(i64::from(pattern.0))), line);
        let mode = self.op(OpKind::Const(Const::Iv(i64::from(bsd))), line);
        Ok(self.op(OpKind::Func(Func::Glob, vec![pattern, key, mode]), line))
    }

    // test glob_call
    // my @a = glob "*.c";
    // my @b = glob("*.h");
    // for (qw(x)) { my @c = glob; }
    // my @d = CORE::glob("*");
    /// `glob EXPR`, `glob` (of `$_`), `CORE::glob`: None where an override that is no
    /// File::Glob's is called instead (a sub call).
    pub(crate) fn parse_glob(&mut self, line: u32, core: bool) -> Result<Option<OpId>, Diag> {
        let Some(bsd) = self.glob_override(core) else {
            if self.imported_override("glob") {
                return Ok(None);
            }
            return Err(Diag::unsupported(
                self.file(),
                line,
                "glob overridden by CORE::GLOBAL::glob",
            ));
        };
        let (mut args, _) = self.func_args(line)?;
        if args.len() > 1 {
            return Err(Diag::error(
                self.file(),
                line,
                "Too many arguments for glob",
            ));
        }
        let pattern = match args.pop() {
            Some(a) => a,
            None => self.topic(line),
        };
        self.glob_op(pattern, bsd, line).map(Some)
    }

    /// `<*.c>` (the lexer's `Tok::GlobPattern`): the text interpolated as a string.
    pub(crate) fn parse_angle_glob(&mut self, raw: &[u8], line: u32) -> Result<OpId, Diag> {
        let Some(bsd) = self.glob_override(false) else {
            return Err(Diag::unsupported(
                self.file(),
                line,
                "<PATTERN> with glob overridden by a sub",
            ));
        };
        let pattern = self.interpolate(raw, b'>', line)?;
        self.glob_op(pattern, bsd, line)
    }

    /// perl's implicit `defined(...)` around the condition of a `while` loop (a C-style
    /// `for`'s too, and a statement's `while` modifier; not `until`'s), as op.c's
    /// newWHILEOP and newLOOPOP add it: a bare readline, readdir, glob or each becomes
    /// `defined($_ = ...)`; a scalar assignment of one is `defined(... = ...)`.
    pub(crate) fn implicit_defined(&mut self, cond: OpId) -> OpId {
        let line = self.prog.op(cond).line;
        let iterates = |k: &OpKind| {
            matches!(
                k,
                OpKind::Readline(_)
                    | OpKind::Func(Func::Glob, _)
                    | OpKind::Each(_)
                    | OpKind::Io {
                        op: IoOp::Readdir,
                        ..
                    }
            )
        };
        match self.kind(cond) {
            k if iterates(k) => {
                let g = self.prog.glob("main::_");
                let lhs = self.op(OpKind::Gvsv(g), line);
                let a = self.op(OpKind::Sassign { lhs, rhs: cond }, line);
                self.op(OpKind::Defined(a), line)
            }
            OpKind::Sassign { rhs, .. } if iterates(self.kind(*rhs)) => {
                self.op(OpKind::Defined(cond), line)
            }
            _ => cond,
        }
    }
}

impl Parser {
    /// `use open` with its words: `:std` and UTF-8 layers (`:utf8`, `:encoding(UTF-8)`,
    /// `:raw`/`:bytes` back to none), alone or after `IO`.
    pub(crate) fn use_open(
        &mut self,
        args: &[String],
        is_use: bool,
        line: u32,
    ) -> Result<(), Diag> {
        if !is_use {
            return Err(Diag::unsupported(self.file(), line, "no open"));
        }
        let mut std_handles = false;
        let mut utf8 = None;
        // The layer itself, which `:std` gives the standard handles (`:encoding(UTF-8)`
        // is an encoding layer, as get_layers shows, not `:utf8`).
        let mut std_layer = String::new();
        for a in args {
            for l in a
                .split(|c: char| c == ':' || c.is_ascii_whitespace())
                .filter(|l| !l.is_empty())
            {
                if l == "std" {
                    std_handles = true;
                    continue;
                }
                if l == "IO" && a == "IO" {
                    continue;
                }
                match camelift_abi::codes::layer_is_utf8(l.as_bytes()) {
                    Some(u) => {
                        utf8 = Some(u);
                        std_layer = if u && l.starts_with("encoding(") {
                            format!(":{l}")
                        } else if u {
                            ":utf8".to_string()
                        } else {
                            ":raw".to_string()
                        };
                    }
                    None => {
                        return Err(Diag::unsupported(
                            self.file(),
                            line,
                            &format!("use open with {a}"),
                        ))
                    }
                }
            }
        }
        let Some(utf8) = utf8 else {
            return Err(Diag::unsupported(
                self.file(),
                line,
                "use open without a layer",
            ));
        };
        self.set_pragma(|p| p.open_utf8 = utf8);
        if std_handles {
            // perl's import binmodes the standard handles when the `use` runs.
            for h in ["STDIN", "STDOUT", "STDERR"] {
                let text = format!("binmode({h}, '{std_layer}')");
                let st = self.sub_expr(text.as_bytes(), line)?;
                self.hoisted.push(st);
            }
        }
        Ok(())
    }

    /// The mode argument of an `open` under `use open ':utf8'`: a 3-argument open's
    /// constant mode without layers gets `:utf8`; one with layers keeps them.
    fn default_layer(&mut self, rest: &[OpId], line: u32) -> Result<OpId, Diag> {
        let m = match (rest.len(), self.kind(rest[0])) {
            (2, OpKind::Const(Const::Str(m))) => m.clone(),
            (2, _) => {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "open with a computed mode under use open",
                ))
            }
            (1, _) => {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "2-argument open under use open",
                ))
            }
            _ => {
                return Err(Diag::unsupported(
                    self.file(),
                    line,
                    "open of a command under use open",
                ))
            }
        };
        let t = m.trim_ascii();
        let base = t
            .iter()
            .take_while(|c| matches!(c, b'<' | b'>' | b'+' | b'-' | b'|'))
            .count();
        if !t[base..].trim_ascii().is_empty() {
            return Ok(rest[0]);
        }
        let mut with = t.to_vec();
        with.extend_from_slice(b":utf8");
        Ok(self.op(OpKind::Const(Const::Str(with)), line))
    }
}

/// Layers of perl's that camelift does not have are not supported (a name that is no
/// layer fails when the `open` or `binmode` runs, as in perl).
fn check_layers(p: &mut Parser, layers: &[u8], line: u32) -> Result<(), Diag> {
    for l in layers
        .split(|c| *c == b':' || c.is_ascii_whitespace())
        .filter(|l| !l.is_empty())
    {
        if camelift_abi::codes::layer(l) == Err(camelift_abi::codes::LayerError::Unsupported) {
            return Err(Diag::unsupported(
                p.file(),
                line,
                &format!("the I/O layer :{}", String::from_utf8_lossy(l)),
            ));
        }
    }
    Ok(())
}
