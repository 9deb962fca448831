//! The built-in functions compiled code calls through `pp_func`, `sys_func`,
//! `module_func` and `pp_util`: one row
//! per function (as Lua's `lopcodes.c` has one `opmode(...)` row per opcode), and every
//! property of a built-in read from its row. The row's position is the number compiled
//! code passes; `from_u32` converts it back, never past the table.

/// The runtime layer and file that answer a `Builtin` (the row's last column); it also
/// says which runtime entry compiled code calls (`BuiltinLib::entry`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinLib {
    /// An operator: `pp_func`, runtime/src/pp/func.rs.
    Pp,
    /// The process (exit, signals, time): `sys_func`, runtime/src/sys/func.rs.
    Sys,
    /// Carp: `module_func`, runtime/src/modules/carp.rs.
    Carp,
    /// Data::Dumper: `module_func`, runtime/src/modules/dumper.rs.
    Dumper,
    /// POSIX: `module_func`, runtime/src/modules/posix.rs.
    Posix,
    /// Time::Local (`timegm`, `timelocal`): `module_func`, runtime/src/sys/time.rs.
    TimeLocal,
    /// `utf8::`: `module_func`, runtime/src/modules/utf8.rs.
    Utf8,
    /// `XSLoader::load` of a module whose XS part is in `XsSub`: `module_func`,
    /// runtime/src/modules/xsload.rs.
    XsLoader,
    /// `glob` (File::Glob's csh_glob, perl's PL_globhook): `module_func`,
    /// runtime/src/modules/glob.rs.
    FileGlob,
}

/// The runtime entry that answers a `Builtin`, all three taking `(ctx, id, mark, gimme,
/// info)` with the arguments on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinEntry {
    /// `camelift_pp_func` (operators, the pp layer).
    PpFunc,
    /// `camelift_sys_func` (the process layer).
    SysFunc,
    /// `camelift_module_func` (the built-in modules' XS parts).
    ModuleFunc,
}

impl BuiltinLib {
    /// The runtime entry for the built-ins of this column.
    pub fn entry(self) -> BuiltinEntry {
        match self {
            BuiltinLib::Pp => BuiltinEntry::PpFunc,
            BuiltinLib::Sys => BuiltinEntry::SysFunc,
            BuiltinLib::Carp
            | BuiltinLib::Dumper
            | BuiltinLib::Posix
            | BuiltinLib::TimeLocal
            | BuiltinLib::Utf8
            | BuiltinLib::XsLoader
            | BuiltinLib::FileGlob => BuiltinEntry::ModuleFunc,
        }
    }
}

// The flags column of `Builtin`.
const NONE: u8 = 0;
/// The parser knows it by its name (a core function, or `utf8::` which is always there).
const NAMED: u8 = 1;
/// It takes a list (else scalars).
const LIST: u8 = 2;
/// It pushes a list in list context (else it gives one scalar).
const RLIST: u8 = 4;
/// A module's XS function (POSIX, Time::Local, utf8): called as a sub, so arguments are
/// in list context, argument errors are found at run time, and warnings say "in
/// subroutine entry".
const XS: u8 = 8;
/// Its one argument defaults to `$_`.
const TOPIC: u8 = 16;

/// One row of `Builtin`'s table.
struct BuiltinRow {
    name: &'static str,
    flags: u8,
    lib: BuiltinLib,
}

