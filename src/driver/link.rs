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

/// The libraries every executable links with, after the runtime.
const SYSTEM_LIBS: &[&str] = &[
    "-Wl,--as-needed",
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];

/// The host runtime archive made a shared library, for the compile-time engine's
/// executables, which run once, here: linking an object against it takes a tenth of
/// the time of linking against the archive (docs/decisions/compile-time-engine.md,
/// "Linked against a shared runtime"). It is made once per archive (its path, size and
/// time name it) in the cache directory; None where that cannot be done, and the engine
/// links the archive.
fn shared_runtime(archive: &Path) -> Option<PathBuf> {
    use std::hash::{Hash, Hasher};
    let meta = std::fs::metadata(archive).ok()?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    archive.hash(&mut h);
    meta.len().hash(&mut h);
    meta.modified().ok()?.hash(&mut h);
    let dir = super::cache::dir();
    let name = format!("rt-{:016x}.so", h.finish());
    let so = dir.join(&name);
    if so.is_file() {
        // Its time says it is in use (the clean-up below keeps such ones).
        super::cache::touch(&so);
        return Some(so);
    }
    std::fs::create_dir_all(&dir).ok()?;
    let partial = dir.join(format!("{name}.tmp{}", std::process::id()));
    // The archive's code is position-independent (rustc's default for these targets).
    let made = Command::new("cc")
        .arg("-shared")
        .arg("-o")
        .arg(&partial)
        .arg("-Wl,--whole-archive")
        .arg(archive)
        .arg("-Wl,--no-whole-archive")
        .args(SYSTEM_LIBS)
        .output()
        .ok()?;
    if !made.status.success() || std::fs::rename(&partial, &so).is_err() {
        let _ = std::fs::remove_file(&partial);
        return None;
    }
    // Libraries of other archives not used for a while (archives since replaced; two
    // builds of the runtime may be in use at once, each touching its own).
    let unused = std::time::Duration::from_secs(600);
    if let Ok(read) = std::fs::read_dir(&dir) {
        for f in read.flatten() {
            let n = f.file_name();
            let n = n.to_string_lossy();
            let old = f
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > unused);
            if n.starts_with("rt-") && n.contains(".so") && *n != *name && old {
                let _ = std::fs::remove_file(f.path());
            }
        }
    }
    Some(so)
}

/// Links a compile-time run's `object` for the host (the engine's executables, which
/// run once, here): against the shared runtime, which it finds by an rpath, where there
/// is one, else against `archive`; with gold where it is installed (it links the 26 MB
/// archive in two thirds of bfd's time).
pub fn link_for_engine(object: &Path, archive: &Path, out: &Path) -> Result<(), String> {
    let mut extra: Vec<String> = vec![];
    if Path::new("/usr/bin/ld.gold").exists() {
        extra.push("-fuse-ld=gold".into());
    }
    let shared = shared_runtime(archive).and_then(|so| {
        let dir = so.parent()?.to_str()?.to_string();
        Some((so, dir))
    });
    let runtime = match &shared {
        Some((so, dir)) => {
            extra.push(format!("-Wl,-rpath,{dir}"));
            so.as_path()
        }
        None => archive,
    };
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    link_with(object, runtime, out, &Triple::host(), &extra)
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
        .arg("-Wl,--eh-frame-hdr")
        .args(SYSTEM_LIBS)
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
