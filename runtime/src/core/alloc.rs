//! The process's allocator: the system's, and what happens when it says no.
//!
//! perl has one answer to a request malloc refuses: `Out of memory!` on stderr and exit
//! status 1 (`croak_no_mem`, which is not a `die`: no eval catches it; END blocks still
//! run and STDOUT is flushed). Rust's own answer is to abort (SIGABRT, status 134), so
//! every refusal ends here instead:
//!
//! * Requests whose size the program's data sets — a string buffer (sv.rs), `x` and list
//!   repetition, sprintf widths, pack counts, array extension — ask fallibly (`fallible`,
//!   or sv.rs's own calls) and take `diag::out_of_memory`, perl's whole exit (END blocks,
//!   the flushes).
//! * Any other refusal (a Vec, VecDeque or HashMap growing inside a push, a hash insert,
//!   the value stack) happens inside the allocator, which may neither unwind nor run Perl
//!   code: it writes the message, flushes STDOUT and the files, and exits with status 1
//!   without running END blocks.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// The system allocator, with perl's end when it fails.
pub struct PerlAlloc;

#[global_allocator]
static ALLOC: PerlAlloc = PerlAlloc;

// How many fallible requests are in progress on this thread (`fallible`): a refusal
// returns null to them. Per thread: the Perl program runs on one, but the runtime's unit
// tests run in parallel, and a count shared between threads (updated by a load and a
// store, not atomically) could drop to 0 while a fallible request was in progress, so its
// refusal ended the process. A const-initialised `Cell` needs no allocation and no
// destructor, so the allocator may read it.
thread_local! {
    static FALLIBLE: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

// SAFETY: every method forwards to the system allocator with the caller's arguments, so
// System's guarantees hold; a refusal either returns null (as System would) or ends the
// process without returning.
unsafe impl GlobalAlloc for PerlAlloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's layout, as GlobalAlloc::alloc requires.
        let p = unsafe { System.alloc(layout) };
        if p.is_null() {
            return refused();
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as in `alloc`.
        let p = unsafe { System.alloc_zeroed(layout) };
        if p.is_null() {
            return refused();
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, that is from System, with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from System with `layout`; the caller's new size.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if p.is_null() {
            return refused();
        }
        p
    }
}

/// Runs `f` with refusals returned as null (`Vec::try_reserve` then says Err) instead of
/// ending the process, so the caller can take `diag::out_of_memory`.
#[inline]
pub fn fallible<R>(f: impl FnOnce() -> R) -> R {
    FALLIBLE.with(|n| n.set(n.get() + 1));
    let r = f();
    FALLIBLE.with(|n| n.set(n.get() - 1));
    r
}

/// `v.try_reserve(additional)` with a refusal reported as false.
pub fn try_reserve<T>(v: &mut Vec<T>, additional: usize) -> bool {
    fallible(|| v.try_reserve(additional).is_ok())
}

/// Whether perl's exit after running out of memory has begun (`diag::out_of_memory`): a
/// second refusal while END blocks run ends the process at once.
static EXITING: AtomicBool = AtomicBool::new(false);

/// Address space held back from the start (`hold_reserve`) and given back when memory
/// runs out, so that the END blocks and flushes of perl's exit have room to run even when
/// the last refusal was a small request (the program's data left nothing at all).
static RESERVE: std::sync::atomic::AtomicPtr<libc::c_void> =
    std::sync::atomic::AtomicPtr::new(std::ptr::null_mut());
const RESERVE_BYTES: usize = 8 << 20;

/// Holds back `RESERVE_BYTES` of address space (mapped, never touched: no memory is used).
pub fn hold_reserve() {
    // SAFETY: an anonymous private mapping the runtime owns; no existing memory is named.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            RESERVE_BYTES,
            libc::PROT_NONE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if p != libc::MAP_FAILED {
        RESERVE.store(p, Relaxed);
    }
}

/// Marks the start of the out-of-memory exit and gives the reserve back; false when the
/// exit had already begun.
pub fn begin_exit() -> bool {
    if EXITING.swap(true, Relaxed) {
        return false;
    }
    let p = RESERVE.swap(std::ptr::null_mut(), Relaxed);
    if !p.is_null() {
        // SAFETY: `p` is the mapping `hold_reserve` made, unmapped once (swapped out).
        unsafe { libc::munmap(p, RESERVE_BYTES) };
    }
    true
}

#[cold]
#[inline(never)]
fn refused() -> *mut u8 {
    if FALLIBLE.with(|n| n.get()) > 0 {
        return std::ptr::null_mut();
    }
    write_message();
    exit_now()
}

/// The end of a process out of memory where Perl code cannot run: what is buffered is
/// flushed and the process exits with status 1, without END blocks.
pub fn exit_now() -> ! {
    // SAFETY: the context global is null or the context `new_ctx` leaked for the run.
    let c = unsafe { crate::core::sv::camelift_ctx_global };
    // SAFETY: as above; a context's `interp` is null until `new_ctx` has made it.
    if !c.is_null() && !unsafe { (*c).interp }.is_null() {
        // What is buffered goes out as perl's exit would write it; flushing writes from
        // the buffers in place and allocates nothing. The interrupted caller never
        // resumes, so nothing sees these handles again.
        (crate::core::hooks::hooks(c).flush_files)(c);
        let i = crate::core::interp::interp(c);
        let _ = i.stdout.flush();
    }
    // SAFETY: _exit ends the process at once (no destructors, no atexit handlers that
    // might allocate).
    unsafe { libc::_exit(1) }
}

/// perl's `Out of memory!` line, written straight to descriptor 2 (perl's PerlIO would
/// allocate, so it writes with write(2) too).
pub fn write_message() {
    let msg = b"Out of memory!\n";
    // SAFETY: write(2) of a static buffer.
    let _ = unsafe { libc::write(2, msg.as_ptr() as *const libc::c_void, msg.len()) };
}
