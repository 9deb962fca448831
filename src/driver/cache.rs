//! The cache of compiled programs, shared by `camelift run`, `-e` and `camelift build`
//! (docs/decisions/build-cache.md).
//!
//! An entry is an executable `prog-KEY`, where KEY hashes everything the compiler reads
//! besides module files (the source, its name, the working directory, the options, the
//! target, the compiler and the runtime archive), with two files beside it:
//! `prog-KEY.deps`, the module files it was compiled from with their sizes and times (a
//! changed module makes the entry stale), and `prog-KEY.warnings`, the compile-time
//! warnings perl would print on every run. The cache is kept under a size limit by
//! removing the entries used least recently (`CAMELIFT_CACHE_MB`, 2048 by default).

use super::{io_error_text, link_object, report};
use crate::lower::Options;
use crate::parse::Options as FrontOptions;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
use target_lexicon::Triple;

/// The size the cache is kept under when `CAMELIFT_CACHE_MB` does not say.
const DEFAULT_LIMIT_MB: u64 = 2048;

/// A partly written entry older than this belongs to a compiler that died.
const STALE_PARTIAL: Duration = Duration::from_secs(3600);

/// An entry used more recently than this is not removed: another compiler may be about
/// to copy or run it.
const IN_USE: Duration = Duration::from_secs(10);

/// The executable of a program, from the cache when an entry is fresh, else compiled
/// into it (printing the compile-time warnings either way, as a compile would, unless
/// not `warn`: the second try after another compiler removed the entry).
pub fn executable(
    src: &[u8],
    file: &str,
    front: &FrontOptions,
    target: &Triple,
    opts: &Options,
    runtime_dir: Option<&Path>,
    warn: bool,
) -> Result<PathBuf, String> {
    let cache = dir();
    std::fs::create_dir_all(&cache).map_err(|e| {
        format!(
            "camelift: cannot create {}: {}",
            cache.display(),
            io_error_text(&e)
        )
    })?;
    let exe = cache.join(format!(
        "prog-{:016x}",
        key(src, file, front, target, opts, runtime_dir)
    ));
    let deps = exe.with_extension("deps");
    let warnings = exe.with_extension("warnings");
    let fresh = exe.is_file()
        && std::fs::read_to_string(&deps).is_ok_and(|d| d == module_stamps(&stamp_paths(&d)));
    if fresh {
        if let Some(w) = std::fs::read(&warnings).ok().filter(|_| warn) {
            use std::io::Write;
            let _ = std::io::stderr().write_all(&w);
        }
        touch(&deps);
        return Ok(exe);
    }
    let prog =
        super::front_end_with(src, file, target, front, warn).map_err(|d| report(&d, file))?;
    // The files it was made from, and where a file would have been taken instead.
    let modules: Vec<String> = prog
        .files
        .iter()
        .skip(1)
        .chain(&prog.absent_paths)
        .cloned()
        .collect();
    let out = super::compile_object(&prog, target, opts).map_err(|d| report(&d, file))?;
    // Link under a temporary name: a concurrent run never sees a half-written binary.
    let partial = exe.with_extension(format!("tmp{}", std::process::id()));
    link_object(&out.object, &partial, target, runtime_dir)?;
    let _ = std::fs::write(&warnings, prog.warnings.concat());
    let _ = std::fs::write(&deps, module_stamps(&modules));
    std::fs::rename(&partial, &exe).map_err(|e| format!("camelift: {}", io_error_text(&e)))?;
    evict(&cache, limit(), &exe);
    Ok(exe)
}

/// Whether entries can be written: the cache's directory exists or can be made, and a
/// file can be created in it (`camelift build` compiles without the cache otherwise).
pub fn available() -> bool {
    let d = dir();
    if std::fs::create_dir_all(&d).is_err() {
        return false;
    }
    let probe = d.join(format!("probe-{}", std::process::id()));
    let ok = std::fs::write(&probe, b"").is_ok();
    let _ = std::fs::remove_file(&probe);
    ok
}

/// Everything but the module files that decides what the compiler makes of `src`.
fn key(
    src: &[u8],
    file: &str,
    front: &FrontOptions,
    target: &Triple,
    opts: &Options,
    runtime_dir: Option<&Path>,
) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    src.hash(&mut h);
    file.hash(&mut h);
    // Relative paths (`use lib "lib"`, `-Ilib`, the script's own) are read from here.
    std::env::current_dir().ok().hash(&mut h);
    format!("{front:?}").hash(&mut h);
    format!("{target} {opts:?}").hash(&mut h);
    std::env::var_os("PERL5LIB").hash(&mut h);
    stamp(std::env::current_exe().ok().as_deref()).hash(&mut h);
    // The runtime archive is part of the program too.
    let rt = super::find_runtime(target, runtime_dir).ok();
    rt.hash(&mut h);
    stamp(rt.as_deref()).hash(&mut h);
    h.finish()
}

