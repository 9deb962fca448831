//! The parser: Perl source to the op tree. Statements are parsed here; expressions by the
//! Pratt parser in `expr.rs`, driven by perlop's precedence table; string interpolation in
//! `interp.rs`. Like perl's own parser, it resolves `my` variables to pad slots while
//! parsing, so the op tree it returns is already scoped.

mod expr;
mod hints;
pub use hints::hint_hash_keys;
mod charnames;
mod interp;
mod io;
mod modules;
mod proto;
mod regex;
mod require;
mod signature;
pub mod switches;
mod util;
mod warnings;
mod word;
mod xs;

use crate::diag::{Diag, WarnCat, Warnings};
use crate::lex::{near_text, Expect, Lexer, Tok, Token};
use crate::ops::{contextualize, Cx, OpId, OpKind, PadEntry, PadIx, PadKind, Program, Sub};
use camelift_abi::CURLINE_PKG_MAX;
use std::collections::{HashMap, HashSet};

/// `sub f ($x) {...}` without the signatures feature: perl takes the parentheses for a
/// prototype with illegal characters (warning "Illegal character in prototype" under
/// `use warnings`), which camelift does not compile.
const ILLEGAL_PROTOTYPE: &str =
    "a sub prototype with illegal characters (a signature needs use feature 'signatures')";

/// The pragmas a `use` handles here rather than by loading the module's file.
const HANDLED_PRAGMAS: &[&str] = &[
    "strict",
    "warnings",
    "integer",
    "utf8",
    "open",
    "feature",
    "parent",
    "base",
    "vars",
    "subs",
    "lib",
    "warnings::register",
    "overloading",
    // `use builtin qw(blessed ...)`: builtin.c's import, which installs the named
    // functions of the `builtin` package.
    "builtin",
    // `use XSLoader ();` (Time/HiRes.pm): loading it is `require XSLoader`'s (a
    // `load` binds an XS part of the module table, parse/xs.rs); it has no `import`.
    "XSLoader",
];

/// Pragmas whose import changes how perl compiles, which camelift refuses (rather than
/// compiling their file and refusing their own `import`).
const REFUSED_PRAGMAS: &[&str] = &[
    "diagnostics",
    "autodie",
    "locale",
    "encoding",
    "threads",
    "re",
    "sort",
    "if",
    "charnames",
    "experimental",
    "sigtrap",
    "filetest",
    "mro",
    "less",
    "autouse",
];

impl Parser {
    /// `use builtin LIST`: each name calls `builtin::NAME` (perl 5.36 makes it a lexical
    /// sub; here it is the package's, as an imported sub is). perl's error for a name
    /// that is no builtin function; the builtin functions the runtime does not define
    /// are refused.
    fn import_builtins(&mut self, args: &[String], is_use: bool, line: u32) -> Result<(), Diag> {
        if !is_use {
            return Err(Diag::unsupported(&self.file, line, "no builtin"));
        }
        for name in args {
            if let Some(x) = camelift_abi::XsSub::of("builtin").find(|x| x.name() == name) {
                let alias = self.qualify(name);
                if let Some(p) = x.prototype() {
                    self.sub_protos.insert(alias.clone(), p.to_string());
                }
                self.declared_subs.insert(alias.clone());
                self.sub_aliases.insert(alias, format!("builtin::{name}"));
                continue;
            }
            const KNOWN: &[&str] = &[
                "true",
                "false",
                "is_bool",
                "weaken",
                "unweaken",
                "is_weak",
                "created_as_string",
                "created_as_number",
                "ceil",
                "floor",
                "trim",
                "indexed",
            ];
            if KNOWN.contains(&name.as_str()) {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    &format!("builtin::{name}"),
                ));
            }
            return Err(Diag::begin_failed(
                &self.file,
                line,
                format!("'{name}' is not recognised as a builtin function"),
            ));
        }
        Ok(())
    }
}

/// Whether `use feature ARG` names `feature`: itself, `:all`, or the bundle of perl 5.N
/// (`:5.N`, `:5.N.M`) for N at least `since`, the version whose bundle first has it.
fn names_feature(arg: &str, feature: &str, since: u32) -> bool {
    arg == feature
        || arg == ":all"
        || arg
            .strip_prefix(":5.")
            .and_then(|m| m.split('.').next()?.parse::<u32>().ok())
            .is_some_and(|n| n >= since)
}

/// Lexically scoped compile-time state (`use strict`, `use warnings`, features).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Pragmas {
    strict_vars: bool,
    strict_subs: bool,
    strict_refs: bool,
    warnings: Warnings,
    say: bool,
    /// `use feature 'unicode_strings'` (or `use v5.11` and later): `uc` and friends case
    /// byte strings by Unicode's rules.
    pub(crate) unicode_strings: bool,
    /// `use re '/u'` (`/a`, `/aa`, `/l`; `/d` or `no re` clears it): the character-set
    /// modifier of the patterns that name none (`RXF_CS_*`).
    pub(crate) re_charset: u32,
    /// `use feature 'signatures'` (or `use v5.36`): `sub f (...)` has a signature.
    signatures: bool,
    /// `use feature 'bitwise'` (or `use v5.28`): `& | ^ ~` always on numbers, `&. |. ^.
    /// ~.` on strings.
    pub(crate) bitwise: bool,
    /// The minor version of the `use VERSION` in effect (`use v5.36`: 36).
    use_version: Option<u32>,
    /// `use feature 'current_sub'` (or `use v5.16`): `__SUB__` is the running sub.
    pub(crate) current_sub: bool,
    integer: bool,
    /// `use utf8`: the source's string literals, patterns and `qw` words with non-ASCII
    /// bytes are UTF-8 text, so character strings.
    pub(crate) utf8: bool,
    /// `use open ':utf8'` (or `:encoding(UTF-8)`): a 3-argument `open` whose mode names no
    /// layer gets a UTF-8 one.
    pub(crate) open_utf8: bool,
    /// `use bytes` inside a sub, whose statement dies "not supported yet" when it runs:
    /// a named sub defined in its scope (which could run without passing it) is refused.
    bytes: bool,
    /// The current place (package and file): an index into `Program::packages`.
    pkg: u16,
    /// `no overloading`: the place's statements call no overloaded operator.
    no_amagic: bool,
    /// For `caller`'s view (parse/hints.rs): the strict categories a `use strict` or `no
    /// strict` named (perl's HINT_EXPLICIT_STRICT_*), the feature bundle (`$^H`'s bits 26
    /// to 29), the features in `%^H` and whether `%^H` was touched, and whether a pragma
    /// changed the hints in a way not followed.
    strict_explicit: u8,
    bundle: u8,
    hh_features: u32,
    hh_touched: bool,
    hints_unknown: bool,
    /// The entries an import left in `%^H` other than features (`Program::hh_sets`,
    /// from 1; 0: none).
    pub(crate) hh_extra: u32,
    /// `overload::constant` in effect: the site of its handlers (from 1; 0: none) and the
    /// kinds of literal they make (bits `1 << CONST_OVERLOAD_*`).
    pub(crate) const_site: u32,
    pub(crate) const_kinds: u8,
}

struct Scope {
    /// Visible lexicals: name with sigil, pad slot, and the sub (by compile depth) owning it.
    vars: Vec<(String, PadIx, usize)>,
    /// `our` declarations: name with sigil to the package variable's qualified name.
    ours: Vec<(String, String)>,
    pragmas: Pragmas,
    /// The current package (`package NAME;` lasts to the end of the enclosing block).
    package: String,
    /// The compile depth of the sub this scope belongs to.
    sub_depth: usize,
    /// perl's HINT_BLOCK_SCOPE for this block (parse/hints.rs).
    block_scope: bool,
}

/// The sub being compiled: its pad, and the depth in the nest of subs.
struct SubState {
    pad: Vec<PadEntry>,
    /// Index of this sub in `Program::subs` (reserved when its parsing starts).
    prog_ix: usize,
    anon: bool,
    /// Captured outer lexicals: capture id to the local pad slot.
    captures: HashMap<u32, PadIx>,
    /// For an anonymous sub: the parent's pad slots it closes over, in environment order.
    closure: Vec<PadIx>,
    /// Parent pad slot to the local slot holding the same variable.
    closure_map: HashMap<PadIx, PadIx>,
    /// The top level of a module's file (its lexicals are the file's, as the script's).
    unit: bool,
    /// A sub the program defines by name (not anonymous, not a BEGIN or END block): its
    /// `__SUB__` is `\&name`.
    named: bool,
    /// How many List::Util blocks (`first { ... }`) are being parsed in it: perl makes
    /// each such block a sub of its own, which `__SUB__` there would name.
    util_blocks: u32,
}