macro_rules! builtins {
    ($( $(#[$meta:meta])* $variant:ident => $name:literal, $flags:expr, $lib:ident; )*) => {
        /// Built-in functions compiled code calls by number (`pp_func`, `sys_func` or
        /// `module_func`, as `BuiltinLib::entry` says), arguments on the stack.
        #[repr(u32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Builtin {
            $( $(#[$meta])* $variant, )*
        }

        impl Builtin {
            /// All built-ins, indexed by their number.
            pub const ALL: &'static [Builtin] = &[$(Builtin::$variant,)*];

            const ROWS: &'static [BuiltinRow] = &[
                $(BuiltinRow { name: $name, flags: $flags, lib: BuiltinLib::$lib },)*
            ];
        }
    };
}

builtins! {
    // variant        name                       flags                      answered by
    Length =>       "length",                  NAMED | TOPIC,             Pp;
    Substr =>       "substr",                  NAMED,                     Pp;
    Index =>        "index",                   NAMED,                     Pp;
    Rindex =>       "rindex",                  NAMED,                     Pp;
    Uc =>           "uc",                      NAMED | TOPIC,             Pp;
    Lc =>           "lc",                      NAMED | TOPIC,             Pp;
    Ucfirst =>      "ucfirst",                 NAMED | TOPIC,             Pp;
    Lcfirst =>      "lcfirst",                 NAMED | TOPIC,             Pp;
    Chr =>          "chr",                     NAMED | TOPIC,             Pp;
    Ord =>          "ord",                     NAMED | TOPIC,             Pp;
    Abs =>          "abs",                     NAMED | TOPIC,             Pp;
    Int =>          "int",                     NAMED | TOPIC,             Pp;
    Sqrt =>         "sqrt",                    NAMED | TOPIC,             Pp;
    Sin =>          "sin",                     NAMED | TOPIC,             Pp;
    Cos =>          "cos",                     NAMED | TOPIC,             Pp;
    Exp =>          "exp",                     NAMED | TOPIC,             Pp;
    Log =>          "log",                     NAMED | TOPIC,             Pp;
    Hex =>          "hex",                     NAMED | TOPIC,             Pp;
    Oct =>          "oct",                     NAMED | TOPIC,             Pp;
    Join =>         "join",                    NAMED | LIST,              Pp;
    Reverse =>      "reverse",                 NAMED | LIST | RLIST,      Pp;
    Sort =>         "sort",                    NAMED | LIST | RLIST,      Pp;
    Sprintf =>      "sprintf",                 NAMED | LIST,              Pp;
    Die =>          "die",                     NAMED | LIST,              Pp;
    Warn =>         "warn",                    NAMED | LIST,              Pp;
    Exit =>         "exit",                    NAMED,                     Sys;
    Kill =>         "kill",                    NAMED | LIST,              Sys;
    Alarm =>        "alarm",                   NAMED | TOPIC,             Sys;
    Sleep =>        "sleep",                   NAMED,                     Sys;
    Time =>         "time",                    NAMED,                     Sys;
    /// `times`: the process's and its children's user and system CPU seconds (the user
    /// seconds alone in scalar context).
    Times =>        "times",                   NAMED | RLIST,             Sys;
    Getppid =>      "getppid",                 NAMED,                     Sys;
    Getpgrp =>      "getpgrp",                 NAMED,                     Sys;
    Ref =>          "ref",                     NAMED | TOPIC,             Pp;
    /// `prototype EXPR` (a code reference or a sub's name, `CORE::NAME` a keyword's);
    /// the compiler passes the package the name is qualified with second.
    Prototype =>    "prototype",               NAMED | TOPIC,             Pp;
    Chomp =>        "chomp",                   NAMED | LIST | TOPIC,      Pp;
    Chop =>         "chop",                    NAMED | LIST | TOPIC,      Pp;
    Rand =>         "rand",                    NAMED,                     Pp;
    Srand =>        "srand",                   NAMED,                     Pp;
    Atan2 =>        "atan2",                   NAMED | LIST,              Pp;
    Quotemeta =>    "quotemeta",               NAMED | TOPIC,             Pp;
    Pack =>         "pack",                    NAMED | LIST,              Pp;
    Unpack =>       "unpack",                  NAMED | RLIST,             Pp;
    RegisterEnd =>  "END",                     NONE,                      Pp;
    /// `*glob{THING}` (perl's gelem): the glob value, then the slot's name.
    GlobElem =>     "*glob{THING}",            NONE,                      Pp;
    /// `use lib LIST` / `no lib LIST` (first argument true for `use`): the @INC lib.pm's
    /// import or unimport makes of @INC, which the statement assigns to it.
    LibImport =>    "lib::import",             LIST | RLIST,              Pp;
    /// `Data::Dumper::Dumper(LIST)` (runtime/src/modules/dumper.rs).
    Dumper =>       "Data::Dumper::Dumper",    LIST | RLIST,              Dumper;
    /// `use Data::Dumper`: gives the module's configuration variables their defaults.
    DumperInit =>   "Data::Dumper::import",    NONE,                      Dumper;
    Caller =>       "caller",                  NAMED | RLIST,             Pp;
    Croak =>        "croak",                   LIST,                      Carp;
    Carp =>         "carp",                    LIST,                      Carp;
    Confess =>      "confess",                 LIST,                      Carp;
    Cluck =>        "cluck",                   LIST,                      Carp;
    Longmess =>     "longmess",                LIST | RLIST,              Carp;
    Shortmess =>    "shortmess",               LIST | RLIST,              Carp;
    /// warnings.pm's `warnif`, `enabled` and `warn` (runtime/src/modules/carp.rs).
    WarnIf =>       "warnings::warnif",        LIST,                      Carp;
    WarnEnabled =>  "warnings::enabled",       LIST,                      Carp;
    WarnWarn =>     "warnings::warn",          LIST,                      Carp;
    /// warnings.pm's `register_categories` (version.pm calls it): categories are not
    /// told apart at run time here (`enabled` and `warnif` read `use warnings` as a
    /// whole), so registering one changes nothing.
    WarnRegisterCategories => "warnings::register_categories", LIST,       Carp;
    Localtime =>    "localtime",               NAMED | RLIST,             Sys;
    Gmtime =>       "gmtime",                  NAMED | RLIST,             Sys;
    PosixFloor =>   "POSIX::floor",            LIST | XS,                 Posix;
    PosixCeil =>    "POSIX::ceil",             LIST | XS,                 Posix;
    PosixFmod =>    "POSIX::fmod",             LIST | XS,                 Posix;
    PosixPow =>     "POSIX::pow",              LIST | XS,                 Posix;
    PosixRound =>   "POSIX::round",            LIST | XS,                 Posix;
    PosixTrunc =>   "POSIX::trunc",            LIST | XS,                 Posix;
    PosixFabs =>    "POSIX::fabs",             LIST | XS,                 Posix;
    PosixStrftime => "POSIX::strftime",         LIST | XS,                 Posix;
    PosixMktime =>  "POSIX::mktime",           LIST | XS,                 Posix;
    PosixDifftime => "POSIX::difftime",         LIST | XS,                 Posix;
    PosixStrtol =>  "POSIX::strtol",           LIST | RLIST | XS,         Posix;
    PosixExit =>    "POSIX::_exit",            LIST | XS,                 Posix;
    PosixFmax =>    "POSIX::fmax",             LIST | XS,                 Posix;
    PosixFmin =>    "POSIX::fmin",             LIST | XS,                 Posix;
    TimeGm =>       "Time::Local::timegm",     LIST | XS,                 TimeLocal;
    TimeLocal =>    "Time::Local::timelocal",  LIST | XS,                 TimeLocal;
    /// perl's always-present `utf8::` functions (universal.c), in place on their argument.
    Utf8IsUtf8 =>   "utf8::is_utf8",           NAMED | LIST | XS,         Utf8;
    Utf8Upgrade =>  "utf8::upgrade",           NAMED | LIST | XS,         Utf8;
    Utf8Downgrade => "utf8::downgrade",         NAMED | LIST | XS,         Utf8;
    Utf8Encode =>   "utf8::encode",            NAMED | LIST | XS,         Utf8;
    Utf8Decode =>   "utf8::decode",            NAMED | LIST | XS,         Utf8;
    Utf8Valid =>    "utf8::valid",             NAMED | LIST | XS,         Utf8;
    /// `XSLoader::load(MODULE, VERSION)` in a module's real .pm whose XS part is in
    /// `XsSub`: binds those functions as the package's subs. The compiler passes the
    /// module and version of the table's row first, then the call's own arguments.
    XsLoad =>       "XSLoader::load",          LIST | XS,                 XsLoader;
    /// `uc`, `lc`, `ucfirst`, `lcfirst`, `quotemeta` compiled where `use feature 'unicode_strings'` (or
    /// `use v5.12` and later) is in effect: byte strings are cased by Unicode's rules for
    /// their Latin-1 characters (`Builtin::with_unicode_strings`).
    UcUni =>        "uc",                      TOPIC,                     Pp;
    LcUni =>        "lc",                      TOPIC,                     Pp;
    UcfirstUni =>   "ucfirst",                 TOPIC,                     Pp;
    LcfirstUni =>   "lcfirst",                 TOPIC,                     Pp;
    QuotemetaUni => "quotemeta",               TOPIC,                     Pp;
    /// A v-string literal (`v1.22.333`, `5.36.0`): its value, a constant, given perl's
    /// v-string magic with the literal's text, the second argument (runtime sv.rs).
    Vstring =>      "vstring",                 NONE,                      Pp;
    /// `vec EXPR, OFFSET, BITS` as an rvalue (runtime/src/pp/vec.rs; assignments to it go
    /// through the `vec_*` entries).
    Vec =>          "vec",                     NAMED,                     Pp;
    /// Child processes (runtime/src/sys/proc.rs).
    System =>       "system",                  NAMED | LIST,              Sys;
    Exec =>         "exec",                    NAMED | LIST,              Sys;
    Fork =>         "fork",                    NAMED,                     Sys;
    Wait =>         "wait",                    NAMED,                     Sys;
    Waitpid =>      "waitpid",                 NAMED,                     Sys;
    /// `system { PROGRAM } LIST` and `exec { PROGRAM } LIST`: PROGRAM first.
    SystemProgram => "system",                 LIST,                      Sys;
    ExecProgram =>  "exec",                    LIST,                      Sys;
    /// `readpipe EXPR`, and backticks and `qx//` with their interpolated command.
    Readpipe =>     "readpipe",                NAMED | RLIST | TOPIC,     Sys;
    /// `%!`: tied to Errno when the program mentions it, as perl ties it on its first
    /// mention; the tie's methods are native subs (runtime/src/sys/errno.rs).
    ErrnoTie =>     "Errno::TIEHASH",          NONE,                      Sys;
    /// `glob EXPR` and `<*.c>` (the parser reads them itself): File::Glob's csh_glob,
    /// which perl's glob op calls; the compiler passes the op's number second (each
    /// op iterates its own results in scalar context) and third 1 where
    /// `use File::Glob ':bsd_glob'` made `glob` its `bsd_glob_override`.
    Glob =>         "glob",                    RLIST | TOPIC,             FileGlob;
}

impl Builtin {
    /// The built-in with number `n`, if there is one.
    pub fn from_u32(n: u32) -> Option<Builtin> {
        Builtin::ALL.get(usize::try_from(n).ok()?).copied()
    }

    fn row(self) -> &'static BuiltinRow {
        &Builtin::ROWS[self as usize]
    }

    fn has(self, flag: u8) -> bool {
        self.row().flags & flag != 0
    }

    /// Its name in `--emit ops` and perl's messages (a module's functions qualified).
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The built-in for code under `use feature 'unicode_strings'`: `uc` becomes `UcUni`
    /// (and so on for `lc`, `ucfirst`, `lcfirst`, `quotemeta`); every other is itself.
    pub fn with_unicode_strings(self) -> Builtin {
        match self {
            Builtin::Uc => Builtin::UcUni,
            Builtin::Lc => Builtin::LcUni,
            Builtin::Ucfirst => Builtin::UcfirstUni,
            Builtin::Lcfirst => Builtin::LcfirstUni,
            Builtin::Quotemeta => Builtin::QuotemetaUni,
            other => other,
        }
    }

    /// The built-in the parser knows by this name.
    pub fn from_name(name: &str) -> Option<Builtin> {
        Builtin::ALL
            .iter()
            .copied()
            .find(|f| f.has(NAMED) && f.name() == name)
    }

    pub fn takes_list(self) -> bool {
        self.has(LIST)
    }

    pub fn returns_list(self) -> bool {
        self.has(RLIST)
    }

    /// A module's XS function, called as a sub (see `XS`).
    pub fn xs_sub(self) -> bool {
        self.has(XS)
    }

    pub fn defaults_to_topic(self) -> bool {
        self.has(TOPIC)
    }

    /// The op's name in warnings ("Use of uninitialized value in ...").
    pub fn desc(self) -> &'static str {
        if self == Builtin::Readpipe {
            // perl's OP_BACKTICK, which `readpipe` compiles to as well.
            "quoted execution (``, qx)"
        } else if self.xs_sub() {
            "subroutine entry"
        } else {
            self.name()
        }
    }

    /// Where the runtime implements it.
    pub fn lib(self) -> BuiltinLib {
        self.row().lib
    }

    /// The runtime entry compiled code calls for it (by its layer, `BuiltinLib::entry`).
    pub fn entry(self) -> BuiltinEntry {
        self.lib().entry()
    }
}

