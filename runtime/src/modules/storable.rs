//! Storable.xs (Storable 3.26).

use crate::core::xs::{self, die_msg};
use camelift_abi::*;

macro_rules! stub {
    ($($f:ident)*) => {$(
        pub extern "C-unwind" fn $f(c: *mut Ctx, _mark: usize, _gimme: i64) -> *mut Sv {
            die_msg(c, concat!("Storable::", stringify!($f), " is not supported yet"))
        }
    )*};
}
stub!(pstore net_pstore mstore net_mstore pretrieve mretrieve dclone last_op_in_netorder is_storing is_retrieving stack_depth stack_depth_hash init_perinterp);
