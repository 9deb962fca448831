//! perl's own regex test table (`tests/re_tests/re_tests`, perl 5.36's `t/re/re_tests`)
//! run through compiled programs.
//!
//! Each usable line of the table becomes a self-contained snippet of literal Perl (the
//! compiled programs cannot `eval` a string) built the way perl's `t/re/regexp.t` builds
//! its test code:
//!
//! ```perl
//! # re_tests line N
//! eval {
//!     my $subject = "<column 2, as a double-quoted literal>";
//!     my $match = ($subject =~ m'<column 1>'<flags>);
//!     my $got = "<column 4, as a double-quoted literal>";
//!     print "\x1eN:", ($match ? "y" : "n"), ":", $got, "\x1f\n";
//!     1;
//! } or print "\x1eN:died\x1f\n";
//! ```
//!
//! Snippets are batched about 100 to a program. Each program runs under perl (the oracle)
//! and is compiled with camelift and run; a case passes when both print the same record,
//! byte for byte. A program that does not compile is split into chunks of 10 and then
//! single cases, so one unsupported construct only fails its own case (the reason is the
//! compiler's first error line); cases whose record is missing (crash, timeout) are rerun
//! the same way. If a probe program doing `"a" =~ /a/` does not compile, every case fails
//! with that reason without compiling anything else.
//!
//! The totals and every failing case are compared with `tests/re_tests/snapshot.txt`; the
//! test fails when they differ, so progress and regressions both show up as diffs.
//!
//! * `CAMELIFT_BLESS=1 cargo test --release --test re_tests` rewrites the snapshot.
//! * `RE_TESTS_COMPILER=perl` runs perl in place of the compiled program: every run case
//!   must then pass, which checks the generator and the comparison (the snapshot is left
//!   alone). `RE_TESTS_COMPILER=/path/to/camelift` uses another compiler binary.
//! * `RE_TESTS_LINES=335-340,1386` runs only those table lines and prints each snippet
//!   with perl's and camelift's result (the snapshot is left alone).
//!
//! A second trial checks that perl's own output agrees with the table's expected column,
//! i.e. that the snippets reproduce `regexp.t`'s semantics.

mod harness;

use harness::{build_host_runtime, first_line, have, run, scratch, Bless, Ran, Suite};
use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

const BATCH: usize = 100;
const CHUNK: usize = 10;
const COMPILE_TIMEOUT: Duration = Duration::from_secs(120);
const RUN_TIMEOUT: Duration = Duration::from_secs(10);
/// Starts a case's record in a program's output.
const REC: u8 = 0x1e;
/// Ends a case's record (followed by a newline).
const END: u8 = 0x1f;

// ---------------------------------------------------------------------------------------
// Skip reasons. Every skipped line has exactly one; the snapshot counts them.

const SKIP_COMPILE_ERROR: &str = "compile-time error case (c)";
const SKIP_PERL_BUG: &str = "known perl bug (B)";
const SKIP_REGEX_SETS: &str = "regex_sets_compat.t only (s)";
const SKIP_EBCDIC: &str = "EBCDIC only (e)";
const SKIP_CODE: &str = "embedded code (?{ }) (??{ }) (*{ })";
const SKIP_NAMED_CHAR: &str = "named character \\N{NAME}";
const SKIP_QUOTE: &str = "pattern contains ' but has no delimiter";
const SKIP_VAR: &str = "pattern interpolates a variable other than ${bang}";
const SKIP_MALFORMED: &str = "malformed line";
const SKIP_PERL_NO_RESULT: &str = "perl printed no result";

const SKIP_ORDER: &[&str] = &[
    SKIP_COMPILE_ERROR,
    SKIP_PERL_BUG,
    SKIP_REGEX_SETS,
    SKIP_EBCDIC,
    SKIP_CODE,
    SKIP_NAMED_CHAR,
    SKIP_QUOTE,
    SKIP_VAR,
    SKIP_MALFORMED,
    SKIP_PERL_NO_RESULT,
];

// ---------------------------------------------------------------------------------------
// Paths and modes.

