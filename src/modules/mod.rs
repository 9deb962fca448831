//! The modules camelift builds in, one row each (`TABLE`): the module's name, version
//! and file, what Exporter may import from it (`@EXPORT`, `@EXPORT_OK`, tags), its
//! functions (each a built-in of abi/src/builtins.rs, which names the runtime entry, or a
//! constant), the package variables its file declares and the values it gives them
//! when it loads. The parser reads only this table (parse/modules.rs): a `use` of a
//! module here is checked by Exporter's rules (`exporter.rs`), then its names resolve to
//! the row's functions. The runtime half of each module is in runtime/src/modules/.
//!
//! Adding a function to a module is its row in abi/src/builtins.rs, one line in the
//! module's `function` below, and the runtime's implementation.

use camelift_abi::errno_names;
mod exporter;
mod main_keys;
mod posix_names;

pub use main_keys::perl_main_globs;

pub use exporter::{check_version, import_list, Exports};

use crate::ops::{Const, Func, UtilFunc};

/// One built-in module.
pub struct Module {
    pub name: &'static str,
    /// `$Module::VERSION` as perl 5.36 ships it.
    pub version: &'static str,
    /// Its `%INC` key (`List/Util.pm`) and the directory of perl's @INC that holds it.
    pub file: &'static str,
    pub dir: IncDir,
    pub export: &'static [&'static str],
    pub export_ok: &'static [&'static str],
    pub tags: &'static [(&'static str, &'static [&'static str])],
    /// What a name of the module compiles to (None: the module does not define it).
    pub function: fn(&str) -> Option<Function>,
    /// The package variables its file declares (`our`): not "used only once".
    pub vars: &'static [&'static str],
    /// Package variables its file sets when it loads, with their values.
    pub init: &'static [(&'static str, i64)],
    /// A built-in run once when the module loads (before the program's first statement).
    pub on_load: Option<Func>,
    /// How its `import` reports errors (perl's texts differ by module).
    pub errors: ImportErrors,
    /// A pragma (`warnings`): its `use` is the parser's own, which loads the row too.
    pub pragma: bool,
    /// The row is only the module's XS part (its functions are abi's `XsSub` rows of the
    /// package): the module is compiled from its real .pm, whose `XSLoader::load` binds
    /// them as subs of the package (docs/decisions/xs-parts.md). Else the row is the
    /// whole module, a native stand-in for its file.
    pub xs_part: bool,
}

/// The directories of perl 5.36's @INC (Debian's layout) that hold the built-in modules.
#[derive(Clone, Copy)]
pub enum IncDir {
    /// `/usr/lib/ARCH/perl-base`.
    PerlBase,
    /// `/usr/lib/ARCH/perl/5.36`.
    ArchLib,
    /// `/usr/share/perl/5.36`.
    PrivLib,
}

/// How a module's import reports what it refuses.
pub struct ImportErrors {
    /// An unknown `:tag` is carped with the BEGIN frames (Exporter called straight from
    /// the `use`), not as one line.
    pub tag_frames: bool,
    /// Where "Can't continue after import errors" points: the module's own file and line
    /// (POSIX's import calls Exporter itself), or the `use` (None).
    pub croak_line: Option<u32>,
    /// Import specs the module's import handles itself before Exporter sees them, or
    /// refuses: the "not supported yet" text for a spec, if it is refused.
    pub refuse: fn(&str) -> Option<String>,
    /// POSIX's import rewrites the legacy `foo_h` spec to `:foo_h`.
    pub legacy_tags: bool,
}

/// What a module's name compiles to.
#[derive(Clone, Debug)]
pub enum Function {
    /// A built-in called with the arguments as a list (no prototype).
    Builtin(Func),
    /// A built-in whose first argument is a mode (Time::Local's `_modern`, `_posix` and
    /// `_nocheck` forms of `timegm`/`timelocal`).
    BuiltinMode(Func, i64),
    /// A List::Util / Scalar::Util function, parsed by its prototype.
    Util(UtilFunc),
    /// A constant sub (prototype `()`), inlined.
    Const(Const),
    /// Importing it sets a package variable to 1 and imports nothing (Carp's `verbose`).
    Flag(&'static str),
    /// A name the module has that camelift does not compile yet: the error's text.
    Unsupported(String),
}

impl Function {
    /// Its prototype, as `prototype()` gives it.
    pub fn prototype(&self) -> Option<&'static str> {
        match self {
            Function::Util(f) => f.prototype(),
            Function::Const(_) => Some(""),
            _ => None,
        }
    }
}

