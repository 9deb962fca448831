//! The runtime's entry points as compiled code sees them: `Rt`, expanded from the one
//! declaration list in `camelift_abi::api` (which the runtime checks its functions
//! against). Every entry takes the context first; the list's parameter types become
//! Cranelift types here.
//!
//! Naming follows perl: `pp_*` implement ops, `sv_*`/`av_*`/`hv_*` work on values,
//! `sub_*` is the call protocol, `sig_*` the safe-signal machinery.

use cranelift_codegen::ir::types::{F64, I32, I64};
use cranelift_codegen::ir::Type;

/// The Cranelift type of a parameter or result type of the declaration list.
macro_rules! clif_ty {
    (i32) => {
        I32
    };
    (u32) => {
        I32
    };
    (f64) => {
        F64
    };
    // Pointers, `usize`, `i64` and the compiled-function types.
    ($other:ident) => {
        I64
    };
}

/// The results of an entry: none for `()` and `!`.
macro_rules! clif_rets {
    () => {
        &[]
    };
    (!) => {
        &[]
    };
    ($t:ident) => {
        &[clif_ty!($t)]
    };
}

macro_rules! is_noreturn {
    () => {
        false
    };
    (!) => {
        true
    };
    ($t:ident) => {
        false
    };
}

macro_rules! declare_rt {
    ($(
        $variant:ident = $sym:ident (ctx: ctx $(, $param:ident : $pty:ident)* $(,)?)
            $(-> $ret:tt)?;
    )*) => {
        /// A runtime entry point (`camelift_abi::api`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Rt {
            $($variant,)*
        }

        impl Rt {
            /// Every entry, in the list's order (the object file declares them in it).
            pub const ALL: &[Rt] = &[$(Rt::$variant,)*];

            /// The symbol the runtime exports it under.
            pub fn symbol(self) -> &'static str {
                match self {
                    $(Rt::$variant => stringify!($sym),)*
                }
            }

            /// The parameter types after ctx.
            pub fn params(self) -> &'static [Type] {
                match self {
                    $(Rt::$variant => &[$(clif_ty!($pty),)*],)*
                }
            }

            pub fn returns(self) -> &'static [Type] {
                match self {
                    $(Rt::$variant => clif_rets!($($ret)?),)*
                }
            }

            /// Entries that never return (they die or leave a loop by unwinding).
            pub fn is_noreturn(self) -> bool {
                match self {
                    $(Rt::$variant => is_noreturn!($($ret)?),)*
                }
            }
        }
    };
}

camelift_abi::foreach_runtime_entry!(declare_rt);

impl Rt {
    /// The entry compiled code calls for a built-in: the one its row's layer says
    /// (`Builtin::entry`), all three taking `(id, mark, gimme, info)`.
    pub fn for_builtin(f: camelift_abi::Builtin) -> Rt {
        match f.entry() {
            camelift_abi::BuiltinEntry::PpFunc => Rt::PpFunc,
            camelift_abi::BuiltinEntry::SysFunc => Rt::SysFunc,
            camelift_abi::BuiltinEntry::ModuleFunc => Rt::ModuleFunc,
        }
    }
}
