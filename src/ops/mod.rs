//! The op tree: the front end's product, modelled on perl's own ops (`const`, `padsv`,
//! `sassign`, `add`, `concat`, `entersub`, `enteriter`, ...). Ops live in an arena and refer
//! to each other by `OpId`. Every op carries its context (void, scalar, list, or the caller's)
//! and the line of the statement it belongs to, which is what perl reports in messages.

mod context;
mod dump;
pub mod labels;
mod walk;

pub use context::contextualize;
pub use dump::dump_program;
pub use walk::children as children_of;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(pub u32);

/// An op's context, as perl's G_VOID / G_SCALAR / G_LIST; `Caller` is the context the
/// enclosing sub was called in (the value of its last statement, or a `return`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cx {
    Void,
    Scalar,
    List,
    Caller,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    Iv(i64),
    Uv(u64),
    Nv(f64),
    Str(Vec<u8>),
    /// A string holding characters above 255, UTF-8 encoded (perl's SvUTF8).
    Utf8(Vec<u8>),
}

pub type PadIx = u32;
pub type GlobIx = u32;
pub type SubIx = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Subtract,
    Multiply,
    Divide,
    Modulo,
    Pow,
    Concat,
    Repeat,
    NumEq,
    NumNe,
    NumLt,
    NumGt,
    NumLe,
    NumGe,
    NumCmp,
    StrEq,
    StrNe,
    StrLt,
    StrGt,
    StrLe,
    StrGe,
    StrCmp,
    BitAnd,
    BitOr,
    BitXor,
    /// The `bitwise` feature's `& | ^`: always on numbers (perl's nbit_and ...).
    NbitAnd,
    NbitOr,
    NbitXor,
    /// `&. |. ^.` (the `bitwise` feature): always on the strings (sbit_and ...).
    SbitAnd,
    SbitOr,
    SbitXor,
    ShiftLeft,
    ShiftRight,
}

impl BinOp {
    /// perl's op description, as used in warnings ("in addition (+)").
    pub fn desc(self) -> &'static str {
        match self {
            BinOp::Add => "addition (+)",
            BinOp::Subtract => "subtraction (-)",
            BinOp::Multiply => "multiplication (*)",
            BinOp::Divide => "division (/)",
            BinOp::Modulo => "modulus (%)",
            BinOp::Pow => "exponentiation (**)",
            BinOp::Concat => "concatenation (.) or string",
            BinOp::Repeat => "repeat (x)",
            BinOp::NumEq => "numeric eq (==)",
            BinOp::NumNe => "numeric ne (!=)",
            BinOp::NumLt => "numeric lt (<)",
            BinOp::NumGt => "numeric gt (>)",
            BinOp::NumLe => "numeric le (<=)",
            BinOp::NumGe => "numeric ge (>=)",
            BinOp::NumCmp => "numeric comparison (<=>)",
            BinOp::StrEq => "string eq",
            BinOp::StrNe => "string ne",
            BinOp::StrLt => "string lt",
            BinOp::StrGt => "string gt",
            BinOp::StrLe => "string le",
            BinOp::StrGe => "string ge",
            BinOp::StrCmp => "string comparison (cmp)",
            BinOp::BitAnd => "bitwise and (&)",
            BinOp::BitOr => "bitwise or (|)",
            BinOp::BitXor => "bitwise xor (^)",
            BinOp::NbitAnd => "numeric bitwise and (&)",
            BinOp::NbitOr => "numeric bitwise or (|)",
            BinOp::NbitXor => "numeric bitwise xor (^)",
            BinOp::SbitAnd => "string bitwise and (&.)",
            BinOp::SbitOr => "string bitwise or (|.)",
            BinOp::SbitXor => "string bitwise xor (^.)",
            BinOp::ShiftLeft => "left bitshift (<<)",
            BinOp::ShiftRight => "right bitshift (>>)",
        }
    }

    /// perl's op name, for `--emit ops`.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Subtract => "subtract",
            BinOp::Multiply => "multiply",
            BinOp::Divide => "divide",
            BinOp::Modulo => "modulo",
            BinOp::Pow => "pow",
            BinOp::Concat => "concat",
            BinOp::Repeat => "repeat",
            BinOp::NumEq => "eq",
            BinOp::NumNe => "ne",
            BinOp::NumLt => "lt",
            BinOp::NumGt => "gt",
            BinOp::NumLe => "le",
            BinOp::NumGe => "ge",
            BinOp::NumCmp => "ncmp",
            BinOp::StrEq => "seq",
            BinOp::StrNe => "sne",
            BinOp::StrLt => "slt",
            BinOp::StrGt => "sgt",
            BinOp::StrLe => "sle",
            BinOp::StrGe => "sge",
            BinOp::StrCmp => "scmp",
            BinOp::BitAnd => "bit_and",
            BinOp::BitOr => "bit_or",
            BinOp::BitXor => "bit_xor",
            BinOp::NbitAnd => "nbit_and",
            BinOp::NbitOr => "nbit_or",
            BinOp::NbitXor => "nbit_xor",
            BinOp::SbitAnd => "sbit_and",
            BinOp::SbitOr => "sbit_or",
            BinOp::SbitXor => "sbit_xor",
            BinOp::ShiftLeft => "left_shift",
            BinOp::ShiftRight => "right_shift",
        }
    }

    pub fn is_numeric_compare(self) -> bool {
        matches!(
            self,
            BinOp::NumEq | BinOp::NumNe | BinOp::NumLt | BinOp::NumGt | BinOp::NumLe | BinOp::NumGe
        )
    }

    pub fn is_string_compare(self) -> bool {
        matches!(
            self,
            BinOp::StrEq | BinOp::StrNe | BinOp::StrLt | BinOp::StrGt | BinOp::StrLe | BinOp::StrGe
        )
    }
}

/// Built-in functions that go through the runtime's `pp_func`: numbers and properties
/// (name, argument shapes, XS sub or not) are their rows in the abi crate's table.
pub use camelift_abi::Builtin as Func;
pub use camelift_abi::UtilFunc;

/// A loop label and the kind of loop, for `last`/`next`/`redo` resolution.
pub type Label = Option<String>;

