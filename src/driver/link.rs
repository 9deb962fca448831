//! Linking an object with the runtime archive into an executable, for the host or a
//! cross target. The archive is found without help after the documented set-up:
//! `--runtime-dir` or `CAMELIFT_RUNTIME_DIR` if given, else next to the compiler in cargo's
//! target directory (`target/release/` for the host, `target/<triple>/release/` for cross
//! targets), else `<prefix>/lib/camelift/<triple>/` for an installed compiler.

use std::path::{Path, PathBuf};
use std::process::Command;
use target_lexicon::{Architecture, Triple};

pub const ARCHIVE: &str = "libcamelift_rt.a";

pub fn find_runtime(triple: &Triple, override_dir: Option<&Path>) -> Result<PathBuf, String> {
    let triple_s = triple.to_string();
    let mut candidates: Vec<PathBuf> = vec![];
    if let Some(d) = override_dir {
        candidates.push(d.join(ARCHIVE));
    }
    if let Some(d) = std::env::var_os("CAMELIFT_RUNTIME_DIR") {
        candidates.push(PathBuf::from(d).join(ARCHIVE));
    }
    if let Ok(exe) = std::env::current_exe() {
        if let Some(dir) = exe.parent() {
            // target/release/camelift (or target/release/deps/... for tests).
            let profile_dir = if dir.ends_with("deps") {
                dir.parent().unwrap_or(dir)
            } else {
                dir
            };
            let profile = profile_dir
                .file_name()
                .map(|s| s.to_owned())
                .unwrap_or_default();
            if let Some(target_dir) = profile_dir.parent() {
                candidates.push(target_dir.join(&triple_s).join(&profile).join(ARCHIVE));
                if *triple == Triple::host() {
                    candidates.push(profile_dir.join(ARCHIVE));
                }
            }
            if let Some(prefix) = dir.parent() {
                candidates.push(
                    prefix
                        .join("lib")
                        .join("camelift")
                        .join(&triple_s)
                        .join(ARCHIVE),
                );
            }
        }
    }
    for c in &candidates {
        if c.is_file() {
            return Ok(c.clone());
        }
    }
    let hint = if *triple == Triple::host() {
        "cargo build --release".to_string()
    } else {
        format!("rustup target add {triple_s} && cargo build --release -p camelift-rt --target {triple_s}")
    };
    Err(format!(
        "camelift: no runtime archive for {triple_s} (looked in: {}). Build it with: {hint}",
        candidates
            .iter()
            .map(|c| c.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    ))
}

/// The C compiler driver that links for `triple`.
fn linker_for(triple: &Triple) -> String {
    if let Ok(l) = std::env::var("CAMELIFT_LINKER") {
        return l;
    }
    let host = Triple::host();
    if triple.architecture == host.architecture {
        return "cc".into();
    }
    match triple.architecture {
        Architecture::Aarch64(_) => "aarch64-linux-gnu-gcc".into(),
        Architecture::X86_64 => "x86_64-linux-gnu-gcc".into(),
        _ => "cc".into(),
    }
}

pub fn link(object: &Path, runtime: &Path, out: &Path, triple: &Triple) -> Result<(), String> {
    link_with(object, runtime, out, triple, &[])
}

/// `link` with more options for the linker driver first (`-fuse-ld=gold`).
pub fn link_with(
    object: &Path,
    runtime: &Path,
    out: &Path,
    triple: &Triple,
    extra: &[&str],
) -> Result<(), String> {
    let linker = linker_for(triple);
    let output = Command::new(&linker)
        .args(extra)
        .arg("-o")
        .arg(out)
        .arg(object)
        .arg(runtime)
        .args([
            "-Wl,--eh-frame-hdr",
            "-Wl,--as-needed",
            "-lgcc_s",
            "-lutil",
            "-lrt",
            "-lpthread",
            "-lm",
            "-ldl",
            "-lc",
        ])
        .output()
        .map_err(|e| format!("camelift: cannot run the linker {linker}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "camelift: linking with {linker} failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(())
}
