//! Output handles with perl's buffering: STDOUT is line-buffered on a terminal and
//! block-buffered (8 KiB) otherwise; STDERR is unbuffered. Writes go straight to the file
//! descriptor (never through Rust's `println!`, which panics on a closed pipe).

pub struct Out {
    fd: i32,
    buf: Vec<u8>,
    line_buffered: bool,
    unbuffered: bool,
}

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
        }
    }

    /// Buffers (or writes) `bytes`.
    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), i32> {
        if self.unbuffered {
            return raw_write(self.fd, bytes);
        }
        self.buf.extend_from_slice(bytes);
        if self.buf.len() >= BLOCK || (self.line_buffered && bytes.contains(&b'\n')) {
            return self.flush();
        }
        Ok(())
    }

    pub fn flush(&mut self) -> Result<(), i32> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let data = std::mem::take(&mut self.buf);
        raw_write(self.fd, &data)
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