/// The iteration variable of a foreach.
#[derive(Clone, Debug, PartialEq)]
pub enum LoopVar {
    /// `for my $x (...)`: a fresh lexical per iteration, aliased to the element.
    My(PadIx),
    /// `for $x (...)` with `$x` an outer lexical: aliased, restored after the loop.
    Pad(PadIx),
    /// `for $x (...)` / `for (...)` with a package variable (`$_`): localised.
    Global(GlobIx),
}

/// Output handle of print/printf/say; also the handle of readline and the I/O functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handle {
    /// No handle named: the default output handle (STDOUT unless `select` chose another).
    Selected,
    Stdout,
    Stderr,
    /// A bareword handle (`FH`, `STDIN`): its glob, fully qualified.
    Glob(GlobIx),
    /// A handle in a scalar (`$fh`, `{$fh}`): the expression.
    Expr(OpId),
}

/// File I/O functions (runtime/src/io/file.rs); `code` is the runtime's `IoFunc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoOp {
    /// `open(HANDLE, MODE, PATH)` / `open(HANDLE, EXPR)`: the arguments are the handle's
    /// name for messages (a constant), then the mode and path.
    Open,
    Close,
    Binmode,
    /// `eof(FH)` / `eof` (no handle: the last one read).
    Eof,
    /// `eof()`: the end of the files `<>` reads (STDIN here).
    EofArgv,
    Unlink,
    Mkdir,
    Rmdir,
    Chdir,
    Readlink,
    Symlink,
    /// `stat`/`lstat`: of a path (the argument), a handle, or `_` (the handle `*_`: the
    /// last file stat'ed).
    Stat,
    Lstat,
    Opendir,
    Readdir,
    Closedir,
    Rewinddir,
    /// `read`/`sysread`: the first argument is the buffer (an lvalue).
    Read,
    Sysread,
    Syswrite,
    Seek,
    Tell,
    Sysseek,
    Fileno,
    /// `truncate`: the handle, or with none the first argument (a name, or a handle at
    /// run time).
    Truncate,
    Chmod,
    Rename,
    Utime,
    Chown,
    Link,
    Umask,
    /// `select FH` / `select`.
    Select,
    /// `select(undef, undef, undef, TIMEOUT)`: the timeout alone.
    SelectSleep,
    Getc,
    Seekdir,
    Telldir,
    Flock,
    /// `fcntl FH, FUNCTION, SCALAR`, `ioctl FH, FUNCTION, SCALAR`.
    Fcntl,
    Ioctl,
    /// `sysopen`: the arguments are the handle's name (a constant), the path, the flags
    /// and the permissions.
    Sysopen,
    /// `pipe(READ, WRITE)`: the handle is READ; the arguments are both names for
    /// messages, then WRITE (a scalar to vivify a handle in, or `\*NAME`).
    Pipe,
    /// `-e` and friends: the letter.
    FileTest(u8),
}

impl IoOp {
    /// Whether argument `i` is in list context: all of `unlink`'s, and `open`'s from the
    /// path on (after the name and the mode: its prototype is `*;$@`, so `open($fh, "-|",
    /// @cmd)` passes the command's words).
    pub fn list_arg(self, i: usize) -> bool {
        match self {
            IoOp::Unlink | IoOp::Chmod | IoOp::Chown | IoOp::Utime => true,
            IoOp::Open => i >= 2,
            _ => false,
        }
    }

    /// The runtime's `io_func` code.
    pub fn code(self) -> u32 {
        use camelift_abi::codes::{IoFunc, IO_FILE_TEST};
        let f = match self {
            IoOp::Open => IoFunc::Open,
            IoOp::Close => IoFunc::Close,
            IoOp::Binmode => IoFunc::Binmode,
            IoOp::Eof => IoFunc::Eof,
            IoOp::EofArgv => IoFunc::EofArgv,
            IoOp::Unlink => IoFunc::Unlink,
            IoOp::Mkdir => IoFunc::Mkdir,
            IoOp::Rmdir => IoFunc::Rmdir,
            IoOp::Chdir => IoFunc::Chdir,
            IoOp::Readlink => IoFunc::Readlink,
            IoOp::Symlink => IoFunc::Symlink,
            IoOp::Stat => IoFunc::Stat,
            IoOp::Lstat => IoFunc::Lstat,
            IoOp::Opendir => IoFunc::Opendir,
            IoOp::Readdir => IoFunc::Readdir,
            IoOp::Closedir => IoFunc::Closedir,
            IoOp::Rewinddir => IoFunc::Rewinddir,
            IoOp::Read => IoFunc::Read,
            IoOp::Sysread => IoFunc::Sysread,
            IoOp::Syswrite => IoFunc::Syswrite,
            IoOp::Seek => IoFunc::Seek,
            IoOp::Tell => IoFunc::Tell,
            IoOp::Sysseek => IoFunc::Sysseek,
            IoOp::Fileno => IoFunc::Fileno,
            IoOp::Truncate => IoFunc::Truncate,
            IoOp::Chmod => IoFunc::Chmod,
            IoOp::Rename => IoFunc::Rename,
            IoOp::Utime => IoFunc::Utime,
            IoOp::Chown => IoFunc::Chown,
            IoOp::Link => IoFunc::Link,
            IoOp::Umask => IoFunc::Umask,
            IoOp::Select => IoFunc::Select,
            IoOp::SelectSleep => IoFunc::SelectSleep,
            IoOp::Getc => IoFunc::Getc,
            IoOp::Seekdir => IoFunc::Seekdir,
            IoOp::Telldir => IoFunc::Telldir,
            IoOp::Flock => IoFunc::Flock,
            IoOp::Fcntl => IoFunc::Fcntl,
            IoOp::Ioctl => IoFunc::Ioctl,
            IoOp::Sysopen => IoFunc::Sysopen,
            IoOp::Pipe => IoFunc::Pipe,
            IoOp::FileTest(l) => return IO_FILE_TEST | u32::from(l),
        };
        f.code()
    }