/// The table and the snapshot of camelift's results on it.
fn suite() -> Suite {
    Suite::new("re_tests", "re_tests", Bless::FromCamelift)
}

fn work_dir() -> PathBuf {
    scratch(&["re_tests"])
}

#[derive(Clone)]
enum Actual {
    /// perl in place of the compiled program (validates the harness).
    Perl,
    /// Compile with this camelift binary and run the executable.
    Camelift(PathBuf),
}

fn actual_mode() -> Actual {
    match std::env::var("RE_TESTS_COMPILER") {
        Ok(v) if v == "perl" => Actual::Perl,
        Ok(v) if !v.is_empty() => Actual::Camelift(PathBuf::from(v)),
        _ => Actual::Camelift(PathBuf::from(env!("CARGO_BIN_EXE_camelift"))),
    }
}

/// `RE_TESTS_LINES=10-20,1386`: run only these lines of the table and show each case
/// (the snapshot is neither compared nor written).
fn line_filter() -> Option<Vec<(usize, usize)>> {
    let v = std::env::var("RE_TESTS_LINES").ok()?;
    let mut ranges = vec![];
    for part in v.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (a, b) = part.split_once('-').unwrap_or((part, part));
        match (a.trim().parse(), b.trim().parse()) {
            (Ok(a), Ok(b)) => ranges.push((a, b)),
            _ => panic!("RE_TESTS_LINES: bad range {part:?}"),
        }
    }
    Some(ranges)
}

// ---------------------------------------------------------------------------------------
// The table.

struct Case {
    line: usize,
    /// Column 1 as written in the table (for the snapshot).
    pat_col: String,
    /// Column 3 says the pattern matches (`y`, or empty after removing flags).
    expect_match: bool,
    /// Column 5 after `\n` substitution: a double-quoted literal's body.
    expect_src: String,
    /// `T`: perl itself is known to disagree with column 5.
    todo: bool,
    snippet: String,
}

struct Skipped {
    line: usize,
    why: &'static str,
}

enum Entry {
    Run(Case),
    Skip(Skipped),
}

/// Removes the first occurrence of any of `chars`; returns the removed char.
fn take_flag(s: &mut String, chars: &[char]) -> Option<char> {
    let i = s.find(|c| chars.contains(&c))?;
    let c = s.remove(i);
    Some(c)
}

/// `\N{NAME}` (not `\N{U+...}` and not the `\N{3,4}` quantifier).
fn has_named_char(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    while let Some(p) = s[i..].find("\\N{") {
        let j = i + p + 3;
        if let Some(&c) = b.get(j) {
            if c.is_ascii_alphabetic() && !(c == b'U' && b.get(j + 1) == Some(&b'+')) {
                return true;
            }
        }
        i = j;
    }
    false
}

fn has_code_block(s: &str) -> bool {
    s.contains("(?{") || s.contains("(??{") || s.contains("(*{")
}

