//! Byte-string search, shared by `index`, readline's separators and `split`.

/// The first position of `byte` in `hay`, by libc's vectorised memchr.
pub fn memchr(byte: u8, hay: &[u8]) -> Option<usize> {
    // SAFETY: memchr reads only `hay` and returns null or a pointer into it.
    let at = unsafe { libc::memchr(hay.as_ptr() as *const libc::c_void, byte as i32, hay.len()) };
    (!at.is_null()).then(|| at as usize - hay.as_ptr() as usize)
}

pub fn find_bytes(hay: &[u8], needle: &[u8], start: usize) -> Option<usize> {
    let Some((&first, rest)) = needle.split_first() else {
        return (start <= hay.len()).then_some(start);
    };
    let last_start = hay.len().checked_sub(needle.len())?;
    let mut i = start;
    while i <= last_start {
        // The next candidate by libc's vectorised memchr (glibc's memmem is a plain
        // byte loop), then the rest compared.
        i += memchr(first, &hay[i..=last_start])?;
        if hay[i + 1..i + needle.len()] == *rest {
            return Some(i);
        }
        i += 1;
    }
    None
}