    pub fn name(self) -> String {
        match self {
            IoOp::Open => "open".into(),
            IoOp::Close => "close".into(),
            IoOp::Binmode => "binmode".into(),
            IoOp::Eof | IoOp::EofArgv => "eof".into(),
            IoOp::Unlink => "unlink".into(),
            IoOp::Mkdir => "mkdir".into(),
            IoOp::Rmdir => "rmdir".into(),
            IoOp::Chdir => "chdir".into(),
            IoOp::Readlink => "readlink".into(),
            IoOp::Symlink => "symlink".into(),
            IoOp::Stat => "stat".into(),
            IoOp::Lstat => "lstat".into(),
            IoOp::Opendir => "opendir".into(),
            IoOp::Readdir => "readdir".into(),
            IoOp::Closedir => "closedir".into(),
            IoOp::Rewinddir => "rewinddir".into(),
            IoOp::Read => "read".into(),
            IoOp::Sysread => "sysread".into(),
            IoOp::Syswrite => "syswrite".into(),
            IoOp::Seek => "seek".into(),
            IoOp::Tell => "tell".into(),
            IoOp::Sysseek => "sysseek".into(),
            IoOp::Fileno => "fileno".into(),
            IoOp::Truncate => "truncate".into(),
            IoOp::Chmod => "chmod".into(),
            IoOp::Rename => "rename".into(),
            IoOp::Utime => "utime".into(),
            IoOp::Chown => "chown".into(),
            IoOp::Link => "link".into(),
            IoOp::Umask => "umask".into(),
            IoOp::Select => "select".into(),
            IoOp::SelectSleep => "sselect".into(),
            IoOp::Getc => "getc".into(),
            IoOp::Seekdir => "seekdir".into(),
            IoOp::Telldir => "telldir".into(),
            IoOp::Flock => "flock".into(),
            IoOp::Fcntl => "fcntl".into(),
            IoOp::Ioctl => "ioctl".into(),
            IoOp::Sysopen => "sysopen".into(),
            IoOp::Pipe => "pipe".into(),
            IoOp::FileTest(l) => format!("-{}", l as char),
        }
    }

