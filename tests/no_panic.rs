//! No-panic property test: whatever bytes it is given, the front end and the back end
//! return `Ok` or `Err(Diag)`; they never panic and never hang.
//!
//! Every input goes through `parse::parse_program`, and when that succeeds through
//! `ops::dump_program` and `lower::compile` for the host. Inputs come from a deterministic
//! xorshift generator, in three kinds taken in turn:
//!   (a) random byte strings (every byte value, lengths 0..200);
//!   (b) token soups: random sequences of Perl tokens and fragments;
//!   (c) mutations of the conformance programs (byte ranges deleted, duplicated, swapped,
//!       overwritten, or a token spliced in).
//!
//! The run stops after `CAMELIFT_FUZZ_SECS` seconds (default 20) or `CAMELIFT_FUZZ_MAX`
//! inputs (default 20000), whichever comes first. `CAMELIFT_FUZZ_SEED` picks another
//! sequence (default fixed, so a failure reproduces). A panicking input is shrunk (while it
//! still panics at the same place) and the first few are printed escaped; an input that
//! takes longer than `CAMELIFT_FUZZ_HANG_SECS` (default 10) is reported as a hang.
//! Results that are `Err("camelift: internal error ...")` are not failures, but the first
//! few are printed as notes.

mod harness;

use harness::{env_num, Bless, Suite};
use std::any::Any;
use std::cell::RefCell;
use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const FILE: &str = "fuzz.pl";
const SHOW: usize = 5;

// ---- the generator ------------------------------------------------------------------

struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> Self {
        XorShift(seed.max(1))
    }
    fn next(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform-ish in `0..n` (n > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const TOKENS: &[&str] = &[
    // declarations and variables
    "my",
    "my ",
    "my $x",
    "my @a",
    "my %h",
    "my ($x, $y)",
    "$x",
    "$y",
    "@a",
    "%h",
    "$a[",
    "$h{",
    "$_",
    "@_",
    "$_[0]",
    "$#a",
    "$0",
    "$1",
    "$a",
    "$b",
    "@ARGV",
    "%ENV",
    "$ENV{HOME}",
    "$SIG{ALRM}",
    "%SIG",
    "$!",
    "$@",
    "$,",
    "$\\",
    "$/",
    "$;",
    "$x[0]",
    "$h{k}",
    "@a[0,1]",
    "@h{'a','b'}",
    "$#",
    "${",
    "@{",
    "%$",
    "$$",
    "&f",
    "*g",
    "local",
    "our",
    "state",
    // brackets and separators
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    "=>",
    "::",
    "->",
    "\\",
    // operators
    "+",
    "-",
    "*",
    "/",
    "%",
    "**",
    ".",
    "x",
    "x=",
    "=",
    "+=",
    "-=",
    "*=",
    "/=",
    ".=",
    "**=",
    "%=",
    "||=",
    "&&=",
    "//=",
    "==",
    "!=",
    "<",
    ">",
    "<=",
    ">=",
    "<=>",
    "eq",
    "ne",
    "lt",
    "gt",
    "le",
    "ge",
    "cmp",
    "?",
    ":",
    "&&",
    "||",
    "//",
    "!",
    "not",
    "and",
    "or",
    "xor",
    "..",
    "...",
    "++",
    "--",
    "=~",
    "!~",
    "~",
    "&",
    "|",
    "^",
    "<<",
    ">>",
    "-e",
    "-f",
    // control
    "if",
    "elsif",
    "else",
    "unless",
    "while",
    "until",
    "for",
    "foreach",
    "last",
    "next",
    "redo",
    "return",
    "do",
    "LOOP:",
    "last LOOP",
    "if (",
    "while (",
    "for my $i (",
    "foreach my $e (@a)",
    "} else {",
    "sub",
    "sub f {",
    "sub {",
    "f(",
    "f()",
    "g(1, 2)",
    // builtins
    "print",
    "say",
    "printf",
    "print STDERR",
    "printf STDERR",
    "sprintf(",
    "length",
    "substr(",
    "index(",
    "join(",
    "reverse",
    "sort",
    "keys",
    "values",
    "each",
    "exists",
    "delete",
    "defined",
    "undef",
    "scalar",
    "wantarray",
    "push",
    "pop",
    "shift",
    "unshift",
    "die",
    "warn",
    "exit",
    "abs",
    "int",
    "sqrt",
    "lc",
    "uc",
    "ord",
    "chr",
    "hex",
    "oct",
    "time",
    "sleep",
    "alarm",
    "kill",
    "split",
    "map",
    "grep",
    "open",
    "eval",
    // literals and strings
    "1",
    "0",
    "-1",
    "42",
    "0x1f",
    "0b101",
    "017",
    "1e5",
    "1.5e-3",
    ".5",
    "1_000",
    "1.2.3",
    "v5",
    "inf",
    "nan",
    "\"str $x @a\"",
    "\"$h{k} $a[1] @a[0,1] ${x}\"",
    "\"\\t\\n\\x41\\x{263A}\\0\"",
    "\"\\u$x\"",
    "'q'",
    "'it\\'s'",
    "q{a}",
    "qq{$x}",
    "qw(a b)",
    "qw/a b c/",
    "\"\"",
    "''",
    "\"@\"",
    "\"$\"",
    "\"a@b.c\"",
    "\"unterminated",
    "'unterminated",
    "<STDIN>",
    "<<\"EOT\"",
    "<<EOT",
    "EOT\n",
    "`ls`",
    "/re/",
    "s/a/b/",
    "tr/a/b/",
    "m{x}",
    "__LINE__",
    "__FILE__",
    "__PACKAGE__",
    "STDOUT",
    "STDERR",
    // layout, comments, pod, end markers, pragmas
    " ",
    "  ",
    "\t",
    "\n",
    "\n\n",
    "#c\n",
    "# comment\n",
    "=pod\n",
    "=head1 X\n",
    "=cut\n",
    "__END__",
    "__DATA__",
    "use strict;",
    "use warnings;",
    "no strict;",
    "use strict 'vars';",
    "use feature 'say';",
    "use v5.36;",
    "use 5.010;",
    "use POSIX;",
    "package Foo;",
    "BEGIN {",
    "1;",
];

/// (a) random bytes.
fn random_bytes(rng: &mut XorShift) -> Vec<u8> {
    let len = rng.below(200);
    (0..len).map(|_| rng.next() as u8).collect()
}

/// (b) a token soup.
fn token_soup(rng: &mut XorShift) -> Vec<u8> {
    let n = 1 + rng.below(40);
    let mut out = Vec::new();
    if rng.chance(30) {
        out.extend_from_slice(b"use strict;\n");
    }
    for _ in 0..n {
        out.extend_from_slice(TOKENS[rng.below(TOKENS.len())].as_bytes());
        match rng.below(10) {
            0..=5 => out.push(b' '),
            6 => out.push(b'\n'),
            _ => {}
        }
    }
    out
}

/// (c) a mutation of a corpus program.
fn mutate(rng: &mut XorShift, corpus: &[Vec<u8>]) -> Vec<u8> {
    let mut v = corpus[rng.below(corpus.len())].clone();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = v.len();
        let range = |rng: &mut XorShift| {
            if len == 0 {
                return (0, 0);
            }
            let a = rng.below(len);
            let max = (len - a).min(if rng.chance(70) { 8 } else { 200 });
            (a, a + rng.below(max + 1))
        };
        match rng.below(6) {
            0 => {
                let (a, b) = range(rng);
                v.drain(a..b);
            }
            1 => {
                let (a, b) = range(rng);
                let piece = v[a..b].to_vec();
                let at = rng.below(v.len() + 1);
                v.splice(at..at, piece);
            }
            2 => {
                let (a, b) = range(rng);
                let (c, d) = range(rng);
                let (first, second) = if a <= c {
                    ((a, b), (c, d))
                } else {
                    ((c, d), (a, b))
                };
                if first.1 <= second.0 {
                    let mut w = v[..first.0].to_vec();
                    w.extend_from_slice(&v[second.0..second.1]);
                    w.extend_from_slice(&v[first.1..second.0]);
                    w.extend_from_slice(&v[first.0..first.1]);
                    w.extend_from_slice(&v[second.1..]);
                    v = w;
                }
            }
            3 => {
                let (a, b) = range(rng);
                for byte in &mut v[a..b] {
                    *byte = rng.next() as u8;
                }
            }
            _ => {
                let at = rng.below(v.len() + 1);
                let tok = TOKENS[rng.below(TOKENS.len())].as_bytes().to_vec();
                v.splice(at..at, tok);
            }
        }
    }
    v
}

/// The conformance programs, the seeds of the mutations. Those that load the
/// Math::Big* family (some 20,000 lines of library, 5 to 10 s to compile here) or Test::More
/// (Test2 under it, about 30 s, most of it in 90 compile-time runs) are left
/// out: a mutation of the program's few lines would spend the budget compiling the same
/// library again, and could pass the hang limit on a loaded machine.
fn corpus() -> Vec<Vec<u8>> {
    let suite = Suite::new("conformance", "conformance", Bless::FromPerl);
    let heavy = |n: &str| {
        n.starts_with("pragma_big")
            || n.starts_with("mod_math_big")
            || n.starts_with("mod_test_more")
    };
    let mut progs: Vec<Vec<u8>> = suite
        .programs()
        .iter()
        .filter(|n| !heavy(n))
        .filter_map(|n| std::fs::read(suite.path(&format!("{n}.pl"))).ok())
        .collect();
    if progs.is_empty() {
        progs.push(b"use strict;\nmy $x = 1;\nprint \"$x\\n\";\n".to_vec());
    }
    progs
}

// ---- running one input ----------------------------------------------------------------

thread_local! {
    /// Where the last panic on this thread happened, recorded by the quiet panic hook.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

#[derive(Clone, Debug)]
enum Outcome {
    Ok,
    Err(String),
    /// The stage, and the panic's location and message.
    Panic(&'static str, String),
    Hang,
}

fn panic_text(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "<non-string panic payload>".into()
    }
}

/// One stage under catch_unwind.
fn stage<T>(name: &'static str, f: impl FnOnce() -> T) -> Result<T, Outcome> {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => Ok(v),
        Err(payload) => {
            let at = LAST_PANIC
                .with(|p| p.borrow_mut().take())
                .unwrap_or_default();
            Err(Outcome::Panic(
                name,
                format!("{at}: {}", panic_text(payload.as_ref())),
            ))
        }
    }
}

fn pipeline(src: &[u8]) -> Outcome {
    let run = || -> Result<Outcome, Outcome> {
        let prog = match stage("parse_program", || {
            camelift::parse::parse_program(src, FILE)
        })? {
            Ok(p) => p,
            Err(d) => return Ok(Outcome::Err(d.message)),
        };
        stage("dump_program", || camelift::ops::dump_program(&prog))?;
        let triple = target_lexicon::Triple::host();
        let opts = camelift::lower::Options::default();
        match stage("lower::compile", || {
            camelift::lower::compile(&prog, &triple, &opts).map(|_| ())
        })? {
            Ok(()) => Ok(Outcome::Ok),
            Err(d) => Ok(Outcome::Err(d.message)),
        }
    };
    match run() {
        Ok(o) | Err(o) => o,
    }
}

/// Runs the pipeline on a worker thread (8 MiB stack, like a main thread) so a hang can be
/// noticed; a hung worker is left behind and dies with the test process.
fn run_one(src: &[u8], hang: Duration) -> Outcome {
    let (tx, rx) = mpsc::channel();
    let input = src.to_vec();
    let spawned = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let _ = tx.send(pipeline(&input));
        });
    if spawned.is_err() {
        return Outcome::Panic("spawn", "could not start a worker thread".into());
    }
    match rx.recv_timeout(hang) {
        Ok(o) => o,
        Err(mpsc::RecvTimeoutError::Timeout) => Outcome::Hang,
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            Outcome::Panic("worker", "worker thread died".into())
        }
    }
}

