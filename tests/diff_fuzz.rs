//! Differential fuzzing against perl: random, valid, deterministic Perl programs, each
//! compiled by camelift and run, and run by perl 5.36; stdout, stderr and the exit status
//! must be equal. In the style of Csmith: a grammar-directed generator over scalars
//! (IV/UV/NV edge values, numeric strings), arrays, a hash, string and list built-ins,
//! sprintf formats, regex matches, substitutions and transliterations, subs with
//! arguments and return values, closures, loops with `last`/`next`, `local`,
//! `wantarray`, `sort`, `eval`/`die`.
//!
//! Programs are deterministic by construction: no time, randomness, addresses, process
//! ids or hash order (keys are sorted); loops are bounded; divisors are non-zero
//! constants. A program camelift refuses ("not supported yet") is counted, not failed.
//! A mismatch is minimised (top-level statements removed while it persists) and the
//! smallest program is printed with both outputs; every one found becomes a conformance
//! program. Differences that are perl's unspecified behaviour would go in `ALLOWED`
//! (empty: none is known).
//!
//! `CAMELIFT_DIFF_SECS` bounds the run (default 30; CI uses the default),
//! `CAMELIFT_DIFF_MAX` the number of programs (default 100000), `CAMELIFT_DIFF_SEED` picks
//! another sequence (default fixed, so a failure reproduces).

mod harness;

use harness::{camelift, env_num, scratch};
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const INTS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "3",
    "7",
    "10",
    "-17",
    "255",
    "1000",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9007199254740992",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "0x1f",
    "0b101",
    "017",
    "1_000_000",
];
const FLOATS: &[&str] = &[
    "0.5",
    "-0.25",
    "3.14159",
    "1e10",
    "1.5e-7",
    "2.5",
    "1e15",
    "1e16",
    "123456789.123",
    "0.1",
    "1e100",
    "-1e-5",
];
const STRINGS: &[&str] = &[
    "\"\"",
    "\"abc\"",
    "\"Hello, World\"",
    "\"10\"",
    "\" 42 \"",
    "\"3.5e2\"",
    "\"0 but true\"",
    "\"a,b,,c\"",
    "\"x y  z\"",
    "\"MiXeD\"",
    "'q\\'uote'",
    "\"tab\\there\"",
    "\"007\"",
    "\"-12abc\"",
    "\"aaa\"",
    "\"zz\"",
    "\"Az9\"",
];
const SCALARS: &[&str] = &["$s0", "$s1", "$s2", "$s3"];
const ARRAYS: &[&str] = &["@a0", "@a1"];

struct Gen {
    r: Rng,
    depth: usize,
    subs: usize,
    /// The subs an expression may call (`f0` .. below this): a sub's body calls only
    /// those before it, so nothing recurses.
    callable: usize,
}

impl Gen {
    fn num_lit(&mut self) -> String {
        if self.r.chance(70) {
            self.r.pick(INTS).to_string()
        } else {
            self.r.pick(FLOATS).to_string()
        }
    }

    fn small(&mut self) -> String {
        self.r.below(6).to_string()
    }

    fn scalar_var(&mut self) -> String {
        self.r.pick(SCALARS).to_string()
    }

    fn array_var(&mut self) -> String {
        self.r.pick(ARRAYS).to_string()
    }