    /// Whether its arguments are one list (perl's `@` prototype: `unlink`, `chmod`,
    /// `chown`, `utime`), flattened onto the stack; else each is a scalar.
    pub fn takes_list(self) -> bool {
        matches!(self, IoOp::Unlink | IoOp::Chmod | IoOp::Chown | IoOp::Utime)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum OpKind {
    // Values.
    Const(Const),
    /// The undefined value (`undef` with no argument).
    Undef,
    /// `()`.
    Stub,
    Padsv {
        ix: PadIx,
        intro: bool,
    },
    Padav {
        ix: PadIx,
        intro: bool,
    },
    Padhv {
        ix: PadIx,
        intro: bool,
    },
    Gvsv(GlobIx),
    Gvav(GlobIx),
    Gvhv(GlobIx),
    /// `$a[i]`: `av` is a Padav/Gvav op.
    Aelem {
        av: OpId,
        index: OpId,
    },
    /// `$h{k}`: `hv` is a Padhv/Gvhv op.
    Helem {
        hv: OpId,
        key: OpId,
    },
    Aslice {
        av: OpId,
        list: OpId,
    },
    Hslice {
        hv: OpId,
        list: OpId,
    },
    /// `%h{LIST}` / `%a[LIST]`: key (or index) and value pairs.
    KvSlice {
        container: OpId,
        list: OpId,
        hash: bool,
    },
    /// `$#a`.
    AvLast(OpId),
    /// Dereferences of a scalar expression: `$$r` / `${...}`, `@$r`, `%$r` (the array and
    /// hash forms also serve as containers for elements: `$r->[0]` is an `Aelem` of an
    /// `Rv2av`).
    Rv2sv(OpId),
    Rv2av(OpId),
    Rv2hv(OpId),
    /// `\EXPR`.
    RefGen(OpId),
    /// `map BLOCK LIST` / `map EXPR, LIST` (`grep` when `grep`): `$_` aliases each item.
    MapGrep {
        grep: bool,
        body: OpId,
        list: OpId,
    },
    /// `sort BLOCK LIST` / `sort SUBNAME LIST`: `cmp` is the comparison (a block compiled as
    /// a function of its own, or a call of the named sub: `named`), `$a`/`$b` alias the
    /// pair.
    SortBy {
        cmp: OpId,
        list: OpId,
        named: bool,
    },
    /// A List::Util / Scalar::Util function without a block (`sum LIST`, `blessed $x`):
    /// the runtime's `pp_util`, arguments on the stack.
    UtilCall(UtilFunc, Vec<OpId>),
    /// `first BLOCK LIST` and the other List::Util functions with a block: the block is
    /// compiled as a function of its own (like a sort block), called by the runtime with
    /// `$_` or the package's `$a`/`$b` (globs `a`, `b`) aliasing the items.
    UtilBlock {
        func: UtilFunc,
        block: OpId,
        list: OpId,
        a: GlobIx,
        b: GlobIx,
        /// The block's own `my` variables (pad ops no longer introducing): reset when
        /// the call starts, kept from item to item (perl's MULTICALL).
        mys: Vec<OpId>,
    },
    /// `local EXPR`: the package variable or element is saved and replaced by a new
    /// undef value until the enclosing block exits.
    Local(OpId),
    /// A `state` declaration used as a value (`state $x;`): the variable itself.
    StateVar {
        var: OpId,
        state: u32,
    },
    /// `state $x = EXPR`: the assignment runs once per program run.
    StateInit {
        assign: OpId,
        state: u32,
    },
    /// `(LIST)[INDEXES]`.
    ListSlice {
        list: OpId,
        idx: OpId,
    },
    /// `splice ARRAY, OFFSET, LENGTH, LIST`.
    Splice(OpId, Vec<OpId>),
    /// `(LIST) x COUNT`: the list repeated.
    RepeatList(OpId, OpId),
    /// `[LIST]` and `{LIST}`.
    AnonArray(Vec<OpId>),
    AnonHash(Vec<OpId>),
    /// `$code->(ARGS)`, `&$code(ARGS)`.
    CallRef {
        code: OpId,
        args: Vec<OpId>,
    },
    /// `tie TARGET, CLASS, LIST` (`args` the class and the list), `tied TARGET`, `untie
    /// TARGET`; `hash` when TARGET can be tied (a hash, or a package scalar named by
    /// `$NAME`), false for what cannot be tied yet (`tied` is undef there).
    Tie {
        target: OpId,
        args: Vec<OpId>,
        how: TieHow,
        hash: bool,
    },
    /// `bless REF` / `bless REF, CLASS`; `package` is the current package (the class of
    /// the one-argument form).
    Bless {
        args: Vec<OpId>,
        package: String,
    },
    /// `INV->meth(ARGS)`: `meth` is a constant string for a named method (possibly
    /// `SUPER::m` or `Pkg::m`) or any scalar (`$obj->$name(...)`); `package` is the
    /// package the call is compiled in (where `SUPER::` starts).
    MethodCall {
        inv: OpId,
        meth: OpId,
        args: Vec<OpId>,
        package: String,
    },
    /// `&name;` / `&$code;`: the call (an `Entersub` or `CallRef` without arguments)
    /// gives the callee the caller's own `@_`, not a new one.
    AmperCall(OpId),
    List(Vec<OpId>),
    /// `a .. b` in list context.
    Range(OpId, OpId),
    /// `"...$x..."`: the parts are concatenated (perl's stringify/concat/join chain).
    Stringify(Vec<OpId>),

    // Operators.
    Binop(BinOp, OpId, OpId),
    /// `A xor B` (perl's pp_xor): both in boolean context, a true or false value.
    Xor(OpId, OpId),
    /// A chained comparison (perl 5.32): `a < b <= c` or `a == b != c`. `ops[i]` compares
    /// `operands[i]` with `operands[i + 1]`; each operand is evaluated once, and the
    /// chain stops at the first false comparison (its value is the result).
    CmpChain {
        ops: Vec<BinOp>,
        operands: Vec<OpId>,
    },
    /// `lhs op= rhs`.
    AssignOp(BinOp, OpId, OpId),
    Negate(OpId),
    /// `~EXPR`; under the `bitwise` feature `~` is `NComplement` (always numeric) and
    /// `~.` `SComplement` (always on the string).
    Complement(OpId),
    NComplement(OpId),
    SComplement(OpId),
    Not(OpId),
    Preinc(OpId),
    Predec(OpId),
    Postinc(OpId),
    Postdec(OpId),
    And(OpId, OpId),
    Or(OpId, OpId),
    Dor(OpId, OpId),
    AndAssign(OpId, OpId),
    OrAssign(OpId, OpId),
    DorAssign(OpId, OpId),
    CondExpr(OpId, OpId, OpId),
    /// `lhs = rhs` with a scalar left side.
    Sassign {
        lhs: OpId,
        rhs: OpId,
    },
    /// `(lhs...) = (rhs...)`.
    Aassign {
        lhs: OpId,
        rhs: OpId,
    },

    // Functions.
    Func(Func, Vec<OpId>),
    Print {
        handle: Handle,
        args: Vec<OpId>,
        newline: bool,
    },
    Printf {
        handle: Handle,
        args: Vec<OpId>,
    },
    /// `<FH>`, `<$fh>`, `<STDIN>`: one record (scalar) or all of them (list).
    Readline(Handle),
    /// `open`, `close`, file tests...: the handle (if the function takes one) and the
    /// other arguments.
    Io {
        op: IoOp,
        handle: Option<Handle>,
        args: Vec<OpId>,
    },
    Defined(OpId),
    /// `undef EXPR`.
    UndefOf(OpId),
    Scalar(OpId),
    Push(OpId, Vec<OpId>),
    Unshift(OpId, Vec<OpId>),
    Pop(OpId),
    Shift(OpId),
    Keys(OpId),
    Values(OpId),
    Each(OpId),
    Exists(OpId),
    Delete(OpId),
    Wantarray,
    /// `reset EXPR`: the variables of `package` whose names start with the letters EXPR
    /// lists become undefined or empty; with no EXPR (or an empty one) the package's
    /// `m?PAT?` matches may match again.
    Reset {
        expr: Option<OpId>,
        package: String,
    },
    /// Call of a named sub (`entersub` on a constant name), fully qualified.
    Entersub {
        name: String,
        args: Vec<OpId>,
    },
    /// `\&name`.
    RefCode(String),
    /// `__SUB__` in an anonymous sub (perl's runcv): a new reference to the running
    /// closure, kept in the sub's pad slot `PadIx` (`PadEntry::current_sub`) from its
    /// entry. In a named sub `__SUB__` is `RefCode` of its name, at file level undef.
    RunCv(PadIx),
    /// `\&{EXPR}` / `\&$name`: a code reference as it is, or the named sub's.
    CodeByName(OpId),
    /// `defined &name` / `exists &name` (the name as a constant string, or any
    /// expression: `defined &{"main::$n"}`).
    DefinedCode(OpId),
    /// `undef &NAME` / `undef &$code`: the sub's body goes (the operand as DefinedCode's).
    UndefCode(OpId),
    /// `sub { ... }` (its captures are in its `Sub::closure`).
    AnonCode(SubIx),
    /// The first op of a sub with a signature (perl's `argcheck`): dies "Too few/many
    /// arguments" or "Odd name/value argument" at the caller's statement unless @_ has
    /// `params - opt_params` to `params` elements (any more with a slurpy `@`/`%`, an
    /// even number more with `%`).
    ArgCheck {
        params: u32,
        opt_params: u32,
        slurpy: u8,
    },
    /// A signature's slurpy hash (perl's `argelem` of a `%` parameter): the `my %h` op
    /// `hv` gets the pairs of @_ from index `from` (the count was checked even).
    ArgHash {
        hv: OpId,
        from: u32,
    },
    /// `require EXPR` of a name known only at run time: one of the files compiled in
    /// (`Program::units`), or perl's "Can't locate".
    RequireDynamic(OpId),
    /// A construct of a module's file that camelift does not compile yet, reached when
    /// the program runs: it ends the program with this text and the location (no `eval`
    /// catches it, so no fallback path runs in its place).
    NotYet(String),
    /// The end of a program run at compile time (src/engine/): what the named package
    /// holds is reported to the compiler and the run stops.
    BeginReport(String),
    /// `%^H` becomes the entries of `Program::hh_sets[set - 1]` (none for 0) and the
    /// constant handlers of site `site` (none for 0), `$^H`'s bits with them: hoisted
    /// before an import, so it sees its scope's, as perl's parser would give it.
    HintHash {
        set: u32,
        site: u32,
    },
    /// The constant handlers (`overload::constant`) an import just left in `%^H` are
    /// kept as site N, for the literals of its scope.
    ConstCapture(u32),
    /// A numeric literal in the scope of constant handlers: what the `kind` handler
    /// (`CONST_OVERLOAD_*`) of site `site` returns for the literal's text and value
    /// (`value`), once (number `id`): the same object each time, as perl's op tree
    /// holds it.
    ConstObj {
        id: u32,
        site: u32,
        kind: u8,
        text: Vec<u8>,
        value: Const,
    },
    /// `${^GLOBAL_PHASE}` becomes CHECK, INIT or RUN (`camelift_abi::PHASE_*`), hoisted
    /// after the BEGIN-time code (the variable is read-only to the program).
    Phase(i64),
    /// `eval EXPR` in perl's library, in package `.1`: the value of a number literal's
    /// text, or of a string of the library's own that was compiled for this (a sub named
    /// after the package and the text, parse/word.rs's `compile_eval_texts`), else the
    /// end of the program (runtime `camelift_eval_numeric`).
    EvalNumeric(OpId, String),
    /// After a BEGIN block: the lexicals declared before it that it used are marked stale
    /// (perl's SvPADSTALE), so their first `my` keeps what the block left.
    PadStale(Vec<PadIx>),
    /// `local *NAME` and `local *NAME = \REF`: the glob's scalar, array and hash are new
    /// until the scope ends; a reference's referent then takes its slot.
    LocalGlob {
        glob: GlobIx,
        value: Option<OpId>,
    },
    /// `*NAME` or `*{EXPR}` (the name, qualified with `package` when it has no `::`):
    /// only the target of an assignment (`GlobAssign`) compiles.
    GlobName {
        name: OpId,
        package: String,
        /// `*{EXPR}`: a symbolic reference (`strict refs` refuses it).
        symbolic: bool,
    },
    /// `*NAME` or `*{EXPR}` as a value: a glob value naming the glob (perl's glob copy,
    /// `*main::x`), the name qualified with `package`.
    GlobValue {
        name: OpId,
        package: String,
        /// `*{EXPR}`: a symbolic reference (`strict refs` refuses a string).
        symbolic: bool,
    },
    /// `*NAME = REF` / `*{"name"} = REF` run when the statement runs: a code reference
    /// names the sub (found by name from then on), a scalar, array or hash reference
    /// takes the glob's slot.
    GlobAssign {
        name: OpId,
        value: OpId,
        package: String,
        symbolic: bool,
    },
    /// `\*NAME`: a reference to the glob, which serves as its file handle.
    GlobRef(GlobIx),
    /// An import of a variable (`*main::x = \$Module::x` for `$x`): the glob `alias`
    /// gets `target`'s scalar, array or hash (`slot` `$`, `@`, `%`).
    GvImport {
        alias: GlobIx,
        target: GlobIx,
        slot: u8,
    },
    /// `require`, `use` or `do FILE` of a file compiled into the program: `%INC{key}`,
    /// the path the file was found at, and the sub its file became.
    Require {
        unit: SubIx,
        key: String,
        path: String,
        how: Load,
    },
    /// `do BLOCK` as an expression.
    DoBlock(OpId),
    /// `eval BLOCK`: runs the block catching `die` into `$@`.
    EvalBlock(OpId),
    /// `TARGET =~ m/PAT/FLAGS` (`target` None: `$_`). `pat` is a constant or an
    /// interpolated string (or any expression, for `$x =~ $re`); flags are `RXF_*`.
    Match {
        target: Option<OpId>,
        pat: OpId,
        flags: u32,
    },
    /// `TARGET =~ s/PAT/REPL/FLAGS`: `repl` is evaluated for each match (an interpolated
    /// string, or the code of `/e`).
    Subst {
        target: Option<OpId>,
        pat: OpId,
        repl: OpId,
        flags: u32,
    },
    /// `TARGET =~ tr/SEARCH/REPL/FLAGS`: the lists as written (escapes and ranges are
    /// the runtime's), their delimiter, `TRF_*` flags.
    Trans {
        target: Option<OpId>,
        search: Vec<u8>,
        repl: Vec<u8>,
        delim: u8,
        flags: u32,
    },
    /// `split PAT, EXPR, LIMIT`.
    Split {
        pat: OpId,
        expr: OpId,
        limit: Option<OpId>,
        flags: u32,
    },
    /// `qr/PAT/FLAGS`.
    Qr {
        pat: OpId,
        flags: u32,
    },
    /// `pos SCALAR`.
    Pos(OpId),
    /// `$1`.. (`$&` is 0), `` $` `` (-1), `$'` (-2), `$+` (-3), `$^N` (-4).
    MatchVar(i32),
    /// `@-` (0), `@+` (1), `@{^CAPTURE}` (2).
    MatchAv(u8),
    /// `%+` (false) / `%-` (true).
    MatchHv(bool),
    /// `$SIG{NAME} = value` (or with `local`): the signal table is magic.
    SigAssign {
        name: OpId,
        value: OpId,
        local: bool,
    },

    // Statements.
    Lineseq(Vec<OpId>),
    Nothing,
    /// `if`, or `unless` (then `cond` is the `Not` of the written condition; the written
    /// condition is the statement's value when no branch runs).
    If {
        cond: OpId,
        then: OpId,
        els: Option<OpId>,
        unless: bool,
    },
    /// `while`/`until` loops, also `do {} while` (`post` = body runs before the first test).
    While {
        label: Label,
        cond: Option<OpId>,
        body: OpId,
        cont: Option<OpId>,
        until: bool,
        post: bool,
    },
    /// C-style `for (init; cond; step)`.
    CFor {
        label: Label,
        init: Option<OpId>,
        cond: Option<OpId>,
        step: Option<OpId>,
        body: OpId,
    },
    Foreach {
        label: Label,
        var: LoopVar,
        list: OpId,
        body: OpId,
    },
    /// A bare block: a loop that runs once.
    Bare {
        label: Label,
        body: OpId,
    },
    Last(Label),
    Next(Label),
    Redo(Label),
    Return(Option<OpId>),
    /// `goto &NAME` (`named`: `code` is the `RefCode` of the sub's full name),
    /// `goto &$code` and `goto &{EXPR}` (`code` gives the code reference or the name).
    GotoSub {
        code: OpId,
        named: bool,
    },
    /// `goto LABEL` (also `goto "LABEL"`): a jump to the statement with that label
    /// (`Program::labels`), resolved when the sub is lowered (src/lower/fx/labels.rs).
    GotoLabel(String),
    /// `goto EXPR`: a code reference is `goto &$code`; any other value names a label.
    GotoExpr(OpId),
}

/// How a file compiled into the program is loaded (`camelift_abi::LOAD_*` at run time).
/// Which of `tie`, `tied`, `untie` an `OpKind::Tie` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieHow {
    Tie,
    Tied,
    Untie,
}

/// A statement's compile-time state as `caller` reports it (src/parse/hints.rs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CopKey {
    /// perl's `$^H`.
    pub hints: u32,
    /// perl's `${^WARNING_BITS}`.
    pub warnings: crate::diag::Warnings,
    /// The features in `%^H` (bits of `parse::hints::FEATURES`) when it was touched.
    pub hh: Option<u32>,
    /// The other entries of `%^H` (`Program::hh_sets`, from 1; 0: none).
    pub extra: u32,
    /// A pragma changed it in a way not followed here (`use open`): `caller` refuses it.
    pub unknown: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Load {
    /// `require`: once; a failure dies at the `require`.
    Require,
    /// `use`: `require` at BEGIN time (a failure ends in "BEGIN failed").
    Use,
    /// `do FILE`: every time; a failure is in `$@` and the value undef.
    Do,
}

#[derive(Clone, Debug)]
pub struct Op {
    pub kind: OpKind,
    pub cx: Cx,
    pub line: u32,
    /// The package in effect here: an index into `Program::packages`.
    pub pkg: u16,
    /// The warnings switched on here.
    pub warnings: crate::diag::Warnings,
    /// `use strict 'refs'` in effect here (symbolic references die).
    pub strict_refs: bool,
    /// `use integer` in effect here (arithmetic, comparisons and bit operators on IVs).
    pub integer: bool,
    /// A `sort` is somewhere in this subtree, for the parser's "Useless use of sort in
    /// scalar context" walk, which skips subtrees without one (walking every statement's
    /// whole subtree at every nesting level was quadratic in the depth).
    pub has_sort: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum PadKind {
    Scalar,
    Array,
    Hash,
}

#[derive(Clone, Debug)]
pub struct PadEntry {
    /// With sigil: `$x`, `@a`, `%h`.
    pub name: String,
    pub kind: PadKind,
    /// For a named sub's use of an outer lexical: the capture it reads at entry.
    pub capture: Option<u32>,
    /// For an anonymous sub's use of an outer lexical: its index in the closure's
    /// environment.
    pub closure: Option<u32>,
    /// A `state` variable: its number (the variable lives in a program-wide cell and is
    /// initialised once).
    pub state: Option<u32>,
    /// A BEGIN block gave the variable a value before its `my` runs: the first `my`
    /// keeps it (perl's pad entry is not cleared until its scope is left).
    pub begin_stale: bool,
    /// Not a variable: the running closure, for `__SUB__` (`OpKind::RunCv`), filled as
    /// the sub starts.
    pub current_sub: bool,
}

/// An outer lexical captured by a named sub: the owning sub and its pad slot. The owner
/// publishes the variable's first instance in a cell when it starts; the named sub picks
/// it up from there (perl's "captures once": `Variable "$x" will not stay shared`).
#[derive(Clone, Debug, PartialEq)]
pub struct Capture {
    pub owner: SubIx,
    pub pad: PadIx,
}

/// One compiled function: a named sub, an anonymous sub, or the main program.
#[derive(Clone, Debug)]
pub struct Sub {
    /// Fully qualified name (`main::f`); `__ANON__` for anonymous subs; `main` program body
    /// is `MAIN`.
    pub name: String,
    pub body: OpId,
    pub pad: Vec<PadEntry>,
    pub line: u32,
    /// An anonymous sub's captured variables: the defining sub's pad slots, copied into
    /// the closure's environment each time `sub {...}` is evaluated.
    pub closure: Vec<PadIx>,
}

impl Sub {
    /// Whether each evaluation of `sub {...}` makes a new instance of it (perl's CvCLONE):
    /// an anonymous sub that captures variables, or that has `state` variables, which
    /// each instance has its own of (`sub { state $n }` in a loop counts from 0 each
    /// time round).
    pub fn makes_instances(&self) -> bool {
        !self.closure.is_empty()
            || (self.name == "__ANON__" && self.pad.iter().any(|e| e.state.is_some()))
    }
}

/// A package variable used by the program, by fully qualified name (without sigil).
#[derive(Clone, Debug)]
pub struct Glob {
    pub name: String,
    /// The slots the program names (`GV_MADE_AV` for `@x`, `GV_MADE_HV` for `%x`), which
    /// perl makes as it compiles them (`*x{ARRAY}` is undef without).
    pub made: u32,
    /// Only the compiler names it, for itself (`-w`'s `$^W = 1`): perl would not have
    /// made the glob, and `%main::` does not list it.
    pub own: bool,
    /// The files that name it (`Program::files`): one of a module's file alone is made
    /// in perl when the file is compiled, which for a `require` run in a sub is when the
    /// `require` runs (the glob joins `%main::` then, `Program::unit_files`).
    pub files: Vec<u16>,
}

#[derive(Clone, Default, Debug)]
pub struct Program {
    pub ops: Vec<Op>,
    /// `subs[0]` is the main program.
    pub subs: Vec<Sub>,
    pub globs: Vec<Glob>,
    pub captures: Vec<Capture>,
    /// How many `state` variables there are.
    pub states: u32,
    pub file: String,
    /// The prototypes of compiled subs (`sub f($$)`, `sub ($) {...}`), by sub index: the
    /// runtime's `prototype` answers from them.
    pub protos: Vec<(u32, String)>,
    /// Compile-time warnings, already formatted.
    pub warnings: Vec<String>,
    /// The program reads `` $` `` or `$'` (matches must keep their whole subject).
    pub uses_prematch: bool,
    /// The `m?PAT?` ops (they match once until `reset`) and the package of each.
    pub once_matches: Vec<(OpId, String)>,
    /// `Range` ops written with three dots (`...`: a flip-flop that does not test the
    /// right side on the same evaluation that turned it on).
    pub three_dots: std::collections::HashSet<OpId>,
    /// The bodies the parser made for statement modifiers (`EXPR for LIST`, `EXPR while
    /// COND`): not blocks, so a `my` there is not cleared when they end.
    pub modifier_bodies: std::collections::HashSet<OpId>,
    /// The text after `__END__`/`__DATA__` and the glob of its `DATA` handle.
    pub data: Option<(GlobIx, Vec<u8>)>,
    /// The places the program's statements run in (`Op::pkg`, perl's COP stash and file):
    /// each a package name here and its file in `place_files`; `main` of the main file first.
    pub packages: Vec<String>,
    /// The file of each place, an index into `files`.
    pub place_files: Vec<u16>,
    /// Places under `no overloading` (perl's HINT_NO_AMAGIC of the COP): the runtime
    /// calls no overloaded operator for a statement there.
    pub place_no_amagic: Vec<bool>,
    /// The source files the program was compiled from: the script first, then the
    /// modules it loaded, as perl names them (`lib/Foo.pm`, `/usr/share/perl/5.36/...`).
    pub files: Vec<String>,
    /// Paths where a module was looked for and not found before the file that was:
    /// their appearance changes what the program loads (the `run` cache checks them).
    pub absent_paths: Vec<String>,
    /// The constants that are a constant sub's value inlined where it is named (`use
    /// constant`): `\IM` refers to the sub's one SV, while each literal is an SV of its own.
    pub inlined_consts: std::collections::HashSet<OpId>,
    /// The readlines of the ARGV loop that need flags (`READLINE_DOUBLE` for `<<>>`,
    /// whose files are opened with 3-argument `open`; `READLINE_QUIET` where `inplace`
    /// warnings are off).
    pub argv_reads: std::collections::HashMap<OpId, i32>,
    /// `caller(N)` ops in list context whose consumer reads only its first 8 elements
    /// (a constant slice, a list assignment to at most 8 scalars); for any other, the
    /// program keeps the statements' hints, warning bits and hint hashes.
    pub caller_limited: std::collections::HashSet<OpId>,
    /// The compile-time states of the statements `caller(N)` can report (perl's `$^H`,
    /// `${^WARNING_BITS}`, `%^H`: src/parse/hints.rs), and each statement's. Given to the
    /// program when one of its `caller(N)` lists can be read past its 8th element
    /// (`needs_cop_hints`).
    pub cop_states: Vec<CopKey>,
    pub cop_of: std::collections::HashMap<OpId, u32>,
    /// The subs of `END` blocks (anonymous, but `caller` names them `PACKAGE::END`).
    pub end_subs: std::collections::HashSet<u32>,
    /// The program uses `caller` or Carp (which need the package names).
    pub uses_caller: bool,
    /// Compiled subs whose definition follows a BEGIN-time glob assignment of code to
    /// the same name: the runtime ignores that assignment's replay (once) at start-up.
    pub begin_superseded: Vec<String>,
    /// Subs named by an `undef &NAME`: calls of them by name look them up when they run.
    pub undefined_subs: std::collections::HashSet<String>,
    /// The program says `use Carp` (Carp's backtraces need the arguments `shift` takes).
    pub uses_carp: bool,
    /// Sub names that an import made aliases of a module's sub (`main::basename` for
    /// `File::Basename::basename`), for calls by name at run time.
    pub sub_aliases: Vec<(String, String)>,
    /// The named subs each module file defines, by the sub its file became: they get
    /// their names when the file runs (before its `require`, `defined &name` is false).
    pub unit_subs: std::collections::HashMap<u32, Vec<u32>>,
    /// The program has a `require` of a name computed at run time.
    pub uses_dynamic_require: bool,
    /// The globs whose scalar a `tie` names (`tie $NAME, ...`): a read of one calls
    /// FETCH when it is tied (perl's get magic, which other scalars do not have here).
    pub tied_scalars: std::collections::BTreeSet<u32>,
    /// The sets of `%^H` entries imports left (`Pragmas::hh_extra` counts from 1).
    pub hh_sets: Vec<Vec<(String, Option<String>)>>,
    /// How many sites of `overload::constant` handlers (`OpKind::ConstCapture`) and
    /// literals made objects by them (`OpKind::ConstObj`) the program has.
    pub const_sites: u32,
    pub const_objs: u32,
    /// The file being parsed (`files`), which `glob` records as naming a glob, and the
    /// file each module's sub is (by the sub's index): the sub makes the globs only its
    /// file names when it starts (`Glob::files`).
    pub glob_file: u16,
    pub unit_files: std::collections::HashMap<u32, u16>,
    /// For it: every file compiled in, by `%INC` key, with its path and sub (None: one
    /// camelift could not compile, with the message instead of the path).
    pub units: Vec<(String, String, Option<u32>)>,
    /// The labels of statements (`NAME: STATEMENT`, loops included; `A: B: STATEMENT`
    /// has two), by statement: what `goto LABEL` jumps to.
    pub labels: std::collections::HashMap<OpId, Vec<String>>,
    /// The program has a `goto LABEL` or `goto EXPR` (otherwise lowering skips looking
    /// for their targets).
    pub uses_goto_label: bool,
}

impl Program {
    pub fn op(&self, id: OpId) -> &Op {
        &self.ops[id.0 as usize]
    }

