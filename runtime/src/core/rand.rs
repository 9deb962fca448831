//! `rand` and `srand` with perl's own generator: drand48 on every platform, so that a
//! seeded program prints the same numbers as perl (`srand(42)` gives 0.744525000061007).

use crate::core::interp::interp;
use camelift_abi::Ctx;

const A: u64 = 0x5DEECE66D;
const C: u64 = 0xB;
const MASK: u64 = (1 << 48) - 1;

/// `srand(seed)`: perl truncates the seed to 32 bits.
pub fn seed(c: *mut Ctx, seed: u64) {
    let s = seed as u32 as u64;
    let i = interp(c);
    i.rand_state = ((s << 16) + 0x330E) & MASK;
    i.rand_seeded = true;
}

/// A seed for `srand()` / the first `rand` without `srand`.
pub fn fresh_seed() -> u64 {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // SAFETY: getpid has no preconditions.
    t ^ ((unsafe { libc::getpid() } as u64) << 16)
}

/// The next number in [0, 1).
pub fn next(c: *mut Ctx) -> f64 {
    if !interp(c).rand_seeded {
        seed(c, fresh_seed());
    }
    let i = interp(c);
    i.rand_state = (A.wrapping_mul(i.rand_state).wrapping_add(C)) & MASK;
    i.rand_state as f64 / (1u64 << 48) as f64
}
