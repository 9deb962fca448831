//! Sub-op codes: the `i32` argument that tells a runtime entry which one of a family of
//! operations to do (`pp_num_cmp`'s comparison, `pp_i_op`'s operator, `io_func`'s
//! function, ...). Compiled code passes `code()`; the runtime converts back with
//! `from_u32`, which answers `None` for a number that is no code (an internal error the
//! runtime reports, never undefined behaviour: the enum is not built from an unchecked
//! integer).
//!
//! The numbers are fixed here and nowhere else; they are part of the object files the
//! compiler writes, so the emitted code is the same as when they were bare numbers.

/// Declares `#[repr(u32)]` code enums with `code` and a checked `from_u32`.
macro_rules! codes {
    ($(
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $n:literal, )*
        }
    )*) => {$(
        $(#[$meta])*
        #[repr(u32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $( $(#[$vmeta])* $variant = $n, )*
        }

        impl $name {
            /// The number compiled code passes.
            pub const fn code(self) -> u32 {
                self as u32
            }

            /// The code with number `n`, if there is one.
            pub const fn from_u32(n: u32) -> Option<Self> {
                match n {
                    $( $n => Some(Self::$variant), )*
                    _ => None,
                }
            }
        }
    )*};
}

codes! {
    /// `pp_num_cmp` / `pp_str_cmp`: the comparison (`==`/`eq` ... `>=`/`ge`); the result
    /// is 1 or 0.
    pub enum CmpOp {
        Eq = 0,
        Ne = 1,
        Lt = 2,
        Gt = 3,
        Le = 4,
        Ge = 5,
    }

    /// `pp_i_op`: the operators `use integer` changes (perl's `i_*` ops, and the bitwise
    /// ops' signed results). The unary ones ignore their second operand. `BitAnd`..
    /// `Complement` still work on strings when no operand has a number; the `Nbit` ones
    /// (the `bitwise` feature's) never do.
    pub enum IntegerOp {
        Add = 0,
        Subtract = 1,
        Multiply = 2,
        Divide = 3,
        Modulo = 4,
        Lt = 5,
        Gt = 6,
        Le = 7,
        Ge = 8,
        Eq = 9,
        Ne = 10,
        Ncmp = 11,
        BitAnd = 12,
        BitOr = 13,
        BitXor = 14,
        LeftShift = 15,
        RightShift = 16,
        NbitAnd = 17,
        NbitOr = 18,
        NbitXor = 19,
        Negate = 100,
        Complement = 101,
        Ncomplement = 102,
    }

    /// `io_func`: the file function. A file test (`-e` and friends) is instead
    /// `IO_FILE_TEST | letter`.
    pub enum IoFunc {
        Open = 0,
        Close = 1,
        Binmode = 2,
        /// `eof(FH)`, and `eof` with no handle (the last one read).
        Eof = 3,
        /// `eof()`: the end of the files `<>` reads.
        EofArgv = 4,
        Unlink = 5,
        Mkdir = 6,
        Rmdir = 7,
        /// `chdir(DIR)`; no argument: `$ENV{HOME}`.
        Chdir = 8,
        Readlink = 9,
        Symlink = 10,
        /// `stat EXPR`/`stat FH`/`stat _` (`IO_WANT_LIST` in list context).
        Stat = 11,
        Lstat = 12,
        Opendir = 13,
        /// `readdir DH` (`IO_WANT_LIST`: every entry left).
        Readdir = 14,
        Closedir = 15,
        Rewinddir = 16,
        /// `read FH, SCALAR, LENGTH [, OFFSET]` through the handle's buffer.
        Read = 17,
        /// `sysread`: read(2) straight from the descriptor.
        Sysread = 18,
        /// `syswrite FH, SCALAR [, LENGTH [, OFFSET]]`: write(2) straight to it.
        Syswrite = 19,
        Seek = 20,
        /// `tell FH`; no handle: the last one read.
        Tell = 21,
        Sysseek = 22,
        Fileno = 23,
        /// `truncate FH, LEN` / `truncate NAME, LEN`.
        Truncate = 24,
        /// `chmod MODE, LIST` (the arguments flattened).
        Chmod = 25,
        Rename = 26,
        /// `utime ATIME, MTIME, LIST` (undef times: now).
        Utime = 27,
        /// `chown UID, GID, LIST`.
        Chown = 28,
        Link = 29,
        /// `umask`, `umask EXPR`.
        Umask = 30,
        /// `select FH` / `select`: the default output handle.
        Select = 31,
        /// `select(undef, undef, undef, TIMEOUT)`: a sleep.
        SelectSleep = 32,
        /// `getc FH`; no handle: STDIN.
        Getc = 33,
        Seekdir = 34,
        Telldir = 35,
        /// `flock FH, OPERATION`.
        Flock = 36,
        /// `sysopen FH, PATH, FLAGS [, PERMS]`: as `Open`, the handle's name first.
        Sysopen = 37,
        /// `pipe READ, WRITE`: the write end's handle is the argument after the names.
        Pipe = 40,
        /// `fcntl FH, FUNCTION, SCALAR` and `ioctl FH, FUNCTION, SCALAR`: the number or
        /// the buffer a string is.
        Fcntl = 41,
        Ioctl = 42,
    }

    /// `io_print`: which of the output functions.
    pub enum PrintMode {
        Print = 0,
        Say = 1,
        Printf = 2,
    }

    /// `goto_sub`: the function a `goto &sub` is in (perl's errors for all but `Sub`).
    pub enum GotoFrom {
        /// A sub's own body.
        Sub = 0,
        /// The main program, or a `sort` block.
        Outside = 1,
        /// An `eval` block, or a file's top level (`require`/`do FILE`).
        EvalBlock = 2,
        /// A List::Util block.
        Callback = 3,
    }

    /// `loop_exit`, and the low two bits of `loop_exit_code`: how a loop is left.
    pub enum LoopJump {
        Last = 0,
        Next = 1,
        Redo = 2,
    }
}

