//! The process entry: the C `main` (the program runs on a thread with a large stack),
//! @ARGV and %ENV, and the end of the process (END blocks, the final flush, the exit
//! status, the message of a `die` nothing caught).

use crate::core::call::call_cv;
use crate::core::eval::PerlDie;
use crate::core::interp::gv;
use crate::core::interp::gv_fetch;
use crate::core::interp::interp;
use crate::core::interp::Info;
use crate::core::sv::{self, ctx};
use camelift_abi::*;

/// Sets up @ARGV and %ENV.
#[cfg(not(test))]
fn init_args(c: *mut Ctx, args: &[Vec<u8>]) {
    let argv = gv(gv_fetch(c, b"main::ARGV")).av;
    for a in args {
        let s = sv::new_pv(c, a);
        crate::core::av::body(c, argv).items.push_back(s);
    }
    let env = gv(gv_fetch(c, b"main::ENV")).hv;
    for (k, v) in std::env::vars_os() {
        use std::os::unix::ffi::OsStrExt;
        let s = sv::new_pv(c, v.as_bytes());
        crate::core::hv::body(c, env)
            .map
            .insert(k.as_bytes().to_vec(), s);
    }
}

#[cfg(not(test))]
extern "C-unwind" {
    fn camelift_program_main(c: *mut Ctx);
}

/// Runs the compiled program on a thread with a large stack (perl has no recursion limit;
/// the main thread's 8 MiB would overflow after tens of thousands of frames).
#[cfg(not(test))]
#[no_mangle]
pub extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    use std::os::unix::ffi::OsStringExt;
    let mut all = std::env::args_os().map(|a| a.into_vec());
    let argv0 = all.next().filter(|a| !a.is_empty());
    let args: Vec<Vec<u8>> = all.collect();
    crate::core::alloc::hold_reserve();
    crate::sys::sig::block_all_in_this_thread();
    let handle = std::thread::Builder::new()
        .stack_size(stack_size())
        .spawn(move || {
            crate::sys::sig::unblock_all_in_this_thread();
            let c = crate::core::interp::new_ctx();
            crate::core::hooks::hooks(c).exit = exit_process;
            crate::core::hooks::hooks(c).uncaught = Some(die_uncaught);
            crate::core::despatch::init(c);
            crate::open_layers(c);
            crate::core::interp::interp(c).argv0 = argv0;
            init_args(c, &args);
            // SAFETY: the compiled program's entry point takes the context we just built.
            let run = std::panic::catch_unwind(|| unsafe { camelift_program_main(c) });
            match run {
                Ok(()) => {
                    // The program's end released its pad.
                    ctx(c).main_pad = std::ptr::null_mut();
                    exit_process(c, 0)
                }
                Err(payload) => match payload.downcast::<PerlDie>() {
                    Ok(d) => {
                        // The frames the pads were in are gone.
                        crate::core::call::forget_pads(c);
                        die_uncaught(c, d.0)
                    }
                    Err(other) => std::panic::resume_unwind(other),
                },
            }
        });
    match handle {
        Ok(h) => {
            let _ = h.join();
            1
        }
        Err(_) => {
            eprintln!("Out of memory!");
            1
        }
    }
}

/// Reserved (not committed) stack for the Perl program.
#[cfg(not(test))]
const STACK_SIZE: usize = 1 << 30;

/// The program thread's stack: `STACK_SIZE`, or under an address-space limit (`ulimit
/// -v`, which counts the reservation whole) a quarter of the limit, so that the program
/// still starts and keeps most of its room for data, as perl (whose recursion lives in the
/// heap) does. Deep recursion then overflows sooner than perl runs out of memory.
#[cfg(not(test))]
fn stack_size() -> usize {
    let mut r = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit fills the struct it is given.
    if unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut r) } != 0 || r.rlim_cur == libc::RLIM_INFINITY
    {
        return STACK_SIZE;
    }
    usize::try_from(r.rlim_cur / 4)
        .unwrap_or(STACK_SIZE)
        .clamp(8 << 20, STACK_SIZE)
}