    /// A numeric expression.
    fn num(&mut self) -> String {
        self.depth += 1;
        let leaf = self.depth > 3 || self.r.chance(30);
        let e = if leaf {
            match self.r.below(6) {
                0 | 1 => self.num_lit(),
                2 | 3 => self.scalar_var(),
                4 => format!("scalar({})", self.array_var()),
                _ => format!("$#{}", &self.array_var()[1..]),
            }
        } else {
            match self.r.below(22) {
                0 => format!("({} + {})", self.num(), self.num()),
                1 => format!("({} - {})", self.num(), self.num()),
                2 => format!("({} * {})", self.num(), self.num()),
                3 => format!(
                    "({} / {})",
                    self.num(),
                    self.r.pick(&["2", "3", "-4", "0.5", "7"])
                ),
                4 => format!(
                    "({} % {})",
                    self.num(),
                    self.r.pick(&["2", "3", "-4", "7", "10"])
                ),
                5 => format!(
                    "({} ** {})",
                    self.num(),
                    self.r.pick(&["0", "1", "2", "3", "0.5"])
                ),
                6 => format!("- {}", self.num()),
                7 => format!("abs({})", self.num()),
                8 => format!("int({})", self.num()),
                9 => format!("({} <=> {})", self.num(), self.num()),
                10 => format!("({} & {})", self.num(), self.num()),
                11 => format!("({} | {})", self.num(), self.num()),
                12 => format!("({} ^ {})", self.num(), self.num()),
                13 => format!("({} << {})", self.num(), self.small()),
                14 => format!("({} >> {})", self.num(), self.small()),
                15 => format!("length({})", self.str()),
                16 => format!("index({}, {})", self.str(), self.str()),
                17 => format!("ord({})", self.str()),
                18 => format!("({} ? {} : {})", self.cond(), self.num(), self.num()),
                19 => format!("({} cmp {})", self.str(), self.str()),
                20 if self.callable > 0 => {
                    format!(
                        "f{}({}, {})",
                        self.r.below(self.callable),
                        self.num(),
                        self.str()
                    )
                }
                _ => format!("sqrt(abs({}))", self.num()),
            }
        };
        self.depth -= 1;
        e
    }

    /// A string expression.
    fn str(&mut self) -> String {
        self.depth += 1;
        let leaf = self.depth > 3 || self.r.chance(30);
        let e = if leaf {
            match self.r.below(4) {
                0 | 1 => self.r.pick(STRINGS).to_string(),
                2 => self.scalar_var(),
                _ => format!("\"<{}:{}>\"", self.scalar_var(), self.array_var()),
            }
        } else {
            match self.r.below(18) {
                0 => format!("({} . {})", self.str(), self.str()),
                1 => format!("({} x {})", self.str(), self.small()),
                2 => format!("uc({})", self.str()),
                3 => format!("lc({})", self.str()),
                4 => format!("ucfirst({})", self.str()),
                5 => format!("substr({}, {}, {})", self.str(), self.small(), self.small()),
                6 => {
                    let f = self.r.pick(&[
                        "%d", "%s", "%.3f", "%5s", "%-5s|", "%x", "%o", "%e", "%g", "%b", "%05d",
                        "%+d", "%.2e", "%3\\$s",
                    ]);
                    if f.contains('$') {
                        format!(
                            "sprintf(\"%s-%s-{f}\", {}, {}, {})",
                            self.str(),
                            self.num(),
                            self.str()
                        )
                    } else {
                        format!("sprintf(\"{f}\", {})", self.num())
                    }
                }
                7 => format!("join(\",\", {})", self.list()),
                8 => format!("scalar(reverse({}))", self.str()),
                9 => format!("chr(65 + {} % 26)", self.small()),
                10 => format!("({} ? {} : {})", self.cond(), self.str(), self.str()),
                11 => format!("\"{}\" . {}", self.r.pick(&["n=", "v:", ""]), self.num()),
                12 => format!("lcfirst({})", self.str()),
                13 => format!("join(\"\", sort(split(//, {})))", self.str()),
                14 => format!("({} =~ tr/a-z/A-Z/r)", self.str()),
                15 => format!("({} =~ s/[aeiou]/_/gr)", self.str()),
                16 => format!("g{}({})", self.r.below(2), self.list()),
                _ => format!("(\"\" . {})", self.num()),
            }
        };
        self.depth -= 1;
        e
    }

    /// A condition that perl cannot fold into a constant: perl removes a branch that a
    /// constant condition rules out before it checks it for "Useless use ... in void
    /// context", and camelift, which does not fold constant expressions, checks both
    /// (a known difference, README.md). The guard is always true.
    fn live_cond(&mut self) -> String {
        format!("(defined($s0) && {})", self.cond())
    }

