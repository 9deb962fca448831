//! The benchmark harness runs (a smoke check: two small programs, outputs equal to perl's).
//! The measurements themselves are not tests; see bench/README.md.

use std::process::Command;

#[test]
fn bench_harness_smoke() {
    let root = env!("CARGO_MANIFEST_DIR");
    // `cargo test` does not build the runtime's static archive; the compiler links with it.
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let built = Command::new(cargo)
        .current_dir(root)
        .args(["build", "--release", "-q", "-p", "camelift-rt"])
        .status();
    assert!(
        built.is_ok_and(|s| s.success()),
        "building the runtime failed"
    );
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
