//! Modules from their files: perl's @INC search, `require` and `use` of a module's real
//! `.pm` file, compiled into the program as a unit (the sub its file becomes, run once by
//! the `require`, and at BEGIN time for a `use`), and what a `use` imports from it.
//!
//! What a module's BEGIN-time code would tell perl's parser is learnt here without
//! running it (docs/decisions/modules-from-files.md): the subs its file declares, and
//! Exporter's view of it (`@ISA`, `@EXPORT`, `@EXPORT_OK`, `%EXPORT_TAGS`, `$VERSION`) when
//! its file assigns them literal lists. A module whose imports depend on code that would
//! have to run (its own `import`, computed export lists) is a compile-time error.

use super::{LastToken, Parser, Pragmas, Scope, SubState};
use crate::diag::Diag;
use crate::lex::{Expect, Lexer, NumLit, Tok};
use crate::modules::{self, Exports};
use crate::ops::{Const, Func, Load, OpId, OpKind, Sub};
use std::collections::HashMap;

/// perl 5.36's @INC as Debian builds it, for a target's multiarch name.
fn default_inc(multiarch: &str) -> Vec<String> {
    vec![
        "/etc/perl".into(),
        format!("/usr/local/lib/{multiarch}/perl/5.36.0"),
        "/usr/local/share/perl/5.36.0".into(),
        format!("/usr/lib/{multiarch}/perl5/5.36"),
        "/usr/share/perl5".into(),
        format!("/usr/lib/{multiarch}/perl-base"),
        format!("/usr/lib/{multiarch}/perl/5.36"),
        "/usr/share/perl/5.36".into(),
        "/usr/local/lib/site_perl".into(),
    ]
}

/// The module search path and the module files compiled into the program.
pub(crate) struct Inc {
    /// @INC as the program's compile time has it: `-I` and `PERL5LIB` first, `use lib`
    /// directories put in front as they come, then perl's own.
    pub(crate) dirs: Vec<String>,
    /// The files compiled in, by `%INC` key.
    units: HashMap<String, Unit>,
    /// The target's and this machine's multiarch names: a file of the target's perl is
    /// read from this machine's copy.
    target: String,
    host: String,
    /// @INC before the program's `use lib`s.
    initial: Vec<String>,
    /// Files whose compilation failed for a `require` at run time: the message that
    /// `require` dies with.
    failed: HashMap<String, String>,
    /// `use Exporter 'import'` was said in these packages.
    exporter_import: Vec<String>,
    /// The files (by `Program::files` index) of perl's own library (not the program's
    /// `-I`, `PERL5LIB` or `use lib` directories).
    perl_library: std::collections::HashSet<u16>,
    /// Exporter::Heavy's `%INC` entry is set.
    heavy_loaded: bool,
    /// The names a `require BAREWORD` named: packages to perl's parser from there on
    /// (`import Pod::Usage;` is a method call).
    pub(crate) required: std::collections::HashSet<String>,
    /// The `%INC` entries of the pragmas loaded (`strict.pm`), with their paths.
    pragma_files: Vec<(String, String)>,
    /// The paths looked at for a file before the one found (none of them existed): a
    /// file appearing at one of them would be found instead (the `run` cache's stamps).
    pub(crate) absent: std::cell::RefCell<std::collections::BTreeSet<String>>,
}

/// One module file compiled in.
struct Unit {
    /// The sub its file became.
    sub_ix: u32,
    /// Where it was found (`$INC{...}`).
    path: String,
    /// What Exporter would see of it; None while its file is being compiled.
    info: Option<UnitInfo>,
}

/// What the module's file says at its top level, as far as literal assignments tell.
#[derive(Default)]
struct UnitInfo {
    version: Option<String>,
    isa: Vec<String>,
    export: Vec<String>,
    export_ok: Vec<String>,
    tags: Vec<(String, Vec<String>)>,
    /// `@EXPORT`, `@EXPORT_OK` or `%EXPORT_TAGS` is changed by code other than a literal
    /// assignment (their contents are known only when that code runs).
    computed: bool,
}

impl Inc {
    /// Whether file `key` (`fields.pm`) is compiled in.
    pub(crate) fn loaded(&self, key: &str) -> bool {
        self.units.contains_key(key)
    }

    pub(crate) fn new(target: String, extra: &[String]) -> Inc {
        let host = crate::modules::multiarch(std::env::consts::ARCH);
        let mut dirs: Vec<String> = extra.to_vec();
        dirs.extend(default_inc(&target));
        Inc {
            initial: dirs.clone(),
            dirs,
            units: HashMap::new(),
            target,
            host,
            failed: HashMap::new(),
            exporter_import: vec![],
            heavy_loaded: false,
            required: Default::default(),
            pragma_files: vec![],
            perl_library: Default::default(),
            absent: Default::default(),
        }
    }

    /// Where this machine has the file a directory of @INC names on the target.
    fn host_path(&self, path: &str) -> String {
        if self.target == self.host {
            return path.to_string();
        }
        path.replacen(
            &format!("/{}/", self.target),
            &format!("/{}/", self.host),
            1,
        )
    }

    /// The file `key` (`Foo/Bar.pm`) in the first directory of @INC holding it.
    fn find(&self, key: &str) -> Option<String> {
        if key.starts_with('/') || key.starts_with("./") || key.starts_with("../") {
            return std::path::Path::new(key).is_file().then(|| key.to_string());
        }
        self.dirs.iter().find_map(|d| {
            // perl's pp_require: no second `/` after a directory that ends in one.
            let path = if d.ends_with('/') {
                format!("{d}{key}")
            } else {
                format!("{d}/{key}")
            };
            let host = self.host_path(&path);
            if std::path::Path::new(&host).is_file() {
                // The name it is known by (`%INC`, `__FILE__`) without a leading `./`
                // and the slashes after it, as perl's.
                let name = match path.strip_prefix("./") {
                    Some(rest) => rest.trim_start_matches('/').to_string(),
                    None => path,
                };
                return Some(name);
            }
            self.absent.borrow_mut().insert(host);
            None
        })
    }

    /// The `%INC` keys of the files `PREFIX*SUFFIX` (one path component for `*`) in the
    /// directories of @INC, first directory first.
    fn matching(&self, prefix: &str, suffix: &str) -> Vec<String> {
        let mut keys: Vec<String> = vec![];
        for d in &self.dirs {
            let dir = self.host_path(&format!("{d}/{prefix}"));
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            let mut names: Vec<String> = entries
                .filter_map(|e| e.ok())
                .filter(|e| e.path().is_file())
                .filter_map(|e| e.file_name().into_string().ok())
                .filter(|n| n.ends_with(suffix) && n.len() > suffix.len())
                .collect();
            names.sort();
            for n in names {
                let key = format!("{prefix}{n}");
                if !keys.contains(&key) {
                    keys.push(key);
                }
            }
        }
        keys
    }

    /// perl's "Can't locate" text (without the location).
    fn cant_locate(&self, key: &str) -> String {
        camelift_abi::inc::cant_locate(key, &self.dirs)
    }
}

/// The state of the file being parsed, set aside while a module's file is.
struct FileState {
    lx: Lexer,
    peeked: Option<(crate::lex::Token, Expect, usize, u32)>,
    file: String,
    file_ix: u16,
    scopes: Vec<Scope>,
    pending: Vec<(String, crate::ops::PadIx)>,
    last_token: LastToken,
    prev_token: LastToken,
    map_block_start: bool,
    in_pattern: bool,
    glob_file: u16,
}

/// The files each pragma the compiler handles itself loads in perl 5.36 (`true`: in
/// `/usr/share/perl/5.36`, else in perl-base).
const PRAGMA_FILES: &[(&str, &[(&str, bool)])] = &[
    ("bytes", &[("bytes.pm", false)]),
    ("strict", &[("strict.pm", false)]),
    ("warnings", &[("warnings.pm", false)]),
    (
        "lib",
        &[
            ("lib.pm", false),
            ("Config.pm", false),
            ("strict.pm", false),
            ("warnings.pm", false),
        ],
    ),
    ("parent", &[("parent.pm", false), ("strict.pm", false)]),
    ("base", &[("base.pm", false), ("strict.pm", false)]),
    (
        "vars",
        &[
            ("vars.pm", false),
            ("strict.pm", false),
            ("warnings.pm", false),
            ("warnings/register.pm", false),
        ],
    ),
    (
        "constant",
        &[
            ("constant.pm", false),
            ("strict.pm", false),
            ("warnings.pm", false),
            ("warnings/register.pm", false),
        ],
    ),
    ("integer", &[("integer.pm", false)]),
    (
        "overloading",
        &[("overloading.pm", false), ("warnings.pm", false)],
    ),
    ("feature", &[("feature.pm", false)]),
    (
        "subs",
        &[
            ("subs.pm", true),
            ("strict.pm", false),
            ("warnings.pm", false),
        ],
    ),
    (
        "warnings::register",
        &[("warnings.pm", false), ("warnings/register.pm", false)],
    ),
    // Not compiled from its file: its `load` binds an XS part of the module table
    // (parse/xs.rs).
    ("XSLoader", &[("XSLoader.pm", false)]),
];

/// How a module's file loads its C part (`XSLoader::load`, `bootstrap`), if it does: a
/// statement of its code (not POD) that calls the loader.
fn xs_loader(src: &[u8]) -> Option<&'static str> {
    let mut pod = false;
    for line in src.split(|b| *b == b'\n') {
        if line.starts_with(b"=") {
            pod = !line.starts_with(b"=cut");
            continue;
        }
        if pod {
            continue;
        }
        if line.starts_with(b"__END__") || line.starts_with(b"__DATA__") {
            break;
        }
        let code = line.trim_ascii_start();
        if code.starts_with(b"#") {
            continue;
        }
        let has = |w: &[u8]| code.windows(w.len()).any(|x| x == w);
        if has(b"XSLoader::load") {
            return Some("XSLoader::load");
        }
        if code.starts_with(b"bootstrap ") || has(b"->bootstrap") || has(b"DynaLoader::bootstrap") {
            return Some("DynaLoader's bootstrap");
        }
    }
    None
}

/// At most this many files of @INC are compiled in for one `require "Dir/$name.pm"`.
const MAX_PATTERN_FILES: usize = 16;

/// ENOENT, the `$!` of a file not found (2 on every Linux target).
const ENOENT: i64 = 2;

/// The file name of a string literal without variables (`require "lib.pl"`).
fn constant_file_name(t: &Tok) -> Option<String> {
    match t {
        Tok::Str {
            raw, interpolate, ..
        } if !(*interpolate && raw.iter().any(|b| matches!(b, b'$' | b'@' | b'\\'))) => {
            Some(String::from_utf8_lossy(raw).into_owned())
        }
        _ => None,
    }
}