/// A file's size and modification time.
fn stamp(path: Option<&Path>) -> Option<(u64, Option<SystemTime>)> {
    let meta = std::fs::metadata(path?).ok()?;
    Some((meta.len(), meta.modified().ok()))
}

/// One line per module file: its path, size and modification time.
fn module_stamps(paths: &[String]) -> String {
    let mut out = String::new();
    for p in paths {
        let (len, time) = match std::fs::metadata(p) {
            Ok(m) => (
                m.len(),
                m.modified()
                    .ok()
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map_or(0, |d| d.as_nanos()),
            ),
            Err(_) => (0, 0),
        };
        out.push_str(&format!("{p}\t{len}\t{time}\n"));
    }
    out
}

/// The paths of a `module_stamps` text.
fn stamp_paths(stamps: &str) -> Vec<String> {
    stamps
        .lines()
        .filter_map(|l| l.split('\t').next())
        .map(str::to_string)
        .collect()
}

/// Marks an entry used now: its `.deps` file's time is the entry's (the executable
/// itself may be running, and a running executable cannot be opened for writing). Also
/// the engine's shared runtime (link.rs).
pub(crate) fn touch(deps: &Path) {
    if let Ok(f) = std::fs::OpenOptions::new().append(true).open(deps) {
        let _ = f.set_modified(SystemTime::now());
    }
}

/// The cache's directory: `CAMELIFT_CACHE_DIR`, else the XDG cache directory.
pub(crate) fn dir() -> PathBuf {
    if let Some(d) = std::env::var_os("CAMELIFT_CACHE_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("camelift");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache").join("camelift");
    }
    std::env::temp_dir().join("camelift-cache")
}

/// The size limit in bytes.
fn limit() -> u64 {
    std::env::var("CAMELIFT_CACHE_MB")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(DEFAULT_LIMIT_MB)
        .saturating_mul(1 << 20)
}

/// One entry of the cache directory: its files, their total size and when it was last
/// used.
struct Entry {
    files: Vec<PathBuf>,
    size: u64,
    used: SystemTime,
}

/// Removes the least recently used entries until the cache is under `limit` bytes
/// (never `keep`, the entry just made), and partial entries a dead compiler left.
/// Failures are ignored: another compiler may be evicting at the same time.
fn evict(cache: &Path, limit: u64, keep: &Path) {
    let Ok(read) = std::fs::read_dir(cache) else {
        return;
    };
    let mut entries: std::collections::HashMap<String, Entry> = Default::default();
    let now = SystemTime::now();
    for f in read.flatten() {
        let path = f.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let Ok(meta) = f.metadata() else { continue };
        let (stem, ext) = name.split_once('.').unwrap_or((name, ""));
        if !stem.starts_with("prog-") {
            continue;
        }
        let modified = meta.modified().unwrap_or(now);
        if ext.starts_with("tmp") {
            if now.duration_since(modified).unwrap_or_default() > STALE_PARTIAL {
                let _ = std::fs::remove_file(&path);
            }
            continue;
        }
        let e = entries.entry(stem.to_string()).or_insert(Entry {
            files: Vec::new(),
            size: 0,
            used: SystemTime::UNIX_EPOCH,
        });
        e.size += meta.len();
        if ext == "deps" {
            e.used = modified;
        }
        e.files.push(path);
    }
    let mut total: u64 = entries.values().map(|e| e.size).sum();
    if total <= limit {
        return;
    }
    let keep = keep.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let mut order: Vec<(String, Entry)> = entries.into_iter().collect();
    order.sort_by_key(|(_, e)| e.used);
    for (stem, e) in order {
        if total <= limit {
            break;
        }
        if stem == keep || now.duration_since(e.used).unwrap_or_default() < IN_USE {
            continue;
        }
        for f in &e.files {
            let _ = std::fs::remove_file(f);
        }
        total = total.saturating_sub(e.size);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(dir: &Path, stem: &str, bytes: usize, age_secs: u64) {
        let exe = dir.join(stem);
        std::fs::write(&exe, vec![0u8; bytes]).unwrap();
        let deps = exe.with_extension("deps");
        std::fs::write(&deps, "").unwrap();
        let f = std::fs::OpenOptions::new()
            .append(true)
            .open(&deps)
            .unwrap();
        f.set_modified(SystemTime::now() - Duration::from_secs(age_secs))
            .unwrap();
    }

    #[test]
    fn evicts_least_recently_used_first() {
        let dir = std::env::temp_dir().join(format!("camelift-evict-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        entry(&dir, "prog-old", 1000, 300);
        entry(&dir, "prog-mid", 1000, 200);
        entry(&dir, "prog-new", 1000, 100);
        entry(&dir, "prog-made", 1000, 400);
        // Room for two entries: the two least recently used go, but never the one made.
        evict(&dir, 2500, &dir.join("prog-made"));
        let mut left: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|f| f.file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            ["prog-made", "prog-made.deps", "prog-new", "prog-new.deps"]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