/// Where a panic happened, without its message (which may quote the input).
fn panic_site(o: &Outcome) -> Option<String> {
    match o {
        Outcome::Panic(stage, text) => {
            Some(format!("{stage} {}", text.split(": ").next().unwrap_or("")))
        }
        _ => None,
    }
}

/// Greedy shrinking: drop chunks (halving their size) while the input still panics at the
/// same place. Bounded by a deadline.
fn shrink(src: &[u8], site: &str, hang: Duration, deadline: Instant) -> Vec<u8> {
    let mut best = src.to_vec();
    let mut chunk = (best.len() / 2).max(1);
    while Instant::now() < deadline {
        let mut progress = false;
        let mut i = 0;
        while i < best.len() && Instant::now() < deadline {
            let end = (i + chunk).min(best.len());
            let mut cand = best[..i].to_vec();
            cand.extend_from_slice(&best[end..]);
            if panic_site(&run_one(&cand, hang)).as_deref() == Some(site) {
                best = cand;
                progress = true;
            } else {
                i += chunk;
            }
        }
        if chunk == 1 && !progress {
            break;
        }
        if !progress || chunk > 1 {
            chunk = (chunk / 2).max(1);
        }
    }
    best
}

fn escape(src: &[u8]) -> String {
    let mut s = String::from("b\"");
    for &b in src {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            b'\r' => s.push_str("\\r"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\x{b:02x}");
            }
        }
    }
    s.push('"');
    s
}