/// `use 5.010` / `require 5.006`: a version written as a number, as (major, minor,
/// patch).
pub(super) fn numeric_version(n: &NumLit) -> (u64, u64, u64) {
    match *n {
        NumLit::Float(f) => {
            let t = ((f - f.trunc()) * 1e6).round() as u64;
            (f.trunc() as u64, t / 1000, t % 1000)
        }
        NumLit::Int(i) => (i, 0, 0),
        NumLit::VString(ref t) => {
            let mut parts = t
                .trim_start_matches('v')
                .split('.')
                .map(|p| p.replace('_', "").parse::<u64>().unwrap_or(u64::MAX));
            let mut next = || parts.next().unwrap_or(0);
            (next(), next(), next())
        }
    }
}

/// Whether a word is a v-string literal's text (`v1.22.333`, `v65`).
pub(super) fn is_vstring_word(w: &str) -> bool {
    w.len() > 1
        && w.starts_with('v')
        && w.as_bytes()[1].is_ascii_digit()
        && w[1..]
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == '_')
}

/// The name an anonymous sub with a prototype has in a compile-time run's report.
const ANON_PREFIX: &str = "(anon)::";

/// The `%INC` key of a module name (`Foo::Bar` is `Foo/Bar.pm`).
pub(crate) fn module_key(name: &str) -> String {
    format!("{}.pm", name.replace("::", "/"))
}

/// The import list of a `use` of a module from its file.
enum ImportArgs {
    /// Literal words (None: no list at all, unlike `use M ();`).
    Words(Option<Vec<String>>),
    /// Code, run as the import call's argument list at BEGIN time.
    Expr(OpId),
}

impl Parser {
    /// The import list: words when it is literal, else parsed again as an expression.
    fn import_args(&mut self) -> Result<ImportArgs, Diag> {
        let (pos, line) = match &self.peeked {
            Some((_, _, pos, line)) => (*pos, *line),
            None => (self.lx.pos, self.lx.line),
        };
        if let Ok(words) = self.try_import_words()? {
            return Ok(ImportArgs::Words(words));
        }
        self.peeked = None;
        self.lx.pos = pos;
        self.lx.line = line;
        let e = self.parse_expr(0)?;
        let t = self.next(Expect::Operator)?;
        if !matches!(t.tok, Tok::Op(";")) {
            return Err(self.syntax_at(&t));
        }
        Ok(ImportArgs::Expr(e))
    }

