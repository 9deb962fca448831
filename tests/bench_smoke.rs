//! The benchmark harness runs (a smoke check: two small programs, outputs equal to perl's).
//! The measurements themselves are not tests; see bench/README.md.

use std::process::Command;

#[test]
fn bench_harness_smoke() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("python3")
        .current_dir(root)
        .args([
            "bench/run.py",
            "--smoke",
            "--camelift",
            env!("CARGO_BIN_EXE_camelift"),
        ])
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "bench/run.py --smoke failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