/// Parses one line of the table the way `regexp.t` does. `None` for lines that are not
/// cases (blank, comment, `__END__`).
fn parse_line(line_no: usize, raw: &str) -> Option<Entry> {
    if !raw.chars().any(|c| !c.is_whitespace())
        || raw.trim_start().starts_with('#')
        || raw == "__END__"
    {
        return None;
    }
    let skip = |why| Some(Entry::Skip(Skipped { line: line_no, why }));
    // regexp.t: `s/\\n/\n/g` on the whole line before splitting it.
    let line = raw.replace("\\n", "\n");
    let f: Vec<&str> = line.splitn(7, '\t').collect();
    let pat_col = raw.split('\t').next().unwrap_or("").to_string();
    if f.len() < 2 {
        return skip(SKIP_MALFORMED);
    }
    let (pat, subject) = (f[0], f[1]);
    let mut result = f.get(2).copied().unwrap_or("").to_string();
    let repl = f.get(3).copied().unwrap_or("");
    let expect = f.get(4).copied().unwrap_or("");

    // Column 3 flags, in regexp.t's order.
    let mut why: Option<&'static str> = None;
    if take_flag(&mut result, &['B']).is_some() {
        why = Some(SKIP_PERL_BUG);
    }
    take_flag(&mut result, &['M']); // miniperl only; this is a full perl
    if take_flag(&mut result, &['S', 's']) == Some('s') {
        why = why.or(Some(SKIP_REGEX_SETS));
    }
    take_flag(&mut result, &['a']); // ASCII platforms only: we are one
    if take_flag(&mut result, &['e']).is_some() {
        why = why.or(Some(SKIP_EBCDIC));
    }
    if why.is_none() {
        take_flag(&mut result, &['b', 'B']); // a bug only under skip_amp
    }
    let todo = take_flag(&mut result, &['T']).is_some();
    take_flag(&mut result, &['t']); // threads only
    if let Some(w) = why {
        return skip(w);
    }
    if result == "c" {
        return skip(SKIP_COMPILE_ERROR);
    }
    let expect_match = !result.starts_with('n');

    if has_code_block(pat) {
        return skip(SKIP_CODE);
    }
    if [pat, subject, repl, expect]
        .iter()
        .any(|s| has_named_char(s))
    {
        return skip(SKIP_NAMED_CHAR);
    }

    // regexp.t: `$pat = "'$pat'" unless $pat =~ /^[:''\/]/;`
    let mut pat = if pat.starts_with([':', '\'', '/']) {
        pat.to_string()
    } else {
        if pat.contains('\'') {
            return skip(SKIP_QUOTE);
        }
        format!("'{pat}'")
    };
    // regexp.t: `$pat =~ s/(\$\{\w+\})/$1/eeg;` ($bang is the four characters `\041`).
    pat = pat.replace("${bang}", "\\041");
    if let Some(p) = pat.find("${") {
        let rest = &pat[p + 2..];
        let word = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if word > 0 && rest[word..].starts_with('}') {
            return skip(SKIP_VAR);
        }
    }

    Some(Entry::Run(Case {
        line: line_no,
        pat_col,
        expect_match,
        expect_src: expect.to_string(),
        todo,
        snippet: snippet(line_no, &pat, subject, repl),
    }))
}

/// The literal Perl for one case (see the module comment).
fn snippet(n: usize, pat: &str, subject: &str, repl: &str) -> String {
    let mut s = format!("# re_tests line {n}\neval {{\n");
    // regexp.t's globals, used as `${bang}` etc. in the subject and expression columns.
    let uses = |name: &str| subject.contains(name) || repl.contains(name);
    if uses("bang") {
        s.push_str("    my $bang = \"\\\\041\";\n");
    }
    if uses("ffff") {
        s.push_str("    my $ffff = \"\\xff\\xff\";\n");
    }
    if uses("nulnul") {
        s.push_str("    my $nulnul = \"\\0\\0\";\n");
    }
    s.push_str(&format!("    my $subject = \"{subject}\";\n"));
    if repl == "pos" {
        s.push_str("    pos($subject) = 0;\n");
        s.push_str(&format!("    my $match = ($subject =~ m{pat}g);\n"));
        s.push_str("    my $got = pos($subject);\n");
    } else {
        s.push_str(&format!("    my $match = ($subject =~ m{pat});\n"));
        s.push_str(&format!("    my $got = \"{repl}\";\n"));
    }
    s.push_str(&format!(
        "    print \"\\x1e{n}:\", ($match ? \"y\" : \"n\"), \":\", $got, \"\\x1f\\n\";\n    1;\n}} or print \"\\x1e{n}:died\\x1f\\n\";\n"
    ));
    s
}

fn program<'a>(snippets: impl Iterator<Item = &'a str>) -> String {
    let mut p = String::from(
        "# generated by tests/re_tests.rs from tests/re_tests/re_tests; do not edit\n",
    );
    for s in snippets {
        p.push_str(s);
    }
    p
}

fn load_table() -> Vec<Entry> {
    let text = std::fs::read_to_string(suite().path("re_tests"))
        .expect("tests/re_tests/re_tests is missing");
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| parse_line(i + 1, l))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Running programs.