    /// The statements of a block (a lone op is a block of one).
    pub fn statements(&self, id: OpId) -> Vec<OpId> {
        match &self.op(id).kind {
            OpKind::Lineseq(s) => s.clone(),
            _ => vec![id],
        }
    }

    pub fn op_mut(&mut self, id: OpId) -> &mut Op {
        &mut self.ops[id.0 as usize]
    }

    /// A new op with the pragmas in effect where it was written.
    pub fn add_with(
        &mut self,
        kind: OpKind,
        line: u32,
        pkg: u16,
        warnings: crate::diag::Warnings,
        strict_refs: bool,
        integer: bool,
    ) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let has_sort = self.subtree_has_sort(&kind);
        self.ops.push(Op {
            kind,
            cx: Cx::Scalar,
            line,
            pkg,
            warnings,
            strict_refs,
            integer,
            has_sort,
        });
        id
    }

    /// The ops of the tree at `root`, root first (an explicit walk: trees can be deep).
    pub fn subtree(&self, root: OpId) -> impl Iterator<Item = OpId> + '_ {
        let mut todo = vec![root];
        std::iter::from_fn(move || {
            let id = todo.pop()?;
            todo.extend(children_of(&self.op(id).kind));
            Some(id)
        })
    }

    /// Whether an op of this kind (its children already built) has a `sort` inside.
    fn subtree_has_sort(&self, kind: &OpKind) -> bool {
        matches!(kind, OpKind::Func(Func::Sort, _) | OpKind::SortBy { .. })
            || children_of(kind)
                .into_iter()
                .any(|c| self.ops.get(c.0 as usize).is_some_and(|o| o.has_sort))
    }