    /// `use MODULE VERSION LIST` / `no MODULE ...` of a module from its file, its name
    /// read: the file is compiled in and run at BEGIN time, then its import is done.
    pub(super) fn use_file_module(
        &mut self,
        module: &str,
        is_use: bool,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        let version = self.use_version_arg()?;
        let (list, expr) = match self.import_args()? {
            ImportArgs::Words(list) => (list, None),
            ImportArgs::Expr(e) => (None, Some(e)),
        };
        if module == "Exporter" {
            if expr.is_some() {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    "an import list of Exporter computed at run time",
                ));
            }
            return self.use_exporter(is_use, version, list, line);
        }
        let key = module_key(module);
        let Some(req) = self.require_unit(&key, line, Load::Use)? else {
            let text = self.inc.cant_locate(&key);
            return Err(Diag::begin_failed(&self.file, line, text));
        };
        self.hoisted.push(req);
        let info = self.inc.units.get(&key).and_then(|u| u.info.as_ref());
        if let Some(v) = version {
            let have = info.and_then(|i| i.version.clone());
            if info.is_none() {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    &format!("use {module} VERSION while {module} is still being compiled"),
                ));
            }
            if self.unit_version_computed(module) {
                // `$VERSION = eval $VERSION` (File::Path): perl's check, `MODULE->VERSION(V)`,
                // run now as BEGIN-time code (its die is the compile error) and again when
                // the program starts.
                let vop = self.op(OpKind::Const(Const::Str(v.into_bytes())), line);
                let call = self.class_method_call(module, "VERSION", vec![vop], line);
                self.hoisted.push(call);
                let package = self.package().to_string();
                self.run_begin_and_learn(&package, line, false)?;
            } else {
                modules::check_version(module, have.as_deref(), &v, &self.file, line)?;
            }
        }
        if list.as_ref().is_some_and(|l| l.is_empty()) {
            return Ok(None);
        }
        let method = if is_use { "import" } else { "unimport" };
        if let Some(e) = expr {
            if module == "overload" && is_use {
                if let Some(keys) = self.constant_keys(e) {
                    return self.use_overload(keys, e, line);
                }
            }
            // A list that is code (`use overload '+' => \&add`): the call runs as
            // BEGIN-time code, whichever import it reaches.
            if self.method_owner(module, method).is_some() {
                return self.begin_import(module, method, vec![e], line);
            }
            let call = self.class_method_call(module, method, vec![e], line);
            self.hoisted.push(call);
            self.note_cop_of(call);
            return Ok(None);
        }
        if let Some(owner) = self.method_owner(module, method) {
            if owner == "Exporter" && is_use {
                return self.exporter_import(module, &key, list, line);
            }
            if owner != "Exporter" {
                return self.begin_import_words(module, method, list, line);
            }
        }
        Ok(None)
    }

    /// The keys of a `KEY => VALUE, ...` list whose keys are all constant strings.
    fn constant_keys(&self, e: OpId) -> Option<Vec<String>> {
        let OpKind::List(items) = self.kind(e) else {
            return None;
        };
        if items.len() % 2 != 0 {
            return None;
        }
        items
            .iter()
            .step_by(2)
            .map(|&k| match self.kind(k) {
                OpKind::Const(Const::Str(s)) => Some(String::from_utf8_lossy(s).into_owned()),
                _ => None,
            })
            .collect()
    }

    /// `use overload KEY => VALUE, ...` with constant keys: overload.pm's `import` only
    /// stores the values in the package's `((` table, which the parser needs nothing
    /// from, so it runs when the program starts (as every import does) but not also at
    /// compile time; a key the runtime does not call yet is refused here.
    fn use_overload(
        &mut self,
        keys: Vec<String>,
        e: OpId,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        if let Some(key) = keys
            .iter()
            .find(|k| camelift_abi::OVERLOAD_NOT_YET.contains(&k.as_str()))
        {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("overloading \"{key}\""),
            ));
        }
        let call = self.class_method_call("overload", "import", vec![e], line);
        self.hoisted.push(call);
        self.note_cop_of(call);
        Ok(None)
    }

    /// `use MODULE LIST` (`no`) of a module whose `import` (`unimport`) is code of its
    /// own: the call is a BEGIN-time statement of the program, run now by the
    /// compile-time engine, and the parser goes on knowing what it left in the current
    /// package (subs, with the prototype of the compiled sub a name is bound to, and
    /// imported variables), as perl's parser does.
    fn begin_import_words(
        &mut self,
        module: &str,
        method: &str,
        list: Option<Vec<String>>,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        let args = list
            .unwrap_or_default()
            .into_iter()
            .map(|a| self.op(OpKind::Const(Const::Str(a.into_bytes())), line))
            .collect();
        self.begin_import(module, method, args, line)
    }

    fn begin_import(
        &mut self,
        module: &str,
        method: &str,
        args: Vec<OpId>,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        // `%^H` (and `$^H`'s constant-overloading bits) as the import's scope has them:
        // what perl's parser restores at each block's end, which a run-time hash does not.
        let p = self.pragmas();
        let restore = self.op(
            OpKind::HintHash {
                set: p.hh_extra,
                site: p.const_site,
            },
            line,
        );
        self.hoisted.push(restore);
        let call = self.class_method_call(module, method, args, line);
        self.hoisted.push(call);
        self.note_cop_of(call);
        let package = self.package().to_string();
        self.run_begin_and_learn(&package, line, true)?;
        Ok(None)
    }

    /// `*NAME = *OTHER` or `*NAME = \VAR` of names the parser knows: NAME is another
    /// name of that glob or slot from now on (for the special variables, which compile
    /// to ops of their own: `special_alias`).
    fn note_glob_alias(&mut self, name: &str, value: OpId) {
        let slot = |p: &Self, sigil: char, g: crate::ops::GlobIx| {
            Some((sigil, p.prog.globs[g as usize].name.clone()))
        };
        let target = match self.kind(value).clone() {
            OpKind::GlobValue {
                name: v,
                symbolic: false,
                ..
            } => match self.kind(v) {
                OpKind::Const(Const::Str(t)) => {
                    let t = String::from_utf8_lossy(t).into_owned();
                    self.glob_aliases.insert(name.to_string(), t);
                    return;
                }
                _ => None,
            },
            OpKind::RefGen(r) => match self.kind(r).clone() {
                OpKind::Gvsv(g) => slot(self, '$', g),
                OpKind::Gvav(g) => slot(self, '@', g),
                OpKind::Gvhv(g) => slot(self, '%', g),
                OpKind::MatchAv(k) => Some((
                    '@',
                    ["main::-", "main::+", "main::^CAPTURE"][usize::from(k.min(2))].to_string(),
                )),
                OpKind::MatchHv(minus) => {
                    Some(('%', if minus { "main::-" } else { "main::+" }.to_string()))
                }
                _ => None,
            },
            _ => None,
        };
        if let Some((sigil, t)) = target {
            self.slot_aliases.insert(format!("{sigil}{name}"), t);
        }
    }

    /// Runs the BEGIN-time code so far and learns what `package` then holds: its subs
    /// (with the prototype of the compiled or anonymous sub a name is bound to) and
    /// the variables a glob assignment imported.
    pub(super) fn run_begin_and_learn(
        &mut self,
        package: &str,
        line: u32,
        import: bool,
    ) -> Result<(), Diag> {
        let report = self.run_begin(package, line)?;
        if import {
            self.learn_constant_overloading(&report, line)?;
            self.learn_hint_hash(&report);
        } else if report.const_handlers_changed {
            // (Only an import's are followed: it runs with its scope's `%^H`.)
            return Err(Diag::unsupported(
                &self.file,
                line,
                "overload::constant outside an import",
            ));
        }
        // perl's parser compiles each later use of the built-in as a call of the
        // override: so does ours, for the built-ins whose calls parse as a sub's with the
        // same prototype would. (`glob` is the exception: its op looks for File::Glob's
        // `:globally` override when it runs, and refuses any other.)
        for (name, target) in &report.globals {
            if name == "glob" {
                continue;
            }
            if !GLOBAL_OVERRIDABLE.contains(&name.as_str()) {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    &format!(
                        "overriding the built-in {name} for every package (CORE::GLOBAL::{name})"
                    ),
                ));
            }
            let full = format!("CORE::GLOBAL::{name}");
            let proto = target.as_ref().and_then(|t| self.proto_of_target(t));
            match proto {
                Some(p) => {
                    self.sub_protos.insert(full.clone(), p);
                }
                None => {
                    self.sub_protos.remove(&full);
                }
            }
            self.declared_subs.insert(full.clone());
            self.begin_installed.insert(full, target.clone());
            self.global_overrides.insert(name.clone());
        }
        for (name, _) in &report.subs {
            // A key of `use overload` the runtime does not call yet (amagic.rs).
            if let Some(key) = name.strip_prefix('(') {
                if camelift_abi::OVERLOAD_NOT_YET.contains(&key) {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        &format!("overloading \"{key}\""),
                    ));
                }
            }
        }
        for (name, target) in report.subs {
            let full = format!("{package}::{name}");
            let proto = target.as_ref().and_then(|t| self.proto_of_target(t));
            if let Some(proto) = proto {
                self.sub_protos.entry(full.clone()).or_insert(proto);
            }
            if target.as_deref() != Some(full.as_str()) {
                let named = target.filter(|t| !t.starts_with(ANON_PREFIX));
                self.begin_installed.insert(full.clone(), named);
            }
            self.declared_subs.insert(full);
        }
        for (name, target) in report.aliases {
            self.glob_aliases
                .insert(format!("{package}::{name}"), target);
        }
        for (name, target) in report.slots {
            let (sigil, name) = name.split_at(1);
            self.slot_aliases
                .insert(format!("{sigil}{package}::{name}"), target);
        }
        for (sigil, name) in report.vars {
            let full = format!("{package}::{name}");
            self.prog.glob(&full);
            self.vars_declared.insert(format!("{sigil}{full}"));
        }
        for (class, keys) in report.fields {
            self.class_fields.insert(class, keys.into_iter().collect());
        }
        Ok(())
    }

    /// The prototype of the sub a report names as a glob's (a compiled sub's name, or
    /// an anonymous sub's `ANON_PREFIX` name).
    fn proto_of_target(&self, t: &str) -> Option<String> {
        match t.strip_prefix(ANON_PREFIX) {
            Some(ix) => ix
                .parse::<u32>()
                .ok()
                .and_then(|ix| self.anon_protos.get(&ix).cloned()),
            None => self.sub_protos.get(t).cloned(),
        }
    }

    /// Runs the BEGIN-time statements so far (the module files loaded and what was
    /// hoisted before this point, in the order the program will run them) with the
    /// compile-time engine, and reports what `package` then holds. A `die` is a compile
    /// error with perl's text and BEGIN trailer.
    fn run_begin(&mut self, package: &str, line: u32) -> Result<crate::engine::Report, Diag> {
        let mut compiled_in: Vec<String> = vec![];
        loop {
            // The snapshot's own @INC set-up is the compiler's, not the program's.
            let inc_flags = (self.inc_touched, self.inc_in_named_sub);
            let r = self.run_begin_snapshot(package, line);
            (self.inc_touched, self.inc_in_named_sub) = inc_flags;
            let report = r?;
            if let Some((package, text)) = report.needs_eval.clone() {
                // An eval of a text not compiled: compile it in (the executable's eval
                // of the same text runs it too) and run again.
                if compiled_in.len() >= 64 || !self.compile_learned_eval(&package, &text) {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        &format!(
                            "eval STRING at BEGIN time of a text that cannot be compiled in ({})",
                            String::from_utf8_lossy(&text)
                                .chars()
                                .take(60)
                                .collect::<String>()
                        ),
                    ));
                }
                compiled_in.push(String::from_utf8_lossy(&text).into_owned());
                continue;
            }
            let Some(key) = report.needs.clone() else {
                return Ok(report);
            };
            // A `require` of a name computed at run time reached a file of @INC that is
            // not compiled in: compile it in (the executable can load it too) and run
            // again. A file compiled in already that the runtime still lacks would loop.
            if compiled_in.contains(&key) || compiled_in.len() >= 64 {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    &format!("loading {key} by a name computed at compile time"),
                ));
            }
            self.prog.uses_dynamic_require = true;
            self.compile_in(&key, line)?;
            compiled_in.push(key);
        }
    }

    fn run_begin_snapshot(
        &mut self,
        package: &str,
        line: u32,
    ) -> Result<crate::engine::Report, Diag> {
        let saved = self.prog.clone();
        // Subs and files still being compiled have no body yet: empty ones here.
        let open: Vec<usize> = self
            .subs
            .iter()
            .skip(1)
            .map(|s| s.prog_ix)
            .chain(self.unit_stack.iter().map(|u| u.0 as usize))
            .collect();
        for ix in open {
            let empty = self.op(OpKind::Lineseq(vec![]), line);
            if let Some(sub) = self.prog.subs.get_mut(ix) {
                sub.body = empty;
            }
        }
        // The BEGIN-time statements of each file being compiled run in that file's own
        // sub, with its pad (a module's BEGIN block's `my` variables are the module
        // file's): the main program's, then a call of the first open file's unit, whose
        // statements end with a call of the next, and so on; the innermost ends with
        // the report. `outer_hoisted[0]` is the main program's, `outer_hoisted[k]` the
        // statements of `unit_stack[k - 1]`, `hoisted` those of the innermost.
        let lists: Vec<Vec<OpId>> = self
            .outer_hoisted
            .iter()
            .chain([&self.hoisted])
            .cloned()
            .collect();
        let units: Vec<usize> = self.unit_stack.iter().map(|u| u.0 as usize).collect();
        let mut next: Option<OpId> = None;
        for (k, list) in lists.iter().enumerate().rev() {
            let mut stmts = vec![];
            if k == 0 {
                stmts.extend(self.initial_inc());
                stmts.extend(self.pragma_inc());
            }
            stmts.extend(list.iter().copied());
            match next {
                Some(call) => stmts.push(call),
                None => stmts.push(self.op(OpKind::BeginReport(package.to_string()), line)),
            }
            let body = self.op(OpKind::Lineseq(stmts), line);
            crate::ops::contextualize(&mut self.prog, body, crate::ops::Cx::Void);
            if k == 0 {
                self.prog.subs[0].body = body;
                self.prog.subs[0].pad = self.subs[0].pad.clone();
                break;
            }
            let Some(&unit) = units.get(k - 1) else { break };
            let pad = self
                .subs
                .iter()
                .find(|s| s.unit && s.prog_ix == unit)
                .map(|s| s.pad.clone())
                .unwrap_or_default();
            if let Some(sub) = self.prog.subs.get_mut(unit) {
                sub.body = body;
                sub.pad = pad;
            }
            let code = self.op(OpKind::AnonCode(unit as u32), line);
            let call = self.op(OpKind::CallRef { code, args: vec![] }, line);
            crate::ops::contextualize(&mut self.prog, call, crate::ops::Cx::Void);
            next = Some(call);
        }
        self.dynamic_units();
        self.resolve_sub_aliases();
        let resolved = self.resolve_module_calls();
        let mut snapshot = std::mem::replace(&mut self.prog, saved);
        resolved?;
        // Anonymous subs with a prototype get names of their own here, so the report
        // can say which one a glob was given.
        for &ix in self.anon_protos.keys() {
            if let Some(sub) = snapshot.subs.get_mut(ix as usize) {
                sub.name = format!("{ANON_PREFIX}{ix}");
                snapshot
                    .sub_aliases
                    .push((sub.name.clone(), sub.name.clone()));
            }
        }
        match self.engine.run(&snapshot) {
            Ok(r) => Ok(r),
            // A BEGIN block says where it failed itself (`begin_block_statement`).
            Err(crate::engine::Failure::Died(text))
                if text
                    .trim_end_matches('\n')
                    .rsplit('\n')
                    .next()
                    .is_some_and(|l| l.starts_with("BEGIN failed--compilation aborted at ")) =>
            {
                Err(Diag::raw(text.trim_end_matches('\n').to_string()))
            }
            Err(crate::engine::Failure::Died(text)) => Err(Diag::raw(format!(
                "{text}BEGIN failed--compilation aborted at {} line {line}.",
                self.file
            ))),
            Err(crate::engine::Failure::Engine(e)) => Err(Diag::unsupported(
                &self.file,
                line,
                &format!("running BEGIN-time code at compile time ({e})"),
            )),
        }
    }

    /// A version right after the module's name (`use Foo 1.2 ...`).
    pub(super) fn use_version_arg(&mut self) -> Result<Option<String>, Diag> {
        let version = match &self.peek(Expect::Term)?.tok {
            Tok::Num(NumLit::Float(f)) => Some(camelift_abi::vutil::nv_text(*f)),
            Tok::Num(NumLit::Int(i)) => Some(format!("{i}")),
            Tok::Num(NumLit::VString(t)) => Some(t.clone()),
            Tok::Ident(w) if is_vstring_word(w) && w.contains('.') => Some(w.clone()),
            _ => None,
        };
        if version.is_some() {
            self.next(Expect::Term)?;
        }
        Ok(version)
    }

    /// Whether the module's `$VERSION` is set by code (not one literal).
    fn unit_version_computed(&self, module: &str) -> bool {
        let name = format!("{module}::VERSION");
        self.version_computed.contains(&name)
    }

    /// The class whose `method` a class method call on `class` finds, among the packages
    /// compiled (None: no such method, which `use` skips as perl does).
    fn method_owner(&self, class: &str, method: &str) -> Option<String> {
        let mut seen = vec![];
        let mut todo = vec![class.to_string()];
        while let Some(c) = todo.pop() {
            if seen.contains(&c) {
                continue;
            }
            if method == "import" && self.inc.exporter_import.contains(&c) {
                return Some("Exporter".into());
            }
            if c == "Exporter" && method == "import" {
                return Some(c);
            }
            if self.sub_declared(&format!("{c}::{method}")) {
                return Some(c);
            }
            let isa = self
                .inc
                .units
                .get(&module_key(&c))
                .and_then(|u| u.info.as_ref())
                .map(|i| i.isa.clone())
                .or_else(|| self.isa_of.get(&c).cloned())
                .unwrap_or_default();
            seen.push(c);
            // Depth first, left to right: perl's default method resolution order.
            todo.extend(isa.into_iter().rev());
        }
        None
    }

    /// Exporter's `import` for a module compiled from its file: the names it imports
    /// alias the module's subs and variables in the current package.
    fn exporter_import(
        &mut self,
        module: &str,
        key: &str,
        list: Option<Vec<String>>,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        let Some(unit) = self.inc.units.get(key) else {
            return Ok(None);
        };
        let Some(info) = unit.info.as_ref() else {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("use {module} inside {module} itself (circular use)"),
            ));
        };
        if info.computed {
            // Export lists the module's code computes: Exporter's own import, run as
            // BEGIN-time code, finds them (File::Spec::Functions).
            return self.begin_import_words(module, "import", list, line);
        }
        let exports = Exports {
            name: module,
            version: info.version.as_deref(),
            export: info.export.iter().map(String::as_str).collect(),
            export_ok: info.export_ok.iter().map(String::as_str).collect(),
            tags: info
                .tags
                .iter()
                .map(|(t, m)| (t.as_str(), m.iter().map(String::as_str).collect()))
                .collect(),
            errors: &modules::EXPORTER,
        };
        let inc = unit.path.clone();
        // Exporter.pm loads Exporter/Heavy.pm for what its short path does not handle: a
        // name with a sigil or a tag, or one asked for that is not in its export lists.
        let asked: Vec<&str> = match &list {
            Some(l) => l.iter().map(String::as_str).collect(),
            None => exports.export.clone(),
        };
        let heavy = asked.iter().any(|n| {
            n.contains(|c: char| !(c.is_alphanumeric() || c == '_'))
                || (list.is_some() && !exports.exports(n.trim_start_matches('&')))
        });
        let names = modules::import_list(&exports, list.as_deref(), &self.file, line, &inc)?;
        if heavy && !std::mem::replace(&mut self.inc.heavy_loaded, true) {
            self.load_at_begin("Exporter/Heavy.pm", line)?;
        }
        let package = self.package().to_string();
        for n in names {
            let (sigil, name) = match n.as_bytes().first() {
                Some(s @ (b'$' | b'@' | b'%')) => (Some(*s as char), &n[1..]),
                Some(b'&') => (None, &n[1..]),
                Some(b'*') => {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        &format!("importing the glob {n}"),
                    ))
                }
                _ => (None, n.as_str()),
            };
            let target = format!("{module}::{name}");
            match sigil {
                Some(s) => {
                    let alias = format!("{package}::{name}");
                    self.var_aliases
                        .insert(format!("{s}{alias}"), target.clone());
                    let alias = self.prog.glob(&alias);
                    let target = self.prog.glob(&target);
                    let st = self.op(
                        OpKind::GvImport {
                            alias,
                            target,
                            slot: s as u8,
                        },
                        line,
                    );
                    self.hoisted.push(st);
                }
                None => {
                    self.sub_aliases
                        .insert(format!("{package}::{name}"), target);
                }
            }
        }
        Ok(None)
    }

    /// `use Exporter ...`: Exporter.pm is compiled in and loaded at BEGIN time; its
    /// `import` runs when the program starts (`use Exporter 'import'` gives the current
    /// package Exporter's `import`), and the compiler knows what it does: the `use` of
    /// a module whose import is Exporter's is done by the compiler (`exporter_import`).
    fn use_exporter(
        &mut self,
        is_use: bool,
        version: Option<String>,
        list: Option<Vec<String>>,
        line: u32,
    ) -> Result<Option<OpId>, Diag> {
        self.load_exporter(line)?;
        if let Some(v) = version {
            modules::check_version("Exporter", Some("5.77"), &v, &self.file, line)?;
        }
        if !is_use {
            return Ok(None);
        }
        for w in list.unwrap_or_default() {
            match w.as_str() {
                "import" | "&import" => {
                    let p = self.package().to_string();
                    self.inc.exporter_import.push(p);
                    let arg = self.op(OpKind::Const(Const::Str(w.clone().into_bytes())), line);
                    let call = self.class_method_call("Exporter", "import", vec![arg], line);
                    self.hoisted.push(call);
                }
                v if v.starts_with(|c: char| c.is_ascii_digit()) => {
                    modules::check_version("Exporter", Some("5.77"), v, &self.file, line)?;
                }
                _ => {
                    return Err(Diag::raw(format!(
                        "\"{w}\" is not exported by the Exporter module\nCan't continue after import errors at {} line {line}.\nBEGIN failed--compilation aborted at {} line {line}.",
                        self.file, self.file
                    )))
                }
            }
        }
        Ok(None)
    }

    /// File/Glob.pm, loaded at BEGIN time by the first glob op (perl's ck_glob).
    pub(super) fn load_file_glob(&mut self, line: u32) -> Result<(), Diag> {
        if self.inc.units.contains_key("File/Glob.pm") {
            return Ok(());
        }
        self.load_at_begin("File/Glob.pm", line)
    }

    /// Exporter is loaded at BEGIN time (`use Exporter`, `use parent 'Exporter'`).
    fn load_exporter(&mut self, line: u32) -> Result<(), Diag> {
        self.load_at_begin("Exporter.pm", line)
    }

    /// A file of perl's library that a module loads at BEGIN time: compiled in, and its
    /// `require` hoisted with the BEGIN-time statements.
    fn load_at_begin(&mut self, key: &str, line: u32) -> Result<(), Diag> {
        match self.require_unit(key, line, Load::Use)? {
            Some(req) => {
                self.hoisted.push(req);
                Ok(())
            }
            None => {
                let text = self.inc.cant_locate(key);
                Err(Diag::begin_failed(&self.file, line, text))
            }
        }
    }

    /// A pragma that the compiler does itself is loaded: the files perl's
    /// would have put in `%INC` (`use lib` loads lib.pm, Config.pm, strict.pm and
    /// warnings.pm), set before the program's first statement if it reads `%INC`.
    pub(super) fn pragma_loaded(&mut self, name: &str) {
        let Some((_, files)) = PRAGMA_FILES.iter().find(|(n, _)| *n == name) else {
            return;
        };
        for (key, _) in files.iter() {
            self.perl_file_globs(key);
        }
        for (key, privlib) in files.iter() {
            if self.inc.pragma_files.iter().any(|(k, _)| k == key) {
                continue;
            }
            let path = if *privlib {
                format!("/usr/share/perl/5.36/{key}")
            } else {
                format!("/usr/lib/{}/perl-base/{key}", self.inc.target)
            };
            self.inc.pragma_files.push((key.to_string(), path));
        }
    }

    /// The globs perl's own file `key` would have made in main when it loaded (the
    /// compiler does that file itself): keys of `%main::`.
    pub(super) fn perl_file_globs(&mut self, key: &str) {
        if self.lazy_require {
            return;
        }
        for name in crate::modules::perl_main_globs(key) {
            self.prog.glob(&name);
        }
    }

    /// At the end of parsing: the `%INC` entries of the pragmas, for a program that
    /// reads `%INC` (by name, or perhaps by a symbolic reference: `%{"main::INC"}`,
    /// `*{"main::INC"}{HASH}`).
    pub(super) fn pragma_inc(&mut self) -> Vec<OpId> {
        let g = self.prog.globs.iter().position(|g| g.name == "main::INC");
        let used = self.prog.ops.iter().any(|op| match op.kind {
            OpKind::Gvhv(x) => Some(x as usize) == g,
            OpKind::Rv2hv(_) => !op.strict_refs,
            OpKind::Func(crate::ops::Func::GlobElem, _) => true,
            _ => false,
        });
        if !used {
            return vec![];
        }
        // A pragma's file compiled in (base.pm for `use base` with fields) sets its own
        // entry when its unit runs: set here, the unit would not run.
        let files: Vec<(String, String)> = (self.inc.pragma_files.iter())
            .filter(|(k, _)| !self.inc.loaded(k))
            .cloned()
            .collect();
        files
            .iter()
            .map(|(k, p)| self.inc_assign(k, p, 1))
            .collect()
    }

    /// `$INC{key} = path`.
    fn inc_assign(&mut self, key: &str, path: &str, line: u32) -> OpId {
        let inc = self.prog.glob("main::INC");
        let hv = self.op(OpKind::Gvhv(inc), line);
        let key = self.op(OpKind::Const(Const::Str(key.into())), line);
        let lhs = self.op(OpKind::Helem { hv, key }, line);
        let rhs = self.op(OpKind::Const(Const::Str(path.into())), line);
        self.op(OpKind::Sassign { lhs, rhs }, line)
    }

    /// `require WORD` / `require "file"` / `require VERSION`, the word `require` read.
    pub(super) fn parse_require(&mut self, line: u32) -> Result<OpId, Diag> {
        let dynamic = match &self.peek(Expect::Term)?.tok {
            Tok::Ident(_) | Tok::Num(_) => false,
            t => constant_file_name(t).is_none(),
        };
        if dynamic {
            return self.require_dynamic(line);
        }
        let tok = self.next(Expect::Term)?;
        let key = match &tok.tok {
            Tok::Ident(m) if is_vstring_word(m) => {
                // `require v5.10.1`: a version.
                let n = NumLit::VString(m.clone());
                self.check_perl_version(true, numeric_version(&n), false, line)?;
                return Ok(self.op(OpKind::Const(Const::Iv(1)), line));
            }
            Tok::Ident(m) if !self.is_op("(", Expect::Operator)? => {
                self.inc.required.insert(m.clone());
                // perl makes the package of a bareword it compiles a `require` of.
                self.prog.glob(&format!("{m}::"));
                let builtin = crate::modules::find(m);
                if PRAGMA_FILES.iter().any(|(n, _)| n == m) || builtin.is_some() {
                    self.lazy_require = self.subs.last().is_some_and(|s| s.named || s.anon);
                    match builtin {
                        // A built-in module: `use` does what loading it does.
                        Some(b) => self.load_module(b, line),
                        None => self.pragma_loaded(m),
                    }
                    self.lazy_require = false;
                    return Ok(self.op(OpKind::Const(Const::Iv(1)), line));
                }
                module_key(m)
            }
            Tok::Num(n) => {
                let decimal = !matches!(n, NumLit::VString(_));
                self.check_perl_version(true, numeric_version(n), decimal, line)?;
                return Ok(self.op(OpKind::Const(Const::Iv(1)), line));
            }
            t => match constant_file_name(t) {
                Some(name) => name,
                None => return Err(self.syntax_at(&tok)),
            },
        };
        // perl looks for the file when the `require` runs (and `$!` says why it was not
        // found).
        let missing = |p: &mut Parser, key: &str| {
            let text = p.inc.cant_locate(key);
            vec![p.die_op(text, line)]
        };
        self.load_at_run_time(&key, Load::Require, line, missing)
    }

    /// A `require` or `do` of the constant file `key` where it is written: the file
    /// compiled in (perl compiles it when the statement runs, which may be never: a file
    /// camelift cannot compile is an error there), or, when no directory of @INC has it,
    /// `$!` = ENOENT and the statements `missing` makes.
    fn load_at_run_time(
        &mut self,
        key: &str,
        how: Load,
        line: u32,
        missing: impl FnOnce(&mut Parser, &str) -> Vec<OpId>,
    ) -> Result<OpId, Diag> {
        if let Some(text) = self.inc.failed.get(key).cloned() {
            return Ok(self.op(OpKind::NotYet(text), line));
        }
        let subs = self.unit_mark();
        match self.require_unit(key, line, how) {
            Ok(Some(op)) => Ok(op),
            Ok(None) => {
                let g = self.prog.own_glob("main::!");
                let lhs = self.op(OpKind::Gvsv(g), line);
                let rhs = self.op(OpKind::Const(Const::Iv(ENOENT)), line);
                let mut stmts = vec![self.op(OpKind::Sassign { lhs, rhs }, line)];
                stmts.extend(missing(self, key));
                let body = self.op(OpKind::Lineseq(stmts), line);
                Ok(self.op(OpKind::DoBlock(body), line))
            }
            Err(d) => {
                let trailer = match how {
                    Load::Do => "camelift could not compile the file for do",
                    _ => "Compilation failed in require",
                };
                let text = self.compile_failed(key, subs, d, trailer);
                Ok(self.op(OpKind::NotYet(text), line))
            }
        }
    }

    /// A file compiled for a `require` at run time failed: what it made is dropped and
    /// the message that `require` ends the program with is recorded.
    fn compile_failed(&mut self, key: &str, subs: UnitMark, d: Diag, trailer: &str) -> String {
        self.forget_units_from(subs);
        let text = format!("{}\n{trailer}", d.message);
        self.inc.failed.insert(key.to_string(), text.clone());
        text
    }

    /// `do FILE` with a constant name, the word `do` read: the file, found as `require`
    /// finds it, is compiled in and runs each time; not found, it is undef with `$!` set.
    pub(super) fn parse_do_file(&mut self, line: u32) -> Result<OpId, Diag> {
        let paren = self.eat_op("(", Expect::Term)?;
        let t = self.next(Expect::Term)?;
        let Some(key) = constant_file_name(&t.tok) else {
            return Err(Diag::unsupported(
                &self.file,
                line,
                "do FILE with a computed name",
            ));
        };
        if paren {
            self.expect_op(")", Expect::Operator)?;
        }
        // Not found: undef, with `$@` empty.
        let missing = |p: &mut Parser, _: &str| {
            let e = p.prog.glob("main::@");
            let lhs = p.op(OpKind::Gvsv(e), line);
            let rhs = p.op(OpKind::Const(Const::Str(vec![])), line);
            vec![
                p.op(OpKind::Sassign { lhs, rhs }, line),
                p.op(OpKind::Undef, line),
            ]
        };
        self.load_at_run_time(&key, Load::Do, line, missing)
    }

    /// `require EXPR` of a name computed at run time: the files it can name are those
    /// compiled into the program (by a `use` or `require` elsewhere, `--module`, or, for
    /// `require "Dir/$name.pm"`, every file of @INC that the pattern matches, compiled in
    /// here); another name dies as perl dies for a file that is not there.
    fn require_dynamic(&mut self, line: u32) -> Result<OpId, Diag> {
        let e = self.parse_expr(super::expr::BP_NAMED_UNARY_ARG)?;
        if let Some((prefix, suffix)) = self.constant_ends(e) {
            // (A pattern that matches a whole library, `"File/$x.pm"`, compiles nothing:
            // name such modules with `--module`.)
            let keys = self.inc.matching(&prefix, &suffix);
            if keys.len() <= MAX_PATTERN_FILES {
                for key in keys {
                    self.compile_in(&key, line)?;
                }
            }
        }
        if self.in_perl_library() {
            let key = default_inc(&self.inc.target)
                .iter()
                .find_map(|d| self.file.strip_prefix(&format!("{d}/")))
                .unwrap_or_default();
            for &(key, refused) in crate::modules::run_time_requires(key) {
                match refused {
                    Some(what) if !self.inc.units.contains_key(key) => {
                        let d = Diag::unsupported(&self.file, line, what);
                        let text = format!("{}\nCompilation failed in require", d.message);
                        self.inc.failed.insert(key.to_string(), text);
                    }
                    _ => {
                        let file = self.file.clone();
                        self.run_time_requires.push((key, file, line));
                    }
                }
            }
        }
        self.prog.uses_dynamic_require = true;
        Ok(self.op(OpKind::RequireDynamic(e), line))
    }

    /// The constant text a string expression starts with (up to a `/`) and ends with:
    /// `"File/Spec/$module.pm"` gives `File/Spec/` and `.pm`.
    fn constant_ends(&self, e: OpId) -> Option<(String, String)> {
        let OpKind::Stringify(parts) = self.kind(e) else {
            return None;
        };
        let text = |id: &OpId| match self.kind(*id) {
            OpKind::Const(Const::Str(s)) => Some(String::from_utf8_lossy(s).into_owned()),
            _ => None,
        };
        let prefix = text(parts.first()?)?;
        let suffix = text(parts.last()?)?;
        if parts.len() != 3 || !prefix.ends_with('/') || suffix.contains('/') {
            return None;
        }
        Some((prefix, suffix))
    }

    /// Compiles the file `key` of @INC into the program for a `require` that may name it
    /// at run time (`--module`, a pattern): it runs only when required. A file camelift
    /// cannot compile is recorded, and a `require` of it at run time ends the program.
    pub(super) fn compile_in(&mut self, key: &str, line: u32) -> Result<(), Diag> {
        if self.inc.units.contains_key(key) || self.inc.failed.contains_key(key) {
            return Ok(());
        }
        let Some(path) = self.inc.find(key) else {
            return Ok(());
        };
        let subs = self.unit_mark();
        if let Err(d) = self.compile_unit(key, &path, line) {
            self.compile_failed(key, subs, d, "Compilation failed in require");
        }
        Ok(())
    }

    /// `--module NAME` (or a file name): compiled in for `require EXPR`, an error of its
    /// own when it is not found or does not compile.
    pub(super) fn compile_requested(&mut self, name: &str) -> Result<(), Diag> {
        let key = if name.contains('/') || name.ends_with(".pm") || name.ends_with(".pl") {
            name.to_string()
        } else {
            module_key(name)
        };
        self.prog.uses_dynamic_require = true;
        if self.inc.units.contains_key(&key) {
            return Ok(());
        }
        let Some(path) = self.inc.find(&key) else {
            return Err(Diag::raw(format!(
                "camelift: --module {name}: {}",
                self.inc.cant_locate(&key)
            )));
        };
        self.compile_unit(&key, &path, 0).map(|_| ())
    }

    /// At the end of parsing: the files a `require` of a run-time name can load, for the
    /// runtime's table (`camelift_register_unit`).
    pub(super) fn dynamic_units(&mut self) {
        if !self.prog.uses_dynamic_require {
            return;
        }
        let mut units: Vec<(String, String, Option<u32>)> = self
            .inc
            .units
            .iter()
            .map(|(k, u)| (k.clone(), u.path.clone(), Some(u.sub_ix)))
            .chain(
                self.inc
                    .failed
                    .iter()
                    .map(|(k, t)| (k.clone(), t.clone(), None)),
            )
            .collect();
        units.sort();
        self.prog.units = units;
    }

    /// `die TEXT` (the location is added when it runs).
    fn die_op(&mut self, text: String, line: u32) -> OpId {
        let msg = self.op(OpKind::Const(Const::Str(text.into_bytes())), line);
        self.op(OpKind::Func(Func::Die, vec![msg]), line)
    }

    /// Where the program's units and built-in modules stand, for `forget_units_from`.
    pub(super) fn unit_mark(&self) -> UnitMark {
        UnitMark {
            subs: self.prog.subs.len(),
            modules: self.modules.loaded.len(),
        }
    }

    /// A module file failed to compile: the subs made since `mark` (its own, and those
    /// of the files it loaded) are dropped, and the built-in modules first loaded since
    /// are not loaded (their variables' start values were set among the statements
    /// dropped), so the program is as if it had not been loaded.
    pub(super) fn forget_units_from(&mut self, mark: UnitMark) {
        let from = mark.subs;
        self.modules.loaded.truncate(mark.modules);
        self.prog.subs.truncate(from);
        self.inc.units.retain(|_, u| (u.sub_ix as usize) < from);
        self.prog.unit_subs.retain(|u, _| (*u as usize) < from);
    }

    /// The `require` op of the file `key`, compiling the file the first time (None: no
    /// such file in @INC).
    fn require_unit(&mut self, key: &str, line: u32, how: Load) -> Result<Option<OpId>, Diag> {
        let (unit, path) = match self.inc.units.get(key) {
            Some(u) => (u.sub_ix, u.path.clone()),
            None => {
                self.sync_inc(line)?;
                let Some(path) = self.inc.find(key) else {
                    return Ok(None);
                };
                // A `require` in a BEGIN block of this file runs at compile time, as
                // a `use` does (its file's INIT blocks run).
                let when = match how {
                    Load::Require if self.begin_depth > 0 => Load::Use,
                    how => how,
                };
                self.unit_loads.push(when);
                let outer_begins = std::mem::take(&mut self.begin_depth);
                let compiled = self.compile_unit(key, &path, line);
                self.begin_depth = outer_begins;
                self.unit_loads.pop();
                match compiled {
                    Ok(ix) => (ix, path),
                    // perl's trailer of an error in a module's file, for a `use` (for a
                    // `require`, it is the die of the `require`: `parse_require`).
                    Err(d) if how == Load::Use => {
                        return Err(Diag::raw(format!(
                            "{}\nCompilation failed in require at {} line {line}.\nBEGIN failed--compilation aborted at {} line {line}.",
                            d.message, self.file, self.file
                        )))
                    }
                    Err(d) => return Err(d),
                }
            }
        };
        Ok(Some(self.op(
            OpKind::Require {
                unit,
                key: key.to_string(),
                path,
                how,
            },
            line,
        )))
    }

    /// Compiles the module file at `path` as a unit of the program: a sub of its own with
    /// a file scope of its own (no lexicals of the file that loads it, no pragmas), in
    /// package `main`.
    fn compile_unit(&mut self, key: &str, path: &str, line: u32) -> Result<u32, Diag> {
        let src = std::fs::read(self.inc.host_path(path)).map_err(|e| {
            Diag::begin_failed(
                &self.file,
                line,
                format!("Can't locate {key}:   {}", crate::diag::io_error_text(&e)),
            )
        })?;
        let src = src.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&src).to_vec();
        let module = key.strip_suffix(".pm").unwrap_or(key).replace('/', "::");
        // A module whose XS part is in the module table compiles; its loader call binds
        // that part (parse/xs.rs).
        if let Some(how) = xs_loader(&src).filter(|_| modules::xs_part(&module).is_none()) {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("{module}, a module with a part in C (XS, loaded by {how}),"),
            ));
        }
        let Ok(file_ix) = u16::try_from(self.prog.files.len()) else {
            return Err(Diag::unsupported(
                &self.file,
                line,
                "more than 65535 module files",
            ));
        };
        self.prog.files.push(path.to_string());
        if default_inc(&self.inc.target)
            .iter()
            .any(|d| path.starts_with(&format!("{d}/")))
        {
            self.inc.perl_library.insert(file_ix);
        }
        let place = self.prog.place_index(file_ix, "main", false);
        if place >= camelift_abi::CURLINE_PKG_MAX as usize {
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("more than {} packages", camelift_abi::CURLINE_PKG_MAX - 1),
            ));
        }
        self.prog.subs.push(Sub {
            name: "(eval)".into(),
            body: OpId(0),
            pad: vec![],
            line: 1,
            closure: vec![],
        });
        let prog_ix = self.prog.subs.len() - 1;
        self.prog.unit_files.insert(prog_ix as u32, file_ix);
        self.inc.units.insert(
            key.to_string(),
            Unit {
                sub_ix: prog_ix as u32,
                path: path.to_string(),
                info: None,
            },
        );
        let outer = std::mem::take(&mut self.hoisted);
        self.outer_hoisted.push(outer);
        let outer_unitcheck = std::mem::take(&mut self.unitcheck);
        let saved = FileState {
            lx: std::mem::replace(&mut self.lx, Lexer::new(src, path, 1)),
            peeked: self.peeked.take(),
            file: std::mem::replace(&mut self.file, path.to_string()),
            file_ix: std::mem::replace(&mut self.file_ix, file_ix),
            glob_file: std::mem::replace(&mut self.prog.glob_file, file_ix),
            scopes: std::mem::take(&mut self.scopes),
            pending: std::mem::take(&mut self.pending),
            last_token: std::mem::take(&mut self.last_token),
            prev_token: std::mem::take(&mut self.prev_token),
            map_block_start: std::mem::take(&mut self.map_block_start),
            in_pattern: std::mem::take(&mut self.in_pattern),
        };
        self.scopes.push(Scope {
            vars: vec![],
            ours: vec![],
            pragmas: Pragmas {
                pkg: place as u16,
                ..Pragmas::default()
            },
            package: "main".into(),
            sub_depth: self.subs.len(),
            block_scope: false,
        });
        self.subs.push(SubState {
            pad: vec![],
            prog_ix,
            anon: false,
            captures: HashMap::new(),
            closure: vec![],
            closure_map: HashMap::new(),
            unit: true,
            named: false,
            util_blocks: 0,
        });
        let depth = self.subs.len();
        self.unit_stack.push((prog_ix as u32, vec![]));
        let parsed = self.unit_body(path).inspect(|&body| {
            crate::ops::contextualize(&mut self.prog, body, crate::ops::Cx::Caller);
            self.void_warnings(body);
        });
        // (A failed parse may leave the states of the subs it was in.)
        self.subs.truncate(depth);
        if let Some((unit, subs)) = self.unit_stack.pop() {
            self.prog.unit_subs.insert(unit, subs);
        }
        let state = self.subs.pop();
        let outer = self.outer_hoisted.pop().unwrap_or_default();
        let mut hoisted = std::mem::replace(&mut self.hoisted, outer);
        // The file's UNITCHECK blocks run once it is compiled, before its body.
        let unitcheck = std::mem::replace(&mut self.unitcheck, outer_unitcheck);
        hoisted.extend(unitcheck.into_iter().rev());
        self.lx = saved.lx;
        self.peeked = saved.peeked;
        self.file = saved.file;
        self.file_ix = saved.file_ix;
        self.prog.glob_file = saved.glob_file;
        self.scopes = saved.scopes;
        self.pending = saved.pending;
        self.last_token = saved.last_token;
        self.prev_token = saved.prev_token;
        self.map_block_start = saved.map_block_start;
        self.in_pattern = saved.in_pattern;
        let body = parsed?;
        if !hoisted.is_empty() {
            // (The body was given its contexts before these joined it.)
            for &st in &hoisted {
                crate::ops::contextualize(&mut self.prog, st, crate::ops::Cx::Void);
            }
            if let OpKind::Lineseq(stmts) = &mut self.prog.op_mut(body).kind {
                stmts.splice(0..0, hoisted);
            }
            self.prog.changed(body);
        }
        self.prog.subs[prog_ix].body = body;
        self.prog.subs[prog_ix].pad = state.map(|s| s.pad).unwrap_or_default();
        let package = key.strip_suffix(".pm").unwrap_or(key).replace('/', "::");
        let info = self.unit_info(body, &package);
        if let Some(u) = self.inc.units.get_mut(key) {
            u.info = Some(info);
        }
        Ok(prog_ix as u32)
    }

    /// The statements of the module file being compiled.
    fn unit_body(&mut self, path: &str) -> Result<OpId, Diag> {
        let body = self.parse_lineseq(true)?;
        if let Some(line) = self.lx.file_directive {
            return Err(Diag::unsupported(
                path,
                line,
                "a `# line` directive naming a file",
            ));
        }
        if self.lx.line > camelift_abi::CURLINE_LINE_MASK {
            return Err(Diag::unsupported(
                path,
                self.lx.line,
                &format!(
                    "source files of more than {} lines",
                    camelift_abi::CURLINE_LINE_MASK
                ),
            ));
        }
        Ok(body)
    }

    /// What the top level of a module's file (not its subs) assigns to `package`'s
    /// Exporter variables, `@ISA` and `$VERSION`.
    fn unit_info(&mut self, body: OpId, package: &str) -> UnitInfo {
        let mut info = UnitInfo {
            isa: self.isa_of.get(package).cloned().unwrap_or_default(),
            ..UnitInfo::default()
        };
        let name = |p: &Parser, g: crate::ops::GlobIx| p.prog.globs[g as usize].name.clone();
        let var = |v: &str| format!("{package}::{v}");
        let mut todo = vec![body];
        let mut literal = std::collections::HashSet::new();
        // `Exporter::export_ok_tags(TAGS)` / `export_tags`: (to @EXPORT_OK, the tags).
        let mut tag_exports: Vec<(bool, Vec<String>)> = vec![];
        let mut eval_version = false;
        while let Some(id) = todo.pop() {
            if self.declarations.contains(&id) {
                // `our @EXPORT;`
                continue;
            }
            let kind = self.kind(id).clone();
            match &kind {
                OpKind::Entersub { name, args }
                    if name == "Exporter::export_ok_tags" || name == "Exporter::export_tags" =>
                {
                    let mut tags = vec![];
                    for a in args {
                        match self.const_strings(*a) {
                            Some(s) => tags.extend(s),
                            None => info.computed = true,
                        }
                    }
                    tag_exports.push((name == "Exporter::export_ok_tags", tags));
                }
                OpKind::Aassign { lhs, rhs } => {
                    let target = match self.kind(*lhs) {
                        OpKind::Gvav(g) | OpKind::Gvhv(g) => Some(name(self, *g)),
                        _ => None,
                    };
                    let strings = self.const_strings(*rhs);
                    let export_var = target.as_ref().is_some_and(|t| {
                        [var("EXPORT"), var("EXPORT_OK"), var("EXPORT_TAGS")].contains(t)
                    });
                    if export_var && strings.is_none() && self.const_tags(*rhs).is_none() {
                        info.computed = true;
                    }
                    match (target, strings) {
                        (Some(t), Some(s)) if t == var("EXPORT") => {
                            info.export = s;
                            literal.insert(*lhs);
                        }
                        (Some(t), Some(s)) if t == var("EXPORT_OK") => {
                            info.export_ok = s;
                            literal.insert(*lhs);
                        }
                        (Some(t), Some(s)) if t == var("ISA") => info.isa = s,
                        (Some(t), None) if t == var("EXPORT_TAGS") => {
                            if let Some(tags) = self.const_tags(*rhs) {
                                info.tags = tags;
                                literal.insert(*lhs);
                            }
                        }
                        _ => {}
                    }
                }
                OpKind::Sassign { lhs, rhs } => {
                    if let OpKind::Gvsv(g) = self.kind(*lhs) {
                        if name(self, *g) == var("VERSION") {
                            match self.kind(*rhs) {
                                OpKind::Const(Const::Str(s)) => {
                                    info.version = Some(String::from_utf8_lossy(s).into_owned())
                                }
                                OpKind::Const(Const::Nv(f)) => info.version = Some(format!("{f}")),
                                OpKind::Const(Const::Iv(i)) => info.version = Some(format!("{i}")),
                                // `$VERSION = eval $VERSION` (File::Path): the literal's
                                // number, underscores gone.
                                OpKind::EvalNumeric(e, ..) if matches!(self.kind(*e), OpKind::Gvsv(x) if *x == *g) =>
                                {
                                    eval_version = true;
                                }
                                _ => {
                                    self.version_computed.insert(var("VERSION"));
                                }
                            }
                        }
                    }
                }
                OpKind::Push(av, items) => {
                    if let OpKind::Gvav(g) = self.kind(*av) {
                        if name(self, *g) == var("ISA") {
                            for it in items {
                                if let Some(s) = self.const_strings(*it) {
                                    info.isa.extend(s);
                                }
                            }
                        }
                    }
                }
                OpKind::Gvav(g) | OpKind::Gvhv(g) if !literal.contains(&id) => {
                    let n = name(self, *g);
                    if [var("EXPORT"), var("EXPORT_OK"), var("EXPORT_TAGS")].contains(&n) {
                        info.computed = true;
                    }
                }
                _ => {}
            }
            // `push @EXPORT, 'getdcwd' if $^O eq 'MSWin32'` (Cwd.pm): $^O is the target's
            // system name, known here, so code that never runs on it changes nothing.
            if let OpKind::And(cond, body) | OpKind::Or(cond, body) = kind {
                if let Some(holds) = self.os_test(cond) {
                    if holds == matches!(kind, OpKind::And(..)) {
                        todo.push(body);
                    }
                    continue;
                }
            }
            // Children last pushed are visited first; assignments are seen before their
            // operands.
            let mut kids = crate::ops::children_of(&kind);
            kids.reverse();
            todo.extend(kids);
        }
        // Exporter's _push_tags: each tag's members (all tags' without names; a name
        // that is no tag is pushed itself), in call order once the tags are known.
        for (ok, tags) in tag_exports {
            let tags = if tags.is_empty() {
                info.tags.iter().map(|(t, _)| t.clone()).collect()
            } else {
                tags
            };
            let mut names = vec![];
            for t in tags {
                match info.tags.iter().find(|(k, _)| *k == t) {
                    Some((_, members)) => names.extend(members.iter().cloned()),
                    None => names.push(t),
                }
            }
            if ok {
                info.export_ok.extend(names);
            } else {
                info.export.extend(names);
            }
        }
        if eval_version {
            match info.version.take() {
                Some(v) => info.version = Some(v.replace('_', "")),
                None => {
                    self.version_computed.insert(var("VERSION"));
                }
            }
        }
        self.isa_of.insert(package.to_string(), info.isa.clone());
        info
    }

    /// `$^O eq 'NAME'` / `$^O ne 'NAME'`: whether it holds on the target (Linux).
    fn os_test(&self, cond: OpId) -> Option<bool> {
        let OpKind::Binop(op, a, b) = self.kind(cond) else {
            return None;
        };
        let eq = match op {
            crate::ops::BinOp::StrEq => true,
            crate::ops::BinOp::StrNe => false,
            _ => return None,
        };
        let OpKind::Gvsv(g) = self.kind(*a) else {
            return None;
        };
        if self.prog.globs[*g as usize].name != "main::^O" {
            return None;
        }
        let OpKind::Const(Const::Str(name)) = self.kind(*b) else {
            return None;
        };
        Some((name.as_slice() == b"linux") == eq)
    }

    /// The strings of a list of string constants (`qw(...)`, `("a", "b")`).
    fn const_strings(&self, id: OpId) -> Option<Vec<String>> {
        match self.kind(id) {
            OpKind::Const(Const::Str(s)) => Some(vec![String::from_utf8_lossy(s).into_owned()]),
            OpKind::List(items) => {
                let mut out = vec![];
                for &i in items {
                    out.extend(self.const_strings(i)?);
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// `%EXPORT_TAGS = (tag => [qw(...)], ...)` of literals.
    fn const_tags(&self, id: OpId) -> Option<Vec<(String, Vec<String>)>> {
        let items = match self.kind(id) {
            OpKind::List(items) => items.clone(),
            _ => vec![id],
        };
        let mut flat = vec![];
        for i in items {
            match self.kind(i) {
                OpKind::List(inner) => flat.extend(inner.iter().copied()),
                _ => flat.push(i),
            }
        }
        let mut tags = vec![];
        for pair in flat.chunks(2) {
            let [k, v] = pair else { return None };
            let OpKind::Const(Const::Str(k)) = self.kind(*k) else {
                return None;
            };
            let OpKind::AnonArray(inner) = self.kind(*v) else {
                return None;
            };
            let mut members = vec![];
            for &i in inner {
                members.extend(self.const_strings(i)?);
            }
            tags.push((String::from_utf8_lossy(k).into_owned(), members));
        }
        Some(tags)
    }

    /// At the end of parsing: a call through an imported name calls the module's sub,
    /// unless the program defines a sub of that name itself (which replaces the import,
    /// as perl's glob assignment does).
    pub(super) fn resolve_sub_aliases(&mut self) {
        if self.sub_aliases.is_empty() {
            return;
        }
        for i in 0..self.prog.ops.len() {
            let name = match &self.prog.ops[i].kind {
                OpKind::Entersub { name, .. } | OpKind::RefCode(name) => name,
                _ => continue,
            };
            if self.prog.sub_index(name).is_some() {
                continue;
            }
            let Some(mut target) = self.sub_aliases.get(name).cloned() else {
                continue;
            };
            // An alias of an alias (Cwd.pm's `*realpath = \&abs_path`, imported as
            // `realpath`) calls the last one's target.
            for _ in 0..self.sub_aliases.len() {
                if self.prog.sub_index(&target).is_some() {
                    break;
                }
                match self.sub_aliases.get(&target) {
                    Some(t) if *t != target => target = t.clone(),
                    _ => break,
                }
            }
            match &mut self.prog.ops[i].kind {
                OpKind::Entersub { name, .. } | OpKind::RefCode(name) => *name = target,
                _ => {}
            }
        }
        let mut aliases: Vec<(String, String)> = self
            .sub_aliases
            .iter()
            .filter(|(a, _)| self.prog.sub_index(a).is_none())
            .map(|(a, t)| (a.clone(), t.clone()))
            .collect();
        aliases.sort();
        self.prog.sub_aliases = aliases;
    }

    /// The prototypes of the compiled subs, named (`sub f($$)`) and anonymous
    /// (`sub ($) {...}`), for the runtime's `prototype`. A constant of `use constant`
    /// has `()` (constant.pm makes `sub () {...}`); its calls are compiled without
    /// the prototype, as they are inlined or made with no arguments.
    pub(super) fn note_protos(&mut self) {
        let mut protos: Vec<(u32, String)> = self
            .prog
            .subs
            .iter()
            .enumerate()
            .filter_map(|(ix, s)| {
                let proto = match self.sub_protos.get(&s.name) {
                    Some(p) => p.clone(),
                    None if self.const_subs.contains(&s.name) => String::new(),
                    None => return None,
                };
                Some((ix as u32, proto))
            })
            .chain(self.anon_protos.iter().map(|(&ix, p)| (ix, p.clone())))
            .collect();
        protos.sort();
        protos.dedup();
        self.prog.protos = protos;
    }
}

impl Parser {
    /// A base class of `use parent` (`base`: of `use base`): its module is loaded as a
    /// `use` would, unless `-norequire`; `use base` of a package already defined loads
    /// nothing.
    pub(super) fn load_base(
        &mut self,
        b: &str,
        base: bool,
        norequire: bool,
        line: u32,
    ) -> Result<(), Diag> {
        if b == "Exporter" {
            return self.load_exporter(line);
        }
        if let Some(m) = crate::modules::find(b) {
            self.load_module(m, line);
            return Ok(());
        }
        let prefix = format!("{b}::");
        let defined = self.declared_subs.iter().any(|s| s.starts_with(&prefix))
            || self.prog.globs.iter().any(|g| g.name.starts_with(&prefix));
        if norequire || (base && defined) {
            return Ok(());
        }
        let key = module_key(b);
        match self.require_unit(&key, line, Load::Use)? {
            Some(req) => {
                self.hoisted.push(req);
                Ok(())
            }
            None if base => Err(Diag::raw(format!(
                "Base class package \"{b}\" is empty.\n    (Perhaps you need to 'use' the module which defines that package first,\n    or make that module available in @INC (@INC contains: {}).\n at {} line {line}.\nBEGIN failed--compilation aborted at {} line {line}.",
                self.inc.dirs.join(" "),
                self.file,
                self.file
            ))),
            None => {
                // parent.pm's own `require` fails (at its line 16).
                let text = self.inc.cant_locate(&key);
                let parent = format!("/usr/lib/{}/perl-base/parent.pm", self.inc.target);
                Err(Diag::raw(format!(
                    "{text} at {parent} line 16.\nBEGIN failed--compilation aborted at {} line {line}.",
                    self.file
                )))
            }
        }
    }

    /// `use base LIST` once fields.pm is loaded: what base.pm's import does after setting
    /// @ISA, a BEGIN-time statement calling base.pm's own subs (base.pm compiled in from
    /// its file): the base class with fields (`has_fields`, `has_attr`), at most one
    /// ("Can't multiply inherit fields"), gives the class its %FIELDS (`inherit_fields`).
    pub(super) fn base_fields(&mut self, bases: &[String], line: u32) -> Result<(), Diag> {
        let Some(req) = self.require_unit("base.pm", line, Load::Use)? else {
            let text = self.inc.cant_locate("base.pm");
            return Err(Diag::begin_failed(&self.file, line, text));
        };
        self.hoisted.push(req);
        let names: Vec<String> = bases.iter().map(|b| format!("'{b}'")).collect();
        let src = format!(
            "{{ my @with_fields = grep {{ base::has_fields($_) || base::has_attr($_) }} ({});
             if (@with_fields > 1) {{ require Carp; Carp::croak(\"Can't multiply inherit fields\") }}
             base::inherit_fields(__PACKAGE__, $with_fields[0]) if @with_fields;
}}",
            names.join(", ")
        );
        let file = self.file().to_string();
        let saved_lx = std::mem::replace(&mut self.lx, Lexer::new(src.into_bytes(), &file, line));
        let saved_peek = self.peeked.take();
        let block = self.expression_block();
        self.lx = saved_lx;
        self.peeked = saved_peek;
        let block = block?;
        self.hoisted.push(block);
        Ok(())
    }

    /// `use lib LIST` / `no lib LIST`: a BEGIN-time statement that assigns @INC what
    /// lib.pm's import or unimport makes of it (`Builtin::LibImport`), run again when the
    /// program starts. A literal list changes the compiler's @INC here; a computed one
    /// (`"$FindBin::Bin/lib"`) is learnt from the BEGIN-time code when a module is next
    /// looked for (`sync_inc`).
    pub(super) fn use_lib(&mut self, is_use: bool, line: u32) -> Result<(), Diag> {
        let (literal, mut args) = match self.import_args()? {
            ImportArgs::Words(w) => {
                let w = w.unwrap_or_default();
                let ops = w
                    .iter()
                    .map(|d| self.op(OpKind::Const(Const::Str(d.clone().into_bytes())), line))
                    .collect();
                (Some(w), ops)
            }
            ImportArgs::Expr(e) => (None, vec![e]),
        };
        if let Some(paths) = &literal {
            // What the BEGIN-time code so far did to @INC, before this one changes it.
            self.sync_inc(line)?;
            let inc: Vec<Vec<u8>> = self
                .inc
                .dirs
                .iter()
                .map(|d| d.clone().into_bytes())
                .collect();
            let paths: Vec<Vec<u8>> = paths.iter().map(|p| p.clone().into_bytes()).collect();
            let archname = format!("{}-thread-multi", self.inc.target);
            let kind = |p: &[u8]| {
                let m = std::fs::metadata(self.inc.host_path(&String::from_utf8_lossy(p)));
                camelift_abi::inc::PathKind {
                    exists: m.is_ok(),
                    is_dir: m.is_ok_and(|m| m.is_dir()),
                }
            };
            let (dirs, _) = camelift_abi::inc::lib_import(&inc, &paths, is_use, &archname, &kind);
            self.inc.dirs = dirs
                .into_iter()
                .map(|d| String::from_utf8_lossy(&d).into_owned())
                .collect();
        }
        let flag = self.op(OpKind::Const(Const::Iv(is_use as i64)), line);
        args.insert(0, flag);
        let call = self.op(OpKind::Func(crate::ops::Func::LibImport, args), line);
        let g = self.prog.glob("main::INC");
        let lhs = self.op(OpKind::Gvav(g), line);
        let rhs = self.op(OpKind::List(vec![call]), line);
        let st = self.op(OpKind::Aassign { lhs, rhs }, line);
        self.hoisted.push(st);
        // A computed list is BEGIN-time code whose @INC the compiler learns by a run.
        self.inc_touched = literal.is_none();
        Ok(())
    }

    /// The compiler's @INC is what the BEGIN-time code leaves in it: when code that can
    /// run at compile time named @INC since the compiler last knew it (`BEGIN { unshift
    /// @INC, ... }`, a computed `use lib`, a module's top level; `Parser::note_inc_op`),
    /// the BEGIN-time code so far runs and reports it.
    pub(super) fn sync_inc(&mut self, line: u32) -> Result<(), Diag> {
        if !std::mem::take(&mut self.inc_touched) {
            return Ok(());
        }
        let package = self.package().to_string();
        let report = self.run_begin(&package, line)?;
        self.inc_touched = false;
        let mut dirs = vec![];
        for d in report.inc {
            match d {
                Ok(d) => dirs.push(d),
                Err(()) => {
                    return Err(Diag::unsupported(
                        &self.file,
                        line,
                        "a reference in @INC (a hook or object that loads files)",
                    ))
                }
            }
        }
        self.inc.dirs = dirs;
        Ok(())
    }

    /// `@INC = (...)` as the compiler's @INC is now.
    fn inc_array_assign(&mut self, line: u32) -> OpId {
        let g = self.prog.glob("main::INC");
        let lhs = self.op(OpKind::Gvav(g), line);
        let items = self
            .inc
            .dirs
            .clone()
            .into_iter()
            .map(|d| self.op(OpKind::Const(Const::Str(d.into_bytes())), line))
            .collect();
        let rhs = self.op(OpKind::List(items), line);
        self.op(OpKind::Aassign { lhs, rhs }, line)
    }

    /// At the end of parsing: a program that reads @INC starts with perl's @INC (the one
    /// it was compiled with, before any `use lib`).
    pub(super) fn initial_inc(&mut self) -> Option<OpId> {
        let g = self.prog.globs.iter().position(|g| g.name == "main::INC")?;
        let used = self
            .prog
            .ops
            .iter()
            .any(|op| matches!(op.kind, OpKind::Gvav(x) if x as usize == g));
        // (A `require` of a computed name searches it, and names it in its error.)
        if !used && !self.prog.uses_dynamic_require {
            return None;
        }
        let now = std::mem::replace(&mut self.inc.dirs, self.inc.initial.clone());
        let st = self.inc_array_assign(1);
        self.inc.dirs = now;
        Some(st)
    }
}

impl Parser {
    /// A statement that starts with a typeglob: `*name = \&other;` at the top level of a
    /// file or of its `BEGIN` block makes `name` another name of the sub (from the start:
    /// perl's glob assignment runs before anything could call it there). Any other use of
    /// a typeglob is refused.
    pub(super) fn glob_alias(
        &mut self,
        name: &str,
        line: u32,
    ) -> Result<Option<Option<OpId>>, Diag> {
        let top = self.scopes.len() == 1 || (self.scopes.len() == 2 && self.in_top_begin);
        // The form, read ahead in the source: `= \&NAME` and the statement's end.
        let after = match &self.peeked {
            Some((t, ..)) => t.end,
            None => return Ok(None),
        };
        let rest = self.lx.src.get(after..).unwrap_or_default();
        let skip = |b: &[u8], i: usize| {
            i + b[i..]
                .iter()
                .take_while(|c| c.is_ascii_whitespace())
                .count()
        };
        let mut i = skip(rest, 0);
        let form = rest.get(i) == Some(&b'=') && {
            i = skip(rest, i + 1);
            rest.get(i..i + 2) == Some(b"\\&".as_slice()) && {
                i += 2;
                let n = rest[i..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_' || **c == b':')
                    .count();
                i = skip(rest, i + n);
                n > 0 && matches!(rest.get(i), Some(b';') | Some(b'}') | None)
            }
        };
        if !top || !form {
            // Done when the statement runs (`GlobAssign`).
            return Ok(None);
        }
        self.next(Expect::Term)?;
        self.expect_op("=", Expect::Operator)?;
        self.expect_op("\\", Expect::Term)?;
        let Tok::Var {
            sigil: b'&',
            name: target,
        } = self.next(Expect::Term)?.tok
        else {
            return Err(Diag::unsupported(&self.file, line, "typeglob"));
        };
        self.eat_op(";", Expect::Operator)?;
        let alias = self.qualify(name);
        let target = self.qualify(&target);
        if target == "Exporter::import" {
            let (package, _) = alias.rsplit_once("::").unwrap_or(("main", ""));
            self.inc.exporter_import.push(package.to_string());
            self.sub_aliases.insert(alias, target);
        } else if self.prog.sub_index(&alias).is_some()
            || self.sub_aliases.get(&alias).is_some_and(|t| *t != target)
        {
            // A sub with a body (a forward declaration, File::Compare's `sub cmp;`
            // before `*cmp = \&compare`, is only a name that the alias fills), or an
            // alias of another sub. (The same alias again is a file compiled again
            // after the file that first loaded it failed: Test2::Event::Pass.)
            return Err(Diag::unsupported(
                &self.file,
                line,
                &format!("a glob assignment that redefines the sub {alias}"),
            ));
        } else {
            self.sub_aliases.insert(alias, target);
        }
        Ok(Some(None))
    }
}

/// See `Parser::unit_mark`.
#[derive(Clone, Copy)]
pub(super) struct UnitMark {
    subs: usize,
    modules: usize,
}

impl Parser {
    /// The literal list assignments to package arrays in a top-level BEGIN block: what
    /// the block has made of them when the code after it is compiled.
    pub(super) fn note_begin_arrays(&mut self, body: OpId) {
        let OpKind::Lineseq(stmts) = self.kind(body).clone() else {
            return;
        };
        for st in stmts {
            let OpKind::Aassign { lhs, rhs } = *self.kind(st) else {
                continue;
            };
            let OpKind::Gvav(g) = *self.kind(lhs) else {
                continue;
            };
            let name = self.prog.globs[g as usize].name.clone();
            match self.const_strings(rhs) {
                Some(v) => {
                    self.begin_arrays.insert(name, v);
                }
                None => {
                    self.begin_arrays.remove(&name);
                }
            }
        }
    }
}

impl Parser {
    /// The file being parsed is a module of perl's own library, whose constructs that
    /// camelift cannot compile yet become run-time errors where they would run
    /// (`OpKind::NotYet`), rather than refusing the whole module.
    pub(super) fn in_perl_library(&self) -> bool {
        self.inc.perl_library.contains(&self.file_ix)
    }
}

impl Parser {
    /// `*NAME = VALUE` / `*{EXPR} = VALUE` (other than the top-level `*name = \&sub`
    /// of `glob_alias`): done when the statement runs. A constant name of a sub the
    /// program defines is refused (its calls are compiled to that sub).
    pub(super) fn glob_assign(
        &mut self,
        name: OpId,
        package: String,
        symbolic: bool,
        value: OpId,
        line: u32,
    ) -> Result<OpId, Diag> {
        if let OpKind::Const(Const::Str(n)) = self.kind(name) {
            let n = String::from_utf8_lossy(n).into_owned();
            let code = matches!(self.kind(value), OpKind::RefCode(_) | OpKind::AnonCode(_));
            if code && self.prog.sub_index(&n).is_some() {
                return Err(Diag::unsupported(
                    &self.file,
                    line,
                    &format!("a glob assignment that redefines the sub {n}"),
                ));
            }
        }
        if let OpKind::Const(Const::Str(n)) = self.kind(name) {
            let n = String::from_utf8_lossy(n).into_owned();
            self.note_glob_alias(&n, value);
        }
        Ok(self.op(
            OpKind::GlobAssign {
                name,
                value,
                package,
                symbolic,
            },
            line,
        ))
    }
}

/// The built-ins a sub in `CORE::GLOBAL::` may override (bigint's `hex` and `oct`):
/// named unary operators whose calls parse as those of a sub with the override's
/// prototype.
const GLOBAL_OVERRIDABLE: &[&str] = &["hex", "oct"];

impl Parser {
    /// After an import: when it called `overload::constant` (bigint's, bignum's), the
    /// numeric literals compiled from here to the end of the scope are the handlers'
    /// objects (`OpKind::ConstObj`); the handlers are kept by the program right after
    /// the import (`OpKind::ConstCapture`), as the site the literals name. An import
    /// that leaves them as they were keeps the current site; one that removed them
    /// (`no bigint`) ends it. Handlers for strings and patterns (`q`, `qr`) are refused.
    fn learn_constant_overloading(
        &mut self,
        report: &crate::engine::Report,
        line: u32,
    ) -> Result<(), Diag> {
        use camelift_abi::{HINT_NEW_NUMBERS, HINT_NEW_RE, HINT_NEW_STRING};
        if report.hints & (HINT_NEW_STRING | HINT_NEW_RE) != 0 {
            return Err(Diag::unsupported(
                &self.file,
                line,
                "overload::constant for strings or patterns (q, qr)",
            ));
        }
        let mut kinds = 0u8;
        for (kind, bit) in (0u8..).zip(HINT_NEW_NUMBERS) {
            if report.hints & bit != 0 && report.const_handlers.contains(&kind) {
                kinds |= 1 << kind;
            }
        }
        if kinds == 0 {
            self.set_pragma(|p| {
                p.const_site = 0;
                p.const_kinds = 0;
            });
            return Ok(());
        }
        if report.const_handlers_changed || self.pragmas().const_site == 0 {
            self.prog.const_sites += 1;
            let site = self.prog.const_sites;
            let capture = self.op(OpKind::ConstCapture(site), line);
            self.hoisted.push(capture);
            self.set_pragma(|p| p.const_site = site);
        }
        self.set_pragma(|p| p.const_kinds = kinds);
        Ok(())
    }

    /// After an import: the plain entries it left in `%^H` (bigint's `$^H{bigint} = 1`),
    /// which `caller`'s hint hash shows to code compiled in their scope
    /// (`bigint::in_effect`). Features stay the parser's own; references are not kept.
    fn learn_hint_hash(&mut self, report: &crate::engine::Report) {
        let set: Vec<(String, Option<String>)> = report
            .hint_hash
            .iter()
            .filter(|(k, _)| !k.starts_with("feature_"))
            .cloned()
            .collect();
        let ix = if set.is_empty() {
            0
        } else {
            match self.prog.hh_sets.iter().position(|s| *s == set) {
                Some(i) => i as u32 + 1,
                None => {
                    self.prog.hh_sets.push(set);
                    self.prog.hh_sets.len() as u32
                }
            }
        };
        if ix != self.pragmas().hh_extra {
            self.set_pragma(|p| {
                p.hh_extra = ix;
                p.hh_touched = true;
            });
        }
    }
}