/// Case records in a program's output: line number to what it printed after `N:`.
fn records(out: &[u8]) -> HashMap<usize, Vec<u8>> {
    let mut m = HashMap::new();
    for piece in out.split(|&b| b == REC).skip(1) {
        let Some(colon) = piece.iter().position(|&b| b == b':') else {
            continue;
        };
        let Some(n) = std::str::from_utf8(&piece[..colon])
            .ok()
            .and_then(|s| s.parse::<usize>().ok())
        else {
            continue;
        };
        let mut body = &piece[colon + 1..];
        if let Some(b) = body.strip_suffix(&[END, b'\n']) {
            body = b;
        }
        m.entry(n).or_insert_with(|| body.to_vec());
    }
    m
}

/// What one case printed, or why it printed nothing.
type Outcome = Result<Vec<u8>, String>;

fn run_perl(dir: &Path, name: &str, src: &str) -> Ran {
    let file = format!("{name}.pl");
    if let Err(e) = std::fs::write(dir.join(&file), src) {
        panic!("writing {file}: {e}");
    }
    let mut cmd = Command::new("perl");
    cmd.arg(&file).current_dir(dir);
    run(cmd, RUN_TIMEOUT, None)
}

/// Runs `cases` as one program on the "actual" side, splitting the group when it does
/// not compile or loses records.
fn run_group(cases: &[&Case], name: &str, mode: &Actual, out: &mut HashMap<usize, Outcome>) {
    let dir = work_dir();
    let src = program(cases.iter().map(|c| c.snippet.as_str()));
    let ran = match mode {
        Actual::Perl => run_perl(&dir, name, &src),
        Actual::Camelift(compiler) => {
            let file = format!("{name}.pl");
            std::fs::write(dir.join(&file), &src).expect("writing a generated program");
            let exe = dir.join(name);
            let _ = std::fs::remove_file(&exe);
            let mut build = Command::new(compiler);
            build
                .current_dir(&dir)
                .arg("build")
                .arg(&file)
                .arg("-o")
                .arg(&exe);
            let b = run(build, COMPILE_TIMEOUT, None);
            if !b.ok() || !exe.is_file() {
                if cases.len() == 1 {
                    let msg = first_line(&b.stderr)
                        .or_else(|| first_line(&b.stdout))
                        .unwrap_or_else(|| b.describe());
                    out.insert(cases[0].line, Err(format!("compile: {msg}")));
                } else {
                    split(cases, name, mode, out);
                }
                return;
            }
            let mut cmd = Command::new(&exe);
            cmd.current_dir(&dir);
            run(cmd, RUN_TIMEOUT, None)
        }
    };
    let mut recs = records(&ran.stdout);
    let mut missing = vec![];
    for c in cases {
        match recs.remove(&c.line) {
            Some(r) => {
                out.insert(c.line, Ok(r));
            }
            None => missing.push(*c),
        }
    }
    if missing.is_empty() {
        return;
    }
    if cases.len() == 1 {
        out.insert(cases[0].line, Err(format!("no result: {}", ran.describe())));
    } else {
        split(&missing, name, mode, out);
    }
}

fn split(cases: &[&Case], name: &str, mode: &Actual, out: &mut HashMap<usize, Outcome>) {
    if cases.len() > CHUNK {
        for (k, ch) in cases.chunks(CHUNK).enumerate() {
            run_group(ch, &format!("{name}_{k}"), mode, out);
        }
    } else {
        for c in cases {
            run_group(&[c], &format!("line_{}", c.line), mode, out);
        }
    }
}

// ---------------------------------------------------------------------------------------
// The whole run.

struct Results {
    /// Every case and skipped line, by line number.
    entries: Vec<Entry>,
    /// perl's record for each case it printed one for.
    expected: HashMap<usize, Vec<u8>>,
    /// The actual side's outcome for each case perl printed a record for.
    actual: HashMap<usize, Outcome>,
    mode_is_perl: bool,
    /// Cases perl ran whose output disagrees with the table's column 5.
    table_disagreements: Vec<String>,
}

