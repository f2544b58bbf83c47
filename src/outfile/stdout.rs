//! Standard output as the shell left it: a program started with it closed (`>&-`) fails
//! on its first write, as it would with any other output that cannot be written, instead
//! of writing into the `/dev/null` Rust's runtime puts in its place.

use std::io::{self, Write};
use std::path::Path;

/// Whether standard output was open when the program started. Rust's runtime reopens a
/// closed descriptor 1 as `/dev/null` (read-write), so `punto-banco odds >&-` would lose
/// its output and exit 0; on Linux that reopened descriptor is told apart from a shell's
/// `> /dev/null` (write-only) by its flags in `/proc/self/fdinfo/1`.
pub fn is_open() -> bool {
    use std::os::fd::AsFd;
    if io::stdout().as_fd().try_clone_to_owned().is_err() {
        return false;
    }
    let null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == Path::new("/dev/null"));
    if !null {
        return true;
    }
    let flags = std::fs::read_to_string("/proc/self/fdinfo/1")
        .ok()
        .and_then(|info| {
            let line = info.lines().find_map(|l| l.strip_prefix("flags:"))?;
            u32::from_str_radix(line.trim(), 8).ok()
        });
    // O_ACCMODE is 3 and O_RDWR is 2 on Linux.
    flags.is_none_or(|f| f & 3 != 2)
}

/// The error of writing to a closed standard output.
pub fn closed() -> io::Error {
    io::Error::other("standard output is closed")
}

/// Standard output, locked, or the error of a closed descriptor ([`closed`]) on every
/// write when it was closed at the start ([`is_open`]).
#[derive(Debug)]
pub struct Stdout {
    inner: io::StdoutLock<'static>,
    open: bool,
}

/// Standard output, locked: see [`Stdout`].
pub fn lock() -> Stdout {
    Stdout {
        inner: io::stdout().lock(),
        open: is_open(),
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if !self.open {
            return Err(closed());
        }
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}