pub struct Parser {
    lx: Lexer,
    peeked: Option<(Token, Expect, usize, u32)>,
    pub prog: Program,
    file: String,
    /// The index of `file` in `Program::files`.
    file_ix: u16,
    scopes: Vec<Scope>,
    /// `my` variables declared in the current statement, visible from the next one.
    pending: Vec<(String, PadIx)>,
    subs: Vec<SubState>,
    declared_subs: HashSet<String>,
    /// Subs a BEGIN-time run installed through a glob (an import's closure), by full
    /// name, with the sub each is (its full name; None for an anonymous one).
    begin_installed: HashMap<String, Option<String>>,
    /// Built-ins a sub in `CORE::GLOBAL::` overrides (BEGIN-time code installed it):
    /// later calls of them in any package call it (`GLOBAL_OVERRIDABLE`).
    global_overrides: HashSet<String>,
    /// A named sub is compiled as a glob assignment made when its statement runs (the
    /// text of a library `eval` compiled in place: `eval_constant_code`).
    named_subs_at_run_time: bool,
    /// Subs `use subs` declared, by full name: they override the built-ins of their name
    /// (subs.pm imports each into its own glob).
    subs_pragma: HashSet<String>,
    /// Ops that were written inside parentheses (`($x) = ...` is a list assignment).
    parens: HashSet<OpId>,
    /// Statements that run before the program's own (BEGIN blocks, END registrations).
    hoisted: Vec<OpId>,
    /// The `hoisted` statements of the files whose `use` is being compiled (outermost
    /// first): BEGIN-time code run before the current file's.
    pub(crate) outer_hoisted: Vec<Vec<OpId>>,
    /// The statement states `caller` can report, interned (`Program::cop_states`).
    cop_index: HashMap<crate::ops::CopKey, u32>,
    /// The calls of the INIT blocks (run first defined first) and the CHECK blocks (last
    /// defined first), after all the BEGIN-time code; of the UNITCHECK blocks of the file
    /// being compiled (last defined first), after its BEGIN-time code.
    phase_init: Vec<OpId>,
    phase_check: Vec<OpId>,
    pub(crate) unitcheck: Vec<OpId>,
    /// How the module files being compiled are loaded (outermost first).
    pub(crate) unit_loads: Vec<crate::ops::Load>,
    /// Subs made by `use constant`: they take no arguments (prototype `()`).
    pub(crate) const_subs: HashSet<String>,
    /// The numeric `use constant` values, inlined where the constant is named without
    /// parentheses (perl inlines constant subs when it compiles their callers).
    pub(crate) const_values: HashMap<String, crate::ops::Const>,
    /// The constants inlined from `use constant`: perl marks them apart from literals
    /// (no "Found = in conditional" for `if ($x = CONST)`).
    pub(crate) inlined_consts: HashSet<OpId>,
    /// Interpolating a pattern: backslash escapes are the regex engine's, left as written.
    in_pattern: bool,
    /// A `require` of a file the compiler does itself is being read in a sub's body,
    /// which perl runs only if the sub is called: the globs perl's file would make in
    /// main are not made (`perl_file_globs`).
    lazy_require: bool,
    /// The literal being interpolated had source text decoded under `use utf8`: its
    /// non-ASCII characters make a character string even below 256.
    lit_utf8: bool,
    /// The string has a `\N{...}`: it is UTF-8 even if all ASCII, as perl makes it.
    lit_named: bool,
    /// The pattern being interpolated has `/x`: `#` starts a comment.
    pattern_extended: bool,
    /// Parsing a `BEGIN` block at the top level of a file.
    in_top_begin: bool,
    /// How many BEGIN blocks the parser is inside (their code runs at compile time).
    pub(crate) begin_depth: u32,
    /// Ops that are declarations (`our $x`), never "useless" in void context.
    declarations: HashSet<OpId>,
    /// One-element slices and the index of their "Scalar value" warning.
    slice_warnings: HashMap<OpId, usize>,
    /// Ops already given void context (checked for "Useless use" warnings).
    voided: HashSet<OpId>,
    /// The deaths `my $x :Bogus` puts among the variables it declares (signature.rs's
    /// `var_attributes`): allowed where a list assignment's targets are.
    attribute_deaths: HashSet<OpId>,
    /// Sorts already reported as useless in scalar context.
    scalar_sorts: HashSet<OpId>,
    /// The next statement is the first of a `map`/`grep` block, where perl takes a `{` as
    /// an anonymous hash whatever follows it (`map { { %$_, k => 1 } } @list`).
    map_block_start: bool,
    /// An lvalue built-in used where perl would alias its lvalue (`vec` as a sub
    /// argument, a foreach or map item, under `\`): reported when its statement ends.
    lvalue_alias: Option<Diag>,
    /// Typed lexicals (`my Dog $spot`): by the sub being compiled (`Program::subs`) and
    /// pad slot, the class; the class a declaration being read gives its variables; the
    /// classes with a `%FIELDS` at BEGIN time (fields.pm) and its keys; perl's error for a
    /// constant key not among them, given at the end of the statement.
    typed_lexicals: HashMap<(usize, PadIx), String>,
    pub(crate) declaring_class: Option<String>,
    pub(crate) class_fields: HashMap<String, HashSet<String>>,
    field_error: Option<Diag>,
    /// Labels written before a declaration (`L: sub f {}`, `L: use strict;`), which perl
    /// gives the next statement.
    pending_labels: Vec<String>,
    /// The last token taken (for perl's "near" texts, which begin at the token before
    /// the one in error).
    last_token: LastToken,
    /// Errors perl's parser reports and goes on after (a signature's misplaced
    /// parameters): perl queues them (`qerror`) and prints them after the compile-time
    /// warnings, before the error that ends the parse if one does.
    deferred_errors: Vec<String>,
    /// The `@_` ops `shift` and `pop` take when given no array, and `&Carp::carp;` passes
    /// (perl warns of their "Implicit use of @_" in a sub with a signature).
    implicit_args: HashSet<OpId>,
    /// Stacked file tests made into `-Y EXPR && -X _` (`-X -Y EXPR`), so that a test
    /// around them stacks too (parse_filetest).
    stacked_filetests: HashSet<OpId>,
    /// The token before `last_token` (perl's "near" text of a typed declaration's error
    /// starts there).
    prev_token: LastToken,
    /// Package symbols by how often the program names them, with the first mention (its
    /// line, its sigil, and whether `once` warnings were on there), for "used only once";
    /// `mention_order` keeps the order of first mentions.
    mentions: HashMap<String, Mention>,
    mention_order: Vec<String>,
    /// The built-in modules the program loaded and the names it imported from them.
    pub(crate) modules: modules::Modules,
    /// @INC and the module files compiled in.
    pub(crate) inc: require::Inc,
    /// Imported sub names to the module's sub (`main::basename` to
    /// `File::Basename::basename`).
    pub(crate) sub_aliases: HashMap<String, String>,
    /// Imported variables, by sigil and qualified name (`$main::Var`), to the module's.
    pub(crate) var_aliases: HashMap<String, String>,
    /// `use vars` declarations, by sigil and qualified name: exempt from `strict vars`.
    pub(crate) vars_declared: HashSet<String>,
    /// What the module files compiled set `@ISA` to, by package.
    pub(crate) isa_of: HashMap<String, Vec<String>>,
    /// `$VERSION` variables a module's code sets to something other than a literal.
    pub(crate) version_computed: HashSet<String>,
    /// The module files being compiled (innermost last): the sub each became and the
    /// named subs defined in it so far.
    pub(crate) unit_stack: Vec<(u32, Vec<u32>)>,
    /// The prototypes of the program's subs, by qualified name.
    pub(crate) sub_protos: HashMap<String, String>,
    /// The prototypes of anonymous subs (`sub () { 1 }`), by sub index.
    pub(crate) anon_protos: HashMap<u32, String>,
    /// The compile-time engine, whose runs share the machine code of the functions
    /// they have in common.
    engine: crate::engine::Engine,
    /// Inside the arguments of a call whose prototype has a `*` (proto.rs): barewords
    /// read there, with their line and, under `strict subs`, their text (None once a
    /// `*` parameter took one).
    proto_bareword_depth: u32,
    proto_barewords: Vec<(OpId, u32, Option<String>)>,
    /// Package arrays a top-level BEGIN block sets to literals (`@EXPORT` for a later
    /// `use vars @EXPORT`), by qualified name.
    pub(crate) begin_arrays: HashMap<String, Vec<String>>,
    /// Code that runs at compile time (a BEGIN block, a module file's top level, an
    /// anonymous sub) named @INC since the compiler last knew @INC as the BEGIN-time
    /// code leaves it (`Parser::sync_inc`).
    pub(crate) inc_touched: bool,
    /// The body of a named sub names @INC: a BEGIN block that calls a sub may change it.
    pub(crate) inc_in_named_sub: bool,
    /// Globs made one by `*A = *B` (full names, A to B), from the glob assignments of the
    /// files compiled and those BEGIN-time code made (English's `*OFS = *,`, exported).
    pub(crate) glob_aliases: HashMap<String, String>,
    /// Library string evals that define a sub from a template (word.rs's
    /// `eval_sub_template`): the sub that does it, compiled at the end of the file.
    pub(crate) deferred_evals: Vec<DeferredEval>,
    pub(crate) eval_sites: Vec<EvalSite>,
    /// Single-quoted strings of perl's library that may be code (`'"iso-8859-$1"'`),
    /// with their line.
    pub(crate) code_strings: Vec<(String, Vec<u8>, u32)>,
    /// One slot of a glob made another's (`*A = \@B`, `*A = *B{ARRAY}`): sigil and full
    /// name, to the full name.
    pub(crate) slot_aliases: HashMap<String, String>,
    /// Files a library module's `require EXPR` may name at run time
    /// (`modules::run_time_requires`), compiled in once the program is parsed.
    pub(crate) run_time_requires: Vec<(&'static str, String, u32)>,
    /// The script ends at `__END__` or `__DATA__` (perl's lexer stops reading there).
    pub(crate) script_ends_early: bool,
}

/// How often the program names a package symbol, and where it first did.
struct Mention {
    count: u32,
    line: u32,
    sigil: u8,
    warn: bool,
}

/// A sub `eval_sub_template` (word.rs) has the end of its file compile: the file, the
/// eval's line, and the sub's source.
#[derive(Clone, Debug)]
/// An `eval EXPR` of perl's library whose text is known only at run time: where it is,
/// for compiling the library's strings that it may be given (parse/word.rs's
/// `compile_eval_texts`).
pub(crate) struct EvalSite {
    pub(crate) file: String,
    pub(crate) file_ix: u16,
    pub(crate) line: u32,
    pub(crate) package: String,
    pub(crate) pragmas: Pragmas,
    /// The lexicals in scope there (a text naming one is not compiled).
    pub(crate) lexicals: Vec<String>,
    /// The texts compiled for it already.
    pub(crate) done: std::collections::HashSet<Vec<u8>>,
}

pub(crate) struct DeferredEval {
    pub(crate) file: String,
    pub(crate) line: u32,
    pub(crate) src: Vec<u8>,
}

/// Where a token taken by the parser starts, its line, and whether perl's lexer reads
/// past it (across lines) before the next token is asked for.
#[derive(Clone, Copy, Default)]
pub(crate) struct LastToken {
    start: usize,
    line: u32,
    reads_ahead: bool,
}

/// Parses a whole program for this machine's architecture.
pub fn parse_program(src: &[u8], file: &str) -> Result<Program, Diag> {
    parse_program_for(src, file, std::env::consts::ARCH)
}

/// Parses a whole program for a target architecture (`x86_64`, `aarch64`: what `%INC`
/// and perl's messages name for the modules).
pub fn parse_program_for(src: &[u8], file: &str, arch: &str) -> Result<Program, Diag> {
    parse_program_with(src, file, arch, &Options::default())
}

/// What the command line adds to a program's compilation.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Directories put in front of perl's @INC (`-I`, then `PERL5LIB`).
    pub inc: Vec<String>,
    /// Modules compiled in for a `require` of a name computed at run time (`--module`).
    pub modules: Vec<String>,
    /// perl's switches from the command line (`-n`, `-l`, `-MFoo`, ...).
    pub switches: switches::Switches,
}

/// The `#!` line's switches added to the command line's.
fn merge_switches(sw: &mut switches::Switches, more: switches::Switches) {
    sw.warnings |= more.warnings;
    sw.loop_n |= more.loop_n;
    sw.loop_p |= more.loop_p;
    sw.autosplit |= more.autosplit;
    if more.ors.is_some() {
        sw.ors = more.ors;
    }
    if more.rs.is_some() {
        sw.rs = more.rs;
    }
    if more.split.is_some() {
        sw.split = more.split;
    }
    if more.inplace.is_some() {
        sw.inplace = more.inplace;
    }
    sw.preamble.extend(more.preamble);
}

/// Parses a whole program for a target architecture, with the command line's options.
pub fn parse_program_with(
    src: &[u8],
    file: &str,
    arch: &str,
    opts: &Options,
) -> Result<Program, Diag> {
    let inc = &opts.inc;
    // A UTF-8 byte-order mark at the start of the file is skipped, as perl skips it.
    let src = src.strip_prefix(b"\xef\xbb\xbf").unwrap_or(src);
    // perl's lexer, reading the script file past its last line, leaves errno 0: the
    // program starts with `$!` 0 whatever its BEGIN-time code left there (a failed
    // `require` inside Storable.pm's BEGIN), except for a `-e` program and a BEGIN on
    // the last line of a file without a final newline, or a script ending at `__END__`.
    let reset_errno = file != "-e" && (src.is_empty() || src.ends_with(b"\n"));
    // The command line's switches, then the `#!` line's, as perl reads them; a preamble
    // or a loop around the program changes its text (the preamble is line 0).
    let mut switches = opts.switches.clone();
    let mine = switches::shebang(src, file)?;
    merge_switches(&mut switches, mine);
    let wrapped;
    let (src, first_line) = if switches.wraps() {
        wrapped = switches.wrap(src);
        (&wrapped[..], 0)
    } else {
        (src, 1)
    };
    let pragmas = Pragmas {
        warnings: if switches.warnings {
            Warnings::ALL
        } else {
            Warnings::default()
        },
        ..Pragmas::default()
    };
    let mut p = Parser {
        lx: Lexer::new(src.to_vec(), file, first_line),
        peeked: None,
        prog: Program {
            file: file.to_string(),
            packages: vec!["main".into()],
            place_files: vec![0],
            place_no_amagic: vec![false],
            files: vec![file.to_string()],
            ..Default::default()
        },
        file: file.to_string(),
        file_ix: 0,
        scopes: vec![Scope {
            vars: vec![],
            ours: vec![],
            pragmas,
            package: "main".into(),
            sub_depth: 0,
            block_scope: false,
        }],
        pending: vec![],
        subs: vec![SubState {
            pad: vec![],
            prog_ix: 0,
            anon: false,
            captures: HashMap::new(),
            closure: vec![],
            closure_map: HashMap::new(),
            unit: false,
            named: false,
            util_blocks: 0,
        }],
        declared_subs: HashSet::new(),
        begin_installed: HashMap::new(),
        global_overrides: HashSet::new(),
        named_subs_at_run_time: false,
        subs_pragma: HashSet::new(),
        parens: HashSet::new(),
        hoisted: vec![],
        outer_hoisted: vec![],
        cop_index: HashMap::new(),
        phase_init: vec![],
        phase_check: vec![],
        unitcheck: vec![],
        unit_loads: vec![],
        const_subs: HashSet::new(),
        const_values: HashMap::new(),
        inlined_consts: HashSet::new(),
        in_pattern: false,
        lazy_require: false,
        lit_utf8: false,
        lit_named: false,
        pattern_extended: false,
        in_top_begin: false,
        begin_depth: 0,
        declarations: HashSet::new(),
        slice_warnings: HashMap::new(),
        last_token: LastToken::default(),
        deferred_errors: vec![],
        implicit_args: Default::default(),
        stacked_filetests: Default::default(),
        prev_token: LastToken::default(),
        voided: HashSet::new(),
        attribute_deaths: HashSet::new(),
        scalar_sorts: HashSet::new(),
        map_block_start: false,
        lvalue_alias: None,
        typed_lexicals: HashMap::new(),
        declaring_class: None,
        class_fields: HashMap::new(),
        field_error: None,
        pending_labels: vec![],
        mentions: HashMap::new(),
        mention_order: vec![],
        modules: modules::Modules::new(crate::modules::multiarch(arch)),
        inc: require::Inc::new(crate::modules::multiarch(arch), inc),
        sub_aliases: HashMap::new(),
        var_aliases: HashMap::new(),
        vars_declared: HashSet::new(),
        isa_of: HashMap::new(),
        version_computed: HashSet::new(),
        unit_stack: vec![],
        sub_protos: HashMap::new(),
        anon_protos: HashMap::new(),
        engine: Default::default(),
        proto_bareword_depth: 0,
        proto_barewords: Vec::new(),
        begin_arrays: HashMap::new(),
        inc_touched: false,
        inc_in_named_sub: false,
        glob_aliases: HashMap::new(),
        deferred_evals: Vec::new(),
        eval_sites: Vec::new(),
        code_strings: Vec::new(),
        slot_aliases: HashMap::new(),
        run_time_requires: Vec::new(),
        script_ends_early: false,
    };
    p.prog.subs.push(Sub {
        name: "MAIN".into(),
        body: OpId(0),
        pad: vec![],
        line: 1,
        closure: vec![],
    });
    // universal.c's subs, which every perl has (Internals::SvREADONLY,
    // PerlIO::get_layers): declared with their prototypes from the start.
    for x in camelift_abi::XsSub::of("Internals").chain(camelift_abi::XsSub::of("PerlIO")) {
        let full = format!("{}::{}", x.package(), x.name());
        if let Some(proto) = x.prototype() {
            p.sub_protos.insert(full.clone(), proto.to_string());
        }
        p.declared_subs.insert(full);
    }
    if switches.warnings {
        // `-w` is `$^W = 1`.
        let g = p.prog.own_glob("main::^W");
        let lhs = p.op(OpKind::Gvsv(g), 1);
        let rhs = p.op(OpKind::Const(crate::ops::Const::Iv(1)), 1);
        let st = p.op(OpKind::Sassign { lhs, rhs }, 1);
        p.hoisted.push(st);
    }
    // `-l`, `-0`, `-i`: `$\`, `$/` and `$^I` before the program runs.
    let settings = [
        ("main::\\", switches.ors.clone().map(Some)),
        ("main::/", switches.rs.clone()),
        (
            "main::^I",
            switches.inplace.clone().map(|e| Some(e.into_bytes())),
        ),
    ];
    for (name, value) in settings {
        let Some(value) = value else { continue };
        let g = p.prog.own_glob(name);
        let lhs = p.op(OpKind::Gvsv(g), 1);
        let rhs = match value {
            // (A character above 255, `-0x100`, is UTF-8 text.)
            Some(bytes)
                if bytes.len() > 1
                    && std::str::from_utf8(&bytes).is_ok_and(|t| t.chars().count() == 1) =>
            {
                p.op(OpKind::Const(crate::ops::Const::Utf8(bytes)), 1)
            }
            Some(bytes) => p.op(OpKind::Const(crate::ops::Const::Str(bytes)), 1),
            None => p.op(OpKind::Undef, 1),
        };
        let st = p.op(OpKind::Sassign { lhs, rhs }, 1);
        p.hoisted.push(st);
    }
    let body = match p.parse_lineseq(true) {
        Ok(b) if p.deferred_errors.is_empty() => b,
        Ok(_) => {
            let mut m = p.compile_messages();
            m.pop();
            return Err(Diag::raw(m));
        }
        Err(mut d) => {
            // Warnings issued before the error come first, as perl prints them.
            d.message = format!("{}{}", p.compile_messages(), d.message);
            return Err(d);
        }
    };
    let main = p.subs.pop().map(|s| s.pad).unwrap_or_default();
    p.prog.absent_paths = p.inc.absent.borrow().iter().cloned().collect();
    p.prog.inlined_consts = p.inlined_consts.clone();
    if let Some(st) = p.initial_inc() {
        p.hoisted.insert(0, st);
    }
    // (`__END__` and `__DATA__` stop the reading before the end.)
    if reset_errno && !p.script_ends_early && !p.hoisted.is_empty() {
        let g = p.prog.own_glob("main::!");
        let lhs = p.op(OpKind::Gvsv(g), 1);
        let rhs = p.op(OpKind::Const(crate::ops::Const::Iv(0)), 1);
        let st = p.op(OpKind::Sassign { lhs, rhs }, 1);
        p.hoisted.push(st);
    }
    // perl empties `$@` when the compilation ends, before CHECK and INIT blocks: an
    // `eval` in a BEGIN block leaves nothing in it for the program.
    if !p.hoisted.is_empty() {
        let g = p.prog.own_glob("main::@");
        let lhs = p.op(OpKind::Gvsv(g), 1);
        let rhs = p.op(OpKind::Const(crate::ops::Const::Str(Vec::new())), 1);
        let st = p.op(OpKind::Sassign { lhs, rhs }, 1);
        p.hoisted.push(st);
    }
    // After the BEGIN-time code: the file's UNITCHECK blocks, the CHECK blocks, the INIT
    // blocks, with perl's ${^GLOBAL_PHASE} going from START to CHECK, INIT and RUN.
    let phase = p.prog.globs.iter().any(|g| g.name == "main::^GLOBAL_PHASE");
    let unitcheck = std::mem::take(&mut p.unitcheck);
    p.hoisted.extend(unitcheck.into_iter().rev());
    let check = std::mem::take(&mut p.phase_check);
    let init = std::mem::take(&mut p.phase_init);
    for (code, calls) in [
        (
            camelift_abi::PHASE_CHECK,
            check.into_iter().rev().collect::<Vec<_>>(),
        ),
        (camelift_abi::PHASE_INIT, init),
        (camelift_abi::PHASE_RUN, vec![]),
    ] {
        if phase && (code == camelift_abi::PHASE_RUN || !calls.is_empty()) {
            let st = p.op(OpKind::Phase(code), 1);
            p.hoisted.push(st);
        }
        p.hoisted.extend(calls);
    }
    let pragmas = p.pragma_inc();
    p.hoisted.splice(0..0, pragmas);
    if !p.hoisted.is_empty() {
        let hoisted = std::mem::take(&mut p.hoisted);
        if let OpKind::Lineseq(stmts) = &mut p.prog.op_mut(body).kind {
            stmts.splice(0..0, hoisted);
        }
        p.prog.changed(body);
    }
    if let Some(line) = p.lx.file_directive {
        return Err(Diag::unsupported(
            file,
            line,
            "a `# line` directive naming a file",
        ));
    }
    p.prog.subs[0].body = body;
    p.prog.subs[0].pad = main;
    if p.lx.line > camelift_abi::CURLINE_LINE_MASK {
        return Err(Diag::unsupported(
            file,
            p.lx.line,
            &format!(
                "source files of more than {} lines",
                camelift_abi::CURLINE_LINE_MASK
            ),
        ));
    }
    contextualize(&mut p.prog, body, Cx::Void);
    p.void_warnings(body);
    for m in &opts.modules {
        p.compile_requested(m)?;
    }
    for (key, file, line) in std::mem::take(&mut p.run_time_requires) {
        // (Errors name the `require`'s file and line.)
        let main_file = std::mem::replace(&mut p.file, file);
        let compiled = p.compile_in(key, line);
        p.file = main_file;
        compiled?;
    }
    p.dynamic_units();
    p.resolve_sub_aliases();
    p.resolve_module_calls()?;
    p.sub_name_globs();
    p.note_protos();
    crate::ops::labels::check(&p.prog)?;
    p.once_warnings();
    Ok(p.prog)
}

