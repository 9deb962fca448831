//! `XSLoader::load` of a module compiled from its real .pm whose XS part the runtime has
//! (abi's `XsSub` table): it checks the module and version as perl's XS handshake does,
//! then defines the XS part's subs in the package (calls by name, methods, `can`,
//! `defined &name` and `\&name` find them from then on), as the boot function of the
//! module's shared object would (docs/decisions/xs-parts.md).

use super::{
    base64, cwd, encode, fcntl, glob, hashutil, hires, hostname, md5, sha, storable, timepiece,
    version,
};
use crate::core::xs::{self, die_msg};
use camelift_abi::*;

/// The native sub of each XS function.
fn native(c: *mut Ctx, x: XsSub) -> xs::SubFn {
    match x {
        // IO.xs works on handles, which are the io layer's: it gives those subs.
        XsSub::IoGetpos
        | XsSub::IoSetpos
        | XsSub::IoNewTmpfile
        | XsSub::IoPoll
        | XsSub::IoBlocking
        | XsSub::IoUngetc
        | XsSub::IoError
        | XsSub::IoClearerr
        | XsSub::IoUntaint
        | XsSub::IoFlush
        | XsSub::IoSetbuf
        | XsSub::IoSetvbuf
        | XsSub::IoSync
        | XsSub::IoGetlines
        | XsSub::IoGetline
        | XsSub::IoGets
        | XsSub::IoSockatmark
        | XsSub::PerlIoGetLayers => (xs::hooks(c).io_xs)(x),
        XsSub::CwdGetcwd => cwd::getcwd,
        XsSub::CwdFastcwd => cwd::fastcwd,
        XsSub::CwdAbsPath => cwd::abs_path,
        XsSub::HiResUsleep => hires::usleep,
        XsSub::HiResNanosleep => hires::nanosleep,
        XsSub::HiResSleep => hires::sleep,
        XsSub::HiResUalarm => hires::ualarm,
        XsSub::HiResAlarm => hires::alarm,
        XsSub::HiResGettimeofday => hires::gettimeofday,
        XsSub::HiResTime => hires::time,
        XsSub::HiResSetitimer => hires::setitimer,
        XsSub::HiResGetitimer => hires::getitimer,
        XsSub::HiResClockGettime => hires::clock_gettime,
        XsSub::HiResClockGetres => hires::clock_getres,
        XsSub::HiResClockNanosleep => hires::clock_nanosleep,
        XsSub::HiResClock => hires::clock,
        XsSub::HiResStat => hires::stat,
        XsSub::HiResLstat => hires::lstat,
        XsSub::HiResUtime => hires::utime,
        XsSub::HiResConstant => hires::constant,
        XsSub::FcntlSIsreg => fcntl::s_isreg,
        XsSub::FcntlSIsdir => fcntl::s_isdir,
        XsSub::FcntlSIslnk => fcntl::s_islnk,
        XsSub::FcntlSIssock => fcntl::s_issock,
        XsSub::FcntlSIsblk => fcntl::s_isblk,
        XsSub::FcntlSIschr => fcntl::s_ischr,
        XsSub::FcntlSIsfifo => fcntl::s_isfifo,
        XsSub::FcntlSImode => fcntl::s_imode,
        XsSub::FcntlSIfmt => fcntl::s_ifmt,
        XsSub::FcntlAutoload => fcntl::autoload,
        XsSub::Base64Encode => base64::encode_base64,
        XsSub::Base64Decode => base64::decode_base64,
        XsSub::Base64EncodedLength => base64::encoded_base64_length,
        XsSub::Base64DecodedLength => base64::decoded_base64_length,
        XsSub::QpEncode => base64::encode_qp,
        XsSub::QpDecode => base64::decode_qp,
        XsSub::Md5Md5 => md5::md5,
        XsSub::Md5Md5Hex => md5::md5_hex,
        XsSub::Md5Md5Base64 => md5::md5_base64,
        XsSub::Md5New => md5::new,
        XsSub::Md5Clone => md5::clone,
        XsSub::Md5Destroy => md5::destroy,
        XsSub::Md5Add => md5::add,
        XsSub::Md5Addfile => md5::addfile,
        XsSub::Md5Digest => md5::digest,
        XsSub::Md5Hexdigest => md5::hexdigest,
        XsSub::Md5B64digest => md5::b64digest,
        XsSub::Md5Context => md5::context,
        XsSub::ShaSha1 => sha::sha1,
        XsSub::ShaSha1Hex => sha::sha1_hex,
        XsSub::ShaSha1Base64 => sha::sha1_base64,
        XsSub::ShaSha224 => sha::sha224,
        XsSub::ShaSha224Hex => sha::sha224_hex,
        XsSub::ShaSha224Base64 => sha::sha224_base64,
        XsSub::ShaSha256 => sha::sha256,
        XsSub::ShaSha256Hex => sha::sha256_hex,
        XsSub::ShaSha256Base64 => sha::sha256_base64,
        XsSub::ShaSha384 => sha::sha384,
        XsSub::ShaSha384Hex => sha::sha384_hex,
        XsSub::ShaSha384Base64 => sha::sha384_base64,
        XsSub::ShaSha512 => sha::sha512,
        XsSub::ShaSha512Hex => sha::sha512_hex,
        XsSub::ShaSha512Base64 => sha::sha512_base64,
        XsSub::ShaSha512224 => sha::sha512224,
        XsSub::ShaSha512224Hex => sha::sha512224_hex,
        XsSub::ShaSha512224Base64 => sha::sha512224_base64,
        XsSub::ShaSha512256 => sha::sha512256,
        XsSub::ShaSha512256Hex => sha::sha512256_hex,
        XsSub::ShaSha512256Base64 => sha::sha512256_base64,
        XsSub::ShaHmac1 => sha::hmac_sha1,
        XsSub::ShaHmac1Hex => sha::hmac_sha1_hex,
        XsSub::ShaHmac1Base64 => sha::hmac_sha1_base64,
        XsSub::ShaHmac224 => sha::hmac_sha224,
        XsSub::ShaHmac224Hex => sha::hmac_sha224_hex,
        XsSub::ShaHmac224Base64 => sha::hmac_sha224_base64,
        XsSub::ShaHmac256 => sha::hmac_sha256,
        XsSub::ShaHmac256Hex => sha::hmac_sha256_hex,
        XsSub::ShaHmac256Base64 => sha::hmac_sha256_base64,
        XsSub::ShaHmac384 => sha::hmac_sha384,
        XsSub::ShaHmac384Hex => sha::hmac_sha384_hex,
        XsSub::ShaHmac384Base64 => sha::hmac_sha384_base64,
        XsSub::ShaHmac512 => sha::hmac_sha512,
        XsSub::ShaHmac512Hex => sha::hmac_sha512_hex,
        XsSub::ShaHmac512Base64 => sha::hmac_sha512_base64,
        XsSub::ShaHmac512224 => sha::hmac_sha512224,
        XsSub::ShaHmac512224Hex => sha::hmac_sha512224_hex,
        XsSub::ShaHmac512224Base64 => sha::hmac_sha512224_base64,
        XsSub::ShaHmac512256 => sha::hmac_sha512256,
        XsSub::ShaHmac512256Hex => sha::hmac_sha512256_hex,
        XsSub::ShaHmac512256Base64 => sha::hmac_sha512256_base64,
        XsSub::ShaInit => sha::shainit,
        XsSub::ShaRewind => sha::sharewind,
        XsSub::ShaWrite => sha::shawrite,
        XsSub::ShaNewSha => sha::new_sha,
        XsSub::ShaClone => sha::clone,
        XsSub::ShaDestroy => sha::destroy,
        XsSub::ShaHashsize => sha::hashsize,
        XsSub::ShaAlgorithm => sha::algorithm,
        XsSub::ShaAdd => sha::add,
        XsSub::ShaDigest => sha::digest,
        XsSub::ShaHexdigest => sha::hexdigest,
        XsSub::ShaB64digest => sha::b64digest,
        XsSub::ShaGetstate => sha::getstate,
        XsSub::ShaPutstate => sha::putstate,
        XsSub::ShaAddfilebin => sha::addfilebin,
        XsSub::ShaAddfileuniv => sha::addfileuniv,
        XsSub::HostnameGhname => hostname::ghname,
        XsSub::EncodeUtf8Decode => encode::utf8_decode,
        XsSub::EncodeUtf8Encode => encode::utf8_encode,
        XsSub::EncodeXsRenew => encode::xs_renew,
        XsSub::EncodeXsRenewed => encode::xs_renewed,
        XsSub::EncodeXsName => encode::xs_name,
        XsSub::EncodeXsCatDecode => encode::xs_cat_decode,
        XsSub::EncodeXsDecode => encode::xs_decode,
        XsSub::EncodeXsEncode => encode::xs_encode,
        XsSub::EncodeXsNeedsLines => encode::xs_needs_lines,
        XsSub::EncodeXsPerlioOk => encode::xs_perlio_ok,
        XsSub::EncodeXsMimeName => encode::xs_mime_name,
        XsSub::EncodeIsUtf8 => encode::is_utf8,
        XsSub::EncodeUtf8On => encode::utf8_on,
        XsSub::EncodeUtf8Off => encode::utf8_off,
        XsSub::EncodeDecode | XsSub::EncodeBytes2str => encode::decode,
        XsSub::EncodeEncode | XsSub::EncodeStr2bytes => encode::encode,
        XsSub::EncodeDecodeUtf8 => encode::decode_utf8,
        XsSub::EncodeEncodeUtf8 => encode::encode_utf8,
        XsSub::EncodeFromTo => encode::from_to,
        XsSub::EncodeOnBoot => encode::on_boot,
        XsSub::PieceStrftime => timepiece::strftime,
        XsSub::PieceTzset => timepiece::tzset,
        XsSub::PieceStrptime => timepiece::strptime,
        XsSub::PieceMiniMktime => timepiece::mini_mktime_xs,
        XsSub::PieceCrtLocaltime => timepiece::crt_localtime,
        XsSub::PieceCrtGmtime => timepiece::crt_gmtime,
        XsSub::PieceGetLocalization => timepiece::get_localization,
        XsSub::StorablePstore => storable::pstore,
        XsSub::StorableNetPstore => storable::net_pstore,
        XsSub::StorableMstore => storable::mstore,
        XsSub::StorableNetMstore => storable::net_mstore,
        XsSub::StorablePretrieve => storable::pretrieve,
        XsSub::StorableMretrieve => storable::mretrieve,
        XsSub::StorableDclone => storable::dclone,
        XsSub::StorableLastOpInNetorder => storable::last_op_in_netorder,
        XsSub::StorableIsStoring => storable::is_storing,
        XsSub::StorableIsRetrieving => storable::is_retrieving,
        XsSub::StorableStackDepth => storable::stack_depth,
        XsSub::StorableStackDepthHash => storable::stack_depth_hash,
        XsSub::StorableInitPerinterp => storable::init_perinterp,
        XsSub::InternalsSvReadonly => hashutil::sv_readonly,
        XsSub::HashUtilClearPlaceholders => hashutil::clear_placeholders,
        XsSub::HashUtilAllKeys => hashutil::all_keys,
        XsSub::HashUtilHiddenRefKeys => hashutil::hidden_ref_keys,
        XsSub::HashUtilLegalRefKeys => hashutil::legal_ref_keys,
        XsSub::HashUtilHvStore => hashutil::hv_store,
        XsSub::HashUtilHashSeed => hashutil::hash_seed,
        XsSub::HashUtilHashValue => hashutil::hash_value,
        XsSub::HashUtilHashTraversalMask => hashutil::hash_traversal_mask,
        XsSub::HashUtilBucketInfo => hashutil::bucket_info,
        XsSub::HashUtilBucketArray => hashutil::bucket_array,
        XsSub::HashUtilBucketRatio => hashutil::bucket_ratio,
        XsSub::HashUtilNumBuckets => hashutil::num_buckets,
        XsSub::HashUtilUsedBuckets => hashutil::used_buckets,
        XsSub::GlobError => glob::glob_error,
        XsSub::GlobBsdGlob => glob::bsd_glob_sub,
        XsSub::GlobCshGlob => glob::csh_glob_sub,
        XsSub::GlobBsdGlobOverride => glob::bsd_glob_override,
        XsSub::BootDynaLoader => boot_dynaloader,
        XsSub::MroGetLinearIsa => mro_get_linear_isa,
        XsSub::MroGetMro => mro_get_mro,
        XsSub::MroNextcan => mro_nextcan,
        XsSub::BuiltinBlessed => builtin_blessed,
        XsSub::BuiltinReftype => builtin_reftype,
        XsSub::BuiltinRefaddr => builtin_refaddr,
        XsSub::UniversalVersion | XsSub::VersionVersion => version::universal_version,
        XsSub::VersionNew | XsSub::VersionParse => version::new,
        XsSub::VersionStrOp | XsSub::VersionStringify => version::stringify,
        XsSub::VersionNumOp | XsSub::VersionNumify => version::numify,
        XsSub::VersionNormal => version::normal,
        XsSub::VersionScmpOp | XsSub::VersionNcmpOp | XsSub::VersionVcmp => version::vcmp,
        XsSub::VersionBoolOp | XsSub::VersionBoolean => version::boolean,
        XsSub::VersionMarker
        | XsSub::VersionAddOp
        | XsSub::VersionSubOp
        | XsSub::VersionMulOp
        | XsSub::VersionDivOp
        | XsSub::VersionAddAssignOp
        | XsSub::VersionSubAssignOp
        | XsSub::VersionMulAssignOp
        | XsSub::VersionDivAssignOp
        | XsSub::VersionAbsOp
        | XsSub::VersionNomethodOp
        | XsSub::VersionNoop => version::noop,
        XsSub::VersionIsAlpha => version::is_alpha,
        XsSub::VersionQv | XsSub::VersionDeclare => version::qv,
        XsSub::VersionIsQv => version::is_qv,
    }
}