/// `io_func`'s code for a file test: this bit, or'ed with the test's letter.
pub const IO_FILE_TEST: u32 = 0x100;
/// `io_func`'s code bit for a call in list context (`stat`, `readdir`): the results are
/// pushed on the stack.
pub const IO_WANT_LIST: u32 = 0x200;

// Flag bits of the entries that take a set of them (typed as their parameter).

/// `rv2av`/`rv2hv`/`rv2sv`: autovivify an undefined operand.
pub const DEREF_VIVIFY: i32 = 1;
/// `rv2av`/`rv2hv`/`rv2sv`: `use strict 'refs'` (no symbolic references).
pub const DEREF_STRICT: i32 = 2;

/// `goto_sub`: its target is the sub's full name (`goto &NAME` of a sub the program
/// does not define), or'ed with the `GotoFrom` code.
pub const GOTO_BY_NAME: i32 = 0x100;

/// `goto_expr`'s table (src/lower/fx/labels.rs writes it, runtime/src/core/goto.rs reads
/// it): what a label does. A jump (the entry's argument: its index, returned);
pub const GOTO_JUMP: u8 = 0;
/// perl's `Can't find label NAME`;
pub const GOTO_DIE_NOT_FOUND: u8 = 1;
/// perl's `Can't "goto" out of a pseudo block` (a sort or List::Util block);
pub const GOTO_DIE_PSEUDO: u8 = 2;
/// perl's `Can't "goto" into the middle of a foreach loop` (the argument: the loop's
/// line, 0 for the goto's, with `GOTO_WARN_DEPRECATED` for the deprecation warning perl
/// gives first);
pub const GOTO_DIE_INTO_FOREACH: u8 = 3;
/// a construct camelift cannot compile (the entry's text): the program ends there.
pub const GOTO_NOT_YET: u8 = 4;
/// `GOTO_DIE_INTO_FOREACH`: warn `Use of "goto" to jump into a construct is deprecated`.
pub const GOTO_WARN_DEPRECATED: u32 = 1 << 31;

/// `code_by_name`: `defined &{EXPR}` (whether the sub exists) rather than `\&{EXPR}`.
pub const CODE_DEFINED: i32 = 2;
/// `code_by_name`: the name is a `\&name` of the source for a sub the program does not
/// compile (an XS part's, bound when its module loads): found when it runs (the
/// runtime makes perl's stub for either form when there is no such sub).
pub const CODE_NAMED: i32 = 4;

/// `slice_op`: key/value pairs (`%h{...}`, `%a[...]`).
pub const SLICE_KV: i32 = 2;
/// `slice_op`: `delete` the elements.
pub const SLICE_DELETE: i32 = 4;
/// `slice_op`: the container is a hash.
pub const SLICE_HASH: i32 = 8;
/// `slice_op`: a `delete` in void context (perl's G_DISCARD): each deleted value is freed
/// as it is deleted, in order, not at the end of the statement.
pub const SLICE_DISCARD: i32 = 16;

codes! {
    /// `pad_new`: the low byte of its `kind`.
    pub enum PadNewKind {
        Scalar = 0,
        Array = 1,
        Hash = 2,
    }
}

/// `pad_new`: a scalar a named sub captured (marked stale until its `my` first runs).
pub const PAD_NEW_CAPTURED: i32 = 0x100;

/// `sort_fast`'s kind: numeric `$a <=> $b` is 0; these bits make it string (`cmp`) and
/// descending (`$b` first).
pub const SORT_FAST_STR: i64 = 2;
pub const SORT_FAST_DESC: i64 = 1;