impl Parser {
    // ---- token access -------------------------------------------------------------

    pub(crate) fn peek(&mut self, expect: Expect) -> Result<&Token, Diag> {
        let reuse = matches!(&self.peeked, Some((_, e, _, _)) if *e == expect);
        if !reuse {
            if let Some((_, _, pos, line)) = self.peeked.take() {
                self.lx.pos = pos;
                self.lx.line = line;
            }
            let (pos, line) = (self.lx.pos, self.lx.line);
            self.lx.bitwise = self.pragmas().bitwise;
            self.lx.new_binary =
                self.pragmas().const_kinds & (1 << camelift_abi::CONST_OVERLOAD_BINARY) != 0;
            let t = self.lx.next(expect)?;
            self.peeked = Some((t, expect, pos, line));
            self.lex_warnings();
        }
        match &self.peeked {
            Some((t, ..)) => Ok(t),
            None => Err(self.syntax_here()),
        }
    }

    /// Reports the warnings the lexer found, where their category is on.
    fn lex_warnings(&mut self) {
        for w in std::mem::take(&mut self.lx.warnings) {
            if w.default_on {
                if self.pragmas().warnings.default_on(w.cat) {
                    let text = crate::diag::warning(&self.file, w.line, w.text);
                    self.prog.warnings.push(text);
                }
            } else {
                self.warn(w.cat, w.line, w.text);
            }
        }
    }

    pub(crate) fn next(&mut self, expect: Expect) -> Result<Token, Diag> {
        self.peek(expect)?;
        match self.peeked.take() {
            Some((t, ..)) => {
                self.prev_token = self.last_token;
                self.last_token = LastToken {
                    start: t.start,
                    line: t.line,
                    reads_ahead: matches!(t.tok, Tok::Var { .. } | Tok::Op(")")),
                };
                Ok(t)
            }
            None => Err(self.syntax_here()),
        }
    }

    /// Consumes the operator `op` if it is next (in operator position).
    pub(crate) fn eat_op(&mut self, op: &str, expect: Expect) -> Result<bool, Diag> {
        if matches!(&self.peek(expect)?.tok, Tok::Op(o) if *o == op) {
            self.next(expect)?;
            return Ok(true);
        }
        Ok(false)
    }

    pub(crate) fn expect_op(&mut self, op: &str, expect: Expect) -> Result<Token, Diag> {
        let t = self.next(expect)?;
        match &t.tok {
            Tok::Op(o) if *o == op => Ok(t),
            _ => Err(self.syntax_at(&t)),
        }
    }

    pub(crate) fn is_op(&mut self, op: &str, expect: Expect) -> Result<bool, Diag> {
        Ok(matches!(&self.peek(expect)?.tok, Tok::Op(o) if *o == op))
    }

    pub(crate) fn is_word(&mut self, w: &str, expect: Expect) -> Result<bool, Diag> {
        Ok(matches!(&self.peek(expect)?.tok, Tok::Ident(i) if i == w))
    }

    pub(crate) fn syntax_at(&self, t: &Token) -> Diag {
        if matches!(t.tok, Tok::Eof) {
            return Diag::syntax(&self.file, t.line, String::new());
        }
        Diag::syntax(&self.file, t.line, near_text(&self.lx.src, t.start))
    }

    /// A syntax error at token `t`, shown as perl shows an error found at the token after
    /// an operand: "near" the previous token (`before`) through `t`. perl's lexer keeps
    /// only the current line, so a previous token on an earlier line is not shown,
    /// unless the lexer looked past it for more (after a variable or a `)`).
    pub(crate) fn syntax_before(&self, before: LastToken, t: &Token) -> Diag {
        let start = if before.start < t.start && (before.line == t.line || before.reads_ahead) {
            before.start
        } else {
            t.start
        };
        let end = t.end.min(self.lx.src.len());
        let near = String::from_utf8_lossy(&self.lx.src[start.min(end)..end]).into_owned();
        Diag::syntax(&self.file, t.line, near)
    }

    fn syntax_here(&self) -> Diag {
        Diag::syntax(
            &self.file,
            self.lx.line,
            near_text(&self.lx.src, self.lx.pos),
        )
    }

    pub(crate) fn line(&self) -> u32 {
        match &self.peeked {
            Some((t, ..)) => t.line,
            None => self.lx.line,
        }
    }

    pub(crate) fn file(&self) -> &str {
        &self.file
    }

    // ---- op construction ----------------------------------------------------------

    /// Whether warnings of category `cat` are on here (perl's `ckWARN`).
    pub(crate) fn warn_on(&self, cat: WarnCat) -> bool {
        self.pragmas().warnings.on(cat)
    }

    pub(crate) fn pragmas(&self) -> Pragmas {
        self.scopes.last().map(|s| s.pragmas).unwrap_or_default()
    }

    pub(crate) fn op(&mut self, kind: OpKind, line: u32) -> OpId {
        if !self.typed_lexicals.is_empty() && self.field_error.is_none() {
            self.check_class_fields(&kind, line);
        }
        if self.lvalue_alias.is_none() {
            if let Some(what) = self.vec_alias(&kind) {
                self.lvalue_alias = Some(Diag::unsupported(&self.file, line, what));
            }
        }
        if let OpKind::Gvav(g) = kind {
            if self
                .prog
                .globs
                .get(g as usize)
                .is_some_and(|g| g.name == "main::INC")
            {
                self.note_inc_op();
            }
        }
        let p = self.pragmas();
        let kind = match kind {
            OpKind::Func(f, args) if p.unicode_strings => {
                OpKind::Func(f.with_unicode_strings(), args)
            }
            k => k,
        };
        self.prog
            .add_with(kind, line, p.pkg, p.warnings, p.strict_refs, p.integer)
    }

    // test typed_lexical_fields
    // package Dog; use fields qw(name); package main;
    // my Dog $spot = fields::new("Dog"); my $n = $spot->{name}; my @n = @$spot{qw(name)};
    /// perl's compile-time check of a typed lexical's constant hash keys (op.c's
    /// check_hash_fields_and_hekify): `$spot->{KEY}`, `$$spot{KEY}` and slices of it,
    /// where `$spot` is `my Dog $spot` and Dog has a `%FIELDS`, name fields of Dog.
    fn check_class_fields(&mut self, kind: &OpKind, line: u32) {
        let (hv, keys) = match kind {
            OpKind::Helem { hv, key } => (*hv, vec![*key]),
            OpKind::Hslice { hv, list } => match self.kind(*list) {
                OpKind::List(items) => (*hv, items.clone()),
                _ => (*hv, vec![*list]),
            },
            _ => return,
        };
        let OpKind::Rv2hv(r) = self.kind(hv) else {
            return;
        };
        let OpKind::Padsv { ix, .. } = self.kind(*r) else {
            return;
        };
        let ix = *ix;
        let Some(sub) = self.subs.last() else { return };
        let Some(class) = self.typed_lexicals.get(&(sub.prog_ix, ix)) else {
            return;
        };
        let Some(fields) = self.class_fields.get(class) else {
            return;
        };
        for k in keys {
            let OpKind::Const(crate::ops::Const::Str(key) | crate::ops::Const::Utf8(key)) =
                self.kind(k)
            else {
                continue;
            };
            let key = String::from_utf8_lossy(key).into_owned();
            if !fields.contains(&key) {
                let var = sub.pad.get(ix as usize).map_or("", |e| e.name.as_str());
                self.field_error = Some(Diag::error(
                    &self.file,
                    line,
                    format!("No such class field \"{key}\" in variable {var} of type {class}"),
                ));
                return;
            }
        }
    }

    /// Enters (`1`) or leaves (`-1`) a List::Util block of the sub being parsed.
    pub(crate) fn util_blocks(&mut self, step: i32) {
        if let Some(st) = self.subs.last_mut() {
            st.util_blocks = st.util_blocks.saturating_add_signed(step);
        }
    }