/// The module row of `name`, if camelift builds it in (not a pragma's row, not a row
/// of an XS part only).
pub fn find(name: &str) -> Option<&'static Module> {
    TABLE
        .iter()
        .find(|m| m.name == name && !m.pragma && !m.xs_part)
}

/// The row of the XS part of `name`, a module compiled from its real .pm.
pub fn xs_part(name: &str) -> Option<&'static Module> {
    TABLE.iter().find(|m| m.name == name && m.xs_part)
}

/// The files a `require EXPR` in the library file `key` may name at run time, computed
/// from a table the compiler cannot follow: Encode.pm's `getEncoding` requires the module
/// Encode::Config's `%ExtModule` gives for an encoding name. Each is compiled in, or
/// recorded as not compilable (Encode::Byte's XS part), so that the `require` runs it or
/// ends the program "not supported yet" where perl would load it, instead of dying
/// "Can't locate" inside Encode's `eval` and finding no encoding. A file with a reason
/// is not compiled: its `require` ends the program with that text.
pub fn run_time_requires(key: &str) -> &'static [(&'static str, Option<&'static str>)] {
    match key {
        "Encode.pm" => &[
            ("Encode/Byte.pm", None),
            ("Encode/CN.pm", None),
            ("Encode/EBCDIC.pm", None),
            ("Encode/GSM0338.pm", None),
            ("Encode/JP.pm", None),
            ("Encode/KR.pm", None),
            ("Encode/MIME/Header.pm", None),
            ("Encode/MIME/Header/ISO_2022_JP.pm", None),
            ("Encode/Symbol.pm", None),
            ("Encode/TW.pm", None),
            ("Encode/Unicode.pm", None),
            ("Encode/Unicode/UTF7.pm", None),
        ],
        _ => &[],
    }
}

/// The row of a pragma the parser handles itself (`warnings`), for its functions.
pub fn pragma_row(name: &str) -> Option<&'static Module> {
    TABLE.iter().find(|m| m.name == name && m.pragma)
}

impl Module {
    /// `$INC{file}` as perl sets it on a machine of the target (`multiarch`: Debian's
    /// name for the target's library directories, `x86_64-linux-gnu`).
    pub fn inc_path(&self, multiarch: &str) -> String {
        let dir = match self.dir {
            IncDir::PerlBase => format!("/usr/lib/{multiarch}/perl-base"),
            IncDir::ArchLib => format!("/usr/lib/{multiarch}/perl/5.36"),
            IncDir::PrivLib => "/usr/share/perl/5.36".to_string(),
        };
        format!("{dir}/{}", self.file)
    }
}

/// Debian's multiarch name for a target architecture (`x86_64`, `aarch64`).
pub fn multiarch(arch: &str) -> String {
    format!("{arch}-linux-gnu")
}

fn no_refusal(_: &str) -> Option<String> {
    None
}

pub const EXPORTER: ImportErrors = ImportErrors {
    tag_frames: true,
    croak_line: None,
    refuse: no_refusal,
    legacy_tags: false,
};