/// The module of a `UtilFunc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UtilModule {
    ListUtil,
    ScalarUtil,
}

struct UtilRow {
    name: &'static str,
    module: UtilModule,
    /// Its prototype (`prototype("List::Util::first")`), which decides how a call parses.
    proto: Option<&'static str>,
}

macro_rules! util_funcs {
    ($( $variant:ident => $name:literal, $module:ident, $proto:expr; )*) => {
        /// Functions of the built-in modules List::Util and Scalar::Util (perl's XS ones,
        /// implemented in the runtime's `modules/listutil.rs`). Those that take a block,
        /// which the compiler outlines, go through `camelift_util_block`; the rest through
        /// `camelift_pp_util` with their arguments on the stack.
        #[repr(u32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum UtilFunc {
            $( $variant, )*
        }

        impl UtilFunc {
            /// All of them, indexed by their number.
            pub const ALL: &'static [UtilFunc] = &[$(UtilFunc::$variant,)*];

            const ROWS: &'static [UtilRow] = &[
                $(UtilRow { name: $name, module: UtilModule::$module, proto: $proto },)*
            ];
        }
    };
}

util_funcs! {
    // variant        name                   module       prototype (perl 5.36's)
    First =>         "first",               ListUtil,    Some("&@");
    Any =>           "any",                 ListUtil,    Some("&@");
    All =>           "all",                 ListUtil,    Some("&@");
    None =>          "none",                ListUtil,    Some("&@");
    Notall =>        "notall",              ListUtil,    Some("&@");
    Reduce =>        "reduce",              ListUtil,    Some("&@");
    Reductions =>    "reductions",          ListUtil,    Some("&@");
    Pairmap =>       "pairmap",             ListUtil,    Some("&@");
    Pairgrep =>      "pairgrep",            ListUtil,    Some("&@");
    Pairfirst =>     "pairfirst",           ListUtil,    Some("&@");
    Sum =>           "sum",                 ListUtil,    Some("@");
    Sum0 =>          "sum0",                ListUtil,    Some("@");
    Product =>       "product",             ListUtil,    Some("@");
    Min =>           "min",                 ListUtil,    Some("@");
    Max =>           "max",                 ListUtil,    Some("@");
    Minstr =>        "minstr",              ListUtil,    Some("@");
    Maxstr =>        "maxstr",              ListUtil,    Some("@");
    Uniq =>          "uniq",                ListUtil,    Some("@");
    Uniqnum =>       "uniqnum",             ListUtil,    Some("@");
    Uniqstr =>       "uniqstr",             ListUtil,    Some("@");
    Uniqint =>       "uniqint",             ListUtil,    Some("@");
    Pairs =>         "pairs",               ListUtil,    Some("@");
    Unpairs =>       "unpairs",             ListUtil,    Some("@");
    Pairkeys =>      "pairkeys",            ListUtil,    Some("@");
    Pairvalues =>    "pairvalues",          ListUtil,    Some("@");
    Head =>          "head",                ListUtil,    Some("$@");
    Tail =>          "tail",                ListUtil,    Some("$@");
    Shuffle =>       "shuffle",             ListUtil,    Some("@");
    Sample =>        "sample",              ListUtil,    Some("$@");
    Zip =>           "zip",                 ListUtil,    None;
    ZipLongest =>    "zip_longest",         ListUtil,    None;
    ZipShortest =>   "zip_shortest",        ListUtil,    None;
    Mesh =>          "mesh",                ListUtil,    None;
    MeshLongest =>   "mesh_longest",        ListUtil,    None;
    MeshShortest =>  "mesh_shortest",       ListUtil,    None;
    Blessed =>       "blessed",             ScalarUtil,  Some("$");
    Reftype =>       "reftype",             ScalarUtil,  Some("$");
    LooksLikeNumber => "looks_like_number",   ScalarUtil,  Some("$");
    Refaddr =>       "refaddr",             ScalarUtil,  Some("$");
    Dualvar =>       "dualvar",             ScalarUtil,  Some("$$");
    Readonly =>      "readonly",            ScalarUtil,  Some("$");
    Isvstring =>     "isvstring",           ScalarUtil,  Some("$");
    Tainted =>       "tainted",             ScalarUtil,  Some("$");
    Weaken =>        "weaken",              ScalarUtil,  Some("$");
    Unweaken =>      "unweaken",            ScalarUtil,  Some("$");
    Isweak =>        "isweak",              ScalarUtil,  Some("$");
    SetPrototype =>  "set_prototype",       ScalarUtil,  Some("&$");
}

impl UtilFunc {
    /// The function with number `n`, if there is one.
    pub fn from_u32(n: u32) -> Option<UtilFunc> {
        UtilFunc::ALL.get(usize::try_from(n).ok()?).copied()
    }

    fn row(self) -> &'static UtilRow {
        &UtilFunc::ROWS[self as usize]
    }

    /// The function's name in its module.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Its module's name.
    pub fn module(self) -> &'static str {
        match self.row().module {
            UtilModule::ListUtil => "List::Util",
            UtilModule::ScalarUtil => "Scalar::Util",
        }
    }

    /// Its prototype, as `prototype()` gives it.
    pub fn prototype(self) -> Option<&'static str> {
        self.row().proto
    }

    /// Whether it takes a block (prototype `&@`).
    pub fn takes_block(self) -> bool {
        self.prototype().is_some_and(|p| p.starts_with("&@"))
    }

    pub fn from_name(module: &str, name: &str) -> Option<UtilFunc> {
        UtilFunc::ALL
            .iter()
            .copied()
            .find(|f| f.module() == module && f.name() == name)
    }
}

struct XsSubRow {
    package: &'static str,
    name: &'static str,
    /// Its prototype as the XS declares it (None: `PROTOTYPES: DISABLE`).
    proto: Option<&'static str>,
}

