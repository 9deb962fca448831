//! Snapshot tests for what a human reads (`Bless::FromCamelift`), as Cranelift's filetests
//! do:
//!
//! * `tests/snapshots/NAME.pl`: each `--emit KIND` its `# emit:` header names, compared
//!   with the committed `NAME.KIND` (`ops` or `clif`).
//! * `inline::NAME`: every `// test NAME` snippet in `src/` (the comment lines right after
//!   it, rust-analyzer style, above the lexer or parser rule that resolves an ambiguity),
//!   whose `--emit ops` dump, after the snippet itself as `#` lines, is compared with
//!   `tests/snapshots/inline/NAME.ops`.
//!
//! `CAMELIFT_BLESS=1 cargo test --release --test snapshots` rewrites them from camelift's
//! output; review the diff (for an inline case: does the op tree show the resolution the
//! rule is meant to make?) before committing it.

mod harness;

use harness::{camelift, root, run, scratch, verdict, Bless, Suite};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

const EMIT_TIMEOUT: Duration = Duration::from_secs(60);
/// The inline suite covers at least this many ambiguity rules.
const MIN_INLINE: usize = 20;

/// `camelift build FILE --emit KIND` for x86-64, run from `dir`.
fn emit(dir: &Path, file: &str, kind: &str) -> Result<String, Failed> {
    let mut cmd = Command::new(camelift());
    cmd.current_dir(dir).args([
        "build",
        file,
        "--emit",
        kind,
        "--target",
        "x86_64-unknown-linux-gnu",
    ]);
    let out = run(cmd, EMIT_TIMEOUT, None).into_output()?;
    if !out.status.success() {
        return Err(format!(
            "camelift build {file} --emit {kind} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The structural promises of the design, visible in loop_add's IR.
fn loop_add_clif_structure(suite: &Suite) -> Result<(), Failed> {
    let clif = emit(&suite.dir, "loop_add.pl", "clif")?;
    let mut problems = vec![];
    let mut expect = |ok: bool, what: String| {
        if !ok {
            problems.push(what);
        }
    };
    expect(
        clif.contains("inline constructor (IV)"),
        "inline constructor missing".into(),
    );
    expect(
        clif.contains("camelift_sv_new_slow"),
        "the constructor's slow path is the one runtime entry".into(),
    );
    expect(
        clif.contains("signal poll (loop back-edge): folded into FREETMPS"),
        "the loop back-edge's FREETMPS check must be its poll".into(),
    );
    // Folded polls cost nothing: each statement's one FREETMPS check compares with the
    // gate (ctx+96) and its slow path also polls; the flag itself is loaded only where a
    // floor is written and at the program's end.
    let gate_checks = clif.matches("load.i64 notrap aligned v0+96").count();
    let stmt_lines = clif.matches("; line ").count();
    expect(
        gate_checks >= stmt_lines,
        format!("every statement checks the gate ({gate_checks} checks, {stmt_lines} statements)"),
    );
    expect(
        !clif.contains("load.i64 notrap aligned v0+32"),
        "statements compare with the gate, not the floor".into(),
    );
    let explicit =
        clif.matches("; signal poll (").count() - clif.matches("folded into FREETMPS").count();
    expect(
        explicit == 1,
        format!("one explicit poll, the main program's end (found {explicit})"),
    );
    verdict(problems)
}

/// One `// test NAME` snippet found in `src/`.
struct Inline {
    name: String,
    /// Where it is, `src/FILE:LINE`.
    at: String,
    /// `src/FILE`, recorded in the snapshot.
    file: String,
    perl: String,
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.filter_map(|e| e.ok()) {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Every `// test NAME` comment in `src/` with the `// ` lines that follow it.
fn inline_cases() -> Vec<Inline> {
    let mut files = vec![];
    rust_files(&root().join("src"), &mut files);
    files.sort();
    let mut cases = vec![];
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let file = path
            .strip_prefix(root())
            .unwrap_or(&path)
            .display()
            .to_string();
        let lines: Vec<&str> = text.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            let Some(name) = l.trim_start().strip_prefix("// test ") else {
                continue;
            };
            // The snippet: the `//` lines that follow, up to the next `// test` or a doc
            // comment (`///`, the rule's own).
            let perl: String = lines[i + 1..]
                .iter()
                .map(|l| l.trim_start())
                .take_while(|l| !l.starts_with("// test ") && !l.starts_with("///"))
                .map_while(|l| l.strip_prefix("//"))
                .map(|l| format!("{}\n", l.strip_prefix(' ').unwrap_or(l)))
                .collect();
            cases.push(Inline {
                name: name.trim().to_string(),
                at: format!("{file}:{}", i + 1),
                file: file.clone(),
                perl,
            });
        }
    }
    cases
}

fn inline_check(suite: &Suite, case: &Inline) -> Result<(), Failed> {
    if case.perl.trim().is_empty() {
        return Err(format!(
            "{}: `// test {}` has no snippet below it",
            case.at, case.name
        )
        .into());
    }
    let dir = scratch(&["inline"]);
    let file = format!("{}.pl", case.name);
    std::fs::write(dir.join(&file), &case.perl).map_err(|e| format!("writing {file}: {e}"))?;
    let ops = emit(&dir, &file, "ops")
        .map_err(|e| format!("{}: {}", case.at, e.message().unwrap_or("")))?;
    let mut text = format!("# {} ({})\n", case.name, case.file);
    for l in case.perl.lines() {
        text.push_str(&format!("# {l}\n"));
    }
    text.push_str(&ops);
    suite.check_snapshot(&format!("{}.ops", case.name), &text)
}

/// The inline suite as a whole: names are unique and well-formed, every committed snapshot
/// has its snippet, and there are enough of them.
fn inline_suite_check(suite: &Suite, cases: &[Inline]) -> Result<(), Failed> {
    let mut problems = vec![];
    for (i, c) in cases.iter().enumerate() {
        if c.name.is_empty()
            || !c
                .name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            problems.push(format!(
                "{}: test name {:?} is not [a-z0-9_]+",
                c.at, c.name
            ));
        }
        if let Some(first) = cases[..i].iter().find(|d| d.name == c.name) {
            problems.push(format!(
                "{}: test name {} is used at {} too",
                c.at, c.name, first.at
            ));
        }
    }
    for snap in suite.names_with_ext("ops") {
        if !cases.iter().any(|c| c.name == snap) {
            problems.push(format!("{snap}.ops has no `// test {snap}` in src/"));
        }
    }
    if cases.len() < MIN_INLINE {
        problems.push(format!(
            "only {} inline cases (at least {MIN_INLINE})",
            cases.len()
        ));
    }
    verdict(problems)
}

fn main() {
    let args = Arguments::from_args();
    let suite = Arc::new(Suite::new("snapshots", "snapshots", Bless::FromCamelift));
    let mut trials = vec![];
    for name in suite.programs() {
        let kinds = match suite.directives(&name).map(|d| d.emit) {
            Ok(kinds) if !kinds.is_empty() => kinds,
            r => {
                let e = r
                    .err()
                    .unwrap_or(format!("{name}.pl has no `# emit:` header"));
                trials.push(Trial::test(format!("emit::{name}"), move || Err(e.into())));
                continue;
            }
        };
        for kind in kinds {
            let (s, n) = (suite.clone(), name.clone());
            trials.push(Trial::test(format!("{kind}::{name}"), move || {
                let got = emit(&s.dir, &format!("{n}.pl"), &kind)?;
                s.check_snapshot(&format!("{n}.{kind}"), &got)
            }));
        }
    }
    let s = suite.clone();
    trials.push(Trial::test("clif_structure::loop_add", move || {
        loop_add_clif_structure(&s)
    }));
    let inline = Arc::new(Suite::new(
        "snapshots",
        "snapshots/inline",
        Bless::FromCamelift,
    ));
    let cases = Arc::new(inline_cases());
    for i in 0..cases.len() {
        let (s, c) = (inline.clone(), cases.clone());
        trials.push(Trial::test(
            format!("inline::{}", cases[i].name),
            move || inline_check(&s, &c[i]),
        ));
    }
    trials.push(Trial::test("inline_suite", move || {
        inline_suite_check(&inline, &cases)
    }));
    trials.extend(harness::self_tests());
    libtest_mimic::run(&args, trials).exit();
}