fn probe(compiler: &Path) -> Result<(), String> {
    let dir = work_dir();
    let src = "my $s = \"a\";\nprint(($s =~ /a/) ? \"ok\\n\" : \"no\\n\");\n";
    std::fs::write(dir.join("probe.pl"), src).map_err(|e| e.to_string())?;
    let exe = dir.join("probe");
    let mut build = Command::new(compiler);
    build
        .current_dir(&dir)
        .arg("build")
        .arg("probe.pl")
        .arg("-o")
        .arg(&exe);
    let b = run(build, COMPILE_TIMEOUT, None);
    if b.ok() && exe.is_file() {
        Ok(())
    } else {
        Err(first_line(&b.stderr)
            .or_else(|| first_line(&b.stdout))
            .unwrap_or_else(|| b.describe()))
    }
}

fn compute() -> Results {
    let started = Instant::now();
    let mode = actual_mode();
    let mut entries = load_table();
    if let Some(ranges) = line_filter() {
        let line = |e: &Entry| match e {
            Entry::Run(c) => c.line,
            Entry::Skip(s) => s.line,
        };
        entries.retain(|e| ranges.iter().any(|&(a, b)| (a..=b).contains(&line(e))));
    }
    let cases: Vec<&Case> = entries
        .iter()
        .filter_map(|e| match e {
            Entry::Run(c) => Some(c),
            Entry::Skip(_) => None,
        })
        .collect();
    let probe_failure = match &mode {
        Actual::Perl => None,
        Actual::Camelift(c) => {
            if std::env::var_os("RE_TESTS_COMPILER").is_none() {
                build_host_runtime();
            }
            probe(c).err()
        }
    };
    if let Some(p) = &probe_failure {
        eprintln!("re_tests: the regex probe does not compile ({p}); every case fails");
    }

    let batches: Vec<Vec<&Case>> = cases.chunks(BATCH).map(|c| c.to_vec()).collect();
    let next = Mutex::new(0usize);
    let expected = Mutex::new(HashMap::new());
    let actual = Mutex::new(HashMap::new());
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .clamp(1, 8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    let i = *n;
                    *n += 1;
                    i
                };
                let Some(batch) = batches.get(i) else { break };
                let name = format!("batch_{i:02}");
                let src = program(batch.iter().map(|c| c.snippet.as_str()));
                let oracle = records(&run_perl(&work_dir(), &format!("{name}_perl"), &src).stdout);
                let mut got = HashMap::new();
                match &probe_failure {
                    Some(p) => {
                        for c in batch {
                            got.insert(c.line, Err(format!("regex probe does not compile: {p}")));
                        }
                    }
                    None => run_group(batch, &name, &mode, &mut got),
                }
                expected.lock().unwrap().extend(oracle);
                actual.lock().unwrap().extend(got);
            });
        }
    });
    let expected: HashMap<usize, Vec<u8>> = expected.into_inner().unwrap();
    let actual = actual.into_inner().unwrap();
    let table_disagreements = table_check(&cases, &expected);
    eprintln!(
        "re_tests: {} cases in {:.1}s",
        cases.len(),
        started.elapsed().as_secs_f64()
    );
    Results {
        entries,
        expected,
        actual,
        mode_is_perl: matches!(mode, Actual::Perl),
        table_disagreements,
    }
}

