//! Reading input with documented size caps, so that no input can make memory run away.
//!
//! Every file the tool reads (rules files, bets files, `merge` inputs) goes through
//! [`read_capped`], and every line of `ev --batch` through [`read_line_capped`]: past the
//! cap the reading stops, so even an endless input such as `/dev/zero` costs at most the
//! cap in memory. The caps are listed in `docs/cli.md` ("Limits").

use crate::error::{Error, Result};
use std::io::{self, BufRead, Read};

/// The largest rules or bets file read, in bytes (1 MiB; the presets are about 1 KiB).
pub const MAX_RULES_FILE_BYTES: usize = 1 << 20;

/// The largest `simulate` result `merge` reads, in bytes (64 MiB: a `--bucket 1` study of
/// every bet on the largest shoe `simulate` deals is about 16 MiB).
pub const MAX_RESULT_FILE_BYTES: usize = 64 << 20;

/// The longest line of `ev --batch`, in bytes, newline excluded (64 KiB).
pub const MAX_BATCH_LINE_BYTES: usize = 64 << 10;

/// The UTF-8 byte order mark, skipped at the start of a file or a line.
const BOM: &[u8] = "\u{feff}".as_bytes();

/// `text` with every control and bidirectional character written as an escape
/// (`\u{1b}`), so that text from a file or a line never drives the terminal it is shown
/// on: the one escaping rule, [`crate::escape_controls`], as an owned string.
///
/// # Examples
/// ```
/// assert_eq!(punto_banco::printable("a\u{1b}[2Jb\u{7}"), "a\\u{1b}[2Jb\\u{7}");
/// assert_eq!(punto_banco::printable("5 K é\u{202e}"), "5 K é\\u{202e}");
/// ```
pub fn printable(text: &str) -> String {
    crate::error::escape_controls(text).into_owned()
}

/// Reads all of `reader`, refusing more than `limit` bytes; `what` names the input in
/// messages ("rules file 'house.json'").
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] when the input is larger than `limit` (reading stops
/// there), cannot be read, or is not UTF-8 text.
///
/// # Examples
/// ```
/// use punto_banco::read_capped;
/// assert_eq!(read_capped(&b"{}"[..], 10, "rules file 'r.json'")?, "{}");
/// let e = read_capped(std::io::repeat(0), 10, "rules file 'r.json'").unwrap_err();
/// assert!(e.to_string().contains("larger than 10 bytes"));
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn read_capped(reader: impl Read, limit: usize, what: &str) -> Result<String> {
    let mut bytes = Vec::new();
    reader
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::input(format!("cannot read {what}: {e}")))?;
    if bytes.len() > limit {
        return Err(too_large(what, limit));
    }
    text_from_bytes(bytes, what)
}