    /// A condition.
    fn cond(&mut self) -> String {
        self.depth += 1;
        let e = match self.r.below(10) {
            0 => format!("({} == {})", self.num(), self.num()),
            1 => format!("({} < {})", self.num(), self.num()),
            2 => format!("({} eq {})", self.str(), self.str()),
            3 => format!("({} lt {})", self.str(), self.str()),
            4 => format!("defined({})", self.scalar_var()),
            5 => format!(
                "({} =~ /{}/)",
                self.str(),
                self.r
                    .pick(&["a", "^\\d+$", "[A-Z]", "b|c", "(.)\\1", "\\s"])
            ),
            6 => format!("!{}", self.num()),
            7 => format!("({} && {})", self.num(), self.str()),
            8 => format!("({} || {})", self.num(), self.num()),
            _ => self.str().to_string(),
        };
        self.depth -= 1;
        e
    }

    /// A list expression.
    fn list(&mut self) -> String {
        self.depth += 1;
        let e = if self.depth > 3 {
            self.array_var()
        } else {
            match self.r.below(11) {
                0 => self.array_var(),
                1 => format!("(1..{})", self.r.below(7)),
                2 => format!("({}, {}, {})", self.num(), self.str(), self.num()),
                3 => format!("(map {{ {} }} {})", self.map_expr(), self.list()),
                4 => format!("(grep {{ {} }} {})", self.grep_expr(), self.list()),
                5 => format!("(sort {{ $a <=> $b }} {})", self.num_list()),
                6 => format!("(sort {})", self.list()),
                7 => format!("(reverse {})", self.list()),
                8 => format!(
                    "split(/{}/, {})",
                    self.r.pick(&[",", "\\s+", "", "b"]),
                    self.str()
                ),
                9 => "(map { \"$_=$h0{$_}\" } sort keys %h0)".to_string(),
                _ => format!("(@{{[{}, {}]}})", self.num(), self.num()),
            }
        };
        self.depth -= 1;
        e
    }

    fn num_list(&mut self) -> String {
        match self.r.below(3) {
            0 => format!("({}, {}, {})", self.num(), self.num(), self.num()),
            1 => format!("(1..{})", self.r.below(7)),
            _ => format!("(map {{ $_ * {} }} 1..{})", self.num_lit(), self.r.below(5)),
        }
    }

    fn map_expr(&mut self) -> String {
        self.r
            .pick(&[
                "$_ * 2",
                "$_ . \"x\"",
                "uc($_)",
                "length($_)",
                "($_, $_)",
                "$_ + 0.5",
                "-$_",
            ])
            .to_string()
    }

    fn grep_expr(&mut self) -> String {
        self.r
            .pick(&[
                "$_",
                "!$_",
                "/\\d/",
                "length($_) > 1",
                "$_ ne \"\"",
                "$_ % 2",
            ])
            .to_string()
    }