/// Evaluates column 5 of every case under perl (`eval qq("$expect")` in regexp.t) and
/// compares perl's actual records with it: `y` cases must print `y:<expected>`, `n` cases
/// `n:...`. Returns one description per disagreement that is not a TODO.
fn table_check(cases: &[&Case], oracle: &HashMap<usize, Vec<u8>>) -> Vec<String> {
    let mut src = String::from("# column 5 of tests/re_tests/re_tests\n");
    for c in cases.iter().filter(|c| c.expect_match) {
        let mut decl = String::new();
        if c.expect_src.contains("bang") {
            decl.push_str("my $bang = \"\\\\041\"; ");
        }
        if c.expect_src.contains("ffff") {
            decl.push_str("my $ffff = \"\\xff\\xff\"; ");
        }
        if c.expect_src.contains("nulnul") {
            decl.push_str("my $nulnul = \"\\0\\0\"; ");
        }
        src.push_str(&format!(
            "{{ {decl}print \"\\x1e{}:y:\", \"{}\", \"\\x1f\\n\"; }}\n",
            c.line, c.expect_src
        ));
    }
    let ran = run_perl(&work_dir(), "column5", &src);
    let want = records(&ran.stdout);
    let mut bad = vec![];
    for c in cases {
        let Some(got) = oracle.get(&c.line) else {
            continue;
        };
        let ok = if c.expect_match {
            want.get(&c.line) == Some(got)
        } else {
            got.starts_with(b"n:")
        };
        if !ok && !c.todo {
            let w = if c.expect_match {
                want.get(&c.line)
                    .map(|w| esc(w, 60))
                    .unwrap_or_else(|| "<column 5 did not evaluate>".into())
            } else {
                "n:...".to_string()
            };
            bad.push(format!(
                "line {}: {}  perl printed {}, table says {}",
                c.line,
                c.pat_col,
                esc(got, 60),
                w
            ));
        }
    }
    bad
}

fn results() -> &'static Results {
    static R: OnceLock<Results> = OnceLock::new();
    R.get_or_init(compute)
}

// ---------------------------------------------------------------------------------------
// The snapshot.

/// Bytes as a short, printable, quoted string.
fn esc(b: &[u8], max: usize) -> String {
    let mut s = String::from("\"");
    for (i, &c) in b.iter().enumerate() {
        if i >= max {
            s.push_str("...");
            break;
        }
        match c {
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            b'\\' => s.push_str("\\\\"),
            b'"' => s.push_str("\\\""),
            0x20..=0x7e => s.push(c as char),
            _ => s.push_str(&format!("\\x{c:02x}")),
        }
    }
    s.push('"');
    s
}

fn short(s: &str, max: usize) -> String {
    let s = s.replace(['\t', '\n'], " ");
    if s.chars().count() > max {
        let t: String = s.chars().take(max).collect();
        format!("{t}...")
    } else {
        s
    }
}

struct Tally {
    text: String,
    run: usize,
    passed: usize,
    /// `line<TAB>category` for every skipped line (written next to the fresh snapshot).
    skipped_list: String,
}

fn snapshot(r: &Results) -> Tally {
    let mut skipped: BTreeMap<usize, usize> = BTreeMap::new(); // SKIP_ORDER index -> count
    let mut failures = vec![];
    let (mut total, mut run, mut passed) = (0, 0, 0);
    let mut skipped_list = String::new();
    let mut skip = |line: usize, why: &str| {
        let i = SKIP_ORDER.iter().position(|w| *w == why).unwrap();
        *skipped.entry(i).or_default() += 1;
        skipped_list.push_str(&format!("{line}\t{why}\n"));
    };
    for e in &r.entries {
        total += 1;
        let c = match e {
            Entry::Skip(s) => {
                skip(s.line, s.why);
                continue;
            }
            Entry::Run(c) => c,
        };
        let Some(want) = r.expected.get(&c.line) else {
            skip(c.line, SKIP_PERL_NO_RESULT);
            continue;
        };
        run += 1;
        let reason = match r.actual.get(&c.line) {
            Some(Ok(got)) if got == want => {
                passed += 1;
                continue;
            }
            Some(Ok(got)) => format!("got {} want {}", esc(got, 40), esc(want, 40)),
            Some(Err(e)) => short(e, 110),
            None => "no result".to_string(),
        };
        failures.push(format!("{}\t{}\t{}", c.line, c.pat_col, reason));
    }
    let n_skipped: usize = skipped.values().sum();
    let mut t = String::new();
    t.push_str(
        "# perl 5.36 t/re/re_tests (tests/re_tests/re_tests) through camelift: tests/re_tests.rs\n",
    );
    t.push_str("# bless: CAMELIFT_BLESS=1 cargo test --release --test re_tests\n");
    t.push_str(&format!("cases: {total}\n"));
    t.push_str(&format!("skipped: {n_skipped}\n"));
    for (i, n) in &skipped {
        t.push_str(&format!("skipped: {}: {n}\n", SKIP_ORDER[*i]));
    }
    t.push_str(&format!("run: {run}\n"));
    t.push_str(&format!("passed: {passed}\n"));
    t.push_str(&format!("failed: {}\n", run - passed));
    let pct = if run == 0 {
        0.0
    } else {
        100.0 * passed as f64 / run as f64
    };
    t.push_str(&format!("pass % of run: {pct:.1}\n"));
    t.push_str("# failing cases: line<TAB>pattern<TAB>reason\n");
    for f in failures {
        t.push_str(&f);
        t.push('\n');
    }
    Tally {
        text: t,
        run,
        passed,
        skipped_list,
    }
}