/// Turns the bytes of a file into text.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] when the bytes are not UTF-8.
fn text_from_bytes(mut bytes: Vec<u8>, what: &str) -> Result<String> {
    // A byte order mark, as some editors write at the start of a file, is not content.
    if bytes.starts_with(BOM) {
        bytes.drain(..BOM.len());
    }
    String::from_utf8(bytes).map_err(|e| {
        Error::input(format!(
            "{what} is not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

fn too_large(what: &str, limit: usize) -> Error {
    Error::input(format!(
        "{what} is larger than {} (the limit for this input)",
        bytes_in_words(limit)
    ))
}

/// `1048576` as "1 MiB (1048576 bytes)", `10` as "10 bytes".
fn bytes_in_words(n: usize) -> String {
    match n {
        n if n >= 1 << 20 && n % (1 << 20) == 0 => format!("{} MiB ({n} bytes)", n >> 20),
        n if n >= 1 << 10 && n % (1 << 10) == 0 => format!("{} KiB ({n} bytes)", n >> 10),
        n => format!("{n} bytes"),
    }
}

/// One line read by [`read_line_capped`].
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The input has ended.
    End,
    /// A line, without its newline, in the buffer given.
    Text,
    /// A line longer than the cap: its first bytes are dropped; the caller answers it and
    /// then skips the rest with [`skip_line`] (in constant memory, however long it is).
    TooLong,
}

/// Reads one line of at most `limit` bytes into `buf` (cleared first).
///
/// A longer line is reported as [`Line::TooLong`]; the caller answers it with an error
/// (at once, even if the line never ends) and calls [`skip_line`] to go on with the next.
///
/// # Errors
/// The I/O error of `reader`.
///
/// # Examples
/// ```
/// use punto_banco::{read_line_capped, skip_line, Line};
/// let mut input = &b"1234567\nok\n"[..];
/// let mut buf = Vec::new();
/// assert_eq!(read_line_capped(&mut input, 4, &mut buf)?, Line::TooLong);
/// skip_line(&mut input)?;
/// assert_eq!(read_line_capped(&mut input, 4, &mut buf)?, Line::Text);
/// assert_eq!(buf, b"ok");
/// assert_eq!(read_line_capped(&mut input, 4, &mut buf)?, Line::End);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn read_line_capped(
    reader: &mut dyn BufRead,
    limit: usize,
    buf: &mut Vec<u8>,
) -> io::Result<Line> {
    buf.clear();
    let n = Read::take(&mut *reader, limit as u64 + 1).read_until(b'\n', buf)?;
    if n == 0 {
        return Ok(Line::End);
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
        return Ok(Line::Text);
    }
    if buf.len() <= limit {
        return Ok(Line::Text); // the last line, without a newline
    }
    buf.clear();
    Ok(Line::TooLong)
}

/// Skips up to and including the next newline without keeping the bytes.
///
/// # Errors
/// The I/O error of `reader`.
pub fn skip_line(reader: &mut dyn BufRead) -> io::Result<()> {
    loop {
        let chunk = match reader.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(());
        }
        if let Some(i) = chunk.iter().position(|&b| b == b'\n') {
            reader.consume(i + 1);
            return Ok(());
        }
        let n = chunk.len();
        reader.consume(n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endless_input_stops_at_the_cap() {
        let e = read_capped(io::repeat(b'x'), 1 << 20, "rules file 'z'").unwrap_err();
        assert_eq!(
            e.to_string(),
            "rules file 'z' is larger than 1 MiB (1048576 bytes) (the limit for this input)"
        );
    }

    #[test]
    fn input_at_the_cap_is_read_whole() {
        let text = "x".repeat(64);
        assert_eq!(read_capped(text.as_bytes(), 64, "f").unwrap(), text);
        assert!(read_capped(&b"\xff\xfe"[..], 64, "bets file 'b'")
            .unwrap_err()
            .to_string()
            .contains("not UTF-8"));
    }

    #[test]
    fn over_long_line_is_skipped_and_the_next_is_read() {
        let mut input = io::Cursor::new(format!("{}\n{{}}\nlast", "9".repeat(100_000)));
        let mut buf = Vec::new();
        assert_eq!(
            read_line_capped(&mut input, 1000, &mut buf).unwrap(),
            Line::TooLong
        );
        skip_line(&mut input).unwrap();
        let mut read = || read_line_capped(&mut input, 1000, &mut buf).unwrap();
        assert_eq!(read(), Line::Text);
        assert_eq!(read(), Line::Text);
        assert_eq!(read(), Line::End);
    }

    #[test]
    fn line_of_exactly_the_cap_is_kept() {
        let mut input = &b"abcd\nabcd"[..];
        let mut buf = Vec::new();
        assert_eq!(
            read_line_capped(&mut input, 4, &mut buf).unwrap(),
            Line::Text
        );
        assert_eq!(buf, b"abcd");
        assert_eq!(
            read_line_capped(&mut input, 4, &mut buf).unwrap(),
            Line::Text
        );
        assert_eq!(buf, b"abcd");
    }
}
