//! The benchmark harness runs (a smoke check: two small programs, outputs equal to perl's).
//! The measurements themselves are not tests; see bench/README.md.

mod harness;

use harness::{build_host_runtime, camelift, root, run};
use std::process::Command;
use std::time::Duration;

#[test]
fn bench_harness_smoke() {
    assert!(build_host_runtime(), "building the runtime failed");
    let mut cmd = Command::new("python3");
    cmd.current_dir(root())
        .args(["bench/run.py", "--smoke", "--camelift"])
        .arg(camelift());
    let out = run(cmd, Duration::from_secs(300), None);
    assert!(
        out.ok(),
        "bench/run.py --smoke failed ({}):\n{}\n{}",
        out.describe(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