macro_rules! xs_subs {
    ($( $(#[$meta:meta])* $variant:ident => $package:literal, $name:literal, $proto:expr; )*) => {
        /// The XS parts of modules compiled from their real .pm (the module table's rows
        /// marked `xs_part`, src/modules/mod.rs): the subs that the file's
        /// `XSLoader::load` defines in its package, implemented in the runtime
        /// (runtime/src/modules/xsload.rs names the native sub of each).
        #[repr(u32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum XsSub {
            $( $(#[$meta])* $variant, )*
        }

        impl XsSub {
            /// All of them, indexed by their number.
            pub const ALL: &'static [XsSub] = &[$(XsSub::$variant,)*];

            const ROWS: &'static [XsSubRow] = &[
                $(XsSubRow { package: $package, name: $name, proto: $proto },)*
            ];
        }
    };
}

xs_subs! {
    // variant        package   name          prototype (perl 5.36's)
    /// Cwd.xs's `getcwd(...)`: the current directory, undef and `$!` on failure.
    CwdGetcwd =>     "Cwd",    "getcwd",     None;
    /// Cwd.xs's `fastcwd()` (the ALIAS of getcwd that takes no arguments).
    CwdFastcwd =>    "Cwd",    "fastcwd",    None;
    /// Cwd.xs's `abs_path(pathsv = Nullsv)`: bsd_realpath.
    CwdAbsPath =>    "Cwd",    "abs_path",   None;
    /// HiRes.xs (Time::HiRes 1.9770): `usleep($)`, the microseconds slept.
    HiResUsleep =>   "Time::HiRes", "usleep",  Some("$");
    /// `nanosleep($)`: the nanoseconds slept.
    HiResNanosleep => "Time::HiRes", "nanosleep", Some("$");
    /// `sleep(;@)`: fractional seconds (none: until a signal), the seconds slept.
    HiResSleep =>    "Time::HiRes", "sleep",   Some(";@");
    /// `ualarm($;$)`: setitimer(ITIMER_REAL) in microseconds, the time left before.
    HiResUalarm =>   "Time::HiRes", "ualarm",  Some("$;$");
    /// `alarm($;$)`: setitimer(ITIMER_REAL) in fractional seconds.
    HiResAlarm =>    "Time::HiRes", "alarm",   Some("$;$");
    /// `gettimeofday()`: (seconds, microseconds), or their sum as an NV in scalar
    /// context.
    HiResGettimeofday => "Time::HiRes", "gettimeofday", Some("");
    /// `time()`: gettimeofday as an NV.
    HiResTime =>     "Time::HiRes", "time",    Some("");
    /// `setitimer($$;$)`: the timer's old value (and interval, in list context).
    HiResSetitimer => "Time::HiRes", "setitimer", Some("$$;$");
    /// `getitimer($)`: the timer's value (and interval, in list context).
    HiResGetitimer => "Time::HiRes", "getitimer", Some("$");
    /// `utime($$@)`: utimensat/futimens with nanoseconds, the number of files set.
    HiResUtime =>    "Time::HiRes", "utime",   Some("$$@");
    /// `clock_gettime(;$)`: the clock's time as an NV (CLOCK_REALTIME without one).
    HiResClockGettime => "Time::HiRes", "clock_gettime", Some(";$");
    /// `clock_getres(;$)`: the clock's resolution as an NV.
    HiResClockGetres => "Time::HiRes", "clock_getres", Some(";$");
    /// `clock_nanosleep($$;$)`: the nanoseconds slept on a clock.
    HiResClockNanosleep => "Time::HiRes", "clock_nanosleep", Some("$$;$");
    /// `clock()`: the processor time used, in seconds.
    HiResClock =>    "Time::HiRes", "clock",   Some("");
    /// `stat(;$)`: perl's stat with the times' nanoseconds.
    HiResStat =>     "Time::HiRes", "stat",    Some(";$");
    /// `lstat(;$)`: perl's lstat with the times' nanoseconds.
    HiResLstat =>    "Time::HiRes", "lstat",   Some(";$");
    /// `constant($)`: (undef, VALUE) for the CLOCK_*, ITIMER_*, TIMER_ABSTIME,
    /// CLOCKS_PER_SEC and `d_*` names, else (ERROR): what HiRes.pm's AUTOLOAD makes
    /// subs of.
    HiResConstant => "Time::HiRes", "constant", Some("$");
    /// Fcntl.xs (Fcntl 1.15): `S_ISREG(...)` and its ALIASes, whether the mode (the
    /// first argument) is of that file type.
    FcntlSIsreg =>   "Fcntl",  "S_ISREG",    None;
    FcntlSIsdir =>   "Fcntl",  "S_ISDIR",    None;
    FcntlSIslnk =>   "Fcntl",  "S_ISLNK",    None;
    FcntlSIssock =>  "Fcntl",  "S_ISSOCK",   None;
    FcntlSIsblk =>   "Fcntl",  "S_ISBLK",    None;
    FcntlSIschr =>   "Fcntl",  "S_ISCHR",    None;
    FcntlSIsfifo =>  "Fcntl",  "S_ISFIFO",   None;
    /// `S_IMODE(...)`: the first argument's permission bits.
    FcntlSImode =>   "Fcntl",  "S_IMODE",    None;
    /// `S_IFMT(...)`: the first argument's file type bits, or the mask itself.
    FcntlSIfmt =>    "Fcntl",  "S_IFMT",     None;
    /// The AUTOLOAD of ExtUtils::Constant::ProxySubs: a constant this system does not
    /// have ("Your vendor has not defined Fcntl macro ..."), or no constant at all.
    FcntlAutoload => "Fcntl",  "AUTOLOAD",   None;
    /// Base64.xs (MIME::Base64 3.16): `encode_base64($;$)`, the bytes in lines of 76
    /// characters, each ended by the eol argument ("\n" by default).
    Base64Encode =>  "MIME::Base64", "encode_base64", Some("$;$");
    /// `decode_base64($)`: the bytes, characters outside the alphabet ignored.
    Base64Decode =>  "MIME::Base64", "decode_base64", Some("$");
    /// `encoded_base64_length($;$)`: the length encode_base64 would give.
    Base64EncodedLength => "MIME::Base64", "encoded_base64_length", Some("$;$");
    /// `decoded_base64_length($)`: the length decode_base64 would give.
    Base64DecodedLength => "MIME::Base64", "decoded_base64_length", Some("$");
    /// The same shared object's `MIME::QuotedPrint::encode_qp($;$$)` (MIME/QuotedPrint.pm
    /// loads it with `use MIME::Base64`): quoted-printable, soft line breaks at 76.
    QpEncode =>      "MIME::QuotedPrint", "encode_qp", Some("$;$$");
    /// `MIME::QuotedPrint::decode_qp($)`.
    QpDecode =>      "MIME::QuotedPrint", "decode_qp", Some("$");
    /// MD5.xs (Digest::MD5 2.58, `PROTOTYPES: DISABLE`): `md5(...)` and its ALIASes, the
    /// digest of the arguments' bytes joined.
    Md5Md5 =>        "Digest::MD5", "md5",        None;
    Md5Md5Hex =>     "Digest::MD5", "md5_hex",    None;
    Md5Md5Base64 =>  "Digest::MD5", "md5_base64", None;
    /// `new(xclass)`: a new object of the class, or the object itself reset.
    Md5New =>        "Digest::MD5", "new",        None;
    /// `clone(self)`: a new object of the same class with the same state.
    Md5Clone =>      "Digest::MD5", "clone",      None;
    /// `DESTROY(context)`: the state lives in the object, so nothing is left to free.
    Md5Destroy =>    "Digest::MD5", "DESTROY",    None;
    /// `add(self, ...)`: the arguments' bytes added; the object.
    Md5Add =>        "Digest::MD5", "add",        None;
    /// `addfile(self, fh)`: the rest of the handle's bytes added; the object.
    Md5Addfile =>    "Digest::MD5", "addfile",    None;
    /// `digest(context)` and its ALIASes: the digest, and the object reset.
    Md5Digest =>     "Digest::MD5", "digest",     None;
    Md5Hexdigest =>  "Digest::MD5", "hexdigest",  None;
    Md5B64digest =>  "Digest::MD5", "b64digest",  None;
    /// `context(ctx, ...)`: (blocks, state, unprocessed bytes), or the state set.
    Md5Context =>    "Digest::MD5", "context",    None;
    /// SHA.xs (Digest::SHA 6.02, `PROTOTYPES: ENABLE`): `sha1(...)` and its twenty ALIASes,
    /// the digest of the arguments' bytes joined; the `hmac_` forms take the key last.
    ShaSha1 => "Digest::SHA", "sha1", Some(";@");
    ShaSha1Hex => "Digest::SHA", "sha1_hex", Some(";@");
    ShaSha1Base64 => "Digest::SHA", "sha1_base64", Some(";@");
    ShaSha224 => "Digest::SHA", "sha224", Some(";@");
    ShaSha224Hex => "Digest::SHA", "sha224_hex", Some(";@");
    ShaSha224Base64 => "Digest::SHA", "sha224_base64", Some(";@");
    ShaSha256 => "Digest::SHA", "sha256", Some(";@");
    ShaSha256Hex => "Digest::SHA", "sha256_hex", Some(";@");
    ShaSha256Base64 => "Digest::SHA", "sha256_base64", Some(";@");
    ShaSha384 => "Digest::SHA", "sha384", Some(";@");
    ShaSha384Hex => "Digest::SHA", "sha384_hex", Some(";@");
    ShaSha384Base64 => "Digest::SHA", "sha384_base64", Some(";@");
    ShaSha512 => "Digest::SHA", "sha512", Some(";@");
    ShaSha512Hex => "Digest::SHA", "sha512_hex", Some(";@");
    ShaSha512Base64 => "Digest::SHA", "sha512_base64", Some(";@");
    ShaSha512224 => "Digest::SHA", "sha512224", Some(";@");
    ShaSha512224Hex => "Digest::SHA", "sha512224_hex", Some(";@");
    ShaSha512224Base64 => "Digest::SHA", "sha512224_base64", Some(";@");
    ShaSha512256 => "Digest::SHA", "sha512256", Some(";@");
    ShaSha512256Hex => "Digest::SHA", "sha512256_hex", Some(";@");
    ShaSha512256Base64 => "Digest::SHA", "sha512256_base64", Some(";@");
    ShaHmac1 => "Digest::SHA", "hmac_sha1", Some(";@");
    ShaHmac1Hex => "Digest::SHA", "hmac_sha1_hex", Some(";@");
    ShaHmac1Base64 => "Digest::SHA", "hmac_sha1_base64", Some(";@");
    ShaHmac224 => "Digest::SHA", "hmac_sha224", Some(";@");
    ShaHmac224Hex => "Digest::SHA", "hmac_sha224_hex", Some(";@");
    ShaHmac224Base64 => "Digest::SHA", "hmac_sha224_base64", Some(";@");
    ShaHmac256 => "Digest::SHA", "hmac_sha256", Some(";@");
    ShaHmac256Hex => "Digest::SHA", "hmac_sha256_hex", Some(";@");
    ShaHmac256Base64 => "Digest::SHA", "hmac_sha256_base64", Some(";@");
    ShaHmac384 => "Digest::SHA", "hmac_sha384", Some(";@");
    ShaHmac384Hex => "Digest::SHA", "hmac_sha384_hex", Some(";@");
    ShaHmac384Base64 => "Digest::SHA", "hmac_sha384_base64", Some(";@");
    ShaHmac512 => "Digest::SHA", "hmac_sha512", Some(";@");
    ShaHmac512Hex => "Digest::SHA", "hmac_sha512_hex", Some(";@");
    ShaHmac512Base64 => "Digest::SHA", "hmac_sha512_base64", Some(";@");
    ShaHmac512224 => "Digest::SHA", "hmac_sha512224", Some(";@");
    ShaHmac512224Hex => "Digest::SHA", "hmac_sha512224_hex", Some(";@");
    ShaHmac512224Base64 => "Digest::SHA", "hmac_sha512224_base64", Some(";@");
    ShaHmac512256 => "Digest::SHA", "hmac_sha512256", Some(";@");
    ShaHmac512256Hex => "Digest::SHA", "hmac_sha512256_hex", Some(";@");
    ShaHmac512256Base64 => "Digest::SHA", "hmac_sha512256_base64", Some(";@");
    /// `shainit(s, alg)`: the object started again as another algorithm; 1 or 0.
    ShaInit => "Digest::SHA", "shainit", Some("$$");
    /// `sharewind(s)`: the object started again.
    ShaRewind => "Digest::SHA", "sharewind", Some("$");
    /// `shawrite(bitstr, bitcnt, s)`: bits added (the .pm's `add_bits`); the count.
    ShaWrite => "Digest::SHA", "shawrite", Some("$$$");
    /// `newSHA(classname, alg)`: a new object (the .pm's `new`).
    ShaNewSha => "Digest::SHA", "newSHA", Some("$$");
    /// `clone(self)`: a new object with the same state.
    ShaClone => "Digest::SHA", "clone", Some("$");
    /// `DESTROY(s)`: the state goes with the object.
    ShaDestroy => "Digest::SHA", "DESTROY", Some("$");
    /// `hashsize(self)`: the digest's bits; its ALIAS `algorithm`: the number.
    ShaHashsize => "Digest::SHA", "hashsize", Some("$");
    ShaAlgorithm => "Digest::SHA", "algorithm", Some("$");
    /// `add(self, ...)`: the arguments' bytes added; the object.
    ShaAdd => "Digest::SHA", "add", Some("$;@");
    /// `digest(self)` and its ALIASes: the digest; the object starts again.
    ShaDigest => "Digest::SHA", "digest", Some("$");
    ShaHexdigest => "Digest::SHA", "hexdigest", Some("$");
    ShaB64digest => "Digest::SHA", "b64digest", Some("$");
    /// `_getstate(self)` and `_putstate(self, packed)`: the state as bytes (the .pm's `getstate`, `putstate`).
    ShaGetstate => "Digest::SHA", "_getstate", Some("$");
    ShaPutstate => "Digest::SHA", "_putstate", Some("$$");
    /// `_addfilebin(self, f)`, `_addfileuniv(self, f)`: a handle's bytes added (the .pm's `addfile`).
    ShaAddfilebin => "Digest::SHA", "_addfilebin", Some("$$");
    ShaAddfileuniv => "Digest::SHA", "_addfileuniv", Some("$$");
    /// Hostname.xs (Sys::Hostname 1.24): `ghname()`, gethostname(2).
    HostnameGhname => "Sys::Hostname", "ghname",  None;
    /// Encode.xs (Encode 3.17): the methods of the `Encode::utf8` objects
    /// (`PROTOTYPES: DISABLE`): `decode(obj, src, check = 0)`, perl's UTF-8 checked
    /// (strictly for `utf-8-strict`), and `encode`.
    EncodeUtf8Decode => "Encode::utf8", "decode", None;
    EncodeUtf8Encode => "Encode::utf8", "encode", None;
    /// The methods of the `Encode::XS` objects of the built-in tables (ascii, ascii-ctrl,
    /// iso-8859-1, null, cp1252), `PROTOTYPES: DISABLE`.
    EncodeXsRenew =>     "Encode::XS", "renew",      None;
    EncodeXsRenewed =>   "Encode::XS", "renewed",    None;
    EncodeXsName =>      "Encode::XS", "name",       None;
    EncodeXsCatDecode => "Encode::XS", "cat_decode", None;
    EncodeXsDecode =>    "Encode::XS", "decode",     None;
    EncodeXsEncode =>    "Encode::XS", "encode",     None;
    EncodeXsNeedsLines => "Encode::XS", "needs_lines", None;
    EncodeXsPerlioOk =>  "Encode::XS", "perlio_ok",  None;
    EncodeXsMimeName =>  "Encode::XS", "mime_name",  None;
    /// The functions of package Encode (`PROTOTYPES: ENABLE`).
    EncodeIsUtf8 =>      "Encode", "is_utf8",     Some("$;$");
    EncodeUtf8On =>      "Encode", "_utf8_on",    Some("$");
    EncodeUtf8Off =>     "Encode", "_utf8_off",   Some("$");
    /// `decode(encoding, octets, check)` and its ALIAS `bytes2str`: the encoding found
    /// by Encode::find_encoding, its `decode` method called.
    EncodeDecode =>      "Encode", "decode",      Some("$$;$");
    EncodeBytes2str =>   "Encode", "bytes2str",   Some("$$;$");
    EncodeEncode =>      "Encode", "encode",      Some("$$;$");
    EncodeStr2bytes =>   "Encode", "str2bytes",   Some("$$;$");
    EncodeDecodeUtf8 =>  "Encode", "decode_utf8", Some("$;$");
    EncodeEncodeUtf8 =>  "Encode", "encode_utf8", Some("$");
    EncodeFromTo =>      "Encode", "from_to",     Some("$$$;$");
    /// `onBOOT()`: the built-in encodings defined through Encode::define_encoding.
    EncodeOnBoot =>      "Encode", "onBOOT",      Some("");
    /// Piece.xs (Time::Piece 1.3401, `PROTOTYPES: ENABLE`): `_strftime(fmt, epoch,
    /// islocal = 1)`, the C library's strftime of the epoch's localtime or gmtime.
    PieceStrftime => "Time::Piece", "_strftime", Some("$$;$");
    /// `_tzset()`: tzset(3) after `$ENV{TZ}` reaches the process environment.
    PieceTzset =>    "Time::Piece", "_tzset",    Some("");
    /// `_strptime(string, format, got_GMT, localization)`: Piece.xs's own strptime
    /// (FreeBSD's), the 11 fields of the time it read (epoch and islocal 0).
    PieceStrptime => "Time::Piece", "_strptime", Some("$$$$");
    /// `_mini_mktime(sec, min, hour, mday, mon, year)`: the fields normalised, as
    /// `_strptime` gives them.
    PieceMiniMktime => "Time::Piece", "_mini_mktime", Some("$$$$$$");
    /// `_crt_localtime(sec)` and its ALIAS `_crt_gmtime`: the C library's localtime or
    /// gmtime, nine fields and isdst again.
    PieceCrtLocaltime => "Time::Piece", "_crt_localtime", Some("$");
    PieceCrtGmtime => "Time::Piece", "_crt_gmtime", Some("$");
    /// `_get_localization()`: a hash of the C library's day and month names and AM/PM.
    PieceGetLocalization => "Time::Piece", "_get_localization", Some("");
    /// Storable.xs (Storable 3.26, `PROTOTYPES: ENABLE`): `pstore(f, obj)`, the
    /// structure behind the reference written to the handle in native order (after the
    /// `pst0` file magic); true on success.
    StorablePstore => "Storable", "pstore",     Some("$$");
    /// `net_pstore(f, obj)`, its ALIAS: in network order.
    StorableNetPstore => "Storable", "net_pstore", Some("$$");
    /// `mstore(obj)`: the structure's image as a byte string (no file magic).
    StorableMstore => "Storable", "mstore",     Some("$");
    /// `net_mstore(obj)`: in network order.
    StorableNetMstore => "Storable", "net_mstore", Some("$");
    /// `pretrieve(f, flag = 6)`: a reference to the structure read from the handle.
    StorablePretrieve => "Storable", "pretrieve", Some("$;$");
    /// `mretrieve(sv, flag = 6)`: a reference to the structure a byte string holds.
    StorableMretrieve => "Storable", "mretrieve", Some("$;$");
    /// `dclone(sv)`: a deep copy (stored and retrieved in memory, hooks and all).
    StorableDclone => "Storable", "dclone",     Some("$");
    /// `last_op_in_netorder()` and its ALIASes `is_storing()`, `is_retrieving()`.
    StorableLastOpInNetorder => "Storable", "last_op_in_netorder", Some("");
    StorableIsStoring => "Storable", "is_storing", Some("");
    StorableIsRetrieving => "Storable", "is_retrieving", Some("");
    /// `stack_depth()`: `$Storable::recursion_limit`; `stack_depth_hash()`: its hash one.
    StorableStackDepth => "Storable", "stack_depth", Some("");
    StorableStackDepthHash => "Storable", "stack_depth_hash", Some("");
    /// `init_perinterp()`: a fresh context (Storable.pm's CLONE calls it).
    StorableInitPerinterp => "Storable", "init_perinterp", Some("");
    /// Glob.xs (File::Glob 1.37, bsd_glob.c): `GLOB_ERROR()`, the last bsd_glob's
    /// return value (0, GLOB_NOSPACE or GLOB_ABEND).
    GlobError =>     "File::Glob", "GLOB_ERROR", None;
    /// `bsd_glob(pattern, ...)`: the pattern expanded with the flags given, else
    /// `$File::Glob::DEFAULT_FLAGS`; no splitting on whitespace.
    GlobBsdGlob =>   "File::Glob", "bsd_glob",   None;
    /// `csh_glob(...)`: what the glob op calls (words split on whitespace, quotes),
    /// iterating in scalar context.
    GlobCshGlob =>   "File::Glob", "csh_glob",   None;
    /// `bsd_glob_override(...)`: `glob` under `use File::Glob ':bsd_glob'`.
    GlobBsdGlobOverride => "File::Glob", "bsd_glob_override", None;
    /// mro_core.c's `mro::get_linear_isa(classname [, type])`, which every perl has: the
    /// class and its ancestors in method resolution order (DFS).
    MroGetLinearIsa => "mro",  "get_linear_isa", Some("$;$");
    /// mro_core.c's `mro::get_mro(classname)`: `dfs` (C3 is not supported).
    MroGetMro =>     "mro",    "get_mro",    Some("$");
    /// perl 5.36's `builtin::blessed` (builtin.c, in every perl): Scalar::Util's.
    BuiltinBlessed => "builtin", "blessed",  Some("$");
    /// `builtin::reftype`.
    BuiltinReftype => "builtin", "reftype",  Some("$");
    /// `builtin::refaddr`.
    BuiltinRefaddr => "builtin", "refaddr",  Some("$");
    /// universal.c's `UNIVERSAL::VERSION` (vxs.inc's universal_version), in every perl.
    UniversalVersion => "UNIVERSAL", "VERSION", None;
    /// vxs.inc's subs of the `version` class, which every perl has (universal.c binds
    /// them): `version::_VERSION` is UNIVERSAL::VERSION (version.pm's import installs it).
    VersionVersion => "version", "_VERSION",   None;
    /// `version::()`: overload.pm's marker of a class with overloading (fallback undef).
    VersionMarker => "version", "()",          None;
    VersionNew =>    "version", "new",         None;
    VersionParse =>  "version", "parse",       None;
    VersionStrOp =>  "version", "(\"\"",       None;
    VersionStringify => "version", "stringify", None;
    VersionNumOp =>  "version", "(0+",         None;
    VersionNumify => "version", "numify",      None;
    VersionNormal => "version", "normal",      None;
    VersionScmpOp => "version", "(cmp",        None;
    VersionNcmpOp => "version", "(<=>",        None;
    VersionVcmp =>   "version", "vcmp",        None;
    VersionBoolOp => "version", "(bool",       None;
    VersionBoolean => "version", "boolean",    None;
    VersionAddOp =>  "version", "(+",          None;
    VersionSubOp =>  "version", "(-",          None;
    VersionMulOp =>  "version", "(*",          None;
    VersionDivOp =>  "version", "(/",          None;
    VersionAddAssignOp => "version", "(+=",    None;
    VersionSubAssignOp => "version", "(-=",    None;
    VersionMulAssignOp => "version", "(*=",    None;
    VersionDivAssignOp => "version", "(/=",    None;
    VersionAbsOp =>  "version", "(abs",        None;
    VersionNomethodOp => "version", "(nomethod", None;
    VersionNoop =>   "version", "noop",        None;
    VersionIsAlpha => "version", "is_alpha",   None;
    VersionQv =>     "version", "qv",          None;
    VersionDeclare => "version", "declare",    None;
    VersionIsQv =>   "version", "is_qv",       None;
    /// IO.xs (IO 1.50): IO::Seekable's `getpos(handle)` (PREFIX f: fgetpos), the
    /// position as perl's PerlIO_getpos packs it (an 8-byte native Off_t), undef and
    /// EINVAL for a closed handle.
    IoGetpos =>      "IO::Seekable", "getpos", None;
    /// `setpos(handle, pos)`: back to a position getpos gave ("0 but true"), undef
    /// with EINVAL for anything else.
    IoSetpos =>      "IO::Seekable", "setpos", None;
    /// IO::File's `new_tmpfile(packname = "IO::File")`: an anonymous file, open for
    /// reading and writing, as a blessed glob reference.
    IoNewTmpfile =>  "IO::File", "new_tmpfile", None;
    /// IO::Poll's `_poll(timeout, fd, mask, ...)`: poll(2), the pairs set to the
    /// descriptors and their revents.
    IoPoll =>        "IO::Poll", "_poll",   None;
    /// IO::Handle's `blocking(handle, blk = -1)`: whether O_NONBLOCK was off, and
    /// setting it.
    IoBlocking =>    "IO::Handle", "blocking", Some("$;$");
    /// `ungetc(handle, ord)`: a character pushed back into the read buffer.
    IoUngetc =>      "IO::Handle", "ungetc",  None;
    /// `error(handle)` (ferror) and `clearerr(handle)`.
    IoError =>       "IO::Handle", "error",   None;
    IoClearerr =>    "IO::Handle", "clearerr", None;
    /// `untaint(handle)`: 0 (taint mode is not supported, so there is nothing to mark).
    IoUntaint =>     "IO::Handle", "untaint", None;
    /// `flush(handle)` (fflush): "0 but true", undef and EINVAL for a handle not open
    /// for writing.
    IoFlush =>       "IO::Handle", "flush",   None;
    /// `setbuf` and `setvbuf`: perl's PerlIO build has neither ("... not implemented on
    /// this architecture").
    IoSetbuf =>      "IO::Handle", "setbuf",  None;
    IoSetvbuf =>     "IO::Handle", "setvbuf", None;
    /// `sync(handle)` (fsync of its descriptor).
    IoSync =>        "IO::Handle", "sync",    None;
    /// `getlines(handle)` and its ALIASes `getline` and `gets`: readline in list
    /// context, or one record, with IO.xs's usage errors.
    IoGetlines =>    "IO::Handle", "getlines", None;
    IoGetline =>     "IO::Handle", "getline", None;
    IoGets =>        "IO::Handle", "gets",    None;
    /// IO::Socket's `sockatmark(sock)`: sockatmark(3) of its descriptor.
    IoSockatmark =>  "IO::Socket", "sockatmark", Some("$");
    /// mro.xs's `mro::_nextcan` (behind `next::method`, `next::can`): not supported.
    MroNextcan =>    "mro",    "_nextcan",   None;
    /// universal.c's `Internals::SvREADONLY(\[$%@];$)`, in every perl: whether the
    /// referent is READONLY, or that set (a hash so marked is restricted).
    InternalsSvReadonly => "Internals", "SvREADONLY", Some("\\[$%@];$");
    /// universal.c's `PerlIO::get_layers(*;@)`, in every perl: the names of a handle's
    /// layers, bottom first (io/layers.rs).
    PerlIoGetLayers => "PerlIO", "get_layers", Some("*;@");
    /// Util.xs (Hash::Util 0.28): `_clear_placeholders(\%)`, the hidden keys forgotten.
    HashUtilClearPlaceholders => "Hash::Util", "_clear_placeholders", Some("\\%");
    /// `all_keys(\%\@\@)`: the visible and the hidden keys into the two arrays.
    HashUtilAllKeys => "Hash::Util", "all_keys", Some("\\%\\@\\@");
    /// `hidden_ref_keys(hash)` and its ALIAS `legal_ref_keys`: the placeholders, or
    /// every key with them.
    HashUtilHiddenRefKeys => "Hash::Util", "hidden_ref_keys", None;
    HashUtilLegalRefKeys => "Hash::Util", "legal_ref_keys", None;
    /// `hv_store(\%$$)`: the value itself (not a copy) stored under the key.
    HashUtilHvStore => "Hash::Util", "hv_store", Some("\\%$$");
    /// `hash_seed()`, `hash_value($;$)`, `hash_traversal_mask`, `bucket_info`,
    /// `bucket_array`, `bucket_ratio(\%)`, `num_buckets(\%)`, `used_buckets(\%)`: they
    /// show perl's hash function and bucket layout, which are not ours, so they die "not
    /// supported yet" rather than give other numbers.
    HashUtilHashSeed => "Hash::Util", "hash_seed", Some("");
    HashUtilHashValue => "Hash::Util", "hash_value", Some("$;$");
    HashUtilHashTraversalMask => "Hash::Util", "hash_traversal_mask", None;
    HashUtilBucketInfo => "Hash::Util", "bucket_info", None;
    HashUtilBucketArray => "Hash::Util", "bucket_array", None;
    HashUtilBucketRatio => "Hash::Util", "bucket_ratio", Some("\\%");
    HashUtilNumBuckets => "Hash::Util", "num_buckets", Some("\\%");
    HashUtilUsedBuckets => "Hash::Util", "used_buckets", Some("\\%");
    /// perl links DynaLoader's boot function into every perl, so it is defined from the
    /// start (modules test `defined &DynaLoader::boot_DynaLoader` before loading their
    /// XS part); calling it, which would load C code, is not supported.
    BootDynaLoader => "DynaLoader", "boot_DynaLoader", None;
}

impl XsSub {
    fn row(self) -> &'static XsSubRow {
        &XsSub::ROWS[self as usize]
    }

    /// The package its XS defines it in.
    pub fn package(self) -> &'static str {
        self.row().package
    }

    /// Its name in the package.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Its prototype, as `prototype()` gives it.
    pub fn prototype(self) -> Option<&'static str> {
        self.row().proto
    }

    /// The XS module whose shared object defines it: its package, or for IO.xs's
    /// packages (IO::Handle, IO::File, ...) `IO`, whose IO.pm loads them all, and for
    /// MIME::QuotedPrint's functions MIME::Base64 (Base64.xs defines them).
    pub fn module(self) -> &'static str {
        match self.package() {
            p if p.starts_with("IO::") => "IO",
            "MIME::QuotedPrint" => "MIME::Base64",
            "Encode::utf8" | "Encode::XS" => "Encode",
            p => p,
        }
    }

    /// The XS subs a module's load defines (in its package, or its packages).
    pub fn of_module(module: &str) -> impl Iterator<Item = XsSub> + '_ {
        XsSub::ALL
            .iter()
            .copied()
            .filter(move |x| x.module() == module)
    }

    /// The XS subs of a package.
    pub fn of(package: &str) -> impl Iterator<Item = XsSub> + '_ {
        XsSub::ALL
            .iter()
            .copied()
            .filter(move |x| x.package() == package)
    }
}