    /// The parser changed op `id` in place (its kind or its children): its subtree facts
    /// are worked out again (its ancestors are not built yet).
    pub fn changed(&mut self, id: OpId) {
        self.ops[id.0 as usize].has_sort = self.subtree_has_sort(&self.op(id).kind);
    }

    /// Whether a `caller(N)` list can be read past its 8th element: then the program is
    /// given `cop_states`, and its statements store their `cop_of`.
    pub fn needs_cop_hints(&self) -> bool {
        self.ops.iter().enumerate().any(|(i, op)| {
            matches!(&op.kind, OpKind::Func(Func::Caller, args) if !args.is_empty())
                && matches!(op.cx, Cx::List | Cx::Caller)
                && !self.caller_limited.contains(&OpId(i as u32))
        })
    }

    /// The index of the place of package `name` in file `file` (added when new).
    /// The `%^H` entries of set `ix` (`hh_sets`, counted from 1; 0 and others: none),
    /// appended to `out` in the encoding the runtime reads (`camelift_abi::hint_hash_entry`).
    pub fn encode_hint_hash_set(&self, ix: u32, out: &mut Vec<u8>) {
        let set = ix.checked_sub(1).and_then(|i| self.hh_sets.get(i as usize));
        for (k, v) in set.into_iter().flatten() {
            camelift_abi::hint_hash_entry(out, k.as_bytes(), v.as_deref().map(str::as_bytes));
        }
    }

