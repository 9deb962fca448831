//! Snapshot tests for what a human reads: `--emit ops` and `--emit clif` of small programs
//! in `tests/snapshots/`, compared with the committed `NAME.ops` / `NAME.clif` (as
//! Cranelift's filetests do). `CAMELIFT_BLESS=1` rewrites them; review the diff.

use std::path::PathBuf;
use std::process::Command;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("snapshots")
}

fn emit(name: &str, kind: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_camelift"))
        .current_dir(dir())
        .args([
            "build",
            &format!("{name}.pl"),
            "--emit",
            kind,
            "--target",
            "x86_64-unknown-linux-gnu",
        ])
        .output()
        .expect("run camelift");
    assert!(
        out.status.success(),
        "camelift --emit {kind} {name}.pl failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn check(name: &str, kind: &str) {
    let got = emit(name, kind);
    let path = dir().join(format!("{name}.{kind}"));
    if std::env::var_os("CAMELIFT_BLESS").is_some() {
        std::fs::write(&path, &got).expect("write snapshot");
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        got == want,
        "{} differs from the snapshot (run with CAMELIFT_BLESS=1 and review the diff)",
        path.display()
    );
}

#[test]
fn loop_add_ops() {
    check("loop_add", "ops");
}

#[test]
fn loop_add_clif() {
    check("loop_add", "clif");
    let clif = emit("loop_add", "clif");
    // The structural promises of the design, visible in the IR:
    assert!(
        clif.contains("inline constructor (IV)"),
        "inline constructor missing"
    );
    assert!(
        clif.contains("camelift_sv_new_slow"),
        "the constructor's slow path is the one runtime entry"
    );
    assert!(
        clif.contains("signal poll (loop back-edge): folded into FREETMPS"),
        "the loop back-edge's FREETMPS check must be its poll"
    );
    // Folded polls cost nothing: each statement's one FREETMPS check compares with the
    // gate (ctx+96) and its slow path also polls; the flag itself is loaded only where a
    // floor is written and at the program's end.
    let gate_checks = clif.matches("load.i64 notrap aligned v0+96").count();
    let stmt_lines = clif.matches("; line ").count();
    assert!(
        gate_checks >= stmt_lines,
        "every statement checks the gate ({gate_checks} checks, {stmt_lines} statements)"
    );
    assert!(
        !clif.contains("load.i64 notrap aligned v0+32"),
        "statements compare with the gate, not the floor"
    );
    let explicit =
        clif.matches("; signal poll (").count() - clif.matches("folded into FREETMPS").count();
    assert_eq!(explicit, 1, "one explicit poll: the main program's end");
}

#[test]
fn sub_call_ops() {
    check("sub_call", "ops");
}

#[test]
fn sub_call_clif() {
    check("sub_call", "clif");
}