    // test current_sub
    // use feature 'current_sub';
    // sub fact { my $n = shift; $n < 2 ? 1 : $n * __SUB__->($n - 1) }
    // my $fib = sub { my $n = shift; $n < 2 ? $n : __SUB__->($n - 1) + __SUB__->($n - 2) };
    // my $top = __SUB__;
    /// `__SUB__` under the `current_sub` feature (perl's runcv): the running sub. In a
    /// named sub that is `\&name`; an anonymous sub (or BEGIN or END block) keeps a
    /// reference to its running closure in a pad slot of its own from its start; at the
    /// file's top level (and a module file's) there is none: undef. `__SUB__()` is the
    /// same.
    pub(crate) fn current_sub(&mut self, line: u32) -> Result<OpId, Diag> {
        if self.is_op("(", Expect::Operator)? {
            self.next(Expect::Operator)?;
            self.expect_op(")", Expect::Term)?;
        }
        let Some(st) = self.subs.last() else {
            return Err(Diag::syntax(&self.file, line, String::new()));
        };
        if st.util_blocks > 0 {
            return Err(Diag::unsupported(
                &self.file,
                line,
                "__SUB__ in a List::Util block",
            ));
        }
        if st.prog_ix == 0 || st.unit {
            if self.in_top_begin {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    "__SUB__ in a BEGIN block",
                ));
            }
            return Ok(self.op(OpKind::Undef, line));
        }
        if st.named {
            let name = self.prog.subs[st.prog_ix].name.clone();
            return Ok(self.op(OpKind::RefCode(name), line));
        }
        let found = st.pad.iter().position(|e| e.current_sub);
        let ix = match found {
            Some(ix) => ix as PadIx,
            None => {
                let Some(st) = self.subs.last_mut() else {
                    return Err(Diag::syntax(&self.file, line, String::new()));
                };
                st.pad.push(PadEntry {
                    name: "__SUB__".to_string(),
                    kind: PadKind::Scalar,
                    capture: None,
                    closure: None,
                    state: None,
                    begin_stale: false,
                    current_sub: true,
                });
                (st.pad.len() - 1) as PadIx
            }
        };
        Ok(self.op(OpKind::RunCv(ix), line))
    }

    /// perl passes `vec(...)` as an lvalue (a scalar that writes through to the string)
    /// where its value is aliased: to a sub's `@_`, as a `foreach` or `map`/`grep` item,
    /// under `\`. camelift has no such scalar yet, and a copy would drop the writes.
    fn vec_alias(&self, kind: &OpKind) -> Option<&'static str> {
        let (items, what): (&[OpId], _) = match kind {
            OpKind::Entersub { args, .. }
            | OpKind::CallRef { args, .. }
            | OpKind::MethodCall { args, .. } => (args, "vec as a sub argument"),
            OpKind::Foreach { list, .. } => (std::slice::from_ref(list), "vec as a foreach item"),
            OpKind::MapGrep { list, .. } | OpKind::UtilBlock { list, .. } => {
                (std::slice::from_ref(list), "vec as a map or grep item")
            }
            OpKind::RefGen(e) => (std::slice::from_ref(e), "a reference to vec"),
            _ => return None,
        };
        items.iter().any(|&i| self.is_vec_item(i)).then_some(what)
    }

    fn is_vec_item(&self, id: OpId) -> bool {
        match self.kind(id) {
            OpKind::Func(crate::ops::Func::Vec, _) => true,
            OpKind::List(items) => items.iter().any(|&i| self.is_vec_item(i)),
            _ => false,
        }
    }

    pub(crate) fn kind(&self, id: OpId) -> &OpKind {
        &self.prog.op(id).kind
    }

    pub(crate) fn mark_parens(&mut self, id: OpId) {
        self.parens.insert(id);
    }

    pub(crate) fn has_parens(&self, id: OpId) -> bool {
        self.parens.contains(&id)
    }

    // ---- scopes and pads ----------------------------------------------------------

    fn push_scope(&mut self) {
        let pragmas = self.pragmas();
        let package = self.package().to_string();
        let sub_depth = self.subs.len().saturating_sub(1);
        self.scopes.push(Scope {
            vars: vec![],
            ours: vec![],
            pragmas,
            package,
            sub_depth,
            block_scope: false,
        });
    }

    pub(crate) fn subs_last_pad(&mut self) -> &mut Vec<PadEntry> {
        let n = self.subs.len() - 1;
        &mut self.subs[n].pad
    }

    pub(crate) fn package(&self) -> &str {
        self.scopes
            .last()
            .map(|s| s.package.as_str())
            .unwrap_or("main")
    }

    /// An `our` declaration visible here: the qualified name of the package variable.
    /// Whether an `our` in an inner scope hides a `my` of an outer one for this name.
    fn our_shadows(&self, name: &str) -> bool {
        for scope in self.scopes.iter().rev() {
            if scope.vars.iter().any(|(n, ..)| n == name) {
                return false;
            }
            if scope.ours.iter().any(|(n, _)| n == name) {
                return true;
            }
        }
        false
    }

    pub(crate) fn lookup_our(&self, name: &str) -> Option<String> {
        for scope in self.scopes.iter().rev() {
            if scope.vars.iter().any(|(n, ..)| n == name) {
                return None;
            }
            if let Some((_, q)) = scope.ours.iter().rev().find(|(n, _)| n == name) {
                return Some(q.clone());
            }
        }
        None
    }

    /// `our NAME`: from here on the name means the package variable. perl warns when it
    /// hides a `my` of the same scope, or repeats an `our` still in scope.
    pub(crate) fn declare_our(&mut self, name: &str, line: u32) -> String {
        let q = format!("{}::{}", self.package(), &name[1..]);
        // A declared name is never "used only once" (perl marks its glob GvMULTI).
        self.note_mention(&q, name.as_bytes()[0], line);
        self.note_mention(&q, name.as_bytes()[0], line);
        let warn = self.warn_on(WarnCat::Shadow);
        let depth = self.subs.len().saturating_sub(1);
        let n = self.scopes.len();
        let mut texts = vec![];
        if let Some(s) = self.scopes.last_mut() {
            if let Some(pos) = s.vars.iter().rposition(|(v, ..)| v == name) {
                s.vars.remove(pos);
                texts.push(crate::diag::warning(
                    &self.file,
                    line,
                    format!("\"our\" variable {name} masks earlier declaration in same scope"),
                ));
            }
        }
        let earlier = self
            .scopes
            .iter()
            .enumerate()
            .rev()
            .take_while(|(_, sc)| sc.sub_depth == depth)
            .find(|(_, sc)| sc.ours.iter().any(|(v, qq)| v == name && *qq == q))
            .map(|(i, _)| i);
        if let Some(i) = earlier {
            texts.push(crate::diag::warning(
                &self.file,
                line,
                format!("\"our\" variable {name} redeclared"),
            ));
            if i + 1 < n {
                texts.push("\t(Did you mean \"local\" instead of \"our\"?)\n".to_string());
            }
        }
        if warn {
            self.prog.warnings.extend(texts);
        }
        if let Some(s) = self.scopes.last_mut() {
            s.ours.push((name.to_string(), q.clone()));
        }
        q
    }

    fn pop_scope(&mut self) {
        // A block that had HINT_BLOCK_SCOPE passes it out (perl's block_end).
        if self.scopes.pop().is_some_and(|s| s.block_scope) {
            self.set_block_scope();
        }
    }

    pub(crate) fn sub_depth(&self) -> usize {
        self.subs.len() - 1
    }

    /// Allocates a pad slot for a `my` declaration; it becomes visible at the end of the
    /// statement (perl: `my $x = $x` reads the outer `$x`).
    pub(crate) fn declare_my(&mut self, name: &str, line: u32) -> Result<PadIx, Diag> {
        let kind = match name.as_bytes().first() {
            Some(b'@') => PadKind::Array,
            Some(b'%') => PadKind::Hash,
            _ => PadKind::Scalar,
        };
        if name[1..].contains("::") {
            return Err(Diag::error(
                &self.file,
                line,
                format!("\"my\" variable {name} can't be in a package"),
            ));
        }
        let depth = self.sub_depth();
        let Some(sub) = self.subs.last_mut() else {
            return Err(Diag::syntax(&self.file, line, String::new()));
        };
        sub.pad.push(PadEntry {
            name: name.to_string(),
            kind,
            capture: None,
            closure: None,
            state: None,
            begin_stale: false,
            current_sub: false,
        });
        let ix = (sub.pad.len() - 1) as PadIx;
        let prog_ix = sub.prog_ix;
        let _ = depth;
        if let Some(class) = &self.declaring_class {
            self.typed_lexicals.insert((prog_ix, ix), class.clone());
        }
        self.pending.push((name.to_string(), ix));
        Ok(ix)
    }

    /// Makes the variables declared so far in this statement visible.
    pub(crate) fn intro_pending(&mut self) {
        let depth = self.sub_depth();
        let pending = std::mem::take(&mut self.pending);
        if let Some(scope) = self.scopes.last_mut() {
            for (name, ix) in pending {
                scope.vars.push((name, ix, depth));
            }
        }
    }

    /// Looks a lexical up by name (with sigil). A lexical of an enclosing sub used in a
    /// named sub becomes a capture.
    pub(crate) fn lookup_my(&mut self, name: &str, line: u32) -> Result<Option<PadIx>, Diag> {
        if self.our_shadows(name) {
            return Ok(None);
        }
        let depth = self.sub_depth();
        let mut found = None;
        'outer: for scope in self.scopes.iter().rev() {
            for (n, ix, d) in scope.vars.iter().rev() {
                if n == name {
                    found = Some((*ix, *d));
                    break 'outer;
                }
            }
        }
        let Some((ix, d)) = found else {
            return Ok(None);
        };
        if d == depth {
            return Ok(Some(ix));
        }
        let kind = match name.as_bytes().first() {
            Some(b'@') => PadKind::Array,
            Some(b'%') => PadKind::Hash,
            _ => PadKind::Scalar,
        };
        // Each sub between the declaration and the use gets a slot for the variable: an
        // anonymous sub captures its parent's slot when the closure is created; a named
        // sub captures the declaring sub's first instance once.
        let mut prev = ix;
        for level in d + 1..=depth {
            let st = &self.subs[level];
            if let Some(local) = st.closure_map.get(&prev) {
                prev = *local;
                continue;
            }
            if st.anon {
                let st = &mut self.subs[level];
                st.closure.push(prev);
                st.pad.push(PadEntry {
                    name: name.to_string(),
                    kind: kind.clone(),
                    capture: None,
                    closure: Some((st.closure.len() - 1) as u32),
                    state: None,
                    begin_stale: false,
                    current_sub: false,
                });
                let local = (st.pad.len() - 1) as PadIx;
                st.closure_map.insert(prev, local);
                prev = local;
                continue;
            }
            let owner = self.subs[d].prog_ix as u32;
            let cid = self.prog.capture(owner, ix);
            if let Some(local) = self.subs[level].captures.get(&cid) {
                prev = *local;
                continue;
            }
            if d > 0 && !self.subs[d].anon && !self.subs[d].unit && self.warn_on(WarnCat::Closure) {
                let w = crate::diag::warning(
                    &self.file,
                    line,
                    format!("Variable \"{name}\" will not stay shared"),
                );
                self.prog.warnings.push(w);
            }
            let st = &mut self.subs[level];
            st.pad.push(PadEntry {
                name: name.to_string(),
                kind: kind.clone(),
                capture: Some(cid),
                closure: None,
                state: None,
                begin_stale: false,
                current_sub: false,
            });
            let local = (st.pad.len() - 1) as PadIx;
            st.captures.insert(cid, local);
            st.closure_map.insert(prev, local);
            prev = local;
        }
        // A typed lexical is typed in the subs that use it too.
        if let Some(class) = self
            .typed_lexicals
            .get(&(self.subs[d].prog_ix, ix))
            .cloned()
        {
            let here = self.subs[depth].prog_ix;
            self.typed_lexicals.insert((here, prev), class);
        }
        Ok(Some(prev))
    }

    // ---- statements ---------------------------------------------------------------

    /// The text after `__END__` (read through `main::DATA`) or `__DATA__` (through the
    /// current package's `DATA`).
    fn take_data(&mut self) -> Result<(), Diag> {
        let Some((is_data, start)) = self.lx.data.take() else {
            return Ok(());
        };
        if self.file_ix == 0 {
            self.script_ends_early = true;
        }
        if self.file_ix != 0 && !is_data {
            // `__END__` in a module's file ends it; only the script's is `main::DATA`.
            return Ok(());
        }
        if self.prog.data.is_some() {
            return Err(Diag::unsupported(
                &self.file,
                self.line(),
                "__DATA__ in more than one file of a program",
            ));
        }
        let name = if is_data {
            format!("{}::DATA", self.package())
        } else {
            "main::DATA".to_string()
        };
        let text = self.lx.src.get(start..).unwrap_or_default().to_vec();
        if self.pragmas().utf8 && !text.is_ascii() {
            // perl reads it through a :utf8 layer then.
            return Err(Diag::unsupported(
                &self.file,
                self.line(),
                "non-ASCII __DATA__ under use utf8",
            ));
        }
        // perl makes this glob itself: never "used only once".
        let line = self.line();
        self.note_mention(&name, b'*', line);
        self.note_mention(&name, b'*', line);
        let g = self.prog.glob(&name);
        self.prog.data = Some((g, text));
        Ok(())
    }

    /// Parses statements up to `}` (not consumed) or end of file.
    fn parse_lineseq(&mut self, top: bool) -> Result<OpId, Diag> {
        let line = self.line();
        let mut stmts = vec![];
        loop {
            let t = self.peek(Expect::Term)?.clone();
            match &t.tok {
                Tok::Eof if top => {
                    self.take_data()?;
                    // First, so the file's last statement is still its value.
                    let subs = self.compile_deferred_evals()?;
                    stmts.splice(0..0, subs);
                    let texts = self.compile_eval_texts();
                    stmts.splice(0..0, texts);
                    break;
                }
                Tok::Eof => return Err(Diag::missing_brace(&self.file, t.line)),
                Tok::Op("}") if !top => break,
                _ => {}
            }
            let labels = std::mem::take(&mut self.pending_labels);
            match self.parse_statement()? {
                Some(st) => {
                    if !labels.is_empty() {
                        self.prog.labels.entry(st).or_default().extend(labels);
                    }
                    stmts.push(st);
                    self.note_cop(st, stmts.len());
                }
                // A declaration or an empty statement: the labels go on.
                None => self.pending_labels.splice(0..0, labels).for_each(drop),
            }
            if let Some(e) = self.field_error.take() {
                return Err(e);
            }
            if let Some(e) = self.lvalue_alias.take() {
                return Err(e);
            }
            self.intro_pending();
        }
        if !self.pending_labels.is_empty() {
            // `{ L: sub f {} }`: the label is at the end of the block.
            let st = self.op(OpKind::Nothing, line);
            let labels = std::mem::take(&mut self.pending_labels);
            self.prog.labels.insert(st, labels);
            stmts.push(st);
        }
        if !top {
            self.block_end_warnings(&stmts);
        }
        self.exec_reach_warnings(&stmts);
        Ok(self.op(OpKind::Lineseq(stmts), line))
    }

    /// `{ statements }` with its own lexical scope.
    fn parse_block(&mut self) -> Result<OpId, Diag> {
        self.expect_op("{", Expect::Term)?;
        self.push_scope();
        let body = self.parse_lineseq(false)?;
        self.pop_scope();
        self.expect_op("}", Expect::Operator)?;
        Ok(body)
    }

    fn parse_statement(&mut self) -> Result<Option<OpId>, Diag> {
        let t = self.peek(Expect::Term)?.clone();
        let line = t.line;
        let map_block_start = std::mem::take(&mut self.map_block_start);
        match &t.tok {
            Tok::Op(";") => {
                self.next(Expect::Term)?;
                return Ok(None);
            }
            Tok::Glob(name) => {
                let name = name.clone();
                if let Some(done) = self.glob_alias(&name, line)? {
                    return Ok(done);
                }
            }
            Tok::Op("{") if !map_block_start && !self.anon_hash_follows(&t) => {
                let body = self.parse_block()?;
                return Ok(Some(self.op(OpKind::Bare { label: None, body }, line)));
            }
            Tok::Ident(w) => {
                let w = w.clone();
                // A label: `NAME:` (but not `NAME::`).
                if w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    && !is_keyword(&w)
                    && self.label_follows(&t)
                {
                    self.next(Expect::Term)?;
                    self.expect_op(":", Expect::Operator)?;
                    let st = self.parse_labelled(Some(w.clone()), line)?;
                    self.label_statement(st, w);
                    return Ok(st);
                }
                match w.as_str() {
                    "if" | "unless" => {
                        self.next(Expect::Term)?;
                        return self.parse_if(w == "unless", false, line).map(Some);
                    }
                    "while" | "until" | "for" | "foreach" => {
                        return self.parse_labelled(None, line)
                    }
                    "sub" => {
                        if self.pragmas().bytes {
                            return Err(Diag::unsupported(
                                &self.file,
                                line,
                                "a named sub in the scope of use bytes",
                            ));
                        }
                        if let Some(st) = self.try_parse_named_sub()? {
                            return Ok(st);
                        }
                    }
                    "use" | "no" => {
                        self.next(Expect::Term)?;
                        let r = self.parse_use(w == "use", line);
                        // (perl's utilize and package set HINT_BLOCK_SCOPE: parse/hints.rs)
                        self.set_block_scope();
                        return r;
                    }
                    "package" => {
                        self.next(Expect::Term)?;
                        let r = self.parse_package(line);
                        self.set_block_scope();
                        return r;
                    }
                    "BEGIN" | "END" | "INIT" | "CHECK" | "UNITCHECK" if self.block_follows(&t) => {
                        self.next(Expect::Term)?;
                        return self.parse_phase_block(&w, line);
                    }
                    "format" => return Err(Diag::unsupported(&self.file, line, "format")),
                    _ => {}
                }
            }
            _ => {}
        }
        let expr = self.parse_expr(0)?;
        let st = self.parse_modifiers(expr, line)?;
        self.scalar_cx_warnings(st);
        self.end_statement()?;
        // perl reports the line where the statement starts (its nextstate).
        self.prog.op_mut(st).line = line;
        Ok(Some(st))
    }

    // test block_vs_anon_hash
    // { print "block\n" }
    // { a => 1, b => 2 };
    // { "k", 1 };
    // { A, 1 };
    // { 1, 2 };
    // { q{k} => 1 };
    // {};
    // test block_not_anon_hash
    // my $x = 1; my %h;
    // { a, 1 };
    // { $x, 1 };
    // { $x => 1 };
    // { %h };
    // { -a => 1 };
    // { lc("x"), 1 };
    /// perl's guess at a `{` that starts a statement (toke.c, `case '{'` under XSTATE): an
    /// anonymous hash when it is empty, or when its first term — a word (letters, digits,
    /// `_`), a quoted string or a `q`-quote — is followed by `=>`, or by `,` unless the
    /// word starts with a lower-case letter other than `q`. Anything else (`$x, 1`,
    /// `%h`, `-a => 1`, `lc($x), 1`) starts a block.
    fn anon_hash_follows(&self, t: &Token) -> bool {
        let rest = &self.lx.src[t.end.min(self.lx.src.len())..];
        let skip_ws = |i: usize| {
            i + rest[i.min(rest.len())..]
                .iter()
                .take_while(|c| c.is_ascii_whitespace())
                .count()
        };
        let s = skip_ws(0);
        let Some(&first) = rest.get(s) else {
            return false;
        };
        if first == b'}' {
            return true;
        }
        let word = |i: usize| {
            i + rest[i.min(rest.len())..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                .count()
        };
        let mut t = s;
        match first {
            b'"' | b'\'' | b'`' => {
                t += 1;
                while t < rest.len() && rest[t] != first {
                    t += if rest[t] == b'\\' { 2 } else { 1 };
                }
                t += 1;
            }
            b'q' => {
                // `q(...)`, `qq{...}`, `qw[...]`, `qx<...>`, or a word starting with q.
                let w = word(s);
                let kind = &rest[s..w];
                let d = skip_ws(w);
                match (kind, rest.get(d)) {
                    (b"q" | b"qq" | b"qw" | b"qx", Some(&open))
                        if !open.is_ascii_alphanumeric()
                            && open != b'_'
                            && open != b','
                            && open != b'=' =>
                    {
                        let close = match open {
                            b'(' => b')',
                            b'[' => b']',
                            b'{' => b'}',
                            b'<' => b'>',
                            c => c,
                        };
                        let mut depth = 0usize;
                        t = d + 1;
                        while t < rest.len() {
                            match rest[t] {
                                b'\\' => t += 1,
                                c if c == close && depth == 0 => break,
                                c if c == close => depth -= 1,
                                c if c == open && open != close => depth += 1,
                                _ => {}
                            }
                            t += 1;
                        }
                        t += 1;
                    }
                    _ => t = w,
                }
            }
            c if c.is_ascii_alphanumeric() || c == b'_' => t = word(s),
            _ => {}
        }
        let t = skip_ws(t);
        match rest.get(t) {
            Some(b',') => first == b'q' || !first.is_ascii_lowercase(),
            Some(b'=') => rest.get(t + 1) == Some(&b'>'),
            _ => false,
        }
    }

    // test label_vs_bareword
    // OUTER: for my $i (1, 2) { next OUTER }
    // my $s = Foo::Bar::;
    fn label_follows(&mut self, t: &Token) -> bool {
        let rest = &self.lx.src[t.end..];
        let mut i = 0;
        while i < rest.len() && (rest[i] == b' ' || rest[i] == b'\t') {
            i += 1;
        }
        rest.get(i) == Some(&b':') && rest.get(i + 1) != Some(&b':')
    }

    fn end_statement(&mut self) -> Result<(), Diag> {
        let t = self.peek(Expect::Operator)?.clone();
        match &t.tok {
            Tok::Op(";") => {
                self.next(Expect::Operator)?;
                Ok(())
            }
            Tok::Op("}") | Tok::Eof => Ok(()),
            _ => Err(self.syntax_at(&t)),
        }
    }

    /// Statement modifiers: `EXPR if COND`, `unless`, `while`, `until`, `for`.
    fn parse_modifiers(&mut self, expr: OpId, line: u32) -> Result<OpId, Diag> {
        let t = self.peek(Expect::Operator)?.clone();
        let Tok::Ident(w) = &t.tok else {
            return Ok(expr);
        };
        let w = w.clone();
        if !matches!(
            w.as_str(),
            "if" | "unless" | "while" | "until" | "for" | "foreach"
        ) {
            return Ok(expr);
        }
        self.next(Expect::Operator)?;
        let cond = self.parse_expr(0)?;
        if w != "for" && w != "foreach" {
            self.found_assign_warning(cond, line);
        }
        Ok(match w.as_str() {
            "if" => self.op(OpKind::And(cond, expr), line),
            "unless" => self.op(OpKind::Or(cond, expr), line),
            "while" | "until" => {
                // (`until` has none: its condition is negated first, as in perl.)
                let cond = if w == "while" {
                    self.implicit_defined(cond)
                } else {
                    cond
                };
                // `do BLOCK while COND` runs the block before the first test.
                let post = matches!(self.kind(expr), OpKind::DoBlock(_));
                let body = self.op(OpKind::Lineseq(vec![expr]), line);
                self.prog.modifier_bodies.insert(body);
                self.op(
                    OpKind::While {
                        label: None,
                        cond: Some(cond),
                        body,
                        cont: None,
                        until: w == "until",
                        post,
                    },
                    line,
                )
            }
            _ => {
                let g = self.prog.glob("main::_");
                let body = self.op(OpKind::Lineseq(vec![expr]), line);
                self.prog.modifier_bodies.insert(body);
                // perl's newFOROP checks the body now, before the rest of the block.
                self.loop_body_warnings(&[body]);
                self.op(
                    OpKind::Foreach {
                        label: None,
                        var: crate::ops::LoopVar::Global(g),
                        list: cond,
                        body,
                    },
                    line,
                )
            }
        })
    }

    /// `if (COND) BLOCK ...`, `unless`, and the `elsif` parts (whose conditions perl wraps
    /// in a statement of their own, so it does not check them for `=`).
    fn parse_if(&mut self, unless: bool, elsif: bool, line: u32) -> Result<OpId, Diag> {
        self.push_scope();
        self.expect_op("(", Expect::Operator)?;
        let mut cond = self.parse_expr(0)?;
        self.scalar_cx_warnings(cond);
        self.expect_op(")", Expect::Operator)?;
        self.intro_pending();
        if unless {
            cond = self.op(OpKind::Not(cond), line);
        }
        let brace_line = self.peek(Expect::Term)?.line;
        let then = self.parse_block()?;
        let els = if self.is_word("elsif", Expect::Term)? {
            let t = self.next(Expect::Term)?;
            Some(self.parse_if(false, true, t.line)?)
        } else if self.is_word("else", Expect::Term)? {
            self.next(Expect::Term)?;
            Some(self.parse_block()?)
        } else {
            None
        };
        if !elsif {
            // perl checks the condition once it has seen whether an `else` follows, and
            // names the line of the block's `{`.
            self.found_assign_warning(cond, brace_line);
        }
        self.pop_scope();
        Ok(self.op(
            OpKind::If {
                cond,
                then,
                els,
                unless,
            },
            line,
        ))
    }

    /// Gives statement `st` (a labelled one) the label `l`, in front of labels it has (the
    /// outer label of `A: B: STATEMENT` first); without a statement (a declaration), the
    /// next statement gets it, as perl's does.
    fn label_statement(&mut self, st: Option<OpId>, l: String) {
        match st {
            Some(st) => self.prog.labels.entry(st).or_default().insert(0, l),
            None => self.pending_labels.insert(0, l),
        }
    }

    fn parse_labelled(&mut self, label: Option<String>, line: u32) -> Result<Option<OpId>, Diag> {
        let t = self.peek(Expect::Term)?.clone();
        match &t.tok {
            Tok::Ident(w) if w == "while" || w == "until" => {
                self.next(Expect::Term)?;
                self.push_scope();
                self.expect_op("(", Expect::Operator)?;
                let cond = if self.is_op(")", Expect::Term)? {
                    None
                } else {
                    Some(self.parse_expr(0)?)
                };
                let cond = match cond {
                    Some(c) if w == "while" => Some(self.implicit_defined(c)),
                    other => other,
                };
                if let Some(c) = cond {
                    self.scalar_cx_warnings(c);
                }
                self.expect_op(")", Expect::Operator)?;
                self.intro_pending();
                let brace_line = self.peek(Expect::Term)?.line;
                let body = self.parse_block()?;
                let cont = self.parse_continue()?;
                let blocks: Vec<OpId> = std::iter::once(body).chain(cont).collect();
                self.loop_body_warnings(&blocks);
                if let Some(c) = cond {
                    self.found_assign_warning(c, brace_line);
                }
                self.pop_scope();
                let until = w == "until";
                Ok(Some(self.op(
                    OpKind::While {
                        label,
                        cond,
                        body,
                        cont,
                        until,
                        post: false,
                    },
                    line,
                )))
            }
            Tok::Ident(w) if w == "for" || w == "foreach" => {
                self.next(Expect::Term)?;
                self.parse_for(label, line).map(Some)
            }
            Tok::Op("{") => {
                let body = self.parse_block()?;
                Ok(Some(self.op(OpKind::Bare { label, body }, line)))
            }
            Tok::Ident(w) if label.is_some() && (w == "if" || w == "unless") => {
                let unless = w == "unless";
                self.next(Expect::Term)?;
                self.parse_if(unless, false, line).map(Some)
            }
            // A label on an empty statement (`L: ;`), or at the end of a block (`L: }`).
            Tok::Op(";") | Tok::Op("}") | Tok::Eof if label.is_some() => {
                if matches!(t.tok, Tok::Op(";")) {
                    self.next(Expect::Term)?;
                }
                Ok(Some(self.op(OpKind::Nothing, line)))
            }
            // `A: B: STATEMENT`: the statement has both.
            Tok::Ident(w)
                if label.is_some()
                    && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    && !is_keyword(w)
                    && self.label_follows(&t) =>
            {
                let w = w.clone();
                self.next(Expect::Term)?;
                self.expect_op(":", Expect::Operator)?;
                let st = self.parse_labelled(Some(w.clone()), line)?;
                self.label_statement(st, w);
                Ok(st)
            }
            Tok::Ident(w)
                if label.is_some()
                    && matches!(
                        w.as_str(),
                        "sub" | "use" | "no" | "package" | "BEGIN" | "END" | "format"
                    ) =>
            {
                // A declaration: perl's label goes on the statement after it (see
                // `label_statement`).
                self.parse_statement()
            }
            _ => {
                // A label on a plain statement: allowed by perl, only useful for `goto`.
                let expr = self.parse_expr(0)?;
                let st = self.parse_modifiers(expr, line)?;
                self.scalar_cx_warnings(st);
                self.end_statement()?;
                // perl's statement starts at its label.
                self.prog.op_mut(st).line = line;
                Ok(Some(st))
            }
        }
    }

    fn parse_continue(&mut self) -> Result<Option<OpId>, Diag> {
        if self.is_word("continue", Expect::Term)? {
            self.next(Expect::Term)?;
            return Ok(Some(self.parse_block()?));
        }
        Ok(None)
    }

    fn parse_for(&mut self, label: Option<String>, line: u32) -> Result<OpId, Diag> {
        use crate::ops::LoopVar;
        self.push_scope();
        let t = self.peek(Expect::Term)?.clone();
        let var = match &t.tok {
            Tok::Ident(w) if w == "my" || w == "our" || w == "state" => {
                self.next(Expect::Term)?;
                if w != "my" {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        &format!("foreach with an \"{w}\" variable"),
                    ));
                }
                let (my_tok, before) = (self.last_token, self.prev_token);
                let mut v = self.next(Expect::Term)?;
                if let Tok::Ident(class) = &v.tok {
                    // `for my Dog $x (...)`: a typed declaration; a word not followed by
                    // a variable is perl's "Missing $".
                    let typed =
                        matches!(self.peek(Expect::Term)?.tok, Tok::Var { sigil: b'$', .. });
                    if !typed {
                        return Err(Diag::missing_loop_dollar(&self.file, v.line));
                    }
                    let class = class.clone();
                    v = self.typed_declaration(my_tok, before, &v, &class)?;
                    self.declaring_class = Some(self.typed_class(class));
                }
                let Tok::Var { sigil: b'$', name } = &v.tok else {
                    return Err(self.syntax_at(&v));
                };
                let ix = self.declare_my(&format!("${name}"), line);
                self.declaring_class = None;
                Some(LoopVar::My(ix?))
            }
            Tok::Var { sigil: b'$', name } => {
                self.next(Expect::Term)?;
                let full = format!("${name}");
                Some(match self.lookup_my(&full, line)? {
                    Some(ix) => LoopVar::Pad(ix),
                    None => LoopVar::Global(self.global_name(&full, line)?),
                })
            }
            // `foreach if (...)`: a word where the loop variable goes.
            Tok::Ident(_) => return Err(Diag::missing_loop_dollar(&self.file, t.line)),
            _ => None,
        };
        self.expect_op("(", Expect::Operator)?;
        if var.is_none() {
            // C-style `for (init; cond; step)` or `for (LIST)`.
            let init = if self.is_op(";", Expect::Term)? {
                None
            } else {
                Some(self.parse_expr(0)?)
            };
            if let Some(i) = init {
                self.scalar_cx_warnings(i);
            }
            if self.eat_op(";", Expect::Operator)? {
                self.intro_pending();
                let cond = if self.is_op(";", Expect::Term)? {
                    None
                } else {
                    let c = self.parse_expr(0)?;
                    Some(self.implicit_defined(c))
                };
                self.expect_op(";", Expect::Operator)?;
                self.intro_pending();
                let step = if self.is_op(")", Expect::Term)? {
                    None
                } else {
                    Some(self.parse_expr(0)?)
                };
                for e in [cond, step].into_iter().flatten() {
                    self.scalar_cx_warnings(e);
                }
                self.expect_op(")", Expect::Operator)?;
                let brace_line = self.peek(Expect::Term)?.line;
                let body = self.parse_block()?;
                self.loop_body_warnings(&[body]);
                if let Some(c) = cond {
                    self.found_assign_warning(c, brace_line);
                }
                self.pop_scope();
                return Ok(self.op(
                    OpKind::CFor {
                        label,
                        init,
                        cond,
                        step,
                        body,
                    },
                    line,
                ));
            }
            self.expect_op(")", Expect::Operator)?;
            let list = match init {
                Some(l) => l,
                None => self.op(OpKind::Stub, line),
            };
            let g = self.prog.glob("main::_");
            let body = self.parse_block()?;
            self.loop_body_warnings(&[body]);
            self.pop_scope();
            return Ok(self.op(
                OpKind::Foreach {
                    label,
                    var: LoopVar::Global(g),
                    list,
                    body,
                },
                line,
            ));
        }
        let list = if self.is_op(")", Expect::Term)? {
            self.op(OpKind::Stub, line)
        } else {
            self.parse_expr(0)?
        };
        self.scalar_cx_warnings(list);
        self.expect_op(")", Expect::Operator)?;
        self.intro_pending();
        let body = self.parse_block()?;
        if self.is_word("continue", Expect::Term)? {
            return Err(Diag::unsupported(
                &self.file,
                line,
                "continue block on foreach",
            ));
        }
        self.loop_body_warnings(&[body]);
        self.pop_scope();
        let Some(var) = var else {
            return Err(Diag::syntax(&self.file, line, String::new()));
        };
        Ok(self.op(
            OpKind::Foreach {
                label,
                var,
                list,
                body,
            },
            line,
        ))
    }

    /// What a failed compilation prints before its last error: the compile-time
    /// warnings, then the errors perl queued.
    fn compile_messages(&self) -> String {
        let mut out = self.prog.warnings.concat();
        for e in &self.deferred_errors {
            out.push_str(e);
            out.push('\n');
        }
        out
    }

    /// `sub NAME BLOCK` / `sub NAME;`. Returns None when `sub` starts an anonymous sub
    /// expression instead.
    fn try_parse_named_sub(&mut self) -> Result<Option<Option<OpId>>, Diag> {
        let save_pos = self.peeked.as_ref().map(|(_, _, p, l)| (*p, *l));
        let kw = self.next(Expect::Term)?;
        // A word after `sub` is the sub's name (toke.c reads it with scan_word, before any
        // keyword lookup), so `sub y {...}` names a sub `y` rather than starting `y///`:
        // it is read in operator position, where no quote-like operator starts. `::name`
        // is only a word in term position.
        // test sub_named_like_quote_operator
        // sub y { "y" } sub s { "s" } sub m { "m" } sub q { "q" } sub tr { "tr" }
        // print &y, main->s, &{\&m}, defined &q, main::tr();
        let mut expect = Expect::Operator;
        let at = (self.lx.pos, self.lx.line);
        let t = match self.peek(expect) {
            Ok(t) if matches!(t.tok, Tok::Ident(_)) => t.clone(),
            _ => {
                // (A failed read leaves nothing peeked to rewind from.)
                (self.lx.pos, self.lx.line) = at;
                expect = Expect::Term;
                self.peek(expect)?.clone()
            }
        };
        let Tok::Ident(name) = &t.tok else {
            // Anonymous sub: rewind so the expression parser sees `sub`.
            if let Some((p, l)) = save_pos {
                self.peeked = None;
                self.lx.pos = p;
                self.lx.line = l;
            }
            return Ok(None);
        };
        let name = name.clone();
        self.next(expect)?;
        let full = self.qualify(&name);
        if self.named_subs_at_run_time {
            // In a library text compiled in place of its `eval`: the sub is made when the
            // eval runs (perl compiles it then), as a glob assignment of the same sub.
            let code = self.parse_word("sub", &kw)?;
            let name_op = self.op(
                OpKind::Const(crate::ops::Const::Str(full.into_bytes())),
                kw.line,
            );
            let package = self.package().to_string();
            let st = self.glob_assign(name_op, package, false, code, kw.line)?;
            self.eat_op(";", Expect::Operator)?;
            return Ok(Some(Some(st)));
        }
        let signatures = self.pragmas().signatures;
        let mut paren_proto = None;
        if !signatures && self.is_op("(", Expect::Operator)? {
            self.next(Expect::Operator)?;
            let Some(proto) = self.read_prototype()? else {
                return Err(Diag::unsupported(&self.file, kw.line, ILLEGAL_PROTOTYPE));
            };
            self.sub_protos.insert(full.clone(), proto.clone());
            paren_proto = Some(proto);
        }
        if self.eat_op(":", Expect::Operator)? {
            let attrs = self.parse_sub_attrs(kw.line, true)?;
            if let Some(p) = attrs.prototype {
                if let Some(old) = &paren_proto {
                    self.prototype_overridden(old, &p, &full, kw.line);
                }
                self.sub_protos.insert(full.clone(), p);
            }
        }
        let signed = signatures && self.eat_op("(", Expect::Operator)?;
        self.declared_subs.insert(full.clone());
        // perl makes the sub's glob as it compiles the declaration (`%main::` lists its
        // package from it).
        self.prog.glob(&full);
        if !signed && self.eat_op(";", Expect::Operator)? {
            return Ok(Some(None));
        }
        let mut redefined = self.prog.sub_index(&full).is_some();
        if self.begin_installed.remove(&full).is_some() {
            // A BEGIN-time glob assignment put code there first (Test2's HashBase
            // accessors, then `sub set_todo`): this body replaces it, as in perl, where
            // the assignment ran before this was compiled. The executable replays that
            // assignment at start-up; the runtime lets this sub stand.
            self.prog.begin_superseded.push(full.clone());
            redefined = true;
        }
        if !self.define_over_import(&full, &name, kw.line) && redefined {
            // perl warns "Subroutine f redefined" and the later body wins.
            let w =
                crate::diag::warning(&self.file, kw.line, format!("Subroutine {name} redefined"));
            if self.warn_on(WarnCat::Redefine) {
                self.prog.warnings.push(w);
            }
        }
        if full.ends_with("::CARP_TRACE") {
            // Carp would call it to show objects of the class in backtraces.
            return Err(Diag::unsupported(
                &self.file,
                kw.line,
                "CARP_TRACE methods (Carp's object formatting hook)",
            ));
        }
        if signed {
            self.parse_sub_body_as(full, kw.line, false, false, true)?;
        } else {
            self.parse_sub_body(full, kw.line)?;
        }
        Ok(Some(None))
    }

    /// At the end of parsing: the globs perl makes for the subs the program names
    /// (`foo()`, `\&foo`, `defined &foo`), which camelift calls by name without one:
    /// keys of `%main::`.
    fn sub_name_globs(&mut self) {
        let names: Vec<(String, u16)> = (self.prog.ops.iter())
            .filter_map(|op| {
                let name = match &op.kind {
                    OpKind::Entersub { name, .. } | OpKind::RefCode(name) => name.clone(),
                    OpKind::DefinedCode(e) => match &self.prog.op(*e).kind {
                        OpKind::Const(crate::ops::Const::Str(n)) => {
                            String::from_utf8_lossy(n).into_owned()
                        }
                        _ => return None,
                    },
                    _ => return None,
                };
                // The file of the op's package place names the glob (`Glob::files`).
                let file = self.prog.place_files.get(usize::from(op.pkg)).copied();
                Some((name, file.unwrap_or(0)))
            })
            .collect();
        for (name, file) in names {
            self.prog.glob_file = file;
            self.prog.glob(&name);
        }
        self.prog.glob_file = 0;
    }

    /// Parses `{ ... }` as the body of a new sub and registers it; returns its index.
    /// The glob perl makes in the current package for a BEGIN/END/... block or an
    /// anonymous sub (`BEGIN`, `__ANON__`), so the package's symbol table as a hash
    /// (`%{"Pkg::"}`, refs.rs's `stash_view`) lists it as perl's does.
    pub(crate) fn perl_made_glob(&mut self, name: &str) {
        let full = format!("{}::{name}", self.package());
        self.prog.glob(&full);
    }

    pub(crate) fn parse_sub_body(&mut self, name: String, line: u32) -> Result<u32, Diag> {
        if name == "__ANON__" {
            self.perl_made_glob("__ANON__");
        }
        let anon = name == "__ANON__";
        self.parse_sub_body_as(name, line, anon, anon, false)
    }

    /// `parse_sub_body` of an anonymous sub whose signature's `(` was read.
    pub(crate) fn parse_signed_anon_body(&mut self, line: u32) -> Result<u32, Diag> {
        self.perl_made_glob("__ANON__");
        self.parse_sub_body_as("__ANON__".into(), line, true, true, true)
    }

    /// `parse_sub_body` for a sub that captures as a closure does (`anon`) or as a named
    /// sub does (the first instance of each outer lexical), in a slot of its own
    /// (`fresh`) or in the one its name has; `signed`: its signature's `(` was read.
    fn parse_sub_body_as(
        &mut self,
        name: String,
        line: u32,
        anon: bool,
        fresh: bool,
        signed: bool,
    ) -> Result<u32, Diag> {
        // Reserve the sub's slot first, so captures can name their owner.
        let prog_ix = match self.prog.sub_index(&name).filter(|_| !fresh) {
            Some(ix) => ix as usize,
            None => {
                self.prog.subs.push(Sub {
                    name: name.clone(),
                    body: OpId(0),
                    pad: vec![],
                    line,
                    closure: vec![],
                });
                let ix = self.prog.subs.len() - 1;
                if !anon && !fresh {
                    if let Some((_, subs)) = self.unit_stack.last_mut() {
                        subs.push(ix as u32);
                    }
                }
                ix
            }
        };
        self.subs.push(SubState {
            pad: vec![],
            prog_ix,
            anon,
            captures: HashMap::new(),
            closure: vec![],
            closure_map: HashMap::new(),
            unit: false,
            named: !anon && !fresh,
            util_blocks: 0,
        });
        let pending = std::mem::take(&mut self.pending);
        let body = if signed {
            self.signed_block(line)
        } else {
            self.parse_block()
        };
        self.pending = pending;
        let state = self.subs.pop();
        let body = body?;
        let (pad, closure) = state.map(|s| (s.pad, s.closure)).unwrap_or_default();
        contextualize(&mut self.prog, body, Cx::Caller);
        self.void_warnings(body);
        self.prog.subs[prog_ix] = Sub {
            name,
            body,
            pad,
            line,
            closure,
        };
        Ok(prog_ix as u32)
    }

    /// `package NAME;` (to the end of the block or file) and `package NAME BLOCK`.
    fn parse_package(&mut self, line: u32) -> Result<Option<OpId>, Diag> {
        let t = self.next(Expect::Term)?;
        let Tok::Ident(name) = t.tok else {
            return Err(self.syntax_at(&t));
        };
        // `package NAME VERSION`: `$NAME::VERSION` is the version as written, set when
        // the statement is compiled.
        let v = self.peek(Expect::Operator)?.clone();
        let version = match &v.tok {
            Tok::Num(_) => Some(&self.lx.src[v.start..v.end]),
            Tok::Ident(w) if w.starts_with('v') && w.len() > 1 => {
                Some(&self.lx.src[v.start..v.end])
            }
            _ => None,
        };
        if let Some(text) = version.map(|t| t.to_vec()) {
            self.next(Expect::Operator)?;
            let g = self.prog.glob(&format!("{name}::VERSION"));
            let lhs = self.op(OpKind::Gvsv(g), line);
            let rhs = self.op(OpKind::Const(crate::ops::Const::Str(text)), line);
            let st = self.op(OpKind::Sassign { lhs, rhs }, line);
            self.hoisted.push(st);
        }
        // perl makes the package's symbol table (a key of `%main::`).
        self.prog.glob(&format!("{name}::"));
        let ix = self
            .prog
            .place_index(self.file_ix, &name, self.pragmas().no_amagic);
        if ix >= CURLINE_PKG_MAX as usize {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("more than {} packages", CURLINE_PKG_MAX - 1),
            ));
        }
        if self.is_op("{", Expect::Operator)? {
            self.push_scope();
            if let Some(s) = self.scopes.last_mut() {
                s.package = name;
                s.pragmas.pkg = ix as u16;
            }
            let body = self.parse_block();
            self.pop_scope();
            let body = body?;
            return Ok(Some(self.op(OpKind::Bare { label: None, body }, line)));
        }
        if let Some(s) = self.scopes.last_mut() {
            s.package = name;
            s.pragmas.pkg = ix as u16;
        }
        self.end_statement()?;
        Ok(None)
    }

    fn block_follows(&self, t: &Token) -> bool {
        let rest = &self.lx.src[t.end.min(self.lx.src.len())..];
        let ws = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
        rest.get(ws) == Some(&b'{')
    }

    /// `BEGIN {...}` runs first (we hoist it to the start of the program, which is when
    /// perl's compile-time run would have happened relative to the program's own
    /// statements); `END {...}` is registered to run at exit, last defined first;
    /// `UNITCHECK`, `CHECK` and `INIT` blocks run after the BEGIN-time code
    /// (`parse_program_with`, `compile_unit`).
    fn parse_phase_block(&mut self, which: &str, line: u32) -> Result<Option<OpId>, Diag> {
        self.perl_made_glob(which);
        if matches!(which, "INIT" | "CHECK" | "UNITCHECK") {
            return self.parse_late_phase_block(which, line);
        }
        if which == "BEGIN" && self.subs.last().is_some_and(|s| s.prog_ix != 0 && !s.unit) {
            return self.begin_in_sub(line);
        }
        if which == "BEGIN" {
            let top = self.scopes.len() == 1;
            let outer = std::mem::replace(&mut self.in_top_begin, top);
            let declared = self.subs.last().map_or(0, |s| s.pad.len());
            self.begin_depth += 1;
            let body = self.parse_block();
            // perl reports a failed BEGIN at the line of its closing brace.
            let end_line = self.line();
            self.begin_depth -= 1;
            self.in_top_begin = outer;
            let body = body?;
            if self.inc_in_named_sub && self.calls_a_sub(body) {
                self.inc_touched = true;
            }
            let stale = self.mark_begin_stale(body, declared);
            if top {
                self.note_begin_arrays(body);
            }
            let st = self.begin_block_statement(body, line, end_line);
            self.hoisted.push(st);
            if !stale.is_empty() {
                let st = self.op(OpKind::PadStale(stale), line);
                self.hoisted.push(st);
            }
            if self.assigns_globs(body) {
                // Subs a glob assignment makes (`*{"_IS_$os"} = sub () {...}`) are known
                // to perl's parser after the block: run it to learn them.
                let package = self.package().to_string();
                self.run_begin_and_learn(&package, line, false)?;
            }
            return Ok(None);
        }
        // perl's END blocks are subs named END that see the file's lexicals as named subs
        // do (the variables' first instances, alive until END runs): not closures made
        // when the block is registered.
        let name = format!("{}::END", self.package());
        let ix = self.parse_sub_body_as(name, line, false, true, false)?;
        self.prog.end_subs.insert(ix);
        let code = self.op(OpKind::AnonCode(ix), line);
        let reg = self.op(
            OpKind::Func(crate::ops::Func::RegisterEnd, vec![code]),
            line,
        );
        if self.named_subs_at_run_time {
            // In the text of a library `eval` parsed in place (word.rs
            // `eval_constant_code`): perl compiles it, and so registers the block, when
            // the eval runs.
            return Ok(Some(reg));
        }
        self.hoisted.push(reg);
        Ok(None)
    }

    /// The statement a top-level `BEGIN` block runs as: perl calls the block under an
    /// eval (call_list's G_EVAL), and when `$@` is not empty afterwards dies with it and
    /// `BEGIN failed--compilation aborted at FILE line N.`, N the line of the block's
    /// closing brace: `eval { BODY }; die "$@BEGIN failed..." if length "$@"`. So
    /// `$SIG{__DIE__}` sees both messages, as in perl, and `$@` is empty after a block
    /// that did not die.
    fn begin_block_statement(&mut self, body: OpId, line: u32, end_line: u32) -> OpId {
        use crate::ops::{Const, Cx, Func};
        let eval = self.op(OpKind::EvalBlock(body), line);
        crate::ops::contextualize(&mut self.prog, eval, Cx::Void);
        let errsv = self.prog.glob("main::@");
        let err = self.op(OpKind::Gvsv(errsv), end_line);
        let text = self.op(OpKind::Stringify(vec![err]), end_line);
        let cond = self.op(OpKind::Func(Func::Length, vec![text]), end_line);
        let err = self.op(OpKind::Gvsv(errsv), end_line);
        let tail = format!(
            "BEGIN failed--compilation aborted at {} line {end_line}.\n",
            self.file
        );
        let tail = self.op(OpKind::Const(Const::Str(tail.into_bytes())), end_line);
        let msg = self.op(OpKind::Stringify(vec![err, tail]), end_line);
        let die = self.op(OpKind::Func(Func::Die, vec![msg]), end_line);
        let check = self.op(
            OpKind::If {
                cond,
                then: die,
                els: None,
                unless: false,
            },
            end_line,
        );
        crate::ops::contextualize(&mut self.prog, check, Cx::Void);
        self.op(OpKind::Lineseq(vec![eval, check]), line)
    }

    /// An INIT, CHECK or UNITCHECK block: a sub of its own (seeing the file's lexicals as
    /// an END block does), called once when its phase comes.
    fn parse_late_phase_block(&mut self, which: &str, line: u32) -> Result<Option<OpId>, Diag> {
        if which != "UNITCHECK" && self.unit_loads.iter().any(|l| *l != crate::ops::Load::Use) {
            // perl warns "Too late to run INIT block" and never runs it.
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("a {which} block in a file loaded after the program's compilation"),
            ));
        }
        let name = format!("{}::{which}", self.package());
        let ix = self.parse_sub_body_as(name, line, false, true, false)?;
        let code = self.op(OpKind::AnonCode(ix), line);
        let call = self.op(OpKind::CallRef { code, args: vec![] }, line);
        crate::ops::contextualize(&mut self.prog, call, crate::ops::Cx::Void);
        match which {
            "INIT" => self.phase_init.push(call),
            "CHECK" => self.phase_check.push(call),
            _ => self.unitcheck.push(call),
        }
        Ok(None)
    }

    /// A BEGIN block inside a sub: a sub of its own (perl's BEGIN is one), called with
    /// the BEGIN-time statements. One that uses the lexicals of the sub it is in is not
    /// compiled yet (it would run before that sub ever made them).
    fn begin_in_sub(&mut self, line: u32) -> Result<Option<OpId>, Diag> {
        let enclosing = self.subs.last().map_or(0, |s| s.prog_ix as u32);
        let before = self.prog.captures.len();
        let name = format!("{}::BEGIN", self.package());
        self.begin_depth += 1;
        let ix = self.parse_sub_body_as(name, line, false, true, false);
        self.begin_depth -= 1;
        let ix = ix?;
        if self.prog.captures[before..]
            .iter()
            .any(|c| c.owner == enclosing)
        {
            return Err(Diag::unsupported(
                &self.file,
                line,
                "a BEGIN block that uses the lexicals of the sub it is in",
            ));
        }
        let code = self.op(OpKind::AnonCode(ix), line);
        let call = self.op(OpKind::CallRef { code, args: vec![] }, line);
        self.hoisted.push(call);
        Ok(None)
    }

    /// Whether the block assigns to a typeglob when it runs.
    /// An op naming @INC: whether it can run while the program compiles. The script's
    /// own top level and the named subs run after compilation (unless a BEGIN block
    /// calls the sub); BEGIN blocks, a module file's top level (run by its `use`) and
    /// anonymous subs may run before the next `use` looks along @INC.
    fn note_inc_op(&mut self) {
        let top = self.subs.len() <= 1 && !self.subs.last().is_some_and(|s| s.unit);
        match self.subs.last() {
            _ if self.begin_depth > 0 => self.inc_touched = true,
            Some(s) if s.named => self.inc_in_named_sub = true,
            _ if top => {}
            _ => self.inc_touched = true,
        }
    }

    /// Whether a BEGIN block's body calls a sub by name or through a reference.
    fn calls_a_sub(&self, body: OpId) -> bool {
        self.prog.subtree(body).any(|id| {
            matches!(
                self.kind(id),
                OpKind::Entersub { .. }
                    | OpKind::CallRef { .. }
                    | OpKind::MethodCall { .. }
                    | OpKind::AmperCall(_)
            )
        })
    }

    fn assigns_globs(&self, body: OpId) -> bool {
        // Also `Module->import(...)` (Storable.pm's `BEGIN { if (eval { require Fcntl;
        // 1 }) { Fcntl->import(':flock') } }`): the subs it imports are known to perl's
        // parser after the block, so `flock(FILE, LOCK_EX)` calls the constant.
        self.prog.subtree(body).any(|id| match self.kind(id) {
            OpKind::GlobAssign { .. } => true,
            OpKind::MethodCall { meth, .. } => {
                matches!(self.kind(*meth), OpKind::Const(crate::ops::Const::Str(m)) if m == b"import")
            }
            _ => false,
        })
    }

    /// The lexicals declared before a BEGIN block that it uses (pad entries below
    /// `declared`): the block runs before their `my`, which then keeps what it left.
    fn mark_begin_stale(&mut self, body: OpId, declared: usize) -> Vec<PadIx> {
        let mut used: Vec<usize> = self
            .prog
            .subtree(body)
            .filter_map(|id| match *self.kind(id) {
                OpKind::Padsv { ix, .. } | OpKind::Padav { ix, .. } | OpKind::Padhv { ix, .. } => {
                    Some(ix as usize)
                }
                _ => None,
            })
            .collect();
        used.sort_unstable();
        used.dedup();
        used.retain(|&ix| ix < declared);
        if let Some(sub) = self.subs.last_mut() {
            for &ix in &used {
                if let Some(e) = sub.pad.get_mut(ix) {
                    e.begin_stale = true;
                }
            }
        }
        used.into_iter().map(|ix| ix as PadIx).collect()
    }

    /// `use constant NAME => LIST;` / `use constant { NAME => VALUE, ... };`: each constant
    /// is a sub returning values computed once, when the `use` line is reached.
    fn parse_constant(&mut self, line: u32) -> Result<Option<OpId>, Diag> {
        let e = self.parse_expr(0)?;
        self.end_statement()?;
        let mut defs: Vec<(String, Vec<OpId>)> = vec![];
        match self.kind(e).clone() {
            OpKind::AnonHash(items) => {
                for pair in items.chunks(2) {
                    let OpKind::Const(crate::ops::Const::Str(n)) = self.kind(pair[0]).clone()
                    else {
                        return Err(Diag::unsupported(
                            &self.file,
                            line,
                            "use constant with a computed name",
                        ));
                    };
                    defs.push((
                        String::from_utf8_lossy(&n).into_owned(),
                        pair.get(1).copied().into_iter().collect(),
                    ));
                }
            }
            OpKind::List(items) => {
                let OpKind::Const(crate::ops::Const::Str(n)) = self.kind(items[0]).clone() else {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        "use constant with a computed name",
                    ));
                };
                defs.push((
                    String::from_utf8_lossy(&n).into_owned(),
                    items[1..].to_vec(),
                ));
            }
            OpKind::Const(crate::ops::Const::Str(n)) => {
                defs.push((String::from_utf8_lossy(&n).into_owned(), vec![]))
            }
            _ => {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    "this form of use constant",
                ))
            }
        }
        let mut inits = vec![];
        for (name, values) in defs {
            let values: Vec<OpId> = values
                .into_iter()
                .flat_map(|v| match self.kind(v) {
                    OpKind::List(items) => items.clone(),
                    _ => vec![v],
                })
                .collect();
            let full = self.qualify(&name);
            let store = self.prog.glob(&format!("camelift::constant::{full}"));
            let arr = self.op(OpKind::Gvav(store), line);
            let list = self.op(OpKind::List(values.clone()), line);
            inits.push(self.op(
                OpKind::Aassign {
                    lhs: arr,
                    rhs: list,
                },
                line,
            ));
            // The sub: one value is a scalar constant, several a list.
            let arr2 = self.op(OpKind::Gvav(store), line);
            let value = if values.len() == 1 {
                let zero = self.op(OpKind::Const(crate::ops::Const::Iv(0)), line);
                self.op(
                    OpKind::Aelem {
                        av: arr2,
                        index: zero,
                    },
                    line,
                )
            } else {
                arr2
            };
            let ret = self.op(OpKind::Return(Some(value)), line);
            let body = self.op(OpKind::Lineseq(vec![ret]), line);
            contextualize(&mut self.prog, body, Cx::Caller);
            self.prog.subs.push(Sub {
                name: full.clone(),
                body,
                pad: vec![],
                line,
                closure: vec![],
            });
            if let [v] = values[..] {
                if let OpKind::Const(
                    c @ (crate::ops::Const::Iv(_)
                    | crate::ops::Const::Uv(_)
                    | crate::ops::Const::Nv(_)),
                ) = self.kind(v)
                {
                    // (String constants stay calls: perl's inlined string constant is one
                    // shared SV, where our string literals are one SV per use.)
                    self.const_values.insert(full.clone(), c.clone());
                }
            }
            self.declared_subs.insert(full.clone());
            self.const_subs.insert(full);
        }
        Ok(Some(self.op(OpKind::Lineseq(inits), line)))
    }

    fn parse_use(&mut self, is_use: bool, line: u32) -> Result<Option<OpId>, Diag> {
        // perl compiles every `use` and `no` (a version too) as a BEGIN block.
        self.perl_made_glob("BEGIN");
        let t = self.next(Expect::Term)?;
        let module = match &t.tok {
            Tok::Ident(m) => m.clone(),
            Tok::Num(n) => {
                // `use 5.010;` / `use 5.36.0`: a version.
                let (major, minor, patch) = require::numeric_version(n);
                let decimal = !matches!(n, crate::lex::NumLit::VString(_));
                self.check_perl_version(is_use, (major, minor, patch), decimal, line)?;
                let minor = minor.min(u32::MAX as u64) as u32;
                self.skip_to_semicolon()?;
                if is_use {
                    self.use_version(minor, line);
                }
                return Ok(None);
            }
            _ => return Err(self.syntax_at(&t)),
        };
        if module.starts_with('v') && module[1..].chars().all(|c| c.is_ascii_digit() || c == '.') {
            // `use v5.36`: a version string.
            let part = |i: usize| {
                module[1..]
                    .split('.')
                    .nth(i)
                    .and_then(|m| m.parse::<u64>().ok())
                    .unwrap_or(0)
            };
            self.check_perl_version(is_use, (part(0), part(1), part(2)), false, line)?;
            let minor = part(1).min(u32::MAX as u64) as u32;
            self.skip_to_semicolon()?;
            if is_use {
                self.use_version(minor, line);
            }
            return Ok(None);
        }
        if module == "constant" && is_use {
            self.pragma_loaded("constant");
            if self.eat_op(";", Expect::Operator)? {
                // `use constant;` defines nothing.
                return Ok(None);
            }
            return self.parse_constant(line);
        }
        if let Some(m) = crate::modules::find(&module) {
            return self.use_builtin_module(m, is_use, line);
        }
        if module == "fields" && is_use {
            // fields.pm's import makes the package's %FIELDS: the package is not empty
            // to `use base` (base.pm's `%{"$base\::"}` test).
            let fields = format!("{}::FIELDS", self.package());
            self.prog.glob(&fields);
            // Made at BEGIN time through a symbolic reference: never "used only once".
            for _ in 0..2 {
                self.note_mention(&fields, b'%', line);
            }
        }
        if module == "bytes" {
            return self.use_bytes(is_use, line);
        }
        if !HANDLED_PRAGMAS.contains(&module.as_str())
            && !REFUSED_PRAGMAS.contains(&module.as_str())
        {
            return self.use_file_module(&module, is_use, line);
        }
        if module == "re" {
            // `use re 'taint'` (taint mode is off) and `use re 'eval'` (code blocks in
            // patterns are refused anyway) change nothing here.
            let args = self.import_words()?;
            if !args.is_empty() && args.iter().all(|a| a == "taint" || a == "eval") {
                return Ok(None);
            }
            // `use re '/u'`: the default character-set modifier of the scope's patterns.
            let charset = |a: &str| {
                let l = a.strip_prefix('/')?;
                matches!(l, "u" | "a" | "aa" | "l" | "d").then(|| {
                    if l == "aa" {
                        camelift_abi::RXF_CS_AA
                    } else {
                        regex::charset_bit(l.chars().next().unwrap_or('d'))
                    }
                })
            };
            if !args.is_empty() && args.iter().all(|a| charset(a).is_some()) {
                let bits = args
                    .iter()
                    .filter_map(|a| charset(a))
                    .next_back()
                    .unwrap_or(0);
                self.set_pragma(|p| p.re_charset = if is_use { bits } else { 0 });
                return Ok(None);
            }
            return Err(Diag::unsupported(&self.file, line, "use re"));
        }
        if !HANDLED_PRAGMAS.contains(&module.as_str()) {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("use {module}"),
            ));
        }
        self.pragma_loaded(&module);
        if module == "warnings" || module == "warnings::register" {
            // warnings.pm's functions (`warnings::warnif`) can be called.
            if let Some(m) = crate::modules::pragma_row("warnings") {
                self.load_module(m, line);
            }
        }
        if module == "lib" {
            self.use_lib(is_use, line)?;
            return Ok(None);
        }

        // `use parent 0.221 qw(...)` (File::Temp's): the version checked as
        // `parent->VERSION(0.221)` would, against the installed file's.
        if matches!(module.as_str(), "parent" | "base") {
            if let Some(v) = self.use_version_arg()? {
                let have = if module == "parent" { "0.238" } else { "2.27" };
                crate::modules::check_version(&module, Some(have), &v, self.file(), line)?;
            }
        }
        // The import list is read as words.
        let args = self.import_words()?;
        match module.as_str() {
            "strict" => {
                let all = args.is_empty();
                let vars = all || args.iter().any(|a| a == "vars");
                let subs = all || args.iter().any(|a| a == "subs");
                let refs = all || args.iter().any(|a| a == "refs");
                self.set_pragma(|p| {
                    if vars {
                        p.strict_vars = is_use;
                        p.strict_explicit |= hints::EXPLICIT_VARS;
                    }
                    if subs {
                        p.strict_subs = is_use;
                        p.strict_explicit |= hints::EXPLICIT_SUBS;
                    }
                    if refs {
                        p.strict_refs = is_use;
                        p.strict_explicit |= hints::EXPLICIT_REFS;
                    }
                });
            }
            "warnings" => {
                if args.iter().any(|a| a == "FATAL") {
                    // (Compiled as plain warnings they would not die: refuse them.)
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        "fatal warnings (use warnings FATAL)",
                    ));
                }
                let mut w = self.pragmas().warnings;
                if let Err(name) = w.switch(&args, is_use) {
                    return Err(Diag::begin_failed(
                        &self.file,
                        line,
                        format!("Unknown warnings category '{name}'"),
                    ));
                }
                self.set_pragma(|p| p.warnings = w);
            }
            "integer" => self.set_pragma(|p| p.integer = is_use),
            "open" => {
                self.use_open(&args, is_use, line)?;
                // (open.pm's %^H entries are not followed: `caller` refuses to show them.)
                self.set_pragma(|p| p.hints_unknown = true);
            }
            "utf8" => {
                if !args.is_empty() {
                    return Err(Diag::unsupported(&self.file, line, "use utf8 with a list"));
                }
                self.set_pragma(|p| p.utf8 = is_use)
            }
            "builtin" => self.import_builtins(&args, is_use, line)?,
            "overloading" => {
                if !args.is_empty() {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        "overloading with a list of operators",
                    ));
                }
                let package = self.package().to_string();
                let ix = self.prog.place_index(self.file_ix, &package, !is_use);
                if ix >= CURLINE_PKG_MAX as usize {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        &format!("more than {} packages", CURLINE_PKG_MAX - 1),
                    ));
                }
                self.set_pragma(|p| {
                    p.no_amagic = !is_use;
                    p.pkg = ix as u16;
                    p.hh_touched = true;
                });
            }
            "feature" => {
                // `no feature;` goes back to the default bundle, which has none of these.
                let all = !is_use && args.is_empty();
                let names =
                    |f: &str, since: u32| all || args.iter().any(|a| names_feature(a, f, since));
                if all {
                    // `no feature;`: the default bundle (%^H is left as it was).
                    self.set_pragma(|p| p.bundle = 0);
                } else {
                    self.feature_hints(is_use, &args);
                }
                let (say, unicode, sigs, bitwise, current_sub) = (
                    names("say", 10),
                    names("unicode_strings", 11),
                    names("signatures", 36),
                    names("bitwise", 28),
                    names("current_sub", 16),
                );
                self.set_pragma(|p| {
                    if say {
                        p.say = is_use;
                    }
                    if unicode {
                        p.unicode_strings = is_use;
                    }
                    if sigs {
                        p.signatures = is_use;
                    }
                    if bitwise {
                        p.bitwise = is_use;
                    }
                    if current_sub {
                        p.current_sub = is_use;
                    }
                });
            }
            "parent" | "base" if is_use => {
                let norequire = args.iter().any(|a| a == "norequire");
                let bases: Vec<String> = args.into_iter().filter(|a| a != "norequire").collect();
                let bases_kept = bases.clone();
                for b in &bases {
                    self.load_base(b, module == "base", norequire, line)?;
                }
                let package = self.package().to_string();
                self.isa_of
                    .entry(package)
                    .or_default()
                    .extend(bases.iter().cloned());
                // perl runs it at compile time: before any statement of the program.
                let isa = format!("{}::ISA", self.package());
                let g = self.prog.glob(&isa);
                let av = self.op(OpKind::Gvav(g), line);
                let items = bases
                    .into_iter()
                    .map(|b| self.op(OpKind::Const(crate::ops::Const::Str(b.into_bytes())), line))
                    .collect();
                let st = self.op(OpKind::Push(av, items), line);
                self.hoisted.push(st);
                if module == "base" && self.inc.loaded("fields.pm") {
                    self.base_fields(&bases_kept, line)?;
                }
            }
            "vars" if is_use => {
                for a in args {
                    if let Some(sub) = a.strip_prefix('&') {
                        // `&name`: vars.pm makes the sub's glob (a declaration).
                        let q = self.qualify(sub);
                        self.declared_subs.insert(q);
                        continue;
                    }
                    let Some(sigil) = a.chars().next().filter(|c| matches!(c, '$' | '@' | '%'))
                    else {
                        return Err(Diag::begin_failed(
                            &self.file,
                            line,
                            format!("'{a}' is not a valid variable name"),
                        ));
                    };
                    let q = self.qualify(&a[1..]);
                    // vars.pm's `*name = \@name` makes the glob and its slot.
                    let g = self.prog.glob(&q);
                    self.prog.glob_named(g, &a[..1]);
                    self.vars_declared.insert(format!("{sigil}{q}"));
                }
            }
            "subs" if is_use => {
                for a in args {
                    let q = self.qualify(&a);
                    self.declared_subs.insert(q.clone());
                    self.subs_pragma.insert(q);
                }
            }
            "warnings::register" | "XSLoader" => {}
            _ => {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    &format!("use {module}"),
                ))
            }
        }
        Ok(None)
    }

    /// `use VERSION`: 5.10 enables `say`, 5.11 strict, 5.35 warnings.
    /// `use VERSION` newer than 5.36.0, or `no VERSION` not newer, fails at compile time
    /// as perl's does. `decimal`: written as a number (`5.6` means v5.600.0, and perl
    /// asks whether v5.6.0 was meant).
    fn check_perl_version(
        &self,
        is_use: bool,
        v: (u64, u64, u64),
        decimal: bool,
        line: u32,
    ) -> Result<(), Diag> {
        let newer = v > (5, 36, 0);
        let (major, minor, patch) = v;
        if is_use && newer {
            let hint = if decimal && patch == 0 && minor > 0 && minor % 100 == 0 {
                format!(" (did you mean v{major}.{}.0?)", minor / 100)
            } else {
                String::new()
            };
            return Err(Diag::begin_failed(
                &self.file,
                line,
                format!(
                    "Perl v{major}.{minor}.{patch} required{hint}--this is only v5.36.0, stopped"
                ),
            ));
        }
        if !is_use && !newer {
            return Err(Diag::begin_failed(
                &self.file,
                line,
                format!(
                    "Perls since v{major}.{minor}.{patch} too modern--this is v5.36.0, stopped"
                ),
            ));
        }
        Ok(())
    }

    /// `use VERSION`: the version's feature bundle replaces the features in effect (so
    /// `use v5.10` after `use feature 'bitwise'` turns it off), then strict and warnings.
    fn use_version(&mut self, minor: u32, line: u32) {
        let before = self.pragmas();
        if before.use_version.is_some_and(|v| v >= 11)
            && minor < 11
            && before.warnings.default_on(WarnCat::Deprecated)
        {
            let text = "Downgrading a use VERSION declaration to below v5.11 is deprecated, and \
                        will become fatal in Perl 5.40";
            let w = crate::diag::warning(&self.file, line, text.to_string());
            self.prog.warnings.push(w);
        }
        self.set_pragma(|p| {
            p.use_version = Some(minor);
            p.bundle = hints::bundle_of_version(minor);
            p.say = minor >= 10;
            p.unicode_strings = minor >= 11;
            p.signatures = minor >= 36;
            p.bitwise = minor >= 28;
            p.current_sub = minor >= 16;
        });
        // From 5.11 on, each strict category a `use strict`/`no strict` did not name is
        // switched on; before, off (perl's utilize).
        let on = minor >= 11;
        self.set_pragma(|p| {
            let explicit = |bit| p.strict_explicit & bit != 0;
            if !explicit(hints::EXPLICIT_VARS) {
                p.strict_vars = on;
            }
            if !explicit(hints::EXPLICIT_SUBS) {
                p.strict_subs = on;
            }
            if !explicit(hints::EXPLICIT_REFS) {
                p.strict_refs = on;
            }
        });
        if minor >= 35 {
            self.set_pragma(|p| p.warnings = Warnings::ALL);
        }
    }

    fn import_words(&mut self) -> Result<Vec<String>, Diag> {
        Ok(self.import_list()?.unwrap_or_default())
    }

    /// The import list of a `use` as words; None when there is none at all (`use M;`,
    /// unlike `use M ();`).
    fn import_list(&mut self) -> Result<Option<Vec<String>>, Diag> {
        self.try_import_words()?
    }

    /// The import list as words, or (inner `Err`) the diagnostic for a list that is not
    /// words alone, which a caller that can run the list as code parses again.
    pub(super) fn try_import_words(&mut self) -> Result<Result<Option<Vec<String>>, Diag>, Diag> {
        let mut words = vec![];
        let mut any = false;
        loop {
            let t = self.next(Expect::Term)?;
            if !matches!(t.tok, Tok::Op(";")) {
                any = true;
            }
            let file = self.file.clone();
            let computed = || {
                Diag::unsupported(
                    &file,
                    t.line,
                    "an import list computed at run time (BEGIN-time code)",
                )
            };
            match t.tok {
                Tok::Op(";") => return Ok(Ok(any.then_some(words))),
                Tok::Eof | Tok::Op("}") => return Err(self.syntax_at(&t)),
                Tok::Str {
                    raw,
                    interpolate,
                    delim,
                    line,
                } => {
                    let text = if interpolate {
                        let op = self.interpolate(&raw, delim, line)?;
                        match self.kind(op) {
                            OpKind::Const(crate::ops::Const::Str(s)) => s.clone(),
                            _ => return Ok(Err(computed())),
                        }
                    } else {
                        interp::unescape_single(&raw, delim)
                    };
                    words.push(String::from_utf8_lossy(&text).into_owned())
                }
                Tok::Words(ws) => {
                    words.extend(ws.iter().map(|w| String::from_utf8_lossy(w).into_owned()))
                }
                Tok::Ident(w) => words.push(w),
                Tok::Num(crate::lex::NumLit::Int(i)) => words.push(i.to_string()),
                Tok::Num(crate::lex::NumLit::Float(f)) => words.push(f.to_string()),
                Tok::Num(crate::lex::NumLit::VString(_)) => return Ok(Err(computed())),
                Tok::Var { sigil: b'@', name } => {
                    // An array a BEGIN block above set to a list of literals.
                    let q = self.qualify(&name);
                    match self.begin_arrays.get(&q) {
                        Some(v) => words.extend(v.iter().cloned()),
                        None => return Ok(Err(computed())),
                    }
                }
                Tok::Op("," | "=>" | "(" | ")" | "-") => {}
                _ => return Ok(Err(computed())),
            }
        }
    }

    fn skip_to_semicolon(&mut self) -> Result<(), Diag> {
        self.import_words().map(|_| ())
    }

    /// `use feature 'signatures'` is on here.
    pub(crate) fn pragmas_signatures(&self) -> bool {
        self.pragmas().signatures
    }

    /// `use bytes` / `no bytes`. Its byte semantics for the string operators are not
    /// compiled; inside a sub (Encode.pm's `Encode::utf8::cat_decode`) the statement
    /// dies "not supported yet" when it runs, so no operator of its scope runs with
    /// other semantics; at a file's top level, where the subs below it would, it is a
    /// compile-time error.
    fn use_bytes(&mut self, is_use: bool, line: u32) -> Result<Option<OpId>, Diag> {
        self.skip_to_semicolon()?;
        if !is_use {
            self.set_pragma(|p| p.bytes = false);
            return Ok(None);
        }
        if self.sub_depth() == 0 {
            return Err(Diag::unsupported(&self.file, line, "use bytes"));
        }
        self.pragma_loaded("bytes");
        self.set_pragma(|p| p.bytes = true);
        Ok(Some(self.op(
            OpKind::NotYet("use bytes is not supported yet".to_string()),
            line,
        )))
    }

    fn set_pragma(&mut self, f: impl FnOnce(&mut Pragmas)) {
        if let Some(s) = self.scopes.last_mut() {
            f(&mut s.pragmas);
        }
    }
}

/// Words that start statements or operators and can never be labels.
fn is_keyword(w: &str) -> bool {
    matches!(
        w,
        "if" | "unless"
            | "while"
            | "until"
            | "for"
            | "foreach"
            | "my"
            | "our"
            | "local"
            | "sub"
            | "return"
            | "print"
            | "default"
    )
}
