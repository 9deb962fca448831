//! `XSLoader::load` of a module compiled from its real .pm whose XS part the runtime has
//! (abi's `XsSub` table): it checks the module and version as perl's XS handshake does,
//! then defines the XS part's subs in the package (calls by name, methods, `can`,
//! `defined &name` and `\&name` find them from then on), as the boot function of the
//! module's shared object would (docs/decisions/xs-parts.md).

use super::cwd;
use crate::core::xs::{self, die_msg};
use camelift_abi::*;

/// The native sub of each XS function.
fn native(x: XsSub) -> xs::SubFn {
    match x {
        XsSub::CwdGetcwd => cwd::getcwd,
        XsSub::CwdFastcwd => cwd::fastcwd,
        XsSub::CwdAbsPath => cwd::abs_path,
        XsSub::BootDynaLoader => boot_dynaloader,
    }
}

extern "C-unwind" fn boot_dynaloader(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    die_msg(
        c,
        "DynaLoader::boot_DynaLoader (loading C code from a shared object) is not supported yet",
    )
}

/// At start-up: the XS subs every perl has (DynaLoader's boot function).
pub fn open(c: *mut Ctx) {
    bind(c, "DynaLoader");
}

/// Defines the XS subs of `package`.
fn bind(c: *mut Ctx, package: &str) {
    for x in XsSub::of(package) {
        let full = format!("{package}::{}", x.name()).into_bytes();
        if let Some(old) = xs::interp(c).sub_cvs.remove(&full) {
            xs::dec(c, old);
        }
        xs::interp(c).subs.insert(full, native(x));
    }
    xs::isa_changed();
}

/// Whether two versions are the same one (perl compares version objects: `3.84` and
/// `3.840` are).
fn same_version(a: &[u8], b: &[u8]) -> bool {
    if a == b {
        return true;
    }
    let num = |v: &[u8]| std::str::from_utf8(v).ok()?.trim().parse::<f64>().ok();
    matches!((num(a), num(b)), (Some(x), Some(y)) if x == y)
}

/// `args`: the table row's module and version, then the call's module and version (the
/// compiler gives the current package for a call without arguments).
pub fn load(c: *mut Ctx, args: &[*mut Sv]) -> *mut Sv {
    let text = |i: usize| args.get(i).map(|p| xs::to_bytes_quiet(*p));
    let (Some(row), Some(xs_version)) = (text(0), text(1)) else {
        return xs::undef(c);
    };
    let module = text(2).unwrap_or_else(|| row.clone());
    if module != row {
        die_msg(
            c,
            format!(
                "XSLoader::load of {}, a module whose XS part camelift does not have, is not supported yet",
                String::from_utf8_lossy(&module)
            ),
        );
    }
    let module_s = String::from_utf8_lossy(&module).into_owned();
    // The version the .pm asks for: the call's, else $Module::XS_VERSION or
    // $Module::VERSION (perl's xs_handshake).
    let asked = match args.get(3) {
        Some(v) if !xs::is_undef(*v) => {
            Some((xs::to_bytes_quiet(*v), "bootstrap parameter".to_string()))
        }
        _ => ["XS_VERSION", "VERSION"].iter().find_map(|n| {
            let g = xs::gv_fetch(c, format!("{module_s}::{n}").as_bytes());
            let v = xs::gv(g).sv;
            (!v.is_null() && !xs::is_undef(v))
                .then(|| (xs::to_bytes_quiet(v), format!("${module_s}::{n}")))
        }),
    };
    if let Some((v, what)) = asked {
        if !same_version(&v, &xs_version) {
            die_msg(
                c,
                format!(
                    "{module_s} object version {} does not match {what} {}",
                    String::from_utf8_lossy(&xs_version),
                    String::from_utf8_lossy(&v)
                ),
            );
        }
    }
    bind(c, &module_s);
    xs::yes(c)
}