macro_rules! xs_consts {
    ($package:literal: $($name:ident)*) => {
        /// The constant subs (prototype `()`) of modules' XS parts, each named as its C
        /// macro: the parser declares them at the module's `XSLoader::load` (so `O_RDONLY
        /// | O_CREAT` parses as two constants), and the runtime defines those the
        /// target's C library has when the load runs, with its values (they differ
        /// between x86-64 and aarch64); the others stay declared and undefined, as in
        /// perl (runtime/src/modules/fcntl.rs).
        #[allow(non_camel_case_types)]
        #[repr(u32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum XsConst {
            $( $name, )*
        }

        impl XsConst {
            /// All of them, indexed by their number.
            pub const ALL: &'static [XsConst] = &[$(XsConst::$name,)*];

            const NAMES: &'static [&'static str] = &[$(stringify!($name),)*];

            /// The package whose XS defines it.
            pub fn package(self) -> &'static str {
                $package
            }
        }
    };
}

// Fcntl's @EXPORT and @EXPORT_OK constants, in that order (ExtUtils::Constant::ProxySubs
// defines each its system has).
xs_consts! { "Fcntl":
    FD_CLOEXEC F_ALLOCSP F_ALLOCSP64 F_COMPAT F_DUP2FD F_DUPFD F_EXLCK F_FREESP F_FREESP64
    F_FSYNC F_FSYNC64 F_GETFD F_GETFL F_GETLK F_GETLK64 F_GETOWN F_NODNY F_POSIX F_RDACC
    F_RDDNY F_RDLCK F_RWACC F_RWDNY F_SETFD F_SETFL F_SETLK F_SETLK64 F_SETLKW F_SETLKW64
    F_SETOWN F_SHARE F_SHLCK F_UNLCK F_UNSHARE F_WRACC F_WRDNY F_WRLCK
    O_ACCMODE O_ALIAS O_APPEND O_ASYNC O_BINARY O_CREAT O_DEFER O_DIRECT O_DIRECTORY
    O_DSYNC O_EXCL O_EXLOCK O_LARGEFILE O_NDELAY O_NOCTTY O_NOFOLLOW O_NOINHERIT
    O_NONBLOCK O_RANDOM O_RAW O_RDONLY O_RDWR O_RSRC O_RSYNC O_SEQUENTIAL O_SHLOCK O_SYNC
    O_TEMPORARY O_TEXT O_TRUNC O_WRONLY
    DN_ACCESS DN_ATTRIB DN_CREATE DN_DELETE DN_MODIFY DN_MULTISHOT DN_RENAME
    F_GETLEASE F_GETPIPE_SZ F_GETSIG F_NOTIFY F_SETLEASE F_SETPIPE_SZ F_SETSIG
    LOCK_MAND LOCK_READ LOCK_RW LOCK_WRITE
    O_ALT_IO O_EVTONLY O_IGNORE_CTTY O_NOATIME O_NOLINK O_NOSIGPIPE O_NOTRANS O_SYMLINK
    O_TTY_INIT
    LOCK_SH LOCK_EX LOCK_NB LOCK_UN
    FAPPEND FASYNC FCREAT FDEFER FDSYNC FEXCL FLARGEFILE FNDELAY FNONBLOCK FRSYNC FSYNC
    FTRUNC
    SEEK_SET SEEK_CUR SEEK_END
    S_ISUID S_ISGID S_ISVTX S_ISTXT _S_IFMT S_IFREG S_IFDIR S_IFLNK S_IFSOCK S_IFBLK
    S_IFCHR S_IFIFO S_IFWHT S_ENFMT S_IRUSR S_IWUSR S_IXUSR S_IRWXU S_IRGRP S_IWGRP S_IXGRP
    S_IRWXG S_IROTH S_IWOTH S_IXOTH S_IRWXO S_IREAD S_IWRITE S_IEXEC
}