fn snapshot_trial() -> Result<(), Failed> {
    let r = results();
    let tally = snapshot(r);
    let fresh_path = work_dir().join("snapshot.txt");
    let _ = std::fs::write(&fresh_path, &tally.text);
    let _ = std::fs::write(work_dir().join("skipped.txt"), &tally.skipped_list);
    if line_filter().is_some() {
        return show_selected(r, &tally);
    }
    if r.mode_is_perl {
        eprintln!(
            "{}",
            tally.text.lines().take(20).collect::<Vec<_>>().join("\n")
        );
        if tally.passed != tally.run || tally.run == 0 {
            return Err(format!(
                "perl against perl: {} of {} run cases differ (see {})",
                tally.run - tally.passed,
                tally.run,
                fresh_path.display()
            )
            .into());
        }
        return Ok(());
    }
    suite()
        .check_snapshot("snapshot.txt", &tally.text)
        .map_err(|e| {
            format!(
                "{} of {} run cases pass now (fresh snapshot in {}).\n{}",
                tally.passed,
                tally.run,
                fresh_path.display(),
                e.message().unwrap_or("")
            )
            .into()
        })
}

/// `RE_TESTS_LINES` mode: every selected case with its snippet, perl's and our record.
fn show_selected(r: &Results, tally: &Tally) -> Result<(), Failed> {
    for e in &r.entries {
        match e {
            Entry::Skip(s) => eprintln!("line {}: skipped: {}", s.line, s.why),
            Entry::Run(c) => {
                let want = r.expected.get(&c.line);
                let got = r.actual.get(&c.line);
                let verdict = match (want, got) {
                    (Some(w), Some(Ok(g))) if w == g => "pass",
                    (None, _) => "skipped (perl printed no result)",
                    _ => "FAIL",
                };
                eprintln!("line {}: {verdict}\n{}", c.line, c.snippet);
                eprintln!(
                    "  perl:     {}",
                    want.map(|w| esc(w, 200)).unwrap_or_else(|| "-".into())
                );
                match got {
                    Some(Ok(g)) => eprintln!("  camelift: {}\n", esc(g, 200)),
                    Some(Err(e)) => eprintln!("  camelift: {e}\n"),
                    None => eprintln!("  camelift: -\n"),
                }
            }
        }
    }
    if tally.passed == tally.run {
        Ok(())
    } else {
        Err(format!(
            "{} of {} selected cases fail",
            tally.run - tally.passed,
            tally.run
        )
        .into())
    }
}

fn table_trial() -> Result<(), Failed> {
    let r = results();
    if r.table_disagreements.is_empty() {
        return Ok(());
    }
    Err(format!(
        "perl's output disagrees with the table for {} case(s): the generator does not \
         reproduce regexp.t\n{}",
        r.table_disagreements.len(),
        r.table_disagreements.join("\n")
    )
    .into())
}

fn main() {
    let args = Arguments::from_args();
    let have_perl = have("perl");
    let name = if matches!(actual_mode(), Actual::Perl) {
        "perl_against_perl"
    } else {
        "snapshot"
    };
    let trials = vec![
        Trial::test(name, snapshot_trial).with_ignored_flag(!have_perl),
        Trial::test("perl_agrees_with_table", table_trial).with_ignored_flag(!have_perl),
    ];
    libtest_mimic::run(&args, trials).exit();
}
