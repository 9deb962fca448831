//! Output handles with perl's buffering: STDOUT is line-buffered on a terminal and
//! block-buffered (8 KiB) otherwise; STDERR is unbuffered. Writes go straight to the file
//! descriptor (never through Rust's `println!`, which panics on a closed pipe).
//!
//! Errors follow perl's PerlIO (perlio.c, `PerlIOBuf_write` and `PerlIOBuf_flush`): a
//! failed write(2) sets the handle's error flag and saves its errno, and the buffer is
//! dropped; the write that flushed stops there (the rest of its bytes are dropped too).
//! The flag stays set until the handle is closed: every later write still goes out, but
//! reports failure without a new errno, which is why perl's `print` keeps returning false
//! with `$!` untouched once a handle has failed.

pub struct Out {
    fd: i32,
    buf: Vec<u8>,
    line_buffered: bool,
    unbuffered: bool,
    /// perl's PERLIO_F_ERROR with the errno saved with it (`PerlIO_save_errno`).
    error: Option<i32>,
    /// Bytes written out so far (perl's PerlIOBuf posn, which `tell` reports on a pipe).
    written: u64,
}

/// Why a write reported failure: the errno of a write(2) that failed now (for `$!`), or
/// `None` when the handle had already failed and nothing new went wrong (`$!` is left as
/// it is, as perl's `do_print` leaves it).
pub type WriteError = Option<i32>;

const BLOCK: usize = 8192;

impl Out {
    pub fn new(fd: i32) -> Out {
        // SAFETY: isatty only inspects the descriptor.
        let tty = unsafe { libc::isatty(fd) } == 1;
        Out {
            fd,
            buf: Vec::with_capacity(BLOCK),
            line_buffered: tty,
            unbuffered: fd == 2,
            error: None,
            written: 0,
        }
    }

    /// Buffers (or writes) `bytes`; an error if a write failed now or earlier (perl's
    /// `PerlIO_write` followed by `PerlIO_error`).
    #[inline]
    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), WriteError> {
        let fits = self.buf.len() + bytes.len() < BLOCK;
        if fits && !self.unbuffered && !(self.line_buffered && bytes.contains(&b'\n')) {
            self.buf.extend_from_slice(bytes);
        } else {
            self.write_slow(bytes)?;
        }
        match self.error {
            None => Ok(()),
            Some(_) => Err(None),
        }
    }

    /// A write that fills the buffer, ends a line on a terminal, or goes to an unbuffered
    /// handle: the buffer is flushed each time it is full (whole blocks of the rest go out
    /// directly) and after the last newline of a line-buffered write. A failed flush ends
    /// the write, dropping what is left of it.
    #[cold]
    #[inline(never)]
    fn write_slow(&mut self, mut bytes: &[u8]) -> Result<(), WriteError> {
        if self.unbuffered {
            // Nothing is ever left in an unbuffered handle's buffer.
            return self.write_now(bytes).map_err(Some);
        }
        // A line-buffered handle flushes after the last newline; the rest stays buffered.
        let mut flush_at = match self.line_buffered {
            true => bytes.iter().rposition(|b| *b == b'\n').map(|i| i + 1),
            false => None,
        };
        while !bytes.is_empty() {
            let room = BLOCK.saturating_sub(self.buf.len());
            if self.buf.is_empty() && bytes.len() >= BLOCK && flush_at.is_none_or(|f| f >= BLOCK) {
                // Whole blocks need no copy: one write(2), as the buffer would have made
                // block by block.
                let n = match flush_at {
                    Some(f) => f - f % BLOCK,
                    None => bytes.len() - bytes.len() % BLOCK,
                };
                self.write_now(&bytes[..n]).map_err(Some)?;
                bytes = &bytes[n..];
                flush_at = flush_at.map(|f| f - n);
                continue;
            }
            let mut take = room.min(bytes.len());
            if let Some(f) = flush_at.filter(|f| *f > 0 && *f <= take) {
                take = f;
            }
            self.buf.extend_from_slice(&bytes[..take]);
            bytes = &bytes[take..];
            let ended_line = flush_at == Some(take);
            flush_at = flush_at.and_then(|f| f.checked_sub(take));
            if ended_line || self.buf.len() >= BLOCK {
                self.flush().map_err(Some)?;
            }
        }
        Ok(())
    }

    /// Writes the buffer out (dropping it either way); the errno of a failure, which also
    /// sets the error flag. Nothing buffered is success, even after an earlier failure
    /// (perl's `PerlIOBuf_flush`).
    pub fn flush(&mut self) -> Result<(), i32> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let data = std::mem::take(&mut self.buf);
        let r = self.write_now(&data);
        // Keep the allocation for the next bytes.
        self.buf = data;
        self.buf.clear();
        r
    }

    /// write(2) of `bytes` now, recording a failure in the error flag.
    fn write_now(&mut self, bytes: &[u8]) -> Result<(), i32> {
        raw_write(self.fd, bytes)
            .inspect(|()| self.written += bytes.len() as u64)
            .inspect_err(|e| self.error = Some(*e))
    }

    /// The bytes buffered and not yet written (`tell` counts them).
    pub fn pending(&self) -> usize {
        self.buf.len()
    }

    /// The bytes written out and buffered since the handle was made: the position
    /// perl's `tell` gives where the file has none (a pipe, a terminal).
    pub fn total(&self) -> u64 {
        self.written + self.buf.len() as u64
    }

    /// Forgets an earlier failed write (PerlIO_clearerr).
    pub fn clear_error(&mut self) {
        self.error = None;
    }

    /// The errno of the failure this handle has had, if any (perl's `PerlIO_error` with
    /// `PerlIO_restore_errno`).
    pub fn error(&self) -> Option<i32> {
        self.error
    }

    /// Flushes and forgets the handle's state for a `close` (the descriptor is the
    /// caller's to close): the errno close reports, if it fails — the flush's, else the
    /// earlier failure's (perl's `io_close`, which restores the saved errno and then
    /// closes, flushing).
    pub fn close(&mut self) -> Result<(), i32> {
        let prev = self.error.take();
        let r = self.flush();
        self.error = None;
        match (r, prev) {
            (Err(e), _) | (Ok(()), Some(e)) => Err(e),
            (Ok(()), None) => Ok(()),
        }
    }
}

/// Writes everything, retrying on EINTR; returns the errno of a failure.
fn raw_write(fd: i32, mut bytes: &[u8]) -> Result<(), i32> {
    while !bytes.is_empty() {
        // SAFETY: the pointer and length describe a live slice.
        let n = unsafe { libc::write(fd, bytes.as_ptr() as *const libc::c_void, bytes.len()) };
        if n < 0 {
            let e = std::io::Error::last_os_error()
                .raw_os_error()
                .unwrap_or(libc::EIO);
            if e == libc::EINTR {
                continue;
            }
            return Err(e);
        }
        bytes = &bytes[n as usize..];
    }
    Ok(())
}

/// strerror text, as perl prints `$!`.
pub fn errno_text(e: i32) -> String {
    let s = std::io::Error::from_raw_os_error(e).to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}
