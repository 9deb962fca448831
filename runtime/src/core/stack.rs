//! The argument stack (perl's PL_stack): pushes, and the items above a mark.

use crate::core::sv::{self, ctx};
use camelift_abi::*;
use std::ptr;

// ---- the stack --------------------------------------------------------------------------

#[inline]
pub fn push(c: *mut Ctx, p: *mut Sv) {
    let cx = ctx(c);
    if cx.sp >= cx.stack_max {
        sv::camelift_stack_grow(c);
    }
    let cx = ctx(c);
    // SAFETY: sp < stack_max after growing.
    unsafe { *cx.stack.add(cx.sp) = p };
    cx.sp += 1;
}

/// Makes room for `n` more pushes at once (perl's EXTEND before a big list), or ends with
/// "Out of memory!" when memory is too short for them.
pub fn reserve(c: *mut Ctx, n: usize) {
    let cx = ctx(c);
    let Some(need) = cx.sp.checked_add(n) else {
        crate::core::diag::out_of_memory(c)
    };
    if need <= cx.stack_max {
        return;
    }
    let mut v: Vec<*mut Sv> = Vec::new();
    if !crate::core::alloc::fallible(|| v.try_reserve_exact(need).is_ok()) {
        crate::core::diag::out_of_memory(c)
    }
    if !cx.stack.is_null() && cx.stack_max > 0 {
        // SAFETY: the stack buffer is the boxed slice of `stack_max` slots `grow_buffer`
        // (or this function) leaked; it is taken back here and freed after the copy.
        let old = unsafe { Box::from_raw(ptr::slice_from_raw_parts_mut(cx.stack, cx.stack_max)) };
        v.extend_from_slice(&old);
    }
    v.resize(need, ptr::null_mut());
    cx.stack = Box::leak(v.into_boxed_slice()).as_mut_ptr();
    cx.stack_max = need;
}

/// The stack items from `mark` to the top.
#[inline]
pub fn stack_slice<'a>(c: *mut Ctx, mark: usize) -> &'a [*mut Sv] {
    let cx = ctx(c);
    if mark >= cx.sp {
        return &[];
    }
    // SAFETY: stack[mark..sp] are initialised pushes within the buffer.
    unsafe { std::slice::from_raw_parts(cx.stack.add(mark), cx.sp - mark) }
}

/// Items popped off the stack, held without a heap allocation when there are few (a
/// copy: the stack may move while they are used).
pub enum Popped {
    Small([*mut Sv; 16], usize),
    Big(Vec<*mut Sv>),
}

impl std::ops::Deref for Popped {
    type Target = [*mut Sv];
    #[inline]
    fn deref(&self) -> &[*mut Sv] {
        match self {
            Popped::Small(a, n) => &a[..*n],
            Popped::Big(v) => v,
        }
    }
}

impl std::ops::DerefMut for Popped {
    #[inline]
    fn deref_mut(&mut self) -> &mut [*mut Sv] {
        match self {
            Popped::Small(a, n) => &mut a[..*n],
            Popped::Big(v) => v,
        }
    }
}

impl Default for Popped {
    fn default() -> Popped {
        Popped::Small([ptr::null_mut(); 16], 0)
    }
}

impl Popped {
    pub fn push(&mut self, p: *mut Sv) {
        match self {
            Popped::Small(a, n) if *n < a.len() => {
                a[*n] = p;
                *n += 1;
            }
            Popped::Small(a, n) => {
                let mut v = a[..*n].to_vec();
                v.push(p);
                *self = Popped::Big(v);
            }
            Popped::Big(v) => v.push(p),
        }
    }
}

/// Pops the items from `mark`.
#[inline]
pub fn pop_items(c: *mut Ctx, mark: usize) -> Popped {
    let items = stack_slice(c, mark);
    let r = if items.len() <= 16 {
        let mut a = [ptr::null_mut(); 16];
        a[..items.len()].copy_from_slice(items);
        Popped::Small(a, items.len())
    } else {
        Popped::Big(items.to_vec())
    };
    let cx = ctx(c);
    cx.sp = mark.min(cx.sp);
    r
}

/// Pops the items from `mark`, returning them.
pub fn pop_from(c: *mut Ctx, mark: usize) -> Vec<*mut Sv> {
    let v = stack_slice(c, mark).to_vec();
    let cx = ctx(c);
    if mark < cx.sp {
        cx.sp = mark;
    }
    v
}