    /// A statement (a block's, when `depth` > 0).
    fn stmt(&mut self, depth: usize) -> String {
        let k = if depth >= 2 {
            self.r.below(10)
        } else {
            self.r.below(19)
        };
        match k {
            0..=2 => format!("print {}, \"\\n\";", self.str()),
            3 => format!("print {}, \"\\n\";", self.num()),
            4 => format!("{} = {};", self.scalar_var(), self.num()),
            5 => format!("{} = {};", self.scalar_var(), self.str()),
            6 => format!("push {}, {};", self.array_var(), self.list()),
            7 => format!("print join(\"|\", {}), \"\\n\";", self.list()),
            8 => format!("{} = ({});", self.array_var(), self.list()),
            9 => format!("$h0{{{}}} = {};", self.str(), self.num()),
            10 => format!(
                "if ({}) {{ {} }} elsif ({}) {{ {} }} else {{ {} }}",
                self.live_cond(),
                self.stmt(depth + 1),
                self.live_cond(),
                self.stmt(depth + 1),
                self.stmt(depth + 1)
            ),
            11 => format!(
                "for my $i ({}) {{ next if {}; {} last if {}; }}",
                self.list(),
                self.cond_i(),
                self.stmt(depth + 1),
                self.cond_i()
            ),
            12 => format!(
                "{{ my $n = 0; while ($n < {}) {{ $n++; {} }} }}",
                self.r.below(4),
                self.stmt(depth + 1)
            ),
            13 => format!(
                "eval {{ {}; die {} . \"\\n\" if {}; 1 }} or print \"died: $@\";",
                self.stmt(depth + 1).trim_end_matches(';'),
                self.str(),
                self.live_cond()
            ),
            14 => format!(
                "{{ local $g0 = {}; print \"local $g0\\n\"; }} print \"global $g0\\n\";",
                self.str()
            ),
            15 => format!(
                "if ({} =~ /(\\w)(\\w*)/) {{ print \"m: $1 $2 $-[0] $+[0]\\n\"; }}",
                self.str()
            ),
            16 => format!(
                "{{ my $t = {}; my $c = ($t =~ s/{}/{}/g); print \"s: $c $t\\n\"; }}",
                self.str(),
                self.r.pick(&["a", "\\d", "[A-Z]", "(.)(.)"]),
                self.r.pick(&["-", "<$&>", "$2$1", ""])
            ),
            17 => format!(
                "{{ my @w = (f{}({}, {})); print scalar(@w), \" \", \"@w\", \"\\n\"; }}",
                self.r.below(self.subs),
                self.num(),
                self.str()
            ),
            _ => format!(
                "{{ my $c = make_counter({}); $c->(); print $c->(), \"\\n\"; }}",
                self.num_lit()
            ),
        }
    }

    fn cond_i(&mut self) -> String {
        format!(
            "$i {} {}",
            self.r.pick(&["eq", "==", "lt", ">"]),
            self.r.pick(&["2", "\"b\"", "0", "4"])
        )
    }

    fn program(&mut self) -> Vec<String> {
        self.subs = 1 + self.r.below(3);
        let mut out = vec![];
        out.push("use strict;\nuse warnings;".to_string());
        out.push(format!(
            "my ($s0, $s1, $s2, $s3) = ({}, {}, {}, {});",
            self.num_lit(),
            self.r.pick(STRINGS),
            self.num_lit(),
            self.r.pick(STRINGS)
        ));
        out.push(format!(
            "my @a0 = ({}, {}, {}); my @a1 = ({}, {});",
            self.num_lit(),
            self.num_lit(),
            self.r.pick(STRINGS),
            self.r.pick(STRINGS),
            self.num_lit()
        ));
        out.push(format!(
            "my %h0 = (k1 => {}, k2 => {});\nour $g0 = {};",
            self.num_lit(),
            self.r.pick(STRINGS),
            self.r.pick(STRINGS)
        ));
        out.push(
            "sub make_counter { my $n = shift; return sub { return $n++ } }\n\
             sub g0 { return join(\"+\", @_) }\n\
             sub g1 { return wantarray ? \"list\" : scalar(@_) }"
                .to_string(),
        );
        for i in 0..self.subs {
            self.callable = i;
            let body = self.num();
            let s = self.str();
            out.push(format!(
                "sub f{i} {{ my ($x, $y) = @_; return ($x, $y) if wantarray && {}; return {body} . {s}; }}",
                self.cond()
            ));
        }
        self.callable = self.subs;
        let n = 8 + self.r.below(16);
        for _ in 0..n {
            self.depth = 0;
            out.push(self.stmt(0));
        }
        out.push("print join(\",\", map { \"$_=$h0{$_}\" } sort keys %h0), \"\\n\";".to_string());
        out
    }
}

/// What a run printed.
#[derive(PartialEq, Debug)]
struct Outcome {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: Option<i32>,
}

fn run(mut c: Command) -> Option<Outcome> {
    let out = c.stdin(Stdio::null()).output().ok()?;
    Some(Outcome {
        stdout: out.stdout,
        stderr: out.stderr,
        status: out.status.code(),
    })
}

enum Verdict {
    Same,
    Refused,
    Differs(Outcome, Outcome),
}