extern "C-unwind" fn builtin_blessed(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    super::listutil::camelift_pp_util(c, UtilFunc::Blessed as i32, mark, gimme)
}

extern "C-unwind" fn builtin_reftype(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    super::listutil::camelift_pp_util(c, UtilFunc::Reftype as i32, mark, gimme)
}

extern "C-unwind" fn builtin_refaddr(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    super::listutil::camelift_pp_util(c, UtilFunc::Refaddr as i32, mark, gimme)
}

fn give(c: *mut Ctx, r: *mut Sv, gimme: i64) -> *mut Sv {
    if gimme == G_LIST {
        xs::push(c, r);
    }
    r
}

/// `mro::get_linear_isa(CLASS)`: a reference to a new array of the class's DFS order.
extern "C-unwind" fn mro_get_linear_isa(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let args = xs::pop_items(c, mark);
    let Some(&class) = args.first() else {
        die_msg(c, "Usage: mro::get_linear_isa(classname [, type ])")
    };
    if let Some(&kind) = args.get(1) {
        if xs::to_bytes_quiet(kind) != b"dfs" {
            die_msg(c, "mro::get_linear_isa of a C3 order is not supported yet");
        }
    }
    let name = xs::to_bytes_quiet(class);
    let av = xs::new_av(c);
    let items: Vec<*mut Sv> = xs::linear_isa(c, &name)
        .iter()
        .map(|p| xs::new_pv(c, p))
        .collect();
    xs::av_assign(c, av, &items);
    for it in items {
        xs::dec(c, it);
    }
    let r = xs::new_rv_owning(c, av);
    give(c, r, gimme)
}

