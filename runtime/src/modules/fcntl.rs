//! Fcntl.xs (Fcntl 1.15): the constants of <fcntl.h>, <sys/stat.h> and <sys/file.h>
//! with the target's values, the S_IS* file type tests, S_IMODE and S_IFMT, and the
//! AUTOLOAD that explains a constant this system does not have, bound into package
//! Fcntl by the real Fcntl.pm's `XSLoader::load` (xsload.rs). The constants are abi's
//! `XsConst` rows; the parser declares them all with `()` prototypes, as the boot code
//! of ExtUtils::Constant::ProxySubs does, and `define_consts` makes constant subs of
//! those the target's C library defines.

use crate::core::xs::{self, die_msg, Info};
use camelift_abi::*;

/// The value glibc's headers give the macro on this target (perl's Fcntl sees what C
/// sees, with `_GNU_SOURCE` and `_FILE_OFFSET_BITS=64`), or None where it is not defined
/// (Solaris's F_ALLOCSP, BSD's O_EXLOCK, ...). Checked against perl on x86-64; only
/// O_DIRECT, O_DIRECTORY and O_NOFOLLOW differ on aarch64 (glibc's
/// sysdeps/unix/sysv/linux/aarch64/bits/fcntl.h), so those come from the `libc` crate
/// of the target. O_LARGEFILE is 0 on both (64-bit off_t: glibc's `__O_LARGEFILE`, not
/// the kernel's flag), O_BINARY and O_TEXT are perl.h's 0.
pub fn value(k: XsConst) -> Option<i64> {
    use XsConst::*;
    Some(match k {
        FD_CLOEXEC => 1,
        F_DUPFD => 0,
        F_EXLCK => 4,
        F_GETFD => 1,
        F_GETFL => 3,
        F_GETLK => 5,
        F_GETLK64 => 5,
        F_GETOWN => 9,
        F_RDLCK => 0,
        F_SETFD => 2,
        F_SETFL => 4,
        F_SETLK => 6,
        F_SETLK64 => 6,
        F_SETLKW => 7,
        F_SETLKW64 => 7,
        F_SETOWN => 8,
        F_SHLCK => 8,
        F_UNLCK => 2,
        F_WRLCK => 1,
        O_ACCMODE => 3,
        O_APPEND => 0o2000,
        O_ASYNC => 0o20000,
        O_BINARY => 0,
        O_CREAT => 0o100,
        O_DIRECT => libc::O_DIRECT as i64,
        O_DIRECTORY => libc::O_DIRECTORY as i64,
        O_DSYNC => 0o10000,
        O_EXCL => 0o200,
        O_LARGEFILE => 0,
        O_NDELAY => 0o4000,
        O_NOCTTY => 0o400,
        O_NOFOLLOW => libc::O_NOFOLLOW as i64,
        O_NONBLOCK => 0o4000,
        O_RDONLY => 0,
        O_RDWR => 2,
        O_RSYNC => 0o4010000,
        O_SYNC => 0o4010000,
        O_TEXT => 0,
        O_TRUNC => 0o1000,
        O_WRONLY => 1,
        DN_ACCESS => 1,
        DN_ATTRIB => 32,
        DN_CREATE => 4,
        DN_DELETE => 8,
        DN_MODIFY => 2,
        DN_MULTISHOT => 0x8000_0000,
        DN_RENAME => 16,
        F_GETLEASE => 1025,
        F_GETPIPE_SZ => 1032,
        F_GETSIG => 11,
        F_NOTIFY => 1026,
        F_SETLEASE => 1024,
        F_SETPIPE_SZ => 1031,
        F_SETSIG => 10,
        LOCK_MAND => 32,
        LOCK_READ => 64,
        LOCK_RW => 192,
        LOCK_WRITE => 128,
        O_NOATIME => 0o1000000,
        FAPPEND => 0o2000,
        FASYNC => 0o20000,
        FNDELAY => 0o4000,
        FNONBLOCK => 0o4000,
        SEEK_SET => 0,
        SEEK_CUR => 1,
        SEEK_END => 2,
        LOCK_SH => 1,
        LOCK_EX => 2,
        LOCK_NB => 4,
        LOCK_UN => 8,
        S_ISUID => 0o4000,
        S_ISGID => 0o2000,
        S_ISVTX => 0o1000,
        _S_IFMT => 0o170000,
        S_IFREG => 0o100000,
        S_IFDIR => 0o40000,
        S_IFLNK => 0o120000,
        S_IFSOCK => 0o140000,
        S_IFBLK => 0o60000,
        S_IFCHR => 0o20000,
        S_IFIFO => 0o10000,
        S_IRUSR => 0o400,
        S_IWUSR => 0o200,
        S_IXUSR => 0o100,
        S_IRWXU => 0o700,
        S_IRGRP => 0o40,
        S_IWGRP => 0o20,
        S_IXGRP => 0o10,
        S_IRWXG => 0o70,
        S_IROTH => 4,
        S_IWOTH => 2,
        S_IXOTH => 1,
        S_IRWXO => 7,
        S_IREAD => 0o400,
        S_IWRITE => 0o200,
        S_IEXEC => 0o100,
        _ => return None,
    })
}