/// `sort_by`'s kind of comparison: a block (a pseudo-block of the sort), a sub called
/// with the caller's @_ (`sort NAME LIST`, `sort $subref LIST`; the runtime makes the
/// pair its @_ when the sub's prototype is `($$)`), or a sub of the program known to
/// have the prototype `($$)`: the pair it pushes is its @_.
pub const SORT_BLOCK: i64 = 0;
pub const SORT_SUB: i64 = 1;
pub const SORT_SUB_ARGS: i64 = 2;

/// `pp_aassign`'s `gimme` (a `G_*` in the low byte): the targets are all fresh `my`
/// variables, which cannot appear among the values.
pub const AASSIGN_FRESH: i64 = 0x100;
/// `@a = sort @a` (perl's OPpSORT_INPLACE): the array sorted in place keeps only the
/// elements that exist, so holes (immortal undef on the stack) are dropped.
pub const AASSIGN_SORT_IN_PLACE: i64 = 0x200;

/// `av_fetch`/`hv_fetch`'s `lval` (and `aslice`/`hslice`'s): fetch only; an absent
/// element is undef.
pub const FETCH_RVALUE: i32 = 0;
/// Create an absent element.
pub const FETCH_LVALUE: i32 = 1;
/// Give a stand-in for an absent element (perl's defelem): a sub argument, created only
/// if the sub assigns to it.
pub const FETCH_DEFER: i32 = 2;
/// The element is about to be assigned (`$h{k} = v`, a list assignment's target): as
/// `FETCH_LVALUE`, but an element of a tied hash is not FETCHed first (perl calls only
/// STORE).
pub const FETCH_STORE: i32 = 3;

/// An I/O layer of a mode or a `binmode` (its name without the `:`), as the compiler
/// and the runtime take it (docs/decisions/io-layers.md). Layers perl has that camelift
/// does not (`:crlf`, `:via(...)`, other encodings) are None, and refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// `:unix`, `:perlio`, `:stdio`: a layer of its own on the stack.
    Unix,
    Perlio,
    Stdio,
    /// `:encoding(UTF-8)` and its spellings: the canonical name perl's Encode gives it
    /// (`utf-8-strict`, or `utf8` for the lax spelling), a layer that makes the handle's
    /// strings characters.
    Encoding(&'static str),
    /// The pseudo-layers, which change the layers there are: `:raw` (the translating
    /// layers gone, no UTF-8 flag), `:bytes` and `:utf8` (the top layer's UTF-8 flag off
    /// or on), `:pop` (the top layer gone).
    Raw,
    Bytes,
    Utf8,
    Pop,
}

/// Why a layer name is not a `Layer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayerError {
    /// A layer perl has (`:crlf`, `:via(...)`, `:scalar`, another encoding) that
    /// camelift does not: refused, "not supported yet".
    Unsupported,
    /// No layer of perl's: `open` and `binmode` fail with "Unknown PerlIO layer".
    Unknown,
}

pub fn layer(name: &[u8]) -> Result<Layer, LayerError> {
    Ok(match name {
        b"unix" => Layer::Unix,
        b"perlio" => Layer::Perlio,
        b"stdio" => Layer::Stdio,
        b"raw" => Layer::Raw,
        b"bytes" => Layer::Bytes,
        b"utf8" => Layer::Utf8,
        b"pop" => Layer::Pop,
        b"crlf" | b"scalar" => return Err(LayerError::Unsupported),
        _ => {
            let word = name.split(|c| *c == b'(').next().unwrap_or(name);
            let inner = match name
                .strip_prefix(b"encoding(")
                .and_then(|n| n.strip_suffix(b")"))
            {
                Some(inner) => inner.trim_ascii(),
                None if word == b"via" || word == b"encoding" => {
                    return Err(LayerError::Unsupported)
                }
                None => return Err(LayerError::Unknown),
            };
            if inner.eq_ignore_ascii_case(b"utf8") {
                Layer::Encoding("utf8")
            } else if inner.eq_ignore_ascii_case(b"utf-8")
                || inner.eq_ignore_ascii_case(b"utf-8-strict")
            {
                Layer::Encoding("utf-8-strict")
            } else {
                return Err(LayerError::Unsupported);
            }
        }
    })
}

/// For `use open`: whether a layer makes a handle's strings UTF-8 (`:utf8`,
/// `:encoding(UTF-8)`) or bytes (`:raw`, `:bytes`); None for any other.
pub fn layer_is_utf8(name: &[u8]) -> Option<bool> {
    match layer(name).ok()? {
        Layer::Raw | Layer::Bytes => Some(false),
        Layer::Utf8 | Layer::Encoding(_) => Some(true),
        _ => None,
    }
}