    pub fn place_index(&mut self, file: u16, name: &str, no_amagic: bool) -> usize {
        if let Some(i) = (0..self.packages.len()).position(|i| {
            self.packages[i] == name
                && self.place_files[i] == file
                && self.place_no_amagic.get(i).copied().unwrap_or(false) == no_amagic
        }) {
            return i;
        }
        self.packages.push(name.to_string());
        self.place_files.push(file);
        self.place_no_amagic.resize(self.packages.len() - 1, false);
        self.place_no_amagic.push(no_amagic);
        self.packages.len() - 1
    }

    pub fn glob(&mut self, name: &str) -> GlobIx {
        let g = self.own_glob(name);
        let file = self.glob_file;
        let glob = &mut self.globs[g as usize];
        glob.own = false;
        if !glob.files.contains(&file) {
            glob.files.push(file);
        }
        g
    }

    /// `glob` for a glob the compiler uses for itself, not one the program names
    /// (`Glob::own` unless the program names it too).
    pub fn own_glob(&mut self, name: &str) -> GlobIx {
        if let Some(i) = self.globs.iter().position(|g| g.name == name) {
            return i as GlobIx;
        }
        self.globs.push(Glob {
            name: name.to_string(),
            made: 0,
            own: true,
            files: vec![],
        });
        (self.globs.len() - 1) as GlobIx
    }