/// Ends the process the way perl does: flush STDOUT (reporting a failed final flush),
/// then exit with `code`.
pub fn exit_process(c: *mut Ctx, code: i32) -> ! {
    unwind_all(c);
    // END blocks run first, last defined first, with `$?` holding the exit status; an END
    // block that dies reports it and the others still run.
    let mut code = code;
    crate::core::interp::set_phase(c, b"END");
    let status = gv_fetch(c, b"main::?");
    sv::set_num(gv(status).sv, crate::core::num::Num::Iv(code as i64));
    while let Some(cv) = interp(c).end_blocks.pop() {
        // perl runs them from no statement: `caller` says package main, line 0.
        ctx(c).curline = 0;
        let state = crate::core::cx::CallState::new(c, ctx(c).sp);
        // What the block leaves in temporaries (its value) goes with it.
        let floor = ctx(c).tmps_floor;
        sv::set_tmps_floor(c, ctx(c).tmps_ix);
        let run = std::panic::catch_unwind(|| {
            crate::core::cx::with_barrier(c, None, || call_cv(c, cv, &[], G_VOID))
        });
        if run.is_ok() {
            sv::camelift_free_tmps(c);
            sv::set_tmps_floor(c, floor);
        }
        if let Err(payload) = run {
            state.restore(c);
            if let Ok(d) = payload.downcast::<PerlDie>() {
                let text = sv::to_bytes_quiet(d.0);
                let _ = interp(c).stderr.write_all(&text);
            }
        }
        code = crate::core::num::to_iv(sv::to_num(c, gv(status).sv, &Info::simple(""), usize::MAX))
            as i32;
    }
    crate::core::interp::set_phase(c, b"DESTRUCT");
    crate::core::obj::global_destruct(c);
    // STDOUT first, as perl's PerlIO_flush(NULL) goes through its table, then the files
    // (whose failures perl warns about during global destruction).
    let flushed = interp(c).stdout.flush();
    (crate::core::hooks::hooks(c).flush_files)(c);
    let i = interp(c);
    let _ = i.stderr.flush();
    if let Err(e) = flushed.and_then(|_| i.stdout.flush()) {
        let msg = format!(
            "Unable to flush stdout: {}\n",
            crate::core::perlio::errno_text(e)
        );
        let _ = i.stderr.write_all(msg.as_bytes());
        std::process::exit(if code == 0 { 1 } else { code });
    }
    (crate::core::hooks::hooks(c).close_pipes)(c);
    std::process::exit(code)
}

/// Before END blocks, `exit` (or a `die` nothing caught) leaves every sub call and scope
/// running, as perl's `my_exit_jump` does: their variables are released, in the RUN
/// phase, so that their objects' DESTROY runs then. Once only: `exit` from an END block
/// or a destructor finds nothing left to leave.
fn unwind_all(c: *mut Ctx) {
    if interp(c).exiting {
        return;
    }
    interp(c).exiting = true;
    while !interp(c).frames.is_empty() {
        crate::core::call::unwind_frame(c);
    }
    crate::core::scope::camelift_leave_scope(c, 0);
    let cx = ctx(c);
    let main = crate::core::interp::PadRef {
        cells: std::mem::replace(&mut cx.main_pad, std::ptr::null_mut()),
        mask: cx.main_mask,
    };
    main.release(c);
    sv::camelift_free_tmps(c);
}

/// The end of a `die` nothing caught: print the message, exit with perl's status
/// ($! if set, else 255).
pub fn die_uncaught(c: *mut Ctx, value: *mut Sv) -> ! {
    let text = sv::to_bytes_quiet(value);
    let _ = interp(c).stderr.write_all(&text);
    // perl's die status: $! if it is set, else $? >> 8 if that is, else 255.
    let num_of = |name: &[u8]| {
        let g = gv_fetch(c, name);
        let v = gv(g).sv;
        if v.is_null() || sv::is_undef(v) {
            0
        } else {
            crate::core::num::to_iv(sv::to_num(c, v, &Info::simple(""), usize::MAX))
        }
    };
    // `$!` is where every failure leaves its errno (`file::set_errno`), and where the
    // program may have cleared it.
    let errno = num_of(b"main::!");
    let code = if errno & 0xff != 0 {
        errno & 0xff
    } else if (num_of(b"main::?") >> 8) & 0xff != 0 {
        (num_of(b"main::?") >> 8) & 0xff
    } else {
        255
    };
    exit_process(c, code as i32)
}