/// `mro::get_mro(CLASS)`: "dfs", the only order there is here.
extern "C-unwind" fn mro_get_mro(c: *mut Ctx, mark: usize, gimme: i64) -> *mut Sv {
    let _ = xs::pop_items(c, mark);
    let r = xs::mortal_pv(c, b"dfs");
    give(c, r, gimme)
}

extern "C-unwind" fn mro_nextcan(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    die_msg(
        c,
        "next::method and next::can (mro::_nextcan) are not supported yet",
    )
}

extern "C-unwind" fn boot_dynaloader(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
    die_msg(
        c,
        "DynaLoader::boot_DynaLoader (loading C code from a shared object) is not supported yet",
    )
}

/// At start-up: the XS subs every perl has (DynaLoader's boot function, mro's,
/// builtin's, UNIVERSAL::VERSION, Internals::SvREADONLY, PerlIO::get_layers and the `version` class with its overloading), and
/// `$^V`, a version object.
pub fn open(c: *mut Ctx) {
    xs::hooks(c).native_sub = native_sub;
    bind(c, "DynaLoader");
    bind(c, "mro");
    bind(c, "builtin");
    bind(c, "UNIVERSAL");
    bind(c, "Internals");
    bind(c, "PerlIO");
    xs::hooks(c).glob_made = glob_made;
}