/// At the module's load: a constant sub for each constant the target has.
pub fn define_consts(c: *mut Ctx) {
    for k in XsConst::of("Fcntl") {
        if let Some(v) = value(k) {
            let full = format!("Fcntl::{}", k.name());
            let value = xs::new_iv(c, v);
            xs::define_const_sub(c, full.as_bytes(), value);
        }
    }
}

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// SvUV of the first argument, or of undef without one (Fcntl.xs's `mode`, with its
/// "Use of uninitialized value in subroutine entry").
fn mode_arg(c: *mut Ctx, args: &[*mut Sv]) -> u64 {
    let mode = args.first().copied().unwrap_or_else(|| xs::undef(c));
    let info = Info::simple("subroutine entry");
    xs::num_to_uv(xs::to_num(c, mode, &info, 0))
}

/// `S_ISREG(...)` and its ALIASes: whether the mode's file type bits are `ifmt`.
fn s_is(c: *mut Ctx, mark: usize, gimme: i64, ifmt: u32) -> *mut Sv {
    let mode = mode_arg(c, &xs::pop_items(c, mark));
    let r = xs::bool_sv(c, mode & libc::S_IFMT as u64 == ifmt as u64);
    give(c, r, gimme)
}

pub extern "C-unwind" fn s_isreg(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    s_is(c, mark, gimme, libc::S_IFREG)
}

pub extern "C-unwind" fn s_isdir(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    s_is(c, mark, gimme, libc::S_IFDIR)
}

pub extern "C-unwind" fn s_islnk(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    s_is(c, mark, gimme, libc::S_IFLNK)
}

pub extern "C-unwind" fn s_issock(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    s_is(c, mark, gimme, libc::S_IFSOCK)
}

pub extern "C-unwind" fn s_isblk(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    s_is(c, mark, gimme, libc::S_IFBLK)
}

pub extern "C-unwind" fn s_ischr(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    s_is(c, mark, gimme, libc::S_IFCHR)
}

pub extern "C-unwind" fn s_isfifo(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    s_is(c, mark, gimme, libc::S_IFIFO)
}

/// `S_IMODE(...)`: the permission bits (07777) of the mode.
pub extern "C-unwind" fn s_imode(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let mode = mode_arg(c, &xs::pop_items(c, mark));
    let r = xs::mortal_iv(c, (mode & 0o7777) as i64);
    give(c, r, gimme)
}

/// `S_IFMT(...)`: the mode's file type bits, or S_IFMT itself without an argument.
pub extern "C-unwind" fn s_ifmt(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let ifmt = libc::S_IFMT as u64;
    let args = xs::pop_items(c, mark);
    let r = if !args.is_empty() {
        xs::mortal_iv(c, (mode_arg(c, &args) & ifmt) as i64)
    } else {
        xs::mortal_iv(c, ifmt as i64)
    };
    give(c, r, gimme)
}

/// ProxySubs' `AUTOLOAD()` (with `croak_on_error`): a call of a constant this system
/// does not have, or of no constant at all, dies saying which, at the caller's line.
pub extern "C-unwind" fn autoload(c: *mut Ctx, mark: usize, _gimme: i64) -> *mut Sv {
    if !xs::pop_items(c, mark).is_empty() {
        die_msg(c, "Usage: Fcntl::AUTOLOAD()");
    }
    let g = xs::gv_fetch(c, b"Fcntl::AUTOLOAD");
    let full = xs::gv(g).sv;
    let full = if full.is_null() {
        Vec::new()
    } else {
        xs::to_bytes_quiet(full)
    };
    let at = full
        .windows(2)
        .rposition(|w| w == b"::")
        .map_or(0, |i| i + 2);
    let name = &full[at..];
    let (file, line) = xs::here(c);
    let name_s = String::from_utf8_lossy(name);
    let file = String::from_utf8_lossy(&file);
    let msg = if XsConst::find("Fcntl", name).is_some() {
        format!("Your vendor has not defined Fcntl macro {name_s}, used at {file} line {line}\n")
    } else {
        format!("{name_s} is not a valid Fcntl macro at {file} line {line}\n")
    };
    die_msg(c, msg)
}