impl XsConst {
    /// Its name (the C macro's) in the package.
    pub fn name(self) -> &'static str {
        XsConst::NAMES[self as usize]
    }

    /// The constants of a package.
    pub fn of(package: &str) -> impl Iterator<Item = XsConst> + '_ {
        XsConst::ALL
            .iter()
            .copied()
            .filter(move |k| k.package() == package)
    }

    /// The constant of that name in the package.
    pub fn find(package: &str, name: &[u8]) -> Option<XsConst> {
        XsConst::of(package).find(|k| k.name().as_bytes() == name)
    }
}

/// Constant subs an XS module's boot code defines with `newCONSTSUB`, whose values are
/// the same on every target camelift builds for (glibc's on x86-64 and aarch64): the
/// module, the package, the name and the value. IO.xs's BOOT defines IO::Poll's POLL*
/// masks (glibc has no POLLNORM) and IO::Handle's _IOFBF, _IOLBF, _IONBF and SEEK_*;
/// Glob.xs's ProxySubs define File::Glob's GLOB_* constants.
pub const XS_BOOT_CONSTS: &[(&str, &str, &str, i64)] = &[
    ("IO", "IO::Poll", "POLLIN", 1),
    ("IO", "IO::Poll", "POLLPRI", 2),
    ("IO", "IO::Poll", "POLLOUT", 4),
    ("IO", "IO::Poll", "POLLRDNORM", 0x40),
    ("IO", "IO::Poll", "POLLWRNORM", 0x100),
    ("IO", "IO::Poll", "POLLRDBAND", 0x80),
    ("IO", "IO::Poll", "POLLWRBAND", 0x200),
    ("IO", "IO::Poll", "POLLERR", 8),
    ("IO", "IO::Poll", "POLLHUP", 0x10),
    ("IO", "IO::Poll", "POLLNVAL", 0x20),
    ("IO", "IO::Handle", "_IOFBF", 0),
    ("IO", "IO::Handle", "_IOLBF", 1),
    ("IO", "IO::Handle", "_IONBF", 2),
    ("IO", "IO::Handle", "SEEK_SET", 0),
    ("IO", "IO::Handle", "SEEK_CUR", 1),
    ("IO", "IO::Handle", "SEEK_END", 2),
    // Storable.xs's BOOT: the format it reads (2.11) and writes (2.11), and CAN_FLOCK
    // (PL_sv_yes where flock exists).
    ("Storable", "Storable", "BIN_MAJOR", 2),
    ("Storable", "Storable", "BIN_MINOR", 11),
    ("Storable", "Storable", "BIN_WRITE_MINOR", 11),
    ("Storable", "Storable", "CAN_FLOCK", 1),
    // Encode.xs's BOOT (encode.h's flags of the CHECK argument).
    ("Encode", "Encode", "DIE_ON_ERR", 0x0001),
    ("Encode", "Encode", "WARN_ON_ERR", 0x0002),
    ("Encode", "Encode", "RETURN_ON_ERR", 0x0004),
    ("Encode", "Encode", "LEAVE_SRC", 0x0008),
    ("Encode", "Encode", "ONLY_PRAGMA_WARNINGS", 0x0010),
    ("Encode", "Encode", "PERLQQ", 0x0100),
    ("Encode", "Encode", "HTMLCREF", 0x0200),
    ("Encode", "Encode", "XMLCREF", 0x0400),
    ("Encode", "Encode", "STOP_AT_PARTIAL", 0x0800),
    ("Encode", "Encode", "FB_DEFAULT", 0),
    ("Encode", "Encode", "FB_CROAK", 0x0001),
    ("Encode", "Encode", "FB_QUIET", 0x0004),
    ("Encode", "Encode", "FB_WARN", 0x0006),
    ("Encode", "Encode", "FB_PERLQQ", 0x0108),
    ("Encode", "Encode", "FB_HTMLCREF", 0x0208),
    ("Encode", "Encode", "FB_XMLCREF", 0x0408),
    // Glob.xs's constants (bsd_glob.h, perl's own header: the same everywhere).
    ("File::Glob", "File::Glob", "GLOB_ABEND", -2),
    ("File::Glob", "File::Glob", "GLOB_ALPHASORT", 0x2000),
    ("File::Glob", "File::Glob", "GLOB_ALTDIRFUNC", 0x0040),
    ("File::Glob", "File::Glob", "GLOB_BRACE", 0x0080),
    ("File::Glob", "File::Glob", "GLOB_CSH", 0x2e80),
    ("File::Glob", "File::Glob", "GLOB_ERR", 0x0004),
    ("File::Glob", "File::Glob", "GLOB_LIMIT", 0x4000),
    ("File::Glob", "File::Glob", "GLOB_MARK", 0x0008),
    ("File::Glob", "File::Glob", "GLOB_NOCASE", 0x1000),
    ("File::Glob", "File::Glob", "GLOB_NOCHECK", 0x0010),
    ("File::Glob", "File::Glob", "GLOB_NOMAGIC", 0x0200),
    ("File::Glob", "File::Glob", "GLOB_NOSORT", 0x0020),
    ("File::Glob", "File::Glob", "GLOB_NOSPACE", -1),
    ("File::Glob", "File::Glob", "GLOB_QUOTE", 0x0400),
    ("File::Glob", "File::Glob", "GLOB_TILDE", 0x0800),
];