/// The `version` class's XS subs, bound the first time anything needs them (a version
/// object made, a `version::` sub named or called as a method): binding them at every
/// start cost a hello-world 10% more instructions. Subs the program compiled under those
/// names (none in perl's library) stay, as when they replaced the ones bound at start-up.
pub fn ensure_version(c: *mut Ctx) {
    if xs::interp(c).subs.contains_key(b"version::vcmp".as_slice()) {
        return;
    }
    for x in XsSub::of("version") {
        let full = format!("version::{}", x.name()).into_bytes();
        if !xs::interp(c).sub_cvs.contains_key(&full) {
            xs::interp(c).subs.entry(full).or_insert(native(c, x));
        }
    }
    xs::isa_changed();
}

/// `hooks.native_sub`: a sub of a built-in part looked up by name and not defined yet.
fn native_sub(c: *mut Ctx, full: &[u8]) -> Option<xs::SubFn> {
    if full.starts_with(b"version::") {
        ensure_version(c);
        return xs::interp(c).subs.get(full).copied();
    }
    crate::modules::carp::native_sub(full).or_else(|| crate::modules::listutil::native_sub(c, full))
}

/// `hooks.glob_made`: `$^V` is made when its glob first is (a program that never names
/// it has no version object, so no object of a class with overloading).
fn glob_made(c: *mut Ctx, name: &[u8]) {
    if name == b"main::^V" {
        version::set_patchlevel(c);
    }
}

/// Defines the XS subs of module `package` (in its packages).
fn bind(c: *mut Ctx, package: &str) {
    for x in XsSub::of_module(package) {
        let full = format!("{}::{}", x.package(), x.name()).into_bytes();
        if let Some(old) = xs::interp(c).sub_cvs.remove(&full) {
            xs::dec(c, old);
        }
        let f = native(c, x);
        if let Some(p) = x.prototype() {
            xs::interp(c)
                .protos
                .insert(f as usize, p.as_bytes().to_vec());
        }
        xs::interp(c).subs.insert(full, f);
    }
    // The constant subs of its boot code (IO.xs's newCONSTSUB calls).
    for (module, pkg, name, value) in XS_BOOT_CONSTS {
        if *module == package {
            let full = format!("{pkg}::{name}");
            let value = xs::new_iv(c, *value);
            xs::define_const_sub(c, full.as_bytes(), value);
        }
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
    if module_s == "Fcntl" {
        fcntl::define_consts(c);
    }
    xs::yes(c)
}