pub static TABLE: &[Module] = &[
    Module {
        name: "warnings",
        version: "1.58",
        file: "warnings.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: warnings_functions,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: true,
        xs_part: false,
    },
    Module {
        name: "List::Util",
        version: "1.62",
        file: "List/Util.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: &[
            "all",
            "any",
            "first",
            "min",
            "max",
            "minstr",
            "maxstr",
            "none",
            "notall",
            "product",
            "reduce",
            "reductions",
            "sum",
            "sum0",
            "sample",
            "shuffle",
            "uniq",
            "uniqint",
            "uniqnum",
            "uniqstr",
            "zip",
            "zip_longest",
            "zip_shortest",
            "mesh",
            "mesh_longest",
            "mesh_shortest",
            "head",
            "tail",
            "pairs",
            "unpairs",
            "pairkeys",
            "pairvalues",
            "pairmap",
            "pairgrep",
            "pairfirst",
        ],
        tags: &[],
        function: list_util,
        vars: &["XS_VERSION", "RAND"],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: false,
    },
    Module {
        name: "Scalar::Util",
        version: "1.62",
        file: "Scalar/Util.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: &[
            "blessed",
            "refaddr",
            "reftype",
            "weaken",
            "unweaken",
            "isweak",
            "dualvar",
            "isdual",
            "isvstring",
            "looks_like_number",
            "openhandle",
            "readonly",
            "set_prototype",
            "tainted",
        ],
        tags: &[],
        function: scalar_util,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: false,
    },
    Module {
        name: "POSIX",
        version: "2.03",
        file: "POSIX.pm",
        dir: IncDir::PerlBase,
        export: posix_names::EXPORT,
        export_ok: posix_names::EXPORT_OK,
        tags: posix_names::TAGS,
        function: posix,
        vars: &["AUTOLOAD", "SIGRT", "SIGACTION_FLAGS"],
        init: &[],
        on_load: None,
        errors: ImportErrors {
            tag_frames: false,
            croak_line: Some(192),
            refuse: posix_refuse,
            legacy_tags: true,
        },
        pragma: false,
        xs_part: false,
    },
    Module {
        name: "Time::Local",
        version: "1.30",
        file: "Time/Local.pm",
        dir: IncDir::PrivLib,
        export: &["timegm", "timelocal"],
        export_ok: &[
            "timegm_modern",
            "timelocal_modern",
            "timegm_nocheck",
            "timelocal_nocheck",
            "timegm_posix",
            "timelocal_posix",
        ],
        tags: &[],
        function: time_local,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: false,
    },
    Module {
        name: "Carp",
        version: "1.52",
        file: "Carp.pm",
        dir: IncDir::PerlBase,
        export: &["confess", "croak", "carp"],
        export_ok: &["cluck", "verbose", "longmess", "shortmess"],
        tags: &[],
        function: carp,
        vars: &[
            "MaxEvalLen",
            "Verbose",
            "CarpLevel",
            "MaxArgLen",
            "MaxArgNums",
            "RefArgFormatter",
            "CarpInternal",
            "Internal",
            "CARP_NOT",
            "in_recurse",
        ],
        init: &[
            ("Verbose", 0),
            ("CarpLevel", 0),
            ("MaxArgLen", 64),
            ("MaxArgNums", 8),
            ("MaxEvalLen", 0),
        ],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: false,
    },
    Module {
        name: "Data::Dumper",
        version: "2.184",
        file: "Data/Dumper.pm",
        dir: IncDir::ArchLib,
        export: &["Dumper"],
        export_ok: &["DumperX"],
        tags: &[],
        function: dumper,
        vars: &[
            "Indent",
            "Trailingcomma",
            "Purity",
            "Pad",
            "Varname",
            "Useqq",
            "Terse",
            "Freezer",
            "Toaster",
            "Deepcopy",
            "Quotekeys",
            "Bless",
            "Maxdepth",
            "Pair",
            "Sortkeys",
            "Deparse",
            "Sparseseen",
            "Maxrecurse",
            "Useperl",
            "post",
        ],
        init: &[],
        on_load: Some(Func::DumperInit),
        errors: ImportErrors {
            refuse: dumper_refuse,
            ..EXPORTER
        },
        pragma: false,
        xs_part: false,
    },
    // The XS part of mro.pm (mro.xs's `_nextcan`; mro_core.c's functions are every
    // perl's, bound at start-up).
    Module {
        name: "mro",
        version: "1.26",
        file: "mro.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Cwd.pm (Cwd.xs): getcwd, fastcwd and abs_path.
    Module {
        name: "Cwd",
        version: "3.84",
        file: "Cwd.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Time/HiRes.pm (HiRes.xs): time, sleep, gettimeofday, alarm, the
    // interval timers, clocks, stat with nanoseconds, and `constant`.
    Module {
        name: "Time::HiRes",
        version: "1.9770",
        file: "Time/HiRes.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // Errno.pm (no XS): the constants of <errno.h>, as constant subs. Loading it ties
    // `%!` (its methods are the runtime's, sys/errno.rs); a mention of `%!` loads it.
    Module {
        name: "Errno",
        version: "1.36",
        file: "Errno.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: errno_names::NAMES,
        tags: &[("POSIX", errno_names::POSIX_TAG)],
        function: errno,
        vars: &[],
        init: &[],
        on_load: Some(Func::ErrnoTie),
        errors: EXPORTER,
        pragma: false,
        xs_part: false,
    },
    // The XS part of IO.pm (IO.xs, IO 1.50): IO::Handle's blocking, ungetc, error,
    // clearerr, untaint, flush, setbuf, setvbuf, sync, getline, getlines and gets,
    // IO::Seekable's getpos and setpos, IO::File's new_tmpfile, IO::Poll's _poll,
    // IO::Socket's sockatmark, and the constants of IO::Handle and IO::Poll.
    Module {
        name: "IO",
        version: "1.50",
        file: "IO.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Fcntl.pm (Fcntl.xs): its constants (abi's `XsConst`), the S_IS*
    // tests, S_IMODE, S_IFMT, and the AUTOLOAD of the constants it does not have.
    Module {
        name: "Fcntl",
        version: "1.15",
        file: "Fcntl.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of MIME/Base64.pm (Base64.xs): the base64 functions, and
    // MIME::QuotedPrint's encode_qp and decode_qp, which the same shared object defines.
    Module {
        name: "MIME::Base64",
        version: "3.16",
        file: "MIME/Base64.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Digest/MD5.pm (MD5.xs): md5, md5_hex, md5_base64 and the methods.
    Module {
        name: "Digest::MD5",
        version: "2.58",
        file: "Digest/MD5.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Digest/SHA.pm (SHA.xs): sha1 ... sha512256_base64, their hmac_ forms
    // and the methods.
    Module {
        name: "Digest::SHA",
        version: "6.02",
        file: "Digest/SHA.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of File/Glob.pm (Glob.xs, bsd_glob.c): bsd_glob, csh_glob,
    // bsd_glob_override, GLOB_ERROR and the GLOB_ constants.
    Module {
        name: "File::Glob",
        version: "1.37",
        file: "File/Glob.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Time/Piece.pm (Piece.xs): _strftime, _tzset, _strptime,
    // _mini_mktime, _crt_localtime, _crt_gmtime and _get_localization.
    Module {
        name: "Time::Piece",
        version: "1.3401",
        file: "Time/Piece.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Storable.pm (Storable.xs): pstore, mstore, pretrieve, mretrieve,
    // dclone and their network-order forms, the state predicates and the BOOT constants.
    Module {
        name: "Storable",
        version: "3.26",
        file: "Storable.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Hash/Util.pm (Util.xs): its restricted-hash functions.
    Module {
        name: "Hash::Util",
        version: "0.28",
        file: "Hash/Util.pm",
        dir: IncDir::PerlBase,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Encode.pm (Encode.xs): the built-in encodings' objects and
    // methods, decode/encode/from_to/decode_utf8/encode_utf8, is_utf8, _utf8_on,
    // _utf8_off, onBOOT and the CHECK constants.
    Module {
        name: "Encode",
        version: "3.17",
        file: "Encode.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
    // The XS part of Sys/Hostname.pm (Hostname.xs): ghname.
    Module {
        name: "Sys::Hostname",
        version: "1.24",
        file: "Sys/Hostname.pm",
        dir: IncDir::ArchLib,
        export: &[],
        export_ok: &[],
        tags: &[],
        function: xs_function,
        vars: &[],
        init: &[],
        on_load: None,
        errors: EXPORTER,
        pragma: false,
        xs_part: true,
    },
];

/// The rows of an XS part: their functions are subs of the package once the file's
/// `XSLoader::load` ran, called by name.
fn errno(name: &str) -> Option<Function> {
    errno_names::ERRNO
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| Function::Const(Const::Iv(*v)))
}

fn xs_function(_: &str) -> Option<Function> {
    None
}

fn util(module: &str, name: &str) -> Option<Function> {
    UtilFunc::from_name(module, name).map(Function::Util)
}

fn list_util(name: &str) -> Option<Function> {
    util("List::Util", name)
}

fn scalar_util(name: &str) -> Option<Function> {
    if let Some(f) = util("Scalar::Util", name) {
        return Some(f);
    }
    let what = match name {
        "isdual" | "openhandle" => format!("Scalar::Util::{name}"),
        _ => return None,
    };
    Some(Function::Unsupported(what))
}

fn posix(name: &str) -> Option<Function> {
    let f = |f| Some(Function::Builtin(f));
    let iv = |i| Some(Function::Const(Const::Iv(i)));
    let nv = |n| Some(Function::Const(Const::Nv(n)));
    match name {
        "floor" => f(Func::PosixFloor),
        "ceil" => f(Func::PosixCeil),
        "fmod" => f(Func::PosixFmod),
        "pow" => f(Func::PosixPow),
        "round" => f(Func::PosixRound),
        "trunc" => f(Func::PosixTrunc),
        "fabs" => f(Func::PosixFabs),
        "strftime" => f(Func::PosixStrftime),
        "mktime" => f(Func::PosixMktime),
        "difftime" => f(Func::PosixDifftime),
        "strtol" => f(Func::PosixStrtol),
        "_exit" => f(Func::PosixExit),
        "fmax" => f(Func::PosixFmax),
        "fmin" => f(Func::PosixFmin),
        "INT_MAX" => iv(i32::MAX.into()),
        "INT_MIN" => iv(i32::MIN.into()),
        "UINT_MAX" => iv(u32::MAX.into()),
        "LONG_MAX" => iv(i64::MAX),
        "LONG_MIN" => iv(i64::MIN),
        "EXIT_SUCCESS" => iv(0),
        "EXIT_FAILURE" => iv(1),
        "DBL_MAX" => nv(f64::MAX),
        "DBL_MIN" => nv(f64::MIN_POSITIVE),
        "DBL_EPSILON" => nv(f64::EPSILON),
        "FLT_MAX" => nv(f32::MAX.into()),
        // Linux's numbers, the same on x86-64 and aarch64 (asm-generic).
        _ if posix_linux_const(name).is_some() => iv(posix_linux_const(name)?),
        _ if posix_names::EXPORT.contains(&name)
            || posix_names::EXPORT_OK.contains(&name)
            || posix_names::UNIMPLEMENTED.contains(&name) =>
        {
            Some(Function::Unsupported(format!("POSIX::{name}")))
        }
        _ => None,
    }
}

/// POSIX constants whose values Linux has the same on every target camelift compiles
/// for (signals, errno values, `waitpid` flags, `lseek` whences, the common `open`
/// flags, `sigprocmask` hows, the standard descriptors). `O_DIRECTORY`, `O_NOFOLLOW`
/// and the like differ between x86-64 and aarch64 and are not here.
fn posix_linux_const(name: &str) -> Option<i64> {
    if !(posix_names::EXPORT.contains(&name) || posix_names::EXPORT_OK.contains(&name)) {
        return None;
    }
    // Signal N is SIGNALS[N - 1] (16 is SIGSTKFLT, which POSIX does not name).
    const SIGNALS: &[&str] = &[
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGBUS",
        "SIGFPE",
        "SIGKILL",
        "SIGUSR1",
        "SIGSEGV",
        "SIGUSR2",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "",
        "SIGCHLD",
        "SIGCONT",
        "SIGSTOP",
        "SIGTSTP",
        "SIGTTIN",
        "SIGTTOU",
        "SIGURG",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGIO",
        "SIGPWR",
        "SIGSYS",
    ];
    if let Some(i) = SIGNALS.iter().position(|s| !s.is_empty() && *s == name) {
        return Some(i as i64 + 1);
    }
    // Errno.pm's table (the names POSIX exports are among them, with its values).
    if let Some((_, v)) = camelift_abi::errno_names::ERRNO
        .iter()
        .find(|(n, _)| *n == name)
    {
        return Some(*v);
    }
    Some(match name {
        "WNOHANG" => 1,
        "WUNTRACED" => 2,
        "SEEK_SET" => 0,
        "SEEK_CUR" => 1,
        "SEEK_END" => 2,
        "O_RDONLY" => 0,
        "O_WRONLY" => 1,
        "O_RDWR" => 2,
        "O_ACCMODE" => 3,
        "O_CREAT" => 0o100,
        "O_EXCL" => 0o200,
        "O_NOCTTY" => 0o400,
        "O_TRUNC" => 0o1000,
        "O_APPEND" => 0o2000,
        "O_NONBLOCK" => 0o4000,
        "SIG_BLOCK" => 0,
        "SIG_UNBLOCK" => 1,
        "SIG_SETMASK" => 2,
        "STDIN_FILENO" => 0,
        "STDOUT_FILENO" => 1,
        "STDERR_FILENO" => 2,
        "R_OK" => 4,
        "W_OK" => 2,
        "X_OK" => 1,
        "F_OK" => 0,
        // glibc's <bits/confname.h> (one enum for every Linux target).
        "_PC_CHOWN_RESTRICTED" => 6,
        _ => return None,
    })
}

fn posix_refuse(spec: &str) -> Option<String> {
    if posix_names::UNIMPLEMENTED.contains(&spec) {
        // POSIX.pm's import croaks with "Unimplemented: POSIX::NAME()".
        return Some(format!(
            "importing POSIX::{spec}, which POSIX leaves unimplemented,"
        ));
    }
    (spec.starts_with('!') || spec.starts_with('/'))
        .then(|| format!("the import spec '{spec}' of use POSIX"))
}

fn time_local(name: &str) -> Option<Function> {
    let (f, rest) = if let Some(r) = name.strip_prefix("timelocal") {
        (Func::TimeLocal, r)
    } else {
        (Func::TimeGm, name.strip_prefix("timegm")?)
    };
    let mode = match rest {
        "" => 0,
        "_modern" => 1,
        "_posix" => 2,
        "_nocheck" => 4,
        _ => return None,
    };
    Some(Function::BuiltinMode(f, mode))
}

/// warnings.pm's functions for modules that registered a category (`warnings::register`):
/// whether warnings are on where Carp would report, and `carp` if they are.
fn warnings_functions(name: &str) -> Option<Function> {
    let f = |f| Some(Function::Builtin(f));
    match name {
        "warnif" => f(Func::WarnIf),
        "enabled" => f(Func::WarnEnabled),
        "warn" => f(Func::WarnWarn),
        "register_categories" => f(Func::WarnRegisterCategories),
        _ if name.chars().all(|c| c.is_ascii_lowercase() || c == '_') => {
            Some(Function::Unsupported(format!("warnings::{name}")))
        }
        _ => None,
    }
}

fn carp(name: &str) -> Option<Function> {
    let f = |f| Some(Function::Builtin(f));
    match name {
        "croak" => f(Func::Croak),
        "carp" => f(Func::Carp),
        "confess" => f(Func::Confess),
        "cluck" => f(Func::Cluck),
        "longmess" => f(Func::Longmess),
        "shortmess" => f(Func::Shortmess),
        "verbose" => Some(Function::Flag("Carp::Verbose")),
        // Carp's other subs (`long_error_loc`, `caller_info`, ...) are its internals.
        _ if name.chars().all(|c| c.is_ascii_lowercase() || c == '_') => {
            Some(Function::Unsupported(format!("Carp::{name}")))
        }
        _ => None,
    }
}

fn dumper(name: &str) -> Option<Function> {
    (name == "Dumper").then_some(Function::Builtin(Func::Dumper))
}

fn dumper_refuse(spec: &str) -> Option<String> {
    (spec == "DumperX").then(|| format!("importing {spec} from Data::Dumper"))
}