#[test]
fn front_and_back_end_never_panic() {
    let secs = env_num("CAMELIFT_FUZZ_SECS", 20);
    let max = env_num("CAMELIFT_FUZZ_MAX", 20000);
    let seed = env_num("CAMELIFT_FUZZ_SEED", 0x5eed_ca3e_11f7);
    let hang = Duration::from_secs(env_num("CAMELIFT_FUZZ_HANG_SECS", 10));
    let budget = Duration::from_secs(secs);

    // Panics are expected to be caught; record where they happen instead of printing each.
    let old_hook = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
            .unwrap_or_default();
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(at));
    }));

    let corpus = corpus();
    let mut rng = XorShift::new(seed);
    let start = Instant::now();
    let mut counts = [0usize; 3];
    let (mut oks, mut errs) = (0usize, 0usize);
    let mut internal: Vec<(Vec<u8>, String)> = vec![];
    let mut panics: Vec<(Vec<u8>, String)> = vec![];
    let mut hangs: Vec<Vec<u8>> = vec![];
    let mut seen_sites: Vec<String> = vec![];
    let mut total = 0u64;
    while total < max && start.elapsed() < budget {
        let kind = (total % 3) as usize;
        let input = match kind {
            0 => random_bytes(&mut rng),
            1 => token_soup(&mut rng),
            _ => mutate(&mut rng, &corpus),
        };
        total += 1;
        counts[kind] += 1;
        match run_one(&input, hang) {
            Outcome::Ok => oks += 1,
            Outcome::Err(m) => {
                errs += 1;
                if m.starts_with("camelift: internal error") && internal.len() < SHOW {
                    internal.push((input, m));
                }
            }
            o @ Outcome::Panic(..) => {
                let site = panic_site(&o).unwrap_or_default();
                if !seen_sites.contains(&site) {
                    seen_sites.push(site);
                    panics.push((input, format!("{o:?}")));
                }
            }
            Outcome::Hang => {
                if hangs.len() < SHOW {
                    hangs.push(input);
                }
                // A hung worker keeps a core busy; more inputs would measure nothing useful.
                break;
            }
        }
    }
    let elapsed = start.elapsed();

    // Shrink the first panicking input of each distinct site (a few seconds each at most).
    let mut report = String::new();
    for (input, what) in panics.iter().take(SHOW) {
        let site = panic_site(&run_one(input, hang)).unwrap_or_default();
        let small = if site.is_empty() {
            input.clone()
        } else {
            shrink(input, &site, hang, Instant::now() + Duration::from_secs(5))
        };
        let _ = writeln!(
            report,
            "PANIC {what}\n  input ({} bytes): {}\n  shrunk ({} bytes): {}",
            input.len(),
            escape(input),
            small.len(),
            escape(&small)
        );
    }
    panic::set_hook(old_hook);

    for input in &hangs {
        let _ = writeln!(
            report,
            "HANG (no answer within {hang:?})\n  input ({} bytes): {}",
            input.len(),
            escape(input)
        );
    }
    eprintln!(
        "no_panic: {total} inputs in {:.1}s (seed {seed:#x}; {} random bytes, {} token soups, {} mutations): {oks} Ok, {errs} Err, {} panic sites, {} hangs",
        elapsed.as_secs_f64(),
        counts[0],
        counts[1],
        counts[2],
        panics.len(),
        hangs.len()
    );
    for (input, m) in &internal {
        eprintln!(
            "note: internal error (not a failure): {m}\n  input: {}",
            escape(input)
        );
    }
    if !panics.is_empty() || !hangs.is_empty() {
        panic!("the compiler panicked or hung:\n{report}");
    }
}