fn check(dir: &Path, src: &str) -> Verdict {
    let file = dir.join("p.pl");
    let exe = dir.join("p");
    if std::fs::write(&file, src).is_err() {
        return Verdict::Refused;
    }
    let _ = std::fs::remove_file(&exe);
    let Some(perl) = run({
        let mut c = Command::new("perl");
        c.current_dir(dir).arg("p.pl");
        c
    }) else {
        return Verdict::Refused;
    };
    let build = Command::new(camelift())
        .current_dir(dir)
        .args(["build", "p.pl", "-o", "p"])
        .output();
    let Ok(build) = build else {
        return Verdict::Refused;
    };
    if !build.status.success() {
        let err = String::from_utf8_lossy(&build.stderr);
        if err.contains("not supported yet") {
            return Verdict::Refused;
        }
        // A compile error: perl must have given the same (a compile-time die).
        let ours = Outcome {
            stdout: build.stdout,
            stderr: build.stderr,
            status: build.status.code(),
        };
        return if ours == perl {
            Verdict::Same
        } else {
            Verdict::Differs(perl, ours)
        };
    }
    let Some(mut ours) = run({
        let mut c = Command::new(&exe);
        c.current_dir(dir);
        c
    }) else {
        return Verdict::Refused;
    };
    // perl prints compile-time warnings before running; camelift prints them when
    // compiling (as the conformance suite compares them).
    let mut stderr = build.stderr;
    stderr.extend_from_slice(&ours.stderr);
    ours.stderr = stderr;
    if ours == perl {
        Verdict::Same
    } else {
        Verdict::Differs(perl, ours)
    }
}

/// The statements removed one at a time (not the declarations) while the mismatch
/// stays: the smallest program that still differs.
fn minimise(dir: &Path, mut stmts: Vec<String>) -> Vec<String> {
    let keep = 5;
    let mut i = stmts.len();
    while i > keep {
        i -= 1;
        let mut trial = stmts.clone();
        trial.remove(i);
        if matches!(check(dir, &trial.join("\n")), Verdict::Differs(..)) {
            stmts = trial;
        }
    }
    stmts
}

/// Known differences that are perl's unspecified behaviour (none yet).
const ALLOWED: &[&str] = &[];

fn main() {
    let secs = env_num("CAMELIFT_DIFF_SECS", 30);
    let max = env_num("CAMELIFT_DIFF_MAX", 100_000);
    let seed = env_num("CAMELIFT_DIFF_SEED", 0x5eed_d1ff);
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--list") {
        println!("diff_fuzz: test");
        return;
    }
    let dir = scratch(&["diff_fuzz"]);
    let mut g = Gen {
        r: Rng(seed | 1),
        depth: 0,
        subs: 1,
        callable: 0,
    };
    let start = Instant::now();
    let (mut same, mut refused, mut tried) = (0u64, 0u64, 0u64);
    let mut report = String::new();
    let mut failures = 0;
    while tried < max && start.elapsed() < Duration::from_secs(secs) {
        tried += 1;
        let stmts = g.program();
        let src = stmts.join("\n");
        match check(&dir, &src) {
            Verdict::Same => same += 1,
            Verdict::Refused => refused += 1,
            Verdict::Differs(..) if ALLOWED.iter().any(|a| src.contains(a)) => same += 1,
            Verdict::Differs(..) => {
                failures += 1;
                let small = minimise(&dir, stmts);
                let text = small.join("\n");
                if let Verdict::Differs(p, o) = check(&dir, &text) {
                    let _ = writeln!(
                        report,
                        "---- program {tried} (minimised) ----\n{text}\n---- perl (status {:?}) ----\n{}{}---- camelift (status {:?}) ----\n{}{}",
                        p.status,
                        String::from_utf8_lossy(&p.stdout),
                        String::from_utf8_lossy(&p.stderr),
                        o.status,
                        String::from_utf8_lossy(&o.stdout),
                        String::from_utf8_lossy(&o.stderr),
                    );
                }
                if failures >= 3 {
                    break;
                }
            }
        }
    }
    println!(
        "diff_fuzz: {tried} programs (seed {seed:#x}): {same} equal to perl, {refused} refused, {failures} differ"
    );
    if failures > 0 {
        eprintln!("{report}");
        std::process::exit(1);
    }
}