    /// Glob `g` is named as `full` (`@x`, `%x`, `$x`): the slot perl makes for it.
    pub fn glob_named(&mut self, g: GlobIx, full: &str) {
        let bit = match full.as_bytes().first() {
            Some(b'@') => camelift_abi::GV_MADE_AV,
            Some(b'%') => camelift_abi::GV_MADE_HV,
            _ => 0,
        };
        if let Some(glob) = self.globs.get_mut(g as usize) {
            glob.made |= bit;
        }
    }

    pub fn capture(&mut self, owner: SubIx, pad: PadIx) -> u32 {
        let c = Capture { owner, pad };
        if let Some(i) = self.captures.iter().position(|x| *x == c) {
            return i as u32;
        }
        self.captures.push(c);
        (self.captures.len() - 1) as u32
    }

    pub fn sub_index(&self, name: &str) -> Option<SubIx> {
        self.subs
            .iter()
            .position(|s| s.name == name)
            .map(|i| i as SubIx)
    }
}

/// A one-line description of a statement for `--emit clif` comments.
pub fn short_desc(kind: &OpKind) -> String {
    let s = format!("{kind:?}");
    let name: String = s.chars().take_while(|c| c.is_alphanumeric()).collect();
    name.to_lowercase()
}

/// Whether a constant string is an integer in perl's sense (for range decisions).
pub fn looks_like_int(s: &[u8]) -> bool {
    let t = s.strip_prefix(b"-").unwrap_or(s);
    !t.is_empty() && t.iter().all(|c| c.is_ascii_digit()) && !(t.len() > 1 && t[0] == b'0')
}

/// perl's truth of a constant: "" and "0" and 0 are false.
pub fn const_truth(c: &Const) -> bool {
    match c {
        Const::Iv(i) => *i != 0,
        Const::Uv(u) => *u != 0,
        Const::Nv(f) => *f != 0.0,
        Const::Str(s) | Const::Utf8(s) => !(s.is_empty() || s.as_slice() == b"0"),
    }
}
